"""A memory limit for the ``pylogic`` command: ``--max-memory MB``, by default half of RAM.

A search that explodes (a huge board, a puzzle with astronomically many solutions) should
end with a clear error, not take the machine's memory. The limit is the process's data
limit (RLIMIT_DATA: heap and private mappings, which Linux counts since 4.7), inherited by
the separate process that solves a user's knowledge base; SWI-Prolog's stacks are limited
to half of it (at most 1 GiB), so Prolog reports running out of stack before the process
runs out of memory. Python raises MemoryError past the limit; the command line reports it.

It is applied by the command's entry point before any thread or Prolog starts; the Python
API leaves the process's limits alone (set them with ``resource.setrlimit`` if you need).
"""

from __future__ import annotations

import os

MINIMUM_MEGABYTES = 64
# how this process tells pylogic.prolog_bridge (here and in the processes it starts) the
# stack limit for SWI-Prolog
STACK_LIMIT_VARIABLE = "PYLOGIC_PROLOG_STACK_LIMIT"
OPTION = "--max-memory"


def default_megabytes() -> int:
    """Half of the machine's physical memory, in MB (1024 MB when it cannot be told)."""
    try:
        total = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        return 1024
    return max(MINIMUM_MEGABYTES, total // 2 // (1 << 20))


def requested_megabytes(arguments: list[str]) -> int | None:
    """The value of ``--max-memory MB`` (or ``--max-memory=MB``) in ``arguments``; None when
    absent or not a whole number of at least MINIMUM_MEGABYTES (the CLI reports that)."""
    for index, argument in enumerate(arguments):
        if argument == OPTION and index + 1 < len(arguments):
            value = arguments[index + 1]
        elif argument.startswith(OPTION + "="):
            value = argument[len(OPTION) + 1:]
        else:
            continue
        try:
            megabytes = int(value)
        except ValueError:
            return None
        return megabytes if megabytes >= MINIMUM_MEGABYTES else None
    return None


def apply(megabytes: int) -> None:
    """Limits this process (and the processes it starts) to ``megabytes`` of data memory."""
    limit = megabytes << 20
    os.environ[STACK_LIMIT_VARIABLE] = str(limit // 2)
    try:
        import resource

        _, hard = resource.getrlimit(resource.RLIMIT_DATA)
        if hard != resource.RLIM_INFINITY:
            limit = min(limit, hard)
        resource.setrlimit(resource.RLIMIT_DATA, (limit, hard))
    except (ImportError, ValueError, OSError):
        pass  # no such limit on this system: the stack limit still holds for Prolog
