"""The words in which the hand-written set's meanings are written: predicates over a solution.

Names such as ``"Lund"`` stand for the row (person) holding that value; a value two categories
share is written ``"category:value"``. Each follows the puzzle-book conventions: two things
compared are two different people, "either X or Y" means exactly one of them.
"""

from __future__ import annotations

from bench.handwritten.brute_force import Predicate


def same(x: str, y: str) -> Predicate:
    """x and y are one row."""
    return lambda accessor: accessor(x) == accessor(y)


def differ(x: str, y: str) -> Predicate:
    """x and y are different rows."""
    return lambda accessor: accessor(x) != accessor(y)


def distinct(*values: str) -> Predicate:
    """All of ``values`` are different rows."""
    return lambda accessor: len({accessor(value) for value in values}) == len(values)


def either(x: str, y: str, z: str) -> Predicate:
    """x is exactly one of y and z."""
    return lambda accessor: (accessor(x) == accessor(y)) != (accessor(x) == accessor(z))


def neither(x: str, y: str, z: str) -> Predicate:
    """Neither x nor y is z (and x is not y)."""
    return distinct(x, y, z)


def pair(x: str, y: str, p: str, q: str) -> Predicate:
    """Of x and y (two rows), one is p and the other q."""
    return lambda accessor: accessor(x) != accessor(y) and {accessor(x), accessor(y)} == {accessor(p), accessor(q)}


def more_by(category: str, x: str, y: str, amount: float) -> Predicate:
    """x's number in ``category`` is y's plus ``amount``."""
    return lambda accessor: abs(accessor.number(category, accessor(x)) - accessor.number(category, accessor(y))
                                - amount) < 1e-9


def more(category: str, x: str, y: str) -> Predicate:
    """x's number in ``category`` is larger than y's."""
    return lambda accessor: accessor.number(category, accessor(x)) > accessor.number(category, accessor(y))


def next_to(category: str, x: str, y: str) -> Predicate:
    """x's and y's numbers in ``category`` differ by one."""
    return lambda accessor: abs(accessor.number(category, accessor(x)) - accessor.number(category, accessor(y))) == 1


def highest(category: str, x: str) -> Predicate:
    """x has the largest number in ``category``."""
    return lambda accessor: accessor(x) == accessor.row_with_highest(category)


def lowest(category: str, x: str) -> Predicate:
    """x has the smallest number in ``category``."""
    return lambda accessor: accessor(x) == accessor.row_with_lowest(category)


def one_of(x: str, *options: str) -> Predicate:
    """x is the same row as one of ``options`` (as "the lady from Otley" is one of the women)."""
    return lambda accessor: accessor(x) in {accessor(option) for option in options}


def negated(predicate: Predicate) -> Predicate:
    """``predicate`` does not hold."""
    return lambda accessor: not predicate(accessor)


def all_of(*predicates: Predicate) -> Predicate:
    """Every one of ``predicates`` holds."""
    return lambda accessor: all(predicate(accessor) for predicate in predicates)


def more_by_at_least(category: str, x: str, y: str, amount: float) -> Predicate:
    """x's number in ``category`` is at least y's plus ``amount``."""
    return lambda accessor: accessor.number(category, accessor(x)) - accessor.number(category, accessor(y)) >= amount


def times_as_much(category: str, x: str, y: str, factor: float) -> Predicate:
    """x's number in ``category`` is ``factor`` times y's."""
    return lambda accessor: accessor.number(category, accessor(x)) == factor * accessor.number(category, accessor(y))


def between(category: str, x: str, y: str, z: str) -> Predicate:
    """x's number in ``category`` lies strictly between y's and z's."""
    def holds(accessor) -> bool:
        ends = sorted(accessor.number(category, accessor(end)) for end in (y, z))
        return ends[0] < accessor.number(category, accessor(x)) < ends[1]
    return holds


def below(category: str, x: str, bound: float) -> Predicate:
    """x's number in ``category`` is less than ``bound``."""
    return lambda accessor: accessor.number(category, accessor(x)) < bound


def apart(category: str, x: str, y: str, distance: float) -> Predicate:
    """x's and y's numbers in ``category`` differ by ``distance``, either way round ("next door",
    "exactly one house between" is 2)."""
    return lambda accessor: abs(accessor.number(category, accessor(x))
                                - accessor.number(category, accessor(y))) == distance


def directly_between(category: str, x: str, y: str, z: str) -> Predicate:
    """x's number in ``category`` is one more than one of y's and z's and one less than the other
    ("exactly between", flanked by the two)."""
    def holds(accessor) -> bool:
        middle = accessor.number(category, accessor(x))
        return sorted(accessor.number(category, accessor(end)) - middle for end in (y, z)) == [-1, 1]
    return holds


def extreme_row(accessor, category: str, top: bool) -> int:
    """The row with the highest (``top``) or lowest number in ``category``."""
    return accessor.row_with_highest(category) if top else accessor.row_with_lowest(category)


def extreme_next_to(ranking: str, top: bool, category: str, other: str) -> Predicate:
    """The row with the highest (``top``) or lowest number in ``ranking`` is another row than ``other``'s, its
    number in ``category`` one away from ``other``'s ("The shortest plant sits next to the fern")."""
    def holds(accessor) -> bool:
        row = extreme_row(accessor, ranking, top)
        return abs(accessor.number(category, row) - accessor.number(category, accessor(other))) == 1
    return holds
