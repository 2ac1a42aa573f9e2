"""Things standing in a numbered row have measures of their own.

Silos, towers or garden gnomes numbered 1 to 5 from the left name the things standing there:
"the largest silo" beside capacities is the fullest, "the tallest tower" beside heights the
tallest, "the most expensive gnome" beside prices the dearest (as "the oldest warehouse" beside
years built is the one built first). "The earliest film" beside screens numbered from the left
and start times is the first to start: "earlier" is never a place along a row. A measure no
category holds stays refused, as does a grade's price. A boat "tied up at the middle dock" is
moored there; "There are 4 more Birmingham Rollers than Fantails" among breeds of pigeons
counted in birds counts the birds of those breeds' lofts.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

SILOS = ("# Five grain silos stand in a row, numbered 1 to 5 from left to right.\nsilos : 1, 2, 3, 4, 5.\n"
         "roofs : black, blue, green, red, white.\n"
         "capacities : 2,000 bushels, 3,000 bushels, 4,000 bushels, 5,000 bushels, 6,000 bushels.\n")
TOWERS = ("# Five towers stand in a row, numbered 1 to 5 from left to right.\ntowers : 1, 2, 3, 4, 5.\n"
          "names : Bell Tower, Chapel Tower, Lion Tower, Maiden Tower, Well Tower.\n"
          "heights : 40 ft, 50 ft, 60 ft, 70 ft, 80 ft.\n")
GNOMES = ("# Five garden gnomes stand in a row, numbered 1 to 5 from left to right.\ngnomes : 1, 2, 3, 4, 5.\n"
          "names : Bramble, Chester, Dobbin, Fennel, Nutmeg.\nprices : $12, $18, $24, $30, $36.\n")
SCREENS = ("# A multiplex has five screens side by side, numbered 1 to 5 from left to right.\n"
           "screens : 1, 2, 3, 4, 5.\nfilms : Dark Harbor, Gold Rush, Last Orbit, Paper Moons, Wild Hearts.\n"
           "times : 6:45 pm, 7:00 pm, 7:15 pm, 7:30 pm, 7:45 pm.\n")
DOCKS = ("docks : 1, 2, 3, 4, 5.\nowners : Gus, Irene, Marty, Opal, Wes.\n"
         "boats : canoe, pontoon, rowboat, sailboat, speedboat.\n")
LOFTS = ("lofts : 1, 2, 3.\nbreeds : Birmingham Roller, Fantail, Homer.\nbirds : 12 birds, 16 birds, 20 birds.\n")
SILOS_ONLY = "# Five grain silos stand in a row.\nsilos : 1, 2, 3.\nroofs : black, blue, green.\n"


@pytest.mark.parametrize("header, sentence, expected", [
    (SILOS, "The largest silo has a white roof.", "same(capacities:6,000 bushels,roofs:white)"),
    (SILOS, "Silo 3 is larger than silo 2.", "less(silos:2,silos:3,capacities)"),
    (TOWERS, "The tallest tower is second from the left.", "same(heights:80 ft,towers:2)"),
    (GNOMES, "The cheapest gnome is Dobbin.", "same(prices:$12,names:Dobbin)"),
    (GNOMES, "The most expensive gnome is immediately to the right of Dobbin.",
     "offset(prices:$36,names:Dobbin,gnomes,1)"),
    (SCREENS, "The earliest film is Gold Rush.", "same(times:6:45 pm,films:Gold Rush)"),
    (DOCKS, "The pontoon is tied up at the middle dock.", "same(boats:pontoon,docks:3)"),
    (LOFTS, "There are 4 more Birmingham Rollers than Fantails.",
     "offset(breeds:Birmingham Roller,breeds:Fantail,birds,4)"),
    (LOFTS, "There are 4 fewer Homers than Fantails.", "offset(breeds:Homer,breeds:Fantail,birds,-4)"),
])
def test_things_in_a_row_have_their_own_measures(header, sentence, expected):
    assert relations(header, sentence) == [expected]


def test_a_measure_no_category_holds_is_refused():
    assert refused_at(SILOS_ONLY, "The largest silo has a green roof.").startswith("largest")


def test_tied_with_and_more_than_a_person_stay_refused():
    assert refused_at(DOCKS, "The pontoon is tied with the canoe.").startswith("tied")
    # a loft number, or the singular, is no count of one kind's birds
    assert refused_at(LOFTS, "There are 4 more Homers than loft 2.").startswith("4 more")
    assert refused_at(LOFTS, "There are 4 more Homer than Fantail.").startswith("4 more")
