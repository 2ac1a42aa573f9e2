"""The hand-written set (bench/handwritten/puzzles): 102 puzzles written without pylogic, in three
batches by three authors (30, then 46, then 26).

Each committed clue file prints exactly the categories and sentences whose meanings
bench/handwritten/meanings*.py state, and each committed answer is the only solution of those
meanings under the set's own brute force. pylogic never gives a wrong answer on the set: it
solves a puzzle to exactly that answer or refuses it (exit code 2); "several", "none" or
another table fail.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

import pylogic
from bench.handwritten import meanings, meanings_batch2, meanings_batch2_more, meanings_batch3
from bench.handwritten.brute_force import number_of, rows, solutions

PUZZLE_DIR = Path(__file__).resolve().parents[1] / "bench" / "handwritten" / "puzzles"
BATCHES = [meanings.PUZZLES, {**meanings_batch2.PUZZLES, **meanings_batch2_more.PUZZLES}, meanings_batch3.PUZZLES]
PUZZLES = {name: puzzle for batch in BATCHES for name, puzzle in batch.items()}
NAMES = sorted(PUZZLES)


def _answer(name: str) -> dict:
    return json.loads((PUZZLE_DIR / f"{name}.answer.json").read_text(encoding="utf-8"))


def test_the_committed_set_is_the_102_puzzles_of_the_meanings():
    assert [len(batch) for batch in BATCHES] == [30, 46, 26]
    assert len(NAMES) == 102
    assert sorted(path.name.removesuffix(".clues") for path in PUZZLE_DIR.glob("*.clues")) == NAMES
    assert sorted(path.name.removesuffix(".answer.json") for path in PUZZLE_DIR.glob("*.answer.json")) == NAMES
    assert {name.split("_")[-1] for name in NAMES} >= {"3x4", "4x6", "5x5"}


@pytest.mark.parametrize("name", NAMES)
def test_each_clue_file_prints_the_intro_categories_and_sentences_of_its_meanings(name):
    puzzle = PUZZLES[name]
    text = (PUZZLE_DIR / f"{name}.clues").read_text(encoding="utf-8")
    assert text.startswith(f"# {puzzle.intro}\n")
    lines = [line for line in text.splitlines() if line.strip() and not line.startswith("#")]
    assert [line for line in lines if not line[:1].isdigit()] == [
        f"{category} : {', '.join(values)}." for category, values in puzzle.categories]
    assert [line for line in lines if line[:1].isdigit()] == [
        f"{number}. {sentence}" for number, (sentence, _) in enumerate(puzzle.clues, 1)]


@pytest.mark.parametrize("name", NAMES)
def test_each_committed_answer_is_the_only_solution_of_its_meanings(name):
    puzzle, answer = PUZZLES[name], _answer(name)
    found = solutions(puzzle, limit=2)
    assert len(found) == 1
    assert answer["categories"] == [category for category, _ in puzzle.categories]
    assert sorted(rows(puzzle, found[0])) == sorted(answer["rows"])


def test_the_brute_force_sees_a_missing_clue():
    """Without its last clue a puzzle has several solutions: the uniqueness check can fail."""
    puzzle = PUZZLES[NAMES[0]]
    assert len(solutions(dataclasses.replace(puzzle, clues=puzzle.clues[:-1]), limit=2)) == 2


def test_values_count_as_the_numbers_they_print():
    assert [number_of(value, 0) for value in ("6:30 pm", "12:00 am", "8:00am", "18:40")] == [1110, 0, 480, 1120]
    assert [number_of(value, 0) for value in ("$1,450", "$39.50", "3rd", "7.25")] == [1450, 39.5, 3, 7.25]
    assert number_of("Tuesday", 1) == 1


@pytest.mark.parametrize("name", NAMES)
def test_pylogic_solves_each_exactly_or_refuses_it_never_a_wrong_answer(name):
    try:
        result = pylogic.solve(PUZZLE_DIR / f"{name}.clues", timeout=30)
    except pylogic.PylogicError as error:
        assert error.exit_code == 2, f"not a refusal (exit code {error.exit_code}): {error}"
        return
    assert result.status == "unique", f"pylogic says {result.status} ({result.count} solutions)"
    assert sorted(map(list, result.solutions[0].rows)) == sorted(_answer(name)["rows"])
