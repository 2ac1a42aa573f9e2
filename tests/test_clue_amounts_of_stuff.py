"""An amount with the stuff it measures ("more than 20 inches of snow", "4 more inches of snow
than", "10 more pounds of apples than"): the stuff is passed over where the category's name or
the puzzle's opening says it is what the category measures; otherwise ("inches of rain" beside
snowfall, "hours of sleep" beside hours worked) the clue is refused.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

SNOW = "towns : Alder, Birch, Cedar.\nsnowfall (inches) : 14, 18, 22.\n"
APPLES = "# How many pounds of apples each picker filled.\npickers : Amir, Bea, Cal.\nweights (pounds) : 30, 40, 50.\n"
HOURS = "# The hours each one worked.\npeople : Amir, Bea, Cal.\nhours (worked) : 30, 40, 50.\n"


@pytest.mark.parametrize("header, sentence, expected", [
    (SNOW, "Birch got less than 20 inches of snow.",
     ["any_of([same(towns:Birch,snowfall (inches):14),same(towns:Birch,snowfall (inches):18)])"]),
    (SNOW, "Birch got 4 more inches of snow than Alder.", ["offset(towns:Birch,towns:Alder,snowfall (inches),4)"]),
    (SNOW, "Birch got 22 inches of snow.", ["same(towns:Birch,snowfall (inches):22)"]),
    (APPLES, "Amir picked 10 more pounds of apples than Bea.",
     ["offset(pickers:Amir,pickers:Bea,weights (pounds),10)"]),
    (APPLES, "Amir picked more than 35 pounds of apples.",
     ["any_of([same(pickers:Amir,weights (pounds):40),same(pickers:Amir,weights (pounds):50)])"]),
])
def test_read(header, sentence, expected):
    assert relations(header, sentence) == expected


@pytest.mark.parametrize("header, sentence, word", [
    (SNOW, "Birch got 4 more inches of rain than Alder.", "4 more"),
    (SNOW, "Birch got more than 20 inches of rain.", "20 inches"),
    (HOURS, "Amir got 10 more hours of sleep than Bea.", "10 more"),
])
def test_refused(header, sentence, word):
    assert refused_at(header, sentence).startswith(word)
