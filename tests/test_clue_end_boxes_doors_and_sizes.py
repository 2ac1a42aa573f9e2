"""Row readings and the choice of category: "delivered to one of the end mailboxes" (or "to an end mailbox") is at one
end of the row, as "in one of the end booths" is; "the white-doored house" (a value of `doors`
joined to its category's noun made an adjective) is the house with the white door.
"""

from __future__ import annotations

import pytest

from relation_text import relations

BOXES = "# Four mailboxes stand in a row, numbered 1 to 4 from left to right.\n" \
        "mailboxes : 1, 2, 3, 4.\nfamilies : Abbotts, Hales, Morenos, Quinns.\n" \
        "newspapers : Chronicle, Globe, Ledger, Post.\n"
HOUSES = "# Five townhouses stand in a row, numbered 1 to 5 from left to right.\n" \
         "houses : 1, 2, 3, 4, 5.\nnationalities : Brit, Dane, Norwegian, Pole, Swede.\n" \
         "doors : black, blue, green, red, white.\n"
AT_AN_END = ["any_of([same(newspapers:Chronicle,mailboxes:1),same(newspapers:Chronicle,mailboxes:4)])"]


@pytest.mark.parametrize("header, sentence, expected", [
    (BOXES, "The Chronicle is delivered to one of the end mailboxes.", AT_AN_END),
    (BOXES, "The Chronicle goes to an end mailbox.", AT_AN_END),
    (HOUSES, "The white-doored house is immediately to the right of the red-doored house.",
     ["offset(doors:white,doors:red,houses,1)"]),
    (HOUSES, "The Dane lives in the blue-doored house.", ["same(nationalities:Dane,doors:blue)"]),
])
def test_read(header, sentence, expected):
    assert relations(header, sentence) == expected


SHIFTS = "volunteers : Agatha, Bertrand, Cosima.\ndates : March 2nd, March 5th, March 9th.\n" \
         "start times : 9:00pm, 10:00pm, 11:00pm.\n"
BANDS = "bands : Eastbrook, Lincoln, Westview.\nscores : 81, 84, 87.\nmembers : 48, 56, 64.\n"
TURBINES = "sites : Carrick Hill, Drumlin Moor, Gorsey Bank.\ntip heights (feet) : 290, 320, 350.\n" \
           "outputs : 1.5 MW, 2.0 MW, 2.5 MW.\n"


@pytest.mark.parametrize("header, sentence, expected", [
    # the time of day, not the date
    (SHIFTS, "Cosima started later in the evening than Bertrand.",
     ["less(volunteers:Bertrand,volunteers:Cosima,start times)"]),
    # a band's size is its members; what a turbine produces is its output
    (BANDS, "Eastbrook, the largest band, scored the lowest.", ["same(bands:Eastbrook,members:64)",
                                                                 "same(bands:Eastbrook,scores:81)"]),
    (TURBINES, "Carrick Hill produces less than Gorsey Bank.",
     ["less(sites:Carrick Hill,sites:Gorsey Bank,outputs)"]),
])
def test_which_category(header, sentence, expected):
    assert relations(header, sentence) == expected
