"""Wingspans in millimetres, a building's stories as its floors, and first names that say who
is a boy.

`wingspans : 45 mm, 55 mm` are lengths: "10 mm wider", "20 mm narrower", "a longer wingspan",
"the widest wingspan" compare them, and "taller" or "heavier" (another dimension) is refused.
"A 24-story building", "6 more stories", "the most stories" beside `floors` count its floors
(and a category named `storeys` keeps its own word). First names given to one sex alone (Tess,
Evan, Luke) tell the two boys apart for "Neither of the boys ...".
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

BUTTERFLIES = ("wingspans : 45 mm, 55 mm, 65 mm.\nstudents : Farrah, Jonah, Keiko.\n"
               "butterflies : monarch, swallowtail, viceroy.\n")
OFFICES = ("buildings : Ames Tower, Barclay Bldg., Corbin Plaza.\nfloors : 12, 18, 24.\n"
           "dates : Oct. 2nd, Oct. 9th, Oct. 16th.\n")
GARDENS = "buildings : Ashford, Beaumont, Carlisle.\nstoreys : 6, 9, 12.\ncrops : beans, herbs, lettuce.\n"
POCKET_MONEY = ("children : Chloe, Evan, Luke, Tess.\namounts : $2, $3, $4, $5.\n"
                "chores : dishes, dog walking, laundry, watering plants.\n")


@pytest.mark.parametrize("header, sentence, expected", [
    (BUTTERFLIES, "The monarch has a wingspan 10 mm wider than Farrah's butterfly.",
     "offset(butterflies:monarch,students:Farrah,wingspans,10)"),
    (BUTTERFLIES, "The viceroy's wingspan is 20 mm narrower than the swallowtail's.",
     "offset(butterflies:viceroy,butterflies:swallowtail,wingspans,-20)"),
    (BUTTERFLIES, "The monarch has a longer wingspan than the viceroy.",
     "less(butterflies:viceroy,butterflies:monarch,wingspans)"),
    (BUTTERFLIES, "The monarch has the widest wingspan.", "same(butterflies:monarch,wingspans:65 mm)"),
    (OFFICES, "The 24-story building was inspected a week before the Ames Tower.",
     "offset(floors:24,buildings:Ames Tower,dates,-7)"),
    (OFFICES, "The Ames Tower has 6 more stories than the Barclay Bldg.",
     "offset(buildings:Ames Tower,buildings:Barclay Bldg.,floors,6)"),
    (OFFICES, "The Ames Tower has the most storeys.", "same(buildings:Ames Tower,floors:24)"),
    (GARDENS, "The herb garden sits on a building 3 storeys shorter than the Ashford.",
     "offset(crops:herbs,buildings:Ashford,storeys,-3)"),
])
def test_wingspans_in_millimetres_and_stories_are_measured(header, sentence, expected):
    assert relations(header, sentence) == [expected]


def test_first_names_say_which_two_are_the_boys():
    assert relations(POCKET_MONEY, "Neither of the boys does the laundry.") == [
        "different(children:Evan,children:Luke)", "different(children:Evan,chores:laundry)",
        "different(children:Luke,chores:laundry)"]


@pytest.mark.parametrize("header, sentence, word", [
    (BUTTERFLIES, "The monarch is 10 mm taller than the viceroy.", "10 mm taller"),
    (BUTTERFLIES, "The monarch is heavier than the viceroy.", "heavier"),
    (OFFICES, "The Ames Tower has 6 more rooms than the Barclay Bldg.", "6 more"),
])
def test_another_dimension_or_another_count_is_refused(header, sentence, word):
    assert refused_at(header, sentence).startswith(word)
