"""What each clue of the forty-second batch's 10 puzzles means, as a predicate written without pylogic.

These are the 10 puzzles the forty-second author was asked for, written apart from pylogic's reader on themes new to
the set: four grids as Puzzle Baron's logic-puzzles.org prints them, at its sizes, three house puzzles of the
Einstein kind as Brainzilla and Puzzle Prime print them, and three grids as puzzle magazines print them (Dell,
Penny Press, the British "Logic Problems" magazines), each with a short story opening.

The Puzzle Baron grids (categories x values): one of 3x5 (a town clerk's dog licenses), two of 4x5 (hot rods at a
cruise night, frequent flyers cashing in miles) and one of 4x6 (a county calendar's water towers). Their values as
the site prints them ("$10" to "$30", "1932" to "1940", "Buzz Morton", "70 points" to "90 points", "25,000 miles" to
"45,000 miles", "Coastal Air", "50,000 gallons" to "175,000 gallons", "1948" to "1968") and the site's formulaic
clues: comparisons with amounts ("Harvey paid $10 more than Glenda", "$5 more", "built 2 years before", "5 points
more", "15,000 more miles", "10,000 more miles", "50,000 gallons more", "25,000 gallons more", "built 12 years
after", "16 years after") and without ("paid somewhat less than", "scored somewhat lower than", "redeemed somewhat
more miles than", "built sometime before"); "Of A and B, one ... and the other ..."; "Either A or B owns ..." and "X
is either A or B"; "Neither A nor B ..."; lists ("The five cars were ...", "The six towers are ..."); negations
("Katrina doesn't own the beagle", "Colleen didn't go to Orlando").

The house puzzles (5x5, counting the position category) are each a row of things numbered 1 to 5 from the left:
chicken coops behind a farmhouse, garden gnomes on a front lawn and potter's wheels in a studio. Their families:
"in the middle", "at the far left", "at the far right", "at one of the ends"; "immediately to the left of",
"immediately to the right of", "somewhere to the right of", "next to", "directly between"; ordered categories with
amounts (eggs "20 eggs" to "36 eggs", prices "$12" to "$36", pots "12 pots" to "24 pots": "8 more eggs", "4 fewer
eggs", "12 fewer eggs", "$12 more", "$6 more", "3 more pots", "6 fewer pots") and superlatives ("The Leghorns laid
the most eggs", "The coop with the fewest eggs is next to Caleb's coop", "The most expensive gnome is immediately to
the right of Dobbin", "The cheapest gnome holds a shovel", "The potter who threw the most pots", "The potter who
threw the fewest pots works next to Greer").

The magazine grids (categories x values): two of 4x4 (the Dawson children's Bonfire Night fireworks, an infants'
nativity play) and one of 4x5 (a family history society's earliest ancestors), with British values (ages "7" to
"13", "30p" to "75p", "4 lines" to "10 lines", "1702" to "1766"), in chattier sentences: relative clauses and
appositives that state facts ("Megan, the eldest of the four, ...", "The rocket, which cost more than any of the
others, ...", "Sam, who is two years older than Alfie, ...", "Daisy, who played Mary, ...", "The innkeeper, whose
costume was run up by an aunt, ...", "Freddie, whose mum made his costume from an old striped dressing gown, ...",
"Cyril's ancestor, a miller, ...", "Ezekiel, a blacksmith baptised 16 years after the miller", "Hannah, the
lacemaker, ..."); possessives ("her Catherine wheel", "Poppy's costume", "Barbara's ancestor", "Gordon's");
passives ("wasn't bought by the youngest child", "was made by her big sister", "was baptised in 1766"); joins with a
semicolon and "though" ("; it was the choice of the 11-year-old", "; the thatcher was baptised in 1766", "though
Marjorie had hoped to get back further"); harmless asides ("who is at the grammar school", "from an old striped
dressing gown").

The conventions the predicates assume. Positions count from the left, as each intro says: "at the far left" is
position 1, "at the far right" position 5, "in the middle" position 3; "at one of the ends" is position 1 or 5.
"Next to" is positions differing by one; "immediately to the left of" is one smaller, "immediately to the right of"
one larger; "somewhere to the right of" is any larger position; "directly between A and B" is one more than one of
them and one less than the other. Logic words: two things compared or placed relative to each other are two
different rows; "Either A or B owns C" and "C is either A or B" mean C is exactly one of A and B; "Neither A nor B
owns C" and "The five ... were A, B, ..." are all different rows; "Of A and B, one is P and the other Q" means A and
B are two different rows that are P and Q in some order; a relative clause, appositive or possessive states a grid
fact, encoded with the rest of its sentence; "X didn't ...", "X doesn't ..." and "X wasn't ..." are two different
rows; "wasn't bought by the youngest child" says the row is not the one with the lowest age. Orders and amounts:
fees, scores, miles, gallons, years, eggs, prices, pots, ages, costs in pence and lines count as the number they
print (``brute_force.number_of``), so "15,000 more miles" is 15000 more of the "25,000 miles" values and "15p more"
is 15 more of the "30p" values; "the 11-year-old" is the age "11"; "older", "eldest" of children are the larger age,
"youngest" the smallest; "built ... before", "baptised earlier" and "sometime before" are the smaller year, "after"
the larger; "more", "higher" and "most" are the larger number, "less", "lower", "fewer", "fewest", "the cheapest"
the smaller; "the most expensive" and "more than any of the others" are the largest, "fewer lines than anyone else"
the smallest.
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
    negated,
    neither,
    next_to,
    one_of,
    pair,
    same,
)


def _extreme_right_of(ranking: str, top: bool, category: str, other: str) -> Predicate:
    """The row with the highest (``top``) or lowest number in ``ranking`` has a number in ``category`` one more
    than ``other``'s ("The most expensive gnome is immediately to the right of Dobbin")."""
    def holds(accessor) -> bool:
        row = extreme_row(accessor, ranking, top)
        return accessor.number(category, row) - accessor.number(category, accessor(other)) == 1
    return holds


_PUZZLES = (
    # ================================================================ Puzzle Baron grids
    # ---------------------------------------------------------------- 1 dog licenses
    Puzzle("dog_licenses_3x5",
        "The Millbrook town clerk issued five dog licenses last Monday. Match each license fee to the owner who "
        "paid it and the breed of his or her dog.",
        [("fees", ["$10", "$15", "$20", "$25", "$30"]),
         ("owners", ["Glenda", "Harvey", "Irma", "Julius", "Katrina"]),
         ("breeds", ["beagle", "boxer", "collie", "dachshund", "poodle"])],
        [("Harvey paid $10 more than Glenda.", more_by("fees", "Harvey", "Glenda", 10)),
         ("Of Julius and the person who paid $25, one owns the boxer and the other owns the beagle.",
          pair("Julius", "$25", "boxer", "beagle")),
         ("The poodle's owner paid somewhat less than Katrina.", more("fees", "Katrina", "poodle")),
         ("Neither Irma nor the person who paid $20 owns the collie.", neither("Irma", "$20", "collie")),
         ("The dachshund's owner paid $5 more than Julius.", more_by("fees", "dachshund", "Julius", 5)),
         ("Either Harvey or Irma owns the poodle.", either("poodle", "Harvey", "Irma")),
         ("Katrina doesn't own the beagle.", differ("Katrina", "beagle"))]),

    # ---------------------------------------------------------------- 2 hot rods
    Puzzle("hot_rod_show_4x5",
        "Five hot rods were shown at this year's Route 9 Cruise Night. Match each car's model year to its owner, "
        "its paint color and the score the judges gave it.",
        [("years", ["1932", "1934", "1936", "1938", "1940"]),
         ("owners", ["Buzz Morton", "Dottie Lane", "Frank Ortiz", "Rita Sokol", "Vern Walsh"]),
         ("colors", ["candy apple", "flame orange", "metallic blue", "pearl white", "racing green"]),
         ("scores", ["70 points", "75 points", "80 points", "85 points", "90 points"])],
        [("The 1938 car scored somewhat lower than the pearl white car.", more("scores", "pearl white", "1938")),
         ("Of the metallic blue car and Frank Ortiz's car, one is a 1940 model and the other scored 85 points.",
          pair("metallic blue", "Frank Ortiz", "1940", "85 points")),
         ("The candy apple car was built 2 years before Buzz Morton's.",
          more_by("years", "Buzz Morton", "candy apple", 2)),
         ("The five cars were Dottie Lane's, the 1932 car, the flame orange car, the one that scored 90 points "
          "and the candy apple car.", distinct("Dottie Lane", "1932", "flame orange", "90 points", "candy apple")),
         ("The 1940 car scored 5 points more than the flame orange car.",
          more_by("scores", "1940", "flame orange", 5)),
         ("The racing green car scored 5 points more than the pearl white car.",
          more_by("scores", "racing green", "pearl white", 5)),
         ("Vern Walsh's car scored 5 points more than Rita Sokol's.", more_by("scores", "Vern Walsh", "Rita Sokol", 5)),
         ("Buzz Morton's car was built sometime before Dottie Lane's.", more("years", "Dottie Lane", "Buzz Morton"))]),

    # ---------------------------------------------------------------- 3 frequent flyers
    Puzzle("frequent_flyers_4x5",
        "Five members of the Skyline Rewards program each cashed in miles for a free trip this spring. Match each "
        "number of miles redeemed to the member, the destination and the airline.",
        [("miles", ["25,000 miles", "30,000 miles", "35,000 miles", "40,000 miles", "45,000 miles"]),
         ("members", ["Alberto", "Bernice", "Colleen", "Desmond", "Everett"]),
         ("destinations", ["Anchorage", "Boston", "Honolulu", "Orlando", "Seattle"]),
         ("airlines", ["Aerolux", "Bluejet", "Coastal Air", "Meridian", "Polar Wings"])],
        [("The Polar Wings traveler is either Colleen or Alberto.", either("Polar Wings", "Colleen", "Alberto")),
         ("Of Everett and the person who redeemed 40,000 miles, one flew to Seattle and the other flew Coastal "
          "Air.", pair("Everett", "40,000 miles", "Seattle", "Coastal Air")),
         ("The Honolulu traveler used 15,000 more miles than the Meridian flyer.",
          more_by("miles", "Honolulu", "Meridian", 15000)),
         ("Neither Bernice nor the person who went to Anchorage flew Aerolux.",
          neither("Bernice", "Anchorage", "Aerolux")),
         ("The Bluejet traveler redeemed somewhat more miles than Bernice.", more("miles", "Bluejet", "Bernice")),
         ("Colleen didn't go to Orlando.", differ("Colleen", "Orlando")),
         ("Bernice redeemed 15,000 more miles than Colleen.", more_by("miles", "Bernice", "Colleen", 15000)),
         ("The Anchorage trip took 10,000 more miles than the Orlando trip.",
          more_by("miles", "Anchorage", "Orlando", 10000))]),

    # ---------------------------------------------------------------- 4 water towers
    Puzzle("water_towers_4x6",
        "This year's county calendar features six local water towers. Match each tower's capacity to its town, "
        "the year it was built and the color it is painted.",
        [("capacities", ["50,000 gallons", "75,000 gallons", "100,000 gallons", "125,000 gallons",
                         "150,000 gallons", "175,000 gallons"]),
         ("towns", ["Ashford", "Brinkley", "Corbin", "Delmar", "Elkton", "Fairview"]),
         ("years", ["1948", "1952", "1956", "1960", "1964", "1968"]),
         ("colors", ["blue", "green", "red", "silver", "tan", "white"])],
        [("The Corbin tower holds 50,000 gallons more than the Ashford tower.",
          more_by("capacities", "Corbin", "Ashford", 50000)),
         ("The silver tower was built 12 years after the Fairview tower.", more_by("years", "silver", "Fairview", 12)),
         ("Of the 1956 tower and the Elkton tower, one holds 175,000 gallons and the other is painted green.",
          pair("1956", "Elkton", "175,000 gallons", "green")),
         ("The red tower was built sometime before the blue tower.", more("years", "blue", "red")),
         ("The six towers are the Delmar tower, the white one, the 125,000 gallon tower, the 1956 tower, the "
          "Corbin tower and the red tower.", distinct("Delmar", "white", "125,000 gallons", "1956", "Corbin", "red")),
         ("The tower built in 1964 holds 50,000 gallons more than the silver tower.",
          more_by("capacities", "1964", "silver", 50000)),
         ("The tan tower was built 16 years after the green tower.", more_by("years", "tan", "green", 16)),
         ("The Brinkley tower holds 25,000 gallons more than the tan one.",
          more_by("capacities", "Brinkley", "tan", 25000))]),

    # ================================================================ house puzzles
    # ---------------------------------------------------------------- 5 chicken coops
    Puzzle("chicken_coops_5x5",
        "Five chicken coops stand in a row behind the Ridley farmhouse, numbered 1 to 5 from left to right. Each "
        "coop is painted a different color, houses a different breed of hen, is looked after by a different child "
        "and produced a different number of eggs last week.",
        [("coops", ["1", "2", "3", "4", "5"]),
         ("colors", ["blue", "green", "red", "white", "yellow"]),
         ("breeds", ["Leghorn", "Orpington", "Plymouth Rock", "Rhode Island Red", "Silkie"]),
         ("children", ["Abby", "Caleb", "Josie", "Nate", "Tessa"]),
         ("eggs", ["20 eggs", "24 eggs", "28 eggs", "32 eggs", "36 eggs"])],
        [("The green coop is in the middle.", same("green", "coops:3")),
         ("The red coop is immediately to the left of the green coop.", more_by("coops", "green", "red", 1)),
         ("The Leghorns laid the most eggs.", highest("eggs", "Leghorn")),
         ("The coop with the fewest eggs is next to Caleb's coop.",
          extreme_next_to("eggs", False, "coops", "Caleb")),
         ("Tessa's coop is directly between Abby's and Caleb's.",
          directly_between("coops", "Tessa", "Abby", "Caleb")),
         ("The Plymouth Rocks are somewhere to the right of the Orpingtons.",
          more("coops", "Plymouth Rock", "Orpington")),
         ("The white coop produced 8 more eggs than the yellow coop.", more_by("eggs", "white", "yellow", 8)),
         ("Nate looks after the Silkies.", same("Nate", "Silkie")),
         ("The Rhode Island Reds live next to the blue coop.", next_to("coops", "Rhode Island Red", "blue")),
         ("The blue coop produced 4 fewer eggs than the white coop.", more_by("eggs", "white", "blue", 4)),
         ("The Orpingtons laid 12 fewer eggs than the Rhode Island Reds.",
          more_by("eggs", "Rhode Island Red", "Orpington", 12)),
         ("Caleb looks after the Rhode Island Reds.", same("Caleb", "Rhode Island Red"))]),

    # ---------------------------------------------------------------- 6 garden gnomes
    Puzzle("garden_gnomes_5x5",
        "Five garden gnomes stand in a row on Mr. Pettibone's front lawn, numbered 1 to 5 from left to right. "
        "Each gnome wears a hat of a different color, holds a different item, has a different name and cost a "
        "different price.",
        [("gnomes", ["1", "2", "3", "4", "5"]),
         ("hats", ["blue", "green", "purple", "red", "yellow"]),
         ("items", ["fishing rod", "lantern", "mushroom", "shovel", "wheelbarrow"]),
         ("names", ["Bramble", "Chester", "Dobbin", "Fennel", "Nutmeg"]),
         ("prices", ["$12", "$18", "$24", "$30", "$36"])],
        [("The gnome in the green hat is in the middle.", same("green", "gnomes:3")),
         ("Bramble stands at the far left.", same("Bramble", "gnomes:1")),
         ("The most expensive gnome is immediately to the right of Dobbin.",
          _extreme_right_of("prices", True, "gnomes", "Dobbin")),
         ("The cheapest gnome holds a shovel.", lowest("prices", "shovel")),
         ("The gnome with the fishing rod is next to Chester.", next_to("gnomes", "fishing rod", "Chester")),
         ("The gnome in the blue hat cost $12 more than the one in the red hat.",
          more_by("prices", "blue", "red", 12)),
         ("Fennel stands directly between the gnome in the green hat and the gnome in the purple hat.",
          directly_between("gnomes", "Fennel", "green", "purple")),
         ("The gnome in the purple hat cost $6 more than the one in the red hat.",
          more_by("prices", "purple", "red", 6)),
         ("Nutmeg is holding the mushroom.", same("Nutmeg", "mushroom")),
         ("The gnome in the yellow hat has the wheelbarrow.", same("yellow", "wheelbarrow")),
         ("The gnome with the fishing rod cost $18.", same("fishing rod", "$18"))]),

    # ---------------------------------------------------------------- 7 pottery wheels
    Puzzle("pottery_wheels_5x5",
        "Five potter's wheels stand in a row in the Riverbend Clay Studio, numbered 1 to 5 from left to right. "
        "Each wheel is used by a different potter, who works a different clay, glazes in a different color and "
        "threw a different number of pots this month.",
        [("wheels", ["1", "2", "3", "4", "5"]),
         ("potters", ["Elena", "Farid", "Greer", "Hollis", "Ingrid"]),
         ("clays", ["earthenware", "porcelain", "raku", "stoneware", "terracotta"]),
         ("glazes", ["celadon", "cobalt", "copper red", "ivory", "tenmoku"]),
         ("pots", ["12 pots", "15 pots", "18 pots", "21 pots", "24 pots"])],
        [("The raku potter works in the middle.", same("raku", "wheels:3")),
         ("The potter who threw the most pots uses a copper red glaze.", highest("pots", "copper red")),
         ("The potter who threw the fewest pots works next to Greer.",
          extreme_next_to("pots", False, "wheels", "Greer")),
         ("Hollis works at the far right.", same("Hollis", "wheels:5")),
         ("Farid's wheel is somewhere to the right of Ingrid's.", more("wheels", "Farid", "Ingrid")),
         ("The cobalt glaze is used at one of the ends.", one_of("cobalt", "wheels:1", "wheels:5")),
         ("Ingrid's wheel is directly between Greer's and Elena's.",
          directly_between("wheels", "Ingrid", "Greer", "Elena")),
         ("The terracotta potter threw 3 more pots than the porcelain potter.",
          more_by("pots", "terracotta", "porcelain", 3)),
         ("The ivory glaze is used next to the tenmoku.", next_to("wheels", "ivory", "tenmoku")),
         ("The earthenware potter threw 6 fewer pots than the raku potter.",
          more_by("pots", "raku", "earthenware", 6)),
         ("Greer threw 3 more pots than Hollis.", more_by("pots", "Greer", "Hollis", 3)),
         ("Greer works in stoneware.", same("Greer", "stoneware")),
         ("Farid uses the ivory glaze.", same("Farid", "ivory"))]),

    # ================================================================ magazine grids
    # ---------------------------------------------------------------- 8 bonfire night
    Puzzle("bonfire_night_4x4",
        "On Bonfire Night the four Dawson children, each a different age, were allowed to choose one firework "
        "apiece from the rack at Mr Pike's corner shop, paying for it out of their own pocket money.",
        [("children", ["Alfie", "Megan", "Rosie", "Sam"]),
         ("ages", ["7", "9", "11", "13"]),
         ("fireworks", ["Catherine wheel", "golden rain", "Roman candle", "rocket"]),
         ("costs", ["30p", "45p", "60p", "75p"])],
        [("Megan, the eldest of the four, paid 15p more for her Catherine wheel than Rosie paid for her firework.",
          all_of(highest("ages", "Megan"), same("Megan", "Catherine wheel"), more_by("costs", "Megan", "Rosie", 15))),
         ("The rocket, which cost more than any of the others, wasn't bought by the youngest child.",
          all_of(highest("costs", "rocket"), negated(lowest("ages", "rocket")))),
         ("Sam, who is two years older than Alfie, didn't choose the golden rain.",
          all_of(more_by("ages", "Sam", "Alfie", 2), differ("Sam", "golden rain"))),
         ("The Roman candle cost 15p more than the Catherine wheel; it was the choice of the 11-year-old.",
          all_of(more_by("costs", "Roman candle", "Catherine wheel", 15), same("Roman candle", "11")))]),

    # ---------------------------------------------------------------- 9 nativity play
    Puzzle("nativity_play_4x4",
        "Four children in the top infants' class at St Bride's had speaking parts in this year's nativity play. "
        "Each played a different role, wore a costume made at home by a different relative, and had a different "
        "number of lines to learn.",
        [("children", ["Daisy", "Ethan", "Freddie", "Poppy"]),
         ("roles", ["angel", "innkeeper", "Mary", "shepherd"]),
         ("makers", ["aunt", "big sister", "grandma", "mum"]),
         ("lines", ["4 lines", "6 lines", "8 lines", "10 lines"])],
        [("Daisy, who played Mary, had two more lines to learn than the angel.",
          all_of(same("Daisy", "Mary"), more_by("lines", "Daisy", "angel", 2))),
         ("The innkeeper, whose costume was run up by an aunt, had fewer lines than anyone else.",
          all_of(same("innkeeper", "aunt"), lowest("lines", "innkeeper"))),
         ("Freddie, whose mum made his costume from an old striped dressing gown, had more lines to learn than "
          "anyone else.", all_of(same("Freddie", "mum"), highest("lines", "Freddie"))),
         ("Poppy's costume was made by her big sister, who is at the grammar school.", same("Poppy", "big sister"))]),

    # ---------------------------------------------------------------- 10 family trees
    Puzzle("family_trees_4x5",
        "Five members of the Wexbury Family History Society have each traced one line of their family back as "
        "far as the parish registers go. Each found a different earliest ancestor, who followed a different trade "
        "and was baptised in a different year.",
        [("members", ["Barbara", "Cyril", "Doreen", "Gordon", "Marjorie"]),
         ("ancestors", ["Ezekiel", "Hannah", "Josiah", "Mercy", "Tobias"]),
         ("trades", ["blacksmith", "lacemaker", "miller", "thatcher", "weaver"]),
         ("years", ["1702", "1718", "1734", "1750", "1766"])],
        [("Cyril's ancestor, a miller, was baptised earlier than any of the others.",
          all_of(same("Cyril", "miller"), lowest("years", "Cyril"))),
         ("Gordon traced his line back to Ezekiel, a blacksmith baptised 16 years after the miller.",
          all_of(same("Gordon", "Ezekiel"), same("Ezekiel", "blacksmith"), more_by("years", "Ezekiel", "miller", 16))),
         ("Hannah, the lacemaker, was baptised 16 years after Barbara's ancestor.",
          all_of(same("Hannah", "lacemaker"), more_by("years", "Hannah", "Barbara", 16))),
         ("Doreen's ancestor wasn't Mercy; the thatcher was baptised in 1766.",
          all_of(differ("Doreen", "Mercy"), same("thatcher", "1766"))),
         ("Marjorie's ancestor was baptised 32 years after Gordon's, though Marjorie had hoped to get back further.",
          more_by("years", "Marjorie", "Gordon", 32)),
         ("Tobias was baptised 32 years before Mercy.", more_by("years", "Mercy", "Tobias", 32))]),
)
PUZZLES = {p.name: p for p in _PUZZLES}
