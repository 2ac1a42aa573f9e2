"""Solving a user's knowledge base in a separate process, so that it cannot change later answers.

A ``.pl`` file is a program: loading it runs its directives, with the user's rights, and it
may redefine library predicates, reuse the name of one of pylogic's modules, read standard
input, loop forever inside a directive (which SWI-Prolog cannot interrupt) or call
``halt``. So pylogic never loads a user's file into its own engine. For each solve it starts
a fresh ``python -m pylogic.isolation`` (the same Python, the same pyswip) that loads the
file, runs the queries and writes one JSON line per step to a file; the process is killed at
the time limit and whatever it did ends with it.

Starting that process (Python, pyswip and CLP(FD), a few tenths of a second) is not counted
against the time limit, up to START_ALLOWANCE_SECONDS; loading the file and every query are.
Its standard input is empty and its output is discarded; the memory limit
(``pylogic.memory_limit``) is inherited.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from pylogic.errors import (
    EnvironmentProblem,
    KnowledgeBaseError,
    PrologError,
    PrologResourceError,
    PylogicError,
    SolveTimeout,
)
from pylogic.prolog_bridge import Answer, answer_of, query_fields
from pylogic.terms import Compound
from pylogic.time_limit import remaining

START_ALLOWANCE_SECONDS = 10.0
_POLL_SECONDS = 0.01
_READY = {"ready": True}

# the separate processes running now, so that an interrupted command can end them
_running: set[subprocess.Popen] = set()
_running_lock = threading.Lock()

_ERRORS = {cls.__name__: cls for cls in
           (EnvironmentProblem, SolveTimeout, PrologResourceError, PrologError)}


def end_running_processes() -> None:
    """Kills every separate process still running (for Ctrl-C in the command line)."""
    with _running_lock:
        for process in list(_running):
            process.kill()


def call_isolated(path: Path, queries: list[tuple[Compound, object, int | None]],
                  timeout: float) -> list[Answer]:
    """The answers to ``queries`` ((goal, template, limit) each, run in the module of
    ``path``), from one fresh process that loads ``path``.

    Raises KnowledgeBaseError when the file does not load cleanly or a query raises an error
    (the user's code is at fault, not pylogic), SolveTimeout past ``timeout`` seconds.
    """
    requests = [{"op": "call", **query_fields(goal, template, limit, timeout)}
                for goal, template, limit in queries]
    steps = _run(path, requests, timeout)
    return [answer_of(step) for step in steps[1:]]


def load_isolated(path: Path, timeout: float) -> str:
    """The module name of the user's knowledge base at ``path``, loaded in a fresh process;
    KnowledgeBaseError when it does not load cleanly, SolveTimeout past ``timeout``."""
    return _run(path, [], timeout)[0]["module"]


def _run(path: Path, requests: list[dict], timeout: float) -> list[dict]:
    """The worker's steps: the load, then one response per request."""
    if not path.is_file():
        raise KnowledgeBaseError.of([(str(path), 1, 1, "no such knowledge base")])
    timeout = remaining(timeout)
    with tempfile.TemporaryDirectory(prefix="pylogic-") as folder:
        request_file, steps_file = Path(folder) / "request.json", Path(folder) / "steps.jsonl"
        request_file.write_text(json.dumps({"file": str(path), "requests": requests}),
                                encoding="utf-8")
        steps_file.touch()
        process = _start(request_file, steps_file)
        try:
            lines = _wait(process, steps_file, len(requests) + 2, timeout, path)
        finally:
            if process.poll() is None:
                process.kill()
            process.wait()
            with _running_lock:
                _running.discard(process)
    steps = [json.loads(line) for line in lines[1:]]
    for step in steps:
        if "error" in step:
            raise _error(step["error"], path, timeout)
    if len(steps) < len(requests) + 1:
        step = "loading it" if not steps else "solving it"
        raise KnowledgeBaseError.of([(str(path), 1, 1, f"the Prolog process ended while {step} "
                                      "(does the file end the process or crash Prolog?)")])
    return steps


def _start(request_file: Path, steps_file: Path) -> subprocess.Popen:
    package_parent = str(Path(__file__).resolve().parent.parent)
    environment = dict(os.environ)
    environment["PYTHONPATH"] = os.pathsep.join(
        part for part in (package_parent, environment.get("PYTHONPATH")) if part)
    process = subprocess.Popen(
        [sys.executable, "-m", "pylogic.isolation", str(request_file), str(steps_file)],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        env=environment)
    with _running_lock:
        _running.add(process)
    return process


def _wait(process: subprocess.Popen, steps_file: Path, expected: int, timeout: float,
          path: Path) -> list[str]:
    """The complete lines in ``steps_file`` once ``expected`` are there or the process ended;
    SolveTimeout when the process is not ready after START_ALLOWANCE_SECONDS or not done
    ``timeout`` seconds after it was ready."""
    deadline = time.monotonic() + START_ALLOWANCE_SECONDS
    ready = False
    while True:
        text = steps_file.read_text(encoding="utf-8")
        lines = text.split("\n")[:-1]  # the last piece is empty or not finished yet
        if not ready and lines:
            ready = True
            deadline = time.monotonic() + timeout
        if len(lines) >= expected or (process.poll() is not None
                                      and len(steps_file.read_text(encoding="utf-8")) == len(text)):
            return lines
        if time.monotonic() > deadline:
            if not ready:
                raise EnvironmentProblem(f"the separate Prolog process for {path} did not start "
                                         f"within {START_ALLOWANCE_SECONDS:g} s")
            if len(lines) < 2:
                raise SolveTimeout(f"{path}: loading it took longer than the time limit of "
                                   f"{timeout:g} s (does a directive in it run forever?)")
            raise SolveTimeout(f"time limit of {timeout:g} s exceeded "
                               "(raise it with --timeout SECONDS)")
        time.sleep(_POLL_SECONDS)


def _error(error: dict, path: Path, timeout: float) -> PylogicError:
    """The exception a worker reported, rebuilt; errors of the user's code are located."""
    if error["type"] == "KnowledgeBaseError":
        return KnowledgeBaseError.of([tuple(problem) for problem in error["problems"]])
    if error["type"] == "SolveTimeout":
        return SolveTimeout(f"time limit of {timeout:g} s exceeded "
                            "(raise it with --timeout SECONDS)")
    if error["type"] == "PrologError":
        return KnowledgeBaseError.of([(str(path), 1, 1, error["message"])])
    return _ERRORS.get(error["type"], PrologError)(error["message"])


# ----------------------------------------------------------------------------- the worker

def _describe(error: PylogicError) -> dict:
    if isinstance(error, KnowledgeBaseError):
        problems = [(item.location.path, item.location.line, item.location.column, item.message)
                    for item in error.errors]
        return {"type": "KnowledgeBaseError", "problems": problems}
    return {"type": type(error).__name__, "message": str(error)}


def _serve(request_file: Path, steps_file: Path) -> None:
    """Loads the file named in ``request_file`` and runs its requests, appending one JSON line
    per step to ``steps_file``: ready, the load, then each request's response."""
    from pylogic.prolog_bridge import call_in_engine, load_in_engine, warm_up

    order = json.loads(request_file.read_text(encoding="utf-8"))
    path = Path(order["file"])
    warm_up()
    with steps_file.open("a", encoding="utf-8") as steps:
        def emit(step: dict) -> None:
            steps.write(json.dumps(step) + "\n")
            steps.flush()

        emit(_READY)
        try:
            module = load_in_engine(path)
            if module == "user":
                raise KnowledgeBaseError.of([(str(path), 1, 1, (
                    "the knowledge base is not a module: start it with "
                    "':- module(name, [solution/1, solution_table/2]).'"))])
            emit({"module": module})
            for request in order["requests"]:
                emit(call_in_engine(path, request))
        except PylogicError as error:
            emit({"error": _describe(error)})


def _end_with_parent(parent: int) -> None:
    """Ends this process when the process that started it is gone (killed, say), so that an
    endless directive cannot outlive the command it belongs to."""
    while os.getppid() == parent:
        time.sleep(0.2)
    os._exit(1)


def main(arguments: list[str]) -> None:
    """``python -m pylogic.isolation REQUEST_FILE STEPS_FILE`` (started by ``_start``)."""
    # Ctrl-C in a terminal reaches this process too: end at once, whatever Prolog is doing
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    threading.Thread(target=_end_with_parent, args=(os.getppid(),), daemon=True).start()
    try:
        _serve(Path(arguments[0]), Path(arguments[1]))
    finally:
        sys.stdout.flush()
        os._exit(0)  # do not let a normal exit tear down the engine the user's code touched


if __name__ == "__main__":
    main(sys.argv[1:])
