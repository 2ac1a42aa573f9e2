"""The classic logic-grid matrix after each step, as SVG and as one HTML page.

Columns hold every category but the first; rows hold the first category, then the others
from the last one back to the third, so each pair of categories has exactly one sub-grid
(the staircase of puzzle magazines). A check mark or a cross fills each known cell; the cells
a step derives are highlighted, the cells it cites are tinted.
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from pylogic.clues.compiler import CompiledPuzzle
from pylogic.explain.report import step_lines
from pylogic.explain.sentences import step_sentence, value_text
from pylogic.explain.steps import CellFact, Step
from pylogic.explain.tutor import PuzzleExplanation

CELL = 24
LABEL = 120
NEW_FILL = "#ffd54f"
CITED_FILL = "#cfe8fc"


def _layout(compiled: CompiledPuzzle):
    categories = list(compiled.categories)
    columns = categories[1:]
    rows = categories[:1] + categories[:1:-1]
    return rows, columns


def _shown(rows, columns, row_index: int, column_index: int) -> bool:
    return row_index == 0 or column_index < len(columns) - row_index


def grid_svg(compiled: CompiledPuzzle, known: dict, new: set, cited: set, title: str = "") -> str:
    """An SVG of the grid: ``known`` maps frozenset({value, value}) to True/False."""
    rows, columns = _layout(compiled)
    size = len(compiled.categories[0].labels)
    width = LABEL + len(columns) * size * CELL + 2
    height = LABEL + len(rows) * size * CELL + 2
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}" font-family="sans-serif" font-size="11">']
    if title:
        out.append(f"<title>{escape(title)}</title>")
    out.append(f'<rect x="0" y="0" width="{width}" height="{height}" fill="white"/>')
    for column_index, category in enumerate(columns):
        x0 = LABEL + column_index * size * CELL
        for index, label in enumerate(category.labels):
            x = x0 + index * CELL + CELL // 2 + 4
            out.append(f'<text x="{x}" y="{LABEL - 6}" transform="rotate(-90 {x} {LABEL - 6})">'
                       f"{escape(value_text_of(category.name, label))}</text>")
    for row_index, category in enumerate(rows):
        y0 = LABEL + row_index * size * CELL
        for index, label in enumerate(category.labels):
            y = y0 + index * CELL + CELL // 2 + 4
            out.append(f'<text x="{LABEL - 6}" y="{y}" text-anchor="end">'
                       f"{escape(value_text_of(category.name, label))}</text>")
        for column_index, column in enumerate(columns):
            if not _shown(rows, columns, row_index, column_index):
                continue
            x0 = LABEL + column_index * size * CELL
            for i, row_label in enumerate(category.labels):
                for j, column_label in enumerate(column.labels):
                    key = frozenset({(category.name, row_label), (column.name, column_label)})
                    x, y = x0 + j * CELL, y0 + i * CELL
                    fill = NEW_FILL if key in new else CITED_FILL if key in cited else "white"
                    out.append(f'<rect x="{x}" y="{y}" width="{CELL}" height="{CELL}" fill="{fill}" '
                               'stroke="#999" stroke-width="0.5"/>')
                    if key in known:
                        mark, colour = ("✓", "#1b7a1b") if known[key] else ("✗", "#b71c1c")
                        out.append(f'<text x="{x + CELL // 2}" y="{y + CELL // 2 + 5}" text-anchor="middle" '
                                   f'font-size="15" fill="{colour}">{mark}</text>')
            out.append(f'<rect x="{x0}" y="{y0}" width="{size * CELL}" height="{size * CELL}" fill="none" '
                       'stroke="black" stroke-width="1.5"/>')
    out.append("</svg>")
    return "\n".join(out)


def value_text_of(category: str, label: str) -> str:
    from pylogic.explain.steps import Value

    return value_text(Value(category, label))


def _key(fact: CellFact) -> frozenset:
    return frozenset({(fact.this.category, fact.this.label), (fact.that.category, fact.that.label)})


def step_pictures(result: PuzzleExplanation) -> list[tuple[Step, str]]:
    """(step, SVG of the grid after it) for every step."""
    known = {_key(fact): fact.holds for fact in result.explanation.known}
    pictures = []
    for number, step in enumerate(result.explanation.steps, start=1):
        for fact in step.derived:
            known[_key(fact)] = fact.holds
        new = {_key(fact) for fact in step.derived}
        cited = {_key(fact) for fact in step.support}
        title = f"Step {number}: {step_sentence(step, result.compiled)}"
        pictures.append((step, grid_svg(result.compiled, dict(known), new, cited, title)))
    return pictures


def write_svgs(result: PuzzleExplanation, folder: Path) -> list[Path]:
    """One file per step, ``step-001.svg`` ..., in ``folder`` (created when missing)."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for number, (_, svg) in enumerate(step_pictures(result), start=1):
        path = folder / f"step-{number:03d}.svg"
        path.write_text(svg + "\n", encoding="utf-8")
        written.append(path)
    return written


def html_page(result: PuzzleExplanation) -> str:
    """One XHTML page: every step's text above the grid after it."""
    compiled = result.compiled
    title = f"Step by step: {Path(compiled.path).name}"
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           "<!DOCTYPE html>",
           '<html xmlns="http://www.w3.org/1999/xhtml" lang="en">',
           "<head>",
           '<meta charset="UTF-8"/>',
           f"<title>{escape(title)}</title>",
           "<style>body{font-family:sans-serif;max-width:60em;margin:auto;padding:1em}"
           "section{margin-bottom:2em}p.why{font-size:1.1em}"
           f".new{{background:{NEW_FILL}}}.cited{{background:{CITED_FILL}}}</style>",
           "</head>", "<body>", f"<h1>{escape(title)}</h1>",
           '<p>Cells: ✓ same entity, ✗ not; <span class="new">new in this step</span>, '
           '<span class="cited">facts the step uses</span>.</p>']
    if result.status == "none":
        out.append(f"<p>No solution: clues {escape(', '.join(map(str, result.conflict)))} cannot all hold.</p>")
    for number, (step, svg) in enumerate(step_pictures(result), start=1):
        heading, *details = step_lines(number, step, compiled)
        out.append(f'<section id="step-{number}">')
        out.append(f"<h2>{escape(heading)}</h2>")
        for line in details:
            out.append(f'<p class="{"why" if line.strip().startswith("Why") else "facts"}">'
                       f"{escape(line.strip())}</p>")
        out.append(svg)
        out.append("</section>")
    if result.grade is not None:
        out.append(f"<p>{escape(result.grade.describe())}</p>")
    out += ["</body>", "</html>"]
    return "\n".join(out) + "\n"
