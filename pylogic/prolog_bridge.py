"""The one place where Python talks to SWI-Prolog (the only module that imports pyswip).

Every call passes a single request to ``pylogic_bridge:bridge_request/2``
(``prolog/pylogic_bridge.pl``) and reads back one response, both JSON-shaped values built
and read as terms through the C interface (``pylogic.bridge_data``). User data therefore
travels as data: nothing is formatted into query text. The Prolog side runs each goal under
``call_with_time_limit/2`` inside ``catch/3`` and collects all solutions before returning, so a
query is always closed before Python sees its result, even on errors. Calls are serialized
behind one lock because SWI-Prolog's embedding through pyswip is not thread-safe.

Only pylogic's own knowledge bases (the files under ``prolog/``) are loaded into this engine.
A user's knowledge base is solved in a separate process (``pylogic.isolation``), so nothing
it defines, redefines or runs can change a later answer in this one.

Every call takes the time it is given, or less when an enclosing ``time_limit`` has less
left (also while waiting for the engine's lock), and runs inside ``protected()`` so that the
limit never cuts a call into Prolog in the middle.
"""

from __future__ import annotations

import ctypes
import os
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from pylogic.bridge_data import BridgeData
from pylogic.errors import (
    EnvironmentProblem,
    KnowledgeBaseError,
    PrologError,
    PrologResourceError,
    PylogicError,
    SolveTimeout,
)
from pylogic.memory_limit import STACK_LIMIT_VARIABLE
from pylogic.resources import prolog_dir
from pylogic.terms import Compound, PrologString, Var
from pylogic.time_limit import DEFAULT_TIMEOUT, protected, remaining

STACK_LIMIT_BYTES = 1 << 30


def stack_limit_bytes() -> int:
    """SWI-Prolog's stack limit: 1 GiB, or less when the memory limit says so."""
    try:
        return min(STACK_LIMIT_BYTES, int(os.environ[STACK_LIMIT_VARIABLE]))
    except (KeyError, ValueError):
        return STACK_LIMIT_BYTES

_INSTALL_HINT = (
    "SWI-Prolog's shared library (libswipl) was not found: install it with "
    "'sudo apt-get install swi-prolog-nox' (or run 'make demo', which does), "
    "or point LIBSWIPL_PATH at libswipl.so and SWI_HOME_DIR at its home folder"
)


@dataclass(frozen=True)
class Answer:
    """The collected solutions of one query; ``complete`` is False when ``limit`` cut it short."""

    solutions: list
    complete: bool


@dataclass(frozen=True)
class LoadProblem:
    """A warning or error SWI-Prolog reported while loading a knowledge base (1-based line
    and column; line 0 when SWI-Prolog did not say where)."""

    kind: str
    file: str
    line: int
    column: int
    message: str


def load_failure(problems: list[LoadProblem]) -> KnowledgeBaseError:
    """The error for a knowledge base that did not load cleanly: one located line per problem."""
    return KnowledgeBaseError.of([(problem.file, problem.line, problem.column,
                                   f"{problem.kind}: {problem.message}") for problem in problems])


def _libswipl(core) -> ctypes.CDLL:
    """pyswip's handle on libswipl, for the C functions pyswip does not wrap (PL_put_chars,
    PL_get_nchars, PL_thread_destroy_engine); EnvironmentProblem when this pyswip has none.

    ``core._lib`` is private to pyswip, so this is the one place that reads it, and a pyswip
    release that drops it gives a clear message instead of an AttributeError. SWI-Prolog's own
    Python interface, janus (SWI-Prolog 9.1.12 and later), could replace pyswip and this
    function once Debian ships such a version.
    """
    lib = getattr(core, "_lib", None)
    if not isinstance(lib, ctypes.CDLL):
        raise EnvironmentProblem("this pyswip does not expose libswipl (pyswip.core._lib); "
                                 "install the version pylogic names in pyproject.toml")
    return lib


class _Engine:
    """The embedded SWI-Prolog, initialised on first use."""

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self._ready = False
        self._modules: dict[Path, str] = {}
        self._load_failures: dict[Path, KnowledgeBaseError | SolveTimeout] = {}
        self._start_error: EnvironmentProblem | None = None

    def ensure_started(self, on_python_done: Callable[[], None] | None = None,
                       knowledge_bases: tuple[str, ...] = ()) -> None:
        """Starts SWI-Prolog once; if it cannot start, every call raises the same problem.

        ``on_python_done`` is called as soon as the Python part of the start is over, when
        only Prolog's own loading (mostly CLP(FD)) is left, and again on the way out (also
        when the start fails): pass something idempotent such as ``threading.Event.set``.
        ``knowledge_bases`` (file names under ``prolog/``) are the ones about to be loaded:
        a saved state holding them too starts faster (see ``pylogic.prolog_state``).
        """
        try:
            if self._start_error is not None:
                raise self._start_error
            if not self._ready:
                try:
                    self._start(on_python_done, knowledge_bases)
                except EnvironmentProblem as error:
                    self._start_error = error
                    raise
        finally:
            if on_python_done is not None:
                on_python_done()

    def _start(self, on_python_done: Callable[[], None] | None, knowledge_bases: tuple[str, ...]) -> None:
        from pylogic.prolog_state import start_from_state
        from pylogic.swipl_paths import point_pyswip_at_swipl

        point_pyswip_at_swipl()  # spares pyswip's import a swipl child process
        # before pyswip's import, which would start SWI-Prolog without the state
        restored = start_from_state(knowledge_bases)
        try:
            import pyswip  # noqa: F401  (initialises SWI-Prolog)
            from pyswip import core
        except (ImportError, OSError) as error:
            raise EnvironmentProblem(f"{_INSTALL_HINT} ({error})") from None
        lib = _libswipl(core)
        self._data = BridgeData(lib)
        self._core = core
        self._destroy_engine = lib.PL_thread_destroy_engine
        self._predicate = None
        bridge_file = prolog_dir() / "pylogic_bridge.pl"
        self._run_goal_text(f"set_prolog_flag(stack_limit, {stack_limit_bytes()})")
        if on_python_done is not None:
            on_python_done()
        if not restored:
            self._run_goal_text("use_module(library(clpfd))")
        self._module_of(bridge_file)  # from a state: already loaded, this finds its predicate
        # only now: a start cut short must not leave an engine without its bridge
        self._ready = True

    def _run_goal_text(self, goal: str) -> None:
        """Runs a fixed goal written in this module (never user text)."""
        core = self._core
        frame = core.PL_open_foreign_frame()
        try:
            term = core.PL_new_term_ref()
            if not core.PL_chars_to_term(goal.encode(), term) or not core.PL_call(term, None):
                raise EnvironmentProblem(f"SWI-Prolog could not run '{goal}'")
        finally:
            core.PL_discard_foreign_frame(frame)

    def _module_of(self, path: Path, trusted: bool = False) -> str:
        """The module of knowledge base ``path``, loaded into this engine once.

        Only pylogic's own files are loaded here, unless ``trusted`` (the separate process of
        ``pylogic.isolation``, which exists to load a user's file).
        """
        path = path.resolve()
        if path in self._modules:
            return self._modules[path]
        if path in self._load_failures:
            raise self._load_failures[path]
        if not path.is_file():
            raise KnowledgeBaseError.of([(str(path), 1, 1, "no such knowledge base")])
        if self._predicate is None and path.name == "pylogic_bridge.pl":
            self._run_goal_text(f"use_module({_quote(str(path))})")
            self._predicate = self._core.PL_predicate(b"bridge_request", 2, b"pylogic_bridge")
            self._modules[path] = "pylogic_bridge"
            return "pylogic_bridge"
        if not (trusted or is_own_knowledge_base(path)):
            raise ValueError(f"{path} is a user's knowledge base: solve it through pylogic.isolation")
        response = self._request({"op": "load", "file": str(path)})
        # a problem SWI-Prolog could not place (such as an exported predicate left
        # undefined) is the file's: report it at its first line
        problems = [LoadProblem(p["kind"], str(path) if _plain(p["file"]) == "unknown"
                                else _plain(p["file"]), p["line"], p["column"],
                                " ".join(_plain(p["message"]).split()))
                    for p in response.get("problems", [])]
        if problems:
            failure = load_failure(problems)
            self._load_failures[path] = failure
            raise failure
        self._modules[path] = response["module"]
        return response["module"]

    def _request(self, request: dict) -> dict:
        core = self._core
        attached = core.PL_thread_self() == -1
        if attached:
            # a Python thread other than the one that started Prolog borrows an engine
            core.PL_thread_attach_engine(None)
        try:
            return self._request_in_engine(request)
        finally:
            if attached:
                self._destroy_engine()

    def _request_in_engine(self, request: dict) -> dict:
        core = self._core
        frame = core.PL_open_foreign_frame()
        query = None
        try:
            args = core.PL_new_term_refs(2)
            self._data.put(args, request)
            query = core.PL_open_query(None, core.PL_Q_CATCH_EXCEPTION | core.PL_Q_NODEBUG,
                                       self._predicate, args)
            if not core.PL_next_solution(query):
                raise PrologError("internal error: the Prolog bridge request failed")
            try:
                response = self._data.get(args + 1)
            except ValueError as error:
                raise PrologError(f"internal error: unreadable Prolog bridge response ({error})") from None
            if not isinstance(response, dict):
                raise PrologError("internal error: the Prolog bridge response is not an object")
        finally:
            if query is not None:
                core.PL_cut_query(query)
            core.PL_discard_foreign_frame(frame)
        return response

    @contextmanager
    def session(self, timeout: float) -> Iterator[None]:
        """The engine, started and locked for this thread; waiting for the lock counts
        against ``timeout`` and against any enclosing time limit."""
        # protected first: an expiry landing just after the lock is taken would leave it held
        with protected():
            if not self._lock.acquire(timeout=remaining(timeout)):
                raise SolveTimeout(f"time limit of {timeout:g} s exceeded while waiting for "
                                   "another Prolog query to finish")
            try:
                self.ensure_started()
                yield
            finally:
                self._lock.release()

    def request(self, request: dict, knowledge_base: Path | None = None,
                trusted: bool = False) -> dict:
        timeout = request.get("timeout", DEFAULT_TIMEOUT)
        with self.session(timeout):
            if knowledge_base is not None:
                request = dict(request, module=self._module_of(knowledge_base, trusted))
            if "timeout" in request:
                request = dict(request, timeout=remaining(timeout))
            return _check_status(self._request(request), timeout)


def _check_status(response: dict, timeout: float | None = None) -> dict:
    status = response.get("status")
    if status == "timeout":
        limit = f"time limit of {timeout:g} s" if timeout else "time limit"
        raise SolveTimeout(f"{limit} exceeded (raise it with --timeout SECONDS)")
    if status == "resource":
        raise PrologResourceError(f"Prolog ran {response.get('message', 'out of memory')} "
                                  "(the puzzle is too large for the search)")
    if status == "error":
        error = PrologError(f"Prolog error: {response.get('message', 'unknown')}")
        error.term = _decode(response.get("error"))
        raise error
    return response


_ENGINE = _Engine()


def _quote(text: str) -> str:
    from pylogic.prolog_text import quote_atom

    return quote_atom(text)


def _encode(value: object) -> object:
    """Python value -> the JSON shape pylogic_bridge.pl decodes (see its header)."""
    if isinstance(value, bool) or value is None:
        raise TypeError(f"cannot pass {value!r} to Prolog")
    if isinstance(value, (str, int, float)):
        return value
    if isinstance(value, (list, tuple)):
        return [_encode(item) for item in value]
    if isinstance(value, Compound):
        return {"$c": value.name, "args": [_encode(arg) for arg in value.args]}
    if isinstance(value, Var):
        return {"$v": value.name}
    if isinstance(value, PrologString):
        return {"$s": value.text}
    raise TypeError(f"cannot pass {type(value).__name__} to Prolog")


def _decode(value: object) -> object:
    """JSON from pylogic_bridge.pl -> plain Python values (str, int, float, list, Compound, Var)."""
    if isinstance(value, list):
        return [_decode(item) for item in value]
    if isinstance(value, dict):
        if "$c" in value:
            return Compound(value["$c"], tuple(_decode(arg) for arg in value["args"]))
        if "$v" in value:
            return Var(value["$v"])
        if "$s" in value:
            return value["$s"]
    return value


def _plain(value: object) -> str:
    return str(_decode(value))


def knowledge_base_path(name: str | Path) -> Path:
    """A knowledge base by file name under ``prolog/`` or by any path."""
    path = Path(name)
    if path.is_absolute() or path.exists():
        return path.resolve()
    return (prolog_dir() / path).resolve()


def is_own_knowledge_base(path: Path) -> bool:
    """True for pylogic's own files under ``prolog/``, the only ones loaded into this engine."""
    return path.resolve().parent == prolog_dir().resolve()


def query_fields(goal: object, template: object, limit: int | None, timeout: float) -> dict:
    """The JSON fields of a query request; ValueError for a limit or time limit out of range."""
    if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int) or limit < 1):
        raise ValueError("limit must be a positive whole number or None")
    if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or not 0 < timeout < float("inf"):
        raise ValueError("timeout must be a finite number of seconds above 0")
    return {"goal": _encode(goal), "template": _encode(template), "limit": limit,
            "timeout": float(timeout)}


def answer_of(response: dict) -> Answer:
    """The Answer in a bridge response of status ``ok``."""
    solutions = _decode(response["solutions"])
    assert isinstance(solutions, list), "the bridge returns solutions as a list"
    return Answer(solutions, bool(response["complete"]))


def call_all(knowledge_base: str | Path, goal: Compound, template: object,
             limit: int | None = None, timeout: float = DEFAULT_TIMEOUT) -> Answer:
    """Collects ``template`` for each solution of ``goal`` in the module of ``knowledge_base``.

    A user's knowledge base (not one of pylogic's own) is loaded and queried in a separate
    process (``pylogic.isolation``). Raises SolveTimeout, PrologResourceError, PrologError,
    KnowledgeBaseError or EnvironmentProblem; the engine stays usable after any of them.
    """
    path = knowledge_base_path(knowledge_base)
    if not is_own_knowledge_base(path):
        from pylogic.isolation import call_isolated

        return call_isolated(path, [(goal, template, limit)], timeout)[0]
    request = {"op": "call", **query_fields(goal, template, limit, timeout)}
    return answer_of(_ENGINE.request(request, path))


def call_in_engine(path: Path, request: dict) -> dict:
    """Runs one ``call`` request on ``path`` loaded into this process's engine, even when it
    is a user's file: for the separate process of ``pylogic.isolation`` only."""
    return _ENGINE.request(request, path, trusted=True)


def solve_program(program_text: str, engine: str | Path, goal: Compound, template: object,
                  limit: int | None = None, timeout: float = DEFAULT_TIMEOUT) -> Answer:
    """Loads ``program_text`` into a fresh temporary module and collects ``goal``'s solutions.

    In ``goal`` the atom ``'$module'`` stands for that module. The module is destroyed
    afterwards, so no fact of one puzzle can be seen while solving the next.
    """
    request = {"op": "solve_program", "text": program_text,
               "engine": str(knowledge_base_path(engine)),
               **query_fields(goal, template, limit, timeout)}
    return answer_of(_ENGINE.request(request))


def load_knowledge_base(knowledge_base: str | Path, timeout: float = DEFAULT_TIMEOUT) -> str:
    """Loads a knowledge base and returns its module name; KnowledgeBaseError on problems,
    SolveTimeout when loading takes longer than ``timeout`` seconds. A user's file is loaded
    in a separate process (see pylogic.isolation), so this only checks that it loads."""
    path = knowledge_base_path(knowledge_base)
    if not is_own_knowledge_base(path):
        from pylogic.isolation import load_isolated

        return load_isolated(path, timeout)
    with _ENGINE.session(timeout):
        return _ENGINE._module_of(path)


def load_in_engine(path: Path) -> str:
    """Loads ``path`` into this process's engine, even a user's file (for pylogic.isolation)."""
    with _ENGINE.session(DEFAULT_TIMEOUT):
        return _ENGINE._module_of(path, trusted=True)


def warm_up(*knowledge_bases: str | Path, on_python_done: Callable[[], None] | None = None) -> None:
    """Starts SWI-Prolog and loads ``knowledge_bases`` now, ahead of the first query.

    Meant to run in a background thread (see ``pylogic.__main__``) so that the caller's own
    start-up (imports, parsing) overlaps with Prolog's; the first query waits for it. A
    problem met here is raised again by that first query, so nothing is lost.
    ``on_python_done``: see ``_Engine.ensure_started``.
    """
    names = tuple(Path(knowledge_base).name for knowledge_base in knowledge_bases
                  if is_own_knowledge_base(knowledge_base_path(knowledge_base)))
    try:
        with _ENGINE._lock:
            _ENGINE.ensure_started(on_python_done, names)
        for knowledge_base in knowledge_bases:
            load_knowledge_base(knowledge_base)
    except PylogicError:
        pass
