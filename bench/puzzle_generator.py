"""Generate logic-grid puzzles as puzzle-book clue files, each proven by brute force.

``generate(entities, categories, seed)`` returns ``(clues_text, expected)`` for a random
puzzle with a unique solution; ``make_puzzle`` returns the full record (text, expected answer,
relations) that ``python bench/puzzle_generator.py --corpus puzzles`` writes for the corpus.

How a puzzle is made: pick a theme and its categories, draw a random solution table, draw
true clues from every clue family (as relations in the plan's logic-grid fact vocabulary,
in the JSON form of tests/brute_force_grid.py), phrase each with a varied template, add clues
until the brute-force enumerator proves one solution, then drop clues that are redundant
(one protected clue per family stays, so every family is represented).

Semantic conventions (puzzle-book usage) the relations encode:
- "either X or Y" means exactly one holds (one_of), so X and Y are different entities;
- "Neither A nor B ..." negates the statement for both A and B (two `different` facts);
- "Of A and B, one is C and the other is D" is pair(A, B, C, D): A, B different, {A,B} = {C,D};
  "Either A or B is C – the other one is D" means the same;
- "There is one house between A and B" is distance 2; "N houses between" is distance N+1;
- "A, B and C are three different people" and "The four finalists were A, B, C and D" are
  all_different over the listed references;
- "at one of the ends" is any_of(first, last); "A lives somewhere to the left of B" is less;
  "immediately to the right of" is offset +1; "next to" is distance 1;
- offsets are in the ordered category's own numbers: years, dollars, feet, days, minutes
  (times of day are minutes after midnight), USD, viewers (1.5 million = 1500000).
"""

from __future__ import annotations

import importlib.util
import json
import random
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

_BRUTE_FORCE_PATH = Path(__file__).resolve().parent.parent / "tests" / "brute_force_grid.py"
_spec = importlib.util.spec_from_file_location("brute_force_grid", _BRUTE_FORCE_PATH)
brute_force = importlib.util.module_from_spec(_spec)
sys.modules.setdefault("brute_force_grid", brute_force)
_spec.loader.exec_module(brute_force)

NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
ORDINAL_WORDS = ["", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
                 "tenth"]


# ---------------------------------------------------------------------------------------
# Vocabulary: categories and themes
# ---------------------------------------------------------------------------------------

@dataclass(frozen=True)
class CategorySpec:
    """How one category is named and talked about.

    kind: 'row' (names the rows), 'plain', 'ordered' (numbers with a unit) or 'position'
    (places in a line: houses, finishing places). Templates use {v} (the value label), {ord}
    (ordinal word of a position), {who} (the theme's entity noun); comparison templates use
    {a}, {b} (noun phrases) and {k} (an amount with its unit).
    """
    name: str
    pool: tuple                       # labels, or (label, number) pairs for ordered kinds
    kind: str
    noun_phrases: tuple
    verbs: tuple                      # (verb, object) pairs: "keeps", "the {v}"
    negated_verbs: tuple
    less: tuple = ()                  # a's number < b's
    more: tuple = ()
    offset_more: tuple = ()           # a = b + k, k > 0
    offset_less: tuple = ()           # a = b - k
    unit: str = ""                    # how an amount is written, see format_amount
    next_to: tuple = ()
    between_one: tuple = ()
    between_many: tuple = ()          # {n}: "two houses"
    ends: tuple = ()
    allow_middle: bool = True
    words: tuple = ()                 # (word, 'less' | 'more'): the comparatives its templates use


@dataclass(frozen=True)
class Theme:
    """A family of puzzles: entity noun, grouping words and its categories (row first)."""
    key: str
    title: str
    who: str
    plural: str
    group: str
    be_plural: str
    question: str                     # "Who {vp}?"
    categories: tuple = field(default_factory=tuple)


def _years(low, high):
    return tuple((str(year), year) for year in range(low, high + 1))


def _dollars(low, high, step):
    return tuple((f"${amount}", amount) for amount in range(low, high + 1, step))


def _clock(first_minute, last_minute, step):
    labels = []
    for minute in range(first_minute, last_minute + 1, step):
        hour, rest = divmod(minute, 60)
        suffix = "am" if hour < 12 else "pm"
        shown = hour % 12 or 12
        labels.append((f"{shown}:{rest:02d}{suffix}", minute))
    return tuple(labels)


def _june_july_dates():
    labels = [(f"June {day}", 151 + day) for day in range(1, 31)]
    labels += [(f"July {day}", 181 + day) for day in range(1, 32)]
    return tuple(labels)


def _positions(style):
    return tuple((style(index), index) for index in range(1, 9))


def _suffixed(number):
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(number, "th")
    return f"{number}{suffix}"


FIRST_NAMES = ("Ann", "Bob", "Carla", "Dan", "Erin", "Frank", "Gina", "Hugo", "Iris", "Jack",
               "Kim", "Lou", "Mia", "Ned", "Olga", "Pete")

PEOPLE = CategorySpec("people", FIRST_NAMES, "row", ("{v}",), (("is", "{v}"),), (("is not", "{v}"),))

HOUSES = CategorySpec(
    "houses", _positions(str), "position",
    ("the {who} in the {ord} house", "the resident of the {ord} house"),
    (("lives in", "the {ord} house"),), (("doesn't live in", "the {ord} house"),),
    less=("{a} lives somewhere to the left of {b}", "{a} lives to the left of {b}"),
    more=("{a} lives somewhere to the right of {b}",),
    offset_more=("{a} lives immediately to the right of {b}", "{a} lives {k} to the right of {b}"),
    offset_less=("{a} lives directly left of {b}", "{a} lives {k} to the left of {b}"),
    unit="house",
    next_to=("{a} lives next to {b}", "{a} and {b} live next to each other"),
    between_one=("There is one house between {a} and {b}",),
    between_many=("There are {n} between {a} and {b}",),
    ends=("{a} lives at one of the ends", "{a} lives in a house at one end of the street"),
)

NATIONALITIES = CategorySpec(
    "nationalities",
    ("Englishman", "Dane", "Swede", "Norwegian", "German", "Spaniard", "Italian", "Pole"), "plain",
    ("the {v}",), (("is", "the {v}"),), (("is not", "the {v}"),))

HOUSE_COLOURS = CategorySpec(
    "colours", ("red", "blue", "green", "yellow", "white", "ivory", "pink", "grey"), "plain",
    ("the {who} in the {v} house", "the owner of the {v} house"),
    (("lives in", "the {v} house"),), (("doesn't live in", "the {v} house"),))

PETS = CategorySpec(
    "pets", ("cat", "dog", "horse", "parrot", "hamster", "rabbit", "tortoise", "goldfish"), "plain",
    ("the {v} owner", "the {who} who keeps the {v}", "the owner of the {v}"),
    (("keeps", "the {v}"), ("owns", "the {v}")),
    (("doesn't keep", "the {v}"), ("does not own", "the {v}")))

DRINKS = CategorySpec(
    "drinks", ("tea", "coffee", "milk", "water", "orange juice", "cocoa", "lemonade", "cider"), "plain",
    ("the {v} drinker", "the {who} who drinks {v}"),
    (("drinks", "{v}"),), (("doesn't drink", "{v}"), ("never drinks", "{v}")))

JOBS = CategorySpec(
    "jobs", ("baker", "pilot", "doctor", "dentist", "teacher", "plumber", "chemist", "painter"), "plain",
    ("the {v}",), (("is", "the {v}"),), (("is not", "the {v}"),))

BIRTH_YEARS = CategorySpec(
    "years", _years(1941, 1999), "ordered",
    ("the {who} born in {v}",), (("was born in", "{v}"),), (("wasn't born in", "{v}"),),
    less=("{a} was born before {b}", "{a} is older than {b}"),
    more=("{a} was born after {b}", "{a} is younger than {b}"),
    offset_more=("{a} was born {k} after {b}", "{a} is {k} younger than {b}"),
    offset_less=("{a} was born {k} before {b}", "{a} is {k} older than {b}"),
    unit="year",
    words=(("before", "less"), ("older", "less"), ("after", "more"), ("younger", "more"),))

STREET = Theme("neighbours", "Neighbours on Elm Street", "person", "people", "neighbours", "are",
               "Who {vp}?", (PEOPLE, HOUSES, NATIONALITIES, HOUSE_COLOURS, PETS, DRINKS, JOBS, BIRTH_YEARS))

GUESTS = CategorySpec("guests", FIRST_NAMES, "row", ("{v}",), (("was", "{v}"),), (("wasn't", "{v}"),))

HOMETOWNS = CategorySpec(
    "hometowns", ("Leeds", "York", "Bath", "Derby", "Exeter", "Hull", "Oxford", "Dover"), "plain",
    ("the {who} from {v}",), (("came from", "{v}"), ("travelled from", "{v}")),
    (("didn't come from", "{v}"),))

MEALS = CategorySpec(
    "meals", ("steak", "salmon", "risotto", "curry", "lasagne", "omelette", "paella", "goulash"), "plain",
    ("the {who} who ordered the {v}",), (("ordered", "the {v}"), ("had", "the {v}")),
    (("didn't order", "the {v}"),))

STAYS = CategorySpec(
    "stays", tuple((f"{days} days", days) for days in range(2, 11)), "ordered",
    ("the {who} who stayed {v}",), (("stayed", "{v}"),), (("didn't stay", "{v}"),),
    less=("{a} stayed fewer days than {b}", "{a} had a shorter stay than {b}"),
    more=("{a} stayed longer than {b}",),
    offset_more=("{a} stayed {k} longer than {b}",),
    offset_less=("{a} stayed {k} fewer than {b}",),
    unit="day",
    words=(("fewer", "less"), ("shorter", "less"), ("longer", "more"),))

ROOM_PRICES = CategorySpec(
    "prices", _dollars(80, 250, 10), "ordered",
    ("the {who} who paid {v}",), (("paid", "{v}"),), (("didn't pay", "{v}"),),
    less=("{a} paid less than {b}",),
    more=("{a} paid more than {b}", "{a} spent more than {b}"),
    offset_more=("{a} paid {k} more than {b}",),
    offset_less=("{a} paid {k} less than {b}",),
    unit="dollar",
    words=(("less", "less"), ("more", "more"),))

ARRIVALS = CategorySpec(
    "arrivals", _june_july_dates(), "ordered",
    ("the {who} who arrived on {v}",), (("arrived on", "{v}"), ("checked in on", "{v}")),
    (("didn't arrive on", "{v}"),),
    less=("{a} arrived before {b}", "{a} arrived sometime before {b}", "{a} checked in earlier than {b}"),
    more=("{a} arrived after {b}", "{a} checked in later than {b}"),
    offset_more=("{a} arrived {k} after {b}", "{a} checked in {k} later than {b}"),
    offset_less=("{a} arrived {k} before {b}",),
    unit="day",
    words=(("before", "less"), ("earlier", "less"), ("after", "more"), ("later", "more"),))

HOTEL = Theme("hotel", "Guests at the Seaview Hotel", "guest", "guests", "guests", "were",
              "Who {vp}?", (GUESTS, HOMETOWNS, MEALS, STAYS, ROOM_PRICES, ARRIVALS))

RUNNERS = CategorySpec("runners", FIRST_NAMES, "row", ("{v}",), (("was", "{v}"),), (("wasn't", "{v}"),))

PLACES = CategorySpec(
    "places", _positions(_suffixed), "position",
    ("the {who} who came {ord}", "the {who} who finished {ord}"),
    (("finished", "{ord}"), ("came", "{ord}")), (("didn't finish", "{ord}"),),
    less=("{a} finished ahead of {b}", "{a} finished somewhere ahead of {b}"),
    more=("{a} finished behind {b}", "{a} finished somewhere behind {b}"),
    offset_more=("{a} finished immediately behind {b}", "{a} finished {k} behind {b}"),
    offset_less=("{a} finished just ahead of {b}", "{a} finished {k} ahead of {b}"),
    unit="place",
    next_to=("{a} and {b} finished next to each other",),
    between_one=("There was one runner between {a} and {b}",),
    between_many=("There were {n} between {a} and {b}",),
    ends=("{a} finished either first or last",),
    allow_middle=False,
    words=(("ahead", "less"), ("behind", "more"),))

COUNTRIES = CategorySpec(
    "countries", ("Kenya", "Norway", "Japan", "Brazil", "Canada", "Italy", "Chile", "Spain"), "plain",
    ("the {who} from {v}",), (("comes from", "{v}"),), (("doesn't come from", "{v}"),))

SHOES = CategorySpec(
    "shoes", ("Nike", "Asics", "Puma", "Saucony", "Brooks", "Mizuno", "Hoka", "Adidas"), "plain",
    ("the {who} in {v} shoes", "the {who} who wore {v}"), (("wore", "{v}"), ("ran in", "{v}")),
    (("didn't wear", "{v}"),))

AGES = CategorySpec(
    "ages", tuple((str(age), age) for age in range(19, 41)), "ordered",
    ("the {v}-year-old",), (("is", "{v}"), ("is", "{v} years old")), (("isn't", "{v}"),),
    less=("{a} is younger than {b}",), more=("{a} is older than {b}",),
    offset_more=("{a} is {k} older than {b}",), offset_less=("{a} is {k} younger than {b}",),
    unit="year",
    words=(("younger", "less"), ("older", "more"),))

RACE = Theme("race", "The village fun run", "runner", "runners", "finalists", "were",
             "Who {vp}?", (RUNNERS, PLACES, COUNTRIES, SHOES, AGES))

STUDENTS = CategorySpec("students", FIRST_NAMES, "row", ("{v}",), (("is", "{v}"),), (("is not", "{v}"),))

GRANTS = CategorySpec(
    "grants", tuple((f"{amount} USD", amount) for amount in range(10000, 60001, 5000)), "ordered",
    ("the {who} with the {v} scholarship",), (("received", "{v}"), ("was awarded", "{v}")),
    (("didn't receive", "{v}"),),
    less=("{a} received a smaller scholarship than {b}", "{a} got less money than {b}"),
    more=("{a} got a bigger scholarship than {b}", "{a} received more than {b}"),
    offset_more=("{a} received {k} more than {b}", "{a} got a {k} bigger scholarship than {b}"),
    offset_less=("{a} received {k} less than {b}",),
    unit="USD",
    words=(("smaller", "less"), ("less", "less"), ("bigger", "more"), ("more", "more"),))

SUBJECTS = CategorySpec(
    "subjects", ("English", "Physics", "Astronomy", "Philosophy", "Chemistry", "History", "Biology", "Law"),
    "plain", ("the {v} student", "the {who} who studies {v}"), (("studies", "{v}"), ("majors in", "{v}")),
    (("doesn't study", "{v}"),))

UNIVERSITIES = CategorySpec(
    "universities", ("Yale", "Harvard", "Cornell", "Brown", "Duke", "Rice", "Emory", "Tufts"), "plain",
    ("the {who} at {v}",), (("attends", "{v}"), ("goes to", "{v}")), (("doesn't attend", "{v}"),))

STATES = CategorySpec(
    "states", ("Ohio", "Texas", "Maine", "Utah", "Iowa", "Idaho", "Nevada", "Oregon"), "plain",
    ("the {who} from {v}",), (("is from", "{v}"), ("comes from", "{v}")), (("isn't from", "{v}"),))

GRADUATION = CategorySpec(
    "graduation", _years(2025, 2032), "ordered",
    ("the {who} who graduates in {v}",), (("graduates in", "{v}"),), (("doesn't graduate in", "{v}"),),
    less=("{a} graduates before {b}", "{a} graduates earlier than {b}"),
    more=("{a} graduates after {b}", "{a} graduates later than {b}"),
    offset_more=("{a} graduates {k} after {b}",), offset_less=("{a} graduates {k} before {b}",),
    unit="year",
    words=(("before", "less"), ("earlier", "less"), ("after", "more"), ("later", "more"),))

SCHOLARS = Theme("scholars", "Scholarship winners", "student", "students", "winners", "were",
                 "Who {vp}?", (STUDENTS, GRANTS, SUBJECTS, UNIVERSITIES, STATES, GRADUATION))

OWNERS = CategorySpec("owners", FIRST_NAMES, "row", ("{v}'s car",),
                      (("belongs to", "{v}"), ("is", "{v}'s")), (("doesn't belong to", "{v}"), ("isn't", "{v}'s")))

MAKES = CategorySpec(
    "makes", ("Ford", "Fiat", "Volvo", "Honda", "Skoda", "Audi", "Mazda", "Toyota"), "plain",
    ("the {v}",), (("is", "{an} {v}"),), (("isn't", "{an} {v}"),))

CAR_COLOURS = CategorySpec(
    "colours", ("red", "blue", "green", "silver", "black", "white", "yellow", "orange"), "plain",
    ("the {v} car",), (("is", "{v}"), ("is painted", "{v}")), (("isn't", "{v}"),))

CAR_YEARS = CategorySpec(
    "years", _years(1995, 2022), "ordered",
    ("the {v} car", "the car made in {v}"), (("was made in", "{v}"), ("was built in", "{v}")),
    (("wasn't made in", "{v}"),),
    less=("{a} is older than {b}", "{a} was made before {b}"),
    more=("{a} is newer than {b}", "{a} was built after {b}"),
    offset_more=("{a} was made {k} after {b}", "{a} is {k} newer than {b}"),
    offset_less=("{a} was built {k} before {b}", "{a} is {k} older than {b}"),
    unit="year",
    words=(("older", "less"), ("before", "less"), ("newer", "more"), ("after", "more"),))

CAR_PRICES = CategorySpec(
    "prices", _dollars(1500, 9000, 500), "ordered",
    ("the car that cost {v}",), (("cost", "{v}"), ("sold for", "{v}")), (("didn't cost", "{v}"),),
    less=("{a} cost less than {b}", "{a} was cheaper than {b}"),
    more=("{a} cost more than {b}",),
    offset_more=("{a} cost {k} more than {b}",), offset_less=("{a} cost {k} less than {b}",),
    unit="dollar",
    words=(("less", "less"), ("cheaper", "less"), ("more", "more"),))

SPACES = CategorySpec(
    "spaces", _positions(str), "position",
    ("the car in the {ord} space", "the car in space {v}"),
    (("is parked in", "the {ord} space"), ("stands in", "space {v}")), (("isn't parked in", "the {ord} space"),),
    less=("{a} is parked somewhere to the left of {b}",),
    more=("{a} is parked to the right of {b}",),
    offset_more=("{a} is parked immediately to the right of {b}", "{a} is parked {k} to the right of {b}"),
    offset_less=("{a} is parked directly left of {b}",),
    unit="space",
    next_to=("{a} is parked next to {b}", "{a} and {b} are parked next to each other"),
    between_one=("There is one space between {a} and {b}",),
    between_many=("There are {n} between {a} and {b}",),
    ends=("{a} is parked at one of the ends",))

CARS = Theme("cars", "The used-car lot", "car", "cars", "cars", "are",
             "Whose car {vp}?", (OWNERS, MAKES, CAR_COLOURS, CAR_YEARS, CAR_PRICES, SPACES))

PASSENGERS = CategorySpec("passengers", FIRST_NAMES, "row", ("{v}'s flight",), (("is", "{v}'s"),), (("is not", "{v}'s"),))

DESTINATIONS = CategorySpec(
    "destinations", ("Rome", "Oslo", "Lisbon", "Vienna", "Prague", "Athens", "Dublin", "Madrid"), "plain",
    ("the {v} flight", "the flight to {v}"), (("goes to", "{v}"), ("flies to", "{v}")),
    (("doesn't go to", "{v}"),))

DEPARTURES = CategorySpec(
    "departures", _clock(6 * 60, 21 * 60, 30), "ordered",
    ("the {v} flight",), (("leaves at", "{v}"), ("departs at", "{v}")), (("doesn't leave at", "{v}"),),
    less=("{a} leaves earlier than {b}", "{a} departs sometime before {b}"),
    more=("{a} leaves later than {b}", "{a} departs sometime after {b}"),
    offset_more=("{a} leaves {k} later than {b}",),
    offset_less=("{a} leaves {k} earlier than {b}", "{a} departs {k} before {b}"),
    unit="minute",
    words=(("earlier", "less"), ("before", "less"), ("later", "more"), ("after", "more"),))

AIRLINES = CategorySpec(
    "airlines", ("Lufthansa", "KLM", "Iberia", "Finnair", "Aer Lingus", "SAS", "TAP", "Swiss"), "plain",
    ("the {v} flight",), (("is operated by", "{v}"), ("is with", "{v}")), (("isn't operated by", "{v}"),))

GATES = CategorySpec(
    "gates", ("A2", "B7", "C1", "D4", "A9", "B3", "C6", "D8"), "plain",
    ("the flight at gate {v}", "the gate {v} flight"), (("boards at", "gate {v}"), ("leaves from", "gate {v}")),
    (("doesn't board at", "gate {v}"),))

FARES = CategorySpec(
    "fares", _dollars(60, 400, 20), "ordered",
    ("the {v} flight",), (("costs", "{v}"),), (("doesn't cost", "{v}"),),
    less=("{a} costs less than {b}", "{a} is cheaper than {b}"),
    more=("{a} costs more than {b}",),
    offset_more=("{a} costs {k} more than {b}",), offset_less=("{a} costs {k} less than {b}",),
    unit="dollar",
    words=(("less", "less"), ("cheaper", "less"), ("more", "more"),))

FLIGHTS = Theme("flights", "Departures board", "flight", "flights", "flights", "are",
                "Whose flight {vp}?", (PASSENGERS, DESTINATIONS, DEPARTURES, AIRLINES, GATES, FARES))

SPECIES = CategorySpec(
    "trees", ("oak", "elm", "ash", "beech", "birch", "maple", "willow", "cedar"), "row",
    ("the {v}",), (("is", "the {v}"),), (("is not", "the {v}"),))

HEIGHTS = CategorySpec(
    "heights", tuple((f"{feet} ft.", feet) for feet in range(40, 181, 5)), "ordered",
    ("the {v} tree",), (("is", "{v} tall"), ("stands", "{v} tall")), (("isn't", "{v} tall"),),
    less=("{a} is shorter than {b}",), more=("{a} is taller than {b}",),
    offset_more=("{a} is {k} taller than {b}",), offset_less=("{a} is {k} shorter than {b}",),
    unit="foot",
    words=(("shorter", "less"), ("taller", "more"),))

PLANTED = CategorySpec(
    "planted", _years(1890, 1990), "ordered",
    ("the tree planted in {v}",), (("was planted in", "{v}"),), (("wasn't planted in", "{v}"),),
    less=("{a} was planted before {b}", "{a} is older than {b}"),
    more=("{a} was planted after {b}", "{a} is younger than {b}"),
    offset_more=("{a} was planted {k} after {b}",), offset_less=("{a} was planted {k} before {b}",),
    unit="year",
    words=(("before", "less"), ("older", "less"), ("after", "more"), ("younger", "more"),))

PARKS = CategorySpec(
    "parks", ("Hyde Park", "Kew Gardens", "Green Park", "Victoria Park", "Holland Park", "Battersea Park",
              "Clissold Park", "Finsbury Park"), "plain",
    ("the tree in {v}",), (("stands in", "{v}"), ("grows in", "{v}")), (("doesn't grow in", "{v}"),))

GARDENERS = CategorySpec(
    "gardeners", ("Mo", "Nell", "Ravi", "Sue", "Tom", "Una", "Vic", "Wes"), "plain",
    ("{v}'s tree", "the tree tended by {v}"), (("is tended by", "{v}"),),
    (("isn't tended by", "{v}"),))

TREES = Theme("trees", "Champion trees of London", "tree", "trees", "trees", "are",
              "Which tree {vp}?", (SPECIES, HEIGHTS, PLANTED, PARKS, GARDENERS))

HOSTS = CategorySpec("hosts", FIRST_NAMES, "row", ("{v}'s show", "the show hosted by {v}"),
                     (("is hosted by", "{v}"),), (("isn't hosted by", "{v}"),))

VIEWERS = CategorySpec(
    "viewers", tuple((f"{tenths / 10:g} million", tenths * 100000) for tenths in range(5, 61, 5)), "ordered",
    ("the show with {v} viewers",), (("draws", "{v} viewers"), ("has", "{v} viewers")),
    (("doesn't draw", "{v} viewers"),),
    less=("{a} draws fewer viewers than {b}", "{a} has a smaller audience than {b}"),
    more=("{a} draws more viewers than {b}", "{a} has a bigger audience than {b}"),
    offset_more=("{a} has {k} more viewers than {b}",), offset_less=("{a} draws {k} fewer viewers than {b}",),
    unit="million",
    words=(("fewer", "less"), ("smaller", "less"), ("more", "more"), ("bigger", "more"),))

SLOTS = CategorySpec(
    "slots", _clock(17 * 60, 23 * 60, 30), "ordered",
    ("the {v} show",), (("airs at", "{v}"), ("starts at", "{v}")), (("doesn't air at", "{v}"),),
    less=("{a} airs earlier than {b}", "{a} starts sometime before {b}"),
    more=("{a} airs later than {b}",),
    offset_more=("{a} starts {k} later than {b}",), offset_less=("{a} starts {k} earlier than {b}",),
    unit="minute",
    words=(("earlier", "less"), ("before", "less"), ("later", "more"),))

CHANNELS = CategorySpec(
    "channels", ("BBC One", "ITV", "Sky", "Dave", "Alibi", "Gold", "Quest", "Yesterday"), "plain",
    ("the show on {v}",), (("is on", "{v}"), ("airs on", "{v}")), (("isn't on", "{v}"),))

GENRES = CategorySpec(
    "genres", ("quiz", "cookery", "news", "drama", "comedy", "travel", "gardening", "history"), "plain",
    ("the {v} show",), (("is", "{an} {v} show"),), (("isn't", "{an} {v} show"),))

TELEVISION = Theme("television", "Tonight on television", "show", "shows", "shows", "are",
                   "Whose show {vp}?", (HOSTS, VIEWERS, SLOTS, CHANNELS, GENRES))

THEMES = {theme.key: theme for theme in (STREET, HOTEL, RACE, SCHOLARS, CARS, FLIGHTS, TREES, TELEVISION)}


# ---------------------------------------------------------------------------------------
# A puzzle under construction
# ---------------------------------------------------------------------------------------

@dataclass
class Draft:
    """Chosen categories, their values and a solution (entity i holds values[c][solution[c][i]])."""
    theme: Theme
    specs: list
    values: list                      # labels per category, in declared order
    numbers: list                     # numbers per category (None for unordered)
    holder: list                      # holder[c][entity] = value index
    rng: random.Random

    @property
    def size(self):
        return len(self.values[0])

    def label(self, category, entity):
        return self.values[category][self.holder[category][entity]]

    def reference(self, category, entity):
        return [self.specs[category].name, self.label(category, entity)]

    def number(self, category, entity):
        return self.numbers[category][self.holder[category][entity]]


def choose_draft(theme: Theme, entities: int, categories: int, rng: random.Random, required=()) -> Draft:
    """Pick ``categories`` categories of ``theme`` (row first, ``required`` names included) and a solution."""
    row, others = theme.categories[0], list(theme.categories[1:])
    if categories - 1 > len(others):
        raise ValueError(f"theme {theme.key!r} has only {len(others) + 1} categories")
    chosen = [spec for spec in others if spec.name in required]
    rest = [spec for spec in others if spec.name not in required]
    chosen += rng.sample(rest, categories - 1 - len(chosen))
    chosen.sort(key=others.index)
    specs = [row] + chosen
    values, numbers = [], []
    for spec in specs:
        if spec.kind == "position":
            picked = list(spec.pool[:entities])
        elif spec.kind == "ordered":
            picked = sorted(rng.sample(spec.pool, entities), key=lambda pair: pair[1])
        else:
            picked = sorted(rng.sample(spec.pool, entities))
        if spec.kind in ("position", "ordered"):
            values.append([label for label, _ in picked])
            numbers.append([number for _, number in picked])
        else:
            values.append(list(picked))
            numbers.append(None)
    holder = [list(range(entities))]
    for _ in specs[1:]:
        permutation = list(range(entities))
        rng.shuffle(permutation)
        holder.append(permutation)
    return Draft(theme, specs, values, numbers, holder, rng)


# ---------------------------------------------------------------------------------------
# Phrasing
# ---------------------------------------------------------------------------------------

def ordinal_word(draft: Draft, spec: CategorySpec, number: int) -> str:
    """'first', 'third', 'last' or 'middle' for a position number."""
    if number == draft.size and draft.rng.random() < 0.6:
        return "last"
    if spec.allow_middle and draft.size % 2 == 1 and number == (draft.size + 1) // 2 and draft.rng.random() < 0.6:
        return "middle"
    return ORDINAL_WORDS[number]


def _fill(draft: Draft, template: str, category: int, entity: int) -> str:
    spec = draft.specs[category]
    label = draft.label(category, entity)
    ordinal = ordinal_word(draft, spec, draft.number(category, entity)) if spec.kind == "position" else ""
    article = "an" if label[0].lower() in "aeiou" else "a"
    return template.format(v=label, ord=ordinal, who=draft.theme.who, an=article)


def noun_phrase(draft: Draft, category: int, entity: int) -> str:
    """A phrase naming ``entity`` by its value in ``category`` ("the cat owner", "Ann")."""
    return _fill(draft, draft.rng.choice(draft.specs[category].noun_phrases), category, entity)


def verb_phrase(draft: Draft, category: int, entity: int, negated=False) -> str:
    """'keeps the cat' / "doesn't keep the cat" for ``entity``'s value in ``category``."""
    spec = draft.specs[category]
    verb, obj = draft.rng.choice(spec.negated_verbs if negated else spec.verbs)
    return f"{verb} {_fill(draft, obj, category, entity)}"


def format_amount(unit: str, amount: int) -> str:
    """An offset with its unit, as puzzle books write it ('2 hours', '$20', '15 ft.', 'two houses')."""
    if unit in ("house", "place", "space"):
        return f"{NUMBER_WORDS[amount]} {unit}{'s' if amount != 1 else ''}"
    if unit == "dollar":
        return f"${amount}"
    if unit == "foot":
        return f"{amount} ft."
    if unit == "USD":
        return f"{amount} USD"
    if unit == "million":
        return f"{amount / 1_000_000:g} million"
    if unit == "minute":
        if amount % 60 == 0:
            hours = amount // 60
            return f"{hours} hour{'s' if hours != 1 else ''}"
        return f"{amount} minutes"
    return f"{amount} {unit}{'s' if amount != 1 else ''}"


def sentence(text: str) -> str:
    """Capitalise the first letter and end with a full stop."""
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "?")) else text + "."


# ---------------------------------------------------------------------------------------
# Clue families: each returns (relations, text) true in the draft's solution, or None
# ---------------------------------------------------------------------------------------

def _pick_categories(draft, count, exclude=()):
    pool = [category for category in range(len(draft.specs)) if category not in exclude]
    if len(pool) < count:
        return None
    return draft.rng.sample(pool, count)


def _reference_category(draft, exclude=()):
    """A category to name an entity by; avoids position/ordered ones half of the time."""
    pool = [category for category in range(len(draft.specs)) if category not in exclude]
    plain = [category for category in pool if draft.specs[category].kind in ("row", "plain")]
    if plain and draft.rng.random() < 0.7:
        return draft.rng.choice(plain)
    return draft.rng.choice(pool)


def _two_entities(draft):
    return draft.rng.sample(range(draft.size), 2)


def family_identity(draft):
    first, second = _pick_categories(draft, 2)
    entity = draft.rng.randrange(draft.size)
    if draft.specs[second].kind == "position":
        first, second = second, first
    relation = ["same", draft.reference(first, entity), draft.reference(second, entity)]
    if draft.rng.random() < 0.25 and draft.specs[second].kind in ("plain", "row") and "{v}" != draft.specs[second].noun_phrases[0]:
        text = f"{noun_phrase(draft, first, entity)} is {noun_phrase(draft, second, entity)}"
    else:
        text = f"{noun_phrase(draft, first, entity)} {verb_phrase(draft, second, entity)}"
    return [relation], sentence(text)


def family_negation(draft):
    first, second = _pick_categories(draft, 2)
    entity, other = _two_entities(draft)
    relation = ["different", draft.reference(first, entity), draft.reference(second, other)]
    text = f"{noun_phrase(draft, first, entity)} {verb_phrase(draft, second, other, negated=True)}"
    return [relation], sentence(text)


def family_neither(draft):
    target = draft.rng.randrange(1, len(draft.specs)) if draft.rng.random() < 0.8 else 0
    if draft.size < 3:
        return None
    entity, first_other, second_other = draft.rng.sample(range(draft.size), 3)
    first = _reference_category(draft, exclude=(target,))
    second = _reference_category(draft, exclude=(target,))
    if first == second and draft.specs[first].kind == "position":
        return None
    value = draft.reference(target, entity)
    relations = [["different", draft.reference(first, first_other), value],
                 ["different", draft.reference(second, second_other), value]]
    text = (f"Neither {noun_phrase(draft, first, first_other)} nor {noun_phrase(draft, second, second_other)} "
            f"{verb_phrase(draft, target, entity)}")
    return relations, sentence(text)


def family_either_subject(draft):
    subject_category = _reference_category(draft)
    first, second = _pick_categories(draft, 2, exclude=(subject_category,))
    entity, other = _two_entities(draft)
    subject = draft.reference(subject_category, entity)
    options = [(first, entity), (second, other)]
    draft.rng.shuffle(options)
    relation = ["one_of", [["same", subject, draft.reference(c, e)] for c, e in options]]
    names = [noun_phrase(draft, c, e) for c, e in options]
    text = f"{noun_phrase(draft, subject_category, entity)} is either {names[0]} or {names[1]}"
    return [relation], sentence(text)


def family_either_predicate(draft):
    target = draft.rng.randrange(1, len(draft.specs))
    entity, other = _two_entities(draft)
    options = [(_reference_category(draft, exclude=(target,)), entity),
               (_reference_category(draft, exclude=(target,)), other)]
    draft.rng.shuffle(options)
    value = draft.reference(target, entity)
    relation = ["one_of", [["same", draft.reference(c, e), value] for c, e in options]]
    names = [noun_phrase(draft, c, e) for c, e in options]
    text = f"Either {names[0]} or {names[1]} {verb_phrase(draft, target, entity)}"
    return [relation], sentence(text)


def family_either_object(draft):
    target = draft.rng.randrange(1, len(draft.specs))
    subject_category = _reference_category(draft, exclude=(target,))
    entity, other = _two_entities(draft)
    spec = draft.specs[target]
    verb, obj = draft.rng.choice(spec.verbs)
    objects = [(entity, _fill(draft, obj, target, entity)), (other, _fill(draft, obj, target, other))]
    draft.rng.shuffle(objects)
    subject = draft.reference(subject_category, entity)
    relation = ["one_of", [["same", subject, draft.reference(target, e)] for e, _ in objects]]
    text = (f"{noun_phrase(draft, subject_category, entity)} {verb} either {objects[0][1]} "
            f"or {objects[1][1]}")
    return [relation], sentence(text)


def family_pair(draft):
    target = draft.rng.randrange(1, len(draft.specs))
    first_entity, second_entity = _two_entities(draft)
    first = _reference_category(draft, exclude=(target,))
    second = _reference_category(draft, exclude=(target,))
    if first == second and draft.specs[first].kind == "position":
        return None
    named = [(target, first_entity), (target, second_entity)]
    draft.rng.shuffle(named)
    relation = ["pair", draft.reference(first, first_entity), draft.reference(second, second_entity),
                draft.reference(*named[0]), draft.reference(*named[1])]
    a, b = noun_phrase(draft, first, first_entity), noun_phrase(draft, second, second_entity)
    c, d = verb_phrase(draft, *named[0]), verb_phrase(draft, *named[1])
    template = draft.rng.choice([
        "Of {a} and {b}, one {c} and the other {d}",
        "Either {a} or {b} {c} – the other one {d}",
        "One of {a} and {b} {c}; the other {d}",
    ])
    return [relation], sentence(template.format(a=a, b=b, c=c, d=d))


def family_all_different(draft):
    count = min(draft.size, draft.rng.choice([3, 3, 4]))
    if count == draft.size and draft.size > 3:
        count = 3
    entities = draft.rng.sample(range(draft.size), count)
    categories = [_reference_category(draft) for _ in entities]
    if len(set(categories)) < count:
        return None
    references = [draft.reference(c, e) for c, e in zip(categories, entities)]
    if len({tuple(reference) for reference in references}) < count:
        return None
    names = [noun_phrase(draft, c, e) for c, e in zip(categories, entities)]
    listed = ", ".join(names[:-1]) + f" and {names[-1]}"
    text = f"{listed} {draft.theme.be_plural} {NUMBER_WORDS[count]} different {draft.theme.plural}"
    return [["all_different", references]], sentence(text)


def family_group(draft):
    entities = list(range(draft.size))
    draft.rng.shuffle(entities)
    categories = [_reference_category(draft) for _ in entities]
    if len(set(categories)) < min(3, len(draft.specs)):
        return None
    references = [draft.reference(c, e) for c, e in zip(categories, entities)]
    names = [noun_phrase(draft, c, e) for c, e in zip(categories, entities)]
    listed = ", ".join(names[:-1]) + f" and {names[-1]}"
    text = f"The {NUMBER_WORDS[draft.size]} {draft.theme.group} {draft.theme.be_plural} {listed}"
    return [["all_different", references]], sentence(text)


def _ordered_categories(draft, kinds=("ordered", "position")):
    return [category for category, spec in enumerate(draft.specs) if spec.kind in kinds]


def _compared(draft, ordered, entity, other):
    """Noun phrases for two entities compared in ``ordered`` (named by other categories)."""
    first = _reference_category(draft, exclude=(ordered,))
    second = _reference_category(draft, exclude=(ordered,))
    return first, second


def family_less(draft):
    ordered = draft.rng.choice(_ordered_categories(draft) or [None])
    if ordered is None:
        return None
    entity, other = _two_entities(draft)
    if draft.number(ordered, entity) > draft.number(ordered, other):
        entity, other = other, entity
    first, second = _compared(draft, ordered, entity, other)
    name = draft.specs[ordered].name
    relation = ["less", draft.reference(first, entity), draft.reference(second, other), name]
    spec = draft.specs[ordered]
    a, b = noun_phrase(draft, first, entity), noun_phrase(draft, second, other)
    if draft.rng.random() < 0.5:
        text = draft.rng.choice(spec.less).format(a=a, b=b)
    else:
        text = draft.rng.choice(spec.more).format(a=b, b=a)
    return [relation], sentence(text)


def family_offset(draft):
    ordered = draft.rng.choice(_ordered_categories(draft) or [None])
    if ordered is None:
        return None
    spec = draft.specs[ordered]
    entity, other = _two_entities(draft)
    amount = draft.number(ordered, entity) - draft.number(ordered, other)
    if spec.kind == "position" and abs(amount) > 2:
        return None
    first, second = _compared(draft, ordered, entity, other)
    relation = ["offset", draft.reference(first, entity), draft.reference(second, other), spec.name, amount]
    templates = spec.offset_more if amount > 0 else spec.offset_less
    if spec.kind == "position":
        templates = [t for t in templates if ("{k}" in t) == (abs(amount) > 1)]
        if not templates:
            return None
    template = draft.rng.choice(templates)
    a, b = noun_phrase(draft, first, entity), noun_phrase(draft, second, other)
    text = template.format(a=a, b=b, k=format_amount(spec.unit, abs(amount)))
    return [relation], sentence(text)


def family_next_to(draft):
    positions = [c for c in _ordered_categories(draft, ("position",)) if draft.specs[c].next_to]
    if not positions:
        return None
    ordered = positions[0]
    spec = draft.specs[ordered]
    entity, other = _two_entities(draft)
    gap = abs(draft.number(ordered, entity) - draft.number(ordered, other))
    first, second = _compared(draft, ordered, entity, other)
    relation = ["distance", draft.reference(first, entity), draft.reference(second, other), spec.name, gap]
    a, b = noun_phrase(draft, first, entity), noun_phrase(draft, second, other)
    if gap == 1:
        text = draft.rng.choice(spec.next_to).format(a=a, b=b)
    elif gap == 2:
        text = draft.rng.choice(spec.between_one).format(a=a, b=b)
    else:
        text = draft.rng.choice(spec.between_many).format(a=a, b=b, n=format_amount(spec.unit, gap - 1))
    return [relation], sentence(text)


def family_absolute(draft):
    positions = _ordered_categories(draft, ("position",))
    if not positions:
        return None
    ordered = positions[0]
    spec = draft.specs[ordered]
    entity = draft.rng.randrange(draft.size)
    subject = _reference_category(draft, exclude=(ordered,))
    number = draft.number(ordered, entity)
    a = noun_phrase(draft, subject, entity)
    if number in (1, draft.size) and draft.rng.random() < 0.5:
        ends = [["same", draft.reference(subject, entity), [spec.name, draft.values[ordered][index]]]
                for index in (0, draft.size - 1)]
        template = draft.rng.choice(spec.ends)
        kind = "one_of" if "either" in template else "any_of"
        return [[kind, ends]], sentence(template.format(a=a))
    relation = ["same", draft.reference(subject, entity), draft.reference(ordered, entity)]
    return [relation], sentence(f"{a} {verb_phrase(draft, ordered, entity)}")


FAMILIES = {
    "identity": family_identity,
    "negation": family_negation,
    "neither": family_neither,
    "either_subject": family_either_subject,
    "either_predicate": family_either_predicate,
    "either_object": family_either_object,
    "pair": family_pair,
    "all_different": family_all_different,
    "group": family_group,
    "less": family_less,
    "offset": family_offset,
    "next_to": family_next_to,
    "absolute": family_absolute,
}

FAMILY_WEIGHTS = {"identity": 3, "negation": 3, "neither": 1, "either_subject": 1, "either_predicate": 1,
                  "either_object": 1, "pair": 2, "all_different": 1, "group": 1, "less": 2, "offset": 2,
                  "next_to": 2, "absolute": 1}


def draw_clue(draft: Draft, family: str):
    """A true clue of ``family`` as (relations, text), or None when the family does not fit."""
    for _ in range(20):
        clue = FAMILIES[family](draft)
        if clue is not None:
            return clue
    return None


# ---------------------------------------------------------------------------------------
# Assembling and proving a puzzle
# ---------------------------------------------------------------------------------------

def categories_json(draft: Draft) -> list[dict]:
    return [{"name": spec.name, "values": values, "numbers": numbers}
            for spec, values, numbers in zip(draft.specs, draft.values, draft.numbers)]


def solution_rows(draft: Draft) -> list[list[str]]:
    return [[draft.label(category, entity) for category in range(len(draft.specs))] for entity in range(draft.size)]


def _count(categories, clues, limit=2):
    relations = [relation for relations, _, _ in clues for relation in relations]
    return sum(1 for _ in brute_force.solutions(categories, relations, limit))


ENGINE_STEP_SECONDS = 20.0     # one count while clues are added or dropped
ENGINE_PROOF_SECONDS = 120.0   # the final proof of the finished puzzle


def engine_result(draft: Draft, clues, limit: int = 2, timeout: float = ENGINE_PROOF_SECONDS):
    """pylogic's own engine (``pylogic.solve``) on the clues' text, stopped at ``limit`` solutions.

    Raises a PylogicError when the text does not compile or the search times out.
    """
    import pylogic

    return pylogic.solve(render(draft, "generated", clues, None), limit=limit, timeout=timeout)


def engine_count(draft: Draft, clues, limit: int = 2) -> int:
    """How many solutions (up to ``limit``) pylogic's engine finds for the clues; a search that
    passes ENGINE_STEP_SECONDS counts as ``limit`` (not proven unique: more clues are added, or
    the clue being tried is kept), so a generated puzzle stays quick to solve."""
    from pylogic.errors import SolveTimeout

    try:
        return engine_result(draft, clues, limit, ENGINE_STEP_SECONDS).count
    except SolveTimeout:
        return limit


def engine_accepts(draft: Draft, clue) -> bool:
    """True when pylogic compiles the clue on its own and the draft's solution satisfies it."""
    from pylogic.errors import PylogicError

    try:
        result = engine_result(draft, [clue], limit=1, timeout=ENGINE_STEP_SECONDS)
    except PylogicError:
        return False
    return result.count == 1


def counter(draft: Draft, prover: str):
    """count(clues, limit) -> solutions up to limit, by ``prover``: 'brute' (tests/brute_force_grid.py,
    independent of pylogic), 'cpsat' (OR-Tools CP-SAT, bench/peer_grid.py: independent of pylogic
    and fast at 10x10) or 'engine' (pylogic itself; fast enough for 6x6 to 8x8)."""
    if prover == "engine":
        return lambda clues, limit=2: engine_count(draft, clues, limit)
    if prover == "cpsat":
        from bench.peer_grid import grid_solutions

        categories = categories_json(draft)
        return lambda clues, limit=2: len(grid_solutions(
            categories, [relation for relations, _, _ in clues for relation in relations], limit))
    if prover == "brute":
        categories = categories_json(draft)
        return lambda clues, limit=2: _count(categories, clues, limit)
    raise ValueError(f"unknown prover {prover!r} (brute or engine)")


def build_clues(draft: Draft, protected_families, pool_families, prover: str = "brute"):
    """Clues (relations, text, family) with exactly one solution, in random order.

    One clue of each protected family is always kept; clues drawn from the pool families are
    added until ``prover`` (see ``counter``) proves one solution, then each is dropped if the
    rest still do. With the engine prover a clue pylogic cannot compile is never drawn.
    """
    categories = categories_json(draft)
    rows = solution_rows(draft)
    texts = set()
    count = counter(draft, prover)

    def add(family, clues):
        clue = draw_clue(draft, family)
        if clue is None or clue[1] in texts:
            return False
        relations, text = clue
        assert brute_force.table_satisfies(categories, relations, rows), text
        if prover == "engine" and not engine_accepts(draft, (relations, text, family)):
            return False
        texts.add(text)
        clues.append((relations, text, family))
        return True

    protected = []
    for family in protected_families:
        add(family, protected)
    pool = []
    names, weights = zip(*[(name, weight) for name, weight in FAMILY_WEIGHTS.items() if name in pool_families])
    while count(protected + pool) > 1:
        for _ in range(4):
            add(draft.rng.choices(names, weights)[0], pool)
    draft.rng.shuffle(pool)
    kept = list(pool)
    for clue in pool:
        trial = [other for other in kept if other is not clue]
        if count(protected + trial) == 1:
            kept = trial
    clues = protected + kept
    draft.rng.shuffle(clues)
    return clues


def applicable_families(draft: Draft) -> list[str]:
    """Families that the draft's categories can express."""
    kinds = {spec.kind for spec in draft.specs}
    families = ["identity", "negation", "either_subject", "either_predicate", "either_object", "pair", "group"]
    if draft.size >= 3:
        families.append("neither")
    if draft.size >= 4:
        families.append("all_different")
    if kinds & {"ordered", "position"}:
        families += ["less", "offset"]
    if "position" in kinds:
        families += ["next_to", "absolute"]
    return families


def render(draft: Draft, title: str, clues, question: str | None) -> str:
    """The clue file text."""
    lines = [f"# {title}"]
    for spec, values in zip(draft.specs, draft.values):
        listed = ", ".join(values)
        lines.append(listed and f"{spec.name} : {listed}" + ("" if listed.endswith(".") else "."))
    lines += declarations(draft, [text for _, text, _ in clues])
    lines.append("")
    for number, (_, text, _) in enumerate(clues, start=1):
        lines.append(f"{number}. {text}")
    if question:
        lines.append(question)
    return "\n".join(lines) + "\n"


BUILT_IN_COMPARATIVES = {"more", "less", "bigger", "smaller", "larger", "longer", "shorter", "later",
                         "earlier", "higher", "lower", "taller", "before", "after"}


def declarations(draft: Draft, texts: list[str]) -> list[str]:
    """`word ...` lines (README.md, "The clue language") binding the comparatives the clues use.

    A word is declared when the language does not know it, or when the puzzle has several
    ordered categories so that the word alone would not tell which one it compares.
    """
    used = set(re.findall(r"[a-z]+", " ".join(texts).lower()))
    several = sum(spec.kind in ("ordered", "position") for spec in draft.specs) > 1
    lines = []
    for spec in draft.specs:
        for meaning in ("less", "more"):
            words = [word for word, sense in spec.words
                     if sense == meaning and word in used and (several or word not in BUILT_IN_COMPARATIVES)]
            if words:
                lines.append(f"word {', '.join(words)} = {meaning} {spec.name}.")
    return lines


def make_question(draft: Draft) -> str:
    category = draft.rng.randrange(1, len(draft.specs))
    entity = draft.rng.randrange(draft.size)
    return sentence(draft.theme.question.format(vp=verb_phrase(draft, category, entity)))[:-1] + "?"


def make_puzzle(theme_key: str, entities: int, categories: int, seed: int, title: str | None = None,
                required=(), protected=None, question=True, prover: str = "brute") -> dict:
    """A proven unique puzzle: {'text', 'expected', 'relations', ...} (relations as in brute_force_grid).

    ``required`` names categories that must be used; ``protected`` lists clue families that
    must appear (default: every family the categories allow). ``prover`` proves uniqueness:
    'brute' (default, independent of pylogic, for the test corpus) or 'engine' (pylogic's own
    engine, for the big benchmark puzzles the brute force cannot prove).
    """
    rng = random.Random(seed)
    theme = THEMES[theme_key]
    draft = choose_draft(theme, entities, categories, rng, required)
    applicable = applicable_families(draft)
    protected = [family for family in (protected or applicable) if family in applicable]
    clues = build_clues(draft, protected, [family for family in applicable if family != "group"], prover)
    title = title or theme.title
    question_text = make_question(draft) if question else None
    return assemble(draft, title, clues, question_text, prover)


def assemble(draft: Draft, title: str, clues, question_text, prover: str = "brute") -> dict:
    """Record for a finished clue list: text, relations and expected answer (proven here by ``prover``)."""
    text = render(draft, title, clues, question_text)
    relations = {
        "title": title,
        "categories": categories_json(draft),
        "clues": [{"number": number, "text": clue_text, "family": family, "relations": relations}
                  for number, (relations, clue_text, family) in enumerate(clues, start=1)],
    }
    if prover == "engine":
        return {"text": text, "expected": engine_expected(draft, clues), "relations": relations,
                "draft": draft, "clues": clues}
    found = list(brute_force.solutions(relations["categories"], brute_force.puzzle_relations(relations), limit=50))
    if len(found) == 1:
        assert found[0] == solution_rows(draft)
        expected = {"status": "unique", "header": [spec.name for spec in draft.specs], "rows": found[0]}
    elif found:
        expected = {"status": "several", "count": len(list(brute_force.solutions(
            relations["categories"], brute_force.puzzle_relations(relations))))}
    else:
        expected = {"status": "none", "conflict": brute_force.smallest_conflicts(relations)[0]}
    return {"text": text, "expected": expected, "relations": relations, "draft": draft, "clues": clues}


def engine_expected(draft: Draft, clues) -> dict:
    """The expected answer as pylogic's engine proves it; AssertionError unless it is the draft's."""
    result = engine_result(draft, clues, limit=2)
    rows = solution_rows(draft)
    assert result.complete and result.count == 1, f"engine found {result.count} solution(s)"
    assert [list(row) for row in result.solutions[0].rows] == rows, "engine's solution is not the draft's"
    return {"status": "unique", "header": [spec.name for spec in draft.specs], "rows": rows}


def generate(entities: int, categories: int, seed: int, prover: str = "brute") -> tuple[str, dict]:
    """A random puzzle with a proven unique answer: (clue file text, expected answer dict).

    Uses the neighbours theme (up to 8 categories, 8 values each). Brute force grows as
    (entities!)^(categories-1) in the worst case; beyond 5x5 use ``prover='engine'``.
    """
    record = make_puzzle("neighbours", entities, categories, seed, question=False, prover=prover)
    return record["text"], record["expected"]


def write_record(directory: Path, name: str, record: dict) -> None:
    """Write NAME.clues, NAME.expected.json and NAME.relations.json under ``directory``."""
    directory.mkdir(parents=True, exist_ok=True)
    (directory / f"{name}.clues").write_text(record["text"], encoding="utf-8")
    (directory / f"{name}.expected.json").write_text(json.dumps(record["expected"], indent=1) + "\n", encoding="utf-8")
    (directory / f"{name}.relations.json").write_text(json.dumps(record["relations"], indent=1) + "\n", encoding="utf-8")


# ---------------------------------------------------------------------------------------
# The puzzles/ corpus
# ---------------------------------------------------------------------------------------

# (file name, theme, entities, categories, seed, required categories, protected families)
CORPUS = [
    ("elm_street_3x4", "neighbours", 3, 4, 11, ("houses",), ("absolute", "next_to", "neither", "group")),
    ("car_owners_4x3", "cars", 4, 3, 12, ("makes", "colours"), ("either_subject", "pair", "negation")),
    ("seaview_hotel_4x4", "hotel", 4, 4, 13, ("stays",), ("offset", "either_object", "all_different", "neither")),
    ("fun_run_4x4", "race", 4, 4, 14, ("places",), ("absolute", "next_to", "less", "pair")),
    ("champion_trees_4x4", "trees", 4, 4, 15, ("heights",), ("offset", "either_predicate", "group", "negation")),
    ("departures_4x5", "flights", 4, 5, 16, ("departures", "fares"), ("offset", "less", "either_subject", "neither")),
    ("scholarship_winners_4x5", "scholars", 4, 5, 17, ("grants",), ("offset", "pair", "either_object", "all_different")),
    ("tv_tonight_5x3", "television", 5, 3, 18, ("viewers",), ("offset", "less", "neither", "group")),
    ("elm_street_5x4", "neighbours", 5, 4, 19, ("houses", "years"), ("next_to", "absolute", "offset", "either_predicate")),
    ("car_park_5x4", "cars", 5, 4, 20, ("spaces", "years"), ("next_to", "less", "pair", "either_object")),
    ("fun_run_5x5", "race", 5, 5, 21, ("places", "ages"), ("offset", "absolute", "either_subject", "all_different", "group")),
    ("seaview_hotel_5x5", "hotel", 5, 5, 22, ("stays", "arrivals"), ("offset", "less", "pair", "neither")),
    ("departures_5x5", "flights", 5, 5, 23, ("departures",), ("offset", "either_predicate", "negation", "group")),
    ("champion_trees_5x4", "trees", 5, 4, 24, ("heights", "planted"), ("less", "offset", "either_object", "pair")),
    ("elm_street_5x6", "neighbours", 5, 6, 25, ("houses",), ("next_to", "absolute", "neither", "either_subject", "all_different")),
    ("scholarship_winners_5x5", "scholars", 5, 5, 26, ("grants", "graduation"), ("offset", "less", "either_predicate", "neither")),
    ("tv_tonight_6x4", "television", 6, 4, 27, ("viewers", "slots"), ("offset", "less", "pair", "group")),
    ("car_park_6x5", "cars", 6, 5, 28, ("spaces",), ("next_to", "absolute", "offset", "either_subject", "all_different")),
    ("departures_6x4", "flights", 6, 4, 29, ("fares",), ("either_object", "pair", "offset", "neither")),
    ("seaview_hotel_6x6", "hotel", 6, 6, 31, (), ("offset", "less", "group", "either_predicate", "negation")),
    ("fun_run_6x5", "race", 6, 5, 32, ("places",), ("absolute", "next_to", "offset", "all_different", "either_subject")),
    ("champion_trees_3x5", "trees", 3, 5, 34, (), ("less", "either_subject", "negation")),
]

AMBIGUOUS = [
    ("ambiguous_elm_street_4x4", "neighbours", 4, 4, 41, ("houses",), ("next_to", "pair", "neither")),
    ("ambiguous_tv_tonight_4x4", "television", 4, 4, 42, ("slots",), ("offset", "either_subject", "negation")),
]

CONTRADICTORY = [
    ("contradictory_seaview_hotel_4x4", "hotel", 4, 4, 43, ("prices",), ("offset", "pair", "neither")),
]


def make_ambiguous(record: dict, most: int = 6) -> dict:
    """The record's puzzle with the first droppable clue removed so that 2..most solutions remain."""
    draft, clues = record["draft"], record["clues"]
    categories = categories_json(draft)
    for clue in clues:
        rest = [other for other in clues if other is not clue]
        if 2 <= _count(categories, rest, limit=most + 1) <= most:
            title = record["relations"]["title"] + " (ambiguous: one clue too few)"
            return assemble(draft, title, rest, None)
    raise ValueError("no clue whose removal leaves a few solutions")


def false_negation(draft: Draft):
    """A negation clue that is false in the draft's solution: (relations, text)."""
    first, second = _pick_categories(draft, 2)
    entity = draft.rng.randrange(draft.size)
    relation = ["different", draft.reference(first, entity), draft.reference(second, entity)]
    text = f"{noun_phrase(draft, first, entity)} {verb_phrase(draft, second, entity, negated=True)}"
    return [relation], sentence(text)


def make_contradictory(record: dict, tries: int = 50) -> dict:
    """The record's puzzle plus one false clue, chosen so one smallest conflict of 2-3 clues exists."""
    draft, clues = record["draft"], record["clues"]
    for _ in range(tries):
        relations, text = false_negation(draft)
        trial = clues + [(relations, text, "negation")]
        candidate = assemble(draft, record["relations"]["title"] + " (contradictory)", trial, None)
        conflicts = brute_force.smallest_conflicts(candidate["relations"])
        if len(conflicts) == 1 and 2 <= len(conflicts[0]) <= 3:
            return candidate
    raise ValueError("no false clue with a single small conflict")


def build_corpus(directory: Path, only=None) -> None:
    """Write every corpus puzzle (or only the named ones) under ``directory``."""
    for name, theme, entities, categories, seed, required, protected in CORPUS + AMBIGUOUS + CONTRADICTORY:
        if only and name not in only:
            continue
        record = make_puzzle(theme, entities, categories, seed, required=required, protected=protected,
                             question=name.startswith(tuple(entry[0] for entry in CORPUS)))
        if name.startswith("ambiguous_"):
            record = make_ambiguous(record)
        elif name.startswith("contradictory_"):
            record = make_contradictory(record)
        write_record(directory, name, record)
        print(name, record["expected"]["status"], len(record["clues"]), "clues", flush=True)


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("entities", type=int, nargs="?")
    parser.add_argument("categories", type=int, nargs="?")
    parser.add_argument("seed", type=int, nargs="?")
    parser.add_argument("--theme", default="neighbours", choices=sorted(THEMES))
    parser.add_argument("--corpus", type=Path, help="write the puzzles/ corpus into this directory")
    parser.add_argument("--only", nargs="*", help="with --corpus: only these puzzle names")
    parser.add_argument("--prover", default="brute", choices=("brute", "engine"),
                        help="how uniqueness is proven: independent brute force or pylogic's engine")
    arguments = parser.parse_args()
    if arguments.corpus:
        build_corpus(arguments.corpus, arguments.only)
    else:
        made = make_puzzle(arguments.theme, arguments.entities, arguments.categories, arguments.seed,
                           prover=arguments.prover)
        print(made["text"])
        print(json.dumps(made["expected"]))
