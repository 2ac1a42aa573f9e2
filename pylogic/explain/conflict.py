"""A smallest set of clues that contradict each other (fewest clues; ties by clue order).

Implicit hitting sets (the duality behind smallest-MUS methods, e.g. Ignatiev et al., "Smallest
MUS extraction with minimal hitting set dualization", CP 2015): every set of clues that cannot
hold together meets every *correction set* (clues whose removal leaves a solvable rest). The
search keeps the correction sets found so far, takes the smallest set of clues meeting all of
them (first in clue order among those of that size) and asks the engine: no solution means it
is the answer; a solution means the set grows, clue by clue in order, to a largest solvable set
whose complement is one more correction set.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations

Solvable = Callable[[list[int]], bool]


def smallest_conflict(clue_numbers: Sequence[int], solvable: Solvable) -> tuple[int, ...]:
    """The first (in clue order) of the smallest sets of ``clue_numbers`` that ``solvable``
    rejects. Raises ValueError when all of them together are solvable."""
    numbers = sorted(set(clue_numbers))
    corrections: list[frozenset[int]] = []
    while True:
        candidate = _smallest_hitting_set(numbers, corrections)
        if not solvable(list(candidate)):
            return candidate
        kept = list(candidate)
        for number in numbers:
            if number not in kept and solvable(sorted(kept + [number])):
                kept.append(number)
        correction = frozenset(numbers) - set(kept)
        if not correction:
            raise ValueError("these clues have a solution")
        corrections.append(correction)


def _smallest_hitting_set(numbers: list[int], sets: list[frozenset[int]]) -> tuple[int, ...]:
    """The first combination (lexicographic, smallest size first) meeting every set."""
    wanted = sorted(set().union(*sets)) if sets else []
    for size in range(len(wanted) + 1):
        for chosen in combinations(wanted, size):
            picked = set(chosen)
            if all(picked & correction for correction in sets):
                return chosen
    return tuple(numbers)
