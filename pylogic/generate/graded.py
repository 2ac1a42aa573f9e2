"""Aiming the generator at a difficulty grade (the grade ``pylogic solve --grade`` shows, read
off the step-by-step explanation; see ``pylogic.explain.grade``).

A grade cannot be asked of the clue drawing directly, so puzzles are drawn with settings that
lean towards the grade (plain identity and negation clues for easy puzzles, every clue needed
for the harder ones), each finished puzzle is explained and graded, and the first whose grade
is the one asked for is kept. Attempt ``k`` of a puzzle has its own seed, so the same seed
still makes the same puzzle.
"""

from __future__ import annotations

import dataclasses

from pylogic.errors import SolveTimeout
from pylogic.explain.grade import GRADES
from pylogic.generate.build import GeneratedPuzzle, GenerationError, build_puzzle
from pylogic.generate.themes import Theme

ATTEMPTS = 12           # puzzles drawn for one graded puzzle before giving up
EXPLAIN_SECONDS = 60.0  # the explanation that grades one drawn puzzle

_RELATIONAL = ("neither", "either_subject", "either_predicate", "either_object", "pair", "all_different",
               "group", "less", "offset", "next_to", "absolute")

# Clue families that lean towards each grade (None: every family that fits), and whether every
# clue must be needed (fewer clues: more reasoning across clues).
_LEANING: dict[str, tuple[tuple[str, ...] | None, bool]] = {
    "easy": (("identity", "negation", "neither"), False),
    "medium": (None, False),
    "hard": (_RELATIONAL, True),
    "very hard": (_RELATIONAL, True),
}


def grade_of(text: str, timeout: float = EXPLAIN_SECONDS) -> str:
    """The grade of a uniquely solvable clue puzzle ``text``."""
    from pylogic.clues.compiler import compile_clues
    from pylogic.explain.engine import explain
    from pylogic.explain.grade import grade

    return grade(explain(compile_clues(text, "<generated>"), timeout=timeout)).name


def build_graded(theme: Theme, entities: int, categories: int, seed: str, grade: str,
                 families: tuple[str, ...] | None = None, minimal: bool = False,
                 attempts: int = ATTEMPTS) -> GeneratedPuzzle:
    """A puzzle as ``build_puzzle`` makes it whose explanation has the grade ``grade`` (one of
    GRADES); GenerationError when ``attempts`` drawn puzzles all have other grades.

    ``families`` given by the user are kept (the leaning only narrows them further when the
    narrowed list still fits); ``minimal`` given by the user is kept too."""
    if grade not in GRADES:
        raise GenerationError(f"unknown grade {grade!r}; the grades are {', '.join(GRADES)}")
    leaning, lean_minimal = _LEANING[grade]
    chosen = families
    if leaning is not None:
        narrowed = tuple(name for name in (families or leaning) if name in leaning)
        chosen = narrowed or families
    found: dict[str, int] = {}
    for attempt in range(attempts):
        attempt_seed = seed if attempt == 0 else f"{seed}:grade:{attempt}"
        try:
            puzzle = build_puzzle(theme, entities, categories, attempt_seed, chosen, minimal or lean_minimal)
        except GenerationError:
            if chosen == families:
                raise
            chosen = families  # the leaning families do not fit these categories
            puzzle = build_puzzle(theme, entities, categories, attempt_seed, chosen, minimal or lean_minimal)
        try:
            name = grade_of(puzzle.text)
        except SolveTimeout:  # an explanation past its time limit: not graded, not kept
            name = "not graded in time"
        if name == grade:
            return dataclasses.replace(puzzle, grade=name)
        found[name] = found.get(name, 0) + 1
    drawn = ", ".join(f"{count} {name}" for name, count in found.items())
    raise GenerationError(f"no {grade} puzzle in {attempts} attempts (drawn: {drawn})")
