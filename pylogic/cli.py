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
    EXIT_BROKEN_PIPE,
    EXIT_INTERNAL,
    EXIT_INTERRUPTED,
    EXIT_NO_SOLUTION,
    EXIT_NOT_UNIQUE,
    EXIT_SOLVED,
    EXIT_TIMEOUT,
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
        raise typer.Exit(EXIT_INTERRUPTED)
    except BrokenPipeError:
        silence_closed_output()
        raise typer.Exit(EXIT_BROKEN_PIPE)
    except MemoryError:
        typer.echo("error: out of memory (raise the limit with --max-memory MB)", err=True)
        raise typer.Exit(EXIT_TIMEOUT)
    except Exception as error:  # noqa: BLE001 - the last line of defence against tracebacks
        typer.echo(f"internal error: {type(error).__name__}: {error} "
                   f"(please report it to {REPORT_ADDRESS} with the puzzle file)", err=True)
        raise typer.Exit(EXIT_INTERNAL)


def silence_closed_output() -> None:
    """Points standard output at /dev/null once its reader has gone (``pylogic ... | head``),
    so that flushing what is still buffered cannot fail again on the way out."""
    import os
    import sys

    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
    finally:
        os.close(devnull)


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
    max_memory: Optional[int] = typer.Option(None, "--max-memory", min=64, metavar="MB",
                                             help="Memory limit in MB for the whole command "
                                             "(default: half of the machine's memory)."),
):
    """Solve a puzzle file and say whether its answer is unique."""
    # --max-memory is applied by the entry point (pylogic.__main__) before anything starts
    del max_memory

    def action():
        if not file.is_file():
            raise _missing_file_error(file)
        from pylogic.api import solve as solve_puzzle

        result = solve_puzzle(file, kind=kind, backend=backend.value if backend else None,
                              limit=limit, timeout=timeout)
        if svg is not None:
            _write_svg(result, svg)
        if output is OutputFormat.json:
            typer.echo(json.dumps(result.to_json(), indent=2, ensure_ascii=False))
        else:
            _print_result(result, show_all, show_distinct)
        return _exit_code(result)

    code = _run(action)
    raise typer.Exit(code)


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
