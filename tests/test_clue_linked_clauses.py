"""A second fact linked by a word ("; meanwhile Cora is 24", "- indeed Bob ...", "; so is Cora",
"and likewise Cora"): both said, the second of its own subject, or refused.

Found by a black-box search against an independent brute force: after a semicolon, a dash, a
colon or "and", a linking word before a name ("meanwhile", "also", "indeed", "naturally", "in
fact", "as a result" ...) was taken for part of the first subject, so "The cat owner is older
than Bob; meanwhile Cora is 24" made Cora the cat owner; "; so is Cora", "- so does Cora" and
"; likewise Cora" said the first subject was Cora.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

PETS = "people : Ann, Bob, Cora, Dale.\npets : cat, dog, fish, bird.\nages : 21, 24, 27, 30.\n"


@pytest.mark.parametrize("sentence, expected", [
    ("The cat owner is older than Bob; meanwhile Cora is 24.",
     ["less(people:Bob,pets:cat,ages)", "same(people:Cora,ages:24)"]),
    ("The cat owner is older than Bob; also Cora is 24.",
     ["less(people:Bob,pets:cat,ages)", "same(people:Cora,ages:24)"]),
    ("The cat owner is older than Bob - indeed Cora is 24.",
     ["less(people:Bob,pets:cat,ages)", "same(people:Cora,ages:24)"]),
    ("The cat owner is older than Bob, and also Cora is 24.",
     ["less(people:Bob,pets:cat,ages)", "same(people:Cora,ages:24)"]),
    ("The cat owner is older than Bob: as a result, Cora is 24.",
     ["less(people:Bob,pets:cat,ages)", "same(people:Cora,ages:24)"]),
    ("The cat owner is older than Bob; similarly Cora is older than Dale.",
     ["less(people:Bob,pets:cat,ages)", "less(people:Dale,people:Cora,ages)"]),
    ("The cat owner is older than Bob; so is Cora.",
     ["less(people:Bob,pets:cat,ages)", "different(pets:cat,people:Cora)", "less(people:Bob,people:Cora,ages)"]),
    ("The cat owner is older than Bob - so does Cora.",
     ["less(people:Bob,pets:cat,ages)", "different(pets:cat,people:Cora)", "less(people:Bob,people:Cora,ages)"]),
    ("The cat owner is older than Bob, so too is Cora.",
     ["less(people:Bob,pets:cat,ages)", "different(pets:cat,people:Cora)", "less(people:Bob,people:Cora,ages)"]),
    ("The cat owner is older than Bob, and likewise Cora.",
     ["less(people:Bob,pets:cat,ages)", "different(pets:cat,people:Cora)", "less(people:Bob,people:Cora,ages)"]),
])
def test_read(sentence, expected):
    assert relations(PETS, sentence) == expected


@pytest.mark.parametrize("sentence, word", [
    # a word before a name that no rule reads: refused, never the first subject's name
    ("The cat owner is older than Bob; surely Cora is 24.", "surely"),
    ("The cat owner is older than Bob, and surely Cora.", "surely"),
    ("The cat owner is older than Bob, and surely Cora is 24.", "surely"),
    ("The cat owner is 24; ditto Cora.", "ditto"),
    # "does too" at the end: the same of whom?
    ("Ann is 24 and the cat owner does too.", "too"),
])
def test_refused(sentence, word):
    assert refused_at(PETS, sentence).startswith(word)


SALARIES = "people : Mr. Bray, Mrs. Cruz, Dr. Farley, Ms. Gant.\nsalaries : $20,000, $30,000, $40,000, $50,000.\n"
PRICES = "shoppers : Paula, Quentin, Rosa, Silas.\nprices : $4.50, $5.00, $5.50, $6.00.\n" \
         "items : lamp, mirror, rug, vase.\n"


@pytest.mark.parametrize("header, sentence, word", [
    # a number glued to letters: never passed over ("10K dollars" was read as plain "higher")
    (SALARIES, "Ms. Gant's salary is 10K dollars higher than Mr. Bray's.", "10K"),
    (SALARIES, "Ms. Gant's salary is 10x dollars higher than Mr. Bray's.", "10x"),
    # a number word before an amount: "one fifty" is not fifty
    (PRICES, "Quentin spent one fifty more than the person who bought the vase.", "one"),
])
def test_numbers_never_passed_over(header, sentence, word):
    assert refused_at(header, sentence).startswith(word)


def test_a_verb_after_and_is_the_subject_s():
    # a verb before a name after "and" is the first subject's, as ever ("also" passed over)
    header = "runners : Ann, Bob, Cora, Dale.\nplaces : first, second, third, fourth.\n"
    expected = ["same(runners:Bob,places:third)", "less(runners:Bob,runners:Ann,places)"]
    assert relations(header, "Bob took third place and beat Ann.") == expected
    assert relations(header, "Bob took third place and also beat Ann.") == expected


def test_amounts_in_thousands_still_read():
    assert relations(SALARIES, "Ms. Gant's salary is $10K higher than Mr. Bray's.") == \
        ["offset(people:Ms. Gant,people:Mr. Bray,salaries,10000)"]
