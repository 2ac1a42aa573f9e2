"""A title that says a sex beside a category of first names ("Ms Fenton" with `first names`):
which first names are women's is written nowhere, so the title is not read. The answer stands
when it does not depend on the title; when it does, the puzzle is refused at the title."""

import pytest

import pylogic
from pylogic.clues.compiler import compile_clues

HEADER = "first names : Dean, Jess, Kane.\nsurnames : Fenton, Gault, Hickey.\nages : 20, 30, 40.\n\n"


def test_the_answer_stands_when_the_title_does_not_decide_it():
    result = pylogic.solve(HEADER + "1. Ms Fenton is 40.\n2. Jess is 40.\n3. Dean is 30.\n4. Gault is 20.\n")
    assert result.status == "unique"
    assert sorted(map(list, result.solutions[0].rows)) == [
        ["Dean", "Hickey", "30"], ["Jess", "Fenton", "40"], ["Kane", "Gault", "20"]]


def test_the_title_is_refused_where_the_answer_depends_on_it():
    """Without the title, Fenton may be Jess or Kane: not "several solutions", a refusal."""
    with pytest.raises(pylogic.PylogicError) as raised:
        pylogic.solve(HEADER + "1. Ms Fenton is 40.\n2. Dean is 30.\n3. Gault is 20.\n")
    assert raised.value.exit_code == 2
    assert ":5:4:" in str(raised.value) and "'Ms Fenton': the title says" in str(raised.value)


def test_a_titled_value_of_its_own_is_read_as_written():
    """`Mrs Ashby` is a value: its title is part of the name, nothing is left unread."""
    text = ("guests : Mrs Ashby, Mr Cole.\nfirst names : Ann, Bob.\nages : 20, 30.\n\n"
            "1. Mrs Ashby is 20.\n2. Ann is 30.\n")
    assert compile_clues(text).unread == ()
    assert compile_clues(HEADER + "1. Ms Fenton is 40.\n").unread != ()
    assert pylogic.solve(text).status == "unique"
