"""The house puzzles of the benchmark generators, in their printed formats (bench/house_styles/).

Five styles, each written as its generator prints a puzzle (the vocabulary and its sources are
in bench/house_styles_vocabulary.py):

- ``zebralogic``: ZebraLogicBench's grid mode (AllenAI): the opening paragraph, `` - `` lines
  with backticked values, ``## Clues:``; the answer is the whole table.
- ``zebralogic_question``: the same puzzle followed, after two blank lines, by ZebraLogic's
  question ``What is <Class> of the person who lives in House <k>?`` (the column's class name).
- ``reasoning_gym``: reasoning-gym's ``zebra_puzzles``: its opening, bare lower-case values,
  the first values of each attribute, four clue templates, the numbered clues shuffled, and its
  question ``What is Name of the person who lives in House 1?? Provide only ...``.
- ``tulu``: the reasoning-gym opening with backticked values (except the values carrying their
  own description), the wider attribute set and every clue template, ``## Clues:``, as in the
  Tulu "Logic Puzzles" prompts.
- ``bigbench``: BIG-bench's logic_grid_puzzle: "one likes red, one owns a sedan" lists,
  ``Clue(s):``, clues with "lives", and a question for one person's house number.

Each puzzle: a random answer table, then true clues in random order (weighted by template)
until OR-Tools CP-SAT (bench/peer_grid.py), which never sees the English and plays no part in
pylogic, finds exactly one table; then every clue whose removal keeps it the only one is
dropped, as the generators do. Sizes 2 to 6 houses (BIG-bench 2 to 5) by 2 to 6 attributes,
drawn with weight 1 / (houses x attributes) ** 0.8, so small puzzles come more often.

``python -m bench.house_styles_make`` writes the set again; every puzzle has its own seed
(``puzzle_seed``), so the same files come back. ``--first 1001 --scale 5 --output DIR`` writes
five times as many other puzzles of the same kinds, a larger measure kept out of the repository.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from dataclasses import dataclass
from pathlib import Path

from bench.house_set import compact_json
from bench.house_styles_vocabulary import BIGBENCH, REASONING_GYM, TULU_EXTRA, ZEBRALOGIC, Attribute
from bench.peer_grid import grid_solutions

STYLES_SET = Path(__file__).resolve().parent / "house_styles"
SEED = 2026
COUNTS = {"zebralogic": 120, "zebralogic_question": 60, "reasoning_gym": 30, "tulu": 30, "bigbench": 30}
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth")
ALL_TEMPLATES = ("at", "not_at", "same", "left1", "beside", "left", "right", "gap1", "gap2")
TEMPLATES = {"zebralogic": ALL_TEMPLATES, "zebralogic_question": ALL_TEMPLATES, "tulu": ALL_TEMPLATES,
             "reasoning_gym": ("at", "same", "left1", "beside"),
             "bigbench": tuple(template for template in ALL_TEMPLATES if template != "same")}
# Placing clues are drawn a little less often, so that the relative ones carry the puzzles.
WEIGHTS = {"at": 0.6, "not_at": 0.8}
ZEBRALOGIC_OPENING = ("There are {n} houses, numbered 1 to {n} from left to right, as seen from across the street. "
                      "Each house is occupied by a different person. Each house has a unique attribute for each of "
                      "the following characteristics:")
REASONING_GYM_OPENING = ("This is a logic puzzle. There are {n} houses (numbered 1 on the left, {n} on the right), "
                         "from the perspective of someone standing across the street from them. Each has a different "
                         "person in them. They have different characteristics:")
REASONING_GYM_QUESTION = ("What is Name of the person who lives in House 1?? "
                          "Provide only the name of the person as your final answer.")
BIGBENCH_OPENING = ("There are {n} houses in a row, numbered 1 on the left to {n} on the right. There is one person "
                    "living in each house. The people in these houses have different characteristics:")
BIGBENCH_OPENING_TWO = ("There are 2 houses next to each other, numbered 1 on the left and 2 on the right. There is "
                        "one person living in each house. The people in these houses have different characteristics:")

Item = tuple[int, int]  # (attribute index, value index)
Clue = tuple  # (template, item, house or item[, gap])


@dataclass(frozen=True)
class Draft:
    """The attributes of one puzzle, the values each uses, and the answer: house of each item."""

    attributes: tuple[Attribute, ...]
    values: tuple[tuple[tuple[str, str], ...], ...]
    house: dict[Item, int]


def puzzle_seed(style: str, number: int) -> str:
    """The seed of one puzzle: its style and number, so that puzzles do not share choices."""
    return f"house-styles:{SEED}:{style}:{number}"


def draw_size(style: str, rng: random.Random) -> tuple[int, int]:
    """Houses x attributes, small sizes more often."""
    largest = 5 if style == "bigbench" else 6
    sizes = [(houses, attributes) for houses in range(2, largest + 1) for attributes in range(2, 7)]
    return rng.choices(sizes, [1 / (houses * attributes) ** 0.8 for houses, attributes in sizes])[0]


def draw_attributes(style: str, houses: int, count: int, rng: random.Random) -> Draft:
    """The puzzle's attributes (the name first, except in BIG-bench), values and answer."""
    if style == "bigbench":
        attributes = tuple(rng.sample(BIGBENCH, count))
    else:
        pool = ZEBRALOGIC if style.startswith("zebralogic") else REASONING_GYM + (TULU_EXTRA if style == "tulu" else ())
        others = [attribute for attribute in pool[1:] if len(attribute.values) >= houses]
        attributes = (pool[0],) + tuple(rng.sample(others, count - 1))
    # reasoning-gym takes the first values of each attribute; the others draw them
    values = tuple(attribute.values[:houses] if style == "reasoning_gym"
                   else tuple(rng.sample(attribute.values, houses)) for attribute in attributes)
    house = {}
    for index in range(count):
        for value, where in enumerate(rng.sample(range(houses), houses)):
            house[index, value] = where
    return Draft(attributes, values, house)


def true_clues(draft: Draft, houses: int, templates: tuple[str, ...]) -> list[Clue]:
    """Every clue of the templates that the answer makes true, in a fixed order."""
    items = sorted(draft.house)
    clues: list[Clue] = []
    for item in items:
        for where in range(houses):
            if "at" in templates and draft.house[item] == where:
                clues.append(("at", item, where))
            if "not_at" in templates and draft.house[item] != where:
                clues.append(("not_at", item, where))
    for first in items:
        for second in items:
            a, b = draft.house[first], draft.house[second]
            if first[0] == second[0]:
                continue
            checks = {"same": a == b and first < second, "left1": a + 1 == b,
                      "beside": abs(a - b) == 1 and first < second,
                      "left": a < b, "right": a > b, "gap1": abs(a - b) == 2 and first < second,
                      "gap2": abs(a - b) == 3 and first < second}
            clues += [(template, first, second) for template in templates if checks.get(template)]
    return clues


def categories_json(draft: Draft, houses: int) -> list[dict]:
    """The categories in bench/peer_grid.py's form: the houses first, then each attribute."""
    return [{"name": "House", "values": [str(number) for number in range(1, houses + 1)],
             "numbers": list(range(1, houses + 1))}] + [
        {"name": attribute.key, "values": [value for value, _ in values], "numbers": None}
        for attribute, values in zip(draft.attributes, draft.values)]


def relations(draft: Draft, clue: Clue) -> list[list]:
    """What one clue says, in the relation form of tests/brute_force_grid.py."""
    def ref(item: Item) -> list[str]:
        return [draft.attributes[item[0]].key, draft.values[item[0]][item[1]][0]]

    template, first, other = clue
    if template in ("at", "not_at"):
        return [["same" if template == "at" else "different", ref(first), ["House", str(other + 1)]]]
    a, b = ref(first), ref(other)
    return [{"same": ["same", a, b], "left1": ["offset", a, b, "House", -1], "beside": ["distance", a, b, "House", 1],
             "left": ["less", a, b, "House"], "right": ["less", b, a, "House"],
             "gap1": ["distance", a, b, "House", 2], "gap2": ["distance", a, b, "House", 3]}[template]]


def solutions(categories: list[dict], draft: Draft, clues: list[Clue]) -> list:
    """CP-SAT's tables for the clues, at most two."""
    return grid_solutions(categories, [relation for clue in clues for relation in relations(draft, clue)], limit=2)


def choose_clues(draft: Draft, houses: int, style: str, rng: random.Random) -> list[Clue]:
    """True clues added in random order until CP-SAT finds one table, then the unneeded ones dropped."""
    categories = categories_json(draft, houses)
    pool = true_clues(draft, houses, TEMPLATES[style])
    pool.sort(key=lambda clue: rng.random() ** (1 / WEIGHTS.get(clue[0], 1.0)), reverse=True)
    chosen: list[Clue] = []
    for clue in pool:
        chosen.append(clue)
        if len(solutions(categories, draft, chosen)) == 1:
            break
    for clue in rng.sample(chosen, len(chosen)):
        trial = [other for other in chosen if other is not clue]
        if len(solutions(categories, draft, trial)) == 1:
            chosen = trial
    return rng.sample(chosen, len(chosen))


def render_clue(draft: Draft, clue: Clue, bigbench: bool) -> str:
    """One clue in the style's words."""
    def phrase(item: Item) -> str:
        return draft.values[item[0]][item[1]][1]

    template, first, other = clue
    a = phrase(first)
    be, beside = ("lives", "live directly next to each other") if bigbench else ("is", "are next to each other")
    if template in ("at", "not_at"):
        verb = be if template == "at" else ("does not live" if bigbench else "is not")
        text = f"{a} {verb} in the {ORDINALS[other]} house."
    elif template in ("gap1", "gap2"):
        between = "There is one house between" if template == "gap1" else "There are two houses between"
        b = phrase(other)
        text = f"{between} where {a} lives and where {b} lives." if bigbench else f"{between} {a} and {b}."
    else:
        b = phrase(other)
        text = {"same": f"{a} is {b}.", "left1": f"{a} {be} directly left of {b}.", "beside": f"{a} and {b} {beside}.",
                "left": f"{a} {be} somewhere to the left of {b}.",
                "right": f"{a} {be} somewhere to the right of {b}."}[template]
    return text[0].upper() + text[1:]


def value_list(values: list[str], style: str) -> str:
    """The values after an attribute's line, as the style prints them."""
    if style == "bigbench":
        said = [f"one {value}" for value in values]
        return " and ".join(said) if len(said) == 2 else ", ".join(said[:-1]) + ", and " + said[-1]
    return ", ".join(values)


def render(draft: Draft, houses: int, style: str, clues: list[Clue], rng: random.Random) -> tuple[str, list[dict]]:
    """The puzzle's text and its questions (text and answer)."""
    opening = {"bigbench": BIGBENCH_OPENING_TWO if houses == 2 else BIGBENCH_OPENING,
               "reasoning_gym": REASONING_GYM_OPENING, "tulu": REASONING_GYM_OPENING}.get(style, ZEBRALOGIC_OPENING)
    lines = [opening.format(n=houses)]
    for attribute, values in zip(draft.attributes, draft.values):
        shown = rng.sample([value for value, _ in values], houses)
        if style.startswith("zebralogic") or (style == "tulu" and not attribute.bare):
            shown = [f"`{value}`" for value in shown]
        lines.append(f" - {attribute.line}: {value_list(shown, style)}")
    numbered = [f"{number}. {render_clue(draft, clue, style == 'bigbench')}" for number, clue in enumerate(clues, 1)]
    if style == "reasoning_gym":
        lines += [""] + rng.sample(numbered, len(numbered))
    elif style == "bigbench":
        lines += ["Clue(s):"] + numbered
    else:
        lines += ["", "", "## Clues:"] if style == "tulu" else ["", "## Clues:"]
        lines += numbered
    question_lines, questions = question(draft, houses, style, rng)
    return "\n".join(lines + question_lines) + "\n", questions


def question(draft: Draft, houses: int, style: str, rng: random.Random) -> tuple[list[str], list[dict]]:
    """The lines after the clues, and the question they ask with its answer (none in grid mode)."""
    table = answer_rows(draft, houses)
    if style == "zebralogic_question":
        column, row = rng.randrange(len(draft.attributes)), rng.randrange(houses)
        text = f"What is {draft.attributes[column].key} of the person who lives in House {row + 1}?"
        return ["", "", text], [{"text": text, "answer": table[row][column + 1]}]
    if style in ("reasoning_gym", "tulu"):
        text = REASONING_GYM_QUESTION.partition("?? ")[0] + "??"
        return ["", REASONING_GYM_QUESTION], [{"text": text, "answer": table[0][1]}]
    if style == "bigbench":
        item = rng.choice(sorted(draft.house))
        text = f"What is the number of the house where {draft.values[item[0]][item[1]][1]} lives?"
        return [text], [{"text": text, "answer": str(draft.house[item] + 1)}]
    return [], []


def answer_rows(draft: Draft, houses: int) -> list[list[str]]:
    """The answer table: one row per house, its number then each attribute's value."""
    rows = [[str(where + 1)] + [""] * len(draft.attributes) for where in range(houses)]
    for (attribute, value), where in draft.house.items():
        rows[where][attribute + 1] = draft.values[attribute][value][0]
    return rows


def make_puzzle(style: str, number: int) -> dict:
    """One puzzle of the style: its name, text, answer and relations."""
    rng = random.Random(puzzle_seed(style, number))
    houses, count = draw_size(style, rng)
    draft = draw_attributes(style, houses, count, rng)
    clues = choose_clues(draft, houses, style, rng)
    categories = categories_json(draft, houses)
    rows = answer_rows(draft, houses)
    assert solutions(categories, draft, clues) == [rows], f"CP-SAT does not prove {style} {number} unique"
    text, questions = render(draft, houses, style, clues, rng)
    answer = {"style": style, "header": ["House"] + [attribute.key for attribute in draft.attributes],
              "rows": rows, "questions": questions}
    meant = {"categories": categories,
             "clues": [{"number": index, "family": clue[0], "relations": relations(draft, clue)}
                       for index, clue in enumerate(clues, 1)]}
    return {"name": f"{style}_{houses}x{count}_{number:03d}", "text": text, "answer": answer, "relations": meant}


def write_puzzle(directory: Path, puzzle: dict) -> None:
    """NAME.clues, NAME.answer.json and NAME.relations.json."""
    name = puzzle["name"]
    (directory / f"{name}.clues").write_text(puzzle["text"], encoding="utf-8")
    (directory / f"{name}.answer.json").write_text(json.dumps(puzzle["answer"], ensure_ascii=False) + "\n",
                                                   encoding="utf-8")
    (directory / f"{name}.relations.json").write_text(compact_json(puzzle["relations"]), encoding="utf-8")


def build_styles_set(directory: Path = STYLES_SET, first: int = 1, scale: int = 1) -> None:
    """Writes every style's puzzles under ``directory`` (its old files removed): ``scale`` times
    the committed count of each, numbered from ``first``."""
    directory.mkdir(parents=True, exist_ok=True)
    for old in directory.iterdir():
        old.unlink()
    for style, count in COUNTS.items():
        for number in range(first, first + scale * count):
            puzzle = make_puzzle(style, number)
            write_puzzle(directory, puzzle)
            print(puzzle["name"], len(puzzle["relations"]["clues"]), "clues", flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.house_styles_make", description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=Path, default=STYLES_SET, help="where the puzzle files go")
    parser.add_argument("--first", type=int, default=1, help="the first puzzle number (other numbers, other puzzles)")
    parser.add_argument("--scale", type=int, default=1, help="this many times the committed count of each style")
    arguments = parser.parse_args(argv)
    build_styles_set(arguments.output, arguments.first, arguments.scale)
    return 0


if __name__ == "__main__":
    sys.exit(main())
