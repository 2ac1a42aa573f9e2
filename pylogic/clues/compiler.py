"""Compile a ``.clues`` file into the logic-grid fact vocabulary, as data and as Prolog text.

``compile_clues(text, path)`` -> ``CompiledPuzzle`` (raises ``InputErrors`` listing every
problem in the file); ``facts(compiled)`` gives the ``category/2``, ``category_numbers/2`` and
``clue/2`` terms as ``pylogic.terms.Compound``; ``prolog_text(compiled)`` the same as readable
Prolog source, each clue's facts under a ``% N. sentence`` comment (all text goes through
``pylogic.prolog_text``, so any name is safely quoted).
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from fractions import Fraction

from pylogic.clues import thing_nouns
from pylogic.clues.amounts import parse_amount
from pylogic.clues.asides import decorative_asides
from pylogic.clues.assemble import AssemblyError, assemble, only_names
from pylogic.clues.ast import (
    AllDifferent,
    AtEnd,
    Clue,
    Comparing,
    Comparison,
    CountCheck,
    Different,
    EitherOr,
    Extreme,
    NextTo,
    Not,
    OnlyComparing,
    Pair,
    Phrase,
    Question,
    SameEntity,
    Sentence,
    Word,
)
from pylogic.clues.categories import (
    AGENT_ENDINGS,
    MINUTES_IN_A_DAY,
    TITLES,
    Category,
    Puzzle,
    amount_in,
    as_race_time,
    build_puzzle,
    close_value,
    name_and_unit,
    quantity_matches,
)
from pylogic.clues.first_names import named_by_first_names
from pylogic.clues.gender import GENDER_NOUNS, one_sex, people_of, sexed_people, the_only_people
from pylogic.clues.lines import SentenceLine, split_lines
from pylogic.clues.measures import (
    ENDING_VERBS,
    EVENT_VERBS,
    KIND_WORDS,
    LEVEL_NOUNS,
    ONE_OFF_EVENTS,
    POSITION_UNITS,
    SIDE_BY_SIDE_NOUNS,
    STACKED_NOUNS,
    SUPERLATIVE_OF,
    VERTICAL_WORDS,
    Choice,
    another_event,
    choose,
    dates_a_thing_made,
    is_birth_dates,
    kind,
    other_stuff,
)
from pylogic.clues.measures_of_other_things import owned_thing_compared, paid_for_another, said_of_another
from pylogic.clues.parser import parse_tokens
from pylogic.clues.people import (
    SPOUSE_NOUNS,
    names_a_thing,
    people_category,
    person_noun,
    speaks_of_a_person,
    verb_between_people,
    verb_to_anothers_thing,
    verb_to_described_person,
)
from pylogic.clues.resolve import ResolveError, Resolver, phrase_nouns
from pylogic.clues.round_tables import around, compares_seats, round_table, row_word
from pylogic.clues.things_of_others import thing_of_another
from pylogic.clues.timed_events import (
    comparison_of_another_event,
    event_word_column,
    events_named,
    the_named_event,
    value_of_another_event,
)
from pylogic.clues.tokens import PARTICIPLES, SentenceLexer
from pylogic.clues.value_case import lower_case_hint
from pylogic.clues.values import (
    CONVERSIONS,
    MEASURE_UNITS,
    NUMBER_WORDS,
    Quantity,
    canonical_unit,
    convert,
    half_of_day_unsaid,
    month_and_day,
    parse_quantity,
    singular,
    unit_plural,
)
from pylogic.clues.vocabulary import IRREGULAR_PASTS
from pylogic.clues.whose import (
    aged_thing_noun,
    compares_others,
    holder,
    of_another_category,
    thing_of_an_age,
    thing_said_aged,
)
from pylogic.clues.whose import speaks_of as whose_speaks_of
from pylogic.clues.words import label_keys
from pylogic.errors import InputError, InputErrors, SourceLocation
from pylogic.prolog_text import quote_atom, term_text
from pylogic.relations import relation
from pylogic.terms import Compound


@dataclass(frozen=True)
class CompiledClue:
    number: int
    text: str
    line: int
    relations: tuple[Compound, ...]


@dataclass(frozen=True)
class CompiledPuzzle:
    path: str
    puzzle: Puzzle
    clues: tuple[CompiledClue, ...]
    questions: tuple[Question, ...]
    # titles left unread ("Ms Fenton" beside first names), each as the refusal it becomes when
    # the answer depends on it
    unread: tuple[InputError, ...] = ()

    @property
    def categories(self) -> tuple[Category, ...]:
        return self.puzzle.categories


def _owned_nouns(phrase: Phrase, puzzle: Puzzle) -> set[str]:
    """The nouns right after a possessive name or "whose" that no category has ("Ann's *car*",
    "Ann, whose *car* ..."): a thing of hers the grid does not list."""
    words = phrase.words
    return {after.text.lower() for before, after in zip(words, words[1:])
            if (before.kind == "VALUE" and _possessive(before) or before.text.lower() == "whose")
            and after.kind == "WORD"
            and after.text.isalpha() and after.text.lower() not in puzzle.category_nouns
            and singular(after.text.lower()) not in puzzle.category_nouns
            and not (after.text.lower().endswith(AGENT_ENDINGS) and not _of_a_person(before, puzzle))}


def _of_a_person(word: Word, puzzle: Puzzle) -> bool:
    """Whether the possessive value ``word`` may name a person ("Ann's"), not a thing ("the
    cat's owner" is the row's own person)."""
    found = puzzle.forms.get(label_keys(re.sub(r"['’]s?$", "", word.text)), set())
    return not found or any(people_category(puzzle, name) for name, _ in found)


# Words of a part before its comparison that are no verb ("but a higher one")
_NOT_VERBS = frozenset("a an the one ones it its he she they his her their also too still even who which that "
                       "whose".split())
# Words after the thing compared with that only repeat the subject's verb ("than Bob did")
_ECHO_WORDS = frozenset("did does do was were is are had has have could would will can too also one ones 's".split())
# Events someone's may be named by: "before Bob's departure"
_EVENT_NOUNS = frozenset("departure arrival birth birthday wedding marriage death retirement graduation return exit "
                         "entrance finish start end beginning leaving hiring promotion".split())
# The verbs that say an event of _EVENT_NOUNS ("married" is the wedding)
_VERBS_OF_AN_EVENT = {
    "departure": frozenset("departed departs left leaves".split()),
    "arrival": frozenset("arrived arrives".split()),
    "birth": frozenset({"born"}),
    "wedding": frozenset("married marries wed weds".split()),
    "marriage": frozenset("married marries wed weds".split()),
    "retirement": frozenset("retired retires".split()),
    "graduation": frozenset("graduated graduates".split()),
    "return": frozenset("returned returns".split()),
}
# Verbs of the other side without "-ed": "before Bob *left*", "after Bio *ends*"
_OTHER_VERBS = frozenset("left ate began begun went gone came ran got took taken made sold bought won lost gave "
                         "drove flew rode swam wrote sang spoke met found born eaten seen given driven flown written "
                         "paid sat slept woke let built kept held told spent read put set cut quit "
                         "ends begins starts finishes leaves arrives eats closes opens pays sits sleeps wakes".split())
_BEFORE_HEAD = frozenset("the a an than of to from in at on by for with and or".split())


def _in_dozens(amount, text: str, category: Category, column: int):
    """An amount on a category that counts dozens (`dozens : 2, 3, 4`): "a dozen more" is one
    more of its numbers; "12 more cookies" (a dozen, or twelve dozen?) is refused."""
    if "dozen" in text.lower().split():
        return dataclasses.replace(amount, number=amount.number / 12, unit=None)
    if amount.unit is not None:
        raise _StatementError(column, f"'{text}' on '{category.name}', which counts dozens: say it in dozens",
                              "'a dozen more', 'two dozen fewer'")
    return amount


# Nouns of a category that say how much, not of what
_AMOUNT_NOUNS = frozenset("amount quantity length distance weight height size total volume".split())


def _stuff_of(category: Category, unit: str, stuff: str) -> bool:
    """Whether "UNIT of STUFF" may be what ``category`` measures: the category names no stuff of
    its own (`yardages : 3 yards, ...`: "yards of fabric") or names this one (`climbs` and "feet
    of climbing"), never another (`snowfall` and "inches of rain")."""
    own = {singular(noun.lower()) for noun in category.nouns}
    return all(noun.startswith(unit.lower()[:4]) or noun in _AMOUNT_NOUNS for noun in own) \
        or any(noun[:4] == stuff.lower()[:4] for noun in own)


def _written_in_dozens(category: Category) -> bool:
    """Whether every value of ``category`` is a number of dozens (`2 dozen, 3 dozen`)."""
    return bool(category.labels) and all("dozen" in label.lower().split() for label in category.labels)


def _floors_one_apart(category: Category) -> bool:
    """Floors or levels numbered one apart (2, 3, 4, 5): "directly above" floor 3 is floor 4, the
    next in the list; with gaps (2, 4, 7) the floor right above may be no one's."""
    numbers = sorted(category.numbers)
    return bool(category.nouns & LEVEL_NOUNS) and all(b - a == 1 for a, b in zip(numbers, numbers[1:]))


def _own_clause(subject: Phrase, other: Phrase, comparison, category_nouns: frozenset[str],
                compared: str) -> Word | None:
    """The first word after the name compared with that says something of its own: a verb
    ("Bio *ended*", "Bob *left*", "the pie was *served*", "Bob *has* kids") or a thing of a
    possessive name ("Bob's *departure*"); not when the subject's side says it too ("arrived
    before Bob arrived"), a category's noun ("the car in the first *space*"), a noun of the
    name ("the dog *owner*"), a verb of the measure ``compared`` ("less than the train
    *fetched*", not of dates), or when it heads a clause about a thing named before ("than the
    one Bob bought"). None if there is none."""
    mentions = other.mentions()
    if not mentions:
        return None
    first = other.words.index(mentions[0])
    if first and other.words[first - 1].kind == "WORD" and other.words[first - 1].text.lower() not in _BEFORE_HEAD \
            and not _possessive(other.words[first - 1]):
        return None  # "the one Bob bought": a thing named by what Bob did
    if first and any(word.kind == "WORD" and word.text.lower() == "where" for word in other.words[:first]):
        return None  # "right of the one where the Zeiss binoculars were used": the place named by it
    said = {word.text.lower() for word in subject.words} | {noun.lower() for noun in comparison.nouns}
    words = other.words[first + 1:]
    particle = _other_particle(subject, words)
    if particle is not None:
        return particle  # "Abe checked in 2 days after Cora checked *out*": another event
    for index, word in enumerate(words):
        text = word.text.lower()
        if word.kind != "WORD" or not text.isalpha() or text in said or text in _BEFORE_HEAD:
            continue
        before = words[index - 1] if index else other.words[first]
        if before.kind != "WORD" and _possessive(before) and singular(text) in _EVENT_NOUNS \
                and not said & _VERBS_OF_AN_EVENT.get(singular(text), frozenset()):
            # "Bob's departure" beside "Ann arrived" ("Nadia's session" is her class); "Euan
            # married ... before Fiona's wedding" says the same event of both
            return word
        if text in category_nouns or singular(text) in category_nouns:
            if before.text.lower() in ("has", "had", "have", "owns", "owned"):
                return word  # "more pets than Bob has kids"
            continue
        if KIND_WORDS.get(text) == compared != "calendar":
            continue  # "for £3 less than the toy train fetched": the same price, in another verb
        having = text in ("has", "had", "have") and index + 1 < len(words) and words[index + 1].kind == "WORD"
        if having or text in _OTHER_VERBS or (text.endswith("ed") and text not in _ECHO_WORDS):
            return word
    return None


_PARTICLES = frozenset("in out up off on down away back".split())


def _other_particle(subject: Phrase, words) -> Word | None:
    """The particle after a verb both sides say that differs from the subject's ("checked in
    ... after Cora checked *out*", "signed up ... after Bob signed off"), or None."""
    texts = [word.text.lower() for word in subject.words]
    for index, word in enumerate(words[:-1]):
        following = words[index + 1]
        if word.kind != "WORD" or following.kind != "WORD" or following.text.lower() not in _PARTICLES \
                or word.text.lower() not in texts:
            continue
        at = texts.index(word.text.lower())
        own = texts[at + 1] if at + 1 < len(texts) else None
        if own != following.text.lower():
            return following
    return None


# Comparisons of a thing's own measure, which a category of another's measure does not hold
_PERSONAL_COMPARISONS = frozenset("older younger newer taller shorter heavier lighter".split())
_OWN_MEASURE_VERBS = frozenset("earns earned earn makes made weighs weighed weigh".split())


def _names_own_measure(phrases, category: Category) -> bool:
    """Whether a phrase names someone's own measure of ``category``'s kind ("Ann's *salary*"
    beside `husband salary`): a possessive name and the category name's last word."""
    measure = name_and_unit(category.name)[0].lower().split()[-1]
    return any(before.kind != "WORD" and _possessive(before) and after.text.lower() == measure
               for phrase in phrases for before, after in zip(phrase.words, phrase.words[1:]))


def _possessive(word: Word) -> bool:
    """Whether ``word`` is written with a possessive ending ("Ann's", "Bob’s")."""
    return word.text.endswith(("'s", "’s"))


def _numbering_words(phrase: Phrase) -> set[str]:
    """"number" right before a value it names ("the resident of *number* 7"): it says which
    thing is meant, not what is compared."""
    return {"number"} if any(word.kind == "WORD" and word.text.lower() in ("number", "no.")
                             and after.kind in ("VALUE", "NUMBER")
                             for word, after in zip(phrase.words, phrase.words[1:])) else set()


def _age_words(phrase: Phrase) -> set[str]:
    """"old" in "the 27-year-old", "24 years old": part of the name of an age, which says
    nothing of what a comparison beside it compares ("climbed higher than the 27-year-old")."""
    words = phrase.words
    return {"old" for before, word in zip(words, words[1:])
            if word.text.lower() == "old" and before.kind in ("NUMBER", "VALUE")}


class _StatementError(Exception):
    def __init__(self, column: int, message: str, hint: str | None = None) -> None:
        super().__init__(message)
        self.column, self.message, self.hint = column, message, hint


def reference(category: str, label: str) -> Compound:
    """The term ``Category:Value``."""
    return Compound(":", (category, label))


def compile_clues(text: str, path: str = "<string>") -> CompiledPuzzle:
    """The compiled puzzle of a clue file. Raises InputErrors with every problem found."""
    lines = split_lines(text, path)
    puzzle, errors = build_puzzle(lines, path)
    lexer = SentenceLexer(puzzle)
    declared = {word: entry.direction for word, entry in puzzle.words.items()}
    clues, questions, parsed = [], [], []
    unread: list[InputError] = []
    for sentence in lines.clues:
        try:
            tokens, asides = decorative_asides(lexer.tokens(sentence.text, sentence.line, sentence.column))
            parsed.append((sentence, parse_clue(sentence, tokens, lexer, declared, path)))
        except InputError as error:
            errors.append(error)
            continue
        unread.extend(_input_error(path, sentence, aside[0].column or sentence.column,
                                   f"'{' '.join(map(str, aside))}' names nothing from the categories, so it is not "
                                   "read, and without it the puzzle has several solutions",
                                   "say the fact with the categories' names, or leave it out") for aside in asides)
        unread.extend(_input_error(path, sentence, word.column or sentence.column,
                                   f"'{word}' says who is a man or a woman, a boy or a girl, which no category "
                                   "tells, and without it the puzzle has several solutions",
                                   "say the fact another way")
                      for word in lexer.unread_sex_words(tokens)[:1])
        if lexer.first_names:
            titles = lexer.unread_titles(tokens)
            unread.extend(_input_error(path, sentence, title.column or sentence.column,
                                       f"'{title}': the title says whose first name is a man's or a woman's, which "
                                       "no category tells, and the answer depends on it",
                                       "name the person, or say the fact another way") for title in titles)
    puzzle = dataclasses.replace(puzzle, thing_nouns=thing_nouns.learn(puzzle, (clue for _, clue in parsed)),
                                 numbered=thing_nouns.numbered(puzzle, (clue for _, clue in parsed)))
    for sentence, clue in parsed:
        try:
            clues.append(CompiledClue(clue.number, clue.text, clue.line,
                                      _compile_clue(clue, puzzle, sentence, path)))
        except InputError as error:
            errors.append(error)
    for sentence in lines.questions:
        try:
            question = parse_question(sentence, lexer, declared, path)
            Resolver(puzzle, sentence.column).references(question.about)
            questions.append(question)
        except ResolveError as error:
            errors.append(_input_error(path, sentence, error.column, error.message, error.hint))
        except InputError as error:
            errors.append(error)
    if not lines.clues and not errors:
        errors.append(InputError(SourceLocation(path, 1, 1), "the file has no clues"))
    if errors:
        errors.sort(key=lambda error: (error.location.line, error.location.column))
        raise InputErrors(errors)
    return CompiledPuzzle(path, puzzle, tuple(clues), tuple(questions), tuple(unread))


def _input_error(path: str, sentence: SentenceLine, column: int, message: str, hint=None) -> InputError:
    return InputError(SourceLocation(path, sentence.line, column), message, source_line=sentence.source, hint=hint)


def parse_clue(sentence: SentenceLine, tokens: list, lexer: SentenceLexer, declared: dict, path: str) -> Clue:
    """The statements of one clue sentence, whose ``tokens`` the lexer gave. Raises InputError."""
    if not tokens:
        raise _input_error(path, sentence, sentence.column, "an empty clue")
    parts = parse_tokens(tokens, declared, path, sentence.line, sentence.source)
    if not isinstance(parts, Sentence):
        raise _input_error(path, sentence, sentence.column, "a clue cannot be a question")
    try:
        statements = assemble(parts)
    except AssemblyError as error:
        raise _input_error(path, sentence, error.column, error.message,
                           _spelling_hint(tokens, lexer.puzzle)) from None
    if _NOT_BOTH.search(sentence.text):
        # "Either Ann is 20 or Bob is from Rome, but not both": exactly one (the lexer leaves
        # the closing words out; an either/or of two sentences alone is read as at least one)
        statements = tuple(dataclasses.replace(statement, exclusive=True) if isinstance(statement, EitherOr)
                           else statement for statement in statements)
    return Clue(sentence.number or 0, sentence.text, sentence.line, sentence.column, statements)


_NOT_BOTH = re.compile(r"[,;]\s*(?:but|and)\s+not\s+both\W*$", re.IGNORECASE)


def _before_relative(phrase: Phrase) -> Phrase:
    """The words of ``phrase`` before a relative clause ("the person" of "the person who paid
    $20"), or the whole phrase."""
    for index, word in enumerate(phrase.words):
        if word.kind == "WORD" and word.text.lower() in ("who", "whose", "that", "which", "whom"):
            return Phrase(phrase.words[:index], phrase.line)
    return phrase


def _known_verb(word: str) -> bool:
    """Whether ``word`` is a verb that says which kind of order a comparison is about."""
    return KIND_WORDS.get(word) in ("calendar", "position") or word in ENDING_VERBS or word in EVENT_VERBS \
        or word in ONE_OFF_EVENTS


# Words before the noun a comparison is said of ("lighter *on her* feet than")
_FRAME_WORDS = frozenset("on in at of to for with her his their its the a an my our your".split())
# Words ending in -s after "more" that count nothing: "has more downloads", "more times" (more often)
_NOT_COUNTED = frozenset("gets does goes says pays costs makes takes times sells holds earns wins".split())
# Words between an amount and the noun it counts that do not narrow it: "2 more of their games"
_COUNTED_FILLERS = frozenset("of their his her its the a an aboard altogether".split())  # ("riders aboard")
# Prepositions that open a frame after the thing counted ("more chips *at* the break")
_FRAME_PREPOSITIONS = frozenset("at during by".split())
# Words that open a part before its amount and count nothing: its verb ("Low Orbit, which ...,
# *has* half a million more downloads") or the relative word of a clause ("which in turn drew")
_OPENING_WORDS = frozenset("has have had carries carry holds hold draws draw drew gets get got "
                            "which who that in turn also".split())  # ("Deep Sea, which in turn drew ...")


def _verb_before_comparison(phrases, column: int, amount: str | None, immediate: bool = False,
                            hedged: bool = False) -> str | None:
    """The subject's last word when it comes right before the comparison at ``column`` (with
    only its amount, or "right"/"immediately", between): "paid" in "Ann paid $5 more",
    "finished" in "finished right after Bob", not "costs" in "costs more but was aged for a
    shorter time"."""
    if not phrases or not phrases[0].words:
        return None
    last = phrases[0].words[-1]
    if last.kind != "WORD":
        return None  # "arrived in Dover before Bob": a name, no verb
    gap = column - (last.column + len(last.text))
    allowed = 1 + (len(amount) + 1 if amount else 0) + (len("immediately ") if immediate else 0) \
        + (len("some time ") if hedged else 0)  # "graduated sometime after": a hedge the grammar took
    if not 0 < gap <= allowed:
        return None
    words = phrases[0].words
    if last.text.lower() in ("out", "in", "up", "off") and len(words) > 1:
        return f"{words[-2].text.lower()} {last.text.lower()}"  # "checked out", "set out"
    return last.text.lower()


def _spelling_hint(tokens, puzzle: Puzzle) -> str | None:
    """Did-you-mean for the ordinary word spelled most like a declared name, if any is close."""
    import difflib

    best: tuple[float, str | None] = (0.0, None)
    for token in tokens:
        if token.type == "WORD" and len(token) >= 3:
            close = close_value(str(token), puzzle)
            if close and close.lower() == str(token).lower() and close != str(token):
                return lower_case_hint(str(token), close)  # "tea" for `Tea`: a name, named as written
            if close and close.lower() != str(token).lower():
                ratio = difflib.SequenceMatcher(None, str(token).lower(), close.lower()).ratio()
                best = max(best, (ratio, close), key=lambda pair: pair[0])
    return f"did you mean '{best[1]}'?" if best[1] else None


def parse_question(sentence: SentenceLine, lexer: SentenceLexer, declared: dict, path: str) -> Question:
    """The question a line ending in '?' asks. Raises InputError."""
    tokens = lexer.tokens(sentence.text, sentence.line, sentence.column, question=True)
    parsed = parse_tokens(tokens, declared, path, sentence.line, sentence.source) if tokens else None
    if not isinstance(parsed, Question):
        raise _input_error(path, sentence, sentence.column,
                           "a question must start with 'who', 'what' or 'which' (e.g. 'Who owns the zebra?')")
    return Question(parsed.word, parsed.about, sentence.text, sentence.line, sentence.column)


def _compile_clue(clue: Clue, puzzle: Puzzle, sentence: SentenceLine, path: str) -> tuple[Compound, ...]:
    compiler = _StatementCompiler(puzzle, Resolver(puzzle, sentence.column, sentence.text))
    try:
        relations = []
        for statement in clue.statements:
            relations.extend(compiler.statement(statement))
        relations = _around_the_table(relations, puzzle, sentence, clue.column)
        relations = _spouses_not_kept_apart(relations, puzzle)
        rows = len(puzzle.categories[0].labels) if puzzle.categories else 0
        crowded = _more_than_the_rows(relations, rows) if rows else None
        if crowded is not None:
            raise _StatementError(clue.column, f"this says {crowded} things are all different, and the puzzle has "
                                               f"only {rows} in each category",
                                  "check the count and the list")
        clash = _same_thing_twice(relations)
        if clash is not None:
            raise _StatementError(clue.column, f"this reads as one thing being both {clash[0]} and {clash[1]}; if "
                                               "it lists several things, give each its own sentence")
        return tuple(_unique(compiler.presupposed + relations))
    except ResolveError as error:
        raise _input_error(path, sentence, error.column, error.message, error.hint) from None
    except _StatementError as error:
        raise _input_error(path, sentence, error.column, error.message, error.hint) from None


def _around_the_table(relations: list, puzzle: Puzzle, sentence: SentenceLine, column: int) -> list:
    """``relations`` of a clue about seats around a round table (round_tables.py): "next to"
    and "the seat after" either way round; a word of a row ("at one end", "between", "to the
    left of") or an order of the seats not by their numbers is refused."""
    seats = round_table(puzzle)
    if seats is None or not _mentions_category(relations, seats.name):
        return relations
    word = row_word(sentence.text)
    if word is not None:
        raise _StatementError(sentence.column + word.start(), f"'{word.group(0)}': the seats go round a table, "
                                                              "which has no ends, sides or middle",
                              "say 'next to', 'two seats from' or name the seat")
    if compares_seats(relations, seats) and "number" not in sentence.text.lower():
        raise _StatementError(column, "the seats go round a table: before and after have no end there",
                              "compare the seat numbers ('a higher-numbered seat') or say 'the seat after'")
    try:
        return around(relations, seats)
    except ValueError as error:
        raise _StatementError(column, str(error), "number the seats one apart") from None


def _spouses_not_kept_apart(relations: list, puzzle: Puzzle) -> list:
    """``relations`` without the rows a list keeps apart for a husband and a wife who are both
    said to stand to a third thing ("Dan and Liz have been married 5 years longer than the
    Lambs", "Neither Dan nor Liz is a Moss"): two people, but maybe one couple, one row of the
    grid; what is said of each still holds. A husband and wife told apart by what the clue says
    of them ("Lucy married neither Ben nor Dominic") stay apart."""
    def pair(term) -> tuple | None:
        if not isinstance(term, Compound) or term.name not in ("different", "all_different"):
            return None
        references = term.args[0] if term.name == "all_different" else term.args
        names = [reference.args[0] for reference in references]
        if len(names) == 2 and names[0] != names[1] \
                and all(puzzle.category(name).nouns & SPOUSE_NOUNS for name in names):
            return tuple(references)
        return None

    def partners(reference) -> set:
        found = set()
        for term in relations:
            if pair(term) is None and isinstance(term, Compound) and reference in term.args:
                found |= {argument for argument in term.args if isinstance(argument, Compound)
                          and argument.name == ":" and argument != reference}
        return found

    return [term for term in relations
            if (couple := pair(term)) is None or not (partners(couple[0]) & partners(couple[1]))]


def _mentions_category(term, name: str) -> bool:
    """Whether ``term`` (a relation, a list of them, or a reference) speaks of category ``name``."""
    if isinstance(term, list):
        return any(_mentions_category(item, name) for item in term)
    if not isinstance(term, Compound):
        return term == name
    if term.name == ":":
        return term.args[0] == name
    return any(_mentions_category(argument, name) for argument in term.args)


def _more_than_the_rows(relations, rows: int) -> int | None:
    """The size of an all_different list longer than the puzzle has rows ("The four people are
    ..." in a puzzle of three), anywhere in ``relations``; else None."""
    for term in relations:
        if not isinstance(term, Compound):
            continue
        if term.name == "all_different" and len(term.args[0]) > rows:
            return len(term.args[0])
        for argument in term.args:
            inner = _more_than_the_rows(argument if isinstance(argument, list) else [argument], rows)
            if inner is not None:
                return inner
    return None


def _same_thing_twice(relations: list[Compound]) -> tuple[str, str] | None:
    """Two values of one category that the clue's plain "same" relations make one thing
    ("Dave lives in houses 1, 2 and 3" read as Dave in each): such a clue can never hold, so
    it was not read as meant. None when there are none."""
    parent: dict = {}

    def root(item):
        while parent.setdefault(item, item) != item:
            item = parent[item]
        return item

    for term in relations:
        if term.name == "same":
            parent[root(term.args[0])] = root(term.args[1])
    seen: dict = {}
    for item in list(parent):
        category, label = item.args
        other = seen.setdefault((root(item), category), label)
        if other != label:
            return f"{category} {other}", f"{category} {label}"
    return None


def _unique(relations: list[Compound]) -> list[Compound]:
    seen, unique = set(), []
    for term in relations:
        key = repr(term)
        if key not in seen:
            seen.add(key)
            unique.append(term)
    return unique


def _refuse_two_people(verb: Word | None) -> None:
    """Refuses a sentence whose ``verb`` relates two people (if there is one)."""
    if verb is not None:
        raise _StatementError(verb.column, f"'{verb.text}' relates two people here ('Ann met the baker': not the "
                                           "same person), and I cannot read it")


def _check_said_after_the_last_name(phrase: Phrase) -> None:
    """Refuses a noun a copula after the last name says of no name ("Jess Irwin is a doctor":
    the full name is read, and "a doctor" names nothing; "where biology is taught" is read)."""
    if not any(word.text.lower() in ("is", "was", "are", "were") for word in phrase.words):
        return
    mentions = phrase.mentions()
    if not mentions:
        return
    after = phrase.words[phrase.words.index(mentions[-1]) + 1:]
    copula = next((index for index, word in enumerate(after) if word.text.lower() in ("is", "was", "are", "were")),
                  None)
    said = after[copula + 1:] if copula is not None else []
    if len(said) > 1 and said[0].text.lower() in ("the", "a", "an"):  # (not "biology is taught")
        raise _StatementError(said[1].column, f"'{said[1].text}' names nothing from the categories",
                              "name the value, or say it another way")


def _titled_people(category: Category) -> bool:
    """Whether every value of ``category`` is a person by a title (`Dr. Boyle, Dr. Ferris`)."""
    return bool(category.labels) and all(len(label_keys(label)) > 1 and label_keys(label)[0].rstrip(".") in TITLES
                                         for label in category.labels)


def _peoples_ages(ages: Category) -> bool:
    """Whether the ages ``ages`` may be people's: none over 130 years (`ages : 8,000 years, ...`
    of ice cores are the things' own)."""
    return all(quantity.number <= 130 for quantity in ages.quantities)


def _says_only_sex(phrase: Phrase) -> bool:
    """Whether ``phrase`` is only a person's sex: "a man", "a woman", "the lady"."""
    words = [word.text.lower() for word in phrase.words]
    return len(words) in (1, 2) and words[-1] in GENDER_NOUNS and words[:-1] in ([], ["a"], ["an"])


class _StatementCompiler:
    """Statements of one clue -> relations; descriptions ("the Englishman who owns the dog")
    add their own sameness facts to ``presupposed``."""

    def __init__(self, puzzle: Puzzle, resolver: Resolver) -> None:
        self.puzzle = puzzle
        self.resolver = resolver
        self.presupposed: list[Compound] = []

    def entity(self, phrase: Phrase) -> Compound:
        """The first value ``phrase`` names; the others are recorded as the same entity."""
        found = [reference(*ref) for ref in self.resolver.references(phrase)]
        for other in found[1:]:
            self.presupposed.append(relation("same", found[0], other))
        self._presuppose_sex(phrase, found[0])
        return found[0]

    def _presuppose_sex(self, phrase: Phrase, found: Compound) -> None:
        """"The lady from Whitby" among ``Mrs Ashby, Mr Fenwick, ...``: one of the women (see
        gender.py); refused when a title beside them does not say."""
        word = next((word for word in phrase.words if word.kind == "WORD" and word.text.lower() in GENDER_NOUNS
                     and word.text.lower() not in self.puzzle.category_nouns), None)  # ("Cyril's wife" of `wives`)
        if word is not None:
            said = self._of_sex(word, found, phrase)
            if said is not None:
                self.presupposed.append(said)

    def _of_sex(self, word: Word, found: Compound, phrase: Phrase) -> Compound | None:
        """That ``found`` (named by ``phrase``) is one of the people of the sex ``word`` says,
        where titles or first names tell who (gender.sexed_people); None where no category mixes
        the sexes so. Those people must be the ones spoken of: the grid's own people (the first
        category), or named by their noun ("Indi's *instructor* is a man" beside `children`,
        `instructors`)."""
        everyone = one_sex(self.puzzle)
        if everyone is not None and everyone[1] != GENDER_NOUNS[word.text.lower()]:
            # "the lady from Whitby" where every guest is a Mr, or every name a man's: no one fits
            raise _StatementError(word.column, f"'{word.text}': everyone in '{everyone[0].name}' is "
                                               f"{'a man' if everyone[1] == 'male' else 'a woman'} by title or "
                                               "first name", "name the person")
        category = sexed_people(self.puzzle)
        if category is None:
            return None
        named = {name for name, _ in self.resolver.references(phrase)}
        bare = self._only_names(phrase, ()) and category.name not in named
        if bare or (category is not self.puzzle.categories[0] and not phrase.category_words() & category.nouns
                    and not the_only_people(self.puzzle, category)):
            # "Archie is a boy", "the girl with the 9:00 lesson" beside titled instructors: the
            # child's sex, which no title tells
            raise _StatementError(word.column, f"'{word.text}': only the titles or names in '{category.name}' say "
                                               "who is a man or a woman, and this is not said of them",
                                  "name the person")
        people = people_of(category, GENDER_NOUNS[word.text.lower()], self.puzzle)
        if people is None:
            raise _StatementError(word.column, f"'{word.text}': the titles and names in '{category.name}' do not "
                                               "say the sex of everyone", "name the person")
        return relation("any_of", [relation("same", found, reference(category.name, person)) for person in people])

    def describing_nouns(self, phrase: Phrase) -> set[str]:
        """Category nouns of ``phrase`` that may say what is compared ("Ann's *house*"); not
        those of the values it names ("the person *born* in 1950" is named by its year)."""
        named = {category for category, _ in self.resolver.references(phrase)}
        return {noun for noun in phrase_nouns(self.puzzle, phrase)
                if not any(noun in self.puzzle.category(name).nouns for name in named)}

    def _person_of(self, phrase: Phrase) -> bool:
        """Whether ``phrase`` opens with a person described by what follows ("the *pilot* of the
        Tern", "the *pilot* based at Colby")."""
        words = [word.text.lower() for word in phrase.words[:3]]
        return len(words) == 3 and words[0] == "the" and phrase.words[1].kind == "WORD" and (
            person_noun(self.puzzle, words[1]) or any(words[1] in category.nouns
                                                      and named_by_first_names(category.labels)
                                                      for category in self.puzzle.categories))

    def _possessed_thing(self, phrase: Phrase) -> bool:
        """Whether ``phrase`` names someone's thing ("Aurora's *podcast*", "Ben's plane"), not a
        person ("Ann's *friend*" is no thing)."""
        words = phrase.words
        return any(before.kind == "VALUE" and _possessive(before) and after.kind == "WORD" and after.text.isalpha()
                   and not person_noun(self.puzzle, after.text.lower()) for before, after in zip(words, words[1:]))

    def _first_names_of(self, phrase: Phrase, names: list[str]) -> bool:
        """Whether ``phrase`` names a value of a category of first names (`pilot : Ava, Ben`):
        a person, whatever the category is called."""
        return any(named_by_first_names(self.puzzle.category(name).labels) for name in names)

    def _categories_of_mentions(self, phrase: Phrase) -> list[str]:
        """The category of each mention of ``phrase`` in order, a thing named twice each time;
        empty when some mention alone names no one thing."""
        categories = []
        for word in phrase.mentions():
            if word.kind != "VALUE":
                return []  # ("the second-highest score": an ordinal is read with its noun)
            try:
                alone = self.resolver.references(Phrase((word,), phrase.line))
            except (_StatementError, ResolveError, InputError):
                return []
            if len(alone) != 1:
                return []
            categories.append(alone[0][0])
        return categories

    def statement(self, statement) -> list[Compound]:
        method = getattr(self, "_" + type(statement).__name__)
        return method(statement)

    def _SameEntity(self, statement: SameEntity) -> list[Compound]:
        found = []
        resolved = {}
        for phrase in statement.phrases:
            if _says_only_sex(phrase) and len(statement.phrases) == 2:
                continue  # "... is a man": below
            _check_said_after_the_last_name(phrase)
            references = resolved[phrase] = self.resolver.references(phrase)
            categories = [category for category, _ in references]
            if len(references) < len(phrase.mentions()) and len(references) >= 2:
                # a thing named twice ("The cat owner bought her cat from Beth"): each its category
                categories = self._categories_of_mentions(phrase)
            if len(categories) == len(phrase.mentions()) >= 2:
                _refuse_two_people(verb_between_people(self.puzzle, phrase, categories))
            for ref in references:
                if reference(*ref) not in found:
                    found.append(reference(*ref))
            if references:
                self._presuppose_sex(phrase, reference(*references[0]))
        for clause in statement.phrases[1:]:
            self._check_clause_of_another(statement.phrases[0], clause, resolved)
        self._check_measure_of_another(statement, found)
        for found_value in found:
            self._check_event_of_another(statement.phrases, self.puzzle.category(str(found_value.args[0])),
                                         statement.column)
            self._check_value_of_another_event(statement.phrases, self.puzzle.category(str(found_value.args[0])),
                                               statement.column)
            self._check_thing_of_another(statement.phrases, self.puzzle.category(str(found_value.args[0])),
                                         statement.column)
        self._check_superlative_holder(statement.phrases)
        sex = [phrase.words[-1] for phrase in statement.phrases if _says_only_sex(phrase)]
        if len(found) == 1 and len(statement.phrases) == 2 and sex:
            # "Indi's instructor is a man" among `Mr Moana, Mrs Novak, ...`: one of the men
            said = self._of_sex(sex[0], found[0], next(phrase for phrase in statement.phrases
                                                       if not _says_only_sex(phrase)))
            if said is None:
                raise _StatementError(sex[0].column, f"'{sex[0].text}': no category says who is a man or a woman "
                                                     "(titles such as Mr and Mrs would)", "name the person")
            return [said]
        if len(found) < 2:
            raise _StatementError(statement.column, "this names only one thing; a clue must relate two")
        if statement.parallel is not None:
            self._check_new_subject(statement.parallel, found, statement.column)
        return [relation("same", found[0], other) for other in found[1:]]

    def _check_value_of_another_event(self, phrases, category: Category, column: int) -> None:
        """"Rex's exam is on a Monday" beside lesson days and exam dates: a weekday of the exam,
        which no category holds; refused (timed_events.py)."""
        words = [word.text.lower() for phrase in phrases for word in phrase.words]
        problem = value_of_another_event(self.puzzle, category, words)
        if problem is not None:
            column = event_word_column(self.puzzle, phrases, events_named(self.puzzle, words), column)
            raise _StatementError(column, problem, "say it of the event the category is named for")

    def _check_event_of_another(self, phrases, category: Category, column: int) -> None:
        """"Mrs. Cruz's birthday is before Mr. Bray's" beside `arrival` times, "Abe's birthday is
        on June 5" beside `check-in`: the date of another event than the category's; refused."""
        if kind(category) != "calendar":
            return
        owned = set().union(*(_owned_nouns(phrase, self.puzzle) for phrase in phrases))
        words = [word.text.lower() for phrase in phrases for word in phrase.words]
        noun = another_event(category, owned, words, self.puzzle.intro_words) if owned else None
        if noun is not None:
            column = next((word.column for phrase in phrases for word in phrase.words if word.text.lower() == noun),
                          column)
            raise _StatementError(column, f"'{noun}' is another event than the one '{category.name}' dates",
                                  "say it of the event the category is named for")

    def _check_thing_of_another(self, phrases, category: Category, column: int) -> None:
        """"Tom's statue is on Church Row" beside the streets of the plaques: another thing's
        value, which no category holds; refused (things_of_others.py)."""
        noun = thing_of_another(self.puzzle, category, phrases)
        if noun is not None:
            column = next((word.column for phrase in phrases for word in phrase.words if word.text.lower() == noun),
                          column)
            raise _StatementError(column, f"'{noun}' names a thing no category holds, so its {category.name} is "
                                          "not the row's", "say it of the thing the puzzle names")

    def _check_measure_of_another(self, statement: SameEntity, found: list[Compound]) -> None:
        """"Ann is 35" beside `husband age`, "Ann weighs 10 pounds" beside `cat's weight`: the
        measure is another's (see whose.py), and this says it of the person; refused unless the
        sentence names the holder ("Ann's husband is 35") or the holder itself ("Rex is 4")."""
        named = [(str(ref.args[0]), str(ref.args[1])) for ref in found]
        if any(word.kind == "SUPER" for phrase in statement.phrases for word in phrase.words):
            return  # "Ann is the oldest": the superlative's own check (_check_superlative_holder)
        self._check_age_of_a_thing(statement, named)
        for name, label in named:
            if not self.puzzle.category(name).ordered:
                continue  # `car models`: no measure
            held = holder(self.puzzle.category(name), self.puzzle)
            if held is None:
                continue
            own = {name} | ({held[1].name} if held[1] is not None else set())
            others = {other for other, _ in named} - {name}
            # "Tib's owner weighs 10 pounds" beside `cat's weight`: the owner's weight
            anothers = of_another_category(list(statement.phrases), self.puzzle, own)
            # "Ann is 35" beside `husband age`: said of a person, not of the husband
            of_person = not whose_speaks_of(held[0], list(statement.phrases)) and not others <= own and any(
                people_category(self.puzzle, other) or other == self.puzzle.categories[0].name for other in others)
            if anothers or of_person:
                raise _StatementError(statement.column, f"'{label}' is a value of '{name}', the {held[0]}'s, and "
                                                        "this says it of someone else",
                                      f"say whose: 'Ann's {held[0]} ...'")

    def _check_age_of_a_thing(self, statement: SameEntity, named: list[tuple[str, str]]) -> None:
        """"The parrot is 30", "Ann's pet is 30", "The parrot, which is 30, ...", "The
        30-year-old parrot" beside the people's ages: the pet's own age, refused (whose.py says
        when ages are the people's)."""
        for name, label in named:
            ages = self.puzzle.category(name)
            if not ages.ordered or kind(ages) != "age":
                continue
            for position in range(len(statement.phrases)):
                subject = self._aged_subject(statement.phrases, position, (name, label))
                try:
                    names = [category for category, _ in self.resolver.references(subject)] if subject else []
                except ResolveError:
                    continue  # ("Jolene, who is 41": no thing before it)
                aged = thing_said_aged(self.puzzle, ages, subject, names) if subject and name not in names else None
                if aged is not None:
                    raise _StatementError(statement.column, f"'{label}' is said of {aged}, and '{name}' are the "
                                                            "people's", "say whose: 'the parrot's owner is 30'")

    def _aged_subject(self, phrases, position: int, value: tuple[str, str]) -> Phrase | None:
        """What the age ``value`` is said of in ``phrases[position]``: the words before "is 30"
        ("the parrot is 30"; the phrase before a "which is 30"), or the name right after "the
        30-year-old"; None when the phrase says no such thing."""
        phrase = phrases[position]
        copula = next((index for index, word in enumerate(phrase.words[1:-1], 1)
                       if word.text.lower() in ("is", "was") and phrase.words[index + 1].kind == "NUMBER"
                       and self._names_value(phrase.words[index + 1], value)), None)
        subject = Phrase(phrase.words[:copula], phrase.line) if copula is not None else None
        if subject is not None and [word.text.lower() for word in subject.words] in (["which"], ["that"]) and position:
            subject = phrases[position - 1]  # "The parrot, which is 30, ...": the parrot
        words = [word for word in subject.words if word.text.lower() not in ("the", "a", "an")] if subject else []
        if len(words) >= 2 and words[0].kind == "VALUE" and words[1].text.lower() in ("owned", "that", "which",
                                                                                      "belonging"):
            subject = Phrase((words[0],), phrase.line)  # "The parrot owned by Kara is 20": the parrot
        for index, word in enumerate(phrase.words[:-1]):
            skip = 2 if phrase.words[index + 1].text.lower() == "old" else 1  # "the 30-year old parrot"
            if word.kind == "NUMBER" and index + skip < len(phrase.words) \
                    and phrase.words[index + skip].kind == "VALUE" and self._names_value(word, value):
                return Phrase((phrase.words[index + skip],), phrase.line)  # "The 30-year-old parrot"
        return subject

    def _names_value(self, word: Word, value: tuple[str, str]) -> bool:
        """Whether ``word`` alone names ``value`` (category, label)."""
        try:
            return self.resolver.references(Phrase((word,), 0)) == [value]
        except ResolveError:
            return False

    def _check_clause_of_another(self, subject: Phrase, clause: Phrase, resolved: dict) -> None:
        """"Ava, who trained with the runner in blue, ...", "the runner in blue, who borrowed
        Ava's shoes, ...": the clause's verb relates its subject to another person, or to
        another's thing, so the two are not the same; refused. ``resolved``: each phrase's
        references."""
        if _says_only_sex(clause) or _says_only_sex(subject):
            return
        joined = Phrase(subject.words + clause.words, subject.line)
        references = resolved[subject] + resolved[clause]
        if len(references) == len(joined.mentions()) >= 2:
            _refuse_two_people(verb_to_described_person(self.puzzle, joined, [category for category, _ in references]))
        verb = verb_to_anothers_thing(self.puzzle, clause)
        if verb is not None:
            raise _StatementError(verb.column, f"'{verb.text}' relates this to another's thing, so the two are "
                                               "not the same, and I cannot read it")

    def _check_superlative_holder(self, phrases: tuple[Phrase, ...]) -> None:
        """"Ann is the oldest", "earns the most", "has the highest salary" beside `dog's age` or
        `husband salary`: the oldest dog, the husband's salary, not Ann's (see whose.py)."""
        measures = {name_and_unit(category.name)[0].lower().split()[-1] for category in self.puzzle.ordered}
        for phrase in phrases:
            earning = any(item.text.lower() in _OWN_MEASURE_VERBS | measures for item in phrase.words
                          if item.kind == "WORD")
            for word in phrase.words:
                if word.kind != "SUPER" or (SUPERLATIVE_OF.get(word.text.lower()) not in _PERSONAL_COMPARISONS
                                            and not earning):
                    continue
                ages = [name for name, _ in self.resolver.references(phrase)
                        if kind(self.puzzle.category(name)) == "age" and _peoples_ages(self.puzzle.category(name))
                        and holder(self.puzzle.category(name), self.puzzle) is None]
                owned = _owned_nouns(phrase, self.puzzle)
                if ages and owned and word.text.lower() in ("oldest", "youngest", "newest"):
                    # "Ann's company is the oldest" beside the people's ages: the company's age
                    raise _StatementError(word.column, f"'{word.text}' is said of the {sorted(owned)[0]}, and no "
                                                       "category says how old it is", "name the category")
                if ages and word.text.lower() in ("oldest", "youngest"):
                    self._check_age_of_things(self.puzzle.category(ages[0]), phrases, word.text, word.column)
                    copula = next((index for index, item in enumerate(phrase.words)
                                   if item.text.lower() in ("is", "was") and index < phrase.words.index(word)), None)
                    subject = Phrase(phrase.words[:copula], phrase.line) if copula else None
                    try:
                        names = [name for name, _ in self.resolver.references(subject)] \
                            if subject is not None and subject.mentions() else []
                    except ResolveError:
                        names = []
                    aged = thing_said_aged(self.puzzle, self.puzzle.category(ages[0]), subject, names) \
                        if subject is not None and subject.mentions() else None
                    said = [item.text.lower() for item in subject.words] if subject is not None else []
                    if said[:1] == ["whose"] and len(said) == 2 and any(
                            said[1] in category.nouns and not category.ordered
                            and not people_category(self.puzzle, category.name) for category in self.puzzle.categories):
                        aged = said[1]  # ", whose pet is the oldest,": the pet's age
                    if aged is not None:
                        # "Dee's pet is the oldest", "The parrot is the youngest" beside the people's ages
                        raise _StatementError(word.column, f"'{word.text}' is said of the {aged}, and "
                                                           f"'{ages[0]}' are the people's", "name the category")
                references = self._named_categories(phrases)
                head = phrase.words[phrase.words.index(word) + 1].text.lower() \
                    if phrase.words.index(word) + 1 < len(phrase.words) else None
                for name in {name for names in references for name in names}:
                    found = holder(self.puzzle.category(name), self.puzzle)
                    if found is not None and head in (found[0], found[0] + "s"):
                        continue  # "Braden carved the heaviest pumpkin" beside the pumpkins' weights
                    other = compares_others(self.puzzle.category(name), self.puzzle, list(phrases), references)
                    if other is not None:
                        raise _StatementError(word.column, f"'{word.text}': '{name}' is the {other}'s, and this "
                                                           "speaks of others", f"say it of the {other}, e.g. "
                                                                               f"'Ann's {other} is the {word.text}'")

    def _named_categories(self, phrases) -> list[list[str]]:
        """The categories of the values each of ``phrases`` names."""
        return [[name for name, _ in self.resolver.references(phrase)] for phrase in phrases]

    def _has_people(self) -> bool:
        """Whether some category of the puzzle is people (people.py)."""
        return any(people_category(self.puzzle, category.name) for category in self.puzzle.categories)

    def _only_names(self, phrase: Phrase, fillers: tuple[str, ...]) -> bool:
        """Whether ``phrase`` says nothing but its names, ``fillers`` and the nouns of the
        categories it names ("the 2:00pm arrival", "Acme is")."""
        return all(word.kind != "WORD" or word.text.lower() in fillers or word.text.lower() in self.named_nouns(phrase)
                   for word in phrase.words)

    def _check_age_of_things(self, ages: Category, phrases, word: str, column: int) -> None:
        """"Acme is older than Bolt", "Acme is the oldest" beside the CEOs' ages and the years
        founded: things that are no people, named bare, are older by a date or by their
        person's age? Refused where the puzzle has people (without them, ages are the things')."""
        if not any(kind(category) == "calendar" for category in self.puzzle.ordered):
            return
        named = {name for names in self._named_categories(phrases) for name in names} - {ages.name}
        people = {name for name in named if people_category(self.puzzle, name)}
        if not self._has_people():
            return  # "The Appaloosa is older than the Morgan" among horses: their own ages
        bare = all(self._only_names(phrase, ("the", "a", "an", "is", "was", "are", "were")) for phrase in phrases)
        if named and not people and bare:
            raise _StatementError(column, f"'{word}' of things that are no people: by '{ages.name}' (its person's?) "
                                          "or by a date?", "name the category, e.g. 'was founded earlier'")

    def _check_new_subject(self, clause: Phrase, found: list[Compound], column: int) -> None:
        """A part without a verb starts with a new subject ("..., and Bob to Ely"), not with
        another of the things the clause before named ("Ann went to Dover in March and Ely in
        April": Ann again, who cannot be in two towns), and names things of the kinds the clause
        named ("Ann paid $30 and Bob 35": not an age of 35)."""
        categories = [category for category, _ in self.resolver.references(clause)]
        first = found[0].args[0]
        if len(categories) >= 2 and first in categories[1:] and first != categories[0]:
            raise _StatementError(column, "this part has no verb, and it starts with another thing of the kind "
                                          "the clause before named, not a new subject: is it said of the same one? "
                                          "Say it in full")
        for other in found[1:]:
            if other.args[0] not in categories:
                raise _StatementError(column, f"this part has no verb, and '{other.args[1]}' is no thing of a kind "
                                              "the clause before named; say it in full")

    def _Different(self, statement: Different) -> list[Compound]:
        self._check_superlative_holder((statement.left, statement.right))
        return [relation("different", self.entity(statement.left), self.entity(statement.right))]

    def _AllDifferent(self, statement: AllDifferent) -> list[Compound]:
        return [relation("all_different", [self.entity(item) for item in statement.items])]

    def _Pair(self, statement: Pair) -> list[Compound]:
        return [relation("pair", self.entity(statement.first), self.entity(statement.second),
                         self.entity(statement.one), self.entity(statement.other))]

    def _Not(self, statement: Not) -> list[Compound]:
        inner = statement.statement if isinstance(statement.statement, tuple) else (statement.statement,)
        presupposed = len(self.presupposed)
        relations = [term for item in inner for term in self.statement(item)]
        if statement.whole and len(self.presupposed) > presupposed:
            raise _StatementError(statement.column, "under 'nobody' or 'it is false that' a description that "
                                                    "names two things cannot be read (is it true or denied?); "
                                                    "split the clue")
        if not statement.whole and len(inner) == 1 and isinstance(inner[0], NextTo) \
                and not (inner[0].nouns and canonical_unit(inner[0].nouns[0]) in MEASURE_UNITS):
            # "Anke's mill is not next to the mill with black sails": two different mills, not
            # side by side (as two things named next to each other are two)
            left, right = self.entity(inner[0].left), self.entity(inner[0].right)
            return [relation("different", left, right), relation("not", _all_of(relations))]
        return [relation("not", _all_of(relations))]

    def _EitherOr(self, statement: EitherOr) -> list[Compound]:
        named: list[Compound] = []
        options = []
        for option in statement.options:
            if isinstance(option, SameEntity):
                option = dataclasses.replace(option, phrases=tuple(self._full_name_apart(phrase, named)
                                                                   for phrase in option.phrases))
            options.append(_all_of(self.statement(option)))
        return [*named, relation("one_of" if statement.exclusive else "any_of", options)]

    def _full_name_apart(self, phrase: Phrase, named: list[Compound]) -> Phrase:
        """"either Ann Fenton or Bob Gale": a name written in parts ("Ann Fenton") says who
        someone is whichever alternative holds; its sameness goes to ``named`` and the first
        part stands for the person in the alternative."""
        words = phrase.words
        if not only_names(phrase):
            return phrase
        found = [reference(*ref) for ref in self.resolver.references(phrase)]
        if len(found) != len(words):
            return phrase
        named.extend(relation("same", found[0], other) for other in found[1:])
        return Phrase(words[:1], phrase.line)

    def _CountCheck(self, statement: CountCheck) -> list[Compound]:
        words = statement.count.split()
        count = NUMBER_WORDS.get(words[0].lower()) if not words[0].isdigit() else int(words[0])
        if not self.puzzle.categories:
            return []  # the missing categories are reported already
        size = len(self.puzzle.categories[0].labels)
        if count != size:
            raise _StatementError(statement.column, f"the puzzle has {size} of each thing, not {statement.count}")
        return []

    def _AtEnd(self, statement: AtEnd) -> list[Compound]:
        subject = self.entity(statement.subject)
        nouns = self.describing_nouns(statement.subject) | set(statement.nouns)
        category = self.ordered_category(statement.column, None, nouns, positional=True)
        ends = category.labels_in_order()
        return [relation("any_of", [relation("same", subject, reference(category.name, ends[0])),
                                     relation("same", subject, reference(category.name, ends[-1]))])]

    def _Comparing(self, statement: Comparing) -> list[Compound]:
        constant = self.constant(statement.reference)
        if constant is not None:
            return self.against_constant(statement, constant)
        subject, other = self.entity(statement.subject), self.entity(statement.reference)
        comparison = statement.comparison
        amount = parse_amount(comparison.amount.split()) if comparison.amount else None
        if comparison.amount and amount is None:
            raise _StatementError(statement.column, f"'{comparison.amount}' is not an amount I can read")
        category, direction = self.comparison_category(comparison, statement.column, amount,
                                                       (statement.subject, statement.reference))
        if amount is not None and category.nouns & {"dozen", "dozens"}:
            amount = _in_dozens(amount, comparison.amount or "", category, statement.column)
        elif amount is not None and amount.unit is None and _written_in_dozens(category) \
                and "dozen" not in (comparison.amount or "").lower().split() \
                and not {noun.lower() for noun in comparison.nouns} & category.nouns:
            # "2 more" beside `orders : 2 dozen, 3 dozen`: two dozen, or two of what they count?
            raise _StatementError(statement.column, f"'{comparison.amount} {comparison.word}' on '{category.name}', "
                                                    "written in dozens: dozens, or the things counted?",
                                  f"say '{comparison.amount} dozen {comparison.word}'")
        if amount is not None and amount.unit is None and category.unit in ("time", "date"):
            # "arrived 2 after Bob" beside clock times: 2 hours, 2 minutes?
            raise _StatementError(statement.column, f"'{comparison.amount} {comparison.word}' on '{category.name}' "
                                                    "says no unit", "write it, e.g. '2 hours after'")
        if amount is not None and amount.unit is None and kind(category) == "money" \
                and all(label.strip()[:1] in "$£€" for label in category.labels) \
                and amount.number < len(category.labels):
            # "a price two above Tom's" beside prices of $5 to $40, all written with their '$': two
            # places up the list, or $2? ("paid 10 more" is $10: there are no ten places to go up)
            raise _StatementError(statement.column, f"'{comparison.amount} {comparison.word}' on '{category.name}' "
                                                    "says no unit: that many places in the list, or that much money?",
                                  "write the money, e.g. '$10 more'")
        bare = [word for word in statement.reference.words if word.text.lower() not in ("the", "a", "an")]
        if len(bare) == 1 and bare[0].kind == "NUMBER" and bare[0].text.isdigit() \
                and all(name != category.name for name, _ in self.resolver.references(statement.reference)):
            # "arrived after 3" beside tables 1 to 4: 3 o'clock, not the one at table 3
            raise _StatementError(statement.column, f"'{bare[0].text}' is a value of another category than "
                                                    f"'{category.name}' here: the number, or the one it names?",
                                  "name its category ('table 3') or write the unit")
        if kind(category) == "calendar":
            named = {self.puzzle.category(name) for name, _ in self.resolver.references(statement.reference)}
            if self._only_names(statement.reference, ("the", "a", "an")) and any(
                    other is not category and kind(other) == "calendar" and other.unit == category.unit
                    for other in named):
                # "Ann left 4 hours after 2:00pm" beside arrivals at 2:00pm: after the moment, or after
                # the one who arrived then?
                raise _StatementError(statement.column, f"'{comparison.word}' on '{category.name}' from a time of "
                                                        "another category: the moment itself, or the one it "
                                                        "belongs to?", "name the person, or the time's category")
        self._check_event_of_another((statement.subject, statement.reference), category, statement.column)
        own_clause = _own_clause(statement.subject, statement.reference, comparison, self.puzzle.category_nouns,
                                 kind(category))
        if own_clause is not None:
            # "Art began after Bio ended", "more pets than Bob has kids": the other side has
            # its own verb or thing, which no rule compares with the subject's
            raise _StatementError(own_clause.column, f"'{own_clause.text}' is said of the other side only, and I "
                                                     "cannot compare it with the subject's",
                                  "say the same of both sides ('... after Bob did', '... than Bob does')")
        if comparison.factor is not None:
            return [self.multiple(subject, other, category, direction, comparison.factor, statement.column)]
        if amount is None:
            if comparison.immediate and comparison.word.lower() in VERTICAL_WORDS and kind(category) != "position" \
                    and not _floors_one_apart(category):
                # "directly above Bob" with rooms 101, 102, 201: the room over his, or the next number?
                raise _StatementError(statement.column, f"'immediately {comparison.word}' on '{category.name}', "
                                                        "which is no line of places or levels", "give the amount")
            if comparison.immediate:
                numbers = sorted(category.numbers)
                words = {word.text.lower() for word in statement.subject.words + statement.reference.words}
                units = {canonical_unit(word) for word in words | set(comparison.nouns)}
                if kind(category) == "calendar" and len({b - a for a, b in zip(numbers, numbers[1:])}) > 1 \
                        and units & {"minute", "hour", "day", "week", "month", "year"}:
                    # months January, February, March, May: "the month right after March" is April
                    # by the calendar but May by the list ("the talk right after" is the next talk)
                    raise _StatementError(statement.column, f"'{category.name}' are not evenly spaced, so "
                                                            f"'immediately {comparison.word}' could mean the next "
                                                            "in the list or the next on the calendar",
                                          "give the amount ('1 month after') or say 'sometime after'")
                return [self.steps(subject, other, category, direction, exact=True, column=statement.column)]
            smaller, larger = (other, subject) if direction > 0 else (subject, other)
            return [relation("less", smaller, larger, category.name)]
        if category.unit == "date" and amount.unit == "month":
            return [self.calendar_months(subject, other, category, direction * amount.number, statement.column)]
        if amount.unit in POSITION_UNITS and kind(category) == "position" and amount.number.denominator == 1:
            if amount.bound != "exact":
                raise _StatementError(statement.column, f"'{comparison.amount}': a bound on a count of places "
                                                        "in a line is not read", "give the exact count")
            return [self.steps(subject, other, category, direction * int(amount.number), exact=True,
                               column=statement.column)]
        if category.unit == "grade" and any(label.strip()[-1:] in "+-" for label in category.labels):
            # "a grade higher" than B: B+ (one notch) or A (one letter)?
            raise _StatementError(statement.column, f"'{comparison.amount}' on grades with + and -: a notch or a "
                                                    "letter is not said", "name the grade")
        scaled = amount_in(category, Quantity(amount.number, amount.unit))
        if scaled is None:
            raise _StatementError(statement.column, f"'{comparison.amount}' cannot be measured in "
                                                    f"'{category.name}' ({category.unit})")
        if amount.bound == "exact":
            return [relation("offset", subject, other, category.name, direction * scaled)]
        # direction x (subject - other) is at least the amount, or positive and at most it
        larger, smaller = (subject, other) if direction > 0 else (other, subject)
        low, high = (scaled, "sup") if amount.bound == "at_least" else (1, scaled)
        return [relation("difference", larger, smaller, category.name, low, high)]

    def constant(self, phrase: Phrase) -> Quantity | None:
        """The number ``phrase`` is, when it is a number that is no value ("less than $20" with
        prices $15.50, $20.75, ...); None otherwise."""
        words = [word for word in phrase.words if not (word.kind == "WORD" and word.text.lower() in ("the", "a", "an"))]
        if len(words) != 1 or words[0].kind != "NUMBER":
            return None
        quantity = as_race_time(words[0].text, parse_quantity(words[0].text), self.puzzle)
        return quantity if quantity is not None and not quantity_matches(self.puzzle, quantity) else None

    @staticmethod
    def _sides_of(category: Category, minutes, direction: int) -> list[str]:
        """The times of ``category`` after (``direction`` > 0) or before ``minutes`` past midnight."""
        limit = minutes * category.scale
        return [label for label, value in zip(category.labels, category.numbers)
                if (value > limit if direction > 0 else value < limit)]

    def against_constant(self, statement: Comparing, constant: Quantity) -> list[Compound]:
        """"Iris's gift cost less than $20": one of the values below that number."""
        comparison = statement.comparison
        if comparison.amount or comparison.immediate:
            raise _StatementError(statement.column, "an amount or 'immediately' beside a number that is no "
                                                    "value cannot be read")
        # the number's unit may say the category ("below 240°F" beside weights and temperatures)
        category, direction = self.comparison_category(comparison, statement.column,
                                                       constant if constant.unit else None, (statement.subject,))
        written = next((word.text for word in statement.reference.words if word.kind == "NUMBER"), "")
        bare = half_of_day_unsaid(written, category.labels)  # (not "8:00" beside 07:10)
        if category.unit == "time" and (constant.unit not in ("time", "clock", "minute") or (
                bare and self._sides_of(category, constant.number % 720, direction)
                != self._sides_of(category, constant.number % 720 + 720, direction))):
            # "arrived after 3" beside times of day: 3 o'clock, not 3 minutes; "after 9:00" beside
            # 8:00am to 4:00pm: 9:00am or 9:00pm?
            raise _StatementError(statement.column, f"a time of day needs its a.m. or p.m. beside "
                                                    f"'{category.name}'", "say 'after 3:00pm'")
        number = convert(constant.number, constant.unit, category.unit)
        if number is None and category.unit not in MEASURE_UNITS and constant.unit is not None \
                and all(quantity.unit is None for quantity in category.quantities) \
                and {constant.unit, unit_plural(constant.unit)} & category.nouns:
            number = constant.number  # "sold at least 40 bars" beside `bars sold : 24, 31, ...`
        if number is None:
            counted = unit_plural(constant.unit or "number")
            raise _StatementError(statement.column, f"'{category.name}' is not counted in {counted}")
        if category.unit == "time" and constant.unit in ("time", "clock") \
                and max(category.numbers) >= MINUTES_IN_A_DAY * category.scale:
            # times that run past midnight (10:30pm, ..., 1:30am) count the small hours in the next
            # day: "after midnight" is after the evening's times, "after 9pm" before them all
            middle = Fraction(min(category.numbers) + max(category.numbers), 2 * category.scale)
            number = min((number, number + MINUTES_IN_A_DAY), key=lambda minutes: abs(minutes - middle))
        limit = number * category.scale
        labels = [label for label, value in zip(category.labels, category.numbers)
                  if (value > limit if direction > 0 else value < limit)]
        if not labels:
            raise _StatementError(statement.column, f"no value of '{category.name}' is on that side of the number")
        subject = self.entity(statement.subject)
        options = [relation("same", subject, reference(category.name, label)) for label in labels]
        return [options[0]] if len(options) == 1 else [relation("any_of", options)]

    def _OnlyComparing(self, statement: OnlyComparing) -> list[Compound]:
        """"Only A cost less than B": A below B, and B second from the bottom (so A at it)."""
        comparing = statement.comparing
        if self.constant(comparing.reference) is not None:
            raise _StatementError(statement.column, "after 'only' I can follow a comparison with a thing, not an "
                                                    "amount", "say where each stands")
        compared = self._Comparing(comparing)
        if len(compared) != 1 or compared[0].name != "less":
            raise _StatementError(statement.column, "after 'only' I can follow a plain comparison in an order",
                                  "say where each stands")
        _, larger, name = compared[0].args
        other = self.entity(comparing.reference)
        in_order = self.puzzle.category(str(name)).labels_in_order()
        # the subject below the other ("less", "before"): the other second from the bottom
        second = in_order[1] if larger == other else in_order[-2]
        return [*compared, relation("same", other, reference(str(name), second))]

    def _Extreme(self, statement: Extreme) -> list[Compound]:
        subject = self.entity(statement.subject)
        category, direction = self.comparison_category(statement.comparison, statement.column, None,
                                                       (statement.subject,))
        in_order = category.labels_in_order()
        extreme = in_order[-1] if direction > 0 else in_order[0]
        return [relation("same", subject, reference(category.name, extreme))]

    def calendar_months(self, subject, other, category: Category, months, column: int) -> Compound:
        """"1 month after" a date: the same day, ``months`` calendar months later."""
        if months.denominator != 1:
            raise _StatementError(column, "a part of a month is not a date offset I can read")
        days = {label: month_and_day(label) or (0, 0) for label in category.labels}

        def fits(mine_label, theirs_label):
            (month, day), (their_month, their_day) = days[mine_label], days[theirs_label]
            return day == their_day and month - their_month == months
        return self.value_pairs(subject, other, category, column, fits)

    def value_pairs(self, subject, other, category: Category, column: int, fits) -> Compound:
        """Alternatives: subject holds value x and other value y, for every (x, y) that ``fits``."""
        options = []
        for mine_label in category.labels:
            for theirs_label in category.labels:
                if mine_label != theirs_label and fits(mine_label, theirs_label):
                    options.append(relation("all_of", [
                        relation("same", subject, reference(category.name, mine_label)),
                        relation("same", other, reference(category.name, theirs_label))]))
        if not options:
            raise _StatementError(column, f"no two values of '{category.name}' are that far apart")
        return relation("any_of", options)

    def _NextTo(self, statement: NextTo) -> list[Compound]:
        left, right = self.entity(statement.left), self.entity(statement.right)
        nouns = set(statement.nouns) | self.describing_nouns(statement.left) | self.describing_nouns(statement.right)
        nouns |= {noun.rstrip("s") for noun in statement.nouns}
        unit = canonical_unit(statement.nouns[0]) if statement.nouns else None
        if unit in MEASURE_UNITS:
            # "There are 5 years between Bo and Cy": a difference of 5 years, not 5 things between
            category = self.ordered_category(statement.column, unit, nouns)
            scaled = amount_in(category, Quantity(Fraction(statement.between), unit))
            if scaled is None:
                raise _StatementError(statement.column, f"{statement.between} {statement.nouns[0]} cannot be "
                                                        f"measured in '{category.name}'")
            return [relation("distance", left, right, category.name, scaled)]
        category = self.ordered_category(statement.column, None, nouns, positional=True)
        if not statement.nouns and category.nouns & STACKED_NOUNS:
            # "lives next door to Bob" beside floors, "sat next to" beside theatre rows: not the
            # floor or row above or below
            raise _StatementError(statement.column, f"'next to' on '{category.name}', which lie one above or "
                                                    "behind another", f"say 'one {singular(category.name)} apart'")
        return [self.steps(left, right, category, statement.between + 1, exact=False, column=statement.column)]

    def steps(self, subject, other, category: Category, steps: int, exact: bool, column: int) -> Compound:
        """subject is ``steps`` places after other in ``category``'s order (either side unless exact)."""
        numbers = sorted(category.numbers)
        gaps = {b - a for a, b in zip(numbers, numbers[1:])}
        if category.unit == "ordinal" and len(gaps) > 1:
            gaps = {category.scale}  # "3 places ahead" among 2nd, 5th, 9th, 14th: 2nd and 5th, not 2nd and 14th
        if len(gaps) == 1:
            spacing = gaps.pop() * abs(steps)
            if exact:
                return relation("offset", subject, other, category.name, spacing if steps > 0 else -spacing)
            return relation("distance", subject, other, category.name, spacing)
        in_order = category.labels_in_order()
        options = []
        for index, label in enumerate(in_order):
            target = index + steps
            targets = [target] if exact else [index + steps, index - steps]
            for position in targets:
                if 0 <= position < len(in_order):
                    options.append(relation("all_of", [
                        relation("same", other, reference(category.name, label)),
                        relation("same", subject, reference(category.name, in_order[position]))]))
        if not options:
            raise _StatementError(column, f"'{category.name}' has too few values for this")
        return relation("any_of", options)

    def multiple(self, subject, other, category: Category, direction: int, factor, column: int) -> Compound:
        """"twice as old as": the pairs of values where the subject's number is ``factor`` times
        the other's, in a category of amounts (not dates or places)."""
        if direction < 0 or kind(category) not in ("count", "money", "size", "duration", "age") \
                or any(number <= 0 for number in category.numbers):
            # (twice as high as -5 degrees: higher, or lower?)
            raise _StatementError(column, f"'{category.name}' are no amounts one can take a multiple of")
        options = [relation("all_of", [relation("same", subject, reference(category.name, label)),
                                       relation("same", other, reference(category.name, base))])
                   for label, number in zip(category.labels, category.quantities)
                   for base, other_number in zip(category.labels, category.quantities)
                   if number.number == factor * other_number.number]
        if not options:
            raise _StatementError(column, f"no value of '{category.name}' is {factor} times another")
        return relation("any_of", options)

    def comparison_category(self, comparison: Comparison, column: int, amount, phrases) -> tuple[Category, int]:
        """The ordered category a comparison is about and its direction (+1: the subject's number
        is larger); decided by ``measures.choose``, or by the puzzle's declared word."""
        if comparison.declared_category is not None:
            declared = self.puzzle.words[comparison.declared_category]
            return self.puzzle.category(declared.category), 1 if declared.direction == "more" else -1
        own = frozenset(comparison.nouns) | {singular(noun) for noun in comparison.nouns}
        nouns: set[str] = set()
        for position, phrase in enumerate(phrases):
            if position and len(phrases) == 2:
                phrase = _before_relative(phrase)  # "than the person who paid $20": not about paying
                if not phrase.mentions():
                    continue
            nouns |= self.describing_nouns(phrase) | (phrase.category_words() - self.named_nouns(phrase)
                                                      - _age_words(phrase) - _numbering_words(phrase))
        # "fewer than 13 patients": the thing compared with is a bare value of the category meant;
        # not "fewer than the person in room 107" or "higher than the 27-year-old", which only
        # name who is compared
        bare = len(phrases) == 2 and all(word.kind != "WORD" for word in phrases[-1].words)
        named = frozenset(name for name, _ in self.resolver.references(phrases[-1])) if bare else None
        unit = amount.unit if amount else None
        if amount is not None and unit is None:
            unit = self.counted_noun(comparison, column)
        if unit is None and comparison.word.lower() in ("more", "fewer", "less"):
            unit = self._counted_things(comparison, amount is None, column)
        verb = _verb_before_comparison(phrases, column, comparison.amount, comparison.immediate,
                                       hedged=comparison.word.lower() in ("after", "before", "earlier", "later"))
        own_verbs = [noun.lower() for noun in comparison.nouns if _known_verb(noun.lower())]
        own_words = [noun.lower() for noun in comparison.nouns if noun.isalpha() and noun.lower() not in _NOT_VERBS
                     and noun.lower() not in self.puzzle.category_nouns
                     and singular(noun.lower()) not in self.puzzle.category_nouns]
        if (verb is None or not _known_verb(verb)) and len(own_verbs) == 1:
            verb = own_verbs[0]  # "arrived after Bob but *left* before him": the second part's own verb
        elif verb is None and own_words:
            verb = own_words[0]  # "... but *ate* / *paid* before him": its own verb, not the first part's
        elif (verb is None or not _known_verb(verb)) and phrases:
            # "Ann left the hotel before Bob", "joined the company before": the verb before its object
            # (after the last name, so not "born" in "The person born in March travelled before")
            mentions = phrases[0].mentions()
            after = phrases[0].words[phrases[0].words.index(mentions[-1]) + 1:] if mentions else phrases[0].words
            words = [word.text.lower() if word.kind == "WORD" else "" for word in after] + [""]
            phrasal = [f"{word} {following}" for word, following in zip(words, words[1:])
                       if following in ("out", "in", "up", "off")]  # "checked out sometime before"
            spoken = {word for word in phrasal if _known_verb(word)} or {word for word in words if _known_verb(word)}
            if len(spoken) == 1:
                verb = spoken.pop()
        owned = _owned_nouns(phrases[0], self.puzzle) if phrases else set()
        if owned and comparison.word.lower() in ("older", "younger", "newer") \
                and any((kind(category) == "age" and _peoples_ages(category)
                         and holder(category, self.puzzle) is None) or is_birth_dates(category)
                        for category in self.puzzle.ordered):
            # "Ann's car is older than Bob's" beside the people's ages: the car's age, not Ann's
            raise _StatementError(column, f"'{comparison.word}' is said of the {sorted(owned)[0]}, and no category "
                                          "says how old it is", "name the category, e.g. 'a newer model year'")
        choice = choose(self.puzzle, comparison.word, unit, nouns, own, named, verb)
        said = [word.text.lower() for phrase in phrases for word in phrase.words] \
            + [noun.lower() for noun in comparison.nouns] + ([verb.lower()] if verb else []) \
            + comparison.word.lower().split()
        if choice.category is not None and not choice.category.nouns & own:
            # (not "earlier in the week": the weekdays named)
            instead = the_named_event(self.puzzle, choice.category, said, unit)
            if instead is not None:
                choice = Choice(instead, choice.direction)
        if choice.category is None:
            raise _StatementError(column, choice.problem or "no ordered category fits",
                                  "name the category, e.g. 'a bigger scholarship', or declare a word "
                                  "(`word WORD = more CATEGORY`)")
        if amount is not None and unit is not None and choice.category.unit not in (None, unit) \
                and {unit, unit + "s"} & choice.category.nouns and kind(choice.category) in ("money", "size", "age"):
            # "Ola paid two prices more than Tom" beside prices of $5 to $40: two places up the
            # list, or $2? (never $2 unsaid)
            raise _StatementError(column, f"'{comparison.word}' by {unit}s: places in the list of "
                                          f"'{choice.category.name}', or that many {choice.category.unit}s?",
                                  f"say the amount ('$10 more') or the place ('the next {unit} up')")
        problem = comparison_of_another_event(self.puzzle, choice.category, said, amount,
                                              framed=bool(choice.category.nouns & own))
        if problem is not None:
            # "Ann has the lesson the day after Jon" read on the exam dates (timed_events.py): at
            # the word of the other event ("... before Bob's *departure*")
            others = events_named(self.puzzle, said) - {choice.category.name}
            column = event_word_column(self.puzzle, phrases, others, column)
            raise _StatementError(column, problem, "say which event's day or time is compared")
        said = [noun for noun in comparison.nouns if noun not in _FRAME_WORDS] if not comparison.out_verb else []
        shown = said_of_another(self.puzzle, choice.category, comparison.word, said[0] if said else None, verb) \
            or owned_thing_compared(self.puzzle, choice.category, owned) \
            or paid_for_another(self.puzzle, choice.category, [noun.lower() for noun in comparison.nouns])
        if shown is not None:
            # "Ned told a taller tale than Max" beside the guests' heights: no category holds that
            raise _StatementError(column, f"'{shown}': '{choice.category.name}' does not measure that",
                                  "name the category")
        try:
            sides = self._named_categories(phrases) if len(phrases) == 2 else []
        except ResolveError:
            sides = []
        if sides and all(names and set(names) <= {choice.category.name} for names in sides):
            # "The $21.00 tea came from higher up than the $26.00 tea": both named by their prices,
            # so a comparison of prices says nothing; it speaks of another measure
            raise _StatementError(column, f"'{comparison.word}' would compare '{choice.category.name}', which "
                                          "names both sides", "name the category, e.g. 'a higher altitude'")
        last = [word.text.lower() for word in phrases[0].words[-3:]] if phrases else []
        before = phrases[0].words[-1] if len(last) == 3 and last[0] in ("in", "on", "at", "during") \
            and last[1] in ("the", "a", "an") else None
        if before is not None and before.kind == "WORD" and before.column + len(before.text) + 1 == column:
            # "Finn is in the *year* below Hugo" beside school years and points: the years or
            # nothing, never the points (not the object of a verb: "set up his tank after Bob")
            right_before = [category for category in self.puzzle.ordered
                            if {before.text.lower(), singular(before.text.lower())} & category.nouns]
            if right_before and choice.category not in right_before:
                raise _StatementError(column, f"'{comparison.word}' does not compare {right_before[0].name}",
                                      "name the category, e.g. 'a bigger scholarship'")
        if comparison.word.lower() in ("older", "younger") \
                and dates_a_thing_made(choice.category, self.puzzle.intro_words) and phrases \
                and not any((names_a_thing(self.puzzle, phrase, names) and not self._first_names_of(phrase, names)
                             and not self._person_of(phrase))
                            or _owned_nouns(phrase, self.puzzle) or self._possessed_thing(phrase)
                            for phrase, names in zip(phrases, self._named_categories(phrases))):
            # "Ann is older than Bob" beside the years the houses were built or the planes
            # launched: not her age
            raise _StatementError(column, f"'{comparison.word}' is said of people, and '{choice.category.name}' "
                                          "dates when things were made", "name the category")
        thing = thing_of_an_age(choice.category, self.puzzle) if comparison.word.lower() in ("older", "younger") \
            else None
        if thing is not None and any(speaks_of_a_person(self.puzzle, phrase, names)
                                     and not whose_speaks_of(thing, [phrase])
                                     for phrase, names in zip(phrases, self._named_categories(phrases))):
            # "Ann is older than the owner of the Fiat" beside the cars' model years: not her age
            raise _StatementError(column, f"'{comparison.word}' is said of a person, and '{choice.category.name}' "
                                          f"says how old the {thing} is", "name the category")
        if comparison.word.lower() in ("older", "younger", "newer") and comparison.nouns \
                and (kind(choice.category) == "age" or is_birth_dates(choice.category)) \
                and aged_thing_noun(self.puzzle, choice.category, comparison.nouns[0].lower(), next(
                    (word.text for word in (phrases[0].words if phrases else ()) if word.kind == "WORD"
                     and word.text.lower() in ("has", "have", "had")), verb)):
            # "Dee drives an older car than Kit" beside the people's ages: the car's own age
            raise _StatementError(column, f"'{comparison.word} {comparison.nouns[0]}': '{choice.category.name}' "
                                          "are the people's", "name the category")
        if comparison.word.lower() in ("older", "younger") and kind(choice.category) == "age" \
                and not _peoples_ages(choice.category) \
                and any((speaks_of_a_person(self.puzzle, phrase, names)
                         or any(_titled_people(self.puzzle.category(name)) for name in names))
                        and not _owned_nouns(phrase, self.puzzle) and not self._possessed_thing(phrase)
                        and not any(_possessive(word) for word in phrase.words)  # ("than Dr. Iyer's")
                        for phrase, names in zip(phrases, self._named_categories(phrases))):
            # "Dr. Marsh is older than Dr. Iyer" beside ice cores 8,000 years old: no person's age
            raise _StatementError(column, f"'{comparison.word}' is said of a person, and '{choice.category.name}' "
                                          "are no person's ages", "name the category")
        if comparison.word.lower() in ("older", "younger") and (kind(choice.category) == "age"
                                                                or is_birth_dates(choice.category)):
            for phrase, names in zip(phrases, self._named_categories(phrases)):
                aged = thing_said_aged(self.puzzle, choice.category, phrase, names)
                if aged is not None:
                    # "The cat is older than the dog" beside the owners' ages: the cat's own age
                    raise _StatementError(column, f"'{comparison.word}' is said of {aged}, and "
                                                  f"'{choice.category.name}' are the people's",
                                          "name the category")
        if comparison.word.lower() in ("older", "younger") and kind(choice.category) == "age":
            self._check_age_of_things(choice.category, phrases, comparison.word, column)
            things = [category for category in self.puzzle.categories if category is not choice.category
                      and not people_category(self.puzzle, category.name)
                      and {noun.lower() for noun in comparison.nouns} & category.nouns]
            aged = thing_of_an_age(choice.category, self.puzzle)
            if things and self._has_people() and not (aged and {aged, aged + "s"} & things[0].nouns):
                # "Ann runs an older company than Bob" beside the CEOs' ages: the company's age
                # (not where the opening gives the ages to the things: "the age of each walker's puppy")
                raise _StatementError(column, f"'{comparison.word} {things[0].name}': '{choice.category.name}' "
                                              "are the people's ages, not theirs", "name the category")
        if comparison.word.lower() in _PERSONAL_COMPARISONS or verb in _OWN_MEASURE_VERBS \
                or _names_own_measure(phrases, choice.category) or named:  # "Ann is under 40" too
            other = compares_others(choice.category, self.puzzle, list(phrases), self._named_categories(phrases))
            if other is not None:
                # "Ann is older than Bob" beside `dog's age`: the dogs' ages, not theirs
                raise _StatementError(column, f"'{comparison.word}': '{choice.category.name}' is the {other}'s, "
                                              "and this compares others", f"say it of the {other}, e.g. "
                                                                          f"'Ann's {other} is {comparison.word}'")
        return choice.category, choice.direction

    def _other_stuff(self, comparison: Comparison) -> str | None:
        """"Avon got more rain than Bree" beside `snowfall`: see ``measures.other_stuff``."""
        if comparison.word.lower() not in ("more", "less", "most", "least") or not comparison.nouns:
            return None
        return other_stuff(self.puzzle, comparison.nouns[0])  # ("didn't drink more water": water, drink)

    def _counted_things(self, comparison: Comparison, bare: bool, column: int) -> str | None:
        """The unit "more assists", "fewer bags" count in, or None. A noun of a category of names
        ("more items" beside `items : hat, lamp`) counts nothing a category holds, so the
        comparison is refused, never read as another count; without an amount (``bare``; "2
        more items" has one) a plural noun that names no category is the unit a category must be
        counted in (measures.measurable: "more strikes" is no higher score)."""
        ordered_units = {category.unit for category in self.puzzle.ordered}
        for noun in (noun.lower() for noun in comparison.nouns if noun.isalpha()):
            listed = any(noun in category.nouns for category in self.puzzle.categories if not category.ordered)
            if listed and not any(noun in category.nouns for category in self.puzzle.ordered) \
                    and canonical_unit(noun) not in ordered_units:
                raise _StatementError(column, f"'{comparison.word} {noun}': no category counts "
                                              f"{unit_plural(canonical_unit(noun))}",
                                      "name the category, e.g. 'a bigger scholarship'")
        stuff = self._other_stuff(comparison)
        if stuff is not None:
            raise _StatementError(column, f"'{comparison.word} {stuff}': no category measures {stuff}",
                                  "name the category")
        if not bare:
            return None
        plural = [noun.lower() for noun in comparison.nouns if noun.isalpha() and len(noun) > 3
                  and (noun.lower().endswith("s") and not noun.lower().endswith(("ss", "us"))
                       or noun.lower() in ("children", "people", "men", "women"))
                  and noun.lower() not in _NOT_COUNTED]
        if len(plural) != 1 or plural[0] in self.puzzle.category_nouns or plural[0] in KIND_WORDS \
                or canonical_unit(plural[0]) in ordered_units:
            return None
        return canonical_unit(plural[0])

    def counted_noun(self, comparison: Comparison, column: int) -> str | None:
        """The thing an amount counts when it is named after the comparison word ("2 more
        *people* than"): a noun that names no category is the amount's unit (a category
        counted in inches or dollars cannot be counted in people)."""
        # ("4 more socks" on `socks : 1 pair, 2 pairs` counts socks, which the values do not)
        grouped = {noun for category in self.puzzle.ordered if category.unit not in MEASURE_UNITS
                   and category.unit != "ordinal" and any(quantity.unit for quantity in category.quantities)
                   for noun in category.nouns}
        nouns = list(comparison.nouns)
        frame = next((index for index, noun in enumerate(nouns) if index and noun.lower() in _FRAME_PREPOSITIONS), None)
        if frame is not None and any(" ".join(nouns[frame:]).lower() in category.name.lower()
                                     for category in self.puzzle.ordered):
            # "700 more chips at the break" beside `chips at the break`, "2 more weeks at number
            # one" beside `weeks at number one`: the category's own frame
            nouns = nouns[:frame]
        if len(nouns) > 2 and nouns[1].lower() == "of" and any(
                category.unit == canonical_unit(nouns[0]) and category.unit in MEASURE_UNITS
                and _stuff_of(category, nouns[0], nouns[2]) for category in self.puzzle.ordered):
            nouns = nouns[:1]  # "4 more yards of fabric" beside yardages: the yards (of what, the stuff)
        counted = [noun for noun in nouns
                   if (noun not in self.puzzle.category_nouns or noun in grouped) and noun not in KIND_WORDS
                   and noun.lower() not in _COUNTED_FILLERS and noun.lower() not in _OPENING_WORDS
                   and not (noun.lower().endswith("ed") and len(noun) > 4)  # "but carried 4 more": the verb
                   and noun.lower() not in PARTICIPLES | IRREGULAR_PASTS]  # "and made 17 more runs": the verb
        if len(counted) > 1 and not any(noun in self.puzzle.category_nouns for noun in nouns):
            # "2 more home games" on a count of wins: the games at home are not all of them
            raise _StatementError(column, f"'{' '.join(counted)}': I cannot tell what is counted, and no category "
                                          "counts just those", "say what the category counts, e.g. '2 more wins'")
        if counted == ["times"]:
            return "number"  # "downloaded 500,000 fewer times": a plain count of them
        return canonical_unit(counted[0]) if len(counted) == 1 else None

    def named_nouns(self, phrase: Phrase) -> set[str]:
        """Nouns of the categories whose values ``phrase`` names."""
        nouns: set[str] = set()
        for category, _ in self.resolver.references(phrase):
            nouns |= self.puzzle.category(category).nouns
        return nouns

    def ordered_category(self, column: int, unit: str | None, nouns: set[str], word: str | None = None,
                         positional: bool = False) -> Category:
        """The ordered category a comparison is about: by unit, by noun, or the only one; for
        ``positional`` words (left of, next to, at the ends) else the puzzle's position category."""
        candidates = list(self.puzzle.ordered)
        if unit is not None:
            by_unit = [c for c in candidates if c.unit == unit or (unit, c.unit) in CONVERSIONS or unit in c.nouns]
            if by_unit:
                candidates = by_unit
        if len(candidates) > 1:
            by_noun = [c for c in candidates if c.nouns & nouns]
            if by_noun:
                candidates = by_noun
        if len(candidates) > 1 and positional and self.puzzle.position in candidates:
            candidates = [self.puzzle.position]
        dwellings = [c for c in candidates if c.nouns & SIDE_BY_SIDE_NOUNS]
        if len(candidates) > 1 and positional and len(dwellings) == 1 \
                and not any(kind(c) == "position" for c in candidates if c not in dwellings):
            # "lives next door to" beside cottages No. 2 to No. 8 and pints of milk (no other line)
            candidates = dwellings
        evenly = len({b - a for a, b in zip(sorted(candidates[0].numbers), sorted(candidates[0].numbers)[1:])}) == 1 \
            if len(candidates) == 1 and candidates[0].ordered else False
        houses = bool(candidates) and bool(candidates[0].nouns & SIDE_BY_SIDE_NOUNS) and evenly  # No. 2, 4, 6
        if positional and len(candidates) == 1 and kind(candidates[0]) != "position" \
                and not (candidates[0].nouns & nouns or houses or unit is not None):
            # ("Bella lives next to Amir" beside years of birth: no line of places either)
            # "lives next to Ann", "one person between" with only ages or prices: no line is named
            what = f"'{word}'" if word else "this"
            raise _StatementError(column, f"{what} needs a line of places, and '{candidates[0].name}' is none",
                                  "name the category")
        if len(candidates) == 1:
            return candidates[0]
        what = f"'{word}'" if word else "this"
        if not candidates:
            raise _StatementError(column, f"{what} needs an ordered category (one whose values are numbers, "
                                          "dates, times or ordinals), and the puzzle has none")
        names = ", ".join(c.name for c in candidates)
        raise _StatementError(column, f"I cannot tell which ordered category {what} compares ({names})",
                              "name it, e.g. 'a bigger scholarship', or declare a word")




def _all_of(relations: list[Compound]) -> Compound:
    return relations[0] if len(relations) == 1 else relation("all_of", relations)


def facts(compiled: CompiledPuzzle, clue_numbers=None) -> list[Compound]:
    """category/2, category_numbers/2 and clue/2 facts (only ``clue_numbers`` when given)."""
    found = [Compound("category", (category.name, list(category.labels))) for category in compiled.categories]
    found += [Compound("category_numbers", (category.name, list(category.numbers)))
              for category in compiled.categories if category.ordered]
    for clue in compiled.clues:
        if clue_numbers is None or clue.number in clue_numbers:
            found += [Compound("clue", (clue.number, term)) for term in clue.relations]
    return found


def _comment(text: str) -> str:
    return " ".join(text.split())


def prolog_text(compiled: CompiledPuzzle) -> str:
    """The puzzle as Prolog facts, one clue's facts under a ``% N. sentence`` comment."""
    out = [f"% Compiled by pylogic from {_comment(compiled.path)}", ""]
    for category in compiled.categories:
        out.append(term_text(Compound("category", (category.name, list(category.labels)))) + ".")
    for category in compiled.categories:
        if category.ordered:
            out.append(term_text(Compound("category_numbers", (category.name, list(category.numbers)))) + ".")
    for clue in compiled.clues:
        out.append("")
        out.append(f"% {clue.number}. {_comment(clue.text)}")
        if not clue.relations:
            out.append("%    (checked against the categories; no constraint)")
        for term in clue.relations:
            out.append(term_text(Compound("clue", (clue.number, term))) + ".")
    return "\n".join(out) + "\n"


__all__ = ["CompiledClue", "CompiledPuzzle", "compile_clues", "facts", "prolog_text", "reference",
           "parse_clue", "parse_question", "quote_atom"]
