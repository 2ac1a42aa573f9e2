"""A plain equation grid backtracker in the blog post's style: take the equations with the
fewest unknowns first, try every value of the range for their unknowns in that order, and
check each equation as soon as all its unknowns have values."""

from __future__ import annotations

from collections.abc import Iterator

from pylogic.numeric.equation_grid import Puzzle, Solution, evaluate, names_in


def _fill_order(puzzle: Puzzle) -> list[str]:
    """The unknowns in the order they are filled: equation by equation, fewest new first."""
    order: list[str] = [name for name, _ in puzzle.givens]
    remaining = [(names_in(e.left) | names_in(e.right)) for e in puzzle.equations]
    while remaining:
        names = min(remaining, key=lambda names: len(names - set(order)))
        remaining.remove(names)
        order += sorted(names - set(order))
    return order + [name for name in puzzle.names if name not in order]


def solve(puzzle: Puzzle) -> Iterator[Solution]:
    """Every solution of ``puzzle`` by depth-first search over the whole range."""
    order = _fill_order(puzzle)
    givens = dict(puzzle.givens)
    equation_names = [(names_in(e.left) | names_in(e.right), e) for e in puzzle.equations]
    # after filling order[i], check the equations whose last unknown is order[i]
    checks: list[list] = [[] for _ in order]
    for names, equation in equation_names:
        checks[max(order.index(name) for name in names)].append(equation)
    values: dict[str, int] = {}

    def fill(position: int) -> Iterator[Solution]:
        if position == len(order):
            yield Solution(tuple((name, values[name]) for name in puzzle.names))
            return
        name = order[position]
        candidates = [givens[name]] if name in givens else range(puzzle.low, puzzle.high + 1)
        for value in candidates:
            values[name] = value
            if all(evaluate(e.left, values) == evaluate(e.right, values)
                   for e in checks[position]):
                yield from fill(position + 1)
        del values[name]

    yield from fill(0)
