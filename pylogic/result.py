"""What solving returns: plain, frozen Python data that renders as a table or as JSON."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from html import escape
from typing import Any


@dataclass(frozen=True)
class Table:
    """A solution shown as a table: ``header`` names the columns, ``rows`` hold the cells."""

    header: tuple[str, ...]
    rows: tuple[tuple[Any, ...], ...]

    @classmethod
    def of(cls, header, rows) -> Table:
        return cls(tuple(str(name) for name in header), tuple(tuple(row) for row in rows))

    def render(self) -> str:
        """An aligned plain-text table with a rule under the header."""
        cells = [list(self.header)] + [[str(cell) for cell in row] for row in self.rows]
        widths = [max(len(row[i]) for row in cells) for i in range(len(self.header))]
        lines = ["  ".join(cell.ljust(width) for cell, width in zip(row, widths)).rstrip()
                 for row in cells]
        lines.insert(1, "  ".join("-" * width for width in widths))
        return "\n".join(lines)

    def to_json(self) -> dict:
        return {"header": list(self.header), "rows": [list(row) for row in self.rows]}

    def __str__(self) -> str:
        return self.render()

    def _repr_html_(self) -> str:
        """An HTML table, which Jupyter shows instead of the repr."""
        head = "".join(f"<th>{escape(name)}</th>" for name in self.header)
        body = "".join("<tr>" + "".join(f"<td>{escape(str(cell))}</td>" for cell in row) + "</tr>"
                       for row in self.rows)
        return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


@dataclass(frozen=True)
class SolveResult:
    """The outcome of solving one puzzle.

    ``solutions`` holds one value per solution found (a ``Table`` for logic grids, the
    puzzle module's ``Solution`` dataclass for numeric puzzles). ``complete`` is True when the
    search ran to the end, so ``count`` is exact; otherwise it stopped at ``limit``.
    ``expects_unique`` says whether more than one solution means the puzzle is broken.

    ``str(result)`` is what the command line prints (the first solution, then the summary);
    Jupyter shows ``_repr_html_``: the first solution as a table or picture, then the summary.
    """

    kind: str
    source: str
    backend: str
    solutions: tuple
    complete: bool
    expects_unique: bool = True
    answers: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    details: dict = field(default_factory=dict)
    renderer: Callable[[Any], str] | None = field(default=None, repr=False, compare=False)
    picture: Callable[[Any], str] | None = field(default=None, repr=False, compare=False)

    @property
    def count(self) -> int:
        return len(self.solutions)

    @property
    def unique(self) -> bool:
        return self.complete and self.count == 1

    @property
    def status(self) -> str:
        """``unique``, ``none``, ``several`` (two or more solutions), or ``found``: one solution,
        and the search stopped at the limit before it could tell whether there are more."""
        if self.count == 0:
            return "none"
        if self.count == 1:
            return "unique" if self.complete else "found"
        return "several"

    def summary(self) -> str:
        """One line saying how many solutions there are."""
        if self.count == 0:
            return "No solution."
        if self.unique:
            return "Unique solution."
        if self.complete:
            return f"{self.count} solutions."
        plural = "solution" if self.count == 1 else "solutions"
        return f"{self.count} {plural} found (stopped at the limit)."

    def report_lines(self) -> list[str]:
        """The summary, the notes and the answers to the puzzle's questions, one per line."""
        return [self.summary(), *self.notes, *self.answers]

    def __str__(self) -> str:
        shown = [self.render_solution(self.solutions[0]), ""] if self.solutions else []
        more = [f"({self.count} solutions in .solutions)"] if self.count > 1 else []
        return "\n".join(shown + self.report_lines() + more)

    def _repr_html_(self) -> str:
        """The first solution (an HTML table, or the puzzle's picture) and the summary lines."""
        parts = []
        if self.solutions:
            first = self.solutions[0]
            if isinstance(first, Table):
                parts.append(first._repr_html_())
            elif self.picture is not None:
                parts.append(self.picture(first))
            else:
                parts.append(f"<pre>{escape(self.render_solution(first))}</pre>")
        parts.append("<p>" + "<br>".join(escape(line) for line in self.report_lines()) + "</p>")
        return "\n".join(parts)

    def render_solution(self, solution: Any) -> str:
        if self.renderer is not None:
            return self.renderer(solution)
        if isinstance(solution, Table):
            return solution.render()
        return str(solution)

    def to_json(self) -> dict:
        """The result as JSON-ready data."""
        return {
            "kind": self.kind,
            "source": self.source,
            "backend": self.backend,
            "status": self.status,
            "count": self.count,
            "complete": self.complete,
            "unique": self.unique,
            "solutions": [_json_value(solution) for solution in self.solutions],
            "answers": list(self.answers),
            "notes": list(self.notes),
            **{key: _json_value(value) for key, value in self.details.items()},
        }


def _json_value(value: Any) -> Any:
    if hasattr(value, "to_json"):
        return value.to_json()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _json_value(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, (list, tuple)):
        return [_json_value(item) for item in value]
    if isinstance(value, dict):
        return {str(key): _json_value(item) for key, item in value.items()}
    if isinstance(value, (frozenset, set)):
        return sorted(_json_value(item) for item in value)
    return value
