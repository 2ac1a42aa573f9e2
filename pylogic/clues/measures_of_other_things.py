"""A measure said of something no category measures: refused, never read as the category's.

Comparatives and superlatives (``said_of_another``, ``owned_thing_compared``): beside the
people's ages, or what the opening says is theirs ("Four guests and their heights", "their
salaries"), "the tallest guest", "a heavier wrestler than Bob" and "Eve is older than Pam" give
the people's measure. Said of a noun that names nothing of the puzzle ("Eve gave the tallest
*order*", "Ola carried the heaviest *bag*", "Hal's *bag* is lighter than Cid's"), of a doer of
another doing ("the fastest *typist*", "a heavier *smoker*", "an older *soul*"), or after
another doing ("Pam *sang* higher than Lea", "Eve *spends* more", "Sue *retired* younger"), they
measure something else; so does a part of a thing beside any measure ("Dusk has the longest
*title*" beside the novels' pages).

Numbers (``age_said_of_another``, ``paid_for_another``, ``time_of_another_thing``): "Sue owns
30 cars", "Sue scored 30", "the 40-year-old car" beside the owners' ages; "spent $40 on
snacks" beside ticket prices; "Jon caught the 10:00am train" beside the times the talks
started.

A noun the puzzle names (a category's noun or value, a word of the opening, a thing the clues
name, a person) is read as before: things go by many names ("the priciest dish" beside the
prices of their meals).
"""

from __future__ import annotations

import re

from pylogic.clues.categories import Category, Puzzle, kept_on_puzzle
from pylogic.clues.first_names import named_by_first_names
from pylogic.clues.measures import PEOPLE_COUNTED, kind
from pylogic.clues.people import people_category, person_noun
from pylogic.clues.values import singular
from pylogic.clues.whose import aged_thing_noun, holder

# Nouns the people's measure may be said of besides the puzzle's own: its holders, the measure
# itself, and words that are no noun ("the tallest *of* them")
_ANY_HOLDER = frozenset(
    "one ones person people man men woman women boy boys girl girls child children kid kids lady ladies "
    "gentleman gentlemen guy guys member members contestant contestants competitor competitors participant "
    "participants entrant entrants athlete athletes friend friends sibling siblings adult adults teen teens "
    "teenager teenagers baby babies newborn newborns infant infants candidate candidates delegate delegates "
    "height weight age size build frame figure salary income pay wage wages earnings time score "
    "of and or but than in on at to with among from is was are were "
    "has had who whose which that so by for he she they him her them it".split())

# Verbs that say a person's measure ("is taller", "stands taller", "weighs more")
_VERBS_OF_BEING = frozenset("is was are were be been being stands stood stand measures measured measure weighs "
                            "weighed weigh looks looked look appears appeared appear seems seemed seem grew grown "
                            "became become remains remained 's".split())

# Adjective and doer that together speak of a doing, not of the doer's measure: "a heavier
# smoker" smokes more, "the biggest fan" cheers most
_IDIOMS = {
    "heavier": "smoker drinker sleeper eater user hitter breather",
    "lighter": "smoker drinker sleeper eater user",
    "bigger": "fan spender eater tipper talker",
    "larger": "fan spender",
    "older": "soul hand flame timer",
    "younger": "soul",
    "taller": "order tale story",
    "higher": "flyer flier achiever roller",
    "faster": "talker learner thinker",
    "slower": "learner talker thinker",
}
_IDIOM_NOUNS = {word: frozenset(nouns.split()) | frozenset(noun + "s" for noun in nouns.split())
                for word, nouns in _IDIOMS.items()}


# Parts and properties of a person or thing, which have measures of their own ("the longest
# title", "a longer tail", "the highest voice"): never the thing's own measure unless named
_ATTRIBUTES = frozenset(
    "title titles name names nickname nicknames surname surnames tail tails hair beard beards leg legs neck necks "
    "nose noses ear ears arm arms finger fingers foot feet stride strides voice voices accent accents shadow "
    "shadows queue queues list lists speech speeches signature signatures".split())


def peoples_measure(puzzle: Puzzle, category: Category) -> bool:
    """Whether ``category`` is the grid's people's own measure: their age (unless the opening
    says it is a thing's, "its age"), or any measure the opening says is theirs ("Four guests and
    their heights", "their salaries": else heights may be of the peaks they climbed); no holder
    named for it, and the first category is people."""
    its = any(f"its {singular(noun)}" in puzzle.intro_possessed for noun in category.nouns)  # "the parrot, ... its age"
    measured = (kind(category) == "age" and not its) or _said_theirs(puzzle, category)
    return measured and holder(category, puzzle) is None and _people_first(puzzle)


def _people_first(puzzle: Puzzle) -> bool:
    """Whether the grid's first category is people: by its noun, or by first names."""
    first = puzzle.categories[0]
    return people_category(puzzle, first.name) or (not first.ordered and named_by_first_names(first.labels))


def said_of_another(puzzle: Puzzle, category: Category, comparative: str, noun: str | None, verb: str | None,
                    written: str | None = None) -> str | None:
    """Why ``comparative`` ("taller"; of a superlative, its comparative, and the superlative as
    ``written``) with ``noun`` right after it and ``verb`` right before it does not give the
    measure of ``category``: the words that show it ("tallest order", "sang higher", "longest
    title"), or None when it does."""
    comparative = comparative.lower()
    written = (written or comparative).lower()
    if noun is not None and noun.lower() in _ATTRIBUTES and not _named(puzzle, noun.lower()):
        return f"{written} {noun.lower()}"  # "Dusk has the longest title" beside the novels' pages
    if not peoples_measure(puzzle, category):
        if noun is not None and noun.isalpha() and _of_their_things(puzzle, category) \
                and comparative not in ("more", "less", "fewer") and not _named(puzzle, noun.lower()) \
                and not person_noun(puzzle, noun.lower()) and singular(noun.lower()) not in _ANY_THING:
            return f"{written} {noun.lower()}"  # "Kit has the most expensive watch" beside the prices of their meals
        return None
    aged = kind(category) == "age"
    if noun == "to":
        return f"{written} to"  # "the oldest to retire", "the slowest to leave": that doing, not the measure
    if aged and comparative == "newer":
        return written  # "The Ford is newer than the Fiat" beside the owners' ages: the cars'
    if aged and comparative in ("older", "younger") and verb is not None and verb.isalpha() \
            and verb.lower() not in _VERBS_OF_AN_AGE and _doing(puzzle, verb.lower()):
        return f"{verb.lower()} {written}"  # "Ann retired younger than Kit"
    if noun is not None and noun.isalpha() and comparative not in ("more", "less", "fewer"):  # (they count units)
        noun = noun.lower()
        if noun in _IDIOM_NOUNS.get(comparative, ()) and not _named(puzzle, noun):
            return f"{written} {noun}"
        theirs = not aged and _said_theirs(puzzle, category) and not _doer_of(category, noun)
        if not _named(puzzle, noun) and (not person_noun(puzzle, noun) or theirs):
            return f"{written} {noun}"  # "the tallest order"; "the fastest typist" beside their race times
    if verb is not None and verb.isalpha() and not aged and _said_theirs(puzzle, category) \
            and _another_doing(puzzle, category, comparative, verb.lower()):
        return f"{verb.lower()} {written}"  # "Pam sang higher than Lea", "Eve spends more than Max"
    return None


def owned_thing_compared(puzzle: Puzzle, category: Category, owned: set[str]) -> str | None:
    """Of ``owned``, the nouns right after a possessive name in a comparison ("Hal's *bag* is
    lighter than Cid's"), one that names nothing of the puzzle beside the people's own
    ``category`` (their weights): the bag's weight, which no category holds; else None."""
    if kind(category) not in ("money", "size") \
            or not peoples_measure(puzzle, category) and not _of_their_things(puzzle, category):
        return None  # (times are the people's coaches' and flights' too: "Lafe's coach left after Wiley's")
    return next((noun for noun in sorted(owned) if noun not in _OWN_MEASURE_WORDS and not _named(puzzle, noun)
                 and not person_noun(puzzle, noun) and singular(noun) not in _ANY_THING), None)


# Words between a possessive and the measure itself ("Ann's *finishing* time", "her *best*")
_OWN_MEASURE_WORDS = frozenset("own best worst final total winning finishing overall personal top usual "
                               "time times score scores result results mark marks".split())


def paid_for_another(puzzle: Puzzle, category: Category, words: list[str]) -> str | None:
    """Why money of ``category`` said with ``words`` after it ("$40 on snacks", "more for
    parking than") is for something no category prices: the words that show it, or None."""
    if kind(category) != "money":
        return None
    for index, word in enumerate(words[:-1]):
        if word not in ("on", "for"):
            continue
        rest = [later for later in words[index + 1:index + 4] if later not in _OWNERS]
        noun = rest[0] if rest else ""
        if noun.isalpha() and noun not in _NOT_A_THING and not _named(puzzle, noun) and not person_noun(puzzle, noun):
            return f"{word} {noun}"  # "Ivy spent $40 on snacks" beside the ticket prices
        return None
    return None


_OWNERS = frozenset("the a an her his their its my our your".split())
# Words after "for" that name no other thing ("paid $20 for it", "for each", "for one")
_NOT_A_THING = frozenset("it them each one all both sale a an this that these those".split())


def time_of_another_thing(puzzle: Puzzle, category: Category, noun: str | None) -> str | None:
    """The noun a time of ``category`` is said of right before it ("the 10:00am *train*"), when
    it names nothing of the puzzle nor any event a time may be of: a train's time, which no
    category holds ("Jon caught the 10:00am train" beside the times the talks started); else
    None."""
    if kind(category) != "calendar" or category.unit not in ("time", "clock") or noun is None:
        return None
    noun = noun.lower()
    travelling = any(part.startswith(("depart", "arriv", "leav")) for name in category.nouns
                     for part in name.replace("-", " ").split())
    if travelling and (noun in _VEHICLES or singular(noun) in _VEHICLES):
        return None  # "the 6:00am flight" beside departures: its departure
    if not noun.isalpha() or noun in _TIMED_THINGS or _named(puzzle, noun, learned=False) \
            or person_noun(puzzle, noun):
        return None  # (not the nouns learned from the clues: "the 10:00am train" teaches "train")
    return noun


# What leaves and arrives: "the 6:00am flight" beside departures
_VEHICLES = frozenset("flight train bus coach ferry boat plane ship tram shuttle sailing crossing service".split())
# What any time of day may be of: "the 9:00am slot", "the 2:00pm session", "the 7:30 one"
_TIMED_THINGS = frozenset(
    "slot slots session sessions show shows showing showings appointment appointments class classes lesson lessons "
    "meeting meetings tour tours performance performances screening screenings game games match matches race races "
    "heat heats event events booking bookings reservation reservations departure departures arrival arrivals start "
    "starts sitting sittings service services shift shifts time times one ones sharp exactly precisely on in at "
    "stop stops visit visits call calls pickup pickups delivery deliveries collection collections drop drops "
    "run runs trip trips journey journeys walk walks ride rides lecture lectures talk talks speech speeches "
    "concert concerts gig gigs party parties lunch lunches dinner dinners breakfast ceremony ceremonies "
    "wedding weddings kickoff tee interview interviews audition auditions rehearsal rehearsals "
    "to from and or but than when while until till by for with am pm a".split())


def age_said_of_another(puzzle: Puzzle, category: Category, written: str, verb: str | None,
                        after: list[str], counted: str | None = None) -> str | None:
    """Why a number ``written`` ("30", "30 cars", "40-year") of the people's ages ``category``,
    with ``verb`` (or the word) right before it, the words ``after`` it and the value it
    ``counted`` right after it ("5 *kites*"), is no person's age: the words that show it ("owns 30
    cars", "scored 30", "40-year-old car", "number 4"), or None when it is one."""
    if not peoples_measure(puzzle, category) or kind(category) != "age":
        return None
    parts = written.lower().replace("-", " ").split()
    if len(parts) > 1 and parts[1] not in _AGE_UNITS:
        return written  # "Sue owns 30 cars"
    if counted is not None and len(parts) == 1:
        return f"{written} {counted}"  # "Tom owns 5 kites"
    if verb in ("number", "no", "no.", "num"):
        return f"{verb} {written}"  # "Uma lives at number 4": a house's number
    if after[:1] == ["old"] and len(after) > 1 and _a_thing(puzzle, category, after[1]):
        return f"{written}-old {after[1]}"  # "the 40-year-old car" beside the owners' ages
    if len(parts) == 1 and verb is not None and verb.isalpha() and _doing(puzzle, verb):
        return f"{verb} {written}"  # "Sue scored 30"
    return None


def _a_thing(puzzle: Puzzle, ages: Category, noun: str) -> bool:
    """Whether ``noun`` names things, not people: a noun of a category of things, a thing the
    clues name, or a belonging with an age of its own ("car")."""
    if noun in _PAST_DOINGS or noun in _VERBS_OF_BEING or noun.endswith("ed"):
        return False  # "the 12-year-old took 3 more strokes": a verb
    return any(noun in category.nouns or singular(noun) in category.nouns for category in puzzle.categories
               if not category.ordered and not people_category(puzzle, category.name)) \
        or singular(noun) in puzzle.thing_nouns or aged_thing_noun(puzzle, ages, noun)


_AGE_UNITS = frozenset("year years yr yrs month months week weeks day days old".split())
# Verbs a person's age follows ("is 30", "turned 30", "aged 30")
_VERBS_OF_AN_AGE = frozenset("aged turned turns turn turning reached reaches reach hit hits just now only exactly "
                             "almost nearly celebrated celebrates born".split())


def opening_says_theirs(puzzle: Puzzle, noun: str, of: bool = False) -> bool:
    """Whether the opening says ``noun`` is the people's ("and *their* heights", "their old
    *tractors*"), or with ``of`` that it is of their things ("the *prices* of their meals")."""
    said = singular(noun.lower())
    return any((f"{said} of {whose}" if of else f"{whose} {said}") in puzzle.intro_possessed
               for whose in ("their", "his", "her"))


def _of_their_things(puzzle: Puzzle, category: Category) -> bool:
    """Whether the opening says ``category`` is of the people's things ("the prices of their
    meals")."""
    return any(opening_says_theirs(puzzle, noun, of=True) for noun in category.nouns)


# Nouns any of the people's things may go by ("the priciest dish" beside the prices of their
# meals, "the heaviest entry"): kinds of thing, not other things
_ANY_THING = frozenset(
    "one thing item entry choice pick selection purchase order buy dish plate food course portion serving meal "
    "vegetable fruit crop specimen exhibit piece find catch haul prize".split())


def _said_theirs(puzzle: Puzzle, category: Category) -> bool:
    """Whether the opening says ``category`` is the people's own ("Four guests and their
    heights", "how tall each is")."""
    return any(opening_says_theirs(puzzle, noun) for noun in category.nouns) \
        or bool(puzzle.intro_words & {"tall", "heavy"} and puzzle.intro_words & {"how"})


def _named(puzzle: Puzzle, noun: str, learned: bool = True) -> bool:
    """Whether the puzzle names ``noun``: a category's noun or value word, a word of the opening,
    a thing the clues name (unless not ``learned``)."""
    forms = {noun, singular(noun), noun + "s", noun + "es"}
    return bool(forms & (_ANY_HOLDER | puzzle.category_nouns | puzzle.unit_words | puzzle.intro_words
                         | (set(puzzle.thing_nouns) if learned else set()) | label_words(puzzle)))


def _doer_of(category: Category, noun: str) -> bool:
    """Whether ``noun`` names a doer of the doing that gives ``category`` ("runner" beside race
    times, "earner" beside salaries), or any person ("member", "player"), not another doer
    ("typist", "talker")."""
    if noun in PEOPLE_COUNTED:
        return True
    stem = re.sub(r"(?:ers?|ors?|ists?)$", "", noun)
    if len(stem) > 2 and stem[-1] == stem[-2]:
        stem = stem[:-1]  # "runner": run
    return len(stem) > 2 and any(verb.startswith(stem) for verb in _DOERS_VERBS.get(kind(category), ()))


def _another_doing(puzzle: Puzzle, category: Category, comparative: str, verb: str) -> bool:
    """Whether ``verb`` is a doing other than the one that gives the people ``category``: "sang"
    beside their heights, "spends" beside their salaries (not "earns", "finished", "weighs"). Of
    heights and weights, only a doing in the past said with a body's comparison ("sang higher",
    "ate more"; a wrestler "wrestles heavier", and distances are covered); of other kinds than
    money, none (times are posted, set, clocked ...)."""
    if kind(category) == "size":
        present = verb.endswith("s") and not verb.endswith("ss") and verb not in _VERBS_OF_BEING \
            and bool(category.nouns & {"height", "heights"})  # ("jumps higher"; a wrestler "wrestles heavier")
        return comparative in _BODILY_COMPARATIVES and (_doing(puzzle, verb) or present) \
            and bool(category.nouns & {"height", "heights", "weight", "weights"})
    if kind(category) not in _MEASURING_VERBS:
        return False
    present = verb.endswith("s") and not verb.endswith("ss") and len(verb) > 3
    measuring = _MEASURING_VERBS[kind(category)]
    if kind(category) == "money" and not category.nouns & _EARNINGS:
        measuring = measuring | _PAYING  # (beside salaries, spending is not earning)
    return (_doing(puzzle, verb) or present and verb not in _VERBS_OF_BEING and not _named(puzzle, verb)) \
        and verb not in measuring


# The doings whose doers a measure of each kind is of: "the fastest runner", "the top earner"
_RACING = frozenset("ran runs raced races swam swims rode rides drove drives skated skates cycled cycles rowed rows "
                    "paddled paddles sailed sails skied skis walked walks".split())
_DOERS_VERBS = {"money": frozenset("earns earned".split()), "calendar": _RACING, "duration": _RACING}

# Comparisons of a body's height or weight ("sang higher", "ate more")
_BODILY_COMPARATIVES = frozenset("taller shorter higher lower heavier lighter bigger smaller larger more less".split())


# The doings that give a person's own measure of each kind
_MEASURING_VERBS = {
    "money": frozenset("earns earned makes made gets got receives received takes took brings brought collects "
                       "collected paid pays".split()),
}
_PAYING = frozenset("spent spends spend charged charges bid bids cost costs sold sells fetched fetches".split())
_EARNINGS = frozenset("salary salaries wage wages income incomes earnings pay allowance allowances bonus "
                      "bonuses".split())


def _doing(puzzle: Puzzle, verb: str) -> bool:
    """Whether ``verb``, right before the comparison or number, is a verb of a doing in the past
    ("sang", "lifted", "retired"): no verb of being or of an age ("is", "weighed", "born",
    "turned"), nor a noun of the puzzle."""
    return (verb.endswith("ed") or verb in _PAST_DOINGS) and verb not in _VERBS_OF_BEING \
        and verb not in _VERBS_OF_AN_AGE and not _named(puzzle, verb) and not person_noun(puzzle, verb)


# Past forms of doings that do not end in -ed ("sang higher", "ate more", "ran 30")
_PAST_DOINGS = frozenset("sang ate drank ran swam flew threw drove rode wrote won spent paid bought sold made "
                         "took got gave found caught grew kept lost held led met shot stole told wore".split())


@kept_on_puzzle
def label_words(puzzle: Puzzle) -> frozenset[str]:
    """Every word of every value of the puzzle, lowercased (a hyphened one also in its parts)."""
    return frozenset(part.lower() for category in puzzle.categories for label in category.labels
                     for part in label.replace("-", " ").split())
