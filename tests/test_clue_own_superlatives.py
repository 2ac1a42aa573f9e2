"""A superlative each thing has its own of, where the opening says so: "Match each player to
... the distance of his longest one", then "Kenji Mori's longest drive went 14 feet farther
than Danny Ortega's" compares the distances. Without such an opening, "Kenji's longest drive"
(his own longest, or the longest of all?) stays refused. Beside a line of places, the line's noun
names the things in it: "the oldest warehouse" beside `warehouses : 1, 2, 3` and the years they
were built is the one built first.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

CATEGORIES = "players : Buck, Danny, Kenji.\nhome runs : 14, 17, 20.\ndistances : 438 feet, 452 feet, 466 feet.\n"
OPENING = "# Match each player to the number of home runs he hit and the distance of his longest one.\n"
LINES = "# Match each guide to the length of its longest line.\nguides : Bex, Jem, Tavi.\n" \
        "courses : Eagle, Hawk, Raven.\nlengths : 600 ft, 750 ft, 900 ft.\n"


@pytest.mark.parametrize("header, sentence, expected", [
    (OPENING + CATEGORIES, "Kenji's longest drive went 14 feet farther than Danny's.",
     ["offset(players:Kenji,players:Danny,distances,14)"]),
    (OPENING + CATEGORIES, "Of Buck and Danny, one hit 14 home runs and the other's longest went 438 feet.",
     ["pair(players:Buck,players:Danny,home runs:14,distances:438 feet)"]),
    (OPENING + CATEGORIES, "Kenji hit the longest home run.", ["same(players:Kenji,distances:466 feet)"]),
    (LINES, "The Raven course's longest line is 150 feet shorter than Bex's.",
     ["offset(courses:Raven,guides:Bex,lengths,-150)"]),
])
def test_read(header, sentence, expected):
    assert relations(header, sentence) == expected


def test_refused_without_the_opening():
    assert refused_at(CATEGORIES, "Kenji's longest drive went 14 feet farther than Danny's.").startswith("longest")


def test_the_noun_of_a_line_of_places_names_the_things_in_it():
    header = "warehouses : 1, 2, 3.\nyears : 1868, 1874, 1880.\ncargoes : coffee, rum, tea.\n"
    assert relations(header, "The oldest warehouse stores rum.") == ["same(years:1868,cargoes:rum)"]
    assert relations(header, "The newest warehouse is next to the tea warehouse.") == [
        "distance(years:1880,cargoes:tea,warehouses,1)"]
    # "heavier" compares nothing here: refused, never the warehouses' numbers
    assert refused_at(header, "The heaviest warehouse stores rum.").startswith("heaviest")


@pytest.mark.parametrize("sentence", ["Ann is in the oldest grade.", "Ann is in an older grade than Bob."])
def test_an_order_is_no_line_of_things(sentence):
    # grades are an order, not things standing in a line: "the oldest grade" is refused, never
    # the oldest pupil
    header = "students : Ann, Bob.\ngrades : 3rd, 4th.\nages : 8, 9.\n"
    assert refused_at(header, sentence).startswith(("oldest", "older"))


STORMS = "# Last winter five towns each had one record snowstorm.\ntowns : Alder, Birch, Cedar.\n" \
         "snowfall (inches) : 14, 18, 22.\nlows : -12°F, -6°F, 0°F.\n"


@pytest.mark.parametrize("sentence, expected", [
    # a temperature is higher or colder, never bigger: "the smallest storm" is the least snow
    ("Birch's storm was the smallest.", ["same(towns:Birch,snowfall (inches):14)"]),
    ("Birch had a bigger storm than Alder.", ["less(towns:Alder,towns:Birch,snowfall (inches))"]),
    # "of the winter" the opening tells of: of all
    ("Birch's storm was the smallest of the winter.", ["same(towns:Birch,snowfall (inches):14)"]),
])
def test_storms(sentence, expected):
    assert relations(STORMS, sentence) == expected


def test_a_season_the_opening_does_not_tell_of_is_refused():
    assert refused_at(STORMS, "Birch's storm was the smallest of the summer.").startswith("smallest")
