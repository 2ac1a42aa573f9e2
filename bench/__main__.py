"""``python -m bench [--quick] [--slow] [--save]``: every benchmark, one table, results in bench/runs/.

Rows are puzzles; each cell is a registered benchmark (see ``bench.harness``). What is timed:
pylogic through its Python API (``pylogic.solve(file, backend=...)``: read, parse, solve, prove
uniqueness, check every solution), the naive baselines (``bench/prolog/*_bench.pl`` timed inside
SWI-Prolog, ``bench/baselines/plain_*.py`` in Python), and the OR-Tools CP-SAT peer (model
building and enumeration of every solution). Separately: the CLI's whole-process time against
the floor of starting Python with pyswip, the API targets, and how time grows with size.

Run time: a full run takes a few minutes on 2 cores, ``--quick`` under a minute. A cell whose
first (checking) run takes over ``SINGLE_RUN_SECONDS`` is timed by that one run and says so; no
run may pass ``Settings.run_limit_seconds`` (the cell then says it did). ``--quick`` measures
fewer runs and smaller sizes and leaves out the naive car rentals (seconds per run); ``--slow``
adds the measurements that take minutes (CP-SAT enumerating the 8x8 checkerboard's tilings).

The logic-grid scaling series is fixed files, bench/scaling/grid_NxN_K.clues (5x5 to 10x10, six
per size), generated once by ``python -m bench.grid_series`` with uniqueness proven by CP-SAT
(no puzzle dropped for being slow); each is timed beside its CP-SAT model in the same run,
alternately (``bench/grid_scaling.py``). The benchmark never generates.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import functools
import importlib
import json
import os
import platform
import re
import subprocess
import sys
import time
from pathlib import Path

from bench import batch_bench, grid_scaling, report
from bench import peer_ortools as peer
from bench.harness import (
    ENGINE,
    HAND,
    NAIVE,
    NATIVE,
    PEER,
    PROLOG,
    Measurement,
    NotAvailable,
    Registry,
    Settings,
    Unavailable,
    measure_prepared,
    one_line,
    run_benchmark,
    run_limit,
    summarize,
    time_calls,
    time_processes_wall_and_cpu,
)

REPO = Path(__file__).resolve().parent.parent
PUZZLES = REPO / "puzzles"
RUNS = REPO / "bench" / "runs"        # every run (not tracked by git)
RESULTS = REPO / "bench" / "results"  # the committed report: only runs saved with --save
STONE_SETS = REPO / "tests" / "data" / "stones"

registry = Registry()

TITLES = {
    "zebra": "zebra (5x6, 15 clues)",
    "researchers": "researchers (4x4)",
    "scholarships": "scholarships (4x3)",
    "rentals": "car rentals (5x4)",
    "paintings": "painting competition (4x3)",
    "jodici": "jodici (seed)",
    "equation_grid": "equation grid (seed)",
    "hidoku": "hidoku 10x10 (seed)",
    "magic_board": "magic board 5x5 (seed)",
    "disks": "flower disks, last flipped (1 solution)",
    "disks_original": "flower disks, original (no solution)",
    "checkerboard": "checkerboard 8x8 (all tilings)",
}
GRID_PUZZLES = ("zebra", "researchers", "scholarships", "rentals", "paintings")

# puzzle -> (file under puzzles/, pylogic numeric module, solutions every back end must find)
NUMERIC_PUZZLES = {
    "jodici": ("jodici_seed.jodici", "jodici", 1),
    "equation_grid": ("equation_grid_seed.eqgrid", "equation_grid", 1),
    "hidoku": ("hidoku_seed.hidoku", "hidoku", 1),
    "magic_board": ("magic_seed.magic", "magic_board", 1),
    "disks": ("disks_flipped.disks", "disks", 1),
    "disks_original": ("disks_original.disks", "disks", 0),
    "checkerboard": ("checkerboard_8x8.stones", "checkerboard", 208),
}


# ------------------------------------------------------------------------ shared pieces

def puzzle_path(name: str) -> Path:
    """puzzles/NAME; NotAvailable when the file is not there."""
    path = PUZZLES / name
    if not path.is_file():
        raise NotAvailable(f"puzzles/{name} does not exist yet")
    return path


def solve_timeout(settings: Settings) -> float:
    return settings.run_limit_seconds


def checked_api_run(source: str | Path, backend: str | None, expected: int, settings: Settings):
    """A callable running ``pylogic.solve`` on ``source``, after one run proved the answer right.

    NotAvailable when the back end finds a different number of solutions than ``expected``.
    """
    import pylogic

    timeout = solve_timeout(settings)

    def run():
        return pylogic.solve(source, backend=backend, timeout=timeout)

    began = time.perf_counter()
    with run_limit(settings.run_limit_seconds):
        result = run()
    elapsed = time.perf_counter() - began
    if not result.complete or result.count != expected:
        raise NotAvailable(f"wrong answer: {result.count} solution(s), expected {expected}")
    if elapsed > single_run_seconds(settings):
        # the checking run may have loaded a Prolog file: it is the warm-up of one more run
        began = time.perf_counter()
        with run_limit(settings.run_limit_seconds):
            run()
        return single_run_if_slow(run, time.perf_counter() - began, settings, warmed=True)
    return run


FULL_SETTINGS = Settings(quick=False, repeats=10, warmups=1, budget_seconds=2.0, run_limit_seconds=20.0)


def run_settings(quick: bool) -> Settings:
    """How hard to measure: the harness's quick settings, or FULL_SETTINGS (a few minutes in all)."""
    return Settings.for_mode(True) if quick else FULL_SETTINGS


def single_run_seconds(settings: Settings) -> float:
    """A cell whose run takes longer than this is timed by one run: 1 s (0.3 s with --quick)."""
    return 0.3 if settings.quick else 1.0


def single_run_if_slow(run, elapsed: float, settings: Settings, warmed: bool = False):
    """``run`` to be timed, or the measured run's own time when it was slow (single_run_seconds)."""
    if elapsed > single_run_seconds(settings):
        return summarize([elapsed], note="one run" + (" after a warm-up run" if warmed else ""))
    return run


def expected_grid_count(clue_file: Path) -> int:
    """How many solutions the clue file's .expected.json says it has (1 when it says unique)."""
    expected_file = clue_file.with_name(clue_file.name.replace(".clues", ".expected.json"))
    if not expected_file.is_file():
        return 1
    expected = json.loads(expected_file.read_text(encoding="utf-8"))
    return {"unique": 1, "none": 0}.get(expected.get("status"), expected.get("count", 1))


@functools.cache
def prolog_bench(file_name: str, predicate: str, quick: bool) -> dict:
    """{(puzzle, method): Measurement} from one call of bench/prolog/FILE's PREDICATE(Options, R).

    R is a list of result(Puzzle, Method, MedianMs, Samples, SolutionCount, ...) terms. Raises
    NotAvailable when the file is missing or the call fails (cached, so tried once per run).
    """
    from pylogic.terms import Compound, Var

    path = REPO / "bench" / "prolog" / file_name
    if not path.is_file():
        raise NotAvailable(f"bench/prolog/{file_name} does not exist yet")
    if quick and file_name == "grid_bench.pl":
        results = []
        for puzzle in GRID_PUZZLES:
            if puzzle not in QUICK_SKIPPED_GRID:
                results += swipl_results(path, Compound("puzzle_results", (puzzle, 3, 20, 500, Var("R"))))
    else:
        options = [Compound("samples", (3 if quick else 9,)), Compound("budget_ms", (500 if quick else 2000,))]
        results = swipl_results(path, Compound(predicate, (options, Var("R"))))
    measured = {}
    for result in results:
        puzzle, method, median_ms, samples = result.args[:4]
        count = result.args[4] if len(result.args) > 4 else None
        seconds = median_ms / 1000
        measured[(str(puzzle), str(method))] = (
            Measurement(seconds, seconds, seconds, seconds, seconds, int(samples),
                        note="median CPU time inside SWI-Prolog; spread not reported"),
            count)
    return measured


# skipped by --quick inside SWI-Prolog: the naive car rentals takes seconds per run, and the
# suite times a puzzle's methods together
QUICK_SKIPPED_GRID = ("rentals",)


def swipl_results(path: Path, goal) -> list:
    """The result(...) list bound to R by one call of ``goal`` in bench/prolog/PATH's module."""
    from pylogic.prolog_bridge import call_all
    from pylogic.terms import Var

    try:
        answer = call_all(path, goal, Var("R"), timeout=600)
    except Exception as error:  # noqa: BLE001  (reported as n/a in every cell it feeds)
        raise NotAvailable(f"bench/prolog/{path.name}: {one_line(error)}") from None
    if not answer.solutions:
        raise NotAvailable(f"bench/prolog/{path.name}: {goal.name}/{len(goal.args)} failed")
    return answer.solutions[0]


def prolog_side(file_name: str, predicate: str, puzzle: str, method: str, expected: int):
    """A benchmark body returning the in-SWI-Prolog median of (puzzle, method)."""

    def prepare(settings: Settings):
        if settings.quick and file_name == "grid_bench.pl" and puzzle in QUICK_SKIPPED_GRID:
            raise NotAvailable("full run only (the naive car rentals takes seconds per run)")
        measured = prolog_bench(file_name, predicate, settings.quick)
        if (puzzle, method) not in measured:
            raise NotAvailable(f"bench/prolog/{file_name} has no {method} timing for {puzzle}")
        cell, count = measured[(puzzle, method)]
        if count is not None and count != expected:
            raise NotAvailable(f"{method} {puzzle} found {count} solution(s), expected {expected}")
        return cell
    return prepare


# ------------------------------------------------------------------ logic grid puzzles

def grid_api(puzzle: str):
    def prepare(settings: Settings):
        path = puzzle_path(f"{puzzle}.clues")
        return checked_api_run(path, None, expected_grid_count(path), settings)
    return prepare


for _puzzle in GRID_PUZZLES:
    registry.register(_puzzle, PROLOG)(grid_api(_puzzle))
    for _method, _column in (("engine", ENGINE), ("hand", HAND), ("naive", NAIVE)):
        label = report.SWIPL_NAIVE if _column == NAIVE else ""
        registry.register(_puzzle, _column, label)(
            prolog_side("grid_bench.pl", "bench_grid", _puzzle, _method, 1))


def peer_run(solve, expected: int, *arguments):
    """A callable running a peer model, after one run proved its solution count right."""
    if peer.unavailable_reason():
        raise NotAvailable(peer.unavailable_reason())
    found = solve(*arguments)
    count = found if isinstance(found, int) else len(found)
    if count != expected:
        raise NotAvailable(f"CP-SAT found {count} solution(s), expected {expected}")
    return lambda: solve(*arguments)


@registry.register("zebra", PEER)
def zebra_peer(settings: Settings):
    return peer_run(peer.zebra_solutions, 1)


@registry.register("rentals", PEER)
def rentals_peer(settings: Settings):
    return peer_run(peer.rentals_solutions, 1)


# --------------------------------------------------------------------- numeric puzzles

def parsed(puzzle: str):
    """(pylogic numeric module, parsed puzzle) of a numeric row."""
    file_name, module_name, _ = NUMERIC_PUZZLES[puzzle]
    path = puzzle_path(file_name)
    module = importlib.import_module(f"pylogic.numeric.{module_name}")
    return module, module.parse(path.read_text(encoding="utf-8"), str(path))


def numeric_api(puzzle: str, backend: str):
    def prepare(settings: Settings):
        file_name, _, expected = NUMERIC_PUZZLES[puzzle]
        return checked_api_run(puzzle_path(file_name), backend, expected, settings)
    return prepare


def plain_baseline(puzzle: str):
    """bench/baselines/plain_MODULE.py's ``solve`` on the parsed puzzle, all solutions."""
    def prepare(settings: Settings):
        _, module_name, expected = NUMERIC_PUZZLES[puzzle]
        try:
            baseline = importlib.import_module(f"bench.baselines.plain_{module_name}")
        except ModuleNotFoundError:
            raise NotAvailable(f"bench/baselines/plain_{module_name}.py does not exist yet") from None
        _, instance = parsed(puzzle)

        def run():
            return list(baseline.solve(instance))
        began = time.perf_counter()
        with run_limit(settings.run_limit_seconds):
            count = len(run())
        elapsed = time.perf_counter() - began
        if count != expected:
            raise NotAvailable(f"plain_{module_name} found {count} solution(s), expected {expected}")
        return single_run_if_slow(run, elapsed, settings)
    return prepare


def disk_rows(path: Path) -> list[str]:
    """The 0/1 rows of a .disks file (comments and blank lines skipped)."""
    return [line.strip() for line in path.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.lstrip().startswith("#")]


def numeric_peer(puzzle: str):
    def prepare(settings: Settings):
        file_name, _, expected = NUMERIC_PUZZLES[puzzle]
        if puzzle.startswith("disks"):
            return peer_run(peer.disks_solutions, expected, disk_rows(puzzle_path(file_name)))
        _, instance = parsed(puzzle)
        if puzzle == "jodici":
            return peer_run(peer.jodici_solutions, expected, instance.givens)
        if puzzle == "equation_grid":
            return peer_run(peer.equation_grid_solutions, expected, instance.names, instance.low,
                            instance.high, instance.givens, instance.equations)
        if puzzle == "hidoku":
            return peer_run(peer.hidoku_solutions, expected, instance.givens, instance.blocked)
        if puzzle == "magic_board":
            return peer_run(peer.magic_board_solutions, expected, instance.givens, instance.low,
                            instance.high, instance.target)
        if not settings_slow():
            raise NotAvailable("skipped: CP-SAT takes about 80 s to enumerate the 208 tilings "
                               "(run python -m bench --slow)")
        return peer_run(peer.checkerboard_count, expected, instance.height, instance.width,
                        instance.top_left, instance.stones)
    return prepare


for _puzzle in NUMERIC_PUZZLES:
    registry.register(_puzzle, PROLOG)(numeric_api(_puzzle, "prolog"))
    registry.register(_puzzle, NATIVE)(numeric_api(_puzzle, "python"))
    if _puzzle in ("jodici", "equation_grid"):
        registry.register(_puzzle, NAIVE, report.SWIPL_NAIVE)(
            prolog_side("numeric_bench.pl", "bench_numeric", _puzzle, "naive", NUMERIC_PUZZLES[_puzzle][2]))
        registry.register(_puzzle, ENGINE)(
            prolog_side("numeric_bench.pl", "bench_numeric", _puzzle, "clpfd", NUMERIC_PUZZLES[_puzzle][2]))
    registry.register(_puzzle, NAIVE, "plain Python")(plain_baseline(_puzzle))
    registry.register(_puzzle, PEER)(numeric_peer(_puzzle))


_SLOW = [False]


def settings_slow() -> bool:
    return _SLOW[0]


# ------------------------------------------------------------ CLI and API targets

def measure_or_reason(work) -> report.Cell:
    """``work()``'s measurement, or the reason it could not be measured as an n/a cell."""
    try:
        return work()
    except KeyboardInterrupt:
        raise
    except BaseException as error:  # noqa: BLE001
        return Unavailable(one_line(error))


CLI_RATIO_TARGET = 1.3  # the CLI within 1.3x of the floor


# Yardsticks timed on the machine where the time targets were set, to carry the targets over
# to this one.
HAND_ZEBRA_THERE = 0.6e-3   # the hand-written CLP(FD) zebra, all solutions
# puzzle -> (native target, what it was measured against: column, label, seconds there)
NATIVE_TARGETS = {
    "hidoku": (20e-3, PEER, "CP-SAT, seed hidoku", 17e-3),
    "magic_board": (50e-3, PEER, "CP-SAT, seed magic board", 60e-3),
    "equation_grid": (2e-3, PEER, "CP-SAT, seed equation grid", 2.2e-3),
    "jodici": (2.5e-3, None, "", 0.0),
    "disks": (1e-3, None, "", 0.0),
    "checkerboard": (0.5, NAIVE, "plain Python search, 8x8", 4.0),
}


def targets(settings: Settings, results: report.Results) -> list[report.Target]:
    """Whole-process CLI time against its floor, the in-process API targets and the native
    solvers' targets, each with the yardstick that carries it over to this machine."""
    found = []
    hand_zebra = report.Scale("hand CLP(FD) zebra", results.cell("zebra", HAND), HAND_ZEBRA_THERE)
    runs = 3 if settings.quick else 9
    script = Path(sys.executable).parent / "pylogic"
    floor_code = "from pyswip import Prolog; list(Prolog().query('use_module(library(clpfd))'))"
    # Both commands get SWI-Prolog's paths in the environment (pylogic's own start would set
    # them), so neither pays for pyswip's swipl child process: the floor is the lowest one.
    from pylogic.swipl_paths import point_pyswip_at_swipl

    point_pyswip_at_swipl()
    compile_bytecode()

    # The command starts SWI-Prolog from its saved state (pylogic.prolog_state; the untimed first
    # run builds it if missing); the same command with the state switched off is timed beside it.
    cli_command = [str(script), "solve", "puzzles/zebra.clues"]
    try:
        (cli, cli_cpu), (floor, floor_cpu), (plain, plain_cpu) = time_processes_wall_and_cpu(
            [cli_command, [sys.executable, "-c", floor_code], ["env", "PYLOGIC_PROLOG_STATE=0", *cli_command]],
            settings, cwd=str(REPO), runs=runs)
    except KeyboardInterrupt:
        raise
    except BaseException as error:  # noqa: BLE001
        cli = floor = plain = cli_cpu = floor_cpu = plain_cpu = Unavailable(one_line(error))
    for clock, measured, base, without_state in (("CPU time", cli_cpu, floor_cpu, plain_cpu),
                                                 ("wall time", cli, floor, plain)):
        shown, verdict = _ratio_to_floor(measured, base)
        found.append(report.Target(f"CLI: pylogic solve puzzles/zebra.clues (whole process, {clock})", measured,
                                   compared_with=f"≤ {CLI_RATIO_TARGET}x the floor; measured {shown}",
                                   verdict=verdict if clock == "CPU time" else ""))
        found.append(report.Target(f"CLI without the saved Prolog state (PYLOGIC_PROLOG_STATE=0, {clock})",
                                   without_state,
                                   compared_with=f"for scale: {_ratio_to_floor(without_state, base)[0]}"))
        found.append(report.Target(f"floor ({clock}): python -c 'from pyswip import Prolog; ... clpfd'", base,
                                   compared_with="start Python + pyswip + clpfd"))

    api_settings = Settings(settings.quick, 30 if not settings.quick else 10, 3, 2.0)

    def api_zebra_knowledge_base():
        return measure_prepared(checked_api_run(REPO / "prolog" / "zebra.pl", None, 1, settings),
                                api_settings)
    found.append(report.Target("API: pylogic.solve('prolog/zebra.pl') with uniqueness, warm",
                               measure_or_reason(api_zebra_knowledge_base), 2e-3, scale=hand_zebra))

    def api_zebra_clues():
        return measure_prepared(checked_api_run(puzzle_path("zebra.clues"), None, 1, settings),
                                api_settings)
    found.append(report.Target("API: pylogic.solve('puzzles/zebra.clues'), parse+compile+solve, warm",
                               measure_or_reason(api_zebra_clues), compared_with="no target (for scale)"))

    for puzzle, peer_solve in (("zebra", peer.zebra_solutions), ("rentals", peer.rentals_solutions)):
        found.append(api_against_peer(puzzle, peer_solve, settings))

    def clue_puzzle_6x6():
        path = REPO / "bench" / "clue_speed_6x6.clues"
        clue_count = sum(1 for line in path.read_text(encoding="utf-8").splitlines() if re.match(r"^\d+\.", line))
        cell = measure_prepared(checked_api_run(path, None, 1, settings), settings)
        return dataclasses.replace(cell, note=f"{clue_count} clues")
    found.append(report.Target("API: 6x6 clue puzzle (bench/clue_speed_6x6.clues), parse+compile+solve+uniqueness",
                               measure_or_reason(clue_puzzle_6x6), 50e-3, scale=hand_zebra))

    from bench.explain_bench import explanation_targets

    try:
        found.extend(explanation_targets(PUZZLES, settings))
    except KeyboardInterrupt:
        raise
    except BaseException as error:  # noqa: BLE001
        found.append(report.Target("explain: step-by-step explanations", Unavailable(one_line(error))))

    for puzzle, (seconds, column, yardstick, there) in NATIVE_TARGETS.items():
        scale = report.Scale(yardstick, results.cell(puzzle, column), there) if column else hand_zebra
        found.append(report.Target(f"native: {TITLES[puzzle]}", results.cell(puzzle, NATIVE)
                                   or Unavailable("not measured"), seconds, scale=scale))
    return found


def _ratio_to_floor(measured: object, base: object) -> tuple[str, str]:
    """("N.NNx the floor below", verdict against CLI_RATIO_TARGET), or ("n/a", "")."""
    if isinstance(measured, Measurement) and isinstance(base, Measurement):
        ratio = measured.median / base.median
        return f"{ratio:.2f}x the floor below", "met" if ratio <= CLI_RATIO_TARGET else "MISSED"
    return "n/a", ""


def compile_bytecode() -> None:
    """Compiles pylogic's modules to bytecode, as installing the package does, so that the
    whole-process timings measure an installed command, not Python compiling its sources
    (an editable install under PYTHONDONTWRITEBYTECODE would otherwise compile every run)."""
    import compileall

    compileall.compile_dir(str(REPO / "pylogic"), quiet=1)


API_PEER_RATIO_TARGET = 1.5  # a small clue puzzle through the API within 1.5x of CP-SAT
API_PEER_PAIRS = 40          # alternating (pylogic, CP-SAT) pairs; --quick: 15


def api_against_peer(puzzle: str, peer_solve, settings: Settings) -> report.Target:
    """``pylogic.solve`` on puzzles/PUZZLE.clues against the CP-SAT model of the same puzzle,
    in CPU time, alternating runs in this process: a real read, parse, compile, solve and
    check of the text on every call (nothing about the puzzle is kept between calls)."""
    name = f"API: pylogic.solve('puzzles/{puzzle}.clues') against CP-SAT (CPU time)"
    bar = f"≤ {API_PEER_RATIO_TARGET}x CP-SAT"
    try:
        ours = checked_api_run(puzzle_path(f"{puzzle}.clues"), None, 1, settings)
        theirs = peer_run(peer_solve, 1)
    except NotAvailable as error:
        return report.Target(name, Unavailable(str(error)), compared_with=bar)
    if not callable(ours):
        return report.Target(name, Unavailable("too slow to pair"), compared_with=bar)
    ours_cpu, theirs_cpu = [], []
    for _ in range(15 if settings.quick else API_PEER_PAIRS):
        for run, samples in ((ours, ours_cpu), (theirs, theirs_cpu)):
            began = time.process_time()
            run()
            samples.append(time.process_time() - began)
    mine, peer_cell = summarize(ours_cpu), summarize(theirs_cpu)
    ratio = mine.median / peer_cell.median
    return report.Target(name, dataclasses.replace(mine, note=f"CP-SAT {report.format_seconds(peer_cell.median)}"),
                         compared_with=f"{bar}; measured {ratio:.2f}x",
                         verdict="met" if ratio <= API_PEER_RATIO_TARGET else "MISSED")


# --------------------------------------------------------------------------- scaling

QUICK_GRID_SIZES = (5, 6)   # --quick: the two smallest sizes of the series
GRID_SERIES_RUNS = 5        # timed pairs (pylogic, CP-SAT) per puzzle; --quick: 2


def grid_series(settings: Settings, log) -> tuple[list[report.Series], str, list[dict]]:
    """The logic-grid series against CP-SAT: plot series, a markdown table, per-puzzle records."""
    if peer.unavailable_reason():
        reason = Unavailable(peer.unavailable_reason())
        return [report.Series("logic grid (pylogic, API)", (("?", 0, reason),))], "", []
    timings = grid_scaling.measure(QUICK_GRID_SIZES if settings.quick else None,
                                   2 if settings.quick else GRID_SERIES_RUNS,
                                   settings.run_limit_seconds, single_run_seconds(settings), log)
    if not timings:
        reason = Unavailable("bench/scaling/ holds no grid_NxN_K.clues files")
        return [report.Series("logic grid (pylogic, API)", (("?", 0, reason),))], "", []
    engine_points, peer_points = grid_scaling.series_points(timings)
    table = ("Logic-grid series (bench/scaling: generated, proven unique by CP-SAT, every puzzle kept; "
             "pylogic through its API on the clue file against CP-SAT on the same relations, "
             "alternate runs; a puzzle's figure is the median of its runs, a size's the median "
             "over its puzzles):\n\n" + grid_scaling.summary_table(timings, settings.run_limit_seconds))
    return ([report.Series("logic grid (pylogic, API)", engine_points),
             report.Series("logic grid (CP-SAT)", peer_points)],
            table, [timing.to_json() for timing in timings])


def board_files(pattern: str, stone_sets: list[str]) -> list[tuple[str, int, Path]]:
    """(RxC label, cells, path) of puzzles/ files matching ``pattern`` plus tests/data/stones sets."""
    found = {}
    for path in sorted(PUZZLES.glob(pattern)):
        match = re.search(r"(\d+)x(\d+)", path.name)
        if match:
            found.setdefault(f"{match[1]}x{match[2]}", path)
    for name in stone_sets:
        path = STONE_SETS / name
        match = re.match(r"(\d+)x(\d+)", name)
        if path.is_file() and match:
            found.setdefault(f"{match[1]}x{match[2]}", path)
    return sorted(((label, int(label.split("x")[0]) * int(label.split("x")[1]), path)
                   for label, path in found.items()), key=lambda item: item[1])


def board_scaling(settings: Settings) -> list[report.Series]:
    """Hidoku and checkerboard of several sizes: pylogic native, pylogic Prolog, CP-SAT peer."""
    import pylogic

    hidoku = board_files("hidoku_*x*.hidoku", [])
    if (PUZZLES / "hidoku_seed.hidoku").is_file():
        hidoku.append(("10x10", 100, PUZZLES / "hidoku_seed.hidoku"))
        hidoku.sort(key=lambda item: item[1])
    stones = board_files("checkerboard_*x*.stones", ["3x3_1.txt", "4x4_1.txt", "5x5_1.txt", "8x8_1.txt"])
    if settings.quick:
        hidoku = [item for item in hidoku if item[1] <= 100]
        stones = [item for item in stones if item[1] <= 25]
    series = []
    for kind, files in (("hidoku", hidoku), ("checkerboard", stones)):
        for backend in ("python", "prolog"):
            def point(path, backend=backend, kind=kind):
                timeout = solve_timeout(settings)

                def run():
                    return pylogic.solve(path, backend=backend, timeout=timeout)
                with run_limit(settings.run_limit_seconds):
                    if not run().complete:
                        raise NotAvailable("search did not complete")
                return time_calls(run, settings)
            series.append(report.Series(f"{kind} (pylogic {'native' if backend == 'python' else 'Prolog'})",
                                        tuple((label, cells, measure_or_reason(functools.partial(point, path)))
                                              for label, cells, path in files)))
        series.append(report.Series(f"{kind} (CP-SAT)", tuple(
            (label, cells, measure_or_reason(functools.partial(board_peer_point, kind, path, settings)))
            for label, cells, path in files)))
    return series


def board_peer_point(kind: str, path: Path, settings: Settings) -> Measurement:
    if peer.unavailable_reason():
        raise NotAvailable(peer.unavailable_reason())
    module = importlib.import_module(f"pylogic.numeric.{kind}")
    instance = module.parse(path.read_text(encoding="utf-8"), str(path))
    if kind == "hidoku":
        return time_calls(lambda: peer.hidoku_solutions(instance.givens, instance.blocked), settings)
    if instance.height * instance.width > 25 and not settings_slow():
        raise NotAvailable("skipped: CP-SAT takes minutes on boards this big (python -m bench --slow)")
    return time_calls(lambda: peer.checkerboard_count(instance.height, instance.width,
                                                      instance.top_left, instance.stones), settings)


# ------------------------------------------------------------------------------ run

def versions() -> dict:
    """Python, SWI-Prolog, pyswip, OR-Tools and pylogic versions (None when unknown)."""
    from importlib.metadata import PackageNotFoundError, version

    def package(name: str) -> str | None:
        try:
            return version(name)
        except PackageNotFoundError:
            return None
    try:
        swipl = subprocess.run(["swipl", "--version"], capture_output=True, text=True, timeout=20).stdout.strip()
    except (OSError, subprocess.TimeoutExpired):
        swipl = None
    return {"python": platform.python_version(), "swi_prolog": swipl, "pyswip": package("pyswip"),
            "ortools": peer.ORTOOLS_VERSION, "pylogic": package("pylogic")}


def warm_up_engine(log) -> None:
    """Starts SWI-Prolog and loads the grid engine once, so no cell pays for the start."""
    import pylogic

    try:
        pylogic.solve(puzzle_path("zebra.clues"))
    except Exception as error:  # noqa: BLE001  (the cells themselves will say what is wrong)
        log(f"  warm-up failed: {one_line(error)}")


def run_all(settings: Settings, log) -> tuple[report.Results, list[report.Target], list[report.Series],
                                              str, list[dict]]:
    results = report.Results(titles=dict(TITLES))
    warm_up_engine(log)
    for benchmark in registry.benchmarks:
        began = time.perf_counter()
        cell = run_benchmark(benchmark, settings)
        results.add(benchmark.puzzle, benchmark.column, cell, benchmark.label)
        shown = report.format_seconds(cell.median) if isinstance(cell, Measurement) else f"n/a: {cell.reason}"
        log(f"  {benchmark.puzzle:<15} {benchmark.column:<7} {benchmark.label:<25} {shown}"
            f"  [{time.perf_counter() - began:.1f} s]")
    log("  CLI and API targets ...")
    found_targets = targets(settings, results)
    found_targets += batch_bench.batch_targets(settings, log)
    log("  logic-grid series against CP-SAT ...")
    grid_lines, grid_table, grid_records = grid_series(settings, log)
    log("  scaling ...")
    series = grid_lines + board_scaling(settings)
    return results, found_targets, series, grid_table, grid_records


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer runs, smaller sizes (under a minute)")
    parser.add_argument("--slow", action="store_true", help="add the measurements that take minutes")
    parser.add_argument("--output", type=Path, default=RUNS, help="where latest.{json,md} and scaling.svg go")
    parser.add_argument("--save", action="store_true",
                        help=f"also copy the run to {RESULTS.relative_to(REPO)}/, the committed report")
    arguments = parser.parse_args(argv)
    _SLOW[0] = arguments.slow
    settings = run_settings(arguments.quick)
    os.chdir(REPO)
    started = time.perf_counter()
    print(f"pylogic benchmarks ({'quick' if settings.quick else 'full'} run) ...", file=sys.stderr)
    results, found_targets, series, grid_table, grid_records = run_all(
        settings, lambda line: print(line, file=sys.stderr, flush=True))
    context = {"date": datetime.datetime.now().astimezone().isoformat(timespec="seconds"),
               "mode": "quick" if settings.quick else "full",
               "cores": os.cpu_count(),
               "machine": {"cores": os.cpu_count(), "platform": platform.platform(),
                           "processor": platform.machine()},
               "versions": versions(),
               "settings": {"repeats": settings.repeats, "warmups": settings.warmups,
                            "budget_seconds": settings.budget_seconds, "slow": arguments.slow},
               "elapsed_s": None}
    context["elapsed_s"] = round(time.perf_counter() - started, 1)
    markdown = report.markdown_report(results, found_targets, series, context,
                                      [grid_table] if grid_table else [])
    files = {"latest.json": report.dump_json({**report.results_json(results, found_targets, series, context),
                                              "grid_series": grid_records}),
             "latest.md": markdown,
             "scaling.svg": report.scaling_svg(series)}
    print(markdown)
    for folder in [arguments.output] + ([RESULTS] if arguments.save else []):
        folder.mkdir(parents=True, exist_ok=True)
        for name, content in files.items():
            (folder / name).write_text(content, encoding="utf-8")
        print(f"Written: {folder}/latest.json, latest.md, scaling.svg "
              f"({context['elapsed_s']} s)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
