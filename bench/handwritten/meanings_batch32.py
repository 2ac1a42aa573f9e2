"""What each clue of the thirty-second batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the thirty-second author was asked for, written apart from pylogic's reader in the
manner of Puzzle Baron's logic-puzzles.org, Dell Logic Puzzles and Penny Press grids as users paste them:
3x4 to 4x6 (categories x values), one of 3x4, three of 4x4, eleven of 4x5 and five of 4x6, on themes new
to the set (professors' sabbaticals, airport sniffer dogs, kitchen remodels, a volleyball league, robot
vacuums, book reports, mountain weather stations, viral videos, cooking shows, library story hours, garden
nurseries, bubble tea orders, a cheerleading championship, water slides, a wildlife rehabilitation
center, babysitting jobs, Roman coin hoards, app-store rankings, pet sitters and graduation ceremonies).
The values are printed as those sources print them: titles before names ("Dr. Farley", "Prof. Okoro",
"Officer Ruiz", "Lt. Diaz", "Sgt. Kemp", "Capt. Hale", "Gov. Reyes", "Coach Avila", "Chef Pak"), values
with periods, apostrophes and symbols ("Mt. Stromlo", "St. Andrews", "Zeke's Spruce", "Streeter Inc.",
"Hale & Sons", "O'Hara's Pub", "Soup's On", "Model 2C", "Tidy-Bot", grades "B+" and "A-", win-loss records
"18-6"), ordered months in full ("January") and abbreviated ("Jan.", "Mar."), day dates ("April 6th",
"June 3rd", "July 3rd", "May 18th"), clock times ("5:30pm", "12 noon"), thousands separators and
decimals ("$18,500", "6,500 ft", "150,000 viewers", "1,200 coins", "$4.50", "$12.50", "2.5 million"),
spelled ordinals ("first" to "sixth"), bare numbers whose unit only the clues say ("finds : 14, 19, ...",
"scores : 41, 48, ...", "ages : 8, 9, ...") and category names with units ("fees (dollars)", "stays
(days)", "battery life (minutes)"). The clues are in those sources' formulaic English and its ordinary
variations: "1 month after", "two months before", "sometime before/after", "a week after", "2 weeks
before", "1 month after" between day dates, "an hour after", "half an hour before", "90 minutes after",
amounts in unit words the values do not print ("fifteen more finds", "7 points higher", "25 cents more",
"50 cents less", "$15 less", "$1.25 less per hour", "15 feet taller", "4 feet deeper", "1,000 feet
higher", "falls 1,500 feet short of", "three days less", "5 pages longer", "half a million more
downloads", "50,000 more viewers", "won 2 more games"), a capitalised word beside a value ("St. Ives
Nursery", "the Ashby Hoard", "the Delta Group", "Hollis Arena", "Kemper Hall", "Marlow Stadium", "the
Ridley Center", "Northfield High"), values named by a part that fits one value only ("the slush", "the
latte", "the yogurt drink", "the owl", "the hawk", "the fox", "the cat", "the Dane"), hyphenated forms
("the 12-year-old", "the 30-page report", "the 90-minute model", "a 5-foot-deep pool", "the 10-14 team",
"the lemon-flavored one"), the verb or adjective naming the ordered category ("is somewhat taller than",
"starts sometime before the $12.50 job", "is cheaper than", "was discovered 2 years after", "stayed
longer than any other", "ranked 1 spot ahead of", "ranked three spots behind", "performed 2 spots
after"), "Of A and B, one ... and the other ...", "Either ... or ..." (exactly one), "Neither ... nor
...", "The five dogs are ..." and "The six teams are ..." lists, superlatives ("the best record", "the
newest", "the cheapest remodel starts last", "the first hoard to be found was also the largest"),
relative clauses and appositives ("Lou, who sat in Mrs. Cruz's class, ...", "Duke, the Malinois, ...",
"The Colne Hoard, which Arthur found, ..."), possessives and negations.

The conventions the predicates assume: two things compared are two different rows; "Neither A nor B is
C" and "the five ... are A, B, C, D and E" are all different rows; "Either A or B is C" and "C is either
A or B" mean C is exactly one of A and B; "Of A and B, one is P and the other Q" means A and B are two
rows that are P and Q in some order; "before", "earlier" and "sometime before" a month, date or time are
the smaller one; "ahead of" a rank or performance slot is the smaller ordinal, "behind", "after" and
"below" the larger; "won more games" and "the best record" compare a record by its wins (its leading
number); "the latest show" airs at the latest time; "newer" and "the newest" of years opened are the
later year, "older" and "the oldest" the earlier; "a week" and "2 weeks" between day dates are 7 and 14
days and "1 month after" is the same day of the next month (30 days from April or June; a date counts as
a day of a count that runs on through the months, given as the puzzle's numbers); "an hour", "half an
hour" and "90 minutes" between clock times are 60, 30 and 90 minutes, and "12 noon" is 12:00pm;
"half a million" is 0.5 of the values' millions; a price, height, depth, elevation, count, score, age,
stay, fee or year counts as the number it prints (``brute_force.number_of``), an ordinal word and a month
as its place in the category; the letter grades are never compared. A relative clause or appositive
that states a grid fact is encoded. Each lists its categories and sentences exactly as its
``puzzles/NAME.clues`` prints them; ``brute_force.solutions`` proves each answer unique and each clue
needed (without any one of them the puzzle has several solutions).
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
    pair,
    same,
)


def _extremes(category: str, top: bool, other: str, other_top: bool) -> Predicate:
    """The row with the highest (``top``) or lowest number in ``category`` is the row with the highest
    (``other_top``) or lowest number in ``other`` ("the cheapest vacuum has the longest battery life")."""
    def row(accessor, name: str, high: bool) -> int:
        return accessor.row_with_highest(name) if high else accessor.row_with_lowest(name)
    return lambda accessor: row(accessor, category, top) == row(accessor, other, other_top)


def _top_more_by(ranking: str, category: str, other: str, amount: float) -> Predicate:
    """The row with the highest number in ``ranking`` has ``other``'s number in ``category`` plus ``amount``
    ("The station on the highest peak opened 3 years after Dana's")."""
    def holds(accessor) -> bool:
        top = accessor.row_with_highest(ranking)
        return abs(accessor.number(category, top) - accessor.number(category, accessor(other)) - amount) < 1e-9
    return holds


_PUZZLES = (
    # ---------------------------------------------------------------- 1 sabbaticals
    Puzzle("sabbaticals_4x5",
        "Five professors at Wexford College are leaving on sabbatical this year, each in a different month. "
        "Match each professor to the month of departure, the destination and the field of study.",
        [("professors", ["Dr. Farley", "Dr. Lund", "Dr. Vance", "Prof. Ames", "Prof. Okoro"]),
         ("months", ["January", "February", "March", "April", "May"]),
         ("destinations", ["Cape Town", "Kyoto", "Mt. Stromlo", "Oslo", "St. Andrews"]),
         ("fields", ["astronomy", "botany", "geology", "history", "linguistics"])],
        [("Dr. Farley will leave 1 month after Prof. Okoro.", more_by("months", "Dr. Farley", "Prof. Okoro", 1)),
         ("The professor going to St. Andrews will leave sometime before Prof. Ames.",
          more("months", "Prof. Ames", "St. Andrews")),
         ("The astronomer is headed to Mt. Stromlo.", same("astronomy", "Mt. Stromlo")),
         ("Of Dr. Lund and the linguist, one is going to Kyoto and the other will leave in January.",
          pair("Dr. Lund", "linguistics", "Kyoto", "January")),
         ("The botanist will leave 2 months before the historian.", more_by("months", "history", "botany", 2)),
         ("Neither Dr. Vance nor Prof. Ames is going to Cape Town.", neither("Dr. Vance", "Prof. Ames", "Cape Town")),
         ("The geologist is leaving in May.", same("geology", "May")),
         ("The astronomer will leave two months before Dr. Farley.", more_by("months", "Dr. Farley", "astronomy", 2)),
         ("Prof. Ames will be the last of the five to leave.", highest("months", "Prof. Ames")),
         ("Dr. Vance will leave sometime after Prof. Okoro.", more("months", "Dr. Vance", "Prof. Okoro"))]),

    # ---------------------------------------------------------------- 2 sniffer dogs
    Puzzle("sniffer_dogs_4x5",
        "Five detection dogs work the baggage halls at Bayview International Airport. Match each dog to its "
        "handler, its breed and the number of finds it made last year.",
        [("dogs", ["Ace", "Bingo", "Duke", "Pepper", "Rocco"]),
         ("handlers", ["Lt. Diaz", "Officer Bray", "Officer Chu", "Officer Ruiz", "Sgt. Kemp"]),
         ("breeds", ["beagle", "German shepherd", "Labrador", "Malinois", "springer spaniel"]),
         ("finds", ["14", "19", "24", "29", "34"])],
        [("The beagle made 10 more finds than the Labrador.", more_by("finds", "beagle", "Labrador", 10)),
         ("Duke, the Malinois, made fewer finds than Rocco.",
          all_of(same("Duke", "Malinois"), more("finds", "Rocco", "Duke"))),
         ("Of Pepper and the German shepherd, one is handled by Officer Chu and the other made 19 finds.",
          pair("Pepper", "German shepherd", "Officer Chu", "19")),
         ("The dog assigned to Officer Ruiz made fifteen more finds than Officer Bray's.",
          more_by("finds", "Officer Ruiz", "Officer Bray", 15)),
         ("The five dogs are Ace, Bingo, the springer spaniel, Lt. Diaz's dog and the one that made 19 finds.",
          distinct("Ace", "Bingo", "springer spaniel", "Lt. Diaz", "19")),
         ("Ace made 10 fewer finds than Bingo.", more_by("finds", "Bingo", "Ace", 10))]),

    # ---------------------------------------------------------------- 3 kitchen remodels
    Puzzle("kitchen_remodels_4x5",
        "Five homeowners on Birch Lane each hired a different contractor to remodel a kitchen this spring. Match "
        "each homeowner to the contractor, the start date and the cost of the job.",
        [("homeowners", ["Mr. Bray", "Mr. Ellis", "Mrs. Cruz", "Mrs. Ford", "Ms. Dunn"]),
         ("contractors", ["Hale & Sons", "Lark Homes", "Pike Co.", "Streeter Inc.", "Voss Builders"]),
         ("dates", ["April 6th", "April 13th", "April 20th", "May 6th", "May 13th"]),
         ("costs", ["$18,500", "$21,000", "$23,500", "$26,000", "$28,500"])],
        [("Mr. Bray's remodel starts 1 month after Mr. Ellis's.", more_by("dates", "Mr. Bray", "Mr. Ellis", 30)),
         ("The job by Streeter Inc. costs $2,500 more than the April 20th job.",
          more_by("costs", "Streeter Inc.", "April 20th", 2500)),
         ("The cheapest remodel starts last.", _extremes("costs", False, "dates", True)),
         ("Of Mrs. Ford and the Voss Builders job, one starts May 6th and the other costs $26,000.",
          pair("Mrs. Ford", "Voss Builders", "May 6th", "$26,000")),
         ("Either Mrs. Cruz or Ms. Dunn hired Lark Homes.", either("Lark Homes", "Mrs. Cruz", "Ms. Dunn")),
         ("Hale & Sons will start sometime before Pike Co.", more("dates", "Pike Co.", "Hale & Sons")),
         ("Mr. Ellis's kitchen costs less than Mr. Bray's.", more("costs", "Mr. Bray", "Mr. Ellis")),
         ("Mrs. Cruz's remodel starts a week after Mr. Ellis's.", more_by("dates", "Mrs. Cruz", "Mr. Ellis", 7))],
        numbers={"dates": [96, 103, 110, 126, 133]}),
    # ---------------------------------------------------------------- 4 volleyball league
    Puzzle("volleyball_league_4x6",
        "Six teams have just finished the regular season in the Lakeshore women's volleyball league. Match each "
        "team to its captain, its sponsor and its win-loss record.",
        [("teams", ["Aces", "Blockers", "Diggers", "Setters", "Spikers", "Waves"]),
         ("records", ["18-6", "16-8", "14-10", "12-12", "10-14", "8-16"]),
         ("captains", ["Carmen", "Hilde", "Joy", "Nadia", "Paige", "Tess"]),
         ("sponsors", ["Bell Tire", "Kwik Print", "Lin & Co.", "Mack's Diner", "O'Hara's Pub", "Orr Realty"])],
        [("The team sponsored by Mack's Diner finished with the best record.", highest("records", "Mack's Diner")),
         ("The Spikers won 2 more games than the Aces.", more_by("records", "Spikers", "Aces", 2)),
         ("Tess's team won 8 more games than the Waves.", more_by("records", "Tess", "Waves", 8)),
         ("Of the Setters and Nadia's team, one went 12-12 and the other is sponsored by Orr Realty.",
          pair("Setters", "Nadia", "12-12", "Orr Realty")),
         ("The team sponsored by O'Hara's Pub finished with the worst record.", lowest("records", "O'Hara's Pub")),
         ("Hilde's team won fewer games than Paige's.", more("records", "Paige", "Hilde")),
         ("Neither Carmen nor Paige plays for the team sponsored by Kwik Print.",
          neither("Carmen", "Paige", "Kwik Print")),
         ("The Lin & Co. team won 4 fewer games than the Bell Tire team.",
          more_by("records", "Bell Tire", "Lin & Co.", 4)),
         ("The six teams are the Aces, the Blockers, Tess's team, the team sponsored by Kwik Print, the Spikers and "
          "the 10-14 team.", distinct("Aces", "Blockers", "Tess", "Kwik Print", "Spikers", "10-14")),
         ("Joy's team won 2 more games than Hilde's.", more_by("records", "Joy", "Hilde", 2))]),

    # ---------------------------------------------------------------- 5 robot vacuums
    Puzzle("robot_vacuums_4x5",
        "A consumer magazine tested five new robot vacuums this month. Match each model to its maker, its price "
        "and its battery life.",
        [("models", ["Model 2C", "Model 3X", "Model 5B", "Model 7A", "Model 9D"]),
         ("makers", ["Dynacore", "Helix Labs", "Nimbus Co.", "Streeter Inc.", "Tidy-Bot"]),
         ("prices", ["$1,240", "$1,440", "$1,640", "$1,840", "$2,040"]),
         ("battery life (minutes)", ["60", "75", "90", "105", "120"])],
        [("The Streeter Inc. model costs $400 more than Model 2C.",
          more_by("prices", "Streeter Inc.", "Model 2C", 400)),
         ("Model 5B runs 30 minutes longer than Model 2C.",
          more_by("battery life (minutes)", "Model 5B", "Model 2C", 30)),
         ("The cheapest vacuum has the longest battery life.",
          _extremes("prices", False, "battery life (minutes)", True)),
         ("Of Model 7A and the Nimbus Co. vacuum, one runs for 105 minutes and the other costs $1,840.",
          pair("Model 7A", "Nimbus Co.", "105", "$1,840")),
         ("The Helix Labs model is more expensive than the Tidy-Bot model.", more("prices", "Helix Labs", "Tidy-Bot")),
         ("Model 3X runs 15 minutes longer than the Dynacore model.",
          more_by("battery life (minutes)", "Model 3X", "Dynacore", 15)),
         ("Model 7A is cheaper than Model 3X.", more("prices", "Model 3X", "Model 7A")),
         ("The 90-minute model costs $200 more than Model 9D.", more_by("prices", "90", "Model 9D", 200))]),

    # ---------------------------------------------------------------- 6 book reports
    Puzzle("book_reports_4x5",
        "Five students at Hillcrest Middle School turned in book reports last week, each in a different "
        "teacher's class. Match each student to the teacher, the length of the report and the grade it got.",
        [("students", ["Gus", "Ivy", "Lou", "Maya", "Theo"]),
         ("teachers", ["Dr. Farley", "Mr. Bray", "Mr. Ostrow", "Mrs. Cruz", "Ms. Ng"]),
         ("lengths", ["10 pages", "15 pages", "20 pages", "25 pages", "30 pages"]),
         ("grades", ["A", "A-", "B+", "B", "C+"])],
        [("Lou, who sat in Mrs. Cruz's class, wrote a report 5 pages longer than Theo's.",
          all_of(same("Lou", "Mrs. Cruz"), more_by("lengths", "Lou", "Theo", 5))),
         ("The student who got the A wrote the shortest report.", lowest("lengths", "A")),
         ("The 30-page report came from Dr. Farley's class.", same("30 pages", "Dr. Farley")),
         ("Of Gus and the student in Mr. Bray's class, one got the B and the other turned in a 10-page report.",
          pair("Gus", "Mr. Bray", "B", "10 pages")),
         ("The report that got a B+ was longer than the one from Mr. Ostrow's class.",
          more("lengths", "B+", "Mr. Ostrow")),
         ("Maya didn't get the A.", differ("Maya", "A")),
         ("The student in Mr. Ostrow's class got a C+.", same("Mr. Ostrow", "C+")),
         ("Gus's report was 5 pages shorter than the one that got an A-.", more_by("lengths", "A-", "Gus", 5))]),

    # ---------------------------------------------------------------- 7 weather stations
    Puzzle("weather_stations_4x6",
        "Six volunteer observers each keep a weather station on a different peak of the Sawtooth Range. Match "
        "each peak to its elevation, its observer and the year its station opened.",
        [("peaks", ["Mt. Knox", "Mt. Pell", "Mt. Quill", "Mt. Riggs", "Mt. Sayer", "Mt. Tabor"]),
         ("elevations", ["6,500 ft", "7,000 ft", "7,500 ft", "8,000 ft", "8,500 ft", "9,000 ft"]),
         ("observers", ["Abel", "Bette", "Cyrus", "Dana", "Elmer", "Fern"]),
         ("years", ["1994", "1997", "2000", "2003", "2006", "2009"])],
        [("Mt. Knox is 1,000 feet higher than Abel's peak.", more_by("elevations", "Mt. Knox", "Abel", 1000)),
         ("The station on the highest peak opened 3 years after Dana's.",
          _top_more_by("elevations", "years", "Dana", 3)),
         ("Fern's station is the newest.", highest("years", "Fern")),
         ("Of Mt. Sayer and Bette's peak, one is 7,000 ft high and the other has the station that opened in 2006.",
          pair("Mt. Sayer", "Bette", "7,000 ft", "2006")),
         ("Mt. Quill is somewhat taller than Mt. Sayer.", more("elevations", "Mt. Quill", "Mt. Sayer")),
         ("The 1994 station stands 500 feet higher than Elmer's.", more_by("elevations", "1994", "Elmer", 500)),
         ("Mt. Tabor's station opened 6 years after Mt. Knox's.", more_by("years", "Mt. Tabor", "Mt. Knox", 6)),
         ("Mt. Riggs is the highest of the six peaks.", highest("elevations", "Mt. Riggs")),
         ("Mt. Sayer falls 1,500 feet short of Mt. Knox.", more_by("elevations", "Mt. Knox", "Mt. Sayer", 1500)),
         ("Bette's peak is 500 feet lower than Dana's.", more_by("elevations", "Dana", "Bette", 500))]),

    # ---------------------------------------------------------------- 8 viral videos
    Puzzle("viral_videos_4x5",
        "Five friends each posted a video that went viral earlier this year. Match each creator to the subject "
        "of the video, the month it was posted and the number of views it got.",
        [("creators", ["Bex", "Dante", "Imani", "Kirby", "Soren"]),
         ("subjects", ["cat", "dance", "prank", "recipe", "skateboard trick"]),
         ("months", ["Jan.", "Feb.", "Mar.", "Apr.", "May"]),
         ("views", ["1.5 million", "2 million", "2.5 million", "3 million", "3.5 million"])],
        [("The cat video was posted 1 month after Bex's.", more_by("months", "cat", "Bex", 1)),
         ("The video with the most views was posted in January.", highest("views", "Jan.")),
         ("Kirby's video got 1 million more views than Bex's.", more_by("views", "Kirby", "Bex", 1)),
         ("Of Soren and the dance video, one was posted in February and the other got 2.5 million views.",
          pair("Soren", "dance", "Feb.", "2.5 million")),
         ("Either Soren or Imani posted the cat video.", either("cat", "Soren", "Imani")),
         ("The prank video was posted sometime after the recipe video.", more("months", "prank", "recipe")),
         ("The recipe video got fewer views than the prank video.", more("views", "prank", "recipe")),
         ("Kirby posted his video 1 month before Bex.", more_by("months", "Bex", "Kirby", 1))]),

    # ---------------------------------------------------------------- 9 cooking shows
    Puzzle("cooking_shows_4x6",
        "Six new cooking shows premiered on the local cable channel this fall. Match each show to the number of "
        "viewers who watched its first episode, its host and its time slot.",
        [("shows", ["Bake It Easy", "Fire & Smoke", "Grill Sergeant", "Noodle Nation", "Soup's On", "Taco Tuesday"]),
         ("viewers", ["150,000 viewers", "200,000 viewers", "250,000 viewers", "300,000 viewers",
                      "350,000 viewers", "400,000 viewers"]),
         ("hosts", ["Chef Alba", "Chef Brix", "Chef Dorsey", "Chef Moreau", "Chef Pak", "Chef Quint"]),
         ("times", ["5:00pm", "5:30pm", "6:00pm", "6:30pm", "7:00pm", "7:30pm"])],
        [("The latest show drew the most viewers.", _extremes("times", True, "viewers", True)),
         ("Soup's On airs 30 minutes after Chef Alba's show.", more_by("times", "Soup's On", "Chef Alba", 30)),
         ("Chef Pak's show had 50,000 more viewers than Noodle Nation.",
          more_by("viewers", "Chef Pak", "Noodle Nation", 50000)),
         ("Of Taco Tuesday and Chef Moreau's show, one airs at 7:00pm and the other drew 350,000 viewers.",
          pair("Taco Tuesday", "Chef Moreau", "7:00pm", "350,000 viewers")),
         ("Grill Sergeant had 100,000 fewer viewers than Fire & Smoke.",
          more_by("viewers", "Fire & Smoke", "Grill Sergeant", 100000)),
         ("Bake It Easy airs half an hour after Chef Quint's show.",
          more_by("times", "Bake It Easy", "Chef Quint", 30)),
         ("The 6:00pm show had the fewest viewers.", lowest("viewers", "6:00pm")),
         ("Chef Brix's show drew 50,000 fewer viewers than Grill Sergeant.",
          more_by("viewers", "Grill Sergeant", "Chef Brix", 50000)),
         ("Either Chef Pak or Chef Brix hosts Bake It Easy.", either("Bake It Easy", "Chef Pak", "Chef Brix")),
         ("Chef Pak's show airs 90 minutes after Grill Sergeant.",
          more_by("times", "Chef Pak", "Grill Sergeant", 90))]),

    # ---------------------------------------------------------------- 10 library story times
    Puzzle("library_storytimes_3x4",
        "Four volunteers read aloud at the Saturday story hours at the Maple Street library. Match each reader "
        "to the book and the time.",
        [("readers", ["Dr. Patel", "Mr. Dale", "Mrs. Cruz", "Officer Ruiz"]),
         ("books", ["Corduroy", "Frog and Toad", "Madeline", "The Gruffalo"]),
         ("times", ["10:00am", "11:00am", "12 noon", "1:00pm"])],
        [("Officer Ruiz read an hour after Dr. Patel.", more_by("times", "Officer Ruiz", "Dr. Patel", 60)),
         ("The Gruffalo was read 3 hours after Madeline.", more_by("times", "The Gruffalo", "Madeline", 180)),
         ("Mrs. Cruz read sometime before the reader of Frog and Toad.",
          more("times", "Frog and Toad", "Mrs. Cruz")),
         ("Corduroy was read at 12 noon.", same("Corduroy", "12 noon")),
         ("Mr. Dale read last.", highest("times", "Mr. Dale"))],
        numbers={"times": [600, 660, 720, 780]}),
    # ---------------------------------------------------------------- 11 garden nurseries
    Puzzle("garden_nurseries_4x4",
        "Four family nurseries line Route 9 outside Millbrook, each known for a different specialty. Match each "
        "nursery to its owner, its specialty and the year it opened.",
        [("nurseries", ["Bloom & Co.", "Fern Hollow", "St. Ives", "Zeke's Spruce"]),
         ("owners", ["Mr. Gill", "Mr. Osei", "Mrs. Hart", "Ms. Lacey"]),
         ("specialties", ["bonsai", "fruit trees", "perennials", "roses"]),
         ("years", ["1988", "1995", "2002", "2009"])],
        [("St. Ives Nursery opened 7 years before Zeke's Spruce.", more_by("years", "Zeke's Spruce", "St. Ives", 7)),
         ("Mr. Osei's nursery is the newest.", highest("years", "Mr. Osei")),
         ("Of Bloom & Co. and the rose nursery, one is owned by Mr. Gill and the other opened in 2002.",
          pair("Bloom & Co.", "roses", "Mr. Gill", "2002")),
         ("The perennials nursery opened sometime after the bonsai nursery.", more("years", "perennials", "bonsai")),
         ("The nursery that specializes in fruit trees is older than Ms. Lacey's.",
          more("years", "Ms. Lacey", "fruit trees")),
         ("Fern Hollow opened 14 years after Zeke's Spruce.", more_by("years", "Fern Hollow", "Zeke's Spruce", 14)),
         ("Mr. Gill's nursery is the oldest.", lowest("years", "Mr. Gill"))]),

    # ---------------------------------------------------------------- 12 bubble tea
    Puzzle("bubble_tea_orders_4x5",
        "Five kids stopped at the Boba Hut on the way home from school, and each ordered a different drink. "
        "Match each child to the drink, its price and the child's age.",
        [("children", ["Ana", "Bo", "Cleo", "Dev", "Eun"]),
         ("drinks", ["brown sugar milk", "lemon green tea", "mango slush", "strawberry yogurt", "taro latte"]),
         ("prices", ["$4.50", "$4.75", "$5.00", "$5.25", "$5.50"]),
         ("ages", ["8", "9", "10", "11", "12"])],
        [("The lemon-flavored one was the cheapest.", lowest("prices", "lemon green tea")),
         ("The slush cost 25 cents more than Ana's drink.", more_by("prices", "mango slush", "Ana", 0.25)),
         ("Either Bo or Dev ordered the lemon-flavored one.", either("lemon green tea", "Bo", "Dev")),
         ("Of Eun and the child who ordered the latte, one paid $5.00 and the other paid $5.25.",
          pair("Eun", "taro latte", "$5.00", "$5.25")),
         ("The yogurt drink cost less than the brown sugar milk.",
          more("prices", "brown sugar milk", "strawberry yogurt")),
         ("The 12-year-old paid 50 cents less than the 9-year-old.", more_by("prices", "9", "12", 0.5)),
         ("Ana is two years older than Cleo.", more_by("ages", "Ana", "Cleo", 2)),
         ("The youngest child ordered the slush.", lowest("ages", "mango slush")),
         ("Dev is one year younger than Bo.", more_by("ages", "Bo", "Dev", 1))]),

    # ---------------------------------------------------------------- 13 cheerleading
    Puzzle("cheer_championship_4x5",
        "Five squads competed at the regional cheerleading championship. Match each squad to its place in the "
        "performance order, its score and its coach.",
        [("squads", ["Bobcats", "Comets", "Hornets", "Mustangs", "Rockets"]),
         ("slots", ["first", "second", "third", "fourth", "fifth"]),
         ("scores", ["41", "48", "55", "62", "69"]),
         ("coaches", ["Coach Avila", "Coach Boyd", "Coach Greer", "Coach Lim", "Coach Pratt"])],
        [("The Comets performed 2 spots after the Bobcats.", more_by("slots", "Comets", "Bobcats", 2)),
         ("The squad that performed first scored the highest.", highest("scores", "first")),
         ("Coach Greer's squad scored 7 points higher than the Comets.",
          more_by("scores", "Coach Greer", "Comets", 7)),
         ("Of the Mustangs and Coach Lim's squad, one performed third and the other scored 41.",
          pair("Mustangs", "Coach Lim", "third", "41")),
         ("The Rockets performed sometime after Coach Boyd's squad.", more("slots", "Rockets", "Coach Boyd")),
         ("Coach Pratt's squad performed one spot ahead of Coach Boyd's.",
          more_by("slots", "Coach Boyd", "Coach Pratt", 1)),
         ("The squad that performed last scored 7 points more than the Mustangs.",
          _top_more_by("slots", "scores", "Mustangs", 7)),
         ("The Hornets scored 21 points higher than Coach Avila's squad.",
          more_by("scores", "Hornets", "Coach Avila", 21))]),

    # ---------------------------------------------------------------- 14 water slides
    Puzzle("water_slides_4x5",
        "Five water parks each opened a new slide this summer. Match each park to its slide, the height of the "
        "slide and the depth of the splash pool at the bottom.",
        [("parks", ["Aqua Cove", "Big Splash", "Lagoon Bay", "Surf City", "Tidal Town"]),
         ("slides", ["Black Hole", "Cannonball", "Kraken", "Twister", "Wipeout"]),
         ("heights", ["30 ft", "45 ft", "60 ft", "75 ft", "90 ft"]),
         ("depths", ["4 ft", "5 ft", "6 ft", "8 ft", "10 ft"])],
        [("The Kraken is 15 feet taller than the Black Hole.", more_by("heights", "Kraken", "Black Hole", 15)),
         ("The tallest slide is at Big Splash.", highest("heights", "Big Splash")),
         ("The Black Hole's splash pool is 4 feet deeper than the Twister's.",
          more_by("depths", "Black Hole", "Twister", 4)),
         ("Of the Twister and the slide at Tidal Town, one is 30 feet tall and the other has a 5-foot-deep pool.",
          pair("Twister", "Tidal Town", "30 ft", "5 ft")),
         ("The Cannonball is 15 feet shorter than the Wipeout.", more_by("heights", "Wipeout", "Cannonball", 15)),
         ("Aqua Cove's slide is taller than Surf City's.", more("heights", "Aqua Cove", "Surf City")),
         ("Neither the Kraken nor the Twister is at Surf City.", neither("Kraken", "Twister", "Surf City")),
         ("The deepest pool is at the bottom of the tallest slide.", _extremes("depths", True, "heights", True)),
         ("The Kraken's pool is 1 foot deeper than the Cannonball's.", more_by("depths", "Kraken", "Cannonball", 1))]),

    # ---------------------------------------------------------------- 15 wildlife rehab
    Puzzle("wildlife_rehab_4x5",
        "Five injured animals were nursed back to health at the Cedar Creek Wildlife Center this year. Match "
        "each animal to the volunteer who cared for it, how long it stayed and the month it arrived.",
        [("animals", ["barn owl", "fawn", "fox kit", "opossum", "red-tailed hawk"]),
         ("volunteers", ["Gail", "Hector", "Iris", "Jonah", "Kiki"]),
         ("stays (days)", ["9", "12", "16", "21", "30"]),
         ("months", ["Mar.", "Apr.", "May", "June", "July"])],
        [("The owl stayed 5 days longer than the hawk.", more_by("stays (days)", "barn owl", "red-tailed hawk", 5)),
         ("Gail's animal stayed longer than any other.", highest("stays (days)", "Gail")),
         ("Kiki's animal stayed three days less than Jonah's.", more_by("stays (days)", "Jonah", "Kiki", 3)),
         ("Of the fawn and Hector's animal, one stayed 9 days and the other 16 days.",
          pair("fawn", "Hector", "9", "16")),
         ("The fawn arrived 2 months after the hawk.", more_by("months", "fawn", "red-tailed hawk", 2)),
         ("The fox arrived sometime before the owl.", more("months", "barn owl", "fox kit")),
         ("The opossum arrived in July.", same("opossum", "July")),
         ("The animal that stayed 12 days came in 1 month after the fawn.", more_by("months", "12", "fawn", 1))]),

    # ---------------------------------------------------------------- 16 babysitting
    Puzzle("babysitting_jobs_4x5",
        "Five teenagers from Oak Ridge each had a babysitting job last Friday night. Match each sitter to the "
        "family, the hourly rate and the time the job started.",
        [("sitters", ["Abby", "Cole", "Dani", "Eli", "Fay"]),
         ("families", ["Dr. Farley", "Mr. Hale", "Mr. Shaw", "Mrs. Cruz", "Mrs. Ortiz"]),
         ("rates", ["$10.00", "$11.25", "$12.50", "$13.75", "$15.00"]),
         ("starts", ["5:00pm", "5:30pm", "6:00pm", "6:30pm", "7:00pm"])],
        [("Fay's job starts sometime before the $12.50 job.", more("starts", "$12.50", "Fay")),
         ("The job for Mrs. Cruz pays the most and starts the earliest.",
          all_of(highest("rates", "Mrs. Cruz"), lowest("starts", "Mrs. Cruz"))),
         ("Dani earns $1.25 less per hour than Eli.", more_by("rates", "Eli", "Dani", 1.25)),
         ("Of Abby and the sitter for Mr. Hale, one starts at 6:30pm and the other earns $13.75 an hour.",
          pair("Abby", "Mr. Hale", "6:30pm", "$13.75")),
         ("Mrs. Ortiz's sitter starts half an hour before Fay.", more_by("starts", "Fay", "Mrs. Ortiz", 30)),
         ("The latest job pays the least.", _extremes("starts", True, "rates", False)),
         ("Either Abby or Eli sits for Dr. Farley.", either("Dr. Farley", "Abby", "Eli"))]),

    # ---------------------------------------------------------------- 17 coin hoards
    Puzzle("coin_hoards_4x6",
        "Six hoards of Roman coins were unearthed by amateur metal detectorists in the English countryside. "
        "Match each hoard to its finder, the year it was discovered and the number of coins in it.",
        [("hoards", ["Ashby", "Brill", "Colne", "Dunmow", "Eyam", "Frome"]),
         ("finders", ["Arthur", "Bella", "Clive", "Doreen", "Edgar", "Fiona"]),
         ("years", ["1978", "1980", "1982", "1984", "1986", "1988"]),
         ("coins", ["1,200 coins", "1,850 coins", "2,400 coins", "3,100 coins", "4,750 coins", "5,300 coins"])],
        [("The Ashby Hoard was discovered 2 years after Doreen's find.", more_by("years", "Ashby", "Doreen", 2)),
         ("The first hoard to be found was also the largest.", _extremes("years", False, "coins", True)),
         ("The Colne Hoard, which Arthur found, was the most recent discovery.",
          all_of(same("Colne", "Arthur"), highest("years", "Colne"))),
         ("Of the Eyam Hoard and Edgar's hoard, one held 1,850 coins and the other was found in 1980.",
          pair("Eyam", "Edgar", "1,850 coins", "1980")),
         ("The Frome Hoard held more coins than the Dunmow Hoard.", more("coins", "Frome", "Dunmow")),
         ("Clive's hoard was discovered 2 years before Bella's.", more_by("years", "Bella", "Clive", 2)),
         ("The Dunmow Hoard held 700 more coins than the Ashby Hoard.", more_by("coins", "Dunmow", "Ashby", 700)),
         ("The Brill Hoard was found four years before Doreen's.", more_by("years", "Doreen", "Brill", 4)),
         ("Edgar's hoard was smaller than Doreen's.", more("coins", "Doreen", "Edgar"))]),

    # ---------------------------------------------------------------- 18 app rankings
    Puzzle("app_rankings_4x6",
        "This week's chart of the six most popular free puzzle games in the app store has just been released. "
        "Match each game to its total downloads, its rank and its developer.",
        [("games", ["Blob Rush", "Cookie Quest", "Dragon Dash", "Gem Drop", "Pixel Pets", "Word Wheel"]),
         ("downloads", ["1 million", "1.5 million", "2 million", "2.5 million", "3 million", "3.5 million"]),
         ("ranks", ["first", "second", "third", "fourth", "fifth", "sixth"]),
         ("developers", ["Delta", "Kestrel", "Nova", "Orbit", "Quasar", "Zephyr"])],
        [("The Delta Group's game ranked 1 spot ahead of Gem Drop.", more_by("ranks", "Gem Drop", "Delta", 1)),
         ("The game with the most downloads is made by Zephyr.", highest("downloads", "Zephyr")),
         ("Of Pixel Pets and Nova's game, one ranked sixth and the other has 1 million downloads.",
          pair("Pixel Pets", "Nova", "sixth", "1 million")),
         ("Word Wheel has half a million more downloads than Cookie Quest.",
          more_by("downloads", "Word Wheel", "Cookie Quest", 0.5)),
         ("The game ranked fourth has 1 million fewer downloads than Blob Rush.",
          more_by("downloads", "Blob Rush", "fourth", 1)),
         ("Orbit's game ranked somewhere ahead of Kestrel's.", more("ranks", "Kestrel", "Orbit")),
         ("The game ranked first has 1.5 million downloads.", same("first", "1.5 million")),
         ("Gem Drop has fewer downloads than any other game.", lowest("downloads", "Gem Drop")),
         ("Kestrel's game ranked three spots behind the Delta Group's.", more_by("ranks", "Kestrel", "Delta", 3)),
         ("Dragon Dash has 1 million more downloads than Pixel Pets.",
          more_by("downloads", "Dragon Dash", "Pixel Pets", 1))]),

    # ---------------------------------------------------------------- 19 pet sitters
    Puzzle("pet_sitters_4x4",
        "Four pet sitters in Elm Grove each took a week-long job this summer while a family was away. Match each "
        "sitter to the pet, the date the job started and the fee charged.",
        [("sitters", ["Greta", "Hal", "Ines", "Jory"]),
         ("pets", ["cockatoo", "Great Dane", "iguana", "Persian cat"]),
         ("dates", ["June 3rd", "June 10th", "June 17th", "July 3rd"]),
         ("fees (dollars)", ["120", "135", "150", "165"])],
        [("The cat's sitter charged $15 less than Jory.", more_by("fees (dollars)", "Jory", "Persian cat", 15)),
         ("Hal's job started 1 month after Ines's.", more_by("dates", "Hal", "Ines", 30)),
         ("Greta's fee was $30 more than Ines's.", more_by("fees (dollars)", "Greta", "Ines", 30)),
         ("The iguana job started a week after the cat job.", more_by("dates", "iguana", "Persian cat", 7)),
         ("The Dane's sitter charged more than Greta.", more("fees (dollars)", "Great Dane", "Greta")),
         ("Greta's job started sometime before Jory's.", more("dates", "Jory", "Greta"))],
        numbers={"dates": [3, 10, 17, 33]}),

    # ---------------------------------------------------------------- 20 graduation ceremonies
    Puzzle("graduation_ceremonies_4x4",
        "Four high schools in Dale County hold their graduation ceremonies on different dates this spring, each at "
        "a different venue. Match each school to its venue, its date and its commencement speaker.",
        [("schools", ["Central", "Eastside", "Northfield", "Westbrook"]),
         ("venues", ["Hollis", "Kemper", "Marlow", "Ridley"]),
         ("dates", ["May 18th", "May 25th", "June 1st", "June 8th"]),
         ("speakers", ["Capt. Hale", "Dr. Farley", "Gov. Reyes", "Sen. Walsh"])],
        [("The ceremony at Hollis Arena is a week before Westbrook's.", more_by("dates", "Westbrook", "Hollis", 7)),
         ("Dr. Farley will speak at the last ceremony.", highest("dates", "Dr. Farley")),
         ("Sen. Walsh's ceremony is sometime before the one at Kemper Hall.", more("dates", "Kemper", "Sen. Walsh")),
         ("Capt. Hale isn't speaking at Marlow Stadium.", differ("Capt. Hale", "Marlow")),
         ("Eastside's ceremony is 2 weeks before Central's.", more_by("dates", "Central", "Eastside", 14)),
         ("Northfield High graduates on June 8th.", same("Northfield", "June 8th")),
         ("The ceremony at Marlow Stadium is 2 weeks before the one at the Ridley Center.",
          more_by("dates", "Ridley", "Marlow", 14)),
         ("Either Eastside or Westbrook will hear Capt. Hale.", either("Capt. Hale", "Eastside", "Westbrook"))],
        numbers={"dates": [18, 25, 32, 39]}),
)
PUZZLES = {p.name: p for p in _PUZZLES}
