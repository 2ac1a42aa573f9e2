"""The wheel carries the Prolog files and the grammar, so an installed pylogic finds them."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def test_the_wheel_ships_prolog_files_and_grammar(tmp_path):
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q",
                            "--disable-pip-version-check", "-w", str(tmp_path), str(REPO)],
                           capture_output=True, text=True, timeout=600)
    assert built.returncode == 0, built.stderr
    (wheel,) = tmp_path.glob("pylogic-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for prolog_file in (REPO / "prolog").glob("*.pl"):
        assert f"pylogic/prolog/{prolog_file.name}" in names
    assert "pylogic/grammars/clues.lark" in names
    assert "pylogic/cli.py" in names
