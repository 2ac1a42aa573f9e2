"""Reading what a solver already knows (for hints): a JSON list of cell facts, or sentences in
the clue language.

JSON: ``[{"this": "nationality:Englishman", "that": "color:red", "holds": true}, ...]`` (also
under a ``"facts"`` key; a value may be a bare label when only one category has it). Text:
one sentence a line, such as "The Englishman lives in the red house." or "Ann doesn't own
the cat."; each must say that two things are, or are not, the same. Problems are reported as
``file:line:column: message``.
"""

from __future__ import annotations

import json

from pylogic.clues.compiler import CompiledPuzzle, compile_clues
from pylogic.errors import InputError, InputErrors, SourceLocation
from pylogic.explain.steps import CellFact, Value
from pylogic.terms import Compound


def read_known(text: str, path: str, compiled: CompiledPuzzle, puzzle_text: str) -> tuple[CellFact, ...]:
    """The cell facts in ``text`` (JSON when it starts with '[' or '{', else sentences)."""
    stripped = text.lstrip()
    if stripped.startswith(("[", "{")):
        facts = _json_facts(text, path, compiled)
    else:
        facts = _sentence_facts(text, path, compiled, puzzle_text)
    _check_no_clash(facts, path)
    return facts


def _error(path: str, message: str, line: int = 1, column: int = 1) -> InputError:
    return InputError(SourceLocation(path, line, column), message)


def _json_facts(text: str, path: str, compiled: CompiledPuzzle) -> tuple[CellFact, ...]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise _error(path, f"not valid JSON: {error.msg}", error.lineno, error.colno) from None
    if isinstance(data, dict):
        data = data.get("facts")
    if not isinstance(data, list):
        raise _error(path, 'expected a list of facts like {"this": "pet:dog", "that": "owner:Ann", "holds": true}')
    facts = []
    for index, item in enumerate(data, start=1):
        if not (isinstance(item, dict) and isinstance(item.get("this"), str) and isinstance(item.get("that"), str)
                and isinstance(item.get("holds"), bool)):
            raise _error(path, f'fact {index} needs "this" and "that" (values) and "holds" (true or false)')
        this, that = _value(item["this"], compiled, path), _value(item["that"], compiled, path)
        facts.append(oriented_fact(this, that, item["holds"], compiled, path))
    return tuple(facts)


def _value(text: str, compiled: CompiledPuzzle, path: str) -> Value:
    if ":" in text:
        category, label = (part.strip() for part in text.split(":", 1))
        for candidate in compiled.categories:
            if candidate.name == category and label in candidate.labels:
                return Value(category, label)
    matches = [Value(category.name, label) for category in compiled.categories
               for label in category.labels if label.lower() == text.strip().lower()]
    if len(matches) == 1:
        return matches[0]
    if matches:
        raise _error(path, f"'{text}' is a value of several categories; write it as CATEGORY:VALUE")
    raise _error(path, f"'{text}' is not a value of the puzzle")


def oriented_fact(this: Value, that: Value, holds: bool, compiled: CompiledPuzzle, path: str) -> CellFact:
    """The fact with the value of the category declared first as ``this``."""
    order = [category.name for category in compiled.categories]
    if this.category == that.category:
        raise _error(path, f"'{this}' and '{that}' are in the same category")
    if order.index(this.category) > order.index(that.category):
        this, that = that, this
    return CellFact(this, that, holds)


def _sentence_facts(text: str, path: str, compiled: CompiledPuzzle, puzzle_text: str) -> tuple[CellFact, ...]:
    # The sentences are read as extra clues of the puzzle, so they share its names, aliases
    # and phrasings; their errors are moved back to the lines of the facts file.
    head = puzzle_text.rstrip("\n") + "\n"
    offset = head.count("\n")
    try:
        combined = compile_clues(head + text, path)
    except InputErrors as errors:
        raise InputErrors([_moved(error, path, offset) for error in errors.errors
                           if error.location.line > offset] or errors.errors) from None
    facts = []
    for clue in combined.clues:
        if clue.line <= offset:
            continue
        for relation in clue.relations:
            fact = _relation_fact(relation, compiled, path)
            if fact is None:
                raise _error(path, "a known fact must say that two things are, or are not, the same",
                             clue.line - offset)
            facts.append(fact)
    return tuple(facts)


def _moved(error: InputError, path: str, offset: int) -> InputError:
    location = SourceLocation(path, error.location.line - offset, error.location.column)
    return InputError(location, error.message, error.source_line, error.hint)


def _relation_fact(relation: Compound, compiled: CompiledPuzzle, path: str) -> CellFact | None:
    if relation.name == "not" and isinstance(relation.args[0], Compound) and relation.args[0].name == "same":
        relation = Compound("different", relation.args[0].args)
    if relation.name not in ("same", "different"):
        return None
    this, that = (Value(str(ref.args[0]), str(ref.args[1])) for ref in relation.args)
    return oriented_fact(this, that, relation.name == "same", compiled, path)


def _check_no_clash(facts: tuple[CellFact, ...], path: str) -> None:
    seen: dict = {}
    for fact in facts:
        if seen.get(fact.cell, fact.holds) != fact.holds:
            raise _error(path, f"the facts say both that {fact.this} and {fact.that} are and are not the same")
        seen[fact.cell] = fact.holds
