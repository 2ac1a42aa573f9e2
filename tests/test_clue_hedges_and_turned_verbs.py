"""Words that hedge, turn or move what a clue says are refused, never passed over as story.

Found by a black-box search against an independent brute force (1,708 confident misreads in 14
families of 122): "Cid denies drinking milk" and "Lou forgoes tea" were read as drinking it, "isn't
always from Utah" as "isn't from Utah", "Eve seemingly arrived last" as arriving last, "older at
heart" or "first in training" as the grid's own order, "Ned parks next to Max" and "lives next to
Cid's car" beside a row of houses as neighbours' houses, "has to drink cocoa" as drinking it.
Ordinary puzzle English around them is still read: "finally", "argued about zoos", "went off at
8-1", "is going to Paris", "borrowed 5 more books", "sits next to" under a row of umbrellas.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

HOUSES = "houses : 1, 2, 3.\npeople : Ann, Bob, Cid.\ncolors : red, white, blue.\ndrinks : milk, tea, cocoa.\n" \
         "ages : 20, 30, 40.\npets : dog, cat, fish.\n"
RACE = "runners : Ann, Bob, Cid.\nplaces : 1st, 2nd, 3rd.\n"


@pytest.mark.parametrize("sentence, word", [
    # verbs that deny, give up or only want
    ("Cid denies drinking milk.", "denies"),
    ("Ann forgoes tea.", "forgoes"),
    ("Bob eschews cocoa.", "eschews"),
    ("Ann renounced tea.", "renounced"),
    ("Cid craves cocoa.", "craves"),
    ("Ann longs for tea.", "longs"),
    ("Bob went off milk.", "off"),
    ("Bob swore off milk.", "swore"),
    ("Ann is sick of tea.", "sick"),
    ("Ann is no fan of tea.", "fan"),
    ("Ann can't stand tea.", "stand"),
    ("Ann lies about drinking tea.", "about"),
    ("Ann boasts of being older than Bob.", "being"),
    ("Ann imagines being older than Bob.", "imagines"),
    # hedges
    ("Cid isn't always 30.", "always"),
    ("Cid doesn't necessarily drink tea.", "necessarily"),
    ("Cid is not certainly older than Bob.", "certainly"),
    ("Ann seemingly drinks tea.", "seemingly"),
    ("Ann arguably drinks tea.", "arguably"),
    ("Ann mostly drinks tea.", "mostly"),
    ("Ann is mentally older than Bob.", "mentally"),
    ("Ann drinks tea at the moment.", "moment"),
    ("Ann drinks tea in a sense.", "sense"),
    ("Ann kind of drinks tea.", "kind"),
    ("I think Ann drinks tea.", "think"),
    ("Chances are Ann drinks tea.", "Chances"),
    ("Ann steers clear of tea.", "steers"),
    ("Ann is missing the tea.", "missing"),
    # another occasion or way of being
    ("Ann is older than Bob at heart.", "heart"),
    ("Ann is older than Bob on paper.", "paper"),
    ("Ann is older than Bob in spirit.", "spirit"),
    ("Ann drank tea as a child.", "child"),
    # what one must or will do
    ("Ann has to drink tea.", "to"),
    ("Ann needs to drink tea.", "to"),
    ("Ann is going to be 30.", "to"),
    ("Ann ought to drink tea.", "ought"),
    # a thing held by one and then another: not that the first comes before the other
    ("Ann owned the dog before Bob.", "owned"),
    ("Ann lived in the red house before Bob.", "lived"),
    ("Ann had the dog earlier than Bob did.", "had"),
    # another verb of place, or another thing, beside a row of houses
    ("Ann parks next to Bob.", "parks"),
    ("Ann grew up next to Bob.", "grew"),
    ("Ann was born directly to the right of Bob.", "born"),
    ("Ann rents a garage next to Bob.", "garage"),
    ("Ann lives next to Bob's car.", "car"),
    ("Ann lives next to the white car.", "car"),
    ("Ann lives next to the white door.", "door"),
])
def test_refused(sentence, word):
    assert refused_at(HOUSES, sentence).startswith(word)


@pytest.mark.parametrize("sentence, expected", [
    ("Ann finally drinks tea.", ["same(people:Ann,drinks:tea)"]),
    ("Ann drinks a kind of tea.", ["same(people:Ann,drinks:tea)"]),
    ("Ann lives next to Bob.", ["distance(people:Ann,people:Bob,houses,1)"]),
    ("Ann lives in the house next to the tea drinker.", ["distance(people:Ann,drinks:tea,houses,1)"]),
    ("Ann's house is immediately to the left of the white house.", ["offset(people:Ann,colors:white,houses,-1)"]),
    ("Ann is precisely 10 years older than Bob.", ["offset(people:Ann,people:Bob,ages,10)"]),
])
def test_read(sentence, expected):
    assert relations(HOUSES, sentence) == expected


@pytest.mark.parametrize("header, sentence, expected", [
    ("debaters : Ann, Bob.\ntopics : zoos, space.\n", "Ann argued about zoos.", ["same(debaters:Ann,topics:zoos)"]),
    ("horses : Dusty, Flash.\nodds : 8-1, 20-1.\n", "Dusty went off at 20-1.", ["same(horses:Dusty,odds:20-1)"]),
    ("people : Ann, Bob.\ncities : Paris, Rome.\n", "Ann is going to Paris.", ["same(people:Ann,cities:Paris)"]),
    ("readers : Ann, Bob.\nbooks : 5, 10.\n", "Ann borrowed 5 more books than Bob.",
     ["offset(readers:Ann,readers:Bob,books,5)"]),
    # a row that is no row of houses: the verb of its places is not checked
    ("umbrellas : 1, 2.\nfriends : Ines, Hugo.\n", "Ines sits next to Hugo.",
     ["distance(friends:Ines,friends:Hugo,umbrellas,1)"]),
])
def test_read_beside_other_rows_and_topics(header, sentence, expected):
    assert relations(header, sentence) == expected


@pytest.mark.parametrize("sentence, word", [
    # another's event or guess is not the other one
    ("Ann finished ahead of Bob's prediction.", "prediction"),
    ("Ann finished after Bob's nap.", "nap"),
    ("Ann finished ahead of Cid's target.", "target"),
])
def test_an_event_compared_with_is_refused(sentence, word):
    assert refused_at(RACE, sentence).startswith(word)


def test_the_same_event_on_both_sides_is_read():
    header = "people : Ann, Bob.\ntimes : 9:00am, 10:00am.\n"
    assert relations(header, "Ann's interview was before Bob's interview.") == ["less(people:Ann,people:Bob,times)"]


def test_first_in_training_is_refused():
    assert refused_at(RACE, "Ann finished first in training.").startswith("training")
