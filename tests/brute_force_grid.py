"""Independent brute-force solver for logic-grid relations (no CLP, no Prolog).

A puzzle here is the machine form stored in ``puzzles/NAME.relations.json``:

    {"categories": [{"name": "people", "values": ["Ann", ...], "numbers": null}, ...],
     "clues": [{"number": 1, "text": "...", "relations": [RELATION, ...]}, ...]}

Relations mirror the plan's logic-grid fact vocabulary as JSON lists; a reference is
``[category, value]``:

    ["same", A, B]            ["different", A, B]         ["all_different", [A, ...]]
    ["less", A, B, Cat]       ["offset", A, B, Cat, K]    ["distance", A, B, Cat, K]
    ["pair", A, B, C, D]      ["any_of", [R, ...]]        ["one_of", [R, ...]]
    ["all_of", [R, ...]]      ["not", R]

Entities are the row values (first category), numbered 0..N-1 in declared order.  The
enumeration tries every permutation (itertools.permutations) of every other category, one
category at a time, and rejects a partial table as soon as a relation whose categories are
all placed fails.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable, Iterator
from pathlib import Path

# A compiled relation: (entity_of, value_of) -> bool, where entity_of[c][v] is the entity
# holding value index v of category c and value_of[c][e] the value index entity e holds.
Check = Callable[[list, list], bool]


def load_puzzle(path: Path | str) -> dict:
    """The relations JSON at ``path`` as a dict (see module docstring)."""
    return json.loads(Path(path).read_text(encoding="utf-8"))


class Grid:
    """Index of a puzzle's categories: names, value positions and value numbers."""

    def __init__(self, categories: list[dict]):
        self.names = [category["name"] for category in categories]
        self.values = [list(category["values"]) for category in categories]
        self.numbers = [category.get("numbers") for category in categories]
        self.size = len(self.values[0])
        self.category_index = {name: index for index, name in enumerate(self.names)}
        self.value_index = [
            {value: index for index, value in enumerate(values)} for values in self.values
        ]
        for name, values in zip(self.names, self.values):
            if len(values) != self.size or len(set(values)) != self.size:
                raise ValueError(f"category {name!r} must have {self.size} distinct values")

    def reference(self, reference: list) -> tuple[int, int]:
        """(category index, value index) of a ``[category, value]`` reference; KeyError if unknown."""
        category = self.category_index[reference[0]]
        return category, self.value_index[category][reference[1]]

    def ordered(self, name: str) -> int:
        """Index of the ordered category ``name``; ValueError if it has no numbers."""
        category = self.category_index[name]
        if self.numbers[category] is None:
            raise ValueError(f"category {name!r} has no numbers")
        return category


def relation_categories(grid: Grid, relation: list) -> set[int]:
    """Indices of every category a relation mentions (references and ordering category)."""
    kind = relation[0]
    if kind in ("any_of", "one_of", "all_of"):
        return set().union(*(relation_categories(grid, part) for part in relation[1]))
    if kind == "not":
        return relation_categories(grid, relation[1])
    if kind == "all_different":
        return {grid.reference(reference)[0] for reference in relation[1]}
    references = [item for item in relation[1:] if isinstance(item, list)]
    categories = {grid.reference(reference)[0] for reference in references}
    if kind in ("less", "offset", "distance"):
        categories.add(grid.ordered(relation[3]))
    return categories


def compile_relation(grid: Grid, relation: list) -> Check:
    """A function telling whether ``relation`` holds on a partly filled table.

    It answers True or False once the placed values decide the relation, else None.
    Unplaced cells are None in both ``entity_of`` and ``value_of``.
    """
    kind = relation[0]
    if kind in ("any_of", "one_of", "all_of", "not"):
        return _compile_compound(grid, relation)
    if kind == "all_different":
        return _compile_all_different([_entity(grid, reference) for reference in relation[1]])
    if kind in ("same", "different"):
        return _compile_same(grid, relation[1], relation[2], kind == "same")
    if kind == "pair":
        a, b, c, d = (_entity(grid, reference) for reference in relation[1:5])

        def pair(ent, val):
            entities = (a(ent), b(ent), c(ent), d(ent))
            if None in entities:
                return None
            return entities[0] != entities[1] and {entities[0], entities[1]} == {entities[2], entities[3]}
        return pair
    if kind in ("less", "offset", "distance"):
        return _compile_comparison(grid, relation)
    raise ValueError(f"unknown relation {kind!r}")


def _compile_same(grid: Grid, first_reference: list, second_reference: list, wanted: bool) -> Check:
    """same/different; 'same' also fails early when one side's entity already holds another value."""
    first_category, first_value = grid.reference(first_reference)
    second_category, second_value = grid.reference(second_reference)

    def same(ent, val):
        first, second = ent[first_category][first_value], ent[second_category][second_value]
        if first is not None and second is not None:
            return (first == second) == wanted
        if wanted and first is not None and val[second_category][first] is not None:
            return False
        if wanted and second is not None and val[first_category][second] is not None:
            return False
        return None
    return same


def _compile_all_different(entities) -> Check:
    def all_different(ent, val):
        known = [entity(ent) for entity in entities]
        placed = [entity for entity in known if entity is not None]
        if len(set(placed)) < len(placed):
            return False
        return True if len(placed) == len(known) else None
    return all_different


def _compile_comparison(grid: Grid, relation: list) -> Check:
    kind, amount = relation[0], relation[4] if len(relation) > 4 else None
    first, second = _number(grid, relation[1], relation[3]), _number(grid, relation[2], relation[3])

    def compare(ent, val):
        a, b = first(ent, val), second(ent, val)
        if a is None or b is None:
            return None
        if kind == "less":
            return a < b
        if kind == "offset":
            return a == b + amount
        return abs(a - b) == amount
    return compare


def _compile_compound(grid: Grid, relation: list) -> Check:
    """any_of / one_of / all_of / not over compiled parts (three-valued: True, False, None)."""
    kind = relation[0]
    if kind == "not":
        inner = compile_relation(grid, relation[1])

        def negation(ent, val):
            answer = inner(ent, val)
            return None if answer is None else not answer
        return negation
    parts = [compile_relation(grid, part) for part in relation[1]]

    def compound(ent, val):
        answers = [part(ent, val) for part in parts]
        true, unknown = answers.count(True), answers.count(None)
        if kind == "any_of":
            return True if true else (None if unknown else False)
        if kind == "all_of":
            return False if False in answers else (None if unknown else True)
        if true > 1:
            return False
        if unknown:
            return None if true + unknown >= 1 else False
        return true == 1
    return compound


def _entity(grid: Grid, reference: list):
    category, value = grid.reference(reference)
    return lambda ent: ent[category][value]


def _number(grid: Grid, reference: list, ordered_name: str):
    category, value = grid.reference(reference)
    ordered = grid.ordered(ordered_name)
    numbers = grid.numbers[ordered]

    def number(ent, val):
        entity = ent[category][value]
        if entity is None:
            return None
        held = val[ordered][entity]
        return None if held is None else numbers[held]
    return number


def puzzle_relations(puzzle: dict, clue_numbers=None) -> list[list]:
    """All relations of the puzzle's clues (only those numbered in ``clue_numbers`` if given)."""
    return [
        relation
        for clue in puzzle["clues"]
        if clue_numbers is None or clue["number"] in clue_numbers
        for relation in clue["relations"]
    ]


def solutions(categories: list[dict], relations: list[list], limit: int | None = None) -> Iterator[list[list[str]]]:
    """Every table satisfying all relations (at most ``limit``), as rows of value labels.

    Rows follow the first category's order; each row lists the entity's value per category.
    Exhaustive backtracking: the row category is fixed (value i = entity i); every other value
    is given each still-free entity of its category in turn, and a branch is cut as soon as
    a relation is decided False on the cells placed so far.
    """
    grid = Grid(categories)
    checks = [(relation_categories(grid, relation), compile_relation(grid, relation)) for relation in relations]
    cells = [(category, value) for category in _placement_order(grid, [cats for cats, _ in checks])
             for value in range(grid.size)]
    watching = {category: [check for cats, check in checks if category in cats] for category in range(len(grid.names))}
    entity_of = [list(range(grid.size))] + [[None] * grid.size for _ in grid.names[1:]]
    value_of = [list(range(grid.size))] + [[None] * grid.size for _ in grid.names[1:]]
    if any(check(entity_of, value_of) is False for cats, check in checks if cats == {0}):
        return
    found = 0
    for _ in _search(grid, cells, watching, 0, entity_of, value_of):
        yield [
            [grid.values[category][value_of[category][entity]] for category in range(len(grid.names))]
            for entity in range(grid.size)
        ]
        found += 1
        if limit is not None and found >= limit:
            return


def _placement_order(grid: Grid, relation_category_sets: list[set[int]]) -> list[int]:
    """Non-row categories, greedily ordered so that relations can be decided early."""
    remaining = set(range(1, len(grid.names)))
    placed = {0}
    order = []
    while remaining:
        def completed(category):
            return sum(1 for cats in relation_category_sets if category in cats and cats <= placed | {category})
        best = max(sorted(remaining), key=completed)
        order.append(best)
        placed.add(best)
        remaining.remove(best)
    return order


def _search(grid, cells, watching, depth, entity_of, value_of):
    if depth == len(cells):
        yield True
        return
    category, value = cells[depth]
    holders = value_of[category]
    for entity in range(grid.size):
        if holders[entity] is not None:
            continue
        entity_of[category][value], holders[entity] = entity, value
        if all(check(entity_of, value_of) is not False for check in watching[category]):
            yield from _search(grid, cells, watching, depth + 1, entity_of, value_of)
        entity_of[category][value], holders[entity] = None, None


def count_solutions(puzzle: dict, clue_numbers=None, limit: int | None = None) -> int:
    """How many tables satisfy the puzzle's clues (stops counting at ``limit``)."""
    relations = puzzle_relations(puzzle, clue_numbers)
    return sum(1 for _ in solutions(puzzle["categories"], relations, limit))


def table_satisfies(categories: list[dict], relations: list[list], rows: list[list[str]]) -> bool:
    """True when the complete table ``rows`` (row order = first category) meets every relation."""
    grid = Grid(categories)
    if [row[0] for row in rows] != grid.values[0]:
        return False
    entity_of, value_of = [], []
    for category in range(len(grid.names)):
        column = [grid.value_index[category][row[category]] for row in rows]
        if sorted(column) != list(range(grid.size)):
            return False
        owners = [0] * grid.size
        for entity, value in enumerate(column):
            owners[value] = entity
        entity_of.append(tuple(owners))
        value_of.append(column)
    return all(compile_relation(grid, relation)(entity_of, value_of) is True for relation in relations)


def smallest_conflicts(puzzle: dict) -> list[list[int]]:
    """All smallest sets of clue numbers with no solution together (empty if the whole is satisfiable)."""
    numbers = [clue["number"] for clue in puzzle["clues"]]
    for size in range(1, len(numbers) + 1):
        conflicts = [
            list(subset)
            for subset in itertools.combinations(numbers, size)
            if count_solutions(puzzle, set(subset), limit=1) == 0
        ]
        if conflicts:
            return conflicts
    return []
