"""Benchmarks of the native hidoku, magic board and equation grid solvers (all solutions of
each seed instance) against plain depth-first baselines, and hidoku scaling over the puzzle
files from 6x6 to 12x12.

Run: ``PYTHONPATH=. python bench/native_numeric.py [--quick]``. Each registered function
returns the callable ``harness.time_calls`` times (median of repeated runs after a warm-up).
The plain hidoku search is cut off after ``PLAIN_HIDOKU_SECONDS`` (it needs minutes on the
seed), which the harness reports as an unavailable cell.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from bench.baselines import plain_equation_grid, plain_hidoku, plain_magic_board
from bench.harness import NAIVE, NATIVE, Measurement, Registry, Settings, one_line, time_calls
from pylogic.numeric import equation_grid, hidoku, magic_board

REPO = Path(__file__).resolve().parents[1]
REGISTRY = Registry()
PLAIN_HIDOKU_SECONDS = 60.0
HIDOKU_SCALING_FILES = ("hidoku_6x6_blocked.hidoku", "hidoku_8x8_no_first.hidoku",
                        "hidoku_seed.hidoku", "hidoku_12x12.hidoku")


def _load(module, file_name: str):
    path = REPO / "puzzles" / file_name
    return module.parse(path.read_text(), str(path))


def _all_solutions(solve: Callable, puzzle) -> Callable[[], int]:
    """A callable that enumerates every solution and returns how many there were."""
    return lambda: sum(1 for _ in solve(puzzle))


@REGISTRY.register("hidoku seed", NATIVE, "candidate cells per number, bitboard propagation")
def hidoku_native(settings: Settings) -> Callable[[], int]:
    return _all_solutions(hidoku.solve, _load(hidoku, "hidoku_seed.hidoku"))


@REGISTRY.register("hidoku seed", NAIVE, "number by number, distance and dead-end checks")
def hidoku_plain(settings: Settings) -> Callable[[], int]:
    puzzle = _load(hidoku, "hidoku_seed.hidoku")
    return lambda: sum(1 for _ in plain_hidoku.solve(puzzle, PLAIN_HIDOKU_SECONDS))


@REGISTRY.register("magic board seed", NATIVE, "line-sum bounds, fewest candidates first")
def magic_native(settings: Settings) -> Callable[[], int]:
    return _all_solutions(magic_board.solve, _load(magic_board, "magic_seed.magic"))


@REGISTRY.register("magic board seed", NAIVE, "fullest line first, check complete lines")
def magic_plain(settings: Settings) -> Callable[[], int]:
    return _all_solutions(plain_magic_board.solve, _load(magic_board, "magic_seed.magic"))


@REGISTRY.register("equation grid seed", NATIVE, "interval propagation, determining unknown")
def equation_grid_native(settings: Settings) -> Callable[[], int]:
    return _all_solutions(equation_grid.solve, _load(equation_grid, "equation_grid_seed.eqgrid"))


@REGISTRY.register("equation grid seed", NAIVE, "every value, equations checked when full")
def equation_grid_plain(settings: Settings) -> Callable[[], int]:
    return _all_solutions(plain_equation_grid.solve,
                          _load(equation_grid, "equation_grid_seed.eqgrid"))


def hidoku_scaling(settings: Settings) -> dict[str, Measurement]:
    """Native all-solutions time for each hidoku size, by file name."""
    return {name: time_calls(_all_solutions(hidoku.solve, _load(hidoku, name)), settings)
            for name in HIDOKU_SCALING_FILES}


def main(quick: bool = False) -> None:
    """Prints the median of every benchmark and the hidoku scaling table."""
    settings = Settings.for_mode(quick)
    for benchmark in REGISTRY.benchmarks:
        try:
            measured = time_calls(benchmark.prepare(settings), settings)
        except Exception as error:  # a baseline past its cut-off is a result, not a crash
            print(f"{benchmark.puzzle:18} {benchmark.column:7} unavailable: {one_line(error)}")
            continue
        print(f"{benchmark.puzzle:18} {benchmark.column:7} {measured.median * 1000:10.3f} ms "
              f"(runs {measured.runs}) {benchmark.label} {measured.note}")
    for name, measured in hidoku_scaling(settings).items():
        print(f"hidoku {name:27} native {measured.median * 1000:10.3f} ms (runs {measured.runs})")


if __name__ == "__main__":
    main(quick="--quick" in sys.argv[1:])
