"""Clue sentences in puzzle-book English, each with the Python predicate it states.

Every family below draws random people and values, keeps the sentence only if it is true of
the puzzle's answer, and returns it as a ``Clue`` (text, family, categories read, predicate).
The predicates follow the puzzle-book conventions: a comparison between two people implies
they are different people; "either X or Y" means exactly one holds; "of A and B, one ... and
the other ..." means A and B are two different people, matching X and Y in some order.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bench.reach.model import Clue, Meaning, Ref, Solution, row_of, value_of
from bench.reach.themes import NUMBER_WORDS, CategorySpec, Theme

# words that make a noun phrase a poor possessive ("the person who is 24's")
_NOT_POSSESSIVE = {"who", "whose", "with", "at", "in", "from", "on", "by", "to", "of", "for",
                   "given", "headed", "going", "leaving", "hosting", "serving", "making",
                   "staying", "visiting", "complaining", "wearing", "booked", "teaching", "fishing",
                   "expecting", "traveling", "spent", "paid", "came", "arrived", "that"}


@dataclass(frozen=True)
class Grid:
    """A puzzle being made: the theme, its chosen categories and values, and the answer."""

    theme: Theme
    specs: tuple[CategorySpec, ...]
    values: tuple[tuple[str, ...], ...]
    answer: Solution

    @property
    def size(self) -> int:
        return len(self.values[0])

    def ordered(self) -> list[int]:
        return [index for index, spec in enumerate(self.specs) if spec.ordered is not None]


def _possessable(phrase: str) -> bool:
    words = phrase.split()
    return "'s" not in phrase and not any(word in _NOT_POSSESSIVE for word in words) and len(words) <= 4


def _possessive(phrase: str) -> str:
    return phrase + "'s"


def noun(grid: Grid, ref: Ref, rng: random.Random, possessive: bool = False, superlative: bool = True) -> str | None:
    """A noun phrase naming the person with ``ref``'s value, or None when none fits."""
    spec = grid.specs[ref.category]
    value = spec.said(grid.values[ref.category][ref.value])
    forms = [form.replace("{v}", value) for form in spec.nouns]
    if superlative and spec.ordered is not None and rng.random() < 0.35:
        if ref.value == 0 and spec.ordered.lowest:
            forms = list(spec.ordered.lowest)
        elif ref.value == grid.size - 1 and spec.ordered.highest:
            forms = list(spec.ordered.highest)
    if possessive:
        forms = [form for form in forms if _possessable(form)]
    if not forms:
        return None
    return rng.choice(forms)


def predicate(grid: Grid, ref: Ref, rng: random.Random, positive: bool) -> str:
    """A verb phrase saying someone has (or has not) ``ref``'s value."""
    spec = grid.specs[ref.category]
    value = spec.said(grid.values[ref.category][ref.value])
    if rng.random() < 0.2:
        phrase = noun(grid, ref, rng)
        if phrase is not None and spec.nouns != ("{v}",):
            return f"is {phrase}" if positive else rng.choice(("is not", "isn't")) + f" {phrase}"
    pair = rng.choice(spec.predicates)
    return pair[0 if positive else 1].replace("{v}", value)


def sentence(text: str) -> str:
    """Capitalised, with a final period."""
    return text[0].upper() + text[1:] + "."


def _random_ref(grid: Grid, rng: random.Random, exclude: Sequence[int] = ()) -> Ref:
    categories = [index for index in range(len(grid.specs)) if index not in exclude]
    return Ref(rng.choice(categories), rng.randrange(grid.size))


def _true_in_answer(grid: Grid, clue: Clue) -> Clue | None:
    return clue if clue.holds(grid.answer) else None


def direct(grid: Grid, rng: random.Random) -> Clue | None:
    a = _random_ref(grid, rng)
    row = row_of(grid.answer, a)
    other = rng.choice([index for index in range(len(grid.specs)) if index != a.category])
    b = Ref(other, grid.answer[other][row])
    subject = noun(grid, a, rng)
    assert subject is not None
    text = sentence(f"{subject} {predicate(grid, b, rng, True)}")
    return Clue(text, "direct", (Meaning("same", (a, b)),))


def negative(grid: Grid, rng: random.Random) -> Clue | None:
    a = _random_ref(grid, rng)
    b = _random_ref(grid, rng, exclude=(a.category,))
    if row_of(grid.answer, a) == row_of(grid.answer, b):
        return None
    subject = noun(grid, a, rng)
    assert subject is not None
    text = sentence(f"{subject} {predicate(grid, b, rng, False)}")
    return Clue(text, "negative", (Meaning("differ", (a, b)),))


def _two_people(grid: Grid, rng: random.Random, ordered: int) -> tuple[Ref, Ref] | None:
    """Two refs naming different people, not both by the compared category itself."""
    a = _random_ref(grid, rng)
    b = _random_ref(grid, rng, exclude=(ordered,) if a.category == ordered else ())
    if row_of(grid.answer, a) == row_of(grid.answer, b):
        return None
    return a, b


def _fill(frame: str, grid: Grid, rng: random.Random, a: Ref, b: Ref, amount: str = "") -> str | None:
    a_text = noun(grid, a, rng, possessive="{A's}" in frame)
    b_text = noun(grid, b, rng, possessive="{B's}" in frame)
    if a_text is None or b_text is None:
        return None
    return sentence(frame.replace("{A's}", _possessive(a_text)).replace("{B's}", _possessive(b_text))
                    .replace("{A}", a_text).replace("{B}", b_text).replace("{amt}", amount))


def comparison_exact(grid: Grid, rng: random.Random) -> Clue | None:
    if not grid.ordered():
        return None
    k = rng.choice(grid.ordered())
    order = grid.specs[k].ordered
    assert order is not None
    pair = _two_people(grid, rng, k)
    if pair is None:
        return None
    a, b = pair
    steps = value_of(grid.answer, k, a) - value_of(grid.answer, k, b)
    frame = rng.choice(order.up if steps > 0 else order.down)
    text = _fill(frame, grid, rng, a, b, order.amount(abs(steps), rng))
    if text is None:
        return None
    return Clue(text, "comparison by an amount", (Meaning("steps", (a, b), k, steps),))


def comparison_vague(grid: Grid, rng: random.Random) -> Clue | None:
    if not grid.ordered():
        return None
    k = rng.choice(grid.ordered())
    order = grid.specs[k].ordered
    assert order is not None
    pair = _two_people(grid, rng, k)
    if pair is None:
        return None
    a, b = pair
    higher = value_of(grid.answer, k, a) > value_of(grid.answer, k, b)
    text = _fill(rng.choice(order.vague_up if higher else order.vague_down), grid, rng, a, b)
    if text is None:
        return None
    return Clue(text, "comparison", (Meaning("above", (a, b) if higher else (b, a), k),))


def comparison_between(grid: Grid, rng: random.Random) -> Clue | None:
    """"A is older than B but younger than C"."""
    candidates = [k for k in grid.ordered() if grid.specs[k].ordered.adjectives]  # type: ignore[union-attr]
    if not candidates:
        return None
    k = rng.choice(candidates)
    order = grid.specs[k].ordered
    assert order is not None and order.adjectives is not None
    refs = [_random_ref(grid, rng, exclude=(k,)) for _ in range(3)]
    levels = [value_of(grid.answer, k, ref) for ref in refs]
    if not levels[2] > levels[0] > levels[1]:
        return None
    a, b, c = refs
    texts = [noun(grid, ref, rng) for ref in refs]
    higher, lower = order.adjectives
    text = sentence(f"{texts[0]} is {higher} than {texts[1]} but {lower} than {texts[2]}")
    return Clue(text, "comparison with two people", (Meaning("between", (a, b, c), k),))


def either_or(grid: Grid, rng: random.Random) -> Clue | None:
    """"A is either X or Y": exactly one of the two."""
    a = _random_ref(grid, rng)
    x = _random_ref(grid, rng, exclude=(a.category,))
    y = _random_ref(grid, rng, exclude=(a.category,))
    if x == y:
        return None
    x_text, y_text, subject = noun(grid, x, rng), noun(grid, y, rng), noun(grid, a, rng)
    assert x_text and y_text and subject
    if rng.random() < 0.5:
        text = sentence(f"{subject} is either {x_text} or {y_text}")
    else:
        text = sentence(f"{subject} either {predicate(grid, x, rng, True)} or {predicate(grid, y, rng, True)}")
    clue = Clue(text, "either/or", (Meaning("one_of", (a, x, a, y)),))
    return _true_in_answer(grid, clue)


def _two_people_and_a_value(grid: Grid, rng: random.Random) -> tuple[Ref, Ref, Ref, str, str] | None:
    """A value X and two different values A, B of another category, with nouns for A and B
    (None when the draw gives A twice)."""
    x = _random_ref(grid, rng)
    a = _random_ref(grid, rng, exclude=(x.category,))
    b = Ref(a.category, rng.randrange(grid.size))
    if a == b:
        return None
    a_text, b_text = noun(grid, a, rng), noun(grid, b, rng)
    assert a_text and b_text
    return x, a, b, a_text, b_text


def either_subject(grid: Grid, rng: random.Random) -> Clue | None:
    """"Either A or B owns X": exactly one of A and B."""
    drawn = _two_people_and_a_value(grid, rng)
    if drawn is None:
        return None
    x, a, b, a_text, b_text = drawn
    text = sentence(f"either {a_text} or {b_text} {predicate(grid, x, rng, True)}")
    clue = Clue(text, "either A or B", (Meaning("one_of", (a, x, b, x)),))
    return _true_in_answer(grid, clue)


def neither_nor(grid: Grid, rng: random.Random) -> Clue | None:
    drawn = _two_people_and_a_value(grid, rng)
    if drawn is None:
        return None
    x, a, b, a_text, b_text = drawn
    text = sentence(f"neither {a_text} nor {b_text} {predicate(grid, x, rng, True)}")
    clue = Clue(text, "neither/nor", (Meaning("differ", (a, x)), Meaning("differ", (b, x))))
    return _true_in_answer(grid, clue)


def one_and_the_other(grid: Grid, rng: random.Random) -> Clue | None:
    """"Of A and B, one is X and the other is Y"."""
    a = _random_ref(grid, rng)
    b = _random_ref(grid, rng)
    x = _random_ref(grid, rng, exclude=(a.category, b.category))
    y = _random_ref(grid, rng, exclude=(a.category, b.category))
    if len(grid.specs) < 3 or a == b or x == y:
        return None
    a_text, b_text = noun(grid, a, rng), noun(grid, b, rng)
    assert a_text and b_text
    first, second = predicate(grid, x, rng, True), predicate(grid, y, rng, True)
    pattern = rng.choice(("of {a} and {b}, one {x} and the other {y}",
                          "of {a} and {b}, one {x} and the other {y}",
                          "{a} and {b} are two different people: one {x} and the other {y}"))
    text = sentence(pattern.format(a=a_text, b=b_text, x=first, y=second))
    clue = Clue(text, "of A and B, one ... the other ...", (Meaning("pair", (a, b, x, y)),))
    return _true_in_answer(grid, clue)


def all_different(grid: Grid, rng: random.Random) -> Clue | None:
    """"The four runners are A, B, C and D": one phrase for each person."""
    refs = []
    for row in range(grid.size):
        category = rng.randrange(len(grid.specs))
        refs.append(Ref(category, grid.answer[category][row]))
    rng.shuffle(refs)
    if len({ref.category for ref in refs}) < 2:
        return None
    texts = [noun(grid, ref, rng) for ref in refs]
    assert all(texts)
    joined = ", ".join(texts[:-1]) + rng.choice((" and ", ", and ")) + str(texts[-1])  # type: ignore[arg-type]
    verb = rng.choice(("are", "were"))
    text = sentence(f"the {NUMBER_WORDS[grid.size]} {grid.theme.people} {verb} {joined}")
    return Clue(text, "the N people are A, B, C and D", (Meaning("distinct", tuple(refs)),))


def superlative(grid: Grid, rng: random.Random) -> Clue | None:
    """"Ann is the oldest", "The youngest person isn't the cat owner"."""
    candidates = [k for k in grid.ordered() if grid.specs[k].ordered.lowest]  # type: ignore[union-attr]
    if not candidates:
        return None
    k = rng.choice(candidates)
    order = grid.specs[k].ordered
    assert order is not None
    top = rng.random() < 0.5
    extreme = Ref(k, grid.size - 1 if top else 0)
    phrase = rng.choice(order.highest if top else order.lowest)
    other = _random_ref(grid, rng, exclude=(k,))
    positive = row_of(grid.answer, extreme) == row_of(grid.answer, other)
    if rng.random() < 0.5:
        text = sentence(f"{phrase} {predicate(grid, other, rng, positive)}")
    else:
        verb = "is" if positive else rng.choice(("is not", "isn't"))
        text = sentence(f"{noun(grid, other, rng)} {verb} {phrase}")
    return Clue(text, "superlative", (Meaning("same" if positive else "differ", (extreme, other)),))


FAMILIES: tuple[tuple[Callable[[Grid, random.Random], Clue | None], int], ...] = (
    (direct, 10), (negative, 14), (comparison_exact, 16), (comparison_vague, 10),
    (comparison_between, 3), (either_or, 6), (either_subject, 4), (neither_nor, 5),
    (one_and_the_other, 6), (all_different, 3), (superlative, 5),
)


def random_clue(grid: Grid, rng: random.Random) -> Clue | None:
    """One clue of a family drawn by weight, true of the answer (None when the draw failed)."""
    family = rng.choices([family for family, _ in FAMILIES], weights=[weight for _, weight in FAMILIES])[0]
    clue = family(grid, rng)
    if clue is not None and not clue.holds(grid.answer):
        raise AssertionError(f"a clue false of its own answer: {clue.text}")
    return clue
