"""The native magic number board solver: seed answer and uniqueness, the puzzle files, input
errors, the independent checker, and agreement with the Prolog back end."""

from functools import cache
from itertools import permutations, product
from pathlib import Path

import pytest

from located_errors import assert_located_error
from pylogic.errors import InputErrors
from pylogic.numeric import magic_board

PUZZLES = Path(__file__).resolve().parents[1] / "puzzles"

SEED_ANSWER = ((28, 24, 6, 12, 15), (13, 7, 25, 17, 23), (8, 26, 19, 5, 27),
               (20, 18, 14, 22, 11), (16, 10, 21, 29, 9))


def load(name: str) -> magic_board.Puzzle:
    path = PUZZLES / name
    return magic_board.parse(path.read_text(), str(path))


@cache
def lo_shu_squares() -> frozenset[tuple[tuple[int, ...], ...]]:
    """Every 3x3 magic square of 1..9, by brute force over all 9! arrangements."""
    found = set()
    for values in permutations(range(1, 10)):
        grid = (values[0:3], values[3:6], values[6:9])
        lines = [*grid, *zip(*grid), (values[0], values[4], values[8]),
                 (values[2], values[4], values[6])]
        if all(sum(line) == 15 for line in lines):
            found.add(grid)
    return frozenset(found)


def test_seed_has_exactly_the_published_answer():
    puzzle = load("magic_seed.magic")
    assert (puzzle.low, puzzle.high, puzzle.target, puzzle.size) == (5, 29, 85, 5)
    solutions = list(magic_board.solve(puzzle))
    assert [solution.grid for solution in solutions] == [SEED_ANSWER]
    assert magic_board.is_solution(puzzle, solutions[0])


def test_empty_3x3_gives_all_eight_lo_shu_squares():
    puzzle = load("magic_lo_shu_all.magic")
    solutions = list(magic_board.solve(puzzle))
    assert len(solutions) == 8
    assert {solution.grid for solution in solutions} == lo_shu_squares()
    assert all(magic_board.is_solution(puzzle, solution) for solution in solutions)


def test_no_solution_file():
    assert list(magic_board.solve(load("magic_none.magic"))) == []


def test_range_larger_than_board_uses_numbers_at_most_once():
    puzzle = magic_board.parse("numbers 1..10 sum 15\n_ _ _\n_ _ _\n_ _ _\n")
    assert not puzzle.uses_every_number
    solutions = list(magic_board.solve(puzzle))
    # the centre of a 3x3 magic square is a third of the sum (5), so cells opposite it pair up
    # to 10 and 10 itself would need a 0: exactly the Lo Shu squares remain
    assert {solution.grid for solution in solutions} == lo_shu_squares()


def brute_force_3x3(puzzle: magic_board.Puzzle) -> set[tuple[tuple[int, ...], ...]]:
    """Every filling of a 3x3 puzzle: rows of distinct unused numbers with the target sum
    stacked in every way, each full board checked by ``is_solution``."""
    numbers = range(puzzle.low, puzzle.high + 1)
    rows = [row for row in permutations(numbers, 3) if sum(row) == puzzle.target]
    found = set()
    for grid in product(rows, repeat=3):
        if len(set(grid[0] + grid[1] + grid[2])) == 9 and all(
                sum(column) == puzzle.target for column in zip(*grid)) \
                and magic_board.is_solution(puzzle, magic_board.Solution(grid)):
            found.add(grid)
    return found


@pytest.mark.parametrize("text", [
    "numbers 1..11 sum 18\n_ _ _\n_ 6 _\n_ _ 3\n",
    "numbers 0..10 sum 15\n_ _ _\n_ 5 _\n_ _ _\n",
])
def test_native_solver_matches_brute_force(text):
    puzzle = magic_board.parse(text)
    solutions = [solution.grid for solution in magic_board.solve(puzzle)]
    assert len(set(solutions)) == len(solutions)
    assert set(solutions) == brute_force_3x3(puzzle)


def test_negative_numbers():
    puzzle = magic_board.parse("numbers -4..4 sum 0\n_ _ _\n_ 0 _\n_ _ -4\n")
    solutions = list(magic_board.solve(puzzle))
    shifted = {tuple(tuple(value + 5 for value in row) for row in solution.grid)
               for solution in solutions}
    assert shifted == {grid for grid in lo_shu_squares() if grid[2][2] == 1}
    assert all(magic_board.is_solution(puzzle, solution) for solution in solutions)


MALFORMED = [
    ("", 1, 1, "empty file"),
    ("numbers 1..9 total 15\n_ _ _\n_ _ _\n_ _ _\n", 1, 14, "expected 'sum'"),
    ("count 1..9 sum 15\n_ _ _\n_ _ _\n_ _ _\n", 1, 1, "expected 'numbers'"),
    ("numbers 1-9 sum 15\n_ _ _\n_ _ _\n_ _ _\n", 1, 9, "expected a range"),
    ("numbers 1..x sum 15\n_ _ _\n_ _ _\n_ _ _\n", 1, 12, "range end"),
    ("numbers 9..1 sum 15\n_ _ _\n_ _ _\n_ _ _\n", 1, 9, "empty range"),
    ("numbers 1..9 sum\n_ _ _\n_ _ _\n_ _ _\n", 1, 17, "missing TARGET"),
    ("numbers 1..9 sum 15 extra\n_ _ _\n", 1, 21, "unexpected text"),
    ("numbers 1..9 sum 15\n", 1, 20, "rows are missing"),
    ("numbers 1..9 sum 15\n_ _ _\n_ _\n_ _ _\n", 3, 4, "expected 3"),
    ("numbers 1..9 sum 15\n_ _ _\n_ _ _\n", 2, 1, "must be square"),
    ("numbers 1..8 sum 15\n_ _ _\n_ _ _\n_ _ _\n", 1, 1, "fewer than the 9 cells"),
    ("numbers 1..9 sum 15\n_ _ _\n_ 10 _\n_ _ _\n", 3, 3, "outside 1..9"),
    ("numbers 1..9 sum 15\n_ _ 4\n_ _ _\n_ 4 _\n", 4, 3, "given twice"),
    ("numbers 1..9 sum 15\n_ _ _\n_ ? _\n_ _ _\n", 3, 3, "expected a number or _"),
]


@pytest.mark.parametrize("text, line, column, message", MALFORMED)
def test_malformed_input_reports_place(text, line, column, message):
    assert_located_error(magic_board.parse, text, "bad.magic", line, column, message)


def test_several_problems_are_reported_together():
    with pytest.raises(InputErrors) as raised:
        magic_board.parse("numbers 1..9 sum 15\n0 _ _\n_ x _\n_ _ _\n")
    assert [(e.location.line, e.location.column) for e in raised.value.errors] == [(2, 1), (3, 3)]


def test_is_solution_rejects_broken_answers():
    puzzle = load("magic_seed.magic")
    swapped = [list(row) for row in SEED_ANSWER]
    swapped[0][0], swapped[1][0] = swapped[1][0], swapped[0][0]
    assert not magic_board.is_solution(puzzle, magic_board.Solution(tuple(map(tuple, swapped))))
    repeated = [list(row) for row in SEED_ANSWER]
    repeated[0][0] = 24
    assert not magic_board.is_solution(puzzle, magic_board.Solution(tuple(map(tuple, repeated))))
    assert not magic_board.is_solution(puzzle, magic_board.Solution(SEED_ANSWER[:4]))


def test_render_and_svg():
    puzzle = load("magic_seed.magic")
    solution = next(magic_board.solve(puzzle))
    assert magic_board.render(puzzle, solution).splitlines()[2] == " 8 26 19  5 27"
    picture = magic_board.to_svg(puzzle, solution)
    assert picture.count('class="given"') == 8 and picture.count('class="found"') == 17



@pytest.mark.parametrize("name", ["magic_seed.magic", "magic_lo_shu_all.magic",
                                  "magic_none.magic"])
def test_prolog_back_end_finds_the_same_solutions(name):
    puzzle = load(name)
    from_prolog = list(magic_board.solve_prolog(puzzle, timeout=60.0))
    assert all(magic_board.is_solution(puzzle, solution) for solution in from_prolog)
    assert set(from_prolog) == set(magic_board.solve(puzzle))
    assert len(set(from_prolog)) == len(from_prolog)
