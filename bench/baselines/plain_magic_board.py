"""A plain magic board backtracker in the blog post's style: always fill the first empty cell
of the line with the fewest empty cells, trying every unused number, and reject a board as
soon as a completed line misses the target sum."""

from __future__ import annotations

import time
from collections.abc import Iterator

from pylogic.errors import SolveTimeout
from pylogic.numeric.magic_board import Puzzle, Solution


def _lines(size: int) -> list[list[tuple[int, int]]]:
    rows = [[(r, c) for c in range(size)] for r in range(size)]
    columns = [[(r, c) for r in range(size)] for c in range(size)]
    return rows + columns + [[(i, i) for i in range(size)],
                             [(i, size - 1 - i) for i in range(size)]]


def solve(puzzle: Puzzle, seconds: float | None = None) -> Iterator[Solution]:
    """Every solution of ``puzzle`` by plain depth-first search; raises SolveTimeout once the
    search has run ``seconds`` (when given)."""
    deadline = None if seconds is None else time.perf_counter() + seconds
    grid = [list(row) for row in puzzle.givens]
    lines = _lines(puzzle.size)
    unused = set(range(puzzle.low, puzzle.high + 1)) - {v for row in grid for v in row}

    def complete_lines_hold() -> bool:
        for line in lines:
            values = [grid[r][c] for r, c in line]
            if None not in values and sum(values) != puzzle.target:
                return False
        return True

    def search() -> Iterator[Solution]:
        if deadline is not None and time.perf_counter() > deadline:
            raise SolveTimeout(f"plain magic board search still running after {seconds:g} s")
        open_lines = [[cell for cell in line if grid[cell[0]][cell[1]] is None]
                      for line in lines]
        open_lines = [cells for cells in open_lines if cells]
        if not open_lines:
            yield Solution(tuple(tuple(row) for row in grid))
            return
        r, c = min(open_lines, key=len)[0]
        for value in sorted(unused):
            grid[r][c] = value
            unused.remove(value)
            if complete_lines_hold():
                yield from search()
            unused.add(value)
            grid[r][c] = None

    if complete_lines_hold():
        yield from search()
