"""The peer: the same puzzles modelled in Google OR-Tools CP-SAT, every solution enumerated.

OR-Tools is a bench extra (``pip install .[bench]``), never a pylogic dependency: when it is
not importable, ``unavailable_reason()`` says why and the peer column shows "n/a".

Zebra and car rentals are modelled by hand, the way a CP-SAT user would write them (entities
are positions; one variable per value says which entity has it). The numeric models take the
instance as plain data (the fields of pylogic's parsed puzzles), so the peer solves exactly the
instances pylogic solves. Each ``*_solutions`` function builds its model and returns every
solution; CP-SAT enumerates with one worker (its requirement for enumerating all solutions).
"""

from __future__ import annotations

from collections.abc import Sequence

try:
    import ortools
    from ortools.sat.python import cp_model
    ORTOOLS_VERSION = ortools.__version__
    _IMPORT_PROBLEM = ""
except ImportError as error:  # the bench extra is not installed
    cp_model = None
    ORTOOLS_VERSION = None
    _IMPORT_PROBLEM = f"OR-Tools not importable ({error}); install it with pip install .[bench]"

TIME_LIMIT_SECONDS = 120.0


class PeerGaveUp(Exception):
    """CP-SAT stopped before it had enumerated every solution (its time limit)."""


def unavailable_reason() -> str:
    """Why the peer cannot run, or '' when OR-Tools is importable."""
    return _IMPORT_PROBLEM


def _all_solutions(model, variables: Sequence, keep: bool = True) -> list[tuple[int, ...]] | int:
    """Every solution as a tuple of ``variables``' values (or only their count when not ``keep``)."""
    found: list[tuple[int, ...]] = []
    counter = [0]

    class Collector(cp_model.CpSolverSolutionCallback):
        def on_solution_callback(self) -> None:
            counter[0] += 1
            if keep:
                found.append(tuple(self.value(variable) for variable in variables))

    solver = cp_model.CpSolver()
    solver.parameters.enumerate_all_solutions = True
    solver.parameters.num_workers = 1
    solver.parameters.max_time_in_seconds = TIME_LIMIT_SECONDS
    status = solver.solve(model, Collector())
    if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE, cp_model.INFEASIBLE):
        raise PeerGaveUp(f"CP-SAT stopped with status {solver.status_name(status)}")
    if status == cp_model.FEASIBLE:
        raise PeerGaveUp("CP-SAT stopped before proving it had every solution")
    return found if keep else counter[0]


def _entity_variables(model, names: Sequence[str], entities: int) -> dict:
    """One variable per value (the entity that has it), pairwise different."""
    variables = {name: model.new_int_var(1, entities, name) for name in names}
    model.add_all_different(list(variables.values()))
    return variables


def _exactly_one_pair(model, first, second, one, other) -> None:
    """pair(A, B, C, D): A and B differ, and {A, B} = {C, D} in one of the two orders."""
    model.add(first != second)
    straight = model.new_bool_var("")
    model.add(first == one).only_enforce_if(straight)
    model.add(second == other).only_enforce_if(straight)
    model.add(first == other).only_enforce_if(~straight)
    model.add(second == one).only_enforce_if(~straight)


def _next_to(model, first, second) -> None:
    difference = model.new_int_var(-10, 10, "")
    model.add(difference == first - second)
    model.add_abs_equality(1, difference)


ZEBRA_CATEGORIES = {
    "color": ["red", "green", "ivory", "yellow", "blue"],
    "nationality": ["Englishman", "Spaniard", "Ukrainian", "Norwegian", "Japanese"],
    "drink": ["coffee", "tea", "milk", "orange juice", "water"],
    "smoke": ["Old Gold", "Kools", "Chesterfield", "Lucky Strike", "Parliament"],
    "pet": ["dog", "snails", "fox", "horse", "zebra"],
}


def zebra_solutions() -> list[tuple[int, ...]]:
    """Every solution of the zebra (all 15 clues): the house (1-5) of each value, category order."""
    model = cp_model.CpModel()
    house = {}
    for values in ZEBRA_CATEGORIES.values():
        house.update(_entity_variables(model, values, 5))
    model.add(house["Englishman"] == house["red"])                  # 2
    model.add(house["Spaniard"] == house["dog"])                    # 3
    model.add(house["coffee"] == house["green"])                    # 4
    model.add(house["Ukrainian"] == house["tea"])                   # 5
    model.add(house["green"] == house["ivory"] + 1)                 # 6
    model.add(house["Old Gold"] == house["snails"])                 # 7
    model.add(house["Kools"] == house["yellow"])                    # 8
    model.add(house["milk"] == 3)                                   # 9
    model.add(house["Norwegian"] == 1)                              # 10
    _next_to(model, house["Chesterfield"], house["fox"])            # 11
    _next_to(model, house["Kools"], house["horse"])                 # 12
    model.add(house["Lucky Strike"] == house["orange juice"])       # 13
    model.add(house["Japanese"] == house["Parliament"])             # 14
    _next_to(model, house["Norwegian"], house["blue"])              # 15
    return _all_solutions(model, list(house.values()))


RENTAL_CATEGORIES = {
    "customer": ["Freda", "Opal", "Penny", "Sarah", "Vicky"],
    "car": ["Dodge", "Fiat", "Hyundai", "Jeep", "Nissan"],
    "location": ["Brownfield", "Durham", "Iowa Falls", "Los Altos", "Redding"],
}


def rentals_solutions() -> list[tuple[int, ...]]:
    """Every solution of the car rentals: the contract length (2-6 days) of each value."""
    model = cp_model.CpModel()
    days = {}
    for values in RENTAL_CATEGORIES.values():
        variables = {name: model.new_int_var(2, 6, name) for name in values}
        model.add_all_different(list(variables.values()))
        days.update(variables)
    model.add_all_different([days["Vicky"], days["Los Altos"], days["Durham"], days["Fiat"]])  # 1
    model.add(days["Jeep"] != days["Iowa Falls"])                                              # 2
    _exactly_one_pair(model, days["Vicky"], days["Nissan"], days["Los Altos"], days["Redding"])  # 3
    model.add(days["Penny"] != 6)                                                              # 4
    model.add(days["Iowa Falls"] == 5)                                                         # 5
    model.add(days["Durham"] == days["Opal"] + 3)                                              # 6
    two_days = model.new_constant(2)
    _exactly_one_pair(model, days["Nissan"], two_days, days["Redding"], days["Freda"])         # 7
    model.add(days["Jeep"] != 6)                                                               # 8
    model.add(days["Opal"] == days["Hyundai"] + 1)                                             # 9
    return _all_solutions(model, list(days.values()))


def hidoku_solutions(givens: Sequence[Sequence[int | None]],
                     blocked: frozenset = frozenset()) -> list[tuple[int, ...]]:
    """Every filling of a hidoku: for each number 1..M, the index (row * columns + column) of its cell.

    ``givens[r][c]`` is a number or None; ``blocked`` holds (row, column) cells with no number.
    """
    rows, columns = len(givens), len(givens[0])
    open_cells = [r * columns + c for r in range(rows) for c in range(columns) if (r, c) not in blocked]
    count = len(open_cells)
    model = cp_model.CpModel()
    domain = cp_model.Domain.from_values(open_cells)
    cell_of = [model.new_int_var_from_domain(domain, f"n{number}") for number in range(1, count + 1)]
    model.add_all_different(cell_of)
    for r, row in enumerate(givens):
        for c, number in enumerate(row):
            if number is not None:
                model.add(cell_of[number - 1] == r * columns + c)
    touching = [(a, b) for a in open_cells for b in open_cells
                if a != b and abs(a // columns - b // columns) <= 1 and abs(a % columns - b % columns) <= 1]
    for number in range(count - 1):
        model.add_allowed_assignments([cell_of[number], cell_of[number + 1]], touching)
    return _all_solutions(model, cell_of)


def magic_board_solutions(givens: Sequence[Sequence[int | None]], low: int, high: int,
                          target: int) -> list[tuple[int, ...]]:
    """Every filled magic board (row-major numbers): rows, columns, diagonals sum to ``target``."""
    size = len(givens)
    model = cp_model.CpModel()
    cells = [[model.new_int_var(low, high, f"c{r}{c}") for c in range(size)] for r in range(size)]
    flat = [cell for row in cells for cell in row]
    model.add_all_different(flat)
    for r in range(size):
        model.add(sum(cells[r]) == target)
        model.add(sum(cells[i][r] for i in range(size)) == target)
    model.add(sum(cells[i][i] for i in range(size)) == target)
    model.add(sum(cells[i][size - 1 - i] for i in range(size)) == target)
    for r, row in enumerate(givens):
        for c, number in enumerate(row):
            if number is not None:
                model.add(cells[r][c] == number)
    return _all_solutions(model, flat)


def _linear(model, expression, unknowns: dict, low: int, high: int):
    """A CP-SAT linear expression for a pylogic equation-grid expression (products get a variable)."""
    kind = type(expression).__name__
    if kind == "Number":
        return expression.value
    if kind == "Name":
        return unknowns[expression.name]
    if kind == "Negate":
        return -_linear(model, expression.operand, unknowns, low, high)
    left = _linear(model, expression.left, unknowns, low, high)
    right = _linear(model, expression.right, unknowns, low, high)
    if expression.operator == "+":
        return left + right
    if expression.operator == "-":
        return left - right
    bound = max(abs(low), abs(high)) ** 2 * 100
    product = model.new_int_var(-bound, bound, "")
    model.add_multiplication_equality(product, [_as_variable(model, left, bound),
                                                _as_variable(model, right, bound)])
    return product


def _as_variable(model, expression, bound: int):
    if isinstance(expression, int):
        return model.new_constant(expression)
    if isinstance(expression, cp_model.IntVar):
        return expression
    variable = model.new_int_var(-bound, bound, "")
    model.add(variable == expression)
    return variable


def equation_grid_solutions(names: Sequence[str], low: int, high: int,
                            givens: Sequence[tuple[str, int]], equations: Sequence) -> list[tuple[int, ...]]:
    """Every assignment of ``names`` (in order) in ``low..high`` satisfying the equations.

    ``equations`` are pylogic equation-grid ``Equation`` values (left/right expression trees).
    """
    model = cp_model.CpModel()
    unknowns = {name: model.new_int_var(low, high, name) for name in names}
    for name, value in givens:
        model.add(unknowns[name] == value)
    for equation in equations:
        model.add(_linear(model, equation.left, unknowns, low, high)
                  == _linear(model, equation.right, unknowns, low, high))
    return _all_solutions(model, [unknowns[name] for name in names])


def jodici_solutions(givens: Sequence[Sequence[int | None]]) -> list[tuple[int, ...]]:
    """Every jodici filling (ring-major digits): digits 1-9 twice each, sectors 15, rings 30."""
    model = cp_model.CpModel()
    rings = [[model.new_int_var(1, 9, f"r{r}s{s}") for s in range(6)] for r in range(3)]
    flat = [cell for ring in rings for cell in ring]
    for ring in rings:
        model.add(sum(ring) == 30)
    for sector in range(6):
        model.add(sum(rings[r][sector] for r in range(3)) == 15)
    for digit in range(1, 10):
        is_digit = []
        for cell in flat:
            flag = model.new_bool_var("")
            model.add(cell == digit).only_enforce_if(flag)
            model.add(cell != digit).only_enforce_if(~flag)
            is_digit.append(flag)
        model.add(sum(is_digit) == 2)
    for r, ring in enumerate(givens):
        for s, digit in enumerate(ring):
            if digit is not None:
                model.add(rings[r][s] == digit)
    return _all_solutions(model, flat)


def disks_solutions(disks: Sequence[str]) -> list[tuple[int, ...]]:
    """Every set of rotations (the first disk fixed) under which each position is covered once.

    A disk is a string of 0/1 (1 = solid); rotating by k reads the disk from position k on.
    Returns one rotation per disk after the first.
    """
    width = len(disks[0])
    model = cp_model.CpModel()
    chosen = []
    coverage = [[] for _ in range(width)]
    for position, symbol in enumerate(disks[0]):
        if symbol == "1":
            coverage[position].append(1)
    for index, disk in enumerate(disks[1:], start=1):
        rotation = model.new_int_var(0, width - 1, f"rotation{index}")
        flags = [model.new_bool_var("") for _ in range(width)]
        model.add_exactly_one(flags)
        for shift, flag in enumerate(flags):
            model.add(rotation == shift).only_enforce_if(flag)
            for position in range(width):
                if disk[(position + shift) % width] == "1":
                    coverage[position].append(flag)
        chosen.append(rotation)
    for covering in coverage:
        model.add(sum(covering) == 1)
    return _all_solutions(model, chosen)


def _orientations(stone: Sequence[Sequence[str]]) -> set[frozenset]:
    """The distinct rotations and mirror images of a stone, each as {((row, column), colour)}."""
    cells = [((r, c), colour) for r, row in enumerate(stone) for c, colour in enumerate(row)
             if colour != "_"]
    shapes = set()
    for mirror in (False, True):
        for turns in range(4):
            moved = []
            for (r, c), colour in cells:
                if mirror:
                    c = -c
                for _ in range(turns):
                    r, c = c, -r
                moved.append(((r, c), colour))
            top = min(r for (r, _), _ in moved)
            left = min(c for (_, c), _ in moved)
            shapes.add(frozenset(((r - top, c - left), colour) for (r, c), colour in moved))
    return shapes


def checkerboard_count(height: int, width: int, top_left: str,
                       stones: Sequence[Sequence[Sequence[str]]]) -> int:
    """The raw number of tilings (stones numbered, so identical stones swapped count twice)."""
    other = "W" if top_left == "B" else "B"
    model = cp_model.CpModel()
    covering = [[[] for _ in range(width)] for _ in range(height)]
    for stone in stones:
        placements = []
        for shape in _orientations(stone):
            rows = 1 + max(r for (r, _), _ in shape)
            columns = 1 + max(c for (_, c), _ in shape)
            for top in range(height - rows + 1):
                for left in range(width - columns + 1):
                    if all((top_left if (top + r + left + c) % 2 == 0 else other) == colour
                           for (r, c), colour in shape):
                        placed = model.new_bool_var("")
                        placements.append(placed)
                        for (r, c), _ in shape:
                            covering[top + r][left + c].append(placed)
        model.add_exactly_one(placements)
    for row in covering:
        for cell in row:
            model.add_exactly_one(cell)
    return _all_solutions(model, [], keep=False)
