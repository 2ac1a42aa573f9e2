"""Knuth's Algorithm X for exact cover, with Python integers as bit sets.

An exact cover problem has columns 0..N-1 and rows, each row a set of columns; a solution is a
set of rows that covers every column exactly once. Following Knuth ("Dancing Links", 2000), the
search picks the uncovered column with the fewest remaining candidate rows, tries each of those
rows in turn, and removes every row that clashes with the chosen one. Instead of linked lists,
the live rows are one integer bit set, and each column keeps the bit set of rows that cover it,
so removing clashing rows is a single ``&~`` and counting a column's candidates one
``bit_count``.

Two hooks let a puzzle add its own reductions without touching the search:
``row_exclusions`` (rows that may not appear together with a row although they share no column,
e.g. to order identical pieces) and ``is_dead`` (a test of the covered columns that prunes
partial covers which can never be completed, e.g. an empty region no piece set can fill).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

# ``is_dead`` is only consulted at nodes whose chosen column has at least this many candidate
# rows: a test costs about as much as a node, and at nodes with few candidates it saves less
# than it costs (measured on the 8x8 checkerboard, where the whole search is ~45,000 nodes).
DEAD_TEST_MIN_CANDIDATES = 6


@dataclass(frozen=True)
class ExactCoverProblem:
    """Columns ``0..column_count-1``; ``row_columns[k]`` is the bit set of the columns row k
    covers; ``row_exclusions[k]`` (optional) the bit set of further rows row k rules out."""

    column_count: int
    row_columns: tuple[int, ...]
    row_exclusions: tuple[int, ...] = ()


def exact_covers(problem: ExactCoverProblem,
                 is_dead: Callable[[int], bool] | None = None) -> Iterator[tuple[int, ...]]:
    """Every exact cover of ``problem``, lazily, each as the tuple of its row indices in the
    order they were chosen; ``is_dead(covered_columns)`` True prunes a partial cover (asked at
    nodes with at least DEAD_TEST_MIN_CANDIDATES candidates; it must only prune covers that
    cannot be completed, so the answers never depend on when it is asked)."""
    rows_by_column = [0] * problem.column_count
    for row, columns in enumerate(problem.row_columns):
        for column in _bits(columns):
            rows_by_column[column] |= 1 << row
    clashes = []
    for row, columns in enumerate(problem.row_columns):
        clashing = problem.row_exclusions[row] if problem.row_exclusions else 0
        for column in _bits(columns):
            clashing |= rows_by_column[column]
        clashes.append(clashing)
    all_columns = (1 << problem.column_count) - 1
    live_rows = (1 << len(problem.row_columns)) - 1
    rows_by_column_bit = {1 << column: rows for column, rows in enumerate(rows_by_column)}
    return _search(live_rows, 0, (), all_columns, rows_by_column_bit, clashes,
                   problem.row_columns, is_dead)


def _search(live_rows: int, covered: int, chosen: tuple[int, ...], all_columns: int,
            rows_by_column_bit: dict[int, int], clashes: list[int], row_columns: Sequence[int],
            is_dead: Callable[[int], bool] | None) -> Iterator[tuple[int, ...]]:
    """The covers that extend ``chosen`` (covering ``covered``) using rows of ``live_rows``;
    ``rows_by_column_bit`` maps a column's bit (``1 << column``) to the rows covering it."""
    if covered == all_columns:
        yield chosen
        return
    # Knuth's heuristic, inlined (it runs at every node): the uncovered column with the fewest
    # live rows; a column with none left ends this branch.
    uncovered = all_columns & ~covered
    candidates = 0
    fewest = 1 << 62
    while uncovered:
        lowest = uncovered & -uncovered
        uncovered ^= lowest
        column_rows = live_rows & rows_by_column_bit[lowest]
        count = column_rows.bit_count()
        if count < fewest:
            if count == 0:
                return
            candidates, fewest = column_rows, count
            if count == 1:
                break
    if fewest >= DEAD_TEST_MIN_CANDIDATES and is_dead is not None and is_dead(covered):
        return
    while candidates:
        lowest = candidates & -candidates
        candidates ^= lowest
        row = lowest.bit_length() - 1
        yield from _search(live_rows & ~clashes[row], covered | row_columns[row],
                           chosen + (row,), all_columns, rows_by_column_bit, clashes,
                           row_columns, is_dead)


def _bits(mask: int) -> Iterator[int]:
    """The indices of the set bits of ``mask``, lowest first."""
    while mask:
        lowest = mask & -mask
        yield lowest.bit_length() - 1
        mask ^= lowest
