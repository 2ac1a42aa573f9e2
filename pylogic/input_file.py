"""Reading a puzzle file (or text) with a size limit, before any parser sees it.

Puzzle files are small: the largest in ``puzzles/`` is a few kilobytes. A file of several
megabytes is a mistake or an attack, and the parsers' memory grows with it (a 4 MB clue file
took over a gigabyte), so anything over MAX_INPUT_BYTES is refused with a located error.
"""

from __future__ import annotations

from pathlib import Path

from pylogic.errors import InputError, SourceLocation

MAX_INPUT_BYTES = 256 * 1024


def _too_large(source: str, size: int) -> InputError:
    return InputError(SourceLocation(source, 1, 1),
                      f"the input is {size:,} bytes; pylogic reads puzzles of at most "
                      f"{MAX_INPUT_BYTES:,} bytes")


def check_text_size(text: str, source: str) -> None:
    """InputError when puzzle text given directly is over MAX_INPUT_BYTES (in UTF-8)."""
    if len(text) > MAX_INPUT_BYTES or len(text.encode("utf-8")) > MAX_INPUT_BYTES:
        raise _too_large(source, len(text.encode("utf-8")))


def read_input_file(path: Path) -> str:
    """The text of the puzzle file at ``path``; InputError when it cannot be read, is not
    UTF-8 or is over MAX_INPUT_BYTES (only that much plus one byte is ever read)."""
    try:
        with path.open("rb") as file:
            data = file.read(MAX_INPUT_BYTES + 1)
    except OSError as error:
        raise InputError(SourceLocation(str(path), 1, 1), f"cannot read the file: {error}") from None
    if len(data) > MAX_INPUT_BYTES:
        try:
            size = path.stat().st_size
        except OSError:
            size = len(data)
        raise _too_large(str(path), size)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise InputError(SourceLocation(str(path), 1, 1), f"cannot read the file: {error}") from None
