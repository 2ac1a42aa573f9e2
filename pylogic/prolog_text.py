"""Writing Python values as Prolog source text that reads back as exactly the same data.

This is the only place that turns user text into Prolog syntax: every name becomes a quoted
atom whose escapes SWI-Prolog reads back unchanged, so no input can end a clause or inject a goal.
"""

from __future__ import annotations

import re

from pylogic.terms import Compound, PrologString

_PLAIN_ATOM = re.compile(r"[a-z][a-zA-Z0-9_]*\Z")
# Words SWI-Prolog reads as operators; quoting them keeps every context unambiguous.
_OPERATOR_WORDS = frozenset({
    "is", "mod", "rem", "xor", "div", "rdiv", "divmod", "as", "dynamic", "discontiguous",
    "initialization", "meta_predicate", "module_transparent", "multifile", "public",
    "thread_local", "table", "volatile", "thread_initialization",
})
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


def atom_text(name: str) -> str:
    """``name`` as a Prolog atom: bare when that is unambiguous (``red``), else quoted."""
    if _PLAIN_ATOM.match(name) and name not in _OPERATOR_WORDS:
        return name
    return quote_atom(name)


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
        return atom_text(value)
    if isinstance(value, int):
        return str(value) if value >= 0 else f"({value})"
    if isinstance(value, PrologString):
        return quote_string(value.text)
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(term_text(item) for item in value) + "]"
    if isinstance(value, Compound):
        if not value.args:
            return atom_text(value.name)
        if value.name == ":" and len(value.args) == 2:
            return ":".join(_operand_text(arg) for arg in value.args)
        return atom_text(value.name) + "(" + ", ".join(term_text(arg) for arg in value.args) + ")"
    raise TypeError(f"no Prolog text for {type(value).__name__}")


def _operand_text(value: object) -> str:
    """An argument of the ``:`` operator: atoms as they are, anything else in parentheses."""
    text = term_text(value)
    return text if isinstance(value, str) else f"({text})"
