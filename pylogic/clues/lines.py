"""Split a ``.clues`` file into its kinds of line, keeping line and column numbers.

A line is one of (blank lines and lines starting with ``#`` are comments; of a comment, only
"numbered 11 to 15 from left to right" is read, by categories.py):

- a category:    ``painters : Ada, Eilen, Jenny, Vera.``  (full stop optional)
- an alias:      ``alias Erna = Erma.``  (another spelling of a declared value)
- a word:        ``word beat, beats = less place.``  (a puzzle's own comparative word)
- a heading:     ``Clues:`` or ``Questions:`` (ignored)
- a question:    any sentence ending in ``?``
- a clue:        any other sentence, optionally numbered (``4.`` / ``4)``) or bulleted (``-``).

Clues without a number are numbered after the previous clue.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pylogic.clues.words import normalise
from pylogic.errors import InputError, SourceLocation


@dataclass(frozen=True)
class Item:
    """A piece of a line: its text and the 1-based column where it starts."""

    text: str
    column: int


@dataclass(frozen=True)
class CategoryLine:
    name: Item
    values: tuple[Item, ...]
    line: int
    source: str


@dataclass(frozen=True)
class AliasLine:
    alias: Item
    value: Item
    line: int
    source: str


@dataclass(frozen=True)
class WordLine:
    """``word beat, beats = less place``: ``direction`` is ``less`` or ``more``."""

    words: tuple[Item, ...]
    direction: Item
    category: Item
    line: int
    source: str


@dataclass(frozen=True)
class SentenceLine:
    """A clue (``number`` set) or a question (``number`` None); ``text`` starts at ``column``."""

    number: int | None
    text: str
    column: int
    line: int
    source: str


@dataclass(frozen=True)
class PuzzleLines:
    categories: tuple[CategoryLine, ...]
    aliases: tuple[AliasLine, ...]
    words: tuple[WordLine, ...]
    clues: tuple[SentenceLine, ...]
    questions: tuple[SentenceLine, ...]
    # the text of comment lines (a puzzle's opening story): only "numbered 11 to 15 from left to
    # right" is read from it (categories.py)
    comments: tuple[str, ...] = ()


_HEADING = re.compile(r"^\s*(clues|clue\(s\)|hints|questions|categories)\s*:\s*$", re.IGNORECASE)
_CATEGORY = re.compile(r"^\s*([^\W\d_](?:[^\W\d]|[ '’-]){0,80}?(?:\s*\([^()]{1,30}\))?)\s*:\s*(\S.*?)\s*$")
# A category line written as a sentence: "Each person has a unique name: Alma, Ravi, Tomas",
# "The people keep unique animals: cat, horse, bird". The name is what follows the marker.
_SENTENCE_NAME = re.compile(r"^.*\b(?:unique|different|distinct|own)\s+(.+)$"
                            r"|^.*\b(?:has|have|keeps?|owns?|likes?|drives?|drinks?|plays?|wears?)\s+"
                            r"(?:(?:a|an|the|some)\s+)?(.+)$", re.IGNORECASE)
# "The mothers' names in each house are unique", "The children's names are different", "The
# mothers' names are"
_OWNERS_NAMES = re.compile(r"^(?:the\s+)?(\w+?)(?:'s|'|’s|’)\s+names\b(?:.*\b(?:unique|different|distinct)|\s+are)$",
                           re.IGNORECASE)
# "The cars in each house are unique": the subject
_SUBJECT_UNIQUE = re.compile(r"^(?:the\s+)?(\w+(?:\s+\w+)?)\s+(?:in\s+each\s+house\s+)?(?:are|is)\s+"
                             r"(?:all\s+)?(?:unique|different|distinct)$", re.IGNORECASE)
# "Each mother is accompanied by their child", "Everyone has something unique for lunch",
# "The people are of nationalities"
_THEIR_OR_FOR = re.compile(r"^.*\b(?:their|for|are\s+of|is\s+of)\s+(?:(?:unique|different)\s+)?(\w+(?:\s+\w+)?)$",
                           re.IGNORECASE)
# A comma separates values unless it is a thousands separator (``8,500``: digits, comma,
# exactly three digits).
_VALUE_COMMA = re.compile(r"(?<!\d),|,(?!\d{3}(?!\d))")
_ALIAS = re.compile(r"^\s*alias\s+(\S.*?)\s*=\s*(\S.*?)\s*\.?\s*$", re.IGNORECASE)
_WORD = re.compile(r"^\s*word\s+(\S.*?)\s*=\s*(\S+)\s+(\S.*?)\s*\.?\s*$", re.IGNORECASE)
_NUMBERED = re.compile(r"^\s*(\d+)\s*[.)]\s+")
_BULLET = re.compile(r"^\s*[-*\u2022\u2013]\s+")


# The opening line of a generated house puzzle, as the generators print it: "There are 5
# houses, numbered 1 to 5 from left to right, as seen from across the street." ("This is a
# logic puzzle. There are 3 houses (numbered 1 on the left, 3 on the right), from the
# perspective of someone standing across the street from them." "There are 3 houses in a row,
# numbered 1 on the left to 3 on the right.") It declares the houses as positions 1..N.
_HOUSES = re.compile(r"^\s*(?:This\s+is\s+a\s+logic\s+puzzle\.\s*)?There\s+are\s+(\d+)\s+houses"
                     r"(?:\s+in\s+a\s+row|\s+next\s+to\s+each\s+other)?\s*,?\s*\(?\s*numbered\s+1\s+"
                     r"(?:to\s+(\d+)\s+from\s+left\s+to\s+right"
                     r"|on\s+the\s+left\s*(?:,|to|and)\s*(\d+)\s+on\s+the\s+right)\s*\)?"
                     r"(?:\s*,\s*(?:as\s+seen\s+from|from\s+the\s+perspective\s+of)[^.:]*)?\s*\.", re.IGNORECASE)
# The sentences that may follow it on its line only restate the grid's rule (one person per
# house, every attribute different), which every puzzle has.
_GRID_RULE = re.compile(r"\s*(?:Each\s+(?:house|person)\s+(?:is\s+occupied\s+by|has|lives\s+in|is)\s+"
                        r"an?\s+(?:different|unique)\s+(?:person|attribute|house)"
                        r"(?:\s+for\s+each\s+of\s+the\s+following\s+characteristics)?"
                        r"|Each\s+(?:house\s+)?has\s+a\s+different\s+person\s+in\s+(?:it|them)"
                        r"|There\s+is\s+one\s+person\s+living\s+in\s+each\s+house"
                        r"|(?:They|The\s+people(?:\s+in\s+these\s+houses)?)\s+have\s+different\s+characteristics"
                        r")\s*[.:]\s*", re.IGNORECASE)


# What a benchmark tells the one solving after its question: "What is Name of the person who
# lives in House 1?? Provide only the name of the person as your final answer."
_ANSWER_INSTRUCTION = re.compile(r"(?<=\?)\s*(?:Provide|Give|State|Write)\s+(?:only\s+)?the\s+[\w\s']{1,40}?\s+"
                                 r"as\s+your\s+(?:final\s+)?answer\s*\.\s*$", re.IGNORECASE)



# Words a value may end with, shortened with a stop ("Elm St.", "Acme Inc.", "Apr."); a whole
# word that is also a value's end ("Mill Lane.", "May.") is the line's full stop
_ABBREVIATIONS = frozenset(
    "st mt ft pt ave rd dr ln ct pl sq blvd hwy jr sr inc co corp ltd bros no vol "
    "jan feb mar apr jun jul aug sep sept oct nov dec mon tue tues wed thu thur thurs fri sat sun "
    "lb lbs oz yd yds mi min mins hr hrs sec secs approx misc dept univ assn intl natl".split())


def _abbreviation_at_end(text: str) -> bool:
    """Whether ``text`` ends with an abbreviation's stop: a known short form ("Elm St."), an
    initial ("John Q."), or letters with stops ("6 p.m.", "Washington D.C.")."""
    last = text.split()[-1] if text.split() else ""
    if not last.endswith("."):
        return False
    if re.fullmatch(r"(?:[A-Za-z]{1,2}\.){2,}", last) or re.fullmatch(r"[A-Z]\.", last):
        return True
    return last[:-1].lower() in _ABBREVIATIONS

def _houses_line(source: str, line_number: int, path: str) -> CategoryLine | None:
    """The category ``house : 1..N`` of an opening "There are N houses, numbered 1 to N from
    left to right ..." line, or None if the line is not one. Raises InputError for words after
    it that are not a restatement of the grid's rule."""
    match = _HOUSES.match(source)
    if match is None:
        return None
    count = int(match.group(1))
    last = 2 if match.group(2) is not None else 3
    if int(match.group(last)) != count or not 1 <= count <= 40:
        raise InputError(SourceLocation(path, line_number, match.start(last) + 1),
                         f"{count} houses cannot be numbered 1 to {match.group(last)}", source_line=source)
    position = match.end()
    while position < len(source.rstrip()):
        rule = _GRID_RULE.match(source, position)
        if rule is None:
            column = position + 1 + len(source[position:]) - len(source[position:].lstrip())
            raise InputError(SourceLocation(path, line_number, column),
                             "I cannot read this sentence of the opening line (only the houses and "
                             "'Each house is occupied by a different person.' can be said there)",
                             source_line=source)
        position = rule.end()
    name = Item("house", match.start() + 1 + len(source) - len(source.lstrip()))
    values = tuple(Item(str(number), match.start(1) + 1) for number in range(1, count + 1))
    return CategoryLine(name, values, line_number, source)


def _items(text: str, start_column: int, separator: str = ",") -> tuple[Item, ...]:
    pieces, offset = [], 0
    splitter = _VALUE_COMMA if separator == "," else re.compile(re.escape(separator))
    for match in splitter.finditer(text):
        pieces.append((text[offset:match.start()], offset))
        offset = match.end()
    pieces.append((text[offset:], offset))
    items = []
    for piece, start in pieces:
        stripped = piece.strip()
        column = start_column + start + (len(piece) - len(piece.lstrip()))
        if len(stripped) > 2 and stripped[0] == stripped[-1] == "`":  # a value quoted as code: `Peter`
            stripped, column = stripped[1:-1].strip(), column + 1
        items.append(Item(stripped, column))
    return tuple(items)


def _one_each(items: tuple[Item, ...]) -> tuple[Item, ...]:
    """A list written as a sentence, each value after "one" ("one likes milk, one is a tea
    drinker, and one drinks root beer"; "one drives a minivan and one owns a sedan"): the values
    without "one" and the last "and"."""
    split: list[Item] = []
    for item in items:
        text, column = item.text, item.column
        if text.lower().startswith("and "):
            text, column = text[4:].lstrip(), column + len(text) - len(text[4:].lstrip())
        parts = re.split(r"(\s+and\s+)(?=one\s)", text, flags=re.IGNORECASE)
        offset = 0
        for part in parts:
            if not re.fullmatch(r"\s+and\s+", part, re.IGNORECASE):
                split.append(Item(part, column + offset))
            offset += len(part)
    if len(split) < 2 or not all(re.match(r"one\s+\S", item.text, re.IGNORECASE) for item in split):
        return items
    return tuple(Item(item.text[4:].lstrip(), item.column + len(item.text) - len(item.text[4:].lstrip()))
                 for item in split)


def _item(match: re.Match, group: int) -> Item:
    return Item(match.group(group), match.start(group) + 1)


def _category_name(match: re.Match, indent: int) -> Item:
    """The category's name: the text before the colon, or in a sentence-like line ("Each
    person has a unique name") the words after "unique"/"different"/"own"."""
    name = Item(match.group(1), indent + match.start(1) + 1)
    if len(name.text.split()) <= 3:
        return name
    owners = _OWNERS_NAMES.match(name.text)
    if owners:  # "The mothers' names in each house are unique": the mothers
        owner = owners.group(1)
        return Item(owner[:-1] if owner.endswith("s") else owner, name.column + owners.start(1))
    for pattern in (_SUBJECT_UNIQUE, _THEIR_OR_FOR, _SENTENCE_NAME):
        sentence = pattern.match(name.text)
        if sentence:
            group = next(index for index in range(1, (pattern.groups or 0) + 1) if sentence.group(index))
            return Item(sentence.group(group), name.column + sentence.start(group))
    return name


def split_lines(text: str, path: str = "<string>") -> PuzzleLines:
    """The categories, declarations, clues and questions of a clue file, in file order.

    Raises InputErrors for malformed declaration lines and repeated clue numbers.
    """
    from pylogic.errors import InputErrors

    categories, aliases, words, clues, questions, errors = [], [], [], [], [], []
    comments: list[str] = []
    next_number, seen_numbers = 1, dict[int, int]()
    for line_number, source in enumerate(normalise(text).splitlines(), start=1):
        stripped = source.strip()
        if stripped.startswith("#"):
            comments.append(stripped.lstrip("#").strip())
            continue
        if not stripped or _HEADING.match(source):
            continue
        if stripped.lower().startswith(("alias ", "word ")):
            declaration = _ALIAS.match(source) or _WORD.match(source)
            if declaration is None or (declaration.re is _ALIAS) != stripped.lower().startswith("alias"):
                errors.append(InputError(
                    SourceLocation(path, line_number, 1 + len(source) - len(source.lstrip())),
                    "a declaration must read `alias OTHER NAME = VALUE` or "
                    "`word WORD, WORD = less|more CATEGORY`", source_line=source))
            elif declaration.re is _ALIAS:
                aliases.append(AliasLine(_item(declaration, 1), _item(declaration, 2), line_number, source))
            else:
                words.append(WordLine(_items(declaration.group(1), declaration.start(1) + 1),
                                      _item(declaration, 2), _item(declaration, 3), line_number, source))
            continue
        try:
            houses = _houses_line(source, line_number, path)
        except InputError as error:
            errors.append(error)
            continue
        if houses is not None:
            categories.append(houses)
            continue
        bullet = _BULLET.match(source)
        indent = bullet.end() if bullet else 0  # " - Each person has a unique name: `Peter`, ..."
        category = _CATEGORY.match(source[indent:])
        if category and not _NUMBERED.match(source) and not stripped.endswith("?"):
            values = _one_each(_items(category.group(2), indent + category.start(2) + 1))
            # the line's full stop, unless the last value is an abbreviation like others on the
            # line ("Apr., May, Jun., Jul.")
            abbreviated = _abbreviation_at_end(values[-1].text)
            if values[-1].text.endswith(".") and not (
                    abbreviated and any(v.text.endswith(".") for v in values[:-1])):
                values = values[:-1] + (Item(values[-1].text[:-1].rstrip(), values[-1].column),)
            categories.append(CategoryLine(_category_name(category, indent), values, line_number, source))
            continue
        numbered = _NUMBERED.match(source) or _BULLET.match(source)
        start = numbered.end() if numbered else len(source) - len(source.lstrip())
        sentence = source[start:].rstrip()
        instruction = _ANSWER_INSTRUCTION.search(sentence)
        if instruction is not None:
            sentence = sentence[:instruction.start()]  # "... House 1?? Provide only the name ..."
        if sentence.endswith("?"):
            questions.append(SentenceLine(None, sentence, start + 1, line_number, source))
            continue
        number = int(numbered.group(1)) if numbered and numbered.re is _NUMBERED else next_number
        if number in seen_numbers:
            errors.append(InputError(SourceLocation(path, line_number, 1),
                                     f"clue number {number} is already used on line {seen_numbers[number]}",
                                     source_line=source))
        seen_numbers[number] = line_number
        next_number = number + 1
        clues.append(SentenceLine(number, sentence, start + 1, line_number, source))
    if errors:
        raise InputErrors(errors)
    return PuzzleLines(tuple(categories), tuple(aliases), tuple(words), tuple(clues), tuple(questions),
                       tuple(comments))
