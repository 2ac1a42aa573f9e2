"""The time limit's scheduler under races: a deadline that passes while the scheduler is busy
raising another expiry is kept, and an expiry swallowed by a callback that ignores exceptions
(hypothesis's garbage-collector callback) is raised again.

Raising is slowed down here as a loaded machine slows it (the scheduler waits for the GIL);
each test spins for at most 10 s, so a lost expiry fails it as "DID NOT RAISE"."""

from __future__ import annotations

import threading
import time

import pytest

from pylogic import time_limit as limits
from pylogic.errors import SolveTimeout
from pylogic.time_limit import time_limit

GIVE_UP_SECONDS = 10


@pytest.fixture
def slow_raising(monkeypatch):
    """Each expiry is raised 0.1 s after it is due."""
    raise_expiry = limits._expire

    def slow_expire(thread_id, limit):
        time.sleep(0.1)
        raise_expiry(thread_id, limit)

    monkeypatch.setattr(limits, "_expire", slow_expire)


def spin(swallowed: list[BaseException] | None = None) -> None:
    """Busy Python code for GIVE_UP_SECONDS; with ``swallowed``, its first expiry is lost
    (kept there), as in such a callback."""
    began = time.monotonic()
    while time.monotonic() - began < GIVE_UP_SECONDS:
        try:
            time.sleep(0.01)
        except BaseException as error:
            if swallowed is None or swallowed:
                raise
            swallowed.append(error)


def test_an_inner_deadline_passing_while_the_outer_expiry_is_raised_is_kept(slow_raising):
    """Nested limits a little apart, as ``pylogic.solve`` and the numeric runner set them; the
    outer expiry is swallowed, so only the inner one can end the block."""
    swallowed: list[BaseException] = []
    with pytest.raises(SolveTimeout):
        with time_limit(0.2), time_limit(0.25):
            spin(swallowed)
    assert len(swallowed) == 1 and isinstance(swallowed[0], limits._Expired)


def test_a_deadline_passing_while_another_threads_expiry_is_raised_is_kept(slow_raising):
    outcome: list[str] = []

    def limited_in_other_thread():
        try:
            with time_limit(0.2):
                spin()
        except SolveTimeout:
            outcome.append("timeout")

    other = threading.Thread(target=limited_in_other_thread)
    other.start()
    with pytest.raises(SolveTimeout):
        with time_limit(0.25):
            spin()
    other.join()
    assert outcome == ["timeout"]
