"""A held-out-style set of house puzzles with every phrasing the benchmarks use, also those the
clue reader does not read yet (bench/house_full/), proven unique by CP-SAT alone.

``pylogic generate --style house`` keeps only sentences pylogic reads as meant, so its puzzles
cannot show what the reader still misses. This set is made without pylogic: clues are drawn
from the same templates, with the phrasings and lines the style leaves out added (below), until
OR-Tools CP-SAT (bench/peer_grid.py) finds one answer; clues it does not need are dropped. So
the set measures the reader the way a held-out benchmark collection does:
``python -m bench.house_puzzles`` reports how many of these pylogic reads, solves, refuses and
answers wrongly.

``python -m bench.house_full`` writes the set again (the same seeds give the same files).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import sys
from pathlib import Path

from bench.house_set import compact_json, set_seed
from bench.peer_grid import grid_solutions
from pylogic.generate import house
from pylogic.generate.draft import categories_json, choose_draft, solution_rows
from pylogic.generate.themes import Theme

FULL_SET = Path(__file__).resolve().parent / "house_full"
COUNT = 2
ROUNDS = 40

# Phrasings of the benchmarks that pylogic's reader refuses or misreads today when the word is
# shared with another category; drawn here as often as the ones it reads.
EXTRA_PHRASES = {
    "pets": ("the {v} owner", "the person who keeps {an} {v}", "the person who has {an} {v}"),
    "favourite animal": ("the {v} lover", "the person who loves {v}s"),
    "name": ("the person named {v}",),
    "mother": ("the person whose mother's name is {v}",),
    "child": ("the person whose child's name is {v}",),
    "nationality": ("the {does} person",),  # the adjective: "the British person"
}
ADJECTIVES = (("Brit", "British", ""), ("Dane", "Danish", ""), ("Swede", "Swedish", ""), ("German", "German", ""),
              ("Norwegian", "Norwegian", ""), ("Spaniard", "Spanish", ""))
HAIR_COLOUR_LINE = "Each person has a unique hair colour:"  # "red hair" for the category "hair colour"
PREAMBLE = "There are {n} houses, numbered 1 to {n} from left to right, as seen from across the street."


def _full_attribute(spec: house.HouseAttribute) -> house.HouseAttribute:
    extra = EXTRA_PHRASES.get(spec.name, ())
    activity = ADJECTIVES if spec.name == "nationality" else spec.activity
    return dataclasses.replace(spec, phrases=spec.phrases + extra, activity=activity)


FULL_THEME = Theme("house", "Houses in a row", "person", "people", "people", "are", "Who {vp}?",
                   (house.HOUSE,) + tuple(_full_attribute(spec) for spec in house.ATTRIBUTES))


def make_full_puzzle(houses: int, attributes: int, seed: str) -> dict:
    """One puzzle (text, answer, relations) unique by CP-SAT; AssertionError if CP-SAT cannot
    make one in ROUNDS rounds of clues."""
    rng = random.Random(seed)
    required = rng.choice(house.SHARED_PAIRS) if rng.random() < 0.8 else ()
    draft = choose_draft(FULL_THEME, houses, attributes + 1, rng, required=required)
    if "hair" in [spec.name for spec in draft.specs] and rng.random() < 0.3:
        index = [spec.name for spec in draft.specs].index("hair")
        draft.specs[index] = dataclasses.replace(draft.specs[index], name="hair colour", line=HAIR_COLOUR_LINE)
    categories = categories_json(draft)
    rows = solution_rows(draft)
    families = house.applicable_house_families(draft)
    texts: set[str] = set()
    clues: list = []
    for _ in range(ROUNDS):
        clues += house._draw(draft, families, 2 * houses + attributes, texts)
        found = grid_solutions(categories, [relation for clue in clues for relation in clue[0]], limit=2)
        if len(found) == 1:
            break
    else:
        raise AssertionError(f"CP-SAT found no unique {houses}x{attributes} puzzle for seed {seed}")
    order = list(range(len(clues)))
    rng.shuffle(order)
    needed = set(order)
    for index in order:
        trial = [clues[other] for other in sorted(needed - {index})]
        if len(grid_solutions(categories, [relation for clue in trial for relation in clue[0]], limit=2)) == 1:
            needed.discard(index)
    chosen = [clues[index] for index in sorted(needed)]
    rng.shuffle(chosen)
    found = grid_solutions(categories, [relation for clue in chosen for relation in clue[0]], limit=2)
    assert found == [rows], f"CP-SAT does not prove the {houses}x{attributes} puzzle {seed} unique"
    text = house.render_house(draft, house.house_title(houses), chosen)
    if rng.random() < 0.2:  # the benchmarks' opening line in place of the houses line
        lines = text.splitlines()
        lines[1] = PREAMBLE.format(n=houses)
        text = "\n".join(lines) + "\n"
    relations = {"categories": categories,
                 "clues": [{"number": number, "text": clue_text, "family": family, "relations": clue_relations}
                           for number, (clue_relations, clue_text, family) in enumerate(chosen, start=1)]}
    answer = {"status": "unique", "header": [spec.name for spec in draft.specs], "rows": rows}
    return {"text": text, "answer": answer, "relations": relations}


def build_full_set(directory: Path = FULL_SET, count: int = COUNT) -> None:
    """Writes NAME.clues, NAME.answer.json and NAME.relations.json for every size, 2x2 to 6x6."""
    directory.mkdir(parents=True, exist_ok=True)
    for old in directory.glob("full_*"):
        old.unlink()
    for houses in range(2, 7):
        for attributes in range(2, 7):
            for number in range(1, count + 1):
                name = f"full_{houses}x{attributes}_{number:03d}"
                record = make_full_puzzle(houses, attributes, f"house-full:{set_seed(houses, attributes)}:{number}")
                (directory / f"{name}.clues").write_text(record["text"], encoding="utf-8")
                (directory / f"{name}.answer.json").write_text(
                    json.dumps(record["answer"], ensure_ascii=False) + "\n", encoding="utf-8")
                (directory / f"{name}.relations.json").write_text(compact_json(record["relations"]),
                                                                  encoding="utf-8")
                print(name, len(record["relations"]["clues"]), "clues", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.house_full", description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=Path, default=FULL_SET, help="where the puzzle files go")
    arguments = parser.parse_args(argv)
    build_full_set(arguments.output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
