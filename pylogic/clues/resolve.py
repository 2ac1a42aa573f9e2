"""Find which values a phrase names: "the man who smokes Chesterfields" -> smokes:Chesterfield.

Names match declared values in any case, singular or plural, or through declared aliases
(the lexer already grouped them); numbers match ordered categories by value and unit
("1933", "6 days", "the 2 day contract"); position words ("first", "middle", "last") pick a
value of an ordered category by its place in the order: the category a noun names ("the first
house"), else the puzzle's one positional category (``Puzzle.position``), else its only
ordered category. A capitalised word that is no name is
an unknown name, reported with the closest declared name. A name two categories share, a
number two categories hold, a phrase naming nothing: errors, never guesses.
"""

from __future__ import annotations

import re

from pylogic.clues.ast import Phrase, Word
from pylogic.clues.categories import (
    TITLES,
    Category,
    Puzzle,
    Reference,
    as_race_time,
    close_value,
    couple_surname,
    name_and_unit,
    quantity_matches,
    spellings,
)
from pylogic.clues.first_names import named_by_first_names
from pylogic.clues.measures import (
    BIRTH_PLACES,
    COUNTED_ALIKE,
    ENDING_VERBS,
    EVENT_VERBS,
    FINISHING_STARTS,
    HOME_PLACES,
    KIND_WORDS,
    LEVEL_NOUNS,
    ORDER_VERBS,
    PEOPLE_COUNTED,
    SPATIAL_NOUNS,
    SPATIAL_VERBS,
    SUPERLATIVE_OF,
    choose,
    counts_records,
    dated_by,
    dates_a_thing_made,
    dates_another_event,
    is_birth_dates,
    kind,
    learned_nouns,
    measurable,
    measures_another_dimension,
    other_stuff,
    places_without_sides,
    ranks_a_quality,
    result_of_contest,
    starts_only,
    won_contests,
    years_of_another_doing,
    years_of_the_doing,
)
from pylogic.clues.measures_of_other_things import (
    age_said_of_another,
    opening_says_theirs,
    paid_for_another,
    said_of_another,
    time_of_another_thing,
)
from pylogic.clues.opening_verbs import verb_after_thing, verb_before_thing
from pylogic.clues.people import person_noun
from pylogic.clues.tokens import (
    NAME_HEADS,
    PARTICIPLES,
    POSITION_WORDS,
    SAME_KIND_WORDS,
    SCHOOL_HEADS,
    contest_places,
    is_contest_places,
)
from pylogic.clues.value_case import lower_case_hint
from pylogic.clues.values import (
    MEASURE_UNITS,
    NUMBER_WORDS,
    ORDINAL_WORDS,
    Quantity,
    canonical_unit,
    half_of_day_unsaid,
    parse_quantity,
    singular,
    unit_plural,
)
from pylogic.clues.vocabulary import (
    CHILD_NOUNS,
    IRREGULAR_PASTS,
    KIN_NOUNS,
    PARENT_WORDS,
    POSITION_NOUNS,
    SEQUENCE_NOUNS,
)
from pylogic.clues.whose import aged_thing_noun, thing_of_an_age
from pylogic.clues.words import camel_parts, label_keys, word_key

# Words that are never names, even capitalised in mid-sentence (as generated puzzles write them).
_COPULA_WORDS = frozenset("is was are were has had and than of".split())
_PREPOSITIONS = frozenset("to in of at on among from for with by".split())
# The units of a category of dates or times that "the second day", "the first week" count in
_COUNTED_IN = {"day": ("date", "weekday", "day"), "night": ("night", "date"), "week": ("week",),
               "month": ("month", "date"), "year": ("year",), "hour": ("hour",)}
# Words after which a number is an age or a plain value, and a word after it a verb ("whoever is
# aged 30 owns ...")
_AGED_WORDS = frozenset("aged age ages is was are were be been being".split())
# Words after "30 apples" that end the thing counted ("ate 30 apples *at* the fair")
_AFTER_COUNTED = frozenset("and but or than in at on for from with more fewer less of during".split())
# Verbs in -s that follow a value named by its number ("the recipe that serves 12 *takes* 15
# minutes longer")
_VERBS_BEFORE_AMOUNTS = frozenset("takes lasts serves seats sleeps holds measures runs gets earns needs makes sells "
                                  "has was does owns lies covers spans travels uses contains scores wins".split())
# Prepositions before a number that names a value ("born in 1987 lives ...", "at 9 leaves")
_DATING_PREPOSITIONS = frozenset("in on at since during by from until till to".split())
# Words before a number that name no thing numbered ("at least 3", "number 7", "age 30", "the
# 1930 house", "in position 4")
_NOT_NUMBERED_NOUNS = frozenset("least most about around over under exactly only just nearly almost than "
                                "number no num age aged the a an this that these those its his her their our my "
                                "your each every position place spot slot space rank".split())
FUNCTION_WORDS = frozenset("the a an of who whose which that this these those person people one".split())


class ResolveError(Exception):
    """A phrase that names no value, an unknown or ambiguous one; ``column`` 1-based."""

    def __init__(self, column: int, message: str, hint: str | None = None) -> None:
        super().__init__(message)
        self.column = column
        self.message = message
        self.hint = hint


def phrase_nouns(puzzle: Puzzle, phrase: Phrase) -> set[str]:
    """Lowercase words of ``phrase`` (singular too) that name a category ("house", "place")."""
    return set(phrase.category_words() & puzzle.category_nouns)


def ordered_by_nouns(puzzle: Puzzle, nouns: set[str]) -> list[Category]:
    return [category for category in puzzle.ordered if category.nouns & nouns]


# Words of a place in a row that are never a time: "at the far left", "in the middle" (of the
# row of stalls, beside opening times), "the leftmost stall"
_SPATIAL_PLACE_WORDS = frozenset("left right leftmost rightmost middle centre center".split())
# The particles after a verb ("checked out": a verb of time, as a past without -ed is, such as
# "paid on June 15" beside departure dates: another event)
_PARTICLES = frozenset("out in up off back away over down".split())
_OBJECT_OPENERS = frozenset("her his their its the a an".split())


def _past_or_present_verb(word: str) -> bool:
    """Whether ``word`` looks like a verb right before a place ("visited", "toured", "loves",
    "left"): a past form, or a present one in -s of a verb of going or feeling."""
    return _past_verb(word) or word in _VERBS_OF_A_PLACE


_VERBS_OF_A_PLACE = frozenset("visits tours leaves loves hates explores calls represents misses prefers likes "
                              "dislikes".split())


def _past_verb(word: str) -> bool:
    """Whether ``word`` is a verb's past form ("checked", "paid")."""
    return word.endswith("ed") or word in IRREGULAR_PASTS


def _check_counted_in(word: Word, noun: str, category: Category) -> None:
    """Refuses "the second *day*" for a category of dates or times not counted in days (`Week 1,
    Week 2`, clock times): the weeks are no days."""
    unit = singular(noun.lower())
    if kind(category) == "calendar" and unit in _COUNTED_IN and category.unit not in _COUNTED_IN[unit]:
        raise ResolveError(word.column, f"'{word.text} {noun}': '{category.name}' is not counted in {unit}s",
                           "name the category")


# Places a category is named for being born or living in, and the verbs that say so
_BORN_THERE = frozenset("born native natives".split())
# Verbs of leaving a place: "moved from Iowa" says it is no longer home
# ("travelled from Hull" to the hotel says Hull is home)
_LEAVING_PLACES = frozenset("moved relocated emigrated fled escaped transferred retired".split())
_LIVING_THERE = frozenset("lives live lived living resides reside resided resident residents settled moved "
                          "home homes".split())
# Words of where after a verb of going ("moved here in 1962")
_WHERE_TO = frozenset("here there home abroad away back overseas".split())
# The place each medal is won for
_MEDAL_PLACES = {"gold": "first", "silver": "second", "bronze": "third"}


class Resolver:
    """Resolves phrases of one sentence; ``sentence_column`` is where the sentence starts."""

    def __init__(self, puzzle: Puzzle, sentence_column: int, text: str = "") -> None:
        self.puzzle = puzzle
        self.sentence_column = sentence_column
        self.text = text  # the sentence as written (hyphens the words no longer show)
        self._resolved: dict[Phrase, list[Reference]] = {}  # a clause's phrases are resolved again and again

    def references(self, phrase: Phrase) -> list[Reference]:
        """The values ``phrase`` names, in order, one per category. Raises ResolveError."""
        if phrase in self._resolved:
            return list(self._resolved[phrase])
        nouns = phrase_nouns(self.puzzle, phrase)
        found: list[Reference] = []
        mentions = phrase.mentions()
        ranked = None
        for index, word in enumerate(phrase.words):
            if word is ranked:
                continue
            following = phrase.words[index + 1] if index + 1 < len(phrase.words) else None
            if word.kind == "ORDINAL" and following is not None and following.kind == "SUPER":
                # "the second oldest": second from the oldest end, one value
                ranked = following
                found.append(self._superlative(following, nouns | phrase.category_words(),
                                               frozenset(_nouns_after(phrase, following)), _place_of(word),
                                               head=_word_after(phrase, following)))
            elif word in mentions:
                found.append(self._reference(word, nouns, phrase))
                self._check_event(word, found[-1], phrase, index)
                self._check_place_relation(word, found[-1], phrase, index)
                self._check_doing(word, found, phrase, index)
            elif word.kind == "NUMBER":
                raise ResolveError(word.column, f"I cannot read the number '{word.text}' here: it names no "
                                                "value, and no comparison uses it as an amount")
            elif word.kind == "WORD" and self._lowercase_name(word):
                raise ResolveError(word.column, "a capitalised value is a name, named as written",
                                   lower_case_hint(word.text, close_value(word.text, self.puzzle) or word.text))
            elif word.kind == "WORD" and self._looks_like_unknown_name(word):
                name = word.text
                following = phrase.words[index + 1] if index + 1 < len(phrase.words) else None
                if word.text.lower().rstrip(".") in TITLES and following is not None and following.text[:1].isupper():
                    name = f"{word.text} {following.text}"  # "Mr Fenwik": the title and the name together
                close = close_value(name, self.puzzle)
                raise ResolveError(word.column, f"'{name}' is not a name in any category",
                                   f"did you mean '{close}'?" if close else None)
        if not found:
            raise ResolveError(phrase.column, f"'{phrase.text}' does not name anything from the categories",
                               self._suggestion(phrase))
        categories = [category for category, _ in found]
        for category in set(categories):
            if categories.count(category) > 1 and len({ref for ref in found if ref[0] == category}) > 1:
                raise ResolveError(phrase.column, f"'{phrase.text}' names two different {category}")
        unique = []
        for reference in found:
            if reference not in unique:
                unique.append(reference)
        self._resolved[phrase] = unique
        return list(unique)

    def _lowercase_name(self, word: Word) -> bool:
        """Whether ``word`` is a capitalised value written in lower case ("drinks green tea"
        with `Tea`), which would otherwise be passed over; not a category's noun ("the Orion
        kit" in a puzzle of kits) or a word of grammar ("will")."""
        text = word.text
        if not text.isalpha() or not text.islower() or len(text) < 3 or text in _GRAMMAR_WORDS \
                or text in self.puzzle.category_nouns or text in FUNCTION_WORDS:
            return False
        return text in self.puzzle.capitalised_labels

    def _looks_like_unknown_name(self, word: Word) -> bool:
        parts = camel_parts(word.text)  # "PhoneModel": a category named as a generator names it
        return (word.text[:1].isupper() and word.column != self.sentence_column and word.text.lower() != "i"
                and word.text.lower() not in self.puzzle.category_nouns
                and not (parts and parts[-1] in self.puzzle.category_nouns)
                and word.text.lower() not in FUNCTION_WORDS  # "Ravi is The person whose ..."
                and word.text.lower() not in ("no.", "no"))  # "No. 2": the number

    def _suggestion(self, phrase: Phrase) -> str | None:
        for word in phrase.words:
            if len(word.text) >= 3:
                close = close_value(word.text, self.puzzle)
                if close:
                    return f"did you mean '{close}'?"
        return None

    def _another_event(self, category: Category, verb: str) -> bool:
        """Whether calendar ``category`` dates another event than ``verb``'s, by its name or by
        what the puzzle's opening tells ("born" beside plain years of publishing)."""
        return dates_another_event(category, verb, self.puzzle.intro_words)

    def _check_place_relation(self, word: Word, found: Reference, phrase: Phrase, index: int) -> None:
        """Refuses a place named after another relation to it than the one its category is named
        for: "Pete vacations in Ohio", "works in Utah", "owns a cabin in Iowa" beside `birthplace`
        (being born there) or `home state` (living there)."""
        category = self.puzzle.category(found[0])
        if category.ordered:
            return  # ("arrived at 10:31am" beside the times the pigeons got home)
        parts = {part for noun in category.nouns for part in re.split(r"[-_ ]", noun)}
        allowed = _BORN_THERE if parts & BIRTH_PLACES else _LIVING_THERE if parts & HOME_PLACES else None
        before = [item.text.lower() for item in phrase.words[:index]]
        if allowed is None or not before:
            return
        what = "born" if allowed is _BORN_THERE else "living"
        after = phrase.words[index + 1].text.lower() if index + 1 < len(phrase.words) else None
        said = before[-2] if len(before) >= 2 else None
        if before[-1] == "from" and said in _LEAVING_PLACES \
                or before[-1] == "of" and said in ("native", "natives") and allowed is not _BORN_THERE \
                or before[-1].isalpha() and before[-1] not in _COPULA_WORDS and _past_or_present_verb(before[-1]) \
                and not (before[-1] in ("calls", "called", "call") and allowed is _LIVING_THERE
                         and (after == "home" or word.text.lower().endswith(" home"))):  # "calls Ohio home"
            # "Ola moved from Iowa", "left Utah", "a native of Iowa" beside homes; "visited Maine"
            # beside birthplaces: another relation to the place than the category's
            said = " ".join(before[-2:]) if before[-1] in ("from", "of") else before[-1]
            raise ResolveError(word.column, f"'{said} {word.text}': '{found[0]}' says where each was {what}, not "
                                            "that", "say it of the category's own relation, or leave it out")
        if before[-1] not in ("in", "to", "at", "into"):
            return
        said = before[-2] if len(before) >= 2 else None
        if said in ("been", "gone"):
            return  # "has never been to Ohio": neither born nor living there (the lexer refuses it unsaid)
        if said is not None and said not in allowed and said not in self.puzzle.category_nouns \
                and not (said in _COPULA_WORDS and before[-1] == "in"):
            raise ResolveError(word.column, f"'{said} {before[-1]} {word.text}': '{found[0]}' says where each was "
                                            f"{'born' if allowed is _BORN_THERE else 'living'}, not that",
                               "say it of the category's own relation, or leave it out")

    def _check_doing(self, word: Word, found: list[Reference], phrase: Phrase, index: int) -> None:
        """Refuses a thing joined to its doer by another doing than the one the opening names for
        its category ("Ivy put back the rug" beside the items they bought; opening_verbs.py)."""
        category = self.puzzle.category(found[-1][0])
        if category.ordered:
            return
        words = [item.text.lower() for item in phrase.words]
        said = verb_before_thing(self.puzzle, category, words, index, found[-2][0] if len(found) > 1 else None)
        if said is None:
            mentions = phrase.mentions()
            later = next((place for place in range(index + 1, len(phrase.words)) if phrase.words[place] in mentions),
                         None)
            if later is not None:
                doers = {name for name, _ in self.puzzle.forms.get(tuple(words[later].split()), ())}
                said = verb_after_thing(self.puzzle, category, words, index, later, doers)
        if said is not None:
            raise ResolveError(phrase.words[said[0]].column, said[1],
                               "say it with the opening's verb, or leave the other doing out")

    def _check_event(self, word: Word, found: Reference, phrase: Phrase, index: int) -> None:
        """Refuses a date or time named after a verb of another event than the one its category
        is named for ("Ann was born in March" with trip months: not when she was born)."""
        category = self.puzzle.category(found[0])
        before = [item.text.lower() for item in phrase.words[:index]]
        if before[-2:] == ["the", "year"]:
            del before[-2:]  # "was born in the year 1972"
        while before and before[-1] in ("in", "on", "at", "during"):
            before.pop()
        if before and before[-1] in _WHERE_TO and len(before) >= 2:
            before.pop()  # "moved here in 1962", "came home on June 3"
        elif len(before) >= 3 and before[-2] in ("to", "into", "from") and before[-1].isalpha():
            del before[-2:]  # "moved to town in 1962"
        elif len(before) >= 4 and before[-3] in ("to", "into", "from") and before[-2] in ("the", "a", "an") \
                and before[-1].isalpha():
            del before[-3:]  # "moved to the village in 1991"
        verb = before[-1] if before else None
        if verb in _PARTICLES and len(before) >= 2 and before[-2].endswith("ed"):
            verb = f"{before[-2]} {verb}"  # "checked out on June 1"
        elif len(before) >= 3 and before[-2] in _OBJECT_OPENERS and _past_verb(before[-3]):
            verb = before[-3]  # "bought her ticket on June 8"
        elif len(before) >= 4 and before[-3] == "for" and before[-2] in _OBJECT_OPENERS and _past_verb(before[-4]):
            verb = before[-4]  # "went for a run at 5:00am"
        elif len(before) >= 2 and verb is not None and verb.isalpha() and not _past_verb(verb) \
                and verb not in ("up", "down", "out", "off", "in", "on", "back", "away", "over", "open") \
                and _past_verb(before[-2]) and before[-2] not in _COPULA_WORDS:
            verb = before[-2]  # "started work in 1976", "went bankrupt in 1971"
        head = verb.split()[0] if verb else None
        of_an_event = head is not None and (head in EVENT_VERBS or head in ENDING_VERBS or _past_verb(head))
        if verb is not None and head is not None and of_an_event and kind(category) == "calendar" and (
                self._another_event(category, verb)
                or years_of_another_doing(category, head, self.puzzle.intro_words, lenient=True)):
            # ("was incorporated in 1993", "stepped down in 1994" beside the years the opening says
            # each couple married: no year of that)
            raise ResolveError(word.column, f"'{verb} {word.text}': {category.name} is not named for that event",
                               "name the category for it, or leave the verb out")

    def _reference(self, word: Word, nouns: set[str], phrase: Phrase) -> Reference:
        if word.kind == "VALUE":
            return self._named(word, _nouns_before(phrase, word), phrase_words_before(phrase, word),
                               _word_after(phrase, word))
        if word.kind == "SUPER":
            index = phrase.words.index(word)
            after = phrase.words[index + 2].text.lower() if index + 2 < len(phrase.words) else None
            # "the most stamps" at the end or before "is": the stamps are counted; not "paid the most
            # owns the cat", where a verb follows
            last = index + 1 < len(phrase.words) and (after is None or after in _COPULA_WORDS)
            # the noun right after another superlative is that one's: "the largest *group* took the longest"
            others = {_word_after(phrase, other) for other in phrase.mentions()
                      if other is not word and other.kind == "SUPER"}
            own = (nouns | phrase.category_words()) - {noun for noun in others if noun} \
                - {singular(noun) for noun in others if noun}
            # a verb right after it starts the rest of the sentence: "who studied least *scored*
            # 55%", "who charged the least *sold* the most cups"
            nouns_after = frozenset(noun for noun in _nouns_after(phrase, word)
                                    if not noun.endswith("ed") and noun not in PARTICIPLES)
            return self._superlative(word, own, nouns_after, counts_noun=last, verb=_verb_before(phrase, index),
                                     head=_word_after(phrase, word))
        if word.kind == "NUMBER":
            written = re.sub(r"^an?\s+(?:single\s+)?", "1 ", re.sub(r"['’]s$", "", word.text),
                             flags=re.IGNORECASE)  # "an hour", "a single cup"
            quantity = as_race_time(word.text, parse_quantity(re.sub(r"(?<=\S)-", " ", written)),  # not "-10"
                                    self.puzzle)
            matches = quantity_matches(self.puzzle, quantity, frozenset(nouns)) if quantity else []
            times = (label for category in self.puzzle.ordered if category.unit == "time" for label in category.labels)
            if quantity is not None and quantity.unit == "time" and half_of_day_unsaid(word.text, times):
                # "at 7:00" beside 7:00am and 7:00pm: either (as "7 o'clock" is)
                twelve = quantity_matches(self.puzzle, Quantity(quantity.number % 720, "clock"))
                matches = twelve if len(twelve) > 1 else matches
            if quantity is not None and quantity.unit in ("month", "weekday") and word.text[:1].isalpha():
                # "in May" with months January to April is no price of $5 or house 5
                matches = [match for match in matches if self.puzzle.category(match[0]).unit == quantity.unit]
            if word.text.split()[0].lower() in NUMBER_WORDS:
                # "three blooms" counts blooms; "two houses" is no house number
                matches = [match for match in matches if not self.puzzle.category(match[0]).positional]
            if not word.text[:1].isalpha():
                # "3 months" is no month named March, "2 days" no Tuesday
                matches = [match for match in matches if not match[1][:1].isalpha()
                           or self.puzzle.category(match[0]).unit not in ("month", "weekday")]
            said = _measure_said(phrase, phrase.words.index(word)) if quantity and quantity.unit is None else None
            if said == "calendar" and not any(kind(category) == "calendar" for category in self.puzzle.ordered):
                said = None  # "got off at 3" with bus stops and no times: the stop
            if said is not None:
                # "Ann paid 30": a price, never the age 30; "weighs 20" never an age
                matches = [match for match in matches if kind(self.puzzle.category(match[0])) == said]
                if not matches:
                    verb = _verb_before(phrase, phrase.words.index(word))
                    raise ResolveError(word.column, f"'{word.text}' after '{verb}' is {_MEASURE_NAMES[said]}, and "
                                                    "no such category has that value",
                                       f"write its unit, e.g. '{_WRITTEN_WITH_UNIT[said]}'")
            self._check_numbered_noun(phrase, word, quantity, matches)
            self._check_counted_noun(phrase, word, quantity, matches)
            self._check_measure_of_another(phrase, word, matches)
            after = _word_after(phrase, word)
            if len(matches) == 1 and after is not None \
                    and measures_another_dimension(self.puzzle.category(matches[0][0]), after):
                # "The oak is 20 feet wide" beside the trees' heights: its width, not its height
                raise ResolveError(word.column, f"'{word.text} {after}' is not what '{matches[0][0]}' measures",
                                   "say it of what the category measures")
            if len(matches) == 1:
                return matches[0]
            if not matches:
                raise ResolveError(word.column, f"no category has the value '{word.text}'")
            raise ResolveError(word.column, f"'{word.text}' could be {_either(matches)}",
                               "add the category's noun, e.g. 'the 2 day contract'")
        thing = _thing_noun_after(phrase, word, self.puzzle)
        member = _member_noun(thing, self.puzzle) if thing is not None else None
        if member is not None:
            return self._position(word, {member})  # "the eighth-grader": grade 8
        if thing is not None:
            index = phrase.words.index(word)
            doing = _relative_doing([item.text.lower() for item in phrase.words[index + 1:index + 6]])
            try:
                return self._position(word, set(), self._order_of_things(word, thing))
            except ResolveError:
                if doing is None:
                    raise
            # "the first box the judges looked at": first in the order of that doing
            return self._position(word, set(), verb=doing, event_named=True)
        following = _word_after(phrase, word)
        named = {following, singular(following)} if following else set()
        index = phrase.words.index(word)
        article = phrase.words[index - 1].text.lower() if index else ""
        if article in ("a", "an") and named & self.puzzle.category_nouns \
                and not any(named & category.nouns for category in self.puzzle.ordered):
            # "bought a second car": another car, not the car of the second date ("the last
            # customer" is the one of the last time)
            raise ResolveError(word.column, f"'{article} {word.text} {following}' is another one, not a place in "
                                            "an order", "name the order, e.g. 'the car of the first house'")
        verb, named_after = _event_verb(phrase, phrase.words.index(word))
        return self._position(word, _nouns_after(phrase, word), verb=verb, event_named=named_after)

    def _check_numbered_noun(self, phrase: Phrase, word: Word, quantity: Quantity | None,
                             matches: list[Reference]) -> None:
        """Refuses a bare number after a noun that is no category's ("swam in *heat* 3" beside
        lanes 1 to 4, "on *day* 3" beside `Week 1, Week 2`): the heat's number, not the lane's."""
        index = phrase.words.index(word)
        if quantity is None or quantity.unit is not None or index < 2 or not matches:
            return
        noun, before = phrase.words[index - 1], phrase.words[index - 2]
        written = noun.text.lower().rstrip(".")
        if noun.kind != "WORD" or not written.isalpha() or written in _NOT_NUMBERED_NOUNS \
                or written in _PREPOSITIONS or written in ("during", "since", "until", "till", "before", "after") \
                or before.text.lower() not in _PREPOSITIONS | {"the", "a", "an", "into", "onto"}:
            return
        for name, _ in matches:
            category = self.puzzle.category(name)
            words = {part.lower() for part in name.split()}
            if {written, singular(written)} & (category.nouns | words | {singular(part) for part in words}):
                return
        raise ResolveError(noun.column, f"'{noun.text} {word.text}': no category numbers {written}s",
                           f"did you mean '{matches[0][1]}'?" if len(matches) == 1 else None)

    def _check_measure_of_another(self, phrase: Phrase, word: Word, matches: list[Reference]) -> None:
        """Refuses a number of a category that says something else: "Sue owns 30 cars", "Sue
        scored 30", "the 40-year-old car" beside the owners' ages; "Ivy spent $40 on snacks"
        beside the ticket prices (measures_of_other_things)."""
        if len(matches) != 1:
            return
        category = self.puzzle.category(matches[0][0])
        index = phrase.words.index(word)
        after = [later.text.lower() if later.kind == "WORD" else "" for later in phrase.words[index + 1:index + 5]]
        following = phrase.words[index + 1] if index + 1 < len(phrase.words) else None
        counted = following.text if following is not None and following.kind == "VALUE" \
            and following.text.lower().endswith("s") else None  # ("5 kites")
        aged = age_said_of_another(self.puzzle, category, word.text, _verb_before(phrase, index), after[:2], counted)
        if aged is not None:
            raise ResolveError(word.column, f"'{aged}': '{category.name}' are the people's own ages, and this is "
                                            "not one", "name the category")
        timed = time_of_another_thing(self.puzzle, category, after[0] if after and after[0] else None)
        if timed is not None and index and phrase.words[index - 1].text.lower() in _OBJECT_OPENERS:
            raise ResolveError(word.column, f"'{word.text} {timed}': '{category.name}' does not time a {timed}",
                               "name the category")
        paid = paid_for_another(self.puzzle, category, after)
        if paid is not None:
            raise ResolveError(word.column, f"'{word.text} {paid}': '{category.name}' does not price that",
                               "name the category")

    def _check_counted_noun(self, phrase: Phrase, word: Word, quantity: Quantity | None,
                            matches: list[Reference]) -> None:
        """Refuses a bare number before a noun its category does not count ("Amir ate 30
        *apples*" beside ages 10 to 40, "has 3 medals" beside lanes 1 to 4): a count of apples,
        not the age 30."""
        index = phrase.words.index(word)
        if quantity is None or quantity.unit is not None or len(matches) != 1 or index + 1 >= len(phrase.words):
            return
        noun = phrase.words[index + 1]
        written = noun.text.lower()
        before = phrase.words[index - 1].text.lower() if index else ""
        closing = phrase.words[index + 2] if index + 2 < len(phrase.words) else None
        # a unit of measure ("a 10-ton truck"), or a plural noun that is no verb: "whoever is 30
        # owns the dog", "Route 22 costs $3" have a verb after the number
        measured = noun.kind == "WORD" and written.isalpha() and before not in self.puzzle.category_nouns \
            and (canonical_unit(written) in MEASURE_UNITS or (self._hyphened(word) and not written.endswith("ed")))
        counted = noun.kind == "WORD" and written.isalpha() and singular(written) != written \
            and before not in _AGED_WORDS | self.puzzle.category_nouns | {"number", "no", "num", "no."} \
            and phrase.words[index - 1].kind not in ("VALUE", "COMMA") \
            and before not in _DATING_PREPOSITIONS \
            and written not in KIND_WORDS and written not in _VERBS_BEFORE_AMOUNTS \
            and (closing is None or closing.kind == "COMMA" or closing.text.lower() in _AFTER_COUNTED)
        if not (measured or counted):
            return
        category = self.puzzle.category(matches[0][0])
        unit = canonical_unit(written) if measured else singular(written)
        if unit in COUNTED_ALIKE and unit not in category.nouns:
            unit = COUNTED_ALIKE[unit]  # "a 24-story building" beside `floors`
        if unit in category.nouns or written in category.nouns or unit == category.unit \
                or measurable(category, unit, learned_nouns(self.puzzle, category)):
            return
        raise ResolveError(word.column, f"'{word.text} {noun.text}': '{category.name}' is not counted in "
                                        f"{unit_plural(unit)}, so {word.text} is not its value here",
                           "say what the number is, e.g. 'the one who is 30'")

    def _hyphened(self, word: Word) -> bool:
        """Whether ``word`` is written joined to the next by a hyphen ("a *10*-ton truck")."""
        end = word.column - self.sentence_column + len(word.text)
        return 0 < end < len(self.text) and self.text[end] == "-"

    def _order_of_things(self, word: Word, noun: str) -> Category:
        """The category of dates, times or places whose things the clues call ``noun`` ("the
        June 17 *party*"), for "the last party", or the puzzle's one category of dates or times
        when no clue gives the noun to an ordered category ("the Kourou launch" names a launch by
        its site) and there is no line of places, or the puzzle's one line of places when the
        clues give the noun to several categories (the rows' own noun) and there is no category
        of dates or times; raises ResolveError when there is none."""
        name = self.puzzle.thing_nouns.get(noun, self.puzzle.thing_nouns.get(singular(noun)))
        category = self.puzzle.category(name) if name else None
        calendar = [category for category in self.puzzle.ordered if kind(category) == "calendar"]
        lines = [category for category in self.puzzle.ordered
                 if category.positional and category.name not in self.puzzle.numbered]  # "Screen 3" is a name
        # "the Sriharikota launch": the thing itself; "the pirate float", "the 36-foot float": the
        # noun of several categories' things (learned as ""), so the things themselves too
        unordered = (category is not None and not category.ordered) or name == ""
        if (name is None or unordered) and len(calendar) == 1 and not lines:
            category = calendar[0]  # "the last showing" with one category of times and no line of places
        elif name == "" and len(lines) == 1 and not calendar:
            # "the fourth float" where the clues call several categories' things floats (the rows
            # themselves), with one line of places (the parade's) and no times ("the first guest",
            # a noun no clue gives, may be an order of arrival: refused)
            category = lines[0]
        if category is None or category not in self.puzzle.ordered or kind(category) not in ("calendar", "position"):
            raise ResolveError(word.column, f"'{word.text} {noun}': no clue calls one category's dates, times or "
                               f"places a '{noun}', so its order is unknown",
                               "name the category, e.g. 'the first house'")
        _check_counted_in(word, noun, category)
        return category

    def _named(self, word: Word, nouns: set[str], before: list[str], after: str | None) -> Reference:
        try:
            matches = sorted(self._forms_of(word.text))
        except ResolveError as error:
            raise ResolveError(word.column, error.message) from None
        if word.text[:1].islower() and label_keys(word.text) not in self.puzzle.aliases:
            matches = [ref for ref in matches if not ref[1][:1].isupper()] or matches
        if len(matches) > 1 and before[-1:] == ["of"] and len(before) >= 2:
            # "the owner of Rex" beside owners and dogs both called Rex: Rex is no owner here (the
            # noun before "of" is another of that row's, not the value's own category)
            related = [ref for ref in matches if before[-2] in self.puzzle.category(ref[0]).nouns]
            matches = [ref for ref in matches if ref not in related] if len(related) < len(matches) else matches
        if len(matches) > 1:
            # a value two categories share is told apart by the category's noun right after it
            # ("red hair", "the Alma child") or anywhere before it ("whose child is named Alma"),
            # never after it ("Alma's child" is Alma's, not the child Alma)
            head = label_keys(word.text.replace("-", " "))[-1]
            told_apart = self._told_apart(matches, head, nouns, before, after)
            if told_apart is not None:
                return told_apart
            raise ResolveError(word.column, f"'{word.text}' could be {_either(matches)}",
                               "rename one of the values or declare an alias")
        return matches[0]

    def _told_apart(self, matches: list[Reference], head: str, nouns: set[str],
                    before: list[str], after: str | None) -> Reference | None:
        """The one of several categories sharing a value that the words around it name, or None.

        In order: a category noun right after the value ("red *hair*"); the nouns before it
        ("whose *child* is named Alma"), where a category whose whole name is written wins
        ("whose *favourite colour* is red" over the hair colour); a word of liking for the one
        favourite category ("the cat *lover*", "who *loves* cats") and a word of having for the
        one that is not a favourite ("who *owns* a cat", "the cat *owner*"), the nearest such
        word deciding; "named Alma" for the person's own name when no other category's noun
        comes before it, and a bare "Alma" when the other categories are a child's or a
        mother's names (they are written with their noun)."""
        category = self.puzzle.category
        for told in ({head}, nouns):
            narrowed = [ref for ref in matches if category(ref[0]).nouns & told]
            if len(narrowed) == 1:
                return narrowed[0]
            whole = [ref for ref in narrowed if _whole_name_written(category(ref[0]), told)]
            if len(whole) == 1:
                return whole[0]
        favourite = [ref for ref in matches if category(ref[0]).nouns & _FAVOURITE_NOUNS]
        after_cue = after if after in _AGENT_NOUNS else None  # "the cat lover", not "red owns a cat"
        cue = next((cue for cue in [after_cue, head, *reversed(before)] if cue in _LIKING_WORDS | _HAVING_WORDS),
                   None)
        if cue in _LIKING_WORDS and len(favourite) == 1:
            return favourite[0]
        if cue in _HAVING_WORDS and len(matches) - len(favourite) == 1:
            return next(ref for ref in matches if ref not in favourite)
        own_name = [ref for ref in matches if category(ref[0]).nouns & {"name", "names"}]
        undecided = not any(category(ref[0]).nouns & (nouns | {head}) for ref in matches)
        if before[-1:] in (["named"], ["called"]) and undecided and len(own_name) == 1:
            return own_name[0]
        if undecided and len(own_name) == 1 and all(category(ref[0]).nouns & KIN_NOUNS
                                                    for ref in matches if ref not in own_name):
            # a child's or mother's name is written with its noun ("whose child is named Alice",
            # "the mother of Alice"); a bare "Alice" is the person's own name
            return own_name[0]
        return None

    def _forms_of(self, text: str) -> set[Reference]:
        """The values a VALUE token names: its words as a form, else without the title the
        lexer took with it ("Dr. Castillo") or the category noun after it ("Pierce Arena", with the
        name's own words before it: "Looe Sailing Club")."""
        candidates = []
        for keys in (label_keys(text), label_keys(text.replace("-", " "))):  # "second-place" as cut
            candidates.append(keys)
            if keys[:1] and keys[0] in TITLES:
                candidates.append(keys[1:])
            if keys[-1:] and (keys[-1].rstrip(".") in NAME_HEADS or keys[-1] in SCHOOL_HEADS
                              or keys[-1] in SAME_KIND_WORDS) and len(keys) > 1:
                # "Hollis Arena", "Streeter Inc.", "Northfield High" (the lexer checked the rest)
                candidates.append(keys[:-1])
            if keys[-1:] and keys[-1] in self.puzzle.category_nouns:
                candidates += [keys[:-1]] + ([keys[1:-1]] if keys[0] in TITLES else [])
                candidates += [keys[:-extra] for extra in (2, 3) if len(keys) > extra]  # "Looe Sailing Club"
        written = label_keys(text)
        title = written[0] if written[:1] and written[0] in TITLES else None
        for candidate in candidates:
            if candidate and candidate in self.puzzle.forms:
                found = self.puzzle.forms[candidate]
                if title is not None:
                    titled = {ref for ref in found if _title_fits(title, ref[1])}
                    if not titled:
                        named = ", ".join(sorted(label for _, label in found))
                        raise ResolveError(0, f"'{text}' is titled differently from {named}")
                    return titled
                return found
        raise ResolveError(0, f"'{text}' names no value")

    def _stuff_of_the_opening(self, counted: set[str], verb: str | None) -> bool:
        """Whether "the most ``counted``" is the stuff the opening tells of, and the doing its
        measure is of: "picked the most berries" where the opening says "U-Pick Blueberries ...
        how much they picked", "sold the most books" at "Pageturner Books" beside `copies sold`.
        The category is then the one the doing chooses, as for "picked the most"."""
        said = self.puzzle.intro_words
        doing = verb is not None and (verb.lower() in said or any(
            verb.lower() in category.name.lower().split() for category in self.puzzle.ordered))
        return doing and all(any(word == noun or word.endswith(noun) for word in said) for noun in counted)

    def _superlative(self, word: Word, nouns: set[str], following: frozenset[str], place: int = 1,
                     counts_noun: bool = False, verb: str | None = None, head: str | None = None) -> Reference:
        """"the newest", "the most stamps", "the top floor": the first or last value of the
        ordered category the word's comparative is about (``measures.choose``); the noun right
        after it ("the smallest *class*") counts before the sentence's other nouns. ``place``
        2 is "the second newest"."""
        key = " ".join(word_key(part) for part in word.text.split())
        if key not in SUPERLATIVE_OF:
            # "the oldest's pet", "the one who spent the least's item": whose is not said plainly
            raise ResolveError(word.column, f"'{word.text}': a superlative without its noun owns nothing I can read",
                               "name whose it is, e.g. 'the oldest person's pet'")
        comparative = SUPERLATIVE_OF[key]
        # a plural noun right after "the most" is what is counted ("the most stamps"); not a verb
        # ("paid the most did not", "the most is")
        counted = {noun for noun in following if noun.isalpha() and noun.endswith("s") and len(noun) > 3
                   and not noun.endswith(("ss", "us")) and noun not in FUNCTION_WORDS
                   and noun not in ("does", "goes", "has", "was", "is", "gets", "pays", "costs", "makes")}
        people = comparative in ("more", "less", "fewer") and counts_noun and bool(counted) \
            and counted <= PEOPLE_COUNTED  # "drew the most listeners": a count of people, as "40 more listeners"
        if comparative in ("more", "less", "fewer") and counts_noun and counted and not people and not (
                counted & self.puzzle.category_nouns or counted & set(self.puzzle.thing_nouns)
                or {singular(noun) for noun in counted} & self.puzzle.unit_words  # "the most stars"
                or {COUNTED_ALIKE.get(singular(noun)) for noun in counted} & self.puzzle.category_nouns
                or counts_records(self.puzzle, counted)  # "won the most games" beside records `18-6`
                or self._stuff_of_the_opening(counted, verb) or won_contests(self.puzzle, counted, verb)):
            # "the most stamps" in a puzzle with no stamps: never another count instead
            raise ResolveError(word.column, f"'{word.text} {sorted(counted)[-1]}': no category counts "
                                            f"{sorted(counted)[-1]}", "name the category, e.g. 'the most stamps'")
        stuff = other_stuff(self.puzzle, head) if comparative in ("more", "less") and head else None
        if stuff is not None:
            # "drank the most water" beside cups of coffee, "the least money" with no money
            raise ResolveError(word.column, f"'{word.text} {stuff}': no category measures {stuff}",
                               "name the category")
        won = comparative in ("more", "less", "fewer") and won_contests(self.puzzle, counted, verb)
        choice = choose(self.puzzle, comparative, singular(sorted(counted)[-1]) if people or won else None, nouns,
                        following, verb=verb)
        if choice.category is None:
            raise ResolveError(word.column, f"'{word.text}': {choice.problem}",
                               "name the category, e.g. 'the most stamps'")
        shown = said_of_another(self.puzzle, choice.category, comparative, head, verb, word.text)
        if shown is not None:
            # "Eve gave the tallest order" beside the guests' heights: no category holds that
            raise ResolveError(word.column, f"'{shown}': '{choice.category.name}' does not measure that",
                               "name the category")
        aged = kind(choice.category) == "age" or is_birth_dates(choice.category)
        if comparative in ("older", "younger") and aged and aged_thing_noun(self.puzzle, choice.category, head, verb):
            # "the oldest pet" beside the owners' ages: the pet's own age is in no category
            raise ResolveError(word.column, f"'{word.text} {head}': '{choice.category.name}' are the people's",
                               "name the category")
        theirs = head is not None and opening_says_theirs(self.puzzle, head)  # ("their old tractors")
        if comparative in ("older", "younger") and head is not None and not theirs \
                and dates_a_thing_made(choice.category, self.puzzle.intro_words) and (
                person_noun(self.puzzle, head) or any(
                    head in category.nouns and named_by_first_names(category.labels)
                    for category in self.puzzle.categories)):
            # "Ben is the oldest pilot" beside the years the planes were built: not his age
            raise ResolveError(word.column, f"'{word.text} {head}': '{choice.category.name}' dates when things were "
                                            "made, not a person's age", "name the category")
        thing = thing_of_an_age(choice.category, self.puzzle) if comparative in ("older", "younger") else None
        if thing is not None and head is not None and person_noun(self.puzzle, head) \
                and head not in (thing, thing + "s"):
            # "the oldest driver" beside the cars' model years: the driver's age is in no category
            raise ResolveError(word.column, f"'{word.text} {head}': '{choice.category.name}' says how old the {thing} "
                                            "is, not the person", "name the category")
        in_order = choice.category.labels_in_order()
        if place > len(in_order):
            raise ResolveError(word.column, f"'{choice.category.name}' has only {len(in_order)} values")
        return choice.category.name, in_order[-place] if choice.direction > 0 else in_order[place - 1]

    def _position(self, word: Word, nouns: set[str], order: Category | None = None,
                  verb: str | None = None, event_named: bool = False) -> Reference:
        """A position word: the place in ``order`` when given, else in the order of the
        category named right after it ("the fifth floor" is floor 5, "first in brightness"),
        else of the puzzle's one positional category, else of its one category of dates or times
        ("opened first"); a verb of an event in time before it ("departs first", "checked in
        last") takes the one category of dates or times before the places."""
        if word.text.lower() in _MEDAL_PLACES:
            verb = "won"  # "took the bronze", "earned silver": a medal is a place in the result, whatever the verb
        candidates = [order] if order is not None else ordered_by_nouns(self.puzzle, nouns)
        named = order is None and bool(candidates)
        winning = re.sub(r"['’]s$", "", word.text.lower().split()[0]) in ("won", "wins", "winner", "winning") \
            or (verb or "").startswith(FINISHING_STARTS)
        places = contest_places(self.puzzle) if winning else None
        if not candidates and places is not None:
            candidates = [places]  # "Marco won" with grades and placings: first placing
        no_result = None
        if not candidates:
            position = self.puzzle.position
            finishing = (verb or "").startswith(FINISHING_STARTS) or (verb or "") in _RESULT_VERBS \
                or word.text.lower().startswith(("won", "win", "led"))
            dropped = position is not None and finishing and not is_contest_places(position) \
                and not ranks_a_quality(position)
            if dropped:
                no_result = position
                position = None  # "finished first" with lanes or bibs 1, 2, 3: the lane is no result
            elif position is not None and not is_contest_places(position) and not nouns \
                    and (verb is None or verb in _COPULA_WORDS) and result_of_contest(self.puzzle) is not None:
                # "Becky was third" beside lanes 1 to 5 and race times: the third lane, or third
                # in the race?
                raise ResolveError(word.column, f"'{word.text}': in the result, or in '{position.name}'? Say which",
                                   f"e.g. 'finished {word.text}' or 'in the {word.text} "
                                   f"{singular(sorted(position.nouns)[0])}'")
            calendar = [category for category in self.puzzle.ordered if kind(category) == "calendar"]
            if verb and calendar:
                # "was visited last" beside weekdays and the years the houses were built: the
                # weekdays (the years are of the building); with the years alone, refused
                others = [category for category in calendar
                          if years_of_another_doing(category, verb, self.puzzle.intro_words)]
                if others and len(others) == len(calendar) and position is None:
                    raise ResolveError(word.column, f"'{word.text}' with '{verb}': '{others[0].name}' dates another "
                                                    "event, so which order is meant is not said",
                                       "name the category, e.g. 'the earliest departure'")
                calendar = [category for category in calendar if category not in others]
            places_left = False
            spatial = any(part in _SPATIAL_PLACE_WORDS for part in word.text.lower().replace("-", " ").split())
            if position is not None and position.nouns & SPATIAL_NOUNS and calendar \
                    and (verb or "") not in SPATIAL_VERBS and not spatial and not nouns & position.nouns:
                # "Ann was first", "the first appointment" beside times and seat or room numbers: a
                # time (when a noun says what is ordered), never seat 1
                dated = [category for category in calendar if not verb or not self._another_event(category, verb)]
                if len(dated) != 1 or not (nouns or (verb and verb not in _COPULA_WORDS)):
                    raise ResolveError(word.column, f"'{word.text}': in time, or in '{position.name}'? Say which",
                                       f"e.g. 'the first {singular(sorted(position.nouns)[0])}' or 'the earliest'")
                position, calendar, places_left = None, dated, True
            if (verb or "") in ENDING_VERBS and any(starts_only(category) for category in calendar):
                # "left first", "the first to leave" with check-in days: when a stay ends is not said
                raise ResolveError(word.column, f"'{word.text}' with '{verb}': when things end is not a category "
                                                "here (only when they begin)", "name the category")
            dated = [category for category in calendar if dated_by(category, verb or "")
                     and not self._another_event(category, verb or "")]
            if verb == "born" and dated and any(kind(category) == "age" for category in self.puzzle.ordered) \
                    and not any(category.nouns & _BIRTH_NOUNS for category in dated):
                # "Ann was born first" beside ages and dates: the oldest, or the earliest date?
                raise ResolveError(word.column, f"'born {word.text}' beside ages and '{dated[0].name}': by age "
                                                "or by date?", "say 'the oldest', or name the date's category")
            if len(dated) > 1:
                # "was built last" beside weekdays and the years the opening says they were built
                own = [category for category in dated if years_of_the_doing(category, verb or "",
                                                                            self.puzzle.intro_words)]
                dated = own if len(own) == 1 else dated
            if dated:
                candidates = dated
            elif calendar and KIND_WORDS.get(verb or "") == "calendar" and position is not None:
                # "Ann was the first to leave" with birth dates: which order is not said
                raise ResolveError(word.column, f"'{word.text}' with '{verb}': no category of times or dates "
                                                f"is named for it, so which order is meant is not said",
                                   "name the category, e.g. 'the earliest departure'")
            elif position is not None and verb in ORDER_VERBS and position.nouns & SPATIAL_NOUNS:
                # "Ann spoke first" beside seat numbers and no times (with times, the branch above
                # took the times): an order of turns, not the seats
                raise ResolveError(word.column, f"'{word.text}' with '{verb}': '{position.name}' is no order of "
                                                "turns", "name the order, e.g. 'the first speaker'")
            elif position is not None:
                if verb:
                    # "the first to be promoted" beside hiring years: not the year of that event
                    calendar = [category for category in calendar if not self._another_event(category, verb)]
                # "the first to be tested", "the first to be promoted": an event, and its order
                told = _event_in_time(verb) or event_named or verb in EVENT_VERBS
                result = is_contest_places(position) and not (verb or "").startswith(FINISHING_STARTS) \
                    and (verb or "") not in _RESULT_VERBS and not position.nouns & (SEQUENCE_NOUNS | _ORDER_NAMES)
                if told and result:
                    # "Ann was interviewed first" beside places in a result and days: the day
                    if len(calendar) != 1:
                        raise ResolveError(word.column, f"'{word.text}' with '{verb}': '{position.name}' is the "
                                                        "result, no order of that", "name the order, e.g. "
                                                                                    "'the earliest interview'")
                    candidates = calendar
                elif told and not position.nouns & (SEQUENCE_NOUNS | POSITION_NOUNS):
                    if event_named and len(calendar) == 1:
                        candidates = calendar  # "the first to be tested" with test times and attempts
                    else:
                        # "Ann left first" in a row of houses: the houses are no order of leaving
                        raise ResolveError(word.column, f"'{word.text}' with '{verb}': '{position.name}' is no "
                                                        "order in time", "name the order, e.g. 'the first house'")
                else:
                    candidates = [position]
            elif calendar and verb and all(self._another_event(category, verb) for category in calendar):
                # "Ann was the first to be born" with trip months, "the first ferry to arrive"
                # with departures: no category dates that event
                raise ResolveError(word.column, f"'{word.text}' with '{verb}': no category of times or dates is "
                                                "named for it", "name the category, e.g. 'the earliest departure'")
            elif (places_left or not any(category.positional for category in self.puzzle.ordered)) \
                    and len(calendar) == 1:
                candidates = calendar  # "opened first", "the last to expire": first in time
            else:
                # "finished first" is no score or price: only a line of places or a time
                candidates = [category for category in self.puzzle.ordered
                              if kind(category) in ("position", "calendar")
                              and not (dropped and category.positional)]
                if not candidates and finishing:
                    # "finished last" in a race timed in minutes and seconds, or with finishing
                    # times: the slowest time
                    candidates = [category for category in self.puzzle.ordered if category.unit == "second" or (
                        category.unit in ("minute", "hour") and kind(category) == "duration" and (
                            any(noun.startswith("finish") for noun in category.nouns)
                            or category.nouns & {"time", "times"}))]  # `times : 41 minutes, 43 minutes`
        if not candidates and no_result is not None:
            said = " ".join(filter(None, (verb, word.text)))
            raise ResolveError(word.column, f"'{said}' is a place in a result, and '{no_result.name}' "
                                            "is no result (the puzzle has no places in one)",
                               f"name the {no_result.name} if that is meant")
        if len(candidates) != 1:
            what = "no ordered category" if not candidates else \
                "several ordered categories (" + ", ".join(c.name for c in candidates) + ")"
            raise ResolveError(word.column, f"'{word.text}' needs an order, but the puzzle has {what}",
                               "name the category, e.g. 'the first house'")
        category = candidates[0]
        in_order = category.labels_in_order()
        text = " ".join(word_key(part) for part in word.text.split())
        sided = " ".join(text.replace("-", " ").replace("hand", " ").split())
        if sided in ("leftmost", "far left", "left end", "rightmost", "far right", "right end") \
                and places_without_sides(category, self.puzzle):
            # "finished at the right end" beside places in a race: a result has no left or right
            raise ResolveError(word.column, f"'{word.text}' needs a row, and '{category.name}' are places in a result",
                               "say the place ('finished last')")
        if re.sub(r"['’]s$", "", text.split()[0]) in ("won", "wins", "led", "leads", "winner", "winners", "champion",
                                                      "champions", "winning"):
            text = "first"  # "won the tournament", "led the parade", "the winner's dog", "the champion"
        elif text in _MEDAL_PLACES:
            text = _MEDAL_PLACES[text]  # "won the gold medal", "took silver"
        elif re.sub(r"['’]s$", "", text) in ("runner up", "runner-up"):
            text = "second"  # "the runner-up"
        elif text.startswith(("brought", "closed", "closes")) or text == "final":
            text = "last"  # "brought up the rear", "the final launch", "closed the festival"
        elif text.startswith(("opened", "opens")) or text == "opening":
            text = "first"  # "opened the show", "the opening act"
        elif text in ("closing", "dead last") or text.startswith(("back", "rear")):
            # "the closing act", "finished dead last", "the back of the queue" (the first pew where
            # the opening numbers them from the back)
            text = "first" if category.back and text.startswith(("back", "rear")) else "last"
        elif text.startswith(("front", "head")):
            # "the front of the queue", "the front carriage" (the last where numbered from the back)
            text = "last" if category.back and text.startswith("front") else "first"
        elif " ".join(text.replace("-", " ").replace("hand", " ").split()) in ("leftmost", "far left", "left end"):
            text = "first"  # "the leftmost house", "on the far left": left is the start of a row
        elif " ".join(text.replace("-", " ").replace("hand", " ").split()) in ("rightmost", "far right", "right end"):
            text = "last"
        if text == "last":
            return category.name, in_order[-1]
        if text.replace("-", " ") in _BEFORE_LAST:
            return category.name, in_order[-2]
        if text in ("middle", "center", "centre"):
            if len(in_order) % 2 == 0:
                raise ResolveError(word.column, f"'{category.name}' has an even number of values, so no middle one")
            return category.name, in_order[len(in_order) // 2]
        place = ORDINAL_WORDS.get(text)
        if place is None:
            raise ResolveError(word.column, f"'{word.text}' is no place I can read")
        numbered = [label for label, quantity in zip(category.labels, category.quantities) if quantity.number == place]
        if named and kind(category) == "calendar" and not category.positional and category.unit != "ordinal":
            # "the first tour" of tour times is the earliest; "the third month" of January,
            # March, May: March, or the third listed?
            if numbered and place <= len(in_order) and numbered[0] != in_order[place - 1]:
                raise ResolveError(word.column, f"'{word.text}' could be {numbered[0]} or the {word.text} of "
                                                f"{category.name} in order, {in_order[place - 1]}",
                                   f"name the value, e.g. '{numbered[0]}'")
        elif named or category.unit == "ordinal" or category.positional:
            # "the fifth floor" with floors 2..5 is floor 5, not the fifth value; "came in sixth"
            # with places second..sixth is the place "sixth"
            if numbered and category.unit != "ordinal" and not category.nouns & LEVEL_NOUNS \
                    and place <= len(in_order) and numbered[0] != in_order[place - 1]:
                # "the fourth house" of houses 2, 4, 6, 8: house 4, or the fourth along (8)?
                raise ResolveError(word.column, f"'{word.text}' could be {numbered[0]} or the {word.text} of "
                                                f"{category.name} in order, {in_order[place - 1]}",
                                   f"name the value, e.g. '{category.name} {numbered[0]}'")
            if numbered:
                return category.name, numbered[0]
            raise ResolveError(word.column, f"'{category.name}' has no value {place}")
        if place > len(in_order):
            raise ResolveError(word.column, f"'{category.name}' has only {len(in_order)} values")
        return category.name, in_order[place - 1]


# Words of grammar that are also names ("will", "may", "can"): never read as the name
_GRAMMAR_WORDS = frozenset("will may can might must shall did does are was were has had".split())
_BEFORE_LAST = frozenset({"second to last", "next to last", "last but one", "penultimate"})
_FAVOURITE_NOUNS = frozenset({"favourite", "favorite", "preferred"})
_LIKING_WORDS = frozenset("love loves loved lover lovers like likes liked enjoy enjoys enjoyed fan fans "
                          "enthusiast enthusiasts prefer prefers preferred adore adores".split())
_AGENT_NOUNS = frozenset("lover lovers fan fans enthusiast enthusiasts owner owners keeper keepers".split())
_HAVING_WORDS = frozenset("has have had own owns owned owner owners keep keeps kept keeper keepers".split())


def _whole_name_written(category: Category, told: set[str]) -> bool:
    """Whether every word of ``category``'s name (in either spelling) is in ``told``."""
    words = name_and_unit(category.name)[0].lower().split()
    return len(words) > 1 and all(({word, singular(word)} | spellings(word)) & told for word in words)


# Names of a line that may order anything ("position : 1, 2, 3": an order of arriving too)
_ORDER_NAMES = frozenset("position positions order orders".split())
# Nouns of a category of dates of birth
_BIRTH_NOUNS = frozenset("birth births birthday birthdays born".split())
# Verbs of a result ("ranked first") and irregular pasts of an event ("sang first")
_RESULT_VERBS = frozenset("ranked ranks rank placed scored scores won wins finished ended rated".split())
_PAST_EVENTS = frozenset("sang spoke ran rode swam flew drove went came began got took ate".split())
# Verbs of moving away or travelling, beside the verbs of events in time (measures.KIND_WORDS)
_MOVING_VERBS = frozenset("left travelled traveled travels flew flies sailed sails went goes reached reaches".split())


def _event_in_time(verb: str | None) -> bool:
    """Whether ``verb`` tells of an event in time ("left", "arrived", "was born", "moved in",
    "showed up", "was interviewed"), which a place in a row of houses or seats does not order
    (not "finished", "placed", "sat", "lived")."""
    if verb is None:
        return False
    if KIND_WORDS.get(verb) == "calendar" or verb in _MOVING_VERBS or verb in ENDING_VERBS or verb in ORDER_VERBS:
        return True
    head = verb.split()[0]
    return (head.endswith("ed") or head in _PAST_EVENTS) and KIND_WORDS.get(head) is None \
        and not head.startswith(FINISHING_STARTS) and head not in _RESULT_VERBS and head not in SPATIAL_VERBS


# "the last ship in", "the first one home": the verb they stand for ("the first one out" is left
# as it was: setting out, or leaving?)
_COMING_PARTICLES = {"in": "arrived", "home": "arrived", "back": "returned"}


def _event_verb(phrase: Phrase, index: int) -> tuple[str | None, bool]:
    """The verb that says what the position word at ``index`` orders, and whether it comes
    after it ("the first to be born", "the last one to arrive"; else "departs first")."""
    after = [word.text.lower().rstrip(".") for word in phrase.words[index + 1:index + 8]]  # "in." (inches) too
    if after[:2] == ["of", "the"] and after[3:4] == ["to"] or after[:2] == ["of", "them"] and after[2:3] == ["to"]:
        after = after[after.index("to"):]  # "the last of the five to finish", "the first of them to leave"
    after = after[:4]
    if after[:1] in (["one"], ["ones"]) or after[1:2] == ["to"] or (after[1:2] and after[1] in _COMING_PARTICLES):
        after = after[1:]  # "the last one to arrive", "the first ferry to leave", "the last ship in"
    if after[:1] and after[0] in _COMING_PARTICLES and (len(after) == 1 or after[1] in (",", ";", "and", "but")):
        return _COMING_PARTICLES[after[0]], True  # "the last ship in": the last to arrive
    if after[:1] == ["to"]:
        after = after[1:]
        if after[:1] == ["be"] or after[:1] == ["get"] and after[1:2] and after[1].endswith("ed"):
            after = after[1:]  # "the first to be born", "the last to get married"
        return (after[0] if after else None), True
    clause = _relative_doing(after)
    if clause is not None:
        return clause, True
    return _verb_before(phrase, index), False


_DOERS = frozenset("they we he she i you".split())
# Verbs of going through the things one at a time, whose order is one in time ("the last house
# the party saw", "the first box the judges looked at")
_TAKING_IN_TURN = frozenset("saw seen visited toured looked judged inspected examined tested tried tasted sampled "
                            "viewed reached passed met interviewed called stopped heard checked assessed marked "
                            "photographed explored served collected delivered treated".split())


def _relative_doing(after: list[str]) -> str | None:
    """The verb of a clause right after "the last house": "the last house visited", "the last
    house they visited", "the last house the party saw" (the clause ends there, or with the
    verb's preposition: "the first box the judges looked at"), "the first lorry to leave";
    else None."""
    if not after or not after[0].isalpha():
        return None
    rest = after[1:]
    infinitive = rest[:1] == ["to"]
    if infinitive:
        rest = rest[2:] if rest[1:2] == ["be"] else rest[1:]  # "the first lorry to leave", "... to be born"
    elif rest[:1] and rest[0] in _DOERS:
        rest = rest[1:]
    elif rest[:1] == ["the"] and rest[1:2] and rest[1].isalpha():
        rest = rest[2:]
    verb = rest[0] if rest else None
    if verb is None or not (verb in _TAKING_IN_TURN or KIND_WORDS.get(verb) == "calendar"):
        return None  # ("the first box the judges liked" need not be the first they saw)
    if infinitive:
        return verb  # the sentence goes on after it: "the first lorry to leave is next to ..."
    tail = rest[1:]
    if tail[:1] and tail[0] in ("at", "to", "in", "on", "round", "around", "over"):
        tail = tail[1:]
    return verb if not tail or tail[0] in (",", ";", "and", "but", ".") else None


_MEASURE_NAMES = {"money": "an amount of money", "size": "a size or weight", "calendar": "a time or a date"}
_WRITTEN_WITH_UNIT = {"money": "$30", "size": "60 inches", "calendar": "2:00pm"}


# Words after a verb that leave it a verb of time: "checked in at 2", "showed up at 4"
_PARTICLES = frozenset("in out up off there back home away".split())
# Verbs of coming and going that are no category's word: "left at 4", "got there at 4"
_COMING_AND_GOING = frozenset("left leave leaves got gets came comes come returned returns return showed shows "
                              "turned turns pulled pulls set sets woke wakes rang rings called calls finished "
                              "finishes went goes boards boarded due dropped drops popped pops stopped stops walked "
                              "walks".split())


def _of_time(words) -> bool:
    """Whether ``words`` end with a verb of time or of coming and going ("arrived", "checked
    in", "got there", "left")."""
    keys = [word.text.lower() for word in words]
    while keys and keys[-1] in _PARTICLES:
        keys.pop()
    return bool(keys) and (KIND_WORDS.get(keys[-1]) == "calendar" or keys[-1] in _COMING_AND_GOING)


def _measure_said(phrase: Phrase, index: int) -> str | None:
    """The kind of measure the words around a bare number say ("paid 30", "sold for 20": money;
    "weighs 20", "is 20 tall": a size; "arrived at 2": a time), or None."""
    before = _verb_before(phrase, index) or ""
    if before == "for" and any(word.text.lower() in _SELLING | _PAYING for word in phrase.words[:index]):
        return "money"  # "sold for 20", "sold her bike for 20", "went for 20"
    after = phrase.words[index + 1].text.lower() if index + 1 < len(phrase.words) else ""
    if before in ("at", "by", "around") and index >= 2 and _of_time(phrase.words[:index - 1]):
        return "calendar"  # "arrived at 2", "leaves at 2", "checked in at 2": a time, never table 2
    said = KIND_WORDS.get(before) or (KIND_WORDS.get(after) if after in _MEASURED_AFTER else None)
    return said if said in ("money", "size") else None


_SELLING = frozenset("sold sells sell went goes bought buys priced listed rented rents auctioned".split())
_PAYING = frozenset("paid pays pay spent spends charged charges".split())
_MEASURED_AFTER = frozenset("tall long wide deep heavy".split())  # "is 20 tall"


def _verb_before(phrase: Phrase, index: int) -> str | None:
    """The word before the superlative or position word at ``index``, its article and a verb's
    particle ("paid" in "paid the most", "checked" in "checked in first")."""
    words = [word.text.lower() for word in phrase.words[:index]]
    while words and words[-1] in ("the", "a", "an"):
        words.pop()
    finish = len(words) >= 2 and words[-1] in ("line", "tape") and words[-2] == "finish"
    if len(words) >= 3 + finish and words[-1] in ("line", "finish", "tape") and words[-2 - finish] == "the":
        words = words[:-2 - finish]  # "crossed the line first", "crossed the finish line first": crossed
    if len(words) >= 2 and f"{words[-2]} {words[-1]}" in ENDING_VERBS:
        return f"{words[-2]} {words[-1]}"  # "checked out first": leaving, not checking in
    if len(words) >= 2 and words[-1] in ("in", "out", "up", "off", "on") and (
            words[-2].endswith("ed") or words[-2] in ("came", "come", "comes", "went", "got")):
        words.pop()
    if len(words) >= 2 and words[-1] == "at" and words[-2].startswith(FINISHING_STARTS) \
            and index < len(phrase.words) and phrase.words[index].text.lower() in ("top", "bottom"):
        words.pop()  # "finished at the bottom": finished
    return words[-1] if words else None


def _word_after(phrase: Phrase, word: Word) -> str | None:
    index = phrase.words.index(word) + 1
    return phrase.words[index].text.lower() if index < len(phrase.words) else None


def phrase_words_before(phrase: Phrase, word: Word) -> list[str]:
    """The lowercase words of ``phrase`` between the name before ``word`` (if any) and ``word``:
    the verb that goes with it ("who loves painting *owns a* cat")."""
    words: list[str] = []
    for item in phrase.words[:phrase.words.index(word)]:
        words = [] if item.kind != "WORD" else words + [item.text.lower()]
    return words


def _nouns_before(phrase: Phrase, word: Word) -> set[str]:
    """The content words of ``phrase`` before ``word`` and their singulars. A possessor's name
    is the possessor ("whose *mother's* name is Joan" is about the mother called Joan, not the
    name category), so there the possessor counts, not "name"; "the person's *child* is named
    Alice" keeps the child."""
    index = phrase.words.index(word)
    words: set[str] = set()
    owned = False
    for position, item in enumerate(phrase.words[:index]):
        text = item.text.lower()
        if item.kind != "WORD":
            words, owned = set(), False  # nouns before another name are that name's
            continue
        if text in PARENT_WORDS and phrase.words[position + 1].text.lower() == "of":
            words |= CHILD_NOUNS  # "the mother of Alice": Alice is the child, not a mother
            continue
        if text.endswith(("'s", "’s")):
            words.add(text[:-2])
            owned = True
        elif owned and text in ("name", "names"):
            owned = False  # the possessor's own name: "name" in "mother's name"
        else:
            owned = False
            words.add(text)
    return words | {singular(item) for item in words}


def _nouns_after(phrase: Phrase, word: Word) -> set[str]:
    """The words right after a position word, or after "in"/"in the" there ("the first house",
    "first in brightness", "the fifth-place finisher"); singulars too."""
    index = phrase.words.index(word)
    following = [item.text.lower() for item in phrase.words[index + 1:index + 4]]
    if following[:1] in (["in"], ["on"]):
        following = following[1:]
    if following[:1] == ["the"]:
        following = following[1:]
    found = set(following[:2] if following[:1] == ["numbered"] else following[:1])  # "the highest-numbered unit"
    return found | {singular(item) for item in found}


_SAME_TITLES = ({"dr", "doctor"}, {"prof", "professor"}, {"capt", "captain"}, {"det", "detective"},
                {"sgt", "sergeant"}, {"lt", "lieutenant"}, {"col", "colonel"}, {"rev", "reverend"},
                {"madame", "mme"})


def _title_fits(title: str, label: str) -> bool:
    """Whether a name written with ``title`` may be ``label``: the label has no title, or the
    same one ("Mr. Cruz" is not ``Mrs. Cruz``)."""
    keys = label_keys(label)
    if not keys or keys[0] not in TITLES or len(keys) == 1:
        return True
    if couple_surname(label) is not None:
        return title in (keys[0], keys[2])  # `Mr and Mrs Bell`: "Mrs Bell" is one of the two
    return keys[0] == title or any({keys[0], title} <= same for same in _SAME_TITLES)


def _place_of(word: Word) -> int:
    """2 for "second", 3 for "third" ...; refused for "last" or "middle" before a superlative."""
    place = ORDINAL_WORDS.get(word_key(word.text))
    if place is None:
        raise ResolveError(word.column, f"'{word.text}' cannot count from the end of a superlative")
    return place


def _thing_noun_after(phrase: Phrase, word: Word, puzzle: Puzzle) -> str | None:
    """The noun in "the last *party*": a position word between "the" and an ordinary word that
    names no category (not "the fourth float in line", where the line is the order)."""
    index = phrase.words.index(word)
    article = phrase.words[index - 1].text.lower() if index else ""
    member = index + 1 < len(phrase.words) and _member_noun(phrase.words[index + 1].text.lower(), puzzle) is not None
    if word.text.lower() not in POSITION_WORDS or index == 0 \
            or not (article == "the" or (article in ("a", "an") and member)) \
            or index + 1 >= len(phrase.words):
        return None
    noun = phrase.words[index + 1]
    lowered = noun.text.lower()
    if word.text.lower() == "middle" and index >= 2 and phrase.words[index - 2].text.lower() in ("in", "at") \
            and not puzzle.thing_nouns.get(lowered, puzzle.thing_nouns.get(singular(lowered))):
        return None  # "the box in the middle held 6 eggs": the middle of the row, then the verb
    after = phrase.words[index + 2].text.lower() if index + 2 < len(phrase.words) else None
    if noun.kind != "WORD" or not lowered.isalpha() or after == "in" or lowered in FUNCTION_WORDS | _PREPOSITIONS \
            or {lowered, singular(lowered)} & (puzzle.category_nouns | POSITION_NOUNS | {"one", "ones"}):
        return None
    return lowered


def _member_noun(noun: str, puzzle: Puzzle) -> str | None:
    """The category noun a member noun is made from ("grader" of `grades`): the noun less its
    "r" or "er", when that names an ordered category."""
    for cut in (1, 2):
        stem = noun[:-cut] if noun.endswith("er"[-cut:]) else None
        if stem and any(stem in category.nouns for category in puzzle.ordered):
            return stem
    return None


def _either(matches: list[Reference]) -> str:
    described = [f"{category}:{label}" for category, label in matches]
    return " or ".join(described)
