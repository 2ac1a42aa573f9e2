"""Amounts written out in words and amounts after a category's noun: read whole, or refused.

Found by a black-box search against an independent brute force: "Paula got a score 100 points
higher than Rosa" was read as Paula's score being 100 (the number after "score" taken for a
name, as in "room 101"), "a score one hundred points higher" as merely higher ("one hundred
points" passed over), and "two hundred and fifty points more" as a score of 200 and 50 more.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

SCORES = "people : Paula, Quentin, Rosa, Silas.\nscores : 100, 200, 300, 400.\npets : cat, dog, parrot, rabbit.\n"
CLIMBS = "climbers : Tess, Umar, Vera, Wade.\naltitudes : 8,000 ft, 9,000 ft, 10,000 ft, 11,000 ft.\n"


@pytest.mark.parametrize("header, sentence, expected", [
    (SCORES, "Paula got a score 100 points higher than Rosa.", ["offset(people:Paula,people:Rosa,scores,100)"]),
    (SCORES, "Paula had a score 100 points lower than Rosa.", ["offset(people:Paula,people:Rosa,scores,-100)"]),
    (SCORES, "Paula got a score one hundred points higher than Rosa.",
     ["offset(people:Paula,people:Rosa,scores,100)"]),
    (SCORES, "Paula scored two hundred and fifty points more than Rosa.",
     ["offset(people:Paula,people:Rosa,scores,250)"]),
    (SCORES, "Paula scored two hundred fifty points more than Rosa.", ["offset(people:Paula,people:Rosa,scores,250)"]),
    (SCORES, "Paula scored one hundred points.", ["same(people:Paula,scores:100)"]),
    (SCORES, "Paula got a score of 300.", ["same(people:Paula,scores:300)"]),
    (SCORES, "The cat one scored 200.", ["same(pets:cat,scores:200)"]),
    (CLIMBS, "Tess climbed to an altitude one thousand feet higher than Vera.",
     ["offset(climbers:Tess,climbers:Vera,altitudes,1000)"]),
])
def test_read(header, sentence, expected):
    assert relations(header, sentence) == expected


@pytest.mark.parametrize("header, sentence, word", [
    (SCORES, "Paula scored a hundred and fifty points more than Rosa.", "Paula"),
    (SCORES, "Paula scored one thousand two hundred points.", "one thousand two"),
    # more than one scale in words: not read
    (CLIMBS, "Tess reached two thousand and five hundred feet.", "two thousand"),
])
def test_refused(header, sentence, word):
    assert refused_at(header, sentence).startswith(word)
