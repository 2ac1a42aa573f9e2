"""How a batch looks on the command line: JSONL lines or problem lines as puzzles finish, a
progress bar when standard error is a terminal, and a summary table by kind at the end."""

from __future__ import annotations

import io
import json
import sys
from collections import Counter
from collections.abc import Iterable, Iterator
from typing import TextIO

from pylogic.batch import REFUSED, SOLVED, STATUS_TITLES, STATUSES, BatchResult

EXIT_ALL_SOLVED = 0
EXIT_NOT_ALL_SOLVED = 1


def jsonl_line(result: BatchResult) -> str:
    """One puzzle's record as a single JSON line (no newline)."""
    return json.dumps(result.to_json(), ensure_ascii=False, separators=(",", ":"))


def problem_lines(result: BatchResult) -> list[str]:
    """What a table-format batch prints for a puzzle that did not solve (nothing if it did):
    bad input as its located error lines, anything else as a heading and indented notes."""
    if result.solved:
        return []
    if result.status == REFUSED:
        return list(result.errors)
    heading = f"{result.file}: {STATUS_TITLES[result.status]}"
    if result.count:
        heading += f" ({result.count} solutions)"
    return [heading, *("  " + line for line in result.errors)]


def summary_counts(results: Iterable[BatchResult]) -> dict[str, Counter]:
    """Per kind, how many puzzles ended in each status."""
    counts: dict[str, Counter] = {}
    for result in results:
        counts.setdefault(result.kind, Counter())[result.status] += 1
    return counts


def summary_table(counts: dict[str, Counter], seconds: float) -> str:
    """The end-of-batch table from ``summary_counts``: one row per kind, one column per status
    seen (solved, no solution, several, refused, timed out always), a total row, the wall time."""
    from rich.console import Console
    from rich.table import Table

    shown = [status for status in STATUSES
             if status in (SOLVED, "no_solution", "several", "refused", "timed_out")
             or any(counter[status] for counter in counts.values())]
    table = Table(box=None, pad_edge=False, header_style="bold")
    table.add_column("kind")
    for status in shown:
        table.add_column(STATUS_TITLES[status], justify="right")
    table.add_column("total", justify="right")
    total: Counter = Counter()
    for kind in sorted(counts):
        total.update(counts[kind])
        table.add_row(kind, *(str(counts[kind][status]) for status in shown), str(sum(counts[kind].values())))
    table.add_row("all", *(str(total[status]) for status in shown), str(sum(total.values())), style="bold")
    console = Console(width=120, force_terminal=False, color_system=None, record=True, file=_Discard())
    console.print(table)
    solved = total[SOLVED]
    console.print(f"{solved} of {sum(total.values())} puzzles solved in {seconds:.2f} s.")
    return console.export_text().rstrip("\n")


class _Discard(io.StringIO):
    """A write-only sink: the table is recorded by rich and returned as text, not printed."""

    def write(self, text: str) -> int:
        return len(text)

    def flush(self) -> None:
        pass


def run_report(results: Iterator[BatchResult], total: int, output_format: str, out: TextIO = sys.stdout,
               err: TextIO = sys.stderr, progress: bool | None = None) -> int:
    """Prints a batch as it runs (JSONL lines on ``out``, or problem lines on ``err``), then the
    summary (on ``out`` for tables, on ``err`` for JSONL); the exit code: 0 when every puzzle
    solved, 1 otherwise."""
    import time

    started = time.monotonic()
    show_bar = err.isatty() if progress is None else progress
    counts: dict[str, Counter] = {}  # only counts are kept: a batch may hold 100,000 puzzles

    def emit(result: BatchResult, console=None) -> None:
        counts.setdefault(result.kind, Counter())[result.status] += 1
        if output_format == "jsonl":
            out.write(jsonl_line(result) + "\n")
            out.flush()
            return
        for line in problem_lines(result):
            if console is not None:
                console.print(line, markup=False, highlight=False)
            else:
                err.write(line + "\n")

    if show_bar:
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

        console = Console(file=err)
        columns = (TextColumn("solving"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn())
        with Progress(*columns, console=console, transient=True) as bar:
            task = bar.add_task("solving", total=total)
            for result in results:
                emit(result, console)
                bar.advance(task)
    else:
        for result in results:
            emit(result)
    summary = summary_table(counts, time.monotonic() - started)
    (err if output_format == "jsonl" else out).write(summary + "\n")
    unsolved = sum(count for counter in counts.values() for status, count in counter.items() if status != SOLVED)
    return EXIT_ALL_SOLVED if not unsolved else EXIT_NOT_ALL_SOLVED
