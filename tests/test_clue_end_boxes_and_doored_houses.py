"""Two row readings: "delivered to one of the end mailboxes" (or "to an end mailbox") is at one
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
