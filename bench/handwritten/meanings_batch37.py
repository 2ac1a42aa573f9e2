"""What each clue of the thirty-seventh batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the thirty-seventh author was asked for, written apart from pylogic's reader on themes
new to the set: ten house puzzles of the Einstein kind as Brainzilla, Puzzle Prime, Logic-Puzzles.com and the
Einstein-riddle books print them, and ten logic grids as Brainzilla's grids, Puzzle Prime, Kappa's and Dell's
"Logic Puzzles" magazines and the puzzle apps print them.

The house puzzles (categories x positions, counting the position category) are each a row of things numbered
from the left, or for the pews from the front to the back: five of 5x5 (chapel pews, a sleeper train's
compartments, opera boxes, a booking hall's ticket windows, fire station bays), two of 4x5 (a launderette's
washing machines, a village hall's polling booths), one of 6x5 (airfield hangars), one of 5x6 (livestock auction
pens) and one of 4x6 (a rowing club's rowing machines). Their families, each several times and in varied
wording: "in the front pew", "in the back pew", "in the middle pew", "the first compartment", "in the middle
compartment", "in one of the end compartments", "in the first hangar", "the machine on the far right", "the
middle machine", "the window on the far left", "on the far right", "at the left end of the row", "at one end of
the row", "at one of the end booths", "second from the left", "the second pen from the left", "the second
machine from the left", numbered positions ("booth 2", "pen 3"); "directly behind", "immediately in front of",
"directly in front of", "somewhere behind", "two pews in front of", "immediately to the left of", "directly to
the left of", "immediately to the right of", "directly to the right of", "somewhere to the left of", "somewhere
to the right of", "next to", "beside", "not next to", "did not sit next to", "directly between", "exactly two
hangars (boxes, windows) from", "two machines away from"; ordered categories (ages, years built, years of
service, wash cycles in minutes, arrival times, prices a head in pounds, distances rowed in metres) with "7
years younger than", "15 years before", "3 years newer than", "older than", "5 years longer than", "served
longer than", "10 minutes longer than", "15 minutes after", "half an hour before", "£6 more than", "£6 less
than", "sold for more than", "2,000 metres further than", "1,000 m further than" and superlatives ("the oldest
passenger", "the youngest passenger", "the oldest aircraft", "the newest aircraft", "the oldest engine", "the
newest one", "the longest service", "longer than any of the others", "the newest clerk", "the shortest wash",
"the longest cycle", "the first to arrive", "the last to arrive", "the top price of the day", "the cheapest
tups", "rowed the furthest", "the shortest distance"); relative clauses and appositives ("Alasdair, the oldest
passenger, ...", "Yusuf, a vet, ...", "Rupert's plane, built in 1961, ...", "Colm, who was washing a football
kit, ...", "Baroness Ulm, who wore crimson, ...", "Dr. Ferraro, in ivory, ...", "The farmer, who was the first
to arrive, ...", "Mr. Patel, the baker, ...", "Cyril, the newest clerk, ...", "Bram, in black, ..."),
possessives ("Ellis's Jacobs sold for more than Firth's Swaledales", "Count Orsini's guest", "Bernard's first
customer"), "Either ... or ...", "Neither ... nor ..." and negations.

The grids (categories x values): one of 3x4 (kombucha brewers), one of 3x5 (a barista championship), five of 4x5
(heirloom tomatoes, stunt doubles, a 911 center's overnight calls, trail cameras, spring tornadoes) and three of
4x6 (an arcade's wall of high scores, literary prizes, vintage motorcycles). Their values are printed as those
sources print them ("Mr. Delgado", "Dr. Lindqvist", "Capt. Reyes", "Rev. Lindgren", "Dame Edith Rowe", "Sir
Owen Pryce", "20 oz", "88.5", "$10,500", "$29,500", "92,300", "11:40 pm" to "2:40 am" across midnight, "April 3"
to "May 1", "EF0" to "EF4", "Engine 4", "The Ninth Bell"), with comparatives with amounts ("a week less than", "3
days longer", "2.5 points more", "3 ounces more", "6 ounces lighter", "12 ounces less", "$1,500 less", "$4,500
more", "45 minutes after", "3 fewer nights", "9 nights longer", "exactly two weeks before", "a week after", "3
miles shorter", "one year after", "3 years after", "8,300 points lower", "$5,000 more", "was worth $5,000 more",
"5 years older", "15 years newer", "$3,500 less") and without ("fermented longer", "scored lower", "paid more",
"came in later", "a shorter path", "worth more", "fetched more", "newer"), superlatives ("The winner", "the
heaviest", "the lightest tomato at the fair", "paid the most", "paid less than anyone else", "The first call of
the night", "the last call of the shift", "ran the longest", "ran the most nights", "the strongest", "the last
of the spring", "The highest score on the wall", "the newest on the wall, is also the lowest score", "The oldest
record", "the largest purse", "the least money", "less than any other bike", "the newest"), "Either ... or ...",
"Neither ... nor ...", "Of A and B, one ... and the other ...", a list ("The six champions are ..."), relative
clauses and appositives ("Kiki, who did the wire jump, ...", "Dr. Lindqvist's camera, which was at Rock Creek,
...", "Ms. Jovanovic's camera, up at the Fire Tower, ...", "The Bixby tornado, an EF1, ..."), possessives
("Mrs. Stroud's BSA", "the Triumph's owner", "Brett Kane's double"), negations ("doesn't work at", "didn't go
to", "didn't put his camera at"), novel titles in quotation marks with the sentence's comma or full stop inside
them ("wrote "The Ninth Bell.""), and "the 17-oz tomato".

The conventions the predicates assume. Positions count from the left (the pews from the front), as each intro
says: "first", "front", "on the far left" and "at the left end" are position 1, "back" and "on the far right"
position N, "the middle" position 3 of 5; "at one end", "one of the end ..." are position 1 or N; "second from
the left" is 2. "Next to" and "beside" are positions differing by one; "immediately / directly to the left of"
and "immediately / directly in front of" are one smaller, "immediately / directly to the right of" and "directly
behind" one larger; "somewhere to the left of" is any smaller position, "somewhere to the right of" and
"somewhere behind" any larger; "two pews in front of" is two smaller; "directly between A and B" is one more
than one of them and one less than the other; "exactly two ... from" and "two machines away from" differ by
exactly two, either way; "X is not next to Y" is two different rows not one apart. Logic words: two things
compared or placed relative to each other are two different rows; "Either A or B is C" means C is exactly one
of A and B; "Neither A nor B is C" and "The six ... are A, B, ..." are all different rows; "Of A and B, one is P
and the other Q" means A and B are two different rows that are P and Q in some order; a relative clause,
appositive or possessive ("Ellis's Jacobs") states a grid fact, encoded with the rest of its sentence; "X
did not ..." is two different rows. Orders and amounts: ages, years, service, minutes, scores, weights, fees,
purses, prices, nights, days, distances and path lengths count as the number they print
(``brute_force.number_of``); the auction's prices "£86" to "£116" count as 86 to 116 pounds; clock times count as
minutes of the day, the 911 center's running on past midnight (11:40 pm is 1420, 12:25 am 1465); the tornadoes'
dates count as days running on from April (April 3 is 3, May 1 is 31), so "a week" is 7 days and "two weeks"
14; the ratings EF0 to EF4 count 0 to 4, "the strongest" the highest; "older" of people is the larger age,
"older" of things and records the earlier year, "newer", "the newest" and "the newest clerk" the later year or
the fewest years of service; "first" and "earlier" of times and dates are the smaller, "last", "later" and
"after" the larger; "the winner" is the highest score; "the top price of the day", "the lightest tomato at the
fair", "the highest score on the wall" and the like are among the puzzle's own rows. Each puzzle lists its
categories and sentences exactly as its ``puzzles/NAME.clues`` prints them; ``brute_force.solutions`` proves each
answer unique and each clue needed (without any one of them the puzzle has several solutions).
"""

from __future__ import annotations

from bench.handwritten.brute_force import Predicate, Puzzle
from bench.handwritten.predicates import (
    all_of,
    apart,
    differ,
    directly_between,
    distinct,
    either,
    extreme_row,
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
)


def _not_next_to(category: str, x: str, y: str) -> Predicate:
    """x and y are two different rows whose numbers in ``category`` do not differ by one ("The Ellerys did not
    sit next to the Dinsdales")."""
    return all_of(differ(x, y), negated(next_to(category, x, y)))


def _extreme_offset(ranking: str, top: bool, category: str, other: str, offset: float) -> Predicate:
    """The row with the highest (``top``) or lowest number in ``ranking`` has ``other``'s number in ``category``
    plus ``offset`` ("The youngest passenger was immediately to the right of Hamish" is +1)."""
    def holds(accessor) -> bool:
        row = extreme_row(accessor, ranking, top)
        return row != accessor(other) and (
            accessor.number(category, row) - accessor.number(category, accessor(other)) == offset)
    return holds


def _extremes(ranking: str, top: bool, other: str, other_top: bool) -> Predicate:
    """The row with the highest (``top``) or lowest number in ``ranking`` is the row with the highest
    (``other_top``) or lowest number in ``other`` ("The strongest tornado had the longest path")."""
    return lambda accessor: extreme_row(accessor, ranking, top) == extreme_row(accessor, other, other_top)


_PUZZLES = (
    # ================================================================ house puzzles
    # ---------------------------------------------------------------- 1 chapel pews
    Puzzle("chapel_pews_5x5",
        "Five families sat in the five pews on the left-hand side of St. Aldhelm's chapel for the Ashdown "
        "christening, the pews numbered 1 to 5 from the front to the back. Each family wore buttonholes of a "
        "different flower, brought a different christening gift and had come from a different village.",
        [("pews", ["1", "2", "3", "4", "5"]),
         ("families", ["Ashdowns", "Bellamys", "Crouches", "Dinsdales", "Ellerys"]),
         ("flowers", ["carnations", "daisies", "lilies", "roses", "tulips"]),
         ("gifts", ["bible", "candlestick", "christening mug", "quilt", "silver spoon"]),
         ("villages", ["Cheddon", "Fordham", "Marston", "Upton", "Wickham"])],
        [("The Crouches sat in the front pew.", same("Crouches", "pews:1")),
         ("The family wearing tulips sat in the middle pew.", same("tulips", "pews:3")),
         ("The family from Upton sat directly behind the Crouches.", more_by("pews", "Upton", "Crouches", 1)),
         ("The Bellamys had the back pew to themselves.", same("Bellamys", "pews:5")),
         ("The family who brought the quilt wore roses.", same("quilt", "roses")),
         ("The Dinsdales sat somewhere behind the family from Wickham.", more("pews", "Dinsdales", "Wickham")),
         ("The silver spoon was a gift from the family from Marston.", same("silver spoon", "Marston")),
         ("The family with carnations sat immediately in front of the Bellamys.",
          more_by("pews", "Bellamys", "carnations", 1)),
         ("The christening mug came from the pew directly in front of the candlestick.",
          more_by("pews", "candlestick", "christening mug", 1)),
         ("The Ashdowns, naturally, brought the family bible.", same("Ashdowns", "bible")),
         ("The lilies were worn two pews in front of the Ashdowns.", more_by("pews", "Ashdowns", "lilies", 2)),
         ("The family from Cheddon sat immediately in front of the family from Fordham.",
          more_by("pews", "Fordham", "Cheddon", 1)),
         ("The Ellerys did not sit next to the Dinsdales.", _not_next_to("pews", "Ellerys", "Dinsdales"))]),

    # ---------------------------------------------------------------- 2 sleeper compartments
    Puzzle("sleeper_compartments_5x5",
        "Coach F of the overnight sleeper to the Highlands has five compartments along its corridor, numbered 1 "
        "to 5 from left to right. Each held a single passenger of a different age, who was travelling to a "
        "different station and ordered a different breakfast to be brought in the morning.",
        [("compartments", ["1", "2", "3", "4", "5"]),
         ("passengers", ["Alasdair", "Catriona", "Fiona", "Hamish", "Morven"]),
         ("destinations", ["Aviemore", "Fort William", "Inverness", "Kingussie", "Pitlochry"]),
         ("breakfasts", ["bacon roll", "croissant", "kippers", "porridge", "smoked salmon"]),
         ("ages", ["28", "35", "42", "49", "56"])],
        [("The passenger bound for Fort William was in the middle compartment.",
          same("Fort William", "compartments:3")),
         ("Alasdair, the oldest passenger, ordered kippers.",
          all_of(highest("ages", "Alasdair"), same("Alasdair", "kippers"))),
         ("Hamish had the first compartment.", same("Hamish", "compartments:1")),
         ("The youngest passenger was immediately to the right of Hamish.",
          _extreme_offset("ages", False, "compartments", "Hamish", 1)),
         ("Catriona was in one of the end compartments.", one_of("Catriona", "compartments:1", "compartments:5")),
         ("The passenger going to Aviemore is 7 years younger than Catriona.",
          more_by("ages", "Catriona", "Aviemore", 7)),
         ("Morven ordered a croissant.", same("Morven", "croissant")),
         ("The porridge was for the passenger getting off at Inverness.", same("porridge", "Inverness")),
         ("The smoked salmon went to the compartment directly to the right of the bacon roll.",
          more_by("compartments", "smoked salmon", "bacon roll", 1)),
         ("Fiona was somewhere to the right of Alasdair.", more("compartments", "Fiona", "Alasdair")),
         ("The Pitlochry passenger was next to the Fort William passenger.",
          next_to("compartments", "Pitlochry", "Fort William")),
         ("The 42-year-old was not next to the passenger bound for Fort William.",
          _not_next_to("compartments", "42", "Fort William")),
         ("Either Fiona or Alasdair was going to Aviemore.", either("Aviemore", "Fiona", "Alasdair"))]),

    # ---------------------------------------------------------------- 3 airfield hangars
    Puzzle("airfield_hangars_6x5",
        "Five vintage light aircraft are kept in a row of hangars at Longmoor airfield, numbered 1 to 5 from left "
        "to right. Each aircraft was built in a different year and has a different owner, who has a different day "
        "job, and each hangar has a door of a different colour.",
        [("hangars", ["1", "2", "3", "4", "5"]),
         ("aircraft", ["Auster", "Cessna", "Chipmunk", "Piper Cub", "Tiger Moth"]),
         ("years", ["1938", "1946", "1952", "1961", "1974"]),
         ("jobs", ["architect", "dentist", "farmer", "solicitor", "vet"]),
         ("owners", ["Bridget", "Desmond", "Priya", "Rupert", "Yusuf"]),
         ("doors", ["blue", "green", "grey", "orange", "white"])],
        [("The Tiger Moth lives in the first hangar.", same("Tiger Moth", "hangars:1")),
         ("The oldest aircraft belongs to the farmer.", lowest("years", "farmer")),
         ("The dentist's hangar is immediately to the left of the blue-doored hangar.",
          more_by("hangars", "blue", "dentist", 1)),
         ("The newest aircraft is the Cessna.", highest("years", "Cessna")),
         ("Yusuf, a vet, flies the Chipmunk.", all_of(same("Yusuf", "vet"), same("Yusuf", "Chipmunk"))),
         ("The Auster was built 15 years before the Piper Cub.", more_by("years", "Piper Cub", "Auster", 15)),
         ("Bridget's hangar is directly between the vet's and the architect's.",
          directly_between("hangars", "Bridget", "vet", "architect")),
         ("Priya's hangar has an orange door.", same("Priya", "orange")),
         ("Desmond's hangar is not next to Bridget's.", _not_next_to("hangars", "Desmond", "Bridget")),
         ("The solicitor's plane is older than the vet's.", more("years", "vet", "solicitor")),
         ("The white door is somewhere to the right of the orange door.", more("hangars", "white", "orange")),
         ("Rupert's plane, built in 1961, is kept behind the green door.",
          all_of(same("Rupert", "1961"), same("Rupert", "green"))),
         ("The grey door is exactly two hangars from the blue door.", apart("hangars", "grey", "blue", 2))]),

    # ---------------------------------------------------------------- 4 launderette
    Puzzle("launderette_machines_4x5",
        "In the Suds & Duds launderette five washing machines stand in a row, numbered 1 to 5 from left to right. "
        "Early one Saturday each machine was used by a different customer, who washed a different load on a "
        "cycle of a different length.",
        [("machines", ["1", "2", "3", "4", "5"]),
         ("customers", ["Agnieszka", "Bev", "Colm", "Dilip", "Etta"]),
         ("loads", ["bedding", "curtains", "football kit", "towels", "work overalls"]),
         ("cycles (minutes)", ["30", "40", "50", "60", "70"])],
        [("The shortest wash was in the middle machine.", lowest("cycles (minutes)", "machines:3")),
         ("Bev used the machine on the far right.", same("Bev", "machines:5")),
         ("The towels went into the machine immediately to the left of Agnieszka's.",
          more_by("machines", "Agnieszka", "towels", 1)),
         ("The towels had the longest cycle.", highest("cycles (minutes)", "towels")),
         ("Colm, who was washing a football kit, ran a cycle 10 minutes longer than Bev's.",
          all_of(same("Colm", "football kit"), more_by("cycles (minutes)", "Colm", "Bev", 10))),
         ("The football kit was washed somewhere to the left of the work overalls.",
          more("machines", "work overalls", "football kit")),
         ("The curtains were not washed next to the bedding.", _not_next_to("machines", "curtains", "bedding")),
         ("Etta's machine was next to Colm's.", next_to("machines", "Etta", "Colm")),
         ("The curtains took 10 minutes longer than the bedding.",
          more_by("cycles (minutes)", "curtains", "bedding", 10))]),

    # ---------------------------------------------------------------- 5 opera boxes
    Puzzle("opera_boxes_5x5",
        "On the opening night of the season at the Teatro Reale, the five boxes of the first tier, numbered 1 to 5 "
        "from left to right, were each taken by a different patron. Each patron wore a different colour, brought "
        "a different guest and drank something different in the interval.",
        [("boxes", ["1", "2", "3", "4", "5"]),
         ("patrons", ["Baroness Ulm", "Count Orsini", "Dr. Ferraro", "Lady Penrose", "Mr. Whitcombe"]),
         ("colours", ["crimson", "emerald", "gold", "ivory", "navy"]),
         ("guests", ["banker", "composer", "critic", "diplomat", "soprano"]),
         ("drinks", ["champagne", "Marsala", "port", "prosecco", "sherry"])],
        [("Count Orsini's box was second from the left.", same("Count Orsini", "boxes:2")),
         ("The patron in gold sat in the middle box.", same("gold", "boxes:3")),
         ("The patron who brought the soprano drank champagne.", same("soprano", "champagne")),
         ("Baroness Ulm, who wore crimson, sat immediately to the right of the patron drinking port.",
          all_of(same("Baroness Ulm", "crimson"), more_by("boxes", "Baroness Ulm", "port", 1))),
         ("Lady Penrose sat somewhere to the left of Mr. Whitcombe.", more("boxes", "Mr. Whitcombe", "Lady Penrose")),
         ("The sherry drinker was next to the champagne drinker.", next_to("boxes", "sherry", "champagne")),
         ("Dr. Ferraro, in ivory, brought the composer.",
          all_of(same("Dr. Ferraro", "ivory"), same("Dr. Ferraro", "composer"))),
         ("Count Orsini's guest was the soprano.", same("Count Orsini", "soprano")),
         ("The patron who brought the critic sat directly between the banker's host and the composer's host.",
          directly_between("boxes", "critic", "banker", "composer")),
         ("Neither Count Orsini nor Dr. Ferraro wore emerald.", neither("Count Orsini", "Dr. Ferraro", "emerald")),
         ("The Marsala was drunk exactly two boxes from the port.", apart("boxes", "Marsala", "port", 2))]),

    # ---------------------------------------------------------------- 6 polling booths
    Puzzle("polling_booths_4x5",
        "On election morning five voters stood at the five booths of the polling station in Kettleby village hall, "
        "numbered 1 to 5 from left to right. Each voter had a different occupation and had arrived at the hall at "
        "a different time.",
        [("booths", ["1", "2", "3", "4", "5"]),
         ("voters", ["Miss Hewitt", "Mr. Grange", "Mr. Patel", "Mrs. Oduya", "Ms. Larkin"]),
         ("occupations", ["baker", "farmer", "nurse", "publican", "teacher"]),
         ("arrivals", ["7:05 am", "7:20 am", "7:35 am", "7:50 am", "8:05 am"])],
        [("The farmer, who was the first to arrive, used booth 2.",
          all_of(lowest("arrivals", "farmer"), same("farmer", "booths:2"))),
         ("The nurse was the last to arrive.", highest("arrivals", "nurse")),
         ("Mrs. Oduya used the middle booth.", same("Mrs. Oduya", "booths:3")),
         ("Ms. Larkin arrived 15 minutes after Miss Hewitt.", more_by("arrivals", "Ms. Larkin", "Miss Hewitt", 15)),
         ("Mr. Patel, the baker, was at one of the end booths.",
          all_of(same("Mr. Patel", "baker"), one_of("Mr. Patel", "booths:1", "booths:5"))),
         ("Mr. Grange arrived half an hour before Miss Hewitt.", more_by("arrivals", "Miss Hewitt", "Mr. Grange", 30)),
         ("The publican's booth was somewhere to the left of the teacher's.",
          more("booths", "teacher", "publican")),
         ("Miss Hewitt was not next to Mr. Grange.", _not_next_to("booths", "Miss Hewitt", "Mr. Grange")),
         ("The teacher stood next to the nurse.", next_to("booths", "teacher", "nurse"))]),

    # ---------------------------------------------------------------- 7 ticket windows
    Puzzle("ticket_windows_5x5",
        "The booking hall at Marlow Junction has five ticket windows in a row, numbered 1 to 5 from left to right. "
        "One morning in 1957 each window was staffed by a different clerk, wearing a tie of a different colour, "
        "who had served the railway for a different number of years and who sold the first ticket of the day to "
        "a different destination.",
        [("windows", ["1", "2", "3", "4", "5"]),
         ("clerks", ["Arthur", "Bernard", "Cyril", "Dennis", "Edwin"]),
         ("ties", ["black", "brown", "green", "maroon", "navy"]),
         ("service (years)", ["5", "10", "15", "20", "25"]),
         ("destinations", ["Bath", "Crewe", "Derby", "Leeds", "York"])],
        [("The clerk with the longest service sat at the window on the far left.",
          highest("service (years)", "windows:1")),
         ("Edwin, in a maroon tie, had served the railway longer than any of the others.",
          all_of(same("Edwin", "maroon"), highest("service (years)", "Edwin"))),
         ("Arthur wore a black tie.", same("Arthur", "black")),
         ("Cyril, the newest clerk, sat directly to the left of the clerk who sold the Bath ticket.",
          all_of(lowest("service (years)", "Cyril"), more_by("windows", "Bath", "Cyril", 1))),
         ("The man in the green tie had served 5 years longer than Cyril.",
          more_by("service (years)", "green", "Cyril", 5)),
         ("Bernard's first customer was going to Crewe.", same("Bernard", "Crewe")),
         ("The York ticket was sold exactly two windows from the Bath ticket.", apart("windows", "York", "Bath", 2)),
         ("Dennis sat immediately to the right of Arthur.", more_by("windows", "Dennis", "Arthur", 1)),
         ("The clerk in the brown tie had served longer than the one in the black tie.",
          more("service (years)", "brown", "black")),
         ("The Derby ticket was sold at the window beside the Crewe ticket.", next_to("windows", "Derby", "Crewe")),
         ("The clerk who sold the Crewe ticket had served 5 years longer than Arthur.",
          more_by("service (years)", "Crewe", "Arthur", 5))]),

    # ---------------------------------------------------------------- 8 fire station bays
    Puzzle("fire_station_bays_5x5",
        "Five fire engines stand in the five bays of Harwood fire station, numbered 1 to 5 from left to right. "
        "Each engine has a different regular driver, was bought in a different year and carries a different "
        "mascot on its dashboard.",
        [("bays", ["1", "2", "3", "4", "5"]),
         ("engines", ["aerial ladder", "command unit", "pump", "rescue tender", "water carrier"]),
         ("drivers", ["Bryony", "Conor", "Gethin", "Leah", "Nadim"]),
         ("years", ["2009", "2012", "2015", "2018", "2021"]),
         ("mascots", ["gnome", "rubber duck", "teddy bear", "toy dalmatian", "troll doll"])],
        [("The pump stands in the middle bay.", same("pump", "bays:3")),
         ("The oldest engine is the pump.", lowest("years", "pump")),
         ("Leah drives the engine in the first bay.", same("Leah", "bays:1")),
         ("The gnome rides in the engine immediately to the left of the newest one.",
          _extreme_offset("years", True, "bays", "gnome", 1)),
         ("Bryony's engine is 3 years newer than Conor's.", more_by("years", "Bryony", "Conor", 3)),
         ("The rescue tender is at one end of the row.", one_of("rescue tender", "bays:1", "bays:5")),
         ("The command unit carries the teddy bear.", same("command unit", "teddy bear")),
         ("Gethin's engine has the toy dalmatian on its dashboard.", same("Gethin", "toy dalmatian")),
         ("Conor's bay is not next to Gethin's.", _not_next_to("bays", "Conor", "Gethin")),
         ("The water carrier is 3 years newer than the pump.", more_by("years", "water carrier", "pump", 3)),
         ("Nadim drives the engine with the rubber duck.", same("Nadim", "rubber duck")),
         ("Conor drives the rescue tender.", same("Conor", "rescue tender")),
         ("The toy dalmatian rides on the aerial ladder.", same("toy dalmatian", "aerial ladder"))]),

    # ---------------------------------------------------------------- 9 auction pens
    Puzzle("auction_pens_5x6",
        "At the Tuesday sale at Skipton Mart six pens of tups stood in a row, numbered 1 to 6 from left to right. "
        "Each pen held a different breed, put in by a different farmer from a different farm, and each pen sold "
        "at a different price a head.",
        [("pens", ["1", "2", "3", "4", "5", "6"]),
         ("farmers", ["Alwyn", "Baxter", "Clegg", "Dobson", "Ellis", "Firth"]),
         ("breeds", ["Herdwick", "Jacob", "Lonk", "Swaledale", "Texel", "Zwartbles"]),
         ("farms", ["Brow Top", "Ghyll Head", "High Fold", "Intake", "Low Moor", "Moss Side"]),
         ("prices", ["£86", "£92", "£98", "£104", "£110", "£116"])],
        [("The Texels made the top price of the day.", highest("prices", "Texel")),
         ("The Texels were in the second pen from the left.", same("Texel", "pens:2")),
         ("Dobson's pen was on the far right.", same("Dobson", "pens:6")),
         ("The tups from Brow Top were in the first pen.", same("Brow Top", "pens:1")),
         ("Alwyn's pen was directly between the Texels and the Jacobs.",
          directly_between("pens", "Alwyn", "Texel", "Jacob")),
         ("The Zwartbles sold for £6 more than Ellis's tups.", more_by("prices", "Zwartbles", "Ellis", 6)),
         ("The Intake tups fetched £6 less than Firth's.", more_by("prices", "Firth", "Intake", 6)),
         ("The Herdwicks were somewhere to the left of the High Fold tups.", more("pens", "High Fold", "Herdwick")),
         ("The Moss Side pen was directly to the left of the High Fold pen.",
          more_by("pens", "High Fold", "Moss Side", 1)),
         ("The cheapest tups were in pen 3.", lowest("prices", "pens:3")),
         ("Baxter's pen was next to Dobson's.", next_to("pens", "Baxter", "Dobson")),
         ("The Herdwicks had come down from Ghyll Head.", same("Herdwick", "Ghyll Head")),
         ("Ellis's Jacobs sold for more than Firth's Swaledales.",
          all_of(same("Ellis", "Jacob"), same("Firth", "Swaledale"), more("prices", "Ellis", "Firth")))],
        numbers={"prices": [86, 92, 98, 104, 110, 116]}),

    # ---------------------------------------------------------------- 10 rowing machines
    Puzzle("rowing_machines_4x6",
        "Six members of the Riverside Rowing Club trained side by side on a row of six rowing machines, numbered 1 "
        "to 6 from left to right. Each rower wore a vest of a different colour and rowed a different distance in "
        "the session.",
        [("machines", ["1", "2", "3", "4", "5", "6"]),
         ("rowers", ["Aoife", "Bram", "Cleo", "Dmitri", "Esme", "Felix"]),
         ("vests", ["black", "blue", "orange", "purple", "red", "yellow"]),
         ("distances", ["4,000 m", "5,000 m", "6,000 m", "7,000 m", "8,000 m", "9,000 m"])],
        [("The rower in black rowed the furthest.", highest("distances", "black")),
         ("Esme was at the left end of the row.", same("Esme", "machines:1")),
         ("The rower who covered the shortest distance was immediately to the right of the one in black.",
          _extreme_offset("distances", False, "machines", "black", 1)),
         ("Felix rowed 2,000 metres further than Cleo.", more_by("distances", "Felix", "Cleo", 2000)),
         ("The rower in orange rowed 1,000 m further than Felix.", more_by("distances", "orange", "Felix", 1000)),
         ("The yellow vest was two machines away from the red vest.", apart("machines", "yellow", "red", 2)),
         ("Cleo was somewhere to the right of Aoife.", more("machines", "Cleo", "Aoife")),
         ("Bram, in black, was on the second machine from the left.",
          all_of(same("Bram", "black"), same("Bram", "machines:2"))),
         ("The rower in red covered the shortest distance.", lowest("distances", "red")),
         ("Cleo wore blue.", same("Cleo", "blue")),
         ("The purple vest was immediately to the left of the blue vest.", more_by("machines", "blue", "purple", 1)),
         ("Aoife was not next to Dmitri.", _not_next_to("machines", "Aoife", "Dmitri"))]),

    # ================================================================ logic grids
    # ---------------------------------------------------------------- 11 kombucha
    Puzzle("kombucha_brewers_3x4",
        "Four home brewers entered their kombucha at the Riverbend Fermentation Fair. Match each brewer to the "
        "flavor of the entry and the number of days the batch fermented.",
        [("brewers", ["Dana", "Hugo", "Marisol", "Trent"]),
         ("flavors", ["ginger", "hibiscus", "lavender", "mango"]),
         ("fermentation (days)", ["7", "10", "14", "21"])],
        [("The ginger kombucha fermented a week less than the hibiscus one.",
          more_by("fermentation (days)", "hibiscus", "ginger", 7)),
         ("Trent's brew fermented 3 days longer than Hugo's.", more_by("fermentation (days)", "Trent", "Hugo", 3)),
         ("The lavender kombucha fermented longer than the hibiscus.",
          more("fermentation (days)", "lavender", "hibiscus")),
         ("Neither Dana nor Trent made the lavender kombucha.", neither("Dana", "Trent", "lavender"))]),

    # ---------------------------------------------------------------- 12 barista championship
    Puzzle("barista_championship_3x5",
        "Five baristas reached the final of the regional barista championship. Match each barista to the cafe "
        "where they work and their final score.",
        [("baristas", ["Joaquin", "Nadia", "Priyanka", "Sven", "Tamsin"]),
         ("cafes", ["Bean There", "Daily Grind", "Fika House", "Ground Control", "The Steam Room"]),
         ("scores", ["78.5", "81", "83.5", "86", "88.5"])],
        [("The winner works at Ground Control.", highest("scores", "Ground Control")),
         ("Sven scored 2.5 points more than Joaquin.", more_by("scores", "Sven", "Joaquin", 2.5)),
         ("The Daily Grind barista scored 2.5 points more than Priyanka.",
          more_by("scores", "Daily Grind", "Priyanka", 2.5)),
         ("Of Nadia and the Fika House barista, one scored 88.5 and the other scored 83.5.",
          pair("Nadia", "Fika House", "88.5", "83.5")),
         ("Sven doesn't work at Bean There.", differ("Sven", "Bean There")),
         ("Tamsin scored lower than Joaquin.", more("scores", "Joaquin", "Tamsin"))]),

    # ---------------------------------------------------------------- 13 heirloom tomatoes
    Puzzle("heirloom_tomatoes_4x5",
        "At the Millbrook County Fair, five gardeners entered the biggest heirloom tomato they had grown this "
        "summer. Match each gardener to the variety, the tomato's weight and the gardener's hometown.",
        [("gardeners", ["Mr. Delgado", "Mr. Ogilvy", "Mrs. Albright", "Mrs. Quan", "Ms. Fenwick"]),
         ("varieties", ["Brandywine", "Cherokee Purple", "German Johnson", "Mortgage Lifter", "Pineapple"]),
         ("weights", ["14 oz", "17 oz", "20 oz", "23 oz", "26 oz"]),
         ("hometowns", ["Ashford", "Crane Hollow", "Elm Grove", "Pike Falls", "Sutter"])],
        [("The Mortgage Lifter was the heaviest tomato.", highest("weights", "Mortgage Lifter")),
         ("Mrs. Quan's tomato weighed 3 ounces more than Ms. Fenwick's.",
          more_by("weights", "Mrs. Quan", "Ms. Fenwick", 3)),
         ("The Brandywine came from Pike Falls.", same("Brandywine", "Pike Falls")),
         ("The gardener from Elm Grove grew a tomato 6 ounces lighter than Mr. Delgado's.",
          more_by("weights", "Mr. Delgado", "Elm Grove", 6)),
         ("Neither Mrs. Quan nor Mr. Ogilvy grew the Pineapple.", neither("Mrs. Quan", "Mr. Ogilvy", "Pineapple")),
         ("Of the Cherokee Purple and the 17-oz tomato, one was grown by Mrs. Albright and the other came from "
          "Crane Hollow.", pair("Cherokee Purple", "17 oz", "Mrs. Albright", "Crane Hollow")),
         ("The Pineapple was the lightest tomato at the fair.", lowest("weights", "Pineapple")),
         ("The Ashford gardener's tomato weighed 12 ounces less than the Sutter gardener's.",
          more_by("weights", "Sutter", "Ashford", 12))]),

    # ---------------------------------------------------------------- 14 stunt doubles
    Puzzle("stunt_doubles_4x5",
        "Five stunt performers each doubled for a different star on a different film this year. Match each stunt "
        "performer to the actor they doubled, the stunt they performed and the fee they were paid.",
        [("performers", ["Bo", "Carmen", "Dieter", "Kiki", "Lorenzo"]),
         ("actors", ["Ava Stone", "Brett Kane", "Cole Ashby", "Dean Marsh", "Elle Voss"]),
         ("stunts", ["car flip", "fire burn", "high fall", "horse fall", "wire jump"]),
         ("fees", ["$4,500", "$6,000", "$7,500", "$9,000", "$10,500"])],
        [("The fire burn paid the most.", highest("fees", "fire burn")),
         ("The stunt performer who doubled for Dean Marsh earned $1,500 less than Bo.",
          more_by("fees", "Bo", "Dean Marsh", 1500)),
         ("Kiki, who did the wire jump, was paid less than anyone else.",
          all_of(same("Kiki", "wire jump"), lowest("fees", "Kiki"))),
         ("Dieter, who did the car flip, earned $4,500 more than Kiki.",
          all_of(same("Dieter", "car flip"), more_by("fees", "Dieter", "Kiki", 4500))),
         ("Either Carmen or Lorenzo doubled for Elle Voss.", either("Elle Voss", "Carmen", "Lorenzo")),
         ("The horse fall paid $1,500 more than the wire jump.", more_by("fees", "horse fall", "wire jump", 1500)),
         ("Brett Kane's double was paid more than Bo.", more("fees", "Brett Kane", "Bo")),
         ("Carmen was paid more than Dieter.", more("fees", "Carmen", "Dieter")),
         ("Of Dieter and Kiki, one doubled for Brett Kane and the other for Ava Stone.",
          pair("Dieter", "Kiki", "Brett Kane", "Ava Stone"))]),

    # ---------------------------------------------------------------- 15 dispatch calls
    Puzzle("dispatch_calls_4x5",
        "During one overnight shift at the Cobb County 911 center, five dispatchers each took a different "
        "emergency call. Match each dispatcher to the type of call, the time it came in and the unit sent.",
        [("dispatchers", ["Brandt", "Espinoza", "Kowalski", "Nguyen", "Whitfield"]),
         ("calls", ["break-in", "chimney fire", "fender bender", "lost child", "power line down"]),
         ("times", ["11:40 pm", "12:25 am", "1:10 am", "1:55 am", "2:40 am"]),
         ("units", ["Engine 4", "Ladder 2", "Medic 9", "Patrol 7", "Unit 12"])],
        [("The first call of the night was the chimney fire.", lowest("times", "chimney fire")),
         ("Nguyen's call came in 45 minutes after Espinoza's.", more_by("times", "Nguyen", "Espinoza", 45)),
         ("The call answered by Ladder 2 came in 45 minutes after the break-in.",
          more_by("times", "Ladder 2", "break-in", 45)),
         ("Kowalski took the last call of the shift.", highest("times", "Kowalski")),
         ("The fender bender was handled by Medic 9.", same("fender bender", "Medic 9")),
         ("Of Brandt's call and the power line call, one came in at 1:10 am and the other was answered by "
          "Ladder 2.",
          pair("Brandt", "power line down", "1:10 am", "Ladder 2")),
         ("Patrol 7 didn't go to the lost child.", differ("Patrol 7", "lost child")),
         ("Engine 4 was sent to Espinoza's call.", same("Engine 4", "Espinoza")),
         ("The lost child call came in later than the break-in.", more("times", "lost child", "break-in"))],
        numbers={"times": [1420, 1465, 1510, 1555, 1600]}),

    # ---------------------------------------------------------------- 16 trail cameras
    Puzzle("trail_cameras_4x5",
        "Members of the Cold Spring Nature Club set five trail cameras along the ridge trail last month. Match "
        "each club member to the spot where the camera was placed, the animal it caught most often and the "
        "number of nights it ran.",
        [("members", ["Dr. Lindqvist", "Mr. Haskell", "Mr. Kerr", "Mrs. Imrie", "Ms. Jovanovic"]),
         ("spots", ["Beaver Pond", "Fire Tower", "Hemlock Grove", "Old Quarry", "Rock Creek"]),
         ("animals", ["black bear", "bobcat", "coyote", "fisher", "red fox"]),
         ("nights", ["9", "12", "15", "18", "21"])],
        [("The camera that caught the black bear ran the longest.", highest("nights", "black bear")),
         ("Mrs. Imrie's camera ran 3 fewer nights than Mr. Kerr's.", more_by("nights", "Mr. Kerr", "Mrs. Imrie", 3)),
         ("The Fire Tower camera ran 9 nights longer than the Hemlock Grove camera.",
          more_by("nights", "Fire Tower", "Hemlock Grove", 9)),
         ("Dr. Lindqvist's camera, which was at Rock Creek, mostly caught coyotes.",
          all_of(same("Dr. Lindqvist", "Rock Creek"), same("Dr. Lindqvist", "coyote"))),
         ("The bobcat camera ran 6 nights longer than the red fox camera.", more_by("nights", "bobcat", "red fox", 6)),
         ("Mr. Haskell didn't put his camera at Beaver Pond.", differ("Mr. Haskell", "Beaver Pond")),
         ("Ms. Jovanovic's camera, up at the Fire Tower, ran the most nights.",
          all_of(same("Ms. Jovanovic", "Fire Tower"), highest("nights", "Ms. Jovanovic"))),
         ("Dr. Lindqvist's camera ran 3 nights longer than Mr. Haskell's.",
          more_by("nights", "Dr. Lindqvist", "Mr. Haskell", 3))]),

    # ---------------------------------------------------------------- 17 tornado reports
    Puzzle("tornado_reports_4x5",
        "Storm spotters in Harlan County logged five tornadoes last spring, each on a different Thursday. Match "
        "each tornado to the town it struck, the date, its EF rating and the length of its path.",
        [("towns", ["Alton", "Bixby", "Coyle", "Dalton", "Emery"]),
         ("dates", ["April 3", "April 10", "April 17", "April 24", "May 1"]),
         ("ratings", ["EF0", "EF1", "EF2", "EF3", "EF4"]),
         ("paths (miles)", ["3", "6", "9", "12", "15"])],
        [("The strongest tornado had the longest path.", _extremes("ratings", True, "paths (miles)", True)),
         ("The Coyle tornado struck exactly two weeks before the Alton tornado.",
          more_by("dates", "Alton", "Coyle", 14)),
         ("The Bixby tornado, an EF1, was the last of the spring.",
          all_of(same("Bixby", "EF1"), highest("dates", "Bixby"))),
         ("The Dalton tornado was the strongest of the five.", highest("ratings", "Dalton")),
         ("The Coyle tornado had a shorter path than the Alton one.", more("paths (miles)", "Alton", "Coyle")),
         ("The Bixby tornado's path was 3 miles shorter than the Coyle tornado's.",
          more_by("paths (miles)", "Coyle", "Bixby", 3)),
         ("The EF2 tornado touched down a week before the Alton tornado.", more_by("dates", "Alton", "EF2", 7)),
         ("The Dalton tornado came a week after the Alton one.", more_by("dates", "Dalton", "Alton", 7)),
         ("Neither the Emery nor the Alton tornado was the EF0.", neither("Emery", "Alton", "EF0")),
         ("Alton's tornado had a path 3 miles longer than Emery's.", more_by("paths (miles)", "Alton", "Emery", 3))],
        numbers={"dates": [3, 10, 17, 24, 31], "ratings": [0, 1, 2, 3, 4]}),

    # ---------------------------------------------------------------- 18 arcade high scores
    Puzzle("arcade_high_scores_4x6",
        "The Pixel Palace retro arcade keeps a wall of champions: six regulars each hold the high score on a "
        "different cabinet. Match each player to the year the record was set, the high score and the game.",
        [("players", ["Abe", "Gina", "Hector", "June", "Milo", "Rosa"]),
         ("years", ["2016", "2017", "2018", "2019", "2020", "2021"]),
         ("scores", ["48,200", "56,700", "63,100", "71,400", "85,900", "92,300"]),
         ("games", ["Centipede", "Defender", "Frogger", "Galaga", "Joust", "Tempest"])],
        [("The highest score on the wall was set on Galaga.", highest("scores", "Galaga")),
         ("The oldest record belongs to June.", lowest("years", "June")),
         ("Hector's record, the newest on the wall, is also the lowest score.",
          all_of(highest("years", "Hector"), lowest("scores", "Hector"))),
         ("Milo set his record one year after Gina set hers.", more_by("years", "Milo", "Gina", 1)),
         ("The Joust record was set 3 years after the Tempest record.", more_by("years", "Joust", "Tempest", 3)),
         ("Rosa's score is lower than Abe's.", more("scores", "Abe", "Rosa")),
         ("The Tempest score is 8,300 points lower than the Joust score.",
          more_by("scores", "Joust", "Tempest", 8300)),
         ("Of Milo and the 2020 record holder, one holds the Centipede record and the other scored 56,700.",
          pair("Milo", "2020", "Centipede", "56,700")),
         ("The six champions are Abe, the Galaga champ, the 2016 record holder, Rosa, the Frogger champ and the "
          "player with 85,900.", distinct("Abe", "Galaga", "2016", "Rosa", "Frogger", "85,900"))]),

    # ---------------------------------------------------------------- 19 literary prizes
    Puzzle("literary_prizes_4x6",
        "Six novelists each won a different literary prize this season. Match each novelist to the prize money, "
        "the winning novel and the prize.",
        [("novelists", ["Anouk Lister", "Bertram Cole", "Dame Edith Rowe", "Dr. Lena Marsh", "Hiro Tanaka",
                        "Sir Owen Pryce"]),
         ("purses", ["$5,000", "$10,000", "$15,000", "$20,000", "$25,000", "$30,000"]),
         ("novels", ["Glass Harbour", "Low Tide", "Paper Lanterns", "The Ninth Bell", "The Salt Road",
                     "Winter Orchard"]),
         ("prizes", ["Amberley Prize", "Bellhaven Medal", "Castellan Award", "Dunmore Prize", "Everett Prize",
                     "Fairleigh Award"])],
        [("The Amberley Prize carried the largest purse.", highest("purses", "Amberley Prize")),
         ("Sir Owen Pryce won $5,000 more than Hiro Tanaka.", more_by("purses", "Sir Owen Pryce", "Hiro Tanaka", 5000)),
         ("The author of \"Winter Orchard\" received the least money.", lowest("purses", "Winter Orchard")),
         ("The Castellan Award was worth $5,000 more than the Dunmore Prize.",
          more_by("purses", "Castellan Award", "Dunmore Prize", 5000)),
         ("Either Bertram Cole or Dr. Lena Marsh wrote \"The Ninth Bell.\"",
          either("The Ninth Bell", "Bertram Cole", "Dr. Lena Marsh")),
         ("The Fairleigh Award went to \"Glass Harbour.\"", same("Fairleigh Award", "Glass Harbour")),
         ("Of Anouk Lister and the author of \"Paper Lanterns,\" one won the Castellan Award and the other won "
          "$10,000.", pair("Anouk Lister", "Paper Lanterns", "Castellan Award", "$10,000")),
         ("\"The Salt Road\" won $10,000 more than \"Low Tide.\"",
          more_by("purses", "The Salt Road", "Low Tide", 10000)),
         ("Neither Hiro Tanaka nor Anouk Lister won the Bellhaven Medal.",
          neither("Hiro Tanaka", "Anouk Lister", "Bellhaven Medal")),
         ("Dr. Lena Marsh won $15,000 more than Bertram Cole.",
          more_by("purses", "Dr. Lena Marsh", "Bertram Cole", 15000)),
         ("The Bellhaven Medal was worth more than the Castellan Award.",
          more("purses", "Bellhaven Medal", "Castellan Award"))]),

    # ---------------------------------------------------------------- 20 vintage motorcycles
    Puzzle("vintage_motorcycles_4x6",
        "Six collectors brought restored motorcycles to the Dunmore Classic Bike Show, and each bike was sold at "
        "the auction that closed the show. Match each collector to the make, the model year and the price it "
        "sold for.",
        [("collectors", ["Capt. Reyes", "Dr. Whitlock", "Mr. Ferreira", "Mrs. Stroud", "Ms. Achebe",
                         "Rev. Lindgren"]),
         ("makes", ["BSA", "Ducati", "Indian", "Norton", "Triumph", "Vincent"]),
         ("years", ["1948", "1953", "1958", "1963", "1968", "1973"]),
         ("prices", ["$12,000", "$15,500", "$19,000", "$22,500", "$26,000", "$29,500"])],
        [("The Vincent sold for the highest price.", highest("prices", "Vincent")),
         ("Capt. Reyes's bike is 5 years older than Dr. Whitlock's.",
          more_by("years", "Dr. Whitlock", "Capt. Reyes", 5)),
         ("Mrs. Stroud's BSA sold for less than any other bike.",
          all_of(same("Mrs. Stroud", "BSA"), lowest("prices", "Mrs. Stroud"))),
         ("The 1968 bike sold for $3,500 more than the BSA.", more_by("prices", "1968", "BSA", 3500)),
         ("Ms. Achebe's bike is the newest.", highest("years", "Ms. Achebe")),
         ("The Norton sold for $3,500 less than the Indian.", more_by("prices", "Indian", "Norton", 3500)),
         ("Of Rev. Lindgren and the Triumph's owner, one owns the 1958 bike and the other sold for $15,500.",
          pair("Rev. Lindgren", "Triumph", "1958", "$15,500")),
         ("The Ducati is 15 years newer than the Norton.", more_by("years", "Ducati", "Norton", 15)),
         ("Either Capt. Reyes or Dr. Whitlock owns the Indian.", either("Indian", "Capt. Reyes", "Dr. Whitlock")),
         ("The Triumph fetched more than the Norton.", more("prices", "Triumph", "Norton")),
         ("The BSA is newer than the Triumph.", more("years", "BSA", "Triumph"))]),
)
PUZZLES = {p.name: p for p in _PUZZLES}
