"""Puzzle-book-style puzzles pasted verbatim (tests/data/corpus: original puzzles with answers
verified by a brute-force check of each clue's meaning): each solves to its answer, or is
refused with a located error. Never a wrong table, never "no solution" or "several" (a
puzzle with one answer that comes out otherwise was misread).

Every one solves today; a puzzle the reader cannot read with certainty would be listed in
REFUSED (it must then be refused with a located error, never solved wrongly).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import pylogic

CORPUS = Path(__file__).resolve().parent / "data" / "corpus"
PUZZLES = sorted(path.stem for path in CORPUS.glob("*.clues"))
REFUSED: set[str] = set()


@pytest.mark.parametrize("name", PUZZLES)
def test_a_pasted_puzzle_solves_to_its_answer_or_is_refused(name):
    answer = json.loads((CORPUS / f"{name}.answer.json").read_text(encoding="utf-8"))
    try:
        result = pylogic.solve(CORPUS / f"{name}.clues", timeout=30)
    except pylogic.PylogicError as error:
        assert name in REFUSED, f"refused: {error}"
        assert error.exit_code == 2
        return
    assert name not in REFUSED, "now solves: take it off the refused list"
    assert result.status == "unique"
    assert sorted(map(list, result.solutions[0].rows)) == sorted(answer["rows"])
