""""Picked the most berries" where the opening tells of berries picked.

"The most stamps" in a puzzle whose categories count no stamps is refused: never another count
instead. Where the opening names the stuff ("U-Pick Blueberries", "strawberry picking",
"Pageturner Books") and the doing its measure is of ("how much they picked", `copies sold`),
"picked the most berries" and "sold the most books" are that measure, as "picked the most" is;
another doing ("ate", "signed") or other stuff ("apples") stays refused.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

BERRIES = ("# Four families went to a U-Pick Blueberries farm. Find how much each family picked.\n"
           "families : the Castros, the Engles, the Nakamuras.\nweights : 3.5 lbs, 4 lbs, 5.5 lbs.\n"
           "arrivals : 7:00 am, 7:30 am, 8:15 am.\n")
BOOKS = ("# Three local authors held signings at Pageturner Books. Match each author to the copies sold.\n"
         "authors : Mr. Lowell, Ms. Marsh, Mr. Nash.\ngenres : memoir, mystery, thriller.\n"
         "copies sold : 40, 55, 70.\n")


@pytest.mark.parametrize("header, sentence, expected", [
    (BERRIES, "The family that arrived first picked the most berries.", "same(arrivals:7:00 am,weights:5.5 lbs)"),
    (BERRIES, "The Engles picked the fewest blueberries.", "same(families:the Engles,weights:3.5 lbs)"),
    (BOOKS, "The thriller writer sold the most books.", "same(genres:thriller,copies sold:70)"),
])
def test_the_stuff_the_opening_tells_of_is_its_measure(header, sentence, expected):
    assert relations(header, sentence) == [expected]


@pytest.mark.parametrize("header, sentence, word", [
    (BERRIES, "The family that arrived first ate the most berries.", "most berries"),
    (BERRIES, "The family that arrived first picked the most apples.", "most apples"),
    (BOOKS, "The thriller writer signed the most books.", "most books"),
])
def test_other_stuff_or_another_doing_is_refused(header, sentence, word):
    assert refused_at(header, sentence).startswith(word)


BRIDGES = ("# Match each covered bridge to the creek it crosses.\nbridges : Ashby, Cutler, Foster.\n"
           "creeks : Bear Creek, Mill Creek, Stony Creek.\nlengths : 48 ft, 56 ft, 64 ft.\n")


def test_the_one_over_a_creek_among_bridges_is_the_one_crossing_it():
    assert relations(BRIDGES, "The one over Stony Creek is 56 ft long.") == ["same(creeks:Stony Creek,lengths:56 ft)"]
    # among no bridges, "the one over" is no crossing
    assert refused_at(BERRIES.replace("U-Pick Blueberries farm", "farm"), "The one over the Engles picked 4 lbs.") \
        .startswith("over")


BOOTHS = ("# Five game booths stand in a row, numbered 1 to 5 from left to right; each hands out a prize.\n"
          "booths : 1, 2, 3, 4, 5.\nattendants : Dom, Kiki, Manny, Rosa, Tito.\n"
          "prizes : goldfish, keychain, plush bear, rubber duck, yo-yo.\n")
PETS = "owners : Ann, Bob, Cy.\npets : cat, dog, fish.\n"


def test_prizes_given_away_or_won_at_a_booth_are_the_booths_own():
    assert relations(BOOTHS, "The plush bear is won at booth 2.") == ["same(prizes:plush bear,booths:2)"]
    assert relations(BOOTHS, "Rosa gives away rubber ducks.") == ["same(attendants:Rosa,prizes:rubber duck)"]
    # a pet given away is no longer one's own
    assert refused_at(PETS, "Ann gave away the cat.").startswith("away")


WELLS = ("# Match each oil well to its operator and the number of barrels it pumps a day.\n"
         "wells : Big Jake, Dry Fork, Red Bluff.\nbarrels : 90, 120, 150.\n"
         "operators : Amoss Oil, Bextron, Calder Energy.\n")


def test_a_rate_the_opening_gives_is_the_category_itself():
    assert relations(WELLS, "Dry Fork pumps 30 more barrels a day than Big Jake.") == [
        "offset(wells:Dry Fork,wells:Big Jake,barrels,30)"]
    # another period than the opening's
    assert refused_at(WELLS, "Dry Fork pumps 30 more barrels a week than Big Jake.").startswith("30 more")
