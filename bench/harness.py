"""Timing machinery: warm-up, repeated runs, median and spread, ratios, a registry of benchmarks.

A benchmark is a small registered function (``@benchmark(puzzle, column)``) that does its
set-up (reading files, building models) and returns either a zero-argument callable to time
or a ``Measurement`` already taken elsewhere (the in-SWI-Prolog timings). Whatever goes wrong
in a benchmark becomes an ``Unavailable`` cell with a one-line reason; a run never aborts.
"""

from __future__ import annotations

import os
import subprocess
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from pylogic.time_limit import time_limit

PROLOG = "prolog"        # pylogic, Prolog back end, through the Python API
NATIVE = "native"        # pylogic, native Python solver
NAIVE = "naive"          # generate-and-test / plain backtracking, as in Rainhard Findling's posts
PEER = "peer"            # OR-Tools CP-SAT
ENGINE = "engine"        # the fact-driven logic-grid engine inside SWI-Prolog (no Python)
HAND = "hand"            # a hand-written CLP(FD) model inside SWI-Prolog
COLUMNS = (PROLOG, NATIVE, NAIVE, PEER, ENGINE, HAND)


class NotAvailable(Exception):
    """Raised by a benchmark's set-up when a piece it needs is missing (the message says which)."""


class RunTooSlow(NotAvailable):
    """One run went past the settings' limit for a single run."""


@dataclass(frozen=True)
class Measurement:
    """Seconds per run: the median and the spread (interquartile range and min-max) of ``runs``."""

    median: float
    q1: float
    q3: float
    minimum: float
    maximum: float
    runs: int
    note: str = ""

    def to_json(self) -> dict:
        return {"median_s": self.median, "q1_s": self.q1, "q3_s": self.q3,
                "min_s": self.minimum, "max_s": self.maximum, "runs": self.runs, "note": self.note}


@dataclass(frozen=True)
class Unavailable:
    """A cell that could not be measured, with the reason in one line."""

    reason: str

    def to_json(self) -> dict:
        return {"unavailable": self.reason}


Cell = Measurement | Unavailable


@dataclass(frozen=True)
class Settings:
    """How hard to measure: timed runs per benchmark, warm-up runs, and a time budget per cell."""

    quick: bool = False
    repeats: int = 10
    warmups: int = 1
    budget_seconds: float = 4.0
    run_limit_seconds: float = 40.0

    @classmethod
    def for_mode(cls, quick: bool) -> Settings:
        if quick:
            return cls(quick=True, repeats=3, warmups=1, budget_seconds=1.0, run_limit_seconds=3.0)
        return cls()


def median(values: Sequence[float]) -> float:
    """The median of a non-empty sequence; ValueError when empty."""
    return quantile(values, 0.5)


def quantile(values: Sequence[float], fraction: float) -> float:
    """The ``fraction`` quantile by linear interpolation between order statistics."""
    if not values:
        raise ValueError("no values")
    ordered = sorted(values)
    position = fraction * (len(ordered) - 1)
    below = int(position)
    above = min(below + 1, len(ordered) - 1)
    return ordered[below] + (ordered[above] - ordered[below]) * (position - below)


def summarize(samples: Sequence[float], note: str = "") -> Measurement:
    """The Measurement of a list of run times in seconds; ValueError when empty."""
    return Measurement(median(samples), quantile(samples, 0.25), quantile(samples, 0.75),
                       min(samples), max(samples), len(samples), note)


def ratio(numerator: Cell | None, denominator: Cell | None) -> float | None:
    """numerator's median / denominator's median, or None when either is missing or zero."""
    if not isinstance(numerator, Measurement) or not isinstance(denominator, Measurement):
        return None
    if denominator.median <= 0:
        return None
    return numerator.median / denominator.median


def run_limit(seconds: float):
    """Raises RunTooSlow inside the block after ``seconds`` (main thread only; code in C, such
    as a Prolog query, is interrupted when it returns to Python)."""
    return time_limit(seconds, lambda: RunTooSlow(f"one run took over {seconds:g} s (the limit per run)"))


def time_calls(run: Callable[[], object], settings: Settings) -> Measurement:
    """Times ``run()`` with perf_counter after the warm-up; stops early past the time budget.

    A run slower than the whole budget is timed once (its warm-up is skipped), so a slow
    baseline costs about one run, not ``repeats`` of them. RunTooSlow when one run passes
    ``settings.run_limit_seconds``.
    """
    samples: list[float] = []
    for _ in range(settings.warmups):
        began = time.perf_counter()
        with run_limit(settings.run_limit_seconds):
            run()
        elapsed = time.perf_counter() - began
        if elapsed > settings.budget_seconds:
            return summarize([elapsed], note="one run (slower than the budget), no warm-up")
    started = time.perf_counter()
    while len(samples) < settings.repeats:
        began = time.perf_counter()
        with run_limit(settings.run_limit_seconds):
            run()
        samples.append(time.perf_counter() - began)
        if time.perf_counter() - started > settings.budget_seconds and len(samples) >= 3:
            break
    return summarize(samples)


def time_processes(commands: Sequence[Sequence[str]], settings: Settings, cwd: str | None = None,
                   runs: int | None = None, timeout: float = 120.0) -> list[Measurement]:
    """Whole-process wall times of several commands, their runs interleaved (A B A B ...) so
    that a change in the machine's load during the measurement touches them alike; one
    untimed warm-up run each first. Raises NotAvailable when one is missing or fails.
    """
    return [wall for wall, _ in time_processes_wall_and_cpu(commands, settings, cwd, runs, timeout)]


def time_processes_wall_and_cpu(commands: Sequence[Sequence[str]], settings: Settings, cwd: str | None = None,
                                runs: int | None = None,
                                timeout: float = 120.0) -> list[tuple[Measurement, Measurement]]:
    """As time_processes, with each command's CPU time (user + system, its own children
    included) measured on the same runs: (wall, cpu) per command."""
    import resource

    environment = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")

    def children_cpu() -> float:
        usage = resource.getrusage(resource.RUSAGE_CHILDREN)
        return usage.ru_utime + usage.ru_stime

    def once(argv: Sequence[str]) -> tuple[float, float]:
        cpu_before = children_cpu()
        began = time.perf_counter()
        try:
            finished = subprocess.run(list(argv), cwd=cwd, env=environment, capture_output=True,
                                      timeout=timeout)
        except (OSError, subprocess.TimeoutExpired) as error:
            raise NotAvailable(f"{argv[0]}: {error}") from None
        elapsed = time.perf_counter() - began
        if finished.returncode != 0:
            last = (finished.stderr or finished.stdout).decode(errors="replace").strip()
            last = last.splitlines()[-1] if last else ""
            raise NotAvailable(f"'{' '.join(argv)}' exited with {finished.returncode}: {last}")
        return elapsed, children_cpu() - cpu_before

    for argv in commands:
        once(argv)
    samples: list[list[tuple[float, float]]] = [[] for _ in commands]
    for _ in range(runs or settings.repeats):
        for index, argv in enumerate(commands):
            samples[index].append(once(argv))
    return [(summarize([wall for wall, _ in times]), summarize([cpu for _, cpu in times])) for times in samples]


@dataclass(frozen=True)
class Benchmark:
    """One cell of the results: ``prepare(settings)`` returns a callable to time or a Measurement."""

    puzzle: str
    column: str
    prepare: Callable[[Settings], Callable[[], object] | Measurement]
    label: str = ""


@dataclass
class Registry:
    """Benchmarks in registration order (which is also the order of the table's rows)."""

    benchmarks: list[Benchmark] = field(default_factory=list)

    def register(self, puzzle: str, column: str, label: str = ""):
        """Decorator: registers ``prepare`` as the benchmark of (puzzle, column)."""
        if column not in COLUMNS:
            raise ValueError(f"unknown column {column!r}")

        def add(prepare):
            self.benchmarks.append(Benchmark(puzzle, column, prepare, label))
            return prepare
        return add

    def puzzles(self) -> list[str]:
        """Puzzle names in first-registration order."""
        return list(dict.fromkeys(benchmark.puzzle for benchmark in self.benchmarks))


def one_line(error: BaseException) -> str:
    """An exception as one short line: its type and the first line of its message."""
    text = str(error).strip().splitlines()
    message = text[0] if text else ""
    if isinstance(error, NotAvailable):
        return message
    name = type(error).__name__
    return f"{name}: {message}"[:200] if message else name


def measure_prepared(prepared: Callable[[], object] | Cell, settings: Settings) -> Cell:
    """A prepared benchmark's result: a cell taken elsewhere as it is, a callable timed."""
    if isinstance(prepared, (Measurement, Unavailable)):
        return prepared
    return time_calls(prepared, settings)


def run_benchmark(benchmark: Benchmark, settings: Settings) -> Cell:
    """The Measurement of one benchmark, or Unavailable with the reason (never raises)."""
    try:
        return measure_prepared(benchmark.prepare(settings), settings)
    except KeyboardInterrupt:
        raise
    except BaseException as error:  # noqa: BLE001  (a broken piece must not stop the run)
        return Unavailable(one_line(error))
