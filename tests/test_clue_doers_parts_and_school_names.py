"""Values named the way puzzle books name them: the scholar of a field ("the astronomer" for
`astronomy`, "the linguist" for `linguistics`), the lowercase last word of a capitalised value
("the cat" for `Persian cat`), a word of a value before "-flavored" ("the lemon-flavored one" for
`lemon green tea`), a school's name with "High" ("Northfield High"), an airport's with
"Regional", "Intl." or "Airpark" ("Bixby Regional" for `Bixby` among airports; "Bass Rock Light"
among lighthouses), the first word of
a value with its category's noun ("the dinosaur exhibit" for `Dinosaur Eggs`); "Mr. Dale read last" in a
puzzle of times; "15 feet shorter" beside heights and depths. Each is read only where it names one
value or one category; otherwise it is refused.

Found in puzzles written in the manner of Puzzle Baron's and Penny Press's grids, where each was
refused.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

FIELDS = ("professors : Dr. Farley, Dr. Lund, Prof. Ames, Prof. Okoro, Dr. Vance.\n"
          "fields : astronomy, linguistics, physics, mathematics, photography.\n"
          "months : January, February, March, April, May.\n")
PETS = "sitters : Greta, Hal, Ines, Jory.\npets : cockatoo, Great Dane, iguana, Persian cat.\n" \
       "fees (dollars) : 120, 135, 150, 165.\n"
DRINKS = "children : Ana, Bo, Cleo.\ndrinks : lemon green tea, mango slush, taro latte.\n" \
         "prices : $4.50, $4.75, $5.00.\n"
SCHOOLS = "schools : Central, Eastside, Northfield.\nvenues : Hollis, Kemper, Marlow.\n" \
          "dates : May 18th, May 25th, June 1st.\n"
READERS = "readers : Dr. Patel, Mr. Dale, Mrs. Cruz.\nbooks : Corduroy, Madeline, Frog and Toad.\n" \
          "times : 10:00am, 11:00am, 12 noon.\n"
AIRPORTS = "airports : Bixby, Cole, Fenton.\npassengers : 1.2 million, 1.5 million, 1.8 million.\n"
EXHIBITS = "exhibits : Black Holes, Dinosaur Eggs, Light & Color.\nmonths : Jan., Feb., Mar.\n"
TEAMS = "teams : The Nerdles, Quiz Khalifa, Brainiacs.\ntables : 1, 2, 3.\n"
LIGHTHOUSES = "lighthouses : Bass Rock, Gull Point, Owl's Head.\nyears : 1828, 1839, 1850.\n"
SLIDES = "slides : Black Hole, Cannonball, Kraken.\nheights : 30 ft, 45 ft, 60 ft.\ndepths : 4 ft, 5 ft, 6 ft.\n"


@pytest.mark.parametrize("header, sentence, expected", [
    (FIELDS, "The astronomer will leave in May.", ["same(fields:astronomy,months:May)"]),
    (FIELDS, "The linguist will leave two months before Dr. Farley.",
     ["offset(fields:linguistics,professors:Dr. Farley,months,-2)"]),
    (FIELDS, "The physicist is Prof. Ames.", ["same(fields:physics,professors:Prof. Ames)"]),
    (FIELDS, "The mathematician will leave in January.", ["same(fields:mathematics,months:January)"]),
    (FIELDS, "The photographer is Dr. Vance.", ["same(fields:photography,professors:Dr. Vance)"]),
    (PETS, "The cat's sitter charged $15 less than Jory.",
     ["offset(pets:Persian cat,sitters:Jory,fees (dollars),-15)"]),
    (PETS, "Hal looked after the cat.", ["same(sitters:Hal,pets:Persian cat)"]),
    (PETS, "The iguana job paid more than the cat job.", ["less(pets:Persian cat,pets:iguana,fees (dollars))"]),
    (DRINKS, "The lemon-flavored one was the cheapest.", ["same(drinks:lemon green tea,prices:$4.50)"]),
    (DRINKS, "Bo's drink was mango-flavored.", ["same(children:Bo,drinks:mango slush)"]),
    (DRINKS, "Either Ana or Bo ordered the lemon-flavoured one.",
     ["one_of([same(children:Ana,drinks:lemon green tea),same(children:Bo,drinks:lemon green tea)])"]),
    (SCHOOLS, "Northfield High graduates on June 1st.", ["same(schools:Northfield,dates:June 1st)"]),
    (SCHOOLS, "Northfield High School graduates a week after Central.",
     ["offset(schools:Northfield,schools:Central,dates,7)"]),
    (AIRPORTS, "Bixby Regional handled 300,000 fewer passengers than Fenton Intl.",
     ["offset(airports:Bixby,airports:Fenton,passengers,-300000)"]),
    (AIRPORTS, "Cole County handled the most passengers.", ["same(airports:Cole,passengers:1.8 million)"]),
    (LIGHTHOUSES, "Gull Point Light was built 11 years before Bass Rock Light.",
     ["offset(lighthouses:Gull Point,lighthouses:Bass Rock,years,-11)"]),
    (AIRPORTS, "Fenton Airpark handled 0.3 million more passengers than Bixby Municipal.",
     ["offset(airports:Fenton,airports:Bixby,passengers,300000)"]),
    (EXHIBITS, "Black Holes opened 2 months after the dinosaur exhibit.",
     ["offset(exhibits:Black Holes,exhibits:Dinosaur Eggs,months,2)"]),
    (EXHIBITS, "The Light exhibit opened in Jan.", ["same(exhibits:Light & Color,months:Jan.)"]),
    # "the team" is no first word of `The Nerdles`: any team
    (TEAMS, "The team at table 1 is the Brainiacs.", ["same(tables:1,teams:Brainiacs)"]),
    (READERS, "Mr. Dale read last.", ["same(readers:Mr. Dale,times:12 noon)"]),
    (READERS, "Mrs. Cruz read first.", ["same(readers:Mrs. Cruz,times:10:00am)"]),
    (READERS, "Dr. Patel wrote first.", ["same(readers:Dr. Patel,times:10:00am)"]),
    (SLIDES, "The Cannonball is 15 feet shorter than the Kraken.",
     ["offset(slides:Cannonball,slides:Kraken,heights,-15)"]),
    (SLIDES, "The Cannonball is shorter than the Kraken.", ["less(slides:Cannonball,slides:Kraken,heights)"]),
])
def test_read(header, sentence, expected):
    assert relations(header, sentence) == expected


@pytest.mark.parametrize("header, sentence, word", [
    # "the cat" when two values are cats; "York" is no part of `New York`
    ("sitters : Greta, Hal.\npets : Persian cat, Siamese cat.\n", "Hal looked after the cat.", "Hal"),
    ("people : Ann, Bob.\ncities : New York, Boston.\n", "Ann went to York.", "York"),
    # "lemon" in two values: which drink is lemon-flavored?
    ("children : Ana, Bo.\ndrinks : lemon green tea, lemon soda.\n", "Ana had the lemon-flavored one.", "Ana"),
    # "High" after a value that is no school
    ("people : Ann, Bob.\nvenues : Hollis, Kemper.\n", "Ann sang at Hollis High.", "High"),
    # "the dinosaur" without the category's noun
    (EXHIBITS, "The dinosaur opened in Jan.", "The dinosaur"),
    # a stadium is another kind of place than an airport
    (AIRPORTS, "Fenton Stadium handled the most passengers.", "Stadium"),
    # "read last" in a puzzle with no order of events
    ("readers : Ann, Bob.\nages : 30, 40.\n", "Ann read last.", "last"),
    # "shorter" beside lengths and heights: less long or less tall?
    ("slides : Kraken, Twister.\nheights : 30 ft, 45 ft.\nlengths : 100 ft, 200 ft.\n",
     "The Kraken is shorter than the Twister.", "shorter"),
])
def test_refused(header, sentence, word):
    assert refused_at(header, sentence).startswith(word)


def test_a_flavour_value_of_its_own_is_the_one_named():
    # beside a value `lemon`, "lemon-flavored" is the flavour, never the drink with lemon in it
    header = "children : Ana, Bo.\nflavors : lemon, lime.\ndrinks : lemon soda, cola.\n"
    assert relations(header, "Ana had the lemon-flavored one.") == ["same(children:Ana,flavors:lemon)"]


@pytest.mark.parametrize("sentence, expected", [
    ("Ardmore, the busiest of the three, ranked third.",
     ["same(airports:Ardmore,passengers:1.8 million)", "same(airports:Ardmore,ranks:third)"]),
    ("Bixby was busier than Cole.", ["less(airports:Cole,airports:Bixby,passengers)"]),
])
def test_busier_counts_the_passengers(sentence, expected):
    header = "airports : Ardmore, Bixby, Cole.\npassengers : 1.2 million, 1.5 million, 1.8 million.\n" \
             "ranks : first, second, third.\n"
    assert relations(header, sentence) == expected


def test_busier_without_a_count_of_people_is_refused():
    # a sitter's fee is no count of who came: "busier" compares nothing here
    assert refused_at(PETS, "Hal was busier than Greta.").startswith("busier")
