"""The command line as a user runs it: output, formats and documented exit codes."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from pylogic import __version__
from pylogic.cli import app

PUZZLES = Path(__file__).resolve().parents[1] / "puzzles"
runner = CliRunner()


def run(*args):
    return runner.invoke(app, [str(arg) for arg in args])


def test_version():
    result = run("--version")
    assert result.exit_code == 0
    assert result.output.strip() == f"pylogic {__version__}"


def test_zebra_prints_the_table_says_unique_and_answers_the_questions():
    result = run("solve", PUZZLES / "zebra.clues")
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].split() == ["house", "color", "nationality", "drink", "smoke", "pet"]
    assert lines[2].split() == ["1", "yellow", "Norwegian", "water", "Kools", "fox"]
    assert lines[6].split() == ["5", "green", "Japanese", "coffee", "Parliament", "zebra"]
    assert "Unique solution." in lines
    assert "Who owns the zebra? Japanese" in lines


def test_json_output_is_machine_readable():
    result = run("solve", PUZZLES / "paintings.clues", "--format", "json")
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert data["status"] == "unique" and data["count"] == 1
    assert data["solutions"][0]["rows"][0] == ["Ada", "1st", "Monet"]


@pytest.mark.parametrize("name, code, text", [
    ("broken_contradictory.clues", 1, "contradict"),
    ("broken_ambiguous.clues", 4, "6 solutions."),
    ("broken_unknown_name.clues", 2, "did you mean"),
    ("broken_ungrammatical.clues", 2, "broken_ungrammatical.clues:8:21:"),
])
def test_broken_puzzles_exit_with_their_documented_codes(name, code, text):
    result = run("solve", PUZZLES / name)
    assert result.exit_code == code
    assert text in result.output
    assert "Traceback" not in result.output


def test_all_shows_every_solution():
    result = run("solve", PUZZLES / "broken_ambiguous.clues", "--all")
    assert result.output.count("Solution ") == 6


def test_missing_file_is_bad_input():
    result = run("solve", "no/such/puzzle.clues")
    assert result.exit_code == 2
    assert "no/such/puzzle.clues:1:1: no such file" in result.output


def test_timeout_exits_124_and_says_so(tmp_path):
    slow = tmp_path / "slow.pl"
    slow.write_text(":- module(slow, [solution/1, solution_table/2]).\n"
                    "solution(_) :- repeat, fail.\nsolution_table(T, T).\n")
    result = run("solve", slow, "--timeout", "0.3")
    assert result.exit_code == 124
    assert "time limit" in result.output


def test_compile_prints_commented_facts():
    result = run("compile", PUZZLES / "zebra.clues")
    assert result.exit_code == 0
    assert "% 2. The Englishman lives in the red house." in result.output
    assert "clue(2, same(nationality:'Englishman', color:red))." in result.output


def test_a_backend_choice_for_a_clue_file_is_refused():
    result = run("solve", PUZZLES / "zebra.clues", "--backend", "python")
    assert result.exit_code == 2
    assert "Prolog back end only" in result.output


def run_process(*args):
    import subprocess
    import sys

    return subprocess.run([sys.executable, "-m", "pylogic", *map(str, args)],
                          capture_output=True, text=True, timeout=120)


def test_the_real_process_solves_and_exits_cleanly():
    done = run_process("solve", PUZZLES / "zebra.clues")
    assert done.returncode == 0, done.stderr
    assert "Unique solution." in done.stdout
    assert done.stderr == ""


def test_the_real_process_honours_the_timeout(tmp_path):
    slow = tmp_path / "slow.pl"
    slow.write_text(":- module(slow, [solution/1, solution_table/2]).\n"
                    "solution(_) :- repeat, fail.\nsolution_table(T, T).\n")
    done = run_process("solve", slow, "--timeout", "0.3")
    assert done.returncode == 124
    assert done.stderr.strip() == "error: time limit of 0.3 s exceeded (raise it with --timeout SECONDS)"


def test_checkerboard_reports_raw_and_distinct_counts_and_shows_each_distinct_one():
    result = run("solve", PUZZLES / "checkerboard_5x5.stones", "--distinct")
    assert result.exit_code == 0
    assert "128 solutions." in result.output
    assert result.output.count("Distinct solution ") == 4


@pytest.mark.parametrize("name", ["zebra.clues", "broken_ambiguous.clues", "jodici_seed.jodici",
                                  "disks_original.disks"])
def test_the_cli_json_and_the_python_api_agree(name):
    import pylogic

    from_cli = json.loads(run("solve", PUZZLES / name, "--format", "json", "--all").output)
    from_api = pylogic.solve(PUZZLES / name).to_json()
    for key in ("status", "count", "complete", "solutions", "answers"):
        assert from_cli[key] == from_api[key]


def test_the_entry_point_warms_prolog_only_for_solves_that_need_it():
    from pylogic.__main__ import prolog_files

    assert prolog_files(["solve", "puzzles/zebra.clues"]) == ("logic_grid.pl",)
    assert prolog_files(["solve", "prolog/zebra.pl", "--format", "json"]) == ()
    assert prolog_files(["solve", "puzzles/hidoku_seed.hidoku", "--backend", "prolog"]) == ()
    assert prolog_files(["solve", "puzzles/hidoku_seed.hidoku"]) is None
    assert prolog_files(["compile", "puzzles/zebra.clues"]) is None
    assert prolog_files([]) is None


def test_python_dash_m_pylogic_cli_still_runs_the_command():
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-m", "pylogic.cli", "--version"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.startswith("pylogic ")
