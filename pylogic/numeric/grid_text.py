"""Reading line-oriented puzzle files while remembering where every piece of text came from.

The numeric puzzle formats are small grids of tokens (``__, 93, ##`` or ``_ 15 7``) plus a few
header lines. The helpers here split such text into tokens that carry their 1-based line and
column, so a parser can point an ``InputError`` at the exact offending token.

A comment line starts with ``#`` followed by a space or the end of the line; blank lines are
ignored. (A lone ``#`` cell therefore never starts a grid row as ``# ,...``: write ``#,...``.)
"""

from __future__ import annotations

from dataclasses import dataclass

from pylogic.errors import InputError, InputErrors, SourceLocation


@dataclass(frozen=True)
class SourceLine:
    """One significant line of an input file: its 1-based number and its text."""

    path: str
    number: int
    text: str

    def error(self, column: int, message: str, hint: str | None = None) -> InputError:
        """An InputError pointing at ``column`` (1-based) of this line."""
        return InputError(SourceLocation(self.path, self.number, column), message,
                          source_line=self.text, hint=hint)


@dataclass(frozen=True)
class Token:
    """A piece of text from a line, with the 1-based column of its first character."""

    text: str
    line: SourceLine
    column: int

    def error(self, message: str, hint: str | None = None) -> InputError:
        """An InputError pointing at this token."""
        return self.line.error(self.column, message, hint)


def is_comment(text: str) -> bool:
    """True for a comment line: ``#`` followed by whitespace or nothing."""
    stripped = text.strip()
    return stripped == "#" or (stripped.startswith("#") and stripped[1:2].isspace())


def significant_lines(text: str, path: str = "<string>") -> list[SourceLine]:
    """The non-blank, non-comment lines of ``text``, numbered from 1 as in the file."""
    return [SourceLine(path, number, line)
            for number, line in enumerate(text.splitlines(), start=1)
            if line.strip() and not is_comment(line)]


def split_tokens(line: SourceLine, separator: str | None = None) -> list[Token]:
    """The fields of ``line``: split at ``separator`` (None = runs of whitespace), stripped.

    With a separator, empty fields are kept (``1,,2`` has an empty middle field, located at
    the position where it would start), so a parser can report them.
    """
    if separator is None:
        tokens: list[Token] = []
        column = 0
        text = line.text
        while column < len(text):
            if text[column].isspace():
                column += 1
                continue
            end = column
            while end < len(text) and not text[end].isspace():
                end += 1
            tokens.append(Token(text[column:end], line, column + 1))
            column = end
        return tokens
    tokens = []
    start = 0
    for field in line.text.split(separator):
        leading = len(field) - len(field.lstrip())
        tokens.append(Token(field.strip(), line, start + leading + 1))
        start += len(field) + len(separator)
    return tokens


def read_grid(lines: list[SourceLine], separator: str | None = None) -> list[list[Token]]:
    """The lines split into rows of tokens; raises InputError if a row's length differs
    from the first row's (at the first extra token, or the end of a short row)."""
    rows = [split_tokens(line, separator) for line in lines]
    if not rows:
        return rows
    width = len(rows[0])
    for row, line in zip(rows, lines):
        if len(row) > width:
            raise row[width].error(f"row has {len(row)} cells, expected {width} like the first row")
        if len(row) < width:
            raise line.error(len(line.text.rstrip()) + 1,
                             f"row has {len(row)} cells, expected {width} like the first row")
    return rows


# no puzzle needs longer numbers; Python refuses to read more than 4,300 digits anyway
MAX_NUMBER_DIGITS = 15


def check_number_length(token: Token) -> None:
    """InputError when the number in ``token`` has more than MAX_NUMBER_DIGITS digits."""
    if len(token.text.lstrip("+-")) > MAX_NUMBER_DIGITS:
        raise token.error(f"number too long: {len(token.text.lstrip('+-'))} digits "
                          f"(at most {MAX_NUMBER_DIGITS})")


def parse_int(token: Token, what: str = "number") -> int:
    """The integer written in ``token`` (optional sign); raises InputError otherwise."""
    text = token.text
    digits = text[1:] if text[:1] in "+-" else text
    if not digits.isdigit() or not digits.isascii():
        raise token.error(f"expected a {what}, found {text!r}" if text else f"expected a {what}")
    check_number_length(token)
    return int(text)


def raise_collected(errors: list[InputError]) -> None:
    """Raise the single error, or all of them as InputErrors; return if there are none."""
    if len(errors) == 1:
        raise errors[0]
    if errors:
        raise InputErrors(errors)
