"""The categories of a clue file, checked, and the names that refer to their values.

``build_puzzle(lines, path)`` turns the category, alias and word lines into a ``Puzzle``:
ordered categories get integer numbers (scaled so every offset is an integer), and the
``forms`` index maps every way of writing a value (any case, singular or plural, declared
aliases) to the values it may mean.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import cached_property, lru_cache, wraps
from typing import TypeVar

from pylogic.clues.demonyms import other_names
from pylogic.clues.lines import CategoryLine, PuzzleLines
from pylogic.clues.value_case import add_lowercase_forms
from pylogic.clues.values import (
    CONVERSIONS,
    GRADES,
    MEASURE_UNITS,
    NUMBER_WORDS,
    SAME_MEASURES,
    UNSTATED_TIME,
    YEAR_NOUNS,
    Quantity,
    canonical_unit,
    integer_scale,
    parse_quantity,
    singular,
)
from pylogic.clues.words import label_keys
from pylogic.errors import InputError, SourceLocation

_Kept = TypeVar("_Kept")


def kept_on_puzzle(function: Callable[..., _Kept]) -> Callable[..., _Kept]:
    """``function(puzzle, *arguments)`` worked out once for a puzzle and the same (hashable)
    arguments, and kept in the puzzle's memo: for what depends on its categories alone, which
    never change."""
    @wraps(function)
    def kept(puzzle: Puzzle, *arguments):
        key = (function.__module__, function.__qualname__, *arguments)
        if key not in puzzle.memo:
            puzzle.memo[key] = function(puzzle, *arguments)
        return puzzle.memo[key]
    return kept


Reference = tuple[str, str]  # (category name, value label)
# Input limits: far beyond any puzzle a person solves (12x12 is large), small enough that a
# hostile file cannot make the engine build millions of constraints.
MAX_VALUES = 40
MAX_CATEGORIES = 40


@dataclass(frozen=True)
class Category:
    """A category: its labels; for an ordered one the scaled numbers, their unit and scale."""

    name: str
    labels: tuple[str, ...]
    quantities: tuple[Quantity, ...] = ()  # empty for an unordered category
    numbers: tuple[int, ...] = ()
    scale: int = 1
    unit: str | None = None
    row: bool = False  # numbered along a row from the left, as the puzzle's opening says
    front: bool = False  # numbered from the front to the back, as the opening says ("pews 1 to 5")
    back: bool = False  # numbered from the back (or rear) to the front, as the opening says

    @property
    def ordered(self) -> bool:
        return bool(self.numbers)

    @cached_property
    def positional(self) -> bool:
        """Places in a line: ordinals (1st, 2nd ...), or bare integers 1..N that are no measure
        (houses 1..5 are places; 1..4 years of service, nights or stars are not), or numbers the
        opening says run along a row ("rooms 201 to 205 from left to right")."""
        if not self.ordered:
            return False
        if self.unit == "ordinal" or self.row or self.front or self.back:
            return True
        bare = all(quantity.unit is None for quantity in self.quantities)
        # "ratings (stars)" counts stars and "nights" is a length of stay, whatever their numbers
        measured = name_and_unit(self.name)[1] is not None or self.unit == "night" \
            or bool(self.nouns & COUNTED_THINGS)  # "siblings : 1, 2, 3" counts siblings
        return (bare and self.unit not in MEASURE_UNITS and not measured
                and sorted(self.numbers) == list(range(1, len(self.numbers) + 1)))

    @cached_property
    def nouns(self) -> frozenset[str]:
        """Lowercase words that name this category: its name's words and their singulars (not
        its little words: "of" in ``type of pet`` names nothing)."""
        base, unit = name_and_unit(self.name)
        words = [word for word in base.lower().replace("_", " ").replace("-", " ").split()
                 if word not in _NAME_LINKS]
        words += [variant for word in words for variant in spellings(word)]
        words += [_IRREGULAR_PLURALS[word] for word in words if word in _IRREGULAR_PLURALS]
        if set(words) & _MEALS:
            words.append("food")  # "What is Food of the person ...?" for `lunch`
        if self.labels and all(re.match(r"(?:no\.|#)\s*\d", label.lower()) for label in self.labels):
            words.append("number")  # `cottages : No. 2, No. 4`: "a lower number" is a cottage's
        if self.unit == "win":
            # `win-loss : 18-6, ...` is ordered by its wins: "the most losses" is not said of it
            words = [word for word in words if singular(word) not in ("loss", "tie", "draw")]
        return frozenset(words) | {singular(word) for word in words}

    @cached_property
    def head_noun(self) -> str:
        """The singular of the last word of the name ("size" of `class sizes`, "maker" of `soap
        makers`): what the category's values are, where other words of the name only say which."""
        words = name_and_unit(self.name)[0].lower().replace("-", " ").split()
        return singular(words[-1]) if words else ""

    @cached_property
    def spelled(self) -> bool:
        """Whether the values are words (``January``, ``Monday``), which a bare number never
        names; not numbers written with the category's noun (``age 9``, ``No. 7``)."""
        first = self.labels[0]
        return first[:1].isalpha() and _without_own_noun(first, name_and_unit(self.name)[0]) == first

    def labels_in_order(self) -> tuple[str, ...]:
        """Labels sorted by number (ordered categories only)."""
        return tuple(label for _, label in sorted(zip(self.numbers, self.labels)))


_IRREGULAR_PLURALS = {"child": "children", "person": "people", "man": "men", "woman": "women"}
_MEALS = frozenset("lunch lunches dinner dinners breakfast breakfasts meal meals".split())
# Words inside a category's name that name nothing by themselves ("type of pet", "car and driver").
_NAME_LINKS = frozenset("of the a an and or to in on for with per by at".split())


@dataclass(frozen=True)
class DeclaredWord:
    """A puzzle's own comparative: ``X beat Y`` with ``less place`` = X's place < Y's place."""

    word: str
    direction: str  # "less" or "more"
    category: str


@dataclass(frozen=True)
class Puzzle:
    categories: tuple[Category, ...]
    forms: dict = field(default_factory=dict)  # tuple of lowercase words -> set of References
    words: dict = field(default_factory=dict)  # lowercase word -> DeclaredWord
    aliases: set = field(default_factory=set)  # forms declared by `alias` (any case names the value)
    thing_nouns: dict = field(default_factory=dict)  # noun -> category, learned from the clues (thing_nouns.py)
    numbered: frozenset = frozenset()  # categories whose numbers the clues write as names: "room 101"
    intro_words: frozenset = frozenset()  # the words of the opening comments, lowercased
    intro_text: tuple = ()  # the opening comments as written
    # superlatives the opening says each thing has its own of ("the distance of his *longest* one")
    intro_own_superlatives: frozenset = frozenset()
    # ordered categories the opening gives a holder ("the horse's age"): category name -> "horse"
    intro_holders: dict = field(default_factory=dict)
    # the opening's verbs with the particle after them ("moved in", "checked out"), by the verb's
    # first four letters (so "move out" and "moving out" are the same verb): stem -> particles
    intro_particles: dict = field(default_factory=dict)
    # the periods the opening gives its amounts ("the number of barrels it pumps *a day*")
    intro_rates: frozenset = frozenset()
    # what the opening says is someone's or something's own, with whose ("their heights", "its age")
    intro_possessed: frozenset = frozenset()

    def category(self, name: str) -> Category:
        return self._by_name[name]

    @cached_property
    def memo(self) -> dict:
        """What the reader's modules work out from this puzzle alone, kept for their next asking
        (keyed by the module's own names; a puzzle's categories never change)."""
        return {}

    @cached_property
    def _by_name(self) -> dict[str, Category]:
        return {category.name: category for category in reversed(self.categories)}  # (the first of a name)

    @cached_property
    def ordered(self) -> tuple[Category, ...]:
        return tuple(category for category in self.categories if category.ordered)

    @cached_property
    def position(self) -> Category | None:
        """The one positional category (houses 1..5, places 1st..5th), or None if not exactly one.

        Position words without a noun ("came second", "to the left of", "next to", "between",
        "at one of the ends") are about it: a puzzle-book reader takes them that way.
        """
        found = [category for category in self.categories if category.positional]
        return found[0] if len(found) == 1 else None

    @cached_property
    def capitalised_labels(self) -> frozenset[str]:
        """The capitalised values, in lower case ("tea" for `Tea`)."""
        return frozenset(label.lower() for category in self.categories for label in category.labels
                         if label[:1].isupper())

    @cached_property
    def category_nouns(self) -> frozenset[str]:
        """Every word that names some category."""
        return frozenset().union(*(category.nouns for category in self.categories))

    @cached_property
    def unit_words(self) -> frozenset[str]:
        """Words that may follow a number as its unit: category nouns and value units."""
        words: set[str] = set()
        for category in self.categories:
            words |= category.nouns
            if category.unit:
                words.add(category.unit)
        return frozenset(words)


def spellings(word: str) -> set[str]:
    """British and American spellings of a category noun: colour/color, favourite/favorite,
    theatre/theater, grey/gray, jewellery/jewelry (plurals too)."""
    stem, plural = (word[:-1], "s") if word.endswith("s") and word[:-1] in _SPELLINGS else (word, "")
    return {_SPELLINGS[stem] + plural} if stem in _SPELLINGS else set()


_SPELLINGS: dict[str, str] = {}
for _british in ("colour flavour harbour humour honour neighbour labour odour vapour rumour armour behaviour "
                 "favourite theatre centre metre litre fibre calibre grey jewellery pyjamas tyre").split():
    _american = {"grey": "gray", "jewellery": "jewelry", "pyjamas": "pajamas", "tyre": "tire"}.get(
        _british, _british.replace("our", "or") if "our" in _british else _british[:-2] + "er")
    _SPELLINGS[_british], _SPELLINGS[_american] = _american, _british
for _british, _american in (("aluminium", "aluminum"), ("doughnut", "donut"), ("catalogue", "catalog"),
                            ("moustache", "mustache"), ("plough", "plow"), ("cosy", "cozy"), ("yoghurt", "yogurt")):
    _SPELLINGS[_british], _SPELLINGS[_american] = _american, _british


def _word_variants(word: str) -> set[str]:
    lowered = word.lower()
    variants = {lowered, singular(lowered), lowered + "s", lowered + "es"}
    if lowered.endswith("y"):
        variants.add(lowered[:-1] + "ies")
    if len(lowered) > 3 and lowered.endswith("ies"):
        variants.add(lowered[:-1])  # "pies": "the pie stall" ("berries" gives "berry" above)
    return variants


# Things a category of small whole numbers counts, never places in a line
COUNTED_THINGS = frozenset(
    "siblings brothers sisters children kids grandchildren cousins pets cats dogs cars bikes books trophies medals "
    "awards wins victories goals points stars tickets visits kittens puppies employees members quantity quantities "
    "items count counts copies boxes bags".split())


# Titles written before a person's name ("Mr. Bray", "Dr. Castillo", "Captain Holt").
TITLES = frozenset("mr mrs ms miss mx dr doctor prof professor sir dame lady lord captain capt officer "
                   "detective det sergeant sgt chef coach judge rev reverend mayor nurse agent inspector "
                   "lieutenant lt colonel col senator governor madame mme monsieur herr frau señor señora "
                   "sister brother father mother aunt uncle grandma grandpa".split())


# Players of an instrument not named by adding "ist" ("pianist", "cellist" are)
_PLAYERS = {"flute": ("flautist", "flutist"), "clarinet": ("clarinettist", "clarinetist"),
            "trumpet": ("trumpeter",), "fiddle": ("fiddler",), "drum": ("drummer",), "drums": ("drummer",)}


def couple_surname(label: str) -> str | None:
    """The surname of a couple's value (`Mr and Mrs Ashworth`: "ashworth"), or None."""
    keys = label_keys(label)
    if len(keys) == 4 and keys[0] in TITLES and keys[1] in ("and", "&") and keys[2] in TITLES:
        return keys[3]
    return None


def value_forms(label: str) -> set[tuple[str, ...]]:
    """Ways a clue may write ``label``: any case, without abbreviation stops, last word
    singular or plural; a titled name also without its title (``Mr. Bray`` -> ``Bray``)."""
    return set(_value_forms(label))


@lru_cache(maxsize=4096)
def _value_forms(label: str) -> frozenset[tuple[str, ...]]:
    return frozenset(_forms_of_label(label))


def _forms_of_label(label: str) -> set[tuple[str, ...]]:
    keys = label_keys(label)
    if not keys:
        return set()
    forms = {keys[:-1] + (variant,) for variant in _word_variants(keys[-1])}
    if any(_LETTERS_AND_DIGITS.search(key) for key in keys):
        # a model name with or without its hyphen: "F-150" for `f150`, "K9" for `K-9`
        forms |= {tuple(_joined(key) for key in form) for form in forms} | {
            tuple(_hyphenated(key) for key in form) for form in forms}
    if len(keys) == 1 and keys[0].endswith("ing") and len(keys[0]) > 5:
        forms |= _activity_forms(keys[0])
    elif len(keys) > 1 and keys[-1].endswith("ing") and len(keys[-1]) > 5:
        # "bull riding" -> "the bull rider", "steer wrestling" -> "steer wrestlers"
        forms |= {keys[:-1] + form for form in _activity_forms(keys[-1])
                  if form[0].endswith(AGENT_ENDINGS)}
    if len(keys) == 1 and keys[0].isalpha() and len(keys[0]) > 3:
        # the person of an activity: cardiology -> cardiologist, piano -> pianist, viola -> violist
        stem = keys[0][:-1] if keys[0][-1] in "yoea" else keys[0]
        if keys[0] != "economy":  # (an economist studies economics, not the economy class)
            forms |= {(stem + "ist",), (stem + "ists",)}
        if keys[0].endswith("o"):
            forms |= {(keys[0] + "ist",), (keys[0] + "ists",)}  # solo -> soloist, banjo -> banjoist
        if keys[0].endswith("ery"):
            forms |= {(keys[0][:-1],), (keys[0][:-1] + "s",)}  # archery -> archer, pottery -> potter
        if keys[0].endswith("try"):
            forms |= {(keys[0][:-2],), (keys[0][:-2] + "s",)}  # poetry -> poet, chemistry -> chemist
        if keys[0].endswith("ism"):
            forms |= {(keys[0][:-1] + "t",), (keys[0][:-1] + "ts",)}  # ventriloquism -> ventriloquist
        if keys[0].endswith("ic"):
            forms |= {(keys[0] + "ian",), (keys[0] + "ians",)}  # magic -> magician, music -> musician
        if keys[0].endswith("ics"):
            # mathematics -> mathematician, physics -> physicist, linguistics -> linguist
            forms |= {(keys[0][:-1] + ending,) for ending in ("ian", "ians", "ist", "ists")
                      if keys[0][:-1] + ending not in ("physician", "physicians")}  # (a doctor, not a physicist)
            if keys[0].endswith("istics"):
                forms |= {(keys[0][:-3],), (keys[0][:-3] + "s",)}
        if keys[0].endswith(("nomy", "phy")):
            forms |= {(keys[0][:-1] + "er",), (keys[0][:-1] + "ers",)}  # astronomy -> astronomer, photography
    if len(keys) > 1 and keys[-1].isalpha() and keys[-1].endswith("e") and keys[0] not in TITLES:
        # the doer of a two-word activity: tap dance -> tap dancer, zip line -> zip liner
        forms |= {keys[:-1] + (keys[-1] + "r",), keys[:-1] + (keys[-1] + "rs",)}
    if len(keys) == 1 and keys[0] in _PLAYERS:
        forms |= {(player,) for player in _PLAYERS[keys[0]]} | {(player + "s",) for player in _PLAYERS[keys[0]]}
    if len(keys) > 1 and keys[0] in TITLES:
        forms |= {form[1:] for form in forms}
    surname = couple_surname(label)
    if surname is not None:
        # `Mr and Mrs Ashworth`: "the Ashworths", "Mrs Ashworth", "the Ashworth family"
        plural = surname + ("es" if surname.endswith(("s", "x", "z", "ch", "sh")) else "s")
        forms |= {(plural,), ("mr", surname), ("mrs", surname), (surname, "family"), (surname, "couple")}
    if len(keys) > 1 and keys[0] == "the":
        forms |= {form[1:] for form in forms}  # `The Brainstormers`: "the Brainstormers", as "the" is read
    grade = re.fullmatch(r"([a-f])([+-])", label.strip().lower())
    if grade:
        forms.add((grade.group(1), "plus" if grade.group(2) == "+" else "minus"))  # "B-plus", "B plus"
    # "Esme" for `Esmé`, "Oyvind" for `Øyvind`: a clue may drop the accents
    if not all(key.isascii() for key in keys):
        forms |= {tuple(_without_accents(key) for key in form) for form in forms}
    # never a form of words that say nothing of a thing ("we" of `Wes`, "as" of `A`), but the
    # value itself
    return {form for form in forms if form == keys or not all(key in _FUNCTION_WORDS for key in form)}


# Words that name no thing on their own: a form made only of them names none
_FUNCTION_WORDS = frozenset("the a an of and or in on at to for with by from is was it its one no not as be are "
                            "were this that there here who which what his her their he she they we you i my our "
                            "up out off over under".split())


def _without_accents(key: str) -> str:
    """``key`` with its accents dropped ("esmé" -> "esme", "øyvind" -> "oyvind")."""
    decomposed = unicodedata.normalize("NFKD", key.replace("ø", "o").replace("æ", "ae").replace("ß", "ss"))
    return "".join(char for char in decomposed if not unicodedata.combining(char))


_LETTERS_AND_DIGITS = re.compile(r"[a-z]-?\d|\d-?[a-z]")


def _joined(key: str) -> str:
    return re.sub(r"(?<=[a-z])-(?=\d)|(?<=\d)-(?=[a-z])", "", key)


def _hyphenated(key: str) -> str:
    return re.sub(r"(?<=[a-z])(?=\d)", "-", _joined(key)) if key.isalnum() or "-" in key else key


def _activity_forms(activity: str) -> set[tuple[str, ...]]:
    """The verb of an activity value: painting -> paint, paints, painted, painter(s); jogging ->
    jog ...; dancing -> dance ...; cycling -> cyclist, canoeing -> canoeist ("the person who paints
    as a hobby")."""
    stem = activity[:-3]
    stems = {stem}
    if len(stem) > 2 and stem[-1] == stem[-2]:
        stems.add(stem[:-1])  # jogging -> jog
    stems.add(stem + "e")  # dancing -> dance
    forms: set[tuple[str, ...]] = set()
    for base in stems:
        for ending in ("", "s", "d" if base.endswith("e") else "ed", "r" if base.endswith("e") else "er",
                       "rs" if base.endswith("e") else "ers", "ist", "ists"):  # cycling -> cyclist
            forms.add((base + ending,))
    return forms


def _error(path: str, line: int, column: int, message: str, source: str, hint: str | None = None):
    return InputError(SourceLocation(path, line, column), message, source_line=source, hint=hint)


_NAME_UNIT = re.compile(r"^(.*?)\s*\(\s*([^()]+?)\s*\)$")


def name_and_unit(name: str) -> tuple[str, str | None]:
    """``widths (inches)`` -> (``widths``, ``inch``); a name without brackets has no unit."""
    match = _NAME_UNIT.match(name)
    if not match:
        return name, None
    return match.group(1), canonical_unit(match.group(2))


def _grade_quantities(name: str, labels: list[str]) -> list[Quantity] | None:
    """Letter grades (``C-, B, B+, A-``) as numbers, when every label is one and the category
    is called a grade or some label carries a + or -; else None."""
    keys = [label.strip().lower() for label in labels]
    if not all(key in GRADES for key in keys):
        return None
    notched = any(key[-1] in "+-" for key in keys)
    if not (notched or "grade" in name.lower()):
        return None
    if not notched:
        # `grades : A, B, C, D`: one grade is one letter ("one grade higher" is B to A; there is
        # no E between D and F)
        return [Quantity(Fraction(_LETTER_STEPS[key]), "grade") for key in keys]
    return [Quantity(Fraction(GRADES[key]), "grade") for key in keys]


_LETTER_STEPS = {"f": 0, "d": 1, "c": 2, "b": 3, "a": 4}

_PLACED = re.compile(r"(\d+(?:st|nd|rd|th)|[a-z]+)[\s-](grade|place|position)")


def _placed_ordinals(labels: list[str]) -> list[Quantity] | None:
    """School grades and places written as ordinals with their noun (``1st grade, 2nd grade``
    as ``Grade 1, Grade 2``; ``first place, second place`` as ``1st, 2nd``), when every label
    is one; else None."""
    found = []
    for label in labels:
        placed = _PLACED.fullmatch(label.strip().lower())
        place = parse_quantity(placed.group(1)) if placed else None
        if placed is None or place is None or place.unit != "ordinal":
            return None
        found.append(Quantity(place.number, "grade" if placed.group(2) == "grade" else "ordinal"))
    return found

_RECORD = re.compile(r"(\d+)\s*[-–]\s*(\d+)")


def _record_quantities(name: str, labels: list[str]) -> list[Quantity] | None:
    """Win-loss records (``records : 18-6, 16-8``) counted by their wins, when the category is
    called a record or standing and every label is one, with wins all different; else None
    (``scores : 3-1, 2-0`` are no records)."""
    if not any(word in name.lower() for word in ("record", "standing", "win-loss")):
        return None
    matches = [_RECORD.fullmatch(label.strip()) for label in labels]
    wins = [int(match.group(1)) for match in matches if match]
    if len(wins) != len(labels) or len(set(wins)) != len(wins):
        return None
    return [Quantity(Fraction(count), "win") for count in wins]


def is_record(category: Category) -> bool:
    """Whether ``category`` holds win-loss records (``18-6``), ordered by their wins."""
    return category.unit == "win" and bool(category.labels) and all(
        _RECORD.fullmatch(label.strip()) for label in category.labels)


def records_of_equal_games(category: Category) -> bool:
    """Whether every record of ``category`` is of as many games, so that more wins is a better
    record (``18-6`` and ``16-8``, not ``18-6`` and ``17-2``)."""
    if not is_record(category):
        return False
    return len({sum(map(int, re.split(r"\s*[-–]\s*", label.strip()))) for label in category.labels}) == 1


# a list may run across midnight, the new year or the weekend
MINUTES_IN_A_DAY = 24 * 60
_PERIODS = {"time": MINUTES_IN_A_DAY, "month": 12, "weekday": 7}


def _dates_into_new_year(quantities: list[Quantity]) -> list[Quantity]:
    """Dates listed in order across the new year (``12th December, ..., 2nd January``): the
    dates after the turn count in the next year. Only a step from November or December back to
    January or February is such a turn; dates listed in any other order keep their numbers."""
    numbers = [int(quantity.number) for quantity in quantities]
    turns = [index for index in range(1, len(numbers)) if numbers[index] < numbers[index - 1]]
    if len(turns) != 1 or numbers[turns[0] - 1] < 305 or numbers[turns[0]] > 59 \
            or numbers[-1] >= numbers[0] or sorted(numbers[turns[0]:]) != numbers[turns[0]:] \
            or sorted(numbers[:turns[0]]) != numbers[:turns[0]]:
        return quantities
    return [Quantity(quantity.number + (365 if index >= turns[0] else 0), quantity.unit)
            for index, quantity in enumerate(quantities)]


def _wrapped(quantities: list[Quantity]) -> list[Quantity]:
    """Times of day (months, days of the week) listed in increasing order across midnight
    (``11:00pm, midnight, 1:00am``), the new year or the weekend (``Friday, Saturday, Sunday,
    Monday``): each value that falls below the previous one is counted in the next day (year,
    week). A list that would then span a whole period or more, or step more than half of one
    (``Monday, Wednesday, Tuesday``; ``8:30pm, 7:45pm, 8:00pm``), is not in order as written:
    its values keep their own numbers."""
    if not quantities:
        return quantities
    period = _PERIODS.get(quantities[0].unit or "")
    if period is None or any(q.number > period for q in quantities):
        return quantities
    wrapped, shift, previous = [], 0, None
    for quantity in quantities:
        number = quantity.number + shift
        if previous is not None and number <= previous:
            shift += period
            number += period
        wrapped.append(Quantity(number, quantity.unit))
        previous = number
    if wrapped[-1].number - wrapped[0].number >= period:
        return quantities
    if any(later.number - earlier.number > period / 2 for earlier, later in zip(wrapped, wrapped[1:])):
        return quantities  # `8:30pm, 7:45pm, 8:00pm`: shuffled, not 23 hours on to the next evening
    return wrapped


def _places_with_ends(labels: list[str], parsed: list[Quantity | None]) -> list[Quantity | None]:
    """`pegs : leftmost, second, middle, fourth, rightmost`: ordinals with words for the ends and
    the middle, when together they are the places 1 to N exactly; else ``parsed`` unchanged."""
    size = len(labels)
    ends = {"leftmost": 1, "far left": 1, "rightmost": size, "far right": size, "last": size}
    if size % 2:
        ends.update({"middle": (size + 1) // 2, "centre": (size + 1) // 2, "center": (size + 1) // 2})
    places = [quantity if quantity is not None and quantity.unit == "ordinal"
              else Quantity(Fraction(ends[label.lower()]), "ordinal") if label.lower() in ends else None
              for label, quantity in zip(labels, parsed)]
    if None in places or sorted(int(quantity.number) for quantity in places if quantity) != list(range(1, size + 1)):
        return parsed
    return places


# Prices written partly in the smaller coin: the units sorted by name, then (smaller, larger)
_SMALL_CHANGE = frozenset({("penny", "sterling"), ("cent", "dollar"), ("cent", "euro")})


def _ordered_category(line: CategoryLine, labels: list[str], path: str, errors: list,
                      seconds_said: bool = False) -> Category:
    base_name, name_unit = name_and_unit(line.name.text)
    parsed: list[Quantity | None] = list(_grade_quantities(base_name, labels) or _record_quantities(base_name, labels)
                                         or _placed_ordinals(labels) or [])
    series = _series_unit(labels)
    if not parsed and series:
        # `hikes : Day 1, Day 2, ...`: the days of a series, counted in days whatever the name
        parsed = [Quantity(Fraction(int(label.split()[1])), series) for label in labels]
    step = _scale_unit(labels)
    if not parsed and step:
        # `strengths : Category 1, Category 2, ...`: steps of a scale, counted in its steps
        parsed = [Quantity(Fraction(int(label.split()[1])), step) for label in labels]
    if not parsed:
        parsed = [parse_quantity(_without_own_noun(label, base_name)) for label in labels]
    if labels and all(re.fullmatch(r"\d+(?:\.\d+)?\s+in", label.strip()) for label in labels):
        # `heights : 14 in, 19 in`: inches, written as the unit is (no "in." full stop)
        parsed = [parse_quantity(label.strip()[:-2] + "inches") for label in labels]
    if None in parsed:
        parsed = _places_with_ends(labels, parsed)
    if labels and canonical_unit(base_name.split()[-1]) == "time" and not name_unit \
            and all(quantity is not None and quantity.unit is None for quantity in parsed):
        parsed = _bare_times(labels, parsed, seconds_said)
    quantities = [quantity for quantity in parsed if quantity is not None]
    if not labels or len(quantities) != len(labels):
        return Category(line.name.text, tuple(labels))
    if base_name.lower() in _DAYS_OF_A_MONTH and all(quantity.unit == "ordinal" and 1 <= quantity.number <= 31
                                                     for quantity in quantities):
        # `dates : 2nd, 9th, 16th`, `Sundays : 5th, 12th`: days of one month ("a week after" is 7
        # days on), not places
        quantities = [Quantity(quantity.number, "date") for quantity in quantities]
    units = {quantity.unit for quantity in quantities}
    coins = next((pair for pair in _SMALL_CHANGE if set(pair) == units), None)
    if coins is not None:
        # "40p, 75p, £1.20": the pence as pounds
        small, large = coins
        quantities = [Quantity(quantity.number * CONVERSIONS[(small, large)], large) if quantity.unit == small
                      else quantity for quantity in quantities]
        units = {large}
    if len(units) > 1:
        errors.append(_error(path, line.line, line.name.column,
                             f"the values of '{line.name.text}' mix units ({', '.join(sorted(map(str, units)))})",
                             line.source))
        return Category(line.name.text, tuple(labels))
    quantities = _dates_into_new_year(quantities) if units == {"date"} else _wrapped(quantities)
    try:
        scale = integer_scale([quantity.number for quantity in quantities])
    except ValueError:
        errors.append(_error(path, line.line, line.name.column,
                             f"the values of '{line.name.text}' have too many decimal places", line.source))
        return Category(line.name.text, tuple(labels))
    numbers = tuple(int(quantity.number * scale) for quantity in quantities)
    if len(set(numbers)) != len(numbers):
        errors.append(_error(path, line.line, line.name.column,
                             f"two values of '{line.name.text}' stand for the same number", line.source))
        return Category(line.name.text, tuple(labels))
    unit = units.pop() or name_unit or _bare_number_unit(base_name, quantities)
    return Category(line.name.text, tuple(labels), tuple(quantities), numbers, scale, unit)


# Names of a category of days of one month, written as bare ordinals
_DAYS_OF_A_MONTH = frozenset("dates date mondays tuesdays wednesdays thursdays fridays saturdays sundays".split())


# A clock reading written with a full stop, as British puzzles print it ("9.15", "10.30")
_DOTTED_CLOCK = re.compile(r"(?:[01]?\d|2[0-3])\.[0-5]\d")


def _bare_times(labels: list[str], parsed: list[Quantity | None], seconds_said: bool) -> list[Quantity | None]:
    """The values of a category named for times and written as bare numbers (``times : 9.15,
    9.30``; ``times : 54.18, 54.36``), which are never minutes of the day as written: lengths of
    time in seconds when the opening or a clue counts in seconds (race times), else clock
    readings written with a full stop read as the same readings with a colon ("9.15" as "9:15")
    and whole hours as hours on the clock ("9" as "9:00"), else lengths of time in a unit the
    puzzle does not say (``4.38, 4.61``: "faster" compares them; "0.07 seconds faster" is refused)."""
    texts = [label.strip() for label in labels]
    if seconds_said:
        return [Quantity(quantity.number, "second") if quantity else None for quantity in parsed]
    if all(_DOTTED_CLOCK.fullmatch(text) for text in texts):
        return [parse_quantity(text.replace(".", ":")) for text in texts]
    if all(text.isdigit() and 1 <= int(text) <= 23 for text in texts):
        return [parse_quantity(f"{text}:00") for text in texts]
    return [Quantity(quantity.number, UNSTATED_TIME) if quantity else None for quantity in parsed]


_SERIES_UNITS = frozenset({"day", "night", "week", "month", "year"})


def _series_unit(labels: list[str]) -> str | None:
    """The unit of time of labels that number a series ("Day 1", "Day 2": 'day'), or None."""
    words = [label.split() for label in labels]
    units = {singular(parts[0].lower()) for parts in words if len(parts) == 2 and parts[1].isdigit()}
    if len(units) == 1 and all(len(parts) == 2 and parts[1].isdigit() for parts in words) \
            and (unit := units.pop()) in _SERIES_UNITS:
        return unit
    return None


# Words that number the steps of a scale, higher being more ("Category 4" hurricanes, "Force 8"
# winds, "Level 3" climbs)
_SCALE_WORDS = frozenset({"category", "force", "level", "tier", "stage"})


def _scale_unit(labels: list[str]) -> str | None:
    """The step of a scale that labels name with one word and a number ("Category 1", "Category 2":
    'category'), or None."""
    words = [label.split() for label in labels]
    if not all(len(parts) == 2 and parts[1].isdigit() for parts in words):
        return None
    units = {parts[0].lower() for parts in words}
    return units.pop() if len(units) == 1 and units <= _SCALE_WORDS else None


def _without_own_noun(label: str, name: str) -> str:
    """``age 9`` in a category named ``age`` is the number 9 (a generator writes the noun in
    each value), as are ``No. 9`` and ``#9``; any other label is returned as it is."""
    words = label.split()
    nouns = {word.lower() for word in name.split()} | {singular(word.lower()) for word in name.split()}
    if len(words) == 2 and (words[0].lower() in nouns | {"no.", "no", "number"}) \
            and words[1].replace(".", "", 1).isdigit():
        return words[1]
    if label.startswith("#") and label[1:].isdigit():
        return label[1:]  # "#7", "No. 7": the number 7
    return label


# Names of a category of calendar years ("born : 1941, 1950", "planted : 1890, 1910"); other
# numbers from 1000 to 2999 are counts ("ratings : 1,650, 1,725").
CALENDAR_NAMES = frozenset("year years born birth built founded launched opened released made published "
                           "established vintage graduation graduated planted married started debut season "
                           "seasons date dates found discovered recorded issued minted launch opening "
                           "release founding premiere completion construction inauguration publication "
                           "invention discovery hired hire joined join enrolled enrollment start started "
                           "buried sealed signed elected crowned retired painted written composed filmed sighted "
                           "wrecked sank sunk dedicated unveiled patented restored renovated adopted "
                           "arrival arrivals arrived moved settled emigrated immigrated visit visited acquired "
                           "acquisition purchased awarded inducted induction rescued rescue sighting sightings "
                           "erupted eruption captured".split())


# "... and took his vows in a different year": the category of that doing holds years
_IN_A_DIFFERENT_YEAR = re.compile(r"\b(?:in|during)\s+(?:a\s+)?different\s+years?\b", re.IGNORECASE)


def _years_the_opening_names(categories: list[Category], comments: tuple[str, ...]) -> list[Category]:
    """A category of bare numbers from 1000 to 2999 named for a doing (`vows : 1985, 1991`) holds
    calendar years where a sentence of the opening names it with "in a different year" ("each
    took his vows in a different year"), and no other category holds years."""
    if any(category.unit == "year" for category in categories):
        return categories
    sentences = [sentence.lower() for comment in comments for sentence in re.split(r"(?<=[.!?])\s+", comment)
                 if _IN_A_DIFFERENT_YEAR.search(sentence)]
    found = []
    for category in categories:
        words = category.name.lower().split()
        bare = category.ordered and category.unit == canonical_unit(words[-1]) and all(
            quantity.unit is None and quantity.number.denominator == 1 and 1000 <= quantity.number <= 2999
            for quantity in category.quantities)
        if bare and any(re.search(rf"\b{re.escape(words[-1])}\b", sentence) for sentence in sentences):
            category = replace(category, unit="year")
        found.append(category)
    return found


def _bare_number_unit(name: str, quantities: list[Quantity]) -> str:
    """The unit of a category whose values are bare numbers: 'year' for calendar years (1000
    to 2999, the category named as years: ``born``, ``planted``, ``years``) and ages, else the
    category's own noun ('houses' -> 'house')."""
    words = set(name.lower().split())
    words |= {singular(word) for word in words}  # "vintages"
    noun = canonical_unit(name.split()[-1])
    calendar = all(q.number.denominator == 1 and 1000 <= q.number <= 2999 for q in quantities) \
        and bool(words & CALENDAR_NAMES)
    return "year" if calendar or noun in YEAR_NOUNS else noun


_CLOCK_DURATION = re.compile(r"\d{1,3}:\d\d")
_SECONDS_NAME = re.compile(r"\((?:min(?:utes)?\s*:\s*sec(?:onds)?|m{1,2}\s*:\s*ss)\)", re.IGNORECASE)
_SECONDS_AMOUNT = re.compile(rf"\b(?:\d+|{'|'.join(NUMBER_WORDS)}|a)[\s-]+sec(?:ond)?s?\b", re.IGNORECASE)


# A 24-hour clock reading: "07:10", "7:10", "13:00", "20:45"
_TWENTY_FOUR_HOUR = re.compile(r"(?:[01]?\d|2[0-3]):[0-5]\d")
# Names of a category that hold times of day, whatever the clock ("departures : 7:10, 7:25")
_TIMES_OF_DAY_NAMES = frozenset("departure departures arrival arrivals start starts starting appointment "
                                "appointments slot slots kickoff kick-off tee".split())


def as_race_time(text: str, quantity: Quantity | None, puzzle: Puzzle) -> Quantity | None:
    """``quantity`` of a clock reading written in a clue (``4:30``), in minutes and seconds when
    the puzzle's times are race times (so "under 4:40" is 280 seconds, not 280 minutes), and a
    time of day on the 24-hour clock (``08:45``, ``13:00``) beside times of day and no
    lengths of time in minutes."""
    if quantity is None or quantity.unit != "minute" or not _CLOCK_DURATION.fullmatch(text.strip()):
        return quantity
    if any(category.unit == "second" for category in puzzle.ordered):
        return Quantity(quantity.number, "second")
    if _TWENTY_FOUR_HOUR.fullmatch(text.strip()) and any(category.unit == "time" for category in puzzle.ordered) \
            and not any(category.unit == "minute" for category in puzzle.ordered):
        return Quantity(quantity.number, "time")
    return quantity


def _race_times(categories: list[Category], lines: PuzzleLines) -> list[Category]:
    """A category of clock readings without am/pm (``18:40, 19:05``) is read in hours and
    minutes; it is minutes and seconds (a race time) when its name says so (``times
    (min:sec)``) or, being the only such category, a clue counts in seconds ("25 seconds
    behind")."""
    durations = [category for category in categories if category.unit == "minute"
                 and all(_CLOCK_DURATION.fullmatch(label.strip()) for label in category.labels)]
    by_seconds = len(durations) == 1 and any(_SECONDS_AMOUNT.search(clue.text) for clue in lines.clues)
    return [replace(category, unit="second") if category in durations and (
        by_seconds or _SECONDS_NAME.search(category.name)) else category for category in categories]


def _times_of_day(categories: list[Category]) -> list[Category]:
    """A category of clock readings without am/pm is times of day, not hours and minutes,
    when it is written on the 24-hour clock with a leading zero (``07:10, 09:30``) or its name
    says so (``departures``, ``starting times``); hours of 24 and over stay a length of time."""
    def of_day(category: Category) -> bool:
        labels = [label.strip() for label in category.labels]
        words = set(re.findall(r"[a-z-]+", category.name.lower()))
        return category.unit == "minute" and all(_TWENTY_FOUR_HOUR.fullmatch(label) for label in labels) and (
            any(label.startswith("0") for label in labels) or bool(words & _TIMES_OF_DAY_NAMES))
    return [replace(category, unit="time") if of_day(category) else category for category in categories]


def build_puzzle(lines: PuzzleLines, path: str = "<string>") -> tuple[Puzzle, list[InputError]]:
    """The checked categories and name index of a clue file, and every problem found."""
    errors: list[InputError] = []
    categories: list[Category] = []
    if not lines.categories:
        errors.append(InputError(SourceLocation(path, 1, 1),
                                 "the file declares no categories (a line like `pets : cat, dog, fish.`)"))
        return Puzzle(()), errors
    size = len(lines.categories[0].values)
    if size > MAX_VALUES or len(lines.categories) > MAX_CATEGORIES:
        first = lines.categories[0] if size > MAX_VALUES else lines.categories[MAX_CATEGORIES]
        errors.append(_error(path, first.line, first.name.column,
                             f"a logic-grid puzzle has at most {MAX_CATEGORIES} categories of at most "
                             f"{MAX_VALUES} values each; this one is larger", first.source))
        return Puzzle(()), errors
    seen_names: dict[str, int] = {}
    seconds_said = any(re.search(r"\bseconds?\b", comment, re.IGNORECASE) for comment in lines.comments) \
        or any(_SECONDS_AMOUNT.search(clue.text) for clue in lines.clues)
    for line in lines.categories:
        if line.name.text.lower() in seen_names:
            errors.append(_error(path, line.line, line.name.column,
                                 f"category '{line.name.text}' is already declared on line "
                                 f"{seen_names[line.name.text.lower()]}", line.source))
            continue
        seen_names[line.name.text.lower()] = line.line
        labels, seen_labels = [], set()
        for item in line.values:
            if not item.text:
                errors.append(_error(path, line.line, item.column, "an empty value (two commas in a row?)",
                                     line.source))
            elif any(ord(char) > 0xFFFF for char in item.text):
                errors.append(_error(path, line.line, item.column,
                                     f"'{item.text}' has a character outside Unicode's Basic Multilingual "
                                     "Plane (such as an emoji), which SWI-Prolog's bridge cannot take",
                                     line.source))
            elif item.text.lower() in seen_labels:
                errors.append(_error(path, line.line, item.column,
                                     f"'{item.text}' is listed twice in '{line.name.text}'", line.source))
            else:
                seen_labels.add(item.text.lower())
                labels.append(item.text)
        if len(line.values) != size:
            errors.append(_error(path, line.line, line.name.column,
                                 f"'{line.name.text}' has {len(line.values)} values but "
                                 f"'{lines.categories[0].name.text}' has {size}; every category needs "
                                 f"the same number", line.source))
        categories.append(_ordered_category(line, labels, path, errors, seconds_said))
    categories = _rows_from_the_left(_times_of_day(_race_times(categories, lines)), lines.comments)
    categories = _rows_from_the_front(categories, lines.comments)
    categories = _years_the_opening_names(categories, lines.comments)
    forms: dict[tuple[str, ...], set[Reference]] = {}
    for category in categories:
        if category.ordered and (category.unit == "ordinal" or not category.labels[0][:1].isalpha()) \
                and not is_record(category):
            continue  # numbers, times and position words are read as quantities, not names (not "18-6")
        for label in category.labels:
            for form in value_forms(label):
                forms.setdefault(form, set()).add((category.name, label))
    _add_noun_phrases(categories, forms)
    _add_head_words(categories, forms)
    _add_flavour_words(categories, forms)
    _add_first_words_with_noun(categories, forms)
    _add_unique_forms(categories, forms, _doer_forms)
    _add_unique_forms(categories, forms, _doing_forms)
    _add_unique_forms(categories, forms, _other_spellings, avoid_nouns=False)
    _add_name_parts(categories, forms)
    _add_demonyms(categories, forms)
    intro_words = frozenset(word.lower() for comment in lines.comments for word in re.findall(r"[A-Za-z]+", comment))
    own_superlatives = frozenset(word.lower() for comment in lines.comments for word in
                                 re.findall(r"\b(?:his|her|its|their|each's)\s+([A-Za-z]+est)\b", comment, re.I))
    particles: dict[str, set[str]] = {}
    for comment in lines.comments:
        for verb, particle in _VERB_AND_PARTICLE.findall(comment):
            particles.setdefault(verb.lower()[:4], set()).add(particle.lower())
    puzzle = Puzzle(tuple(categories), forms, {}, intro_words=intro_words, intro_text=tuple(lines.comments),
                    intro_own_superlatives=own_superlatives,
                    intro_holders=_holders_in_the_opening(categories, lines.comments),
                    intro_particles={verb: frozenset(found) for verb, found in particles.items()},
                    intro_rates=frozenset(_PERIODS_OF.get(said.lower(), said.lower()) for comment in lines.comments
                                          for found in _RATE_IN_THE_OPENING.findall(comment)
                                          for said in found if said),
                    intro_possessed=frozenset(said for comment in lines.comments for said in _possessed(comment)))
    add_lowercase_forms(puzzle, lines)
    _add_aliases(puzzle, lines, path, errors)
    _add_quality_words(puzzle)
    _add_words(puzzle, lines, path, errors)
    return puzzle, errors


# A period the opening gives its amounts: "the barrels it pumps a day", "hours per week"
_RATE_IN_THE_OPENING = re.compile(r"\b(?:(?:a|an|per|each|every)\s+(day|week|month|year|hour|night)\b"
                                  r"|(daily|weekly|monthly|yearly|annual|hourly|nightly)\s+[a-z]+)", re.IGNORECASE)
# The period an adjective of the opening gives ("that first *weekly* pay packet")
_PERIODS_OF = {"daily": "day", "weekly": "week", "monthly": "month", "yearly": "year", "annual": "year",
               "hourly": "hour", "nightly": "night"}
def _possessed(comment: str) -> set[str]:
    """What ``comment`` says is someone's or something's own, each word of it after whose, in
    the singular: "and their finishing times" gives "their finishing" and "their time", "its
    age" "its age"; not past a possessive ("their pumpkins' weights": "their pumpkin" only);
    and what is of it ("the prices of their meals": "price of their")."""
    words = re.findall(r"[A-Za-z]+(?:['’]s?)?|[,;.]", comment)
    said: set[str] = set()
    for index, word in enumerate(words):
        whose = word.lower()
        if whose not in ("their", "his", "her", "its"):
            continue
        if index >= 2 and words[index - 1].lower() == "of" and words[index - 2].isalpha():
            said.add(f"{singular(words[index - 2].lower())} of {whose}")  # "the prices of their meals"
        for owned in words[index + 1:index + 4]:
            bare = re.sub(r"['’]s?$", "", owned).lower()
            if not bare.isalpha() or bare in _OPENING_BREAKS:
                break
            said.add(f"{whose} {singular(bare)}")
            if bare != owned.lower():
                break  # "their pumpkins' weights": the pumpkins are theirs, not the weights
    return said


_OPENING_BREAKS = frozenset("and or of to in at for with on by from as who which that".split())
# A verb of the opening and the particle that makes its event ("the year each *moved in*")
_VERB_AND_PARTICLE = re.compile(r"\b([A-Za-z]+ed)\s+(in|out|up|off|away|back|down|over)\b", re.IGNORECASE)
_OPENING_HOLDER = re.compile(r"\b([A-Za-z]+)['’]s\s+([A-Za-z]+)\b")


def _holders_in_the_opening(categories: list[Category], comments: tuple[str, ...] | list[str]) -> dict[str, str]:
    """The holder the opening gives a category of ages ("Match each rider to the horse, the
    *horse's* age ...", "the ages of their *dogs*", "their *dogs'* breeds and ages"): category
    name -> "horse", where it gives one holder only."""
    found: dict[str, set[str]] = {}
    for comment in comments:
        said = [(match.group(1), match.group(2)) for match in _OPENING_HOLDER.finditer(comment)]
        said += [(_head_noun(match.group(2)), match.group(1)) for match in _AGES_OF_THEIR.finditer(comment)]
        said += [(match.group(1), match.group(2)) for match in _THEIR_THINGS_AGES.finditer(comment)]
        said += [(match.group(1), match.group(2)) for match in _EACH_THINGS_OWN_AGE.finditer(comment)
                 if categories and singular(match.group(1).lower()) not in categories[0].nouns]  # (the rows' own)
        for owner, noun in said:
            owner, noun = singular(owner.lower()), singular(noun.lower())
            for category in categories:
                if category.ordered and noun in _HELD_MEASURES and category.nouns & {noun, noun + "s"} \
                        and owner not in category.nouns:
                    found.setdefault(category.name, set()).add(owner)
    return {name: owners.pop() for name, owners in found.items() if len(owners) == 1}


# Measures the opening may give a holder: ages (not weights or heights, which puzzles say of
# the thing by many names: "the heaviest vegetable", "Fay's entry" beside the pumpkins' weights)
_HELD_MEASURES = frozenset({"age"})
# "the ages of their dogs": whose ages
_AGES_OF_THEIR = re.compile(r"\b(ages?)\s+of\s+(?:their|his|her|the|each)\s+"
                            r"(?:or\s+(?:his|her)\s+)?((?:[A-Za-z]+(?:['’]s)?\s+){0,2}[A-Za-z]+)", re.IGNORECASE)
# "Match each koi's length to its owner, its variety and its age", "Match each owner to the
# parrot, its species and its age": the koi's, the parrot's age (the thing before the "its")
_EACH_THINGS_OWN_AGE = re.compile(r"\b(?:the|each|every)\s+([A-Za-z]+)(?:['’]s\s+[A-Za-z]+)?,?\s+"
                                  r"(?:(?:to\s+)?its\s+[A-Za-z]+,?\s+(?:and\s+)?)*(?:to\s+)?its\s+(ages?)\b",
                                  re.IGNORECASE)


# Participles that may follow the thing measured ("the weight of the truffles found")
_PARTICIPLES_AFTER = frozenset("found caught grown sold made won bought built taken given kept held drawn thrown "
                               "laid paid spent brought landed".split())


def _head_noun(words: str) -> str:
    """The last word of a noun phrase of up to three words, before any word that ends it ("prize
    pumpkins they grew": pumpkins)."""
    kept: list[str] = []
    for word in words.split():
        if word.lower() in _OPENING_BREAKS or word.lower() in ("they", "he", "she", "it", "each", "was", "were") \
                or word.lower().endswith("ed") or word.lower() in _PARTICIPLES_AFTER:
            break  # ("the truffles found", "the fish caught")
        kept.append(word)
    return kept[-1] if kept else words.split()[0]
# "their dogs' breeds and ages": the ages of the things named before the list
_THEIR_THINGS_AGES = re.compile(r"\b(?:their|his|her)\s+([A-Za-z]+?)s?['’]s?\s+(?:[A-Za-z]+,?\s+){0,4}?"
                                r"(?:and\s+)?(ages?)\b", re.IGNORECASE)


# "rooms 201 to 205 from left to right", "numbered 11 to 15 from the left": a row's numbers
_FROM_THE_LEFT = re.compile(r"\b(\d+)\s+(?:to|through)\s+(\d+),?\s+(?:counted\s+|numbered\s+)?"
                            r"from\s+(?:the\s+)?(?:left|right|(?:west|east|north|south)\s+to\s+(?:the\s+)?"
                            r"(?:west|east|north|south))\b", re.IGNORECASE)
# "cells numbered 1 to 5 from west to east": where the first number lies, and where the last
COMPASS_ROW = re.compile(r"\b\d+\s+(?:to|through)\s+\d+,?\s+(?:counted\s+|numbered\s+)?from\s+(?:the\s+)?"
                         r"(west|east|north|south)\s+to\s+(?:the\s+)?(west|east|north|south)\b", re.IGNORECASE)


# "the pews numbered 1 to 5 from the front to the back", "rows 1 to 6, counted from the front";
# "carriages 1 to 4 from the rear"
_FROM_THE_FRONT = re.compile(r"\b(\d+)\s+(?:to|through)\s+(\d+),?\s+(?:counted\s+|numbered\s+)?"
                             r"from\s+(?:the\s+)?(front|back|rear)\b", re.IGNORECASE)


def _rows_from_the_front(categories: list[Category], comments: tuple[str, ...]) -> list[Category]:
    """The categories of whole numbers the opening says are numbered from the front ("the pews
    numbered 1 to 5 from the front to the back"): "in front of" is a lower number, "behind" a
    higher one; or from the back or rear, where "the front pew" is the last."""
    spans = {(int(match.group(1)), int(match.group(2))): match.group(3).lower() for comment in comments
             for match in _FROM_THE_FRONT.finditer(comment)}
    if not spans:
        return categories
    out = []
    for category in categories:
        side = spans.get((min(category.numbers), max(category.numbers))) if category.ordered and category.scale == 1 \
            and all(quantity.number.denominator == 1 for quantity in category.quantities) else None
        out.append(category if side is None else replace(category, front=True) if side == "front"
                   else replace(category, back=True))
    return out


def _rows_from_the_left(categories: list[Category], comments: tuple[str, ...]) -> list[Category]:
    """The categories of whole numbers the puzzle's opening says are numbered along a row from
    the left ("five ground-floor rooms, numbered 11 to 15 from left to right"): places in a
    row, so "to the left of" and "next to" are about them, whatever they count."""
    spans = {(int(match.group(1)), int(match.group(2))) for comment in comments
             for match in _FROM_THE_LEFT.finditer(comment)}
    if not spans:
        return categories
    found = []
    for category in categories:
        whole = category.ordered and category.scale == 1 and all(
            quantity.unit is None and quantity.number.denominator == 1 for quantity in category.quantities)
        if whole and (min(category.numbers), max(category.numbers)) in spans:
            category = replace(category, row=True)
        found.append(category)
    return found


def _add_quality_words(puzzle: Puzzle) -> None:
    """`brightness : first, second, ...` ranks by a quality: "brighter" is an earlier place in
    it (as if declared `word brighter = less brightness`); a declaration in the file wins."""
    for category in puzzle.categories:
        if category.unit != "ordinal":
            continue
        for noun in sorted(category.nouns):
            quality = noun[:-4] if noun.endswith("ness") and len(noun) > 7 else None
            if quality is not None:
                word = quality + "er"  # "brightness": "brighter"; "happiness": "happier"
                puzzle.words.setdefault(word, DeclaredWord(word, "less", category.name))



_PREDICATE_OPENINGS = (("is", "a"), ("is", "an"), ("has", "a"), ("has", "an"), ("owns", "a"), ("owns", "an"))


def _add_unique_forms(categories: list[Category], forms: dict, other_forms, avoid_nouns: bool = True) -> None:
    """Add the forms ``other_forms(label)`` gives each unordered value, where a form names one
    value only, no value already, and (``avoid_nouns``) no category."""
    found: dict[tuple[str, ...], set[Reference]] = {}
    for category in categories:
        if category.ordered:
            continue
        for label in category.labels:
            for form in other_forms(label):
                found.setdefault(form, set()).add((category.name, label))
    category_nouns = {noun for category in categories for noun in category.nouns} if avoid_nouns else set()
    for form, references in found.items():
        if len(references) == 1 and form not in forms and form[0] not in category_nouns \
                and not all(key in _FUNCTION_WORDS for key in form):
            forms[form] = set(references)


def _other_spellings(label: str) -> set[tuple[str, ...]]:
    """The value's words with each word spelt the British or American way ("gray wolf": "grey
    wolf"; "jewelry box": "jewellery box")."""
    keys = label_keys(label)
    if not any(key in _SPELLINGS for key in keys):
        return set()
    return {tuple(_SPELLINGS.get(key, key) for key in keys)}


def _doer_forms(label: str) -> set[tuple[str, ...]]:
    """The doer of a one-word value: golf -> golfer, drums -> drummer (a short vowel doubles the
    end), bugle -> bugler, comedy -> comedian. Added only where the form names one value and no category."""
    keys = label_keys(label)
    if len(keys) != 1 or not keys[0].isalpha() or len(keys[0]) <= 3:
        return set()
    word = keys[0]
    if word.endswith("y"):
        return {(word[:-1] + "ian",), (word[:-1] + "ians",)}
    if word.endswith("e") and not word.endswith(("ee", "ie", "oe", "ue")):
        return {(word + "r",), (word + "rs",)}  # bugle: bugler, dance: dancer
    if word[-1] in "aeiou" or word.endswith("ing"):
        return set()
    doer = singular(word) if word.endswith("s") and not word.endswith("ss") else word
    one_syllable = len(re.findall(r"[aeiouy]+", doer)) == 1
    doubled = doer + doer[-1] if one_syllable and re.search(r"[^aeiou][aeiou][bdgmnpt]$", doer) else doer
    return {(doubled + "er",), (doubled + "ers",)}


def _doing_forms(label: str) -> set[tuple[str, ...]]:
    """What a doer of two lowercase words does: ``tightrope walker`` -> "walks the tightrope",
    ``knife thrower`` -> "throws knives", ``furniture restorer`` -> "restores furniture",
    ``lion tamer`` -> "tamed the lions" (the doer's verb, then its thing, bare, plural or after
    "the" or "a"). Added only where the form names one value and no category."""
    keys = label_keys(label)
    if len(keys) != 2 or not label[:1].islower() or not all(key.isalpha() for key in keys) \
            or not keys[1].endswith("er") or len(keys[1]) <= 4:
        return set()
    thing, doer = keys
    stems = {doer[:-2], doer[:-1]}  # walk(er), restore(r)
    if doer[-3] == doer[-4]:
        stems.add(doer[:-3])  # run(n)er
    verbs = set()
    for stem in stems:
        verbs |= {stem, stem + "s", stem + "es", stem + "ed", stem + "d", stem + "ing"}
    if thing.endswith("fe"):
        things = {thing, thing[:-2] + "ves"}  # knife: knives
    elif thing.endswith("y") and thing[-2:-1] not in "aeiou":
        things = {thing, thing[:-1] + "ies"}
    else:
        things = {thing, thing + "s", thing + "es"}
    return {(verb, *determiner, said) for verb in verbs for said in things
            for determiner in ((), ("the",), ("a",), ("an",))}


def _add_noun_phrases(categories: list[Category], forms: dict) -> None:
    """"the tea drinker" for ``is a tea drinker``, "a vase of tulips" for ``has a vase of tulips``
    (values printed as what each person is or has): the words after "is a" or "has a" name the
    value when no other value is named by them."""

    def noun_phrase(label: str) -> list[tuple[str, ...]]:
        keys = label_keys(label)
        return [tuple(keys[2:])] if len(keys) > 2 and tuple(keys[:2]) in _PREDICATE_OPENINGS else []

    _add_unique_forms(categories, forms, noun_phrase, avoid_nouns=False)


def _add_head_words(categories: list[Category], forms: dict) -> None:
    """"the juice" for ``orange juice``, "the cat" for ``Persian cat``: the last word of a value of
    several words, written in lowercase, names it when no value is that word and no other value
    ends with it (not "York" for ``New York``)."""

    def head_words(label: str) -> list[tuple[str, ...]]:
        keys = label_keys(label)
        if len(keys) > 1 and (label[:1].islower() or label.split()[-1][:1].islower()) and keys[-1].isalpha():
            return [(variant,) for variant in _word_variants(keys[-1])]
        return []

    _add_unique_forms(categories, forms, head_words)


_ARTICLES = frozenset({"the", "a", "an"})


def _add_first_words_with_noun(categories: list[Category], forms: dict) -> None:
    """"the dinosaur exhibit" for ``Dinosaur Eggs`` among `exhibits`, "the power line call" for
    ``power line down`` among `calls`: the first words of a value of several words (not all of
    them), then its category's own noun, name it when no other value begins with those words and
    the first word names nothing on its own."""
    single = {form[0] for form in forms if len(form) == 1}
    nouns = {category.name: sorted(category.nouns) for category in categories}
    openings = Counter(tuple(keys[:size]) for category in categories for label in category.labels
                       for keys in [label_keys(label)] for size in range(1, len(keys)))

    def with_noun(category_name: str):
        def forms_of(label: str) -> list[tuple[str, ...]]:
            keys = label_keys(label)
            if len(keys) < 2 or keys[0] in single or keys[0] in TITLES | _ARTICLES:
                return []
            return [(*keys[:size], noun) for size in range(1, len(keys))
                    if all(key.isalpha() for key in keys[:size]) and openings[tuple(keys[:size])] == 1
                    for noun in nouns[category_name]]
        return forms_of

    for category in categories:
        if not category.ordered and category.nouns:
            _add_unique_forms([category], forms, with_noun(category.name))


# What a word before a hyphen says the thing has in it ("the lemon-flavored one")
_FLAVOUR_SUFFIXES = ("flavored", "flavoured", "scented")


def _add_flavour_words(categories: list[Category], forms: dict) -> None:
    """"the lemon-flavored one" for ``lemon green tea``: a word of a value of several words, then
    "-flavored" or "-scented", names it when that word is in no other value and names nothing
    on its own (not beside a value `lemon`)."""
    single = {form[0] for form in forms if len(form) == 1}

    def flavoured(label: str) -> list[tuple[str, ...]]:
        keys = label_keys(label)
        if len(keys) < 2:
            return []
        return [(key, suffix) for key in keys[:-1] if key.isalpha() and key not in single
                and key not in _ARTICLES_OF_NAMES for suffix in _FLAVOUR_SUFFIXES]

    _add_unique_forms(categories, forms, flavoured)


# Nouns of a category of people, besides agent nouns ("authors", "drivers")
_PEOPLE_CATEGORY_NOUNS = frozenset(
    "name names person people persons friend friends student students guest guests member members player players "
    "kid kids child children customer customers client clients patient patients tenant tenants resident residents "
    "neighbor neighbors neighbour neighbours contestant contestants entrant entrants candidate candidates applicant "
    "applicants participant participants volunteer volunteers officer officers detective detectives suspect "
    "suspects guide guides nominee nominees athlete athletes artist artists".split())
AGENT_ENDINGS = ("er", "ers", "or", "ors", "ist", "ists", "ian", "ians")
_NAME_WORD = re.compile(r"[A-Z][a-z]+(?:['’-][A-Z]?[a-z]+)?")


def _add_name_parts(categories: list[Category], forms: dict) -> None:
    """"Ada", "Pruitt", "Ms. Pruitt" for ``Ada Pruitt`` in a category of people: the first name,
    the surname, or the surname after any title names the one value it is part of, when it names
    no other value and no category."""
    full_names = {label for category in categories if not category.ordered and _of_people(category)
                  for label in category.labels if _full_name(label)}
    titled = {label for category in categories if not category.ordered
              for label in category.labels if _titled_full_name(label)}

    def parts(label: str) -> list[tuple[str, ...]]:
        keys = label_keys(label)
        if label in titled:
            # `Dame Hermione Slade`: "Dame Hermione", "Hermione", "Slade", "Dame Slade" (her own
            # title only: "Mr Vance" is not `Miss Ruby Vance`)
            return [(keys[1],), (keys[2],), (keys[0], keys[1]), (keys[0], keys[2])]
        if label not in full_names:
            return []
        return [(keys[0],), (keys[-1],), *((title, keys[-1]) for title in TITLES)]

    # a part that is also another value without its title ("Gray" beside `Dr. Gray`) names
    # both, so it is refused as naming either
    for category in categories:
        for label in category.labels:
            for form in parts(label):
                named = forms.get(form) if len(form) == 1 else None  # "Dr. Gray" itself stays Dr. Gray's
                if named and all(label_keys(other)[0] in TITLES for _, other in named):
                    named.add((category.name, label))
    _add_unique_forms(categories, forms, parts)


def _of_people(category: Category) -> bool:
    return bool(category.nouns & _PEOPLE_CATEGORY_NOUNS) or any(
        noun.endswith(AGENT_ENDINGS) for noun in category.nouns)


def _titled_full_name(label: str) -> bool:
    """A title, a first name and a surname ("Dame Hermione Slade", "Mr Toby Wren")."""
    words = label.replace(".", "").split()
    return len(words) == 3 and words[0].lower() in TITLES and all(_NAME_WORD.fullmatch(word) for word in words[1:])


def _full_name(label: str) -> bool:
    """A first name and a surname ("Ada Pruitt", "Celia O'Hara"), no title."""
    words = label.split()
    return len(words) == 2 and all(_NAME_WORD.fullmatch(word) for word in words) \
        and words[0].lower() not in TITLES and not {word.lower() for word in words} & _ARTICLES_OF_NAMES


# Articles and joining words that begin or make up names of places and things, never a first
# name or a surname ("The Perch", "La Scala"): the word alone names nothing
_ARTICLES_OF_NAMES = frozenset("the a an of and la le el il les los las lo das der die den het".split())


def _add_demonyms(categories: list[Category], forms: dict) -> None:
    """"the British person" for ``brit``, "the Dane" for ``Danish``, "from Norway" for
    ``Norwegian``: the other words of a value's nationality (``demonyms``) name it when they
    name no other value and no category."""

    def nationality_words(label: str) -> list[tuple[str, ...]]:
        keys = label_keys(label)
        return [(word,) for word in other_names(keys[0])] if len(keys) == 1 else []

    _add_unique_forms(categories, forms, nationality_words)


def _add_aliases(puzzle: Puzzle, lines: PuzzleLines, path: str, errors: list) -> None:
    for alias in lines.aliases:
        targets = set()
        for category in puzzle.categories:
            targets |= {(category.name, label) for label in category.labels
                        if label.lower() == alias.value.text.lower()}
        if len(targets) != 1:
            problem = "is not a value of any category" if not targets else "is a value of several categories"
            errors.append(_error(path, alias.line, alias.value.column,
                                 f"'{alias.value.text}' {problem}", alias.source,
                                 _suggestion(alias.value.text, puzzle)))
            continue
        for form in value_forms(alias.alias.text):
            puzzle.forms.setdefault(form, set()).update(targets)
            puzzle.aliases.add(form)


def _add_words(puzzle: Puzzle, lines: PuzzleLines, path: str, errors: list) -> None:
    for line in lines.words:
        direction = line.direction.text.lower()
        if direction not in ("less", "more"):
            errors.append(_error(path, line.line, line.direction.column,
                                 f"a word means `less CATEGORY` or `more CATEGORY`, not '{line.direction.text}'",
                                 line.source))
            continue
        category = find_category_by_noun(puzzle, line.category.text)
        if category is None or not category.ordered:
            errors.append(_error(path, line.line, line.category.column,
                                 f"'{line.category.text}' is not an ordered category (one whose values are numbers)",
                                 line.source, _suggestion(line.category.text, puzzle, categories_only=True)))
            continue
        for item in line.words:
            puzzle.words[item.text.lower()] = DeclaredWord(item.text.lower(), direction, category.name)


def find_category_by_noun(puzzle: Puzzle, text: str) -> Category | None:
    """The category named ``text`` (any case, singular or plural), or None."""
    wanted = {singular(word) for word in text.lower().split()}
    for category in puzzle.categories:
        if {singular(word) for word in category.name.lower().split()} == wanted:
            return category
    return None


def _suggestion(text: str, puzzle: Puzzle, categories_only: bool = False) -> str | None:
    import difflib

    names = [category.name for category in puzzle.categories]
    if not categories_only:
        names += [label for category in puzzle.categories for label in category.labels]
    close = difflib.get_close_matches(text, names, n=1, cutoff=0.6)
    return f"did you mean '{close[0]}'?" if close else None


def close_value(word: str, puzzle: Puzzle) -> str | None:
    """The declared value label closest in spelling to ``word`` (for did-you-mean), or None."""
    import difflib

    labels = {label.lower(): label for category in puzzle.categories for label in category.labels}
    labels.update({" ".join(form): next(iter(refs))[1] for form, refs in puzzle.forms.items()})
    if word.lower() in _NOT_NAMES:
        return None
    close = difflib.get_close_matches(word.lower(), list(labels), n=1, cutoff=0.6)
    return labels[close[0]] if close else None


# Ordinary words never offered as a misspelt name ("did you mean ...?").
_NOT_NAMES = frozenset("the and who whose with from that this was were has have had owns lives person "
                       "people one".split())


def quantity_matches(puzzle: Puzzle, quantity: Quantity, noun_words: frozenset[str] = frozenset()) -> list[Reference]:
    """The ordered-category values a quantity written in a clue may mean (``1933``, ``6 days``)."""
    if quantity.unit == "clock":
        # "11 o'clock": 11:00am or 11:00pm, whichever the times hold
        return [(category.name, label) for category in puzzle.ordered if category.unit == "time"
                for label, value in zip(category.labels, category.quantities) if value.number % 720 == quantity.number]
    found = []
    for category in puzzle.ordered:
        # a bare number is no month or weekday written as a word ("house 1" is not January)
        if quantity.unit is not None and category.unit is not None \
                and (quantity.unit, category.unit) in _SMALL_CHANGE | SAME_MEASURES:
            # "40p" in `40p, 75p, £1.20` (kept as pounds): the pence as pounds; "an hour" among
            # lengths in minutes: 60 minutes
            quantity = Quantity(quantity.number * CONVERSIONS[(quantity.unit, category.unit)], category.unit)
        unit_fits = (quantity.unit is None and not category.spelled) or (
            quantity.unit is not None and (quantity.unit == category.unit or quantity.unit in category.nouns))
        if not unit_fits:
            continue
        # a list of times or month names may run across midnight or the new year ("11:00pm,
        # midnight, 1:00am" counts midnight as 24:00); a duration in months never wraps
        calendar = category.unit == "time" or category.labels[0][:1].isalpha()
        period = _PERIODS.get(category.unit or "") if calendar else None
        for label, value in zip(category.labels, category.quantities):
            same = (value.number % period == quantity.number % period) if period else value.number == quantity.number
            if same:
                found.append((category.name, label))
    if not found and quantity.unit == "ordinal":
        found = _ordinal_matches(puzzle, int(quantity.number), noun_words)
    noun_of_some_category = any(quantity.unit in category.nouns for category in puzzle.categories)
    if not found and quantity.unit is not None and noun_of_some_category:
        # "the 2009 car": the word after the number names a thing, not a unit
        return quantity_matches(puzzle, Quantity(quantity.number, None), noun_words)
    if len(found) > 1 and quantity.unit is None:
        # "the 2000 car" with years 2000.. and prices $2000..: a number written bare is a value
        # written bare; the prices are always written with their '$'
        bare = [ref for ref in found if puzzle.category(ref[0]).quantities[0].unit is None]
        if bare:
            found = bare
    if len(found) > 1 and noun_words:
        narrowed = [ref for ref in found if puzzle.category(ref[0]).nouns & noun_words]
        if narrowed:
            return narrowed
    return found


def _ordinal_matches(puzzle: Puzzle, number: int, noun_words: frozenset[str]) -> list[Reference]:
    """"the 2nd floor" with floors 1, 2, 3 (a line of places named by its noun), "4th grade"
    with school grades; "on the 10th"
    with dates, the one date on the 10th of its month."""
    lines = [(category.name, label) for category in puzzle.ordered
             if (category.positional or category.unit == "grade") and category.unit != "ordinal"
             and category.nouns & noun_words
             for label, value in zip(category.labels, category.quantities) if value.number == number]
    if lines:
        return lines
    return [(category.name, label) for category in puzzle.ordered if category.unit == "date"
            for label in category.labels if re.search(rf"(?<!\d){number}(?:st|nd|rd|th)?(?!\d)", label)]


def amount_in(category: Category, quantity: Quantity) -> int | None:
    """``quantity`` (an offset like ``2 hours``) in ``category``'s scaled units, or None."""
    from pylogic.clues.measures import measurable
    from pylogic.clues.values import convert

    # the category's own noun counts one value ("2 floors above"), unless it is a unit the
    # values convert from ("an hour later" in a category named `hour` of clock times)
    unit = None if quantity.unit in category.nouns and (quantity.unit, category.unit) not in CONVERSIONS \
        else quantity.unit
    if unit is not None and (unit, category.unit) not in CONVERSIONS and measurable(category, unit):
        unit = None  # a count's own noun ("7 pins more" on scores) or a place ("2 spots before")
    converted = convert(quantity.number, unit, category.unit)
    if converted is None:
        return None
    scaled = converted * category.scale
    return int(scaled) if scaled.denominator == 1 else None

