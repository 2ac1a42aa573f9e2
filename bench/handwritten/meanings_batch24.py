"""What each clue of the twenty-fourth batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the twenty-fourth author was asked for, written apart from pylogic's reader as
puzzle magazines, puzzle books and puzzle sites print their logic grids (Puzzle Baron, Dell and Penny
Press, Brainzilla, Puzzler, newspaper puzzle pages), 3x4 to 5x5 with two 4x6, on themes new to the set,
each using several of the development corpus's phrasing families, in sentence shapes varied to fit each
theme: relative clauses, possessives, passives, "Of A and B, one ... the other ...", "Either ... or ..."
(exactly one; once joining two clauses, "Either Fitz set off at 11:00pm or he drove Route 4"), "Neither
... nor ...", two facts joined by "and", "but", "though", "yet" or a semicolon, fronted phrases, pronouns
and asides of story colour. The conventions: two things compared are two different people or things;
"Neither A nor B is C" is three different ones, while "was claimed by neither the bluebirds nor the
nuthatches" and "searched neither Fallow Dene nor Hazel Bank" are two negations; "the five ... were A, B,
C, D and E" are all different; bounds ("at least", "more than", "no more than") are inclusive or strict
as worded; "the youngest one", "the first ship", "the smallest ship" and "the second-highest score" name
the value at that rank; "midnight" comes after 11:00pm and "12 noon" between 10:30am and 1:30pm; a room,
tank, berth or route number compares as its number; "next to" a berth is the berth numbered one more or
one less; a relative clause or aside of pure story colour ("a gift from her grandmother in Gdańsk",
"both of them registered in Valletta", "who has driven a plow for twenty winters") adds no constraint,
while one that states a grid fact ("which began at midnight", "whose residents grow mainly herbs") is
encoded. Each lists its categories and sentences exactly as its ``puzzles/NAME.clues`` prints them;
``brute_force.solutions`` proves each answer unique and each clue needed (without any one of them the
puzzle has several solutions).

The phrasing families (corpus feature tags) of each puzzle:

- sourdough_bakers_3x4: accents, unit_categories, hyphenated, number_words, comparatives, negations
  ("Neither ... nor")
- birdhouse_builders_3x5: unit_categories, unit_words, comparatives, negations ("Either ... or", cleft
  "It was ... that ...")
- gingerbread_houses_4x4: titles, day_dates, unit_categories, unit_words, hyphenated, the_x_one,
  position_words, multi_ordered, comparatives, negations
- lost_cats_4x4: accents, abbrev_symbols, the_x_one, comparatives, negations ("Of ... one ... the other")
- aquarium_feedings_4x4: prefix_values, noon_midnight, position_words, multi_ordered, comparatives,
  negations ("Either ... or", pronoun)
- container_ships_4x6: prefix_values, noon_midnight, thousands_decimals, unit_categories, hyphenated,
  spelled_ordinals, position_words, multi_ordered, comparatives, number_words ("Neither ... nor")
- fencing_tournament_5x5: accents, all_different_lists, spelled_ordinals, position_words, head_nouns,
  hyphenated, multi_ordered, comparatives, number_words, negations
- pocket_watches_5x5: titles, all_different_lists, thousands_decimals, abbrev_symbols, the_x_one,
  hyphenated, multi_ordered, comparatives ("Of ... one ... the other")
- fireworks_displays_4x5: noon_midnight, thousands_decimals, abbrev_symbols, bounds, multi_ordered,
  comparatives
- polar_bear_plunge_4x5: accents, abbrev_symbols, unit_categories, number_words, unit_words,
  multi_ordered, comparatives
- paragliding_flights_4x5: thousands_decimals, abbrev_symbols, unit_categories, the_x_one, bounds,
  multi_ordered, comparatives ("Either ... or")
- platform_diving_4x5: accents, thousands_decimals, spelled_ordinals, multi_ordered, comparatives
  (fronted "In the final round, ...")
- snow_plows_4x5: accents, prefix_values, noon_midnight, thousands_decimals, head_nouns, position_words,
  multi_ordered, comparatives, unit_words ("Either ... or" of two clauses)
- farm_wells_4x5: months, head_nouns, unit_categories, hyphenated, multi_ordered, comparatives,
  number_words, unit_words
- coffee_roasters_4x5: abbrev_symbols, multi_ordered, comparatives, unit_words ("Of ... one ... the
  other")
- mushroom_foragers_4x5: titles, head_nouns, abbrev_symbols, unit_categories, comparatives, unit_words,
  negations ("Of ... one ... the other")
- rooftop_gardens_4x5: head_nouns, thousands_decimals, abbrev_symbols, unit_categories, hyphenated,
  multi_ordered, comparatives, unit_words
- thru_hikers_4x6: accents, months, abbrev_symbols, unit_categories, hyphenated, multi_ordered,
  comparatives, number_words ("Of ... one ... the other")
- hot_dog_contest_4x5: hyphenated, unit_categories, number_words, unit_words, multi_ordered, comparatives
  (two facts joined by a semicolon)
- litter_picks_4x5: day_dates, all_different_lists, head_nouns, abbrev_symbols, unit_categories, bounds,
  position_words, multi_ordered, comparatives, number_words
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
    next_to,
    one_of,
    pair,
    same,
    times_as_much,
)


def _one_or_other(first: Predicate, second: Predicate) -> Predicate:
    """Exactly one of two stated facts holds ("Either ... or ..." joining two clauses)."""
    return lambda accessor: first(accessor) != second(accessor)


def _extremes(category: str, top: bool, other: str, other_top: bool) -> Predicate:
    """The row with the highest (``top``) or lowest number in ``category`` is the row with the highest
    (``other_top``) or lowest number in ``other`` ("the first house to arrive was also the tallest")."""
    def row(accessor, name: str, high: bool) -> int:
        return accessor.row_with_highest(name) if high else accessor.row_with_lowest(name)
    return lambda accessor: row(accessor, category, top) == row(accessor, other, other_top)


_PUZZLES = (
    Puzzle("sourdough_bakers_3x4",
        "Four home bakers brought loaves to the Millbrook sourdough swap, each made with a starter of a different "
        "age and each left to proof for a different number of hours.",
        [("bakers", ["Agnes", "Bartholomew", "Cosima", "Dmitri"]),
         ("starter ages (years)", ["2", "5", "8", "11"]),
         ("proofing times (hours)", ["6", "9", "12", "15"])],
        [("Cosima's starter, a gift from her grandmother in Gdańsk, is the oldest of the four.",
          highest("starter ages (years)", "Cosima")),
         ("The 15-hour loaf was made with a starter three years younger than Dmitri's.",
          more_by("starter ages (years)", "Dmitri", "15", 3)),
         ("Neither Bartholomew nor the baker with the 8-year-old starter proofed for six hours.",
          neither("Bartholomew", "8", "6")),
         ("The nine-hour dough used a starter three years older than the youngest one at the swap.",
          more_by("starter ages (years)", "9", "2", 3))]),
    Puzzle("birdhouse_builders_3x5",
        "The Scout troop spent a wet Saturday afternoon building birdhouses, and by spring each of five scouts "
        "had a birdhouse hanging at a different height on the oaks behind the hall, each taken by a different "
        "kind of bird.",
        [("scouts", ["Ellis", "Fenella", "Gideon", "Harriet", "Ivo"]),
         ("heights (feet)", ["4", "6", "8", "10", "12"]),
         ("first tenants", ["bluebirds", "chickadees", "house wrens", "nuthatches", "tree swallows"])],
        [("The chickadees moved into the birdhouse hung 2 feet higher than Harriet's.",
          more_by("heights (feet)", "chickadees", "Harriet", 2)),
         ("Fenella's birdhouse, the lowest of the five, was claimed by neither the bluebirds nor the nuthatches.",
          all_of(lowest("heights (feet)", "Fenella"), differ("Fenella", "bluebirds"), differ("Fenella", "nuthatches"))),
         ("Ellis hung his 6 feet above Fenella's.", more_by("heights (feet)", "Ellis", "Fenella", 6)),
         ("The tree swallows' house is lower than the nuthatches' but higher than the house wrens'.",
          all_of(more("heights (feet)", "nuthatches", "tree swallows"),
                 more("heights (feet)", "tree swallows", "house wrens"))),
         ("Either Gideon or Ivo built the house the bluebirds chose.", either("bluebirds", "Gideon", "Ivo")),
         ("It was Ivo's birdhouse that the chickadees took.", same("Ivo", "chickadees"))]),

    Puzzle("gingerbread_houses_4x4",
        "Four bakers entered the Holly Lane gingerbread house competition this year, each dropping off a house "
        "at the church hall on a different day in December.",
        [("bakers", ["Mrs. Applegate", "Mr. Birch", "Ms. Crane", "Dr. Dunmore"]),
         ("deliveries", ["December 3", "December 7", "December 10", "December 14"]),
         ("heights (inches)", ["14", "18", "22", "26"]),
         ("roofs", ["candy canes", "gumdrops", "licorice", "peppermints"])],
        [("The house with the peppermint roof stood 4 inches taller than Dr. Dunmore's.",
          more_by("heights (inches)", "peppermints", "Dr. Dunmore", 4)),
         ("Ms. Crane's house arrived a week after Dr. Dunmore's.",
          more_by("deliveries", "Ms. Crane", "Dr. Dunmore", 7)),
         ("The licorice-roofed house was dropped off on December 3.", same("licorice", "December 3")),
         ("The shortest house, which had a gumdrop roof, was the last to arrive.",
          all_of(lowest("heights (inches)", "gumdrops"), highest("deliveries", "gumdrops"))),
         ("Mrs. Applegate's house wasn't delivered on December 3.", differ("Mrs. Applegate", "December 3")),
         ("The house topped with licorice stood taller than the peppermint one.",
          more("heights (inches)", "licorice", "peppermints"))],
        numbers={"deliveries": [3, 7, 10, 14]}),

    Puzzle("lost_cats_4x4",
        "Four cats went missing from the Orchard Estate during last month's fireworks, and each came home after "
        "its owner put up posters offering a different reward.",
        [("owners", ["Anaïs", "Chloé", "José", "Zoë"]),
         ("cats", ["Biscuit", "Marmalade", "Pepper", "Smudge"]),
         ("coats", ["black", "ginger", "tabby", "white"]),
         ("rewards", ["$20", "$40", "$60", "$80"])],
        [("José offered twice as much as the owner of the white one.", times_as_much("rewards", "José", "white", 2)),
         ("Pepper, the black one, doesn't belong to Zoë.", all_of(same("Pepper", "black"), differ("Pepper", "Zoë"))),
         ("Chloé put up the smallest reward.", lowest("rewards", "Chloé")),
         ("Of Biscuit and Smudge, one is the ginger one and the other was worth $80 to its owner.",
          pair("Biscuit", "Smudge", "ginger", "$80")),
         ("Marmalade's owner offered a bigger reward than Biscuit's owner did.",
          more("rewards", "Marmalade", "Biscuit"))]),

    Puzzle("aquarium_feedings_4x4",
        "Visitors to the Bayside Aquarium can watch four public feedings every day, each at a different tank and "
        "each led by a different keeper.",
        [("keepers", ["Hamish", "Ines", "Jorge", "Kalani"]),
         ("tanks", ["Tank 2", "Tank 5", "Tank 8", "Tank 11"]),
         ("animals", ["octopus", "penguins", "sea otters", "sharks"]),
         ("feeding times", ["10:30am", "12 noon", "1:30pm", "3:00pm"])],
        [("The penguins, who live in Tank 2, are fed before anyone else.",
          all_of(same("penguins", "Tank 2"), lowest("feeding times", "penguins"))),
         ("Kalani's feeding is at 12 noon, an hour and a half before the sharks get theirs.",
          all_of(same("Kalani", "12 noon"), more_by("feeding times", "sharks", "Kalani", 90))),
         ("The octopus lives in a higher-numbered tank than the sharks.", more("tanks", "octopus", "sharks")),
         ("Either Hamish or Jorge feeds the octopus.", either("octopus", "Hamish", "Jorge")),
         ("Hamish works at Tank 8, but it isn't the octopus he feeds.",
          all_of(same("Hamish", "Tank 8"), differ("Hamish", "octopus")))],
        numbers={"tanks": [2, 5, 8, 11], "feeding times": [630, 720, 810, 900]}),

    Puzzle("container_ships_4x6",
        "Six container ships tied up at the Port of Halvergate over one busy weekend, each at a different berth "
        "and each arriving at a different hour of Saturday.",
        [("ships", ["Aldebaran", "Borealis", "Cassiopeia", "Dorado", "Eridanus", "Fornax"]),
         ("berths", ["Berth 1", "Berth 2", "Berth 3", "Berth 4", "Berth 5", "Berth 6"]),
         ("capacities (TEU)", ["4,500", "6,000", "7,500", "9,000", "10,500", "12,000"]),
         ("arrivals", ["6:00am", "9:00am", "12 noon", "3:00pm", "6:00pm", "9:00pm"])],
        [("The Borealis, the biggest ship in port that weekend, tied up at Berth 1.",
          all_of(highest("capacities (TEU)", "Borealis"), same("Borealis", "Berth 1"))),
         ("The ship at Berth 6 carries 1,500 TEU less than the Eridanus.",
          more_by("capacities (TEU)", "Eridanus", "Berth 6", 1500)),
         ("The 12 noon arrival docked three hours after the ship bound for Berth 5.",
          more_by("arrivals", "12 noon", "Berth 5", 180)),
         ("The Dorado was the last ship in.", highest("arrivals", "Dorado")),
         ("The Fornax arrived sometime after the Cassiopeia but was given a lower-numbered berth.",
          all_of(more("arrivals", "Fornax", "Cassiopeia"), more("berths", "Cassiopeia", "Fornax"))),
         ("Neither the Aldebaran nor the Dorado, both of them registered in Valletta, used Berth 3.",
          neither("Aldebaran", "Dorado", "Berth 3")),
         ("The 7,500-TEU ship had the berth next to the Borealis.", next_to("berths", "7,500", "Borealis")),
         ("The Aldebaran can carry 1,500 TEU more than the Dorado.",
          more_by("capacities (TEU)", "Aldebaran", "Dorado", 1500)),
         ("The Eridanus was the second ship to dock, three hours after the first.",
          all_of(same("Eridanus", "9:00am"), more_by("arrivals", "Eridanus", "6:00am", 180))),
         ("The smallest ship came in at 3:00pm.", lowest("capacities (TEU)", "3:00pm")),
         ("The Fornax can carry more containers than the ship that arrived at 12 noon.",
          more("capacities (TEU)", "Fornax", "12 noon"))],
        numbers={"berths": [1, 2, 3, 4, 5, 6], "arrivals": [360, 540, 720, 900, 1080, 1260]}),

    Puzzle("fencing_tournament_5x5",
        "Five fencers reached the final pool of the Lumière Cup in Lyon, each representing a different club.",
        [("fencers", ["Agnès", "Benoît", "Inés", "Mátyás", "Søren"]),
         ("places", ["first", "second", "third", "fourth", "fifth"]),
         ("clubs", ["Budapest", "Ghent", "Lyon", "Madrid", "Oslo"]),
         ("touches scored", ["14", "17", "20", "23", "26"]),
         ("ages", ["19", "22", "25", "28", "31"])],
        [("The five finalists were Mátyás, the fencer from Ghent, the 22-year-old, the one who scored 17 touches, "
          "and the eventual winner.", distinct("Mátyás", "Ghent", "22", "17", "first")),
         ("Inés, the youngest of the five, took first place.",
          all_of(lowest("ages", "Inés"), same("Inés", "first"))),
         ("The Budapest fencer finished one place ahead of the 25-year-old.",
          more_by("places", "25", "Budapest", 1)),
         ("Benoît, who came last, scored 3 more touches than Agnès.",
          all_of(same("Benoît", "fifth"), more_by("touches scored", "Benoît", "Agnès", 3))),
         ("The fencer from Oslo is three years younger than the one from Budapest.",
          more_by("ages", "Budapest", "Oslo", 3)),
         ("Agnès fences for neither Madrid nor Oslo.", all_of(differ("Agnès", "Madrid"), differ("Agnès", "Oslo"))),
         ("The fencer who finished in the middle scored the fewest touches.", lowest("touches scored", "third")),
         ("The Lyon fencer is older than the Madrid fencer but younger than the Budapest fencer.",
          all_of(more("ages", "Lyon", "Madrid"), more("ages", "Budapest", "Lyon"))),
         ("The winner also scored more touches than any other finalist.", highest("touches scored", "first")),
         ("Benoît, the oldest of the five, is 3 years older than Mátyás.",
          all_of(highest("ages", "Benoît"), more_by("ages", "Benoît", "Mátyás", 3)))]),

    Puzzle("pocket_watches_5x5",
        "At last Saturday's horology fair in Harrogate, five collectors each went home with one antique pocket "
        "watch, each by a different maker and each in a different case.",
        [("collectors", ["Mr. Pemberton", "Mrs. Quayle", "Dr. Rashid", "Ms. Sinclair", "Prof. Tull"]),
         ("makers", ["Breguet", "Elgin", "Hamilton", "Longines", "Waltham"]),
         ("cases", ["brass", "gold", "gunmetal", "nickel", "silver"]),
         ("years", ["1872", "1889", "1903", "1916", "1924"]),
         ("prices", ["$1,250", "$1,800", "$2,350", "$2,900", "$3,450"])],
        [("The oldest watch, a Breguet, was also the priciest.",
          all_of(lowest("years", "Breguet"), highest("prices", "Breguet"))),
         ("Dr. Rashid paid $550 less than Mr. Pemberton.", more_by("prices", "Mr. Pemberton", "Dr. Rashid", 550)),
         ("The Hamilton was made 13 years after the Elgin.", more_by("years", "Hamilton", "Elgin", 13)),
         ("Of Ms. Sinclair and Prof. Tull, one bought the Longines and the other paid $2,350.",
          pair("Ms. Sinclair", "Prof. Tull", "Longines", "$2,350")),
         ("The gold watch was made in 1889.", same("gold", "1889")),
         ("The silver watch sold for more than the gunmetal one.", more("prices", "silver", "gunmetal")),
         ("The five watches were Mrs. Quayle's, the Waltham, the silver one, the 1889 watch, and the one that "
          "went for $2,350.", distinct("Mrs. Quayle", "Waltham", "silver", "1889", "$2,350")),
         ("Ms. Sinclair paid $1,100 more than the collector who bought the silver watch.",
          more_by("prices", "Ms. Sinclair", "silver", 1100)),
         ("The nickel-cased watch was made sometime after the silver one.", more("years", "nickel", "silver"))]),

    Puzzle("fireworks_displays_4x5",
        "Five seaside towns each put on a fireworks display one night this summer, and the committee that "
        "funds them has sent round the figures.",
        [("towns", ["Ashcombe", "Brightsea", "Carrow Bay", "Dunwell", "Elmsford"]),
         ("start times", ["9:00pm", "9:30pm", "10:00pm", "10:30pm", "midnight"]),
         ("shells fired", ["1,200", "1,800", "2,400", "3,000", "3,600"]),
         ("costs", ["$6,000", "$7,500", "$9,000", "$10,500", "$12,000"])],
        [("The most expensive display fired 600 more shells than Dunwell's.",
          more_by("shells fired", "$12,000", "Dunwell", 600)),
         ("The show that started at 9:30pm fired the most shells, though it cost less than Ashcombe's.",
          all_of(highest("shells fired", "9:30pm"), more("costs", "Ashcombe", "9:30pm"))),
         ("Carrow Bay's fireworks went up an hour before Ashcombe's.",
          more_by("start times", "Ashcombe", "Carrow Bay", 60)),
         ("Dunwell's show cost $1,500 less than Elmsford's.", more_by("costs", "Elmsford", "Dunwell", 1500)),
         ("Brightsea's display, which began at midnight to mark the hundredth birthday of its pier, fired 600 "
          "more shells than the 10:00pm one.",
          all_of(same("Brightsea", "midnight"), more_by("shells fired", "Brightsea", "10:00pm", 600))),
         ("Carrow Bay spent $3,000 more on its fireworks than Ashcombe did.",
          more_by("costs", "Carrow Bay", "Ashcombe", 3000)),
         ("Ashcombe sent up at least 2,000 shells.", one_of("Ashcombe", "2,400", "3,000", "3,600"))],
        numbers={"start times": [1260, 1290, 1320, 1350, 1440]}),

    Puzzle("polar_bear_plunge_4x5",
        "Five swimmers braved the New Year's Day Polar Bear Plunge at Crane Lake, each in fancy dress, to raise "
        "money for the animal shelter.",
        [("swimmers", ["Ottilie", "Percival", "Quincy", "Rhiannon", "Sebastián"]),
         ("minutes in the water", ["2", "4", "6", "8", "10"]),
         ("costumes", ["penguin suit", "Santa suit", "superhero cape", "tutu", "Viking helmet"]),
         ("amounts raised", ["$150", "$300", "$450", "$600", "$750"])],
        [("The swimmer in the tutu stayed in for just two minutes but raised the most money.",
          all_of(same("tutu", "2"), highest("amounts raised", "tutu"))),
         ("Quincy lasted 4 minutes longer than Ottilie.", more_by("minutes in the water", "Quincy", "Ottilie", 4)),
         ("Sebastián raised $150 more than the swimmer dressed as a penguin.",
          more_by("amounts raised", "Sebastián", "penguin suit", 150)),
         ("The one in the Viking helmet raised less than Rhiannon.",
          more("amounts raised", "Rhiannon", "Viking helmet")),
         ("Rhiannon came out of the water sooner than the swimmer in the Santa suit.",
          more("minutes in the water", "Santa suit", "Rhiannon")),
         ("Whoever was dressed as a penguin stayed in the longest, yet raised the least.",
          all_of(highest("minutes in the water", "penguin suit"), lowest("amounts raised", "penguin suit"))),
         ("Percival brought in $450 more than whoever wore the Santa suit.",
          more_by("amounts raised", "Percival", "Santa suit", 450))]),

    Puzzle("paragliding_flights_4x5",
        "Five pilots launched from Mount Kestrel on the club's open day, each flying a wing of a different colour.",
        [("pilots", ["Aurelio", "Bettina", "Caspar", "Delphine", "Emrys"]),
         ("wings", ["blue", "green", "orange", "red", "yellow"]),
         ("top altitudes", ["4,500 ft", "5,200 ft", "5,900 ft", "6,600 ft", "7,300 ft"]),
         ("distances (km)", ["12.5", "18.0", "23.5", "29.0", "34.5"])],
        [("Bettina climbed highest of all, 2,800 feet above Caspar.",
          all_of(highest("top altitudes", "Bettina"), more_by("top altitudes", "Bettina", "Caspar", 2800))),
         ("The pilot with the green wing flew the shortest distance.", lowest("distances (km)", "green")),
         ("The orange one covered 5.5 km less than Aurelio.",
          more_by("distances (km)", "Aurelio", "orange", 5.5)),
         ("Emrys topped out 700 feet higher than Caspar.", more_by("top altitudes", "Emrys", "Caspar", 700)),
         ("The red wing flew farther than the blue one, and the blue one flew farther than the yellow one.",
          all_of(more("distances (km)", "red", "blue"), more("distances (km)", "blue", "yellow"))),
         ("Either Caspar or Emrys was under the blue wing.", either("blue", "Caspar", "Emrys")),
         ("The pilot who reached 6,600 feet covered 22 km less than Aurelio.",
          more_by("distances (km)", "Aurelio", "6,600 ft", 22)),
         ("Emrys stayed up long enough to cover more than 25 km.", one_of("Emrys", "29.0", "34.5"))]),

    Puzzle("platform_diving_4x5",
        "Five divers made the final of the junior platform championship. Here is how the last round went.",
        [("divers", ["Ingrid", "Kofi", "Lucía", "Mateo", "Noor"]),
         ("dives", ["armstand", "back pike", "forward tuck", "inward pike", "reverse tuck"]),
         ("degrees of difficulty", ["2.8", "3.0", "3.2", "3.4", "3.6"]),
         ("scores", ["64.5", "70.5", "76.5", "82.5", "88.5"])],
        [("In the final round, Kofi attempted the hardest dive but scored only 70.5.",
          all_of(highest("degrees of difficulty", "Kofi"), same("Kofi", "70.5"))),
         ("Lucía's dive, the easiest of the five, outscored Mateo's by 12 points.",
          all_of(lowest("degrees of difficulty", "Lucía"), more_by("scores", "Lucía", "Mateo", 12))),
         ("The inward pike carried a degree of difficulty 0.2 higher than the back pike.",
          more_by("degrees of difficulty", "inward pike", "back pike", 0.2)),
         ("Noor scored 6 points less than the diver who did the inward pike.",
          more_by("scores", "inward pike", "Noor", 6)),
         ("The 3.0 dive got the lowest score of the round.", lowest("scores", "3.0")),
         ("The back pike earned the second-highest score.", same("back pike", "82.5")),
         ("The armstand's degree of difficulty was 0.6 higher than the forward tuck's.",
          more_by("degrees of difficulty", "armstand", "forward tuck", 0.6))]),

    Puzzle("snow_plows_4x5",
        "When the blizzard hit Millbrook County, five plow drivers were sent out overnight, each on a different "
        "route and each leaving the depot at a different hour.",
        [("drivers", ["Barnaby", "Colette", "Dwayne", "Esmé", "Fitz"]),
         ("routes", ["Route 4", "Route 9", "Route 12", "Route 17", "Route 22"]),
         ("start times", ["10:00pm", "11:00pm", "midnight", "1:00am", "2:00am"]),
         ("miles plowed", ["18.5", "22.0", "25.5", "29.0", "32.5"])],
        [("Colette, the first driver out, plowed the most miles.",
          all_of(lowest("start times", "Colette"), highest("miles plowed", "Colette"))),
         ("The driver who went out at midnight covered 3.5 fewer miles than Barnaby.",
          more_by("miles plowed", "Barnaby", "midnight", 3.5)),
         ("Route 17's plow left the depot an hour after Barnaby's.",
          more_by("start times", "Route 17", "Barnaby", 60)),
         ("Fitz, who has driven a plow for twenty winters, had a lower-numbered route than Barnaby.",
          more("routes", "Barnaby", "Fitz")),
         ("Esmé plowed 3.5 miles more than Barnaby.", more_by("miles plowed", "Esmé", "Barnaby", 3.5)),
         ("The Route 4 plow cleared 14 miles more than the Route 22 plow.",
          more_by("miles plowed", "Route 4", "Route 22", 14)),
         ("Either Fitz set off at 11:00pm or he drove Route 4.",
          _one_or_other(same("Fitz", "11:00pm"), same("Fitz", "Route 4")))],
        numbers={"routes": [4, 9, 12, 17, 22], "start times": [1320, 1380, 1440, 1500, 1560]}),

    Puzzle("farm_wells_4x5",
        "A drilling crew sank a new well on each of five farms in the Tolland valley last summer, one farm a month.",
        [("farms", ["Pryor", "Quarles", "Radley", "Sutter", "Tolliver"]),
         ("months", ["May", "June", "July", "August", "September"]),
         ("depths (feet)", ["140", "180", "220", "260", "300"]),
         ("flow rates (gallons per minute)", ["6", "9", "12", "15", "18"])],
        [("The deepest well, the last one drilled, gives the least water.",
          all_of(highest("months", "300"), lowest("flow rates (gallons per minute)", "300"))),
         ("The Quarles farm's well was drilled two months before the Pryor farm's.",
          more_by("months", "Pryor", "Quarles", 2)),
         ("The Tolliver well is 80 feet shallower than the Radley well.",
          more_by("depths (feet)", "Radley", "Tolliver", 80)),
         ("The June well yields 3 gallons a minute less than the August well.",
          more_by("flow rates (gallons per minute)", "August", "June", 3)),
         ("The Sutter farm has the shallowest well.", lowest("depths (feet)", "Sutter")),
         ("The well at the Quarles farm yields twice as much as the Pryor well.",
          times_as_much("flow rates (gallons per minute)", "Quarles", "Pryor", 2)),
         ("The 220-foot well was sunk three months after the 180-foot well.",
          more_by("months", "220", "180", 3))]),

    Puzzle("coffee_roasters_4x5",
        "Five small-batch roasters each brought a new single-origin coffee to the Ridgeway farmers' market.",
        [("roasters", ["Ansel", "Briony", "Corentin", "Delia", "Ezra"]),
         ("origins", ["Colombia", "Ethiopia", "Guatemala", "Kenya", "Sumatra"]),
         ("roast temperatures", ["400°F", "410°F", "420°F", "430°F", "440°F"]),
         ("prices per bag", ["$14", "$16", "$18", "$20", "$22"])],
        [("The Sumatra, roasted hottest of the five, was also the cheapest bag.",
          all_of(highest("roast temperatures", "Sumatra"), lowest("prices per bag", "Sumatra"))),
         ("Briony roasted her beans 20°F cooler than Ansel.", more_by("roast temperatures", "Ansel", "Briony", 20)),
         ("Ezra's bag costs $2 more than Ansel's.", more_by("prices per bag", "Ezra", "Ansel", 2)),
         ("The Ethiopian costs more than the Kenyan.", more("prices per bag", "Ethiopia", "Kenya")),
         ("Briony charges $6 more a bag than whoever roasted at 410°F.",
          more_by("prices per bag", "Briony", "410°F", 6)),
         ("Of Corentin and Delia, one brought the Colombian and the other the Sumatra.",
          pair("Corentin", "Delia", "Colombia", "Sumatra")),
         ("The Guatemalan went into the roaster at a hotter setting than the Kenyan.",
          more("roast temperatures", "Guatemala", "Kenya")),
         ("Delia asks more for a bag than Corentin does.", more("prices per bag", "Delia", "Corentin"))]),

    Puzzle("mushroom_foragers_4x5",
        "On a damp October morning, five members of the Hollins mycological society each went foraging in a "
        "different wood and each came back with a basket of a different mushroom.",
        [("foragers", ["Mrs. Gable", "Mr. Hurst", "Ms. Ivers", "Dr. Jandali", "Prof. Kemble"]),
         ("woods", ["Ashgrove", "Blackthorn Copse", "Cuckoo Wood", "Fallow Dene", "Hazel Bank"]),
         ("mushrooms", ["ceps", "chanterelles", "hedgehogs", "oyster mushrooms", "puffballs"]),
         ("weights (oz)", ["12", "16", "20", "24", "28"])],
        [("The puffballs, picked in Ashgrove, made up the heaviest haul.",
          all_of(same("puffballs", "Ashgrove"), highest("weights (oz)", "puffballs"))),
         ("Ms. Ivers gathered 8 ounces less than Mrs. Gable.", more_by("weights (oz)", "Mrs. Gable", "Ms. Ivers", 8)),
         ("Dr. Jandali's basket weighed 4 oz more than the chanterelle basket.",
          more_by("weights (oz)", "Dr. Jandali", "chanterelles", 4)),
         ("Of Prof. Kemble and Ms. Ivers, one found the ceps and the other foraged in Blackthorn Copse.",
          pair("Prof. Kemble", "Ms. Ivers", "ceps", "Blackthorn Copse")),
         ("The Hazel Bank forager brought back less than the one at Fallow Dene.",
          more("weights (oz)", "Fallow Dene", "Hazel Bank")),
         ("Mrs. Gable searched neither Fallow Dene nor Hazel Bank.",
          all_of(differ("Mrs. Gable", "Fallow Dene"), differ("Mrs. Gable", "Hazel Bank"))),
         ("The hedgehog mushrooms weighed exactly twice as much as the ceps.",
          times_as_much("weights (oz)", "hedgehogs", "ceps", 2)),
         ("The chanterelles outweighed the haul from Blackthorn Copse by 4 oz.",
          more_by("weights (oz)", "chanterelles", "Blackthorn Copse", 4))]),

    Puzzle("rooftop_gardens_4x5",
        "Five apartment buildings in the Eastside district each turned their flat roof into a community garden "
        "this spring.",
        [("buildings", ["Ashford", "Beaumont", "Carlisle", "Delancey", "Ellery"]),
         ("storeys", ["6", "9", "12", "15", "18"]),
         ("garden areas (sq ft)", ["1,200", "1,500", "1,800", "2,100", "2,400"]),
         ("main crops", ["beans", "herbs", "lettuce", "strawberries", "tomatoes"])],
        [("The tallest building, the Carlisle, has the smallest garden.",
          all_of(highest("storeys", "Carlisle"), lowest("garden areas (sq ft)", "Carlisle"))),
         ("The Beaumont garden is 600 square feet bigger than the Ashford one.",
          more_by("garden areas (sq ft)", "Beaumont", "Ashford", 600)),
         ("The strawberry garden sits on a building 3 storeys shorter than the Ashford.",
          more_by("storeys", "Ashford", "strawberries", 3)),
         ("The garden on the 15-storey building, given over mostly to beans, is 300 sq ft bigger than the "
          "lettuce garden.", all_of(same("15", "beans"), more_by("garden areas (sq ft)", "15", "lettuce", 300))),
         ("The tomato garden is on a shorter building than the herb garden.", more("storeys", "herbs", "tomatoes")),
         ("The largest garden of all is on top of the shortest building.",
          _extremes("garden areas (sq ft)", True, "storeys", False)),
         ("The Ashford, whose residents grow mainly herbs, has a garden 300 square feet larger than the Ellery's.",
          all_of(same("Ashford", "herbs"), more_by("garden areas (sq ft)", "Ashford", "Ellery", 300)))]),

    Puzzle("thru_hikers_4x6",
        "Six hikers each walked the whole of the Crestline Trail this year, each setting out in a different month "
        "and each carrying a pack of a different base weight.",
        [("hikers", ["Amara", "Bastian", "Céline", "Dario", "Eulalie", "Florian"]),
         ("start months", ["March", "April", "May", "June", "July", "August"]),
         ("days taken", ["98", "112", "126", "140", "154", "168"]),
         ("pack weights (lbs)", ["18", "20", "22", "24", "26", "28"])],
        [("The hiker who set out in March took longer than anyone else.", highest("days taken", "March")),
         ("Bastian carried the lightest pack and finished fastest of all.",
          all_of(lowest("pack weights (lbs)", "Bastian"), lowest("days taken", "Bastian"))),
         ("Dario started two months after Bastian.", more_by("start months", "Dario", "Bastian", 2)),
         ("The hiker with the 24-lb pack took 28 days longer than the April starter.",
          more_by("days taken", "24", "April", 28)),
         ("Céline's pack weighed 4 pounds more than Amara's.", more_by("pack weights (lbs)", "Céline", "Amara", 4)),
         ("Eulalie started the month after Amara.", more_by("start months", "Eulalie", "Amara", 1)),
         ("Of Florian and Eulalie, one started in May and the other carried a 24-lb pack.",
          pair("Florian", "Eulalie", "May", "24")),
         ("No one hauled a heavier pack than Dario.", highest("pack weights (lbs)", "Dario")),
         ("Céline spent 56 more days on the trail than Eulalie.", more_by("days taken", "Céline", "Eulalie", 56))]),

    Puzzle("hot_dog_contest_4x5",
        "Five contestants lined up for the Fourth of July hot dog eating contest on the Pinewood boardwalk, and "
        "the judges kept careful notes.",
        [("eaters", ["Bruno", "Cordelia", "Desmond", "Evangeline", "Ferdinand"]),
         ("hot dogs eaten", ["18", "22", "26", "30", "34"]),
         ("ages", ["24", "29", "34", "39", "44"]),
         ("body weights (lbs)", ["145", "160", "175", "190", "205"])],
        [("Cordelia, the lightest contestant, put away more hot dogs than anyone.",
          all_of(lowest("body weights (lbs)", "Cordelia"), highest("hot dogs eaten", "Cordelia"))),
         ("The 44-year-old ate eight fewer hot dogs than Bruno.", more_by("hot dogs eaten", "Bruno", "44", 8)),
         ("Evangeline is 5 years younger than Cordelia and ate four fewer.",
          all_of(more_by("ages", "Cordelia", "Evangeline", 5), more_by("hot dogs eaten", "Cordelia", "Evangeline", 4))),
         ("Ferdinand outweighs Desmond by 15 pounds; the heaviest contestant is younger than Ferdinand.",
          all_of(more_by("body weights (lbs)", "Ferdinand", "Desmond", 15), more("ages", "Ferdinand", "205"))),
         ("The 160-pound eater is twenty years younger than Desmond.", more_by("ages", "Desmond", "160", 20)),
         ("Bruno, who has taken the mustard belt home twice before, is ten years older than Evangeline.",
          more_by("ages", "Bruno", "Evangeline", 10))]),

    Puzzle("litter_picks_4x5",
        "Five local groups each adopted a stretch of the Calder Valley for a Saturday litter pick in September.",
        [("groups", ["Cubs", "Rotary Club", "rugby club", "sixth-formers", "Women's Institute"]),
         ("stretches", ["Abbey Meadow", "canal towpath", "Gorse Common", "Mill Lane", "Quarry Wood"]),
         ("dates", ["September 2", "September 9", "September 16", "September 23", "September 30"]),
         ("litter collected (lbs)", ["45", "60", "75", "90", "105"])],
        [("The five groups were the Cubs, the group that cleaned up Mill Lane, the one that went out on "
          "September 9, the group that collected 90 lbs, and the Women's Institute.",
          distinct("Cubs", "Mill Lane", "September 9", "90", "Women's Institute")),
         ("The rugby club's pick, the last of the month, brought in the most litter.",
          all_of(highest("dates", "rugby club"), highest("litter collected (lbs)", "rugby club"))),
         ("The canal towpath was cleared a week before the sixth-formers' pick.",
          more_by("dates", "sixth-formers", "canal towpath", 7)),
         ("The Abbey Meadow group gathered no more than 60 lbs.", one_of("Abbey Meadow", "45", "60")),
         ("Gorse Common's pick came two weeks after the Rotary Club's.",
          more_by("dates", "Gorse Common", "Rotary Club", 14)),
         ("The Women's Institute brought in 30 lbs more than the volunteers on Gorse Common.",
          more_by("litter collected (lbs)", "Women's Institute", "Gorse Common", 30))],
        numbers={"dates": [2, 9, 16, 23, 30]}),
)
PUZZLES = {p.name: p for p in _PUZZLES}
