"""``python -m bench.reach [--dir DIR] [--report FILE]``: how much puzzle-book English pylogic reads.

Runs pylogic on every puzzle of the reach set (bench/reach/puzzles/, written by
``python -m bench.reach.generate`` without pylogic) and prints how many solve exactly, how
many are refused (the refusal messages grouped, with the refused sentences), and every wrong
answer. Exit code 1 when any answer is wrong: a refusal is honest, a wrong table is not.
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

from bench.reach.measure import Outcome, run_all

HERE = Path(__file__).resolve().parent
PUZZLE_DIR = HERE / "puzzles"
EXAMPLES_PER_REASON = 4


def refusal_groups(outcomes: list[Outcome]) -> list[tuple[str, list[tuple[str, str]]]]:
    """(message, [(puzzle, refused clue line), ...]) for every refusal message, most frequent
    first; a puzzle with several refused sentences counts once per sentence."""
    groups: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for outcome in outcomes:
        for reason, line in outcome.refusals:
            groups[reason].append((outcome.name, line))
    return sorted(groups.items(), key=lambda item: (-len(item[1]), item[0]))


def report(outcomes: list[Outcome]) -> str:
    """The summary, the wrong answers, then the refusals grouped by message."""
    total = len(outcomes)
    counts = {kind: sum(1 for outcome in outcomes if outcome.kind == kind) for kind in ("solved", "refused", "wrong")}
    lines = [f"reach: {total} puzzle-book-style puzzles",
             f"  solved exactly: {counts['solved']}" + (f" ({100 * counts['solved'] / total:.0f}%)" if total else ""),
             f"  refused:        {counts['refused']}",
             f"  wrong:          {counts['wrong']}"]
    for outcome in outcomes:
        if outcome.kind == "wrong":
            lines.append(f"WRONG {outcome.name}: {outcome.detail}")
    groups = refusal_groups(outcomes)
    if groups:
        lines.append("")
        lines.append("refusals by message (sentences refused, then examples):")
    for reason, examples in groups:
        lines.append(f"  {len(examples):4d}  {reason}")
        for name, sentence in examples[:EXAMPLES_PER_REASON]:
            lines.append(f"          {name}: {sentence}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.reach", description=__doc__)
    parser.add_argument("--dir", type=Path, default=PUZZLE_DIR, help="folder of NAME.clues + NAME.answer.json")
    arguments = parser.parse_args(argv)
    outcomes = run_all(sorted(arguments.dir.glob("*.clues")))
    print(report(outcomes))
    return 1 if any(outcome.kind == "wrong" for outcome in outcomes) else 0


if __name__ == "__main__":
    sys.exit(main())
