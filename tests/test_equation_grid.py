"""The native equation grid solver: the expression parser, the seed answer and uniqueness,
the puzzle files, input errors, the independent checker, and agreement with Prolog."""

from itertools import product
from pathlib import Path

import pytest

from located_errors import assert_located_error
from pylogic.errors import InputErrors
from pylogic.numeric import equation_grid
from pylogic.numeric.equation_grid import BinaryOperation, Name, Negate, Number

PUZZLES = Path(__file__).resolve().parents[1] / "puzzles"

SEED_ANSWER = (("x11", 26), ("x12", 19), ("x13", 16), ("x21", 25), ("x22", 8), ("x23", 16),
               ("x31", 15), ("x32", 0), ("x33", 11))


def load(name: str) -> equation_grid.Puzzle:
    path = PUZZLES / name
    return equation_grid.parse(path.read_text(), str(path))


def brute_force(puzzle: equation_grid.Puzzle) -> set[equation_grid.Solution]:
    """Every solution, by trying every value for every unknown (small puzzles only)."""
    values = range(puzzle.low, puzzle.high + 1)
    found = set()
    for assignment in product(values, repeat=len(puzzle.names)):
        solution = equation_grid.Solution(tuple(zip(puzzle.names, assignment)))
        if equation_grid.is_solution(puzzle, solution):
            found.add(solution)
    return found


def test_seed_has_exactly_the_published_answer():
    puzzle = load("equation_grid_seed.eqgrid")
    assert puzzle.givens == (("x11", 26),)
    assert len(puzzle.equations) == 6
    solutions = list(equation_grid.solve(puzzle))
    assert [solution.values for solution in solutions] == [SEED_ANSWER]
    assert equation_grid.is_solution(puzzle, solutions[0])
    assert equation_grid.render(puzzle, solutions[0]) == "26 19 16\n25  8 16\n15  0 11"


def test_no_solution_file():
    assert list(equation_grid.solve(load("equation_grid_none.eqgrid"))) == []


def test_precedence_parentheses_and_unary_minus():
    puzzle = equation_grid.parse("range -5..5\nx11 - x12 * -(x13 + 1) = -(2 - x11) * 3\n")
    left, right = puzzle.equations[0].left, puzzle.equations[0].right
    assert left == BinaryOperation("-", Name("x11", 1), BinaryOperation(
        "*", Name("x12", 7), Negate(BinaryOperation("+", Name("x13", 15), Number(1, 21), 19),
                                    13), 11), 5)
    assert equation_grid.format_expression(right) == "-(2 - x11) * 3"


@pytest.mark.parametrize("text", [
    "range -3..3\nx11 * x12 = x21 + 2\nx12 - x21 * x21 = 1\n",
    "range -4..4\nx11 * x11 = 4\nx12 = -(x11) * 2\n",
    "range -2..3\nx11 * x12 * x21 = 0\nx22 = 1\nx11 + x12 + x21 + x22 = 2\n",
    "range 0..6\nx11 + x12 = 6\nx11 * x12 = 8\n",
    "range -3..3\nx11 * x12 * x21 = -6\nx11 - 2 * x12 = x21 - 3\n",
    "range -5..5\nx11 * x11 * x12 = -4 * x21\nx12 + x21 = 1\nx22 - x11 = 2\n",
])
def test_native_solver_matches_brute_force(text):
    puzzle = equation_grid.parse(text)
    solutions = list(equation_grid.solve(puzzle))
    assert len(set(solutions)) == len(solutions)
    assert set(solutions) == brute_force(puzzle)


MALFORMED = [
    ("", 1, 1, "empty file"),
    ("domain -9..99\nx11 = 1\n", 1, 1, "must be 'range"),
    ("range -9..x\nx11 = 1\n", 1, 11, "range end"),
    ("range 9..1\nx11 = 1\n", 1, 7, "empty range"),
    ("range -9..99\n", 1, 1, "no equations"),
    ("range -9..99\nx11 / x12 = 3\n", 2, 5, "unexpected character '/'"),
    ("range -9..99\nx11 + 2.5 = x12\n", 2, 7, "not an integer"),
    ("range -9..99\nx11 + = 3\n", 2, 7, "expected a number"),
    ("range -9..99\nx11 + x12\n", 2, 10, "expected '='"),
    ("range -9..99\nx11 = x12 = 3\n", 2, 11, "unexpected '='"),
    ("range -9..99\n(x11 + 1 = 3\n", 2, 10, "expected ')'"),
    ("range -9..99\nx11 + 1) = 3\n", 2, 8, "unbalanced ')'"),
    ("range -9..99\n2 * 3 = 6\n", 2, 1, "no unknown"),
    ("range -9..99\nvalue + 1 = 3\n", 2, 1, "bad unknown name"),
    ("range -9..99\nx10 + 1 = 3\n", 2, 1, "bad unknown name"),
    ("range -9..99\nx11 = 100\n", 2, 1, "outside -9..99"),
    ("range -9..99\nx11 = 1\nx11 = 2\n", 3, 1, "given twice"),
    ("range -9..99\nx11 + y12 = 3\n", 2, 7, "another letter"),
]


@pytest.mark.parametrize("text, line, column, message", MALFORMED)
def test_malformed_input_reports_place(text, line, column, message):
    assert_located_error(equation_grid.parse, text, "bad.eqgrid", line, column, message)


def test_several_problems_are_reported_together():
    with pytest.raises(InputErrors) as raised:
        equation_grid.parse("range 0..9\nx11 % 2 = 1\nx12 = 1 +\n")
    assert [(e.location.line, e.location.column) for e in raised.value.errors] == [(2, 5), (3, 10)]


def test_is_solution_rejects_broken_answers():
    puzzle = load("equation_grid_seed.eqgrid")
    changed = dict(SEED_ANSWER) | {"x32": 1}
    assert not equation_grid.is_solution(puzzle, equation_grid.Solution(tuple(changed.items())))
    missing = SEED_ANSWER[:-1]
    assert not equation_grid.is_solution(puzzle, equation_grid.Solution(missing))
    out_of_range = equation_grid.parse("range 0..5\nx11 + x12 = 12\n")
    assert not equation_grid.is_solution(
        out_of_range, equation_grid.Solution((("x11", 6), ("x12", 6))))


def test_svg_lists_the_equations():
    puzzle = load("equation_grid_seed.eqgrid")
    picture = equation_grid.to_svg(puzzle, next(equation_grid.solve(puzzle)))
    assert picture.count('class="given"') == 1 and picture.count('class="found"') == 8
    assert "x13 * x23 - x33 = 245" in picture



@pytest.mark.parametrize("name", ["equation_grid_seed.eqgrid", "equation_grid_none.eqgrid"])
def test_prolog_back_end_finds_the_same_solutions(name):
    puzzle = load(name)
    from_prolog = list(equation_grid.solve_prolog(puzzle, timeout=60.0))
    assert all(equation_grid.is_solution(puzzle, solution) for solution in from_prolog)
    assert set(from_prolog) == set(equation_grid.solve(puzzle))


def test_prolog_back_end_handles_unary_minus_and_parentheses():
    puzzle = equation_grid.parse("range -4..4\nx11 * x11 = 4\nx12 = -(x11) * 2\n"
                                 "x21 = -(x11 - x12)\n")
    assert set(equation_grid.solve_prolog(puzzle, timeout=30.0)) == \
        set(equation_grid.solve(puzzle))
