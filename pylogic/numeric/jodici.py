"""Jodici: fill 3 rings x 6 sectors with the digits 1-9, each digit exactly twice, so that every
sector (the three cells of a column) sums to 15 and every ring (a row) sums to 30.

File format (``.jodici``, as in Rainhard Findling's post "Jodici solver: Python vs Prolog"):
three rows (rings 1-3, ring 1 the outermost) of six comma-separated cells (sectors 1-6), each a
digit 1-9 or ``_`` (empty). Comment lines start with ``# ``; blank lines are ignored.
Example (that post's puzzle)::

    3,7,_,_,_,_
    _,_,1,5,9,_
    6,_,_,_,_,_

The native solver fills whole sectors: the 3-digit columns summing to 15 are listed once and
each sector keeps those that agree with its givens. Then it meets in the middle: the sectors
are split into two halves of three (the split with the fewest combinations), every filling of
one half that uses no digit more than twice is indexed by its digit counts and ring sums, and
each filling of the other half looks up exactly the fillings that complete it (each digit
twice in all, each ring 30).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import combinations, product
from math import prod

from pylogic.errors import InputError, SourceLocation
from pylogic.numeric import svg
from pylogic.numeric.grid_text import Token, read_grid, significant_lines
from pylogic.time_limit import DEFAULT_TIMEOUT

KIND = "jodici"
EXTENSION = ".jodici"
PROLOG_FILE = "jodici.pl"

RINGS, SECTORS = 3, 6
SECTOR_SUM, RING_SUM, COPIES = 15, 30, 2
DIGITS = range(1, 10)
SECTOR_COLUMNS = tuple(column for column in product(DIGITS, repeat=RINGS)
                       if sum(column) == SECTOR_SUM)


@dataclass(frozen=True)
class Puzzle:
    """``givens[ring][sector]``: a digit 1-9 or None (empty)."""

    givens: tuple[tuple[int | None, ...], ...]


@dataclass(frozen=True)
class Solution:
    """``rings[ring][sector]``: the digit in that field."""

    rings: tuple[tuple[int, ...], ...]


def parse(text: str, path: str = "<string>") -> Puzzle:
    """The Puzzle written in ``text``; raises InputError for malformed input (wrong number of
    rows or cells, a symbol that is neither a digit 1-9 nor ``_``)."""
    lines = significant_lines(text, path)
    if len(lines) != RINGS:
        if len(lines) > RINGS:
            raise lines[RINGS].error(1, f"a jodici has {RINGS} rings (rows); this is row "
                                        f"{RINGS + 1}")
        where = (SourceLocation(path, lines[-1].number + 1, 1) if lines
                 else SourceLocation(path, 1, 1))
        raise InputError(where, f"a jodici has {RINGS} rings (rows), found {len(lines)}",
                         hint="write three rows of six cells like '3,7,_,_,_,_'")
    rows = read_grid(lines, ",")
    if len(rows[0]) != SECTORS:
        line = lines[0]
        column = rows[0][SECTORS].column if len(rows[0]) > SECTORS else len(line.text.rstrip()) + 1
        raise line.error(column, f"a ring has {SECTORS} sectors (cells), found {len(rows[0])}")
    return Puzzle(tuple(tuple(_parse_cell(token) for token in row) for row in rows))


def _parse_cell(token: Token) -> int | None:
    """A given digit, or None for ``_``."""
    text = token.text
    if text and set(text) == {"_"}:
        return None
    if len(text) == 1 and text in "123456789":
        return int(text)
    if text.isdigit():
        raise token.error(f"{text} is out of range: cells hold digits 1-9")
    raise token.error(f"expected a digit 1-9 or _, found {text!r}" if text
                      else "expected a digit 1-9 or _ (empty cell)")


def solve(puzzle: Puzzle) -> Iterator[Solution]:
    """Every solution, lazily (the half of the sectors with fewer combinations is indexed
    first, then the other half is enumerated against it)."""
    options = [tuple(column for column in SECTOR_COLUMNS
                     if all(given is None or given == digit
                            for given, digit in zip(_sector(puzzle.givens, sector), column)))
               for sector in range(SECTORS)]
    indexed, enumerated = _cheapest_split(options)
    completions: dict[int, list[tuple]] = {}
    for key, columns in _half_fillings([options[sector] for sector in indexed]):
        completions.setdefault(key, []).append(columns)
    position = [(enumerated + indexed).index(sector) for sector in range(SECTORS)]
    for key, columns in _half_fillings([options[sector] for sector in enumerated]):
        for other_columns in completions.get(_COMPLETE - key, ()):
            joined = columns + other_columns
            yield Solution(tuple(zip(*(joined[place] for place in position))))


# A filling of some sectors is summarized by one integer key: 4 bits per digit counting its
# uses (above bit 18) and 6 bits per ring holding the ring's partial sum. Keys of disjoint
# fillings add without carries, a digit is overused when its field exceeds 2, and two halves
# complete each other exactly when their keys add up to _COMPLETE (every digit twice, every
# ring 30).
_RING_BITS, _DIGIT_BITS, _RINGS_WIDTH = 6, 4, 18
_ONES = sum(1 << (_DIGIT_BITS * digit) for digit in DIGITS)
_COMPLETE = ((COPIES * _ONES) << _RINGS_WIDTH) | sum(RING_SUM << (_RING_BITS * ring)
                                                      for ring in range(RINGS))


def _column_key(column: tuple[int, ...]) -> int:
    """The key of one sector filled with ``column``."""
    digits = sum(1 << (_DIGIT_BITS * digit) for digit in column)
    return (digits << _RINGS_WIDTH) | sum(digit << (_RING_BITS * ring)
                                          for ring, digit in enumerate(column))


_COLUMN_KEYS = {column: _column_key(column) for column in SECTOR_COLUMNS}


def _overused(key: int) -> bool:
    """True when some digit field of ``key`` exceeds COPIES (adding 5 carries into bit 3
    exactly for fields of 3 or more)."""
    return bool(((key >> _RINGS_WIDTH) + 5 * _ONES) & (8 * _ONES))


def _half_fillings(options: list[tuple]) -> Iterator[tuple[int, tuple]]:
    """(key, columns) for every choice of one column per sector in ``options`` that uses no
    digit more than twice."""
    partial: list[tuple[int, tuple]] = [(0, ())]
    for sector_options in options:
        partial = [(key + _COLUMN_KEYS[column], columns + (column,))
                   for key, columns in partial for column in sector_options
                   if not _overused(key + _COLUMN_KEYS[column])]
    return iter(partial)


def _cheapest_split(options: list[tuple]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Two halves of three sectors whose combination counts (products of option counts) have
    the smallest sum; the half with fewer combinations first."""
    sectors = range(SECTORS)
    best: tuple[int, tuple[int, ...], tuple[int, ...]] | None = None
    for half in combinations(sectors, SECTORS // 2):
        other = tuple(sector for sector in sectors if sector not in half)
        sizes = (prod(len(options[s]) for s in half), prod(len(options[s]) for s in other))
        if best is None or sum(sizes) < best[0]:
            best = (sum(sizes), half, other) if sizes[0] <= sizes[1] else (sum(sizes), other, half)
    assert best is not None, "SECTORS // 2 sectors can always be chosen"
    return best[1], best[2]


def _sector(rows, sector: int) -> tuple:
    """The cells of one sector (column), ring 1 first."""
    return tuple(row[sector] for row in rows)


def is_solution(puzzle: Puzzle, solution: Solution) -> bool:
    """True when ``solution`` keeps the givens, uses each digit 1-9 exactly twice, and every
    sector sums to 15 and every ring to 30."""
    rings = solution.rings
    if len(rings) != RINGS or any(len(ring) != SECTORS for ring in rings):
        return False
    digits = [digit for ring in rings for digit in ring]
    if sorted(digits) != sorted(list(DIGITS) * COPIES):
        return False
    if any(given is not None and given != digit
           for given_ring, ring in zip(puzzle.givens, rings)
           for given, digit in zip(given_ring, ring)):
        return False
    return (all(sum(ring) == RING_SUM for ring in rings)
            and all(sum(_sector(rings, sector)) == SECTOR_SUM for sector in range(SECTORS)))


def render(puzzle: Puzzle, solution: Solution) -> str:
    """A table of rings (rows) and sectors (columns) with their sums; givens in brackets."""
    lines = ["         " + " ".join(f"  S{sector + 1}" for sector in range(SECTORS)) + "   sum"]
    for ring, digits in enumerate(solution.rings):
        cells = " ".join(f"[{digit}] " if puzzle.givens[ring][sector] is not None
                         else f" {digit}  " for sector, digit in enumerate(digits))
        lines.append(f"ring {ring + 1}   {cells}  {sum(digits):>3}")
    sums = " ".join(f" {sum(_sector(solution.rings, sector)):>2} "
                    for sector in range(SECTORS))
    lines.append(f"sum      {sums}")
    return "\n".join(line.rstrip() for line in lines)


def to_svg(puzzle: Puzzle, solution: Solution) -> str:
    """Three concentric rings (ring 1 outermost) cut into six sectors, a digit in each field;
    givens bold black, found digits blue."""
    centre = svg.MARGIN + 150
    radii = (150, 110, 70, 30)  # outer edge of ring 1, 2, 3, and the inner hole
    elements = [f'<circle cx="{centre}" cy="{centre}" r="{radius}" fill="none" '
                f'stroke="#000000" stroke-width="2"/>' for radius in radii]
    for sector in range(SECTORS):
        angle = math.radians(sector * 360 / SECTORS - 90)
        elements.append(svg.line(centre + radii[-1] * math.cos(angle),
                                 centre + radii[-1] * math.sin(angle),
                                 centre + radii[0] * math.cos(angle),
                                 centre + radii[0] * math.sin(angle), stroke_width=2))
    for ring, digits in enumerate(solution.rings):
        radius = (radii[ring] + radii[ring + 1]) / 2
        for sector, digit in enumerate(digits):
            angle = math.radians((sector + 0.5) * 360 / SECTORS - 90)
            given = puzzle.givens[ring][sector] is not None
            elements.append(svg.text(round(centre + radius * math.cos(angle), 2),
                                     round(centre + radius * math.sin(angle), 2), str(digit),
                                     fill=svg.GIVEN_COLOUR if given else svg.FOUND_COLOUR,
                                     size=20, bold=given))
    side = 2 * centre
    return svg.document(side, side, elements, title="jodici")


def solve_prolog(puzzle: Puzzle, timeout: float = DEFAULT_TIMEOUT,
                 limit: int | None = None) -> Iterator[Solution]:
    """Every solution found by ``jodici_solution/2`` in prolog/jodici.pl."""
    from pylogic.prolog_bridge import call_all
    from pylogic.terms import Compound, Var

    givens = [["_" if given is None else given for given in ring] for ring in puzzle.givens]
    rings = Var("Rings")
    answer = call_all(PROLOG_FILE, Compound("jodici_solution", (givens, rings)),
                      template=rings, limit=limit, timeout=timeout)
    for solved in answer.solutions:
        yield Solution(tuple(tuple(ring) for ring in solved))
