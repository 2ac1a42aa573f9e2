"""Timing ``pylogic explain``'s work (read, compile, every step) on a 5x6 and a 4x4 puzzle.

Each target is in-process wall time (median, warm); beside it the median CPU time of the
same runs (Python and Prolog threads of this process) and, as the peer in the same run,
solving the same puzzle through the API, so the numbers can be read on any machine.
"""

from __future__ import annotations

import statistics
import time
from pathlib import Path

from bench import report
from bench.harness import Settings, time_calls

EXPLAINED = (("elm_street_5x6.clues", "5x6", 2.0), ("champion_trees_4x4.clues", "4x4", 0.3))


def _explain_run(path: Path, timeout: float):
    from pylogic.explain.engine import explain
    from pylogic.grid_runner import compile_clue_file

    def run():
        explanation = explain(compile_clue_file(path), timeout=timeout)
        if not explanation.complete:
            raise RuntimeError(f"the explanation of {path.name} does not complete the grid")
        return explanation

    return run


def _cpu_seconds(run, runs: int) -> float:
    samples = []
    for _ in range(runs):
        began = time.process_time()
        run()
        samples.append(time.process_time() - began)
    return statistics.median(samples)


def explanation_targets(puzzles: Path, settings: Settings) -> list[report.Target]:
    """One target per puzzle in EXPLAINED: explanation time against its bar."""
    import pylogic

    # An explanation takes seconds where a solve takes milliseconds: its own budget and limit.
    timing = Settings(settings.quick, repeats=3 if settings.quick else 7, warmups=1,
                      budget_seconds=8.0 if settings.quick else 20.0, run_limit_seconds=60.0)
    found = []
    for name, size, bar in EXPLAINED:
        path = puzzles / name
        run = _explain_run(path, timing.run_limit_seconds)
        wall = time_calls(run, timing)
        cpu = _cpu_seconds(run, 3 if settings.quick else 5)
        solved = time_calls(lambda path=path: pylogic.solve(path, timeout=timing.run_limit_seconds), settings)
        compared = (f"CPU {cpu:.3g} s; solving it alone {solved.median * 1e3:.3g} ms, "
                    f"so explaining takes {wall.median / solved.median:.0f}x solving")
        found.append(report.Target(f"explain: {size} clue puzzle (puzzles/{name}), every step", wall, bar,
                                   compared_with=compared))
    return found
