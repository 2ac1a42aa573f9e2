"""Words that say someone's sex ("the boy with the owl", "she", "his sister") where no
category's titles tell who is a man or a woman: the reader takes them for "the person", so
the answer stands only when it does not depend on them; when it does, the puzzle is refused at
the first such word, never printed as "several solutions" or one of them."""

import itertools
from pathlib import Path

import pytest

import pylogic
from pylogic.clues.compiler import compile_clues

BEDTIMES = """children : Jack, Lucy, Molly, Oliver.
bedtimes : 7:00 pm, 7:30 pm, 8:00 pm, 8:30 pm.
ages : 5, 7, 9, 11.
toys : bear, bunny, elephant, owl.

1. The oldest child goes to bed last, and she sleeps with an elephant.
2. Lucy goes to bed half an hour before Oliver.
3. The boy with the owl is 9.
4. The bunny belongs to the youngest.
5. Lucy is two years older than Jack.
6. Jack goes to bed earlier than Oliver.
"""


def _solutions_without_the_sexes() -> int:
    """The grids that keep every clue of BEDTIMES but the sexes, by brute force."""
    children = ("Jack", "Lucy", "Molly", "Oliver")
    count = 0
    for beds in itertools.permutations((0, 30, 60, 90)):
        for ages in itertools.permutations((5, 7, 9, 11)):
            for toys in itertools.permutations(("bear", "bunny", "elephant", "owl")):
                bed, age, toy = (dict(zip(children, values)) for values in (beds, ages, toys))
                oldest = max(children, key=age.get)
                youngest = min(children, key=age.get)
                owl = next(child for child in children if toy[child] == "owl")
                count += (bed[oldest] == 90 and toy[oldest] == "elephant" and bed["Lucy"] + 30 == bed["Oliver"]
                          and age[owl] == 9 and toy[youngest] == "bunny" and age["Lucy"] == age["Jack"] + 2
                          and bed["Jack"] < bed["Oliver"])
    return count


def test_a_puzzle_whose_answer_depends_on_the_sexes_is_refused_at_the_first_such_word():
    assert _solutions_without_the_sexes() > 1  # what "several solutions" would have printed
    with pytest.raises(pylogic.PylogicError) as raised:
        pylogic.solve(BEDTIMES)
    assert raised.value.exit_code == 2
    message = str(raised.value)
    assert ":6:43: 'she' says who is a man or a woman" in message and ":8:8: 'boy' says" in message


def test_the_limit_does_not_hide_it():
    """One solution asked for: the one found first could be one the word rules out."""
    with pytest.raises(pylogic.PylogicError):
        pylogic.solve(BEDTIMES, limit=1)


def test_the_answer_stands_when_it_does_not_depend_on_the_sexes():
    """The zebra puzzle's men ("the man who smokes Chesterfields"): unique without the sex."""
    zebra = (Path(__file__).resolve().parents[1] / "puzzles" / "zebra.clues").read_text()
    assert compile_clues(zebra).unread != ()
    result = pylogic.solve(zebra)
    assert result.status == "unique"
    assert pylogic.solve(zebra, limit=1).status != "unique"  # stopped at the limit, as without the words


def test_titles_that_tell_the_sexes_leave_nothing_unread():
    """Mrs and Mr among the guests: "the lady" is one of the women, read (see gender.py)."""
    text = "guests : Mrs Ashby, Mr Cole.\ntowns : Leeds, York.\n\n1. The lady from Leeds is not Mr Cole.\n"
    assert compile_clues(text).unread == ()
    assert [dict(solution.rows) for solution in pylogic.solve(text, limit=None).solutions] == [
        {"Mrs Ashby": "Leeds", "Mr Cole": "York"}]
