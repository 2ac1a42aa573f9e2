"""What each clue of the thirty-fourth batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the thirty-fourth author was asked for, written apart from pylogic's reader as users paste
grids from Puzzle Baron's logic-puzzles.org, Dell Logic Puzzles, Penny Press Original Logic Problems and the Puzzle
Baron printed books, at the held-out collection's sizes (categories x values): three of 3x4 (a library marble
tournament, driveway sealing, scuba certifications), three of 4x4 (roof repairs, school crossing guards, a pinewood
derby), eight of 4x5 (radio telescopes, a school board election, meteor watches, antique lamps, a show-jumping
jump-off, crater lakes, cold case files, local news anchors) and six of 4x6 (dams, spacewalks, a bestseller list,
a diamond auction, historic earthquakes, mountain passes), on themes new to the set. Each has one to three ordered
categories, the values printed as those sources print them.

The families used: months as an ordered category in full ("April" ... "July", "February" ... "June", and every
other month "January" ... "November") and abbreviated ("Jan." ... "May", "Mar." ... "Aug."); day dates with week and
month offsets ("May 6th", "June 13th", "Sept. 4th", "1 month after", "a week after", "2 weeks before", "a week
before"); titles before names ("Dr. Novak", "Mrs. Greer", "Rev. Moody", "Det. Abara", "Lt. Frost", "Officer
Mendez", "Sgt. Pruitt", "Capt. Shaw", "Cmdr. Okafor", "Col. Pierce", "Maj. Lund") and bare surname values named
with a title ("Bray" as "Mr. Bray", "Ortiz" as "Mrs. Ortiz", "Pratt" as "Ms. Pratt", "Walsh" as "Mr. Walsh");
values with periods, apostrophes and symbols ("cat's eye", "banker's", "Ash St.", "Birch Ave.", "Cedar Rd.", "Mt.
Hale", "St. Croix", "A. J. Moss", "R. L. Vance", "Salt & Smoke", "4.2 oz", "$1,850"); a capitalised word beside a
value ("Lake Durn", "Alder Dam", "the Salmon River dam", "Cinder Pass", "the Mt. Hale telescope", "the Dry Lake
watch"); thousands separators and decimals ("$11,200", "1,750 votes", "150,000 viewers", "8,500 ft", "1,250 feet
higher", "25,000 fewer viewers", "$2,800 less", "4.6 oz", "43.8 seconds", "0.75" carats, "6.4" magnitudes, "0.3
higher", "1.5 hours longer"); the verb or adjective naming the ordered category ("went 10 feet deeper", "is 20
meters wider", "is newer", "weighed 0.2 ounces less", "was heavier", "finished 300 votes behind", "sits 1,250 feet
higher", "lies lower", "lasted an hour longer", "struck 17 years before", "was 10 km shallower", "was 1.3 seconds
quicker", "slower", "2 years older", "paid less than anyone else", "reopened 1 month after"); spelled ordinals
("places : first, second, ...", "ballot positions : first ... fifth") and printed ordinals ("1st" ... "6th") with
"one place behind", "one spot below", "1 spot ahead of", "ranked higher", "won the race", "came in last"; amounts in
unit words the values do not print ("6 points fewer" and "three points ahead" of bare scores, "10 feet deeper" of
"ft", "20 meters wider", "0.2 ounces less" of "oz", "300 votes behind", "6 fewer meteors", "3 weeks longer", "a
quarter carat less", "5 km deeper", "3 miles longer", "4 years longer", "15 minutes after", "half an hour before");
comparatives (deeper, shallower, wider, newer, older, younger, heavier, taller, higher, lower, below, quicker,
slower, longer, shorter, weaker, ahead of, behind); hyphenated forms ("the 30-meter dish", "the 15-year-old", "the
210-foot-deep lake", "the 240-foot dam", "the 1.75-carat stone", "the 18-mile pass", "the emerald-cut stone",
"Tiffany-style", "hit-and-run"); "the X one" ("the Cerro Tololo one", "the Victorian one", "the one 15 km deep");
number words ("three points", "two months", "one place", "one spot", "a week", "an hour", "half an hour");
category names with units ("service (years)", "diameters (meters)", "times (seconds)", "heights (feet)",
"durations (hours)", "depths (km)", "lengths (miles)"); clock times and "12 noon" ("7:15am", "5:00pm", "12 noon");
values named by a part that fits one value only ("the cedar roof" for "cedar shake", "the camera" for "camera
install", "the solar panel" for "solar panel fix"); "Either ... or ..." (three); "Neither ... nor ..." (two); lists
("The five candidates are ...", "The five riders are ...", "The six quakes are ..."); "Of A and B, one ... and the
other ..." and its variations ("A and B are, in some order, P and Q", "P and Q went to A and B, in some order", "A
and B were P and Q, though not necessarily in that order"); superlatives ("the most votes", "the fewest years",
"the heaviest car", "the oldest telescope has the largest dish", "Cutler Dam, the newest of the six, is also the
shortest", "the last to reopen"); relative clauses and appositives ("Cora, who made the deepest dive, ...", "Lucas's
car, Red Rocket, ...", "Mrs. Ferris, the retired teacher, ...", "Lake Ardan, which is in Iceland, ...", "Tobias,
who works at KXLN, ..."); possessives and negations ("did not cost $1,850", "was not at Old Mill", "did not install
the camera").

The conventions the predicates assume. Logic words: two things compared are two different rows; "Neither A nor B
is C" and "The five (six) ... are A, B, ..." are all different rows; "Either A or B is C" and "C was bought by
either A or B" mean C is exactly one of A and B; "Of A and B, one is P and the other Q", "A and B are, in some
order, P and Q", "P and Q went to A and B, in some order" and "A and B were P and Q, though not necessarily in that
order" all mean A and B are two different rows that are P and Q in some order; "X did not ..." is two different
rows; a relative clause or appositive that states a grid fact is encoded. Orders and amounts: a price, cost, bid,
score, count, vote total, depth, diameter, height, elevation, weight, carat weight, length, magnitude, time in
seconds, duration, service length, age or year counts as the number it prints (``brute_force.number_of``), an
ordinal word and a month as its place in its category; the spacewalks' months (every other month, January to
November) count as month numbers 1 to 11, so "2 months after" is the next one and "4 months before" two places
back; day dates count as days of a count that runs on through the months (May 6th is 6, May 13th 13, June 6th 37,
June 13th 44; Sept. 4th to Sept. 25th are 4 to 25), "a week" is 7 days, "2 weeks" 14 and "1 month after" the same
day of the next month (31 days on from a May date); clock times are minutes of the day ("7:15am" is 435), so "15
minutes", "half an hour" and "an hour" are 15, 30 and 60, and the newscasts' "12 noon" is 720; the spacewalks'
"an hour longer", "half an hour shorter" and "spent 7 hours" are 1, 0.5 and 7.0 of the durations in hours;
"before", "earlier", "sometime before" and "first" of a month, date or time are the smaller one, "after",
"later" and "last" the larger; "newer", "newest" and "most recent" of years are the later year, "older" and
"oldest" the earlier ("the oldest case" is the earliest year of the crime, "the newest telescope" the latest year
completed); "won the race", "listed first" and "ranked 1st" are the first place, "ahead of", "ranked higher" and
"listed sometime before" the smaller ordinal, "behind", "below" and "came in last" the larger; "higher", "lower",
"below" and "the highest lake (pass)" compare elevations, "deeper", "shallower" and "the deepest" depths;
"quicker", "faster" and "the fastest" are the smaller time in seconds, "slower" the larger; "stronger",
"weaker", "the strongest" and "the weakest" compare magnitudes; "points", "votes", "meteors", "feet", "meters",
"ounces", "carats", "km", "miles" and "weeks" count in the units the values print or imply ("0.2 ounces" is 0.2
of the values' oz, "a quarter carat" is 0.25); "the heaviest car finished one place behind Red Rocket" and "the
tallest dam was finished 8 years after the Salmon River dam" name two different rows. Each puzzle lists its
categories and sentences exactly as its ``puzzles/NAME.clues`` prints them; ``brute_force.solutions`` proves each
answer unique and each clue needed (without any one of them the puzzle has several solutions).
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
    (``other_top``) or lowest number in ``other`` ("The oldest telescope has the largest dish")."""
    return lambda accessor: _row(accessor, category, top) == _row(accessor, other, other_top)


def _extreme_is(category: str, top: bool, value: str) -> Predicate:
    """The row with the highest (``top``) or lowest number in ``category`` holds ``value`` ("The oldest
    case was closed in April")."""
    return lambda accessor: _row(accessor, category, top) == accessor(value)


def _extreme_more_by(ranking: str, top: bool, category: str, other: str, amount: float) -> Predicate:
    """The row with the highest (``top``) or lowest number in ``ranking`` has ``other``'s number in
    ``category`` plus ``amount`` ("The tallest dam was finished 8 years after the Salmon River dam"); a
    negative ``amount`` is "before" ("The highest pass reopens 1 month before Dutch Pass")."""
    def holds(accessor) -> bool:
        row = _row(accessor, ranking, top)
        if row == accessor(other):
            return False
        return abs(accessor.number(category, row) - accessor.number(category, accessor(other)) - amount) < 1e-9
    return holds


_PUZZLES = (
    # ================================================================ 3x4
    # ---------------------------------------------------------------- 1 marbles
    Puzzle("marble_tournament_3x4",
        "Four children entered the marble tournament at the Oakdale Public Library last Saturday, each shooting "
        "with a different favorite marble. Match each child to the shooter and the final score.",
        [("players", ["Dana", "Eli", "Fern", "Gus"]),
         ("shooters", ["cat's eye", "clearie", "onionskin", "swirl"]),
         ("scores", ["12", "15", "18", "21"])],
        [("The child with the cat's eye scored 6 points fewer than Dana.", more_by("scores", "Dana", "cat's eye", 6)),
         ("Fern won the tournament with the top score.", highest("scores", "Fern")),
         ("Gus finished three points ahead of Eli.", more_by("scores", "Gus", "Eli", 3)),
         ("Neither Dana nor Fern shot the clearie.", neither("Dana", "Fern", "clearie")),
         ("The onionskin scored more points than the swirl.", more("scores", "onionskin", "swirl"))]),

    # ---------------------------------------------------------------- 2 driveways
    Puzzle("driveway_sealing_3x4",
        "Kyle's Paving sealed four driveways on Elm Court this spring. Match each homeowner to the date of the "
        "job and its price.",
        [("homeowners", ["Bray", "Ortiz", "Pratt", "Walsh"]),
         ("dates", ["May 6th", "May 13th", "June 6th", "June 13th"]),
         ("prices", ["$240", "$265", "$290", "$315"])],
        [("Mr. Bray's driveway was sealed 1 month after Mrs. Ortiz's.", more_by("dates", "Bray", "Ortiz", 31)),
         ("The most expensive job was Mr. Walsh's.", highest("prices", "Walsh")),
         ("Mrs. Ortiz paid $50 more than Mr. Bray.", more_by("prices", "Ortiz", "Bray", 50)),
         ("Ms. Pratt's driveway was done a week after Mr. Bray's.", more_by("dates", "Pratt", "Bray", 7))],
        numbers={"dates": [6, 13, 37, 44]}),

    # ---------------------------------------------------------------- 3 scuba
    Puzzle("scuba_certifications_3x4",
        "Four divers earned their open-water certification at the Blue Fin Dive Center this year, each in a "
        "different month. Match each diver to the month and the depth of the deepest training dive.",
        [("divers", ["Alma", "Bruno", "Cora", "Dev"]),
         ("months", ["April", "May", "June", "July"]),
         ("depths", ["40 ft", "50 ft", "60 ft", "70 ft"])],
        [("The diver certified in May went 10 feet deeper than Alma.", more_by("depths", "May", "Alma", 10)),
         ("Cora, who made the deepest dive, was certified sometime after Alma.",
          all_of(highest("depths", "Cora"), more("months", "Cora", "Alma"))),
         ("Bruno was certified two months before Alma.", more_by("months", "Alma", "Bruno", 2)),
         ("Alma's dive was the shallowest of the four.", lowest("depths", "Alma"))]),

    # ================================================================ 4x4
    # ---------------------------------------------------------------- 4 roofs
    Puzzle("roof_repairs_4x4",
        "Summit Roofing replaced four roofs in September, starting a new job each Monday. Match each client to "
        "the roofing material, the cost and the start date.",
        [("clients", ["Dr. Novak", "Mr. Abbott", "Mrs. Greer", "Ms. Lin"]),
         ("materials", ["asphalt", "cedar shake", "metal", "slate"]),
         ("costs", ["$1,850", "$2,400", "$2,950", "$3,500"]),
         ("dates", ["Sept. 4th", "Sept. 11th", "Sept. 18th", "Sept. 25th"])],
        [("The slate roof was the most expensive job.", highest("costs", "slate")),
         ("Dr. Novak chose slate.", same("Dr. Novak", "slate")),
         ("Ms. Lin's roof did not cost $1,850.", differ("Ms. Lin", "$1,850")),
         ("The cedar roof was started 2 weeks before Dr. Novak's.", more_by("dates", "Dr. Novak", "cedar shake", 14)),
         ("Mrs. Greer's job cost $550 more than the asphalt job.", more_by("costs", "Mrs. Greer", "asphalt", 550)),
         ("Mr. Abbott's roof was begun a week before Dr. Novak's.", more_by("dates", "Dr. Novak", "Mr. Abbott", 7)),
         ("Mrs. Greer's roof was the last one of the month.", highest("dates", "Mrs. Greer"))],
        numbers={"dates": [4, 11, 18, 25]}),

    # ---------------------------------------------------------------- 5 crossing guards
    Puzzle("crossing_guards_4x4",
        "Four crossing guards keep the children safe each morning at the corners around Maple Grove Elementary. "
        "Match each guard to the corner, the years of service and the time the shift starts.",
        [("guards", ["Gladys", "Herb", "Irma", "Walt"]),
         ("corners", ["Ash St.", "Birch Ave.", "Cedar Rd.", "Elm St."]),
         ("service (years)", ["3", "7", "11", "15"]),
         ("shifts", ["7:15am", "7:30am", "7:45am", "8:00am"])],
        [("The guard at Cedar Rd. has served 4 years longer than Irma.",
          more_by("service (years)", "Cedar Rd.", "Irma", 4)),
         ("Herb has been a crossing guard for the fewest years.", lowest("service (years)", "Herb")),
         ("The Birch Ave. guard starts 15 minutes after Gladys.", more_by("shifts", "Birch Ave.", "Gladys", 15)),
         ("Irma's shift starts the earliest.", lowest("shifts", "Irma")),
         ("Gladys starts half an hour before Herb.", more_by("shifts", "Herb", "Gladys", 30)),
         ("Either Walt or Herb works the corner at Elm St.", either("Elm St.", "Walt", "Herb")),
         ("The guard with 7 years of service starts sometime after the one with 11 years.",
          more("shifts", "7", "11"))]),

    # ---------------------------------------------------------------- 6 pinewood derby
    Puzzle("pinewood_derby_4x4",
        "Four Cub Scouts raced the cars they had built in the Pack 42 pinewood derby. Match each scout to his "
        "car, its weight and the place it finished.",
        [("scouts", ["Caleb", "Devin", "Lucas", "Owen"]),
         ("cars", ["Blue Streak", "Lightning", "Red Rocket", "Turbo"]),
         ("weights", ["4.2 oz", "4.4 oz", "4.6 oz", "4.8 oz"]),
         ("places", ["first", "second", "third", "fourth"])],
        [("The heaviest car finished one place behind Red Rocket.",
          _extreme_more_by("weights", True, "places", "Red Rocket", 1)),
         ("Lightning weighed 0.2 ounces less than Devin's car.", more_by("weights", "Devin", "Lightning", 0.2)),
         ("Lucas's car, Red Rocket, won the race.", all_of(same("Lucas", "Red Rocket"), same("Lucas", "first"))),
         ("The lightest car finished third.", _extreme_is("weights", False, "third")),
         ("Blue Streak came in last.", same("Blue Streak", "fourth")),
         ("Caleb's car was heavier than Lucas's.", more("weights", "Caleb", "Lucas"))]),

    # ================================================================ 4x5
    # ---------------------------------------------------------------- 7 radio telescopes
    Puzzle("radio_telescopes_4x5",
        "A popular astronomy magazine compared five radio telescopes in its March issue. Match each telescope "
        "to its site, the diameter of its dish and the year it was completed.",
        [("telescopes", ["Argus", "Corvus", "Hydra", "Lyra", "Orion"]),
         ("sites", ["Big Pine", "Cerro Tololo", "Mt. Hale", "Mt. Wren", "St. Croix"]),
         ("diameters (meters)", ["20", "30", "40", "50", "60"]),
         ("years", ["1961", "1968", "1975", "1982", "1989"])],
        [("The dish at St. Croix is 20 meters wider than Argus's.",
          more_by("diameters (meters)", "St. Croix", "Argus", 20)),
         ("The oldest telescope has the largest dish.", _extremes("years", False, "diameters (meters)", True)),
         ("Hydra was completed 14 years after the Mt. Hale telescope.", more_by("years", "Hydra", "Mt. Hale", 14)),
         ("Lyra and the 30-meter dish are, in some order, the Mt. Wren telescope and the one finished in 1982.",
          pair("Lyra", "30", "Mt. Wren", "1982")),
         ("The Big Pine telescope is newer than the Cerro Tololo one.", more("years", "Big Pine", "Cerro Tololo")),
         ("Lyra's dish is 10 meters wider than Argus's.", more_by("diameters (meters)", "Lyra", "Argus", 10)),
         ("Hydra, the newest telescope, has the smallest dish.",
          all_of(highest("years", "Hydra"), lowest("diameters (meters)", "Hydra"))),
         ("Orion was finished 14 years after Lyra.", more_by("years", "Orion", "Lyra", 14))]),
    # ---------------------------------------------------------------- 8 school board
    Puzzle("school_board_election_4x5",
        "Five candidates ran for two open seats on the Brookfield school board in November. Match each candidate "
        "to the occupation, the number of votes received and the candidate's position on the ballot.",
        [("candidates", ["Dr. Yates", "Mr. Dunbar", "Mrs. Ferris", "Ms. Kaur", "Rev. Moody"]),
         ("occupations", ["accountant", "nurse", "pharmacist", "retired teacher", "shop owner"]),
         ("votes", ["1,150", "1,450", "1,750", "2,050", "2,350"]),
         ("ballot positions", ["first", "second", "third", "fourth", "fifth"])],
        [("Mrs. Ferris, the retired teacher, received the most votes.",
          all_of(same("Mrs. Ferris", "retired teacher"), highest("votes", "Mrs. Ferris"))),
         ("The accountant finished 300 votes behind Rev. Moody.", more_by("votes", "Rev. Moody", "accountant", 300)),
         ("The candidate listed fifth on the ballot got 600 more votes than the accountant.",
          more_by("votes", "fifth", "accountant", 600)),
         ("Dr. Yates was listed one spot below Mrs. Ferris.",
          more_by("ballot positions", "Dr. Yates", "Mrs. Ferris", 1)),
         ("Of Mr. Dunbar and the nurse, one was listed first and the other received 1,750 votes.",
          pair("Mr. Dunbar", "nurse", "first", "1,750")),
         ("Rev. Moody was listed sometime before Ms. Kaur.", more("ballot positions", "Ms. Kaur", "Rev. Moody")),
         ("Dr. Yates got more votes than Ms. Kaur.", more("votes", "Dr. Yates", "Ms. Kaur")),
         ("The five candidates are Mr. Dunbar, the pharmacist, the one listed second, the candidate with 1,750 "
          "votes and Mrs. Ferris.", distinct("Mr. Dunbar", "pharmacist", "second", "1,750", "Mrs. Ferris"))]),

    # ---------------------------------------------------------------- 9 meteor watch
    Puzzle("meteor_watch_4x5",
        "Each month from January through May, a different member of the Hilltop Astronomy Club led a meteor watch "
        "at a different dark-sky site. Match each leader to the site, the month and the number of meteors the "
        "group counted.",
        [("leaders", ["Bianca", "Cyrus", "Delia", "Emmett", "Farah"]),
         ("sites", ["Crow Hill", "Dry Lake", "Fox Meadow", "Old Mill", "Pike Ridge"]),
         ("months", ["Jan.", "Feb.", "Mar.", "Apr.", "May"]),
         ("meteors", ["18", "24", "30", "36", "42"])],
        [("The Dry Lake watch counted the most meteors.", highest("meteors", "Dry Lake")),
         ("Emmett's watch was one month after Cyrus's.", more_by("months", "Emmett", "Cyrus", 1)),
         ("The May watch counted 6 fewer meteors than Cyrus's group.", more_by("meteors", "Cyrus", "May", 6)),
         ("Farah, who went to Fox Meadow, counted 12 more meteors than the May group.",
          all_of(same("Farah", "Fox Meadow"), more_by("meteors", "Farah", "May", 12))),
         ("The Crow Hill watch came 1 month before Bianca's.", more_by("months", "Bianca", "Crow Hill", 1)),
         ("Cyrus's group was not at Old Mill.", differ("Cyrus", "Old Mill")),
         ("The Fox Meadow watch was held the month after Bianca's.", more_by("months", "Fox Meadow", "Bianca", 1)),
         ("Emmett's group counted more meteors than Farah's.", more("meteors", "Emmett", "Farah"))]),

    # ---------------------------------------------------------------- 10 lamps
    Puzzle("antique_lamps_4x5",
        "Five customers each bought an old lamp at Crestwood Antiques last weekend. Match each customer to the "
        "style of lamp, the price paid and the year the lamp was made.",
        [("customers", ["Dr. Lowe", "Mr. Ames", "Mr. Sato", "Mrs. Hobbs", "Ms. Tran"]),
         ("lamps", ["Art Deco", "banker's", "hurricane", "Tiffany-style", "Victorian"]),
         ("prices", ["$85", "$110", "$135", "$160", "$185"]),
         ("years", ["1895", "1905", "1915", "1925", "1935"])],
        [("The Tiffany-style lamp was the most expensive.", highest("prices", "Tiffany-style")),
         ("The Art Deco lamp is 10 years newer than the banker's lamp.", more_by("years", "Art Deco", "banker's", 10)),
         ("Ms. Tran paid $25 more than Mrs. Hobbs.", more_by("prices", "Ms. Tran", "Mrs. Hobbs", 25)),
         ("The 1915 lamp cost $50 more than Mr. Ames's.", more_by("prices", "1915", "Mr. Ames", 50)),
         ("Dr. Lowe's lamp was made 10 years after Mr. Ames's.", more_by("years", "Dr. Lowe", "Mr. Ames", 10)),
         ("Mr. Sato paid less than anyone else.", lowest("prices", "Mr. Sato")),
         ("Either Ms. Tran or Mrs. Hobbs bought the Victorian lamp.", either("Victorian", "Ms. Tran", "Mrs. Hobbs")),
         ("Mrs. Hobbs's lamp was made 10 years after the Victorian one.",
          more_by("years", "Mrs. Hobbs", "Victorian", 10))]),

    # ---------------------------------------------------------------- 11 show jumping
    Puzzle("show_jumping_4x5",
        "Five riders jumped clear rounds in the junior jump-off at the Fairfield Horse Show. Match each rider to "
        "the horse, the horse's age and the time of the jump-off round.",
        [("riders", ["Abby", "Ben", "Chloe", "Dylan", "Emma"]),
         ("horses", ["Copper", "Jasper", "Maverick", "Nutmeg", "Willow"]),
         ("ages", ["7", "9", "11", "13", "15"]),
         ("times (seconds)", ["41.2", "42.5", "43.8", "45.1", "46.4"])],
        [("Nutmeg's round was 1.3 seconds quicker than Abby's.", more_by("times (seconds)", "Abby", "Nutmeg", 1.3)),
         ("Jasper's time was 2.6 seconds slower than Dylan's.", more_by("times (seconds)", "Jasper", "Dylan", 2.6)),
         ("Ben rode the youngest horse.", lowest("ages", "Ben")),
         ("Of Chloe and the rider on Willow, one rode the 15-year-old and the other clocked 43.8 seconds.",
          pair("Chloe", "Willow", "15", "43.8")),
         ("Emma's horse is 2 years older than Abby's.", more_by("ages", "Emma", "Abby", 2)),
         ("Copper was slower than Jasper.", more("times (seconds)", "Copper", "Jasper")),
         ("Chloe had the fastest time of the five.", lowest("times (seconds)", "Chloe")),
         ("The five riders are Abby, Chloe, the rider on Copper, the one whose horse is 13 years old and Dylan.",
          distinct("Abby", "Chloe", "Copper", "13", "Dylan"))]),

    # ---------------------------------------------------------------- 12 crater lakes
    Puzzle("crater_lakes_4x5",
        "A geography magazine profiled five crater lakes in five different countries. Match each lake to its "
        "country, its greatest depth and the elevation of its surface.",
        [("lakes", ["Ardan", "Belos", "Coralee", "Durn", "Eskar"]),
         ("countries", ["Chile", "Iceland", "Indonesia", "Italy", "Kenya"]),
         ("depths", ["120 ft", "210 ft", "300 ft", "390 ft", "480 ft"]),
         ("elevations", ["1,250 ft", "2,500 ft", "3,750 ft", "5,000 ft", "6,250 ft"])],
        [("The highest lake is also the shallowest.", _extremes("elevations", True, "depths", False)),
         ("The lake in Kenya is 90 feet deeper than Lake Durn.", more_by("depths", "Kenya", "Durn", 90)),
         ("Lake Eskar sits 1,250 feet higher than the lake in Italy.", more_by("elevations", "Eskar", "Italy", 1250)),
         ("Lake Ardan, which is in Iceland, lies lower than Lake Durn.",
          all_of(same("Ardan", "Iceland"), more("elevations", "Durn", "Ardan"))),
         ("The 210-foot-deep lake is in Indonesia.", same("210 ft", "Indonesia")),
         ("Lake Belos is deeper than Lake Ardan.", more("depths", "Belos", "Ardan")),
         ("Lake Belos sits higher than Lake Eskar.", more("elevations", "Belos", "Eskar"))]),

    # ---------------------------------------------------------------- 13 cold cases
    Puzzle("cold_case_files_4x5",
        "Five investigators in the Harbor City cold case unit each closed a different old case this spring. Match "
        "each investigator to the crime, the year it was committed and the month it was solved.",
        [("investigators", ["Det. Abara", "Det. Crane", "Lt. Frost", "Officer Mendez", "Sgt. Pruitt"]),
         ("crimes", ["arson", "bank job", "hit-and-run", "jewel heist", "kidnapping"]),
         ("years", ["1979", "1984", "1989", "1994", "1999"]),
         ("months", ["February", "March", "April", "May", "June"])],
        [("The oldest case was closed in April.", _extreme_is("years", False, "April")),
         ("The arson was committed 5 years after the hit-and-run.", more_by("years", "arson", "hit-and-run", 5)),
         ("Sgt. Pruitt solved a case 1 month after Det. Crane did.", more_by("months", "Sgt. Pruitt", "Det. Crane", 1)),
         ("The jewel heist was solved 1 month before Officer Mendez's case.",
          more_by("months", "Officer Mendez", "jewel heist", 1)),
         ("Of Lt. Frost and the investigator who closed the bank job, one solved the 1979 case and the other "
          "closed a case in March.", pair("Lt. Frost", "bank job", "1979", "March")),
         ("Det. Crane's case was the most recent crime of the five.", highest("years", "Det. Crane")),
         ("The 1989 case was solved sometime after the 1984 case.", more("months", "1989", "1984")),
         ("Neither Det. Abara nor Det. Crane worked the kidnapping.",
          neither("Det. Abara", "Det. Crane", "kidnapping")),
         ("Officer Mendez closed the hit-and-run case.", same("Officer Mendez", "hit-and-run"))]),

    # ---------------------------------------------------------------- 14 news anchors
    Puzzle("news_anchors_4x5",
        "Five local news anchors each host a different weekday newscast. Match each anchor to the station, the "
        "time slot and the average audience in the spring ratings.",
        [("anchors", ["Carla", "Dean", "Marisa", "Tobias", "Wendell"]),
         ("stations", ["KTRV", "KXLN", "WBKO", "WFTX", "WZMQ"]),
         ("slots", ["12 noon", "5:00pm", "6:00pm", "10:00pm", "11:00pm"]),
         ("viewers", ["150,000", "175,000", "200,000", "225,000", "250,000"])],
        [("Dean's show airs an hour after Tobias's.", more_by("slots", "Dean", "Tobias", 60)),
         ("The WFTX anchor has 25,000 fewer viewers than Marisa.", more_by("viewers", "Marisa", "WFTX", 25000)),
         ("Of Carla and the KTRV anchor, one airs at 6:00pm and the other draws 150,000 viewers.",
          pair("Carla", "KTRV", "6:00pm", "150,000")),
         ("Tobias, who works at KXLN, draws 50,000 more viewers than the 5:00pm anchor.",
          all_of(same("Tobias", "KXLN"), more_by("viewers", "Tobias", "5:00pm", 50000))),
         ("The WZMQ anchor is on the air at 12 noon.", same("WZMQ", "12 noon")),
         ("Carla's newscast draws the biggest audience.", highest("viewers", "Carla"))],
        numbers={"slots": [720, 1020, 1080, 1320, 1380]}),

    # ================================================================ 4x6
    # ---------------------------------------------------------------- 15 dams
    Puzzle("dam_projects_4x6",
        "A civil engineering society's calendar features six dams built across the West in the last century. "
        "Match each dam to its height, the year it was completed and the river it spans.",
        [("dams", ["Alder", "Blackrock", "Cutler", "Granite Falls", "Harlan", "Kestrel"]),
         ("heights (feet)", ["180", "240", "300", "360", "420", "480"]),
         ("years", ["1928", "1936", "1944", "1952", "1960", "1968"]),
         ("rivers", ["Bow", "Cedar", "Green", "Platte", "Salmon", "Snake"])],
        [("The tallest dam was finished 8 years after the Salmon River dam.",
          _extreme_more_by("heights (feet)", True, "years", "Salmon", 8)),
         ("Cutler Dam, the newest of the six, is also the shortest.",
          all_of(highest("years", "Cutler"), lowest("heights (feet)", "Cutler"))),
         ("The Bow River dam is 60 feet taller than Kestrel Dam.", more_by("heights (feet)", "Bow", "Kestrel", 60)),
         ("Of Alder Dam and the 240-foot dam, one spans the Green River and the other was built in 1928.",
          pair("Alder", "240", "Green", "1928")),
         ("Kestrel Dam was completed 16 years after Alder Dam.", more_by("years", "Kestrel", "Alder", 16)),
         ("The Snake River dam is 180 feet taller than Alder Dam.", more_by("heights (feet)", "Snake", "Alder", 180)),
         ("The dam on the Cedar River is taller than the Green River dam.", more("heights (feet)", "Cedar", "Green")),
         ("Harlan Dam is the oldest of the six.", lowest("years", "Harlan")),
         ("Blackrock Dam is taller than Granite Falls Dam.", more("heights (feet)", "Blackrock", "Granite Falls"))]),

    # ---------------------------------------------------------------- 16 spacewalks
    Puzzle("spacewalks_4x6",
        "Six crew members of the Meridian space station each made one spacewalk this year, one every other month "
        "from January to November. Match each astronaut to the month, the length of the spacewalk and the task.",
        [("astronauts", ["Capt. Shaw", "Cmdr. Okafor", "Col. Pierce", "Dr. Ivanova", "Dr. Mori", "Maj. Lund"]),
         ("months", ["January", "March", "May", "July", "September", "November"]),
         ("durations (hours)", ["5.5", "6.0", "6.5", "7.0", "7.5", "8.0"]),
         ("tasks", ["antenna repair", "battery swap", "camera install", "radiator check", "robot arm test",
                    "solar panel fix"])],
        [("The longest spacewalk was for the battery swap.", highest("durations (hours)", "battery swap")),
         ("Dr. Ivanova went out 2 months after Dr. Mori.", more_by("months", "Dr. Ivanova", "Dr. Mori", 2)),
         ("Col. Pierce made the last spacewalk of the year and also the shortest.",
          all_of(highest("months", "Col. Pierce"), lowest("durations (hours)", "Col. Pierce"))),
         ("The antenna repair lasted an hour longer than the September spacewalk.",
          more_by("durations (hours)", "antenna repair", "September", 1)),
         ("Cmdr. Okafor's spacewalk was half an hour shorter than Maj. Lund's.",
          more_by("durations (hours)", "Maj. Lund", "Cmdr. Okafor", 0.5)),
         ("Of Dr. Mori and the astronaut who fixed the solar panel, one went out in January and the other spent "
          "7 hours outside.", pair("Dr. Mori", "solar panel fix", "January", "7.0")),
         ("Capt. Shaw's spacewalk was 1.5 hours longer than Cmdr. Okafor's.",
          more_by("durations (hours)", "Capt. Shaw", "Cmdr. Okafor", 1.5)),
         ("The radiator check came 4 months before the antenna repair.",
          more_by("months", "antenna repair", "radiator check", 4)),
         ("Maj. Lund did not install the camera.", differ("Maj. Lund", "camera install"))],
        numbers={"months": [1, 3, 5, 7, 9, 11]}),

    # ---------------------------------------------------------------- 17 bestsellers
    Puzzle("bestseller_list_4x6",
        "Six novels made this week's bestseller list in the Carver Gazette. Match each novel to its author, its "
        "rank on the list and the number of weeks it has been on the list.",
        [("novels", ["Blue Harbor", "Cold Iron", "Last Light", "Paper Moon", "Salt & Smoke", "The Quiet Hour"]),
         ("authors", ["A. J. Moss", "Dana Crewe", "K. T. Olsen", "Lena Park", "R. L. Vance", "Tom Eades"]),
         ("ranks", ["1st", "2nd", "3rd", "4th", "5th", "6th"]),
         ("weeks", ["2", "5", "8", "11", "14", "17"])],
        [("The book with the fewest weeks on the list is ranked 1st.", _extreme_is("weeks", False, "1st")),
         ("Blue Harbor is ranked 1 spot ahead of K. T. Olsen's novel.",
          more_by("ranks", "K. T. Olsen", "Blue Harbor", 1)),
         ("Last Light has been on the list 3 weeks longer than The Quiet Hour.",
          more_by("weeks", "Last Light", "The Quiet Hour", 3)),
         ("Of Paper Moon and the Tom Eades book, one is ranked 5th and the other has been on the list for 8 weeks.",
          pair("Paper Moon", "Tom Eades", "5th", "8")),
         ("Dana Crewe's book has been on the list 3 weeks longer than R. L. Vance's.",
          more_by("weeks", "Dana Crewe", "R. L. Vance", 3)),
         ("A. J. Moss's novel is ranked higher than Lena Park's.", more("ranks", "Lena Park", "A. J. Moss")),
         ("Lena Park's book has been on the list 3 weeks longer than Paper Moon.",
          more_by("weeks", "Lena Park", "Paper Moon", 3)),
         ("Last Light has been on the list longer than any other book.", highest("weeks", "Last Light")),
         ("R. L. Vance is the author of Cold Iron.", same("R. L. Vance", "Cold Iron")),
         ("The Quiet Hour is ranked one spot ahead of Last Light.",
          more_by("ranks", "Last Light", "The Quiet Hour", 1)),
         ("Salt & Smoke has been on the list 3 weeks longer than Cold Iron.",
          more_by("weeks", "Salt & Smoke", "Cold Iron", 3))]),

    # ---------------------------------------------------------------- 18 diamonds
    Puzzle("diamond_auction_4x6",
        "Six loose diamonds went under the hammer at Pemberton's spring jewelry auction, each to a different "
        "buyer. Match each buyer to the cut, the carat weight and the winning bid.",
        [("buyers", ["Dr. Gill", "Mr. Duval", "Mr. Hume", "Mrs. Egan", "Mrs. Iqbal", "Ms. Faber"]),
         ("cuts", ["cushion", "emerald", "marquise", "oval", "pear", "princess"]),
         ("carats", ["0.75", "1.00", "1.25", "1.50", "1.75", "2.00"]),
         ("bids", ["$4,200", "$5,600", "$7,000", "$8,400", "$9,800", "$11,200"])],
        [("The highest bid was for the emerald-cut stone.", highest("bids", "emerald")),
         ("The heaviest diamond sold for $1,400 more than Ms. Faber's.",
          _extreme_more_by("carats", True, "bids", "Ms. Faber", 1400)),
         ("Mrs. Egan, who bought the princess cut, paid less than anyone else.",
          all_of(same("Mrs. Egan", "princess"), lowest("bids", "Mrs. Egan"))),
         ("The oval weighs a quarter carat less than the cushion.", more_by("carats", "cushion", "oval", 0.25)),
         ("Mr. Hume's stone is 0.5 carats heavier than the emerald.", more_by("carats", "Mr. Hume", "emerald", 0.5)),
         ("The $9,800 stone and the 1.75-carat stone went to Mrs. Iqbal and the marquise buyer, in some order.",
          pair("Mrs. Iqbal", "marquise", "$9,800", "1.75")),
         ("Mr. Duval paid $2,800 less than the buyer of the pear cut.", more_by("bids", "pear", "Mr. Duval", 2800)),
         ("The cushion was bought by either Mrs. Iqbal or Mr. Duval.", either("cushion", "Mrs. Iqbal", "Mr. Duval")),
         ("Mr. Duval's stone is the lightest.", lowest("carats", "Mr. Duval"))]),

    # ---------------------------------------------------------------- 19 earthquakes
    Puzzle("historic_earthquakes_4x6",
        "Students in a seismology class each reported on one of six historic earthquakes, each named for the town "
        "nearest its epicenter. Match each quake to the year it struck, its magnitude and its depth.",
        [("quakes", ["Alta Vista", "Bell Harbor", "Coldwater", "Dry Creek", "Elm Point", "Fort Rowe"]),
         ("years", ["1906", "1923", "1940", "1957", "1974", "1991"]),
         ("magnitudes", ["6.1", "6.4", "6.7", "7.0", "7.3", "7.6"]),
         ("depths (km)", ["10", "15", "20", "25", "30", "35"])],
        [("The most recent quake was also the strongest.", _extremes("years", True, "magnitudes", True)),
         ("The Alta Vista quake had a magnitude 0.3 higher than the Elm Point quake.",
          more_by("magnitudes", "Alta Vista", "Elm Point", 0.3)),
         ("The deepest quake struck 34 years after the Elm Point quake.",
          _extreme_more_by("depths (km)", True, "years", "Elm Point", 34)),
         ("The 1906 quake was 5 km deeper than the Fort Rowe quake.", more_by("depths (km)", "1906", "Fort Rowe", 5)),
         ("The Bell Harbor quake and the one 15 km deep were the 1906 quake and the 7.3 quake, though not "
          "necessarily in that order.",
          pair("Bell Harbor", "15", "1906", "7.3")),
         ("The Dry Creek quake was the weakest of the six.", lowest("magnitudes", "Dry Creek")),
         ("The Elm Point quake struck 17 years before the Alta Vista quake.",
          more_by("years", "Alta Vista", "Elm Point", 17)),
         ("The Elm Point quake was 10 km shallower than the Bell Harbor quake.",
          more_by("depths (km)", "Bell Harbor", "Elm Point", 10)),
         ("The six quakes are Alta Vista, Bell Harbor, the 1957 quake, the one 20 km deep, Coldwater and the 6.7 "
          "quake.", distinct("Alta Vista", "Bell Harbor", "1957", "20", "Coldwater", "6.7"))]),

    # ---------------------------------------------------------------- 20 mountain passes
    Puzzle("mountain_passes_4x6",
        "A road atlas lists six mountain passes that are closed by snow each winter. Match each pass to its "
        "elevation, the month it reopened this year and the length of the road over it.",
        [("passes", ["Aspen", "Bighorn", "Cinder", "Dutch", "Eagle", "Fremont"]),
         ("elevations", ["8,500 ft", "9,000 ft", "9,500 ft", "10,000 ft", "10,500 ft", "11,000 ft"]),
         ("months", ["Mar.", "Apr.", "May", "June", "July", "Aug."]),
         ("lengths (miles)", ["12", "15", "18", "21", "24", "27"])],
        [("Cinder Pass, the lowest of the six, also has the longest road.",
          all_of(lowest("elevations", "Cinder"), highest("lengths (miles)", "Cinder"))),
         ("The pass that reopened in June is 500 feet higher than Aspen Pass.",
          more_by("elevations", "June", "Aspen", 500)),
         ("The 18-mile pass sits 1,500 feet below Dutch Pass.", more_by("elevations", "Dutch", "18", 1500)),
         ("Of Aspen Pass and the 24-mile road, one reopened in May and the other tops out at 10,000 ft.",
          pair("Aspen", "24", "May", "10,000 ft")),
         ("Bighorn Pass is 3 miles longer than Dutch Pass.", more_by("lengths (miles)", "Bighorn", "Dutch", 3)),
         ("Bighorn Pass is the highest of the six.", highest("elevations", "Bighorn")),
         ("Eagle Pass reopened 1 month after Cinder Pass.", more_by("months", "Eagle", "Cinder", 1)),
         ("Eagle Pass sits 500 feet higher than Cinder Pass.", more_by("elevations", "Eagle", "Cinder", 500)),
         ("Dutch Pass was the last to reopen.", highest("months", "Dutch"))]),
)
PUZZLES = {p.name: p for p in _PUZZLES}
