"""Runs pylogic on each reach puzzle and sorts the outcomes: solved, refused, wrong.

Solved: one solution, equal to the known answer, every value printed as declared. Refused:
pylogic stopped with a clear error (exit code 2). Wrong: anything else, "no solution" and "several" included, since each
puzzle has exactly one answer (proven by ``bench.reach.model``'s brute force).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import pylogic

TIMEOUT_SECONDS = 30.0


@dataclass(frozen=True)
class Outcome:
    """One puzzle's result: ``kind`` is solved, refused or wrong; ``detail`` says why."""

    name: str
    kind: str
    detail: str
    refusals: tuple[tuple[str, str], ...] = ()  # (message without its place, clue line refused)


def expected_rows(answer_path: Path) -> list[list[str]]:
    """The known answer's rows, sorted (row order is not part of an answer)."""
    return sorted(json.loads(answer_path.read_text(encoding="utf-8"))["rows"])


def run_one(clue_path: Path) -> Outcome:
    """Solve one puzzle with pylogic and compare with its ``.answer.json``."""
    name = clue_path.name.removesuffix(".clues")
    answer = expected_rows(clue_path.with_name(f"{name}.answer.json"))
    try:
        result = pylogic.solve(clue_path, timeout=TIMEOUT_SECONDS)
    except pylogic.PylogicError as error:
        message = str(error)
        refusals = tuple((refusal_reason(line), _refused_line(clue_path, line))
                         for line in message.splitlines() if re.match(r".*?:\d+:\d+:", line))
        if getattr(error, "exit_code", None) == 2:
            return Outcome(name, "refused", message, refusals or ((message, ""),))
        return Outcome(name, "wrong", f"error exit {getattr(error, 'exit_code', '?')}: {message}")
    if result.status != "unique":
        return Outcome(name, "wrong", f"pylogic says {result.status} ({result.count} solutions)")
    rows = sorted(map(list, result.solutions[0].rows))
    if rows == answer:
        return Outcome(name, "solved", "")
    return Outcome(name, "wrong", f"pylogic's table {rows} is not the answer {answer}")


def _refused_line(clue_path: Path, message: str) -> str:
    """The clue line a located refusal points at ('' when it names no line)."""
    match = re.search(r":(\d+):(\d+):", message)
    if not match:
        return ""
    lines = clue_path.read_text(encoding="utf-8").splitlines()
    number = int(match.group(1))
    return lines[number - 1] if 0 < number <= len(lines) else ""


def run_all(paths: Iterable[Path]) -> list[Outcome]:
    """Every puzzle's outcome, in the order given."""
    return [run_one(path) for path in paths]


def refusal_reason(message_line: str) -> str:
    """A located message without its place (so equal reasons group together)."""
    return re.sub(r"^.*?:\d+:\d+:\s*", "", message_line)
