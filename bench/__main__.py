"""``python -m bench [--quick] [--slow]``: every benchmark, one table, results in bench/results/.

Rows are puzzles; each cell is a registered benchmark (see ``bench.harness``). What is timed:
pylogic through its Python API (``pylogic.solve(file, backend=...)``: read, parse, solve, prove
uniqueness, check every solution), the naive baselines (``bench/prolog/*_bench.pl`` timed inside
SWI-Prolog, ``bench/baselines/plain_*.py`` in Python), and the OR-Tools CP-SAT peer (model
building and enumeration of every solution). Separately: the CLI's whole-process time against
the floor of starting Python with pyswip, the API targets, and how time grows with size.

``--quick`` measures fewer runs and smaller sizes (under a minute); ``--slow`` adds the
measurements that take minutes (CP-SAT on the 8x8 checkerboard, generating big clue puzzles).
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

from bench import peer_ortools as peer
from bench import report
from bench.harness import (ENGINE, HAND, NAIVE, NATIVE, PEER, PROLOG, Measurement, NotAvailable,
                           Registry, Settings, Unavailable, measure_prepared, one_line, run_benchmark, run_limit,
                           summarize, time_calls, time_process)

REPO = Path(__file__).resolve().parent.parent
PUZZLES = REPO / "puzzles"
RESULTS = REPO / "bench" / "results"
GENERATED = RESULTS / "generated"
SHARED_STONES = Path("/work/shared/stones")

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
    return single_run_if_slow(run, elapsed, settings)


def single_run_if_slow(run, elapsed: float, settings: Settings):
    """``run`` to be timed, or the checking run's own time when it already exceeded the budget."""
    if elapsed > settings.budget_seconds:
        return summarize([elapsed], note="one run (slower than the budget)")
    return run


def expected_grid_count(clue_file: Path) -> int:
    """How many solutions the clue file's .expected.json says it has (1 when it says unique)."""
    expected_file = clue_file.with_name(clue_file.name.replace(".clues", ".expected.json"))
    if not expected_file.is_file():
        return 1
    expected = json.loads(expected_file.read_text(encoding="utf-8"))
    return {"unique": 1, "none": 0}.get(expected.get("status"), expected.get("count", 1))


@functools.lru_cache(maxsize=None)
def prolog_bench(file_name: str, predicate: str, quick: bool) -> dict:
    """{(puzzle, method): Measurement} from one call of bench/prolog/FILE's PREDICATE(Options, R).

    R is a list of result(Puzzle, Method, MedianMs, Samples, SolutionCount, ...) terms. Raises
    NotAvailable when the file is missing or the call fails (cached, so tried once per run).
    """
    from pylogic.prolog_bridge import call_all
    from pylogic.terms import Compound, Var

    path = REPO / "bench" / "prolog" / file_name
    if quick:
        raise NotAvailable("full run only (the in-SWI-Prolog suites take about a minute: "
                           "the naive car rentals alone runs 3 x 5.6 s)")
    if not path.is_file():
        raise NotAvailable(f"bench/prolog/{file_name} does not exist yet")
    options = [Compound("samples", (3 if quick else 9,)), Compound("budget_ms", (1000 if quick else 5000,))]
    try:
        answer = call_all(path, Compound(predicate, (options, Var("R"))), Var("R"), timeout=600)
    except Exception as error:  # noqa: BLE001  (reported as n/a in every cell it feeds)
        raise NotAvailable(f"bench/prolog/{file_name}: {one_line(error)}") from None
    if not answer.solutions:
        raise NotAvailable(f"bench/prolog/{file_name}: {predicate}/2 failed")
    measured = {}
    for result in answer.solutions[0]:
        puzzle, method, median_ms, samples = result.args[:4]
        count = result.args[4] if len(result.args) > 4 else None
        seconds = median_ms / 1000
        measured[(str(puzzle), str(method))] = (
            Measurement(seconds, seconds, seconds, seconds, seconds, int(samples),
                        note="median CPU time inside SWI-Prolog; spread not reported"),
            count)
    return measured


def prolog_side(file_name: str, predicate: str, puzzle: str, method: str, expected: int):
    """A benchmark body returning the in-SWI-Prolog median of (puzzle, method)."""

    def prepare(settings: Settings):
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

def targets(settings: Settings) -> list[report.Target]:
    """Whole-process CLI time against its floor, and the in-process API targets."""
    found = []
    runs = 3 if settings.quick else 10
    script = Path(sys.executable).parent / "pylogic"
    floor_code = "from pyswip import Prolog; list(Prolog().query('use_module(library(clpfd))'))"

    def measure(work) -> report.Cell:
        try:
            return work()
        except KeyboardInterrupt:
            raise
        except BaseException as error:  # noqa: BLE001
            return Unavailable(one_line(error))

    cli = measure(lambda: time_process([str(script), "solve", "puzzles/zebra.clues"], settings,
                                       cwd=str(REPO), runs=runs))
    floor = measure(lambda: time_process([sys.executable, "-c", floor_code], settings,
                                         cwd=str(REPO), runs=runs))
    ratio = report.format_ratio(cli.median / floor.median) if isinstance(cli, Measurement) and \
        isinstance(floor, Measurement) else "n/a"
    found.append(report.Target("CLI: pylogic solve puzzles/zebra.clues (whole process)", cli,
                               compared_with=f"{ratio} the floor below"))
    found.append(report.Target("floor: python -c 'from pyswip import Prolog; ... clpfd'", floor,
                               compared_with="start Python + pyswip + clpfd"))

    def api_zebra():
        return measure_prepared(checked_api_run(puzzle_path("zebra.clues"), None, 1, settings),
                                Settings(settings.quick, 30 if not settings.quick else 10, 3, 2.0))
    found.append(report.Target("API: pylogic.solve('puzzles/zebra.clues'), warm", measure(api_zebra), 2e-3))

    def generated_6x6():
        text = generated_puzzle(6, 6, 7, allow_generation=not settings.quick or settings_slow())
        clue_count = sum(1 for line in text.splitlines() if re.match(r"^\d+\.", line))
        cell = measure_prepared(checked_api_run(text, None, 1, settings), settings)
        return dataclasses.replace(cell, note=f"{clue_count} clues")
    found.append(report.Target("API: generated 6x6 clue puzzle, parse+compile+solve+uniqueness",
                               measure(generated_6x6), 50e-3))
    return found


_GENERATION_FAILURES: dict[tuple[int, int, int], str] = {}


def generated_puzzle(entities: int, categories: int, seed: int, allow_generation: bool) -> str:
    """Clue text from bench/puzzle_generator.py's generate(), cached under bench/results/generated.

    Generation runs in a child process with a time limit (its brute-force proof grows fast);
    NotAvailable when it is not cached and generation is not allowed, fails or takes too long.
    """
    cached = GENERATED / f"grid_{entities}x{categories}_seed{seed}.clues"
    if cached.is_file():
        return cached.read_text(encoding="utf-8")
    if not allow_generation:
        raise NotAvailable(f"generated {entities}x{categories} puzzle not cached "
                           "(a full run generates it)")
    key = (entities, categories, seed)
    if key in _GENERATION_FAILURES:
        raise NotAvailable(_GENERATION_FAILURES[key])
    limit_seconds = 300.0 if settings_slow() else 30.0
    code = ("import sys, json; sys.path.insert(0, sys.argv[1]); from bench.puzzle_generator import generate; "
            "text, expected = generate(int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])); "
            "assert expected['status'] == 'unique', expected; sys.stdout.write(text)")
    try:
        done = subprocess.run([sys.executable, "-c", code, str(REPO), str(entities), str(categories), str(seed)],
                              capture_output=True, text=True, timeout=limit_seconds)
    except subprocess.TimeoutExpired:
        _GENERATION_FAILURES[key] = (f"bench/puzzle_generator.py generate({entities}, {categories}, {seed}) "
                                     f"took over {limit_seconds:g} s (its brute-force uniqueness proof)")
        raise NotAvailable(_GENERATION_FAILURES[key]) from None
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["failed"])[-1]
        _GENERATION_FAILURES[key] = f"generate({entities}, {categories}, {seed}): {last}"
        raise NotAvailable(_GENERATION_FAILURES[key])
    GENERATED.mkdir(parents=True, exist_ok=True)
    cached.write_text(done.stdout, encoding="utf-8")
    return done.stdout


# --------------------------------------------------------------------------- scaling

def measure_or_reason(work) -> report.Cell:
    try:
        return work()
    except KeyboardInterrupt:
        raise
    except BaseException as error:  # noqa: BLE001
        return Unavailable(one_line(error))


def grid_scaling(settings: Settings) -> report.Series:
    """The logic-grid engine (through the API) on clue puzzles of growing size.

    A size's point is the median over the puzzles of that size in puzzles/ (the generated
    corpus, NAME_ExC.clues) plus puzzles generated here for sizes beyond the corpus.
    """
    by_size: dict[tuple[int, int], list[str | Path]] = {}
    for path in sorted(PUZZLES.glob("*_*x*.clues")):
        match = re.search(r"_(\d+)x(\d+)\.clues$", path.name)
        if match:
            by_size.setdefault((int(match[1]), int(match[2])), []).append(path)
    extra = [] if settings.quick else [(6, 6)]
    if settings_slow():
        extra += [(7, 7), (8, 8)]
    failures: dict[tuple[int, int], str] = {}
    for size in extra:
        try:
            by_size.setdefault(size, []).append(generated_puzzle(*size, seed=7, allow_generation=True))
        except NotAvailable as error:
            failures[size] = str(error)
    points = []
    for size in sorted(set(by_size) | set(failures), key=lambda s: (s[0] * s[1], s)):
        label = f"{size[0]}x{size[1]}"
        if size in failures and size not in by_size:
            points.append((label, size[0] * size[1], Unavailable(failures[size])))
            continue
        sources = by_size[size][:2] if settings.quick else by_size[size]

        def work(sources=sources):
            medians, problems = [], []
            for source in sources:
                expected = expected_grid_count(source) if isinstance(source, Path) else 1
                cell = measure_or_reason(lambda: measure_prepared(
                    checked_api_run(source, None, expected, settings), settings))
                if isinstance(cell, Measurement):
                    medians.append(cell.median)
                else:
                    name = source.name if isinstance(source, Path) else "generated"
                    problems.append(f"{name}: {cell.reason}")
            if not medians:
                raise NotAvailable(problems[0])
            skipped = f"; {len(problems)} skipped ({'; '.join(problems)})" if problems else ""
            return summarize(medians, note=f"median over {len(medians)} puzzle(s){skipped}")
        points.append((label, size[0] * size[1], measure_or_reason(work)))
    return report.Series("logic grid (Prolog engine, API)", tuple(points))


def board_files(pattern: str, shared: list[str]) -> list[tuple[str, int, Path]]:
    """(RxC label, cells, path) of puzzles/ files matching ``pattern`` plus /work/shared/stones sets."""
    found = {}
    for path in sorted(PUZZLES.glob(pattern)):
        match = re.search(r"(\d+)x(\d+)", path.name)
        if match:
            found.setdefault(f"{match[1]}x{match[2]}", path)
    for name in shared:
        path = SHARED_STONES / name
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


def run_all(settings: Settings, log) -> tuple[report.Results, list[report.Target], list[report.Series]]:
    results = report.Results(titles=dict(TITLES))
    for benchmark in registry.benchmarks:
        began = time.perf_counter()
        cell = run_benchmark(benchmark, settings)
        results.add(benchmark.puzzle, benchmark.column, cell, benchmark.label)
        shown = report.format_seconds(cell.median) if isinstance(cell, Measurement) else f"n/a: {cell.reason}"
        log(f"  {benchmark.puzzle:<15} {benchmark.column:<7} {benchmark.label:<25} {shown}"
            f"  [{time.perf_counter() - began:.1f} s]")
    log("  CLI and API targets ...")
    found_targets = targets(settings)
    log("  scaling ...")
    series = [measure_series(grid_scaling, settings)] + board_scaling(settings)
    return results, found_targets, series


def measure_series(build, settings: Settings) -> report.Series:
    try:
        return build(settings)
    except KeyboardInterrupt:
        raise
    except BaseException as error:  # noqa: BLE001
        return report.Series(build.__name__, (("?", 0, Unavailable(one_line(error))),))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer runs, smaller sizes (under a minute)")
    parser.add_argument("--slow", action="store_true", help="add the measurements that take minutes")
    parser.add_argument("--output", type=Path, default=RESULTS, help="where latest.{json,md} and scaling.svg go")
    arguments = parser.parse_args(argv)
    _SLOW[0] = arguments.slow
    settings = Settings.for_mode(arguments.quick)
    os.chdir(REPO)
    started = time.perf_counter()
    print(f"pylogic benchmarks ({'quick' if settings.quick else 'full'} run) ...", file=sys.stderr)
    results, found_targets, series = run_all(settings, lambda line: print(line, file=sys.stderr, flush=True))
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
    markdown = report.markdown_report(results, found_targets, series, context)
    arguments.output.mkdir(parents=True, exist_ok=True)
    (arguments.output / "latest.json").write_text(
        report.dump_json(report.results_json(results, found_targets, series, context)), encoding="utf-8")
    (arguments.output / "latest.md").write_text(markdown, encoding="utf-8")
    (arguments.output / "scaling.svg").write_text(report.scaling_svg(series), encoding="utf-8")
    print(markdown)
    print(f"Written: {arguments.output}/latest.json, latest.md, scaling.svg "
          f"({context['elapsed_s']} s)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
