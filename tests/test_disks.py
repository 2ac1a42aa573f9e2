"""Flower disks solver: the blog post's two disk sets, a brute force over all shifts, parse
errors, the checker, and agreement with the Prolog back end."""

from __future__ import annotations

from itertools import product
from pathlib import Path

import pytest

from located_errors import assert_located_error
from pylogic.numeric import disks

REPO = Path(__file__).resolve().parents[1]
ORIGINAL = "000001010010\n100100000001\n010000010100\n000100100001\n"
FLIPPED = "000001010010\n100100000001\n010000010100\n100001001000\n"
SMALL_SETS = [ORIGINAL, FLIPPED, "100\n100\n100\n", "1100\n1000\n", "10\n01\n00\n", "1010\n1010\n"]


def brute_force(puzzle: disks.Puzzle) -> set[tuple[int, ...]]:
    """Every shift combination (first disk fixed) that covers each position exactly once."""
    width = puzzle.width
    found = set()
    for tail in product(range(width), repeat=len(puzzle.disks) - 1):
        shifts = (0,) + tail
        cover = [sum(disk[(position + shift) % width] for disk, shift in zip(puzzle.disks, shifts))
                 for position in range(width)]
        if all(count == 1 for count in cover):
            found.add(shifts)
    return found


@pytest.mark.parametrize("file_name, expected", [
    ("disks_original.disks", []),
    ("disks_flipped.disks", [((0, 0, 5, 11), ("000001010010", "100100000001",
                                              "001010001000", "010000100100"))]),
])
def test_seed_disks(file_name, expected):
    path = REPO / "puzzles" / file_name
    puzzle = disks.parse(path.read_text(), str(path))
    found = [(solution.shifts, tuple("".join(map(str, row)) for row in solution.rows))
             for solution in disks.solve(puzzle)]
    assert found == expected


@pytest.mark.parametrize("text", SMALL_SETS)
def test_solutions_agree_with_brute_force(text):
    puzzle = disks.parse(text)
    solutions = list(disks.solve(puzzle))
    assert all(disks.is_solution(puzzle, solution) for solution in solutions)
    assert len(solutions) == len({solution.shifts for solution in solutions})
    assert {solution.shifts for solution in solutions} == brute_force(puzzle)


def test_rotation_convention():
    assert disks.rotated((0, 1, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0), 5) == \
        (0, 0, 1, 0, 1, 0, 0, 0, 1, 0, 0, 0)


@pytest.mark.parametrize("text, line, column, words", [
    ("", 1, 1, "no disks"),
    ("# only a comment\n", 1, 1, "no disks"),
    ("0101\n01a1\n", 2, 3, "unexpected 'a'"),
    ("0101\n0,1,0,1\n", 2, 2, "unexpected ','"),
    ("0101\n  012\n", 2, 5, "unexpected '2'"),
    ("0101\n01011\n", 2, 5, "has 5 positions"),
    ("0101\n\n# short\n  010\n", 4, 6, "has 3 positions"),
])
def test_malformed_input_is_located(text, line, column, words):
    assert_located_error(disks.parse, text, "bad.disks", line, column, words)


def test_is_solution_rejects():
    puzzle = disks.parse(FLIPPED)
    good = next(disks.solve(puzzle))
    assert disks.is_solution(puzzle, good)
    assert not disks.is_solution(puzzle, disks.Solution((0, 0, 5, 10), good.rows))
    wrong_shifts = (0, 0, 5, 10)
    rows = tuple(disks.rotated(disk, shift) for disk, shift in zip(puzzle.disks, wrong_shifts))
    assert not disks.is_solution(puzzle, disks.Solution(wrong_shifts, rows))
    first_moved = (1, 1, 6, 0)
    rows = tuple(disks.rotated(disk, shift) for disk, shift in zip(puzzle.disks, first_moved))
    assert all(sum(column) == 1 for column in zip(*rows))  # covers, but the first disk moved
    assert not disks.is_solution(puzzle, disks.Solution(first_moved, rows))
    assert not disks.is_solution(puzzle, disks.Solution(good.shifts[:3], good.rows[:3]))


def test_render():
    puzzle = disks.parse(FLIPPED)
    text = disks.render(puzzle, next(disks.solve(puzzle)))
    assert text.splitlines()[3] == "disk 4  shift 11  010000100100"


@pytest.mark.parametrize("text", SMALL_SETS)
def test_prolog_back_end_finds_the_same_solutions(text):
    puzzle = disks.parse(text)
    from_prolog = list(disks.solve_prolog(puzzle, timeout=60))
    assert all(disks.is_solution(puzzle, solution) for solution in from_prolog)
    assert sorted(from_prolog, key=lambda s: s.shifts) == \
        sorted(disks.solve(puzzle), key=lambda s: s.shifts)
