"""What each clue of the thirty-ninth batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the thirty-ninth author was asked for, written apart from pylogic's reader on themes new
to the set, in the manner of published puzzle magazines and books other than Puzzle Baron: ten house puzzles of
the Einstein kind as puzzle books print them, and ten "Logic Problems" grids as Penny Press, Dell Logic Puzzles and
the British "Logic Problems" magazines print them, each with a short story opening.

The house puzzles (categories x positions, counting the position category) are each a row of things numbered 1
to N from the left: four of 5x5 (railway arches let to small businesses, the hides of a nature reserve, a post
office's counter positions, thatched cottages with the classic door colours, pets and newspapers), two of 4x5 (a
library's study carrels, a ferry port's boarding lanes), two of 6x5 (a cricket club's practice nets, fairground
rides on their pitches) and two of 5x6 (a chancel's choir stalls, donkeys on the sands). Their families, each
several times and in varied wording: "in the middle hide", "the middle lane", "The clerk at the middle counter",
"in the middle net", "stood in the middle of the row", "the first hide", "the first cottage", "the first net",
"the first pitch", "at the left-hand end of the row", "at the left-hand end", "at the right-hand end", "at the far
left", "on the far right", "at one end of the row", "in one of the end arches", "second from the left", numbered
places ("counter 1", "counter 5", "lane 5", "net 2", "stall 2"); "immediately to the right of", "immediately to
the left of", "directly to the right of", "directly to the left of", "somewhere to the right of", "somewhere to
the left of", "next to", "beside", "next door to", "directly between", "There is one cottage between"; ordered
categories (years moved in, years of service, ages, arrival times "8.00am" to "9.30am", years built, prices a ride
"£2.00" to "£4.00") with "a year after", "before", "4 years longer than", "half an hour after", "15 minutes
after", "7 years older than", "5 years older than", "12 years older than", "14 years after", "50p less than", "25
years older than", "22 years younger than", "11 years older than", "9 years older than", "3 years older than",
"older than" and superlatives ("The most recent arrival", "The clerk with the longest service", "the newest
clerk", "The first student to arrive", "The last to arrive", "The youngest batsman", "the oldest of the five",
"The oldest ride", "the dearest ride", "The newest ride", "The cheapest ride stood next to the newest", "The
youngest chorister", "The oldest donkey", "the youngest"); relative clauses and appositives ("Rosa, who runs the
brewery", "Kwame, who runs the car body shop, ...", "Mrs Doyle, who brought cocoa, ...", "Stefan, the newest
clerk, ...", "Lionel, with 19 years' service, ...", "Bartek, who was revising economics, ...", "Dr. Nash, who was
bound for Ryde, ...", "The Toyota, bound for Sandown, ...", "Egan, the oldest of the five, ...", "The waltzer, the
dearest ride at £4.00, ...", "The dodgems, which are painted blue, ...", "Agatha, who comes from Ashby, ...",
"The tenor, from Denholme, ...", "The oldest donkey, Jasper, ...", "Clover, the youngest, ..."); possessives
("Declan's arch", "Mrs Dunne's parcel to Canada", "Mr Hale's car", "The Harkers' helter-skelter", "the Mowbrays'
ride", "Silcock's ride", "Noah's donkey", "The canary's owner"); passives ("Coffee was drunk in the middle hide",
"The osprey was spotted through Leica binoculars", "The Express is read behind the green door", "The Telegraph is
delivered to the yellow cottage", "Mr Quayle was served by the newest clerk"); values named by a form of their
word ("The bicycle repairer" of "bicycle repairs", "restores furniture", "the Swarovskis", "Opticrons", "The Bovril
drinker"); "Either Miss Fenn or Mr Abbott saw the bittern"; "Neither Aoife nor Euan was revising law"; negations
("Euan was not revising chemistry", "The Audi was not going to Ventnor").

The grids (categories x values): two of 4x4 (Christmas presents and their wrapping paper, a village's window
boxes), four of 4x5 (a guild's coach outings, a greyhound race, Women's Institute coffee mornings, new neighbors on
a cul-de-sac), two of 4x6 (New Year's resolutions, a week of stately homes) and two of 3x5 (cruise souvenirs,
bridesmaids). The British ones print their values as the British magazines do ("Mrs Hart", "Miss Crane", "£18",
"£18.50", "£126", "10.15am", "1st" to "4th", "2nd" to "30th", months, weekdays, years), the American ones as Dell
and Penny Press do ("Mr. Bissell", "Mrs. Duarte", "$239,000", months, ages). Their families: two facts in one
sentence ("Mrs Hart, who didn't buy the scarf, spent £2 more than the woman whose present went into blue paper",
"The cufflinks were the cheapest present, and they weren't wrapped in gold", "Mrs Dyson's outing was the cheapest;
it took place the month after the trip to Stratford", "Mrs Gedge held her coffee morning a week after Mrs Cobb's
but raised £14 less", "Mr Judd's dog ran from the trap numbered one lower than Mr Finch's dog and finished one
place ahead of it", "The Wexlers paid $6,000 more than the Abernathys and moved in two months after them", "The
house built in 1612 was visited on Thursday, the day after the Wiltshire house"); comparisons with amounts ("£2
more", "£2 less", "25 minutes after", "one place below", "£2.50 less", "a week before", "£13 less", "a week
after", "two months after", "$6,000 more", "5 days longer", "8 years younger", "8 days longer", "5 years older",
"71 years after", "26 years after", "the day after", "the day before", "two days before", "£1.50 less", "£3 more",
"4 years older", "3 years older") and without ("paid more", "placed higher than the lobelia but lower than the
begonias", "cost more", "finished ahead of", "received less", "is older than", "younger than Brianna but older
than Hailey"); superlatives ("the cheapest present", "The winning box", "the last to be judged", "the first box
the judges looked at", "the dearest", "the last of the year", "the first outing of the year", "The winner", "came
in last", "The last coffee morning of the month raised the most money", "the last of the five to arrive", "the
first to arrive", "The youngest of the six ... stuck with it the longest", "the oldest", "The oldest house", "the
newest of the six", "the last house the party saw", "The most expensive souvenir"); "Only the Harrogate trip cost
less than the one to Stratford"; "Of the Huangs and the Pruitts, one ... and the other ..." and "Of Dr. Ames and
the 37-year-old, one ... and the other ..."; "Neither Mrs. Duarte nor Mr. Everly ..."; lists ("The five families
are ...", "The five bridesmaids were ..."); a chain ("Misty Blue finished ahead of Swift Sally, who in turn
finished ahead of Kilkenny Lad"); relative clauses and appositives ("The winning box, which was full of
geraniums, ...", "Miss Crane, whose box was the last to be judged, ...", "the one to Bath, which Miss Carter
arranged", "Rapid Rover, who is owned by Mr Finch, ...", "Mrs Dacre, who was collecting for the RNLI, ...", "the
coffee morning on the 16th, which wasn't Mrs Gedge's", "The Huangs, who came from Oregon, ...", "Beckley Park, the
newest of the six, ...", "Crowhurst Abbey, which isn't in Wiltshire, ...", "the painted tile, which wasn't
bought in Greece"); possessives ("Mrs Lomax's present", "Mrs Gault's Dancing Dora", "Mr Finch's dog", "Mrs
Abbey's"); adjectives and demonyms for values ("The Italian souvenir", "the Greek one", "The Texans"); "the
37-year-old", "the 34-year-old"; negations ("Mr Dancy didn't grow lobelia", "Neither ... resolved to learn
Spanish").

The conventions the predicates assume. Positions count from the left, as each intro says: "first", "at the
left-hand end" and "at the far left" are position 1, "on the far right" and "at the right-hand end" position N,
"the middle" position 3 of 5; "at one end", "one of the end ..." are position 1 or N; "second from the left" is
2. "Next to", "beside" and "next door to" are positions differing by one; "immediately / directly to the left of"
is one smaller, "immediately / directly to the right of" one larger; "somewhere to the left of" is any smaller
position, "somewhere to the right of" any larger; "directly between A and B" is one more than one of them and one
less than the other; "There is one cottage between A and B" is positions differing by exactly two. Logic words:
two things compared or placed relative to each other are two different rows; "Either A or B is C" means C is
exactly one of A and B; "Neither A nor B is C" and "The five ... are A, B, ..." are all different rows; "Of A and
B, one is P and the other Q" means A and B are two different rows that are P and Q in some order; "Only A cost
less than B" means A's row is the one row with a smaller number than B's; "A finished ahead of B, who in turn
finished ahead of C" is both comparisons; a relative clause, appositive or possessive ("Mrs Gault's Dancing Dora")
states a grid fact, encoded with the rest of its sentence; "X did not ..." is two different rows. Orders and
amounts: ages, years, service, traps, days, prices and amounts count as the number they print
(``brute_force.number_of``); prices and amounts in pounds ("£2.00" to "£4.00", "£18" to "£24", "£18.50" to
"£28.50", "£84" to "£150", "£4.50" to "£12.00") count in pounds, so "50p" is 0.5; clock times "8.00am" and
"10.15am" count as minutes of the day; the coffee mornings' dates "2nd" to "30th" are days of March, "a week" 7;
the outings' months April to August count as their places, a month apart each; Maple Court's months February to
October count as month numbers 2 to 10, so "two months after" is 2 more; the weekdays Monday to Saturday count as
their places, "the day after" one more; the window boxes' placings "1st" to "4th" count 1 to 4, "winning" and
"placed higher" the smaller and "one place below" one more; the race's places "1st" to "5th" count 1 to 5, "the
winner" is 1st, "came in last" the largest, "ahead of" the smaller and "immediately behind" one more; "older" of
people and donkeys is the larger age, of houses and rides the earlier year, "the newest" the later year, "the
newest clerk" the fewest years of service and "the most recent arrival" the latest year moved in; "the first to
arrive" and "first" of times and months are the smaller, "the last to arrive", "last", "after" and "later" the
larger; "the dearest", "the most expensive" and "raised the most" the largest amount, "the cheapest" the smallest;
"stuck with it the longest", "lasted ... longer" and "kept ... longer" are more days. Each puzzle lists its
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
    extreme_next_to,
    extreme_row,
    highest,
    lowest,
    more,
    more_by,
    neither,
    next_to,
    one_of,
    pair,
    same,
)


def _extremes_apart(ranking: str, top: bool, other: str, other_top: bool, category: str,
                    distance: float) -> Predicate:
    """The rows with the highest or lowest numbers in ``ranking`` and in ``other`` (as ``top`` and ``other_top``
    say) have numbers in ``category`` ``distance`` apart, either way ("The cheapest ride stood next to the
    newest" is 1)."""
    def holds(accessor) -> bool:
        first, second = extreme_row(accessor, ranking, top), extreme_row(accessor, other, other_top)
        return abs(accessor.number(category, first) - accessor.number(category, second)) == distance
    return holds


def _extremes(ranking: str, top: bool, other: str, other_top: bool) -> Predicate:
    """The row with the highest (``top``) or lowest number in ``ranking`` is the row with the highest
    (``other_top``) or lowest number in ``other`` ("The last coffee morning of the month raised the most")."""
    return lambda accessor: extreme_row(accessor, ranking, top) == extreme_row(accessor, other, other_top)


def _only_below(category: str, x: str, y: str) -> Predicate:
    """y's row is the only row whose number in ``category`` is smaller than x's ("Only the Harrogate trip cost
    less than the one to Stratford")."""
    def holds(accessor) -> bool:
        own = accessor.number(category, accessor(x))
        below = [row for row in range(accessor.puzzle.size) if accessor.number(category, row) < own]
        return below == [accessor(y)]
    return holds


_PUZZLES = (
    # ================================================================ house puzzles
    # ---------------------------------------------------------------- 1 railway arches
    Puzzle("railway_arches_5x5",
        "Under the old viaduct on Coldharbour Lane five railway arches, numbered 1 to 5 from left to right, have "
        "been let to small businesses. Each arch is rented by a different tenant, who runs a different trade, "
        "drives a van of a different colour and moved in in a different year.",
        [("arches", ["1", "2", "3", "4", "5"]),
         ("tenants", ["Declan", "Imogen", "Kwame", "Rosa", "Tobias"]),
         ("trades", ["bicycle repairs", "brewery", "car body shop", "furniture restorer", "gym"]),
         ("vans", ["black", "red", "silver", "white", "yellow"]),
         ("years", ["2014", "2016", "2017", "2019", "2021"])],
        [("The white van belongs to the tenant immediately to the right of Rosa, who runs the brewery.",
          all_of(same("Rosa", "brewery"), more_by("arches", "white", "Rosa", 1))),
         ("Kwame, who runs the car body shop, moved in in 2014.",
          all_of(same("Kwame", "car body shop"), same("Kwame", "2014"))),
         ("The most recent arrival restores furniture.", highest("years", "furniture restorer")),
         ("The bicycle repairer is in one of the end arches.",
          one_of("bicycle repairs", "arches:1", "arches:5")),
         ("Declan's arch is directly between the car body shop and the furniture restorer's.",
          directly_between("arches", "Declan", "car body shop", "furniture restorer")),
         ("The owner of the red van moved in a year after the brewery opened.",
          more_by("years", "red", "brewery", 1)),
         ("The yellow van is parked next to the red one.", next_to("arches", "yellow", "red")),
         ("The black van is parked directly between the white van and the yellow van.",
          directly_between("arches", "black", "white", "yellow")),
         ("Imogen drives the yellow van.", same("Imogen", "yellow")),
         ("Tobias moved in before Declan.", more("years", "Declan", "Tobias"))]),

    # ---------------------------------------------------------------- 2 bird hides
    Puzzle("bird_hides_5x5",
        "Five hides stand along the north shore of Hollow Mere nature reserve, numbered 1 to 5 from left to right "
        "as seen from the car park. Early on Sunday morning each hide was occupied by a different birdwatcher, who "
        "spotted a different rare bird through a different make of binoculars and had brought a different drink "
        "in a flask.",
        [("hides", ["1", "2", "3", "4", "5"]),
         ("birdwatchers", ["Dr. Okafor", "Miss Fenn", "Mr Abbott", "Mrs Doyle", "Rev. Pryce"]),
         ("birds", ["avocet", "bittern", "kingfisher", "marsh harrier", "osprey"]),
         ("binoculars", ["Leica", "Nikon", "Opticron", "Swarovski", "Zeiss"]),
         ("flasks", ["Bovril", "cocoa", "coffee", "soup", "tea"])],
        [("Coffee was drunk in the middle hide.", same("coffee", "hides:3")),
         ("Rev. Pryce had the first hide.", same("Rev. Pryce", "hides:1")),
         ("The bittern was seen from the hide directly to the right of the one where the Zeiss binoculars were "
          "used.", more_by("hides", "bittern", "Zeiss", 1)),
         ("The osprey was spotted through Leica binoculars.", same("osprey", "Leica")),
         ("Mrs Doyle, who brought cocoa, sat somewhere to the right of the birdwatcher with the Swarovskis.",
          all_of(same("Mrs Doyle", "cocoa"), more("hides", "Mrs Doyle", "Swarovski"))),
         ("The soup was drunk immediately to the right of the tea.", more_by("hides", "soup", "tea", 1)),
         ("The kingfisher was seen from one of the end hides.", one_of("kingfisher", "hides:1", "hides:5")),
         ("Dr. Okafor was next to the birdwatcher who saw the marsh harrier.",
          next_to("hides", "Dr. Okafor", "marsh harrier")),
         ("Miss Fenn looks through Opticrons.", same("Miss Fenn", "Opticron")),
         ("The Bovril drinker spotted the avocet.", same("Bovril", "avocet")),
         ("The Nikon binoculars were in the hide on the far right.", same("Nikon", "hides:5")),
         ("Either Miss Fenn or Mr Abbott saw the bittern.", either("bittern", "Miss Fenn", "Mr Abbott"))]),

    # ---------------------------------------------------------------- 3 post office counters
    Puzzle("post_office_counters_5x5",
        "At the Market Street post office five counter positions stand side by side, numbered 1 to 5 from left "
        "to right. On Monday morning each was staffed by a different clerk, who had worked there a different "
        "number of years, and each clerk's first customer came in on a different errand.",
        [("counters", ["1", "2", "3", "4", "5"]),
         ("clerks", ["Barbara", "Gurdeep", "Lionel", "Maureen", "Stefan"]),
         ("service (years)", ["3", "8", "12", "19", "25"]),
         ("customers", ["Miss Ives", "Mr Clegg", "Mr Quayle", "Mrs Dunne", "Mrs Varley"]),
         ("errands", ["car tax", "parcel to Canada", "passport form", "pension", "stamps"])],
        [("The clerk with the longest service sits at counter 1.", highest("service (years)", "counters:1")),
         ("Stefan, the newest clerk, is immediately to the right of the clerk who paid out the pension.",
          all_of(lowest("service (years)", "Stefan"), more_by("counters", "Stefan", "pension", 1))),
         ("Mr Clegg bought stamps.", same("Mr Clegg", "stamps")),
         ("Barbara has worked there 4 years longer than Gurdeep.",
          more_by("service (years)", "Barbara", "Gurdeep", 4)),
         ("Mrs Dunne's parcel to Canada was weighed at counter 5.",
          all_of(same("Mrs Dunne", "parcel to Canada"), same("Mrs Dunne", "counters:5"))),
         ("Miss Ives was served immediately to the right of Mr Clegg.",
          more_by("counters", "Miss Ives", "Mr Clegg", 1)),
         ("The passport form was checked next to the counter where the stamps were sold.",
          next_to("counters", "passport form", "stamps")),
         ("Lionel, with 19 years' service, is at one end of the row.",
          all_of(same("Lionel", "19"), one_of("Lionel", "counters:1", "counters:5"))),
         ("The car tax was paid at the counter next to Maureen's.", next_to("counters", "car tax", "Maureen")),
         ("Mr Quayle was served by the newest clerk.", lowest("service (years)", "Mr Quayle")),
         ("The clerk at the middle counter has 12 years' service.", same("counters:3", "12"))]),

    # ---------------------------------------------------------------- 4 thatched cottages
    Puzzle("thatched_cottages_5x5",
        "Five thatched cottages stand in a row along Pudding Lane in Little Wold, numbered 1 to 5 from the left. "
        "Each is the home of a different retired villager, has a front door painted a different colour, and each "
        "householder keeps a different pet and takes a different daily newspaper.",
        [("cottages", ["1", "2", "3", "4", "5"]),
         ("owners", ["Miss Dunmore", "Mr Ackroyd", "Mr Chalk", "Mrs Benn", "Mrs Ewart"]),
         ("doors", ["blue", "green", "ivory", "red", "yellow"]),
         ("pets", ["canary", "cat", "dog", "goldfish", "tortoise"]),
         ("newspapers", ["Express", "Guardian", "Mail", "Telegraph", "Times"])],
        [("Mrs Ewart lives in the first cottage.", same("Mrs Ewart", "cottages:1")),
         ("Mrs Ewart lives next to the cottage with the blue door.", next_to("cottages", "Mrs Ewart", "blue")),
         ("The green door is immediately to the right of the ivory door.", more_by("cottages", "green", "ivory", 1)),
         ("The Express is read behind the green door.", same("Express", "green")),
         ("Mr Chalk keeps a tortoise.", same("Mr Chalk", "tortoise")),
         ("The cat lives next door to the tortoise.", next_to("cottages", "cat", "tortoise")),
         ("The Telegraph is delivered to the yellow cottage.", same("Telegraph", "yellow")),
         ("Miss Dunmore has a red door.", same("Miss Dunmore", "red")),
         ("The dog lives somewhere to the right of the canary.", more("cottages", "dog", "canary")),
         ("Mr Ackroyd takes the Guardian.", same("Mr Ackroyd", "Guardian")),
         ("There is one cottage between the tortoise and the goldfish.",
          apart("cottages", "tortoise", "goldfish", 2)),
         ("The canary's owner reads the Times.", same("canary", "Times"))]),

    # ---------------------------------------------------------------- 5 study carrels
    Puzzle("study_carrels_4x5",
        "In the reading room of the Bellingham College library five study carrels stand in a row, numbered 1 to "
        "5 from left to right. On the first morning of revision week each was taken by a different student, who "
        "was revising a different subject and had arrived at a different time.",
        [("carrels", ["1", "2", "3", "4", "5"]),
         ("students", ["Aoife", "Bartek", "Chidi", "Delphine", "Euan"]),
         ("subjects", ["chemistry", "economics", "history", "law", "Spanish"]),
         ("arrivals", ["8.00am", "8.30am", "8.45am", "9.15am", "9.30am"])],
        [("The first student to arrive took the middle carrel.", lowest("arrivals", "carrels:3")),
         ("Chidi sat at the left-hand end of the row.", same("Chidi", "carrels:1")),
         ("The history student sat immediately to the right of the law student.",
          more_by("carrels", "history", "law", 1)),
         ("Bartek, who was revising economics, arrived half an hour after Euan.",
          all_of(same("Bartek", "economics"), more_by("arrivals", "Bartek", "Euan", 30))),
         ("Delphine arrived 15 minutes after Aoife.", more_by("arrivals", "Delphine", "Aoife", 15)),
         ("The last to arrive sat next to the student who came in at 8.30am.",
          extreme_next_to("arrivals", True, "carrels", "8.30am")),
         ("Delphine sat somewhere to the left of Bartek.", more("carrels", "Bartek", "Delphine")),
         ("Euan was not revising chemistry.", differ("Euan", "chemistry")),
         ("Neither Aoife nor Euan was revising law.", neither("Aoife", "Euan", "law"))],
        numbers={"arrivals": [480, 510, 525, 555, 570]}),

    # ---------------------------------------------------------------- 6 ferry lanes
    Puzzle("ferry_lanes_4x5",
        "Five cars waited in the five boarding lanes at Lymington for the first ferry to the Isle of Wight, the "
        "lanes numbered 1 to 5 from left to right. Each car was a different make and was driven by a different "
        "driver, who was heading for a different town on the island.",
        [("lanes", ["1", "2", "3", "4", "5"]),
         ("drivers", ["Dr. Nash", "Mr Hale", "Mr Lowther", "Mrs Jory", "Ms Kemp"]),
         ("cars", ["Audi", "Fiat", "Skoda", "Toyota", "Volvo"]),
         ("towns", ["Cowes", "Newport", "Ryde", "Sandown", "Ventnor"])],
        [("The Skoda was in the middle lane.", same("Skoda", "lanes:3")),
         ("Mr Hale's car was in lane 5.", same("Mr Hale", "lanes:5")),
         ("The Fiat was immediately to the left of the car going to Cowes.", more_by("lanes", "Cowes", "Fiat", 1)),
         ("Dr. Nash, who was bound for Ryde, was somewhere to the left of the Fiat.",
          all_of(same("Dr. Nash", "Ryde"), more("lanes", "Fiat", "Dr. Nash"))),
         ("The Toyota, bound for Sandown, was at one end of the row.",
          all_of(same("Toyota", "Sandown"), one_of("Toyota", "lanes:1", "lanes:5"))),
         ("Ms Kemp was next to Mr Hale.", next_to("lanes", "Ms Kemp", "Mr Hale")),
         ("The Audi was not going to Ventnor.", differ("Audi", "Ventnor")),
         ("Mrs Jory was beside the Skoda.", next_to("lanes", "Mrs Jory", "Skoda")),
         ("The Volvo was immediately to the left of the Fiat.", more_by("lanes", "Fiat", "Volvo", 1))]),

    # ---------------------------------------------------------------- 7 cricket nets
    Puzzle("cricket_nets_6x5",
        "At Bramhall Cricket Club's first practice evening of the season five batsmen took the five nets, "
        "numbered 1 to 5 from left to right. Each batsman is a different age, plays for a different one of the "
        "club's sides, uses a bat by a different maker and wore a helmet of a different colour.",
        [("nets", ["1", "2", "3", "4", "5"]),
         ("batsmen", ["Archer", "Baines", "Cowdrey", "Dhillon", "Egan"]),
         ("teams", ["1st XI", "2nd XI", "3rd XI", "Colts", "Sunday XI"]),
         ("ages", ["17", "22", "29", "34", "41"]),
         ("helmets", ["black", "green", "maroon", "navy", "white"]),
         ("bats", ["Gray-Nicolls", "Gunn & Moore", "Kookaburra", "Newbery", "Slazenger"])],
        [("The youngest batsman, who plays for the Colts, was in net 2.",
          all_of(lowest("ages", "Colts"), same("Colts", "nets:2"))),
         ("The man in the middle net plays for the 1st XI.", same("1st XI", "nets:3")),
         ("Egan, the oldest of the five, batted in the first net.",
          all_of(highest("ages", "Egan"), same("Egan", "nets:1"))),
         ("Archer uses a Kookaburra bat.", same("Archer", "Kookaburra")),
         ("The navy helmet was worn directly to the left of the white one.", more_by("nets", "white", "navy", 1)),
         ("Baines is 7 years older than Dhillon.", more_by("ages", "Baines", "Dhillon", 7)),
         ("The Gunn & Moore was being used next to the Slazenger.", next_to("nets", "Gunn & Moore", "Slazenger")),
         ("Cowdrey is 5 years older than the man in the black helmet.", more_by("ages", "Cowdrey", "black", 5)),
         ("The Gray-Nicolls belongs to a man 12 years older than the Colts player.",
          more_by("ages", "Gray-Nicolls", "Colts", 12)),
         ("The man in the white helmet bats with a Gunn & Moore.", same("white", "Gunn & Moore")),
         ("The 3rd XI player is 12 years older than the man in the white helmet.",
          more_by("ages", "3rd XI", "white", 12)),
         ("The Sunday XI player wore maroon.", same("Sunday XI", "maroon")),
         ("Cowdrey was immediately to the right of Dhillon.", more_by("nets", "Cowdrey", "Dhillon", 1))]),

    # ---------------------------------------------------------------- 8 fairground rides
    Puzzle("fairground_rides_6x5",
        "For the Whitsun fair on Goose Green five rides were pulled onto a row of pitches numbered 1 to 5 from "
        "left to right. Each ride belongs to a different showman's family, is painted in a different main "
        "colour, was built in a different year and charges a different price a ride.",
        [("pitches", ["1", "2", "3", "4", "5"]),
         ("rides", ["chairoplanes", "dodgems", "gallopers", "helter-skelter", "waltzer"]),
         ("showmen", ["Bibby", "Coles", "Harker", "Mowbray", "Silcock"]),
         ("years", ["1924", "1938", "1956", "1971", "1989"]),
         ("prices", ["£2.00", "£2.50", "£3.00", "£3.50", "£4.00"]),
         ("colours", ["blue", "cream", "green", "purple", "red"])],
        [("The oldest ride, the gallopers, stood on the first pitch.",
          all_of(lowest("years", "gallopers"), same("gallopers", "pitches:1"))),
         ("The waltzer, the dearest ride at £4.00, was immediately to the right of the cream ride.",
          all_of(same("waltzer", "£4.00"), highest("prices", "waltzer"), more_by("pitches", "waltzer", "cream", 1))),
         ("The newest ride stood in the middle of the row.", highest("years", "pitches:3")),
         ("The Harkers' helter-skelter cost 50p less than the Mowbrays' ride.",
          all_of(same("Harker", "helter-skelter"), more_by("prices", "Mowbray", "Harker", 0.5))),
         ("The dodgems, which are painted blue, charged £3.50.",
          all_of(same("dodgems", "blue"), same("dodgems", "£3.50"))),
         ("The red ride was built 14 years after the Mowbrays'.", more_by("years", "red", "Mowbray", 14)),
         ("The Coles family's ride was somewhere to the right of the Bibbys'.", more("pitches", "Coles", "Bibby")),
         ("The green ride was next to the red one.", next_to("pitches", "green", "red")),
         ("Silcock's ride is purple.", same("Silcock", "purple")),
         ("The ride built in 1956 cost £3.00.", same("1956", "£3.00")),
         ("The chairoplanes were at one end of the row.", one_of("chairoplanes", "pitches:1", "pitches:5")),
         ("The cheapest ride stood next to the newest.",
          _extremes_apart("prices", False, "years", True, "pitches", 1))],
        numbers={"prices": [2.0, 2.5, 3.0, 3.5, 4.0]}),

    # ---------------------------------------------------------------- 9 choir stalls
    Puzzle("choir_stalls_5x6",
        "At St. Wilfrid's the six choir stalls on the south side of the chancel are numbered 1 to 6 from left to "
        "right. At Evensong last Sunday each stall was filled by a different chorister, who sings a different "
        "voice part, is a different age and comes from a different village.",
        [("stalls", ["1", "2", "3", "4", "5", "6"]),
         ("choristers", ["Agatha", "Bernard", "Clemency", "Digby", "Edwina", "Felix"]),
         ("ages", ["11", "16", "27", "38", "52", "69"]),
         ("voices", ["alto", "bass", "countertenor", "soprano", "tenor", "treble"]),
         ("villages", ["Ashby", "Barford", "Coldwell", "Denholme", "Eastry", "Fenwick"])],
        [("The youngest chorister, the treble, sits in stall 2.",
          all_of(lowest("ages", "treble"), same("treble", "stalls:2"))),
         ("Digby, the oldest, is at the left-hand end.", all_of(highest("ages", "Digby"), same("Digby", "stalls:1"))),
         ("Agatha, who comes from Ashby, is 25 years older than Felix.",
          all_of(same("Agatha", "Ashby"), more_by("ages", "Agatha", "Felix", 25))),
         ("The tenor, from Denholme, is at the right-hand end.",
          all_of(same("tenor", "Denholme"), same("tenor", "stalls:6"))),
         ("Edwina sits next to Bernard.", next_to("stalls", "Edwina", "Bernard")),
         ("The soprano is 22 years younger than Bernard.", more_by("ages", "Bernard", "soprano", 22)),
         ("The countertenor is somewhere to the right of the alto.", more("stalls", "countertenor", "alto")),
         ("The chorister from Barford sings bass.", same("Barford", "bass")),
         ("The tenor is 11 years older than the countertenor.", more_by("ages", "tenor", "countertenor", 11)),
         ("The chorister from Coldwell is 5 years older than the one from Fenwick.",
          more_by("ages", "Coldwell", "Fenwick", 5))]),

    # ---------------------------------------------------------------- 10 donkey rides
    Puzzle("donkey_rides_5x6",
        "On the sands at Skegness six donkeys stand in a line, numbered 1 to 6 from left to right, waiting to "
        "give rides. Each donkey wears a saddle cloth of a different colour and is a different age, and on the "
        "first ride of the morning each carried a different child.",
        [("places", ["1", "2", "3", "4", "5", "6"]),
         ("children", ["Alfie", "Evie", "Harry", "Isla", "Noah", "Poppy"]),
         ("ages", ["7", "9", "12", "14", "17", "23"]),
         ("donkeys", ["Bramble", "Clover", "Jasper", "Muffin", "Pickles", "Toffee"]),
         ("saddle cloths", ["blue", "green", "orange", "pink", "red", "yellow"])],
        [("The oldest donkey, Jasper, is second from the left.",
          all_of(highest("ages", "Jasper"), same("Jasper", "places:2"))),
         ("Clover, the youngest, wears blue.", all_of(lowest("ages", "Clover"), same("Clover", "blue"))),
         ("Isla rode the donkey at the far left.", same("Isla", "places:1")),
         ("The donkey in pink is immediately to the right of the one Poppy rode.",
          more_by("places", "pink", "Poppy", 1)),
         ("Toffee is 5 years older than Clover.", more_by("ages", "Toffee", "Clover", 5)),
         ("Evie's donkey stands at one end of the line.", one_of("Evie", "places:1", "places:6")),
         ("Noah's donkey is 9 years older than Isla's.", more_by("ages", "Noah", "Isla", 9)),
         ("The green saddle cloth is directly between the blue one and the pink one.",
          directly_between("places", "green", "blue", "pink")),
         ("The red saddle cloth is on Muffin.", same("red", "Muffin")),
         ("Pickles is older than Muffin.", more("ages", "Pickles", "Muffin")),
         ("Alfie's donkey is next to Noah's.", next_to("places", "Alfie", "Noah")),
         ("Poppy's donkey is 3 years older than Harry's.", more_by("ages", "Poppy", "Harry", 3)),
         ("The donkey in yellow stands next to the one in red.", next_to("places", "yellow", "red"))]),

    # ================================================================ logic grids
    # ---------------------------------------------------------------- 11 christmas shopping
    Puzzle("christmas_shopping_4x4",
        "Four friends from the Tuesday book group spent a morning Christmas shopping in Harrogate, and each bought "
        "a present for her husband. Each spent a different amount and had her present gift-wrapped in paper of a "
        "different colour.",
        [("shoppers", ["Mrs Hart", "Mrs Jago", "Mrs Kettle", "Mrs Lomax"]),
         ("presents", ["cufflinks", "scarf", "slippers", "wallet"]),
         ("costs", ["£18", "£20", "£22", "£24"]),
         ("paper", ["blue", "gold", "red", "silver"])],
        [("Mrs Hart, who didn't buy the scarf, spent £2 more than the woman whose present went into blue paper.",
          all_of(differ("Mrs Hart", "scarf"), more_by("costs", "Mrs Hart", "blue", 2))),
         ("The cufflinks were the cheapest present, and they weren't wrapped in gold.",
          all_of(lowest("costs", "cufflinks"), differ("cufflinks", "gold"))),
         ("Mrs Jago paid more than the woman who bought the slippers, which were wrapped in red.",
          all_of(more("costs", "Mrs Jago", "slippers"), same("slippers", "red"))),
         ("Mrs Lomax's present went into silver paper.", same("Mrs Lomax", "silver")),
         ("The scarf cost £2 less than the slippers.", more_by("costs", "slippers", "scarf", 2))],
        numbers={"costs": [18, 20, 22, 24]}),

    # ---------------------------------------------------------------- 12 window boxes
    Puzzle("window_boxes_4x4",
        "Four householders in Church Row entered their window boxes in the village's Britain in Bloom "
        "competition. The judges came round on the Saturday morning, looking at each box at a different time, "
        "and placed the four boxes first to fourth.",
        [("householders", ["Miss Crane", "Mr Amos", "Mr Dancy", "Mrs Bray"]),
         ("flowers", ["begonias", "geraniums", "lobelia", "petunias"]),
         ("times", ["10.15am", "10.40am", "11.05am", "11.30am"]),
         ("placings", ["1st", "2nd", "3rd", "4th"])],
        [("The winning box, which was full of geraniums, was judged 25 minutes after Mr Dancy's.",
          all_of(same("geraniums", "1st"), more_by("times", "geraniums", "Mr Dancy", 25))),
         ("Miss Crane, whose box was the last to be judged, finished one place below Mr Amos.",
          all_of(highest("times", "Miss Crane"), more_by("placings", "Miss Crane", "Mr Amos", 1))),
         ("The petunias were placed higher than the lobelia but lower than the begonias.",
          all_of(more("placings", "lobelia", "petunias"), more("placings", "petunias", "begonias"))),
         ("Mr Dancy didn't grow lobelia.", differ("Mr Dancy", "lobelia")),
         ("The begonias were the first box the judges looked at.", lowest("times", "begonias"))],
        numbers={"times": [615, 640, 665, 690]}),

    # ---------------------------------------------------------------- 13 coach trips
    Puzzle("coach_trips_4x5",
        "Last year the Ladies' Guild of St. Anne's went on five coach outings, one a month from April to August, "
        "each to a different destination. Each trip was arranged by a different member and cost a different "
        "price per head.",
        [("organisers", ["Miss Carter", "Mrs Abbey", "Mrs Bellew", "Mrs Dyson", "Mrs Ellwood"]),
         ("months", ["April", "May", "June", "July", "August"]),
         ("destinations", ["Bath", "Chester", "Harrogate", "Stratford", "York"]),
         ("prices", ["£18.50", "£21.00", "£23.50", "£26.00", "£28.50"])],
        [("The trip to Bath, which was the dearest, was the last of the year.",
          all_of(highest("prices", "Bath"), highest("months", "Bath"))),
         ("Mrs Dyson's outing was the cheapest; it took place the month after the trip to Stratford.",
          all_of(lowest("prices", "Mrs Dyson"), more_by("months", "Mrs Dyson", "Stratford", 1))),
         ("The July trip cost £2.50 less than Mrs Abbey's.", more_by("prices", "Mrs Abbey", "July", 2.5)),
         ("Mrs Bellew arranged the first outing of the year.", lowest("months", "Mrs Bellew")),
         ("The Chester trip took place the month before the one to Bath, which Miss Carter arranged.",
          all_of(same("Miss Carter", "Bath"), more_by("months", "Bath", "Chester", 1))),
         ("Only the Harrogate trip cost less than the one to Stratford.",
          _only_below("prices", "Stratford", "Harrogate"))],
        numbers={"prices": [18.5, 21, 23.5, 26, 28.5]}),

    # ---------------------------------------------------------------- 14 greyhound racing
    Puzzle("greyhound_racing_4x5",
        "Five greyhounds lined up for the 8.15pm race at Romford. Each belongs to a different owner, ran from a "
        "different trap and finished in a different place.",
        [("greyhounds", ["Dancing Dora", "Kilkenny Lad", "Misty Blue", "Rapid Rover", "Swift Sally"]),
         ("owners", ["Miss Iley", "Mr Finch", "Mr Hogg", "Mr Judd", "Mrs Gault"]),
         ("traps", ["1", "2", "3", "4", "5"]),
         ("places", ["1st", "2nd", "3rd", "4th", "5th"])],
        [("The winner ran from trap 5.", same("1st", "traps:5")),
         ("Rapid Rover, who is owned by Mr Finch, came in last.",
          all_of(same("Rapid Rover", "Mr Finch"), highest("places", "Rapid Rover"))),
         ("Mr Judd's dog ran from the trap numbered one lower than Mr Finch's dog and finished one place ahead "
          "of it.", all_of(more_by("traps", "Mr Finch", "Mr Judd", 1), more_by("places", "Mr Finch", "Mr Judd", 1))),
         ("Mrs Gault's Dancing Dora finished immediately behind the dog from trap 5.",
          all_of(same("Mrs Gault", "Dancing Dora"), more_by("places", "Dancing Dora", "traps:5", 1))),
         ("Swift Sally ran from the trap next to Dancing Dora's.", next_to("traps", "Swift Sally", "Dancing Dora")),
         ("Miss Iley's greyhound finished ahead of Mr Hogg's.", more("places", "Mr Hogg", "Miss Iley")),
         ("Mrs Gault's dog ran from the trap next to the winner's.", next_to("traps", "Mrs Gault", "1st")),
         ("Misty Blue finished ahead of Swift Sally, who in turn finished ahead of Kilkenny Lad.",
          all_of(more("places", "Swift Sally", "Misty Blue"), more("places", "Kilkenny Lad", "Swift Sally")))]),

    # ---------------------------------------------------------------- 15 coffee mornings
    Puzzle("coffee_mornings_4x5",
        "During March five members of the Women's Institute each held a coffee morning at home on a different "
        "Saturday, each in aid of a different charity. Work out the date of each coffee morning, the charity it "
        "supported and how much it raised.",
        [("hosts", ["Miss Frome", "Mrs Cobb", "Mrs Dacre", "Mrs Elphick", "Mrs Gedge"]),
         ("dates", ["2nd", "9th", "16th", "23rd", "30th"]),
         ("charities", ["air ambulance", "Cats Protection", "hospice", "Oxfam", "RNLI"]),
         ("amounts", ["£84", "£97", "£112", "£126", "£150"])],
        [("The last coffee morning of the month raised the most money.", _extremes("dates", True, "amounts", True)),
         ("Mrs Dacre, who was collecting for the RNLI, held hers a week before Miss Frome's.",
          all_of(same("Mrs Dacre", "RNLI"), more_by("dates", "Miss Frome", "Mrs Dacre", 7))),
         ("Miss Frome raised £13 less than Mrs Dacre.", more_by("amounts", "Mrs Dacre", "Miss Frome", 13)),
         ("The hospice benefited from the coffee morning on the 16th, which wasn't Mrs Gedge's.",
          all_of(same("hospice", "16th"), differ("Mrs Gedge", "16th"))),
         ("Mrs Gedge held her coffee morning a week after Mrs Cobb's but raised £14 less.",
          all_of(more_by("dates", "Mrs Gedge", "Mrs Cobb", 7), more_by("amounts", "Mrs Cobb", "Mrs Gedge", 14))),
         ("The Cats Protection coffee morning was held a week after the one for the hospice.",
          more_by("dates", "Cats Protection", "hospice", 7)),
         ("Oxfam received less than the air ambulance.", more("amounts", "air ambulance", "Oxfam"))],
        numbers={"amounts": [84, 97, 112, 126, 150]}),

    # ---------------------------------------------------------------- 16 new neighbours
    Puzzle("new_neighbors_4x5",
        "Five families moved onto Maple Court this year, each in a different month. Match each family to the "
        "month they moved in, the state they moved from and the price they paid for their house.",
        [("families", ["Abernathys", "Castillos", "Huangs", "Pruitts", "Wexlers"]),
         ("months", ["February", "April", "June", "August", "October"]),
         ("states", ["Ohio", "Oregon", "Texas", "Utah", "Vermont"]),
         ("prices", ["$239,000", "$251,000", "$258,000", "$264,000", "$280,000"])],
        [("The family from Vermont moved in two months after the Castillos.",
          more_by("months", "Vermont", "Castillos", 2)),
         ("The Huangs, who came from Oregon, were the last of the five to arrive.",
          all_of(same("Huangs", "Oregon"), highest("months", "Huangs"))),
         ("The Wexlers paid $6,000 more than the Abernathys and moved in two months after them.",
          all_of(more_by("prices", "Wexlers", "Abernathys", 6000), more_by("months", "Wexlers", "Abernathys", 2))),
         ("The Texans were the first to arrive.", lowest("months", "Texas")),
         ("Of the Huangs and the Pruitts, one paid $239,000 and the other moved in during April.",
          pair("Huangs", "Pruitts", "$239,000", "April")),
         ("The five families are the Wexlers, the family from Utah, the family who moved in in April, the family "
          "who paid $280,000 and the Huangs.",
          distinct("Wexlers", "Utah", "April", "$280,000", "Huangs"))],
        numbers={"months": [2, 4, 6, 8, 10]}),

    # ---------------------------------------------------------------- 17 new year resolutions
    Puzzle("new_year_resolutions_4x6",
        "Six coworkers at Brightline Insurance each made a different New Year's resolution, and each kept it for "
        "a different number of days before giving up. Match each coworker to his or her resolution, age and the "
        "number of days the resolution lasted.",
        [("coworkers", ["Dr. Ames", "Miss Fong", "Mr. Bissell", "Mr. Everly", "Mrs. Duarte", "Ms. Cho"]),
         ("ages", ["26", "31", "37", "44", "52", "58"]),
         ("resolutions", ["learn Spanish", "quit sugar", "read more", "run a 5K", "save money", "wake up earlier"]),
         ("days", ["4", "9", "13", "21", "30", "45"])],
        [("The youngest of the six, who resolved to run a 5K, stuck with it the longest.",
          all_of(lowest("ages", "run a 5K"), highest("days", "run a 5K"))),
         ("Mr. Everly, the oldest, lasted 5 days longer than Mr. Bissell.",
          all_of(highest("ages", "Mr. Everly"), more_by("days", "Mr. Everly", "Mr. Bissell", 5))),
         ("The person who resolved to save money is 8 years younger than Dr. Ames.",
          more_by("ages", "Dr. Ames", "save money", 8)),
         ("Miss Fong kept her resolution 8 days longer than Mrs. Duarte.",
          more_by("days", "Miss Fong", "Mrs. Duarte", 8)),
         ("The one who planned to quit sugar is 5 years older than Ms. Cho.",
          more_by("ages", "quit sugar", "Ms. Cho", 5)),
         ("Of Dr. Ames and the 37-year-old, one resolved to read more and the other lasted 21 days.",
          pair("Dr. Ames", "37", "read more", "21")),
         ("Neither Mrs. Duarte nor Mr. Everly resolved to learn Spanish.",
          neither("Mrs. Duarte", "Mr. Everly", "learn Spanish")),
         ("Mrs. Duarte is older than Mr. Bissell.", more("ages", "Mrs. Duarte", "Mr. Bissell"))]),

    # ---------------------------------------------------------------- 18 stately homes
    Puzzle("stately_homes_4x6",
        "A coach party from Leeds spent a week touring stately homes, visiting one each day from Monday to "
        "Saturday. From the clues, work out which house was visited on each day, the county it stands in and the "
        "year it was built.",
        [("days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]),
         ("houses", ["Ashcombe Hall", "Beckley Park", "Crowhurst Abbey", "Denton Court", "Elsworth House",
                     "Fairlie Castle"]),
         ("years", ["1586", "1612", "1674", "1703", "1745", "1789"]),
         ("counties", ["Cumbria", "Derbyshire", "Norfolk", "Shropshire", "Wiltshire", "Yorkshire"])],
        [("The oldest house, the one in Cumbria, was visited the day after Denton Court.",
          all_of(lowest("years", "Cumbria"), more_by("days", "Cumbria", "Denton Court", 1))),
         ("Beckley Park, the newest of the six, was seen the day before the house in Yorkshire.",
          all_of(highest("years", "Beckley Park"), more_by("days", "Yorkshire", "Beckley Park", 1))),
         ("Ashcombe Hall was built 71 years after the Derbyshire house.",
          more_by("years", "Ashcombe Hall", "Derbyshire", 71)),
         ("Elsworth House was built 26 years after Fairlie Castle.",
          more_by("years", "Elsworth House", "Fairlie Castle", 26)),
         ("Crowhurst Abbey, which isn't in Wiltshire, was the last house the party saw.",
          all_of(differ("Crowhurst Abbey", "Wiltshire"), highest("days", "Crowhurst Abbey"))),
         ("The house built in 1612 was visited on Thursday, the day after the Wiltshire house.",
          all_of(same("1612", "Thursday"), more_by("days", "1612", "Wiltshire", 1))),
         ("The Norfolk house is older than the Shropshire one.", more("years", "Shropshire", "Norfolk")),
         ("Ashcombe Hall was visited two days before Beckley Park.",
          more_by("days", "Beckley Park", "Ashcombe Hall", 2))]),

    # ---------------------------------------------------------------- 19 holiday souvenirs
    Puzzle("holiday_souvenirs_3x5",
        "Auntie Vi has just come home from a Mediterranean cruise with five souvenirs, each bought in a different "
        "country and each at a different price.",
        [("souvenirs", ["fridge magnet", "lace doily", "leather purse", "olive-wood spoon", "painted tile"]),
         ("countries", ["Greece", "Italy", "Malta", "Portugal", "Spain"]),
         ("prices", ["£4.50", "£6.00", "£7.50", "£9.00", "£12.00"])],
        [("The most expensive souvenir was bought in Malta.", highest("prices", "Malta")),
         ("The fridge magnet cost £1.50 less than the painted tile, which wasn't bought in Greece.",
          all_of(more_by("prices", "painted tile", "fridge magnet", 1.5), differ("painted tile", "Greece"))),
         ("The leather purse cost £3 more than the souvenir from Portugal.",
          more_by("prices", "leather purse", "Portugal", 3)),
         ("The Italian souvenir cost more than the Greek one.", more("prices", "Italy", "Greece")),
         ("The souvenir from Greece cost £3 more than the one from Spain.", more_by("prices", "Greece", "Spain", 3)),
         ("Auntie Vi paid more for the lace doily than for the purse.", more("prices", "lace doily", "leather purse"))],
        numbers={"prices": [4.5, 6, 7.5, 9, 12]}),

    # ---------------------------------------------------------------- 20 bridesmaids
    Puzzle("bridesmaids_3x5",
        "Five bridesmaids walked down the aisle at the Kowalski-Brennan wedding. Each wore a gown of a different "
        "color, and each is a different age.",
        [("bridesmaids", ["Brianna", "Danielle", "Hailey", "Megan", "Tessa"]),
         ("colors", ["blush", "lavender", "mint", "peach", "sky blue"]),
         ("ages", ["19", "23", "26", "30", "34"])],
        [("Danielle is 4 years older than the bridesmaid in sky blue.", more_by("ages", "Danielle", "sky blue", 4)),
         ("Tessa is younger than Brianna but older than Hailey.",
          all_of(more("ages", "Brianna", "Tessa"), more("ages", "Tessa", "Hailey"))),
         ("The bridesmaid in mint is 3 years older than the one in blush.", more_by("ages", "mint", "blush", 3)),
         ("The five bridesmaids were Megan, the one in mint, the 34-year-old, the one in lavender and Tessa.",
          distinct("Megan", "mint", "34", "lavender", "Tessa"))]),
)
PUZZLES = {p.name: p for p in _PUZZLES}
