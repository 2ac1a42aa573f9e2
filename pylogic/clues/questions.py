"""Answer a clue file's questions ("Who owns the zebra?") from a solved table.

The entity asked about is the one holding the values the question names. What is asked for:
the category named by the first noun in the question that names one ("What does the Norwegian
*drink*?", "Which *house* ...", "What is the *nationality* of the person with a pet?"), else
for "who" and "whose" ("Whose car is white?") the first category whose values are capitalised
names (people, nationalities). When neither tells, the answer is the
entity's whole row rather than a guess.
"""

from __future__ import annotations

from pylogic.clues.ast import Question
from pylogic.clues.compiler import CompiledPuzzle
from pylogic.clues.resolve import Resolver
from pylogic.clues.values import singular
from pylogic.clues.words import camel_parts


def asked_category(compiled: CompiledPuzzle, question: Question) -> str | None:
    """The name of the category whose value answers ``question``, or None when it cannot tell."""
    puzzle = compiled.puzzle
    named = {category for category, _ in Resolver(puzzle, question.column).references(question.about)}
    # the noun asked for comes first: "What is the *nationality* of the person who keeps a *pet*?"
    for word in question.about.words:
        parts = camel_parts(word.text)
        if parts:
            # "What is PhoneModel of ...": the category that has the most of its words (phone
            # models, not car models); a tie says nothing
            scores = {category.name: len({*parts, *map(singular, parts)} & category.nouns)
                      for category in puzzle.categories if category.name not in named}
            best = max(scores.values(), default=0)
            winners = [name for name, score in scores.items() if score == best]
            return winners[0] if best and len(winners) == 1 else None
        keys = {word.text.lower(), singular(word.text.lower())}
        for category in puzzle.categories:
            if keys & category.nouns and category.name not in named:
                return category.name
    if question.word in ("who", "whose"):
        for category in puzzle.categories:
            capitalised = all(label[:1].isupper() for label in category.labels)
            if capitalised and not category.ordered and category.name not in named:
                return category.name
    return None


def answer(compiled: CompiledPuzzle, question: Question, header: list[str], rows: list[list]) -> str:
    """The answer to ``question`` in the solution table (``header``, ``rows``), e.g. 'Japanese'.

    Returns a sentence saying so when no row holds all the values the question names.
    """
    references = Resolver(compiled.puzzle, question.column).references(question.about)
    columns = {name: index for index, name in enumerate(header)}
    matching = [row for row in rows
                if all(str(row[columns[category]]) == label for category, label in references)]
    if len(matching) != 1:
        return "nobody (the question's names do not meet in one row)"
    asked = asked_category(compiled, question)
    if asked is None:
        return "; ".join(f"{name}: {value}" for name, value in zip(header, matching[0]))
    return str(matching[0][columns[asked]])
