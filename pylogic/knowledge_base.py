"""Solving a Prolog knowledge base file that follows pylogic's convention.

A puzzle knowledge base is a module that defines ``solution/1`` (one answer per solution of
its own instance) and ``solution_table/2`` (an answer as ``table(Header, Rows)``). When it is
a logic grid written in the fact vocabulary of ``prolog/logic_grid.pl`` (``category/2``,
``clue/2``), every table is also checked against those facts by the independent Python
checker. One whose puzzle has many answers by nature (a tiling) also
exports ``expected_solutions(many)``, so that more than one solution is not reported as a
broken puzzle. A user's file is loaded and queried in a separate process (``pylogic.isolation``);
pylogic's own files under ``prolog/`` in the engine of this process.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from pylogic.errors import KnowledgeBaseError
from pylogic.prolog_bridge import Answer, call_all, is_own_knowledge_base
from pylogic.result import SolveResult, Table
from pylogic.terms import Compound, Var
from pylogic.time_limit import DEFAULT_TIMEOUT

REQUIRED = (("solution", 1), ("solution_table", 2))
_FACTS = ("category", "category_numbers", "clue")


class UncheckedAnswer(KnowledgeBaseError):
    """A knowledge base returned a table that contradicts its own clue facts."""


def table_from_term(term: object) -> Table:
    """``table(Header, Rows)`` from Prolog as a Table; ValueError (saying what is wrong) for
    any other term, or rows that do not match the header."""
    if not (isinstance(term, Compound) and term.name == "table" and len(term.args) == 2):
        raise ValueError(f"expected table(Header, Rows), got {term}")
    header, rows = term.args
    if not isinstance(header, list) or not header:
        raise ValueError(f"the header of a table must be a non-empty list, got {header}")
    if not isinstance(rows, list) or not all(isinstance(row, list) for row in rows):
        raise ValueError(f"the rows of a table must be a list of lists, got {rows}")
    for row in rows:
        if len(row) != len(header):
            raise ValueError(f"a row has {len(row)} cells for {len(header)} columns: {row}")
    return Table.of(header, rows)


def _queries() -> list[tuple[Compound, object, int | None]]:
    """The fact queries (category/2, category_numbers/2, clue/2) and the check for the
    required predicates, each safe to run on any module."""
    first, second, name, arity = Var("A"), Var("B"), Var("N"), Var("K")
    indicator = Compound("/", (name, arity))
    required = Compound(",", (Compound("member", (indicator, [Compound("/", pair) for pair in REQUIRED])),
                              Compound("current_predicate", (indicator,))))
    queries: list[tuple[Compound, object, int | None]] = [(required, [name, arity], None)]
    for fact in _FACTS:
        goal = Compound(",", (Compound("current_predicate", (Compound("/", (fact, 2)),)),
                              Compound(fact, (first, second))))
        queries.append((goal, [first, second], None))
    # expected_solutions(many): a puzzle with many answers by nature (a tiling)
    many = Var("M")
    queries.append((Compound(",", (Compound("current_predicate", (Compound("/", ("expected_solutions", 1)),)),
                                   Compound("expected_solutions", (many,)))), many, None))
    return queries


def _solution_query(limit: int | None) -> tuple[Compound, object, int | None]:
    solution, table = Var("S"), Var("T")
    goal = Compound(",", (Compound("solution", (solution,)),
                          Compound("solution_table", (solution, table))))
    return goal, table, limit


def _answers(path: Path, queries: list, timeout: float) -> list[Answer]:
    if is_own_knowledge_base(path):
        return [call_all(path, goal, template, limit, timeout) for goal, template, limit in queries]
    from pylogic.isolation import call_isolated

    return call_isolated(path, queries, timeout)


@lru_cache(maxsize=64)
def _own_facts(path: Path, timeout: float) -> tuple[Answer, ...]:
    """pylogic's own knowledge bases do not change while a process runs: read their facts once."""
    return tuple(_answers(path, _queries(), timeout))


def _check_required(path: Path, found: Answer) -> None:
    present = {tuple(pair) for pair in found.solutions}
    missing = [f"{name}/{arity}" for name, arity in REQUIRED if (name, arity) not in present]
    if missing:
        raise KnowledgeBaseError.of([(str(path), 1, 1, (
            f"the knowledge base does not define {' or '.join(missing)}; pylogic solves a "
            "module that defines solution/1 and solution_table/2 (see the README)"))])


def solve_knowledge_base(path: Path, limit: int | None = None,
                         timeout: float = DEFAULT_TIMEOUT) -> SolveResult:
    """All (or ``limit``) solutions of the knowledge base at ``path``, as tables.

    KnowledgeBaseError (located) when the file cannot be used: it does not load cleanly, is
    not a module, lacks solution/1 or solution_table/2, raises an error, gives something
    other than tables, or a table that breaks its own clue facts.
    """
    path = path.resolve()
    if is_own_knowledge_base(path):
        required, *facts = _own_facts(path, timeout)
        _check_required(path, required)
        (answer,) = _answers(path, [_solution_query(limit)], timeout)
    else:
        required, *facts, answer = _answers(path, _queries() + [_guarded(limit)], timeout)
        _check_required(path, required)
    try:
        tables = tuple(table_from_term(term) for term in answer.solutions)
    except ValueError as error:
        raise KnowledgeBaseError.of([(str(path), 1, 1, f"solution_table/2 gave a bad table: {error}")]) from None
    categories, numbers = dict(map(tuple, facts[0].solutions)), dict(map(tuple, facts[1].solutions))
    clues = [tuple(pair) for pair in facts[2].solutions]
    if clues:
        from pylogic.grid_check import table_is_solution

        for solved in tables:
            if not table_is_solution(categories, numbers, clues, (solved.header, solved.rows)):
                raise UncheckedAnswer.of([(str(path), 1, 1, "solution_table/2 gave a table that "
                                           "breaks the file's own clue/2 facts")])
    return SolveResult(kind="prolog", source=str(path), backend="prolog", solutions=tables,
                       complete=answer.complete, expects_unique="many" not in facts[3].solutions)


def _guarded(limit: int | None) -> tuple[Compound, object, int | None]:
    """The solution query that fails quietly when a required predicate is missing (that is
    reported from the check, with a clear message, instead of an existence error)."""
    goal, template, limit = _solution_query(limit)
    checks = [Compound("current_predicate", (Compound("/", pair),)) for pair in REQUIRED]
    return Compound(",", (checks[0], Compound(",", (checks[1], goal)))), template, limit
