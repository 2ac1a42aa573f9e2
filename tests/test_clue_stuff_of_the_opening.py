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
