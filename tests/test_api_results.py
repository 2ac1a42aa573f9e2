"""The Python API as a notebook user meets it: mistyped paths, and results that print and
display readably."""

from __future__ import annotations

from pathlib import Path

import pytest

import pylogic
from pylogic.errors import InputError

PUZZLES = Path(__file__).resolve().parents[1] / "puzzles"


@pytest.mark.parametrize("path", ["puzzles/no_such.clues", "no_such.hidoku", "stones/3x3_9.txt",
                                  "PUZZLE.STONES"])
def test_a_string_that_looks_like_a_path_but_is_missing_is_no_such_file(path):
    with pytest.raises(InputError) as caught:
        pylogic.solve(path)
    assert str(caught.value) == f"{path}:1:1: no such file"


def test_a_folder_is_not_a_puzzle():
    with pytest.raises(InputError, match="is a folder, not a puzzle file"):
        pylogic.solve(str(PUZZLES))


def test_clue_text_is_still_clue_text():
    text = (PUZZLES / "pets_3x3.clues").read_text()
    assert pylogic.solve(text).unique
    assert pylogic.solve(str(PUZZLES / "pets_3x3.clues")).unique


def test_a_logic_grid_result_prints_like_the_command_line():
    result = pylogic.solve(PUZZLES / "pets_3x3.clues")
    assert str(result).splitlines() == [
        "person  pet   age", "------  ----  ---", "Ann     cat   30", "Bob     fish  40",
        "Cid     dog   20", "", "Unique solution.", "Who owns the fish? Bob"]
    assert str(result.solutions[0]) == result.solutions[0].render()


def test_a_logic_grid_result_shows_as_an_html_table_in_jupyter():
    html = pylogic.solve(PUZZLES / "pets_3x3.clues")._repr_html_()
    assert html.startswith("<table><thead><tr><th>person</th><th>pet</th><th>age</th></tr></thead>")
    assert "<tr><td>Bob</td><td>fish</td><td>40</td></tr>" in html
    assert "<p>Unique solution.<br>Who owns the fish? Bob</p>" in html


def test_html_escapes_the_puzzles_own_text():
    from pylogic.result import Table

    html = Table.of(["name & age"], [["<Ann>"]])._repr_html_()
    assert html == ("<table><thead><tr><th>name &amp; age</th></tr></thead>"
                    "<tbody><tr><td>&lt;Ann&gt;</td></tr></tbody></table>")


def test_a_numeric_result_shows_its_picture_and_prints_its_grid():
    result = pylogic.solve(PUZZLES / "jodici_seed.jodici")
    assert result._repr_html_().startswith("<svg")
    assert str(result).splitlines()[1].split() == ["ring", "1", "[3]", "[7]", "5", "8", "4", "3", "30"]


def test_several_and_none_say_so():
    several = pylogic.solve(PUZZLES / "broken_ambiguous.clues")
    assert str(several).splitlines()[-1] == "(6 solutions in .solutions)"
    assert "6 solutions." in several._repr_html_()
    none = pylogic.solve(PUZZLES / "disks_original.disks")
    assert str(none).splitlines()[0] == "No solution."
    assert none._repr_html_().startswith("<p>No solution.")
