"""The puzzle model of the reach measure, and its own brute force (no pylogic code involved).

A grid is K categories of N values. A solution is a tuple of K permutations: ``solution[c][r]``
is the index of the value of category c in row r, and category 0 labels the rows (its
permutation is the identity). A clue is a predicate on a solution plus the set of categories
it reads, so the search can check it as soon as those categories are placed.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

Solution = tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class Ref:
    """The entity (row) that has value ``value`` of category ``category``."""

    category: int
    value: int


def row_of(solution: Sequence[Sequence[int]], ref: Ref) -> int:
    """The row holding ``ref``'s value."""
    return solution[ref.category].index(ref.value)


def value_of(solution: Sequence[Sequence[int]], category: int, ref: Ref) -> int:
    """The index of the category-``category`` value of ``ref``'s row."""
    return solution[category][row_of(solution, ref)]


@dataclass(frozen=True)
class Meaning:
    """What a clue states, as data (so a committed puzzle's clues can be checked again).

    ``kind`` is one of:
    same (a, b): one person; differ (a, b): two people;
    steps (a, b; category, number): a's value of ``category`` is ``number`` places above b's;
    above (a, b; category): a's value is higher than b's;
    between (a, b, c; category): c's value > a's > b's;
    one_of (p, q, r, s): exactly one of "p and q are one person", "r and s are one person";
    pair (a, b, x, y): a and b are two people, and {a, b} = {x, y};
    distinct (refs...): all different people.
    """

    kind: str
    refs: tuple[Ref, ...]
    category: int = 0
    number: int = 0

    def scope(self) -> frozenset[int]:
        """The categories the clue reads (the row labels always)."""
        return frozenset((0, self.category, *(ref.category for ref in self.refs)))

    def holds(self, solution: Sequence[Sequence[int]]) -> bool:
        """True when ``solution`` satisfies the clue."""
        refs, k = self.refs, self.category
        if self.kind == "same":
            return row_of(solution, refs[0]) == row_of(solution, refs[1])
        if self.kind == "differ":
            return row_of(solution, refs[0]) != row_of(solution, refs[1])
        if self.kind == "steps":
            return value_of(solution, k, refs[0]) - value_of(solution, k, refs[1]) == self.number
        if self.kind == "above":
            return value_of(solution, k, refs[0]) > value_of(solution, k, refs[1])
        if self.kind == "between":
            return value_of(solution, k, refs[2]) > value_of(solution, k, refs[0]) > value_of(solution, k, refs[1])
        if self.kind == "one_of":
            rows = [row_of(solution, ref) for ref in refs]
            return (rows[0] == rows[1]) != (rows[2] == rows[3])
        if self.kind == "pair":
            row_a, row_b, row_x, row_y = (row_of(solution, ref) for ref in refs)
            return row_a != row_b and sorted((row_a, row_b)) == sorted((row_x, row_y))
        if self.kind == "distinct":
            return len({row_of(solution, ref) for ref in refs}) == len(refs)
        raise ValueError(f"unknown clue kind {self.kind!r}")

    def to_json(self) -> list:
        return [self.kind, [[ref.category, ref.value] for ref in self.refs], self.category, self.number]

    @staticmethod
    def from_json(data: list) -> Meaning:
        kind, refs, category, number = data
        return Meaning(kind, tuple(Ref(*ref) for ref in refs), category, number)


@dataclass(frozen=True)
class Clue:
    """One sentence, the family of its phrasing, and what it means."""

    text: str
    family: str
    meanings: tuple[Meaning, ...]

    @property
    def scope(self) -> frozenset[int]:
        return frozenset().union(*(meaning.scope() for meaning in self.meanings))

    def holds(self, solution: Sequence[Sequence[int]]) -> bool:
        return all(meaning.holds(solution) for meaning in self.meanings)


class TooLong(Exception):
    """The search visited more cells than its budget allows."""


def solutions(categories: int, size: int, clues: Sequence[Clue], limit: int | None = None,
              budget: int | None = None) -> Iterator[Solution]:
    """Every solution of the clues (at most ``limit``), by trying permutations category by
    category; each clue is checked once every category it reads is placed.

    Clues that read one category besides the row labels filter that category's permutations
    once, before the search; the most constrained category is placed first. TooLong when
    more than ``budget`` permutations were tried (the generator then adds a clue, or keeps
    one it could not prove redundant).
    """
    permutations = list(itertools.permutations(range(size)))
    identity = tuple(range(size))
    allowed: dict[int, list[tuple[int, ...]]] = {}
    for category in range(1, categories):
        local = [clue for clue in clues if clue.scope <= {0, category}]
        trial: list[tuple[int, ...]] = [identity] * categories
        kept = []
        for permutation in permutations:
            trial[category] = permutation
            if all(clue.holds(trial) for clue in local):
                kept.append(permutation)
        allowed[category] = kept
    order = sorted(range(1, categories), key=lambda category: len(allowed[category]))
    placed_at = {category: position for position, category in enumerate(order)}
    checks: list[list[Clue]] = [[] for _ in order]
    for clue in clues:
        others = [category for category in clue.scope if category != 0]
        if len(others) >= 2:
            checks[max(placed_at[category] for category in others)].append(clue)
    found = 0
    tried = 0
    solution: list[tuple[int, ...]] = [identity] * categories

    def place(position: int) -> Iterator[Solution]:
        nonlocal found, tried
        if position == len(order):
            found += 1
            yield tuple(solution)
            return
        category = order[position]
        for permutation in allowed[category]:
            tried += 1
            if budget is not None and tried > budget:
                raise TooLong
            solution[category] = permutation
            if all(clue.holds(solution) for clue in checks[position]):
                yield from place(position + 1)
                if limit is not None and found >= limit:
                    return

    if categories == 1:
        yield (identity,)
        return
    yield from place(0)


def count(categories: int, size: int, clues: Sequence[Clue], limit: int | None = None,
          budget: int | None = None) -> int:
    """How many solutions the clues leave (counting stops at ``limit``); TooLong past ``budget``."""
    return sum(1 for _ in itertools.islice(solutions(categories, size, clues, limit, budget), limit))
