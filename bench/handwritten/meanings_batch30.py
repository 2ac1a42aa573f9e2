"""What each clue of the thirtieth batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the thirtieth author was asked for, written apart from pylogic's reader in the
style of Puzzle Baron's logic-puzzles.org (its one-line intros, its value formats and its formulaic clue
templates), of Dell Logic Puzzles and of Penny Press "Original Logic Problems"; 3x4 to 4x6, with two of
3x4, two of 3x5, one of 3x6, three of 4x4, seven of 4x5 and five of 4x6, on themes new to the set (llama
treks, a yo-yo contest, cheese rolling, a pancake race, carousel horses, harbor tugboats, truffle hunters,
snow globes, marathon pacers, a falconry display, pipe bands, a skateboard contest, cranberry bogs, sea
turtle nests, a juggling festival, lobster boats, 1870s stagecoach lines, a telethon's phone volunteers,
window washers and wedding photographers). Each has the intro such a source prints, the categories with
the values it prints (titles such as "Capt. Hale", "Mrs. Ortega" and "Mr. Fairweather", names with an
apostrophe or a hyphen such as "Harris's hawk" and "Owens-Thomas House", ages, years, clock times such as
"7:30am" and "10:00pm", target times such as "3:45", dates such as "May 26th" and "June 1st", prices such
as "$12" and "$3,125", "4.5 miles", "1,800 hp", "150 grams", "275 yards", "14 pipers", "12 acres", "1,350
barrels", "64 hatchlings", "450 traps", "180 lbs", "40 floors", "22 years", "640 photos", "58 seconds",
scores such as "72 points", "88" and "84.8", bare counts such as "5", ordinals such as "3rd") and five to
eleven clues in those sources' formulaic English and its ordinary variations: amounts in unit words ("$7
more", "1.5 miles longer", "600 fewer horsepower", "60 grams more", "3 seconds slower", "4 years after", "30
minutes faster", "2 hours before", "an hour after", "1 week after", "2 weeks after", "the day before", "one
spot behind", "2 places behind", "8.3 points more", "70 pounds more", "twice as large"), "somewhat",
"sometime before/after" and "somewhere ahead of", "Of A and B, one ... and the other ...", "Either ... or
..." (exactly one, as Puzzle Baron means it), "Neither ... nor ...", "The five pipe majors are A, B, C, D
and E" lists, superlatives ("the farthest", "the newest", "the last shift of the night", "more traps than
any other boat"), "the X one", relative clauses and appositives ("Rory, who won, ...", "Odin, the goshawk,
...", "The polar bear, which didn't come from Lucerne, ..."), possessives, passives ("was given", "isn't
captained by"), negations ("isn't", "didn't", "is not") and comparatives (older, younger, newer, taller,
longer, shorter, farther, faster, slower, earlier, bigger, larger, fewer, more, "higher than ...
but lower than ..."). The conventions: two things compared are two different people or things; "Neither
A nor B is C" is three different ones; "the five ... are A, B, C, D and E" are all different; "Either A
or B is C" and "C is either A or B" mean C is exactly one of A and B (so A is not B); "Of A and B, one
is P and the other Q" means A and B are two and are P and Q in some order; "before", "earlier" and
"sometime before" a time or date are the smaller one, "ahead of" or "won" a finishing place the smaller
place number and "behind" the larger; a faster time (a race time, a marathon target) is the smaller one;
"newer" and "the newest" of years carved, bought or launched are the later year and "older" and "the
oldest" the earlier; "the newest washer" has the fewest years on the job and "the shortest building"
the fewest floors; "the last" and "the first" of dates or shifts are the latest and the earliest; "an
hour" and "2 hours" between clock times are 60 and 120 minutes (brute_force.number_of counts a clock time
in minutes), "a week" and "2 weeks" between dates are 7 and 14 days and "the day before" 1 (a date such as
"June 2nd" counts as a day of a count that runs on through the months, given as the puzzle's numbers); a
target time "3:45" counts in minutes; a price, size, distance, weight, count, score, age or year as the
number it prints, an ordinal as its number; a relative clause or appositive that states a grid fact
("Rory, who won", "Colm, the most experienced of the six") is encoded. Each lists its categories and
sentences exactly as its ``puzzles/NAME.clues`` prints them; ``brute_force.solutions`` proves each answer
unique and each clue needed (without any one of them the puzzle has several solutions).
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
    negated,
    neither,
    pair,
    same,
    times_as_much,
)


def _extremes(category: str, top: bool, other: str, other_top: bool) -> Predicate:
    """The row with the highest (``top``) or lowest number in ``category`` is the row with the highest
    (``other_top``) or lowest number in ``other`` ("the largest bog produced the most barrels")."""
    def row(accessor, name: str, high: bool) -> int:
        return accessor.row_with_highest(name) if high else accessor.row_with_lowest(name)
    return lambda accessor: row(accessor, category, top) == row(accessor, other, other_top)


_PUZZLES = (
    Puzzle("llama_treks_3x4",
        "Four hikers booked guided llama treks at Copper Ridge Ranch this summer. Match each hiker to the llama "
        "assigned and the length of the trek.",
        [("hikers", ["Della", "Fitz", "Marisol", "Quentin"]),
         ("llamas", ["Chewbacca", "Dolly", "Fernando", "Tina"]),
         ("lengths", ["3 miles", "4.5 miles", "6 miles", "7.5 miles"])],
        [("Marisol's trek was 1.5 miles longer than Della's.", more_by("lengths", "Marisol", "Della", 1.5)),
         ("The hiker who led Dolly went farther than Fitz.", more("lengths", "Dolly", "Fitz")),
         ("Chewbacca covered more ground than Dolly did.", more("lengths", "Chewbacca", "Dolly")),
         ("Neither Quentin nor Marisol walked with Fernando.", neither("Quentin", "Marisol", "Fernando")),
         ("Of Fitz and Marisol, one walked with Tina and the other with Chewbacca.",
          pair("Fitz", "Marisol", "Tina", "Chewbacca"))]),

    Puzzle("yo_yo_contest_3x4",
        "Four kids entered the yo-yo contest at the Elm Street Toy Shop. Match each kid to the trick he or she "
        "performed and the score the judges gave.",
        [("kids", ["Benny", "Harper", "Luca", "Maisie"]),
         ("tricks", ["Around the World", "Rock the Baby", "Skin the Cat", "Walk the Dog"]),
         ("scores", ["72 points", "78 points", "85 points", "91 points"])],
        [("Harper, who did not perform Rock the Baby, outscored Benny.",
          all_of(differ("Harper", "Rock the Baby"), more("scores", "Harper", "Benny"))),
         ("The kid who did Walk the Dog scored 7 points more than Maisie.",
          more_by("scores", "Walk the Dog", "Maisie", 7)),
         ("Of Luca and the kid who performed Skin the Cat, one scored 72 points and the other scored 91 points.",
          pair("Luca", "Skin the Cat", "72 points", "91 points")),
         ("Around the World was given a lower score than Rock the Baby.",
          more("scores", "Rock the Baby", "Around the World")),
         ("Benny didn't do Skin the Cat.", differ("Benny", "Skin the Cat"))]),

    Puzzle("cheese_rolling_3x5",
        "Five runners chased the wheel down Cooper's Hill at this year's cheese rolling. Match each runner to "
        "his or her hometown and finishing position.",
        [("runners", ["Alfie", "Bronwyn", "Cormac", "Dilys", "Eamon"]),
         ("hometowns", ["Brockworth", "Cheltenham", "Gloucester", "Stroud", "Tewkesbury"]),
         ("positions", ["1st", "2nd", "3rd", "4th", "5th"])],
        [("The runner from Brockworth won the race.", same("Brockworth", "1st")),
         ("Alfie finished one spot behind Dilys.", more_by("positions", "Alfie", "Dilys", 1)),
         ("Eamon finished somewhere ahead of the runner from Tewkesbury.",
          more("positions", "Tewkesbury", "Eamon")),
         ("The runner from Cheltenham finished 2 places behind Dilys.",
          more_by("positions", "Cheltenham", "Dilys", 2)),
         ("Either Bronwyn or Cormac is from Brockworth.", either("Brockworth", "Bronwyn", "Cormac")),
         ("Cormac came in last.", highest("positions", "Cormac")),
         ("The runner from Stroud finished one spot ahead of Eamon.", more_by("positions", "Eamon", "Stroud", 1))]),

    Puzzle("pancake_race_3x5",
        "Five women ran in the Shrove Tuesday pancake race in Olney, each tossing her pancake in a different pan. "
        "Match each racer to her pan and her time.",
        [("racers", ["Mrs. Ashby", "Mrs. Brand", "Ms. Corrie", "Mrs. Dace", "Ms. Eller"]),
         ("pans", ["cast iron", "copper", "enamel", "nonstick", "steel"]),
         ("times", ["58 seconds", "61 seconds", "63 seconds", "66 seconds", "70 seconds"])],
        [("The racer with the cast iron pan was the fastest.", lowest("times", "cast iron")),
         ("Mrs. Dace finished 3 seconds slower than Mrs. Ashby.", more_by("times", "Mrs. Dace", "Mrs. Ashby", 3)),
         ("Ms. Eller was somewhat faster than the woman with the copper pan.", more("times", "copper", "Ms. Eller")),
         ("Either Mrs. Brand or Ms. Corrie used the steel pan.", either("steel", "Mrs. Brand", "Ms. Corrie")),
         ("The woman with the nonstick pan finished 4 seconds ahead of Mrs. Brand.",
          more_by("times", "Mrs. Brand", "nonstick", 4)),
         ("The five racers are Ms. Eller, Mrs. Brand, the one who finished in 63 seconds, the woman with the cast "
          "iron pan and the one with the nonstick pan.",
          distinct("Ms. Eller", "Mrs. Brand", "63 seconds", "cast iron", "nonstick"))]),

    Puzzle("carousel_horses_3x6",
        "The Lakeside Park carousel has six hand-carved horses, each restored by a different volunteer. Match "
        "each horse to its restorer and the year it was carved.",
        [("horses", ["Bluebell", "Captain", "Ginger", "Midnight", "Rosie", "Thunder"]),
         ("restorers", ["Arlo", "Beatrix", "Cyrus", "Dorothea", "Emmett", "Frieda"]),
         ("years", ["1905", "1909", "1912", "1918", "1921", "1927"])],
        [("Thunder was carved 4 years after Ginger.", more_by("years", "Thunder", "Ginger", 4)),
         ("The horse Frieda restored was carved 9 years before Captain.", more_by("years", "Captain", "Frieda", 9)),
         ("Of Rosie and the horse Arlo restored, one was carved in 1921 and the other in 1905.",
          pair("Rosie", "Arlo", "1921", "1905")),
         ("Cyrus restored the newest horse.", highest("years", "Cyrus")),
         ("Emmett's horse was carved 3 years after Midnight.", more_by("years", "Emmett", "Midnight", 3)),
         ("Dorothea's horse was carved sometime after Thunder.", more("years", "Dorothea", "Thunder"))]),

    Puzzle("tugboat_captains_4x4",
        "Four tugboats work the harbor at Port Ellery. Match each tug to its captain, its horsepower and the "
        "year it was launched.",
        [("tugs", ["Bulldog", "Mary Kate", "Sea Mule", "Tenacious"]),
         ("captains", ["Capt. Hale", "Capt. Iverson", "Capt. Nash", "Capt. Ortiz"]),
         ("horsepower", ["1,800 hp", "2,400 hp", "3,000 hp", "4,200 hp"]),
         ("launched", ["1968", "1975", "1989", "2004"])],
        [("The newest tug is also the most powerful.", _extremes("launched", True, "horsepower", True)),
         ("Capt. Hale's tug has 600 fewer horsepower than Capt. Iverson's.",
          more_by("horsepower", "Capt. Iverson", "Capt. Hale", 600)),
         ("Bulldog was launched 7 years before Tenacious.", more_by("launched", "Tenacious", "Bulldog", 7)),
         ("Of Mary Kate and Capt. Ortiz's tug, one was launched in 1989 and the other has 4,200 hp.",
          pair("Mary Kate", "Capt. Ortiz", "1989", "4,200 hp")),
         ("Tenacious isn't captained by Capt. Hale.", differ("Tenacious", "Capt. Hale")),
         ("Bulldog has 1,200 more horsepower than Mary Kate.", more_by("horsepower", "Bulldog", "Mary Kate", 1200))]),

    Puzzle("truffle_hunters_4x4",
        "Four truffle hunters went out with their dogs in the hills near Alba one November morning. Match each "
        "hunter to the dog, the village where they searched and the weight of the truffles found.",
        [("hunters", ["Beppe", "Carla", "Gianni", "Rosa"]),
         ("dogs", ["Bruno", "Lola", "Nebbia", "Tartufo"]),
         ("villages", ["Barolo", "Dogliani", "La Morra", "Monforte"]),
         ("weights", ["85 grams", "120 grams", "150 grams", "210 grams"])],
        [("The hunter who searched near Barolo found the least.", lowest("weights", "Barolo")),
         ("Lola's handler found 60 grams more than Beppe.", more_by("weights", "Lola", "Beppe", 60)),
         ("Rosa, who didn't search near Monforte, found 35 grams more than Carla.",
          all_of(differ("Rosa", "Monforte"), more_by("weights", "Rosa", "Carla", 35))),
         ("Either Gianni or the hunter who searched La Morra worked with Tartufo.",
          either("Tartufo", "Gianni", "La Morra")),
         ("Neither Beppe nor Rosa handled Bruno.", neither("Beppe", "Rosa", "Bruno")),
         ("The truffles from Dogliani weighed more than Nebbia's.", more("weights", "Dogliani", "Nebbia"))]),

    Puzzle("snow_globes_4x4",
        "Aunt Winnie keeps four snow globes on her mantel, each from a different trip. Match each globe to the "
        "city it came from, the year she bought it and what it cost.",
        [("globes", ["gingerbread house", "polar bear", "skater", "snowman"]),
         ("cities", ["Lucerne", "Montreal", "Salzburg", "Vienna"]),
         ("years", ["1987", "1993", "2001", "2010"]),
         ("prices", ["$12", "$18", "$25", "$40"])],
        [("The most expensive globe was bought in 2001.", highest("prices", "2001")),
         ("The Montreal globe cost $7 more than the skater.", more_by("prices", "Montreal", "skater", 7)),
         ("The snowman was bought 8 years before the gingerbread house.",
          more_by("years", "gingerbread house", "snowman", 8)),
         ("The globe from Vienna is newer than the one from Salzburg.", more("years", "Vienna", "Salzburg")),
         ("The polar bear, which didn't come from Lucerne, is the oldest of the four.",
          all_of(differ("polar bear", "Lucerne"), lowest("years", "polar bear"))),
         ("The cheapest globe came from either Lucerne or Vienna.", either("$12", "Lucerne", "Vienna"))]),

    Puzzle("marathon_pacers_4x5",
        "Five volunteer pacers led groups at the Riverbend Marathon. Match each pacer to the target finish time, "
        "the color of the pacer's balloon and the number of runners who stayed with the group to the end.",
        [("pacers", ["Gordon", "Ines", "Kwame", "Lorna", "Patrice"]),
         ("targets", ["3:00", "3:15", "3:30", "3:45", "4:00"]),
         ("balloons", ["blue", "green", "orange", "purple", "yellow"]),
         ("finishers", ["8 runners", "12 runners", "15 runners", "21 runners", "26 runners"])],
        [("The pacer with the slowest target time brought the most runners home.",
          _extremes("targets", True, "finishers", True)),
         ("Ines's target was 30 minutes faster than Gordon's.", more_by("targets", "Gordon", "Ines", 30)),
         ("The pacer with the yellow balloon had 3 fewer finishers than Patrice.",
          more_by("finishers", "Patrice", "yellow", 3)),
         ("Of Lorna and the pacer with the green balloon, one had a 3:15 target and the other had a 3:45 target.",
          pair("Lorna", "green", "3:15", "3:45")),
         ("The pacer with the purple balloon had the fastest target.", lowest("targets", "purple")),
         ("Gordon's group was faster than Kwame's.", more("targets", "Kwame", "Gordon")),
         ("Neither Gordon nor Lorna carried the blue balloon.", neither("Gordon", "Lorna", "blue")),
         ("The 3:30 pacer had 9 more runners than the 3:45 pacer.", more_by("finishers", "3:30", "3:45", 9)),
]),

    Puzzle("falconry_display_4x5",
        "Five falconers flew their birds at the Hawkridge Country Fair. Match each falconer to the bird, its "
        "species and the distance it flew to the lure.",
        [("falconers", ["Aldous", "Briony", "Caspian", "Delphine", "Ewan"]),
         ("birds", ["Atlas", "Juno", "Odin", "Sable", "Zephyr"]),
         ("species", ["barn owl", "goshawk", "Harris's hawk", "peregrine falcon", "red-tailed hawk"]),
         ("distances", ["150 yards", "200 yards", "275 yards", "350 yards", "400 yards"])],
        [("The peregrine falcon flew the farthest.", highest("distances", "peregrine falcon")),
         ("The barn owl flew 50 yards less than Juno.", more_by("distances", "Juno", "barn owl", 50)),
         ("Delphine's bird flew 75 yards farther than Aldous's.", more_by("distances", "Delphine", "Aldous", 75)),
         ("Zephyr is not Caspian's bird.", differ("Zephyr", "Caspian")),
         ("Of Atlas and Ewan's bird, one is the red-tailed hawk and the other flew 200 yards.",
          pair("Atlas", "Ewan", "red-tailed hawk", "200 yards")),
         ("Odin, the goshawk, flew farther than Ewan's bird.",
          all_of(same("Odin", "goshawk"), more("distances", "Odin", "Ewan"))),
         ("Briony flies either Zephyr or the barn owl.", either("Briony", "Zephyr", "barn owl")),
         ("Atlas flew 75 yards farther than Odin.", more_by("distances", "Atlas", "Odin", 75))]),

    Puzzle("bagpipe_bands_4x5",
        "Five pipe bands competed at the Glenmorrow Highland Gathering. Match each band to its pipe major, the "
        "number of pipers and its final score.",
        [("bands", ["Ardmore", "Clan Fraser", "Loch Aire", "Strathmore", "Thistle Vale"]),
         ("pipe majors", ["Angus", "Fiona", "Hamish", "Isla", "Murdo"]),
         ("pipers", ["8 pipers", "10 pipers", "12 pipers", "14 pipers", "16 pipers"]),
         ("scores", ["86.5", "88", "89.5", "91", "93.5"])],
        [("The band with the fewest pipers had the highest score.", _extremes("pipers", False, "scores", True)),
         ("Isla's band scored 1.5 points higher than Strathmore.", more_by("scores", "Isla", "Strathmore", 1.5)),
         ("Clan Fraser has 2 more pipers than Angus's band.", more_by("pipers", "Clan Fraser", "Angus", 2)),
         ("Of Fiona's band and Loch Aire, one has 8 pipers and the other scored 88.",
          pair("Fiona", "Loch Aire", "8 pipers", "88")),
         ("Thistle Vale has fewer pipers than Ardmore.", more("pipers", "Ardmore", "Thistle Vale")),
         ("Murdo doesn't lead Clan Fraser.", differ("Murdo", "Clan Fraser")),
         ("The five pipe majors are Isla, Angus, the one whose band has 16 pipers, the leader of Loch Aire and the "
          "leader of Thistle Vale.",
          distinct("Isla", "Angus", "16 pipers", "Loch Aire", "Thistle Vale")),
         ("Ardmore scored 3 points higher than Thistle Vale.", more_by("scores", "Ardmore", "Thistle Vale", 3))]),

    Puzzle("skateboard_contest_4x5",
        "Five skaters entered the street contest at the new Millbrook skate park. Match each skater to his or "
        "her age, board brand and score.",
        [("skaters", ["Dakota", "Jace", "Kenji", "Rory", "Tamsin"]),
         ("ages", ["13", "14", "15", "16", "17"]),
         ("boards", ["Baker", "Element", "Plan B", "Santa Cruz", "Zero"]),
         ("scores", ["71.2", "76.5", "80.1", "84.8", "88.3"])],
        [("The youngest skater rode a Zero board.", lowest("ages", "Zero")),
         ("Rory, who won, is one year older than Jace.",
          all_of(highest("scores", "Rory"), more_by("ages", "Rory", "Jace", 1))),
         ("The Element rider is 2 years older than Dakota.", more_by("ages", "Element", "Dakota", 2)),
         ("Tamsin scored higher than the 17-year-old but lower than the Baker rider.",
          all_of(more("scores", "Tamsin", "17"), more("scores", "Baker", "Tamsin"))),
         ("Neither Kenji nor Tamsin rides Santa Cruz.", neither("Kenji", "Tamsin", "Santa Cruz")),
         ("The Baker rider is 1 year younger than Tamsin.", more_by("ages", "Tamsin", "Baker", 1)),
         ("Dakota scored 8.3 points more than Jace.", more_by("scores", "Dakota", "Jace", 8.3))]),

    Puzzle("cranberry_bogs_4x5",
        "Five families harvest cranberries from bogs outside Wareham. Match each family to the size of its bog, "
        "the variety it grows and the barrels harvested this fall.",
        [("families", ["Alden", "Bassett", "Cushing", "Doane", "Eldredge"]),
         ("acres", ["6 acres", "9 acres", "12 acres", "15 acres", "20 acres"]),
         ("varieties", ["Ben Lear", "Early Black", "Howes", "Mullica Queen", "Stevens"]),
         ("barrels", ["900 barrels", "1,350 barrels", "1,800 barrels", "2,400 barrels", "3,100 barrels"])],
        [("The largest bog produced the most barrels.", _extremes("acres", True, "barrels", True)),
         ("The Early Black bog is 3 acres bigger than the Cushing bog.",
          more_by("acres", "Early Black", "Cushing", 3)),
         ("The Eldredge family harvested 600 fewer barrels than the Alden family.",
          more_by("barrels", "Alden", "Eldredge", 600)),
         ("Of the Stevens grower and the Doane family, one has 12 acres and the other harvested 900 barrels.",
          pair("Stevens", "Doane", "12 acres", "900 barrels")),
         ("The Ben Lear bog harvested more than the Early Black bog.",
          more("barrels", "Ben Lear", "Early Black")),
         ("The Mullica Queen bog is larger than the Alden bog.", more("acres", "Mullica Queen", "Alden")),
         ("The Alden bog is twice as large as the Cushing bog.", times_as_much("acres", "Alden", "Cushing", 2)),
         ("The Howes bog is somewhat bigger than the Mullica Queen bog.", more("acres", "Howes", "Mullica Queen"))]),

    Puzzle("sea_turtle_nests_4x5",
        "Volunteers on Kiawah Island marked five loggerhead nests this season. Match each volunteer to the date "
        "the nest was found, the beach where it was and the number of hatchlings.",
        [("volunteers", ["Beverly", "Curtis", "Gwen", "Hector", "Odette"]),
         ("dates", ["May 12th", "May 19th", "May 26th", "June 2nd", "June 9th"]),
         ("beaches", ["Beachwalker", "Eagle Point", "Night Heron", "Ocean Park", "Turtle Point"]),
         ("hatchlings", ["64 hatchlings", "78 hatchlings", "85 hatchlings", "97 hatchlings", "112 hatchlings"])],
        [("The nest found last produced the fewest hatchlings.", _extremes("dates", True, "hatchlings", False)),
         ("Hector's nest was found 1 week after Beverly's.", more_by("dates", "Hector", "Beverly", 7)),
         ("The Eagle Point nest had 7 more hatchlings than Curtis's nest.",
          more_by("hatchlings", "Eagle Point", "Curtis", 7)),
         ("Of the Night Heron nest and the one found on May 12th, one was Beverly's and the other had 78 "
          "hatchlings.",
          pair("Night Heron", "May 12th", "Beverly", "78 hatchlings")),
         ("The Ocean Park nest had the most hatchlings.", highest("hatchlings", "Ocean Park")),
         ("Odette found her nest sometime before Beverly.", more("dates", "Beverly", "Odette")),
         ("Hector didn't find the Eagle Point nest.", differ("Hector", "Eagle Point")),
         ("The Beachwalker nest was found 2 weeks after the Night Heron nest.",
          more_by("dates", "Beachwalker", "Night Heron", 14))],
        numbers={"dates": [12, 19, 26, 33, 40]}),

    Puzzle("juggling_festival_4x5",
        "Five jugglers performed at the Saltmarsh Street Festival. Match each juggler to the props juggled, the "
        "number of objects kept in the air and the length of the act.",
        [("jugglers", ["Barnaby", "Cosima", "Dmitri", "Lottie", "Percival"]),
         ("props", ["beanbags", "clubs", "knives", "rings", "torches"]),
         ("objects", ["3", "4", "5", "6", "7"]),
         ("lengths", ["4 minutes", "6 minutes", "7 minutes", "9 minutes", "12 minutes"])],
        [("The torch juggler kept the fewest objects in the air.", lowest("objects", "torches")),
         ("Cosima juggled one more object than Lottie.", more_by("objects", "Cosima", "Lottie", 1)),
         ("Dmitri's act ran 3 minutes longer than Barnaby's.", more_by("lengths", "Dmitri", "Barnaby", 3)),
         ("The juggler with the clubs performed 3 minutes longer than Lottie.",
          more_by("lengths", "clubs", "Lottie", 3)),
         ("Of Percival and the knife juggler, one juggled 5 objects and the other performed for 12 minutes.",
          pair("Percival", "knives", "5", "12 minutes")),
         ("The rings act was shorter than the torches act.", more("lengths", "torches", "rings")),
         ("Lottie didn't juggle rings.", differ("Lottie", "rings")),
         ("Percival's act ran 1 minute longer than Cosima's.", more_by("lengths", "Percival", "Cosima", 1))]),

    Puzzle("lobster_boats_4x6",
        "Six lobster boats fish out of Stonington harbor. Match each boat to its captain, the number of traps it "
        "hauls and the weight of its catch on opening day.",
        [("boats", ["Abigail Rose", "Dawn Treader", "Lucky Seven", "Miss Elsie", "Salt Spray", "Three Sons"]),
         ("captains", ["Capt. Beal", "Capt. Coffin", "Capt. Dyer", "Capt. Gott", "Capt. Haskell", "Capt. Pinkham"]),
         ("traps", ["300 traps", "400 traps", "450 traps", "500 traps", "650 traps", "800 traps"]),
         ("catches", ["180 lbs", "240 lbs", "310 lbs", "375 lbs", "420 lbs", "560 lbs"])],
        [("Miss Elsie landed the biggest catch.", highest("catches", "Miss Elsie")),
         ("Capt. Haskell's boat hauls 300 more traps than Capt. Dyer's.",
          more_by("traps", "Capt. Haskell", "Capt. Dyer", 300)),
         ("The boat with 400 traps landed 70 pounds more than Dawn Treader.",
          more_by("catches", "400 traps", "Dawn Treader", 70)),
         ("Of Salt Spray and Capt. Beal's boat, one hauls 450 traps and the other caught 180 lbs.",
          pair("Salt Spray", "Capt. Beal", "450 traps", "180 lbs")),
         ("Capt. Gott's boat hauls the fewest traps.", lowest("traps", "Capt. Gott")),
         ("The six boats are Lucky Seven, Capt. Coffin's boat, the one that hauls 500 traps, the one that caught "
          "560 lbs, Capt. Gott's boat and the one with 650 traps.",
          distinct("Lucky Seven", "Capt. Coffin", "500 traps", "560 lbs", "Capt. Gott", "650 traps")),
         ("Abigail Rose caught 45 pounds less than Lucky Seven.",
          more_by("catches", "Lucky Seven", "Abigail Rose", 45)),
         ("Lucky Seven hauls more traps than any other boat.", highest("traps", "Lucky Seven")),
         ("Salt Spray hauls 150 more traps than Abigail Rose.", more_by("traps", "Salt Spray", "Abigail Rose", 150))]),

    Puzzle("stagecoach_lines_4x6",
        "In 1872 six stagecoaches left the Wells Fargo office in Sacramento on the same morning. Match each "
        "driver to his departure time, the length of his run and his destination.",
        [("drivers", ["Hank", "Jeb", "Lafe", "Orrin", "Rufus", "Wiley"]),
         ("departures", ["6:00am", "6:45am", "7:30am", "8:15am", "9:00am", "9:45am"]),
         ("runs", ["34 miles", "41 miles", "48 miles", "52 miles", "60 miles", "67 miles"]),
         ("destinations", ["Auburn", "Grass Valley", "Marysville", "Nevada City", "Placerville", "Stockton"])],
        [("The longest run left first.", _extremes("runs", True, "departures", False)),
         ("Lafe's coach left 45 minutes after Wiley's.", more_by("departures", "Lafe", "Wiley", 45)),
         ("The Placerville run was 4 miles longer than Hank's.", more_by("runs", "Placerville", "Hank", 4)),
         ("Of Rufus and the driver bound for Auburn, one left at 6:45am and the other drove 34 miles.",
          pair("Rufus", "Auburn", "6:45am", "34 miles")),
         ("Orrin left 45 minutes before Hank.", more_by("departures", "Hank", "Orrin", 45)),
         ("The coach to Grass Valley covered 19 miles more than Wiley's.",
          more_by("runs", "Grass Valley", "Wiley", 19)),
         ("Neither Hank nor Wiley drove to Nevada City.", neither("Hank", "Wiley", "Nevada City")),
         ("Orrin's run was 8 miles shorter than Rufus's.", more_by("runs", "Rufus", "Orrin", 8)),
         ("Hank's coach left sometime before Wiley's.", more("departures", "Wiley", "Hank")),
         ("The Stockton run was 7 miles longer than Wiley's.", more_by("runs", "Stockton", "Wiley", 7))]),

    Puzzle("telethon_pledges_4x6",
        "Six volunteers answered phones for the Channel 8 children's hospital telethon. Match each volunteer to "
        "his or her shift, the number of calls taken and the total pledged.",
        [("volunteers", ["Mrs. Ortega", "Mr. Pruitt", "Ms. Quinlan", "Mr. Rasmussen", "Mrs. Solberg", "Ms. Tran"]),
         ("shifts", ["6:00pm", "7:00pm", "8:00pm", "9:00pm", "10:00pm", "11:00pm"]),
         ("calls", ["14 calls", "19 calls", "23 calls", "27 calls", "31 calls", "36 calls"]),
         ("pledges", ["$1,150", "$1,400", "$1,875", "$2,250", "$2,600", "$3,125"])],
        [("Mrs. Ortega raised the most money, although she didn't take the most calls.",
          all_of(highest("pledges", "Mrs. Ortega"), negated(highest("calls", "Mrs. Ortega")))),
         ("Mr. Pruitt worked the last shift of the night.", highest("shifts", "Mr. Pruitt")),
         ("The volunteer on the 9:00pm shift took 4 more calls than Ms. Quinlan.",
          more_by("calls", "9:00pm", "Ms. Quinlan", 4)),
         ("Mrs. Solberg's shift started 2 hours before Ms. Tran's.",
          more_by("shifts", "Ms. Tran", "Mrs. Solberg", 120)),
         ("The person who took 14 calls raised $250 more than Mr. Rasmussen.",
          more_by("pledges", "14 calls", "Mr. Rasmussen", 250)),
         ("Ms. Quinlan worked an earlier shift than Mrs. Ortega.", more("shifts", "Mrs. Ortega", "Ms. Quinlan")),
         ("The 10:00pm volunteer took fewer calls than the 6:00pm one.", more("calls", "6:00pm", "10:00pm")),
         ("Ms. Tran raised $375 more than Ms. Quinlan.", more_by("pledges", "Ms. Tran", "Ms. Quinlan", 375)),
         ("Mr. Rasmussen's shift began an hour after Ms. Tran's.", more_by("shifts", "Mr. Rasmussen", "Ms. Tran", 60)),
         ("Mrs. Solberg took 5 more calls than Mrs. Ortega.", more_by("calls", "Mrs. Solberg", "Mrs. Ortega", 5)),
         ("Mrs. Ortega's shift started sometime before Mr. Rasmussen's.",
          more("shifts", "Mr. Rasmussen", "Mrs. Ortega"))]),

    Puzzle("window_washers_4x6",
        "Six window washers work the towers of downtown Chicago. Match each washer to the building, its number "
        "of floors and the washer's years on the job.",
        [("washers", ["Arturo", "Colm", "Deshawn", "Greta", "Mirela", "Stanley"]),
         ("buildings", ["Carbide Tower", "Harbor Point", "Lakeshore Plaza", "Marquette Building",
                        "River North Center", "Wrigley Annex"]),
         ("floors", ["18 floors", "24 floors", "31 floors", "40 floors", "46 floors", "58 floors"]),
         ("experience", ["2 years", "5 years", "7 years", "11 years", "16 years", "22 years"])],
        [("The newest washer works the Marquette Building.", lowest("experience", "Marquette Building")),
         ("Colm, the most experienced of the six, works the shortest building.",
          all_of(highest("experience", "Colm"), lowest("floors", "Colm"))),
         ("Deshawn's building has 12 more floors than Arturo's.", more_by("floors", "Deshawn", "Arturo", 12)),
         ("The washer at Carbide Tower has been on the job 5 years longer than Arturo.",
          more_by("experience", "Carbide Tower", "Arturo", 5)),
         ("Of Stanley and the washer at Lakeshore Plaza, one has 5 years on the job and the other has 7.",
          pair("Stanley", "Lakeshore Plaza", "5 years", "7 years")),
         ("Harbor Point is taller than River North Center.", more("floors", "Harbor Point", "River North Center")),
         ("Greta's building has 7 fewer floors than Mirela's.", more_by("floors", "Mirela", "Greta", 7)),
         ("The washer in the 40-floor building has been on the job 3 years longer than Greta.",
          more_by("experience", "40 floors", "Greta", 3)),
         ("Neither Stanley nor Arturo works at Wrigley Annex.", neither("Stanley", "Arturo", "Wrigley Annex")),
         ("Mirela has been washing windows longer than Deshawn.", more("experience", "Mirela", "Deshawn"))]),

    Puzzle("wedding_photographers_4x6",
        "Six wedding photographers each shot a June wedding in Savannah. Match each photographer to the date of "
        "the wedding, the venue and the number of photos delivered.",
        [("photographers", ["Ms. Abbott", "Mr. Beaumont", "Ms. Castellano", "Mr. Delacroix", "Ms. Engel",
                            "Mr. Fairweather"]),
         ("dates", ["June 1st", "June 7th", "June 8th", "June 14th", "June 21st", "June 28th"]),
         ("venues", ["Bonaventure Chapel", "Forsyth Park", "Jepson Center", "Old Fort Inn", "Owens-Thomas House",
                     "Wormsloe"]),
         ("photos", ["350 photos", "480 photos", "520 photos", "640 photos", "750 photos", "900 photos"])],
        [("The first wedding of the month produced the most photos.", _extremes("dates", False, "photos", True)),
         ("Ms. Engel's wedding was 2 weeks after Ms. Abbott's.", more_by("dates", "Ms. Engel", "Ms. Abbott", 14)),
         ("The Forsyth Park wedding was 1 week after the Wormsloe wedding.",
          more_by("dates", "Forsyth Park", "Wormsloe", 7)),
         ("Of Mr. Delacroix and the photographer at Owens-Thomas House, one shot on June 8th and the other "
          "delivered 480 photos.",
          pair("Mr. Delacroix", "Owens-Thomas House", "June 8th", "480 photos")),
         ("Mr. Fairweather delivered 40 fewer photos than Mr. Delacroix.",
          more_by("photos", "Mr. Delacroix", "Mr. Fairweather", 40)),
         ("The Bonaventure Chapel photographer delivered 110 more photos than Ms. Abbott.",
          more_by("photos", "Bonaventure Chapel", "Ms. Abbott", 110)),
         ("Ms. Castellano delivered the fewest photos.", lowest("photos", "Ms. Castellano")),
         ("Mr. Fairweather's wedding was the day before Mr. Delacroix's.",
          more_by("dates", "Mr. Delacroix", "Mr. Fairweather", 1)),
         ("The Jepson Center wedding came sometime before the Old Fort Inn wedding.",
          more("dates", "Old Fort Inn", "Jepson Center")),
         ("Ms. Castellano didn't shoot at the Old Fort Inn.", differ("Ms. Castellano", "Old Fort Inn"))],
        numbers={"dates": [1, 7, 8, 14, 21, 28]}),
)
PUZZLES = {p.name: p for p in _PUZZLES}
