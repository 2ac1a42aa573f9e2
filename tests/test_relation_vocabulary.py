"""One relation vocabulary: the compiler, the independent checker and the Prolog engine agree.

``pylogic.relations.SIGNATURES`` declares the relations; ``prolog/logic_grid.pl`` must
implement exactly those (its ``resolved_relation/3`` clauses, read from a fresh ``swipl``), and
``pylogic.grid_check`` must evaluate each of them.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from pylogic.grid_check import Grid, relation_holds
from pylogic.relations import SIGNATURES, is_relation, relation
from pylogic.terms import Compound

ENGINE = Path(__file__).resolve().parents[1] / "prolog" / "logic_grid.pl"


def test_the_prolog_engine_implements_exactly_the_vocabulary():
    goal = ("forall((clause(logic_grid:resolved_relation(Head, _, _), _), nonvar(Head)), "
            "(functor(Head, Name, Arity), format('~w/~w~n', [Name, Arity]))), halt")
    listed = subprocess.run(["swipl", "-q", "-g", goal, "-t", "halt(1)", str(ENGINE)],
                            capture_output=True, text=True, timeout=60)
    assert listed.returncode == 0, listed.stderr
    implemented = set(listed.stdout.split())
    declared = {f"{name}/{len(signature.arguments)}" for name, signature in SIGNATURES.items()}
    assert implemented == declared


def _reference(category: str, value: str) -> Compound:
    return Compound(":", (category, value))


GRID = Grid({"person": ["Ann", "Bob"], "house": ["1", "2"]}, {"house": [1, 2]},
            ["person", "house"], [["Ann", "1"], ["Bob", "2"]])
ANN, BOB = _reference("person", "Ann"), _reference("person", "Bob")
HOUSE_1 = _reference("house", "1")
EXAMPLES = {
    "same": relation("same", ANN, HOUSE_1),
    "different": relation("different", ANN, BOB),
    "all_different": relation("all_different", [ANN, BOB]),
    "less": relation("less", ANN, BOB, "house"),
    "offset": relation("offset", BOB, ANN, "house", 1),
    "distance": relation("distance", ANN, BOB, "house", 1),
    "difference": relation("difference", BOB, ANN, "house", 1, "sup"),
    "pair": relation("pair", ANN, BOB, HOUSE_1, _reference("house", "2")),
    "any_of": relation("any_of", [relation("same", BOB, HOUSE_1), relation("same", ANN, HOUSE_1)]),
    "one_of": relation("one_of", [relation("same", BOB, HOUSE_1), relation("same", ANN, HOUSE_1)]),
    "all_of": relation("all_of", [relation("same", ANN, HOUSE_1)]),
    "not": relation("not", relation("same", BOB, HOUSE_1)),
}


@pytest.mark.parametrize("name", sorted(SIGNATURES))
def test_the_checker_evaluates_every_relation(name):
    assert relation_holds(EXAMPLES[name], GRID) is True
    assert relation_holds(relation("not", EXAMPLES[name]), GRID) is False


def test_relations_outside_the_vocabulary_are_rejected():
    with pytest.raises(ValueError):
        relation("same", ANN)
    with pytest.raises(ValueError):
        relation("offset", ANN, BOB, "house", "1")
    with pytest.raises(ValueError):
        relation("between", ANN, BOB)
    assert not is_relation(Compound("same", (ANN, "Bob")))
    with pytest.raises(ValueError):
        relation_holds(Compound("between", (ANN, BOB)), GRID)
