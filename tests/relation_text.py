"""Compact text of a compiled clue relation, so clue tests can state expectations in one line:
same(person:Ann,job:pilot); and one sentence's relations, or where it is refused, beside a header
of categories."""

from __future__ import annotations

import pytest

from pylogic.clues.compiler import compile_clues
from pylogic.errors import InputErrors
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


def relations(header: str, sentence: str) -> list[str]:
    """The relations ``sentence`` compiles to as the first clue after ``header``."""
    compiled = compile_clues(header + "\n1. " + sentence + "\n", "t.clues")
    return [show(relation) for relation in compiled.clues[0].relations]


def refused_at(header: str, sentence: str) -> str:
    """The rest of ``sentence`` from the word its one refusal points at."""
    with pytest.raises(InputErrors) as caught:
        compile_clues(header + "\n1. " + sentence + "\n", "t.clues")
    (error,) = caught.value.errors
    return sentence[error.location.column - len("1. ") - 1:]
