"""``python -m bench.house_puzzles``: how pylogic does on the house puzzles.

Two sets, both proven unique by CP-SAT: bench/house/ (made by ``pylogic generate --style
house``, so only of sentences pylogic reads; bench/house_set.py) and bench/house_full/ (the
same templates with every phrasing of the benchmarks, also those the reader does not read yet,
made without pylogic: the held-out-style measure; bench/house_full.py). Every puzzle is solved
through ``pylogic.solve`` from its text, and counted as:

- refused: pylogic stopped at a located error (a sentence or category line it does not read);
- solved: read, one solution, and it is the answer in NAME.answer.json;
- wrong: read, but no solution, several, or another answer than NAME.answer.json (never
  acceptable: every puzzle has exactly that one answer);
- timeout: the solve ran past the time limit.

"read" is solved + wrong. Times are per puzzle, wall and CPU of this process, medians per
number of houses. Exit code 1 when any puzzle is wrong.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

SET = Path(__file__).resolve().parent / "house"
FULL_SET = Path(__file__).resolve().parent / "house_full"
TIMEOUT_SECONDS = 60.0


@dataclass(frozen=True)
class Outcome:
    """What became of one puzzle."""

    name: str
    houses: int
    verdict: str  # solved, wrong, refused, timeout
    detail: str
    wall: float
    cpu: float


def answer_of(clues: Path) -> dict:
    """The NAME.answer.json beside NAME.clues."""
    return json.loads(clues.with_name(clues.name.replace(".clues", ".answer.json")).read_text(encoding="utf-8"))


def table_difference(result, expected: dict) -> str:
    """What is wrong with ``result`` against the expected table ("" when it is that table, alone)."""
    rows = [list(row) for row in result.solutions[0].rows] if result.solutions else None
    return "" if result.unique and rows == expected["rows"] else f"{result.status}: {rows}"


def solve_one(clues: Path, difference=table_difference) -> Outcome:
    """Solves one NAME.clues, timed, and judges it against NAME.answer.json with ``difference``
    (the first thing wrong, or "")."""
    import pylogic
    from pylogic.errors import PylogicError, SolveTimeout

    expected = answer_of(clues)
    wall, cpu = time.perf_counter(), time.process_time()
    try:
        result = pylogic.solve(clues, limit=2, timeout=TIMEOUT_SECONDS)
    except SolveTimeout as error:
        verdict, detail = "timeout", str(error)
    except PylogicError as error:
        verdict, detail = "refused", str(error).splitlines()[0].replace(str(clues), clues.name)
    else:
        detail = difference(result, expected)
        verdict = "wrong" if detail else "solved"
    return Outcome(clues.stem, len(expected["rows"]), verdict, detail, time.perf_counter() - wall,
                   time.process_time() - cpu)


def measure(directory: Path = SET) -> list[Outcome]:
    return [solve_one(path) for path in sorted(directory.glob("*.clues"))]


def report(outcomes: list[Outcome], title: str = "house puzzles") -> str:
    """The counts, the medians per number of houses, and one line per puzzle not solved."""
    counts = {verdict: sum(outcome.verdict == verdict for outcome in outcomes)
              for verdict in ("solved", "wrong", "refused", "timeout")}
    read = counts["solved"] + counts["wrong"]
    lines = [f"{title} ({len(outcomes)}): read {read}, solved {counts['solved']}, wrong {counts['wrong']}, "
             f"refused {counts['refused']}, timeout {counts['timeout']}",
             "houses  puzzles  median wall ms  median CPU ms"]
    for houses in sorted({outcome.houses for outcome in outcomes}):
        group = [outcome for outcome in outcomes if outcome.houses == houses]
        lines.append(f"{houses:>6}  {len(group):>7}  {statistics.median(o.wall for o in group) * 1000:>14.0f}  "
                     f"{statistics.median(o.cpu for o in group) * 1000:>13.0f}")
    lines += [f"  {outcome.name}: {outcome.verdict}: {outcome.detail}" for outcome in outcomes
              if outcome.verdict != "solved"]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.house_puzzles", description=__doc__.splitlines()[0])
    parser.add_argument("--set", type=Path, action="append", help="a folder of NAME.clues and NAME.answer.json "
                        "(default: bench/house and bench/house_full)")
    arguments = parser.parse_args(argv)
    wrong = False
    for number, directory in enumerate(arguments.set or [SET, FULL_SET]):
        outcomes = measure(directory)
        print(("\n" if number else "") + report(outcomes, f"house puzzles in {directory.name}"))
        wrong = wrong or any(outcome.verdict == "wrong" for outcome in outcomes)
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
