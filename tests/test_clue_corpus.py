"""The compiler reads every generated corpus sentence as its author meant it.

``puzzles/NAME.relations.json`` (bench/puzzle_generator.py) holds, clue by clue, the relations
each sentence states. Here every clue of ``puzzles/NAME.clues`` is compiled and its relations
compared with those, up to forms that mean the same: the argument order of symmetric relations
(same, different, distance, the two halves of pair), the order of alternatives and of list
items, nested all_of, an offset written from the other side, and "at one of the ends" said as
one_of or any_of (one entity cannot be both first and last).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pylogic.clues.compiler import compile_clues
from pylogic.terms import Compound

PUZZLES = Path(__file__).resolve().parents[1] / "puzzles"
CASES = sorted(path.name[: -len(".relations.json")] for path in PUZZLES.glob("*.relations.json"))


def as_json(term):
    """A compiled relation in the relations.json list form."""
    if isinstance(term, Compound):
        if term.name == ":":
            return [term.args[0], term.args[1]]
        return [term.name] + [as_json(argument) for argument in term.args]
    if isinstance(term, list):
        return [as_json(item) for item in term]
    return term


def _reference(item) -> tuple:
    return ("ref", item[0], item[1])


def canonical(relation):
    """A hashable form equal for relations that say the same thing in the ways listed above."""
    kind, *arguments = relation
    if kind in ("same", "different"):
        return (kind, frozenset(_reference(item) for item in arguments))
    if kind == "all_different":
        return (kind, frozenset(_reference(item) for item in arguments[0]))
    if kind == "distance":
        first, second, category, amount = arguments
        return (kind, frozenset((_reference(first), _reference(second))), category, amount)
    if kind == "offset":
        first, second, category, amount = arguments
        if amount < 0:
            first, second, amount = second, first, -amount
        return (kind, _reference(first), _reference(second), category, amount)
    if kind == "less":
        first, second, category = arguments
        return (kind, _reference(first), _reference(second), category)
    if kind == "pair":
        first, second, one, other = arguments
        return (kind, frozenset((_reference(first), _reference(second))),
                frozenset((_reference(one), _reference(other))))
    if kind == "not":
        return (kind, canonical(arguments[0]))
    if kind == "all_of":
        return (kind, frozenset(_flattened(arguments[0])))
    if kind in ("one_of", "any_of"):
        options = frozenset(_option(option) for option in arguments[0])
        if kind == "one_of" and _same_subject_different_values(arguments[0]):
            kind = "any_of"  # one thing cannot hold two values of one category at once
        return (kind, options)
    raise ValueError(f"unknown relation {relation!r}")


def _flattened(relations) -> set:
    found = set()
    for relation in relations:
        if relation[0] == "all_of":
            found |= _flattened(relation[1])
        else:
            found.add(canonical(relation))
    return found


def _option(relation):
    flat = _flattened([relation])
    return next(iter(flat)) if len(flat) == 1 else ("all_of", frozenset(flat))


def _same_subject_different_values(options) -> bool:
    if not all(option[0] == "same" for option in options):
        return False
    subjects = {tuple(option[1]) for option in options}
    categories = {option[2][0] for option in options}
    values = {tuple(option[2]) for option in options}
    return len(subjects) == 1 and len(categories) == 1 and len(values) == len(options)


def canonical_clue(relations) -> frozenset:
    return frozenset(_flattened(relations))


@pytest.mark.parametrize("name", CASES)
def test_each_sentence_compiles_to_its_intended_relations(name):
    puzzle = json.loads((PUZZLES / f"{name}.relations.json").read_text(encoding="utf-8"))
    path = PUZZLES / f"{name}.clues"
    compiled = compile_clues(path.read_text(encoding="utf-8"), str(path))
    got = {clue.number: canonical_clue([as_json(relation) for relation in clue.relations])
           for clue in compiled.clues}
    wrong = []
    for clue in puzzle["clues"]:
        if got.get(clue["number"]) != canonical_clue(clue["relations"]):
            read = [as_json(r) for c in compiled.clues if c.number == clue["number"] for r in c.relations]
            wrong.append(f"{clue['number']}. {clue['text']}\n  meant: {clue['relations']}\n  read: {read}")
    assert not wrong, "\n".join(wrong)
    assert set(got) == {clue["number"] for clue in puzzle["clues"]}


@pytest.mark.parametrize("relations, same_meaning", [
    ([["same", ["a", "1"], ["b", "2"]]], [["same", ["b", "2"], ["a", "1"]]]),
    ([["offset", ["a", "1"], ["b", "2"], "c", -3]], [["offset", ["b", "2"], ["a", "1"], "c", 3]]),
    ([["all_of", [["same", ["a", "1"], ["b", "2"]], ["different", ["a", "1"], ["c", "3"]]]]],
     [["different", ["c", "3"], ["a", "1"]], ["same", ["a", "1"], ["b", "2"]]]),
    ([["pair", ["a", "1"], ["b", "2"], ["c", "3"], ["c", "4"]]],
     [["pair", ["b", "2"], ["a", "1"], ["c", "4"], ["c", "3"]]]),
    ([["one_of", [["same", ["a", "1"], ["h", "1"]], ["same", ["a", "1"], ["h", "5"]]]]],
     [["any_of", [["same", ["a", "1"], ["h", "5"]], ["same", ["h", "1"], ["a", "1"]]]]]),
])
def test_equivalent_forms_compare_equal(relations, same_meaning):
    assert canonical_clue(relations) == canonical_clue(same_meaning)


@pytest.mark.parametrize("relations, other_meaning", [
    ([["less", ["a", "1"], ["b", "2"], "c"]], [["less", ["b", "2"], ["a", "1"], "c"]]),
    ([["offset", ["a", "1"], ["b", "2"], "c", 3]], [["offset", ["a", "1"], ["b", "2"], "c", -3]]),
    ([["one_of", [["same", ["a", "1"], ["b", "2"]], ["same", ["a", "1"], ["c", "3"]]]]],
     [["any_of", [["same", ["a", "1"], ["b", "2"]], ["same", ["a", "1"], ["c", "3"]]]]]),
    ([["pair", ["a", "1"], ["b", "2"], ["c", "3"], ["c", "4"]]],
     [["pair", ["a", "1"], ["c", "3"], ["b", "2"], ["c", "4"]]]),
])
def test_different_meanings_stay_apart(relations, other_meaning):
    assert canonical_clue(relations) != canonical_clue(other_meaning)
