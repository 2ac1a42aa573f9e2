"""What each clue of the fifty-first batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the fifty-first author was asked for, written apart from pylogic's reader on themes new to
the set: all of them grids as Puzzle Baron's logic-puzzles.org and its printed books print them, at the site's five
sizes (categories x values): four of 3x4 (an appliance repairman's house calls, a calligrapher's commissions, furnace
tune-ups in October, a cemetery society's headstone cleaning), four of 3x5 (a deck builder's spring jobs, fence
staining jobs, ghostwritten celebrity memoirs, DNA ancestry test customers), four of 4x4 (avalanches investigated
by a forecast center, billboards along a highway, a hackathon's finishing order, forged paintings exposed by an art
squad), four of 4x5 (decoys sold at a waterfowl festival, hurling clubs' league points, breakfast cereals in a food
museum, new cell towers in a county) and four of 4x6 (finalists of a song contest, plants at a carnivorous plant
sale, a country's redesigned banknotes, domino toppling displays at a festival), each with the site's opening ("...
Match each ... to ...").

Their categories are the full spread such grids use: first names ("Delphine", "Imani", "Anneliese"), full names
("Brock Dalton", "Gemma Price"), surnames with titles ("Mr. Garvey", "Mrs. Castillo", "Ms. Vance") and without
("Aldridge", "Halloran", "Moravec"), places ("Holbrook", "Havre de Grace", "St. Michaels", "Hangman's Face", "Wallins
Creek", "Portugal", "Toomevara"), things and names of things ("pressure-treated pine", "driftwood gray", "Venus
flytrap", "Big Tom's Diner", "The Recursives", "Run to Me", "West African"), and numbered or ordered ones as the site
prints them: times of day ("8:00am" to "12:30pm", "10:00am" to "3:00pm"), dates ("October 3rd" to "October 6th"),
months ("January" to "April"), years ("1854" to "1893", "1994" to "2003", "1952" to "1976", "2011" to "2019", "2012"
to "2017"), ages ("24" to "52"), ordinals ("1st" to "4th"), prices ("$40" to "$85", "$900" to "$1,500", "$200,000"
to "$800,000", "$150" to "$350", "$8" to "$18"), heights ("16 ft" to "28 ft", "100 ft" to "180 ft", "4 inches" to
"14 inches") and counts with units ("120 sq ft" to "280 sq ft", "3 hours" to "7 hours", "180 pages" to "300 pages",
"2 feet" to "5 feet", "8 points" to "16 points", "50 points" to "175 points", "5 crowns" to "200 crowns", "5,000
dominoes" to "30,000 dominoes").

The clues are the site's formulaic sentences: comparisons with amounts ("was 90 minutes after", "was 3 hours after",
"cost $30 more than", "cost $15 less than", "was serviced 2 days after", "was serviced 1 day before", "dates from 13
years after", "is 26 years older than" (of headstones), "is 80 sq ft smaller than", "is 40 sq ft larger than", "took 3
hours longer than", "took 1 hour more than", "took 2 hours less than", "took 3 hours less than", "is 30 pages shorter
than", "is 7 years older than", "is 14 years younger than", "was 1 foot deeper than", "ran 1 month after", "rents for
$400 more per month than", "is 4 ft taller than", "finished 2 places ahead of", "finished one place behind",
"finished 1 place ahead of", "sold for $400,000 more than", "was exposed 6 years before", "sold for $100 less than",
"cost $50 more than", "cost $200 more than", "finished with 4 more points than", "has 4 fewer points than", "has 2
more points than", "came out 12 years after", "was launched 12 years after", "came out 6 years before", "is 60 ft
taller than", "was built 4 years after", "is 40 ft shorter than", "is 20 ft taller than", "was built 8 years before",
"got 75 points more than", "received 50 points more than", "scored 25 points fewer than", "scored 100 points fewer
than", "is 8 inches taller than", "is 4 inches shorter than", "costs $2 more than", "costs $4 less than", "was issued 2
years after", "was issued 4 years before", "is worth twice as much as", "used 15,000 more dominoes than", "had 10,000
fewer dominoes than", "was toppled 2 hours after", "went down 1 hour before", "was toppled 3 hours before") and
without ("sometime after", "sometime before", "came sometime before", "paid less than", "is older than" (of
headstones), "is larger than", "has more pages than", "sold for more than", "cost more than", "scored more points
than", "has more points than", "finished with fewer points than", "came out sometime after", "was built sometime
before", "costs more than", "is worth more than", "is worth less than", "was issued sometime before"); "Of A and B,
one ... and the other ..." ("Of Georgina and the client who paid $55, one ordered the poem and the other ordered the
family tree", "Of Marisol and the 52-year-old, one has Iberian ancestry and the other is Everett", "Of Ivo and the
singer of Fireline, one represented Estonia and the other scored 75 points"); "either" ("Mrs. Castillo's appointment
was either the dryer or the 12:30pm call", "The October 3rd tune-up was either the Rheem or the job in Bellmont", "The
16 ft billboard is either the one for Lucky Dog Tires or the one near Eureka", "The maroon club is either Toomevara or
the team captained by Donal", "The $18 plant is either Desmond's or the bladderwort"); "Neither A nor B ..." ("Neither
the Pettibone headstone nor the 1880 headstone is made of slate", "Neither Roderick nor the 45-year-old has Iberian
ancestry", "Neither Cashel nor the 16-point club wears red"); lists ("The five memoirs are ...", "The five decoys are
...", "The six entries are ...", "The six plants are ...", "The six notes are ...", "The six displays are ...");
negations ("Farrah didn't order the poem", "The Amana furnace isn't in Bellmont", "The natural stain wasn't used on
Mr. Ellison's fence", "Petra didn't investigate the slide on Hangman's Face", "The Null Pointers didn't use Python",
"The Matisse wasn't exposed in 2003", "Donal doesn't captain Moycarkey"); values named with a hyphen or a unit ("the
3-hour job", "the 270-page book", "the 24-year-old", "the 5-foot slide", "the 16-point club", "the 100-point entry",
"the 12-inch plant", "the 100-crown note", "the 15,000-domino display", "the 160 sq ft deck", "the 28 ft billboard",
"the 100 ft tower", "the $600,000 painting", "the 1:00pm display"); things named by what they are or carry ("The
customer with Irish roots", "The club in green", "The bear's cereal", "The fake Monet", "the note showing Moravec",
"Malta" for Malta's entry, "Katla's entry", "the singer of Fireline").

The conventions the predicates assume. Logic words: two things compared are two different rows; "either A or B"
means the thing named is exactly one of A and B; "Neither A nor B ... C" and "The five (six) ... are A, B, ..." are
all different rows; "Of A and B, one ... and the other ..." means A and B are two different rows that are the two
named in some order; "X wasn't ...", "X isn't ...", "X didn't ..." and "X doesn't ..." are two different rows; a
country, a club, a cereal, a team or a carrier named alone stands for its row ("Malta scored 25 points more than
Croatia", "The Bit Flippers finished one place behind the Python team"). Orders and amounts: times, dates, months,
years, ages, places, prices, heights, sizes, hours, pages, depths, points, crowns and dominoes count as the number
they print (``brute_force.number_of``: "$1,500" is 1500, "120 sq ft" is 120, "1st" is 1, "5,000 dominoes" is 5000),
or as the numbers a puzzle lists for a category whose values do not spell them ("October 3rd" is 3, January to April
are 1 to 4); clock times count as minutes of the day, so "90 minutes after" is 90 more, "3 hours after" 180 more and
"1 hour before" 60 fewer. "1 foot deeper" is one more of the "feet"; "twice as much as" is twice the number. "Before",
"less", "fewer", "smaller", "shorter", "younger" and (of places in a contest) "ahead of" are the smaller number;
"after", "more", "larger", "longer", "taller", "deeper", "older" (of people) and "behind" the larger; a headstone's
year is the year carved on it, so of headstones "older" is the earlier year and "26 years older than" 26 fewer.
Each puzzle lists its categories and sentences exactly as its ``puzzles/NAME.clues`` prints them;
``brute_force.solutions`` proves each answer unique and each clue needed (without any one of them the puzzle has
several solutions).
"""

from __future__ import annotations

from bench.handwritten.brute_force import Puzzle
from bench.handwritten.predicates import (
    differ,
    distinct,
    either,
    more,
    more_by,
    pair,
    times_as_much,
)

_PUZZLES = (
    # ================================================================ 3x4
    # ---------------------------------------------------------------- 1 appliance repairs
    Puzzle("appliance_repairs_3x4",
        "Fixit Appliance Service had four house calls on its schedule last Tuesday. Match each appointment time to "
        "the customer and the appliance that needed repair.",
        [("times", ["8:00am", "9:30am", "11:00am", "12:30pm"]),
         ("customers", ["Mr. Garvey", "Mr. Huang", "Mrs. Castillo", "Mrs. Ostrowski"]),
         ("appliances", ["dishwasher", "dryer", "oven", "refrigerator"])],
        [("The dishwasher repair was 90 minutes after Mr. Huang's appointment.",
          more_by("times", "dishwasher", "Mr. Huang", 90)),
         ("Mrs. Castillo's appointment was either the dryer or the 12:30pm call.",
          either("Mrs. Castillo", "dryer", "12:30pm")),
         ("Mr. Garvey's appointment was sometime after the refrigerator repair.",
          more("times", "Mr. Garvey", "refrigerator")),
         ("Mrs. Ostrowski's appointment was 3 hours after Mrs. Castillo's.",
          more_by("times", "Mrs. Ostrowski", "Mrs. Castillo", 180)),
        ]),

    # ---------------------------------------------------------------- 2 calligraphy commissions
    Puzzle("calligraphy_commissions_3x4",
        "Penwright Studio took four calligraphy commissions this month. Match each price to the client and the "
        "piece that was lettered.",
        [("prices", ["$40", "$55", "$70", "$85"]),
         ("clients", ["Delphine", "Farrah", "Georgina", "Lorelei"]),
         ("pieces", ["family tree", "place cards", "poem", "wedding vows"])],
        [("Of Georgina and the client who paid $55, one ordered the poem and the other ordered the family tree.",
          pair("Georgina", "$55", "poem", "family tree")),
         ("The wedding vows cost $30 more than Farrah's piece.", more_by("prices", "wedding vows", "Farrah", 30)),
         ("Lorelei paid less than Delphine.", more("prices", "Delphine", "Lorelei")),
         ("The place cards cost $15 less than the poem.", more_by("prices", "poem", "place cards", 15)),
         ("Farrah didn't order the poem.", differ("Farrah", "poem")),
        ]),

    # ---------------------------------------------------------------- 3 furnace tune-ups
    Puzzle("furnace_tuneups_3x4",
        "Comfort Zone Heating did four furnace tune-ups in the first week of October. Match each date to the town "
        "where the job was and the brand of the furnace.",
        [("dates", ["October 3rd", "October 4th", "October 5th", "October 6th"]),
         ("towns", ["Bellmont", "Carver", "Fairhaven", "Holbrook"]),
         ("brands", ["Amana", "Lennox", "Rheem", "Trane"])],
        [("The Lennox furnace was serviced 2 days after the Trane furnace.", more_by("dates", "Lennox", "Trane", 2)),
         ("The job in Holbrook was sometime before the job in Carver.", more("dates", "Carver", "Holbrook")),
         ("The October 3rd tune-up was either the Rheem or the job in Bellmont.",
          either("October 3rd", "Rheem", "Bellmont")),
         ("The Amana furnace isn't in Bellmont.", differ("Amana", "Bellmont")),
         ("The furnace in Fairhaven was serviced 1 day before the one in Bellmont.",
          more_by("dates", "Bellmont", "Fairhaven", 1)),
         ("The Trane furnace isn't in Carver.", differ("Trane", "Carver")),
        ],
        numbers={"dates": [3, 4, 5, 6]}),

    # ---------------------------------------------------------------- 4 gravestone cleaning
    Puzzle("gravestone_cleaning_3x4",
        "Volunteers from the Oak Hill Cemetery Society cleaned four weathered headstones last weekend. Match each "
        "headstone's year to the family name carved on it and the stone it is made of.",
        [("years", ["1854", "1867", "1880", "1893"]),
         ("families", ["Aldridge", "Beaumont", "Crowder", "Pettibone"]),
         ("stones", ["granite", "limestone", "marble", "slate"])],
        [("The Aldridge stone dates from 13 years after the marble stone.",
          more_by("years", "Aldridge", "marble", 13)),
         ("The 1893 headstone is either the limestone one or the Crowder one.",
          either("1893", "limestone", "Crowder")),
         ("Neither the Pettibone headstone nor the 1880 headstone is made of slate.",
          distinct("Pettibone", "1880", "slate")),
         ("The Crowder headstone is 26 years older than the Aldridge headstone.",
          more_by("years", "Aldridge", "Crowder", 26)),
         ("The marble headstone is older than the Beaumont headstone.", more("years", "Beaumont", "marble")),
        ]),

    # ================================================================ 3x5
    # ---------------------------------------------------------------- 5 deck building
    Puzzle("deck_building_3x5",
        "Timberline Decks built five backyard decks this spring. Match each deck's size to the homeowner and the "
        "decking material used.",
        [("sizes", ["120 sq ft", "160 sq ft", "200 sq ft", "240 sq ft", "280 sq ft"]),
         ("homeowners", ["Bradley", "Celeste", "Dominic", "Jolene", "Preston"]),
         ("materials", ["cedar", "composite", "ipe", "pressure-treated pine", "redwood"])],
        [("The redwood deck is 80 sq ft smaller than Celeste's.", more_by("sizes", "Celeste", "redwood", 80)),
         ("Of the composite deck and the 160 sq ft deck, one belongs to Dominic and the other belongs to Preston.",
          pair("composite", "160 sq ft", "Dominic", "Preston")),
         ("Bradley's deck is larger than the ipe deck.", more("sizes", "Bradley", "ipe")),
         ("The cedar deck is 40 sq ft larger than Jolene's.", more_by("sizes", "cedar", "Jolene", 40)),
         ("The pressure-treated pine deck is either Bradley's or the 200 sq ft deck.",
          either("pressure-treated pine", "Bradley", "200 sq ft")),
         ("Dominic's deck is larger than Bradley's.", more("sizes", "Dominic", "Bradley")),
        ]),

    # ---------------------------------------------------------------- 6 fence staining
    Puzzle("fence_staining_3x5",
        "Ridgeway Painting stained five wooden fences last month. Match each job's length to the homeowner and the "
        "color of the stain.",
        [("lengths", ["3 hours", "4 hours", "5 hours", "6 hours", "7 hours"]),
         ("homeowners", ["Mr. Ellison", "Mr. Tate", "Mrs. Lindgren", "Mrs. Royce", "Ms. Vance"]),
         ("stains", ["chestnut", "driftwood gray", "mahogany", "natural", "slate blue"])],
        [("Mrs. Lindgren's fence took 3 hours longer than the mahogany fence.",
          more_by("lengths", "Mrs. Lindgren", "mahogany", 3)),
         ("The chestnut job took 1 hour more than Ms. Vance's job.", more_by("lengths", "chestnut", "Ms. Vance", 1)),
         ("The natural stain wasn't used on Mr. Ellison's fence.", differ("natural", "Mr. Ellison")),
         ("Of the 3-hour job and Mr. Tate's job, one used natural stain and the other used mahogany.",
          pair("3 hours", "Mr. Tate", "natural", "mahogany")),
         ("The slate blue job took 2 hours less than the driftwood gray job.",
          more_by("lengths", "driftwood gray", "slate blue", 2)),
         ("Mr. Tate's fence took 3 hours less than Mrs. Lindgren's.",
          more_by("lengths", "Mrs. Lindgren", "Mr. Tate", 3)),
        ]),

    # ---------------------------------------------------------------- 7 ghostwriters
    Puzzle("ghostwriters_3x5",
        "Quillfeather Literary ghostwrote five celebrity memoirs last year. Match each book's length to the "
        "celebrity and his or her profession.",
        [("lengths", ["180 pages", "210 pages", "240 pages", "270 pages", "300 pages"]),
         ("celebrities", ["Brock Dalton", "Cass Moreno", "Dina Shaw", "Felix Ortega", "Gemma Price"]),
         ("professions", ["astronaut", "chef", "golfer", "rapper", "senator"])],
        [("The senator's memoir is 60 pages longer than the golfer's.", more_by("lengths", "senator", "golfer", 60)),
         ("Gemma Price's book is either the 270-page book or the chef's memoir.",
          either("Gemma Price", "270 pages", "chef")),
         ("The rapper's memoir has more pages than Gemma Price's.", more("lengths", "rapper", "Gemma Price")),
         ("Felix Ortega's memoir is 30 pages shorter than Brock Dalton's.",
          more_by("lengths", "Brock Dalton", "Felix Ortega", 30)),
         ("The five memoirs are Dina Shaw's, the chef's, the 240-page book, Gemma Price's and the rapper's.",
          distinct("Dina Shaw", "chef", "240 pages", "Gemma Price", "rapper")),
        ]),

    # ---------------------------------------------------------------- 8 DNA ancestry tests
    Puzzle("dna_ancestry_tests_3x5",
        "Five customers sent saliva samples to HelixRoots for DNA ancestry tests. Match each customer's age to his "
        "or her name and the region that made up the largest share of his or her results.",
        [("ages", ["24", "31", "38", "45", "52"]),
         ("customers", ["Everett", "Marisol", "Nadia", "Roderick", "Sunny"]),
         ("regions", ["Balkan", "Iberian", "Irish", "Nordic", "West African"])],
        [("The customer with Irish roots is 7 years older than Marisol.", more_by("ages", "Irish", "Marisol", 7)),
         ("The 24-year-old is either Sunny or the one with Balkan ancestry.", either("24", "Sunny", "Balkan")),
         ("Neither Roderick nor the 45-year-old has Iberian ancestry.", distinct("Roderick", "45", "Iberian")),
         ("The person with Nordic ancestry is 14 years younger than Roderick.",
          more_by("ages", "Roderick", "Nordic", 14)),
         ("Of Marisol and the 52-year-old, one has Iberian ancestry and the other is Everett.",
          pair("Marisol", "52", "Iberian", "Everett")),
         ("The West African customer is 14 years older than Marisol.",
          more_by("ages", "West African", "Marisol", 14)),
        ]),

    # ================================================================ 4x4
    # ---------------------------------------------------------------- 9 avalanche reports
    Puzzle("avalanche_reports_4x4",
        "The Granite Range Avalanche Center investigated four slides this year, one in each month from January to "
        "April. Match each month to the slope where the slide ran, the forecaster who investigated it and the depth "
        "of the slab.",
        [("months", ["January", "February", "March", "April"]),
         ("slopes", ["Baldy Chute", "Cirque Bowl", "Dogleg Gully", "Hangman's Face"]),
         ("forecasters", ["Anika", "Bjorn", "Cole", "Petra"]),
         ("depths", ["2 feet", "3 feet", "4 feet", "5 feet"])],
        [("The Cirque Bowl slide was 1 foot deeper than the Dogleg Gully slide.",
          more_by("depths", "Cirque Bowl", "Dogleg Gully", 1)),
         ("Anika investigated the slide that ran 1 month after Cole's.", more_by("months", "Anika", "Cole", 1)),
         ("The 5-foot slide was either the February slide or the one on Hangman's Face.",
          either("5 feet", "February", "Hangman's Face")),
         ("Of Bjorn and the 2-foot slide, one was in April and the other was on Hangman's Face.",
          pair("Bjorn", "2 feet", "April", "Hangman's Face")),
         ("The slide on Baldy Chute happened sometime before the one Bjorn investigated.",
          more("months", "Bjorn", "Baldy Chute")),
         ("Petra didn't investigate the slide on Hangman's Face.", differ("Petra", "Hangman's Face")),
         ("The Dogleg Gully slide came sometime before the slide Anika investigated.",
          more("months", "Anika", "Dogleg Gully")),
        ],
        numbers={"months": [1, 2, 3, 4]}),

    # ---------------------------------------------------------------- 10 billboard ads
    Puzzle("billboard_ads_4x4",
        "Four businesses rented billboards along Highway 50 this quarter. Match each monthly rent to the business, "
        "the town the billboard stands near and its height.",
        [("rents", ["$900", "$1,100", "$1,300", "$1,500"]),
         ("businesses", ["Big Tom's Diner", "Cactus Motel", "Desert Rose Casino", "Lucky Dog Tires"]),
         ("towns", ["Austin", "Ely", "Eureka", "Fallon"]),
         ("heights", ["16 ft", "20 ft", "24 ft", "28 ft"])],
        [("The Desert Rose Casino's billboard rents for $400 more per month than the one near Fallon.",
          more_by("rents", "Desert Rose Casino", "Fallon", 400)),
         ("The 28 ft billboard rents for $400 more than the Cactus Motel's.",
          more_by("rents", "28 ft", "Cactus Motel", 400)),
         ("The billboard near Ely is 4 ft taller than the one near Austin.", more_by("heights", "Ely", "Austin", 4)),
         ("Neither Lucky Dog Tires nor the $1,300 billboard is near Austin.",
          distinct("Lucky Dog Tires", "$1,300", "Austin")),
         ("The 16 ft billboard is either the one for Lucky Dog Tires or the one near Eureka.",
          either("16 ft", "Lucky Dog Tires", "Eureka")),
         ("The Cactus Motel's billboard isn't near Austin.", differ("Cactus Motel", "Austin")),
         ("The billboard near Eureka is taller than the one near Ely.", more("heights", "Eureka", "Ely")),
        ]),

    # ---------------------------------------------------------------- 11 hackathon teams
    Puzzle("hackathon_teams_4x4",
        "Four teams competed in the 24-hour Code Rush hackathon. Match each team's finishing place to its name, its "
        "captain and the programming language it used.",
        [("places", ["1st", "2nd", "3rd", "4th"]),
         ("teams", ["Bit Flippers", "Null Pointers", "Stack Smashers", "The Recursives"]),
         ("captains", ["Imani", "Kwame", "Lucia", "Tobias"]),
         ("languages", ["Go", "Python", "Rust", "Swift"])],
        [("The Rust team finished 2 places ahead of Imani's team.", more_by("places", "Imani", "Rust", 2)),
         ("The Bit Flippers finished one place behind the Python team.",
          more_by("places", "Bit Flippers", "Python", 1)),
         ("Of the Stack Smashers and Lucia's team, one finished first and the other used Go.",
          pair("Stack Smashers", "Lucia", "1st", "Go")),
         ("The team that used Swift finished 1 place ahead of Kwame's team.", more_by("places", "Kwame", "Swift", 1)),
         ("The Null Pointers didn't use Python.", differ("Null Pointers", "Python")),
        ]),

    # ---------------------------------------------------------------- 12 forged paintings
    Puzzle("forged_paintings_4x4",
        "Interpol's art squad has exposed four forged paintings that had sold at auction. Match each forgery's "
        "sale price to its forger, the artist he imitated and the year it was exposed.",
        [("prices", ["$200,000", "$400,000", "$600,000", "$800,000"]),
         ("forgers", ["Bauer", "Dufresne", "Halloran", "Morelli"]),
         ("artists", ["Degas", "Matisse", "Monet", "Renoir"]),
         ("years", ["1994", "1997", "2000", "2003"])],
        [("The fake Monet sold for $400,000 more than Morelli's forgery.",
          more_by("prices", "Monet", "Morelli", 400000)),
         ("The forgery exposed in 1997 sold for $200,000 more than Halloran's.",
          more_by("prices", "1997", "Halloran", 200000)),
         ("Bauer's forgery was exposed 6 years before the fake Renoir.", more_by("years", "Renoir", "Bauer", 6)),
         ("The Matisse wasn't exposed in 2003.", differ("Matisse", "2003")),
         ("Of the Degas and the $600,000 painting, one was exposed in 1994 and the other was forged by Halloran.",
          pair("Degas", "$600,000", "1994", "Halloran")),
         ("Dufresne's forgery sold for more than Halloran's.", more("prices", "Dufresne", "Halloran")),
        ]),

    # ================================================================ 4x5
    # ---------------------------------------------------------------- 13 decoy carvers
    Puzzle("decoy_carvers_4x5",
        "Five carvers sold decoys at the Chesapeake Waterfowl Festival. Match each decoy's price to its carver, the "
        "duck it depicts and the carver's hometown.",
        [("prices", ["$150", "$200", "$250", "$300", "$350"]),
         ("carvers", ["Amos", "Clayton", "Ephraim", "Hollis", "Wendell"]),
         ("ducks", ["canvasback", "mallard", "pintail", "redhead", "wigeon"]),
         ("hometowns", ["Crisfield", "Easton", "Havre de Grace", "Oxford", "St. Michaels"])],
        [("The canvasback sold for $100 less than Ephraim's decoy.", more_by("prices", "Ephraim", "canvasback", 100)),
         ("The decoy from Crisfield cost $50 more than the one from Havre de Grace.",
          more_by("prices", "Crisfield", "Havre de Grace", 50)),
         ("Of Hollis's decoy and the $350 decoy, one is the mallard and the other is from Oxford.",
          pair("Hollis", "$350", "mallard", "Oxford")),
         ("The redhead is either Ephraim's or the decoy from Easton.", either("redhead", "Ephraim", "Easton")),
         ("Wendell's decoy cost more than the canvasback.", more("prices", "Wendell", "canvasback")),
         ("The five decoys are Hollis's, the canvasback, the decoy from Crisfield, Ephraim's and the $350 decoy.",
          distinct("Hollis", "canvasback", "Crisfield", "Ephraim", "$350")),
         ("Clayton's decoy cost $200 more than the wigeon.", more_by("prices", "Clayton", "wigeon", 200)),
        ]),

    # ---------------------------------------------------------------- 14 hurling clubs
    Puzzle("hurling_clubs_4x5",
        "Five hurling clubs have finished the county league season in Tipperary. Match each club's points total to "
        "the club, its captain and the color of its jerseys.",
        [("points", ["8 points", "10 points", "12 points", "14 points", "16 points"]),
         ("clubs", ["Ballinahinch", "Cashel", "Kilruane", "Moycarkey", "Toomevara"]),
         ("captains", ["Cathal", "Donal", "Eoin", "Fergal", "Padraig"]),
         ("jerseys", ["amber", "blue", "green", "maroon", "red"])],
        [("The club in green finished with 4 more points than Kilruane.", more_by("points", "green", "Kilruane", 4)),
         ("Padraig's club has 4 fewer points than Moycarkey.", more_by("points", "Moycarkey", "Padraig", 4)),
         ("The maroon club is either Toomevara or the team captained by Donal.",
          either("maroon", "Toomevara", "Donal")),
         ("Neither Cashel nor the 16-point club wears red.", distinct("Cashel", "16 points", "red")),
         ("Of Eoin's club and the amber club, one is Ballinahinch and the other has 8 points.",
          pair("Eoin", "amber", "Ballinahinch", "8 points")),
         ("Fergal's club scored more points than the blue club.", more("points", "Fergal", "blue")),
         ("Cathal's club has 2 more points than Cashel.", more_by("points", "Cathal", "Cashel", 2)),
         ("Donal's club has more points than Fergal's.", more("points", "Donal", "Fergal")),
         ("Donal doesn't captain Moycarkey.", differ("Donal", "Moycarkey")),
         ("Kilruane finished with fewer points than Toomevara.", more("points", "Toomevara", "Kilruane")),
        ]),

    # ---------------------------------------------------------------- 15 breakfast cereals
    Puzzle("breakfast_cereals_4x5",
        "The Marsh Valley Food Museum has a display of five breakfast cereals from years gone by. Match each "
        "cereal's launch year to its name, its mascot and the grain it was made from.",
        [("years", ["1952", "1958", "1964", "1970", "1976"]),
         ("cereals", ["Cocoa Crunch", "Crispy Stars", "Honey Hoops", "Nutty Nuggets", "Sunny Puffs"]),
         ("mascots", ["bear", "beaver", "owl", "raccoon", "toucan"]),
         ("grains", ["barley", "corn", "oats", "rice", "wheat"])],
        [("The cereal with the raccoon mascot came out 12 years after the oat cereal.",
          more_by("years", "raccoon", "oats", 12)),
         ("Crispy Stars was launched 12 years after the rice cereal.", more_by("years", "Crispy Stars", "rice", 12)),
         ("The bear's cereal is either Sunny Puffs or the 1970 cereal.", either("bear", "Sunny Puffs", "1970")),
         ("Of the barley cereal and Honey Hoops, one has a toucan mascot and the other came out in 1952.",
          pair("barley", "Honey Hoops", "toucan", "1952")),
         ("Nutty Nuggets came out sometime after the wheat cereal.", more("years", "Nutty Nuggets", "wheat")),
         ("The beaver's cereal came out 18 years after the bear's cereal.", more_by("years", "beaver", "bear", 18)),
         ("Nutty Nuggets came out 6 years before Crispy Stars.", more_by("years", "Crispy Stars", "Nutty Nuggets", 6)),
        ]),

    # ---------------------------------------------------------------- 16 cell towers
    Puzzle("cell_towers_4x5",
        "Five new cell towers have gone up in Harlan County. Match each tower's height to the town it serves, the "
        "carrier that owns it and the year it was built.",
        [("heights", ["100 ft", "120 ft", "140 ft", "160 ft", "180 ft"]),
         ("towns", ["Bledsoe", "Cawood", "Evarts", "Loyall", "Wallins Creek"]),
         ("carriers", ["AirLink", "Bluewave", "Cellnet", "Pinnacle", "Skyline"]),
         ("years", ["2011", "2013", "2015", "2017", "2019"])],
        [("The tower in Cawood is 60 ft taller than the Loyall tower.", more_by("heights", "Cawood", "Loyall", 60)),
         ("The Pinnacle tower was built 4 years after the 100 ft tower.",
          more_by("years", "Pinnacle", "100 ft", 4)),
         ("The 2013 tower is either the Cellnet tower or the one in Evarts.", either("2013", "Cellnet", "Evarts")),
         ("The Skyline tower is 40 ft shorter than the Wallins Creek tower.",
          more_by("heights", "Wallins Creek", "Skyline", 40)),
         ("Of the AirLink tower and the 180 ft tower, one was built in 2011 and the other is in Cawood.",
          pair("AirLink", "180 ft", "2011", "Cawood")),
         ("The Bledsoe tower was built sometime before the Bluewave tower.",
          more("years", "Bluewave", "Bledsoe")),
         ("The Bluewave tower is 20 ft taller than the Cellnet tower.", more_by("heights", "Bluewave", "Cellnet", 20)),
         ("The Loyall tower was built 8 years before the Wallins Creek tower.",
          more_by("years", "Wallins Creek", "Loyall", 8)),
        ]),

    # ================================================================ 4x6
    # ---------------------------------------------------------------- 17 song contest
    Puzzle("eurovision_entries_4x6",
        "Six countries made the final of this year's Eurovision Song Contest. Match each entry's points to the "
        "country, the singer and the song.",
        [("points", ["50 points", "75 points", "100 points", "125 points", "150 points", "175 points"]),
         ("countries", ["Austria", "Croatia", "Estonia", "Iceland", "Malta", "Portugal"]),
         ("singers", ["Dario", "Elsa", "Ivo", "Katla", "Mireille", "Sofi"]),
         ("songs", ["Fireline", "Golden Hour", "Mirrors", "Paper Moon", "Run to Me", "Tidal"])],
        [("The entry from Portugal got 75 points more than Katla's entry.",
          more_by("points", "Portugal", "Katla", 75)),
         ("Of Ivo and the singer of Fireline, one represented Estonia and the other scored 75 points.",
          pair("Ivo", "Fireline", "Estonia", "75 points")),
         ("Mirrors received 50 points more than Mireille's song.", more_by("points", "Mirrors", "Mireille", 50)),
         ("The six entries are Iceland's entry, Sofi's song, Paper Moon, the 100-point entry, Dario's song and "
          "Mirrors.", distinct("Iceland", "Sofi", "Paper Moon", "100 points", "Dario", "Mirrors")),
         ("Golden Hour scored 25 points fewer than Run to Me.", more_by("points", "Run to Me", "Golden Hour", 25)),
         ("Malta scored 25 points more than Croatia.", more_by("points", "Malta", "Croatia", 25)),
         ("Paper Moon scored 100 points fewer than Fireline.", more_by("points", "Fireline", "Paper Moon", 100)),
         ("Sofi's song scored 50 points fewer than Dario's.", more_by("points", "Dario", "Sofi", 50)),
        ]),

    # ---------------------------------------------------------------- 18 carnivorous plants
    Puzzle("carnivorous_plants_4x6",
        "Six growers brought plants to the Bogside Botanical Society's carnivorous plant sale. Match each plant's "
        "height to the type of plant, its grower and its price.",
        [("heights", ["4 inches", "6 inches", "8 inches", "10 inches", "12 inches", "14 inches"]),
         ("plants", ["bladderwort", "butterwort", "cobra lily", "pitcher plant", "sundew", "Venus flytrap"]),
         ("growers", ["Agatha", "Bertrand", "Cosima", "Desmond", "Ottilie", "Rufus"]),
         ("prices", ["$8", "$10", "$12", "$14", "$16", "$18"])],
        [("The pitcher plant is 8 inches taller than the Venus flytrap.",
          more_by("heights", "pitcher plant", "Venus flytrap", 8)),
         ("Of the sundew and the $14 plant, one belongs to Agatha and the other is 14 inches tall.",
          pair("sundew", "$14", "Agatha", "14 inches")),
         ("The $18 plant is either Desmond's or the bladderwort.", either("$18", "Desmond", "bladderwort")),
         ("The butterwort is 4 inches shorter than Ottilie's plant.", more_by("heights", "Ottilie", "butterwort", 4)),
         ("Cosima's plant costs $2 more than the 10-inch plant.", more_by("prices", "Cosima", "10 inches", 2)),
         ("Bertrand's plant costs more than Cosima's.", more("prices", "Bertrand", "Cosima")),
         ("The six plants are the sundew, Rufus's plant, the 12-inch plant, the $12 plant, the bladderwort and "
          "Bertrand's plant.", distinct("sundew", "Rufus", "12 inches", "$12", "bladderwort", "Bertrand")),
         ("The Venus flytrap costs $4 less than the sundew.", more_by("prices", "sundew", "Venus flytrap", 4)),
        ]),

    # ---------------------------------------------------------------- 19 banknote designs
    Puzzle("banknote_designs_4x6",
        "The central bank of Valdoria has redesigned all six of its banknotes. Match each note's value to the "
        "person pictured on it, its main color and the year it was first issued.",
        [("notes", ["5 crowns", "10 crowns", "20 crowns", "50 crowns", "100 crowns", "200 crowns"]),
         ("portraits", ["Aldana", "Berescu", "Corvin", "Dragomir", "Ilescu", "Moravec"]),
         ("colors", ["brown", "green", "orange", "purple", "red", "teal"]),
         ("years", ["2012", "2013", "2014", "2015", "2016", "2017"])],
        [("The teal note was issued 2 years after the note showing Moravec.", more_by("years", "teal", "Moravec", 2)),
         ("The Corvin note is worth twice as much as the green note.", times_as_much("notes", "Corvin", "green", 2)),
         ("Of the brown note and the 2012 note, one shows Ilescu and the other is worth 20 crowns.",
          pair("brown", "2012", "Ilescu", "20 crowns")),
         ("The red note was issued 4 years before the purple note.", more_by("years", "purple", "red", 4)),
         ("Berescu's note is worth more than the teal note.", more("notes", "Berescu", "teal")),
         ("The orange note was issued sometime before the Moravec note.", more("years", "Moravec", "orange")),
         ("The 50-crown note came out 1 year after the Ilescu note.", more_by("years", "50 crowns", "Ilescu", 1)),
         ("The six notes are the Aldana note, the green note, the 2017 note, the 100-crown note, the teal note and "
          "the Ilescu note.", distinct("Aldana", "green", "2017", "100 crowns", "teal", "Ilescu")),
         ("The Moravec note is worth less than the Dragomir note.", more("notes", "Dragomir", "Moravec")),
        ]),

    # ---------------------------------------------------------------- 20 domino toppling
    Puzzle("domino_toppling_4x6",
        "Six builders set up domino displays for the Great Lakes Domino Festival, and each display was toppled at "
        "a different time on Saturday. Match each display's number of dominoes to its builder, its theme and the "
        "time it was toppled.",
        [("dominoes", ["5,000 dominoes", "10,000 dominoes", "15,000 dominoes", "20,000 dominoes",
                       "25,000 dominoes", "30,000 dominoes"]),
         ("builders", ["Anneliese", "Beckett", "Corinne", "Dashiell", "Esme", "Fletcher"]),
         ("themes", ["castle", "dragon", "galaxy", "rainbow", "spiral", "volcano"]),
         ("times", ["10:00am", "11:00am", "12:00pm", "1:00pm", "2:00pm", "3:00pm"])],
        [("The galaxy display used 15,000 more dominoes than the rainbow display.",
          more_by("dominoes", "galaxy", "rainbow", 15000)),
         ("Corinne's display was toppled 2 hours after Beckett's.", more_by("times", "Corinne", "Beckett", 120)),
         ("The 3:00pm display had 10,000 fewer dominoes than Dashiell's.",
          more_by("dominoes", "Dashiell", "3:00pm", 10000)),
         ("Of Anneliese's display and the volcano display, one was toppled at 11:00am and the other had 15,000 "
          "dominoes.", pair("Anneliese", "volcano", "11:00am", "15,000 dominoes")),
         ("The dragon display was either Corinne's or the 1:00pm display.", either("dragon", "Corinne", "1:00pm")),
         ("Esme's display went down 1 hour before the spiral.", more_by("times", "spiral", "Esme", 60)),
         ("The six displays are Esme's, the castle, the 15,000-domino display, Anneliese's, the 2:00pm display and "
          "the dragon.", distinct("Esme", "castle", "15,000 dominoes", "Anneliese", "2:00pm", "dragon")),
         ("Fletcher's display had 5,000 more dominoes than Beckett's.",
          more_by("dominoes", "Fletcher", "Beckett", 5000)),
         ("The castle display was toppled 3 hours before the rainbow display.",
          more_by("times", "rainbow", "castle", 180)),
        ]),
)
PUZZLES = {p.name: p for p in _PUZZLES}
