"""Scores as a contest's result: "won the tournament with the top score" (won, and had the top
score, as "won with the top score" reads), and "three points ahead of" beside bare scores (three
more points, as "three points more than" reads); an amount the scores are not counted in is
refused.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

MARBLES = "players : Dana, Eli, Fern, Gus.\nshooters : clearie, onionskin, swirl, cat's eye.\n" \
          "scores : 12, 15, 18, 21.\n"
AGES = "kids : Ann, Bob, Cy.\nages : 12, 15, 18.\ntowns : Ayr, Bude, Cove.\n"


@pytest.mark.parametrize("sentence, expected", [
    ("Fern won the tournament with the top score.", ["same(players:Fern,scores:21)"]),
    ("Fern won the tournament with 21 points.", ["same(players:Fern,scores:21)"]),
    ("Fern won the tournament with the swirl.", ["same(players:Fern,scores:21)", "same(players:Fern,shooters:swirl)"]),
    ("Gus finished three points ahead of Eli.", ["offset(players:Gus,players:Eli,scores,3)"]),
    ("Gus was 3 points behind Eli.", ["offset(players:Gus,players:Eli,scores,-3)"]),
])
def test_read(sentence, expected):
    assert relations(MARBLES, sentence) == expected


@pytest.mark.parametrize("header, sentence, refused", [
    (MARBLES, "Fern won the tournament with the help of Gus.", "help"),
    (MARBLES, "Gus finished 3 places ahead of Eli.", "3 places ahead"),  # no places here
    (AGES, "Ann finished 3 points ahead of Bob.", "3 points ahead"),  # ages are no score
])
def test_refused(header, sentence, refused):
    assert refused_at(header, sentence).startswith(refused)
