"""Generating a set of puzzles: one job per puzzle, so workers (or a Dask cluster) can make them
in any order and the same seed still gives the same puzzles, written as NAME.clues and
NAME.answer.json."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from pylogic.generate.build import GeneratedPuzzle, GenerationError, build_puzzle
from pylogic.generate.themes import Theme


@dataclass(frozen=True)
class SetOptions:
    """What every puzzle of a set is made of (see ``build_puzzle``)."""

    theme: Theme
    entities: int
    categories: int
    seed: int
    families: tuple[str, ...] | None = None
    minimal: bool = False
    style: str = "grid"  # "house": pylogic.generate.house, entities x categories = houses x attributes
    grade: str | None = None  # a difficulty grade every puzzle must have (pylogic.generate.graded)


@dataclass(frozen=True)
class SetItem:
    """One puzzle of a set: its number (from 1) and file name stem, and the puzzle or why not."""

    number: int
    name: str
    puzzle: GeneratedPuzzle | None
    error: str = ""


def puzzle_seed(seed: int, number: int) -> str:
    """The seed of puzzle ``number`` of a set: it depends on nothing else, so a set can be
    made in any order and a longer set begins with the puzzles of a shorter one."""
    return f"pylogic-generate:{seed}:{number}"


def puzzle_name(options: SetOptions, number: int, count: int) -> str:
    width = max(3, len(str(count)))
    return f"{options.theme.key}_{options.entities}x{options.categories}_s{options.seed}_{number:0{width}d}"


def make_item(task: tuple[SetOptions, int, int]) -> SetItem:
    """Builds puzzle ``number`` of a ``count``-puzzle set (a job for a worker)."""
    options, number, count = task
    name = puzzle_name(options, number, count)
    try:
        if options.style == "house":
            from pylogic.generate.house import build_house_puzzle

            puzzle = build_house_puzzle(options.entities, options.categories, puzzle_seed(options.seed, number),
                                        options.families, options.minimal)
        elif options.grade is None:
            puzzle = build_puzzle(options.theme, options.entities, options.categories,
                                  puzzle_seed(options.seed, number), options.families, options.minimal)
        else:
            from pylogic.generate.graded import build_graded

            puzzle = build_graded(options.theme, options.entities, options.categories,
                                  puzzle_seed(options.seed, number), options.grade, options.families, options.minimal)
    except GenerationError as error:
        return SetItem(number, name, None, str(error))
    return SetItem(number, name, puzzle)


def generate_set(options: SetOptions, count: int, jobs: int = 1, dask: str | None = None) -> Iterator[SetItem]:
    """Every puzzle of the set as it is finished (in ``jobs`` worker processes, or on Dask when
    ``dask`` is a scheduler address or "local"). One job's failure is its item's ``error``."""
    tasks = [(options, number, count) for number in range(1, count + 1)]
    if dask is not None:
        from pylogic.dask_runner import map_on_dask

        yield from map_on_dask(make_item, tasks, dask, jobs, _failed_item)
        return
    if jobs == 1:
        yield from map(make_item, tasks)
        return
    from pylogic.worker_pool import run_unordered

    for outcome in run_unordered(make_item, tasks, jobs):
        yield outcome.value if outcome.failure is None else _failed_item(outcome.item, outcome.message)


def _failed_item(task: tuple[SetOptions, int, int], message: str) -> SetItem:
    options, number, count = task
    return SetItem(number, puzzle_name(options, number, count), None, message)


def write_item(directory: Path, item: SetItem) -> None:
    """Writes NAME.clues and NAME.answer.json for a made puzzle."""
    assert item.puzzle is not None
    directory.mkdir(parents=True, exist_ok=True)
    (directory / f"{item.name}.clues").write_text(item.puzzle.text, encoding="utf-8")
    (directory / f"{item.name}.answer.json").write_text(
        json.dumps(item.puzzle.answer_json(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
