"""Values that name the steps of a scale with one word and a number (``Category 1`` to
``Category 5`` hurricanes, ``Force 4`` winds, ``Level 2`` climbs) are an order: "a higher
category" and "one category weaker" compare them, and "stronger" does beside a category named
for strength.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

STORMS = "hurricanes : Alma, Boyd, Cora.\nstrengths : Category 1, Category 3, Category 4.\n" \
         "states : Maine, Ohio, Texas.\n"
WINDS = "sailors : Ann, Bob, Cy.\nwinds : Force 4, Force 6, Force 8.\nboats : Ajax, Bolt, Cirrus.\n"


@pytest.mark.parametrize("header, sentence, expected", [
    (STORMS, "The strongest storm hit Texas.", ["same(strengths:Category 4,states:Texas)"]),
    (STORMS, "Alma was stronger than Boyd.", ["less(hurricanes:Boyd,hurricanes:Alma,strengths)"]),
    (STORMS, "Alma was a higher category than Boyd.", ["less(hurricanes:Boyd,hurricanes:Alma,strengths)"]),
    (STORMS, "The Maine storm was one category weaker than Cora.",
     ["offset(states:Maine,hurricanes:Cora,strengths,-1)"]),
    (STORMS, "Alma was a Category 3 storm.", ["same(hurricanes:Alma,strengths:Category 3)"]),
    (WINDS, "Ann sailed in a wind two forces higher than Bob's.", ["offset(sailors:Ann,sailors:Bob,winds,2)"]),
])
def test_read(header, sentence, expected):
    assert relations(header, sentence) == expected


def test_stronger_needs_a_category_named_for_strength():
    assert refused_at(WINDS, "Ann sailed in a stronger wind than Bob.").startswith("stronger")
