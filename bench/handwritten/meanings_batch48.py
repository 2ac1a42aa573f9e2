"""What each clue of the forty-eighth batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the forty-eighth author was asked for, written apart from pylogic's reader on themes new to
the set: eight grids as Puzzle Baron's logic-puzzles.org and its printed books print them, at its sizes, six
problems as Dell Logic Puzzles and Penny Press "Original Logic Problems" print them and six as British puzzle
magazines and newspapers' weekend logic puzzles print them, each of the last twelve with a short story opening.

The Puzzle Baron grids (categories x values): two of 3x4 (an awning firm's Saturday installs, trophy engraving
orders), two of 3x5 (accordion repairs, a studio's headshot sessions), two of 4x5 (geysers in a park guide, a bat
colony survey) and two of 4x6 (the elephants of a sanctuary, an esports tournament's finalists). Their values as the
site prints them ("9:00am" to "1:30pm", "Mr. Brandt", "Mrs. Ferrante", "$35" to "$65", "$120" to "$280", "9:00am" to
"1:00pm", "20 ft" to "100 ft", "30 minutes" to "90 minutes", "1871" to "1899", "150 bats" to "750 bats", "2012" to
"2017", "22 years" to "42 years", "6,000 lbs" to "8,500 lbs", "$5,000" to "$30,000") and the site's formulaic clues:
comparisons with amounts ("was installed 90 minutes after", "paid $20 less than", "cost $10 more than", "cost $80
more than", "cost $120 less than", "began 2 hours after", "started 1 hour after", "erupts 40 ft higher than",
"erupts 20 ft higher than", "erupts 40 ft lower than", "was first recorded 7 years before", "was first recorded 14
years before", "interval is 30 minutes longer than", "has 300 more bats than", "has 450 fewer bats than", "weighs
2,000 lbs more than", "weighs 1,000 lbs more than", "arrived 3 years after", "arrived 5 years after", "is 12 years
older than", "won $15,000 more than", "won $5,000 less than", "won $10,000 more than") and without ("went up
sometime after", "cost more than", "paid less than", "cost less than", "was sometime after", "is larger than", "won
more than"); "Of A and B, one ... and the other ..."; "The 9:00am installation was either A or B", "The $65 order
was either A or B", "Either A or B ordered ...", "Either A or B is the author", "Either A or B is in Greene County",
"Either A or B is 22 years old", "Either A or B captains ..."; lists ("The five colonies are ...", "The six
elephants are ...", "The six teams are ..."); negations ("The bowling trophy wasn't ordered by Everett"); values
named with a hyphen or a unit ("the 600-bat colony", "the 38-year-old", "the 7,500 lb elephant", "the geyser with
the 45-minute interval", "the 80 ft geyser", "the 2013 arrival", "the 1:00pm client").

The Dell and Penny Press problems (categories x values, the first category labelling the rows): three of 4x4
(Halloween apple bobbing in a barn, goldfish won at a parish carnival's ring toss, a PTA cakewalk) and three of 4x5
(regulars at a dog park, Brownies' Easter bonnets, a Vermont firewood round), with American values ("1st" to "4th",
"1 apple" to "4 apples", "1 try" to "4 tries", "3" to "17" for lucky numbers, "6:30am" to "7:30am", "6" to "10" for
ages, "Monday" to "Friday", "1 cord" to "5 cords"); in chattier sentences: relative clauses and appositives that
state facts ("Eli, who bobbed right after the cowboy, ...", "Hazel, who wasn't dressed as a pirate, ...", "Gus, who
named his fish Nemo, ...", "Tessa, whose fish is named Goldie", "the winner on number 3, who isn't Mr. Daly, ...",
"Dennis, always the first one there, ...", "Rosie the poodle", "Shirley's dog, Biscuit", "Marty, whose pug Pepper
...", "Gwen, the last to arrive", "Bella, the oldest of the five girls, ...", "The girl with the peach ribbon, who
trimmed her bonnet with lilacs, ...", "Addie, whose bonnet has tulips and a mint ribbon", "the seven-year-old, who
didn't choose the pink ribbon", "Doris, who ordered more wood than anyone, ...", "Clyde's single cord of ash"); a
girl named by her sex ("The girl in the ghost costume", one of the two girls the opening names) and grown-ups ("one
of the grown-ups", Mr. Daly or Mrs. Epps, the opening naming the other two as fifth graders); pronouns ("she came up
with", "than the cowboy did", "than she did", "his fish", "her delivery", "than hers"); joins with a semicolon and
"and"; numbers in words ("one apple fewer", "two more apples", "two fewer tries", "one try sooner", "one more try",
"fifteen minutes before", "three years older", "a year younger", "a cord smaller", "two days after", "one cord
more", "just one apple", "single cord"); superlatives and idioms ("went last", "the very first round", "higher than
any other winner's", "needed the most tries of anyone", "right before", "right after", "the last to arrive", "Hank's
last delivery of the week", "ordered more wood than anyone"); harmless asides ("came from the county shelter", "who
heats her whole farmhouse with a woodstove").

The British problems (categories x values): three of 4x4 (brass rubbings in Norfolk churches, an Embroiderers' Guild
exhibition, Georgian highwaymen) and three of 4x5 (a Pony Club gymkhana, a Gilbert and Sullivan society's debuts,
guide dog puppy walkers in the Cotswolds), with British values and spellings ("colours", "grey", "skewbald", "9" to
"13" for ages, "HMS Pinafore", "1979" to "1995", "Corn Exchange", "Guildhall", "Blickling", "Felbrigg", "1347" to
"1480", "crewelwork", "goldwork", "40 hours" to "85 hours", "Labrador", "4 months" to "8 months", "Shooter's Hill",
"1739" to "1748"), in the same chatty constructions: relative clauses and appositives ("Harriet, the eldest of the
five, ...", "Marmite, the dun, ...", "Lucy, who rode Conker, a bay, ...", "Bernard, whose debut wasn't in The
Gondoliers", "The Pirates of Penzance, staged at the Assembly Rooms, ...", "Edmund's knight", "The brass of the
lady, which Winifred rubbed, ...", "Maureen's piece, which isn't the cottage garden", "the alphabet, which was
worked in cross stitch", "The peacock, in goldwork, ...", "Brian's puppy, the German shepherd, ...", "Fudge the
Labradoodle", "Carol's Barley", "Nutmeg, the Labrador, ...", "Derek, whose puppy is a retriever cross, ...", "Ned
Cutler, who rode Bess, ...", "Dick Mallory, whose horse was Swallow, ..."); pronouns ("her junior", "it isn't the
one at Blickling", "his brass", "on hers", "she isn't walking"); joins with a semicolon, "and" and "but"; "neither
... nor" ("Hilda sang at neither the Town Hall nor the Guildhall"); numbers in words ("four years her junior", "a
year older", "eight years before", "four years after", "two months older", "a month younger", "three years before");
idioms ("four years her junior", "the most recent of the five productions", "the oldest of the four brasses", "went
to the gallows", "the last of the four to hang", "never worked Shooter's Hill", "the terror of Hounslow Heath", "the
man who haunted Bagshot Heath"); harmless asides ("the branch secretary").

The conventions the predicates assume. Logic words: two things compared are two different rows; "Either A or B ..."
and "X was either A or B" mean the thing named is exactly one of A and B; "The five ... are A, B, ..." are all
different rows; "Of A and B, one is P and the other Q" means A and B are two different rows that are P and Q in some
order; "neither the Town Hall nor the Guildhall" means Hilda is neither; a relative clause, appositive or possessive
states a grid fact, encoded with the rest of its sentence; "X wasn't ...", "X isn't ...", "X doesn't ...", "X didn't
..." and "never worked" are two different rows; "the girl in the ghost costume" is Hazel or Ruby and "one of the
grown-ups" Mr. Daly or Mrs. Epps, as the openings say; a dog's arrival is its owner's; a debut, a first lead and a
first principal part are the member's row. Orders and amounts: times, prices, costs, heights, intervals, years,
bats, ages, weights, prizes, turns, apples, tries, lucky numbers, rounds, cords, hours and months count as the
number they print (``brute_force.number_of``: "1st" is 1, "1 try" is 1, "6,000 lbs" is 6000), or as the numbers a
puzzle lists for a category whose values do not spell them (Monday to Friday count as 1 to 5); clock times count as
minutes of the day, so "90 minutes after" is 90 more, "2 hours after" 120 more and "fifteen minutes before" 15
fewer; "right before" and "right after" are one place (a turn, a round, or the 15-minute arrival step) fewer or
more. "Before", "less", "fewer", "lower", "smaller", "sooner", "younger", "her junior", "the very first round" and
"the youngest" are the smaller number, "after", "more", "higher", "longer", "larger", "older", "eldest", "oldest",
"the most", "the most recent", "last" and "the last to arrive" the larger; the age of a brass runs the other way
from its date, so "the oldest of the four brasses" is the earliest date and "18 years older than" 18 fewer.
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
    # ---------------------------------------------------------------- 1 awning installs
    Puzzle("awning_installs_3x4",
        "Shadeline Awnings installed four new awnings last Saturday. Match each installation time to the customer "
        "and the color of the awning.",
        [("times", ["9:00am", "10:30am", "12:00pm", "1:30pm"]),
         ("customers", ["Mr. Brandt", "Mr. Quigley", "Mrs. Alder", "Mrs. Ferrante"]),
         ("colors", ["burgundy", "forest green", "navy", "tan"])],
        [("The navy awning was installed 90 minutes after Mr. Brandt's.", more_by("times", "navy", "Mr. Brandt", 90)),
         ("Mrs. Alder's awning went up sometime after the burgundy one.", more("times", "Mrs. Alder", "burgundy")),
         ("Of Mr. Quigley and the 1:30pm customer, one chose the burgundy awning and the other chose the forest "
          "green one.", pair("Mr. Quigley", "1:30pm", "burgundy", "forest green")),
         ("The 9:00am installation was either Mrs. Ferrante's or the tan awning.",
          either("9:00am", "Mrs. Ferrante", "tan"))]),

    # ---------------------------------------------------------------- 2 engraving orders
    Puzzle("engraving_orders_3x4",
        "Gold Standard Trophies engraved four awards this week. Match each price to the customer and the type of "
        "award.",
        [("prices", ["$35", "$45", "$55", "$65"]),
         ("customers", ["Dolores", "Everett", "Harriet", "Lionel"]),
         ("awards", ["bowling trophy", "golf plaque", "medal", "pewter cup"])],
        [("Harriet paid $20 less than Dolores.", more_by("prices", "Dolores", "Harriet", 20)),
         ("The golf plaque cost more than the pewter cup.", more("prices", "golf plaque", "pewter cup")),
         ("Lionel's order cost $10 more than the medal.", more_by("prices", "Lionel", "medal", 10)),
         ("The bowling trophy wasn't ordered by Everett.", differ("bowling trophy", "Everett")),
         ("Either Lionel or Harriet ordered the pewter cup.", either("pewter cup", "Lionel", "Harriet")),
         ("The $65 order was either the golf plaque or Dolores's.", either("$65", "golf plaque", "Dolores"))]),

    # ---------------------------------------------------------------- 3 accordion repairs
    Puzzle("accordion_repairs_3x5",
        "Kessler's Squeezebox Shop repaired five accordions last month. Match each repair cost to the owner and "
        "the make of the accordion.",
        [("costs", ["$120", "$160", "$200", "$240", "$280"]),
         ("owners", ["Bogdan", "Camila", "Franz", "Ilse", "Rosario"]),
         ("makes", ["Excelsior", "Hohner", "Paolo Soprani", "Scandalli", "Weltmeister"])],
        [("Bogdan's repair cost $80 more than Franz's.", more_by("costs", "Bogdan", "Franz", 80)),
         ("The Hohner repair cost $120 less than the Excelsior repair.", more_by("costs", "Excelsior", "Hohner", 120)),
         ("Of Rosario and the $280 accordion, one is the Paolo Soprani and the other is the Scandalli.",
          pair("Rosario", "$280", "Paolo Soprani", "Scandalli")),
         ("Ilse paid less than Camila.", more("costs", "Camila", "Ilse")),
         ("The Scandalli cost less than Franz's accordion.", more("costs", "Franz", "Scandalli"))]),

    # ---------------------------------------------------------------- 4 headshot sessions
    Puzzle("headshot_sessions_3x5",
        "Brightframe Studio booked five headshot sessions for Thursday. Match each session time to the client and "
        "the client's profession.",
        [("times", ["9:00am", "10:00am", "11:00am", "12:00pm", "1:00pm"]),
         ("clients", ["Adaeze", "Colm", "Greer", "Marisol", "Tobias"]),
         ("professions", ["actor", "author", "dentist", "lawyer", "realtor"])],
        [("Colm's session began 2 hours after Tobias's.", more_by("times", "Colm", "Tobias", 120)),
         ("The lawyer's session was sometime after the realtor's.", more("times", "lawyer", "realtor")),
         ("Of Greer and the 1:00pm client, one is the dentist and the other is the realtor.",
          pair("Greer", "1:00pm", "dentist", "realtor")),
         ("Adaeze's session started 1 hour after the actor's.", more_by("times", "Adaeze", "actor", 60)),
         ("Either Colm or Greer is the author.", either("author", "Colm", "Greer"))]),

    # ---------------------------------------------------------------- 5 geyser eruptions
    Puzzle("geyser_eruptions_4x5",
        "A park ranger is putting together a guide to five geysers in the Lower Basin. Match each geyser's "
        "eruption height to its name, the interval between its eruptions and the year it was first recorded.",
        [("heights", ["20 ft", "40 ft", "60 ft", "80 ft", "100 ft"]),
         ("geysers", ["Comet Spring", "Ironhorn", "Lantern", "Little Beehive", "Old Pickett"]),
         ("intervals", ["30 minutes", "45 minutes", "60 minutes", "75 minutes", "90 minutes"]),
         ("years", ["1871", "1878", "1885", "1892", "1899"])],
        [("Little Beehive erupts 40 ft higher than Old Pickett.",
          more_by("heights", "Little Beehive", "Old Pickett", 40)),
         ("The geyser with the 45-minute interval was first recorded 7 years before the one with the 30-minute "
          "interval.", more_by("years", "30 minutes", "45 minutes", 7)),
         ("Of Lantern and the 80 ft geyser, one was first recorded in 1885 and the other erupts every 45 minutes.",
          pair("Lantern", "80 ft", "1885", "45 minutes")),
         ("Lantern's interval is 30 minutes longer than Ironhorn's.", more_by("intervals", "Lantern", "Ironhorn", 30)),
         ("Little Beehive was first recorded 14 years before Comet Spring.",
          more_by("years", "Comet Spring", "Little Beehive", 14)),
         ("The geyser with the 90-minute interval erupts 40 ft lower than the one with the 75-minute interval.",
          more_by("heights", "75 minutes", "90 minutes", 40)),
         ("Ironhorn erupts 20 ft higher than Lantern.", more_by("heights", "Ironhorn", "Lantern", 20))]),

    # ---------------------------------------------------------------- 6 bat colonies
    Puzzle("bat_colonies_4x5",
        "Wildlife biologists counted five bat colonies during this summer's state survey. Match each colony's size "
        "to its roost, the species and the county.",
        [("sizes", ["150 bats", "300 bats", "450 bats", "600 bats", "750 bats"]),
         ("roosts", ["Bell Cave", "Cooper Mine", "Hatch Barn", "Owl Bridge", "Sutter Tunnel"]),
         ("species", ["big brown", "gray", "Indiana", "little brown", "tricolored"]),
         ("counties", ["Adair", "Boone", "Crawford", "Dent", "Greene"])],
        [("The Hatch Barn colony has 300 more bats than the Bell Cave colony.",
          more_by("sizes", "Hatch Barn", "Bell Cave", 300)),
         ("The gray bats are in Crawford County.", same("gray", "Crawford")),
         ("Of the Owl Bridge colony and the Adair County colony, one has 150 bats and the other is the Indiana bat "
          "colony.", pair("Owl Bridge", "Adair", "150 bats", "Indiana")),
         ("The Dent County colony has 450 fewer bats than the big brown colony.",
          more_by("sizes", "big brown", "Dent", 450)),
         ("Either Cooper Mine or Sutter Tunnel is in Greene County.", either("Greene", "Cooper Mine", "Sutter Tunnel")),
         ("The five colonies are the tricolored bats, the Bell Cave colony, the 600-bat colony, the Crawford County "
          "colony and the Sutter Tunnel colony.",
          distinct("tricolored", "Bell Cave", "600 bats", "Crawford", "Sutter Tunnel")),
         ("The Cooper Mine colony is larger than the Hatch Barn colony.", more("sizes", "Cooper Mine", "Hatch Barn"))]),

    # ---------------------------------------------------------------- 7 elephant sanctuary
    Puzzle("elephant_sanctuary_4x6",
        "The Riverbend Elephant Sanctuary is home to six retired elephants. Match each elephant's year of arrival "
        "to its name, its age and its weight.",
        [("arrivals", ["2012", "2013", "2014", "2015", "2016", "2017"]),
         ("elephants", ["Asha", "Kamala", "Mabel", "Nyla", "Rani", "Tembo"]),
         ("ages", ["22 years", "26 years", "30 years", "34 years", "38 years", "42 years"]),
         ("weights", ["6,000 lbs", "6,500 lbs", "7,000 lbs", "7,500 lbs", "8,000 lbs", "8,500 lbs"])],
        [("Tembo weighs 2,000 lbs more than Asha.", more_by("weights", "Tembo", "Asha", 2000)),
         ("The 38-year-old arrived 3 years after Mabel.", more_by("arrivals", "38 years", "Mabel", 3)),
         ("Of Nyla and the 7,500 lb elephant, one arrived in 2016 and the other is 34 years old.",
          pair("Nyla", "7,500 lbs", "2016", "34 years")),
         ("The six elephants are Rani, the 2013 arrival, the 26-year-old, the 6,000 lb elephant, Kamala and the "
          "42-year-old.", distinct("Rani", "2013", "26 years", "6,000 lbs", "Kamala", "42 years")),
         ("Either Asha or Nyla is 22 years old.", either("22 years", "Asha", "Nyla")),
         ("Kamala arrived 5 years after Mabel.", more_by("arrivals", "Kamala", "Mabel", 5)),
         ("The 2015 arrival weighs 1,000 lbs more than the 2016 arrival.", more_by("weights", "2015", "2016", 1000)),
         ("Rani is 12 years older than Asha.", more_by("ages", "Rani", "Asha", 12))]),

    # ---------------------------------------------------------------- 8 esports teams
    Puzzle("esports_teams_4x6",
        "Six teams reached the finals of the Northern Esports Invitational. Match each team's prize money to its "
        "name, its home city and its captain.",
        [("prizes", ["$5,000", "$10,000", "$15,000", "$20,000", "$25,000", "$30,000"]),
         ("teams", ["Ember Wolves", "Frost Giants", "Night Owls", "Red Comets", "Static Kings", "Void Runners"]),
         ("cities", ["Akron", "Boise", "Duluth", "Fresno", "Omaha", "Tulsa"]),
         ("captains", ["Devi", "Jonah", "Kenji", "Leona", "Marcus", "Priya"])],
        [("The Red Comets won $15,000 more than the Night Owls.", more_by("prizes", "Red Comets", "Night Owls", 15000)),
         ("The team from Omaha won $5,000 less than Kenji's team.", more_by("prizes", "Kenji", "Omaha", 5000)),
         ("Of the Static Kings and the $30,000 team, one is from Tulsa and the other is captained by Marcus.",
          pair("Static Kings", "$30,000", "Tulsa", "Marcus")),
         ("The six teams are the Void Runners, the Boise team, Leona's team, the $25,000 team, the Static Kings and "
          "Marcus's team.", distinct("Void Runners", "Boise", "Leona", "$25,000", "Static Kings", "Marcus")),
         ("Either Devi or Priya captains the Night Owls.", either("Night Owls", "Devi", "Priya")),
         ("The Fresno team won more than the Akron team.", more("prizes", "Fresno", "Akron")),
         ("The Duluth team won $15,000 more than Leona's team.", more_by("prizes", "Duluth", "Leona", 15000)),
         ("The Void Runners won $15,000 more than the Tulsa team.", more_by("prizes", "Void Runners", "Tulsa", 15000)),
         ("Devi's team won $10,000 more than the Omaha team.", more_by("prizes", "Devi", "Omaha", 10000)),
         ("The Frost Giants won $15,000 more than the Ember Wolves.",
          more_by("prizes", "Frost Giants", "Ember Wolves", 15000))]),
    # ================================================================ Dell and Penny Press problems
    # ---------------------------------------------------------------- 9 apple bobbing
    Puzzle("apple_bobbing_4x4",
        "At the Halloween party in the Pattersons' barn, four children, two girls, Hazel and Ruby, and two boys, "
        "Eli and Wyatt, took turns bobbing for apples in a big galvanized washtub. Each child wore a different "
        "costume, took a different turn, and came up with a different number of apples before the kitchen timer "
        "rang.",
        [("children", ["Eli", "Hazel", "Ruby", "Wyatt"]),
         ("costumes", ["cowboy", "ghost", "pirate", "witch"]),
         ("turns", ["1st", "2nd", "3rd", "4th"]),
         ("apples", ["1 apple", "2 apples", "3 apples", "4 apples"])],
        [("The girl in the ghost costume went last, and she came up with just one apple.",
          all_of(one_of("ghost", "Hazel", "Ruby"), same("ghost", "4th"), same("ghost", "1 apple"))),
         ("Eli, who bobbed right after the cowboy, got one apple fewer than the cowboy did.",
          all_of(more_by("turns", "Eli", "cowboy", 1), more_by("apples", "cowboy", "Eli", 1))),
         ("Hazel, who wasn't dressed as a pirate, got two more apples than the child who went third.",
          all_of(differ("Hazel", "pirate"), more_by("apples", "Hazel", "3rd", 2))),
         ("The pirate came up with fewer apples than Wyatt did.", more("apples", "Wyatt", "pirate"))]),

    # ---------------------------------------------------------------- 10 goldfish prizes
    Puzzle("goldfish_prizes_4x4",
        "At the St. Anne's parish carnival, four children, Becca, Gus, Owen and Tessa, each won a goldfish at the "
        "ring toss booth. Each child tossed a different color of ring, needed a different number of tries to ring "
        "a bowl, and gave the new pet a different name on the way home.",
        [("children", ["Becca", "Gus", "Owen", "Tessa"]),
         ("fish", ["Bubbles", "Goldie", "Nemo", "Sunny"]),
         ("rings", ["blue", "green", "red", "yellow"]),
         ("tries", ["1 try", "2 tries", "3 tries", "4 tries"])],
        [("Gus, who named his fish Nemo, needed two fewer tries than Becca did.",
          all_of(same("Gus", "Nemo"), more_by("tries", "Becca", "Gus", 2))),
         ("The child who tossed the yellow ring needed the most tries of anyone; it wasn't Tessa, whose fish is "
          "named Goldie.",
          all_of(highest("tries", "yellow"), differ("yellow", "Tessa"), same("Tessa", "Goldie"))),
         ("Sunny was won with the green ring, one try sooner than the fish won with the yellow ring.",
          all_of(same("Sunny", "green"), more_by("tries", "yellow", "Sunny", 1))),
         ("Tessa needed one more try than Gus, and she didn't toss the red ring.",
          all_of(more_by("tries", "Tessa", "Gus", 1), differ("Tessa", "red")))]),

    # ---------------------------------------------------------------- 11 cakewalk winners
    Puzzle("cakewalk_winners_4x4",
        "The Cedar Grove Elementary PTA held its cakewalk in the school gym on Friday night. In each of four "
        "rounds the music stopped and whoever stood on the lucky number won a homemade cake. The four winners, "
        "Mr. Daly, Mrs. Epps and two fifth graders, Nadia and Theo, each won a different cake on a different "
        "lucky number.",
        [("winners", ["Mr. Daly", "Mrs. Epps", "Nadia", "Theo"]),
         ("cakes", ["angel food", "carrot", "coconut", "German chocolate"]),
         ("rounds", ["1st", "2nd", "3rd", "4th"]),
         ("numbers", ["3", "8", "12", "17"])],
        [("Nadia won in the very first round, and her lucky number was higher than any other winner's.",
          all_of(same("Nadia", "1st"), highest("numbers", "Nadia"))),
         ("The coconut cake went to one of the grown-ups in the round right before the angel food cake was won.",
          all_of(one_of("coconut", "Mr. Daly", "Mrs. Epps"), more_by("rounds", "angel food", "coconut", 1))),
         ("Theo's lucky number was 8; the winner on number 3, who isn't Mr. Daly, took home the carrot cake.",
          all_of(same("Theo", "8"), differ("3", "Mr. Daly"), same("3", "carrot"))),
         ("Mr. Daly won the round right after the German chocolate cake was claimed.",
          more_by("rounds", "Mr. Daly", "German chocolate", 1))]),

    # ---------------------------------------------------------------- 12 dog park regulars
    Puzzle("dog_park_regulars_4x5",
        "Five regulars meet most mornings at the Lakeview Dog Park before work. Each owner has a dog of a "
        "different breed with a different name, and each pulls into the lot at a different time.",
        [("owners", ["Carla", "Dennis", "Gwen", "Marty", "Shirley"]),
         ("dogs", ["Biscuit", "Duke", "Pepper", "Rosie", "Tucker"]),
         ("breeds", ["beagle", "boxer", "collie", "poodle", "pug"]),
         ("arrivals", ["6:30am", "6:45am", "7:00am", "7:15am", "7:30am"])],
        [("Dennis, always the first one there, gets to the park fifteen minutes before the collie's owner.",
          all_of(lowest("arrivals", "Dennis"), more_by("arrivals", "collie", "Dennis", 15))),
         ("Rosie the poodle arrives 15 minutes after Shirley's dog, Biscuit.",
          all_of(same("Rosie", "poodle"), same("Shirley", "Biscuit"), more_by("arrivals", "Rosie", "Biscuit", 15))),
         ("Marty, whose pug Pepper came from the county shelter, gets there right before Gwen, the last to arrive.",
          all_of(same("Marty", "pug"), same("Marty", "Pepper"), more_by("arrivals", "Gwen", "Marty", 15),
                 highest("arrivals", "Gwen"))),
         ("Tucker isn't the boxer, and Duke doesn't belong to Gwen.",
          all_of(differ("Tucker", "boxer"), differ("Duke", "Gwen")))]),

    # ---------------------------------------------------------------- 13 Easter bonnets
    Puzzle("easter_bonnets_4x5",
        "Five girls from Brownie Troop 112 decorated bonnets for the Easter parade down Main Street in Millbrook. "
        "Each girl trimmed her bonnet with a different kind of silk flower and a different color of ribbon, and "
        "each is a different age, from six to ten.",
        [("girls", ["Addie", "Bella", "Cora", "Josie", "Lila"]),
         ("flowers", ["daffodils", "daisies", "lilacs", "tulips", "violets"]),
         ("ribbons", ["lavender", "mint", "peach", "pink", "yellow"]),
         ("ages", ["6", "7", "8", "9", "10"])],
        [("Bella, the oldest of the five girls, didn't use daisies; her ribbon is yellow.",
          all_of(highest("ages", "Bella"), differ("Bella", "daisies"), same("Bella", "yellow"))),
         ("The girl with the peach ribbon, who trimmed her bonnet with lilacs, is three years older than Cora.",
          all_of(same("peach", "lilacs"), more_by("ages", "peach", "Cora", 3))),
         ("Lila is a year younger than Addie, whose bonnet has tulips and a mint ribbon.",
          all_of(more_by("ages", "Addie", "Lila", 1), same("Addie", "tulips"), same("Addie", "mint"))),
         ("The daffodils went on the bonnet of the seven-year-old, who didn't choose the pink ribbon.",
          all_of(same("daffodils", "7"), differ("7", "pink")))]),

    # ---------------------------------------------------------------- 14 firewood deliveries
    Puzzle("firewood_deliveries_4x5",
        "Every October Hank Jessup splits and delivers firewood around Maple Falls, Vermont. Last week he made one "
        "delivery each weekday, Monday through Friday, to five customers, each of whom ordered a different number "
        "of cords of a different hardwood.",
        [("customers", ["Agnes", "Bert", "Clyde", "Doris", "Vern"]),
         ("days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
         ("woods", ["ash", "beech", "birch", "maple", "oak"]),
         ("cords", ["1 cord", "2 cords", "3 cords", "4 cords", "5 cords"])],
        [("Doris, who ordered more wood than anyone, got her delivery the day after the oak; the oak order was a "
          "cord smaller than hers.",
          all_of(highest("cords", "Doris"), more_by("days", "Doris", "oak", 1), more_by("cords", "Doris", "oak", 1))),
         ("Clyde's single cord of ash was Hank's last delivery of the week.",
          all_of(same("Clyde", "1 cord"), same("Clyde", "ash"), same("Clyde", "Friday"))),
         ("Agnes, who heats her whole farmhouse with a woodstove, got her maple two days after Bert's delivery.",
          all_of(same("Agnes", "maple"), more_by("days", "Agnes", "Bert", 2))),
         ("The beech was delivered on Thursday, and it was one cord more than Agnes ordered.",
          all_of(same("beech", "Thursday"), more_by("cords", "beech", "Agnes", 1)))],
        numbers={"days": [1, 2, 3, 4, 5]}),

    # ================================================================ British problems
    # ---------------------------------------------------------------- 15 gymkhana
    Puzzle("gymkhana_4x5",
        "Five members of the Fernley Pony Club rode in the mounted games at the Ashcombe gymkhana last Saturday, "
        "each on her own pony. From the clues, work out each girl's age and the name and colour of the pony she "
        "rode.",
        [("riders", ["Amelia", "Chloe", "Harriet", "Lucy", "Poppy"]),
         ("ponies", ["Conker", "Jester", "Marmite", "Smudge", "Toffee"]),
         ("colours", ["bay", "chestnut", "dun", "grey", "skewbald"]),
         ("ages", ["9", "10", "11", "12", "13"])],
        [("Harriet, the eldest of the five, rode the skewbald; Chloe is four years her junior.",
          all_of(highest("ages", "Harriet"), same("Harriet", "skewbald"), more_by("ages", "Harriet", "Chloe", 4))),
         ("Marmite, the dun, was ridden by a girl a year older than Smudge's rider.",
          all_of(same("Marmite", "dun"), more_by("ages", "Marmite", "Smudge", 1))),
         ("Lucy, who rode Conker, a bay, is a year older than the girl on the chestnut.",
          all_of(same("Lucy", "Conker"), same("Conker", "bay"), more_by("ages", "Lucy", "chestnut", 1))),
         ("Amelia is a year younger than Poppy but a year older than Lucy; Toffee isn't Harriet's pony.",
          all_of(more_by("ages", "Poppy", "Amelia", 1), more_by("ages", "Amelia", "Lucy", 1),
                 differ("Toffee", "Harriet")))]),

    # ---------------------------------------------------------------- 16 Gilbert and Sullivan
    Puzzle("gilbert_and_sullivan_4x5",
        "Five stalwarts of the Dunsford Gilbert and Sullivan Society were reminiscing about the productions in "
        "which they first sang a principal part. Each made that debut in a different opera, in a different year "
        "and at a different venue in the town.",
        [("members", ["Bernard", "Cyril", "Dorothy", "Hilda", "Reginald"]),
         ("operas", ["HMS Pinafore", "Iolanthe", "The Gondoliers", "The Mikado", "The Pirates of Penzance"]),
         ("years", ["1979", "1983", "1987", "1991", "1995"]),
         ("venues", ["Assembly Rooms", "Corn Exchange", "Guildhall", "Playhouse", "Town Hall"])],
        [("Cyril made his debut as a principal in 1979, eight years before Bernard, whose debut wasn't in "
          "The Gondoliers.",
          all_of(same("Cyril", "1979"), more_by("years", "Bernard", "Cyril", 8), differ("Bernard", "The Gondoliers"))),
         ("The Pirates of Penzance, staged at the Assembly Rooms, came four years after Iolanthe.",
          all_of(same("The Pirates of Penzance", "Assembly Rooms"),
                 more_by("years", "The Pirates of Penzance", "Iolanthe", 4))),
         ("Dorothy's first lead was in the most recent of the five productions, at the Corn Exchange; it wasn't "
          "The Mikado.",
          all_of(highest("years", "Dorothy"), same("Dorothy", "Corn Exchange"), differ("Dorothy", "The Mikado"))),
         ("The Playhouse production was four years before Dorothy's, and Hilda sang at neither the Town Hall nor "
          "the Guildhall.",
          all_of(more_by("years", "Dorothy", "Playhouse", 4), differ("Hilda", "Town Hall"),
                 differ("Hilda", "Guildhall"))),
         ("Reginald's first principal part wasn't in The Mikado; the Guildhall hosted the 1987 production.",
          all_of(differ("Reginald", "The Mikado"), same("Guildhall", "1987"))),
         ("Hilda's debut came four years after Cyril's, and Dorothy's wasn't in The Gondoliers.",
          all_of(more_by("years", "Hilda", "Cyril", 4), differ("Dorothy", "The Gondoliers")))]),

    # ---------------------------------------------------------------- 17 brass rubbing
    Puzzle("brass_rubbing_4x4",
        "Four members of the Wessex Brass Rubbing Circle spent a week's holiday in Norfolk, each taking a rubbing "
        "in a different parish church. Each chose the memorial brass of a different figure, and the four brasses "
        "date from four different years.",
        [("members", ["Agnes", "Edmund", "Hector", "Winifred"]),
         ("churches", ["Blickling", "Cley", "Elsing", "Felbrigg"]),
         ("figures", ["knight", "lady", "merchant", "priest"]),
         ("dates", ["1347", "1398", "1416", "1480"])],
        [("Edmund's knight is the oldest of the four brasses; it isn't the one at Blickling.",
          all_of(same("Edmund", "knight"), lowest("dates", "Edmund"), differ("Edmund", "Blickling"))),
         ("The brass of the lady, which Winifred rubbed, is 18 years older than the one at Cley.",
          all_of(same("lady", "Winifred"), more_by("dates", "Cley", "lady", 18))),
         ("Hector worked at Elsing; his brass isn't the merchant.",
          all_of(same("Hector", "Elsing"), differ("Hector", "merchant")))]),

    # ---------------------------------------------------------------- 18 embroidery guild
    Puzzle("embroidery_guild_4x4",
        "Four members of the Harrogate branch of the Embroiderers' Guild each finished a piece for the branch's "
        "spring exhibition. Each worked a different design in a different technique, and each spent a different "
        "number of hours on it.",
        [("members", ["Doreen", "Gwen", "Maureen", "Sylvia"]),
         ("designs", ["alphabet", "cottage garden", "Noah's ark", "peacock"]),
         ("techniques", ["blackwork", "crewelwork", "cross stitch", "goldwork"]),
         ("hours", ["40 hours", "55 hours", "70 hours", "85 hours"])],
        [("The cross stitch piece took 15 hours less than Maureen's piece, which isn't the cottage garden.",
          all_of(more_by("hours", "Maureen", "cross stitch", 15), differ("Maureen", "cottage garden"))),
         ("Sylvia spent 70 hours on hers; it wasn't the alphabet, which was worked in cross stitch.",
          all_of(same("Sylvia", "70 hours"), differ("Sylvia", "alphabet"), same("alphabet", "cross stitch"))),
         ("The peacock, in goldwork, took 30 hours more than the crewelwork.",
          all_of(same("peacock", "goldwork"), more_by("hours", "goldwork", "crewelwork", 30))),
         ("Gwen, the branch secretary, spent less time on her piece than Doreen did.",
          more("hours", "Doreen", "Gwen"))]),

    # ---------------------------------------------------------------- 19 guide dog puppies
    Puzzle("guide_dog_puppies_4x5",
        "Five volunteer puppy walkers in the Cotswolds, three women and two men, are each bringing up a future "
        "guide dog through its first year. From the clues, work out the name, breed and age of each walker's "
        "puppy.",
        [("walkers", ["Alison", "Brian", "Carol", "Derek", "Elaine"]),
         ("puppies", ["Barley", "Fudge", "Maple", "Nutmeg", "Willow"]),
         ("breeds", ["German shepherd", "golden retriever", "Labradoodle", "Labrador", "retriever cross"]),
         ("ages", ["4 months", "5 months", "6 months", "7 months", "8 months"])],
        [("Brian's puppy, the German shepherd, is the oldest of the five, a month older than Maple.",
          all_of(same("Brian", "German shepherd"), highest("ages", "Brian"), more_by("ages", "Brian", "Maple", 1))),
         ("Fudge the Labradoodle is a month younger than Alison's puppy.",
          all_of(same("Fudge", "Labradoodle"), more_by("ages", "Alison", "Fudge", 1))),
         ("Carol's Barley is the youngest; she isn't walking the Labrador.",
          all_of(same("Carol", "Barley"), lowest("ages", "Carol"), differ("Carol", "Labrador"))),
         ("Nutmeg, the Labrador, is two months older than Barley.",
          all_of(same("Nutmeg", "Labrador"), more_by("ages", "Nutmeg", "Barley", 2))),
         ("Derek, whose puppy is a retriever cross, is walking an older dog than Elaine is.",
          all_of(same("Derek", "retriever cross"), more("ages", "Derek", "Elaine")))]),

    # ---------------------------------------------------------------- 20 highwaymen
    Puzzle("highwaymen_4x4",
        "In the reign of George II four highwaymen plagued the roads around London, each preying on travellers "
        "on a different heath or common and each riding a famous horse, until one by one they were taken and "
        "hanged at Tyburn.",
        [("highwaymen", ["Dick Mallory", "Ned Cutler", "Tom Ashby", "Will Fenn"]),
         ("haunts", ["Bagshot Heath", "Finchley Common", "Hounslow Heath", "Shooter's Hill"]),
         ("horses", ["Bess", "Jupiter", "Nightshade", "Swallow"]),
         ("years", ["1739", "1742", "1745", "1748"])],
        [("Ned Cutler, who rode Bess, went to the gallows three years before the man who haunted Bagshot Heath.",
          all_of(same("Ned Cutler", "Bess"), more_by("years", "Bagshot Heath", "Ned Cutler", 3))),
         ("The rider of Nightshade was the last of the four to hang.", highest("years", "Nightshade")),
         ("Dick Mallory, whose horse was Swallow, was hanged in 1745; Tom Ashby never worked Shooter's Hill.",
          all_of(same("Dick Mallory", "Swallow"), same("Dick Mallory", "1745"), differ("Tom Ashby", "Shooter's Hill"))),
         ("Will Fenn rode Jupiter, and Dick Mallory was the terror of Hounslow Heath.",
          all_of(same("Will Fenn", "Jupiter"), same("Dick Mallory", "Hounslow Heath")))]),
)
PUZZLES = {p.name: p for p in _PUZZLES}
