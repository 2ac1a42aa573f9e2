"""The house puzzles in the benchmark generators' printed formats (bench/house_styles/, made by
bench/house_styles_make.py): every one is unique by checks that never use pylogic's engine
(CP-SAT on what the clues mean; the brute-force enumerator too up to four houses), and pylogic
either solves it to exactly its answer, questions included, or refuses it with a located
message; it never answers one wrongly. The generator makes the committed files again from its
seeds."""

from __future__ import annotations

import importlib.util
import json
import re
from collections import Counter
from pathlib import Path

import pytest

import pylogic
from bench.house_styles import difference, solve_one
from bench.house_styles_make import COUNTS, STYLES_SET, build_styles_set
from bench.peer_grid import grid_solutions
from pylogic.errors import PylogicError

NAMES = sorted(path.stem for path in STYLES_SET.glob("*.clues"))

_spec = importlib.util.spec_from_file_location("brute_force_grid",
                                               Path(__file__).resolve().parent / "brute_force_grid.py")
brute_force = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(brute_force)


def load(name: str) -> tuple[str, dict, dict]:
    return ((STYLES_SET / f"{name}.clues").read_text(encoding="utf-8"),
            json.loads((STYLES_SET / f"{name}.answer.json").read_text(encoding="utf-8")),
            json.loads((STYLES_SET / f"{name}.relations.json").read_text(encoding="utf-8")))


def size(name: str) -> tuple[int, int]:
    houses, attributes = name.rsplit("_", 2)[1].split("x")
    return int(houses), int(attributes)


def test_the_set_has_every_style_in_its_count_and_sizes_from_2x2_to_6x6_mostly_small():
    assert Counter(name.rsplit("_", 2)[0] for name in NAMES) == COUNTS
    sizes = [size(name) for name in NAMES]
    assert {houses for houses, _ in sizes} == set(range(2, 7)) and {count for _, count in sizes} == set(range(2, 7))
    assert all(houses <= 5 for name, (houses, _) in zip(NAMES, sizes) if name.startswith("bigbench"))
    small, large = (sum(test(houses * count) for houses, count in sizes) for test in (lambda cells: cells <= 12,
                                                                                       lambda cells: cells >= 20))
    assert small > 2 * large
    for name in NAMES:
        _, answer, relations = load(name)
        assert (len(answer["rows"]), len(answer["header"]) - 1) == size(name)
        assert [category["name"] for category in relations["categories"]] == answer["header"]


def test_every_style_prints_its_generators_lines():
    texts = {style: "\n".join(load(name)[0] for name in NAMES if name.rsplit("_", 2)[0] == style) for style in COUNTS}
    assert "as seen from across the street" in texts["zebralogic"] and "## Clues:" in texts["zebralogic"]
    assert re.search(r"\n\n\nWhat is [A-Za-z]+ of the person who lives in House \d\?\n", texts["zebralogic_question"])
    for style in ("reasoning_gym", "tulu"):
        assert "This is a logic puzzle." in texts[style] and "House 1?? Provide only the name" in texts[style]
    assert "Clue(s):" in texts["bigbench"] and ", and one " in texts["bigbench"]


@pytest.mark.parametrize("name", NAMES)
def test_every_puzzle_is_unique_by_cpsat_on_what_its_clues_mean(name):
    text, answer, relations = load(name)
    meant = [relation for clue in relations["clues"] for relation in clue["relations"]]
    assert grid_solutions(relations["categories"], meant, limit=2) == [answer["rows"]]
    assert len(re.findall(r"^\d+\. ", text, re.MULTILINE)) == len(relations["clues"])


@pytest.mark.parametrize("name", [name for name in NAMES if size(name)[0] <= 4])
def test_small_puzzles_are_unique_by_brute_force_too(name):
    _, answer, relations = load(name)
    meant = [relation for clue in relations["clues"] for relation in clue["relations"]]
    assert list(brute_force.solutions(relations["categories"], meant, limit=2)) == [answer["rows"]]


@pytest.mark.parametrize("name", NAMES)
def test_pylogic_solves_every_puzzle_to_its_answer_or_refuses_it_with_a_located_message(name):
    path = STYLES_SET / f"{name}.clues"
    _, answer, _ = load(name)
    try:
        result = pylogic.solve(path, limit=2)
    except PylogicError as error:
        assert re.match(rf"{re.escape(str(path))}:\d+:\d+: ", str(error)), str(error)
        return
    assert difference(result, answer) == ""
    assert len(result.answers) == len(answer["questions"])


def test_the_measure_calls_a_wrong_table_or_answer_wrong():
    name = next(name for name in NAMES if name.startswith("zebralogic_question"))
    _, answer, _ = load(name)
    result = pylogic.solve(STYLES_SET / f"{name}.clues", limit=2)
    swapped = dict(answer, rows=[answer["rows"][0][:1] + answer["rows"][-1][1:]] + answer["rows"][1:])
    other = dict(answer, questions=[dict(answer["questions"][0], answer="nobody")])
    assert difference(result, answer) == ""
    assert difference(result, swapped).startswith("table") and difference(result, other).startswith("answers")
    assert solve_one(STYLES_SET / f"{name}.clues")[1].verdict == "solved"


def test_the_generator_makes_the_committed_files_again(tmp_path):
    build_styles_set(tmp_path)
    made = sorted(path.name for path in tmp_path.iterdir())
    assert made == sorted(path.name for path in STYLES_SET.iterdir())
    for name in made:
        assert (tmp_path / name).read_text(encoding="utf-8") == (STYLES_SET / name).read_text(encoding="utf-8"), name
