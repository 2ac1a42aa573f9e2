"""Sentences that give a measure of another dimension, a count of another thing, an age of a
pet, or a date of another event than the category's: refused, never read as the plain fact they
resemble. The same words where they say what they seem to still read.

Found by black-box searches against an independent brute force: "The oak is 20 feet wide"
beside the trees' heights was read as its height; "Alice speaks 3 languages" beside a count of
pets as her 3 pets; "The parrot is 30" beside the people's ages as its owner's age; "Alice paid on
June 15" and "Alice checked out on June 1" beside departure dates as her departure.
"""

from __future__ import annotations

import pytest

from pylogic.clues.values import singular
from relation_text import refused_at, relations

TREES = "people : Alice, Brian, Chloe.\ntrees : oak, elm, ash.\nheights (feet) : 10, 20, 30.\n"
POOLS = "people : Alice, Brian, Chloe.\npools : indoor, outdoor, lido.\ndepths (feet) : 4, 6, 8.\n"
PET_COUNTS = "people : Alice, Brian, Chloe.\npets : 1, 2, 3.\ncities : Rome, Oslo, Lima.\n"
CLASSES = "teachers : Alice, Brian, Chloe.\nclass sizes : 20, 22, 24.\n"
SCORES = "players : Alice, Brian, Chloe.\nscores : 41, 48, 55.\n"
AGES = "people : Alice, Brian, Chloe.\npets : parrot, dog, cat.\nages : 30, 40, 50.\n"
TRIPS = "travelers : Alice, Brian, Chloe.\ndepartures : June 1, June 8, June 15.\ncities : Rome, Oslo, Lima.\n"
COUPLES = "husbands : Cyril, Dennis, Ernest.\nwives : Edna, Freda, Gladys.\ndances : waltz, tango, foxtrot.\n"


@pytest.mark.parametrize("header, sentence, word", [
    # an amount's adjective of another dimension than the category measures
    (TREES, "The oak is 20 feet wide.", "20"),
    (TREES, "The oak is 10 feet deep.", "10"),
    (TREES, "Alice's ladder is 10 feet long.", "10"),
    (POOLS, "The lido is 8 feet long.", "8"),
    (POOLS, "The indoor pool is 6 feet wide.", "6"),
    # a count of another thing than the category's
    (PET_COUNTS, "Alice speaks 3 languages.", "languages"),
    (PET_COUNTS, "Alice has 3 children.", "children"),
    (PET_COUNTS, "Alice, who has 2 children, lives in Rome.", "children"),
    (PET_COUNTS, "The one with 3 cats is Alice.", "cats"),
    (PET_COUNTS, "Brian visited 2 countries.", "countries"),
    # an age said of a pet where the ages are the people's
    (AGES, "The parrot is 30.", "The parrot"),
    (AGES, "Alice's parrot is 40.", "Alice's"),
    (AGES, "Alice's pet is 30.", "Alice's"),
    (AGES, "The dog is 40 years old.", "The dog"),
    # a date of another event than the category's
    (TRIPS, "Alice paid on June 15.", "June 15"),
    (TRIPS, "Brian checked out on June 1.", "June 1"),
    (TRIPS, "Chloe bought her ticket on June 8.", "June 8"),
])
def test_refused(header, sentence, word):
    assert refused_at(header, sentence).startswith(word)


@pytest.mark.parametrize("header, sentence, expected", [
    (TREES, "The oak is 20 feet tall.", ["same(trees:oak,heights (feet):20)"]),
    (TREES, "The oak is 20 feet high.", ["same(trees:oak,heights (feet):20)"]),
    (POOLS, "The lido is 8 feet deep.", ["same(pools:lido,depths (feet):8)"]),
    (PET_COUNTS, "Alice has 3 pets.", ["same(people:Alice,pets:3)"]),
    (PET_COUNTS, "The person with 2 pets lives in Oslo.", ["same(pets:2,cities:Oslo)"]),
    # a count of what the category counts, in other words than its name: read
    (CLASSES, "Alice teaches 24 students.", ["same(teachers:Alice,class sizes:24)"]),
    (SCORES, "Brian scored 48 points.", ["same(players:Brian,scores:48)"]),
    (AGES, "The parrot's owner is 30.", ["same(pets:parrot,ages:30)"]),
    (AGES, "Alice is 30.", ["same(people:Alice,ages:30)"]),
    (AGES, "The person with the dog is 40.", ["same(pets:dog,ages:40)"]),
    (TRIPS, "Alice left on June 1.", ["same(travelers:Alice,departures:June 1)"]),
    (TRIPS, "Brian departed on June 8.", ["same(travelers:Brian,departures:June 8)"]),
    (TRIPS, "Chloe set off on June 15.", ["same(travelers:Chloe,departures:June 15)"]),
    # "wives" is the plural of "wife": a category's noun, named in the clue
    (COUPLES, "Cyril's wife is Edna.", ["same(husbands:Cyril,wives:Edna)"]),
    (COUPLES, "Edna's husband is Cyril.", ["same(wives:Edna,husbands:Cyril)"]),
])
def test_read(header, sentence, expected):
    assert relations(header, sentence) == expected


@pytest.mark.parametrize("plural, expected", [
    ("wives", "wife"), ("knives", "knife"), ("shelves", "shelf"), ("children", "child"), ("women", "woman"),
    ("hours", "hour"), ("ponies", "pony"), ("boxes", "box"), ("olives", "olive"), ("drives", "drive"),
])
def test_singular(plural, expected):
    assert singular(plural) == expected
