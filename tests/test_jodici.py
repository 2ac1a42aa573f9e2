"""Jodici solver: the seed answer, counts checked by independent searches, parse errors, the
checker, and agreement with the Prolog back end."""

from __future__ import annotations

from collections import Counter
from itertools import product
from pathlib import Path

import pytest

from located_errors import assert_located_error
from pylogic.numeric import jodici

REPO = Path(__file__).resolve().parents[1]
SEED_TEXT = "3,7,_,_,_,_\n_,_,1,5,9,_\n6,_,_,_,_,_\n"
SEED_ANSWER = ((3, 7, 5, 8, 4, 3), (6, 1, 1, 5, 9, 8), (6, 7, 9, 2, 2, 4))
EMPTY_COUNT = 318600

# Givens taken from the seed answer, so each has at least one solution; they leave 84, 36, 82.
OTHER_GIVENS = [
    "3,7,_,_,_,_\n_,_,_,_,9,_\n_,_,_,2,_,_\n",
    "_,_,5,_,_,3\n_,1,_,_,_,_\n6,_,_,_,2,_\n",
    "_,_,_,8,_,_\n6,_,_,_,_,_\n_,_,9,_,_,4\n",
]


def plain_search(puzzle: jodici.Puzzle) -> set[tuple]:
    """Every solution by filling cell after cell (sector by sector) with the rules checked on
    the way: independent of the module's meet-in-the-middle search."""
    cells = [(ring, sector) for sector in range(6) for ring in range(3)]
    grid = [list(row) for row in puzzle.givens]
    used = Counter(value for row in puzzle.givens for value in row if value is not None)
    if any(count > 2 for count in used.values()):
        return set()
    found = set()

    def place(index: int) -> None:
        if index == len(cells):
            if all(sum(row) == 30 for row in grid):
                found.add(tuple(map(tuple, grid)))
            return
        ring, sector = cells[index]
        given = puzzle.givens[ring][sector]
        for digit in ([given] if given is not None else range(1, 10)):
            if given is None and used[digit] == 2:
                continue
            grid[ring][sector] = digit
            column = [grid[r][sector] for r in range(ring + 1)]
            row_so_far = sum(grid[ring][:sector + 1])
            fine = sum(column) <= 15 and (ring < 2 or sum(column) == 15) and row_so_far <= 30
            if fine:
                used[digit] += given is None
                place(index + 1)
                used[digit] -= given is None
            grid[ring][sector] = given

    place(0)
    return found


def dynamic_count_without_givens() -> int:
    """The number of Jodici fillings, by counting states (digit uses, ring sums) sector by
    sector: an independent count of the no-givens puzzle. Digit uses are packed 4 bits per
    digit into one integer, so a state is a pair of small values."""
    columns = [column for column in product(range(1, 10), repeat=3) if sum(column) == 15]
    steps = [(sum(1 << (4 * digit) for digit in column), column) for column in columns]
    states = Counter({(0, (0, 0, 0)): 1})
    for sectors_left in range(5, -1, -1):
        following = Counter()
        for (uses, sums), count in states.items():
            for packed, column in steps:
                new_uses = uses + packed
                if any((new_uses >> (4 * digit)) & 15 > 2 for digit in column):
                    continue
                new_sums = (sums[0] + column[0], sums[1] + column[1], sums[2] + column[2])
                if all(sectors_left <= 30 - total <= 9 * sectors_left for total in new_sums):
                    following[(new_uses, new_sums)] += count
        states = following
    return states[(sum(2 << (4 * digit) for digit in range(1, 10)), (30, 30, 30))]


def test_seed_answer_is_unique():
    puzzle = jodici.parse(SEED_TEXT)
    assert list(jodici.solve(puzzle)) == [jodici.Solution(SEED_ANSWER)]
    assert plain_search(puzzle) == {SEED_ANSWER}


@pytest.mark.parametrize("text", OTHER_GIVENS)
def test_solutions_agree_with_a_plain_search(text):
    puzzle = jodici.parse(text)
    solutions = list(jodici.solve(puzzle))
    assert solutions and len(set(solutions)) == len(solutions)
    assert all(jodici.is_solution(puzzle, solution) for solution in solutions)
    assert {solution.rings for solution in solutions} == plain_search(puzzle)


def test_no_givens_count():
    puzzle = jodici.parse((REPO / "puzzles" / "jodici_empty.jodici").read_text())
    seen = set()
    for solution in jodici.solve(puzzle):
        seen.add(solution.rings)
    assert len(seen) == EMPTY_COUNT == dynamic_count_without_givens()
    sample = list(seen)[::997]
    assert all(jodici.is_solution(puzzle, jodici.Solution(rings)) for rings in sample)


@pytest.mark.parametrize("file_name, answers", [
    ("jodici_seed.jodici", [SEED_ANSWER]),
    ("jodici_none.jodici", []),
])
def test_puzzle_files(file_name, answers):
    path = REPO / "puzzles" / file_name
    puzzle = jodici.parse(path.read_text(), str(path))
    assert [solution.rings for solution in jodici.solve(puzzle)] == answers


@pytest.mark.parametrize("text, line, column, words", [
    ("3,7,_,_,_,_\n_,_,1,5,9,_\n", 3, 1, "found 2"),
    ("", 1, 1, "found 0"),
    ("3,7,_,_,_,_\n_,_,1,5,9,_\n6,_,_,_,_,_\n_,_,_,_,_,_\n", 4, 1, "this is row 4"),
    ("3,7,_,_,_\n_,_,1,5,9\n6,_,_,_,_\n", 1, 10, "found 5"),
    ("3,7,_,_,_,_,_\n_,_,1,5,9,_,_\n6,_,_,_,_,_,_\n", 1, 13, "found 7"),
    ("3,7,_,_,_,_\n_,_,1,5,9\n6,_,_,_,_,_\n", 2, 10, "row has 5 cells"),
    ("3,7,_,_,_,_\n_,_,x,5,9,_\n6,_,_,_,_,_\n", 2, 5, "found 'x'"),
    ("3,7,_,_,_,_\n_,_,1,5,10,_\n6,_,_,_,_,_\n", 2, 9, "out of range"),
    ("3,7,_,_,_,_\n_,_,1,5,9,_\n0,_,_,_,_,_\n", 3, 1, "out of range"),
    ("3,7,_,_,_,_\n_,_,1,,9,_\n6,_,_,_,_,_\n", 2, 7, "expected a digit"),
])
def test_malformed_input_is_located(text, line, column, words):
    assert_located_error(jodici.parse, text, "bad.jodici", line, column, words)


def test_comments_and_blank_lines_are_ignored():
    text = "# the seed\n\n3,7,_,_,_,_\n  _, _, 1, 5, 9, _\n\n6,_,_,_,_,__\n"
    assert jodici.parse(text) == jodici.parse(SEED_TEXT)


@pytest.mark.parametrize("rings", [
    ((7, 3, 5, 8, 4, 3), (1, 6, 1, 5, 9, 8), (7, 6, 9, 2, 2, 4)),   # givens moved
    ((3, 7, 5, 8, 4, 3), (6, 1, 1, 5, 9, 8)),                       # a ring missing
    ((3, 7, 5, 8, 4, 3), (6, 1, 1, 5, 9, 8), (6, 7, 9, 2, 2, 5)),   # sums broken
    ((3, 7, 5, 8, 4, 3), (6, 1, 1, 5, 9, 8), (6, 7, 9, 2, 4, 2)),   # sectors broken
    ((5, 5, 5, 5, 5, 5), (5, 5, 5, 5, 5, 5), (5, 5, 5, 5, 5, 5)),   # sums fine, digits not
])
def test_is_solution_rejects(rings):
    puzzle = jodici.parse("_,_,_,_,_,_\n" * 3) if rings[0][0] == 5 else jodici.parse(SEED_TEXT)
    assert not jodici.is_solution(puzzle, jodici.Solution(rings))


def test_render_and_svg():
    puzzle = jodici.parse(SEED_TEXT)
    solution = jodici.Solution(SEED_ANSWER)
    text = jodici.render(puzzle, solution)
    assert "ring 1   [3]  [7]   5    8    4    3     30" in text
    assert text.splitlines()[-1].split() == ["sum"] + ["15"] * 6
    picture = jodici.to_svg(puzzle, solution)
    assert picture.startswith("<svg") and picture.count("<circle") == 4
    assert picture.count("<text") == 18 and picture.count('font-weight="bold"') == 6


@pytest.mark.parametrize("text", [SEED_TEXT, *OTHER_GIVENS,
                                  "9,_,_,_,_,_\n9,_,_,_,_,_\n_,_,_,_,_,_\n"])
def test_prolog_back_end_finds_the_same_solutions(text):
    puzzle = jodici.parse(text)
    from_prolog = list(jodici.solve_prolog(puzzle, timeout=60))
    assert all(jodici.is_solution(puzzle, solution) for solution in from_prolog)
    assert sorted(from_prolog, key=lambda s: s.rings) == \
        sorted(jodici.solve(puzzle), key=lambda s: s.rings)
