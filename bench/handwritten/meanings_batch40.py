"""What each clue of the fortieth batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the fortieth author was asked for, written apart from pylogic's reader on themes new to
the set: ten grids as Puzzle Baron's logic-puzzles.org prints them, at its sizes, five house puzzles of the
Einstein kind as Brainzilla, Puzzle Prime and Logic-Puzzles.com print them, and five grids as other puzzle
magazines and apps print them (Dell, Penny Press, the British "Logic Problems" magazines), each with a short story
opening.

The Puzzle Baron grids (categories x values): two of 3x4 (electric scooter rentals, a bagel shop's early
customers), two of 3x5 (a nail salon, prom-night limousine pickups), three of 4x5 (wartime submarines, art thefts,
car insurance claims) and three of 4x6 (gym memberships, crop circles, a zoo's reptile house). Their values as the
site prints them ("$4.50" to "$6.75", "7:15 am", "6:00 pm", "$25", "1941", "Cmdr. Ayers", "USS Barb", "12,000
tons", "$1.5 million", "April 3rd", "Dr. Kline", "$1,150", "January" to "June", "60 ft", "June 3rd", "3 ft",
"Ms. Grady") and the site's formulaic clues: comparisons with amounts ("Hector paid $1.50 more than Jasper", "came
in 30 minutes after", "15 minutes before", "$10 more", "$5 less", "3,000 tons less", "commissioned 3 years after",
"$1.5 million more", "$1 million less", "stolen 4 years after", "filed 4 days after", "$350 more", "$700 more",
"8 days before", "2 months after", "$15 more", "$10 less", "joined 3 months after", "45 ft wider", "15 ft
smaller", "found 3 days before", "3 ft longer", "1 ft shorter", "2 ft longer") and without ("paid less than",
"paid somewhat more than", "sometime after", "sometime before", "sank more tonnage than", "pays somewhat less
than", "somewhat shorter than"); "Of A and B, one ... and the other ..."; "Either A or B ordered ..." and "X is
either A or B"; "Neither A nor B ..."; lists ("The five clients are ...", "The six circles are ..."); negations
("Gail didn't rent the green scooter", "The Fairmont painting isn't worth $3.5 million"); plain facts ("The
person who came in at 7:45 am ordered the poppy seed bagel", "Dr. Chen looks after the king snake").

The house puzzles (categories x positions, counting the position category) are each a row of things numbered 1
to N from the left: three of 5x5 (statues on a museum's plinths, cafés along a street, trophies on a clubhouse
shelf) and two of 4x5 (pot plants on a windowsill, beach volleyball courts). Their families: "in the middle",
"in the middle pot", "at one of the ends", "at the right end", "at the far right", "at the far left", "on the far
right", "second from the left"; "immediately to the left of", "immediately to the right of", "somewhere to the
right of", "next to", "directly between"; ordered categories (years made, heights "4 inches" to "14 inches",
years opened, years won) with "14 years before", "5 inches taller than", "3 years before", "3 years after", "6
years before" and superlatives ("The oldest statue", "The tallest plant", "The shortest plant sits next to the
fern", "The newest café", "The oldest trophy", "The newest trophy").

The magazine grids (categories x values): three of 4x4 (carol singers, a church flower rota, old friends' first
cars) and two of 4x5 (an amateur dramatic society's casting, wedding anniversaries), with British and American
values ("Revd Pike", "Mrs Ashworth", "£36", "£14", "5th" to "26th", "1962", "25th" to "60th", months), in
chattier sentences:
relative clauses and appositives ("Gwen, who works at the library, ...", "The youngest of the five, a plumber by
day, ...", "Mavis, who bakes bread for a living, ...", "The group led by Revd Pike, who opened at every doorstep
with Silent Night, ...", "The Brownies, whom Miss Lunn doesn't lead, ...", "Miss Lunn's group, which wasn't the
Rotary Club, ...", "Mrs Ashworth, whose lilies cost more than anyone else's", "Arthur's car, which was green,
...", "The Carvers, who have been married the longest, ...", "the Dobsons, whose anniversary falls two months
after theirs", "The Brookes, who are off to a dinner dance, ..."); possessives ("Mrs Keel's group", "Miss
Coombe's flowers", "Doreen's car", "the Allens'"); passives ("Good King Wenceslas was sung first at each door by
...", "A cruise has been booked by ..."); joins with "and", "though" and "but" ("and she isn't the baker",
"though not to the oldest member of the cast", "and cost £3 more", "and it wasn't a Mini", "but it isn't the
Ellisons"); a harmless aside ("weather permitting"); "a fortnight before", "the week after", "the last of the
month", "the cheapest", "collected the most", "the last of the four to be bought", "older than", "married ten
years longer", "two months after", "the last anniversary of the year".

The conventions the predicates assume. Positions count from the left, as each intro says: "at the far left" is
position 1, "at the right end", "at the far right" and "on the far right" position 5, "in the middle" position 3;
"at one of the ends" is position 1 or 5; "second from the left" is 2. "Next to" is positions differing by one;
"immediately to the left of" is one smaller, "immediately to the right of" one larger; "somewhere to the right
of" is any larger position; "directly between A and B" is one more than one of them and one less than the other.
Logic words: two things compared or placed relative to each other are two different rows; "Either A or B is C"
and "C is either A or B" mean C is exactly one of A and B; "Neither A nor B is C" and "The five ... are A, B,
..." are all different rows; "Of A and B, one is P and the other Q" means A and B are two different rows that are
P and Q in some order; a relative clause, appositive or possessive states a grid fact, encoded with the rest of
its sentence; "X didn't ..." and "X isn't ..." are two different rows; "though not to the oldest member of the
cast" says the row is not the oldest's. Orders and amounts: prices, years, ages, tonnage, values in millions,
amounts, fees, diameters, lengths and heights count as the number they print (``brute_force.number_of``), so
"$1.5 million more" is 1.5 of the "$1.5 million" values; clock times count as minutes of the day; the claims'
dates "April 3rd" to "April 19th" and the circles' "June 3rd" to "June 18th" count as days of their month, the
flower rota's Sundays "5th" to "26th" as days of May ("a fortnight" 14, "the week after" 7); the gym's months
January to June count as their places, a month apart each; the anniversaries' months March to October count as
month numbers 3 to 10, so "two months after" is 2 more; the anniversaries "25th" to "60th" count as years
married, "married the longest" the largest. "Older" of people is the larger age, of cars and things made the
earlier year, "the oldest" the earliest year and "the newest" the latest; "sometime after", "after", "later" and
"the last" of times, dates, months and years are the larger, "sometime before", "before", "earlier" and "first"
the smaller; "longer", "wider", "taller" and "more" are the larger number, "shorter", "smaller" and "less" the
smaller; "the tallest", "the most" the largest, "the shortest", "the cheapest" and "the least" the smallest.
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


def _extreme_differ(ranking: str, top: bool, other: str) -> Predicate:
    """The row with the highest (``top``) or lowest number in ``ranking`` is not ``other``'s row ("though not
    to the oldest member of the cast")."""
    return lambda accessor: extreme_row(accessor, ranking, top) != accessor(other)


_PUZZLES = (
    # ================================================================ Puzzle Baron grids
    # ---------------------------------------------------------------- 1 scooter rentals
    Puzzle("scooter_rentals_3x4",
        "Sunny Side Rentals rented out four electric scooters on Saturday morning. Match each price to the "
        "customer who paid it and the color of the scooter rented.",
        [("prices", ["$4.50", "$5.25", "$6.00", "$6.75"]),
         ("customers", ["Gail", "Hector", "Ivy", "Jasper"]),
         ("colors", ["green", "orange", "purple", "yellow"])],
        [("Hector paid $1.50 more than Jasper.", more_by("prices", "Hector", "Jasper", 1.5)),
         ("The customer who rented the orange scooter paid less than Gail.", more("prices", "Gail", "orange")),
         ("Of Ivy and the person who paid $6.00, one rented the purple scooter and the other rented the orange "
          "scooter.", pair("Ivy", "$6.00", "purple", "orange")),
         ("The person who rented the green scooter paid somewhat more than Jasper.",
          more("prices", "green", "Jasper")),
         ("Gail didn't rent the green scooter.", differ("Gail", "green"))]),

    # ---------------------------------------------------------------- 2 bagel orders
    Puzzle("bagel_orders_3x4",
        "The Hole Story bagel shop had four early customers on Tuesday morning. Match each arrival time to the "
        "customer and the bagel he or she ordered.",
        [("times", ["7:15 am", "7:30 am", "7:45 am", "8:00 am"]),
         ("customers", ["Dr. Pham", "Mr. Lyle", "Mrs. Ortiz", "Ms. Banks"]),
         ("bagels", ["everything", "onion", "poppy seed", "sesame"])],
        [("The customer who ordered the onion bagel came in 30 minutes after Mrs. Ortiz.",
          more_by("times", "onion", "Mrs. Ortiz", 30)),
         ("Either Ms. Banks or Dr. Pham ordered the sesame bagel.", either("sesame", "Ms. Banks", "Dr. Pham")),
         ("The person who came in at 7:45 am ordered the poppy seed bagel.", same("7:45 am", "poppy seed")),
         ("Ms. Banks arrived 15 minutes before Mr. Lyle.", more_by("times", "Mr. Lyle", "Ms. Banks", 15))]),

    # ---------------------------------------------------------------- 3 nail salon
    Puzzle("nail_salon_3x5",
        "Polished Nail Studio gave five manicures on Friday afternoon. Match each price to the client who paid it "
        "and the polish she chose.",
        [("prices", ["$25", "$30", "$35", "$40", "$45"]),
         ("clients", ["Brooke", "Carmen", "Delia", "Jolene", "Rhea"]),
         ("polishes", ["Coral Crush", "Midnight", "Ruby Slipper", "Seafoam", "Sugar Plum"])],
        [("Carmen paid $10 more than Brooke.", more_by("prices", "Carmen", "Brooke", 10)),
         ("The client who chose Seafoam paid $5 less than Rhea.", more_by("prices", "Rhea", "Seafoam", 5)),
         ("The five clients are Delia, the one who chose Midnight, the person who paid $40, the client who chose "
          "Ruby Slipper and Rhea.", distinct("Delia", "Midnight", "$40", "Ruby Slipper", "Rhea")),
         ("Jolene paid somewhat more than the client who chose Coral Crush.",
          more("prices", "Jolene", "Coral Crush")),
         ("The person who paid $30 is either Rhea or the client who chose Sugar Plum.",
          either("$30", "Rhea", "Sugar Plum")),
         ("The client who chose Ruby Slipper paid $10 more than the one who chose Midnight.",
          more_by("prices", "Ruby Slipper", "Midnight", 10))]),

    # ---------------------------------------------------------------- 4 prom limousines
    Puzzle("prom_limousines_3x5",
        "Five seniors at Ridgeview High hired the same limousine to take them to their dates' houses on prom "
        "night. Match each pickup time to the student picked up and the corsage he bought.",
        [("times", ["6:00 pm", "6:15 pm", "6:30 pm", "6:45 pm", "7:00 pm"]),
         ("students", ["Austin", "Caleb", "Devon", "Marcus", "Tyler"]),
         ("corsages", ["gardenia", "lily", "orchid", "rose", "tulip"])],
        [("The student with the lily corsage was picked up sometime after Marcus.",
          more("times", "lily", "Marcus")),
         ("Neither Tyler nor the student picked up at 6:30 pm bought the tulip corsage.",
          neither("Tyler", "6:30 pm", "tulip")),
         ("The boy who bought the orchid was picked up 15 minutes before Austin.",
          more_by("times", "Austin", "orchid", 15)),
         ("Of Marcus and the student picked up at 6:45 pm, one bought the gardenia and the other bought the "
          "tulip.", pair("Marcus", "6:45 pm", "gardenia", "tulip")),
         ("The 7:00 pm pickup was either Devon or the student with the rose.", either("7:00 pm", "Devon", "rose")),
         ("Austin was picked up sometime before Marcus.", more("times", "Marcus", "Austin"))]),

    # ---------------------------------------------------------------- 5 submarine patrols
    Puzzle("submarine_patrols_4x5",
        "A naval museum is preparing an exhibit on five wartime submarines. Match each year of commission to its "
        "submarine, its commander and the tonnage it sank.",
        [("years", ["1941", "1942", "1943", "1944", "1945"]),
         ("submarines", ["USS Barb", "USS Grouper", "USS Pike", "USS Tang", "USS Wahoo"]),
         ("commanders", ["Cmdr. Ayers", "Cmdr. Drake", "Cmdr. Hale", "Cmdr. Quinn", "Cmdr. Voss"]),
         ("tonnage", ["12,000 tons", "15,000 tons", "18,000 tons", "21,000 tons", "24,000 tons"])],
        [("The USS Barb sank 3,000 tons less than Cmdr. Voss's submarine.",
          more_by("tonnage", "Cmdr. Voss", "USS Barb", 3000)),
         ("The sub that sank 21,000 tons was commissioned 3 years after the USS Pike.",
          more_by("years", "21,000 tons", "USS Pike", 3)),
         ("Cmdr. Drake's vessel was commissioned sometime after the USS Wahoo.",
          more("years", "Cmdr. Drake", "USS Wahoo")),
         ("Of the USS Tang and the 1943 submarine, one was commanded by Cmdr. Quinn and the other sank 24,000 "
          "tons.", pair("USS Tang", "1943", "Cmdr. Quinn", "24,000 tons")),
         ("Cmdr. Ayers's submarine sank more tonnage than Cmdr. Hale's.", more("tonnage", "Cmdr. Ayers", "Cmdr. Hale")),
         ("The five submarines are the USS Grouper, Cmdr. Quinn's sub, the 1941 vessel, the one that sank 21,000 "
          "tons and Cmdr. Ayers's sub.", distinct("USS Grouper", "Cmdr. Quinn", "1941", "21,000 tons", "Cmdr. Ayers")),
         ("The USS Grouper sank 6,000 tons less than the USS Tang.",
          more_by("tonnage", "USS Tang", "USS Grouper", 6000))]),

    # ---------------------------------------------------------------- 6 art heists
    Puzzle("art_heists_4x5",
        "Detective Lorna Shaw has spent her career tracking five famous art thefts. Match each painting to the "
        "museum it was taken from, the year it was stolen and its estimated value.",
        [("values", ["$1.5 million", "$2 million", "$2.5 million", "$3 million", "$3.5 million"]),
         ("paintings", ["Blue Harbor", "Evening Mist", "Lady in Gray", "Still Life", "The Orchard"]),
         ("museums", ["Fairmont", "Hadley", "Kessler", "Morrow", "Whitcomb"]),
         ("years", ["1987", "1991", "1995", "1999", "2003"])],
        [("The painting stolen from the Whitcomb was taken 12 years after the one worth $3 million.",
          more_by("years", "Whitcomb", "$3 million", 12)),
         ("Still Life is worth $1.5 million more than Lady in Gray.",
          more_by("values", "Still Life", "Lady in Gray", 1.5)),
         ("The 1995 theft was either Still Life or the painting from the Kessler.",
          either("1995", "Still Life", "Kessler")),
         ("The painting stolen in 1987 is worth $1 million less than Blue Harbor.",
          more_by("values", "Blue Harbor", "1987", 1)),
         ("Of Evening Mist and the $1.5 million painting, one was stolen from the Kessler and the other was taken "
          "in 2003.", pair("Evening Mist", "$1.5 million", "Kessler", "2003")),
         ("The Hadley piece was stolen 4 years after the Morrow piece.", more_by("years", "Hadley", "Morrow", 4)),
         ("The Fairmont painting isn't worth $3.5 million.", differ("Fairmont", "$3.5 million")),
         ("Evening Mist was stolen sometime after The Orchard.", more("years", "Evening Mist", "The Orchard"))]),

    # ---------------------------------------------------------------- 7 insurance claims
    Puzzle("insurance_claims_4x5",
        "Wanda at Keystone Mutual handled five auto claims in April. Match each claim date to the claimant, "
        "the car involved and the amount paid out.",
        [("dates", ["April 3rd", "April 7th", "April 11th", "April 15th", "April 19th"]),
         ("claimants", ["Dr. Kline", "Mr. Galvan", "Mr. Sato", "Mrs. Hurley", "Ms. Yates"]),
         ("cars", ["Buick", "Camry", "Civic", "Jeep", "Mustang"]),
         ("amounts", ["$800", "$1,150", "$1,500", "$1,850", "$2,200"])],
        [("The Civic claim was filed 4 days after Ms. Yates's claim.", more_by("dates", "Civic", "Ms. Yates", 4)),
         ("Mr. Galvan's claim was for $350 more than Mrs. Hurley's.",
          more_by("amounts", "Mr. Galvan", "Mrs. Hurley", 350)),
         ("The Mustang claim was filed sometime after the $800 claim.", more("dates", "Mustang", "$800")),
         ("The claim filed on April 7th was for $700 more than the Jeep claim.",
          more_by("amounts", "April 7th", "Jeep", 700)),
         ("The $1,850 claim was filed 4 days before the Camry claim.", more_by("dates", "Camry", "$1,850", 4)),
         ("Of Mr. Sato and the person who filed on April 11th, one owns the Buick and the other was paid $2,200.",
          pair("Mr. Sato", "April 11th", "Buick", "$2,200")),
         ("Mr. Sato's claim was filed 8 days before Dr. Kline's.", more_by("dates", "Dr. Kline", "Mr. Sato", 8)),
         ("Ms. Yates filed her claim sometime before Mrs. Hurley.", more("dates", "Mrs. Hurley", "Ms. Yates")),
         ("The Buick claim was filed sometime after the Jeep claim.", more("dates", "Buick", "Jeep"))],
        numbers={"dates": [3, 7, 11, 15, 19]}),

    # ---------------------------------------------------------------- 8 gym memberships
    Puzzle("gym_memberships_4x6",
        "Six people joined the Iron Works gym in the first half of the year, each in a different month. Match "
        "each member to the month joined, the monthly fee paid and the class each one takes.",
        [("months", ["January", "February", "March", "April", "May", "June"]),
         ("members", ["Alma", "Benny", "Corinne", "Dwight", "Estelle", "Fabian"]),
         ("fees", ["$25", "$30", "$35", "$40", "$45", "$50"]),
         ("classes", ["boxing", "cycling", "kettlebell", "pilates", "yoga", "zumba"])],
        [("The member who takes zumba joined 2 months after Dwight.", more_by("months", "zumba", "Dwight", 2)),
         ("Corinne pays $15 more than Fabian.", more_by("fees", "Corinne", "Fabian", 15)),
         ("The person who joined in February pays $10 less than the kettlebell member.",
          more_by("fees", "kettlebell", "February", 10)),
         ("The six members are Estelle, the yoga member, the person who pays $40, Alma, the one who joined in May "
          "and the kettlebell member.", distinct("Estelle", "yoga", "$40", "Alma", "May", "kettlebell")),
         ("Of Alma and the boxing member, one joined in March and the other pays $25.",
          pair("Alma", "boxing", "March", "$25")),
         ("Dwight pays somewhat less than Alma.", more("fees", "Alma", "Dwight")),
         ("The member who joined in April pays $15 less than the member who joined in May.",
          more_by("fees", "May", "April", 15)),
         ("The yoga member joined 3 months after the pilates member.", more_by("months", "yoga", "pilates", 3))]),

    # ---------------------------------------------------------------- 9 crop circles
    Puzzle("crop_circles_4x6",
        "Six crop circles turned up in the wheat fields around Harlan County this June. Match each circle's "
        "diameter to the farm it appeared on, the nearest town and the date it was found.",
        [("diameters", ["60 ft", "75 ft", "90 ft", "105 ft", "120 ft", "135 ft"]),
         ("farms", ["Birch Hollow", "Cedar Ridge", "Elm Creek", "Maple Run", "Oak Bluff", "Pine Knoll"]),
         ("towns", ["Alden", "Bristow", "Carver", "Dexter", "Elgin", "Fenwick"]),
         ("dates", ["June 3rd", "June 6th", "June 9th", "June 12th", "June 15th", "June 18th"])],
        [("The circle found on June 9th is 45 ft wider than the one at Elm Creek.",
          more_by("diameters", "June 9th", "Elm Creek", 45)),
         ("The six circles are the one at Maple Run, the Alden circle, the 90 ft circle, the one found on June "
          "12th, the Bristow circle and the one at Birch Hollow.",
          distinct("Maple Run", "Alden", "90 ft", "June 12th", "Bristow", "Birch Hollow")),
         ("Of the Fenwick circle and the 135 ft circle, one was found on June 18th and the other is at Maple Run.",
          pair("Fenwick", "135 ft", "June 18th", "Maple Run")),
         ("The Oak Bluff circle is 15 ft smaller than the Birch Hollow circle.",
          more_by("diameters", "Birch Hollow", "Oak Bluff", 15)),
         ("The circle found on June 6th is 45 ft wider than the one found on June 3rd.",
          more_by("diameters", "June 6th", "June 3rd", 45)),
         ("The Dexter circle is either the 60 ft one or the one at Oak Bluff.", either("Dexter", "60 ft", "Oak Bluff")),
         ("The Pine Knoll circle is 15 ft wider than the Elm Creek circle.",
          more_by("diameters", "Pine Knoll", "Elm Creek", 15)),
         ("The Alden circle was found 3 days before the Elgin circle.", more_by("dates", "Elgin", "Alden", 3)),
         ("The Cedar Ridge circle was found 3 days after the Carver circle.",
          more_by("dates", "Cedar Ridge", "Carver", 3))],
        numbers={"dates": [3, 6, 9, 12, 15, 18]}),

    # ---------------------------------------------------------------- 10 reptile house
    Puzzle("reptile_house_4x6",
        "The reptile house at Lakeside Zoo has six snakes, each looked after by a different keeper. Match each "
        "snake to its length, its species and its keeper.",
        [("lengths", ["3 ft", "4 ft", "5 ft", "6 ft", "7 ft", "8 ft"]),
         ("snakes", ["Biscuit", "Cleo", "Monty", "Noodle", "Slinky", "Ziggy"]),
         ("species", ["boa", "corn snake", "king snake", "milk snake", "python", "rat snake"]),
         ("keepers", ["Dr. Chen", "Mr. Bruno", "Mr. Fenn", "Mrs. Dahl", "Ms. Adair", "Ms. Grady"])],
        [("Monty is 3 ft longer than Cleo.", more_by("lengths", "Monty", "Cleo", 3)),
         ("The boa is 1 ft shorter than Mr. Fenn's snake.", more_by("lengths", "Mr. Fenn", "boa", 1)),
         ("Ms. Grady's snake is somewhat shorter than Biscuit.", more("lengths", "Biscuit", "Ms. Grady")),
         ("Of Noodle and the 4 ft snake, one is a corn snake and the other is cared for by Mr. Bruno.",
          pair("Noodle", "4 ft", "corn snake", "Mr. Bruno")),
         ("The rat snake is 2 ft longer than Ms. Grady's snake.", more_by("lengths", "rat snake", "Ms. Grady", 2)),
         ("The six snakes are Slinky, the king snake, Ms. Adair's snake, the 8 ft snake, Noodle and the corn "
          "snake.", distinct("Slinky", "king snake", "Ms. Adair", "8 ft", "Noodle", "corn snake")),
         ("Biscuit is 1 ft shorter than Slinky.", more_by("lengths", "Slinky", "Biscuit", 1)),
         ("Ziggy is 1 ft longer than the milk snake.", more_by("lengths", "Ziggy", "milk snake", 1)),
         ("Dr. Chen looks after the king snake.", same("Dr. Chen", "king snake"))]),

    # ================================================================ house puzzles
    # ---------------------------------------------------------------- 11 gallery statues
    Puzzle("gallery_statues_5x5",
        "Five statues stand on plinths in a row along the sculpture hall of the Ashgrove Museum, numbered 1 to 5 "
        "from left to right. Each statue is by a different sculptor, is made of a different material, shows a "
        "different subject and was made in a different year.",
        [("plinths", ["1", "2", "3", "4", "5"]),
         ("sculptors", ["Brandt", "Celik", "Moreau", "Okonkwo", "Varga"]),
         ("materials", ["bronze", "granite", "limestone", "marble", "oak"]),
         ("subjects", ["angel", "dancer", "horse", "lion", "owl"]),
         ("years", ["1898", "1912", "1925", "1947", "1961"])],
        [("The bronze statue is in the middle.", same("bronze", "plinths:3")),
         ("The marble statue is immediately to the left of the bronze one.", more_by("plinths", "bronze", "marble", 1)),
         ("The oldest statue shows a dancer.", lowest("years", "dancer")),
         ("Varga's statue is at one of the ends.", one_of("Varga", "plinths:1", "plinths:5")),
         ("The statue from 1912 is at the right end.", same("1912", "plinths:5")),
         ("Okonkwo's work stands next to the oak statue.", next_to("plinths", "Okonkwo", "oak")),
         ("The lion is carved from granite.", same("lion", "granite")),
         ("Celik's statue was made 14 years before Okonkwo's.", more_by("years", "Okonkwo", "Celik", 14)),
         ("The limestone statue is immediately to the right of the owl.", more_by("plinths", "limestone", "owl", 1)),
         ("Brandt made the angel.", same("Brandt", "angel")),
         ("Moreau's statue stands next to Varga's.", next_to("plinths", "Moreau", "Varga")),
         ("The horse is directly between the dancer and the owl.",
          directly_between("plinths", "horse", "dancer", "owl"))]),

    # ---------------------------------------------------------------- 12 windowsill plants
    Puzzle("windowsill_plants_4x5",
        "Five potted plants sit in a row on Grandma Edie's kitchen windowsill, numbered 1 to 5 from left to "
        "right. Each plant is in a pot of a different color and is a different height.",
        [("pots", ["1", "2", "3", "4", "5"]),
         ("plants", ["aloe", "basil", "cactus", "fern", "geranium"]),
         ("colors", ["blue", "green", "red", "white", "yellow"]),
         ("heights", ["4 inches", "6 inches", "9 inches", "11 inches", "14 inches"])],
        [("The basil is in the middle pot.", same("basil", "pots:3")),
         ("The cactus is immediately to the left of the basil.", more_by("pots", "basil", "cactus", 1)),
         ("The tallest plant is in the blue pot.", highest("heights", "blue")),
         ("The shortest plant sits next to the fern.", extreme_next_to("heights", False, "pots", "fern")),
         ("The red pot is directly between the yellow pot and the white pot.",
          directly_between("pots", "red", "yellow", "white")),
         ("The aloe is at one of the ends.", one_of("aloe", "pots:1", "pots:5")),
         ("The geranium is 5 inches taller than the basil.", more_by("heights", "geranium", "basil", 5)),
         ("The fern is 5 inches taller than the aloe.", more_by("heights", "fern", "aloe", 5)),
         ("The plant in the yellow pot is at the far left.", same("yellow", "pots:1"))]),

    # ---------------------------------------------------------------- 13 harbor cafes
    Puzzle("harbor_cafes_5x5",
        "Five cafés stand side by side along Harbor Street, numbered 1 to 5 from left to right. Each has a "
        "different name and an awning of a different color, is known for a different specialty and opened in a "
        "different year.",
        [("cafes", ["1", "2", "3", "4", "5"]),
         ("names", ["Bean There", "Daily Grind", "Java Hut", "Mocha Joe's", "The Perch"]),
         ("awnings", ["black", "green", "orange", "red", "teal"]),
         ("specialties", ["bagels", "croissants", "muffins", "scones", "waffles"]),
         ("years", ["2009", "2012", "2015", "2018", "2021"])],
        [("Mocha Joe's is immediately to the right of Daily Grind.", more_by("cafes", "Mocha Joe's", "Daily Grind", 1)),
         ("The bagel shop is in the middle.", same("bagels", "cafes:3")),
         ("Java Hut is at one of the ends.", one_of("Java Hut", "cafes:1", "cafes:5")),
         ("The café that sells scones is next to the one with the teal awning.", next_to("cafes", "scones", "teal")),
         ("Bean There opened 3 years before the café known for its bagels.",
          more_by("years", "bagels", "Bean There", 3)),
         ("The green awning is somewhere to the right of the black awning.", more("cafes", "green", "black")),
         ("The croissants are sold directly between the bagels and the muffins.",
          directly_between("cafes", "croissants", "bagels", "muffins")),
         ("The Perch is known for its scones.", same("The Perch", "scones")),
         ("The waffle café opened in 2015.", same("waffles", "2015")),
         ("The newest café has a black awning.", highest("years", "black")),
         ("Mocha Joe's opened 3 years after The Perch.", more_by("years", "Mocha Joe's", "The Perch", 3)),
         ("The orange awning is at the far right.", same("orange", "cafes:5"))]),

    # ---------------------------------------------------------------- 14 volleyball courts
    Puzzle("volleyball_courts_4x5",
        "Five beach volleyball pairs are warming up on five sand courts in a row, numbered 1 to 5 from left to "
        "right. Each pair has a different team name, wears shirts of a different color and has a different "
        "captain.",
        [("courts", ["1", "2", "3", "4", "5"]),
         ("teams", ["Dig It", "Net Gains", "Sand Sharks", "Spike Force", "Sun Setters"]),
         ("shirts", ["aqua", "coral", "lime", "navy", "white"]),
         ("captains", ["Beto", "Cass", "Lani", "Rory", "Tess"])],
        [("The team in coral is immediately to the left of the team in lime.", more_by("courts", "lime", "coral", 1)),
         ("Tess's team is at one of the ends.", one_of("Tess", "courts:1", "courts:5")),
         ("Net Gains is somewhere to the right of Spike Force.", more("courts", "Net Gains", "Spike Force")),
         ("Lani captains Dig It.", same("Lani", "Dig It")),
         ("The team in white is directly between Dig It and Net Gains.",
          directly_between("courts", "white", "Dig It", "Net Gains")),
         ("Beto's team is next to Tess's team.", next_to("courts", "Beto", "Tess")),
         ("The Sand Sharks wear navy.", same("Sand Sharks", "navy")),
         ("Rory's team is on the far right.", same("Rory", "courts:5")),
         ("The Sun Setters are next to the Sand Sharks.", next_to("courts", "Sun Setters", "Sand Sharks"))]),

    # ---------------------------------------------------------------- 15 trophy shelf
    Puzzle("trophy_shelf_5x5",
        "Five trophies stand in a row on the long shelf in the Marlow Sports Club bar, numbered 1 to 5 from left "
        "to right. Each was won in a different sport by a different member, is made of a different metal and "
        "was won in a different year.",
        [("spots", ["1", "2", "3", "4", "5"]),
         ("sports", ["bowling", "chess", "golf", "rowing", "tennis"]),
         ("winners", ["Ada", "Bruce", "Colm", "Dora", "Enzo"]),
         ("metals", ["brass", "bronze", "copper", "gold", "silver"]),
         ("years", ["1979", "1984", "1990", "1996", "2003"])],
        [("The golf trophy is second from the left.", same("golf", "spots:2")),
         ("The gold trophy is immediately to the right of the silver trophy.", more_by("spots", "gold", "silver", 1)),
         ("Enzo's trophy is in the middle.", same("Enzo", "spots:3")),
         ("The oldest trophy was won by Bruce.", lowest("years", "Bruce")),
         ("The chess trophy is at one of the ends.", one_of("chess", "spots:1", "spots:5")),
         ("The bronze trophy is directly between the brass one and the copper one.",
          directly_between("spots", "bronze", "brass", "copper")),
         ("The tennis trophy was won 6 years before the bowling trophy.", more_by("years", "bowling", "tennis", 6)),
         ("Dora's trophy is next to Bruce's.", next_to("spots", "Dora", "Bruce")),
         ("The newest trophy is made of brass.", highest("years", "brass")),
         ("Ada won the tennis trophy.", same("Ada", "tennis")),
         ("The 1996 trophy is silver.", same("1996", "silver")),
         ("The tennis trophy is immediately to the left of the bowling trophy.",
          more_by("spots", "bowling", "tennis", 1))]),

    # ================================================================ magazine and app grids
    # ---------------------------------------------------------------- 16 amateur dramatics
    Puzzle("amateur_dramatics_4x5",
        "The Barnsbury Players have cast their spring production, a country-house murder mystery. Each of the "
        "five members cast is a different age, has a different day job and will play a different part.",
        [("actors", ["Gwen", "Harold", "Mavis", "Neville", "Phoebe"]),
         ("parts", ["butler", "colonel", "detective", "housekeeper", "widow"]),
         ("ages", ["28", "35", "47", "59", "66"]),
         ("jobs", ["accountant", "baker", "dentist", "librarian", "plumber"])],
        [("The youngest of the five, a plumber by day, will play the butler.",
          all_of(lowest("ages", "plumber"), same("plumber", "butler"))),
         ("Gwen, who works at the library, is seven years older than Harold.",
          all_of(same("Gwen", "librarian"), more_by("ages", "Gwen", "Harold", 7))),
         ("Phoebe is 12 years younger than the woman playing the housekeeper, and she isn't the baker.",
          all_of(more_by("ages", "housekeeper", "Phoebe", 12), differ("Phoebe", "baker"))),
         ("The part of the colonel went to the accountant, though not to the oldest member of the cast.",
          all_of(same("colonel", "accountant"), _extreme_differ("ages", True, "colonel"))),
         ("Mavis, who bakes bread for a living, is older than Phoebe.",
          all_of(same("Mavis", "baker"), more("ages", "Mavis", "Phoebe"))),
         ("The colonel is 24 years older than the detective.", more_by("ages", "colonel", "detective", 24))]),

    # ---------------------------------------------------------------- 17 carol singers
    Puzzle("carol_singers_4x4",
        "On Christmas Eve four groups went carol singing round the houses of Upper Norbury, each led by a "
        "different person and each opening at every door with a different carol. Find out how much each group "
        "collected for charity.",
        [("groups", ["Brownies", "Methodist choir", "Rotary Club", "Scouts"]),
         ("leaders", ["Miss Lunn", "Mr Ashby", "Mrs Keel", "Revd Pike"]),
         ("carols", ["Away in a Manger", "Ding Dong Merrily", "Good King Wenceslas", "Silent Night"]),
         ("amounts", ["£36", "£42", "£51", "£58"])],
        [("The group led by Revd Pike, who opened at every doorstep with Silent Night, collected the most.",
          all_of(same("Revd Pike", "Silent Night"), highest("amounts", "Revd Pike"))),
         ("The Brownies, whom Miss Lunn doesn't lead, raised £6 more than the Rotary Club did.",
          all_of(differ("Miss Lunn", "Brownies"), more_by("amounts", "Brownies", "Rotary Club", 6))),
         ("Good King Wenceslas was sung first at each door by the group that collected the least.",
          lowest("amounts", "Good King Wenceslas")),
         ("Miss Lunn's group, which wasn't the Rotary Club, collected £9 more than the singers who began with "
          "Away in a Manger.",
          all_of(differ("Miss Lunn", "Rotary Club"), more_by("amounts", "Miss Lunn", "Away in a Manger", 9))),
         ("The Scouts collected £7 less than the Methodist choir.",
          more_by("amounts", "Methodist choir", "Scouts", 7)),
         ("Mrs Keel's group collected more than Mr Ashby's.", more("amounts", "Mrs Keel", "Mr Ashby"))],
        numbers={"amounts": [36, 42, 51, 58]}),

    # ---------------------------------------------------------------- 18 flower rota
    Puzzle("flower_rota_4x4",
        "Four ladies of St Botolph's took turns on the church flower rota on the four Sundays of May, each "
        "choosing a different flower for the altar and spending a different amount at the florist's.",
        [("ladies", ["Miss Coombe", "Mrs Ashworth", "Mrs Blake", "Mrs Dunn"]),
         ("Sundays", ["5th", "12th", "19th", "26th"]),
         ("flowers", ["carnations", "lilies", "roses", "tulips"]),
         ("costs", ["£14", "£17", "£20", "£23"])],
        [("Mrs Blake did the flowers a fortnight before Mrs Ashworth, whose lilies cost more than anyone else's.",
          all_of(more_by("Sundays", "Mrs Ashworth", "Mrs Blake", 14), same("Mrs Ashworth", "lilies"),
                 highest("costs", "Mrs Ashworth"))),
         ("The roses went on the altar the week after the tulips, and cost £3 more.",
          all_of(more_by("Sundays", "roses", "tulips", 7), more_by("costs", "roses", "tulips", 3))),
         ("Miss Coombe's flowers, which weren't roses, were the last of the month.",
          all_of(differ("Miss Coombe", "roses"), highest("Sundays", "Miss Coombe"))),
         ("The carnations were the cheapest.", lowest("costs", "carnations"))],
        numbers={"costs": [14, 17, 20, 23]}),

    # ---------------------------------------------------------------- 19 first cars
    Puzzle("first_cars_4x4",
        "Over tea at the bowls club, four old friends got talking about their first cars. Each had owned a "
        "different make, in a different colour, bought in a different year.",
        [("friends", ["Arthur", "Brenda", "Cyril", "Doreen"]),
         ("cars", ["Anglia", "Beetle", "Mini", "Morris Minor"]),
         ("colours", ["beige", "green", "red", "white"]),
         ("years", ["1962", "1965", "1968", "1971"])],
        [("Brenda bought her Mini three years after Doreen got her first car.",
          all_of(same("Brenda", "Mini"), more_by("years", "Brenda", "Doreen", 3))),
         ("The white car was the last of the four to be bought, and it wasn't a Mini.",
          all_of(highest("years", "white"), differ("white", "Mini"))),
         ("Arthur's car, which was green, was older than the Anglia.",
          all_of(same("Arthur", "green"), more("years", "Anglia", "Arthur"))),
         ("The Beetle was bought six years after the Anglia.", more_by("years", "Beetle", "Anglia", 6)),
         ("Doreen's car wasn't red.", differ("Doreen", "red"))]),

    # ---------------------------------------------------------------- 20 wedding anniversaries
    Puzzle("wedding_anniversaries_4x5",
        "Five couples from the Ferndale Bowls Club are celebrating milestone wedding anniversaries this year, "
        "each in a different month and each marking the occasion in a different way.",
        [("couples", ["Allens", "Brookes", "Carvers", "Dobsons", "Ellisons"]),
         ("anniversaries", ["25th", "30th", "40th", "50th", "60th"]),
         ("months", ["March", "May", "June", "August", "October"]),
         ("celebrations", ["barbecue", "cruise", "dinner dance", "garden party", "weekend in Paris"])],
        [("The Carvers, who have been married the longest, celebrate earlier in the year than anyone else.",
          all_of(highest("anniversaries", "Carvers"), lowest("months", "Carvers"))),
         ("The Allens have been married ten years longer than the Dobsons, whose anniversary falls two months "
          "after theirs.",
          all_of(more_by("anniversaries", "Allens", "Dobsons", 10), more_by("months", "Dobsons", "Allens", 2))),
         ("The couple having a barbecue will mark their 50th in May, weather permitting.",
          all_of(same("barbecue", "50th"), same("barbecue", "May"))),
         ("The Brookes, who are off to a dinner dance, have been married the shortest time.",
          all_of(same("Brookes", "dinner dance"), lowest("anniversaries", "Brookes"))),
         ("A cruise has been booked by the couple celebrating their 40th, but it isn't the Ellisons.",
          all_of(same("cruise", "40th"), differ("Ellisons", "cruise"))),
         ("The weekend in Paris is for a couple whose anniversary comes sometime after the Allens'.",
          more("months", "weekend in Paris", "Allens")),
         ("The last anniversary of the year belongs to the Brookes.", highest("months", "Brookes"))],
        numbers={"months": [3, 5, 6, 8, 10]}),
)
PUZZLES = {p.name: p for p in _PUZZLES}
