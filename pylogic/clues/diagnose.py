"""Explain a puzzle that is not uniquely solvable.

Both functions take ``solutions(clue_numbers, limit) -> list[table]`` from the caller (the
engine lives elsewhere); a table is a list of rows, one per value of the first category.

- ``differing_cells(tables, header)``: the cells that are not the same in every solution.
- ``minimal_conflict(clue_numbers, solutions)``: a smallest set of clues that has no
  solution on its own (deletion filter: drop each clue in turn and keep it out while the rest
  still has no solution; the result is minimal: removing any one clue makes it solvable).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

Solutions = Callable[[list[int], int], list]


def differing_cells(tables: Sequence[Sequence[Sequence]], header: Sequence[str]) -> list[tuple[str, str, list]]:
    """(row label, category, the values seen there) for every cell not fixed by the clues."""
    cells = []
    for row_index, first_row in enumerate(tables[0]):
        for column, category in enumerate(header):
            seen = []
            for table in tables:
                value = table[row_index][column]
                if value not in seen:
                    seen.append(value)
            if len(seen) > 1:
                cells.append((str(first_row[0]), category, seen))
    return cells


def minimal_conflict(clue_numbers: Sequence[int], solutions: Solutions) -> list[int]:
    """A minimal list of clue numbers with no solution together (``clue_numbers`` has none).

    Raises ValueError when ``clue_numbers`` together do have a solution.
    """
    def unsolvable(numbers: list[int]) -> bool:
        return not solutions(numbers, 1)

    kept = list(clue_numbers)
    if not unsolvable(kept):
        raise ValueError("these clues have a solution")
    for number in list(clue_numbers):
        trial = [kept_number for kept_number in kept if kept_number != number]
        if unsolvable(trial):
            kept = trial
    return kept
