"""What each clue of the forty-sixth batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the forty-sixth author was asked for, written apart from pylogic's reader on themes new to
the set: ten grids as Puzzle Baron's logic-puzzles.org and its printed books print them, at its sizes, five
problems as Dell Logic Puzzles and Penny Press "Original Logic Problems" print them, and five as British puzzle
books and newspapers' weekend logic puzzles print them ("Logic Problems" magazine, Puzzler, The Times), each of the
last ten with a short story opening.

The Puzzle Baron grids (categories x values): two of 3x4 (a florist's morning deliveries, a tire shop's installs),
three of 3x5 (art supply orders, furniture refinishing, tuxedo rentals), three of 4x5 (jewelry commissions, a
museum's painting loans, solo Atlantic rowers) and two of 4x6 (seaplane tours, restored movie palaces). Their values
as the site prints them ("9:00am" to "11:15am", "Dr. Pryor", "Mrs. Chen", "$380" to "$500", "$35" to "$95", "April
3rd" to "April 15th", "$90" to "$150", "$250" to "$850", "2 months" to "10 months", "48 days" to "64 days", "2017"
to "2021", "$110" to "$235", "30 minutes" to "80 minutes", "800 seats" to "1,800 seats", "1915" to "1935") and the
site's formulaic clues: comparisons with amounts ("were delivered 45 minutes before", "paid $40 more than", "paid
$80 less than", "spent $30 more than", "cost $15 less than", "spent $45 more than", "was finished 6 days after",
"was finished 3 days before", "rented for $15 less than", "cost $300 more than", "cost $150 more than", "was lent
for 4 months longer than", "was out 2 months longer than", "lasted 2 months longer than", "was lent for 4 months
less than", "took 8 days longer than", "took 4 fewer days than", "made his crossing 3 years after", "costs $75 more
than", "is 20 minutes shorter than", "costs $50 more than", "is 10 minutes shorter than", "lasts 10 minutes longer
than", "seats 400 more people than", "opened 8 years before", "opened 4 years after", "has 600 more seats than")
and without ("sometime after", "sometime before", "paid more than", "paid less than", "cost more than", "was lent
for longer than", "lasts longer than"); "Of A and B, one ... and the other ..."; "Either A or B ordered ...",
"Either A or B had ... refinished", "Either A or B rented ...", "The sapphire is set in either A or B" and "Either
A or B is in ..."; lists ("The four customers were ...", "The five commissions were ...", "The five loans were
...", "The five rowers were ...", "The six tours are ...", "The six theaters are ..."); negations ("Mrs. Chen
didn't get her flowers at 10:30am", "Dorothy didn't choose the opal"); the 1,200-seat theater and the 6-month loan
as hyphenated values.

The Dell and Penny Press problems (categories x values, the first category labelling the rows): two of 4x4 (the
first day of school, backyard snow forts), one of 3x4 (cousins' rock collections) and two of 4x5 (Grandparents Day
visitors, leaf raking for the neighbors), with American values ("1st grade" to "4th grade", "Mr. Hale", "3 feet" to
"6 feet", "1 hour" to "4 hours", "Monday" to "Thursday", "Grandma Bea", "Grandpa Al", "10 miles" to "50 miles", "4
bags" to "12 bags", "$10" to "$30"), in chattier sentences: relative clauses and appositives that state facts
("Mia, who is in the highest grade of the four, ...", "Abby, who isn't in Mr. Hale's class, ...", "Owen, whose
teacher is Mrs. Tate", "Chloe's castle, which stood taller than any other fort, ...", "The tunnel, the shortest of
the four, ...", "Felix, who found his rock on the last of the four days, ...", "Caleb's grandfather, who drove
farther than anyone else, ...", "Grandma Vi, who lives just 10 miles away in Elmwood, ...", "Ava's grandma, who
doesn't live in Fairview", "Paige, who filled more bags than anyone, ...", "Ethan, who raked Mrs. Gill's yard",
"Mrs. Engel, who paid less than any other neighbor, ...", "Mrs. Hart, whose yard he raked, ..."); possessives
("Chloe's castle", "Caleb's grandfather", "Jack's grandpa", "Ava's grandma"; a grandfather or grandpa is one of
the two Grandpas, a grandma or grandmother one of the three Grandmas); pronouns ("took her", "Ben's took him", "she
spent", "Dana found hers", "paid him"); joins with a semicolon, "but", "though", "yet" and "and";
"respectively", "neither ... nor" ("neither was Dana's", "Neither Owen nor Mia"); numbers in words ("one
grade behind", "an hour longer", "a foot taller", "one hour less", "two days before", "10 miles less", "eight bags",
"two more bags"); harmless asides ("who is new at Maple Grove this year").

The British problems (categories x values): two of 4x4 (a pot leek show in Ashington, punting on the Cam) and three
of 4x5 (a dry stone walling competition, a ploughing match, a chapel's eisteddfod competitors), with British values
and spellings ("Airedale" to "Wharfedale", "1st" to "5th", "34" to "72" for ages, "David Brown", "Fordson", "68
points" to "80 points", "Hill Top Farm", "62 cubic inches" to "80 cubic inches", "King's", "Queens'", "40 minutes"
to "70 minutes", "2 passengers" to "5 passengers", "englyn", "78" to "90" for marks, "Ffairfach", "Llandybie"), in
the same chatty constructions: relative clauses and appositives ("Clive, who took first prize, ...", "the waller
from Airedale, who came last", "The oldest of the five, who hails from Dentdale, ...", "Frank, on his little grey
Ferguson, ...", "Len, who farms at Manor Farm, ...", "the Nuffield driver, who isn't Ron", "Billy, the youngest of
the four, ...", "Norman, who keeps his plot at Hirst Park, ...", "Dougie, whose leek was the smallest", "Jemima, who
is at Clare, ...", "Sophie's, which carried four", "Eleri, who had the highest mark of the day, ...", "Dafydd,
whose englyn was marked lowest of all, ...", "Gareth, the soloist, ..."); "The King's man" (one of the two men,
Hugo and Rupert, as the opening says); pronouns ("he finished", "she did"); joins with a semicolon, "but", "and";
idioms ("took first prize", "came last", "runner-up", "finished one place ahead of", "two places behind", "won the
class, three points clear of", "finished three points below", "the biggest leek on the table", "made the quickest
trip of all despite carrying the most passengers"); harmless asides ("on his little grey Ferguson").

The conventions the predicates assume. Logic words: two things compared are two different rows; "Either A or B
..." means the thing named is exactly one of A and B; "Neither A nor B ... C" and "The five ... were A, B, ..." are
all different rows; "Of A and B, one is P and the other Q" means A and B are two different rows that are P and Q
in some order; "A and B ... P and Q respectively" means A is P and B is Q; "neither was Dana's" means neither of the
two things named is Dana's; a relative clause, appositive or possessive states a grid fact, encoded with the rest of
its sentence; "X wasn't ...", "X doesn't ...", "X isn't ..." and "X didn't ..." are two different rows; "the King's
man" is Hugo or Rupert; "Caleb's grandfather" and "Jack's grandpa" are Grandpa Al or Grandpa Lou, "Ava's grandma"
Grandma Bea, Pat or Vi; "the harpist", "the soloist" and "the folk dancer" are the harp, solo and folk dance rows;
a tractor's score ("The David Brown scored ...") is its driver's; "the one from Seaton" is the leek grown at
Seaton. Orders and amounts: times, prices, totals, lengths, days, years, minutes, seats, grades, feet, hours,
miles, bags, pay, places, ages, points, cubic inches, passengers and marks count as the number they print
(``brute_force.number_of``: "1st grade" is 1, "3rd" is 3, "1,200 seats" is 1200), or as the numbers a puzzle lists
for a category whose values do not spell them ("April 3rd" is 3, so "6 days after" is 6 more; Monday to Thursday
count as 1 to 4, so "the day after" is 1 more and "two days before" 2 fewer, and "the last of the four days" is
Thursday); clock times count as minutes of the day, so "45 minutes before" is 45 fewer. "Before", "sometime
before", "less", "fewer", "shorter", "smallest", "lowest", "quickest", "youngest", "one grade behind" and "the
fewest" are the smaller number, "after", "later", "more", "longer", "taller", "bigger", "biggest", "highest",
"oldest", "farther" and "the most" the larger; a place "ahead of" another is the smaller place number, "behind" the
larger, "first prize" is 1st, "runner-up" 2nd and "came last" 5th; "won the class" is the most points and
"finished three points below" three fewer.
Each puzzle lists its categories and sentences exactly as its ``puzzles/NAME.clues`` prints them;
``brute_force.solutions`` proves each answer unique and each clue needed (without any one of them the puzzle has
several solutions).
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
    one_of,
    pair,
    same,
)


def _respectively(rows: tuple[str, ...], values: tuple[str, ...]) -> Predicate:
    """Each of ``rows`` is the same row as the value in the same place of ``values`` ("A and B ... X and Y
    respectively")."""
    return all_of(*(same(row, value) for row, value in zip(rows, values)))


_PUZZLES = (
    # ================================================================ Puzzle Baron grids
    # ---------------------------------------------------------------- 1 florist deliveries
    Puzzle("florist_deliveries_3x4",
        "Petal Pushers Florist made four deliveries yesterday morning. Match each delivery time to the customer "
        "who placed the order and the flowers that were delivered.",
        [("times", ["9:00am", "9:45am", "10:30am", "11:15am"]),
         ("customers", ["Dr. Pryor", "Mr. Abbott", "Mrs. Chen", "Ms. Ortiz"]),
         ("flowers", ["carnations", "daisies", "lilies", "tulips"])],
        [("The lilies were delivered 45 minutes before Dr. Pryor's order.",
          more_by("times", "Dr. Pryor", "lilies", 45)),
         ("Of Mrs. Chen and the 9:45am customer, one ordered daisies and the other ordered tulips.",
          pair("Mrs. Chen", "9:45am", "daisies", "tulips")),
         ("Mr. Abbott's delivery was sometime after Ms. Ortiz's.", more("times", "Mr. Abbott", "Ms. Ortiz")),
         ("Mrs. Chen didn't get her flowers at 10:30am.", differ("Mrs. Chen", "10:30am")),
         ("Either Mr. Abbott or Ms. Ortiz ordered the carnations.", either("carnations", "Mr. Abbott", "Ms. Ortiz")),
         ("The tulips were delivered sometime before the daisies.", more("times", "daisies", "tulips"))]),

    # ---------------------------------------------------------------- 2 tire installs
    Puzzle("tire_installs_3x4",
        "Rollright Tire Center put new sets of tires on four customers' cars last Saturday. Match each price to "
        "the customer and the make of car.",
        [("prices", ["$380", "$420", "$460", "$500"]),
         ("customers", ["Brent", "Carla", "Desmond", "Trish"]),
         ("makes", ["Honda", "Kia", "Subaru", "Toyota"])],
        [("Carla paid $40 more than Brent.", more_by("prices", "Carla", "Brent", 40)),
         ("The customer with the Kia paid $80 less than the Toyota owner.", more_by("prices", "Toyota", "Kia", 80)),
         ("The four customers were Desmond, the person who paid $420, the Kia owner and the customer with the "
          "Toyota.", distinct("Desmond", "$420", "Kia", "Toyota")),
         ("The Honda's owner paid more than the Subaru's owner.", more("prices", "Honda", "Subaru")),
         ("Trish paid less than Carla.", more("prices", "Carla", "Trish"))]),

    # ---------------------------------------------------------------- 3 art supply orders
    Puzzle("art_supply_orders_3x5",
        "Five painters placed orders with the Canvas & Co. art supply store this month. Match each order's total "
        "to the painter and the item ordered.",
        [("totals", ["$35", "$50", "$65", "$80", "$95"]),
         ("painters", ["Greta", "Hollis", "Imani", "Juno", "Kieran"]),
         ("items", ["easel", "gouache set", "oil paints", "palette knives", "sketchbooks"])],
        [("Hollis spent $30 more than Greta.", more_by("totals", "Hollis", "Greta", 30)),
         ("Of Juno and the painter who spent $80, one ordered the easel and the other ordered sketchbooks.",
          pair("Juno", "$80", "easel", "sketchbooks")),
         ("The palette knives cost $15 less than the gouache set.",
          more_by("totals", "gouache set", "palette knives", 15)),
         ("Imani spent $45 more than the painter who bought sketchbooks.",
          more_by("totals", "Imani", "sketchbooks", 45))]),

    # ---------------------------------------------------------------- 4 furniture refinishing
    Puzzle("furniture_refinishing_3x5",
        "Oldgrain Restorations refinished five pieces of furniture for customers this spring. Match each "
        "finishing date to the customer and the piece of furniture.",
        [("dates", ["April 3rd", "April 6th", "April 9th", "April 12th", "April 15th"]),
         ("customers", ["Mr. Bell", "Mr. Dunn", "Mrs. Ames", "Mrs. Ebert", "Ms. Cruz"]),
         ("pieces", ["armoire", "bookcase", "dresser", "hutch", "rocking chair"])],
        [("Ms. Cruz's piece was finished 6 days after Mrs. Ebert's.", more_by("dates", "Ms. Cruz", "Mrs. Ebert", 6)),
         ("The bookcase was finished sometime after the armoire.", more("dates", "bookcase", "armoire")),
         ("Of Mr. Dunn and the April 9th job, one was the hutch and the other was the armoire.",
          pair("Mr. Dunn", "April 9th", "hutch", "armoire")),
         ("The dresser was finished 3 days before the armoire.", more_by("dates", "armoire", "dresser", 3)),
         ("Either Mrs. Ames or Mr. Bell had the bookcase refinished.", either("bookcase", "Mrs. Ames", "Mr. Bell")),
         ("Mrs. Ames's piece was finished 3 days after the dresser.", more_by("dates", "Mrs. Ames", "dresser", 3))],
        numbers={"dates": [3, 6, 9, 12, 15]}),

    # ---------------------------------------------------------------- 5 tuxedo rentals
    Puzzle("tuxedo_rentals_3x5",
        "Five grooms and groomsmen rented tuxedos from Dapper Dan's Formalwear for June weddings. Match each "
        "rental price to the customer and the color of the tuxedo.",
        [("prices", ["$90", "$105", "$120", "$135", "$150"]),
         ("customers", ["Ansel", "Bruno", "Colby", "Dante", "Emmett"]),
         ("colors", ["black", "burgundy", "charcoal", "ivory", "navy"])],
        [("Bruno paid $30 more than Ansel.", more_by("prices", "Bruno", "Ansel", 30)),
         ("The navy tuxedo rented for $15 less than the ivory one.", more_by("prices", "ivory", "navy", 15)),
         ("Of Dante and the $150 customer, one rented the burgundy tux and the other rented the charcoal tux.",
          pair("Dante", "$150", "burgundy", "charcoal")),
         ("Colby paid less than Emmett.", more("prices", "Emmett", "Colby")),
         ("Either Ansel or Colby rented the black tuxedo.", either("black", "Ansel", "Colby")),
         ("Emmett paid $15 more than the customer who rented the burgundy tux.",
          more_by("prices", "Emmett", "burgundy", 15))]),

    # ---------------------------------------------------------------- 6 jewelry commissions
    Puzzle("jewelry_commissions_4x5",
        "Silverleaf Studio took five custom jewelry commissions last month. Match each price to the client, the "
        "piece and the stone set in it.",
        [("prices", ["$250", "$400", "$550", "$700", "$850"]),
         ("clients", ["Abigail", "Bernadette", "Consuela", "Dorothy", "Estelle"]),
         ("pieces", ["bracelet", "brooch", "earrings", "necklace", "ring"]),
         ("stones", ["amethyst", "emerald", "garnet", "opal", "sapphire"])],
        [("Consuela's commission cost $300 more than Abigail's.", more_by("prices", "Consuela", "Abigail", 300)),
         ("The ring cost $150 more than the opal piece.", more_by("prices", "ring", "opal", 150)),
         ("Of Dorothy and the $850 client, one ordered the bracelet and the other ordered the garnet piece.",
          pair("Dorothy", "$850", "bracelet", "garnet")),
         ("The five commissions were Estelle's, the $700 piece, the brooch, the emerald piece and the earrings.",
          distinct("Estelle", "$700", "brooch", "emerald", "earrings")),
         ("The sapphire piece cost more than the amethyst piece.", more("prices", "sapphire", "amethyst")),
         ("The sapphire is set in either the necklace or the earrings.", either("sapphire", "necklace", "earrings")),
         ("Dorothy didn't choose the opal.", differ("Dorothy", "opal")),
         ("The opal piece cost more than Consuela's commission.", more("prices", "opal", "Consuela"))]),

    # ---------------------------------------------------------------- 7 museum loans
    Puzzle("museum_loans_4x5",
        "The Hartwell Museum lent five of its paintings to other museums this year. Match each loan's length to "
        "the painting, its artist and the city it was lent to.",
        [("lengths", ["2 months", "4 months", "6 months", "8 months", "10 months"]),
         ("paintings", ["Dawn at Sea", "Harvest Moon", "Red Barn", "The Orchard", "Winter Mill"]),
         ("artists", ["Abelard", "Fenn", "Lisle", "Marchetti", "Strand"]),
         ("cities", ["Boston", "Chicago", "Denver", "Phoenix", "Seattle"])],
        [("The Orchard was lent for 4 months longer than Winter Mill.",
          more_by("lengths", "The Orchard", "Winter Mill", 4)),
         ("Of the Fenn painting and the one lent for 4 months, one went to Boston and the other went to Seattle.",
          pair("Fenn", "4 months", "Boston", "Seattle")),
         ("The painting lent to Denver was out 2 months longer than the Strand painting.",
          more_by("lengths", "Denver", "Strand", 2)),
         ("The five loans were Dawn at Sea, the Boston loan, Lisle's painting, the 6-month loan and the Fenn "
          "painting.", distinct("Dawn at Sea", "Boston", "Lisle", "6 months", "Fenn")),
         ("Marchetti's painting was lent for longer than Abelard's.", more("lengths", "Marchetti", "Abelard")),
         ("The Phoenix loan lasted 2 months longer than the Denver loan.", more_by("lengths", "Phoenix", "Denver", 2)),
         ("Harvest Moon was lent for 4 months less than the Fenn painting.",
          more_by("lengths", "Fenn", "Harvest Moon", 4))]),

    # ---------------------------------------------------------------- 8 ocean rowers
    Puzzle("ocean_rowers_4x5",
        "Five solo rowers crossed the Atlantic in recent years. Match each crossing time to the rower, the year "
        "of the crossing and the name of the boat.",
        [("times", ["48 days", "52 days", "56 days", "60 days", "64 days"]),
         ("rowers", ["Arlo", "Beatrix", "Colm", "Delphine", "Ewan"]),
         ("years", ["2017", "2018", "2019", "2020", "2021"]),
         ("boats", ["Albatross", "Gannet", "Kittiwake", "Petrel", "Tern"])],
        [("Beatrix took 8 days longer than Ewan.", more_by("times", "Beatrix", "Ewan", 8)),
         ("The 2020 crossing took 4 fewer days than the Tern's crossing.", more_by("times", "Tern", "2020", 4)),
         ("Of Colm and the 2021 rower, one rowed the Albatross and the other rowed the Kittiwake.",
          pair("Colm", "2021", "Albatross", "Kittiwake")),
         ("The five rowers were Delphine, the 2017 rower, the one in the Gannet, the person who took 56 days and "
          "Colm.", distinct("Delphine", "2017", "Gannet", "56 days", "Colm")),
         ("Arlo rowed across sometime before Colm.", more("years", "Colm", "Arlo")),
         ("Ewan made his crossing 3 years after the Kittiwake's.", more_by("years", "Ewan", "Kittiwake", 3))]),

    # ---------------------------------------------------------------- 9 seaplane tours
    Puzzle("seaplane_tours_4x6",
        "Coastline Air offers six different seaplane tours. Match each tour's price to its pilot, its destination "
        "and its length.",
        [("prices", ["$110", "$135", "$160", "$185", "$210", "$235"]),
         ("pilots", ["Grady", "Hector", "Isla", "Jonah", "Kendra", "Lorna"]),
         ("destinations", ["Bell Island", "Cape Moss", "Eagle Cove", "Fox Lake", "Heron Bay", "Pike Falls"]),
         ("lengths", ["30 minutes", "40 minutes", "50 minutes", "60 minutes", "70 minutes", "80 minutes"])],
        [("Hector's tour costs $75 more than Kendra's.", more_by("prices", "Hector", "Kendra", 75)),
         ("The Fox Lake tour is 20 minutes shorter than the Heron Bay tour.",
          more_by("lengths", "Heron Bay", "Fox Lake", 20)),
         ("Of Lorna and the $210 tour, one goes to Pike Falls and the other lasts 60 minutes.",
          pair("Lorna", "$210", "Pike Falls", "60 minutes")),
         ("The six tours are Isla's, the $135 tour, the Bell Island tour, the 70-minute tour, Jonah's and the "
          "Eagle Cove tour.", distinct("Isla", "$135", "Bell Island", "70 minutes", "Jonah", "Eagle Cove")),
         ("The Cape Moss tour costs $50 more than the Bell Island tour.",
          more_by("prices", "Cape Moss", "Bell Island", 50)),
         ("Kendra's tour is 10 minutes shorter than Grady's.", more_by("lengths", "Grady", "Kendra", 10)),
         ("The Eagle Cove tour costs more than the Pike Falls tour.", more("prices", "Eagle Cove", "Pike Falls")),
         ("Jonah's tour lasts longer than Kendra's.", more("lengths", "Jonah", "Kendra")),
         ("The $185 tour lasts 10 minutes longer than Jonah's.", more_by("lengths", "$185", "Jonah", 10))]),

    # ---------------------------------------------------------------- 10 movie palaces
    Puzzle("movie_palaces_4x6",
        "A preservation society has restored six old movie palaces. Match each theater's seating capacity to its "
        "name, its city and the year it opened.",
        [("capacities", ["800 seats", "1,000 seats", "1,200 seats", "1,400 seats", "1,600 seats", "1,800 seats"]),
         ("theaters", ["Alhambra", "Bijou", "Empress", "Majestic", "Rialto", "Tivoli"]),
         ("cities", ["Akron", "Dayton", "Fresno", "Omaha", "Tulsa", "Wichita"]),
         ("years", ["1915", "1919", "1923", "1927", "1931", "1935"])],
        [("The Majestic seats 400 more people than the Rialto.", more_by("capacities", "Majestic", "Rialto", 400)),
         ("The Omaha theater opened 8 years before the Bijou.", more_by("years", "Bijou", "Omaha", 8)),
         ("Of the Alhambra and the 1,800-seat theater, one is in Dayton and the other opened in 1919.",
          pair("Alhambra", "1,800 seats", "Dayton", "1919")),
         ("The six theaters are the Empress, the 1923 theater, the one in Tulsa, the 1,200-seat theater, the "
          "Tivoli and the Alhambra.", distinct("Empress", "1923", "Tulsa", "1,200 seats", "Tivoli", "Alhambra")),
         ("Either the Tivoli or the Rialto is in Akron.", either("Akron", "Tivoli", "Rialto")),
         ("The Empress opened 4 years after the Bijou.", more_by("years", "Empress", "Bijou", 4)),
         ("The Wichita theater has 600 more seats than the Bijou.", more_by("capacities", "Wichita", "Bijou", 600)),
         ("The Majestic opened 4 years after the 1,200-seat theater.",
          more_by("years", "Majestic", "1,200 seats", 4))]),

    # ================================================================ Dell / Penny Press problems
    # ---------------------------------------------------------------- 11 first day of school
    Puzzle("first_day_of_school_4x4",
        "Four children from Larkspur Lane, two girls, Abby and Mia, and two boys, Connor and Owen, walked to "
        "Maple Grove Elementary together on the first morning of the school year. Each is in a different grade, "
        "carried a brand-new backpack of a different color and has a different teacher.",
        [("children", ["Abby", "Connor", "Mia", "Owen"]),
         ("grades", ["1st grade", "2nd grade", "3rd grade", "4th grade"]),
         ("backpacks", ["blue", "green", "purple", "red"]),
         ("teachers", ["Mr. Hale", "Mrs. Kim", "Mrs. Tate", "Ms. Ruiz"])],
        [("Mia, who is in the highest grade of the four, carried a green backpack; the child with the red "
          "backpack is one grade behind Owen.",
          all_of(highest("grades", "Mia"), same("Mia", "green"), more_by("grades", "Owen", "red", 1))),
         ("Abby, who isn't in Mr. Hale's class, is in a higher grade than Owen, whose teacher is Mrs. Tate.",
          all_of(differ("Abby", "Mr. Hale"), more("grades", "Abby", "Owen"), same("Owen", "Mrs. Tate"))),
         ("Ms. Ruiz, who is new at Maple Grove this year, teaches the child in the lowest grade.",
          lowest("grades", "Ms. Ruiz")),
         ("Neither Owen nor Mia carried the purple backpack.", neither("Owen", "Mia", "purple"))]),

    # ---------------------------------------------------------------- 12 snow forts
    Puzzle("snow_forts_4x4",
        "After the first big snowfall of the winter, four kids on Birch Hill Road each built a different kind of "
        "snow fort in the backyard. No two forts were the same height, and no two took the same time to build.",
        [("kids", ["Ben", "Chloe", "Eli", "Grace"]),
         ("forts", ["castle", "igloo", "lookout tower", "tunnel"]),
         ("heights", ["3 feet", "4 feet", "5 feet", "6 feet"]),
         ("hours", ["1 hour", "2 hours", "3 hours", "4 hours"])],
        [("Chloe's castle, which stood taller than any other fort, took her an hour longer to build than Ben's "
          "took him.",
          all_of(same("Chloe", "castle"), highest("heights", "Chloe"), more_by("hours", "Chloe", "Ben", 1))),
         ("The tunnel, the shortest of the four, was finished in just an hour, but it wasn't Grace's.",
          all_of(lowest("heights", "tunnel"), same("tunnel", "1 hour"), differ("tunnel", "Grace"))),
         ("Grace's fort was a foot taller than the igloo, though she spent one hour less on it than Ben spent on "
          "his.",
          all_of(more_by("heights", "Grace", "igloo", 1), more_by("hours", "Ben", "Grace", 1)))]),

    # ---------------------------------------------------------------- 13 rock collections
    Puzzle("rock_collections_3x4",
        "Four cousins spent a week at their grandparents' cabin on Loon Lake, and on each of the first four days, "
        "Monday through Thursday, one of them found the rock that became the prize of his or her collection.",
        [("cousins", ["Dana", "Felix", "Hazel", "Milo"]),
         ("rocks", ["agate", "geode", "jasper", "quartz"]),
         ("days", ["Monday", "Tuesday", "Wednesday", "Thursday"])],
        [("Felix, who found his rock on the last of the four days, didn't bring home the geode.",
          all_of(same("Felix", "Thursday"), differ("Felix", "geode"))),
         ("The agate turned up the day after the quartz, and neither was Dana's.",
          all_of(more_by("days", "agate", "quartz", 1), differ("agate", "Dana"), differ("quartz", "Dana"))),
         ("Hazel found her rock two days before Dana found hers.", more_by("days", "Dana", "Hazel", 2))],
        numbers={"days": [1, 2, 3, 4]}),

    # ---------------------------------------------------------------- 14 Grandparents Day
    Puzzle("grandparents_day_4x5",
        "For Grandparents Day, each of five children in Mrs. Novak's fourth-grade class invited one grandparent "
        "to school. The five grandparents came from five different towns and drove different distances to get "
        "there.",
        [("children", ["Ava", "Caleb", "Ella", "Jack", "Nora"]),
         ("grandparents", ["Grandma Bea", "Grandma Pat", "Grandma Vi", "Grandpa Al", "Grandpa Lou"]),
         ("towns", ["Elmwood", "Fairview", "Glenville", "Millport", "Riverton"]),
         ("miles", ["10 miles", "20 miles", "30 miles", "40 miles", "50 miles"])],
        [("Caleb's grandfather, who drove farther than anyone else, came from Riverton.",
          all_of(one_of("Caleb", "Grandpa Al", "Grandpa Lou"), highest("miles", "Caleb"), same("Caleb", "Riverton"))),
         ("Grandma Vi, who lives just 10 miles away in Elmwood, isn't Nora's grandmother.",
          all_of(same("Grandma Vi", "10 miles"), same("Grandma Vi", "Elmwood"), differ("Grandma Vi", "Nora"))),
         ("Jack's grandpa drove 10 miles less than Ava's grandma, who doesn't live in Fairview.",
          all_of(one_of("Jack", "Grandpa Al", "Grandpa Lou"),
                 one_of("Ava", "Grandma Bea", "Grandma Pat", "Grandma Vi"),
                 more_by("miles", "Ava", "Jack", 10), differ("Ava", "Fairview"))),
         ("The Glenville grandparent and Grandma Bea drove 20 and 40 miles, respectively.",
          _respectively(("Glenville", "Grandma Bea"), ("20 miles", "40 miles"))),
         ("Grandma Pat came farther than Grandpa Al did.", more("miles", "Grandma Pat", "Grandpa Al"))]),

    # ---------------------------------------------------------------- 15 leaf raking
    Puzzle("leaf_raking_4x5",
        "Five kids on Sycamore Court earned some spending money one Saturday in October by raking leaves. Each "
        "raked a different neighbor's yard, filled a different number of bags and was paid a different amount.",
        [("kids", ["Ethan", "Gavin", "Holly", "Isaac", "Paige"]),
         ("neighbors", ["Mr. Dale", "Mr. Forbes", "Mrs. Engel", "Mrs. Gill", "Mrs. Hart"]),
         ("bags", ["4 bags", "6 bags", "8 bags", "10 bags", "12 bags"]),
         ("pay", ["$10", "$15", "$20", "$25", "$30"])],
        [("Paige, who filled more bags than anyone, earned $10 more than Ethan, who raked Mrs. Gill's yard.",
          all_of(highest("bags", "Paige"), more_by("pay", "Paige", "Ethan", 10), same("Ethan", "Mrs. Gill"))),
         ("Mrs. Engel, who paid less than any other neighbor, got eight bags of leaves out of her yard, though not "
          "from Holly.",
          all_of(lowest("pay", "Mrs. Engel"), same("Mrs. Engel", "8 bags"), differ("Mrs. Engel", "Holly"))),
         ("Gavin filled the fewest bags, yet Mrs. Hart, whose yard he raked, paid him $5 more than Isaac got.",
          all_of(lowest("bags", "Gavin"), same("Gavin", "Mrs. Hart"), more_by("pay", "Gavin", "Isaac", 5))),
         ("The child who raked for Mr. Forbes filled two more bags than Ethan did.",
          more_by("bags", "Mr. Forbes", "Ethan", 2))]),

    # ================================================================ British puzzle-book problems
    # ---------------------------------------------------------------- 16 dry stone walling
    Puzzle("dry_stone_walling_4x5",
        "Five wallers from around the Dales entered the open class at this year's dry stone walling competition "
        "near Hawes, each rebuilding a tumbled length of wall. They came from five different dales, are of five "
        "different ages and finished in five different places.",
        [("wallers", ["Albert", "Clive", "Eric", "Harold", "Ken"]),
         ("dales", ["Airedale", "Dentdale", "Nidderdale", "Swaledale", "Wharfedale"]),
         ("places", ["1st", "2nd", "3rd", "4th", "5th"]),
         ("ages", ["34", "41", "58", "63", "72"])],
        [("Clive, who took first prize, is seven years older than the waller from Airedale, who came last.",
          all_of(same("Clive", "1st"), more_by("ages", "Clive", "Airedale", 7), same("Airedale", "5th"))),
         ("The oldest of the five, who hails from Dentdale, finished one place ahead of Ken.",
          all_of(highest("ages", "Dentdale"), more_by("places", "Ken", "Dentdale", 1))),
         ("Harold was runner-up, two places ahead of the man from Nidderdale.",
          all_of(same("Harold", "2nd"), more_by("places", "Nidderdale", "Harold", 2))),
         ("The Swaledale waller is 63, five years older than Ken.",
          all_of(same("Swaledale", "63"), more_by("ages", "Swaledale", "Ken", 5))),
         ("Eric finished two places behind Albert.", more_by("places", "Eric", "Albert", 2))]),

    # ---------------------------------------------------------------- 17 ploughing match
    Puzzle("ploughing_match_4x5",
        "Five old hands took their vintage tractors to the ploughing match at Driffield in October. Each drove a "
        "different make, each farms at a different place and each earned a different score from the judges.",
        [("ploughmen", ["Bert", "Frank", "Len", "Ron", "Wilf"]),
         ("tractors", ["David Brown", "Ferguson", "Fordson", "International", "Nuffield"]),
         ("points", ["68 points", "71 points", "74 points", "77 points", "80 points"]),
         ("farms", ["Hill Top Farm", "Ings Farm", "Low Moor Farm", "Manor Farm", "Oak Tree Farm"])],
        [("Frank, on his little grey Ferguson, won the class, three points clear of the man from Oak Tree Farm.",
          all_of(same("Frank", "Ferguson"), highest("points", "Frank"),
                 more_by("points", "Frank", "Oak Tree Farm", 3))),
         ("Len, who farms at Manor Farm, scored six points fewer than the Nuffield driver, who isn't Ron.",
          all_of(same("Len", "Manor Farm"), more_by("points", "Nuffield", "Len", 6), differ("Nuffield", "Ron"))),
         ("Wilf drove the International; he finished three points behind Bert but ahead of Len.",
          all_of(same("Wilf", "International"), more_by("points", "Bert", "Wilf", 3), more("points", "Wilf", "Len"))),
         ("The David Brown scored nine points more than the Fordson.",
          more_by("points", "David Brown", "Fordson", 9)),
         ("The Hill Top Farm man finished three points below the Low Moor Farm man.",
          more_by("points", "Low Moor Farm", "Hill Top Farm", 3))]),

    # ---------------------------------------------------------------- 18 leek show
    Puzzle("leek_show_4x4",
        "The pot leek show at the Miners' Welfare in Ashington is the high point of the autumn. This year four old "
        "rivals had leeks on the table, each grown on a different allotment site; no two leeks measured the same, "
        "and no two of the men are the same age.",
        [("growers", ["Alan", "Billy", "Dougie", "Norman"]),
         ("allotments", ["Bothal", "Hirst Park", "Seaton", "Woodhorn"]),
         ("leeks", ["62 cubic inches", "68 cubic inches", "74 cubic inches", "80 cubic inches"]),
         ("ages", ["61", "67", "70", "78"])],
        [("Billy, the youngest of the four, grew the biggest leek on the table, six cubic inches more than the "
          "one from Seaton.",
          all_of(lowest("ages", "Billy"), highest("leeks", "Billy"), more_by("leeks", "Billy", "Seaton", 6))),
         ("Norman, who keeps his plot at Hirst Park, is three years younger than Dougie, whose leek was the "
          "smallest.",
          all_of(same("Norman", "Hirst Park"), more_by("ages", "Dougie", "Norman", 3), lowest("leeks", "Dougie"))),
         ("Norman's leek was six cubic inches bigger than the one grown at Bothal.",
          more_by("leeks", "Norman", "Bothal", 6))]),

    # ---------------------------------------------------------------- 19 punting
    Puzzle("punting_4x4",
        "One May afternoon four undergraduates, two men, Hugo and Rupert, and two women, Jemima and Sophie, each "
        "hired a punt at the Mill Pond in Cambridge and took a party of friends up the Cam to Grantchester. They are "
        "at four different colleges, carried different numbers of passengers and took different times over the "
        "trip.",
        [("students", ["Hugo", "Jemima", "Rupert", "Sophie"]),
         ("colleges", ["Clare", "King's", "Queens'", "Trinity"]),
         ("times", ["40 minutes", "50 minutes", "60 minutes", "70 minutes"]),
         ("passengers", ["2 passengers", "3 passengers", "4 passengers", "5 passengers"])],
        [("Jemima, who is at Clare, made the quickest trip of all despite carrying the most passengers.",
          all_of(same("Jemima", "Clare"), lowest("times", "Jemima"), highest("passengers", "Jemima"))),
         ("The King's man took ten minutes longer than Sophie and had one passenger fewer than Hugo.",
          all_of(one_of("King's", "Hugo", "Rupert"), more_by("times", "King's", "Sophie", 10),
                 more_by("passengers", "Hugo", "King's", 1))),
         ("The Trinity punt took twenty minutes longer than Sophie's, which carried four.",
          all_of(more_by("times", "Trinity", "Sophie", 20), same("Sophie", "4 passengers")))]),

    # ---------------------------------------------------------------- 20 eisteddfod
    Puzzle("eisteddfod_4x5",
        "Five members of the same chapel near Llandeilo competed at the local eisteddfod this spring, each in a "
        "different competition. They live in five different villages, and each came away with a different mark "
        "from the adjudicators.",
        [("competitors", ["Bethan", "Dafydd", "Eleri", "Gareth", "Rhian"]),
         ("competitions", ["englyn", "folk dance", "harp", "recitation", "solo"]),
         ("marks", ["78", "81", "84", "87", "90"]),
         ("villages", ["Ffairfach", "Llandybie", "Manordeilo", "Salem", "Trapp"])],
        [("Eleri, who had the highest mark of the day, took the recitation.",
          all_of(highest("marks", "Eleri"), same("Eleri", "recitation"))),
         ("The harpist from Salem scored six marks more than Rhian.",
          all_of(same("harp", "Salem"), more_by("marks", "harp", "Rhian", 6))),
         ("Dafydd, whose englyn was marked lowest of all, doesn't live in Manordeilo.",
          all_of(same("Dafydd", "englyn"), lowest("marks", "Dafydd"), differ("Dafydd", "Manordeilo"))),
         ("Gareth, the soloist, scored three more than the folk dancer.",
          all_of(same("Gareth", "solo"), more_by("marks", "Gareth", "folk dance", 3))),
         ("Eleri lives in Ffairfach, and the Llandybie competitor scored three marks more than Rhian.",
          all_of(same("Eleri", "Ffairfach"), more_by("marks", "Llandybie", "Rhian", 3)))]),
)
PUZZLES = {p.name: p for p in _PUZZLES}
