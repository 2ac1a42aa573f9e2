"""Run every plunit file under prolog/tests/ with swipl; one pytest case per .plt file."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
PLUNIT_FILES = sorted((REPO_ROOT / "prolog" / "tests").glob("*.plt"))
TIMEOUT_SECONDS = 300
SWIPL = shutil.which("swipl")


def plunit_command(plt_file: Path) -> list[str]:
    """The swipl command line that loads plt_file, runs its tests and exits non-zero on any
    failure, load error or warning (--on-error/--on-warning=status)."""
    return [
        SWIPL or "swipl",
        "--on-error=status",
        "--on-warning=status",
        "-g", "current_prolog_flag(argv, Arguments), last(Arguments, File), consult(File)",
        "-g", "run_tests",
        "-t", "halt",
        "--",
        str(plt_file),  # passed as data, so no quoting of the path inside a goal
    ]


@pytest.mark.skipif(SWIPL is None, reason="swipl (SWI-Prolog) is not installed")
@pytest.mark.parametrize("plt_file", PLUNIT_FILES, ids=[path.name for path in PLUNIT_FILES])
def test_plunit_file_passes(plt_file: Path) -> None:
    completed = subprocess.run(
        plunit_command(plt_file),
        cwd=REPO_ROOT,
        capture_output=True,
        text=True,
        timeout=TIMEOUT_SECONDS,
    )
    report = completed.stdout + completed.stderr
    assert completed.returncode == 0, f"plunit failures in {plt_file.name}:\n{report}"
    assert "tests passed" in report or "test passed" in report, report


def test_plunit_files_exist() -> None:
    assert PLUNIT_FILES, "no prolog/tests/*.plt files found"
