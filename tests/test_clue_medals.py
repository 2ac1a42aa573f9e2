"""Medals in a contest of places: "won the gold medal", "took silver", "earned bronze" are first,
second and third place, whatever the verb of winning; "won the silver salver" (a prize of its
own) and a medal beside a category whose values are the metals are not read so.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

FINAL = "# Four sprinters ran in the final of the 100 metres.\n" \
        "sprinters : Ann, Bob, Cy, Dee.\nplaces : 1st, 2nd, 3rd, 4th.\ncountries : Chile, Fiji, Peru, Togo.\n"
TROPHIES = "players : Ann, Bob, Cy.\nplaces : 1st, 2nd, 3rd.\ntrophies : gold, silver, bronze.\n"


@pytest.mark.parametrize("sentence, expected", [
    ("Ann won the gold medal.", ["same(sprinters:Ann,places:1st)"]),
    ("Ann won a silver medal.", ["same(sprinters:Ann,places:2nd)"]),
    ("Ann took bronze.", ["same(sprinters:Ann,places:3rd)"]),
    ("The sprinter who won silver is from Fiji.", ["same(places:2nd,countries:Fiji)"]),
    ("Ann, who won gold, is from Fiji.", ["same(sprinters:Ann,places:1st)", "same(sprinters:Ann,countries:Fiji)"]),
    ("Ann earned silver, and Bob took gold.", ["same(sprinters:Ann,places:2nd)", "same(sprinters:Bob,places:1st)"]),
])
def test_medals_are_places(sentence, expected):
    assert relations(FINAL, sentence) == expected


def test_a_prize_of_its_own_is_refused():
    assert refused_at(FINAL, "Ann won the silver salver.").startswith("won")


def test_metals_a_category_holds_are_its_values():
    assert relations(TROPHIES, "Ann won the gold.") == ["same(players:Ann,trophies:gold)"]
