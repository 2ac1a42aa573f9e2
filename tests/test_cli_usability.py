"""The command line as a newcomer and a script meet it: help for the terminal, shell completion,
a spinner only on a terminal, JSON errors, --limit, and commands that say what they take."""

from __future__ import annotations

import json
import os
import pty
import select
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

import pylogic
from pylogic.cli import app

ROOT = Path(__file__).resolve().parents[1]
PUZZLES = ROOT / "puzzles"
runner = CliRunner()


def run(*args):
    return runner.invoke(app, [str(arg) for arg in args], env={"COLUMNS": "100"}, prog_name="pylogic")


def run_process(*args, env=None):
    return subprocess.run([sys.executable, "-m", "pylogic", *map(str, args)], capture_output=True,
                          text=True, timeout=120, env={**os.environ, **(env or {})})


# ----------------------------------------------------------------------------- help

@pytest.mark.parametrize("command", [[], ["solve"], ["compile"], ["repl"]])
def test_help_is_written_for_the_terminal(command):
    result = run(*command, "--help")
    assert result.exit_code == 0
    assert "``" not in result.output and "{file}" not in result.output and "{FILE}" not in result.output
    assert "Usage: pylogic" in result.output


def test_solve_help_names_its_argument_choices_and_limit_meaning():
    text = " ".join(run("solve", "--help").output.replace("│", " ").split())
    assert "Usage: pylogic solve [OPTIONS] FILE" in text
    assert "clues, prolog, hidoku, magic, eqgrid, stones, jodici, disks" in text
    assert "--limit" in text and "success (exit 0)" in text


def test_compile_and_repl_help_say_they_take_clue_files():
    for command in ("compile", "repl"):
        assert "A clue puzzle (.clues)" in " ".join(run(command, "--help").output.replace("│", " ").split())


# ----------------------------------------------------------------------------- completion

def test_completion_script_is_offered_for_bash():
    # what `pylogic --show-completion` prints in bash, asked for by name: the shell detection of
    # --show-completion looks at the processes above this one, which a test cannot rely on
    done = run_process(env={"_PYLOGIC_COMPLETE": "source_bash"})
    assert done.returncode == 0
    assert "complete -o default -F _pylogic_completion pylogic" in done.stdout


@pytest.mark.parametrize("words, cword, expected", [
    ("pylogic so", "1", "solve"),
    ("pylogic solve x --for", "3", "--format"),
    ("pylogic solve x --kind hi", "4", "hidoku"),
])
def test_completion_completes_commands_options_and_choices(words, cword, expected):
    done = run_process(env={"_PYLOGIC_COMPLETE": "complete_bash", "COMP_WORDS": words, "COMP_CWORD": cword})
    assert done.returncode == 0
    assert done.stdout.split() == [expected]


# ----------------------------------------------------------------------------- progress

def stderr_on_a_terminal(*args) -> tuple[int, str, str]:
    """(exit code, standard output, what a terminal on standard error showed)."""
    controller, terminal = pty.openpty()
    process = subprocess.Popen([sys.executable, "-m", "pylogic", *map(str, args)],
                               stdout=subprocess.PIPE, stderr=terminal, close_fds=True)
    os.close(terminal)
    shown = b""
    while True:
        ready, _, _ = select.select([controller], [], [], 60)
        if not ready:
            break
        try:
            chunk = os.read(controller, 65536)
        except OSError:  # the process closed the terminal
            break
        if not chunk:
            break
        shown += chunk
    output = process.stdout.read().decode()
    process.wait(timeout=60)
    os.close(controller)
    return process.returncode, output, shown.decode(errors="replace")


def test_a_terminal_sees_a_spinner_with_the_elapsed_time():
    code, output, shown = stderr_on_a_terminal("solve", PUZZLES / "checkerboard_8x8.stones",
                                               "--backend", "prolog")
    assert code == 0
    assert "208 solutions." in output
    assert "Solving checkerboard_8x8.stones" in shown and "0:00:0" in shown


def test_piped_output_gets_nothing_extra():
    done = run_process("solve", PUZZLES / "checkerboard_5x5.stones")
    assert done.returncode == 0 and done.stderr == ""


# ----------------------------------------------------------------------------- JSON errors

def test_a_bad_input_error_is_one_json_object_with_its_place():
    result = run("solve", PUZZLES / "broken_unknown_name.clues", "--format", "json")
    assert result.exit_code == 2
    error = json.loads(result.stdout)
    assert error["status"] == "error" and error["code"] == 2
    assert (Path(error["file"]).name, error["line"], error["column"]) == ("broken_unknown_name.clues", 8, 4)
    assert error["message"] == "'Dan' is not a name in any category"
    assert len(error["errors"]) == 2


def test_a_missing_file_is_a_json_error_too():
    result = run("solve", "no/such.clues", "-f", "json")
    assert result.exit_code == 2
    assert json.loads(result.stdout) | {"errors": None} == {
        "status": "error", "code": 2, "file": "no/such.clues", "line": 1, "column": 1,
        "message": "no such file", "hint": None, "errors": None}


def test_a_timeout_is_a_json_error_without_a_place(tmp_path):
    slow = tmp_path / "slow.pl"
    slow.write_text(":- module(slow, [solution/1, solution_table/2]).\n"
                    "solution(_) :- repeat, fail.\nsolution_table(T, T).\n")
    done = run_process("solve", slow, "--timeout", "0.3", "--format", "json")
    assert done.returncode == 124
    error = json.loads(done.stdout)
    assert (error["code"], error["file"], error["line"], error["column"]) == (124, str(slow), None, None)
    assert "time limit of 0.3 s exceeded" in error["message"]


# ----------------------------------------------------------------------------- --limit

def test_limit_one_on_a_unique_puzzle_is_success():
    result = run("solve", PUZZLES / "zebra.clues", "--limit", "1")
    assert result.exit_code == 0
    assert "1 solution found (stopped at the limit)." in result.output.splitlines()
    assert "Who owns the zebra? Japanese (in the solution found)" in result.output


def test_limit_that_finds_two_solutions_shows_the_puzzle_is_not_unique():
    result = run("solve", PUZZLES / "broken_ambiguous.clues", "--limit", "2")
    assert result.exit_code == 4
    assert "2 solutions found (stopped at the limit)." in result.output.splitlines()


def test_a_limit_over_the_bridges_capacity_is_refused_up_front():
    """Some 40,000 solutions of a 6x4 grid in one answer crash SWI-Prolog's bridge (a fatal
    error that kills the process, exit 134): the limit is capped at 20,000 instead."""
    result = run("solve", PUZZLES / "zebra.clues", "--all", "--limit", "60000")
    assert result.exit_code == 2
    assert "limit must be at most 20,000 solutions, not 60000" in result.output
    with pytest.raises(pylogic.PylogicError) as caught:
        pylogic.solve(PUZZLES / "zebra.clues", limit=20_001)
    assert caught.value.exit_code == 2


def test_limit_in_json_says_found():
    data = json.loads(run("solve", PUZZLES / "zebra.clues", "--limit", "1", "-f", "json").stdout)
    assert (data["status"], data["count"], data["complete"]) == ("found", 1, False)


# ----------------------------------------------------------------------------- what each command takes

@pytest.mark.parametrize("command", ["compile", "repl"])
@pytest.mark.parametrize("name, what", [("hidoku_seed.hidoku", "a hidoku puzzle"),
                                        ("../prolog/zebra.pl", "a Prolog knowledge base")])
def test_compile_and_repl_refuse_other_kinds_in_one_line(command, name, what):
    result = run(command, PUZZLES / name)
    assert result.exit_code == 2
    (line,) = result.output.splitlines()
    assert f"pylogic {command} takes a clue file (.clues); this is {what}" in line


def test_a_checkerboard_knowledge_base_exits_like_its_stones_file():
    from_prolog = run("solve", ROOT / "prolog" / "checkerboard.pl")
    from_stones = run("solve", PUZZLES / "checkerboard_8x8.stones")
    assert from_prolog.exit_code == from_stones.exit_code == 0
    assert "208 solutions." in from_prolog.output and "208 solutions." in from_stones.output
