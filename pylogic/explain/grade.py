"""A difficulty grade read off an explanation: how many steps, how many clues one step needs
at most, and whether some step needs a case split (trying cases, not just propagating)."""

from __future__ import annotations

from dataclasses import dataclass

from pylogic.explain.steps import Explanation

GRADES = ("easy", "medium", "hard", "very hard")


@dataclass(frozen=True)
class Grade:
    """``name`` is one of GRADES."""

    name: str
    steps: int
    clue_steps: int
    largest_clue_set: int
    case_splits: int

    def describe(self) -> str:
        split = "no case split" if not self.case_splits else (
            "1 step needs a case split" if self.case_splits == 1 else f"{self.case_splits} steps need a case split")
        clues = "one clue" if self.largest_clue_set <= 1 else f"{self.largest_clue_set} clues"
        return (f"Difficulty: {self.name} ({self.steps} steps, {self.clue_steps} of them with clues; "
                f"at most {clues} in a step; {split}).")

    def to_json(self) -> dict:
        return {"grade": self.name, "steps": self.steps, "clue_steps": self.clue_steps,
                "largest_clue_set": self.largest_clue_set, "case_splits": self.case_splits}


def grade(explanation: Explanation) -> Grade:
    """easy: one clue at a time, no case split; medium: one clue at a time with a case split;
    hard: some step combines two clues; very hard: some step needs three or more."""
    steps = explanation.steps
    largest = max((len(step.clues) for step in steps), default=0)
    splits = sum(1 for step in steps if step.case_split)
    if largest >= 3:
        name = GRADES[3]
    elif largest == 2:
        name = GRADES[2]
    else:
        name = GRADES[1] if splits else GRADES[0]
    return Grade(name, len(steps), sum(1 for step in steps if step.clues), largest, splits)
