"""Cut one clue sentence into the tokens the grammar reads; every word gets a type.

The grammar (``grammars/clues.lark``) never sees raw text. This lexer recognises, longest
first at each position: the puzzle's names (``Old Gold`` is one VALUE token, ``Mrs. Cruz``
and ``Pierce Arena`` too when ``Cruz`` and ``Pierce`` are values), numbers with units
(NUMBER: ``5000 USD``, ``11:30am``, ``June 10``; AMOUNT when a comparison follows: "3 days
longer", "a week after", "at least 2 hours before"), the structure words of
``vocabulary.STRUCTURE``, comparatives (COMPARE), superlatives (SUPER), position words
(ORDINAL) and the puzzle's declared words. A word that changes a clue's meaning but that no
structure phrase consumed becomes LOGIC, which no grammar rule accepts, so the sentence is
refused at that word. Any other word is a content word (WORD).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from fractions import Fraction
from functools import cached_property

from lark import Token

from pylogic.clues.amounts import CALENDAR_STEPS, parse_amount
from pylogic.clues.categories import (
    AGENT_ENDINGS,
    COMPASS_ROW,
    COUNTED_THINGS,
    TITLES,
    Category,
    Puzzle,
    couple_surname,
    is_record,
    kept_on_puzzle,
    records_of_equal_games,
)
from pylogic.clues.first_names import named_by_first_names
from pylogic.clues.gender import (
    FEMALE_TITLES,
    GENDER_NOUNS,
    MALE_TITLES,
    SEX_WORDS,
    one_sex,
    people_of,
    people_spoken_of,
    sexed_people,
    value_sex,
)
from pylogic.clues.measures import (
    ACTIVITIES,
    AS_ADJECTIVES,
    BIRTH_PLACES,
    FEWER_IS_AHEAD,
    HOME_PLACES,
    KIND_WORDS,
    LEVEL_NOUNS,
    MORE_IS_AHEAD,
    ORDERED_NOT_RESULTS,
    PEOPLE_COUNTED,
    PLACE_NOUNS,
    POSITION_UNITS,
    SIDE_BY_SIDE_NOUNS,
    SPATIAL_NOUNS,
    SPATIAL_VERBS,
    STACKED_NOUNS,
    activity_of,
    dated_by,
    event_named,
    golf_unsaid,
    is_contest_places,
    is_result_order,
    is_series,
    names_the_event_of,
    out_verb_sense,
    places_without_sides,
    result_of_contest,
)
from pylogic.clues.measures import kind as category_kind
from pylogic.clues.people import OWN_JOB_NOUNS, people_category
from pylogic.clues.value_case import BASIC_COLOURS
from pylogic.clues.values import (
    CONVERSIONS,
    IRREGULAR_SINGULARS,
    MEASURE_UNITS,
    MONTHS,
    NUMBER_WORDS,
    ORDINAL_WORDS,
    SAME_MEASURES,
    SCALE_WORDS,
    SPELLED_COMPOUND,
    UNIT_SYNONYMS,
    area_units,
    canonical_unit,
    is_era_year,
    parse_quantity,
    singular,
    spelled_numbers,
    unit_plural,
)
from pylogic.clues.vocabulary import (
    CHILD_NOUNS,
    COMPARATIVES,
    DISCOVERY_BARE,
    DISCOVERY_PAST,
    IRREGULAR_PASTS,
    LOGIC_WORDS,
    PARENT_WORDS,
    POSITION_NOUNS,
    QUALITY_COMPARATIVES,
    QUESTION_WORDS,
    SEQUENCE_NOUNS,
    SERVED_NOUNS,
    STRUCTURE,
    SUPERLATIVES,
    TIME_ADVERB_NOUNS,
    is_negative_prefix_word,
    split_contraction,
)
from pylogic.clues.words import RawWord, label_keys, raw_words

POSITION_WORDS = frozenset({"last", "final", "middle"}) | frozenset(ORDINAL_WORDS)
# Words after which a position word is read as a place: "finished first", "the first to leave".
_AFTER_POSITION = frozenset("in of to at on among from for with by".split())
_WINNING = frozenset("won win wins took takes earned earns got gets received receives claimed".split())
# Words after "to" that make no verb of "the last one to ..." ("the second one to the left")
_NOT_VERBS_AFTER_TO = frozenset("the a an its his her their its left right".split())
# Verbs that mean taking a place in the order ("finished first", "opened last"); after another
# verb a bare position word is not read ("saw first" may mean "discovered").
POSITION_VERBS = frozenset(
    "is was are were be been being finished finishes finish came comes come placed places place ranked "
    "ranks rank ended ends end started starts start began begins begin opened opens open left leaves "
    "leave arrived arrives arrive departed departs depart went goes go played plays play performed "
    "performs perform ran runs run launched launches launch crossed crosses cross sang sings spoke "
    "speaks presented presents competed competes closed closes close expired expires expire travelled "
    "traveled travels travel flew flies fly sailed sails sail reached reaches "
    # an event dated by a category named for it ("years found : 1938, ...": "was found first")
    "found discovered joined checked landed sung auditioned danced "
    # a turn in a contest ("shot first", "batted last", "ended up finishing last")
    "finishing shot shoots batted bats bowled bowls jumped jumps dived dives swam swims raced races skated "
    "skates threw throws".split())
_ORDER_WORDS = frozenset("before after ahead behind above below earlier later left right".split())
# words before a number that make it a name, not a count ("born in 1987", "the 2009 car")
_NAMING_WORDS = frozenset("in on at of from the a an by with for to since during until around about "
                          "after before than".split())
# verbs that follow a number without counting anything ("room 110 has more students", "who
# paid $80 lives left of")
# Words that say how far "on the left of" reaches: "somewhere on the left of", "directly on the right of"
_BEFORE_A_SIDE = frozenset("somewhere anywhere immediately directly just right exactly".split())
_VERBS_NOT_COUNTED = frozenset("is was are were has had have does did scored scores got gets earned earns "
                               "costs cost paid pays sold sells weighs weighed lives sits stays sleeps works "
                               "eats drinks owns drives rides buys won wins lost loses".split())
CONTEST_NOUNS = frozenset("race tournament contest competition championship match game final finals "
                          "bee marathon derby cup parade procession pack field way line".split())
# What "won the ..." says someone came first in
_NO_CONTESTS = frozenset({"parade", "procession", "pack", "field", "way", "line"})
_WON_CONTESTS = CONTEST_NOUNS - _NO_CONTESTS | frozenset(
    "event show contest cook-off bake-off title trophy prize round heat election vote ballot poll".split())
# What "led the ..." puts someone first in (else "led the walk" is only whose walk it was)
_LEADING_PLACES = CONTEST_NOUNS | frozenset("league table standings rankings ranking charge division vote "
                                            "polls count scoring queue list chart charts".split())
_SEQUENCE_OR_DISCOVERY_NOUNS = SEQUENCE_NOUNS | frozenset(
    "sighting sightings discovery discoveries finding findings".split())
_AUXILIARY_WORDS = frozenset("did does do was is were are has have had".split())
_PARTICLES = frozenset("up in out off on".split())  # of phrasal verbs: "picked up", "checked in"
# after "the second house": counted from somewhere else than the start of the order
_COUNTED_FROM = frozenset("to left right after before behind ahead from past beyond on".split())
# after "the oldest (person)": "who owns the cat", "under 35", "not named Ann" say of whom
_RESTRICTING = frozenset("who that which whose with without under over below above older younger not named from "
                         "before after "
                         "except besides excluding other than".split())
_COPULAS = frozenset("is was are were be been being".split())
# What a rate is per: "65 cents an ounce less", "£4 a night more", "2 hours a week more"
_RATE_NOUNS = frozenset("ounce pound kilo kilogram gram gallon litre liter mile person head ticket item piece "
                        "dozen".split())
_TIME_RATE_NOUNS = frozenset("night hour day week month year".split())
_ARTICLES_AND_POSSESSIVES = frozenset("the a an his her their its my our your".split())
_AMOUNT_FOLLOWERS = frozenset({"COMPARE", "ORDER", "DECLARED", "AWAY_FROM"})
_FILLER_BEFORE_ONE = {"the", "this", "that", "each", "every", "any", "a"}
_UNIT_FULL_STOP = re.compile(r"\b(?:ft|in|lbs?|oz|[ap]\.m)\.$", re.IGNORECASE)  # "144 ft." keeps its stop
_FRACTION = re.compile(r"\d+/\d+")  # "1/2 hour after"
_DAY_OF_MONTH = re.compile(r"\d{1,2}(st|nd|rd|th)?")
# "on a day after", "in a year before": some day or year, not an amount of one
_SOME_UNIT_PREPOSITIONS = frozenset({"on", "in", "during"})
# Verbs whose "in" or "on" is a particle ("checked in", "signed on"), not a preposition
_PARTICLE_VERBS = frozenset("checked check checks moved move moves came come comes clocked clock clocks signed sign "
                            "signs logged log logs checking moving clocking signing logging".split())
# words that end a part of a sentence ("... saw first, ranked ...", "cost exactly $20.75 and")
_PART_ENDS = (",", "–", ";", ":", "and", "but")
def _part_after_time(tokens: list[Token], index: int) -> int:
    """How many tokens before ``index`` and itself say a part of the day after a clock reading
    ("9:30 in the evening" and "9 tonight": 4 and 2 with the time), or 0 ("5 miles in the
    morning" says when, not which 5)."""
    word = str(tokens[index]).lower()
    length = 0
    if word in ("tonight", "night") and index >= 1 and tokens[index - 1].type == "NUMBER":
        length = 2
    elif word == "night" and index >= 2 and str(tokens[index - 1]).lower() == "at" \
            and tokens[index - 2].type == "NUMBER":
        length = 3
    elif word in _DAY_PARTS and index >= 3 and str(tokens[index - 1]).lower() == "the" \
            and str(tokens[index - 2]).lower() in ("in", "during") and tokens[index - 3].type == "NUMBER":
        length = 4
    time = str(tokens[index - length + 1]).strip().lower() if length else ""
    return length if _CLOCK_READING.fullmatch(time) else 0


def _time_in_part(time: Token, window) -> Token:
    """The time ``time`` says in a part of the day (``window``): as written when it has a.m.,
    p.m. or the 24-hour clock and falls there ("09:30 in the morning"); with the half of the day
    that puts it there when written without ("7:00 in the evening" is 7:00pm, "9 in the morning"
    9:00am); else refused where it stands ("18:45 in the morning")."""
    quantity = parse_quantity(str(time))
    (clear_from, clear_to), _ = window
    bare = re.fullmatch(r"(1[0-2]|[1-9])(:[0-5]\d)?(\s*o'clock)?", str(time).strip())
    if bare:
        minutes = (int(bare.group(1)) % 12) * 60 + int((bare.group(2) or ":00")[1:])
        for half, shift in (("am", 0), ("pm", 720)):
            if clear_from <= minutes + shift < clear_to:
                return _rewritten(time, text=f"{bare.group(1)}{bare.group(2) or ':00'}{half}")
        return _retyped(time, "LOGIC")
    if quantity is not None and quantity.unit in ("time", "minute") \
            and clear_from <= int(quantity.number) % (24 * 60) < clear_to:
        return time  # "at 7:00pm in the evening", "at 09:30 in the morning"
    return _retyped(time, "LOGIC")


# What may be a time of day before "in the evening": "9:30", "09:30", "7", "7pm", "2 o'clock"
_CLOCK_READING = re.compile(r"\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\.?|o'clock)?")
# "tonight", "at night": the evening
_PART_WORDS = {"tonight": "evening", "night": "evening"}
# Parts of the day in minutes after midnight: the times each surely covers, and the times it
# may or may not (noon; after 5 pm and 6 pm between afternoon and evening; the small hours).
# 5 pm is "five in the afternoon", and may be the evening too
_DAY_PARTS = {"morning": ((5 * 60, 12 * 60), ((0, 5 * 60), (12 * 60, 12 * 60 + 1))),
              "afternoon": ((12 * 60 + 1, 17 * 60 + 1), ((12 * 60, 12 * 60 + 1), (17 * 60 + 1, 19 * 60))),
              "evening": ((19 * 60, 24 * 60), ((17 * 60, 19 * 60),))}
# What a programme of acts is called: "opened the festival", "closed the show"
# Words after a superlative that keep to some of the things: parts of the day, kinds of people
_NARROWING_WORDS = frozenset("morning afternoon evening night nighttime matinee weekend weekday late early "
                             "woman women man men girl girls boy boys lady ladies gentleman gentlemen female male "
                             "adult adults teen teenager teenagers local locals resident residents native natives "
                             "remaining living new".split())
# Superlatives and places at one end of a part of the day: "the earliest of the afternoon"
_END_OF_PART = {"earliest": "first", "first": "first", "soonest": "first", "latest": "last", "last": "last"}
_PROGRAMME_NOUNS = frozenset("festival show concert evening night day program programme event season "
                             "fair recital gala".split())
# Wholes every one of the things is in: "the oldest in the show", "the club's newest member"
_GATHERINGS = frozenset("group bunch lot show club society contest competition tournament race event league class "
                        "team field fleet harbor harbour marina force festival fair market office company firm school "
                        "auction sale exhibition collection zoo kennel litter herd flock squad crew cast lineup "
                        "season series set town village neighborhood neighbourhood street building table standings "
                        "ladder leaderboard rankings".split())
# The end of a list matched with a list in any order (assemble.py reads it)
_ANY_ORDER = (("in", "no", "particular", "order"), ("not", "necessarily", "in", "that", "order"),
              ("though", "not", "necessarily", "in", "that", "order"),
              ("but", "not", "necessarily", "in", "that", "order"))
# Nouns of people ("led the man in red": ahead of him)
_PERSON_NOUNS = frozenset("man men woman women person people girl girls boy boys lady ladies one ones couple "
                          "couples pair rest others".split())
# What opens or closes a programme: "the opening act", "the closing number"
_ACT_NOUNS = frozenset("act acts number performance performer set song speaker band piece talk game match "
                       "race event slot".split())
# Nouns after "different" that say only that the things are not the same
_SAME_KIND_NOUNS = frozenset("people persons person things thing ones one men women kids children".split())
# "later in the day": the frame and the units of the category it orders
_FRAME_UNITS = {"day": ("time",), "week": ("weekday",), "month": ("date",), "year": ("month", "date"),
                "season": ("month", "date"),
                "hour": (), "decade": (), "century": ()}  # "later in the hour": the minutes past it, not read
_TIME_ORDER_WORDS = frozenset("later earlier sooner after before latest earliest soonest".split())
# "A boy", "one of the girls": a person of a sex, named where titles or first names say who
_ONE_OF_A_SEX = frozenset("boy girl man woman lady gentleman".split())
_SOME_OF_A_SEX = frozenset("boys girls men women ladies gentlemen".split())
# Words after which "a boy" is no person of the clause's row ("older than a boy", "bought from a girl")
_NOT_BEFORE_A_PERSON = frozenset("than as like from and or nor of between with".split())
# Forms of giving ("gives away plush bears" beside a category of prizes)
_GIVING_FORMS = frozenset("give gives gave given giving".split())
# Particles that make a verb's event ("moved in", "moved out")
_EVENT_PARTICLES = frozenset("in out up off away back down over".split())
# Stealing, read where the opening tells of thefts ("the year it was stolen"); else unread, as
# another's thing ("Ann stole the cat")
_STEALING = frozenset("stole stolen".split())
# Wanting, read where the opening asks what each wants ("the cake they want"); else a wish
_WANTING = frozenset("want wants wanted".split())
_THEFTS = frozenset("stole stolen theft thefts heist heists robbery robberies burglary burglaries".split())
# Words without one of which a step of the lexer changes nothing, so it is not taken
_STEP_WORDS = {"_that_night": frozenset({"that"}), "_in_some_order": frozenset({"order"}),
               "_superlative_at_its_amount": frozenset({"at"}), "_only_first": frozenset({"only"}),
               "_time_frame": frozenset(_FRAME_UNITS) | frozenset(_DAY_PARTS),
               "_part_of_day": frozenset(_DAY_PARTS) | frozenset(_PART_WORDS),
               "_a_person_of_a_sex": frozenset(_ONE_OF_A_SEX) | frozenset(_SOME_OF_A_SEX),
               "_weekday_of_dates": frozenset("monday tuesday wednesday thursday friday saturday sunday".split())}
_CALENDAR_UNITS = frozenset("day days week weeks month months year years weekday weekdays".split())
PARTICIPLES = frozenset("sold won paid spent made built grown eaten kept run driven flown read caught bought "
                         "brought taught given written".split())
_DAY_PART_WORDS = frozenset("morning afternoon evening night day".split())
_WEEKDAY_NAMES = frozenset("monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur "
                           "thurs fri sat sun".split())
_MEASURING_VERBS = frozenset("measures measured stands stood weighs weighed runs ran costs cost sits sat".split())
_GROUP_NOUNS = frozenset("group groups party parties team teams family families crew crews".split())
_STEP_COMPARISONS = frozenset("above below ahead behind after before left right".split())
_DETERMINERS = frozenset("the a an this that each every no".split())
# Pronouns that say their person's sex ("she", "his")
_PERSONAL_PRONOUNS = frozenset("he she him her his hers himself herself".split())
_AMOUNT_WORDS = frozenset({"a", "an", "half", "at least", "at most", "up", "exactly", "no more than",
                           "no fewer than", "no less than"})


def _lengths_by_first_word(phrases) -> dict[str, tuple[int, ...]]:
    """For each first word, the lengths of the phrases starting with it, longest first."""
    lengths: dict[str, set[int]] = {}
    for words in phrases:
        lengths.setdefault(words[0], set()).add(len(words))
    return {word: tuple(sorted(found, reverse=True)) for word, found in lengths.items()}


_STRUCTURE_LENGTHS = _lengths_by_first_word(STRUCTURE)


def _expanded(words: list[RawWord], keep: frozenset[str]) -> list[RawWord]:
    """Contractions split (``doesn't`` -> ``does`` ``not``) and hyphenated compounds that are
    no name cut at their hyphens (``26-inch``, ``lemon-flavored``, ``13-year-old``)."""
    out: list[RawWord] = []
    for word in words:
        contraction = split_contraction(word.key)
        if contraction is not None:
            out.append(RawWord(word.text[:len(word.text) - 3], contraction.base, word.offset))
            out.append(RawWord(word.text[-3:], "not", word.offset + len(word.text) - 3))
            continue
        if word.possessive and word.key in ("who", "which") and word.text[-2:].lower() in ("'s", "’s"):
            # "Dylan, who's older than Bram, ...": who is (whose thing would be spelt "whose")
            out.append(RawWord(word.text[:-2], word.key, word.offset))
            out.append(RawWord(word.text[-2:], "is", word.offset + len(word.text) - 2))
            continue
        if "-" in word.key.strip("-") and word.key not in keep and parse_quantity(word.key) is None:
            offset = word.offset
            for index, part in enumerate(word.text.split("-")):
                if part:
                    last = index == len(word.text.split("-")) - 1
                    out.append(RawWord(part, part.lower(), offset, word.possessive and last))
                offset += len(part) + 1
            continue
        out.append(word)
    return out


def _area_units_joined(words: list[RawWord]) -> list[RawWord]:
    """"square feet", "sq. ft." as one word (key ``sqft``), as the values' unit is read."""
    out: list[RawWord] = []
    for word in words:
        if out and out[-1].key.rstrip(".") in ("sq", "square"):
            joined = area_units(f"{out[-1].key} {word.key}")
            if joined in ("sqft", "sqm"):
                out[-1] = RawWord(f"{out[-1].text} {word.text}", joined, out[-1].offset, word.possessive)
                continue
        out.append(word)
    return out


# Liking, and the nouns of a favourite: "likes the unicorn best" is her favourite sticker
_LIKING = frozenset("likes like liked loves love loved enjoys enjoy enjoyed".split())
_FAVOURITE_NOUNS = frozenset("favourite favourites favorite favorites".split())
# Vague degrees before a comparison ("much older", "soon after", "weeks later")
# Vague degrees after "a" before a comparison: "a somewhat lower", "a little later" (no amount)
_DEGREE_AFTER_A = frozenset("somewhat slightly bit little tad touch".split())
_VAGUE_DEGREES = frozenset("much slightly somewhat far way significantly considerably marginally little bit lot "
                           "long too "
                           "soon while days weeks months years hours minutes decades hundreds thousands dozens "
                           "millions".split())


def _following_comparison(keys: list[str], index: int) -> bool:
    """Whether ``keys[index]`` is a comparative or an order word ("older", "after", "more")."""
    return index < len(keys) and (keys[index] in COMPARATIVES or keys[index] in (
        "after", "before", "later", "earlier", "more", "less", "behind", "ahead", "above", "below"))


@kept_on_puzzle
def contest_places(puzzle: Puzzle) -> Category | None:
    """The puzzle's places in a contest: its positional category when that is ordinals or named
    places, else its one category named places, placings or ranks ("grades : 5th ..." beside
    "placings : first ..."); None when there is none."""
    position = puzzle.position
    if position is not None:
        return position if is_contest_places(position) else None
    named = [category for category in puzzle.ordered if category.nouns & PLACE_NOUNS and is_result_order(category)]
    return named[0] if len(named) == 1 else None


# Verbs of going out of a contest: the first out is the last place
_ELIMINATING = frozenset("eliminated eliminates eliminate ousted disqualified evicted".split())
_GOING = frozenset("knocked went goes go dropped drops bowed bows crashed crashes voted".split())
_BY_LEADER = frozenset("led coached managed trained directed captained conducted taught".split())


def _verb_phrase_length(keys: list[str], index: int, quantity_length: Callable[[list[str], int], int]) -> int:
    """How many words from ``index`` are a verb of doing that holds an order word ("looks after",
    "tried out for", "was led by"), read as a plain verb (0 if none)."""
    word = keys[index]
    if word in ("look", "looks", "looked", "looking") and keys[index + 1:index + 2] == ["after"]:
        return 2  # "the lighthouse Mr. Dunmore looks after": tends, not "after"
    if word in ("try", "tries", "tried", "trying") and keys[index + 1:index + 3] == ["out", "for"]:
        return 2  # "tried out for Clara": auditioned for, not attempted
    if word in ("take", "takes", "took", "taken", "taking") and keys[index + 1:index + 2] == ["place"]:
        return 2  # "the expedition took place 4 years after ...": happened, no place in an order
    if word in _BY_LEADER and keys[index + 1:index + 2] == ["by"] and not quantity_length(keys, index + 2):
        # "the tour was led by Ewan", "the team coached by Avery": Ewan's tour ("led by 3 points"
        # is not read; "Ann was coached by Bob", two people, is refused when resolved)
        return 1
    return 0


def _levels(category: Category) -> bool:
    """Whether ``category`` is floors (levels, storeys) or year groups (`years : Year 3, Year 4`)."""
    return bool(category.nouns & LEVEL_NOUNS or is_series(category) and category.unit == "year")


def _levels_one_apart(category: Category) -> bool:
    """Whether ``category`` is floors (levels, storeys) or year groups numbered one apart from any
    start (`floor : 2, 3, 4, 5`): "the floor above" is the next one up."""
    numbers = sorted(category.numbers)
    return _levels(category) and numbers == list(range(numbers[0], numbers[0] + len(numbers)))


# Nouns of a category of sales: "the best seller" has the most of them
_SALES_NOUNS = frozenset("sold sales copies".split())
# A decade: "the 1990s", "the 1990's", "the '90s"
_DECADE = re.compile(r"(\d\d\d0|['’]\d0)['’]?s")
# Units of an amount that may end a range ("$10 to $20 more")
_RANGE_UNITS = frozenset("dollar pound euro cent pence point mile kilometer km foot feet inch lb kg year".split())
# Words of a moment: "by noon" is at or before it
_MOMENT_WORDS = frozenset("noon midday midnight dawn dusk sunrise sunset lunchtime nightfall tonight tomorrow "
                          "then now".split())
# Possessive determiners: "his best mark" is his own
_OWNERS = frozenset("his her their its my our your whose".split())
# What "better" and "worse" are said of when they compare scores
_SCORE_WORDS = frozenset("score scores scored".split())
# Units of power: a category counted in them is what "more powerful" compares
_POWER_UNITS = frozenset("w watt watts kw kilowatt kilowatts mw megawatt megawatts gw hp horsepower bhp".split())


def _adjective(word: str) -> bool:
    """Whether ``word`` has an adjective's ending ("accurate", "dangerous", "popular", "famous")
    and is none of the comparisons read ("expensive", "valuable", "recent")."""
    return word.isalpha() and len(word) > 5 and word not in ("expensive", "valuable", "recent", "recently") \
        and word.endswith(("ous", "ful", "ive", "able", "ible", "ant", "ent", "ate", "ular", "ical", "ise", "ient"))


def _adjectives_of(noun: str) -> set[str]:
    """The adjectives a quality's noun comes from: accuracy -> accurate, popularity -> popular,
    durability -> durable, power -> powerful, importance -> important, danger -> dangerous."""
    found = {noun + "ful", noun + "ous"}
    if noun.endswith("acy"):
        found.add(noun[:-3] + "ate")
    if noun.endswith("ility"):
        found.add(noun[:-5] + "le")
    elif noun.endswith("ity"):
        found.add(noun[:-3])
    if noun.endswith(("ance", "ence")):
        found.add(noun[:-4] + noun[-4] + "nt")
    return {adjective for adjective in found if _adjective(adjective)}


def _left_or_right_of(keys: list[str]) -> bool:
    """Whether ``keys`` open with "to the left of", "on the right of", "left of" and the like."""
    if keys[:2] in (["to", "the"], ["on", "the"]):
        keys = keys[2:]
    return keys[:2] in (["left", "of"], ["right", "of"])


def _is_place(text: str) -> bool:
    """Whether ``text`` is a place in an order ("2nd", "second")."""
    quantity = parse_quantity(text)
    return quantity is not None and quantity.unit == "ordinal"


def _verb_before_as_as(keys: list[str], index: int) -> bool:
    """Does a plain verb at ``index`` come before "as ADJ as" ("go as high as", "finish as
    early as")?"""
    return index + 3 < len(keys) and keys[index].isalpha() and keys[index] not in AS_ADJECTIVES \
        and keys[index] not in ("as", "so") and keys[index] not in _FACTOR_WORDS and keys[index + 1] in ("as", "so") \
        and keys[index + 2] in AS_ADJECTIVES and keys[index + 3] == "as"


class SentenceLexer:
    """Tokens of one sentence for one puzzle (its names, units and declared words)."""

    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        self.form_lengths = _lengths_by_first_word(puzzle.forms)
        self.form_words = frozenset(word for form in puzzle.forms for word in form)
        self.unit_words = puzzle.unit_words | frozenset(UNIT_SYNONYMS) | {
            canonical_unit(word) for word in UNIT_SYNONYMS} | POSITION_UNITS | POSITION_NOUNS

    def tokens(self, text: str, line: int, column: int, question: bool = False) -> list[Token]:
        """The tokens of ``text`` (which starts at ``column`` of ``line``), final stop removed."""
        text = text.rstrip()
        while text.endswith((".", "!", "?")) and not _UNIT_FULL_STOP.search(text):
            text = text[:-1].rstrip()
        # "Ivy came last. She was best at chess.": the second sentence goes on about the first,
        # as after a semicolon (same length, so every column stays)
        text = _PRONOUN_SENTENCE.sub(lambda match: ";" + match.group(1) + match.group(2).lower(), text)
        # "...; meanwhile Cora is 24", "... - indeed Bob ...", ", and also Kemal ...": a word that
        # only links two facts, both said (blanked, so every column stays)
        text = _LINKING_ADVERB.sub(self._linking_adverb, text)
        # "Ann didn't finish last. Bob finished last.", "... the blue house! Cora ...": two
        # sentences of one clue, both said, as after a semicolon (never after a title: "Dr. Kemp")
        text = _SENTENCE_BREAK.sub(lambda match: match.group(0) if _abbreviated(
            match.group(1), match.string[match.end():].split()[0], self.puzzle)
            else match.group(1) + ";" + match.group(3), text)
        text = _WON_WITH.sub(self._won_with, text)
        if "prize" in text.lower() and contest_places(self.puzzle) is None and not self._places():
            # "took first prize" where no category holds places or prizes: won (padded, so every
            # column stays)
            text = _FIRST_PRIZE.sub(lambda match: "won".ljust(len(match.group(0))), text)
        if self._near_localities:
            # "the grove near Pylos" where the opening matches each grove to "the village it lies
            # near": the grove's village (padded, so every column stays)
            text = _NEAR.sub(self._near_place, text)
        # "sells for the most", "sold for $20 less": its price (padded, so every column stays)
        text = _SELLS_FOR.sub(lambda match: "costs".ljust(len(match.group(0))), text)
        # "Kurt was last across the line": he finished last (padded, so every column stays)
        text = _ACROSS_THE_LINE.sub(lambda match: f"finished {match.group(1)}".ljust(len(match.group(0))), text)
        if self._days_of_the_week_or_month():
            # "goes out the night after Colin's" beside weekdays: the next day's evening, a day
            # after (padded, so every column stays; elsewhere the part of the day is unread)
            text = _PART_OF_THE_NEXT_DAY.sub(lambda match: f"{match.group(1)} day".ljust(len(match.group(0)) - 1 -
                                                                                        len(match.group(3)))
                                             + " " + match.group(3), text)
        # "twelve words per minute" beside speeds in wpm: the unit as the values write it (padded
        # to the same length, so every column stays)
        text = _RATE.sub(self._rate_unit, text)
        if any(category.unit == "grade" for category in self.puzzle.ordered):
            # "one letter grade higher": grades counted in letters (padded, so every column stays)
            text = _LETTER_GRADE.sub(lambda match: match.group(1).rjust(len(match.group(0))), text)
        raw = _area_units_joined(_expanded(raw_words(text), self.form_words))
        said = [word.key for word in raw]  # the words as written, before the rewrites below
        raw = [RawWord(word.text, self._key_read(raw, position), word.offset, word.possessive)
               for position, word in enumerate(raw)]
        keys = [word.key for word in raw]
        self._texts = [word.text for word in raw]
        self._line_text = text  # what the tokens' positions count in
        # "the Coles' children": a plural's possessive, whose apostrophe the words leave out
        self._possessive = [word.possessive or text[word.offset + len(word.text):word.offset + len(word.text) + 1]
                            in ("'", "’") and word.key.endswith("s") for word in raw]
        self._keys = frozenset(keys)  # for the rewrites that look for a word before reading the tokens
        tokens: list[Token] = []
        self._seen: set[str] = set()
        index = 0
        while index < len(raw):
            kind, length = self._match(raw, keys, index, question)
            self._seen.add(kind)
            start = raw[index].offset
            end_word = raw[index + length - 1]
            end = end_word.offset + len(end_word.text)
            token_text = text[start:end]
            if kind == "COMPARE" and length == 4 and keys[index] == "not":
                token_text = f"not as {keys[index + 3]}"  # "not go as high" is "not as high"
            if kind == "NUMBER" and length == 1 and self._group_of(keys, index):
                token_text = str(NUMBER_WORDS[keys[index]])  # "the group of three": a group size 3
            if kind == "ORDINAL" and _DIGIT_ORDINAL.fullmatch(keys[index]):
                token_text = _SPELLED_ORDINALS[int(keys[index][:-2])]  # "2nd": "second"
            if kind in ("ORDINAL", "WON") and keys[index] == "win":
                token_text = "won" + token_text[3:]  # "didn't win": as "won", under the "not"
            if kind == "NUMBER" and keys[index] == "no":
                token_text = f"0 {raw[index + 1].text}"  # "no siblings": 0 siblings
            if kind == "SUPER" and keys[index] in ("best", "worst") and keys[index + 1:index + 2] == ["paid"]:
                token_text = "highest" if keys[index] == "best" else "lowest"  # "the best paid": the highest paid
            if end_word.key == "not" and len(raw) > index and raw[index].key != "not":
                token_text = end_word.text
            if keys[index:index + length] != said[index:index + length]:
                token_text = " ".join(keys[index:index + length])  # "east of": "right of"
            tokens.append(Token(kind, token_text, start_pos=start, line=line,
                                column=column + start, end_line=line, end_column=column + end))
            index += length
        tokens = _won_in_a_time(tokens)
        if "WON_TO" in self._seen:
            tokens = _to_victory(tokens)
        tokens = self._decades(_whoever(self._best_seller(self._quality_named(_stairs(tokens)))))
        if len(tokens) >= 3 and tokens[-2].type == "COMMA" and tokens[-1].type == "WORD" \
                and str(tokens[-1]).lower() in ("too", "also"):
            del tokens[-2]  # "and she paid the most, too": the "too" of the part before, as without its comma
        if len(tokens) >= 3 and str(tokens[-1]).lower() == "respectively" and tokens[-2].type in _MENTION_TYPES:
            # "... in 1963 and 1966 respectively": as with its comma
            tokens.insert(len(tokens) - 1, Token.new_borrow_pos("COMMA", ",", tokens[-1]))
        for closing in _ANY_ORDER:
            if len(tokens) > len(closing) and tokens[-len(closing) - 1].type == "COMMA" \
                    and tuple(str(token).lower() for token in tokens[-len(closing):]) == closing:
                # ", though not necessarily in that order": words of a list, not a denial
                tokens[-len(closing):] = [_retyped(token, "WORD") for token in tokens[-len(closing):]]
        bracket = next((position for position, char in enumerate(text) if char in "()[]"), None)
        if bracket is not None:
            # "Ann (not the oldest) owns the cat": words in brackets are not read
            tokens = [token for token in tokens if (token.start_pos or 0) < bracket]
            tokens.append(Token("LOGIC", text[bracket], start_pos=bracket, line=line, column=column + bracket,
                                end_line=line, end_column=column + bracket + 1))
            return tokens
        if "from" in self._keys and not self._keys.isdisjoint(("left", "right")):
            tokens = self._counted_from_an_end(tokens)
        if "of" in self._keys:
            tokens = self._stuff_measured(tokens)
        if self._has_records:
            tokens = _records_narrowed(tokens)
        tokens = self._first_word_of_another_value(tokens)
        if any(token.type in ("ORDINAL", "ORDER", "COMPARE") for token in tokens):
            tokens = self._turn_by_another_doing(tokens)
        if not self._keys.isdisjoint(_EVENT_OBJECT_NOUNS):
            tokens = self._compared_with_an_event(tokens)
        if not self._keys.isdisjoint(_SUCCESSION_VERBS):
            tokens = _succession(tokens)
        if "behind" in self._keys:
            tokens = self._behind_a_door(tokens)
        if any(token.type in ("NEXT_TO", "BETWEEN", "ORDER") for token in tokens):
            tokens = self._placed_otherwise(tokens)
        if "else" in self._keys:
            tokens = _others_in_the_setting(tokens, self.puzzle.category_nouns)
        if not self._keys.isdisjoint(("top", "bottom")):
            tokens = self._top_places(tokens)
        if not self._keys.isdisjoint(("senior", "junior")):
            tokens = _years_senior(tokens)
        if "other" in self._keys:
            tokens = _someone_other_than(tokens, self.puzzle.category_nouns)
        if not self._keys.isdisjoint(("neighbour", "neighbor")):
            tokens = _has_a_neighbour(_next_door_neighbour(tokens))
        if not self._keys.isdisjoint(("who", "that")):
            tokens = _described_by_an_exact_comparison(tokens)
        if "neither" in self._keys:
            tokens = self._neither_pronoun(_neither_of_the_two(tokens))
        if not self._keys.isdisjoint(("separate", "separates", "separated")):
            tokens = _separated_by(tokens)
        if not self._keys.isdisjoint(("compared", "comparison")):
            tokens = _compared_with(tokens)
        if "each" in self._keys:
            tokens = _each_of_the_subjects(tokens)
        if tokens and str(tokens[0]).lower() in ("in", "on"):
            tokens = self._fronted_order(tokens)
        if tokens and tokens[0].type == "EITHER":
            tokens = _either_of_one_subject(tokens)
        if not self._keys.isdisjoint(("followed", "preceded", "by")):
            tokens = _passive_order(tokens)
        if "two" in self._keys:
            tokens = _of_the_two(tokens)
        size = len(self.puzzle.categories[0].labels) if self.puzzle.categories else 0
        if not self._keys.isdisjoint(("his", "her", "their", "hers", "theirs")) and "and" in self._keys:
            tokens = self._with_their_partner(tokens)
        if not self._keys.isdisjoint(_MEDALS):
            tokens = self._medals(tokens)
        if not self._keys.isdisjoint(("in", "at", "during")) and self._places():
            tokens = self._place_in_another_contest(tokens)
        if not self._keys.isdisjoint(_SERVING_ROLES):
            tokens = self._one_who_serves_a_thing(tokens)
        if not self._keys.isdisjoint(("been", "gone")):
            tokens = self._been_to_a_birthplace(tokens)
        if any(key.endswith("ed") for key in self._keys):
            tokens = self._value_with_its_noun_as_adjective(tokens)
        if not self._keys.isdisjoint(("led", "leads")):
            tokens = self._led_in(tokens)
        if not self._keys.isdisjoint(_ROLES_OF_A_ROW):
            tokens = self._role_of_a_person(tokens)
        if any(singular(key) in _PERSON_ROLES for key in self._keys):
            tokens = self._another_persons_role(tokens)
        if not self._keys.isdisjoint(_TRAILING_VERBS):
            tokens = self._trailed_a_thing(tokens)
        if not self._keys.isdisjoint(_SPENDING_VERBS):
            tokens = self._paid_more_for_one(tokens)
        for step in (_that_night, _two_extremes, self._end_of_row, self._of_all, self._other_garment,
                     self._two_of_a_sex, self._a_person_of_a_sex, _in_some_order, _there_are_more,
                     self._more_of_one_kind,
                     _leading_comparative, _former_latter, self._month_of_dates, self._part_of_day,
                     self._time_frame, self._weekday_of_dates, _nobody_beyond, _no_one_later,
                     _but_not_both, _between_pair, _emphatic_both, _listed_alternatives, _denied_any,
                     lambda said: _others_noun(said, size), _amount_after_by, self._own_period_said,
                     self._rate_names_its_category, self._mark_amounts,
                     self._other_things_counted, _concessive_aside, _superlative_at_its_amount, _only_first):
            needed = _STEP_WORDS.get(step.__name__)
            if needed is None or not self._keys.isdisjoint(needed):
                tokens = step(tokens)  # (a step that needs a word the sentence lacks would change nothing)
        return _story_clauses(self._dates_an_event, self._ordered_nouns, tokens, self._names_part_of_a_value,
                              self.puzzle.category_nouns)

    def _key_read(self, raw: list[RawWord], position: int) -> str:
        """The key the word at ``position`` is read by: "greatest" as "largest"; along a row
        numbered from the right, a side as the other side; along a row numbered from one
        compass point to its opposite ("from west to east"), a compass word as its side."""
        key = raw[position].key
        if key in _SAME_SIZE_WORDS:
            return _SAME_SIZE_WORDS[key]  # "from the greatest depth": the largest
        if key in _SIDE_WORDS and self._from_the_right and _names_a_side(raw, position):
            return _SIDE_WORDS[key]  # its left is the right of a row numbered from the left
        return self._compass.get(key, key)  # "immediately east of": to the right of

    @cached_property
    def _from_the_right(self) -> bool:
        """Whether the opening numbers the puzzle's row from the right ("numbered 1 to 5 from
        right to left", "with house 1 at the right end"): its left is the higher numbers."""
        if self.puzzle.position is None:
            return False
        told = [bool(_FROM_THE_RIGHT.search(text)) for text in self.puzzle.intro_text]
        return any(told) and not any(_FROM_THE_LEFT_SAID.search(text) for text in self.puzzle.intro_text)

    @cached_property
    def _compass(self) -> dict[str, str]:
        """The compass words that say left and right along a row the opening numbers from one
        point to its opposite ("numbered 1 to 5 from west to east": "east of" is to the right
        of, "the eastern end" the right end, "westernmost" leftmost); empty elsewhere."""
        for text in self.puzzle.intro_text:
            match = COMPASS_ROW.search(text)
            if match is None or self.puzzle.position is None:
                continue
            first, last = match.group(1).lower(), match.group(2).lower()
            if {first, last} not in ({"west", "east"}, {"north", "south"}):
                continue
            words: dict[str, str] = {}
            for point, side in ((first, "left"), (last, "right")):
                words.update({point: side, point + "ern": side, point + "ernmost": side + "most",
                              point + "wards": side, point + "ward": side})
            return words
        return {}

    @cached_property
    def _losses_measured(self) -> bool:
        """Whether a category measures what was lost in a unit of weight (`losses : 12 lbs, ...`,
        `weight lost : 5 kg, ...`)."""
        return any(category.nouns & {"loss", "losses", "lost"} and category.unit in _WEIGHT_UNITS
                   for category in self.puzzle.ordered)

    @cached_property
    def _near_localities(self) -> tuple[Category, ...]:
        """The categories of villages, towns and the like that "near" names, where the opening
        tells of nearness and there is no line of places ("the village it lies near")."""
        if "near" not in self.puzzle.intro_words or self.puzzle.position is not None:
            return ()
        return tuple(category for category in self.puzzle.categories
                     if not category.ordered and category.nouns & _LOCALITY_NOUNS)

    def _near_place(self, match: re.Match) -> str:
        """"near" before a village's name, as "in"; else as written (and refused)."""
        following = label_keys(match.string[match.end():])
        if any(tuple(following[:len(keys)]) == keys for category in self._near_localities
               for keys in map(label_keys, category.labels)):
            return "in".ljust(len(match.group(0)))
        return match.group(0)

    def _linking_adverb(self, match: re.Match) -> str:
        """A word that only links two facts, blanked; kept where it opens a value ("Still Life is
        worth more ..." beside `paintings : Still Life, ...`)."""
        word = match.group(2).rstrip(",").lower()
        following = label_keys(match.string[match.end():])[:1]
        if "," not in match.group(2) and following and any(form[:2] == (word, following[0])
                                                          for form in self.puzzle.forms):
            return match.group(0)
        return match.group(1) + " " * len(match.group(2))

    def _rate_unit(self, match: re.Match) -> str:
        written = match.group(0)
        unit = _RATE_UNITS[(match.group(1).lower().rstrip("s"), match.group(2).lower())]
        if not any(category.unit == unit for category in self.puzzle.ordered):
            return written
        return unit + " " * (len(written) - len(unit))

    def _won_with(self, match: re.Match) -> str:
        """"Curtis won (the event) with the longest jump": won, and had the longest jump; where
        no category says who won (no places, race times or scores), "won" says nothing the grid
        holds, and "Curtis had the longest jump" is read. Same length, so every column stays."""
        if result_of_contest(self.puzzle) is not None or contest_places(self.puzzle) is not None:
            return match.group(1) + ", had "
        said = match.string[match.end():].lower().split()[:2]
        superlative = len(said) == 2 and said[0] == "the" and said[1] in SUPERLATIVES
        if not superlative and (any(category_kind(category) in _MEASURED_KINDS for category in self.puzzle.ordered)
                                or any(category.nouns & PLACE_NOUNS for category in self.puzzle.categories)):
            # "won with the red shoes" beside jump lengths: the longest jump too? Not said; refused
            return match.group(0)
        return "had" + " " * (len(match.group(0)) - 3)

    def _own_place_follows(self, keys: list[str], index: int) -> bool:
        """Whether a place of the puzzle's own things follows ``index``, written with the noun of
        its category ("the yellow umbrella" beside `umbrellas`, "room 14", "the third umbrella",
        "the purple awning"; not a floor, one above another): "under", "beneath" or "outside" it
        is at it."""
        if keys[index:index + 1] == ["the"]:
            index += 1
        if index >= len(keys):
            return False  # "sat outside", "under the"
        length = self._form_length(keys, index) or (1 if keys[index:index + 1] and keys[index] in ORDINAL_WORDS else 0)
        places = {noun for category in self.puzzle.categories if (category.positional or category.ordered)
                  and not category.nouns & STACKED_NOUNS for noun in category.nouns}  # ("under floor 3")
        if length and keys[index + length:index + length + 1] and (
                keys[index + length] in places or self._head_noun_length(keys, index, length)):
            end = index + length + 1  # "the yellow umbrella", "the third umbrella", "the purple awning"
        elif index + 1 < len(keys) and keys[index] in places \
                and (self._form_length(keys, index + 1) or self._quantity_length(keys, index + 1)):
            # "room 14"
            end = index + 1 + (self._form_length(keys, index + 1) or self._quantity_length(keys, index + 1))
        else:
            return False
        # (not "the blue umbrella of Ann's", "the red or blue flag"; "the red flag or the one ..." is)
        return end == len(keys) or keys[end] not in ("of", "and", "or") \
            or (keys[end] != "of" and keys[end + 1:end + 2] in (["the"], ["a"], ["an"]))

    def _end_of_row(self, tokens: list[Token]) -> list[Token]:
        """"the end kennel on the right", "the last chalet on the right": the rightmost kennel
        (a row runs from left to right, as "to the left of" reads it); "is in an end kennel",
        "has an end room": at one of the ends. Only with the noun of the puzzle's line of places."""
        position = self.puzzle.position
        if position is None or not self._keys & _ROW_ENDS:
            return tokens
        words = [str(token).lower() for token in tokens]
        for index in range(1, len(tokens) - 1):
            noun = words[index + 1]
            if words[index] not in ("end", "last", "first") or noun not in position.nouns:
                continue
            side = words[index + 4] if index + 4 < len(words) else None
            ends_there = index + 5 == len(words) or (index + 5 < len(words)
                                                     and tokens[index + 5].type in _PART_END_TYPES)
            if words[index - 1] == "the" and words[index + 2:index + 4] == ["on", "the"] and ends_there \
                    and (words[index], side) in _ENDS_OF_A_ROW:
                place = _rewritten(tokens[index], "ORDINAL", f"{side}most")
                return [*tokens[:index], place, tokens[index + 1], *tokens[index + 5:]]
            if words[index] == "end" and index >= 2 and words[index - 1] in ("a", "an") \
                    and words[index - 2] in ("in", "at", "to", "from", "has", "had", "occupies", "occupied") \
                    and (index + 2 == len(words) or tokens[index + 2].type in _PART_END_TYPES):
                # "is in an end kennel": is at one end; "has an end room": is at one end
                verb = [] if words[index - 2] in ("in", "at", "to", "from") \
                    else [_rewritten(tokens[index - 2], text="is")]
                ends = _rewritten(tokens[index], "AT_END", "at one end")
                return [*tokens[:index - 2], *verb, ends, *tokens[index + 2:]]
        return tokens

    def _a_person_of_a_sex(self, tokens: list[Token]) -> list[Token]:
        """"The cat is owned by a boy", "The torch went to one of the girls", "A boy opened the
        recital", "The youngest child is a girl": where titles or first names say who is a man
        and who a woman (gender.people_spoken_of), the people of that sex by name ("either Jack or
        Tom"), read as any named people are. Only in a sentence of one clause, "a boy" its subject
        or its last words, that relates rows by what they are (values, ordinals, superlatives: no
        comparison, order or count, so "some boy" and "exactly one of the boys" say the same) and
        has no pronoun after it; else as written (refused, in the words the sentence used)."""
        words = [str(token).lower() for token in tokens]
        for index in range(len(tokens)):
            size = 2 if words[index] in ("a", "an") and index + 1 < len(words) \
                and words[index + 1] in _ONE_OF_A_SEX else \
                4 if words[index:index + 3] == ["one", "of", "the"] and index + 3 < len(words) \
                and words[index + 3] in _SOME_OF_A_SEX else 0
            if size:
                said = self._said_of_a_person_of_a_sex(tokens, words, index, size)
                if said is not None:
                    return said
        return tokens

    def _said_of_a_person_of_a_sex(self, tokens: list[Token], words: list[str], index: int,
                                   size: int) -> list[Token] | None:
        """``tokens`` with the people "a boy" (``size`` words at ``index``) says named, or None
        where it is not said so (see _a_person_of_a_sex)."""
        end = index + size
        clause = [*range(index), *range(end, len(tokens))]
        subject = index == 0 and end < len(tokens)
        if not subject and (end != len(tokens) or index == 0 or words[index - 1] in _NOT_BEFORE_A_PERSON):
            return None
        if any(tokens[at].type not in ("WORD", "VALUE", "NUMBER", "ORDINAL", "SUPER", "NOT") for at in clause) \
                or (subject and any(tokens[at].type == "NOT" or words[at] == "other" for at in clause)) \
                or any(word in SEX_WORDS and word not in GENDER_NOUNS for word in words[end:]):
            return None
        if words[index - 1:index] in (["is"], ["was"], ["are"], ["were"]) \
                and any(tokens[at].type in ("VALUE", "NUMBER") for at in clause):
            return None  # "Indi's instructor is a man": the compiler's (gender.py)
        category = people_spoken_of(self.puzzle, {words[at] for at in clause} | {singular(words[at]) for at in clause})
        people = people_of(category, GENDER_NOUNS[words[end - 1]], self.puzzle) if category is not None else None
        if not people:
            return None
        said = tokens[index]
        named = [_rewritten(said, "VALUE", person) for person in people]
        listed: list[Token] = []
        for at, person in enumerate(named):
            if at:
                listed.append(Token.new_borrow_pos("_OR", "or", said) if at == len(named) - 1
                              else Token.new_borrow_pos("_LIST_COMMA", ",", said))
            listed.append(person)
        either = [] if len(named) == 1 else [_rewritten(said, "EITHER" if subject else "WORD", "either")]
        return [*tokens[:index], *either, *listed, *tokens[end:]]

    def _two_of_a_sex(self, tokens: list[Token]) -> list[Token]:
        """"Neither of the boys had grapes", "Both girls are older than Ben", "One of the boys
        made the Arrow": where titles or first names say who is a boy and who a girl, and
        exactly two are boys, the two by name ("Neither Ben nor Max ..."); "Of the two girls, one
        ... and the other ..." too; else as written (refused)."""
        if tokens and tokens[0].type == "_OF":
            return self._pair_of_a_sex(tokens)
        if not tokens or tokens[0].type not in ("NEITHER", "BOTH", "ONE"):
            return tokens
        words = [str(token).lower() for token in tokens[1:5]]
        skip = 3 if words[:2] == ["of", "the"] else 4 if words[:3] == ["of", "the", "two"] else 1
        if skip == 1 and tokens[0].type == "ONE":
            return tokens  # ("One boy": of all?)
        noun = words[skip - 1] if len(words) >= skip else ""
        sex = GENDER_NOUNS.get(noun)
        category = self._sexed_people
        if sex is None or category is None or len(tokens) <= skip + 1:
            return tokens
        people = people_of(category, sex, self.puzzle)
        if people is None or len(people) != 2:
            return tokens
        said = tokens[skip]
        opener, join = {"NEITHER": ("NEITHER", "_NOR"), "BOTH": ("BOTH", "AND"),
                        "ONE": ("EITHER", "_OR")}[tokens[0].type]
        first, second = (_rewritten(said, "VALUE", person) for person in people)
        return [_retyped(tokens[0], opener), first, Token.new_borrow_pos(join, "and" if join == "AND" else "or",
                                                                         said), second, *tokens[skip + 1:]]

    def _more_of_one_kind(self, tokens: list[Token]) -> list[Token]:
        """"There are 4 more Birmingham Rollers than Fantails" among breeds of pigeons counted
        in `birds`: what "The Birmingham Rollers have 4 more birds than the Fantails" says. Only
        with two values of one category, each written in the plural, nothing else, and one
        category that counts things in a unit ("12 birds")."""
        if len(tokens) != 6 or tokens[0].type != "THERE_ARE" or tokens[1].type not in ("AMOUNT", "NUMBER") \
                or tokens[2].type != "COMPARE" or str(tokens[2]).lower() not in ("more", "fewer") \
                or tokens[3].type != "VALUE" or tokens[4].type != "_THAN" or tokens[5].type != "VALUE":
            return tokens
        first, second = (self.puzzle.forms.get(label_keys(str(token)), set()) for token in (tokens[3], tokens[5]))
        plural = all(str(token).lower().endswith("s") for token in (tokens[3], tokens[5]))
        counts = [category for category in self.puzzle.ordered
                  if category_kind(category) == "count" and category.unit and category.unit.isalpha()]
        if not plural or len(first) != 1 or len(second) != 1 or len(counts) != 1 \
                or next(iter(first))[0] != next(iter(second))[0]:
            return tokens
        unit = unit_plural(counts[0].unit or "")
        return [tokens[3], _rewritten(tokens[0], "WORD", "have"), tokens[1], tokens[2],
                _rewritten(tokens[2], "WORD", unit), tokens[4], tokens[5]]

    def _pair_of_a_sex(self, tokens: list[Token]) -> list[Token]:
        """"Of the two girls, one ... and the other ...": where exactly two are girls, "Of Amelia
        and Isla, ..."."""
        words = [str(token).lower() for token in tokens[1:5]]
        if words[:2] != ["the", "two"] or len(tokens) < 6 or tokens[4].type != "COMMA" \
                or GENDER_NOUNS.get(words[2]) is None or self._sexed_people is None:
            return tokens
        people = people_of(self._sexed_people, GENDER_NOUNS[words[2]], self.puzzle)
        if people is None or len(people) != 2:
            return tokens
        first, second = (_rewritten(tokens[3], "VALUE", person) for person in people)
        return [tokens[0], first, Token.new_borrow_pos("AND", "and", tokens[3]), second, *tokens[4:]]

    def _other_garment(self, tokens: list[Token]) -> list[Token]:
        """"Gina wore a red hat", "Gina's shoes were red" beside `shirts : red, blue`: the colour
        of another thing she has, not her shirt's, so the word is left unread (refused). Only
        where the category of colours names the thing it colours, and the sentence another."""
        garments = {noun for category in self.puzzle.categories for noun in category.nouns if noun in _GARMENTS
                    and any(label.lower() in BASIC_COLOURS for label in category.labels)}
        if not garments:
            return tokens
        named = {word for category in self.puzzle.categories for word in category.name.lower().split()}
        colour = [token.type == "VALUE" and str(token).lower() in BASIC_COLOURS for token in tokens]

        def coloured(index: int) -> bool:
            """Whether a colour is said of the word at ``index``: "a red *hat*", "Gina's *shoes*
            were red" (not "borrowed Ada's shoes, finished third")."""
            before = tokens[index - 1] if index else None
            return before is not None and (colour[index - 1] or before.type == "VALUE"
                                           and str(before).lower().endswith(("'s", "’s")) and any(colour[index:]))

        def owned_thing(index: int) -> bool:
            """"Gina's *car* is red" beside shirt colours: another thing of hers, coloured."""
            before, text = tokens[index - 1] if index else None, str(tokens[index]).lower()
            after = tokens[index + 1] if index + 1 < len(tokens) else None
            return before is not None and before.type == "VALUE" and str(before).lower().endswith(("'s", "’s")) \
                and text.isalpha() and text not in _PERSON_NOUNS and text not in GENDER_NOUNS \
                and after is not None and after.type == "WORD"  # (not "Gina's is red")

        return [_retyped(token, "LOGIC") if token.type == "WORD"
                and (str(token).lower() in _GARMENTS or owned_thing(index))
                and str(token).lower() not in garments and singular(str(token).lower()) not in garments
                and str(token).lower() not in self.puzzle.category_nouns
                and singular(str(token).lower()) not in named and str(token).lower() not in named
                and coloured(index) else token
                for index, token in enumerate(tokens)]

    def _of_all(self, tokens: list[Token]) -> list[Token]:
        """"Of all the charts, Ann's was printed last", "Of the five charts, ...": a frame that
        takes in every row (a category's noun, and the puzzle's size if a number is given) says
        nothing, so it is dropped; a frame of some rows ("Of the boys") stays, and is refused."""
        comma = next((index for index, token in enumerate(tokens) if token.type == "COMMA"), None)
        if comma is None or comma < 3 or comma + 2 >= len(tokens) or tokens[0].type != "_OF":
            return tokens
        words = [word for token in tokens[1:comma] for word in str(token).lower().split()]
        if words[0] == "all":
            words = words[1:]
        if words and words[0] == "the":
            words = words[1:]
        if str(tokens[1]).lower() == "all" and self._every_row_of_a_setting(tokens[2:comma], words):
            return tokens[comma + 1:]  # "Of all the venues on the tour, ...": every row, whatever the noun
        size = len(self.puzzle.categories[0].labels)
        counted = len(words) in (1, 2) and (NUMBER_WORDS.get(words[0]) == size or words[0] == str(size))
        if counted and len(words) == 1 and str(tokens[1]).lower() == "the":
            return tokens[comma + 1:]  # "Of the four, Maureen spent the most": every row
        if counted:
            words = words[1:]
        if len(words) != 1 or str(tokens[1]).lower() not in ("all", "the") or not (
                words[0] in self.puzzle.category_nouns or counted and words[0].isalpha() and words[0].endswith("s")):
            return tokens  # ("Of the five marathons": every row, whatever they are called)
        return tokens[comma + 1:]

    def _with_their_partner(self, tokens: list[Token]) -> list[Token]:
        """"Brian and his partner" beside `men` and `partners`, "Cyril and his wife" beside
        `husbands` and `wives`: the pair a row holds, said as the row's name; then "Kevin and
        his" after one of them is the same. Only where the noun names a category of the
        puzzle, so each row is such a pair."""
        out: list[Token] = []
        index, paired = 0, False
        while index < len(tokens):
            token = tokens[index]
            following = [str(item).lower() for item in tokens[index + 1:index + 4]]
            if token.type == "VALUE" and following[:1] == ["and"] and following[1:2] \
                    and following[1] in ("his", "her", "their"):
                noun = following[2] if len(following) > 2 else ""
                if self._names_a_category(noun):
                    out.append(token)
                    index += 4
                    paired = True
                    continue
            if token.type == "VALUE" and paired and following[:1] == ["and"] \
                    and following[1:2] in (["his"], ["hers"], ["theirs"]) \
                    and (index + 3 == len(tokens) or tokens[index + 3].type == "COMMA"):
                out.append(token)  # "... than Kevin and his": and his partner
                index += 3
                continue
            out.append(token)
            index += 1
        return out

    def _names_a_category(self, noun: str) -> bool:
        """Whether ``noun`` (singular) names a category of the puzzle: "wife" for `wives`."""
        plurals = {noun + "s", noun + "es"} | ({noun[:-2] + "ves"} if noun.endswith("fe") else set())
        return bool(noun) and bool(plurals & self.puzzle.category_nouns)

    def _every_row_of_a_setting(self, frame: list[Token], words: list[str]) -> bool:
        """"all the venues", "all the entrants in the show": a plural noun that names no value and
        no sex ("all the girls" may be some of the rows), then at most a setting of plain words
        ("on the tour") that names nothing of the puzzle and restricts nothing ("who ...")."""
        if not words or any(token.type != "WORD" for token in frame):
            return False
        noun, setting = words[0], words[1:]
        plural = noun.endswith("s") and not noun.endswith("ss") or noun in ("people", "children")
        if not plural or noun in SEX_WORDS or noun in GENDER_NOUNS:
            return False
        return not setting or (setting[0] in ("on", "in", "at", "for", "from") and len(setting) <= 4
                               and not set(setting) & {"who", "that", "which", "whose", "not", "other"}
                               and not set(setting) & self.puzzle.category_nouns)

    def _time_frame(self, tokens: list[Token]) -> list[Token]:
        """"later in the day", "earlier in the week", "the earliest in the year": the category of
        times of day, weekdays, or dates and months (one month's dates for "in the month") is
        named instead; with none, or several, the frame word is refused ("later in the day" is
        never a later day)."""
        out: list[Token] = []
        index = 0
        while index < len(tokens):
            token = tokens[index]
            frame = [str(item).lower() for item in tokens[index + 1:index + 4]]
            # "the earliest of the week"; "the last of the day" beside floors
            ordinal = token.type == "ORDINAL" and str(token).lower() in ("first", "last") and frame[:2] == ["of", "the"]
            scope = ["in", "the"] if token.type != "SUPER" and not ordinal else frame[:2]
            if (token.type in ("COMPARE", "ORDER", "SUPER") and str(token).lower() in _TIME_ORDER_WORDS or ordinal) \
                    and len(frame) == 3 and frame[:2] == scope and scope in (["in", "the"], ["of", "the"]) \
                    and frame[2] in _FRAME_UNITS:
                out.append(token)
                named = self._framed_category(frame[2])
                word = tokens[index + 3]
                before = str(tokens[index - 1]).lower() if index else ""
                doing = index and tokens[index - 1].type == "WORD" and before.isalpha() and before not in _COPULAS \
                    and before not in _ARTICLES_AND_POSSESSIVES and token.type != "SUPER"
                if doing and named is not None and self._frame_doing_named(tokens[max(0, index - 3):index], named):
                    doing = False  # "got there later in the evening" beside arrivals, "had dinner" beside dinner times
                calendar = [category for category in self.puzzle.ordered if category_kind(category) == "calendar"]
                if doing and named is not None and calendar == [named]:
                    # "Ann ate later in the evening than Bob": the verb says what is compared, as
                    # in "ate later than Bob" (refused beside arrival times); the frame adds nothing
                    index += 4
                    continue
                if doing and named is not None and dated_by(named, before):
                    doing = False  # "started earlier in the evening" beside start times and dates: the times
                out.append(Token.new_borrow_pos("WORD", sorted(named.nouns)[0], word) if named is not None and not doing
                           else _retyped(word, "LOGIC"))
                index += 4
                continue
            out.append(token)
            index += 1
        return out

    @staticmethod
    def _frame_doing_named(words: list[Token], named: Category) -> bool:
        """Whether the words before "later in the evening" say the framed category's own doing:
        coming ("got there", "came back", "arrived") beside arrivals, or a noun of its name ("had
        dinner" beside `dinner time`)."""
        texts = [str(word).lower() for word in words]
        parts = {part for noun in named.nouns for part in re.split(r"[-_ ]", noun)}
        if any(text in parts or singular(text) in parts for text in texts[-2:]):
            return True
        arriving = parts & {"arrival", "arrivals", "arrive", "arrived"}
        return bool(arriving) and any(text in _GETTING_THERE for text in texts) \
            and texts[-1] in ("there", "here", "home", "back", "in")

    def _framed_category(self, frame: str) -> Category | None:
        """The one category a time frame orders ("day": times of day), or None."""
        units = _FRAME_UNITS[frame]
        found = [category for category in self.puzzle.ordered if category.unit in units]
        if frame == "month":  # "later in the month": only dates of one month (or days of one: `5th, 12th`)
            found = [category for category in found if _of_one_month(category.labels)
                     or all(_DIGIT_ORDINAL.fullmatch(label.strip().lower()) for label in category.labels)]
        return found[0] if len(found) == 1 else None

    def _part_of_day(self, tokens: list[Token]) -> list[Token]:
        """"in the afternoon" with a category of times of day: its times in the afternoon as
        alternatives ("1:00 pm or 2:30 pm"); "the only one in the afternoon" when one time is. A
        time the word may or may not cover (noon, 5 or 6 pm for "afternoon" and "evening", the
        small hours for "morning") leaves it unread."""
        times = [category for category in self.puzzle.ordered if category.unit == "time"]
        out: list[Token] = []
        for index, token in enumerate(tokens):
            window = _DAY_PARTS.get(str(token).lower())
            if window is not None and index >= 3 and tokens[index - 3].type in ("COMPARE", "ORDER") \
                    and str(tokens[index - 3]).lower() in _TIME_ORDER_WORDS \
                    and [str(item).lower() for item in tokens[index - 2:index]] == ["in", "the"]:
                # "started earlier in the evening than Bob": earlier in the day (the time frame step)
                out.append(_rewritten(token, text="day"))
                continue
            end = _END_OF_PART.get(str(tokens[index - 3]).lower()) if index >= 3 else None
            if window is not None and end is not None and tokens[index - 3].type in ("SUPER", "ORDINAL") \
                    and [str(item).lower() for item in tokens[index - 2:index]] in (["of", "the"], ["in", "the"]):
                # "the earliest of the afternoon": the first of the times in the afternoon
                labels = self._times_in_part(times, window)
                del out[-3:]
                out.append(Token.new_borrow_pos("NUMBER", labels[0 if end == "first" else -1], tokens[index - 3])
                           if labels else _retyped(token, "LOGIC"))
                continue
            after_time = _part_after_time(tokens, index) if times and (
                window is not None or str(token).lower() in _PART_WORDS) else 0
            if after_time:
                # "at 9:30 in the evening", "at 7:00 tonight": the part of the day says which 9:30
                del out[len(out) - (after_time - 2):]  # "in the", "at": the time is left
                out[-1] = _time_in_part(out[-1], _DAY_PARTS[_PART_WORDS.get(str(token).lower(), str(token).lower())])
                continue
            opened = index >= 2 and str(tokens[index - 1]).lower() == "the" \
                and str(tokens[index - 2]).lower() in ("in", "during") \
                and (index == 2 or tokens[index - 3].type != "NUMBER")  # "at 9:00 in the morning"
            if window is not None and opened and len(times) != 1:
                out.append(_retyped(token, "LOGIC"))  # "in the morning" with no one category of times
                continue
            if window is None or not opened:
                out.append(token)
                continue
            labels = self._times_in_part(times, window)
            if not labels:
                out.append(Token.new_borrow_pos("LOGIC", str(token), token))  # refused where it stands
                continue
            out.pop()  # "the"
            if len(labels) == 1 and [str(item).lower() for item in out[-4:-1]] == ["the", "only", "one"]:
                # "the only one in the afternoon" when one time is: "only" adds nothing to it
                del out[-4:-1]
            out.extend(_alternatives(labels, token))  # a time is read as a quantity
        return out

    @staticmethod
    def _times_in_part(times: list[Category], window) -> list[str]:
        """The times, in order, of the one category of times of day that fall in a part of the
        day (``window``); none when there is not one such category, or a time the part may or
        may not cover (noon for "afternoon") is among its values."""
        if len(times) != 1:
            return []
        (clear_from, clear_to), unclear = window
        timed = sorted(zip((int(quantity.number) % (24 * 60) for quantity in times[0].quantities), times[0].labels))
        if any(low <= at < high for at, _ in timed for low, high in unclear):
            return []
        return [label for at, label in timed if clear_from <= at < clear_to]

    def _weekday_of_dates(self, tokens: list[Token]) -> list[Token]:
        """Dates a week apart, all on the weekday the opening names ("each ran a race on a
        Saturday in June"): "the Saturday (immediately) after Callum's" is the week after it, and
        "the first Saturday of the month" (second, third, fourth, last) the one date in that week
        of its month, where the dates are of one month; else as written (refused)."""
        dates = [category for category in self.puzzle.ordered if category.unit == "date"]
        if len(dates) != 1 or len({number % 7 for number in dates[0].numbers}) != 1:
            return tokens
        words = [str(token).lower() for token in tokens]
        for index, word in enumerate(words):
            if word not in _FULL_WEEKDAYS or tokens[index].type != "WORD" or index == 0 \
                    or not {word, word + "s"} & self.puzzle.intro_words:
                continue
            after = index + 1 + (words[index + 1:index + 2] in (["immediately"], ["right"], ["directly"]))
            if words[index - 1] == "the" and after < len(tokens) and tokens[after].type == "ORDER" \
                    and words[after] in ("after", "before"):
                week = Token.new_borrow_pos("AMOUNT", "the week", tokens[index - 1])
                return [*tokens[:index - 1], week, *tokens[after:]]
            if index >= 2 and words[index - 2] == "the" and words[index - 1] in _WEEK_OF_A_MONTH \
                    and words[index + 1:index + 4] == ["of", "the", "month"]:
                date = _date_in_week(dates[0].labels, _WEEK_OF_A_MONTH[words[index - 1]])
                if date is not None:
                    return [*tokens[:index - 2], Token.new_borrow_pos("NUMBER", date, tokens[index - 2]),
                            *tokens[index + 4:]]
        return tokens

    def _month_of_dates(self, tokens: list[Token]) -> list[Token]:
        """"in March" with a category of dates (March 3, March 17, April 10): the dates of that
        month as alternatives ("March 3 or March 17"), each named by its own value."""
        dates = [category for category in self.puzzle.ordered if category.unit == "date"]
        out: list[Token] = []
        for index, token in enumerate(tokens):
            written = str(token)
            named = token.type in ("WORD", "LOGIC") and written[:1].isupper()  # "in May", not "may"
            month = MONTHS.get(written.lower().rstrip(".")) if named else None
            if month is None or len(dates) != 1 or index == 0 or str(tokens[index - 1]).lower() not in ("in", "during"):
                out.append(token)
                continue
            labels = [label for label in dates[0].labels_in_order()
                      if MONTHS.get(label.split()[0].lower().rstrip(".")) == month]
            if not labels:
                out.append(token)
                continue
            one = len(out) >= 3 and str(out[-2]).lower() == "one"
            words = [str(item).lower() for item in out[len(out) - (4 if one else 3):len(out) - (2 if one else 1)]]
            end = _END_OF_MONTH_WORDS.get(words[-1]) if len(words) == 2 and words[0] == "the" else None
            if end is not None:
                # "the last one in June": the last of June's dates
                del out[len(out) - (3 if one else 2):]
                out.append(Token.new_borrow_pos("VALUE", labels[0 if end == "first" else -1], token))
                continue
            for position, label in enumerate(labels):
                if position:
                    kind = "_OR" if position == len(labels) - 1 else "_LIST_COMMA"
                    out.append(Token.new_borrow_pos(kind, "or" if kind == "_OR" else ",", token))
                out.append(Token.new_borrow_pos("VALUE", label, token))
        return out

    def _match(self, raw: list[RawWord], keys: list[str], index: int, question: bool) -> tuple[str, int]:
        word = keys[index]
        if question and index == 0 and word in QUESTION_WORDS:
            return "WH", 1
        if index == 0 and word == "of":
            return "_OF", 1
        if word in ("anyone", "anybody") and index and keys[index - 1] in ("than", "before", "after") \
                and keys[index + 1:index + 2] != ["else"]:
            return "ALL_OTHERS", 1  # "more lengths than anyone": than anyone else
        if word in ("left", "leaves", "leave") and keys[index + 1:index + 2] == ["behind"]:
            return "LOGIC", 1  # "Max left behind the phone": forgot it there, or left after it?
        if _DECADE.fullmatch(word) and index and keys[index - 1] in ("the", "early", "late", "mid", "mid-") \
                and not self._form_length(keys, index) and not self._decades_listed:
            return "LOGIC", 1  # "born in the 1990s": any year of the decade, not 1990
        if word in ("hour", "hours") and index and (
                keys[index - 1] in ("o'clock", "o’clock", "oclock")
                or re.fullmatch(r"\d{1,2}[:.]\d\d([ap]\.?m\.?)?", keys[index - 1])):
            return "LOGIC", 1  # "in the 8 o'clock hour": any time from 8 to 9, not 8:00
        if word in ("within", "to") and self._range_or_bound(keys, index):
            return "LOGIC", 1  # "within an hour after Bob", "a day to 3 days after": not exactly that amount
        if word in ("in", "at", "on") and keys[index + 1:index + 3] == ["the", "end"] \
                and keys[index + 3:index + 4] and keys[index + 3].endswith("s") and self._row_noun(keys[index + 3]):
            return "AT_END", 3  # "Both A and B are in the end bungalows": one at each end
        if word in ("a", "an") and index and keys[index - 1] == "than" and index + 1 < len(keys) \
                and self._measured_in(keys[index + 1]):
            return "NUMBER", 2  # "lasted no more than an hour" beside lengths in minutes: 60 minutes
        if word == "on" and keys[index + 1:index + 4] in (["the", "left", "of"], ["the", "right", "of"]) \
                and (not index or keys[index - 1] not in _BEFORE_A_SIDE):
            # "The green house is on the left of the white house" (Einstein's riddle means right
            # beside it; the puzzle sites' "to the left of" is anywhere): which is not said
            return "LOGIC", 4
        if word == "of" and index and keys[index + 1:index + 2] and self._measure_of_another(keys[index - 1],
                                                                                           keys[index + 1]):
            return "LOGIC", 1  # "2 more cups of tea" beside `cups of coffee`
        if self._ages and not self._years_long and self._years_of_another_span(keys, index):
            # "has been married for 30 years", "moved here 40 years ago", "30 years of
            # experience", "spent 30 years at sea", "retired at 50" beside people's ages: a span
            # or a moment of their lives, not their age
            return "LOGIC", 1
        if self._ages and index and self._possessive[index - 1] and keys[index + 1:index + 2] in (["is"], ["was"]) \
                and keys[index + 2:index + 3] and keys[index + 2][:1].isdigit() and word in _AGED_OTHERS \
                and keys[index + 3:index + 4] in ([], ["years"], ["year"], [","], ["and"], ["but"]) \
                and not self._in_the_intro(word) \
                and word not in self.puzzle.category_nouns and not self._form_length(keys, index):
            return "LOGIC", 1  # "Alice's parrot is 30" beside the people's ages: the parrot's age
        if self._dated_by_another_verb(keys, index):
            # "Alice bought the red house in 1990", "The red house was sold in 1990" beside the
            # years houses were built: another event than the category's
            return "LOGIC", 1
        if word in _UNSAID_AMOUNT_STARTS:
            unsaid = self._unsaid_amount_length(keys, index)
            if unsaid:
                return "LOGIC", unsaid
        event = _event_of_phrase(keys, index)
        if event is not None and self._dates_only_other_events(event):
            # "Ann came back a week before Bob" beside departure dates, "left the club in 1960"
            # beside years joined, "clocked off at 5pm" beside start times: another event
            return "LOGIC", 1
        if word in _PERIOD_ADVERBS and self._periods and _PERIOD_WORDS[word] not in self._periods:
            return "LOGIC", 1  # "pays $120 more annually" beside `monthly fees`
        if word in ACTIVITIES and self._quantity_length(keys, index + 1) and self._activities \
                and ACTIVITIES[word] not in self._activities:
            return "LOGIC", 1  # "Cid ran 10 miles" beside `miles driven`: another activity
        if word in ("per", "a", "an", "each", "every") and keys[index + 1:index + 2] \
                and _PERIOD_WORDS.get(keys[index + 1]) and self._periods \
                and _PERIOD_WORDS[keys[index + 1]] not in self._periods:
            # "$240 less per year" beside `monthly rents`: another period than any category's
            return "LOGIC", 1
        if index and self._possessive[index - 1] and self._person_ends_at(keys, index) \
                and self._own_job_starts_at(keys, index):
            # "Alice's teacher lives in Tulsa" beside `jobs : pilot, teacher`: the teacher is
            # another person than Alice
            return "LOGIC", 1
        owner_end = index if index and self._possessive[index - 1] else index - 1 if index >= 2 \
            and self._possessive[index - 2] and keys[index - 1].isalpha() and not self._form_length(keys, index - 1) \
            else 0
        if word in _RELATION_NOUNS and owner_end and (self._person_ends_at(keys, owner_end)
                                                      or keys[owner_end - 1].removesuffix("'s") in ("owner", "old")
                                                      or keys[owner_end - 1].removesuffix("'s").endswith("-old")) \
                and word not in self.puzzle.category_nouns and not self._form_length(keys, index) \
                and self._people_categories < 2:
            # "Alice's landlord", "Brian's lawyer is the teacher": another person than Alice
            # ("Mr Rennie's pupil" beside instructors and learners is his learner; "Pod 5's
            # guests" are the pod's own)
            return "LOGIC", 1
        if index and self._possessive[index - 1] and word in _PEER_NOUNS and not self._form_length(keys, index) \
                and self._peer_of_the_owner(keys, index, word):
            # "Rita's friend owns the dog" beside `friends : Rita, ...`, "the bird owner's
            # neighbour" beside `neighbours`: another of them, not Rita
            return "LOGIC", 1
        if word in ("young", "little") and self._form_length(keys, index + 1) and not self._form_length(keys, index):
            return "LOGIC", 1  # "the young Coles": their children, not the couple
        if word in ("partner", "partners") and index and self._possessive[index - 1] and self._paired_people:
            return "WORD", 1  # "Nora's partner" where the opening pairs two categories of people
        if word in ("couple", "couples") and index and keys[index - 1] in ("the", "each", "which", "other", "both") \
                and self.puzzle.intro_words & {"couple", "couples"} and keys[index + 1:index + 2] != ["of"]:
            return "WORD", 1  # "the couple at table 2" where the opening says each row is a couple
        if word in _NOT_TAKING_VERBS and _not_taking(keys, index) and not self._quantity_length(keys, index + 2) \
                or word == "running" and keys[max(index - 3, 0):index] == ["out", "of", "the"]:
            # ("gave up 3 runs": allowed them); "dropped out of the running at Bolt"
            # "turned down Acme", "ruled out Tufts", "pulled out of the deal": not taking it
            return "LOGIC", 1
        if word == "outbid" and keys[index + 1:index + 2] in (["on"], ["for"]):
            return "LOGIC", 1  # "was outbid on the house": did not get it
        if word in _OTHER_AMOUNTS and self._prices and word not in self.puzzle.category_nouns \
                and not self._form_length(keys, index) and not self._in_the_intro(word):
            # "Ann's tip was $2 more than Beth's", "paid $6 more in tax": another amount than
            # the one the category holds (unless the opening says the puzzle is of it: "each
            # released one wine", "the cost of the repair")
            return "LOGIC", 1
        if (word in POSITION_WORDS or word in SUPERLATIVES or _DIGIT_ORDINAL.fullmatch(word)) \
                and self._of_named_ones(keys, index + 1):
            # "The first of Jack and Gina to arrive", "the oldest of Ann, Bo and Cy": whichever
            # of them it is, not the first of all and the other named
            return "LOGIC", 1
        if (word in POSITION_WORDS or _DIGIT_ORDINAL.fullmatch(word)) and _place_among_some(keys, index):
            # "the first guest to arrive after Ann", "the last runner to finish before Bo", "the
            # first to arrive without wine": a place among some of them, not in the whole order
            return "LOGIC", 1
        if word == "exactly" and _left_or_right_of(keys[index + 1:]):
            return "IMMEDIATELY", 1  # "is exactly to the left of" (Brainzilla's words): immediately left
        if word == "exactly" and _times_length(keys, index + 1) and not (index and keys[index - 1] in _NEGATIONS):
            return "WORD", 1  # "weighed exactly twice as much as": twice is exact already
        if word in ("beside", "next", "alongside") and index and keys[index - 1] in _SEATED \
                and self.puzzle.position is not None \
                and self.puzzle.position.nouns & (PLACE_NOUNS | ORDERED_NOT_RESULTS) \
                and not self.puzzle.position.nouns & {"position", "positions", "spot", "spots"} \
                and not (self.puzzle.position.row or "left" in self.puzzle.intro_words):
            # "sat beside" with places in a result or slots of a programme: seats, not places
            # ("positions" may be a row, and `umbrellas : first, second, ...` is one; places the
            # opening numbers "from left to right" are one too)
            return "LOGIC", 1
        times = _times_length(keys, index)
        if times and index and keys[index - 1] in _NEGATIONS:
            return "LOGIC", 1  # "is not twice as old as": younger, or older by more? Not said
        if times:
            return "COMPARE", times  # "twice as old", "half as much", "three times as heavy"
        if word == "as" and index >= 3 and keys[index - 1] in AS_ADJECTIVES and keys[index - 2] == "as" \
                and _times_length(keys, index - 3 if keys[index - 3] in _FACTOR_WORDS else index - 4):
            return "_THAN", 1
        if word == "as" and index >= 4 and keys[index - 2] in ("much", "many") and keys[index - 3] == "as" \
                and _times_length(keys, index - 4 if keys[index - 4] in _FACTOR_WORDS else index - 5):
            return "_THAN", 1  # "twice as much rain as": the last "as"
        if _DIGIT_ORDINAL.fullmatch(word) and index and keys[index - 1] in _FINISHED \
                and not self._form_length(keys, index) and int(word[:-2]) in _SPELLED_ORDINALS:
            return "ORDINAL", 1  # "finished 2nd" with no value 2nd: the place, as "finished second"
        penultimate = _penultimate_length(keys, index)
        if penultimate and index and (keys[index - 1] in POSITION_VERBS or keys[index - 1] in ("the", "in")):
            return "ORDINAL", penultimate  # "finished second to last", "the next-to-last house"
        if word == "different" and index and keys[index - 1] == "many":
            return "WORD", 1  # "smokes many different blends": the blends, as "many unique blends"
        if word == "different" and index + 1 < len(keys) and keys[index + 1].isalpha() \
                and keys[index + 1] not in _SAME_KIND_NOUNS and keys[index + 1] not in self.puzzle.category_nouns \
                and singular(keys[index + 1]) not in self.puzzle.category_nouns and keys[index + 1] not in _PART_ENDS:
            return "LOGIC", 1  # "on different floors" with no floors: which category differs is not said
        part_start = index == 0 or keys[index - 1] in (",", "and", "but", ";")  # "..., and it isn't Bob who"
        if part_start and word in ("it", "it's") and self._cleft_length(keys[index:]) \
                and self._keyword(keys, index)[1] != "FALSE_THAT":
            return "CLEFT", self._cleft_length(keys[index:])
        if word == "no" and self._zero_count(keys, index + 1):
            return "NUMBER", 2  # "Ann has no siblings": the count 0
        if word == ",":
            return "COMMA", 1
        if word in ("–", ";", ":"):
            return "DASH", 1
        if word in NUMBER_WORDS and keys[max(0, index - 2):index] == ["of", "the"] \
                and ("SUPER" in self._seen or "ORDINAL" in self._seen or _best_seller_said(keys[:index])) \
                and NUMBER_WORDS[word] == len(self.puzzle.categories[0].labels):
            # "the shortest of the four", "the first appointment of the five" (of all of them): the
            # superlative or the place already says it
            return "WORD", 1
        if word == "not" and keys[index + 1:index + 2] in (["as"], ["so"]) and index + 3 < len(keys) \
                and keys[index + 2] in AS_ADJECTIVES and keys[index + 3] == "as":
            return "COMPARE", 3  # "not as old as Cy", "not so old as": younger than Cy (the last "as" is its "than")
        if word == "not" and _verb_before_as_as(keys, index + 1):
            return "COMPARE", 4  # "didn't go as high as Cy": lower than Cy, as "not as high as"
        if word == "as" and index >= 3 and keys[index - 1] in AS_ADJECTIVES and (
                keys[index - 3:index - 1] in (["not", "as"], ["not", "so"])
                or (index >= 4 and keys[index - 4] == "not" and _verb_before_as_as(keys, index - 3))):
            return "_THAN", 1
        unread = self._unread_length(keys, index)
        if unread:
            return "LOGIC", unread
        verb_phrase = _verb_phrase_length(keys, index, self._quantity_length)
        if verb_phrase:
            return "WORD", verb_phrase
        if (word == "just" or (word == "only" and index and keys[index - 1].isalpha()
                               and keys[index - 1] not in LOGIC_WORDS)) and self._quantity_length(keys, index + 1):
            return "WORD", 1  # "just 2 hours after", "stays just one night", "drank only one cup": that amount
        if word == "only" and index and keys[index - 1].isalpha() and keys[index - 1] not in LOGIC_WORDS \
                and keys[index - 1] not in _COPULAS and keys[index - 1] not in _OBJECT_DETERMINERS \
                and keys[index - 1] not in _PREPOSITIONS_BEFORE_ONLY \
                and self._form_length(keys, index + 1):
            end = index + 1 + self._form_length(keys, index + 1)
            if end == len(keys) or keys[end] in _PART_ENDS:
                return "WORD", 1  # "drank only water": water, the one drink a grid gives each
        if word == "exactly" and index + 1 < len(keys):
            length = self._quantity_length(keys, index + 1)
            after = keys[index + 1 + length] if length and index + 1 + length < len(keys) else None
            if length and (after is None or after in _PART_ENDS or self._away_at_end(keys, index + 1 + length)):
                # "cost exactly $20.75", "stays just one night": that value ("exactly 2 hours
                # after" is an amount)
                return "WORD", 1
        if word == "away" and self._away_at_end(keys, index) and any(
                self._quantity_length(keys, start) == index - start for start in (index - 1, index - 2) if start >= 0):
            return "WORD", 1  # "lives 12 miles away": that distance ("12 miles away from Bob" is not read)
        if word == "away" and index and keys[index - 1] in _COPULAS and self._away_for_longer(keys, index + 1):
            return "WORD", 1  # "was away two nights more than Nate", "was away longer": stayed away
        if word in TITLES and self._titles_are_values and (word,) not in self.puzzle.forms \
                and index + 1 < len(keys) and self._form_length(keys, index + 1):
            return "LOGIC", 1  # "Doctor Fenton", "Miss Fenton" beside `title : Dr, Mr, Ms`: which title?
        titled = self._titled_value_length(keys, index)
        if titled:
            return "VALUE", titled
        if word in POSITION_WORDS and keys[index + 1:index + 2] == ["to"] and index + 2 < len(keys) \
                and keys[index + 2] not in _NOT_VERBS_AFTER_TO:
            return self._position_word(keys, index)  # "the first to be tested": not the value `first`
        quantity_length = self._quantity_length(keys, index)
        value_length = self._form_length(keys, index)
        keyword_length, keyword = self._keyword(keys, index)
        if value_length and value_length >= max(quantity_length, keyword_length):
            return "VALUE", value_length + self._head_noun_length(keys, index, value_length)
        if value_length and word in NUMBER_WORDS and index and self._texts[index][:1].isupper() \
                and value_length >= keyword_length:
            # "rode a Zero board" beside `boards : Baker, ..., Zero`: the capitalised value, not a count
            return "VALUE", value_length + self._head_noun_length(keys, index, value_length)
        if word in self.puzzle.words:
            # a declared word wins over the built-in one: `word after = more arrivals`
            return "DECLARED", 1
        if quantity_length and quantity_length >= keyword_length:
            if keys[index] in NUMBER_WORDS and index + quantity_length < len(keys) \
                    and keys[index + quantity_length] == "different":
                return "DIFFERENT", quantity_length + 1
            return "NUMBER", quantity_length
        if keyword == "AT_END" and keys[index + keyword_length - 2:index + keyword_length] == ["the", "end"] \
                and not (index + keyword_length < len(keys) and self._end_place_noun(keys[index + keyword_length])):
            return "LOGIC", keyword_length  # "at one of the end tables" in a row of hides: no place of the row
        if keyword is not None:
            return keyword, keyword_length
        return self._single(keys, index)

    def _of_named_ones(self, keys: list[str], index: int) -> bool:
        """Whether "of" at ``index`` opens a list of named things ("of Jack and Gina", "of Ann,
        Bo or Cy")."""
        if keys[index:index + 1] != ["of"]:
            return False
        length = self._form_length(keys, index + 1)
        return bool(length) and keys[index + 1 + length:index + 2 + length] in (["and"], ["or"], [","], ["&"])

    def _away_for_longer(self, keys: list[str], start: int) -> bool:
        """Whether the words from ``start`` say for how much longer ("two nights more than",
        "for 2 more nights than", "longer than"): the time spent away, after "was away"."""
        if keys[start:start + 1] == ["for"]:
            start += 1
        if keys[start:start + 1] in (["longer"], ["shorter"]):
            return True
        length = self._quantity_length(keys, start)
        if not length and keys[start:start + 1] and keys[start] in NUMBER_WORDS:
            length = 1  # "two more nights": the number, then the comparison, then its unit
        rest = keys[start + length:start + length + 2]
        units = {singular(keys[start + length - 1])} | {singular(word) for word in rest[1:]} if length else set()
        return bool(rest) and rest[0] in ("more", "fewer", "less", "longer") and bool(units & _TIME_UNITS)

    def _steps_along(self, marked: list[Token]) -> None:
        """"two doors from", "two places from", "two doors down from": a count of places along
        the puzzle's row, written as its own places ("two houses"), so that "from" counts them."""
        position = self.puzzle.position
        if position is None or not marked:
            return
        end = len(marked)
        if marked[-1].type == "WORD" and str(marked[-1]).lower() in ("down", "along", "up"):
            end -= 1
        written = str(marked[end - 1]).split() if end >= 1 and marked[end - 1].type == "NUMBER" else []
        if len(written) == 2 and singular(written[1].lower()) == "door" \
                and {singular(item) for item in position.nouns} & _DWELLINGS:
            # "two doors" read as one number with its unit: the houses it counts
            marked[end - 1:] = [Token.new_borrow_pos("NUMBER", f"{written[0]} {_plural_of_row(position)}",
                                                     marked[end - 1])]
            return
        if end < 2 or marked[end - 1].type != "WORD" or marked[end - 2].type != "NUMBER" \
                or len(str(marked[end - 2]).split()) != 1:
            return
        noun = str(marked[end - 1]).lower()
        rows = {singular(item) for item in position.nouns}
        if not (singular(noun) in _STEPS_ALONG or (singular(noun) == "door" and rows & _DWELLINGS)):
            return
        count = marked[end - 2]
        marked[end - 2:] = [Token.new_borrow_pos("NUMBER", f"{count} {_plural_of_row(position)}", count)]

    def _places_in_line(self, noun: str) -> bool:
        """Whether ``noun`` names the places of the puzzle's line ("pumps" beside `pumps : 1, 2,
        3, 4`, "houses" in a row of houses): "two pumps from" counts places along it."""
        position = self.puzzle.position
        return position is not None and noun.isalpha() and (
            singular(noun) in {singular(item) for item in position.nouns} | _STEPS_ALONG)

    @staticmethod
    def _away_at_end(keys: list[str], index: int) -> bool:
        """Is ``keys[index]`` "away" ending a part of the sentence ("lives 12 miles away, and")?"""
        return index < len(keys) and keys[index] == "away" and (
            index + 1 == len(keys) or keys[index + 1] in _PART_ENDS)

    def _single(self, keys: list[str], index: int) -> tuple[str, int]:
        """The type of a word that starts no name, number or structure phrase."""
        word = keys[index]
        following = keys[index + 1] if index + 1 < len(keys) else None
        if word == "no" and (self._texts[index].endswith(".") or (index and self._texts[index] == "No")) \
                and following is not None and following[:1].isdigit():
            return "WORD", 1  # "lives at No. 2": the number 2, not "no"
        if word == "no":
            return "NOT", 1  # "has no dog", "no later than"
        if word == "one":
            previous = keys[index - 1] if index else ""
            at_part_start = index == 0 or previous in _PART_ENDS
            return ("ONE", 1) if at_part_start and previous not in _FILLER_BEFORE_ONE else ("WORD", 1)
        if word == "well" and index and (keys[index - 1] in ("the", "a", "each", "every", "deepest", "shallowest")
                                         or self._possessive[index - 1] or self._form_length(keys, index - 1)
                                         or any(char.isdigit() for char in keys[index - 1])  # "the 220-foot well"
                                         or keys[index - 1] in SUPERLATIVES) \
                and following not in _WELL_ADVERBED:
            return "WORD", 1  # "the deepest well", "the Tolliver well": a well, not "well over"
        if word in ("offered", "offers") and any(category.nouns & _OFFERED_NOUNS for category in self.puzzle.ordered):
            return "WORD", 1  # "offered a bigger reward" beside `rewards`: the reward's verb
        if word in ("more", "less", "most", "least") and following in AS_ADJECTIVES \
                and following not in ("expensive", "many", "much"):
            return "LOGIC", 1  # "the least young", "more cheap": not read (it was read as fewer of something)
        if word in ("more", "less", "most", "least") and following is not None and _adjective(following) \
                and following not in self.puzzle.category_nouns and following not in self.unit_words \
                and following not in self._quality_adjectives:
            return "LOGIC", 1  # "more accurate", "the most dangerous": a quality no category measures
        if word in ("more", "less", "most", "least") and following is not None and following.isalpha() \
                and following not in ("than", "of", "and", "or") and index + 2 < len(keys) \
                and self._texts[index + 1][:1].islower() and self._texts[index + 2][:1].islower() \
                and not self._form_length(keys, index + 1) and not self._form_length(keys, index + 2) \
                and keys[index + 2] not in self.puzzle.category_nouns and keys[index + 2] not in self.unit_words \
                and (_adjective(keys[index + 2]) or keys[index + 2] == "friendly"):
            return "LOGIC", 1  # "more fuel-efficient", "the most user-friendly": a quality, which way round?
        if word in ("more", "less") and following in ("expensive", "valuable", "recent", "recently"):
            return "COMPARE", 2  # "was found more recently": later; "more valuable": worth more money
        before = keys[index - 1] if index else None
        if word in ("most", "least") and following in ("expensive", "valuable", "recent", "recently"):
            return "SUPER", 2
        if word in ("yet", "whereas") and before == ",":
            return "AND", 1  # "the lightest of the five, yet it cost the most": both hold
        if word in ("her", "his", "their") and before in ("in", "for", "within", "of") \
                and following in _SUBGROUP_NOUNS:
            return "LOGIC", 1  # "first in her age group", "second in his heat", "fastest for her team": of some
        if (word in ("women's", "men's", "girls'", "boys'", "womens", "mens")
                or word in ("women", "men", "girls", "boys") and self._possessive[index]) \
                and following in _SUBGROUP_NOUNS:
            return "LOGIC", 1  # "first across the line in the women's race": of some
        if (word in _INTERIM_WORDS and word not in self.puzzle.category_nouns
                or (word, following) in _INTERIM_PAIRS and not self._in_category_name(word, following or "")):
            # "ahead of Hal at the halfway mark", "seeded above Hal", "lined up next to Hal", "first
            # in her age group", "got to the start line before Hal": another order than the result
            return "LOGIC", 1
        thing_before = before is not None and before not in _BAR_BEFORE_EXCEPT \
            and (before[:1].isalnum() or before[:1] in "$£€")
        if word in ("bar", "bars") and following not in ("none", "one") \
                and (thing_before or index and self._possessive[index - 1]):
            return "WORD", 1  # "the 85% bar", "Bruno's bar": a thing ("all bar one", "the best bar none" stay)
        if word in ("whichever", "whoever", "whatever") and following == "of":
            return "LOGIC", 1  # "Whichever of Amy and Beth is older owns the cat": one of them, by a comparison
        if word in ("topped", "tops", "top") and following == "out":
            return "WORD", 1  # "topped out 10 mph below the Tern": reached at most, as "maxed out" (not "beat")
        if word in ("while", "whilst") and before == "," and following is not None and not following.endswith("ing"):
            return "AND", 1  # "..., while Shane's load was the hay": both hold ("while wearing red" is not read)
        if word in ("likewise", "similarly") and before in (",", "and", ";", "–", ":") \
                and self._form_length(keys, index + 1) \
                and keys[index + 1 + self._form_length(keys, index + 1):] in ([], ["too"], ["as", "well"]):
            return "SO_TOO", 1  # "..., and likewise Cora": the same said of Cora
        if (before in (";", "–", ":") or (before == "and" and word.endswith("ly") and word not in _VERBS_IN_LY)) \
                and word.isalpha() and self._texts[index].islower() \
                and word not in _OPENERS_BEFORE_A_NAME and index + 1 < len(keys) \
                and self._texts[index + 1][:1].isupper() \
                and self._form_length(keys, index + 1):
            # "...; surely Cora is 24": a word before a name that opens the second part, which no
            # rule reads (it made Cora the first part's subject)
            return "LOGIC", 1
        if word == "so" and following == "too" and keys[index + 2:index + 3] \
                and keys[index + 2] in _AUXILIARY_WORDS and before in (",", "and", "but", ";", "–", ":"):
            return "SO_TOO", 2  # "..., so too did Wade"
        if word == "too" and before in _AUXILIARY_WORDS and (following is None or following in _PART_ENDS):
            return "LOGIC", 1  # "... and the person with the green album does too": said of whom, and is it another?
        if word == "so" and following in _AUXILIARY_WORDS and before in (",", "and", "but", ";", "–", ":") \
                or word == "as" and following in _AUXILIARY_WORDS and before in (",", ";", "–", ":"):
            return "SO_TOO", 1  # "..., and so is Di", "..., as does Eve"
        if word in ("under", "beneath", "outside") and self._own_place_follows(keys, index + 1):
            return "WORD", 1  # "sits under the yellow umbrella", "parked outside room 14": at it
        if word == "over" and not self._quantity_length(keys, index + 1) and (
                before in _CROSSING_NOUNS or (before in ("one", "ones") and (
                    self.puzzle.intro_words | self.puzzle.category_nouns) & _CROSSING_NOUNS)):
            # "the bridge over the Severn", "the one over Stony Creek" among bridges: the river it crosses
            return "WORD", 1
        if word in ("best", "most") and any(key in _LIKING for key in keys[max(0, index - 5):index]) \
                and (self.puzzle.category_nouns | self.puzzle.intro_words) & _FAVOURITE_NOUNS \
                and (following is None or following in _PART_ENDS or following in _COPULAS):
            return "WORD", 1  # "the child who likes the unicorn best" beside favourite stickers: her favourite
        if word == "middle" and following == "of" and keys[index + 2:index + 4] in (
                ["the", "week"], ["the", "month"], ["the", "year"], ["the", "day"]):
            return "LOGIC", 1  # "in the middle of the week": Wednesday, or midweek? never the middle of the list
        if word == "over" and before in ("came", "come", "comes", "coming") and following == "from":
            return "WORD", 1  # "came over from Ely": came from it
        if word in ("under", "over"):
            # "under 30", "over $54.50": a comparison with a number that is a value; "over the
            # bakery" is not read
            return ("ORDER", 1) if following is not None and self._quantity_length(keys, index + 1) \
                else ("LOGIC", 1)
        if word in ("beneath", "underneath", "atop", "upstairs", "downstairs"):
            # "lives beneath the baker": below, or under the same roof? ("upstairs from" is read:
            # see _stairs); never passed over as a plain word
            return ("ORDER", 2) if word in ("upstairs", "downstairs") and following == "from" else ("LOGIC", 1)
        if word == "by" and following is not None and following.isdigit() and not self._form_length(keys, index + 1) \
                and not self._seen & {"COMPARE", "ORDER", "OUTVERB"} \
                and (index + 2 == len(keys) or keys[index + 2] in _PART_ENDS):
            return "LOGIC", 1  # "was married by 40": by that age, not at it ("watched by 85 people" is read)
        if word == "by" and following is not None \
                and (_names_a_moment(following) or self._deadline(keys, index + 1)):
            return "LOGIC", 1  # "arrived by 10:00am", "by 9 o'clock", "by the 17th": at or before, not at
        if word == "by" and following is not None and "OUTVERB" not in self._seen \
                and self._quantity_length(keys, index + 1) and ("COMPARE" in self._seen or "ORDER" in self._seen):
            return "BY_AMOUNT", 1  # "paid less than Bob by $10" (moved before "less", else refused)
        if word == "by" and following in ("a", "an", "one", "the", "some", "several", "many", "far", "much") \
                and ("COMPARE" in self._seen or "ORDER" in self._seen):
            return "LOGIC", 1  # "later than Bob by an hour": not read (it was dropped, "by" and all)
        if word == "up" and following == "to":
            return "LOGIC", 1  # "paid up to $20": at most, not exactly
        if word in ("about", "around") and following is not None and (
                self._quantity_length(keys, index + 1) or following in ("a", "an", "half")):
            return "LOGIC", 1  # "about 30", "around 10:00am": not exactly
        if word == "as" and "as" in keys[index + 2:index + 4]:
            return "LOGIC", 1  # "not as old as Cy", "as many as": no rule reads an equal-or-less
        if word in ("could", "would") and following in ("not", "n't"):
            return "WORD", 1  # "couldn't have written": did not write (the negation is read)
        if word == "used" and following == "to" and before not in _COPULAS:
            return "LOGIC", 1  # "Ann used to drink tea": no longer ("the jig was used to catch" is read)
        if word == "like" and (before is None or before in (",", "–", ";", ":")):
            return "LOGIC", 1  # "Faye's book, like Gus's, came out in 2015": Gus's too, not the same book
        if word in ("most", "least") and before is not None and (before.endswith("ed") or before in KIND_WORDS) \
                and (following is None or following in _PART_ENDS or following.endswith("ed")):
            return "SUPER", 1  # "the student who studied least scored 55%", "Ann paid most"
        if word in ("most", "least", "fewest") and before != "the":
            return "LOGIC", 1  # "the most stamps" names a value; "most" elsewhere is not read
        if (word in COMPARATIVES or word in QUALITY_COMPARATIVES) and following != "than" \
                and (before in _DETERMINERS or (index and self._possessive[index - 1])) \
                and (word in self.puzzle.category_nouns or word + "s" in self.puzzle.category_nouns):
            return "WORD", 1  # "the fancier with the fewest birds" beside `fanciers`: the category's noun
        if word in COMPARATIVES:
            return "COMPARE", 1
        if word in ("better", "worse") and before is not None and singular(before) in MORE_IS_AHEAD | FEWER_IS_AHEAD:
            return "COMPARE", 1  # "11 pins better than Bev": more pins (not "3 strokes better")
        if word in ("better", "worse") and following is not None and self._grade_noun(following):
            return "COMPARE", 1  # "a better grade than Bob": a higher grade
        if word in ("better", "worse") and following == "than" and set(keys[max(0, index - 4):index]) & _SCORE_WORDS \
                and len([category for category in self.puzzle.ordered if category.nouns & _SCORE_WORDS]) == 1:
            return "COMPARE", 1  # "Dempsey's score was worse than Emory's": by the scores (in golf, higher)
        if (word.startswith("out") or word.startswith("exceed") or word in ("beat", "beats", "defeated", "defeats")) \
                and out_verb_sense(word) is not None:
            return "OUTVERB", 1  # "outscored", "exceeds", "beat"
        if word.startswith("out") and len(word) > 5 and word not in _OUT_WORDS and not self._form_length(keys, index):
            return "LOGIC", 1  # "outdrew", "outsprinted": a comparison I do not know, not "the same"
        if (word in _SEASONS or word == "season") and keys[max(index - 2, 0):index] == ["of", "the"] \
                and word in self.puzzle.intro_words and word not in self.puzzle.category_nouns:
            return "WORD", 1  # "the first party of the spring" where the opening says all were this spring
        if word in _SEASONS and (before in ("the", "this", "last", "next", "that", "early", "late", "mid")
                                 or (following or "").isdigit()) and word not in self.puzzle.category_nouns:
            return "LOGIC", 1  # "in the spring", "in spring 1990": a part of the year no category holds
        hedge = self._hedge_length(keys, index)
        if hedge:
            return "LOGIC", hedge
        if word in ("best", "worst") and before == "the" and following == "paid":
            return "SUPER", 1  # "the best paid of the five": the highest paid (its text is rewritten so)
        if word in ("best", "worst") and before == "the" and following is not None and self._grade_noun(following):
            return "SUPER", 1  # "the best grade": the top one (a grade, where higher is better)
        if word in QUALITY_COMPARATIVES and before in ("the", "a", "an") and following is not None \
                and following.isalpha() and following not in ("than", "of", "one", "ones"):
            return "LOGIC", 1  # "Ann is not the better pianist": not "Ann is not the pianist"
        if word in ("best", "worst", "favourite", "favorite") and index \
                and (self._possessive[index - 1] or before in _OWNERS):
            return "WORD", 1  # "Bryce's best jump", "his best mark", "whose favorite sighting": his own
        if word in self.puzzle.intro_own_superlatives and index \
                and (self._possessive[index - 1] or before in _OWNERS):
            # "Kenji Mori's longest drive" where the opening tells "the distance of his longest one":
            # the category is of each one's longest
            return "WORD", 1
        if word == "winning" and following is not None and not self._places() \
                and (following in self.puzzle.category_nouns or singular(following) in self.puzzle.category_nouns):
            return "WORD", 1  # "the slowest winning time" beside each winner's time: one of those times
        if word in ("best", "worst") and before in _COPULAS and following == "at":
            return "WORD", 1  # "She was best at the egg and spoon": her best event
        if word in ("high", "low") and before == "the" and following in _HIGH_LOW_NOUNS \
                and not self._in_category_name(word, following):
            return "SUPER", 1  # "had the high score", "the low bid": the highest, the lowest
        if word in SUPERLATIVES and following is not None and self._in_category_name(word, following):
            return "WORD", 1  # "the lowest top score" with `top scores`: the category's own words
        if (word in SUPERLATIVES or word in POSITION_WORDS) and following is not None and self._narrowed(keys, index):
            return "LOGIC", 1  # "the earliest afternoon ferry", "the youngest woman": of some, not of all
        if word in SUPERLATIVES:
            if index and self._possessive[index - 1] and not (
                    index >= 2 and keys[index - 2] == "the" and self._of_everyone(keys, index - 1)):
                return "LOGIC", 1  # "the March show's top piece": its own best ("the club's newest" is of all)
            if index + 1 < len(keys) and self._form_length(keys, index + 1):
                return "LOGIC", 1  # "the youngest cat owner": the youngest of those with a cat, not of all
            framed = keys[index + 2:index + 3] == ["the"] and keys[index + 3:index + 4] \
                and (keys[index + 3] in _FRAME_UNITS or keys[index + 3] in _DAY_PARTS)
            if following in ("of", "in") and framed and word in _END_OF_PART:
                return "SUPER", 1  # "the earliest of the week", "of the afternoon": see _time_frame, _part_of_day
            if following in ("of", "in", "among", "so") and not self._of_everyone(keys, index + 2):
                return "LOGIC", 1  # "the oldest of the women", "in her family", "so far": of some
            if following is not None and following.isalpha() and keys[index + 2:index + 3] in (["of"], ["in"]) \
                    and self._names_something(keys, index + 3) and not self._of_everyone(keys, index + 3):
                # "the top piece of the March show": of that show, not of all ("the smallest
                # crowd of the tour" is of all)
                return "LOGIC", 1
            # "the most is not"; "who went deepest surfaced with": after a verb the superlative
            # says how, and no noun follows it
            adverbial = before is not None and before.isalpha() and before not in _DETERMINERS \
                and before not in POSITION_WORDS and before not in NUMBER_WORDS  # not "the second oldest"
            after_noun = following not in _AUXILIARY_WORDS and following not in _COPULAS and not adverbial \
                and following not in ("nor", "or", "and", "but")  # "neither the youngest nor from Leeds"
            if following in _RESTRICTING or (after_noun and keys[index + 2:index + 3]
                                             and keys[index + 2] in _RESTRICTING):
                return "LOGIC", 1  # "the oldest person who owns the cat": the oldest of the cat owners
            return "SUPER", 1
        if word == "final" and (not index or keys[index - 1] != "the"):
            return "WORD", 1  # "whose final word was ...": only "the final launch" is a place
        if word in ("center", "centre") and before == "the" and following is not None \
                and self._names_place(following) and self.puzzle.position is not None:
            return "ORDINAL", 1  # "the center house": the middle one
        if word in POSITION_WORDS:
            return self._position_word(keys, index)
        if word in ("won", "wins") and (following is None or following in _PART_ENDS) \
                and self._ends_category_name(keys, index):
            return "WORD", 1  # "had the fewest matches won": the category `matches won`
        if word in ("won", "wins", "led", "leads") and keys[index + 1:index + 2] == ["the"] \
                and index + 2 < len(keys) and keys[index + 2] in CONTEST_NOUNS and (
                    self.puzzle.position is not None or self._finishing_times()):
            return "ORDINAL", 3  # "won the tournament", "led the parade": first place
        if golf_unsaid(self.puzzle, word):
            return "LOGIC", 1  # "won the golf tournament" beside plain scores: the lowest wins
        if word in ("won", "wins") and keys[index + 1:index + 2] == ["the"] and contest_places(self.puzzle) is not None:
            end = index + 2
            while end < len(keys) and keys[end].isalpha() and keys[end] not in _PART_ENDS \
                    and keys[end] not in _AFTER_POSITION and not self._form_length(keys, end):
                end += 1  # "won the cook-off" (not "with the longest jump" after it)
            if end > index + 2 and (end == len(keys) or keys[end] in _PART_ENDS) \
                    and not set(keys[index + 2:end]) & SUPERLATIVES:  # ("won the fewest matches": see below)
                if set(keys[index + 2:end]) & _WON_NOT_FIRST:
                    return "LOGIC", 1  # "won the bronze": third; "won the toss": no place at all
                if keys[end - 1] not in _WON_CONTESTS and not self._in_the_intro(keys[end - 1]):
                    return "LOGIC", 1  # "won the semifinal" where the opening tells of the final
                return "ORDINAL", end - index  # "won the cook-off", "won the show": first place
        if word in ("leads", "lead", "led") and index and keys[index - 1] not in _COPULAS \
                and self._form_length(keys, index + 1) and not self._quantity_length(keys, index + 1):
            return "WORD", 1  # "the cornet player leads Bayou Six": that band is the player's
        if word in ("leads", "led") and index and keys[index - 1] not in _COPULAS \
                and keys[index + 1:index + 2] in (["the"], ["a"], ["an"]) and keys[index + 2:index + 3] \
                and keys[index + 2].isalpha() and keys[index + 2] not in _LEADING_PLACES \
                and not self._names_a_person(keys[index + 2:index + 4]):
            return "WORD", 1  # "Marjorie led the shortest walk": that walk was hers ("led the pack" is first)
        if word in ("leftmost", "rightmost", "left-most", "right-most") and before == "the" \
                and self.puzzle.position is not None \
                and (following is None or following in _PART_ENDS or self._names_place(following)):
            return "ORDINAL", 1  # "the leftmost house": the first of the row
        if word == "head" and before == "the" and self.puzzle.position is not None and following == "of" \
                and keys[index + 2:index + 3] == ["the"] and keys[index + 3:index + 4] \
                and keys[index + 3] in _QUEUE_NOUNS and not self.puzzle.position.nouns & SIDE_BY_SIDE_NOUNS:
            return "ORDINAL", 4  # "at the head of the parade": the first
        if word in ("front", "back", "rear") and before == "the" and self.puzzle.position is not None \
                and not self.puzzle.position.nouns & SIDE_BY_SIDE_NOUNS:  # (no queue of houses)
            if following == "of" and keys[index + 2:index + 3] == ["the"] and keys[index + 3:index + 4] \
                    and keys[index + 3] in _QUEUE_NOUNS:
                return "ORDINAL", 4  # "at the front of the queue": the first; "the back of the line": the last
            if following is not None and self._names_place(following):
                return "ORDINAL", 1  # "in the front carriage", "the rear carriage"
        if word == "dead" and following == "last" and (index + 2 == len(keys) or keys[index + 2] in _PART_ENDS):
            return "ORDINAL", 2  # "finished dead last": last
        if word == "far" and following in ("left", "right") and before == "the" and self.puzzle.position is not None \
                and not places_without_sides(self.puzzle.position, self.puzzle) \
                and (index + 2 == len(keys) or keys[index + 2] in _PART_ENDS):
            return "ORDINAL", 2  # "in the house on the far left": the first of the row
        if word in ("opening", "closing") and before == "the" and following in _ACT_NOUNS and self._event_order():
            return "ORDINAL", 1  # "the opening act": the first; "the closing number": the last
        if word in ("opened", "opens", "closed", "closes") and keys[index + 1:index + 2] == ["the"] \
                and keys[index + 2:index + 3] \
                and (keys[index + 2] in _PROGRAMME_NOUNS or self._order_named(keys[index + 2])):
            return "ORDINAL", 3  # "opened the festival": first; "closed the show": last
        most = keys[index + 1:index + 2] == ["the"] and keys[index + 2:index + 3] and keys[index + 2] in SUPERLATIVES
        if word in ("won", "win", "wins") and (self._amount_compared(keys, index + 1) or most):
            return "WORD", 1  # "won two more games than", "won the most money": the comparison says it
        if word in ("won", "win", "wins") and (self._value_follows(keys, index + 1) or (
                following in ("either", "neither") and self._value_follows(keys, index + 2))):
            return "WORD", 1  # "Mrs. Bell won lot 3", "won the blue ribbon", "won either the hamper or ...": got it
        if word == "won" and following == "by" and not self._places() and (
                self._value_follows(keys, index + 2) or _a_person_of_a_sex_at(keys, index + 2)
                or (keys[index + 2:index + 3] == ["either"] and self._value_follows(keys, index + 3))):
            return "WORD", 1  # "The tennis trophy was won by Ada" (or "by a girl") with no places: she got it
        if word == "won" and not self._places() and self._name_ends_at(keys, index) \
                and (following is None or following in _PART_ENDS or following in _COPULAS or following.endswith("ed")):
            return "WORD", 1  # "the book Mr. Jolly won": the one he got
        if word in _WINNING and keys[index + 1:index + 2] and keys[index + 1] in POSITION_WORDS \
                and keys[index + 2:index + 3] in (["prize"], ["place"]) and self._places() \
                and not self._another_time(keys, index + 1):
            return "WORD", 1  # "won first prize": the place says it
        if word == "win" and before in ("not", "n't", "never") and self._won_length(keys, index):
            # "Rupert didn't win", "did not win the race": not first, as "won" is first
            if self._places():
                return "ORDINAL", self._won_length(keys, index)
            if self._won_without_places(keys, index):
                return "WON", self._won_length(keys, index)
        if word == "won" and (following is None or following in _PART_ENDS) and self._places():
            return "ORDINAL", 1  # "Chiara won, even though ...": first place
        if (word == "won" or (word == "wins" and following == "the")) and self._won_without_places(keys, index):
            return "WON", self._won_length(keys, index)  # "Ann won the contest" with scores: beat all
        if word in ("won", "wins") and following == "it" and self._places() \
                and (index + 2 == len(keys) or keys[index + 2] in _PART_ENDS):
            return "ORDINAL", 2  # "the oldest ship in the race, also won it": first place
        if word in ("won", "wins") and index and self._places():
            # "Dana won the event using a Stiga" beside places: first place with more said after
            # it, which no rule above reads (as a plain word it would be passed over)
            return "LOGIC", 1
        if word in ("victory", "win", "triumph") and before == "to":
            # "flew the orange drone to victory": and won (first place), never passed over
            ends = following is None or following in _PART_ENDS
            return ("WON_TO", 1) if ends and self._places() else ("LOGIC", 1)
        if word in ("winner", "champion") and before == "the" and (self._places() or (
                self._race_timed() and following not in ("of", "in", "at"))):
            return "ORDINAL", 1  # "the winner", "the champion": first place, or the fastest race time
        if word in ("winner", "champion") and before == "the" and following not in ("of", "in", "at", "'s", "’s") \
                and not self._places() and not self._finishing_times() \
                and not {word, word + "s"} & self.puzzle.category_nouns \
                and bool(self.puzzle.intro_words & (CONTEST_NOUNS - _NO_CONTESTS)):
            return "SUPER", 1  # "the winner" of a contest scored without places: the top score (resolve)
        if word in ("winners", "champions") and before == "the" and (self._places() or self._race_timed()) \
                and following != "of":
            return "ORDINAL", 1  # "The champions scored 6 fewer goals" (a team): first place
        if word == "winning" and before == "the" and self._places() and following is not None \
                and following.isalpha() and following not in _NOT_WON_BY_A_PLACE:
            return "ORDINAL", 1  # "the winning cider": the one in first place
        if word == "runner" and following in ("up", "up's", "up’s") and before == "the" and self._places():
            return "ORDINAL", 2  # "the runner-up": second place
        if keys[index:index + 4] == ["brought", "up", "the", "rear"] and self.puzzle.position is not None:
            return "ORDINAL", 4  # last place
        if word == "left" and following not in ("of", "end", "side", "hand", "edge", "-"):
            return "WORD", 1  # the verb: "Greer left 2 weeks after ..." ("left of" is a structure phrase)
        if word in ("anyone", "anybody", "everyone", "all") and before == "of" and "SUPER" in self._seen:
            return "WORD", 1  # "the fewest stamps of anyone": the superlative already says it
        if word == "all" and before == "them" and index >= 2 and keys[index - 2] == "of" and "SUPER" in self._seen:
            return "WORD", 1  # "the tallest of them all": of every one
        if word == "all" and following in _SPANS_OF_TIME and before not in ("of", "in", "for") \
                and (index + 2 == len(keys) or keys[index + 2] in _PART_ENDS or keys[index + 2] in _COPULAS):
            return "WORD", 1  # "trained in a lido all winter", "the tallest tree felled all week": through it
        if word == "all" and before == "of" and index >= 2 and keys[index - 2] in POSITION_WORDS \
                and (following is None or following in _PART_ENDS):
            return "WORD", 1  # "travelled last of all": the place already says it
        if word in ("neighbour", "neighbours", "neighbor", "neighbors") and before is not None and (
                before in NUMBER_WORDS or before.isdigit()):
            return "WORD", 1  # "the three neighbours are ...": the people, not a relation
        if word in PARENT_WORDS and following == "of" and self.puzzle.category_nouns & CHILD_NOUNS:
            return "WORD", 1  # "the mother of Timothy": the one whose child is Timothy
        if word == "only" and before in ("who", "that") and following is not None \
                and following not in LOGIC_WORDS and following not in self.puzzle.category_nouns:
            return "WORD", 1  # "the one who only drinks water": each person has one drink anyway
        if word == "during" and (self._value_follows(keys, index + 1) or (
                following == "the" and keys[index + 2:index + 3] and keys[index + 2] in POSITION_WORDS)):
            return "WORD", 1  # "went during the first week", "during June" ("during Bob's stay" is not read)
        if word in ("anyone", "anybody") and set(keys[max(0, index - 3):index]) & {"not", "n't", "never"} \
                and keys[index + 1:index + 2] and keys[index + 1] in ("to", "from", "for", "in", "at", "on", "with"):
            return "WORD", 1  # "Swift Movers isn't taking anyone to Reno": no one it takes goes to Reno
        if word in SERVED_NOUNS and index and not self._possessive[index - 1] and self._value_ends_at(keys, index):
            return "WORD", 1  # "the QuickBox customer": the one QuickBox served ("Ann's customer" is another)
        if word in _HEDGE_NOUNS and index and following not in ("that", "to") and (
                keys[index - 1] in _POSSESSIVE_DETERMINERS or self._possessive[index - 1]
                or self._value_ends_at(keys, index) or (before == "the" and following == "where")
                or (before in ("the", "each", "every") and self._in_the_intro(word))  # "the claim filed on"
                or any(self._quantity_length(keys, index - length) == length
                       for length in range(1, min(index, 3) + 1))):
            # "staked his claim in April", "the Eldorado Creek claim", "the 1:45pm stop", "the
            # stop where ...": a thing
            return "WORD", 1
        if word in ("stop", "stops") and before is not None \
                and (before in _STOP_DETERMINERS or before in POSITION_WORDS):
            return "WORD", 1  # "the first stop of the day", "each stop": the place, not ceasing
        if word in ("coach", "coaches") and self.puzzle.intro_words & _COACH_TRAVEL \
                and (self.puzzle.intro_words & {"coach", "coaches", "stagecoach", "stagecoaches"}):
            return "WORD", 1  # "Ivo's coach departs first" where the opening tells of coaches that travel
        if word in _CASE_NOUNS and self.puzzle.intro_words & _CASE_NOUNS and "in" not in keys[max(0, index - 2):index] \
                and following not in ("that", "with", "for", "of"):
            return "WORD", 1  # "the oldest case" when the opening tells of cases (not "in case", "in any case")
        if word in ("look", "looks", "looked") and following in ("through", "into") \
                and self._form_length(keys, index + 2 + (keys[index + 2:index + 3] in (["the"], ["a"], ["an"]))):
            return "WORD", 1  # "looks through Opticrons": uses them ("looks like", "looks older" stay unread)
        if word in ("look", "looks", "looked") and following == "at" \
                and (index + 2 == len(keys) or keys[index + 2] in _PART_ENDS):
            return "WORD", 1  # "the first box the judges looked at": what they looked at, no hedge
        if word in _INTENDING and following == "to" and self._plan_at(keys, index + 2):
            return "WORD", 1  # "the one who planned to quit sugar" beside `resolutions : quit sugar, ...`
        said_with = self.puzzle.intro_particles.get(keys[index - 1][:4]) if index and len(keys[index - 1]) >= 4 \
            else None
        if word in _EVENT_PARTICLES and said_with is not None and word not in said_with:
            # "Rex moved out a year after Uma" where the opening gives the years each moved in:
            # another event, never read on the opening's years
            return "LOGIC", 1
        if self._prizes_handed_out and ((word == "away" and before in _GIVING_FORMS) or (
                word in ("won", "win", "wins") and following in ("at", "from", "in") and not self._places())):
            # "gives away plush bears", "the plush bear is won at the booth ..." beside a category
            # of prizes: the prize the booth hands out
            return "WORD", 1
        if word in _STEALING and self.puzzle.intro_words & _THEFTS:
            return "WORD", 1  # "was stolen in 1987" where the opening tells of the thefts: the event itself
        if word in _WANTING and self.puzzle.intro_words & _WANTING and following in ("a", "an", "the"):
            return "WORD", 1  # "wants a lemon cake" where the opening asks "the cake they want": the choice itself
        if word in _LOSING and (self.puzzle.intro_words | self.puzzle.category_nouns) & _TOLD_LOSING \
                and (following in _OBJECT_DETERMINERS or following in ("neither", "either", "both")
                     or (before in ("was", "were") and following in ("by", "on", "in", "at"))):
            # "lost the phone", "lost neither the phone nor the hat", "The wallet was lost by Kit"
            # where the opening or a category tells of things lost (mislaid): the pairing itself
            return "WORD", 1
        if word in _LOSING and following is not None and self._losses_measured \
                and (following in ("more", "less", "fewer", "the", "exactly", "just", "only", "over", "under")
                     or self._quantity_length(keys, index + 1)):
            # "lost 9 more pounds", "lost the most", "lost 15 lbs" beside `losses : 12 lbs, ...`
            # (a weight loss): the measure's own verb
            return "WORD", 1
        if word == "born" and following in ("a", "an") and self._form_length(keys, index + 2) \
                and any(category.nouns & {"surname", "surnames", "family", "families"}
                        for category in self.puzzle.categories):
            return "LOGIC", 1  # "Ivy was born a Moss": her name before marriage, not the grid's surname
        if word == "tied" and following == "up" and keys[index + 2:index + 3] in (["at"], ["to"], ["in"], ["beside"]):
            return "WORD", 2  # "The pontoon is tied up at the middle dock": moored there ("tied with" stays unread)
        if word in ("night", "evening", "morning", "afternoon") and before == "the" \
                and following in ("after", "before") and word not in self.puzzle.category_nouns:
            return "LOGIC", 1  # "the evening after Colin's": the next day's evening, or later that day?
        if word == "rather" and following is not None and (following in COMPARATIVES or following in ("more", "less")):
            return "WORD", 1  # "rather less to spend", "rather smaller": some amount, as "somewhat" is
        if (word in LOGIC_WORDS or is_negative_prefix_word(word)) and word not in self.puzzle.category_nouns:
            return "LOGIC", 1
        if word[:1].isdigit():
            return "LOGIC", 1  # "10K dollars", "3.6k seconds", "10x": a number I cannot read is never passed over
        if self._unread_adverb(word, before):
            return "LOGIC", 1  # "Cid seemingly arrived last", "isn't always from Utah", "mentally older"
        if self._unread_phrase_word(keys, index):
            return "LOGIC", 1  # "went off water", "sent back the fish", "older at heart", "has to drink"
        return "WORD", 1

    def _paid_more_for_one(self, tokens: list[Token]) -> list[Token]:
        """"Auntie Vi paid more for the lace doily than for the purse", "She spent £3 less on the
        tile than on the spoon": said by one who is in no row (the opening's buyer), a
        comparison of the two things' prices, as "The lace doily cost more than the purse" says.
        Only with each side one thing named after the same "for" or "on", and nothing else."""
        verb = next((index for index, token in enumerate(tokens[:4])
                     if token.type == "WORD" and str(token).lower() in _SPENDING_VERBS), None)
        if verb is None or not 1 <= verb <= 3:
            return tokens
        subject = tokens[:verb]
        if any(token.type != "WORD" or not (str(token)[:1].isupper() or str(token).lower() in _BUYER_PRONOUNS)
               or str(token).lower() in self.puzzle.category_nouns for token in subject):
            return tokens  # "Ann paid more ...": one of the rows, whose own price it is
        compare = verb + 1 + (tokens[verb + 1].type in ("NUMBER", "AMOUNT") if verb + 1 < len(tokens) else 0)
        than = next((index for index, token in enumerate(tokens) if token.type == "_THAN"), None)
        if than is None or compare + 1 >= than or tokens[compare].type != "COMPARE" \
                or str(tokens[compare]).lower() not in ("more", "less") or than + 1 >= len(tokens):
            return tokens
        preposition = str(tokens[compare + 1]).lower()
        if preposition not in ("for", "on") or str(tokens[than + 1]).lower() != preposition:
            return tokens
        first, second = tokens[compare + 2:than], tokens[than + 2:]
        if any(_things_named(side) != 1 or any(token.type not in _MENTION_TYPES and not (
                token.type == "WORD" and str(token).lower() in ("the", "a", "an", "one")) for token in side)
               for side in (first, second)):
            return tokens
        cost = _rewritten(tokens[verb], "WORD", "cost")
        return [*first, cost, *tokens[verb + 1:compare + 1], tokens[than], *second]

    def _plan_at(self, keys: list[str], index: int) -> bool:
        """Whether a value of a category of plans begins at ``index`` ("quit sugar" beside
        `resolutions : quit sugar, read more`): what "planned to", "vowed to" say of it is that
        plan, the category's own relation."""
        length = self._form_length(keys, index)
        if not length:
            return False
        return any(self.puzzle.category(name).nouns & _PLAN_NOUNS
                   for name, _ in self.puzzle.forms.get(tuple(keys[index:index + length]), ()))

    def _unread_phrase_word(self, keys: list[str], index: int) -> bool:
        """Whether the word at ``index`` makes a phrase that turns or hedges what is said, which no
        rule reads: a particle of giving up or back ("went off water", "swore off", "sent back",
        "gave away", "spat out"), a state of not wanting ("sick of", "tired of", "no fan of",
        "can't stand"), a gerund or "about" after a verb of saying or imagining ("lies about owning",
        "boasts of being", "talks about milk"), an occasion or a way of being ("older at heart", "in
        spirit", "on paper", "in theory", "first in training", "as a child"), or what one must or
        will do ("has to drink", "is going to be")."""
        word = keys[index]
        before = keys[index - 1] if index else None
        following = keys[index + 1] if index + 1 < len(keys) else None
        if word in self.form_words or word in self.puzzle.category_nouns:
            return False
        if word in _PARTICLES_OF_GIVING and before in _PARTICLES_OF_GIVING[word] \
                and following not in ("to", "at", "for", "on", "in", "with") \
                and not (word == "off" and before in ("went", "goes", "go") and following is not None
                         and (following in _TIME_ORDER_WORDS or following in POSITION_WORDS
                              or self._quantity_length(keys, index + 1))):
            # ("went off at 8-1", "is off to Mousehole" and "went off 45 minutes after" are read)
            return True
        if word in ("sick", "tired", "weary") and following == "of":
            return True
        if word == "fan" and before == "no" or word == "stand" and before in ("n't", "cannot", "not"):
            return True
        if word in _GERUNDS and before in ("of", "about", "on", "against", "from"):
            return True
        if word == "about" and before in _TELLING_TALES:
            return True  # "lies about owning the dog" ("argued about zoos", "asked about Laos" are read)
        if word in _OCCASION_NOUNS and index >= 1:
            at = index - 1 if before in _OCCASION_OPENERS else index - 2 \
                if before in ("the", "a", "an", "her", "his", "their", "its") else None
            if at is not None and at >= 0 and keys[at] in ("in", "at", "on", "as"):
                return True
        if (before, word) in _HEDGING_PHRASE_ENDS and keys[max(0, index - 2)] in ("at", "in", "for"):
            return True  # "at the moment", "in a sense", "in the future", "for a while"
        if word in ("kind", "sort") and following == "of" and before not in _KIND_DETERMINERS:
            return True  # "Dee kind of spent the least" ("a kind of tea" is read)
        if word == "to" and before in ("has", "have", "had", "going", "need", "needs", "needed") \
                and following in _PLAIN_VERBS and not self._form_length(keys, index + 1):
            return True  # "has to drink cocoa", "is going to be from Iowa" ("going to Paris" is read)
        return False

    def _unread_adverb(self, word: str, before: str | None) -> bool:
        """Whether ``word`` is an adverb that may change what is said and no rule reads: after a
        negation any that hedges it ("not always", "not certainly", "not entirely"); elsewhere any
        adverb in -ly but those that only tell how or colour the story ("finally", "luckily",
        "easily"): "seemingly", "arguably", "mostly", "mentally older" are refused."""
        if word in self.form_words or word in self.puzzle.category_nouns:
            return False
        if before in ("not", "n't", "never") and (word in _HEDGED_AFTER_NOT or _ADVERB_IN_LY.fullmatch(word)):
            return True
        return bool(_ADVERB_IN_LY.fullmatch(word)) and word not in _HARMLESS_ADVERBS and word not in _LY_NOT_ADVERBS

    def _row_noun(self, word: str) -> bool:
        """Whether ``word`` names the places of a row: its own category's noun ("bungalows"), or
        things that stand in rows (houses, seats, tables, stalls ...)."""
        rows = {noun for category in self.puzzle.categories if category.positional for noun in category.nouns}
        return word in rows or singular(word) in _ROW_THINGS

    def _end_place_noun(self, word: str) -> bool:
        """Whether ``word`` after "one of the end" names the places of the puzzle's row: its own
        noun ("the end hides"), or, where that noun says only "positions", things that stand in
        rows ("the end tables"); not "the end tables" beside a row of hides."""
        rows = {noun for category in self.puzzle.categories if category.positional for noun in category.nouns}
        if word in rows or singular(word) in rows:
            return True
        return singular(word) in _ROW_THINGS and bool(rows) and all(singular(noun) in _GENERIC_PLACES for noun in rows)

    def _value_ends_at(self, keys: list[str], index: int) -> bool:
        """Whether a value's name ends right before ``index``."""
        return any(self._form_length(keys, index - length) == length for length in range(1, min(index, 4) + 1))

    def _narrowed(self, keys: list[str], index: int) -> bool:
        """Whether the words after a superlative or place word ("the earliest *afternoon*
        ferry", "the first ferry *of the afternoon*", "the youngest *woman*") keep to some of
        the things, which no category lists."""
        following = keys[index + 1]
        later = keys[index + 2:index + 5]
        described = index >= 2 and keys[index - 2] in _COPULAS or bool(set(keys[index + 3:]) & _COPULAS)
        noun, after = following, later
        if described and following == "of" and later[:1] == ["the"] and len(keys) > index + 4:
            noun, after = keys[index + 3], keys[index + 4:index + 7]  # "the widest of the charts printed ..."
        if described and self._quantity_length(keys, index + 1):
            return True  # "the oldest 12 cm chart": of the 12 cm charts
        if described and noun.isalpha() and len(after) >= 2 and after[0].isalpha() and (
                (after[0].endswith("ed") or after[0] in _PAST_PARTICIPLES)
                and after[1] in _NARROWING_PREPOSITIONS | {"over", "under"}
                or after[0].endswith("er") and after[1] == "than" or after[:2] in (["less", "than"], ["more", "than"])):
            # "is the widest chart printed after 1801", "the oldest chart wider than 10 cm was ...":
            # of those only ("the youngest child played in the band" is its verb)
            return True
        part = following if following in _DAY_PARTS else later[2] if later[:2] == ["of", "the"] and len(later) == 3 \
            else None
        if part in _DAY_PARTS and (self._whole_day_part(part) or self._end_in_part(part, keys[index])):
            return False  # "the first sale of the morning" when every time is in the morning
        if part in _DAY_PARTS and part != following and not any(category.unit == "time"
                                                                  for category in self.puzzle.categories):
            return False  # "the largest pledge of the evening" with no times: the evening of the puzzle
        if following in _NARROWING_WORDS and following not in self.puzzle.category_nouns:
            everyone = self._titles_of_sex[1]
            # "the youngest man" where every customer is a man (by title or first name): of all
            return not (following in GENDER_NOUNS and everyone is not None and everyone[1] == GENDER_NOUNS[following])
        if len(later) != 3 or later[:2] != ["of", "the"] or not following.isalpha() or following in ("of", "in"):
            return False
        # "the first ferry of the afternoon"; "the last tour of the week" beside days and tour
        # times (of the week's days, or of the times?); not "the heaviest fish of the day"
        calendars = sum(category_kind(category) == "calendar" for category in self.puzzle.ordered)
        return later[2] in _DAY_PARTS or (later[2] in _FRAME_UNITS and keys[index] in _END_OF_PART and calendars > 1)

    def _whole_day_part(self, part: str) -> bool:
        """Whether every time of the puzzle's one category of times of day is in ``part``."""
        times = [category for category in self.puzzle.ordered if category.unit == "time"]
        return len(times) == 1 and len(self._times_in_part(times, _DAY_PARTS[part])) == len(times[0].labels)

    def _end_in_part(self, part: str, word: str) -> bool:
        """Whether "the last ... of the evening" (``word``: last or first) is the last time of
        all: that time is surely in ``part``, and no time is surely outside it (5:30 pm may be
        evening or not, 7:30 pm is)."""
        times = [category for category in self.puzzle.ordered if category.unit == "time"]
        if len(times) != 1 or word not in ("last", "latest", "final", "first", "earliest"):
            return False
        (clear_from, clear_to), unclear = _DAY_PARTS[part]
        minutes = sorted(int(quantity.number) % (24 * 60) for quantity in times[0].quantities)
        inside = [clear_from <= at < clear_to or any(low <= at < high for low, high in unclear) for at in minutes]
        end = minutes[-1] if word in ("last", "latest", "final") else minutes[0]
        return all(inside) and clear_from <= end < clear_to

    def _ends_category_name(self, keys: list[str], index: int) -> bool:
        """Whether the word at ``index`` ends the name of a category of two words or more
        (``matches won``, ``games won``)."""
        for category in self.puzzle.categories:
            words = [singular(word) for word in category.name.lower().split()]
            start = index + 1 - len(words)
            if len(words) >= 2 and start >= 0 and [singular(key) for key in keys[start:index + 1]] == words:
                return True
        return False

    def _in_category_name(self, word: str, following: str) -> bool:
        """Whether ``word`` and the word after it begin the name of a category (``top scores``)."""
        for category in self.puzzle.categories:
            words = category.name.lower().split()
            if len(words) >= 2 and words[0] == word and singular(words[1]) == singular(following):
                return True
        return False

    def _amount_compared(self, keys: list[str], index: int) -> bool:
        """Whether a comparison of amounts starts at ``index``: "more", "two more", "$5 less"."""
        if keys[index:index + 1] == ["one"]:
            index += 1  # "won one more match": a count ("one" alone is no quantity: "the blue one")
        elif keys[index:index + 1] in (["somewhat"], ["rather"]):
            index += 1  # "won somewhat less than": some amount
        else:
            index += self._quantity_length(keys, index) if index < len(keys) else 0
        if keys[index:index + 1] in (["more"], ["fewer"], ["less"]):
            return True
        return bool(_times_length(keys, index))  # "won twice as many games as", "three times as much"

    def _value_follows(self, keys: list[str], index: int) -> bool:
        """Whether a name of the puzzle starts at ``index``, after "the"/"a" or a category's
        noun ("the quilt", "lot 3")."""
        if index < len(keys) and (keys[index][:1].isdigit() or keys[index][:1] in "$£€"):
            return bool(self._quantity_length(keys, index))  # "won $300", "won $100 more than"
        if index < len(keys) and (keys[index] in ("the", "a", "an") or keys[index] in self.puzzle.category_nouns):
            index += 1
            if index < len(keys) and keys[index - 1] == "the" and (keys[index][:1].isdigit()
                                                                    or keys[index][:1] in "$£€"):
                return bool(self._quantity_length(keys, index))  # "won the $200 prize"
        return index < len(keys) and bool(self._form_length(keys, index) or (
            keys[index - 1] in self.puzzle.category_nouns and self._quantity_length(keys, index)))

    def _names_something(self, keys: list[str], index: int) -> bool:
        """Whether the words from ``index`` (after "of"/"in", past "the") start with a value, a
        number or someone's ("of the March show", "in Ann's family")."""
        if index < len(keys) and keys[index] == "the":
            index += 1
        return index < len(keys) and (bool(self._form_length(keys, index)) or bool(self._quantity_length(keys, index))
                                      or self._possessive[index])

    def _of_everyone(self, keys: list[str], index: int) -> bool:
        """Whether the words from ``index`` (after "of"/"in") take in every one: "all", "them
        all", "anyone", "the four" in a puzzle of four, or a category's noun ("in brightness",
        "of the guests" beside `guest`)."""
        if index < len(keys) and keys[index] == "the":
            index += 1
        if index >= len(keys):
            return False
        word = keys[index]
        return word in ("all", "them", "anyone", "anybody", "everyone", "everybody", "the") \
            or (word in _GATHERINGS and word not in self.form_words) \
            or word in self.puzzle.category_nouns or singular(word) in self.puzzle.category_nouns \
            or NUMBER_WORDS.get(word) == len(self.puzzle.categories[0].labels) \
            or (word in _SEASONS | {"year"} and word in self.puzzle.intro_words and word not in self.form_words
                and (index + 1 == len(keys) or keys[index + 1] in _PART_ENDS))  # "of the winter" the opening tells of

    def _names_place(self, word: str) -> bool:
        """Whether ``word`` is the noun of the puzzle's line of places ("house", "spot", "weekday")."""
        position = self.puzzle.position
        return word in ("weekday", "weekdays") or (position is not None and (
            word in position.nouns or canonical_unit(word) in position.nouns))

    def _names_line(self, word: str) -> bool:
        """Whether ``word`` is the noun of a line of places of the puzzle ("lane" beside places
        1st, 2nd ...; "grade" of grades 3rd, 4th ...), or of its one positional category."""
        return self._names_place(word) or any(
            (category.positional or _levels_one_apart(category))
            and (word in category.nouns or canonical_unit(word) in category.nouns
                 or is_series(category) and canonical_unit(word) == category.unit)  # `classes : Year 1, ...`
            for category in self.puzzle.ordered)

    def _names_levels(self, word: str) -> bool:
        """Whether ``word`` is the noun of a category of levels numbered in it, one apart or not
        (`floor : 1, 2, 4, 5`, `classes : Year 3, Year 4, Year 6`)."""
        return any(_levels(category) and (word in category.nouns or canonical_unit(word) in category.nouns
                                          or is_series(category) and canonical_unit(word) == category.unit)
                   for category in self.puzzle.ordered)

    def _names_number(self, noun: str, number: str) -> bool:
        """"Route 15", "room 110": a category's noun right before one of its own values (not a
        verb the category is named by: "sold 20 more jars" with `jars sold`)."""
        if noun.lower().endswith("ed") or noun.lower() in PARTICIPLES:
            return False
        return any(noun.lower() in category.nouns and any(label.lower() == number.lower() for label in category.labels)
                   for category in self.puzzle.categories) or (
            noun[:1].isupper() and noun.lower() in self.puzzle.category_nouns)

    def _describes(self, noun: str) -> bool:
        """Whether ``noun`` names a category that is not counted in it ("age": years; "price":
        dollars), so "an age greater than" describes, where "a floor above" counts one floor."""
        lowered = singular(noun)
        if noun in UNIT_SYNONYMS:
            return False  # "a day after": one day, a unit of measure
        return any(lowered in category.nouns and category.unit != canonical_unit(noun)
                   for category in self.puzzle.ordered)

    @staticmethod
    def _another_time(keys: list[str], index: int) -> bool:
        """Whether the part from ``index`` speaks of another time ("won first prize *last year*")."""
        for key in keys[index + 1:]:
            if key in _PART_ENDS:
                return False
            if key in TIME_ADVERB_NOUNS:
                return True
        return False

    @staticmethod
    def _eliminated(keys: list[str], index: int) -> bool:
        """Whether the word at ``index`` says someone went out of a contest ("eliminated",
        "knocked out", "went out", "dropped out")."""
        if keys[index] in _ELIMINATING:
            return True
        if keys[index + 1:index + 3] == ["off", "at"]:
            return False  # "went off at 8-1": the odds at the start
        return keys[index] in _GOING and keys[index + 1:index + 2] in (["out"], ["off"])

    def _unread_length(self, keys: list[str], index: int) -> int:
        """How many words from ``index`` say something loosely, so that no rule reads them
        exactly (0 if none): "some 5 years", "not long after", "just under 30", "not much
        older", "25 plus", "the difference between", "a quarter more", "2nd at best"."""
        word = keys[index]
        if word == "some" and index + 1 < len(keys) and self._quantity_length(keys, index + 1):
            return 1  # "some 5 years older": about, not exactly
        if word == "long" and index and keys[index - 1] == "not":
            return 1  # "not long after": soon after, not "not after"
        if self._eliminated(keys, index) and contest_places(self.puzzle) is not None:
            # "was eliminated first", "went out before Bella" beside places in the result: the
            # first out is the last place, so the order is the other way round; not read
            return 1
        if word == "just" and keys[index + 1:index + 2] in (["under"], ["over"]):
            return 1  # "just under 30"
        if word == "neither" and index + 1 < len(keys) and keys[index + 1] in _AUXILIARY_WORDS and index == 0:
            return 1  # "Neither does Ann own the cat nor ..."
        if word in _VAGUE_DEGREES and _following_comparison(keys, index + 1) \
                and any(key in ("not", "never", "no", "nor", "neither") for key in keys[:index]) \
                and not (index and self._quantity_length(keys, index - 1)):
            # "not much older": older, but not by much; with "not" the vague word cannot be
            # dropped ("not older" is the opposite)
            return 1
        if word in ("plus", "minus") and index and len(keys[index - 1]) == 1 and keys[index - 1].isalpha():
            return 1  # "a B plus" when no grade is B+: not B
        if word in ("total", "totals", "overall") and word not in self.puzzle.category_nouns \
                and not (word == "total" and index >= 1 and self._possessive[index - 1]
                         and (index < 2 or keys[index - 2] not in ("and", "&"))):
            return 1  # "paid $25 in total", "a total of", "Ann and Bob's total": a sum ("Ann's total" is hers)
        if word in ("plus", "odd", "ish", "something") and index and (
                keys[index - 1][:1].isdigit() or keys[index - 1] in NUMBER_WORDS):
            return 1  # "25 plus", "30-odd": more than that, not that
        if word in ("difference", "halfway", "midway", "average", "gap", "sum") \
                and "between" in keys[index + 1:index + 3]:
            return 1  # "paid the difference between Bob's and Cy's", "halfway between"
        if word == "between" and index >= 2 and keys[index - 2] == "the" and keys[index - 1].isalpha() \
                and keys[index - 1] not in ("lives", "is", "was", "are"):
            return 1  # "the house between Bob's and Cy's": the one house (next to both?)
        if word == "quarter" and index and keys[index - 1] in ("a", "one") \
                and keys[index + 1:index + 2] != ["of"] and _following_comparison(keys, index + 1):
            return 1  # "a quarter more": 25 cents, or a quarter of something?
        if word == "at" and keys[index + 1:index + 2] in (["best"], ["worst"]):
            return 2  # "2nd at best": that place or a better one
        if word in _DAY_PART_WORDS and index and (keys[index - 1] in _WEEKDAY_NAMES or keys[index - 1] in MONTHS
                                                   or keys[index - 1][:1].isdigit()):
            return 1  # "on Monday morning": the part of that day is not read (it was dropped)
        return 0

    def _group_of(self, keys: list[str], index: int) -> bool:
        """Whether ``keys[index]`` is the number word of "the group of three", "a party of six" in
        a puzzle with a category of group sizes."""
        return keys[index] in NUMBER_WORDS and index >= 2 and keys[index - 1] == "of" \
            and keys[index - 2] in _GROUP_NOUNS \
            and any(category.nouns & {"size", "sizes"} and category.nouns & _GROUP_NOUNS
                    for category in self.puzzle.ordered)

    def _member_noun(self, noun: str) -> bool:
        """Whether ``noun`` is a member of an ordered category's values ("grader" of `grades`)."""
        stems = {noun[:-1], noun[:-2]} if noun.endswith("er") else set()
        return any(stems & category.nouns for category in self.puzzle.ordered)

    def _known_unit(self, word: str) -> bool:
        """Whether ``word`` is a unit an amount can be counted in ("week", "floor", "inch")."""
        amount = parse_amount(["a", word])
        return amount is not None and amount.unit is not None and (
            amount.unit in MEASURE_UNITS or amount.unit in POSITION_UNITS or amount.unit in self.unit_words)

    def _finishing_times(self) -> bool:
        """Whether the puzzle has one category of finishing times ("finishing times : 2:10pm ...")."""
        return len([category for category in self.puzzle.ordered
                    if any(noun.startswith("finish") for noun in category.nouns)]) == 1

    def _order_named(self, word: str) -> bool:
        """Whether ``word`` names the puzzle's order of turns ("batting" beside `batting order`):
        "opened the batting" is the first in it."""
        position = self.puzzle.position
        return position is not None and word != "order" and {word, "order"} <= position.nouns

    @cached_property
    def _decades_listed(self) -> bool:
        """Whether a category lists decades (`decades : 1850s, 1870s, ...`): "the 1930s" is one."""
        return any(_DECADE.fullmatch(label.lower()) for category in self.puzzle.categories for label in category.labels)

    def _range_or_bound(self, keys: list[str], index: int) -> bool:
        """Whether "within" or "to" at ``index`` makes an amount a bound or a range: "within an
        hour after Bob", "within $10 of", "a day to 3 days after", "2 to 3 hours later"."""
        def amount_at(start: int) -> bool:
            return start < len(keys) and (bool(self._quantity_length(keys, start)) or (
                keys[start] in ("a", "an", "one") and start + 1 < len(keys)
                and singular(keys[start + 1]) in _TIME_UNITS | _RANGE_UNITS))

        if not amount_at(index + 1):
            return False
        if keys[index] == "within":
            return True
        before = keys[index - 1] if index else ""
        return (before.replace(",", "").replace(".", "").isdigit() or singular(before) in _TIME_UNITS | _RANGE_UNITS) \
            and any(amount_at(start) for start in range(max(0, index - 3), index))

    def _deadline(self, keys: list[str], start: int) -> bool:
        """Whether the words from ``start`` name a moment, so "by" before them is a deadline: "9
        o'clock", "9:00", "noon", "the 17th" beside dates, "the year 2000", "the end of May"."""
        first = keys[start]
        following = keys[start + 1] if start + 1 < len(keys) else None
        if first in _MOMENT_WORDS or re.fullmatch(r"\d{1,2}[:.]\d\d", first):
            return True
        if re.fullmatch(r"\d{1,2}", first) and following in ("o'clock", "o’clock", "oclock", "am", "pm", "a.m.",
                                                               "p.m.", "noon", "midnight"):
            return True
        if first == "the" and following in ("year", "end", "time", "deadline", "weekend", "start", "beginning"):
            return True
        if self._form_length(keys, start):
            return False  # "was beaten by Team 3": a value, the one who did it
        if first == "the" and following is not None and (
                bool(_DAY_OF_MONTH.fullmatch(following)) or following in ORDINAL_WORDS) \
                and keys[start + 2:start + 3] not in (["year"], ["years"], ["month"], ["months"], ["week"], ["weeks"]):
            return True  # "by the 17th", "by the 3rd lap" (not "by the 29-year-old")
        return first.isalpha() and following is not None and following.isdigit() \
            and not (first == "the" and keys[start + 2:start + 3] in (["year"], ["years"]))  # "by week 3", "by age 40"

    def _race_timed(self) -> bool:
        """Whether the puzzle has no places in a result and says who won by one category of race
        times (`times : 2:04, 2:07, ...` beside lanes): "the winner" has the fastest."""
        result = result_of_contest(self.puzzle)
        contests = any(category.nouns & (_WON_CONTESTS | {"events", "races", "heats"})
                       for category in self.puzzle.categories)  # each won an event: which race's winner?
        return not self._places() and result is not None and category_kind(result) == "duration" and not contests

    @cached_property
    def _value_words(self) -> frozenset[str]:
        """The words of the values' labels, lowercase, four letters or more ("racecourse")."""
        return frozenset(word for category in self.puzzle.categories for label in category.labels
                         for word in re.split(r"[^a-z]+", label.lower()) if len(word) >= 4)

    def _names_part_of_a_value(self, word: str) -> bool:
        """Whether ``word`` (or its singular) is a value's word or begins one ("races" beside
        `racecourse`): a clause with it may say which value, so it is no mere story."""
        stem = singular(word.lower())
        return len(stem) >= 4 and any(said.startswith(stem) for said in self._value_words)

    def _dates_an_event(self, word: str) -> bool:
        """Whether a category of times or dates of the puzzle is named for the event of ``word``
        ("arrived" beside `arrival times`; not "left" beside plain `times`)."""
        return any(names_the_event_of(category, word) for category in self.puzzle.ordered
                   if category_kind(category) == "calendar")

    def _won_length(self, keys: list[str], index: int) -> int:
        """How many words "won" at ``index`` takes: itself, or "won the contest" to the end of
        its part (0 when something else follows)."""
        if index + 1 == len(keys) or keys[index + 1] in _PART_ENDS:
            return 1
        if keys[index + 1] == "in" and self._quantity_length(keys, index + 2):
            return 1  # "won in 9.98 seconds": won, with that time
        end = index + 2
        while end < len(keys) and keys[end].replace("-", "").isalpha() and keys[end] not in _PART_ENDS:
            end += 1
        contest = keys[index + 1] == "the" and end > index + 2 and keys[end - 1] in _WON_CONTESTS \
            and not any(golf_unsaid(self.puzzle, key) for key in keys[index + 2:end]) \
            and not _MEDALS.intersection(keys[index + 2:end])  # "the golf tournament", "the bronze cup"
        return end - index if contest and (end == len(keys) or keys[end] in _PART_ENDS) else 0

    def _won_without_places(self, keys: list[str], index: int) -> bool:
        """Whether "won" at ``index`` says its subject beat all the others: the puzzle has no
        places in a result nor finishing times (those say "first"), and "won" stands alone or
        with its contest ("won the race", not "won the raffle" or "won a prize")."""
        return index > 0 and not self._places() and not self._finishing_times() \
            and self._won_length(keys, index) > 0

    def _place_in_another_contest(self, tokens: list[Token]) -> list[Token]:
        """"Kara came last in the quiz", "placed first at the county fair", "second in line for
        coffee" beside places in a race: a place in some other contest or queue, refused (it was
        passed over as story after the place); "last in the race", "first in the town 10K" where
        the opening tells of it, and "in the final" stay read."""
        out = list(tokens)
        for index, token in enumerate(tokens[:-2]):
            after = tokens[index + 1]
            if token.type != "ORDINAL" or after.type != "WORD" or str(after).lower() not in ("in", "at", "during"):
                continue
            words = []
            for item in tokens[index + 2:]:
                text = str(item).lower()
                if item.type != "WORD" or text in _PART_ENDS:
                    break
                if text not in _DETERMINERS_OF_A_CONTEST:
                    words.append(text)
            told = self.puzzle.category_nouns | self.puzzle.intro_words | _CONTEST_RESULTS
            intro = self.puzzle.intro_words
            if not intro:
                told = told | _CONTEST_ITSELF | _KINDS_OF_CONTEST
            elif intro & (CONTEST_NOUNS | _CONTEST_ITSELF | _KINDS_OF_CONTEST | _RACES):
                # "last in the race" (not in a pub quiz's places); a race or a tournament only
                # where the opening tells of one ("fourth in the race" at a chess tournament is not)
                told = told | _CONTEST_ITSELF | {kind for kind in _KINDS_OF_CONTEST if kind in intro or (
                    kind == "race" and intro & (_RACES | {"races", "racing", "raced"}))}
            if told & _QUEUES:
                told = told | _QUEUE_WORDS  # "last in line" in a parade
            if words and any(word not in told and singular(word) not in told for word in words):
                out[index + 1] = _retyped(after, "LOGIC")
        return out

    def _trailed_a_thing(self, tokens: list[Token]) -> list[Token]:
        """"trailed red smoke", "trails a banner" with a value of a category of things after it:
        the verb of drawing it along, not of coming behind someone (which a person after it
        says, and which stays refused)."""
        out = list(tokens)
        for index, token in enumerate(tokens[:-1]):
            if token.type != "LOGIC" or str(token).lower() not in _TRAILING_VERBS or tokens[index + 1].type != "VALUE":
                continue
            keys = label_keys(str(tokens[index + 1]))
            named = self.puzzle.forms.get(keys, ()) or self.puzzle.forms.get(keys[:-1], ())  # ("red smoke")
            if named and not any(self.puzzle.category(name).ordered or people_category(self.puzzle, name)
                                 for name, _ in named):
                out[index] = _retyped(token, "WORD")
        return out

    def _role_of_a_person(self, tokens: list[Token]) -> list[Token]:
        """"Sully's client" beside artists and customers, "Brett Kane's double" beside actors and
        stunt performers, "the banker's host" beside guests and patrons: the one of the other
        people category in the same row, where that category is named by a word of the role's
        kind; "Mrs. Chu's students" where no other category is people: her class, her own row.
        Read as the person named ("Sully paid $60 less"); any other role stays refused."""
        for index, token in enumerate(tokens[:-1]):
            role = str(tokens[index + 1]).lower()
            if token.type != "VALUE" or not re.search(r"['’]s$", str(token)) \
                    or tokens[index + 1].type not in ("WORD", "LOGIC") \
                    or role not in _ROLES_OF_A_ROW or role in self.puzzle.category_nouns:
                continue
            name = re.sub(r"['’]s$", "", str(token))
            own = {category for category, _ in self.puzzle.forms.get(label_keys(name), ())}
            if not own or any(self.puzzle.category(category).ordered for category in own):
                continue
            kind = next((group for group in _ROLE_KINDS if singular(role) in group), frozenset())
            others = [category for category in self.puzzle.categories if category.name not in own
                      and not category.ordered and {singular(noun) for noun in category.nouns} & kind]
            group = role in _GROUP_ROLES and all(people_category(self.puzzle, category) for category in own) \
                and not any(people_category(self.puzzle, category.name) for category in self.puzzle.categories
                            if category.name not in own and not category.ordered)
            if not others and singular(role) in _ROLE_KINDS[0] and any(
                    {singular(noun) for noun in self.puzzle.category(category).nouns} & _SERVING_PROFESSIONS
                    for category in own):
                # "Kovac's client" beside trainers and members: the one other category of people
                others = [category for category in self.puzzle.categories if category.name not in own
                          and not category.ordered and people_category(self.puzzle, category.name)]
            fits = len(others) == 1 or (not others and group)
            if fits:
                person = Token("VALUE", name, start_pos=token.start_pos, line=token.line, column=token.column,
                               end_line=token.end_line, end_column=token.end_column)
                return self._role_of_a_person([*tokens[:index], person, *tokens[index + 2:]])  # ("... and B's host")
        return tokens

    def _another_persons_role(self, tokens: list[Token]) -> list[Token]:
        """"Bob's driver", "Cid's dentist", "the landlord of Bob" where Bob is one of the grid's
        people: another person who serves or stands to them, never their own row (as "the
        car's driver" is the car's); refused unless a category is named by the role."""
        out = list(tokens)
        for index, token in enumerate(tokens):
            if token.type != "WORD":
                continue
            role = str(token).lower()
            if role in self.puzzle.category_nouns or singular(role) in self.puzzle.category_nouns \
                    or singular(role) not in _PERSON_ROLES:
                continue
            before = tokens[index - 1] if index else None
            after = tokens[index + 1:index + 3]
            holder = None
            if before is not None and before.type == "VALUE" and re.search(r"['’]s$", str(before)):
                holder = re.sub(r"['’]s$", "", str(before))  # "Bob's driver"
            elif len(after) == 2 and str(after[0]).lower() == "of" and after[1].type == "VALUE":
                holder = str(after[1])  # "the driver of Bob"
            if holder is None:
                continue
            named = self.puzzle.forms.get(label_keys(holder), ())
            if named and all(people_category(self.puzzle, name) for name, _ in named):
                out[index] = _retyped(token, "LOGIC")
        return out

    def _led_in(self, tokens: list[Token]) -> list[Token]:
        """"Gwen led the team in scoring", "leads the league in goals": had the most of what one
        category counts (scoring: the points or the score), as "scored the most points" reads."""
        words = [str(token).lower() for token in tokens]
        for index, word in enumerate(words):
            if word not in ("led", "leads") or index + 4 >= len(words) or words[index + 1] != "the" \
                    or words[index + 2] not in _LED_GROUPS or words[index + 3] != "in":
                continue
            end = index + 5
            if end < len(tokens) and tokens[end].type not in _PART_END_TYPES:
                continue
            said = words[index + 4]
            nouns = _SCORING_NOUNS if said == "scoring" else {said, singular(said)}
            counted = [category for category in self.puzzle.ordered if category.nouns & nouns]
            if len(counted) != 1:
                continue
            noun = sorted(counted[0].nouns)[-1]
            return [*tokens[:index], Token.new_borrow_pos("WORD", "had", tokens[index]),
                    Token.new_borrow_pos("SUPER", "most", tokens[index + 1]),
                    Token.new_borrow_pos("WORD", noun, tokens[index + 4]), *tokens[end:]]
        return tokens

    def _value_with_its_noun_as_adjective(self, tokens: list[Token]) -> list[Token]:
        """"the white-doored house", "the red-roofed cottage": a value of `doors` (`roofs`) joined
        by a hyphen to its category's noun made an adjective says only the value; the adjective
        goes. Joined to another noun ("the black-shuttered house" beside `doors`) it says the
        colour of another thing, and is refused."""
        out: list[Token] = []
        for index, token in enumerate(tokens):
            previous = tokens[index - 1] if index else None
            text = str(token).lower()
            if previous is not None and previous.type == "VALUE" and token.type in ("WORD", "LOGIC") \
                    and text.endswith("ed") and previous.start_pos is not None and token.start_pos is not None \
                    and token.start_pos == previous.start_pos + len(str(previous)) + 1 \
                    and self._line_text[token.start_pos - 1:token.start_pos] == "-":
                named = self.puzzle.forms.get(tuple(str(previous).lower().split()), ())
                if any(text in (singular(noun) + "ed", singular(noun) + "d")
                       for name, _ in named for noun in self.puzzle.category(name).nouns):
                    continue
                stem = text[:-2] if text.endswith("ed") else text
                if stem in _PARTS_OF_THINGS or stem + "e" in _PARTS_OF_THINGS or stem[:-1] in _PARTS_OF_THINGS:
                    # "the black-shuttered house" beside door colours: another part's colour, refused
                    # ("the Mercedes-powered car" is the Mercedes one)
                    token = _retyped(token, "LOGIC")
            out.append(token)
        return out

    def _been_to_a_birthplace(self, tokens: list[Token]) -> list[Token]:
        """"Tina has been to Ohio" beside `birthplace` or `home state`: a visit, refused; "has
        never been to Ohio" says she was neither born nor lives there, and is read."""
        out = list(tokens)
        for index, token in enumerate(tokens[:-2]):
            if str(token).lower() not in ("been", "gone") or str(tokens[index + 1]).lower() != "to" \
                    or tokens[index + 2].type != "VALUE":
                continue
            named = self.puzzle.forms.get(tuple(str(tokens[index + 2]).lower().split()), ())
            placed = any(self.puzzle.category(name).nouns & (BIRTH_PLACES | HOME_PLACES) for name, _ in named)
            denied = any(item.type == "NOT" or str(item).lower() in ("never", "not", "n't")
                         for item in tokens[max(0, index - 3):index])
            if placed and not denied:
                out[index] = _retyped(token, "LOGIC")
        return out

    def _one_who_serves_a_thing(self, tokens: list[Token]) -> list[Token]:
        """"the dog's vet", "the cat's groomer": someone who serves the thing, not its owner (as
        "the dog's owner" is), so refused, never read as the row of the dog."""
        out = list(tokens)
        for index, token in enumerate(tokens[:-1]):
            role = str(tokens[index + 1]).lower()
            if token.type == "VALUE" and re.search(r"['’]s?$", str(token)) and tokens[index + 1].type == "WORD" \
                    and role in _SERVING_ROLES and role not in self.puzzle.category_nouns:
                out[index + 1] = _retyped(tokens[index + 1], "LOGIC")
        return out

    def _medals(self, tokens: list[Token]) -> list[Token]:
        """"won the gold medal", "took silver": first, second and third place, in a contest of
        places and where no category's values are the medals (the medal is an ORDINAL, which the
        resolver places)."""
        if not self._places():
            if self._race_timed():
                # "won the bronze trophy" beside race times: never the fastest, refused
                return [_retyped(token, "LOGIC") if token.type == "WORD" and str(token).lower() in _MEDALS else token
                        for token in tokens]
            return tokens
        out: list[Token] = []
        index = 0
        while index < len(tokens):
            token = tokens[index]
            text = str(token).lower()
            if text in ("up", "home") and out and str(out[-1]).lower() in ("picked", "took", "takes", "brought"):
                out.append(token)  # "picked up bronze", "took home the gold": the verb's particle
                index += 1
                continue
            article = index + 1 < len(tokens) and str(tokens[index + 1]).lower() in ("the", "a")
            at = index + 1 + article
            if text in _MEDAL_VERBS and at < len(tokens) and tokens[at].type == "WORD" \
                    and str(tokens[at]).lower() in _MEDALS:
                end = at + 1
                if end < len(tokens) and str(tokens[end]).lower() in ("medal", "medals"):
                    end += 1
                if end < len(tokens) and tokens[end].type == "WORD" and str(tokens[end]).lower() not in _PART_ENDS \
                        and str(tokens[end]).lower() not in _COPULAS:
                    out.append(token)  # "won the silver salver": a prize of its own, not second place
                    index += 1
                    continue
                out += [_retyped(token, "WORD"), _retyped(tokens[at], "ORDINAL")]  # (resolve: gold is first)
                index = end
                continue
            if token.type == "WORD" and text in _MEDALS:
                # "was awarded gold", or a medal after any other word: refused, never passed over
                token = _retyped(token, "LOGIC")
            out.append(token)
            index += 1
        return out

    def _places(self) -> bool:
        """Whether the puzzle's positional category is a line of places in a contest (ordinals,
        or named places, ranks, finishes), so "the winner" is its first."""
        return contest_places(self.puzzle) is not None

    def _calendar_phrase(self, keys: list[str], index: int) -> bool:
        """Whether the position word at ``index`` speaks of the calendar, not of the puzzle's
        list: "on the third" (the 3rd of a month) with dates, "the last month of the year", "the
        second quarter", "the last working day of the week"."""
        dates = any(category.nouns & {"date", "dates", "day", "days"} or category.unit == "date"
                    for category in self.puzzle.ordered)
        following = keys[index + 1] if index + 1 < len(keys) else None
        bare = following is None or following in _PART_ENDS or following in _AUXILIARY_WORDS | _COPULAS
        if dates and keys[index - 1] == "the" and bare and keys[index] in ORDINAL_WORDS:
            return True  # "on the third", "the party on the third is Ann's", "2 days after the third"
        ahead = keys[index + 1:index + 5]
        if any(word in ("quarter", "quarters", "half", "century", "decade") for word in ahead[:1]):
            return True
        return any(ahead[position] in _CALENDAR_UNITS and ahead[position + 1:position + 2] == ["of"]
                   for position in range(min(3, len(ahead))))

    def _position_word(self, keys: list[str], index: int) -> tuple[str, int]:
        """ORDINAL where "first" ... "last" surely names a place, else LOGIC (refused): before a
        category or place noun ("the first house", "fifth-place"), or after a verb of placing
        ("finished first", "came in last", "the first to leave" after "is"); not "first seen
        by", "first prize", "last year"."""
        following = keys[index + 1] if index + 1 < len(keys) else None
        previous = keys[index - 1] if index else None
        nouns = self.puzzle.category_nouns | POSITION_NOUNS
        if keys[index] in ("first", "last") and keys[index + 1:index + 3] == ["of", "all"] \
                and (index + 3 == len(keys) or keys[index + 3] in _PART_ENDS):
            return self._position_word(keys[:index + 1] + keys[index + 3:], index)  # "collected last of all"
        if keys[index] == "final" and previous == "the" and (following is None or following in _PART_ENDS):
            # "the oldest runner in the final": the race the opening tells of (all of them), or
            # else some final no category holds; never the last place
            return ("WORD" if "final" in self.puzzle.intro_words else "LOGIC"), 1
        if index and self._possessive[index - 1]:
            return "LOGIC", 1  # "Ann's first car": her first ever, not the first in an order
        if index >= 2 and self._calendar_phrase(keys, index):
            return "LOGIC", 1  # "on the third", "the last month of the year": not the list's
        if keys[index + 1:index + 3] == ["of", "the"] and keys[index + 3:index + 4] \
                and keys[index + 3] in _DAY_PART_WORDS and any(category.positional for category in self.puzzle.ordered):
            if keys[index + 3] == "day" and keys[index] in ("first", "last") and _after_the(keys, index) \
                    and self._framed_category("day") is not None:
                return "ORDINAL", 1  # "the last of the day" beside floors: of the times (see _time_frame)
            return "LOGIC", 1  # "the last of the morning" beside places: the places', or the times'?
        if following in TIME_ADVERB_NOUNS and following not in self.puzzle.category_nouns:
            return "LOGIC", 1  # "last year", "first time": not a place in this puzzle's order
        if following in ("prize", "place") and previous in _WINNING and self._places() \
                and not self._another_time(keys, index):
            return "ORDINAL", 1  # "won first prize", "took second place" in a contest of places
        if keys[index + 2:index + 4] == ["of", "the"] and keys[index + 4:index + 5] \
                and keys[index + 4] in _FRAME_UNITS \
                and any(category_kind(category) != "calendar" and (following in category.nouns
                                                                  or singular(following or "") in category.nouns)
                        for category in self.puzzle.ordered):
            # "the last anniversary of the year" beside `25th, 30th` and months: last in the year,
            # not the last of the list named by the noun
            return "LOGIC", 1
        if following in nouns or following in ("one", "ones"):
            # "the last one to arrive", "the first ferry to leave" (not "the first house to sell":
            # the houses are in an order of their own)
            to_verb = index + 3 < len(keys) and keys[index + 2] == "to" and keys[index + 3] not in _NOT_VERBS_AFTER_TO \
                and (following in ("one", "ones") or not any(following in category.nouns or singular(following)
                                                             in category.nouns for category in self.puzzle.ordered))
            if index + 2 < len(keys) and keys[index + 2] in _COUNTED_FROM and not to_verb:
                return "LOGIC", 1  # "the second house to the left of Ann", "from the right": not house 2
            if self._participle_after(keys, index + 2):
                return "LOGIC", 1  # "the fourth house built": fourth in the building, not in the line
            return "ORDINAL", 1
        if self._says_discoverer(keys, index):
            return "WORD", 1
        if previous in ("a", "an") and following is not None and self._member_noun(following):
            return "ORDINAL", 1  # "Marco, a fifth grader, ...": grade 5th
        if previous == "the" and following is not None and following.isalpha() \
                and (following not in LOGIC_WORDS or following in ("stop", "stops")) \
                and following not in STRUCTURE_FIRST_WORDS and following not in _AFTER_POSITION \
                and not self._form_length(keys, index + 1):
            if self._participle_after(keys, index + 2):
                return "LOGIC", 1  # "the fourth float built": fourth in the building, not in the line
            return "ORDINAL", 1  # "the last party": the clues' own noun for dates says which order (resolve)
        if following == "to" and index + 4 <= len(keys) and (keys[index + 3] in _PARTICLES or keys[index + 2] == "be") \
                and (index + 4 == len(keys) or keys[index + 4] in _PART_ENDS):
            return "ORDINAL", 1  # "the first to check in", "the first to be born"
        if previous in _PARTICLES and index >= 2 and keys[index - 2].endswith("ed") \
                and (following is None or following in _PART_ENDS):
            return "ORDINAL", 1  # "was picked up last", "checked in first"
        if previous == "on" and index >= 2 and keys[index - 2] in ("went", "goes", "go", "came", "comes") \
                and (following is None or following in _PART_ENDS) and self.puzzle.position is not None:
            return "ORDINAL", 1  # "Dev went on first": first on stage, in the line of slots
        if index >= 4 and keys[index - 2] in ("his", "her", "their", "its") and keys[index - 3] in _PARTICLES \
                and keys[index - 4].endswith("ed") and (following is None or following in _PART_ENDS):
            return "ORDINAL", 1  # "picked up his cake first" ("ate her dessert first" is not read)
        if index >= 3 and keys[index - 2] in ("his", "her", "their", "its") and keys[index - 3].endswith("ed") \
                and keys[index - 3] not in POSITION_VERBS and _timed(keys[index - 3]) and previous is not None \
                and previous.isalpha() and (following is None or following in _PART_ENDS) and self._event_order():
            return "ORDINAL", 1  # "collected her phone first": first of all to collect ("ate her dessert first" is not)
        if index >= 3 and keys[index - 2] in ("his", "her", "their", "its") \
                and keys[index - 3] in ("had", "has", "held", "holds", "threw", "throws", "gave", "gives") \
                and previous is not None and any(singular(said) == previous for said in self.puzzle.intro_words) \
                and (following is None or following in _PART_ENDS) and self._event_order():
            return "ORDINAL", 1  # "Caleb had his party last" where the opening tells of the parties
        if index >= 2 and keys[index - 2] not in _ARTICLES_AND_POSSESSIVES and previous is not None \
                and (previous.endswith("ed") or previous in _IRREGULAR_DOINGS) and previous not in POSITION_VERBS \
                and _timed(previous) \
                and (following is None or following in _PART_ENDS) and self._event_order():
            return "ORDINAL", 1  # "was occupied first", "Ann graduated last": in the order of that event
        if self._subject_first_to(keys, index):
            return "ORDINAL", 1  # "The last to arrive sat next to Ann": the subject, its verb after
        if following == "to" and index + 3 < len(keys) and keys[index + 3] not in _PART_ENDS:
            # "the first to leave" is a place in the order; "the first to sing the anthem" is
            # not read
            return "LOGIC", 1
        if following is not None and index + 3 < len(keys) and keys[index + 2] == "in" and (
                keys[index + 3] in nouns or keys[index + 3] == "line"):
            return "ORDINAL", 1  # "the fourth float in line": the noun between is the thing placed
        if previous in POSITION_VERBS and previous not in _COPULAS:
            return "ORDINAL", 1  # "the runner who finished second wore Adidas"
        if previous in ("out", "off", "away", "home", "up") and index >= 2 \
                and (keys[index - 2] in POSITION_VERBS or keys[index - 2] in ("set", "sets")) \
                and keys[index - 2] not in _COPULAS and not (keys[index - 2] in _GOING and previous in ("out", "off")) \
                and (following is None or following in _PART_ENDS or keys[index + 1:index + 3] == ["of", "all"]):
            # "the Bells flew out first", "leaves home first": the verb's order ("went out
            # first" of a contest is the last place)
            return "ORDINAL", 1
        finish = index >= 2 and previous in ("line", "tape") and keys[index - 2] == "finish"
        the = index - 2 - finish  # ("the finish line", "the line")
        if the >= 1 and previous in ("line", "finish", "tape") and keys[the] == "the" \
                and keys[the - 1] in ("crossed", "crosses", "reached", "reaches") \
                and (following is None or following in _PART_ENDS):
            return "ORDINAL", 1  # "crossed the line first", "crossed the finish line first"
        if previous == "in" and index >= 2 and keys[index - 2] in POSITION_VERBS and keys[index - 2] not in _COPULAS:
            return "ORDINAL", 1  # "the runner who came in fourth wore gray"
        placing = previous in POSITION_VERBS or previous in ("not", "never", "in", "the", "either", "neither",
                                                                "or", "nor", "both", "and") \
            or any(category_kind(category) == "calendar" and dated_by(category, previous or "")  # "was born first"
                   for category in self.puzzle.ordered)
        ends_phrase = following is None or following in _AFTER_POSITION or following in STRUCTURE_FIRST_WORDS \
            or following in (",", "–", ";", ":") or following in POSITION_VERBS
        if placing and ends_phrase:
            return "ORDINAL", 1
        return "LOGIC", 1

    @staticmethod
    def _subject_first_to(keys: list[str], index: int) -> bool:
        """Whether "first" or "last" at ``index`` opens the clue as "The first to VERB", the
        clause's own verb (a past form or "is") right after the infinitive and its particle: "The
        last to arrive sat next to Ann", "The first to check in was Bo" (not "the first to sing the
        anthem", "The first to arrive at the party")."""
        if index != 1 or keys[0] != "the" or keys[index] not in ("first", "last") \
                or keys[index + 1:index + 2] != ["to"]:
            return False
        verb = index + 3
        if verb < len(keys) and keys[verb] in _PARTICLES:
            verb += 1
        if verb + 1 >= len(keys) or not keys[index + 2].isalpha() or keys[index + 2] in _NOT_VERBS_AFTER_TO \
                or keys[index + 2] == "be":
            return False
        return keys[verb] in _COPULAS or keys[verb] in IRREGULAR_PASTS or keys[verb] in ("had", "has", "did") \
            or (keys[verb].endswith("ed") and keys[verb] not in ("red", "bed", "need", "seed", "speed", "breed"))

    def _grade_noun(self, word: str) -> bool:
        """Whether ``word`` names the puzzle's category of grades (where higher is better), or of
        win-loss records of as many games each (where more wins is better)."""
        return any(category.ordered and (category_kind(category) == "grade" or records_of_equal_games(category))
                   and singular(word) in category.nouns for category in self.puzzle.categories)

    def _zero_count(self, keys: list[str], index: int) -> bool:
        """Whether the word at ``index`` is what a category counting from 0 counts ("no
        *siblings*" beside `siblings : 0, 1, 2`)."""
        if index >= len(keys) or not keys[index].isalpha():
            return False
        after = keys[index + 1] if index + 1 < len(keys) else None
        if after in ("more", "fewer", "less", "than", "other", "at", "of"):
            return False  # "no siblings more than Bob", "no pets other than a cat": not a count of 0
        return any(category_kind(category) == "count" and (keys[index] in category.nouns or singular(keys[index])
                                                           in category.nouns or keys[index] == category.unit)
                   and any(quantity.number == 0 for quantity in category.quantities)
                   for category in self.puzzle.ordered)

    def _name_ends_at(self, keys: list[str], index: int) -> bool:
        """Whether a name of the puzzle ends right before ``index``, after "the NOUN", "that" or
        "which" ("the book *Mr. Jolly* won", "the lot that *Ann* won")."""
        for start in range(max(0, index - 4), index):
            if self._form_length(keys, start) == index - start and start >= 1:
                before = keys[start - 1]
                return before in ("that", "which") or (start >= 2 and keys[start - 2] == "the" and before.isalpha())
        return False

    @staticmethod
    def _names_a_person(words: list[str]) -> bool:
        """Whether the first noun of ``words`` is a person's ("the *runner* in red", "the
        oldest *woman*"): "led the runner" says who was ahead, not whose the runner was."""
        noun = next((word for word in words if word not in SUPERLATIVES), "")
        return noun.endswith(AGENT_ENDINGS) or noun in _PERSON_NOUNS

    def _values_per(self, noun: str, amount: str) -> bool:
        """Whether the puzzle's values may be per ``noun`` ("65 cents an ounce less"): a category
        named per that ("price per ounce", "hours a week"), or else a measure rate (per ounce,
        per ticket) where no category is named a total or per something else, or a time rate
        of hours or beside a category of rates ("2 hours a week more", "£4 a night more" beside
        `rates`; not a car's price "a year")."""
        names = [category.name.lower().split() for category in self.puzzle.ordered]
        unit = singular(noun)
        if any(unit in (singular(word) for word in name[index + 1:index + 2])
               for name in names for index, word in enumerate(name) if word in ("per", "a", "an")):
            return True
        if any("total" in name or "per" in name for name in names):
            return False
        if unit in _RATE_NOUNS:
            return True
        hours = amount.split()[-1:] and singular(amount.split()[-1]) in ("hour", "minute")  # "2 hours a week more"
        return unit in _TIME_RATE_NOUNS and (bool(hours) or any(set(name) & {"rate", "rates", "fee", "fees"}
                                                                 for name in names))

    def _event_order(self) -> bool:
        """Whether the puzzle has an order things happen in: dates or times, or an order of
        turns or rounds (not only places in a result or a row of houses)."""
        return any(category_kind(category) == "calendar" or category.nouns & SEQUENCE_NOUNS
                   for category in self.puzzle.ordered)

    def _says_discoverer(self, keys: list[str], index: int) -> bool:
        """Whether "first" says who discovered a thing ("first seen by Dr. Varga", "which Ann
        spotted first", "the first to see Cinder"), so it adds nothing to who saw what; not in a
        puzzle with an order of events ("sighting order") it could be a place in."""
        if keys[index] != "first" or self.puzzle.category_nouns & _SEQUENCE_OR_DISCOVERY_NOUNS:
            return False
        if any(category.nouns & DISCOVERY_PAST for category in self.puzzle.ordered):
            return False  # "years found": "was found first" is the earliest year
        following = keys[index + 1] if index + 1 < len(keys) else None
        previous = keys[index - 1] if index else None
        if following in DISCOVERY_PAST:
            return True
        if previous in DISCOVERY_PAST and (following is None or following in _PART_ENDS):
            # "which Ann spotted first"; not "the fossil was found first" beside a category of
            # dates or years, which says when
            passive = index >= 2 and keys[index - 2] in ("was", "were", "is", "are")
            return not (passive and any(category_kind(category) == "calendar" for category in self.puzzle.ordered))
        return following == "to" and index + 3 < len(keys) and keys[index + 2] in DISCOVERY_BARE \
            and keys[index + 3] not in _PART_ENDS

    def _cleft_length(self, keys: list[str]) -> int:
        """"It was Calder who made the bowl": "it" and its copula open a cleft sentence (the
        "who"/"that" after the name stays a content word of the phrase)."""
        copula = ("is", "was", "isn't", "wasn't") if keys[0] == "it" else ()
        if keys[0] == "it's":
            return 1 if ("who" in keys or "that" in keys) else 0
        if len(keys) > 2 and keys[1] in ("is", "was") and ("who" in keys or "that" in keys):
            return 2
        return 0 if copula else 0

    @staticmethod
    def _participle_after(keys: list[str], index: int) -> bool:
        """Whether a past participle that is no verb of placing is at ``index``, with the verb of
        the sentence after it ("the fourth float built *was*", not "the third float carried 9")."""
        return index + 1 < len(keys) and keys[index].isalpha() and keys[index] not in POSITION_VERBS \
            and (keys[index].endswith("ed") or keys[index] in _PAST_PARTICIPLES) \
            and keys[index + 1] in ("was", "is", "were", "are", "had", "has")

    @cached_property
    def _titles_are_values(self) -> bool:
        """Whether a category's values are titles (`title : Dr, Mr, Ms`)."""
        return any(all(label_keys(label) and label_keys(label)[0] in TITLES and len(label_keys(label)) == 1
                       for label in category.labels) for category in self.puzzle.categories)

    def _titled_value_length(self, keys: list[str], index: int) -> int:
        """``Mrs. Cruz`` / ``Dr. Castillo``: a title before a value (that has no title of its own)."""
        if keys[index] not in TITLES or index + 1 >= len(keys) or self._possessive[index] \
                or (keys[index],) in self.puzzle.forms:
            return 0  # (not "Ann's brother's cat": a possessive is no title; `title : Dr, Mr` has its own)
        length = self._form_length(keys, index + 1)
        return 1 + length if length else 0

    def unread_titles(self, tokens: list[Token]) -> list[Token]:
        """The titles among ``tokens`` that say the sex of someone whose first name is another
        category's value ("Ms Fenton" beside `first names`): which first names are women's is
        not written down, so such a title is not read (see grid_runner: the answer must not
        depend on it)."""
        unread = []
        for token in tokens:
            keys = list(label_keys(str(token).removesuffix("'s")))
            if token.type == "VALUE" and len(keys) > 1 and keys[0] in MALE_TITLES | FEMALE_TITLES \
                    and tuple(keys) not in self.puzzle.forms and self._first_names_beside(keys[1:]):
                unread.append(token)
        return unread

    def unread_sex_words(self, tokens: list[Token]) -> list[Token]:
        """The words among ``tokens`` that say someone's sex ("the boy with the owl", "she",
        "his") where no category's titles tell who is a man or a woman (see gender.py), and
        pronouns beside titles that do ("Jess ..., and she ..." beside `Mrs Ashby, Mr Cole`):
        they are read as "the person", so the answer must not depend on them (grid_runner). Not
        a pronoun of the sex of a person the sentence names, where the people's first names say
        who is which ("Eve is older than Bob, and she ...": the assembler takes Eve).
        Not where every value of a category is titled as that one sex ("the man" among Mr
        Fenwick, Mr Pollard ...)."""
        if self._keys.isdisjoint(SEX_WORDS):
            return []
        said = [token for token in tokens if token.type == "WORD" and str(token).lower() in SEX_WORDS]
        if not said:
            return []
        titled, one_sex = self._titles_of_sex  # "the lady from Whitby" is one of the Mrs (compiler)
        named = {value_sex(str(token), self.puzzle) for token in tokens if token.type == "VALUE"} - {None}
        by_first_names = self._sexed_people is not None and named_by_first_names(self._sexed_people.labels)
        return [token for token in said if not (titled and str(token).lower() in GENDER_NOUNS)
                and (one_sex is None or one_sex[1] != SEX_WORDS[str(token).lower()])
                # "Eve is older than Bob, and she owns the dog": the first names say who "she" is
                and not (by_first_names and str(token).lower() in _PERSONAL_PRONOUNS
                         and SEX_WORDS[str(token).lower()] in named)]

    @cached_property
    def _titles_of_sex(self) -> tuple[bool, tuple[Category, str] | None]:
        """Whether a category's titles name both sexes, and the category titled as one sex."""
        return self._sexed_people is not None, one_sex(self.puzzle)

    def _measure_of_another(self, unit: str, thing: str) -> bool:
        """Whether ``unit`` "of" ``thing`` counts another thing than a category named "cups of
        coffee" does with that unit ("cups of tea")."""
        for category in self.puzzle.ordered:
            named = category.name.lower().split()
            if len(named) == 3 and named[1] == "of" and singular(named[0]) == singular(unit) \
                    and singular(named[2]) != singular(thing):
                return True
        return False

    def _dates_only_other_events(self, verb: str) -> bool:
        """Whether the puzzle's dates and times are each named for an event, none of them the
        event of ``verb`` ("returned" beside `departures`): a category of plain `times` may be
        of any event, so then this is False."""
        calendars = [category for category in self.puzzle.ordered if category_kind(category) == "calendar"]
        return bool(calendars) and all(event_named(category) and not names_the_event_of(category, verb)
                                       and not (verb == "departed" and category.nouns & _START_WORDS)
                                       for category in calendars)

    def _person_ends_at(self, keys: list[str], index: int) -> bool:
        """Whether a name of one of the puzzle's people (or couples) ends right before ``index``."""
        for start in range(max(0, index - 4), index):
            form = tuple(keys[start:index])
            if self._form_length(keys, start) == index - start and form in self.puzzle.forms:
                return all(people_category(self.puzzle, category) or couple_surname(label) is not None
                           for category, label in self.puzzle.forms[form])
        return False

    def _peer_of_the_owner(self, keys: list[str], index: int, word: str) -> bool:
        """Whether ``word`` (after a possessive) is the noun of the owner's own category: "Rita's
        friend" with Rita among `friends`, "the bird owner's friend" with `friends` the rows'
        people ("Mr Ito's student" beside instructors and students is his own student)."""
        nouns = {word, singular(word)}
        for start in range(max(0, index - 4), index):
            form = tuple(keys[start:index])
            if self._form_length(keys, start) == index - start and form in self.puzzle.forms:
                return any(nouns & self.puzzle.category(category).nouns for category, _ in self.puzzle.forms[form])
        rows = self.puzzle.categories[0] if self.puzzle.categories else None
        return rows is not None and bool(nouns & rows.nouns) and keys[index - 1].endswith(("owner", "holder"))

    def _own_job_starts_at(self, keys: list[str], index: int) -> bool:
        """Whether a value of a category of people's own jobs (`jobs`, `occupations`) starts at
        ``index``."""
        length = self._form_length(keys, index)
        form = tuple(keys[index:index + length])
        person = self._names_a_person([form[-1]]) if form else False
        person = person or bool(form) and (form[-1] in _RELATION_NOUNS or singular(form[-1]) in _JOB_WORDS)
        return bool(length) and form in self.puzzle.forms and person and all(
            self.puzzle.category(category).nouns & OWN_JOB_NOUNS for category, _ in self.puzzle.forms[form])

    @cached_property
    def _ages(self) -> bool:
        """Whether a category of the puzzle is ages."""
        return any(category_kind(category) == "age" for category in self.puzzle.ordered)

    @cached_property
    def _years_long(self) -> bool:
        """Whether a category of the puzzle is lengths of time counted in years ("service")."""
        return any(category_kind(category) == "duration" and category.unit in ("year", "month", "decade")
                   for category in self.puzzle.ordered)

    def _years_of_another_span(self, keys: list[str], index: int) -> bool:
        """Whether the word at ``index`` makes a number of years a span or a moment of a life
        rather than an age: "for 30 years", "40 years ago", "30 years of", "spent 30 years",
        "retired at 50"."""
        word = keys[index]
        following = keys[index + 1:index + 3]
        if word == "for" and len(following) == 2 and following[0][:1].isdigit() and following[1] in ("years", "year"):
            return True
        if word[:1].isdigit() and following[:1] in (["years"], ["year"]):
            after = keys[index + 2] if index + 2 < len(keys) else None
            before = keys[index - 1] if index >= 1 else None
            if after in ("ago", "of"):
                return before != "born"  # "was born 29 years ago": 29 years old
            if after is not None and after.startswith("old") or after in _AFTER_AN_AGE:
                return False  # "30 years old", "the 9-year-old's", "3 years older", "2 years after"
            # a verb of spending them: "spent 30 years at sea", "served 30 years", "has lasted 30 years"
            return before is not None and before not in ("aged", "turned") \
                and (before.endswith("ed") or before in ("spent", "spend", "spends", "has", "had", "have"))
        if word == "at" and index and keys[index - 1].isalpha() and keys[index - 1] not in _COPULAS \
                and following[:1] and following[0].isdigit() and not any(
                    category_kind(category) in ("calendar", "position") for category in self.puzzle.ordered):
            return keys[index + 2:index + 3] in ([], [","], ["."], ["and"], ["but"])
        return False

    def _dated_by_another_verb(self, keys: list[str], index: int) -> bool:
        """Whether "in" at ``index`` dates, by a value of a category of years named for an event
        ("year built"), a verb of another event said just before ("bought ... in 1990", "was
        sold in 1990")."""
        if keys[index] not in ("in", "since") or index + 1 >= len(keys) or not keys[index + 1].isdigit():
            return False
        dated = [category for category in self.puzzle.ordered if category_kind(category) == "calendar"
                 and event_named(category) and keys[index + 1] in {label.lower() for label in category.labels}]
        if not dated:
            return False
        verbs = [verb for verb in keys[max(0, index - 5):index]
                 if verb.endswith("ed") or verb in _PAST_PARTICIPLES or verb in ("sold", "bought", "went", "born")]
        if not verbs:
            return False
        verb = verbs[-1]  # the nearest: "the researcher interested in earthquakes was born in 1933"
        return not any(names_the_event_of(category, verb) or any(noun.startswith(verb[:4]) for noun in category.nouns)
                       for category in dated)

    @cached_property
    def _people_categories(self) -> int:
        """How many categories of the puzzle name people (by first name, title, family or noun; not
        a category of their own jobs)."""
        return sum(1 for category in self.puzzle.categories
                   if not category.ordered and (named_by_first_names(category.labels) or (
                       people_category(self.puzzle, category.name) and not category.nouns & OWN_JOB_NOUNS) or all(
                       label_keys(label)[:1] and label_keys(label)[0] in TITLES  # `Mr Beattie`, `Mr and Mrs Bell`
                       or re.fullmatch(r"the \S+s", label.lower())  # `the Okafors`
                       for label in category.labels)))

    @cached_property
    def _paired_people(self) -> bool:
        """Whether each row pairs two people as partners: the opening speaks of partners and two
        categories are first names ("Match each leader to his partner" beside `leaders` and
        `followers`)."""
        named = [category for category in self.puzzle.categories
                 if not category.ordered and named_by_first_names(category.labels)]
        return len(named) >= 2 and bool(self.puzzle.intro_words & {"partner", "partners"})

    @cached_property
    def _activities(self) -> frozenset[str]:
        """The activities the ordered categories' names count ("miles driven": drive)."""
        return frozenset(filter(None, (activity_of(category.name) for category in self.puzzle.ordered)))

    @cached_property
    def _has_records(self) -> bool:
        """Whether a category of the puzzle holds win-loss records (``18-6``)."""
        return any(is_record(category) for category in self.puzzle.ordered)

    @cached_property
    def _periods(self) -> frozenset[str]:
        """The periods the ordered categories' names give their values ("monthly rents", "fees
        per year", "hours a week"): empty where no name gives one."""
        return frozenset(period for category in self.puzzle.ordered for period in _name_periods(category.name))

    def _in_the_intro(self, word: str) -> bool:
        """Whether the puzzle's opening uses ``word`` or a form of it ("commissioned", "wines")."""
        stem = singular(word)
        return any(said.startswith(stem) for said in self.puzzle.intro_words)

    @cached_property
    def _prices(self) -> bool:
        """Whether some category of the puzzle is amounts of money."""
        return any(category_kind(category) == "money" for category in self.puzzle.ordered)

    @cached_property
    def _ordered_nouns(self) -> frozenset[str]:
        """The words that name an ordered category ("fare", "fares" beside `fares : $6.50, ...`)."""
        return frozenset().union(*(category.nouns for category in self.puzzle.ordered))

    @cached_property
    def _prizes_handed_out(self) -> bool:
        """Whether a category is of prizes handed out (`prizes : goldfish, keychain`), not won in a
        contest with places ("gives away plush bears", "is won at the booth")."""
        return any(category.nouns & {"prize", "prizes"} and not category.ordered for category in self.puzzle.categories)

    @cached_property
    def _sexed_people(self) -> Category | None:
        """The category whose titles or first names say who is a man or a woman (gender.py)."""
        return sexed_people(self.puzzle)

    def _neither_pronoun(self, tokens: list[Token]) -> list[Token]:
        """"Jonah isn't 13, and neither he nor the 13-year-old was given pterodactyl": "he" is
        Jonah, the one person the part before names (its other names no people's, and no first
        name of the other sex); else left to be refused."""
        for index, token in enumerate(tokens[:-2]):
            pronoun = str(tokens[index + 1]).lower()
            if token.type != "NEITHER" or pronoun not in ("he", "she") or tokens[index + 2].type != "_NOR" \
                    or index < 2 or tokens[index - 1].type not in ("AND", "COMMA", "DASH"):
                continue
            named = [item for item in tokens[:index] if item.type == "VALUE"]
            people = [item for item in named if any(people_category(self.puzzle, name) for name, _ in
                                                    self.puzzle.forms.get(label_keys(str(item)), ()))]
            sex = value_sex(str(people[0]), self.puzzle) if people else None
            if len(people) != 1 or tokens[0] is not people[0] or sex not in (None, SEX_WORDS[pronoun]):
                return tokens
            said = tokens[index + 1]
            subject = Token("VALUE", str(people[0]), start_pos=said.start_pos, line=said.line, column=said.column,
                            end_line=said.end_line, end_column=said.end_column)
            return [*tokens[:index + 1], subject, *tokens[index + 2:]]
        return tokens

    def _fronted_order(self, tokens: list[Token]) -> list[Token]:
        """"In the brightness ranking, Emberlight came behind Arrowtail": what "Emberlight came
        behind Arrowtail in the brightness ranking" says (the frame names the order compared),
        with one comparison after the comma and nothing more; "In 1970, Uma moved here": "Uma
        moved here in 1970"."""
        comma = next((index for index, token in enumerate(tokens) if token.type == "COMMA"), None)
        if comma == 2 and tokens[1].type in ("NUMBER", "VALUE") and len(tokens) > 4 \
                and not any(token.type in ("COMMA", "AND", "DASH") for token in tokens[3:]):
            # "In 1970, Uma moved here": what "Uma moved here in 1970" says, so that the verb goes
            # with the date as there (a year of another event is refused)
            return [*tokens[3:], _rewritten(tokens[0], text=str(tokens[0]).lower()), tokens[1]]
        if comma is None or comma < 3 or str(tokens[1]).lower() != "the" \
                or any(token.type != "WORD" for token in tokens[2:comma]):
            return tokens
        words = {str(token).lower() for token in tokens[2:comma]}
        ordered_nouns = {noun for category in self.puzzle.ordered for noun in category.nouns}
        rest = tokens[comma + 1:]
        if not words & ordered_nouns or not words - ordered_nouns <= _ORDER_FRAMES \
                or any(token.type in ("COMMA", "AND", "DASH") for token in rest) \
                or sum(token.type in ("COMPARE", "ORDER") for token in rest) != 1:
            return tokens
        return [*rest, *tokens[:comma]]

    @cached_property
    def _quality_adjectives(self) -> dict[str, str]:
        """The adjectives of the qualities ordered categories are named for, and each one's
        noun: "accurate" of `accuracy`, "popular" of `popularity`, "powerful" of `power`."""
        found: dict[str, str] = {}
        for category in self.puzzle.ordered:
            for noun in category.nouns:
                for adjective in _adjectives_of(noun):
                    found.setdefault(adjective, noun)
        powers = [category for category in self.puzzle.ordered if category.unit in _POWER_UNITS]
        if len(powers) == 1 and "powerful" not in found:
            found["powerful"] = sorted(powers[0].nouns)[0]  # "the most powerful" beside `outputs : 1.5 MW, ...`
        return found

    def _decades(self, tokens: list[Token]) -> list[Token]:
        """"born in the 1980s", "during the 1990's" beside one category of years: its years of
        that decade as alternatives ("1981 or 1987"); the decade stays refused where the
        category has none of them or there is not one category of years."""
        if not any(token.type == "LOGIC" and _DECADE.fullmatch(str(token).lower()) for token in tokens):
            return tokens
        years = [category for category in self.puzzle.ordered if category.unit == "year" and category_kind(
            category) == "calendar" and all(1000 <= quantity.number <= 2999 for quantity in category.quantities)]
        out: list[Token] = []
        for index, token in enumerate(tokens):
            text = str(token).lower()
            opened = index >= 2 and str(tokens[index - 1]).lower() == "the" \
                and str(tokens[index - 2]).lower() in ("in", "during")
            if token.type != "LOGIC" or not _DECADE.fullmatch(text) or not opened or len(years) != 1 \
                    or not text[0].isdigit():
                out.append(token)
                continue
            start = int(text[:4])
            labels = [label for label, quantity in zip(years[0].labels, years[0].quantities)
                      if start <= quantity.number < start + 10]
            if not labels:
                out.append(token)
                continue
            out.pop()  # "the"
            out.extend(_alternatives(labels, token))
        return out

    def _best_seller(self, tokens: list[Token]) -> list[Token]:
        """"the best seller", "the best-selling title", "the worst seller" beside one category of
        sales (`copies sold`, `sales`, `copies`): the most or the fewest of them."""
        sales = [category for category in self.puzzle.ordered if category.nouns & _SALES_NOUNS]
        if len(sales) != 1:
            return tokens
        noun = sorted(sales[0].nouns & _SALES_NOUNS)[0]
        out: list[Token] = []
        index = 0
        while index < len(tokens):
            token = tokens[index]
            word = str(token).lower().replace("-", "")
            following = str(tokens[index + 1]).lower() if index + 1 < len(tokens) else ""
            if word in ("best", "top", "biggest", "worst") and following in ("seller", "sellers", "selling") \
                    and out and str(out[-1]).lower() == "the":
                out.append(_rewritten(token, "SUPER", "fewest" if word == "worst" else "most"))
                out.append(_rewritten(tokens[index + 1], "WORD", noun))
                index += 2
                continue
            if word in ("bestseller", "bestselling") and out and str(out[-1]).lower() == "the":
                out.extend([_rewritten(token, "SUPER", "most"), _rewritten(token, "WORD", noun)])
                index += 1
                continue
            out.append(token)
            index += 1
        return out

    @cached_property
    def _quality_degrees(self) -> dict[str, tuple[str, str]]:
        """The comparatives and superlatives of the qualities ordered categories are named for,
        with "more", "less", "most" or "least" and the category's noun: "harder", "the softest"
        beside `hardness`, "steeper" beside grades in percent, "spicier", "milder" beside
        `spiciness`. Only where one category has that quality."""
        found: dict[str, tuple[str, str]] = {}
        stems: dict[str, dict[str, str]] = {}  # stem -> category name -> its noun
        for category in self.puzzle.ordered:
            if category.positional:
                continue  # `brightness : first, second`: a ranking, where "brighter" is the earlier place
            for noun in sorted(category.nouns):
                stem = noun[:-4] if noun.endswith("ness") and len(noun) > 7 else None
                if stem is None and noun in _SLOPE_NOUNS and category.unit in ("percent", "degree"):
                    stem = "steep"
                if stem is not None:
                    stems.setdefault(stem, {}).setdefault(category.name, noun)
        for stem, named in stems.items():
            if len(named) != 1:
                continue  # two categories of that quality: which one is not said
            (noun,) = named.values()
            up = stem + ("r" if stem.endswith("e") else "er"), stem + ("st" if stem.endswith("e") else "est")
            forms = {up[0]: ("more", noun), up[1]: ("most", noun)}
            opposite = _OPPOSITE_QUALITIES.get(stem)
            if opposite is not None:
                forms |= {opposite[0]: ("less", noun), opposite[1]: ("least", noun)}
            for word, degree in forms.items():
                if word in COMPARATIVES or word in SUPERLATIVES or word in found:
                    continue  # "lighter", "the darkest": read as they are elsewhere
                found[word] = degree
        return found

    def _quality_named(self, tokens: list[Token]) -> list[Token]:
        """"the least accurate", "more popular than": the quality's noun after "more" or "most"
        ("the least accuracy"), which names its category; "more often" is "more times" (a count)."""
        out = []
        qualities = self._quality_degrees
        for index, token in enumerate(tokens):
            degree = qualities.get(str(token).lower()) if token.type in ("WORD", "LOGIC") else None
            following = [str(item).lower() for item in tokens[index + 1:index + 3]]
            if degree is not None and following[:1] == ["to"] and len(following) == 2 \
                    and tokens[index + 2].type == "WORD" and following[1].isalpha() \
                    and following[1] not in _ARTICLES_AND_POSSESSIVES:
                # "harder to find", "the hardest to sell" beside `hardness`: how hard a doing is
                out.append(_retyped(token, "LOGIC"))
                continue
            if degree is not None:
                # "harder than", "the softest" beside `hardness (Mohs)`: more or less of it
                word, noun = degree
                out.append(_rewritten(token, "SUPER" if word in ("most", "least") else "COMPARE", word))
                out.append(_rewritten(token, "WORD", noun))
                continue
            after_more = index and tokens[index - 1].type in ("COMPARE", "SUPER") \
                and str(tokens[index - 1]).lower() in ("more", "less", "most", "least", "fewer")
            if after_more and str(token).lower() in self._quality_adjectives:
                token = _rewritten(token, "WORD", self._quality_adjectives[str(token).lower()])
            elif after_more and str(token).lower() == "often":
                token = _rewritten(token, "WORD", "times")
            out.append(token)
        return out

    @cached_property
    def first_names(self) -> frozenset[str]:
        """The puzzle's categories of first names (``first names``, ``forenames``), by name."""
        return frozenset(category.name for category in self.puzzle.categories
                         if _FIRST_NAMES.search(category.name.lower()))

    def _first_names_beside(self, form: list[str]) -> bool:
        """Whether the puzzle has a category of first names other than that of the value
        written ``form`` (so a title's sex on that value says something of a first name)."""
        named = {category for category, _ in self.puzzle.forms.get(tuple(form), ())}
        return bool(self.first_names - named)

    def _ordered_value(self, token: Token) -> bool:
        """Whether ``token`` names a value of an ordered category only ("April" among months)."""
        categories = {category for category, _ in self.puzzle.forms.get(tuple(str(token).lower().split()), ())}
        return bool(categories) and all(self.puzzle.category(name).ordered for name in categories)

    def _head_noun_length(self, keys: list[str], index: int, length: int) -> int:
        """``Pierce Arena``, ``the Alder Club float``: a noun of the value's own category after it."""
        following = index + length
        if following >= len(keys) or self._possessive[following - 1]:
            return 0  # "Alma's child" is Alma's, not the child Alma
        form = tuple(keys[index:following])
        categories = {category for category, _ in self.puzzle.forms.get(form, ())}
        word = keys[following]
        for name in categories:
            if word in self.puzzle.category(name).nouns:
                return 1
            if word in SCHOOL_HEADS and self._texts[following][:1].isupper() \
                    and self.puzzle.category(name).nouns & {"school", "schools"}:
                return 1  # "Northfield High" for the school `Northfield`
            if self._texts[following][:1].isupper() and any(
                    word in _SAME_KIND_HEADS.get(singular(noun), ()) for noun in self.puzzle.category(name).nouns):
                return 1  # "Bass Rock Light" among lighthouses, "Grange Airpark" among airports
        if word.rstrip(".") in NAME_HEADS and self._texts[following][:1].isupper() and categories \
                and word not in self.puzzle.category_nouns and self._texts[index][:1].isupper() \
                and all(label[:1].isupper() for _, label in self.puzzle.forms.get(form, ())) \
                and not any(people_category(self.puzzle, name) or (
                    self.puzzle.category(name).nouns & NAME_HEADS and word.rstrip(".") not in NAME_QUALIFIERS
                    and not any(word in _SAME_KIND_HEADS.get(singular(noun), ())
                                for noun in self.puzzle.category(name).nouns)) for name in categories):
            # "Hollis Arena" for the venue `Hollis`, "the Delta Group", "Streeter Inc.": the rest of
            # a place's or a firm's name (never a person's: "Hollis Arena" beside a Hollis is a
            # place; nor another kind than the category's: "Hollis Stadium" among arenas; nor a
            # name a lowercase value is only a word of: "the Bass River" beside `bass`)
            return 1
        # "the Looe Sailing Club", "Pierce Memorial Arena": a name's capitalised words, then the
        # noun of the value's own category, capitalised too
        for extra in (1, 2):
            end = following + extra
            if end >= len(keys) or not self._texts[end][:1].isupper() or any(
                    self._possessive[position] or not self._texts[position][:1].isupper()
                    or not keys[position].isalpha() or self._form_length(keys, position)
                    or keys[position] in self.puzzle.category_nouns for position in range(following, end)):
                continue
            if any(keys[end] in self.puzzle.category(name).nouns for name in categories):
                return extra + 1
        return 0

    def _compared_with_an_event(self, tokens: list[Token]) -> list[Token]:
        """"Cid arrived after Ann's nap", "scored more than Igor's prediction", "paid less than Ann's
        estimate": after a comparison, another's event or guess that no category holds is refused
        (it is not the other one), unless the subject's side names the same thing ("Bella's party
        was before Aiden's party")."""
        out = list(tokens)
        for index in range(1, len(tokens) - 1):
            token, noun = tokens[index], tokens[index + 1]
            word = str(noun).lower()
            if token.type != "VALUE" or noun.type != "WORD" or word not in _EVENT_OBJECT_NOUNS \
                    or not re.search(r"['’]s?$", str(token)):
                continue
            compared = tokens[index - 1].type in ("ORDER", "_THAN") or (
                index >= 2 and str(tokens[index - 1]).lower() == "the" and tokens[index - 2].type in ("ORDER", "_THAN"))
            if not compared or word in self.puzzle.category_nouns or singular(word) in self.puzzle.category_nouns \
                    or word in self.puzzle.thing_nouns or word in {str(item).lower() for item in tokens[:index]}:
                continue
            out[index + 1] = _retyped(noun, "LOGIC")
        return out

    def _counted_from_an_end(self, tokens: list[Token]) -> list[Token]:
        """"second from the right", "the third booth from the left": a place counted from one end
        of the puzzle's one row (numbered from the left, as "to the left of" reads it), as the
        place it is ("second from the right" of five is the fourth)."""
        position = self.puzzle.position
        row = position is not None and not places_without_sides(position, self.puzzle) and (
            position.row or "left" in self.puzzle.intro_words
            or any(singular(noun) in _ROW_THINGS for noun in position.nouns))
        size = len(position.labels) if position is not None else 0
        out: list[Token] = []
        index = 0
        while index < len(tokens):
            token = tokens[index]
            word = str(token).lower()
            if token.type in ("ORDINAL", "LOGIC") and word in ORDINAL_WORDS \
                    and (not row or ORDINAL_WORDS[word] <= size):
                after = index + 1
                if after < len(tokens) and tokens[after].type == "WORD" \
                        and self._names_line(str(tokens[after]).lower()):
                    after += 1  # "the second booth from the right"
                end = [str(item).lower() for item in tokens[after:after + 3]]
                if end[:2] == ["from", "the"] and end[2:] in (["left"], ["right"]) and not row:
                    # places in a race, or no one row: which place is "second from the right"?
                    out.extend(tokens[index:after + 2])
                    out.append(_retyped(tokens[after + 2], "LOGIC"))
                    index = after + 3
                    continue
                if end[:2] == ["from", "the"] and end[2:] in (["left"], ["right"]) and (
                        after + 3 == len(tokens) or tokens[after + 3].type in (*_PART_END_TYPES, "_THAN")
                        or str(tokens[after + 3]).lower() in _COPULAS):  # "The second from the left is ..."
                    place = ORDINAL_WORDS[word] if end[2] == "left" else size + 1 - ORDINAL_WORDS[word]
                    out.append(Token.new_borrow_pos("ORDINAL", _SPELLED_ORDINALS[place], token))
                    out.extend(tokens[index + 1:after])
                    if after == index + 1 and position is not None and position.head_noun:
                        # "is second from the left": the row's place, whatever else is ordered
                        out.append(Token.new_borrow_pos("WORD", position.head_noun, token))
                    index = after + 3
                    continue
            out.append(token)
            index += 1
        return out

    def _turn_by_another_doing(self, tokens: list[Token]) -> list[Token]:
        """Beside an order of turns the opening tells of (`order : 1st, 2nd, ...` of poets who read,
        a batting order, `turns`), a place said by the verb of another doing is refused: "Mr. Dale
        ate first", "retired before Ms. Eve", "swam second" where the opening tells of a reading.
        A verb of taking one's turn ("went", "came", "performed", "finished") or one of the
        opening's own ("read", "sang" of singers) is read."""
        position = self.puzzle.position
        if position is None or not self.puzzle.intro_words or position.row \
                or not {singular(noun) for noun in position.nouns} & _TURN_NOUNS \
                or any(category_kind(category) in ("calendar", "duration") for category in self.puzzle.ordered):
            return tokens  # (beside dates and times, which doing an order says is their own rule's)
        out = list(tokens)
        for index, token in enumerate(tokens):
            if index == 0 or not (token.type in ("ORDINAL", "ORDER") or (
                    token.type == "COMPARE" and str(token).lower() in ("earlier", "later", "sooner"))):
                continue
            before = index - 1
            while before > 0 and tokens[before].type in ("IMMEDIATELY", "SOMEWHERE"):
                before -= 1
            verb = tokens[before]
            word = str(verb).lower()
            if verb.type != "WORD" or not word.isalpha() or word in _TURN_VERBS or word in _COPULAS:
                continue
            doing = word in _IRREGULAR_DOINGS or word in _PAST_STEMS or word.endswith("ed") or (
                word.endswith("s") and not word.endswith("ss") and before > 0 and tokens[before - 1].type == "VALUE")
            if doing and word not in self.puzzle.intro_words and not self._opening_verb(word):
                out[before] = _retyped(verb, "LOGIC")
        return out

    def _opening_verb(self, word: str) -> bool:
        """Whether the verb ``word`` is one the opening uses ("read", "sang" beside "singers",
        "dived" beside "divers")."""
        stem = _PAST_STEMS.get(word) or re.sub(r"(?:ied|ies)$", "y", word)
        if stem == word:
            stem = re.sub(r"(?:ed|es|s)$", "", word) if len(word) > 4 else word
        stem = stem[:-1] if stem.endswith("e") and len(stem) > 3 else stem
        return len(stem) >= 3 and any(said.startswith(stem) for said in self.puzzle.intro_words)

    def _first_word_of_another_value(self, tokens: list[Token]) -> list[Token]:
        """"the art historian" beside `art history` and `history`: a word right before a value
        that begins another value of its category is refused, never passed over (as it was,
        naming `history`)."""
        out = list(tokens)
        for index in range(1, len(tokens)):
            word, value = tokens[index - 1], tokens[index]
            if word.type != "WORD" or value.type != "VALUE":
                continue
            first = str(word).lower()
            if first in ("the", "a", "an") or first.rstrip(".") in TITLES:
                continue
            for category, label in self.puzzle.forms.get(tuple(str(value).lower().split()), ()):
                others = self.puzzle.category(category).labels
                if any(other != label and len(other.split()) > 1 and other.split()[0].lower() == first
                       for other in others) and first not in label.lower().split():
                    out[index - 1] = _retyped(word, "LOGIC")
        return out

    def _behind_a_door(self, tokens: list[Token]) -> list[Token]:
        """"lives behind the green door", "trades behind the maroon shopfront": at the door (gate,
        shopfront) of that colour, when the value is named with its own category's noun, which is
        such a thing; "behind" is otherwise a place in an order ("finished behind Ann")."""
        out = list(tokens)
        for index, token in enumerate(tokens[:-1]):
            if token.type != "ORDER" or str(token).lower() != "behind":
                continue
            after = index + 1
            while after < len(tokens) and tokens[after].type == "WORD" \
                    and str(tokens[after]).lower() in ("the", "a", "an"):
                after += 1
            if after == index + 1 or after == len(tokens) or tokens[after].type != "VALUE":
                continue
            words = tuple(str(tokens[after]).lower().split())
            named = self.puzzle.forms.get(words[:-1], set())
            if len(words) >= 2 and singular(words[-1]) in _BARRIERS and named and all(
                    words[-1] in self.puzzle.category(category).nouns for category, _ in named):
                out[index] = Token.new_borrow_pos("WORD", "at", token)
        return out

    def _placed_otherwise(self, tokens: list[Token]) -> list[Token]:
        """In a row of houses (cottages, cabins ...), a place said by another verb or of another
        thing is refused: "Ned parks next to Max", "Kurt grew up next to Jude", "was born directly
        to the right of" (where each lives, or where each parks?), "lives next to Cid's car", "next
        to the white car" (a car is no house). The verbs of a dwelling ("lives", "stays", "is") and
        those of the opening stay read; other rows (umbrellas, chess tables) are not checked."""
        out = list(tokens)
        rows = {singular(noun) for category in self.puzzle.ordered if category_kind(category) == "position"
                for noun in category.nouns}
        if not rows & _DWELLINGS:
            return out  # ("Ines sits next to Hugo" under umbrellas, "plays next to" at chess tables)
        for index, token in enumerate(tokens):
            placing = token.type in ("NEXT_TO", "BETWEEN") or (
                token.type == "ORDER" and str(token).lower().endswith(("left of", "right of")))
            if not placing:
                continue
            before = index - 1
            while before >= 0 and (tokens[before].type in ("IMMEDIATELY", "SOMEWHERE") or (
                    tokens[before].type == "WORD" and str(tokens[before]).lower() in _PARTICLES_OF_PLACE)):
                before -= 1
            if before >= 1 and tokens[before].type == "WORD" and tokens[before - 1].type in ("VALUE", "WORD"):
                verb = str(tokens[before]).lower()
                if verb.isalpha() and not self._places_or_names(verb) and not self._placing_verb(verb) \
                        and (verb.endswith(("s", "ed")) or verb in _PAST_OF_PLACE):
                    out[before] = _retyped(tokens[before], "LOGIC")
                elif verb.isalpha() and str(tokens[before - 1]).lower() in _OBJECT_DETERMINERS - {"the"} \
                        and not self._dwelling_or_name(verb):
                    out[before] = _retyped(tokens[before], "LOGIC")  # "rents a garage next to", "keeps her bike"
            after = index + 1
            while after < len(tokens) and tokens[after].type == "WORD" \
                    and str(tokens[after]).lower() in ("the", "a", "an"):
                after += 1
            if after + 1 < len(tokens) and tokens[after].type == "VALUE" and tokens[after + 1].type == "WORD":
                noun = str(tokens[after + 1]).lower()
                if noun.isalpha() and not self._dwelling_or_name(noun) and noun not in _WORDS_AFTER_A_NAME:
                    out[after + 1] = _retyped(tokens[after + 1], "LOGIC")
        return out

    def _placing_verb(self, verb: str) -> bool:
        """Whether ``verb`` says where one is in the puzzle's row: a copula, "located", or a verb of
        the row's own places ("lives" of houses, "sits" of seats, "parks" of spaces), or one the
        opening uses."""
        if verb in _BEING_OR_PLACED or {verb, verb[:-1], verb[:-2], verb[:-1] + "ing"} & self.puzzle.intro_words:
            return True
        rows = _VERB_ROWS.get(verb)
        if rows is None:
            return False
        nouns = {singular(noun) for category in self.puzzle.ordered if category_kind(category) == "position"
                 for noun in category.nouns}
        return bool(nouns & (rows | _ANY_ROW))

    def _dwelling_or_name(self, word: str) -> bool:
        """Whether ``word`` names a dwelling, a category's things or a person (not a door, a
        gate, a car or a shed: "lives next to the yellow door" may be another door than a house's)."""
        bare = singular(word)
        return word in self.puzzle.category_nouns or bare in self.puzzle.category_nouns or bare in _DWELLINGS \
            or bare in _PEOPLE_WORDS or (bare.endswith(AGENT_ENDINGS) and bare not in _THINGS_IN_ER) \
            or bare.endswith(("man", "woman", "person")) or word in self.puzzle.thing_nouns  # "the squid fisherman"

    def _places_or_names(self, word: str) -> bool:
        """Whether ``word`` names a place of a row, a category's things or a person ("house",
        "owner", "drinker", "man")."""
        bare = singular(word)
        return word in self.puzzle.category_nouns or bare in self.puzzle.category_nouns or bare in _ROW_THINGS \
            or word in SPATIAL_NOUNS or bare in _PEOPLE_WORDS or bare.endswith(AGENT_ENDINGS) \
            or word in self.puzzle.thing_nouns

    def _stuff_measured(self, tokens: list[Token]) -> list[Token]:
        """"more than 20 inches of snow", "4 more inches of snow than": the stuff an amount in an
        ordered category's unit measures, said by that category's name or the opening (`snowfall
        (inches)`), is left out ("3 more hours of sleep" beside hours worked is kept, and refused)."""
        out: list[Token] = []
        index = 0
        while index < len(tokens):
            token = tokens[index]
            if index >= 1 and index + 1 < len(tokens) and token.type == "WORD" and str(token).lower() == "of" \
                    and tokens[index + 1].type == "WORD" and str(tokens[index + 1]).isalpha() \
                    and str(tokens[index + 1]).islower() \
                    and (index + 2 == len(tokens) or tokens[index + 2].type in (*_PART_END_TYPES, "_THAN")):
                unit = str(tokens[index - 1]).split()[-1].lower()
                counted = tokens[index - 1].type == "NUMBER" or (
                    index >= 3 and tokens[index - 1].type == "WORD" and tokens[index - 2].type == "COMPARE"
                    and tokens[index - 3].type in ("AMOUNT", "NUMBER"))
                stuff = str(tokens[index + 1]).lower()
                measured = [category for category in self.puzzle.ordered
                            if (canonical_unit(unit) in (category.unit, canonical_unit(category.unit or ""))
                                or (canonical_unit(unit), category.unit) in CONVERSIONS)
                            and (stuff in category.name.lower() or singular(stuff) in category.name.lower()
                                 or stuff in self.puzzle.intro_words)]
                if counted and len(measured) == 1:
                    index += 2
                    continue
            out.append(token)
            index += 1
        return out

    def _noun_of_its_own(self, form: tuple[str, ...]) -> bool:
        """Whether ``form`` ends with the noun of the category of each value it names ("the
        dinosaur exhibit" for `Dinosaur Eggs` among exhibits), so that it names the value in any case."""
        return len(form) > 1 and all(form[-1] in self.puzzle.category(name).nouns
                                     for name, _ in self.puzzle.forms[form])

    def _form_length(self, keys: list[str], index: int) -> int:
        if index >= len(keys):
            return 0  # nothing after: no value there
        for length in self.form_lengths.get(keys[index], ()):
            form = tuple(keys[index:index + length])
            if index + length <= len(keys) and form in self.puzzle.forms \
                    and (form in self.puzzle.aliases or written_as(self.puzzle.forms[form], self._texts[index])
                         or self._noun_of_its_own(form)):
                return length
        return 0

    def _keyword(self, keys: list[str], index: int) -> tuple[int, str | None]:
        for length in _STRUCTURE_LENGTHS.get(keys[index], ()):
            kind = STRUCTURE.get(tuple(keys[index:index + length])) if index + length <= len(keys) else None
            if kind:
                return length, kind
        return 0, None

    def _unsaid_amount_length(self, keys: list[str], index: int) -> int:
        """How many words at ``index`` leave an amount's value unsaid, so that it cannot be read
        as that value (0 if none): a bound in other words ("a minimum of $20", "$30 tops"), an
        age being neared ("going on 40", "closing in on 40"), a rough share ("the best part of
        $30", "the wrong side of 30", "close on $20"), another moment ("30 a decade ago", "will
        soon be 40", "about to turn 40", "40 in a decade", "turns 40 this year", "30 at the time
        of the wedding"), or a plan, a readiness or an offer ("was scheduled to arrive at
        noon", "was willing to pay $20", "was quoted $30", "on track to finish second")."""
        word = keys[index]
        before = keys[index - 1] if index else ""
        following = keys[index + 1] if index + 1 < len(keys) else ""
        if self._form_length(keys, index) or word in self.puzzle.category_nouns or self._in_the_intro(word):
            return 0  # a value's own word, a category's noun ("asking prices"), the opening's ("scheduled")
        if word in ("minimum", "maximum") and following == "of":
            return 2  # "a minimum of $20": at least (not the value itself)
        if word in ("minimum", "maximum") and before == "a" and index >= 2 and keys[index - 2] == "at":
            return 1  # "paid $20 at a minimum"
        if word == "quarter" and following == "hour" and before not in ("a", "one", "three", "the"):
            return 1  # "arrived quarter hour after": a quarter of an hour, or not?
        if word in ("early", "late") and following == "on" and index + 3 < len(keys) and keys[index + 2] == "in" \
                and keys[index + 3] in MONTHS:
            return 1  # "left early on in April"
        if word in ("insisted", "sure", "certain", "bound") and following in ("on", "to") and before != "not":
            return 1  # "insisted on arriving at 11:00am", "was sure to arrive at 11:00am"
        if word in ("quarter", "fraction", "part", "portion") and following == "of" \
                and before not in ("a", "one", "three", "the") and index + 2 < len(keys) \
                and keys[index + 2] in ("a", "an", "the") or word in ("fraction", "portion") and following == "of":
            return 1  # "quarter of an hour after" (not "a quarter of an hour"), "a fraction of an hour"
        if word in ("early", "late", "mid") and (following in MONTHS or following == "in" and index + 2 < len(keys)
                                                 and keys[index + 2] in MONTHS):
            return 1  # "left early in April", "late May": some of the month's dates, which ones?
        if self._ages and word in ("tomorrow", "yesterday", "already", "tonight"):
            return 1  # "will be 40 tomorrow", "has already turned 30"
        if word == "over" and before in _HANDING_VERBS:
            return 1  # "handed over $20": what was handed, not more than $20
        if word in ("tops", "max", "min", "maximum", "minimum") and (before[:1].isdigit() or before[:1] in "$£€"):
            return 1  # "paid $20 tops", "$30 max"
        if word in ("ago", "soon", "upward") and not (word == "ago" and "born" in keys[:index]):
            return 1  # "30 a decade ago", "will soon be 40", "upward of $20" ("born 30 years ago": 30)
        if word in _NEARING_VERBS:
            after = index + 1
            while after < len(keys) and keys[after] in ("on", "up", "in", "for", "to", "towards", "toward"):
                after += 1
            if after > index + 1 and self._quantity_length(keys, after):
                return 1  # "going on 40", "coming up on 40", "closing in on 40", "heading for 40"
        if word == "side" and before in ("wrong", "far", "other", "right", "near") and following == "of" \
                and self._quantity_length(keys, index + 2):
            return 1  # "the wrong side of 30": over it
        if word == "part" and before in ("best", "better", "greater") and following == "of":
            return 1  # "the best part of $30": nearly all of it
        if word == "close" and following == "on" and self._quantity_length(keys, index + 2):
            return 1  # "close on $20": about
        if word == "about" and following == "to":
            return 1  # "is about to turn 40": not yet
        if self._ages and word == "in" and index + 2 < len(keys):
            length = 2 if following in ("a", "an") else self._quantity_length(keys, index + 1)
            unit = keys[index + length] if length else ""
            end = index + 1 + length
            if unit and canonical_unit(unit) in ("year", "decade") and (end == len(keys) or keys[end] in _PART_ENDS):
                return 1  # "will be 40 in a decade", "40 in ten years": another moment than now
        if self._ages and word in ("this", "next", "last") and following == "year":
            return 1  # "turns 40 this year": this year's birthday, before or after now?
        if self._ages and word == "time" and before == "the" and index >= 2 and keys[index - 2] == "at" \
                and following == "of":
            return 1  # "was 30 at the time of the wedding"
        if self._ages and word in _MOMENT_NOUNS:
            return 1  # "was 30 in the photo", "was 30 as a newlywed", "was 22 at graduation"
        scheduled = word in _BOOKED_WORDS and bool((self.puzzle.intro_words | self.puzzle.category_nouns)
                                                   & _SCHEDULE_NOUNS)
        if word in _INTENDING_WORDS and not scheduled and (
                following == "to" and index + 2 < len(keys) and keys[index + 2].isalpha()
                and not self._form_length(keys, index + 2) or following == "for" and word == "invited"):
            # "was scheduled to arrive", "was willing to pay", "was invited for 11:30am" (not
            # where the puzzle is of appointments or bookings: "is scheduled to see Dr. Kim")
            return 1
        if word in ("course", "track") and before == "on" and following == "to":
            return 1  # "was on track to finish second"
        if word in _OFFERED_WORDS and self._prices:
            return 1  # "was quoted $30", "budgeted $30", "haggled for $30", "the asking price"
        return 0

    def _hedge_length(self, keys: list[str], index: int) -> int:
        """How many words at ``index`` make what follows inexact, uncertain or the opposite, so
        that it cannot be read (0 if none): "far from the youngest", "among the oldest", "close
        to 30", "about twice", "not even 30", "not quite twice", "a mere hour", "this person"."""
        word = keys[index]
        if word not in _HEDGE_STARTS:
            return 0
        before = keys[index - 1] if index else None
        following = keys[index + 1] if index + 1 < len(keys) else None
        after = keys[index + 1:]
        if self._form_length(keys, index):
            return 0  # a value's own word ("Far Orbit", "Close Encounters")
        if word in ("far", "close") and following in ("from", "to"):
            return 2  # "far from the youngest", "lives far from Dover", "close to 30"
        if word in _HEDGES_AS_VERBS and following in ("by", "the", "a", "an", "in", "on", "from"):
            return 0  # "the one reported by Sgt. Hooper", "predicted the eclipse": who did it
        if word == "tipped" and {"tip", "tips"} & self.puzzle.category_nouns:
            return 0  # "Kat tipped a dollar more" beside `tips`: gave a tip, not "tipped to win"
        if word in _HEDGE_WORDS:
            return 1  # "practically the oldest", "among the oldest", "presumably older", "an hour plus"
        if word in ("about", "around") and after and (
                after[0] in _FACTOR_WORDS or after[0] == "in" or self._quantity_length(keys, index + 1)):
            return 1  # "about twice as many", "around 2:00pm", "about in the middle"
        if word in ("even", "quite") and before in _NEGATIONS:
            return 1  # "not even 30": under 30, not "not 30"; "not quite twice"
        if word in _AMOUNT_ADJECTIVES and before in ("a", "an") and following is not None \
                and (canonical_unit(following) in _TIME_UNITS or following in ("quarter", "half", "decade")
                     or self._quantity_length(keys, index + 1)):
            return 1  # "a mere hour before", "a full quarter of an hour": the amount, or more?
        starts = before is None or before in _PART_ENDS or before in (";", ".") \
            or (self._texts[index - 1].endswith(".") and self._texts[index][:1].isupper())
        if word in ("this", "that", "these", "those") and following in _PERSON_NOUNS and starts:
            return 1  # "and this person lives in Dover": which one?
        return 0

    def _length_of_a_stay(self, keys: list[str], index: int) -> bool:
        """Whether "a" or "an" at ``index`` and the unit of time after it ("stayed a fortnight",
        "for a week", "lasted an hour") end their part after a verb of lasting, and some category
        is counted in that unit or one it converts to (a week is 7 nights)."""
        if index + 2 < len(keys) and keys[index + 2] not in _PART_ENDS or index == 0:
            return False
        unit = canonical_unit(keys[index + 1]) if index + 1 < len(keys) else ""
        before = keys[index - 1]
        if before == "for" and index >= 2:
            before = keys[index - 2]
        return unit in _TIME_UNITS and before in _VERBS_OF_LASTING and any(
            category.unit == unit or (unit, category.unit) in SAME_MEASURES for category in self.puzzle.ordered)

    def _quantity_length(self, keys: list[str], index: int) -> int:
        """How many words from ``index`` spell a number with an optional unit (0 if none)."""
        if index >= len(keys):
            return 0  # "older than Bob only": nothing after "only"
        first = keys[index]
        following = keys[index + 1] if index + 1 < len(keys) else ""
        if first in ("a", "an") and self._length_of_a_stay(keys, index):
            return 2  # "stayed a fortnight", "lasted an hour": one of the unit, a value in it
        if first == "a" and following == "single" and index + 2 < len(keys) and any(
                category.unit == canonical_unit(keys[index + 2]) for category in self.puzzle.ordered):
            return 3  # "drank a single cup": one cup
        if first[:1].isalpha() and first not in _WORDS_OPENING_A_QUANTITY and "-" not in first and " " not in first \
                and not self._texts[index][:1].isupper() and not following[:1].isdigit() \
                and following.rstrip(".") not in ("am", "pm", "a.m", "p.m") and following not in ("o'clock", "o’clock"):
            return 0  # a plain word: no number, month, clock time or era starts with it (the checks below, cut short)
        if first in MONTHS and index + 1 < len(keys) and _DAY_OF_MONTH.fullmatch(keys[index + 1]):
            return 2
        calendar = _calendar_unit(self._texts[index])
        if calendar is not None and any(c.unit == calendar for c in self.puzzle.ordered):
            return 1  # "February" for a category of months written "Feb.", "Monday" for "Mon."
        if first in ("noon", "midnight", "midday"):
            return 1 if any(c.unit == "time" for c in self.puzzle.ordered) else 0
        if index + 1 < len(keys) and keys[index + 1].rstrip(".") in ("am", "pm", "a.m", "p.m"):
            time = parse_quantity(f"{first} {keys[index + 1]}")
            if time is not None and time.unit == "time":
                return 2  # "2:00 pm", "11 a.m."
        if first in ("12", "12:00") and index + 1 < len(keys) and keys[index + 1] in ("noon", "midnight"):
            return 2  # "12 noon", "12:00 midnight"
        if index + 1 < len(keys) and keys[index + 1] in ("o'clock", "o’clock") \
                and parse_quantity(f"{first} o'clock") is not None:
            return 2  # "11 o'clock"
        if index + 1 < len(keys) and (first[:1].isdigit() or first[:1] in "aA") \
                and is_era_year(f"{first} {keys[index + 1]}"):
            return 2  # "300 BC", "AD 200"
        if first == "minus" and index + 1 < len(keys) and keys[index + 1][:1].isdigit():
            rest = self._quantity_length(keys, index + 1)
            return rest + 1 if rest and parse_quantity(" ".join(keys[index:index + rest + 1])) else 0  # "minus 5"
        starts_number = first[0].isdigit() or first[0] in "$£€.#" or first in NUMBER_WORDS or bool(
            SPELLED_COMPOUND.fullmatch(first)) or (first[0] in "-−" and first[1:2].isdigit())  # "-10"
        if not starts_number or parse_quantity(first) is None:
            return 0
        length = 1
        if index + 1 < len(keys) and parse_quantity(f"{first} {keys[index + 1]}") is not None \
                and SPELLED_COMPOUND.fullmatch(f"{first} {keys[index + 1]}"):
            length = 2  # "thirty five"
        if index + length < len(keys) and keys[index + length] in ("hundred", "million", "thousand", "billion",
                                                                     "dozen"):  # "2 dozen" beside `2 dozen`
            length += 1
        if keys[index + length - 1] in ("hundred", "thousand"):
            for extra in (3, 2, 1):  # "one hundred and fifty five", "... and fifty", "two hundred fifty"
                if index + length + extra <= len(keys) \
                        and spelled_numbers(" ".join(keys[index:index + length + extra])).isdigit():
                    length += extra
                    break
        if self._possessive[index + length - 1]:
            return length  # "Route 31's fare": the number's own thing, no unit
        one = first == "one" and length == 1  # ("one hundred points" is a number)
        if index + length < len(keys):
            following = keys[index + length]
            if following in MONTHS and re.fullmatch(r"\d{1,2}(?:st|nd|rd|th)?", first):
                return length + 1  # "10 May", "3rd May"
            if following == "of" and keys[index + length + 1:index + length + 2] \
                    and keys[index + length + 1] in MONTHS and re.fullmatch(r"\d{1,2}(?:st|nd|rd|th)", first):
                return length + 2  # "the 3rd of May"
            if following in self.unit_words or canonical_unit(following) in self.unit_words:
                if one and canonical_unit(following) != following and following not in UNIT_SYNONYMS:
                    return 0  # "one drinks lemonade": 'one' is a pronoun before a verb, not a count
                counted = index >= 2 and keys[index - 2] == "there"  # "there is one house between"
                pronoun = index >= 2 and keys[index - 2] in _DETERMINERS or keys[index - 1:index] in (
                    [","], ["and"], ["the"], [])
                if one and not counted and pronoun and not (index + 2 < len(keys) and (
                        keys[index + 2] in COMPARATIVES or keys[index + 2] in _ORDER_WORDS)):
                    # "the mint one sold ...", "One day ...": a pronoun; "one floor above": a
                    # count; "staying one night": a value
                    return 0
                if one or parse_quantity(" ".join(keys[index:index + length + 1])):
                    return length + 1
        if one:
            return 0
        return length

    def _mark_amounts(self, tokens: list[Token]) -> list[Token]:
        """Words right before a comparison that spell an amount become one AMOUNT token: "3 days
        longer", "a week after", "half an hour before", "7 pins more", "at least 2 years older"."""
        marked: list[Token] = []
        for token in tokens:
            if token.type == "WORD" and str(token).lower() == "from":
                self._steps_along(marked)
            if token.type == "WORD" and str(token).lower() == "from" and marked and marked[-1].type == "NUMBER" \
                    and len(str(marked[-1]).split()) == 2 and self._places_in_line(str(marked[-1]).split()[1].lower()):
                token = _retyped(token, "AWAY_FROM")  # "is two pumps from the Fiat": two places apart
            if token.type == "COMPARE" and len(marked) >= 3 and str(marked[-1]).lower() == "one" \
                    and marked[-1].type in ("WORD", "ONE") and marked[-2].type == "WORD" \
                    and str(marked[-2]).lower() in self.puzzle.category_nouns \
                    and str(marked[-3]).lower() in ("a", "an"):
                marked[-1] = _retyped(marked[-1], "NUMBER")  # "took a grade one lower than": as "a grade two lower"
            if token.type in _AMOUNT_FOLLOWERS and len(marked) >= 3 and marked[-3].type == "NUMBER" \
                    and str(marked[-2]).lower() in ("a", "an", "per") \
                    and self._values_per(str(marked[-1]).lower(), str(marked[-3]).lower()):
                del marked[-2:]  # "65 cents an ounce less", "£4 a night more": the values are that rate
            if token.type in _AMOUNT_FOLLOWERS:
                self._merge_amount(marked, str(token).lower())
            marked.append(token)
        # "outweighs the collie by 8 pounds": the amount after an out- verb
        if len(marked) >= 2 and "OUTVERB" in self._seen and str(marked[-2]).lower() == "by" \
                and marked[-1].type == "NUMBER":
            marked[-2:] = [_retyped(marked[-2], "_BY"), _retyped(marked[-1], "AMOUNT")]
        elif len(marked) >= 3 and "OUTVERB" in self._seen and str(marked[-3]).lower() == "by" \
                and marked[-2].type == "NUMBER" and marked[-1].type == "WORD":
            # "outscored Bob by 35 points": the amount and the thing it counts
            number, noun = marked[-2], marked[-1]
            amount = Token("AMOUNT", f"{number} {noun}", start_pos=number.start_pos, line=number.line,
                           column=number.column, end_line=noun.end_line, end_column=noun.end_column)
            marked[-3:] = [_retyped(marked[-3], "_BY"), amount]
        elif "OUTVERB" in self._seen and any(str(token).lower() == "by" for token in marked):
            # any other "by" after an out- verb is refused, never read as naming a value
            marked = [_retyped(token, "LOGIC") if str(token).lower() == "by" else token for token in marked]
        marked = _unit_after_more(marked)
        # a bound that is not part of an amount: "no later than" is "not later than"; "at least
        # $20" is "no less than $20"; "at least" before anything else is not read
        final = _bounds_read(marked) if "BOUND" in self._seen else marked
        # (each step below needs a word the sentence may lack: without it, it is not taken)
        bounded = _or_more(_on_or(_negative_too(_aged(final) if "aged" in self._keys else final)),
                           self._ordered_value)
        if "at" in self._keys:
            bounded = _at_the_earliest(bounded, self._ordered_value)
        bounded = self._unread_counts(_unread_one(bounded))
        return _birth_order(bounded) if "born" in self._keys else bounded

    def _own_period_said(self, tokens: list[Token]) -> list[Token]:
        """"Marcus works 4 more hours a week than Hanna" beside `weekly hours`: the rate the
        category's name already gives ("a week", "per week", "each week"), said after the
        thing compared or its amount and before "than", adds nothing and goes."""
        if not self._periods:
            return tokens
        for index in range(1, len(tokens) - 2):
            rate, period, after = (str(token).lower() for token in tokens[index:index + 3])
            counted = tokens[index - 1].type == "WORD" or any(
                token.type in ("AMOUNT", "NUMBER") for token in tokens[max(0, index - 4):index])
            if rate in ("a", "an", "per", "each", "every") and _PERIOD_WORDS.get(period) in self._periods \
                    and tokens[index + 2].type == "_THAN" and counted \
                    and any(token.type == "COMPARE" for token in tokens[max(0, index - 3):index]):
                return [*tokens[:index], *tokens[index + 2:]]
        return tokens

    def _rate_names_its_category(self, tokens: list[Token]) -> list[Token]:
        """"The lifeguard earns the most per hour", "Hanna earns less an hour than Marcus" beside
        `hourly wages` and `weekly hours`: the rate after a superlative or a comparison names
        the one category whose name gives that period, as its noun would ("the most wages");
        never a category of hours or days ("earns more per week" beside `weekly hours`). "30
        more barrels a day" beside `barrels` where the opening counts them a day: the rate the
        category already is, so the period is dropped."""
        tokens = self._rate_of_the_opening(tokens)
        if not self._periods:
            return tokens
        for index in range(1, len(tokens) - 1):
            rate, period = str(tokens[index]).lower(), _PERIOD_WORDS.get(str(tokens[index + 1]).lower())
            ends = index + 2 == len(tokens) or tokens[index + 2].type in (*_PART_END_TYPES, "_THAN")
            part = tokens[max((position + 1 for position in range(index) if tokens[position].type in _PART_END_TYPES),
                              default=0):index]
            if rate not in ("a", "an", "per", "each", "every") or period is None or not ends \
                    or not any(token.type in ("SUPER", "COMPARE") for token in part):
                continue
            rated = [category for category in self.puzzle.ordered if period in _name_periods(category.name)
                     and canonical_unit(category.unit or "") not in _TIME_UNITS]  # ("earns more per week" is no hours)
            others = {noun for category in self.puzzle.categories if category not in rated for noun in category.nouns}
            nouns = sorted(rated[0].nouns - others - _PERIOD_ADJECTIVES) if len(rated) == 1 else []
            if nouns:
                noun = Token.new_borrow_pos("WORD", nouns[0], tokens[index])
                return [*tokens[:index], noun, *tokens[index + 2:]]
        return tokens

    def _rate_of_the_opening(self, tokens: list[Token]) -> list[Token]:
        """"pumps 30 more barrels a day than ..." beside `barrels` where the opening counts the
        barrels a day: "a day" says again the period the category is of (dropped); only right
        after the noun of one ordered category, in a comparison, or after an amount of money
        before its comparison ("earned £1 a week less than" where the opening tells of a weekly
        pay packet, beside one category of money)."""
        if not self.puzzle.intro_rates:
            return tokens
        for index in range(1, len(tokens) - 1):
            rate, period = str(tokens[index]).lower(), _PERIOD_WORDS.get(str(tokens[index + 1]).lower())
            noun = str(tokens[index - 1]).lower()
            counting = [category for category in self.puzzle.ordered if noun in category.nouns]
            if rate in ("a", "an", "per", "each", "every") and period in self.puzzle.intro_rates \
                    and len(counting) == 1 and any(token.type in ("SUPER", "COMPARE") for token in tokens[:index]):
                return [*tokens[:index], *tokens[index + 2:]]
            if rate in ("a", "an", "per") and period in self.puzzle.intro_rates and tokens[index - 1].type == "NUMBER" \
                    and index + 2 < len(tokens) and tokens[index + 2].type == "COMPARE" \
                    and str(tokens[index - 1])[:1] in "$£€" and self._one_money_category():
                return [*tokens[:index], *tokens[index + 2:]]  # "earned £1 a week less than" beside weekly wages
        return tokens

    def _days_of_the_week_or_month(self) -> bool:
        """Whether the puzzle's one category of dates or times is of whole days (weekdays,
        dates), not times of day."""
        calendar = [category for category in self.puzzle.ordered if category_kind(category) == "calendar"]
        return len(calendar) == 1 and calendar[0].unit in ("weekday", "date")

    def _one_money_category(self) -> bool:
        """Whether one category of the puzzle is of money."""
        return sum(category_kind(category) == "money" for category in self.puzzle.ordered) == 1

    def _other_things_counted(self, tokens: list[Token]) -> list[Token]:
        """"Alice speaks 3 languages", "Ben, who has 2 children, ..." beside `pets : 1, 2, 3`: a
        count of another thing than the category's, which is refused, never read as the count of
        pets. Only where every category with that number counts a thing it names (pets,
        siblings, cars: "24 students" beside `class sizes` is the size, "55 points" beside `scores`
        the score), and a plural noun no category, unit, declared word or the opening names comes
        right after the bare number and ends its part ("The 3 finalists are ..." is a group)."""
        for index, token in enumerate(tokens[:-1]):
            written = str(token).lower()
            if token.type != "NUMBER" or not (written.isdigit() or written in NUMBER_WORDS) \
                    or tokens[index + 1].type != "WORD":
                continue
            number = int(written) if written.isdigit() else NUMBER_WORDS[written]
            holders = [category for category in self.puzzle.ordered
                       if any(quantity.unit is None and quantity.number == number for quantity in category.quantities)]
            if not holders or not all(category.nouns & COUNTED_THINGS for category in holders):
                continue
            noun = str(tokens[index + 1]).lower()
            after = tokens[index + 2] if index + 2 < len(tokens) else None
            before = str(tokens[index - 1]).lower() if index else ""
            plural = noun.isalpha() and (noun.endswith("s") and not noun.endswith("ss") or noun in _IRREGULAR_PLURALS)
            ends = after is None or after.type in _PART_END_TYPES or str(after).lower() in _AFTER_A_COUNTED_NOUN
            named = {noun, singular(noun)}
            if plural and ends and before not in _GROUP_WORDS and not named & (
                    self.unit_words | self.puzzle.category_nouns | self.puzzle.intro_words) \
                    and canonical_unit(noun) not in self.unit_words and noun not in self.puzzle.words:
                tokens[index + 1] = _retyped(tokens[index + 1], "LOGIC")
        return tokens

    def _unread_counts(self, tokens: list[Token]) -> list[Token]:
        """"Ann is 2 grades above Bob", "2 doors left of": a number and a noun right before a
        comparison that no rule took as an amount. The noun is refused (LOGIC), so the number is
        never read as a value ("house 2") with the noun dropped. Not when the word is a verb
        ("who paid $80 stayed longer"), or a preposition or a category noun names the number
        ("born in 1987 lives to the left of", "room 110 is above")."""
        for index in range(2, len(tokens)):
            number, noun, comparison = tokens[index - 2], tokens[index - 1], tokens[index]
            if comparison.type not in _AMOUNT_FOLLOWERS or noun.type != "WORD" or number.type != "NUMBER":
                continue
            before = str(tokens[index - 3]) if index >= 3 else ""
            word = str(noun).lower()
            verb = word in POSITION_VERBS or word in _VERBS_NOT_COUNTED or word.endswith("ed")
            if not verb and before.lower() not in _NAMING_WORDS and not self._names_number(before, str(number)):
                tokens[index - 1] = _retyped(noun, "LOGIC")
        return tokens

    def _top_places(self, tokens: list[Token]) -> list[Token]:
        """"finished in the top three", "not in the bottom two (places)" beside places in a
        result: those places as alternatives ("first, second or third")."""
        places = contest_places(self.puzzle)
        for index, token in enumerate(tokens[:-1]):
            opening = [str(item).lower() for item in tokens[index - 2:index]]
            if token.type != "SUPER" or str(token).lower() not in ("top", "bottom") or index < 2 \
                    or opening not in (["in", "the"], ["among", "the"]) \
                    or tokens[index + 1].type != "NUMBER" or places is None:
                continue
            written = str(tokens[index + 1]).lower()
            count = NUMBER_WORDS.get(written, int(written) if written.isdigit() else 0)
            end = index + 2
            if end < len(tokens) and tokens[end].type == "WORD" and str(tokens[end]).lower() in places.nouns:
                end += 1  # "the top three places"
            numbers = sorted(int(number) for number in places.numbers)
            if places.unit != "ordinal" or not 1 < count < len(numbers) \
                    or (end < len(tokens) and tokens[end].type not in _PART_END_TYPES):
                continue
            chosen = numbers[:count] if str(token).lower() == "top" else numbers[-count:]
            listed: list[Token] = []
            for position, number in enumerate(chosen):
                if position:
                    kind = "_OR" if position == len(chosen) - 1 else "_LIST_COMMA"
                    listed.append(Token.new_borrow_pos(kind, "or" if kind == "_OR" else ",", token))
                listed.append(Token.new_borrow_pos("ORDINAL", _SPELLED_ORDINALS[number], token))
            return [*tokens[:index - 2], *listed, *tokens[end:]]  # ("in the" goes: "finished first, ...")
        return tokens

    def _measured_in(self, word: str) -> bool:
        """Whether one of ``word`` ("hour") is a value of some category counted in a smaller unit
        (``lengths (minutes) : 45, 60, 75``)."""
        unit = canonical_unit(word)
        return any(category.unit is not None and (unit, category.unit) in SAME_MEASURES
                   and any(quantity.number == CONVERSIONS[(unit, category.unit)] for quantity in category.quantities)
                   for category in self.puzzle.ordered)

    def _dates_on_one_weekday(self) -> bool:
        """Whether the puzzle's one category of dates falls on one day of the week ("June 7, June
        14, June 21"): then "the week after" a date is seven days after it, no other day."""
        dates = [category for category in self.puzzle.ordered if category.unit == "date"]
        return len(dates) == 1 and len({int(quantity.number) % 7 for quantity in dates[0].quantities}) == 1

    def _merge_amount(self, marked: list[Token], comparison: str) -> None:
        best = None
        for start in range(len(marked) - 1, max(-1, len(marked) - 8), -1):
            token = marked[start]
            if token.type not in ("NUMBER", "WORD", "LOGIC", "NOT", "AND", "_OR", "ONE", "COMPARE", "_THAN", "BOUND"):
                break
            words = [str(item).lower() for item in marked[start:]]
            if len(words) == 2 and words[0] in ("a", "an") and words[1] in _DEGREE_AFTER_A:
                return  # "a somewhat lower altitude", "a little later": how much is not said, only which way
            if words[0] == "the" and len(words) == 2 and comparison in ("after", "before") \
                    and canonical_unit(words[1]) in CALENDAR_STEPS | {"night"}:
                if canonical_unit(words[1]) in ("week", "month") and not any(
                        category.unit == canonical_unit(words[1]) for category in self.puzzle.ordered) \
                        and not (canonical_unit(words[1]) == "week" and self._dates_on_one_weekday()):
                    # "the month after Bob's" on dates: some day of the next month, not a month to the day
                    marked[start + 1] = _retyped(marked[start + 1], "LOGIC")
                    return
                best = start  # "the day after Ivan", "born the year before Otto": one day, one year
                break
            if words[0] in ("a", "an") and len(words) == 2 and start > 0 \
                    and str(marked[start - 1]).lower() in _GETTING_VERBS and words[1] in self.puzzle.category_nouns:
                # "got a grade higher than Silas": one grade higher, or a higher grade?
                marked[start + 1] = _retyped(marked[start + 1], "LOGIC")
                return
            stepping = bool(set(comparison.split()) & (_STEP_COMPARISONS | {"higher", "lower", "later", "earlier"})) \
                and len(words) == 2 \
                and (self._names_line(words[1]) or canonical_unit(words[1]) in POSITION_UNITS)
            # "checked in a week after Bob", "signed on a year after": a particle, not "in some week"
            particle = start > 1 and str(marked[start - 1]).lower() in ("in", "on") \
                and str(marked[start - 2]).lower() in _PARTICLE_VERBS
            some = start > 0 and str(marked[start - 1]).lower() in _SOME_UNIT_PREPOSITIONS and not particle
            if stepping and (words[0] == "the" or (words[0] in ("a", "an") and not some)):
                best = start  # "the floor above Bob", "the house to the left of", "a place ahead of": one step
                break
            if words[0] == "the" and len(words) == 2 and comparison in ("above", "below") \
                    and self._names_levels(words[1]):
                best = start  # "the floor above Bob" with floors 1, 2, 4, 5: one floor up, not some floor
                break
            if some and len(words) == 2 and words[0] in ("a", "an") and not self._names_line(words[1]) \
                    and any(words[1] in category.nouns for category in self.puzzle.ordered):
                break  # "lives on a floor above Bob" with floors 1, 2, 4, 5: some floor above, not one
            if not any(item.type == "NUMBER" or str(item).lower() in ("a", "an", "half", "one")
                       or _FRACTION.fullmatch(str(item)) for item in marked[start:]):
                continue
            if words[0] not in _AMOUNT_WORDS and marked[start].type not in ("NUMBER", "ONE") \
                    and not _FRACTION.fullmatch(words[0]) \
                    and not (words[0] == "one" and start > 0 and _counts_after(str(marked[start - 1]).lower())):
                continue
            if words[0] in ("a", "an") and not particle and start > 0 \
                    and str(marked[start - 1]).lower() in _SOME_UNIT_PREPOSITIONS \
                    and len(words) == 2 \
                    and (canonical_unit(words[1]) in CALENDAR_STEPS or self._names_line(words[1])):
                # "on a day after Tuesday", "in a year before 1990": some day, not one day (read as
                # "sometime after", which allows more, never less); "came in a half-hour after" is one
                continue
            amount = parse_amount(words)
            if amount is None:
                continue
            if start > 0 and not particle and str(marked[start - 1]).lower() in ("in", "at", "on", "during") \
                    and _names_a_moment(words[0]):
                continue  # "went in March after Bob", "sang at 8:00pm after Bea": when, not how much later
            if words[0] in ("a", "an") and len(words) == 2 and self._describes(words[1]):
                continue  # "an age greater than Bob's", "a price lower than": which, not how much
            if amount.unit is not None and (amount.unit in self.unit_words or marked[-1].type == "NUMBER"
                                            or comparison == "away from"):  # "two doors away from"
                best = start
                continue
            # a bare number or a count's own noun ("7 pins more"): not when the number is a name
            # ("Route 15 leaves later", "Route 15 costs more")
            # "Route 15", "room 110": a category noun right before the number makes it a name
            named_number = start > 0 and self._names_number(str(marked[start - 1]), str(marked[start]))
            # "7 pins more", "a full point more", "half a point below", "300 points above"
            count_noun = (marked[-1].type == "WORD" and amount.unit == canonical_unit(str(marked[-1]).lower())
                          and (comparison in ("more", "fewer", "less", "higher", "lower", "above", "below",
                                              "better", "worse")
                               # "3 points ahead of", "300 votes behind" (not "6 games behind": the standings)
                               or (comparison in ("ahead of", "ahead", "behind") and amount.unit in MORE_IS_AHEAD)
                               # "one person larger", not "a telescope larger than 6 inches"
                               or (comparison in ("larger", "smaller", "bigger") and words[0] not in ("a", "an")))
                          and str(marked[-1]).lower() not in KIND_WORDS
                          and str(marked[-1]).lower() not in _VERBS_NOT_COUNTED)
            if (not named_number or count_noun) and (amount.unit is None or count_noun):
                best = start  # ("a score 100 points higher": the points say it is an amount)
        if best is None:
            word = str(marked[-1]).lower() if marked else ""
            if len(marked) >= 3 and str(marked[-2]).lower() in ("a", "an", "one") and marked[-1].type == "WORD" \
                    and str(marked[-3]).lower() in _COPULAS | _MEASURING_VERBS | {"not", "n't", "never"} \
                    and word.isalpha() \
                    and not self._known_unit(word) and word not in self.puzzle.category_nouns:
                marked[-1] = _retyped(marked[-1], "LOGIC")  # "is a yard longer": an amount I cannot read
                return
            if len(marked) >= 2 and str(marked[-2]).lower() == "the" and marked[-1].type == "WORD" \
                    and canonical_unit(word) in MEASURE_UNITS and canonical_unit(word) not in CALENDAR_STEPS:
                marked[-1] = _retyped(marked[-1], "LOGIC")  # "in the hour after": within it, or one hour?
                return
            if marked and marked[-1].type in ("WORD", "LOGIC") and any(char.isdigit() for char in word):
                marked[-1] = _retyped(marked[-1], "LOGIC")  # "1h15 after": an amount I cannot read
                return
            if marked and marked[-1].type == "WORD" and word in _VAGUE_DEGREES and word != "somewhat" \
                    and not (word == "far" and ("left" in comparison or "right" in comparison)):
                # "arrived minutes after Bob", "paid much more": how much is not said ("somewhat
                # taller" is puzzle-book English for "taller by some amount")
                marked[-1] = _retyped(marked[-1], "LOGIC")
                return
            if len(marked) >= 2 and str(marked[-2]).lower() in ("a", "an") and marked[-1].type == "WORD" \
                    and (word in _VAGUE_DEGREES or (comparison in _STEP_COMPARISONS | {"later", "earlier"}
                                                    and word.isalpha() and not self._describes(word)
                                                    and not self._known_unit(word)
                                                    and word not in self.puzzle.category_nouns
                                                    and not self._names_place(word))):
                # "a fortnight after", "a lot older": an amount in a word I do not know ("a
                # telescope larger than" describes the telescope)
                marked[-1] = _retyped(marked[-1], "LOGIC")
            return
        before = str(marked[best - 1]).lower() if best > 0 else ""
        unit_before = parse_amount(["a", before]) if before.isalpha() else None
        named = best > 1 and str(marked[best - 2]).lower() in ("number", "no", "no.")  # "at number one 6 weeks longer"
        if before and (marked[best - 1].type == "NUMBER" or before in SCALE_WORDS
                       or (before in NUMBER_WORDS and not named) or (
                marked[best - 1].type == "WORD" and unit_before is not None
                and unit_before.unit in MEASURE_UNITS | POSITION_UNITS)):
            # "an hour fifteen minutes after", "a foot six taller", "a thousand five hundred more":
            # an amount in two parts, of which only the last would be read
            marked[best - 1] = _retyped(marked[best - 1], "LOGIC")
        first, last = marked[best], marked[-1]
        text = " ".join(str(item) for item in marked[best:])
        merged = Token("AMOUNT", text, start_pos=first.start_pos, line=first.line, column=first.column,
                       end_line=last.end_line, end_column=last.end_column)
        del marked[best:]
        marked.append(merged)


# What has a front and a back: "at the front of the queue"
_QUEUE_NOUNS = frozenset("queue line row train bus procession convoy column file parade".split())
# Verbs of sitting or standing somewhere: "sat beside" is no neighbour in a result
_SEATED = SPATIAL_VERBS | frozenset("seated stood lived slept camped".split())
# Words of _unsaid_amount_length: verbs of nearing an amount, of a plan or a readiness (and those
# of them said "for" a time), and of a price only offered
_NEARING_VERBS = frozenset("going coming getting knocking closing creeping heading edging verging".split())
_INTENDING_WORDS = frozenset("scheduled slated due meant set booked invited told willing prepared ready happy "
                             "eager keen aiming aimed deserved destined poised promised agreed vowed pledged "
                             "threatened preferred asked offered insisted".split())
_HANDING_VERBS = frozenset("handed hands hand forked forks turned gave gives passed passes signed".split())
_BOOKED_WORDS = frozenset("scheduled slated due booked set".split())
_SCHEDULE_NOUNS = frozenset("appointment appointments booking bookings booked reservation reservations reserved "
                            "schedule schedules scheduled timetable slot slots session sessions".split())
_OFFERED_WORDS = frozenset("quoted budgeted budget haggled asking bid bids".split())
# Moments of a life an age may be said at: "was 30 in the photo"
_MOMENT_NOUNS = frozenset("photo photos photograph picture portrait snapshot newlywed newlyweds graduation".split())
_UNSAID_AMOUNT_STARTS = frozenset({"minimum", "maximum", "tops", "max", "min", "ago", "soon", "upward", "side",
                                   "part", "close", "about", "in", "this", "next", "last", "time", "course",
                                   "track", "quarter", "fraction", "portion", "early", "late", "mid", "tomorrow",
                                   "yesterday", "already", "tonight", "over", "insisted", "sure", "certain",
                                   "bound"}) \
    | _MOMENT_NOUNS | _NEARING_VERBS | _INTENDING_WORDS | _OFFERED_WORDS
# Words that make what follows inexact, uncertain or a guess
_HEDGE_WORDS = frozenset("practically virtually essentially among amongst presumably supposedly plus scarcely "
                         "easily appears appeared appear acts acted tipped predicted forecast reckoned upwards "
                         "nigh pushing nearing approaching estimated reported supposed minus shy excess wrongly "
                         "falsely mistakenly allegedly reportedly thereabouts alleged purported purportedly "
                         "possible possibly claimed rumoured rumored".split())
# Kinds of measure a contest may be won by ("won with" beside them says something of them)
_MEASURED_KINDS = frozenset({"size", "duration", "count", "money", "speed"})
# Things that stand in a row, whose end ones are at the ends ("in the end bungalows")
_ROW_THINGS = frozenset("house bungalow cottage cabin chalet tent pitch seat chair table desk stall booth shop unit "
                        "berth bay space spot locker peg kennel room box umbrella tower position place".split())
# Nouns of a slope measured in percent or degrees ("steeper"), and the words for the opposite of
# a quality ("softer" of hardness)
_SLOPE_NOUNS = frozenset("grade grades gradient gradients slope slopes incline inclines pitch".split())
_OPPOSITE_QUALITIES = {"hard": ("softer", "softest"), "bright": ("dimmer", "dimmest"), "steep": ("gentler", "gentlest"),
                       "thick": ("thinner", "thinnest"), "spici": ("milder", "mildest"), "hot": ("milder", "mildest"),
                       "loud": ("quieter", "quietest"), "strong": ("weaker", "weakest")}
# Verbs of paying for a thing, and the pronouns of one who pays in no row ("She paid more for
# the doily than for the purse")
_SPENDING_VERBS = frozenset("paid spent".split())
_LOSING = frozenset("lost lose loses".split())
_WEIGHT_UNITS = frozenset("lb pound kg kilogram kilo g gram oz ounce stone".split())
_TOLD_LOSING = _LOSING | frozenset("mislaid mislay misplaced misplace".split())
_BUYER_PRONOUNS = frozenset("she he they i we".split())
# Verbs of meaning to do something, and the nouns of a category of such plans: "planned to
# quit sugar" beside `resolutions : quit sugar, ...` says the resolution
_INTENDING = frozenset("planned plans plan intended intends intend wanted wants want hoped hopes hope wished wishes "
                       "wish vowed vows vow promised promises promise pledged pledges pledge decided decides "
                       "decide aimed aims aim resolved resolves resolve meant means".split())
_PLAN_NOUNS = frozenset("resolution resolutions plan plans goal goals aim aims ambition ambitions wish wishes "
                        "intention intentions promise promises pledge pledges vow vows target targets".split())
# Nouns that say only that a category holds places in a line
_GENERIC_PLACES = frozenset("position place spot number slot order".split())
# What stands over a river or a road: "the bridge over the Severn" is the one crossing it
_CROSSING_NOUNS = frozenset("bridge bridges viaduct viaducts span spans crossing crossings aqueduct aqueducts "
                            "footbridge footbridges".split())
# Hedges that are plain verbs before who did it or what was done ("reported by Ann", "predicted
# the storm"); before an amount they hedge it ("a reported $2 more")
_HEDGES_AS_VERBS = frozenset("reported estimated predicted forecast".split())
# Adjectives between "a" and a unit that may change the amount ("a mere hour", "a good hour")
_AMOUNT_ADJECTIVES = frozenset("mere full entire whole good solid scant bare short long clear extra additional".split())
_TIME_UNITS = frozenset("second minute hour day night week fortnight month year decade century".split())
_NEGATIONS = frozenset("not n't isn't wasn't aren't weren't didn't doesn't don't never".split())
# The words a hedge may start with (see SentenceLexer._hedge_length)
_HEDGE_STARTS = _HEDGE_WORDS | _AMOUNT_ADJECTIVES | frozenset(
    "far close about around even quite this that these those".split())
_SEASONS = frozenset("spring summer autumn fall winter springtime summertime wintertime".split())
# What "all" spans in "all winter", "all week" (the whole of it, not every one of something)
_SPANS_OF_TIME = _SEASONS | frozenset("day night week weekend month year season term morning afternoon evening".split())
# Nouns after which "the high ...", "the low ..." is the highest or lowest of all
_HIGH_LOW_NOUNS = frozenset("score scorer bid bidder total tally".split())

def _aged(tokens: list[Token]) -> list[Token]:
    """"The dog aged five": a number word right after "aged" is an age, as "aged 5" is (a small
    number word alone is no value elsewhere: "the five friends")."""
    for index in range(1, len(tokens)):
        token = tokens[index]
        word = str(token).lower()
        if token.type == "NUMBER" and str(tokens[index - 1]).lower() == "aged" and word in NUMBER_WORDS:
            tokens[index] = Token("NUMBER", str(NUMBER_WORDS[word]), start_pos=token.start_pos, line=token.line,
                                  column=token.column, end_line=token.end_line, end_column=token.end_column)
    return tokens


def _negative_too(tokens: list[Token]) -> list[Token]:
    """"Lucille didn't buy the pretzels either": after a "not" in its part, an "either" that ends
    the part is the "too" of a denial (it says what another clue says of someone else, nothing
    of its own), and one before "A or B" is denied with them ("didn't go to either Dover or
    Ely": to neither); neither starts alternatives."""
    for index, token in enumerate(tokens):
        if token.type != "EITHER":
            continue
        breaks = [position for position, item in enumerate(tokens) if item.type in ("COMMA", "AND")]
        start = max((position for position in breaks if position < index), default=-1)
        end = min((position for position in breaks if position > index), default=len(tokens))
        denied = any(item.type == "NOT" for item in tokens[start + 1:index])
        # "didn't go to either Dover or Ely": to neither
        alternatives = any(item.type == "_OR" for item in tokens[index + 1:end])
        if denied and (end == index + 1 or alternatives):
            tokens[index] = _retyped(token, "WORD")
    return tokens


# "born 6 years before Jonah" is 6 years older than Jonah (in ages and in years of birth alike)
_BIRTH_ORDER = {"before": "older", "earlier": "older", "after": "younger", "later": "younger"}


def _birth_order(tokens: list[Token]) -> list[Token]:
    """"born before/after/earlier/later" compares as "older"/"younger", so it applies to ages too."""
    for index, token in enumerate(tokens):
        if token.type not in ("ORDER", "COMPARE") or str(token).lower() not in _BIRTH_ORDER:
            continue
        previous = index - 1
        while previous >= 0 and tokens[previous].type in ("AMOUNT", "SOMEWHERE", "IMMEDIATELY"):
            previous -= 1
        if previous >= 0 and tokens[previous].type == "WORD" and str(tokens[previous]).lower() == "born":
            tokens[index] = Token(token.type, _BIRTH_ORDER[str(token).lower()], start_pos=token.start_pos,
                                  line=token.line, column=token.column, end_line=token.end_line,
                                  end_column=token.end_column)
    return tokens


def _amount_after_by(tokens: list[Token]) -> list[Token]:
    """"younger than the cat owner by 5 years" is "5 years younger than the cat owner": an
    amount after "by" at the end of a part moves before the comparison word of that part; a
    "by" that cannot is refused."""
    tokens = list(tokens)
    while any(token.type == "BY_AMOUNT" for token in tokens):
        index = next(position for position, token in enumerate(tokens) if token.type == "BY_AMOUNT")
        ends = index + 2 == len(tokens) or tokens[index + 2].type in ("COMMA", "AND", "DASH")
        start = next((position for position in range(index - 1, -1, -1)
                      if tokens[position].type in ("COMMA", "AND", "DASH")), -1) + 1
        words = [position for position in range(start, index) if tokens[position].type in ("COMPARE", "ORDER")]
        if index + 1 < len(tokens) and tokens[index + 1].type == "NUMBER" and ends and len(words) == 1 \
                and (words[0] == start or tokens[words[0] - 1].type not in ("NUMBER", "AMOUNT")):
            tokens = [*tokens[:words[0]], tokens[index + 1], *tokens[words[0]:index], *tokens[index + 2:]]
        else:
            tokens[index] = _retyped(tokens[index], "LOGIC")
    return tokens


# "twice as old as", "half as much as", "three times as heavy as": the subject's number is a
# multiple of the other's
FACTORS = {"twice": Fraction(2), "double": Fraction(2), "thrice": Fraction(3), "half": Fraction(1, 2)}
_FACTOR_WORDS = frozenset(FACTORS)


def _times_length(keys: list[str], index: int) -> int:
    """How many words from ``index`` say a multiple before "as ADJ as" ("twice as old", "three
    times as heavy"; the last "as" is the "than"), or 0."""
    if index < 0 or index >= len(keys):
        return 0
    start = index + 1 if keys[index] in _FACTOR_WORDS else index + 2 if (
        keys[index] in NUMBER_WORDS and keys[index + 1:index + 2] == ["times"]) else None
    if start is None or keys[start:start + 1] != ["as"] or start + 2 >= len(keys) \
            or keys[start + 1] not in AS_ADJECTIVES:
        return 0
    if keys[start + 2] != "as" and not (keys[start + 1] in ("much", "many") and keys[start + 2].isalpha()
                                        and keys[start + 3:start + 4] == ["as"]):
        return 0  # ("twice as much *rain* as": the noun stays a word of the comparison)
    return start + 2 - index


_PENULTIMATE = (("second", "to", "last"), ("next", "to", "last"), ("last", "but", "one"), ("second-to-last",),
                ("next-to-last",), ("penultimate",))
_PENULTIMATE_FIRST = frozenset(words[0] for words in _PENULTIMATE)
# Words that may open a quantity: a month, a number word, noon, "minus 5"
# Verbs after which "a week", "an hour" is how long ("stayed a fortnight", "lasted an hour")
_VERBS_OF_LASTING = frozenset("stayed stays stay lasted lasts last spent spends waited waits worked works served "
                              "serves trained trains camped camps rented rents hired hires booked books ran runs "
                              "played plays took takes".split())
_WORDS_OPENING_A_QUANTITY = frozenset(MONTHS) | frozenset(NUMBER_WORDS) | {"noon", "midnight", "midday", "minus"}


def _penultimate_length(keys: list[str], index: int) -> int:
    """How many words from ``index`` say the place before the last ("second to last"), or 0."""
    if keys[index] not in _PENULTIMATE_FIRST:
        return 0
    return next((len(words) for words in _PENULTIMATE if tuple(keys[index:index + len(words)]) == words), 0)


def _denied_any(tokens: list[Token]) -> list[Token]:
    """"is not older than any other person" says the youngest, "not older than all the others"
    only not the oldest: after a "not" in the same part, "any other" / "anyone else" is refused."""
    out: list[Token] = []
    denied = False
    for token in tokens:
        if token.type in ("COMMA", "AND", "DASH"):
            denied = False
        denied = denied or token.type == "NOT"
        if denied and token.type == "ALL_OTHERS" and str(token).lower().startswith("any"):
            token = _retyped(token, "LOGIC")
        out.append(token)
    return out


def _others_noun(tokens: list[Token], size: int) -> list[Token]:
    """"later than every other flight", "than all the other runners", "than each of the other
    three" (``size`` - 1 of them), "than every other teacher's class": the noun (or count) that
    ends the sentence or part after "every other" is what the others are, part of that phrase."""
    if not any(token.type == "ALL_OTHERS" for token in tokens):
        return tokens
    out: list[Token] = []
    for index, token in enumerate(tokens):
        ends_part = index + 1 == len(tokens) or tokens[index + 1].type in ("COMMA", "AND", "DASH")
        written = str(token).lower()
        first = written.split()[0] if written.split() else ""
        count = NUMBER_WORDS.get(first, int(first) if first.isdigit() else None)  # "three (doctors)"
        owner = written.endswith(("'s", "’s")) and written[:-2].isalpha() and index + 1 < len(tokens) \
            and tokens[index + 1].type == "WORD" and str(tokens[index + 1]).isalpha() \
            and (index + 2 == len(tokens) or tokens[index + 2].type in ("COMMA", "AND", "DASH"))
        if out and out[-1].type == "ALL_OTHERS" and (token.type == "NUMBER" and count == size - 1
                                                      or token.type == "WORD" and owner):
            # "the other three", "every other teacher's (class)": the word after it joins too
            ends_part = True
        if out and out[-1].type == "ALL_OTHERS" and ends_part and (
                token.type == "NUMBER" and count == size - 1
                or token.type == "WORD" and str(token).replace("'s", "").replace("’s", "").isalpha()
                and str(token).islower()):
            first = out[-1]
            out[-1] = Token("ALL_OTHERS", f"{first} {token}", start_pos=first.start_pos, line=first.line,
                            column=first.column, end_line=token.end_line, end_column=token.end_column)
            continue
        out.append(token)
    return out


def _but_not_both(tokens: list[Token]) -> list[Token]:
    """"Either Ada or Cal ran for the Jets, but not both": an either/or is read as exactly one of
    the two already, so the closing ", but not both" (or "and not both") adds nothing."""
    words = [str(token).lower() for token in tokens]
    if len(words) >= 4 and words[-3:] in (["but", "not", "both"], ["and", "not", "both"]) \
            and "either" in words[:-4] and tokens[-4].type == "COMMA":
        return tokens[:-4]
    return tokens


# After "both", what says how the two things are compared or placed ("are both older than").
_RELATION_STARTS = frozenset({"COMPARE", "ORDER", "AMOUNT", "NEXT_TO", "IMMEDIATELY", "SOMEWHERE"})


def _between_pair(tokens: list[Token]) -> list[Token]:
    """"lives between Carol and Dave": the "and" after "between" joins its two ends (a
    BETWEEN_AND), not two parts of the sentence. ("There is one house between A and B" keeps
    its own reading.)"""
    if any(token.type == "THERE_ARE" for token in tokens):
        return tokens
    joining: set[int] = set()
    for index, token in enumerate(tokens):
        if token.type == "BETWEEN":
            found = next((position for position in range(index + 1, len(tokens))
                          if tokens[position].type in ("AND", "COMMA")), None)
            if found is not None and tokens[found].type == "AND":
                joining.add(found)
    return [Token.new_borrow_pos("BETWEEN_AND", str(token), token) if index in joining else token
            for index, token in enumerate(tokens)]


# Words opening with "out" that are no verb of doing better ("outdoor", "the outer lane")
_OUT_WORDS = frozenset("outside outsides outdoor outdoors outlet outlets outfit outfits outing outings outline "
                       "outlines outlined output outputs outskirts outlook outcome outcomes outer outermost outback "
                       "outboard outbound outreach outpost outposts outbreak outlaw outlaws outfield outfielder "
                       "outfielders outhouse outgoing outstanding outdated outraged outspoken outstretched outsourced "
                       "outright outset outward outwards outpatient outpatients outcast outcasts outdo".split())
# "2nd", "11th": an ordinal in digits; the verbs after which it is a place in a result
_DIGIT_ORDINAL = re.compile(r"\d{1,2}(?:st|nd|rd|th)")
_FINISHED = frozenset("finished finishes placed places came comes ranked ranks".split())
_SPELLED_ORDINALS = {number: word for word, number in ORDINAL_WORDS.items()}
# Names of a category of first names
_FIRST_NAMES = re.compile(r"\b(?:first|given|christian)\s*names?\b|\bforenames?\b")
# What joins the two names "the former" and "the latter" point back to
_PAIR_JOINS = frozenset({"_NOR", "_OR", "AND", "BOTH_AND"})
_PAIR_OPENERS = frozenset({"NEITHER", "EITHER", "BOTH"})


_RELATIVE_WORDS = frozenset("who whom whose which that".split())
# "neither woman": one of two people named before, by a noun of either sex or none
_ONE_PERSON = frozenset("man woman boy girl lady gentleman person".split())


def _nobody_beyond(tokens: list[Token]) -> list[Token]:
    """"Nobody sold more cups than Quinn", "No chart is narrower than the Caribbean one", "No
    tenant lives above Dolly": what "Quinn sold more cups than all the others" says (values in
    a grid differ, so no one beyond Quinn makes Quinn the extreme). Only with a verb between
    the subject and the comparison ("No one older than Cy owns a dog" restricts instead), a
    subject naming no kind of person ("no woman"), and the sentence ending with the thing
    compared with."""
    if not tokens:
        return tokens
    if tokens[0].type == "NOBODY" and str(tokens[0]).lower() != "none of":
        start = 1
    elif len(tokens) > 1 and tokens[0].type == "NOT" and str(tokens[0]).lower() == "no" \
            and tokens[1].type == "WORD" and str(tokens[1]).removesuffix("'s").isalpha() and str(tokens[1]).islower() \
            and str(tokens[1]) not in GENDER_NOUNS and str(tokens[1]) not in ("other", "one"):
        start = 2  # ("No robot's battery was fuller than Model 7B's")
    else:
        return tokens
    relation = next((index for index in range(start, len(tokens)) if tokens[index].type in ("COMPARE", "ORDER")), None)
    if relation is None or relation == start or any(token.type != "WORD" or str(token).lower() in _RELATIVE_WORDS
                                                    for token in tokens[start:relation]):
        return tokens  # "No one older than Cy owns a dog", "Nobody who starts after Ann ...": restrictions
    than: int | None = relation
    if tokens[relation].type == "COMPARE":
        than = next((index for index in range(relation + 1, len(tokens)) if tokens[index].type == "_THAN"), None)
    if than is None or any(token.type != "WORD" for token in tokens[relation + 1:than]):
        return tokens
    compared, also = tokens[than + 1:], _and_none_beyond(tokens[than + 1:])
    if also:
        compared = compared[:-len(also) - 2 - (compared[-len(also) - 3].type == "COMMA")]
    if not compared or any(token.type not in ("VALUE", "NUMBER", "WORD", "ORDINAL") for token in compared) \
            or _things_named(compared) != 1:
        return tokens
    others = Token.new_borrow_pos("ALL_OTHERS", "all the others", compared[0])
    if start == 2 and len(compared) >= 2 and compared[-2].type == "VALUE" and str(compared[-1]).lower() == "one":
        compared = [*compared[:-1], _rewritten(compared[-1], text=str(tokens[1]))]  # "than the red one": album
    if also:
        # "..., and none was aged longer": and it was aged longer than all the others
        return [*compared, *tokens[start:than + 1], others, Token.new_borrow_pos("AND", "and", also[0]), *also,
                Token.new_borrow_pos("_THAN", "than", also[-1]), others]
    return [*compared, *tokens[start:than + 1], others]


def _no_one_later(tokens: list[Token]) -> list[Token]:
    """"Casimir came fifth, and no player had a higher rating than Casimir": the clause after
    "and" or a semicolon read as a sentence of its own would be (_nobody_beyond); any other "no
    player ..." there is refused, never read as a denial of the subject before."""
    for index in range(1, len(tokens) - 1):
        token = tokens[index]
        if token.type != "NOT" or str(token).lower() != "no" or tokens[index - 1].type not in ("AND", "DASH") \
                or tokens[index + 1].type != "WORD":
            continue
        rest = tokens[index:]
        words = [str(item).lower() for item in rest]
        named = [item for item in tokens[:index] if item.type == "VALUE"]
        opening = 1 if str(tokens[0]).lower() == "the" else 0
        if not any(item.type == "_THAN" for item in rest) and len(named) == 1 and tokens[opening] is named[0] \
                and sum(item.type in ("COMPARE", "ORDER") for item in rest) == 1:
            # "The Brie is the cheapest, and no cheese was aged for a shorter time": than the Brie
            rest = [*rest, Token.new_borrow_pos("_THAN", "than", rest[-1]), _rewritten(named[0])]
            words = [str(item).lower() for item in rest]
        ending = 2 if words[-1] in ("did", "does", "was", "is", "had", "has") else 1
        said_sex = SEX_WORDS.get(words[-ending]) if len(words) >= ending else None
        known_sex = value_sex(str(named[0])) if named else None
        if len(named) == 1 and tokens[0] is named[0] and len(rest) > ending and rest[-ending - 1].type == "_THAN" \
                and words[-ending] in ("he", "she", "him", "her") and known_sex in (None, said_sex):
            # "... than he did": the one thing named before
            subject = named[0]
            rest = [*rest[:-ending], Token("VALUE", str(subject).removesuffix("'s"), start_pos=rest[-ending].start_pos,
                                           line=rest[-ending].line, column=rest[-ending].column,
                                           end_line=rest[-1].end_line, end_column=rest[-1].end_column)]
        read = _nobody_beyond(rest)
        if read is rest:
            return [*tokens[:index], _retyped(token, "LOGIC"), *tokens[index + 1:]]
        return [*tokens[:index], *read]
    return tokens


def _and_none_beyond(tokens: list[Token]) -> list[Token]:
    """What ", and none was aged longer" says after "No cheese costs less than the Brie" (its
    words after "none"): one comparison, words only and no "than"; else nothing."""
    none = next((index for index, token in enumerate(tokens) if str(token).lower() == "none"), None)
    if none is None or none < 2 or tokens[none - 1].type != "AND":
        return []
    said = tokens[none + 1:]
    relations = [token for token in said if token.type in ("COMPARE", "ORDER")]
    if len(relations) != 1 or any(token.type not in ("WORD", "COMPARE", "ORDER") for token in said) \
            or said[0] is relations[0]:
        return []
    return said


def _leading_comparative(tokens: list[Token]) -> list[Token]:
    """"More fans saw the Tulsa show than the Quarry show": what "the Tulsa show more fans saw
    than the Quarry show" says (the comparison's words name what is counted). Only with words
    and no name between "more" and the thing, one name on each side of "than" (or "any other
    show"), and nothing after; "came to the Tulsa show than to ...": the second "to" is the
    first's."""
    if len(tokens) < 5 or tokens[0].type != "COMPARE" or str(tokens[0]).lower() not in ("more", "fewer", "less"):
        return tokens
    than = next((index for index, token in enumerate(tokens) if token.type == "_THAN"), None)
    start = next((index for index in range(1, len(tokens)) if tokens[index].type != "WORD"
                  or str(tokens[index]).lower() in ("the", "a", "an")), None)
    if than is None or start is None or start < 2 or start >= than:
        return tokens
    words = [str(token).lower() for token in tokens[1:start]]
    if not words or words[0] not in PEOPLE_COUNTED or not set(words[1:2]) & _ATTENDING:
        return tokens  # "More buses went to ...", "More fans booed ...": not a count of who came
    subject, compared = tokens[start:than], tokens[than + 1:]
    repeated = str(tokens[start - 1]).lower() in _THERE_PLACES | {"to"} and len(compared) > 1 \
        and str(compared[0]).lower() == str(tokens[start - 1]).lower()
    if repeated:
        compared = compared[1:]
    if compared and compared[0].type == "ALL_OTHERS" and all(token.type == "WORD" for token in compared[1:]):
        compared_mentions = 1  # "any other arena"
    else:
        compared_mentions = _things_named(compared)
    if _things_named(subject) != 1 or compared_mentions != 1 \
            or any(token.type not in (*_MENTION_TYPES, "WORD") for token in subject) \
            or any(token.type not in (*_MENTION_TYPES, "WORD", "ALL_OTHERS") for token in compared):
        return tokens
    return [*subject, *tokens[:start], tokens[than], *compared]


def _won_in_a_time(tokens: list[Token]) -> list[Token]:
    """"The Jamaican won in 9.98 seconds": won, and that was the time ("..., 9.98 seconds")."""
    return [_retyped(token, "COMMA") if 0 < position < len(tokens) - 1 and str(token).lower() == "in"
            and tokens[position - 1].type == "WON" and tokens[position + 1].type in ("NUMBER", "VALUE") else token
            for position, token in enumerate(tokens)]


def _described_by_an_exact_comparison(tokens: list[Token]) -> list[Token]:
    """"The comic who went on 1 spot after Erin scored 88": what "The comic who scored 88 went
    on 1 spot after Erin" says, when the comparison names one thing (an amount, or "right
    after"); "the comic who went on after Erin" would say more (that no one else did). So for
    "the player who scored 2 more points than Ian wore bib 121"."""
    who = next((index for index, token in enumerate(tokens[:4]) if str(token).lower() in ("who", "that")), None)
    if who is None or who < 2 or str(tokens[0]).lower() != "the" \
            or any(token.type != "WORD" for token in tokens[:who]):
        return tokens
    exact = next((index for index in range(who + 1, len(tokens))
                  if tokens[index].type in ("AMOUNT", "NUMBER", "IMMEDIATELY")), None)  # ("1 spot": not marked yet)
    if exact is None or any(token.type != "WORD" for token in tokens[who + 1:exact]) or exact + 2 >= len(tokens) \
            or tokens[exact + 1].type not in ("ORDER", "COMPARE"):
        return tokens
    other = exact + 2
    if tokens[exact + 1].type == "COMPARE":
        # "who scored 2 more points than Ian": the noun of what is counted may come before "than"
        while other < len(tokens) and other < exact + 4 and tokens[other].type == "WORD":
            other += 1
        if other >= len(tokens) or tokens[other].type != "_THAN":
            return tokens
        other += 1
    if other >= len(tokens) or tokens[other].type != "VALUE" or str(tokens[other]).endswith(("'s", "’s")):
        return tokens  # (not "after Erin's friend": the friend is compared)
    main = tokens[other + 1:]
    if not main or main[0].type != "WORD" or str(main[0]).lower() in ("and", "or", "but", "who", "whose") \
            or sum(token.type in _MENTION_TYPES for token in main) != 1 \
            or any(token.type not in ("WORD", "VALUE", "NUMBER", "ORDINAL") for token in main):
        return tokens
    return [*tokens[:who + 1], *main, *tokens[who + 1:other + 1]]


def _someone_other_than(tokens: list[Token], nouns: frozenset[str]) -> list[Token]:
    """"The bowl was made by someone other than Calder", "earned something other than an A-",
    "chose a topic other than the Silk Road": not by Calder, not an A-, not the Silk Road
    ("someone", "somebody", "a person", "something" or a category's noun (``nouns``) ... "other
    than" one name, at the end of its part)."""
    for index, token in enumerate(tokens[:-2]):
        named = index + 2 + (str(tokens[index + 2]).lower() == "the")
        if str(token).lower() == "other" and tokens[index + 1].type == "_THAN" and index \
                and (str(tokens[index - 1]).lower() in ("someone", "somebody", "person", "one", "something")
                     or tokens[index - 1].type == "WORD" and str(tokens[index - 1]).lower() in nouns) \
                and named < len(tokens) and tokens[named].type == "VALUE" \
                and (named + 1 == len(tokens) or tokens[named + 1].type in _PART_END_TYPES) \
                and not any(item.type == "NOT" for item in tokens[:index]):
            start = index - 1 - (index >= 2 and str(tokens[index - 2]).lower() in ("a", "an"))
            return [*tokens[:start], _rewritten(token, "NOT", "not"), *tokens[named:]]
    return tokens


def _years_senior(tokens: list[Token]) -> list[Token]:
    """"Esmé is three years Berenike's senior": what "three years older than Berenike" says
    ("junior": younger; "four years her junior": younger than her); the amount must be in years."""
    for index, token in enumerate(tokens[:-2]):
        owner, word = tokens[index + 1], tokens[index + 2]
        pronoun = owner.type == "WORD" and str(owner).lower() in ("her", "his")
        if token.type == "NUMBER" and (pronoun or owner.type == "VALUE" and str(owner).endswith(("'s", "’s"))) \
                and str(word).lower() in ("senior", "junior") \
                and (index + 3 == len(tokens) or tokens[index + 3].type in _PART_END_TYPES):
            amount = parse_amount(str(token).lower().split())
            if amount is None or amount.unit != "year":
                continue
            comparison = _rewritten(word, "COMPARE", "older" if str(word).lower() == "senior" else "younger")
            than = _rewritten(word, "_THAN", "than")
            whom = _rewritten(owner, text="him" if str(owner).lower() == "his" else str(owner).lower()) if pronoun \
                else _rewritten(owner, text=str(owner)[:-2])
            return [*tokens[:index + 1], comparison, than, whom, *tokens[index + 3:]]
    return tokens


def _has_a_neighbour(tokens: list[Token]) -> list[Token]:
    """"The man who smokes Blends has a neighbor who drinks water": lives next to the one who
    drinks water (Einstein's riddle as it is usually printed)."""
    for index, token in enumerate(tokens[:-4]):
        words = [str(item).lower() for item in tokens[index:index + 4]]
        if words[0] in ("has", "had") and words[1] == "a" and words[2] in ("neighbour", "neighbor") \
                and words[3] in ("who", "that") and index and tokens[index - 1].type in ("WORD", "VALUE") \
                and not any(item.type in ("NOT", "AND", "COMMA") for item in tokens[:index]):
            near = _rewritten(token, "NEXT_TO", "next to")
            one = [_rewritten(tokens[index + 1], "WORD", "the"), _rewritten(tokens[index + 2], "WORD", "one")]
            return [*tokens[:index], near, *one, *tokens[index + 3:]]
    return tokens


def _next_door_neighbour(tokens: list[Token]) -> list[Token]:
    """"Mr Bright is Mr Dunn's next-door neighbour": what "Mr Bright is next door to Mr Dunn" says."""
    for index, token in enumerate(tokens[:-3]):
        words = [str(item).lower() for item in tokens[index + 1:index + 4]]
        if token.type == "VALUE" and str(token).endswith(("'s", "’s")) and words[:2] == ["next", "door"] \
                and words[2] in ("neighbour", "neighbor") \
                and (index + 4 == len(tokens) or tokens[index + 4].type in _PART_END_TYPES):
            near = _rewritten(tokens[index + 1], "NEXT_TO", "next door to")
            return [*tokens[:index], near, _rewritten(token, text=str(token)[:-2]), *tokens[index + 4:]]
    return tokens


def _others_in_the_setting(tokens: list[Token], category_nouns: frozenset[str]) -> list[Token]:
    """"than anyone else in the lane", "than anybody else on the round": the puzzle's setting,
    everyone in it, as "than anyone else" (only words that name a whole company or place, and
    no value or category of the puzzle: "anyone else at the club" beside `venues : club, pub`)."""
    for index, token in enumerate(tokens[:-3]):
        words = [str(item).lower() for item in tokens[index + 1:index + 4]]
        if token.type == "ALL_OTHERS" and str(token).lower().endswith("else") and words[0] in ("in", "on", "at") \
                and words[1] == "the" and words[2] in _SETTING_NOUNS and tokens[index + 3].type == "WORD" \
                and words[2] not in category_nouns \
                and (index + 4 == len(tokens) or tokens[index + 4].type in _PART_END_TYPES):
            return [*tokens[:index + 1], *tokens[index + 4:]]
    return tokens


_SETTING_NOUNS = frozenset("lane street road avenue close village town band group team class club family office "
                           "company choir orchestra round neighbourhood neighborhood building estate crew "
                           "squad troupe cast party".split())


_CONCESSIVES = frozenset(("though", "although", "even though", "while", "whilst"))
_CLAUSE_OPENERS = frozenset("and but yet so while whilst though although whereas".split())


# Superlatives of a price, and of an age, with the units an amount of each is written in
_SUPERLATIVES_OF_AMOUNTS = {**dict.fromkeys(("dearest", "cheapest", "priciest", "costliest", "most expensive",
                                             "least expensive"), frozenset({"dollar", "sterling", "euro", "cent",
                                                                            "penny", "pence"})),
                            **dict.fromkeys(("oldest", "youngest", "eldest"), frozenset({None, "year"}))}


def _only_first(tokens: list[Token]) -> list[Token]:
    """"Only the Harrogate trip cost less than the one to Stratford", "Only one runner finished
    ahead of Bo": "only" opening a sentence of one comparison with "than" or an order word, no
    amount, nothing else joined on (ONLY; see OnlyComparing). Else as it was (refused)."""
    if len(tokens) < 4 or str(tokens[0]).lower() != "only" or tokens[0].type not in ("LOGIC", "WORD"):
        return tokens
    relations = [index for index, token in enumerate(tokens) if token.type in ("COMPARE", "ORDER")]
    if len(relations) != 1 or relations[0] < 2 or tokens[relations[0] - 1].type in ("AMOUNT", "NUMBER", "IMMEDIATELY"):
        return tokens
    at = relations[0]
    if tokens[at].type == "COMPARE" and not any(token.type == "_THAN" for token in tokens[at + 1:]):
        return tokens
    if any(token.type in _NOT_AFTER_ONLY for token in tokens[1:]):
        return tokens
    return [_retyped(tokens[0], "ONLY"), *tokens[1:]]


_NOT_AFTER_ONLY = frozenset({"COMMA", "AND", "DASH", "NOT", "EITHER", "NEITHER", "LOGIC", "_OR", "_NOR", "BOTH",
                             "ALL_OTHERS", "BETWEEN", "NEXT_TO", "AT_END", "STORY", "CLEFT"})


def _superlative_at_its_amount(tokens: list[Token]) -> list[Token]:
    """"The waltzer, the dearest ride at £4.00, was ...": the aside says two things, that it is
    the dearest and that it costs £4.00, as ", the dearest ride, at £4.00," does. Only a price
    after a superlative of price and an age after one of age ("the oldest at 58"), so that the
    amount is the superlative's own (not "the oldest ride at £4.00": of those at £4.00?)."""
    for index in range(1, len(tokens) - 3):
        if tokens[index].type != "SUPER" or tokens[index - 1].type != "WORD" \
                or str(tokens[index - 1]).lower() != "the" or index < 2 or tokens[index - 2].type != "COMMA":
            continue
        units = _SUPERLATIVES_OF_AMOUNTS.get(" ".join(str(tokens[index]).lower().split()))
        at = index + 1
        while at < len(tokens) and at <= index + 2 and tokens[at].type == "WORD" and str(tokens[at]).lower() != "at":
            at += 1
        if units is None or at + 1 >= len(tokens) or str(tokens[at]).lower() != "at" \
                or tokens[at + 1].type != "NUMBER" or (at + 2 < len(tokens) and tokens[at + 2].type != "COMMA"):
            continue
        amount = parse_amount(str(tokens[at + 1]).split())
        if amount is None or amount.unit not in units:
            continue
        comma = Token.new_borrow_pos("COMMA", ",", tokens[at])
        return [*tokens[:at], comma, *tokens[at:]]
    return tokens


def _concessive_aside(tokens: list[Token]) -> list[Token]:
    """"Dylan, though older than Bram, is shorter than him", "Route 15, whilst leaving later than
    Route 22, costs less": the aside is said of the subject, as "Dylan, who is older than Bram,
    is ..." says it. Only where the words before the aside are
    the sentence's subject: the aside's comma is the sentence's first, nothing before it
    compares or denies, and what follows the aside's closing comma is the sentence's verb, not a
    clause of its own ("Ann is older than Bob, though shorter than him" is read as before)."""
    for index, token in enumerate(tokens):
        if token.type not in ("AND", "WORD") or str(token).lower() not in _CONCESSIVES:
            continue
        if index < 2 or tokens[index - 1].type != "COMMA" \
                or any(earlier.type not in (*_MENTION_TYPES, "WORD") for earlier in tokens[:index - 1]):
            return tokens
        said = tokens[index + 1:index + 3]
        starts = [str(part).lower() for part in said]
        comparison = said[:1] and (said[0].type == "COMPARE"
                                   or said[0].type in ("AMOUNT", "NOT") and said[1:] and said[1].type == "COMPARE"
                                   or starts[:1] == ["the"] and said[1:] and said[1].type == "SUPER"
                                   or said[0].type == "WORD" and starts[0].endswith("ing") and starts[0] != "being")
        closing = next((position for position in range(index + 2, len(tokens))
                        if tokens[position].type == "COMMA"), None)
        if not comparison or closing is None or closing + 1 >= len(tokens) \
                or tokens[closing + 1].type in ("AND", "OR", "COMMA") \
                or str(tokens[closing + 1]).lower() in _CLAUSE_OPENERS:
            return tokens
        return [*tokens[:index], Token.new_borrow_pos("WORD", "who", token), Token.new_borrow_pos("WORD", "is", token),
                *tokens[index + 1:]]
    return tokens


# Words of a period of time, and the period: a rate's ("per year") or a category's ("monthly rents")
# Words that leave a fact open as verbs ("claims that", "hopes to win") but are things after a
# possessive or a value ("staked his claim", "the Eldorado Creek claim", "the 1:45pm stop")
_HEDGE_NOUNS = frozenset("claim claims stop stops plan plans".split())
# Things one lives or trades behind, each of which a category of colours may be named for
_BARRIERS = frozenset("door gate shopfront storefront fence hedge curtain shutter".split())
# A case (of a detective, a court), a thing when the opening tells of cases
_CASE_NOUNS = frozenset({"case", "cases"})
# Words before "stop" that make it a noun ("the last stop", "each stop")
_STOP_DETERMINERS = frozenset("the a an each every its his her their our bus next final".split())
# Words of an opening that tells of coaches that carry people (not of sports coaches)
_COACH_TRAVEL = frozenset("station bay bays departure departures departed depart left leave leaving drivers driver "
                          "passengers passenger travelers travellers traveler traveller trip trips outing outings "
                          "stagecoach stagecoaches journey journeys route routes fare fares tour tours".split())
_POSSESSIVE_DETERMINERS = frozenset("his her their its my our your".split())

# Verbs that say where one is in any row ("is next to", "is located to the left of")
_BEING_OR_PLACED = _COPULAS | frozenset("am located situated placed positioned kept keeps".split())
# Verbs that say where one is in a row of some places ("lives" of houses, "sits" of seats)
_DWELLINGS = frozenset("house home cottage flat apartment bungalow chalet cabin hut caravan villa houseboat "
                       "townhouse lodge tent pod room".split())
_SEATS = frozenset("seat chair table bench pew desk stool row".split())
_STANDS = frozenset("stall booth stand pitch pump till gate window counter line queue".split())
_SPACES = frozenset("space bay garage lot".split())
_MOORINGS = frozenset("berth mooring dock pier slip pontoon".split())
# Nouns of a row any of those verbs may go with
_ANY_ROW = frozenset("position place spot slot number".split())
_VERB_ROWS = {**dict.fromkeys("lives live lived living resides reside resided rents rented".split(), _DWELLINGS),
              **dict.fromkeys("stays stay stayed sleeps slept".split(), _DWELLINGS),
              **dict.fromkeys("sits sit sat sitting seated".split(), _SEATS),
              **dict.fromkeys("stands stand stood standing".split(), _STANDS | _SEATS),
              **dict.fromkeys("parks park parked".split(), _SPACES),
              **dict.fromkeys("moored docked berthed".split(), _MOORINGS),
              **dict.fromkeys("camped pitched".split(), frozenset({"pitch", "tent", "site", "plot"}))}
# Past verbs not in -ed that may say where one is ("grew up", "was born")
_PAST_OF_PLACE = frozenset("grew born slept kept hung built sat".split())
# Things whose names end like a doer's ("the white door" is no person)
_THINGS_IN_ER = frozenset("door floor tower corner center centre shutter trailer mirror gutter border heater cooler "
                          "poster sticker banner flower planter counter letter marker mower tractor scooter motor "
                          "parlor parlour harbor harbour corridor anchor meter container".split())
# Particles between a verb and a place in a row ("grew up next to")
_PARTICLES_OF_PLACE = frozenset("up down out over".split())
# People, named by a noun
_PEOPLE_WORDS = frozenset("person people man men woman women lady gentleman guy girl boy family one couple "
                          "neighbour neighbor friend child kid enthusiast fan buff aficionado devotee".split())
# Words after a name that go on with the clue, not with the thing placed
_WORDS_AFTER_A_NAME = frozenset("and or but who whose which that with in on at of to from for than nor while "
                                "whereas yet so".split())

# Particles of giving up, back or away after their verbs ("went off water", "sent back the fish")
_PARTICLES_OF_GIVING = {"off": frozenset("went goes gone go is was are were been swore swears sworn".split()),
                        "back": frozenset("sent sends gave gives handed hands".split()),
                        "away": frozenset("gave gives sent sends threw throws chased chases".split()),
                        "out": frozenset("spat spits lent lends threw throws kicked kicks handed hands".split())}
# Gerunds of having and being ("boasts of being older", "lies about owning the dog")
_GERUNDS = frozenset("being having owning drinking eating keeping buying getting taking living wearing driving "
                     "riding playing using adopting".split())
# An occasion, a trial or a way of being that is not the grid's own ("older at heart", "first in
# training", "on paper", "as a child")
_OCCASION_NOUNS = frozenset("heart spirit spirits appearance appearances looks paper theory practice training "
                            "rehearsal rehearsals heats semifinal semifinals quarterfinal quarterfinals rematch "
                            "simulation simulations trial trials qualifying qualifier qualifiers warmup warmups "
                            "preview previews scrimmage child kid youth teenager teen dreams principle "
                            "retrospect private secret pilot".split())
_OCCASION_OPENERS = frozenset("in at on as".split())
# Places counted along any row ("two places from", "three spots from")
_STEPS_ALONG = frozenset("place spot position space".split())
# The ends of phrases that hedge a time or a fact ("at the moment", "in a sense", "in the future",
# "for a while")
_HEDGING_PHRASE_ENDS = frozenset({("the", "moment"), ("a", "sense"), ("the", "future"), ("a", "while"),
                                  ("some", "sense"), ("the", "past")})
_KIND_DETERMINERS = frozenset("a the what which this that each every any some no".split())
# Verbs of holding a thing for a time, which another may hold before or after ("owned the cat
# before Ned")
_SUCCESSION_VERBS = frozenset("owned had kept held used wore drove rented occupied lived".split())
# Events and guesses of a person's that a comparison may be made with, but no category holds
# ("arrived after Ann's nap", "scored more than Igor's prediction")
_EVENT_OBJECT_NOUNS = frozenset("nap naps flight flights train deadline speech call performance prediction predictions "
                                "benchmark estimate estimates guess offer target shift interview election divorce "
                                "move curfew checkout rehearsal practice lunch dinner breakfast "
                                "bedtime".split())
# Verbs of telling tales ("lies about owning the dog", "boasts about")
_TELLING_TALES = frozenset("lies lied boasts boasted brags bragged jokes joked fibs fibbed".split())
# Plain verbs after "has to", "is going to", "needs to"
_PLAIN_VERBS = frozenset("be have own drink eat keep live come finish win arrive leave get buy take pay play "
                         "drive ride wear use sit stay visit work sell start end go".split())

# A word in -ly that may be an adverb (see _unread_adverb)
_ADVERB_IN_LY = re.compile(r"[a-z]{3,}ly")
# Adverbs that tell only how a thing was done or colour the story, read as nothing
_HARMLESS_ADVERBS = frozenset(
    "actually finally eventually ultimately fortunately unfortunately luckily unluckily interestingly incidentally "
    "coincidentally naturally certainly definitely clearly obviously really truly happily sadly proudly eagerly "
    "nervously anxiously carefully quickly slowly recently successfully safely easily comfortably narrowly "
    "closely slightly significantly considerably substantially marginally noticeably much "
    "directly immediately exactly only respectively consecutively gladly kindly warmly politely "
    "patiently quietly loudly cheerfully sensibly wisely bravely boldly calmly confidently "
    "steadily gradually surely precisely".split())
# Words in -ly that are no adverbs (nouns and adjectives)
_LY_NOT_ADVERBS = frozenset(
    "family families butterfly butterflies jelly belly rally ally fly supply reply apply july italy sicily holly "
    "lily dolly molly billy early daily weekly monthly yearly hourly nightly quarterly elderly friendly "
    "unfriendly lovely lonely likely unlikely costly prickly chilly woolly wooly curly bubbly sparkly wobbly "
    "orderly scholarly cowardly heavenly homely comely saintly stately ghostly deadly sickly burly surly gnarly "
    "jolly silly holy ugly only hilly smelly frilly lively manly womanly motherly fatherly brotherly sisterly "
    "neighbourly neighborly timely assembly anomaly monopoly tally gully bully firefly dragonfly mayfly "
    "housefly gadfly lilly filly fully".split())
# Words that hedge a negation ("isn't always from Utah", "not certainly older")
_HEDGED_AFTER_NOT = frozenset("always certainly definitely obviously clearly really truly actually quite "
                              "necessarily entirely exactly".split())

# The word a school's name ends with for "High School" and the like ("Northfield High")
SCHOOL_HEADS = frozenset("high elementary middle primary prep".split())

# The last word of a place's name that says no kind of place ("Bixby Regional", "Fenton Intl.")
NAME_QUALIFIERS = frozenset("regional international intl municipal county".split())
# Other words for a kind of place ("Grange Airpark" among airports)
_SAME_KIND_HEADS = {"airport": frozenset({"airpark", "airfield", "aerodrome", "field"}),
                    "lighthouse": frozenset({"light", "lighthouse"})}
SAME_KIND_WORDS = frozenset(word for heads in _SAME_KIND_HEADS.values() for word in heads)

# The last word of a place's or a firm's name ("Hollis Arena", "the Delta Group", "Streeter Inc."),
# after a value that is its first part
NAME_HEADS = frozenset(
    "arena stadium hall center centre park theater theatre gallery museum library group inc co company corp "
    "corporation club hotel inn lodge motel creek river lake mountain island beach bay school academy college "
    "university studios studio records airlines airways farm farms ranch winery vineyard vineyards bakery cafe "
    "diner restaurant bistro grill tavern pub market mall plaza field fields gardens zoo aquarium pavilion "
    "auditorium ballroom chapel church station airport hospital clinic labs industries enterprises associates "
    "partners llc ltd motors systems technologies foods brewing brewery press publishing media airpark "
    "airfield aerodrome".split()) | NAME_QUALIFIERS

_PERIOD_WORDS = {**dict.fromkeys("day days daily".split(), "day"), **dict.fromkeys("week weeks weekly".split(), "week"),
            **dict.fromkeys("month months monthly".split(), "month"), **dict.fromkeys("night nights nightly".split(),
                                                                                   "night"),
            **dict.fromkeys("year years yearly annual annually annum".split(), "year"),
            **dict.fromkeys("hour hours hourly".split(), "hour")}
_PERIOD_ADJECTIVES = frozenset("daily weekly monthly nightly yearly annual annually hourly".split())


def _name_periods(name: str) -> set[str]:
    """The periods a category's name gives its values ("monthly rents": month, "fees per year":
    year, "hours a week": week)."""
    words = name.lower().replace("(", " ").replace(")", " ").replace("/", " per ").split()
    return {_PERIOD_WORDS[word] for word in words if word in _PERIOD_ADJECTIVES} | {
        _PERIOD_WORDS[after] for before, after in zip(words, words[1:])
        if before in ("per", "a", "an", "each") and after in _PERIOD_WORDS}
_PERIOD_ADVERBS = frozenset("daily weekly monthly nightly yearly annually hourly".split())


_COMING = frozenset("came comes come coming went goes go going got gets get getting flew flies fly drove drives "
                    "headed heads walked walks".split())
_START_WORDS = frozenset("start starts starting begin beginning".split())  # "set off" is a start too
_RETURNING = frozenset("returned returns return returning arrived arrives arrive arriving".split())
_MEALS = frozenset("lunch dinner breakfast break breaks tea coffee".split())
_EATING = frozenset("ate eats eat eating had has have having took takes take taking".split())
_LEFT_PLACES = frozenset("club team company firm band group school job choir society".split())


def _event_of_phrase(keys: list[str], index: int) -> str | None:
    """The verb of the event the words at ``index`` tell of, where they tell of coming back,
    of ending work, of leaving a group, of moving house or of setting off ("came back", "went
    home", "clocked off", "left the club", "moved house", "set off"): the word read is the
    particle or the noun; None for any other word."""
    word = keys[index]
    previous = keys[index - 1] if index else ""
    if word in ("back", "home") and (previous in _COMING or previous in _RETURNING):
        return "returned"
    if word in _MEALS and (previous in _EATING or previous in ("a", "her", "his", "their")
                           and index >= 2 and keys[index - 2] in _EATING):
        return "lunched"
    if word in ("off", "out") and previous in ("clocked", "clocks", "clock", "knocked", "knocks"):
        return "finished"
    if word in _LEFT_PLACES and index >= 2 and previous == "the" and keys[index - 2] in ("left", "leaves", "quit"):
        return "quit"
    if word in ("house", "home", "out") and previous in ("moved", "moves", "move"):
        return "moved"
    if word == "off" and previous in ("set", "sets", "setting"):
        return "departed"
    return None


_AFTER_AN_AGE = frozenset("younger senior junior apart before after earlier later more less fewer ahead behind than "
                          "between sooner newer".split())
# Animals, kin and things that have an age of their own: "Alice's parrot is 30" is not Alice's
_AGED_OTHERS = frozenset("dog cat parrot rabbit horse pony hamster fish bird turtle tortoise snake lizard goat "
                         "guinea pig puppy kitten son daughter child kid baby grandson granddaughter grandchild "
                         "niece nephew brother sister mother father car house tree boat bike".split())
# Jobs whose names end in no doer's ending ("pilot", "nurse")
_JOB_WORDS = frozenset("pilot nurse chef cook judge clerk vet guide poet model monk priest mayor chief captain sheriff "
                       "pastor vicar rabbi imam nun medic surgeon dentist architect mechanic electrician plumber "
                       "pharmacist journalist artist florist chemist pianist scientist officer detective".split())
# People one stands to in a relation, said after a possessive: another person ("Alice's landlord")
_RELATION_NOUNS = frozenset(
    "fiancé fiancée fiancés fiancées flatmate flatmates housemate housemates "
    "landlord landlords landlady landladies tenant tenants lodger lodgers guest guests host hosts hostess employer "
    "employers employee employees manager managers supervisor supervisors subordinate subordinates deputy deputies "
    "secretary secretaries intern interns apprentice apprentices trainee trainees protege protégé tutor tutors "
    "teacher teachers student students pupil pupils trainer trainers instructor instructors therapist therapists "
    "doctor doctors dentist dentists surgeon surgeons optician opticians nurse nurses lawyer lawyers attorney "
    "attorneys solicitor solicitors accountant accountants publisher publishers biographer biographers architect "
    "architects contractor contractors builder builders gardener gardeners cook cooks chef chefs chauffeur "
    "chauffeurs driver drivers caddie caddies caddy caretaker caretakers nanny nannies babysitter babysitters "
    "bodyguard bodyguards stylist stylists hairdresser hairdressers barber barbers tailor tailors translator "
    "translators interpreter interpreters supplier suppliers sponsor sponsors benefactor benefactors patron patrons "
    "heir heirs heiress fan fans admirer admirers follower followers replacement replacements stand substitute "
    "substitutes housemate housemates flatmate flatmates co coworker coworkers worker workers godmother godfather "
    "godson goddaughter godchild stepson stepdaughter stepchild stepbrother stepsister bridesmaid bridesmaids groom "
    "bride neighbour neighbours neighbor neighbors mate mates ex vet understudy companion companions "
    "chaperone chaperones escort escorts children child kids kid son sons daughter daughters grandchildren "
    "grandchild grandson grandsons granddaughter granddaughters parents twins boys girls".split())
# Phrasal verbs of not taking a thing: verb -> the particles that make it so
_NOT_TAKING_VERBS = {
    **dict.fromkeys("turn turns turned turning".split(), ("down",)),
    **dict.fromkeys("rule rules ruled ruling".split(), ("out",)),
    **dict.fromkeys("opt opts opted opting pull pulls pulled pulling back backs backed backing".split(), ("out",)),
    **dict.fromkeys("cross crosses crossed crossing strike strikes struck striking".split(), ("off",)),
    **dict.fromkeys("pass passes passed passing".split(), ("on", "up", "over")),
    **dict.fromkeys("give gives gave given giving".split(), ("up",)),
}
def _not_taking(keys: list[str], index: int) -> bool:
    """Whether the verb at ``index`` has its particle of not taking right after it or after a
    short object ("turned down Acme", "crossed Rex off their list", "turned the offer down")."""
    for position in range(index + 1, min(index + 5, len(keys))):
        if keys[position] in _NOT_TAKING_VERBS[keys[index]]:
            return True
        if keys[position] in _PART_ENDS or keys[position] in ("by", "than", "who", "which", "that", "set", "went",
                                                               "headed", "came", "checked", "started"):
            return False  # ("the carriage pulled by Sterling set out later": another verb's particle)
    return False


# Amounts of money that are not what a price or salary category holds ("Ann's tip", "her bonus")
_OTHER_AMOUNTS = frozenset(
    "tip tips tax taxes bonus bonuses raise raises commission commissions pension pensions deposit deposits "
    "payment payments insurance repair repairs fee fees discount discounts refund refunds coupon coupons rebate "
    "rebates surcharge surcharges shipping postage toll tolls dessert desserts drink drinks wine coffee starter "
    "starters appetizer appetizers trade".split())
# Words that make a place one among some of the things ("the first to arrive after Ann")
_AMONG_SOME = frozenset("after before ahead behind without with since following except but among other".split())


def _place_among_some(keys: list[str], index: int) -> bool:
    """Whether the place word at ``index`` is restricted by an infinitive's phrase: "the first
    guest to arrive after Ann", "the second runner to finish ahead of Bo", "the first person
    after Ann to arrive" (not "the first to arrive", "the first guest to arrive at the party")."""
    end = next((position for position in range(index + 1, len(keys)) if keys[position] in _PART_ENDS), len(keys))
    words = keys[index + 1:end]
    to = next((position for position, word in enumerate(words[:4]) if word == "to"), None)
    if to is None:
        return False
    return bool(_AMONG_SOME.intersection(words[:to]) or _AMONG_SOME.intersection(words[to + 1:to + 6]))


def _things_named(tokens: list[Token]) -> int:
    """How many things ``tokens`` name: values, numbers and ordinals, two values side by side
    being one ("Dr Fenton" beside `title : Dr, Mr`, "Jess Irwin")."""
    return sum(token.type in _MENTION_TYPES
               and not (index and token.type == "VALUE" and tokens[index - 1].type == "VALUE")
               for index, token in enumerate(tokens))


def _there_are_more(tokens: list[Token]) -> list[Token]:
    """"There are 4 more students in Ann's class than in Bob's": what "Ann's class has 4 more
    students than Bob's" says; "There is exactly one house between ..." what "There is one
    house between ..." says (an amount is exact). Only with one name on each side of "than", words around them,
    the same word before each ("in", "at", "on") and nothing after."""
    if len(tokens) > 3 and tokens[0].type == "THERE_ARE" and str(tokens[1]).lower() == "exactly" \
            and tokens[2].type == "NUMBER":
        return [tokens[0], *tokens[2:]]  # "There is exactly one house between": one house
    if len(tokens) < 8 or tokens[0].type != "THERE_ARE":
        return tokens
    compare = 2 if tokens[1].type in ("AMOUNT", "NUMBER") else 1
    than = next((index for index, token in enumerate(tokens) if token.type == "_THAN"), None)
    if tokens[compare].type != "COMPARE" or str(tokens[compare]).lower() not in ("more", "fewer", "less") \
            or than is None:
        return tokens
    place = next((index for index in range(compare + 1, than)
                  if str(tokens[index]).lower() in _THERE_PLACES), None)
    if place is None or place == compare + 1 or than + 2 >= len(tokens) \
            or str(tokens[than + 1]).lower() != str(tokens[place]).lower():
        return tokens
    counted, subject, compared = tokens[compare + 1:place], tokens[place + 1:than], tokens[than + 2:]
    if any(token.type != "WORD" for token in counted) \
            or any(_things_named(side) != 1 or any(token.type not in (*_MENTION_TYPES, "WORD") for token in side)
                   for side in (subject, compared)):
        return tokens
    return [*subject, _rewritten(tokens[0], "WORD", "has"), *tokens[1:place], tokens[than], *compared]


_THERE_PLACES = frozenset(("in", "at", "on", "aboard", "inside"))
_SELLS_FOR = re.compile(r"\b(?:sells|sold|sell|selling|retails|retailed) for\b(?= (?:more|less|the most|the least|"
                        r"twice|half|[$£€\d]))", re.IGNORECASE)
# "the night after", "the evening before": the part of the next or the last day
_PART_OF_THE_NEXT_DAY = re.compile(r"\b(the|The) (night|evening|morning|afternoon) (after|before)\b")
_ACROSS_THE_LINE = re.compile(r"\b(?:was|were) (first|last) (?:across|over) the (?:finish(?:ing)? )?line\b")
_FIRST_PRIZE = re.compile(r"\b(?:took|takes|won|wins|earned|earns|got|gets|claimed|claims|scooped|scoops)\s+"
                          r"(?:the\s+)?(?:first|top)\s+prize\b", re.IGNORECASE)
_WON_WITH = re.compile(r"\b(won(?: the (?:event|contest|competition|prize|title|round|day|show|class|race|tournament|"
                       r"championship|match|game|final|finals|bee|marathon|derby|cup|trophy|heat|election|"
                       r"cook-off|bake-off))?) with "
                       r"(?=(?:the|his|her|their|its|a|an) |[\d$£€])", re.IGNORECASE)
# What "well" says as an adverb ("well over", "well before"), never a well
_WELL_ADVERBED = frozenset("over under above below before after ahead behind past beyond short more less than "
                           "into".split())
# Categories of what is offered: "offered a bigger reward" is said of them
_OFFERED_NOUNS = frozenset("reward rewards offer offers bounty bounties bid bids".split())
# Nouns of an order a sentence may open with: "In the brightness ranking, ..."
_ORDER_FRAMES = frozenset("ranking rankings order standings table list results".split())
# Rates written out: "words per minute" is wpm, "miles per hour" mph
_RATE_UNITS = {("word", "minute"): "wpm", ("mile", "hour"): "mph", ("kilometre", "hour"): "km/h",
               ("kilometer", "hour"): "km/h", ("beat", "minute"): "bpm", ("revolution", "minute"): "rpm"}
_RATE = re.compile(r"\b(words?|miles?|kilometres?|kilometers?|beats?|revolutions?)\s+per\s+(minute|hour)\b",
                   re.IGNORECASE)
# "More fans saw the Tulsa show than ...": the verbs that count who came (PEOPLE_COUNTED: who)
_ATTENDING = frozenset("saw see sees watched watch watches attended attend attends visited visit visits came come "
                       "comes went go goes heard hear hears joined join joins rode ride rides boarded board boards "
                       "used use uses chose choose chooses picked pick picks voted vote votes bought buy buys read "
                       "reads".split())
# What "the winning ..." may be other than the thing in first place ("the winning margin")
_NOT_WON_BY_A_PLACE = frozenset("margin margins streak streaks ticket tickets number numbers bid bids hand hands "
                                "lottery goal goals shot shots run runs point points move moves combination formula "
                                "post line".split())
# What "won the ..." may be other than first place in the result
_WON_NOT_FIRST = frozenset("bronze silver toss raffle lottery draw bet argument jackpot coin pot point set round heat "
                           "lap stage leg vote votes seat award".split())
_LETTER_GRADE = re.compile(r"\bletter\s+(grades?)\b", re.IGNORECASE)
_VERBS_IN_LY = frozenset("fly apply rely reply supply multiply ally".split())
# Words after a place that name the contest itself ("last in the race", "first overall in the final")
_CONTEST_ITSELF = frozenset("contest competition event final finals championship championships "
                            "standings results result rankings ranking overall field end order table".split())
# Kinds of contest, each said of its own only: a race, a tournament, a league
_KINDS_OF_CONTEST = frozenset("race tournament league".split())
# Words of a contest's result, whatever the contest ("third overall", "first in the standings"),
# and openings of races that name no contest noun ("the town 10K")
_CONTEST_RESULTS = frozenset("standings results result rankings ranking overall field end order table".split())
_RACES = frozenset("10k 5k sprint regatta rally relay triathlon grand prix runners swimmers cyclists".split())
# Words of a line of things one after another, and what says the puzzle's order is one ("last in line")
_QUEUE_WORDS = frozenset("line queue".split())
_QUEUES = frozenset("line lines queue queues parade procession convoy".split())
_DETERMINERS_OF_A_CONTEST = frozenset("the a an her his their its this that our".split())
# Verbs of coming behind that also draw a thing along ("trailed red smoke")
_TRAILING_VERBS = frozenset("trailed trails trail".split())
# Roles that pair a person with one of another people category, each with the other words of
# its kind ("Sully's client" beside `customers`); the plural ones name the person's own group
_ROLE_KINDS = (frozenset("client customer shopper buyer patron".split()),
               frozenset("double stand-in standin stuntman stuntwoman performer".split()),
               frozenset("host hostess patron".split()),
               frozenset("student pupil trainee apprentice".split()))
_GROUP_ROLES = frozenset("students pupils class trainees apprentices".split())
# People whose clients are the puzzle's other people ("Kovac's client" beside trainers and members)
_SERVING_PROFESSIONS = frozenset("trainer coach tutor instructor lawyer attorney agent stylist hairdresser barber "
                                 "therapist counselor counsellor consultant accountant adviser advisor planner "
                                 "realtor broker architect designer photographer caterer decorator".split())
_ROLES_OF_A_ROW = frozenset(role for kind in _ROLE_KINDS for role in kind) \
    | frozenset(role + "s" for kind in _ROLE_KINDS for role in kind) | _GROUP_ROLES
# Whom one leads in a count ("led the team in scoring"), and what scoring counts
_LED_GROUPS = frozenset("team league squad club field division class group".split())
_SCORING_NOUNS = frozenset("point points score scores goal goals run runs".split())
# People who serve a thing and are not its owner ("the dog's vet")
_SERVING_ROLES = frozenset("vet vets veterinarian veterinarians doctor doctors walker walkers sitter sitters "
                           "groomer groomers breeder breeders neighbour neighbours neighbor neighbors babysitter "
                           "babysitters caretaker caretakers farrier farriers".split())
# Medals and the places they are won for, and the verbs of winning one ("took silver")
_MEDALS = frozenset("gold silver bronze".split())
_MEDAL_VERBS = frozenset("won wins win took takes earned earns claimed claims got gets awarded picked up home "
                         "brought".split())
# Words that may open a part before a name ("; and Cora ...", "; neither Cora nor ...")
_OPENERS_BEFORE_A_NAME = frozenset(
    "and but or nor so as then the a an neither either both not only also even yet while whereas although though "
    "if because since when where who which that whose one each every no all none exactly at in on from to with by "
    "for of is was are were".split())
# Verbs of getting a thing ("got a grade higher than": a higher one, or one grade higher?)
_GETTING_VERBS = frozenset("got gets get received receives receive earned earns earn was were given awarded "
                           "obtained obtains achieved achieves".split())
# Words that only link a second fact to the first, after a semicolon, a dash, a colon or "and"
# (and any comma after them)
# A row numbered from the right ("numbered 1 to 5 from right to left", "numbered from the right",
# "with house 1 at the right end"), and one said to be numbered from the left
_FROM_THE_RIGHT = re.compile(r"\bnumbered\s+(?:\d+\s+(?:to|through)\s+\d+,?\s+)?(?:counted\s+)?from\s+(?:the\s+)?"
                             r"right\b|\bright\s+to\s+left\b|\b1\s+(?:is\s+)?(?:at|on)\s+the\s+(?:far\s+)?right\b",
                             re.IGNORECASE)
_FROM_THE_LEFT_SAID = re.compile(r"\bfrom\s+(?:the\s+)?left\b|\bleft\s+to\s+right\b|\b1\s+(?:is\s+)?(?:at|on)\s+"
                                 r"the\s+(?:far\s+)?left\b", re.IGNORECASE)
# Words after which "left" at the end of a sentence is a doing ("... and then Bob left")
_NOT_BEFORE_A_SIDE = frozenset("who that then just had has have was were is already finally eventually".split())
# Words of size that say what "larger" says
_SAME_SIZE_WORDS = {"greatest": "largest"}  # ("greater" has readings of its own)
# The words of a side, each for the other
_SIDE_WORDS = {"left": "right", "right": "left", "leftmost": "rightmost", "rightmost": "leftmost",
               "left-hand": "right-hand", "right-hand": "left-hand"}


def _names_a_side(raw: list[RawWord], index: int) -> bool:
    """Whether "left" or "right" at ``index`` names a side ("to the left of", "far right", "the
    right end", "from the left"), not "right next to", "right in the middle" or "all right"."""
    before = raw[index - 1].key if index else ""
    after = raw[index + 1].key if index + 1 < len(raw) else ""
    if raw[index].key not in ("left", "right"):
        return True  # "leftmost", "right-hand"
    return after in ("of", "end", "side", "hand", "") and before not in _NOT_BEFORE_A_SIDE \
        or before in ("the", "far", "on", "to", "extreme", "very", "from")  # ("Ann left before Bob")


_NEAR = re.compile(r"\bnear\b", re.IGNORECASE)
# Nouns of categories of places a thing lies near ("the village it lies near")
_LOCALITY_NOUNS = frozenset("village villages town towns city cities hamlet hamlets suburb suburbs district "
                            "districts parish parishes county counties region regions port ports".split())
_LINKING_ADVERB = re.compile(
    r"((?:^|[;:,–—]|\s-|\band|\bbut)\s*)((?:meanwhile|also|indeed|naturally|moreover|furthermore|additionally|"
    r"besides|still|thus|therefore|hence|consequently|accordingly|finally|however|nevertheless|nonetheless|"
    r"clearly|obviously|evidently|in\s+fact|of\s+course|in\s+addition|what's\s+more|on\s+top\s+of\s+that|"
    r"as\s+a\s+result|in\s+turn|for\s+example|for\s+instance|in\s+other\s+words|that\s+is|after\s+all)\b,?(?=\s)"
    # (these only before a whole clause: "likewise Cora" alone says the same of Cora, "so is Cora"
    # too)
    r"|(?:similarly|likewise|again|equally|so(?!\s+(?:is|was|are|were|does|did|do|has|had|have|too|will|can)\b))"
    r"\b,?(?=\s+[^\s,;!?]+\s+(?!too\b|as\s+well\b)[^\s,;!?]+))", re.IGNORECASE)
# A full stop, "!" or "?" inside a clue before a capitalised word: the word before it, the mark,
# the space after
_SENTENCE_BREAK = re.compile(r"(\S+?)([.!?])(\s+)(?=[\"“‘']?[A-Z])")
# Words a full stop shortens, after which a name follows ("Dr. Kemp", "St. Ives", "J. Smith")
_NAME_ABBREVIATIONS = frozenset("mr mrs ms messrs dr st mt capt cpt col lt sgt gen gov sen rep prof rev fr sr jr "
                                "vs no nos hon pres supt insp det maj adm cmdr".split())


def _abbreviated(word: str, following: str, puzzle: Puzzle) -> bool:
    """Whether ``word`` before a full stop is a shortened title or an initial ("Dr", "J"), or
    begins a value with the ``following`` word ("Ft. Lyle"), so that the capitalised word is
    part of a name, not a new sentence (a value is no initial: "a grade of C. The ...")."""
    bare = word.lstrip("\"“‘'(").lower()
    after = label_keys(following)[:1]
    opens_a_name = bool(after) and any(form[:2] == (bare, after[0]) for form in puzzle.forms)
    return bare in _NAME_ABBREVIATIONS or opens_a_name \
        or (len(bare) == 1 and bare.isalpha() and (bare,) not in puzzle.forms) \
        or ("." in bare and bare not in ("a.m", "p.m"))  # ("9 a.m. Bob left": a sentence ends)


_PRONOUN_SENTENCE = re.compile(r"(?<=[a-z0-9])\.(\s+)(He|She|It|They|His|Her|Its|Their)\b")
_PART_END_TYPES = frozenset(("COMMA", "AND", "DASH"))
# Nouns of people who are one another's peers: "Rita's friend" is another friend
_PEER_NOUNS = frozenset("friend friends neighbour neighbours neighbor neighbors colleague colleagues cousin cousins "
                        "roommate roommates housemate housemates teammate teammates classmate classmates "
                        "co-worker co-workers coworker coworkers guest guests tenant tenants patient patients "
                        "client clients member members sibling siblings student students pupil pupils flatmate "
                        "flatmates".split())
# Plurals without an -s, and what may follow a counted noun that ends its part ("the one with 3
# cats is ...", "who has 2 children that ..."); words before a number that make it a group
_IRREGULAR_PLURALS = frozenset(IRREGULAR_SINGULARS) | {"geese", "mice", "teeth", "oxen"}
_AFTER_A_COUNTED_NOUN = frozenset("is was are were who that which".split())
_GROUP_WORDS = frozenset("the these those all its their his her my our your of each".split())
_MENTION_TYPES = ("VALUE", "NUMBER", "ORDINAL")  # tokens that name a thing
_ROW_ENDS = frozenset(("end", "last", "first"))
_NARROWING_PREPOSITIONS = frozenset("after before in on at by since during from for with between".split())
# "ahead of only Ann", "next to only Bob": only one, which says more than the one relation
_PREPOSITIONS_BEFORE_ONLY = frozenset("of to than with for at in on from by beside behind near".split())
_FULL_WEEKDAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday".split())
# Which week of its month "the first Saturday of the month" falls in (0 for the last)
_WEEK_OF_A_MONTH = {"first": 1, "second": 2, "third": 3, "fourth": 4, "last": 0, "final": 0}
_DAYS_IN_MONTH = {1: 31, 2: 28, 3: 31, 4: 30, 5: 31, 6: 30, 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}


def _months_named(label: str) -> set[int]:
    """The months a date as written names ("1st June", "Mar. 4": one)."""
    return {MONTHS[key.rstrip(".")] for key in label_keys(label) if key.rstrip(".") in MONTHS}


def _of_one_month(labels: tuple[str, ...]) -> bool:
    """Whether the dates ``labels`` ("June 3", "1st June", "Mar. 4") all name one month."""
    months = [_months_named(label) for label in labels]
    return all(len(month) == 1 for month in months) and len(set().union(*months)) == 1


def _date_in_week(labels: tuple[str, ...], week: int) -> str | None:
    """The one of the dates ``labels`` ("1st June", "June 8") in the ``week``th week of its month
    (0: the last seven days), where all are of one month; else None."""
    days = [re.findall(r"\d+", label) for label in labels]
    if not _of_one_month(labels) or any(len(found) != 1 for found in days):
        return None
    length = _DAYS_IN_MONTH[_months_named(labels[0]).pop()]
    fitting = [label for label, (day,) in zip(labels, days)
               if (int(day) > length - 7 if week == 0 else 7 * (week - 1) < int(day) <= 7 * week)]
    return fitting[0] if len(fitting) == 1 else None


_END_OF_MONTH_WORDS = {"first": "first", "earliest": "first", "last": "last", "latest": "last", "final": "last"}
_PAST_PARTICIPLES = frozenset("built made sold bought found won drawn grown shown seen sung written taken given "
                              "chosen driven flown thrown held kept caught brought taught".split())
# Irregular past forms of doing something in turn: "Jalen shot last", "Ann was seen first"
_IRREGULAR_DOINGS = frozenset("shot seen sang sung spoke spoken ran rode ridden swam swum flew flown drove driven "
                              "threw thrown drew drawn ate eaten took taken dove dived read wrote written began "
                              "begun woke awoke rose arose sent told taught met fought froze frozen blew blown dug "
                              "fell fallen broke broken chose chosen sold stood left".split())
_OBJECT_DETERMINERS = frozenset("the a an his her its their my our your this that these those".split())
# "the end kennel on the right", "the last chalet on the right" ("the last on the left" is not said)
_ENDS_OF_A_ROW = frozenset({("end", "left"), ("end", "right"), ("last", "right"), ("first", "left")})


# "in some order" in a list of the things, each a different one
# Things a person wears or carries, each of which a category of colours may be named for
_GARMENTS = frozenset("hat hats cap caps shirt shirts t-shirt t-shirts jersey jerseys sweater sweaters jumper jumpers "
                      "jacket jackets coat coats dress dresses skirt skirts scarf scarves tie ties shoes shoe boots "
                      "boot socks sock gloves glove bag bags backpack backpacks umbrella umbrellas helmet helmets "
                      "shorts trousers pants vest vests cape capes gown gowns bow bows ribbon ribbons belt belts "
                      "sneakers trainers mittens".split())
# Groups within the field: a place among them is not a place in the result
_SUBGROUP_NOUNS = frozenset("age division divisions category categories class heat heats wave waves group groups "
                            "team section league bracket race races event events pool flight".split())
_INTERIM_WORDS = frozenset("halfway midway seeded seeding seed seeds qualifying qualifier checkpoint checkpoints "
                           "lap laps".split())
_INTERIM_PAIRS = frozenset({("lined", "up"), ("lines", "up"), ("start", "line"), ("starting", "line"),
                            ("starting", "grid"), ("age", "group"), ("age", "groups")})
# The one occasion of the puzzle, after "than anyone else": "that night", "that day"
_THAT_OCCASION = frozenset("night day evening morning afternoon week weekend month season year".split())


def _two_extremes(tokens: list[Token]) -> list[Token]:
    """"Of the two oldest dollhouses, one ... and the other ...": of the oldest and the second
    oldest, as "Of the oldest dollhouse and the second oldest dollhouse, ..." says."""
    if len(tokens) < 7 or tokens[0].type != "_OF" or str(tokens[1]).lower() != "the" \
            or tokens[2].type != "NUMBER" or str(tokens[2]).lower() not in ("two", "2") \
            or tokens[3].type != "SUPER" or tokens[4].type != "WORD" or tokens[5].type != "COMMA":
        return tokens
    the, superlative, noun = tokens[1], tokens[3], tokens[4]
    second = Token.new_borrow_pos("ORDINAL", "second", tokens[2])
    return [tokens[0], the, superlative, noun, Token.new_borrow_pos("AND", "and", tokens[2]), the, second,
            superlative, noun, *tokens[5:]]


def _that_night(tokens: list[Token]) -> list[Token]:
    """"Dr. Bell saw more patients than anyone else that night": the night of the puzzle, so
    "that night" right after "anyone else" (or "all the others") says nothing and goes."""
    for index, token in enumerate(tokens[:-2]):
        if token.type == "ALL_OTHERS" and str(tokens[index + 1]).lower() == "that" \
                and str(tokens[index + 2]).lower() in _THAT_OCCASION:
            return tokens[:index + 1] + tokens[index + 3:]
    return tokens


# Words after which "bar" is "except": "all bar one", "everyone bar Ann"
_BAR_BEFORE_EXCEPT = frozenset("all everyone everybody anyone anybody none nobody no one each every any".split())
_SOME_ORDER = (["in", "some", "order"], ["in", "no", "particular", "order"], ["in", "any", "order"])


def _in_some_order(tokens: list[Token]) -> list[Token]:
    """"The four tenants are, in some order, Beatrix, the ferret's owner, ...": the list of
    the things, each a different one, says no order; "in some order" goes (opening the sentence,
    after "are" or closing it), only in a list "The N tenants are ..." ("Ann, Bob and Cy sat in
    some order" is not one)."""
    words = [str(token).lower() for token in tokens]
    for phrase in _SOME_ORDER:
        found = next((index for index in range(len(words)) if words[index:index + len(phrase)] == phrase), None)
        if found is None:
            continue
        rest = tokens[:found] + tokens[found + len(phrase):]
        if found == 0 and len(rest) > 1 and rest[0].type == "COMMA":
            rest = rest[1:]  # "In some order, the five winners are ..."
        elif found > 0 and rest[found - 1].type == "COMMA" and found < len(rest) and rest[found].type == "COMMA":
            if words[found - 2:found - 1] in (["are"], ["were"]) and "and" in words[:found - 2]:
                # "Lyra and the 30-meter dish are, in some order, the Mt. Wren telescope and the
                # one finished in 1982": the pairing said at the end, as "..., in some order"
                return rest[:found - 1] + rest[found + 1:] + [rest[found - 1]] + [
                    _retyped(token, "WORD") for token in tokens[found:found + len(phrase)]]
            rest = rest[:found - 1] + rest[found + 1:]  # "are, in some order, Beatrix"
        elif found > 0 and rest[found - 1].type == "COMMA" and found == len(rest):
            rest = rest[:found - 1]  # "..., and Cy, in some order"
        else:
            return tokens
        opening = 1 if rest and str(rest[0]).lower() in ("the", "these") else 0
        counted = rest[opening].type == "NUMBER" if len(rest) > opening + 3 else False
        noun = 0 if counted and len(str(rest[opening]).split()) > 1 else 1  # "four tenants", "five winners"
        listed = counted and (not noun or rest[opening + 1].type == "WORD") \
            and str(rest[opening + 1 + noun]).lower() in ("are", "were")
        return rest if listed else tokens
    return tokens


def _former_latter(tokens: list[Token]) -> list[Token]:
    """"Neither Ellie nor Toby showed the Angus; the former led Ned": "the former" is Ellie,
    "the latter's" Toby's, when an earlier part of the sentence names exactly one pair of two
    names ("neither A nor B", "either A or B", "both A and B", "of A and B", "A and B" opening
    it) or compares two things named alone or with one noun ("Aurora's podcast is older than
    Dariusz's, and the former ...": Aurora's podcast); else the words stay unread (refused)."""
    if not any(str(token).lower().startswith(("former", "latter")) for token in tokens):
        return tokens
    out: list[Token] = []
    index = 0
    replaced = False
    while index < len(tokens):
        token = tokens[index]
        word = str(tokens[index + 1]).lower().replace("’", "'") if index + 1 < len(tokens) else ""
        pair = _named_pair(tokens[:index]) if str(token).lower() == "the" \
            and word.removesuffix("'s") in ("former", "latter") else None
        span = None if pair is None else pair[0] if word.startswith("former") else pair[1]
        if span is None or (word.endswith("'s") and len(span) > 1):
            out.append(token)  # ("the former's" of "Aurora's podcast": not read)
            index += 1
            continue
        said = tokens[index + 1]
        for position, named in enumerate(span):
            text = str(named).removesuffix("'s").removesuffix("’s") + ("'s" if word.endswith("'s") else "") \
                if len(span) == 1 else str(named)
            out.append(Token(named.type, text, start_pos=token.start_pos, line=token.line,
                             column=token.column if position == 0 else said.column,
                             end_line=said.end_line, end_column=said.end_column))
        index += 2
        replaced = True
    opener = [token.type for token in out[:5]] == ["_OF", "VALUE", "AND", "VALUE", "COMMA"]
    if opener and replaced and not any(token.type == "OTHER" or str(token).lower() == "one"
                                                         for token in out[5:]):
        return out[5:]  # "Of Bellflower and Driftwood, the latter was ...": said of each by name
    return out


def _neither_of_the_two(tokens: list[Token]) -> list[Token]:
    """"Ann's lesson was an hour before Bob's, and neither of them had the cello": neither Ann
    nor Bob had it, when the part before compares or tells apart exactly two named things ("the
    camper's driver wasn't Farouk, and neither of them ..."). Also "neither one", "neither of the
    two" and "neither woman" (when both are women by their titles or first names). Otherwise the
    words stay as they are (refused where "neither" cannot be read)."""
    for index, token in enumerate(tokens):
        if token.type != "NEITHER" or index < 2 or tokens[index - 1].type not in ("AND", "COMMA", "DASH"):
            continue
        words = [str(item).lower() for item in tokens[index + 1:index + 4]]
        length = 2 if words[:2] == ["of", "them"] else 3 if words[:3] in (["of", "the", "two"], ["of", "the", "pair"]) \
            else 1 if words[:1] and (words[0] == "one" or words[0] in _ONE_PERSON) else 0
        if not length or index + length + 1 >= len(tokens):
            continue
        before = tokens[:index - 1]
        named = [item for item in before if item.type == "VALUE"]
        compared = any(item.type in _RELATION_STARTS | {"_THAN", "NOT"} for item in before)  # two things apart
        if len(named) != 2 or not compared or any(item.type in _PAIR_OPENERS for item in before):
            continue
        sex = SEX_WORDS.get(words[0]) if length == 1 else None
        if sex is not None and any(value_sex(str(item)) != sex
                                   for item in named):
            continue  # "neither woman" after Mr Bell, or a name that does not say: it says they are women
        first, second = (Token("VALUE", str(item).removesuffix("'s").removesuffix("’s"), start_pos=item.start_pos,
                               line=item.line, column=item.column, end_line=item.end_line,
                               end_column=item.end_column) for item in named)
        joined = [token, first, Token.new_borrow_pos("_NOR", "nor", token), second]
        return tokens[:index] + joined + tokens[index + length + 1:]
    return tokens


def _each_of_the_subjects(tokens: list[Token]) -> list[Token]:
    """"The sports show and the jazz show each start after 11:00pm": what "... start after
    11:00pm" says (a verb after things joined by "and" is said of each): that "each" goes. Only
    right after the second of two things that open the sentence, before its verb."""
    for index in range(3, len(tokens) - 1):
        if str(tokens[index]).lower() != "each" or tokens[index].type not in ("LOGIC", "WORD") \
                or tokens[index - 1].type not in ("VALUE", "WORD") or tokens[index + 1].type != "WORD":
            continue
        joins = [position for position, token in enumerate(tokens[:index]) if token.type == "AND"]
        if len(joins) == 1 and 0 < joins[0] < index - 1 and _things_named(tokens[:joins[0]]) == 1 \
                and _things_named(tokens[joins[0] + 1:index]) == 1 \
                and all(token.type in ("VALUE", "WORD", "AND") for token in tokens[:index]):
            return [*tokens[:index], *tokens[index + 1:]]
    return tokens


def _to_victory(tokens: list[Token]) -> list[Token]:
    """"Brynja flew the orange drone to victory": she flew it, and won (first place); not after a
    "not" ("didn't fly the orange drone to victory": not that drone, or not first?)."""
    out: list[Token] = []
    for token in tokens:
        denied = any(item.type in ("NOT", "NEITHER", "NOBODY") for item in out)
        if token.type == "WON_TO" and out and str(out[-1]).lower() == "to" and not denied:
            out[-1] = _rewritten(out[-1], "AND", "and")
            out.append(_rewritten(token, "ORDINAL", "won"))
            continue
        out.append(_retyped(token, "LOGIC") if token.type == "WON_TO" else token)
    return out


def _stairs(tokens: list[Token]) -> list[Token]:
    """"lives upstairs from the baker": above the baker's floor; "downstairs from": below."""
    return [_rewritten(token, text="above" if str(token).lower().startswith("up") else "below")
            if token.type == "ORDER" and str(token).lower().split()[0] in ("upstairs", "downstairs") else token
            for token in tokens]


def _of_the_two(tokens: list[Token]) -> list[Token]:
    """"Dylan is older than Bram, though Bram is the taller of the two": taller than Dylan, the
    other of the two things the sentence named before (exactly two, the clause's subject one
    of them)."""
    words = [str(token).lower() for token in tokens]
    if len(tokens) < 7 or words[-3:] != ["of", "the", "two"] or tokens[-4].type != "COMPARE" or words[-5] != "the":
        return tokens
    start = max((index for index, token in enumerate(tokens[:-5]) if token.type in ("AND", "COMMA", "DASH")),
                default=-1) + 1
    clause = [token for token in tokens[start:-5] if token.type == "VALUE"]
    before = {str(token).removesuffix("'s") for token in tokens[:start] if token.type == "VALUE"}
    if start == 0 or len(clause) != 1 or len(before) != 2 or str(clause[0]) not in before:
        return tokens
    other = next(name for name in sorted(before) if name != str(clause[0]))
    named = next(token for token in tokens[:start] if token.type == "VALUE" and str(token).removesuffix("'s") == other)
    return [*tokens[:-5], tokens[-4], Token.new_borrow_pos("_THAN", "than", tokens[-3]),
            _rewritten(named, text=other)]


def _passive_order(tokens: list[Token]) -> list[Token]:
    """"The sonatina was followed immediately by the etude": the sonatina came immediately
    before the etude; "was immediately preceded by": after it ("was followed by" alone, the very
    next or any later one, is left to be refused); "Hector was outscored by Ivy": Ivy outscored
    Hector. One clause only, the two things on either side."""
    words = [str(token).lower() for token in tokens]
    for index in range(1, len(tokens) - 2):
        if words[index] not in ("was", "were", "is", "are"):
            continue
        at = index + 1
        close = tokens[at].type == "IMMEDIATELY"
        verb = at + close
        if verb + 1 >= len(tokens):
            return tokens
        after = tokens[verb + 1].type == "IMMEDIATELY"
        by = verb + 1 + after
        if by + 1 >= len(tokens) or words[by] != "by" or (close and after):
            return tokens
        subject, other = tokens[:index], tokens[by + 1:]
        if any(token.type in ("COMMA", "AND", "DASH", "NOT", "_OR") for token in tokens) \
                or _things_named(subject) != 1 or _things_named(other) != 1:
            return tokens
        if words[verb] in ("followed", "preceded") and (close or after):
            # (plain "was followed by": the very next, or any later one? not read)
            order = "before" if words[verb] == "followed" else "after"
            immediately = [tokens[at] if close else tokens[verb + 1]] if close or after else []
            return [*subject, _rewritten(tokens[verb], "WORD", "came"), *immediately,
                    _rewritten(tokens[verb], "ORDER", order), *other]
        if tokens[verb].type == "OUTVERB" and not close and not after:
            return [*other, tokens[verb], *subject]
        return tokens
    return tokens


def _either_of_one_subject(tokens: list[Token]) -> list[Token]:
    """"Either the Dunnes checked in on July 19 or they had Pod 3": what "The Dunnes either
    checked in on July 19 or they had Pod 3" says: one name, its verb, and after "or" a pronoun
    for it."""
    start = 2 if len(tokens) > 1 and str(tokens[1]).lower() == "the" else 1
    ors = [index for index, token in enumerate(tokens) if token.type == "_OR"]
    if len(tokens) < start + 4 or tokens[start].type != "VALUE" or tokens[start + 1].type != "WORD" \
            or not str(tokens[start + 1]).islower() or len(ors) != 1 or ors[0] + 2 >= len(tokens) \
            or str(tokens[ors[0] + 1]).lower() not in ("they", "he", "she", "it") \
            or any(token.type in ("COMMA", "AND", "DASH", "EITHER") for token in tokens[1:]):
        return tokens
    return [*tokens[1:start + 1], tokens[0], *tokens[start + 1:]]


def _compared_with(tokens: list[Token]) -> list[Token]:
    """"Compared with Berenike, Esmé is three years older (and rated 150 points higher)": what
    "Esmé is three years older than Berenike (and ...)" says. Only with one thing named before
    the comma and the first comparison after it without a "than" of its own."""
    words = [str(token).lower() for token in tokens]
    opening = 2 if words[:2] in (["compared", "with"], ["compared", "to"]) else \
        3 if words[:3] in (["in", "comparison", "with"], ["in", "comparison", "to"], ["by", "comparison", "with"]) \
        else 0
    comma = next((index for index, token in enumerate(tokens) if token.type == "COMMA"), None)
    if not opening or comma is None or comma == opening or _things_named(tokens[opening:comma]) != 1 \
            or any(token.type not in ("VALUE", "WORD", "NUMBER", "ORDINAL") for token in tokens[opening:comma]):
        return tokens
    rest = tokens[comma + 1:]
    relation = next((index for index, token in enumerate(rest) if token.type in ("COMPARE", "ORDER")), None)
    if relation is None or any(token.type in ("_THAN", "AND", "COMMA", "DASH") for token in rest[:relation]) \
            or any(token.type == "_THAN" for token in rest):
        return tokens
    end = relation + 1
    while end < len(rest) and rest[end].type == "WORD":
        end += 1  # "a higher rating": than after the noun
    return [*rest[:end], Token.new_borrow_pos("_THAN", "than", tokens[0]), *tokens[opening:comma], *rest[end:]]


def _separated_by(tokens: list[Token]) -> list[Token]:
    """"Two stalls separate Biscuit and Misty", "Exactly one seat separates A from B", "A and B
    are separated by two stalls", "A is separated from B by one house": what "there are two
    stalls between A and B" says. Only with one "and" or "from" between the two things."""
    if len(tokens) > 2 and tokens[-1].type == "NUMBER" and str(tokens[-2]).lower() == "exactly":
        tokens = tokens[:-2] + tokens[-1:]  # "separated by exactly one stall": by one stall
    words = [str(token).lower() for token in tokens]
    start = 1 if words[:1] == ["exactly"] else 0
    if len(tokens) > start + 4 and tokens[start].type == "NUMBER" and words[start + 1] in ("separate", "separates"):
        things = tokens[start + 2:]
        joins = [index for index, token in enumerate(things) if token.type == "AND" or str(token).lower() == "from"]
        if len(joins) != 1 or joins[0] == 0 or joins[0] == len(things) - 1:
            return tokens
        count, verb, join = tokens[start], tokens[start + 1], things[joins[0]]
        return [Token.new_borrow_pos("THERE_ARE", "there are", count), count,
                Token.new_borrow_pos("BETWEEN", "between", verb), *things[:joins[0]],
                Token.new_borrow_pos("AND", "and", join), *things[joins[0] + 1:]]
    if len(tokens) >= 6 and words[-2] == "by" and tokens[-1].type == "NUMBER" and words[-3] == "separated":
        # "A and B are separated by two stalls"
        copula = len(tokens) - 4
        if words[copula] in ("are", "were") and [token.type for token in tokens[:copula]].count("AND") == 1 \
                and tokens[0].type != "AND" and tokens[copula - 1].type != "AND":
            return [Token.new_borrow_pos("THERE_ARE", "there are", tokens[copula]), tokens[-1],
                    Token.new_borrow_pos("BETWEEN", "between", tokens[-3]), *tokens[:copula]]
    separated = words.index("separated") if "separated" in words else -1
    if 1 <= separated and len(tokens) > separated + 4 and words[separated - 1] in ("is", "was") \
            and words[separated + 1] == "from" and words[-2] == "by" and tokens[-1].type == "NUMBER" \
            and not any(token.type == "AND" for token in tokens):
        # "A is separated from B by one house"
        return [Token.new_borrow_pos("THERE_ARE", "there are", tokens[separated - 1]), tokens[-1],
                Token.new_borrow_pos("BETWEEN", "between", tokens[separated]), *tokens[:separated - 1],
                Token.new_borrow_pos("AND", "and", tokens[separated + 1]), *tokens[separated + 2:-2]]
    return tokens


def _named_pair(tokens: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """The one pair of names ``tokens`` join ("neither A nor B", "A and B" opening them), with
    a part boundary after it, or the two things its first part compares (see _compared_pair);
    None when there is none or more than one."""
    pairs = [position for position in range(len(tokens) - 2)
             if tokens[position].type == "VALUE" and tokens[position + 1].type in _PAIR_JOINS
             and tokens[position + 2].type == "VALUE"]
    if not pairs:
        return _compared_pair(tokens)
    if len(pairs) != 1 or not any(token.type in ("DASH", "COMMA", "AND") for token in tokens[pairs[0] + 3:]):
        return None  # none, or "neither A nor B showed C or D": which pair?
    position = pairs[0]
    opened = position == 0 or tokens[position - 1].type in _PAIR_OPENERS or str(tokens[position - 1]).lower() == "of"
    return ([tokens[position]], [tokens[position + 2]]) if opened else None


def _compared_pair(tokens: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """The two things a first part compares or tells apart and nothing else, each a name alone
    or with one noun: "Dan is younger than Ella; the latter ..." (Ella), "the Hawthorn Club
    float carried more riders than the Willow Club float, though the former ..." (the same noun
    after both), "Aurora's podcast is older than Dariusz's, and the latter ..." (Dariusz's
    podcast). Nothing more may name anything: in "the man beside Ann is older than Ella" the
    former is not Ann."""
    end = next((index for index, token in enumerate(tokens) if token.type in ("DASH", "COMMA", "AND")), None)
    if end is None or end < 3:
        return None
    part = tokens[:end]
    start = 1 if str(part[0]).lower() == "the" else 0
    named = [index for index, token in enumerate(part) if token.type == "VALUE"]
    if len(named) != 2 or named[0] != start:
        return None
    first, second = part[named[0]], part[named[1]]
    first_noun = part[start + 1] if start + 1 < len(part) and part[start + 1].type == "WORD" else None
    second_noun = part[named[1] + 1] if named[1] + 1 < len(part) else None
    if named[1] + 1 < len(part) - 1 or (second_noun is not None and second_noun.type != "WORD"):
        return None
    owned = [_possessive_token(first), _possessive_token(second)]
    if second_noun is not None and first_noun is not None and str(first_noun).lower() == str(second_noun).lower() \
            and owned[0] == owned[1]:
        sides = ([first, first_noun], [second, second_noun])  # "the Hawthorn Club float ... the Willow Club float"
    elif second_noun is None and owned == [True, True] and first_noun is not None:
        sides = ([first, first_noun], [second, first_noun])  # "Aurora's podcast ... than Dariusz's"
    elif second_noun is None and owned == [False, False]:
        sides = ([first], [second])
        first_noun = None
    else:
        return None
    middle = part[start + 1 + (first_noun is not None):named[1]]
    if middle and str(middle[-1]).lower() == "the":
        middle = middle[:-1]
    if not any(token.type in _RELATION_STARTS | {"_THAN", "NOT"} for token in middle) \
            or any(str(token).lower() in _RELATIVE_WORDS or token.type not in ("WORD", "NOT", "NUMBER", "UNIT")
                   and token.type not in _RELATION_STARTS | {"_THAN"} for token in middle):
        return None
    return sides


def _possessive_token(token: Token) -> bool:
    return str(token).lower().replace("’", "'").endswith("'s")


def _emphatic_both(tokens: list[Token]) -> list[Token]:
    """"Both Bo and Cy are older than Di" and "Bo and Cy are both older than Di" say what "Bo
    and Cy are older than Di" says: that "both" goes. In "older than both Cy and Di" the "and"
    after it joins the two things compared with (a BOTH_AND, which the clause reader takes as a
    list), where a bare "and" could go on about the subject."""
    dropped: set[int] = set()
    listing: set[int] = set()
    both = [index for index, token in enumerate(tokens) if token.type == "BOTH"]
    if len(both) > 1:
        # "Both Ann and Bob are older than both Cy and Dee": four comparisons, not read
        return [_retyped(token, "LOGIC") if index == both[1] else token for index, token in enumerate(tokens)]
    for index, token in enumerate(tokens[:-1]):
        following, before = tokens[index + 1], tokens[index - 1] if index else None
        if token.type != "BOTH" or following.type in ("COMMA", "AND"):
            continue
        if index == 0 and any(item.type == "AND" for item in tokens[2:]):
            dropped.add(index)
        elif before is not None and str(before).lower() in ("are", "were") and following.type in _RELATION_STARTS:
            dropped.add(index)
        elif before is not None and following.type == "WORD" and _coordinated_subject(tokens[:index]):
            dropped.add(index)  # "the sports and jazz shows both start after 10:00pm"
        elif before is not None and before.type in ("_THAN", "ORDER", "NEXT_TO"):
            joining = next((position for position in range(index + 1, len(tokens))
                            if tokens[position].type in ("AND", "COMMA")), None)
            if joining is not None and tokens[joining].type == "AND":
                dropped.add(index)
                listing.add(joining)
    return [Token.new_borrow_pos("BOTH_AND", str(token), token) if index in listing else token
            for index, token in enumerate(tokens) if index not in dropped]


_ARTICLES = frozenset({"the", "a", "an"})


def _coordinated_subject(tokens: list[Token]) -> bool:
    """Whether ``tokens`` are two things joined by "and" and nothing else: names, each with an
    article before it and a noun after it at most ("Ann and Bob", "the sports and jazz shows",
    "the sports show and the jazz show")."""
    joins = [index for index, token in enumerate(tokens) if token.type == "AND"]
    if len(joins) != 1:
        return False
    for side in (tokens[:joins[0]], tokens[joins[0] + 1:]):
        names = [index for index, token in enumerate(side) if token.type == "VALUE"]
        if len(names) != 1 or names[0] > 1 or len(side) > names[0] + 2 \
                or any(str(token).lower() not in _ARTICLES for token in side[:names[0]]) \
                or any(token.type != "WORD" for token in side[names[0] + 1:]):
            return False
    return True


def _listed_alternatives(tokens: list[Token]) -> list[Token]:
    """"The cat owner is Bo, Cy or Di", "either Bo, Cy, or Di", "neither A, B nor C": the commas
    of a list of alternatives before its "or"/"nor" become LIST_COMMAs (a comma right before
    "or" goes), so the list is one set of alternatives. Each listed item after the first is a
    plain name or description ("Cy", "the baker"); anything else keeps its commas."""
    dropped: set[int] = set()
    listing: set[int] = set()
    for index, token in enumerate(tokens):
        if token.type not in ("_OR", "_NOR"):
            continue
        end = index - 1 if index and tokens[index - 1].type == "COMMA" else index
        commas: list[int] = []
        stop = end
        while True:
            start = stop - 1
            while start >= 0 and tokens[start].type != "COMMA" and _listable(tokens[start]):
                start -= 1
            if start < 0 or tokens[start].type != "COMMA" or not _plain_item(tokens[start + 1:stop]):
                break
            commas.append(start)
            stop = start
        first = stop - 1
        while first >= 0 and _listable(tokens[first]) and tokens[first].type == "WORD":
            first -= 1
        named_first = first >= 0 and tokens[first].type in _NAME_TOKENS  # not "At the party, Bo or Cy"
        if commas and named_first and not (end < index and len(commas) == 1 and _described(tokens[commas[0] + 1])):
            # ("Ann, the baker, or Bob": Ann the baker, or three people? left unread)
            listing.update(commas)
            if end < index:
                dropped.add(end)
    return [Token.new_borrow_pos("_LIST_COMMA", str(token), token) if index in listing else token
            for index, token in enumerate(tokens) if index not in dropped]


_NAME_TOKENS = frozenset({"VALUE", "NUMBER", "ORDINAL", "SUPER"})


def _described(token: Token) -> bool:
    return str(token).lower() in _ARTICLES


def _listable(token: Token) -> bool:
    return token.type in ("VALUE", "WORD", "NUMBER", "ORDINAL", "SUPER") and str(token).lower() not in _RELATIVE_WORDS


def _after_the(keys: list[str], index: int) -> bool:
    """Whether the word at ``index`` comes right after "the" ("the last of the day")."""
    return index > 0 and keys[index - 1] == "the"


def _plain_item(item: list[Token]) -> bool:
    """A listed alternative: one name, with at most an article before it and a noun after it."""
    names = [token for token in item if token.type in _NAME_TOKENS]
    return len(names) == 1 and 1 <= len(item) <= 4 and (item[0] is names[0] or str(item[0]).lower() in _ARTICLES)


_OTHER_TIMES = frozenset("ago previously formerly once".split())
_STORY_HEDGES = frozenset("guess guessed".split())
# Words a clause that only tells the story never holds: measures ("whose trip was cheap") and
# seasons ("who went in the spring"), which may say what the grid says ("who left early to
# catch a bus" tells the story)
# Verbs of getting somewhere ("got there", "came back")
_GETTING_THERE = frozenset("got gets came comes arrived arrives turned showed made".split())
# People who serve or stand to another ("Hal's chef", "Bob's driver"), never one's own row
_PERSON_ROLES = frozenset("chef cook nurse dentist informant landlord landlady maid nanny doctor vet agent "
                          "assistant secretary chauffeur valet bodyguard caddie caddy mechanic surgeon therapist "
                          "attorney principal boss mentor tutor guide driver lawyer butler trainer handler teacher "
                          "manager barber plumber gardener cleaner housekeeper accountant solicitor physician "
                          "instructor dietitian pharmacist optician tailor hairdresser stylist babysitter".split())
# Parts of a thing that may have a colour of their own ("black-shuttered", "red-roofed")
_PARTS_OF_THINGS = frozenset("door roof shutter fence brick window wall gate trim frame hair eye sail hull collar cap "
                             "hat shirt scarf tail wing beak fin leg stripe awning porch chimney boot glove sleeve "
                             "handle lid cover".split())
# Verbs of having: ", who has a dog," says what one has (", who had a cold," is the story);
# so does ", whose pet is a bird," of a category's thing
_HAVING = frozenset("has have owns own owned keeps keep kept".split())
_NOT_STORY_WORDS = frozenset("old young new tall short long big large small high low heavy light wide deep cheap "
                             "expensive valuable spring summer autumn fall winter".split())


# Words ending in "est" that are no superlative
_NOT_SUPERLATIVES = frozenset("interest interests forest forests harvest contest contests protest request suggest "
                              "arrest honest modest earnest conquest guest guests quest chest nest vest west rest "
                              "test tests pest crest invest digest manifest behest tempest southwest northwest "
                              "midwest attest detest".split())


def _superlative_form(word: str) -> bool:
    """Whether ``word`` looks like an adjective's superlative ("fanciest", "grandest")."""
    return (word.endswith("iest") or word.endswith("est") and len(word) >= 6) and word not in _NOT_SUPERLATIVES


def _tells_the_story(inner: list[Token], position: int, another_time: bool, ordered_nouns: frozenset[str]) -> bool:
    """Whether the word at ``position`` of a comma-set relative clause may be left unread: a
    content word that says no measure; a position word that is an adjective of a noun after it
    ("whose first lesson", "second-guessed"), not one that ends the clause ("who was born
    first"); a doubt about the story ("second-guessed by the judges"); any other unread word,
    and a place in an order, only when the clause tells of another time (", who won first prize
    last year,", ", who moderated the second round last year,"; not ", which won the contest,",
    ", who was the youngest woman,")."""
    item = inner[position]
    text = str(item).lower()
    if item.type == "WORD":
        # ", who paid the fanciest fare,": a measure the puzzle orders, or a quality's extreme,
        # may be said of it (", who moderated the second round last year,": of another time);
        # ", who owns the Persian,": a name no category has may be a value's other name
        named = str(item)[:1].isupper() and str(item) != "I"
        return text not in _NOT_STORY_WORDS and (another_time or text not in ordered_nouns
                                                 and not _superlative_form(text) and not named)
    if item.type == "ORDINAL" and another_time:
        return True  # ", who had moderated the second round last year,": a place of another year
    if item.type == "IMMEDIATELY" and another_time and text == "just":
        return True  # ", who had her very first lesson just a year ago,"
    if item.type != "LOGIC":
        return False
    if another_time or text in _STORY_HEDGES:
        return True
    if text == "by" and position and str(inner[position - 1]).lower().endswith("ed"):
        return True  # ", whose final word was second-guessed by the judges": a passive's doer
    if text in POSITION_WORDS:
        # "whose first lesson": an adjective of the noun after it; not ", who was collected last
        # of all," nor ", which was the last of the month,", which place it
        return position + 1 < len(inner) and inner[position + 1].type in ("WORD", "LOGIC") \
            and str(inner[position + 1]).lower() not in ("of", "in", "at", "on", "by", "for", "among")
    return False


def _adjacent(first: Token, second: Token) -> bool:
    """Whether ``second`` follows ``first`` with only a space between them in the sentence."""
    if first.start_pos is None or second.start_pos is None:
        return True
    return second.start_pos - first.start_pos - len(str(first)) <= 1


def _story_clauses(dates_an_event: Callable[[str], bool], ordered_nouns: frozenset[str],
                   tokens: list[Token], names_a_value: Callable[[str], bool],
                   category_nouns: frozenset[str] = frozenset()) -> list[Token]:
    """", who left early to catch a bus," and ", whose final word was second-guessed,": a
    relative clause (or ", being a charity,") set off by commas that names nothing and has no structure word (only
    content words and unread position words such as "first lesson", "last year") tells the
    story and states no grid fact, so it becomes one STORY token (a phrase ignores it); so does
    a description of another time (", a first-prize winner last year,"). Any name, number or
    structure word in it keeps it a clause to read, and so do a capitalised word (", who owns
    the Persian," beside `cat`), a word of a value (``names_a_value``: ", who was off to the
    races," beside `racecourse`) and a verb of an event a category dates (``dates_an_event``: ",
    who arrived early," beside arrival times)."""
    out: list[Token] = []
    index = 0
    while index < len(tokens):
        token = tokens[index]
        opener = str(tokens[index + 1]).lower() if index + 1 < len(tokens) else ""
        if token.type == "COMMA" and (opener in _RELATIVE_WORDS or opener in ("a", "an", "being")):
            end = next((position for position in range(index + 1, len(tokens)) if tokens[position].type == "COMMA"),
                       None)
            closes = end is None and index + 2 < len(tokens)  # ("..., played by Cosmo, who left early.")
            if closes:
                end = len(tokens)
            inner = tokens[index + 1:end] if end is not None else []
            # a verb of winning or order is allowed only if the clause tells of another time
            # (", who won first prize last year,"): ", which won the contest," says who won
            texts = [str(item).lower() for item in inner]
            # ("at last year's gala"; not "the last of the month", whose "of the" the lexer took)
            another_time = any(text in _OTHER_TIMES for text in texts) or any(
                str(first).lower() == "last" and re.sub(r"['’]s$", "", str(second).lower()) in TIME_ADVERB_NOUNS
                and _adjacent(first, second) for first, second in zip(inner, inner[1:]))
            plain = all(_tells_the_story(inner, position, another_time, ordered_nouns)
                        for position in range(len(inner))) \
                and not any(dates_an_event(text) for text in texts) \
                and not any(item.type == "WORD" and names_a_value(str(item)) for item in inner) \
                and (another_time or not any(text in _HAVING and following in ("a", "an", "the", "two", "three")
                                             for text, following in zip(texts, texts[1:]))) \
                and not (texts[:1] == ["whose"] and len(texts) >= 4 and texts[1] in category_nouns
                         and texts[2] in ("is", "was") and texts[3] in ("a", "an", "the")) \
                and (opener in _RELATIVE_WORDS or opener == "being" or another_time)  # (", a winner last year,")
            if end is not None and (end + 1 < len(tokens) or closes) and plain \
                    and out and out[-1].type in ("VALUE", "WORD", "NUMBER"):
                first, last = tokens[index], tokens[min(end, len(tokens) - 1)]
                out.append(Token("STORY", " ".join(str(item) for item in inner), start_pos=first.start_pos,
                                 line=first.line, column=first.column, end_line=last.end_line,
                                 end_column=last.end_column))
                index = end + 1
                continue
        out.append(token)
        index += 1
    return out


def _counts_after(word: str) -> bool:
    """Whether "one" after ``word`` is a count ("was one higher", "finished one ahead", "lives
    one above"), not a pronoun ("the blue one above")."""
    return word in _COPULAS or word in POSITION_VERBS or word in _VERBS_NOT_COUNTED or word.endswith("ed") \
        or word in _IRREGULAR_DOINGS or word in _PAST_PARTICIPLES or word in ("won", "sold", "bought", "caught", "hit")


def _names_a_moment(key: str) -> bool:
    """Whether ``key`` is a time of day, a date, a month, a day of the week or a calendar year."""
    quantity = parse_quantity(key)
    if quantity is None:
        return False
    return quantity.unit in ("time", "date", "month", "weekday") or (
        quantity.unit is None and quantity.number.denominator == 1 and 1000 <= quantity.number <= 2999)


def _calendar_unit(text: str) -> str | None:
    """``month`` or ``weekday`` when ``text`` is the name of one, whole or cut short and
    capitalised ("Feb.", "Tues"; not the verb "sat" or "may"), else None."""
    if not text[:1].isupper() or len(text) < 3:
        return None
    quantity = parse_quantity(text)
    return quantity.unit if quantity is not None and quantity.unit in ("month", "weekday") else None


def written_as(references, text: str) -> bool:
    """Whether a clue word written ``text`` may name one of ``references``: a value whose label
    is capitalised (a name: "Kit", "Rose", "May") is named only by a capitalised word, so
    "the Orion kit" is not Kit's; a lowercase word of a capitalised label names it ("the cat" for
    `Persian cat`)."""
    if text[:1].isupper() or not text[:1].isalpha():
        return True
    word = re.sub(r"['’]s?$", "", text)
    return any(not label[:1].isupper() or word in label.split() for _, label in references)


def _bounds_read(marked: list[Token]) -> list[Token]:
    """Each bound as the comparison it says: "no later than" is "not later than", "at least $20"
    is "no less than $20"; any other bound ("at least 2nd": better or worse?) is refused."""
    final: list[Token] = []
    for index, token in enumerate(marked):
        words = str(token).lower().split()
        following = marked[index + 1] if index + 1 < len(marked) else None
        if token.type == "BOUND" and len(words) == 3:
            final.extend(_split_bound(token, words))
        elif token.type == "BOUND" and words in (["at", "least"], ["at", "most"]) and following is not None \
                and following.type == "NUMBER" and not _is_place(str(following)):
            final.extend(_split_bound(token, words, ("less" if words[1] == "least" else "more")))
        else:
            final.append(_retyped(token, "LOGIC") if token.type == "BOUND" else token)
    return final


def _split_bound(token: Token, words: list[str], comparative: str | None = None) -> list[Token]:
    """"no more than" -> NOT, COMPARE, _THAN (each at its own column); "at least" -> NOT,
    COMPARE ``comparative`` ("less"), _THAN: "at least $20" is "not less than $20"."""
    text = str(token).lower()
    if comparative is not None:
        column = token.column or 1
        return [Token(kind, text_, start_pos=token.start_pos, line=token.line, column=column,
                      end_line=token.line, end_column=column + len(text))
                for kind, text_ in (("NOT", "not"), ("COMPARE", comparative), ("_THAN", "than"))]
    parts, offset = [], 0
    for word, kind in zip(words, ("NOT", "COMPARE", "_THAN")):
        column = (token.column or 1) + text.index(word, offset)
        offset = text.index(word, offset) + len(word)
        parts.append(Token(kind, word, start_pos=token.start_pos, line=token.line, column=column,
                           end_line=token.line, end_column=column + len(word)))
    return parts


# "$20 or more" is "not less than $20": each comparison word's opposite
_OPPOSITE = {"more": "less", "less": "more", "fewer": "more", "older": "younger", "younger": "older",
             "later": "earlier", "earlier": "later", "higher": "lower", "lower": "higher", "longer": "shorter",
             "shorter": "longer", "bigger": "smaller", "larger": "smaller", "smaller": "larger",
             "heavier": "lighter", "lighter": "heavier", "taller": "shorter"}


def _unread_one(tokens: list[Token]) -> list[Token]:
    """"lives in the house one to the left of Bob's": a "one" right before a comparison that no
    rule took as an amount is refused, never dropped (it says how far)."""
    return [_retyped(token, "LOGIC") if str(token).lower() == "one" and token.type in ("WORD", "ONE") and (
        index + 1 < len(tokens) and tokens[index + 1].type in _AMOUNT_FOLLOWERS
        or index + 2 < len(tokens) and tokens[index + 1].type == "WORD" and str(tokens[index + 1]).isalpha()
        and str(tokens[index + 1]).lower() not in _COPULAS | _AUXILIARY_WORDS
        and (index == 0 or tokens[index - 1].type != "VALUE")  # ("the January one was shorter")
        and tokens[index + 2].type in _AMOUNT_FOLLOWERS)  # "a room one number higher"
        else token for index, token in enumerate(tokens)]


def _on_or(tokens: list[Token]) -> list[Token]:
    """"arrived on or before Tuesday" is "did not arrive after Tuesday" ("at or after 10:00am":
    not before)."""
    out: list[Token] = []
    for token in tokens:
        if token.type == "ORDER" and str(token).lower() in ("before", "after") and len(out) >= 2 \
                and out[-1].type == "_OR" and str(out[-2]).lower() in ("on", "at", "in"):
            first = out[-2]
            turned = "after" if str(token).lower() == "before" else "before"
            out[-2:] = [Token("NOT", "not", start_pos=first.start_pos, line=first.line, column=first.column,
                              end_line=first.line, end_column=first.column)]
            out.append(Token("ORDER", turned, start_pos=token.start_pos, line=token.line, column=token.column,
                             end_line=token.end_line, end_column=token.end_column))
            continue
        out.append(token)
    return out


def _or_more(tokens: list[Token], ordered_value: Callable[[Token], bool]) -> list[Token]:
    """"paid $20 or more" is "paid no less than $20"; "$30 or less", "30 or older", "in April or
    earlier", "saw 13 or more patients" likewise: an amount or a value, "or" and a comparison
    word (and the amount's noun) that end the sentence or part."""
    out: list[Token] = []
    skip = False
    for index, token in enumerate(tokens):
        if skip:
            skip = False
            continue
        if token.type != "COMPARE" or len(out) < 2 or out[-1].type != "_OR":
            out.append(token)
            continue
        noun = tokens[index + 1] if index + 1 < len(tokens) and tokens[index + 1].type == "WORD" else None
        after = index + (2 if noun is not None else 1)
        ends = after == len(tokens) or tokens[after].type in ("COMMA", "AND")
        if noun is not None and (not ends or out[-2].type != "NUMBER"):
            noun = None
            ends = index + 1 == len(tokens) or tokens[index + 1].type in ("COMMA", "AND")
        if ends and (out[-2].type == "NUMBER" or (out[-2].type == "VALUE" and ordered_value(out[-2]))) \
                and str(token).lower() in _OPPOSITE:
            amount, turned = out[-2], _OPPOSITE[str(token).lower()]
            if noun is not None:  # "13 or more patients": 13 patients
                amount = Token("NUMBER", f"{amount} {noun}", start_pos=amount.start_pos, line=amount.line,
                               column=amount.column, end_line=noun.end_line, end_column=noun.end_column)
                skip = True
            out[-2:] = [Token(kind, text, start_pos=amount.start_pos, line=amount.line, column=amount.column,
                              end_line=amount.line, end_column=amount.column)
                        for kind, text in (("NOT", "not"), ("COMPARE", turned), ("_THAN", "than"))] + [amount]
            continue
        out.append(token)
    return out


# "at 11:00pm at the earliest": not earlier than 11:00pm; "$20 at the most": not more
_AT_THE_EXTREME = {"earliest": "earlier", "latest": "later", "most": "more", "least": "less"}


def _at_the_earliest(tokens: list[Token], ordered_value: Callable[[Token], bool]) -> list[Token]:
    """"starts at 11:00pm at the earliest" is "starts at no earlier than 11:00pm" ("at the
    latest", "at the most", "at the least" likewise): an amount or a value, then those words at
    the end of the sentence or part."""
    for index in range(1, len(tokens) - 3):
        amount, words = tokens[index], [str(token).lower() for token in tokens[index + 1:index + 4]]
        ends = index + 4 == len(tokens) or tokens[index + 4].type in ("COMMA", "AND", "DASH")
        if words[:2] == ["at", "the"] and words[2] in _AT_THE_EXTREME and ends and (
                amount.type == "NUMBER" or (amount.type == "VALUE" and ordered_value(amount))):
            said = [Token(kind, text, start_pos=amount.start_pos, line=amount.line, column=amount.column,
                          end_line=amount.line, end_column=amount.column)
                    for kind, text in (("NOT", "not"), ("COMPARE", _AT_THE_EXTREME[words[2]]), ("_THAN", "than"))]
            return [*tokens[:index], *said, amount, *tokens[index + 4:]]
    return tokens


def _plural_of_row(position: Category) -> str:
    """The plural noun of a row's places ("houses" of `houses : 1, 2, 3`), else its name."""
    return next((noun for noun in sorted(position.nouns) if noun != singular(noun)), position.name)


def _succession(tokens: list[Token]) -> list[Token]:
    """"Max owned the cat before Ned", "Hana had the bird after Igor", "Iris lived in the green
    house before Hal": a thing held by one and then another (Ned owned the cat too), never that
    Max owns the cat and comes before Ned in the puzzle's order. The verb is refused."""
    out = list(tokens)
    for index, token in enumerate(tokens):
        if token.type != "WORD" or str(token).lower() not in _SUCCESSION_VERBS:
            continue
        after = index + 1
        while after < len(tokens) and tokens[after].type == "WORD" and str(tokens[after]).lower() in (
                "the", "a", "an", "in", "at", "on"):
            after += 1
        if after >= len(tokens) or tokens[after].type != "VALUE":
            continue
        after += 1
        if after < len(tokens) and tokens[after].type == "WORD" and str(tokens[after]).lower().isalpha():
            after += 1  # "the red house", "the coffee drinker"
        if after < len(tokens) and (tokens[after].type == "ORDER" and str(tokens[after]).lower() in (
                "before", "after", "sometime before", "sometime after") or (
                tokens[after].type == "COMPARE" and str(tokens[after]).lower() in ("earlier", "later", "sooner"))):
            out[index] = _retyped(token, "LOGIC")
    return out


def _timed(verb: str) -> bool:
    """Whether ``verb`` may be done in an order in time: not a verb of a measure ("priced",
    "weighed", "scored")."""
    return KIND_WORDS.get(verb) in (None, "calendar", "position")


def _alternatives(labels: list[str], token: Token) -> list[Token]:
    """``labels`` as numbers joined as alternatives ("1981, 1984 or 1987") where ``token`` stood."""
    out: list[Token] = []
    for position, label in enumerate(labels):
        if position:
            kind = "_OR" if position == len(labels) - 1 else "_LIST_COMMA"
            out.append(Token.new_borrow_pos(kind, "or" if kind == "_OR" else ",", token))
        out.append(Token.new_borrow_pos("NUMBER", label, token))
    return out


def _whoever(tokens: list[Token]) -> list[Token]:
    """"whoever owns the fish" starting a clause after "and", "but", a comma, or "one of" is "the
    person who owns the fish" ("Bob is older than Cal and whoever owns the fish is 30": not Bob);
    elsewhere (first in the sentence, after "than") it is read as it is."""
    out: list[Token] = []
    for index, token in enumerate(tokens):
        following = str(tokens[index + 1]).lower() if index + 1 < len(tokens) else None
        starts_clause = index and (tokens[index - 1].type in ("AND", "COMMA", "DASH")
                                   or str(tokens[index - 1]).lower() in ("but", "yet", "whereas", "while", "of"))
        if token.type == "WORD" and str(token).lower() == "whoever" and following not in (None, "of") \
                and starts_clause:
            out.extend([_rewritten(token, "WORD", "The" if str(token)[0].isupper() else "the"),
                        _rewritten(token, "WORD", "person"), _rewritten(token, "WORD", "who")])
            continue
        out.append(token)
    return out


def _best_seller_said(keys: list[str]) -> bool:
    """Whether ``keys`` say "the best seller" or "the best-selling" (a superlative once read)."""
    return any(first in ("best", "top", "biggest", "worst") and second in ("seller", "sellers", "selling")
               for first, second in zip(keys, keys[1:])) or any(key in ("bestseller", "bestselling") for key in keys)


def _a_person_of_a_sex_at(keys: list[str], index: int) -> bool:
    """Whether "a boy" or "one of the girls" starts at ``index`` of ``keys``."""
    return (keys[index:index + 1] in (["a"], ["an"]) and keys[index + 1:index + 2] != []
            and keys[index + 1] in _ONE_OF_A_SEX) or (keys[index:index + 3] == ["one", "of", "the"]
                                                      and keys[index + 3:index + 4] != []
                                                      and keys[index + 3] in _SOME_OF_A_SEX)


def _rewritten(token: Token, kind: str | None = None, text: str | None = None) -> Token:
    """``token`` in its place, of another kind or with other text."""
    return Token(kind or token.type, str(token) if text is None else text, start_pos=token.start_pos,
                 line=token.line, column=token.column, end_line=token.end_line, end_column=token.end_column)


# Names of an order of turns (`order`, `turns`, `batting order`, `slots`)
_TURN_NOUNS = frozenset({"order", "turn", "slot", "sequence"})
# Verbs of taking one's turn or place, whatever the order is of ("went second", "came last")
_TURN_VERBS = frozenset("went goes go came comes come followed follows preceded precedes performed performs "
                        "appeared appears took takes had has started starts began begins finished finishes placed "
                        "places ranked ranks ended ends got gets stood stands featured scheduled slotted listed "
                        "called seeded drawn up won wins recited recites".split())
# Irregular past forms and the stems the opening may use them by ("sang" beside "singers")
_PAST_STEMS = {"sang": "sing", "sung": "sing", "spoke": "speak", "swam": "swim", "ran": "run", "rode": "ride",
               "drove": "drive", "wrote": "writ", "gave": "giv", "flew": "fl", "dove": "div", "threw": "throw",
               "ate": "eat", "read": "read", "sat": "sit", "won": "win", "born": "birth", "drew": "draw",
               "shot": "shoot", "fought": "fight", "told": "tell", "taught": "teach", "slept": "sleep"}
# Words that narrow a count of games won to some of them ("at home", "in the playoffs", "in a row")
_GAMES_NARROWED = frozenset("home road away overtime playoffs playoff postseason row straight shutout shutouts "
                            "extra close blowout blowouts division conference".split())


def _records_narrowed(tokens: list[Token]) -> list[Token]:
    """Beside win-loss records (``18-6``), what no record says is refused: a count of some of the
    games ("won the most games at home", "in the playoffs", "in a row"), the games played ("played
    more games": every record says it, not who won more) and a winning percentage ("above .500")."""
    out = list(tokens)
    for index, token in enumerate(tokens):
        word = str(token).lower()
        following = [str(item).lower() for item in tokens[index + 1:index + 3]]
        if token.type == "WORD" and word in _GAMES_NARROWED:
            out[index] = _retyped(token, "LOGIC")
        elif token.type == "WORD" and word in ("played", "plays", "play") and (
                tokens[index + 1:index + 2] and tokens[index + 1].type in ("COMPARE", "SUPER", "AMOUNT")
                or following[:1] == ["the"] and tokens[index + 2:index + 3] and tokens[index + 2].type == "SUPER"):
            out[index] = _retyped(token, "LOGIC")
        elif token.type == "NUMBER" and re.fullmatch(r"\.\d+", word):
            out[index] = _retyped(token, "LOGIC")
    return out


# Units an amount converts between ("2 more minutes than" beside hours)
_CONVERTED_UNITS = frozenset(unit for pair in CONVERSIONS for unit in pair) - {"point", "time", "date", "weekday"}


def _unit_after_more(tokens: list[Token]) -> list[Token]:
    """"lasted 2 more minutes than", "paid 50 more cents than": the unit after the comparison is
    the amount's, as in "2 minutes more than" (which converts it, or refuses it), never the
    category's own unit taken for granted."""
    for index in range(len(tokens) - 2):
        amount, comparison, unit = tokens[index:index + 3]
        if amount.type == "AMOUNT" and len(str(amount).split()) == 1 and comparison.type == "COMPARE" \
                and str(comparison).lower() in ("more", "fewer", "less") and unit.type == "WORD" \
                and canonical_unit(str(unit).lower()) in _CONVERTED_UNITS \
                and [str(token).lower() for token in tokens[index + 3:index + 4]] != ["of"]:
            # ("4 more inches of rain" is left to the rule of stuff measured)
            merged = Token("AMOUNT", f"{amount} {unit}", start_pos=amount.start_pos, line=amount.line,
                           column=amount.column, end_line=amount.end_line, end_column=amount.end_column)
            return [*tokens[:index], merged, comparison, *tokens[index + 3:]]
    return tokens


def _retyped(token: Token, kind: str) -> Token:
    return _rewritten(token, kind)


STRUCTURE_FIRST_WORDS = frozenset(words[0] for words in STRUCTURE)
__all__ = ["SentenceLexer", "POSITION_WORDS", "PARTICIPLES", "contest_places", "is_contest_places"]
