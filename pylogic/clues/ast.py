"""The clue language's syntax tree: frozen dataclasses, each carrying its line and column.

Two layers. *Parts* are what the grammar finds in a sentence (a phrase, a negated predicate,
a comparison, "either ... or" ...), built by ``parser.py``. *Statements* are the clue
families the compiler knows (``SameEntity``, ``Different``, ``Less``, ``Offset`` ...), built
from parts by ``assemble.py``. A ``Phrase`` is a run of words naming one entity ("the man who
smokes Chesterfields"); ``resolve.py`` finds which values it names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property

from pylogic.clues.values import SPELLED_COMPOUND, spelled_numbers

# ---------------------------------------------------------------- words and phrases


@dataclass(frozen=True)
class Word:
    """One token of a phrase: ``kind`` is VALUE, NUMBER, ORDINAL or WORD."""

    kind: str
    text: str
    column: int


@dataclass(frozen=True)
class Phrase:
    words: tuple[Word, ...]
    line: int

    @property
    def column(self) -> int:
        return self.words[0].column

    @property
    def text(self) -> str:
        return " ".join(word.text for word in self.words)

    def mentions(self) -> tuple[Word, ...]:
        """The words that name a value: names, numbers written in digits, position words."""
        return self._mentions

    @cached_property
    def _mentions(self) -> tuple[Word, ...]:
        return tuple(word for word in self.words if is_mention(word))

    def category_words(self) -> frozenset[str]:
        """The lowercase ordinary words of the phrase and their singulars (to match nouns)."""
        return self._category_words

    @cached_property
    def _category_words(self) -> frozenset[str]:
        from pylogic.clues.values import singular

        words = {word.text.lower() for word in self.words if word.kind == "WORD"}
        return frozenset(words | {singular(word) for word in words})


_NUMBER_WORD_SET = frozenset("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                             "fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty "
                             "sixty seventy eighty ninety".split())


_LARGE_NUMBER_WORDS = frozenset("thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty "
                                "fifty sixty seventy eighty ninety".split())


def is_mention(word: Word) -> bool:
    if word.kind in ("VALUE", "ORDINAL", "SUPER"):
        return True
    if word.kind != "NUMBER":
        return False
    lowered = spelled_numbers(word.text.lower())  # "thirty-five dollars" -> "35 dollars"
    parts = re.sub(r"(?<=\S)-", " ", lowered).split()
    # "three blooms", "one night", "the thirty-year-old": a number word with its noun (the reader
    # leaves "the mint one" a pronoun); "is thirty", "thirty-five": a number word of 13 or more alone
    spelled = parts[0] in _NUMBER_WORD_SET or bool(SPELLED_COMPOUND.fullmatch(" ".join(parts[:2])))
    counted = (len(parts) == 2 and spelled and parts[0] != "zero") or (
        parts[0] in _LARGE_NUMBER_WORDS and len(parts) == 1) or bool(SPELLED_COMPOUND.fullmatch(lowered)) \
        or (len(parts) == 2 and parts[0] in ("a", "an")) \
        or (len(parts) == 3 and parts[:2] == ["a", "single"])  # "than an hour", "a single cup": the lexer's
    return any(char.isdigit() or char in "$£€" for char in lowered) or lowered in ("noon", "midnight", "midday") \
        or (word.text[:1].isupper() and lowered.rstrip(".") not in _NUMBER_WORD_SET) or counted


@dataclass(frozen=True)
class Comparison:
    """How an ordering clue compares: the comparison ``word`` (its sense is looked up in
    ``measures.SENSES``: "older", "before", "left"), an amount ("3 days", "at least 2 hours"),
    nouns naming the category ("a bigger *scholarship*"), whether it is one step
    ("immediately"), a declared word's category and direction."""

    word: str
    amount: str | None = None
    nouns: tuple[str, ...] = ()
    immediate: bool = False
    declared_category: str | None = None
    declared_direction: str | None = None
    factor: Fraction | None = None  # "twice as old as": the subject's number is twice the other's
    out_verb: bool = False  # "outscored": ``nouns`` holds the verb after "out", no noun


# ---------------------------------------------------------------- parts (grammar output)


@dataclass(frozen=True)
class Relation:
    """A relation to ``other``; ``kind``: compare, next_to (``other`` None: "next to each
    other"), extreme ("than all the others": no other), elliptic ("... but wider": the other
    of the comparison before it), between (``other`` and ``second``)."""

    kind: str
    comparison: Comparison | None
    other: Phrase | None
    line: int
    column: int
    nouns: tuple[str, ...] = ()  # words between "not" and the relation ("not in a house next to")
    second: Phrase | None = None  # "between A and B": B (``other`` is A)
    # names written inside the relation ("paid more *for the lamp* than", "didn't sing *the
    # Aria* before"): said of the subject together with the relation, or refused
    named: Phrase | None = None

    @property
    def compared(self) -> Comparison:
        """The comparison of a compare, extreme or elliptic relation."""
        if self.comparison is None:
            raise ValueError(f"a {self.kind} relation has no comparison")
        return self.comparison


@dataclass(frozen=True)
class Predicate:
    """What is said of a subject: ``kind`` is negation, at_end, relation, either, neither."""

    kind: str
    negated: bool
    phrases: tuple[Phrase, ...]  # the object (negation) or the alternatives (either, neither)
    relation: Relation | None
    line: int
    column: int
    or_tail: tuple[Phrase, ...] = ()  # "Neither A nor B went to X *or Y*": Y


@dataclass(frozen=True)
class Part:
    """One part of a sentence. ``kind``: plain, both, predicated, different, count,
    pair_intro, one, other, nobody. Fields not used by a kind are None/empty; ``phrases`` of a
    "both" part hold the second phrase; ``inner`` is the clause a "nobody" part negates."""

    kind: str
    subject: Phrase | None
    predicate: Predicate | None
    phrases: tuple[Phrase, ...]
    number: str | None
    line: int
    column: int
    inner: Part | None = None

    @property
    def phrase(self) -> Phrase:
        """The part's own phrase, for the kinds that always have one (plain, pair_intro ...)."""
        if self.subject is None:
            raise ValueError(f"a {self.kind} part has no phrase")
        return self.subject

    @property
    def said(self) -> Predicate:
        """The predicate of a predicated part."""
        if self.predicate is None:
            raise ValueError(f"a {self.kind} part has no predicate")
        return self.predicate


@dataclass(frozen=True)
class Sentence:
    """The parts of a clue sentence, the separators between them ("comma", "and", "dash"),
    and whether "it is false that" negates it."""

    parts: tuple[Part, ...]
    separators: tuple[str, ...]
    negated: bool


# ---------------------------------------------------------------- statements (clue families)


@dataclass(frozen=True)
class SameEntity:
    """All values named in ``phrases`` belong to one entity ("The Englishman lives in the red house").
    ``parallel``: for a part without a verb ("..., and Bob to Ely"), the clause it leaves the verb
    out of, whose first name is that clause's subject."""

    phrases: tuple[Phrase, ...]
    line: int
    column: int
    parallel: Phrase | None = None


@dataclass(frozen=True)
class Different:
    """``left`` and ``right`` are different entities ("The baker doesn't own the cat")."""

    left: Phrase
    right: Phrase
    line: int
    column: int


@dataclass(frozen=True)
class AtEnd:
    """``subject`` is first or last in an ordered category ("lives at one of the ends")."""

    subject: Phrase
    nouns: tuple[str, ...]
    line: int
    column: int


@dataclass(frozen=True)
class Comparing:
    """``subject`` compared with ``reference`` ("older than", "2 hours later than", "at least
    $500 more than", "immediately to the right of"); the category and the direction are
    chosen when compiling (``measures.choose``)."""

    subject: Phrase
    reference: Phrase
    comparison: Comparison
    line: int
    column: int


@dataclass(frozen=True)
class OnlyComparing:
    """"Only A cost less than B": ``comparing`` holds, and no other thing compares so with B,
    which is then second in the comparison's order (and A first)."""

    comparing: Comparing
    line: int
    column: int


@dataclass(frozen=True)
class Extreme:
    """``subject`` comes first or last in the comparison's order ("earlier than all the
    others", "charged less than anyone else")."""

    subject: Phrase
    comparison: Comparison
    line: int
    column: int


@dataclass(frozen=True)
class NextTo:
    """Neighbours in an ordered category ("next to"); ``between`` values lie between them
    ("There is one house between A and B": between = 1)."""

    left: Phrase
    right: Phrase
    between: int
    nouns: tuple[str, ...]
    line: int
    column: int


@dataclass(frozen=True)
class Not:
    """The negation of a relation statement ("is not next to"); ``whole`` when it negates a
    whole clause ("It is false that ...", "Nobody who ..."), so every thing it names is under
    the negation (a description naming two things there is refused: it cannot be presupposed)."""

    statement: object
    line: int
    column: int
    whole: bool = False


@dataclass(frozen=True)
class EitherOr:
    """At least one option holds; with ``exclusive`` exactly one ("either ... or")."""

    options: tuple
    exclusive: bool
    line: int
    column: int


@dataclass(frozen=True)
class Pair:
    """Of ``first`` and ``second`` (different entities) one is ``one`` and the other ``other``."""

    first: Phrase
    second: Phrase
    one: Phrase
    other: Phrase
    line: int
    column: int


@dataclass(frozen=True)
class AllDifferent:
    """All ``items`` are different entities ("... are all different contracts")."""

    items: tuple[Phrase, ...]
    line: int
    column: int


@dataclass(frozen=True)
class CountCheck:
    """"There are five houses": checked against the categories, no constraint."""

    count: str
    line: int
    column: int


@dataclass(frozen=True)
class Clue:
    """One numbered clue: its sentence and the statements it makes (all must hold)."""

    number: int
    text: str
    line: int
    column: int
    statements: tuple


@dataclass(frozen=True)
class Question:
    """"Who owns the zebra?": ``about`` names the entity asked about; ``word`` who/what/which."""

    word: str
    about: Phrase
    text: str
    line: int
    column: int
