"""Nouns a puzzle's own clues give to a category's things.

A category line names the values ("apertures (inches) : 4, 6, 8"), but the clues may call the
things that carry them by another noun: "The 8-inch *telescope* is pointed at the Pleiades."
When a noun is written right after values of one category only, and of no other, anywhere in
the puzzle ("the 8-inch telescope", or after a number: "teaches 24 *students*"), it names that
category's things (or what its numbers count); "the biggest telescope" is then the largest
aperture, even when the puzzle has a second size (group sizes) that "biggest" could mean.

A noun written after values of two categories ("the Saturn *session*", "the 1:00am *session*")
names neither. These nouns only break a tie that would otherwise refuse the clue
(``measures.choose`` uses them last), so they never change a reading that stands without them.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Iterator

from pylogic.clues.ast import Clue, Phrase, Word
from pylogic.clues.categories import Puzzle
from pylogic.clues.resolve import FUNCTION_WORDS, ResolveError, Resolver
from pylogic.clues.values import singular


def learn(puzzle: Puzzle, clues: Iterable[Clue]) -> dict[str, str]:
    """noun -> the one category whose values it follows in ``clues`` (see the module docstring);
    a noun that follows the values of several categories maps to ""."""
    seen: dict[str, set[str]] = {}
    for clue in clues:
        resolver = Resolver(puzzle, clue.column)
        for phrase in _phrases(clue.statements):
            for noun, category in _value_nouns(puzzle, resolver, phrase):
                seen.setdefault(noun, set()).add(category)
    learned = {noun: categories.pop() if len(categories) == 1 else "" for noun, categories in seen.items()}
    return learned | {singular(noun): category for noun, category in learned.items() if singular(noun) not in seen}


def _value_nouns(puzzle: Puzzle, resolver: Resolver, phrase: Phrase) -> Iterator[tuple[str, str]]:
    """(noun, category) for a phrase naming one value, followed by an ordinary noun that is no
    category's: "the 8-inch telescope"."""
    words = phrase.words
    for index in range(0, len(words) - 1):
        value, noun = words[index], words[index + 1]
        determined = index > 0 and words[index - 1].text.lower() in _DETERMINERS
        # "teaches 24 students"; not "platform 5 departs", where the number is a platform's name
        counted = value.kind == "NUMBER" and value.text[:1].isdigit() and not (
            index > 0 and {words[index - 1].text.lower(), singular(words[index - 1].text.lower())}
            & puzzle.category_nouns)
        if (determined or counted) and value.kind in ("VALUE", "NUMBER") and _ordinary_noun(noun, puzzle):
            try:
                references = resolver.references(Phrase((value,), phrase.line))
            except ResolveError:
                continue
            if len(references) == 1:
                yield noun.text.lower(), references[0][0]


def numbered(puzzle: Puzzle, clues: Iterable[Clue]) -> frozenset[str]:
    """The categories of numbers whose values ``clues`` write right after the category's own
    noun or "number" ("room 101", "Route 15", "wears number 7"): the numbers name the things,
    so they are no amount of anything else ("4 students fewer" is not about room numbers, "scored
    more goals" not about jersey numbers)."""
    # values declared with the category's noun ("screens : Screen 1, Screen 2", "No. 7"): numbered
    # by the category line
    found: set[str] = {category.name for category in puzzle.ordered if all(
        _own_noun_and_number(label, category.nouns) for label in category.labels)}
    for clue in clues:
        resolver = Resolver(puzzle, clue.column)
        for phrase in _phrases(clue.statements):
            for index, (noun, value) in enumerate(zip(phrase.words, phrase.words[1:])):
                if noun.kind != "WORD" or value.kind not in ("VALUE", "NUMBER") or not value.text[:1].isdigit() \
                        or (value.kind == "NUMBER" and len(value.text.split()) > 1):
                    continue  # "sold 18 jars": an amount with its unit, no name
                if (index and phrase.words[index - 1].text.lower() in _BEFORE_VERBS) \
                        or (not index and noun.text[:1].islower()):
                    continue  # "did not score 76": a verb, not "score 76" naming a score ("Route 15" is one)
                try:
                    references = resolver.references(Phrase((value,), phrase.line))
                except ResolveError:
                    continue
                lowered = noun.text.lower()
                if lowered in _MEASURE_NOUNS:
                    continue  # "wears a size 8", "aged 30": a measure, not a name like "room 101"
                found |= {name for name, _ in references
                          if {lowered, singular(lowered)} & (puzzle.category(name).nouns | _NUMBER_NOUNS)}
    return frozenset(found)


_NOUN_AND_NUMBER = re.compile(r"(?:([A-Za-z]+)\.?\s*)?#?\d+")


def _own_noun_and_number(label: str, nouns: frozenset[str]) -> bool:
    """Is ``label`` a number after the category's own noun, "No." or "#" ("Screen 3", "#7")?"""
    match = _NOUN_AND_NUMBER.fullmatch(label)
    if match is None:
        return False
    noun = (match.group(1) or "").lower()
    if noun in _MEASURE_NOUNS:
        return False  # `sizes : size 10, size 11`: a measure, not a name like "Screen 3"
    return (noun in nouns | _NUMBER_NOUNS) if noun else "#" in label
_MEASURE_NOUNS = frozenset("size sizes age ages aged weight weights height heights length lengths score scores"
                           .split())
_BEFORE_VERBS = frozenset("not n't did does do to will would can could may might must never".split())
# "wears number 7", "lives at No. 2": a number that names its thing
_NUMBER_NOUNS = frozenset({"number", "no.", "no", "#"})


# "the 8-inch telescope", "a $5 ticket", "each 2009 car"
_DETERMINERS = frozenset({"the", "a", "an", "each", "every"})
# words that follow a value without being a noun for its things ("the Pierce is ...")
_NOT_NOUNS = frozenset("is was are were has had have does did do will would can could may might must "
                       "shall should one ones".split())


def _ordinary_noun(word: Word, puzzle: Puzzle) -> bool:
    lowered = word.text.lower()
    return (word.kind == "WORD" and lowered.isalpha() and lowered not in puzzle.category_nouns
            and lowered not in FUNCTION_WORDS and lowered not in _NOT_NOUNS
            and not lowered.endswith(("ed", "ly", "ing")))


def _phrases(value: object) -> Iterator[Phrase]:
    """Every phrase inside a statement (statements nest phrases in fields and tuples)."""
    if isinstance(value, Phrase):
        yield value
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from _phrases(item)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            yield from _phrases(getattr(value, field.name))
