"""What each clue of the forty-ninth batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the forty-ninth author was asked for, written apart from pylogic's reader on themes new to
the set: ten grids as Puzzle Baron's logic-puzzles.org, Brainzilla's grids and the puzzle apps print them, at the
sizes those sites use most, whose openings say what each person did with which thing (brought in, bought, brought,
entered, won, placed, dedicated, rented, sold, grew), and ten magazine problems, five as Dell Logic Puzzles and
Penny Press "Original Logic Problems" print them and five as British puzzle magazines and newspapers' weekend logic
puzzles print them, each with a short story opening.

The grids (categories x values): three of 3x5 (a farmers market knife sharpener, glass Christmas ornaments, a
street's plant swap), four of 4x5 (a koi show, a library LEGO contest, a music box auction, newspaper classified
ads) and three of 4x6 (memorial park benches, jet ski rentals, a pecan buying station). Their values as the sites
print them ("$8" to "$16", "chef's knife", "Mr. Janssen", "Mrs. Ivers", "Ms. Quade", "$18" to "$34", "10:00am" to
"11:00am", "jade plant", "18 inches" to "26 inches", "2 years" to "6 years", "7" to "11" for ages, "300 bricks" to
"700 bricks", "$600" to "$1,200", "Nicole Freres", "Fur Elise", "$12" to "$24", "Monday" to "Friday", "$1,500" to
"$2,750", "March" to "August", "Bayview Park", "9:00am" to "2:00pm" with "12:00pm" for noon, "30 minutes" to "105
minutes", "1,200 pounds" to "2,200 pounds", "$1.80" to "$2.30", "Cape Fear") and the sites' formulaic clues:
comparisons with amounts ("paid $6 more than", "cost $2 less than", "cost $4 less than", "paid $8 more than",
"arrived 30 minutes after", "showed up 15 minutes after", "arrived 15 minutes after", "is 4 inches longer than", "is
2 years older than", "is 2 inches shorter than", "is 3 years older than", "used 200 more bricks than", "is a year
older than", "used 300 more bricks than", "used 100 more bricks than", "paid $300 more than", "sold for $450 less
than", "went for $150 more than", "cost $6 more than", "cost $12 more than", "ran the day before", "cost $1,000 more
than", "was installed 4 months after", "was installed 3 months before", "cost $500 less than", "cost $250 more
than", "was installed 3 months after", "took his jet ski out 3 hours after", "took her jet ski out 2 hours before",
"lasted 15 minutes longer than", "was 15 minutes shorter than", "was out 15 minutes less than", "sold 600 more
pounds than", "was paid $0.30 less per pound than", "sold 400 fewer pounds than", "was 200 pounds bigger than", "was
paid $0.10 more per pound than") and without ("arrived sometime after", "paid less than", "cost less than", "is
longer than", "ran sometime after", "cost more than", "went out sometime before", "lasted longer than", "got a lower
price than", "was paid more per pound than"); "Of A and B, one ... and the other ..." ("one brought in the boning
knife and the other brought in the paring knife", "one belongs to Isaiah and the other is 6 years old", "one was
made by Mermod and the other plays Fur Elise", "one was selling a canoe and the other ran on Friday", "one is at
Heron Cove and the other was installed in March", "one was Sumner pecans and the other fetched $2.20 a pound");
"Either A or B bought ...", "Either A or B entered ...", "Either A or B built ...", "Either A or B won ...", "Either
A or B rented ...", "Either A or B grew ..." and "Either the Moreaus or the Ibarras dedicated ..."; lists ("The five
ornaments were ...", "The five music boxes were ...", "The six rentals were ...", "The six growers were ...");
negations ("Harriet didn't bring in the chef's knife", "Pavel didn't bring the jade plant", "Mr. Okafor's music box
doesn't play Greensleeves"); values named by their number ("the $34 ornament", "the 24-inch fish", "the 5-year-old
fish", "the 8-year-old", "the 11-year-old's model", "the $1,200 box", "the $15 ad", "the Thursday ad", "the $2,000
bench", "the bench installed in June", "the 1:00pm renter", "the 12:00pm rental", "the 45-minute rental", "the
1,800-pound harvest", "the one paid $1.90", "the $2.30 harvest"); families named as "the Kowalski family's bench",
"the Nakamura bench", "the Moreaus"; things named for their people and people for their things ("Isaac's knife",
"the one Mrs. Lowry bought", "the child who built the robot", "the collector who won ...", "the Pawnee grower", "the
grower who grew Stuart pecans").

The Dell and Penny Press problems (categories x values, the first category labelling the rows): three of 4x4 (a
school fair's jelly bean guessing jar, goldfish won at a county fair, calves born on a dairy farm) and two of 4x5
(school picture day, a charity mud run), with American values ("1st grade" to "4th grade", "250" to "450" for
guesses, "buttered popcorn", "2 tries" to "5 tries", "mason jar", "March 2nd" to "March 5th", "70 pounds" to "85
pounds", "9:00am" to "9:40am", "sky blue", "fall leaves", "38 minutes" to "54 minutes", "$150" to "$350", "youth
soccer"); the British problems: two of 4x4 (May Day maypole dancers, a Cumbrian farm's lambing) and three of 4x5
(the World Pea Shooting Championships, an owl sanctuary, an oyster opening contest), with British values and
spellings ("colour", "harbour", "7" to "10" for ages, "Beck Field", "Top Intake", "Monday" to "Thursday" for nights,
"4 kg" to "5.5 kg", "Wisbech", "19" to "71" for ages, "12 points" to "24 points", "barn owl", "2 years" to "10
years", "55 cm" to "95 cm", "Old Neptune", "18 oysters" to "30 oysters"). All in chattier sentences: relative
clauses and appositives that state facts ("Ivy, who made the biggest guess of the four, ...", "Milo, whose favorite
flavor is buttered popcorn", "Kelsey, a fourth-grader, ...", "the first-grader, who loves the cherry ones, ...",
"Lacey, who named her fish Sunny, ...", "his fish, which lives in an old mason jar, ...", "Nemo, who has a whole
tank to himself, ...", "Domino, the heaviest of the calves, ...", "Clover, who was born the day before Buttercup,
...", "Jayden, who wore his lucky red shirt, ...", "Landon, in green, ...", "Isabel, who didn't wear blue, ...",
"Kira, the last to be photographed, ...", "Jenna, who crossed the finish line first, ...", "Kyle, the last of the
five to finish, ...", "Marcus, who isn't running for youth soccer, ...", "Leah, who ran for the animal shelter",
"The Dawson boy, who is the eldest of the four, ...", "the Ashby girl, who danced with the red ribbon", "Peter,
whose ribbon was blue, ...", "Dolly, who was brought down from Top Intake, ...", "Mabel, who had been grazing High
Pasture, ...", "Lorraine, the youngest finalist by some way, ...", "Ivor, at 71 the oldest of the five, ...", "The
finalist from Soham, who is 34, ...", "the competitor from March, who isn't Gwen", "Merlin ... is the little owl,
whose wingspan is the smallest of the five", "Hector, the sanctuary's oldest resident, ...", "Luna, who is the barn
owl", "Pip, the youngest bird in the sanctuary, ...", "The long-eared owl, which is twice as old as Luna, ...",
"Fran, who cooks at the Old Neptune, ...", "the man from the Crab Shack, who came last", "Eddie, who opened three
more than Ray, ..."); the sex of a row from the opening ("the girl who chose the sky blue background", "The Dawson
boy", "the Ashby girl", "the man from Wisbech", "the man from the Crab Shack"; the openings name the girls and boys,
the men and women); pronouns ("than she did", "than hers", "his fish", "she was the last", "ahead of him", "behind
him", "her lamb", "just before her", "he is two years older"); joins with a semicolon, "and", "but" and "though";
numbers in words ("one grade ahead of", "50 more", "one more try", "two days after", "10 pounds less", "the day
before", "ten minutes ahead of", "20 minutes after", "eight minutes ahead of", "four minutes behind", "twice as
much", "two years older", "a year younger", "the night after", "half a kilo more", "two nights earlier", "half a
kilo heavier", "three more", "three points fewer", "eleven years older", "10 cm wider", "twice as old", "10 cm
narrower", "six more"); idioms ("took the title", "finished bottom of the table", "came over from", "crossed the
finish line first", "won the contest", "came last", "first one in front of the camera"); harmless asides ("lucky",
"plain", "old", "despite his grand name", "by some way", "only").

The conventions the predicates assume. Logic words: two things compared are two different rows; "Either A or B ..."
means the thing named is exactly one of A and B; "The five ... were A, B, ..." are all different rows; "Of A and B,
one is P and the other Q" means A and B are two different rows that are P and Q in some order; a relative clause,
appositive or possessive states a grid fact, encoded with the rest of its sentence; "X didn't ...", "X doesn't ...",
"X isn't ..." are two different rows; "the girl ...", "the boy ...", "the man ..." is one of the girls, boys or men
the opening names. Orders and amounts: prices, times, lengths, ages, bricks, bids, costs, months, minutes, pounds,
price per pound, grades, guesses, tries, dates, weights, points, oysters, wingspans and nights count as the number
they print (``brute_force.number_of``: "1st grade" is 1, "$1,050" is 1050, "$2.30" is 2.3, "4.5 kg" is 4.5), or as
the numbers a puzzle lists for a category whose values do not spell them ("March 2nd" is 2; Monday to Friday count
as 1 to 5, March to August as 3 to 8, so "the day before" is 1 fewer, "4 months after" 4 more and "two nights
earlier" 2 fewer); clock times count as minutes of the day, so "3 hours after" is 180 more, "2 hours before" 120
fewer and "just before her" on picture day, where the opening puts the portraits ten minutes apart, 10 fewer.
"Before", "less", "fewer", "shorter", "lower", "narrower", "youngest", "lightest", "first" (of finishing and being
photographed) and "finished bottom" are the smaller number, "after", "more", "longer", "bigger", "older", "wider",
"ahead of" (of grades), "biggest", "heaviest", "eldest", "oldest", "widest", "the most", "the last" and "took the
title" / "won the contest" the larger; of a race's times "ahead of" is fewer minutes and "behind" more; "twice as
much" and "twice as old" are two times the number; "half a kilo" is 0.5.
Each puzzle lists its categories and sentences exactly as its ``puzzles/NAME.clues`` prints them;
``brute_force.solutions`` proves each answer unique and each clue needed (without any one of them the puzzle has
several solutions).
"""

from __future__ import annotations

from bench.handwritten.brute_force import Puzzle
from bench.handwritten.predicates import (
    all_of,
    differ,
    distinct,
    either,
    highest,
    lowest,
    more,
    more_by,
    one_of,
    pair,
    same,
    times_as_much,
)

_PUZZLES = (
    # ================================================================ grids
    # ---------------------------------------------------------------- 1 knife sharpening
    Puzzle("knife_sharpening_3x5",
        "Keen Edge Sharpening set up its grinding wheel at the Saturday farmers market, and five customers brought "
        "in kitchen knives to be sharpened. Match each price to the customer and the knife each one brought in.",
        [("prices", ["$8", "$10", "$12", "$14", "$16"]),
         ("customers", ["Gideon", "Harriet", "Isaac", "Juliet", "Kendra"]),
         ("knives", ["boning knife", "bread knife", "chef's knife", "cleaver", "paring knife"])],
        [("Harriet paid $6 more than Gideon.", more_by("prices", "Harriet", "Gideon", 6)),
         ("Sharpening the chef's knife cost $2 less than sharpening the cleaver.",
          more_by("prices", "cleaver", "chef's knife", 2)),
         ("Of Kendra and the customer who paid $8, one brought in the boning knife and the other brought in the "
          "paring knife.", pair("Kendra", "$8", "boning knife", "paring knife")),
         ("The bread knife cost $4 less than Isaac's knife.", more_by("prices", "Isaac", "bread knife", 4)),
         ("Harriet didn't bring in the chef's knife.", differ("Harriet", "chef's knife")),
         ("Kendra didn't bring in the paring knife.", differ("Kendra", "paring knife"))]),

    # ---------------------------------------------------------------- 2 glass ornaments
    Puzzle("ornament_shop_3x5",
        "Five shoppers each bought a hand-blown glass ornament at the Tannenbaum Christmas Shop last weekend. Match "
        "each price to the shopper and the ornament each one bought.",
        [("prices", ["$18", "$22", "$26", "$30", "$34"]),
         ("shoppers", ["Mr. Janssen", "Mr. Pruitt", "Mrs. Ivers", "Mrs. Lowry", "Ms. Quade"]),
         ("ornaments", ["angel", "icicle", "pickle", "reindeer", "snowflake"])],
        [("Either Mrs. Lowry or Mr. Pruitt bought the angel.", either("angel", "Mrs. Lowry", "Mr. Pruitt")),
         ("Mr. Janssen paid $8 more than Mrs. Ivers.", more_by("prices", "Mr. Janssen", "Mrs. Ivers", 8)),
         ("The five ornaments were Ms. Quade's, the $34 ornament, the pickle, the icicle and the one Mrs. Lowry "
          "bought.", distinct("Ms. Quade", "$34", "pickle", "icicle", "Mrs. Lowry")),
         ("Mr. Pruitt paid less than Ms. Quade.", more("prices", "Ms. Quade", "Mr. Pruitt")),
         ("The snowflake cost less than the pickle.", more("prices", "pickle", "snowflake"))]),

    # ---------------------------------------------------------------- 3 plant swap
    Puzzle("plant_swap_3x5",
        "Five neighbors brought potted houseplants to the Elm Street plant swap on Sunday morning. Match each "
        "arrival time to the neighbor and the plant each one brought.",
        [("times", ["10:00am", "10:15am", "10:30am", "10:45am", "11:00am"]),
         ("neighbors", ["Ines", "Kwame", "Lottie", "Nadia", "Pavel"]),
         ("plants", ["aloe", "fern", "jade plant", "pothos", "snake plant"])],
        [("Kwame arrived 30 minutes after Ines.", more_by("times", "Kwame", "Ines", 30)),
         ("Lottie showed up 15 minutes after Pavel.", more_by("times", "Lottie", "Pavel", 15)),
         ("Of Lottie and the 10:30am arrival, one brought the pothos and the other brought the snake plant.",
          pair("Lottie", "10:30am", "pothos", "snake plant")),
         ("The person who brought the aloe arrived sometime after the one who brought the pothos.",
          more("times", "aloe", "pothos")),
         ("Pavel didn't bring the jade plant.", differ("Pavel", "jade plant")),
         ("The aloe arrived 15 minutes after the snake plant.", more_by("times", "aloe", "snake plant", 15))]),

    # ---------------------------------------------------------------- 4 koi show
    Puzzle("koi_show_4x5",
        "Five hobbyists entered fish in the Valley Koi Club's annual show. Match each koi's length to its owner, "
        "its variety and its age.",
        [("lengths", ["18 inches", "20 inches", "22 inches", "24 inches", "26 inches"]),
         ("owners", ["Isaiah", "Jolene", "Lucas", "Marisol", "Preston"]),
         ("varieties", ["Asagi", "Kohaku", "Ogon", "Sanke", "Showa"]),
         ("ages", ["2 years", "3 years", "4 years", "5 years", "6 years"])],
        [("Lucas's koi is 4 inches longer than Isaiah's.", more_by("lengths", "Lucas", "Isaiah", 4)),
         ("The Kohaku is 2 years older than Jolene's fish.", more_by("ages", "Kohaku", "Jolene", 2)),
         ("Of the Showa and the 24-inch fish, one belongs to Isaiah and the other is 6 years old.",
          pair("Showa", "24 inches", "Isaiah", "6 years")),
         ("The 5-year-old fish is longer than the Asagi.", more("lengths", "5 years", "Asagi")),
         ("Either Preston or Marisol entered the Asagi.", either("Asagi", "Preston", "Marisol")),
         ("Preston's koi is 2 inches longer than Jolene's.", more_by("lengths", "Preston", "Jolene", 2)),
         ("The Ogon is 2 inches shorter than the 4-year-old.", more_by("lengths", "4 years", "Ogon", 2)),
         ("Marisol's fish is 3 years older than the Showa.", more_by("ages", "Marisol", "Showa", 3))]),

    # ---------------------------------------------------------------- 5 LEGO contest
    Puzzle("lego_contest_4x5",
        "Five kids entered builds in the Riverside Library's summer LEGO contest. Match each age to the builder, "
        "the model each one built and the number of bricks it used.",
        [("ages", ["7", "8", "9", "10", "11"]),
         ("builders", ["Iker", "Jada", "Lila", "Nico", "Priya"]),
         ("models", ["castle", "dragon", "pirate ship", "robot", "space station"]),
         ("bricks", ["300 bricks", "400 bricks", "500 bricks", "600 bricks", "700 bricks"])],
        [("The castle used 200 more bricks than the dragon.", more_by("bricks", "castle", "dragon", 200)),
         ("Iker is 3 years older than the child who built the robot.", more_by("ages", "Iker", "robot", 3)),
         ("Of Lila and the 8-year-old, one built the dragon and the other built the pirate ship.",
          pair("Lila", "8", "dragon", "pirate ship")),
         ("The space station used 100 more bricks than the robot.", more_by("bricks", "space station", "robot", 100)),
         ("Priya is a year older than Jada.", more_by("ages", "Priya", "Jada", 1)),
         ("The 11-year-old's model used 300 more bricks than Nico's.", more_by("bricks", "11", "Nico", 300)),
         ("Either Nico or Iker built the space station.", either("space station", "Nico", "Iker"))]),

    # ---------------------------------------------------------------- 6 music box auction
    Puzzle("music_box_auction_4x5",
        "Five collectors each won an antique music box at Harwell & Sons' spring auction. Match each winning bid "
        "to the collector, the maker of the music box and the tune it plays.",
        [("bids", ["$600", "$750", "$900", "$1,050", "$1,200"]),
         ("collectors", ["Mr. Ingram", "Mr. Okafor", "Mrs. Kessler", "Mrs. Pike", "Ms. Navarro"]),
         ("makers", ["Bremond", "Mermod", "Nicole Freres", "Paillard", "Reuge"]),
         ("tunes", ["Blue Danube", "Fur Elise", "Greensleeves", "Moonlight Sonata", "Swan Lake"])],
        [("Mrs. Kessler paid $300 more than Mr. Ingram.", more_by("bids", "Mrs. Kessler", "Mr. Ingram", 300)),
         ("The Reuge box sold for $450 less than the one that plays Blue Danube.",
          more_by("bids", "Blue Danube", "Reuge", 450)),
         ("Of Ms. Navarro and the $1,200 box, one was made by Mermod and the other plays Fur Elise.",
          pair("Ms. Navarro", "$1,200", "Mermod", "Fur Elise")),
         ("The five music boxes were Mrs. Pike's, the $750 box, the Bremond, the one that plays Blue Danube and "
          "Mr. Okafor's.", distinct("Mrs. Pike", "$750", "Bremond", "Blue Danube", "Mr. Okafor")),
         ("The box that plays Swan Lake went for $150 more than Mrs. Pike's.",
          more_by("bids", "Swan Lake", "Mrs. Pike", 150)),
         ("Either Mr. Okafor or Mrs. Kessler won the Nicole Freres box.",
          either("Nicole Freres", "Mr. Okafor", "Mrs. Kessler")),
         ("Mr. Okafor's music box doesn't play Greensleeves.", differ("Mr. Okafor", "Greensleeves"))]),

    # ---------------------------------------------------------------- 7 classified ads
    Puzzle("newspaper_classifieds_4x5",
        "Five readers placed classified ads in the Millbrook Gazette this week, each selling something different. "
        "Match each ad's price to the reader who placed it, the item advertised and the day the ad ran.",
        [("prices", ["$12", "$15", "$18", "$21", "$24"]),
         ("readers", ["Irma", "Jasper", "Kelvin", "Odette", "Perry"]),
         ("items", ["canoe", "piano", "riding mower", "sofa", "treadmill"]),
         ("days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])],
        [("The ad for the piano cost $6 more than Kelvin's.", more_by("prices", "piano", "Kelvin", 6)),
         ("The Thursday ad cost $12 more than the sofa ad.", more_by("prices", "Thursday", "sofa", 12)),
         ("Of Jasper and the $15 ad, one was selling a canoe and the other ran on Friday.",
          pair("Jasper", "$15", "canoe", "Friday")),
         ("Odette's ad ran sometime after Irma's.", more("days", "Odette", "Irma")),
         ("Perry's ad cost $12 more than Odette's.", more_by("prices", "Perry", "Odette", 12)),
         ("The canoe ad ran the day before the piano ad.", more_by("days", "piano", "canoe", 1)),
         ("The treadmill ad cost less than Irma's.", more("prices", "Irma", "treadmill")),
         ("Jasper's ad ran sometime after Perry's.", more("days", "Jasper", "Perry"))],
        numbers={"days": [1, 2, 3, 4, 5]}),

    # ---------------------------------------------------------------- 8 memorial benches
    Puzzle("memorial_benches_4x6",
        "Six local families dedicated memorial benches in Lakeshore's parks last year. Match each bench's cost to "
        "the family that dedicated it, the park it sits in and the month it was installed.",
        [("costs", ["$1,500", "$1,750", "$2,000", "$2,250", "$2,500", "$2,750"]),
         ("families", ["Ibarra", "Jennings", "Kowalski", "Lindqvist", "Moreau", "Nakamura"]),
         ("parks", ["Bayview Park", "Cedar Point", "Heron Cove", "Mill Pond", "Riverside", "Sunset Bluff"]),
         ("months", ["March", "April", "May", "June", "July", "August"])],
        [("The Kowalski family's bench cost $1,000 more than the Ibarra family's.",
          more_by("costs", "Kowalski", "Ibarra", 1000)),
         ("The Riverside bench was installed 4 months after the Bayview Park bench.",
          more_by("months", "Riverside", "Bayview Park", 4)),
         ("Of the Lindqvist bench and the $2,000 bench, one is at Heron Cove and the other was installed in March.",
          pair("Lindqvist", "$2,000", "Heron Cove", "March")),
         ("The Moreau bench was installed 3 months before the Ibarra bench.", more_by("months", "Ibarra", "Moreau", 3)),
         ("The Mill Pond bench cost $500 less than the Nakamura bench.",
          more_by("costs", "Nakamura", "Mill Pond", 500)),
         ("The Sunset Bluff bench cost $250 more than the Mill Pond bench.",
          more_by("costs", "Sunset Bluff", "Mill Pond", 250)),
         ("The Jennings bench was installed 3 months after the Lindqvist bench.",
          more_by("months", "Jennings", "Lindqvist", 3)),
         ("Either the Moreaus or the Ibarras dedicated the May bench.", either("May", "Moreau", "Ibarra")),
         ("The Cedar Point bench cost $250 more than the Heron Cove bench.",
          more_by("costs", "Cedar Point", "Heron Cove", 250)),
         ("The bench installed in June cost more than the one installed in July.", more("costs", "June", "July"))],
        numbers={"months": [3, 4, 5, 6, 7, 8]}),

    # ---------------------------------------------------------------- 9 jet ski rentals
    Puzzle("jet_ski_rentals_4x6",
        "Six vacationers rented jet skis from Splash Point Rentals on Saturday. Match each rental's start time to "
        "the renter, the color of the jet ski and the length of the rental.",
        [("times", ["9:00am", "10:00am", "11:00am", "12:00pm", "1:00pm", "2:00pm"]),
         ("renters", ["Ivan", "Jolie", "Keanu", "Luz", "Mateo", "Pilar"]),
         ("colors", ["black", "green", "orange", "purple", "red", "white"]),
         ("lengths", ["30 minutes", "45 minutes", "60 minutes", "75 minutes", "90 minutes", "105 minutes"])],
        [("Keanu took his jet ski out 3 hours after Ivan.", more_by("times", "Keanu", "Ivan", 180)),
         ("Luz took her jet ski out 2 hours before Ivan.", more_by("times", "Ivan", "Luz", 120)),
         ("Of Pilar and the 1:00pm renter, one rented the red jet ski and the other rented the purple one.",
          pair("Pilar", "1:00pm", "red", "purple")),
         ("The six rentals were Luz's, the 12:00pm rental, the orange jet ski, the 45-minute rental, Pilar's and "
          "the black jet ski.", distinct("Luz", "12:00pm", "orange", "45 minutes", "Pilar", "black")),
         ("The white jet ski went out sometime before the red one.", more("times", "red", "white")),
         ("Mateo's rental lasted 15 minutes longer than Keanu's.", more_by("lengths", "Mateo", "Keanu", 15)),
         ("The 10:00am rental lasted longer than the 12:00pm rental.", more("lengths", "10:00am", "12:00pm")),
         ("Jolie's ride was 15 minutes shorter than Luz's.", more_by("lengths", "Luz", "Jolie", 15)),
         ("Either Ivan or Mateo rented the black jet ski.", either("black", "Ivan", "Mateo")),
         ("The purple jet ski was out 15 minutes less than the white one.",
          more_by("lengths", "white", "purple", 15))]),

    # ---------------------------------------------------------------- 10 pecan growers
    Puzzle("pecan_growers_4x6",
        "Six Georgia growers sold their pecan harvests to the Dooly County buying station this fall. Match each "
        "harvest's weight to the grower, the variety each one grew and the price per pound each was paid.",
        [("weights", ["1,200 pounds", "1,400 pounds", "1,600 pounds", "1,800 pounds", "2,000 pounds",
                      "2,200 pounds"]),
         ("growers", ["Ike", "Josie", "Lamar", "Mavis", "Nolan", "Opal"]),
         ("varieties", ["Cape Fear", "Desirable", "Elliot", "Pawnee", "Stuart", "Sumner"]),
         ("prices", ["$1.80", "$1.90", "$2.00", "$2.10", "$2.20", "$2.30"])],
        [("Nolan sold 600 more pounds than Opal.", more_by("weights", "Nolan", "Opal", 600)),
         ("The grower who grew Stuart pecans was paid $0.30 less per pound than Opal.",
          more_by("prices", "Opal", "Stuart", 0.3)),
         ("Of Josie and the 1,800-pound harvest, one was Sumner pecans and the other fetched $2.20 a pound.",
          pair("Josie", "1,800 pounds", "Sumner", "$2.20")),
         ("The six growers were Lamar, the one who sold 2,200 pounds, the Pawnee grower, the one paid $1.90, Opal "
          "and the Desirable grower.", distinct("Lamar", "2,200 pounds", "Pawnee", "$1.90", "Opal", "Desirable")),
         ("The Elliot grower sold 400 fewer pounds than Ike.", more_by("weights", "Ike", "Elliot", 400)),
         ("The Cape Fear harvest got a lower price than the Desirable harvest.",
          more("prices", "Desirable", "Cape Fear")),
         ("Either Lamar or Nolan grew the Stuart pecans.", either("Stuart", "Lamar", "Nolan")),
         ("The $2.30 harvest was 200 pounds bigger than Lamar's.", more_by("weights", "$2.30", "Lamar", 200)),
         ("Nolan was paid more per pound than Lamar.", more("prices", "Nolan", "Lamar")),
         ("The Pawnee grower was paid $0.10 more per pound than Josie.", more_by("prices", "Pawnee", "Josie", 0.1))]),

    # ================================================================ magazine problems
    # ---------------------------------------------------------------- 11 jelly bean jar
    Puzzle("jelly_bean_jar_4x4",
        "At the Maple Street School spring fair, four children, two girls, Ivy and Kelsey, and two boys, Jonah and "
        "Milo, each paid a quarter to guess how many jelly beans were in the big jar on the front table. Each child "
        "is in a different grade, made a different guess and has a different favorite flavor of jelly bean.",
        [("children", ["Ivy", "Jonah", "Kelsey", "Milo"]),
         ("grades", ["1st grade", "2nd grade", "3rd grade", "4th grade"]),
         ("guesses", ["250", "300", "375", "450"]),
         ("flavors", ["buttered popcorn", "cherry", "licorice", "watermelon"])],
        [("Ivy, who made the biggest guess of the four, is one grade ahead of Milo, whose favorite flavor is "
          "buttered popcorn.",
          all_of(highest("guesses", "Ivy"), more_by("grades", "Ivy", "Milo", 1), same("Milo", "buttered popcorn"))),
         ("Kelsey, a fourth-grader, guessed only 250; the first-grader, who loves the cherry ones, guessed 50 more "
          "than she did.",
          all_of(same("Kelsey", "4th grade"), same("Kelsey", "250"), same("1st grade", "cherry"),
                 more_by("guesses", "1st grade", "Kelsey", 50))),
         ("The licorice fan isn't in fourth grade.", differ("licorice", "4th grade"))]),

    # ---------------------------------------------------------------- 12 goldfish
    Puzzle("pet_goldfish_4x4",
        "Last August four friends, Jamal, Lacey, Nate and Rosie, each won a goldfish at the ring toss booth at the "
        "Clover County Fair, and all four fish are still going strong. Each child needed a different number of "
        "tries to win, gave the fish a different name and keeps it in a different container at home.",
        [("children", ["Jamal", "Lacey", "Nate", "Rosie"]),
         ("names", ["Bubbles", "Goldie", "Nemo", "Sunny"]),
         ("containers", ["bowl", "mason jar", "tank", "vase"]),
         ("tries", ["2 tries", "3 tries", "4 tries", "5 tries"])],
        [("Lacey, who named her fish Sunny, won it in fewer tries than anyone else; the goldfish that lives in the "
          "bowl took one more try than hers.",
          all_of(same("Lacey", "Sunny"), lowest("tries", "Lacey"), more_by("tries", "bowl", "Lacey", 1))),
         ("Nate needed the most tries of the four, but his fish, which lives in an old mason jar, isn't Bubbles.",
          all_of(highest("tries", "Nate"), same("Nate", "mason jar"), differ("Nate", "Bubbles"))),
         ("Nemo, who has a whole tank to himself, isn't Rosie's.",
          all_of(same("Nemo", "tank"), differ("Nemo", "Rosie")))]),

    # ---------------------------------------------------------------- 13 newborn calves
    Puzzle("newborn_calves_4x4",
        "Spring came early to the Hadley dairy farm this year, and four calves were born in the big red barn during "
        "the first week of March. Each of the four Hadley children, Jesse, Lainey, Micah and Nora, got to name one "
        "of them. The calves were born on four different days and weighed four different amounts at birth.",
        [("children", ["Jesse", "Lainey", "Micah", "Nora"]),
         ("calves", ["Buttercup", "Clover", "Domino", "Pepper"]),
         ("dates", ["March 2nd", "March 3rd", "March 4th", "March 5th"]),
         ("weights", ["70 pounds", "75 pounds", "80 pounds", "85 pounds"])],
        [("Domino, the heaviest of the calves, was born two days after Lainey's calf.",
          all_of(highest("weights", "Domino"), more_by("dates", "Domino", "Lainey", 2))),
         ("Micah named his calf Pepper; she was the last of the four to be born and weighed 10 pounds less than "
          "Nora's calf.",
          all_of(same("Micah", "Pepper"), highest("dates", "Micah"), more_by("weights", "Nora", "Micah", 10))),
         ("Clover, who was born the day before Buttercup, weighed 75 pounds.",
          all_of(more_by("dates", "Buttercup", "Clover", 1), same("Clover", "75 pounds")))],
        numbers={"dates": [2, 3, 4, 5]}),

    # ---------------------------------------------------------------- 14 picture day
    Puzzle("picture_day_4x5",
        "It was picture day at Willow Creek Elementary, and five students from Mrs. Pham's class, three girls, "
        "Isabel, Kira and Maddie, and two boys, Jayden and Landon, had their school portraits taken one after "
        "another, ten minutes apart, starting at 9:00am. Each wore a different color shirt and chose a different "
        "background.",
        [("students", ["Isabel", "Jayden", "Kira", "Landon", "Maddie"]),
         ("shirts", ["blue", "green", "purple", "red", "yellow"]),
         ("backgrounds", ["bookshelf", "fall leaves", "gray", "sky blue", "sunset"]),
         ("times", ["9:00am", "9:10am", "9:20am", "9:30am", "9:40am"])],
        [("Jayden, who wore his lucky red shirt, was the first one in front of the camera, ten minutes ahead of the "
          "girl who chose the sky blue background.",
          all_of(same("Jayden", "red"), lowest("times", "Jayden"), more_by("times", "sky blue", "Jayden", 10),
                 one_of("sky blue", "Isabel", "Kira", "Maddie"))),
         ("Landon, in green, had his picture taken 20 minutes after the student in yellow.",
          all_of(same("Landon", "green"), more_by("times", "Landon", "yellow", 20))),
         ("Isabel, who didn't wear blue, posed in front of the sunset.",
          all_of(differ("Isabel", "blue"), same("Isabel", "sunset"))),
         ("Kira, the last to be photographed, chose the plain gray background; the fall leaves were picked by the "
          "student photographed just before her.",
          all_of(highest("times", "Kira"), same("Kira", "gray"), more_by("times", "Kira", "fall leaves", 10)))]),

    # ---------------------------------------------------------------- 15 mud run
    Puzzle("mud_run_4x5",
        "Five coworkers from Brightline Insurance, Ian, Jenna, Kyle, Leah and Marcus, ran the Muddy Buddy 5K "
        "obstacle race last Saturday, each collecting pledges for a different charity. Each "
        "finished in a different time and raised a different amount.",
        [("runners", ["Ian", "Jenna", "Kyle", "Leah", "Marcus"]),
         ("charities", ["animal shelter", "food bank", "hospice", "literacy council", "youth soccer"]),
         ("times", ["38 minutes", "42 minutes", "46 minutes", "50 minutes", "54 minutes"]),
         ("pledges", ["$150", "$200", "$250", "$300", "$350"])],
        [("Jenna, who crossed the finish line first, was running for the hospice and raised $50 more than Leah.",
          all_of(lowest("times", "Jenna"), same("Jenna", "hospice"), more_by("pledges", "Jenna", "Leah", 50))),
         ("Kyle, the last of the five to finish, collected more in pledges than anyone else; the food bank's "
          "runner finished eight minutes ahead of him.",
          all_of(highest("times", "Kyle"), highest("pledges", "Kyle"), more_by("times", "Kyle", "food bank", 8))),
         ("Marcus, who isn't running for youth soccer, raised $50 less than Ian but finished four minutes behind "
          "him.",
          all_of(differ("Marcus", "youth soccer"), more_by("pledges", "Ian", "Marcus", 50),
                 more_by("times", "Marcus", "Ian", 4))),
         ("The food bank's runner raised twice as much as Leah, who ran for the animal shelter.",
          all_of(times_as_much("pledges", "food bank", "Leah", 2), same("Leah", "animal shelter")))]),

    # ---------------------------------------------------------------- 16 maypole dancing
    Puzzle("maypole_dancing_4x4",
        "On May Day the children of Little Haddon primary school danced round the maypole on the village green. "
        "Four of the dancers, two girls, Imogen and Jessica, and two boys, Oliver and Peter, each held a ribbon of "
        "a different colour; they have four different surnames and are four different ages.",
        [("dancers", ["Imogen", "Jessica", "Oliver", "Peter"]),
         ("surnames", ["Ashby", "Bennett", "Cole", "Dawson"]),
         ("ribbons", ["blue", "green", "red", "yellow"]),
         ("ages", ["7", "8", "9", "10"])],
        [("The Dawson boy, who is the eldest of the four, held the yellow ribbon.",
          all_of(one_of("Dawson", "Oliver", "Peter"), highest("ages", "Dawson"), same("Dawson", "yellow"))),
         ("Imogen is two years older than the Ashby girl, who danced with the red ribbon.",
          all_of(one_of("Ashby", "Imogen", "Jessica"), more_by("ages", "Imogen", "Ashby", 2), same("Ashby", "red"))),
         ("Peter, whose ribbon was blue, is a year younger than the Cole child.",
          all_of(same("Peter", "blue"), more_by("ages", "Cole", "Peter", 1)))]),

    # ---------------------------------------------------------------- 17 lambing
    Puzzle("lambing_season_4x4",
        "It has been a busy lambing season at Fellside Farm in Cumbria. Four of the Herdwick ewes, brought down "
        "from four different fields, each lambed on a different night of the first week in April, from Monday to "
        "Thursday, and each lamb was a different weight.",
        [("ewes", ["Bella", "Dolly", "Mabel", "Nancy"]),
         ("fields", ["Beck Field", "High Pasture", "Low Meadow", "Top Intake"]),
         ("nights", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
         ("weights", ["4 kg", "4.5 kg", "5 kg", "5.5 kg"])],
        [("Dolly, who was brought down from Top Intake, was the last of the four to lamb, and her lamb was the "
          "lightest.",
          all_of(same("Dolly", "Top Intake"), highest("nights", "Dolly"), lowest("weights", "Dolly"))),
         ("The ewe from Beck Field lambed the night after Mabel, and her lamb weighed half a kilo more than "
          "Mabel's.",
          all_of(more_by("nights", "Beck Field", "Mabel", 1), more_by("weights", "Beck Field", "Mabel", 0.5))),
         ("Nancy lambed on Wednesday night; Mabel, who had been grazing High Pasture, had lambed two nights "
          "earlier.",
          all_of(same("Nancy", "Wednesday"), same("Mabel", "High Pasture"), more_by("nights", "Nancy", "Mabel", 2))),
         ("Nancy's lamb was half a kilo heavier than Dolly's.", more_by("weights", "Nancy", "Dolly", 0.5))],
        numbers={"nights": [1, 2, 3, 4]}),

    # ---------------------------------------------------------------- 18 pea shooting
    Puzzle("pea_shooting_4x5",
        "Every July the Cambridgeshire village of Witcham hosts the World Pea Shooting Championships. Five "
        "competitors, three men, Derek, Ivor and Nigel, and two women, Gwen and Lorraine, reached this year's "
        "final. They come from five different towns, are of five different ages and scored five different totals.",
        [("finalists", ["Derek", "Gwen", "Ivor", "Lorraine", "Nigel"]),
         ("towns", ["Ely", "Huntingdon", "March", "Soham", "Wisbech"]),
         ("ages", ["19", "34", "47", "58", "71"]),
         ("points", ["12 points", "15 points", "18 points", "21 points", "24 points"])],
        [("Lorraine, the youngest finalist by some way, took the title with 24 points, three more than the man "
          "from Wisbech.",
          all_of(lowest("ages", "Lorraine"), same("Lorraine", "24 points"), more_by("points", "Lorraine", "Wisbech", 3),
                 one_of("Wisbech", "Derek", "Ivor", "Nigel"))),
         ("Ivor, at 71 the oldest of the five, came over from Ely but finished bottom of the table.",
          all_of(same("Ivor", "71"), highest("ages", "Ivor"), same("Ivor", "Ely"), lowest("points", "Ivor"))),
         ("The finalist from Soham, who is 34, scored three points fewer than Nigel.",
          all_of(same("Soham", "34"), more_by("points", "Nigel", "Soham", 3))),
         ("Derek is eleven years older than the competitor from March, who isn't Gwen.",
          all_of(more_by("ages", "Derek", "March", 11), differ("March", "Gwen")))]),

    # ---------------------------------------------------------------- 19 owl sanctuary
    Puzzle("owl_sanctuary_4x5",
        "The Hollow Oak Owl Sanctuary in Shropshire cares for owls that cannot be returned to the wild. Five of its "
        "residents, Hector, Luna, Merlin, Pip and Willow, are of five different species and five different ages, "
        "and no two have the same wingspan.",
        [("owls", ["Hector", "Luna", "Merlin", "Pip", "Willow"]),
         ("species", ["barn owl", "little owl", "long-eared owl", "short-eared owl", "tawny owl"]),
         ("ages", ["2 years", "4 years", "6 years", "8 years", "10 years"]),
         ("wingspans", ["55 cm", "65 cm", "75 cm", "85 cm", "95 cm"])],
        [("Merlin, despite his grand name, is the little owl, whose wingspan is the smallest of the five; he is two "
          "years older than Luna.",
          all_of(same("Merlin", "little owl"), lowest("wingspans", "little owl"),
                 more_by("ages", "Merlin", "Luna", 2))),
         ("Hector, the sanctuary's oldest resident, has a wingspan 10 cm wider than Luna, who is the barn owl.",
          all_of(highest("ages", "Hector"), more_by("wingspans", "Hector", "Luna", 10), same("Luna", "barn owl"))),
         ("The tawny owl has the widest wings of all; Pip, the youngest bird in the sanctuary, isn't a tawny.",
          all_of(highest("wingspans", "tawny owl"), lowest("ages", "Pip"), differ("Pip", "tawny owl"))),
         ("The long-eared owl, which is twice as old as Luna, has a wingspan 10 cm narrower than Pip's.",
          all_of(times_as_much("ages", "long-eared owl", "Luna", 2),
                 more_by("wingspans", "Pip", "long-eared owl", 10)))]),

    # ---------------------------------------------------------------- 20 oyster festival
    Puzzle("oyster_festival_4x5",
        "At this year's Whitstable Oyster Festival, five local chefs, three men, Eddie, Ollie and Ray, and two "
        "women, Fran and Patsy, took part in the oyster opening contest on the harbour. Each works at a different "
        "restaurant, wore a different apron and opened a different number of oysters in the three minutes allowed.",
        [("chefs", ["Eddie", "Fran", "Ollie", "Patsy", "Ray"]),
         ("restaurants", ["Anchor Inn", "Crab Shack", "Lobster Pot", "Old Neptune", "Quayside"]),
         ("aprons", ["black", "blue", "green", "red", "striped"]),
         ("oysters", ["18 oysters", "21 oysters", "24 oysters", "27 oysters", "30 oysters"])],
        [("Fran, who cooks at the Old Neptune, won the contest in her green apron, opening three more oysters than "
          "Patsy.",
          all_of(same("Fran", "Old Neptune"), highest("oysters", "Fran"), same("Fran", "green"),
                 more_by("oysters", "Fran", "Patsy", 3))),
         ("The chef in the striped apron opened six more than the man from the Crab Shack, who came last.",
          all_of(more_by("oysters", "striped", "Crab Shack", 6), lowest("oysters", "Crab Shack"),
                 one_of("Crab Shack", "Eddie", "Ollie", "Ray"))),
         ("Patsy doesn't work at the Lobster Pot, and Ray wore a blue apron.",
          all_of(differ("Patsy", "Lobster Pot"), same("Ray", "blue"))),
         ("Eddie, who opened three more than Ray, works at the Quayside; Ollie's apron was red.",
          all_of(more_by("oysters", "Eddie", "Ray", 3), same("Eddie", "Quayside"), same("Ollie", "red")))]),
)
PUZZLES = {p.name: p for p in _PUZZLES}
