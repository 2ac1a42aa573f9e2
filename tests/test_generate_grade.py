"""pylogic generate --grade: every puzzle made for a grade has that grade when explained again
from its text (as 'pylogic solve --grade' rates it), and still solves back to its answer."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

import pylogic
from pylogic.cli import app
from pylogic.generate.build import GenerationError
from pylogic.generate.command import OptionError, set_options
from pylogic.generate.graded import build_graded
from pylogic.generate.themes import THEMES

runner = CliRunner()


def rated(text: str) -> dict:
    """The grade 'pylogic solve --grade --format json' gives the clue text."""
    from pylogic.clues.compiler import compile_clues
    from pylogic.explain.engine import explain

    steps = explain(compile_clues(text, "<test>"), timeout=120).steps
    return {"largest": max(len(step.clues) for step in steps), "splits": sum(step.case_split for step in steps)}


@pytest.mark.parametrize("grade, seed", [("easy", "grade:1"), ("easy", "grade:2"), ("medium", "grade:1"),
                                         ("hard", "t:0")])
def test_a_graded_puzzle_has_the_grade_asked_for_and_solves_back(grade, seed):
    puzzle = build_graded(THEMES["neighbours"], 4, 4, seed, grade)
    assert puzzle.grade == grade and puzzle.answer_json()["grade"] == grade
    shape = rated(puzzle.text)
    if grade == "easy":
        assert shape == {"largest": 1, "splits": 0}
    elif grade == "medium":
        assert shape["largest"] == 1 and shape["splits"] > 0
    else:
        assert shape["largest"] == 2
    result = pylogic.solve(puzzle.text, limit=2)
    assert result.unique and result.solutions[0].rows == puzzle.rows


def test_the_command_writes_the_grade_and_solve_agrees(tmp_path):
    result = runner.invoke(app, ["generate", "--out", str(tmp_path), "--size", "4x4", "--count", "1",
                                 "--grade", "easy", "--jobs", "1"])
    assert result.exit_code == 0, result.output
    (answer,) = tmp_path.glob("*.answer.json")
    assert json.loads(answer.read_text())["grade"] == "easy"
    (clues,) = tmp_path.glob("*.clues")
    solved = runner.invoke(app, ["solve", str(clues), "--grade"])
    assert solved.exit_code == 0 and solved.output.strip().splitlines()[-1].startswith("Difficulty: easy ")


def test_an_unknown_grade_is_an_option_error():
    with pytest.raises(OptionError, match="very-hard"):
        set_options("4x4", 1, "neighbours", None, False, grade="tough")
    assert set_options("4x4", 1, "neighbours", None, False, grade="very-hard").grade == "very hard"
    result = runner.invoke(app, ["generate", "--out", "unused", "--grade", "tough"])
    assert result.exit_code == 2 and "--grade" in result.output


def test_a_grade_not_reached_says_what_was_drawn():
    with pytest.raises(GenerationError, match=r"no very hard puzzle in 2 attempts \(drawn: "):
        build_graded(THEMES["neighbours"], 3, 3, "grade:none", "very hard", attempts=2)
