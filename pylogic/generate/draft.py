"""A puzzle under construction (its categories, values and hidden solution) and its phrasing:
noun and verb phrases, amounts, and the clue file text with the ``word`` lines it needs."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from pylogic.generate.themes import CategorySpec, Theme

NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
ORDINAL_WORDS = ["", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
                 "tenth"]


@dataclass
class Draft:
    """Chosen categories, their values and a solution (entity i holds values[c][solution[c][i]])."""
    theme: Theme
    specs: list
    values: list                      # labels per category, in declared order
    numbers: list                     # numbers per category (None for unordered)
    holder: list                      # holder[c][entity] = value index
    rng: random.Random

    @property
    def size(self):
        return len(self.values[0])

    def label(self, category, entity):
        return self.values[category][self.holder[category][entity]]

    def reference(self, category, entity):
        return [self.specs[category].name, self.label(category, entity)]

    def number(self, category, entity):
        return self.numbers[category][self.holder[category][entity]]


def choose_draft(theme: Theme, entities: int, categories: int, rng: random.Random, required=()) -> Draft:
    """Pick ``categories`` categories of ``theme`` (row first, ``required`` names included) and a solution."""
    row, others = theme.categories[0], list(theme.categories[1:])
    if categories - 1 > len(others):
        raise ValueError(f"theme {theme.key!r} has only {len(others) + 1} categories")
    chosen = [spec for spec in others if spec.name in required]
    rest = [spec for spec in others if spec.name not in required]
    chosen += rng.sample(rest, categories - 1 - len(chosen))
    chosen.sort(key=others.index)
    specs = [row] + chosen
    values: list[list] = []
    numbers: list[list | None] = []
    for spec in specs:
        if spec.kind == "position":
            picked = list(spec.pool[:entities])
        elif spec.kind == "ordered":
            picked = sorted(rng.sample(spec.pool, entities), key=lambda pair: pair[1])
        else:
            picked = sorted(rng.sample(spec.pool, entities))
        if spec.kind in ("position", "ordered"):
            values.append([label for label, _ in picked])
            numbers.append([number for _, number in picked])
        else:
            values.append(list(picked))
            numbers.append(None)
    holder = [list(range(entities))]
    for _ in specs[1:]:
        permutation = list(range(entities))
        rng.shuffle(permutation)
        holder.append(permutation)
    return Draft(theme, specs, values, numbers, holder, rng)


# ---------------------------------------------------------------------------------------
# Phrasing
# ---------------------------------------------------------------------------------------

def ordinal_word(draft: Draft, spec: CategorySpec, number: int) -> str:
    """'first', 'third', 'last' or 'middle' for a position number."""
    if number == draft.size and draft.rng.random() < 0.6:
        return "last"
    if spec.allow_middle and draft.size % 2 == 1 and number == (draft.size + 1) // 2 and draft.rng.random() < 0.6:
        return "middle"
    return ORDINAL_WORDS[number]


def _fill(draft: Draft, template: str, category: int, entity: int) -> str:
    spec = draft.specs[category]
    label = draft.label(category, entity)
    ordinal = ordinal_word(draft, spec, draft.number(category, entity)) if spec.kind == "position" else ""
    article = "an" if label[0].lower() in "aeiou" else "a"
    return template.format(v=label, ord=ordinal, who=draft.theme.who, an=article)


def noun_phrase(draft: Draft, category: int, entity: int) -> str:
    """A phrase naming ``entity`` by its value in ``category`` ("the cat owner", "Ann")."""
    return _fill(draft, draft.rng.choice(draft.specs[category].noun_phrases), category, entity)


def verb_phrase(draft: Draft, category: int, entity: int, negated=False) -> str:
    """'keeps the cat' / "doesn't keep the cat" for ``entity``'s value in ``category``."""
    spec = draft.specs[category]
    verb, obj = draft.rng.choice(spec.negated_verbs if negated else spec.verbs)
    return f"{verb} {_fill(draft, obj, category, entity)}"


def format_amount(unit: str, amount: int) -> str:
    """An offset with its unit, as puzzle books write it ('2 hours', '$20', '15 ft.', 'two houses')."""
    if unit in ("house", "place", "space"):
        return f"{NUMBER_WORDS[amount]} {unit}{'s' if amount != 1 else ''}"
    if unit == "dollar":
        return f"${amount}"
    if unit == "foot":
        return f"{amount} ft."
    if unit == "USD":
        return f"{amount} USD"
    if unit == "million":
        return f"{amount / 1_000_000:g} million"
    if unit == "minute":
        if amount % 60 == 0:
            hours = amount // 60
            return f"{hours} hour{'s' if hours != 1 else ''}"
        return f"{amount} minutes"
    return f"{amount} {unit}{'s' if amount != 1 else ''}"


def sentence(text: str) -> str:
    """Capitalise the first letter and end with a full stop."""
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "?")) else text + "."



def categories_json(draft: Draft) -> list[dict]:
    return [{"name": spec.name, "values": values, "numbers": numbers}
            for spec, values, numbers in zip(draft.specs, draft.values, draft.numbers)]


def solution_rows(draft: Draft) -> list[list[str]]:
    return [[draft.label(category, entity) for category in range(len(draft.specs))] for entity in range(draft.size)]



def render(draft: Draft, title: str, clues, question: str | None) -> str:
    """The clue file text."""
    lines = [f"# {title}"]
    for spec, values in zip(draft.specs, draft.values):
        listed = ", ".join(values)
        lines.append(listed and f"{spec.name} : {listed}" + ("" if listed.endswith(".") else "."))
    lines += declarations(draft, [text for _, text, _ in clues])
    lines.append("")
    for number, (_, text, _) in enumerate(clues, start=1):
        lines.append(f"{number}. {text}")
    if question:
        lines.append(question)
    return "\n".join(lines) + "\n"


BUILT_IN_COMPARATIVES = {"more", "less", "bigger", "smaller", "larger", "longer", "shorter", "later",
                         "earlier", "higher", "lower", "taller", "before", "after"}


def declarations(draft: Draft, texts: list[str]) -> list[str]:
    """`word ...` lines (README.md, "The clue language") binding the comparatives the clues use.

    A word is declared when the language does not know it, or when the puzzle has several
    ordered categories so that the word alone would not tell which one it compares.
    """
    used = set(re.findall(r"[a-z]+", " ".join(texts).lower()))
    several = sum(spec.kind in ("ordered", "position") for spec in draft.specs) > 1
    lines = []
    for spec in draft.specs:
        for meaning in ("less", "more"):
            words = [word for word, sense in spec.words
                     if sense == meaning and word in used and (several or word not in BUILT_IN_COMPARATIVES)]
            if words:
                lines.append(f"word {', '.join(words)} = {meaning} {spec.name}.")
    return lines


def make_question(draft: Draft) -> str:
    category = draft.rng.randrange(1, len(draft.specs))
    entity = draft.rng.randrange(draft.size)
    return sentence(draft.theme.question.format(vp=verb_phrase(draft, category, entity)))[:-1] + "?"
