"""An explanation as text for people and as JSON for programs."""

from __future__ import annotations

from pylogic.clues.compiler import CompiledPuzzle
from pylogic.explain.sentences import fact_text, step_rule, step_sentence, value_text
from pylogic.explain.steps import Explanation, Step
from pylogic.explain.tutor import PuzzleExplanation


def _mark(holds: bool) -> str:
    return "✓" if holds else "✗"


def step_lines(number: int, step: Step, compiled: CompiledPuzzle) -> list[str]:
    """The lines of one step: heading (clues or grid rule), sentence, facts used and new."""
    texts = {clue.number: clue.text.strip() for clue in compiled.clues}
    if step.clues:
        cited = "; ".join(f"clue {n}: {texts.get(n, '')}" for n in step.clues)
    else:
        cited = f"grid rule: {step_rule(step)}"
    lines = [f"Step {number}. {cited}" + (" (case split)" if step.case_split else ""),
             f"  Why: {step_sentence(step, compiled)}"]
    if step.support:
        lines.append("  Uses: " + "; ".join(f"{_mark(f.holds)} {fact_text(f)}" for f in step.support))
    if step.contradiction:
        lines.append("  New: a contradiction")
    else:
        lines.append("  New: " + "; ".join(f"{_mark(f.holds)} {fact_text(f)}" for f in step.derived))
    return lines


def render_text(result: PuzzleExplanation) -> str:
    """The whole explanation: a heading, every step, and how it ends."""
    compiled, explanation = result.compiled, result.explanation
    lines: list[str] = []
    if result.status == "none":
        numbers = " and ".join(", ".join(map(str, result.conflict)).rsplit(", ", 1))
        lines.append(f"No solution: clue{'s' if len(result.conflict) > 1 else ''} {numbers} cannot all hold "
                     "(no smaller set of clues contradicts itself). Why:")
    for number, step in enumerate(explanation.steps, start=1):
        lines.extend(step_lines(number, step, compiled))
        lines.append("")
    lines.extend(_ending(result))
    return "\n".join(lines).rstrip() + "\n"


def _ending(result: PuzzleExplanation) -> list[str]:
    explanation = result.explanation
    if result.status == "none":
        return [] if explanation.contradiction else ["(the steps stop before the contradiction)"]
    if explanation.open_cells:
        return ["The clues say no more; these cells stay open (the puzzle has several solutions):"] + [
            f"  {value_text(this)} / {value_text(that)}" for this, that in explanation.open_cells] + _settling(result)
    lines = ["The grid is complete."]
    if result.grade is not None:
        lines.append(result.grade.describe())
    return lines


def _settling(result: PuzzleExplanation) -> list[str]:
    """The clues that would settle an ambiguous puzzle, ready to paste."""
    if not result.settling:
        return []
    two = len(result.settling[0].facts) > 1
    lines = ["No single fact would settle it; any of these pairs of clues would (add both):" if two else
             "Any one of these clues would settle it (one solution would be left):"]
    lines += ["  " + " ".join(clue.sentences) for clue in result.settling]
    return lines


def step_json(number: int, step: Step, compiled: CompiledPuzzle) -> dict:
    texts = {clue.number: clue.text.strip() for clue in compiled.clues}
    return {"number": number,
            "clues": [{"number": n, "text": texts.get(n, "")} for n in step.clues],
            "rule": step_rule(step),
            "uses": [fact.to_json() for fact in step.support],
            "derives": [fact.to_json() for fact in step.derived],
            "contradiction": step.contradiction,
            "case_split": step.case_split,
            "sentence": step_sentence(step, compiled)}


def explanation_json(result: PuzzleExplanation) -> dict:
    """Steps with clue numbers, facts used, facts derived and the sentence; the outcome."""
    explanation: Explanation = result.explanation
    return {"source": result.compiled.path,
            "status": result.status,
            "conflict": list(result.conflict),
            "steps": [step_json(number, step, result.compiled)
                      for number, step in enumerate(explanation.steps, start=1)],
            "complete": explanation.complete,
            "open_cells": [[str(this), str(that)] for this, that in explanation.open_cells],
            "settling_clues": [{"sentences": list(clue.sentences), "facts": [fact.to_json() for fact in clue.facts]}
                               for clue in result.settling],
            "grade": result.grade.to_json() if result.grade else None}
