"""Writing Python values as Prolog source text that reads back as exactly the same data.

This is the only place that turns user text into Prolog syntax: every name becomes a quoted
atom whose escapes SWI-Prolog reads back unchanged, so no input can end a clause or inject a goal.
"""

from __future__ import annotations

from pylogic.terms import Compound, PrologString

_ESCAPES = {"\\": "\\\\", "'": "\\'", "\n": "\\n", "\t": "\\t", "\r": "\\r"}


def _escape_char(char: str, quote: str) -> str:
    if char == quote:
        return "\\" + char
    if char in _ESCAPES and char != "'":
        return _ESCAPES[char]
    if ord(char) < 0x20 or ord(char) == 0x7F:
        return f"\\x{ord(char):x}\\"
    return char


def quote_atom(name: str) -> str:
    """``name`` as a single-quoted Prolog atom, e.g. ``O'Brien`` -> ``'O\\'Brien'``."""
    return "'" + "".join(_escape_char(char, "'") for char in name) + "'"


def quote_string(text: str) -> str:
    """``text`` as a double-quoted Prolog string."""
    return '"' + "".join(_escape_char(char, '"') for char in text) + '"'


def term_text(value: object) -> str:
    """Prolog source for a plain Python value: str -> atom, int, list, Compound, PrologString.

    Raises TypeError for anything else (floats too: puzzle data is integral).
    """
    if isinstance(value, bool):
        raise TypeError("booleans have no Prolog form here")
    if isinstance(value, str):
        return quote_atom(value)
    if isinstance(value, int):
        return str(value) if value >= 0 else f"({value})"
    if isinstance(value, PrologString):
        return quote_string(value.text)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(term_text(item) for item in value) + "]"
    if isinstance(value, Compound):
        if not value.args:
            return quote_atom(value.name)
        return quote_atom(value.name) + "(" + ", ".join(term_text(arg) for arg in value.args) + ")"
    raise TypeError(f"no Prolog text for {type(value).__name__}")
