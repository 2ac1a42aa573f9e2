"""What each clue of the fifty-third batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the fifty-third author was asked for, written apart from pylogic's reader on themes new to
the set: twelve grids as Puzzle Baron's logic-puzzles.org and its printed books print them, their categories mostly
numbers or orders, and eight story problems, four as Dell Logic Puzzles and Penny Press "Original Logic Problems"
print them and four as British puzzle magazines print them, each with its story opening.

The Puzzle Baron grids (categories x values): three of 3x4 (a granite quarry's morning blasts, a taxidermist's
mounts, jersey orders for youth softball teams), three of 3x5 (an upholsterer's jobs, a paperhanger's week, tamale
orders for Christmas Eve), three of 4x5 (a rugby sevens side's try scorers, ramen shops a food blogger compared, a
lab's wind tunnel tests) and three of 4x6 (a gym's weight loss challenge, barges leaving St. Louis, a rug auction).
Their values as the site prints them ("8:30am" to "10:45am", "400 tons" to "850 tons", "$275" to "$350", "12
jerseys" to "18 jerseys", "April 3rd" to "April 24th", "3 yards" to "11 yards", "6 rolls" to "14 rolls", "2 dozen"
to "6 dozen", "2 tries" to "6 tries", "19" to "27" for ages, "$11.25" to "$13.25", "2015" to "2019", "May 4th" to
"May 8th", "40 mph" to "100 mph", "12 lbs" to "27 lbs", "January" to "June", "1,200 tons" to "1,700 tons", "5:00am"
to "10:00am", "1st" to "6th", "$2,400" to "$5,900", "Mr. Albright", "Mrs. Dorsey", "Ms. Chen") and the site's
formulaic clues: comparisons with amounts ("went off 45 minutes after", "went off 90 minutes before", "brought down
150 tons more rock than", "cost $25 more than", "cost $75 less than", "is due 1 week after", "is for 2 fewer jerseys
than", "is for 4 fewer jerseys than", "needed 4 more yards of fabric than", "used 2 yards more than", "took 4 more
rolls than", "used 2 fewer rolls than", "needed 4 fewer rolls than", "used 4 fewer rolls than", "ordered 3 dozen
more tamales than", "was 1 dozen larger than", "scored 2 more tries than", "scored 1 fewer try than", "is 2 years
younger than", "is 8 years older than", "is 4 years younger than", "costs $1.50 less than", "charges $0.50 more
than", "costs $2.00 more than", "opened 2 years before", "opened 2 years after", "topped out 45 mph lower than",
"reached 15 mph more than", "was tested 1 day before", "was tested 2 days before", "lost 9 more pounds than", "lost
6 more pounds than", "lost 9 fewer pounds than", "joined 2 months before", "carried 100 tons more than", "was
carrying 400 tons less than", "is carrying 500 tons more than", "left 3 hours before", "was sold 2 spots before",
"was auctioned 4 spots after", "was sold 1 spot after", "paid $700 less than", "fetched $3,500 more than", "sold
for $700 less than") and without ("was sometime after", "paid more than", "took fewer yards than", "was smaller
than", "ordered more tamales than", "is younger than", "scored fewer tries than", "was tested sometime after",
"joined sometime after", "departed sometime after", "went for more than", "came up sometime after", "was sold
sometime before"); "Of A and B, one ... and the other ..." ("Of Jeb and the $300 mount, one is the pheasant and
the other is the bobcat", "Of the prop and the 23-year-old, one is Brody and the other scored 6 tries", "Of
Iverson's model and the skyscraper, one was tested on May 4th and the other reached 100 mph", "Of the Bakhtiari and
the 1st rug sold, one went to Mr. Yates and the other fetched $3,800"); "The 14-roll job was either the floral job
or the Fentons' job", "Rogelio's order was either the sweet corn order or the 4-dozen order", "The $11.75 bowl is
from either the 2019 shop or Nakamura's shop", "The 85 mph test was either the bridge deck test or Drummond's",
"The $5,200 rug was either the Bakhtiari or Mr. Albright's"; "Neither the Fentons' job nor the grasscloth job used
6 rolls"; lists ("The five jobs were ...", "The six members are ...", "The six barges are ..."); negations ("The
12-jersey order isn't due on April 24th", "Malakai isn't the center", "The Twilight isn't the soybean barge");
values named with a hyphen or a unit ("the 700-ton blast", "the 400-ton blast", "the 12-jersey order", "the 5-yard
job", "the 14-roll job", "the 4-dozen order", "the 25-year-old", "the 1,500-ton barge", "the 85 mph test", "the
person who lost 18 lbs", "the January joiner", "the 8:00am barge", "the May 6th test", "the rug that sold for
$4,500"); families named by their plural ("The Sandovals' room", "the Lockharts' job", "the Grangers'").

The Dell and Penny Press problems (categories x values, the first category labelling the rows): one of 3x4 (a
Grange hall's ventriloquists), two of 4x4 (an office Secret Santa, a Kiwanis Club ugly sweater contest) and one of
4x5 (a heritage festival's whittling contest), with American values ("$17" to "$23", "6 points" to "9 points", "1st"
to "5th", "1st" to "4th"); the British problems: two of 4x4 (Derbyshire well dressings, the stone skimming
championships on Easdale) and two of 4x5 (the worm charming championships at Willaston, a Dales quoits league),
with British values ("12" to "21" volunteers, "Mr. Hollins", "Mrs. Needham", "47 worms" to "150 worms", "11 skips"
to "20 skips", "first" to "fourth", "14 points" to "30 points"). Their sentences: relative clauses and appositives
that state facts ("Stan, who wrapped his gift in candy cane paper, ...", "The scented candle, wrapped in plaid,
...", "Lorraine, who didn't buy the wool scarf, ...", "Arlene, whose sweater was purple, ...", "Clement, who carved
a wood spirit, ...", "The eagle, carved from butternut, ...", "Homer's bear, whittled from walnut, ...", "the pine
one, which was the rabbit", "Amos, who didn't carve the eagle, ...", "Delbert, whose dummy isn't Bingo", "with her
dummy, Chester", "Mrs. Needham's team, which chose Noah's Ark, ...", "the smallest team, which wasn't led by a
woman", "Wirksworth, where the Good Samaritan was depicted", "Gareth, who twanged a garden fork, ...", "Dawn, from
Crewe, ...", "The Frodsham entrant, who isn't Wendy, ...", "Wendy, from Sandbach, ...", "Callum, the last to throw,
...", "The Fox and Hounds, top of the table, ...", "the Black Bull, whose captain is Norman", "The Golden Lion, from
Thwaite, ..."); people named by their sex ("the man in the orange sweater", "one of the women", "The woman from
Nantwich", "the man who stamped", "The Yorkshireman"), the openings naming the men and the women ("two women, Brenda
and Lorraine, and two men, Doug and Stan", "Arlene and Verna and their husbands, Gus and Marv", "Three women, Dawn,
Shona and Wendy, and two men, Barry and Gareth", "two men, Callum and Hamish, and two women, Fiona and Morag") or
their titles (Mr. and Mrs.); joins with a semicolon, "and" and "but" ("Verna scored one point higher than Gus but
lower than the wearer of the blinking lights"); numbers in words ("one point", "two spots ahead of", "one place
ahead of", "three more volunteers", "nine more skips", "three fewer skips", "four points fewer", "eight points
more", "four points ahead of"); idioms ("outscored ... by one point", "scored lowest", "took first prize", "came in
last", "finished right behind", "beat", "opened the show", "went on right after", "went on sometime before", "won
the title with the biggest haul", "raised more worms than", "threw immediately before", "the last to throw",
"opened the competition", "came up from Norfolk", "top of the table", "props up the table", "had more helpers
than"); harmless asides (the $25 limit, the petals pressed into clay, the three-metre-square plot).

The conventions the predicates assume. Logic words: two things compared are two different rows; "either A or B"
means the thing named is exactly one of A and B; "Neither A nor B ... C" and "The five (six) ... were (are) A, B,
..." are all different rows; "Of A and B, one ... and the other ..." means A and B are two different rows that are
the two named in some order; "X wasn't ...", "X isn't ...", "X didn't ...", "X doesn't ..." are two different rows;
a relative clause, appositive or possessive states a grid fact, encoded with the rest of its sentence; "the man
..." and "the woman ..." are one of the men or women the opening names, "The Yorkshireman" is the man from
Yorkshire, and "wasn't led by a woman" means led by Mr. Hollins or Mr. Slack; a dummy stands for its
ventriloquist's row, a team or a pub for its captain's, a model or a barge for its test's or its tonnage's row.
Orders and amounts: times, tons, prices, jerseys, yards, rolls, dozens, tries, ages, years, speeds, pounds, points,
worms, skips, volunteers and the ordinals "1st" to "6th" count as the number they print (``brute_force.number_of``:
"1,200 tons" is 1200, "$11.25" is 11.25, "1st" is 1), or as the numbers a puzzle lists for a category whose values
do not spell them ("April 3rd" to "April 24th" are 3, 10, 17 and 24, so "1 week after" is 7 more; "May 4th" to "May
8th" are 4 to 8, so "2 days before" is 2 fewer; "January" to "June" are 1 to 6); "first" to "fourth" count as their
places in order; clock times count as minutes of the day, so "45 minutes after" is 45 more and "3 hours before" 180
fewer. "Before", "less", "fewer", "lower", "smaller", "younger", "scored lowest", "the smallest team", "sometime
before" and "props up the table" are the smaller number, "after", "more", "larger", "older", "the most expensive",
"took first prize", "the biggest haul", "top of the table", "ahead of" (of points), "outscored" and "had more
helpers" the larger. Of places in a contest the order runs the other way: "ahead of", "beat" and "opened" are the
smaller place number, "behind" and "came in last" and "the last to throw" the larger; "right behind", "right after"
and "immediately before" are one place apart, "spots" and "places" count places one each.
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
)

_PUZZLES = (
    # ================================================================ Puzzle Baron grids
    # ---------------------------------------------------------------- 1 quarry blasts
    Puzzle("quarry_blasts_3x4",
        "Granite Hill Quarry set off four scheduled blasts yesterday morning. Match each blast's time to the "
        "blaster in charge and the tonnage of rock it brought down.",
        [("times", ["8:30am", "9:15am", "10:00am", "10:45am"]),
         ("blasters", ["Dwyer", "Halvorsen", "Mendez", "Tolliver"]),
         ("tonnages", ["400 tons", "550 tons", "700 tons", "850 tons"])],
        [("The blast that brought down 850 tons went off 45 minutes after Tolliver's.",
          more_by("times", "850 tons", "Tolliver", 45)),
         ("Halvorsen's blast was sometime after Mendez's.", more("times", "Halvorsen", "Mendez")),
         ("Mendez's blast brought down 150 tons more rock than Halvorsen's.",
          more_by("tonnages", "Mendez", "Halvorsen", 150)),
         ("The 700-ton blast went off 90 minutes before Dwyer's.", more_by("times", "Dwyer", "700 tons", 90)),
        ]),

    # ---------------------------------------------------------------- 2 taxidermy orders
    Puzzle("taxidermy_orders_3x4",
        "Bramble Creek Taxidermy finished four mounts this month. Match each mount's price to the hunter who "
        "ordered it and the animal mounted.",
        [("prices", ["$275", "$300", "$325", "$350"]),
         ("hunters", ["Arliss", "Boone", "Jeb", "Luther"]),
         ("animals", ["bobcat", "pheasant", "turkey", "whitetail"])],
        [("The whitetail cost $25 more than Luther's mount.", more_by("prices", "whitetail", "Luther", 25)),
         ("Boone paid more than Arliss.", more("prices", "Boone", "Arliss")),
         ("The pheasant cost $75 less than the turkey.", more_by("prices", "turkey", "pheasant", 75)),
         ("Of Jeb and the $300 mount, one is the pheasant and the other is the bobcat.",
          pair("Jeb", "$300", "pheasant", "bobcat")),
        ]),

    # ---------------------------------------------------------------- 3 uniform orders
    Puzzle("uniform_orders_3x4",
        "Tri-County Screen Printing is filling jersey orders for four youth softball teams. Match each order's "
        "size to its team and the date it is due.",
        [("orders", ["12 jerseys", "14 jerseys", "16 jerseys", "18 jerseys"]),
         ("teams", ["Comets", "Hornets", "Lightning", "Rockets"]),
         ("dates", ["April 3rd", "April 10th", "April 17th", "April 24th"])],
        [("The Rockets' order is due 1 week after the Hornets' order.", more_by("dates", "Rockets", "Hornets", 7)),
         ("The order due on April 3rd is for 2 fewer jerseys than the Rockets' order.",
          more_by("orders", "Rockets", "April 3rd", 2)),
         ("The 12-jersey order isn't due on April 24th.", differ("12 jerseys", "April 24th")),
         ("The Hornets' order is for 4 fewer jerseys than the Rockets' order.",
          more_by("orders", "Rockets", "Hornets", 4)),
         ("Of the Comets and the 16-jersey order, one is due on April 3rd and the other is due on April 24th.",
          pair("Comets", "16 jerseys", "April 3rd", "April 24th")),
        ],
        numbers={"dates": [3, 10, 17, 24]}),

    # ---------------------------------------------------------------- 4 upholstery jobs
    Puzzle("upholstery_jobs_3x5",
        "Hartwell Upholstery re-covered five pieces of furniture this week. Match each job's yardage to its "
        "client and the piece of furniture.",
        [("yardages", ["3 yards", "5 yards", "7 yards", "9 yards", "11 yards"]),
         ("clients", ["Bettina", "Cyrus", "Felicity", "Harlan", "Odette"]),
         ("pieces", ["armchair", "chaise", "loveseat", "ottoman", "sofa"])],
        [("The loveseat needed 4 more yards of fabric than Cyrus's piece.",
          more_by("yardages", "loveseat", "Cyrus", 4)),
         ("Felicity's job used 2 yards more than the armchair.", more_by("yardages", "Felicity", "armchair", 2)),
         ("Of Harlan and the ottoman job, one needed 11 yards and the other needed 3 yards.",
          pair("Harlan", "ottoman", "11 yards", "3 yards")),
         ("The five jobs were Odette's, the 5-yard job, the chaise, Harlan's and the loveseat.",
          distinct("Odette", "5 yards", "chaise", "Harlan", "loveseat")),
         ("Odette's piece took fewer yards than Felicity's.", more("yardages", "Felicity", "Odette")),
        ]),

    # ---------------------------------------------------------------- 5 wallpaper jobs
    Puzzle("wallpaper_jobs_3x5",
        "Last week Prestige Paperhangers wallpapered one room in each of five homes. Match each job's number of "
        "rolls to the family and the pattern hung.",
        [("rolls", ["6 rolls", "8 rolls", "10 rolls", "12 rolls", "14 rolls"]),
         ("families", ["Fenton", "Granger", "Lockhart", "Sandoval", "Whitlock"]),
         ("patterns", ["damask", "floral", "grasscloth", "plaid", "toile"])],
        [("The Sandovals' room took 4 more rolls than the damask room.", more_by("rolls", "Sandoval", "damask", 4)),
         ("The toile job used 2 fewer rolls than the Lockharts' job.", more_by("rolls", "Lockhart", "toile", 2)),
         ("The 14-roll job was either the floral job or the Fentons' job.", either("14 rolls", "floral", "Fenton")),
         ("The plaid paper went up in a room that needed 4 fewer rolls than the Grangers'.",
          more_by("rolls", "Granger", "plaid", 4)),
         ("Neither the Fentons' job nor the grasscloth job used 6 rolls.", distinct("Fenton", "grasscloth", "6 rolls")),
         ("The Lockharts' job used 4 fewer rolls than the Sandovals'.", more_by("rolls", "Sandoval", "Lockhart", 4)),
        ]),

    # ---------------------------------------------------------------- 6 tamale orders
    Puzzle("tamale_orders_3x5",
        "Abuela Rosa's Kitchen took five orders for tamales for Christmas Eve. Match each order's size to the "
        "customer and the filling.",
        [("orders", ["2 dozen", "3 dozen", "4 dozen", "5 dozen", "6 dozen"]),
         ("customers", ["Esperanza", "Guillermo", "Marisol", "Rogelio", "Yesenia"]),
         ("fillings", ["beef", "chicken", "pork", "rajas", "sweet corn"])],
        [("Guillermo ordered 3 dozen more tamales than Marisol.", more_by("orders", "Guillermo", "Marisol", 3)),
         ("The rajas order was 1 dozen larger than Yesenia's.", more_by("orders", "rajas", "Yesenia", 1)),
         ("Rogelio's order was either the sweet corn order or the 4-dozen order.",
          either("Rogelio", "sweet corn", "4 dozen")),
         ("The pork order was smaller than the chicken order.", more("orders", "chicken", "pork")),
         ("Of Esperanza and the 6-dozen order, one was beef and the other was rajas.",
          pair("Esperanza", "6 dozen", "beef", "rajas")),
         ("Esperanza ordered more tamales than Yesenia.", more("orders", "Esperanza", "Yesenia")),
        ]),

    # ---------------------------------------------------------------- 7 rugby sevens
    Puzzle("rugby_sevens_4x5",
        "Five players stood out for the Harbor City Sevens at this year's national tournament. Match each "
        "player's number of tries to his name, his position and his age.",
        [("tries", ["2 tries", "3 tries", "4 tries", "5 tries", "6 tries"]),
         ("players", ["Alofa", "Brody", "Kieran", "Malakai", "Teague"]),
         ("positions", ["center", "fly-half", "hooker", "prop", "wing"]),
         ("ages", ["19", "21", "23", "25", "27"])],
        [("The wing scored 2 more tries than the 25-year-old.", more_by("tries", "wing", "25", 2)),
         ("Alofa is 2 years younger than Teague.", more_by("ages", "Teague", "Alofa", 2)),
         ("Of the prop and the 23-year-old, one is Brody and the other scored 6 tries.",
          pair("prop", "23", "Brody", "6 tries")),
         ("The hooker scored 1 fewer try than Kieran.", more_by("tries", "Kieran", "hooker", 1)),
         ("The fly-half is younger than the center.", more("ages", "center", "fly-half")),
         ("The 27-year-old scored fewer tries than Teague.", more("tries", "Teague", "27")),
         ("Malakai isn't the center.", differ("Malakai", "center")),
         ("Brody is 8 years older than Alofa.", more_by("ages", "Brody", "Alofa", 8)),
         ("The hooker is 4 years younger than Kieran.", more_by("ages", "Kieran", "hooker", 4)),
        ]),

    # ---------------------------------------------------------------- 8 ramen shops
    Puzzle("ramen_shops_4x5",
        "A food blogger compared the signature bowls at five ramen shops around the city. Match each bowl's "
        "price to its shop, the shop's chef and the year the shop opened.",
        [("prices", ["$11.25", "$11.75", "$12.25", "$12.75", "$13.25"]),
         ("shops", ["Hinode", "Koizumi", "Menya Ren", "Torikawa", "Yuzuya"]),
         ("chefs", ["Aoki", "Fujita", "Ishikawa", "Nakamura", "Sato"]),
         ("years", ["2015", "2016", "2017", "2018", "2019"])],
        [("Hinode's bowl costs $1.50 less than Fujita's.", more_by("prices", "Fujita", "Hinode", 1.5)),
         ("The shop that opened in 2018 charges $0.50 more than Torikawa.",
          more_by("prices", "2018", "Torikawa", 0.5)),
         ("Of Yuzuya and the shop that opened in 2016, one charges $13.25 and the other is run by Sato.",
          pair("Yuzuya", "2016", "$13.25", "Sato")),
         ("Aoki's shop opened 2 years before Yuzuya.", more_by("years", "Yuzuya", "Aoki", 2)),
         ("The $11.75 bowl is from either the 2019 shop or Nakamura's shop.",
          either("$11.75", "2019", "Nakamura")),
         ("The Koizumi bowl costs $2.00 more than the Yuzuya bowl.", more_by("prices", "Koizumi", "Yuzuya", 2)),
         ("Nakamura's shop opened 2 years after Fujita's.", more_by("years", "Nakamura", "Fujita", 2)),
        ]),

    # ---------------------------------------------------------------- 9 wind tunnel tests
    Puzzle("wind_tunnel_tests_4x5",
        "Aerodyne Labs ran five scale models through its wind tunnel last week. Match each test's date to the "
        "model, the engineer who ran it and the top wind speed reached.",
        [("dates", ["May 4th", "May 5th", "May 6th", "May 7th", "May 8th"]),
         ("models", ["bridge deck", "race car", "skyscraper", "solar car", "wing"]),
         ("engineers", ["Castellano", "Drummond", "Iverson", "Nakashima", "Pruett"]),
         ("speeds", ["40 mph", "55 mph", "70 mph", "85 mph", "100 mph"])],
        [("The May 6th test topped out 45 mph lower than Nakashima's.", more_by("speeds", "Nakashima", "May 6th", 45)),
         ("Of Iverson's model and the skyscraper, one was tested on May 4th and the other reached 100 mph.",
          pair("Iverson", "skyscraper", "May 4th", "100 mph")),
         ("The solar car was tested sometime after Castellano's model.", more("dates", "solar car", "Castellano")),
         ("The 85 mph test was either the bridge deck test or Drummond's.",
          either("85 mph", "bridge deck", "Drummond")),
         ("Pruett's test reached 15 mph more than Castellano's.", more_by("speeds", "Pruett", "Castellano", 15)),
         ("The skyscraper was tested 1 day before the race car.", more_by("dates", "race car", "skyscraper", 1)),
         ("The wing was tested 2 days before Drummond's model.", more_by("dates", "Drummond", "wing", 2)),
        ],
        numbers={"dates": [4, 5, 6, 7, 8]}),

    # ---------------------------------------------------------------- 10 weight loss challenge
    Puzzle("weight_loss_challenge_4x6",
        "Six people who joined the Riverside Fitness Center this year finished its \"Shape Up\" weight loss "
        "challenge. Match each member's weight loss to the member, the personal trainer and the month the member "
        "joined.",
        [("losses", ["12 lbs", "15 lbs", "18 lbs", "21 lbs", "24 lbs", "27 lbs"]),
         ("members", ["Annette", "Cheryl", "Darnell", "Gordon", "Priya", "Vernon"]),
         ("trainers", ["Beckett", "Dominguez", "Hollis", "Kovac", "Moreau", "Sutter"]),
         ("months", ["January", "February", "March", "April", "May", "June"])],
        [("Darnell lost 9 more pounds than Annette.", more_by("losses", "Darnell", "Annette", 9)),
         ("The member who joined in February lost 6 more pounds than Priya.",
          more_by("losses", "February", "Priya", 6)),
         ("Of Gordon and Moreau's client, one joined in April and the other lost 24 lbs.",
          pair("Gordon", "Moreau", "April", "24 lbs")),
         ("Hollis's client joined 2 months before Darnell.", more_by("months", "Darnell", "Hollis", 2)),
         ("The six members are Cheryl, Kovac's client, the January joiner, the person who lost 18 lbs, Beckett's "
          "client and the one who joined in March.",
          distinct("Cheryl", "Kovac", "January", "18 lbs", "Beckett", "March")),
         ("Sutter's client joined sometime after Moreau's client.", more("months", "Sutter", "Moreau")),
         ("Annette lost 6 more pounds than Gordon.", more_by("losses", "Annette", "Gordon", 6)),
         ("Kovac's client lost 9 fewer pounds than Beckett's client.", more_by("losses", "Beckett", "Kovac", 9)),
        ],
        numbers={"months": [1, 2, 3, 4, 5, 6]}),

    # ---------------------------------------------------------------- 11 river barges
    Puzzle("river_barges_4x6",
        "Six loaded barges left the Port of St. Louis yesterday morning, bound down the Mississippi. Match each "
        "barge's tonnage to its name, its cargo and the time it left.",
        [("tonnages", ["1,200 tons", "1,300 tons", "1,400 tons", "1,500 tons", "1,600 tons", "1,700 tons"]),
         ("barges", ["Big Muddy", "Cotton Belle", "Ozark Star", "River Hawk", "Sally K", "Twilight"]),
         ("cargoes", ["coal", "corn", "fertilizer", "gravel", "salt", "soybeans"]),
         ("times", ["5:00am", "6:00am", "7:00am", "8:00am", "9:00am", "10:00am"])],
        [("The Ozark Star carried 100 tons more than the corn barge.", more_by("tonnages", "Ozark Star", "corn", 100)),
         ("The 8:00am barge was carrying 400 tons less than the Big Muddy.",
          more_by("tonnages", "Big Muddy", "8:00am", 400)),
         ("Of the Twilight and the 1,500-ton barge, one left at 5:00am and the other hauled gravel.",
          pair("Twilight", "1,500 tons", "5:00am", "gravel")),
         ("The coal barge departed sometime after the soybean barge.", more("times", "coal", "soybeans")),
         ("The fertilizer barge is carrying 500 tons more than the salt barge.",
          more_by("tonnages", "fertilizer", "salt", 500)),
         ("The Sally K left 3 hours before the Big Muddy.", more_by("times", "Big Muddy", "Sally K", 180)),
         ("The six barges are the Twilight, the coal barge, the 6:00am barge, the 1,700-ton barge, the River Hawk "
          "and the Big Muddy.", distinct("Twilight", "coal", "6:00am", "1,700 tons", "River Hawk", "Big Muddy")),
         ("The Twilight isn't the soybean barge.", differ("Twilight", "soybeans")),
        ]),

    # ---------------------------------------------------------------- 12 rug auction
    Puzzle("rug_auction_4x6",
        "Six antique rugs went under the hammer at Whitcombe & Sons' Saturday auction. Match each rug to the order "
        "in which it was sold, its buyer and the price it fetched.",
        [("order", ["1st", "2nd", "3rd", "4th", "5th", "6th"]),
         ("rugs", ["Bakhtiari", "Heriz", "Kashan", "Kazak", "Sarouk", "Tabriz"]),
         ("buyers", ["Mr. Albright", "Mr. Falk", "Mr. Yates", "Mrs. Dorsey", "Ms. Chen", "Ms. Ibarra"]),
         ("prices", ["$2,400", "$3,100", "$3,800", "$4,500", "$5,200", "$5,900"])],
        [("Mr. Falk's rug was sold 2 spots before the Sarouk.", more_by("order", "Sarouk", "Mr. Falk", 2)),
         ("Of the Bakhtiari and the 1st rug sold, one went to Mr. Yates and the other fetched $3,800.",
          pair("Bakhtiari", "1st", "Mr. Yates", "$3,800")),
         ("Ms. Chen paid $700 less than Ms. Ibarra.", more_by("prices", "Ms. Ibarra", "Ms. Chen", 700)),
         ("The Tabriz went for more than the Bakhtiari.", more("prices", "Tabriz", "Bakhtiari")),
         ("The rug that sold for $4,500 came up sometime after Mrs. Dorsey's.", more("order", "$4,500", "Mrs. Dorsey")),
         ("The Kashan was auctioned 4 spots after the Kazak.", more_by("order", "Kashan", "Kazak", 4)),
         ("The $5,200 rug was either the Bakhtiari or Mr. Albright's.", either("$5,200", "Bakhtiari", "Mr. Albright")),
         ("The rug Mr. Falk bought fetched $3,500 more than the Heriz.", more_by("prices", "Mr. Falk", "Heriz", 3500)),
         ("Mr. Albright's rug was sold 1 spot after Mrs. Dorsey's.",
          more_by("order", "Mr. Albright", "Mrs. Dorsey", 1)),
         ("Ms. Ibarra's rug was sold sometime before Ms. Chen's.", more("order", "Ms. Chen", "Ms. Ibarra")),
         ("The Sarouk sold for $700 less than the Bakhtiari.", more_by("prices", "Bakhtiari", "Sarouk", 700)),
        ]),

    # ================================================================ Dell and Penny Press problems
    # ---------------------------------------------------------------- 13 Secret Santa
    Puzzle("secret_santa_4x4",
        "The four people in the accounts department at Hollis & Webb, two women, Brenda and Lorraine, and two "
        "men, Doug and Stan, drew names for the office Secret Santa, with a $25 limit. Each bought a different "
        "gift, spent a different amount, and wrapped it in a different paper.",
        [("coworkers", ["Brenda", "Doug", "Lorraine", "Stan"]),
         ("gifts", ["coffee mug", "desk plant", "scented candle", "wool scarf"]),
         ("amounts", ["$17", "$19", "$21", "$23"]),
         ("papers", ["candy cane", "plaid", "reindeer", "snowflake"])],
        [("Stan, who wrapped his gift in candy cane paper, spent $2 more than the coworker who bought the coffee "
          "mug.", all_of(same("Stan", "candy cane"), more_by("amounts", "Stan", "coffee mug", 2))),
         ("The scented candle, wrapped in plaid, cost $2 less than Brenda's gift.",
          all_of(same("scented candle", "plaid"), more_by("amounts", "Brenda", "scented candle", 2))),
         ("Doug didn't buy the desk plant, and the snowflake paper was used by one of the women.",
          all_of(differ("Doug", "desk plant"), one_of("snowflake", "Brenda", "Lorraine"))),
         ("The most expensive gift was the wool scarf.", highest("amounts", "wool scarf")),
         ("Lorraine, who didn't buy the wool scarf, spent $2 more than Stan did.",
          all_of(differ("Lorraine", "wool scarf"), more_by("amounts", "Lorraine", "Stan", 2))),
        ]),

    # ---------------------------------------------------------------- 14 ugly sweater contest
    Puzzle("ugly_sweater_contest_4x4",
        "At the Kiwanis Club's Christmas party in Fort Dodge, Arlene and Verna and their husbands, Gus and Marv, "
        "entered the ugly sweater contest. Each sweater was a different color and was trimmed with a different tacky "
        "decoration, and the judges gave each a different score.",
        [("members", ["Arlene", "Gus", "Marv", "Verna"]),
         ("decorations", ["blinking lights", "jingle bells", "pom-poms", "tinsel"]),
         ("colors", ["green", "orange", "purple", "red"]),
         ("scores", ["6 points", "7 points", "8 points", "9 points"])],
        [("Arlene, whose sweater was purple, outscored the man in the orange sweater by one point.",
          all_of(same("Arlene", "purple"), one_of("orange", "Gus", "Marv"), more_by("scores", "Arlene", "orange", 1))),
         ("The sweater with the jingle bells scored lowest; it wasn't green.",
          all_of(lowest("scores", "jingle bells"), differ("jingle bells", "green"))),
         ("Verna scored one point higher than Gus but lower than the wearer of the blinking lights.",
          all_of(more_by("scores", "Verna", "Gus", 1), more("scores", "blinking lights", "Verna"))),
         ("The sweater trimmed with tinsel took first prize.", highest("scores", "tinsel")),
        ]),

    # ---------------------------------------------------------------- 15 whittling contest
    Puzzle("whittling_contest_4x5",
        "Five old-timers entered the whittling contest at the Pine Hollow Heritage Days festival. Each carved a "
        "different figure from a different wood, and the judges placed them first through fifth.",
        [("whittlers", ["Amos", "Clement", "Homer", "Otis", "Virgil"]),
         ("figures", ["bear", "eagle", "owl", "rabbit", "wood spirit"]),
         ("woods", ["basswood", "butternut", "cedar", "pine", "walnut"]),
         ("places", ["1st", "2nd", "3rd", "4th", "5th"])],
        [("Clement, who carved a wood spirit, placed two spots ahead of Amos.",
          all_of(same("Clement", "wood spirit"), more_by("places", "Amos", "Clement", 2))),
         ("The eagle, carved from butternut, finished right behind the owl.",
          all_of(same("eagle", "butternut"), more_by("places", "eagle", "owl", 1))),
         ("Homer's bear, whittled from walnut, came in last; Otis didn't use cedar.",
          all_of(same("Homer", "bear"), same("Homer", "walnut"), highest("places", "Homer"), differ("Otis", "cedar"))),
         ("The basswood carving beat the pine one, which was the rabbit.",
          all_of(more("places", "pine", "basswood"), same("pine", "rabbit"))),
         ("Amos, who didn't carve the eagle, finished one place ahead of Virgil.",
          all_of(differ("Amos", "eagle"), more_by("places", "Virgil", "Amos", 1))),
        ]),

    # ---------------------------------------------------------------- 16 ventriloquist acts
    Puzzle("ventriloquist_acts_3x4",
        "Four ventriloquists performed at the Lakeside Grange's variety night. Each performer's dummy had a "
        "different name, and the acts went on one at a time, first to fourth.",
        [("performers", ["Delbert", "Irma", "Lyle", "Nadine"]),
         ("dummies", ["Bingo", "Chester", "Lord Fitz", "Rusty"]),
         ("turns", ["1st", "2nd", "3rd", "4th"])],
        [("Irma opened the show with her dummy, Chester.", all_of(same("Irma", "1st"), same("Irma", "Chester"))),
         ("Lord Fitz went on right after Delbert's act.", more_by("turns", "Lord Fitz", "Delbert", 1)),
         ("Nadine went on sometime before Delbert, whose dummy isn't Bingo.",
          all_of(more("turns", "Delbert", "Nadine"), differ("Delbert", "Bingo"))),
        ]),

    # ================================================================ British problems
    # ---------------------------------------------------------------- 17 well dressing
    Puzzle("well_dressing_4x4",
        "Four Derbyshire villages dressed their wells this summer, each team pressing thousands of petals into "
        "clay on a great wooden board. From the clues, work out the subject each village chose, the name of its "
        "team leader and the number of volunteers who helped.",
        [("villages", ["Bonsall", "Eyam", "Tideswell", "Wirksworth"]),
         ("subjects", ["Creation", "Good Samaritan", "Noah's Ark", "Prodigal Son"]),
         ("leaders", ["Mr. Hollins", "Mr. Slack", "Mrs. Bagshaw", "Mrs. Needham"]),
         ("volunteers", ["12", "15", "18", "21"])],
        [("Mrs. Needham's team, which chose Noah's Ark, had three more volunteers than the Bonsall team.",
          all_of(same("Mrs. Needham", "Noah's Ark"), more_by("volunteers", "Mrs. Needham", "Bonsall", 3))),
         ("The Creation was the work of the smallest team, which wasn't led by a woman.",
          all_of(lowest("volunteers", "Creation"), one_of("Creation", "Mr. Hollins", "Mr. Slack"))),
         ("Mr. Slack had more helpers than the leader at Wirksworth, where the Good Samaritan was depicted.",
          all_of(more("volunteers", "Mr. Slack", "Wirksworth"), same("Wirksworth", "Good Samaritan"))),
         ("Mr. Hollins organised the dressing at Tideswell.", same("Mr. Hollins", "Tideswell")),
        ]),

    # ---------------------------------------------------------------- 18 worm charming
    Puzzle("worm_charming_4x5",
        "Three women, Dawn, Shona and Wendy, and two men, Barry and Gareth, took part in the World Worm Charming "
        "Championships at Willaston in Cheshire, each given a three-metre-square plot and half an hour to coax "
        "worms to the surface. From the clues, work out each charmer's home town, method and the number of worms "
        "collected.",
        [("charmers", ["Barry", "Dawn", "Gareth", "Shona", "Wendy"]),
         ("towns", ["Crewe", "Frodsham", "Nantwich", "Sandbach", "Tarporley"]),
         ("methods", ["drumming", "garden fork", "stamping", "tap dancing", "violin"]),
         ("worms", ["47 worms", "68 worms", "93 worms", "121 worms", "150 worms"])],
        [("Gareth, who twanged a garden fork, won the title with the biggest haul.",
          all_of(same("Gareth", "garden fork"), highest("worms", "Gareth"))),
         ("Dawn, from Crewe, played the violin to her plot and raised more worms than the tap dancer.",
          all_of(same("Dawn", "Crewe"), same("Dawn", "violin"), more("worms", "Dawn", "tap dancing"))),
         ("The Frodsham entrant, who isn't Wendy, collected more worms than the drummer.",
          all_of(differ("Frodsham", "Wendy"), more("worms", "Frodsham", "drumming"))),
         ("Barry doesn't come from Tarporley.", differ("Barry", "Tarporley")),
         ("Wendy, from Sandbach, collected more worms than Barry.",
          all_of(same("Wendy", "Sandbach"), more("worms", "Wendy", "Barry"))),
         ("The woman from Nantwich raised fewer worms than the man who stamped.",
          all_of(one_of("Nantwich", "Dawn", "Shona", "Wendy"), one_of("stamping", "Barry", "Gareth"),
                 more("worms", "stamping", "Nantwich"))),
        ]),

    # ---------------------------------------------------------------- 19 stone skimming
    Puzzle("stone_skimming_4x4",
        "Four competitors, two men, Callum and Hamish, and two women, Fiona and Morag, travelled to Easdale "
        "island for the World Stone Skimming Championships. From the clues, work out where each came from, how "
        "many skips his or her best stone made, and the order in which they threw.",
        [("competitors", ["Callum", "Fiona", "Hamish", "Morag"]),
         ("homes", ["Cornwall", "Cumbria", "Norfolk", "Yorkshire"]),
         ("skips", ["11 skips", "14 skips", "17 skips", "20 skips"]),
         ("order", ["first", "second", "third", "fourth"])],
        [("The competitor from Cornwall threw immediately before Morag and managed nine more skips than Hamish.",
          all_of(more_by("order", "Morag", "Cornwall", 1), more_by("skips", "Cornwall", "Hamish", 9))),
         ("Callum, the last to throw, came up from Norfolk.",
          all_of(highest("order", "Callum"), same("Callum", "Norfolk"))),
         ("The Yorkshireman's best stone made three fewer skips than Morag's.",
          all_of(one_of("Yorkshire", "Callum", "Hamish"), more_by("skips", "Morag", "Yorkshire", 3))),
         ("Hamish opened the competition.", same("Hamish", "first")),
        ]),

    # ---------------------------------------------------------------- 20 quoits league
    Puzzle("quoits_league_4x5",
        "Five pub teams from the Yorkshire Dales play in the Wensleydale and Swaledale quoits league. From the "
        "clues, work out each pub's village, the name of its captain and the number of points it has won so far "
        "this season.",
        [("pubs", ["Black Bull", "Fox and Hounds", "Golden Lion", "Plough", "Shoulder of Mutton"]),
         ("villages", ["Askrigg", "Bainbridge", "Hawes", "Reeth", "Thwaite"]),
         ("captains", ["Arthur", "Dennis", "Ken", "Norman", "Wilf"]),
         ("points", ["14 points", "18 points", "22 points", "26 points", "30 points"])],
        [("The Fox and Hounds, top of the table, is captained by Wilf; Ken's team has four points fewer.",
          all_of(highest("points", "Fox and Hounds"), same("Fox and Hounds", "Wilf"),
                 more_by("points", "Fox and Hounds", "Ken", 4))),
         ("The Reeth pub has eight points more than the Golden Lion; the Plough isn't in Hawes.",
          all_of(more_by("points", "Reeth", "Golden Lion", 8), differ("Plough", "Hawes"))),
         ("Dennis captains the Bainbridge team, four points ahead of Arthur's.",
          all_of(same("Dennis", "Bainbridge"), more_by("points", "Dennis", "Arthur", 4))),
         ("The Plough has more points than the Black Bull, whose captain is Norman.",
          all_of(more("points", "Plough", "Black Bull"), same("Black Bull", "Norman"))),
         ("The Golden Lion, from Thwaite, props up the table.",
          all_of(same("Golden Lion", "Thwaite"), lowest("points", "Golden Lion"))),
        ]),
)
PUZZLES = {p.name: p for p in _PUZZLES}
