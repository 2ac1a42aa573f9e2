"""``pylogic generate``: reading its options into a SetOptions, and running the set with a
progress bar on a terminal."""

from __future__ import annotations

import re
import sys
import time
from pathlib import Path
from typing import TextIO

from pylogic.errors import EXIT_BAD_INPUT, PylogicError
from pylogic.generate.sets import SetOptions, generate_set, write_item
from pylogic.generate.themes import THEMES, Theme

ALL_FAMILIES = ("identity", "negation", "neither", "either_subject", "either_predicate", "either_object", "pair",
                "all_different", "group", "less", "offset", "next_to", "absolute")
DEFAULT_THEME = "neighbours"
MAX_SIZE = 8  # the built-in categories hold 8 values at most (8 houses, 8 places)


class OptionError(PylogicError):
    """A command-line option the generator cannot use (printed as ``error: --option: ...``)."""

    exit_code = EXIT_BAD_INPUT


def _option_error(option: str, message: str) -> OptionError:
    return OptionError(f"{option}: {message}")


def parse_size(size: str) -> tuple[int, int]:
    """(entities, categories) from '5x6'; OptionError for anything else."""
    match = re.fullmatch(r"\s*(\d+)\s*[xX]\s*(\d+)\s*", size)
    if not match:
        raise _option_error("--size", f"expected ENTITIESxCATEGORIES such as 5x6, not {size!r}")
    entities, categories = int(match[1]), int(match[2])
    if not (2 <= entities <= MAX_SIZE and 2 <= categories <= MAX_SIZE):
        raise _option_error("--size", f"sizes go from 2x2 to {MAX_SIZE}x{MAX_SIZE}, not {size}")
    return entities, categories


def parse_theme(theme: str) -> Theme:
    """A built-in theme by name, or the theme in a category file."""
    if theme in THEMES:
        return THEMES[theme]
    path = Path(theme)
    if path.is_file():
        from pylogic.generate.category_file import read_theme

        return read_theme(path)
    raise _option_error("--theme", f"{theme!r} is neither a built-in theme ({', '.join(sorted(THEMES))}) "
                        "nor a category file")


def parse_families(families: str | None) -> tuple[str, ...] | None:
    """The clue families named in a comma-separated list (None: all)."""
    if families is None:
        return None
    named = tuple(name.strip().replace("-", "_") for name in families.split(",") if name.strip())
    unknown = [name for name in named if name not in ALL_FAMILIES]
    if unknown or not named:
        raise _option_error("--families", f"unknown clue family {unknown[0] if unknown else families!r}; "
                            f"the families are {', '.join(ALL_FAMILIES)}")
    return named


def house_options(size: str, seed: int, theme: str, families: str | None, minimal: bool) -> SetOptions:
    """The SetOptions of ``--style house``: the size is HOUSESxATTRIBUTES, the categories are
    the style's own (so only the default --theme goes with it)."""
    from pylogic.generate.house import HOUSE_FAMILIES, MAX_ATTRIBUTES, MAX_HOUSES, THEME

    houses, attributes = parse_size(size)
    if not (houses <= MAX_HOUSES and attributes <= MAX_ATTRIBUTES):
        raise _option_error("--size", f"house puzzles go from 2x2 to {MAX_HOUSES}x{MAX_ATTRIBUTES} "
                            f"(houses x attributes), not {size}")
    if theme != DEFAULT_THEME:
        raise _option_error("--theme", "the house style has its own attributes; leave --theme out")
    chosen = None
    if families is not None:
        chosen = tuple(name.strip().replace("-", "_") for name in families.split(",") if name.strip())
        unknown = [name for name in chosen if name not in HOUSE_FAMILIES]
        if unknown or not chosen:
            raise _option_error("--families", f"unknown house template {unknown[0] if unknown else families!r}; "
                                f"the templates are {', '.join(HOUSE_FAMILIES)}")
    return SetOptions(THEME, houses, attributes, seed, chosen, minimal, style="house")


def parse_grade(grade: str | None) -> str | None:
    """A difficulty grade as ``pylogic solve --grade`` names it ("very-hard" for "very hard")."""
    from pylogic.explain.grade import GRADES

    if grade is None:
        return None
    name = grade.strip().lower().replace("-", " ").replace("_", " ")
    if name not in GRADES:
        raise _option_error("--grade", f"unknown grade {grade!r}; the grades are "
                            + ", ".join(g.replace(" ", "-") for g in GRADES))
    return name


def set_options(size: str, seed: int, theme: str, families: str | None, minimal: bool,
                style: str = "grid", grade: str | None = None) -> SetOptions:
    """The SetOptions the command-line options describe; OptionError for a bad option."""
    if style == "house":
        if grade is not None:
            raise _option_error("--grade", "house puzzles are not drawn to a grade; leave --grade out")
        return house_options(size, seed, theme, families, minimal)
    if style != "grid":
        raise _option_error("--style", f"the styles are grid and house, not {style!r}")
    entities, categories = parse_size(size)
    chosen = parse_theme(theme)
    if categories > len(chosen.categories):
        raise _option_error("--size", f"the theme {chosen.key!r} has {len(chosen.categories)} categories, "
                            f"fewer than {categories}")
    short = [spec.name for spec in chosen.categories if len(spec.pool) < entities]
    if short:
        raise _option_error("--size", f"the theme {chosen.key!r} has fewer than {entities} values in {short[0]!r}")
    return SetOptions(chosen, entities, categories, seed, parse_families(families), minimal,
                      grade=parse_grade(grade))


def run_generate(options: SetOptions, count: int, out: Path, jobs: int, dask: str | None,
                 err: TextIO = sys.stderr) -> int:
    """Makes and writes the set; prints one line per puzzle that could not be made and a last
    line saying what was written. Exit code 0 when every puzzle was made, 1 otherwise."""
    started = time.monotonic()
    made = failed = 0
    items = generate_set(options, count, jobs, dask)
    bar = None
    if err.isatty():
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

        bar = Progress(TextColumn("generating"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                       console=Console(file=err), transient=True)
        task = bar.add_task("generating", total=count)
        bar.start()
    try:
        for item in items:
            if item.puzzle is None:
                failed += 1
                err.write(f"{item.name}: not made: {item.error}\n")
            else:
                write_item(out, item)
                made += 1
            if bar is not None:
                bar.advance(task)
    finally:
        if bar is not None:
            bar.stop()
    err.write(f"Wrote {made} puzzles to {out} in {time.monotonic() - started:.1f} s"
              + (f"; {failed} could not be made.\n" if failed else ".\n"))
    return 0 if not failed else 1
