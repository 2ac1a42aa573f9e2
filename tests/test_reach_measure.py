"""The reach set (bench/reach/puzzles): puzzle-book-style puzzles written without pylogic.

Each committed answer is the only solution of its clues' meanings (NAME.meaning.json, the
predicate behind each numbered sentence) under the measure's own brute force, and pylogic
never gives a wrong answer on the set: it solves a puzzle to exactly that answer or refuses
it with a located error (exit code 2). "No solution" and "several" are wrong answers too.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import pylogic
from bench.reach import generate
from bench.reach.measure import run_one
from bench.reach.model import Clue, Meaning, Ref, solutions

PUZZLES = Path(__file__).resolve().parents[1] / "bench" / "reach" / "puzzles"
NAMES = sorted(path.name.removesuffix(".clues") for path in PUZZLES.glob("*.clues"))


def _clues_and_answer(name: str) -> tuple[list[Clue], dict]:
    meanings = json.loads((PUZZLES / f"{name}.meaning.json").read_text(encoding="utf-8"))
    clues = [Clue(f"clue {number}", "", tuple(Meaning.from_json(item) for item in clue))
             for number, clue in enumerate(meanings, 1)]
    return clues, json.loads((PUZZLES / f"{name}.answer.json").read_text(encoding="utf-8"))


def _category_values(name: str) -> list[list[str]]:
    """The printed values of each category line, in order."""
    lines = (PUZZLES / f"{name}.clues").read_text(encoding="utf-8").splitlines()
    return [line.split(" : ", 1)[1].removesuffix(".").split(", ") for line in lines if " : " in line]


def test_the_reach_set_is_committed_and_covers_3x4_to_4x6():
    assert len(NAMES) >= 100
    sizes = {name.split("_")[-2] for name in NAMES}
    assert {"3x4", "4x6"} <= sizes


@pytest.mark.parametrize("name", NAMES)
def test_each_committed_answer_is_the_only_solution_of_its_clues(name):
    clues, answer = _clues_and_answer(name)
    text_clues = [line for line in (PUZZLES / f"{name}.clues").read_text(encoding="utf-8").splitlines()
                  if line[:1].isdigit()]
    assert len(text_clues) == len(clues)
    values = _category_values(name)
    found = list(solutions(len(values), len(values[0]), clues, limit=2))
    assert len(found) == 1
    rows = sorted([values[category][found[0][category][row]] for category in range(len(values))]
                  for row in range(len(values[0])))
    assert rows == sorted(answer["rows"])


def test_the_brute_force_sees_a_missing_clue():
    """Dropping every clue but the first leaves several solutions: the check above can fail."""
    clues, _ = _clues_and_answer(NAMES[0])
    values = _category_values(NAMES[0])
    assert len(list(solutions(len(values), len(values[0]), clues[:1], limit=2))) == 2


def test_a_meaning_reads_the_solution_as_the_sentence_says():
    """'A is 2 places above B' on a category whose row r holds value r: A's row is B's + 2."""
    identity = ((0, 1, 2, 3), (0, 1, 2, 3))
    steps = Meaning("steps", (Ref(1, 3), Ref(1, 1)), 0, 2)
    assert steps.holds(identity)
    assert not Meaning("steps", (Ref(1, 1), Ref(1, 3)), 0, 2).holds(identity)
    assert Meaning("pair", (Ref(0, 0), Ref(0, 1), Ref(1, 1), Ref(1, 0))).holds(identity)
    assert not Meaning("one_of", (Ref(0, 0), Ref(1, 0), Ref(0, 1), Ref(1, 1))).holds(identity)


def test_the_generator_is_seeded():
    """The committed files are what the generator writes (checked on the first small one)."""
    stem, grid, clues = generate.make_puzzle(0, generate.DEFAULT_SEED)
    assert (PUZZLES / f"{stem}.clues").read_text(encoding="utf-8") == generate.render(grid, clues)
    assert (PUZZLES / f"{stem}.meaning.json").read_text(encoding="utf-8") == generate.meanings_json(clues)


@pytest.mark.parametrize("name", NAMES)
def test_pylogic_solves_each_exactly_or_refuses_it_never_a_wrong_answer(name):
    outcome = run_one(PUZZLES / f"{name}.clues")
    assert outcome.kind in ("solved", "refused"), outcome.detail
    if outcome.kind == "refused":
        with pytest.raises(pylogic.PylogicError) as refusal:
            pylogic.solve(PUZZLES / f"{name}.clues", timeout=30)
        assert refusal.value.exit_code == 2
