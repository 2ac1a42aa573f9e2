"""Which kind of puzzle a file holds: by extension, else by a look at its text."""

from __future__ import annotations

import re
from enum import Enum
from pathlib import Path

from pylogic.errors import InputError, SourceLocation


class Kind(str, Enum):
    """Every kind of puzzle pylogic solves (the values are what ``--kind`` accepts)."""

    clues = "clues"
    knowledge_base = "prolog"
    hidoku = "hidoku"
    magic_board = "magic"
    equation_grid = "eqgrid"
    checkerboard = "stones"
    jodici = "jodici"
    disks = "disks"


NUMERIC_MODULES = {
    Kind.hidoku: "hidoku",
    Kind.magic_board: "magic_board",
    Kind.equation_grid: "equation_grid",
    Kind.checkerboard: "checkerboard",
    Kind.jodici: "jodici",
    Kind.disks: "disks",
}

_BY_EXTENSION = {
    ".clues": Kind.clues,
    ".pl": Kind.knowledge_base,
    ".hidoku": Kind.hidoku,
    ".magic": Kind.magic_board,
    ".eqgrid": Kind.equation_grid,
    ".stones": Kind.checkerboard,
    ".jodici": Kind.jodici,
    ".disks": Kind.disks,
}

_STONE_ROW = re.compile(r"^\s*[BW_](\s*,\s*[BW_])*\s*$")
_SEPARATOR = re.compile(r"^\s*=+\s*$")
_DISK_ROW = re.compile(r"^\s*[01]+\s*$")


def detect_kind(path: str, text: str) -> Kind:
    """The kind of the puzzle in ``text`` read from ``path``; InputError when it cannot tell."""
    suffix = Path(path).suffix.lower()
    if suffix in _BY_EXTENSION:
        return _BY_EXTENSION[suffix]
    lines = [line for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#")]
    if lines and all(_STONE_ROW.match(line) or _SEPARATOR.match(line) for line in lines):
        return Kind.checkerboard
    if lines and all(_DISK_ROW.match(line) for line in lines):
        return Kind.disks
    if lines and any(":" in line for line in lines[:3]):
        return Kind.clues
    known = ", ".join(sorted(_BY_EXTENSION))
    raise InputError(SourceLocation(path, 1, 1),
                     "cannot tell what kind of puzzle this file holds",
                     hint=f"name it with one of {known}, or pass --kind")
