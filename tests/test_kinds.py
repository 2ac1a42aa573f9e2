"""The registry of puzzle kinds: every numeric module has the declared surface, and the kinds
the command line knows without importing them agree with the modules' own constants."""

from __future__ import annotations

import pytest

from pylogic.errors import InputError
from pylogic.kinds import (
    EXTENSIONS,
    NUMERIC_MODULE_NAMES,
    Kind,
    NumericPuzzleModule,
    detect_kind,
    numeric_module,
    numeric_modules,
)
from pylogic.resources import prolog_dir


def test_every_numeric_kind_has_exactly_one_module():
    modules = numeric_modules()
    assert set(modules) == {kind for kind in Kind if kind.is_numeric}
    assert sorted(module.__name__.rsplit(".", 1)[1] for module in modules.values()) == \
        sorted(NUMERIC_MODULE_NAMES)


@pytest.mark.parametrize("kind", [kind for kind in Kind if kind.is_numeric], ids=lambda kind: kind.value)
def test_numeric_module_declares_its_own_kind(kind):
    module = numeric_module(kind)
    assert isinstance(module, NumericPuzzleModule)
    assert module.EXTENSION == f".{kind.value}"
    assert EXTENSIONS[module.EXTENSION] is kind
    assert (prolog_dir() / module.PROLOG_FILE).is_file()
    assert detect_kind(f"puzzle{module.EXTENSION.upper()}", "") is kind


def test_a_module_without_the_surface_is_not_a_numeric_puzzle_module():
    import pylogic.numeric.svg as not_a_puzzle

    assert not isinstance(not_a_puzzle, NumericPuzzleModule)


def test_non_numeric_kinds_have_no_module():
    assert not Kind.clues.is_numeric and not Kind.knowledge_base.is_numeric
    with pytest.raises(KeyError):
        numeric_module(Kind.clues)


def test_kind_by_content_and_unknown_files():
    assert detect_kind("5x5_1.txt", "B,W\n===\nW,_\n") is Kind.checkerboard
    assert detect_kind("disks.txt", "0101\n1010\n") is Kind.disks
    assert detect_kind("notes.txt", "person : Ann, Bob.\n") is Kind.clues
    with pytest.raises(InputError, match="cannot tell what kind of puzzle"):
        detect_kind("notes.txt", "hello\n")
