"""The logic-grid scaling series timed against CP-SAT: pylogic and the peer on every puzzle.

The puzzles are bench/scaling/grid_NxN_K.clues (``bench/grid_series.py``: generated, proven
unique by CP-SAT, every one kept). For each puzzle, in one run: pylogic through its API
(``pylogic.solve`` on the clue file: read, parse, compile, search, prove uniqueness, check the
answer) and the CP-SAT peer (``bench/peer_grid.py`` on NAME.relations.json: build the model,
enumerate every solution) run alternately, so a change in the machine's load touches both
alike. Both answers are checked against NAME.expected.json before anything is timed. Wall time
(perf_counter) and CPU time (process_time) are taken for every run; a puzzle's figure is the
median of its runs, a size's the median over its puzzles, and the ratios are of those
medians, plus the worst puzzle's own ratio.

A pylogic run past the limit per run is reported as over the limit (its time is then a lower
bound, and ratios with it are lower bounds too); it is never dropped from the series.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from bench.harness import NotAvailable, median, summarize

SERIES = Path(__file__).resolve().parent / "scaling"


@dataclass(frozen=True)
class PuzzleTiming:
    """One puzzle's medians (seconds); ``over_limit`` when pylogic passed the limit per run (its
    wall time is then the limit and its CPU time that of the run until it was stopped)."""

    name: str
    size: int
    pylogic_wall: float
    pylogic_cpu: float
    peer_wall: float
    peer_cpu: float
    runs: int
    over_limit: bool = False

    @property
    def ratio(self) -> float:
        return self.pylogic_wall / self.peer_wall

    def to_json(self) -> dict:
        return {"puzzle": self.name, "size": self.size, "pylogic_wall_s": self.pylogic_wall,
                "pylogic_cpu_s": self.pylogic_cpu, "cpsat_wall_s": self.peer_wall, "cpsat_cpu_s": self.peer_cpu,
                "runs": self.runs, "over_limit": self.over_limit}


def series_files(directory: Path = SERIES) -> dict[int, list[Path]]:
    """grid_NxN_K.clues by N, in K order."""
    by_size: dict[int, list[Path]] = {}
    for path in directory.glob("grid_*x*_*.clues"):
        match = re.fullmatch(r"grid_(\d+)x(\d+)_(\d+)\.clues", path.name)
        if match and match[1] == match[2]:
            by_size.setdefault(int(match[1]), []).append(path)
    return {size: sorted(paths, key=lambda path: int(path.stem.rsplit("_", 1)[1]))
            for size, paths in sorted(by_size.items())}


def _timed(run: Callable[[], object]) -> tuple[float, float, object]:
    wall, cpu = time.perf_counter(), time.process_time()
    value = run()
    return time.perf_counter() - wall, time.process_time() - cpu, value


def time_puzzle(path: Path, runs: int, limit_seconds: float, slow_seconds: float) -> PuzzleTiming:
    """Alternating pylogic and CP-SAT runs on one puzzle; NotAvailable when an answer is wrong.

    ``runs`` pairs after one checking pair (not timed); a puzzle whose pylogic run takes over
    ``slow_seconds`` is timed by one more pair alone (the checking run may have paid for
    loading the engine).
    """
    import pylogic
    from bench.peer_grid import grid_solutions
    from pylogic.errors import SolveTimeout

    stem = path.name[: -len(".clues")]
    expected = json.loads(path.with_name(stem + ".expected.json").read_text(encoding="utf-8"))
    puzzle = json.loads(path.with_name(stem + ".relations.json").read_text(encoding="utf-8"))
    relations = [relation for clue in puzzle["clues"] for relation in clue["relations"]]

    def engine():
        result = pylogic.solve(path, timeout=limit_seconds)
        if not (result.complete and result.count == 1
                and [list(row) for row in result.solutions[0].rows] == expected["rows"]):
            raise NotAvailable(f"{path.name}: pylogic found {result.count} solution(s), not the expected one")

    def peer():
        if grid_solutions(puzzle["categories"], relations) != [expected["rows"]]:
            raise NotAvailable(f"{path.name}: CP-SAT did not find exactly the expected solution")

    def over_limit(cpu_before: float) -> PuzzleTiming:
        engine_cpu = time.process_time() - cpu_before
        peer_wall, peer_cpu, _ = _timed(peer)
        return PuzzleTiming(stem, len(expected["rows"]), limit_seconds, engine_cpu, peer_wall, peer_cpu, 1,
                            over_limit=True)

    cpu_before = time.process_time()
    try:
        engine_wall, _, _ = _timed(engine)
    except SolveTimeout:
        return over_limit(cpu_before)
    _timed(peer)
    samples: list[tuple[float, float, float, float]] = []
    for _ in range(1 if engine_wall > slow_seconds else runs):
        cpu_before = time.process_time()
        try:
            engine_wall, engine_cpu, _ = _timed(engine)
        except SolveTimeout:
            return over_limit(cpu_before)
        peer_wall, peer_cpu, _ = _timed(peer)
        samples.append((engine_wall, engine_cpu, peer_wall, peer_cpu))
    columns = list(zip(*samples))
    return PuzzleTiming(stem, len(expected["rows"]), *(median(column) for column in columns), len(samples))


def measure(sizes: Sequence[int] | None, runs: int, limit_seconds: float, slow_seconds: float,
            log: Callable[[str], None] = lambda line: None) -> list[PuzzleTiming]:
    """Every puzzle of the series (of ``sizes``, or all), in size order."""
    timings = []
    for size, paths in series_files().items():
        if sizes is not None and size not in sizes:
            continue
        for path in paths:
            timing = time_puzzle(path, runs, limit_seconds, slow_seconds)
            timings.append(timing)
            over = " (over the limit)" if timing.over_limit else ""
            log(f"  {timing.name:<15} pylogic {timing.pylogic_wall * 1000:9.1f} ms{over}"
                f"  CP-SAT {timing.peer_wall * 1000:7.1f} ms")
    return timings


def series_points(timings: Sequence[PuzzleTiming]) -> tuple[tuple, tuple]:
    """(pylogic points, CP-SAT points) for the scaling plot: the median over each size's puzzles."""
    engine_points, peer_points = [], []
    for size in sorted({timing.size for timing in timings}):
        own = [timing for timing in timings if timing.size == size]
        label = f"{size}x{size}"
        over = sum(timing.over_limit for timing in own)
        note = f"median over {len(own)} puzzles" + (f"; {over} over the limit per run" if over else "")
        engine_points.append((label, size * size, summarize([timing.pylogic_wall for timing in own], note)))
        peer_points.append((label, size * size, summarize([timing.peer_wall for timing in own],
                                                            f"median over {len(own)} puzzles")))
    return tuple(engine_points), tuple(peer_points)


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.3g} ms" if seconds < 1 else f"{seconds:.3g} s"


def summary_table(timings: Sequence[PuzzleTiming], limit_seconds: float) -> str:
    """Markdown: per size, medians (worst) of both in wall and CPU time and the ratios."""
    header = ("size", "puzzles", "pylogic wall: median (worst)", "CP-SAT wall: median (worst)",
              "ratio of medians (worst puzzle)", "pylogic CPU: median (worst)", "CP-SAT CPU: median (worst)",
              "CPU ratio of medians")
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    for size in sorted({timing.size for timing in timings}):
        own = [timing for timing in timings if timing.size == size]
        over = any(timing.over_limit for timing in own)

        def shown(values: list[float], bound: bool, over: bool = over) -> str:
            worst = max(values)
            if bound and over:  # the runs stopped at the limit only give lower bounds
                return f"≥ {_ms(median(values))} (≥ {_ms(worst)})"
            return f"{_ms(median(values))} ({_ms(worst)})"
        engine_wall = [timing.pylogic_wall for timing in own]
        peer_wall = [timing.peer_wall for timing in own]
        engine_cpu = [timing.pylogic_cpu for timing in own]
        peer_cpu = [timing.peer_cpu for timing in own]
        at_least = "≥ " if over else ""
        lines.append("| " + " | ".join([
            f"{size}x{size}", str(len(own)), shown(engine_wall, True), shown(peer_wall, False),
            f"{at_least}{median(engine_wall) / median(peer_wall):.1f}x ({at_least}{max(t.ratio for t in own):.0f}x)",
            shown(engine_cpu, True), shown(peer_cpu, False),
            f"{at_least}{median(engine_cpu) / median(peer_cpu):.1f}x"]) + " |")
    return "\n".join(lines)
