"""Puzzle-book themes: categories as puzzle books print them, and the English for each value.

Written from how published logic-grid puzzles read (Puzzle Baron's logic-puzzles.org grids,
Dell and Penny Press logic problems, Brainzilla), not from pylogic's clue grammar. Each
category says how to name the person (the row) that has one of its values (``nouns``), how to
say that someone has it or not (``predicates``), and, for an ordered category, how to compare
two people on it. ``{v}`` is the value as printed; ``{A}`` and ``{B}`` are noun phrases for
two people, ``{A's}`` and ``{B's}`` their possessives, ``{amt}`` an amount with its unit.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

NUMBER_WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                "eleven", "twelve")


def count_words(number: int, unit: str, plural: str, rng: random.Random) -> str:
    """'2 years' or 'two years' (puzzle books use both); '1 year' or 'one year'."""
    word = unit if number == 1 else plural
    spelled = rng.random() < 0.3 and number < len(NUMBER_WORDS)
    return f"{NUMBER_WORDS[number] if spelled else number} {word}"


@dataclass(frozen=True)
class Ordered:
    """How to compare two people on an ordered category (index order = printed order).

    ``up`` frames say A's value is ``amt`` above B's (a higher index), ``down`` below;
    ``vague_up``/``vague_down`` say only higher/lower; ``lowest``/``highest`` name the
    person with the first/last value; ``adjectives`` (higher word, lower word) for "is older
    than B but younger than C".
    """

    amount: Callable[[int, random.Random], str]
    up: tuple[str, ...]
    down: tuple[str, ...]
    vague_up: tuple[str, ...]
    vague_down: tuple[str, ...]
    lowest: tuple[str, ...] = ()
    highest: tuple[str, ...] = ()
    adjectives: tuple[str, str] | None = None


@dataclass(frozen=True)
class CategorySpec:
    """One category: its printed name, its values (an ordered one in order) and its English."""

    name: str
    pool: tuple[str, ...]
    nouns: tuple[str, ...]
    predicates: tuple[tuple[str, str], ...]
    ordered: Ordered | None = None
    anchored: bool = False  # values always start at the first (places: "the winner" is first)
    spoken: tuple[str, ...] = ()  # how clues name each value when the grid prints it short

    def said(self, printed: str) -> str:
        """The value as a clue names it ("January" for a printed "Jan.")."""
        return self.spoken[self.pool.index(printed)] if self.spoken else printed


@dataclass(frozen=True)
class Theme:
    """A story: the people (rows) and the categories that may describe them (the first is
    the names)."""

    slug: str
    intro: str
    person: str
    people: str
    categories: tuple[CategorySpec, ...]


def _name_category(name: str, pool: tuple[str, ...]) -> CategorySpec:
    return CategorySpec(name, pool, ("{v}",), (("is {v}", "is not {v}"), ("is {v}", "isn't {v}")))


def _years(step: int) -> Callable[[int, random.Random], str]:
    return lambda d, rng: count_words(d * step, "year", "years", rng)


def _money(step_cents: int) -> Callable[[int, random.Random], str]:
    def amount(d: int, rng: random.Random) -> str:
        cents = d * step_cents
        if cents < 100:
            return f"{cents} cents"
        if cents % 100 == 0:
            return f"${cents // 100}" if rng.random() < 0.6 else f"${cents // 100}.00"
        return f"${cents // 100}.{cents % 100:02d}"
    return amount


def _plain(unit: str, plural: str, step: int) -> Callable[[int, random.Random], str]:
    return lambda d, rng: count_words(d * step, unit, plural, rng)


def _thousands(unit: str, step: int) -> Callable[[int, random.Random], str]:
    return lambda d, rng: f"{d * step:,} {unit}"


def _weeks(d: int, rng: random.Random) -> str:
    choice = rng.random()
    if choice < 0.4:
        return "a week" if d == 1 else count_words(d, "week", "weeks", rng)
    if choice < 0.7:
        return f"{7 * d} days"
    return count_words(d, "week", "weeks", rng)


def _minutes(step: int) -> Callable[[int, random.Random], str]:
    def amount(d: int, rng: random.Random) -> str:
        minutes = d * step
        if minutes % 60 == 0 and rng.random() < 0.8:
            return count_words(minutes // 60, "hour", "hours", rng)
        if minutes == 30 and rng.random() < 0.5:
            return "half an hour"
        return f"{minutes} minutes"
    return amount


AGES = CategorySpec(
    "ages", tuple(str(age) for age in range(21, 60, 3)),
    ("the {v}-year-old", "the person who is {v}", "the {v}-year-old"),
    (("is {v}", "is not {v}"), ("is {v} years old", "isn't {v} years old")),
    Ordered(_years(3),
            up=("{A} is {amt} older than {B}", "{A} was born {amt} before {B}"),
            down=("{A} is {amt} younger than {B}", "{A} was born {amt} after {B}"),
            vague_up=("{A} is older than {B}", "{A} is somewhat older than {B}"),
            vague_down=("{A} is younger than {B}", "{A} is somewhat younger than {B}"),
            lowest=("the youngest person",), highest=("the oldest person",),
            adjectives=("older", "younger")))

PLACES = CategorySpec(
    "places", ("first", "second", "third", "fourth", "fifth", "sixth"),
    ("the person who finished {v}", "the {v}-place finisher", "the runner who came in {v}"),
    (("finished {v}", "did not finish {v}"), ("came in {v}", "didn't come in {v}")),
    Ordered(lambda d, rng: count_words(d, "spot", "spots", rng) if rng.random() < 0.6
            else count_words(d, "place", "places", rng),
            up=("{A} finished {amt} behind {B}", "{A} finished {amt} after {B}"),
            down=("{A} finished {amt} ahead of {B}", "{A} finished {amt} before {B}"),
            vague_up=("{A} finished somewhere behind {B}", "{A} finished behind {B}",
                      "{A} finished sometime after {B}"),
            vague_down=("{A} finished somewhere ahead of {B}", "{A} finished ahead of {B}",
                        "{A} crossed the line before {B}"),
            lowest=("the winner",), highest=("the person who finished last",)),
    anchored=True)

NATIONALITIES = CategorySpec(
    "countries", ("Brazil", "Canada", "Ghana", "Japan", "Kenya", "Norway", "Peru", "Spain"),
    ("the runner from {v}", "the person from {v}", "the entrant from {v}"),
    (("is from {v}", "is not from {v}"), ("came from {v}", "didn't come from {v}")))

SHIRTS = CategorySpec(
    "shirts", ("blue", "gray", "green", "orange", "purple", "red", "white", "yellow"),
    ("the runner in {v}", "the person wearing {v}", "the runner in the {v} shirt"),
    (("wore {v}", "did not wear {v}"), ("wore the {v} shirt", "didn't wear the {v} shirt")))

RUNNERS = _name_category("runners", ("Abby", "Bruno", "Celia", "Dmitri", "Esther", "Fergus", "Gwen",
                                     "Hector", "Ines", "Jonah"))

RACE = Theme("fun_run", "# Several runners entered the Maple Valley fun run.", "runner", "runners",
             (RUNNERS, PLACES, NATIONALITIES, SHIRTS, AGES))

CUSTOMERS = _name_category("customers", ("Alma", "Bart", "Carmen", "Dexter", "Edith", "Frankie",
                                         "Gustavo", "Hazel", "Ivan", "Juno"))

DRINKS = CategorySpec(
    "drinks", ("cappuccino", "chai latte", "espresso", "flat white", "hot cocoa", "iced tea",
               "latte", "mocha"),
    ("the person who ordered the {v}", "the customer who got the {v}", "the {v} drinker"),
    (("ordered the {v}", "did not order the {v}"), ("got the {v}", "didn't get the {v}")))

PRICES = CategorySpec(
    "prices", ("$3.50", "$4.00", "$4.50", "$5.00", "$5.50", "$6.00", "$6.50", "$7.00", "$7.50"),
    ("the customer who paid {v}", "the person who spent {v}", "the {v} order's customer"),
    (("paid {v}", "did not pay {v}"), ("spent {v}", "didn't spend {v}")),
    Ordered(_money(50),
            up=("{A} paid {amt} more than {B}", "{A} spent {amt} more than {B}",
                "{A's} order cost {amt} more than {B's}"),
            down=("{A} paid {amt} less than {B}", "{A} spent {amt} less than {B}",
                  "{A's} order cost {amt} less than {B's}"),
            vague_up=("{A} paid more than {B}", "{A} spent more than {B}",
                      "{A's} order was more expensive than {B's}"),
            vague_down=("{A} paid less than {B}", "{A's} order was cheaper than {B's}",
                        "{A's} order cost less than {B's}"),
            lowest=("the customer who paid the least",), highest=("the customer who paid the most",)))

PASTRIES = CategorySpec(
    "pastries", ("bagel", "croissant", "danish", "donut", "muffin", "scone", "strudel", "waffle"),
    ("the person who had the {v}", "the customer with the {v}"),
    (("had the {v}", "did not have the {v}"), ("ordered a {v}", "didn't order a {v}")))

TIMES = CategorySpec(
    "times", ("7:00am", "8:00am", "9:00am", "10:00am", "11:00am", "12 noon", "1:00pm", "2:00pm",
              "3:00pm"),
    ("the {v} customer", "the person who came in at {v}", "the customer who arrived at {v}"),
    (("came in at {v}", "did not come in at {v}"), ("arrived at {v}", "didn't arrive at {v}")),
    Ordered(_minutes(60),
            up=("{A} came in {amt} after {B}", "{A} arrived {amt} later than {B}"),
            down=("{A} came in {amt} before {B}", "{A} arrived {amt} earlier than {B}"),
            vague_up=("{A} came in sometime after {B}", "{A} arrived later than {B}"),
            vague_down=("{A} came in sometime before {B}", "{A} arrived earlier than {B}"),
            lowest=("the earliest customer",), highest=("the last customer of the day",)))

CAFE = Theme("corner_cafe", "# One morning at the Corner Cafe, each regular ordered a drink.", "customer",
             "customers", (CUSTOMERS, DRINKS, PRICES, PASTRIES, TIMES))

TRAVELERS = _name_category("travelers", ("Agnes", "Boris", "Clara", "Desmond", "Elsa", "Felix",
                                         "Greta", "Hugo", "Iris", "Jasper"))

MONTHS = CategorySpec(
    "months", ("January", "February", "March", "April", "May", "June", "July", "August",
               "September", "October", "November", "December"),
    ("the person leaving in {v}", "the {v} traveler", "the traveler who leaves in {v}"),
    (("leaves in {v}", "doesn't leave in {v}"), ("is leaving in {v}", "is not leaving in {v}"),
     ("will travel in {v}", "won't travel in {v}")),
    Ordered(_plain("month", "months", 1),
            up=("{A} leaves {amt} after {B}", "{A's} trip is {amt} after {B's}"),
            down=("{A} leaves {amt} before {B}", "{A's} trip is {amt} before {B's}"),
            vague_up=("{A} leaves sometime after {B}", "{A} will leave sometime after {B}"),
            vague_down=("{A} leaves sometime before {B}", "{A's} trip is sometime before {B's}")))

DESTINATIONS = CategorySpec(
    "destinations", ("Athens", "Berlin", "Cairo", "Dublin", "Lisbon", "Oslo", "Prague", "Rome",
                     "Vienna"),
    ("the person going to {v}", "the traveler headed to {v}", "the one visiting {v}"),
    (("is going to {v}", "is not going to {v}"), ("will visit {v}", "won't visit {v}")))

TRANSPORT = CategorySpec(
    "transport", ("bus", "car", "ferry", "plane", "train", "bicycle"),
    ("the person traveling by {v}", "the one going by {v}"),
    (("is traveling by {v}", "is not traveling by {v}"), ("will go by {v}", "won't go by {v}")))

NIGHTS = CategorySpec(
    "nights", ("3", "4", "5", "6", "7", "8", "9", "10"),
    ("the person staying {v} nights", "the traveler who booked {v} nights"),
    (("is staying {v} nights", "is not staying {v} nights"), ("booked {v} nights", "didn't book {v} nights")),
    Ordered(_plain("night", "nights", 1),
            up=("{A} is staying {amt} longer than {B}", "{A} booked {amt} more than {B}"),
            down=("{A's} stay is {amt} shorter than {B's}", "{A} booked {amt} fewer than {B}"),
            vague_up=("{A} is staying longer than {B}", "{A} booked more nights than {B}"),
            vague_down=("{A} is staying fewer nights than {B}", "{A} booked fewer nights than {B}"),
            lowest=("the person with the shortest stay",), highest=("the person with the longest stay",)))

TRIPS = Theme("travel_plans", "# Several friends have each booked a trip abroad this year.", "traveler",
              "travelers", (TRAVELERS, MONTHS, DESTINATIONS, TRANSPORT, NIGHTS))

PATIENTS = _name_category("patients", ("Mr. Abbott", "Mrs. Baines", "Ms. Carver", "Mr. Dunlop",
                                       "Mrs. Ellery", "Ms. Fane", "Mr. Goss", "Mrs. Hale"))

DOCTORS = CategorySpec(
    "doctors", ("Dr. Kemp", "Dr. Lowe", "Dr. Marsh", "Dr. Nash", "Dr. Orr", "Dr. Price", "Dr. Quill"),
    ("the patient seeing {v}", "{v}'s patient", "the person who saw {v}"),
    (("is seeing {v}", "is not seeing {v}"), ("saw {v}", "didn't see {v}")))

SLOTS = CategorySpec(
    "appointments", ("9:00am", "9:30am", "10:00am", "10:30am", "11:00am", "11:30am", "12:00pm",
                     "12:30pm"),
    ("the {v} patient", "the patient with the {v} appointment", "the person booked at {v}"),
    (("has the {v} appointment", "doesn't have the {v} appointment"),
     ("is booked at {v}", "is not booked at {v}")),
    Ordered(_minutes(30),
            up=("{A's} appointment is {amt} after {B's}", "{A} is booked {amt} later than {B}"),
            down=("{A's} appointment is {amt} before {B's}", "{A} is booked {amt} earlier than {B}"),
            vague_up=("{A's} appointment is sometime after {B's}", "{A} is booked later than {B}"),
            vague_down=("{A's} appointment is sometime before {B's}", "{A} is booked earlier than {B}"),
            lowest=("the patient with the earliest appointment",),
            highest=("the patient with the latest appointment",)))

COMPLAINTS = CategorySpec(
    "complaints", ("back pain", "a cough", "a rash", "a sprain", "headaches", "insomnia", "allergies"),
    ("the patient with {v}", "the person complaining of {v}"),
    (("has {v}", "doesn't have {v}"), ("came in with {v}", "did not come in with {v}")))

CLINIC = Theme("clinic_morning", "# Tuesday morning at the Elm Street Clinic.", "patient", "patients",
               (PATIENTS, DOCTORS, SLOTS, COMPLAINTS))

HOSTS = _name_category("hosts", ("Bea", "Caspian", "Dorit", "Emmett", "Fenna", "Gil", "Hester", "Ike"))

DATES = CategorySpec(
    "dates", ("June 3", "June 10", "June 17", "June 24", "July 1", "July 8", "July 15"),
    ("the host of the {v} party", "the person hosting on {v}", "the {v} host"),
    (("is hosting on {v}", "isn't hosting on {v}"), ("has the {v} party", "does not have the {v} party")),
    Ordered(_weeks,
            up=("{A's} party is {amt} after {B's}", "{A} is hosting {amt} after {B}"),
            down=("{A's} party is {amt} before {B's}", "{A} is hosting {amt} before {B}"),
            vague_up=("{A's} party is sometime after {B's}", "{A} is hosting sometime after {B}"),
            vague_down=("{A's} party is sometime before {B's}", "{A} is hosting sometime before {B}"),
            lowest=("the host of the first party",), highest=("the host of the last party",)))

DISHES = CategorySpec(
    "dishes", ("chili", "dumplings", "fondue", "lasagna", "paella", "tacos", "tamales"),
    ("the person serving {v}", "the host who made {v}", "the one making {v}"),
    (("is serving {v}", "isn't serving {v}"), ("made {v}", "did not make {v}")))

GUESTS = CategorySpec(
    "guests", ("8", "10", "12", "14", "16", "18", "20"),
    ("the host with {v} guests", "the party of {v}", "the person expecting {v} guests"),
    (("is expecting {v} guests", "isn't expecting {v} guests"), ("invited {v} guests", "didn't invite {v} guests")),
    Ordered(_plain("guest", "guests", 2),
            up=("{A} invited {amt} more than {B}", "{A} is expecting {amt} more than {B}"),
            down=("{A} invited {amt} fewer than {B}", "{A} is expecting {amt} fewer than {B}"),
            vague_up=("{A} invited more guests than {B}", "{A's} party is bigger than {B's}"),
            vague_down=("{A} invited fewer guests than {B}", "{A's} party is smaller than {B's}"),
            lowest=("the host of the smallest party",), highest=("the host of the biggest party",)))

DINNERS = Theme("summer_dinners", "# Friends take turns hosting a dinner party this summer.", "host",
                "hosts", (HOSTS, DATES, DISHES, GUESTS))

ANGLERS = _name_category("anglers", ("Amos", "Birdie", "Cole", "Dottie", "Earl", "Flo", "Gus", "Hattie"))

FISH = CategorySpec(
    "fish", ("bass", "carp", "catfish", "perch", "pike", "trout", "walleye"),
    ("the angler who caught the {v}", "the person who landed the {v}", "the {v} catcher"),
    (("caught the {v}", "did not catch the {v}"), ("landed the {v}", "didn't land the {v}")))

WEIGHTS = CategorySpec(
    "weights (pounds)", ("3", "5", "7", "9", "11", "13", "15"),
    ("the angler with the {v}-pound fish", "the person whose fish weighed {v} pounds",
     "the one who caught the {v}-pound fish"),
    (("caught the {v}-pound fish", "did not catch the {v}-pound fish"),
     ("landed a {v}-pound fish", "didn't land a {v}-pound fish")),
    Ordered(_plain("pound", "pounds", 2),
            up=("{A's} fish weighed {amt} more than {B's}", "{A's} catch was {amt} heavier than {B's}"),
            down=("{A's} fish weighed {amt} less than {B's}", "{A's} catch was {amt} lighter than {B's}"),
            vague_up=("{A} caught a heavier fish than {B}", "{A's} fish was heavier than {B's}"),
            vague_down=("{A} caught a lighter fish than {B}", "{A's} fish weighed less than {B's}"),
            lowest=("the angler who caught the lightest fish",),
            highest=("the angler who caught the heaviest fish",)))

LAKES = CategorySpec(
    "lakes", ("Bear Lake", "Crystal Lake", "Elk Lake", "Fox Lake", "Lake Harmon", "Mirror Lake", "Pine Lake"),
    ("the angler at {v}", "the person who fished {v}", "the one fishing at {v}"),
    (("fished at {v}", "did not fish at {v}"), ("was at {v}", "wasn't at {v}")))

DERBY = Theme("fishing_derby", "# The results of the Shady Pines fishing derby are in.", "angler",
              "anglers", (ANGLERS, FISH, WEIGHTS, LAKES))

TEACHERS = _name_category("teachers", ("Mr. Bray", "Mrs. Cruz", "Ms. Dale", "Dr. Farley", "Mr. Gomez",
                                       "Mrs. Hart", "Ms. Ives"))

SUBJECTS = CategorySpec(
    "subjects", ("algebra", "art", "biology", "chemistry", "French", "geography", "history", "music"),
    ("the {v} teacher", "the teacher who teaches {v}", "the person teaching {v}"),
    (("teaches {v}", "doesn't teach {v}"), ("is the {v} teacher", "is not the {v} teacher")))

ROOMS = CategorySpec(
    "rooms", ("101", "104", "107", "110", "113", "116", "119"),
    ("the teacher in room {v}", "the person in room {v}"),
    (("is in room {v}", "is not in room {v}"), ("teaches in room {v}", "doesn't teach in room {v}")))

CLASS_SIZES = CategorySpec(
    "class sizes", ("18", "20", "22", "24", "26", "28", "30"),
    ("the teacher with {v} students", "the teacher whose class has {v} students"),
    (("has {v} students", "does not have {v} students"), ("teaches {v} students", "doesn't teach {v} students")),
    Ordered(_plain("student", "students", 2),
            up=("{A} has {amt} more than {B}", "{A's} class has {amt} more than {B's}"),
            down=("{A} has {amt} fewer than {B}", "{A's} class has {amt} fewer than {B's}"),
            vague_up=("{A} has more students than {B}", "{A's} class is larger than {B's}"),
            vague_down=("{A} has fewer students than {B}", "{A's} class is smaller than {B's}"),
            lowest=("the teacher with the smallest class",), highest=("the teacher with the largest class",)))

SCHOOL = Theme("garfield_school", "# Teachers at Garfield Middle School were asked about their classes.",
               "teacher", "teachers", (TEACHERS, SUBJECTS, ROOMS, CLASS_SIZES))

STUDENTS = _name_category("students", ("Ada", "Bilal", "Cora", "Devin", "Eun", "Flora", "Gideon", "Hana"))

SCORES = CategorySpec(
    "scores", ("41", "48", "55", "62", "69", "76", "83"),
    ("the student who scored {v}", "the person with {v} points", "the one who got {v} points"),
    (("scored {v}", "did not score {v}"), ("scored {v} points", "didn't score {v} points")),
    Ordered(_plain("point", "points", 7),
            up=("{A} scored {amt} more than {B}", "{A} scored {amt} higher than {B}"),
            down=("{A} scored {amt} fewer than {B}", "{A} scored {amt} lower than {B}"),
            vague_up=("{A} scored higher than {B}", "{A} outscored {B}"),
            vague_down=("{A} scored lower than {B}", "{A} scored fewer points than {B}"),
            lowest=("the student with the lowest score",), highest=("the top scorer",)))

TOPICS = CategorySpec(
    "words", ("anemone", "bivouac", "chrysalis", "daguerreotype", "ebullient", "fuchsia", "gazebo"),
    ("the student who spelled {v}", "the person given {v}", "the student whose final word was {v}"),
    (("spelled {v}", "did not spell {v}"), ("was given {v}", "wasn't given {v}")))

GRADES = CategorySpec(
    "grades", ("3rd", "4th", "5th", "6th", "7th", "8th"),
    ("the {v} grader", "the student in {v} grade"),
    (("is in {v} grade", "is not in {v} grade"), ("is a {v} grader", "isn't a {v} grader")),
    Ordered(_plain("grade", "grades", 1),
            up=("{A} is {amt} above {B}", "{A} is {amt} higher than {B}"),
            down=("{A} is {amt} below {B}", "{A} is {amt} lower than {B}"),
            vague_up=("{A} is in a higher grade than {B}",),
            vague_down=("{A} is in a lower grade than {B}",)))

SPELLING = Theme("spelling_bee", "# The county spelling bee final.", "student", "students",
                 (STUDENTS, SCORES, TOPICS, GRADES))

OWNERS = _name_category("owners", ("Arlo", "Bettina", "Clyde", "Delphine", "Emil", "Fern", "Gordon", "Hilde"))

YEARS = CategorySpec(
    "years", ("1890", "1900", "1910", "1920", "1930", "1940", "1950", "1960"),
    ("the owner of the {v} house", "the person whose house was built in {v}", "the {v} home's owner"),
    (("owns the {v} house", "doesn't own the {v} house"), ("lives in the house built in {v}",
                                                            "does not live in the house built in {v}")),
    Ordered(_plain("year", "years", 10),
            up=("{A's} house was built {amt} after {B's}", "{A's} house is {amt} newer than {B's}"),
            down=("{A's} house was built {amt} before {B's}", "{A's} house is {amt} older than {B's}"),
            vague_up=("{A's} house is newer than {B's}", "{A's} house was built sometime after {B's}"),
            vague_down=("{A's} house is older than {B's}", "{A's} house was built sometime before {B's}"),
            lowest=("the owner of the oldest house",), highest=("the owner of the newest house",)))

STYLES = CategorySpec(
    "styles", ("bungalow", "colonial", "cottage", "farmhouse", "ranch", "Tudor", "Victorian"),
    ("the owner of the {v}", "the person who owns the {v}", "the {v}'s owner"),
    (("owns the {v}", "doesn't own the {v}"), ("lives in the {v}", "does not live in the {v}")))

COLORS = CategorySpec(
    "colors", ("beige", "blue", "brown", "gray", "green", "white", "yellow"),
    ("the person with the {v} house", "the owner of the {v} house"),
    (("has the {v} house", "does not have the {v} house"), ("lives in the {v} house", "doesn't live in the {v} house")))

STREETS = CategorySpec(
    "streets", ("Ash Street", "Birch Lane", "Cedar Road", "Elm Court", "Oak Avenue", "Pine Way", "Walnut Drive"),
    ("the person on {v}", "the owner on {v}", "the resident of {v}"),
    (("lives on {v}", "doesn't live on {v}"), ("is on {v}", "is not on {v}")))

HOUSES = Theme("historic_homes", "# The Old Town historic homes tour.", "owner", "owners",
               (OWNERS, YEARS, STYLES, COLORS, STREETS))

CLIMBERS = _name_category("climbers", ("Anneliese", "Bjorn", "Chiara", "Dawa", "Emeric", "Fumiko", "Galen",
                                       "Hollis"))

PEAKS = CategorySpec(
    "peaks", ("Mt. Alder", "Mt. Brody", "Mt. Crane", "Mt. Dunmore", "Mt. Esker", "Mt. Farrow", "Mt. Gale"),
    ("the climber who scaled {v}", "the {v} climber", "the person who climbed {v}"),
    (("climbed {v}", "did not climb {v}"), ("scaled {v}", "didn't scale {v}")))

HEIGHTS = CategorySpec(
    "heights", ("8,000 ft", "8,500 ft", "9,000 ft", "9,500 ft", "10,000 ft", "10,500 ft", "11,000 ft",
                "11,500 ft"),
    ("the climber who reached {v}", "the person whose peak is {v} high", "the climber of the {v} peak"),
    (("climbed the {v} peak", "did not climb the {v} peak"), ("reached {v}", "didn't reach {v}")),
    Ordered(_thousands("feet", 500),
            up=("{A's} peak is {amt} taller than {B's}", "{A} climbed {amt} higher than {B}"),
            down=("{A's} peak is {amt} shorter than {B's}", "{A} climbed {amt} lower than {B}"),
            vague_up=("{A} climbed a taller peak than {B}", "{A's} peak is higher than {B's}"),
            vague_down=("{A} climbed a shorter peak than {B}", "{A's} peak is lower than {B's}"),
            lowest=("the climber of the shortest peak",), highest=("the climber of the tallest peak",)))

ORIGINS = CategorySpec(
    "nationalities", ("Austrian", "Canadian", "Chilean", "Italian", "Nepalese", "Peruvian", "Swiss"),
    ("the {v} climber", "the {v}", "the climber who is {v}"),
    (("is {v}", "is not {v}"), ("is {v}", "isn't {v}")))

SEASONS = CategorySpec(
    "months", ("Jan.", "Feb.", "Mar.", "Apr.", "May", "Jun.", "Jul.", "Aug.", "Sep.", "Oct."),
    ("the climber who went in {v}", "the {v} expedition's leader", "the person who climbed in {v}"),
    (("climbed in {v}", "did not climb in {v}"), ("went in {v}", "didn't go in {v}")),
    Ordered(_plain("month", "months", 1),
            up=("{A} climbed {amt} after {B}", "{A's} expedition was {amt} after {B's}"),
            down=("{A} climbed {amt} before {B}", "{A's} expedition was {amt} before {B's}"),
            vague_up=("{A} climbed sometime after {B}", "{A} went later in the year than {B}"),
            vague_down=("{A} climbed sometime before {B}", "{A} went earlier in the year than {B}")),
    spoken=("January", "February", "March", "April", "May", "June", "July", "August", "September",
            "October"))

EXPEDITIONS = Theme("summit_log", "# The Alpine Club's summit log for last year.", "climber", "climbers",
                    (CLIMBERS, PEAKS, HEIGHTS, ORIGINS, SEASONS))

THEMES: tuple[Theme, ...] = (RACE, CAFE, TRIPS, CLINIC, DINNERS, DERBY, SCHOOL, SPELLING, HOUSES, EXPEDITIONS)
