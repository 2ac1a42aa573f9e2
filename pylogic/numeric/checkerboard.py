"""Checkerboard (draught board) puzzle: tile a board of alternating colours with two-coloured
stones, each used once, rotated and flipped as needed, colours matching the board.

File format (``.stones``, as in Rainhard Findling's post "Draught board puzzle / checkerboard
puzzle solver in Python"): each stone is a few rows of comma-separated cells,
``B`` black, ``W`` white, ``_`` not part of the stone; a line of ``=`` separates stones. The
board size comes from an optional first line ``board RxC`` (R rows, C columns) or, without
one, from a file name ``RxC_k.txt`` (``5x5_1.txt``: 5x5). Comment lines start with ``# ``;
blank lines are ignored. Example::

    board 3x3
    B,W,B
    _,B,_
    =====
    W,_
    B,W
    =====
    B,W

The board's top-left cell is black and colours alternate, unless the stones' black and white
cell counts only fit the other colouring (possible on boards with an odd cell count).

Solving is exact cover (``exact_cover``): one column per cell and per stone, one row per legal
placement. Two reductions keep it fast without changing the answers:
- symmetry breaking: one stone (with no identical twin, and no placement that a board symmetry
  maps onto itself) is only tried in one placement of each symmetry orbit, and identical stones
  are kept in a fixed order; every solution found then stands for exactly |symmetries| x
  |twin orders| distinct raw solutions, which ``solve`` yields by applying them back;
- dead regions: a partial tiling is dropped when an empty region's black/white cell counts are
  not the counts of any subset of the remaining stones.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import permutations, product
from pathlib import Path

from pylogic.errors import InputError, SourceLocation
from pylogic.numeric import svg
from pylogic.numeric.exact_cover import ExactCoverProblem, exact_covers
from pylogic.numeric.grid_text import SourceLine, read_grid, significant_lines, split_tokens
from pylogic.time_limit import DEFAULT_TIMEOUT

KIND = "checkerboard"
EXTENSION = ".stones"
PROLOG_FILE = "checkerboard.pl"

BLACK, WHITE, EMPTY = "B", "W", "_"
MAX_SIDE = 30
_SIZE = re.compile(r"^(\d{1,9})x(\d{1,9})$")
_SIZE_IN_FILE_NAME = re.compile(r"^(\d{1,9})x(\d{1,9})(?:_[^.]*)?(?:\.[^.]*)?$")

Stone = tuple[tuple[str, ...], ...]
Shape = frozenset  # of ((row, column), colour), normalized to touch row 0 and column 0


@dataclass(frozen=True)
class Puzzle:
    """A ``height`` x ``width`` board whose top-left cell has colour ``top_left`` ('B' or 'W'),
    and the stones, each a tuple of rows of 'B', 'W', '_' (file order; numbered from 1)."""

    height: int
    width: int
    top_left: str
    stones: tuple[Stone, ...]

    def colour(self, row: int, column: int) -> str:
        """The board colour of a cell (0-based coordinates)."""
        other = WHITE if self.top_left == BLACK else BLACK
        return self.top_left if (row + column) % 2 == 0 else other


@dataclass(frozen=True)
class Solution:
    """A tiled board: ``grid[r][c]`` is the 1-based number of the stone covering that cell."""

    grid: tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class SolutionCounts:
    """How many solutions a puzzle has: ``raw`` (every stone numbering and placement) and
    ``distinct`` (identical stones swapped and colour-keeping board symmetries count as one)."""

    raw: int
    distinct: int


# ----------------------------------------------------------------------------- parsing

def parse(text: str, path: str = "<string>") -> Puzzle:
    """The Puzzle written in ``text``; raises InputError for malformed input or a stone set
    that cannot fill the board."""
    lines = significant_lines(text, path)
    header = lines[0] if lines and lines[0].text.split()[0].lower() == "board" else None
    size = _parse_header(header) if header else _size_from_file_name(path)
    stone_lines = lines[1:] if header else lines
    stones = _parse_stones(stone_lines, path)
    if size is None:
        raise InputError(SourceLocation(path, 1, 1), "the board size is not stated",
                         hint="start the file with a line such as 'board 8x8', "
                              "or name it like 8x8_1.txt")
    height, width = size
    where = header or stone_lines[0]
    return Puzzle(height, width, _top_left_colour(stones, height, width, where), stones)


def _parse_header(line: SourceLine) -> tuple[int, int]:
    """(rows, columns) from a ``board RxC`` line; raises InputError otherwise."""
    tokens = split_tokens(line)
    if len(tokens) != 2:
        place = tokens[2] if len(tokens) > 2 else None
        column = place.column if place else len(line.text.rstrip()) + 1
        raise line.error(column, "expected 'board RxC', e.g. 'board 8x8'")
    match = _SIZE.match(tokens[1].text.lower())
    if not match:
        raise tokens[1].error(f"expected a board size like 8x8, found {tokens[1].text!r}")
    height, width = int(match.group(1)), int(match.group(2))
    if not (1 <= height <= MAX_SIDE and 1 <= width <= MAX_SIDE):
        raise tokens[1].error(f"board sides must be between 1 and {MAX_SIDE}")
    return height, width


def _size_from_file_name(path: str) -> tuple[int, int] | None:
    """(rows, columns) from a file name such as ``8x8_1.txt``, or None."""
    match = _SIZE_IN_FILE_NAME.match(Path(path).name.lower())
    if not match:
        return None
    height, width = int(match.group(1)), int(match.group(2))
    return (height, width) if 1 <= height <= MAX_SIDE and 1 <= width <= MAX_SIDE else None


def _parse_stones(lines: list[SourceLine], path: str) -> tuple[Stone, ...]:
    """The stones of the lines after the header; raises InputError for an unknown symbol,
    ragged rows, an empty stone or no stones at all."""
    groups: list[list[SourceLine]] = [[]]
    for line in lines:
        if set(line.text.strip()) == {"="}:
            groups.append([])
        else:
            groups[-1].append(line)
    stones = tuple(_parse_stone(group) for group in groups if group)
    if not stones:
        raise InputError(SourceLocation(path, 1, 1), "the file holds no stones",
                         hint="write each stone as rows like 'B,W,_' with a line of '=' between")
    return stones


def _parse_stone(lines: list[SourceLine]) -> Stone:
    """One stone's rows of 'B', 'W', '_'."""
    rows = read_grid(lines, ",")
    for row in rows:
        for token in row:
            if token.text.upper() not in (BLACK, WHITE, EMPTY):
                raise token.error(f"unknown symbol {token.text!r} in a stone",
                                  hint="use B (black), W (white) or _ (not covered)")
    stone = tuple(tuple(token.text.upper() for token in row) for row in rows)
    if all(cell == EMPTY for row in stone for cell in row):
        raise lines[0].error(1, "this stone covers no cell")
    return stone


def _top_left_colour(stones: tuple[Stone, ...], height: int, width: int,
                     where: SourceLine) -> str:
    """'B', or 'W' when only that colouring matches the stones' colour counts; InputError when
    the stones cannot fill the board at all."""
    black = sum(row.count(BLACK) for stone in stones for row in stone)
    white = sum(row.count(WHITE) for stone in stones for row in stone)
    cells = height * width
    if black + white != cells:
        raise where.error(1, f"the stones cover {black + white} cells but a {height}x{width} "
                             f"board has {cells}")
    majority = (cells + 1) // 2
    if black == majority:
        return BLACK
    if white == majority:
        return WHITE
    raise where.error(1, f"the stones have {black} black and {white} white cells; a "
                         f"{height}x{width} board has {majority} of one colour and "
                         f"{cells - majority} of the other")


# ----------------------------------------------------------------------------- geometry

@lru_cache(maxsize=256)
def orientations(stone: Stone) -> tuple[Shape, ...]:
    """The distinct shapes of ``stone`` under the 8 rotations and reflections, in a fixed
    order; each shape is a frozenset of ((row, column), colour) touching row 0 and column 0."""
    cells = [((row, column), colour) for row, cells in enumerate(stone)
             for column, colour in enumerate(cells) if colour != EMPTY]
    shapes: list[Shape] = []
    for quarter_turns, mirrored in product(range(4), (False, True)):
        moved = []
        for (row, column), colour in cells:
            for _ in range(quarter_turns):
                row, column = column, -row
            moved.append(((row, -column if mirrored else column), colour))
        top = min(row for (row, _), _ in moved)
        left = min(column for (_, column), _ in moved)
        shape = frozenset(((row - top, column - left), colour) for (row, column), colour in moved)
        if shape not in shapes:
            shapes.append(shape)
    return tuple(shapes)


@lru_cache(maxsize=32)
def stone_types(puzzle: Puzzle) -> tuple[int, ...]:
    """For each stone, the 0-based index of the first stone identical to it (same shapes and
    colours up to rotation and reflection)."""
    keys = [frozenset(orientations(stone)) for stone in puzzle.stones]
    return tuple(keys.index(key) for key in keys)


@lru_cache(maxsize=32)
def board_symmetries(puzzle: Puzzle) -> tuple[tuple[int, ...], ...]:
    """The rotations and reflections of the board that keep its colouring, each as a cell
    permutation (``image[cell]``, cells numbered row by row); the identity comes first."""
    height, width = puzzle.height, puzzle.width
    candidates = [lambda r, c: (r, c), lambda r, c: (height - 1 - r, width - 1 - c),
                  lambda r, c: (r, width - 1 - c), lambda r, c: (height - 1 - r, c)]
    if height == width:
        candidates += [lambda r, c: (c, r), lambda r, c: (width - 1 - c, height - 1 - r),
                       lambda r, c: (c, height - 1 - r), lambda r, c: (width - 1 - c, r)]
    symmetries = []
    for move in candidates:
        cells = [(r, c) for r in range(height) for c in range(width)]
        if all(puzzle.colour(*move(r, c)) == puzzle.colour(r, c) for r, c in cells):
            symmetries.append(tuple(row * width + column for row, column in
                                    (move(r, c) for r, c in cells)))
    return tuple(symmetries)


@dataclass(frozen=True)
class Placement:
    """Stone ``stone`` (0-based) lying on the cells of bit set ``cells``."""

    stone: int
    cells: int


@lru_cache(maxsize=16)
def placements(puzzle: Puzzle) -> tuple[tuple[Placement, ...], ...]:
    """For each stone, every placement on the board with matching colours, ordered by cell bit
    set (so identical stones list the same placements in the same order). Cached: the search
    set-up asks for it several times."""
    by_stone = []
    for index, stone in enumerate(puzzle.stones):
        found = []
        for shape in orientations(stone):
            rows = 1 + max(row for (row, _), _ in shape)
            columns = 1 + max(column for (_, column), _ in shape)
            for top in range(puzzle.height - rows + 1):
                for left in range(puzzle.width - columns + 1):
                    if all(puzzle.colour(top + row, left + column) == colour
                           for (row, column), colour in shape):
                        mask = sum(1 << ((top + row) * puzzle.width + left + column)
                                   for (row, column), _ in shape)
                        found.append(Placement(index, mask))
        by_stone.append(tuple(sorted(found, key=lambda placement: placement.cells)))
    return tuple(by_stone)


def _permute(mask: int, image: tuple[int, ...]) -> int:
    """The bit set of the images of the cells in ``mask``."""
    moved = 0
    while mask:
        lowest = mask & -mask
        moved |= 1 << image[lowest.bit_length() - 1]
        mask ^= lowest
    return moved


# ----------------------------------------------------------------------------- search

def solve(puzzle: Puzzle) -> Iterator[Solution]:
    """Every solution (all stone numberings and placements), lazily."""
    symmetries, anchor = _breakable_symmetries(puzzle)
    for covering in _canonical_coverings(puzzle, symmetries, anchor):
        for image in symmetries:
            moved = [0] * len(covering)
            for cell, stone in enumerate(covering):
                moved[image[cell]] = stone
            for relabel in _twin_relabellings(puzzle):
                yield _solution(puzzle, [relabel[stone] for stone in moved])


def solution_counts(puzzle: Puzzle) -> SolutionCounts:
    """The raw and distinct solution counts of ``puzzle`` (a full search)."""
    solutions = list(solve(puzzle))
    return SolutionCounts(len(solutions), len(distinct_solutions(puzzle, solutions)))


def distinct_solutions(puzzle: Puzzle, solutions: list[Solution]) -> list[Solution]:
    """The first of each group of solutions that differ only by swapping identical stones or by
    a board symmetry that keeps the colouring, in the given order."""
    seen: set[tuple] = set()
    representatives = []
    for solution in solutions:
        form = canonical_form(puzzle, solution)
        if form not in seen:
            seen.add(form)
            representatives.append(solution)
    return representatives


def canonical_form(puzzle: Puzzle, solution: Solution) -> tuple:
    """A value equal for two solutions exactly when one is the other with identical stones
    swapped and/or a colour-keeping board symmetry applied."""
    types = stone_types(puzzle)
    cells_by_stone: dict[int, list[int]] = {}
    for cell, stone in enumerate(value for row in solution.grid for value in row):
        cells_by_stone.setdefault(stone, []).append(cell)
    return min(tuple(sorted((types[stone - 1], tuple(sorted(image[cell] for cell in cells)))
                            for stone, cells in cells_by_stone.items()))
               for image in board_symmetries(puzzle))


def _breakable_symmetries(puzzle: Puzzle) -> tuple[tuple[tuple[int, ...], ...], int | None]:
    """The board symmetries the search may factor out and the stone that breaks them: a stone
    without identical twins that no symmetry maps onto itself in any placement (the one with
    the fewest placements). Without such a stone: only the identity, and None."""
    symmetries = board_symmetries(puzzle)
    types = stone_types(puzzle)
    by_stone = placements(puzzle)
    best = None
    for stone, stone_placements in enumerate(by_stone):
        if types.count(types[stone]) > 1 or not stone_placements:
            continue
        moved_onto_itself = any(_permute(placement.cells, image) == placement.cells
                                for placement in stone_placements for image in symmetries[1:])
        if not moved_onto_itself and (best is None
                                      or len(stone_placements) < len(by_stone[best])):
            best = stone
    return (symmetries, best) if best is not None else (symmetries[:1], None)


def _twin_relabellings(puzzle: Puzzle) -> Iterator[tuple[int, ...]]:
    """Every renumbering (``new[old]``, 1-based, index 0 unused) that only permutes identical
    stones among themselves, the identity first, lazily: n identical stones have n! of them,
    far too many to hold at once past about ten."""
    types = stone_types(puzzle)
    groups = [[stone for stone in range(len(types)) if types[stone] == kind]
              for kind in sorted(set(types))]
    for orders in _each_order(groups):
        relabel = list(range(len(types) + 1))
        for group, order in zip(groups, orders):
            for old, new in zip(group, order):
                relabel[old + 1] = new + 1
        yield tuple(relabel)


def _each_order(groups: list[list[int]]) -> Iterator[tuple[tuple[int, ...], ...]]:
    """Every choice of one ordering per group, lazily (itertools.product would first build
    every permutation of every group)."""
    if not groups:
        yield ()
        return
    for first in permutations(groups[0]):
        for rest in _each_order(groups[1:]):
            yield (first,) + rest


def _canonical_coverings(puzzle: Puzzle, symmetries: tuple[tuple[int, ...], ...],
                         anchor: int | None) -> Iterator[list[int]]:
    """The tilings (as flat lists of 1-based stone numbers) with the anchor stone in the least
    placement of its symmetry orbit and identical stones in increasing placement order."""
    cell_count = puzzle.height * puzzle.width
    rows: list[Placement] = []
    rows_of_stone: list[list[int]] = []
    for stone, stone_placements in enumerate(placements(puzzle)):
        if stone == anchor:
            stone_placements = tuple(
                placement for placement in stone_placements
                if placement.cells == min(_permute(placement.cells, image)
                                          for image in symmetries))
        rows_of_stone.append(list(range(len(rows), len(rows) + len(stone_placements))))
        rows.extend(stone_placements)
    problem = ExactCoverProblem(
        column_count=cell_count + len(puzzle.stones),
        row_columns=tuple(row.cells | 1 << (cell_count + row.stone) for row in rows),
        row_exclusions=_twin_order_exclusions(puzzle, rows, rows_of_stone))
    for chosen in exact_covers(problem, _dead_region_test(puzzle)):
        covering = [0] * cell_count
        for row in chosen:
            for cell in range(cell_count):
                if rows[row].cells >> cell & 1:
                    covering[cell] = rows[row].stone + 1
        yield covering


def _twin_order_exclusions(puzzle: Puzzle, rows: list[Placement],
                           rows_of_stone: list[list[int]]) -> tuple[int, ...]:
    """For each row, the rows it rules out so that of two identical stones the lower-numbered
    one always takes the earlier placement (identical stones list placements alike)."""
    types = stone_types(puzzle)
    exclusions = [0] * len(rows)
    for first, second in product(range(len(types)), repeat=2):
        if first >= second or types[first] != types[second]:
            continue
        for position, row in enumerate(rows_of_stone[first]):
            for other_position, other_row in enumerate(rows_of_stone[second]):
                if other_position <= position:
                    exclusions[row] |= 1 << other_row
                    exclusions[other_row] |= 1 << row
    return tuple(exclusions)


def _dead_region_test(puzzle: Puzzle):
    """A test of covered columns (cells, then stones) that is True when some connected empty
    region cannot be filled by unused stones: a region too small for two stones must be exactly
    the cells of one unused stone's placement; a larger one must have the (black, white) cell
    counts of some subset of the unused stones."""
    width = puzzle.width
    cell_count = puzzle.height * width
    all_cells = (1 << cell_count) - 1
    black_cells = sum(1 << (row * width + column) for row in range(puzzle.height)
                      for column in range(width) if puzzle.colour(row, column) == BLACK)
    not_first_column = sum(1 << cell for cell in range(cell_count) if cell % width)
    not_last_column = sum(1 << cell for cell in range(cell_count) if cell % width != width - 1)
    stride = cell_count + 1  # a (black, white) pair is the bit black * stride + white
    stone_keys = [sum(row.count(BLACK) for row in stone) * stride
                  + sum(row.count(WHITE) for row in stone) for stone in puzzle.stones]
    stone_sizes = sorted(sum(len(row) - row.count(EMPTY) for row in stone)
                         for stone in puzzle.stones)
    smallest_pair = sum(stone_sizes[:2]) if len(stone_sizes) > 1 else cell_count + 1
    stones_by_cells: dict[int, int] = {}
    for stone_placements in placements(puzzle):
        for placement in stone_placements:
            stones_by_cells[placement.cells] = (stones_by_cells.get(placement.cells, 0)
                                                | 1 << placement.stone)

    @cache
    def reachable_counts(unused_stones: int) -> int:
        reachable = 1
        for stone, key in enumerate(stone_keys):
            if unused_stones >> stone & 1:
                reachable |= reachable << key
        return reachable

    def is_dead(covered: int) -> bool:
        empty = ~covered & all_cells
        unused_stones = ~covered >> cell_count
        reachable = reachable_counts(unused_stones)
        while empty:
            # Flood fill; each round also runs right to the end of every row run at once:
            # adding the region's bits to the run mask carries through the run (the last
            # column is left out of the mask so that no carry crosses into the next row).
            runs = empty & not_last_column
            region = empty & -empty
            while True:
                grown = (region | ((runs + (region & runs)) ^ runs)
                         | (region << 1 & not_first_column) | (region >> 1 & not_last_column)
                         | region << width | region >> width) & empty
                if grown == region:
                    break
                region = grown
            size = region.bit_count()
            if size < smallest_pair:
                if not stones_by_cells.get(region, 0) & unused_stones:
                    return True
            else:
                black = (region & black_cells).bit_count()
                if not reachable >> (black * stride + size - black) & 1:
                    return True
            empty ^= region
        return False

    return is_dead


def _solution(puzzle: Puzzle, flat: list[int]) -> Solution:
    """A Solution from a flat row-by-row list of stone numbers."""
    width = puzzle.width
    return Solution(tuple(tuple(flat[start:start + width])
                          for start in range(0, len(flat), width)))


# ----------------------------------------------------------------------------- checking

def is_solution(puzzle: Puzzle, solution: Solution) -> bool:
    """True when ``solution`` covers the whole board with every stone exactly once, each in
    one of its rotations/reflections and on cells of matching colours."""
    grid = solution.grid
    if len(grid) != puzzle.height or any(len(row) != puzzle.width for row in grid):
        return False
    cells_by_stone: dict[int, list[tuple[int, int]]] = {}
    for row, values in enumerate(grid):
        for column, stone in enumerate(values):
            cells_by_stone.setdefault(stone, []).append((row, column))
    if sorted(cells_by_stone) != list(range(1, len(puzzle.stones) + 1)):
        return False
    for stone, cells in cells_by_stone.items():
        top = min(row for row, _ in cells)
        left = min(column for _, column in cells)
        shape = frozenset(((row - top, column - left), puzzle.colour(row, column))
                          for row, column in cells)
        if shape not in orientations(puzzle.stones[stone - 1]):
            return False
    return True


# ----------------------------------------------------------------------------- output

def render(puzzle: Puzzle, solution: Solution) -> str:
    """The board as aligned rows of stone numbers, each followed by the cell's colour letter
    in lower case (``12b``)."""
    width = len(str(len(puzzle.stones)))
    lines = [" ".join(f"{stone:>{width}}{puzzle.colour(row, column).lower()}"
                      for column, stone in enumerate(values))
             for row, values in enumerate(solution.grid)]
    return "\n".join(lines)


def to_svg(puzzle: Puzzle, solution: Solution) -> str:
    """A picture of the tiled board: cells in their colours, thick lines between stones, the
    stone number in every cell."""
    size = svg.CELL_SIZE
    elements = []
    for row, values in enumerate(solution.grid):
        for column, stone in enumerate(values):
            x, y = svg.MARGIN + column * size, svg.MARGIN + row * size
            dark = puzzle.colour(row, column) == BLACK
            elements.append(svg.rect(x, y, size, size, "#333333" if dark else "#f2f2f2",
                                     stroke="#999999"))
            centre_x, centre_y = svg.cell_centre(row, column)
            elements.append(svg.text(centre_x, centre_y, str(stone),
                                     fill="#ffffff" if dark else "#000000", size=size * 0.35))
    elements.extend(_stone_borders(solution.grid))
    width, height = svg.grid_size(puzzle.height, puzzle.width)
    return svg.document(width, height, elements, title=f"checkerboard {puzzle.height}x"
                                                       f"{puzzle.width}")


def _stone_borders(grid: tuple[tuple[int, ...], ...]) -> list[str]:
    """Thick line segments along the board edge and wherever two stones meet."""
    size, margin = svg.CELL_SIZE, svg.MARGIN
    height, width = len(grid), len(grid[0])
    segments = []
    for row in range(height):
        for column in range(width):
            x, y = margin + column * size, margin + row * size
            if row == 0 or grid[row - 1][column] != grid[row][column]:
                segments.append(svg.line(x, y, x + size, y, stroke="#c0392b", stroke_width=4))
            if column == 0 or grid[row][column - 1] != grid[row][column]:
                segments.append(svg.line(x, y, x, y + size, stroke="#c0392b", stroke_width=4))
            if row == height - 1:
                segments.append(svg.line(x, y + size, x + size, y + size, stroke="#c0392b",
                                         stroke_width=4))
            if column == width - 1:
                segments.append(svg.line(x + size, y, x + size, y + size, stroke="#c0392b",
                                         stroke_width=4))
    return segments


# ----------------------------------------------------------------------------- Prolog

def solve_prolog(puzzle: Puzzle, timeout: float = DEFAULT_TIMEOUT,
                 limit: int | None = None) -> Iterator[Solution]:
    """Every solution found by ``checkerboard_solution/3`` in prolog/checkerboard.pl."""
    from pylogic.prolog_bridge import call_all
    from pylogic.terms import Compound, Var

    board = [[puzzle.colour(row, column) for column in range(puzzle.width)]
             for row in range(puzzle.height)]
    stones = [[list(row) for row in stone] for stone in puzzle.stones]
    placement = Var("Placement")
    answer = call_all(PROLOG_FILE, Compound("checkerboard_solution", (board, stones, placement)),
                      template=placement, limit=limit, timeout=timeout)
    for rows in answer.solutions:
        yield Solution(tuple(tuple(row) for row in rows))
