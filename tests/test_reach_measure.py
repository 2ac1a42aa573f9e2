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

from bench.reach import generate
from bench.reach.measure import run_one
from bench.reach.model import Clue, Meaning, Ref, solutions

PUZZLES = Path(__file__).resolve().parents[1] / "bench" / "reach" / "puzzles"
NAMES = sorted(path.name.removesuffix(".clues") for path in PUZZLES.glob("*.clues"))

def _puzzle(name: str) -> tuple[list[list[str]], list[Clue], dict]:
    """(values of each category in grid order, the clues' meanings, the answer)."""
    meaning = json.loads((PUZZLES / f"{name}.meaning.json").read_text(encoding="utf-8"))
    clues = [Clue(f"clue {number}", "", tuple(Meaning.from_json(item) for item in clue))
             for number, clue in enumerate(meaning["clues"], 1)]
    return meaning["values"], clues, json.loads((PUZZLES / f"{name}.answer.json").read_text(encoding="utf-8"))


def test_the_reach_set_is_committed_and_covers_3x4_to_4x6():
    assert len(NAMES) >= 100
    sizes = {name.split("_")[-2] for name in NAMES}
    assert {"3x4", "4x6"} <= sizes


@pytest.mark.parametrize("name", NAMES)
def test_each_committed_answer_is_the_only_solution_of_its_clues(name):
    values, clues, answer = _puzzle(name)
    text = (PUZZLES / f"{name}.clues").read_text(encoding="utf-8")
    assert len([line for line in text.splitlines() if line[:1].isdigit()]) == len(clues)
    for category, printed in zip(answer["categories"], values):
        assert f"{category} : {', '.join(printed)}" in text
    found = list(solutions(len(values), len(values[0]), clues, limit=2))
    assert len(found) == 1
    rows = sorted([values[category][found[0][category][row]] for category in range(len(values))]
                  for row in range(len(values[0])))
    assert rows == sorted(answer["rows"])


def test_the_brute_force_sees_a_missing_clue():
    """Dropping every clue but the first leaves several solutions: the check above can fail."""
    values, clues, _ = _puzzle(NAMES[0])
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
    """The committed files are what the generator writes (checked on the first small one;
    the kept_* puzzles come from an earlier version of the generator, kept for what they found)."""
    stem, grid, clues = generate.make_puzzle(0, generate.DEFAULT_SEED)
    assert (PUZZLES / f"{stem}.clues").read_text(encoding="utf-8") == generate.render(grid, clues)
    assert (PUZZLES / f"{stem}.meaning.json").read_text(encoding="utf-8") == generate.meanings_json(grid, clues)


@pytest.mark.parametrize("name", NAMES)
def test_pylogic_solves_each_exactly(name):
    """Never a wrong answer, and (every puzzle of the set solving today) never a refusal either:
    a reader change that refuses one of them is a regression."""
    outcome = run_one(PUZZLES / f"{name}.clues")
    assert outcome.kind == "solved", outcome.detail


PETS = """person : Ann, Bob, Cid.
pet : cat, dog, fish.
age : 20, 30, 40.

1. Ann is older than the dog owner.
2. The fish owner is 40.
3. Bob is older than Cid.
4. Ann is not 40.
"""
PETS_ROWS = [["Ann", "cat", "30"], ["Bob", "fish", "40"], ["Cid", "dog", "20"]]


def _write(folder: Path, name: str, text: str, rows: list[list[str]]) -> Path:
    (folder / f"{name}.answer.json").write_text(json.dumps({"categories": ["person", "pet", "age"], "rows": rows}))
    path = folder / f"{name}.clues"
    path.write_text(text)
    return path


def test_the_measure_tells_solved_wrong_and_refused_apart(tmp_path):
    assert run_one(_write(tmp_path, "right", PETS, PETS_ROWS)).kind == "solved"
    swapped = [["Ann", "dog", "30"], ["Bob", "fish", "40"], ["Cid", "cat", "20"]]
    assert run_one(_write(tmp_path, "other", PETS, swapped)).kind == "wrong"
    several = run_one(_write(tmp_path, "open", PETS.replace("4. Ann is not 40.\n", ""), PETS_ROWS))
    assert several.kind == "wrong" and "several" in several.detail
    refused = run_one(_write(tmp_path, "bad", PETS + "5. Ann is not the winner.\n", PETS_ROWS))
    assert refused.kind == "refused"
    assert refused.refusals and refused.refusals[0][1] == "5. Ann is not the winner."
