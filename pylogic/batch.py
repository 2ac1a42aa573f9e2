"""Solving many puzzle files at once: finding them, solving each in a worker, one record each.

``solve_many(paths)`` yields a ``BatchResult`` per puzzle as it finishes. Each worker process
has its own SWI-Prolog; one puzzle's timeout, bad input or crashed worker is recorded and the
batch goes on. The same records come back from a Dask cluster (``dask=``, see
``pylogic.dask_runner``).
"""

from __future__ import annotations

import dataclasses
import glob
import json
import os
import time
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pylogic.errors import InputError, SourceLocation

DEFAULT_TIMEOUT = 60.0
# A worker is killed when a puzzle runs this much past its time limit (the limit inside the
# engine should have stopped it; starting SWI-Prolog is not counted against that limit).
HARD_LIMIT_FACTOR = 1.5
HARD_LIMIT_GRACE_SECONDS = 15.0

SOLVED, NO_SOLUTION, SEVERAL = "solved", "no_solution", "several"
REFUSED, TIMED_OUT, CRASHED, ERROR = "refused", "timed_out", "crashed", "error"
STATUSES = (SOLVED, NO_SOLUTION, SEVERAL, REFUSED, TIMED_OUT, CRASHED, ERROR)
STATUS_TITLES = {SOLVED: "solved", NO_SOLUTION: "no solution", SEVERAL: "several",
                 REFUSED: "refused", TIMED_OUT: "timed out", CRASHED: "crashed", ERROR: "error"}

_PUZZLE_SUFFIXES = {".clues": "clues", ".pl": "prolog", ".hidoku": "hidoku", ".magic": "magic",
                    ".eqgrid": "eqgrid", ".stones": "stones", ".jodici": "jodici", ".disks": "disks"}
_GLOB_CHARACTERS = set("*?[")


@dataclass(frozen=True)
class BatchResult:
    """One puzzle's outcome in a batch.

    ``status`` is one of STATUSES; ``count`` the solutions found (None when it did not solve);
    ``solution`` the first solution as JSON data (None when there is none); ``errors`` the
    one-line messages (``file:line:column: message`` for bad input); ``seconds`` the wall time.
    """

    file: str
    kind: str
    status: str
    count: int | None = None
    solution: Any = None
    errors: tuple[str, ...] = ()
    seconds: float = 0.0

    @property
    def solved(self) -> bool:
        return self.status == SOLVED

    def to_json(self) -> dict:
        """The JSONL record: file, kind, status, count, solution, errors, time (seconds)."""
        return {"file": self.file, "kind": self.kind, "status": self.status, "count": self.count,
                "solution": self.solution, "errors": list(self.errors), "time": round(self.seconds, 4)}


@dataclass(frozen=True)
class SolveOptions:
    """How every puzzle of a batch is solved (the same meaning as ``pylogic.solve``'s arguments)."""

    timeout: float = DEFAULT_TIMEOUT
    kind: str | None = None
    backend: str | None = None
    limit: int | None = None

    @property
    def hard_limit(self) -> float:
        return self.timeout * HARD_LIMIT_FACTOR + HARD_LIMIT_GRACE_SECONDS


def is_batch_pattern(argument: str) -> bool:
    """True when a command-line argument names several puzzles (a folder or a glob pattern)."""
    return os.path.isdir(argument) or (not os.path.exists(argument) and bool(_GLOB_CHARACTERS & set(argument)))


def find_puzzles(arguments: Sequence[str | Path]) -> list[str]:
    """The puzzle files named by files, folders (searched recursively for the puzzle file
    suffixes) and glob patterns, in order, each once. InputError for an argument naming nothing."""
    found: list[str] = []
    for argument in map(str, arguments):
        if os.path.isfile(argument):
            matches = [argument]
        elif os.path.isdir(argument):
            matches = sorted(str(path) for path in Path(argument).rglob("*")
                             if path.suffix.lower() in _PUZZLE_SUFFIXES and path.is_file())
        elif _GLOB_CHARACTERS & set(argument):
            matches = [match for match in sorted(glob.glob(argument, recursive=True))
                       if os.path.isfile(match)]
        else:
            raise InputError(SourceLocation(argument, 1, 1), "no such file")
        if not matches:
            raise InputError(SourceLocation(argument, 1, 1), "names no puzzle file")
        found.extend(matches)
    return list(dict.fromkeys(found))


def kind_of(file: str, kind: str | None = None) -> str:
    """The kind a file is solved as, for the record (``unknown`` when neither name nor text tells)."""
    if kind:
        return kind
    suffix = Path(file).suffix.lower()
    if suffix in _PUZZLE_SUFFIXES:
        return _PUZZLE_SUFFIXES[suffix]
    from pylogic.errors import PylogicError
    from pylogic.kinds import detect_kind

    try:
        return detect_kind(file, Path(file).read_text(encoding="utf-8")).value
    except (PylogicError, OSError, UnicodeDecodeError):
        return "unknown"


def _error_lines(error: Exception) -> tuple[str, ...]:
    from pylogic.errors import InputErrors

    if isinstance(error, InputErrors):
        return tuple(str(item) for item in error.errors)
    return tuple(str(error).splitlines() or [type(error).__name__])


def solve_file(task: tuple[str, SolveOptions]) -> BatchResult:
    """Solves one file in this process and records the outcome; never raises for the puzzle's
    sake (bad input, a timeout, an engine error all become a record)."""
    from pylogic.api import solve
    from pylogic.errors import (
        EnvironmentProblem,
        InputError,
        InputErrors,
        KnowledgeBaseError,
        PrologResourceError,
        PylogicError,
        SolveTimeout,
    )

    file, options = task
    kind = kind_of(file, options.kind)
    started = time.monotonic()
    try:
        result = solve(Path(file), kind=options.kind, backend=options.backend, limit=options.limit,
                       timeout=options.timeout)
    except (InputError, InputErrors, KnowledgeBaseError) as error:
        return BatchResult(file, kind, REFUSED, errors=_error_lines(error), seconds=time.monotonic() - started)
    except (SolveTimeout, PrologResourceError) as error:
        return BatchResult(file, kind, TIMED_OUT, errors=_error_lines(error), seconds=time.monotonic() - started)
    except (EnvironmentProblem, PylogicError) as error:
        return BatchResult(file, kind, ERROR, errors=_error_lines(error), seconds=time.monotonic() - started)
    except Exception as error:  # noqa: BLE001 - a bug in one puzzle's path must not end the batch
        return BatchResult(file, kind, ERROR, errors=(f"internal error: {type(error).__name__}: {error}",),
                           seconds=time.monotonic() - started)
    if result.count == 0:
        status = NO_SOLUTION
    elif result.unique or not result.expects_unique:
        status = SOLVED
    else:
        status = SEVERAL
    # only the first solution travels: converting all of them (318,600 for an empty jodici) costs seconds
    first = dataclasses.replace(result, solutions=result.solutions[:1], details={})
    solution = first.to_json()["solutions"][0] if result.solutions else None
    seconds = time.monotonic() - started
    errors = tuple(result.notes) if status != SOLVED else ()
    return BatchResult(file, result.kind, status, result.count, solution, errors, seconds)


def failure_record(file: str, options: SolveOptions, failure: str, message: str, seconds: float) -> BatchResult:
    """The record of a puzzle whose worker died ('crashed') or was killed at the hard limit."""
    if failure == "overran":
        return BatchResult(file, kind_of(file, options.kind), TIMED_OUT,
                           errors=(f"{file}:1:1: no answer within the time limit; {message}",), seconds=seconds)
    status = CRASHED if failure == "crashed" else ERROR
    return BatchResult(file, kind_of(file, options.kind), status, errors=(f"{file}:1:1: {message}",),
                       seconds=seconds)


def read_done(path: str | Path) -> set[str]:
    """The files already recorded in a JSONL output (absolute paths); lines that do not parse,
    such as a last line cut short by an interrupted run, are ignored. A missing file is empty."""
    done: set[str] = set()
    try:
        lines = Path(path).read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        return done
    for line in lines:
        try:
            record = json.loads(line)
        except json.JSONDecodeError:
            continue
        if isinstance(record, dict) and isinstance(record.get("file"), str):
            done.add(os.path.abspath(record["file"]))
    return done


def default_jobs() -> int:
    """The number of cores this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:
        return max(1, os.cpu_count() or 1)


def solve_many(paths: Iterable[str | Path], *, jobs: int | None = None, timeout: float = DEFAULT_TIMEOUT,
               kind: str | None = None, backend: str | None = None, limit: int | None = None,
               skip: Iterable[str] = (), dask: str | None = None) -> Iterator[BatchResult]:
    """Solves every puzzle named by ``paths`` (files, folders, glob patterns) and yields one
    ``BatchResult`` per puzzle as it finishes, in ``jobs`` worker processes (default: the
    number of cores), or on a Dask cluster when ``dask`` is a scheduler address or ``"local"``.

    Files in ``skip`` (compared as absolute paths) are left out. Raises InputError only when
    an argument names no file; every puzzle's own failure is a record.
    """
    skipped = {os.path.abspath(file) for file in skip}
    files = [file for file in find_puzzles(list(paths)) if os.path.abspath(file) not in skipped]
    options = SolveOptions(timeout=timeout, kind=kind, backend=backend, limit=limit)
    workers = jobs or default_jobs()
    if dask is not None:
        from pylogic.dask_runner import solve_on_dask

        yield from solve_on_dask(files, options, dask, workers)
        return
    from pylogic.worker_pool import run_unordered

    tasks = [(file, options) for file in files]
    for outcome in run_unordered(solve_file, tasks, workers, hard_limit=options.hard_limit):
        if outcome.failure is None:
            yield outcome.value
        else:
            yield failure_record(outcome.item[0], options, outcome.failure, outcome.message, outcome.seconds)
