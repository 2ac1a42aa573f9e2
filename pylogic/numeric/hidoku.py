"""Hidoku (Hidato): fill a grid with 1..M so that consecutive numbers touch (king moves).

File format (``.hidoku``), the CSV of Rainhard Findling's post "Hidoku Solver in Python": one
line per grid row, cells separated by commas; a cell is a number (a given), ``__`` (any run of
underscores: empty) or ``##`` (any run of ``#``: a blocked cell that holds no number). Any
rectangular size; M is the number of open (non-blocked) cells; every number 1..M is placed
exactly once, each number is king-move adjacent to its successor. The first or last number need
not be given. Comment lines start with ``# `` (hash, space); blank lines are ignored. Example::

    # a 3x3 with one blocked cell
    1,__,__
    __,##,__
    __,__,8

The native solver keeps, for every number, the set of cells it may still occupy (a bit mask on
a padded bitboard, so a king-move "dilation" is a few shifts). Propagation narrows each number
to the king neighbourhood of its predecessor's and successor's candidates (which also yields
the distance bounds from every given), removes placed cells from other numbers, fails when an
open cell can no longer be reached by any number, and places a number in a cell only it can
still take (hidden single). Search branches on the number with the fewest candidate cells.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from pylogic.errors import InputError, SourceLocation
from pylogic.numeric import svg
from pylogic.numeric.grid_text import MAX_NUMBER_DIGITS, raise_collected, read_grid, significant_lines
from pylogic.time_limit import DEFAULT_TIMEOUT

KIND = "hidoku"
EXTENSION = ".hidoku"
PROLOG_FILE = "hidoku.pl"


@dataclass(frozen=True)
class Puzzle:
    """A hidoku instance: ``givens[r][c]`` is the given number or None (empty or blocked)."""

    givens: tuple[tuple[int | None, ...], ...]
    blocked: frozenset[tuple[int, int]] = frozenset()

    @property
    def rows(self) -> int:
        return len(self.givens)

    @property
    def columns(self) -> int:
        return len(self.givens[0])

    @property
    def size(self) -> int:
        """M, the number of open cells and so the largest number."""
        return self.rows * self.columns - len(self.blocked)

    def open_cells(self) -> list[tuple[int, int]]:
        """The (row, column) pairs of the non-blocked cells in row-major order."""
        return [(r, c) for r in range(self.rows) for c in range(self.columns)
                if (r, c) not in self.blocked]


MAX_CELLS = 1600  # the search keeps a state per placed number: bounded memory and time


@dataclass(frozen=True)
class Solution:
    """A filled grid: ``grid[r][c]`` is the number at that cell, None at blocked cells."""

    grid: tuple[tuple[int | None, ...], ...]


def parse(text: str, path: str = "<string>") -> Puzzle:
    """The Puzzle written in ``text``; raises InputError(s) for malformed input."""
    lines = significant_lines(text, path)
    if not lines:
        raise InputError(SourceLocation(path, 1, 1),
                         "no grid found (expected comma-separated rows)")
    rows = read_grid(lines, ",")
    blocked = frozenset((r, c) for r, row in enumerate(rows) for c, token in enumerate(row)
                        if token.text and set(token.text) == {"#"})
    size = len(rows) * len(rows[0]) - len(blocked)
    if len(rows) * len(rows[0]) > MAX_CELLS:
        raise lines[0].error(1, f"the grid has {len(rows) * len(rows[0])} cells; pylogic solves "
                                f"hidokus of at most {MAX_CELLS} cells (40x40)")
    if size == 0:
        raise lines[0].error(1, "every cell is blocked; at least one open cell is needed")
    errors: list[InputError] = []
    first_seen: dict[int, str] = {}
    givens = []
    for r, row in enumerate(rows):
        values: list[int | None] = []
        for c, token in enumerate(row):
            value = None
            if (r, c) in blocked or (token.text and set(token.text) == {"_"}):
                pass
            elif not token.text.isdigit() or not token.text.isascii():
                errors.append(token.error(f"unknown cell {token.text!r}" if token.text
                                          else "empty cell",
                                          hint="write a number, __ for empty or ## for blocked"))
            elif len(token.text) > MAX_NUMBER_DIGITS or not 1 <= int(token.text) <= size:
                errors.append(token.error(f"number {_shown(token.text)} outside 1..{size}",
                                          hint=f"the grid has {size} open cells"))
            elif int(token.text) in first_seen:
                errors.append(token.error(f"number {int(token.text)} given twice",
                                          hint=f"first given at {first_seen[int(token.text)]}"))
            else:
                value = int(token.text)
                first_seen[value] = f"{token.line.number}:{token.column}"
            values.append(value)
        givens.append(tuple(values))
    raise_collected(errors)
    return Puzzle(tuple(givens), blocked)


@dataclass
class _Geometry:
    """The puzzle's cells on a bitboard with one padding column, so shifting a mask by one
    bit never wraps a king move from one row's end into the next row."""

    puzzle: Puzzle
    stride: int = 0
    open_mask: int = 0
    neighbourhoods: dict[int, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.stride = self.puzzle.columns + 1
        for r, c in self.puzzle.open_cells():
            self.open_mask |= 1 << self.bit(r, c)

    def bit(self, row: int, column: int) -> int:
        return row * self.stride + column

    def cell(self, bit: int) -> tuple[int, int]:
        return divmod(bit, self.stride)

    def dilate(self, mask: int) -> int:
        """The open cells within one king move of a cell in ``mask`` (the mask included);
        memoised because the same candidate sets recur across the search."""
        grown = self.neighbourhoods.get(mask)
        if grown is None:
            row_grown = mask | (mask << 1) | (mask >> 1)
            grown = (row_grown | (row_grown << self.stride) | (row_grown >> self.stride)) \
                & self.open_mask
            self.neighbourhoods[mask] = grown
        return grown


def _initial_places(puzzle: Puzzle, geometry: _Geometry) -> list[int]:
    """Index n holds the candidate-cell mask of number n (index 0 unused)."""
    places = [0] + [geometry.open_mask] * puzzle.size
    for r, row in enumerate(puzzle.givens):
        for c, value in enumerate(row):
            if value is not None:
                places[value] = 1 << geometry.bit(r, c)
    return places


def _propagate(places: list[int], geometry: _Geometry) -> bool:
    """Narrow ``places`` in place to a fixpoint; False when some rule can no longer hold."""
    dilate = geometry.dilate
    last = len(places) - 1
    while True:
        changed = False
        # consecutive numbers touch: n lies next to a candidate of n-1 and of n+1
        for numbers, step in ((range(2, last + 1), -1), (range(last - 1, 0, -1), 1)):
            for n in numbers:
                narrowed = places[n] & dilate(places[n + step])
                if narrowed != places[n]:
                    if not narrowed:
                        return False
                    places[n] = narrowed
                    changed = True
        # a placed number owns its cell
        placed = 0
        for n in range(1, last + 1):
            mask = places[n]
            if not mask & (mask - 1):
                if placed & mask:
                    return False
                placed |= mask
        covered_once = covered_twice = 0
        for n in range(1, last + 1):
            mask = places[n]
            if mask & (mask - 1):
                if mask & placed:
                    mask &= ~placed
                    if not mask:
                        return False
                    places[n] = mask
                    changed = True
                covered_twice |= covered_once & mask
                covered_once |= mask
        # every open cell holds some number; a cell only one number can reach is that number's
        if (covered_once | placed) != geometry.open_mask:
            return False
        only_one = covered_once & ~covered_twice
        if only_one:
            for n in range(1, last + 1):
                mask = places[n]
                hit = mask & only_one
                if hit and mask & (mask - 1):
                    if hit & (hit - 1):
                        return False
                    places[n] = hit
                    changed = True
        if not changed:
            return True


def _search(places: list[int], geometry: _Geometry) -> Iterator[list[int]]:
    """Every completion of ``places`` (depth first, fewest-candidates number first).

    The depth can reach the number of cells, so the search keeps its own stack instead of
    recursing: each entry is a state and the choices of its branching number not yet tried.
    """
    stack: list[tuple[list[int], int, int]] = []
    state: list[int] | None = places
    while True:
        if state is not None and _propagate(state, geometry):
            best_number = _branching_number(state)
            if best_number == 0:
                yield state
            else:
                stack.append((state, best_number, state[best_number]))
        if not stack:
            return
        parent, number, untried = stack.pop()
        choice = untried & -untried
        if untried ^ choice:
            stack.append((parent, number, untried ^ choice))
        state = parent.copy()
        state[number] = choice


def _branching_number(places: list[int]) -> int:
    """The number with the fewest (but several) candidate cells; 0 when all are placed."""
    best_number, best_count = 0, 0
    for n in range(1, len(places)):
        count = places[n].bit_count()
        if count > 1 and (best_number == 0 or count < best_count):
            best_number, best_count = n, count
            if count == 2:
                break
    return best_number


def _shown(text: str) -> str:
    """A number for a message, shortened when it is very long."""
    return text if len(text) <= 20 else f"{text[:8]}...{text[-8:]} ({len(text)} digits)"


def solve(puzzle: Puzzle) -> Iterator[Solution]:
    """Every solution of ``puzzle``, lazily (none when it has no solution)."""
    geometry = _Geometry(puzzle)
    for places in _search(_initial_places(puzzle, geometry), geometry):
        grid: list[list[int | None]] = [[None] * puzzle.columns for _ in range(puzzle.rows)]
        for number in range(1, len(places)):
            r, c = geometry.cell(places[number].bit_length() - 1)
            grid[r][c] = number
        yield Solution(tuple(tuple(row) for row in grid))


def is_solution(puzzle: Puzzle, solution: Solution) -> bool:
    """True when ``solution`` fills ``puzzle`` by every rule (checked directly, no search)."""
    grid = solution.grid
    if len(grid) != puzzle.rows or any(len(row) != puzzle.columns for row in grid):
        return False
    position: dict[int, tuple[int, int]] = {}
    for r in range(puzzle.rows):
        for c in range(puzzle.columns):
            value, given = grid[r][c], puzzle.givens[r][c]
            if ((r, c) in puzzle.blocked) != (value is None):
                return False
            if given is not None and value != given:
                return False
            if value is not None:
                if value in position:
                    return False
                position[value] = (r, c)
    if set(position) != set(range(1, puzzle.size + 1)):
        return False
    return all(max(abs(position[n][0] - position[n + 1][0]),
                   abs(position[n][1] - position[n + 1][1])) == 1
               for n in range(1, puzzle.size))


def render(puzzle: Puzzle, solution: Solution) -> str:
    """The solved grid as aligned text, numbers right-aligned, blocked cells as ``#``."""
    width = len(str(puzzle.size))
    return "\n".join(" ".join("#" * width if value is None else str(value).rjust(width)
                              for value in row)
                     for row in solution.grid)


def to_svg(puzzle: Puzzle, solution: Solution) -> str:
    """An SVG picture of the solved grid: givens bold on grey, found numbers blue, the path
    1..M drawn as a faint line through the cell centres."""
    cells = [[svg.Cell("", svg.CellKind.BLOCKED) if value is None else
              svg.Cell(str(value), svg.CellKind.GIVEN if puzzle.givens[r][c] is not None
                       else svg.CellKind.FOUND)
              for c, value in enumerate(row)] for r, row in enumerate(solution.grid)]
    centres = {value: svg.cell_centre(r, c) for r, row in enumerate(solution.grid)
               for c, value in enumerate(row) if value is not None}
    path = svg.polyline([centres[n] for n in sorted(centres)], stroke="#d04040", opacity=0.35)
    return svg.number_grid_svg(cells, title=f"hidoku {puzzle.rows}x{puzzle.columns}",
                               extra_elements=[path])


def prolog_grid(puzzle: Puzzle) -> list[list[int | str]]:
    """The puzzle as the Prolog entry expects it: rows of ints, '_' (empty), '#' (blocked)."""
    return [["#" if (r, c) in puzzle.blocked else "_" if value is None else value
             for c, value in enumerate(row)] for r, row in enumerate(puzzle.givens)]


def solve_prolog(puzzle: Puzzle, timeout: float = DEFAULT_TIMEOUT,
                 limit: int | None = None) -> Iterator[Solution]:
    """Every solution found by the CLP(FD) model ``hidoku_solution/2`` in prolog/hidoku.pl."""
    from pylogic.prolog_bridge import call_all
    from pylogic.terms import Compound, Var

    solved = Var("Solved")
    answer = call_all(PROLOG_FILE, Compound("hidoku_solution", (prolog_grid(puzzle), solved)),
                      template=solved, limit=limit, timeout=timeout)
    for grid in answer.solutions:
        yield Solution(tuple(tuple(None if value == "#" else value for value in row)
                             for row in grid))
