"""A plain Jodici backtracker as in the blog post: fill the 18 fields one after another with
digits 1-9 and cut a branch as soon as a digit is used a third time, a sector exceeds 15 or a
ring exceeds 30 (full sums checked when a sector or ring is complete)."""

from __future__ import annotations

from collections.abc import Iterator

from pylogic.numeric.jodici import Puzzle, Solution


def solve(puzzle: Puzzle) -> Iterator[Solution]:
    """Every solution of ``puzzle``, fields in reading order (ring by ring)."""
    grid = [list(ring) for ring in puzzle.givens]
    uses = [0] * 10
    for ring in puzzle.givens:
        for given in ring:
            if given is not None:
                uses[given] += 1

    def valid(ring: int, sector: int) -> bool:
        if any(count > 2 for count in uses):
            return False
        ring_sum = sum(grid[ring][:sector + 1])
        sector_sum = sum(grid[r][sector] for r in range(ring + 1))
        if ring_sum > 30 or sector_sum > 15:
            return False
        return (sector < 5 or ring_sum == 30) and (ring < 2 or sector_sum == 15)

    def fill(field: int) -> Iterator[Solution]:
        if field == 18:
            yield Solution(tuple(tuple(ring) for ring in grid))
            return
        ring, sector = divmod(field, 6)
        given = puzzle.givens[ring][sector]
        for digit in ([given] if given is not None else range(1, 10)):
            grid[ring][sector] = digit
            uses[digit] += given is None
            if valid(ring, sector):
                yield from fill(field + 1)
            uses[digit] -= given is None
        grid[ring][sector] = given

    yield from fill(0)
