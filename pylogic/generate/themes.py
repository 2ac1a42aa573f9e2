"""The generator's vocabulary: categories (values, and how clues talk about them) and themes.

A ``CategorySpec`` says how one category is named in a clue (noun phrases, verbs, comparison
templates); a ``Theme`` groups the categories of one kind of puzzle, the first naming the
rows. ``THEMES`` holds the built-in themes; ``pylogic.generate.category_file`` reads a user's
own categories into a Theme.
"""

from __future__ import annotations

from dataclasses import dataclass, field


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

PASSENGERS = CategorySpec("passengers", FIRST_NAMES, "row", ("{v}'s flight",), (("is", "{v}'s"),),
                          (("is not", "{v}'s"),))

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
