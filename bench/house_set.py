"""The committed set of generated house puzzles (bench/house/), each proven unique by CP-SAT.

``python -m bench.house_set`` makes, for every size from 2x2 to 6x6 (houses x attributes), the
puzzles that ``pylogic generate --style house --size HxA --seed S --count 2`` makes (the same
builder, ``pylogic.generate.sets.make_item``, and seeds, S from ``set_seed``), and writes each
as NAME.clues and NAME.answer.json (as the command does) plus NAME.relations.json: the categories and what every
clue was meant to say, in the JSON form of tests/brute_force_grid.py. A puzzle is written only
when OR-Tools CP-SAT (bench/peer_grid.py), which never sees the English, finds exactly the
puzzle's answer and no other; pylogic's engine plays no part in that proof.

The files are committed, so the set is fixed; tests/test_house_puzzles.py solves every one with
pylogic and ``python -m bench.house_puzzles`` measures how many are read and solved.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from bench.peer_grid import grid_solutions
from pylogic.generate.house import THEME
from pylogic.generate.sets import SetOptions, make_item, write_item

SET = Path(__file__).resolve().parent / "house"
SIZES = tuple((houses, attributes) for houses in range(2, 7) for attributes in range(2, 7))
COUNT = 2  # puzzles per size


def set_seed(houses: int, attributes: int) -> int:
    """The --seed of one size's puzzles (each size its own, so the sizes do not repeat one
    another's random choices): 1700 + 10 x houses + attributes, e.g. 1743 for 4x3."""
    return 1700 + 10 * houses + attributes


def relations_json(puzzle) -> dict:
    """NAME.relations.json: the categories and each clue's text and meant relations."""
    clue_lines = [line for line in puzzle.text.splitlines() if line[:1].isdigit()]
    return {"categories": list(puzzle.categories),
            "clues": [{"number": number, "text": line.partition(". ")[2], "family": family, "relations": relations}
                      for number, (line, family, relations) in
                      enumerate(zip(clue_lines, puzzle.families, puzzle.relations), start=1)]}


def compact_json(document: dict) -> str:
    """The relations document with one category or clue per line (diffs stay readable)."""
    def rows(key: str) -> str:
        return ",\n".join("  " + json.dumps(row, ensure_ascii=False) for row in document[key])

    return f'{{"categories": [\n{rows("categories")}],\n "clues": [\n{rows("clues")}]}}\n'


def proven_by_cpsat(puzzle) -> bool:
    """True when CP-SAT finds the puzzle's answer as the only solution of the meant relations."""
    found = grid_solutions(list(puzzle.categories), [relation for clue in puzzle.relations for relation in clue],
                           limit=2)
    return found == [[list(row) for row in puzzle.rows]]


def build_set(directory: Path = SET, sizes=SIZES, count: int = COUNT) -> int:
    """Writes the set under ``directory`` (old house_* files removed); the number of puzzles
    that could not be made or proven (none are written for them)."""
    directory.mkdir(parents=True, exist_ok=True)
    for old in directory.glob("house_*"):
        old.unlink()
    failed = 0
    for houses, attributes in sizes:
        options = SetOptions(THEME, houses, attributes, set_seed(houses, attributes), style="house")
        for number in range(1, count + 1):
            item = make_item((options, number, count))
            if item.puzzle is None or not proven_by_cpsat(item.puzzle):
                failed += 1
                print(item.name, "NOT MADE:", item.error or "CP-SAT does not prove it unique", flush=True)
                continue
            write_item(directory, item)
            (directory / f"{item.name}.relations.json").write_text(compact_json(relations_json(item.puzzle)),
                                                                  encoding="utf-8")
            print(item.name, len(item.puzzle.families), "clues,", item.puzzle.rejected, "drawn sentences refused",
                  flush=True)
    return failed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.house_set", description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=Path, default=SET, help="where the puzzle files go")
    parser.add_argument("--count", type=int, default=COUNT, help="puzzles per size")
    arguments = parser.parse_args(argv)
    return 1 if build_set(arguments.output, count=arguments.count) else 0


if __name__ == "__main__":
    sys.exit(main())
