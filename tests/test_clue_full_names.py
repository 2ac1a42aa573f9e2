"""A person named in parts ("Ann Fenton" of `first` and `last`, "Dr Fenton" of `title` and
`surname`) is one person wherever the name stands: beside "and" before a shared verb, as one of
"either ... or" and "neither ... nor", after "isn't", under "nobody". Each sentence's solutions are checked
against every grid, found by brute force."""

from __future__ import annotations

import itertools

import pytest

import pylogic
from pylogic.errors import InputErrors

FIRSTS = ("Ann", "Bob", "Cy", "Dee")
LASTS = ("Fenton", "Gale", "Hart", "Irwin")
AGES = (30, 40, 50, 60)
HEADER = "first : Ann, Bob, Cy, Dee.\nlast : Fenton, Gale, Hart, Irwin.\nage : 30, 40, 50, 60.\n\n"
TITLED = "title : Dr, Mr, Ms, Mrs.\nsurname : Fenton, Gale, Hart, Irwin.\nage : 30, 40, 50, 60.\n\n"


def _grids():
    """Every grid: each first name's surname and age."""
    for lasts in itertools.permutations(LASTS):
        for ages in itertools.permutations(AGES):
            yield dict(zip(FIRSTS, lasts)), dict(zip(FIRSTS, ages))


def _age_of(lasts: dict, ages: dict, first: str, last: str) -> int | None:
    """The age of the one person named ``first last``, or None when nobody is."""
    return ages[first] if lasts[first] == last else None


def _expected(holds) -> set:
    found = set()
    for lasts, ages in _grids():
        if holds(lasts, ages):
            found.add(frozenset((first, lasts[first], str(ages[first])) for first in FIRSTS))
    return found


def _solved(header: str, sentence: str) -> set:
    result = pylogic.solve(header + "1. " + sentence + "\n", limit=None)
    return {frozenset(tuple(row) for row in solution.rows) for solution in result.solutions}


def _both_older(lasts, ages):
    ann, bob = _age_of(lasts, ages, "Ann", "Fenton"), _age_of(lasts, ages, "Bob", "Gale")
    return ann is not None and bob is not None and ann > 35 and bob > 35


def _older_than_cy(lasts, ages):
    ann, bob = _age_of(lasts, ages, "Ann", "Fenton"), _age_of(lasts, ages, "Bob", "Gale")
    return ann is not None and bob is not None and ann > ages["Cy"] and bob > ages["Cy"]


def _one_is_40(lasts, ages):
    ann, bob = _age_of(lasts, ages, "Ann", "Fenton"), _age_of(lasts, ages, "Bob", "Gale")
    return ann is not None and bob is not None and (ann == 40) != (bob == 40)


def _neither_40(lasts, ages):
    ann, bob = _age_of(lasts, ages, "Ann", "Fenton"), _age_of(lasts, ages, "Bob", "Gale")
    return ann is not None and bob is not None and 40 not in (ann, bob)


def _40_is_not_ann_fenton(lasts, ages):
    return _age_of(lasts, ages, "Ann", "Fenton") not in (None, 40)


@pytest.mark.parametrize("sentence, holds", [
    ("Ann Fenton and Bob Gale are both older than 35.", _both_older),
    ("The 40-year-old isn't Ann Fenton.", _40_is_not_ann_fenton),
    ("Ann Fenton and Bob Gale are older than Cy.", _older_than_cy),
    ("The 40-year-old is either Ann Fenton or Bob Gale.", _one_is_40),
    ("Either Ann Fenton or Bob Gale is 40.", _one_is_40),
    ("Neither Ann Fenton nor Bob Gale is 40.", _neither_40),
])
def test_a_person_named_by_first_name_and_surname_is_one_person(sentence, holds):
    expected = _expected(holds)
    assert expected and _solved(HEADER, sentence) == expected


def test_a_person_named_by_title_and_surname_is_one_person():
    """`title : Dr, Mr, Ms, Mrs` beside surnames: "Dr Fenton and Ms Gale are both older than
    35" says Dr Fenton is, and Ms Gale is (the titles stand where the first names stood)."""
    titled = _solved(TITLED, "Dr Fenton and Ms Gale are both older than 35.")
    as_first_names = _expected(_both_older)
    renamed = {frozenset((dict(zip(FIRSTS, ("Dr", "Ms", "Mr", "Mrs")))[first], last, age)
                         for first, last, age in grid) for grid in as_first_names}
    assert titled == renamed


@pytest.mark.parametrize("sentence", ["Nobody is 10 years older than Ann Fenton.",
                                      "No one is 10 years younger than Bob Gale."])
def test_nobody_by_an_amount_than_a_full_name_is_refused_not_split_in_two(sentence):
    """Not "Gale is not 10 years younger than Bob": nobody's age is 10 more than hers, which
    no clue form says; refused at the subject."""
    with pytest.raises(InputErrors, match="does not name anything"):
        pylogic.solve(HEADER + "1. " + sentence + "\n")
