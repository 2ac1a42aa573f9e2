"""A comma relative clause that names no value used to be passed over as story even when it
said a fact: ", who owns the Persian," beside pets (a name no category has may be a value's
other name), ", who was off to the races," beside `racecourse` (a word of a value), ", who was
collected last of all," and ", which was the last of the month," (a place). Such a clause is
read as a clause now, so it is read or refused ("the last of the month" is the last of one
month's dates); a clause of pure story still is passed over.

Plain ``years`` with an opening that tells of one event no longer date another: "was born
before" where the years are when each author published a novel is refused, as it is beside
``published : ...``.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

PETS = "names : Ann, Bob, Cy, Dee.\npets : cat, dog, rabbit, parrot.\nages : 30, 31, 32, 33.\n"
TAXI = "passengers : Mr Baxter, Mrs Cole, Mr Ellis.\ntimes : 8.15am, 9.45am, 4.50pm.\n" \
       "destinations : airport, hospital, racecourse.\n"
RACES = "runners : Ann, Bob, Cy.\nfells : Skiddaw, Helvellyn, Blencathra.\n" \
        "dates : 8th June, 15th June, 29th June.\n"
AUTHORS = "# Four authors each published one novel in a different year.\n" \
          "authors : Ann, Bob, Cy, Dee.\nbooks : Dune, Emma, Ivanhoe, Lolita.\nyears : 1950, 1960, 1970, 1980.\n"
PLAIN_YEARS = "authors : Ann, Bob, Cy, Dee.\nbooks : Dune, Emma, Ivanhoe, Lolita.\nyears : 1950, 1960, 1970, 1980.\n"


@pytest.mark.parametrize("header, sentence, refused", [
    (PETS, "Ann, who owns the Persian, is 30.", "Persian"),
    (PETS, "Ann, who owns a Lexus, is 30.", "Lexus"),
    (TAXI, "Mr Baxter, who was off to the races, left at 9.45am.", "who was off"),
    # a participle's clause that says a fact is read, or refused; never passed over
    (PETS, "Ann, being older than Bob, owns the cat.", "Ann"),
    (AUTHORS, "Ann was born before Bob.", "before"),
    (AUTHORS, "Ann died in 1960.", "1960"),
    (AUTHORS, "Ann was the first to be born.", "first"),
    (AUTHORS, "Cy graduated in 1970.", "1970"),
])
def test_refused(header, sentence, refused):
    assert refused_at(header, sentence).startswith(refused)


@pytest.mark.parametrize("header, sentence, expected", [
    (TAXI, "Mr Ellis, who was collected last of all, went to the airport.",
     ["same(passengers:Mr Ellis,times:4.50pm)", "same(passengers:Mr Ellis,destinations:airport)"]),
    (TAXI, "Mr Ellis was collected last of all.", ["same(passengers:Mr Ellis,times:4.50pm)"]),
    # the last of one month's dates (refused while "1st June" dates were no month's)
    (RACES, "The Skiddaw race, which was the last of the month, was run by Ann.",
     ["same(fells:Skiddaw,dates:29th June)", "same(fells:Skiddaw,runners:Ann)"]),
    (TAXI, "Mrs Cole was picked up first of all.", ["same(passengers:Mrs Cole,times:8.15am)"]),
    # story: no value, no name, no place
    (PETS, "Ann, who loves gardening, is 30.", ["same(names:Ann,ages:30)"]),
    (PETS, "Ann, being a keen gardener, is 30.", ["same(names:Ann,ages:30)"]),
    (PETS, "Ann, who won a trophy last year, owns the dog.", ["same(names:Ann,pets:dog)"]),
    # the opening's own event, and any event beside years no opening tells of
    (AUTHORS, "Ann published her novel before Bob.", ["less(authors:Ann,authors:Bob,years)"]),
    (AUTHORS, "Ann published first.", ["same(authors:Ann,years:1950)"]),
    (PLAIN_YEARS, "Ann was born before Bob.", ["less(authors:Ann,authors:Bob,years)"]),
])
def test_read(header, sentence, expected):
    assert relations(header, sentence) == expected
