"""Which ordered category a comparison is about, and in which direction: decided here only.

Every ordered category has a *kind* (``calendar``: dates, times, months, calendar years;
``age``; ``duration``; ``size``; ``money``; ``grade``; ``count``; ``position``: places in a
line). Every comparison word has a *sense*: for each kind it applies to, the direction (+1:
the subject's number is larger). "older" is +1 on ages and -1 on calendar years (an older
chart has an earlier year); "above" is +1 on floors and -1 on ranks (first is above second);
"faster" is -1 on finishing times.

``choose(puzzle, word, unit, nouns)`` keeps the ordered categories the word applies to, then
those an amount's unit can measure, then those a noun of the sentence names; exactly one must
remain, else the clue is refused with the candidates named. A puzzle's declared words
(``word beat = less place``) name their category and direction outright.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from pylogic.clues.categories import (
    COUNTED_THINGS,
    Category,
    Puzzle,
    is_record,
    kept_on_puzzle,
    records_of_equal_games,
)
from pylogic.clues.values import (
    CONVERSIONS,
    MEASURE_UNITS,
    UNSTATED_TIME,
    canonical_unit,
    is_era_year,
    singular,
    unit_plural,
)

NUMERIC = ("count", "money", "size", "duration", "grade", "age")
_SIZE_UNITS = frozenset("foot inch meter centimeter millimeter kilometer mile pound kilogram gram ounce ton carat yard "
                        "liter gallon".split())
_DURATION_UNITS = frozenset("second minute hour day night week month year decade".split()) | {UNSTATED_TIME}
# Units a position in a line is counted in ("1 place behind", "2 spots before").
POSITION_UNITS = frozenset("place position spot space slot rank step".split())


def _sense(kinds, direction):
    return {kind: direction for kind in kinds}


SENSES: dict[str, dict[str, int]] = {}
for _words, _kinds, _direction in [
    ("more greater bigger larger higher fuller louder hotter warmer", NUMERIC, 1),
    ("less fewer smaller lower emptier quieter colder cooler", NUMERIC, -1),
    # a drink's alcohol, a storm's magnitude: only on a category named for strength (choose)
    ("stronger", NUMERIC, 1), ("weaker", NUMERIC, -1),
    # an airport's passengers, a shop's customers, a helpline's calls: only on such a count (choose)
    ("busier", ("count",), 1),
    ("longer", ("size", "duration", "count"), 1), ("shorter", ("size", "duration", "count"), -1),
    ("taller", ("size",), 1), ("heavier wider deeper", ("size",), 1),
    ("lighter narrower shallower", ("size",), -1),
    # a finishing time (a duration) comes after another too; dates and places come first
    ("later after", ("calendar", "position", "duration"), 1),
    ("earlier sooner before", ("calendar", "position", "duration"), -1),
    # a place in a line, or a finishing time: "finished 5 seconds behind"
    ("behind", ("position", "duration"), 1), ("ahead", ("position", "duration"), -1),
    ("right", ("position",), 1), ("left", ("position",), -1),
    # "in front of" only along a row the opening numbers from the front (choose)
    ("front", ("position",), -1),
    ("cheaper", ("money",), -1), ("pricier costlier dearer expensive", ("money",), 1),
    ("faster quicker", ("duration",), -1), ("slower", ("duration",), 1),
]:
    for _word in _words.split():
        SENSES[_word] = _sense(_kinds, _direction)
SENSES["farther"] = SENSES["further"] = {"size": 1}  # distances: "drove farther than"
# "500 feet short of Juan", "1 spot short of": less of a measure, a place further back
SENSES["short of"] = {"count": -1, "size": -1, "money": -1, "grade": -1, "position": 1}
# "between A and B": after one end and before the other, in any ordered category
SENSES["between"] = _sense(("calendar", "position", *NUMERIC), 1)
SENSES["closer"] = SENSES["nearer"] = {"size": -1}
# "not as old as": the comparative of the adjective, turned round (values are all different, so
# "not as old as" is "younger than")
AS_ADJECTIVES = {"old": "older", "young": "younger", "new": "newer", "tall": "taller", "short": "shorter",
                 "long": "longer", "big": "bigger", "large": "larger", "small": "smaller", "high": "higher",
                 "low": "lower", "heavy": "heavier", "light": "lighter", "wide": "wider", "deep": "deeper",
                 "far": "farther", "fast": "faster", "slow": "slower", "early": "earlier", "late": "later",
                 "expensive": "more expensive", "cheap": "cheaper", "many": "more", "much": "more"}
# "under 30", "over $2.50": only before a value (tokens.py), on numbers
SENSES["under"] = SENSES["less"]
SENSES["over"] = SENSES["more"]
SENSES["older"] = {"age": 1, "calendar": -1, "duration": 1}
SENSES["younger"] = {"age": -1, "calendar": 1, "duration": -1}
SENSES["newer"] = {"age": -1, "calendar": 1, "duration": -1}  # "the newest member": the fewest years in
SENSES["above"] = {"count": 1, "size": 1, "grade": 1, "money": 1, "position": -1}  # "one grade above", "$50 above"
SENSES["below"] = {"count": -1, "size": -1, "grade": -1, "money": -1, "position": 1}
SENSES["more expensive"] = SENSES["more valuable"] = SENSES["expensive"]
SENSES["less expensive"] = SENSES["less valuable"] = SENSES["cheaper"]
# "found more recently", "the most recent find": later in time, never more of anything else
SENSES["more recent"] = SENSES["more recently"] = {"calendar": 1}
SENSES["less recent"] = SENSES["less recently"] = {"calendar": -1}
SENSES["top"] = {"count": 1, "size": 1, "money": 1, "grade": 1, "position": -1}  # "the top bid"
SENSES["bottom"] = {"count": -1, "size": -1, "money": -1, "grade": -1, "position": 1}
# "ranked higher": a better (smaller) place
SENSES["higher"] = {**SENSES["higher"], "position": -1}
SENSES["lower"] = {**SENSES["lower"], "position": 1}
for _adjective, _comparative in AS_ADJECTIVES.items():
    SENSES[f"not as {_adjective}"] = SENSES[f"not so {_adjective}"] = {
        kind_: -direction for kind_, direction in SENSES[_comparative].items()}
_AGE_WORDS = frozenset({"older", "younger", "newer", "not as old", "not as young", "not as new", "not so old",
                        "not so young", "not so new"})
# Nouns of a line of places ranked from the top ("ranked higher" is the better place).
_RANK_NOUNS = frozenset("place places rank ranks ranking rankings position positions spot spots finish "
                        "finishes standing standings seed seeds".split())
# What people earn, and the verbs of a price: "cost less" is never a salary
_PAY_NOUNS = frozenset("salary salaries wage wages earnings income incomes pay".split())
_PRICING_VERBS = frozenset("cost costs costing priced sold fetched fetches".split())
_OTHER_MONEY_NOUNS = frozenset("rent rents price prices fee fees fare fares bill bills tip tips tuition budget "
                               "bid bids".split())
# What a place at the top or bottom is in: "bottom of the table", "top of the league"
_STANDINGS_NOUNS = frozenset("table league standings ladder leaderboard rankings".split())
# Ordinals that number something other than a result: "attempts : first, second, ..."
ORDERED_NOT_RESULTS = frozenset(
    "attempt attempts try tries round rounds turn turns heat heats inning innings floor floors grade grades week weeks "
    "day days leg legs stage stages lap laps period periods quarter quarters year years slot slots".split())
# Words of height: on a line of places they go by rank (first is above second), but on levels
# of a building or a school (floors 1..5, grades 3rd..7th) the higher level has the larger number.
VERTICAL_WORDS = frozenset({"above", "below", "top", "bottom", "higher", "lower"})
# (not tiers, decks or shelves: their numbers run from the top as often as from the bottom)
# Words of an opening that set a puzzle at school ("Year 3" is a year group there)
_SCHOOL_WORDS = frozenset("school schools pupil pupils class classes classmates form teacher teachers "
                          "schoolchildren".split())
# Units of money: the dollar, pound and euro, and other currencies written out ("5 crowns")
MONEY_UNITS = frozenset("dollar cent sterling penny euro crown krone krona koruna forint zloty rand peso rupee "
                        "yen yuan franc lira ruble rouble shilling guinea ducat florin doubloon drachma dinar "
                        "dirham baht rupiah ringgit".split())
LEVEL_NOUNS = frozenset("floor floors story stories storey storeys level levels grade grades".split())
# Places that lie one above another: not "next to" nor "to the left of" each other (rows may be
# of vines, side by side, or of a theatre's seats, one behind another: not said)
STACKED_NOUNS = LEVEL_NOUNS | frozenset("shelf shelves tier tiers deck decks".split())

_TIME_WORDS = frozenset("after before later earlier sooner".split())
# Verbs of finishing a race, by their start: "finished first", "came in last", "placed ahead of"
FINISHING_STARTS = ("finish", "placed", "place", "won", "win", "cross", "came", "come")
_FINISHING = frozenset("finished finishes finish finishing completed completes complete crossed crosses ran runs "
                       "swam swims rode rides raced races came comes".split())
# Kinds whose numbers measure something ("a higher number" is none of them)
_MEASURE_KINDS_OF_NUMBERS = frozenset({"age", "money", "size", "duration", "grade", "calendar"})
_SIZE_WORDS = frozenset("bigger larger smaller".split())
# Verbs of taking in, and what an animal or a farm gives ("eats less" is no less milk)
_CONSUMING_VERBS = frozenset("eats ate eat eaten drinks drank drink drunk consumes consumed consume".split())
_PRODUCED_STUFF = frozenset("milk eggs egg honey wool yield yields output outputs production".split())
# Verbs of producing, and the nouns of what is produced ("produces less" is less output)
_PRODUCING_VERBS = frozenset("produces produced produce generates generated generate yields yielded yield".split())
_PRODUCT_NOUNS = frozenset("output outputs production yield yields power capacity capacities".split())
# Counts of things a group does or gets, never its size
_NOT_PEOPLE_COUNTS = frozenset("gig gigs show shows concert concerts album albums song songs award awards win wins "
                               "game games goal goals point points trophy trophies medal medals single singles hit "
                               "hits record records title titles match matches".split())
# Nouns of milestones counted in ordinals (`anniversaries : 25th, 30th`), which also fall on a date
_MILESTONE_NOUNS = frozenset("anniversary anniversaries birthday birthdays jubilee jubilees reunion reunions".split())
# People who follow a group and are not in it ("the largest band" is not the one with most fans)
_FOLLOWERS = frozenset("fan fans follower followers viewer viewers subscriber subscribers listener listeners "
                       "visitor visitors spectator spectators supporter supporters".split())
# Groups of people, whose size is how many they are ("the largest band")
_GROUPS_OF_PEOPLE = frozenset("band bands group groups class classes party parties choir choirs team teams crew crews "
                              "club clubs troop troops audience audiences crowd crowds congregation orchestra "
                              "orchestras cast casts ensemble ensembles delegation delegations tour tours family "
                              "families squad squads".split())
_GENERIC_WORDS = frozenset("more less fewer greater bigger larger smaller higher lower top bottom".split())
# Calendar units coarser than a category's own: "an earlier month" of dates, "a later hour" of times
_COARSER_UNITS = {"date": {"week", "month", "year", "decade"}, "time": {"hour", "day"},
                  "month": {"year", "season", "quarter"}, "year": {"decade", "century"}}
_PLACE_UNITS = LEVEL_NOUNS | frozenset("house row deck lane seat room door block street spot space".split())
_TEMPERATURE_WORDS = frozenset("colder cooler warmer hotter".split())
# "stronger" is said of a strength a category names: alcohol by volume, a quake's magnitude
_STRENGTH_WORDS = frozenset("stronger weaker".split())
_STRENGTH_NOUNS = frozenset("alcohol abv strength strengths proof magnitude magnitudes potency".split())
_LENGTH_UNITS = frozenset("inch foot meter centimeter millimeter kilometer mile yard".split())
_WEIGHT_UNITS = frozenset("pound kilogram gram ounce ton carat".split())
# People who join something: "the newest member" joined last
_MEMBER_NOUNS = frozenset("member members employee employees hire hires recruit recruits worker workers staff "
                          "resident residents tenant tenants volunteer volunteers player players".split())
# Counts of a result, which any thing scored may be counted in ("7 pins more" on scores)
# Verbs of making a score: "shot 3 strokes fewer" beside handicaps and scores is the score
_SCORING_VERBS = frozenset("shot shoots shoot carded cards card scored scores score".split())
_TALLY_NOUNS = frozenset("score scores point points total totals tally tallies result results win wins "
                         "mark marks rating ratings handicap handicaps".split())
# The noun of what a comparative measures: "longer" is a length, "higher" a height or an elevation
_ADJECTIVE_NOUNS = {
    **dict.fromkeys(("longer", "shorter"), frozenset({"length", "lengths", "wingspan", "wingspans"})),
    **dict.fromkeys(("taller",), frozenset({"height", "heights"})),
    **dict.fromkeys(("higher", "lower"), frozenset({"height", "heights", "elevation", "elevations", "altitude",
                                                    "altitudes"})),
    **dict.fromkeys(("heavier", "lighter"), frozenset({"weight", "weights"})),
    **dict.fromkeys(("wider", "narrower"), frozenset({"width", "widths", "wingspan", "wingspans"})),
    **dict.fromkeys(("deeper", "shallower"), frozenset({"depth", "depths"})),
}
# The dimension a comparative measures ("" for "higher": also more of a score or a price), its
# names being those of _ADJECTIVE_NOUNS ("shorter" is also less tall)
_DIMENSION_OF = {**dict.fromkeys("taller shorter longer wider narrower deeper shallower".split(), "length"),
                 "heavier": "weight", "lighter": "weight", "higher": "", "lower": ""}
_WEIGHING_VERBS = frozenset("weighs weighed weigh weighing".split())


# What a thing standing in a line may be, more than another (older, larger, dearer), and the
# kinds of category that measure it
_MEASURES_OF_A_THING = {
    **dict.fromkeys("older younger newer".split(), ("calendar", "age")),
    **dict.fromkeys("larger smaller bigger taller shorter heavier lighter wider narrower longer deeper "
                    "shallower".split(), ("size", "count")),
    **dict.fromkeys(["more expensive", "less expensive", "cheaper", "dearer", "pricier"], ("money",))}
# Nouns of an order, not of things standing in a line ("the oldest grade" is no grade's age)
_ORDER_NOUNS = frozenset("grade class form year level stage round heat turn lap week day period session slot step "
                         "place position spot rank floor storey story deck tier".split())


def _measured_names(word: str) -> frozenset[str]:
    """The names of what the comparative ``word`` measures ("shorter" is less long or less tall)."""
    return _ADJECTIVE_NOUNS[word] | (frozenset({"height", "heights"}) if word == "shorter" else frozenset())


def _another_measure(category: Category, word: str) -> bool:
    """Whether ``category`` measures another thing than the comparative ``word``: a category
    named for another measure (`widths` for "taller"), or in units of the other dimension
    (kilograms for "longer")."""
    names = _measured_names(word)
    dimension = _DIMENSION_OF[word]
    if category.nouns & _MEASURE_NAMES and not category.nouns & names:
        return True
    if not dimension:
        return False
    other_units = _WEIGHT_UNITS if dimension == "length" else _LENGTH_UNITS
    return category.unit in other_units


# An amount's own adjective of a dimension ("10 feet deep") and its comparative
_PLAIN_DIMENSIONS = {"long": "longer", "tall": "taller", "high": "higher", "wide": "wider", "deep": "deeper"}


def measures_another_dimension(category: Category, adjective: str) -> bool:
    """Whether "10 feet ``adjective``" says another dimension than ``category`` measures ("10
    feet deep" beside `heights`, "12 feet long" beside `heights` or `widths`), as the
    adjective's comparative would ("deeper" beside heights)."""
    comparative = _PLAIN_DIMENSIONS.get(adjective)
    return comparative is not None and _another_measure(category, comparative)


# Calendar units of which one falls within the other: years and months, days and times of day
_NESTED_UNITS = frozenset({frozenset({"year", "month"}), frozenset({"year", "date"}), frozenset({"weekday", "time"}),
                           frozenset({"date", "time"})})
# Verbs of an order of turns, and the nouns of places that are no such order
ORDER_VERBS = frozenset("sang sings performed performs played plays spoke speaks presented presents competed "
                         "competes".split())
SPATIAL_NOUNS = _PLACE_UNITS | frozenset("desk desks locker lockers table tables booth booths stall stalls bay bays "
                                          "gate gates pew pews bench benches chair chairs seats houses rooms berth "
                                          "berths dock docks pier piers mooring moorings pitch pitches plot plots peg "
                                          "pegs pump pumps till tills".split())
# Verbs of taking time: "took longer" is more time, whatever else is long
_TAKING_VERBS = frozenset("took takes take taking lasted lasts last lasting".split())
# Words before "longer" that make it time: "drove for longer", "spent longer driving"
_FOR_A_TIME = frozenset("for spent spend spends".split())
# Words right before "longer" that leave it a length: "is longer", "measured longer", "much
# longer"; after any other word it says how long something went on ("walked longer", "was on
# the road longer")
_LINKING_OR_DEGREE = frozenset("is was are were be been being am seems seemed seem looks looked appears appeared "
                               "measured measures measure grew grows turned turns proved proves much slightly far "
                               "even considerably somewhat way still bit lot little no any quite rather significantly "
                               "a an the also too and but yet then both each all".split())
# Verbs of being at a place: "sits before Bob" may be a row of seats
SPATIAL_VERBS = frozenset("lives live lived sits sit sat sitting stands stand parked parks park".split())
_BEING_VERBS = frozenset({"", "is", "was", "are", "were", "be"})
# Where someone is put or stands: "stood before Bob", "is seated after Bob" go along a row
_POSTURE_VERBS = frozenset("stood standing seated placed positioned located".split())
# Verbs of a ranking itself: "ranked after", "was rated before"
_RANKING_VERBS = frozenset("ranked ranks rated rates scored placed crossed line tape".split())  # ("crossed the line")
_STARTING_VERBS = frozenset("started starts start began begins begin set sets warmed registered signed entered".split())
# A tally of wins counts what was won, not points ("5 more points" is no count of wins)
_WIN_NOUNS = frozenset("win wins victory victories".split())
_WON_UNITS = frozenset("game match race contest bout round event title trophy victory win".split())
# People, whom a count of a crowd, class or group counts ("2 more students", "500 more fans")
PEOPLE_COUNTED = frozenset("people peoples person persons fan fans student students guest guests visitor visitors "
                           "member members player players kid kids child children spectator spectators attendee "
                           "attendees voter voters customer customers passenger passengers diner diners camper "
                           "campers pupil pupils participant participants runner runners listener listeners viewer "
                           "viewers reader readers subscriber subscribers tourist tourists shopper shoppers patron "
                           "patrons adult adults rider riders".split())
# What "busier" counts: the people who come, or the calls, orders or flights
_TRAFFIC_NOUNS = (PEOPLE_COUNTED - frozenset("kid kids child children adult adults member members player players "
                                             "runner runners".split())) \
    | frozenset("call calls order orders flight flights booking bookings sale sales visit visits".split())
# Who any count of people counts: "200 more people" on a count of students or of fans
_ANYONE = frozenset("people peoples person persons".split())
# People counted by two names: "2 more pupils" on a count of students
_SAME_PEOPLE = {**dict.fromkeys(("student", "pupil"), frozenset(("student", "pupil"))),
                **dict.fromkeys(("kid", "child", "children"), frozenset(("kid", "child", "children")))}
# What a score, a total or a tally is counted in: "7 pins more" on scores ("more strikes" is
# not a higher score, nor "more games" on scores)
_TALLIED = frozenset("point pin run goal basket try vote mark stroke".split())
# Counts in which more is ahead: "300 votes behind", "7 points ahead" (not strokes, as in golf)
MORE_IS_AHEAD = frozenset("vote point goal run pin basket".split())
# Counts in which fewer is better: "3 strokes better" (golf)
FEWER_IS_AHEAD = frozenset({"stroke"})
# Words that count anything: "three more pieces of candy"
_COUNTERS = frozenset({"piece", "item", "unit"})
# Nouns of whole numbers from 1 that are surely places in a line, never counted
_LINE_NOUNS = POSITION_UNITS | frozenset(
    "place places position positions spot spots slot slots rank ranks order orders turn turns round rounds number "
    "numbers lane lanes floor floors".split())
# Names of heights, which may be counted in miles or kilometres ("altitudes : 18.5 km")
_HEIGHT_NOUNS = frozenset("altitude altitudes height heights elevation elevations ceiling ceilings".split())
# Distances along the ground, which nothing calls "higher"
DISTANCE_UNITS = frozenset({"kilometer", "mile"})
# Names of measures of one dimension: "heights" are no weights, "weights" no lengths
_LENGTH_NAMES = frozenset("height heights width widths length lengths depth depths wingspan wingspans".split())
_WEIGHT_NAMES = frozenset({"weight", "weights"})
_MEASURE_NAMES = _LENGTH_NAMES | _WEIGHT_NAMES
_DIMENSION_UNITS = {**{word: _LENGTH_UNITS for word in "taller shorter wider narrower deeper shallower".split()},
                    **{word: _WEIGHT_UNITS for word in ("heavier", "lighter")},
                    **{word: frozenset({"degree"}) for word in ("colder", "cooler", "warmer", "hotter")}}

# The kinds a word means first: "longer" is a length or a time before it is a count of pages.
PRIMARY_KINDS = {"longer": {"size", "duration"}, "shorter": {"size", "duration"},
                 # "climbed higher than the 27-year-old" is about heights; an age is only "higher"
                 # when the sentence says so ("a higher age")
                 **{word: {"count", "money", "size", "duration", "grade", "position"} for word in ("higher", "lower")},
                 **{word: {"calendar", "position"} for word in ("after", "before", "later", "earlier", "sooner")},
                 # "the oldest competitor", "Dana is the youngest": an age, before a date or a length
                 **{word: {"age"} for word in ("older", "younger")},
                 # "the smallest apartment": a size or a count before a price
                 **{word: {"size", "count"} for word in ("bigger", "larger", "smaller")},
                 # "finished behind Bianca" in a race with places and times: the places
                 **{word: {"position"} for word in ("behind", "ahead")}}
# "not as tall as" names the category as "taller" does
for _adjective, _comparative in AS_ADJECTIVES.items():
    for _turned in (f"not as {_adjective}", f"not so {_adjective}"):
        if _comparative in _DIMENSION_UNITS:
            _DIMENSION_UNITS[_turned] = _DIMENSION_UNITS[_comparative]
        if _comparative in PRIMARY_KINDS:
            PRIMARY_KINDS[_turned] = PRIMARY_KINDS[_comparative]

# "outscored": the subject has more (the comparative it stands for; "outbid" more money).
OUT_VERB_SENSES = {"outscore": "more", "outweigh": "heavier", "outsold": "more", "outsell": "more",
                   "outnumber": "more", "outlast": "longer", "outearn": "more", "outpace": "faster",
                   "outran": "faster", "outrank": "ahead", "outbid": "pricier", "outspen": "pricier",
                   "outjump": "farther", "outpull": "farther", "outthr": "farther", "outdistance": "farther",
                   "exceed": "more", "beat": "beat", "defeat": "beat"}  # "Ann's age exceeds Bob's"
# Superlative -> the comparative whose extreme it names ("newest": newer than every other).
SUPERLATIVE_OF = {
    "most": "more", "least": "less", "fewest": "fewer", "biggest": "bigger", "largest": "larger",
    "smallest": "smaller", "highest": "higher", "lowest": "lower", "longest": "longer",
    "shortest": "shorter", "latest": "later", "earliest": "earlier", "tallest": "taller",
    "heaviest": "heavier", "lightest": "lighter", "widest": "wider", "narrowest": "narrower",
    "deepest": "deeper", "shallowest": "shallower", "oldest": "older", "eldest": "older", "youngest": "younger",
    "newest": "newer", "cheapest": "cheaper", "priciest": "pricier", "costliest": "costlier", "dearest": "dearer",
    "fastest": "faster", "slowest": "slower", "quickest": "quicker", "soonest": "sooner",
    "loudest": "louder", "quietest": "quieter", "hottest": "hotter", "coldest": "colder",
    "warmest": "warmer", "coolest": "cooler", "fullest": "fuller", "emptiest": "emptier",
    "strongest": "stronger", "weakest": "weaker", "busiest": "busier",
    "farthest": "farther", "furthest": "further", "closest": "closer", "nearest": "nearer",
    "top": "top", "bottom": "bottom", "most expensive": "more expensive", "high": "higher", "low": "lower",
    # "the winner" of a contest scored without places: the one who beat all the others (choose)
    "winner": "won", "champion": "won",
    "best": "top", "worst": "bottom",
    "least expensive": "less expensive", "most recent": "more recent", "most recently": "more recently",
    "most valuable": "more valuable", "least valuable": "less valuable",
    "least recent": "less recent", "least recently": "less recently",
}


# Verbs and nouns that say which kind of category is meant when the nouns do not
# ("costs more", "was aged for a shorter time", "weighs 16 lbs. more").
KIND_WORDS = {
    "cost": "money", "costs": "money", "costing": "money", "paid": "money", "pays": "money", "pay": "money",
    "charged": "money", "charges": "money", "charge": "money", "priced": "money", "price": "money",
    "spent": "money", "fetched": "money", "fetches": "money", "worth": "money",
    "weighs": "size", "weighed": "size", "weigh": "size", "weight": "size",
    "aged": "duration", "tall": "size", "long": "size", "wide": "size", "deep": "size", "heavy": "size",
    "old": "age",
}
# The kinds a verb settles even when one category is left: paying is money, weighing a size.
_MEASURE_KINDS = frozenset({"money", "size"})
# Verbs of an event that happens at a date or time: "was spotted sometime before" compares when,
# not a place in a line ("ranked before" does that).
for _verb in ("spotted sighted seen discovered observed detected founded established built released "
              "published launched premiered issued invented patented composed painted hired elected "
              "married "
              # and of leaving, arriving, starting, ending: "departs earlier", "checked in first"
              "departs departed depart leaves leave arrives arrived arrive starts started begins began "
              "ends ended opens opened closes closed joined checked landed boarded found unearthed born "
              "arrive moved moves").split():
    KIND_WORDS[_verb] = "calendar"
# and verbs of a place in a row: "lives between Carol and Dave" is about the houses
for _verb in ("ranked placed came comes lives live lived sits sit sat seated stands stand stood parked sang sings "
              "performed performs played plays spoke speaks presented presents competed competes").split():
    KIND_WORDS[_verb] = "position"


# Verbs whose event a category names by another word: leaving is a departure
_EVENT_SYNONYMS = {"leaves": "depart", "leave": "depart", "left": "depart", "begins": "start", "began": "start",
                   "begin": "start"}
# Being due somewhere is the event: "due out 15 minutes after" leaves then
_DUE = {"due out": "leaves", "due in": "arrives", "due back": "returns", "due off": "leaves"}
_GENERIC_DATES = frozenset("time times date dates day days month months year years hour hours weekday weekdays "
                           "schedule schedules".split())


# Verbs of leaving or ending, and the nouns of a category of beginnings: "Ann left before Bob"
# says nothing of check-in days or start times (a stay or a film lasts)
ENDING_VERBS = frozenset("left leave leaves leaving departed departs depart departing finished finishes finish "
                         "finishing ended ends end ending closed closes close".split()) | {
    "checked out", "checks out", "moved out", "moves out"}
_START_NOUNS = frozenset("check checkin checkins arrival arrivals start starts starting begin beginning beginnings "
                         "opening openings joined joining hired enrolled enrollment enrolment".split())


# Nouns of a category of ends: "end times", "finishes", "departures"
_END_NOUNS = frozenset("end ends ending endings finish finishes departure departures checkout checkouts out".split())


def starts_only(category: Category) -> bool:
    """Whether ``category`` dates beginnings ("check-in", "start times", "arrivals")."""
    parts = {part for noun in category.nouns for part in re.split(r"[-_ ]", noun)}
    return bool(parts & _START_NOUNS) and "out" not in parts  # ("check-out" dates an end)


def dated_by(category: Category, verb: str) -> bool:
    """Whether a calendar ``category`` dates the event of ``verb``: a category of plain times or
    dates dates any event; "departures" dates departing, "birth dates" being born, "check-in
    times" checking in, "years found" finding; "birth dates" do not date leaving."""
    if KIND_WORDS.get(verb) != "calendar":
        return False
    nouns = {part for noun in category.nouns for part in re.split(r"[-_]", noun) if part.isalpha()}  # "check-in"
    if verb in ENDING_VERBS and nouns & _START_NOUNS and "out" not in nouns:
        return False  # "left first" is no first check-in (a check-out is a leaving)
    if _dates_any_event(nouns):
        return True  # "times", "dates", "showtimes": any event
    if verb == "born":
        return bool(nouns & {"birth", "births", "birthday", "birthdays", "born"})
    stem = _EVENT_SYNONYMS.get(verb, verb)[:4]
    return any(noun[:4] == stem for noun in nouns - _GENERIC_DATES)


# Events a category named for something else never dates ("born" and trip months)
EVENT_VERBS = frozenset("born married wed hired founded established opened retired died promoted fired".split())
# Other one-off events in a life, which plain dates or years date only when the opening says so
_LIFE_EVENTS = frozenset("graduated divorced emigrated enlisted elected crowned knighted baptised baptized "
                         "christened buried engaged widowed ordained".split())
# Verbs of one event, each group's verbs telling the same one ("published" and "released")
_SAME_EVENTS = (frozenset("published released issued appeared printed debuted premiered".split()),
                frozenset("built constructed erected completed manufactured finished".split()),
                frozenset("founded established opened formed launched incorporated".split()),
                frozenset("joined hired enrolled signed recruited".split()),
                frozenset("moved arrived settled relocated immigrated emigrated".split()),
                frozenset("married wed".split()), frozenset("died passed".split()))
# The verbs of a one-off event that plain years may date: the opening's, or refused
ONE_OFF_EVENTS = EVENT_VERBS | _LIFE_EVENTS | frozenset().union(*_SAME_EVENTS)


# Verbs of making that say no one event ("made one notable find", "started a club")
_PLAIN_DOINGS = frozenset("made started formed opened introduced produced".split())


def _past_of(verb: str) -> str:
    """The past form of a verb of a one-off event said in another form ("to die", "marry",
    "retires"), as ``ONE_OFF_EVENTS`` holds it; else ``verb``."""
    stem = verb[:-1] if verb.endswith("s") and not verb.endswith("ss") else verb
    for past in (stem + "d", stem + "ed", stem[:-1] + "ied", stem + stem[-1:] + "ed"):
        if past in ONE_OFF_EVENTS:
            return past
    return verb


@lru_cache(maxsize=256)
def _opening_events(opening: frozenset[str]) -> frozenset[str]:
    """The events the opening's words tell of, as verbs ("published", "born" for "births")."""
    events: set[str] = set()
    for word in opening:
        if word not in _TIMED_MEALS:
            events.update(_EVENT_NOUNS.get(word, ()))
        if word in ONE_OFF_EVENTS or word in _MADE_WORDS and word not in _PLAIN_DOINGS:
            events.add(word)
    return frozenset(events)


def _opening_tells_another_event(opening: frozenset[str], verb: str) -> bool:
    """Whether the opening tells of some one-off event and not of ``verb``'s ("was born before"
    or "joined the firm after" where the opening says the years are when each novel was
    published; "released" is the same event as "published")."""
    verb = _past_of(verb)
    if verb not in ONE_OFF_EVENTS:
        return False
    events = _opening_events(opening)
    return bool(events) and not _tells_the_event(events, verb) and not _said_in(opening, verb)


def _tells_the_event(events: frozenset[str], verb: str) -> bool:
    """Whether ``verb`` (a past form) is one of ``events`` or of the same event ("released" of
    "published"), or shares its first four letters with one."""
    same = {verb} | set().union(*(group for group in _SAME_EVENTS if verb in group))
    return any(event in same or event[:4] == verb[:4] for event in events)


def _said_in(opening: frozenset[str], verb: str) -> bool:
    """Whether a word of the opening shares ``verb``'s first four letters ("awarded" and "award")."""
    return any(said[:4] == verb[:4] for said in opening if len(said) >= 4)


def _plain_years(category: Category) -> bool:
    """Whether ``category`` is years named for no one event (`years : 1586, 1612`)."""
    return kind(category) == "calendar" and category.unit == "year" and _dates_any_event(_noun_parts(category))


def years_of_another_doing(category: Category, verb: str, opening: frozenset[str], lenient: bool = False) -> bool:
    """Whether plain years (`years : 1586, 1612`) are the years of the one-off event the opening
    tells of ("the year it was built"), and ``verb`` says another doing ("was visited last",
    "the last to sell out"): those years put no order on it. Not for being ("was the first"),
    nor for the event itself or one of its kind ("was erected first")."""
    if not _plain_years(category):
        return False
    verb = _past_of(verb.lower())
    if not verb.isalpha() or verb in _NEUTRAL_VERBS or verb in _COPULAS_AND_AUXILIARIES:
        return False
    if lenient and (verb in _PLAIN_DOINGS or _said_in(opening, verb)):
        return False  # ("the year it was awarded" and "was awarded in 2015", whatever else it tells)
    events = _opening_events(opening)
    return bool(events) and not _tells_the_event(events, verb)


def years_of_the_doing(category: Category, verb: str, opening: frozenset[str]) -> bool:
    """Whether plain years are those of ``verb``'s event by what the opening tells ("built last"
    where the opening gives "the year it was built")."""
    verb = _past_of(verb.lower())
    return _plain_years(category) and verb.isalpha() and _tells_the_event(_opening_events(opening), verb)


_COPULAS_AND_AUXILIARIES = frozenset("is was are were be been being am do does did has had have".split())


def _dates_any_event(nouns: set[str]) -> bool:
    """Whether a category of dates with these nouns is named for no one event ("dates", "times",
    "showtimes"; not "bedtimes", "start times", "wake-up times", "lunch times")."""
    if nouns <= _GENERIC_DATES:
        return True
    if any(noun in _EVENT_NOUNS or noun in _START_NOUNS or noun in _TIMED_MEALS for noun in nouns) \
            or {"check", "out"} <= nouns or "checkout" in nouns:
        return False
    return any(noun.endswith(("time", "times")) for noun in nouns)


def _noun_parts(category: Category) -> set[str]:
    """The words of ``category``'s nouns, split at hyphens ("check-in": check, in)."""
    return {part for noun in category.nouns for part in re.split(r"[-_ ]", noun) if part.isalpha()}


# Getting there, as arriving is ("showed up first", "signed in before")
_TURNING_UP = frozenset({"showed up", "shows up", "turned up", "turns up", "signed in", "signs in", "registered",
                         "registers", "got there", "got in"})


def dates_another_event(category: Category, verb: str, opening: frozenset[str] = frozenset()) -> bool:
    """Whether a calendar ``category`` is named for an event other than ``verb``'s: "trip
    months" do not date being born or married, "departures" do not date arriving; plain `years`
    do not date being born when the puzzle's ``opening`` (its words) tells of another event
    ("four authors each published a novel in a different year")."""
    nouns = _noun_parts(category)
    if _dates_any_event(nouns):
        return _opening_tells_another_event(opening, verb)
    if verb not in _NEUTRAL_VERBS and names_another_event(category, verb):
        return True  # "travelled" with birth months
    if verb in EVENT_VERBS:
        return not dated_by(category, verb)
    if verb in ENDING_VERBS and nouns & (_START_NOUNS | {"opened"}) and "out" not in nouns:
        return True  # "Ann's shop closed first" with the years the shops opened ("check-out" is an end)
    if verb.startswith("arriv") or verb in ("landed", "lands", "land") or verb in _TURNING_UP:
        # (a talk's or a race's start is no arrival: "Sue arrived first" beside when talks started)
        return bool(nouns & {"departure", "departures", "start", "starts", "starting"})
    if verb.startswith("depart") or verb in ("leaves", "leave", "left"):
        return bool(nouns & {"arrival", "arrivals"})
    if nouns & _START_NOUNS and "out" not in nouns and verb in _SLEEPING_VERBS:
        return True  # "went to bed first" beside start times
    if ({"check", "out"} <= nouns or "checkout" in nouns) and verb in _COMING_OR_STARTING:
        return True  # "started first", "was the first to arrive" beside check-out times
    return False


# Verbs of going to bed and waking, another event than any start ("went to bed first")
_SLEEPING_VERBS = frozenset("bed slept sleeps woke wakes wake awoke".split())
# Verbs of beginning or coming, never a check-out ("started first" beside check-out times)
_COMING_OR_STARTING = frozenset("started starts start began begins begin arrived arrives arrive came got".split())


# Meals a category of times may be named for ("lunch times"), with the verbs of having them
_TIMED_MEALS = frozenset("lunch lunches lunchtime lunchtimes dinner dinners breakfast breakfasts supper "
                         "suppers brunch".split())
# The nouns of a category named for one event, and that event's verbs: "birth months" date
# being born and nothing else
_EVENT_NOUNS = {
    **dict.fromkeys(("birth", "births", "birthday", "birthdays", "born"), ("born",)),
    **dict.fromkeys(("wedding", "weddings", "marriage", "marriages", "married"), ("married", "wed")),
    **dict.fromkeys(("hire", "hiring", "hired"), ("hired", "joined")),
    **dict.fromkeys(("founding", "founded", "foundation"), ("founded", "established", "opened")),
    **dict.fromkeys(("retirement", "retirements", "retired"), ("retired",)),
    **dict.fromkeys(("death", "deaths", "died"), ("died",)),
    **dict.fromkeys(("built", "construction", "constructed"), ("built", "constructed", "erected")),
    **dict.fromkeys(("discovered", "discovery", "discoveries"), ("discovered", "found", "spotted", "sighted",
                                                                 "identified", "unearthed", "seen")),
    **dict.fromkeys(("delivery", "deliveries", "delivered"), ("delivered", "arrived", "arrive", "arrives",
                                                              "came", "come", "comes", "got", "reached",
                                                              "dropped", "brought")),
    **dict.fromkeys(("reservation", "reservations", "booking", "bookings"),
                    ("reserved", "booked", "arrived", "came", "seated", "dined", "ate", "had")),
    **dict.fromkeys(("wake", "waking", "rising"), ("woke", "wakes", "wake", "waking", "awoke", "up", "rose",
                                                    "rises", "got", "gets")),
    **dict.fromkeys(("bedtime", "bedtimes"), ("went", "goes", "go", "going", "bed", "slept", "sleeps", "retired",
                                          "turned")),
    **dict.fromkeys(("graduation", "graduations", "graduated"), ("graduated",)),
    **dict.fromkeys(("move", "moves", "relocation"), ("moved", "relocated")),
    **dict.fromkeys(_TIMED_MEALS, ("ate", "eats", "eat", "eating", "had", "has", "have", "lunched", "dined",
                                   "breakfasted", "sat", "took")),
    **dict.fromkeys(("check", "checkin"), ("checked", "check", "checks", "checking", "arrived", "arrive", "arrives",
                                           "came", "got", "stayed")),
    **dict.fromkeys(("arrival", "arrivals"), ("arrived", "arrive", "arrives", "arriving", "came", "come", "comes",
                                              "got", "reached", "landed", "showed", "checked", "pulled up",
                                              "turned up", "dropped in", "walked in", "showed up", "pulled in",
                                              "pulls in", "rolled in", "rolls in")),
    **dict.fromkeys(("departure", "departures"), ("departed", "depart", "departs", "departing", "left", "leave",
                                                  "leaves", "leaving", "went", "flew", "sailed", "set", "set off",
                                                  "set out", "sets off", "sets out", "headed off", "heads off",
                                                  "headed out", "heads out", "pulled out", "pulls out",
                                                  "pulled away", "pulls away", "took off", "takes off",
                                                  "started", "starts", "began", "begins", "boarded", "embarked")),
}
# Verbs that name no event of their own: "was before Bob's", "came before"
_NEUTRAL_VERBS = frozenset("is was are were be been being came comes come fell falls fall happened happens "
                           "occurred occurs took takes has had have".split())


def _events(category: Category) -> set[str]:
    """The verbs of the one event ``category`` is named for ("birth months": born), if any."""
    parts = _noun_parts(category)
    if "check" in parts and "out" in parts or "checkout" in parts:
        return {"checked", "check", "checks", "checking", *_EVENT_NOUNS["departure"]}  # "check-out dates"
    return {event for noun in parts for event in _EVENT_NOUNS.get(noun, ())}


def event_named(category: Category) -> bool:
    """Whether ``category`` is named for one event ("departures", "years joined", "start times")."""
    return bool(_events(category) or category.nouns & _START_NOUNS)


def is_birth_dates(category: Category) -> bool:
    """Whether ``category`` dates births (`birth years`, `birthdays`): people's, not things'."""
    return kind(category) == "calendar" and "born" in _events(category)


def dates_founding(category: Category) -> bool:
    """Whether ``category`` dates when things were founded or opened (`founded`, `years
    established`): businesses', not people's."""
    return kind(category) == "calendar" and "founded" in _events(category)


def dates_building(category: Category) -> bool:
    """Whether ``category`` dates when things were built (`years built`): things', not people's."""
    return kind(category) == "calendar" and "built" in _events(category)


# Words of a category's name that date when a thing began: `year launched`, `debut year`
_MADE_WORDS = frozenset("built launched released opened established formed started debut debuted founded made "
                        "manufactured produced published introduced premiered issued minted constructed".split())


def dates_a_thing(category: Category) -> bool:
    """Whether ``category`` dates when things were made, built, launched or founded (`year
    built`, `year launched`, `debut year`): a thing's age, never a person's."""
    words = {word for word in re.split(r"[-_ ()]", category.name.lower()) if word}
    return kind(category) == "calendar" and (bool(words & _MADE_WORDS) or dates_building(category)
                                              or dates_founding(category))


def dates_a_thing_made(category: Category, opening: frozenset[str]) -> bool:
    """Whether ``category`` dates when things were made (``dates_a_thing``), or is plain years
    the ``opening`` (its words) says are of building or making things ("the year it was built",
    "the years their houses were built"): a thing's age, never a person's."""
    return dates_a_thing(category) or (_plain_years(category) and bool(_opening_events(opening) & _THINGS_MADE))


# Events of a thing's making (not "started", "opened" or "formed", which people do too)
_THINGS_MADE = frozenset("built constructed erected manufactured made launched founded established published "
                         "released minted produced".split())


def names_another_event(category: Category, verb: str) -> bool:
    """Whether ``category`` is named for one event ("birth months", "wedding dates") and ``verb``
    is not that event's: "travelled" is not dated by the birth months."""
    events = _events(category)
    stems = {_verb_stem(event) for event in events}
    # ("got up" beside wake-up times: its words are the waking's own)
    return bool(events) and _verb_stem(verb) not in stems and not any(_verb_stem(word) in stems
                                                                        for word in verb.split())


# Nouns of events a date or time may be of, besides those above ("Mrs. Cruz's *appointment*"; not
# "flight", "train" or "trip", whose leaving and arriving are the departures' and arrivals' own)
_OTHER_EVENT_NOUNS = frozenset("appointment appointments anniversary anniversaries lunch lunches dinner dinners "
                               "breakfast training permit permits luggage conference conferences party parties "
                               "meeting meetings interview interviews christening christenings passport "
                               "speech speeches talk talks".split())


def another_event(category: Category, nouns: set[str], words: list[str],
                  opening: frozenset[str] = frozenset()) -> str | None:
    """The noun among ``nouns`` (things a person is said to have: "Mrs. Cruz's *birthday*")
    naming another event than the one a calendar ``category`` is named for ("arrivals",
    "check-in"), or the ``opening`` tells plain years or dates are of ("Bob's birth" where each
    retired in a different year), where no word of the sentence is that event's verb; None
    otherwise, and for a category named for no event ("months")."""
    if kind(category) != "calendar":
        return None
    events = _events(category)
    told = not events and _dates_any_event(_noun_parts(category))
    if told:
        events = set(_opening_events(opening))
    if not events:
        return None
    stems = {_verb_stem(event) for event in events}
    if any(_verb_stem(word) in stems for word in words):
        return None  # "Ann's train arrived before ..." beside arrivals: the arriving is said
    own = _noun_parts(category)
    for noun in sorted(nouns):
        if noun in own or singular(noun) in own:
            continue
        if told and (noun in opening or singular(noun) in opening or noun not in _EVENT_NOUNS):
            continue  # by the opening alone: only another one-off event ("Bob's birth"), not its own
        if noun in _EVENT_NOUNS and not set(_EVENT_NOUNS[noun]) & events or noun in _OTHER_EVENT_NOUNS:
            return noun
    return None


def _verb_stem(verb: str) -> str:
    """A verb without its ending: "graduates", "graduated", "graduate" -> "graduat"."""
    for ending in ("ing", "ed", "es", "s", "e"):
        if verb.endswith(ending) and len(verb) > len(ending) + 2:
            verb = verb[:-len(ending)]
            break
    return verb[:-1] + "i" if verb.endswith("y") else verb


# Nouns of a category of travels, and the verbs of travelling
_TRAVEL_NOUNS = frozenset("trip trips travel travels journey journeys vacation vacations holiday holidays visit visits "
                          "tour tours".split())
_TRAVEL_VERBS = frozenset("travelled traveled went flew visited toured vacationed holidayed journeyed sailed "
                          "drove departed left booked".split())


def _dates_doing(category: Category, verb: str) -> bool:
    """Whether ``category`` dates the event of ``verb``: a category of plain dates dates any
    event, "trip months" travelling, "birth months" being born."""
    nouns = _noun_parts(category)
    if _dates_any_event(nouns):
        return True
    if nouns & _TRAVEL_NOUNS and verb in _TRAVEL_VERBS:
        return True
    return bool(_events(category)) and not names_another_event(category, verb)


def speaks_of_its_event(category: Category, words: set[str]) -> bool:
    """Whether ``words`` say the event ``category`` is named for ("born", "birthday" for birth
    months); true of a category named for no event."""
    events = _events(category)
    stems = {_verb_stem(event) for event in events}
    return not events or any(_verb_stem(word) in stems or set(_EVENT_NOUNS.get(word, ())) & events for word in words)


def names_the_event_of(category: Category, word: str) -> bool:
    """Whether ``category`` is named for the event ``word`` tells of ("arrived" of `arrival
    times`); false of a category named for no event (`times`)."""
    return bool(_events(category)) and speaks_of_its_event(category, {word})


# Units of a speed or a rate: "96 km/h", "62 wpm", "30 knots"
_SPEED_UNITS = frozenset("mph kph kmh km/h wpm knot knots rpm bpm".split())


def is_speed(category: Category) -> bool:
    """Whether ``category`` holds speeds or rates ("top speeds : 96 km/h", "speeds : 62 wpm"),
    where "faster" is more; not a pace ("5 min/km": less is faster) or a consumption ("6
    l/100km"), whatever it is called."""
    unit = (category.unit or "").lower()
    per_hour = unit.endswith(("/h", "/hr", "/hour", "/s", "/sec", "/min")) and not unit.startswith(("min", "s/", "sec"))
    paced = "/" in unit and not per_hour or bool(category.nouns & {"pace", "paces"})
    return not paced and (unit in _SPEED_UNITS or per_hour or bool(category.nouns & {"speed", "speeds"}))


def out_verb_sense(word: str) -> str | None:
    """The comparative an out- verb stands for (``outscored`` -> ``more``), or None."""
    lowered = word.lower()
    for stem, comparative in OUT_VERB_SENSES.items():
        if lowered.startswith(stem):
            return comparative
    return None


_AGE_NOUNS = frozenset({"age", "ages", "old"})


def is_series(category: Category) -> bool:
    """Whether ``category`` numbers the weeks, days or years of a series ("Week 2", "day 3",
    "Year 1": the unit before its number), where "2 weeks" would be a length."""
    unit = category.unit

    def counted(label: str) -> bool:
        words = label.split()
        return len(words) == 2 and words[1].isdigit() and singular(words[0].lower()) == unit

    return unit in _DURATION_UNITS and not category.nouns & _AGE_NOUNS and all(map(counted, category.labels))


def kind(category: Category) -> str:
    """The kind of an ordered category (see the module docstring)."""
    unit = category.unit
    if category.positional or unit == "ordinal":
        return "position"
    if unit in ("time", "date", "weekday"):
        return "calendar"
    if unit == "month":
        if category.labels[0][:1].isalpha() or "/" in category.labels[0]:
            return "calendar"
        return "age" if category.nouns & _AGE_NOUNS else "duration"  # `ages : 6 months, 9 months`
    if is_series(category):
        # `weeks : Week 1, Week 2, ...`, `Day 3`, `Year 2`: the week of a series, a point in its
        # time, never a length ("the week before Daisy")
        return "calendar"
    if unit == "year":
        calendar = all(1000 <= number <= 2999 for number in (q.number for q in category.quantities)) \
            or any(is_era_year(label) for label in category.labels)
        nouns = category.nouns
        if calendar:
            return "calendar"
        return "age" if nouns & _AGE_NOUNS else "duration"
    if unit in _DURATION_UNITS:
        # `ages : 6 weeks, 8 weeks`: a hamster's age in weeks is an age ("older" is more weeks)
        return "age" if unit in ("week", "day") and category.nouns & _AGE_NOUNS else "duration"
    if unit in MONEY_UNITS:
        return "money"
    if unit == "grade":
        return "grade"
    if unit in _SIZE_UNITS:
        return "size"
    return "count"


@dataclass(frozen=True)
class Choice:
    """The category a comparison is about, or why none could be chosen."""

    category: Category | None
    direction: int
    problem: str | None = None


# Names of places in a result ("placings", "ranks", "finishes", "prizes")
PLACE_NOUNS = frozenset("place places placing placings rank ranks ranking rankings finish finishes standing "
                        "standings position positions result results order spot spots prize prizes medal medals "
                        "award awards".split())
# Ordinals named so are places in a result too ("placings : first, ...", "finishing order")
_RESULT_ORDER_NOUNS = frozenset("placing placings result results order orders prize prizes medal medals award "
                                 "awards".split())
# Things scored that are worth some number of points each
_SCORED_THINGS = frozenset("goal goals run runs basket baskets try tries touchdown touchdowns wicket wickets "
                           "pin pins strike strikes assist assists rebound rebounds steal steals block blocks save "
                           "saves game games match matches set sets".split())
# What "Ann beat Bob" is counted in when it is a score: more is better
_SCORE_NOUNS = frozenset("score scores point points goal goals vote votes run runs pin pins mark marks".split())


@kept_on_puzzle
def result_of_contest(puzzle: Puzzle) -> Category | None:
    """The one category that says who beat whom (places in a result, race times or scores),
    or None (none, or several)."""
    return _beaten(puzzle, "beat").category


def _beaten(puzzle: Puzzle, word: str) -> Choice:
    """"Ann beat Bob", "Ann won" (``word``): an earlier place in a result, a shorter race time,
    or a higher score, whichever one the puzzle has; refused with none or several."""
    times = [category for category in puzzle.ordered if kind(category) == "duration"
             and category.unit in ("second", "minute", "hour")]
    # ordinals named for no result (`umbrellas : first, ...`) are a row of things, not places; nor
    # are prizes in money (the biggest is the best) or an order that is no result (`starting
    # positions`, `running order`, `seeds`)
    places = [category for category in puzzle.ordered if category not in times
              and category.nouns & (_RANK_NOUNS | _RESULT_ORDER_NOUNS) and is_result_order(category)]
    if places:
        # beside places, a lap time ("best laps : 38.6 s, ...") is no race's result: the fastest lap may lose
        times = [category for category in times if not category.nouns & {"lap", "laps"}]
    # (not a count against the player: `goals conceded`, `penalty points`)
    scores = [category for category in puzzle.ordered if category.nouns & _SCORE_NOUNS
              and not category.nouns & _AGAINST_NOUNS]
    against = [category for category in puzzle.ordered if category.nouns & _SCORE_NOUNS
               and category.nouns & _AGAINST_NOUNS]

    def best(category: Category) -> int:
        # a golfer's best score is the lowest, in strokes; Stableford points count up
        return -1 if _golf(puzzle) and not category.nouns & {"point", "points"} else 1

    found = [(category, -1) for category in places + times] + [(category, best(category)) for category in scores]
    if against:
        return Choice(None, 0, f"'{word}' beside '{against[0].name}', a count against the player: which way?")
    if len(found) != 1:
        return Choice(None, 0, f"'{word}' could be a place, a time or a score here" if found
                      else f"'{word}' needs places in a result, race times or scores")
    return Choice(*found[0])


# Words of a count against a player or team: fewer is better
_AGAINST_NOUNS = frozenset("conceded against penalty penalties deducted deductions faults errors".split())
# Words of an order that is no result: where one started, when one went on
_NOT_RESULT_WORDS = frozenset("starting start post grid pole draw running appearance performance speaking "
                              "audition batting seed seeds seeding seedings bib bibs lane lanes gate gates".split())


def is_contest_places(category: Category) -> bool:
    """Whether ``category`` is places in a result: named places, placings, ranks, positions,
    finishes, prizes (not lanes, bibs, houses, or ordinals that number a row of things such as
    `umbrellas : first, second, ...`, nor places the opening numbers along a row from the left:
    "spots 1 to 5 from left to right")."""
    return bool(category.nouns & PLACE_NOUNS) and is_result_order(category) and not category.row


def places_without_sides(category: Category, puzzle: Puzzle) -> bool:
    """Whether ``category`` is places in a result, or an order of events (`eliminations`,
    `arrivals`), that no row gives a left or right ("second from the right", "to the left of",
    "at the right end" of places in a race): not a row the opening counts from the left."""
    return (is_contest_places(category) or bool(category.nouns & _EVENT_ORDERS - {"order", "orders"})) \
        and not category.row and "left" not in puzzle.intro_words


def is_result_order(category: Category) -> bool:
    """Whether ``category`` may be the result of a contest: places, not prizes in money (`prizes
    : $100, ...`) nor an order that is no result (`starting positions`, `running order`, `seeds`), nor
    win-loss records (`standings : 8-16, ...`: the fewest wins is no first place)."""
    return kind(category) != "money" and not category.nouns & _NOT_RESULT_WORDS and not is_record(category)


def _of_time(verb: str | None, preferred: frozenset[str], puzzle: Puzzle) -> bool:
    """Whether "longer"/"shorter" right after ``verb`` (with the comparison's own words
    ``preferred``) says how long something went on: "took longer", "drove for longer", "walked
    longer", "was on the road longer"; not "is longer", "much longer" or "a longer hike"."""
    words = {noun.lower() for noun in preferred}
    if (words | {(verb or "").lower()}) & (_TAKING_VERBS | _FOR_A_TIME | {"time", "while"}):
        return True  # "took longer", "drove for longer", "for a shorter time"
    if words or verb is None or not verb.isalpha():
        return False
    lowered = verb.lower()
    return lowered not in _LINKING_OR_DEGREE and lowered not in puzzle.category_nouns \
        and singular(lowered) not in puzzle.category_nouns


_SPEED_WORDS = frozenset("faster slower quicker".split())
# Verbs of doing the timed thing itself, after which "faster" compares its time ("ran faster",
# "posted the fastest time", "was 0.2 seconds quicker")
_TIMED_VERBS = frozenset("is was were are be been being ran run runs running raced races race finished finishes "
                         "finish completed completes clocked clocks posted posts recorded records timed swam swims "
                         "skated skates skied skis rode rides drove drives flew flies sailed sails paddled paddles "
                         "rowed rows cycled cycles biked went goes go came comes got gets did does made makes "
                         "crossed crosses covered covers descended climbed climbs walked walks hiked hikes sledded "
                         "slid solved solves lapped timed".split())
# Doings with a speed of their own, not the time of the race ("talks faster", "reacts faster")
_UNTIMED_DOINGS = frozenset("talks talk reacts react starts start speaks spoke eats ate thinks thought responds "
                            "answers types learns began begins".split())
# Nouns that say an amount is money: "raised the most money"
_MONEY_NOUNS = frozenset("money cash funds".split())
# A count of these is a building's height: "the tallest building" has the most floors
_STOREY_NOUNS = frozenset("floor floors storey storeys story stories".split())
_BUILDING_NOUNS = frozenset("building buildings tower towers skyscraper skyscrapers block blocks high-rise "
                            "high-rises".split())
# Things that stand side by side in a row: "behind the cottage" is its garden, not the next one
SIDE_BY_SIDE_NOUNS = frozenset("house houses cottage cottages home homes stall stalls shop shops booth booths "
                                "cabin cabins chalet chalets tent tents pitch pitches locker lockers peg pegs "
                                "kennel kennels garage garages building buildings plot plots".split())
# Words of a golf puzzle's categories: its scores are strokes, the fewest ahead
_GOLF_WORDS = re.compile(r"\b(golf|tee|hole|handicap|stroke|birdie|bogey)", re.IGNORECASE)


_GOLF_SENTENCE_WORDS = frozenset("golf golfer golfers golfing tee tees birdie birdies bogey bogeys handicap "
                                  "fairway fairways putt putts".split())


def _row_of_things(category: Category, verb: str | None) -> bool:
    """Whether ``category`` is a row of things numbered as ordinals (`umbrellas : first, ...`,
    `pegs : leftmost, ...`): no order of places in a result, of turns, or of the event ``verb``
    names, so no order in time."""
    return category.unit == "ordinal" and not category.nouns & (_RANK_NOUNS | ORDERED_NOT_RESULTS | _EVENT_ORDERS) \
        and not dated_by(category, verb or "") and not ranks_a_quality(category)


def _row_said(category: Category, puzzle: Puzzle) -> bool:
    """Whether ``category`` is things numbered along a row, as the opening says ("five hides,
    numbered 1 to 5 from left to right"): no order in time ("arrived after" is not about them)."""
    return category.row or ("left" in puzzle.intro_words and category.positional
                            and category.unit not in (None, "ordinal")
                            and not category.nouns & (_RANK_NOUNS | ORDERED_NOT_RESULTS | _EVENT_ORDERS))


def ranks_a_quality(category: Category) -> bool:
    """Whether ``category`` ranks things by a quality named by a noun in -ness or -ity
    (`brightness : first, ...`, "popularity"): a ranking, not a row of things."""
    return any(noun.endswith(("ness", "ity")) for noun in category.nouns)


# Orders in time an ordinal category may be named for
_EVENT_ORDERS = frozenset("order orders turn turns arrival arrivals departure departures appearance appearances "
                          "performance performances act acts elimination eliminations".split())


def golf_unsaid(puzzle: Puzzle, word: str) -> bool:
    """Whether ``word`` of a sentence speaks of golf in a puzzle with scores whose categories do
    not ("Ann won the golf tournament" beside `scores : 70, 75, 80`): the lowest would win, which
    the scores alone do not say."""
    return word in _GOLF_SENTENCE_WORDS and not _golf(puzzle) \
        and any(category.nouns & _SCORE_NOUNS for category in puzzle.ordered)


@kept_on_puzzle
def _golf(puzzle: Puzzle) -> bool:
    """Whether the puzzle's categories or its opening speak of golf ("golfers", "tee times",
    "handicaps"; "Four golfers played a round")."""
    return any(_GOLF_WORDS.search(text) for category in puzzle.categories
               for text in (category.name, *category.labels)) \
        or any(_GOLF_WORDS.search(word) for word in puzzle.intro_words)


# What the wins of a win-loss record count
_RECORD_UNITS = frozenset({"game", "match", "win", "victory"})


def counts_records(puzzle: Puzzle, nouns) -> bool:
    """Whether ``nouns`` ("the most games") count the wins of the puzzle's win-loss records."""
    return bool({singular(noun) for noun in nouns} & _RECORD_UNITS) and any(map(is_record, puzzle.ordered))


def measurable(category: Category, unit: str | None, learned: frozenset[str] | None = None) -> bool:
    """Whether an amount in ``unit`` can be counted in ``category`` ("2 hours" in times);
    ``learned``: the nouns the clues give the category's things ("the teacher with 24
    *students*"), which a count may be counted in besides its own nouns (None: any noun)."""
    if unit is None or unit == category.unit:
        return True
    if category.unit in ("seat", "bed", "place") and unit in ("person", "people", "persons", "guest", "fan",
                                                               "spectator", "patron"):
        return True  # "seats 400 more people than" beside `capacities : 800 seats`: one to a seat
    if is_record(category):
        return unit in _RECORD_UNITS  # "two more games" on records `18-6`: their wins (not "more sets")
    if category.unit not in MEASURE_UNITS and category.unit != "ordinal" and unit not in POSITION_UNITS \
            and any(quantity.unit for quantity in category.quantities):
        return False  # "4 more socks" on `socks : 1 pair, 2 pairs`: the values count pairs
    if unit in category.nouns:
        return True
    if (unit, category.unit) in CONVERSIONS:
        return True
    if unit in POSITION_UNITS:
        return kind(category) == "position"
    if unit == "point" and category.unit == "grade":
        return all(label[:1].isdigit() for label in category.labels)  # "3 points higher" on marks 85, 88, ...
    if unit == "month" and category.unit == "date":
        return True  # "1 month after" a date: the same day of a later month
    # what a tally counts: "7 pins more" on scores, "two more games" on wins; not a place ("one
    # floor above" on rooms 101, 102, 201, 202 is not one room number), and not another thing
    # ("a night more", "2 beds more" on a count of rooms)
    if category.nouns & _WIN_NOUNS and not category.nouns & (_TALLY_NOUNS - _WIN_NOUNS):
        return unit in _WON_UNITS or unit in (learned or ())  # "two more games" on wins, not points
    if category.nouns & {"point", "points"} and unit in _SCORED_THINGS:
        return False  # "7 goals more" on points: a goal, a basket, a try is worth some points, not one
    if unit in PEOPLE_COUNTED and category.nouns & (PEOPLE_COUNTED - _ANYONE) and unit not in _ANYONE \
            and not {singular(noun) for noun in category.nouns} & _SAME_PEOPLE.get(singular(unit), {singular(unit)}):
        return False  # "2 more readers" on a count of students: they count students (not "2 more people")
    return kind(category) == "count" and unit not in MEASURE_UNITS and category.unit not in MEASURE_UNITS \
        and unit not in _PLACE_UNITS and (learned is None or unit == "number" or unit in learned
                                          or unit in PEOPLE_COUNTED
                                          or bool(category.nouns & _TALLY_NOUNS) and unit in _TALLIED)


def learned_nouns(puzzle: Puzzle, category: Category) -> frozenset[str]:
    """The nouns the clues give ``category``'s things, singular and plural (thing_nouns.py)."""
    nouns = {noun for noun, name in puzzle.thing_nouns.items() if name == category.name}
    if category.labels and all("dozen" in label.lower().split() for label in category.labels):
        # `orders : 2 dozen, 3 dozen` in "five orders for tamales": the dozens count the tamales
        nouns |= {word for word in puzzle.intro_words if len(word) > 3 and singular(word) != word
                  and word not in puzzle.category_nouns}
    return frozenset(nouns | {singular(noun) for noun in nouns})


def _days_apart(category: Category) -> int:
    """The fewest days between two of a category's dates."""
    days = sorted(int(quantity.number) for quantity in category.quantities)
    return min((later - earlier for earlier, later in zip(days, days[1:])), default=0)


def _finishing_said(nouns: set[str], preferred: frozenset[str], verb: str | None) -> bool:
    """Whether a comparison in time speaks of finishing ("finished 2 minutes after", "ran
    faster"), where the earlier time may be the shorter; never when its own verb says starting
    ("the volunteer who ran story time started two hours after Cosmo")."""
    return (verb or "").lower() not in _STARTING_VERBS and bool((nouns | preferred | {verb or ""}) & _FINISHING)


# Verbs of an activity one counts in miles, hours, pages, laps or cups: each form -> the activity
ACTIVITIES = {form: forms.split()[0] for forms in (
    "run ran runs running jogged jogs", "drive drove driven drives driving",
    "cycle cycled cycles cycling biked ride rode ridden rides riding",
    "swim swam swum swims swimming", "walk walked walks walking hike hiked hikes hiking trek trekked",
    "sleep slept sleeps sleeping", "study studied studies studying", "work worked works working",
    "read reads reading", "write wrote written writes writing", "wait waited waits waiting",
    "drink drank drunk drinks drinking", "eat ate eaten eats eating", "practise practised practiced practises "
    "practices practising practicing", "train trained trains training",
    "sail sailed sails sailing", "fly flew flown flies flying", "paddle paddled paddles paddling",
    "row rowed rows rowing", "skate skated skates skating", "ski skied skis skiing",
    "knit knitted knits knitting", "bake baked bakes baking", "watch watched watches watching",
    "type typed types typing", "edit edited edits editing", "print printed prints printing",
    "volunteer volunteered volunteers volunteering") for form in forms.split()}


def activity_of(name: str) -> str | None:
    """The activity a category's name counts ("miles driven": drive), or None."""
    found = {ACTIVITIES[word] for word in name.lower().replace("(", " ").replace(")", " ").split()
             if word in ACTIVITIES}
    return found.pop() if len(found) == 1 else None


# Verbs of setting out or arriving: "leaves the depot ahead of Bob" is an earlier time
_SETTING_OUT = frozenset("leaves left leave departs departed depart arrives arrived arrive".split())


# What one wins, each a win: "won 3 more bouts" counts wins
_CONTESTS_WON = frozenset("bout bouts game games match matches race races fight fights contest contests round rounds "
                          "heat heats event events".split())


def won_contests(puzzle: Puzzle, counted: set[str], verb: str | None) -> bool:
    """Whether ``counted`` ("bouts") after the ``verb`` "won" counts wins: the one category of
    wins (`wins : 7 wins, ...`) where no category counts those contests themselves."""
    return bool(counted) and counted <= _CONTESTS_WON and (verb or "").lower() in ("won", "win", "wins") \
        and not any(category.nouns & counted for category in puzzle.categories) and _wins_counted(puzzle)


def _wins_counted(puzzle: Puzzle) -> bool:
    """Whether one category counts wins (`wins : 7 wins, ...`)."""
    return len([category for category in puzzle.ordered if category.unit == "win"
                or category.nouns & {"win", "wins"}]) == 1


# Nouns that count the same as another: a building's stories are its floors
COUNTED_ALIKE = {"story": "floor", "storey": "floor"}


@kept_on_puzzle
def _school_grades(puzzle: Puzzle) -> Category | None:
    """The one category of school grades written as numbers (`1st grade`, `Grade 2`), or None."""
    found = [category for category in puzzle.ordered
             if kind(category) == "grade" and category.nouns & {"grade", "grades"}
             and all(label[:1].isdigit() or label.lower().startswith("grade") for label in category.labels)]
    return found[0] if len(found) == 1 else None


@kept_on_puzzle
def _school_years(puzzle: Puzzle) -> Category | None:
    """The one category of year groups (`Year 3, Year 4`) where the opening sets the puzzle at
    school, or None."""
    found = [category for category in puzzle.ordered if is_series(category)
             and all(label.lower().startswith("year ") for label in category.labels)]
    return found[0] if len(found) == 1 and puzzle.intro_words & _SCHOOL_WORDS else None


def choose(puzzle: Puzzle, word: str, unit: str | None, nouns: set[str],
           preferred: frozenset[str] = frozenset(), reference: frozenset[str] | None = None,
           verb: str | None = None) -> Choice:
    """The one ordered category ``word`` (with an amount in ``unit``, the words of the
    comparison itself ``preferred``: "a lower-numbered *room* than", and the sentence's other
    ``nouns``) compares, and the direction; ``problem`` says why when there is not one.
    ``reference``: the categories of the values the thing compared with is named by ("fewer
    than *13 patients*" compares patients); ``verb``: the word right before the comparison ("paid
    more", "paid the most"), which may say the kind outright."""
    said_words = {noun.lower() for noun in nouns | preferred}  # the sentence's words, lowercase
    verb = _DUE.get((verb or "").lower(), verb)
    if unit in COUNTED_ALIKE and not any(unit in category.nouns for category in puzzle.ordered):
        unit = COUNTED_ALIKE[unit]  # "6 more stories" beside `floors`
    contests = ({unit} if unit else set()) | (said_words & _CONTESTS_WON)
    if won_contests(puzzle, contests, verb):
        unit = "win"  # "won 3 more bouts" beside `wins : 7 wins, ...`
    elif contests & _CONTESTS_WON and (verb or "").lower() in ("won", "win", "wins") and _wins_counted(puzzle):
        # "won 2 more games" beside `games : 3, 4` and `wins : 1, 2`: the games played, or won?
        contest = sorted(contests & _CONTESTS_WON)[-1]
        return Choice(None, 0, f"'{verb} {word} {contest}' beside wins: the {contest} won, or played? Say 'wins'")
    fronts = [category for category in puzzle.ordered if category.front]
    row_unit = unit is None or any(unit == category.unit or unit in category.nouns or unit + "s" in category.nouns
                                   or unit in ("row", "place", "seat", "position") for category in fronts)
    if word.lower() == "front" or (word.lower() == "behind" and fronts and row_unit):
        # "sat in front of", "sat behind" along pews the opening numbers from the front: a
        # lower number, a higher one ("in front of" with no such row is refused)
        if len(fronts) != 1:
            return Choice(None, 0, "'in front of' needs a row the opening numbers from the front (\"numbered 1 to "
                                   "5 from the front\")" if not fronts else "several rows are numbered from the front")
        return Choice(fronts[0], -1 if word.lower() == "front" else 1)
    if ({(verb or "").lower()} | said_words) & {"ranks", "ranked", "rank"} and not any(
            kind(category) == "position" or category.nouns & _RANK_NOUNS for category in puzzle.ordered):
        # "Bob ranks above Cora" beside ages and weights: a rank no category holds
        return Choice(None, 0, f"'ranks {word.lower()}': no category is a ranking")
    years = _school_years(puzzle) if word.lower() in ("above", "below", "higher", "lower") else None
    if years is not None and (unit in (None, "year") or unit == years.unit):
        # "Poppy is in the year above Grace" beside `years : Year 3, ...` at school: a higher year
        return Choice(years, 1 if word.lower() in ("above", "higher") else -1)
    grades = _school_grades(puzzle) if word.lower() in ("ahead", "behind") else None
    if grades is not None and (unit in ("grade", "grades") or said_words & {"grade", "grades"}):
        # "one grade ahead of Milo" at school: a higher grade (not "finished ahead of")
        return Choice(grades, 1 if word.lower() == "ahead" else -1)
    if word.lower() in ("ahead", "behind") and ((verb or "").startswith(FINISHING_STARTS)
                                                or (verb or "").lower() in _SETTING_OUT
                                                or _SETTING_OUT & {noun.lower() for noun in nouns}) \
            and not any(kind(category) in ("position", "duration") for category in puzzle.ordered) \
            and any(kind(category) == "calendar" for category in puzzle.ordered):
        word = "before" if word.lower() == "ahead" else "after"  # "finished ahead of" with clock finishing times
    if word.lower() == "longer" and ({verb or ""} | set(preferred)) & {"lasted", "lasts", "last", "survived"}:
        # "lasted longer" in a contest of rounds: knocked out in a later round
        rounds = [category for category in puzzle.ordered if category.nouns & {"round", "rounds"}]
        if len(rounds) == 1:
            return Choice(rounds[0], 1)
    if word.lower() in ("longer", "shorter") and unit is None and _of_time(verb, preferred, puzzle):
        # "Ash took longer than Birch" beside lengths in miles and durations: more time
        durations = [category for category in puzzle.ordered if kind(category) == "duration" or (
            kind(category) == "count" and {singular(noun) for noun in category.nouns} & _DURATION_UNITS)]
        if len(durations) == 1:
            return Choice(durations[0], 1 if word.lower() == "longer" else -1)  # ("hours danced" too)
        if not durations:
            # "Ann's drive took longer" beside speeds and distances: more time, which no
            # category holds (a longer drive may be slower, not farther)
            return Choice(None, 0, f"'{word.lower()}' in time: the puzzle has no category of lengths of time")
    written = {noun.lower() for noun in preferred}
    if word.lower() in ("more", "fewer", "less") and unit is None and "times" in written \
            and not any(kind(category) == "count" for category in puzzle.ordered):
        # "visited the shop more times than Bob" beside prices: more often, which no category counts
        return Choice(None, 0, f"'{word} times': no category counts how often")
    if word.lower() in ("more", "less") and unit is None and "time" in written and "times" not in written:
        # "took less time than Birch" beside lengths in miles and durations: less time (not
        # "downloaded more times than": more often, a count)
        durations = [category for category in puzzle.ordered if kind(category) == "duration" or (
            kind(category) == "count" and {singular(noun) for noun in category.nouns} & _DURATION_UNITS)]
        if len(durations) == 1:
            return Choice(durations[0], 1 if word.lower() == "more" else -1)
        if not durations:
            return Choice(None, 0, f"'{word} time': the puzzle has no category of lengths of time")
    if word.lower() in ("more", "fewer", "less", "most", "fewest", "least"):
        # "two fewer scoops" with `scoops : 1, 2, 3, 4, 5`: whole numbers from 1 are places in a
        # line only until a clue counts more or fewer of them
        counts_of = {unit} | set(preferred) if unit is not None else set(preferred)
        counted = [category for category in puzzle.ordered if category.positional and category.unit != "ordinal"
                   and category.nouns & counts_of and not category.nouns & (SPATIAL_NOUNS | _LINE_NOUNS)]
        if len(counted) == 1:
            return Choice(counted[0], 1 if word.lower() in ("more", "most") else -1)
    if word.lower() in ("beat", "won"):
        return _beaten(puzzle, word.lower())
    if said_words & {"score", "scores"} and unit is None and not any(
            category.nouns & (_SCORE_NOUNS | {"stroke", "strokes"}) or category.unit in FEWER_IS_AHEAD
            for category in puzzle.ordered) \
            and word.lower() in ("higher", "lower", "more", "less", "top", "bottom", "better", "worse"):
        # "Eve had the lowest score" beside places in a race: no category holds scores
        return Choice(None, 0, f"'{word}' is said of a score, and no category holds scores")
    lower_wins = [category for category in puzzle.ordered
                  if (category.nouns & _SCORE_NOUNS and (_golf(puzzle) or category.nouns & _AGAINST_NOUNS))
                  or category.unit in FEWER_IS_AHEAD or category.nouns & {"stroke", "strokes"}]
    if word.lower() in ("top", "bottom") and lower_wins and not any(
            category.nouns & preferred for category in puzzle.ordered if category not in lower_wins):
        # "came out on top", "finished bottom" beside golf scores, strokes or penalty points:
        # the winner's, as "won" says (the fewest), never the highest
        beaten = _beaten(puzzle, "won")
        if beaten.category is None:
            return Choice(None, 0, f"'{word}' beside '{lower_wins[0].name}', where fewer is better: which way?")
        return Choice(beaten.category, beaten.direction if word.lower() == "top" else -beaten.direction)
    storeys = [category for category in puzzle.ordered if kind(category) == "count" and category.nouns & _STOREY_NOUNS]
    if word.lower() in ("taller", "shorter") and unit is None and len(storeys) == 1 \
            and not any(kind(category) == "size" for category in puzzle.ordered) \
            and (said_words & _BUILDING_NOUNS
                 or any(puzzle.category(name).nouns & _BUILDING_NOUNS for name in reference or ())):
        # "the shortest building", "Harbor Point is taller than River North Center" beside
        # `floors : 18 floors, ...` and years of experience: fewer floors (not less time)
        return Choice(storeys[0], 1 if word.lower() == "taller" else -1)
    if word.lower() in ("taller", "shorter") and unit is None and storeys and not preferred \
            and any(category.nouns & _BUILDING_NOUNS for category in puzzle.categories) \
            and any(kind(category) == "duration" for category in puzzle.ordered):
        # "Apex is the shortest" beside floors and building times: in floors, or in time?
        return Choice(None, 0, f"'{word}' beside '{storeys[0].name}' and lengths of time: say which "
                               "('the shortest building', 'the quickest build')")
    speeds = [category for category in puzzle.ordered if is_speed(category)]
    if word.lower() in _SPEED_WORDS and speeds and (unit is None or any(
            unit == category.unit or unit in category.nouns for category in speeds)):
        # "8 km/h faster", "the slowest typist" beside top speeds: a higher or lower speed (not
        # where lengths of time could be meant too)
        if len(speeds) == 1 and not any(kind(category) == "duration" for category in puzzle.ordered):
            return Choice(speeds[0], -1 if word.lower() == "slower" else 1)
        return Choice(None, 0, f"'{word}' beside speeds and lengths of time: a higher speed, or a shorter time?")
    if word.lower() in _SPEED_WORDS and verb and (verb.lower().endswith("ed") or verb.lower() in _UNTIMED_DOINGS) \
            and verb.lower() not in _TIMED_VERBS and any(kind(category) == "duration" for category in puzzle.ordered) \
            and not any(said.startswith(verb.lower()[:4]) for said in puzzle.intro_words if len(verb) >= 4):
        # "reacted 0.21 seconds faster", "talked faster" beside run times: how fast one reacted or
        # talked is no time the puzzle lists (the opening's own verb is: "typed" in a typing test)
        return Choice(None, 0, f"'{verb} {word}': how fast one {verb.lower()} is no category here")
    if word.lower() in _SPEED_WORDS and unit is None and not any(kind(category) == "speed" or category.unit in (
            "mph", "kph") for category in puzzle.ordered) and any(
            kind(category) == "size" and category.unit in _LENGTH_UNITS for category in puzzle.ordered) \
            and any(kind(category) == "duration" for category in puzzle.ordered):
        # "drove faster" beside hours and distances: speed is distance over time, which no
        # category holds (the least time need not be the fastest)
        return Choice(None, 0, f"'{word}' beside lengths of time and distances: the speed is neither")
    if word.lower() in _SPEED_WORDS and unit is None and not speeds \
            and not any(kind(category) == "duration" for category in puzzle.ordered):
        # "finished fastest" beside `days taken : 98, 112, ...`: the fewest days (a count of a
        # unit of time is how long it took)
        timed = [category for category in puzzle.ordered if kind(category) == "count"
                 and {singular(noun) for noun in category.nouns} & _DURATION_UNITS]
        if len(timed) == 1:
            return Choice(timed[0], 1 if word.lower() == "slower" else -1)
    scores = [category for category in puzzle.ordered if category.nouns & {"score", "scores"}]
    if word.lower() in ("better", "worse") and unit is None and len(scores) == 1 \
            and (said_words | {(verb or "").lower()}) & {"score", "scores", "scored"}:
        # "Dempsey's score was worse than Emory's": a lower score, or in golf a higher one
        better = -1 if _golf(puzzle) else 1
        return Choice(scores[0], better if word.lower() == "better" else -better)
    sense = SENSES.get(word.lower())
    if word.lower() in ("better", "worse") and unit is None and any(
            kind(category) == "grade" and category.nouns & preferred for category in puzzle.ordered):
        sense = {"grade": 1 if word.lower() == "better" else -1}  # "a better grade": a higher one
    records = [category for category in puzzle.ordered if records_of_equal_games(category)
               and category.nouns & preferred]
    if word.lower() in ("better", "worse") and unit is None and len(records) == 1:
        return Choice(records[0], 1 if word.lower() == "better" else -1)  # "a better record": more wins
    if word.lower() in ("ahead", "behind", "better", "worse") and unit in FEWER_IS_AHEAD:
        # "shot 3 strokes better": 3 strokes fewer
        sense = {"count": -1 if word.lower() in ("ahead", "better") else 1}
        counts = [category for category in puzzle.ordered if kind(category) == "count"]
        if len(counts) == 1:
            return Choice(counts[0], sense["count"])
    if word.lower() in ("ahead", "behind", "better", "worse") and unit in MORE_IS_AHEAD:
        # "300 votes behind": fewer votes; "11 pins better": more pins
        sense = {"count": 1 if word.lower() in ("ahead", "better") else -1}
    if sense is not None and "position" not in sense and (nouns | preferred) & {"number", "numbers", "numbered"} \
            and word.lower() in ("more", "less", "greater"):
        sense = {**sense, "position": sense["count"]}  # "a lane number one less than Alina's"
    if sense is None:
        return Choice(None, 0, f"'{word}' is not a comparison I know")
    candidates = [category for category in puzzle.ordered if kind(category) in sense
                  # no "older" week or school year of a series (`Week 1`, `Year 2`)
                  and not (word.lower() in _AGE_WORDS and is_series(category))
                  # no "older" time of day ("born after" on a day's times of birth is later)
                  and not (word.lower() in _AGE_WORDS and category.unit == "time" and (verb or "").lower() != "born")
                  # "older", "the newest member" of years in a club, never of a film's minutes
                  and not (word.lower() in _AGE_WORDS and kind(category) == "duration"
                           and category.unit not in ("year", "month"))
                  # birthdays without years ("March 3", "May") do not say who is older (birth
                  # dates of this spring's newborns do)
                  and not (word.lower() in _AGE_WORDS and category.unit in ("month", "date", "weekday")
                           and kind(category) == "calendar" and bool(category.nouns & {"birthday", "birthdays"}))
                  # nor a weekday, a month or a day of the year that dates no birth: "Owen is
                  # older than Amy" beside the days their clubs meet is not an earlier day ("the
                  # beagles were born 2 months after the corgis" is)
                  and not (word.lower() in _AGE_WORDS and category.unit in ("month", "date", "weekday")
                           and kind(category) == "calendar" and not is_birth_dates(category)
                           and (verb or "").lower() != "born")]
    if word.lower() in ("longer", "shorter") and unit is None:
        # "served longer" is no count of siblings or guests ("a longer book" may be more pages)
        candidates = [category for category in candidates if kind(category) != "count"
                      or not category.nouns & (COUNTED_THINGS | PEOPLE_COUNTED)]
        if said_words & _BUILDING_NOUNS:
            # "the shortest building" beside years of experience: a building is not short in time
            candidates = [category for category in candidates if kind(category) != "duration"]
    if (verb or "").lower() in _CONSUMING_VERBS:
        # "Daisy eats less than Bess", "drinks the least" beside milk yields: what a cow takes in
        # is not what it gives
        kept = [category for category in candidates
                if not set(re.findall(r"[a-z]+", category.name.lower())) & _PRODUCED_STUFF]
        if not kept:
            return Choice(None, 0, f"'{verb} {word}': what is {verb} is no category here")
        candidates = kept
    if len(candidates) > 1 and (verb or "").lower() in _PRODUCING_VERBS:
        # "produces less than" beside tip heights and outputs: the output
        produced = [category for category in candidates if category.nouns & _PRODUCT_NOUNS]
        if len(produced) == 1:
            candidates = produced
    if word.lower() in _SIZE_WORDS and len(candidates) > 1 and said_words & _GROUPS_OF_PEOPLE:
        # "the largest band" beside scores and members: the band's size is its members
        counted = [category for category in candidates if category.nouns & PEOPLE_COUNTED]
        members = [category for category in counted if not category.nouns & _FOLLOWERS]
        if len(counted) == 1 or len(members) == 1:
            candidates = counted if len(counted) == 1 else members
    if word.lower() in _SIZE_WORDS and said_words & _GROUPS_OF_PEOPLE and unit is None and candidates \
            and all(category.nouns & (_NOT_PEOPLE_COUNTS | _FOLLOWERS) for category in candidates) \
            and not said_words & {"audience", "audiences", "crowd", "crowds"}:  # (an audience is its viewers)
        # "the largest band" beside gigs alone: how many gigs is no size of a band
        return Choice(None, 0, f"'{word}' of a group is how many are in it, and no category counts them")
    if word.lower() in ("farther", "further") and len(candidates) > 1:
        # "flew farther" beside top altitudes and distances: a distance, never a height
        along = [category for category in candidates if not category.nouns & _HEIGHT_NOUNS]
        candidates = along or candidates
    if word.lower() in ("higher", "lower"):
        # nothing calls a distance along the ground higher ("the trail to the highest hut" is
        # the hut's elevation), unless the comparison names it ("a higher mileage")
        candidates = [category for category in candidates if category.unit not in DISTANCE_UNITS
                      or category.nouns & (preferred | _HEIGHT_NOUNS)]  # ("altitudes : 18.5 km")
    # (a line of places names the things in it, which have ages and sizes of their own: "the
    # oldest warehouse" beside `warehouses : 1, 2, 3` and the years they were built is the one
    # built first, "the largest silo" beside silos 1 to 5 and capacities the fullest; "a cheaper
    # grade" beside `grades : 3rd, 4th` is refused)
    excluded = [category for category in puzzle.ordered if category not in candidates
                and (category.nouns & preferred or (unit is not None and unit in category.nouns))
                and not (kind(category) == "position" and unit is None and word.lower() in _MEASURES_OF_A_THING
                         and not {singular(noun) for noun in category.nouns} & _ORDER_NOUNS and candidates
                         and all(kind(other) in _MEASURES_OF_A_THING[word.lower()] for other in candidates))]
    if excluded:
        # "a lower grade", "1 grade below" naming a category the word does not compare: never
        # another category instead
        return Choice(None, 0, f"'{word}' does not compare {excluded[0].name}")
    if word.lower() in _TIME_WORDS and any(kind(category) == "calendar" for category in puzzle.ordered) \
            and any(category.unit == "ordinal" and category.nouns & (nouns | preferred) & _MILESTONE_NOUNS
                    for category in candidates):
        # "whose anniversary comes after the Allens'" beside `25th, 30th` and months: later in
        # the year, or a later anniversary?
        return Choice(None, 0, f"'{word}': later in time, or later in the order of what the noun names? Say which")
    if not candidates:
        if word.lower() in _AGE_WORDS and any(category.nouns & {"birthday", "birthdays"}
                                              for category in puzzle.ordered):
            return Choice(None, 0, f"'{word}': birthdays without a year do not say who is older")
        undated = [category for category in puzzle.ordered if kind(category) == "calendar"
                   and category.unit in ("month", "date", "weekday")]
        if word.lower() in _AGE_WORDS and undated:
            return Choice(None, 0, f"'{word}' needs ages or years, and {undated[0].name} date no birth or year")
        return Choice(None, 0, f"'{word}' compares {_kinds_text(sense)}, and the puzzle has no such category")
    if unit in _COUNTERS:
        # "three more pieces of candy" beside `candies`: the candies counted (or the one count)
        counts = [category for category in candidates if kind(category) == "count"]
        of_a_count = [category for category in counts
                      if category.nouns & (nouns | preferred) or _stems(category) & _stem_set(nouns | preferred)]
        if len(of_a_count) == 1 or (not of_a_count and len(counts) == 1):
            candidates, unit = of_a_count or counts, None
    if unit is not None:
        named = [category for category in puzzle.categories if unit in category.nouns]
        if named and not any(category in candidates for category in named):
            # "1 grade higher" when "higher" does not compare the grades: never another
            # category counted in a word that names this one
            candidates = [category for category in candidates
                          if unit == category.unit or (unit, category.unit) in CONVERSIONS]
        candidates = [category for category in candidates if measurable(category, unit, learned_nouns(puzzle, category))
                      and not (category.name in puzzle.numbered and unit not in category.nouns | {"number"})]
        if not candidates:
            return Choice(None, 0, f"no category that '{word}' compares is counted in {unit_plural(unit)}")

        if any(category.unit == "date" for category in candidates):
            # "14 days before" beside dates and weekdays: the dates (a weekday comes round again)
            candidates = [category for category in candidates if category.unit != "weekday"]
        named_by_unit = [category for category in candidates if unit in category.nouns or unit == category.unit]
        if unit == "pound" and any(category.unit == "sterling" for category in candidates):
            named_by_unit = []  # "a pound more" beside weights in pounds and prices in pounds sterling
        if word.lower() in _TIME_WORDS and unit in ("minute", "hour") and not _finishing_said(nouns, preferred, verb) \
                and any(category.unit == "time" for category in candidates):
            # "started an hour after Cosmo" beside start times and shifts in hours: an hour later,
            # not a shift an hour longer (only a finishing time is earlier as the shorter one)
            named_by_unit = [category for category in named_by_unit if kind(category) != "duration"]
        if named_by_unit:
            candidates = named_by_unit  # "two floors above": floors, not a count that "floors" could measure
    if len(candidates) > 1 and preferred:
        # "more stars" names `ratings (stars)` by its unit
        named = [category for category in candidates
                 if category.nouns & preferred or _stems(category) & _stem_set(preferred) or category.unit in preferred
                 or {noun + "fall" for noun in preferred} & category.nouns]  # "more snow": the snowfall
        if named and word.lower() in _TIME_WORDS and KIND_WORDS.get((verb or "").lower()) == "calendar" \
                and all(kind(category) == "position" for category in named) \
                and any(kind(category) == "calendar" for category in candidates):
            # "Tobias's arch was built before Declan's": when it was built, not its place in the row
            named = [category for category in candidates if kind(category) == "calendar"]
        if named:
            candidates = named
    if len(candidates) > 1 and preferred & {"number", "numbers", "numbered"}:
        # "a room with a higher number": the number of the category named beside it by its head
        # noun (rooms; not class sizes for "the geography class")
        numbered = [category for category in candidates
                    if category.head_noun in {singular(noun) for noun in nouns}]
        if len(numbered) == 1:
            candidates = numbered
    if verb and candidates and all(kind(category) == "calendar" for category in candidates) \
            and all(dates_another_event(category, verb.lower(), puzzle.intro_words) for category in candidates) \
            and not any(category.nouns & preferred for category in candidates):  # ("drives the earliest bus")
        # "The Bakers married 5 years before the Allens" with trip months: not the marriage's date
        return Choice(None, 0, f"'{verb} {word}': no category of times or dates is named for '{verb}'")
    if verb and word.lower() in _TIME_WORDS and any(kind(category) == "calendar" for category in candidates) \
            and (_past_of(verb.lower()) in ONE_OFF_EVENTS or KIND_WORDS.get(verb.lower()) == "calendar") \
            and all(dates_another_event(category, verb.lower(), puzzle.intro_words)
                    and not category.nouns & preferred for category in candidates if kind(category) == "calendar"):
        # "Tobias arrived before Declan" beside the years the arches were built and the arches
        # themselves: no date of arriving, and never the arches instead
        return Choice(None, 0, f"'{verb} {word}': no category of times or dates is named for '{verb}'")
    calendar = [category for category in candidates if kind(category) == "calendar"]
    if verb and word.lower() in _TIME_WORDS and calendar \
            and not any(category.nouns & preferred for category in calendar) \
            and all(years_of_another_doing(category, verb, puzzle.intro_words, lenient=True) for category in calendar):
        # "Max left the firm before Ann" beside the years each was hired: no year of leaving
        return Choice(None, 0, f"'{verb} {word}': '{calendar[0].name}' dates another event than '{verb}'")
    if word.lower() in _TIME_WORDS:
        # "before" with birth months only when the sentence speaks of being born ("arrived in
        # Dover before Bob" is not)
        written = said_words | {(verb or "").lower()}
        told = [category for category in candidates if speaks_of_its_event(category, written)]
        if not told and (verb is None or verb.lower() in _NEUTRAL_VERBS):
            # "the earliest boat" with departures: a trip's time needs no verb ("the earliest
            # person" with birth months does)
            told = [category for category in candidates if _events(category) & {"arrived", "departed"}]
        if not told:
            return Choice(None, 0, f"'{word}' with {candidates[0].name}: say the event ('was born {word}')"
                          if len(candidates) == 1 else f"'{word}': no category of times or dates is named for it")
        if KIND_WORDS.get((verb or "").lower()) == "calendar" and any(kind(category) == "calendar"
                                                                    for category in candidates) \
                and not any(kind(category) == "calendar" for category in told):
            # "The Bravo arrives before the Delta" beside departures and platforms: an event in
            # time no category dates, never the platforms instead
            return Choice(None, 0, f"'{verb} {word}': no category of times or dates is named for '{verb}'")
        own = {noun.lower() for noun in preferred} | {(verb or "").lower()}
        its_own = [category for category in told if _events(category) and speaks_of_its_event(category, own)]
        candidates = its_own or told  # "an earlier birthday": the birth months, not the trip months
        moved = (verb or "").lower()
        if moved.endswith("ed") and moved not in _TRAVEL_VERBS:
            # "Ann moved before Bob", "returned before" beside trip months: not the trip's date
            candidates = [category for category in candidates if not category.nouns & _TRAVEL_NOUNS]
            if not candidates:
                return Choice(None, 0, f"'{verb} {word}': no category of times or dates is named for '{verb}'")
    acted = (verb or "").lower()
    spatial_said = acted in SPATIAL_VERBS | _POSTURE_VERBS or (KIND_WORDS.get(acted) != "calendar" and any(
        category.nouns & (nouns | preferred) for category in candidates if kind(category) == "position"))
    # ("Tobias's arch was built before Declan's": the arch named, but the building is in time)
    if word.lower() in _TIME_WORDS and not spatial_said and any(kind(category) == "calendar"
                                                                for category in puzzle.ordered):
        # "Ann got there before Bob" beside arrival times and seat numbers: a time, never a seat
        kept = [category for category in candidates
                if not (kind(category) == "position" and category.nouns & SPATIAL_NOUNS)]
        if not kept:
            return Choice(None, 0, f"'{word}' beside times: {candidates[0].name} is a row of places, not an "
                                   "order in time (say 'in the seat before')")
        candidates = kept
    if word.lower() in ("earlier", "later", "sooner") and not spatial_said:
        # "the earliest film" beside screens numbered from the left and start times: "earlier" is
        # never a place along a row
        candidates = [category for category in candidates if not _row_said(category, puzzle)] or candidates
    if word.lower() in _TIME_WORDS and not spatial_said and acted not in _BEING_VERBS:
        # "Ann was promoted before Bob", "joined the company before" beside desk numbers: no desk
        # is an order in time ("finished 1 spot after" on a ladder's spots is its result)
        placed = [category for category in candidates if kind(category) == "position"
                  and (category.nouns & SPATIAL_NOUNS or _row_said(category, puzzle) or _row_of_things(category, acted))
                  and not ((acted or "").startswith(FINISHING_STARTS) and category.nouns & _RANK_NOUNS)]
        if placed and len(placed) == len(candidates):
            return Choice(None, 0, f"'{verb} {word}' is an order in time, and {placed[0].name} is a row of places")
        candidates = [category for category in candidates if category not in placed]
    if word.lower() in _TIME_WORDS and candidates and all(category.nouns & (_RANK_NOUNS | _RESULT_ORDER_NOUNS)
                                                          and not category.nouns & (_START_NOUNS | _EVENT_ORDERS)
                                                          for category in candidates) \
            and acted not in _BEING_VERBS and not acted.startswith(FINISHING_STARTS) and acted not in _RANKING_VERBS:
        # "Ann woke up after Bob", "had lunch before Bob" beside places in a race: no place in the result
        return Choice(None, 0, f"'{verb} {word}': '{candidates[0].name}' is the result, not the order of that")
    started = (acted.split() or [""])[0] in _STARTING_VERBS  # "started", "set off", "warmed up"
    starts = [category for category in candidates if category.nouns & _START_NOUNS]
    if started and len(starts) == 1 and len(candidates) > 1:
        candidates = starts  # "Ann started two places behind Bob" beside start positions and places: the start
    if (word.lower() in _TIME_WORDS or word.lower() in ("behind", "ahead")) and started and candidates and all(
            category.nouns & _RANK_NOUNS and not category.nouns & _START_NOUNS for category in candidates):
        # "Ann started after Bob" beside places in a race: the start is no place in the result
        return Choice(None, 0, f"'{verb} {word}': '{candidates[0].name}' is the result, not the order of starting")
    # the comparison's verb: right before it, or among its own words ("Ann was born in March
    # and travelled before Bob")
    doing = (verb or "").lower() or next((word.lower() for word in sorted(preferred)
                                          if word.lower().endswith("ed") and word.lower() not in _EVENT_NOUNS), "")
    if doing.endswith("ed") and len(candidates) > 1 and doing not in _NEUTRAL_VERBS:
        # "Ann travelled before the person born in March" with birth months and trip months:
        # the trip's months, never the births' (and never for a verb of neither: "moved")
        for_other_events = [category for category in candidates if names_another_event(category, doing)]
        rest = [category for category in candidates if category not in for_other_events]
        if for_other_events and rest and all(_dates_doing(category, doing) for category in rest):
            candidates = rest
    # "Ann's shop is older": the shop's age, not Ann's (a noun of a category of things said)
    owned_thing = any(category.nouns & nouns for category in puzzle.categories[1:] if not category.ordered)
    if len(candidates) > 1 and word.lower() in ("older", "younger"):
        # "older" is about ages first ("the first person to join is older than Ann"), unless the
        # comparison's own words or a noun the clues give a category's things say otherwise
        ages = [category for category in candidates if kind(category) == "age"]
        learned = {puzzle.thing_nouns.get(noun) for noun in nouns | preferred}
        if len(ages) == 1 and not owned_thing and not any(category.nouns & preferred or category.name in learned
                                                          for category in candidates if category is not ages[0]):
            candidates = ages
    if len(candidates) > 1 and verb:
        # the verb right before the comparison names one category: "studied least" (study hours)
        by_verb = [category for category in candidates if _stems(category) & _stem_set({verb.lower()})] or [
            category for category in candidates if _stem(verb.lower()) in _opening_doings(puzzle).get(category.name, ())
        ] or [  # "pumps the most" where the opening asks "the number of barrels it pumps a day"
            category for category in candidates if kind(category) == KIND_WORDS.get(verb.lower())
            and KIND_WORDS[verb.lower()] in _MEASURE_KINDS]  # "charged the least": money
        if verb.lower() in ORDER_VERBS:
            # "spoke before Bob" beside speaking times and seat numbers: no seat is an order of
            # speaking
            candidates = [category for category in candidates
                          if not (kind(category) == "position" and category.nouns & SPATIAL_NOUNS)] or candidates
        if len(by_verb) == 1:
            candidates = by_verb
    if len(candidates) > 1 and said_words & _MONEY_NOUNS:
        # "raised the most money" beside calls and pledges in dollars: the one category of money
        in_money = [category for category in candidates if kind(category) == "money"]
        if len(in_money) == 1:
            candidates = in_money
    if len(candidates) > 1 and reference:
        by_reference = [category for category in candidates if category.name in reference]
        if len(by_reference) == 1:
            candidates = by_reference
    unordered_thing = any(category.nouns & preferred for category in puzzle.categories if not category.ordered)
    if len(candidates) > 1 and nouns and not unordered_thing:
        # not when the word's own noun names things of no order ("the trail to the highest
        # *hut*": the hut's height, whatever "trail" says)
        named = [category for category in candidates if category.nouns & nouns or _stems(category) & _stem_set(nouns)]
        if word.lower() in _TIME_WORDS and KIND_WORDS.get((verb or "").lower()) == "calendar":
            # "Tobias's arch was built before Declan's": the arch is what was built, and its place
            # in the row is no time
            named = [category for category in named if kind(category) != "position"]
        if named:
            candidates = named
    if (nouns | preferred) & {"number", "numbers", "numbered"}:
        # "Cy wears a higher number than Bob": a number that names a thing, never an age or price
        named = [category for category in candidates if kind(category) not in _MEASURE_KINDS_OF_NUMBERS]
        if not named:
            return Choice(None, 0, f"'{word}' is said of a number, and no category here is numbers that name "
                                   "things")
        candidates = named
    if word.lower() in _GENERIC_WORDS:
        # "earns more", "scored more goals": not an age, and not numbers that name things
        # ("wears number 7"), unless the sentence names them ("a higher jersey number")
        written = nouns | preferred | ({unit} if unit else set())
        candidates = [category for category in candidates
                      if not ((kind(category) == "age" or category.name in puzzle.numbered)
                              and not category.nouns & written and not written & {"number", "numbered", "numbers"}
                              and category.name not in (reference or ()))]  # "at least 30": an age
        if not candidates:
            return Choice(None, 0, f"'{word}' says nothing of ages ('older') or of numbers that name things "
                                   "('a higher jersey number')")
    if word.lower() in _TIME_WORDS and (verb or "") in ENDING_VERBS:
        # "left before Bob", "finishes before": not the check-in days or start times, but the
        # departures or end times when a category is named for that end
        stem = _EVENT_SYNONYMS.get(verb or "", verb or "")[:4]
        ends = [category for category in candidates if kind(category) == "calendar" and not starts_only(category)
                and any(noun[:4] == stem or noun in _END_NOUNS for noun in _noun_parts(category))]
        if len(ends) == 1:
            return Choice(ends[0], sense[kind(ends[0])] if sense and kind(ends[0]) in sense else 0)
        beginnings = [category for category in puzzle.ordered if starts_only(category)]
        if beginnings:
            # a stay or a film ends after it starts, by its length: not read
            return Choice(None, 0, f"'{verb} {word}' is about when things end, and {beginnings[0].name} says "
                                   "when they begin")
    finishing_order = word.lower() in _TIME_WORDS and (verb or "").startswith(FINISHING_STARTS)
    if word.lower() in ("behind", "ahead") or finishing_order:
        # "finished behind", "finished before Bob" is a place in a finishing order or a time,
        # not a lane or a house number, unless the sentence names those
        kept = [category for category in candidates if (kind(category) != "position"
                or category.unit == "ordinal" or category.nouns & (_RANK_NOUNS | nouns | preferred))
                and not (kind(category) == "duration" and category.unit in ("year", "month", "week", "day"))
                and not (kind(category) == "position" and category.nouns & SIDE_BY_SIDE_NOUNS)]
        if not kept:
            return Choice(None, 0, f"'{word}' is a place in a finishing order or a time, and "
                                   f"{' and '.join(category.name for category in candidates)} is neither")
        candidates = kept
    if word.lower() in _TIME_WORDS and not _finishing_said(nouns, preferred, verb):
        # "joined before Bob" with years of membership: earlier is longer, not shorter; only a
        # finishing time comes before another as the shorter one
        timed = [category for category in candidates if kind(category) != "duration"]
        if not timed:
            return Choice(None, 0, f"'{word}' with lengths of time: is the earlier one the longer or the shorter?")
        candidates = timed
    levels = [category for category in candidates if category.nouns & LEVEL_NOUNS]
    if len(candidates) > 1 and levels and word.lower() in _SIZE_WORDS \
            and not any(category.nouns & (nouns | preferred) for category in levels):
        candidates = [category for category in candidates if category not in levels]  # no floor is "smaller"
    elif len(candidates) > 1 and levels and word.lower() in _TIME_WORDS:
        candidates = [category for category in candidates if category not in levels]  # floors are not "earlier"
    numbered = [category for category in candidates if category.name in puzzle.numbered
                and not category.nouns & (nouns | preferred)]
    if len(candidates) > 1 and numbered and word.lower() in _TIME_WORDS and len(numbered) < len(candidates):
        # "starts later than the one on Screen 3": screens named by number are no times
        candidates = [category for category in candidates if category not in numbered]
    elif len(candidates) > 1 and len(levels) == 1 and word.lower() in ("above", "below"):
        candidates = levels  # "works somewhere below Fay": a floor, before a count of employees
    unordered_levels = [category for category in puzzle.categories
                        if not category.ordered and category.nouns & preferred & LEVEL_NOUNS]
    if unordered_levels and not any(category.nouns & preferred for category in candidates):
        # "in a higher grade" with `grades : freshman, sophomore, ...`: the grades' own order,
        # which the puzzle does not give (never another category's numbers)
        return Choice(None, 0, f"'{word}' with {unordered_levels[0].name}, which are in no order the puzzle gives "
                               f"(write them as numbers: 'Grade 1', '1st grade')")
    unnamed_levels = (nouns | preferred) & LEVEL_NOUNS - puzzle.category_nouns
    if word.lower() in VERTICAL_WORDS and unnamed_levels and not any(
            category.nouns & unnamed_levels for category in puzzle.categories):
        # "on a higher floor" with rooms 101, 102, 201: the floor is in no category
        return Choice(None, 0, f"'{word}' with {sorted(unnamed_levels)[0]}s, which no category lists")
    if word.lower() in _TEMPERATURE_WORDS:
        # "colder" is about a temperature, never an age or a height
        candidates = [category for category in candidates
                      if category.unit == "degree" or category.nouns & {"temperature", "temp", "degree"}]
        if not candidates:
            return Choice(None, 0, f"'{word}' compares temperatures, and the puzzle has no such category")
    if word.lower() in ("bigger", "larger", "smaller", "longer", "shorter", "taller"):
        # "the smallest storm" beside snowfall and low temperatures: a temperature is higher or
        # colder, never bigger or shorter; a meeting is longer, never bigger
        candidates = [category for category in candidates if category.unit != "degree"
                      and not category.nouns & {"temperature", "temperatures", "temp", "temps"}
                      and not (word.lower() in ("bigger", "larger", "smaller") and kind(category) == "duration")]
        if not candidates:
            return Choice(None, 0, f"'{word}' compares neither a temperature nor a length of time")
        named_sizes = [category for category in candidates if category.name.lower() in ("size", "sizes")]
        if word.lower() in ("bigger", "larger", "smaller") and len(named_sizes) == 1:
            # "Jack has the biggest boots" beside `sizes : size 10, ...` and puddles jumped in:
            # the size (more puddles are never bigger; not `group sizes`: a group's)
            candidates = named_sizes
    if word.lower() in ("left", "right"):
        # "finished to the left of Bob" beside places in a race: a result has no left or right
        sideless = [category for category in candidates if places_without_sides(category, puzzle)]
        candidates = [category for category in candidates if category not in sideless]
        if not candidates:
            return Choice(None, 0, f"'{word}' needs a row, and {sideless[0].name if sideless else 'none'} is "
                                   "an order of places in a result or of events, no row")
    if word.lower() == "busier":
        # "the busiest airport" beside passengers: never a price or an age
        candidates = [category for category in candidates if category.nouns & _TRAFFIC_NOUNS]
        if not candidates:
            return Choice(None, 0, f"'{word}' compares how many people or calls came, and no category counts them")
    if word.lower() in _STRENGTH_WORDS:
        # "a weaker cider" beside alcohol by volume: never a price or an age
        candidates = [category for category in candidates if category.nouns & _STRENGTH_NOUNS]
        if not candidates:
            return Choice(None, 0, f"'{word}' compares a strength, and no category is named for one")
    sized = [category for category in puzzle.ordered if kind(category) == "size"]
    if word.lower() in ("longer", "taller", "wider", "deeper", "heavier") and sized \
            and (unit is None or unit in _LENGTH_UNITS | _WEIGHT_UNITS) and not _of_time(verb, preferred, puzzle) \
            and any(kind(category) == "count" for category in candidates):
        # "hit the longest home run" beside `home runs : 14, 17, ...` and distances in feet: a
        # count is never longer, so the distance (or nothing)
        candidates = [category for category in candidates if kind(category) != "count"] or sized
    if word.lower() in _DIMENSION_UNITS:
        # "taller" is a length, "heavier" a weight: heights in inches, not weights in pounds
        fitting = [category for category in candidates if category.unit in _DIMENSION_UNITS[word.lower()]]
        dimension = _DIMENSION_UNITS[word.lower()]
        said_of = _LENGTH_NAMES if dimension is _LENGTH_UNITS else _WEIGHT_NAMES if dimension is _WEIGHT_UNITS \
            else frozenset()
        other = [category for category in candidates if category not in fitting and (
            category.unit in (_LENGTH_UNITS | _WEIGHT_UNITS) - dimension
            or (category.unit is None and category.nouns & (_MEASURE_NAMES - said_of)))]
        if candidates and not fitting and len(other) == len(candidates):
            # "heavier" beside widths in cm only, "taller" beside weights in kg: not what they measure
            names = " and ".join(f"'{category.name}'" for category in other)
            return Choice(None, 0, f"'{word}' is not what {names} {'measure' if len(other) > 1 else 'measures'}")
        if len(candidates) > 1:
            candidates = fitting or candidates
    others = [category for category in candidates if kind(category) != "position"]
    if word.lower() == "between" and acted in _BEING_VERBS | SPATIAL_VERBS and len(candidates) > 1 \
            and not nouns & {noun for category in others for noun in category.nouns} \
            and not {KIND_WORDS.get(noun) for noun in nouns} & {kind(category) for category in others}:
        placed = [category for category in candidates if kind(category) == "position"]
        if len(placed) == 1:
            candidates = placed  # "The Frenchwoman is somewhere in between A and B": in the row of bays
    measured = "heavier" if acted in _WEIGHING_VERBS else word.lower()
    if measured in _DIMENSION_OF and candidates \
            and all(_another_measure(category, measured) for category in candidates):
        # "taller" beside widths, "longer" beside weights in kg, "weighs more" beside heights
        names = " and ".join(f"'{category.name}'" for category in candidates)
        what = f"'{verb} {word}'" if acted in _WEIGHING_VERBS else f"'{word}'"
        return Choice(None, 0, f"{what} is not what {names} {'measure' if len(candidates) > 1 else 'measures'}")
    if len(candidates) > 1 and word.lower() in ("top", "bottom") and (
            acted.startswith(FINISHING_STARTS) or (nouns | preferred) & _STANDINGS_NOUNS):
        # "finished bottom of the table", "top of the league" beside places and goals: the place
        places = [category for category in candidates if category.nouns & _RANK_NOUNS]
        if len(places) == 1:
            candidates = places
    if len(candidates) > 1 and word.lower() in PRIMARY_KINDS and not (word.lower() in _AGE_WORDS and owned_thing):
        primary = [category for category in candidates if kind(category) in PRIMARY_KINDS[word.lower()]]
        if primary:
            candidates = primary  # "the longest float" is about lengths before it is about riders
    if len(candidates) > 1:
        # the comparison's own words first: "weighs more than X but *costs* less than Y"
        for words in (preferred, nouns | preferred):
            telling = {noun for noun in words if noun in KIND_WORDS}
            kinds = {KIND_WORDS[noun] for noun in telling}
            by_kind = [category for category in candidates if kind(category) in kinds and (
                kind(category) != "calendar" or any(dated_by(category, told) for told in telling))]
            if by_kind:
                candidates = by_kind
                break
    if len(candidates) > 1:
        # a noun the clues use for one category's things ("the 8-inch telescope"): last, so it
        # only settles what would otherwise be refused
        # the comparison's own words first: "4 *students* fewer than the teacher who teaches"
        for words in (preferred | ({unit} if unit else set()), nouns):
            learned = {puzzle.thing_nouns[noun] for noun in words if noun in puzzle.thing_nouns}
            by_thing = [category for category in candidates if category.name in learned]
            if len(by_thing) == 1:
                candidates = by_thing
                break
    if len(candidates) > 1 and word.lower() in _ADJECTIVE_NOUNS:
        # "longer" beside `elevations` and `lengths (miles)`: the lengths, named by its noun (last,
        # after the sentence's verb and nouns: "scored lower" beside heights is the scores)
        named = [category for category in candidates if category.nouns & _measured_names(word.lower())]
        if len(named) == 1:
            candidates = named
    coarser = {singular(noun) for noun in preferred} & _COARSER_UNITS.get(candidates[0].unit or "", set()) \
        if len(candidates) == 1 else set()
    if coarser and not coarser & candidates[0].nouns:
        # "born in an earlier month" with dates: the month of the date, not the date
        return Choice(None, 0, f"'{word} {sorted(coarser)[0]}' compares {sorted(coarser)[0]}s, and "
                               f"{candidates[0].name} are finer than that")
    if len(candidates) == 1 and word.lower() in ("deeper", "shallower") and min(candidates[0].numbers) < 0:
        # depths written below zero (-30, -20): is the deeper one the larger number or the smaller?
        return Choice(None, 0, f"'{word}' with numbers below zero in {candidates[0].name}: which way is deeper "
                               "is not said")
    if len(candidates) == 1 and word.lower() == "newer" and kind(candidates[0]) == "age" \
            and (nouns | preferred | puzzle.category_nouns) & _MEMBER_NOUNS:
        # "the newest employee": the one who joined last, not the youngest
        return Choice(None, 0, f"'{word}' said of a member is when they joined, and no category says that")
    if len(candidates) == 1 and word.lower() in ("older", "younger") and kind(candidates[0]) == "calendar" \
            and _events(candidates[0]) \
            and not _events(candidates[0]) & {"born", "founded", "established", "opened", "built"}:
        # "Ann is older than Bob" beside the years they were hired: not her age
        return Choice(None, 0, f"'{word}' is an age, and {candidates[0].name} dates another event")
    if len(candidates) == 1 and kind(candidates[0]) == "calendar" \
            and word.lower() in _TIME_WORDS | {"older", "younger", "newer"} \
            and not candidates[0].nouns & preferred:
        # "The May baby was born before Ann" with years and months: the month alone, or the date
        # the two make?
        within = [category for category in puzzle.ordered if category is not candidates[0]
                  and kind(category) == "calendar" and frozenset({category.unit, candidates[0].unit}) in _NESTED_UNITS]
        coarse_step = unit in ("day", "week", "month", "year") and all(
            category.unit == "time" for category in within)  # "4 days after" beside dates and times: the dates
        # "premiered 26 years after" beside years and months: exactly 26 years between two dates
        # of different months cannot be, so the years alone (not "2 months after" beside them:
        # November 1990 and January 1991 are two months apart)
        own_step = unit is not None and unit == candidates[0].unit \
            and all(unit in _COARSER_UNITS.get(category.unit or "", set()) for category in within)
        # "started an hour later" beside dates at least two days apart and start times: an hour
        # between two such dates cannot be, so the times alone
        hours_apart = unit in ("minute", "hour") and candidates[0].unit == "time" and all(
            category.unit == "date" and _days_apart(category) >= 2 for category in within)
        # "started no later than 10:00pm": compared with a time of day, the times alone
        with_its_value = reference is not None and candidates[0].name in reference
        if within and not coarse_step and not own_step and not hours_apart and not with_its_value:
            return Choice(None, 0, f"'{word}' with {within[0].name} and {candidates[0].name}: the one alone, or "
                                   "the two together? Say which ('in an earlier month')")
    if len(candidates) > 1 and (verb or "").lower() in _SCORING_VERBS:
        scored = [category for category in candidates if category.nouns & {"score", "scores"}]
        candidates = scored if len(scored) == 1 else candidates  # "shot 3 strokes fewer": the score
    if len(candidates) == 1:
        category = candidates[0]
        # not when the comparison names what it counts: "spent 30 more hours", "paid $5 more"
        said = KIND_WORDS.get(verb or "") if unit is None and not category.nouns & preferred else None
        if said in _MEASURE_KINDS and kind(category) != said \
                and not any(KIND_WORDS.get(noun) == said for noun in category.nouns):
            # "Ann paid the most" with only a count of stamps: paying is money, never the stamps
            return Choice(None, 0, f"'{word}' is said of {said} here, and {category.name} "
                                   "is no such category")
        if category.nouns & _PAY_NOUNS and ((verb or "").lower() in _PRICING_VERBS
                                             or (nouns | preferred) & (_PRICING_VERBS | _OTHER_MONEY_NOUNS)):
            # "The Ford cost less than the Honda" beside the owners' salaries: no price is a salary
            return Choice(None, 0, f"'{word}' is said of a price or a cost here, and {category.name} are what "
                                   "people earn")
        activity_counted, activity = activity_of(category.name), ACTIVITIES.get((verb or "").lower())
        if activity_counted is not None and activity is not None and activity_counted != activity:
            # "Bob ran 2 miles fewer" beside `miles driven`, "studied 1 more hour" beside `hours
            # slept`: another activity, counted in the same unit
            return Choice(None, 0, f"'{verb} {word}': {category.name} counts another activity than "
                                   f"'{verb}'")
        if kind(category) == "position" and word.lower() in ("left", "right") and category.nouns & STACKED_NOUNS:
            # "to the left of Bob" beside floors or shelves: no floor is left of another
            return Choice(None, 0, f"'{word}' does not go along {category.name}, which lie one above or behind "
                                   "another")
        if kind(category) == "position" and word.lower() in VERTICAL_WORDS and not (
                category.unit == "ordinal" or category.nouns & (LEVEL_NOUNS | _RANK_NOUNS)
                or (preferred | nouns) & {"number", "numbered", "numbers"}):
            # "a higher house": neither a rank nor a level, so which way is not said
            return Choice(None, 0, f"'{word}' does not say which end of {category.name} is meant (say 'a "
                                   f"higher-numbered {singular(category.name)}')")
        return Choice(category, _signed(word.lower(), sense, category, preferred | (nouns & {"number", "numbered"})))
    names = ", ".join(category.name for category in candidates)
    return Choice(None, 0, f"I cannot tell which ordered category '{word}' compares ({names})")


def _signed(word: str, sense: dict[str, int], category: Category, preferred: frozenset[str] = frozenset()) -> int:
    """+1 when the subject's number is the larger: the word's sense for the category's kind,
    turned over for a word of height on levels ("one floor above" floor 2 is floor 3) or said
    of the number ("a higher-numbered house", "a house with a higher number")."""
    direction = sense[kind(category)]
    by_number = category.nouns & LEVEL_NOUNS or preferred & {"number", "numbered", "numbers"}
    if kind(category) == "position" and word in VERTICAL_WORDS and by_number:
        return -direction
    if kind(category) == "position" and word in ("ahead", "behind") and category.nouns & _SCHOOL_YEAR_NOUNS:
        return -direction  # "a grade ahead of Bob" in school: the higher grade (a race's first place is ahead)
    return direction


_SCHOOL_YEAR_NOUNS = frozenset("grade grades grader graders class classes form forms year years".split())


def _kinds_text(sense: dict[str, int]) -> str:
    return " or ".join(sorted(sense)) + " values"


def _stem(word: str) -> str:
    if word.endswith(("ied", "ies")) and len(word) > 4:
        return word[:-3] + "y"  # "studied", "studies": study
    for suffix in ("ings", "ing", "ed", "es", "s", "er", "ers"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            return word[: -len(suffix)]
    return word[:-1] if word.endswith("e") and len(word) > 4 else word  # "score", "scored": scor


# "the number of barrels it pumps a day", "the miles each one ran": a category's noun, then who
# does it, then the doing
_NOUN_THEN_DOER = re.compile(r"\b([a-z]+)\s+(?:it|they|he|she|each|each\s+one|each\s+of\s+them)\s+([a-z]+)")


@kept_on_puzzle
def _opening_doings(puzzle: Puzzle) -> dict[str, frozenset[str]]:
    """The doings the opening gives each ordered category's amounts ("the number of barrels it
    pumps a day": barrels, pumping), as stems, by category name."""
    doings: dict[str, set[str]] = {}
    for text in puzzle.intro_text:
        for noun, doing in _NOUN_THEN_DOER.findall(text.lower()):
            named = [category for category in puzzle.ordered
                     if noun in category.nouns or singular(noun) in category.nouns]
            if len(named) == 1 and doing not in _BEING_VERBS:
                doings.setdefault(named[0].name, set()).add(_stem(doing))
    return {name: frozenset(stems) for name, stems in doings.items()}


def _stem_set(words: set[str] | frozenset[str]) -> set[str]:
    return {_stem(word) for word in words}


def _stems(category: Category) -> set[str]:
    return _stem_set(set(category.nouns))


# Nouns of an amount of any stuff, which say no stuff of their own ("covered more ground"), and
# the kinds of category that money and time need
_GENERIC_AMOUNTS = frozenset("time money cash distance weight space power energy work".split())
_AMOUNT_KINDS = {"money": ("money",), "cash": ("money",), "time": ("duration", "calendar")}
_TIME_SPANS = frozenset("second seconds minute minutes hour hours day days week weeks month months year years "
                        "night nights".split())
# Words after "more" that are no stuff: function words, pronouns, auxiliaries
_NOT_STUFF = frozenset("for too which that who whom whose she he it they we you i did does do was were is are had has "
                       "have than then also even still so as to of on in at by with and or but not".split())
# Liquids, which a category counted in a measure of volume may be of ("the least water" in gallons)
_LIQUIDS = frozenset("water milk oil fuel gas petrol diesel juice wine beer cider syrup sap".split())
_VOLUME_UNITS = frozenset("gallon liter litre pint quart milliliter millilitre barrel".split())


def other_stuff(puzzle: Puzzle, noun: str) -> str | None:
    """The stuff ``noun`` names after "more", "less", "the most" when no category measures it:
    "Avon got more rain than Bree" beside `snowfall` (a singular lowercase noun that names no
    category, no kind of measure or unit, and is neither in an ordered category's name nor in the
    opening, which may say what the amounts are of: "more milk" where it tells of milk yields),
    "more money" with no category of money; None when it may be measured ("more snow" beside
    snowfall, "covered more ground" beside distances)."""
    word = noun.lower()
    if word in _NOT_STUFF:
        return None  # ("paid more for", "the most did", "less she"): no noun after the word
    volumes = [category for category in puzzle.ordered if category.unit in _VOLUME_UNITS]
    if word in _LIQUIDS and volumes and not all(set(re.findall(r"[a-z]+", category.name.lower())) & _LIQUIDS - {word}
                                                for category in volumes):
        return None  # "pumped the least water" beside flow rates in gallons (not beside `milk (litres)`)
    if word in _AMOUNT_KINDS:
        # ("more time" beside `hours studied : 2, 3, 4`: a category named for its unit of time)
        return None if any(kind(category) in _AMOUNT_KINDS[word] or word == "time" and (
            category.unit in _TIME_SPANS or set(re.findall(r"[a-z]+", category.name.lower())) & _TIME_SPANS)
            for category in puzzle.ordered) else word
    if not noun.isalpha() or not noun.islower() or len(word) < 3 or word.endswith("s") \
            or word in puzzle.category_nouns or word in KIND_WORDS or canonical_unit(word) != word \
            or word in puzzle.intro_words or word.endswith(("ed", "ly")) or word in _GENERIC_AMOUNTS:
        return None
    if word == "ground" and any(category.unit in DISTANCE_UNITS for category in puzzle.ordered):
        return None  # "covered more ground" beside distances
    names = " ".join(category.name.lower() for category in puzzle.ordered)
    if word in names or any(said.startswith(word) or word.startswith(said)
                            for category in puzzle.ordered for said in category.nouns if len(said) >= 4):
        return None
    return word


# Nouns of a category of the places people were born in or live in ("birthplace", "home state")
BIRTH_PLACES = frozenset("birthplace birthplaces birth born".split())
HOME_PLACES = frozenset("home hometown hometowns residence residences".split())
