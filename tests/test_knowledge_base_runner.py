"""Solving a user's Prolog knowledge base: isolation between files, answer checking, errors."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

import pylogic
from pylogic.cli import app
from pylogic.knowledge_base import UncheckedAnswer

GRID_KB = """\
:- module({module}, [solution/1, solution_table/2]).
category(person, [ann, bob]).
category(pet, [cat, dog]).
clue(1, same(person:ann, pet:{ann_pet})).
solution(table([person, pet], Rows)) :- {rows}.
solution_table(T, T).
"""


def write_kb(folder, module, ann_pet, rows):
    path = folder / f"{module}.pl"
    path.write_text(GRID_KB.format(module=module, ann_pet=ann_pet, rows=rows))
    return path


def test_two_knowledge_bases_with_the_same_exports_stay_apart(tmp_path):
    first = write_kb(tmp_path, "first_kb", "cat", "Rows = [[ann, cat], [bob, dog]]")
    second = write_kb(tmp_path, "second_kb", "dog", "Rows = [[ann, dog], [bob, cat]]")
    assert pylogic.solve(first).solutions[0].rows == (("ann", "cat"), ("bob", "dog"))
    assert pylogic.solve(second).solutions[0].rows == (("ann", "dog"), ("bob", "cat"))
    assert pylogic.solve(first).solutions[0].rows == (("ann", "cat"), ("bob", "dog"))


def test_a_table_that_breaks_the_knowledge_bases_own_clues_is_caught(tmp_path):
    lying = write_kb(tmp_path, "lying_kb", "cat", "Rows = [[ann, dog], [bob, cat]]")
    with pytest.raises(UncheckedAnswer):
        pylogic.solve(lying)


def test_a_syntax_error_in_a_knowledge_base_is_reported_with_file_and_line(tmp_path):
    broken = tmp_path / "broken_kb.pl"
    broken.write_text(":- module(broken_kb, [solution/1]).\nsolution(X) :- X = .\n")
    result = CliRunner().invoke(app, ["solve", str(broken)])
    assert result.exit_code == 2
    assert f"{broken}:2" in result.output
    assert "Traceback" not in result.output
