"""The ``pylogic`` command line: solve puzzle files, show compiled clues, open a Prolog session.

Each command is a typed function whose docstring is its ``--help``; choices are Enums; every
failure is one clear message (or, with ``--format json``, one JSON object) and a documented
exit code, never a traceback.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from enum import Enum
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer
from typer.core import TyperCommand

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
    SourceLocation,
)
from pylogic.kinds import EXTENSIONS, Kind, detect_kind
from pylogic.time_limit import DEFAULT_TIMEOUT

# Rich help keeps single line breaks, so each paragraph is one line and rich wraps it.
HELP = "\n\n".join([
    "Logic puzzles as people write them, solved by SWI-Prolog and native Python solvers.",
    f"A puzzle's kind comes from its file name ({', '.join(EXTENSIONS)}) or its content, "
    "or is named with --kind.",
    "Exit codes: 0 solved (for a checkerboard, at least one tiling; with --limit, the solutions "
    "asked for were found), 1 no solution, 2 bad input, 3 environment problem (SWI-Prolog "
    "missing), 4 more than one solution where a unique answer is expected, 70 internal error, "
    "124 time limit.",
    "Shell completion: pylogic --install-completion (then open a new shell).",
])


class _Command(TyperCommand):
    """A command whose usage line names its arguments plainly: ``FILE``, not ``{FILE}``."""

    def collect_usage_pieces(self, ctx: Any) -> list[str]:
        return [piece[1:-1] if piece.startswith("{") and piece.endswith("}") else piece
                for piece in super().collect_usage_pieces(ctx)]


class _App(typer.Typer):
    """The typer app, building only the command that runs when a command's name comes first:
    typer builds every command (parameters, types, help) before running one, some 15 ms of
    CPU at each start. Anything else (no command, --help, --version, a misspelt command, shell
    completion) builds them all, as typer does."""

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        given = kwargs.get("args", args[0] if args else None)
        first = list(sys.argv[1:2] if given is None else given)[:1]
        everything = self.registered_commands
        chosen = [command for command in everything if [_command_name(command)] == first]
        if not chosen:
            return super().__call__(*args, **kwargs)
        self.registered_commands = chosen
        try:
            return super().__call__(*args, **kwargs)
        finally:
            self.registered_commands = everything


def _command_name(command: Any) -> str:
    """The name a registered command is called by on the command line."""
    return command.name or typer.main.get_command_name(command.callback.__name__)


app = _App(no_args_is_help=True, pretty_exceptions_enable=False, help=HELP, rich_markup_mode="rich")

REPORT_ADDRESS = "the pylogic issue tracker"


class OutputFormat(str, Enum):
    """How ``solve`` prints its result."""

    table = "table"
    json = "json"
    jsonl = "jsonl"


class Backend(str, Enum):
    """Which solver handles a numeric puzzle."""

    python = "python"
    prolog = "prolog"


def _version(value: bool) -> None:
    if value:
        typer.echo(f"pylogic {__version__}")
        raise typer.Exit()


@app.callback()
def main_options(
    version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True,
                                          help="Print the version and exit.")] = False,
) -> None:
    """Logic puzzles as people write them, solved by SWI-Prolog and native Python solvers."""


def _error_json(error: PylogicError, file: Path) -> dict[str, Any]:
    """One JSON object for a failure: where (file, line, column; null when not located), the
    message, the exit code, and every problem for a file with several."""
    errors = error.errors if isinstance(error, InputErrors) else [error]
    located = [{"file": item.location.path, "line": item.location.line,
                "column": item.location.column, "message": item.message, "hint": item.hint}
               if isinstance(item, InputError) else
               {"file": str(file), "line": None, "column": None, "message": str(item), "hint": None}
               for item in errors]
    return {"status": "error", "code": error.exit_code, **located[0], "errors": located}


def _fail(error: PylogicError, file: Path | None = None) -> NoReturn:
    """Reports an error and exits with its code: one line each on standard error (with the
    caret display for input errors), or, when ``file`` is given (``--format json``), one JSON
    object on standard output."""
    if file is not None:
        typer.echo(json.dumps(_error_json(error, file), indent=2, ensure_ascii=False))
        raise typer.Exit(error.exit_code)
    errors = error.errors if isinstance(error, InputErrors) else [error]
    for item in errors:
        typer.echo(item.with_caret() if isinstance(item, InputError) else f"error: {item}", err=True)
    raise typer.Exit(error.exit_code)


def _run(action: Callable[[], int], json_for: Path | None = None) -> int:
    """Runs ``action``; pylogic errors become messages (JSON about ``json_for`` when given) and
    exit codes, never tracebacks."""
    try:
        return action()
    except typer.Exit:
        raise
    except PylogicError as error:
        _fail(error, json_for)
    except KeyboardInterrupt:
        typer.echo("interrupted", err=True)
        raise typer.Exit(EXIT_INTERRUPTED) from None
    except BrokenPipeError:
        silence_closed_output()
        raise typer.Exit(EXIT_BROKEN_PIPE) from None
    except MemoryError:
        typer.echo("error: out of memory (raise the limit with --max-memory MB)", err=True)
        raise typer.Exit(EXIT_TIMEOUT) from None
    except Exception as error:  # noqa: BLE001 - the last line of defence against tracebacks
        internal = PylogicError(f"internal error: {type(error).__name__}: {error} "
                                f"(please report it to {REPORT_ADDRESS} with the puzzle file)")
        if json_for is not None:
            _fail(internal, json_for)
        typer.echo(str(internal), err=True)
        raise typer.Exit(EXIT_INTERNAL) from None


@contextmanager
def _working(what: str) -> Iterator[None]:
    """A spinner with the elapsed time on standard error while ``what`` runs, on a terminal
    only: piped or redirected output gets nothing extra."""
    if not sys.stderr.isatty():
        yield
        return
    from rich.console import Console
    from rich.progress import Progress, SpinnerColumn, TextColumn, TimeElapsedColumn

    with Progress(SpinnerColumn(), TextColumn("{task.description}"), TimeElapsedColumn(),
                  console=Console(stderr=True), transient=True) as progress:
        progress.add_task(what, total=None)
        yield


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
    """1 for no solution, 4 for two or more where one is expected, else 0 (also when --limit
    stopped the search after one solution, before uniqueness could be checked)."""
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


PUZZLE_FILE_HELP = f"The puzzle file ({', '.join(EXTENSIONS)}, or a stone set or disk rows)."


@app.command(cls=_Command)
def solve(
    files: Annotated[list[Path], typer.Argument(metavar="FILE...", help=PUZZLE_FILE_HELP, show_default=False)],
    output: Annotated[OutputFormat, typer.Option("--format", "-f",
                                                 help="table for people, json for programs "
                                                      "(errors too: one JSON object), jsonl for "
                                                      "batches: one line per puzzle as it finishes."
                                                 )] = OutputFormat.table,
    show_all: Annotated[bool, typer.Option("--all", help="Show every solution, not only the first.")] = False,
    show_distinct: Annotated[bool, typer.Option("--distinct", help="Checkerboards: show one solution of "
                                                "each class of symmetric solutions.")] = False,
    limit: Annotated[int | None, typer.Option(
        "--limit", min=1, metavar="N", show_default=False,
        help="Stop after N solutions (at most 20,000). Finding them is success (exit 0), unless two or "
             "more show that an answer meant to be unique is not (exit 4).")] = None,
    timeout: Annotated[float, typer.Option("--timeout", min=0.001, metavar="SECONDS",
                                           help="Give up after this many seconds (exit code 124).")
                       ] = DEFAULT_TIMEOUT,
    backend: Annotated[Backend | None, typer.Option(
        "--backend", show_default=False, help="Numeric puzzles: python (the default) or prolog.")] = None,
    kind: Annotated[Kind | None, typer.Option(
        "--kind", metavar="KIND", show_default=False,
        help=f"The kind of puzzle, when the file name does not tell: {', '.join(Kind)}.")] = None,
    svg: Annotated[Path | None, typer.Option("--svg", metavar="PICTURE.svg", show_default=False,
                                             help="Write a picture of the first solution to this "
                                                  "SVG file (numeric puzzles).")] = None,
    jobs: Annotated[int | None, typer.Option(
        "--jobs", "-j", min=1, metavar="N", show_default=False,
        help="Batches: worker processes, each with its own SWI-Prolog (default: the cores).")] = None,
    skip_done: Annotated[Path | None, typer.Option(
        "--skip-done", metavar="OUT.jsonl", show_default=False,
        help="Batches: leave out the puzzles already recorded in this JSONL output.")] = None,
    dask: Annotated[str | None, typer.Option(
        "--dask", metavar="ADDRESS", show_default=False,
        help="Batches: solve on this Dask scheduler, or 'local' for a cluster on this machine.")] = None,
    grade: Annotated[bool, typer.Option(
        "--grade", help="Clue puzzles: also rate the difficulty from the step-by-step explanation "
                        "(see 'pylogic explain').")] = False,
    max_memory: Annotated[int | None, typer.Option(
        "--max-memory", min=64, metavar="MB", show_default=False,
        help="Memory limit in MB for the whole command (default: half of the machine's memory).")] = None,
) -> None:
    """Solve puzzle files and say whether each answer is unique (several files: a batch).

    Prints the first solution as a table (all of them with --all), then "Unique solution.", "N solutions." or "No solution.", and the answers to the puzzle's questions. Several files, a folder or a pattern are solved as a batch, with a progress bar and a summary.
    """  # noqa: E501 - one paragraph per line: rich help keeps line breaks
    del max_memory  # applied by the entry point (pylogic.__main__) before anything starts
    if _is_batch(files, output, jobs, skip_done, dask):
        raise typer.Exit(_run(lambda: _solve_batch(files, output, jobs, skip_done, dask, show_all,
                                                   show_distinct, svg, limit, timeout, backend, kind)))
    file = files[0]

    def action() -> int:
        if not file.is_file():
            raise _missing_file_error(file)
        from pylogic.api import solve as solve_puzzle

        with _working(f"Solving {file.name}"):
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

    code = _run(action, json_for=file if output is OutputFormat.json else None)
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


def _difficulty(file: Path, result, timeout: float):
    """The grade of a uniquely solved clue puzzle (None for anything else)."""
    if result.kind != "clues" or result.status != "unique":
        return None
    from pylogic.explain.engine import explain as explain_steps
    from pylogic.explain.grade import grade as grade_of
    from pylogic.grid_runner import compile_clue_file

    return grade_of(explain_steps(compile_clue_file(file), timeout=timeout))


def _missing_file_error(file: Path) -> InputError:
    problem = "is a folder, not a puzzle file" if file.is_dir() else "no such file"
    return InputError(SourceLocation(str(file), 1, 1), problem)


def _clue_file(file: Path, command: str) -> Path:
    """``file`` when it holds a clue puzzle; InputError naming what ``command`` takes otherwise."""
    if not file.is_file():
        raise _missing_file_error(file)
    try:
        text = file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise InputError(SourceLocation(str(file), 1, 1), f"cannot read the file: {error}") from None
    try:
        kind = detect_kind(str(file), text)
    except InputError:
        kind = None
    if kind is Kind.clues:
        return file
    if kind is None:
        raise InputError(SourceLocation(str(file), 1, 1),
                         f"pylogic {command} takes a clue file (.clues); this is not a clue puzzle")
    what = "a Prolog knowledge base" if kind is Kind.knowledge_base else f"a {kind.name.replace('_', ' ')} puzzle"
    raise InputError(SourceLocation(str(file), 1, 1),
                     f"pylogic {command} takes a clue file (.clues); this is {what}",
                     hint=f"solve it with: pylogic solve {file}")


def _write_svg(result, path: Path) -> None:
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


@app.command(cls=_Command)
def generate(
    out: Annotated[Path, typer.Option("--out", "-o", metavar="FOLDER", show_default=False,
                                      help="The folder to write NAME.clues and NAME.answer.json to.")],
    size: Annotated[str, typer.Option("--size", metavar="NxM", help="ENTITIESxCATEGORIES, from 2x2 to 8x8.")
                    ] = "5x5",
    count: Annotated[int, typer.Option("--count", "-n", min=1, help="How many puzzles.")] = 1,
    seed: Annotated[int, typer.Option("--seed", help="The same seed makes the same puzzles.")] = 1,
    theme: Annotated[str, typer.Option(
        "--theme", metavar="THEME", help="A built-in theme (neighbours, hotel, race, scholars, cars, flights, "
                                         "trees, television) or a category file.")] = "neighbours",
    families: Annotated[str | None, typer.Option(
        "--families", metavar="A,B", show_default=False,
        help="Only these clue families, comma-separated (default: all that fit).")] = None,
    minimal: Annotated[bool, typer.Option(
        "--minimal", help="Every clue is needed: leaving any one out allows another solution.")] = False,
    style: Annotated[str, typer.Option(
        "--style", metavar="STYLE", help="grid (the themes), or house: the benchmarks' house puzzles, "
                                         "--size HOUSESxATTRIBUTES from 2x2 to 6x6.")] = "grid",
    grade: Annotated[str | None, typer.Option(
        "--grade", metavar="GRADE", show_default=False,
        help="Only puzzles of this difficulty (easy, medium, hard, very-hard), as 'solve --grade' rates "
             "them.")] = None,
    jobs: Annotated[int | None, typer.Option(
        "--jobs", "-j", min=1, metavar="N", show_default=False,
        help="Worker processes (default: the cores).")] = None,
    dask: Annotated[str | None, typer.Option(
        "--dask", metavar="ADDRESS", show_default=False,
        help="Generate on this Dask scheduler, or 'local' for a cluster on this machine.")] = None,
) -> None:
    """Make new logic-grid puzzles in the clue language, each proven unique, with their answers."""

    def action():
        from pylogic.batch import default_jobs
        from pylogic.generate.command import run_generate, set_options

        options = set_options(size, seed, theme, families, minimal, style, grade)
        return run_generate(options, count, out, jobs or min(default_jobs(), count), dask)

    raise typer.Exit(_run(action))


CLUE_FILE_HELP = "A clue puzzle (.clues); other kinds of puzzle are solved with 'pylogic solve'."


class ExplainFormat(str, Enum):
    """How ``explain`` and ``hint`` print their steps."""

    text = "text"
    json = "json"


def _compiled_clue_file(file: Path, command: str):
    from pylogic.grid_runner import compile_clue_file

    return compile_clue_file(_clue_file(file, command))


def _write_text(path: Path, text: str) -> None:
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as error:
        raise InputError(SourceLocation(str(path), 1, 1), f"cannot write: {error}") from None


@app.command(cls=_Command)
def explain(
    file: Annotated[Path, typer.Argument(metavar="FILE", help=CLUE_FILE_HELP, show_default=False)],
    output: Annotated[ExplainFormat, typer.Option("--format", "-f", help="text for people, json for programs.")
                      ] = ExplainFormat.text,
    html: Annotated[Path | None, typer.Option("--html", metavar="PAGE.html", show_default=False,
                                              help="Also write the steps with the grid after each one to "
                                                   "this HTML file.")] = None,
    svg: Annotated[Path | None, typer.Option("--svg", metavar="FOLDER", show_default=False,
                                             help="Also write the grid after each step to this folder "
                                                  "(step-001.svg, ...).")] = None,
    timeout: Annotated[float, typer.Option("--timeout", min=0.001, metavar="SECONDS",
                                           help="Give up after this many seconds (exit code 124).")
                       ] = DEFAULT_TIMEOUT,
) -> None:
    """Explain a clue puzzle step by step, simplest steps first, each with its reason."""

    def action() -> int:
        from pylogic.explain.report import explanation_json, render_text
        from pylogic.explain.tutor import explain_puzzle

        compiled = _compiled_clue_file(file, "explain")
        with _working(f"Explaining {file.name}"):
            result = explain_puzzle(compiled, timeout)
        if html is not None:
            from pylogic.explain.picture import html_page

            _write_text(html, html_page(result))
        if svg is not None:
            from pylogic.explain.picture import write_svgs

            try:
                write_svgs(result, svg)
            except OSError as error:
                raise InputError(SourceLocation(str(svg), 1, 1), f"cannot write: {error}") from None
        if output is ExplainFormat.json:
            typer.echo(json.dumps(explanation_json(result), indent=2, ensure_ascii=False))
        else:
            typer.echo(render_text(result), nl=False)
        return {"unique": EXIT_SOLVED, "none": EXIT_NO_SOLUTION}.get(result.status, EXIT_NOT_UNIQUE)

    raise typer.Exit(_run(action))


@app.command(cls=_Command)
def hint(
    file: Annotated[Path, typer.Argument(metavar="FILE", help=CLUE_FILE_HELP, show_default=False)],
    known: Annotated[Path | None, typer.Option(
        "--known", metavar="FACTS", show_default=False,
        help='What you know so far: a JSON list of facts ({"this": "pet:dog", "that": "owner:Ann", '
             '"holds": true}) or sentences in the clue language, one a line.')] = None,
    output: Annotated[ExplainFormat, typer.Option("--format", "-f", help="text for people, json for programs.")
                      ] = ExplainFormat.text,
    timeout: Annotated[float, typer.Option("--timeout", min=0.001, metavar="SECONDS",
                                           help="Give up after this many seconds (exit code 124).")
                       ] = DEFAULT_TIMEOUT,
) -> None:
    """Give only the next step of a clue puzzle, from the empty grid or from what you know."""

    def action() -> int:
        from pylogic.explain.known import read_known
        from pylogic.explain.report import step_json, step_lines
        from pylogic.explain.tutor import hint as next_hint

        compiled = _compiled_clue_file(file, "hint")
        facts: tuple = ()
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


@app.command(name="compile", cls=_Command)
def compile_clues(
    file: Annotated[Path, typer.Argument(metavar="FILE", help=CLUE_FILE_HELP, show_default=False)],
) -> None:
    """Print the Prolog facts a clue file compiles to, each clue commented with its sentence."""

    def action() -> int:
        from pylogic.clues.compiler import prolog_text
        from pylogic.grid_runner import compile_clue_file

        typer.echo(prolog_text(compile_clue_file(_clue_file(file, "compile"))), nl=False)
        return EXIT_SOLVED

    raise typer.Exit(_run(action))


@app.command(cls=_Command)
def repl(
    file: Annotated[Path, typer.Argument(metavar="FILE", help=CLUE_FILE_HELP, show_default=False)],
) -> None:
    """Open swipl with the clue file's facts and the logic-grid engine loaded."""

    def action() -> int:
        from pylogic.grid_runner import open_repl

        return open_repl(_clue_file(file, "repl"))

    raise typer.Exit(_run(action))


if __name__ == "__main__":
    from pylogic.__main__ import main

    main()
