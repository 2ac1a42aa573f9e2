"""pylogic.swipl_paths: SWI-Prolog's library and home found once by asking swipl, then cached."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from pylogic import swipl_paths


def test_runtime_paths_reads_swipl_dump():
    dump = 'PLBASE="/usr/lib/swi-prolog";\nPLARCH="x86_64-linux";\nPLLIBSWIPL="/lib/libswipl.so.9";\n'
    assert swipl_paths.runtime_paths(dump) == ("/lib/libswipl.so.9", "/usr/lib/swi-prolog")


def test_runtime_paths_without_the_library_is_none():
    assert swipl_paths.runtime_paths('PLBASE="/usr/lib/swi-prolog";\n') is None


@pytest.fixture
def fake_swipl(tmp_path, monkeypatch):
    """A `swipl` on PATH that answers with real paths under tmp_path and counts its runs."""
    home = tmp_path / "home"
    home.mkdir()
    library = tmp_path / "libswipl.so.9"
    library.write_bytes(b"")
    runs = tmp_path / "runs"
    script = tmp_path / "bin" / "swipl"
    script.parent.mkdir()
    script.write_text(f'#!/bin/sh\necho run >> "{runs}"\n'
                      f'echo \'PLBASE="{home}";\'\necho \'PLLIBSWIPL="{library}";\'\n')
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("PATH", str(script.parent))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv(swipl_paths.LIBRARY_VARIABLE, raising=False)
    monkeypatch.delenv(swipl_paths.HOME_VARIABLE, raising=False)
    return library, home, runs


def run_count(runs: Path) -> int:
    return len(runs.read_text().splitlines()) if runs.exists() else 0


def test_asks_swipl_once_then_uses_the_cache(fake_swipl, monkeypatch):
    library, home, runs = fake_swipl
    swipl_paths.point_pyswip_at_swipl()
    found = (os.environ[swipl_paths.LIBRARY_VARIABLE], os.environ[swipl_paths.HOME_VARIABLE])
    assert found == (str(library), str(home))
    assert run_count(runs) == 1
    monkeypatch.delenv(swipl_paths.LIBRARY_VARIABLE)
    monkeypatch.delenv(swipl_paths.HOME_VARIABLE)
    swipl_paths.point_pyswip_at_swipl()
    assert os.environ[swipl_paths.LIBRARY_VARIABLE] == str(library)
    assert run_count(runs) == 1


def test_a_vanished_library_asks_again(fake_swipl, monkeypatch):
    library, _, runs = fake_swipl
    swipl_paths.point_pyswip_at_swipl()
    library.unlink()
    monkeypatch.delenv(swipl_paths.LIBRARY_VARIABLE)
    monkeypatch.delenv(swipl_paths.HOME_VARIABLE)
    swipl_paths.point_pyswip_at_swipl()
    assert run_count(runs) == 2
    assert swipl_paths.LIBRARY_VARIABLE not in os.environ


def test_a_variable_the_user_set_is_left_alone(fake_swipl, monkeypatch):
    _, _, runs = fake_swipl
    monkeypatch.setenv(swipl_paths.HOME_VARIABLE, "/somewhere/else")
    swipl_paths.point_pyswip_at_swipl()
    assert os.environ[swipl_paths.HOME_VARIABLE] == "/somewhere/else"
    assert swipl_paths.LIBRARY_VARIABLE not in os.environ
    assert run_count(runs) == 0


def test_no_swipl_on_path_sets_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.delenv(swipl_paths.LIBRARY_VARIABLE, raising=False)
    monkeypatch.delenv(swipl_paths.HOME_VARIABLE, raising=False)
    swipl_paths.point_pyswip_at_swipl()
    assert swipl_paths.LIBRARY_VARIABLE not in os.environ
