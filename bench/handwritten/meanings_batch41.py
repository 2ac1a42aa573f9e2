"""What each clue of the forty-first batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the forty-first author was asked for, written apart from pylogic's reader on themes new to
the set: eight grids as Puzzle Baron's logic-puzzles.org prints them, at its sizes, six house puzzles of the
Einstein kind as Brainzilla, Puzzle Prime and Logic-Puzzles.com print them, and six grids as puzzle magazines and
puzzle books print them (Dell, Penny Press, the British "Logic Problems" magazines), each with a short story
opening.

The Puzzle Baron grids (categories x values): two of 3x5 (a gift shop's free wrapping, oil change appointments),
three of 4x5 (polar ice cores, restored fire lookout towers, famous cattle drives) and three of 4x6 (covered
bridges, tagged salmon, vintage pinball machines). Their values as the site prints them ("$15" to "$35", "8:00am" to
"10:00am", "Mr. Abbott", "Mrs. Flores", "Ms. Greer", "150 m", "Camp Borealis", "Dr. Iyer", "8,000 years", "1921",
"30 ft", "1,500 head", "Amos Reed", "48 ft", "Bear Creek", "12 lbs", "Monday" to "Saturday", "$1,100" to "$2,350",
"1976") and the site's formulaic clues: comparisons with amounts ("Cheryl paid $10 more than Arlene", "$5 more", "90
minutes after", "300 m deeper", "150 m shallower", "4,000 years younger", "built 10 years after", "15 ft taller",
"45 ft shorter", "5 years before", "4 years after", "1,000 fewer head", "1,500 head larger", "14 years after", "8 ft
longer", "24 ft longer", "21 years before", "4 lbs more", "4 lbs less", "2 days after", "1 day before", "$500 less",
"$750 more", "made 2 years after") and without ("paid somewhat less than", "was scheduled sometime before", "took
place sometime after", "somewhat taller than", "built sometime before", "made sometime after"); "Of A and B, one ...
and the other ..."; "Either A or B owns ..." and "X is either A or B"; "Neither A nor B ..."; lists ("The five
customers were ...", "The five cores are ...", "The six bridges are ...", "The six fish were ..."); negations ("The
9:00am customer isn't Ms. Carver", "The Camp Borealis core wasn't logged by Dr. Boyle").

The house puzzles (categories x positions, counting the position category) are each a row of things numbered 1 to 5
from the left: four of 5x5 (cable car cabins in a valley station, grain silos, a multiplex's screens, game booths on
a boardwalk) and two of 5x6 (converted oast houses, the towers of a castle wall). Their families: "in the middle",
"on the middle screen", "at one of the ends", "at the far left", "at the far right", "second from the left";
"immediately to the left of", "immediately to the right of", "somewhere to the right of", "next to", "directly
between"; ordered categories (years installed, bushels "2,000 bushels" to "6,000 bushels", start times "6:45 pm" to
"7:45 pm", audiences "40 people" to "100 people", prices "$1" to "$5", years converted, "2 bedrooms" to "6
bedrooms", heights "40 ft" to "80 ft", years built) with "8 years before", "1,000 bushels more", "30 minutes after",
"15 more people", "$1 more", "$3 less", "6 years after", "one more bedroom", "30 ft taller", "10 ft shorter", "35
years after", and superlatives ("The oldest cabin", "The newest cabin is next to Greta's cabin", "The largest silo",
"The smallest silo is next to ...", "The earliest film drew the biggest audience", "The most expensive game", "The
cheapest game is next to Kiki's booth", "The oldest conversion has the most bedrooms", "The newest conversion has
the fewest bedrooms", "The tallest tower is second from the left", "The Lion Tower is the oldest", "The shortest
tower is next to the Bell Tower").

The magazine grids (categories x values): three of 4x4 (a christening's godparents, children blackberrying, a
harvest festival) and three of 4x5 (an attic cleared out, a village hall's bookings, a lifeboat's launches), with
British values ("£25" to "£70", "10 oz" to "22 oz", pews "1st" to "4th", hymn titles, "1890" to "1950", "£40" to
"£180", "Revd Lowe", "Miss Quayle", weekdays, "£12" to "£24", months May to September, people rescued "1" to "6"),
in chattier sentences: relative clauses and appositives that state facts ("Duncan, an old college friend of Oliver's
father, ...", "The teddy bear, which cost the least, ...", "Ben, who had borrowed Mum's saucepan, ...", "Amy, whose
sun hat was stained purple by teatime", "The Greens, whose prize marrow took two of them to carry, ...", "Edith's
find, the oldest of the five, ...", "The tin soldiers, which Colin kept, ...", "The choir, which Revd Lowe has run
for years, ...", "Miss Quayle's, which meets on a Friday", "the bridge club, which meets two days after her group",
"The yacht, whose crew of six were all brought ashore, ...", "The fishing boat, whose three crewmen were all
rescued, ...", "Penrose, sent out to a capsized dinghy, ...", "Tonkin, the station's youngest helmsman, ...");
possessives ("Clare's present", "Rupert's gift", "Graham's teapot", "Mrs Okoye's group", "Jago's shout"); passives
("The silver spoon was a present from the cousin", "All Things Bright and Beautiful was chosen by the family in the
back pew"); joins with a semicolon, "though", "but" and "and" ("...; she isn't the neighbour", "; his ice-cream tub
held 8 oz more than the jam jar", "though not the silver spoon", "though not from the Lamberts", "but it isn't
Nora's", "but it wasn't Kitto at the helm", "and meets the day after"); harmless asides ("taking the dog with her",
"being a charity"); pronouns referring to the sentence's own subject ("she", "his", "her group", "it").

The conventions the predicates assume. Positions count from the left, as each intro says: "at the far left" is
position 1, "at the far right" position 5, "in the middle" and "on the middle screen" position 3; "at one of the
ends" is position 1 or 5; "second from the left" is 2. "Next to" is positions differing by one; "immediately to the
left of" is one smaller, "immediately to the right of" one larger; "somewhere to the right of" is any larger
position; "directly between A and B" is one more than one of them and one less than the other. Logic words: two
things compared or placed relative to each other are two different rows; "Either A or B is C" and "C is either A or
B" mean C is exactly one of A and B; "Neither A nor B is C" and "The five ... are A, B, ..." are all different rows;
"Of A and B, one is P and the other Q" means A and B are two different rows that are P and Q in some order; a
relative clause, appositive or possessive states a grid fact, encoded with the rest of its sentence; "X didn't ..."
and "X isn't ..." are two different rows; "though not the silver spoon" says the row is not the spoon's. Orders and
amounts: prices, depths, ages of ice, years, heights, herds, lengths, weights, bushels, audiences, bedrooms, costs,
values, fees and people rescued count as the number they print (``brute_force.number_of``), so "4,000 years younger"
is 4000 fewer of the "8,000 years" values; clock times count as minutes of the day; the salmon's days Monday to
Saturday and the hall's weekdays Monday to Friday count as their places, a day apart each ("1 day before", "the day
after", "two days after", "earlier in the week than any other"); the pews "1st" to "4th" count from the front, so
"the very front pew" is the 1st, "the back pew" the 4th, "immediately behind" one larger and "just in front of" one
smaller; "meets on Wednesdays" is the Wednesday; the lifeboat's months May to September count as month numbers 5 to
9, so "the month after" is 1 more and "the last call of the summer" the largest; "a crew of six were all brought
ashore" and "whose three crewmen were all rescued" are the rescued values "6" and "3". "Older" of ice is the larger
age, "younger" the smaller; "the oldest" of things built, made, installed or converted is the earliest year and "the
newest" and "the most recent" the latest; "sometime after", "after" and "later" of times, days and years are the
larger, "sometime before", "before" and "earliest" the smaller; "deeper", "taller", "longer", "larger" and "more"
are the larger number, "shallower", "shorter", "younger", "fewer" and "less" the smaller; "the largest", "the
tallest", "the most", "the biggest" and "the most expensive" the largest, "the smallest", "the shortest", "the
fewest", "the least" and "the cheapest" the smallest.
Each puzzle lists its categories and sentences exactly as its ``puzzles/NAME.clues`` prints them;
``brute_force.solutions`` proves each answer unique and each clue needed (without any one of them the puzzle has
several solutions).
"""

from __future__ import annotations

from bench.handwritten.brute_force import Predicate, Puzzle
from bench.handwritten.predicates import (
    all_of,
    differ,
    directly_between,
    distinct,
    either,
    extreme_next_to,
    extreme_row,
    highest,
    lowest,
    more,
    more_by,
    neither,
    next_to,
    one_of,
    pair,
    same,
)


def _extremes_meet(first: str, first_top: bool, second: str, second_top: bool) -> Predicate:
    """One row has both the highest (or lowest) number in ``first`` and the highest (or lowest) in ``second``
    ("The earliest film drew the biggest audience")."""
    return lambda accessor: extreme_row(accessor, first, first_top) == extreme_row(accessor, second, second_top)


_PUZZLES = (
    # ================================================================ Puzzle Baron grids
    # ---------------------------------------------------------------- 1 gift wrapping
    Puzzle("gift_wrapping_3x5",
        "The Paper Crane gift shop wrapped five presents for free during its holiday sale. Match each price to "
        "the customer who paid it and the wrapping paper he or she chose.",
        [("prices", ["$15", "$20", "$25", "$30", "$35"]),
         ("customers", ["Arlene", "Boyd", "Cheryl", "Darnell", "Eunice"]),
         ("papers", ["candy cane", "gold foil", "plaid", "polka dot", "snowflake"])],
        [("Cheryl paid $10 more than Arlene.", more_by("prices", "Cheryl", "Arlene", 10)),
         ("Of Darnell and the person who paid $20, one chose the snowflake paper and the other chose the polka "
          "dot paper.", pair("Darnell", "$20", "snowflake", "polka dot")),
         ("The person who chose gold foil paid $10 more than Boyd.", more_by("prices", "gold foil", "Boyd", 10)),
         ("Neither Arlene nor the customer who paid $35 chose the plaid paper.", neither("Arlene", "$35", "plaid")),
         ("Eunice paid somewhat less than Darnell.", more("prices", "Darnell", "Eunice")),
         ("The present wrapped in candy cane paper cost $5 more than the one wrapped in polka dot paper.",
          more_by("prices", "candy cane", "polka dot", 5))]),

    # ---------------------------------------------------------------- 2 oil changes
    Puzzle("oil_changes_3x5",
        "Jiffy Joe's Quick Lube had five oil change appointments on Saturday morning. Match each appointment "
        "time to the customer and the vehicle he or she brought in.",
        [("times", ["8:00am", "8:30am", "9:00am", "9:30am", "10:00am"]),
         ("customers", ["Mr. Abbott", "Mr. Dunlap", "Mrs. Flores", "Ms. Carver", "Ms. Greer"]),
         ("vehicles", ["Accord", "Corolla", "F-150", "Outback", "Tahoe"])],
        [("Ms. Greer was scheduled sometime before the person with the Accord.",
          more("times", "Accord", "Ms. Greer")),
         ("Of the 10:00am customer and Mr. Dunlap, one drives the Corolla and the other drives the Tahoe.",
          pair("10:00am", "Mr. Dunlap", "Corolla", "Tahoe")),
         ("Either Ms. Carver or Mr. Abbott owns the F-150.", either("F-150", "Ms. Carver", "Mr. Abbott")),
         ("The 9:00am customer isn't Ms. Carver.", differ("9:00am", "Ms. Carver")),
         ("The five customers were Ms. Greer, the person with the Tahoe, the 9:00am customer, Mr. Abbott and "
          "the Corolla's owner.", distinct("Ms. Greer", "Tahoe", "9:00am", "Mr. Abbott", "Corolla")),
         ("The Corolla was scheduled 90 minutes after the Tahoe.", more_by("times", "Corolla", "Tahoe", 90))]),

    # ---------------------------------------------------------------- 3 ice cores
    Puzzle("ice_core_samples_4x5",
        "A polar research team drilled five ice cores this season, each at a different camp. Match each core's "
        "depth to its camp, the scientist who logged it and the age of its oldest ice.",
        [("depths", ["150 m", "300 m", "450 m", "600 m", "750 m"]),
         ("camps", ["Camp Anvil", "Camp Borealis", "Camp Cirrus", "Camp Drift", "Camp Echo"]),
         ("scientists", ["Dr. Boyle", "Dr. Ferris", "Dr. Iyer", "Dr. Marsh", "Dr. Ostrow"]),
         ("ages", ["8,000 years", "12,000 years", "16,000 years", "20,000 years", "24,000 years"])],
        [("The Camp Echo core was drilled 300 m deeper than Dr. Iyer's core.",
          more_by("depths", "Camp Echo", "Dr. Iyer", 300)),
         ("Of Dr. Ostrow's core and the 750 m core, one came from Camp Borealis and the other is 16,000 years "
          "old.", pair("Dr. Ostrow", "750 m", "Camp Borealis", "16,000 years")),
         ("The core that is 20,000 years old is 150 m shallower than Dr. Ostrow's.",
          more_by("depths", "Dr. Ostrow", "20,000 years", 150)),
         ("Dr. Marsh's core is 4,000 years younger than the Camp Drift core.",
          more_by("ages", "Camp Drift", "Dr. Marsh", 4000)),
         ("The Camp Borealis core wasn't logged by Dr. Boyle.", differ("Camp Borealis", "Dr. Boyle")),
         ("Either Dr. Boyle or Dr. Ferris logged the 450 m core.", either("450 m", "Dr. Boyle", "Dr. Ferris")),
         ("The five cores are the Camp Cirrus core, Dr. Marsh's core, the 750 m core, the one that is 20,000 "
          "years old and the 150 m core.", distinct("Camp Cirrus", "Dr. Marsh", "750 m", "20,000 years", "150 m"))]),

    # ---------------------------------------------------------------- 4 fire lookouts
    Puzzle("fire_lookouts_4x5",
        "The state forest service has restored five old fire lookout towers. Match each year of construction "
        "to its tower, the tower's height and the volunteer who now staffs it.",
        [("years", ["1921", "1926", "1931", "1936", "1941"]),
         ("towers", ["Bald Knob", "Cougar Peak", "Hawk Ridge", "Lone Pine", "Sentinel Butte"]),
         ("heights", ["30 ft", "45 ft", "60 ft", "75 ft", "90 ft"]),
         ("volunteers", ["Mr. Cole", "Mr. Haskins", "Mrs. Voigt", "Ms. Jensen", "Ms. Pruitt"])],
        [("Ms. Jensen's tower was built 10 years after Mrs. Voigt's.",
          more_by("years", "Ms. Jensen", "Mrs. Voigt", 10)),
         ("The 45 ft tower is 15 ft taller than Sentinel Butte.", more_by("heights", "45 ft", "Sentinel Butte", 15)),
         ("Hawk Ridge was built sometime before Mr. Cole's tower.", more("years", "Mr. Cole", "Hawk Ridge")),
         ("Of Lone Pine and the 1931 tower, one is staffed by Mr. Haskins and the other is 90 ft tall.",
          pair("Lone Pine", "1931", "Mr. Haskins", "90 ft")),
         ("The tower built in 1926 is 45 ft shorter than Cougar Peak.", more_by("heights", "Cougar Peak", "1926", 45)),
         ("Neither Ms. Pruitt nor Mr. Haskins staffs Bald Knob.", neither("Ms. Pruitt", "Mr. Haskins", "Bald Knob")),
         ("The 60 ft tower was built 5 years before Sentinel Butte.",
          more_by("years", "Sentinel Butte", "60 ft", 5)),
         ("Cougar Peak is either the 1941 tower or Ms. Pruitt's tower.",
          either("Cougar Peak", "1941", "Ms. Pruitt")),
         ("Bald Knob is somewhat taller than Ms. Jensen's tower.", more("heights", "Bald Knob", "Ms. Jensen"))]),

    # ---------------------------------------------------------------- 5 cattle drives
    Puzzle("cattle_drives_4x5",
        "A Western history buff is writing a book about five famous cattle drives. Match each year to the trail "
        "boss who led that year's drive, the size of the herd and the railhead where the drive ended.",
        [("years", ["1867", "1869", "1871", "1873", "1875"]),
         ("bosses", ["Amos Reed", "Buck Tilden", "Cal Ward", "Eli Hart", "Jed Stone"]),
         ("herds", ["1,500 head", "2,000 head", "2,500 head", "3,000 head", "3,500 head"]),
         ("railheads", ["Abilene", "Dodge City", "Ellsworth", "Newton", "Wichita"])],
        [("Buck Tilden's drive was 4 years after Amos Reed's.", more_by("years", "Buck Tilden", "Amos Reed", 4)),
         ("The drive that ended in Wichita moved 1,000 fewer head than Eli Hart's.",
          more_by("herds", "Eli Hart", "Wichita", 1000)),
         ("Of the 1869 drive and Jed Stone's drive, one ended in Dodge City and the other had 3,500 head.",
          pair("1869", "Jed Stone", "Dodge City", "3,500 head")),
         ("The Newton drive took place sometime after the Ellsworth drive.", more("years", "Newton", "Ellsworth")),
         ("The 3,000 head drive was 2 years after the 1,500 head drive.",
          more_by("years", "3,000 head", "1,500 head", 2)),
         ("Cal Ward's herd was 1,500 head larger than Buck Tilden's.",
          more_by("herds", "Cal Ward", "Buck Tilden", 1500)),
         ("The five drives were Cal Ward's, the Wichita drive, the 1873 drive, the 2,000 head drive and the "
          "Abilene drive.", distinct("Cal Ward", "Wichita", "1873", "2,000 head", "Abilene"))]),

    # ---------------------------------------------------------------- 6 covered bridges
    Puzzle("covered_bridges_4x6",
        "The Madison County historical society is printing a driving-tour map of six covered bridges. Match "
        "each year of construction to its bridge, the bridge's length and the creek it crosses.",
        [("years", ["1855", "1862", "1869", "1876", "1883", "1890"]),
         ("bridges", ["Ashby", "Cutler", "Dunham", "Foster", "Kimble", "Prewitt"]),
         ("lengths", ["48 ft", "56 ft", "64 ft", "72 ft", "80 ft", "88 ft"]),
         ("creeks", ["Bear Creek", "Clear Creek", "Honey Creek", "Mill Creek", "Otter Creek", "Stony Creek"])],
        [("The Honey Creek bridge was built 14 years after Prewitt Bridge.",
          more_by("years", "Honey Creek", "Prewitt", 14)),
         ("Kimble Bridge is 8 ft longer than the Otter Creek bridge.", more_by("lengths", "Kimble", "Otter Creek", 8)),
         ("Of Dunham Bridge and the 1855 bridge, one crosses Mill Creek and the other is 64 ft long.",
          pair("Dunham", "1855", "Mill Creek", "64 ft")),
         ("The 88 ft bridge was built 7 years after the 48 ft bridge.", more_by("years", "88 ft", "48 ft", 7)),
         ("The six bridges are Ashby Bridge, the Bear Creek bridge, the 80 ft bridge, the 1890 bridge, the one "
          "over Stony Creek and Foster Bridge.",
          distinct("Ashby", "Bear Creek", "80 ft", "1890", "Stony Creek", "Foster")),
         ("The Clear Creek bridge was built sometime after the Honey Creek bridge.",
          more("years", "Clear Creek", "Honey Creek")),
         ("Cutler Bridge is 24 ft longer than the Stony Creek bridge.",
          more_by("lengths", "Cutler", "Stony Creek", 24)),
         ("Ashby Bridge was built 21 years before Cutler Bridge.", more_by("years", "Cutler", "Ashby", 21)),
         ("Foster Bridge was built sometime before Prewitt Bridge.", more("years", "Prewitt", "Foster"))]),

    # ---------------------------------------------------------------- 7 salmon tagging
    Puzzle("salmon_tagging_4x6",
        "Biologists on the Klickitat River tagged six chinook salmon last week, one each day from Monday to "
        "Saturday. Match each fish's weight to the day it was tagged, the biologist who tagged it and the "
        "color of its tag.",
        [("weights", ["12 lbs", "14 lbs", "16 lbs", "18 lbs", "20 lbs", "22 lbs"]),
         ("days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]),
         ("biologists", ["Cora", "Dmitri", "Felipe", "Imogen", "Lars", "Paige"]),
         ("tags", ["blue", "green", "orange", "pink", "white", "yellow"])],
        [("The fish Cora tagged weighed 4 lbs more than the one tagged on Wednesday.",
          more_by("weights", "Cora", "Wednesday", 4)),
         ("The salmon with the pink tag was tagged 2 days after Felipe's fish.",
          more_by("days", "pink", "Felipe", 2)),
         ("Of the 20 lbs fish and Paige's fish, one was tagged on Monday and the other got the orange tag.",
          pair("20 lbs", "Paige", "Monday", "orange")),
         ("The six fish were the one with the white tag, Lars's fish, the 20 lbs salmon, the one tagged on "
          "Saturday, Paige's fish and the fish tagged on Thursday.",
          distinct("white", "Lars", "20 lbs", "Saturday", "Paige", "Thursday")),
         ("The fish tagged on Tuesday weighed 4 lbs more than the one with the yellow tag.",
          more_by("weights", "Tuesday", "yellow", 4)),
         ("The green-tagged fish was tagged 2 days after Paige's fish.", more_by("days", "green", "Paige", 2)),
         ("Either Cora or Lars tagged the fish with the blue tag.", either("blue", "Cora", "Lars")),
         ("Imogen's fish was tagged 1 day before Cora's.", more_by("days", "Cora", "Imogen", 1)),
         ("The fish with the white tag weighed 4 lbs less than Dmitri's.", more_by("weights", "Dmitri", "white", 4))]),

    # ---------------------------------------------------------------- 8 pinball machines
    Puzzle("pinball_machines_4x6",
        "Flipside Arcade just bought six vintage pinball machines at auction. Match each price to the machine "
        "bought for it, the year the machine was made and its manufacturer.",
        [("prices", ["$1,100", "$1,350", "$1,600", "$1,850", "$2,100", "$2,350"]),
         ("machines", ["Comet Queen", "Fast Lane", "Hot Shot", "Lucky Seven", "Night Rider", "Star Pilot"]),
         ("years", ["1976", "1978", "1980", "1982", "1984", "1986"]),
         ("makers", ["Apex", "Cardinal", "Gemco", "Lyric", "Rexon", "Stella"])],
        [("The Rexon machine cost $500 less than the 1978 machine.", more_by("prices", "1978", "Rexon", 500)),
         ("Hot Shot was made 2 years after Night Rider.", more_by("years", "Hot Shot", "Night Rider", 2)),
         ("Of the 1984 machine and Fast Lane, one was made by Gemco and the other cost $1,600.",
          pair("1984", "Fast Lane", "Gemco", "$1,600")),
         ("Lucky Seven cost $750 more than Star Pilot.", more_by("prices", "Lucky Seven", "Star Pilot", 750)),
         ("The six machines are Comet Queen, the Lyric machine, the $1,850 game, the one from 1986, the Rexon "
          "machine and the 1982 machine.", distinct("Comet Queen", "Lyric", "$1,850", "1986", "Rexon", "1982")),
         ("The Apex machine was made sometime after the Stella machine.", more("years", "Apex", "Stella")),
         ("The Cardinal game was made 2 years after the Apex game.", more_by("years", "Cardinal", "Apex", 2)),
         ("Fast Lane was made 6 years after Star Pilot.", more_by("years", "Fast Lane", "Star Pilot", 6)),
         ("The 1980 machine cost $500 more than the Stella machine.", more_by("prices", "1980", "Stella", 500))]),

    # ================================================================ house puzzles
    # ---------------------------------------------------------------- 9 cable car cabins
    Puzzle("cable_car_cabins_5x5",
        "Five cable car cabins are parked in a row in the valley station at Mount Alder, numbered 1 to 5 from "
        "left to right. Each cabin is painted a different color, has a different operator, is booked by a "
        "different group and was installed in a different year.",
        [("cabins", ["1", "2", "3", "4", "5"]),
         ("colors", ["blue", "green", "red", "silver", "yellow"]),
         ("operators", ["Anton", "Beatrix", "Claus", "Greta", "Matthias"]),
         ("groups", ["climbers", "hikers", "schoolchildren", "skiers", "tourists"]),
         ("years", ["1988", "1992", "1996", "2000", "2004"])],
        [("The blue cabin is in the middle.", same("blue", "cabins:3")),
         ("The red cabin is immediately to the left of the blue cabin.", more_by("cabins", "blue", "red", 1)),
         ("The oldest cabin is booked by the climbers.", lowest("years", "climbers")),
         ("The newest cabin is next to Greta's cabin.", extreme_next_to("years", True, "cabins", "Greta")),
         ("Matthias's cabin is directly between Claus's cabin and Beatrix's cabin.",
          directly_between("cabins", "Matthias", "Claus", "Beatrix")),
         ("The silver cabin was installed 8 years before the schoolchildren's cabin.",
          more_by("years", "schoolchildren", "silver", 8)),
         ("The tourists ride in the red cabin.", same("tourists", "red")),
         ("Anton's cabin is second from the left.", same("Anton", "cabins:2")),
         ("The green cabin was installed in 2000.", same("green", "2000")),
         ("The 1996 cabin is next to the tourists' cabin.", next_to("cabins", "1996", "tourists")),
         ("Beatrix operates the hikers' cabin.", same("Beatrix", "hikers")),
         ("The climbers ride in the blue cabin.", same("climbers", "blue"))]),

    # ---------------------------------------------------------------- 10 farm silos
    Puzzle("farm_silos_5x5",
        "Five grain silos stand in a row on the Hollenbeck farm, numbered 1 to 5 from left to right. Each silo "
        "holds a different crop, has a roof of a different color, holds a different number of bushels and is "
        "filled by a different farmhand.",
        [("silos", ["1", "2", "3", "4", "5"]),
         ("crops", ["barley", "corn", "oats", "soybeans", "wheat"]),
         ("roofs", ["black", "blue", "green", "red", "white"]),
         ("capacities", ["2,000 bushels", "3,000 bushels", "4,000 bushels", "5,000 bushels", "6,000 bushels"]),
         ("farmhands", ["Dale", "Earl", "Hank", "Luke", "Wade"])],
        [("The corn silo is in the middle.", same("corn", "silos:3")),
         ("The wheat is stored immediately to the left of the corn.", more_by("silos", "corn", "wheat", 1)),
         ("The largest silo has a white roof.", highest("capacities", "white")),
         ("The smallest silo is next to the silo with the black roof.",
          extreme_next_to("capacities", False, "silos", "black")),
         ("Luke's silo is at the far right.", same("Luke", "silos:5")),
         ("The barley silo holds 1,000 bushels more than the soybean silo.",
          more_by("capacities", "barley", "soybeans", 1000)),
         ("The green roof is at the far left.", same("green", "silos:1")),
         ("The blue-roofed silo is somewhere to the right of Dale's silo.", more("silos", "blue", "Dale")),
         ("Dale's silo is directly between Wade's and Luke's.", directly_between("silos", "Dale", "Wade", "Luke")),
         ("Earl fills the oat silo.", same("Earl", "oats")),
         ("The oat silo holds 1,000 bushels more than the corn silo.", more_by("capacities", "oats", "corn", 1000)),
         ("The soybean silo is at the far right.", same("soybeans", "silos:5")),
         ("The wheat silo holds 1,000 bushels more than the barley silo.",
          more_by("capacities", "wheat", "barley", 1000))]),

    # ---------------------------------------------------------------- 11 cinema screens
    Puzzle("cinema_screens_5x5",
        "The Regal Five multiplex has five screens side by side along its upstairs corridor, numbered 1 to 5 "
        "from left to right. Tonight each screen shows a different film of a different genre, starting at a "
        "different time, to a different number of people.",
        [("screens", ["1", "2", "3", "4", "5"]),
         ("films", ["Dark Harbor", "Gold Rush Girl", "Last Orbit", "Paper Moons", "Wild Hearts"]),
         ("genres", ["comedy", "horror", "musical", "science fiction", "western"]),
         ("times", ["6:45 pm", "7:00 pm", "7:15 pm", "7:30 pm", "7:45 pm"]),
         ("audiences", ["40 people", "55 people", "70 people", "85 people", "100 people"])],
        [("The horror film is on the middle screen.", same("horror", "screens:3")),
         ("The science fiction film is immediately to the left of the horror film.",
          more_by("screens", "horror", "science fiction", 1)),
         ("The earliest film drew the biggest audience.", _extremes_meet("times", False, "audiences", True)),
         ("The western starts 30 minutes after Dark Harbor.", more_by("times", "western", "Dark Harbor", 30)),
         ("The comedy drew 15 more people than the western.", more_by("audiences", "comedy", "western", 15)),
         ("Paper Moons is somewhere to the right of Dark Harbor.", more("screens", "Paper Moons", "Dark Harbor")),
         ("The 7:30 pm film is at the far left.", same("7:30 pm", "screens:1")),
         ("The smallest audience is watching the horror film.", lowest("audiences", "horror")),
         ("Gold Rush Girl is directly between Dark Harbor and Paper Moons.",
          directly_between("screens", "Gold Rush Girl", "Dark Harbor", "Paper Moons")),
         ("The musical drew 15 more people than the comedy.", more_by("audiences", "musical", "comedy", 15)),
         ("Last Orbit is the science fiction film.", same("Last Orbit", "science fiction")),
         ("The western is directly between the horror film and the comedy.",
          directly_between("screens", "western", "horror", "comedy"))]),

    # ---------------------------------------------------------------- 12 boardwalk booths
    Puzzle("boardwalk_booths_5x5",
        "Five game booths stand in a row along the Seabright boardwalk, numbered 1 to 5 from left to right. "
        "Each booth offers a different game, is run by a different attendant, hands out a different prize and "
        "charges a different price per play.",
        [("booths", ["1", "2", "3", "4", "5"]),
         ("games", ["balloon darts", "hoop toss", "skee-ball", "water race", "whack-a-mole"]),
         ("attendants", ["Dom", "Kiki", "Manny", "Rosa", "Tito"]),
         ("prizes", ["goldfish", "keychain", "plush bear", "rubber duck", "yo-yo"]),
         ("prices", ["$1", "$2", "$3", "$4", "$5"])],
        [("The plush bear is won at the booth immediately to the left of skee-ball.",
          more_by("booths", "skee-ball", "plush bear", 1)),
         ("The most expensive game gives away plush bears.", highest("prices", "plush bear")),
         ("The cheapest game is next to Kiki's booth.", extreme_next_to("prices", False, "booths", "Kiki")),
         ("Rosa's booth is at the far left.", same("Rosa", "booths:1")),
         ("Manny's booth is somewhere to the right of Tito's.", more("booths", "Manny", "Tito")),
         ("The hoop toss costs $1 more than the water race.", more_by("prices", "hoop toss", "water race", 1)),
         ("The goldfish booth is directly between the keychain booth and the rubber duck booth.",
          directly_between("booths", "goldfish", "keychain", "rubber duck")),
         ("Whack-a-mole costs $3 less than balloon darts.", more_by("prices", "balloon darts", "whack-a-mole", 3)),
         ("The rubber duck is given away at one of the ends.", one_of("rubber duck", "booths:1", "booths:5")),
         ("The yo-yo booth charges $2.", same("yo-yo", "$2")),
         ("The water race is at the far right.", same("water race", "booths:5")),
         ("Kiki's booth is immediately to the right of Dom's.", more_by("booths", "Kiki", "Dom", 1))]),

    # ---------------------------------------------------------------- 13 oast houses
    Puzzle("oast_houses_5x6",
        "Five converted oast houses stand in a row along Hopfield Lane, numbered 1 to 5 from left to right. "
        "Each has a cowl painted a different colour, is home to a different family and a different pet, was "
        "converted in a different year and has a different number of bedrooms.",
        [("oasts", ["1", "2", "3", "4", "5"]),
         ("cowls", ["black", "cream", "green", "red", "white"]),
         ("families", ["Ashdowns", "Brewers", "Fullers", "Hendersons", "Pikes"]),
         ("pets", ["cat", "dog", "goat", "parrot", "rabbit"]),
         ("years", ["1972", "1979", "1985", "1991", "1998"]),
         ("bedrooms", ["2 bedrooms", "3 bedrooms", "4 bedrooms", "5 bedrooms", "6 bedrooms"])],
        [("The black cowl is in the middle.", same("black", "oasts:3")),
         ("The white cowl is immediately to the left of the black cowl.", more_by("oasts", "black", "white", 1)),
         ("The Pikes live at one of the ends.", one_of("Pikes", "oasts:1", "oasts:5")),
         ("The goat lives next to the Fullers.", next_to("oasts", "goat", "Fullers")),
         ("The oldest conversion has the most bedrooms.", _extremes_meet("years", False, "bedrooms", True)),
         ("The newest conversion has the fewest bedrooms.", _extremes_meet("years", True, "bedrooms", False)),
         ("The Hendersons' oast is directly between the Ashdowns' and the Brewers'.",
          directly_between("oasts", "Hendersons", "Ashdowns", "Brewers")),
         ("The rabbit lives in the oast with the red cowl.", same("rabbit", "red")),
         ("The cream-cowled oast has one more bedroom than the black-cowled one.",
          more_by("bedrooms", "cream", "black", 1)),
         ("The Brewers converted their oast 6 years after the Pikes.", more_by("years", "Brewers", "Pikes", 6)),
         ("The cat lives in the oast with the most bedrooms.", highest("bedrooms", "cat")),
         ("The Hendersons' oast was converted 7 years after the Fullers'.",
          more_by("years", "Hendersons", "Fullers", 7)),
         ("The dog lives with the Ashdowns.", same("dog", "Ashdowns")),
         ("The oast with 5 bedrooms is next to the one with 2 bedrooms.",
          next_to("oasts", "5 bedrooms", "2 bedrooms")),
         ("The green cowl is at the far left.", same("green", "oasts:1"))]),

    # ---------------------------------------------------------------- 14 castle towers
    Puzzle("castle_towers_5x6",
        "Five towers stand in a row along the south wall of Castle Drummond, numbered 1 to 5 from left to "
        "right. Each tower has a different name, flies a different banner, is a different height, houses a "
        "different exhibit and was built in a different year.",
        [("towers", ["1", "2", "3", "4", "5"]),
         ("names", ["Bell Tower", "Chapel Tower", "Lion Tower", "Maiden Tower", "Well Tower"]),
         ("banners", ["blue", "crimson", "gold", "green", "white"]),
         ("heights", ["40 ft", "50 ft", "60 ft", "70 ft", "80 ft"]),
         ("exhibits", ["armour", "coins", "maps", "tapestries", "weapons"]),
         ("years", ["1280", "1310", "1345", "1390", "1420"])],
        [("The Maiden Tower is in the middle.", same("Maiden Tower", "towers:3")),
         ("The tallest tower is second from the left.", highest("heights", "towers:2")),
         ("The Lion Tower is the oldest.", lowest("years", "Lion Tower")),
         ("The gold banner flies at one of the ends.", one_of("gold", "towers:1", "towers:5")),
         ("The Bell Tower is 30 ft taller than the Maiden Tower.",
          more_by("heights", "Bell Tower", "Maiden Tower", 30)),
         ("The coins are displayed somewhere to the right of the armour.", more("towers", "coins", "armour")),
         ("The tapestries hang in the tower with the white banner.", same("tapestries", "white")),
         ("The Well Tower was built 35 years after the Chapel Tower.",
          more_by("years", "Well Tower", "Chapel Tower", 35)),
         ("The weapons are in the tower at the far right.", same("weapons", "towers:5")),
         ("The crimson banner is directly between the gold banner and the white banner.",
          directly_between("towers", "crimson", "gold", "white")),
         ("The blue banner flies from the newest tower.", highest("years", "blue")),
         ("The shortest tower is next to the Bell Tower.", extreme_next_to("heights", False, "towers", "Bell Tower")),
         ("The tower with the green banner is 10 ft shorter than the Well Tower.",
          more_by("heights", "Well Tower", "green", 10)),
         ("The armour is in the Lion Tower.", same("armour", "Lion Tower"))]),

    # ================================================================ magazine grids
    # ---------------------------------------------------------------- 15 christening gifts
    Puzzle("christening_gifts_4x4",
        "When baby Oliver Marsh was christened at St Anne's last Sunday, each of his four godparents, all of "
        "them old friends or relations of his parents, gave him a different present, and each spent a "
        "different amount on it.",
        [("godparents", ["Clare", "Duncan", "Harriet", "Rupert"]),
         ("connections", ["college friend", "cousin", "neighbour", "work colleague"]),
         ("gifts", ["engraved cup", "premium bonds", "silver spoon", "teddy bear"]),
         ("costs", ["£25", "£40", "£55", "£70"])],
        [("Duncan, an old college friend of Oliver's father, spent more than any of the others.",
          all_of(same("Duncan", "college friend"), highest("costs", "Duncan"))),
         ("The teddy bear, which cost the least, wasn't from the work colleague.",
          all_of(lowest("costs", "teddy bear"), differ("teddy bear", "work colleague"))),
         ("Clare's present cost £15 more than the engraved cup; she isn't the neighbour.",
          all_of(more_by("costs", "Clare", "engraved cup", 15), differ("Clare", "neighbour"))),
         ("Rupert's gift, though not the silver spoon, cost £15 more than Harriet's.",
          all_of(differ("Rupert", "silver spoon"), more_by("costs", "Rupert", "Harriet", 15))),
         ("The silver spoon was a present from the cousin.", same("silver spoon", "cousin"))],
        numbers={"costs": [25, 40, 55, 70]}),

    # ---------------------------------------------------------------- 16 blackberry picking
    Puzzle("blackberry_picking_4x4",
        "One Saturday in September the four Pearson children went blackberrying round the lanes behind Holly "
        "Farm. Each picked in a different spot, carried the berries home in a different container and brought "
        "back a different weight of fruit.",
        [("children", ["Amy", "Ben", "Lucy", "Tom"]),
         ("spots", ["churchyard", "common", "railway cutting", "towpath"]),
         ("containers", ["ice-cream tub", "jam jar", "saucepan", "sun hat"]),
         ("weights", ["10 oz", "14 oz", "18 oz", "22 oz"])],
        [("Ben, who had borrowed Mum's saucepan, picked more than any of the others.",
          all_of(same("Ben", "saucepan"), highest("weights", "Ben"))),
         ("The child who went to the churchyard picked 4 oz less than Amy, whose sun hat was stained purple by "
          "teatime.", all_of(more_by("weights", "Amy", "churchyard", 4), same("Amy", "sun hat"))),
         ("Tom didn't go to the common; his ice-cream tub held 8 oz more than the jam jar.",
          all_of(differ("Tom", "common"), same("Tom", "ice-cream tub"),
                 more_by("weights", "ice-cream tub", "jam jar", 8))),
         ("Amy picked along the towpath, taking the dog with her.", same("Amy", "towpath"))]),

    # ---------------------------------------------------------------- 17 harvest festival
    Puzzle("harvest_festival_4x4",
        "At the harvest festival service at St Michael's, four village families each brought a different "
        "offering to lay before the altar, sat in a different one of the four front pews, counted from the "
        "front, and had asked for a different hymn.",
        [("families", ["Coopers", "Greens", "Lamberts", "Whites"]),
         ("offerings", ["apples", "honey", "marrow", "sheaf loaf"]),
         ("pews", ["1st", "2nd", "3rd", "4th"]),
         ("hymns", ["All Things Bright and Beautiful", "For the Beauty of the Earth", "Now Thank We All Our God",
                    "We Plough the Fields"])],
        [("The Greens, whose prize marrow took two of them to carry, sat in the very front pew, just in front "
          "of the family who brought the apples.",
          all_of(same("Greens", "marrow"), same("Greens", "1st"), more_by("pews", "apples", "Greens", 1))),
         ("The honey came from the family who had asked for We Plough the Fields, though not from the Lamberts.",
          all_of(same("honey", "We Plough the Fields"), differ("honey", "Lamberts"))),
         ("All Things Bright and Beautiful was chosen by the family in the back pew.",
          highest("pews", "All Things Bright and Beautiful")),
         ("The Whites didn't choose For the Beauty of the Earth.", differ("Whites", "For the Beauty of the Earth")),
         ("The Whites sat immediately behind the Greens.", more_by("pews", "Whites", "Greens", 1))]),

    # ---------------------------------------------------------------- 18 attic finds
    Puzzle("attic_finds_4x5",
        "When the five Hargreaves grandchildren cleared out their late grandmother's attic, each kept one "
        "find. A valuer from the local saleroom dated each piece and put a price on it.",
        [("grandchildren", ["Alice", "Colin", "Edith", "Graham", "Nora"]),
         ("finds", ["brass telescope", "china teapot", "mantel clock", "rocking horse", "tin soldiers"]),
         ("years", ["1890", "1905", "1920", "1935", "1950"]),
         ("values", ["£40", "£75", "£110", "£145", "£180"])],
        [("Edith's find, the oldest of the five, was valued at more than any other.",
          all_of(lowest("years", "Edith"), highest("values", "Edith"))),
         ("The tin soldiers, which Colin kept, were made 15 years after the telescope.",
          all_of(same("Colin", "tin soldiers"), more_by("years", "tin soldiers", "brass telescope", 15))),
         ("Graham's teapot was valued at £35 less than Colin's find.",
          all_of(same("Graham", "china teapot"), more_by("values", "Colin", "Graham", 35))),
         ("The mantel clock is worth £35 more than the telescope, but it isn't Nora's.",
          all_of(more_by("values", "mantel clock", "brass telescope", 35), differ("mantel clock", "Nora"))),
         ("Alice's find was made 15 years before Nora's.", more_by("years", "Nora", "Alice", 15)),
         ("The rocking horse dates from 1890.", same("rocking horse", "1890")),
         ("The most recent piece was the teapot.", highest("years", "china teapot")),
         ("The telescope was valued at £70 more than the teapot.",
          more_by("values", "brass telescope", "china teapot", 70))],
        numbers={"values": [40, 75, 110, 145, 180]}),

    # ---------------------------------------------------------------- 19 village hall bookings
    Puzzle("village_hall_bookings_4x5",
        "The booking diary at Little Hadley village hall shows five regular groups, each meeting on a "
        "different weekday evening, run by a different organiser and paying the parish council a different "
        "weekly fee.",
        [("groups", ["bridge club", "choir", "Pilates class", "Scottish dancing", "youth club"]),
         ("days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
         ("organisers", ["Miss Quayle", "Mr Fenwick", "Mrs Okoye", "Mrs Pratt", "Revd Lowe"]),
         ("fees", ["£12", "£15", "£18", "£21", "£24"])],
        [("The choir, which Revd Lowe has run for years, meets earlier in the week than any other group.",
          all_of(same("choir", "Revd Lowe"), lowest("days", "choir"))),
         ("The youth club, being a charity, pays the least, and meets the day after the Scottish dancing.",
          all_of(lowest("fees", "youth club"), more_by("days", "youth club", "Scottish dancing", 1))),
         ("Mrs Okoye's group pays £6 more than Miss Quayle's, which meets on a Friday.",
          all_of(more_by("fees", "Mrs Okoye", "Miss Quayle", 6), same("Miss Quayle", "Friday"))),
         ("The Pilates class pays £3 more than the choir.", more_by("fees", "Pilates class", "choir", 3)),
         ("Mrs Pratt doesn't run the bridge club, which meets two days after her group.",
          all_of(differ("Mrs Pratt", "bridge club"), more_by("days", "bridge club", "Mrs Pratt", 2))),
         ("Mr Fenwick's group meets on Wednesdays.", same("Mr Fenwick", "Wednesday"))],
        numbers={"fees": [12, 15, 18, 21, 24]}),

    # ---------------------------------------------------------------- 20 lifeboat launches
    Puzzle("lifeboat_launches_4x5",
        "Last summer the Porthcarrow lifeboat was launched five times, once a month from May to September. "
        "Each shout was to a different kind of craft in trouble, with a different helmsman in charge, and a "
        "different number of people were brought safely ashore.",
        [("months", ["May", "June", "July", "August", "September"]),
         ("craft", ["dinghy", "fishing boat", "kayak", "motor cruiser", "yacht"]),
         ("helmsmen", ["Jago", "Kitto", "Penrose", "Tonkin", "Trevail"]),
         ("rescued", ["1", "2", "3", "4", "6"])],
        [("The yacht, whose crew of six were all brought ashore, got into difficulties in August.",
          all_of(same("yacht", "rescued:6"), same("yacht", "August"))),
         ("Jago's shout came the month after the kayak's.", more_by("months", "Jago", "kayak", 1)),
         ("The fishing boat, whose three crewmen were all rescued, was the last call of the summer, but it wasn't "
          "Kitto at the helm.",
          all_of(same("fishing boat", "rescued:3"), highest("months", "fishing boat"),
                 differ("Kitto", "fishing boat"))),
         ("Penrose, sent out to a capsized dinghy, brought back two fewer people than Jago did.",
          all_of(same("Penrose", "dinghy"), more_by("rescued", "Jago", "Penrose", 2))),
         ("Tonkin, the station's youngest helmsman, was out in May.", same("Tonkin", "May")),
         ("More people were rescued from the motor cruiser than from the dinghy.",
          more("rescued", "motor cruiser", "dinghy"))],
        numbers={"months": [5, 6, 7, 8, 9]}),
)
PUZZLES = {p.name: p for p in _PUZZLES}
