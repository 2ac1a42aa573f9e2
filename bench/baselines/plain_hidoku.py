"""A plain hidoku backtracker: place 1, 2, 3, ... in turn, each on a free king neighbour of
the previous number, pruning by the distance to the next given number and by free cells that
could no longer be entered and left (the blog post's dead-end check, simplified)."""

from __future__ import annotations

import time
from collections.abc import Iterator

from pylogic.errors import SolveTimeout
from pylogic.numeric.hidoku import Puzzle, Solution


def solve(puzzle: Puzzle, seconds: float | None = None) -> Iterator[Solution]:
    """Every solution of ``puzzle``, by depth-first search over the numbers in order; raises
    SolveTimeout once the search has run ``seconds`` (when given)."""
    deadline = None if seconds is None else time.perf_counter() + seconds
    size = puzzle.size
    given_at = {value: (r, c) for r, row in enumerate(puzzle.givens)
                for c, value in enumerate(row) if value is not None}
    grid = [list(row) for row in puzzle.givens]
    open_cells = puzzle.open_cells()
    next_given = {}
    upcoming = None
    for number in range(size, 0, -1):
        next_given[number] = upcoming
        if number in given_at:
            upcoming = number

    def reachable(number: int, cell: tuple[int, int]) -> bool:
        following = next_given[number]
        if following is None:
            return True
        target = given_at[following]
        return max(abs(cell[0] - target[0]), abs(cell[1] - target[1])) <= following - number

    both_ends_given = 1 in given_at and size in given_at

    def neighbours(cell: tuple[int, int]) -> Iterator[tuple[int, int]]:
        r, c = cell
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                nr, nc = r + dr, c + dc
                if ((dr or dc) and 0 <= nr < puzzle.rows and 0 <= nc < puzzle.columns
                        and (nr, nc) not in puzzle.blocked):
                    yield nr, nc

    def stranded(head: int, cell: tuple[int, int]) -> bool:
        """True when a free neighbour of the head's cell can no longer join the path."""
        for free in neighbours(cell):
            if grid[free[0]][free[1]] is not None:
                continue
            links = 0
            for other in neighbours(free):
                value = grid[other[0]][other[1]]
                if value is None or value == head or (value in given_at and value - 1 > head
                                                      and value - 1 not in given_at):
                    links += 1
            if links < (2 if both_ends_given else 1):
                return True
        return False

    def place(number: int, cell: tuple[int, int]) -> Iterator[Solution]:
        if deadline is not None and time.perf_counter() > deadline:
            raise SolveTimeout(f"plain hidoku search still running after {seconds:g} s")
        if number == size:
            yield Solution(tuple(tuple(row) for row in grid))
            return
        r, c = cell
        following = number + 1
        if following in given_at:
            target = given_at[following]
            if max(abs(target[0] - r), abs(target[1] - c)) == 1:
                yield from place(following, target)
            return
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                nr, nc = r + dr, c + dc
                if (0 <= nr < puzzle.rows and 0 <= nc < puzzle.columns
                        and (nr, nc) not in puzzle.blocked and grid[nr][nc] is None
                        and reachable(following, (nr, nc))):
                    grid[nr][nc] = following
                    if not stranded(following, (nr, nc)):
                        yield from place(following, (nr, nc))
                    grid[nr][nc] = None

    if 1 in given_at:
        yield from place(1, given_at[1])
        return
    for cell in open_cells:
        if grid[cell[0]][cell[1]] is None and reachable(1, cell):
            grid[cell[0]][cell[1]] = 1
            yield from place(1, cell)
            grid[cell[0]][cell[1]] = None
