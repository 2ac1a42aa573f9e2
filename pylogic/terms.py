"""Plain Python values for Prolog terms that are neither atoms, numbers, strings nor lists.

Atoms and Prolog strings become ``str``, integers ``int``, floats ``float``, lists ``list``.
Only compound terms and unbound variables need a type of their own; both are frozen
dataclasses so results can be compared, hashed and printed.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Compound:
    """A compound term ``name(arg1, ...)``; ``args`` holds plain Python values."""

    name: str
    args: tuple = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "args", tuple(self.args))

    def __str__(self) -> str:
        return f"{self.name}({', '.join(map(repr, self.args))})"


@dataclass(frozen=True)
class Var:
    """A logic variable; equal names denote the same variable within one query."""

    name: str


@dataclass(frozen=True)
class PrologString:
    """Text to be passed to Prolog as a string object rather than as an atom."""

    text: str
