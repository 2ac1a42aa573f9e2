"""Checkerboard solver: parsing, every stone set published with the blog post, counts against an
independent brute force, the checker, and agreement with the Prolog back end."""

from __future__ import annotations

from itertools import permutations
from pathlib import Path

import pytest

from located_errors import assert_located_error
from pylogic.numeric import checkerboard

REPO = Path(__file__).resolve().parents[1]
STONES_DIR = Path(__file__).resolve().parent / "data" / "stones"
STONE_SETS = sorted(path.name for path in STONES_DIR.glob("*.txt"))

# (raw, distinct) solution counts. The small sets are also recomputed by brute force below; the
# 8x8 count was cross-checked during development by an exact cover search without symmetry
# breaking (208 covers), and 26 = 208 / 8 since every orbit under the 4 colour-keeping
# symmetries and the swap of the two identical stones has 8 members (checked below).
EXPECTED_COUNTS = {
    "3x3_1.txt": (8, 1),
    "3x3_2.txt": (16, 1),
    "3x3_3.txt": (48, 1),
    "4x4_1.txt": (24, 6),
    "4x4_2.txt": (52, 13),
    "5x5_1.txt": (128, 4),
    "8x8_1.txt": (208, 26),
}
BRUTE_FORCE_SETS = ["3x3_1.txt", "3x3_2.txt", "3x3_3.txt", "4x4_1.txt", "4x4_2.txt", "5x5_1.txt"]

PUZZLE_FILES = {
    "checkerboard_3x3.stones": (8, 1),
    "checkerboard_5x5.stones": (128, 4),
    "checkerboard_8x8.stones": (208, 26),
    "checkerboard_none.stones": (0, 0),
}


def load_stone_set(name: str) -> checkerboard.Puzzle:
    path = STONES_DIR / name
    return checkerboard.parse(path.read_text(), str(path))


# ----------------------------------------------------------------------- independent brute force

def _turn_and_flip(cells: dict) -> list[frozenset]:
    """All 8 transforms of {(row, column): colour}, normalized (independent of the module)."""
    shapes = []
    current = dict(cells)
    for _ in range(4):
        current = {(column, -row): colour for (row, column), colour in current.items()}
        for variant in (current, {(row, -column): colour for (row, column), colour in current.items()}):
            top = min(row for row, _ in variant)
            left = min(column for _, column in variant)
            shapes.append(frozenset(((row - top, column - left), colour)
                                    for (row, column), colour in variant.items()))
    return list(set(shapes))


def brute_force(puzzle: checkerboard.Puzzle) -> set[tuple]:
    """Every tiling as a flat tuple of stone numbers: fill the first empty cell with every
    unused stone in every orientation anchored there."""
    height, width = puzzle.height, puzzle.width
    colour = {(r, c): puzzle.top_left if (r + c) % 2 == 0 else ("W" if puzzle.top_left == "B" else "B")
              for r in range(height) for c in range(width)}
    shapes = [_turn_and_flip({(r, c): value for r, row in enumerate(stone)
                              for c, value in enumerate(row) if value != "_"})
              for stone in puzzle.stones]
    grid = {cell: 0 for cell in colour}
    found = set()

    def fill(unused: frozenset) -> None:
        empty = [cell for cell in sorted(grid) if grid[cell] == 0]
        if not empty:
            found.add(tuple(grid[(r, c)] for r in range(height) for c in range(width)))
            return
        row0, column0 = empty[0]
        for stone in unused:
            for shape in shapes[stone]:
                first = min(cell for cell, _ in shape)
                cells = [((row0 + r - first[0], column0 + c - first[1]), value)
                         for (r, c), value in shape]
                if all(cell in grid and grid[cell] == 0 and colour[cell] == value
                       for cell, value in cells):
                    for cell, _ in cells:
                        grid[cell] = stone + 1
                    fill(unused - {stone})
                    for cell, _ in cells:
                        grid[cell] = 0

    fill(frozenset(range(len(puzzle.stones))))
    return found


def brute_force_distinct(puzzle: checkerboard.Puzzle, tilings: set[tuple]) -> int:
    """How many tilings remain when identical stones and colour-keeping symmetries are
    factored out, by applying every such change to every tiling (independent of the module)."""
    height, width = puzzle.height, puzzle.width
    keys = [frozenset(_turn_and_flip({(r, c): v for r, row in enumerate(stone)
                                      for c, v in enumerate(row) if v != "_"}))
            for stone in puzzle.stones]
    moves = [lambda r, c: (r, c), lambda r, c: (height - 1 - r, width - 1 - c),
             lambda r, c: (r, width - 1 - c), lambda r, c: (height - 1 - r, c)]
    if height == width:
        moves += [lambda r, c: (c, r), lambda r, c: (width - 1 - c, height - 1 - r),
                  lambda r, c: (c, height - 1 - r), lambda r, c: (width - 1 - c, r)]
    keeps = [move for move in moves
             if all((sum(move(r, c)) - r - c) % 2 == 0 for r in range(height) for c in range(width))]
    relabels = [order for order in permutations(range(len(keys)))
                if all(keys[old] == keys[new] for old, new in enumerate(order))]
    classes = set()
    for tiling in tilings:
        images = []
        for move in keeps:
            moved = [0] * len(tiling)
            for index, stone in enumerate(tiling):
                r, c = move(index // width, index % width)
                moved[r * width + c] = stone
            for order in relabels:
                images.append(tuple(order[stone - 1] + 1 for stone in moved))
        classes.add(min(images))
    return len(classes)


# ----------------------------------------------------------------------- stone sets

@pytest.mark.parametrize("name", STONE_SETS or ["<missing>"])
def test_every_stone_set_solves_with_the_expected_counts(name):
    puzzle = load_stone_set(name)
    solutions = list(checkerboard.solve(puzzle))
    assert all(checkerboard.is_solution(puzzle, solution) for solution in solutions)
    assert len(set(solutions)) == len(solutions)
    counts = (len(solutions), len(checkerboard.distinct_solutions(puzzle, solutions)))
    assert counts == EXPECTED_COUNTS[name]
    assert checkerboard.solution_counts(puzzle) == checkerboard.SolutionCounts(*counts)


@pytest.mark.parametrize("name", BRUTE_FORCE_SETS)
def test_counts_agree_with_brute_force(name):
    puzzle = load_stone_set(name)
    tilings = brute_force(puzzle)
    solutions = {tuple(value for row in solution.grid for value in row)
                 for solution in checkerboard.solve(puzzle)}
    assert solutions == tilings
    assert len(checkerboard.distinct_solutions(puzzle, list(checkerboard.solve(puzzle)))) \
        == brute_force_distinct(puzzle, tilings)


def test_seed_orbits_have_eight_members():
    puzzle = load_stone_set("8x8_1.txt")
    assert puzzle.top_left == "B" and len(checkerboard.board_symmetries(puzzle)) == 4
    forms = [checkerboard.canonical_form(puzzle, solution)
             for solution in checkerboard.solve(puzzle)]
    assert all(forms.count(form) == 8 for form in set(forms))


@pytest.mark.parametrize("file_name, counts", PUZZLE_FILES.items())
def test_puzzle_files(file_name, counts):
    path = REPO / "puzzles" / file_name
    puzzle = checkerboard.parse(path.read_text(), str(path))
    assert checkerboard.solution_counts(puzzle) == checkerboard.SolutionCounts(*counts)


def test_puzzle_file_matches_the_seed_stone_set():
    path = REPO / "puzzles" / "checkerboard_8x8.stones"
    assert checkerboard.parse(path.read_text(), str(path)) == load_stone_set("8x8_1.txt")


# ----------------------------------------------------------------------- parsing

def test_board_size_from_header_or_file_name():
    text = "B,W,B\n_,B,_\n=====\nW,_\nB,W\n=====\nB,W\n"
    from_name = checkerboard.parse(text, "stones/3x3_7.txt")
    from_header = checkerboard.parse("board 3x3\n" + text, "anything.stones")
    assert from_name == from_header
    assert (from_name.height, from_name.width, from_name.top_left) == (3, 3, "B")
    assert len(from_name.stones) == 3


def test_odd_board_takes_the_other_colouring_when_only_it_fits():
    puzzle = checkerboard.parse("board 3x3\nW,B,W\n=\nW,B,W\n=\nB,W,B\n")
    assert puzzle.top_left == "W"
    solutions = list(checkerboard.solve(puzzle))
    assert solutions and all(checkerboard.is_solution(puzzle, s) for s in solutions)


@pytest.mark.parametrize("text, path, line, column, words", [
    ("B,W\n", "puzzle.stones", 1, 1, "board size is not stated"),
    ("board 3\nB,W\n", "<string>", 1, 7, "board size"),
    ("board 3x3 big\nB,W\n", "<string>", 1, 11, "board RxC"),
    ("board 0x3\nB,W\n", "<string>", 1, 7, "between 1 and"),
    ("board 1x2\nB,X\n", "<string>", 2, 3, "unknown symbol 'X'"),
    ("board 2x2\nB,W\nW\n", "<string>", 3, 2, "row has 1 cells"),
    ("board 2x2\nB,W\nW,B,_\n", "<string>", 3, 5, "row has 3 cells"),
    ("board 1x2\n_,_\n=\nB,W\n", "<string>", 2, 1, "covers no cell"),
    ("board 2x2\n# only a comment\n", "<string>", 1, 1, "no stones"),
    ("board 2x2\nB,W\n=\nB\n", "<string>", 1, 1, "cover 3 cells"),
    ("board 2x2\nB,B\n=\nB,W\n", "<string>", 1, 1, "3 black and 1 white"),
    ("# stones\n\nB,W,B\n", "1x4_1.txt", 3, 1, "cover 3 cells"),
])
def test_malformed_input_is_located(text, path, line, column, words):
    assert_located_error(checkerboard.parse, text, path, line, column, words)


# ----------------------------------------------------------------------- checking and output

def _small_puzzle():
    return checkerboard.parse("board 3x3\nB,W,B\n_,B,_\n=====\nW,_\nB,W\n=====\nB,W\n")


def test_is_solution_rejects_broken_tilings():
    puzzle = _small_puzzle()
    good = next(checkerboard.solve(puzzle))
    assert checkerboard.is_solution(puzzle, good)
    rows = [list(row) for row in good.grid]
    renumbered = [[{1: 2, 2: 1}.get(v, v) for v in row] for row in rows]
    assert not checkerboard.is_solution(puzzle, checkerboard.Solution(tuple(map(tuple, renumbered))))
    assert not checkerboard.is_solution(puzzle, checkerboard.Solution(tuple(map(tuple, rows[:2]))))
    missing = [[1 if v == 3 else v for v in row] for row in rows]
    assert not checkerboard.is_solution(puzzle, checkerboard.Solution(tuple(map(tuple, missing))))
    unknown = [[9 if v == 3 else v for v in row] for row in rows]
    assert not checkerboard.is_solution(puzzle, checkerboard.Solution(tuple(map(tuple, unknown))))
    shifted = rows[1:] + rows[:1]  # same pieces, cells of the wrong colours
    assert not checkerboard.is_solution(puzzle, checkerboard.Solution(tuple(map(tuple, shifted))))


def test_render_and_svg():
    puzzle = _small_puzzle()
    solution = next(checkerboard.solve(puzzle))
    lines = checkerboard.render(puzzle, solution).splitlines()
    assert len(lines) == 3 and len({len(line) for line in lines}) == 1
    assert lines[0].split()[0] == f"{solution.grid[0][0]}b"
    picture = checkerboard.to_svg(puzzle, solution)
    assert picture.startswith("<svg") and picture.count("<rect") == 9


# ----------------------------------------------------------------------- Prolog back end

@pytest.mark.parametrize("name", ["3x3_1.txt", "3x3_3.txt", "4x4_1.txt", "4x4_2.txt",
                                  "5x5_1.txt", "8x8_1.txt"])
def test_prolog_back_end_finds_the_same_solutions(name):
    puzzle = load_stone_set(name)
    from_prolog = list(checkerboard.solve_prolog(puzzle, timeout=60))
    assert all(checkerboard.is_solution(puzzle, solution) for solution in from_prolog)
    assert len(from_prolog) == len(set(from_prolog))
    assert set(from_prolog) == set(checkerboard.solve(puzzle))
