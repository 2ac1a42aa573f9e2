"""Places counted along a row without "away", "not next to" between two named things, time
spent away, the fastest where the time taken is counted in days, a possessive standing for the
thing compared, and "the last ship in" beside berths and arrival times.

"The Skoda driver is exactly two pumps from the Fiat driver" is two pumps apart, as "two pumps
away from" is; "Anke's mill is not next to the mill with black sails" names two mills (as a
puzzle book means it: had Anke's mill black sails the clue would not be said so), so the two
differ as well as not being side by side; "Shauna was away two nights more than Nate" counts
nights; "finished fastest" beside `days taken` is the fewest days; "The Bell team outweighed
Bronagh's by 40 lbs" beside teams, captains and team weights is Bronagh's team. "The Dorado was
the last ship in" beside a row of berths and arrival times is the last to arrive (it was read as
the last berth): a row of berths, piers, pegs, pumps or tills is a row of places, as houses are.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

PUMPS = "pumps : 1, 2, 3, 4.\ndrivers : Callum, Deepa, Eamon, Freya.\ncars : Audi, Fiat, Skoda, Volvo.\n"
MILLS = "mills : first, second, third, fourth, fifth.\nmillers : Anke, Bram, Cees, Dirk, Evert.\n" \
        "sails : black, blue, green, red, white.\n"
TRIPS = "students : Carly, Derek, Nate, Shauna.\nnights : 3 nights, 4 nights, 5 nights, 6 nights.\n" \
        "costs : $450, $600, $725, $850.\n"
HIKERS = "hikers : Amara, Bastian, Celine, Dario.\ndays taken : 98, 112, 126, 140.\n" \
         "pack weights (lbs) : 18, 20, 22, 24.\n"
PORT = "ships : Aldebaran, Borealis, Dorado, Fornax.\nberths : Berth 1, Berth 2, Berth 3, Berth 4.\n" \
       "arrivals : 6:00am, 9:00am, 12 noon, 3:00pm.\n"
TUG = "teams : Anchor, Bell, Crown, Swan.\ncaptains : Bronagh, Declan, Fergal, Orla.\n" \
      "team weights : 1,380 lbs, 1,420 lbs, 1,460 lbs, 1,500 lbs.\n"


@pytest.mark.parametrize("header, sentence, expected", [
    (PUMPS, "The Skoda driver is exactly two pumps from the Fiat driver.", ["distance(cars:Skoda,cars:Fiat,pumps,2)"]),
    (PUMPS, "The Skoda driver is two pumps from the Fiat driver.", ["distance(cars:Skoda,cars:Fiat,pumps,2)"]),
    (PUMPS, "Deepa is exactly two pumps away from Eamon.", ["distance(drivers:Deepa,drivers:Eamon,pumps,2)"]),
    (PUMPS, "Callum is one pump from the Audi.", ["distance(drivers:Callum,cars:Audi,pumps,1)"]),
    (MILLS, "The black mill is exactly two mills from the white one.", ["distance(sails:black,sails:white,mills,2)"]),
    (MILLS, "Anke's mill is not next to the mill with black sails.",
     ["different(millers:Anke,sails:black)", "not(distance(millers:Anke,sails:black,mills,1))"]),
    (MILLS, "Anke and Bram are not next to each other.",
     ["different(millers:Anke,millers:Bram)", "not(distance(millers:Anke,millers:Bram,mills,1))"]),
    # under "nobody" the one who keeps the goat may be Anke: only the relation is denied
    (MILLS + "animals : donkey, goat, horse, pig, sheepdog.\n", "Nobody who keeps a goat is next to Anke.",
     ["not(distance(animals:goat,millers:Anke,mills,1))"]),
    (TRIPS, "Shauna was away two nights more than Nate.", ["offset(students:Shauna,students:Nate,nights,2)"]),
    (TRIPS, "Shauna was away for 2 more nights than Nate.", ["offset(students:Shauna,students:Nate,nights,2)"]),
    (TRIPS, "Carly was away longer than Derek.", ["less(students:Derek,students:Carly,nights)"]),
    (HIKERS, "Bastian finished fastest of all.", ["same(hikers:Bastian,days taken:98)"]),
    (HIKERS, "Dario was slower than Amara.", ["less(hikers:Amara,hikers:Dario,days taken)"]),
    # a row of berths beside arrival times: "the last ship (in)" is the last to arrive, not berth 4
    (PORT, "The Dorado was the last ship in.", ["same(ships:Dorado,arrivals:3:00pm)"]),
    (PORT, "The Dorado was the first one in, and it docked at Berth 2.",
     ["same(ships:Dorado,arrivals:6:00am)", "same(ships:Dorado,berths:Berth 2)"]),
    (PORT, "The Fornax was the last ship.", ["same(ships:Fornax,arrivals:3:00pm)"]),
    (PORT, "The Fornax docked at the last berth.", ["same(ships:Fornax,berths:Berth 4)"]),
    (TUG, "The Bell team outweighed Bronagh's by 40 lbs.", ["offset(teams:Bell,captains:Bronagh,team weights,40)"]),
    (TUG, "The Bell team was 40 lbs heavier than Bronagh's.", ["offset(teams:Bell,captains:Bronagh,team weights,40)"]),
])
def test_read(header, sentence, expected):
    assert relations(header, sentence) == expected


@pytest.mark.parametrize("header, sentence, word", [
    (PUMPS, "The Skoda driver is two pumps from the end.", "end"),  # which end?
    (TRIPS, "Shauna was away 2 miles more than Nate.", "away"),  # a distance, not a stay
    (TUG, "Bronagh was heavier than Declan.", "heavier"),  # the captains are not weighed
])
def test_refused(header, sentence, word):
    assert refused_at(header, sentence).startswith(word)
