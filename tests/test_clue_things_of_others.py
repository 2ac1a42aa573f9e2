"""A thing of someone's the puzzle does not name, given a category's value, is refused.

Beside the streets the opening puts the plaques on, "Tom's plaque is on Church Row" and "Tom's
house is on Church Row" (the opening tells of the houses) pair Tom with Church Row; "Tom's
statue is on Church Row" and "..., whose statue is on Church Row" give a statue that street, and
no category holds where statues stand. A noun of the pairing itself ("Gwen's pick" where each
picked a novel, "Juno's entry") and a thing of another category's name ("Ito's mount" beside
jockeys: his horse) read as before, and so does any thing where the puzzle has no opening.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

PLAQUES = ("# The civic society put up blue plaques on the houses where notable people lived\n"
           "honouree : Ada, Tom, Max\nrole : engineer, poet, nurse\nstreet : Church Row, Mill Lane, Station Road\n"
           "born : 1821, 1834, 1847\n")
BOOKS = ("# Each member of the book club picked one novel this year\nmember : Gwen, Ivo, Pat\n"
         "novel : Brightwater, Dusk, Ember\nmonth : March, April, May\n")
DERBY = ("horse : Dancer, Flint, Gale\njockey : Ito, Moss, Quinn\nodds : 2-1, 5-1, 9-1\n")


@pytest.mark.parametrize("header, sentence, expected", [
    (PLAQUES, "Tom's plaque is on Church Row.", ["same(honouree:Tom,street:Church Row)"]),
    (PLAQUES, "Tom's house is on Church Row.", ["same(honouree:Tom,street:Church Row)"]),
    (PLAQUES, "Tom, whose plaque is on Church Row, is the engineer.",
     ["same(honouree:Tom,street:Church Row)", "same(honouree:Tom,role:engineer)"]),
    (BOOKS, "Brightwater was Gwen's pick.", ["same(novel:Brightwater,member:Gwen)"]),
    (DERBY, "Ito's mount went off at 5-1.", ["same(jockey:Ito,odds:5-1)"]),
    ("owner : Ann, Bob.\nmake : Audi, Fiat.\n", "Ann's car is the Audi.", ["same(owner:Ann,make:Audi)"]),
])
def test_the_puzzles_own_things_are_read(header, sentence, expected):
    assert relations(header, sentence) == expected


@pytest.mark.parametrize("header, sentence, refused", [
    (PLAQUES, "Tom's statue is on Church Row.", "statue is on Church Row."),
    (PLAQUES, "Max was born 13 years after Tom, the engineer, whose statue is on Church Row.",
     "statue is on Church Row."),
    (PLAQUES, "Ada's grave is on Mill Lane.", "grave is on Mill Lane."),
])
def test_another_things_value_is_refused(header, sentence, refused):
    assert refused_at(header, sentence) == refused
