"""A plain checkerboard backtracker in the blog post's spirit: the board is a bit set, and the
search fills the first empty cell with every unused stone in every orientation that fits
there (colours matching). No candidate counting, no region pruning, no symmetry breaking."""

from __future__ import annotations

from collections.abc import Iterator

from pylogic.numeric.checkerboard import Puzzle, Solution, orientations


def solve(puzzle: Puzzle) -> Iterator[Solution]:
    """Every solution of ``puzzle`` (same numbering as the native solver)."""
    height, width = puzzle.height, puzzle.width
    cell_count = height * width
    # fits[cell] = list of (stone, cells mask) whose first cell (row-major) is ``cell``
    fits: list[list[tuple[int, int]]] = [[] for _ in range(cell_count)]
    for stone, shape_set in enumerate(map(orientations, puzzle.stones)):
        for shape in shape_set:
            cells = sorted(cell for cell, _ in shape)
            first_row, first_column = cells[0]
            for anchor in range(cell_count):
                top, left = divmod(anchor, width)
                placed = [(top + r - first_row, left + c - first_column, colour)
                          for (r, c), colour in shape]
                if all(0 <= r < height and 0 <= c < width and puzzle.colour(r, c) == colour
                       for r, c, colour in placed):
                    fits[anchor].append((stone, sum(1 << (r * width + c) for r, c, _ in placed)))
    full = (1 << cell_count) - 1
    placed: list[tuple[int, int]] = []

    def fill(board: int, unused: int) -> Iterator[Solution]:
        if board == full:
            grid = [0] * cell_count
            for stone, mask in placed:
                for index in range(cell_count):
                    if mask >> index & 1:
                        grid[index] = stone + 1
            yield Solution(tuple(tuple(grid[r * width:(r + 1) * width]) for r in range(height)))
            return
        cell = (~board & (board + 1)).bit_length() - 1
        for stone, mask in fits[cell]:
            if unused >> stone & 1 and not board & mask:
                placed.append((stone, mask))
                yield from fill(board | mask, unused & ~(1 << stone))
                placed.pop()

    yield from fill(0, (1 << len(puzzle.stones)) - 1)
