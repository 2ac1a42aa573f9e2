"""The engine on the benchmark's generated 7x7 puzzles (bench/scaling), which take the search
that reasons over disjunctive clues: each answer must be the one CP-SAT proved unique when the
puzzle was generated (NAME.expected.json)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import pylogic

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
