"""pylogic: logic puzzles as people write them, solved by SWI-Prolog and native Python solvers.

    >>> import pylogic
    >>> result = pylogic.solve("puzzles/zebra.clues")
    >>> result.unique, result.solutions[0].rows[0]

The names below are imported on first use, so that ``import pylogic.prolog_bridge`` (which
the command line does first, to start SWI-Prolog early) does not pay for the whole API.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

__version__ = "0.1.0"

__all__ = ["solve", "solve_many", "SolveResult", "BatchResult", "Table", "PylogicError", "__version__"]

_HOMES = {"solve": "pylogic.api", "PylogicError": "pylogic.errors",
          "SolveResult": "pylogic.result", "Table": "pylogic.result",
          "solve_many": "pylogic.batch", "BatchResult": "pylogic.batch"}

if TYPE_CHECKING:
    from pylogic.api import solve
    from pylogic.batch import BatchResult, solve_many
    from pylogic.errors import PylogicError
    from pylogic.result import SolveResult, Table


def __getattr__(name: str) -> object:
    if name in _HOMES:
        value = getattr(importlib.import_module(_HOMES[name]), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'pylogic' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
