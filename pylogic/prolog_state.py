"""Start SWI-Prolog from a saved state that already holds CLP(FD), the bridge and knowledge bases.

Loading CLP(FD) from its source is most of SWI-Prolog's start (about 110 ms of CPU); restoring
a saved state (``qsave_program/2``) with the same code loaded takes about 20 ms. The state is
built once by the ``swipl`` executable into the user's cache folder, under a name derived from
everything it depends on: the swipl executable and libswipl (real path, size, modification
time), SWI-Prolog's home, the text of every file under ``prolog/``, the knowledge bases it
holds, pylogic's version and the folder pylogic is in (a state names its files by path). A
change to any of them names another state, so a kept state is never stale. Its SHA-256,
recorded beside it when it is built, is checked before every start: SWI-Prolog cannot fall
back from a damaged state, it ends the process.

The state is used only when SWI-Prolog is not started yet and the libswipl pyswip will load is
the one of the swipl that built it. Whatever goes wrong (no swipl on PATH, a cache folder that
cannot be written, a build that fails or takes too long) leaves the ordinary start; a failed
build leaves a marker, so that it is not tried again on every start. ``PYLOGIC_PROLOG_STATE=0``
turns the state off.
"""

from __future__ import annotations

import ctypes
import hashlib
import json
import os
import subprocess
from pathlib import Path

from pylogic import __version__
from pylogic.resources import prolog_dir
from pylogic.swipl_paths import HOME_VARIABLE, LIBRARY_VARIABLE, cache_file, swipl_runtime

SWITCH_VARIABLE = "PYLOGIC_PROLOG_STATE"
_FORMAT = 1  # raised when what a state holds or how it is built changes
_BUILD_SECONDS = 60.0
_MARK = "--pylogic-state"
# fixed goal text: the paths travel as command line arguments, never inside the goal
_BUILD_GOAL = (f"current_prolog_flag(argv, Argv), append(_, ['{_MARK}', Out, Bridge|Bases], Argv), "
               "use_module(library(clpfd)), use_module(Bridge), "
               "forall(member(Base, Bases), pylogic_bridge:load_knowledge_base(Base, _, [])), "
               "qsave_program(Out, [stand_alone(false), goal(true), autoload(false)])")
_CHECK_GOAL = "current_predicate(pylogic_bridge:bridge_request/2)"


def start_from_state(knowledge_bases: tuple[str, ...] = ()) -> bool:
    """Initialises SWI-Prolog from the saved state holding ``knowledge_bases`` (file names
    under ``prolog/``), building the state first if there is none; False, with nothing
    started, when no state can be used (pyswip's import then starts SWI-Prolog as usual)."""
    if os.environ.get(SWITCH_VARIABLE) == "0":
        return False
    try:
        descriptor = _state_for(knowledge_bases)
        if descriptor is None:
            return False
        try:
            return _initialise(f"/dev/fd/{descriptor}", os.environ[LIBRARY_VARIABLE], os.environ[HOME_VARIABLE])
        finally:
            os.close(descriptor)
    except (OSError, ValueError, KeyError, TypeError, AttributeError, subprocess.SubprocessError):
        return False


def _state_for(knowledge_bases: tuple[str, ...]) -> int | None:
    """An open descriptor of the intact state for this SWI-Prolog and these sources, built now
    if missing; None when there is none and cannot be one."""
    runtime = swipl_runtime()
    if runtime is None:
        return None
    executable, library, home = runtime
    if (os.path.realpath(os.environ.get(LIBRARY_VARIABLE, "")) != os.path.realpath(library)
            or os.environ.get(HOME_VARIABLE) != home):
        return None  # pyswip will load another SWI-Prolog than the swipl that would build it
    state = _state_path(executable, library, home, knowledge_bases)
    descriptor = _open_intact(state)
    if descriptor is not None or state.with_suffix(".failed").exists():
        return descriptor
    return _open_intact(state) if _build(executable, state, knowledge_bases) else None


def _state_path(executable: str, library: str, home: str, knowledge_bases: tuple[str, ...]) -> Path:
    """The state's file in the cache folder, named by a hash of everything it depends on."""
    sources = prolog_dir()
    digest = hashlib.sha256(json.dumps([_FORMAT, __version__, _identity(executable), _identity(library),
                                        home, list(knowledge_bases)]).encode())
    for source in sorted(sources.glob("*.pl")):
        digest.update(source.name.encode() + b"\0" + source.read_bytes() + b"\0")
    # the state names its files by path: each copy of pylogic has states of its own
    copy = hashlib.sha256(os.fsencode(sources)).hexdigest()[:8]
    label = "-".join(Path(name).stem for name in knowledge_bases) or "bridge"
    return cache_file().parent / f"prolog-state-{copy}-{label}-{digest.hexdigest()[:32]}.qsave"


def _identity(path: str) -> list:
    """[real path, size, modification time] of a file: a new build or version changes it."""
    real = os.path.realpath(path)
    status = os.stat(real)
    return [real, status.st_size, status.st_mtime_ns]


def _build(executable: str, state: Path, knowledge_bases: tuple[str, ...]) -> bool:
    """Builds ``state`` with swipl, checks that it starts, and puts it in place atomically
    (older states holding the same knowledge bases are removed); False if it cannot."""
    try:
        state.parent.mkdir(parents=True, exist_ok=True)
    except OSError:
        return False
    if not os.access(state.parent, os.W_OK):
        return False
    built, recorded = state.with_suffix(f".{os.getpid()}.tmp"), state.with_suffix(f".{os.getpid()}.sha256.tmp")
    sources = [str(prolog_dir() / "pylogic_bridge.pl"), *(str(prolog_dir() / name) for name in knowledge_bases)]
    try:
        works = (_succeeds([executable, "-q", "-g", _BUILD_GOAL, "-t", "halt", "--", _MARK, str(built), *sources])
                 and built.is_file()
                 and _succeeds([executable, "-x", str(built), "-q", "-g", _CHECK_GOAL, "-t", "halt"]))
        if not works:
            state.with_suffix(".failed").touch()
            return False
        recorded.write_text(hashlib.sha256(built.read_bytes()).hexdigest(), encoding="ascii")
        recorded.replace(state.with_suffix(".sha256"))
        built.replace(state)
    finally:
        built.unlink(missing_ok=True)
        recorded.unlink(missing_ok=True)
    _remove_older(state)
    return True


def _open_intact(state: Path) -> int | None:
    """An open descriptor of ``state`` when it holds the bytes its build recorded, else None.

    SWI-Prolog ends the process on a damaged state (a fatal error, no fallback), so a state is
    checked before every start, and SWI-Prolog is given the descriptor that was checked
    (``/dev/fd/N``), not the name: another process may replace or remove the file meanwhile.
    """
    if not os.path.isdir("/dev/fd"):
        return None  # no way to hand over the checked file
    try:
        recorded = state.with_suffix(".sha256").read_text(encoding="ascii")
        descriptor = os.open(state, os.O_RDONLY)
    except OSError:
        return None
    try:
        with open(descriptor, "rb", closefd=False) as stream:
            if hashlib.sha256(stream.read()).hexdigest() == recorded:
                return descriptor
    except OSError:
        pass
    os.close(descriptor)
    return None


def _succeeds(command: list[str]) -> bool:
    """True when ``command`` exits with 0 within the build's time limit."""
    try:
        return subprocess.run(command, capture_output=True, timeout=_BUILD_SECONDS, check=False).returncode == 0
    except subprocess.TimeoutExpired:
        return False


def _remove_older(state: Path) -> None:
    """Removes the states (with their check sums and failure markers) of other sources
    holding the same knowledge bases in this copy of pylogic."""
    label, _ = state.stem.rsplit("-", 1)
    for older in state.parent.glob(f"{label}-*"):
        if older.stem != state.stem and older.suffix in (".qsave", ".sha256", ".failed") \
                and older.stem.rsplit("-", 1)[0] == label:
            older.unlink(missing_ok=True)


def _initialise(state: str, library: str, home: str) -> bool:
    """Starts SWI-Prolog from ``state`` through the libswipl pyswip will load (pyswip's own
    initialisation then finds it started); False if SWI-Prolog was started already."""
    lib = ctypes.CDLL(library, mode=ctypes.RTLD_GLOBAL)
    lib.PL_is_initialised.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
    if lib.PL_is_initialised(None, None):
        return False
    # pyswip's own arguments, with the state in front
    arguments = [b"./", b"-x", os.fsencode(state), b"-q", b"--nosignals", os.fsencode(f"--home={home}")]
    argv = (ctypes.c_char_p * (len(arguments) + 1))(*arguments, None)
    lib.PL_initialise.argtypes = [ctypes.c_int, ctypes.POINTER(ctypes.c_char_p)]
    return bool(lib.PL_initialise(len(arguments), argv))
