"""What each clue of the forty-third batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the forty-third author was asked for, written apart from pylogic's reader on themes new to
the set: eight grids as Puzzle Baron's logic-puzzles.org prints them, at its sizes, six house puzzles of the
Einstein kind as Brainzilla, Puzzle Prime and Logic-Puzzles.com print them, and six grids as British and American
puzzle magazines and puzzle books for adults print them (Dell, Penny Press, the "Logic Problems" magazines), each
with a short story opening.

The Puzzle Baron grids (categories x values): one of 3x4 (an optician's eyeglass orders), one of 4x4 (hot tub
installations), three of 4x5 (home loans, park trails, a hockey team's goalies), two of 4x6 (ocean liners, mountain
railroad tunnels) and one of 3x5 (carpet cleaning appointments). Their values as the site prints them ("$125" to
"$200", "Dr. Vance", "Mrs. Kimball", "Ms. Li", "March 5th" to "March 26th", "$4,500" to "$6,750", "3.25%" to
"4.25%", "Rev. Hollis", "$180,000" to "$300,000", "1924", "2.5 miles" to "4.5 miles", "Ranger Boyd", "88%" to "92%",
"#1" to "#35", "SS Aurelia", "18,000 tons" to "33,000 tons", "1.5 miles" to "4 miles", "8:00am" to "2:00pm") and the
site's formulaic clues: comparisons with amounts ("paid $25 less than", "cost $2,250 more than", "installed 2 weeks
before", "cost $750 more than", "0.5% lower than", "0.25% higher than", "$90,000 less than", "$30,000 less than", "1
mile shorter than", "2 miles longer than", "opened 4 years after", "3% higher than", "played 16 years before",
"sailed 20 years after", "6,000 tons lighter than", "12,000 tons heavier than", "opened 21 years before", "2.5 miles
longer than", "90 minutes after", "3 hours before") and without ("paid somewhat less than", "cost somewhat less
than", "installed sometime after", "carries a higher rate than", "opened sometime before", "somewhat longer than",
"had a higher save percentage than", "played sometime after", "made its first crossing sometime before", "somewhat
shorter than", "sometime before the living room job"); "Of A and B, one ... and the other ..."; "X is either A or
B"; "Neither A nor B ..."; lists ("The five borrowers are ...", "The six liners were ...", "The six tunnels are
..."); negations ("Dr. Vance didn't buy the rimless frames", "Rev. Hollis doesn't own the 1986 house", "The 11:00am
appointment isn't Mr. Sutter's").

The house puzzles (positions x categories, counting the position category) are each a row of things numbered 1 to 5
from the left: four of 5x5 (pigeon lofts along an allotment fence, picnic tables in a park, pickup trucks at a
tailgate, rabbit hutches at a rescue) and two of 5x6 (the booths of a diner, boat docks on a lake). Their families:
"in the middle", "at the middle table", "in the middle booth", "at the middle dock", "at the far left", "at one of
the ends"; "immediately to the left of", "immediately to the right of", "somewhere to the right of", "somewhere
between", "directly between", "next to"; ordered categories with amounts (birds "12 birds" to "28 birds", groups "3
people" to "7 people", guests "6 guests" to "14 guests", weights "2.5 lbs" to "6.5 lbs", bills "$14" to "$30",
arrivals "6:00pm" to "7:00pm", lengths "14 ft" to "22 ft", years "2009" to "2021": "8 more birds", "4 more Birmingham
Rollers than Fantails", "3 more people", "one more person", "4 fewer guests", "2 more guests", "2 lbs more", "1 lb
less", "3 lbs more", "$8 more", "$4 less", "15 minutes after", "45 minutes before", "9 years before", "4 ft longer",
"3 years after") and superlatives ("The loft with the most birds is immediately to the left of Ernie's", "The
fancier with the fewest birds is somewhere to the right of Dennis", "The largest group is immediately to the left
of the Bakers", "the smallest group", "The truck with the most guests is in the middle", "The wings crowd is the
smallest", "The Flemish Giant is the heaviest rabbit", "The customer who arrived first", "ran up the biggest bill",
"The longest boat", "The oldest boat is next to Gus's dock").

The magazine grids (categories x values): three of 4x4 (a Women's Institute jam stall, a birthday party treasure
hunt, a granny's Christmas jumpers) and three of 4x5 (old friends' first jobs, a 1962 holiday camp's contests,
Premium Bond wins), with British values ("£1.80" to "£2.40", "6 jars" to "15 jars", "£3" to "£7" a week, "1956" to
"1964", "Week 1" to "Week 5", months February to October, "£25" to "£500", "3 minutes" to "9 minutes", "5 balls" to
"8 balls"), in chattier sentences: relative clauses and appositives that state facts ("Miss Crabtree, who brought
more jars than anyone else, ...", "the gooseberry jam, which at £1.80 a jar was the cheapest", "Frank, who started
work before any of the others, ...", "The bus conductor, the best paid of the five, ...", "Doris, who wasn't the
shop assistant", "Mr Bragg, whose knobbly knees won the day, ...", "Mr Kettle, who isn't from Sheffield, ...", "Mrs
Gubbins, who came from Wakefield, ...", "Miss Mottram, whose prize was the biggest in the Close, ...", "Mrs Blunt,
whose prize was exactly half the size of Mrs Rudd's", "The toy parrot, which had been pushed deep into the compost
heap, ...", "The red jumper, which has a robin on the front, ..."); possessives ("Mr Platt's stay", "Mr Ashworth's",
"Doris's pay packet", "Jack's jumper", "Sophie's"); passives ("The tea set was bought by Mrs Blunt", "The compass was
fished out of the birdbath", "was won in the very first week", "was made for Sophie"); pronouns ("she brought three
fewer jars", "her win", "it was also the smallest", "the chocolate coins he found", "his jumper"); joins with "but",
"while", "though" and a semicolon; "the former ... the latter", "respectively", "neither ... nor", "Of the two girls,
one ... and the other ...", "twice as many", "half the size"; harmless asides ("by a lady, naturally", "which she
has never let him forget", "now the tallest of the four", "at all").

The conventions the predicates assume. Positions count from the left, as each intro says: "at the far left" is
position 1, "in the middle" (and the middle table, booth or dock) position 3; "at one of the ends" is position 1 or 5.
"Next to" is positions differing by one; "immediately to the left of" is one smaller, "immediately to the right of"
one larger; "somewhere to the right of" is any larger position; "somewhere between A and B" is any position strictly
between theirs; "directly between A and B" is one more than one of them and one less than the other. Logic words:
two things compared or placed relative to each other are two different rows; "X is either A or B" means X is exactly
one of A and B; "Neither A nor B ... C" and "The five ... are A, B, ..." are all different rows; "Of A and B, one is
P and the other Q" (and "Of the two girls, ...", the girls being Amelia and Isla as the intro says) means A and B are
two different rows that are P and Q in some order; "Of A and B, the former ... P and the latter Q" and "A and B have P
and Q respectively" mean A is P and B is Q; a relative clause, appositive or possessive states a grid fact, encoded
with the rest of its sentence; "X didn't ...", "X doesn't ...", "X isn't ..." and "X wasn't ..." are two different
rows; "by a lady" says the winner is one of the two holidaymakers called Mrs. Orders and amounts: prices, dates,
rates, percentages, loan amounts, lengths, years, tonnages, birds, people, guests, weights, bills, jars, wages, prizes,
minutes and balls count as the number they print (``brute_force.number_of``), or as the numbers a puzzle lists for a
category whose values do not spell them ("March 5th" is 5, so "2 weeks before" is 14 fewer; "£1.80" is 1.8, so "40p
more" is 0.4 more; "Week 1" is 1; the months February to October count as their month numbers, so "two months
after" is 2 more); clock times count as minutes of the day, so "90 minutes after" and "3 hours before" are 90 more
and 180 fewer; "0.5% lower" is 0.5 less of the "3.25%" values; "twice as many" and "half the size" are a factor of
2. "Before", "sometime before", "earliest", "first" and "oldest" are the smaller year, time or date, "after",
"later", "last" and "newest" the larger; "more", "higher", "longer", "heavier", "larger", "biggest", "best paid",
"most" and "the longest" are the larger number, "less", "lower", "shorter", "lighter", "fewer", "smallest",
"cheapest", "quickest" and "fewest" the smaller; "more jars than anyone else" and "later in the year than anyone
else's" are the largest, "before any of the others" the smallest; "the customer who arrived first" has the earliest
arrival.
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
    times_as_much,
)


def _extreme_beside(ranking: str, top: bool, category: str, other: str, offset: int) -> Predicate:
    """The row with the highest (``top``) or lowest number in ``ranking`` has a number in ``category`` ``offset``
    more than ``other``'s: -1 is "immediately to the left of", 1 "immediately to the right of" ("The loft with the
    most birds is immediately to the left of Ernie's")."""
    def holds(accessor) -> bool:
        row = extreme_row(accessor, ranking, top)
        return accessor.number(category, row) - accessor.number(category, accessor(other)) == offset
    return holds


def _extremes_meet(first: str, first_top: bool, second: str, second_top: bool) -> Predicate:
    """One row has both the highest (or lowest) number in ``first`` and the highest (or lowest) in ``second``
    ("The last customer to arrive ran up the smallest bill")."""
    return lambda accessor: extreme_row(accessor, first, first_top) == extreme_row(accessor, second, second_top)


def _respectively(rows: tuple[str, ...], values: tuple[str, ...]) -> Predicate:
    """Each of ``rows`` is the same row as the value in the same place of ``values`` ("A and B ... X and Y
    respectively")."""
    return all_of(*(same(row, value) for row, value in zip(rows, values)))


_PUZZLES = (
    # ================================================================ Puzzle Baron grids
    # ---------------------------------------------------------------- 1 eyeglass orders
    Puzzle("eyeglass_orders_3x4",
        "Four customers picked up new eyeglasses at Clearview Optical this week. Match each customer to the price "
        "of his or her glasses and the frame style chosen.",
        [("prices", ["$125", "$150", "$175", "$200"]),
         ("customers", ["Dr. Vance", "Mr. Ortega", "Mrs. Kimball", "Ms. Li"]),
         ("frames", ["aviator", "cat-eye", "rimless", "tortoiseshell"])],
        [("Dr. Vance paid $25 less than Mrs. Kimball.", more_by("prices", "Mrs. Kimball", "Dr. Vance", 25)),
         ("The customer who bought the rimless frames paid somewhat less than the one who chose the aviators.",
          more("prices", "aviator", "rimless")),
         ("Of Mr. Ortega and the person who paid $150, one chose the cat-eye frames and the other chose the "
          "tortoiseshell frames.", pair("Mr. Ortega", "$150", "cat-eye", "tortoiseshell")),
         ("Dr. Vance didn't buy the rimless frames.", differ("Dr. Vance", "rimless")),
         ("Ms. Li didn't get the aviators.", differ("Ms. Li", "aviator")),
         ("The tortoiseshell frames cost somewhat less than the cat-eye frames.",
          more("prices", "cat-eye", "tortoiseshell"))]),

    # ---------------------------------------------------------------- 2 hot tub installs
    Puzzle("hot_tub_installs_4x4",
        "Splash Pools & Spas installed four hot tubs last month. Match each installation date to its customer, "
        "the brand of tub and the price.",
        [("dates", ["March 5th", "March 12th", "March 19th", "March 26th"]),
         ("customers", ["Dr. Pruitt", "Mr. Castillo", "Mrs. Abernathy", "Ms. Sandoval"]),
         ("brands", ["AquaRest", "Bluewave", "Hydra Pro", "Serenity"]),
         ("prices", ["$4,500", "$5,250", "$6,000", "$6,750"])],
        [("The Hydra Pro cost $2,250 more than the AquaRest.", more_by("prices", "Hydra Pro", "AquaRest", 2250)),
         ("Dr. Pruitt's tub was installed 2 weeks before Mrs. Abernathy's.",
          more_by("dates", "Mrs. Abernathy", "Dr. Pruitt", 14)),
         ("The $5,250 tub was installed sometime after the Serenity.", more("dates", "$5,250", "Serenity")),
         ("Of Mr. Castillo and the customer whose tub went in on March 12th, one bought the Bluewave and the "
          "other paid $4,500.", pair("Mr. Castillo", "March 12th", "Bluewave", "$4,500")),
         ("The tub installed on March 5th cost $750 more than the one installed on March 26th.",
          more_by("prices", "March 5th", "March 26th", 750))],
        numbers={"dates": [5, 12, 19, 26]}),

    # ---------------------------------------------------------------- 3 mortgage applications
    Puzzle("mortgage_applications_4x5",
        "Cornerstone Savings & Loan approved five home loans last week. Match each interest rate to its borrower, "
        "the amount borrowed and the year the house was built.",
        [("rates", ["3.25%", "3.5%", "3.75%", "4%", "4.25%"]),
         ("borrowers", ["Dr. Vance", "Mr. Brandt", "Mrs. Yates", "Ms. Okafor", "Rev. Hollis"]),
         ("amounts", ["$180,000", "$210,000", "$240,000", "$270,000", "$300,000"]),
         ("years", ["1924", "1958", "1971", "1986", "2003"])],
        [("Dr. Vance's rate was 0.5% lower than Mr. Brandt's.", more_by("rates", "Mr. Brandt", "Dr. Vance", 0.5)),
         ("The loan on the 1971 house was $90,000 less than the loan on the 1924 house.",
          more_by("amounts", "1924", "1971", 90000)),
         ("Of Rev. Hollis and the person who borrowed $240,000, one got the 3.25% rate and the other owns the "
          "house built in 2003.", pair("Rev. Hollis", "$240,000", "3.25%", "2003")),
         ("The 1958 house carries a higher rate than the 1986 house.", more("rates", "1958", "1986")),
         ("The five borrowers are Mrs. Yates, the one with the 4.25% rate, the one who borrowed $300,000, the "
          "owner of the 1958 house and Rev. Hollis.",
          distinct("Mrs. Yates", "4.25%", "$300,000", "1958", "Rev. Hollis")),
         ("Ms. Okafor borrowed $30,000 less than Mrs. Yates.", more_by("amounts", "Mrs. Yates", "Ms. Okafor", 30000)),
         ("The $270,000 loan has an interest rate 0.25% higher than the loan on the 2003 house.",
          more_by("rates", "$270,000", "2003", 0.25)),
         ("Rev. Hollis doesn't own the 1986 house.", differ("Rev. Hollis", "1986"))]),

    # ---------------------------------------------------------------- 4 nature trails
    Puzzle("nature_trails_4x5",
        "The Pine Hollow park district has opened five hiking trails over the years. Match each trail's length to "
        "its name, the year it opened and the ranger who maintains it.",
        [("lengths", ["2.5 miles", "3 miles", "3.5 miles", "4 miles", "4.5 miles"]),
         ("trails", ["Bobcat Run", "Cedar Loop", "Fern Gully", "Hawk Ridge", "Otter Creek"]),
         ("years", ["1994", "1998", "2002", "2006", "2010"]),
         ("rangers", ["Ranger Boyd", "Ranger Diaz", "Ranger Fenn", "Ranger Gill", "Ranger Kaur"])],
        [("Hawk Ridge is 1 mile shorter than Bobcat Run.", more_by("lengths", "Bobcat Run", "Hawk Ridge", 1)),
         ("The trail Ranger Gill maintains opened 4 years after Fern Gully.",
          more_by("years", "Ranger Gill", "Fern Gully", 4)),
         ("Of the 4.5 mile trail and the one that opened in 1994, one is looked after by Ranger Diaz and the other "
          "by Ranger Boyd.", pair("4.5 miles", "1994", "Ranger Diaz", "Ranger Boyd")),
         ("Cedar Loop opened sometime before Otter Creek.", more("years", "Otter Creek", "Cedar Loop")),
         ("Ranger Fenn's trail is somewhat longer than Ranger Kaur's.", more("lengths", "Ranger Fenn", "Ranger Kaur")),
         ("The 1998 trail is either Bobcat Run or the one Ranger Diaz looks after.",
          either("1998", "Bobcat Run", "Ranger Diaz")),
         ("Cedar Loop is 2 miles longer than Fern Gully.", more_by("lengths", "Cedar Loop", "Fern Gully", 2)),
         ("Ranger Diaz's trail opened 4 years after Ranger Fenn's.",
          more_by("years", "Ranger Diaz", "Ranger Fenn", 4))]),

    # ---------------------------------------------------------------- 5 hockey goalies
    Puzzle("hockey_goalies_4x5",
        "The Riverton Ice Cats have had five great starting goalies in their history. Match each goalie's save "
        "percentage to his name, his jersey number and the season he played.",
        [("percentages", ["88%", "89%", "90%", "91%", "92%"]),
         ("goalies", ["Boucher", "Dahl", "Kowalski", "Lindqvist", "Murray"]),
         ("jerseys", ["#1", "#29", "#30", "#31", "#35"]),
         ("seasons", ["1997", "2001", "2005", "2009", "2013"])],
        [("Kowalski's save percentage was 3% higher than Boucher's.",
          more_by("percentages", "Kowalski", "Boucher", 3)),
         ("The goalie who wore #35 played 16 years before the one who wore #1.", more_by("seasons", "#1", "#35", 16)),
         ("Of Murray and the 2009 goalie, one wore #30 and the other had an 88% save percentage.",
          pair("Murray", "2009", "#30", "88%")),
         ("The goalie who played in 2005 had a higher save percentage than Lindqvist.",
          more("percentages", "2005", "Lindqvist")),
         ("Dahl played sometime after Murray.", more("seasons", "Dahl", "Murray")),
         ("The #29 goalie was either Kowalski or the 1997 goalie.", either("#29", "Kowalski", "1997")),
         ("The goalie with a 90% save percentage played 4 years before the one with an 88% save percentage.",
          more_by("seasons", "88%", "90%", 4)),
         ("Boucher played sometime after Dahl.", more("seasons", "Boucher", "Dahl"))]),

    # ---------------------------------------------------------------- 6 ocean liners
    Puzzle("ocean_liners_4x6",
        "A maritime museum is mounting an exhibit on six great ocean liners. Match each liner's maiden voyage year "
        "to its name, its gross tonnage and its home port.",
        [("years", ["1907", "1911", "1915", "1919", "1923", "1927"]),
         ("liners", ["SS Aurelia", "SS Baltica", "SS Corona", "SS Dunmore", "SS Elysia", "SS Fairhaven"]),
         ("tonnages", ["18,000 tons", "21,000 tons", "24,000 tons", "27,000 tons", "30,000 tons", "33,000 tons"]),
         ("ports", ["Bremen", "Cherbourg", "Genoa", "Liverpool", "New York", "Southampton"])],
        [("The SS Corona sailed 20 years after the SS Baltica.", more_by("years", "SS Corona", "SS Baltica", 20)),
         ("The Genoa ship was 6,000 tons lighter than the SS Baltica.",
          more_by("tonnages", "SS Baltica", "Genoa", 6000)),
         ("Of the SS Elysia and the 27,000 ton ship, one was based in Bremen and the other in Southampton.",
          pair("SS Elysia", "27,000 tons", "Bremen", "Southampton")),
         ("The six liners were the SS Dunmore, the 1911 ship, the Genoa ship, the 30,000 ton ship, the one based "
          "in Liverpool and the SS Fairhaven.",
          distinct("SS Dunmore", "1911", "Genoa", "30,000 tons", "Liverpool", "SS Fairhaven")),
         ("The 1915 liner was 9,000 tons lighter than the 1919 liner.", more_by("tonnages", "1919", "1915", 9000)),
         ("The SS Elysia was 12,000 tons heavier than the SS Dunmore.",
          more_by("tonnages", "SS Elysia", "SS Dunmore", 12000)),
         ("The Cherbourg ship sailed 8 years after the Southampton ship.",
          more_by("years", "Cherbourg", "Southampton", 8)),
         ("The Bremen liner made its first crossing sometime before the SS Aurelia.",
          more("years", "SS Aurelia", "Bremen"))]),

    # ---------------------------------------------------------------- 7 mountain tunnels
    Puzzle("mountain_tunnels_4x6",
        "A railroad historian is writing a book about six mountain tunnels in the West. Match each tunnel's length "
        "to its name, the year it opened and the state it is in.",
        [("lengths", ["1.5 miles", "2 miles", "2.5 miles", "3 miles", "3.5 miles", "4 miles"]),
         ("tunnels", ["Baxter Tunnel", "Crowley Tunnel", "Eagle Pass Tunnel", "Granite Tunnel", "Lone Pine Tunnel",
                      "Summit Tunnel"]),
         ("years", ["1882", "1889", "1896", "1903", "1910", "1917"]),
         ("states", ["Colorado", "Idaho", "Montana", "Nevada", "Oregon", "Utah"])],
        [("The Crowley Tunnel is 1 mile longer than the Baxter Tunnel.",
          more_by("lengths", "Crowley Tunnel", "Baxter Tunnel", 1)),
         ("The Summit Tunnel opened 21 years before the Granite Tunnel.",
          more_by("years", "Granite Tunnel", "Summit Tunnel", 21)),
         ("Of the Eagle Pass Tunnel and the 1.5 mile tunnel, one is in Utah and the other is in Nevada.",
          pair("Eagle Pass Tunnel", "1.5 miles", "Utah", "Nevada")),
         ("The Oregon tunnel is somewhat shorter than the Colorado tunnel.", more("lengths", "Colorado", "Oregon")),
         ("The tunnel that opened in 1910 is either the Crowley Tunnel or the one in Montana.",
          either("1910", "Crowley Tunnel", "Montana")),
         ("The Lone Pine Tunnel opened 7 years after the Summit Tunnel.",
          more_by("years", "Lone Pine Tunnel", "Summit Tunnel", 7)),
         ("The 1896 tunnel is 2.5 miles longer than the 1903 tunnel.", more_by("lengths", "1896", "1903", 2.5)),
         ("The six tunnels are the Baxter Tunnel, the 1889 tunnel, the Idaho tunnel, the 2 mile tunnel, the one "
          "that opened in 1896 and the Granite Tunnel.",
          distinct("Baxter Tunnel", "1889", "Idaho", "2 miles", "1896", "Granite Tunnel")),
         ("Neither the Baxter Tunnel nor the 3 mile tunnel is in Montana.",
          neither("Baxter Tunnel", "3 miles", "Montana")),
         ("The Nevada tunnel opened 7 years before the Utah tunnel.", more_by("years", "Utah", "Nevada", 7))]),

    # ---------------------------------------------------------------- 8 carpet cleaning
    Puzzle("carpet_cleaning_3x5",
        "Fresh Start Carpet Care has five appointments booked for Saturday. Match each appointment time to the "
        "customer and the room to be cleaned.",
        [("times", ["8:00am", "9:30am", "11:00am", "12:30pm", "2:00pm"]),
         ("customers", ["Dr. Alcott", "Mr. Quinn", "Mr. Sutter", "Mrs. Lowry", "Ms. Rhee"]),
         ("rooms", ["basement", "den", "dining room", "hallway", "living room"])],
        [("Dr. Alcott's appointment is 90 minutes after Mr. Sutter's.",
          more_by("times", "Dr. Alcott", "Mr. Sutter", 90)),
         ("Of Ms. Rhee and the 2:00pm customer, one needs the den cleaned and the other the dining room.",
          pair("Ms. Rhee", "2:00pm", "den", "dining room")),
         ("The basement is scheduled 3 hours before Mr. Quinn's appointment.",
          more_by("times", "Mr. Quinn", "basement", 180)),
         ("Mrs. Lowry's appointment is either the 12:30pm one or the living room job.",
          either("Mrs. Lowry", "12:30pm", "living room")),
         ("Mr. Quinn doesn't need his den cleaned.", differ("Mr. Quinn", "den")),
         ("The 11:00am appointment isn't Mr. Sutter's.", differ("11:00am", "Mr. Sutter")),
         ("Ms. Rhee's appointment is sometime before the living room job.", more("times", "living room", "Ms. Rhee"))]),

    # ================================================================ house puzzles
    # ---------------------------------------------------------------- 9 pigeon lofts
    Puzzle("pigeon_lofts_5x5",
        "Five pigeon lofts stand in a row along the allotment fence, numbered 1 to 5 from left to right. Each "
        "loft belongs to a different fancier, is painted a different color, houses a different breed and holds a "
        "different number of birds.",
        [("lofts", ["1", "2", "3", "4", "5"]),
         ("fanciers", ["Arthur", "Bert", "Clive", "Dennis", "Ernie"]),
         ("colors", ["blue", "cream", "green", "red", "white"]),
         ("breeds", ["Birmingham Roller", "Fantail", "Homer", "Jacobin", "Tumbler"]),
         ("birds", ["12 birds", "16 birds", "20 birds", "24 birds", "28 birds"])],
        [("The red loft is in the middle.", same("red", "lofts:3")),
         ("The green loft is immediately to the left of the red loft.", more_by("lofts", "red", "green", 1)),
         ("Arthur keeps Homers.", same("Arthur", "Homer")),
         ("The loft with the most birds is immediately to the left of Ernie's.",
          _extreme_beside("birds", True, "lofts", "Ernie", -1)),
         ("Bert's loft is at one of the ends.", one_of("Bert", "lofts:1", "lofts:5")),
         ("The Jacobins live somewhere to the right of the Fantails.", more("lofts", "Jacobin", "Fantail")),
         ("The cream loft holds 8 more birds than the blue loft.", more_by("birds", "cream", "blue", 8)),
         ("The Tumblers are next to the Homers.", next_to("lofts", "Tumbler", "Homer")),
         ("Clive's loft is directly between Ernie's and Bert's.", directly_between("lofts", "Clive", "Ernie", "Bert")),
         ("There are 4 more Birmingham Rollers than Fantails.",
          more_by("birds", "Birmingham Roller", "Fantail", 4)),
         ("The fancier with the fewest birds is somewhere to the right of Dennis.",
          lambda accessor: accessor.number("lofts", accessor.row_with_lowest("birds"))
          > accessor.number("lofts", accessor("Dennis"))),
         ("The Tumbler loft holds 20 birds.",
          same("Tumbler", "20 birds")),
         ("Bert's loft is painted blue.",
          same("Bert", "blue"))]),

    # ---------------------------------------------------------------- 10 picnic tables
    Puzzle("picnic_tables_5x5",
        "Five families had lunch at five picnic tables standing in a row in Willow Park, numbered 1 to 5 from left "
        "to right. Each family brought a different main dish and a different drink, and each group was a "
        "different size.",
        [("tables", ["1", "2", "3", "4", "5"]),
         ("families", ["Bakers", "Coles", "Dunns", "Engels", "Frosts"]),
         ("dishes", ["fried chicken", "hot dogs", "pasta salad", "sandwiches", "tacos"]),
         ("drinks", ["iced tea", "juice", "lemonade", "milk", "soda"]),
         ("groups", ["3 people", "4 people", "5 people", "6 people", "7 people"])],
        [("The family drinking lemonade is at the middle table.", same("lemonade", "tables:3")),
         ("The largest group is immediately to the left of the Bakers.",
          _extreme_beside("groups", True, "tables", "Bakers", -1)),
         ("The hot dogs are somewhere to the right of the pasta salad.", more("tables", "hot dogs", "pasta salad")),
         ("The soda drinkers sit next to the milk drinkers.", next_to("tables", "soda", "milk")),
         ("The Engels brought 3 more people than the Bakers.", more_by("groups", "Engels", "Bakers", 3)),
         ("The tacos are at one of the ends.", one_of("tacos", "tables:1", "tables:5")),
         ("The family with sandwiches is somewhere between the family with tacos and the family with fried "
          "chicken.", between("tables", "sandwiches", "tacos", "fried chicken")),
         ("The iced tea table has 2 more people than the juice table.", more_by("groups", "iced tea", "juice", 2)),
         ("The Frosts sit next to the Coles.", next_to("tables", "Frosts", "Coles")),
         ("The family eating fried chicken is the smallest group.", lowest("groups", "fried chicken")),
         ("The Coles brought the tacos.",
          same("Coles", "tacos")),
         ("The family with the pasta salad has one more person than the family drinking soda.",
          more_by("groups", "pasta salad", "soda", 1))]),

    # ---------------------------------------------------------------- 11 tailgate parties
    Puzzle("tailgate_parties_5x5",
        "Five pickup trucks are parked side by side in the stadium lot before the big game, numbered 1 to 5 from "
        "left to right. Each belongs to a different fan, is a different make, has something different on the "
        "grill and is hosting a different number of guests.",
        [("trucks", ["1", "2", "3", "4", "5"]),
         ("fans", ["Dale", "Earl", "Luann", "Randy", "Wanda"]),
         ("makes", ["Chevy", "Dodge", "Ford", "GMC", "Toyota"]),
         ("foods", ["bratwurst", "brisket", "burgers", "chili", "wings"]),
         ("guests", ["6 guests", "8 guests", "10 guests", "12 guests", "14 guests"])],
        [("The Chevy is immediately to the right of the GMC.", more_by("trucks", "Chevy", "GMC", 1)),
         ("The truck with the most guests is in the middle.", highest("guests", "trucks:3")),
         ("The brisket is being smoked next to the burgers.", next_to("trucks", "brisket", "burgers")),
         ("Wanda has 4 fewer guests than Randy.", more_by("guests", "Randy", "Wanda", 4)),
         ("The Dodge owner is grilling bratwurst.", same("Dodge", "bratwurst")),
         ("Luann's truck is somewhere between Wanda's and Dale's.", between("trucks", "Luann", "Wanda", "Dale")),
         ("The chili is at the far left.", same("chili", "trucks:1")),
         ("The Dodge has 2 more guests than the Ford.", more_by("guests", "Dodge", "Ford", 2)),
         ("Earl is grilling burgers.", same("Earl", "burgers")),
         ("The Toyota is next to the Ford.", next_to("trucks", "Toyota", "Ford")),
         ("The wings crowd is the smallest.", lowest("guests", "wings")),
         ("The brisket has 2 more guests than the wings.", more_by("guests", "brisket", "wings", 2)),
         ("Wanda drives the Toyota.",
          same("Wanda", "Toyota"))]),

    # ---------------------------------------------------------------- 12 rabbit hutches
    Puzzle("rabbit_hutches_5x5",
        "Five rabbit hutches stand in a row against the shed at Meadowbank Rescue, numbered 1 to 5 from left to "
        "right. Each hutch holds one rabbit of a different breed with a different name, looked after by a "
        "different volunteer, and each rabbit weighs a different amount.",
        [("hutches", ["1", "2", "3", "4", "5"]),
         ("rabbits", ["Biscuit", "Clover", "Hazel", "Pepper", "Thumper"]),
         ("breeds", ["Dutch", "Flemish Giant", "Lionhead", "Lop", "Mini Rex"]),
         ("volunteers", ["Imogen", "Jasper", "Keira", "Liam", "Maya"]),
         ("weights", ["2.5 lbs", "3.5 lbs", "4.5 lbs", "5.5 lbs", "6.5 lbs"])],
        [("Biscuit is in the middle hutch.", same("Biscuit", "hutches:3")),
         ("The Flemish Giant is the heaviest rabbit.", highest("weights", "Flemish Giant")),
         ("The Flemish Giant is immediately to the right of the Dutch rabbit.",
          more_by("hutches", "Flemish Giant", "Dutch", 1)),
         ("Keira looks after the rabbit at the far left.", same("Keira", "hutches:1")),
         ("Thumper weighs 2 lbs more than Hazel.", more_by("weights", "Thumper", "Hazel", 2)),
         ("Jasper's rabbit is somewhere to the right of Maya's.", more("hutches", "Jasper", "Maya")),
         ("Clover is the Lionhead.", same("Clover", "Lionhead")),
         ("Liam's rabbit weighs 1 lb more than Maya's.", more_by("weights", "Liam", "Maya", 1)),
         ("Pepper is next to Clover.", next_to("hutches", "Pepper", "Clover")),
         ("Imogen looks after the Flemish Giant.", same("Imogen", "Flemish Giant")),
         ("The Mini Rex weighs 1 lb less than the Dutch rabbit.", more_by("weights", "Dutch", "Mini Rex", 1)),
         ("Pepper weighs 3 lbs more than the rabbit Keira looks after.",
          more_by("weights", "Pepper", "Keira", 3))]),

    # ---------------------------------------------------------------- 13 diner booths
    Puzzle("diner_booths_5x6",
        "Five booths run in a row along the window of Rosie's Diner, numbered 1 to 5 from left to right. One "
        "evening each booth was taken by a different customer, who arrived at a different time, ordered a "
        "different pie and a different drink, and ran up a different bill.",
        [("booths", ["1", "2", "3", "4", "5"]),
         ("customers", ["Dr. Jessup", "Mr. Hale", "Mrs. Ingram", "Ms. Kerr", "Rev. Lott"]),
         ("pies", ["apple", "blueberry", "cherry", "key lime", "pecan"]),
         ("drinks", ["coffee", "cola", "milkshake", "root beer", "tea"]),
         ("bills", ["$14", "$18", "$22", "$26", "$30"]),
         ("arrivals", ["6:00pm", "6:15pm", "6:30pm", "6:45pm", "7:00pm"])],
        [("The milkshake was ordered in the middle booth.", same("milkshake", "booths:3")),
         ("Rev. Lott sat immediately to the left of the milkshake drinker.",
          more_by("booths", "milkshake", "Rev. Lott", 1)),
         ("The customer who arrived first ordered the apple pie.", lowest("arrivals", "apple")),
         ("Mr. Hale ran up the biggest bill.", highest("bills", "Mr. Hale")),
         ("The cola drinker arrived 15 minutes after Ms. Kerr.", more_by("arrivals", "cola", "Ms. Kerr", 15)),
         ("The key lime pie was eaten somewhere to the right of the pecan pie.",
          more("booths", "key lime", "pecan")),
         ("The tea drinker's bill was $8 more than Rev. Lott's.", more_by("bills", "tea", "Rev. Lott", 8)),
         ("Mrs. Ingram drank root beer.", same("Mrs. Ingram", "root beer")),
         ("The cherry pie was next to the apple pie.", next_to("booths", "cherry", "apple")),
         ("Dr. Jessup sat directly between Mr. Hale and Mrs. Ingram.",
          directly_between("booths", "Dr. Jessup", "Mr. Hale", "Mrs. Ingram")),
         ("The customer who arrived at 6:15pm paid $4 less than the one who arrived at 6:30pm.",
          more_by("bills", "6:30pm", "6:15pm", 4)),
         ("The blueberry pie eater arrived 45 minutes before the key lime pie eater.",
          more_by("arrivals", "key lime", "blueberry", 45)),
         ("Ms. Kerr had the cherry pie.", same("Ms. Kerr", "cherry"))]),

    # ---------------------------------------------------------------- 14 lakeside docks
    Puzzle("lakeside_docks_5x6",
        "Five boat docks line the shore of Loon Lake, numbered 1 to 5 from left to right as seen from the water. "
        "Each dock belongs to a different owner, who keeps a different kind of boat there, painted a different "
        "color, of a different length and bought in a different year.",
        [("docks", ["1", "2", "3", "4", "5"]),
         ("owners", ["Gus", "Irene", "Marty", "Opal", "Wes"]),
         ("boats", ["canoe", "pontoon", "rowboat", "sailboat", "speedboat"]),
         ("colors", ["green", "orange", "red", "white", "yellow"]),
         ("lengths", ["14 ft", "16 ft", "18 ft", "20 ft", "22 ft"]),
         ("years", ["2009", "2012", "2015", "2018", "2021"])],
        [("The pontoon is tied up at the middle dock.", same("pontoon", "docks:3")),
         ("The longest boat is the pontoon.", highest("lengths", "pontoon")),
         ("The canoe is immediately to the left of the pontoon.", more_by("docks", "pontoon", "canoe", 1)),
         ("Opal's dock is at one of the ends.", one_of("Opal", "docks:1", "docks:5")),
         ("The red boat was bought 9 years before the orange boat.", more_by("years", "orange", "red", 9)),
         ("Marty's boat is 4 ft longer than the canoe.", more_by("lengths", "Marty", "canoe", 4)),
         ("The oldest boat is next to Gus's dock.", extreme_next_to("years", False, "docks", "Gus")),
         ("Irene owns the rowboat.", same("Irene", "rowboat")),
         ("The white boat is 2 ft longer than the orange boat.", more_by("lengths", "white", "orange", 2)),
         ("The yellow boat was bought 3 years after the white one.", more_by("years", "yellow", "white", 3)),
         ("Gus's dock is directly between Wes's and Irene's.", directly_between("docks", "Gus", "Wes", "Irene")),
         ("The sailboat is at the far left.", same("sailboat", "docks:1")),
         ("Wes bought his boat 9 years after Opal bought hers.",
          more_by("years", "Wes", "Opal", 9)),
         ("The speedboat is painted orange.",
          same("speedboat", "orange"))]),

    # ================================================================ magazine grids
    # ---------------------------------------------------------------- 15 jam stall
    Puzzle("jam_stall_4x4",
        "Every August the Women's Institute runs the jam stall at the Ashby Parva flower show, and this year four "
        "members kept it supplied. Each made a different jam, brought along a different number of jars and put her "
        "own price on them.",
        [("members", ["Miss Crabtree", "Mrs Allen", "Mrs Benson", "Mrs Dodd"]),
         ("jams", ["apricot", "blackcurrant", "gooseberry", "raspberry"]),
         ("jars", ["6 jars", "9 jars", "12 jars", "15 jars"]),
         ("prices", ["£1.80", "£2.00", "£2.20", "£2.40"])],
        [("Miss Crabtree, who brought more jars than anyone else, didn't make the gooseberry jam, which at £1.80 a "
          "jar was the cheapest on the stall.",
          all_of(highest("jars", "Miss Crabtree"), differ("Miss Crabtree", "gooseberry"),
                 same("gooseberry", "£1.80"))),
         ("Mrs Benson charged 40p a jar more than Mrs Dodd, though she brought three fewer jars.",
          all_of(more_by("prices", "Mrs Benson", "Mrs Dodd", 0.4), more_by("jars", "Mrs Dodd", "Mrs Benson", 3))),
         ("Of Mrs Benson and Mrs Dodd, the former made the raspberry jam and the latter the blackcurrant.",
          _respectively(("Mrs Benson", "Mrs Dodd"), ("raspberry", "blackcurrant"))),
         ("Mrs Allen brought twice as many jars as Mrs Benson.", times_as_much("jars", "Mrs Allen", "Mrs Benson", 2))],
        numbers={"prices": [1.8, 2.0, 2.2, 2.4]}),

    # ---------------------------------------------------------------- 16 first jobs
    Puzzle("first_jobs_4x5",
        "Five old friends who meet for coffee every Thursday at the Copper Kettle got talking about the first jobs "
        "they took on leaving school. Each started in a different year, and each still remembers exactly what was "
        "in that first weekly pay packet.",
        [("friends", ["Bernard", "Doris", "Frank", "Hilda", "Leonard"]),
         ("jobs", ["apprentice printer", "bus conductor", "butcher's boy", "shop assistant", "typist"]),
         ("years", ["1956", "1958", "1960", "1962", "1964"]),
         ("wages", ["£3", "£4", "£5", "£6", "£7"])],
        [("Frank, who started work before any of the others, earned £1 a week less as a butcher's boy than Bernard "
          "did.",
          all_of(lowest("years", "Frank"), same("Frank", "butcher's boy"), more_by("wages", "Bernard", "Frank", 1))),
         ("The bus conductor, the best paid of the five, started two years before Doris, who wasn't the shop "
          "assistant.",
          all_of(highest("wages", "bus conductor"), more_by("years", "Doris", "bus conductor", 2),
                 differ("Doris", "shop assistant"))),
         ("Hilda left school in 1964, the last of the five to do so, and was paid £1 a week less than the typist.",
          all_of(same("Hilda", "1964"), more_by("wages", "typist", "Hilda", 1))),
         ("Of Bernard and Leonard, one was taken on as an apprentice printer and the other started work in 1960.",
          pair("Bernard", "Leonard", "apprentice printer", "1960")),
         ("Doris's pay packet held £2 more than Bernard's, which she has never let him forget.",
          more_by("wages", "Doris", "Bernard", 2))],
        numbers={"wages": [3, 4, 5, 6, 7]}),

    # ---------------------------------------------------------------- 17 holiday camp contests
    Puzzle("holiday_camp_contests_4x5",
        "In the summer of 1962 five holidaymakers at the Sunnysands holiday camp in Skegness each carried off a "
        "prize in one of the camp's famous contests. Each stayed for a different week of the season, and each came "
        "from a different town.",
        [("holidaymakers", ["Mr Bragg", "Mr Kettle", "Mr Platt", "Mrs Cutts", "Mrs Gubbins"]),
         ("contests", ["ballroom dancing", "crazy golf", "glamorous granny", "knobbly knees", "talent show"]),
         ("weeks", ["Week 1", "Week 2", "Week 3", "Week 4", "Week 5"]),
         ("towns", ["Doncaster", "Leicester", "Nottingham", "Sheffield", "Wakefield"])],
        [("Mr Bragg, whose knobbly knees won the day, was at the camp two weeks after the holidaymaker from "
          "Leicester.", all_of(same("Mr Bragg", "knobbly knees"), more_by("weeks", "Mr Bragg", "Leicester", 2))),
         ("The glamorous granny contest was won in the very first week of the season, by a lady, naturally, while "
          "the crazy golf champion came from Nottingham.",
          all_of(same("glamorous granny", "Week 1"), one_of("glamorous granny", "Mrs Cutts", "Mrs Gubbins"),
                 same("crazy golf", "Nottingham"))),
         ("Mr Kettle, who isn't from Sheffield, won the talent show a week after Mr Platt's stay.",
          all_of(differ("Mr Kettle", "Sheffield"), same("Mr Kettle", "talent show"),
                 more_by("weeks", "Mr Kettle", "Mr Platt", 1))),
         ("Mrs Gubbins, who came from Wakefield, wasn't the glamorous granny.",
          all_of(same("Mrs Gubbins", "Wakefield"), differ("Mrs Gubbins", "glamorous granny"))),
         ("Neither the visitor from Doncaster nor Mrs Gubbins was there in Week 4.",
          neither("Doncaster", "Mrs Gubbins", "Week 4"))],
        numbers={"weeks": [1, 2, 3, 4, 5]}),

    # ---------------------------------------------------------------- 18 premium bonds
    Puzzle("premium_bonds_4x5",
        "When their numbers came up on the Premium Bonds last year, five neighbours in Laburnum Close each treated "
        "themselves with the winnings. The wins came in different months and were for different amounts, and each "
        "spent the money on something different.",
        [("neighbours", ["Miss Mottram", "Mr Ashworth", "Mr Kaye", "Mrs Blunt", "Mrs Rudd"]),
         ("months", ["February", "April", "June", "August", "October"]),
         ("prizes", ["£25", "£50", "£100", "£250", "£500"]),
         ("purchases", ["armchair", "bicycle", "cocktail cabinet", "tea set", "weekend in Scarborough"])],
        [("Miss Mottram, whose prize was the biggest in the Close, spent it on a weekend in Scarborough; her win "
          "came two months after Mr Ashworth's.",
          all_of(highest("prizes", "Miss Mottram"), same("Miss Mottram", "weekend in Scarborough"),
                 more_by("months", "Miss Mottram", "Mr Ashworth", 2))),
         ("The tea set was bought by Mrs Blunt, whose prize was exactly half the size of Mrs Rudd's.",
          all_of(same("tea set", "Mrs Blunt"), times_as_much("prizes", "Mrs Rudd", "Mrs Blunt", 2))),
         ("Mr Kaye's win came later in the year than anyone else's, but it was also the smallest.",
          all_of(highest("months", "Mr Kaye"), lowest("prizes", "Mr Kaye"))),
         ("The April winner bought an armchair, having rather less to spend than whoever bought the cocktail "
          "cabinet.", all_of(same("April", "armchair"), more("prizes", "cocktail cabinet", "armchair")))],
        numbers={"months": [2, 4, 6, 8, 10], "prizes": [25, 50, 100, 250, 500]}),

    # ---------------------------------------------------------------- 19 treasure hunt
    Puzzle("treasure_hunt_4x4",
        "At Oliver's eighth birthday party his dad hid four 'treasures' around the garden for the guests to find: "
        "two boys, Harry and Noah, and two girls, Amelia and Isla. Each child found a different treasure in a "
        "different hiding place, and Dad timed how long each search took.",
        [("children", ["Amelia", "Harry", "Isla", "Noah"]),
         ("treasures", ["chocolate coins", "compass", "spyglass", "toy parrot"]),
         ("places", ["birdbath", "compost heap", "greenhouse", "rockery"]),
         ("times", ["3 minutes", "5 minutes", "7 minutes", "9 minutes"])],
        [("Harry was the quickest of the four; the chocolate coins he found weren't in the greenhouse.",
          all_of(lowest("times", "Harry"), same("Harry", "chocolate coins"), differ("Harry", "greenhouse"))),
         ("The toy parrot, which had been pushed deep into the compost heap, took two minutes longer to find than "
          "the spyglass.", all_of(same("toy parrot", "compost heap"), more_by("times", "toy parrot", "spyglass", 2))),
         ("Of the two girls, one found the spyglass and the other searched for 9 minutes.",
          pair("Amelia", "Isla", "spyglass", "9 minutes")),
         ("The compass was fished out of the birdbath, while Amelia took four minutes longer than Harry.",
          all_of(same("compass", "birdbath"), more_by("times", "Amelia", "Harry", 4)))]),

    # ---------------------------------------------------------------- 20 knitted jumpers
    Puzzle("knitted_jumpers_4x4",
        "Every Christmas Granny Pickering knits a jumper for each of her four grandchildren. This year each jumper "
        "was a different colour with a different picture on the front, and each took a different number of balls "
        "of wool.",
        [("grandchildren", ["Callum", "Ellie", "Jack", "Sophie"]),
         ("colours", ["bottle green", "navy", "red", "yellow"]),
         ("pictures", ["Christmas tree", "reindeer", "robin", "snowflake"]),
         ("balls", ["5 balls", "6 balls", "7 balls", "8 balls"])],
        [("Callum, now the tallest of the four, needed the most wool, but his jumper isn't the yellow one.",
          all_of(highest("balls", "Callum"), differ("Callum", "yellow"))),
         ("The red jumper, which has a robin on the front, took one ball fewer than Sophie's.",
          all_of(same("red", "robin"), more_by("balls", "Sophie", "red", 1))),
         ("Jack and Ellie have the reindeer and the robin respectively, Jack's jumper having taken two more balls "
          "than Ellie's.",
          all_of(_respectively(("Jack", "Ellie"), ("reindeer", "robin")), more_by("balls", "Jack", "Ellie", 2))),
         ("Of the navy and yellow jumpers, one is covered in snowflakes and the other was made for Sophie.",
          pair("navy", "yellow", "snowflake", "Sophie"))]),
)
PUZZLES = {p.name: p for p in _PUZZLES}
