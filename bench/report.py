"""Turning measurements into the results table, bench/results/latest.{json,md} and the scaling plot.

Everything here is a pure function of plain data (``Cell`` values keyed by puzzle and column),
so it is tested on fixed numbers; nothing here times anything.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from xml.sax.saxutils import escape

from bench.harness import ENGINE, HAND, NAIVE, NATIVE, PEER, PROLOG, Cell, Measurement, Unavailable, ratio

SCHEMA = "pylogic-bench/1"

MAIN_HEADER = ("puzzle", "pylogic Prolog back end", "pylogic native Python", "naive baseline",
               "peer (OR-Tools CP-SAT)", "ratios")
SWIPL_NAIVE = "Prolog generate-and-test"   # label of a naive cell timed inside SWI-Prolog
SWIPL_HEADER = ("puzzle", "engine (facts)", "hand-written CLP(FD)", "naive generate-and-test",
                "engine ÷ hand", "naive ÷ engine")


@dataclass
class Results:
    """Every measurement of a run: cells[puzzle][column] is a list of (label, Cell), best first."""

    titles: dict[str, str] = field(default_factory=dict)
    cells: dict[str, dict[str, list[tuple[str, Cell]]]] = field(default_factory=dict)

    def add(self, puzzle: str, column: str, cell: Cell, label: str = "") -> None:
        self.cells.setdefault(puzzle, {}).setdefault(column, []).append((label, cell))

    def first(self, puzzle: str, column: str) -> tuple[str, Cell] | None:
        """The cell shown in a table: the first measured entry, else the first entry (n/a)."""
        entries = self.cells.get(puzzle, {}).get(column, [])
        for label, cell in entries:
            if isinstance(cell, Measurement):
                return label, cell
        return entries[0] if entries else None

    def labelled(self, puzzle: str, column: str, label: str) -> Cell | None:
        """The entry of (puzzle, column) with this label, if any."""
        for own_label, cell in self.cells.get(puzzle, {}).get(column, []):
            if own_label == label:
                return cell
        return None

    def cell(self, puzzle: str, column: str) -> Cell | None:
        found = self.first(puzzle, column)
        return found[1] if found else None


@dataclass(frozen=True)
class Series:
    """One line of the scaling plot: (size label, cell count, Cell) points in size order."""

    name: str
    points: tuple[tuple[str, int, Cell], ...]


@dataclass(frozen=True)
class Scale:
    """What a time target was set against: a yardstick timed at ``reference_seconds`` on the
    machine where the target was set (e.g. CP-SAT on the seed hidoku, 17 ms), timed again here."""

    yardstick: str
    measured: Cell | None
    reference_seconds: float

    def factor(self) -> float | None:
        """How much slower this machine runs the yardstick (None when it was not measured)."""
        if not isinstance(self.measured, Measurement):
            return None
        return self.measured.median / self.reference_seconds


@dataclass(frozen=True)
class Target:
    """A measurement with the bar it must clear (seconds), e.g. the zebra through the API < 2 ms."""

    name: str
    cell: Cell
    target_seconds: float | None = None
    compared_with: str = ""
    verdict: str = ""  # for a bar that is not a time (a ratio): decided by the caller
    scale: Scale | None = None

    def scaled_seconds(self) -> float | None:
        """The time target carried over to this machine by its yardstick (None without one)."""
        factor = self.scale.factor() if self.scale else None
        return self.target_seconds * factor if factor and self.target_seconds else None


def format_seconds(seconds: float) -> str:
    """A duration with three significant digits in s, ms or µs: 0.00123 -> '1.23 ms'."""
    if seconds >= 1:
        value, unit = seconds, "s"
    elif seconds >= 1e-3:
        value, unit = seconds * 1e3, "ms"
    else:
        value, unit = seconds * 1e6, "µs"
    return f"{value:.3g} {unit}" if value < 1000 else f"{value:.0f} {unit}"


def spread_percent(cell: Measurement) -> float | None:
    """Half the interquartile range as a percentage of the median (None for a single run)."""
    if cell.runs < 2 or cell.median <= 0:
        return None
    return 50 * (cell.q3 - cell.q1) / cell.median


def format_ratio(value: float) -> str:
    """A speed ratio: '120x', '12.3x', '2.0x', '0.52x'."""
    return f"{value:.0f}x" if value >= 100 else f"{value:.1f}x" if value >= 1 else f"{value:.2f}x"


class Footnotes:
    """Numbered reasons for 'n/a' cells, each distinct reason numbered once."""

    def __init__(self) -> None:
        self.reasons: list[str] = []

    def mark(self, reason: str) -> str:
        if reason not in self.reasons:
            self.reasons.append(reason)
        return f"n/a [{self.reasons.index(reason) + 1}]"

    def lines(self) -> list[str]:
        return [f"[{number}] {reason}" for number, reason in enumerate(self.reasons, start=1)]


def format_cell(entry: tuple[str, Cell] | None, notes: Footnotes) -> str:
    """'1.23 ms ±4%' (± half the IQR), with the entry's label when it has one; 'n/a [k]' otherwise."""
    if entry is None:
        return "—"
    label, cell = entry
    if isinstance(cell, Unavailable):
        return notes.mark(cell.reason)
    text = format_seconds(cell.median)
    spread = spread_percent(cell)
    text += f" ±{spread:.0f}%" if spread is not None else " (1 run)" if cell.runs == 1 else ""
    return f"{text} ({label})" if label else text


def best_pylogic(results: Results, puzzle: str) -> tuple[str, Measurement] | None:
    """The faster of pylogic's two back ends for ``puzzle``: ('Prolog' or 'native', cell)."""
    candidates = [(name, results.cell(puzzle, column)) for name, column in
                  (("Prolog", PROLOG), ("native", NATIVE))]
    measured = [(name, cell) for name, cell in candidates if isinstance(cell, Measurement)]
    return min(measured, key=lambda pair: pair[1].median) if measured else None


def ratios_text(results: Results, puzzle: str) -> str:
    """How pylogic compares with the naive baseline and the peer, said plainly, each ratio
    naming which pylogic measurement it uses when the puzzle has more than one."""
    best = best_pylogic(results, puzzle)
    if best is None:
        return ""
    name, cell = best
    both = isinstance(results.cell(puzzle, PROLOG), Measurement) and \
        isinstance(results.cell(puzzle, NATIVE), Measurement)
    subject = f"{name}: " if both else ""
    parts = []
    shown_naive = results.first(puzzle, NAIVE)
    if shown_naive and shown_naive[0] == SWIPL_NAIVE:
        # a naive time taken inside SWI-Prolog is compared with the engine inside SWI-Prolog
        naive = ratio(shown_naive[1], results.cell(puzzle, ENGINE))
        naive_subject, where = "engine in SWI-Prolog: ", " (see the table below)"
    else:
        naive = ratio(shown_naive[1] if shown_naive else None, cell)
        naive_subject, where = subject, ""
    if naive is not None:
        parts.append(naive_subject + (f"{format_ratio(naive)} faster than naive" if naive >= 1
                                      else f"{format_ratio(1 / naive)} SLOWER than naive") + where)
    peer = ratio(cell, results.cell(puzzle, PEER))
    if peer is not None:
        said = f"{format_ratio(1 / peer)} faster than the peer" if peer <= 1 \
            else f"{format_ratio(peer)} SLOWER than the peer"
        if parts and naive_subject == subject:
            return f"{parts[0]}, {said}"  # one subject for both ratios
        parts.append(subject + said)
    return "; ".join(parts)


def markdown_table(header: tuple[str, ...], rows: list[list[str]]) -> str:
    """A GitHub markdown table with aligned columns (readable in a terminal as well)."""
    widths = [max(len(str(row[i])) for row in [list(header)] + rows) for i in range(len(header))]

    def line(cells) -> str:
        return "| " + " | ".join(str(cell).ljust(width) for cell, width in zip(cells, widths)) + " |"
    rule = "|" + "|".join("-" * (width + 2) for width in widths) + "|"
    return "\n".join([line(header), rule] + [line(row) for row in rows])


def main_table(results: Results, notes: Footnotes) -> str:
    """puzzle | Prolog back end | native Python | naive | peer | ratios, one row per puzzle."""
    rows = []
    for puzzle in results.cells:
        columns = (PROLOG, NATIVE, NAIVE, PEER)
        if not any(column in results.cells[puzzle] for column in columns):
            continue
        rows.append([results.titles.get(puzzle, puzzle)]
                    + [format_cell(results.first(puzzle, column), notes) for column in columns]
                    + [ratios_text(results, puzzle)])
    return markdown_table(MAIN_HEADER, rows)


def swipl_table(results: Results, notes: Footnotes) -> str:
    """The in-SWI-Prolog timings (no Python): engine vs hand-written vs naive."""
    rows = []
    for puzzle in results.cells:
        if not any(isinstance(results.cell(puzzle, column), Measurement) for column in (ENGINE, HAND)):
            continue
        engine, hand = results.cell(puzzle, ENGINE), results.cell(puzzle, HAND)
        naive = results.labelled(puzzle, NAIVE, SWIPL_NAIVE)
        over_hand = ratio(engine, hand)
        over_engine = ratio(naive, engine)
        rows.append([results.titles.get(puzzle, puzzle),
                     format_cell(results.first(puzzle, ENGINE), notes),
                     format_cell(results.first(puzzle, HAND), notes),
                     format_cell(("", naive), notes) if naive else "—",
                     format_ratio(over_hand) if over_hand is not None else "—",
                     format_ratio(over_engine) if over_engine is not None else "—"])
    return markdown_table(SWIPL_HEADER, rows) if rows else ""


def targets_verdict(target: Target) -> str:
    """'met' or 'MISSED' for a time bar, the caller's verdict otherwise ('' when unmeasured)."""
    if isinstance(target.cell, Measurement) and target.target_seconds:
        return "met" if target.cell.median < target.target_seconds else "MISSED"
    return target.verdict


def scaled_verdict(target: Target) -> str:
    """'met' or 'MISSED' against the target carried over to this machine ('' without one)."""
    scaled = target.scaled_seconds()
    if scaled is None or not isinstance(target.cell, Measurement):
        return ""
    return "met" if target.cell.median < scaled else "MISSED"


def scaled_text(target: Target) -> str:
    """'< 5.9 ms (CP-SAT seed hidoku 44 ms here, 17 ms there)', or '—'."""
    scaled = target.scaled_seconds()
    if scaled is None or target.scale is None or not isinstance(target.scale.measured, Measurement):
        return "—"
    return (f"< {format_seconds(scaled)} ({target.scale.yardstick}: "
            f"{format_seconds(target.scale.measured.median)} here, "
            f"{format_seconds(target.scale.reference_seconds)} there)")


TARGETS_HEADER = ("measurement", "median", "target", "verdict",
                  "target on this machine (by a yardstick timed where it was set)", "verdict here")


def targets_table(targets: list[Target], notes: Footnotes) -> str:
    """measurement | median ± spread | target | verdict | scaled target | its verdict."""
    rows = []
    for target in targets:
        shown = format_cell(("", target.cell), notes)
        bar = f"< {format_seconds(target.target_seconds)}" if target.target_seconds else target.compared_with
        rows.append([target.name, shown, bar, targets_verdict(target), scaled_text(target),
                     scaled_verdict(target)])
    return markdown_table(TARGETS_HEADER, rows)


def family(series: Series) -> str:
    """What a series measures, without its method: 'hidoku (CP-SAT)' -> 'hidoku'."""
    return series.name.split(" (")[0]


def scaling_tables(series: list[Series], notes: Footnotes) -> list[str]:
    """One table per family: series | one column per size, in the order sizes first appear."""
    tables = []
    for name in dict.fromkeys(family(one) for one in series):
        members = [one for one in series if family(one) == name]
        sizes = list(dict.fromkeys(label for one in members for label, _, _ in one.points))
        rows = []
        for one in members:
            by_size = {label: cell for label, _, cell in one.points}
            rows.append([one.name] + [format_cell(("", by_size[size]), notes) if size in by_size else "—"
                                      for size in sizes])
        tables.append(markdown_table(("series",) + tuple(sizes), rows))
    return tables


def markdown_report(results: Results, targets: list[Target], series: list[Series],
                    context: dict, sections: Sequence[str] = ()) -> str:
    """The whole report as markdown (what ``python -m bench`` prints and latest.md holds);
    ``sections`` are markdown blocks added before the scaling tables."""
    notes = Footnotes()
    parts = [f"Benchmarks of {context.get('date', '?')} on {context.get('cores', '?')} cores "
             f"({context.get('mode', 'full')} run): median time to find every solution "
             "(uniqueness proven), after a warm-up; ± is half the interquartile range; "
             "'(1 run)' marks a slow cell (over 1 s; 0.3 s in a quick run) timed by one run.",
             "", main_table(results, notes)]
    swipl = swipl_table(results, notes)
    if swipl:
        parts += ["", "Inside SWI-Prolog (no Python; CPU time, median):", "", swipl]
    if targets:
        parts += ["", "Targets:", "", targets_table(targets, notes)]
        parts += ["", "The time targets were set on another machine, each against a yardstick "
                  "measured there; the last two columns carry each target over to this "
                  "machine by timing that yardstick again in this run."]
    for section in sections:
        parts += ["", section]
    if series:
        parts += ["", "Scaling (see scaling.svg; a logic-grid size is entities x categories, the "
                  "median over the puzzles of that size):"]
        for table in scaling_tables(series, notes):
            parts += ["", table]
    if notes.reasons:
        parts += ["", "Not measured:", ""] + [f"- {line}" for line in notes.lines()]
    return "\n".join(parts) + "\n"


def results_json(results: Results, targets: list[Target], series: list[Series], context: dict) -> dict:
    """The machine-readable record of a run (schema ``pylogic-bench/1``)."""
    return {
        "schema": SCHEMA,
        **context,
        "results": [{"puzzle": puzzle, "title": results.titles.get(puzzle, puzzle), "column": column,
                     "label": label, **cell.to_json()}
                    for puzzle, columns in results.cells.items()
                    for column, entries in columns.items() for label, cell in entries],
        "targets": [{"name": target.name, "target_s": target.target_seconds,
                     "compared_with": target.compared_with,
                     "verdict": targets_verdict(target),
                     "target_here_s": target.scaled_seconds(), "verdict_here": scaled_verdict(target),
                     **target.cell.to_json()}
                    for target in targets],
        "scaling": [{"series": one.name,
                     "points": [{"size": label, "cells": cells, **cell.to_json()}
                                for label, cells, cell in one.points]}
                    for one in series],
    }


def dump_json(document: dict) -> str:
    return json.dumps(document, indent=1, ensure_ascii=False) + "\n"


PALETTE = ("#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf")


def scaling_svg(series: list[Series], title: str = "Time to find every solution against size") -> str:
    """An SVG line plot: x = cells (linear), y = median seconds (log scale), one line per series.

    Points that were not measured are left out; a series with no measured point is listed in
    the legend as 'n/a'.
    """
    width, height = 760, 460
    left, right, top, bottom = 70, 230, 40, 60
    measured = [(one, [(label, cells, cell) for label, cells, cell in one.points
                       if isinstance(cell, Measurement) and cell.median > 0]) for one in series]
    all_points = [point for _, points in measured for point in points]
    x_low = min((cells for _, cells, _ in all_points), default=0)
    x_high = max((cells for _, cells, _ in all_points), default=1)
    if x_high == x_low:
        x_low, x_high = x_low - 1, x_high + 1
    y_low = math.floor(math.log10(min((cell.median for _, _, cell in all_points), default=1e-3)))
    y_high = math.ceil(math.log10(max((cell.median for _, _, cell in all_points), default=1)))
    if y_high == y_low:
        y_high += 1
    plot_width, plot_height = width - left - right, height - top - bottom

    def x_of(cells: float) -> float:
        return left + (cells - x_low) / (x_high - x_low) * plot_width

    def y_of(seconds: float) -> float:
        return top + (y_high - math.log10(seconds)) / (y_high - y_low) * plot_height

    elements = [f'<rect x="0" y="0" width="{width}" height="{height}" fill="#ffffff"/>',
                f'<text x="{left}" y="24" font-size="16" font-family="sans-serif">{escape(title)}</text>',
                f'<rect x="{left}" y="{top}" width="{plot_width}" height="{plot_height}" '
                'fill="none" stroke="#000000"/>']
    for power in range(y_low, y_high + 1):
        y = y_of(10.0 ** power)
        elements.append(f'<line x1="{left}" y1="{y:.1f}" x2="{left + plot_width}" y2="{y:.1f}" '
                        'stroke="#dddddd"/>')
        elements.append(f'<text x="{left - 6}" y="{y + 4:.1f}" font-size="11" text-anchor="end" '
                        f'font-family="sans-serif">{escape(format_seconds(10.0 ** power))}</text>')
    for tick in _nice_ticks(x_low, x_high):
        x = x_of(tick)
        elements.append(f'<line x1="{x:.1f}" y1="{top + plot_height}" x2="{x:.1f}" '
                        f'y2="{top + plot_height + 5}" stroke="#000000"/>')
        elements.append(f'<text x="{x:.1f}" y="{top + plot_height + 18}" font-size="11" '
                        f'text-anchor="middle" font-family="sans-serif">{tick:g}</text>')
    elements.append(f'<text x="{left + plot_width / 2:.1f}" y="{height - 15}" font-size="12" '
                    'text-anchor="middle" font-family="sans-serif">size (cells: entities x categories, '
                    'or board rows x columns)</text>')
    elements.append(f'<text x="16" y="{top + plot_height / 2:.1f}" font-size="12" text-anchor="middle" '
                    f'font-family="sans-serif" transform="rotate(-90 16 {top + plot_height / 2:.1f})">'
                    'median time (log scale)</text>')
    for index, (one, points) in enumerate(measured):
        colour = PALETTE[index % len(PALETTE)]
        coordinates = " ".join(f"{x_of(cells):.1f},{y_of(cell.median):.1f}" for _, cells, cell in points)
        group = [f'<g class="series" data-series="{escape(one.name)}">']
        if len(points) > 1:
            group.append(f'<polyline points="{coordinates}" fill="none" stroke="{colour}" stroke-width="2"/>')
        for label, cells, cell in points:
            group.append(f'<circle cx="{x_of(cells):.1f}" cy="{y_of(cell.median):.1f}" r="3.5" '
                         f'fill="{colour}"><title>{escape(one.name)} {escape(label)}: '
                         f'{escape(format_seconds(cell.median))}</title></circle>')
        group.append("</g>")
        elements += group
        legend_y = top + 14 + index * 20
        legend_x = left + plot_width + 15
        name = one.name if points else f"{one.name} (n/a)"
        elements.append(f'<line x1="{legend_x}" y1="{legend_y - 4}" x2="{legend_x + 20}" '
                        f'y2="{legend_y - 4}" stroke="{colour}" stroke-width="2"/>')
        elements.append(f'<text x="{legend_x + 26}" y="{legend_y}" font-size="11" '
                        f'font-family="sans-serif">{escape(name)}</text>')
    body = "\n  ".join(elements)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}">\n  {body}\n</svg>\n')


def _nice_ticks(low: float, high: float) -> list[float]:
    """About six round tick values between low and high."""
    step = 10 ** math.floor(math.log10((high - low) / 5 or 1))
    for factor in (1, 2, 5, 10):
        if (high - low) / (step * factor) <= 7:
            step *= factor
            break
    first = math.ceil(low / step) * step
    ticks = []
    value = first
    while value <= high + 1e-9:
        ticks.append(round(value, 10))
        value += step
    return ticks
