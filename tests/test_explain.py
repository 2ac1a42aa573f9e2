"""Explanations beyond the step check: smallest conflicts (against a brute force over clue
subsets), open cells of ambiguous puzzles, hints, grades, the command line and the pictures."""

from __future__ import annotations

import dataclasses
import importlib.util
import itertools
import json
import random
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from typer.testing import CliRunner

import pylogic
from pylogic.cli import app
from pylogic.clues.compiler import CompiledClue, compile_clues
from pylogic.clues.diagnose import minimal_conflict
from pylogic.explain.conflict import smallest_conflict
from pylogic.explain.engine import explain
from pylogic.explain.grade import grade
from pylogic.explain.steps import CellFact, Explanation, Step, Value
from pylogic.explain.tutor import conflict_of, explain_puzzle, hint
from pylogic.grid_runner import compile_clue_file, grid_tables
from pylogic.terms import Compound

PUZZLES = Path(__file__).resolve().parents[1] / "puzzles"
DATA = Path(__file__).resolve().parent / "data"
_spec = importlib.util.spec_from_file_location("brute_force_grid",
                                               Path(__file__).resolve().parent / "brute_force_grid.py")
brute_force = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(brute_force)
runner = CliRunner()


def _plain(term):
    if isinstance(term, Compound):
        if term.name == ":":
            return [term.args[0], term.args[1]]
        return [term.name] + [_plain(arg) for arg in term.args]
    if isinstance(term, (list, tuple)):
        return [_plain(item) for item in term]
    return term


def brute_force_puzzle(compiled) -> dict:
    """The compiled puzzle in the brute-force solver's relations form."""
    return {"categories": [{"name": c.name, "values": list(c.labels), "numbers": list(c.numbers) if c.ordered else None}
                           for c in compiled.categories],
            "clues": [{"number": clue.number, "relations": [_plain(r) for r in clue.relations]}
                      for clue in compiled.clues if clue.relations]}


def with_clue(compiled, relation: Compound):
    """``compiled`` with one more clue stating ``relation``."""
    number = max(clue.number for clue in compiled.clues) + 1
    extra = CompiledClue(number, "(added)", compiled.clues[-1].line + 1, (relation,))
    return dataclasses.replace(compiled, clues=compiled.clues + (extra,))


def contradicted(name: str, row: int):
    """A small unique puzzle plus a clue denying one cell of its answer (so: no solution)."""
    compiled = compile_clue_file(PUZZLES / name)
    (table,) = grid_tables(compiled, None, 2, 60)[0]
    first, second = compiled.categories[0], compiled.categories[-1]
    relation = Compound("different", (Compound(":", (first.name, table.rows[row][0])),
                                      Compound(":", (second.name, table.rows[row][-1]))))
    return with_clue(compiled, relation)


CONTRADICTORY = [
    ("birch", lambda: compile_clue_file(DATA / "contradictory_birch_4x4.clues")),
    ("broken", lambda: compile_clue_file(PUZZLES / "broken_contradictory.clues")),
    ("seaview", lambda: compile_clue_file(PUZZLES / "contradictory_seaview_hotel_4x4.clues")),
    ("elm_street_3x4+", lambda: contradicted("elm_street_3x4.clues", 0)),
    ("car_owners_4x3+", lambda: contradicted("car_owners_4x3.clues", 2)),
    ("paintings+", lambda: contradicted("paintings.clues", 1)),
    ("two clues", lambda: compile_clues("p: a, b.\nn: x, y.\n1. a is y.\n2. b is y.\n", "two.clues")),
]


@pytest.mark.parametrize("make", [make for _, make in CONTRADICTORY], ids=[name for name, _ in CONTRADICTORY])
def test_smallest_conflict_is_the_first_smallest_of_the_brute_force(make):
    compiled = make()
    smallest = brute_force.smallest_conflicts(brute_force_puzzle(compiled))
    assert smallest, "the test puzzle must have no solution"
    assert list(conflict_of(compiled)) == smallest[0]
    explanation = explain(compiled, (), smallest[0])
    assert explanation.contradiction
    assert {number for step in explanation.steps for number in step.clues} <= set(smallest[0])


def test_birch_example_names_clues_1_and_7_where_the_deletion_filter_names_five():
    compiled = compile_clue_file(DATA / "contradictory_birch_4x4.clues")
    result = pylogic.solve(DATA / "contradictory_birch_4x4.clues")
    assert result.status == "none"
    assert result.details["conflict"].clue_numbers == (1, 7)
    assert result.details["conflict"].lines == (11, 17)

    def solutions(numbers, limit):
        return grid_tables(compiled, numbers, limit, 60)[0]

    assert minimal_conflict([clue.number for clue in compiled.clues], solutions) == [3, 4, 5, 6, 7]


def test_birch_example_explains_the_clash():
    compiled = compile_clue_file(DATA / "contradictory_birch_4x4.clues")
    result = explain_puzzle(compiled)
    assert result.status == "none" and result.conflict == (1, 7)
    steps = result.explanation.steps
    assert steps[-1].contradiction
    assert {number for step in steps for number in step.clues} == {1, 7}


def conflict_families(count: int, seed: int = 12):
    """``count`` random (clue numbers, sets that clash) families, the same on every run."""
    chooser = random.Random(seed)
    for _ in range(count):
        numbers = list(range(1, chooser.randint(1, 8) + 1))
        conflicts = [frozenset(chooser.sample(numbers, chooser.randint(1, min(4, len(numbers)))))
                     for _ in range(chooser.randint(1, 4))]
        yield numbers, conflicts


@pytest.mark.parametrize("numbers, conflicts", list(conflict_families(200)))
def test_hitting_set_search_agrees_with_brute_force_on_any_family_of_conflicts(numbers, conflicts):
    def solvable(chosen):
        return not any(conflict <= set(chosen) for conflict in conflicts)

    expected = next(subset for size in range(len(numbers) + 1)
                    for subset in itertools.combinations(numbers, size) if not solvable(subset))
    assert smallest_conflict(numbers, solvable) == expected


def test_smallest_conflict_refuses_solvable_clues():
    with pytest.raises(ValueError):
        smallest_conflict([1, 2, 3], lambda chosen: True)


@pytest.mark.parametrize("name", ["ambiguous_elm_street_4x4.clues", "ambiguous_tv_tonight_4x4.clues"])
def test_ambiguous_puzzle_leaves_open_exactly_the_cells_that_differ(name):
    compiled = compile_clue_file(PUZZLES / name)
    tables = grid_tables(compiled, None, None, 60)[0]
    order = [category.name for category in compiled.categories]
    differing = set()
    for i, first in enumerate(order):
        for second in order[i + 1:]:
            a, b = tables[0].header.index(first), tables[0].header.index(second)
            for x in compiled.categories[i].labels:
                for y in compiled.puzzle.category(second).labels:
                    truths = {any(row[a] == x and row[b] == y for row in table.rows) for table in tables}
                    if len(truths) > 1:
                        differing.add((Value(first, x), Value(second, y)))
    result = explain_puzzle(compiled)
    assert result.status == "several"
    assert set(result.explanation.open_cells) == differing


def test_hint_from_the_empty_grid_is_the_first_step():
    compiled = compile_clue_file(PUZZLES / "champion_trees_4x4.clues")
    first = explain(compiled).steps[0]
    assert hint(compiled, ()).step == first


def test_hint_continues_from_known_facts_and_rejects_wrong_ones():
    compiled = compile_clue_file(PUZZLES / "champion_trees_4x4.clues")
    steps = explain(compiled).steps
    known = [fact for step in steps[:5] for fact in step.derived]
    found = hint(compiled, known)
    assert found.status == "step" and set(found.step.support) <= set(known)
    wrong = CellFact(Value("trees", "oak"), Value("gardeners", "Sue"), True)
    assert hint(compiled, [wrong]).status == "wrong"
    every = [fact for step in steps for fact in step.derived]
    assert hint(compiled, every).status == "complete"


def _fact(holds: bool = True) -> CellFact:
    return CellFact(Value("a", "x"), Value("b", "y"), holds)


@pytest.mark.parametrize("clue_sets, splits, name", [
    ([(1,), (), (2,)], [False, False, False], "easy"),
    ([(1,), (2,)], [False, True], "medium"),
    ([(1,), (2, 3)], [False, False], "hard"),
    ([(1, 2, 3)], [False], "very hard"),
])
def test_grade_follows_clue_sets_and_case_splits(clue_sets, splits, name):
    steps = tuple(Step(clues, (), (_fact(),), False, split) for clues, split in zip(clue_sets, splits))
    assert grade(Explanation((), steps, ())).name == name


def run(*args):
    return runner.invoke(app, [str(arg) for arg in args])


def test_cli_explain_text_json_html_and_svg(tmp_path):
    path = PUZZLES / "elm_street_3x4.clues"
    text = run("explain", path)
    assert text.exit_code == 0, text.output
    assert text.output.startswith("Step 1. clue ")
    assert "The grid is complete." in text.output and "Difficulty:" in text.output
    data = json.loads(run("explain", path, "--format", "json").output)
    assert data["status"] == "unique" and data["complete"]
    assert all({"clues", "uses", "derives", "sentence"} <= set(step) for step in data["steps"])
    html, folder = tmp_path / "steps.html", tmp_path / "svg"
    assert run("explain", path, "--html", html, "--svg", folder).exit_code == 0
    page = ElementTree.parse(html).getroot()
    svg_name = "{http://www.w3.org/2000/svg}svg"
    assert len(list(page.iter(svg_name))) == len(data["steps"])
    pictures = sorted(folder.glob("step-*.svg"))
    assert len(pictures) == len(data["steps"])
    last = ElementTree.parse(pictures[-1]).getroot()
    marks = [node.text for node in last.iter("{http://www.w3.org/2000/svg}text") if node.text in ("✓", "✗")]
    categories = 4
    size = 3
    assert len(marks) == categories * (categories - 1) // 2 * size * size


def test_cli_explain_contradiction_exits_1_and_names_the_clues():
    result = run("explain", DATA / "contradictory_birch_4x4.clues")
    assert result.exit_code == 1
    assert result.output.startswith("No solution: clues 1 and 7 cannot all hold")


def test_cli_hint_with_sentences_and_json(tmp_path):
    path = PUZZLES / "champion_trees_4x4.clues"
    sentences = tmp_path / "known.txt"
    sentences.write_text("The cedar is not tended by Sue.\nThe tree tended by Vic was planted in 1920.\n")
    result = run("hint", path, "--known", sentences)
    assert result.exit_code == 0, result.output
    assert result.output.startswith("Next step: ")
    facts = tmp_path / "known.json"
    facts.write_text(json.dumps([{"this": "oak", "that": "gardeners:Sue", "holds": True}]))
    wrong = run("hint", path, "--known", facts)
    assert wrong.exit_code == 1 and "Something you know is wrong" in wrong.output


@pytest.mark.parametrize("content, message", [
    ("[{\"this\": \"oak\"", "known.json:1:"),
    ("[{\"this\": \"Dan\", \"that\": \"oak\", \"holds\": true}]", "'Dan' is not a value of the puzzle"),
    ("The cedar is tended by Dan.\n", "known.json:1:24:"),
])
def test_cli_hint_reports_bad_facts_as_located_errors(tmp_path, content, message):
    facts = tmp_path / "known.json"
    facts.write_text(content)
    result = runner.invoke(app, ["hint", str(PUZZLES / "champion_trees_4x4.clues"), "--known", str(facts)])
    assert result.exit_code == 2
    assert message in result.output
    assert "Traceback" not in result.output


def test_cli_solve_grade():
    result = run("solve", PUZZLES / "elm_street_3x4.clues", "--grade")
    assert result.exit_code == 0
    assert result.output.strip().splitlines()[-1].startswith("Difficulty: ")


@pytest.mark.parametrize("name", ["ambiguous_elm_street_4x4.clues", "ambiguous_tv_tonight_4x4.clues",
                                  "broken_ambiguous.clues"])
def test_clues_that_would_settle_an_ambiguous_puzzle_make_it_unique_when_pasted(name):
    path = PUZZLES / name
    result = explain_puzzle(compile_clue_file(path))
    assert result.status == "several" and result.settling
    original = grid_tables(compile_clue_file(path), None, None, 60)[0]
    text = path.read_text(encoding="utf-8").rstrip("\n")
    for clue in result.settling:
        number = max(c.number for c in result.compiled.clues)
        added = "".join(f"\n{number + i}. {sentence}" for i, sentence in enumerate(clue.sentences, start=1))
        settled = pylogic.solve(text + added + "\n", limit=2)
        assert settled.unique, clue.sentences
        assert settled.solutions[0].rows in [table.rows for table in original]


def test_one_fact_settles_the_elm_street_puzzle_and_the_cli_says_so():
    result = run("explain", PUZZLES / "ambiguous_elm_street_4x4.clues")
    assert result.exit_code == 4
    assert "Any one of these clues would settle it" in result.output
    data = json.loads(run("explain", PUZZLES / "ambiguous_elm_street_4x4.clues", "--format", "json").output)
    assert data["settling_clues"] and all(len(clue["sentences"]) == 1 for clue in data["settling_clues"])
