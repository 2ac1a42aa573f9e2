"""Three readings that took a word for a value or a category it only resembles, refused now:
another stuff after "more" ("Avon got more rain than Bree" beside ``snowfall``: "rain" is
neither the category's stuff, nor a kind of measure, nor in the opening), a proper name that
holds a lowercase value's word ("the Bass River" beside ``fish : bass``), and "won the
semifinal" where the opening tells of the final (a stage of the contest, not its result).
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

SNOW = "towns : Avon, Bree, Colm.\nsnowfall : 10 inches, 20 inches, 30 inches.\nmonths : January, February, March.\n"
MILK = "# Three cows each gave a different amount of milk.\n" \
       "cows : Daisy, Bella, Rosie.\nyields : 10 liters, 12 liters, 14 liters.\nfarmers : Ann, Bob, Cy.\n"
WALKS = "walkers : Ann, Bob, Cy.\ndistances : 2 miles, 3 miles, 4 miles.\ndogs : Rex, Fido, Spot.\n"
FISH = "anglers : Mr. Crane, Mr. Hart, Mr. Lyle.\nfish : bass, carp, pike.\nweights : 2 pounds, 3 pounds, 4 pounds.\n"
VENUES = "venues : Hollis, Delta, Orion.\nbands : Ash, Birch, Cedar.\nyears : 2001, 2002, 2003.\n"
FINAL = "# Four sprinters ran in the final of the 100 metres.\n" \
        "sprinters : Ann, Bob, Cy, Dee.\nplaces : 1st, 2nd, 3rd, 4th.\ncountries : Chile, Fiji, Peru, Togo.\n"


@pytest.mark.parametrize("header, sentence, refused", [
    (SNOW, "Avon got more rain than Bree.", "more"),
    (SNOW, "Avon had more sunshine than Bree.", "more"),
    (SNOW, "Avon got more sand than Colm.", "more"),
    (WALKS, "Ann drank more water than Bob.", "more"),
    (FISH, "Mr. Hart fished the Bass River.", "River"),
    (FISH, "The angler at Crane Lake caught the carp.", "Lake"),
    (FINAL, "Ann won the semifinal.", "won"),
    (FINAL, "The sprinter from Fiji won the qualifier.", "won"),
])
def test_refused(header, sentence, refused):
    assert refused_at(header, sentence).startswith(refused)


@pytest.mark.parametrize("header, sentence, expected", [
    (SNOW, "Avon got more snow than Bree.", ["less(towns:Bree,towns:Avon,snowfall)"]),
    (MILK, "Daisy gave more milk than Bella.", ["less(cows:Bella,cows:Daisy,yields)"]),
    (WALKS, "Ann covered more ground than Bob.", ["less(walkers:Bob,walkers:Ann,distances)"]),
    (VENUES, "The Ash band played Hollis Arena in 2001.", ["same(bands:Ash,venues:Hollis)",
                                                          "same(bands:Ash,years:2001)"]),
    (FINAL, "Ann won the final.", ["same(sprinters:Ann,places:1st)"]),
    (FINAL, "Ann won the race.", ["same(sprinters:Ann,places:1st)"]),
])
def test_read(header, sentence, expected):
    assert relations(header, sentence) == expected
