"""A user's own theme: a file of category lines, written as in a clue file.

    # Friends and their pets          <- optional: the first comment is the puzzles' title
    friend : Ann, Bob, Cid, Dora.     <- the first category names the rows
    pet : cat, dog, fish, hamster.
    city : Rome, Oslo, Lima, Kyiv.

A category may list more values than a puzzle needs; each puzzle picks its values from them.
Every category but the first is talked about the same plain way ("the one with the cat",
"Bob has Rome"), so the clue families that compare amounts or places are not used.
"""

from __future__ import annotations

from pathlib import Path

from pylogic.errors import InputError, SourceLocation
from pylogic.generate.themes import CategorySpec, Theme


def _plain(name: str, values: tuple[str, ...]) -> CategorySpec:
    # "the cat" but "Rome": names written with a capital take no article
    thing = "{v}" if all(value[:1].isupper() for value in values) else "the {v}"
    return CategorySpec(name, values, "plain", (f"the one with {thing}", f"the {{who}} with {thing}"),
                        (("has", thing),), (("doesn't have", thing), ("does not have", thing)))


def _row(name: str, values: tuple[str, ...]) -> CategorySpec:
    return CategorySpec(name, values, "row", ("{v}",), (("is", "{v}"),), (("is not", "{v}"),))


def read_theme(path: Path) -> Theme:
    """The theme in a category file; InputError (file:line:column) for a line it cannot use."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as error:
        raise InputError(SourceLocation(str(path), 1, 1), f"cannot read the category file: {error}") from None
    title, categories, seen = None, [], set[str]()
    for number, line in enumerate(lines, start=1):
        text = line.strip()
        if not text:
            continue
        if text.startswith("#"):
            title = title or text.lstrip("#").strip() or None
            continue
        name, colon, listed = text.partition(":")
        column = line.index(text[0]) + 1
        if not colon or not name.strip():
            raise InputError(SourceLocation(str(path), number, column),
                             "expected a category line: name : value, value, ...", line)
        values = tuple(value.strip() for value in listed.strip().rstrip(".").split(","))
        if len(values) < 2 or not all(values):
            raise InputError(SourceLocation(str(path), number, line.index(":") + 2),
                             "a category needs at least two values, separated by commas", line)
        repeated = {value.lower() for value in values} & seen or (
            {value.lower() for value in values} if len({value.lower() for value in values}) < len(values) else set())
        if repeated:
            raise InputError(SourceLocation(str(path), number, column),
                             f"the value {sorted(repeated)[0]!r} is listed twice; every value names one thing", line)
        seen |= {value.lower() for value in values}
        categories.append((name.strip(), values))
    if len(categories) < 2:
        raise InputError(SourceLocation(str(path), max(len(lines), 1), 1), "a theme needs at least two categories")
    specs = (_row(*categories[0]),) + tuple(_plain(*category) for category in categories[1:])
    return Theme(path.stem, title or path.stem.replace("_", " ").capitalize(), "person", "people", "people",
                 "are", "Who {vp}?", specs)
