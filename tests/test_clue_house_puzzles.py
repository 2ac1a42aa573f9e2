"""House puzzles as reasoning-benchmark generators write them: category lines as sentences,
one word in two categories told apart by its noun, verbs of activity values, and capitalised
articles in mid-sentence. When the words around a shared value do not decide, the clue is
refused and the message names both categories (a bare name shared by the people and their
children is the person's: a child's name is written with its noun)."""

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
        "name", "child", "pets", "favorite hobby", "hair", "colour", "house"]


READ = [
    ("The person whose child is named Alma lives directly left of Tomas.", ["offset(child:Alma,name:Tomas,house,-1)"]),
    ("The person with red hair is next to the person whose favourite colour is red.",
     ["distance(hair:red,colour:red,house,1)"]),
    ("Ravi is The person who paints as a hobby.", ["same(name:Ravi,favorite hobby:painting)"]),
    ("The person who loves cooking has a cat.", ["same(favorite hobby:cooking,pets:cat)"]),
    ("The gardener lives in the first house.", ["same(favorite hobby:gardening,house:1)"]),
    ("The Alma child owns the cat.", ["same(child:Alma,pets:cat)"]),
    # a child's name is written with its noun, so a bare "Alma" is the person's own name
    ("Alma owns the dog.", ["same(name:Alma,pets:dog)"]),
    ("Alma's child owns the cat.", ["same(name:Alma,pets:cat)"]),  # the child is of Alma's house
]


@pytest.mark.parametrize("sentence, expected", READ, ids=[case[0] for case in READ])
def test_house_puzzle_phrasings_are_read(sentence, expected):
    assert relations(sentence) == expected


@pytest.mark.parametrize("sentence", ["The red-haired person is Tomas."])
def test_a_shared_word_the_sentence_does_not_place_is_refused_naming_both_categories(sentence):
    with pytest.raises(InputErrors) as caught:
        compile_clues(HOUSES + "1. " + sentence + "\n", "houses.clues")
    (error,) = caught.value.errors
    assert "could be" in error.message
    assert ("child:Alma" in error.message and "name:Alma" in error.message) or (
        "colour:red" in error.message and "hair:red" in error.message)


SHARED = """\
house : 1, 2, 3, 4, 5.
Each person has a unique name: Alma, Ravi, Tomas, Ida, Pia.
Each person has a unique mother: Alma, Joan, Milo, Ned, Oli.
Each person has a unique child: Alma, Bella, Joan, Kim, Lu.
The people keep unique pets: cat, dog, fish, ant, bee.
The people have unique favourite animals: cat, horse, bird, cow, elk.
Each person has a unique hair colour: red, black, blond, grey, brown.
Each person has a unique favorite color: red, green, blue, pink, teal.
"""

SHARED_READ = [
    # the possessor names the category, not the noun after it
    ("The person whose mother's name is Joan is in the fifth house.", ["same(mother:Joan,house:5)"]),
    ("The person whose child's name is Joan is in the first house.", ["same(child:Joan,house:1)"]),
    ("The person whose name is Alma is in the first house.", ["same(name:Alma,house:1)"]),
    # liking goes with the favourite, having with the other
    ("The cat lover is in the first house.", ["same(favourite animals:cat,house:1)"]),
    ("The person who loves cats is in the first house.", ["same(favourite animals:cat,house:1)"]),
    ("The person who keeps a cat is in the first house.", ["same(pets:cat,house:1)"]),
    ("The cat owner is in the first house.", ["same(pets:cat,house:1)"]),
    ("The person who likes red owns a cat.", ["same(favorite color:red,pets:cat)"]),
    ("The person who owns a dog loves cats.", ["same(pets:dog,favourite animals:cat)"]),
    # the nearest such word decides, and the nouns before another name are that name's
    ("The cat lover is the person who has a cat.", ["same(favourite animals:cat,pets:cat)"]),
    ("The person with a pet cat is the person who loves cats.", ["same(pets:cat,favourite animals:cat)"]),
    # a whole category name wins, in either spelling
    ("The person with red hair is next to the person whose favourite colour is red.",
     ["distance(hair colour:red,favorite color:red,house,1)"]),
    # "named" alone is the person's own name
    ("The person named Alma is in the second house.", ["same(name:Alma,house:2)"]),
    ("The person whose child is named Alma is in the second house.", ["same(child:Alma,house:2)"]),
]


@pytest.mark.parametrize("sentence, expected", SHARED_READ, ids=[case[0] for case in SHARED_READ])
def test_a_shared_value_is_told_apart_by_the_words_that_go_with_it(sentence, expected):
    compiled = compile_clues(SHARED + "1. " + sentence + "\n", "houses.clues")
    assert [show(relation) for relation in compiled.clues[0].relations] == expected


@pytest.mark.parametrize("sentence", ["The person whose colour is red is Tomas.",
                                      "The person with a cat is Tomas.",
                                      "The person whose name is Joan is in the first house."])
def test_a_shared_value_the_words_do_not_place_is_still_refused(sentence):
    with pytest.raises(InputErrors) as caught:
        compile_clues(SHARED + "1. " + sentence + "\n", "houses.clues")
    (error,) = caught.value.errors
    assert "could be" in error.message


def test_a_bare_name_shared_with_a_mother_and_a_child_is_the_persons_own():
    """"Alma" is in name, mother and child; a mother's and a child's names are written with
    their noun ("the mother of Alma", "whose child is named Alma"), so a bare one is the person."""
    assert [show(relation) for relation in compile_clues(SHARED + "1. Alma is in the first house.\n").clues[0]
            .relations] == ["same(name:Alma,house:1)"]
    assert [show(relation) for relation in compile_clues(SHARED + "1. The mother of Alma is in house 2.\n").clues[0]
            .relations] == ["same(child:Alma,house:2)"]


def test_a_possessor_other_than_a_category_keeps_the_noun_it_owns():
    text = SHARED + "1. The person's child is named Alma is Ravi.\n"
    assert [show(relation) for relation in compile_clues(text, "houses.clues").clues[0].relations] == [
        "same(child:Alma,name:Ravi)"]
