"""The engine on the benchmark's generated 7x7 puzzles (bench/scaling), which take the search
that reasons over disjunctive clues: each answer must be the one CP-SAT proved unique when the
puzzle was generated (NAME.expected.json)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import pylogic
from pylogic.grid_check import all_clues_hold
from pylogic.grid_runner import compile_clue_file

SERIES = Path(__file__).resolve().parent.parent / "bench" / "scaling"
PUZZLES = sorted(SERIES.glob("grid_7x7_*.clues"))


def test_the_series_has_six_7x7_puzzles():
    assert len(PUZZLES) == 6


@pytest.mark.parametrize("path", PUZZLES, ids=lambda path: path.stem)
def test_engine_finds_the_one_answer(path):
    expected = json.loads(path.with_name(path.stem + ".expected.json").read_text(encoding="utf-8"))
    result = pylogic.solve(path)
    assert result.status == "unique"
    assert [list(row) for row in result.solutions[0].rows] == expected["rows"]
    assert list(result.solutions[0].header) == expected["header"]


def test_series_table_marks_runs_stopped_at_the_limit_as_lower_bounds():
    from bench.grid_scaling import PuzzleTiming, summary_table

    timings = [PuzzleTiming("grid_10x10_1", 10, 20.0, 9.0, 0.4, 0.2, 1, over_limit=True),
               PuzzleTiming("grid_10x10_2", 10, 1.0, 0.9, 0.5, 0.25, 3),
               PuzzleTiming("grid_5x5_1", 5, 0.02, 0.02, 0.01, 0.01, 5)]
    rows = summary_table(timings, 20.0).splitlines()
    assert rows[2].startswith("| 5x5 | 1 | 20 ms (20 ms) | 10 ms (10 ms) | 2.0x (2x) |")
    assert rows[3].startswith("| 10x10 | 2 | ≥ 10.5 s (≥ 20 s) | 450 ms (500 ms) | ≥ 23.3x (≥ 50x) |")


EVERY_SIZE = sorted(SERIES.glob("grid_*x*_*.clues"))


@pytest.mark.parametrize("path", EVERY_SIZE, ids=lambda path: path.stem)
def test_every_clue_of_the_series_is_read_as_true_of_its_answer(path):
    """The clue reader on every size: each sentence compiles to relations that hold of the
    answer CP-SAT proved unique (a misread such as "the person in the eighth house" read as a
    year, or a refusal, would make the benchmark compare pylogic with another puzzle)."""
    expected = json.loads(path.with_name(path.stem + ".expected.json").read_text(encoding="utf-8"))
    compiled = compile_clue_file(path)
    categories = {category.name: list(category.labels) for category in compiled.categories}
    numbers = {category.name: list(category.numbers) for category in compiled.categories if category.ordered}
    for clue in compiled.clues:
        relations = [(clue.number, relation) for relation in clue.relations]
        assert all_clues_hold(categories, numbers, relations, (expected["header"], expected["rows"])), clue.text


@pytest.mark.parametrize("path", [path for path in EVERY_SIZE if int(path.stem.split("_")[1].split("x")[0]) <= 9],
                         ids=lambda path: path.stem)
def test_the_engine_finds_the_one_answer_up_to_9x9(path):
    expected = json.loads(path.with_name(path.stem + ".expected.json").read_text(encoding="utf-8"))
    result = pylogic.solve(path)
    assert result.status == "unique"
    assert [list(row) for row in result.solutions[0].rows] == expected["rows"]
