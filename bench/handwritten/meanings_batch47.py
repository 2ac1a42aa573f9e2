"""What each clue of the forty-seventh batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the forty-seventh author was asked for, written apart from pylogic's reader on themes new to
the set: eight grids as Puzzle Baron's logic-puzzles.org and its printed books print them, at its sizes, six house
puzzles of the Einstein kind as Brainzilla, Puzzle Prime and puzzle books print them, and six magazine problems,
three as Dell Logic Puzzles and Penny Press "Original Logic Problems" print them and three as British puzzle books
and newspapers' weekend logic puzzles print them, each of the last six with a short story opening.

The Puzzle Baron grids (categories x values): two of 3x4 (a gutter cleaning firm's morning jobs, hand-painted shop
signs), two of 3x5 (wooden toy orders, custom surfboards), two of 4x5 (totem poles on a waterfront, a mustang
adoption day) and two of 4x6 (antique copper weathervanes, minor league ballparks). Their values as the site prints
them ("8:00am" to "12:30pm", "Mr. Feld", "Ms. Hoang", "$150" to "$300", "Fig & Fennel", "$40" to "$100", "June 2nd"
to "June 10th", "15 ft" to "35 ft", "2015" to "2019", "$125" to "$225", "3 years" to "7 years", "1860" to "1910",
"4,000 seats" to "9,000 seats", "1990" to "2010") and the site's formulaic clues: comparisons with amounts ("started
90 minutes before", "cost $50 less than", "cost $100 less than", "cost $50 more than", "paid $45 more than", "cost
$30 less than", "cost $15 less than", "was finished 6 days after", "was done 4 days after", "is 20 ft taller than",
"is 5 ft shorter than", "is 5 ft taller than", "was raised 3 years after", "fee was $50 more than", "cost $75 more
than", "cost $25 more than", "paid $25 more than", "was made 30 years after", "was made 20 years before", "was made
10 years before", "was made 20 years after", "seats 3,000 more people than", "opened 4 years after", "opened 8
years after", "opened 12 years after", "has 2,000 more seats than") and without ("sometime before", "sometime
after", "cost more than", "paid less than", "paid more than", "has fewer seats than", "has more seats than"); "Of A
and B, one ... and the other ..."; "Either A or B lives on ...", "Either A or B adopted ...", "Either A or B made
...", "Either A or B is 6 years old"; lists ("The five poles are ...", "The six weathervanes are ...", "The six
ballparks are ..."); negations ("Mr. Feld's job wasn't at 8:00am", "The Bramble Books sign doesn't have red
lettering", "Skye didn't order the yellow board"); the 8,000-seat park, the 4-year-old and the 1890 piece as values.

The house puzzles (positions x categories, counting the position category): three of 5x5 (jars of sweets on a sweet
shop's shelf, a police lineup, a chorus line at a show's finale) and three of 4x5 (cows in a milking parlour, boys'
shirts on a washing line, children on playground swings), each a row of things numbered 1 to 5 from left to right,
in the Einstein puzzles' terse sentences: "in the middle jar", "in the middle stall", "is in the middle", "at the far
left", "at the far right", "at one of the ends", "immediately to the left of", "immediately to the right of",
"somewhere to the right of", "somewhere to the left of", "next to", "stands next to", "directly between A and B";
facts ("Queenie filled the humbugs jar", "Lonnie wears the black jacket", "Bianca comes from Flint", "Daisy is a
Jersey", "Jack's shirt has 4 pegs", "Callum is 7", "The pear drops sell at 65p", "The man in the bowler is 37");
superlatives ("The cheapest sweets are in the jar with the yellow lid", "The most expensive sweets are immediately to
the left of the sherbet lemons", "The Friesian gave the most milk", "The dancer from Albany is the youngest", "The
child on the red swing is the oldest"); amounts ("5p more than", "5 years older than", "10 years younger than", "2
years older than", "4 years older than", "4 litres less than", "2 litres more than", "3 more pegs than", "1 more
peg than", "a year younger than", "three years older than"); values named by number ("The 42-year-old", "The
29-year-old ... the 21-year-old", "The shirt held up by 6 pegs").

The magazine problems (categories x values, the first category labelling the rows): from Dell and Penny Press, two
of 4x4 (second-graders' show-and-tell, cousins catching fireflies on a Tennessee farm) and one of 4x5 (relatives
driving in for Thanksgiving), with American values ("2 questions" to "5 questions", "Monday" to "Thursday", "6
fireflies" to "15 fireflies", "100 miles" to "300 miles", "9:00am" to "11:00am", "Aunt Gloria", "Uncle Walt",
"Cousin Tess"); from British puzzle books, one of 4x4 (a horticultural society's dahlia show) and two of 4x5 (Punch
and Judy professors at seaside resorts, a hedge laying championship), with British values and spellings ("Cafe au
Lait", "9 inches" to "12 inches", "1st" to "4th", "Llandudno", "10 years" to "30 years", "2 shows" to "6 shows",
"Northamptonshire", "24" to "66" for ages, "62 points" to "78 points", "litres" and "coloured" in the house
puzzles). All in chattier sentences: relative clauses and appositives that state facts ("Lucy, who brought a
seashell from her trip to Florida, ...", "Marco, who didn't bring the fossil, ...", "Devin, whose snakeskin made half
the class squeal", "Callie, who caught the most fireflies of anyone, ...", "Dixie, who brought an old peanut butter
jar, ...", "Cousin Tess, who drove farther than anyone, ...", "The relative from Omaha, who drove 150 miles, ...",
"Aunt Gloria, the last to arrive, ...", "Uncle Ray, who lives in Sioux Falls", "Beryl, whose Cafe au Lait was the
widest bloom on the bench, ...", "Arnold, whose bloom was two inches wider than the Babylon Bronze", "Muriel, who
doesn't grow Kelvin Floodlight, ...", "Alf, the longest-serving of the five, ...", "The Whitby professor, who puts on
more shows than anyone else, ...", "Stan, the newcomer of the group with only ten years behind him, ...", "Giles,
who came over from Rutland, ...", "The oldest competitor, who is from Leicestershire, ...", "Hugh, the youngest of
the five at 24, ...", "Owen, who is 37, ..."); pronouns ("than she did", "had his turn", "her bloom", "he gives",
"neither of them"); joins with a semicolon, "and", "though" and "nonetheless"; numbers in words ("one question
fewer", "three fewer", "three more fireflies", "an hour and a half after", "half an hour before", "one place
behind", "two inches wider", "an inch wider", "one show a day fewer", "five years less", "five shows a day", "three
shows fewer", "four points ahead of", "four points behind", "four points more", "seven years older"); idioms
("pulled in", "gave first prize to", "came last", "works the sands at", "has been at it", "finished bottom", "won
with the highest score"); harmless asides ("from her trip to Florida", "made half the class squeal", "an old",
"spent the whole time").

The conventions the predicates assume. Logic words: two things compared are two different rows; "Either A or B
..." means the thing named is exactly one of A and B; "The five ... are A, B, ..." are all different rows; "Of A and
B, one is P and the other Q" means A and B are two different rows that are P and Q in some order; "neither of them
went near the creek" means neither of the two named is the creek row; a relative clause, appositive or possessive
states a grid fact, encoded with the rest of its sentence; "X wasn't ...", "X doesn't ...", "X isn't ..." and "X
didn't ..." are two different rows. Positions: "immediately to the left of" is one place number lower,
"immediately to the right of" one higher, "somewhere to the right of" any higher number, "somewhere to the left of"
any lower, "next to" one apart either way, "directly between A and B" one more than one of them and one less than
the other, "in the middle" place 3, "the far left" place 1, "the far right" place 5 and "at one of the ends" place
1 or 5. Orders and amounts: times, prices, fees, heights, years, seats, ages, litres, pegs, questions, fireflies,
miles, inches, places, shows and points count as the number they print (``brute_force.number_of``: "1st" is 1,
"65p" is 65, "9,000 seats" is 9000), or as the numbers a puzzle lists for a category whose values do not spell them
("June 2nd" is 2, so "6 days after" is 6 more; Monday to Thursday count as 1 to 4); clock times count as minutes of
the day, so "90 minutes before" is 90 fewer and "an hour and a half after" 90 more. "Before", "less", "fewer",
"shorter", "younger", "cheapest", "youngest", "newcomer", "the fewest" and "finished bottom" are the smaller number,
"after", "more", "farther", "taller", "older", "wider", "widest", "most expensive", "oldest", "longest-serving",
"the most" and "the last to arrive" the larger; a place "behind" another is the larger place number, "first prize"
is 1st and "came last" 4th; "won with the highest score" is the most points, "four points ahead of" four more and
"four points behind" four fewer.
Each puzzle lists its categories and sentences exactly as its ``puzzles/NAME.clues`` prints them;
``brute_force.solutions`` proves each answer unique and each clue needed (without any one of them the puzzle has
several solutions).
"""

from __future__ import annotations

from bench.handwritten.brute_force import Predicate, Puzzle
from bench.handwritten.predicates import (
    all_of,
    differ,
    directly_between,
    distinct,
    either,
    highest,
    lowest,
    more,
    more_by,
    next_to,
    one_of,
    pair,
    same,
)


def _extreme_beside(ranking: str, top: bool, category: str, other: str, offset: int) -> Predicate:
    """The row with the highest (``top``) or lowest number in ``ranking`` has a number in ``category`` ``offset``
    more than ``other``'s: -1 is "immediately to the left of", 1 "immediately to the right of"."""
    def holds(accessor) -> bool:
        row = accessor.row_with_highest(ranking) if top else accessor.row_with_lowest(ranking)
        return accessor.number(category, row) - accessor.number(category, accessor(other)) == offset
    return holds


_PUZZLES = (
    # ================================================================ Puzzle Baron grids
    # ---------------------------------------------------------------- 1 gutter cleaning
    Puzzle("gutter_cleaning_3x4",
        "Clearview Gutters cleaned out the gutters at four homes last Tuesday. Match each start time to the "
        "homeowner and the street.",
        [("times", ["8:00am", "9:30am", "11:00am", "12:30pm"]),
         ("homeowners", ["Mr. Feld", "Mr. Ibsen", "Mrs. Garber", "Ms. Hoang"]),
         ("streets", ["Aspen Way", "Cedar Lane", "Linden Court", "Walnut Street"])],
        [("The Aspen Way job started 90 minutes before Mr. Ibsen's.", more_by("times", "Mr. Ibsen", "Aspen Way", 90)),
         ("Either Mrs. Garber or Ms. Hoang lives on Cedar Lane.", either("Cedar Lane", "Mrs. Garber", "Ms. Hoang")),
         ("The Walnut Street home was cleaned sometime before Mrs. Garber's.",
          more("times", "Mrs. Garber", "Walnut Street")),
         ("Mr. Feld's job wasn't at 8:00am.", differ("Mr. Feld", "8:00am")),
         ("Of Mr. Ibsen and the 12:30pm customer, one lives on Linden Court and the other lives on Cedar Lane.",
          pair("Mr. Ibsen", "12:30pm", "Linden Court", "Cedar Lane")),
         ("Mr. Ibsen's job started sometime after Mr. Feld's.", more("times", "Mr. Ibsen", "Mr. Feld"))]),

    # ---------------------------------------------------------------- 2 sign painting
    Puzzle("sign_painting_3x4",
        "Hollis Sign Co. hand-painted four shop signs this month. Match each price to the business and the color "
        "of the lettering.",
        [("prices", ["$150", "$200", "$250", "$300"]),
         ("businesses", ["Bramble Books", "Copper Kettle", "Fig & Fennel", "Nimbus Cycles"]),
         ("colors", ["cream", "gold", "red", "teal"])],
        [("The sign with gold lettering cost $50 less than the Bramble Books sign.",
          more_by("prices", "Bramble Books", "gold", 50)),
         ("The Fig & Fennel sign cost more than the one with cream lettering.",
          more("prices", "Fig & Fennel", "cream")),
         ("The teal sign cost $100 less than the Bramble Books sign.", more_by("prices", "Bramble Books", "teal", 100)),
         ("The Copper Kettle sign cost $50 more than the teal one.", more_by("prices", "Copper Kettle", "teal", 50)),
         ("The Bramble Books sign doesn't have red lettering.", differ("Bramble Books", "red"))]),

    # ---------------------------------------------------------------- 3 wooden toy orders
    Puzzle("wooden_toy_orders_3x5",
        "Tinker Pine Toys took five custom orders for wooden toys in November. Match each price to the customer "
        "and the toy.",
        [("prices", ["$40", "$55", "$70", "$85", "$100"]),
         ("customers", ["Anika", "Bastian", "Corinne", "Delmar", "Evangeline"]),
         ("toys", ["dollhouse", "marble run", "pull-along duck", "rocking horse", "train set"])],
        [("Bastian paid $45 more than Anika.", more_by("prices", "Bastian", "Anika", 45)),
         ("The marble run cost $30 less than the dollhouse.", more_by("prices", "dollhouse", "marble run", 30)),
         ("Of Delmar and the $70 customer, one ordered the dollhouse and the other ordered the train set.",
          pair("Delmar", "$70", "dollhouse", "train set")),
         ("Corinne paid less than Evangeline.", more("prices", "Evangeline", "Corinne")),
         ("The pull-along duck cost $15 less than Anika's order.", more_by("prices", "Anika", "pull-along duck", 15))]),

    # ---------------------------------------------------------------- 4 custom surfboards
    Puzzle("custom_surfboards_3x5",
        "Longshore Boards shaped five custom surfboards this spring. Match each finishing date to the surfer and "
        "the color of the board.",
        [("dates", ["June 2nd", "June 4th", "June 6th", "June 8th", "June 10th"]),
         ("surfers", ["Brody", "Kiana", "Makoa", "Skye", "Tavita"]),
         ("colors", ["aqua", "coral", "mint", "sand", "yellow"])],
        [("Kiana's board was finished 6 days after Makoa's.", more_by("dates", "Kiana", "Makoa", 6)),
         ("Of Brody and the June 2nd board, one is yellow and the other is mint.",
          pair("Brody", "June 2nd", "yellow", "mint")),
         ("Tavita's board was done 4 days after the coral one.", more_by("dates", "Tavita", "coral", 4)),
         ("The sand board was finished sometime after Tavita's.", more("dates", "sand", "Tavita")),
         ("Skye didn't order the yellow board.", differ("Skye", "yellow"))],
        numbers={"dates": [2, 4, 6, 8, 10]}),

    # ---------------------------------------------------------------- 5 totem poles
    Puzzle("totem_poles_4x5",
        "Five totem poles were raised along the Harbor Park waterfront in recent years. Match each pole's height "
        "to its carver, the wood it was carved from and the year it was raised.",
        [("heights", ["15 ft", "20 ft", "25 ft", "30 ft", "35 ft"]),
         ("carvers", ["Jared", "Lena", "Mato", "Nora", "Tobin"]),
         ("woods", ["alder", "cedar", "cypress", "fir", "spruce"]),
         ("years", ["2015", "2016", "2017", "2018", "2019"])],
        [("Mato's pole is 20 ft taller than Nora's.", more_by("heights", "Mato", "Nora", 20)),
         ("The 2019 pole is 5 ft shorter than the fir pole.", more_by("heights", "fir", "2019", 5)),
         ("Of Jared and the 2017 pole, one is made of spruce and the other is made of cypress.",
          pair("Jared", "2017", "spruce", "cypress")),
         ("The five poles are Lena's, the 15 ft pole, the cedar pole, the 2015 pole and the cypress pole.",
          distinct("Lena", "15 ft", "cedar", "2015", "cypress")),
         ("The spruce pole was raised sometime before the alder pole.", more("years", "alder", "spruce")),
         ("Tobin's pole was raised 3 years after Lena's.", more_by("years", "Tobin", "Lena", 3)),
         ("The cedar pole is 5 ft taller than Jared's.", more_by("heights", "cedar", "Jared", 5))]),

    # ---------------------------------------------------------------- 6 mustang adoptions
    Puzzle("mustang_adoptions_4x5",
        "The Cody Mustang Adoption Day placed five wild horses with new owners. Match each adoption fee to the "
        "horse, its adopter and its age.",
        [("fees", ["$125", "$150", "$175", "$200", "$225"]),
         ("horses", ["Blaze", "Cinder", "Dusty", "Juniper", "Smoke"]),
         ("adopters", ["Mr. Tafoya", "Mr. Yoder", "Mrs. Keogh", "Mrs. Quist", "Ms. Barlow"]),
         ("ages", ["3 years", "4 years", "5 years", "6 years", "7 years"])],
        [("Dusty's fee was $50 more than Blaze's.", more_by("fees", "Dusty", "Blaze", 50)),
         ("The 4-year-old cost $75 more than the 6-year-old.", more_by("fees", "4 years", "6 years", 75)),
         ("Of Smoke and the $225 horse, one went to Mr. Tafoya and the other is 5 years old.",
          pair("Smoke", "$225", "Mr. Tafoya", "5 years")),
         ("Either Mrs. Quist or Mr. Yoder adopted Juniper.", either("Juniper", "Mrs. Quist", "Mr. Yoder")),
         ("The 7-year-old cost $25 more than Mr. Tafoya's horse.", more_by("fees", "7 years", "Mr. Tafoya", 25)),
         ("Ms. Barlow paid more than Mrs. Quist.", more("fees", "Ms. Barlow", "Mrs. Quist")),
         ("Mrs. Keogh paid $25 more than Ms. Barlow.", more_by("fees", "Mrs. Keogh", "Ms. Barlow", 25)),
         ("Either Blaze or Dusty is 6 years old.", either("6 years", "Blaze", "Dusty"))]),

    # ---------------------------------------------------------------- 7 antique weathervanes
    Puzzle("antique_weathervanes_4x6",
        "The Concord Folk Art Museum has six antique copper weathervanes on display. Match each weathervane's "
        "year to its design, its maker and the county it came from.",
        [("years", ["1860", "1870", "1880", "1890", "1900", "1910"]),
         ("designs", ["codfish", "eagle", "grasshopper", "horse", "rooster", "whale"]),
         ("makers", ["Cushing", "Fiske", "Harris", "Jewell", "Lind", "Pell"]),
         ("counties", ["Essex", "Franklin", "Hampden", "Norfolk", "Plymouth", "Worcester"])],
        [("Fiske's weathervane was made 30 years after the grasshopper.", more_by("years", "Fiske", "grasshopper", 30)),
         ("The Worcester weathervane was made 20 years before the eagle.", more_by("years", "eagle", "Worcester", 20)),
         ("Of Harris's weathervane and the 1890 piece, one is the rooster and the other came from Franklin.",
          pair("Harris", "1890", "rooster", "Franklin")),
         ("The six weathervanes are Cushing's, the 1860 piece, the eagle, the one from Hampden, Pell's and the "
          "codfish.", distinct("Cushing", "1860", "eagle", "Hampden", "Pell", "codfish")),
         ("Either Jewell or Lind made the horse.", either("horse", "Jewell", "Lind")),
         ("The Essex weathervane was made sometime before the whale.", more("years", "whale", "Essex")),
         ("Lind's weathervane was made 30 years after the Norfolk weathervane.",
          more_by("years", "Lind", "Norfolk", 30)),
         ("Pell's weathervane was made 10 years before Cushing's.", more_by("years", "Cushing", "Pell", 10)),
         ("The horse was made 20 years after the codfish.", more_by("years", "horse", "codfish", 20))]),

    # ---------------------------------------------------------------- 8 minor league ballparks
    Puzzle("minor_league_ballparks_4x6",
        "Six minor league ballparks are profiled in a new travel guide. Match each ballpark's capacity to its "
        "team, its city and the year it opened.",
        [("capacities", ["4,000 seats", "5,000 seats", "6,000 seats", "7,000 seats", "8,000 seats", "9,000 seats"]),
         ("teams", ["Bullfrogs", "Crawdads", "Hornets", "Mudcats", "River Hogs", "Sea Dogs"]),
         ("cities", ["Abilene", "Billings", "Erie", "Lansing", "Modesto", "Savannah"]),
         ("years", ["1990", "1994", "1998", "2002", "2006", "2010"])],
        [("The Mudcats' park seats 3,000 more people than the Crawdads' park.",
          more_by("capacities", "Mudcats", "Crawdads", 3000)),
         ("The Lansing ballpark opened 4 years after the Bullfrogs' park.",
          more_by("years", "Lansing", "Bullfrogs", 4)),
         ("Of the Hornets and the 8,000-seat park, one is in Modesto and the other opened in 2006.",
          pair("Hornets", "8,000 seats", "Modesto", "2006")),
         ("The six ballparks are the Sea Dogs', the 1994 park, the one in Billings, the 9,000-seat park, the River "
          "Hogs' and the Hornets'.", distinct("Sea Dogs", "1994", "Billings", "9,000 seats", "River Hogs", "Hornets")),
         ("The Crawdads' park opened 8 years after the Erie park.", more_by("years", "Crawdads", "Erie", 8)),
         ("The Savannah park has 2,000 more seats than the Hornets' park.",
          more_by("capacities", "Savannah", "Hornets", 2000)),
         ("The River Hogs' park opened 12 years after the 7,000-seat park.",
          more_by("years", "River Hogs", "7,000 seats", 12)),
         ("The 1990 park has fewer seats than the Billings park.", more("capacities", "Billings", "1990")),
         ("The Lansing park has more seats than the Erie park.", more("capacities", "Lansing", "Erie"))]),

    # ================================================================ house puzzles
    # ---------------------------------------------------------------- 9 sweet shop jars
    Puzzle("sweet_shop_jars_5x5",
        "Five glass jars of sweets stand in a row on the top shelf at Mrs. Pennington's sweet shop, numbered 1 to 5 "
        "from left to right. Each jar holds a different sweet, has a different coloured lid, was filled by a "
        "different assistant and sells at a different price per quarter.",
        [("jars", ["1", "2", "3", "4", "5"]),
         ("sweets", ["aniseed balls", "bonbons", "humbugs", "pear drops", "sherbet lemons"]),
         ("lids", ["black", "blue", "green", "red", "yellow"]),
         ("assistants", ["Dot", "Ivy", "Mabel", "Olive", "Queenie"]),
         ("prices", ["60p", "65p", "70p", "75p", "80p"])],
        [("The sherbet lemons are in the middle jar.", same("sherbet lemons", "jars:3")),
         ("The jar with the black lid is immediately to the left of the yellow-lidded jar.",
          more_by("jars", "yellow", "black", 1)),
         ("Queenie filled the humbugs jar.", same("Queenie", "humbugs")),
         ("The bonbons are somewhere to the right of the pear drops.", more("jars", "bonbons", "pear drops")),
         ("The aniseed balls are next to the bonbons.", next_to("jars", "aniseed balls", "bonbons")),
         ("Olive's jar is directly between Dot's and Mabel's.", directly_between("jars", "Olive", "Dot", "Mabel")),
         ("The cheapest sweets are in the jar with the yellow lid.", lowest("prices", "yellow")),
         ("The sweets in the green-lidded jar cost 5p more than those in the blue-lidded jar.",
          more_by("prices", "green", "blue", 5)),
         ("The most expensive sweets are immediately to the left of the sherbet lemons.",
          _extreme_beside("prices", True, "jars", "sherbet lemons", -1)),
         ("The pear drops cost 5p less than the bonbons.", more_by("prices", "bonbons", "pear drops", 5)),
         ("Mabel's jar has a blue lid.", same("Mabel", "blue")),
         ("The pear drops sell at 65p.", same("pear drops", "65p")),
         ("Dot's jar is in the middle.", same("Dot", "jars:3"))]),

    # ---------------------------------------------------------------- 10 police lineup
    Puzzle("police_lineup_5x5",
        "Five men stand in a police lineup at the Ninth Precinct, in places numbered 1 to 5 from left to right. "
        "Each man wears a different jacket and a different hat, and each is a different age.",
        [("places", ["1", "2", "3", "4", "5"]),
         ("men", ["Dexter", "Floyd", "Gus", "Lonnie", "Vern"]),
         ("hats", ["beanie", "bowler", "cap", "fedora", "trilby"]),
         ("jackets", ["black", "brown", "gray", "green", "navy"]),
         ("ages", ["22", "27", "32", "37", "42"])],
        [("The man in the fedora is at the far left.", same("fedora", "places:1")),
         ("The man in the brown jacket is in the middle.", same("brown", "places:3")),
         ("The 42-year-old is immediately to the right of the man in the fedora.",
          more_by("places", "42", "fedora", 1)),
         ("The man in the bowler is somewhere to the right of the man in the beanie.",
          more("places", "bowler", "beanie")),
         ("Lonnie wears the black jacket.", same("Lonnie", "black")),
         ("The man in the trilby is 5 years older than the man in the beanie.",
          more_by("ages", "trilby", "beanie", 5)),
         ("The man in the gray jacket is next to the man in the fedora.", next_to("places", "gray", "fedora")),
         ("Gus is directly between Vern and Lonnie.", directly_between("places", "Gus", "Vern", "Lonnie")),
         ("The man in the bowler is 37.", same("bowler", "37")),
         ("The man in the green jacket is 10 years younger than the man in the fedora.",
          more_by("ages", "fedora", "green", 10)),
         ("Floyd is immediately to the left of Vern.", more_by("places", "Vern", "Floyd", 1))]),

    # ---------------------------------------------------------------- 11 chorus line
    Puzzle("chorus_line_5x5",
        "Five dancers stand in a row across the stage for the finale of Stepping Out, in places numbered 1 to 5 "
        "from left to right. Each wears feathers of a different color, comes from a different city and is a "
        "different age.",
        [("places", ["1", "2", "3", "4", "5"]),
         ("dancers", ["Bianca", "Celeste", "Dolores", "Fern", "Greta"]),
         ("feathers", ["gold", "lilac", "orange", "scarlet", "silver"]),
         ("cities", ["Albany", "Dayton", "Eugene", "Flint", "Reno"]),
         ("ages", ["21", "23", "25", "27", "29"])],
        [("The dancer in gold is in the middle.", same("gold", "places:3")),
         ("Bianca is immediately to the left of the dancer in gold.", more_by("places", "gold", "Bianca", 1)),
         ("Celeste is somewhere to the right of Dolores.", more("places", "Celeste", "Dolores")),
         ("The 29-year-old stands next to the 21-year-old.", next_to("places", "29", "21")),
         ("The dancer from Eugene wears orange.", same("Eugene", "orange")),
         ("Fern is 2 years older than the dancer from Dayton.", more_by("ages", "Fern", "Dayton", 2)),
         ("Greta is directly between the dancer in scarlet and the dancer in orange.",
          directly_between("places", "Greta", "scarlet", "orange")),
         ("The lilac feathers are at the far right.", same("lilac", "places:5")),
         ("The dancer from Flint is 4 years older than the dancer from Reno.", more_by("ages", "Flint", "Reno", 4)),
         ("Dolores is 27.", same("Dolores", "27")),
         ("The dancer from Albany is the youngest.", lowest("ages", "Albany")),
         ("Bianca comes from Flint.", same("Bianca", "Flint"))]),

    # ---------------------------------------------------------------- 12 milking parlour
    Puzzle("milking_parlour_4x5",
        "Five cows stand side by side in the milking parlour at Brook End Farm, in stalls numbered 1 to 5 from left "
        "to right. Each cow is a different breed and gave a different yield at this morning's milking.",
        [("stalls", ["1", "2", "3", "4", "5"]),
         ("cows", ["Bluebell", "Daisy", "Hattie", "Primrose", "Tilly"]),
         ("breeds", ["Ayrshire", "Friesian", "Guernsey", "Jersey", "Shorthorn"]),
         ("yields", ["14 litres", "16 litres", "18 litres", "20 litres", "22 litres"])],
        [("The Friesian gave the most milk.", highest("yields", "Friesian")),
         ("The Friesian is immediately to the right of the Jersey.", more_by("stalls", "Friesian", "Jersey", 1)),
         ("Daisy is in the middle stall.", same("Daisy", "stalls:3")),
         ("Bluebell is at one of the ends.", one_of("Bluebell", "stalls:1", "stalls:5")),
         ("Tilly gave 4 litres less than Daisy.", more_by("yields", "Daisy", "Tilly", 4)),
         ("The Guernsey is somewhere to the right of the Ayrshire.", more("stalls", "Guernsey", "Ayrshire")),
         ("The Shorthorn gave 2 litres less than the Jersey.", more_by("yields", "Jersey", "Shorthorn", 2)),
         ("Bluebell gave 2 litres more than Daisy.", more_by("yields", "Bluebell", "Daisy", 2)),
         ("Primrose is directly between Hattie and Daisy.", directly_between("stalls", "Primrose", "Hattie", "Daisy")),
         ("Daisy is a Jersey.", same("Daisy", "Jersey"))]),

    # ---------------------------------------------------------------- 13 washing line
    Puzzle("washing_line_4x5",
        "Five boys' shirts are pegged out on Mrs. Ogden's washing line, in places numbered 1 to 5 from left to "
        "right. Each belongs to a different boy, is a different color and is held up by a different number of "
        "pegs.",
        [("places", ["1", "2", "3", "4", "5"]),
         ("boys", ["Alfie", "Harry", "Jack", "Ollie", "Sam"]),
         ("colors", ["blue", "green", "pink", "white", "yellow"]),
         ("pegs", ["2 pegs", "3 pegs", "4 pegs", "5 pegs", "6 pegs"])],
        [("The white shirt is immediately to the left of the blue one.", more_by("places", "blue", "white", 1)),
         ("Jack's shirt is at one of the ends.", one_of("Jack", "places:1", "places:5")),
         ("The shirt held up by 6 pegs is next to the yellow shirt.", next_to("places", "6 pegs", "yellow")),
         ("Harry's shirt is in the middle.", same("Harry", "places:3")),
         ("The pink shirt has 3 more pegs than Harry's.", more_by("pegs", "pink", "Harry", 3)),
         ("Alfie's shirt is somewhere to the right of Sam's.", more("places", "Alfie", "Sam")),
         ("Ollie's shirt has 1 more peg than Harry's.", more_by("pegs", "Ollie", "Harry", 1)),
         ("Sam's shirt is directly between Ollie's and Harry's.", directly_between("places", "Sam", "Ollie", "Harry")),
         ("Jack's shirt has 4 pegs.", same("Jack", "4 pegs")),
         ("The yellow shirt is at the far left.", same("yellow", "places:1"))]),

    # ---------------------------------------------------------------- 14 playground swings
    Puzzle("playground_swings_4x5",
        "Five children are on the swings at Mill Lane playground, on swings numbered 1 to 5 from left to right. "
        "Each swing is a different color, and each child is a different age.",
        [("swings", ["1", "2", "3", "4", "5"]),
         ("children", ["Amber", "Billy", "Callum", "Daisy", "Ellie"]),
         ("colors", ["blue", "green", "orange", "red", "yellow"]),
         ("ages", ["5", "6", "7", "8", "9"])],
        [("The child on the red swing is the oldest.", highest("ages", "red")),
         ("The blue swing is in the middle.", same("blue", "swings:3")),
         ("Ellie is immediately to the left of Amber.", more_by("swings", "Amber", "Ellie", 1)),
         ("The yellow swing is at one of the ends.", one_of("yellow", "swings:1", "swings:5")),
         ("The child on the green swing is a year younger than the child on the blue swing.",
          more_by("ages", "blue", "green", 1)),
         ("Callum is somewhere to the left of Billy.", more("swings", "Billy", "Callum")),
         ("Daisy is three years older than Billy.", more_by("ages", "Daisy", "Billy", 3)),
         ("The orange swing is next to the red swing.", next_to("swings", "orange", "red")),
         ("Billy is directly between Amber and Daisy.", directly_between("swings", "Billy", "Amber", "Daisy")),
         ("Callum is 7.", same("Callum", "7"))]),

    # ================================================================ magazine problems
    # ---------------------------------------------------------------- 15 show and tell
    Puzzle("show_and_tell_4x4",
        "Four children in Ms. Whitfield's second-grade class, two girls, Lucy and Piper, and two boys, Devin and "
        "Marco, each took a turn at show-and-tell on a different day last week, Monday through Thursday. Each "
        "brought something different to show, and each was asked a different number of questions by classmates.",
        [("children", ["Devin", "Lucy", "Marco", "Piper"]),
         ("items", ["arrowhead", "fossil", "seashell", "snakeskin"]),
         ("questions", ["2 questions", "3 questions", "4 questions", "5 questions"]),
         ("days", ["Monday", "Tuesday", "Wednesday", "Thursday"])],
        [("Lucy, who brought a seashell from her trip to Florida, was asked more questions than anyone else; the "
          "child who went on Thursday got one question fewer than she did.",
          all_of(same("Lucy", "seashell"), highest("questions", "Lucy"), more_by("questions", "Lucy", "Thursday", 1))),
         ("Marco, who didn't bring the fossil, was asked one question fewer than Devin, whose snakeskin made half "
          "the class squeal.",
          all_of(differ("Marco", "fossil"), more_by("questions", "Devin", "Marco", 1), same("Devin", "snakeskin"))),
         ("Devin had his turn on Wednesday, and the child who got the fewest questions went on Tuesday.",
          all_of(same("Devin", "Wednesday"), lowest("questions", "Tuesday")))],
        numbers={"days": [1, 2, 3, 4]}),

    # ---------------------------------------------------------------- 16 firefly catching
    Puzzle("firefly_catching_4x4",
        "One warm June evening, four cousins, Avery, Brooks, Callie and Dixie, ran around Aunt Ruth's farm in "
        "Tennessee catching fireflies in jars (and letting them all go again before bedtime). Brooks is the only "
        "boy. Each cousin used a different jar, hunted in a different spot and caught a different number of "
        "fireflies.",
        [("cousins", ["Avery", "Brooks", "Callie", "Dixie"]),
         ("jars", ["jelly jar", "mason jar", "peanut butter jar", "pickle jar"]),
         ("spots", ["barn", "creek", "garden", "orchard"]),
         ("fireflies", ["6 fireflies", "9 fireflies", "12 fireflies", "15 fireflies"])],
        [("Callie, who caught the most fireflies of anyone, was down by the barn; the cousin with the pickle jar "
          "caught three fewer than she did.",
          all_of(highest("fireflies", "Callie"), same("Callie", "barn"),
                 more_by("fireflies", "Callie", "pickle jar", 3))),
         ("Dixie, who brought an old peanut butter jar, caught three more fireflies than Brooks did, though neither "
          "of them went near the creek.",
          all_of(same("Dixie", "peanut butter jar"), more_by("fireflies", "Dixie", "Brooks", 3),
                 differ("Dixie", "creek"), differ("Brooks", "creek"))),
         ("The mason jar wasn't Callie's, and Dixie spent the whole time in the orchard.",
          all_of(differ("mason jar", "Callie"), same("Dixie", "orchard")))]),

    # ---------------------------------------------------------------- 17 Thanksgiving travel
    Puzzle("thanksgiving_travel_4x5",
        "Five relatives drove in to Grandma June's farmhouse outside Ames, Iowa, for Thanksgiving dinner. Each "
        "came from a different city, drove a different distance and pulled into the driveway at a different time "
        "on Thanksgiving morning.",
        [("relatives", ["Aunt Gloria", "Aunt Irene", "Cousin Tess", "Uncle Ray", "Uncle Walt"]),
         ("cities", ["Madison", "Omaha", "Peoria", "Rochester", "Sioux Falls"]),
         ("distances", ["100 miles", "150 miles", "200 miles", "250 miles", "300 miles"]),
         ("arrivals", ["9:00am", "9:30am", "10:00am", "10:30am", "11:00am"])],
        [("Cousin Tess, who drove farther than anyone, pulled in an hour and a half after Uncle Walt.",
          all_of(highest("distances", "Cousin Tess"), more_by("arrivals", "Cousin Tess", "Uncle Walt", 90))),
         ("The relative from Omaha, who drove 150 miles, arrived half an hour before Uncle Ray.",
          all_of(same("Omaha", "150 miles"), more_by("arrivals", "Uncle Ray", "Omaha", 30))),
         ("Aunt Gloria, the last to arrive, came from Peoria and drove 50 miles more than the relative from Rochester.",
          all_of(highest("arrivals", "Aunt Gloria"), same("Aunt Gloria", "Peoria"),
                 more_by("distances", "Aunt Gloria", "Rochester", 50))),
         ("Aunt Irene drove 50 miles farther than Uncle Ray, who lives in Sioux Falls.",
          all_of(more_by("distances", "Aunt Irene", "Uncle Ray", 50), same("Uncle Ray", "Sioux Falls")))]),

    # ---------------------------------------------------------------- 18 dahlia show
    Puzzle("dahlia_show_4x4",
        "At the Netherby Horticultural Society's autumn show, four members each entered a single giant dahlia. "
        "They grow four different varieties, their blooms measured four different widths, and the judge placed "
        "them first to fourth.",
        [("exhibitors", ["Arnold", "Beryl", "Cedric", "Muriel"]),
         ("varieties", ["Babylon Bronze", "Cafe au Lait", "Emory Paul", "Kelvin Floodlight"]),
         ("widths", ["9 inches", "10 inches", "11 inches", "12 inches"]),
         ("places", ["1st", "2nd", "3rd", "4th"])],
        [("Beryl, whose Cafe au Lait was the widest bloom on the bench, nonetheless finished one place behind "
          "Cedric.",
          all_of(same("Beryl", "Cafe au Lait"), highest("widths", "Beryl"), more_by("places", "Beryl", "Cedric", 1))),
         ("The judge gave first prize to Arnold, whose bloom was two inches wider than the Babylon Bronze.",
          all_of(same("Arnold", "1st"), more_by("widths", "Arnold", "Babylon Bronze", 2))),
         ("Muriel, who doesn't grow Kelvin Floodlight, came last; her bloom was an inch wider than Cedric's.",
          all_of(differ("Muriel", "Kelvin Floodlight"), same("Muriel", "4th"),
                 more_by("widths", "Muriel", "Cedric", 1)))]),

    # ---------------------------------------------------------------- 19 Punch and Judy
    Puzzle("punch_and_judy_4x5",
        "Every summer five Punch and Judy professors set up their striped booths on the sands of five different "
        "resorts. Each has been performing for a different number of years, and each gives a different number of "
        "shows a day.",
        [("professors", ["Alf", "Bob", "Len", "Stan", "Wally"]),
         ("resorts", ["Clacton", "Llandudno", "Scarborough", "Weymouth", "Whitby"]),
         ("years", ["10 years", "15 years", "20 years", "25 years", "30 years"]),
         ("shows", ["2 shows", "3 shows", "4 shows", "5 shows", "6 shows"])],
        [("Alf, the longest-serving of the five, works the sands at Weymouth; he gives one show a day fewer than "
          "Wally.",
          all_of(highest("years", "Alf"), same("Alf", "Weymouth"), more_by("shows", "Wally", "Alf", 1))),
         ("The Whitby professor, who puts on more shows than anyone else, has been at it five years less than Len.",
          all_of(highest("shows", "Whitby"), more_by("years", "Len", "Whitby", 5))),
         ("Stan, the newcomer of the group with only ten years behind him, gives five shows a day; Len doesn't "
          "perform at Llandudno.",
          all_of(same("Stan", "10 years"), same("Stan", "5 shows"), differ("Len", "Llandudno"))),
         ("The Scarborough man has been performing for 25 years, and the Clacton professor gives three shows "
          "fewer than the Llandudno professor.",
          all_of(same("Scarborough", "25 years"), more_by("shows", "Llandudno", "Clacton", 3)))]),

    # ---------------------------------------------------------------- 20 hedge laying
    Puzzle("hedge_laying_4x5",
        "Five competitors took part in the hedge laying championship near Market Harborough last November, each "
        "laying a length of hawthorn in the Midland style. They came from five different counties, are of five "
        "different ages and earned five different scores from the judges.",
        [("competitors", ["Giles", "Hugh", "Martin", "Owen", "Toby"]),
         ("counties", ["Leicestershire", "Northamptonshire", "Rutland", "Warwickshire", "Worcestershire"]),
         ("ages", ["24", "37", "45", "52", "66"]),
         ("points", ["62 points", "66 points", "70 points", "74 points", "78 points"])],
        [("Giles, who came over from Rutland, won with the highest score, four points ahead of Owen.",
          all_of(same("Giles", "Rutland"), highest("points", "Giles"), more_by("points", "Giles", "Owen", 4))),
         ("The oldest competitor, who is from Leicestershire, finished bottom, four points behind Toby.",
          all_of(highest("ages", "Leicestershire"), lowest("points", "Leicestershire"),
                 more_by("points", "Toby", "Leicestershire", 4))),
         ("Hugh, the youngest of the five at 24, scored four points more than the Northamptonshire man.",
          all_of(same("Hugh", "24"), more_by("points", "Hugh", "Northamptonshire", 4))),
         ("Owen, who is 37, isn't the man from Warwickshire.",
          all_of(same("Owen", "37"), differ("Owen", "Warwickshire"))),
         ("Toby is seven years older than Giles.", more_by("ages", "Toby", "Giles", 7))]),
)
PUZZLES = {p.name: p for p in _PUZZLES}
