"""``pylogic generate --style house``: every phrasing the style writes is read as meant, and
every puzzle it makes solves back to its answer, which CP-SAT (never seeing the English) proves
the only one."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path

import pytest

import pylogic
from bench.peer_grid import grid_solutions
from pylogic.clues.compiler import compile_clues
from pylogic.generate.build import GenerationError
from pylogic.generate.command import OptionError, set_options
from pylogic.generate.draft import ORDINAL_WORDS, Draft, sentence
from pylogic.generate.house import ATTRIBUTES, HOUSE, THEME, build_house_puzzle, person, render_house
from relation_text import show
from test_house_puzzles import _meant, _normal

_spec = importlib.util.spec_from_file_location("brute_force_grid",
                                               Path(__file__).resolve().parent / "brute_force_grid.py")
brute_force = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(brute_force)


def draft_of(names: list[str], values: dict[str, list[str]], seed: int) -> Draft:
    """A six-house draft of the named attributes with these values and a random solution."""
    rng = random.Random(seed)
    specs = [HOUSE] + [next(spec for spec in ATTRIBUTES if spec.name == name) for name in names]
    chosen = [[str(number) for number in range(1, 7)]] + [values.get(name, list(spec.pool[:6]))
                                                          for name, spec in zip(names, specs[1:])]
    holder = [list(range(6))] + [rng.sample(range(6), 6) for _ in names]
    return Draft(THEME, specs, chosen, [list(range(1, 7))] + [None] * len(names), holder, rng)


SIX_NAMES = ["Alma", "Bella", "Fred", "Joan", "Kate", "Ravi"]
ALL = draft_of([spec.name for spec in ATTRIBUTES],
               {"name": SIX_NAMES, "child": SIX_NAMES, "mother": SIX_NAMES,
                "hair": ["black", "blond", "brown", "grey", "red", "white"],
                "favourite colour": ["blue", "green", "purple", "red", "white", "yellow"],
                "pets": ["bird", "cat", "dog", "fish", "horse", "rabbit"],
                "favourite animal": ["bird", "cat", "dog", "fox", "horse", "lion"]}, seed=1)
# one of each sharing pair only, so the phrasings for words no other category has are drawn
ALONE = draft_of(["name", "hair", "pets", "favourite hobby", "job", "nationality"], {}, seed=2)


def test_every_category_line_is_read_as_its_category():
    compiled = compile_clues(render_house(ALL, "all", []) + "1. There are six houses.\n", "all.clues")
    assert [category.name for category in compiled.categories] == ["house"] + [spec.name for spec in ATTRIBUTES]


@pytest.mark.parametrize("draft", [ALL, ALONE], ids=["shared words", "words of one category"])
def test_every_phrasing_of_every_attribute_is_read_as_meant(draft):
    header = render_house(draft, "phrasings", [])
    for category in range(1, len(draft.specs)):
        for entity in (0, 3):
            phrases = {person(draft, category, entity) for _ in range(40)}
            for phrase in sorted(phrases):
                text = sentence(f"{phrase} is in the {ORDINAL_WORDS[entity + 1]} house")
                compiled = compile_clues(header + "1. " + text + "\n", "phrasings.clues")
                assert [_normal(show(relation)) for relation in compiled.clues[0].relations] == [
                    _meant(["same", draft.reference(category, entity), draft.reference(0, entity)])], text


SIZES = [(2, 2), (3, 4), (4, 3), (4, 6), (5, 5), (6, 4), (6, 6)]


@pytest.mark.parametrize("houses, attributes", SIZES)
def test_puzzles_over_the_sizes_solve_back_and_are_unique_by_cpsat(houses, attributes):
    puzzle = build_house_puzzle(houses, attributes, f"test:house:{houses}x{attributes}")
    result = pylogic.solve(puzzle.text, limit=2)
    assert result.unique and result.solutions[0].rows == puzzle.rows
    assert result.solutions[0].header == ("house",) + tuple(category["name"] for category in puzzle.categories[1:])
    meant = [relation for clue in puzzle.relations for relation in clue]
    assert grid_solutions(list(puzzle.categories), meant, limit=2) == [[list(row) for row in puzzle.rows]]
    compiled = compile_clues(puzzle.text, "house.clues")
    assert [[_normal(show(relation)) for relation in clue.relations] for clue in compiled.clues] == [
        [_meant(relation) for relation in clue] for clue in puzzle.relations]
    lines = puzzle.text.splitlines()
    assert lines[1] == f"house : {', '.join(str(number) for number in range(1, houses + 1))}."
    assert all(line.endswith(".") and ":" in line and " : " not in line for line in lines[2:2 + attributes])


def test_minimal_puzzles_need_every_clue():
    puzzle = build_house_puzzle(3, 3, "test:house:minimal", minimal=True)
    meant = [list(clue) for clue in puzzle.relations]
    assert list(brute_force.solutions(list(puzzle.categories), [r for clue in meant for r in clue], limit=2)) == [
        [list(row) for row in puzzle.rows]]
    for left_out in range(len(meant)):
        rest = [relation for number, clue in enumerate(meant) if number != left_out for relation in clue]
        assert len(list(brute_force.solutions(list(puzzle.categories), rest, limit=2))) == 2, left_out


def test_the_templates_can_be_limited():
    puzzle = build_house_puzzle(4, 3, "test:house:families", families=("found_at", "not_at", "same_house"))
    assert set(puzzle.families) <= {"found_at", "not_at", "same_house"}
    assert pylogic.solve(puzzle.text, limit=2).solutions[0].rows == puzzle.rows
    with pytest.raises(GenerationError, match="fits"):
        build_house_puzzle(2, 3, "x", families=("two_between",))  # two houses have no gap of two
    with pytest.raises(GenerationError, match="2 to 6 houses"):
        build_house_puzzle(7, 3, "x")


@pytest.mark.parametrize("size, theme, families, style, message", [
    ("7x3", "neighbours", None, "house", "--size: house puzzles go from 2x2 to 6x6 (houses x attributes), not 7x3"),
    ("3x7", "neighbours", None, "house", "--size: house puzzles go from 2x2 to 6x6 (houses x attributes), not 3x7"),
    ("3x3", "hotel", None, "house", "--theme: the house style has its own attributes; leave --theme out"),
    ("3x3", "neighbours", "next_to,absolute", "house", "--families: unknown house template 'absolute'"),
    ("3x3", "neighbours", None, "houses", "--style: the styles are grid and house, not 'houses'"),
])
def test_bad_house_options_are_one_clear_message(size, theme, families, style, message):
    with pytest.raises(OptionError) as caught:
        set_options(size, 1, theme, families, False, style)
    assert str(caught.value).startswith(message)


def test_house_options_describe_houses_by_attributes():
    options = set_options("5x3", 4, "neighbours", "next-to,found_at", True, "house")
    assert (options.entities, options.categories, options.style) == (5, 3, "house")
    assert options.families == ("next_to", "found_at") and options.minimal
