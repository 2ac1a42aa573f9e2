"""``python -m bench.soak [--solves N]``: memory growth over many mixed solves in one process.

It runs N solves (1,000 by default) through ``pylogic.solve`` in one process, cycling through
a clue puzzle, a contradictory clue puzzle, one of pylogic's knowledge bases, numeric puzzles
with the native and the Prolog back end, a query cut short by its time limit and a bad file,
and reports the resident memory after a warm-up round and at the end. It fails (exit code 1)
when the growth reaches GROWTH_LIMIT_MB: a leak of a few kilobytes per solve adds up in a
long-running program that calls pylogic again and again.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import pylogic

REPO = Path(__file__).resolve().parents[1]
GROWTH_LIMIT_MB = 20.0
WARM_UP_ROUNDS = 2

# (what, arguments): every kind of work the soak repeats; expected outcomes are checked so a
# soak that fails every solve cannot pass
MIX: list[tuple[str, dict, str]] = [
    ("puzzles/zebra.clues", {}, "unique"),
    ("puzzles/broken_contradictory.clues", {}, "none"),
    ("prolog/zebra.pl", {}, "unique"),
    ("puzzles/hidoku_seed.hidoku", {"backend": "prolog"}, "unique"),
    ("puzzles/jodici_seed.jodici", {}, "unique"),
    ("puzzles/jodici_seed.jodici", {"backend": "prolog"}, "unique"),
    ("puzzles/equation_grid_seed.eqgrid", {"backend": "prolog"}, "unique"),
    ("puzzles/magic_seed.magic", {}, "unique"),
    ("puzzles/disks_flipped.disks", {"backend": "prolog"}, "unique"),
    ("puzzles/checkerboard_3x3.stones", {"backend": "prolog"}, "several"),
    ("puzzles/jodici_empty.jodici", {"backend": "prolog", "timeout": 0.05}, "timeout"),
    ("puzzles/broken_ungrammatical.clues", {}, "bad input"),
]


def resident_mb() -> float:
    """This process's resident set size in MB (from /proc)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS in /proc/self/status")


def one_solve(file: str, options: dict) -> str:
    try:
        return pylogic.solve(REPO / file, **options).status
    except pylogic.errors.SolveTimeout:
        return "timeout"
    except pylogic.errors.InputErrors:
        return "bad input"
    except pylogic.errors.InputError:
        return "bad input"


def soak(solves: int) -> tuple[float, float, float]:
    """(resident MB after the warm-up, at the end, seconds taken); AssertionError when a solve
    does not give its expected outcome."""
    for _ in range(WARM_UP_ROUNDS):
        for file, options, expected in MIX:
            assert one_solve(file, options) == expected, file
    before = resident_mb()
    began = time.monotonic()
    for number in range(solves):
        file, options, expected = MIX[number % len(MIX)]
        outcome = one_solve(file, options)
        assert outcome == expected, f"{file}: {outcome}, expected {expected}"
    return before, resident_mb(), time.monotonic() - began


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.soak", description=__doc__.splitlines()[0])
    parser.add_argument("--solves", type=int, default=1000, help="how many solves (default 1000)")
    arguments = parser.parse_args(argv)
    before, after, seconds = soak(arguments.solves)
    growth = after - before
    verdict = "met" if growth < GROWTH_LIMIT_MB else "MISSED"
    print(f"soak: {arguments.solves} mixed solves in one process in {seconds:.0f} s; resident "
          f"memory {before:.1f} MB -> {after:.1f} MB, growth {growth:+.1f} MB "
          f"(target < {GROWTH_LIMIT_MB:g} MB: {verdict})")
    return 0 if verdict == "met" else 1


if __name__ == "__main__":
    sys.exit(main())
