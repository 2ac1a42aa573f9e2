"""Stealing where the opening tells of thefts, and a linking word that opens a value.

"Stole" and "stolen" say another's thing is taken ("Ann stole the cat"), which the grid does not
hold, so they are refused; where the opening tells of thefts ("the year it was stolen") the
theft is the puzzle's own event, and "was stolen 4 years after" compares its years. "Wants a
lemon cake" is the choice where the opening asks "the cake they want" (elsewhere a wish). A word that
only links two facts ("Still, ...", "Also ...") is passed over, but not where it opens a value:
"Still Life is worth more than ..." names the painting. A value's first words and its category's
noun name it too ("the power line call" for `power line down` among `calls`).
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

HEISTS = ("# Match each painting to the museum it was taken from and the year it was stolen.\n"
          "paintings : Blue Harbor, Evening Mist, Still Life.\nmuseums : Hadley, Kessler, Morrow.\n"
          "years : 1987, 1991, 1995.\nvalues : $1 million, $2 million, $3 million.\n")
PETS = "owners : Ann, Bob, Cy.\npets : cat, dog, fish.\nyears : 2001, 2002, 2003.\n"


@pytest.mark.parametrize("header, sentence, expected", [
    (HEISTS, "Evening Mist was stolen sometime after Blue Harbor.",
     "less(paintings:Blue Harbor,paintings:Evening Mist,years)"),
    (HEISTS, "The Hadley piece was stolen 4 years after the Morrow piece.",
     "offset(museums:Hadley,museums:Morrow,years,4)"),
    (HEISTS, "The painting stolen in 1987 is worth $1 million less than Blue Harbor.",
     "offset(years:1987,paintings:Blue Harbor,values,-1000000)"),
    (HEISTS, "Still Life is worth $1 million more than Blue Harbor.",
     "offset(paintings:Still Life,paintings:Blue Harbor,values,1000000)"),
    # the linking word still passed over where it opens no value
    (HEISTS, "Still, Blue Harbor was taken from the Kessler.", "same(paintings:Blue Harbor,museums:Kessler)"),
])
def test_thefts_and_values_opening_with_a_linking_word_are_read(header, sentence, expected):
    assert relations(header, sentence) == [expected]


@pytest.mark.parametrize("header, sentence, word", [
    # no thefts in the opening: another's thing
    (PETS, "Ann stole the cat in 2002.", "stole"),
])
def test_stealing_without_thefts_in_the_opening_is_refused(header, sentence, word):
    assert refused_at(header, sentence).startswith(word)


CALLS = ("dispatchers : Brandt, Espinoza, Kowalski.\ncalls : break-in, lost child, power line down.\n"
         "times : 11:40 pm, 12:25 am, 1:10 am.\n")
VALUES_BY_THEIR_FIRST_WORDS = [
    # the first words of a value, then its category's noun
    (CALLS, "The power line call came in at 1:10 am.", "same(calls:power line down,times:1:10 am)"),
    (CALLS, "The power call came in at 1:10 am.", "same(calls:power line down,times:1:10 am)"),
]


@pytest.mark.parametrize("header, sentence, expected", VALUES_BY_THEIR_FIRST_WORDS)
def test_a_value_named_by_its_first_words_and_its_noun(header, sentence, expected):
    assert relations(header, sentence) == [expected]


CAKES = ("# Find each child's birthday month and the cake they want.\n"
         "children : Grace, Henry, Jacob.\nmonths : January, March, May.\ncakes : carrot, lemon, strawberry.\n")
PLANS = "children : Grace, Henry, Jacob.\nmonths : January, March, May.\ncakes : carrot, lemon, strawberry.\n"


def test_wanting_is_the_choice_where_the_opening_asks_what_each_wants():
    assert relations(CAKES, "Henry wants a lemon cake.") == ["same(children:Henry,cakes:lemon)"]


@pytest.mark.parametrize("header, sentence, word", [
    (PLANS, "Henry wants a lemon cake.", "wants"),
    (CAKES, "Henry wants to bake a lemon cake.", "wants"),
])
def test_wanting_elsewhere_is_refused(header, sentence, word):
    assert refused_at(header, sentence).startswith(word)
