"""Seats around a round table: "Tom sits next to Hal" where the opening seats everyone "at a
round table in seats numbered 1 to 5".

Around a table the last seat is next to the first, so "next to" and "two seats from" hold
either way round ("next to" is seats one apart, or the first and the last) and "the seat after"
of the last seat is the first. A table has no ends, no left or right (that depends on which
way one faces), nothing between two others but its neighbours both ways, and "clockwise" and
"opposite" need more than the seat numbers say: clues with those words are refused. Plain
numbers keep their order ("a higher-numbered seat", "seat 3").
"""

from __future__ import annotations

import re

from pylogic.clues.categories import Category, Puzzle, kept_on_puzzle
from pylogic.relations import relation
from pylogic.terms import Compound

# "sit at a round table", "around a circular table", "around the table", "in a circle"
_ROUND = re.compile(r"\b(?:round|circular|oval)\s+table\b|\baround\s+(?:a|the)\s+table\b|\bin\s+a\s+(?:circle|ring)\b",
                    re.IGNORECASE)
# Words of a row that say nothing around a table
_ROW_WORDS = re.compile(r"\b(?:ends?|left|right|leftmost|rightmost|between|middle|centre|center|opposite|clockwise|"
                        r"anticlockwise|counterclockwise|counter-clockwise|anti-clockwise)\b", re.IGNORECASE)


@kept_on_puzzle
def round_table(puzzle: Puzzle) -> Category | None:
    """The puzzle's seats when the opening sets them around a round table, else None."""
    if puzzle.position is None or not any(_ROUND.search(text) for text in puzzle.intro_text):
        return None
    return puzzle.position


def row_word(text: str) -> re.Match | None:
    """The first word of ``text`` that needs a row ("at one end", "to the left of", "between"),
    or None."""
    return _ROW_WORDS.search(text)


def around(term, seats: Category):
    """``term`` with its distances and offsets along ``seats`` taken either way round the table;
    raises ValueError for a comparison of the seats that is not by their numbers (``less`` is
    kept only for a clue that speaks of numbers, which the caller checks)."""
    if isinstance(term, list):
        return [around(item, seats) for item in term]
    if not isinstance(term, Compound):
        return term
    if term.name in ("distance", "offset") and term.args[2] == seats.name:
        numbers = sorted(seats.numbers)
        size = len(numbers)
        if numbers != list(range(numbers[0], numbers[0] + size)):
            raise ValueError("the seats around the table are not numbered one apart")
        first, second, category, amount = term.args
        if term.name == "distance":
            other = size - amount
            ways = [amount] if other == amount or other <= 0 else [amount, other]
            return term if len(ways) == 1 else relation("any_of", [relation("distance", first, second, category, way)
                                                                   for way in ways])
        wrapped = amount - size if amount > 0 else amount + size
        return relation("any_of", [term, relation("offset", first, second, category, wrapped)])
    return Compound(term.name, tuple(around(argument, seats) for argument in term.args))


def compares_seats(term, seats: Category) -> bool:
    """Whether ``term`` holds a comparison of the seats (``less``, ``difference``)."""
    if isinstance(term, list):
        return any(compares_seats(item, seats) for item in term)
    if not isinstance(term, Compound):
        return False
    if term.name in ("less", "difference") and len(term.args) > 2 and term.args[2] == seats.name:
        return True
    return any(compares_seats(argument, seats) for argument in term.args)
