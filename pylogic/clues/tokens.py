"""Cut one clue sentence into the tokens the grammar reads.

The grammar (``grammars/clues.lark``) never sees raw text: this lexer first recognises the
puzzle's own names (``Old Gold`` becomes one VALUE token, ``Chesterfields`` too), numbers with
their units (``5000 USD``, ``6 days``, ``11:30am``, ``June 10`` become one NUMBER token, or
AMOUNT when a comparative follows: "3 days longer"), the structure words (``not``, ``either``,
``next to``, ``to the left of`` ...) and the puzzle's declared words. Everything else is a WORD.
Possessive ``'s`` is dropped and contractions split (``doesn't`` -> ``does`` + NOT).
"""

from __future__ import annotations

import re

from lark import Token

from pylogic.clues.categories import Puzzle
from pylogic.clues.values import (MONTHS, NUMBER_WORDS, ORDINAL_WORDS, UNIT_SYNONYMS,
                                  canonical_unit, parse_quantity, singular)

MORE_WORDS = frozenset("more bigger larger greater higher longer later taller heavier wider "
                       "further farther".split())
LESS_WORDS = frozenset("less fewer smaller lower shorter earlier lighter cheaper narrower".split())
POSITION_WORDS = frozenset({"last", "middle"}) | frozenset(ORDINAL_WORDS)

# Structure phrases, longest first at each position; each maps to a token type.
_KEYWORDS: dict[tuple[str, ...], str] = {}
for _words, _kind in [
    ("next to", "NEXT_TO"), ("next door to", "NEXT_TO"), ("adjacent to", "NEXT_TO"),
    ("beside", "NEXT_TO"), ("neighbours of", "NEXT_TO"), ("neighbors of", "NEXT_TO"),
    ("each other", "EACH_OTHER"), ("one another", "EACH_OTHER"),
    ("to the left of", "LEFT_OF"), ("left of", "LEFT_OF"), ("on the left of", "LEFT_OF"),
    ("to the right of", "RIGHT_OF"), ("right of", "RIGHT_OF"), ("on the right of", "RIGHT_OF"),
    ("at one of the ends", "AT_END"), ("at either end", "AT_END"), ("at an end", "AT_END"),
    ("on one of the ends", "AT_END"), ("at one end", "AT_END"),
    ("there is", "THERE_ARE"), ("there are", "THERE_ARE"), ("there was", "THERE_ARE"),
    ("there were", "THERE_ARE"),
    ("the other one", "OTHER"), ("the other", "OTHER"),
    ("all different", "DIFFERENT"), ("different", "DIFFERENT"),
    ("either", "EITHER"), ("or", "_OR"), ("neither", "NEITHER"), ("nor", "_NOR"),
    ("not", "NOT"), ("never", "NOT"), ("than", "_THAN"), ("and", "_AND"), ("but", "_AND"),
    ("before", "BEFORE"), ("after", "AFTER"), ("between", "BETWEEN"),
    ("immediately", "IMMEDIATELY"), ("directly", "IMMEDIATELY"), ("just", "IMMEDIATELY"),
    ("right", "IMMEDIATELY"),
    ("somewhere", "SOMEWHERE"), ("sometime", "SOMEWHERE"), ("some time", "SOMEWHERE"),
    ("anywhere", "SOMEWHERE"),
]:
    _KEYWORDS[tuple(_words.split())] = _kind


def _lengths_by_first_word(phrases) -> dict[str, tuple[int, ...]]:
    """For each first word, the lengths of the phrases starting with it, longest first."""
    lengths: dict[str, set[int]] = {}
    for words in phrases:
        lengths.setdefault(words[0], set()).add(len(words))
    return {word: tuple(sorted(found, reverse=True)) for word, found in lengths.items()}


_KEYWORD_LENGTHS = _lengths_by_first_word(_KEYWORDS)
_QUESTION_WORDS = {"who": "WH", "whose": "WH", "what": "WH", "which": "WH", "where": "WH"}
_FILLER_BEFORE_ONE = {"the", "this", "that", "each", "every", "any", "no", "a"}
_UNIT_FULL_STOP = re.compile(r"\b(?:ft|in|lbs?|[ap]\.m)\.$", re.IGNORECASE)  # "144 ft." keeps its stop
_DAY_OF_MONTH = re.compile(r"\d{1,2}(st|nd|rd|th)?")
_DAY_NUMBER = re.compile(r"\d{1,2}")
_NUMBER_STARTS = frozenset("0123456789$.")
_NEGATED = re.compile(r"^(.*)n[’']t$", re.IGNORECASE)

# A raw word: a time, money, a number (thousands commas, ordinal suffix), a word (with inner
# ' or -, or digits after a letter: gate C1), or punctuation.
_RAW = re.compile(
    r"\d{1,2}:\d{2}\s?(?:[ap]\.?m\.?)?(?![\w])"
    r"|\$\s?\d+(?:,\d{3})*(?:\.\d+)?"
    r"|\d+(?:,\d{3})*(?:\.\d+)?(?:st|nd|rd|th|am|pm)?(?![\w])"
    r"|[A-Za-z][A-Za-z0-9'’\-]*\.?"
    r"|[–—;:]|-|,|\?|\S")


def _raw_words(text: str) -> list[tuple[str, int]]:
    """(word, 0-based offset) pairs; possessives stripped, n't split off as its own word."""
    words = []
    for match in _RAW.finditer(text):
        word, start = match.group(), match.start()
        if word.endswith(".") and not (word[:-1].lower() in UNIT_SYNONYMS or word.lower() in UNIT_SYNONYMS):
            word = word[:-1]
            if not word:
                continue
        if word == "-" and match.end() < len(text) and not text[match.end()].isspace():
            continue
        for suffix in ("'s", "’s"):
            if word.endswith(suffix) and len(word) > 2:
                word = word[:-2]
        if word.endswith(("s'", "s’")) and len(word) > 2:
            word = word[:-1]
        negated = _NEGATED.match(word)
        if negated and negated.group(1):
            base = negated.group(1)
            base = {"wo": "will", "ca": "can", "sha": "shall"}.get(base.lower(), base)
            words.append((base, start))
            words.append(("not", start + len(negated.group(1))))
            continue
        words.append((word, start))
    return words


class SentenceLexer:
    """Tokens of one sentence for one puzzle (its names, units and declared words)."""

    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        self.form_lengths = _lengths_by_first_word(puzzle.forms)
        self.unit_words = puzzle.unit_words | frozenset(UNIT_SYNONYMS) | {
            canonical_unit(word) for word in UNIT_SYNONYMS}

    def tokens(self, text: str, line: int, column: int, question: bool = False) -> list[Token]:
        """The tokens of ``text`` (which starts at ``column`` of ``line``), final stop removed."""
        text = text.rstrip()
        while text.endswith((".", "!", "?")) and not _UNIT_FULL_STOP.search(text):
            text = text[:-1].rstrip()
        raw = _raw_words(text)
        lowered = [word.lower() for word, _ in raw]
        tokens: list[Token] = []
        index = 0
        while index < len(raw):
            kind, length = self._match(raw, lowered, index, question)
            start = raw[index][1]
            end_word, end_offset = raw[index + length - 1]
            end = end_offset + len(end_word)
            tokens.append(Token(kind, text[start:end], start_pos=start, line=line,
                                column=column + start, end_line=line, end_column=column + end))
            index += length
        return _mark_amounts(tokens)

    def _match(self, raw, lowered, index, question) -> tuple[str, int]:
        word = lowered[index]
        if question and index == 0 and word in _QUESTION_WORDS:
            return "WH", 1
        if index == 0 and word == "of":
            return "_OF", 1
        if word in (",",):
            return "_COMMA", 1
        if word in ("–", "—", "-", ";", ":"):
            return "_DASH", 1
        quantity_length = self._quantity_length(raw, lowered, index)
        value_length = self._form_length(lowered, index)
        keyword_length, keyword = self._keyword(lowered, index)
        if value_length and value_length >= max(quantity_length, keyword_length):
            return "VALUE", value_length
        if word in self.puzzle.words:
            # a declared word wins over the built-in one: `word after = more arrivals`
            return "DECLARED", 1
        if quantity_length and quantity_length >= keyword_length:
            if lowered[index] in NUMBER_WORDS and index + quantity_length < len(lowered) \
                    and lowered[index + quantity_length] == "different":
                return "DIFFERENT", quantity_length + 1
            return "NUMBER", quantity_length
        if keyword_length:
            return keyword, keyword_length
        if word == "one":
            previous = lowered[index - 1] if index else ""
            return ("WORD", 1) if previous in _FILLER_BEFORE_ONE else ("ONE", 1)
        if word in MORE_WORDS or word in LESS_WORDS:
            return "COMPARE", 1
        if word in POSITION_WORDS:
            return "ORDINAL", 1
        return "WORD", 1

    def _form_length(self, lowered, index) -> int:
        for length in self.form_lengths.get(lowered[index], ()):
            if tuple(lowered[index:index + length]) in self.puzzle.forms:
                return length
        return 0

    def _keyword(self, lowered, index) -> tuple[int, str | None]:
        for length in _KEYWORD_LENGTHS.get(lowered[index], ()):
            kind = _KEYWORDS.get(tuple(lowered[index:index + length]))
            if kind:
                return length, kind
        return 0, None

    def _quantity_length(self, raw, lowered, index) -> int:
        """How many raw words from ``index`` spell a number with an optional unit (0 if none)."""
        first = lowered[index]
        if first in MONTHS and index + 1 < len(raw) and _DAY_OF_MONTH.fullmatch(lowered[index + 1]):
            return 2
        starts_number = first[0] in _NUMBER_STARTS or first in NUMBER_WORDS or first in ("noon", "midnight")
        if not starts_number or parse_quantity(raw[index][0]) is None:
            return 0
        if first in ("noon", "midnight") and not any(c.unit == "time" for c in self.puzzle.ordered):
            return 0
        length = 1
        if index + 1 < len(raw) and lowered[index + 1] in ("million", "thousand", "billion"):
            length = 2
        if index + length < len(raw):
            following = lowered[index + length]
            if following in MONTHS and _DAY_NUMBER.fullmatch(first):
                return length + 1
            unit_word = following.rstrip(".")
            if following in self.unit_words or unit_word in self.unit_words or canonical_unit(following) in self.unit_words:
                if first == "one" and singular(following) != following:
                    return 0  # "one drinks lemonade": 'one' is a pronoun before a verb, not a count
                if first == "one" or parse_quantity(" ".join(w for w, _ in raw[index:index + length + 1])):
                    return length + 1
        if first == "one":
            return 0
        return length


def _mark_amounts(tokens: list[Token]) -> list[Token]:
    """A NUMBER right before a comparative is an amount ("3 days longer"), not a value."""
    following_kinds = {"COMPARE", "BEFORE", "AFTER", "LEFT_OF", "RIGHT_OF", "DECLARED"}
    marked = []
    for position, token in enumerate(tokens):
        next_kind = tokens[position + 1].type if position + 1 < len(tokens) else None
        if token.type == "NUMBER" and next_kind in following_kinds:
            token = Token("AMOUNT", token.value, start_pos=token.start_pos, line=token.line,
                          column=token.column, end_line=token.end_line, end_column=token.end_column)
        marked.append(token)
    return marked
