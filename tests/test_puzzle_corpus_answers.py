"""The generated clue puzzles' expected answers, re-proven by the independent brute force.

Each ``puzzles/NAME.relations.json`` (written by bench/puzzle_generator.py) holds the
relations every numbered clue of ``puzzles/NAME.clues`` states. These tests check that the
relations belong to the clue file's sentences and that ``NAME.expected.json`` is what the
relations imply: the one table, the number of tables, or a smallest contradicting clue set.
"""

import importlib.util
import itertools
import json
import re
from pathlib import Path

import pytest

PUZZLES = Path(__file__).resolve().parent.parent / "puzzles"
_spec = importlib.util.spec_from_file_location(
    "brute_force_grid", Path(__file__).resolve().parent / "brute_force_grid.py")
brute_force = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(brute_force)

CASES = sorted(path.name[: -len(".relations.json")] for path in PUZZLES.glob("*.relations.json"))


def _load(name):
    puzzle = brute_force.load_puzzle(PUZZLES / f"{name}.relations.json")
    expected = json.loads((PUZZLES / f"{name}.expected.json").read_text(encoding="utf-8"))
    return puzzle, expected


def test_corpus_is_present():
    assert len(CASES) >= 25


@pytest.mark.parametrize("name", CASES)
def test_relations_belong_to_the_clue_file(name):
    puzzle, _ = _load(name)
    text = (PUZZLES / f"{name}.clues").read_text(encoding="utf-8")
    numbered = dict(re.findall(r"^(\d+)\. (.*)$", text, flags=re.MULTILINE))
    assert {str(clue["number"]): clue["text"] for clue in puzzle["clues"]} == numbered
    for category in puzzle["categories"]:
        assert re.search(rf"^{re.escape(category['name'])} : ", text, flags=re.MULTILINE)


@pytest.mark.parametrize("name", CASES)
def test_expected_answer_is_proven(name):
    puzzle, expected = _load(name)
    categories = puzzle["categories"]
    relations = brute_force.puzzle_relations(puzzle)
    if expected["status"] == "unique":
        assert expected["header"] == [category["name"] for category in categories]
        assert brute_force.table_satisfies(categories, relations, expected["rows"])
        assert list(brute_force.solutions(categories, relations, limit=2)) == [expected["rows"]]
    elif expected["status"] == "several":
        assert expected["count"] >= 2
        assert len(list(brute_force.solutions(categories, relations))) == expected["count"]
    else:
        assert expected["status"] == "none"
        assert brute_force.count_solutions(puzzle, limit=1) == 0
        conflict = set(expected["conflict"])
        assert brute_force.count_solutions(puzzle, conflict, limit=1) == 0
        numbers = [clue["number"] for clue in puzzle["clues"]]
        for size in range(1, len(conflict)):
            for subset in itertools.combinations(numbers, size):
                assert brute_force.count_solutions(puzzle, set(subset), limit=1) > 0


def test_brute_force_semantics_on_a_tiny_grid():
    categories = [{"name": "people", "values": ["Ann", "Bob"], "numbers": None},
                  {"name": "houses", "values": ["1", "2"], "numbers": [1, 2]}]
    ann_first = [["Ann", "1"], ["Bob", "2"]]
    bob_first = [["Ann", "2"], ["Bob", "1"]]
    either = ["one_of", [["same", ["people", "Ann"], ["houses", "1"]], ["same", ["people", "Bob"], ["houses", "1"]]]]
    assert list(brute_force.solutions(categories, [either])) == [ann_first, bob_first]
    bob, ann = ["people", "Bob"], ["people", "Ann"]
    assert list(brute_force.solutions(categories, [["offset", bob, ann, "houses", 1]])) == [ann_first]
    assert list(brute_force.solutions(categories, [["less", bob, ann, "houses"]])) == [bob_first]
    pair = ["pair", ["people", "Ann"], ["people", "Bob"], ["houses", "2"], ["houses", "1"]]
    assert len(list(brute_force.solutions(categories, [pair]))) == 2
    assert list(brute_force.solutions(categories, [["not", ["distance", ann, bob, "houses", 1]]])) == []
