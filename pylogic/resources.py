"""Where the Prolog knowledge bases and the grammars live, from any working directory.

An installed wheel carries them inside the package (``pylogic/prolog``, ``pylogic/grammars``);
a source checkout or editable install has them at the repository's top level.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

_PACKAGE_DIR = Path(__file__).resolve().parent


@cache
def _data_dir(name: str) -> Path:
    inside_package = _PACKAGE_DIR / name
    if inside_package.is_dir():
        return inside_package
    return _PACKAGE_DIR.parent / name


def prolog_dir() -> Path:
    """The folder holding pylogic's ``.pl`` files."""
    return _data_dir("prolog")


def grammar_path(name: str) -> Path:
    """The path of grammar file ``name`` (e.g. ``clues.lark``)."""
    return _data_dir("grammars") / name
