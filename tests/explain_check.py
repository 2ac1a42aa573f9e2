"""An independent check of explanation steps with the grid engine (prolog/logic_grid.pl).

A step's cited clues and facts force its derived facts when the engine finds no way of
filling the grid that keeps them and breaks a derived fact; no cited clue or fact can be
dropped when, without it, the engine finds such a way. Only the categories the cited
relations mention are posted: the others are unconstrained, so every partial solution extends
to a full one and the answers are the same as on the whole grid (and much faster).
"""

from __future__ import annotations

from pylogic.clues.compiler import CompiledPuzzle
from pylogic.explain.steps import CellFact, Step
from pylogic.prolog_bridge import call_all
from pylogic.terms import Compound, Var

FACT_CLUE = 100000  # clue numbers for cited facts and the broken derived fact


def _categories_in(term, found: set) -> None:
    if isinstance(term, Compound):
        if term.name == ":" and len(term.args) == 2:
            found.add(term.args[0])
        if term.name in ("less", "offset", "distance", "difference"):
            found.add(term.args[2])
        for arg in term.args:
            _categories_in(arg, found)
    elif isinstance(term, list):
        for item in term:
            _categories_in(item, found)


def _relation(fact: CellFact, holds: bool) -> Compound:
    name = "same" if holds else "different"
    return Compound(name, (fact.this.to_term(), fact.that.to_term()))


def has_solution(compiled: CompiledPuzzle, clues, facts, broken=()) -> bool:
    """Whether the clues numbered ``clues`` with ``facts`` hold together with at least one of
    ``broken`` being false (with nothing broken asked for when ``broken`` is empty)."""
    relations = [relation for clue in compiled.clues if clue.number in clues for relation in clue.relations]
    fact_relations = [_relation(fact, fact.holds) for fact in facts]
    if broken:
        fact_relations.append(Compound("any_of", ([_relation(fact, not fact.holds) for fact in broken],)))
    used: set = set()
    _categories_in(relations + fact_relations, used)
    if not used:
        used.add(compiled.categories[0].name)
    puzzle = [Compound("category", (c.name, list(c.labels))) for c in compiled.categories if c.name in used]
    puzzle += [Compound("category_numbers", (c.name, list(c.numbers)))
               for c in compiled.categories if c.name in used and c.ordered]
    puzzle += [Compound("clue", (number, relation)) for number, relation in
               [(clue.number, relation) for clue in compiled.clues if clue.number in clues
                for relation in clue.relations]]
    puzzle += [Compound("clue", (FACT_CLUE, relation)) for relation in fact_relations]
    tables = Var("Tables")
    goal = Compound("grid_solutions", (puzzle, "all", 1, tables))
    return bool(call_all("logic_grid.pl", goal, tables, limit=1, timeout=60).solutions[0])


def step_problems(compiled: CompiledPuzzle, step: Step) -> list[str]:
    """What is wrong with ``step`` (empty when it is forced and nothing cited can be dropped)."""
    problems = []
    clues, facts = list(step.clues), list(step.support)
    broken = () if step.contradiction else step.derived
    if has_solution(compiled, clues, facts, broken):
        problems.append("the cited clues and facts do not force the derived facts")
    for number in clues:
        if not has_solution(compiled, [n for n in clues if n != number], facts, broken):
            problems.append(f"clue {number} can be dropped")
    for fact in facts:
        if not has_solution(compiled, clues, [f for f in facts if f != fact], broken):
            problems.append(f"fact {fact} can be dropped")
    return problems
