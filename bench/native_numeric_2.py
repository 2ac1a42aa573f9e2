"""Benchmarks of the native checkerboard, jodici and flower disk solvers (all solutions of each
seed instance) against plain backtracking baselines, and checkerboard scaling over the stone
sets in ../shared/stones.

Run: ``PYTHONPATH=. python bench/native_numeric_2.py [--quick]``. Each function returns the
median seconds of repeated runs after a warm-up (``harness.time_calls``).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

from bench.baselines import plain_checkerboard, plain_disks, plain_jodici
from bench.harness import NAIVE, NATIVE, Measurement, NotAvailable, Registry, Settings, time_calls
from pylogic.numeric import checkerboard, disks, jodici

REPO = Path(__file__).resolve().parents[1]
STONES_DIR = REPO.parent / "shared" / "stones"
REGISTRY = Registry()


def _load(module, file_name: str):
    path = REPO / "puzzles" / file_name
    return module.parse(path.read_text(), str(path))


def _all_solutions(solve: Callable, puzzle) -> Callable[[], int]:
    """A callable that enumerates every solution and returns how many there were."""
    return lambda: sum(1 for _ in solve(puzzle))


@REGISTRY.register("checkerboard 8x8", NATIVE, "exact cover + symmetry + dead regions")
def checkerboard_native(settings: Settings) -> Callable[[], int]:
    return _all_solutions(checkerboard.solve, _load(checkerboard, "checkerboard_8x8.stones"))


@REGISTRY.register("checkerboard 8x8", NAIVE, "first empty cell, bit board")
def checkerboard_plain(settings: Settings) -> Callable[[], int]:
    return _all_solutions(plain_checkerboard.solve, _load(checkerboard, "checkerboard_8x8.stones"))


@REGISTRY.register("jodici seed", NATIVE, "sector columns, meet in the middle")
def jodici_native(settings: Settings) -> Callable[[], int]:
    return _all_solutions(jodici.solve, _load(jodici, "jodici_seed.jodici"))


@REGISTRY.register("jodici seed", NAIVE, "field by field with sum checks")
def jodici_plain(settings: Settings) -> Callable[[], int]:
    return _all_solutions(plain_jodici.solve, _load(jodici, "jodici_seed.jodici"))


@REGISTRY.register("disks flipped", NATIVE, "bit sets, disk by disk")
def disks_native(settings: Settings) -> Callable[[], int]:
    return _all_solutions(disks.solve, _load(disks, "disks_flipped.disks"))


@REGISTRY.register("disks flipped", NAIVE, "every shift combination")
def disks_plain(settings: Settings) -> Callable[[], int]:
    return _all_solutions(plain_disks.solve, _load(disks, "disks_flipped.disks"))


def checkerboard_scaling(settings: Settings) -> dict[str, Measurement]:
    """Native all-solutions time for every stone set in ../shared/stones, by file name."""
    if not STONES_DIR.is_dir():
        raise NotAvailable(f"{STONES_DIR} is missing")
    timings = {}
    for path in sorted(STONES_DIR.glob("*.txt")):
        puzzle = checkerboard.parse(path.read_text(), str(path))
        timings[path.name] = time_calls(_all_solutions(checkerboard.solve, puzzle), settings)
    return timings


def main(quick: bool = False) -> None:
    """Prints the median of every benchmark and the checkerboard scaling table."""
    settings = Settings.for_mode(quick)
    for benchmark in REGISTRY.benchmarks:
        run = benchmark.prepare(settings)
        measured = time_calls(run, settings)
        print(f"{benchmark.puzzle:18} {benchmark.column:7} {measured.median * 1000:10.3f} ms "
              f"(runs {measured.runs}) {benchmark.label} {measured.note}")
    for name, measured in checkerboard_scaling(settings).items():
        print(f"checkerboard {name:10} native  {measured.median * 1000:10.3f} ms "
              f"(runs {measured.runs})")


if __name__ == "__main__":
    main(quick="--quick" in sys.argv[1:])
