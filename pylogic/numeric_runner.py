"""Solving a numeric puzzle file with its native Python solver or its CLP(FD) model."""

from __future__ import annotations

from itertools import islice

from pylogic.errors import PylogicError
from pylogic.kinds import Kind, NumericPuzzleModule, numeric_module
from pylogic.result import SolveResult
from pylogic.time_limit import DEFAULT_TIMEOUT, time_limit

BACKENDS = ("python", "prolog")
_COUNTING_KINDS = {Kind.checkerboard}


class WrongAnswer(PylogicError):
    """A back end produced a solution that the independent check rejects (a pylogic bug)."""


def solve_numeric(kind: Kind, text: str, source: str, backend: str = "python",
                  limit: int | None = None, timeout: float = DEFAULT_TIMEOUT) -> SolveResult:
    """Parses and solves ``text``; every solution is verified by the module's ``is_solution``.

    Raises InputError(s) for a malformed file, SolveTimeout past ``timeout`` seconds.
    """
    module = numeric_module(kind)
    # everything counts against the limit: parsing, the search, checking and counting
    with time_limit(timeout):
        puzzle = module.parse(text, source)
        if backend == "prolog":
            found = module.solve_prolog(puzzle, timeout=timeout, limit=limit)
        else:
            found = module.solve(puzzle)
        solutions = tuple(islice(found, limit))
        for solution in solutions:
            if not module.is_solution(puzzle, solution):
                raise WrongAnswer(f"internal error: the {backend} back end returned a wrong "
                                  f"{kind.value} solution; please report it with the puzzle file")
        complete = limit is None or len(solutions) < limit
        notes, details = _describe(module, puzzle, solutions, complete)
    return SolveResult(kind=kind.value, source=source, backend=backend, solutions=solutions,
                       complete=complete, expects_unique=kind not in _COUNTING_KINDS,
                       notes=notes, details=details,
                       renderer=lambda solution: module.render(puzzle, solution),
                       picture=lambda solution: module.to_svg(puzzle, solution))


def _describe(module: NumericPuzzleModule, puzzle, solutions: tuple, complete: bool):
    """Extra counts a module knows how to make (the checkerboard's distinct solutions)."""
    distinct = getattr(module, "distinct_solutions", None)
    if distinct is None or not solutions:
        return (), {}
    representatives = distinct(puzzle, list(solutions))
    count = len(representatives)
    qualifier = "" if complete else " among those found"
    note = (f"{count} distinct solution{'' if count == 1 else 's'}{qualifier} "
            "(identical stones swapped and colour-keeping board symmetries count as one; "
            "--distinct shows one of each)")
    return (note,), {"distinct_count": count, "distinct_solutions": tuple(representatives)}
