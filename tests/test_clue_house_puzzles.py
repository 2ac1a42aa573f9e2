"""House puzzles as reasoning-benchmark generators write them: category lines as sentences,
one word in two categories told apart by its noun, verbs of activity values, and capitalised
articles in mid-sentence. When the words around a shared value do not decide, the clue is
refused and the message names both categories."""

from __future__ import annotations

import pytest

from pylogic.clues.compiler import compile_clues
from pylogic.errors import InputErrors
from relation_text import show

HOUSES = """\
Each person has a unique name: Alma, Ravi, Tomas.
Each person has a unique child: Alma, Bella, Fred.
The people keep unique pets: cat, dog, fish.
Each person has a favorite hobby: painting, gardening, cooking.
hair : red, black, blond.
colour : red, green, blue.
house : 1, 2, 3.
"""


def relations(sentence: str) -> list[str]:
    compiled = compile_clues(HOUSES + "1. " + sentence + "\n", "houses.clues")
    return [show(relation) for relation in compiled.clues[0].relations]


def test_category_lines_written_as_sentences_are_named_by_their_noun():
    compiled = compile_clues(HOUSES + "1. Ravi's pet is the cat.\n", "houses.clues")
    assert [category.name for category in compiled.categories] == [
        "name", "child", "pets", "hobby", "hair", "colour", "house"]


READ = [
    ("The person whose child is named Alma lives directly left of Tomas.", ["offset(child:Alma,name:Tomas,house,-1)"]),
    ("The person with red hair is next to the person whose favourite colour is red.",
     ["distance(hair:red,colour:red,house,1)"]),
    ("Ravi is The person who paints as a hobby.", ["same(name:Ravi,hobby:painting)"]),
    ("The person who loves cooking has a cat.", ["same(hobby:cooking,pets:cat)"]),
    ("The gardener lives in the first house.", ["same(hobby:gardening,house:1)"]),
    ("The Alma child owns the cat.", ["same(child:Alma,pets:cat)"]),
]


@pytest.mark.parametrize("sentence, expected", READ, ids=[case[0] for case in READ])
def test_house_puzzle_phrasings_are_read(sentence, expected):
    assert relations(sentence) == expected


@pytest.mark.parametrize("sentence", ["Alma owns the dog.", "Alma's child owns the cat.",
                                      "The red-haired person is Tomas."])
def test_a_shared_word_the_sentence_does_not_place_is_refused_naming_both_categories(sentence):
    with pytest.raises(InputErrors) as caught:
        compile_clues(HOUSES + "1. " + sentence + "\n", "houses.clues")
    (error,) = caught.value.errors
    assert "could be" in error.message
    assert ("child:Alma" in error.message and "name:Alma" in error.message) or (
        "colour:red" in error.message and "hair:red" in error.message)
