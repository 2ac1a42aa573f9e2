"""A wall-clock limit for native (pure Python) searches."""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from pylogic.errors import SolveTimeout

# Seconds a solve (and every Prolog call in it) may take unless the caller says otherwise.
DEFAULT_TIMEOUT = 60.0


@contextmanager
def time_limit(seconds: float, make_error: Callable[[], Exception] | None = None) -> Iterator[None]:
    """Raises ``make_error()`` (default: SolveTimeout) inside the block after ``seconds``.

    Uses SIGALRM, so the limit applies in the main thread of the process only (where the CLI
    runs); elsewhere the block runs unbounded. Prolog queries carry their own limit.
    """
    if threading.current_thread() is not threading.main_thread() or not hasattr(signal, "setitimer"):
        yield
        return

    def expire(_signum, _frame):
        if make_error is not None:
            raise make_error()
        raise SolveTimeout(f"time limit of {seconds:g} s exceeded (raise it with --timeout SECONDS)")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
