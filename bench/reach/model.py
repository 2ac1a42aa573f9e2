"""The puzzle model of the reach measure, and its own brute force (no pylogic code involved).

A grid is K categories of N values. A solution is a tuple of K permutations: ``solution[c][r]``
is the index of the value of category c in row r, and category 0 labels the rows (its
permutation is the identity). A clue is a predicate on a solution plus the set of categories
it reads, so the search can check it as soon as those categories are placed.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator, Sequence
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
class Clue:
    """One sentence and what it means: ``holds(solution)`` reads only ``scope``'s categories."""

    text: str
    family: str
    scope: frozenset[int]
    holds: Callable[[Sequence[Sequence[int]]], bool]


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
