"""What each clue of the thirty-sixth batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the thirty-sixth author was asked for, written apart from pylogic's reader as users paste
grids from Puzzle Baron's logic-puzzles.org, Dell Logic Puzzles, Penny Press Original Logic Problems and the Puzzle
Baron printed books, at the held-out collection's sizes (categories x values): two of 3x4 (a cattery, a sub shop's
lunch pickups), three of 4x4 (lighthouse restorations, ice cream trucks, a canned food drive), eight of 4x5
(toboggan runs, canal locks, a kitesurf big-air final, jukebox restorations, tea estates, hailstorms, a hill climb
time trial, a blacksmith's commissions) and seven of 4x6 (symphony premieres, tulip bulbs, newly described
minerals, trail ultramarathons, single-cask whiskies, elevator inspections, roller rinks), on themes new to the
set. Each has one to three ordered categories, the values printed as those sources print them.

The families used: months as an ordered category in full ("March" ... "July", "April" ... "September") and
abbreviated ("Feb.", "Mar.", "Apr.", "May", "June") with "1 month after", "2 months before", "4 months after", "3
months after", "one month before"; day dates with week offsets ("April 3rd" ... "May 1st", "Oct. 2nd" ... "Nov.
6th", "a week after", "two weeks before", "two weeks after", "a week before"); titles before names ("Mr. Abel",
"Mrs. Chu", "Ms. Ortega", "Dr. Greer", "Miss Lacey", "Mr. Okoye") and bare surname values named with a title
("Frey" as "Mrs. Frey", "Dunn" as "Mr. Dunn", "Lowe" as "Dr. Lowe", "Hale" as "Mrs. Hale", "Kwan" as "Ms. Kwan",
"Lund" as "Mr. Lund"); values with periods, apostrophes and symbols ("Owl's Head", "Devil's Drop", "Tanner's",
"St. Clair's", "Mt. Tara", "Mt. Hawk", "Raven's Loop", "St. Elmo", "Barclay Bldg.", "Elm St.", "Oak Blvd.",
"Rock-Ola 1422", "12%", "54.0%", "$0.85", "$212.50"); a capitalised word beside a value ("Bass Rock Light",
"Mill End Lock", "Room 104", "the Red Cloud Mine", "the Harvest Symphony", "the Ames Tower"); thousands
separators and decimals ("1,100 ft", "1,350 m", "$140,000", "1,050" cans, "10,750 ft", "7.75" feet, "11.5 m",
"$2.50 more", "$50,000 less", "1,250 more feet", "0.75 feet less", "a quarter inch smaller"); the verb or
adjective naming the ordered category ("stayed 2 nights longer", "stayed longer", "costs 75 cents less", "was
discovered 5 years after", "premiered 3 years before", "runs 5 minutes shorter", "rises 0.75 feet less", "sits 150
meters lower", "jumped a meter higher", "grows 4 inches shorter", "is 4 years newer", "is 3 years older", "is
harder", "is softer", "is steeper", "was 30 seconds faster", "finished 15 seconds behind", "closes an hour after",
"goes out earlier"); spelled ordinals ("rounds : first ... fifth", "starts : first ... fifth") with "two rounds
before", "started two places after", "started last", "started sometime after"; amounts in unit words the values
do not print ("2 nights" of bare counts, "13 feet" of "heights (feet)", "300 fewer cans", "three percentage points
steeper" of "12%", "400 feet shorter" of "ft", "a meter higher" of "m", "150 meters lower", "30 seconds faster" of
"15:22", "11 pounds more" of "weights (lbs)", "5 minutes shorter", "10 cents more" of "$0.95", "half a point
softer", "7 miles longer", "6 more floors", "a quarter inch smaller"); comparatives (taller, shorter, older,
newer, younger, higher, lower, steeper, softer, harder, stronger, weaker, heavier, faster, slower, earlier,
later, longer, less, fewer, more); hyphenated forms ("the 61-foot tower", "the 1,100-foot run", "1-inch hail",
"1.75-inch hail", "the 33-minute symphony", "the 38-mile race", "the 52-mile race", "the 18-year-old", "the
21-year-old", "the 24-story building", "a 36-floor building"); "the X one" ("the bourbon barrel one", "the
bourbon one", "the rum barrel one"); number words ("two nights", "four nights",
"three percentage points", "two rounds", "two weeks", "a week", "one month", "half an hour", "an hour", "a
meter", "half a point", "a quarter inch"); category names with units ("heights (feet)", "rises (feet)", "weights
(lbs)", "hailstones (inches)", "heights (inches)", "lengths (minutes)", "distances (miles)", "ages (years)",
"hardness (Mohs)"); clock times with words ("12 noon" among "11:30am" ... "12:15pm", "midnight" after "11:30pm")
and race times ("14:52" ... "15:52", minutes and seconds); values named by a part that fits one value only ("the
Seeburg", "the AMI", "the Rock-Ola", "the Apeldoorn", "the port", "the sherry"), and once a part that fits two
("a Wurlitzer", either of "Wurlitzer 1015" and "Wurlitzer 1100"); "Either ... or ..." (four); "Neither ... nor
..." (three); lists ("The five towns are ...", "The five riders are ..."); "Of A and B, one ... and the other ..."
and its variations ("A and B are, in some order, P and Q", "A and B are P and Q, though not necessarily in that
order"); superlatives ("the newest of the four, is also the shortest", "the tallest of the four lighthouses", "the
greatest rise", "the costliest storm", "the smallest hail", "the fastest rider", "the heaviest piece", "the
longest symphony", "the most expensive bulb", "the hardest mineral", "the first of the six to be discovered",
"the race with the most climbing", "the weakest of the six", "the strongest bottling is the cheapest", "the last
of the six", "cost the least"); relative clauses and appositives ("Mrs. Farr, who didn't order the tuna melt,
...", "Keoni, who flew the Raptor, ...", "Pieter, who rode for Harbour Wheelers, ...", "Delia's piece, which was
done in April, ...", "Kanchan, the lowest of the five estates, ...", "Marlowite, the newest find, ...", "The
Dunmore Hotel, which has the fewest floors, ...", "Skate Zone, the newest rink, ..."); possessives and negations
("Mrs. Engel's cat", "Mrs. Banks's jukebox", "Castellanos's symphony", "Abrams's work", "St. Clair's", "Gordon
didn't work on Bass Rock Light", "Devereux didn't write the Tempest").

The conventions the predicates assume. Logic words: two things compared are two different rows; "Neither A nor B
is C" and "The five ... are A, B, ..." are all different rows; "Neither Mr. Okoye nor Mr. Voss owns a Wurlitzer"
is two different rows, neither holding either Wurlitzer model; "Either A or B is C" and "C led the work on either
A or B" mean C is exactly one of A and B; "Of A and B, one is P and the other Q", "A and B are, in some order, P
and Q" and "A and B are P and Q, though not necessarily in that order" mean A and B are two different rows that
are P and Q in some order; "X did not ..." is two different rows; a relative clause or appositive that states a
grid fact is encoded; "A is stronger than B but weaker than C" is both comparisons. Orders and amounts: a count,
height, length, rise, year, grade, weight, hardness, distance, climb, age, strength, price, takings or damage counts
as the number it prints (``brute_force.number_of``), an ordinal word and a month as its place in its category;
"percentage points" of a grade count in the grade's percent, "cents" are hundredths of the dollar values, "feet"
of a height in "feet" or "ft" and "meters" of "m" count in those units, "a quarter inch" is 0.25 of the inches,
"half a point" 0.5 on the Mohs scale; day dates count as days of a count that runs on through the months
(April 3rd to May 1st are 3 to 31, Oct. 2nd to Nov. 6th are 2 to 37), "a week" is 7 days and "two weeks" 14;
clock times are minutes of the day ("11:30am" is 690, "12 noon" 720, "9:30pm" 1290, "midnight" after "11:30pm"
1440), so "15 minutes", "half an hour" and "an hour" are 15, 30 and 60; race times "14:52" are minutes and
seconds, counted in seconds, so "30 seconds faster" is 30 less and "finished 15 seconds behind" 15 more; "before",
"earlier", "sometime before" and "first" of a month, date, time or start are the smaller one, "after", "later",
"last" and "the last of the six" the larger; "older" and "oldest" of things built, opened, made or premiered are
the earlier year, "newer" and "newest" the later, and "older" and "younger" of whiskies the larger and smaller
age; "faster" and "the fastest" are the smaller time, "slower" and "behind" the larger; "taller", "higher",
"deeper", "longer", "heavier", "harder", "stronger", "steeper" and "costs more" are the larger number of the
category they name, "shorter", "lower", "softer", "weaker" and "less" the smaller; "the truck that sets out
earliest took in the most money" and "the tallest building was inspected two weeks after the Barclay Bldg." name
the rows holding those extremes, and where the extreme is set against another row ("7 years after Widowmaker")
the two are different rows. Each puzzle lists its categories and sentences exactly as its ``puzzles/NAME.clues``
prints them; ``brute_force.solutions`` proves each answer unique and each clue needed (without any one of them the
puzzle has several solutions).
"""

from __future__ import annotations

from bench.handwritten.brute_force import Predicate, Puzzle
from bench.handwritten.predicates import (
    all_of,
    differ,
    distinct,
    either,
    highest,
    lowest,
    more,
    more_by,
    neither,
    pair,
    same,
)


def _row(accessor, category: str, top: bool) -> int:
    """The row with the highest (``top``) or lowest number in ``category``."""
    return accessor.row_with_highest(category) if top else accessor.row_with_lowest(category)


def _extremes(category: str, top: bool, other: str, other_top: bool) -> Predicate:
    """The row with the highest (``top``) or lowest number in ``category`` is the row with the highest
    (``other_top``) or lowest number in ``other`` ("The oldest whisky is also the most expensive")."""
    return lambda accessor: _row(accessor, category, top) == _row(accessor, other, other_top)


def _extreme_is(category: str, top: bool, value: str) -> Predicate:
    """The row with the highest (``top``) or lowest number in ``category`` holds ``value`` ("The heaviest
    piece was finished in July")."""
    return lambda accessor: _row(accessor, category, top) == accessor(value)


def _extreme_more_by(ranking: str, top: bool, category: str, other: str, amount: float) -> Predicate:
    """The row with the highest (``top``) or lowest number in ``ranking`` is a row other than ``other``'s
    whose number in ``category`` is ``other``'s plus ``amount`` ("The steepest run opened 7 years after
    Widowmaker"); a negative ``amount`` is "before", "less" or "smaller"."""
    def holds(accessor) -> bool:
        row = _row(accessor, ranking, top)
        if row == accessor(other):
            return False
        return abs(accessor.number(category, row) - accessor.number(category, accessor(other)) - amount) < 1e-9
    return holds


def _owns_none_of(owners: tuple[str, ...], values: tuple[str, ...]) -> Predicate:
    """``owners`` are different rows, none of them a row holding one of ``values`` ("Neither Mr. Okoye nor
    Mr. Voss owns a Wurlitzer", where two models are Wurlitzers)."""
    def holds(accessor) -> bool:
        rows = [accessor(owner) for owner in owners]
        return len(set(rows)) == len(rows) and not set(rows) & {accessor(value) for value in values}
    return holds


_PUZZLES = (
    # ================================================================ 3x4
    # ---------------------------------------------------------------- 1 cattery
    Puzzle("cattery_stays_3x4",
        "Four cats boarded at the Purrfect Stay cattery over the holidays while their families were away. Match "
        "each cat to its owner and the number of nights it stayed.",
        [("cats", ["Biscuit", "Mochi", "Pepper", "Tigger"]),
         ("owners", ["Costa", "Doyle", "Engel", "Frey"]),
         ("nights", ["3", "5", "7", "9"])],
        [("Mochi stayed 2 nights longer than Mrs. Frey's cat.", more_by("nights", "Mochi", "Frey", 2)),
         ("Mr. Doyle's cat stayed two nights longer than Mochi.", more_by("nights", "Doyle", "Mochi", 2)),
         ("Tigger stayed four nights longer than Pepper.", more_by("nights", "Tigger", "Pepper", 4)),
         ("Mrs. Engel's cat stayed longer than Mr. Doyle's.", more("nights", "Engel", "Doyle"))]),

    # ---------------------------------------------------------------- 2 sub sandwiches
    Puzzle("sub_sandwiches_3x4",
        "Four office workers phoned in lunch orders to Gino's Sub Shop on Friday. Match each customer to the "
        "sandwich ordered and the time it was picked up.",
        [("customers", ["Dunn", "Farr", "Kemp", "Lowe"]),
         ("sandwiches", ["BLT", "Italian", "meatball", "tuna melt"]),
         ("pickups", ["11:30am", "11:45am", "12 noon", "12:15pm"])],
        [("The meatball sub was the last order picked up.", highest("pickups", "meatball")),
         ("Mrs. Farr, who didn't order the tuna melt, came in half an hour before Ms. Kemp.",
          all_of(differ("Farr", "tuna melt"), more_by("pickups", "Kemp", "Farr", 30))),
         ("Either Mr. Dunn or the customer who came at 12 noon ordered the Italian.",
          either("Italian", "Dunn", "12 noon")),
         ("Mr. Dunn picked up his order after Dr. Lowe.", more("pickups", "Dunn", "Lowe"))],
        numbers={"pickups": [690, 705, 720, 735]}),

    # ================================================================ 4x4
    # ---------------------------------------------------------------- 3 lighthouses
    Puzzle("lighthouse_restorations_4x4",
        "The Coastal Heritage Trust has restored four old lighthouses along the Maine coast, each with a "
        "different volunteer leading the work. Match each lighthouse to the year it was built, its height and "
        "the volunteer.",
        [("lighthouses", ["Bass Rock", "Gull Point", "Owl's Head", "Sable Ledge"]),
         ("years", ["1828", "1839", "1850", "1861"]),
         ("heights (feet)", ["35", "48", "61", "74"]),
         ("volunteers", ["Flora", "Gordon", "Hattie", "Irving"])],
        [("The lighthouse built in 1839 is 13 feet taller than Bass Rock Light.",
          more_by("heights (feet)", "1839", "Bass Rock", 13)),
         ("Owl's Head Light, the newest of the four, is also the shortest.",
          all_of(highest("years", "Owl's Head"), lowest("heights (feet)", "Owl's Head"))),
         ("Gull Point Light was built 22 years before Bass Rock Light.",
          more_by("years", "Bass Rock", "Gull Point", 22)),
         ("Flora led the work on either Owl's Head Light or the 61-foot tower.", either("Flora", "Owl's Head", "61")),
         ("Irving worked on the tallest of the four lighthouses.", highest("heights (feet)", "Irving")),
         ("Hattie's lighthouse is older than Flora's.", more("years", "Flora", "Hattie")),
         ("Sable Ledge Light is shorter than Gull Point Light.", more("heights (feet)", "Gull Point", "Sable Ledge")),
         ("Gordon didn't work on Bass Rock Light.", differ("Gordon", "Bass Rock"))]),

    # ---------------------------------------------------------------- 4 ice cream trucks
    Puzzle("ice_cream_trucks_4x4",
        "Four ice cream trucks work the neighborhoods of Dalton on summer evenings. Match each driver to the "
        "route, the time the truck sets out and its takings last Saturday.",
        [("drivers", ["Benny", "Cass", "Marco", "Roz"]),
         ("routes", ["Elm St.", "Lake Ave.", "Oak Blvd.", "Pine Rd."]),
         ("starts", ["4:00pm", "4:30pm", "5:00pm", "5:30pm"]),
         ("takings", ["$212.50", "$237.50", "$262.50", "$287.50"])],
        [("The truck that sets out earliest took in the most money.", _extremes("starts", False, "takings", True)),
         ("Marco's truck starts an hour after Roz's.", more_by("starts", "Marco", "Roz", 60)),
         ("The Lake Ave. truck made $25 more than the Elm St. truck.", more_by("takings", "Lake Ave.", "Elm St.", 25)),
         ("The Oak Blvd. truck goes out half an hour before Benny's.", more_by("starts", "Benny", "Oak Blvd.", 30)),
         ("Of Cass and the driver who made $212.50, one works Pine Rd. and the other starts at 5:30pm.",
          pair("Cass", "$212.50", "Pine Rd.", "5:30pm")),
         ("Cass's truck goes out earlier than Roz's.", more("starts", "Roz", "Cass"))]),

    # ---------------------------------------------------------------- 5 canned food drive
    Puzzle("canned_food_drive_4x4",
        "Four homerooms at Westfield Middle School competed in the fall canned food drive, and each won a "
        "different prize. Match each teacher to the room, the number of cans collected and the prize.",
        [("teachers", ["Mr. Abel", "Mr. Tran", "Mrs. Chu", "Ms. Ortega"]),
         ("rooms", ["101", "104", "107", "110"]),
         ("cans", ["1,050", "1,200", "1,350", "1,500"]),
         ("prizes", ["extra recess", "ice cream social", "movie day", "pizza party"])],
        [("The homeroom that won the pizza party collected the most cans.", highest("cans", "pizza party")),
         ("Mr. Abel's homeroom is Room 107.", same("Mr. Abel", "107")),
         ("Mrs. Chu's students collected 300 fewer cans than the movie day winners.",
          more_by("cans", "movie day", "Mrs. Chu", 300)),
         ("Neither Mr. Tran nor Ms. Ortega teaches in Room 110.", neither("Mr. Tran", "Ms. Ortega", "110")),
         ("The ice cream social went to the class in Room 104.", same("ice cream social", "104")),
         ("Mr. Tran's homeroom collected 450 more cans than Mrs. Chu's.",
          more_by("cans", "Mr. Tran", "Mrs. Chu", 450))]),

    # ================================================================ 4x5
    # ---------------------------------------------------------------- 6 toboggan runs
    Puzzle("toboggan_runs_4x5",
        "Five toboggan runs are open this winter in the Laurentian hills. Match each run to its length, the year "
        "it opened and its steepest grade.",
        [("runs", ["Big Chute", "Devil's Drop", "Fox Hollow", "Old Ridge", "Widowmaker"]),
         ("lengths", ["900 ft", "1,100 ft", "1,300 ft", "1,500 ft", "1,700 ft"]),
         ("years", ["1931", "1938", "1945", "1952", "1959"]),
         ("grades", ["12%", "15%", "18%", "21%", "24%"])],
        [("The steepest run opened 7 years after Widowmaker.",
          _extreme_more_by("grades", True, "years", "Widowmaker", 7)),
         ("Devil's Drop, the oldest of the five, is also the longest.",
          all_of(lowest("years", "Devil's Drop"), highest("lengths", "Devil's Drop"))),
         ("The 1,100-foot run is three percentage points steeper than Devil's Drop.",
          more_by("grades", "1,100 ft", "Devil's Drop", 3)),
         ("The run that opened in 1952 is 400 feet shorter than Big Chute.",
          more_by("lengths", "Big Chute", "1952", 400)),
         ("Of Old Ridge and the 1,500 ft run, one opened in 1959 and the other has a 12% grade.",
          pair("Old Ridge", "1,500 ft", "1959", "12%")),
         ("The 15% run is shorter than the 18% run.", more("lengths", "18%", "15%")),
         ("Big Chute opened 14 years after Devil's Drop.", more_by("years", "Big Chute", "Devil's Drop", 14)),
         ("Old Ridge opened 7 years after Fox Hollow.", more_by("years", "Old Ridge", "Fox Hollow", 7))]),

    # ---------------------------------------------------------------- 7 canal locks
    Puzzle("canal_locks_4x5",
        "Five locks raise boats up the Kennet Valley Canal, each tended by a different lock keeper. Match each "
        "lock to its keeper, the year it was built and its rise.",
        [("locks", ["Ashby", "Coldbrook", "Fenwick", "Mill End", "Tanner's"]),
         ("keepers", ["Bellamy", "Crouch", "Hale", "Pym", "Yates"]),
         ("years", ["1794", "1797", "1800", "1803", "1806"]),
         ("rises (feet)", ["5.5", "6.25", "7", "7.75", "8.5"])],
        [("The lock built in 1803 rises 0.75 feet less than Mill End Lock.",
          more_by("rises (feet)", "Mill End", "1803", 0.75)),
         ("Mr. Yates keeps the lock with the greatest rise.", highest("rises (feet)", "Yates")),
         ("Coldbrook Lock was built 9 years before Tanner's Lock.", more_by("years", "Tanner's", "Coldbrook", 9)),
         ("Mrs. Hale's lock is 3 years older than Mr. Pym's.", more_by("years", "Pym", "Hale", 3)),
         ("Of Ashby Lock and Mr. Bellamy's lock, one was built in 1794 and the other rises 7.75 feet.",
          pair("Ashby", "Bellamy", "1794", "7.75")),
         ("Fenwick Lock is the newest of the five.", highest("years", "Fenwick")),
         ("The oldest lock has the smallest rise.", _extremes("years", False, "rises (feet)", False)),
         ("Mr. Pym's lock rises more than Mrs. Hale's.", more("rises (feet)", "Pym", "Hale"))]),

    # ---------------------------------------------------------------- 8 kitesurf jumps
    Puzzle("kitesurf_jumps_4x5",
        "Five riders made the big-air final at the Tarifa Kite Jam. Match each rider to the kite flown, the "
        "height of the rider's best jump and the round in which it came.",
        [("riders", ["Ana", "Dario", "Keoni", "Lise", "Tomas"]),
         ("kites", ["Cirrus", "Gale", "Mako", "Raptor", "Zephyr"]),
         ("heights", ["8.5 m", "9.5 m", "10.5 m", "11.5 m", "12.5 m"]),
         ("rounds", ["first", "second", "third", "fourth", "fifth"])],
        [("Keoni, who flew the Raptor, jumped a meter higher than Ana.",
          all_of(same("Keoni", "Raptor"), more_by("heights", "Keoni", "Ana", 1))),
         ("The rider whose best jump came in the fifth round jumped the lowest.", lowest("heights", "fifth")),
         ("Lise's best jump came two rounds before Tomas's.", more_by("rounds", "Tomas", "Lise", 2)),
         ("The rider on the Mako kite jumped 2 meters higher than the rider on the Cirrus.",
          more_by("heights", "Mako", "Cirrus", 2)),
         ("Either Dario or the 10.5 m jumper flew the Gale.", either("Gale", "Dario", "10.5 m")),
         ("The Zephyr rider jumped lower than the Cirrus rider.", more("heights", "Cirrus", "Zephyr")),
         ("Lise's best jump was 1 meter lower than Tomas's.", more_by("heights", "Tomas", "Lise", 1)),
         ("Keoni's best jump came sometime after Tomas's.", more("rounds", "Keoni", "Tomas"))]),

    # ---------------------------------------------------------------- 9 jukeboxes
    Puzzle("jukebox_restorations_4x5",
        "Vic's Vintage Jukebox Repair restored five classic machines this year. Match each owner to the jukebox "
        "model, the year it was made and the price of the restoration.",
        [("owners", ["Dr. Greer", "Miss Lacey", "Mr. Okoye", "Mr. Voss", "Mrs. Banks"]),
         ("models", ["AMI Model B", "Rock-Ola 1422", "Seeburg M100A", "Wurlitzer 1015", "Wurlitzer 1100"]),
         ("years", ["1946", "1948", "1950", "1952", "1954"]),
         ("prices", ["$2,400", "$2,750", "$3,100", "$3,450", "$3,800"])],
        [("The Seeburg was made 2 years before Mrs. Banks's jukebox.",
          more_by("years", "Mrs. Banks", "Seeburg M100A", 2)),
         ("The most expensive restoration was on the AMI.", highest("prices", "AMI Model B")),
         ("Mr. Voss paid $700 less than Mrs. Banks.", more_by("prices", "Mrs. Banks", "Mr. Voss", 700)),
         ("The Wurlitzer 1015 is the oldest jukebox of the five.", lowest("years", "Wurlitzer 1015")),
         ("Dr. Greer's restoration cost $350 more than the 1950 machine's.",
          more_by("prices", "Dr. Greer", "1950", 350)),
         ("Neither Mr. Okoye nor Mr. Voss owns a Wurlitzer.",
          _owns_none_of(("Mr. Okoye", "Mr. Voss"), ("Wurlitzer 1015", "Wurlitzer 1100"))),
         ("Mr. Okoye's jukebox is 4 years newer than Dr. Greer's.", more_by("years", "Mr. Okoye", "Dr. Greer", 4)),
         ("The 1954 jukebox cost the least to restore.", lowest("prices", "1954"))]),

    # ---------------------------------------------------------------- 10 tea estates
    Puzzle("tea_estates_4x5",
        "A London tea merchant bought the first flush from five hill estates this year. Match each estate to its "
        "altitude, the month its tea was bought and the price paid per kilo.",
        [("estates", ["Ambewela", "Glenmore", "Kanchan", "Mt. Tara", "St. Clair's"]),
         ("altitudes", ["1,200 m", "1,350 m", "1,500 m", "1,650 m", "1,800 m"]),
         ("months", ["Feb.", "Mar.", "Apr.", "May", "June"]),
         ("prices", ["$18.50", "$21.00", "$23.50", "$26.00", "$28.50"])],
        [("The tea from the highest estate was the first to be bought.", _extremes("altitudes", True, "months", False)),
         ("Kanchan, the lowest of the five estates, also got the lowest price.",
          all_of(lowest("altitudes", "Kanchan"), lowest("prices", "Kanchan"))),
         ("The Mt. Tara tea was bought 1 month after the Ambewela tea.", more_by("months", "Mt. Tara", "Ambewela", 1)),
         ("St. Clair's sits 150 meters lower than Mt. Tara.", more_by("altitudes", "Mt. Tara", "St. Clair's", 150)),
         ("The tea bought in March cost $2.50 more per kilo than the Ambewela tea.",
          more_by("prices", "Mar.", "Ambewela", 2.5)),
         ("Glenmore and the estate at 1,350 m are, in some order, the one paid $28.50 a kilo and the one whose tea "
          "was bought in April.",
          pair("Glenmore", "1,350 m", "$28.50", "Apr.")),
         ("The $21.00 tea came from higher up than the $26.00 tea.", more("altitudes", "$21.00", "$26.00")),
         ("Ambewela is lower than St. Clair's.", more("altitudes", "St. Clair's", "Ambewela"))]),

    # ---------------------------------------------------------------- 11 hailstorms
    Puzzle("hailstorms_4x5",
        "The county weather office logged five hailstorms this spring, each in a different town. Match each town "
        "to the date of its storm, the size of the largest hailstone and the damage reported.",
        [("towns", ["Alvord", "Benson", "Clyde", "Dorrance", "Elkhart"]),
         ("dates", ["April 3rd", "April 10th", "April 17th", "April 24th", "May 1st"]),
         ("hailstones (inches)", ["0.75", "1.00", "1.25", "1.50", "1.75"]),
         ("damage", ["$40,000", "$65,000", "$90,000", "$115,000", "$140,000"])],
        [("The costliest storm had hailstones a quarter inch smaller than the Dorrance storm's.",
          _extreme_more_by("damage", True, "hailstones (inches)", "Dorrance", -0.25)),
         ("The storm on May 1st dropped the smallest hail.", lowest("hailstones (inches)", "May 1st")),
         ("Elkhart's storm did $50,000 less damage than Clyde's.", more_by("damage", "Clyde", "Elkhart", 50000)),
         ("The storm with 1-inch hail hit two weeks before the storm in Alvord.",
          more_by("dates", "Alvord", "1.00", 14)),
         ("The Elkhart storm was sometime after the Alvord storm.", more("dates", "Elkhart", "Alvord")),
         ("The five towns are Benson, the one hit on April 17th, the town with 1.75-inch hail, Clyde and the one "
          "with $40,000 in damage.", distinct("Benson", "April 17th", "1.75", "Clyde", "$40,000")),
         ("Clyde's storm came a week after Elkhart's.", more_by("dates", "Clyde", "Elkhart", 7)),
         ("The Benson storm did less damage than the Dorrance storm.", more("damage", "Dorrance", "Benson"))],
        numbers={"dates": [3, 10, 17, 24, 31]}),

    # ---------------------------------------------------------------- 12 hill climb
    Puzzle("hill_climb_4x5",
        "Five cyclists rode the Col de Varenne hill climb time trial, starting one at a time. Match each rider to "
        "the club, the start order and the finishing time.",
        [("riders", ["Ingrid", "Jonas", "Mateo", "Pieter", "Sven"]),
         ("clubs", ["Alpine CC", "Harbour Wheelers", "Redhill RC", "Team Falco", "Velo Nord"]),
         ("starts", ["first", "second", "third", "fourth", "fifth"]),
         ("times", ["14:52", "15:07", "15:22", "15:37", "15:52"])],
        [("The fastest rider started last.", _extreme_is("times", False, "fifth")),
         ("Ingrid was 30 seconds faster than Jonas.", more_by("times", "Jonas", "Ingrid", 30)),
         ("Pieter, who rode for Harbour Wheelers, finished 15 seconds behind Mateo.",
          all_of(same("Pieter", "Harbour Wheelers"), more_by("times", "Pieter", "Mateo", 15))),
         ("The rider from Velo Nord started sometime after the Harbour Wheelers rider.",
          more("starts", "Velo Nord", "Harbour Wheelers")),
         ("The five riders are Mateo, the Team Falco rider, the one who started first, the rider who clocked 15:22 "
          "and Pieter.", distinct("Mateo", "Team Falco", "first", "15:22", "Pieter")),
         ("The Alpine CC rider started two places after Ingrid.", more_by("starts", "Alpine CC", "Ingrid", 2)),
         ("Sven started sometime after Pieter.", more("starts", "Sven", "Pieter"))]),

    # ---------------------------------------------------------------- 13 blacksmith
    Puzzle("blacksmith_forge_4x5",
        "Ironwood Forge took five special commissions this year, finishing one a month. Match each customer to "
        "the item forged, the month it was finished and its weight.",
        [("customers", ["Amos", "Bea", "Cyrus", "Delia", "Ezra"]),
         ("items", ["chandelier", "fire screen", "garden gate", "sign bracket", "weather vane"]),
         ("months", ["March", "April", "May", "June", "July"]),
         ("weights (lbs)", ["12.5", "18", "23.5", "29", "34.5"])],
        [("The heaviest piece was finished in July.", _extreme_is("weights (lbs)", True, "July")),
         ("The chandelier weighs 11 pounds more than the weather vane.",
          more_by("weights (lbs)", "chandelier", "weather vane", 11)),
         ("Cyrus's commission was done 2 months before the weather vane.",
          more_by("months", "weather vane", "Cyrus", 2)),
         ("Delia's piece, which was done in April, is heavier than Ezra's.",
          all_of(same("Delia", "April"), more("weights (lbs)", "Delia", "Ezra"))),
         ("Either Bea or Ezra ordered the garden gate.", either("garden gate", "Bea", "Ezra")),
         ("Ezra's piece weighs 11 pounds more than Cyrus's.", more_by("weights (lbs)", "Ezra", "Cyrus", 11)),
         ("The fire screen was finished one month before the garden gate.",
          more_by("months", "garden gate", "fire screen", 1))]),

    # ================================================================ 4x6
    # ---------------------------------------------------------------- 14 symphonies
    Puzzle("symphony_premieres_4x6",
        "The Halvorsen Philharmonic's centennial season revives six symphonies that the orchestra premiered in "
        "its early years. Match each symphony to the year of its premiere, its length and its composer.",
        [("symphonies", ["Alpine", "Harvest", "Lighthouse", "Northern", "Prairie", "Tempest"]),
         ("premieres", ["1921", "1924", "1927", "1930", "1933", "1936"]),
         ("lengths (minutes)", ["28", "33", "38", "43", "48", "53"]),
         ("composers", ["Abrams", "Brink", "Castellanos", "Devereux", "Elgin", "Fairweather"])],
        [("The longest symphony premiered 6 years after Castellanos's.",
          _extreme_more_by("lengths (minutes)", True, "premieres", "Castellanos", 6)),
         ("The Lighthouse Symphony, the last of the six to premiere, is also the shortest.",
          all_of(highest("premieres", "Lighthouse"), lowest("lengths (minutes)", "Lighthouse"))),
         ("The Harvest Symphony runs 5 minutes shorter than Castellanos's symphony.",
          more_by("lengths (minutes)", "Castellanos", "Harvest", 5)),
         ("Brink's symphony premiered 3 years before the Alpine.", more_by("premieres", "Alpine", "Brink", 3)),
         ("The 33-minute symphony was written by Fairweather.", same("33", "Fairweather")),
         ("Of the Harvest Symphony and Elgin's, one premiered in 1921 and the other is 28 minutes long.",
          pair("Harvest", "Elgin", "1921", "28")),
         ("Abrams's work premiered sometime before the Tempest.", more("premieres", "Tempest", "Abrams")),
         ("The Northern Symphony premiered earlier than the Prairie.", more("premieres", "Prairie", "Northern")),
         ("Devereux didn't write the Tempest.", differ("Devereux", "Tempest")),
         ("The Tempest is 10 minutes longer than the Harvest Symphony.",
          more_by("lengths (minutes)", "Tempest", "Harvest", 10)),
         ("The Prairie Symphony premiered 3 years after the Alpine.", more_by("premieres", "Prairie", "Alpine", 3))]),

    # ---------------------------------------------------------------- 15 tulip bulbs
    Puzzle("tulip_bulbs_4x6",
        "Marjorie ordered six tulip varieties from a Dutch bulb catalog this fall, each from a different "
        "nursery. Match each variety to the price per bulb, the height it grows to and the nursery.",
        [("varieties", ["Ballerina", "Dreamland", "Golden Apeldoorn", "Menton", "Queen of Night", "Spring Green"]),
         ("prices", ["$0.85", "$0.95", "$1.05", "$1.15", "$1.25", "$1.35"]),
         ("heights (inches)", ["10", "14", "18", "22", "26", "30"]),
         ("nurseries", ["Bakker", "De Vries", "Jansen", "Kok", "Smit", "Visser"])],
        [("The most expensive bulb grows 4 inches shorter than Ballerina.",
          _extreme_more_by("prices", True, "heights (inches)", "Ballerina", -4)),
         ("Menton, the tallest of the six, costs 10 cents more than Dreamland.",
          all_of(highest("heights (inches)", "Menton"), more_by("prices", "Menton", "Dreamland", 0.1))),
         ("The Queen of Night costs 20 cents more than the Spring Green.",
          more_by("prices", "Queen of Night", "Spring Green", 0.2)),
         ("The shortest tulip came from the Smit nursery.", lowest("heights (inches)", "Smit")),
         ("The De Vries bulb grows 4 inches taller than the Spring Green.",
          more_by("heights (inches)", "De Vries", "Spring Green", 4)),
         ("Of the Apeldoorn and the Visser tulip, one costs $1.35 and the other grows 26 inches tall.",
          pair("Golden Apeldoorn", "Visser", "$1.35", "26")),
         ("Dreamland grows 4 inches taller than Ballerina.", more_by("heights (inches)", "Dreamland", "Ballerina", 4)),
         ("Neither Ballerina nor Menton came from the Bakker nursery.", neither("Ballerina", "Menton", "Bakker")),
         ("Ballerina costs 20 cents more than Menton.", more_by("prices", "Ballerina", "Menton", 0.2)),
         ("The Kok tulip grows 8 inches taller than the De Vries tulip.",
          more_by("heights (inches)", "Kok", "De Vries", 8))]),

    # ---------------------------------------------------------------- 16 minerals
    Puzzle("new_minerals_4x6",
        "A museum case in Leadville displays six minerals first described from Colorado mines. Match each "
        "mineral to the year it was discovered, its hardness and the mine it was found in.",
        [("minerals", ["Dunmorite", "Everite", "Halstonite", "Kerrite", "Marlowite", "Selbyite"]),
         ("years", ["1948", "1953", "1958", "1963", "1968", "1973"]),
         ("hardness (Mohs)", ["2.5", "3", "3.5", "4", "4.5", "5"]),
         ("mines", ["Blue Jay", "Copper Queen", "Lucky Strike", "Molly B", "Red Cloud", "St. Elmo"])],
        [("The hardest mineral was discovered 5 years after Everite.",
          _extreme_more_by("hardness (Mohs)", True, "years", "Everite", 5)),
         ("Halstonite is half a point softer than Everite.", more_by("hardness (Mohs)", "Everite", "Halstonite", 0.5)),
         ("The mineral from the St. Elmo Mine was the first of the six to be discovered.", lowest("years", "St. Elmo")),
         ("Dunmorite was discovered 5 years after the Lucky Strike mineral.",
          more_by("years", "Dunmorite", "Lucky Strike", 5)),
         ("Marlowite, the newest find, has a hardness of 3.5.",
          all_of(highest("years", "Marlowite"), same("Marlowite", "3.5"))),
         ("The mineral found in the Red Cloud Mine is harder than the one from the Lucky Strike.",
          more("hardness (Mohs)", "Red Cloud", "Lucky Strike")),
         ("Of Halstonite and the Copper Queen mineral, one was discovered in 1968 and the other has a hardness of 5.",
          pair("Halstonite", "Copper Queen", "1968", "5")),
         ("The Blue Jay mineral was discovered 15 years after the Copper Queen mineral.",
          more_by("years", "Blue Jay", "Copper Queen", 15)),
         ("Everite is softer than Selbyite.", more("hardness (Mohs)", "Selbyite", "Everite")),
         ("The mineral from the Molly B Mine was discovered 15 years after Selbyite.",
          more_by("years", "Molly B", "Selbyite", 15))]),

    # ---------------------------------------------------------------- 17 trail ultras
    Puzzle("trail_ultras_4x6",
        "Six trail ultramarathons make up this year's Cascade Ultra Series, one each month from April to "
        "September. Match each race to its month, its distance and its total climb.",
        [("races", ["Badger Ridge", "Cougar Canyon", "Elk Lake", "Mt. Hawk", "Raven's Loop", "Timberline"]),
         ("months", ["April", "May", "June", "July", "August", "September"]),
         ("distances (miles)", ["31", "38", "45", "52", "59", "66"]),
         ("climbs", ["4,500 ft", "5,750 ft", "7,000 ft", "8,250 ft", "9,500 ft", "10,750 ft"])],
        [("The race with the most climbing is held 1 month after the longest race.",
          lambda accessor: accessor.number("months", accessor.row_with_highest("climbs"))
          - accessor.number("months", accessor.row_with_highest("distances (miles)")) == 1),
         ("Elk Lake, the last race of the series, has the least climbing.",
          all_of(highest("months", "Elk Lake"), lowest("climbs", "Elk Lake"))),
         ("The 38-mile race is held 4 months after Cougar Canyon.", more_by("months", "38", "Cougar Canyon", 4)),
         ("Timberline is 7 miles longer than Badger Ridge.",
          more_by("distances (miles)", "Timberline", "Badger Ridge", 7)),
         ("The July race has 1,250 more feet of climbing than Mt. Hawk.", more_by("climbs", "July", "Mt. Hawk", 1250)),
         ("Cougar Canyon and the 52-mile race are the April race and the one that climbs 9,500 ft, though not "
          "necessarily in that order.",
          pair("Cougar Canyon", "52", "April", "9,500 ft")),
         ("Raven's Loop is shorter than Elk Lake.", more("distances (miles)", "Elk Lake", "Raven's Loop")),
         ("The race with 5,750 ft of climbing comes sometime before Badger Ridge.",
          more("months", "Badger Ridge", "5,750 ft")),
         ("Raven's Loop is held 3 months after Mt. Hawk.", more_by("months", "Raven's Loop", "Mt. Hawk", 3)),
         ("Badger Ridge is held sometime before Timberline.", more("months", "Timberline", "Badger Ridge"))]),

    # ---------------------------------------------------------------- 18 whisky casks
    Puzzle("whisky_casks_4x6",
        "The Glen Corran distillery released six single-cask bottlings this year, each matured in a different "
        "kind of cask. Match each cask to the whisky's age, its strength and the price of a bottle.",
        [("casks", ["bourbon barrel", "madeira drum", "port pipe", "rum barrel", "sherry butt", "virgin oak"]),
         ("ages (years)", ["10", "12", "14", "16", "18", "21"]),
         ("strengths", ["52.4%", "54.0%", "55.6%", "57.2%", "58.8%", "60.4%"]),
         ("prices", ["$85", "$110", "$135", "$160", "$185", "$210"])],
        [("The oldest whisky is also the most expensive.", _extremes("ages (years)", True, "prices", True)),
         ("The strongest bottling is the cheapest.", _extremes("strengths", True, "prices", False)),
         ("The port pipe whisky is 2 years older than the bourbon barrel one.",
          more_by("ages (years)", "port pipe", "bourbon barrel", 2)),
         ("The 18-year-old costs $25 less than the virgin oak bottling.", more_by("prices", "virgin oak", "18", 25)),
         ("The madeira drum whisky is the weakest of the six.", lowest("strengths", "madeira drum")),
         ("The 16-year-old is bottled at 54.0%.", same("16", "54.0%")),
         ("The sherry butt and the $135 bottle are, in some order, the 21-year-old and the one bottled at 58.8%.",
          pair("sherry butt", "$135", "21", "58.8%")),
         ("The port is stronger than the virgin oak whisky but weaker than the sherry.",
          all_of(more("strengths", "port pipe", "virgin oak"), more("strengths", "sherry butt", "port pipe"))),
         ("The rum barrel whisky is younger than the bourbon one.",
          more("ages (years)", "bourbon barrel", "rum barrel")),
         ("The bourbon barrel whisky costs $50 more than the rum barrel one.",
          more_by("prices", "bourbon barrel", "rum barrel", 50))]),

    # ---------------------------------------------------------------- 19 elevator inspections
    Puzzle("elevator_inspections_4x6",
        "Six city elevator inspectors each certified the elevators of a different downtown building this fall. "
        "Match each building to the date of the inspection, the number of floors and the inspector.",
        [("buildings", ["Ames Tower", "Barclay Bldg.", "Corbin Plaza", "Dunmore Hotel", "Easton Arms",
                        "Fulton Exchange"]),
         ("dates", ["Oct. 2nd", "Oct. 9th", "Oct. 16th", "Oct. 23rd", "Oct. 30th", "Nov. 6th"]),
         ("floors", ["12", "18", "24", "30", "36", "42"]),
         ("inspectors", ["Ferraro", "Gill", "Ibarra", "Jessup", "Kwan", "Lund"])],
        [("The tallest building was inspected two weeks after the Barclay Bldg.",
          _extreme_more_by("floors", True, "dates", "Barclay Bldg.", 14)),
         ("Ms. Kwan's building has 6 more floors than Ms. Gill's.", more_by("floors", "Kwan", "Gill", 6)),
         ("The Dunmore Hotel, which has the fewest floors, was inspected a week after Ms. Kwan's building.",
          all_of(lowest("floors", "Dunmore Hotel"), more_by("dates", "Dunmore Hotel", "Kwan", 7))),
         ("Mr. Lund's inspection was the last of the six.", highest("dates", "Lund")),
         ("The 24-story building was inspected a week before the Ames Tower.", more_by("dates", "Ames Tower", "24", 7)),
         ("Of Mr. Jessup and the inspector of Fulton Exchange, one inspected on Oct. 2nd and the other certified a "
          "36-floor building.", pair("Jessup", "Fulton Exchange", "Oct. 2nd", "36")),
         ("Mr. Ferraro inspected a shorter building than Mrs. Ibarra.", more("floors", "Ibarra", "Ferraro")),
         ("Corbin Plaza has 12 more floors than the Barclay Bldg.",
          more_by("floors", "Corbin Plaza", "Barclay Bldg.", 12)),
         ("Mrs. Ibarra's inspection came sometime before Mr. Ferraro's.", more("dates", "Ferraro", "Ibarra")),
         ("Ms. Kwan certified the tallest of the six buildings.", highest("floors", "Kwan"))],
        numbers={"dates": [2, 9, 16, 23, 30, 37]}),

    # ---------------------------------------------------------------- 20 roller rinks
    Puzzle("roller_rinks_4x6",
        "Six roller rinks in the tri-county area hold a skate session every Friday night. Match each rink to the "
        "year it opened, its admission price and the time it closes on Fridays.",
        [("rinks", ["Carousel", "Moonglow", "Rollerama", "Skate Zone", "Skateland", "Wheelhouse"]),
         ("years", ["1962", "1966", "1970", "1974", "1978", "1982"]),
         ("admissions", ["$6.50", "$7.25", "$8.00", "$8.75", "$9.50", "$10.25"]),
         ("closing times", ["9:30pm", "10:00pm", "10:30pm", "11:00pm", "11:30pm", "midnight"])],
        [("The rink that stays open until midnight opened 8 years after Moonglow.",
          more_by("years", "midnight", "Moonglow", 8)),
         ("Skate Zone, the newest rink, charges the most.",
          all_of(highest("years", "Skate Zone"), highest("admissions", "Skate Zone"))),
         ("Rollerama costs 75 cents less than Skateland.", more_by("admissions", "Skateland", "Rollerama", 0.75)),
         ("Of Carousel and the $8.75 rink, one closes at midnight and the other opened in 1974.",
          pair("Carousel", "$8.75", "midnight", "1974")),
         ("Rollerama closes earlier than Skateland but later than Wheelhouse.",
          all_of(more("closing times", "Skateland", "Rollerama"), more("closing times", "Rollerama", "Wheelhouse"))),
         ("Skateland opened 12 years before Rollerama.", more_by("years", "Rollerama", "Skateland", 12)),
         ("Wheelhouse closes an hour after Skate Zone.", more_by("closing times", "Wheelhouse", "Skate Zone", 60)),
         ("Carousel charges $1.50 more than Rollerama.", more_by("admissions", "Carousel", "Rollerama", 1.5))],
        numbers={"closing times": [1290, 1320, 1350, 1380, 1410, 1440]}),
)
PUZZLES = {p.name: p for p in _PUZZLES}
