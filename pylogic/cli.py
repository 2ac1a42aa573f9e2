"""The ``pylogic`` command line: solve puzzle files, show compiled clues, open a Prolog session.

Exit codes: 0 solved, 1 no solution, 2 bad input, 3 environment problem (SWI-Prolog missing),
4 more than one solution where a unique answer is expected, 70 internal error, 124 time limit.
"""

from __future__ import annotations

import json
from enum import Enum
from pathlib import Path
from typing import Optional

import typer

from pylogic import __version__
from pylogic.errors import (
    EXIT_INTERNAL,
    EXIT_NO_SOLUTION,
    EXIT_NOT_UNIQUE,
    EXIT_SOLVED,
    InputError,
    InputErrors,
    PylogicError,
)
from pylogic.kinds import Kind

app = typer.Typer(add_completion=False, no_args_is_help=True, pretty_exceptions_enable=False,
                  help=__doc__)

REPORT_ADDRESS = "the pylogic issue tracker"


class OutputFormat(str, Enum):
    table = "table"
    json = "json"


class Backend(str, Enum):
    python = "python"
    prolog = "prolog"


def _version(value: bool) -> None:
    if value:
        typer.echo(f"pylogic {__version__}")
        raise typer.Exit()


@app.callback()
def main_options(version: bool = typer.Option(False, "--version", callback=_version,
                                              is_eager=True, help="Print the version and exit.")):
    """Logic puzzles as people write them, solved by SWI-Prolog and native Python solvers."""


def _fail(error: PylogicError) -> None:
    """Prints an error (one line each, with the caret display for input errors) and exits."""
    errors = error.errors if isinstance(error, InputErrors) else [error]
    for item in errors:
        typer.echo(item.with_caret() if isinstance(item, InputError) else f"error: {item}", err=True)
    raise typer.Exit(error.exit_code)


def _run(action):
    """Runs ``action``; pylogic errors become messages and exit codes, never tracebacks."""
    try:
        return action()
    except typer.Exit:
        raise
    except PylogicError as error:
        _fail(error)
    except KeyboardInterrupt:
        typer.echo("interrupted", err=True)
        raise typer.Exit(130)
    except Exception as error:  # noqa: BLE001 - the last line of defence against tracebacks
        typer.echo(f"internal error: {type(error).__name__}: {error} "
                   f"(please report it to {REPORT_ADDRESS} with the puzzle file)", err=True)
        raise typer.Exit(EXIT_INTERNAL)


def _exit_code(result) -> int:
    if result.status == "none":
        return EXIT_NO_SOLUTION
    if result.status == "several" and result.expects_unique:
        return EXIT_NOT_UNIQUE
    return EXIT_SOLVED


def _print_result(result, show_all: bool, show_distinct: bool) -> None:
    if show_distinct and "distinct_solutions" in result.details:
        shown, label = result.details["distinct_solutions"], "Distinct solution"
    else:
        shown, label = result.solutions if show_all else result.solutions[:1], "Solution"
    for number, solution in enumerate(shown, start=1):
        if len(shown) > 1:
            typer.echo(f"{label} {number}:")
        typer.echo(result.render_solution(solution))
        typer.echo("")
    typer.echo(result.summary())
    for note in result.notes:
        typer.echo(note)
    for answer in result.answers:
        typer.echo(answer)
    if result.count > 1 and not (show_all or show_distinct):
        typer.echo("(use --all to see every solution)")


@app.command()
def solve(
    file: Path = typer.Argument(..., help="The puzzle file (.clues, .pl, .hidoku, .magic, "
                                ".eqgrid, .stones, .jodici, .disks)."),
    output: OutputFormat = typer.Option(OutputFormat.table, "--format", "-f",
                                        help="table for people, json for programs."),
    show_all: bool = typer.Option(False, "--all", help="Show every solution, not only the first."),
    show_distinct: bool = typer.Option(False, "--distinct", help="Checkerboards: show one "
                                       "solution of each class of symmetric solutions."),
    limit: Optional[int] = typer.Option(None, "--limit", min=1,
                                        help="Stop after this many solutions."),
    timeout: float = typer.Option(60.0, "--timeout", min=0.001,
                                  help="Give up after this many seconds (exit code 124)."),
    backend: Optional[Backend] = typer.Option(None, "--backend",
                                              help="Numeric puzzles: python (default) or prolog."),
    kind: Optional[Kind] = typer.Option(None, "--kind",
                                        help="The kind of puzzle, when the file name does not tell."),
    svg: Optional[Path] = typer.Option(None, "--svg", help="Write a picture of the (first) "
                                       "solution to this SVG file."),
    grade: bool = typer.Option(False, "--grade", help="Clue puzzles: also rate the difficulty "
                               "from the step-by-step explanation (see 'pylogic explain')."),
):
    """Solve a puzzle file and say whether its answer is unique."""

    def action():
        if not file.is_file():
            raise _missing_file_error(file)
        from pylogic.api import solve as solve_puzzle

        result = solve_puzzle(file, kind=kind, backend=backend.value if backend else None,
                              limit=limit, timeout=timeout)
        if svg is not None:
            _write_svg(result, svg)
        difficulty = _difficulty(file, result, timeout) if grade else None
        if output is OutputFormat.json:
            payload = result.to_json()
            if difficulty is not None:
                payload["difficulty"] = difficulty.to_json()
            typer.echo(json.dumps(payload, indent=2, ensure_ascii=False))
        else:
            _print_result(result, show_all, show_distinct)
            if difficulty is not None:
                typer.echo(difficulty.describe())
        return _exit_code(result)

    code = _run(action)
    raise typer.Exit(code)


def _difficulty(file: Path, result, timeout: float):
    """The grade of a uniquely solved clue puzzle (None for anything else)."""
    if result.kind != "clues" or result.status != "unique":
        return None
    from pylogic.explain.engine import explain as explain_steps
    from pylogic.explain.grade import grade as grade_of
    from pylogic.grid_runner import compile_clue_file

    return grade_of(explain_steps(compile_clue_file(file), timeout=timeout))


def _missing_file_error(file: Path) -> InputError:
    from pylogic.errors import SourceLocation

    problem = "is a folder, not a puzzle file" if file.is_dir() else "no such file"
    return InputError(SourceLocation(str(file), 1, 1), problem)


def _write_svg(result, path: Path) -> None:
    from pylogic.errors import SourceLocation

    if result.picture is None:
        raise InputError(SourceLocation(result.source, 1, 1),
                         f"--svg is not available for {result.kind} puzzles")
    if not result.solutions:
        typer.echo("no solution, so no picture was written", err=True)
        return
    try:
        path.write_text(result.picture(result.solutions[0]), encoding="utf-8")
    except OSError as error:
        raise InputError(SourceLocation(str(path), 1, 1), f"cannot write the picture: {error}") from None


class ExplainFormat(str, Enum):
    text = "text"
    json = "json"


def _clue_file(file: Path):
    if not file.is_file():
        raise _missing_file_error(file)
    from pylogic.errors import SourceLocation
    from pylogic.grid_runner import compile_clue_file

    if file.suffix != ".clues":
        raise InputError(SourceLocation(str(file), 1, 1), "explanations are for .clues files")
    return compile_clue_file(file)


def _write_text(path: Path, text: str) -> None:
    from pylogic.errors import SourceLocation

    try:
        path.write_text(text, encoding="utf-8")
    except OSError as error:
        raise InputError(SourceLocation(str(path), 1, 1), f"cannot write: {error}") from None


@app.command()
def explain(
    file: Path = typer.Argument(..., help="A .clues file."),
    output: ExplainFormat = typer.Option(ExplainFormat.text, "--format", "-f",
                                         help="text for people, json for programs."),
    html: Optional[Path] = typer.Option(None, "--html", help="Also write the steps with the grid "
                                        "after each one to this HTML file."),
    svg: Optional[Path] = typer.Option(None, "--svg", help="Also write the grid after each step "
                                       "to this folder (step-001.svg, ...)."),
    timeout: float = typer.Option(60.0, "--timeout", min=0.001,
                                  help="Give up after this many seconds (exit code 124)."),
):
    """Explain a clue puzzle step by step, simplest steps first, each with its reason."""

    def action():
        from pylogic.explain.report import explanation_json, render_text
        from pylogic.explain.tutor import explain_puzzle

        result = explain_puzzle(_clue_file(file), timeout)
        if html is not None or svg is not None:
            from pylogic.explain.picture import html_page, write_svgs

            if html is not None:
                _write_text(html, html_page(result))
            if svg is not None:
                try:
                    write_svgs(result, svg)
                except OSError as error:
                    from pylogic.errors import SourceLocation

                    raise InputError(SourceLocation(str(svg), 1, 1), f"cannot write: {error}") from None
        if output is ExplainFormat.json:
            typer.echo(json.dumps(explanation_json(result), indent=2, ensure_ascii=False))
        else:
            typer.echo(render_text(result), nl=False)
        return {"unique": EXIT_SOLVED, "none": EXIT_NO_SOLUTION}.get(result.status, EXIT_NOT_UNIQUE)

    raise typer.Exit(_run(action))


@app.command()
def hint(
    file: Path = typer.Argument(..., help="A .clues file."),
    known: Optional[Path] = typer.Option(None, "--known", help="What you know so far: a JSON list of "
                                         'facts ({"this": "pet:dog", "that": "owner:Ann", "holds": '
                                         "true}) or sentences in the clue language, one a line."),
    output: ExplainFormat = typer.Option(ExplainFormat.text, "--format", "-f",
                                         help="text for people, json for programs."),
    timeout: float = typer.Option(60.0, "--timeout", min=0.001,
                                  help="Give up after this many seconds (exit code 124)."),
):
    """Give only the next step of a clue puzzle, from the empty grid or from what you know."""

    def action():
        from pylogic.explain.known import read_known
        from pylogic.explain.report import step_json, step_lines
        from pylogic.explain.tutor import hint as next_hint

        compiled = _clue_file(file)
        facts = ()
        if known is not None:
            if not known.is_file():
                raise _missing_file_error(known)
            facts = read_known(known.read_text(encoding="utf-8"), str(known), compiled,
                               file.read_text(encoding="utf-8"))
        found = next_hint(compiled, facts, timeout)
        messages = {"complete": "The grid is complete: nothing is left to find.",
                    "stuck": "The clues force nothing more: the puzzle has several solutions from here.",
                    "wrong": "Something you know is wrong: with these facts the clues have no solution."}
        if output is ExplainFormat.json:
            payload = {"status": found.status,
                       "step": step_json(1, found.step, compiled) if found.step else None}
            typer.echo(json.dumps(payload, indent=2, ensure_ascii=False))
        elif found.step is not None:
            typer.echo("\n".join(step_lines(1, found.step, compiled)).replace("Step 1. ", "Next step: ", 1))
        else:
            typer.echo(messages[found.status])
        return EXIT_NO_SOLUTION if found.status == "wrong" else EXIT_SOLVED

    raise typer.Exit(_run(action))


@app.command(name="compile")
def compile_clues(file: Path = typer.Argument(..., help="A .clues file.")):
    """Print the Prolog facts a clue file compiles to, each clue commented with its sentence."""

    def action():
        if not file.is_file():
            raise _missing_file_error(file)
        from pylogic.clues.compiler import prolog_text
        from pylogic.grid_runner import compile_clue_file

        typer.echo(prolog_text(compile_clue_file(file)), nl=False)
        return EXIT_SOLVED

    raise typer.Exit(_run(action))


@app.command()
def repl(file: Path = typer.Argument(..., help="A .clues file.")):
    """Open swipl with the clue file's facts and the logic-grid engine loaded."""

    def action():
        if not file.is_file():
            raise _missing_file_error(file)
        from pylogic.grid_runner import open_repl

        return open_repl(file)

    raise typer.Exit(_run(action))


if __name__ == "__main__":
    from pylogic.__main__ import main

    main()
