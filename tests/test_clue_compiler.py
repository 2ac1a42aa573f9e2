"""The compiler's Prolog text reads back as the same data, and every puzzle file solves to its
expected answer (solved by swipl with prolog/logic_grid.pl in a subprocess)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from pylogic.clues.compiler import compile_clues, facts, prolog_text
from pylogic.clues.diagnose import differing_cells, minimal_conflict
from pylogic.clues.questions import answer
from pylogic.errors import InputErrors
from pylogic.prolog_text import term_text

ROOT = Path(__file__).resolve().parents[1]
PUZZLES = sorted((ROOT / "puzzles").glob("*.clues"))
needs_swipl = pytest.mark.skipif(shutil.which("swipl") is None, reason="swipl not installed")

HOSTILE = """\
person : O'Brien, Ann, Bob.
pet : cat, dog, bat.
1. O'Brien owns the cat.
2. The dog owner is not Ann.
"""
# Names no category line can hold (commas, newlines) still compile to safe text as data.
HOSTILE_LABELS = ("O'Brien", "x'), halt, ('", "back\\slash", "two\nlines", "%comment")


def hostile_puzzle():
    from pylogic.clues.categories import Category, Puzzle
    from pylogic.clues.compiler import CompiledClue, CompiledPuzzle, reference
    from pylogic.terms import Compound

    people = Category("who's\nthere", HOSTILE_LABELS)
    pets = Category("pet", ("a", "b", "c", "d", "e"))
    clue = CompiledClue(1, "x'). halt.\n% evil", 1, (
        Compound("same", (reference(people.name, HOSTILE_LABELS[1]), reference("pet", "a"))),))
    return CompiledPuzzle("evil\npath", Puzzle((people, pets)), (clue,), ())


def run_swipl(goal: str) -> str:
    done = subprocess.run(["swipl", "-q", "-g", goal, "-t", "halt(1)"], capture_output=True, text=True,
                          timeout=60, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    return done.stdout


def solve(compiled, tmp_path, clues="all", limit="all") -> list:
    path = tmp_path / "puzzle.pl"
    path.write_text(prolog_text(compiled), encoding="utf-8")
    goal = (f"use_module('prolog/logic_grid.pl'), use_module(library(http/json)), "
            f"puzzle:consult({term_text(str(path))}), grid_solutions(puzzle, {clues}, {limit}, Ts), "
            "findall(R, member(table(_, R), Ts), Rs), json_write(current_output, Rs, [width(0)]), nl, halt")
    return json.loads(run_swipl(goal))


def test_facts_are_data():
    compiled = compile_clues(HOSTILE)
    names = [fact.name for fact in facts(compiled)]
    assert names == ["category", "category", "clue", "clue"]


@needs_swipl
@pytest.mark.parametrize("compiled", [compile_clues(HOSTILE), hostile_puzzle()], ids=["file", "data"])
def test_hostile_names_read_back_unchanged(compiled, tmp_path):
    path = tmp_path / "hostile.pl"
    path.write_text(prolog_text(compiled), encoding="utf-8")
    goal = (f"puzzle:consult({term_text(str(path))}), findall(F, (member(P, [category/2, clue/2]), "
            "P = N/A, functor(F, N, A), puzzle:F), Fs), forall(member(F, Fs), (write_canonical(F), nl)), halt")
    read_back = run_swipl(goal).splitlines()
    expected = [term_text(fact) for fact in facts(compiled)]
    assert len(read_back) == len(expected)
    # write_canonical quotes differently; compare by reading both texts back in Prolog
    check = ("forall(member(A-B, [" + ", ".join(f"({line})-({text})" for line, text in zip(read_back, expected))
             + "]), A == B), write(ok), halt")
    assert run_swipl(check).strip() == "ok"


def test_comments_name_each_clue():
    text = prolog_text(compile_clues(HOSTILE))
    assert "% 1. O'Brien owns the cat." in text
    assert "% 2. The dog owner is not Ann." in text


def test_newlines_cannot_escape_a_comment_or_a_fact():
    lines = prolog_text(hostile_puzzle()).splitlines()
    assert all(line == "" or line.startswith("%") or line.endswith(").") for line in lines)


@needs_swipl
@pytest.mark.parametrize("path", PUZZLES, ids=[path.stem for path in PUZZLES])
def test_puzzle_file_gives_expected_answer(path, tmp_path):
    expected = json.loads(path.with_suffix(".expected.json").read_text(encoding="utf-8"))
    if expected["status"] == "error":
        with pytest.raises(InputErrors) as caught:
            compile_clues(path.read_text(encoding="utf-8"), str(path))
        where = [f"{error.location.line}:{error.location.column}" for error in caught.value.errors]
        assert where == expected["errors"]
        return
    compiled = compile_clues(path.read_text(encoding="utf-8"), str(path))
    tables = solve(compiled, tmp_path)
    if expected["status"] == "unique":
        assert [category.name for category in compiled.categories] == expected["header"]
        assert tables == [expected["rows"]]
    elif expected["status"] == "several":
        assert len(tables) == expected["count"]
    else:
        assert tables == []

        def solutions(numbers, limit):
            return solve(compiled, tmp_path, "[" + ",".join(map(str, numbers)) + "]", limit)

        assert minimal_conflict([clue.number for clue in compiled.clues], solutions) == expected["conflict"]


def test_differing_cells():
    tables = [[["Ann", "20"], ["Bob", "30"]], [["Ann", "30"], ["Bob", "20"]]]
    assert differing_cells(tables, ["friend", "age"]) == [("Ann", "age", ["20", "30"]), ("Bob", "age", ["30", "20"])]


def test_answers_to_questions():
    path = ROOT / "puzzles" / "zebra.clues"
    compiled = compile_clues(path.read_text(encoding="utf-8"), str(path))
    expected = json.loads(path.with_suffix(".expected.json").read_text(encoding="utf-8"))
    answers = [answer(compiled, question, expected["header"], expected["rows"]) for question in compiled.questions]
    assert answers == ["Norwegian", "Japanese"]


@pytest.mark.parametrize("first, second", [("type of pet", "nationality"), ("nationality", "type of pet")])
def test_the_question_asks_for_the_category_its_first_noun_names(first, second):
    """"What is Nationality of the person ...?" asks for the nationality, whichever order the
    categories come in; a category named "type of pet" is not named by "of" (it was answered
    with the pet when listed first)."""
    lines = {"type of pet": "type of pet : fish, cat.", "nationality": "nationality : Norwegian, Chinese."}
    text = (f"house : 1, 2.\n{lines[first]}\n{lines[second]}\n1. The Norwegian is in the first house.\n"
            "2. The person who has a cat is the Norwegian.\n"
            "What is Nationality of the person who lives in House 2?\n"
            "What is the type of pet of the Norwegian?\n")
    compiled = compile_clues(text)
    header = ["house", first, second]
    row = {"house": 1, "type of pet": "cat", "nationality": "Norwegian"}
    other = {"house": 2, "type of pet": "fish", "nationality": "Chinese"}
    rows = [[row[name] for name in header], [other[name] for name in header]]
    assert [answer(compiled, question, header, rows) for question in compiled.questions] == ["Chinese", "cat"]
