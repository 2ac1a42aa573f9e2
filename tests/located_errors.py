"""The check every numeric parser test shares: malformed text raises one InputError placed
at path:line:column whose message contains the given words."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from pylogic.errors import InputError


def assert_located_error(parse: Callable[[str, str], object], text: str, path: str,
                         line: int, column: int, words: str) -> None:
    with pytest.raises(InputError) as caught:
        parse(text, path)
    error = caught.value
    assert (error.location.path, error.location.line, error.location.column) == (path, line, column)
    assert words in error.message
