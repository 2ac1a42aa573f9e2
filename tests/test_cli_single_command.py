"""The command line builds only the command it runs, and says exactly what typer's full build says."""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

import pytest
import typer

from pylogic.cli import app

PUZZLES = Path(__file__).resolve().parents[1] / "puzzles"


def outcome(run) -> tuple[object, str]:
    """(exit code, everything printed) of ``run()``."""
    printed = io.StringIO()
    code: object = None
    with contextlib.redirect_stdout(printed), contextlib.redirect_stderr(printed):
        try:
            run()
        except SystemExit as done:
            code = done.code
    return code, printed.getvalue()


@pytest.mark.parametrize("arguments", [
    ["solve", str(PUZZLES / "zebra.clues")],
    ["solve", "--help"],
    ["solve"],
    ["solve", "--format", "xml", "x.clues"],
    ["compile", str(PUZZLES / "paintings.clues")],
    ["explain", "--help"],
    ["hint", "--bogus", "x.clues"],
    ["--help"],
    ["nosuch"],
])
def test_the_output_and_exit_code_are_those_of_every_command_built(arguments):
    alone = outcome(lambda: app(args=arguments, prog_name="pylogic"))
    everything = outcome(lambda: typer.main.get_command(app).main(args=arguments, prog_name="pylogic"))
    assert alone == everything
    assert alone[0] in (0, 2)


def test_a_command_named_first_is_the_only_one_built(monkeypatch):
    built = []
    build = typer.main.get_command_from_info

    def counting(command_info, **options):
        built.append(command_info.name or command_info.callback.__name__)
        return build(command_info, **options)

    monkeypatch.setattr(typer.main, "get_command_from_info", counting)
    code, printed = outcome(lambda: app(args=["compile", str(PUZZLES / "zebra.clues")], prog_name="pylogic"))
    assert code == 0 and "category(house, ['1', '2', '3', '4', '5'])." in printed
    assert built == ["compile"]
    assert len(app.registered_commands) == 6  # every command is registered again afterwards
