"""Words that say someone's sex ("the boy with the owl", "she", "his sister") where no
category's titles or first names tell who is a man or a woman: the reader takes them for "the person", so
the answer stands only when it does not depend on them; when it does, the puzzle is refused at
the first such word, never printed as "several solutions" or one of them."""

import itertools
from pathlib import Path

import pytest

import pylogic
from pylogic.clues.compiler import compile_clues
from pylogic.errors import InputErrors

BEDTIMES = """children : {0}, {1}, {2}, {3}.
bedtimes : 7:00 pm, 7:30 pm, 8:00 pm, 8:30 pm.
ages : 5, 7, 9, 11.
toys : bear, bunny, elephant, owl.

1. The oldest child goes to bed last, and she sleeps with an elephant.
2. {1} goes to bed half an hour before {3}.
3. The boy with the owl is 9.
4. The bunny belongs to the youngest.
5. {1} is two years older than {0}.
6. {0} goes to bed earlier than {3}.
"""
# First names given to both sexes (first_names.py lists neither): no one's sex is told
UNTOLD = ("Alex", "Jordan", "Robin", "Sam")
# First names of one sex each: Jack and Oliver are boys, Lucy and Molly girls
TOLD = ("Jack", "Lucy", "Molly", "Oliver")


def _solutions(children: tuple[str, ...], girls: tuple[str, ...] | None = None) -> list[dict]:
    """The grids that keep every clue of BEDTIMES, by brute force: without the sexes, or with
    ``girls`` the girls and the others boys."""
    found = []
    for beds in itertools.permutations((0, 30, 60, 90)):
        for ages in itertools.permutations((5, 7, 9, 11)):
            for toys in itertools.permutations(("bear", "bunny", "elephant", "owl")):
                bed, age, toy = (dict(zip(children, values)) for values in (beds, ages, toys))
                oldest = max(children, key=age.get)
                youngest = min(children, key=age.get)
                owl = next(child for child in children if toy[child] == "owl")
                first, second, _, fourth = children
                if (bed[oldest] == 90 and toy[oldest] == "elephant" and bed[second] + 30 == bed[fourth]
                        and age[owl] == 9 and toy[youngest] == "bunny" and age[second] == age[first] + 2
                        and bed[first] < bed[fourth]
                        and (girls is None or (oldest in girls and owl not in girls))):
                    found.append({child: (bed[child], age[child], toy[child]) for child in children})
    return found


def test_a_puzzle_whose_answer_depends_on_the_sexes_is_refused_at_the_first_such_word():
    assert len(_solutions(UNTOLD)) > 1  # what "several solutions" would have printed
    with pytest.raises(pylogic.PylogicError) as raised:
        pylogic.solve(BEDTIMES.format(*UNTOLD))
    assert raised.value.exit_code == 2
    message = str(raised.value)
    assert ":6:43: 'she' says who is a man or a woman" in message and ":8:8: 'boy' says" in message


def test_the_limit_does_not_hide_it():
    """One solution asked for: the one found first could be one the word rules out."""
    with pytest.raises(pylogic.PylogicError):
        pylogic.solve(BEDTIMES.format(*UNTOLD), limit=1)


def test_first_names_of_one_sex_each_tell_the_boy_and_the_girl():
    """Jack and Oliver, Lucy and Molly: "the boy with the owl" is Jack or Oliver (gender.py),
    and the one answer is the brute force's with the sexes."""
    (expected,) = _solutions(TOLD, girls=("Lucy", "Molly"))
    result = pylogic.solve(BEDTIMES.format(*TOLD))
    assert result.status == "unique"
    (solution,) = result.solutions
    times = {"7:00 pm": 0, "7:30 pm": 30, "8:00 pm": 60, "8:30 pm": 90}
    assert solution.header == ("children", "bedtimes", "ages", "toys")
    assert {child: (times[bed], int(age), toy) for child, bed, age, toy in solution.rows} == expected


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


def test_a_pronoun_after_named_people_of_both_sexes_is_read_by_their_first_names():
    """"Molly is older than Jack, and she owns the owl": Molly, by the first names, so the
    pronoun is read (the answer may depend on it); after two names given to both sexes it is
    refused."""
    header = "children : Jack, Lucy, Molly, Oliver.\nages : 5, 7, 9, 11.\ntoys : bear, bunny, elephant, owl.\n\n"
    told = compile_clues(header + "1. Molly is older than Jack, and she owns the owl.\n", "t.clues")
    assert told.unread == ()
    assert "same(children:Molly,toys:owl)" in {
        f"{relation.name}({','.join(f'{arg.args[0]}:{arg.args[1]}' for arg in relation.args)})"
        for clue in told.clues for relation in clue.relations if relation.name == "same"}
    with pytest.raises(InputErrors):  # two names given to both sexes: "she" is either
        compile_clues(header.replace("Jack", "Sam").replace("Molly", "Alex")
                      + "1. Alex is older than Sam, and she owns the owl.\n", "t.clues")


def test_the_opening_that_counts_the_boys_and_the_girls_by_name_tells_the_sexes():
    """"two boys, Alex and Sam, and two girls, Jordan and Robin": names given to both sexes, told
    by the opening, so "the boy" is read, and the one answer is the brute force's."""
    opening = "# Four children, two boys, Alex and Sam, and two girls, Jordan and Robin, went to bed.\n"
    (expected,) = _solutions(UNTOLD, girls=("Jordan", "Robin"))
    result = pylogic.solve(opening + BEDTIMES.format(*UNTOLD))
    assert result.status == "unique"
    times = {"7:00 pm": 0, "7:30 pm": 30, "8:00 pm": 60, "8:30 pm": 90}
    (solution,) = result.solutions
    assert {child: (times[bed], int(age), toy) for child, bed, age, toy in solution.rows} == expected


@pytest.mark.parametrize("opening", [
    "# Four children, two boys, Alex, Jordan and Robin, went to bed.\n",  # three names for "two"
    "# Four children, two boys, Alex and the girl, went to bed.\n",  # not all values
])
def test_an_opening_that_does_not_count_its_names_tells_nothing(opening):
    with pytest.raises(pylogic.PylogicError) as raised:
        pylogic.solve(opening + BEDTIMES.format(*UNTOLD))
    assert "says who is a man or a woman" in str(raised.value)


def test_an_opening_that_names_the_husbands_tells_their_sex():
    """"their husbands, Gus and Jordan": no count, the list ends where the names do."""
    from pylogic.clues.gender import told_sexes

    text = ("# Arlene and Robin and their husbands, Gus and Jordan, entered the contest.\n"
            "members : Arlene, Gus, Jordan, Robin.\nscores : 6, 7, 8, 9.\n\n1. Gus scored 6.\n")
    assert told_sexes(compile_clues(text).puzzle) == {("gus",): "male", ("jordan",): "male"}
