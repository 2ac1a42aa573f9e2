"""Small helpers for drawing solved number grids as standalone SVG documents.

``number_grid_svg`` covers the common picture (a grid of squares, each holding a number that is
either given by the puzzle or found by a solver, or a blocked square); the element helpers
(``rect``, ``text``, ``line``, ``polyline``, ``document``) let a puzzle add its own decoration.
All coordinates are in pixels; text is XML-escaped.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from html import escape as _html_escape

CELL_SIZE = 40
MARGIN = 10
GIVEN_COLOUR = "#000000"
FOUND_COLOUR = "#1f5fbf"
BLOCKED_FILL = "#404040"
GIVEN_FILL = "#e8e8e8"
FOUND_FILL = "#ffffff"


class CellKind(Enum):
    """How a cell is drawn: a puzzle's given, a number found by a solver, or a blocked cell."""

    GIVEN = "given"
    FOUND = "found"
    BLOCKED = "blocked"


@dataclass(frozen=True)
class Cell:
    """One square of a picture: its text (may be empty) and how it is drawn."""

    text: str
    kind: CellKind


def escape(content: str) -> str:
    """``content`` safe as XML text (``&``, ``<``, ``>`` escaped)."""
    return _html_escape(content, quote=False)


def quoteattr(value: str) -> str:
    """``value`` as a double-quoted XML attribute value."""
    return f'"{_html_escape(value, quote=True)}"'


def document(width: float, height: float, elements: list[str], title: str = "") -> str:
    """A complete SVG document of the given size holding ``elements`` in order."""
    heading = f"  <title>{escape(title)}</title>\n" if title else ""
    body = "".join(f"  {element}\n" for element in elements)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:g}" height="{height:g}" '
            f'viewBox="0 0 {width:g} {height:g}">\n{heading}{body}</svg>\n')


def rect(x: float, y: float, width: float, height: float, fill: str,
         stroke: str = "#000000", stroke_width: float = 1) -> str:
    """An SVG rectangle element."""
    return (f'<rect x="{x:g}" y="{y:g}" width="{width:g}" height="{height:g}" '
            f'fill={quoteattr(fill)} stroke={quoteattr(stroke)} stroke-width="{stroke_width:g}"/>')


def text(x: float, y: float, content: str, fill: str = "#000000", size: float = 16,
         bold: bool = False, css_class: str = "") -> str:
    """An SVG text element centred on (x, y)."""
    weight = ' font-weight="bold"' if bold else ""
    klass = f" class={quoteattr(css_class)}" if css_class else ""
    return (f'<text x="{x:g}" y="{y:g}" font-family="sans-serif" font-size="{size:g}" '
            f'text-anchor="middle" dominant-baseline="central" fill={quoteattr(fill)}'
            f'{weight}{klass}>{escape(content)}</text>')


def line(x1: float, y1: float, x2: float, y2: float, stroke: str = "#000000",
         stroke_width: float = 1) -> str:
    """An SVG line element."""
    return (f'<line x1="{x1:g}" y1="{y1:g}" x2="{x2:g}" y2="{y2:g}" '
            f'stroke={quoteattr(stroke)} stroke-width="{stroke_width:g}"/>')


def polyline(points: list[tuple[float, float]], stroke: str, stroke_width: float = 2,
             opacity: float = 1.0) -> str:
    """An unfilled SVG polyline through ``points``."""
    coordinates = " ".join(f"{x:g},{y:g}" for x, y in points)
    return (f'<polyline points="{coordinates}" fill="none" stroke={quoteattr(stroke)} '
            f'stroke-width="{stroke_width:g}" stroke-opacity="{opacity:g}"/>')


def cell_centre(row: int, column: int) -> tuple[float, float]:
    """The pixel centre of grid square (row, column), both 0-based."""
    return (MARGIN + (column + 0.5) * CELL_SIZE, MARGIN + (row + 0.5) * CELL_SIZE)


def grid_size(rows: int, columns: int) -> tuple[float, float]:
    """The (width, height) in pixels of a picture of a rows x columns grid."""
    return (2 * MARGIN + columns * CELL_SIZE, 2 * MARGIN + rows * CELL_SIZE)


def grid_elements(cells: list[list[Cell]]) -> list[str]:
    """The SVG elements of a grid of cells: givens bold black on grey, found numbers blue on
    white, blocked cells dark."""
    elements = []
    for row_index, row in enumerate(cells):
        for column_index, cell in enumerate(row):
            x = MARGIN + column_index * CELL_SIZE
            y = MARGIN + row_index * CELL_SIZE
            fill = {CellKind.GIVEN: GIVEN_FILL, CellKind.FOUND: FOUND_FILL,
                    CellKind.BLOCKED: BLOCKED_FILL}[cell.kind]
            elements.append(rect(x, y, CELL_SIZE, CELL_SIZE, fill))
            if cell.text and cell.kind is not CellKind.BLOCKED:
                centre_x, centre_y = cell_centre(row_index, column_index)
                given = cell.kind is CellKind.GIVEN
                elements.append(text(centre_x, centre_y, cell.text,
                                     fill=GIVEN_COLOUR if given else FOUND_COLOUR,
                                     size=CELL_SIZE * 0.4, bold=given, css_class=cell.kind.value))
    return elements


def number_grid_svg(cells: list[list[Cell]], title: str = "",
                    extra_elements: list[str] | None = None) -> str:
    """A standalone SVG picture of a rectangular grid of cells (``extra_elements`` drawn on
    top, e.g. a path)."""
    rows = len(cells)
    columns = len(cells[0]) if cells else 0
    width, height = grid_size(rows, columns)
    return document(width, height, grid_elements(cells) + (extra_elements or []), title)
