"""What each clue of the fifty-second batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the fifty-second author was asked for, written apart from pylogic's reader on themes new to
the set: ten house puzzles of the Einstein kind as Brainzilla, Puzzle Prime and puzzle books print them, and ten grids
of puzzle sites and magazines other than Puzzle Baron's own: Brainzilla's and Puzzle Prime's grid puzzles, Dell and
Penny Press "Logic Problems" grids with a story opening, and two in Logic-Puzzles.org's formulaic style.

The house puzzles (positions x categories, counting the position category): six of 5x5 (lorries at a warehouse's
loading bays, weavers at the looms of a Lancashire cotton mill, nest boxes along a garden fence, monks' cells along a
priory cloister numbered from west to east, outlaws in a Wild West jailhouse, knights at the high table of a medieval
feast) and four of 4x5 (art suites in an ice hotel, teachers' pigeonholes in a staffroom, piggy banks on a playroom
shelf, children's paper lanterns along a garden path), each a row numbered 1 to 5, with the values they print ("6:00"
to "7:00" as departure times, "19" to "35" for ages, "4 eggs" to "8 eggs", "1985" to "2009" for years of vows, "$100"
to "$500" rewards, "2 tourneys" to "6 tourneys", "Year 1" to "Year 5", "£3" to "£11", "Brother Ambrose", "Sir Aymer",
"Mr Singh", "Miss Ford", "house sparrows", "Book of Hours", "stagecoach robbery") in the Einstein puzzles' terse
sentences: "is in the middle bay", "is in the first bay", "in the first cell", "in the last cell", "in the middle
seat", "works the middle loom", "is in the middle", "in suite 5", "on the far left", "works the loom on the far left",
"at one of the ends", "in one of the end pigeonholes", "at the eastern end", "immediately to the left of", "immediately
to the right of", "immediately east of", "somewhere to the left of", "somewhere to the right of", "somewhere west of",
"next to", "sleeps next to", "sits next to", "somewhere between A and B"; facts ("Stan drives for Ridley", "The Marsh
lorry is carrying wine", "Florrie comes from Nelson", "Edith is weaving gingham", "The nuthatches chose the red box",
"Dad put up the box the great tits used", "The robins' box is painted green", "The box in the middle held 6 eggs", "The
claim jumper wears white", "Wes wears the red bandana", "The knight who bears the lion drinks ale", "The knight who has
won 5 tourneys drinks perry", "Anders carved the moose", "Elin's suite is booked by the Germans", "The Canadians have
the bear suite", "Mr Grant found the jumper", "The birthday card was for the Year 5 teacher", "The payslip was in Mr
Singh's pigeonhole", "Harvey's is the purple one", "The red lantern is shaped like a fish", "Mei made the rabbit", "The
Bestiary's copyist took his vows in 2003", "The outlaw in the yellow bandana is worth $100", "The blue piggy bank holds
£9"); relative clauses that state facts ("The infirmarian, who is copying the Herbal, sleeps immediately east of the
brewer", "Sir Roland, who drinks wine, sits next to Sir Hugo"); superlatives ("The Baxter lorry is the last to leave",
"The first lorry to leave is next to the one loaded with carpets", "The youngest weaver works the middle loom", "The
blue tits' box held the most eggs", "The blue box held the fewest eggs", "Brother Oswin is the most recently
professed", "The train robber has the biggest price on his head", "The piggy bank with the most money in it is
immediately to the left of the gold one"); amounts ("leaves half an hour before", "are due out 15 minutes after",
"eight years older than", "sixteen years older than", "four years younger than", "two fewer eggs than", "took his vows
twelve years after", "six years after", "$200 more than", "is worth $100 more than", "two fewer tourneys than", "one
more tourney than", "the year below", "£6 less than", "£4 more than"); negations ("Clive isn't carrying timber",
"Lizzie isn't from Colne", "Bart isn't the cattle rustler"); things named by what they hold, carry, wear or house ("The
timber lorry", "The calico loom", "The gingham weaver", "the woman from Barrowford", "The monk copying the Gospels",
"The boar knight", "The eagle", "The bear suite", "the Japanese guests' suite", "The Year 1 teacher's pigeonhole", "The
$400 outlaw", "The 6:30 departure", "The 27-year-old").

The grids (categories x values, the first category labelling the rows): two of 3x4 (a township road crew's pothole
repairs, Dell style; neon signs for Route 66 businesses, Brainzilla style), two of 3x5 (friends at a noodle bar, Puzzle
Prime style; a mosaic artist's commissions, Dell style), two of 4x4 (a retirees' pickleball league and a lace guild's
fair entries, Penny Press style), two of 4x5 (Japanese ama pearl divers, Puzzle Prime style; a moth club's backyard
sheets during National Moth Week, Dell style) and two of 4x6 in Logic-Puzzles.org's formulaic style (Greek olive
groves, meditation retreats). Their values as the sources print them ("Monday" to "Thursday", "Quarry Road", "bowling
alley", "$400" to "$850", "$9" to "$13", "pad thai", "Mr. Feld", "Ms. Garza", "March" to "July", "compass rose", "66"
to "75" for ages, "4 wins" to "10 wins", "24 bobbins" to "60 bobbins", "3 weeks" to "9 weeks", "handkerchief edging",
"12 oysters" to "24 oysters", "60 moths" to "120 moths", "rosy maple moth", "1,200 kg" to "2,700 kg", "Agios Nikolaos",
"3 days" to "8 days", "Sri Lanka"), in the story problems' chattier sentences and the sites' formulaic clues: relative
clauses that state facts ("Main Street, which wasn't Walt's job, was done earlier in the week than Birch Lane", "The
dolphin, which wasn't for Mrs. Kemp, was the last of the five to be completed", "The bookmark, which took five weeks,
was worked on half as many bobbins as the table mat", "Arlene, who doesn't use the lime paddle, is 72", "Bev, who lives
in Hawley, counted the most moths", "Glen, who doesn't live in Greentown, counted more moths than Lorna"); possessives
and prepositional phrases that state facts ("Mr. Feld's compass rose", "Carl's sheet in Milford", "The polyphemus moth
was found in Blooming Grove, by a member who counted 15 more moths than Denise", "Marv's crew patched Quarry Road the
day after Gus's crew was out"); joins with "and", "but" and a semicolon ("Mr. Ito's mosaic was done the month after Mr.
Feld's but sometime before Mrs. Dunn's", "Marian finished her piece faster than anyone else; Ruth didn't make the
bookmark", "is three years older than Bud and has two more wins than Dottie", "Hana paid more than Sora but less than
Mika"); a man named by his sex ("The orange paddle belongs to one of the men", Bud or Irv, as the opening says);
comparisons with amounts ("came two days after", "two months before", "the month after", "cost $150 more than", "cost
$2 less than", "cost $1 less than", "three years older than", "two more wins than", "has won twice as many games as",
"24 more bobbins than", "half as many bobbins as", "brought up 9 more oysters than", "brought up 3 more oysters than",
"drew 15 fewer moths than", "produced 300 kg more than", "produced 300 kg less than", "produced 600 kg less than",
"produced 900 kg less than", "produced 600 kg more than", "is 3 days longer than", "is 1 day shorter than", "is 2 days
shorter than", "is 3 days shorter than", "is 5 days longer than") and without ("earlier in the week than", "paid more
for its sign than the bowling alley did", "paid less than", "brought up fewer oysters than", "counted more moths than",
"produced more than"); superlatives ("The diner's sign was the cheapest", "the last of the five to be completed", "took
the longest of the four", "finished her piece faster than anyone else", "brought up the most oysters", "counted the
most moths", "the house with the fewest"); "either" ("Chiyo dived at either Kurose or Nishihama", "Either Vlachos or
Andreou grows Kalamata olives", "Either Bianca or Rowan is going to Thailand"); "Neither the motel nor the laundromat
ordered the pink sign"; "Of A and B, one ... and the other ..."; lists ("The six groves are ...", "The six retreats are
..."); negations ("Mrs. Dunn didn't choose the peacock", "The table mat wasn't Ruth's", "Kiyomi didn't dive at Sunset
Reef", "Kendra's retreat isn't at White Cloud"); values named by their number ("the 1,800 kg grove", "the 8-day
retreat", "the 7-day retreat", "a sheet with 90 moths on it", "is 72").

The conventions the predicates assume. Logic words: two things compared are two different rows; "either A or B" means
the thing named is exactly one of A and B; "Neither A nor B ... C" and "The six ... are A, B, ..." are all different
rows; "Of A and B, one ... and the other ..." means A and B are two different rows that are the two named in some
order; a relative clause, appositive, possessive or "in Milford" / "in Blooming Grove" phrase states a grid fact,
encoded with the rest of its sentence; "X wasn't ...", "X isn't ...", "X is not ...", "X doesn't ..." and "X didn't
..." are two different rows; "one of the men" is Bud or Irv, as the opening says; a thing carried, worn, drunk, woven,
copied, carved, found or housed stands for its row ("The gingham weaver", "The boar knight", "The eagle", "The cream
pearl came from Turtle Rock"). Positions: "immediately to the left of" is one place number lower, "immediately to the
right of" and (along a row numbered west to east) "immediately east of" one higher, "somewhere to the right of" any
higher number, "somewhere to the left of" and "somewhere west of" any lower, "next to" one apart either way, "somewhere
between A and B" strictly between their numbers (not necessarily next to either), "in the middle", "the middle bay",
"the middle loom", "the middle cell" and "the middle seat" place 3, "the first bay", "the first cell", "on the far
left" and "the loom on the far left" place 1, "the last cell", "the eastern end" and "suite 5" place 5, and "at one of
the ends" and "one of the end pigeonholes" place 1 or 5; "The first lorry to leave is next to the one loaded with
carpets" means the row with the earliest departure is one place from the carpets' row, and "The piggy bank with the
most money in it is immediately to the left of the gold one" that the row with the most money is one place number lower
than the gold one's. Orders and amounts: times, ages, eggs, years, rewards, tourneys, prices, bills, wins, bobbins,
weeks, oysters, moths, kilograms and days count as the number they print (``brute_force.number_of``: "6:30" is 390
minutes, "1,200 kg" is 1200, "4 wins" is 4), or as the numbers a puzzle lists for a category whose values do not spell
them ("Year 1" is 1, so "the year below" is 1 fewer; "£3" is 3; Monday to Thursday count as 1 to 4 and March to July as
3 to 7); clock times count as minutes of the day, so "half an hour before" is 30 fewer and "15 minutes after" 15 more.
"Twice as many as" is twice the number and "half as many as" half; "before", "earlier", "less", "fewer", "younger",
"shorter", "cheapest", "the fewest", "the youngest", "faster than anyone else" (of weeks spent) and "the first lorry to
leave" are the smaller number, "after", "more", "older", "longer", "more expensive", "the most", "the biggest price",
"the last to leave", "the last of the five to be completed", "took the longest" and (of the year of vows) "the most
recently professed" the larger; "the year below" is one Year fewer.
Each puzzle lists its categories and sentences exactly as its ``puzzles/NAME.clues`` prints them;
``brute_force.solutions`` proves each answer unique and each clue needed (without any one of them the puzzle has
several solutions).
"""

from __future__ import annotations

from bench.handwritten.brute_force import Predicate, Puzzle
from bench.handwritten.predicates import (
    all_of,
    between,
    differ,
    distinct,
    either,
    extreme_next_to,
    highest,
    lowest,
    more,
    more_by,
    next_to,
    one_of,
    pair,
    same,
    times_as_much,
)


def _extreme_beside(ranking: str, top: bool, category: str, other: str, offset: int) -> Predicate:
    """The row with the highest (``top``) or lowest number in ``ranking`` has a number in ``category`` ``offset``
    more than ``other``'s: -1 is "immediately to the left of", 1 "immediately to the right of"."""
    def holds(accessor) -> bool:
        row = accessor.row_with_highest(ranking) if top else accessor.row_with_lowest(ranking)
        return accessor.number(category, row) - accessor.number(category, accessor(other)) == offset
    return holds


_PUZZLES = (
    # ================================================================ house puzzles
    # ---------------------------------------------------------------- 1 loading bays
    Puzzle("loading_bays_5x5",
        "Five lorries are backed up to the loading bays of Hallam Distribution's warehouse, in bays numbered 1 to 5 "
        "from left to right. Each lorry has a different driver, belongs to a different haulage firm, is carrying a "
        "different load and is due to leave at a different time.",
        [("bays", ["1", "2", "3", "4", "5"]),
         ("drivers", ["Clive", "Dougie", "Kev", "Stan", "Trevor"]),
         ("firms", ["Baxter", "Fenwick", "Hollis", "Marsh", "Ridley"]),
         ("loads", ["carpets", "fridges", "timber", "tyres", "wine"]),
         ("departures", ["6:00", "6:15", "6:30", "6:45", "7:00"])],
        [("Trevor's lorry is in the middle bay.", same("Trevor", "bays:3")),
         ("The lorry carrying tyres is in the first bay.", same("tyres", "bays:1")),
         ("The Fenwick lorry is at one of the ends.", one_of("Fenwick", "bays:1", "bays:5")),
         ("The timber lorry is immediately to the left of the wine lorry.", more_by("bays", "wine", "timber", 1)),
         ("Dougie's lorry leaves half an hour before Clive's.", more_by("departures", "Clive", "Dougie", 30)),
         ("The first lorry to leave is next to the one loaded with carpets.",
          extreme_next_to("departures", False, "bays", "carpets")),
         ("The Baxter lorry is the last to leave.", highest("departures", "Baxter")),
         ("Stan drives for Ridley.", same("Stan", "Ridley")),
         ("The Marsh lorry is carrying wine.", same("Marsh", "wine")),
         ("The lorry with the fridges is somewhere to the right of the Hollis lorry.",
          more("bays", "fridges", "Hollis")),
         ("Kev's lorry is next to Stan's.", next_to("bays", "Kev", "Stan")),
         ("The 6:30 departure is somewhere to the left of the 6:45 departure.", more("bays", "6:45", "6:30")),
         ("The carpets are due out 15 minutes after the tyres.", more_by("departures", "carpets", "tyres", 15)),
         ("Clive isn't carrying timber.", differ("Clive", "timber")),
        ]),

    # ---------------------------------------------------------------- 2 mill looms
    Puzzle("mill_looms_5x5",
        "In the weaving shed of Albion Mill, five weavers work a row of looms numbered 1 to 5 from left to right. "
        "Each weaver is a different age, comes from a different village and is weaving a different cloth.",
        [("looms", ["1", "2", "3", "4", "5"]),
         ("weavers", ["Ada", "Edith", "Florrie", "Lizzie", "Nellie"]),
         ("ages", ["19", "23", "27", "31", "35"]),
         ("villages", ["Barrowford", "Colne", "Nelson", "Padiham", "Trawden"]),
         ("cloths", ["calico", "damask", "flannel", "gingham", "muslin"])],
        [("The youngest weaver works the middle loom.", lowest("ages", "looms:3")),
         ("The gingham weaver is eight years older than the woman from Barrowford.",
          more_by("ages", "gingham", "Barrowford", 8)),
         ("Florrie comes from Nelson.", same("Florrie", "Nelson")),
         ("The calico loom is immediately to the left of the muslin loom.", more_by("looms", "muslin", "calico", 1)),
         ("The weaver from Colne is next to the weaver from Padiham.", next_to("looms", "Colne", "Padiham")),
         ("Lizzie works somewhere to the right of Edith.", more("looms", "Lizzie", "Edith")),
         ("The woman from Trawden is sixteen years older than Nellie.", more_by("ages", "Trawden", "Nellie", 16)),
         ("Edith is weaving gingham.", same("Edith", "gingham")),
         ("The muslin weaver is four years younger than the flannel weaver.",
          more_by("ages", "flannel", "muslin", 4)),
         ("The 27-year-old works the loom on the far left.", same("27", "looms:1")),
         ("Lizzie isn't from Colne.", differ("Lizzie", "Colne")),
         ("The muslin weaver comes from Colne.", same("muslin", "Colne")),
        ]),

    # ---------------------------------------------------------------- 3 nest boxes
    Puzzle("nest_boxes_5x5",
        "Five nest boxes are fixed along the garden fence at Willow Cottage, numbered 1 to 5 from left to right. "
        "This spring each box was taken by a different kind of bird. Each was put up by a different member of the "
        "family, is painted a different colour and held a different number of eggs.",
        [("boxes", ["1", "2", "3", "4", "5"]),
         ("birds", ["blue tits", "great tits", "house sparrows", "nuthatches", "robins"]),
         ("makers", ["Dad", "Grandpa", "Jess", "Mum", "Tom"]),
         ("colours", ["blue", "cream", "green", "grey", "red"]),
         ("eggs", ["4 eggs", "5 eggs", "6 eggs", "7 eggs", "8 eggs"])],
        [("The blue tits' box held the most eggs.", highest("eggs", "blue tits")),
         ("The robins nested in the box on the far left.", same("robins", "boxes:1")),
         ("Grandpa's box is immediately to the right of Tom's.", more_by("boxes", "Grandpa", "Tom", 1)),
         ("The green box is next to the cream one.", next_to("boxes", "green", "cream")),
         ("The nuthatches chose the red box.", same("nuthatches", "red")),
         ("Jess's box held two fewer eggs than Mum's.", more_by("eggs", "Mum", "Jess", 2)),
         ("The grey box is at one of the ends.", one_of("grey", "boxes:1", "boxes:5")),
         ("Dad put up the box the great tits used.", same("Dad", "great tits")),
         ("The box with 5 eggs is somewhere to the left of the box with 7 eggs.", more("boxes", "7 eggs", "5 eggs")),
         ("The blue box held the fewest eggs.", lowest("eggs", "blue")),
         ("The box in the middle held 6 eggs.", same("boxes:3", "6 eggs")),
         ("Mum's box is somewhere between Grandpa's and Jess's.", between("boxes", "Mum", "Grandpa", "Jess")),
         ("The robins' box is painted green.", same("robins", "green")),
        ]),

    # ---------------------------------------------------------------- 4 monastery cells
    Puzzle("monastery_cells_5x5",
        "Five monks of St Aldhelm's Priory sleep in a row of cells along the north cloister, numbered 1 to 5 from "
        "west to east. Each brother has a different duty in the house, is copying a different book in the "
        "scriptorium and took his vows in a different year.",
        [("cells", ["1", "2", "3", "4", "5"]),
         ("monks", ["Brother Ambrose", "Brother Bede", "Brother Cuthbert", "Brother Dunstan", "Brother Oswin"]),
         ("duties", ["beekeeper", "brewer", "cellarer", "gardener", "infirmarian"]),
         ("books", ["Bestiary", "Book of Hours", "Gospels", "Herbal", "Psalter"]),
         ("vows", ["1985", "1991", "1997", "2003", "2009"])],
        [("The infirmarian, who is copying the Herbal, sleeps immediately east of the brewer.",
          all_of(same("infirmarian", "Herbal"), more_by("cells", "infirmarian", "brewer", 1))),
         ("The beekeeper's cell is at the eastern end.", same("beekeeper", "cells:5")),
         ("Brother Dunstan took his vows twelve years after the beekeeper.",
          more_by("vows", "Brother Dunstan", "beekeeper", 12)),
         ("The monk copying the Gospels sleeps next to the gardener.", next_to("cells", "Gospels", "gardener")),
         ("Brother Oswin is the most recently professed.", highest("vows", "Brother Oswin")),
         ("Brother Bede's cell is somewhere west of Brother Cuthbert's.",
          more("cells", "Brother Cuthbert", "Brother Bede")),
         ("The Bestiary's copyist took his vows in 2003.", same("Bestiary", "2003")),
         ("The brewer took his vows six years after the beekeeper.", more_by("vows", "brewer", "beekeeper", 6)),
         ("The cellarer sleeps somewhere between the infirmarian and the gardener.",
          between("cells", "cellarer", "infirmarian", "gardener")),
         ("The cellarer is copying the Book of Hours.", same("cellarer", "Book of Hours")),
         ("Brother Ambrose sleeps in the middle cell.", same("Brother Ambrose", "cells:3")),
        ]),

    # ---------------------------------------------------------------- 5 jailhouse cells
    Puzzle("jailhouse_cells_5x5",
        "Five outlaws are locked up in the row of cells at the Dry Creek jailhouse, numbered 1 to 5 from left to "
        "right, waiting for the circuit judge. Each is wanted for a different crime, has a different price on his "
        "head and wears a different colour of bandana.",
        [("cells", ["1", "2", "3", "4", "5"]),
         ("outlaws", ["Bart", "Clem", "Jesse", "Luke", "Wes"]),
         ("crimes", ["cattle rustling", "claim jumping", "horse theft", "stagecoach robbery", "train robbery"]),
         ("rewards", ["$100", "$200", "$300", "$400", "$500"]),
         ("bandanas", ["black", "blue", "red", "white", "yellow"])],
        [("The train robber has the biggest price on his head.", highest("rewards", "train robbery")),
         ("The horse thief is in the first cell.", same("horse theft", "cells:1")),
         ("Clem is next to the horse thief.", next_to("cells", "Clem", "horse theft")),
         ("The outlaw in the yellow bandana is worth $100.", same("yellow", "$100")),
         ("The man in the black bandana is immediately to the left of the man in the yellow one.",
          more_by("cells", "yellow", "black", 1)),
         ("Jesse's reward is $200 more than Bart's.", more_by("rewards", "Jesse", "Bart", 200)),
         ("The stagecoach robber is at one of the ends.", one_of("stagecoach robbery", "cells:1", "cells:5")),
         ("The claim jumper wears white.", same("claim jumping", "white")),
         ("Wes is worth $100 more than Bart.", more_by("rewards", "Wes", "Bart", 100)),
         ("The red bandana is somewhere to the left of the blue one.", more("cells", "blue", "red")),
         ("The $400 outlaw is in the last cell.", same("$400", "cells:5")),
         ("Bart isn't the cattle rustler.", differ("Bart", "cattle rustling")),
         ("Wes wears the red bandana.", same("Wes", "red")),
        ]),

    # ---------------------------------------------------------------- 6 medieval banquet
    Puzzle("medieval_banquet_5x5",
        "Five knights sit in a row at the high table for the earl's Michaelmas feast, in seats numbered 1 to 5 from "
        "left to right. Each bears a different device on his shield, drinks a different drink and has won a "
        "different number of tourneys.",
        [("seats", ["1", "2", "3", "4", "5"]),
         ("knights", ["Sir Aymer", "Sir Baldric", "Sir Giles", "Sir Hugo", "Sir Roland"]),
         ("devices", ["boar", "eagle", "lion", "stag", "wyvern"]),
         ("drinks", ["ale", "cider", "mead", "perry", "wine"]),
         ("tourneys", ["2 tourneys", "3 tourneys", "4 tourneys", "5 tourneys", "6 tourneys"])],
        [("Sir Aymer sits in the middle seat.", same("Sir Aymer", "seats:3")),
         ("The knight who bears the lion drinks ale.", same("lion", "ale")),
         ("The knight with the stag on his shield sits on the far left.", same("stag", "seats:1")),
         ("Sir Giles sits immediately to the right of the ale drinker.", more_by("seats", "Sir Giles", "ale", 1)),
         ("The mead drinker has won two fewer tourneys than the wine drinker.",
          more_by("tourneys", "wine", "mead", 2)),
         ("The eagle is at one of the ends.", one_of("eagle", "seats:1", "seats:5")),
         ("Sir Baldric has won one more tourney than Sir Aymer.", more_by("tourneys", "Sir Baldric", "Sir Aymer", 1)),
         ("The perry drinker sits next to the cider drinker.", next_to("seats", "perry", "cider")),
         ("The boar knight sits somewhere between Sir Hugo and Sir Aymer.",
          between("seats", "boar", "Sir Hugo", "Sir Aymer")),
         ("The knight who has won 5 tourneys drinks perry.", same("5 tourneys", "perry")),
         ("Sir Roland, who drinks wine, sits next to Sir Hugo.",
          all_of(same("Sir Roland", "wine"), next_to("seats", "Sir Roland", "Sir Hugo"))),
        ]),

    # ---------------------------------------------------------------- 7 ice hotel
    Puzzle("ice_hotel_rooms_4x5",
        "Five art suites open off the main corridor of the Aurora ice hotel in Swedish Lapland, numbered 1 to 5 "
        "from left to right. Each suite was carved by a different artist and has a different ice sculpture as its "
        "centrepiece, and tonight each is booked by guests from a different country.",
        [("suites", ["1", "2", "3", "4", "5"]),
         ("artists", ["Anders", "Elin", "Kaito", "Marta", "Olle"]),
         ("sculptures", ["bear", "moose", "owl", "reindeer", "swan"]),
         ("guests", ["Australia", "Canada", "Germany", "Japan", "Spain"])],
        [("The bear suite is in the middle.", same("bear", "suites:3")),
         ("Kaito's suite is immediately to the left of the bear suite.", more_by("suites", "bear", "Kaito", 1)),
         ("The owl suite is at one of the ends.", one_of("owl", "suites:1", "suites:5")),
         ("Anders carved the moose.", same("Anders", "moose")),
         ("Marta's suite is somewhere to the right of Olle's.", more("suites", "Marta", "Olle")),
         ("The Australian guests are in suite 5.", same("Australia", "suites:5")),
         ("Elin's suite is booked by the Germans.", same("Elin", "Germany")),
         ("The reindeer suite is somewhere to the left of the Japanese guests' suite.",
          more("suites", "Japan", "reindeer")),
         ("The Australians are staying in the moose suite.", same("Australia", "moose")),
         ("The Canadians have the bear suite.", same("Canada", "bear")),
        ]),

    # ---------------------------------------------------------------- 8 pigeonholes
    Puzzle("pigeonholes_4x5",
        "In the staffroom at Hillcrest Primary, five teachers' pigeonholes sit in a row, numbered 1 to 5 from left "
        "to right. Each teacher has a different class, and this morning each found something different waiting in "
        "his or her pigeonhole.",
        [("pigeonholes", ["1", "2", "3", "4", "5"]),
         ("teachers", ["Miss Ford", "Mr Grant", "Mr Singh", "Mrs Bell", "Mrs Kerr"]),
         ("classes", ["Year 1", "Year 2", "Year 3", "Year 4", "Year 5"]),
         ("items", ["birthday card", "jumper", "parcel", "payslip", "timetable"])],
        [("Miss Ford's pigeonhole is in the middle.", same("Miss Ford", "pigeonholes:3")),
         ("The Year 1 teacher's pigeonhole is immediately to the right of Miss Ford's.",
          more_by("pigeonholes", "Year 1", "Miss Ford", 1)),
         ("Mr Grant found the jumper.", same("Mr Grant", "jumper")),
         ("The parcel was in one of the end pigeonholes.", one_of("parcel", "pigeonholes:1", "pigeonholes:5")),
         ("The Year 2 teacher found the payslip.", same("Year 2", "payslip")),
         ("Mr Singh's pigeonhole is next to Mrs Kerr's.", next_to("pigeonholes", "Mr Singh", "Mrs Kerr")),
         ("The birthday card was for the Year 5 teacher.", same("birthday card", "Year 5")),
         ("Mr Grant teaches the year below Mrs Kerr.", more_by("classes", "Mrs Kerr", "Mr Grant", 1)),
         ("The payslip was in Mr Singh's pigeonhole.", same("payslip", "Mr Singh")),
        ],
        numbers={"classes": [1, 2, 3, 4, 5]}),

    # ---------------------------------------------------------------- 9 piggy banks
    Puzzle("piggy_banks_4x5",
        "Five piggy banks stand in a row on the shelf in the Parkers' playroom, in places numbered 1 to 5 from left "
        "to right. Each belongs to a different child, is a different colour and holds a different amount of money.",
        [("places", ["1", "2", "3", "4", "5"]),
         ("children", ["Harvey", "Isla", "Jake", "Molly", "Zac"]),
         ("colours", ["blue", "gold", "green", "pink", "purple"]),
         ("amounts", ["£3", "£5", "£7", "£9", "£11"])],
        [("The gold piggy bank is in the middle.", same("gold", "places:3")),
         ("The piggy bank with the most money in it is immediately to the left of the gold one.",
          _extreme_beside("amounts", True, "places", "gold", -1)),
         ("Molly's piggy bank is pink.", same("Molly", "pink")),
         ("Isla has £6 less than Jake.", more_by("amounts", "Jake", "Isla", 6)),
         ("The purple piggy bank is at one of the ends.", one_of("purple", "places:1", "places:5")),
         ("Harvey's piggy bank is next to Jake's.", next_to("places", "Harvey", "Jake")),
         ("Zac has £4 more than Molly.", more_by("amounts", "Zac", "Molly", 4)),
         ("The blue piggy bank holds £9.", same("blue", "£9")),
         ("Harvey's is the purple one.", same("Harvey", "purple")),
        ],
        numbers={"amounts": [3, 5, 7, 9, 11]}),

    # ---------------------------------------------------------------- 10 paper lanterns
    Puzzle("paper_lanterns_4x5",
        "For the Mid-Autumn Festival, five children hung the paper lanterns they had made in a row along the garden "
        "path, in places numbered 1 to 5 from left to right. Each lantern has a different shape and a different "
        "colour.",
        [("places", ["1", "2", "3", "4", "5"]),
         ("children", ["Kai", "Lily", "Mei", "Owen", "Priya"]),
         ("shapes", ["fish", "lotus", "moon", "rabbit", "star"]),
         ("colours", ["gold", "orange", "pink", "red", "white"])],
        [("The rabbit lantern is on the far left.", same("rabbit", "places:1")),
         ("The red lantern is shaped like a fish.", same("red", "fish")),
         ("Owen's lantern is immediately to the left of the pink one.", more_by("places", "pink", "Owen", 1)),
         ("Lily's lantern is at one of the ends.", one_of("Lily", "places:1", "places:5")),
         ("Kai's lantern is next to Lily's.", next_to("places", "Kai", "Lily")),
         ("The white lantern is somewhere to the left of the gold one.", more("places", "gold", "white")),
         ("Mei made the rabbit.", same("Mei", "rabbit")),
         ("The star lantern is gold.", same("star", "gold")),
         ("The orange lantern is next to the fish.", next_to("places", "orange", "fish")),
         ("Lily made the moon lantern.", same("Lily", "moon")),
        ]),

    # ================================================================ grids
    # ---------------------------------------------------------------- 11 pothole repairs
    Puzzle("pothole_repairs_3x4",
        "Last week the Millbrook Township road crew spent one day, Monday through Thursday, filling potholes on "
        "each of four streets, with a different foreman in charge each day.",
        [("foremen", ["Gus", "Hal", "Marv", "Walt"]),
         ("streets", ["Birch Lane", "Depot Road", "Main Street", "Quarry Road"]),
         ("days", ["Monday", "Tuesday", "Wednesday", "Thursday"])],
        [("Marv's crew patched Quarry Road the day after Gus's crew was out.",
          all_of(same("Marv", "Quarry Road"), more_by("days", "Marv", "Gus", 1))),
         ("Main Street, which wasn't Walt's job, was done earlier in the week than Birch Lane.",
          all_of(differ("Main Street", "Walt"), more("days", "Birch Lane", "Main Street"))),
         ("The Depot Road job came two days after Hal's.", more_by("days", "Depot Road", "Hal", 2)),
        ],
        numbers={"days": [1, 2, 3, 4]}),

    # ---------------------------------------------------------------- 12 neon signs
    Puzzle("neon_signs_3x4",
        "Four businesses along Route 66 ordered new neon signs from Glowright Signs. Find out the color and the "
        "price of each business's sign.",
        [("businesses", ["bowling alley", "diner", "laundromat", "motel"]),
         ("colors", ["blue", "green", "pink", "red"]),
         ("prices", ["$400", "$550", "$700", "$850"])],
        [("The diner's sign was the cheapest.", lowest("prices", "diner")),
         ("The green sign cost $150 more than the red sign.", more_by("prices", "green", "red", 150)),
         ("Neither the motel nor the laundromat ordered the pink sign.", distinct("motel", "laundromat", "pink")),
         ("The laundromat paid more for its sign than the bowling alley did.",
          more("prices", "laundromat", "bowling alley")),
         ("The red sign is the diner's.", same("red", "diner")),
        ]),

    # ---------------------------------------------------------------- 13 noodle bar
    Puzzle("noodle_bar_3x5",
        "Five friends met after work at a noodle bar in Seattle's International District. Each ordered a different "
        "dish, and their bills all came to different amounts.",
        [("friends", ["Hana", "Jun", "Kenta", "Mika", "Sora"]),
         ("dishes", ["pad thai", "pho", "ramen", "udon", "yakisoba"]),
         ("bills", ["$9", "$10", "$11", "$12", "$13"])],
        [("The pho cost $2 less than the udon.", more_by("bills", "udon", "pho", 2)),
         ("Mika's dish cost $1 less than the ramen.", more_by("bills", "ramen", "Mika", 1)),
         ("Kenta paid less than Sora.", more("bills", "Sora", "Kenta")),
         ("The pad thai cost $10.", same("pad thai", "$10")),
         ("Hana paid more than Sora but less than Mika.",
          all_of(more("bills", "Hana", "Sora"), more("bills", "Mika", "Hana"))),
        ]),

    # ---------------------------------------------------------------- 14 mosaic commissions
    Puzzle("mosaic_commissions_3x5",
        "Mosaic artist Carla Ruiz finished five commissions this year, one a month from March through July, each "
        "for a different client and each with a different design.",
        [("clients", ["Mr. Feld", "Mr. Ito", "Mrs. Dunn", "Mrs. Kemp", "Ms. Garza"]),
         ("designs", ["compass rose", "dolphin", "peacock", "sunburst", "tree of life"]),
         ("months", ["March", "April", "May", "June", "July"])],
        [("Mr. Feld's compass rose was finished two months before the sunburst.",
          all_of(same("Mr. Feld", "compass rose"), more_by("months", "sunburst", "Mr. Feld", 2))),
         ("The dolphin, which wasn't for Mrs. Kemp, was the last of the five to be completed.",
          all_of(differ("dolphin", "Mrs. Kemp"), highest("months", "dolphin"))),
         ("Mr. Ito's mosaic was done the month after Mr. Feld's but sometime before Mrs. Dunn's.",
          all_of(more_by("months", "Mr. Ito", "Mr. Feld", 1), more("months", "Mrs. Dunn", "Mr. Ito"))),
         ("Ms. Garza's mosaic was completed in July.", same("Ms. Garza", "July")),
         ("The peacock was finished in June.", same("peacock", "June")),
         ("Mrs. Dunn didn't choose the peacock.", differ("Mrs. Dunn", "peacock")),
        ],
        numbers={"months": [3, 4, 5, 6, 7]}),

    # ---------------------------------------------------------------- 15 pickleball league
    Puzzle("pickleball_league_4x4",
        "Four retirees, two widows, Arlene and Dottie, and two widowers, Bud and Irv, play in the Tuesday morning "
        "pickleball league at the Sun Valley community center. Each uses a different color of paddle, is a "
        "different age and has a different number of wins so far this season.",
        [("players", ["Arlene", "Bud", "Dottie", "Irv"]),
         ("paddles", ["lime", "orange", "purple", "teal"]),
         ("ages", ["66", "69", "72", "75"]),
         ("wins", ["4 wins", "6 wins", "8 wins", "10 wins"])],
        [("The player with the purple paddle is three years older than Bud and has two more wins than Dottie.",
          all_of(more_by("ages", "purple", "Bud", 3), more_by("wins", "purple", "Dottie", 2))),
         ("Arlene, who doesn't use the lime paddle, is 72.", all_of(differ("Arlene", "lime"), same("Arlene", "72"))),
         ("The orange paddle belongs to one of the men.", one_of("orange", "Bud", "Irv")),
         ("Arlene has won twice as many games as Dottie.", times_as_much("wins", "Arlene", "Dottie", 2)),
        ]),

    # ---------------------------------------------------------------- 16 lace makers
    Puzzle("lace_makers_4x4",
        "Four members of the Ipswich Lace Guild each finished a piece of bobbin lace to enter at the Topsfield "
        "Fair. Each made a different piece, worked it on a different number of bobbins and spent a different "
        "number of weeks on it.",
        [("lacemakers", ["Dorothy", "Gladys", "Marian", "Ruth"]),
         ("pieces", ["bookmark", "collar", "handkerchief edging", "table mat"]),
         ("bobbins", ["24 bobbins", "36 bobbins", "48 bobbins", "60 bobbins"]),
         ("weeks", ["3 weeks", "5 weeks", "7 weeks", "9 weeks"])],
        [("Dorothy's piece took the longest of the four, and she used 24 more bobbins than the woman who made the "
          "handkerchief edging.",
          all_of(highest("weeks", "Dorothy"), more_by("bobbins", "Dorothy", "handkerchief edging", 24))),
         ("The bookmark, which took five weeks, was worked on half as many bobbins as the table mat.",
          all_of(same("bookmark", "5 weeks"), times_as_much("bobbins", "bookmark", "table mat", 0.5))),
         ("Marian finished her piece faster than anyone else; Ruth didn't make the bookmark.",
          all_of(lowest("weeks", "Marian"), differ("Ruth", "bookmark"))),
         ("The table mat wasn't Ruth's.", differ("table mat", "Ruth")),
        ]),

    # ---------------------------------------------------------------- 17 pearl divers
    Puzzle("pearl_divers_4x5",
        "Five ama divers went out from Shimajiri harbour on Sunday morning. Each dived at a different reef, brought "
        "up a different number of oysters and found a pearl of a different colour.",
        [("divers", ["Chiyo", "Fumiko", "Haruka", "Kiyomi", "Naoko"]),
         ("reefs", ["Coral Point", "Kurose", "Nishihama", "Sunset Reef", "Turtle Rock"]),
         ("oysters", ["12 oysters", "15 oysters", "18 oysters", "21 oysters", "24 oysters"]),
         ("pearls", ["black", "cream", "golden", "pink", "silver"])],
        [("The diver who found the golden pearl brought up 9 more oysters than Haruka.",
          more_by("oysters", "golden", "Haruka", 9)),
         ("Fumiko brought up the most oysters.", highest("oysters", "Fumiko")),
         ("The diver at Kurose found a pink pearl.", same("Kurose", "pink")),
         ("Naoko brought up 3 more oysters than the diver who found the black pearl.",
          more_by("oysters", "Naoko", "black", 3)),
         ("The cream pearl came from Turtle Rock.", same("cream", "Turtle Rock")),
         ("Chiyo dived at either Kurose or Nishihama.", either("Chiyo", "Kurose", "Nishihama")),
         ("The Coral Point diver brought up fewer oysters than the Sunset Reef diver.",
          more("oysters", "Sunset Reef", "Coral Point")),
         ("Kiyomi didn't dive at Sunset Reef.", differ("Kiyomi", "Sunset Reef")),
         ("Fumiko found the cream pearl.", same("Fumiko", "cream")),
         ("Kiyomi's pearl was golden.", same("Kiyomi", "golden")),
        ]),

    # ---------------------------------------------------------------- 18 moth night
    Puzzle("moth_night_4x5",
        "On the first night of National Moth Week, five members of the Pocono Moth Club hung a white sheet and a "
        "light in their backyards. Each lives in a different town, counted a different number of moths by morning "
        "and caught one showy species that none of the others saw.",
        [("members", ["Bev", "Carl", "Denise", "Glen", "Lorna"]),
         ("towns", ["Blooming Grove", "Greentown", "Hawley", "Lakeville", "Milford"]),
         ("species", ["cecropia moth", "io moth", "luna moth", "polyphemus moth", "rosy maple moth"]),
         ("counts", ["60 moths", "75 moths", "90 moths", "105 moths", "120 moths"])],
        [("Bev, who lives in Hawley, counted the most moths; the rosy maple moth turned up at the house with the "
          "fewest.",
          all_of(same("Bev", "Hawley"), highest("counts", "Bev"), lowest("counts", "rosy maple moth"))),
         ("Carl's sheet in Milford drew 15 fewer moths than the one where the cecropia moth appeared.",
          all_of(same("Carl", "Milford"), more_by("counts", "cecropia moth", "Carl", 15))),
         ("The polyphemus moth was found in Blooming Grove, by a member who counted 15 more moths than Denise.",
          all_of(same("polyphemus moth", "Blooming Grove"), more_by("counts", "polyphemus moth", "Denise", 15))),
         ("Glen, who doesn't live in Greentown, counted more moths than Lorna.",
          all_of(differ("Glen", "Greentown"), more("counts", "Glen", "Lorna"))),
         ("The io moth came to a sheet with 90 moths on it.", same("io moth", "90 moths")),
         ("Carl caught the io moth.", same("Carl", "io moth")),
        ]),

    # ---------------------------------------------------------------- 19 olive groves
    Puzzle("olive_groves_4x6",
        "Six family olive groves in the hills of Messinia finished their harvest last month. Match each grove's "
        "yield to its owner, the variety of olive it grows and the village it lies near.",
        [("yields", ["1,200 kg", "1,500 kg", "1,800 kg", "2,100 kg", "2,400 kg", "2,700 kg"]),
         ("owners", ["Andreou", "Dimas", "Galanis", "Makris", "Petrakis", "Vlachos"]),
         ("varieties", ["Amfissa", "Kalamata", "Koroneiki", "Manaki", "Megaritiki", "Tsounati"]),
         ("villages", ["Agios Nikolaos", "Chora", "Dorio", "Gargalianoi", "Kyparissia", "Pylos"])],
        [("The Koroneiki grove produced 300 kg more than the Makris grove.",
          more_by("yields", "Koroneiki", "Makris", 300)),
         ("Of the Galanis grove and the grove near Pylos, one grows Megaritiki and the other produced 1,500 kg.",
          pair("Galanis", "Pylos", "Megaritiki", "1,500 kg")),
         ("The grove near Chora produced 600 kg less than the Dimas grove.", more_by("yields", "Dimas", "Chora", 600)),
         ("The six groves are the Amfissa grove, the grove near Dorio, the Petrakis grove, the 1,800 kg grove, the "
          "Galanis grove and the grove near Pylos.",
          distinct("Amfissa", "Dorio", "Petrakis", "1,800 kg", "Galanis", "Pylos")),
         ("The Tsounati grove produced 600 kg less than the grove near Agios Nikolaos.",
          more_by("yields", "Agios Nikolaos", "Tsounati", 600)),
         ("Either Vlachos or Andreou grows Kalamata olives.", either("Kalamata", "Vlachos", "Andreou")),
         ("The Kyparissia grove produced more than the Kalamata grove.", more("yields", "Kyparissia", "Kalamata")),
         ("The Manaki grove produced 900 kg less than the Petrakis grove.",
          more_by("yields", "Petrakis", "Manaki", 900)),
         ("The grove near Gargalianoi produced 600 kg more than the Vlachos grove.",
          more_by("yields", "Gargalianoi", "Vlachos", 600)),
         ("The Makris grove produced 300 kg less than the Andreou grove.", more_by("yields", "Andreou", "Makris", 300)),
        ]),

    # ---------------------------------------------------------------- 20 meditation retreats
    Puzzle("meditation_retreats_4x6",
        "Serenity Travel booked six meditation retreats for clients this spring. Match each retreat's length to "
        "the client, the retreat center and the country.",
        [("lengths", ["3 days", "4 days", "5 days", "6 days", "7 days", "8 days"]),
         ("clients", ["Bianca", "Dorian", "Fiona", "Gideon", "Kendra", "Rowan"]),
         ("centers", ["Blue Lotus", "Cedar Hollow", "Quiet Mountain", "Silver Lake", "White Cloud", "Wild Sage"]),
         ("countries", ["India", "Indonesia", "Japan", "Nepal", "Sri Lanka", "Thailand"])],
        [("Dorian's retreat is 3 days longer than Kendra's.", more_by("lengths", "Dorian", "Kendra", 3)),
         ("The retreat in Nepal is 1 day shorter than the Cedar Hollow retreat.",
          more_by("lengths", "Cedar Hollow", "Nepal", 1)),
         ("Of Fiona and the 8-day retreat, one is at Wild Sage and the other is in Indonesia.",
          pair("Fiona", "8 days", "Wild Sage", "Indonesia")),
         ("The six retreats are Bianca's, the Blue Lotus retreat, the 7-day retreat, the one in Japan, Gideon's and "
          "the Cedar Hollow retreat.",
          distinct("Bianca", "Blue Lotus", "7 days", "Japan", "Gideon", "Cedar Hollow")),
         ("Either Bianca or Rowan is going to Thailand.", either("Thailand", "Bianca", "Rowan")),
         ("The Blue Lotus retreat is 2 days shorter than the Quiet Mountain retreat.",
          more_by("lengths", "Quiet Mountain", "Blue Lotus", 2)),
         ("The White Cloud retreat is 3 days shorter than the Sri Lanka retreat.",
          more_by("lengths", "Sri Lanka", "White Cloud", 3)),
         ("Gideon's retreat is 5 days longer than the one in Japan.", more_by("lengths", "Gideon", "Japan", 5)),
         ("Kendra's retreat isn't at White Cloud.", differ("Kendra", "White Cloud")),
        ]),
)
PUZZLES = {p.name: p for p in _PUZZLES}
