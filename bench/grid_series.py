"""The logic-grid scaling series: generated puzzles from 5x5 to 10x10, proven unique by CP-SAT.

``python -m bench.grid_series`` writes bench/scaling/grid_NxN_K.clues (N entities and N
categories, K = 1..PUZZLES_PER_SIZE) with NAME.relations.json (the clues as relations, which
the CP-SAT peer solves) and NAME.expected.json (the answer). The files are committed, so the
series is fixed; the benchmark reads them and never generates.

Every puzzle is kept: a seed's puzzle is proven unique by OR-Tools CP-SAT (bench/peer_grid.py),
independently of pylogic's engine, and no time limit of the engine decides which puzzles stay.
The puzzles come from bench/puzzle_generator.py's machinery (random solution, true clues of
every family, clues added until one answer remains, then redundant ones dropped) with a
ten-category version of its Elm Street theme (houses always among the categories, so the
neighbour and position clues appear at every size).
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from pathlib import Path

from bench import puzzle_generator as generator
from bench.peer_grid import grid_solutions
from pylogic.generate import draft as drafts
from pylogic.generate import families as clue_families
from pylogic.generate import themes

SERIES = Path(__file__).resolve().parent / "scaling"
SIZES = (5, 6, 7, 8, 9, 10)
PUZZLES_PER_SIZE = 6


def _with_pool(spec: themes.CategorySpec, *more: str) -> themes.CategorySpec:
    return dataclasses.replace(spec, pool=tuple(spec.pool) + more)


HOUSES = dataclasses.replace(themes.HOUSES, pool=tuple((str(number), number) for number in range(1, 11)))

CARS = themes.CategorySpec(
    "cars", ("Ford", "Fiat", "Volvo", "Honda", "Skoda", "Audi", "Mazda", "Toyota", "Kia", "Lexus"), "plain",
    ("the {v} driver", "the {who} who drives the {v}"), (("drives", "the {v}"),),
    (("doesn't drive", "the {v}"),))

HOBBIES = themes.CategorySpec(
    "hobbies", ("chess", "golf", "tennis", "fishing", "rowing", "cycling", "archery", "knitting", "sailing",
                "pottery"), "plain",
    ("the {who} who enjoys {v}", "the {v} enthusiast"), (("enjoys", "{v}"), ("took up", "{v}")),
    (("doesn't enjoy", "{v}"),))

STREET = themes.Theme(
    "long_street", "Neighbours on Elm Street", "person", "people", "neighbours", "are", "Who {vp}?",
    (themes.PEOPLE, HOUSES,
     _with_pool(themes.NATIONALITIES, "Irishman", "Scot"),
     _with_pool(themes.HOUSE_COLOURS, "purple", "brown"),
     _with_pool(themes.PETS, "ferret", "canary"),
     _with_pool(themes.DRINKS, "beer", "wine"),
     _with_pool(themes.JOBS, "lawyer", "nurse"),
     themes.BIRTH_YEARS, CARS, HOBBIES))


def make_series_puzzle(size: int, seed: int) -> dict:
    """A size x size puzzle (relations, text, expected answer), proven unique by CP-SAT."""
    import random

    draft = drafts.choose_draft(STREET, size, size, random.Random(seed), required=("houses",))
    families = clue_families.applicable_families(draft)
    clues = generator.build_clues(draft, families, [family for family in families if family != "group"],
                                  prover="cpsat")
    relations = {
        "title": STREET.title,
        "categories": drafts.categories_json(draft),
        "clues": [{"number": number, "text": text, "family": family, "relations": clue_relations}
                  for number, (clue_relations, text, family) in enumerate(clues, start=1)],
    }
    found = grid_solutions(relations["categories"],
                           [relation for clue in relations["clues"] for relation in clue["relations"]], limit=2)
    rows = drafts.solution_rows(draft)
    if found != [rows]:
        raise AssertionError(f"CP-SAT does not prove the {size}x{size} puzzle (seed {seed}) unique")
    return {"text": drafts.render(draft, STREET.title, clues, None), "relations": relations,
            "expected": {"status": "unique", "header": [spec.name for spec in draft.specs], "rows": rows}}


def series_seed(size: int, number: int) -> int:
    return 100 * size + number


def build_series(directory: Path = SERIES, sizes=SIZES) -> None:
    """Writes every puzzle of the series under ``directory`` (old grid_*.clues files removed)."""
    directory.mkdir(parents=True, exist_ok=True)
    for old in directory.glob("grid_*"):
        old.unlink()
    for size in sizes:
        for number in range(1, PUZZLES_PER_SIZE + 1):
            name = f"grid_{size}x{size}_{number}"
            record = make_series_puzzle(size, series_seed(size, number))
            generator.write_record(directory, name, record)
            print(name, len(record["relations"]["clues"]), "clues", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.grid_series", description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=Path, default=SERIES, help="where the puzzle files go")
    parser.add_argument("--sizes", type=int, nargs="*", default=list(SIZES))
    arguments = parser.parse_args(argv)
    build_series(arguments.output, arguments.sizes)
    return 0


if __name__ == "__main__":
    sys.exit(main())
