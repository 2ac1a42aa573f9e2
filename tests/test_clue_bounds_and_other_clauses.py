"""A clause of its own after "and", a deadline, a bound or a range of amounts, a decade, a clock
hour, and "so is" naming someone else: read exactly or refused, never read as the nearest fact.

Found by a black-box search against an independent brute force: "Bob is older than Cal and
whoever owns the fish is 30" was read as Bob owning the fish; "Ann arrived by 9 o'clock", "by
the 17th" as at that time or on that day; "within an hour after Bob" and "a day to 3 days after"
as exactly an hour or 3 days; "born in the 1990s" as 1990 (it is any of the category's years of
the decade now); "in the 8 o'clock hour" as 8:00;
"Ann is older than Bob, and so is the dog owner" let the dog owner be Ann.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

PETS = "people : Ann, Bob, Cal, Dee.\npets : cat, dog, fish, bird.\nages : 20, 30, 40, 50.\n"
VISITS = "people : Ann, Bob, Cal, Dee.\ntimes : 8:00am, 9:00am, 10:00am, 11:00am.\n" \
         "dates : June 3rd, June 10th, June 17th, June 24th.\n"
BIRTHS = "people : Ann, Bob, Cal, Dee.\nyears : 1990, 1995, 2000, 2005.\ntimes : 8:00am, 8:30am, 9:00am, 9:30am.\n"
AUCTION = "buyers : Amsel, Bixby, Chaudry, Dunn.\ndecades : 1850s, 1870s, 1890s, 1910s.\n"


@pytest.mark.parametrize("header, sentence, expected", [
    (PETS, "Bob is older than Cal and whoever owns the fish is 30.",
     ["less(people:Cal,people:Bob,ages)", "same(pets:fish,ages:30)"]),
    (PETS, "Bob is older than Cal, but whoever owns the fish is 30.",
     ["less(people:Cal,people:Bob,ages)", "same(pets:fish,ages:30)"]),
    (PETS, "Whoever owns the fish is 30.", ["same(pets:fish,ages:30)"]),
    (PETS, "Ann is older than whoever owns the fish.", ["less(pets:fish,people:Ann,ages)"]),
    (PETS, "Dee is older than Bob by 10 years.", ["offset(people:Dee,people:Bob,ages,10)"]),
    (PETS, "Bob is younger than Cal but doesn't own the dog.",
     ["less(people:Bob,people:Cal,ages)", "different(people:Bob,pets:dog)"]),
    (PETS, "Ann is older than Bob, and so is the dog owner.",
     ["less(people:Bob,people:Ann,ages)", "different(people:Ann,pets:dog)", "less(people:Bob,pets:dog,ages)"]),
    (PETS, "Ann is older than Bob, as is the dog owner.",
     ["less(people:Bob,people:Ann,ages)", "different(people:Ann,pets:dog)", "less(people:Bob,pets:dog,ages)"]),
    (VISITS, "Ann arrived at 9 o'clock.", ["same(people:Ann,times:9:00am)"]),
    (VISITS, "Ann arrived an hour after Bob.", ["offset(people:Ann,people:Bob,times,60)"]),
    (BIRTHS, "Dee was born in 1990.", ["same(people:Dee,years:1990)"]),
    # a decade: the category's years in it, whichever
    (BIRTHS, "Dee was born in the 1990s.", ["any_of([same(people:Dee,years:1990),same(people:Dee,years:1995)])"]),
    (BIRTHS, "Dee was born during the 2000's.", ["any_of([same(people:Dee,years:2000),same(people:Dee,years:2005)])"]),
    (BIRTHS, "Dee wasn't born in the 1990s.", ["different(people:Dee,years:1990)", "different(people:Dee,years:1995)"]),
    (AUCTION, "Dunn bought the piece from the 1890s.", ["same(buyers:Dunn,decades:1890s)"]),
])
def test_read(header, sentence, expected):
    assert relations(header, sentence) == expected


@pytest.mark.parametrize("header, sentence, word", [
    # "but not" a description after a comparison: not compared with it, or not it? (it was read
    # as Bob not owning the dog)
    (PETS, "Bob is younger than Cal but not the person who owns the dog.", "not"),
    # "one of" two descriptions, one of them "whoever ...": was read as Bob being both
    (PETS, "Bob is one of whoever owns the dog and whoever is 20.", "of"),
    # a deadline: at or before, not at
    (VISITS, "Ann arrived by 9 o'clock.", "by"),
    (VISITS, "Ann arrived by 9:00.", "by"),
    (VISITS, "Ann arrived by noon.", "by"),
    (VISITS, "Ann arrived by 12 noon.", "by"),
    (VISITS, "Ann left by the 17th.", "by"),
    (VISITS, "Ann didn't leave by the 17th.", "by"),
    ("people : Ann, Bob, Cal.\ndates : 15th, 16th, 17th.\n", "Ann left by the 17th.", "by"),
    ("people : Ann, Bob, Cal.\nweeks : 1, 2, 3.\n", "Ann had left by week 3.", "by"),
    (PETS, "Dee was married by 40.", "by"),
    # a bound or a range: not exactly the amount
    (VISITS, "Ann arrived within an hour after Bob.", "within"),
    (VISITS, "Ann left within a week after Bob.", "within"),
    (VISITS, "Ann left a day to 3 days after Bob.", "to"),
    (VISITS, "Ann left 1 to 3 days after Bob.", "to"),
    # a decade no year of the category falls in, a decade as a bound, part of a decade; a clock
    # hour (any time in it)
    (BIRTHS, "Dee was born in the 1970s.", "1970s"),
    (BIRTHS, "Dee was born after the 1990s.", "1990s"),
    (BIRTHS, "Dee was born in the early 2000s.", "2000s"),
    ("people : Ann, Bob.\nfounded : 1990, 1995.\nbirth years : 1960, 1970.\n", "Ann was born in the 1960s.", "1960s"),
    (BIRTHS, "Dee arrived in the 8 o'clock hour.", "hour"),
    (BIRTHS, "Dee arrived during the 8:00 hour.", "hour"),
])
def test_refused(header, sentence, word):
    assert refused_at(header, sentence).startswith(word)
