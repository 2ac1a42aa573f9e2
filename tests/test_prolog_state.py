"""pylogic.prolog_state: SWI-Prolog started from a saved state kept in the cache, or as usual."""

from __future__ import annotations

import hashlib
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

from pylogic import prolog_state, swipl_paths

REPO = Path(__file__).resolve().parents[1]

# Starts the engine as the command line does, then reports whether SWI-Prolog runs a saved
# state (its flag saved_program exists only there) and solves the zebra puzzle.
CHILD = """
from pylogic.prolog_bridge import call_all, warm_up
from pylogic.terms import Compound, Var
import pylogic
warm_up("logic_grid.pl")
flag = call_all("logic_grid.pl", Compound("current_prolog_flag", ("saved_program", Var("X"))), Var("X"))
result = pylogic.solve("puzzles/zebra.clues")
print(flag.solutions, result.unique, result.answers[-1])
"""


def run_child(cache: Path, **variables: str) -> str:
    environment = dict(os.environ, XDG_CACHE_HOME=str(cache), **variables)
    finished = subprocess.run([sys.executable, "-c", CHILD], cwd=REPO, env=environment, capture_output=True,
                              text=True, timeout=120, check=True)
    return finished.stdout.strip()


def states(cache: Path) -> list[Path]:
    return sorted((cache / "pylogic").glob("prolog-state-*.qsave"))


def test_the_first_start_builds_the_state_and_the_next_restores_it(tmp_path):
    cache = tmp_path / "cache"
    assert run_child(cache) == "['true'] True Who owns the zebra? Japanese"
    [state] = states(cache)
    built = state.stat().st_mtime_ns
    assert run_child(cache) == "['true'] True Who owns the zebra? Japanese"
    assert states(cache) == [state] and state.stat().st_mtime_ns == built


def test_a_damaged_state_is_built_again_instead_of_started(tmp_path):
    cache = tmp_path / "cache"
    run_child(cache)
    [state] = states(cache)
    whole = state.read_bytes()
    state.write_bytes(whole[:len(whole) // 2])  # SWI-Prolog would end the process on this
    assert run_child(cache) == "['true'] True Who owns the zebra? Japanese"
    assert states(cache) == [state] and state.stat().st_size > len(whole) // 2


def test_switched_off_it_starts_as_usual(tmp_path):
    cache = tmp_path / "cache"
    assert run_child(cache, PYLOGIC_PROLOG_STATE="0") == "[] True Who owns the zebra? Japanese"
    assert states(cache) == []


def test_a_cache_folder_that_cannot_be_made_starts_as_usual(tmp_path):
    blocked = tmp_path / "a-file"
    blocked.write_text("")
    assert run_child(blocked / "cache") == "[] True Who owns the zebra? Japanese"


def test_the_state_is_named_by_the_sources_and_the_knowledge_bases(tmp_path, monkeypatch):
    sources = tmp_path / "prolog"
    shutil.copytree(REPO / "prolog", sources)
    monkeypatch.setattr(prolog_state, "prolog_dir", lambda: sources)
    swipl = shutil.which("swipl") or sys.executable  # any existing file stands in for the executable
    name = prolog_state._state_path(swipl, swipl, "/home", ("logic_grid.pl",))
    assert prolog_state._state_path(swipl, swipl, "/home", ("logic_grid.pl",)) == name
    assert prolog_state._state_path(swipl, swipl, "/home", ()) != name
    assert prolog_state._state_path(swipl, swipl, "/elsewhere", ("logic_grid.pl",)) != name
    with (sources / "logic_grid.pl").open("a", encoding="utf-8") as source:
        source.write("\n% changed\n")
    assert prolog_state._state_path(swipl, swipl, "/home", ("logic_grid.pl",)) != name


def test_a_failed_build_is_not_tried_again(tmp_path, monkeypatch):
    library, home, runs = tmp_path / "libswipl.so", tmp_path / "home", tmp_path / "runs"
    library.write_bytes(b"")
    home.mkdir()
    swipl = tmp_path / "swipl"
    swipl.write_text(f'#!/bin/sh\necho run >> "{runs}"\nexit 1\n')
    swipl.chmod(swipl.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setattr(prolog_state, "swipl_runtime", lambda: (str(swipl), str(library), str(home)))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setenv(swipl_paths.LIBRARY_VARIABLE, str(library))
    monkeypatch.setenv(swipl_paths.HOME_VARIABLE, str(home))
    monkeypatch.delenv(prolog_state.SWITCH_VARIABLE, raising=False)
    assert prolog_state.start_from_state(("logic_grid.pl",)) is False
    assert prolog_state.start_from_state(("logic_grid.pl",)) is False
    assert runs.read_text().splitlines() == ["run"]
    assert len(list((tmp_path / "cache" / "pylogic").glob("*.failed"))) == 1


def test_the_checked_state_is_handed_over_open_so_removing_it_meanwhile_does_no_harm(tmp_path):
    state = tmp_path / "prolog-state-x.qsave"
    state.write_bytes(b"state bytes")
    state.with_suffix(".sha256").write_text(hashlib.sha256(b"state bytes").hexdigest(), encoding="ascii")
    descriptor = prolog_state._open_intact(state)
    assert descriptor is not None
    try:
        state.unlink()  # another process cleaning up, or replacing it
        assert Path(f"/dev/fd/{descriptor}").read_bytes() == b"state bytes"
    finally:
        os.close(descriptor)
    state.write_bytes(b"state byte")  # damaged: the recorded SHA-256 no longer matches
    assert prolog_state._open_intact(state) is None
