"""The CP-SAT peer for generated logic-grid puzzles: any puzzle in the relation vocabulary.

A puzzle arrives in the JSON form of ``NAME.relations.json`` (tests/brute_force_grid.py's
docstring): categories with their values and numbers, and relations such as
``["same", ["pets", "cat"], ["houses", "3"]]``. The model is the one a CP-SAT user would write:
one integer variable per value (the entity holding it), ``add_all_different`` per category, and
the first ordered category fixed (its values in number order are entities 1..N, as in a
hand-written zebra, and as pylogic's engine does). Top-level relations are plain constraints;
relations under any_of/one_of/all_of/not/pair are reified with enforcement literals.

``grid_solutions(categories, relations, limit)`` is both the benchmark's peer and, in
``bench/grid_series.py``, the proof that a generated puzzle has exactly one answer, independent
of pylogic's engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from bench.peer_ortools import (
    TIME_LIMIT_SECONDS,
    PeerGaveUp,
    cp_model,
    unavailable_reason,
)

__all__ = ["grid_solutions", "unavailable_reason"]


class _GridModel:
    """Variables of one puzzle and the translation of relations into constraints."""

    def __init__(self, categories: Sequence[dict]):
        self.model = cp_model.CpModel()
        self.size = len(categories[0]["values"])
        self.categories = {category["name"]: category for category in categories}
        ordered = [category["name"] for category in categories if category.get("numbers")]
        self.fixed = ordered[0] if ordered else categories[0]["name"]
        self.entity: dict[tuple[str, str], object] = {}
        self.numbers_by_entity: dict[str, object] = {}
        for category in categories:
            self._add_category(category)

    def _add_category(self, category: dict) -> None:
        name, values, numbers = category["name"], category["values"], category.get("numbers")
        if name == self.fixed:
            order = sorted(range(self.size), key=lambda index: numbers[index]) if numbers else range(self.size)
            for entity, index in enumerate(order, start=1):
                self.entity[name, values[index]] = entity
            if numbers:
                self.numbers_by_entity[name] = sorted(numbers)
            return
        variables = [self.model.new_int_var(1, self.size, f"{name}:{value}") for value in values]
        self.model.add_all_different(variables)
        for value, variable in zip(values, variables):
            self.entity[name, value] = variable
        if numbers:
            # entity -> its number in this category, channelled with element constraints
            domain = cp_model.Domain.from_values(numbers)
            by_entity = [self.model.new_int_var_from_domain(domain, "") for _ in range(self.size)]
            self.model.add_all_different(by_entity)
            for variable, number in zip(variables, numbers):
                self.model.add_element(variable, [0] + by_entity, number)
            self.numbers_by_entity[name] = by_entity

    def reference(self, reference: Sequence[str]):
        return self.entity[reference[0], reference[1]]

    def number(self, reference: Sequence[str], ordered: str):
        """A CP-SAT expression for the number, in ``ordered``, of the referenced value's entity."""
        category = self.categories[ordered]
        if reference[0] == ordered:
            return category["numbers"][category["values"].index(reference[1])]
        by_entity = self.numbers_by_entity[ordered]
        entity = self.reference(reference)
        if isinstance(by_entity[0], int):
            steps = {b - a for a, b in pairwise(by_entity)}
            if len(steps) == 1:
                return by_entity[0] + steps.pop() * (entity - 1)
        low, high = min(category["numbers"]), max(category["numbers"])
        number = self.model.new_int_var(low, high, "")
        self.model.add_element(entity, [low] + list(by_entity), number)
        return number

    # ---------------------------------------------------------------- top level

    def post(self, relation: list) -> None:
        """Posts a relation that must hold."""
        kind = relation[0]
        if kind == "same":
            self.model.add(self.reference(relation[1]) == self.reference(relation[2]))
        elif kind == "different":
            self.model.add(self.reference(relation[1]) != self.reference(relation[2]))
        elif kind == "all_different":
            self.model.add_all_different([self.reference(reference) for reference in relation[1]])
        elif kind == "less":
            self.model.add(self.number(relation[1], relation[3]) < self.number(relation[2], relation[3]))
        elif kind == "offset":
            self.model.add(self.number(relation[1], relation[3])
                           == self.number(relation[2], relation[3]) + relation[4])
        elif kind == "distance":
            self.model.add_abs_equality(relation[4], self._difference(relation))
        elif kind == "all_of":
            for part in relation[1]:
                self.post(part)
        else:
            self.model.add_bool_and([self.truth(relation)])

    def _difference(self, relation: list):
        first, second = self.number(relation[1], relation[3]), self.number(relation[2], relation[3])
        spread = max(self.categories[relation[3]]["numbers"]) - min(self.categories[relation[3]]["numbers"])
        difference = self.model.new_int_var(-spread, spread, "")
        self.model.add(difference == first - second)
        return difference

    # ---------------------------------------------------------------- reified

    def truth(self, relation: list):
        """A Boolean variable that is true exactly when ``relation`` holds."""
        kind = relation[0]
        if kind == "all_different":
            references = relation[1]
            parts = [["different", a, b] for index, a in enumerate(references) for b in references[index + 1:]]
            return self.truth(["all_of", parts])
        if kind == "pair":
            a, b, c, d = relation[1:5]
            return self.truth(["all_of", [["different", a, b],
                                          ["any_of", [["all_of", [["same", a, c], ["same", b, d]]],
                                                      ["all_of", [["same", a, d], ["same", b, c]]]]]]])
        if kind == "not":
            return self.truth(relation[1]).Not()
        truth = self.model.new_bool_var("")  # every branch below defines it both ways
        if kind in ("same", "different"):
            first, second = self.reference(relation[1]), self.reference(relation[2])
            same = truth if kind == "same" else truth.Not()
            self.model.add(first == second).only_enforce_if(same)
            self.model.add(first != second).only_enforce_if(same.Not())
        elif kind == "less":
            first, second = self.number(relation[1], relation[3]), self.number(relation[2], relation[3])
            self.model.add(first < second).only_enforce_if(truth)
            self.model.add(first >= second).only_enforce_if(truth.Not())
        elif kind == "offset":
            first, second = self.number(relation[1], relation[3]), self.number(relation[2], relation[3])
            self.model.add(first == second + relation[4]).only_enforce_if(truth)
            self.model.add(first != second + relation[4]).only_enforce_if(truth.Not())
        elif kind == "distance":
            absolute = self.model.new_int_var(0, 10 ** 9, "")
            self.model.add_abs_equality(absolute, self._difference(relation))
            self.model.add(absolute == relation[4]).only_enforce_if(truth)
            self.model.add(absolute != relation[4]).only_enforce_if(truth.Not())
        elif kind in ("any_of", "all_of"):
            parts = [self.truth(part) for part in relation[1]]
            if kind == "any_of":
                self.model.add_bool_or(parts).only_enforce_if(truth)
                self.model.add_bool_and([part.Not() for part in parts]).only_enforce_if(truth.Not())
            else:
                self.model.add_bool_and(parts).only_enforce_if(truth)
                self.model.add_bool_or([part.Not() for part in parts]).only_enforce_if(truth.Not())
        elif kind == "one_of":
            parts = [self.truth(part) for part in relation[1]]
            self.model.add(sum(parts) == 1).only_enforce_if(truth)
            self.model.add(sum(parts) != 1).only_enforce_if(truth.Not())
        else:
            raise ValueError(f"unknown relation {kind!r}")
        return truth


def grid_solutions(categories: Sequence[dict], relations: Sequence[list],
                   limit: int | None = None) -> list[list[list[str]]]:
    """Every solution (at most ``limit``) as rows of labels, one row per value of the first
    category in declared order, columns in category order. PeerGaveUp past CP-SAT's time limit."""
    grid = _GridModel(categories)
    for relation in relations:
        grid.post(relation)
    names = [(category["name"], value) for category in categories for value in category["values"]]
    variables = [grid.entity[key] for key in names]
    found: list[list[list[str]]] = []

    class Collector(cp_model.CpSolverSolutionCallback):
        def on_solution_callback(self) -> None:
            entity_of = {key: (variable if isinstance(variable, int) else self.value(variable))
                         for key, variable in zip(names, variables)}
            found.append(_rows(categories, entity_of))
            if limit is not None and len(found) >= limit:
                self.stop_search()

    solver = cp_model.CpSolver()
    solver.parameters.enumerate_all_solutions = True
    solver.parameters.num_workers = 1
    solver.parameters.max_time_in_seconds = TIME_LIMIT_SECONDS
    status = solver.solve(grid.model, Collector())
    stopped_at_limit = limit is not None and len(found) >= limit
    if status not in (cp_model.OPTIMAL, cp_model.INFEASIBLE) and not stopped_at_limit:
        raise PeerGaveUp(f"CP-SAT stopped with status {solver.status_name(status)}")
    return found


def _rows(categories: Sequence[dict], entity_of: dict) -> list[list[str]]:
    """The table of one solution: row i is the entity of the first category's i-th value."""
    first = categories[0]
    rows = []
    for value in first["values"]:
        entity = entity_of[first["name"], value]
        rows.append([next(label for label in category["values"] if entity_of[category["name"], label] == entity)
                     for category in categories])
    return rows
