"""Every step of the explanation of every uniquely solvable clue puzzle under puzzles/ and of
the development corpus (tests/data/corpus/, the puzzles the clue reader reads) is checked with
the grid engine: its cited clues and facts force what it derives, none of them can be dropped,
it only cites facts found before it, and the last step completes the grid with the answer in
the puzzle's expected.json (answer.json for the corpus)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

import pytest

from explain_check import step_problems
from pylogic.errors import InputErrors
from pylogic.explain.engine import explain
from pylogic.explain.steps import CellFact, Value
from pylogic.grid_runner import compile_clue_file

PUZZLES = Path(__file__).resolve().parents[1] / "puzzles"
CORPUS = Path(__file__).resolve().parent / "data" / "corpus"


def _reads(path: Path) -> bool:
    try:
        compile_clue_file(path)
    except InputErrors:
        return False  # refused by the clue reader, as tests/test_development_corpus.py requires
    return True


UNIQUE = sorted(path for path in PUZZLES.glob("*.clues")
                if json.loads(path.with_name(path.stem + ".expected.json").read_text())["status"] == "unique")
UNIQUE += sorted(path for path in CORPUS.glob("*.clues") if _reads(path))


@cache
def explained(path: Path):
    compiled = compile_clue_file(path)
    return compiled, explain(compiled, timeout=300)


def answer_facts(path: Path, compiled) -> set[CellFact]:
    expected_file = path.with_name(path.stem + ".expected.json")
    if expected_file.is_file():
        expected = json.loads(expected_file.read_text())
        header, rows = expected["header"], expected["rows"]
    else:
        expected = json.loads(path.with_name(path.stem + ".answer.json").read_text(encoding="utf-8"))
        header, rows = expected["categories"], expected["rows"]
    order = [category.name for category in compiled.categories]
    facts = set()
    for i, first in enumerate(order):
        for second in order[i + 1:]:
            a, b = header.index(first), header.index(second)
            for row in rows:
                for other in rows:
                    facts.add(CellFact(Value(first, row[a]), Value(second, other[b]), row is other))
    return facts


def test_the_puzzle_set_is_not_empty():
    assert len(UNIQUE) >= 20 + 30


@pytest.mark.parametrize("path", UNIQUE, ids=lambda path: path.name)
def test_explanation_walks_from_the_empty_grid_to_the_answer(path):
    compiled, explanation = explained(path)
    known: set[CellFact] = set()
    for number, step in enumerate(explanation.steps, start=1):
        assert not step.contradiction, f"step {number}"
        assert set(step.support) <= known, f"step {number} cites a fact not found before it"
        assert step.derived and not {fact.cell for fact in step.derived} & {fact.cell for fact in known}, \
            f"step {number} derives nothing new"
        known |= set(step.derived)
    assert explanation.complete and not explanation.open_cells
    assert known == answer_facts(path, compiled)


@pytest.mark.parametrize("path", UNIQUE, ids=lambda path: path.name)
def test_every_step_is_forced_and_cites_nothing_it_could_drop(path):
    compiled, explanation = explained(path)
    problems = [f"step {number}: {problem}"
                for number, step in enumerate(explanation.steps, start=1)
                for problem in step_problems(compiled, step)]
    assert problems == []
