"""Solving a ``.clues`` file: compile the sentences to grid facts, solve them in Prolog, explain.

The facts travel to ``logic_grid:grid_solutions/4`` as data (no Prolog text is loaded), every
answer table is re-checked by the independent Python checker, and a puzzle that is not uniquely
solvable gets an explanation: the cells that differ between solutions, or a smallest set of
clues that contradict each other.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from pylogic.clues.compiler import CompiledPuzzle, compile_clues, facts, prolog_text
from pylogic.errors import EnvironmentProblem, InputErrors, PylogicError, SolveTimeout
from pylogic.grid_check import table_is_solution
from pylogic.prolog_bridge import call_all
from pylogic.resources import prolog_dir
from pylogic.result import SolveResult, Table
from pylogic.terms import Compound, Var
from pylogic.time_limit import DEFAULT_TIMEOUT, remaining, time_limit

ENGINE = "logic_grid.pl"
DEFAULT_MAX_SOLUTIONS = 1000
DIAGNOSIS_MARGIN_SECONDS = 0.1


class WrongGridAnswer(PylogicError):
    """The engine returned a table that breaks a clue (a pylogic bug)."""


@dataclass(frozen=True)
class Conflict:
    """A smallest set of clues that cannot all hold, with the lines they are on."""

    clue_numbers: tuple[int, ...]
    lines: tuple[int, ...]

    def describe(self) -> str:
        clues = ", ".join(f"{number} (line {line})" for number, line in zip(self.clue_numbers, self.lines))
        if len(self.clue_numbers) == 1:
            return f"Clue {clues} cannot hold with the categories given."
        return f"These clues contradict each other: {clues}."

    def to_json(self) -> dict:
        return {"clues": list(self.clue_numbers), "lines": list(self.lines)}


def compile_clue_file(path: Path) -> CompiledPuzzle:
    """The compiled puzzle of the clue file at ``path``; InputErrors for every problem in it."""
    from pylogic.input_file import read_input_file

    return compile_clues(read_input_file(path), str(path))


def grid_tables(compiled: CompiledPuzzle, clue_numbers: list[int] | None, limit: int | None,
                timeout: float) -> tuple[list[Table], bool]:
    """The solution tables of ``compiled`` using only ``clue_numbers`` (None: all clues)."""
    tables = Var("Tables")
    selection = "all" if clue_numbers is None else list(clue_numbers)
    goal = Compound("grid_solutions", (facts(compiled), selection, "all" if limit is None else limit, tables))
    answer = call_all(ENGINE, goal, tables, limit=1, timeout=timeout)
    found = [Table.of(term.args[0], term.args[1]) for term in answer.solutions[0]]
    complete = limit is None or len(found) < limit
    return found, complete


def _checker_data(compiled: CompiledPuzzle) -> tuple[dict, dict, list]:
    categories = {category.name: list(category.labels) for category in compiled.categories}
    numbers = {category.name: list(category.numbers) for category in compiled.categories if category.ordered}
    clues = [(clue.number, relation) for clue in compiled.clues for relation in clue.relations]
    return categories, numbers, clues


def _verify(compiled: CompiledPuzzle, tables: list[Table]) -> None:
    categories, numbers, clues = _checker_data(compiled)
    for table in tables:
        if not table_is_solution(categories, numbers, clues, (table.header, table.rows)):
            raise WrongGridAnswer(f"internal error: the engine's answer to {compiled.path} breaks "
                                  "a clue; please report it with the puzzle file")


def _conflict(compiled: CompiledPuzzle, timeout: float) -> Conflict | None:
    """A smallest set of contradicting clues (fewest, ties by clue order); None when the
    search for it ran out of time. It gets what is left of the time limit minus a margin for
    the rest of the command (the answer "no solution" is already known)."""
    from pylogic.explain.tutor import conflict_of

    try:
        budget = remaining(timeout) - DIAGNOSIS_MARGIN_SECONDS
        if budget <= 0:
            return None
        with time_limit(budget):
            kept = conflict_of(compiled, budget)
    except SolveTimeout:
        return None
    except ValueError:  # the categories alone already clash; nothing to single out
        return Conflict((), ())
    lines = {clue.number: clue.line for clue in compiled.clues}
    return Conflict(kept, tuple(lines[number] for number in kept))


def _differences(tables: list[Table]) -> tuple[str, ...]:
    from pylogic.clues.diagnose import differing_cells

    cells = differing_cells([table.rows for table in tables], tables[0].header)
    return tuple(f"{row}: {category} could be {', '.join(map(str, seen))}" for row, category, seen in cells)


def solve_clues(text: str, source: str, limit: int | None = None,
                timeout: float = DEFAULT_TIMEOUT) -> SolveResult:
    """Compiles and solves a clue file's text; explains no-solution and several-solution cases.

    ``limit`` caps the solutions collected (None: up to DEFAULT_MAX_SOLUTIONS).
    """
    compiled = compile_clues(text, source)
    cap = limit if limit is not None else DEFAULT_MAX_SOLUTIONS
    # with words left unread, two solutions are looked for whatever the limit: one found alone
    # could be one the unread words rule out
    tables, complete = grid_tables(compiled, None, max(cap, 2) if compiled.unread else cap, timeout)
    _verify(compiled, tables)
    if compiled.unread and len(tables) > 1:
        # "Ms Fenton" beside first names, "the boy with the owl" with no category of sexes, read
        # without the sex: the answer depends on it
        raise InputErrors(list(compiled.unread))
    if compiled.unread and cap < 2:
        complete = False  # the one solution asked for, found by a search for two: as a search for one says
    notes: tuple[str, ...] = ()
    details: dict = {}
    answers: tuple[str, ...] = ()
    if not tables:
        conflict = _conflict(compiled, timeout)
        if conflict is None:
            notes = ("(The time limit ran out before the contradicting clues were found; "
                     "raise it with --timeout SECONDS to see them.)",)
        elif conflict.clue_numbers:
            notes = (conflict.describe(),)
            details["conflict"] = conflict
    elif len(tables) > 1:
        differences = _differences(tables)
        notes = ("Cells the clues leave open:",) + tuple("  " + line for line in differences)
        details["open_cells"] = list(differences)
    if len(tables) == 1:
        from pylogic.clues.questions import answer

        table = tables[0]
        rows = [list(row) for row in table.rows]
        # Stopped at the limit, the one table found answers the questions, but not as the answer.
        caveat = "" if complete else " (in the solution found)"
        answers = tuple(f"{question.text} {answer(compiled, question, list(table.header), rows)}{caveat}"
                        for question in compiled.questions)
    elif tables and compiled.questions:
        answers = tuple(f"{question.text} (no single answer: the puzzle is not uniquely solved)"
                        for question in compiled.questions)
    return SolveResult(kind="clues", source=source, backend="prolog", solutions=tuple(tables),
                       complete=complete, answers=answers, notes=notes, details=details)


def open_repl(path: Path) -> int:
    """Runs swipl with the logic-grid engine and the clue file's facts loaded; its exit code."""
    compiled = compile_clue_file(path)
    swipl = shutil.which("swipl")
    if swipl is None:
        raise EnvironmentProblem("swipl is not on PATH: install it with 'sudo apt-get install swi-prolog-nox'")
    with tempfile.TemporaryDirectory(prefix="pylogic-") as folder:
        facts_file = Path(folder) / "puzzle.pl"
        facts_file.write_text(":- module(puzzle, []).\n" + prolog_text(compiled), encoding="utf-8")
        engine = prolog_dir() / ENGINE
        print(f"Loaded {path} as module 'puzzle' with the logic-grid engine. Try:\n"
              "  ?- grid_solution(puzzle, T), print_table(T).\n"
              "  ?- grid_solutions(puzzle, all, all, Ts), length(Ts, N).\n"
              "  ?- puzzle:clue(N, R).", flush=True)
        command = [swipl, "-q", str(engine), str(facts_file)]
        return subprocess.call(command, env=os.environ.copy())

