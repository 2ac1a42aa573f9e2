"""Which one more clue would settle a puzzle with several solutions.

A clue that says one cell fact ("Carla keeps the goldfish", "house 2 is not the tea house")
settles the puzzle when exactly one of its solutions keeps that fact. The solutions are
counted, not guessed: the candidate facts are the open cells, and each is counted over all
the solutions. Each settling fact is then written as a sentence in the clue language, and a
sentence is offered only when the clue reader, given the puzzle with that sentence added as
its last clue, reads it as exactly that fact, so the user can paste it.
"""

from __future__ import annotations

from dataclasses import dataclass

from pylogic.clues.compiler import CompiledPuzzle, compile_clues
from pylogic.errors import PylogicError
from pylogic.explain.steps import CellFact, Value

MAX_SOLUTIONS = 200  # past this many solutions one more fact cannot settle a 9x9 grid cell
MAX_SUGGESTIONS = 3


@dataclass(frozen=True)
class SettlingClue:
    """``facts`` (one, or two when no single fact does it) leave exactly one solution;
    ``sentences`` say them in the clue language, each read back by the clue reader as
    exactly its fact."""

    facts: tuple[CellFact, ...]
    sentences: tuple[str, ...]


def _table_facts(table, compiled: CompiledPuzzle) -> set[CellFact]:
    """The check marks of one solution table."""
    order = [category.name for category in compiled.categories]
    facts = set()
    for i, first in enumerate(order):
        for second in order[i + 1:]:
            a, b = table.header.index(first), table.header.index(second)
            for row in table.rows:
                facts.add(CellFact(Value(first, str(row[a])), Value(second, str(row[b])), True))
    return facts


def settling_facts(compiled: CompiledPuzzle, tables: list) -> list[tuple[CellFact, ...]]:
    """The cell facts that exactly one of ``tables`` (every solution) keeps: check marks
    first, then crosses, each in grid order; when there is none, pairs of check marks."""
    solution_marks = [_table_facts(table, compiled) for table in tables]
    cells: dict[tuple[Value, Value], int] = {}
    for marks in solution_marks:
        for fact in marks:
            cells[fact.cell] = cells.get(fact.cell, 0) + 1
    count = len(tables)
    found: list[tuple[CellFact, ...]] = [(CellFact(this, that, True),) for (this, that), times in sorted(cells.items())
                                         if times == 1]
    found += [(CellFact(this, that, False),) for (this, that), times in sorted(cells.items())
              if times == count - 1]
    if found:
        return found
    open_marks = sorted((CellFact(this, that, True) for (this, that), times in cells.items() if times < count),
                        key=lambda fact: fact.cell)
    return [(first, second) for i, first in enumerate(open_marks) for second in open_marks[i + 1:]
            if sum(1 for marks in solution_marks if first in marks and second in marks) == 1]


def _phrases(value: Value) -> list[str]:
    """Ways a sentence names a value: a bare number gets its category, singular first
    ("house 2", "houses 2"); anything else is its label."""
    bare = value.label.replace(".", "", 1).replace(",", "")
    if not bare.isdigit():
        return [value.label]
    singular = value.category[:-1] if value.category.endswith("s") else value.category
    return list(dict.fromkeys([f"{singular} {value.label}", f"{value.category} {value.label}", value.label]))


def _candidates(fact: CellFact) -> list[str]:
    verb = "is" if fact.holds else "is not"
    forms = []
    for this in _phrases(fact.this):
        for that in _phrases(fact.that):
            forms += [f"{this} {verb} {that}.", f"The {this} {verb} the {that}.", f"{this} {verb} the {that}.",
                      f"The {this} {verb} {that}."]
    return list(dict.fromkeys(form[0].upper() + form[1:] for form in forms))


def _reads_as(text: str, path: str, sentence: str, fact: CellFact) -> bool:
    """Whether the clue reader reads ``sentence``, added as the last clue of the puzzle
    ``text``, as exactly ``fact``."""
    base = compile_clues(text, path)
    number = max((clue.number for clue in base.clues), default=0) + 1
    try:
        compiled = compile_clues(text.rstrip("\n") + f"\n{number}. {sentence}\n", path)
    except PylogicError:
        return False
    relations = compiled.clues[-1].relations
    if len(relations) != 1 or relations[0].name != ("same" if fact.holds else "different"):
        return False
    named = {tuple(argument.args) for argument in relations[0].args}
    return named == {(fact.this.category, fact.this.label), (fact.that.category, fact.that.label)}


def sentence_for(text: str, path: str, fact: CellFact) -> str | None:
    """The first phrasing of ``fact`` the clue reader reads back as exactly that fact."""
    for sentence in _candidates(fact):
        if _reads_as(text, path, sentence, fact):
            return sentence
    return None


def settling_clues(compiled: CompiledPuzzle, text: str, timeout: float) -> tuple[SettlingClue, ...]:
    """Up to MAX_SUGGESTIONS one-fact clues, each leaving exactly one solution, as sentences
    for the puzzle ``text``; () when the puzzle has fewer than two or too many solutions."""
    from pylogic.grid_runner import grid_tables

    tables, complete = grid_tables(compiled, None, MAX_SOLUTIONS, timeout)
    if len(tables) < 2 or not complete:
        return ()
    found = []
    for facts in settling_facts(compiled, tables):
        sentences = [sentence_for(text, compiled.path, fact) for fact in facts]
        if all(sentence is not None for sentence in sentences):
            found.append(SettlingClue(facts, tuple(sentence for sentence in sentences if sentence is not None)))
            if len(found) == MAX_SUGGESTIONS:
                break
    return tuple(found)
