"""What each clue of the thirty-third batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the thirty-third author was asked for, written apart from pylogic's reader in the
manner of the other sources users paste from, on themes new to the set.

Eight are Einstein or "zebra" puzzles as Brainzilla, Puzzle Prime and Logic-Puzzles.com print them: a row of
boathouses, lock-keepers' cottages, street-food vans, practice rooms, dockside warehouses, museum display
cases, driving-range bays or easels, the position category's values 1 to 4, 1 to 5 or the ordinal words
"first" to "fourth", numbered from the left, with two to four further categories; sizes 5x5, 4x4, 5x4, 5x5,
4x5, 4x5, 5x4 and 4x4 (categories x values, counting the position category). Their clues are in the sites'
varied wordings: "immediately to the left of", "immediately to the right of", "next to", "next door to",
"somewhere to the right of", "somewhere to the left of", "somewhere between", "directly between", "in the
middle room", "at one of the ends", "in one of the end boathouses", "does not fly at either end of the row",
"is not painted next to", "farther from the top lock than", "closer to the top lock than", together with the
grid families below (titles "Capt. Moss", "Rev. Doyle", "Chef Novak"; "Mo's Grill", "Crane & Co.", "Harker
Ltd.", "3-wood", "$4.50", "$3,475", "12 noon", "buckets (balls)", "the 60-ball bucket", "the blue-doored
boathouse", "The 1880 one", "75 cents less", "two hours after", "twice as many balls", "18 years after").

Twelve are grids in the manner of Kevin Stone's and Brainzilla's grids and puzzle magazines: one of 3x4, two
of 4x4, six of 4x5 and three of 4x6 (cupcake orders, ice-rink lessons, seed-catalog orders, volunteer
firefighters, hiking boots, museum donors, chemistry lab reports, police shift starts, ski resort openings,
regional airports, science-museum exhibits, steam locomotives). The families they use: months as an ordered
category in full ("February" ... "October", every other month) and abbreviated ("Jan.", "Feb."); day dates
with week offsets ("April 5th", "May 3rd", "November 28th", "a week before", "3 weeks after"); titles before
names ("Mrs. Quinn", "Lt. Osei", "Chief Ames", "Det. Marsh", "Officer Chen", "Judge Lyle", "Prof. Gant",
"Coach Ito") and bare surname values named with a title ("Bray" as "Mr. Bray", "Coyle" as "Mrs. Coyle");
values with periods, apostrophes and symbols ("Mt. Kellan", "St. Bede", "Hawk's Nest", "Kerr's", "O'Brien",
"Baird & Co.", "Vantage Inc.", "Light & Color", "K-9", "B+", "A-", "55%", "Summit-Pro", "Car 31"); a
capitalised word beside a value ("Orton Station", "Ardmore Field", "Bixby Regional", "Fenton Intl.", "Cole
County", "Grange Airpark", "Dahl Municipal"); thousands separators and decimals ("$450,000", "1,400 more
visitors", "5,500 ft", "2.7 million", "$164.95", "0.3 pounds", "300,000 fewer passengers", "0.6 million more");
the verb or adjective naming the ordered category ("costs $30 more", "weighs 0.3 pounds less", "stands 450
feet lower", "was built 20 years after", "is 5 mph faster", "has served 5 years longer", "drew 700 more
visitors", "opened 2 months after", "is six years older", "charges more", "outscored"); spelled ordinals
("ranked sixth", "one place behind"); amounts in unit words the values do not print ("7 points higher", "50
cents less", "$1.00 more", "14 more calls", "four hours after", "an hour after"); category names with units
("service (years)", "weights (pounds)", "speeds (mph)"); times with words ("12 noon", "midnight", "9 am",
"1:30 pm"); values named by a part that fits one value only ("the caramel cupcakes", "the dinosaur exhibit");
hyphenated forms ("the 5,050-foot resort", "the 50-mph engine", "the 60-ball bucket"); "the X one" ("the
Volcanoes one", "the lemon ones"); number words ("two months", "four hours", "six years"); lists ("The five
firefighters are ...", "The six engines are ..."); "Of A and B, one ... and the other ..."; "Either ... or
..."; "Neither ... nor ..."; superlatives ("the busiest of the six", "the newest terminal", "the heaviest
boot is also the most expensive", "the cheapest day pass is at the last resort to open"); relative clauses
and appositives ("Jonah, who is learning the salchow, ...", "Lt. Osei, the newest member of the company,
...", "The Bremond box, which plays Swan Lake, ...", "The Ridgeback, made by Fell's, ..."); possessives and
negations.

The conventions the predicates assume. Positions: "next to" and "next door to" are positions differing by
one; "immediately to the left of" is one smaller and "immediately to the right of" one larger; "somewhere to
the left of" is any smaller position and "somewhere to the right of" any larger; "somewhere between A and B"
is strictly between; "directly between A and B" is one more than one of them and one less than the other; "in
the middle" is position 3 of 5; "at one of the ends" and "one of the
end ..." are the first or the last position, and "does not fly at either end" neither; "X is not next to Y"
is two different rows not one apart; in the lock cottages, whose intro says cottage 1 is nearest the top
lock and cottage 4 farthest, "farther from the top lock" is the larger cottage number and "closer to" the
smaller. Logic words: "Either A or B is C" means C is exactly one of A and B; "Neither A nor B is C" and
"The five ... are A, B, C, D and E" are all different rows; "Of A and B, one is P and the other Q" means A
and B are two rows that are P and Q in some order; two things compared are two different rows. Orders and
amounts: a price, fee, value, gift, weight, elevation, count, score, year, speed or service length counts as
the number it prints (``brute_force.number_of``), an ordinal word and an abbreviated month as its place in
its category; the donors' months (every other month, February to October) count as month numbers 2 to 10,
so "4 months after" is two places on; day dates count as days of a count that runs on through the months
(April 5th is 5 and May 3rd 33; November 21st is 21 and December 5th 35), "a week" is 7 days and "3 weeks"
21; clock times: the practice rooms' "9 am" to "1 pm" are the hours 9 to 13 and "12 noon" is 12; the ice
rink's times are minutes of the day ("12 noon" is 720, "an hour" 60 minutes, "four hours" 240); the police
shifts run "between 8 am and midnight", so "midnight" is the hour 24, the latest; "before", "earlier" and
"sometime before" a month, date or time are the smaller one, "the first to open" and "the earliest" the
smallest, "the last" the largest; "older" and "the oldest" of years built or opened are the earlier year,
"newer" and "the newest" the later, and "the newest member of the company" has the fewest years of service;
"300,000 fewer passengers" and "600,000 more" are 0.3 and 0.6 of the values' millions; "75 cents less" and
"50 cents less" are 0.75 and 0.5 dollars; "points" on the quiz are percentage points; "twice as many balls"
is a factor of 2; "ranked one place behind" and "ranked last" are the next larger and the largest ordinal;
the letter grades are never compared. A relative clause or appositive that states a grid fact is encoded.
Each lists its categories and sentences exactly as its ``puzzles/NAME.clues`` prints them;
``brute_force.solutions`` proves each answer unique and each clue needed (without any one of them the
puzzle has several solutions).
"""

from __future__ import annotations

from bench.handwritten.brute_force import Predicate, Puzzle
from bench.handwritten.predicates import (
    all_of,
    between,
    differ,
    directly_between,
    distinct,
    either,
    highest,
    lowest,
    more,
    more_by,
    negated,
    neither,
    next_to,
    one_of,
    pair,
    same,
    times_as_much,
)


def _not_next_to(category: str, x: str, y: str) -> Predicate:
    """x and y are two different rows whose numbers in ``category`` do not differ by one ("The portrait
    was not painted next to the lilies")."""
    return all_of(differ(x, y), negated(next_to(category, x, y)))


def _row(accessor, category: str, top: bool) -> int:
    """The row with the highest (``top``) or lowest number in ``category``."""
    return accessor.row_with_highest(category) if top else accessor.row_with_lowest(category)


def _extremes(category: str, top: bool, other: str, other_top: bool) -> Predicate:
    """The row with the highest (``top``) or lowest number in ``category`` is the row with the highest
    (``other_top``) or lowest number in ``other`` ("The heaviest boot is also the most expensive")."""
    return lambda accessor: _row(accessor, category, top) == _row(accessor, other, other_top)


def _extreme_is(category: str, top: bool, value: str) -> Predicate:
    """The row with the highest (``top``) or lowest number in ``category`` holds ``value`` ("The airport
    with the newest terminal ranked second")."""
    return lambda accessor: _row(accessor, category, top) == accessor(value)


def _extreme_more_by(ranking: str, top: bool, category: str, other: str, amount: float) -> Predicate:
    """The row with the highest (``top``) or lowest number in ``ranking`` has ``other``'s number in
    ``category`` plus ``amount`` ("The fastest engine was built 5 years after St. Bede")."""
    def holds(accessor) -> bool:
        row = _row(accessor, ranking, top)
        return abs(accessor.number(category, row) - accessor.number(category, accessor(other)) - amount) < 1e-9
    return holds


def _extreme_at_end(ranking: str, top: bool, category: str) -> Predicate:
    """The row with the highest (``top``) or lowest number in ``ranking`` is at the first or the last
    position of ``category`` ("The priciest dish is sold at one of the ends of the row")."""
    def holds(accessor) -> bool:
        row = _row(accessor, ranking, top)
        return row in (accessor.row_with_lowest(category), accessor.row_with_highest(category))
    return holds


_NEXT_TO = '"Next to" means immediately beside.'

_PUZZLES = (
    # ================================================================ house puzzles
    # ---------------------------------------------------------------- 1 boathouses
    Puzzle("boathouse_row_5x5",
        "Five boathouses stand side by side on the bank of the River Wend, numbered 1 to 5 from left to right. "
        "Each belongs to a different owner, has its door painted a different colour, shelters a different boat "
        "and flies a different pennant. " + _NEXT_TO,
        [("boathouses", ["1", "2", "3", "4", "5"]),
         ("owners", ["Capt. Moss", "Dr. Quill", "Mr. Pratt", "Mrs. Yates", "Ms. Odell"]),
         ("doors", ["blue", "green", "red", "white", "yellow"]),
         ("boats", ["canoe", "dinghy", "kayak", "punt", "skiff"]),
         ("pennants", ["anchor", "compass", "gull", "star", "trident"])],
        [("Capt. Moss's boathouse is immediately to the left of the one with the red door.",
          more_by("boathouses", "red", "Capt. Moss", 1)),
         ("The kayak is kept in the middle boathouse.", same("kayak", "boathouses:3")),
         ("The punt is kept in one of the end boathouses.", one_of("punt", "boathouses:1", "boathouses:5")),
         ("Mr. Pratt's boathouse is somewhere to the right of the kayak's.", more("boathouses", "Mr. Pratt", "kayak")),
         ("The boathouse flying the gull pennant has a green door.", same("gull", "green")),
         ("The blue-doored boathouse is directly between the one flying the star and Mr. Pratt's.",
          directly_between("boathouses", "blue", "star", "Mr. Pratt")),
         ("The skiff is kept next to the punt.", next_to("boathouses", "skiff", "punt")),
         ("The anchor pennant flies over the white door.", same("anchor", "white")),
         ("Either Ms. Odell or Dr. Quill owns the canoe.", either("canoe", "Ms. Odell", "Dr. Quill")),
         ("The trident pennant does not fly at either end of the row.",
          negated(one_of("trident", "boathouses:1", "boathouses:5"))),
         ("Boathouse 5 has a yellow door.", same("boathouses:5", "yellow")),
         ("Dr. Quill's boathouse is next to Capt. Moss's.", next_to("boathouses", "Dr. Quill", "Capt. Moss")),
         ("The skiff is kept behind a white door.", same("skiff", "white")),
         ("Mrs. Yates's boathouse is somewhere to the left of Dr. Quill's.",
          more("boathouses", "Dr. Quill", "Mrs. Yates"))]),

    # ---------------------------------------------------------------- 2 lock cottages
    Puzzle("lock_cottages_4x4",
        "Four lock-keepers' cottages line the towpath below Hatton Locks, numbered 1 to 4 from left to right; "
        "cottage 1 stands nearest the top lock and cottage 4 farthest from it. Each is home to a different "
        "keeper, has window boxes of a different flower and a different pet. " + _NEXT_TO,
        [("cottages", ["1", "2", "3", "4"]),
         ("keepers", ["Miss Lowe", "Mr. Hobbs", "Mr. Tate", "Mrs. Pike"]),
         ("flowers", ["geraniums", "lobelia", "pansies", "petunias"]),
         ("pets", ["cat", "goat", "parrot", "terrier"])],
        [("The goat lives in the first cottage.", same("goat", "cottages:1")),
         ("Mrs. Pike lives next door to the goat's owner.", next_to("cottages", "Mrs. Pike", "goat")),
         ("The cottage with petunias is immediately to the right of the one with geraniums.",
          more_by("cottages", "petunias", "geraniums", 1)),
         ("The terrier's owner doesn't grow lobelia.", differ("terrier", "lobelia")),
         ("Mr. Hobbs lives farther from the top lock than Mrs. Pike.", more("cottages", "Mr. Hobbs", "Mrs. Pike")),
         ("Mr. Tate grows pansies.", same("Mr. Tate", "pansies")),
         ("The cat lives next to the parrot.", next_to("cottages", "cat", "parrot")),
         ("Mr. Hobbs lives somewhere to the left of the parrot.", more("cottages", "parrot", "Mr. Hobbs")),
         ("Mr. Tate lives closer to the top lock than Miss Lowe.", more("cottages", "Miss Lowe", "Mr. Tate"))]),

    # ---------------------------------------------------------------- 3 food vans
    Puzzle("food_van_row_5x4",
        "Four street-food vans are parked in a row along Quay Street for the Friday night market, numbered 1 to 4 "
        "from left to right. Each is run by a different chef, trades under a different name, serves a different "
        "dish and charges a different price for it. " + _NEXT_TO,
        [("vans", ["1", "2", "3", "4"]),
         ("chefs", ["Chef Alves", "Chef Brody", "Chef Iqbal", "Chef Novak"]),
         ("names", ["Bun Bus", "Mo's Grill", "Nana's Kitchen", "Tapa Loco"]),
         ("dishes", ["bao buns", "churros", "falafel", "tacos"]),
         ("prices", ["$4.50", "$5.25", "$6.00", "$6.75"])],
        [("Mo's Grill is parked immediately to the left of the van selling falafel.",
          more_by("vans", "falafel", "Mo's Grill", 1)),
         ("The tacos cost 75 cents less than the falafel.", more_by("prices", "falafel", "tacos", 0.75)),
         ("The priciest dish is sold at one of the ends of the row.", _extreme_at_end("prices", True, "vans")),
         ("Chef Brody's van is somewhere to the right of Nana's Kitchen.",
          more("vans", "Chef Brody", "Nana's Kitchen")),
         ("Chef Novak charges $6.00.", same("Chef Novak", "$6.00")),
         ("Bun Bus sells the bao buns.", same("Bun Bus", "bao buns")),
         ("Either Chef Alves or Chef Iqbal sells tacos.", either("tacos", "Chef Alves", "Chef Iqbal")),
         ("The van charging $4.50 is next to Bun Bus.", next_to("vans", "$4.50", "Bun Bus")),
         ("The churros cost more than the bao buns.", more("prices", "churros", "bao buns")),
         ("Chef Alves is parked somewhere between Chef Novak and Chef Iqbal.",
          between("vans", "Chef Alves", "Chef Novak", "Chef Iqbal"))]),

    # ---------------------------------------------------------------- 4 practice rooms
    Puzzle("practice_rooms_5x5",
        "Five music students have each booked one of the practice rooms along the top corridor of the Conservatoire "
        "for Saturday, numbered 1 to 5 from left to right. Each plays a different instrument, is working on a "
        "different composer and has booked a different start time. " + _NEXT_TO,
        [("rooms", ["1", "2", "3", "4", "5"]),
         ("students", ["Abel", "Bryony", "Cosmo", "Delphine", "Ewan"]),
         ("instruments", ["cello", "flute", "harp", "oboe", "viola"]),
         ("composers", ["Bach", "Chopin", "Debussy", "Elgar", "Haydn"]),
         ("times", ["9 am", "10 am", "11 am", "12 noon", "1 pm"])],
        [("The cellist practises in the middle room.", same("cello", "rooms:3")),
         ("The student working on Debussy is immediately to the left of the cellist.",
          more_by("rooms", "cello", "Debussy", 1)),
         ("The oboist starts two hours after the cellist.", more_by("times", "oboe", "cello", 2)),
         ("Bryony's room is at one of the ends.", one_of("Bryony", "rooms:1", "rooms:5")),
         ("The harpist is the last to start.", highest("times", "harp")),
         ("Ewan plays the viola.", same("Ewan", "viola")),
         ("The student playing Elgar is somewhere to the right of the one playing Haydn.",
          more("rooms", "Elgar", "Haydn")),
         ("Abel starts earlier than anyone else.", lowest("times", "Abel")),
         ("Delphine's room is directly between Cosmo's and Abel's.",
          directly_between("rooms", "Delphine", "Cosmo", "Abel")),
         ("The flautist is working on Chopin.", same("flute", "Chopin")),
         ("Of Cosmo and the student in room 5, one plays the oboe and the other starts at 10 am.",
          pair("Cosmo", "rooms:5", "oboe", "10 am")),
         ("Neither Abel nor Ewan is playing Haydn.", neither("Abel", "Ewan", "Haydn")),
         ("The student working on Bach starts the earliest.", lowest("times", "Bach"))],
        numbers={"times": [9, 10, 11, 12, 13]}),

    # ---------------------------------------------------------------- 5 warehouses
    Puzzle("dockside_warehouses_4x5",
        "Five old brick warehouses stand in a row along Salt Quay, numbered 1 to 5 from left to right. Each was "
        "built in a different year, is now let to a different firm and stores a different cargo. " + _NEXT_TO,
        [("warehouses", ["1", "2", "3", "4", "5"]),
         ("years", ["1868", "1874", "1880", "1886", "1892"]),
         ("firms", ["Crane & Co.", "Harker Ltd.", "Marsh Bros.", "Pell Inc.", "Voss & Sons"]),
         ("cargoes", ["coffee", "cotton", "rum", "tea", "timber"])],
        [("The oldest warehouse is immediately to the left of the one that stores rum.",
          lambda accessor: accessor.number("warehouses", accessor("rum"))
          == accessor.number("warehouses", accessor.row_with_lowest("years")) + 1),
         ("The rum warehouse was built 18 years after the coffee warehouse.",
          more_by("years", "rum", "coffee", 18)),
         ("Crane & Co. rents the newest warehouse.", highest("years", "Crane & Co.")),
         ("Harker Ltd. is at one of the ends.", one_of("Harker Ltd.", "warehouses:1", "warehouses:5")),
         ("The tea warehouse was built 6 years before the one Voss & Sons rent.",
          more_by("years", "Voss & Sons", "tea", 6)),
         ("Marsh Bros. is somewhere to the left of Pell Inc.", more("warehouses", "Pell Inc.", "Marsh Bros.")),
         ("Warehouse 5 stores cotton.", same("warehouses:5", "cotton")),
         ("The 1880 one stores timber.", same("1880", "timber")),
         ("Voss & Sons' warehouse is directly between Crane & Co.'s and Harker Ltd.'s.",
          directly_between("warehouses", "Voss & Sons", "Crane & Co.", "Harker Ltd."))]),

    # ---------------------------------------------------------------- 6 display cases
    Puzzle("display_cases_4x5",
        "Five glass display cases stand in a row along the east wall of the Tillbury Museum's music room, numbered "
        "1 to 5 from left to right. Each holds an antique music box by a different maker that plays a different "
        "tune and was appraised at a different value. " + _NEXT_TO,
        [("cases", ["1", "2", "3", "4", "5"]),
         ("makers", ["Bremond", "Paillard", "Reuge", "Thorens", "Ullmann"]),
         ("tunes", ["Danny Boy", "Edelweiss", "Greensleeves", "Moon River", "Swan Lake"]),
         ("values", ["$1,640", "$2,150", "$2,900", "$3,475", "$4,200"])],
        [("The most valuable music box is immediately to the left of the Bremond box.",
          lambda accessor: accessor.number("cases", accessor("Bremond"))
          == accessor.number("cases", accessor.row_with_highest("values")) + 1),
         ("The Bremond box, which plays Swan Lake, is in the middle case.",
          all_of(same("Bremond", "Swan Lake"), same("Bremond", "cases:3"))),
         ("The box that plays Moon River is worth $750 less than the Greensleeves box.",
          more_by("values", "Greensleeves", "Moon River", 750)),
         ("The Reuge box is next to the Thorens box.", next_to("cases", "Reuge", "Thorens")),
         ("The Danny Boy box is somewhere to the right of the Edelweiss box.", more("cases", "Danny Boy", "Edelweiss")),
         ("The $3,475 box is in case 4.", same("$3,475", "cases:4")),
         ("The Paillard box is at one of the ends.", one_of("Paillard", "cases:1", "cases:5")),
         ("The Thorens box plays Greensleeves.", same("Thorens", "Greensleeves")),
         ("The Paillard box is somewhere to the right of the Thorens box.", more("cases", "Paillard", "Thorens"))]),

    # ---------------------------------------------------------------- 7 driving range
    Puzzle("driving_range_bays_5x4",
        "Four golfers are practising side by side in bays 1 to 4 of the Larkhill driving range, numbered from left "
        "to right. Each is hitting a different club, has bought a different size of bucket and is wearing a cap of "
        "a different colour. " + _NEXT_TO,
        [("bays", ["1", "2", "3", "4"]),
         ("golfers", ["Dr. Onslow", "Mr. Kaye", "Mrs. Fenn", "Rev. Doyle"]),
         ("clubs", ["3-wood", "7-iron", "driver", "sand wedge"]),
         ("buckets (balls)", ["40", "60", "80", "100"]),
         ("caps", ["black", "orange", "teal", "white"])],
        [("Rev. Doyle is in the bay immediately to the left of Dr. Onslow.",
          more_by("bays", "Dr. Onslow", "Rev. Doyle", 1)),
         ("The golfer hitting the driver has 20 more balls than the one with the 3-wood.",
          more_by("buckets (balls)", "driver", "3-wood", 20)),
         ("The golfer in the white cap bought the smallest bucket.", lowest("buckets (balls)", "white")),
         ("The golfer with the 7-iron is next to the golfer in teal.", next_to("bays", "7-iron", "teal")),
         ("Mrs. Fenn has twice as many balls as Rev. Doyle.",
          times_as_much("buckets (balls)", "Mrs. Fenn", "Rev. Doyle", 2)),
         ("Dr. Onslow bought the biggest bucket.", highest("buckets (balls)", "Dr. Onslow")),
         ("Neither Mr. Kaye nor Mrs. Fenn is wearing black.", neither("Mr. Kaye", "Mrs. Fenn", "black")),
         ("The orange cap is in bay 4.", same("orange", "bays:4")),
         ("The 60-ball bucket is not in bay 1.", differ("60", "bays:1")),
         ("Of Mrs. Fenn and the golfer in bay 3, one is hitting the driver and the other wears black.",
          pair("Mrs. Fenn", "bays:3", "driver", "black"))]),

    # ---------------------------------------------------------------- 8 easels
    Puzzle("painting_class_easels_4x4",
        "Four students sat at easels in a row at Thursday's painting class, the easels numbered first to fourth "
        "from left to right. Each painted a different subject in a different medium. " + _NEXT_TO,
        [("easels", ["first", "second", "third", "fourth"]),
         ("painters", ["Dr. Penn", "Mr. Birch", "Mrs. Lyle", "Ms. Ashe"]),
         ("subjects", ["barn", "harbor", "lilies", "portrait"]),
         ("media", ["charcoal", "gouache", "oils", "watercolor"])],
        [("The student painting lilies sat at one of the ends.", one_of("lilies", "first", "fourth")),
         ("Mrs. Lyle sat immediately to the left of the charcoal artist.",
          more_by("easels", "charcoal", "Mrs. Lyle", 1)),
         ("The harbor scene was painted in oils.", same("harbor", "oils")),
         ("The portrait was not painted next to the lilies.", _not_next_to("easels", "portrait", "lilies")),
         ("The watercolor painter sat next to the one working in oils.", next_to("easels", "watercolor", "oils")),
         ("Either Ms. Ashe or Dr. Penn painted the portrait.", either("portrait", "Ms. Ashe", "Dr. Penn")),
         ("Dr. Penn sat at the first easel.", same("Dr. Penn", "first")),
         ("The barn was painted at the fourth easel.", same("barn", "fourth"))]),

    # ================================================================ grids
    # ---------------------------------------------------------------- 9 cupcakes
    Puzzle("cupcake_orders_3x4",
        "Four customers of the Sugar Loaf Bakery each ordered a dozen cupcakes to be picked up on a different "
        "Saturday this spring. Match each customer to the flavor and the pickup date.",
        [("customers", ["Bray", "Coyle", "Dunn", "Eames"]),
         ("flavors", ["lemon", "red velvet", "salted caramel", "vanilla"]),
         ("dates", ["April 5th", "April 12th", "April 26th", "May 3rd"])],
        [("Mrs. Coyle's order will be picked up a week before the red velvet cupcakes.",
          more_by("dates", "red velvet", "Coyle", 7)),
         ("Ms. Dunn's cupcakes are due 3 weeks after Mr. Eames's.", more_by("dates", "Dunn", "Eames", 21)),
         ("The caramel cupcakes will be picked up sometime after the lemon ones.",
          more("dates", "salted caramel", "lemon")),
         ("The vanilla cupcakes are for the last pickup.", highest("dates", "vanilla"))],
        numbers={"dates": [5, 12, 26, 33]}),

    # ---------------------------------------------------------------- 10 ice rink
    Puzzle("ice_rink_lessons_4x4",
        "Four young figure skaters each have a private lesson at the Glenview Ice Rink on Saturday, each with a "
        "different coach. Match each skater to the coach, the lesson time and the jump being practised.",
        [("skaters", ["Ava", "Jonah", "Mila", "Theo"]),
         ("coaches", ["Coach Berg", "Coach Duval", "Coach Ito", "Coach Reyes"]),
         ("times", ["9:30 am", "11:00 am", "12 noon", "1:30 pm"]),
         ("jumps", ["axel", "flip", "lutz", "salchow"])],
        [("Coach Ito's lesson starts an hour after Theo's.", more_by("times", "Coach Ito", "Theo", 60)),
         ("Jonah, who is learning the salchow, skates before Coach Duval's pupil.",
          all_of(same("Jonah", "salchow"), more("times", "Coach Duval", "Jonah"))),
         ("The lutz lesson is at 12 noon.", same("lutz", "12 noon")),
         ("Either Ava or Theo is practising the flip.", either("flip", "Ava", "Theo")),
         ("Coach Reyes's lesson is four hours after Coach Berg's.", more_by("times", "Coach Reyes", "Coach Berg", 240)),
         ("Mila's lesson is later than Ava's.", more("times", "Mila", "Ava"))],
        numbers={"times": [570, 660, 720, 810]}),

    # ---------------------------------------------------------------- 11 seed orders
    Puzzle("seed_catalog_orders_4x4",
        "Four members of the Millbrook Garden Club each mailed off a seed order in a different month early this "
        "year. Match each gardener to the month, the seeds ordered and the price paid per packet.",
        [("gardeners", ["Dr. Amos", "Miss Frye", "Mr. Lodge", "Mrs. Quinn"]),
         ("months", ["Jan.", "Feb.", "Mar.", "Apr."]),
         ("seeds", ["kale", "sweet peas", "tomatoes", "zinnias"]),
         ("prices", ["$2.25", "$2.75", "$3.25", "$3.75"])],
        [("The zinnia seeds cost 50 cents less than the kale.", more_by("prices", "kale", "zinnias", 0.5)),
         ("Miss Frye ordered in Jan., two months before Dr. Amos.",
          all_of(same("Miss Frye", "Jan."), more_by("months", "Dr. Amos", "Miss Frye", 2))),
         ("The most expensive packets were ordered first.", _extremes("prices", True, "months", False)),
         ("Mrs. Quinn's seeds cost $1.00 more than Dr. Amos's.", more_by("prices", "Mrs. Quinn", "Dr. Amos", 1)),
         ("The sweet peas were ordered in Feb.", same("sweet peas", "Feb.")),
         ("Neither Dr. Amos nor Miss Frye bought kale.", neither("Dr. Amos", "Miss Frye", "kale"))]),

    # ---------------------------------------------------------------- 12 firefighters
    Puzzle("volunteer_firefighters_4x5",
        "Five volunteer firefighters of the Pine Hollow Fire Company were honored at this year's awards dinner, "
        "each from a different station. Match each firefighter to the station, the years of service and the "
        "number of calls answered last year.",
        [("firefighters", ["Capt. Varga", "Chief Ames", "Lt. Osei", "Lt. Rourke", "Sgt. Pike"]),
         ("stations", ["Dunmore", "Kelby", "Nash", "Orton", "Wyle"]),
         ("service (years)", ["4", "9", "14", "19", "24"]),
         ("calls", ["38", "45", "52", "59", "66"])],
        [("The firefighter from Orton Station has served 5 years longer than Chief Ames.",
          more_by("service (years)", "Orton", "Chief Ames", 5)),
         ("Lt. Osei, the newest member of the company, answered more calls than Sgt. Pike.",
          all_of(lowest("service (years)", "Lt. Osei"), more("calls", "Lt. Osei", "Sgt. Pike"))),
         ("The firefighter with 14 years of service answered the fewest calls.", lowest("calls", "14")),
         ("Of Capt. Varga and the Nash firefighter, one answered 45 calls and the other has served 4 years.",
          pair("Capt. Varga", "Nash", "45", "4")),
         ("Chief Ames answered 14 more calls than Sgt. Pike.", more_by("calls", "Chief Ames", "Sgt. Pike", 14)),
         ("The Dunmore firefighter answered 7 fewer calls than the Orton firefighter.",
          more_by("calls", "Orton", "Dunmore", 7)),
         ("The five firefighters are Lt. Rourke, the one from Wyle Station, the one who has served 19 years, "
          "the one who answered 59 calls and Capt. Varga.",
          distinct("Lt. Rourke", "Wyle", "19", "59", "Capt. Varga"))]),

    # ---------------------------------------------------------------- 13 hiking boots
    Puzzle("hiking_boots_4x5",
        "Outdoor Trail magazine reviewed five new hiking boots this month. Match each boot to its maker, its "
        "price and its weight.",
        [("boots", ["Ascent 2", "Cairn GTX", "Ridgeback", "Summit-Pro", "Talus 9"]),
         ("makers", ["Baird & Co.", "Fell's", "Kestrel", "O'Brien", "Vantage Inc."]),
         ("prices", ["$119.95", "$134.95", "$149.95", "$164.95", "$179.95"]),
         ("weights (pounds)", ["1.8", "2.1", "2.4", "2.7", "3.0"])],
        [("The heaviest boot is also the most expensive.", _extremes("weights (pounds)", True, "prices", True)),
         ("The Kestrel boot costs $30 more than the Ridgeback.", more_by("prices", "Kestrel", "Ridgeback", 30)),
         ("Of the Talus 9 and the boot made by Fell's, one weighs 2.1 pounds and the other costs $164.95.",
          pair("Talus 9", "Fell's", "2.1", "$164.95")),
         ("The Baird & Co. boot weighs 0.3 pounds less than the Vantage Inc. boot.",
          more_by("weights (pounds)", "Vantage Inc.", "Baird & Co.", 0.3)),
         ("The $149.95 boot weighs 0.6 pounds more than the Summit-Pro.",
          more_by("weights (pounds)", "$149.95", "Summit-Pro", 0.6)),
         ("The Cairn GTX is heavier than the Talus 9.", more("weights (pounds)", "Cairn GTX", "Talus 9")),
         ("The Ridgeback, made by Fell's, is the cheapest boot.",
          all_of(same("Ridgeback", "Fell's"), lowest("prices", "Ridgeback")))]),

    # ---------------------------------------------------------------- 14 museum donors
    Puzzle("museum_donors_4x5",
        "The Harwick County Museum opened five new galleries last year, one every other month from February to "
        "October, each paid for by a different donor. Match each donor to the gallery's theme, the month it "
        "opened and the size of the gift.",
        [("donors", ["Dr. Ogden", "Judge Lyle", "Mr. Kwan", "Mrs. Ashby", "Rev. Tull"]),
         ("themes", ["clocks", "costumes", "maps", "pottery", "textiles"]),
         ("months", ["February", "April", "June", "August", "October"]),
         ("gifts", ["$250,000", "$400,000", "$550,000", "$700,000", "$850,000"])],
        [("The largest gift paid for the costume gallery.", highest("gifts", "costumes")),
         ("The clock gallery opened 4 months after Judge Lyle's.", more_by("months", "clocks", "Judge Lyle", 4)),
         ("Mr. Kwan's gallery, the last to open, was built with the smallest gift.",
          all_of(highest("months", "Mr. Kwan"), lowest("gifts", "Mr. Kwan"))),
         ("Rev. Tull gave $150,000 more than Judge Lyle.", more_by("gifts", "Rev. Tull", "Judge Lyle", 150000)),
         ("Of Mrs. Ashby and the donor of the map gallery, one gave $400,000 and the other's gallery opened in "
          "April.", pair("Mrs. Ashby", "maps", "$400,000", "April")),
         ("The pottery gallery opened sometime after the textile gallery.", more("months", "pottery", "textiles")),
         ("Dr. Ogden's gift was $450,000 larger than Mr. Kwan's.", more_by("gifts", "Dr. Ogden", "Mr. Kwan", 450000)),
         ("Dr. Ogden's gallery opened 2 months after Mrs. Ashby's.", more_by("months", "Dr. Ogden", "Mrs. Ashby", 2))],
        numbers={"months": [2, 4, 6, 8, 10]}),

    # ---------------------------------------------------------------- 15 lab reports
    Puzzle("chemistry_lab_reports_4x5",
        "Five students in Mr. Okafor's chemistry class handed in lab reports on different experiments and also "
        "took the safety quiz. Match each student to the experiment, the grade on the report and the quiz score.",
        [("students", ["Gwen", "Hiro", "Lena", "Omar", "Rosa"]),
         ("experiments", ["chromatography", "distillation", "electrolysis", "flame tests", "titration"]),
         ("grades", ["A", "A-", "B+", "B", "C+"]),
         ("scores", ["55%", "62%", "69%", "76%", "83%"])],
        [("The student who did the titration scored 7 points higher on the quiz than Omar.",
          more_by("scores", "titration", "Omar", 7)),
         ("The flame tests report got an A-, but its author had the lowest quiz score.",
          all_of(same("flame tests", "A-"), lowest("scores", "flame tests"))),
         ("Rosa scored 14 points lower than Gwen.", more_by("scores", "Gwen", "Rosa", 14)),
         ("Of Omar and the student who did the electrolysis, one got a C+ and the other scored 62%.",
          pair("Omar", "electrolysis", "C+", "62%")),
         ("The B+ report was on titration.", same("B+", "titration")),
         ("The student who scored 69% did the distillation.", same("69%", "distillation")),
         ("The five students are Hiro, the one who did the titration, the one who got a B, the student who scored "
          "83% and Omar.", distinct("Hiro", "titration", "B", "83%", "Omar"))]),

    # ---------------------------------------------------------------- 16 police shifts
    Puzzle("police_shift_starts_4x5",
        "Five officers of the Riverton Police Department start their shifts at different times today, between "
        "8 am and midnight. Match each officer to the unit, the start time and the patrol car.",
        [("officers", ["Det. Marsh", "Officer Chen", "Officer Lutz", "Officer Paley", "Sgt. Omondi"]),
         ("units", ["bike", "K-9", "Marine", "Traffic", "Vice"]),
         ("times", ["8 am", "12 noon", "4 pm", "8 pm", "midnight"]),
         ("cars", ["Car 12", "Car 17", "Car 23", "Car 31", "Car 40"])],
        [("Officer Lutz starts four hours after Officer Paley.", more_by("times", "Officer Lutz", "Officer Paley", 4)),
         ("Det. Marsh, who works Vice, is the last to start.",
          all_of(same("Det. Marsh", "Vice"), highest("times", "Det. Marsh"))),
         ("The officer in Car 23 starts 4 hours after the Traffic officer.", more_by("times", "Car 23", "Traffic", 4)),
         ("Of Officer Chen and the officer in Car 40, one is in the K-9 unit and the other starts at 12 noon.",
          pair("Officer Chen", "Car 40", "K-9", "12 noon")),
         ("Neither Officer Paley nor Sgt. Omondi drives Car 12.", neither("Officer Paley", "Sgt. Omondi", "Car 12")),
         ("Car 31 goes out at midnight.", same("Car 31", "midnight")),
         ("Officer Chen drives Car 17.", same("Officer Chen", "Car 17")),
         ("The Marine officer starts sometime before the bike officer.", more("times", "bike", "Marine")),
         ("Sgt. Omondi starts sometime after Officer Lutz.", more("times", "Sgt. Omondi", "Officer Lutz"))],
        numbers={"times": [8, 12, 16, 20, 24]}),

    # ---------------------------------------------------------------- 17 ski resorts
    Puzzle("ski_resort_openings_4x5",
        "Five ski resorts in the Blue Ridge range opened for the season on different dates last winter. Match "
        "each resort to its summit elevation, its opening date and the price of a day pass.",
        [("resorts", ["Bear Gap", "Elk Ridge", "Hawk's Nest", "Mt. Kellan", "Sugar Top"]),
         ("elevations", ["4,150 ft", "4,600 ft", "5,050 ft", "5,500 ft", "5,950 ft"]),
         ("dates", ["November 21st", "November 28th", "December 5th", "December 12th", "December 19th"]),
         ("passes", ["$48", "$55", "$62", "$69", "$76"])],
        [("Elk Ridge was the first to open and charges the most for a day pass.",
          all_of(lowest("dates", "Elk Ridge"), highest("passes", "Elk Ridge"))),
         ("Bear Gap stands 450 feet lower than Hawk's Nest.", more_by("elevations", "Hawk's Nest", "Bear Gap", 450)),
         ("Of Hawk's Nest and the $62 resort, one stands at 5,500 ft and the other opened November 28th.",
          pair("Hawk's Nest", "$62", "5,500 ft", "November 28th")),
         ("The cheapest day pass is at the last resort to open.", _extremes("passes", False, "dates", True)),
         ("Mt. Kellan charges more than Sugar Top.", more("passes", "Mt. Kellan", "Sugar Top")),
         ("The five resorts are Bear Gap, the one that charges $69, the 5,050-foot resort, the one that opened "
          "December 12th and Hawk's Nest.", distinct("Bear Gap", "$69", "5,050 ft", "December 12th", "Hawk's Nest"))],
        numbers={"dates": [21, 28, 35, 42, 49]}),

    # ---------------------------------------------------------------- 18 airports
    Puzzle("regional_airports_4x6",
        "The Northern Plains travel board has published its figures for six regional airports: how many passengers "
        "each handled last year, the year its main terminal opened and where it ranked for on-time departures. "
        "Match each airport to its figures.",
        [("airports", ["Ardmore", "Bixby", "Cole", "Dahl", "Fenton", "Grange"]),
         ("terminals", ["1962", "1968", "1974", "1980", "1986", "1992"]),
         ("passengers", ["1.2 million", "1.5 million", "1.8 million", "2.1 million", "2.4 million", "2.7 million"]),
         ("ranks", ["first", "second", "third", "fourth", "fifth", "sixth"])],
        [("Ardmore Field, the busiest of the six, ranked third for on-time departures.",
          all_of(highest("passengers", "Ardmore"), same("Ardmore", "third"))),
         ("The airport with the newest terminal ranked second.", _extreme_is("terminals", True, "second")),
         ("Bixby Regional handled 300,000 fewer passengers than Fenton Intl.",
          more_by("passengers", "Fenton", "Bixby", 0.3)),
         ("Cole County's terminal opened 6 years after Grange Airpark's.", more_by("terminals", "Cole", "Grange", 6)),
         ("The airport ranked sixth handled 0.6 million more passengers than Bixby Regional.",
          more_by("passengers", "sixth", "Bixby", 0.6)),
         ("Of Dahl Municipal and the airport ranked fifth, one opened its terminal in 1968 and the other handled "
          "1.2 million passengers.", pair("Dahl", "fifth", "1968", "1.2 million")),
         ("Bixby Regional has the oldest terminal.", lowest("terminals", "Bixby")),
         ("Grange Airpark ranked one place behind Ardmore Field.", more_by("ranks", "Grange", "Ardmore", 1)),
         ("Fenton Intl. carried 600,000 more passengers than Cole County.",
          more_by("passengers", "Fenton", "Cole", 0.6)),
         ("Dahl Municipal's terminal is six years older than Ardmore Field's.",
          more_by("terminals", "Ardmore", "Dahl", 6))]),

    # ---------------------------------------------------------------- 19 museum exhibits
    Puzzle("science_museum_exhibits_4x6",
        "The Corbett Science Museum opened a new exhibit in each of the first six months of the year. Match each "
        "exhibit to its curator, the month it opened and the number of visitors it drew in its first month.",
        [("exhibits", ["Black Holes", "Bridges", "Dinosaur Eggs", "Light & Color", "Robots", "Volcanoes"]),
         ("curators", ["Dr. Hart", "Dr. Imai", "Mr. Selby", "Mrs. Ng", "Ms. Reyes", "Prof. Gant"]),
         ("months", ["Jan.", "Feb.", "Mar.", "Apr.", "May", "June"]),
         ("visitors", ["8,400", "9,100", "9,800", "10,500", "11,200", "11,900"])],
        [("The Black Holes exhibit drew the most visitors.", highest("visitors", "Black Holes")),
         ("Dr. Imai's exhibit opened 1 month after Dr. Hart's.", more_by("months", "Dr. Imai", "Dr. Hart", 1)),
         ("The exhibit that opened in June drew the fewest visitors.", lowest("visitors", "June")),
         ("Prof. Gant's exhibit drew 700 more visitors than the Volcanoes exhibit.",
          more_by("visitors", "Prof. Gant", "Volcanoes", 700)),
         ("Of Mrs. Ng and the curator of the Volcanoes exhibit, one opened an exhibit in May and the other drew "
          "9,100 visitors.", pair("Mrs. Ng", "Volcanoes", "May", "9,100")),
         ("Mr. Selby's exhibit opened two months after Mrs. Ng's.", more_by("months", "Mr. Selby", "Mrs. Ng", 2)),
         ("The Feb. exhibit drew 1,400 more visitors than the Volcanoes one.",
          more_by("visitors", "Feb.", "Volcanoes", 1400)),
         ("Neither Dr. Hart nor Ms. Reyes curated Bridges.", neither("Dr. Hart", "Ms. Reyes", "Bridges")),
         ("Black Holes opened 2 months after the dinosaur exhibit.",
          more_by("months", "Black Holes", "Dinosaur Eggs", 2)),
         ("Mrs. Ng curated Light & Color.", same("Mrs. Ng", "Light & Color"))]),

    # ---------------------------------------------------------------- 20 locomotives
    Puzzle("steam_locomotives_4x6",
        "Six restored steam locomotives are on show at this year's Dunmore Heritage Railway gala. Match each "
        "engine to its builder, the year it was built and its top speed.",
        [("engines", ["Black Prince", "Duchess", "Green Knight", "Iron Duke", "Lady Anne", "St. Bede"]),
         ("years", ["1889", "1894", "1899", "1904", "1909", "1914"]),
         ("speeds (mph)", ["45", "50", "55", "60", "65", "70"]),
         ("builders", ["Beyer & Co.", "Hale Works", "Kerr's", "Mather Bros.", "Peckett", "Vulcan"])],
        [("The fastest engine was built 5 years after St. Bede.",
          _extreme_more_by("speeds (mph)", True, "years", "St. Bede", 5)),
         ("Green Knight was built 20 years after Iron Duke.", more_by("years", "Green Knight", "Iron Duke", 20)),
         ("Of Lady Anne and the Hale Works engine, one was built in 1909 and the other can reach 65 mph.",
          pair("Lady Anne", "Hale Works", "1909", "65")),
         ("The Beyer & Co. engine is 5 mph faster than Iron Duke.",
          more_by("speeds (mph)", "Beyer & Co.", "Iron Duke", 5)),
         ("The Mather Bros. engine was built 15 years after the Peckett.",
          more_by("years", "Mather Bros.", "Peckett", 15)),
         ("St. Bede is faster than Green Knight.", more("speeds (mph)", "St. Bede", "Green Knight")),
         ("The 1904 engine was built by Vulcan.", same("1904", "Vulcan")),
         ("Lady Anne is 5 mph faster than the Duchess.", more_by("speeds (mph)", "Lady Anne", "Duchess", 5)),
         ("The six engines are Black Prince, Green Knight, the Kerr's engine, the one built in 1894, the 50-mph "
          "engine and St. Bede.", distinct("Black Prince", "Green Knight", "Kerr's", "1894", "50", "St. Bede"))]),
)
PUZZLES = {p.name: p for p in _PUZZLES}
