"""Three readings of ordinary puzzle-book English:
- a stay said in weeks beside nights or days ("stayed a fortnight", "for a week", "two weeks"
  beside ``nights : 3, 7, 14``: 14, 7 and 14 nights), only after a verb of lasting;
- "the chilli grower" beside ``crops : chillies`` (the singular of "chillies" is "chilli");
- "the winner", "the champion" of a contest the opening tells of, scored without places: the
  top score ("won" already read so); not where "winners" are the puzzle's people, nor "the
  winner of the raffle";
- "drank a single cup" (one cup) and "led the team in scoring" (the most points).
"""

from __future__ import annotations

import pytest

from pylogic.clues.values import singular
from relation_text import refused_at, relations

CARAVANS = "travellers : Mr Ellis, Mrs Fong, Mr Gallo.\nnights : 3, 7, 14.\ncaravans : Avan, Jayco, Windsor.\n"
CAMPS = "campers : Ann, Bob, Cy.\ndays : 7, 10, 14.\nsites : lake, wood, hill.\n"
GROWERS = "growers : Ann, Bob, Cy.\ncrops : chillies, melons, grapes.\ntools : hoe, rake, spade.\n"
BARISTAS = "# Three baristas reached the final of the regional championship.\n" \
           "baristas : Joaquin, Nadia, Sven.\ncafes : Bean There, Daily Grind, Ground Control.\n" \
           "scores : 78.5, 81, 83.5.\n"
LOTTERY = "# Three lucky people each won a lottery prize.\n" \
          "winners : Della, Irma, Leon.\namounts : $25,000, $50,000, $75,000.\ntowns : Bayville, Mayfield, Wheaton.\n"


@pytest.mark.parametrize("header, sentence, expected", [
    (CARAVANS, "Mrs Fong stayed a fortnight.", ["same(travellers:Mrs Fong,nights:14)"]),
    (CARAVANS, "Mrs Fong stayed for a week.", ["same(travellers:Mrs Fong,nights:7)"]),
    (CARAVANS, "Mrs Fong stayed two weeks.", ["same(travellers:Mrs Fong,nights:14)"]),
    (CARAVANS, "Mr Ellis stayed a week longer than Mr Gallo.",
     ["offset(travellers:Mr Ellis,travellers:Mr Gallo,nights,7)"]),
    (CAMPS, "Ann camped for a fortnight.", ["same(campers:Ann,days:14)"]),
    (GROWERS, "The chilli grower works with a hoe.", ["same(crops:chillies,tools:hoe)"]),
    (BARISTAS, "The winner works at Ground Control.", ["same(scores:83.5,cafes:Ground Control)"]),
    (BARISTAS, "Joaquin was the champion.", ["same(baristas:Joaquin,scores:83.5)"]),
    (LOTTERY, "The winner from Mayfield won $25,000 less than Della.",
     ["offset(towns:Mayfield,winners:Della,amounts,-25000)"]),
])
def test_read(header, sentence, expected):
    assert relations(header, sentence) == expected


@pytest.mark.parametrize("header, sentence, refused", [
    (CARAVANS, "Mrs Fong stayed an hour.", "Mrs Fong"),  # no category is counted in hours
    (BARISTAS, "The winner of the raffle works at Ground Control.", "The winner"),
])
def test_refused(header, sentence, refused):
    assert refused_at(header, sentence).startswith(refused)


def test_singular_of_chillies():
    assert (singular("chillies"), singular("chilies"), singular("lilies")) == ("chilli", "chili", "lily")


COFFEES = "doctors : Dr. Ansel, Dr. Birch, Dr. Coyle.\ncoffees : 1 cup, 2 cups, 3 cups.\n" \
          "wards : cardiology, maternity, oncology.\n"
DERBY = "skaters : Amber, Cheryl, Gwen.\njerseys : 3, 16, 22.\npoints : 5, 8, 11.\n"


@pytest.mark.parametrize("header, sentence, expected", [
    (COFFEES, "Dr. Coyle drank a single cup.", ["same(doctors:Dr. Coyle,coffees:1 cup)"]),
    (DERBY, "Gwen led the team in scoring.", ["same(skaters:Gwen,points:11)"]),
    (DERBY, "Amber leads the league in points.", ["same(skaters:Amber,points:11)"]),
])
def test_a_single_cup_and_led_in_scoring(header, sentence, expected):
    assert relations(header, sentence) == expected


def test_led_in_what_no_category_counts_is_refused():
    assert refused_at(DERBY, "Gwen led the team in assists.").startswith("Gwen")
