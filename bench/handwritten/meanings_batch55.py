"""What each clue of the fifty-fifth batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the fifty-fifth author was asked for, written apart from pylogic's reader on themes new to
the set: ten house puzzles of the Einstein kind as Brainzilla, Puzzle Prime and puzzle books print them, each a row of
numbered positions with the row's number as one category, and ten grids of puzzle sites and magazines other than
Puzzle Baron's own: Brainzilla's and Puzzle Prime's grid puzzles, Dell and Penny Press "Logic Problems" with a story
opening, and two in Logic-Puzzles.org's formulaic style.

The house puzzles (categories x values, counting the position category): six of 5x5 (operating theatres along a
hospital's surgical corridor, polytunnels at a market garden numbered from west to east, igloos built at a winter
carnival, pit ponies' stalls underground at a colliery, presses in a printing works' pressroom, pig pens at a county
show) and four of 4x5 (petri dishes on a school lab's incubator shelf, jars of preserves on a pantry shelf, ornaments
along a mantelpiece, incubators on a classroom window sill), each a row numbered 1 to 5, with the values they print
("8:00" to "9:00" as start times, "Miss Carver", "Mr Achebe", "Dr Quayle", "2016" to "2020", "10 metres" to "18
metres", "64 blocks" to "96 blocks", "Amélie", "Trois-Rivières", "7" to "15" for ages, "Wharfedale", "150 kg" to
"210 kg", "Gloucester Old Spot", "12 colonies" to "41 colonies", "2019" to "2023", "rhubarb chutney", "Aunt Vi",
"Monday" to "Friday") in the Einstein puzzles' terse sentences: places ("is in the middle theatre", "in the first
theatre", "built the middle igloo", "is stabled in the middle stall", "in the first stall", "on the middle press",
"works the press on the far left", "built the igloo on the far left", "is in the middle pen", "in the last pen", "is
in the middle", "is in the middle and is the newest jar", "on the far left", "at the left-hand end", "stands in the
middle of the mantelpiece", "in the tunnel at the western end", "at the eastern end", "at one of the ends", "in the
middle incubator"); neighbours ("immediately to the right of", "immediately to the left of", "directly to the right
of", "exactly to the right of", "immediately west of", "built immediately to the right of", "stands immediately to the
left of", "somewhere to the left of", "somewhere to the right of", "next to", "is in the theatre next to Miss
Carver's", "is stabled next to", "on the press next to", "at the eastern end, next to Bronwen's", "somewhere between
the Wharfedale and Ernest's press", "There is one igloo between Étienne's and Gabrielle's"); facts ("Dr Kaur is giving
the anaesthetic for Mr Achebe", "Mrs Lindqvist is doing the tonsillectomy", "Amélie's team wore red", "Smoky is a
grey", "Morgan drives the bay", "The Albion is printing in black", "Ernest works the Columbian", "Omar swabbed the
keyboard", "The marmalade has a gold lid", "The gingham lid is on the lemon curd", "Alfie's eggs hatched on
Thursday", "The oldest tunnel holds the tomatoes", "The newest tunnel is the shortest"); appositives and relative
clauses that state facts ("Mr Pemberton, whose anaesthetist is Dr Bell, ...", "Chloé's team, in yellow toques, ...",
"Captain, the oldest pony, ...", "Cyril, who is printing in brown, ...", "Mabel, the Saddleback, ...", "Clover, Mrs
Trebilcock's pig, is the Gloucester Old Spot", "The marmalade, on the far left, was made in 2021", "Nana's present,
which is made of brass", "Bronwen's 16-metre tunnel", "the china shepherdess", "the glass vase"); superlatives ("used
the most snow blocks", "The igloo with the fewest blocks", "the oldest pony", "The youngest pony is
stabled next to the oldest", "Miss Pascoe's pig is the lightest", "grew the most colonies", "grew the fewest
colonies", "The oldest jar", "The first eggs to hatch", "The Silkie eggs hatched last"); amounts ("starts an hour
after", "starts 15 minutes after", "goes under a quarter of an hour after", "four metres longer than", "2 metres longer
than", "went up the year before", "two years newer than", "16 more blocks than", "16 fewer blocks than", "8 more
blocks than", "two years younger than", "six years younger than", "weighs 15 kg less than", "45 kg lighter than", "15
more colonies than", "7 fewer colonies than", "was made a year after", "two years older than" (of jars), "hatched two
days after", "hatched the day after"); negations ("Dr Moss isn't working on the appendectomy", "The Miehle isn't
printing handbills"); things named by what they hold, wear or carry ("The tomato tunnel", "The team in green toques",
"The team in yellow", "The Sherbrooke igloo", "The piebald", "The 13-year-old", "The blue ink", "The Tamworth", "The
toilet seat dish", "The 27-colony dish", "The red-lidded jar", "The wooden ornament", "The Leghorns").

The grids (categories x values, the first category labelling the rows): two of 3x4 (kilts hired for a wedding in
Inverness, Brainzilla style; the log rolling final at the Lumberjack World Championships, Brainzilla style), two of
3x5 (a Scout troop's knot-tying race, Dell style; a penny-farthing race in Knutsford, Puzzle Prime style), one of 4x4
(the limerick competition at Listowel Writers' Week, Penny Press style, its opening naming two women and two men),
three of 4x5 (meads at a county honey show, Puzzle Prime style; relic hunters with metal detectors on a Virginia
farm, Dell style, its opening naming three men and two women; ox pulling at the Tunbridge World's Fair, Penny Press
style) and two of 4x6 in Logic-Puzzles.org's formulaic style (pilgrims met at Santiago de Compostela, trucks on a
winter ice road). Their values as the sources print them ("£65" to "£95", "Royal Stewart", "40 seconds" to "85
seconds", "taut-line hitch", "9 seconds" to "17 seconds", "1st" to "5th", "14 points" to "20 points", "orange
blossom", "6 months" to "18 months", "Indian head penny", "minie ball", "4 inches" to "12 inches", "Buck and Bright",
"Pete and Repeat", "3,500 lbs" to "5,500 lbs", "26 days" to "36 days", "St. Jean", "León", "38,000 lbs" to "48,000
lbs", "Gahcho Kue", "Snap Lake"), in the sources' sentences: relative clauses and appositives that state facts
("Kyle, who tied the square knot, ...", "Cathal, whose limerick was about a tailor, ...", "The poet from Ballybunion,
one of the women, ...", "Aoife, from Tralee, ...", "Leif's, which was made with clover honey", "Gail, who was
searching the orchard, ...", "The uniform button, the shallowest find, ...", "Maureen's find, from the creek bottom,
...", "Cyrus, the hometown favorite from Tunbridge, ...", "Hiram's team, Pete and Repeat, ...", "Abner's pair from
Chelsea", "Duke and Dan, from Strafford, ..."); joins with "but" and a semicolon ("Tyler finished 2 seconds behind
Kyle but ahead of Mason", "Aoife, from Tralee, wrote about a goat; she scored more than Nuala"); people named by their
sex ("the man from Abbeyfeale", "one of the women", "wasn't found by either of the women") as the openings name them;
comparisons with amounts ("paid £20 less than", "cost £10 more than", "stayed on 15 seconds less than", "lasted 30
seconds less than", "took 4 seconds longer than", "finished 2 seconds behind", "finished immediately ahead of",
"finished two places ahead of", "scored two points more than", "was aged 3 months longer than", "was aged 9 months
less than", "dug 4 inches deeper than", "was 2 inches shallower than", "was 6 inches deeper than", "pulled 1,000
pounds less than", "outpulled ... by 500 pounds", "walked 4 days longer than", "walked 2 fewer days than", "walked 8
fewer days than", "walked 6 days more than", "weighed 4,000 lbs more than", "weighed 6,000 lbs less than", "was 10,000
lbs heavier than") and without ("lasted longer than", "took longer than", "took less time than", "finished ahead of",
"scored more than", "was shallower than", "pulled more than", "was heavier than"); superlatives ("was the most
expensive", "lasted the longest", "was the fastest of the five", "won the race", "finished last", "took the prize
with the top score", "came last", "was aged the longest", "was aged for the shortest time", "came up from the
greatest depth", "drove Tom and Jerry to victory with the heaviest pull"); "Of A and B, one ... and the other ..." ("Of
Chiara and the pilgrim from Italy, one walked for 30 days and the other started in Lisbon", "Of Wayne and the
46,000-lb load, one was carrying explosives and the other went to Jericho"); "either" ("The 36-day walk was either
Agnieszka's or the Irish pilgrim's", "The tire load was headed for either Ekati or Lupin"); lists ("The six pilgrims
are ...", "The six loads are ..."); negations ("Rory didn't hire the Black Watch", "Angus's kilt wasn't the Royal
Stewart", "Dustin isn't from Maine", "Mason didn't tie the bowline", "Percival doesn't wear a horseshoe moustache",
"Rupert didn't win", "Ingrid didn't use acacia honey"); people named by where they come from or what they wear or did
("the Minnesotan", "The Canadian", "the Austrian", "the Irish pilgrim", "The man with the handlebar moustache", "The
rider with the horseshoe moustache", "the one with the walrus", "The boy who tied the bowline", "The St. Jean
pilgrim"); values named with a hyphen or a unit ("the 36-day walk", "the 46,000-lb load", "the 42,000-lb load").

The conventions the predicates assume. Logic words: two things compared are two different rows; "either A or B" means
the thing named is exactly one of A and B; "The six ... are A, B, ..." are all different rows; "Of A and B, one ...
and the other ..." means A and B are two different rows that are the two named in some order; "X isn't ...", "X
wasn't ...", "X didn't ..." and "X doesn't ..." are two different rows ("Rupert didn't win" is Rupert not 1st); a
relative clause, appositive, possessive or "from ..." phrase states a grid fact, encoded with the rest of its
sentence ("Abner's pair from Chelsea" is Abner's row, from Chelsea; "the glass vase" says the vase is glass); "one of
the women" and "either of the women" are the women the opening names (so "wasn't found by either of the women" means
found by Barry, Colin or Dennis), "the man from Abbeyfeale" one of its men; a nationality names the pilgrim from that
country ("The Canadian" is the pilgrim from Canada); a pony, pig, press, dish, jar, ornament, incubator, team of oxen,
load or moustache named alone stands for its row ("The piebald", "The Albion", "The marmalade", "Buck and Bright",
"The diesel load", "The man with the walrus moustache"). Positions: "immediately to the left of" is one place number
lower, "immediately to the right of", "directly to the right of" and "exactly to the right of" one higher, and along a
row numbered from west to east "immediately west of" one lower; "somewhere to the left of" any lower number,
"somewhere to the right of" any higher, "next to" one apart either way, "somewhere between A and B" strictly between
their numbers, "There is one igloo between A and B" two apart either way; "the middle" (theatre, igloo, stall, press,
pen, incubator, of the mantelpiece) is place 3, "the first theatre", "the first stall", "on the far left", "the
left-hand end" and "the western end" place 1, "the last pen" and "the eastern end" place 5, and "at one of the ends"
place 1 or 5. Orders and amounts: times, years, lengths, blocks, ages, kilograms, colonies, prices, seconds, points,
months, inches, pounds, days and the ordinals "1st" to "5th" count as the number they print
(``brute_force.number_of``: "8:15" is 495 minutes, "3,500 lbs" is 3500, "1st" is 1), or as the numbers a puzzle lists
for a category whose values do not spell them ("£65" to "£95" are 65 to 95; Monday to Friday are 1 to 5, so "the day
after" is one more); clock times count as minutes of the day, so "an hour after" is 60 more and "a quarter of an hour
after" 15 more; "goes under" (of a patient) is the operation's start time. "Before", "less", "fewer", "shorter",
"younger", "lighter", "shallower", "the fewest", "the lightest", "the shortest", "the first eggs to hatch", "the
fastest", "took less time" and "the oldest" (of tunnels and jars) are the smaller number, "after", "more", "longer",
"older" (of ponies), "newer", "deeper", "heavier", "the most", "the newest", "the oldest pony", "the greatest depth",
"the heaviest pull", "the top score", "the most expensive", "lasted the longest", "was aged the longest" and "hatched
last" the larger; of a tunnel or a jar, "older" is the earlier year, so "two years older than" is 2 fewer. Of places
in a race the order runs the other way: "won" is place 1, "finished last" place 5, "ahead of" the smaller place
number, "immediately ahead of" one smaller and "two places ahead of" two smaller; of timed events "behind" is the
longer time and "ahead of" the shorter; of scores "came last" is the lowest score.
Each puzzle lists its categories and sentences exactly as its ``puzzles/NAME.clues`` prints them;
``brute_force.solutions`` proves each answer unique and each clue needed (without any one of them the puzzle has
several solutions).
"""

from __future__ import annotations

from bench.handwritten.brute_force import Puzzle
from bench.handwritten.predicates import (
    all_of,
    apart,
    between,
    differ,
    distinct,
    either,
    highest,
    lowest,
    more,
    more_by,
    next_to,
    one_of,
    pair,
    same,
)

_PUZZLES = (
    # ================================================================ house puzzles
    # ---------------------------------------------------------------- 1 operating theatres
    Puzzle("operating_theatres_5x5",
        "Five operations are on Monday morning's list at St Bride's Hospital, one in each of the five theatres along "
        "the surgical corridor, numbered 1 to 5 from left to right. Each theatre has a different surgeon, a different "
        "operation, a different anaesthetist and a different start time.",
        [("theatres", ["1", "2", "3", "4", "5"]),
         ("surgeons", ["Miss Carver", "Mr Achebe", "Mr Duffy", "Mr Pemberton", "Mrs Lindqvist"]),
         ("operations", ["appendectomy", "bypass", "cataract", "hip replacement", "tonsillectomy"]),
         ("anaesthetists", ["Dr Bell", "Dr Frost", "Dr Kaur", "Dr Moss", "Dr Quayle"]),
         ("times", ["8:00", "8:15", "8:30", "8:45", "9:00"])],
        [("The bypass is in the middle theatre.", same("bypass", "theatres:3")),
         ("Miss Carver is operating in the first theatre.", same("Miss Carver", "theatres:1")),
         ("Dr Kaur is giving the anaesthetic for Mr Achebe.", same("Dr Kaur", "Mr Achebe")),
         ("The hip replacement starts an hour after the bypass.", more_by("times", "hip replacement", "bypass", 60)),
         ("The tonsillectomy is immediately to the right of the bypass.",
          more_by("theatres", "tonsillectomy", "bypass", 1)),
         ("Mr Duffy starts 15 minutes after Mr Achebe.", more_by("times", "Mr Duffy", "Mr Achebe", 15)),
         ("The cataract operation is somewhere to the left of Dr Bell's theatre.",
          more("theatres", "Dr Bell", "cataract")),
         ("Mr Pemberton, whose anaesthetist is Dr Bell, is in the theatre next to Miss Carver's.",
          all_of(same("Mr Pemberton", "Dr Bell"), next_to("theatres", "Mr Pemberton", "Miss Carver"))),
         ("Dr Quayle's patient goes under a quarter of an hour after Miss Carver's.",
          more_by("times", "Dr Quayle", "Miss Carver", 15)),
         ("Dr Moss isn't working on the appendectomy.", differ("Dr Moss", "appendectomy")),
         ("Mrs Lindqvist is doing the tonsillectomy.", same("Mrs Lindqvist", "tonsillectomy")),
        ]),

    # ---------------------------------------------------------------- 2 polytunnels
    Puzzle("polytunnels_5x5",
        "Five polytunnels stand in a row at Hollybush Market Garden, numbered 1 to 5 from west to east. Each is "
        "looked after by a different grower, holds a different crop, was put up in a different year and is a "
        "different length.",
        [("tunnels", ["1", "2", "3", "4", "5"]),
         ("growers", ["Bronwen", "Cerys", "Dafydd", "Emlyn", "Gethin"]),
         ("crops", ["aubergines", "chillies", "cucumbers", "strawberries", "tomatoes"]),
         ("years", ["2016", "2017", "2018", "2019", "2020"]),
         ("lengths", ["10 metres", "12 metres", "14 metres", "16 metres", "18 metres"])],
        [("The newest tunnel is the shortest.", same("2020", "10 metres")),
         ("The strawberries are grown in the tunnel at the western end.", same("strawberries", "tunnels:1")),
         ("The tomato tunnel is immediately west of Gethin's.", more_by("tunnels", "Gethin", "tomatoes", 1)),
         ("Bronwen's 16-metre tunnel is four metres longer than Dafydd's.",
          all_of(same("Bronwen", "16 metres"), more_by("lengths", "Bronwen", "Dafydd", 4))),
         ("The aubergine tunnel went up the year before the chilli tunnel.",
          more_by("years", "chillies", "aubergines", 1)),
         ("Emlyn's tunnel is two years newer than Cerys's.", more_by("years", "Emlyn", "Cerys", 2)),
         ("Dafydd's tunnel is at the eastern end, next to Bronwen's.",
          all_of(same("Dafydd", "tunnels:5"), next_to("tunnels", "Dafydd", "Bronwen"))),
         ("The oldest tunnel holds the tomatoes.", same("2016", "tomatoes")),
         ("The cucumber tunnel is 2 metres longer than the strawberry tunnel.",
          more_by("lengths", "cucumbers", "strawberries", 2)),
        ]),

    # ---------------------------------------------------------------- 3 igloo village
    Puzzle("igloo_village_5x5",
        "At the winter carnival in Quebec City, five teams each built an igloo on the frozen lake, in a row of plots "
        "numbered 1 to 5 from left to right. Each team had a different captain, came from a different town, used a "
        "different number of snow blocks and wore toques of a different colour.",
        [("igloos", ["1", "2", "3", "4", "5"]),
         ("captains", ["Amélie", "Bastien", "Chloé", "Étienne", "Gabrielle"]),
         ("towns", ["Chicoutimi", "Lévis", "Rimouski", "Sherbrooke", "Trois-Rivières"]),
         ("blocks", ["64 blocks", "72 blocks", "80 blocks", "88 blocks", "96 blocks"]),
         ("toques", ["green", "orange", "purple", "red", "yellow"])],
        [("The team from Lévis built the middle igloo.", same("Lévis", "igloos:3")),
         ("The team in green toques used the most snow blocks.", highest("blocks", "green")),
         ("Chloé's team, in yellow toques, built the igloo on the far left.",
          all_of(same("Chloé", "yellow"), same("Chloé", "igloos:1"))),
         ("The team in orange built immediately to the right of the team in purple.",
          more_by("igloos", "orange", "purple", 1)),
         ("Bastien's team used 16 more blocks than Gabrielle's.", more_by("blocks", "Bastien", "Gabrielle", 16)),
         ("The Sherbrooke igloo is next to the Rimouski igloo.", next_to("igloos", "Sherbrooke", "Rimouski")),
         ("The igloo with the fewest blocks is somewhere to the left of the team from Chicoutimi.",
          more("igloos", "Chicoutimi", "64 blocks")),
         ("Amélie's team wore red.", same("Amélie", "red")),
         ("The team in yellow used 8 more blocks than the team in purple.", more_by("blocks", "yellow", "purple", 8)),
         ("There is one igloo between Étienne's and Gabrielle's.", apart("igloos", "Étienne", "Gabrielle", 2)),
         ("The Rimouski team used 16 fewer blocks than the Sherbrooke team.",
          more_by("blocks", "Sherbrooke", "Rimouski", 16)),
         ("Gabrielle's team came from Trois-Rivières.", same("Gabrielle", "Trois-Rivières")),
        ]),

    # ---------------------------------------------------------------- 4 pit ponies
    Puzzle("pit_ponies_5x5",
        "Five pit ponies are stabled underground at Cwm Gwyn Colliery, in a row of stalls numbered 1 to 5 from left "
        "to right. Each pony has a different driver, a different coat and is a different age.",
        [("stalls", ["1", "2", "3", "4", "5"]),
         ("ponies", ["Captain", "Dolly", "Prince", "Smoky", "Violet"]),
         ("drivers", ["Alun", "Billy", "Ianto", "Morgan", "Tudor"]),
         ("coats", ["bay", "black", "chestnut", "grey", "piebald"]),
         ("ages", ["7", "9", "11", "13", "15"])],
        [("Captain, the oldest pony, is stabled in the middle stall.",
          all_of(highest("ages", "Captain"), same("Captain", "stalls:3"))),
         ("Smoky is a grey.", same("Smoky", "grey")),
         ("Ianto's pony is in the first stall.", same("Ianto", "stalls:1")),
         ("The chestnut is two years younger than Dolly.", more_by("ages", "Dolly", "chestnut", 2)),
         ("The piebald is directly to the right of Tudor's pony.", more_by("stalls", "piebald", "Tudor", 1)),
         ("Morgan drives the bay.", same("Morgan", "bay")),
         ("Prince is at one of the ends.", one_of("Prince", "stalls:1", "stalls:5")),
         ("Violet is next to the grey.", next_to("stalls", "Violet", "grey")),
         ("Billy's pony is six years younger than Captain.", more_by("ages", "Captain", "Billy", 6)),
         ("The 13-year-old is somewhere to the right of Alun's pony.", more("stalls", "13", "Alun")),
         ("The youngest pony is stabled next to the oldest.", next_to("stalls", "7", "15")),
         ("Alun drives the chestnut.", same("Alun", "chestnut")),
        ]),

    # ---------------------------------------------------------------- 5 printing presses
    Puzzle("printing_presses_5x5",
        "Five printers work a row of presses in the pressroom of the Gazette Printing Works, numbered 1 to 5 from "
        "left to right. Each press is a different make, and each printer is running a different job in a different "
        "colour of ink.",
        [("presses", ["1", "2", "3", "4", "5"]),
         ("printers", ["Arthur", "Cyril", "Ernest", "Harold", "Walter"]),
         ("makes", ["Albion", "Columbian", "Heidelberg", "Miehle", "Wharfedale"]),
         ("jobs", ["calendars", "handbills", "menus", "posters", "tickets"]),
         ("inks", ["black", "blue", "brown", "green", "red"])],
        [("The menus are being printed on the middle press.", same("menus", "presses:3")),
         ("Harold works the press on the far left.", same("Harold", "presses:1")),
         ("The Albion is printing in black.", same("Albion", "black")),
         ("The posters are being printed in red.", same("posters", "red")),
         ("Cyril, who is printing in brown, is at one of the ends.",
          all_of(same("Cyril", "brown"), one_of("Cyril", "presses:1", "presses:5"))),
         ("The Heidelberg is immediately to the left of the Columbian.",
          more_by("presses", "Columbian", "Heidelberg", 1)),
         ("Arthur is printing the tickets.", same("Arthur", "tickets")),
         ("The blue ink is on the press next to the brown.", next_to("presses", "blue", "brown")),
         ("Walter's press is somewhere between the Wharfedale and Ernest's press.",
          between("presses", "Walter", "Wharfedale", "Ernest")),
         ("The green ink is somewhere to the right of the tickets.", more("presses", "green", "tickets")),
         ("The Miehle isn't printing handbills.", differ("Miehle", "handbills")),
         ("Ernest works the Columbian.", same("Ernest", "Columbian")),
        ]),

    # ---------------------------------------------------------------- 6 pig pens
    Puzzle("pig_pens_5x5",
        "Five pigs are penned side by side in the pig lines at the Royal Cornwall Show, in pens numbered 1 to 5 from "
        "left to right. Each pig is a different breed, belongs to a different owner and weighs a different amount.",
        [("pens", ["1", "2", "3", "4", "5"]),
         ("pigs", ["Bramble", "Clover", "Duchess", "Hattie", "Mabel"]),
         ("breeds", ["Berkshire", "Gloucester Old Spot", "Large Black", "Saddleback", "Tamworth"]),
         ("owners", ["Miss Pascoe", "Mr Penhaligon", "Mr Rowe", "Mrs Nance", "Mrs Trebilcock"]),
         ("weights", ["150 kg", "165 kg", "180 kg", "195 kg", "210 kg"])],
        [("Mabel, the Saddleback, is in the middle pen.",
          all_of(same("Mabel", "Saddleback"), same("Mabel", "pens:3"))),
         ("The Gloucester Old Spot is in the last pen.", same("Gloucester Old Spot", "pens:5")),
         ("Mr Rowe's pig weighs 15 kg less than Bramble.", more_by("weights", "Bramble", "Mr Rowe", 15)),
         ("Hattie is immediately to the left of Duchess.", more_by("pens", "Duchess", "Hattie", 1)),
         ("Mrs Trebilcock's pig is 45 kg lighter than the Large Black.",
          more_by("weights", "Large Black", "Mrs Trebilcock", 45)),
         ("The Tamworth is next to Mrs Nance's pig.", next_to("pens", "Tamworth", "Mrs Nance")),
         ("Miss Pascoe's pig is the lightest.", lowest("weights", "Miss Pascoe")),
         ("The Berkshire is somewhere to the right of Duchess.", more("pens", "Berkshire", "Duchess")),
         ("Mr Rowe's pig is at one of the ends.", one_of("Mr Rowe", "pens:1", "pens:5")),
         ("Clover, Mrs Trebilcock's pig, is the Gloucester Old Spot.",
          all_of(same("Clover", "Mrs Trebilcock"), same("Clover", "Gloucester Old Spot"))),
        ]),

    # ---------------------------------------------------------------- 7 petri dishes
    Puzzle("petri_dishes_4x5",
        "Five petri dishes sit in a row on the incubator shelf in the school biology lab, numbered 1 to 5 from left "
        "to right. Each was set up by a different pupil, was swabbed from a different place and grew a different "
        "number of colonies.",
        [("dishes", ["1", "2", "3", "4", "5"]),
         ("pupils", ["Isla", "Jake", "Leah", "Omar", "Priya"]),
         ("sources", ["door handle", "keyboard", "mobile phone", "tap", "toilet seat"]),
         ("colonies", ["12 colonies", "19 colonies", "27 colonies", "34 colonies", "41 colonies"])],
        [("The dish swabbed from a mobile phone grew the most colonies.", highest("colonies", "mobile phone")),
         ("Priya's dish is in the middle.", same("Priya", "dishes:3")),
         ("The toilet seat dish grew the fewest colonies.", lowest("colonies", "toilet seat")),
         ("Omar swabbed the keyboard.", same("Omar", "keyboard")),
         ("The tap dish is at one of the ends.", one_of("tap", "dishes:1", "dishes:5")),
         ("Jake's dish is exactly to the right of the phone dish.", more_by("dishes", "Jake", "mobile phone", 1)),
         ("Leah's dish grew 15 more colonies than Jake's.", more_by("colonies", "Leah", "Jake", 15)),
         ("The keyboard dish is next to the toilet seat dish.", next_to("dishes", "keyboard", "toilet seat")),
         ("Isla's dish grew 7 fewer colonies than Jake's.", more_by("colonies", "Jake", "Isla", 7)),
         ("The 27-colony dish is somewhere to the left of Isla's.", more("dishes", "Isla", "27 colonies")),
        ]),

    # ---------------------------------------------------------------- 8 pantry shelf
    Puzzle("pantry_shelf_4x5",
        "Five jars of Gran's preserves stand in a row on the top shelf of her pantry, numbered 1 to 5 from left to "
        "right. Each holds a different preserve, has a lid of a different colour and was made in a different year.",
        [("jars", ["1", "2", "3", "4", "5"]),
         ("preserves", ["apricot jam", "lemon curd", "marmalade", "piccalilli", "rhubarb chutney"]),
         ("lids", ["blue", "gingham", "gold", "green", "red"]),
         ("years", ["2019", "2020", "2021", "2022", "2023"])],
        [("The lemon curd is in the middle and is the newest jar.",
          all_of(same("lemon curd", "jars:3"), highest("years", "lemon curd"))),
         ("The oldest jar is immediately to the left of the lemon curd.", more_by("jars", "lemon curd", "2019", 1)),
         ("The marmalade has a gold lid.", same("marmalade", "gold")),
         ("The red-lidded jar was made a year after the piccalilli.", more_by("years", "red", "piccalilli", 1)),
         ("The rhubarb chutney is at one of the ends.", one_of("rhubarb chutney", "jars:1", "jars:5")),
         ("The blue lid is somewhere to the right of the green lid.", more("jars", "blue", "green")),
         ("The apricot jam is two years older than the chutney.",
          more_by("years", "rhubarb chutney", "apricot jam", 2)),
         ("The gingham lid is on the lemon curd.", same("gingham", "lemon curd")),
         ("The marmalade, on the far left, was made in 2021.",
          all_of(same("marmalade", "jars:1"), same("marmalade", "2021"))),
        ]),

    # ---------------------------------------------------------------- 9 mantelpiece
    Puzzle("mantelpiece_4x5",
        "Five ornaments stand along the mantelpiece at Rose Cottage, in places numbered 1 to 5 from left to right. "
        "Each is made of a different material and was a present from a different relative.",
        [("places", ["1", "2", "3", "4", "5"]),
         ("ornaments", ["candlestick", "carriage clock", "owl", "shepherdess", "vase"]),
         ("materials", ["brass", "china", "glass", "pewter", "wood"]),
         ("givers", ["Aunt Vi", "Cousin Ted", "Grandad", "Nana", "Uncle Reg"])],
        [("The carriage clock stands in the middle of the mantelpiece.", same("carriage clock", "places:3")),
         ("Aunt Vi's present is at the left-hand end.", same("Aunt Vi", "places:1")),
         ("The owl stands immediately to the left of Nana's present, which is made of brass.",
          all_of(more_by("places", "Nana", "owl", 1), same("Nana", "brass"))),
         ("Grandad's present was the china shepherdess.",
          all_of(same("Grandad", "shepherdess"), same("china", "shepherdess"))),
         ("The wooden ornament is next to the glass vase.",
          all_of(same("vase", "glass"), next_to("places", "wood", "glass"))),
         ("Cousin Ted's present is somewhere to the right of the brass one.", more("places", "Cousin Ted", "brass")),
         ("The shepherdess is immediately to the right of the carriage clock.",
          more_by("places", "shepherdess", "carriage clock", 1)),
        ]),

    # ---------------------------------------------------------------- 10 incubators
    Puzzle("incubators_4x5",
        "Class 4 hatched hens' eggs in five incubators lined up along the classroom window sill, numbered 1 to 5 "
        "from left to right. Each incubator held a different breed, was looked after by a different pupil and "
        "hatched on a different day of the week.",
        [("incubators", ["1", "2", "3", "4", "5"]),
         ("breeds", ["Brahma", "Leghorn", "Orpington", "Silkie", "Sussex"]),
         ("pupils", ["Alfie", "Ella", "Finn", "Maisie", "Ruby"]),
         ("days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])],
        [("The first eggs to hatch were in the middle incubator.", same("Monday", "incubators:3")),
         ("The Silkie eggs hatched last.", highest("days", "Silkie")),
         ("Maisie's incubator is at the left-hand end.", same("Maisie", "incubators:1")),
         ("The Orpington eggs hatched two days after the Brahma eggs.", more_by("days", "Orpington", "Brahma", 2)),
         ("Finn's incubator is immediately to the left of Ruby's.", more_by("incubators", "Ruby", "Finn", 1)),
         ("The Leghorns are next to the Orpingtons.", next_to("incubators", "Leghorn", "Orpington")),
         ("The Sussex chicks hatched the day after Ella's.", more_by("days", "Sussex", "Ella", 1)),
         ("Alfie's eggs hatched on Thursday.", same("Alfie", "Thursday")),
         ("The Silkie incubator is immediately to the left of the Leghorn incubator.",
          more_by("incubators", "Leghorn", "Silkie", 1)),
        ],
        numbers={"days": [1, 2, 3, 4, 5]}),

    # ================================================================ grids
    # ---------------------------------------------------------------- 11 kilt hire
    Puzzle("kilt_hire_3x4",
        "Four groomsmen hired kilts from a shop in Inverness for their best friend's wedding. Each chose a different "
        "tartan and paid a different price for the hire.",
        [("groomsmen", ["Angus", "Callum", "Fraser", "Rory"]),
         ("tartans", ["Black Watch", "Buchanan", "MacLeod", "Royal Stewart"]),
         ("prices", ["£65", "£75", "£85", "£95"])],
        [("The Royal Stewart kilt was the most expensive.", highest("prices", "Royal Stewart")),
         ("Callum paid £20 less than Angus.", more_by("prices", "Angus", "Callum", 20)),
         ("Rory didn't hire the Black Watch.", differ("Rory", "Black Watch")),
         ("The Buchanan cost £10 more than the Black Watch.", more_by("prices", "Buchanan", "Black Watch", 10)),
         ("Angus's kilt wasn't the Royal Stewart.", differ("Angus", "Royal Stewart")),
         ("Rory paid £20 less than Fraser.", more_by("prices", "Fraser", "Rory", 20)),
        ],
        numbers={"prices": [65, 75, 85, 95]}),

    # ---------------------------------------------------------------- 12 log rolling
    Puzzle("log_rolling_3x4",
        "Four competitors reached the final of the log rolling at the Lumberjack World Championships in Hayward, "
        "Wisconsin. Each comes from a different state and stayed on the spinning log for a different length of "
        "time.",
        [("competitors", ["Dustin", "Jolene", "Marcy", "Wade"]),
         ("states", ["Maine", "Minnesota", "Oregon", "Wisconsin"]),
         ("times", ["40 seconds", "55 seconds", "70 seconds", "85 seconds"])],
        [("The competitor from Wisconsin lasted the longest.", highest("times", "Wisconsin")),
         ("Marcy stayed on 15 seconds less than the Minnesotan.", more_by("times", "Minnesota", "Marcy", 15)),
         ("Dustin isn't from Maine.", differ("Dustin", "Maine")),
         ("Wade lasted 30 seconds less than Jolene.", more_by("times", "Jolene", "Wade", 30)),
         ("Jolene lasted longer than Dustin.", more("times", "Jolene", "Dustin")),
        ]),

    # ---------------------------------------------------------------- 13 knot tying
    Puzzle("knot_tying_3x5",
        "Five Scouts from Troop 212 raced to tie knots at the spring Camporee. Each tied a different knot, and no "
        "two boys finished in the same time.",
        [("scouts", ["Brady", "Dylan", "Kyle", "Mason", "Tyler"]),
         ("knots", ["bowline", "clove hitch", "sheet bend", "square knot", "taut-line hitch"]),
         ("times", ["9 seconds", "11 seconds", "13 seconds", "15 seconds", "17 seconds"])],
        [("Kyle, who tied the square knot, was the fastest of the five.",
          all_of(same("Kyle", "square knot"), lowest("times", "Kyle"))),
         ("The boy who tied the bowline took 4 seconds longer than Brady.", more_by("times", "bowline", "Brady", 4)),
         ("Tyler finished 2 seconds behind Kyle but ahead of Mason.",
          all_of(more_by("times", "Tyler", "Kyle", 2), more("times", "Mason", "Tyler"))),
         ("The taut-line hitch took longer than the clove hitch.", more("times", "taut-line hitch", "clove hitch")),
         ("Mason didn't tie the bowline.", differ("Mason", "bowline")),
         ("The sheet bend took less time than the clove hitch.", more("times", "clove hitch", "sheet bend")),
        ]),

    # ---------------------------------------------------------------- 14 penny-farthing race
    Puzzle("penny_farthing_race_3x5",
        "Five gentlemen in Victorian dress raced penny-farthings around the streets of Knutsford. Each sported a "
        "different style of moustache, and they finished in five different places.",
        [("riders", ["Bertram", "Cuthbert", "Ignatius", "Percival", "Rupert"]),
         ("moustaches", ["chevron", "handlebar", "horseshoe", "imperial", "walrus"]),
         ("places", ["1st", "2nd", "3rd", "4th", "5th"])],
        [("The man with the handlebar moustache won the race.", same("handlebar", "1st")),
         ("Rupert finished immediately ahead of Bertram.", more_by("places", "Bertram", "Rupert", 1)),
         ("Cuthbert finished last.", same("Cuthbert", "5th")),
         ("The man with the walrus moustache finished two places ahead of the man with the imperial.",
          more_by("places", "imperial", "walrus", 2)),
         ("Percival doesn't wear a horseshoe moustache.", differ("Percival", "horseshoe")),
         ("Ignatius finished ahead of Percival.", more("places", "Percival", "Ignatius")),
         ("The rider with the horseshoe moustache finished ahead of the one with the walrus.",
          more("places", "walrus", "horseshoe")),
         ("Rupert didn't win.", differ("Rupert", "1st")),
        ]),

    # ---------------------------------------------------------------- 15 limerick contest
    Puzzle("limerick_contest_4x4",
        "At Listowel Writers' Week, two women, Aoife and Nuala, and two men, Cathal and Diarmuid, entered the "
        "limerick competition. Each poet came from a different town, wrote about a different subject and received "
        "a different score from the judges.",
        [("poets", ["Aoife", "Cathal", "Diarmuid", "Nuala"]),
         ("towns", ["Abbeyfeale", "Ballybunion", "Kilkee", "Tralee"]),
         ("subjects", ["curate", "goat", "mermaid", "tailor"]),
         ("scores", ["14 points", "16 points", "18 points", "20 points"])],
        [("Cathal, whose limerick was about a tailor, took the prize with the top score.",
          all_of(same("Cathal", "tailor"), highest("scores", "Cathal"))),
         ("The poet from Ballybunion, one of the women, scored two points more than the man from Abbeyfeale.",
          all_of(one_of("Ballybunion", "Aoife", "Nuala"), one_of("Abbeyfeale", "Cathal", "Diarmuid"),
                 more_by("scores", "Ballybunion", "Abbeyfeale", 2))),
         ("Aoife, from Tralee, wrote about a goat; she scored more than Nuala.",
          all_of(same("Aoife", "Tralee"), same("Aoife", "goat"), more("scores", "Aoife", "Nuala"))),
         ("The limerick about the curate came last.", lowest("scores", "curate")),
        ]),

    # ---------------------------------------------------------------- 16 mead makers
    Puzzle("mead_makers_4x5",
        "Five home brewers entered their meads in the county honey show. Each used a different honey and a "
        "different flavouring, and each mead was aged for a different number of months.",
        [("brewers", ["Astrid", "Bjorn", "Ingrid", "Leif", "Sigrid"]),
         ("honeys", ["acacia", "buckwheat", "clover", "heather", "orange blossom"]),
         ("flavourings", ["blackcurrant", "cinnamon", "ginger", "raspberry", "vanilla"]),
         ("ages", ["6 months", "9 months", "12 months", "15 months", "18 months"])],
        [("Bjorn's mead was aged the longest.", highest("ages", "Bjorn")),
         ("The mead made with heather honey was aged 3 months longer than Sigrid's.",
          more_by("ages", "heather", "Sigrid", 3)),
         ("The raspberry mead was aged for the shortest time.", lowest("ages", "raspberry")),
         ("The cinnamon mead was made with buckwheat honey.", same("cinnamon", "buckwheat")),
         ("The vanilla mead was aged 6 months longer than the blackcurrant mead.",
          more_by("ages", "vanilla", "blackcurrant", 6)),
         ("Astrid flavoured hers with ginger.", same("Astrid", "ginger")),
         ("Ingrid didn't use acacia honey.", differ("Ingrid", "acacia")),
         ("Ingrid's mead was aged 9 months less than Leif's, which was made with clover honey.",
          all_of(more_by("ages", "Leif", "Ingrid", 9), same("Leif", "clover"))),
        ]),

    # ---------------------------------------------------------------- 17 relic hunters
    Puzzle("metal_detectorists_4x5",
        "Five members of the Shenandoah Valley Relic Hunters, three men, Barry, Colin and Dennis, and two women, "
        "Gail and Maureen, spent a Saturday sweeping a farm near Winchester, Virginia, with their metal detectors. "
        "Each searched a different part of the farm and dug up a different find, each at a different depth.",
        [("hunters", ["Barry", "Colin", "Dennis", "Gail", "Maureen"]),
         ("spots", ["back pasture", "cornfield", "creek bottom", "hayfield", "orchard"]),
         ("finds", ["belt buckle", "Indian head penny", "minie ball", "silver thimble", "uniform button"]),
         ("depths", ["4 inches", "6 inches", "8 inches", "10 inches", "12 inches"])],
        [("The belt buckle came up from the greatest depth.", highest("depths", "belt buckle")),
         ("Gail, who was searching the orchard, dug 4 inches deeper than Barry.",
          all_of(same("Gail", "orchard"), more_by("depths", "Gail", "Barry", 4))),
         ("The uniform button, the shallowest find, wasn't found by either of the women.",
          all_of(lowest("depths", "uniform button"), one_of("uniform button", "Barry", "Colin", "Dennis"))),
         ("Maureen's find, from the creek bottom, was 2 inches shallower than the Indian head penny.",
          all_of(same("Maureen", "creek bottom"), more_by("depths", "Indian head penny", "Maureen", 2))),
         ("The find in the back pasture was 6 inches deeper than the minie ball.",
          more_by("depths", "back pasture", "minie ball", 6)),
         ("The hayfield yielded the minie ball.", same("hayfield", "minie ball")),
         ("Dennis's find was shallower than Colin's.", more("depths", "Colin", "Dennis")),
        ]),

    # ---------------------------------------------------------------- 18 ox pulling
    Puzzle("oxen_pulling_4x5",
        "Five teamsters brought their yokes of oxen to the pulling contest at the Tunbridge World's Fair in Vermont. "
        "Each team comes from a different town and pulled a different weight on the stoneboat.",
        [("teamsters", ["Abner", "Cyrus", "Ezra", "Hiram", "Silas"]),
         ("teams", ["Buck and Bright", "Duke and Dan", "Lion and Star", "Pete and Repeat", "Tom and Jerry"]),
         ("towns", ["Barnard", "Chelsea", "Royalton", "Strafford", "Tunbridge"]),
         ("weights", ["3,500 lbs", "4,000 lbs", "4,500 lbs", "5,000 lbs", "5,500 lbs"])],
        [("Cyrus, the hometown favorite from Tunbridge, drove Tom and Jerry to victory with the heaviest pull.",
          all_of(same("Cyrus", "Tunbridge"), same("Cyrus", "Tom and Jerry"), highest("weights", "Cyrus"))),
         ("Buck and Bright pulled 1,000 pounds less than Lion and Star.",
          more_by("weights", "Lion and Star", "Buck and Bright", 1000)),
         ("Hiram's team, Pete and Repeat, outpulled Abner's pair from Chelsea by 500 pounds.",
          all_of(same("Hiram", "Pete and Repeat"), same("Abner", "Chelsea"),
                 more_by("weights", "Hiram", "Abner", 500))),
         ("Duke and Dan, from Strafford, pulled more than Ezra's team.",
          all_of(same("Duke and Dan", "Strafford"), more("weights", "Duke and Dan", "Ezra"))),
         ("The team from Barnard pulled 5,000 pounds.", same("Barnard", "5,000 lbs")),
        ]),

    # ---------------------------------------------------------------- 19 pilgrim walks
    Puzzle("pilgrim_walks_4x6",
        "Six pilgrims who met at the cathedral in Santiago de Compostela compared notes on their journeys. Match "
        "each pilgrim's walk to its length in days, the pilgrim's home country and the town where the walk began.",
        [("days", ["26 days", "28 days", "30 days", "32 days", "34 days", "36 days"]),
         ("pilgrims", ["Agnieszka", "Bernd", "Chiara", "Declan", "Margit", "Tomasz"]),
         ("countries", ["Austria", "Brazil", "Canada", "Ireland", "Italy", "Poland"]),
         ("starts", ["León", "Lisbon", "Oviedo", "Porto", "Seville", "St. Jean"])],
        [("The pilgrim who started in Seville walked 4 days longer than Bernd.",
          more_by("days", "Seville", "Bernd", 4)),
         ("Of Chiara and the pilgrim from Italy, one walked for 30 days and the other started in Lisbon.",
          pair("Chiara", "Italy", "30 days", "Lisbon")),
         ("The Canadian walked 2 fewer days than the pilgrim who started in Oviedo.",
          more_by("days", "Oviedo", "Canada", 2)),
         ("The six pilgrims are Margit, the Austrian, the one who started in Porto, the pilgrim who walked for 30 "
          "days, Agnieszka and the person from Italy.",
          distinct("Margit", "Austria", "Porto", "30 days", "Agnieszka", "Italy")),
         ("The pilgrim from Brazil walked 8 fewer days than Tomasz.", more_by("days", "Tomasz", "Brazil", 8)),
         ("The 36-day walk was either Agnieszka's or the Irish pilgrim's.", either("36 days", "Agnieszka", "Ireland")),
         ("The St. Jean pilgrim walked 6 days more than Margit.", more_by("days", "St. Jean", "Margit", 6)),
         ("Bernd walked 6 days longer than Declan.", more_by("days", "Bernd", "Declan", 6)),
        ]),

    # ---------------------------------------------------------------- 20 ice road truckers
    Puzzle("ice_road_truckers_4x6",
        "Six drivers took loads north over the Tibbitt to Contwoyto winter road this week. Match each load's weight "
        "to its driver, its cargo and the mine it was bound for.",
        [("weights", ["38,000 lbs", "40,000 lbs", "42,000 lbs", "44,000 lbs", "46,000 lbs", "48,000 lbs"]),
         ("drivers", ["Boyd", "Curtis", "Dale", "Gus", "Rollie", "Wayne"]),
         ("cargoes", ["cement", "diesel", "explosives", "groceries", "lumber", "tires"]),
         ("mines", ["Diavik", "Ekati", "Gahcho Kue", "Jericho", "Lupin", "Snap Lake"])],
        [("The load bound for Diavik weighed 4,000 lbs more than Gus's.", more_by("weights", "Diavik", "Gus", 4000)),
         ("Of Wayne and the 46,000-lb load, one was carrying explosives and the other went to Jericho.",
          pair("Wayne", "46,000 lbs", "explosives", "Jericho")),
         ("The diesel load was heavier than the lumber.", more("weights", "diesel", "lumber")),
         ("Rollie's load weighed 6,000 lbs less than Boyd's.", more_by("weights", "Boyd", "Rollie", 6000)),
         ("The tire load was headed for either Ekati or Lupin.", either("tires", "Ekati", "Lupin")),
         ("The six loads are Curtis's, the groceries, the 42,000-lb load, the load for Diavik, Gus's and the "
          "lumber.", distinct("Curtis", "groceries", "42,000 lbs", "Diavik", "Gus", "lumber")),
         ("The load for Gahcho Kue was 10,000 lbs heavier than the groceries.",
          more_by("weights", "Gahcho Kue", "groceries", 10000)),
         ("Wayne's load was bound for Lupin.", same("Wayne", "Lupin")),
        ]),
)
PUZZLES = {p.name: p for p in _PUZZLES}
