"""The ``pylogic`` command line: solve puzzle files, show compiled clues, open a Prolog session.

Exit codes: 0 solved, 1 no solution, 2 bad input, 3 environment problem (SWI-Prolog missing),
4 more than one solution where a unique answer is expected, 70 internal error, 124 time limit.
"""

from __future__ import annotations

import json
import os
from enum import Enum
from pathlib import Path
from typing import List, Optional

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
    jsonl = "jsonl"


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
    files: List[Path] = typer.Argument(..., help="Puzzle files (.clues, .pl, .hidoku, .magic, "
                                       ".eqgrid, .stones, .jodici, .disks), folders or glob patterns."),
    output: OutputFormat = typer.Option(OutputFormat.table, "--format", "-f",
                                        help="table for people, json for programs, jsonl for "
                                        "batches: one line per puzzle as it finishes."),
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
    jobs: Optional[int] = typer.Option(None, "--jobs", "-j", min=1, help="Batches: worker "
                                       "processes, each with its own SWI-Prolog (default: the cores)."),
    skip_done: Optional[Path] = typer.Option(None, "--skip-done", help="Batches: leave out the "
                                             "puzzles already recorded in this JSONL output."),
    dask: Optional[str] = typer.Option(None, "--dask", help="Batches: solve on this Dask "
                                       "scheduler address, or 'local' for a cluster on this machine."),
):
    """Solve puzzle files and say whether each answer is unique (several files: a batch)."""
    if _is_batch(files, output, jobs, skip_done, dask):
        raise typer.Exit(_run(lambda: _solve_batch(files, output, jobs, skip_done, dask, show_all,
                                                   show_distinct, svg, limit, timeout, backend, kind)))
    file = files[0]

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


def _is_batch(files, output, jobs, skip_done, dask) -> bool:
    """More than one puzzle, a folder or pattern, or a batch-only option: solve as a batch."""
    from pylogic.batch import is_batch_pattern

    return (len(files) > 1 or is_batch_pattern(str(files[0])) or output is OutputFormat.jsonl
            or jobs is not None or skip_done is not None or dask is not None)


def _solve_batch(files, output, jobs, skip_done, dask, show_all, show_distinct, svg, limit, timeout,
                 backend, kind) -> int:
    from pylogic.batch import find_puzzles, read_done, solve_many
    from pylogic.batch_report import run_report
    from pylogic.errors import SourceLocation

    for name, given in (("--all", show_all), ("--distinct", show_distinct), ("--svg", svg)):
        if given:
            raise InputError(SourceLocation(str(files[0]), 1, 1), f"{name} works with one puzzle file, not a batch")
    if output is OutputFormat.json:
        raise InputError(SourceLocation(str(files[0]), 1, 1), "a batch is written as --format jsonl or table")
    skip = read_done(skip_done) if skip_done is not None else set()
    puzzles = [file for file in find_puzzles(files) if os.path.abspath(file) not in skip]
    results = solve_many(puzzles, jobs=jobs, timeout=timeout, kind=kind.value if kind else None,
                         backend=backend.value if backend else None, limit=limit, dask=dask)
    return run_report(results, len(puzzles), output.value)


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


@app.command()
def generate(
    out: Path = typer.Option(..., "--out", "-o", help="The folder to write NAME.clues and NAME.answer.json to."),
    size: str = typer.Option("5x5", "--size", help="ENTITIESxCATEGORIES, from 2x2 to 8x8."),
    count: int = typer.Option(1, "--count", "-n", min=1, help="How many puzzles."),
    seed: int = typer.Option(1, "--seed", help="The same seed makes the same puzzles."),
    theme: str = typer.Option("neighbours", "--theme", help="A built-in theme (neighbours, hotel, race, "
                              "scholars, cars, flights, trees, television) or a category file."),
    families: Optional[str] = typer.Option(None, "--families", help="Only these clue families, "
                                           "comma-separated (default: all that fit)."),
    minimal: bool = typer.Option(False, "--minimal", help="Every clue is needed: leaving any one out "
                                 "allows another solution."),
    jobs: Optional[int] = typer.Option(None, "--jobs", "-j", min=1, help="Worker processes (default: the cores)."),
    dask: Optional[str] = typer.Option(None, "--dask", help="Generate on this Dask scheduler address, "
                                       "or 'local' for a cluster on this machine."),
):
    """Make new logic-grid puzzles in the clue language, each proven unique, with their answers."""

    def action():
        from pylogic.batch import default_jobs
        from pylogic.generate.command import run_generate, set_options

        options = set_options(size, seed, theme, families, minimal)
        return run_generate(options, count, out, jobs or min(default_jobs(), count), dask)

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
