"""pylogic: logic puzzles as people write them, solved by SWI-Prolog and native Python solvers.

    >>> import pylogic
    >>> result = pylogic.solve("puzzles/zebra.clues")
    >>> result.unique, result.solutions[0].rows[0]
"""

__version__ = "0.1.0"

from pylogic.api import solve  # noqa: E402
from pylogic.errors import PylogicError  # noqa: E402
from pylogic.result import SolveResult, Table  # noqa: E402

__all__ = ["solve", "SolveResult", "Table", "PylogicError", "__version__"]
