"""The committed house puzzles (bench/house/, made by ``pylogic generate --style house``
through bench/house_set.py): every one is unique by checks that never use pylogic's engine
(CP-SAT on what the clues mean; the brute-force enumerator too up to four houses), pylogic reads
every clue as it was meant, and solves every puzzle from its text to exactly its answer.

The held-out-style set (bench/house_full/, with the phrasings pylogic does not read yet) is
unique by CP-SAT too, and pylogic never answers one of its puzzles wrongly: it refuses it with a
located message or solves it to its answer."""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

import pylogic
from bench.house_set import COUNT, SIZES, set_seed
from bench.peer_grid import grid_solutions
from pylogic.clues.compiler import compile_clues
from pylogic.errors import PylogicError
from relation_text import show

ROOT = Path(__file__).resolve().parents[1]
SET = ROOT / "bench" / "house"
NAMES = sorted(path.stem for path in SET.glob("*.clues"))
FULL_SET = ROOT / "bench" / "house_full"
FULL_NAMES = sorted(path.stem for path in FULL_SET.glob("*.clues"))

_spec = importlib.util.spec_from_file_location("brute_force_grid",
                                               Path(__file__).resolve().parent / "brute_force_grid.py")
brute_force = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(brute_force)


def load(name: str, directory: Path = SET) -> tuple[str, dict, dict]:
    return ((directory / f"{name}.clues").read_text(encoding="utf-8"),
            json.loads((directory / f"{name}.answer.json").read_text(encoding="utf-8")),
            json.loads((directory / f"{name}.relations.json").read_text(encoding="utf-8")))


def test_the_set_has_two_puzzles_of_every_size_from_2x2_to_6x6():
    assert len(SIZES) == 25 and COUNT == 2
    assert NAMES == sorted(f"house_{houses}x{attributes}_s{set_seed(houses, attributes)}_{number:03d}"
                           for houses, attributes in SIZES
                           for number in range(1, COUNT + 1))
    for name in NAMES:
        text, answer, relations = load(name)
        houses, attributes = (int(part) for part in name.split("_")[1].split("x"))
        assert len(answer["rows"]) == houses and len(answer["header"]) == attributes + 1
        assert [category["name"] for category in relations["categories"]] == answer["header"]


@pytest.mark.parametrize("name", NAMES)
def test_every_puzzle_solves_with_pylogic_to_exactly_its_answer(name):
    text, answer, _ = load(name)
    result = pylogic.solve(SET / f"{name}.clues", limit=2)
    assert result.unique
    assert list(result.solutions[0].header) == answer["header"]
    assert [list(row) for row in result.solutions[0].rows] == answer["rows"]


@pytest.mark.parametrize("name", NAMES)
def test_every_puzzle_is_unique_by_cpsat_on_what_its_clues_mean(name):
    _, answer, relations = load(name)
    meant = [relation for clue in relations["clues"] for relation in clue["relations"]]
    assert grid_solutions(relations["categories"], meant, limit=2) == [answer["rows"]]


@pytest.mark.parametrize("name", [name for name in NAMES if int(name.split("_")[1][0]) <= 4])
def test_small_puzzles_are_unique_by_brute_force_too(name):
    _, answer, relations = load(name)
    meant = [relation for clue in relations["clues"] for relation in clue["relations"]]
    assert list(brute_force.solutions(relations["categories"], meant, limit=2)) == [answer["rows"]]


def _normal(relation: str) -> str:
    """same/different/distance state the same whichever of their two people comes first."""
    kind, _, inner = relation[:-1].partition("(")
    parts = inner.split(",")
    if kind in ("same", "different", "distance"):
        parts[:2] = sorted(parts[:2])
    return f"{kind}({','.join(parts)})"


def _meant(relation: list) -> str:
    kind, first, second, *rest = relation
    return _normal(f"{kind}({first[0]}:{first[1]},{second[0]}:{second[1]}" + "".join(f",{part}" for part in rest) + ")")


@pytest.mark.parametrize("name", NAMES)
def test_pylogic_reads_every_clue_as_it_was_meant(name):
    text, _, relations = load(name)
    compiled = compile_clues(text, f"{name}.clues")
    assert [[_normal(show(relation)) for relation in clue.relations] for clue in compiled.clues] == [
        [_meant(relation) for relation in clue["relations"]] for clue in relations["clues"]]


def test_the_set_has_the_families_of_the_benchmarks_house_puzzles():
    texts = "\n".join(load(name)[0] for name in NAMES)
    for phrase in ("Each person has a unique name:", "The people keep unique pets:",  # category lines as sentences
                   "whose child is named", "whose mother is named", "hair", "whose favourite colour is",
                   "whose favourite animal is the", "whose pet is",  # one word in two categories
                   "as a hobby", "smoothies", "books",  # verbs and other forms of values
                   " is The person",  # a capitalised article in mid-sentence
                   "is directly left of", "is somewhere to the right of", "There is one house between",
                   "There are two houses between", "are next to each other", "is not in the", "lives in the"):
        assert phrase in texts, phrase


def test_the_set_is_what_pylogic_generate_makes(tmp_path):
    out = tmp_path / "made"
    made = subprocess.run([sys.executable, "-m", "pylogic", "generate", "--style", "house", "--size", "4x3",
                           "--seed", str(set_seed(4, 3)), "--count", str(COUNT), "--out", str(out), "--jobs", "1"],
                          capture_output=True, text=True, cwd=ROOT)
    assert made.returncode == 0, made.stderr
    for path in sorted(out.iterdir()):
        assert path.read_text(encoding="utf-8") == (SET / path.name).read_text(encoding="utf-8"), path.name
    assert len(list(out.iterdir())) == 2 * COUNT


def test_the_held_out_style_set_has_every_size_and_the_phrasings_left_out_of_the_generator():
    assert len(FULL_NAMES) == 50
    assert {name.split("_")[1] for name in FULL_NAMES} == {f"{h}x{a}" for h, a in SIZES}
    texts = "\n".join(load(name, FULL_SET)[0] for name in FULL_NAMES)
    for phrase in (" lover", "the person named", "mother's name is", "Each person has a unique hair colour:",
                   "numbered 1 to", " person is", "the person who keeps"):
        assert phrase in texts, phrase


@pytest.mark.parametrize("name", FULL_NAMES)
def test_every_held_out_style_puzzle_is_unique_by_cpsat(name):
    _, answer, relations = load(name, FULL_SET)
    meant = [relation for clue in relations["clues"] for relation in clue["relations"]]
    assert grid_solutions(relations["categories"], meant, limit=2) == [answer["rows"]]


@pytest.mark.parametrize("name", FULL_NAMES)
def test_pylogic_refuses_or_solves_to_its_answer_every_held_out_style_puzzle(name):
    path = FULL_SET / f"{name}.clues"
    _, answer, _ = load(name, FULL_SET)
    try:
        result = pylogic.solve(path, limit=2)
    except PylogicError as error:
        assert re.match(rf"{re.escape(str(path))}:\d+:\d+: ", str(error)), str(error)
        return
    assert result.unique and [list(row) for row in result.solutions[0].rows] == answer["rows"]
