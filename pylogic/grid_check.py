"""Check a logic-grid answer table against the puzzle's clues, in plain Python.

Independent of Prolog and of any constraint solver: it reads the table, looks each referenced
value up and evaluates the relation directly. The relation vocabulary is the one documented in
prolog/logic_grid.pl; relations arrive as the bridge returns them, e.g.
``Compound('same', (Compound(':', ('nationality', 'Englishman')), Compound(':', ('color', 'red'))))``
with lists as lists, atoms as str and integers as int.

A table is ``(header, rows)``: header lists category names, each row one entity's labels.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from pylogic.relations import is_relation
from pylogic.terms import Compound


@dataclass(frozen=True)
class Grid:
    """An answer table with lookups: which row holds each value, what number a row has."""

    categories: Mapping[str, Sequence[str]]
    numbers: Mapping[str, Sequence[int]]
    header: Sequence[str]
    rows: Sequence[Sequence[object]]

    def row_of(self, reference: object) -> int:
        """The index of the row holding the referenced value; ValueError if it is not there."""
        category, value = split_reference(reference)
        if category not in self.categories:
            raise ValueError(f"unknown category {category!r}")
        if value not in self.categories[category]:
            raise ValueError(f"unknown value {value!r} of category {category!r}")
        column = list(self.header).index(category)
        for index, row in enumerate(self.rows):
            if str(row[column]) == value:
                return index
        raise ValueError(f"value {category}:{value} is in no row of the table")

    def number_of(self, reference: object, category: str) -> int:
        """The number, in ordered `category`, of the row holding the referenced value."""
        if category not in self.numbers:
            raise ValueError(f"category {category!r} has no numbers")
        label = str(self.rows[self.row_of(reference)][list(self.header).index(category)])
        return self.numbers[category][list(self.categories[category]).index(label)]


def split_reference(reference: object) -> tuple[str, str]:
    """(category, value) of a ``Category:Value`` reference; ValueError for anything else."""
    if isinstance(reference, Compound) and reference.name == ":" and len(reference.args) == 2:
        category, value = reference.args
        return str(category), str(value)
    raise ValueError(f"not a Category:Value reference: {reference!r}")


def relation_holds(relation: object, grid: Grid) -> bool:
    """True when `relation` holds in `grid`; ValueError for a relation outside the vocabulary."""
    if not is_relation(relation) or not isinstance(relation, Compound):
        raise ValueError(f"not a relation of the vocabulary: {relation!r}")
    name, args = relation.name, relation.args
    row = grid.row_of
    if name == "same" and len(args) == 2:
        return row(args[0]) == row(args[1])
    if name == "different" and len(args) == 2:
        return row(args[0]) != row(args[1])
    if name == "all_different" and len(args) == 1:
        rows = [row(reference) for reference in args[0]]
        return len(set(rows)) == len(rows)
    if name == "less" and len(args) == 3:
        return grid.number_of(args[0], args[2]) < grid.number_of(args[1], args[2])
    if name == "offset" and len(args) == 4:
        return grid.number_of(args[0], args[2]) == grid.number_of(args[1], args[2]) + args[3]
    if name == "distance" and len(args) == 4:
        return abs(grid.number_of(args[0], args[2]) - grid.number_of(args[1], args[2])) == args[3]
    if name == "difference" and len(args) == 5:
        return bounds_hold(grid.number_of(args[0], args[2]) - grid.number_of(args[1], args[2]), args[3], args[4])
    if name == "pair" and len(args) == 4:
        a, b, c, d = (row(reference) for reference in args)
        return a != b and ((a == c and b == d) or (a == d and b == c))
    if name == "any_of" and len(args) == 1:
        return any(relation_holds(part, grid) for part in args[0])
    if name == "one_of" and len(args) == 1:
        return sum(relation_holds(part, grid) for part in args[0]) == 1
    if name == "all_of" and len(args) == 1:
        return all(relation_holds(part, grid) for part in args[0])
    if name == "not" and len(args) == 1:
        return not relation_holds(args[0], grid)
    raise ValueError(f"unknown relation: {relation}")


def bounds_hold(difference: int, low: object, high: object) -> bool:
    """True when low <= difference <= high; low may be 'inf' and high 'sup' (unbounded)."""
    for bound, unbounded in ((low, "inf"), (high, "sup")):
        if bound != unbounded and not isinstance(bound, int):
            raise ValueError(f"not a bound of a difference: {bound!r}")
    above = low == "inf" or (isinstance(low, int) and low <= difference)
    below = high == "sup" or (isinstance(high, int) and difference <= high)
    return above and below


def failing_clues(categories, numbers, clues, table) -> list[tuple[int, object]]:
    """The (number, relation) clues that do not hold in table = (header, rows), in clue order."""
    header, rows = table
    grid = Grid(categories, numbers, header, rows)
    return [(number, relation) for number, relation in clues if not relation_holds(relation, grid)]


def all_clues_hold(categories, numbers, clues, table) -> bool:
    """True when every clue holds in table = (header, rows)."""
    return not failing_clues(categories, numbers, clues, table)


def is_proper_grid(categories, table) -> bool:
    """True when the header names every category once and each category's column holds each
    of its values exactly once."""
    header, rows = table
    if sorted(header) != sorted(categories) or len(set(header)) != len(header):
        return False
    for column, category in enumerate(header):
        labels = [str(row[column]) for row in rows if len(row) == len(header)]
        if sorted(labels) != sorted(categories[category]) or len(labels) != len(rows):
            return False
    return True


def table_is_solution(categories, numbers, clues, table) -> bool:
    """True when table = (header, rows) is a proper grid and every clue holds in it."""
    return is_proper_grid(categories, table) and all_clues_hold(categories, numbers, clues, table)
