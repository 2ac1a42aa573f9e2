"""What each clue of the fifty-fourth batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the fifty-fourth author was asked for, written apart from pylogic's reader on themes new to
the set: all of them grids as Puzzle Baron's logic-puzzles.org and its printed books print them, at the site's five
sizes (categories x values), each with the site's opening ("... Match each ... to ..."): four of 3x4 (a creperie's
market-stall orders, garage door installations, a library bubble gum blowing contest, dumpster rentals), four of 3x5
(bounce house deliveries, drywall jobs, a fly tying class, kitchen backsplash jobs), four of 4x4 (an arm wrestling
final, arcade air hockey champions, a county fair's hog calling champions, a garlic festival's biggest bulb
contest), four of 4x5 (a biathlon sprint, a bar foosball league, disc golf drives, a crane service's heavy lifts)
and four of 4x6 (first bungee jumps, hovercraft at a national championship, a boardwalk hermit crab race, takeout
dumpling orders).

Their categories are the full spread such grids use: first names ("Anouk", "Marguerite", "Waylon", "Jessamyn"),
surnames with titles ("Mr. Kaminski", "Mrs. Lindqvist", "Ms. Treadwell") and without ("Abernathy", "Kowalczyk",
"Okafor", "Achterberg"), full names ("Alma Keough", "Bernard Tsai"), a grid with both first names and last names
(the hog callers), places (towns "Elk Grove", "Heber Springs", "San Juan Bautista", "Oban"; countries "Austria",
"Slovenia"; arcades, bars, disc golf courses, streets and jump sites: "Pixel Palace", "Dew Drop Inn", "Blue Ribbon
Pines", "Harbor Drive", "Ravensgate Dam"), things and names of things ("ham and cheese", "full-view glass", "pirate
ship", "Clouser Minnow", "penny tile", "Chesnok Red", "Destroyer", "Swamp Fox", "Sir Snips", "Ball Hogs"), and
numbered or ordered ones as the site prints them: prices ("$5.50" to "$7.75"), dates ("May 3rd" to "May 6th", "June
2nd" to "June 12th"), times of day ("9:00am" to "11:00am", "5:15pm" to "6:30pm"), months ("March" to "July"), years
("2016" to "2019", "1998" to "2013"), ages ("23" to "55", "11" to "14"), ordinals ("1st" to "4th", "1st" to "5th"),
heights and sizes ("7 inches" to "10 inches", "120 ft" to "270 ft", "12 sq ft" to "28 sq ft"), weights ("165 lbs" to
"210 lbs", "3 oz" to "6 oz", "8 tons" to "20 tons"), distances ("310 feet" to "430 feet") and counts with units ("3
days" to "9 days", "40 sheets" to "100 sheets", "4 goals" to "7 goals", "1 miss" to "5 misses", "42 goals" to "66
goals", "38 seconds" to "58 seconds", "12 pieces" to "42 pieces").

The clues are the site's formulaic sentences: comparisons with amounts ("cost $1.50 more than", "paid $0.75 less
than", "was installed 2 days after", "went in 1 day after", "blew a bubble 2 inches smaller than", "was 1 inch
bigger than", "lasted 4 days longer than", "was kept 2 days longer than", "kept the dumpster 6 days longer than
Gruber did", "was delivered 1 hour after", "arrived 30 minutes after", "came 1 hour before", "took 30 more sheets
than", "used 15 fewer sheets than", "is 16 years younger than", "was tied by someone 24 years older than", "was tied
by a student 32 years younger than", "is 8 sq ft larger than", "is 4 sq ft smaller than", "weighs 30 lbs more
than", "finished 2 places behind", "finished 2 places ahead of", "is 2 years older than", "scored 1 more goal than",
"scored 3 fewer goals than", "won 2 years before", "won 1 year after", "weighed 2 oz more than", "weighed 1 oz less
than", "finished 2 places behind Katrin and missed 1 more target than she did", "missed 2 more targets than",
"finished 1 place ahead of", "missed 1 fewer target than", "scored 6 more goals than", "went 60 feet farther than",
"was 30 feet longer than", "was 60 feet shorter than", "was 6 tons heavier than", "was 3 tons lighter than", "took
place 2 months after", "was 1 month after", "was 60 ft higher than", "was 30 ft lower than", "took place 2 days
after", "jumped 6 days before", "was built 9 years before", "was built 3 years after", "is 6 years older than" (of
hovercraft), "finished 4 seconds faster than", "took 8 seconds less than", "finished 12 seconds behind", "took 4
seconds longer than", "finished 4 seconds ahead of", "was picked up 30 minutes before", "ordered 6 more pieces
than", "had 18 more pieces than", "had 12 fewer pieces than") and without ("was cheaper than", "was larger than",
"was dropped off sometime after", "used more sheets than", "is older than", "is smaller than", "is lighter than",
"weighs less than", "is younger than", "won sometime before", "missed fewer targets than", "came sometime after",
"was sometime after", "was higher than", "were picked up sometime after"); "Of A and B, one ... and the other ..."
("Of the raised panel door and the May 4th job, one went to Mr. Ochoa and the other went to Ms. Treadwell", "Of
Lars and the man who finished 1st, one is from Dayton and the other weighs 195 lbs", "Of Waylon and the 2016
champion, one is from Heber Springs and the other is named Skaggs", "Of Odin's crab and the crab in the orange
shell, one is Shelly and the other took 58 seconds", "Of the shrimp order and the crab order, one had 24 pieces and
the other was Quentin's"); "either" ("The banana crepe was either Mireille's or the $5.50 crepe", "The 39-year-old
is either Marguerite or the one who tied the Royal Wulff", "The 6-goal winner is either the 11-year-old or
Fernanda", "The Tuttle caller is either Earl or the one from Bald Knob", "Bellamy's team is either the Bar Flies or
the team that plays at the Rusty Nail", "Wave Rider is either Nightingale's or the craft from Wells"); "Neither the
Eckhart job nor the garage needed 55 sheets"; lists ("The five drives were ...", "The six jumps were ...", "The six
craft are ...", "The six crabs are ..."); negations ("Mrs. Lindqvist didn't get the flush panel door", "Tamsin
didn't get the dinosaur bounce house", "The 4th-place wrestler isn't from Lima", "The 14-year-old didn't play at
Token Town", "Fenwick's craft isn't Skimmer"); one plain statement of a match ("Dorsey handled the Elm Street
lift"); values named with a hyphen, a unit or a clause ("the 5-day rental", "the 85-sheet job", "the 24 sq ft job",
"the 39-year-old", "the 4th-place wrestler", "the wrestler who weighs 165 lbs", "the man who finished 1st", "the
6-goal winner", "the 2016 champion", "the 6 oz bulb", "the skier who missed 3 targets", "the skier with 5 misses",
"the 60-goal team", "the 340-foot drive", "the 11-ton lift", "the June lift", "the 270 ft jump", "the jump on June
12th", "the 2013 craft", "the 50-second crab", "the 6:30pm pickup", "the 36-piece order"); things named by what they
are, carry or come from ("The Austrian", "The Norwegian", "the Swede", "The Finnish skier", "The Tuttle caller",
"the Bald Knob caller", "The Oban pilot's craft", "the blue-shelled crab", "the crab in the gold shell", "The
Pixel Palace winner", "the Lucky Penny" team, "the Rod Warriors" for their row).

The conventions the predicates assume. Logic words: two things compared are two different rows; "either A or B"
means the thing named is exactly one of A and B; "Neither A nor B ... C" and "The five (six) ... were (are) A, B,
..." are all different rows; "Of A and B, one ... and the other ..." means A and B are two different rows that are
the two named in some order; "X wasn't ...", "X isn't ...", "X didn't ..." are two different rows; "Dorsey handled
the Elm Street lift" is one row. A person stands for the row of his or her job, order, bubble, drive, lift, jump,
craft or crab, and a team, a bar, a country, a course or a town for its row ("The Austrian" is the skier from
Austria, "the Swede" the skier from Sweden). Orders and amounts: prices, dates, times, months, years, ages, places,
sizes, weights, distances, heights, days, sheets, goals, misses, seconds and pieces count as the number they print
(``brute_force.number_of``: "$5.50" is 5.5, "165 lbs" is 165, "12 sq ft" is 12, "1st" is 1, "1 miss" is 1), or as
the numbers a puzzle lists for a category whose values do not spell them ("May 3rd" to "May 6th" are 3 to 6, "June
2nd" to "June 12th" are 2 to 12, so "2 days after" is 2 more; "March" to "July" are 3 to 7); clock times count as
minutes of the day, so "1 hour after" is 60 more, "30 minutes before" 30 fewer and "45 minutes after" 45 more; "3
targets" are 3 misses. "Before", "less", "fewer", "smaller", "shorter", "lower", "lighter", "cheaper", "younger",
"sometime before" and (of a hovercraft's year of build) "older" are the smaller number; "after", "more", "larger",
"bigger", "longer", "farther", "higher", "heavier", "older" (of people) and "sometime after" the larger. Of places in
a contest "ahead of" is the smaller place number and "behind" the larger; "1 place", "2 places" count places one
each. Of a crab's race time "faster" and "ahead of" are fewer seconds, "behind" and "longer" more.
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
    more,
    more_by,
    pair,
    same,
)

_PUZZLES = (
    # ================================================================ 3x4
    # ---------------------------------------------------------------- 1 crepe stand
    Puzzle("crepe_stand_3x4",
        "Creperie Margaux made four crepes to order at its farmers market stall on Sunday morning. Match each "
        "crepe's price to the customer who ordered it and its filling.",
        [("prices", ["$5.50", "$6.25", "$7.00", "$7.75"]),
         ("customers", ["Anouk", "Bastien", "Colette", "Mireille"]),
         ("fillings", ["banana", "ham and cheese", "lemon sugar", "strawberry"])],
        [("Bastien's crepe cost $1.50 more than the strawberry crepe.",
          more_by("prices", "Bastien", "strawberry", 1.5)),
         ("Colette paid $0.75 less than the customer who ordered the strawberry crepe.",
          more_by("prices", "strawberry", "Colette", 0.75)),
         ("The banana crepe was either Mireille's or the $5.50 crepe.", either("banana", "Mireille", "$5.50")),
         ("The lemon sugar crepe was cheaper than the banana crepe.", more("prices", "banana", "lemon sugar")),
        ]),

    # ---------------------------------------------------------------- 2 garage doors
    Puzzle("garage_doors_3x4",
        "Overhead Door Pros installed four new garage doors in the first week of May. Match each installation "
        "date to the customer and the style of door.",
        [("dates", ["May 3rd", "May 4th", "May 5th", "May 6th"]),
         ("customers", ["Mr. Kaminski", "Mr. Ochoa", "Mrs. Lindqvist", "Ms. Treadwell"]),
         ("styles", ["carriage house", "flush panel", "full-view glass", "raised panel"])],
        [("The carriage house door was installed 2 days after Ms. Treadwell's door.",
          more_by("dates", "carriage house", "Ms. Treadwell", 2)),
         ("Of the raised panel door and the May 4th job, one went to Mr. Ochoa and the other went to Ms. Treadwell.",
          pair("raised panel", "May 4th", "Mr. Ochoa", "Ms. Treadwell")),
         ("The flush panel door went in 1 day after the carriage house door.",
          more_by("dates", "flush panel", "carriage house", 1)),
         ("Mrs. Lindqvist didn't get the flush panel door.", differ("Mrs. Lindqvist", "flush panel")),
        ],
        numbers={"dates": [3, 4, 5, 6]}),

    # ---------------------------------------------------------------- 3 bubble gum contest
    Puzzle("bubble_gum_contest_3x4",
        "Four children made the final round of the bubble gum blowing contest at the Pinewood Library's summer "
        "reading party. Match each child's biggest bubble to the child and the flavor of gum.",
        [("bubbles", ["7 inches", "8 inches", "9 inches", "10 inches"]),
         ("children", ["Dakota", "Emmett", "Harper", "Jonah"]),
         ("flavors", ["apple", "cherry", "grape", "watermelon"])],
        [("The child who chewed grape gum blew a bubble 2 inches smaller than Emmett's.",
          more_by("bubbles", "Emmett", "grape", 2)),
         ("Dakota's bubble was 1 inch bigger than the watermelon bubble.",
          more_by("bubbles", "Dakota", "watermelon", 1)),
         ("The cherry bubble was larger than Harper's.", more("bubbles", "cherry", "Harper")),
         ("The watermelon bubble was larger than the cherry bubble.", more("bubbles", "watermelon", "cherry")),
        ]),

    # ---------------------------------------------------------------- 4 dumpster rentals
    Puzzle("dumpster_rentals_3x4",
        "Valley Roll-Off rented out four dumpsters last week. Match each rental's length to the customer and the "
        "town where the dumpster was dropped off.",
        [("lengths", ["3 days", "5 days", "7 days", "9 days"]),
         ("customers", ["Abernathy", "Castellanos", "Gruber", "Whitfield"]),
         ("towns", ["Elk Grove", "Galt", "Lodi", "Manteca"])],
        [("The Abernathy rental lasted 4 days longer than the Lodi rental.",
          more_by("lengths", "Abernathy", "Lodi", 4)),
         ("The dumpster in Elk Grove was kept 2 days longer than the one in Galt.",
          more_by("lengths", "Elk Grove", "Galt", 2)),
         ("The 5-day rental was either Whitfield's or the one in Galt.", either("5 days", "Whitfield", "Galt")),
         ("Castellanos kept the dumpster 6 days longer than Gruber did.",
          more_by("lengths", "Castellanos", "Gruber", 6)),
        ]),

    # ================================================================ 3x5
    # ---------------------------------------------------------------- 5 bounce house rentals
    Puzzle("bounce_house_rentals_3x5",
        "Jump Around Party Rentals delivered five bounce houses to birthday parties last Saturday morning. Match "
        "each delivery time to the customer and the bounce house's theme.",
        [("times", ["9:00am", "9:30am", "10:00am", "10:30am", "11:00am"]),
         ("customers", ["Brianna", "Corey", "Janelle", "Marcus", "Tamsin"]),
         ("themes", ["castle", "dinosaur", "jungle", "pirate ship", "unicorn"])],
        [("The pirate ship was delivered 1 hour after the castle.", more_by("times", "pirate ship", "castle", 60)),
         ("Corey's bounce house arrived 30 minutes after Brianna's.", more_by("times", "Corey", "Brianna", 30)),
         ("Of Janelle and the 10:00am delivery, one got the dinosaur and the other got the unicorn.",
          pair("Janelle", "10:00am", "dinosaur", "unicorn")),
         ("The jungle bounce house was dropped off sometime after Tamsin's.", more("times", "jungle", "Tamsin")),
         ("Marcus's delivery came 1 hour before Brianna's.", more_by("times", "Brianna", "Marcus", 60)),
         ("Tamsin didn't get the dinosaur bounce house.", differ("Tamsin", "dinosaur")),
        ]),

    # ---------------------------------------------------------------- 6 drywall jobs
    Puzzle("drywall_jobs_3x5",
        "Straight Edge Drywall hung and finished five rooms this month. Match each job's number of sheets to the "
        "client and the room.",
        [("sheets", ["40 sheets", "55 sheets", "70 sheets", "85 sheets", "100 sheets"]),
         ("clients", ["Dunleavy", "Eckhart", "Fairbanks", "Kowalczyk", "Pemberton"]),
         ("rooms", ["basement", "garage", "home office", "kitchen", "sunroom"])],
        [("The basement job took 30 more sheets than the Dunleavy job.", more_by("sheets", "basement", "Dunleavy", 30)),
         ("The Pemberton job used 15 fewer sheets than the kitchen.", more_by("sheets", "kitchen", "Pemberton", 15)),
         ("Neither the Eckhart job nor the garage needed 55 sheets.", distinct("Eckhart", "garage", "55 sheets")),
         ("The 85-sheet job was either the Fairbanks job or the sunroom.",
          either("85 sheets", "Fairbanks", "sunroom")),
         ("The sunroom used 45 fewer sheets than the garage.", more_by("sheets", "garage", "sunroom", 45)),
         ("Kowalczyk's job used more sheets than Eckhart's.", more("sheets", "Kowalczyk", "Eckhart")),
        ]),

    # ---------------------------------------------------------------- 7 fly tying class
    Puzzle("fly_tying_class_3x5",
        "Five students finished the beginners' fly tying class at Riverbend Outfitters, and each one tied a "
        "different pattern for the final project. Match each student's age to the student and the fly.",
        [("ages", ["23", "31", "39", "47", "55"]),
         ("students", ["Dwight", "Everly", "Griffin", "Marguerite", "Tobias"]),
         ("flies", ["Adams", "Clouser Minnow", "Royal Wulff", "Woolly Bugger", "Zebra Midge"])],
        [("The student who tied the Adams is 16 years younger than Dwight.", more_by("ages", "Dwight", "Adams", 16)),
         ("The 39-year-old is either Marguerite or the one who tied the Royal Wulff.",
          either("39", "Marguerite", "Royal Wulff")),
         ("Everly is 8 years younger than Tobias.", more_by("ages", "Tobias", "Everly", 8)),
         ("The Clouser Minnow was tied by someone 24 years older than Everly.",
          more_by("ages", "Clouser Minnow", "Everly", 24)),
         ("The Zebra Midge was tied by a student 32 years younger than Griffin.",
          more_by("ages", "Griffin", "Zebra Midge", 32)),
         ("Marguerite is older than Tobias.", more("ages", "Marguerite", "Tobias")),
        ]),

    # ---------------------------------------------------------------- 8 backsplash jobs
    Puzzle("backsplash_jobs_3x5",
        "Tile & Grout Co. put in five kitchen backsplashes in March. Match each backsplash's area to the client "
        "and the tile that was used.",
        [("areas", ["12 sq ft", "16 sq ft", "20 sq ft", "24 sq ft", "28 sq ft"]),
         ("clients", ["Alma Keough", "Bernard Tsai", "Delia Ford", "Grant Novak", "Ines Marr"]),
         ("tiles", ["glass mosaic", "herringbone", "hexagon", "penny tile", "subway tile"])],
        [("The herringbone backsplash is 8 sq ft larger than Alma Keough's.",
          more_by("areas", "herringbone", "Alma Keough", 8)),
         ("Grant Novak's backsplash is 4 sq ft smaller than the hexagon backsplash.",
          more_by("areas", "hexagon", "Grant Novak", 4)),
         ("Of the penny tile job and the 24 sq ft job, one is Delia Ford's and the other is Ines Marr's.",
          pair("penny tile", "24 sq ft", "Delia Ford", "Ines Marr")),
         ("The subway tile backsplash is smaller than the glass mosaic one.",
          more("areas", "glass mosaic", "subway tile")),
         ("Bernard Tsai's job is 16 sq ft larger than Delia Ford's.",
          more_by("areas", "Bernard Tsai", "Delia Ford", 16)),
        ]),

    # ================================================================ 4x4
    # ---------------------------------------------------------------- 9 arm wrestling
    Puzzle("arm_wrestling_4x4",
        "Four men reached the final of the Buckeye State arm wrestling open. Match each wrestler's weight to his "
        "name, his hometown and the place he finished.",
        [("weights", ["165 lbs", "180 lbs", "195 lbs", "210 lbs"]),
         ("wrestlers", ["Bruno", "Dmitri", "Lars", "Rocco"]),
         ("hometowns", ["Akron", "Dayton", "Lima", "Toledo"]),
         ("places", ["1st", "2nd", "3rd", "4th"])],
        [("The wrestler from Akron weighs 30 lbs more than Dmitri.", more_by("weights", "Akron", "Dmitri", 30)),
         ("Rocco finished 2 places behind the wrestler who weighs 165 lbs.",
          more_by("places", "Rocco", "165 lbs", 2)),
         ("Of Lars and the man who finished 1st, one is from Dayton and the other weighs 195 lbs.",
          pair("Lars", "1st", "Dayton", "195 lbs")),
         ("The man from Toledo is lighter than the man from Dayton.", more("weights", "Dayton", "Toledo")),
         ("Bruno finished 2 places ahead of Lars.", more_by("places", "Lars", "Bruno", 2)),
         ("The 4th-place wrestler isn't from Lima.", differ("4th", "Lima")),
         ("Bruno weighs less than Lars.", more("weights", "Lars", "Bruno")),
        ]),

    # ---------------------------------------------------------------- 10 air hockey
    Puzzle("air_hockey_4x4",
        "Four young players each won an air hockey tournament at a different arcade this summer. Match each "
        "champion's age to the champion, the arcade and the number of goals scored in the final.",
        [("ages", ["11", "12", "13", "14"]),
         ("players", ["Cody", "Fernanda", "Jasper", "Nia"]),
         ("arcades", ["Fun Zone", "Game Galaxy", "Pixel Palace", "Token Town"]),
         ("goals", ["4 goals", "5 goals", "6 goals", "7 goals"])],
        [("The player who won at Pixel Palace is 2 years older than Nia.",
          more_by("ages", "Pixel Palace", "Nia", 2)),
         ("Fernanda scored 1 more goal than Jasper.", more_by("goals", "Fernanda", "Jasper", 1)),
         ("The 6-goal winner is either the 11-year-old or Fernanda.", either("6 goals", "11", "Fernanda")),
         ("Jasper is younger than Cody.", more("ages", "Cody", "Jasper")),
         ("The Fun Zone winner scored 3 fewer goals than the Pixel Palace winner.",
          more_by("goals", "Pixel Palace", "Fun Zone", 3)),
         ("The 14-year-old didn't play at Token Town.", differ("14", "Token Town")),
         ("Nia scored 2 more goals than Jasper.", more_by("goals", "Nia", "Jasper", 2)),
        ]),

    # ---------------------------------------------------------------- 11 hog calling
    Puzzle("hog_calling_4x4",
        "The White County Fair has crowned a different hog calling champion every year. Match each of the last "
        "four years to the champion's first name, last name and hometown.",
        [("years", ["2016", "2017", "2018", "2019"]),
         ("first names", ["Earl", "Junie", "Mavis", "Waylon"]),
         ("last names", ["Dobbs", "Pickett", "Skaggs", "Tuttle"]),
         ("hometowns", ["Bald Knob", "Cabot", "Heber Springs", "Searcy"])],
        [("The caller from Searcy won 2 years before Pickett.", more_by("years", "Pickett", "Searcy", 2)),
         ("Of Waylon and the 2016 champion, one is from Heber Springs and the other is named Skaggs.",
          pair("Waylon", "2016", "Heber Springs", "Skaggs")),
         ("Mavis won sometime before Earl.", more("years", "Earl", "Mavis")),
         ("Dobbs won 1 year after Tuttle.", more_by("years", "Dobbs", "Tuttle", 1)),
         ("The Tuttle caller is either Earl or the one from Bald Knob.", either("Tuttle", "Earl", "Bald Knob")),
         ("Skaggs won 3 years before the Bald Knob caller.", more_by("years", "Bald Knob", "Skaggs", 3)),
        ]),

    # ---------------------------------------------------------------- 12 garlic festival
    Puzzle("garlic_festival_4x4",
        "Four growers entered the biggest bulb contest at this year's garlic festival. Match each bulb's weight to "
        "its grower, the variety and the grower's hometown.",
        [("weights", ["3 oz", "4 oz", "5 oz", "6 oz"]),
         ("growers", ["Beatrix", "Ezra", "Loretta", "Silas"]),
         ("varieties", ["Chesnok Red", "German White", "Music", "Spanish Roja"]),
         ("hometowns", ["Hollister", "Morgan Hill", "San Juan Bautista", "Watsonville"])],
        [("The Chesnok Red bulb weighed 2 oz more than Loretta's.", more_by("weights", "Chesnok Red", "Loretta", 2)),
         ("Silas's bulb weighed 1 oz less than the one from Hollister.", more_by("weights", "Hollister", "Silas", 1)),
         ("The Music bulb is either Beatrix's or the one from Watsonville.",
          either("Music", "Beatrix", "Watsonville")),
         ("Of the German White and the 6 oz bulb, one was grown in Morgan Hill and the other was grown by Ezra.",
          pair("German White", "6 oz", "Morgan Hill", "Ezra")),
         ("The Spanish Roja weighed 2 oz less than the bulb from San Juan Bautista.",
          more_by("weights", "San Juan Bautista", "Spanish Roja", 2)),
        ]),

    # ================================================================ 4x5
    # ---------------------------------------------------------------- 13 biathlon
    Puzzle("biathlon_sprint_4x5",
        "Five women contested the final sprint race of the biathlon season. Match each skier's finishing place to "
        "her name, her country and the number of targets she missed on the range.",
        [("places", ["1st", "2nd", "3rd", "4th", "5th"]),
         ("skiers", ["Anja", "Britta", "Ingrid", "Katrin", "Sigrid"]),
         ("countries", ["Austria", "Finland", "Norway", "Slovenia", "Sweden"]),
         ("misses", ["1 miss", "2 misses", "3 misses", "4 misses", "5 misses"])],
        [("The Austrian finished 2 places behind Katrin and missed 1 more target than she did.",
          all_of(more_by("places", "Austria", "Katrin", 2), more_by("misses", "Austria", "Katrin", 1))),
         ("Britta missed 2 more targets than Anja.", more_by("misses", "Britta", "Anja", 2)),
         ("Of Ingrid and the skier who missed 3 targets, one is from Sweden and the other finished 5th.",
          pair("Ingrid", "3 misses", "Sweden", "5th")),
         ("The Norwegian missed fewer targets than the Swede.", more("misses", "Sweden", "Norway")),
         ("Sigrid finished 1 place ahead of the skier with 5 misses.", more_by("places", "5 misses", "Sigrid", 1)),
         ("The Finnish skier is either Britta or the one who finished 3rd.", either("Finland", "Britta", "3rd")),
         ("The skier who finished 5th missed 1 fewer target than Britta.", more_by("misses", "Britta", "5th", 1)),
        ]),

    # ---------------------------------------------------------------- 14 foosball league
    Puzzle("foosball_league_4x5",
        "Five bar teams played a full season in the Tri-City Foosball League. Match each team's season goal total "
        "to the team, the bar it plays out of and its captain.",
        [("goals", ["42 goals", "48 goals", "54 goals", "60 goals", "66 goals"]),
         ("teams", ["Ball Hogs", "Bar Flies", "Rod Warriors", "Spin Doctors", "Table Titans"]),
         ("bars", ["Brick House", "Dew Drop Inn", "Lucky Penny", "Rusty Nail", "Tap Room"]),
         ("captains", ["Bellamy", "Cortez", "Hanley", "Okafor", "Voss"])],
        [("The Ball Hogs scored 6 more goals than Okafor's team.", more_by("goals", "Ball Hogs", "Okafor", 6)),
         ("The team from the Lucky Penny scored 6 fewer goals than the Rod Warriors.",
          more_by("goals", "Rod Warriors", "Lucky Penny", 6)),
         ("Bellamy's team is either the Bar Flies or the team that plays at the Rusty Nail.",
          either("Bellamy", "Bar Flies", "Rusty Nail")),
         ("Of Hanley's team and the 60-goal team, one plays at the Tap Room and the other is the Table Titans.",
          pair("Hanley", "60 goals", "Tap Room", "Table Titans")),
         ("The Spin Doctors scored 6 more goals than the Table Titans.",
          more_by("goals", "Spin Doctors", "Table Titans", 6)),
         ("The Brick House team scored 12 fewer goals than the Dew Drop Inn team.",
          more_by("goals", "Dew Drop Inn", "Brick House", 12)),
         ("Cortez's team scored 12 more goals than Voss's team.", more_by("goals", "Cortez", "Voss", 12)),
        ]),

    # ---------------------------------------------------------------- 15 disc golf
    Puzzle("disc_golf_drives_4x5",
        "Five members of a disc golf club each logged a personal-best drive this season. Match each drive's "
        "distance to the player, the course where it was thrown and the disc used.",
        [("distances", ["310 feet", "340 feet", "370 feet", "400 feet", "430 feet"]),
         ("players", ["Cormac", "Dani", "Jessamyn", "Reuben", "Theo"]),
         ("courses", ["Beaver Ranch", "Blue Ribbon Pines", "Highbridge Hills", "Idlewild", "Maple Hill"]),
         ("discs", ["Buzzz", "Destroyer", "Firebird", "Roc", "Wraith"])],
        [("The drive at Highbridge Hills went 60 feet farther than Dani's.",
          more_by("distances", "Highbridge Hills", "Dani", 60)),
         ("The Destroyer throw was 30 feet longer than Cormac's.", more_by("distances", "Destroyer", "Cormac", 30)),
         ("Reuben's drive was 60 feet shorter than the Firebird throw.",
          more_by("distances", "Firebird", "Reuben", 60)),
         ("Of Theo's drive and the 340-foot drive, one was thrown at Beaver Ranch and the other was thrown with "
          "the Buzzz.",
          pair("Theo", "340 feet", "Beaver Ranch", "Buzzz")),
         ("The drive at Idlewild was 30 feet shorter than the one at Maple Hill.",
          more_by("distances", "Maple Hill", "Idlewild", 30)),
         ("The five drives were Cormac's, the Roc drive, the one at Beaver Ranch, the 430-foot drive and Dani's.",
          distinct("Cormac", "Roc", "Beaver Ranch", "430 feet", "Dani")),
        ]),

    # ---------------------------------------------------------------- 16 crane lifts
    Puzzle("crane_lifts_4x5",
        "Summit Crane Service made five heavy lifts downtown this spring and summer. Match each lift's weight to "
        "the crane operator, the street where the lift took place and the month.",
        [("weights", ["8 tons", "11 tons", "14 tons", "17 tons", "20 tons"]),
         ("operators", ["Albrecht", "Bianchi", "Dorsey", "Greaves", "Hutchins"]),
         ("streets", ["Elm Street", "Harbor Drive", "Main Street", "Oak Avenue", "Pine Street"]),
         ("months", ["March", "April", "May", "June", "July"])],
        [("The Main Street lift was 6 tons heavier than Greaves's lift.",
          more_by("weights", "Main Street", "Greaves", 6)),
         ("Albrecht's lift took place 2 months after the Harbor Drive lift.",
          more_by("months", "Albrecht", "Harbor Drive", 2)),
         ("The June lift was 3 tons lighter than Dorsey's lift.", more_by("weights", "Dorsey", "June", 3)),
         ("Of Hutchins's lift and the 11-ton lift, one was in March and the other was on Oak Avenue.",
          pair("Hutchins", "11 tons", "March", "Oak Avenue")),
         ("The Pine Street lift came sometime after the Elm Street lift.",
          more("months", "Pine Street", "Elm Street")),
         ("Bianchi's lift was 1 month after the Harbor Drive lift.", more_by("months", "Bianchi", "Harbor Drive", 1)),
         ("Dorsey's lift was 1 month after Hutchins's lift.", more_by("months", "Dorsey", "Hutchins", 1)),
         ("Dorsey handled the Elm Street lift.", same("Dorsey", "Elm Street")),
        ],
        numbers={"months": [3, 4, 5, 6, 7]}),

    # ================================================================ 4x6
    # ---------------------------------------------------------------- 17 bungee jumps
    Puzzle("bungee_jumps_4x6",
        "Six friends each made a first bungee jump this June, all at different spots. Match each jump's height to "
        "the jumper, the jump site and the date.",
        [("heights", ["120 ft", "150 ft", "180 ft", "210 ft", "240 ft", "270 ft"]),
         ("jumpers", ["Aubrey", "Caspian", "Elodie", "Harriet", "Ivo", "Mateo"]),
         ("sites", ["Canyon Ridge", "Falcon Point", "Gorge Bridge", "Iron Bridge", "Pine Ledge", "Ravensgate Dam"]),
         ("dates", ["June 2nd", "June 4th", "June 6th", "June 8th", "June 10th", "June 12th"])],
        [("Aubrey's jump was 60 ft higher than Harriet's.", more_by("heights", "Aubrey", "Harriet", 60)),
         ("The jump at Falcon Point took place 2 days after Mateo's.", more_by("dates", "Falcon Point", "Mateo", 2)),
         ("Of Elodie's jump and the 270 ft jump, one was at Gorge Bridge and the other was on June 6th.",
          pair("Elodie", "270 ft", "Gorge Bridge", "June 6th")),
         ("The jump on June 12th was either Aubrey's or the one at Iron Bridge.",
          either("June 12th", "Aubrey", "Iron Bridge")),
         ("Ivo jumped 6 days before Elodie.", more_by("dates", "Elodie", "Ivo", 6)),
         ("Harriet's jump was sometime after Caspian's.", more("dates", "Harriet", "Caspian")),
         ("The six jumps were Ivo's, the 240 ft jump, the one at Pine Ledge, the June 8th jump, Mateo's and the "
          "one at Ravensgate Dam.", distinct("Ivo", "240 ft", "Pine Ledge", "June 8th", "Mateo", "Ravensgate Dam")),
         ("The Iron Bridge jump was 30 ft lower than Mateo's.", more_by("heights", "Mateo", "Iron Bridge", 30)),
         ("The Falcon Point jump was higher than the Ravensgate Dam jump.",
          more("heights", "Falcon Point", "Ravensgate Dam")),
        ],
        numbers={"dates": [2, 4, 6, 8, 10, 12]}),

    # ---------------------------------------------------------------- 18 hovercraft races
    Puzzle("hovercraft_races_4x6",
        "Six pilots brought their hovercraft to the national championships on the Trent. Match each craft's year "
        "of build to its pilot, its name and the town it came from.",
        [("years", ["1998", "2001", "2004", "2007", "2010", "2013"]),
         ("pilots", ["Achterberg", "Blackwood", "Corrigan", "Fenwick", "Lockyer", "Nightingale"]),
         ("craft", ["Blue Thunder", "Hurricane", "Marsh Hawk", "Skimmer", "Swamp Fox", "Wave Rider"]),
         ("towns", ["Ayr", "Bude", "Hull", "Oban", "Ripon", "Wells"])],
        [("Swamp Fox was built 9 years before Achterberg's craft.", more_by("years", "Achterberg", "Swamp Fox", 9)),
         ("The craft from Bude was built 3 years after Hurricane.", more_by("years", "Bude", "Hurricane", 3)),
         ("Of Corrigan's craft and the 2013 craft, one is from Hull and the other is Blue Thunder.",
          pair("Corrigan", "2013", "Hull", "Blue Thunder")),
         ("Wave Rider is either Nightingale's or the craft from Wells.", either("Wave Rider", "Nightingale", "Wells")),
         ("The Oban pilot's craft is 6 years older than Nightingale's.", more_by("years", "Nightingale", "Oban", 6)),
         ("Fenwick's craft isn't Skimmer.", differ("Fenwick", "Skimmer")),
         ("Skimmer was built 9 years after Wave Rider.", more_by("years", "Skimmer", "Wave Rider", 9)),
         ("The six craft are Marsh Hawk, Fenwick's, the one from Ripon, the 2004 craft, Blackwood's and Hurricane.",
          distinct("Marsh Hawk", "Fenwick", "Ripon", "2004", "Blackwood", "Hurricane")),
         ("The craft from Ripon was built 3 years after the one from Oban.", more_by("years", "Ripon", "Oban", 3)),
        ]),

    # ---------------------------------------------------------------- 19 hermit crab races
    Puzzle("hermit_crab_races_4x6",
        "Six children entered their pet hermit crabs in the boardwalk crab race, each crab wearing a painted "
        "shell. Match each crab's time to the crab, its owner and the color of its shell.",
        [("times", ["38 seconds", "42 seconds", "46 seconds", "50 seconds", "54 seconds", "58 seconds"]),
         ("crabs", ["Clawdia", "Pinchy", "Scuttles", "Sheldon", "Shelly", "Sir Snips"]),
         ("owners", ["Amara", "Beckett", "Calla", "Dexter", "Lupe", "Odin"]),
         ("shells", ["blue", "gold", "green", "orange", "pink", "striped"])],
        [("Pinchy finished 4 seconds faster than Clawdia.", more_by("times", "Clawdia", "Pinchy", 4)),
         ("The crab in the gold shell took 8 seconds less than Calla's crab.",
          more_by("times", "Calla", "gold", 8)),
         ("Of Odin's crab and the crab in the orange shell, one is Shelly and the other took 58 seconds.",
          pair("Odin", "orange", "Shelly", "58 seconds")),
         ("The crab with the striped shell was either Sir Snips or Amara's crab.",
          either("striped", "Sir Snips", "Amara")),
         ("Sheldon finished 12 seconds behind Shelly.", more_by("times", "Sheldon", "Shelly", 12)),
         ("Beckett's crab took 4 seconds longer than the green-shelled crab.",
          more_by("times", "Beckett", "green", 4)),
         ("The six crabs are Scuttles, Lupe's crab, the 50-second crab, the crab in the gold shell, Odin's crab and "
          "Sheldon.", distinct("Scuttles", "Lupe", "50 seconds", "gold", "Odin", "Sheldon")),
         ("The blue-shelled crab took 12 seconds longer than Sir Snips.", more_by("times", "blue", "Sir Snips", 12)),
         ("Amara's crab finished 4 seconds ahead of Dexter's.", more_by("times", "Dexter", "Amara", 4)),
        ]),

    # ---------------------------------------------------------------- 20 dumpling orders
    Puzzle("dumpling_orders_4x6",
        "Golden Lotus Dumpling House had six takeout orders for dumplings waiting at the counter on Friday evening. "
        "Match each pickup time to the customer, the filling and the number of pieces in the order.",
        [("times", ["5:15pm", "5:30pm", "5:45pm", "6:00pm", "6:15pm", "6:30pm"]),
         ("customers", ["Ellery", "Giselle", "Hank", "Marisa", "Quentin", "Wynn"]),
         ("fillings", ["chive", "crab", "mushroom", "pork", "shrimp", "vegetable"]),
         ("pieces", ["12 pieces", "18 pieces", "24 pieces", "30 pieces", "36 pieces", "42 pieces"])],
        [("The pork order was picked up 30 minutes before Giselle's order.", more_by("times", "Giselle", "pork", 30)),
         ("Quentin ordered 6 more pieces than Wynn.", more_by("pieces", "Quentin", "Wynn", 6)),
         ("Of Marisa and the 6:30pm pickup, one ordered the mushroom dumplings and the other ordered 24 pieces.",
          pair("Marisa", "6:30pm", "mushroom", "24 pieces")),
         ("The crab dumplings were picked up sometime after the vegetable dumplings.",
          more("times", "crab", "vegetable")),
         ("The 36-piece order was either Giselle's or the shrimp order.", either("36 pieces", "Giselle", "shrimp")),
         ("Hank's order had 18 more pieces than Marisa's.", more_by("pieces", "Hank", "Marisa", 18)),
         ("The chive order was picked up 45 minutes after Marisa's.", more_by("times", "chive", "Marisa", 45)),
         ("Wynn's order was picked up 15 minutes after Hank's.", more_by("times", "Wynn", "Hank", 15)),
         ("The vegetable order had 12 fewer pieces than the shrimp order.",
          more_by("pieces", "shrimp", "vegetable", 12)),
         ("Of the shrimp order and the crab order, one had 24 pieces and the other was Quentin's.",
          pair("shrimp", "crab", "24 pieces", "Quentin")),
        ]),
)
PUZZLES = {p.name: p for p in _PUZZLES}
