"""The bench's and the test corpus's puzzles, built with the generator in ``pylogic.generate``.

``generate(entities, categories, seed)`` returns ``(clues_text, expected)`` for a random
puzzle with a unique solution; ``make_puzzle`` returns the full record (text, expected answer,
relations) that ``python bench/puzzle_generator.py --corpus puzzles`` writes for the corpus.

How a puzzle is made: pick a theme and its categories, draw a random solution table, draw
true clues from every clue family (as relations in the JSON form of tests/brute_force_grid.py),
phrase each with a varied template, add clues until the brute-force enumerator proves one
solution, then drop clues that are redundant (one protected clue per family stays, so every
family is represented). The vocabulary, the phrasing and the clue families live in
``pylogic.generate`` (which users reach as ``pylogic generate``); this module keeps the
independent brute-force prover, the corpus under puzzles/ and the benchmark's scaling puzzles,
so that those files are reproduced exactly.
"""

from __future__ import annotations

import importlib.util
import json
import random
import sys
from pathlib import Path

from pylogic.generate.draft import (
    Draft,
    categories_json,
    choose_draft,
    make_question,
    noun_phrase,
    render,
    sentence,
    solution_rows,
    verb_phrase,
)
from pylogic.generate.families import FAMILY_WEIGHTS, _pick_categories, applicable_families, draw_clue
from pylogic.generate.themes import THEMES

_BRUTE_FORCE_PATH = Path(__file__).resolve().parent.parent / "tests" / "brute_force_grid.py"
_spec = importlib.util.spec_from_file_location("brute_force_grid", _BRUTE_FORCE_PATH)
brute_force = importlib.util.module_from_spec(_spec)
sys.modules.setdefault("brute_force_grid", brute_force)
_spec.loader.exec_module(brute_force)


def _count(categories, clues, limit=2):
    relations = [relation for relations, _, _ in clues for relation in relations]
    return sum(1 for _ in brute_force.solutions(categories, relations, limit))


ENGINE_STEP_SECONDS = 20.0     # one count while clues are added or dropped
ENGINE_PROOF_SECONDS = 120.0   # the final proof of the finished puzzle


def engine_result(draft: Draft, clues, limit: int = 2, timeout: float = ENGINE_PROOF_SECONDS):
    """pylogic's own engine (``pylogic.solve``) on the clues' text, stopped at ``limit`` solutions.

    Raises a PylogicError when the text does not compile or the search times out.
    """
    import pylogic

    return pylogic.solve(render(draft, "generated", clues, None), limit=limit, timeout=timeout)


def engine_count(draft: Draft, clues, limit: int = 2) -> int:
    """How many solutions (up to ``limit``) pylogic's engine finds for the clues; a search that
    passes ENGINE_STEP_SECONDS counts as ``limit`` (not proven unique: more clues are added, or
    the clue being tried is kept), so a generated puzzle stays quick to solve."""
    from pylogic.errors import SolveTimeout

    try:
        return engine_result(draft, clues, limit, ENGINE_STEP_SECONDS).count
    except SolveTimeout:
        return limit


def engine_accepts(draft: Draft, clue) -> bool:
    """True when pylogic compiles the clue on its own and the draft's solution satisfies it."""
    from pylogic.errors import PylogicError

    try:
        result = engine_result(draft, [clue], limit=1, timeout=ENGINE_STEP_SECONDS)
    except PylogicError:
        return False
    return result.count == 1


def counter(draft: Draft, prover: str):
    """count(clues, limit) -> solutions up to limit, by ``prover``: 'brute' (tests/brute_force_grid.py,
    independent of pylogic), 'cpsat' (OR-Tools CP-SAT, bench/peer_grid.py: independent of pylogic
    and fast at 10x10) or 'engine' (pylogic itself; fast enough for 6x6 to 8x8)."""
    if prover == "engine":
        return lambda clues, limit=2: engine_count(draft, clues, limit)
    if prover == "cpsat":
        from bench.peer_grid import grid_solutions

        categories = categories_json(draft)
        return lambda clues, limit=2: len(grid_solutions(
            categories, [relation for relations, _, _ in clues for relation in relations], limit))
    if prover == "brute":
        categories = categories_json(draft)
        return lambda clues, limit=2: _count(categories, clues, limit)
    raise ValueError(f"unknown prover {prover!r} (brute or engine)")


def build_clues(draft: Draft, protected_families, pool_families, prover: str = "brute"):
    """Clues (relations, text, family) with exactly one solution, in random order.

    One clue of each protected family is always kept; clues drawn from the pool families are
    added until ``prover`` (see ``counter``) proves one solution, then each is dropped if the
    rest still do. With the engine prover a clue pylogic cannot compile is never drawn.
    """
    categories = categories_json(draft)
    rows = solution_rows(draft)
    texts = set()
    count = counter(draft, prover)

    def add(family, clues):
        clue = draw_clue(draft, family)
        if clue is None or clue[1] in texts:
            return False
        relations, text = clue
        assert brute_force.table_satisfies(categories, relations, rows), text
        if prover == "engine" and not engine_accepts(draft, (relations, text, family)):
            return False
        texts.add(text)
        clues.append((relations, text, family))
        return True

    protected = []
    for family in protected_families:
        add(family, protected)
    pool = []
    names, weights = zip(*[(name, weight) for name, weight in FAMILY_WEIGHTS.items() if name in pool_families])
    while count(protected + pool) > 1:
        for _ in range(4):
            add(draft.rng.choices(names, weights)[0], pool)
    draft.rng.shuffle(pool)
    kept = list(pool)
    for clue in pool:
        trial = [other for other in kept if other is not clue]
        if count(protected + trial) == 1:
            kept = trial
    clues = protected + kept
    draft.rng.shuffle(clues)
    return clues



def make_puzzle(theme_key: str, entities: int, categories: int, seed: int, title: str | None = None,
                required=(), protected=None, question=True, prover: str = "brute") -> dict:
    """A proven unique puzzle: {'text', 'expected', 'relations', ...} (relations as in brute_force_grid).

    ``required`` names categories that must be used; ``protected`` lists clue families that
    must appear (default: every family the categories allow). ``prover`` proves uniqueness:
    'brute' (default, independent of pylogic, for the test corpus) or 'engine' (pylogic's own
    engine, for the big benchmark puzzles the brute force cannot prove).
    """
    rng = random.Random(seed)
    theme = THEMES[theme_key]
    draft = choose_draft(theme, entities, categories, rng, required)
    applicable = applicable_families(draft)
    protected = [family for family in (protected or applicable) if family in applicable]
    clues = build_clues(draft, protected, [family for family in applicable if family != "group"], prover)
    title = title or theme.title
    question_text = make_question(draft) if question else None
    return assemble(draft, title, clues, question_text, prover)


def assemble(draft: Draft, title: str, clues, question_text, prover: str = "brute") -> dict:
    """Record for a finished clue list: text, relations and expected answer (proven here by ``prover``)."""
    text = render(draft, title, clues, question_text)
    relations = {
        "title": title,
        "categories": categories_json(draft),
        "clues": [{"number": number, "text": clue_text, "family": family, "relations": relations}
                  for number, (relations, clue_text, family) in enumerate(clues, start=1)],
    }
    if prover == "engine":
        return {"text": text, "expected": engine_expected(draft, clues), "relations": relations,
                "draft": draft, "clues": clues}
    found = list(brute_force.solutions(relations["categories"], brute_force.puzzle_relations(relations), limit=50))
    if len(found) == 1:
        assert found[0] == solution_rows(draft)
        expected = {"status": "unique", "header": [spec.name for spec in draft.specs], "rows": found[0]}
    elif found:
        expected = {"status": "several", "count": len(list(brute_force.solutions(
            relations["categories"], brute_force.puzzle_relations(relations))))}
    else:
        expected = {"status": "none", "conflict": brute_force.smallest_conflicts(relations)[0]}
    return {"text": text, "expected": expected, "relations": relations, "draft": draft, "clues": clues}


def engine_expected(draft: Draft, clues) -> dict:
    """The expected answer as pylogic's engine proves it; AssertionError unless it is the draft's."""
    result = engine_result(draft, clues, limit=2)
    rows = solution_rows(draft)
    assert result.complete and result.count == 1, f"engine found {result.count} solution(s)"
    assert [list(row) for row in result.solutions[0].rows] == rows, "engine's solution is not the draft's"
    return {"status": "unique", "header": [spec.name for spec in draft.specs], "rows": rows}


def generate(entities: int, categories: int, seed: int, prover: str = "brute") -> tuple[str, dict]:
    """A random puzzle with a proven unique answer: (clue file text, expected answer dict).

    Uses the neighbours theme (up to 8 categories, 8 values each). Brute force grows as
    (entities!)^(categories-1) in the worst case; beyond 5x5 use ``prover='engine'``.
    """
    record = make_puzzle("neighbours", entities, categories, seed, question=False, prover=prover)
    return record["text"], record["expected"]


def write_record(directory: Path, name: str, record: dict) -> None:
    """Write NAME.clues, NAME.expected.json and NAME.relations.json under ``directory``."""
    directory.mkdir(parents=True, exist_ok=True)
    (directory / f"{name}.clues").write_text(record["text"], encoding="utf-8")
    for suffix, key in ((".expected.json", "expected"), (".relations.json", "relations")):
        (directory / f"{name}{suffix}").write_text(json.dumps(record[key], indent=1) + "\n", encoding="utf-8")


# ---------------------------------------------------------------------------------------
# The puzzles/ corpus
# ---------------------------------------------------------------------------------------

# (file name, theme, entities, categories, seed, required categories, protected families)
CORPUS = [
    ("elm_street_3x4", "neighbours", 3, 4, 11, ("houses",), ("absolute", "next_to", "neither", "group")),
    ("car_owners_4x3", "cars", 4, 3, 12, ("makes", "colours"), ("either_subject", "pair", "negation")),
    ("seaview_hotel_4x4", "hotel", 4, 4, 13, ("stays",), ("offset", "either_object", "all_different", "neither")),
    ("fun_run_4x4", "race", 4, 4, 14, ("places",), ("absolute", "next_to", "less", "pair")),
    ("champion_trees_4x4", "trees", 4, 4, 15, ("heights",), ("offset", "either_predicate", "group", "negation")),
    ("departures_4x5", "flights", 4, 5, 16, ("departures", "fares"), ("offset", "less", "either_subject", "neither")),
    ("scholarship_winners_4x5", "scholars", 4, 5, 17, ("grants",),
     ("offset", "pair", "either_object", "all_different")),
    ("tv_tonight_5x3", "television", 5, 3, 18, ("viewers",), ("offset", "less", "neither", "group")),
    ("elm_street_5x4", "neighbours", 5, 4, 19, ("houses", "years"),
     ("next_to", "absolute", "offset", "either_predicate")),
    ("car_park_5x4", "cars", 5, 4, 20, ("spaces", "years"), ("next_to", "less", "pair", "either_object")),
    ("fun_run_5x5", "race", 5, 5, 21, ("places", "ages"),
     ("offset", "absolute", "either_subject", "all_different", "group")),
    ("seaview_hotel_5x5", "hotel", 5, 5, 22, ("stays", "arrivals"), ("offset", "less", "pair", "neither")),
    ("departures_5x5", "flights", 5, 5, 23, ("departures",), ("offset", "either_predicate", "negation", "group")),
    ("champion_trees_5x4", "trees", 5, 4, 24, ("heights", "planted"), ("less", "offset", "either_object", "pair")),
    ("elm_street_5x6", "neighbours", 5, 6, 25, ("houses",),
     ("next_to", "absolute", "neither", "either_subject", "all_different")),
    ("scholarship_winners_5x5", "scholars", 5, 5, 26, ("grants", "graduation"),
     ("offset", "less", "either_predicate", "neither")),
    ("tv_tonight_6x4", "television", 6, 4, 27, ("viewers", "slots"), ("offset", "less", "pair", "group")),
    ("car_park_6x5", "cars", 6, 5, 28, ("spaces",),
     ("next_to", "absolute", "offset", "either_subject", "all_different")),
    ("departures_6x4", "flights", 6, 4, 29, ("fares",), ("either_object", "pair", "offset", "neither")),
    ("seaview_hotel_6x6", "hotel", 6, 6, 31, (), ("offset", "less", "group", "either_predicate", "negation")),
    ("fun_run_6x5", "race", 6, 5, 32, ("places",),
     ("absolute", "next_to", "offset", "all_different", "either_subject")),
    ("champion_trees_3x5", "trees", 3, 5, 34, (), ("less", "either_subject", "negation")),
]

AMBIGUOUS = [
    ("ambiguous_elm_street_4x4", "neighbours", 4, 4, 41, ("houses",), ("next_to", "pair", "neither")),
    ("ambiguous_tv_tonight_4x4", "television", 4, 4, 42, ("slots",), ("offset", "either_subject", "negation")),
]

CONTRADICTORY = [
    ("contradictory_seaview_hotel_4x4", "hotel", 4, 4, 43, ("prices",), ("offset", "pair", "neither")),
]


def make_ambiguous(record: dict, most: int = 6) -> dict:
    """The record's puzzle with the first droppable clue removed so that 2..most solutions remain."""
    draft, clues = record["draft"], record["clues"]
    categories = categories_json(draft)
    for clue in clues:
        rest = [other for other in clues if other is not clue]
        if 2 <= _count(categories, rest, limit=most + 1) <= most:
            title = record["relations"]["title"] + " (ambiguous: one clue too few)"
            return assemble(draft, title, rest, None)
    raise ValueError("no clue whose removal leaves a few solutions")


def false_negation(draft: Draft):
    """A negation clue that is false in the draft's solution: (relations, text)."""
    first, second = _pick_categories(draft, 2)
    entity = draft.rng.randrange(draft.size)
    relation = ["different", draft.reference(first, entity), draft.reference(second, entity)]
    text = f"{noun_phrase(draft, first, entity)} {verb_phrase(draft, second, entity, negated=True)}"
    return [relation], sentence(text)


def make_contradictory(record: dict, tries: int = 50) -> dict:
    """The record's puzzle plus one false clue, chosen so one smallest conflict of 2-3 clues exists."""
    draft, clues = record["draft"], record["clues"]
    for _ in range(tries):
        relations, text = false_negation(draft)
        trial = clues + [(relations, text, "negation")]
        candidate = assemble(draft, record["relations"]["title"] + " (contradictory)", trial, None)
        conflicts = brute_force.smallest_conflicts(candidate["relations"])
        if len(conflicts) == 1 and 2 <= len(conflicts[0]) <= 3:
            return candidate
    raise ValueError("no false clue with a single small conflict")


def build_corpus(directory: Path, only=None) -> None:
    """Write every corpus puzzle (or only the named ones) under ``directory``."""
    for name, theme, entities, categories, seed, required, protected in CORPUS + AMBIGUOUS + CONTRADICTORY:
        if only and name not in only:
            continue
        record = make_puzzle(theme, entities, categories, seed, required=required, protected=protected,
                             question=name.startswith(tuple(entry[0] for entry in CORPUS)))
        if name.startswith("ambiguous_"):
            record = make_ambiguous(record)
        elif name.startswith("contradictory_"):
            record = make_contradictory(record)
        write_record(directory, name, record)
        print(name, record["expected"]["status"], len(record["clues"]), "clues", flush=True)


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("entities", type=int, nargs="?")
    parser.add_argument("categories", type=int, nargs="?")
    parser.add_argument("seed", type=int, nargs="?")
    parser.add_argument("--theme", default="neighbours", choices=sorted(THEMES))
    parser.add_argument("--corpus", type=Path, help="write the puzzles/ corpus into this directory")
    parser.add_argument("--only", nargs="*", help="with --corpus: only these puzzle names")
    parser.add_argument("--prover", default="brute", choices=("brute", "engine"),
                        help="how uniqueness is proven: independent brute force or pylogic's engine")
    arguments = parser.parse_args()
    if arguments.corpus:
        build_corpus(arguments.corpus, arguments.only)
    else:
        made = make_puzzle(arguments.theme, arguments.entities, arguments.categories, arguments.seed,
                           prover=arguments.prover)
        print(made["text"])
        print(json.dumps(made["expected"]))
