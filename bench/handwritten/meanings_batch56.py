"""What each clue of the fifty-sixth batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the fifty-sixth author was asked for, written apart from pylogic's reader on themes new to
the set: fourteen grids as Puzzle Baron's logic-puzzles.org and its printed books print them, seven of them with two
numbered or ordered categories, and six story problems as Dell Logic Puzzles and Penny Press "Original Logic
Problems" print them, each with its story opening and its "From the clues, ..." question.

The Puzzle Baron grids (categories x values): three of 3x4 (a radon testing firm's week, a saddlery's custom orders,
wind chimes sold at a market), three of 3x5 (a septic service's pump-outs, a Hilo luthier's ukulele orders, sea glass
hunts on the Delaware shore), one of 4x4 (stair lift installations), four of 4x5 (land surveys, ships in bottles in
a maritime museum, hand-dyed yarn at a wool festival, a water polo team's top scorers) and three of 4x6 (zines at a
zine symposium, restored tapestries, urban sketchers in Savannah). The seven with two numbered or ordered categories
are the radon tests (readings and weekdays), the ukuleles (prices and months), the surveys (acres and dates), the
ships in bottles (years and bottle lengths), the water polo players (goals and ages), the zines (prices and pages)
and the tapestries (years and hours). Their values as the site prints them ("1.8 pCi/L" to "4.2 pCi/L", "Monday" to
"Thursday", "750 gallons" to "1,750 gallons", "$1,850" to "$2,600", "$450" to "$750", "March" to "July", "2 acres" to
"14 acres", "April 4th" to "May 2nd", "1884" to "1912", "6 inches" to "14 inches", "18 skeins" to "34 skeins", "14
goals" to "34 goals", "19" to "31" for ages, "$2" to "$7", "12 pages" to "32 pages", "1520" to "1645", "120 hours" to
"320 hours", "23 pieces" to "55 pieces", "3 sketches" to "8 sketches", "$35" to "$65", "Mr. Delacroix", "Mrs.
Ashworth", "Owens-Thomas House", "Siege of Troy", "silk blend") and the site's formulaic clues: comparisons with
amounts ("had a reading 1.6 pCi/L higher than", "was tested 2 days after", "holds 500 gallons more than", "holds 250
gallons more than", "costs $500 more than", "costs $250 more than", "costs $150 more than", "costs $75 more than",
"will be finished 3 months before", "will be finished 1 month after", "was installed 2 days before", "was 1 day
after", "covered 6 acres more than", "was completed 2 weeks after", "covered 3 fewer acres than", "was completed 1
week after", "is 9 acres smaller than", "was made 14 years before", "was made 7 years after", "was made 7 years
before", "is 2 inches shorter than", "is 4 inches shorter than", "sold 8 more skeins than", "sold 4 more skeins
than", "sold 12 more skeins than", "scored 10 more goals than", "scored 5 fewer goals than", "is 12 years older
than", "is 3 years older than", "costs $2 more than", "sells for $3 more than", "costs $1 more than", "has 8 more
pages than", "is 4 pages longer than", "is 4 pages shorter than", "was woven 50 years after", "was woven 25 years
after", "was woven 100 years after", "spent 40 fewer hours than", "took 120 hours more than", "took 160 hours more
than", "collected 16 fewer pieces than", "collected 16 more pieces than", "picked up 8 pieces more than", "made 2
more sketches than", "made 4 more sketches than", "made 3 more sketches than", "made 1 fewer sketch than", "cost $20
more than", "cost $20 less than") and without ("had a higher reading than", "is smaller than", "is larger than",
"costs less than", "paid more than", "paid less than", "will be ready sometime after", "went in sometime before",
"was installed sometime before", "was completed sometime before", "dates from sometime after", "was made sometime
before", "sold more skeins than", "is older than", "scored more goals than", "scored fewer goals than", "spent more
hours than", "found more pieces than", "collected more pieces than", "made fewer sketches than"); "Of A and B, one
... and the other ..." ("Of the Fairweather home and the 3.4 pCi/L home, one was tested on Thursday and the other
was tested on Tuesday", "Of Leilani's ukulele and the $675 one, one is due in April and the other is due in May",
"Of the Vestal job and Mr. Villanueva's job, one was on Monday and the other got the Acorn lift", "Of Holloway's
property and the Salem property, one is 2 acres and the other was surveyed on April 25th", "Of the Cutty Sark and
the 1912 model, one is by Fitch and the other is in the 6-inch bottle", "Of Ignacio and the 25-year-old, one is
from Long Beach and the other scored 14 goals", "Of Gutter Punk and the $5 zine, one is by Oakley and the other runs
20 pages", "Of the Unicorn and the 1620 tapestry, one was restored by Fenwick and the other took 240 hours", "Of
Marguerite and the one who found orange, one collected 55 pieces and the other collected 47 pieces", "Of Calloway
and the person who drew Wormsloe, one used charcoal and the other made 7 sketches"); "either" ("Trujillo's tank is
either the 1,000-gallon tank or the one in Millbrook", "The Ithaca client is either Mr. Delacroix or the client who
got the Acorn lift", "The Blue Heron colorway is either Ingrid's or the merino yarn", "Cordelia's chime was either
the seashell chime or the $45 chime"); "Neither Delphine nor Harriet found lavender"; lists ("The five tanks are
...", "The five colorways are ...", "The six zines are ..."); negations ("The Stannah lift wasn't installed in
Owego", "Ruskin's property isn't in Fairview", "Rosalind's colorway isn't Plum Jam"); values named with a hyphen or
a unit ("the 1,000-gallon tank", "the 750-gallon tank", "the 14-acre survey", "the 12-inch bottle", "the 6-inch
bottle", "the 26-skein colorway", "the 28-year-old", "the 32-page zine", "the 28-page zine", "the 160-hour job", "the
3.4 pCi/L home", "the $675 one", "the 1545 tapestry", "the 1912 model", "the survey finished on May 2nd", "the home
tested on Monday", "the ukulele due in July"); things named by where they are, what they show or what they are made
of ("The tank in Colfax", "the Sparta tank", "The Ithaca client", "the Long Beach native", "The cobalt finder", "the
ink artist", "the River Street sketcher", "the person at Forsyth Fountain", "the copper chime", "the buyer of the
steel chime", "The Mayflower model", "the Victory's").

The Dell and Penny Press problems (categories x values, the first category labelling the rows): one of 3x4 (a
whaling museum's scrimshaw fair), three of 4x4 (a Swiss Days yodeling contest, a garden club's holiday wreaths, a
Rotary Club sock hop) and two of 4x5 (Fourth of July turtle races, a colonial town crier competition), with their
values ("first" to "fourth", "1st" to "5th", "$30" to "$45", "82 points" to "94 points", "At the Hop", "Rock Around
the Clock"). Their sentences: relative clauses and appositives that state facts ("Klaus, who was accompanied by an
accordion, ...", "Gretchen, who isn't from Park City, ...", "Heidi, who wasn't accompanied by the zither, ...",
"Jolene's turtle, Flash, ...", "Tank, a snapper, ...", "Billy, whose turtle isn't Zippy, ...", "Speedy, the slider,
...", "The magnolia wreath, which had a burgundy bow, ...", "Opal's wreath, which sold for $35, ...", "Irene's fir
wreath, which wasn't trimmed with gold, ...", "Doris's cedar wreath", "Ezra, the crier from Annapolis, ...", "Josiah,
whose coat was blue", "Nathaniel, who isn't from Odessa, ...", "Abner, who wore purple", "the cane handle, which
isn't Tobias's work", "Betty, whose skirt was pink, ...", "Ritchie's partner, who isn't Sue, ...", "Sue, who didn't
wear yellow, and her partner ..."); song titles in quotes with the period inside ('requested "At the Hop."');
"Neither Tobias nor Zebulon engraved the tooth or the powder horn"; "didn't dance with Bobby or Eddie"; joins with
"and" ("Peggy didn't dance with Frankie or Eddie, and Darlene didn't wear yellow", "finished one place behind
Skeeter and one place ahead of Marcy", "danced with Bobby and requested ..."); numbers in words ("two places ahead
of", "one spot behind", "one place behind", "three places behind", "three points ahead of", "three points more");
idioms ("placed last", "beat", "finished behind", "crawled in right behind", "finished ahead of", "won the
competition", "scored lowest", "outscored", "brought $5 more than", "sold for less than"); harmless asides (the
courthouse lawn, the colonial dress, the Rotary Club, the festival town in the opening).

The conventions the predicates assume. Logic words: two things compared are two different rows; "either A or B"
means the thing named is exactly one of A and B; "Neither A nor B ... C" and "The five (six) ... are A, B, ..." are
all different rows; "Neither A nor B ... C or D" means neither A nor B is C or D; "Of A and B, one ... and the other
..." means A and B are two different rows that are the two named in some order; "X wasn't ...", "X isn't ...", "X
didn't ..." are two different rows; "didn't dance with Bobby or Eddie" is neither of them; a relative clause,
appositive or possessive states a grid fact, encoded with the rest of its sentence; a turtle, a wreath, a chime, a
zine, a tapestry or a model stands for its row, and a couple for the woman's row. Orders and amounts: readings,
gallons, prices, acres, years, inches, skeins, goals, ages, pages, hours, pieces, sketches, points and the ordinals
"1st" to "5th" count as the number they print (``brute_force.number_of``: "1,750 gallons" is 1750, "1.8 pCi/L" is
1.8, "1st" is 1), or as the numbers a puzzle lists for a category whose values do not spell them ("Monday" to
"Thursday" are 1 to 4; "March" to "July" are 3 to 7; "April 4th" to "May 2nd" are 4, 11, 18, 25 and 32, so "1 week
after" is 7 more and "2 weeks after" 14 more); "first" to "fourth" count as their places in order. "Before",
"less", "fewer", "lower", "smaller", "shorter", "younger" and "scored lowest" are the smaller number, "after",
"higher", "more", "larger", "longer", "older", "won", "outscored" and "ahead of" (of points) the larger; a tapestry's
or a model's year is the year it was made, so "woven 50 years after" is 50 more. Of places in a race or a contest
the order runs the other way: "ahead of", "beat" are the smaller place number, "behind", "placed last" the larger;
"right behind" and "one spot behind" are one place apart, "places" and "spots" count places one each.
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
    pair,
    same,
)

_PUZZLES = (
    # ================================================================ Puzzle Baron grids
    # ---------------------------------------------------------------- 1 radon tests
    Puzzle("radon_tests_3x4",
        "Pure Air Radon Services tested four homes for radon last week. Match each home's reading to its owner "
        "and the day it was tested.",
        [("readings", ["1.8 pCi/L", "2.6 pCi/L", "3.4 pCi/L", "4.2 pCi/L"]),
         ("owners", ["Abernathy", "Fairweather", "Kowalski", "Quintero"]),
         ("days", ["Monday", "Tuesday", "Wednesday", "Thursday"])],
        [("The home tested on Tuesday had a reading 1.6 pCi/L higher than the Quintero home.",
          more_by("readings", "Tuesday", "Quintero", 1.6)),
         ("The Kowalski home was tested 2 days after the Quintero home.",
          more_by("days", "Kowalski", "Quintero", 2)),
         ("Of the Fairweather home and the 3.4 pCi/L home, one was tested on Thursday and the other was tested "
          "on Tuesday.", pair("Fairweather", "3.4 pCi/L", "Thursday", "Tuesday")),
         ("The home tested on Monday had a higher reading than the Kowalski home.",
          more("readings", "Monday", "Kowalski")),
        ],
        numbers={"days": [1, 2, 3, 4]}),

    # ---------------------------------------------------------------- 2 septic pumping
    Puzzle("septic_pumping_3x5",
        "Dunmore Septic pumped out five septic tanks last week. Match each tank's size to its owner and the town "
        "it's in.",
        [("sizes", ["750 gallons", "1,000 gallons", "1,250 gallons", "1,500 gallons", "1,750 gallons"]),
         ("owners", ["Bristow", "Eckhart", "Lindqvist", "Pemberton", "Trujillo"]),
         ("towns", ["Ashby", "Colfax", "Millbrook", "Sparta", "Wendell"])],
        [("The tank in Colfax holds 500 gallons more than Bristow's.", more_by("sizes", "Colfax", "Bristow", 500)),
         ("Trujillo's tank is either the 1,000-gallon tank or the one in Millbrook.",
          either("Trujillo", "1,000 gallons", "Millbrook")),
         ("The Sparta tank is smaller than the Ashby tank.", more("sizes", "Ashby", "Sparta")),
         ("Lindqvist's tank holds 250 gallons more than the tank in Wendell.",
          more_by("sizes", "Lindqvist", "Wendell", 250)),
         ("The five tanks are Eckhart's, the 750-gallon tank, the one in Ashby, Bristow's and the Millbrook tank.",
          distinct("Eckhart", "750 gallons", "Ashby", "Bristow", "Millbrook")),
         ("Eckhart's tank is larger than Trujillo's.", more("sizes", "Eckhart", "Trujillo")),
        ]),

    # ---------------------------------------------------------------- 3 saddle orders
    Puzzle("saddle_orders_3x4",
        "Cody Creek Saddlery has four custom saddles on order. Match each saddle's price to the rider who ordered "
        "it and its style.",
        [("prices", ["$1,850", "$2,100", "$2,350", "$2,600"]),
         ("riders", ["Cheyenne", "Dusty", "Maverick", "Wren"]),
         ("styles", ["barrel", "cutting", "ranch", "roping"])],
        [("The cutting saddle costs $500 more than Maverick's.", more_by("prices", "cutting", "Maverick", 500)),
         ("Wren's saddle costs less than the barrel saddle.", more("prices", "barrel", "Wren")),
         ("The ranch saddle costs $250 more than the barrel saddle.", more_by("prices", "ranch", "barrel", 250)),
         ("Dusty paid more than Cheyenne.", more("prices", "Dusty", "Cheyenne")),
        ]),

    # ---------------------------------------------------------------- 4 ukulele orders
    Puzzle("ukulele_orders_3x5",
        "A luthier in Hilo is building five custom ukuleles this year. Match each ukulele's price to its buyer "
        "and the month it will be finished.",
        [("prices", ["$450", "$525", "$600", "$675", "$750"]),
         ("buyers", ["Kalani", "Leilani", "Makoa", "Noelani", "Palila"]),
         ("months", ["March", "April", "May", "June", "July"])],
        [("The ukulele due in July costs $150 more than Makoa's.", more_by("prices", "July", "Makoa", 150)),
         ("Palila's ukulele will be finished 3 months before Makoa's.", more_by("months", "Makoa", "Palila", 3)),
         ("Of Leilani's ukulele and the $675 one, one is due in April and the other is due in May.",
          pair("Leilani", "$675", "April", "May")),
         ("Noelani's instrument costs $75 more than Kalani's.", more_by("prices", "Noelani", "Kalani", 75)),
         ("The $750 ukulele will be ready sometime after the $525 one.", more("months", "$750", "$525")),
         ("Noelani's ukulele will be finished 1 month after Palila's.", more_by("months", "Noelani", "Palila", 1)),
        ],
        numbers={"months": [3, 4, 5, 6, 7]}),

    # ---------------------------------------------------------------- 5 stair lifts
    Puzzle("stair_lifts_4x4",
        "Last week Summit Mobility installed four stair lifts. Match each installation's day to the client, the "
        "town and the brand of lift.",
        [("days", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
         ("clients", ["Mr. Delacroix", "Mr. Villanueva", "Mrs. Ashworth", "Mrs. Greer"]),
         ("towns", ["Elmira", "Ithaca", "Owego", "Vestal"]),
         ("brands", ["Acorn", "Bruno", "Handicare", "Stannah"])],
        [("The Bruno lift was installed 2 days before Mrs. Ashworth's.",
          more_by("days", "Mrs. Ashworth", "Bruno", 2)),
         ("The Ithaca client is either Mr. Delacroix or the client who got the Acorn lift.",
          either("Ithaca", "Mr. Delacroix", "Acorn")),
         ("Mrs. Greer's lift went in sometime before the Handicare lift.", more("days", "Handicare", "Mrs. Greer")),
         ("The Stannah lift wasn't installed in Owego.", differ("Stannah", "Owego")),
         ("Of the Vestal job and Mr. Villanueva's job, one was on Monday and the other got the Acorn lift.",
          pair("Vestal", "Mr. Villanueva", "Monday", "Acorn")),
         ("The Elmira installation was 1 day after the Owego installation.", more_by("days", "Elmira", "Owego", 1)),
         ("Mr. Villanueva's lift was installed sometime before Mrs. Greer's.",
          more("days", "Mrs. Greer", "Mr. Villanueva")),
        ],
        numbers={"days": [1, 2, 3, 4]}),

    # ---------------------------------------------------------------- 6 surveying jobs
    Puzzle("surveying_jobs_4x5",
        "Meridian Land Surveying completed five property surveys this spring. Match each property's acreage to "
        "its owner, its town and the date the survey was completed.",
        [("acreages", ["2 acres", "5 acres", "8 acres", "11 acres", "14 acres"]),
         ("owners", ["Brannigan", "Castellanos", "Holloway", "Okafor", "Ruskin"]),
         ("towns", ["Dover", "Fairview", "Kingston", "Lebanon", "Salem"]),
         ("dates", ["April 4th", "April 11th", "April 18th", "April 25th", "May 2nd"])],
        [("The Kingston survey covered 6 acres more than Brannigan's property.",
          more_by("acreages", "Kingston", "Brannigan", 6)),
         ("Okafor's survey was completed 2 weeks after Brannigan's.", more_by("dates", "Okafor", "Brannigan", 14)),
         ("The survey finished on May 2nd covered 3 fewer acres than the Lebanon survey.",
          more_by("acreages", "Lebanon", "May 2nd", 3)),
         ("Of Holloway's property and the Salem property, one is 2 acres and the other was surveyed on April 25th.",
          pair("Holloway", "Salem", "2 acres", "April 25th")),
         ("Ruskin's property isn't in Fairview.", differ("Ruskin", "Fairview")),
         ("The 14-acre survey was completed 1 week after the 8-acre survey.",
          more_by("dates", "14 acres", "8 acres", 7)),
         ("Okafor's property is 9 acres smaller than Holloway's.", more_by("acreages", "Holloway", "Okafor", 9)),
         ("Okafor's survey was completed sometime before Ruskin's.", more("dates", "Ruskin", "Okafor")),
        ],
        numbers={"dates": [4, 11, 18, 25, 32]}),

    # ---------------------------------------------------------------- 7 ships in bottles
    Puzzle("ships_in_bottles_4x5",
        "A maritime museum has put five antique ships in bottles from its collection on display. Match each "
        "model's year to the ship it depicts, its maker and the length of its bottle.",
        [("years", ["1884", "1891", "1898", "1905", "1912"]),
         ("ships", ["Bounty", "Cutty Sark", "Endeavour", "Mayflower", "Victory"]),
         ("makers", ["Ambrose", "Ezekiel", "Fitch", "Gideon", "Quincy"]),
         ("bottles", ["6 inches", "8 inches", "10 inches", "12 inches", "14 inches"])],
        [("The Mayflower model was made 14 years before the Bounty.", more_by("years", "Bounty", "Mayflower", 14)),
         ("Fitch's bottle is 2 inches shorter than the Victory's.", more_by("bottles", "Victory", "Fitch", 2)),
         ("The 12-inch bottle dates from sometime after Quincy's model.", more("years", "12 inches", "Quincy")),
         ("Of the Cutty Sark and the 1912 model, one is by Fitch and the other is in the 6-inch bottle.",
          pair("Cutty Sark", "1912", "Fitch", "6 inches")),
         ("Gideon's bottle is 4 inches shorter than Quincy's.", more_by("bottles", "Quincy", "Gideon", 4)),
         ("Ambrose's model was made 7 years after the Mayflower model.", more_by("years", "Ambrose", "Mayflower", 7)),
         ("The Victory model was made sometime before the Cutty Sark model.",
          more("years", "Cutty Sark", "Victory")),
         ("The Bounty model was made 7 years before the Endeavour model.",
          more_by("years", "Endeavour", "Bounty", 7)),
         ("Gideon's model was made sometime before Quincy's.", more("years", "Quincy", "Gideon")),
        ]),

    # ---------------------------------------------------------------- 8 yarn dyeing
    Puzzle("yarn_dyeing_4x5",
        "Five hand-dyers sold out of their favorite colorways at the Rhinebeck sheep and wool festival. Match "
        "each number of skeins sold to the dyer, her colorway and its fiber.",
        [("sales", ["18 skeins", "22 skeins", "26 skeins", "30 skeins", "34 skeins"]),
         ("dyers", ["Beatrix", "Clementine", "Ingrid", "Rosalind", "Sunniva"]),
         ("colorways", ["Autumn Ember", "Blue Heron", "Moss Agate", "Plum Jam", "Sea Foam"]),
         ("fibers", ["alpaca", "cashmere", "merino", "mohair", "silk blend"])],
        [("Sunniva sold 8 more skeins than the dyer of the mohair.", more_by("sales", "Sunniva", "mohair", 8)),
         ("The Blue Heron colorway is either Ingrid's or the merino yarn.", either("Blue Heron", "Ingrid", "merino")),
         ("Moss Agate sold 4 more skeins than the alpaca colorway.", more_by("sales", "Moss Agate", "alpaca", 4)),
         ("The cashmere yarn sold 12 more skeins than Beatrix's.", more_by("sales", "cashmere", "Beatrix", 12)),
         ("Rosalind's colorway isn't Plum Jam.", differ("Rosalind", "Plum Jam")),
         ("The five colorways are Sea Foam, Clementine's, the merino, the 26-skein colorway and Ingrid's.",
          distinct("Sea Foam", "Clementine", "merino", "26 skeins", "Ingrid")),
         ("Clementine's colorway sold 8 more skeins than Plum Jam.", more_by("sales", "Clementine", "Plum Jam", 8)),
         ("Ingrid sold more skeins than Clementine.", more("sales", "Ingrid", "Clementine")),
        ]),

    # ---------------------------------------------------------------- 9 water polo
    Puzzle("water_polo_4x5",
        "The Coral Bay Sharks' water polo season has just ended. Match each of the team's five top scorers to his "
        "goal total, his hometown and his age.",
        [("goals", ["14 goals", "19 goals", "24 goals", "29 goals", "34 goals"]),
         ("players", ["Anders", "Dimitri", "Ignacio", "Luca", "Stavros"]),
         ("hometowns", ["Fresno", "Long Beach", "Modesto", "Stockton", "Visalia"]),
         ("ages", ["19", "22", "25", "28", "31"])],
        [("The player from Fresno scored 10 more goals than Luca.", more_by("goals", "Fresno", "Luca", 10)),
         ("Anders is 12 years older than Stavros.", more_by("ages", "Anders", "Stavros", 12)),
         ("The 28-year-old scored 5 fewer goals than the Long Beach native.",
          more_by("goals", "Long Beach", "28", 5)),
         ("Of Ignacio and the 25-year-old, one is from Long Beach and the other scored 14 goals.",
          pair("Ignacio", "25", "Long Beach", "14 goals")),
         ("The Stockton player is older than Dimitri.", more("ages", "Stockton", "Dimitri")),
         ("The 22-year-old scored more goals than the player from Visalia.", more("goals", "22", "Visalia")),
         ("Dimitri is 3 years older than the player who scored 14 goals.",
          more_by("ages", "Dimitri", "14 goals", 3)),
         ("The Modesto native scored fewer goals than the Visalia native.", more("goals", "Visalia", "Modesto")),
         ("Anders scored fewer goals than Ignacio.", more("goals", "Ignacio", "Anders")),
        ]),

    # ---------------------------------------------------------------- 10 zine fair
    Puzzle("zine_fair_4x6",
        "Six self-publishers sold their newest zines at the Portland Zine Symposium. Match each zine's price to "
        "its title, its author and its page count.",
        [("prices", ["$2", "$3", "$4", "$5", "$6", "$7"]),
         ("titles", ["Bus Stop Poems", "Cheap Eats", "Gutter Punk", "Moth Diaries", "Rust Belt", "Static"]),
         ("authors", ["Bex", "Juniper", "Oakley", "Rowan", "Sasha", "Theo"]),
         ("pages", ["12 pages", "16 pages", "20 pages", "24 pages", "28 pages", "32 pages"])],
        [("Rowan's zine costs $2 more than Theo's.", more_by("prices", "Rowan", "Theo", 2)),
         ("The 32-page zine sells for $3 more than Cheap Eats.", more_by("prices", "32 pages", "Cheap Eats", 3)),
         ("Of Gutter Punk and the $5 zine, one is by Oakley and the other runs 20 pages.",
          pair("Gutter Punk", "$5", "Oakley", "20 pages")),
         ("Moth Diaries has 8 more pages than Juniper's zine.", more_by("pages", "Moth Diaries", "Juniper", 8)),
         ("Static is 4 pages longer than Bex's zine.", more_by("pages", "Static", "Bex", 4)),
         ("The six zines are Bus Stop Poems, Theo's, the $7 zine, the 28-page zine, Juniper's and the 12-page "
          "zine.", distinct("Bus Stop Poems", "Theo", "$7", "28 pages", "Juniper", "12 pages")),
         ("Oakley's zine is 4 pages shorter than Moth Diaries.", more_by("pages", "Moth Diaries", "Oakley", 4)),
         ("Rust Belt costs $1 more than Moth Diaries.", more_by("prices", "Rust Belt", "Moth Diaries", 1)),
        ]),

    # ---------------------------------------------------------------- 11 tapestry restorations
    Puzzle("tapestry_restorations_4x6",
        "The textile conservation studio at the Hartwell Institute restored six antique tapestries last year. "
        "Match each tapestry's year to its subject, the conservator who restored it and the hours spent on it.",
        [("years", ["1520", "1545", "1570", "1595", "1620", "1645"]),
         ("subjects", ["Annunciation", "Boar Hunt", "Harvest", "Orpheus", "Siege of Troy", "Unicorn"]),
         ("conservators", ["Bergstrom", "Delacourt", "Fenwick", "Marchetti", "Oyelaran", "Yarborough"]),
         ("hours", ["120 hours", "160 hours", "200 hours", "240 hours", "280 hours", "320 hours"])],
        [("The Boar Hunt was woven 50 years after Yarborough's tapestry.",
          more_by("years", "Boar Hunt", "Yarborough", 50)),
         ("Marchetti spent 40 fewer hours than Fenwick.", more_by("hours", "Fenwick", "Marchetti", 40)),
         ("The Orpheus tapestry took 120 hours more than the Siege of Troy.",
          more_by("hours", "Orpheus", "Siege of Troy", 120)),
         ("Of the Unicorn and the 1620 tapestry, one was restored by Fenwick and the other took 240 hours.",
          pair("Unicorn", "1620", "Fenwick", "240 hours")),
         ("Delacourt's tapestry was woven 25 years after Fenwick's.", more_by("years", "Delacourt", "Fenwick", 25)),
         ("Bergstrom spent more hours than Marchetti.", more("hours", "Bergstrom", "Marchetti")),
         ("Fenwick's tapestry took 160 hours more than the 1545 tapestry.",
          more_by("hours", "Fenwick", "1545", 160)),
         ("The Annunciation was woven 100 years after Marchetti's tapestry.",
          more_by("years", "Annunciation", "Marchetti", 100)),
         ("The Annunciation was woven 25 years after Oyelaran's tapestry.",
          more_by("years", "Annunciation", "Oyelaran", 25)),
        ]),

    # ---------------------------------------------------------------- 12 sea glass
    Puzzle("sea_glass_3x5",
        "Five beachcombers each spent a morning hunting for sea glass along the Delaware shore. Match each "
        "beachcomber's count to her name and the rarest color she found.",
        [("counts", ["23 pieces", "31 pieces", "39 pieces", "47 pieces", "55 pieces"]),
         ("beachcombers", ["Delphine", "Harriet", "Marguerite", "Philippa", "Winifred"]),
         ("colors", ["cobalt", "lavender", "orange", "red", "teal"])],
        [("The one who found red glass collected 16 fewer pieces than Winifred.",
          more_by("counts", "Winifred", "red", 16)),
         ("Harriet found more pieces than Philippa.", more("counts", "Harriet", "Philippa")),
         ("Of Marguerite and the one who found orange, one collected 55 pieces and the other collected 47 pieces.",
          pair("Marguerite", "orange", "55 pieces", "47 pieces")),
         ("The cobalt finder picked up 8 pieces more than Harriet.", more_by("counts", "cobalt", "Harriet", 8)),
         ("Neither Delphine nor Harriet found lavender.", distinct("Delphine", "Harriet", "lavender")),
         ("Marguerite collected 16 more pieces than Winifred.", more_by("counts", "Marguerite", "Winifred", 16)),
         ("Delphine collected more pieces than Harriet.", more("counts", "Delphine", "Harriet")),
        ]),

    # ---------------------------------------------------------------- 13 urban sketchers
    Puzzle("urban_sketchers_4x6",
        "Six members of the Savannah Urban Sketchers spent Saturday drawing in the historic district. Match each "
        "member's number of sketches to the member, the landmark drawn and the medium used.",
        [("sketches", ["3 sketches", "4 sketches", "5 sketches", "6 sketches", "7 sketches", "8 sketches"]),
         ("sketchers", ["Anouk", "Benedikt", "Calloway", "Esme", "Florian", "Georgette"]),
         ("landmarks", ["City Market", "Forsyth Fountain", "Mercer House", "Owens-Thomas House", "River Street",
                        "Wormsloe"]),
         ("media", ["charcoal", "gouache", "ink", "pastel", "pencil", "watercolor"])],
        [("The watercolor painter made 2 more sketches than Esme.", more_by("sketches", "watercolor", "Esme", 2)),
         ("Of Calloway and the person who drew Wormsloe, one used charcoal and the other made 7 sketches.",
          pair("Calloway", "Wormsloe", "charcoal", "7 sketches")),
         ("Benedikt made 4 more sketches than Florian.", more_by("sketches", "Benedikt", "Florian", 4)),
         ("The one who drew the Mercer House made fewer sketches than the ink artist.",
          more("sketches", "ink", "Mercer House")),
         ("The gouache artist made 3 more sketches than the person at Forsyth Fountain.",
          more_by("sketches", "gouache", "Forsyth Fountain", 3)),
         ("The River Street sketcher made 1 fewer sketch than Anouk.",
          more_by("sketches", "Anouk", "River Street", 1)),
         ("The pencil artist made 3 more sketches than the ink artist.", more_by("sketches", "pencil", "ink", 3)),
         ("The City Market sketcher made 1 fewer sketch than the Owens-Thomas House sketcher.",
          more_by("sketches", "Owens-Thomas House", "City Market", 1)),
        ]),

    # ---------------------------------------------------------------- 14 wind chimes
    Puzzle("wind_chimes_3x4",
        "Windsong Crafts sold four handmade wind chimes at the Saturday market. Match each chime's price to its "
        "buyer and the material it was made from.",
        [("prices", ["$35", "$45", "$55", "$65"]),
         ("buyers", ["Cordelia", "Jasper", "Marisa", "Thaddeus"]),
         ("materials", ["bamboo", "copper", "seashell", "steel"])],
        [("The copper chime cost $20 more than Marisa's.", more_by("prices", "copper", "Marisa", 20)),
         ("Jasper paid less than the buyer of the steel chime.", more("prices", "steel", "Jasper")),
         ("Cordelia's chime was either the seashell chime or the $45 chime.",
          either("Cordelia", "seashell", "$45")),
         ("The bamboo chime cost $20 less than Cordelia's.", more_by("prices", "Cordelia", "bamboo", 20)),
        ]),

    # ================================================================ Dell and Penny Press problems
    # ---------------------------------------------------------------- 15 yodeling contest
    Puzzle("yodeling_contest_4x4",
        "Four yodelers competed in the yodeling contest at this year's Swiss Days festival in Midway, Utah. Each "
        "came from a different town and was accompanied by a different instrument, and the judges ranked them "
        "first through fourth. From the clues, can you determine each yodeler's hometown, instrument and place?",
        [("yodelers", ["Gretchen", "Heidi", "Klaus", "Werner"]),
         ("towns", ["Heber", "Kamas", "Midway", "Park City"]),
         ("instruments", ["accordion", "alphorn", "fiddle", "zither"]),
         ("places", ["first", "second", "third", "fourth"])],
        [("Klaus, who was accompanied by an accordion, finished two places ahead of the yodeler from Heber.",
          all_of(same("Klaus", "accordion"), more_by("places", "Heber", "Klaus", 2))),
         ("The yodeler from Midway placed last, one spot behind the one accompanied on the fiddle.",
          all_of(highest("places", "Midway"), more_by("places", "Midway", "fiddle", 1))),
         ("Gretchen, who isn't from Park City, beat Werner.",
          all_of(differ("Gretchen", "Park City"), more("places", "Werner", "Gretchen"))),
         ("Heidi, who wasn't accompanied by the zither, finished behind Werner.",
          all_of(differ("Heidi", "zither"), more("places", "Heidi", "Werner"))),
        ]),

    # ---------------------------------------------------------------- 16 turtle races
    Puzzle("turtle_races_4x5",
        "Every Fourth of July the town of Riverton holds turtle races for the kids on the courthouse lawn. This "
        "year five children entered a turtle each, and no two turtles were of the same kind. From the clues, "
        "determine each child's turtle, its kind and the place it finished.",
        [("children", ["Billy", "Cody", "Jolene", "Marcy", "Skeeter"]),
         ("turtles", ["Flash", "Rocket", "Speedy", "Tank", "Zippy"]),
         ("kinds", ["box turtle", "map turtle", "painted turtle", "slider", "snapper"]),
         ("places", ["1st", "2nd", "3rd", "4th", "5th"])],
        [("Jolene's turtle, Flash, beat the slider.",
          all_of(same("Jolene", "Flash"), more("places", "slider", "Jolene"))),
         ("Tank, a snapper, crawled in right behind Marcy's turtle.",
          all_of(same("Tank", "snapper"), more_by("places", "Tank", "Marcy", 1))),
         ("Billy, whose turtle isn't Zippy, finished one place behind Skeeter and one place ahead of Marcy.",
          all_of(differ("Billy", "Zippy"), more_by("places", "Billy", "Skeeter", 1),
                 more_by("places", "Marcy", "Billy", 1))),
         ("The map turtle finished three places behind the painted turtle.",
          more_by("places", "map turtle", "painted turtle", 3)),
         ("Speedy, the slider, finished ahead of Billy's turtle.",
          all_of(same("Speedy", "slider"), more("places", "Billy", "Speedy"))),
        ]),

    # ---------------------------------------------------------------- 17 wreath sale
    Puzzle("wreath_sale_4x4",
        "The four members of the Greenfield Garden Club each made a wreath for the club's holiday sale. Each used "
        "a different greenery and a different color of ribbon, and each wreath sold at a different price. From "
        "the clues, can you find each woman's greenery, ribbon and price?",
        [("members", ["Doris", "Florence", "Irene", "Opal"]),
         ("greenery", ["boxwood", "cedar", "fir", "magnolia"]),
         ("ribbons", ["burgundy", "gold", "plaid", "silver"]),
         ("prices", ["$30", "$35", "$40", "$45"])],
        [("The magnolia wreath, which had a burgundy bow, brought $5 more than Doris's wreath.",
          all_of(same("magnolia", "burgundy"), more_by("prices", "magnolia", "Doris", 5))),
         ("Opal's wreath, which sold for $35, wasn't tied with gold ribbon.",
          all_of(same("Opal", "$35"), differ("Opal", "gold"))),
         ("Irene's fir wreath, which wasn't trimmed with gold, sold for less than the one with the plaid bow.",
          all_of(same("Irene", "fir"), differ("Irene", "gold"), more("prices", "plaid", "Irene"))),
         ("Doris's cedar wreath sold for $5 more than the boxwood one.",
          all_of(same("Doris", "cedar"), more_by("prices", "Doris", "boxwood", 5))),
        ]),

    # ---------------------------------------------------------------- 18 town criers
    Puzzle("town_criers_4x5",
        "Five town criers in full colonial dress competed in the town crier competition at Heritage Days in New "
        "Castle, Delaware. Each represented a different town and wore a coat of a different color, and each "
        "received a different score from the judges. From the clues, determine each crier's town, coat color and "
        "score.",
        [("criers", ["Abner", "Ezra", "Josiah", "Nathaniel", "Silas"]),
         ("towns", ["Annapolis", "Dover", "Lewes", "Odessa", "Smyrna"]),
         ("coats", ["blue", "brown", "green", "purple", "red"]),
         ("scores", ["82 points", "85 points", "88 points", "91 points", "94 points"])],
        [("Ezra, the crier from Annapolis, won the competition, three points ahead of the man in green.",
          all_of(same("Ezra", "Annapolis"), highest("scores", "Ezra"), more_by("scores", "Ezra", "green", 3))),
         ("The crier in the brown coat scored three points more than Josiah, whose coat was blue.",
          all_of(more_by("scores", "brown", "Josiah", 3), same("Josiah", "blue"))),
         ("Nathaniel, who isn't from Odessa, scored more than Abner, who wore purple.",
          all_of(differ("Nathaniel", "Odessa"), more("scores", "Nathaniel", "Abner"), same("Abner", "purple"))),
         ("The crier from Lewes scored 88 points.", same("Lewes", "88 points")),
         ("The man from Smyrna scored lowest.", lowest("scores", "Smyrna")),
         ("Abner outscored Silas.", more("scores", "Abner", "Silas")),
        ]),

    # ---------------------------------------------------------------- 19 scrimshaw
    Puzzle("scrimshaw_carvers_3x4",
        "At the whaling museum's summer craft fair, four scrimshanders each showed a different piece of "
        "scrimshaw, engraved with a different scene. From the clues, can you match each artist with his piece "
        "and its subject?",
        [("artists", ["Ebenezer", "Hollis", "Tobias", "Zebulon"]),
         ("pieces", ["busk", "cane handle", "powder horn", "tooth"]),
         ("subjects", ["clipper ship", "compass rose", "lighthouse", "whale hunt"])],
        [("Neither Tobias nor Zebulon engraved the tooth or the powder horn.",
          all_of(differ("Tobias", "tooth"), differ("Tobias", "powder horn"), differ("Zebulon", "tooth"),
                 differ("Zebulon", "powder horn"))),
         ("The lighthouse was engraved on the powder horn.", same("lighthouse", "powder horn")),
         ("Ebenezer didn't engrave the lighthouse.", differ("Ebenezer", "lighthouse")),
         ("The compass rose decorates the cane handle, which isn't Tobias's work.",
          all_of(same("compass rose", "cane handle"), differ("cane handle", "Tobias"))),
         ("The whale hunt isn't on the busk.", differ("whale hunt", "busk")),
        ]),

    # ---------------------------------------------------------------- 20 sock hop
    Puzzle("sock_hop_4x4",
        "Four couples danced the night away at the Rotary Club's fifties sock hop. From the clues, can you find "
        "each woman's partner, the color of her poodle skirt and the song the couple requested?",
        [("women", ["Betty", "Darlene", "Peggy", "Sue"]),
         ("men", ["Bobby", "Eddie", "Frankie", "Ritchie"]),
         ("skirts", ["aqua", "black", "pink", "yellow"]),
         ("songs", ["At the Hop", "Blue Suede Shoes", "Great Balls of Fire", "Rock Around the Clock"])],
        [("Betty, whose skirt was pink, didn't dance with Bobby or Eddie.",
          all_of(same("Betty", "pink"), differ("Betty", "Bobby"), differ("Betty", "Eddie"))),
         ("The woman in the black skirt danced with Bobby and requested \"Rock Around the Clock.\"",
          all_of(same("black", "Bobby"), same("black", "Rock Around the Clock"))),
         ("Ritchie's partner, who isn't Sue, requested \"At the Hop.\"",
          all_of(differ("Ritchie", "Sue"), same("Ritchie", "At the Hop"))),
         ("Sue, who didn't wear yellow, and her partner requested \"Blue Suede Shoes.\"",
          all_of(differ("Sue", "yellow"), same("Sue", "Blue Suede Shoes"))),
         ("Peggy didn't dance with Frankie or Eddie, and Darlene didn't wear yellow.",
          all_of(differ("Peggy", "Frankie"), differ("Peggy", "Eddie"), differ("Darlene", "yellow"))),
        ]),
)
PUZZLES = {p.name: p for p in _PUZZLES}
