"""The ``pylogic`` command's entry point (also ``python -m pylogic``).

A solve that needs Prolog starts SWI-Prolog in a background thread *before* the command line
module and its dependencies are imported, so Prolog's own start (restoring the saved state of
``pylogic.prolog_state``, or loading CLP(FD) from source when there is none) overlaps with
Python's imports and the parsing of the puzzle. The process then ends with
os._exit after flushing its output, because a normal interpreter exit would wait for Prolog
to tear down threads it no longer needs. Everything else is ``pylogic.cli``.
"""

from __future__ import annotations

import os
import signal
import sys
import threading

_WAIT_FOR_PROLOG_SECONDS = 5.0  # only an ordering hint: past it, go on regardless
_EXIT_INTERRUPTED = 130  # as pylogic.errors says; not imported, to keep the start light
_EXIT_BROKEN_PIPE = 141


def prolog_files(arguments: list[str]) -> tuple[str, ...] | None:
    """The knowledge bases a ``solve`` command line will need, or None if it needs no Prolog."""
    if not arguments or arguments[0] != "solve" or _names_a_batch(arguments[1:]):
        return None
    if any(argument.endswith(".clues") for argument in arguments):
        return ("logic_grid.pl",)
    if "prolog" in arguments or any(_is_own_knowledge_base(argument) for argument in arguments):
        return ()
    return None


_BATCH_OPTIONS = ("--jobs", "-j", "--dask", "--skip-done", "jsonl")
_FLAGS = ("--all", "--distinct")  # the solve options that take no value


def _names_a_batch(arguments: list[str]) -> bool:
    """True for a batch solve: its workers start their own SWI-Prolog, this process needs none."""
    # an option's value ("--backend prolog") is not an input, even when a folder has its name
    inputs = [argument for previous, argument in zip([""] + arguments, arguments)
              if not argument.startswith("-")
              and not (previous.startswith("-") and "=" not in previous and previous not in _FLAGS)]
    return (any(argument in _BATCH_OPTIONS or argument.startswith(_BATCH_OPTIONS[:4]) for argument in arguments)
            or sum(argument.endswith((".clues", ".pl")) for argument in inputs) > 1
            or any(os.path.isdir(argument) or "*" in argument for argument in inputs))


def _is_own_knowledge_base(argument: str) -> bool:
    """A ``.pl`` of pylogic's own: solved in this process's engine (a user's file is solved in
    a separate process, see pylogic.isolation, so this one needs no Prolog)."""
    if not argument.endswith(".pl"):
        return False
    from pathlib import Path

    from pylogic.resources import prolog_dir

    return Path(argument).resolve().parent == prolog_dir().resolve()


def _warm_up(knowledge_bases: tuple[str, ...], python_done: threading.Event) -> None:
    try:
        from pylogic.prolog_bridge import warm_up

        warm_up(*knowledge_bases, on_python_done=python_done.set)
    finally:
        python_done.set()


def _interrupt_ends_the_command() -> None:
    """Ctrl-C ends a ``solve`` at once with exit code 130, even inside a Prolog query (Python's
    own KeyboardInterrupt waits until the query returns, at its time limit).

    SIGINT is blocked in this thread, so in every thread started after it, and a watcher
    thread waits for it, ends the separate processes still running and exits.
    """
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})

    def watch() -> None:
        signal.sigwait({signal.SIGINT})
        isolation = sys.modules.get("pylogic.isolation")
        if isolation is not None:
            isolation.end_running_processes()
        os.write(2, b"interrupted\n")
        os._exit(_EXIT_INTERRUPTED)

    threading.Thread(target=watch, name="interrupt-watch", daemon=True).start()


def _flush_and_exit(code: int) -> None:
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        from pylogic.cli import silence_closed_output

        silence_closed_output()
        code = _EXIT_BROKEN_PIPE
    sys.stderr.flush()
    os._exit(code)


def main() -> None:
    """Console-script entry point: run the typer app, with Prolog warming up when needed."""
    if sys.argv[1:2] == ["solve"]:
        from pylogic import memory_limit

        memory_limit.apply(memory_limit.requested_megabytes(sys.argv[2:])
                           or memory_limit.default_megabytes())
        _interrupt_ends_the_command()
    knowledge_bases = prolog_files(sys.argv[1:])
    if knowledge_bases is None:
        _run_app()
        return
    # Python code runs one thread at a time, so Prolog's start (whose Python part is the
    # import of pyswip) gets the interpreter to itself first; the imports and parsing here
    # then overlap with the part that runs without Python: SWI-Prolog loading CLP(FD).
    python_done = threading.Event()
    threading.Thread(target=_warm_up, args=(knowledge_bases, python_done), name="prolog-start",
                     daemon=True).start()
    python_done.wait(timeout=_WAIT_FOR_PROLOG_SECONDS)
    _run_app()


def _run_app() -> None:
    """Runs the typer app and ends the process with its exit code."""
    try:
        from pylogic.cli import app

        app(prog_name="pylogic")
    except SystemExit as done:
        code = done.code
        if code is not None and not isinstance(code, int):
            print(code, file=sys.stderr)
            code = 1
        _flush_and_exit(code or 0)


if __name__ == "__main__":
    main()
