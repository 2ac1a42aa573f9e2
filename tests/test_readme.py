"""The README stays a short user's document, and its first puzzle is the one in puzzles/."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_readme_is_short():
    assert len(README.encode("utf-8")) < 12 * 1024


def test_the_first_puzzle_in_the_readme_is_the_tested_file():
    section = README.split("## A first puzzle", 1)[1]
    shown = re.search(r"```\n(.*?)```", section, re.DOTALL)[1]
    assert shown == (ROOT / "puzzles" / "pets_3x3.clues").read_text(encoding="utf-8")


def test_every_linked_document_exists():
    for target in re.findall(r"\]\(([^)#]+)\)", README):
        if not target.startswith("http"):
            assert (ROOT / target).is_file(), target


def test_the_blog_posts_are_cited_by_author_and_title():
    assert "Rainhard Findling" in README
    assert '"Einstein Riddle/Zebra Puzzle in Prolog"' in README
    assert "seed post" not in README.lower()


def test_no_file_names_a_path_of_this_machine_or_a_seed_post():
    forbidden = re.compile(r"/work/|/home/|seed posts?\b|seed 00\d|\bissue \d", re.IGNORECASE)
    this_file = Path(__file__).resolve()
    offenders = []
    for folder in ("pylogic", "prolog", "bench", "docs", "puzzles", "tests", "grammars"):
        for path in (ROOT / folder).rglob("*"):
            if path.is_file() and path.suffix in {".py", ".pl", ".plt", ".md", ".lark", ".clues",
                                                   ".hidoku", ".magic", ".eqgrid", ".stones",
                                                   ".jodici", ".disks", ".txt"} \
                    and path.resolve() != this_file:
                if forbidden.search(path.read_text(encoding="utf-8", errors="replace")):
                    offenders.append(str(path.relative_to(ROOT)))
    for name in ("README.md", "Makefile", "pyproject.toml", ".ci/run"):
        if forbidden.search((ROOT / name).read_text(encoding="utf-8")):
            offenders.append(name)
    assert offenders == []
