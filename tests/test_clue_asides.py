"""An aside that names nothing from the categories ("Gwen, the branch secretary, spent ...") is
left out of the sentence and kept as unread: the answer stands when it does not depend on the
aside, and the puzzle is refused at the aside when it does. An aside that is an item of a list,
or holds a value, is no such aside."""

import pytest

import pylogic
from pylogic.clues.compiler import compile_clues

HEADER = "members : Doreen, Gwen, Sylvia.\ndesigns : alphabet, peacock, cottage.\nhours : 40, 55, 70.\n\n"


def _relations(text: str) -> list[str]:
    return [str(relation) for clue in compile_clues(HEADER + text).clues for relation in clue.relations]


@pytest.mark.parametrize("with_aside, without", [
    ("Gwen, the branch secretary, spent less time than Doreen.", "Gwen spent less time than Doreen."),
    ("Gwen, a retired teacher, did not make the peacock.", "Gwen did not make the peacock."),
    ("Gwen – the club's lace expert – made the alphabet.", "Gwen made the alphabet."),
    ("The peacock was made by Gwen, the branch secretary.", "The peacock was made by Gwen."),
])
def test_an_aside_naming_nothing_is_left_out(with_aside, without):
    compiled = compile_clues(HEADER + "1. " + with_aside + "\n")
    assert _relations("1. " + with_aside + "\n") == _relations("1. " + without + "\n")
    assert len(compiled.unread) == 1 and "names nothing from the categories" in compiled.unread[0].message


def test_an_aside_with_a_value_is_read():
    """"the peacock's maker" names a value: it is read, not left out."""
    compiled = compile_clues(HEADER + "1. Gwen, the peacock's maker, spent less time than Doreen.\n")
    assert compiled.unread == ()
    assert "peacock" in " ".join(str(relation) for clue in compiled.clues for relation in clue.relations)


@pytest.mark.parametrize("sentence", [
    "Gwen, the branch secretary, and Doreen made the alphabet and the peacock.",  # three people
    "Sylvia, Gwen, the branch secretary, spent the least time.",  # a list
])
def test_an_item_of_a_list_is_no_aside(sentence):
    with pytest.raises(pylogic.PylogicError) as raised:
        pylogic.solve(HEADER + "1. " + sentence + "\n")
    assert raised.value.exit_code == 2
    assert "names nothing from the categories, so it is not read" not in str(raised.value)


def test_the_answer_stands_when_the_aside_does_not_decide_it():
    result = pylogic.solve(HEADER + "1. Gwen, the branch secretary, made the alphabet in 40 hours.\n"
                                    "2. Doreen spent 55 hours on the peacock.\n")
    assert result.status == "unique"
    assert sorted(map(list, result.solutions[0].rows)) == [
        ["Doreen", "peacock", "55"], ["Gwen", "alphabet", "40"], ["Sylvia", "cottage", "70"]]


def test_the_aside_is_refused_where_the_answer_depends_on_it():
    """Without the aside the puzzle has two answers: a refusal at the aside, not "several solutions"."""
    with pytest.raises(pylogic.PylogicError) as raised:
        pylogic.solve(HEADER + "1. Gwen, the branch secretary, made the alphabet in 40 hours.\n")
    assert raised.value.exit_code == 2
    assert ":5:10: 'the branch secretary' names nothing from the categories" in str(raised.value)
