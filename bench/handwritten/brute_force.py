"""The independent check of the hand-written set's answers: a brute force written without pylogic.

A solution is one permutation per category: ``solution[c][r]`` is the index of the value of
category c in row r; category 0 labels the rows (its permutation is the identity). The search
places one category at a time and checks each clue as soon as every category it reads is
placed: a clue that reads an unplaced category raises ``Unplaced`` and waits.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property

Solution = list[tuple[int, ...]]
Predicate = Callable[["Accessor"], bool]


class Unplaced(Exception):
    """A clue read a category whose values are not placed yet."""


def number_of(value: str, index: int) -> float:
    """What a value counts as: clock times in minutes ('6:30 pm' is 1110, '18:40' is 1120),
    amounts without '$' and ',', a leading number ('3rd', '7.5'); else its place in the category."""
    text = value.replace("$", "").replace(",", "")
    clock = re.fullmatch(r"(\d+):(\d\d)\s*([ap]m)?", text)
    if clock:
        hours, minutes, half = int(clock.group(1)), int(clock.group(2)), clock.group(3)
        if half:  # 12 am is midnight, 12 pm noon
            hours = hours % 12 + (12 if half == "pm" else 0)
        return hours * 60 + minutes
    leading = re.match(r"-?\d+(\.\d+)?", text)
    return float(leading.group(0)) if leading else index


@dataclass(frozen=True)
class Puzzle:
    """A puzzle as written: ``categories`` are (name, values), the first labelling the rows;
    ``clues`` are (sentence, predicate); ``numbers`` gives the numbers of a category whose
    values do not spell them ('April 3rd', 'May 1st')."""

    name: str
    intro: str
    categories: Sequence[tuple[str, Sequence[str]]]
    clues: Sequence[tuple[str, Predicate]]
    numbers: Mapping[str, Sequence[float]] = field(default_factory=dict)

    @property
    def size(self) -> int:
        """How many values each category has (the number of rows)."""
        return len(self.categories[0][1])

    @cached_property
    def places(self) -> dict[str, tuple[int, int]]:
        """(category, value index) of each value, by its text and by 'category:value'; a text
        that two categories share is known only by its qualified form."""
        places: dict[str, tuple[int, int]] = {}
        shared: set[str] = set()
        for category, (category_name, values) in enumerate(self.categories):
            for index, value in enumerate(values):
                if value in places:
                    shared.add(value)
                places[value] = places[f"{category_name}:{value}"] = (category, index)
        return {text: place for text, place in places.items() if text not in shared}

    @cached_property
    def category_numbers(self) -> dict[str, Sequence[float]]:
        """Each category's values as numbers, by category name."""
        return {name: self.numbers.get(name) or [number_of(value, index) for index, value in enumerate(values)]
                for name, values in self.categories}


class Accessor:
    """What a predicate reads of a partly placed solution; rows are indices 0 .. size-1."""

    def __init__(self, puzzle: Puzzle, placed: Sequence[tuple[int, ...] | None]):
        self.puzzle, self.placed = puzzle, placed
        self.category_index = {name: index for index, (name, _) in enumerate(puzzle.categories)}

    def __call__(self, value: str) -> int:
        """The row holding ``value`` (a value's text, or 'category:value')."""
        category, index = self.puzzle.places[value]
        return self._placed(category).index(index)

    def index(self, category: str, row: int) -> int:
        """The index (within ``category``'s list) of ``row``'s value of ``category``."""
        return self._placed(self.category_index[category])[row]

    def number(self, category: str, row: int) -> float:
        """The number of ``row``'s value of ``category``."""
        return self.puzzle.category_numbers[category][self.index(category, row)]

    def row_with_highest(self, category: str) -> int:
        """The row whose value of ``category`` is the largest number."""
        return max(range(self.puzzle.size), key=lambda row: self.number(category, row))

    def row_with_lowest(self, category: str) -> int:
        """The row whose value of ``category`` is the smallest number."""
        return min(range(self.puzzle.size), key=lambda row: self.number(category, row))

    def _placed(self, category: int) -> tuple[int, ...]:
        permutation = self.placed[category]
        if permutation is None:
            raise Unplaced
        return permutation


def _waiting(puzzle: Puzzle, placed: Sequence[tuple[int, ...] | None], clues: list[int]) -> list[int] | None:
    """The clues of ``clues`` that read an unplaced category, or None when a placed one fails."""
    accessor = Accessor(puzzle, placed)
    waiting = []
    for clue in clues:
        try:
            if not puzzle.clues[clue][1](accessor):
                return None
        except Unplaced:
            waiting.append(clue)
    return waiting


def solutions(puzzle: Puzzle, limit: int = 2) -> list[Solution]:
    """Up to ``limit`` solutions of every clue, each a list of one permutation per category.
    The categories are placed in the order ``_placing_order`` gives (any order finds the same
    solutions; one that lets clues be checked early prunes sooner)."""
    found: list[Solution] = []
    placed: list[tuple[int, ...] | None] = [tuple(range(puzzle.size))] + [None] * (len(puzzle.categories) - 1)
    permutations = list(itertools.permutations(range(puzzle.size)))
    order = _placing_order(puzzle)

    def search(step: int, clues: list[int]) -> None:
        if step == len(order):
            found.append([permutation for permutation in placed if permutation is not None])
            return
        category = order[step]
        for permutation in permutations:
            placed[category] = permutation
            waiting = _waiting(puzzle, placed, clues)
            if waiting is not None:
                search(step + 1, waiting)
            if len(found) >= limit:
                break
        placed[category] = None

    start = _waiting(puzzle, placed, list(range(len(puzzle.clues))))
    if start is not None:
        search(0, start)
    return found


class _Reading(Accessor):
    """An accessor over a whole placement (every category the identity) that notes which
    categories a clue reads."""

    def __init__(self, puzzle: Puzzle):
        super().__init__(puzzle, [tuple(range(puzzle.size))] * len(puzzle.categories))
        self.read: set[int] = set()

    def _placed(self, category: int) -> tuple[int, ...]:
        self.read.add(category)
        return super()._placed(category)


def _placing_order(puzzle: Puzzle) -> list[int]:
    """The categories after the first, in the order to place them: each next the one that lets
    the most clues be checked (those reading only placed categories, as read on one whole
    placement), so that the search prunes early; ties by the order written."""
    reads = []
    for _, predicate in puzzle.clues:
        reading = _Reading(puzzle)
        try:
            predicate(reading)
        except Exception:  # (a clue that cannot be read on that placement says nothing of the order)
            continue
        reads.append(reading.read)
    placed, order = {0}, []
    rest = list(range(1, len(puzzle.categories)))
    while rest:
        best = max(rest, key=lambda category: (sum(read <= placed | {category} and not read <= placed
                                                   for read in reads), -category))
        order.append(best)
        placed.add(best)
        rest.remove(best)
    return order


def rows(puzzle: Puzzle, solution: Solution) -> list[list[str]]:
    """The solution as a table: one row per row label, each category's value text in order."""
    return [[values[solution[category][row]] for category, (_, values) in enumerate(puzzle.categories)]
            for row in range(puzzle.size)]
