"""What each clue of the fiftieth batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the fiftieth author was asked for, written apart from pylogic's reader on themes new to the
set: six house puzzles of the Einstein kind as Brainzilla, Puzzle Prime and puzzle books print them, eight grids as
Puzzle Baron's logic-puzzles.org and its printed books print them, at its sizes, and six puzzles of children's and
family puzzle books and teachers' worksheets in short, simple sentences, each with a story opening.

The house puzzles (positions x categories, counting the position category): four of 5x5 (wax figures of famous
Britons on plinths at a seaside waxworks, mannequins in a department store window, shooters in the lanes of a rifle
club's indoor range, players at a casino's row of slot machines) and two of 4x5 (toy soldiers on a nursery
mantelpiece, teddy bears on a rug at a teddy bears' picnic), each a row numbered 1 to 5 from left to right, with the
values they print ("Queen Victoria", "1968" to "1996", "155 cm" to "175 cm", "£85" to "£125", "Lee-Enfield", "90
points" to "98 points", "Moon Rabbit", "old fashioned", "$50" to "$800" each twice the one before) in the Einstein
puzzles' terse sentences: "is in the middle", "shoots in the middle lane", "in the fifth position", "is in the fifth
lane", "is in the second lane", "second from the right", "fourth from the left", "at one of the ends", "exactly to
the left of", "exactly to the right of", "immediately to the right of", "somewhere to the right of", "somewhere to the
left of", "next to", "sits next to", "is not next to", "somewhere between A and B"; facts ("Percy wears green", "Earl
ordered an old fashioned", "Earl played the Wild Buffalo machine", "Bertie is the bugler", "Toffee belongs to Noah",
"The Moon Rabbit machine paid out $100", "The 1982 figure is 165 cm tall", "The charcoal coat's outfit is priced at
£95", "The Martini is used by the shooter wearing green"); superlatives ("Fenn's figure is the newest", "Ashby's
figure is the oldest", "The outfit with the clutch is the cheapest", "The lowest score was made by the shooter in
black", "Vince won the smallest jackpot", "exactly to the left of the shortest figure", "The most expensive outfit is
next to the cheapest one"); amounts ("5 cm taller than", "5 cm shorter than", "was unveiled 7 years after", "£30
dearer than", "costs £10 less than", "scored 6 points more than", "won half as much as"); things named by what they
carry or wear ("The drummer", "The yellow ear defenders", "The cheese sandwich", "The emerald coat", "The BSA").

The Puzzle Baron grids (categories x values): two of 3x4 (a car window tinting shop's appointments, a stump grinding
firm's jobs), two of 3x5 (a stationer's wedding invitation orders, an auto glass shop's windshield repairs), two of
4x5 (hotshot crews on western wildfires, restored railroad depots) and two of 4x6 (wolf packs tracked by biologists,
restored silent films). Their values as the site prints them ("9:00am" to "12:00pm", "Mr. Szabo", "Mrs. Abbott", "18
inches" to "36 inches", "50 invitations" to "150 invitations", "$60" to "$160", "1,200 acres" to "3,600 acres",
"Horse Gulch Fire", "1884" to "1908", "Union Pacific", "4 wolves" to "14 wolves", "1921" to "1926", "The Iron Bride",
"58 minutes" to "88 minutes") and the site's formulaic clues: comparisons with amounts ("was 1 hour after", "was 12
inches wider than", "ordered 25 more invitations than", "was 25 invitations larger than", "cost $50 more than", "cost
$25 less than", "paid $25 less than", "burned 600 more acres than", "burned 1,200 fewer acres than", "fought a fire 600
acres smaller than", "was built 18 years after", "was built 6 years before", "has 4 more wolves than", "has 2 fewer
wolves than", "has 8 more wolves than", "was released 4 years after", "came out 2 years before", "is 6 minutes longer
than", "was released 5 years after", "runs 24 minutes longer than") and without ("sometime after", "sometime
before", "was larger than", "was smaller than", "is larger than"); "Of A and B, one ... and the other ..."; "The 9:00am
customer is either Hallie or Jocelyn", "The pine stump was either Mr. Szabo's or the 24-inch stump", "The $160 repair
was either Imogen's or Garrett's", "The Eagle Peak Fire was either the 1,800-acre fire or the one Burkhart's crew
fought", "The Burlington depot is either the Dunmore depot or the 1890 depot", "Either Ambrose or Lowry directed The
Sand Queen"; "Neither Corbin nor the 10:00am customer owns the Civic"; lists ("The five orders were ...", "The five
fires were ...", "The six packs are ...", "The six films are ..."); negations ("The 18-inch stump wasn't the elm",
"Mrs. Abbott's stump wasn't the oak", "The red depot is not in Alder Springs"); values named with a hyphen ("the
24-inch stump", "the 150-invitation order", "the 3,000-acre fire", "the 12-wolf pack", "the 82-minute film").

The children's and family puzzles (categories x values, the first category labelling the rows): three of 3x4 (rock
pooling with grandad, games on a rainy Saturday, how children in Class 3 get to school) and three of 4x4 (swapping
stickers at playtime, jumping in puddles in wellington boots, the school tuck shop), with the values such books print
("sea snail", "draughts", "crisps", "walking", "Station Road", "10 stickers" to "25 stickers", "6" to "9" for ages,
"size 10" to "size 13", "3 puddles" to "9 puddles", "Year 3" to "Year 6", "20p" to "50p"), in short sentences: facts
("Finn found a crab", "Maisie's bucket is blue", "Leo played snap", "Chloe rides her bike to school", "Jay is 8", "Mo
is in Year 6", "The flapjack cost 40p"); "The child who ..." ("The child who played dominoes ate an apple", "The child
who lives on Station Road comes by bus", "The child who walks lives on Mill Lane", "The child who likes the unicorn
best is the oldest", "The child in pink boots jumped in the most puddles", "The child in Year 5 bought the muffin");
negations ("Oscar did not find the starfish", "Ella's bucket is not red", "The starfish was not in the blue bucket",
"Zara did not eat biscuits", "Ben does not come by car", "The child who comes by car does not live on Park Street",
"Theo did not wear the green boots"); comparisons ("Nell has more stickers than Jay but fewer than Kit", "Tia is one
year older than Kit", "15 more stickers than", "two fewer puddles than", "two more puddles than", "one size bigger
than", "spent 10p less than", "is in the year above"); superlatives ("Jack has the biggest boots", "The yellow boots
are the smallest", "Ruby jumped in the fewest puddles", "The muffin cost the most").

The conventions the predicates assume. Logic words: two things compared are two different rows; "either A or B"
means the thing named is exactly one of A and B; "Neither A nor B ... C" and "The five ... were A, B, ..." are all
different rows; "Of A and B, one ... and the other ..." means A and B are two different rows that are the two named
in some order; "X wasn't ...", "X isn't ...", "X is not ...", "X does not ..." and "X did not ..." are two different
rows; "A is not next to B" means A and B are two different rows whose positions are not one apart; a thing worn,
carried, drunk, played or bought stands for its row ("The drummer" carries the drum, "The BSA is in the second lane",
"The cheese sandwich is somewhere between the jam and the egg", "The Moon Rabbit machine paid out $100"). Positions:
"exactly to the left of" and "immediately to the left of" are one place number lower, "exactly to the right of" and
"immediately to the right of" one higher, "somewhere to the right of" any higher number, "somewhere to the left of"
any lower, "next to" one apart either way, "somewhere between A and B" strictly between their numbers (not
necessarily next to either), "in the middle" and "the middle lane" place 3, "the fifth position", "the fifth lane"
place 5, "the second lane" place 2, "second from the right" place 4, "fourth from the left" place 4 and "at one of the
ends" place 1 or 5; "The most expensive outfit is next to the cheapest one" means the rows with the highest and the
lowest prices are one place apart. Orders and amounts: times, heights, years, prices, points, jackpots, inches,
invitations, acres, wolves, minutes, stickers, ages, puddles and pence count as the number they print
(``brute_force.number_of``: "1,200 acres" is 1200, "20p" is 20, "155 cm" is 155), or as the numbers a puzzle lists
for a category whose values do not spell them ("£85" is 85, "size 10" is 10, "Year 3" is 3, so "in the year above" is
1 more and "one size bigger" 1 more); clock times count as minutes of the day, so "1 hour after" is 60 more. "Half as
much as" is half the number; "before", "less", "fewer", "smaller", "shorter", "cheapest", "lowest", "smallest", "the
fewest" and (of a figure's year) "oldest" are the smaller number, "after", "more", "larger", "bigger", "biggest",
"taller", "longer", "dearer", "most expensive", "the most" and (of years) "newest" the larger; of children's
ages "older" and "the oldest" are the larger.
Each puzzle lists its categories and sentences exactly as its ``puzzles/NAME.clues`` prints them;
``brute_force.solutions`` proves each answer unique and each clue needed (without any one of them the puzzle has
several solutions).
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
    next_to,
    one_of,
    pair,
    same,
    times_as_much,
)


def _extreme_beside(ranking: str, top: bool, category: str, other: str, offset: int) -> Predicate:
    """The row with the highest (``top``) or lowest number in ``ranking`` has a number in ``category`` ``offset``
    more than ``other``'s: -1 is "exactly to the left of", 1 "exactly to the right of"."""
    def holds(accessor) -> bool:
        row = accessor.row_with_highest(ranking) if top else accessor.row_with_lowest(ranking)
        return accessor.number(category, row) - accessor.number(category, accessor(other)) == offset
    return holds


def _extremes_next_to(ranking: str, category: str) -> Predicate:
    """The rows with the highest and the lowest number in ``ranking`` have numbers in ``category`` one apart
    ("The most expensive outfit is next to the cheapest one")."""
    def holds(accessor) -> bool:
        top, bottom = accessor.row_with_highest(ranking), accessor.row_with_lowest(ranking)
        return abs(accessor.number(category, top) - accessor.number(category, bottom)) == 1
    return holds


def _not_next_to(category: str, x: str, y: str) -> Predicate:
    """x and y are two different rows whose numbers in ``category`` are not one apart ("is not next to")."""
    return all_of(differ(x, y), negated(next_to(category, x, y)))


_PUZZLES = (
    # ================================================================ house puzzles
    # ---------------------------------------------------------------- 1 waxworks
    Puzzle("waxworks_5x5",
        "Five wax figures stand in a row in the Hall of Fame at Marlow's Waxworks on the seafront, on plinths "
        "numbered 1 to 5 from left to right. Each figure portrays a different famous Briton, was modelled by a "
        "different sculptor, was unveiled in a different year and stands at a different height.",
        [("plinths", ["1", "2", "3", "4", "5"]),
         ("figures", ["Brunel", "Churchill", "Dickens", "Nightingale", "Queen Victoria"]),
         ("sculptors", ["Ashby", "Doyle", "Fenn", "Grice", "Pryce"]),
         ("years", ["1968", "1975", "1982", "1989", "1996"]),
         ("heights", ["155 cm", "160 cm", "165 cm", "170 cm", "175 cm"])],
        [("Queen Victoria is in the middle.", same("Queen Victoria", "plinths:3")),
         ("The figure unveiled in 1968 is exactly to the left of the shortest figure.",
          _extreme_beside("heights", False, "plinths", "1968", 1)),
         ("Fenn's figure is the newest.", highest("years", "Fenn")),
         ("Brunel is somewhere to the right of Churchill.", more("plinths", "Brunel", "Churchill")),
         ("The figure by Doyle is 5 cm taller than Churchill.", more_by("heights", "Doyle", "Churchill", 5)),
         ("The 1975 figure is next to the 1996 figure.", next_to("plinths", "1975", "1996")),
         ("Pryce's figure was unveiled 7 years after Ashby's.", more_by("years", "Pryce", "Ashby", 7)),
         ("Dickens is in the fifth position.", same("Dickens", "plinths:5")),
         ("The 1982 figure is 165 cm tall.", same("1982", "165 cm")),
         ("Brunel is 5 cm shorter than Nightingale.", more_by("heights", "Nightingale", "Brunel", 5)),
         ("The 1989 figure is exactly to the right of Pryce's figure.", more_by("plinths", "1989", "Pryce", 1)),
         ("Ashby's figure is the oldest.", lowest("years", "Ashby")),
        ]),

    # ---------------------------------------------------------------- 2 window mannequins
    Puzzle("window_mannequins_5x5",
        "Five mannequins stand in a row in the front window of Hartley's department store, in places numbered 1 to "
        "5 from left to right. Each wears a different coat and a different hat, carries a different bag and has a "
        "different price on the tag of its outfit.",
        [("places", ["1", "2", "3", "4", "5"]),
         ("coats", ["camel", "charcoal", "emerald", "navy", "plum"]),
         ("hats", ["beret", "cloche", "fascinator", "pillbox", "turban"]),
         ("bags", ["clutch", "duffel", "satchel", "shopper", "tote"]),
         ("prices", ["£85", "£95", "£105", "£115", "£125"])],
        [("The mannequin with the tote is exactly to the right of the one wearing the beret.",
          more_by("places", "tote", "beret", 1)),
         ("The most expensive outfit is next to the cheapest one.", _extremes_next_to("prices", "places")),
         ("The mannequin in the cloche is somewhere to the left of the one carrying the shopper.",
          more("places", "shopper", "cloche")),
         ("The plum coat's outfit is £30 dearer than the navy coat's.", more_by("prices", "plum", "navy", 30)),
         ("The mannequin holding the clutch is wearing the pillbox hat.", same("clutch", "pillbox")),
         ("The emerald coat is at one of the ends.", one_of("emerald", "places:1", "places:5")),
         ("The satchel outfit costs £10 less than the shopper outfit.", more_by("prices", "shopper", "satchel", 10)),
         ("The charcoal coat's outfit is priced at £95.", same("charcoal", "£95")),
         ("The mannequin in the turban is somewhere between the one in the cloche and the one with the duffel.",
          between("places", "turban", "cloche", "duffel")),
         ("The outfit with the clutch is the cheapest.", lowest("prices", "clutch")),
         ("The emerald coat is exactly to the left of the camel coat.", more_by("places", "camel", "emerald", 1)),
        ],
        numbers={"prices": [85, 95, 105, 115, 125]}),

    # ---------------------------------------------------------------- 3 rifle range
    Puzzle("rifle_range_5x5",
        "Five members of the Ashdown Rifle Club are shooting side by side at the club's indoor range, in lanes "
        "numbered 1 to 5 from left to right. Each is using a different rifle, wears ear defenders of a different "
        "colour and scored a different number of points.",
        [("lanes", ["1", "2", "3", "4", "5"]),
         ("shooters", ["Brenda", "Colin", "Graham", "Norma", "Pauline"]),
         ("rifles", ["Anschutz", "BSA", "Lee-Enfield", "Martini", "Walther"]),
         ("colours", ["black", "green", "orange", "red", "yellow"]),
         ("scores", ["90 points", "92 points", "94 points", "96 points", "98 points"])],
        [("Colin shoots in the middle lane.", same("Colin", "lanes:3")),
         ("The shooter with the Anschutz is exactly to the right of Norma.", more_by("lanes", "Anschutz", "Norma", 1)),
         ("Pauline is in the fifth lane.", same("Pauline", "lanes:5")),
         ("Brenda scored 6 points more than Colin.", more_by("scores", "Brenda", "Colin", 6)),
         ("The Martini is used by the shooter wearing green.", same("Martini", "green")),
         ("Graham scored 2 points more than Pauline.", more_by("scores", "Graham", "Pauline", 2)),
         ("The shooter in orange is not next to the shooter in black.", _not_next_to("lanes", "orange", "black")),
         ("The lowest score was made by the shooter in black.", lowest("scores", "black")),
         ("The yellow ear defenders are somewhere between the red ones and the black ones.",
          between("lanes", "yellow", "red", "black")),
         ("The BSA is in the second lane.", same("BSA", "lanes:2")),
         ("The shooter with the Lee-Enfield scored 92 points.", same("Lee-Enfield", "92 points")),
         ("Brenda shoots somewhere to the right of Graham.", more("lanes", "Brenda", "Graham")),
        ]),

    # ---------------------------------------------------------------- 4 slot machines
    Puzzle("slot_machines_5x5",
        "Five players sat at a row of slot machines in the Golden Horseshoe casino, numbered 1 to 5 from left to "
        "right. Each machine has a different theme, each player drank a different cocktail, and each won a "
        "different jackpot.",
        [("machines", ["1", "2", "3", "4", "5"]),
         ("players", ["Dolores", "Earl", "Lyle", "Roxanne", "Vince"]),
         ("themes", ["Aztec Gold", "Cleopatra", "Lucky Sevens", "Moon Rabbit", "Wild Buffalo"]),
         ("cocktails", ["daiquiri", "gimlet", "margarita", "mojito", "old fashioned"]),
         ("jackpots", ["$50", "$100", "$200", "$400", "$800"])],
        [("The player drinking a mojito is in the middle.", same("mojito", "machines:3")),
         ("The Cleopatra machine is exactly to the left of Vince's.", more_by("machines", "Vince", "Cleopatra", 1)),
         ("The player at the Aztec Gold machine won half as much as Roxanne.",
          times_as_much("jackpots", "Aztec Gold", "Roxanne", 0.5)),
         ("The daiquiri drinker is somewhere to the right of the gimlet drinker.",
          more("machines", "daiquiri", "gimlet")),
         ("Earl ordered an old fashioned.", same("Earl", "old fashioned")),
         ("Earl played the Wild Buffalo machine.", same("Earl", "Wild Buffalo")),
         ("The Moon Rabbit machine paid out $100.", same("Moon Rabbit", "$100")),
         ("Dolores is second from the right.", same("Dolores", "machines:4")),
         ("The margarita drinker won $800.", same("margarita", "$800")),
         ("Vince is not next to Lyle.", _not_next_to("machines", "Vince", "Lyle")),
         ("Vince won the smallest jackpot.", lowest("jackpots", "Vince")),
         ("The Aztec Gold machine is exactly to the left of the Moon Rabbit machine.",
          more_by("machines", "Moon Rabbit", "Aztec Gold", 1)),
        ]),

    # ---------------------------------------------------------------- 5 toy soldiers
    Puzzle("toy_soldiers_4x5",
        "Five toy soldiers stand in a row on the nursery mantelpiece, in places numbered 1 to 5 from left to right. "
        "Each has a different name, wears a different colour of jacket and carries something different.",
        [("places", ["1", "2", "3", "4", "5"]),
         ("soldiers", ["Bertie", "Cuthbert", "Percy", "Reggie", "Wilfred"]),
         ("jackets", ["blue", "green", "grey", "red", "white"]),
         ("items", ["bugle", "drum", "flag", "lance", "rifle"])],
        [("Reggie is exactly to the left of the soldier in the white jacket.", more_by("places", "white", "Reggie", 1)),
         ("The drummer is at one of the ends.", one_of("drum", "places:1", "places:5")),
         ("The soldier carrying the lance is somewhere to the right of Wilfred.", more("places", "lance", "Wilfred")),
         ("Percy wears green.", same("Percy", "green")),
         ("The soldier in the blue jacket is next to the one carrying the lance.", next_to("places", "blue", "lance")),
         ("The red jacket is immediately to the right of the green one.", more_by("places", "red", "green", 1)),
         ("The flag is carried by the soldier in red.", same("flag", "red")),
         ("Wilfred is fourth from the left.", same("Wilfred", "places:4")),
         ("Bertie is the bugler.", same("Bertie", "bugle")),
        ]),

    # ---------------------------------------------------------------- 6 teddy bears' picnic
    Puzzle("teddy_bears_picnic_4x5",
        "Five teddy bears sit in a row on a tartan rug at the nursery's teddy bears' picnic, in places numbered 1 "
        "to 5 from left to right. Each bear belongs to a different child and has been given a different sandwich.",
        [("places", ["1", "2", "3", "4", "5"]),
         ("bears", ["Barnaby", "Humphrey", "Mabel", "Pickles", "Toffee"]),
         ("owners", ["Alice", "Freddie", "Isla", "Noah", "Poppy"]),
         ("sandwiches", ["cheese", "egg", "ham", "jam", "tuna"])],
        [("Barnaby sits in the middle.", same("Barnaby", "places:3")),
         ("The bear with the jam sandwich is exactly to the left of Noah's bear.", more_by("places", "Noah", "jam", 1)),
         ("Freddie's bear has the ham sandwich.", same("Freddie", "ham")),
         ("The bear with the tuna sandwich sits next to Pickles.", next_to("places", "tuna", "Pickles")),
         ("The cheese sandwich is somewhere between the jam and the egg.", between("places", "cheese", "jam", "egg")),
         ("Pickles is at one of the ends.", one_of("Pickles", "places:1", "places:5")),
         ("Toffee belongs to Noah.", same("Toffee", "Noah")),
         ("Mabel is exactly to the right of Poppy's bear.", more_by("places", "Mabel", "Poppy", 1)),
         ("Alice's bear has the tuna sandwich.", same("Alice", "tuna")),
        ]),

    # ================================================================ Puzzle Baron grids
    # ---------------------------------------------------------------- 7 window tinting
    Puzzle("window_tinting_3x4",
        "Sunshield Auto Tint had four window tinting appointments yesterday. Match each appointment time to its "
        "customer and the car being tinted.",
        [("times", ["9:00am", "10:00am", "11:00am", "12:00pm"]),
         ("customers", ["Corbin", "Hallie", "Jocelyn", "Rafael"]),
         ("cars", ["Civic", "Mustang", "Outback", "Tacoma"])],
        [("The Tacoma's appointment was 1 hour after the Mustang's.", more_by("times", "Tacoma", "Mustang", 60)),
         ("The 9:00am customer is either Hallie or Jocelyn.", either("9:00am", "Hallie", "Jocelyn")),
         ("Corbin's appointment was sometime after Hallie's.", more("times", "Corbin", "Hallie")),
         ("Of Rafael and the 12:00pm customer, one owns the Civic and the other owns the Mustang.",
          pair("Rafael", "12:00pm", "Civic", "Mustang")),
         ("Neither Corbin nor the 10:00am customer owns the Civic.", distinct("Corbin", "10:00am", "Civic")),
        ]),

    # ---------------------------------------------------------------- 8 stump grinding
    Puzzle("stump_grinding_3x4",
        "Greenway Stump Removal ground out four old tree stumps this week. Match each stump's diameter to its "
        "client and the type of tree.",
        [("diameters", ["18 inches", "24 inches", "30 inches", "36 inches"]),
         ("clients", ["Mr. Dunleavy", "Mr. Szabo", "Mrs. Abbott", "Mrs. Pruitt"]),
         ("trees", ["elm", "maple", "oak", "pine"])],
        [("Mrs. Abbott's stump was 12 inches wider than the elm stump.",
          more_by("diameters", "Mrs. Abbott", "elm", 12)),
         ("The oak stump was larger than Mrs. Pruitt's.", more("diameters", "oak", "Mrs. Pruitt")),
         ("The pine stump was either Mr. Szabo's or the 24-inch stump.", either("pine", "Mr. Szabo", "24 inches")),
         ("The 18-inch stump wasn't the elm.", differ("18 inches", "elm")),
         ("Mrs. Abbott's stump wasn't the oak.", differ("Mrs. Abbott", "oak")),
        ]),

    # ---------------------------------------------------------------- 9 wedding invitations
    Puzzle("wedding_invitations_3x5",
        "Rosewood Paper Co. printed wedding invitations for five brides this month. Match each order's size to the "
        "bride and the color of card stock she chose.",
        [("orders", ["50 invitations", "75 invitations", "100 invitations", "125 invitations", "150 invitations"]),
         ("brides", ["Annalise", "Brianna", "Desiree", "Maribel", "Tamsin"]),
         ("colors", ["blush", "champagne", "ivory", "sage", "slate"])],
        [("Brianna ordered 25 more invitations than Desiree.", more_by("orders", "Brianna", "Desiree", 25)),
         ("The blush order was 25 invitations larger than the ivory order.", more_by("orders", "blush", "ivory", 25)),
         ("Of Annalise and the slate order, one was for 75 invitations and the other was for 125 invitations.",
          pair("Annalise", "slate", "75 invitations", "125 invitations")),
         ("The sage order was smaller than Tamsin's.", more("orders", "Tamsin", "sage")),
         ("The five orders were Annalise's, the 150-invitation order, the sage order, Desiree's and the blush "
          "order.", distinct("Annalise", "150 invitations", "sage", "Desiree", "blush")),
        ]),

    # ---------------------------------------------------------------- 10 windshield repairs
    Puzzle("windshield_repairs_3x5",
        "Brightline Auto Glass repaired five windshields last week. Match each repair's price to the customer and "
        "the cause of the damage.",
        [("prices", ["$60", "$85", "$110", "$135", "$160"]),
         ("customers", ["Garrett", "Imogen", "Lucinda", "Nolan", "Quincy"]),
         ("causes", ["golf ball", "gravel", "hail", "ice", "tree branch"])],
        [("The hail repair cost $50 more than Lucinda's repair.", more_by("prices", "hail", "Lucinda", 50)),
         ("The $160 repair was either Imogen's or Garrett's.", either("$160", "Imogen", "Garrett")),
         ("The gravel repair cost $25 less than the golf ball repair.", more_by("prices", "golf ball", "gravel", 25)),
         ("The tree branch repair cost $50 more than Quincy's.", more_by("prices", "tree branch", "Quincy", 50)),
         ("Lucinda paid $25 less than Garrett.", more_by("prices", "Garrett", "Lucinda", 25)),
         ("Nolan's windshield was damaged by hail.", same("Nolan", "hail")),
        ]),

    # ---------------------------------------------------------------- 11 wildfire crews
    Puzzle("wildfire_crews_4x5",
        "Five hotshot crews were sent to fight wildfires in the West this summer. Match each fire's size to the "
        "crew that fought it, the crew's superintendent and the name of the fire.",
        [("sizes", ["1,200 acres", "1,800 acres", "2,400 acres", "3,000 acres", "3,600 acres"]),
         ("crews", ["Bear Creek", "Cold Springs", "Juniper Ridge", "Sawtooth", "Whiskeytown"]),
         ("superintendents", ["Burkhart", "Delgado", "Keener", "Okafor", "Vasquez"]),
         ("fires", ["Antelope Fire", "Buckhorn Fire", "Cedar Flat Fire", "Eagle Peak Fire", "Horse Gulch Fire"])],
        [("The Antelope Fire burned 600 more acres than the Bear Creek crew's fire.",
          more_by("sizes", "Antelope Fire", "Bear Creek", 600)),
         ("Of the Sawtooth crew and the crew that fought the Horse Gulch Fire, one was led by Delgado and the other "
          "fought the 3,000-acre fire.",
          pair("Sawtooth", "Horse Gulch Fire", "Delgado", "3,000 acres")),
         ("The Eagle Peak Fire was either the 1,800-acre fire or the one Burkhart's crew fought.",
          either("Eagle Peak Fire", "1,800 acres", "Burkhart")),
         ("The Whiskeytown crew's fire burned 1,200 fewer acres than Okafor's.",
          more_by("sizes", "Okafor", "Whiskeytown", 1200)),
         ("The Cedar Flat Fire was larger than the Juniper Ridge crew's fire.",
          more("sizes", "Cedar Flat Fire", "Juniper Ridge")),
         ("The five fires were the Antelope Fire, Delgado's, the 3,000-acre fire, the Cold Springs crew's and the "
          "Eagle Peak Fire.", distinct("Antelope Fire", "Delgado", "3,000 acres", "Cold Springs", "Eagle Peak Fire")),
         ("Burkhart's crew fought a fire 600 acres smaller than Keener's.",
          more_by("sizes", "Keener", "Burkhart", 600)),
         ("The Sawtooth crew's fire was smaller than the Bear Creek crew's.", more("sizes", "Bear Creek", "Sawtooth")),
        ]),

    # ---------------------------------------------------------------- 12 rail depots
    Puzzle("rail_depots_4x5",
        "The Prairie Rail Heritage Society has restored five old railroad depots. Match each depot's year to its "
        "town, the railroad that built it and the color it has been repainted.",
        [("years", ["1884", "1890", "1896", "1902", "1908"]),
         ("towns", ["Alder Springs", "Bixby", "Coldwater", "Dunmore", "Ellery"]),
         ("railroads", ["Burlington", "Katy", "Rock Island", "Santa Fe", "Union Pacific"]),
         ("colors", ["buff", "green", "maroon", "red", "yellow"])],
        [("The Santa Fe depot was built sometime before the yellow depot.", more("years", "yellow", "Santa Fe")),
         ("The Burlington depot is either the Dunmore depot or the 1890 depot.",
          either("Burlington", "Dunmore", "1890")),
         ("The green depot was built 18 years after the maroon depot.", more_by("years", "green", "maroon", 18)),
         ("Of the buff depot and the Alder Springs depot, one was built by the Rock Island and the other was built "
          "in 1896.", pair("buff", "Alder Springs", "Rock Island", "1896")),
         ("The Union Pacific depot was built 6 years before the Katy depot.",
          more_by("years", "Katy", "Union Pacific", 6)),
         ("The Coldwater depot was built 6 years before the buff depot.", more_by("years", "buff", "Coldwater", 6)),
         ("The red depot is not in Alder Springs.", differ("red", "Alder Springs")),
         ("The Alder Springs depot was built 6 years before the Bixby depot.",
          more_by("years", "Bixby", "Alder Springs", 6)),
        ]),

    # ---------------------------------------------------------------- 13 wolf packs
    Puzzle("wolf_packs_4x6",
        "Wildlife biologists followed six wolf packs through the Absaroka Range last winter. Match each pack's size "
        "to its name, the biologist who tracked it and the area it ranges over.",
        [("sizes", ["4 wolves", "6 wolves", "8 wolves", "10 wolves", "12 wolves", "14 wolves"]),
         ("packs", ["Ashfork", "Bitterroot", "Cinder Butte", "Falls River", "Ghost Ridge", "Slough Creek"]),
         ("biologists", ["Corrigan", "Eskew", "Hatfield", "Lindqvist", "Monroe", "Pelletier"]),
         ("areas", ["Beaver Valley", "Elk Flats", "Hoodoo Basin", "Pelican Valley", "Specimen Ridge", "Thorofare"])],
        [("The Bitterroot pack has 4 more wolves than the Ashfork pack.", more_by("sizes", "Bitterroot", "Ashfork", 4)),
         ("Of the Slough Creek pack and the 12-wolf pack, one ranges over Hoodoo Basin and the other is tracked by "
          "Pelletier.", pair("Slough Creek", "12 wolves", "Hoodoo Basin", "Pelletier")),
         ("The six packs are the Ghost Ridge pack, Corrigan's pack, the Elk Flats pack, the 12-wolf pack, the "
          "Cinder Butte pack and the Hoodoo Basin pack.",
          distinct("Ghost Ridge", "Corrigan", "Elk Flats", "12 wolves", "Cinder Butte", "Hoodoo Basin")),
         ("The Thorofare pack has 2 fewer wolves than the pack Corrigan tracks.",
          more_by("sizes", "Corrigan", "Thorofare", 2)),
         ("The Specimen Ridge pack has 8 more wolves than Monroe's pack.",
          more_by("sizes", "Specimen Ridge", "Monroe", 8)),
         ("The Beaver Valley pack is larger than the Bitterroot pack.", more("sizes", "Beaver Valley", "Bitterroot")),
         ("Lindqvist's pack has 2 fewer wolves than Eskew's.", more_by("sizes", "Eskew", "Lindqvist", 2)),
         ("The Slough Creek pack has 4 more wolves than the Ghost Ridge pack.",
          more_by("sizes", "Slough Creek", "Ghost Ridge", 4)),
        ]),

    # ---------------------------------------------------------------- 14 silent films
    Puzzle("silent_films_4x6",
        "The Ardmore Film Archive restored six silent films this year. Match each film's release year to its "
        "title, its director and its running time.",
        [("years", ["1921", "1922", "1923", "1924", "1925", "1926"]),
         ("films", ["Moonlit Harbor", "Pale Horizons", "Storm Road", "The Iron Bride", "The Sand Queen",
                    "Whispering Pines"]),
         ("directors", ["Ambrose", "Brandt", "Kessler", "Lowry", "Orloff", "Voss"]),
         ("lengths", ["58 minutes", "64 minutes", "70 minutes", "76 minutes", "82 minutes", "88 minutes"])],
        [("Moonlit Harbor was released 4 years after Kessler's film.",
          more_by("years", "Moonlit Harbor", "Kessler", 4)),
         ("The 82-minute film came out 2 years before Lowry's film.", more_by("years", "Lowry", "82 minutes", 2)),
         ("Of Pale Horizons and the 1922 film, one was directed by Voss and the other runs 58 minutes.",
          pair("Pale Horizons", "1922", "Voss", "58 minutes")),
         ("Storm Road is 6 minutes longer than Brandt's film.", more_by("lengths", "Storm Road", "Brandt", 6)),
         ("Either Ambrose or Lowry directed The Sand Queen.", either("The Sand Queen", "Ambrose", "Lowry")),
         ("The 76-minute film was released 5 years after the 70-minute film.",
          more_by("years", "76 minutes", "70 minutes", 5)),
         ("The six films are Whispering Pines, Voss's film, the 1923 film, the 64-minute film, Lowry's film and "
          "Storm Road.", distinct("Whispering Pines", "Voss", "1923", "64 minutes", "Lowry", "Storm Road")),
         ("Orloff's film runs 24 minutes longer than Ambrose's.", more_by("lengths", "Orloff", "Ambrose", 24)),
        ]),

    # ================================================================ children's puzzles
    # ---------------------------------------------------------------- 15 rock pooling
    Puzzle("rock_pooling_3x4",
        "Four children went rock pooling at the beach with their grandad. Each child found a different sea "
        "creature and put it in a different coloured bucket.",
        [("children", ["Ella", "Finn", "Maisie", "Oscar"]),
         ("creatures", ["crab", "sea snail", "shrimp", "starfish"]),
         ("buckets", ["blue", "green", "red", "yellow"])],
        [("Finn found a crab.", same("Finn", "crab")),
         ("Maisie's bucket is blue.", same("Maisie", "blue")),
         ("Oscar did not find the starfish.", differ("Oscar", "starfish")),
         ("The shrimp went in the green bucket.", same("shrimp", "green")),
         ("Ella's bucket is not red.", differ("Ella", "red")),
         ("The starfish was not in the blue bucket.", differ("starfish", "blue")),
        ]),

    # ---------------------------------------------------------------- 16 rainy day games
    Puzzle("rainy_day_games_3x4",
        "It rained all day on Saturday, so four friends stayed indoors and played games. Each friend chose a "
        "different game and ate a different snack.",
        [("friends", ["Dev", "Hannah", "Leo", "Zara"]),
         ("games", ["dominoes", "draughts", "jigsaw", "snap"]),
         ("snacks", ["apple", "biscuits", "crisps", "popcorn"])],
        [("Leo played snap.", same("Leo", "snap")),
         ("Hannah ate popcorn.", same("Hannah", "popcorn")),
         ("The child who played dominoes ate an apple.", same("dominoes", "apple")),
         ("Zara did not eat biscuits.", differ("Zara", "biscuits")),
         ("The child who played draughts ate biscuits.", same("draughts", "biscuits")),
        ]),

    # ---------------------------------------------------------------- 17 walk to school
    Puzzle("walk_to_school_3x4",
        "Four children in Class 3 get to school in different ways. Each of them lives on a different street.",
        [("children", ["Ava", "Ben", "Chloe", "Sam"]),
         ("ways", ["bike", "bus", "car", "walking"]),
         ("streets", ["Elm Road", "Mill Lane", "Park Street", "Station Road"])],
        [("Chloe rides her bike to school.", same("Chloe", "bike")),
         ("The child who lives on Station Road comes by bus.", same("Station Road", "bus")),
         ("Ava lives on Mill Lane.", same("Ava", "Mill Lane")),
         ("The child who comes by car does not live on Park Street.", differ("car", "Park Street")),
         ("Ben does not come by car.", differ("Ben", "car")),
         ("The child who walks lives on Mill Lane.", same("walking", "Mill Lane")),
        ]),

    # ---------------------------------------------------------------- 18 sticker swap
    Puzzle("sticker_swap_4x4",
        "Four friends brought their sticker books to school to swap stickers at playtime. Each friend has a "
        "different favourite sticker, a different number of stickers in their book, and is a different age.",
        [("friends", ["Jay", "Kit", "Nell", "Tia"]),
         ("favourites", ["dinosaur", "rainbow", "rocket", "unicorn"]),
         ("stickers", ["10 stickers", "15 stickers", "20 stickers", "25 stickers"]),
         ("ages", ["6", "7", "8", "9"])],
        [("Nell has more stickers than Jay but fewer than Kit.",
          all_of(more("stickers", "Nell", "Jay"), more("stickers", "Kit", "Nell"))),
         ("The child who likes the unicorn best is the oldest.", highest("ages", "unicorn")),
         ("Tia is one year older than Kit.", more_by("ages", "Tia", "Kit", 1)),
         ("Jay's favourite sticker is the dinosaur.", same("Jay", "dinosaur")),
         ("The child who loves rockets has 15 more stickers than Tia.", more_by("stickers", "rocket", "Tia", 15)),
         ("Jay is 8.", same("Jay", "8")),
        ]),

    # ---------------------------------------------------------------- 19 wellington boots
    Puzzle("wellington_boots_4x4",
        "After the rain stopped, four children put on their wellington boots and went outside to jump in puddles. "
        "Each child has a different colour of boots in a different size, and each jumped in a different number of "
        "puddles.",
        [("children", ["Evie", "Jack", "Ruby", "Theo"]),
         ("colours", ["green", "pink", "purple", "yellow"]),
         ("sizes", ["size 10", "size 11", "size 12", "size 13"]),
         ("puddles", ["3 puddles", "5 puddles", "7 puddles", "9 puddles"])],
        [("Jack has the biggest boots.", highest("sizes", "Jack")),
         ("The child in pink boots jumped in the most puddles.", highest("puddles", "pink")),
         ("Ruby jumped in two fewer puddles than Jack.", more_by("puddles", "Jack", "Ruby", 2)),
         ("Theo's boots are one size bigger than Evie's.", more_by("sizes", "Theo", "Evie", 1)),
         ("The yellow boots are the smallest.", lowest("sizes", "yellow")),
         ("Theo did not wear the green boots.", differ("Theo", "green")),
         ("Theo jumped in two more puddles than Jack.", more_by("puddles", "Theo", "Jack", 2)),
         ("Ruby jumped in the fewest puddles.", lowest("puddles", "Ruby")),
        ],
        numbers={"sizes": [10, 11, 12, 13]}),

    # ---------------------------------------------------------------- 20 tuck shop
    Puzzle("tuck_shop_4x4",
        "Four children each bought one thing at the school tuck shop on Friday. Each child is in a different year "
        "and spent a different amount.",
        [("children", ["Alfie", "Grace", "Mo", "Poppy"]),
         ("snacks", ["apple juice", "flapjack", "muffin", "popcorn"]),
         ("years", ["Year 3", "Year 4", "Year 5", "Year 6"]),
         ("prices", ["20p", "30p", "40p", "50p"])],
        [("The muffin cost the most.", highest("prices", "muffin")),
         ("Grace spent 10p less than Poppy.", more_by("prices", "Poppy", "Grace", 10)),
         ("Mo is in Year 6.", same("Mo", "Year 6")),
         ("The child in Year 5 bought the muffin.", same("Year 5", "muffin")),
         ("Poppy is in the year above Grace.", more_by("years", "Poppy", "Grace", 1)),
         ("The flapjack cost 40p.", same("flapjack", "40p")),
         ("Poppy bought the apple juice.", same("Poppy", "apple juice")),
        ],
        numbers={"years": [3, 4, 5, 6]}),
)
PUZZLES = {p.name: p for p in _PUZZLES}
