"""A pool of worker processes that survives its workers: a job that crashes or hangs is reported,
its worker replaced, and the other jobs go on.

``concurrent.futures.ProcessPoolExecutor`` gives up on every pending job once one worker dies,
and cannot stop a job that runs too long; a batch of puzzles needs both. Each worker is a
``spawn``-ed process (so it never inherits a parent's SWI-Prolog, which does not survive a
fork) that runs one job at a time and gets the next one when it answers, so fast workers take
more jobs.
"""

from __future__ import annotations

import multiprocessing
import signal
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from typing import Any


@dataclass(frozen=True)
class JobOutcome:
    """What became of one job: ``value`` when ``failure`` is None; otherwise ``failure`` is
    'crashed' (the worker died), 'overran' (killed at the hard limit) or 'raised' (the function
    raised; ``message`` says what), and ``value`` is None."""

    index: int
    item: Any
    value: Any
    failure: str | None
    message: str
    seconds: float


def _serve(connection: Connection, function: Callable[[Any], Any]) -> None:
    """A worker's loop: (index, item) in, (index, ok, value or message) out, until None."""
    # Ctrl-C reaches the whole process group: the parent stops the workers, which must not
    # print tracebacks of their own
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    while True:
        try:
            job = connection.recv()
        except (EOFError, KeyboardInterrupt):
            return
        if job is None:
            return
        index, item = job
        try:
            reply = (index, True, function(item))
        except Exception as error:  # noqa: BLE001 - reported to the parent as this job's failure
            reply = (index, False, f"{type(error).__name__}: {error}")
        connection.send(reply)


@dataclass
class _Worker:
    process: Any
    connection: Connection
    job: tuple[int, Any] | None = None
    started: float = 0.0


def _death_message(process: Any) -> str:
    process.join(timeout=1.0)
    code = process.exitcode
    if code is not None and code < 0:
        return f"the worker process was killed by signal {-code}"
    return f"the worker process stopped (exit code {code})"


def run_unordered(function: Callable[[Any], Any], items: Iterable[Any], jobs: int,
                  hard_limit: float | None = None) -> Iterator[JobOutcome]:
    """Runs ``function(item)`` for every item in ``jobs`` worker processes; yields a JobOutcome
    per item as it finishes (not in input order).

    ``function`` must be importable by name (a module-level function). A job still running
    after ``hard_limit`` seconds has its worker killed. Never raises for a job's failure;
    stopping the iteration early stops every worker.
    """
    context = multiprocessing.get_context("spawn")
    pending = deque(enumerate(items))
    workers: list[_Worker] = []

    def start() -> _Worker:
        parent_end, child_end = context.Pipe()
        process = context.Process(target=_serve, args=(child_end, function), daemon=True,
                                  name="pylogic-worker")
        process.start()
        child_end.close()
        return _Worker(process, parent_end)

    def hand_out(worker: _Worker) -> bool:
        """Gives the worker the next job; False when there is none. A worker that died
        between jobs is replaced and its job goes to the replacement."""
        if not pending:
            return False
        worker.job = pending.popleft()
        worker.started = time.monotonic()
        try:
            worker.connection.send(worker.job)
        except OSError:
            pending.appendleft(worker.job)
            replace(worker)
        return True

    def retire(worker: _Worker) -> None:
        workers.remove(worker)
        try:
            worker.connection.send(None)
        except OSError:
            pass
        worker.connection.close()
        worker.process.join(timeout=5.0)
        if worker.process.is_alive():
            worker.process.kill()
            worker.process.join()

    def replace(worker: _Worker) -> None:
        workers.remove(worker)
        if worker.process.is_alive():
            worker.process.kill()
        worker.process.join()
        worker.connection.close()
        if pending:
            fresh = start()
            workers.append(fresh)
            hand_out(fresh)

    def failed(worker: _Worker, failure: str, message: str) -> JobOutcome:
        assert worker.job is not None
        index, item = worker.job
        return JobOutcome(index, item, None, failure, message, time.monotonic() - worker.started)

    try:
        for _ in range(min(jobs, len(pending))):
            worker = start()
            workers.append(worker)
            hand_out(worker)
        while workers:
            deadlines = [worker.started + hard_limit for worker in workers if hard_limit is not None]
            wait_for = max(0.0, min(deadlines) - time.monotonic()) if deadlines else None
            ready = set(wait([worker.connection for worker in workers]
                             + [worker.process.sentinel for worker in workers], timeout=wait_for))
            for worker in list(workers):
                if worker.connection in ready or worker.process.sentinel in ready:
                    try:
                        index, ok, value = worker.connection.recv()
                    except (EOFError, OSError):
                        outcome = failed(worker, "crashed", _death_message(worker.process))
                        replace(worker)
                        yield outcome
                        continue
                    assert worker.job is not None
                    seconds = time.monotonic() - worker.started
                    item = worker.job[1]
                    outcome = (JobOutcome(index, item, value, None, "", seconds) if ok
                               else JobOutcome(index, item, None, "raised", value, seconds))
                    if worker.process.sentinel in ready and not worker.process.is_alive():
                        replace(worker)
                    elif not hand_out(worker):
                        retire(worker)
                    yield outcome
                elif hard_limit is not None and time.monotonic() - worker.started >= hard_limit:
                    outcome = failed(worker, "overran", f"stopped after {hard_limit:g} s")
                    replace(worker)
                    yield outcome
    finally:
        for worker in list(workers):
            worker.process.kill()
            worker.process.join()
            worker.connection.close()
