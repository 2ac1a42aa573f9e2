"""``python -m bench.reach.generate``: write the committed reach set (bench/reach/puzzles/).

Each puzzle: a theme, 3 or 4 of its categories, 4 to 6 values each, a random answer; clues
drawn at random (true of the answer) are added until the brute force of ``bench.reach.model``
leaves exactly that answer, then clues whose removal keeps the answer unique are dropped. The
answer and its uniqueness are therefore proven without pylogic. Seeded: the same command
writes the same files.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

from bench.reach.model import Clue, Solution, TooLong, count, solutions
from bench.reach.sentences import Grid, random_clue
from bench.reach.themes import THEMES, Theme

HERE = Path(__file__).resolve().parent
PUZZLES = HERE / "puzzles"
SIZES = ((3, 4), (3, 5), (4, 4), (3, 6), (4, 5), (4, 6))
EXPLICIT_LIMIT = 4000  # below this many solutions left, keep them in a list and filter it
SEARCH_BUDGET = 150_000  # cells tried per search while making a puzzle
# a strong clue kind the greedy choice would otherwise pick again and again, unlike any book
FAMILY_CAPS = {"the N people are A, B, C and D": 1, "comparison with two people": 1, "either A or B": 2}
DEFAULT_COUNT = 150
DEFAULT_SEED = 11


def pick_grid(theme: Theme, categories: int, size: int, rng: random.Random) -> Grid:
    """The theme's names and ``categories - 1`` others (ordered ones as a run of consecutive
    values, so the steps are even), printed in puzzle-book order, with a random answer."""
    others = rng.sample(theme.categories[1:], categories - 1)
    if not any(spec.ordered for spec in others):
        ordered = [spec for spec in theme.categories[1:] if spec.ordered]
        others[0] = rng.choice(ordered)
    specs = [theme.categories[0], *others]
    if rng.random() < 0.3:  # the rows are not always the names
        rng.shuffle(specs)
    values = []
    for spec in specs:
        if spec.ordered is not None:
            start = 0 if spec.anchored else rng.randrange(len(spec.pool) - size + 1)
            values.append(spec.pool[start:start + size])
        else:
            values.append(tuple(sorted(rng.sample(spec.pool, size), key=str.lower)))
    answer = tuple([tuple(range(size))] + [tuple(rng.sample(range(size), size)) for _ in specs[1:]])
    return Grid(theme, tuple(specs), tuple(values), answer)


def make_clues(grid: Grid, rng: random.Random) -> list[Clue]:
    """Clues true of the answer that leave it the only solution, none of them redundant."""
    categories, size = len(grid.specs), grid.size
    clues: list[Clue] = []
    texts: set[str] = set()
    remaining: list[Solution] | None = None
    while True:
        candidates = []
        for _ in range(60 if remaining is not None else 1):
            clue = random_clue(grid, rng)
            if clue is not None and clue.text not in texts and (
                    sum(1 for other in clues if other.family == clue.family) < FAMILY_CAPS.get(clue.family, 99)):
                candidates.append(clue)
        if not candidates:
            continue
        if remaining is None:
            chosen = candidates[0]
        else:
            # the most telling of a few random candidates: short puzzles, as books print them
            kept = {id(clue): sum(1 for solution in remaining if clue.holds(solution)) for clue in candidates}
            useful = [clue for clue in candidates if kept[id(clue)] < len(remaining)]
            if not useful:
                continue
            useful.sort(key=lambda clue: kept[id(clue)])
            chosen = rng.choice(useful[:3])
        clues.append(chosen)
        texts.add(chosen.text)
        if remaining is not None:
            remaining = [solution for solution in remaining if chosen.holds(solution)]
        else:
            try:
                found = list(solutions(categories, size, clues, EXPLICIT_LIMIT, SEARCH_BUDGET))
            except TooLong:  # still far too open to list: add another clue first
                continue
            if len(found) < EXPLICIT_LIMIT:
                remaining = found
        if remaining is not None and len(remaining) == 1:
            break
    assert remaining == [grid.answer]
    for clue in rng.sample(clues, len(clues)):
        trial = [other for other in clues if other is not clue]
        try:
            if count(categories, size, trial, 2, SEARCH_BUDGET) == 1:
                clues = trial
        except TooLong:  # keeping a clue that may be redundant is always safe
            pass
    return clues


def render(grid: Grid, clues: list[Clue]) -> str:
    """The puzzle as pasted: an intro line, the category lines, the numbered clues."""
    lines = [grid.theme.intro]
    for spec, values in zip(grid.specs, grid.values):
        line = f"{spec.name} : {', '.join(values)}"
        lines.append(line if line.endswith(".") else line + ".")  # "Jul." ends the line as printed
    lines.append("")
    lines.extend(f"{number}. {clue.text}" for number, clue in enumerate(clues, 1))
    return "\n".join(lines) + "\n"


def meanings_json(grid: Grid, clues: list[Clue]) -> str:
    """The values of each category in grid order, and each numbered clue's meaning as data
    (one line per clue): what the reach test checks the answer against."""
    values = json.dumps([list(line) for line in grid.values], ensure_ascii=False)
    lines = ",\n  ".join(json.dumps([meaning.to_json() for meaning in clue.meanings]) for clue in clues)
    return f'{{"values": {values},\n "clues": [\n  {lines}\n ]}}\n'


def answer_json(grid: Grid) -> str:
    """The answer in the corpus format: category names and one row per first-category value."""
    rows = [[grid.values[category][grid.answer[category][row]] for category in range(len(grid.specs))]
            for row in range(grid.size)]
    lines = ",\n  ".join(json.dumps(row, ensure_ascii=False) for row in rows)
    names = json.dumps([spec.name for spec in grid.specs], ensure_ascii=False)
    return f'{{"categories": {names},\n "rows": [\n  {lines}\n ]}}\n'


def make_puzzle(index: int, seed: int) -> tuple[str, Grid, list[Clue]]:
    """Puzzle number ``index`` of the seeded set: (file name stem, grid, clues)."""
    rng = random.Random(f"{seed}-{index}")
    categories, size = SIZES[index % len(SIZES)]
    theme = THEMES[(index // len(SIZES)) % len(THEMES)] if index < len(SIZES) * len(THEMES) else rng.choice(THEMES)
    grid = pick_grid(theme, categories, size, rng)
    return f"{theme.slug}_{categories}x{size}_{index:03d}", grid, make_clues(grid, rng)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.reach.generate", description=__doc__)
    parser.add_argument("--count", type=int, default=DEFAULT_COUNT)
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED)
    parser.add_argument("--start", type=int, default=0, help="first puzzle number (to resume a run)")
    parser.add_argument("--out", type=Path, default=PUZZLES)
    arguments = parser.parse_args(argv)
    arguments.out.mkdir(parents=True, exist_ok=True)
    for index in range(arguments.start, arguments.count):
        stem, grid, clues = make_puzzle(index, arguments.seed)
        (arguments.out / f"{stem}.clues").write_text(render(grid, clues), encoding="utf-8")
        (arguments.out / f"{stem}.answer.json").write_text(answer_json(grid), encoding="utf-8")
        (arguments.out / f"{stem}.meaning.json").write_text(meanings_json(grid, clues), encoding="utf-8")
        print(f"{stem}: {len(clues)} clues", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
