"""Every file under puzzles/ is a test case: solved through the Python API, compared with its
``NAME.expected.json`` sidecar (status, count, the unique answer, the conflict or the errors)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import pylogic
from pylogic.errors import InputError, InputErrors
from pylogic.result import _json_value

PUZZLES = Path(__file__).resolve().parents[1] / "puzzles"
PUZZLE_FILES = sorted(path for path in PUZZLES.iterdir()
                      if path.is_file() and not path.name.endswith(".json"))


def expected_for(path: Path) -> dict:
    sidecar = path.with_name(path.stem + ".expected.json")
    assert sidecar.is_file(), f"{path.name} has no expected answer ({sidecar.name})"
    return json.loads(sidecar.read_text(encoding="utf-8"))


def error_positions(error: Exception) -> list[str]:
    errors = error.errors if isinstance(error, InputErrors) else [error]
    return [f"{item.location.line}:{item.location.column}" for item in errors]


@pytest.mark.parametrize("path", PUZZLE_FILES, ids=lambda path: path.name)
def test_puzzle_file_gives_its_expected_answer(path):
    expected = expected_for(path)
    if expected["status"] == "error":
        with pytest.raises((InputError, InputErrors)) as caught:
            pylogic.solve(path)
        assert error_positions(caught.value) == expected["errors"]
        return
    result = pylogic.solve(path)
    assert result.complete
    assert result.status == expected["status"]
    if "count" in expected:
        assert result.count == expected["count"]
    if expected["status"] == "unique" and "rows" in expected:
        (table,) = result.solutions
        assert list(table.header) == expected["header"]
        assert [[str(cell) for cell in row] for row in table.rows] == expected["rows"]
    if expected["status"] == "unique" and "solution" in expected:
        assert _json_value(result.solutions[0]) == expected["solution"]
    if "conflict" in expected:
        assert list(result.details["conflict"].clue_numbers) == expected["conflict"]
    if "distinct_count" in expected:
        assert result.details["distinct_count"] == expected["distinct_count"]


SEED_KNOWLEDGE_BASES = ["zebra", "researchers", "scholarships", "rentals", "paintings"]


@pytest.mark.parametrize("name", SEED_KNOWLEDGE_BASES)
def test_knowledge_base_agrees_with_the_clue_file(name):
    """prolog/NAME.pl (facts written by hand) and puzzles/NAME.clues (compiled from English)
    give the same unique answer, row by row, whatever the column names."""
    from pylogic.resources import prolog_dir

    from_prolog = pylogic.solve(prolog_dir() / f"{name}.pl")
    from_clues = pylogic.solve(PUZZLES / f"{name}.clues")
    assert from_prolog.unique and from_clues.unique

    def normal(cell) -> str:  # '25000 USD' in a clue file is '25000' in the knowledge base
        text = str(cell)
        return text.split()[0] if text[:1].isdigit() else text

    def rows(result):
        return {frozenset(normal(cell) for cell in row) for row in result.solutions[0].rows}

    assert rows(from_prolog) == rows(from_clues)
