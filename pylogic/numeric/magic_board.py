"""Magic number board: fill an N x N board so every row, column and both diagonals have the
same sum, each number of a range used at most once (exactly once when the range has N*N).

File format (``.magic``): a header line, then N rows of N whitespace-separated cells, each a
number (a given, possibly negative) or ``_`` (any run of underscores: empty). The header is
``numbers LOW..HIGH sum TARGET``; the range must hold at least N*N numbers. Comment lines start
with ``# ``; blank lines are ignored. Example (the board of Rainhard Findling's post "Magic number
board puzzle solver in Python")::

    # the magic number board of "Magic number board puzzle solver in Python"
    numbers 5..29 sum 85
    _  _  _  _  15
    _  _  25 17 _
    _  26 _  5  _
    _  18 _  _  11
    _  _  21 _  _

The native solver keeps a bit mask of candidate numbers per cell. Propagation: a placed number
leaves every other cell; when the range has exactly N*N numbers, a number only one cell can
take goes there; for each line the still open sum must lie between the smallest and largest
sums of distinct candidates, which bounds every open cell of the line (and a line with one or
two open cells is solved exactly). A line is revisited when one of its cells changed its
smallest or largest candidate or became fixed. Search branches on the cell with the fewest
candidates.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from pylogic.errors import InputError, SourceLocation
from pylogic.numeric import svg
from pylogic.numeric.grid_text import Token, parse_int, raise_collected, read_grid, significant_lines, split_tokens
from pylogic.time_limit import DEFAULT_TIMEOUT

KIND = "magic_board"
EXTENSION = ".magic"
PROLOG_FILE = "magic_board.pl"


@dataclass(frozen=True)
class Puzzle:
    """A board: ``givens[r][c]`` is a given number or None; numbers ``low..high``; every line
    sums to ``target``."""

    givens: tuple[tuple[int | None, ...], ...]
    low: int
    high: int
    target: int

    @property
    def size(self) -> int:
        """N, the number of rows (and columns)."""
        return len(self.givens)

    @property
    def uses_every_number(self) -> bool:
        """True when the range has exactly N*N numbers, so each is used exactly once."""
        return self.high - self.low + 1 == self.size * self.size


@dataclass(frozen=True)
class Solution:
    """A filled board, ``grid[r][c]`` the number at row r, column c."""

    grid: tuple[tuple[int, ...], ...]


def parse(text: str, path: str = "<string>") -> Puzzle:
    """The Puzzle written in ``text``; raises InputError(s) for malformed input."""
    lines = significant_lines(text, path)
    if not lines:
        raise InputError(SourceLocation(path, 1, 1), "empty file",
                         hint="start with a header such as 'numbers 5..29 sum 85'")
    low, high, target = _parse_header(split_tokens(lines[0]))
    if len(lines) == 1:
        raise lines[0].error(len(lines[0].text.rstrip()) + 1, "the board rows are missing")
    rows = read_grid(lines[1:])
    size = len(rows)
    if len(rows[0]) != size:
        raise lines[1].error(1, f"the board has {size} rows of {len(rows[0])} cells; "
                                "it must be square")
    if high - low + 1 < size * size:
        raise lines[0].error(1, f"the range {low}..{high} has {high - low + 1} numbers, "
                                f"fewer than the {size * size} cells")
    errors: list[InputError] = []
    first_seen: dict[int, Token] = {}
    givens = []
    for row in rows:
        values: list[int | None] = []
        for token in row:
            values.append(None)
            if set(token.text) == {"_"}:
                continue
            try:
                value = parse_int(token, "number or _")
            except InputError as error:
                errors.append(error)
                continue
            if not low <= value <= high:
                errors.append(token.error(f"number {value} outside {low}..{high}"))
            elif value in first_seen:
                first = first_seen[value]
                errors.append(token.error(f"number {value} given twice",
                                          hint=f"first at {first.line.number}:{first.column}"))
            else:
                first_seen[value] = token
                values[-1] = value
        givens.append(tuple(values))
    raise_collected(errors)
    return Puzzle(tuple(givens), low, high, target)


def _parse_header(tokens: list[Token]) -> tuple[int, int, int]:
    """(low, high, target) from ``numbers LOW..HIGH sum TARGET``; InputError otherwise."""
    expected = ["numbers", "LOW..HIGH", "sum", "TARGET"]
    for index, word in enumerate(expected):
        if index >= len(tokens):
            end = tokens[-1].column + len(tokens[-1].text) if tokens else 1
            raise tokens[0].line.error(end, f"the header is missing {word}",
                                       hint="write e.g. 'numbers 5..29 sum 85'")
        if word.islower() and tokens[index].text != word:
            raise tokens[index].error(f"expected {word!r}, found {tokens[index].text!r}",
                                      hint="write e.g. 'numbers 5..29 sum 85'")
    if len(tokens) > len(expected):
        raise tokens[len(expected)].error("unexpected text after the header")
    range_token = tokens[1]
    low_text, dots, high_text = range_token.text.partition("..")
    if not dots:
        raise range_token.error(f"expected a range LOW..HIGH, found {range_token.text!r}")
    low = parse_int(Token(low_text, range_token.line, range_token.column), "range start")
    high = parse_int(Token(high_text, range_token.line, range_token.column + len(low_text) + 2),
                     "range end")
    if low > high:
        raise range_token.error(f"empty range {low}..{high}")
    return low, high, parse_int(tokens[3], "target sum")


def _lines(size: int) -> list[tuple[int, ...]]:
    """The cell indices (row-major) of every row, column and both diagonals."""
    rows = [tuple(r * size + c for c in range(size)) for r in range(size)]
    columns = [tuple(r * size + c for r in range(size)) for c in range(size)]
    diagonals = [tuple(i * size + i for i in range(size)),
                 tuple(i * size + size - 1 - i for i in range(size))]
    return rows + columns + diagonals


def _bits(mask: int) -> list[int]:
    """The indices of the set bits of ``mask``, ascending."""
    indices = []
    while mask:
        lowest = mask & -mask
        indices.append(lowest.bit_length() - 1)
        mask ^= lowest
    return indices


def _between(first: int, last: int) -> int:
    """The mask with bits first..last set (0 when empty; negative first is clipped)."""
    first = max(first, 0)
    return ((1 << (last - first + 1)) - 1) << first if last >= first else 0


@dataclass(frozen=True)
class _Model:
    """The constraint structure the search works on. Numbers are bit offsets from ``low``,
    so ``target`` is shifted by N*low; ``every_number`` is the mask of numbers that must all
    appear (0 when the range is larger than the board)."""

    lines: tuple[tuple[int, ...], ...]
    lines_of_cell: tuple[tuple[int, ...], ...]
    target: int
    every_number: int


def _narrow_line(domains: list[int], line: tuple[int, ...], target: int) -> list[int] | None:
    """Narrow the cells of one line so it can still sum to ``target``; the cells that shrank,
    or None when the line can no longer reach its sum."""
    rest = target
    open_cells = []
    lows = []
    highs = []
    candidates = 0
    for cell in line:
        domain = domains[cell]
        if domain & (domain - 1):
            open_cells.append(cell)
            candidates |= domain
            lows.append((domain & -domain).bit_length() - 1)
            highs.append(domain.bit_length() - 1)
        else:
            rest -= domain.bit_length() - 1
    count = len(open_cells)
    if count == 0:
        return None if rest else []
    if count == 1:
        cell = open_cells[0]
        if rest < 0 or not domains[cell] >> rest & 1:
            return None
        domains[cell] = 1 << rest
        return open_cells
    lowest_total, highest_total = sum(lows), sum(highs)
    if rest < lowest_total or rest > highest_total or candidates.bit_count() < count:
        return None
    if count == 2:
        return _narrow_pair(domains, open_cells, rest)
    # two lower (upper) bounds: distinct candidates of the line, and each cell's own extreme
    others_least, mask = 0, candidates
    for _ in range(count - 1):
        lowest = mask & -mask
        others_least += lowest.bit_length() - 1
        mask ^= lowest
    least = others_least + (mask & -mask).bit_length() - 1
    others_most, mask = 0, candidates
    for _ in range(count - 1):
        top = mask.bit_length() - 1
        others_most += top
        mask ^= 1 << top
    most = others_most + mask.bit_length() - 1
    if rest < least or rest > most:
        return None
    shrunk = []
    for cell, low, high in zip(open_cells, lows, highs):
        first = rest - min(others_most, highest_total - high)
        last = rest - max(others_least, lowest_total - low)
        if first > low or last < high:
            if first < 0:
                first = 0
            narrowed = domains[cell] & ((1 << (last - first + 1)) - 1) << first \
                if last >= first else 0
            if not narrowed:
                return None
            domains[cell] = narrowed
            shrunk.append(cell)
    return shrunk


def _narrow_pair(domains: list[int], cells: list[int], rest: int) -> list[int] | None:
    """Two open cells that must hold distinct numbers summing to ``rest``: keep each cell's
    candidates that have a partner in the other cell; the cells that shrank, or None when
    no pair is left."""
    first, second = cells
    first_domain, second_domain = domains[first], domains[second]
    supported_first = supported_second = 0
    mask = first_domain
    while mask:
        lowest = mask & -mask
        mask ^= lowest
        partner = rest - lowest.bit_length() + 1
        if partner >= 0 and second_domain >> partner & 1 and lowest != 1 << partner:
            supported_first |= lowest
            supported_second |= 1 << partner
    if not supported_first:
        return None
    shrunk = []
    if supported_first != first_domain:
        domains[first] = supported_first
        shrunk.append(first)
    if supported_second != second_domain:
        domains[second] = supported_second
        shrunk.append(second)
    return shrunk


def _narrow_distinct(domains: list[int], every_number: int) -> list[int] | None:
    """Each number at most once (and, when ``every_number`` is a nonzero mask, each of those
    exactly once): the cells whose smallest or largest candidate moved or that became fixed
    (what line bounds depend on), or None on a contradiction."""
    placed = 0
    for domain in domains:
        if not domain & (domain - 1):
            if placed & domain:
                return None
            placed |= domain
    shrunk = []
    seen_once = seen_twice = 0
    for cell, domain in enumerate(domains):
        if domain & (domain - 1):
            if domain & placed:
                kept = domain & ~placed
                if not kept:
                    return None
                domains[cell] = kept
                if (kept & -kept != domain & -domain or kept.bit_length() != domain.bit_length()
                        or not kept & (kept - 1)):
                    shrunk.append(cell)
                domain = kept
            seen_twice |= seen_once & domain
            seen_once |= domain
    if every_number:
        if (seen_once | placed) != every_number:
            return None
        only_one = seen_once & ~seen_twice
        if only_one:
            for cell, domain in enumerate(domains):
                hit = domain & only_one
                if hit and domain & (domain - 1):
                    if hit & (hit - 1):
                        return None
                    domains[cell] = hit
                    shrunk.append(cell)
    return shrunk


def _propagate(domains: list[int], model: _Model, dirty: set[int]) -> bool:
    """Narrow ``domains`` in place to a fixpoint, revisiting only lines (indices in ``dirty``)
    whose cells changed; False on a contradiction. A line is not revisited for its own
    narrowing unless that fixed a cell (then placed numbers leave the other cells first)."""
    lines, lines_of_cell, target = model.lines, model.lines_of_cell, model.target
    while True:
        shrunk = _narrow_distinct(domains, model.every_number)
        if shrunk is None:
            return False
        for cell in shrunk:
            dirty.update(model.lines_of_cell[cell])
        if not dirty:
            return True
        while dirty:
            line = dirty.pop()
            shrunk = _narrow_line(domains, lines[line], target)
            if shrunk is None:
                return False
            if shrunk:
                fixed = False
                for cell in shrunk:
                    dirty.update(lines_of_cell[cell])
                    fixed = fixed or not domains[cell] & (domains[cell] - 1)
                if fixed:
                    break
                dirty.discard(line)


def _branching_cell(domains: list[int], lines: tuple[tuple[int, ...], ...]) -> int:
    """The open cell to branch on (-1 when none is left): the fewest candidates, ties broken
    towards a line with few open cells (a nearly full line decides most)."""
    best_cell, best_key = -1, None
    for line in lines:
        open_cells = [cell for cell in line if domains[cell] & (domains[cell] - 1)]
        for cell in open_cells:
            key = (domains[cell].bit_count(), len(open_cells))
            if best_key is None or key < best_key:
                best_cell, best_key = cell, key
    return best_cell


def _search(domains: list[int], model: _Model, dirty: set[int]) -> Iterator[list[int]]:
    """Every completion of ``domains`` consistent with the model."""
    if not _propagate(domains, model, dirty):
        return
    cell = _branching_cell(domains, model.lines)
    if cell < 0:
        yield domains
        return
    for value in _bits(domains[cell]):
        branch = domains.copy()
        branch[cell] = 1 << value
        yield from _search(branch, model, set(model.lines_of_cell[cell]))


def solve(puzzle: Puzzle) -> Iterator[Solution]:
    """Every solution of ``puzzle``, lazily."""
    size, low = puzzle.size, puzzle.low
    all_numbers = _between(0, puzzle.high - low)
    domains = [all_numbers if value is None else 1 << (value - low)
               for row in puzzle.givens for value in row]
    lines = _lines(size)
    model = _Model(tuple(lines),
                   tuple(tuple(index for index, line in enumerate(lines) if cell in line)
                         for cell in range(size * size)),
                   puzzle.target - size * low,
                   all_numbers if puzzle.uses_every_number else 0)
    for filled in _search(domains, model, set(range(len(lines)))):
        values = [domain.bit_length() - 1 + low for domain in filled]
        yield Solution(tuple(tuple(values[r * size:(r + 1) * size]) for r in range(size)))


def is_solution(puzzle: Puzzle, solution: Solution) -> bool:
    """True when ``solution`` fills ``puzzle`` by every rule (checked directly)."""
    grid, size = solution.grid, puzzle.size
    if len(grid) != size or any(len(row) != size for row in grid):
        return False
    numbers = [value for row in grid for value in row]
    if len(set(numbers)) != len(numbers) or not all(
            isinstance(value, int) and puzzle.low <= value <= puzzle.high for value in numbers):
        return False
    if any(given is not None and given != grid[r][c]
           for r, row in enumerate(puzzle.givens) for c, given in enumerate(row)):
        return False
    flat = [value for row in grid for value in row]
    return all(sum(flat[cell] for cell in line) == puzzle.target for line in _lines(size))


def render(puzzle: Puzzle, solution: Solution) -> str:
    """The solved board as aligned text, one row per line."""
    width = max(len(str(value)) for row in solution.grid for value in row)
    return "\n".join(" ".join(str(value).rjust(width) for value in row) for row in solution.grid)


def to_svg(puzzle: Puzzle, solution: Solution) -> str:
    """An SVG picture of the solved board: givens bold on grey, found numbers blue."""
    cells = [[svg.Cell(str(value), svg.CellKind.GIVEN if puzzle.givens[r][c] is not None
                       else svg.CellKind.FOUND)
              for c, value in enumerate(row)] for r, row in enumerate(solution.grid)]
    return svg.number_grid_svg(cells, title=f"magic board, numbers {puzzle.low}..{puzzle.high}, "
                                            f"every line sums to {puzzle.target}")


def solve_prolog(puzzle: Puzzle, timeout: float = DEFAULT_TIMEOUT,
                 limit: int | None = None) -> Iterator[Solution]:
    """Every solution found by ``magic_board_solution/5`` in prolog/magic_board.pl."""
    from pylogic.prolog_bridge import call_all
    from pylogic.terms import Compound, Var

    grid = [["_" if value is None else value for value in row] for row in puzzle.givens]
    solved = Var("Solved")
    goal = Compound("magic_board_solution",
                    (grid, puzzle.low, puzzle.high, puzzle.target, solved))
    answer = call_all(PROLOG_FILE, goal, template=solved, limit=limit, timeout=timeout)
    for rows in answer.solutions:
        yield Solution(tuple(tuple(row) for row in rows))
