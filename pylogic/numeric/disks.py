"""Flower disks: stacked disks with solid parts (1) and holes (0) at the same W positions round
a pole; rotate every disk but the first so that each position is covered by exactly one solid
part.

File format (``.disks``): one disk per line, a row of ``0``/``1`` digits (all rows the same
width, at least one); comment lines start with ``# ``, blank lines are ignored. Example (the
disks of Rainhard Findling's post "Flower disk rotation puzzle solver: Python vs Prolog",
with the last one flipped)::

    000001010010
    100100000001
    010000010100
    100001001000

A disk rotated by shift s reads ``rotated[j] = disk[(j + s) mod W]``; the first disk keeps
shift 0. The native solver holds each disk as a bit set, and places disks one after another in
every shift whose solid parts miss all positions covered so far.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from pylogic.errors import InputError, SourceLocation
from pylogic.numeric.grid_text import SourceLine, significant_lines
from pylogic.time_limit import DEFAULT_TIMEOUT

KIND = "disks"
EXTENSION = ".disks"
PROLOG_FILE = "disks.pl"


@dataclass(frozen=True)
class Puzzle:
    """The disks in file order, each a tuple of 0/1 (1 = solid), all of the same width."""

    disks: tuple[tuple[int, ...], ...]

    @property
    def width(self) -> int:
        """W, the number of positions round each disk."""
        return len(self.disks[0])


@dataclass(frozen=True)
class Solution:
    """``shifts[i]``: how far disk i is rotated (0 for the first); ``rows[i]``: the rotated
    disk."""

    shifts: tuple[int, ...]
    rows: tuple[tuple[int, ...], ...]


def parse(text: str, path: str = "<string>") -> Puzzle:
    """The Puzzle written in ``text``; raises InputError for a symbol other than 0/1, rows of
    different widths, or no disks."""
    lines = significant_lines(text, path)
    if not lines:
        raise InputError(SourceLocation(path, 1, 1), "the file holds no disks",
                         hint="write one disk per line as 0/1 digits, e.g. 000001010010")
    disks = [_parse_disk(line) for line in lines]
    width = len(disks[0])
    for line, disk in zip(lines, disks):
        if len(disk) != width:
            start = len(line.text) - len(line.text.lstrip())
            column = start + min(len(disk), width) + 1
            raise line.error(column, f"this disk has {len(disk)} positions, the first has "
                                     f"{width}")
    return Puzzle(tuple(disks))


def _parse_disk(line: SourceLine) -> tuple[int, ...]:
    """One disk's positions; InputError at the first character that is not 0 or 1."""
    text = line.text.rstrip()
    start = len(text) - len(text.lstrip())
    for offset, symbol in enumerate(text[start:]):
        if symbol not in "01":
            raise line.error(start + offset + 1, f"unexpected {symbol!r}: a disk is a row of "
                                                 "0 (hole) and 1 (solid)")
    return tuple(int(symbol) for symbol in text[start:])


def rotated(disk: tuple[int, ...], shift: int) -> tuple[int, ...]:
    """``disk`` rotated by ``shift``: position j shows the disk's position (j + shift) mod W."""
    width = len(disk)
    return tuple(disk[(position + shift) % width] for position in range(width))


def solve(puzzle: Puzzle) -> Iterator[Solution]:
    """Every solution (every combination of shifts), lazily."""
    width = puzzle.width
    full = (1 << width) - 1
    shifted_masks = [[_mask(rotated(disk, shift)) for shift in range(width)]
                     for disk in puzzle.disks]
    shifts = [0] * len(puzzle.disks)

    def place(disk: int, covered: int) -> Iterator[Solution]:
        if disk == len(puzzle.disks):
            if covered == full:
                yield Solution(tuple(shifts), tuple(rotated(solid, shift) for solid, shift
                                                    in zip(puzzle.disks, shifts)))
            return
        for shift, mask in enumerate(shifted_masks[disk]):
            if not mask & covered:
                shifts[disk] = shift
                yield from place(disk + 1, covered | mask)

    yield from place(1, shifted_masks[0][0])


def _mask(disk: tuple[int, ...]) -> int:
    """The bit set of a disk's solid positions (bit j for position j)."""
    return sum(solid << position for position, solid in enumerate(disk))


def is_solution(puzzle: Puzzle, solution: Solution) -> bool:
    """True when the first shift is 0, every row is its disk rotated by its shift, and each
    position is solid in exactly one row."""
    if len(solution.shifts) != len(puzzle.disks) or solution.shifts[0] != 0:
        return False
    if any(row != rotated(disk, shift) for disk, shift, row
           in zip(puzzle.disks, solution.shifts, solution.rows)):
        return False
    return all(sum(column) == 1 for column in zip(*solution.rows))


def render(puzzle: Puzzle, solution: Solution) -> str:
    """Each rotated disk as a row of 0/1 after its number and shift."""
    return "\n".join(f"disk {index + 1}  shift {shift:>2}  " + "".join(map(str, row))
                     for index, (shift, row) in enumerate(zip(solution.shifts, solution.rows)))


def to_svg(puzzle: Puzzle, solution: Solution) -> str:
    """A picture of the rotated disks, one row each: solid parts dark, holes white, so each
    column of a solution has exactly one dark square."""
    from pylogic.numeric import svg

    cells = [[svg.Cell("", svg.CellKind.BLOCKED if solid else svg.CellKind.FOUND) for solid in row]
             for row in solution.rows]
    return svg.number_grid_svg(cells, title="flower disks")


def solve_prolog(puzzle: Puzzle, timeout: float = DEFAULT_TIMEOUT,
                 limit: int | None = None) -> Iterator[Solution]:
    """Every solution found by ``disks_solution/2`` in prolog/disks.pl."""
    from pylogic.prolog_bridge import call_all
    from pylogic.terms import Compound, Var

    shifts = Var("Shifts")
    answer = call_all(PROLOG_FILE, Compound("disks_solution", ([list(disk) for disk
                                                                in puzzle.disks], shifts)),
                      template=shifts, limit=limit, timeout=timeout)
    for found in answer.solutions:
        yield Solution(tuple(found), tuple(rotated(disk, shift) for disk, shift
                                           in zip(puzzle.disks, found)))
