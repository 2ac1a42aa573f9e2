"""The native hidoku solver: seed answer and uniqueness, the puzzle files, input errors,
the independent checker, and agreement with the Prolog back end."""

from pathlib import Path

import pytest

from located_errors import assert_located_error
from pylogic.errors import InputErrors
from pylogic.numeric import hidoku

PUZZLES = Path(__file__).resolve().parents[1] / "puzzles"

SEED_ANSWER = (
    (91, 92, 93, 20, 21, 36, 37, 38, 39, 57),
    (90, 94, 19, 22, 35, 53, 54, 40, 56, 58),
    (89, 95, 18, 23, 52, 34, 100, 55, 41, 59),
    (88, 17, 96, 51, 24, 99, 33, 61, 60, 42),
    (16, 87, 50, 97, 98, 25, 62, 32, 43, 30),
    (15, 6, 86, 49, 48, 63, 26, 44, 31, 29),
    (14, 5, 7, 85, 64, 47, 45, 27, 28, 78),
    (4, 13, 8, 65, 84, 70, 46, 72, 77, 79),
    (3, 9, 12, 66, 69, 83, 71, 73, 80, 76),
    (1, 2, 10, 11, 67, 68, 82, 81, 74, 75),
)

# unique puzzles generated from these king paths (the path is the answer by construction)
GENERATED_ANSWERS = {
    "hidoku_6x6_blocked.hidoku": (
        (33, 30, 29, 18, 17, 16), (32, 31, 28, 21, 19, 15), (25, 26, 27, 22, 20, 14),
        (4, 24, 23, None, None, 13), (3, 5, 8, 9, None, 12), (2, 1, 6, 7, 10, 11)),
    "hidoku_8x8_no_first.hidoku": (
        (53, 54, 55, 42, 41, 39, 37, 36), (52, 56, 62, 61, 43, 40, 38, 35),
        (51, 57, 63, 64, 60, 44, 34, 29), (49, 50, 58, 59, 45, 33, 30, 28),
        (1, 48, 47, 46, 32, 31, 27, 20), (2, 10, 11, 24, 25, 26, 21, 19),
        (3, 6, 9, 12, 23, 22, 18, 17), (4, 5, 7, 8, 13, 14, 15, 16)),
    "hidoku_12x12.hidoku": (
        (30, 29, 28, 27, 26, 25, 24, 23, 13, 12, 10, 9),
        (31, 32, 36, 37, 38, 39, 40, 41, 22, 14, 11, 8),
        (33, 35, 57, 56, 55, 52, 51, 43, 42, 21, 15, 7),
        (34, 58, 76, 78, 79, 54, 53, 50, 44, 20, 16, 6),
        (59, 75, 77, 80, 84, 85, 86, 49, 45, 19, 17, 5),
        (60, 74, 81, 83, 120, 121, 122, 87, 48, 46, 18, 4),
        (61, 73, 82, 119, 127, 126, 125, 123, 88, 47, 1, 3),
        (62, 72, 118, 128, 129, 135, 136, 124, 104, 89, 90, 2),
        (63, 71, 117, 130, 134, 144, 143, 137, 105, 103, 93, 91),
        (64, 70, 116, 131, 133, 141, 142, 138, 106, 102, 94, 92),
        (65, 69, 114, 115, 132, 140, 139, 109, 107, 101, 98, 95),
        (66, 67, 68, 113, 112, 111, 110, 108, 100, 99, 97, 96)),
}

# solution counts of the other files; 226 was also counted by bench/baselines/plain_hidoku.py
SOLUTION_COUNTS = {"hidoku_several.hidoku": 226, "hidoku_none.hidoku": 0}


def load(name: str) -> hidoku.Puzzle:
    path = PUZZLES / name
    return hidoku.parse(path.read_text(), str(path))


def test_seed_has_exactly_the_published_answer():
    puzzle = load("hidoku_seed.hidoku")
    solutions = list(hidoku.solve(puzzle))
    assert [solution.grid for solution in solutions] == [SEED_ANSWER]
    assert hidoku.is_solution(puzzle, solutions[0])


def test_seed_file_has_27_givens():
    puzzle = load("hidoku_seed.hidoku")
    assert sum(value is not None for row in puzzle.givens for value in row) == 27
    assert puzzle.size == 100


@pytest.mark.parametrize("name", sorted(GENERATED_ANSWERS))
def test_generated_puzzle_has_its_path_as_only_answer(name):
    puzzle = load(name)
    solutions = list(hidoku.solve(puzzle))
    assert [solution.grid for solution in solutions] == [GENERATED_ANSWERS[name]]
    assert hidoku.is_solution(puzzle, solutions[0])


def test_first_number_missing_file_does_not_give_1():
    puzzle = load("hidoku_8x8_no_first.hidoku")
    assert all(value != 1 for row in puzzle.givens for value in row)


@pytest.mark.parametrize("name, count", sorted(SOLUTION_COUNTS.items()))
def test_solution_count(name, count):
    puzzle = load(name)
    solutions = list(hidoku.solve(puzzle))
    assert len(solutions) == count
    assert len(set(solutions)) == count
    assert all(hidoku.is_solution(puzzle, solution) for solution in solutions)


def test_native_agrees_with_plain_baseline_on_small_puzzles():
    from bench.baselines import plain_hidoku
    for name in ("hidoku_several.hidoku", "hidoku_none.hidoku", "hidoku_6x6_blocked.hidoku"):
        puzzle = load(name)
        assert set(hidoku.solve(puzzle)) == set(plain_hidoku.solve(puzzle))


def test_solve_is_lazy():
    solutions = hidoku.solve(load("hidoku_several.hidoku"))
    assert hidoku.is_solution(load("hidoku_several.hidoku"), next(solutions))


def test_blocked_cells_and_single_hash():
    puzzle = hidoku.parse("1,#\n##,__\n")
    assert puzzle.blocked == {(0, 1), (1, 0)}
    assert puzzle.size == 2
    assert [s.grid for s in hidoku.solve(puzzle)] == [((1, None), (None, 2))]


def test_comments_and_blank_lines_are_ignored():
    puzzle = hidoku.parse("# a comment\n\n1,__\n__,4\n")
    assert puzzle.givens == ((1, None), (None, 4))


MALFORMED = [
    # text, line, column, message part
    ("1,__\n__\n", 2, 3, "expected 2"),
    ("1,__\n__,__,3\n", 2, 7, "expected 2"),
    ("1,__\n__,x\n", 2, 4, "unknown cell 'x'"),
    ("1,__\n__,5\n", 2, 4, "outside 1..4"),
    ("1,__\n__,0\n", 2, 4, "outside 1..4"),
    ("1,2\n__,2\n", 2, 4, "given twice"),
    ("1,,__\n__,__,__\n", 1, 3, "empty cell"),
    ("1, -3\n__,__\n", 1, 4, "unknown cell '-3'"),
    ("##,##\n", 1, 1, "every cell is blocked"),
    ("# only a comment\n", 1, 1, "no grid"),
]


@pytest.mark.parametrize("text, line, column, message", MALFORMED)
def test_malformed_input_reports_place(text, line, column, message):
    assert_located_error(hidoku.parse, text, "bad.hidoku", line, column, message)


def test_several_problems_are_reported_together():
    with pytest.raises(InputErrors) as raised:
        hidoku.parse("1,x\n9,__\n")
    assert [(e.location.line, e.location.column) for e in raised.value.errors] == [(1, 3), (2, 1)]


def test_is_solution_rejects_broken_answers():
    puzzle = load("hidoku_seed.hidoku")
    swapped = [list(row) for row in SEED_ANSWER]
    swapped[0][0], swapped[0][1] = swapped[0][1], swapped[0][0]   # 91 and 92 trade places
    assert not hidoku.is_solution(puzzle, hidoku.Solution(tuple(map(tuple, swapped))))
    given_moved = [list(row) for row in SEED_ANSWER]
    given_moved[9][0], given_moved[9][1] = 2, 1                    # the given 1 moved
    assert not hidoku.is_solution(puzzle, hidoku.Solution(tuple(map(tuple, given_moved))))
    assert not hidoku.is_solution(puzzle, hidoku.Solution(SEED_ANSWER[:9]))


def test_render_and_svg():
    puzzle = load("hidoku_6x6_blocked.hidoku")
    solution = next(hidoku.solve(puzzle))
    text = hidoku.render(puzzle, solution)
    assert text.splitlines()[3] == " 4 24 23 ## ## 13"
    picture = hidoku.to_svg(puzzle, solution)
    assert picture.startswith("<svg") and picture.count('class="given"') == 10
    assert picture.count('class="found"') == 33 - 10



@pytest.mark.parametrize("name", ["hidoku_seed.hidoku", "hidoku_6x6_blocked.hidoku",
                                  "hidoku_8x8_no_first.hidoku", "hidoku_several.hidoku",
                                  "hidoku_none.hidoku"])
def test_prolog_back_end_finds_the_same_solutions(name):
    puzzle = load(name)
    from_prolog = list(hidoku.solve_prolog(puzzle, timeout=60.0))
    assert all(hidoku.is_solution(puzzle, solution) for solution in from_prolog)
    assert set(from_prolog) == set(hidoku.solve(puzzle))
    assert len(set(from_prolog)) == len(from_prolog)
