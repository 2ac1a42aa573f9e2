"""What each clue of the twenty-eighth batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the twenty-eighth author was asked for, written apart from pylogic's reader in
the style of the logic grids of American puzzle magazines and sites as users paste them: Puzzle Baron's
logic-puzzles.org, Dell Logic Puzzles, Penny Press "Original Logic Problems", Brainzilla, Kappa and
puzzle apps; 3x4 to 5x5, on themes new to the set (laser tag, hummingbird feeders, a soda fountain, a
geography bee, horseshoes, carnival games, bobsled runs, a drive-in, scrapbooking, cornhole, restaurant
tips, tiny houses, whitewater rafting, hurricanes, used LPs, spring break, a U-pick blueberry farm, a
jack-o'-lantern contest, baby showers and a battle of the bands). Each has the one- or two-line intro
such a source prints, the categories with the values it prints (titles with a full stop such as "Mrs.
Ortiz", prices such as "$4.50", "$1,100" and "$52,000", clock times such as "8:15 pm" and "7:30 am",
dates such as "June 9" and "March 17", years, ages, "160 sq ft", "4.5 miles", "5.5 lbs", percentages
such as "18%", "Category 3", bobsled times such as "54.36", ordinals such as "2nd") and five to ten
clues in their American published-puzzle English: comparisons with amounts ("$14,000 less than", "0.21
seconds faster than", "15 minutes earlier than", "a week before", "40 square feet larger than", "8
percentage points more", "twice as many"), "Of A and B, one ... and the other ...", "Either ... or ..." (exactly
one), "Neither ... nor ...", "The five ... were A, B, C, D and E" lists, superlatives, "the X one",
relative clauses, possessives, passives, two facts in one sentence, "is not", "didn't", "isn't", and
places in a contest's order. The conventions: two things compared are two different people or things;
"Neither A nor B is C" is three different ones, while "didn't see Jaws or Grease" is two negations; "the
five ... were A, B, C, D and E" are all different; "before", "earlier" and "ahead of" a time or date are
the smaller one, "ahead of" and "behind" a place in a contest the smaller and the larger place number,
"immediately behind" the next place, "faster" and "ahead of" a bobsled time the smaller time; "opened"
and "closed the show" are the earliest and the latest time; "a week" and "two weeks" between dates are 7
and 14 days, "an hour and 45 minutes" is 105 minutes, "half a pound" 0.5 lbs and "50 cents" $0.50; a date
"June 9" counts as its day, "Category 3" as 3, a price, size, distance, weight, percentage, score or time
as the number it prints; "X more than Y but less than Z" is Y < X < Z; a relative clause or appositive
that states a grid fact ("who left the biggest percentage", "which wasn't Cold Fire", "who is 12", "who
closed the show") is encoded. Each lists its categories and sentences exactly as its
``puzzles/NAME.clues`` prints them; ``brute_force.solutions`` proves each answer unique and each clue
needed (without any one of them the puzzle has several solutions).
"""

from __future__ import annotations

from bench.handwritten.brute_force import Predicate, Puzzle
from bench.handwritten.predicates import (
    all_of,
    between,
    differ,
    distinct,
    either,
    highest,
    lowest,
    more,
    more_by,
    negated,
    neither,
    pair,
    same,
    times_as_much,
)


def _extremes(category: str, top: bool, other: str, other_top: bool) -> Predicate:
    """The row with the highest (``top``) or lowest number in ``category`` is the row with the highest
    (``other_top``) or lowest number in ``other`` ("the oldest album was also the most expensive")."""
    def row(accessor, name: str, high: bool) -> int:
        return accessor.row_with_highest(name) if high else accessor.row_with_lowest(name)
    return lambda accessor: row(accessor, category, top) == row(accessor, other, other_top)


_PUZZLES = (
    Puzzle("laser_tag_3x4",
        "Four friends played a round of laser tag at Galaxy Zone for Aiden's birthday. Match each player to the "
        "color of his vest and his final score.",
        [("players", ["Aiden", "Brody", "Caleb", "Dante"]),
         ("vests", ["blue", "green", "orange", "red"]),
         ("scores", ["1,250", "1,500", "1,750", "2,000"])],
        [("The player in the red vest scored 250 points more than Dante.", more_by("scores", "red", "Dante", 250)),
         ("Caleb finished with the lowest score of the four.", lowest("scores", "Caleb")),
         ("Of Aiden and the boy in the orange vest, one scored 1,500 points and the other scored 1,750.",
          pair("Aiden", "orange", "1,500", "1,750")),
         ("Aiden didn't wear blue.", differ("Aiden", "blue")),
         ("Dante outscored Aiden.", more("scores", "Dante", "Aiden"))]),

    Puzzle("hummingbird_feeders_3x4",
        "Four neighbors on Larkspur Lane each hung a hummingbird feeder this spring and counted visits on one "
        "Saturday morning. Find each neighbor's feeder style and the number of visits.",
        [("neighbors", ["Mrs. Ortiz", "Mr. Pruitt", "Ms. Quan", "Mr. Ruiz"]),
         ("feeders", ["bottle", "saucer", "tube", "window"]),
         ("visits", ["12", "16", "21", "27"])],
        [("The window feeder got 5 more visits than the tube feeder.", more_by("visits", "window", "tube", 5)),
         ("Mr. Pruitt's feeder had the fewest visits.", lowest("visits", "Mr. Pruitt")),
         ("The saucer feeder got more visits than the bottle feeder.", more("visits", "saucer", "bottle")),
         ("Mr. Ruiz didn't hang the window feeder.", differ("Mr. Ruiz", "window")),
         ("Neither Mrs. Ortiz nor Mr. Ruiz has the saucer feeder.", neither("Mrs. Ortiz", "Mr. Ruiz", "saucer"))]),

    Puzzle("soda_fountain_3x4",
        "Four customers sat at the counter of Pop's Soda Fountain on Saturday afternoon. Match each customer to "
        "the shake flavor ordered and the price paid.",
        [("customers", ["Beverly", "Dwight", "Gloria", "Leon"]),
         ("flavors", ["banana", "chocolate", "peanut butter", "strawberry"]),
         ("prices", ["$3.25", "$3.75", "$4.50", "$5.00"])],
        [("The peanut butter shake cost $1.25 more than the banana shake.",
          more_by("prices", "peanut butter", "banana", 1.25)),
         ("Dwight paid the least.", lowest("prices", "Dwight")),
         ("Either Beverly or Leon ordered the strawberry shake.", either("strawberry", "Beverly", "Leon")),
         ("Gloria paid 50 cents more than Beverly.", more_by("prices", "Gloria", "Beverly", 0.5)),
         ("Beverly didn't order the peanut butter shake.", differ("Beverly", "peanut butter"))]),

    Puzzle("geography_bee_3x4",
        "Four students reached the final round of the Lincoln Middle School geography bee. Each was asked a last "
        "question about a different country. Find each student's country and where each finished.",
        [("students", ["Hannah", "Isaac", "Julia", "Kevin"]),
         ("countries", ["Bolivia", "Estonia", "Laos", "Mali"]),
         ("places", ["1st", "2nd", "3rd", "4th"])],
        [("The student who got the question about Mali finished two places behind Hannah.",
          more_by("places", "Mali", "Hannah", 2)),
         ("Julia finished ahead of Kevin.", more("places", "Kevin", "Julia")),
         ("Kevin didn't get the Bolivia question, and he finished ahead of Isaac.",
          all_of(differ("Kevin", "Bolivia"), more("places", "Isaac", "Kevin"))),
         ("The student asked about Estonia placed immediately behind the one asked about Laos.",
          more_by("places", "Estonia", "Laos", 1)),
         ("Isaac wasn't asked about Bolivia.", differ("Isaac", "Bolivia"))]),

    Puzzle("horseshoe_pitching_3x5",
        "Five men entered the horseshoe pitching contest at the Clay County Fair. From the clues, find each "
        "pitcher's hometown and the number of ringers he threw.",
        [("pitchers", ["Earl", "Floyd", "Homer", "Luther", "Virgil"]),
         ("hometowns", ["Ash Grove", "Bolivar", "Carthage", "Dexter", "Eldon"]),
         ("ringers", ["4", "6", "7", "9", "12"])],
        [("The pitcher from Eldon threw the most ringers.", highest("ringers", "Eldon")),
         ("Floyd threw 5 fewer ringers than Earl.", more_by("ringers", "Earl", "Floyd", 5)),
         ("Of Luther and the man from Bolivar, one threw 6 ringers and the other threw 7.",
          pair("Luther", "Bolivar", "6", "7")),
         ("Virgil threw one more ringer than the man from Carthage.", more_by("ringers", "Virgil", "Carthage", 1)),
         ("Neither Homer nor Earl is from Ash Grove.", neither("Homer", "Earl", "Ash Grove"))]),

    Puzzle("carnival_games_3x5",
        "Five kids spent their tickets at the Harvest Carnival's midway. Work out which game each child played "
        "and how many tickets each spent.",
        [("kids", ["Abby", "Colton", "Eliza", "Gavin", "Maddie"]),
         ("games", ["balloon darts", "duck pond", "milk bottles", "ring toss", "water gun race"]),
         ("tickets", ["8", "12", "16", "20", "24"])],
        [("The five kids were Gavin, the child who spent 16 tickets, the one who spent 24 tickets, the duck pond "
          "player and the kid who played milk bottles.",
          distinct("Gavin", "16", "24", "duck pond", "milk bottles")),
         ("The ring toss player spent twice as many tickets as Eliza.",
          times_as_much("tickets", "ring toss", "Eliza", 2)),
         ("Maddie spent more tickets than Abby but fewer than Colton.", between("tickets", "Maddie", "Abby", "Colton")),
         ("Gavin didn't play balloon darts.", differ("Gavin", "balloon darts")),
         ("Eliza spent the fewest tickets.", lowest("tickets", "Eliza")),
         ("The milk bottles player spent 4 more tickets than Abby.", more_by("tickets", "milk bottles", "Abby", 4))]),

    Puzzle("bobsled_runs_3x5",
        "Five two-man bobsleds made their first runs at the Lake Placid invitational. Match each pilot to his "
        "country and his time in seconds.",
        [("pilots", ["Anders", "Bauer", "Costa", "Dufresne", "Egan"]),
         ("countries", ["Canada", "Germany", "Italy", "Norway", "Switzerland"]),
         ("times", ["54.18", "54.36", "54.57", "54.90", "55.12"])],
        [("The German sled posted the fastest time.", lowest("times", "Germany")),
         ("Dufresne's sled was 0.21 seconds faster than the Norwegian sled.",
          more_by("times", "Norway", "Dufresne", 0.21)),
         ("Anders was faster than Egan, who wasn't the slowest.",
          all_of(more("times", "Egan", "Anders"), negated(highest("times", "Egan")))),
         ("Of Bauer and Costa, one piloted the Italian sled and the other finished in 54.18.",
          pair("Bauer", "Costa", "Italy", "54.18")),
         ("The Swiss sled finished 0.22 seconds ahead of the Italian sled.",
          more_by("times", "Italy", "Switzerland", 0.22)),
         ("Costa's time was slower than Bauer's.", more("times", "Costa", "Bauer"))]),

    Puzzle("drive_in_movies_4x4",
        "Four friends each took a date to the Starlite Drive-In on a different Friday night last June. Find the "
        "night each went, the film they saw and the show time.",
        [("friends", ["Arlene", "Buddy", "Curtis", "Darlene"]),
         ("films", ["Grease", "Jaws", "Rocky", "Star Wars"]),
         ("dates", ["June 2", "June 9", "June 16", "June 23"]),
         ("times", ["7:45 pm", "8:15 pm", "8:30 pm", "9:00 pm"])],
        [("Buddy saw his movie a week before Darlene saw hers.", more_by("dates", "Darlene", "Buddy", 7)),
         ("The 7:45 pm show was on June 23.", same("7:45 pm", "June 23")),
         ("Grease started 15 minutes earlier than Rocky.", more_by("times", "Rocky", "Grease", 15)),
         ("Jaws was shown two weeks before Rocky.", more_by("dates", "Rocky", "Jaws", 14)),
         ("Curtis didn't see Jaws or Grease.", all_of(differ("Curtis", "Jaws"), differ("Curtis", "Grease"))),
         ("Arlene's show started later than Darlene's but earlier than Buddy's.",
          between("times", "Arlene", "Darlene", "Buddy"))],
        numbers={"dates": [2, 9, 16, 23]}),

    Puzzle("scrapbooking_club_4x4",
        "The four members of the Tuesday Night Scrapbookers each finished an album this winter. Find each "
        "woman's album theme, the number of pages and the hours she spent.",
        [("members", ["Mrs. Albright", "Mrs. Benning", "Mrs. Castillo", "Mrs. Dorsey"]),
         ("themes", ["baby's first year", "family reunion", "graduation", "honeymoon"]),
         ("pages", ["24 pages", "30 pages", "36 pages", "48 pages"]),
         ("hours", ["10 hours", "15 hours", "18 hours", "22 hours"])],
        [("The woman who made the 48-page album spent 5 more hours on it than Mrs. Dorsey spent on hers.",
          more_by("hours", "48 pages", "Mrs. Dorsey", 5)),
         ("Mrs. Benning's album, which had the fewest pages, took the most hours.",
          all_of(lowest("pages", "Mrs. Benning"), highest("hours", "Mrs. Benning"))),
         ("The honeymoon album has 6 more pages than the family reunion album.",
          more_by("pages", "honeymoon", "family reunion", 6)),
         ("Either Mrs. Castillo or Mrs. Albright made the baby's first year album.",
          either("baby's first year", "Mrs. Castillo", "Mrs. Albright")),
         ("Mrs. Albright spent 18 hours on her album.", same("Mrs. Albright", "18 hours")),
         ("Mrs. Dorsey didn't make the honeymoon album or the graduation album.",
          all_of(differ("Mrs. Dorsey", "honeymoon"), differ("Mrs. Dorsey", "graduation")))]),

    Puzzle("cornhole_tournament_4x4",
        "Four teams met in the cornhole tournament at the Fourth of July block party. Find each team's captain, "
        "its name, the street it came from and its total points.",
        [("captains", ["Dale", "Gina", "Marcus", "Tammy"]),
         ("teams", ["Bag Ladies", "Corn Stars", "Hole Patrol", "Toss Bosses"]),
         ("streets", ["Elm Street", "Maple Avenue", "Oak Court", "Pine Drive"]),
         ("points", ["15", "18", "21", "27"])],
        [("The Corn Stars scored 3 more points than Dale's team.", more_by("points", "Corn Stars", "Dale", 3)),
         ("Gina's team, the Bag Ladies, scored the most points.",
          all_of(same("Gina", "Bag Ladies"), highest("points", "Gina"))),
         ("Neither the Hole Patrol nor the Toss Bosses is from Maple Avenue.",
          neither("Hole Patrol", "Toss Bosses", "Maple Avenue")),
         ("Tammy's team scored 6 points more than the Pine Drive team.", more_by("points", "Tammy", "Pine Drive", 6)),
         ("Of the Elm Street team and the Hole Patrol, one scored 27 points and the other scored 18.",
          pair("Elm Street", "Hole Patrol", "27", "18"))]),

    Puzzle("restaurant_tips_4x4",
        "Four servers at the Blue Plate Diner each waited on one regular during the Sunday lunch rush. Find each "
        "server's customer, the amount of the check and the tip the customer left, as a percentage.",
        [("servers", ["Brandy", "Cody", "Jolene", "Travis"]),
         ("customers", ["Mr. Abbott", "Mrs. Greer", "Mr. Hollis", "Ms. Ivey"]),
         ("checks", ["$42", "$56", "$64", "$85"]),
         ("tips", ["15%", "18%", "20%", "25%"])],
        [("Mr. Hollis, who left the biggest percentage, had the smallest check.",
          all_of(highest("tips", "Mr. Hollis"), lowest("checks", "Mr. Hollis"))),
         ("Jolene's customer had a check $21 more than Brandy's.", more_by("checks", "Jolene", "Brandy", 21)),
         ("The 18% tip came from the $56 check.", same("18%", "$56")),
         ("Travis didn't wait on Mrs. Greer.", differ("Travis", "Mrs. Greer")),
         ("Of Cody and the server who waited on Ms. Ivey, one got a 25% tip and the other got 15%.",
          pair("Cody", "Ms. Ivey", "25%", "15%")),
         ("Mrs. Greer's check was smaller than Ms. Ivey's.", more("checks", "Ms. Ivey", "Mrs. Greer"))]),

    Puzzle("tiny_houses_4x5",
        "Five people each built a tiny house on wheels last year. Match each owner to the size of the home, its "
        "price and the state where it is parked.",
        [("owners", ["Heidi", "Jonah", "Kendra", "Otis", "Priya"]),
         ("sizes", ["160 sq ft", "200 sq ft", "240 sq ft", "280 sq ft", "320 sq ft"]),
         ("prices", ["$38,000", "$45,000", "$52,000", "$59,000", "$66,000"]),
         ("states", ["Colorado", "Maine", "Oregon", "Texas", "Vermont"])],
        [("The largest house was also the most expensive.", _extremes("sizes", True, "prices", True)),
         ("The Vermont house is the cheapest, but it isn't the smallest.",
          all_of(lowest("prices", "Vermont"), negated(lowest("sizes", "Vermont")))),
         ("Of Priya and Kendra, one parked her house in Maine and the other paid $59,000.",
          pair("Priya", "Kendra", "Maine", "$59,000")),
         ("The Colorado house is 40 square feet larger than Heidi's.", more_by("sizes", "Colorado", "Heidi", 40)),
         ("Neither Heidi nor Otis lives in Texas.", neither("Heidi", "Otis", "Texas")),
         ("Otis paid $14,000 less than Heidi.", more_by("prices", "Heidi", "Otis", 14000)),
         ("Kendra's house is 40 square feet larger than Priya's.", more_by("sizes", "Kendra", "Priya", 40)),
         ("Heidi's house is larger than Jonah's.", more("sizes", "Heidi", "Jonah"))]),

    Puzzle("whitewater_rafting_4x5",
        "Five rafting guides each led a trip down a different river last weekend. Find each guide's river, the "
        "time the group put in and the length of the run.",
        [("guides", ["Bo", "Cassidy", "Hank", "Luz", "Wade"]),
         ("rivers", ["Arkansas", "Gauley", "Nantahala", "Ocoee", "Salmon"]),
         ("times", ["7:30 am", "8:00 am", "8:45 am", "9:15 am", "10:00 am"]),
         ("lengths", ["4.5 miles", "6 miles", "7.5 miles", "9 miles", "12 miles"])],
        [("The trip that put in earliest was also the longest run.", _extremes("times", False, "lengths", True)),
         ("Hank's run was 1.5 miles shorter than Bo's.", more_by("lengths", "Bo", "Hank", 1.5)),
         ("The Nantahala trip put in 30 minutes after the Ocoee trip.",
          more_by("times", "Nantahala", "Ocoee", 30)),
         ("Luz's trip was 3 miles longer than the Ocoee run.", more_by("lengths", "Luz", "Ocoee", 3)),
         ("Either Cassidy or Wade guided on the Gauley.", either("Gauley", "Cassidy", "Wade")),
         ("Bo's group put in 45 minutes after Luz's group.", more_by("times", "Bo", "Luz", 45)),
         ("Cassidy's group put in an hour and 45 minutes before Wade's group.",
          more_by("times", "Wade", "Cassidy", 105)),
         ("The Arkansas trip put in at 8:00 am.", same("Arkansas", "8:00 am"))]),

    Puzzle("hurricane_records_4x5",
        "A weather buff listed five Atlantic hurricanes that made landfall in the United States. Match each storm "
        "to its year, its strength at landfall and the state where it came ashore.",
        [("hurricanes", ["Alma", "Boyd", "Coretta", "Dwayne", "Estelle"]),
         ("years", ["1998", "2003", "2007", "2012", "2016"]),
         ("strengths", ["Category 1", "Category 2", "Category 3", "Category 4", "Category 5"]),
         ("states", ["Alabama", "Florida", "Louisiana", "North Carolina", "Texas"])],
        [("The strongest storm hit Louisiana.", highest("strengths", "Louisiana")),
         ("Boyd came ashore nine years before Alma.", more_by("years", "Alma", "Boyd", 9)),
         ("Coretta was the most recent of the five.", highest("years", "Coretta")),
         ("The Alabama storm was one category weaker than the Texas storm.",
          more_by("strengths", "Texas", "Alabama", 1)),
         ("Of Dwayne and the North Carolina storm, one was a Category 5 and the other struck in 1998.",
          pair("Dwayne", "North Carolina", "Category 5", "1998")),
         ("The Florida storm was stronger than the Texas storm.", more("strengths", "Florida", "Texas")),
         ("Alma was stronger than Estelle.", more("strengths", "Alma", "Estelle")),
         ("Dwayne came ashore four years before Alma.", more_by("years", "Alma", "Dwayne", 4)),
         ("The North Carolina storm was the weakest of the five.", lowest("strengths", "North Carolina")),
         ("Coretta was a stronger storm than Alma.", more("strengths", "Coretta", "Alma"))],
        numbers={"strengths": [1, 2, 3, 4, 5]}),

    Puzzle("vinyl_records_4x5",
        "Five shoppers each bought one used LP at Groove Street Records on Record Store Day. Match each shopper to "
        "the album, the price and the year it was released.",
        [("shoppers", ["Andre", "Bianca", "Clint", "Dolores", "Ethan"]),
         ("albums", ["Blue Highway", "Cold Fire", "Desert Rain", "Neon Nights", "Summer Static"]),
         ("prices", ["$12", "$15", "$18", "$22", "$30"]),
         ("years", ["1968", "1971", "1975", "1979", "1984"])],
        [("The oldest album was also the most expensive.", _extremes("years", False, "prices", True)),
         ("Neon Nights came out five years after Summer Static.", more_by("years", "Neon Nights", "Summer Static", 5)),
         ("Clint paid $3 less than Ethan.", more_by("prices", "Ethan", "Clint", 3)),
         ("Dolores's album was released four years before Ethan's.", more_by("years", "Ethan", "Dolores", 4)),
         ("Either Andre or Bianca bought Blue Highway.", either("Blue Highway", "Andre", "Bianca")),
         ("The 1971 record, which wasn't Cold Fire, cost $18.",
          all_of(differ("1971", "Cold Fire"), same("1971", "$18"))),
         ("Clint's album came out before Andre's.", more("years", "Andre", "Clint"))]),

    Puzzle("spring_break_trips_4x5",
        "Five college roommates went on spring break trips this March. Find each student's destination, the "
        "number of nights away and the cost of the trip.",
        [("students", ["Carly", "Derek", "Mallory", "Nate", "Shauna"]),
         ("destinations", ["Cancun", "Daytona Beach", "Key West", "Lake Havasu", "South Padre"]),
         ("nights", ["3 nights", "4 nights", "5 nights", "6 nights", "7 nights"]),
         ("costs", ["$450", "$600", "$725", "$850", "$1,100"])],
        [("The student who went to Cancun stayed the longest and paid the most.",
          all_of(highest("nights", "Cancun"), highest("costs", "Cancun"))),
         ("Derek's trip was the cheapest.", lowest("costs", "Derek")),
         ("The Key West trip cost $250 more than the Lake Havasu trip.",
          more_by("costs", "Key West", "Lake Havasu", 250)),
         ("Shauna was away two nights more than Nate.", more_by("nights", "Shauna", "Nate", 2)),
         ("Of Carly and Mallory, one went to Cancun and the other stayed five nights.",
          pair("Carly", "Mallory", "Cancun", "5 nights")),
         ("The South Padre trip was shorter than the Daytona Beach trip.",
          more("nights", "Daytona Beach", "South Padre")),
         ("Shauna paid $125 less than Carly but more than Nate.",
          all_of(more_by("costs", "Carly", "Shauna", 125), more("costs", "Shauna", "Nate")))]),

    Puzzle("blueberry_farm_4x5",
        "Five families spent a Saturday morning at Hillcrest U-Pick Blueberries, each in a different patch. Find "
        "each family's blueberry variety, how much they picked and when they arrived.",
        [("families", ["the Castros", "the Engles", "the Fitzgeralds", "the Nakamuras", "the Sorensens"]),
         ("varieties", ["Bluecrop", "Duke", "Elliott", "Jersey", "Patriot"]),
         ("weights", ["3.5 lbs", "4 lbs", "5.5 lbs", "6 lbs", "8 lbs"]),
         ("arrivals", ["7:00 am", "7:30 am", "8:15 am", "9:00 am", "9:45 am"])],
        [("The family that arrived first picked the most berries.", _extremes("arrivals", False, "weights", True)),
         ("The Engles picked half a pound less than the Nakamuras.",
          more_by("weights", "the Nakamuras", "the Engles", 0.5)),
         ("The family picking Duke bushes arrived 30 minutes after the Fitzgeralds.",
          more_by("arrivals", "Duke", "the Fitzgeralds", 30)),
         ("The Sorensens, who picked Elliott berries, arrived at 8:15 am.",
          all_of(same("the Sorensens", "Elliott"), same("the Sorensens", "8:15 am"))),
         ("The Nakamuras arrived 45 minutes before the Engles.",
          more_by("arrivals", "the Engles", "the Nakamuras", 45)),
         ("Neither the Castros nor the Sorensens picked 4 lbs.", neither("the Castros", "the Sorensens", "4 lbs")),
         ("The Sorensens didn't pick 6 lbs.", differ("the Sorensens", "6 lbs")),
         ("The Jersey pickers arrived 45 minutes before the Patriot pickers.",
          more_by("arrivals", "Patriot", "Jersey", 45))]),

    Puzzle("baby_showers_4x5",
        "Five baby showers were held at the Willow Creek clubhouse this March. Match each mother-to-be to the "
        "date of her shower, its hostess and the number of guests.",
        [("mothers", ["Amber", "Brittany", "Crystal", "Danielle", "Erica"]),
         ("dates", ["March 3", "March 10", "March 17", "March 24", "March 31"]),
         ("hostesses", ["Mrs. Ortiz", "Mrs. Pratt", "Mrs. Quinlan", "Mrs. Reyes", "Mrs. Sloane"]),
         ("guests", ["18", "22", "25", "30", "34"])],
        [("The shower hosted by Mrs. Ortiz was the last of the five, and it had the fewest guests.",
          all_of(highest("dates", "Mrs. Ortiz"), lowest("guests", "Mrs. Ortiz"))),
         ("Danielle's shower drew the most guests.", highest("guests", "Danielle")),
         ("Amber's shower, which Mrs. Reyes hosted, was two weeks after Brittany's.",
          all_of(same("Amber", "Mrs. Reyes"), more_by("dates", "Amber", "Brittany", 14))),
         ("Mrs. Pratt's shower had 5 fewer guests than Amber's.", more_by("guests", "Amber", "Mrs. Pratt", 5)),
         ("Neither Crystal nor Erica had 22 guests.", neither("Crystal", "Erica", "22")),
         ("Mrs. Quinlan didn't host Brittany's shower.", differ("Mrs. Quinlan", "Brittany")),
         ("Crystal's shower was later than Erica's.", more("dates", "Crystal", "Erica")),
         ("Erica's shower was a week after Amber's.", more_by("dates", "Erica", "Amber", 7))],
        numbers={"dates": [3, 10, 17, 24, 31]}),

    Puzzle("jack_o_lantern_contest_5x5",
        "Five children entered the jack-o'-lantern carving contest at Miller's Pumpkin Patch. Find each child's "
        "age, the weight of the pumpkin, its design and where it placed.",
        [("carvers", ["Aubrey", "Braden", "Chloe", "Dominic", "Emery"]),
         ("ages", ["7", "8", "9", "10", "12"]),
         ("weights", ["11 lbs", "14 lbs", "18 lbs", "23 lbs", "30 lbs"]),
         ("designs", ["bat", "black cat", "ghost", "owl", "witch"]),
         ("places", ["1st", "2nd", "3rd", "4th", "5th"])],
        [("The youngest carver took 1st place with the lightest pumpkin.",
          all_of(lowest("ages", "1st"), lowest("weights", "1st"))),
         ("Braden, who is 12, carved the heaviest pumpkin.",
          all_of(same("Braden", "12"), highest("weights", "Braden"))),
         ("The owl placed one spot ahead of the black cat.", more_by("places", "black cat", "owl", 1)),
         ("Emery is one year older than Aubrey.", more_by("ages", "Emery", "Aubrey", 1)),
         ("The bat was carved from a pumpkin 12 pounds heavier than the ghost's.",
          more_by("weights", "bat", "ghost", 12)),
         ("Of the witch and the owl, one was carved by Aubrey and the other finished 4th.",
          pair("witch", "owl", "Aubrey", "4th")),
         ("The 3rd-place pumpkin weighed 14 lbs.", same("3rd", "14 lbs")),
         ("Chloe didn't carve the bat or the witch.", all_of(differ("Chloe", "bat"), differ("Chloe", "witch"))),
         ("The 8-year-old's pumpkin was heavier than Aubrey's.", more("weights", "8", "Aubrey")),
         ("The black cat finished ahead of the bat.", more("places", "bat", "black cat"))]),

    Puzzle("garage_bands_5x5",
        "Five garage bands played the Battle of the Bands at Riverside High. Find each band's lead singer, its "
        "genre, the time it took the stage and its share of the audience vote.",
        [("bands", ["Loose Change", "Paper Moons", "Static Rabbits", "The Dead Batteries", "Velvet Hammer"]),
         ("singers", ["Alexis", "Jordan", "Kayla", "Mason", "Tyler"]),
         ("genres", ["country", "funk", "metal", "punk", "surf rock"]),
         ("times", ["7:00 pm", "7:25 pm", "7:50 pm", "8:15 pm", "8:40 pm"]),
         ("votes", ["8%", "12%", "20%", "25%", "35%"])],
        [("The punk band got 35% of the vote.", same("punk", "35%")),
         ("Loose Change, fronted by Alexis, opened the show.",
          all_of(same("Loose Change", "Alexis"), lowest("times", "Loose Change"))),
         ("The band fronted by Tyler took the stage 25 minutes after Kayla's band.",
          more_by("times", "Tyler", "Kayla", 25)),
         ("Of the metal band and Velvet Hammer, one closed the show and the other was fronted by Jordan.",
          pair("metal", "Velvet Hammer", "8:40 pm", "Jordan")),
         ("The Dead Batteries, who closed the show, got 8 percentage points more of the vote than Loose Change.",
          all_of(highest("times", "The Dead Batteries"), more_by("votes", "The Dead Batteries", "Loose Change", 8))),
         ("Alexis's band got a smaller share than Jordan's but a larger share than Tyler's.",
          between("votes", "Alexis", "Tyler", "Jordan")),
         ("The country band played later than the funk band but got fewer votes.",
          all_of(more("times", "country", "funk"), more("votes", "funk", "country"))),
         ("The surf rock band took the stage 25 minutes after Loose Change.",
          more_by("times", "surf rock", "Loose Change", 25)),
         ("Paper Moons played after Static Rabbits.", more("times", "Paper Moons", "Static Rabbits")),
         ("Velvet Hammer played before Static Rabbits.", more("times", "Static Rabbits", "Velvet Hammer"))]),
)
PUZZLES = {p.name: p for p in _PUZZLES}
