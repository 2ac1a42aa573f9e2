"""pylogic generate: every puzzle it makes reads back, solves back to its answer and is unique,
proven twice: by pylogic's engine and by the independent brute force on what the clues mean."""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import pylogic
from pylogic.generate.build import GenerationError, build_puzzle
from pylogic.generate.command import OptionError, set_options
from pylogic.generate.sets import SetOptions, generate_set
from pylogic.generate.themes import THEMES

_spec = importlib.util.spec_from_file_location(
    "brute_force_grid", Path(__file__).resolve().parent / "brute_force_grid.py")
brute_force = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(brute_force)

ROOT = Path(__file__).resolve().parents[1]


def brute_force_solutions(puzzle, relations=None):
    meant = [relation for clue in (puzzle.relations if relations is None else relations) for relation in clue]
    return list(brute_force.solutions(list(puzzle.categories), meant, limit=2))


def assert_solves_back(puzzle):
    """The clue text solves, through the whole pipeline, to the answer, uniquely; and what the
    clues were meant to say has that answer as its only solution too."""
    result = pylogic.solve(puzzle.text, limit=2)
    assert result.unique, puzzle.text
    assert result.solutions[0].rows == puzzle.rows
    assert brute_force_solutions(puzzle) == [[list(row) for row in puzzle.rows]]


@pytest.mark.parametrize("theme", sorted(THEMES))
@pytest.mark.parametrize("seed", range(4))
def test_every_theme_over_a_seed_range_solves_back_to_its_answer(theme, seed):
    entities, categories = (4, 4) if seed % 2 else (3, 5 if len(THEMES[theme].categories) >= 5 else 4)
    puzzle = build_puzzle(THEMES[theme], entities, categories, f"test:{theme}:{seed}")
    assert puzzle.rejected == 0, "a phrasing the clue reader does not read as meant"
    assert len(puzzle.families) == len(re.findall(r"^\d+\. ", puzzle.text, re.MULTILINE))
    assert_solves_back(puzzle)


def test_minimal_puzzles_need_every_clue():
    puzzle = build_puzzle(THEMES["race"], 4, 4, "test:minimal", minimal=True)
    assert_solves_back(puzzle)
    for left_out in range(len(puzzle.relations)):
        rest = puzzle.relations[:left_out] + puzzle.relations[left_out + 1:]
        assert len(brute_force_solutions(puzzle, rest)) == 2, f"clue {left_out + 1} is not needed"


def test_families_limit_the_clues_drawn():
    puzzle = build_puzzle(THEMES["hotel"], 4, 4, "test:families", families=("identity", "negation", "offset"))
    assert set(puzzle.families) <= {"identity", "negation", "offset"}
    assert_solves_back(puzzle)
    with pytest.raises(GenerationError, match="fits"):
        build_puzzle(THEMES["hotel"], 4, 3, "x", families=("next_to",))  # hotels have no positions


def test_same_seed_same_puzzles_whatever_the_workers():
    options = SetOptions(THEMES["cars"], 4, 4, seed=3)
    alone = sorted((item.name, item.puzzle.text) for item in generate_set(options, 3, jobs=1))
    shared = sorted((item.name, item.puzzle.text) for item in generate_set(options, 3, jobs=2))
    assert alone == shared
    other = [item.puzzle.text for item in generate_set(SetOptions(THEMES["cars"], 4, 4, seed=4), 1)]
    assert other[0] != alone[0][1]


def test_a_six_by_six_puzzle_solves_back():
    puzzle = build_puzzle(THEMES["neighbours"], 6, 6, "test:6x6")
    result = pylogic.solve(puzzle.text, limit=2)
    assert result.unique and result.solutions[0].rows == puzzle.rows
    # the brute force takes half a minute to prove 6x6 unique; that the answer meets every
    # clue as meant is instant
    meant = [relation for clue in puzzle.relations for relation in clue]
    assert brute_force.table_satisfies(list(puzzle.categories), meant, [list(row) for row in puzzle.rows])


def test_a_users_category_file_makes_puzzles(tmp_path):
    themes = tmp_path / "friends.txt"
    themes.write_text("# Friends and their pets\nfriend : Ann, Bob, Cid, Dora, Eve.\n"
                      "pet : cat, dog, fish, hamster.\ncity : Rome, Oslo, Lima, Kyiv, Riga.\n")
    options = set_options("4x3", 1, str(themes), None, False)
    for seed in range(3):
        puzzle = build_puzzle(options.theme, 4, 3, f"test:friends:{seed}")
        assert puzzle.text.startswith("# Friends and their pets\n")
        assert puzzle.rejected == 0
        assert_solves_back(puzzle)


@pytest.mark.parametrize("size, theme, families, message", [
    ("5by5", "neighbours", None, "--size: expected ENTITIESxCATEGORIES"),
    ("9x3", "neighbours", None, "--size: sizes go from 2x2 to 8x8"),
    ("5x7", "race", None, "--size: the theme 'race' has 5 categories"),
    ("4x4", "moon", None, "--theme: 'moon' is neither a built-in theme"),
    ("4x4", "neighbours", "pair,bogus", "--families: unknown clue family 'bogus'"),
])
def test_bad_options_are_one_clear_message(size, theme, families, message):
    with pytest.raises(OptionError, match=re.escape(message)):
        set_options(size, 1, theme, families, False)


def test_a_bad_category_file_points_at_the_line(tmp_path):
    themes = tmp_path / "bad.txt"
    themes.write_text("friend : Ann, Bob, Cid.\npet cat dog fish\n")
    done = subprocess.run([sys.executable, "-m", "pylogic", "generate", "--theme", str(themes), "--size", "3x2",
                           "--out", str(tmp_path / "out")], capture_output=True, text=True)
    assert done.returncode == 2
    assert done.stderr.splitlines()[0] == f"{themes}:2:1: expected a category line: name : value, value, ..."


def test_the_command_writes_clues_and_answers_that_a_batch_solves_back(tmp_path):
    out = tmp_path / "set"
    made = subprocess.run([sys.executable, "-m", "pylogic", "generate", "--size", "4x5", "--count", "4",
                           "--seed", "7", "--out", str(out), "--jobs", "2"], capture_output=True, text=True)
    assert made.returncode == 0, made.stderr
    assert made.stderr.startswith(f"Wrote 4 puzzles to {out} in ")
    names = sorted(path.name for path in out.iterdir())
    assert names[:2] == ["neighbours_4x5_s7_001.answer.json", "neighbours_4x5_s7_001.clues"]
    assert len(names) == 8
    solved = subprocess.run([sys.executable, "-m", "pylogic", "solve", str(out), "--format", "jsonl"],
                            capture_output=True, text=True, cwd=ROOT)
    assert solved.returncode == 0, solved.stderr
    for line in solved.stdout.splitlines():
        record = json.loads(line)
        answer = json.loads(Path(record["file"]).with_suffix(".answer.json").read_text())
        assert record["status"] == "solved" and answer["status"] == "unique"
        assert record["solution"]["rows"] == answer["rows"]
        assert record["solution"]["header"] == answer["header"]


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_every_category_of_every_theme_is_phrased_as_the_reader_reads_it(theme):
    """With all of a theme's categories in play, every template of the theme can be drawn."""
    for seed in range(2):
        puzzle = build_puzzle(THEMES[theme], 4, len(THEMES[theme].categories), f"test:all:{theme}:{seed}")
        assert puzzle.rejected == 0, "a phrasing the clue reader does not read as meant"
        result = pylogic.solve(puzzle.text, limit=2)
        assert result.unique and result.solutions[0].rows == puzzle.rows
        meant = [relation for clue in puzzle.relations for relation in clue]
        assert brute_force.table_satisfies(list(puzzle.categories), meant, [list(row) for row in puzzle.rows])
