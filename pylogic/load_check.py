"""A time limit for loading a user's knowledge base, which SWI-Prolog itself cannot give.

SWI-Prolog guards the loading of a file against interrupts (so that no module is left half
initialised), which also means call_with_time_limit/2 cannot stop a directive that runs
forever, such as ``:- repeat, fail.``. So before the embedded Prolog loads a knowledge base
that is not one of pylogic's own, a separate ``swipl`` process loads it first and is killed
at the time limit. Its directives therefore run twice (once there, once in the engine). The
file name reaches that process as a command-line argument (data), never inside the goal.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from pylogic.errors import SolveTimeout
from pylogic.resources import prolog_dir

# starting swipl and loading CLP(FD) there takes a few tenths of a second: not the user's time
START_ALLOWANCE_SECONDS = 2.0

# a fixed goal: the file comes from argv; problems are reported by the engine's own load
_LOAD_GOAL = ("current_prolog_flag(argv, [File|_]), "
              "catch(load_files(File, [silent(true), imports([])]), _, true)")


def needs_check(path: Path) -> bool:
    """pylogic's own knowledge bases are known to load; any other file is checked."""
    return path.resolve().parent != prolog_dir().resolve()


def check_load_ends(path: Path, timeout: float) -> None:
    """Raises SolveTimeout when loading ``path`` takes longer than ``timeout`` seconds (plus
    START_ALLOWANCE_SECONDS for starting the separate process).

    Without a ``swipl`` program on the PATH (libswipl found through LIBSWIPL_PATH only)
    there is nothing to run the check with, and the load goes ahead unchecked.
    """
    swipl = shutil.which("swipl")
    if swipl is None:
        return
    try:
        subprocess.run([swipl, "-q", "--stack-limit=1g", "-g", _LOAD_GOAL, "-t", "halt",
                        "--", str(path)],
                       stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, timeout=timeout + START_ALLOWANCE_SECONDS,
                       check=False)
    except subprocess.TimeoutExpired:
        raise SolveTimeout(f"{path}: loading it took longer than the time limit of {timeout:g} s "
                           "(does a directive in it run forever?)") from None
