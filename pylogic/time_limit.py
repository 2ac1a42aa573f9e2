"""Wall-clock limits for Python code in any thread, and the deadline every Prolog call shares.

``time_limit(seconds)`` stops the Python code in its block when the time is up: a timer
thread raises an exception asynchronously in the thread that entered the block (CPython's
``PyThreadState_SetAsyncExc``), so it works in the main thread and in any other thread alike
(SIGALRM, which this replaces, works in the main thread only and cannot nest).
The block's deadline is also what ``remaining()`` reports, so a Prolog query started inside
the block gets only the time that is left, and the limit bounds everything in it: parsing,
searching, diagnosing, checking answers, waiting for the engine.

Code that must not be cut in the middle (a call into SWI-Prolog, whose query would be left
open) runs inside ``protected()``: an expiry that falls inside is held back and raised when
the protected block is left.
"""

from __future__ import annotations

import ctypes
import heapq
import math
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Literal

from pylogic.errors import SolveTimeout

# Seconds a solve (and every Prolog call in it) may take unless the caller says otherwise.
DEFAULT_TIMEOUT = 60.0


class _Expired(BaseException):
    """Raised asynchronously in a thread whose limit ran out (BaseException, so that no
    ``except Exception`` in the solvers swallows it); ``time_limit`` turns it into its error."""


@dataclass
class _Limit:
    seconds: float
    deadline: float
    expired: bool = False
    left: bool = False  # its block has ended: nothing to expire


@dataclass
class _ThreadState:
    """What the timers know about one thread: its limits (innermost last), how deep it is in
    protected blocks, and whether an expiry waits for the protected block to end."""

    limits: list[_Limit] = field(default_factory=list)
    protected_depth: int = 0
    pending: bool = False
    raise_scheduled: bool = False


_lock = threading.Lock()
_states: dict[int, _ThreadState] = {}
# two prototypes of one C function: with an exception class, and with NULL (which clears)
_set_async_exc = ctypes.PYFUNCTYPE(ctypes.c_int, ctypes.c_ulong, ctypes.py_object)(
    ("PyThreadState_SetAsyncExc", ctypes.pythonapi))
_clear_async_exc = ctypes.PYFUNCTYPE(ctypes.c_int, ctypes.c_ulong, ctypes.c_void_p)(
    ("PyThreadState_SetAsyncExc", ctypes.pythonapi))


def _state() -> _ThreadState:
    return _states.setdefault(threading.get_ident(), _ThreadState())


def _schedule_raise(thread_id: int) -> None:
    _set_async_exc(thread_id, _Expired)


def _cancel_raise(thread_id: int) -> None:
    _clear_async_exc(thread_id, None)


def _expire(thread_id: int, limit: _Limit) -> None:
    with _lock:
        state = _states.get(thread_id)
        if state is None or limit not in state.limits:
            return
        again = limit.expired  # a raise was sent and the block still runs: it was swallowed
        limit.expired = True
        if state.protected_depth:
            state.pending = True
        elif not state.raise_scheduled or again:
            state.raise_scheduled = True
            _schedule_raise(thread_id)


class _Scheduler:
    """One daemon thread that expires limits at their deadlines.

    One thread for every limit, not a ``threading.Timer`` each: CPython gives a thread that
    is being started the ident of the thread starting it until it runs, so an expiry aimed
    at a thread that is starting a timer could land in the new timer instead. Only plain
    locks (acquired in C) are used on the side of the limited thread: an expiry landing
    inside a Python-level ``Condition.__enter__`` would leave its lock held for ever.
    """

    def __init__(self) -> None:
        self._queue_lock = threading.Lock()
        self._wake = threading.Lock()  # held by the scheduler; released to wake it up
        self._queue: list[tuple[float, int, int, _Limit]] = []
        self._count = 0
        self._thread: threading.Thread | None = None

    def add(self, thread_id: int, limit: _Limit) -> None:
        with self._queue_lock:
            self._push(limit.deadline, thread_id, limit)
            started = None
            if self._thread is None:
                self._wake.acquire()
                started = self._thread = threading.Thread(target=self._run, name="pylogic-time-limits",
                                                          daemon=True)
        if started is not None:
            started.start()
        try:
            self._wake.release()
        except RuntimeError:  # already released: the scheduler will look at the queue anyway
            pass

    def _push(self, when: float, thread_id: int, limit: _Limit) -> None:
        """Queues ``limit`` to be expired at ``when`` (the caller holds the queue lock)."""
        self._count += 1
        heapq.heappush(self._queue, (when, self._count, thread_id, limit))

    def _run(self) -> None:
        while True:
            due = []
            with self._queue_lock:
                while self._queue and self._queue[0][0] <= time.monotonic():
                    due.append(heapq.heappop(self._queue))
            for _, _, thread_id, limit in due:
                if not limit.left:
                    _expire(thread_id, limit)
                    # look again: an expiry raised inside a callback that ignores exceptions
                    # (a garbage-collector callback, a __del__) is lost, so it is raised again
                    with self._queue_lock:
                        self._push(time.monotonic() + RAISE_AGAIN_SECONDS, thread_id, limit)
            self._wake.acquire(timeout=self._seconds_to_next())

    def _seconds_to_next(self) -> float:
        """How long to sleep: until the next entry is due (0 when one came due meanwhile,
        say while an expiry was being raised), or -1 (until woken) when there is none."""
        with self._queue_lock:
            if not self._queue:
                return -1
            return max(self._queue[0][0] - time.monotonic(), 0.0)


RAISE_AGAIN_SECONDS = 0.05
_scheduler = _Scheduler()


def check_seconds(seconds: object, what: str = "timeout") -> float:
    """``seconds`` as a float; ValueError unless it is a finite number above zero."""
    if isinstance(seconds, bool) or not isinstance(seconds, (int, float)):
        raise ValueError(f"{what} must be a number of seconds, not {seconds!r}")
    if not (math.isfinite(seconds) and seconds > 0):
        raise ValueError(f"{what} must be a finite number of seconds above 0, not {seconds!r}")
    return float(seconds)


class time_limit:  # noqa: N801 - used like a function: ``with time_limit(5):``
    """Raises ``make_error()`` (default: SolveTimeout) out of the block after ``seconds``.

    Limits nest: the innermost one that ran out raises. Blocking C calls (a Prolog query)
    are not interrupted; those carry their own limit, taken from ``remaining()``. A class
    rather than a generator, so that an expiry arriving while the block is being left is
    caught here too (it may land on any bytecode of ``__exit__``).
    """

    def __init__(self, seconds: float, make_error: Callable[[], Exception] | None = None) -> None:
        self.seconds = seconds
        self.make_error = make_error

    def __enter__(self) -> None:
        self.thread_id = threading.get_ident()
        self.limit = _Limit(self.seconds, time.monotonic() + self.seconds)
        with _lock:
            self.state = _state()
            self.outermost = not self.state.limits
            self.state.limits.append(self.limit)
        try:
            _scheduler.add(self.thread_id, self.limit)
        except BaseException as error:  # an expiry before the block even began
            self.__exit__(type(error), error, None)
            raise

    def _leave(self) -> None:
        """Takes this limit off the thread (idempotent); a raise it scheduled is taken back.
        The outermost limit of a thread leaves no state at all behind, so that bookkeeping
        cut short by an expiry in a nested limit cannot outlive the outermost block."""
        self.limit.left = True
        with _lock:
            state = self.state
            if self.limit in state.limits:
                state.limits.remove(self.limit)
            if self.outermost:
                del state.limits[:]
            if state.raise_scheduled and not any(outer.expired for outer in state.limits):
                _cancel_raise(self.thread_id)
                state.raise_scheduled = False
            if not state.limits and not state.protected_depth:
                if _states.get(self.thread_id) is state:
                    del _states[self.thread_id]

    def __exit__(self, kind, error, traceback) -> Literal[False]:
        expiry_arrived = kind is not None and issubclass(kind, _Expired)
        while True:  # an expiry may land on any bytecode here; each limit expires only once
            try:
                self._leave()
                break
            except _Expired:
                expiry_arrived = True
        if not expiry_arrived:
            return False
        with _lock:
            self.state.raise_scheduled = False
        if self.limit.expired:
            if kind is None:
                return False  # it arrived as the block ended: keep what the block did
            raise (self.make_error() if self.make_error is not None
                   else _timeout_error(self.seconds)) from None
        if kind is None:
            raise _Expired()  # an enclosing limit's, which arrived while leaving this one
        return False


def _timeout_error(seconds: float) -> SolveTimeout:
    return SolveTimeout(f"time limit of {seconds:g} s exceeded (raise it with --timeout SECONDS)")


@contextmanager
def protected() -> Iterator[None]:
    """Holds back a time limit's expiry until the block ends (then it is raised, unless the
    block is already leaving with an exception of its own)."""
    thread_id = threading.get_ident()
    with _lock:
        state = _state()
        if state.raise_scheduled and not state.protected_depth:
            # the expiry has not reached this thread yet: take it back and hold it
            _cancel_raise(thread_id)
            state.raise_scheduled = False
            state.pending = True
        state.protected_depth += 1
    leaving_with_error = False
    try:
        yield
    except BaseException:
        leaving_with_error = True
        raise
    finally:
        with _lock:
            state.protected_depth -= 1
            release = state.protected_depth == 0 and state.pending
            if release:
                state.pending = False
            if not state.limits and not state.protected_depth:
                _states.pop(thread_id, None)
        if release and not leaving_with_error:
            raise _Expired()


def remaining(default: float) -> float:
    """The seconds left before the innermost deadline of this thread's limits, at most
    ``default``; SolveTimeout when that deadline has passed."""
    with _lock:
        state = _states.get(threading.get_ident())
        limits = list(state.limits) if state else []
    if not limits:
        return default
    nearest = min(limits, key=lambda limit: limit.deadline)
    left = nearest.deadline - time.monotonic()
    if left <= 0:
        raise _timeout_error(nearest.seconds)
    return min(default, left)
