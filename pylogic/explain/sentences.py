"""Plain English for cell facts and steps: one sentence that says why a step holds.

Values are written by their labels; a label that is a bare number ("1", "1908") gets its
category's name in front ("house 1", "planted 1908") so that it reads as a thing.
"""

from __future__ import annotations

from pylogic.clues.compiler import CompiledPuzzle
from pylogic.explain.steps import CellFact, Step, Value

GRID_RULE = "each value is used once"
SAME_ENTITY_RULE = "values of one entity share what is known of them"


def value_text(value: Value) -> str:
    """A value as a reader would name it ("red", "house 1")."""
    bare = value.label.replace(".", "", 1).replace(",", "")
    return f"{value.category} {value.label}" if bare.isdigit() else value.label


def fact_text(fact: CellFact) -> str:
    """'Englishman is red' or 'Englishman is not red'."""
    verb = "is" if fact.holds else "is not"
    return f"{value_text(fact.this)} {verb} {value_text(fact.that)}"


def _listed(texts: list[str]) -> str:
    if len(texts) <= 1:
        return "".join(texts)
    return ", ".join(texts[:-1]) + " and " + texts[-1]


def _facts(facts) -> str:
    return _listed([fact_text(fact) for fact in facts])


def step_rule(step: Step) -> str | None:
    """The grid rule a step without clues uses (None for a step that uses clues): two facts
    or more starting with a check mark carry that check mark's facts over, anything else is
    one value per row and column."""
    if step.clues:
        return None
    if len(step.support) >= 2 and step.support[0].holds:
        return SAME_ENTITY_RULE
    return GRID_RULE


def step_sentence(step: Step, compiled: CompiledPuzzle) -> str:
    """One sentence: what the step uses and what follows from it."""
    derived = _facts(step.derived)
    if not step.clues:
        return _grid_sentence(step, derived)
    clues = _listed([f"clue {number}" for number in step.clues])
    texts = {clue.number: clue.text.strip() for clue in compiled.clues}
    quoted = " ".join(f'"{texts[number]}"' for number in step.clues if number in texts)
    given = f", given that {_facts(step.support)}" if step.support else ""
    how = ", trying each case," if step.case_split else ""
    subject = clues[0].upper() + clues[1:]
    if step.contradiction:
        once = f" once {_facts(step.support)}" if step.support else ""
        verb = "cannot hold" if len(step.clues) == 1 else "cannot all hold"
        return _sentence(f"{subject} ({quoted}) {verb}{once}{how}: no way of filling the grid satisfies "
                         f"{'it' if len(step.clues) == 1 else 'them'}")
    return _sentence(f"{subject} ({quoted}){given} means{how} that {derived}")


def _sentence(text: str) -> str:
    """``text`` ended by one full stop (a label such as "45 ft." may already end with one)."""
    return text if text.endswith(".") else text + "."


def _grid_sentence(step: Step, derived: str) -> str:
    support = step.support
    if step.contradiction:
        return f"The facts {_facts(support)} cannot all hold, since {GRID_RULE}."
    if len(support) == 1 and support[0].holds:
        return _sentence(f"Since {fact_text(support[0])} and {GRID_RULE}, {derived}")
    if support and support[0].holds and step_rule(step) == SAME_ENTITY_RULE:
        first = support[0]
        return _sentence(f"{value_text(first.this)} and {value_text(first.that)} are the same, so what is "
                         f"known of one holds for the other ({_facts(support[1:])}): {derived}")
    if all(not fact.holds for fact in support) and len(step.derived) == 1 and step.derived[0].holds:
        return _sentence(f"Since {_facts(support)}, and {GRID_RULE}, the one choice left is that {derived}")
    return _sentence(f"Since {_facts(support)}, and {GRID_RULE}, {derived}")
