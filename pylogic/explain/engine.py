"""Asking the Prolog side (``prolog/explain.pl``) for steps, next steps and forced facts.

The puzzle travels as data: the compiled clue relations (``pylogic.clues.compiler.facts``)
and the cell facts as ``yes/no(Category:Value, Category:Value)`` terms. Every call has the
caller's time limit (SolveTimeout past it).
"""

from __future__ import annotations

from collections.abc import Iterable

from pylogic.clues.compiler import CompiledPuzzle, facts
from pylogic.explain.steps import CellFact, Explanation, Step, Value
from pylogic.prolog_bridge import call_all
from pylogic.terms import Compound, Var

ENGINE = "explain.pl"
DEFAULT_TIMEOUT = 60.0


def _puzzle(compiled: CompiledPuzzle, clue_numbers: Iterable[int] | None) -> list[Compound]:
    return facts(compiled, None if clue_numbers is None else set(clue_numbers))


def explain(compiled: CompiledPuzzle, known: Iterable[CellFact] = (), clue_numbers: Iterable[int] | None = None,
            timeout: float = DEFAULT_TIMEOUT) -> Explanation:
    """The steps from ``known`` (default: the empty grid) using ``clue_numbers`` (default all)."""
    known = tuple(known)
    steps, open_cells = Var("Steps"), Var("Open")
    goal = Compound("explanation", (_puzzle(compiled, clue_numbers), [fact.to_term() for fact in known],
                                    steps, open_cells))
    answer = call_all(ENGINE, goal, [steps, open_cells], limit=1, timeout=timeout)
    step_terms, open_terms = answer.solutions[0]
    return Explanation(known, tuple(Step.of_term(term) for term in step_terms),
                       tuple((Value.of_term(cell.args[0]), Value.of_term(cell.args[1])) for cell in open_terms))


def next_step(compiled: CompiledPuzzle, known: Iterable[CellFact], timeout: float = DEFAULT_TIMEOUT) -> Step | None:
    """The cheapest step from ``known``; None when the clues force nothing more."""
    step = Var("Step")
    goal = Compound("next_step", (_puzzle(compiled, None), [fact.to_term() for fact in known], step))
    answer = call_all(ENGINE, goal, step, limit=1, timeout=timeout)
    return Step.of_term(answer.solutions[0]) if answer.solutions else None


def forced_facts(compiled: CompiledPuzzle, clue_numbers: Iterable[int], given: Iterable[CellFact],
                 timeout: float = DEFAULT_TIMEOUT) -> frozenset[CellFact] | None:
    """Every cell fact the clues ``clue_numbers`` and the facts ``given`` force (the given
    facts included); None when they cannot all hold."""
    numbers = sorted(set(clue_numbers))
    forced = Var("Forced")
    goal = Compound("forced_facts", (_puzzle(compiled, numbers), numbers,
                                     [fact.to_term() for fact in given], forced))
    answer = call_all(ENGINE, goal, forced, limit=1, timeout=timeout)
    result = answer.solutions[0]
    if result == "contradiction":
        return None
    return frozenset(CellFact.of_term(term) for term in result)
