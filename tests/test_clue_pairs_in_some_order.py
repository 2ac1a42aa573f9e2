"""Two things paired with two others in some order, as Dell-style puzzles print it with the
words in the middle: "Lyra and the 30-meter dish are, in some order, the Mt. Wren telescope and
the one finished in 1982" (of the two, one is each); the two on the left may be named by "the
one 15 km deep" or "the estate at 1,350 m" as well as by a name.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

PEOPLE = "names : Ann, Bob, Cy, Dee.\npets : cat, dog, rabbit, parrot.\nages : 30, 31, 32, 33.\n"
QUAKES = "quakes : Alta Vista, Bell Harbor, Coldwater.\nyears : 1906, 1923, 1940.\n" \
         "magnitudes : 6.1, 6.4, 7.3.\ndepths (km) : 10, 15, 20.\n"
ESTATES = "estates : Glenmore, Kanchan, Ambewela.\naltitudes : 1,200 m, 1,350 m, 1,500 m.\n" \
          "months : Feb., Mar., Apr.\nprices : $18.50, $21.00, $28.50.\n"


@pytest.mark.parametrize("header, sentence, expected", [
    (PEOPLE, "Ann and the 31-year-old are, in some order, the cat owner and the dog owner.",
     ["pair(names:Ann,ages:31,pets:cat,pets:dog)"]),
    (PEOPLE, "Ann and Bob are, in no particular order, the cat owner and the 33-year-old.",
     ["pair(names:Ann,names:Bob,pets:cat,ages:33)"]),
    (PEOPLE, "The owners of the cat and the dog are, in some order, Ann and Bob.",
     ["pair(pets:cat,pets:dog,names:Ann,names:Bob)"]),
    (QUAKES, "The Bell Harbor quake and the one 15 km deep were the 1906 quake and the 7.3 quake, though not "
             "necessarily in that order.", ["pair(quakes:Bell Harbor,depths (km):15,years:1906,magnitudes:7.3)"]),
    (QUAKES, "The Bell Harbor quake and the one 15 km deep were the 1906 quake and the 7.3 quake, respectively.",
     ["same(quakes:Bell Harbor,years:1906)", "same(depths (km):15,magnitudes:7.3)"]),
    (QUAKES, "The Bell Harbor quake and the one 15 km deep were the 1906 quake and the 7.3 quake, in that order.",
     ["same(quakes:Bell Harbor,years:1906)", "same(depths (km):15,magnitudes:7.3)"]),
    (PEOPLE, "Ann and Bob are 30 and 33 respectively.", ["same(names:Ann,ages:30)", "same(names:Bob,ages:33)"]),
    (PEOPLE, "Ann, Bob and Cy are 30, 31 and 33, in that order.",
     ["same(names:Ann,ages:30)", "same(names:Bob,ages:31)", "same(names:Cy,ages:33)"]),
    (ESTATES, "Glenmore and the estate at 1,350 m are, in some order, the one paid $28.50 a kilo and the one "
              "whose tea was bought in April.", ["pair(estates:Glenmore,altitudes:1,350 m,prices:$28.50,months:Apr.)"]),
])
def test_read(header, sentence, expected):
    assert relations(header, sentence) == expected


def test_a_list_of_three_in_some_order_in_the_middle_is_refused():
    sentence = "Ann, Bob and Cy are, in some order, the cat owner, the dog owner and the 33-year-old."
    assert refused_at(PEOPLE, sentence).startswith("Ann")
