"""Building one puzzle: draw true clues until pylogic's engine proves one solution, drop the
clues it does not need, and prove the finished clue file solves back to the hidden answer.

Only sentences the clue reader reads as they were meant are kept: every candidate clue must
compile, and the hidden solution must satisfy what the reader made of it (checked by the
independent Python checker, ``pylogic.grid_check``). The candidate clues are compiled once
and counted in subsets (``grid_tables`` with clue numbers), so proving costs one engine call
per step, not one parse.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from pylogic.errors import InputError, InputErrors, PylogicError, SolveTimeout
from pylogic.generate.draft import Draft, categories_json, choose_draft, make_question, render, solution_rows
from pylogic.generate.families import FAMILY_WEIGHTS, applicable_families, draw_clue
from pylogic.generate.themes import Theme

STEP_SECONDS = 20.0    # one count while clues are added or dropped; longer counts as "not unique"
PROOF_SECONDS = 120.0  # the final proof of the finished clue file
STRONG_CLUES_FROM = 36  # entities x categories from which strong clues are preferred
ROUNDS = 40            # draws of more clues before a draft is given up


# How much a clue of each family narrows the grid, roughly (a ``same`` fixes a cell pair; a
# ``different`` only rules one out).
_STRENGTH = {"negation": 0, "neither": 1, "all_different": 1, "group": 1, "either_subject": 2,
             "either_predicate": 2, "either_object": 2, "pair": 2, "less": 2, "next_to": 2, "offset": 3,
             "absolute": 3, "identity": 4}


class GenerationError(Exception):
    """No puzzle could be made from these settings (too few categories, no usable family)."""


Clue = tuple  # (relations, text, family), as the clue families draw them


@dataclass(frozen=True)
class GeneratedPuzzle:
    """A finished puzzle: the clue file text, its proven answer and how it was made.

    ``header``/``rows`` are the answer table as ``pylogic solve`` prints it; ``families`` the
    clue family of each clue, in order; ``rejected`` how many drawn sentences the reader did
    not read as meant (compiled to something else, or not at all). ``categories`` and
    ``relations`` (per clue) are what the clues were meant to say, in the JSON form of the
    test suite's brute-force enumerator, so a test can prove the answer without pylogic.
    """

    text: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    families: tuple[str, ...]
    seed: str
    rejected: int
    categories: tuple = ()
    relations: tuple = ()
    grade: str | None = None  # the difficulty grade, when the puzzle was made to have one

    def answer_json(self) -> dict:
        """NAME.answer.json: the status, the answer table and what the puzzle is made of."""
        made = {"status": "unique", "header": list(self.header), "rows": [list(row) for row in self.rows],
                "clues": len(self.families), "families": list(self.families), "seed": self.seed}
        return made if self.grade is None else {**made, "grade": self.grade}


def _clue_number(error: InputError, text: str) -> int | None:
    """The clue number on the line an error points at (render writes clues as ``N. text``)."""
    lines = text.splitlines()
    if 1 <= error.location.line <= len(lines):
        number, dot, _ = lines[error.location.line - 1].partition(". ")
        if dot and number.isdigit():
            return int(number)
    return None


class _Prover:
    """Compiles candidate clues once, keeps those the reader reads as meant, and counts the
    solutions of subsets of them with the engine."""

    def __init__(self, draft: Draft, clues: list[Clue], render_text=render) -> None:
        """``render_text`` writes the candidates as a clue file (``render``'s signature), so
        another style of puzzle (``pylogic.generate.house``) is proven the way it is written."""
        from pylogic.clues.compiler import compile_clues

        self.draft = draft
        self.rejected = 0
        self.clues = list(clues)  # after __init__: only the candidates read as meant
        self.numbers: list[int] = []  # the compiled clue number of each of self.clues
        while True:
            text = render_text(draft, "candidates", self.clues, None)
            try:
                self.compiled = compile_clues(text, "<generated>")
                break
            except InputErrors as errors:
                bad = {_clue_number(error, text) for error in errors.errors}
            except InputError as error:
                bad = {_clue_number(error, text)}
            if None in bad:
                raise GenerationError(f"the clue reader refused a generated puzzle's categories: {text!r}")
            self.rejected += len(bad)
            self.clues = [clue for number, clue in enumerate(self.clues, start=1) if number not in bad]
        self._drop_misread()

    def _drop_misread(self) -> None:
        """Keeps the candidates the hidden solution satisfies as the reader read them."""
        from pylogic.grid_check import table_is_solution

        categories = {category.name: list(category.labels) for category in self.compiled.categories}
        numbers = {category.name: list(category.numbers) for category in self.compiled.categories
                   if category.ordered}
        table = ([spec.name for spec in self.draft.specs], solution_rows(self.draft))
        if len(self.compiled.clues) != len(self.clues):
            raise GenerationError(f"the clue reader made {len(self.compiled.clues)} clues of {len(self.clues)} lines")
        kept, self.numbers = [], []
        for clue, compiled in zip(self.clues, self.compiled.clues):
            if table_is_solution(categories, numbers, [(compiled.number, relation) for relation in compiled.relations],
                                 table):
                kept.append(clue)
                self.numbers.append(compiled.number)
            else:
                self.rejected += 1
        self.clues = kept

    def count(self, indices: list[int], limit: int = 2) -> int:
        """Solutions (up to ``limit``) of the candidates at ``indices``; a count that runs past
        STEP_SECONDS is taken as ``limit``, so a generated puzzle stays quick to solve."""
        from pylogic.grid_runner import grid_tables

        try:
            chosen = sorted(self.numbers[index] for index in indices)
            tables, _ = grid_tables(self.compiled, chosen, limit, STEP_SECONDS)
        except SolveTimeout:
            return limit
        return len(tables)


def _draw(draft: Draft, families: list[str], count: int, texts: set[str]) -> list[Clue]:
    names = [name for name in FAMILY_WEIGHTS if name in families]
    weights = [FAMILY_WEIGHTS[name] for name in names]
    drawn = []
    for family in draft.rng.choices(names, weights, k=count):
        clue = draw_clue(draft, family)
        if clue is not None and clue[1] not in texts:
            texts.add(clue[1])
            drawn.append((clue[0], clue[1], family))
    return drawn


def build_puzzle(theme: Theme, entities: int, categories: int, seed: str, families: tuple[str, ...] | None = None,
                 minimal: bool = False, question: bool = True, title: str | None = None) -> GeneratedPuzzle:
    """A puzzle of ``entities`` x ``categories`` from ``theme`` with a unique solution that
    pylogic's engine proves, made the same way for the same ``seed``.

    ``families`` limits the clue families used (None: every family the categories allow).
    Without ``minimal`` one clue of each allowed family is kept when drawn, for variety; with
    it every clue is needed (leaving any one out allows another solution). Raises
    GenerationError when the settings cannot make a puzzle.
    """
    if entities < 2 or categories < 2:
        raise GenerationError("a puzzle needs at least 2 entities and 2 categories")
    rng = random.Random(seed)
    try:
        draft = choose_draft(theme, entities, categories, rng)
    except ValueError as error:
        raise GenerationError(str(error)) from None
    if any(len(spec.pool) < entities for spec in draft.specs):
        raise GenerationError(f"theme {theme.key!r} has fewer than {entities} values in some category")
    allowed = [family for family in applicable_families(draft) if families is None or family in families]
    if not allowed:
        raise GenerationError(f"none of the clue families {', '.join(families or ())} fits these categories")
    texts: set[str] = set()
    protected = [] if minimal else _protected(draft, allowed, texts)
    # weak clues are tried first on big grids, so the clues left are strong ones and the search
    # that proves the puzzle stays short (without this one 8x8 puzzle took 75 s, with it 10 s)
    strength = (lambda clue: _STRENGTH[clue[2]]) if entities * categories >= STRONG_CLUES_FROM else None
    per_round = 2 * entities + categories
    chosen, rejected = unique_clue_set(draft, protected, lambda: _draw(draft, allowed, per_round, texts),
                                       rng, f"families: {', '.join(allowed)}", strength=strength)
    text = render(draft, title or theme.title, chosen, make_question(draft) if question else None)
    header, rows = _prove(draft, text)
    return GeneratedPuzzle(text, header, rows, tuple(family for _, _, family in chosen), seed, rejected,
                           tuple(categories_json(draft)), tuple(relations for relations, _, _ in chosen))


def unique_clue_set(draft: Draft, protected: list[Clue], draw: Callable[[], list[Clue]], rng: random.Random,
                    drawn_from: str, render_text: Callable = render,
                    strength: Callable[[Clue], int] | None = None) -> tuple[list[Clue], int]:
    """The clues of a puzzle with one solution, shuffled, and how many drawn sentences the reader
    refused: rounds of ``draw()`` are added to ``protected`` until the engine proves one
    solution, then each drawn clue whose removal keeps it unique is left out (in random order,
    or weakest first by ``strength``). ``drawn_from`` names the families for the error."""
    protected_ids = {id(clue) for clue in protected}
    clues = protected
    rejected = 0
    for _ in range(ROUNDS):
        prover = _Prover(draft, clues + draw(), render_text)
        rejected += prover.rejected
        clues = prover.clues
        if clues and prover.count(list(range(len(clues)))) == 1:
            break
    else:
        raise GenerationError(f"no unique puzzle after {ROUNDS} rounds of clues ({drawn_from})")
    keep = [index for index, clue in enumerate(clues) if id(clue) in protected_ids]
    candidates = [index for index in range(len(clues)) if index not in keep]
    rng.shuffle(candidates)
    if strength is not None:
        candidates.sort(key=lambda index: strength(clues[index]))
    needed = list(candidates)
    for index in candidates:
        trial = [other for other in needed if other != index]
        if prover.count(keep + trial) == 1:
            needed = trial
    chosen = [clues[index] for index in keep + needed]
    rng.shuffle(chosen)
    return chosen, rejected


def _protected(draft: Draft, allowed: list[str], texts: set[str]) -> list[Clue]:
    chosen = []
    for family in allowed:
        clue = draw_clue(draft, family)
        if clue is not None and clue[1] not in texts:
            texts.add(clue[1])
            chosen.append((clue[0], clue[1], family))
    return chosen


def _prove(draft: Draft, text: str) -> tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]:
    """The answer of the finished text by the whole ``pylogic.solve`` pipeline (which checks it
    independently); GenerationError unless it is unique and the draft's hidden solution."""
    import pylogic

    try:
        result = pylogic.solve(text, limit=2, timeout=PROOF_SECONDS)
    except PylogicError as error:
        raise GenerationError(f"the finished puzzle does not solve: {error}") from None
    expected = [list(row) for row in solution_rows(draft)]
    if not result.unique or [list(row) for row in result.solutions[0].rows] != expected:
        raise GenerationError(f"the finished puzzle does not solve back to its answer:\n{text}")
    table = result.solutions[0]
    return tuple(table.header), tuple(tuple(str(cell) for cell in row) for row in table.rows)
