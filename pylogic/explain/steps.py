"""The data of an explanation: cell facts, steps, and the explanation itself (frozen values).

A cell fact says whether two values of different categories belong to the same entity (a
check mark or a cross in the classic logic-grid matrix). A step cites clues and earlier cell
facts and derives new cell facts, or finds that its clues and facts cannot all hold.
"""

from __future__ import annotations

from dataclasses import dataclass

from pylogic.terms import Compound


@dataclass(frozen=True, order=True)
class Value:
    """One value of one category, e.g. ``Value("pet", "zebra")``."""

    category: str
    label: str

    def to_term(self) -> Compound:
        return Compound(":", (self.category, self.label))

    @classmethod
    def of_term(cls, term: Compound) -> Value:
        return cls(str(term.args[0]), str(term.args[1]))

    def __str__(self) -> str:
        return f"{self.category}:{self.label}"


@dataclass(frozen=True)
class CellFact:
    """``this`` and ``that`` are the same entity (``holds``) or not; ``this`` is the value of
    the category declared first."""

    this: Value
    that: Value
    holds: bool

    def to_term(self) -> Compound:
        return Compound("yes" if self.holds else "no", (self.this.to_term(), self.that.to_term()))

    @classmethod
    def of_term(cls, term: Compound) -> CellFact:
        return cls(Value.of_term(term.args[0]), Value.of_term(term.args[1]), term.name == "yes")

    @property
    def cell(self) -> tuple[Value, Value]:
        return (self.this, self.that)

    def to_json(self) -> dict:
        return {"this": str(self.this), "that": str(self.that), "holds": self.holds}


@dataclass(frozen=True)
class Step:
    """Clues ``clues`` (numbers; empty for the grid rules alone) with the earlier facts
    ``support`` force ``derived``, or, when ``contradiction``, cannot all hold.
    ``case_split``: propagation alone does not show it; trying cases does."""

    clues: tuple[int, ...]
    support: tuple[CellFact, ...]
    derived: tuple[CellFact, ...]
    contradiction: bool
    case_split: bool

    @classmethod
    def of_term(cls, term: Compound) -> Step:
        clues, support, derived, case_split = term.args
        contradiction = derived == "contradiction"
        return cls(tuple(int(number) for number in clues),
                   tuple(CellFact.of_term(fact) for fact in support),
                   () if contradiction else tuple(CellFact.of_term(fact) for fact in derived),
                   contradiction, case_split == "yes")


@dataclass(frozen=True)
class Explanation:
    """Steps from the starting facts ``known``; ``open_cells`` are the cells the clues leave
    undecided (empty when the grid is complete or a step found a contradiction)."""

    known: tuple[CellFact, ...]
    steps: tuple[Step, ...]
    open_cells: tuple[tuple[Value, Value], ...]

    @property
    def complete(self) -> bool:
        return not self.open_cells and not self.contradiction

    @property
    def contradiction(self) -> bool:
        return bool(self.steps) and self.steps[-1].contradiction
