"""Which kind of puzzle a file holds, and the registry of numeric puzzle modules.

Every numeric puzzle is one module under ``pylogic.numeric`` with the surface declared by
``NumericPuzzleModule``; ``NUMERIC_MODULE_NAMES`` is the one list of them, and each module's
own ``EXTENSION`` says which kind it handles. ``Kind`` names the kinds without importing any
module (the command line's ``--kind`` choices and the file extensions come from it), because
importing every numeric module would slow down each start of the command line; a test checks
that the two agree.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterator
from enum import Enum
from functools import cache
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from pylogic.errors import InputError, SourceLocation


class Kind(str, Enum):
    """Every kind of puzzle pylogic solves; the values are what ``--kind`` accepts, and for
    the numeric kinds the file extension without its dot (a test checks them against the
    modules' own ``EXTENSION``)."""

    clues = "clues"
    knowledge_base = "prolog"
    hidoku = "hidoku"
    magic_board = "magic"
    equation_grid = "eqgrid"
    checkerboard = "stones"
    jodici = "jodici"
    disks = "disks"

    @property
    def is_numeric(self) -> bool:
        """True for the kinds solved by a module under ``pylogic.numeric``."""
        return self not in (Kind.clues, Kind.knowledge_base)


@runtime_checkable
class NumericPuzzleModule(Protocol):
    """The surface of every numeric puzzle module (``pylogic.numeric.hidoku`` ...).

    ``parse`` raises InputError(s) located in the file; ``solve`` and ``solve_prolog`` yield
    every solution lazily; ``is_solution`` is a plain check sharing no code with either solver.
    Puzzles and solutions are frozen dataclasses of the module.
    """

    KIND: str          # the puzzle's name, e.g. "checkerboard"
    EXTENSION: str     # its file extension with the dot, e.g. ".stones"
    PROLOG_FILE: str   # its CLP(FD) model under prolog/

    def parse(self, text: str, path: str = ...) -> Any: ...

    def solve(self, puzzle: Any) -> Iterator[Any]: ...

    def solve_prolog(self, puzzle: Any, timeout: float = ..., limit: int | None = ...) -> Iterator[Any]: ...

    def render(self, puzzle: Any, solution: Any) -> str: ...

    def to_svg(self, puzzle: Any, solution: Any) -> str: ...

    def is_solution(self, puzzle: Any, solution: Any) -> bool: ...


# The numeric puzzle modules under pylogic.numeric: the one place to register a new one.
NUMERIC_MODULE_NAMES = ("hidoku", "magic_board", "equation_grid", "checkerboard", "jodici", "disks")

_OWN_EXTENSIONS = {".clues": Kind.clues, ".pl": Kind.knowledge_base}
# Known without importing the numeric modules: each numeric Kind's value is its extension.
EXTENSIONS = {**_OWN_EXTENSIONS, **{f".{kind.value}": kind for kind in Kind if kind.is_numeric}}


@cache
def numeric_modules() -> dict[Kind, NumericPuzzleModule]:
    """Every registered numeric module by its kind; TypeError when one lacks the declared surface."""
    modules: dict[Kind, NumericPuzzleModule] = {}
    for name in NUMERIC_MODULE_NAMES:
        module = importlib.import_module(f"pylogic.numeric.{name}")
        if not isinstance(module, NumericPuzzleModule):
            raise TypeError(f"pylogic.numeric.{name} lacks part of the NumericPuzzleModule surface")
        modules[Kind(module.EXTENSION.removeprefix("."))] = module
    return modules


def numeric_module(kind: Kind) -> NumericPuzzleModule:
    """The module under pylogic.numeric that handles ``kind`` (KeyError for a non-numeric kind)."""
    return numeric_modules()[kind]


_STONE_ROW = re.compile(r"^\s*[BW_](\s*,\s*[BW_])*\s*$")
_SEPARATOR = re.compile(r"^\s*=+\s*$")
_DISK_ROW = re.compile(r"^\s*[01]+\s*$")


def detect_kind(path: str, text: str) -> Kind:
    """The kind of the puzzle in ``text`` read from ``path``; InputError when it cannot tell."""
    suffix = Path(path).suffix.lower()
    if suffix in EXTENSIONS:
        return EXTENSIONS[suffix]
    lines = [line for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")]
    if lines and all(_STONE_ROW.match(line) or _SEPARATOR.match(line) for line in lines):
        return Kind.checkerboard
    if lines and all(_DISK_ROW.match(line) for line in lines):
        return Kind.disks
    if lines and any(":" in line for line in lines[:3]):
        return Kind.clues
    known = ", ".join(sorted(EXTENSIONS))
    raise InputError(SourceLocation(path, 1, 1),
                     "cannot tell what kind of puzzle this file holds",
                     hint=f"name it with one of {known}, or pass --kind")
