"""Amounts in comparisons: "2 hours", "a week", "half an hour", "an hour and a half",
"half a million", "25 cents", "7 pins", "at least 4 years", "3 or more days".

``parse_amount(words)`` takes the lowercase words of the amount as the lexer grouped them and
returns an ``Amount`` (number, unit, bound) or None when the words are not exactly an amount.
The bound says how the difference compares with the number: ``exact`` ("2 hours after"),
``at_least`` ("at least 2 hours after", "2 or more hours after") or ``at_most`` ("at most",
"up to", "no more than").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from pylogic.clues.values import (
    NUMBER_WORDS,
    SCALE_WORDS,
    area_units,
    canonical_unit,
    convert,
    parse_quantity,
    spelled_numbers,
)

_PREFIX_BOUNDS = {("at", "least"): "at_least", ("at", "most"): "at_most", ("up", "to"): "at_most",
                  ("no", "more", "than"): "at_most", ("no", "less", "than"): "at_least",
                  ("no", "fewer", "than"): "at_least", ("exactly",): "exact"}
_SUFFIX_BOUNDS = {("or", "more"): "at_least", ("or", "longer"): "at_least", ("or", "less"): "at_most",
                  ("or", "fewer"): "at_most"}
_SCALES = {"thousand": 1000, "million": 10**6, "billion": 10**9, "dozen": 12}


@dataclass(frozen=True)
class Amount:
    number: Fraction
    unit: str | None
    bound: str = "exact"


def _bound_prefix_length(words: list[str]) -> tuple[int, str | None]:
    """How many leading ``words`` are a bound ("at least") and which bound."""
    for phrase, bound in _PREFIX_BOUNDS.items():
        if tuple(words[:len(phrase)]) == phrase:
            return len(phrase), bound
    return 0, None


def parse_amount(words: list[str]) -> Amount | None:
    """The amount the lowercase ``words`` spell exactly, or None."""
    words = [word for part in words for word in part.replace("-", " - ").split() if word != "-"]
    words = area_units(spelled_numbers(" ".join(words))).split()  # "thirty five years": 35 years
    skip, bound = _bound_prefix_length(words)
    words = words[skip:]
    for phrase, suffix_bound in _SUFFIX_BOUNDS.items():
        if len(words) >= 3 and tuple(words[1:3]) == phrase:
            if bound is not None:
                return None
            bound, words = suffix_bound, words[:1] + words[3:]
    if not words:
        return None
    if words[1:4] == ["and", "a", "half"] and len(words) > 4:
        words = [words[0], *words[4:], "and", "a", "half"]  # "two and a half hours" as "two hours and a half"
    if "and" in words[1:-1] and words[-2:] != ["a", "half"]:
        return _compound(words, bound)
    if len(words) == 4 and re.fullmatch(r"\d+", words[0]) and re.fullmatch(r"\d+", words[2]):
        # "3 hours 25 minutes", "2 minutes 35 seconds": as with "and" between them
        return _compound([*words[:2], "and", *words[2:]], bound)
    number, rest = _leading_number(words)
    if number is None:
        return None
    while rest and rest[0] in SCALE_WORDS:
        number, rest = number * SCALE_WORDS[rest[0]], rest[1:]  # "two hundred", "a million"
    if rest[-3:] == ["and", "a", "half"]:
        number, rest = number + Fraction(1, 2), rest[:-3]
    if len(rest) > 2:
        return None
    unit = canonical_unit(" ".join(rest)) if rest else None
    if len(rest) == 2 and unit not in ("percent",):
        return None
    if unit == "half-hour":
        number, unit = number * 30, "minute"
    return Amount(number, unit, bound or "exact")


# "the day after", "the year before": exactly one of these (tokens.py merges them as amounts)
CALENDAR_STEPS = frozenset({"day", "week", "month", "year"})


def _compound(words: list[str], bound: str | None) -> Amount | None:
    """"2 hours and 30 minutes", "an hour and 15 minutes": the two amounts in the smaller unit."""
    cut = words.index("and")
    larger, smaller = parse_amount(words[:cut]), parse_amount(words[cut + 1:])
    if larger is None or smaller is None or larger.unit is None or smaller.unit is None \
            or larger.bound != "exact" or smaller.bound != "exact":
        return None
    converted = convert(larger.number, larger.unit, smaller.unit)
    whole = convert(Fraction(1), larger.unit, smaller.unit)
    if converted is None or whole is None or larger.unit == smaller.unit or smaller.number >= whole:
        return None  # ("25 minutes 3 hours", "2 hours 75 minutes": not read)
    return Amount(converted + smaller.number, smaller.unit, bound or "exact")


_QUARTERS: dict[tuple[str, str], Fraction] = {("a", "quarter"): Fraction(1, 4), ("one", "quarter"): Fraction(1, 4),
             ("three", "quarters"): Fraction(3, 4)}


def _leading_number(words: list[str]) -> tuple[Fraction | None, list[str]]:
    first = words[0]
    if first == "the" and len(words) == 2:
        # "the day after", "the floor above": tokens merge these only before a comparison of steps
        return Fraction(1), words[1:]
    parts = _QUARTERS.get((words[0], words[1])) if len(words) > 1 else None
    if parts is not None:
        # "a quarter of an hour", "three quarters of an hour", "a quarter hour"
        rest = words[4:] if words[2:3] == ["of"] and words[3:4] in (["a"], ["an"]) else words[2:]
        return (parts, rest) if rest else (None, words)
    if first in ("a", "an", "one"):
        if len(words) > 1 and words[1] == "half":
            return Fraction(1, 2), words[2:]
        rest = words[2:] if len(words) > 2 and words[1] in ("full", "whole") else words[1:]  # "a full hour"
        if not rest:
            return (Fraction(1), rest) if first == "one" else (None, words)  # "one higher than"
        return Fraction(1), rest
    fraction = re.fullmatch(r"(\d+)/(\d+)", first)
    if fraction and int(fraction.group(2)) > 0 and len(words) > 1:
        rest = words[3:] if words[1:2] == ["of"] and words[2:3] in (["a"], ["an"]) else words[1:]
        return Fraction(int(fraction.group(1)), int(fraction.group(2))), rest  # "1/2 hour", "3/4 of an hour"
    if first == "half" and len(words) > 2 and words[1] in ("a", "an"):
        return _scaled(Fraction(1, 2), words[2:])
    if first in NUMBER_WORDS:
        return _scaled(Fraction(NUMBER_WORDS[first]), words[1:])
    if len(words) > 1 and words[1] in ("million", "thousand", "billion"):
        scaled = parse_quantity(f"{first} {words[1]}")  # "$1.5 million"
        if scaled is not None and scaled.unit is not None:
            return scaled.number, [scaled.unit] + words[2:]
    quantity = parse_quantity(first)
    if quantity is None:
        return None, words
    if quantity.unit == "ordinal":
        return None, words
    if quantity.unit is not None:
        return quantity.number, [quantity.unit] + words[1:]
    return _scaled(quantity.number, words[1:])


def _scaled(number: Fraction, rest: list[str]) -> tuple[Fraction, list[str]]:
    if rest and rest[0] in _SCALES:
        return number * _SCALES[rest[0]], rest[1:]
    return number, rest
