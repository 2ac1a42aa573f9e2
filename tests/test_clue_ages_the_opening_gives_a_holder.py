"""A category of ages whose opening says whose they are: "Match each rider to the horse, the
*horse's* age and the time" makes `ages` the horses' ages, as a category named `horse's age`
would: "Emma's horse is 2 years older than Abby's" and "Ben rode the youngest horse" read. Without
it, or when the opening gives the ages to people ("the candidate's age"), they stay the people's.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

CATEGORIES = "riders : Abby, Ben, Emma.\nhorses : Copper, Jasper, Nutmeg.\nages : 7, 9, 11.\n"
HORSES = "# Match each rider to the horse and the horse's age.\n" + CATEGORIES
PLAIN = "# Match each rider to the horse and the age.\n" + CATEGORIES


@pytest.mark.parametrize("sentence, expected", [
    ("Emma's horse is 2 years older than Abby's.", ["offset(riders:Emma,riders:Abby,ages,2)"]),
    ("Ben rode the youngest horse.", ["same(riders:Ben,ages:7)"]),
    ("Copper is older than Jasper.", ["less(horses:Jasper,horses:Copper,ages)"]),
])
def test_read(sentence, expected):
    assert relations(HORSES, sentence) == expected


@pytest.mark.parametrize("sentence, refused", [
    ("Ben rode the youngest horse.", "youngest"),
    ("Emma's horse is 2 years older than Abby's.", "2 years older"),
])
def test_without_the_holder_the_ages_stay_the_riders(sentence, refused):
    assert refused_at(PLAIN, sentence).startswith(refused)


def test_the_horses_ages_are_no_riders_age():
    assert refused_at(HORSES, "Emma is older than Ben.").startswith("older")
