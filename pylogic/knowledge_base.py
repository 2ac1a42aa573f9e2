"""Solving a Prolog knowledge base file that follows pylogic's convention.

A puzzle knowledge base exports ``solution/1`` (one answer per solution of its own instance)
and ``solution_table/2`` (an answer as ``table(Header, Rows)``); one whose puzzle has many
answers by nature (a tiling) also exports ``expected_solutions(many)``, so that more than one
solution is not reported as a broken puzzle. When it is a logic grid
written in the fact vocabulary of ``prolog/logic_grid.pl`` (``category/2``, ``clue/2``), every
table is also checked against those facts by the independent Python checker.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pylogic.errors import PylogicError
from pylogic.prolog_bridge import call_all
from pylogic.result import SolveResult, Table
from pylogic.terms import Compound, Var
from pylogic.time_limit import DEFAULT_TIMEOUT


class UncheckedAnswer(PylogicError):
    """A knowledge base returned a table that contradicts its own clue facts (a bug)."""


def table_from_term(term: Compound) -> Table:
    """``table(Header, Rows)`` from Prolog as a Table; ValueError for any other term."""
    if not (isinstance(term, Compound) and term.name == "table" and len(term.args) == 2):
        raise ValueError(f"expected table(Header, Rows), got {term}")
    header, rows = term.args
    return Table.of(header, rows)


@lru_cache(maxsize=64)
def grid_facts(path: Path, timeout: float) -> tuple[dict, dict, list]:
    """The category/2, category_numbers/2 (as dicts) and clue/2 facts of a grid knowledge base.

    All three are empty for a knowledge base that is not written in the grid vocabulary. A
    knowledge base is loaded once per process, so its facts are read once too.
    """
    def facts(name: str) -> list:
        first, second = Var("A"), Var("B")
        goal = Compound(",", (Compound("current_predicate", (Compound("/", (name, 2)),)),
                              Compound(name, (first, second))))
        return [tuple(pair) for pair in call_all(path, goal, [first, second], timeout=timeout).solutions]

    return dict(facts("category")), dict(facts("category_numbers")), facts("clue")


@lru_cache(maxsize=64)
def expects_unique(path: Path, timeout: float) -> bool:
    """False when the knowledge base declares ``expected_solutions(many)``."""
    many = Var("M")
    goal = Compound(",", (Compound("current_predicate", (Compound("/", ("expected_solutions", 1)),)),
                          Compound("expected_solutions", (many,))))
    return "many" not in call_all(path, goal, many, timeout=timeout).solutions


def solve_knowledge_base(path: Path, limit: int | None = None,
                         timeout: float = DEFAULT_TIMEOUT) -> SolveResult:
    """All (or ``limit``) solutions of the knowledge base at ``path``, as tables."""
    solution, table = Var("S"), Var("T")
    goal = Compound(",", (Compound("solution", (solution,)),
                          Compound("solution_table", (solution, table))))
    answer = call_all(path, goal, table, limit=limit, timeout=timeout)
    tables = tuple(table_from_term(term) for term in answer.solutions)
    categories, numbers, clues = grid_facts(path.resolve(), timeout)
    if clues:
        from pylogic.grid_check import table_is_solution

        for solved in tables:
            if not table_is_solution(categories, numbers, clues, (solved.header, solved.rows)):
                raise UncheckedAnswer(f"internal error: {path} gave a table that breaks its "
                                      "clues; please report it with the file")
    return SolveResult(kind="prolog", source=str(path), backend="prolog", solutions=tables,
                       complete=answer.complete,
                       expects_unique=expects_unique(path.resolve(), timeout))
