"""Two categories of times or dates, each named for its event: which one a clue speaks of.

A puzzle may time two events of each person: `lesson day : Monday, ...` beside `exam date :
June 3, ...`, `birthday : March, ...` beside `joined : 2001, ...`, `cycle day` beside `leaves :
7:00am, ...`. A value's unit then says which category it is of (Monday is a lesson day), but
the clue's own words say which event it is of: "Rex's exam is on a Monday" gives the exam a
weekday no category holds, and "Ivy's birthday is in 2002" a year, so both are refused, never
read as Rex's lesson day or the year Ivy joined. A comparison is of the event the clue names
("Ann has the lesson the day after Jon": the lesson days, though dates count days too); one
between two events ("Kit's lesson is the day after Hal's exam") has no category and is
refused, and so is one that names neither event where both could be meant ("Kit is the day
after Hal" beside the lesson days and the exam dates).
"""

from __future__ import annotations

import re

from pylogic.clues.amounts import Amount
from pylogic.clues.categories import Category, Puzzle, kept_on_puzzle
from pylogic.clues.measures import kind
from pylogic.clues.opening_verbs import verb_key

# Words of a category's name that tell when, not what happened ("lesson *day*", "exam *date*")
_TIME_WORDS = frozenset("day days date dates time times year years month months week weeks weekday weekdays hour "
                        "hours when of the a an which what slot slots on at in".split())
# "the weekday of their lesson", "the date of each exam"; "the year they joined"
_WHEN_OF = re.compile(r"\b(weekday|day|date|time|year|month)s?\s+(?:of|for)\s+(?:their|his|her|its|the|each)\s+"
                      r"([a-z]+)")
_WHEN_THEY = re.compile(r"\b(weekday|day|date|time|year|month)s?\s+(?:that\s+)?(?:they|he|she|each)\s+([a-z]+)")
_BOTH_OF = re.compile(r"\b(weekday|day|date|time|year|month)s?\s+and\s+(?:the\s+)?(weekday|day|date|time|year|month)s?"
                      r"\s+(?:of|for)\s+(?:their|his|her|its|the|each)\s+([a-z]+)")
_UNIT_OF_WHEN = {"weekday": "weekday", "day": "weekday", "date": "date", "time": "time", "year": "year",
                 "month": "month"}
# Units counted in whole days or longer, where "the day after" may be of either category
_DAY_UNITS = frozenset({"date", "weekday"})


def _event_stem(word: str) -> str:
    """A word of an event as the stem of its verb: "arrival", "arrived" -> arriv; "departure",
    "departs" -> depart; "retirement" -> retir."""
    text = word.lower()
    for suffix in ("ment", "ure", "ion", "al"):
        if text.endswith(suffix) and len(text) - len(suffix) >= 4:
            text = text[:-len(suffix)]
            break
    return verb_key(text)


@kept_on_puzzle
def timed_events(puzzle: Puzzle) -> dict[str, frozenset[str]]:
    """Category name -> the verb stems of the events its name holds ("lesson day" -> lesson,
    "joined" -> join), for each category of times or dates, where the puzzle has two or more
    and at least one names its event; {} otherwise."""
    timed = [category for category in puzzle.ordered if kind(category) == "calendar"]
    if len(timed) < 2:
        return {}
    found = {category.name: frozenset(_event_stem(word) for word in re.findall(r"[a-z]+", category.name.lower())
                                       if word not in _TIME_WORDS)
             for category in timed}
    for text in puzzle.intro_text:
        # "the weekday of their lesson and the date of their exam", "the year they joined"
        said = [(when, event) for when, event in _WHEN_OF.findall(text.lower())]
        said += [(when, event) for when, event in _WHEN_THEY.findall(text.lower())]
        said += [(when, event) for when, _, event in _BOTH_OF.findall(text.lower())]  # "the date and the time of"
        said += [(when, event) for _, when, event in _BOTH_OF.findall(text.lower())]
        for when, event in said:
            unit = _UNIT_OF_WHEN[when]
            timed_so = [category for category in timed if category.unit == unit and not found[category.name]]
            if len(timed_so) == 1 and event not in _TIME_WORDS:
                found[timed_so[0].name] = frozenset({_event_stem(event)})
    shared = {event for name, events in found.items() for event in events
              if any(event in others for other, others in found.items() if other != name)}
    found = {name: events - shared for name, events in found.items()}  # (one event, two categories: no help)
    return found if any(found.values()) else {}


def events_named(puzzle: Puzzle, words: list[str]) -> set[str]:
    """The categories of times or dates whose events ``words`` name."""
    said = {_event_stem(word) for word in words if word.isalpha()}
    return {name for name, events in timed_events(puzzle).items() if events & said}


def event_word_column(puzzle: Puzzle, phrases, categories: set[str], default: int) -> int:
    """The column of the first word of ``phrases`` that names the event of one of
    ``categories`` (where a refusal points), else ``default``."""
    return next((word.column for phrase in phrases for word in phrase.words
                 if events_named(puzzle, [word.text.lower()]) & categories), default)


def value_of_another_event(puzzle: Puzzle, category: Category, words: list[str]) -> str | None:
    """Why a value of ``category`` said in a clause of ``words`` is of another event than the
    category's ("Rex's exam is on a Monday" beside lesson days and exam dates), or None."""
    events = timed_events(puzzle)
    if category.name not in events:
        return None
    named = events_named(puzzle, words)
    if named and category.name not in named:
        other = sorted(named)[0]
        return f"'{_word_of(events[other], words)}' is the event of '{other}', and the value is of '{category.name}'"
    return None


def _word_of(events: frozenset[str], words: list[str]) -> str:
    """The first of ``words`` that names one of ``events``."""
    return next(word for word in words if word.isalpha() and _event_stem(word) in events)


def the_named_event(puzzle: Puzzle, category: Category, words: list[str], unit: str | None) -> Category | None:
    """The category of times or dates of the one event ``words`` name, where a comparison was
    read on another ``category`` of them and may be read on it instead, counted alike ("Ann has
    the lesson the day after Jon": the lesson days, not the exam dates); else None."""
    events = timed_events(puzzle)
    named = events_named(puzzle, words)
    if category.name not in events or len(named) != 1 or category.name in named:
        return None
    other = puzzle.category(named.pop())
    if "week" in words and other.unit != "weekday":
        return None  # ("Kit's exam is earlier in the week" beside exam dates: a weekday no category holds)
    if unit is None or unit == other.unit or (unit in ("day", "week") and other.unit in _DAY_UNITS):
        return other
    return None


def _takes(category: Category, amount: Amount | None) -> bool:
    """Whether two of ``category``'s days can be ``amount`` apart (any two, without one)."""
    if amount is None:
        return True
    days = amount.number * (7 if amount.unit == "week" else 1)
    if amount.unit not in (None, "day", "week") or days != int(days):
        return False
    numbers = {int(quantity.number) for quantity in category.quantities}
    return any(number + int(days) in numbers for number in numbers)


def comparison_of_another_event(puzzle: Puzzle, category: Category, words: list[str],
                                amount: Amount | None, framed: bool = False) -> str | None:
    """Why a comparison read on ``category``, in a clause of ``words`` (by ``amount``, if one
    is said), may be of another event's times, or None: it names the other event, or two
    events, or neither where another category's days may be as far apart (unless the clause
    names the category itself, ``framed``: "earlier in the week")."""
    events = timed_events(puzzle)
    named = events_named(puzzle, words)
    if not named and not framed and category.unit in _DAY_UNITS:
        # ("Tom is the day after Bob" beside weekdays and dates, whatever they are of; not "7
        # days before" beside three weekdays)
        alike = [other.name for other in puzzle.ordered if other is not category and kind(other) == "calendar"
                 and other.unit in _DAY_UNITS and _takes(other, amount)]
        if alike:
            return f"this names no event: '{category.name}' or '{alike[0]}'?"
    if category.name not in events:
        return None
    if len(named) >= 2:
        return f"this compares the times of two events ('{sorted(named)[0]}' and '{sorted(named)[1]}')"
    if named and category.name not in named:
        other = sorted(named)[0]
        return f"'{_word_of(events[other], words)}' is the event of '{other}', and this compares '{category.name}'"
    return None
