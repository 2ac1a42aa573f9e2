"""Tests for pylogic.grid_check: each relation on hand-made tables, and the five grid
knowledge bases (their facts transcribed here as Python data) against their published answers.
For the small puzzles a brute-force enumeration also proves how many answers the clues allow."""

from __future__ import annotations

from itertools import permutations, product

import pytest

from pylogic.grid_check import (
    Grid,
    all_clues_hold,
    failing_clues,
    is_proper_grid,
    relation_holds,
    table_is_solution,
)
from pylogic.terms import Compound


def ref(category: str, value: str) -> Compound:
    return Compound(":", (category, value))


def rel(name: str, *args) -> Compound:
    return Compound(name, args)


# A 3-entity table: entity 1 = a x 1 10, entity 2 = b y 2 20, entity 3 = c z 3 40 (rows shuffled).
SMALL_CATEGORIES = {
    "p": ["a", "b", "c"],
    "n": ["x", "y", "z"],
    "pos": ["1", "2", "3"],
    "w": ["10", "20", "40"],
}
SMALL_NUMBERS = {"pos": [1, 2, 3], "w": [10, 20, 40]}
SMALL_TABLE = (["p", "n", "pos", "w"], [["c", "z", "3", "40"], ["a", "x", "1", "10"], ["b", "y", "2", "20"]])
SMALL_GRID = Grid(SMALL_CATEGORIES, SMALL_NUMBERS, *SMALL_TABLE)

A, B, C = ref("p", "a"), ref("p", "b"), ref("p", "c")
X, Y, Z = ref("n", "x"), ref("n", "y"), ref("n", "z")

RELATION_CASES = [
    (rel("same", A, X), True),
    (rel("same", A, Y), False),
    (rel("same", X, ref("w", "10")), True),
    (rel("different", A, Y), True),
    (rel("different", A, X), False),
    (rel("all_different", [A, Y, ref("pos", "3")]), True),
    (rel("all_different", [A, Y, ref("pos", "1")]), False),
    (rel("less", A, Y, "pos"), True),
    (rel("less", Y, A, "pos"), False),
    (rel("less", A, A, "pos"), False),
    (rel("less", B, C, "w"), True),
    (rel("offset", C, B, "w", 20), True),
    (rel("offset", C, A, "w", 20), False),
    (rel("offset", A, B, "pos", -1), True),
    (rel("offset", B, A, "pos", 2), False),
    (rel("distance", A, B, "pos", 1), True),
    (rel("distance", B, A, "pos", 1), True),
    (rel("distance", A, C, "pos", 1), False),
    (rel("distance", C, A, "w", 30), True),
    (rel("difference", C, A, "w", 30, 30), True),
    (rel("difference", C, A, "w", 25, 35), True),
    (rel("difference", C, A, "w", 31, "sup"), False),
    (rel("difference", C, A, "w", "inf", 29), False),
    (rel("difference", A, C, "w", "inf", -30), True),
    (rel("difference", A, B, "pos", "inf", "sup"), True),
    (rel("difference", C, B, "pos", 2, 1), False),
    (rel("pair", A, B, Y, X), True),
    (rel("pair", A, B, X, Y), True),
    (rel("pair", A, B, X, Z), False),
    (rel("pair", A, X, ref("pos", "1"), ref("pos", "1")), False),
    (rel("any_of", [rel("same", A, Y), rel("same", A, X)]), True),
    (rel("any_of", [rel("same", A, Y), rel("same", A, Z)]), False),
    (rel("any_of", []), False),
    (rel("one_of", [rel("same", A, X), rel("same", B, Z)]), True),
    (rel("one_of", [rel("same", A, X), rel("same", B, Y)]), False),
    (rel("one_of", []), False),
    (rel("all_of", [rel("same", A, X), rel("same", B, Y)]), True),
    (rel("all_of", [rel("same", A, X), rel("same", B, Z)]), False),
    (rel("all_of", []), True),
    (rel("not", rel("same", A, Y)), True),
    (rel("not", rel("less", A, B, "pos")), False),
]


@pytest.mark.parametrize(("relation", "expected"), RELATION_CASES, ids=str)
def test_relation_on_hand_made_table(relation, expected):
    assert relation_holds(relation, SMALL_GRID) is expected


def test_failing_clues_lists_the_false_ones_in_order():
    clues = [(1, rel("same", A, X)), (2, rel("same", A, Y)), (3, rel("less", C, A, "w"))]
    failing = failing_clues(SMALL_CATEGORIES, SMALL_NUMBERS, clues, SMALL_TABLE)
    assert [number for number, _ in failing] == [2, 3]
    assert not all_clues_hold(SMALL_CATEGORIES, SMALL_NUMBERS, clues, SMALL_TABLE)
    assert all_clues_hold(SMALL_CATEGORIES, SMALL_NUMBERS, clues[:1], SMALL_TABLE)


@pytest.mark.parametrize(
    "relation",
    [
        rel("same", ref("p", "q"), X),
        rel("same", ref("colour", "red"), X),
        rel("same", "p:a", X),
        rel("less", A, B, "p"),
        rel("near", A, B),
        rel("difference", A, B, "pos", "sup", 1),
        rel("difference", A, B, "pos", 0, "inf"),
    ],
    ids=str,
)
def test_bad_relation_raises(relation):
    with pytest.raises(ValueError):
        relation_holds(relation, SMALL_GRID)


def test_proper_grid():
    assert is_proper_grid(SMALL_CATEGORIES, SMALL_TABLE)
    header, rows = SMALL_TABLE
    repeated = (header, [rows[0], rows[0], rows[2]])
    assert not is_proper_grid(SMALL_CATEGORIES, repeated)
    assert not is_proper_grid(SMALL_CATEGORIES, (header[:3], [row[:3] for row in rows]))
    assert not table_is_solution(SMALL_CATEGORIES, SMALL_NUMBERS, [], repeated)
    assert table_is_solution(SMALL_CATEGORIES, SMALL_NUMBERS, [(1, rel("same", A, X))], SMALL_TABLE)


# The five grid knowledge bases of prolog/, transcribed: (categories, numbers, clues, answer).

def zebra():
    categories = {
        "house": ["1", "2", "3", "4", "5"],
        "color": ["red", "green", "ivory", "yellow", "blue"],
        "nationality": ["Englishman", "Spaniard", "Ukrainian", "Norwegian", "Japanese"],
        "drink": ["coffee", "tea", "milk", "orange juice", "water"],
        "smoke": ["Old Gold", "Kools", "Chesterfield", "Lucky Strike", "Parliament"],
        "pet": ["dog", "snails", "fox", "horse", "zebra"],
    }
    numbers = {"house": [1, 2, 3, 4, 5]}
    r = ref
    clues = [
        (2, rel("same", r("nationality", "Englishman"), r("color", "red"))),
        (3, rel("same", r("nationality", "Spaniard"), r("pet", "dog"))),
        (4, rel("same", r("drink", "coffee"), r("color", "green"))),
        (5, rel("same", r("nationality", "Ukrainian"), r("drink", "tea"))),
        (6, rel("offset", r("color", "green"), r("color", "ivory"), "house", 1)),
        (7, rel("same", r("smoke", "Old Gold"), r("pet", "snails"))),
        (8, rel("same", r("smoke", "Kools"), r("color", "yellow"))),
        (9, rel("same", r("drink", "milk"), r("house", "3"))),
        (10, rel("same", r("nationality", "Norwegian"), r("house", "1"))),
        (11, rel("distance", r("smoke", "Chesterfield"), r("pet", "fox"), "house", 1)),
        (12, rel("distance", r("smoke", "Kools"), r("pet", "horse"), "house", 1)),
        (13, rel("same", r("smoke", "Lucky Strike"), r("drink", "orange juice"))),
        (14, rel("same", r("nationality", "Japanese"), r("smoke", "Parliament"))),
        (15, rel("distance", r("nationality", "Norwegian"), r("color", "blue"), "house", 1)),
    ]
    answer = (list(categories), [
        ["1", "yellow", "Norwegian", "water", "Kools", "fox"],
        ["2", "blue", "Ukrainian", "tea", "Chesterfield", "horse"],
        ["3", "red", "Englishman", "milk", "Old Gold", "snails"],
        ["4", "ivory", "Spaniard", "orange juice", "Lucky Strike", "dog"],
        ["5", "green", "Japanese", "coffee", "Parliament", "zebra"],
    ])
    return categories, numbers, clues, answer


def researchers():
    categories = {
        "researcher": ["Ainsley", "Madeline", "Sophie", "Theodore"],
        "year": ["1920", "1921", "1933", "1973"],
        "sport": ["hurdle", "relay", "javelin", "longjump"],
        "research": ["earthquakes", "hurricanes", "tornados", "wildfires"],
    }
    numbers = {"year": [1920, 1921, 1933, 1973]}
    r = ref
    clues = [
        (1, rel("any_of", [rel("same", r("researcher", "Theodore"), r("sport", "javelin")),
                           rel("same", r("researcher", "Ainsley"), r("sport", "javelin"))])),
        (2, rel("same", r("research", "hurricanes"), r("sport", "relay"))),
        (3, rel("different", r("researcher", "Sophie"), r("sport", "relay"))),
        (4, rel("pair", r("sport", "longjump"), r("researcher", "Theodore"),
                r("year", "1933"), r("year", "1921"))),
        (5, rel("less", r("sport", "relay"), r("researcher", "Theodore"), "year")),
        (6, rel("less", r("sport", "longjump"), r("research", "wildfires"), "year")),
        (7, rel("different", r("researcher", "Sophie"), r("research", "wildfires"))),
        (7, rel("different", r("researcher", "Ainsley"), r("research", "wildfires"))),
        (8, rel("any_of", [rel("same", r("research", "earthquakes"), r("sport", "hurdle")),
                           rel("same", r("research", "earthquakes"), r("sport", "javelin"))])),
        (9, rel("same", r("research", "earthquakes"), r("year", "1933"))),
        (10, rel("different", r("researcher", "Madeline"), r("year", "1921"))),
    ]
    answer = (list(categories), [
        ["Ainsley", "1920", "relay", "hurricanes"],
        ["Madeline", "1973", "hurdle", "wildfires"],
        ["Sophie", "1921", "longjump", "tornados"],
        ["Theodore", "1933", "javelin", "earthquakes"],
    ])
    return categories, numbers, clues, answer


def scholarships():
    categories = {
        "student": ["Carrie", "Erma", "Ora", "Tracy"],
        "scholarship": ["25000", "30000", "35000", "40000"],
        "major": ["Astronomy", "English", "Philosophy", "Physics"],
    }
    numbers = {"scholarship": [25000, 30000, 35000, 40000]}
    r = ref
    clues = [
        (1, rel("less", r("major", "Astronomy"), r("student", "Ora"), "scholarship")),
        (2, rel("one_of", [rel("same", r("student", "Ora"), r("major", "English")),
                           rel("same", r("student", "Ora"), r("major", "Philosophy"))])),
        (3, rel("offset", r("major", "Physics"), r("student", "Carrie"), "scholarship", 5000)),
        (4, rel("offset", r("student", "Erma"), r("student", "Carrie"), "scholarship", 10000)),
        (5, rel("less", r("major", "English"), r("student", "Tracy"), "scholarship")),
    ]
    answer = (list(categories), [
        ["Carrie", "25000", "English"],
        ["Erma", "35000", "Astronomy"],
        ["Ora", "40000", "Philosophy"],
        ["Tracy", "30000", "Physics"],
    ])
    return categories, numbers, clues, answer


def rentals():
    categories = {
        "customer": ["Freda", "Opal", "Penny", "Sarah", "Vicky"],
        "car": ["Dodge", "Fiat", "Hyundai", "Jeep", "Nissan"],
        "location": ["Brownfield", "Durham", "Iowa Falls", "Los Altos", "Redding"],
        "days": ["2", "3", "4", "5", "6"],
    }
    numbers = {"days": [2, 3, 4, 5, 6]}
    r = ref
    clues = [
        (1, rel("all_different", [r("customer", "Vicky"), r("location", "Los Altos"),
                                  r("location", "Durham"), r("car", "Fiat")])),
        (2, rel("different", r("car", "Jeep"), r("location", "Iowa Falls"))),
        (3, rel("pair", r("customer", "Vicky"), r("car", "Nissan"),
                r("location", "Los Altos"), r("location", "Redding"))),
        (4, rel("different", r("customer", "Penny"), r("days", "6"))),
        (5, rel("same", r("location", "Iowa Falls"), r("days", "5"))),
        (6, rel("offset", r("location", "Durham"), r("customer", "Opal"), "days", 3)),
        (7, rel("pair", r("car", "Nissan"), r("days", "2"),
                r("location", "Redding"), r("customer", "Freda"))),
        (8, rel("different", r("car", "Jeep"), r("days", "6"))),
        (9, rel("offset", r("customer", "Opal"), r("car", "Hyundai"), "days", 1)),
    ]
    answer = (list(categories), [
        ["Freda", "Nissan", "Los Altos", "4"],
        ["Opal", "Jeep", "Brownfield", "3"],
        ["Penny", "Fiat", "Iowa Falls", "5"],
        ["Sarah", "Dodge", "Durham", "6"],
        ["Vicky", "Hyundai", "Redding", "2"],
    ])
    return categories, numbers, clues, answer


def paintings():
    categories = {
        "painter": ["Ada", "Eilen", "Jenny", "Vera"],
        "place": ["1st", "2nd", "3rd", "4th"],
        "subject": ["Monet", "Constable", "Van Gogh", "Taylor"],
    }
    numbers = {"place": [1, 2, 3, 4]}
    r = ref
    clues = [
        (1, rel("same", r("painter", "Eilen"), r("subject", "Constable"))),
        (1, rel("different", r("painter", "Eilen"), r("place", "4th"))),
        (2, rel("same", r("painter", "Jenny"), r("place", "3rd"))),
        (3, rel("same", r("subject", "Monet"), r("place", "1st"))),
        (4, rel("less", r("painter", "Ada"), r("subject", "Taylor"), "place")),
        (4, rel("less", r("subject", "Van Gogh"), r("painter", "Vera"), "place")),
    ]
    answer = (list(categories), [
        ["Ada", "1st", "Monet"],
        ["Eilen", "2nd", "Constable"],
        ["Jenny", "3rd", "Van Gogh"],
        ["Vera", "4th", "Taylor"],
    ])
    return categories, numbers, clues, answer


KNOWLEDGE_BASES = {
    "zebra": zebra,
    "researchers": researchers,
    "scholarships": scholarships,
    "rentals": rentals,
    "paintings": paintings,
}


@pytest.mark.parametrize("name", KNOWLEDGE_BASES)
def test_puzzles_answer_satisfies_every_clue(name):
    categories, numbers, clues, answer = KNOWLEDGE_BASES[name]()
    assert failing_clues(categories, numbers, clues, answer) == []
    assert table_is_solution(categories, numbers, clues, answer)


@pytest.mark.parametrize("name", KNOWLEDGE_BASES)
def test_swapping_two_values_breaks_the_answer(name):
    categories, numbers, clues, (header, rows) = KNOWLEDGE_BASES[name]()
    swapped = [list(row) for row in rows]
    swapped[0][-1], swapped[1][-1] = swapped[1][-1], swapped[0][-1]
    assert is_proper_grid(categories, (header, swapped))
    assert not table_is_solution(categories, numbers, clues, (header, swapped))


def test_zebra_clue_11_is_what_separates_fox_and_zebra():
    categories, numbers, clues, (header, rows) = zebra()
    swapped = [list(row) for row in rows]
    swapped[0][5], swapped[4][5] = swapped[4][5], swapped[0][5]
    assert [number for number, _ in failing_clues(categories, numbers, clues, (header, swapped))] == [11]


def all_tables(categories):
    """Every proper grid: the first category's rows fixed, each other category permuted."""
    names = list(categories)
    first = categories[names[0]]
    for columns in product(*(permutations(categories[name]) for name in names[1:])):
        yield names, [[first[i], *(column[i] for column in columns)] for i in range(len(first))]


@pytest.mark.parametrize(
    ("name", "clue_numbers", "count"),
    [
        ("scholarships", None, 1),
        ("scholarships", {1, 2, 4, 5}, 5),  # one printing's four clues
        ("paintings", None, 1),
        ("researchers", None, 1),
    ],
)
def test_brute_force_answer_count(name, clue_numbers, count):
    categories, numbers, clues, answer = KNOWLEDGE_BASES[name]()
    if clue_numbers is not None:
        clues = [(number, relation) for number, relation in clues if number in clue_numbers]
    solutions = [table for table in all_tables(categories)
                 if all_clues_hold(categories, numbers, clues, table)]
    assert len(solutions) == count
    assert answer in solutions
