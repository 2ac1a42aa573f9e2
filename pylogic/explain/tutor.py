"""Explaining a whole clue puzzle: its steps, or for a puzzle with no solution a smallest set
of clashing clues and the steps that show the clash, or for one with several solutions the
steps as far as the clues go and the cells they leave open."""

from __future__ import annotations

from dataclasses import dataclass

from pylogic.clues.compiler import CompiledPuzzle
from pylogic.errors import InputErrors
from pylogic.explain.conflict import smallest_conflict
from pylogic.explain.engine import DEFAULT_TIMEOUT, explain
from pylogic.explain.grade import Grade, grade
from pylogic.explain.settle import SettlingClue, settling_clues
from pylogic.explain.steps import Explanation, Step


@dataclass(frozen=True)
class PuzzleExplanation:
    """``status``: unique, none or several. ``conflict``: for ``none``, the smallest set of
    clues with no solution (the explanation then uses only those). ``grade``: for unique.
    ``settling``: for several, one-fact clues (as sentences) that would leave one solution."""

    compiled: CompiledPuzzle
    status: str
    explanation: Explanation
    conflict: tuple[int, ...] = ()
    grade: Grade | None = None
    settling: tuple[SettlingClue, ...] = ()


def solvable(compiled: CompiledPuzzle, timeout: float = DEFAULT_TIMEOUT):
    """``numbers -> bool``: whether those clues alone have a solution (the grid engine)."""
    from pylogic.grid_runner import grid_tables

    def check(numbers: list[int]) -> bool:
        return bool(grid_tables(compiled, numbers, 1, timeout)[0])

    return check


def conflict_of(compiled: CompiledPuzzle, timeout: float = DEFAULT_TIMEOUT) -> tuple[int, ...]:
    """The smallest set of clues with no solution; () when the clues have a solution."""
    numbers = [clue.number for clue in compiled.clues if clue.relations]
    try:
        return smallest_conflict(numbers, solvable(compiled, timeout))
    except ValueError:
        return ()


def explain_puzzle(compiled: CompiledPuzzle, timeout: float = DEFAULT_TIMEOUT,
                   text: str | None = None) -> PuzzleExplanation:
    """The explanation of ``compiled`` from the empty grid. ``text``: the clue file's text
    (default: read from ``compiled.path``), to word clues that would settle an ambiguous
    puzzle (none are offered when there is no text)."""
    from pylogic.grid_runner import grid_tables

    tables, _ = grid_tables(compiled, None, 2, timeout)
    if compiled.unread and len(tables) > 1:
        raise InputErrors(list(compiled.unread))  # a title left unread decides the answer (grid_runner)
    if not tables:
        conflict = conflict_of(compiled, timeout)
        return PuzzleExplanation(compiled, "none", explain(compiled, (), conflict, timeout), conflict)
    explanation = explain(compiled, timeout=timeout)
    if len(tables) > 1:
        source = text if text is not None else _source_text(compiled)
        settling = settling_clues(compiled, source, timeout) if source is not None else ()
        return PuzzleExplanation(compiled, "several", explanation, settling=settling)
    return PuzzleExplanation(compiled, "unique", explanation, grade=grade(explanation))


def _source_text(compiled: CompiledPuzzle) -> str | None:
    from pathlib import Path

    from pylogic.input_file import read_input_file

    path = Path(compiled.path)
    return read_input_file(path) if path.is_file() else None


@dataclass(frozen=True)
class Hint:
    """``status``: step (``step`` is the next one), complete (nothing left to find), stuck
    (the clues force nothing more) or wrong (the known facts contradict the clues)."""

    status: str
    step: Step | None = None


def hint(compiled: CompiledPuzzle, known, timeout: float = DEFAULT_TIMEOUT) -> Hint:
    """The next step from the facts ``known``; never a step built on wrong facts."""
    from pylogic.explain.engine import forced_facts, next_step

    numbers = [clue.number for clue in compiled.clues if clue.relations]
    if forced_facts(compiled, numbers, known, timeout) is None:
        return Hint("wrong")
    step = next_step(compiled, known, timeout)
    if step is not None:
        return Hint("step", step)
    size = len(compiled.categories[0].labels)
    pairs = len(compiled.categories) * (len(compiled.categories) - 1) // 2
    return Hint("complete" if len({fact.cell for fact in known}) == pairs * size * size else "stuck")
