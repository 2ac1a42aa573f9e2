"""Asides that name nothing from the categories: "Gwen, the branch secretary, spent less time
than Doreen" says who Gwen is in the story, which no category records.

Such an aside is left out of the sentence and kept as unread: leaving out a fact can only let
more answers through, so an answer that is the only one without it is the answer with it too,
and where the answer depends on it the aside becomes the refusal (grid_runner). Only an aside
set off by commas (or dashes) after a name, opened by "the", "a" or "an", made of plain words
(no value, number, comparison or other word the lexer gave a meaning) and followed by the
sentence's verb or its end; not an item of a list ("Ann, the secretary, and Bob")."""

from __future__ import annotations

import re

from lark import Token

_OPENERS = frozenset({"the", "a", "an"})
_DELIMITERS = frozenset({"COMMA", "DASH"})
# Words after an aside that make it an item of a list or the start of a clause about it
_NOT_AFTER = frozenset("and or nor but who whom whose which that than as".split())
_PLAIN = re.compile(r"[a-z]+(?:[-'’][a-z]+)*(?:['’]s)?")
_MOST_WORDS = 6


def decorative_asides(tokens: list[Token]) -> tuple[list[Token], list[list[Token]]]:
    """``tokens`` without their decorative asides, and the asides' tokens."""
    kept: list[Token] = []
    asides: list[list[Token]] = []
    index = 0
    while index < len(tokens):
        end = _aside_end(tokens, index)
        if end is None:
            kept.append(tokens[index])
            index += 1
            continue
        asides.append(list(tokens[index + 1:end]))
        # the closing delimiter goes with the aside; the end of the sentence keeps nothing
        index = end + 1
    return kept, asides


def _aside_end(tokens: list[Token], index: int) -> int | None:
    """The index of the delimiter closing a decorative aside opened at ``index`` (or the length
    of ``tokens`` for one that ends the sentence), else None."""
    if tokens[index].type not in _DELIMITERS or index == 0 or tokens[index - 1].type != "VALUE":
        return None
    if index >= 2 and tokens[index - 2].type in _DELIMITERS:
        return None  # "Ann, Bob, the ...": a list
    words: list[str] = []
    end = index + 1
    while end < len(tokens) and tokens[end].type == "WORD" and len(words) <= _MOST_WORDS:
        words.append(str(tokens[end]).lower())
        end += 1
    if len(words) < 2 or words[0] not in _OPENERS or len(words) > _MOST_WORDS \
            or not all(_PLAIN.fullmatch(word) for word in words[1:]):
        return None
    if end == len(tokens):
        return end
    if tokens[end].type != tokens[index].type or end + 1 == len(tokens):
        return None
    after = tokens[end + 1]
    if after.type != "WORD" or str(after).lower() in _NOT_AFTER:
        return None
    return end
