"""Compact text of a compiled clue relation, so clue tests can state expectations in one line:
same(person:Ann,job:pilot)."""

from __future__ import annotations

from pylogic.terms import Compound


def show(term) -> str:
    """Compact text of a relation: same(person:Ann,job:pilot)."""
    if isinstance(term, Compound):
        if term.name == ":":
            return f"{term.args[0]}:{term.args[1]}"
        return f"{term.name}(" + ",".join(show(argument) for argument in term.args) + ")"
    if isinstance(term, list):
        return "[" + ",".join(show(item) for item in term) + "]"
    return str(term)
