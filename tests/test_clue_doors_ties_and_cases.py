"""Three nouns of things the reader used to refuse: "behind the green door" (at the house, shop
or cottage whose door, shopfront or gate is green), "the red tie" beside ``ties : red, ...`` (the
singular of "ties" is "tie", not "ty"), and "the oldest case" when the opening tells of cases
("in case" and "in any case" stay refused).
"""

from __future__ import annotations

import pytest

from pylogic.clues.values import singular
from relation_text import refused_at, relations

HOUSES = "# Five townhouses stand in a row, numbered 1 to 5 from left to right.\n" \
         "houses : 1, 2, 3, 4, 5.\nnationalities : Brit, Dane, Pole, Swede, Finn.\n" \
         "doors : black, blue, green, red, white.\n"
SHOPS = "units : 1, 2, 3.\nowners : Ann, Bob, Cy.\nshopfronts : cream, green, navy.\n"
DELEGATES = "chairs : 1, 2, 3.\ndelegates : Ann, Bob, Cy.\nties : grey, red, blue.\n"
CASES = "# Three detectives each closed a different cold case.\n" \
        "detectives : Ann, Bob, Cy.\ncrimes : arson, fraud, theft.\nyears : 1979, 1984, 1989.\n"


@pytest.mark.parametrize("header, sentence, expected", [
    (HOUSES, "The Dane lives behind the green door.", ["same(nationalities:Dane,doors:green)"]),
    (HOUSES, "The Pole lives behind a white door.", ["same(nationalities:Pole,doors:white)"]),
    (HOUSES, "The Dane does not live behind the red door.", ["different(nationalities:Dane,doors:red)"]),
    (SHOPS, "Ann trades behind the navy shopfront.", ["same(owners:Ann,shopfronts:navy)"]),
    (DELEGATES, "Ann wears the red tie.", ["same(delegates:Ann,ties:red)"]),
    (DELEGATES, "The delegate in the grey tie sits in chair 3.", ["same(ties:grey,chairs:3)"]),
    (CASES, "The oldest case was the arson.", ["same(years:1979,crimes:arson)"]),
    (CASES, "Ann's case was the fraud.", ["same(detectives:Ann,crimes:fraud)"]),
    (CASES, "The 1984 case was solved by Bob.", ["same(years:1984,detectives:Bob)"]),
])
def test_read(header, sentence, expected):
    assert relations(header, sentence) == expected


@pytest.mark.parametrize("header, sentence, refused", [
    (HOUSES, "The Dane lives behind the Swede.", "behind"),  # a row of houses has no "behind"
    (CASES, "In case Ann solved the arson, it was in 1984.", "case"),
    (CASES, "Ann solved the arson, in any case.", "case"),
])
def test_refused(header, sentence, refused):
    assert refused_at(header, sentence).startswith(refused)


def test_no_case_without_cases_in_the_opening():
    header = "detectives : Ann, Bob, Cy.\ncrimes : arson, fraud, theft.\nyears : 1979, 1984, 1989.\n"
    assert refused_at(header, "Ann's case was the fraud.").startswith("case")


@pytest.mark.parametrize("plural, one", [("ties", "tie"), ("pies", "pie"), ("movies", "movie"),
                                         ("cookies", "cookie"), ("parties", "party"), ("ponies", "pony")])
def test_singular_of_ie_and_y_nouns(plural, one):
    assert singular(plural) == one
