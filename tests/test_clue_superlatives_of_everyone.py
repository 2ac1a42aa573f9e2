"""A superlative "of the guests", "of them all": of every one, as "of the four" is.

"Eve is the tallest of the guests" beside `guest : Pam, Tom, Eve, Ivy` is the tallest of all (a
category's noun, singular or plural, takes in every row); "the tallest of them all" too, and
"taller than anyone" is "taller than anyone else". "The
oldest of the women" keeps to some and stays refused. A category's noun that looks like a
comparison ("the fancier with the fewest birds" beside `fanciers`) is the noun.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

GUESTS = ("# Four guests and their heights\nguest : Pam, Tom, Eve, Ivy\n"
          "height : 60 inches, 62 inches, 64 inches, 66 inches\ncolour : red, blue, green, white\n")
AGES = "people : Bo, Cy, Di.\nages : 25, 30, 35.\npets : cat, dog, fox.\n"
LOFTS = ("lofts : 1, 2, 3.\nfanciers : Arthur, Bert, Clive.\nbirds : 12 birds, 16 birds, 20 birds.\n")


@pytest.mark.parametrize("header, sentence, expected", [
    (GUESTS, "Eve is the tallest of the guests.", ["same(guest:Eve,height:66 inches)"]),
    (GUESTS, "The tallest of the guests wears red.", ["same(height:66 inches,colour:red)"]),
    (GUESTS, "Eve is the tallest of them all.", ["same(guest:Eve,height:66 inches)"]),
    (GUESTS, "The tallest of them all wears red.", ["same(height:66 inches,colour:red)"]),
    (GUESTS, "Eve is taller than anyone.", ["same(guest:Eve,height:66 inches)"]),
    (GUESTS, "Eve is shorter than anybody.", ["same(guest:Eve,height:60 inches)"]),
    (LOFTS, "The fancier with the fewest birds is Bert.", ["same(birds:12 birds,fanciers:Bert)"]),
    (LOFTS, "Arthur is the fancier in loft 3.", ["same(fanciers:Arthur,lofts:3)"]),
])
def test_of_everyone(header, sentence, expected):
    assert relations(header, sentence) == expected


def test_of_some_stays_refused():
    assert refused_at(AGES, "The cat owner is the oldest of the women.").startswith("oldest")


def test_not_than_anyone_stays_refused():
    assert refused_at(GUESTS, "Eve is not taller than anyone.") == "anyone."
