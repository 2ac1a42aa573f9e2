"""The blog post's flower disk search, plainly: try every combination of shifts of the disks
after the first (W^(K-1) of them) and keep those covering each position exactly once."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import product

from pylogic.numeric.disks import Puzzle, Solution, rotated


def solve(puzzle: Puzzle) -> Iterator[Solution]:
    """Every solution of ``puzzle``, in the order of the shift combinations."""
    width = puzzle.width
    for tail in product(range(width), repeat=len(puzzle.disks) - 1):
        shifts = (0,) + tail
        rows = tuple(rotated(disk, shift) for disk, shift in zip(puzzle.disks, shifts))
        if all(sum(column) == 1 for column in zip(*rows)):
            yield Solution(shifts, rows)
