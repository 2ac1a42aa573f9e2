"""pyswip's private handle on libswipl is read in one guarded place."""

from __future__ import annotations

import ctypes
from types import SimpleNamespace

import pytest

from pylogic.errors import EnvironmentProblem
from pylogic.prolog_bridge import _libswipl


def test_the_installed_pyswip_exposes_libswipl():
    from pyswip import core

    assert isinstance(_libswipl(core), ctypes.CDLL)


@pytest.mark.parametrize("core", [SimpleNamespace(), SimpleNamespace(_lib=None)])
def test_a_pyswip_without_it_is_an_environment_problem(core):
    with pytest.raises(EnvironmentProblem, match="does not expose libswipl"):
        _libswipl(core)
