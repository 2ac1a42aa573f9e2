"""When a capitalised value may be named by a lowercase word.

A capitalised value is a name ("Kit", "Rose", "Will"), named only as written, so "the Orion kit"
is not Kit's and "Ann will go" is not Will. Two kinds of category are capitalised only by the
title case of their line, and the clues write their values in lower case: colours ("colors :
Red, Green" with "drinks green tea"), and a category that no clue ever writes capitalised in
mid-sentence while the clues write two or more of its values in lower case ("drinks : Tea,
Coffee, Milk" with "The tea drinker" and "drinks coffee"; one common noun such as "Pat's kit"
is not enough). Their values are named in any case, as a declared alias would be.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from pylogic.clues.words import label_keys

if TYPE_CHECKING:
    from pylogic.clues.categories import Category, Puzzle
    from pylogic.clues.lines import PuzzleLines

# Colour words are adjectives. Those that are also first names (Amber, Olive, Rose) count only
# in a category whose name says colour.
BASIC_COLOURS = frozenset("red orange yellow green blue purple pink brown black white gray grey silver gold "
                           "beige tan teal turquoise maroon navy crimson ivory cream lavender magenta cyan "
                           "khaki charcoal indigo lime mint peach".split())
_NAME_COLOURS = frozenset("amber olive violet rose ruby hazel scarlet emerald coral lilac".split())
_COLOUR_NOUNS = frozenset("color colors colour colours shade shades hue hues paint paints".split())
_SENTENCE_START = re.compile(r"(?:^|[.!?:;\"“(]\s*)$")


def add_lowercase_forms(puzzle: Puzzle, lines: PuzzleLines) -> None:
    """Let the lowercase words of the categories above name their values (as aliases do)."""
    from pylogic.clues.categories import value_forms

    texts = [sentence.text for sentence in (*lines.clues, *lines.questions)]
    for category in puzzle.categories:
        if category.ordered or not all(label[:1].isupper() for label in category.labels):
            continue
        if _colours(category) or _written_in_lower_case(category, texts):
            for label in category.labels:
                puzzle.aliases.update(value_forms(label))


def _colours(category: Category) -> bool:
    colours = BASIC_COLOURS | (_NAME_COLOURS if category.nouns & _COLOUR_NOUNS else frozenset())
    return all(len(keys) == 1 and keys[0] in colours for keys in map(label_keys, category.labels))


def _written_in_lower_case(category: Category, texts: list[str]) -> bool:
    """Whether the clues write two values of ``category`` in lower case and none capitalised
    other than at the start of a sentence."""
    lower = set()
    folded = [text.casefold() for text in texts]
    for label in category.labels:
        for text, text_folded in zip(texts, folded):
            for start in _whole_word_at(label, text, text_folded):
                written = text[start:start + len(label)]
                if written == label and not _SENTENCE_START.search(text[:start]):
                    return False
                if written == label.lower():
                    lower.add(label)
    return len(lower) >= 2


def _whole_word_at(label: str, text: str, text_folded: str) -> list[int]:
    """Where ``label`` stands in ``text`` as a whole word, in any case (not inside a word,
    after an apostrophe or a hyphen, or before a hyphen)."""
    label_folded = label.casefold()
    if label_folded not in text_folded:
        return []
    if len(label_folded) != len(label) or len(text_folded) != len(text):
        # a letter whose case changes its length ("ß"): the regular expression finds them
        pattern = re.compile(rf"(?<![\w'’-]){re.escape(label)}(?![\w-])", re.IGNORECASE)
        return [match.start() for match in pattern.finditer(text)]
    found = []
    start = text_folded.find(label_folded)
    while start != -1:
        end = start + len(label)
        before, after = text[start - 1:start], text[end:end + 1]
        if not (before and (_word_char(before) or before in "'’-")) and not (after and (_word_char(after)
                                                                                     or after == "-")):
            found.append(start)
            start = text_folded.find(label_folded, end)
        else:
            start = text_folded.find(label_folded, start + 1)
    return found


def _word_char(char: str) -> bool:
    """Whether ``char`` is a character of a word, as ``\\w`` of a regular expression is."""
    return char.isalnum() or char == "_"


def lower_case_hint(word: str, label: str) -> str:
    """What to do about ``word``, a capitalised value ``label`` written in lower case."""
    return f"'{word}' is written in lower case and the value is '{label}': write '{label}', or declare " \
           f"'alias {word} = {label}.'"
