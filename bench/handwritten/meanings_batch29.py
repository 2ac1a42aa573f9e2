"""What each clue of the twenty-ninth batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the twenty-ninth author was asked for, written apart from pylogic's reader in
the style of Puzzle Baron's logic-puzzles.org (its one-line intros, its value formats and its formulaic
clue templates) and of Dell and Penny Press logic grids; 3x4 to 4x6, with six of 4x5 and five of 4x6, on
themes new to the set (centenarians, a fudge shop, carriage rides, square dance callers, a perfume
counter, a pawn shop, traffic stops, time capsules, monster trucks, tandem skydiving, Klondike
prospectors, waterfall hikes, Route 66 roadside attractions, engagement rings, haunted houses, ghost
towns, a comic book auction, wrestling pins, submersible dives and college football recruits). Each has
the intro such a source prints, the categories with the values it prints (titles such as "Mrs.
Abernathy", "Officer Ruiz" and "Dr. Fujita", places with a full stop or an apostrophe such as "Mt.
Vernon", "St. Elmo" and "St. Mark's", "Uncle Abe's Dinosaurs", "Rubik's Cube", "Astro Kid #1", ages,
prices such as "$4.50", "$1,250" and "$8,200", clock times such as "6:15pm", pin times such as "2:52",
dates such as "April 18th" and "July 1st", months, years, "12,000 ft", "4.5 miles", "52 mph", "12 oz",
"1.25 carats", "145 lbs", "93%", grades such as "8.5", dash times such as "4.52", "28 points", ordinals
such as "3rd") and five to eleven clues in the sites' formulaic English and its ordinary variations:
amounts in unit words ("75 cents more", "3,500 feet lower", "2 months after", "1 week after", "a quarter
carat bigger", "8 percentage points higher", "22 seconds faster", "0.07 seconds slower", "1.5 miles
farther", "one spot ahead of"), "somewhat" and "sometime before/after", "Of A and B, one ... and the
other ...", "Either ... or ..." (exactly one, as Puzzle Baron means it), "Neither ... nor ...", "The
five callers are A, B, C, D and E" lists, superlatives, "the X one", relative clauses and appositives,
possessives, negations ("isn't", "didn't") and comparatives (older, younger, taller, shorter, cheaper,
more expensive, farther, faster, slower, heavier, lighter, deeper, shallower, later). The conventions:
two things compared are two different people or things; "Neither A nor B is C" is three different ones;
"the five ... are A, B, C, D and E" are all different; "before", "earlier" and "sometime before" a time
or date are the smaller one, "ahead of" a place in the running order the smaller place number; a faster
dash or pin time and "the quickest pin" are the smaller time; "shallower" is the smaller depth; "a week" and
"2 weeks" between dates are 7 and 14 days, "75 cents" $0.75 and "a quarter carat" 0.25 carats; a date
"April 18th" counts as a day of a count that runs on through the months, a month as its number in the
year, a pin time "2:52" in seconds, a price, size, distance, weight, percentage, grade, score or time as
the number it prints; "the last" and "the first" of dates or months are the latest and the earliest;
a relative clause or appositive that states a grid fact ("the most recently buried") is encoded. Each
lists its categories and sentences exactly as its ``puzzles/NAME.clues`` prints them;
``brute_force.solutions`` proves each answer unique and each clue needed (without any one of them the
puzzle has several solutions).
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
    (``other_top``) or lowest number in ``other`` ("the oldest town had the largest population")."""
    def row(accessor, name: str, high: bool) -> int:
        return accessor.row_with_highest(name) if high else accessor.row_with_lowest(name)
    return lambda accessor: row(accessor, category, top) == row(accessor, other, other_top)


_PUZZLES = (
    Puzzle("centenarians_3x4",
        "The Golden Oaks retirement home threw a party for its four residents who are 100 or older. Match each "
        "resident to his or her age and hometown.",
        [("residents", ["Mrs. Abernathy", "Mr. Colby", "Mrs. Delgado", "Mr. Pettigrew"]),
         ("ages", ["100", "101", "102", "104"]),
         ("hometowns", ["Baton Rouge", "Mt. Vernon", "St. Cloud", "Toledo"])],
        [("Mr. Colby is 1 year younger than the resident from Mt. Vernon.",
          more_by("ages", "Mt. Vernon", "Mr. Colby", 1)),
         ("The 104-year-old is either Mrs. Delgado or the resident from Toledo.",
          either("104", "Mrs. Delgado", "Toledo")),
         ("Mrs. Abernathy is somewhat older than the person from Mt. Vernon.",
          more("ages", "Mrs. Abernathy", "Mt. Vernon")),
         ("Of Mr. Colby and the resident from Baton Rouge, one is 100 and the other is 104.",
          pair("Mr. Colby", "Baton Rouge", "100", "104")),
         ("Mrs. Abernathy isn't from Toledo.", differ("Mrs. Abernathy", "Toledo"))]),

    Puzzle("fudge_shop_3x4",
        "Sweet Tooth Fudge Co. on Main Street sold four boxes of fudge to walk-in customers on Saturday morning. "
        "Match each customer to the flavor bought and the price paid.",
        [("customers", ["Bernice", "Clayton", "Edna", "Harlan"]),
         ("flavors", ["maple walnut", "mint chip", "peanut butter", "rocky road"]),
         ("prices", ["$4.50", "$5.25", "$6.00", "$6.75"])],
        [("The customer who bought rocky road paid 75 cents more than Harlan.",
          more_by("prices", "rocky road", "Harlan", 0.75)),
         ("Clayton spent the least of the four.", lowest("prices", "Clayton")),
         ("The mint chip fudge cost more than the peanut butter fudge.", more("prices", "mint chip", "peanut butter")),
         ("Either Harlan or Edna bought the peanut butter fudge.", either("peanut butter", "Harlan", "Edna")),
         ("Edna paid more than Bernice.", more("prices", "Edna", "Bernice"))]),

    Puzzle("carriage_rides_3x4",
        "Four horse-drawn carriages gave rides around the park on Valentine's Day evening. Match each driver to "
        "the horse that pulled the carriage and the time the ride began.",
        [("drivers", ["Colleen", "Declan", "Fiona", "Seamus"]),
         ("horses", ["Biscuit", "Duchess", "Major", "Sterling"]),
         ("times", ["6:15pm", "6:45pm", "7:30pm", "8:00pm"])],
        [("The carriage pulled by Duchess left 30 minutes before Seamus's carriage.",
          more_by("times", "Seamus", "Duchess", 30)),
         ("Colleen's ride began sometime after Declan's.", more("times", "Colleen", "Declan")),
         ("Neither Colleen nor Seamus drove Duchess.", neither("Colleen", "Seamus", "Duchess")),
         ("Colleen's ride started 45 minutes after the one pulled by Biscuit.",
          more_by("times", "Colleen", "Biscuit", 45)),
         ("The carriage pulled by Sterling set out later than the one pulled by Major.",
          more("times", "Sterling", "Major"))]),

    Puzzle("square_dance_callers_3x5",
        "Five callers took turns at the Saturday night barn dance outside Pine Bluff. Match each caller to a "
        "hometown and the number of years he or she has been calling.",
        [("callers", ["Buck", "Delia", "Hollis", "Loretta", "Vern"]),
         ("hometowns", ["Cedar Falls", "Fort Smith", "Hot Springs", "Mt. Ida", "Russellville"]),
         ("years", ["6 years", "9 years", "12 years", "15 years", "21 years"])],
        [("The caller from Russellville has been calling the longest.", highest("years", "Russellville")),
         ("Vern has been calling 3 years longer than Delia.", more_by("years", "Vern", "Delia", 3)),
         ("The five callers are Loretta, the caller from Hot Springs, the one from Russellville, the one who has "
          "been calling for 9 years and the one from Fort Smith.",
          distinct("Loretta", "Hot Springs", "Russellville", "9 years", "Fort Smith")),
         ("Buck has been calling 6 years less than Hollis.", more_by("years", "Hollis", "Buck", 6)),
         ("Loretta isn't from Mt. Ida.", differ("Loretta", "Mt. Ida")),
         ("The caller from Cedar Falls has been calling 3 years less than the caller from Mt. Ida.",
          more_by("years", "Mt. Ida", "Cedar Falls", 3)),
         ("The caller from Hot Springs has been calling longer than the one from Fort Smith.",
          more("years", "Hot Springs", "Fort Smith"))]),

    Puzzle("perfume_counter_3x5",
        "Five shoppers bought a bottle of perfume at the Bellamy's department store counter during the holiday "
        "sale. Determine the fragrance each woman chose and the price of each bottle.",
        [("shoppers", ["Ms. Farris", "Mrs. Gandy", "Ms. Holt", "Mrs. Ivers", "Ms. Jurado"]),
         ("fragrances", ["Amber Nights", "Blue Iris", "Citrine", "Gardenia Rose", "Velvet Oud"]),
         ("prices", ["$48", "$62", "$75", "$89", "$110"])],
        [("Velvet Oud was the most expensive fragrance.", highest("prices", "Velvet Oud")),
         ("Ms. Jurado spent $13 more than Ms. Farris.", more_by("prices", "Ms. Jurado", "Ms. Farris", 13)),
         ("Of Ms. Holt and the woman who chose Gardenia Rose, one paid $48 and the other paid $89.",
          pair("Ms. Holt", "Gardenia Rose", "$48", "$89")),
         ("Citrine cost $13 less than Amber Nights.", more_by("prices", "Amber Nights", "Citrine", 13)),
         ("Mrs. Gandy spent $21 more than Mrs. Ivers.", more_by("prices", "Mrs. Gandy", "Mrs. Ivers", 21))]),

    Puzzle("pawn_shop_3x6",
        "Six customers came into Lucky Lou's Pawn & Loan on Monday, each with one item to pawn. Match each "
        "customer to the item pawned and the amount of the loan.",
        [("customers", ["Arturo", "Bobbie", "Cletus", "Darnell", "Estelle", "Fern"]),
         ("items", ["banjo", "chainsaw", "class ring", "laptop", "pocket watch", "shotgun"]),
         ("loans", ["$40", "$65", "$90", "$120", "$150", "$225"])],
        [("The shotgun brought the largest loan.", highest("loans", "shotgun")),
         ("Fern got $25 less than Cletus.", more_by("loans", "Cletus", "Fern", 25)),
         ("The customer who pawned the laptop got $30 more than Estelle.", more_by("loans", "laptop", "Estelle", 30)),
         ("Of Bobbie and the customer who pawned the banjo, one got $90 and the other got $40.",
          pair("Bobbie", "banjo", "$90", "$40")),
         ("Arturo got $75 less than Darnell.", more_by("loans", "Darnell", "Arturo", 75)),
         ("The class ring brought $30 less than the pocket watch.",
          more_by("loans", "pocket watch", "class ring", 30))]),

    Puzzle("traffic_stops_4x4",
        "Four officers of the Millbrook Police Department each wrote one speeding ticket last Friday. Match each "
        "officer to the driver stopped, the speed clocked and the fine.",
        [("officers", ["Officer Banks", "Officer Ruiz", "Officer Shaw", "Officer Tully"]),
         ("drivers", ["Mr. Gaines", "Mrs. Lowe", "Ms. Pham", "Mr. Voss"]),
         ("speeds", ["52 mph", "58 mph", "64 mph", "71 mph"]),
         ("fines", ["$85", "$120", "$165", "$240"])],
        [("Mr. Voss was clocked 13 mph faster than Mrs. Lowe.", more_by("speeds", "Mr. Voss", "Mrs. Lowe", 13)),
         ("Officer Shaw's driver was going the slowest and got the smallest fine.",
          all_of(lowest("speeds", "Officer Shaw"), lowest("fines", "Officer Shaw"))),
         ("The driver going 64 mph was fined $45 less than Officer Ruiz's driver.",
          more_by("fines", "Officer Ruiz", "64 mph", 45)),
         ("Officer Banks didn't stop Mr. Gaines.", differ("Officer Banks", "Mr. Gaines")),
         ("Of Ms. Pham and the driver fined $240, one was stopped by Officer Shaw and the other was going 58 mph.",
          pair("Ms. Pham", "$240", "Officer Shaw", "58 mph"))]),

    Puzzle("time_capsules_4x4",
        "Four elementary schools in Harmon County each buried a time capsule, to be dug up after a set number of "
        "years. Find the year each school buried its capsule, the item packed on top and how long it will stay "
        "in the ground.",
        [("schools", ["Jefferson", "Lakeview", "Oak Hill", "St. Agnes"]),
         ("buried", ["1975", "1982", "1990", "1999"]),
         ("items", ["newspaper", "Rubik's Cube", "Walkman", "yearbook"]),
         ("waits", ["25 years", "30 years", "40 years", "50 years"])],
        [("The capsule with the Walkman was buried 8 years after the one with the Rubik's Cube.",
          more_by("buried", "Walkman", "Rubik's Cube", 8)),
         ("The 1975 capsule will stay buried 10 years longer than St. Agnes's.",
          more_by("waits", "1975", "St. Agnes", 10)),
         ("Lakeview's capsule, the most recently buried, has the shortest wait.",
          all_of(highest("buried", "Lakeview"), lowest("waits", "Lakeview"))),
         ("The newspaper went into the ground sometime before the yearbook.", more("buried", "yearbook", "newspaper")),
         ("Oak Hill buried its capsule 7 years before Jefferson did.", more_by("buried", "Jefferson", "Oak Hill", 7)),
         ("The Rubik's Cube capsule has a longer wait than the newspaper capsule.",
          more("waits", "Rubik's Cube", "newspaper"))]),

    Puzzle("monster_trucks_4x4",
        "Four monster trucks ran in the freestyle round at the Tri-County Speedway on Saturday night. Find each "
        "truck's driver, its score and the order in which it ran.",
        [("trucks", ["Bone Crusher", "Iron Outlaw", "Mud Slinger", "Wreck-It Rex"]),
         ("drivers", ["Dusty", "Jolene", "Knox", "Ty"]),
         ("scores", ["28 points", "31 points", "34 points", "37 points"]),
         ("order", ["1st", "2nd", "3rd", "4th"])],
        [("The truck that ran last scored the most points.", _extremes("order", True, "scores", True)),
         ("Jolene ran one spot ahead of Knox.", more_by("order", "Knox", "Jolene", 1)),
         ("Iron Outlaw scored 3 points less than Wreck-It Rex.", more_by("scores", "Wreck-It Rex", "Iron Outlaw", 3)),
         ("Of Ty and the driver of Bone Crusher, one scored 37 points and the other ran 3rd.",
          pair("Ty", "Bone Crusher", "37 points", "3rd")),
         ("Neither Dusty nor Jolene drove Bone Crusher.", neither("Dusty", "Jolene", "Bone Crusher")),
         ("Dusty scored 6 points less than Knox.", more_by("scores", "Knox", "Dusty", 6))]),

    Puzzle("skydiving_jumps_4x5",
        "Five first-timers made tandem jumps at Blue Sky Drop Zone this spring, each strapped to a different "
        "instructor. Match each jumper to the date of the jump, the instructor and the altitude.",
        [("jumpers", ["Gina", "Hal", "Ivy", "Jared", "Kira"]),
         ("dates", ["April 4th", "April 11th", "April 18th", "April 25th", "May 2nd"]),
         ("instructors", ["Boomer", "Chet", "Moose", "Rocco", "Skip"]),
         ("altitudes", ["8,500 ft", "9,000 ft", "10,500 ft", "12,000 ft", "13,500 ft"])],
        [("The person who jumped with Moose jumped 1 week after Kira.", more_by("dates", "Moose", "Kira", 7)),
         ("Hal jumped from 3,500 feet lower than Gina.", more_by("altitudes", "Gina", "Hal", 3500)),
         ("Of the jumper who went on April 4th and the person who jumped with Boomer, one jumped from 10,500 ft "
          "and the other jumped from 13,500 ft.",
          pair("April 4th", "Boomer", "10,500 ft", "13,500 ft")),
         ("The jumper who went up with Skip jumped 2 weeks before the one who jumped with Moose.",
          more_by("dates", "Moose", "Skip", 14)),
         ("Jared jumped 2 weeks after Kira.", more_by("dates", "Jared", "Kira", 14)),
         ("Neither Hal nor Jared jumped with Rocco.", neither("Hal", "Jared", "Rocco")),
         ("The May 2nd jump was from the lowest altitude.", lowest("altitudes", "May 2nd")),
         ("Ivy's jump was from a somewhat lower altitude than Jared's.", more("altitudes", "Jared", "Ivy"))],
        numbers={"dates": [4, 11, 18, 25, 32]}),

    Puzzle("gold_prospectors_4x5",
        "In 1898 five prospectors each staked a claim on a different creek in the Klondike. Match each man to his "
        "creek, the month he staked his claim and the gold he took out by the first snow.",
        [("prospectors", ["Amos", "Ezra", "Jebediah", "Silas", "Thaddeus"]),
         ("creeks", ["Bonanza Creek", "Dominion Creek", "Eldorado Creek", "Hunker Creek", "Sulphur Creek"]),
         ("months", ["April", "May", "June", "July", "August"]),
         ("gold", ["12 oz", "18 oz", "25 oz", "31 oz", "40 oz"])],
        [("The man who staked his claim in April took out the most gold.", highest("gold", "April")),
         ("Jebediah staked his claim 2 months after Amos.", more_by("months", "Jebediah", "Amos", 2)),
         ("The Eldorado Creek claim yielded 6 ounces more than Amos's claim.",
          more_by("gold", "Eldorado Creek", "Amos", 6)),
         ("Of Thaddeus and the man on Sulphur Creek, one staked his claim in July and the other took out 12 oz.",
          pair("Thaddeus", "Sulphur Creek", "July", "12 oz")),
         ("The Dominion Creek claim produced 7 ounces less than the Hunker Creek claim.",
          more_by("gold", "Hunker Creek", "Dominion Creek", 7)),
         ("Ezra staked his claim a month before Silas.", more_by("months", "Silas", "Ezra", 1)),
         ("Silas took out more gold than Thaddeus.", more("gold", "Silas", "Thaddeus"))],
        numbers={"months": [4, 5, 6, 7, 8]}),

    Puzzle("waterfalls_4x5",
        "The Ridgeline Hiking Club visited five waterfalls in the Smokies, one a month from May to September. "
        "Match each waterfall to its height, the length of the trail to it and the month of the club's visit.",
        [("waterfalls", ["Bridal Veil Falls", "Grotto Falls", "Laurel Falls", "Mingo Falls", "Rainbow Falls"]),
         ("heights", ["25 ft", "60 ft", "80 ft", "120 ft", "150 ft"]),
         ("trails", ["1.5 miles", "2 miles", "3 miles", "4.5 miles", "5.5 miles"]),
         ("months", ["May", "June", "July", "August", "September"])],
        [("The tallest waterfall was the last one visited.", _extremes("heights", True, "months", True)),
         ("Grotto Falls is 35 feet shorter than Bridal Veil Falls.",
          more_by("heights", "Bridal Veil Falls", "Grotto Falls", 35)),
         ("Grotto Falls is 1.5 miles farther from the trailhead than the 80 ft falls.",
          more_by("trails", "Grotto Falls", "80 ft", 1.5)),
         ("The club visited Mingo Falls 2 months before Bridal Veil Falls.",
          more_by("months", "Bridal Veil Falls", "Mingo Falls", 2)),
         ("Of the falls visited in May and the one at the end of the 4.5-mile trail, one is Grotto Falls and the "
          "other is 150 ft tall.",
          pair("May", "4.5 miles", "Grotto Falls", "150 ft")),
         ("The 2-mile trail leads to a waterfall shorter than Laurel Falls.",
          more("heights", "Laurel Falls", "2 miles")),
         ("Mingo Falls is 40 feet taller than Laurel Falls.", more_by("heights", "Mingo Falls", "Laurel Falls", 40))],
        numbers={"months": [5, 6, 7, 8, 9]}),

    Puzzle("roadside_attractions_4x5",
        "On their summer drive along Route 66, the Hoffmans stopped at five roadside attractions. Match each "
        "attraction to its town, the year it opened and the price of admission.",
        [("attractions", ["Big Blue Whale", "Giant Rocking Chair", "Mystery Shack", "Snake Pit Zoo",
                          "Uncle Abe's Dinosaurs"]),
         ("towns", ["Catoosa", "Cuba", "Galena", "Holbrook", "Tucumcari"]),
         ("years", ["1948", "1956", "1962", "1971", "1983"]),
         ("admissions", ["$1.50", "$2.00", "$3.50", "$4.50", "$6.00"])],
        [("The attraction in Tucumcari charges $1.50 more than the Mystery Shack.",
          more_by("admissions", "Tucumcari", "Mystery Shack", 1.5)),
         ("The oldest of the five charges $4.50.", lowest("years", "$4.50")),
         ("Uncle Abe's Dinosaurs opened 6 years after the Snake Pit Zoo.",
          more_by("years", "Uncle Abe's Dinosaurs", "Snake Pit Zoo", 6)),
         ("The Big Blue Whale charges 50 cents less than the Giant Rocking Chair.",
          more_by("admissions", "Giant Rocking Chair", "Big Blue Whale", 0.5)),
         ("Of the attraction in Galena and the one that opened in 1983, one is the Mystery Shack and the other "
          "charges $2.00.",
          pair("Galena", "1983", "Mystery Shack", "$2.00")),
         ("The attraction in Cuba opened 12 years after the one in Catoosa.", more_by("years", "Cuba", "Catoosa", 12)),
         ("Uncle Abe's Dinosaurs is cheaper than the Snake Pit Zoo.",
          more("admissions", "Snake Pit Zoo", "Uncle Abe's Dinosaurs"))]),

    Puzzle("engagement_rings_4x5",
        "Five young men bought engagement rings at Solomon & Daughters Jewelers last month. Match each buyer to "
        "the size of his diamond, the metal of the band and the price he paid.",
        [("buyers", ["Brandon", "Derrick", "Luis", "Marcus", "Trevor"]),
         ("diamonds", ["0.5 carat", "0.75 carat", "1 carat", "1.25 carats", "1.5 carats"]),
         ("metals", ["palladium", "platinum", "rose gold", "white gold", "yellow gold"]),
         ("prices", ["$1,800", "$2,450", "$3,200", "$4,750", "$6,100"])],
        [("The platinum ring had the biggest diamond and the highest price.",
          all_of(highest("diamonds", "platinum"), highest("prices", "platinum"))),
         ("Trevor's diamond is a quarter carat bigger than Brandon's.",
          more_by("diamonds", "Trevor", "Brandon", 0.25)),
         ("Marcus paid $1,400 more than Derrick.", more_by("prices", "Marcus", "Derrick", 1400)),
         ("The rose gold ring cost $750 more than the palladium ring.",
          more_by("prices", "rose gold", "palladium", 750)),
         ("Of Derrick and the man who chose the white gold band, one bought the 0.5-carat diamond and the other "
          "paid $4,750.",
          pair("Derrick", "white gold", "0.5 carat", "$4,750")),
         ("Trevor paid $2,300 less than Brandon.", more_by("prices", "Brandon", "Trevor", 2300)),
         ("Marcus's diamond is smaller than Brandon's.", more("diamonds", "Brandon", "Marcus"))]),

    Puzzle("haunted_houses_4x5",
        "Five haunted house attractions opened for the Halloween season in Salem County. Match each haunt to its "
        "ticket price, the average wait in line on opening night and its fright rating on a local fan website.",
        [("haunts", ["Bloodmoon Manor", "Crypt 13", "Hollow Hill Asylum", "Nightshade Farm", "Rotting Barn"]),
         ("prices", ["$15", "$18", "$22", "$25", "$30"]),
         ("waits", ["20 minutes", "35 minutes", "45 minutes", "50 minutes", "75 minutes"]),
         ("ratings", ["62%", "71%", "78%", "85%", "93%"])],
        [("Bloodmoon Manor's rating was 8 percentage points higher than Hollow Hill Asylum's.",
          more_by("ratings", "Bloodmoon Manor", "Hollow Hill Asylum", 8)),
         ("The $18 haunt had a wait 15 minutes longer than the Rotting Barn's.",
          more_by("waits", "$18", "Rotting Barn", 15)),
         ("Of the haunt rated 78% and the one with the 20-minute wait, one is Crypt 13 and the other costs $25.",
          pair("78%", "20 minutes", "Crypt 13", "$25")),
         ("Nightshade Farm got the lowest rating.", lowest("ratings", "Nightshade Farm")),
         ("The attraction with a 45-minute wait is rated higher than the $30 one.",
          more("ratings", "45 minutes", "$30")),
         ("Hollow Hill Asylum is $8 more expensive than Bloodmoon Manor.",
          more_by("prices", "Hollow Hill Asylum", "Bloodmoon Manor", 8)),
         ("The line at Crypt 13 was 25 minutes shorter than the one at Bloodmoon Manor.",
          more_by("waits", "Bloodmoon Manor", "Crypt 13", 25))]),

    Puzzle("ghost_towns_4x6",
        "A history buff spent October driving to six ghost towns of the American West. Match each town to its "
        "state, the year it was founded and its population at its peak.",
        [("towns", ["Copper Gulch", "Dry Fork", "Hangtown Flats", "Lost Dutchman", "Silver Reef", "St. Elmo"]),
         ("states", ["Arizona", "Colorado", "Montana", "Nevada", "New Mexico", "Utah"]),
         ("founded", ["1859", "1866", "1872", "1879", "1885", "1898"]),
         ("populations", ["400", "750", "1,200", "2,000", "3,500", "5,000"])],
        [("The oldest town had the largest peak population.", _extremes("founded", False, "populations", True)),
         ("St. Elmo was founded 13 years before Lost Dutchman.", more_by("founded", "Lost Dutchman", "St. Elmo", 13)),
         ("The Montana town had 1,500 more residents at its peak than Copper Gulch.",
          more_by("populations", "Montana", "Copper Gulch", 1500)),
         ("Of Dry Fork and the town in Nevada, one was founded in 1859 and the other had a peak population of 400.",
          pair("Dry Fork", "Nevada", "1859", "400")),
         ("The Arizona town was founded 7 years after the Colorado town.",
          more_by("founded", "Arizona", "Colorado", 7)),
         ("Lost Dutchman's peak population was smaller than St. Elmo's.",
          more("populations", "St. Elmo", "Lost Dutchman")),
         ("The six towns are Dry Fork, the one in Colorado, the one founded in 1879, the one in Nevada, the one "
          "with 3,500 people at its peak and the one in New Mexico.",
          distinct("Dry Fork", "Colorado", "1879", "Nevada", "3,500", "New Mexico")),
         ("Hangtown Flats was founded 7 years before Silver Reef.",
          more_by("founded", "Silver Reef", "Hangtown Flats", 7)),
         ("Copper Gulch was founded 19 years before Dry Fork.", more_by("founded", "Dry Fork", "Copper Gulch", 19))]),

    Puzzle("comic_book_auction_4x6",
        "Six vintage comic books went under the hammer at the Heritage Hall auction on Saturday. Match each "
        "comic to its grade, the winning bid and the buyer.",
        [("comics", ["Astro Kid #1", "Captain Comet #4", "Jungle Tales #12", "Masked Marvel #7",
                     "Ray Gun Rangers #2", "Weird Worlds #9"]),
         ("grades", ["4.0", "5.5", "6.5", "7.0", "8.5", "9.2"]),
         ("bids", ["$850", "$1,250", "$2,100", "$3,400", "$5,750", "$8,200"]),
         ("buyers", ["Mr. Boyce", "Ms. Chen", "Dr. Farley", "Mr. Hutch", "Mrs. Kemp", "Mr. Lasko"])],
        [("The comic that went for $8,200 was graded 3 points higher than Mr. Lasko's.",
          more_by("grades", "$8,200", "Mr. Lasko", 3)),
         ("Ms. Chen paid $2,350 more than Mr. Lasko.", more_by("bids", "Ms. Chen", "Mr. Lasko", 2350)),
         ("The highest-graded comic sold for $2,100.", highest("grades", "$2,100")),
         ("Of Weird Worlds #9 and the 4.0 comic, one went to Mrs. Kemp and the other sold for $850.",
          pair("Weird Worlds #9", "4.0", "Mrs. Kemp", "$850")),
         ("Masked Marvel #7 sold for more than Ray Gun Rangers #2.",
          more("bids", "Masked Marvel #7", "Ray Gun Rangers #2")),
         ("Captain Comet #4 sold for $400 more than the 7.0 book.", more_by("bids", "Captain Comet #4", "7.0", 400)),
         ("Mr. Boyce's comic was graded 0.7 higher than Dr. Farley's.",
          more_by("grades", "Mr. Boyce", "Dr. Farley", 0.7)),
         ("Ray Gun Rangers #2 was graded lower than Masked Marvel #7.",
          more("grades", "Masked Marvel #7", "Ray Gun Rangers #2")),
         ("Astro Kid #1 sold for more than Masked Marvel #7.", more("bids", "Astro Kid #1", "Masked Marvel #7"))]),

    Puzzle("wrestling_pins_4x6",
        "Six wrestlers each won their final match by a pin at the county wrestling tournament. Match each wrestler "
        "to his weight class, the time of his pin and his school.",
        [("wrestlers", ["Brody", "Colt", "Dmitri", "Gage", "Jace", "Ruben"]),
         ("weights", ["106 lbs", "120 lbs", "132 lbs", "145 lbs", "160 lbs", "182 lbs"]),
         ("pins", ["0:48", "1:15", "1:37", "2:05", "2:52", "3:30"]),
         ("schools", ["Central", "Eastridge", "Lincoln", "North Valley", "St. Mark's", "Westfield"])],
        [("The heaviest wrestler had the quickest pin.", _extremes("weights", True, "pins", False)),
         ("Jace wrestles 15 pounds heavier than Brody.", more_by("weights", "Jace", "Brody", 15)),
         ("The St. Mark's wrestler's pin took 38 seconds less than Gage's.",
          more_by("pins", "Gage", "St. Mark's", 38)),
         ("Of Ruben and the wrestler from Lincoln, one wrestles at 132 lbs and the other pinned his man in 1:37.",
          pair("Ruben", "Lincoln", "132 lbs", "1:37")),
         ("The Westfield wrestler is lighter than the Eastridge wrestler.", more("weights", "Eastridge", "Westfield")),
         ("Colt wrestles at 106 lbs.", same("Colt", "106 lbs")),
         ("The North Valley wrestler's pin came 22 seconds faster than Brody's.",
          more_by("pins", "Brody", "North Valley", 22)),
         ("Ruben's pin took longer than Jace's.", more("pins", "Ruben", "Jace")),
         ("The Central wrestler outweighs the Lincoln wrestler.", more("weights", "Central", "Lincoln")),
         ("Colt's pin took longer than Ruben's.", more("pins", "Colt", "Ruben"))]),

    Puzzle("submersible_dives_4x6",
        "Six marine scientists each piloted a research submersible into the Monterey Canyon this summer. Match "
        "each pilot to the sub, the date of the dive and the greatest depth reached.",
        [("pilots", ["Dr. Ames", "Dr. Brandt", "Dr. Cole", "Dr. Dunlap", "Dr. Ebbers", "Dr. Fujita"]),
         ("subs", ["Aurora", "Deep Quest", "Nautilus II", "Pisces", "Sea Cliff", "Triton"]),
         ("dates", ["June 3rd", "June 10th", "June 17th", "June 24th", "July 1st", "July 8th"]),
         ("depths", ["1,200 ft", "1,850 ft", "2,400 ft", "3,100 ft", "3,750 ft", "4,500 ft"])],
        [("The deepest dive was the last of the six.", _extremes("depths", True, "dates", True)),
         ("Dr. Ames dove 2 weeks after Dr. Cole.", more_by("dates", "Dr. Ames", "Dr. Cole", 14)),
         ("The Deep Quest dive went 700 feet shallower than Dr. Ames's dive.",
          more_by("depths", "Dr. Ames", "Deep Quest", 700)),
         ("Of Dr. Fujita and the pilot of Sea Cliff, one dove on June 10th and the other reached 1,200 ft.",
          pair("Dr. Fujita", "Sea Cliff", "June 10th", "1,200 ft")),
         ("The Pisces dive was 1 week before the Sea Cliff dive.", more_by("dates", "Sea Cliff", "Pisces", 7)),
         ("Neither Dr. Brandt nor Dr. Dunlap piloted Nautilus II.", neither("Dr. Brandt", "Dr. Dunlap", "Nautilus II")),
         ("Dr. Ebbers's dive was sometime after Dr. Dunlap's.", more("dates", "Dr. Ebbers", "Dr. Dunlap")),
         ("The June 10th dive went deeper than the June 17th dive.", more("depths", "June 10th", "June 17th")),
         ("The Triton dive was 1 week after Dr. Ebbers's dive.", more_by("dates", "Triton", "Dr. Ebbers", 7)),
         ("Aurora made the first dive of the summer.", lowest("dates", "Aurora"))],
        numbers={"dates": [3, 10, 17, 24, 31, 38]}),

    Puzzle("college_recruits_4x6",
        "Six high school seniors signed with college football programs on National Signing Day. Match each "
        "recruit to his 40-yard dash time, his position and the school he chose.",
        [("recruits", ["Andre", "Caleb", "Darius", "Jalen", "Kendrick", "Trey"]),
         ("times", ["4.38", "4.45", "4.52", "4.61", "4.70", "4.84"]),
         ("positions", ["cornerback", "linebacker", "quarterback", "running back", "safety", "wide receiver"]),
         ("colleges", ["Alabama", "Clemson", "Georgia", "LSU", "Ohio State", "Oregon"])],
        [("The fastest recruit is headed to Oregon.", lowest("times", "Oregon")),
         ("The linebacker ran 0.14 seconds slower than Caleb.", more_by("times", "linebacker", "Caleb", 0.14)),
         ("Jalen was 0.07 seconds faster than the running back.", more_by("times", "running back", "Jalen", 0.07)),
         ("Of Trey and the recruit going to Clemson, one plays quarterback and the other ran a 4.61.",
          pair("Trey", "Clemson", "quarterback", "4.61")),
         ("The LSU signee is faster than the Alabama signee.", more("times", "Alabama", "LSU")),
         ("Neither Darius nor Kendrick signed with Ohio State.", neither("Darius", "Kendrick", "Ohio State")),
         ("The Alabama recruit ran 0.09 seconds faster than the safety.",
          more_by("times", "safety", "Alabama", 0.09)),
         ("The wide receiver ran a faster time than the cornerback.", more("times", "cornerback", "wide receiver")),
         ("Darius was the slowest of the six.", highest("times", "Darius")),
         ("Jalen ran 0.07 seconds slower than Andre.", more_by("times", "Jalen", "Andre", 0.07)),
         ("The quarterback ran 0.09 seconds slower than the safety.",
          more_by("times", "quarterback", "safety", 0.09))]),
)
PUZZLES = {p.name: p for p in _PUZZLES}
