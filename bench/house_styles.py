"""``python -m bench.house_styles``: how pylogic does on the benchmark generators' house puzzles.

The set is bench/house_styles/ (made by bench/house_styles_make.py, unique by CP-SAT without
pylogic): ZebraLogic's grid and question formats, reasoning-gym's, the Tulu prompts' and
BIG-bench's. Every puzzle is solved through ``pylogic.solve`` from its text, and counted as:

- refused: pylogic stopped at a located error (a line or sentence it does not read);
- solved: read, one solution, every cell the answer's, and every question answered as
  NAME.answer.json says;
- wrong: read, but no solution, several, another table or another answer to a question (never
  acceptable: every puzzle has exactly that one answer);
- timeout: the solve ran past the time limit.

Cells are compared column by column in the order of the attribute lines, ignoring case and
backticks (and BIG-bench's "one" and "and one" before a listed value, which pylogic keeps as
part of the value's name). Times are per puzzle, wall and CPU of this process, medians per
style. Exit code 1 when any puzzle is wrong.
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
from pathlib import Path

from bench import house_puzzles
from bench.house_puzzles import Outcome, answer_of
from bench.house_styles_make import COUNTS, STYLES_SET


def normal(cell: str) -> str:
    """A cell as compared: lower case, no backticks, no leading 'and'/'one' of a BIG-bench list."""
    text = " ".join(cell.replace("`", "").casefold().split())
    return re.sub(r"^(and )?one ", "", text)


def answered(line: str) -> str:
    """What an answer line says after its question ('What is Name ...?? peter' -> 'peter')."""
    return line.rpartition("?")[2].strip()


def difference(result, answer: dict) -> str:
    """Empty when ``result`` is the answer (table and questions), else what differs."""
    if not result.unique:
        return f"{result.status}, {result.count} solutions"
    table = result.solutions[0]
    if len(table.header) != len(answer["header"]):
        return f"columns {list(table.header)}, expected {answer['header']}"
    rows = [[normal(cell) for cell in row] for row in table.rows]
    if rows != [[normal(cell) for cell in row] for row in answer["rows"]]:
        return f"table {[list(row) for row in table.rows]}"
    said = [normal(answered(line)) for line in result.answers]
    if said != [normal(question["answer"]) for question in answer["questions"]]:
        return f"answers {list(result.answers)}"
    return ""


def solve_one(clues: Path) -> tuple[str, Outcome]:
    """The puzzle's style and what became of it."""
    return answer_of(clues)["style"], house_puzzles.solve_one(clues, difference)


def measure(directory: Path = STYLES_SET) -> dict[str, list[Outcome]]:
    """Every puzzle's outcome, by style."""
    by_style: dict[str, list[Outcome]] = {style: [] for style in COUNTS}
    for path in sorted(directory.glob("*.clues")):
        style, outcome = solve_one(path)
        by_style.setdefault(style, []).append(outcome)
    return by_style


def report(by_style: dict[str, list[Outcome]], failures: bool = True) -> str:
    """One line per style (counts and median times), then one line per puzzle not solved."""
    lines = ["style                puzzles  solved  refused  wrong  timeout  median wall ms  median CPU ms"]
    for style, outcomes in by_style.items():
        if not outcomes:
            continue
        count = {verdict: sum(outcome.verdict == verdict for outcome in outcomes)
                 for verdict in ("solved", "refused", "wrong", "timeout")}
        lines.append(f"{style:<20} {len(outcomes):>7}  {count['solved']:>6}  {count['refused']:>7}  "
                     f"{count['wrong']:>5}  {count['timeout']:>7}  "
                     f"{statistics.median(o.wall for o in outcomes) * 1000:>14.0f}  "
                     f"{statistics.median(o.cpu for o in outcomes) * 1000:>13.0f}")
    if failures:
        lines += [f"  {outcome.name}: {outcome.verdict}: {outcome.detail}"
                  for outcomes in by_style.values() for outcome in outcomes if outcome.verdict != "solved"]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.house_styles", description=__doc__.splitlines()[0])
    parser.add_argument("--set", type=Path, default=STYLES_SET, help="a folder of NAME.clues and NAME.answer.json")
    parser.add_argument("--summary", action="store_true", help="only the line per style, not every refusal")
    arguments = parser.parse_args(argv)
    by_style = measure(arguments.set)
    print(f"house puzzles in the generators' styles ({sum(map(len, by_style.values()))}, {arguments.set.name})")
    print(report(by_style, failures=not arguments.summary))
    return 1 if any(outcome.verdict == "wrong" for outcomes in by_style.values() for outcome in outcomes) else 0


if __name__ == "__main__":
    sys.exit(main())
