"""Places in a row counted from one end, as Einstein puzzles print them: "second from the right",
"the third booth from the left", "two doors from", "two places from", "two doors down from".
A row is numbered from the left (as "to the left of" reads it), so "second from the right" of
five is the fourth; places in a race have no left or right, and "in the final" is the race the
opening tells of, never the last place.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

BOOTHS = "# Five tollbooths stand side by side, numbered 1 to 5 from left to right.\n" \
         "booths : 1, 2, 3, 4, 5.\nattendants : Gail, Howard, Imran, Judy, Kwame.\n"
HOUSES = "houses : 1, 2, 3, 4, 5.\npeople : Ann, Bob, Cid, Dee, Eve.\npets : cat, dog, fish, bird, horse.\n"
FINAL = "# Five sprinters line up for the 100 metres final.\nlanes : 1, 2, 3, 4, 5.\n" \
        "runners : Ann, Bob, Cid, Dee, Eve.\nages : 21, 23, 25, 27, 29.\n"


@pytest.mark.parametrize("header, sentence, expected", [
    (BOOTHS, "Gail's booth is second from the right.", ["same(attendants:Gail,booths:4)"]),
    (BOOTHS, "Gail is in the second booth from the right.", ["same(attendants:Gail,booths:4)"]),
    (BOOTHS, "Gail works in the first booth from the right.", ["same(attendants:Gail,booths:5)"]),
    (BOOTHS, "Gail's booth is third from the left.", ["same(attendants:Gail,booths:3)"]),
    (BOOTHS, "Gail's booth is two places from Howard's.", ["distance(attendants:Gail,attendants:Howard,booths,2)"]),
    (HOUSES, "Ann lives in the second house from the right.", ["same(people:Ann,houses:4)"]),
    (HOUSES, "The cat is kept two doors from Bob.", ["distance(pets:cat,people:Bob,houses,2)"]),
    (HOUSES, "Ann lives two doors down from Bob.", ["distance(people:Ann,people:Bob,houses,2)"]),
    (FINAL, "Ann is the oldest runner in the final.", ["same(runners:Ann,ages:29)"]),
    (FINAL, "Ann ran in the final lane.", ["same(runners:Ann,lanes:5)"]),
])
def test_read(header, sentence, expected):
    assert relations(header, sentence) == expected


def test_a_final_the_opening_does_not_tell_of_is_refused():
    header = "lanes : 1, 2, 3.\nrunners : Ann, Bob, Cid.\nages : 21, 23, 25.\n"
    assert refused_at(header, "Ann was the oldest runner in the final.").startswith("final")


def test_doors_beside_a_row_of_booths_are_refused():
    assert refused_at(BOOTHS, "Gail's booth is two doors from Howard's.").startswith("two")
