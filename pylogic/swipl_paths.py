"""Tell pyswip where SWI-Prolog lives before it is imported, from a cached answer of swipl.

On import pyswip runs ``swipl --dump-runtime-variables`` in a child process to find the shared
library and the home folder, unless LIBSWIPL_PATH and SWI_HOME_DIR are set. That child costs
every start of the command line a whole extra Prolog start. This module asks swipl once, keeps
its answer in the user's cache folder (keyed by the swipl executable's real path, size and
modification time, so an upgrade asks again), and sets the two variables from it. Whatever
goes wrong here leaves the variables unset and pyswip finds SWI-Prolog its own way.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

LIBRARY_VARIABLE = "LIBSWIPL_PATH"
HOME_VARIABLE = "SWI_HOME_DIR"
_ASK_SECONDS = 20.0


def cache_file() -> Path:
    """Where the answer is kept: $XDG_CACHE_HOME/pylogic (else ~/.cache/pylogic)/swipl-runtime.json."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "pylogic" / "swipl-runtime.json"


def runtime_paths(dump: str) -> tuple[str, str] | None:
    """(library, home) from the text of ``swipl --dump-runtime-variables`` (lines such as
    ``PLBASE="/usr/lib/swi-prolog";``), or None when either is missing."""
    found = {}
    for line in dump.splitlines():
        name, equals, value = line.partition("=")
        if equals:
            found[name.strip()] = value.strip().rstrip(";").strip('"')
    library, home = found.get("PLLIBSWIPL"), found.get("PLBASE")
    return (library, home) if library and home else None


def point_pyswip_at_swipl() -> None:
    """Sets LIBSWIPL_PATH and SWI_HOME_DIR for pyswip when neither is set and swipl is on
    PATH; never raises."""
    if os.environ.get(LIBRARY_VARIABLE) or os.environ.get(HOME_VARIABLE):
        return  # the user chose: pyswip reads what was set
    runtime = swipl_runtime()
    if runtime is not None:
        os.environ[LIBRARY_VARIABLE], os.environ[HOME_VARIABLE] = runtime[1:]


def swipl_runtime() -> tuple[str, str, str] | None:
    """(swipl executable's real path, its library, its home) for the swipl on PATH, from the
    cached answer (asking swipl when there is none); None when any is unknown. Never raises."""
    try:
        return _cached_or_asked()
    except (OSError, ValueError, KeyError, TypeError):
        return None


def _cached_or_asked() -> tuple[str, str, str] | None:
    executable = shutil.which("swipl")
    if executable is None:
        return None
    real = os.path.realpath(executable)
    status = os.stat(real)
    key = [real, status.st_size, status.st_mtime_ns]
    cache = cache_file()
    try:
        kept = json.loads(cache.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        kept = None
    if isinstance(kept, dict) and kept.get("swipl") == key and _usable(kept["library"], kept["home"]):
        return real, kept["library"], kept["home"]
    paths = _ask(real)
    if paths is None or not _usable(*paths):
        return None
    try:
        cache.parent.mkdir(parents=True, exist_ok=True)
        written = cache.with_suffix(f".{os.getpid()}.tmp")
        written.write_text(json.dumps({"swipl": key, "library": paths[0], "home": paths[1]}), encoding="utf-8")
        written.replace(cache)
    except OSError:
        pass  # no cache: the next start asks again
    return real, *paths


def _ask(executable: str) -> tuple[str, str] | None:
    import subprocess

    try:
        finished = subprocess.run([executable, "--dump-runtime-variables"], capture_output=True, text=True,
                                  timeout=_ASK_SECONDS, check=False)
    except (OSError, subprocess.TimeoutExpired):
        return None
    return runtime_paths(finished.stdout) if finished.returncode == 0 else None


def _usable(library: str, home: str) -> bool:
    return os.path.isfile(library) and os.path.isdir(home)
