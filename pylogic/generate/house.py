"""House puzzles in the style of the reasoning benchmarks' generated "Einstein" puzzles
(``pylogic generate --style house``): N houses in a row, one person in each, a few attributes
per person, category lines written as sentences and clues from a small fixed set of templates
("X is directly left of Y", "There is one house between X and Y", "X is not in the third
house", "The cat lover is the person whose child is named Alma").

Several attributes deliberately share words (a person's name and a child's name, red hair and a
favourite colour red, a pet cat and a favourite animal cat): a shared value is always named
with its category's noun ("the person whose child is named Alma", "the person with red hair",
"the person whose favourite colour is red"); only a value no other chosen category has may be
named bare ("Alma", "the gardener"). Hobbies are named by their verbs and doers ("the person
who paints as a hobby", "the gardener").

A puzzle is built as ``pylogic.generate.build`` builds one (random solution, true clues until
the engine proves one answer, unneeded clues dropped, the finished text solved back), with the
house templates and the sentence-form category lines in place of the themes' phrasings.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pylogic.generate.build import GeneratedPuzzle, GenerationError, _prove, unique_clue_set
from pylogic.generate.draft import NUMBER_WORDS, ORDINAL_WORDS, Draft, categories_json, choose_draft, sentence
from pylogic.generate.themes import Theme

MAX_HOUSES = 6
MAX_ATTRIBUTES = 6


@dataclass(frozen=True)
class HouseAttribute:
    """One attribute of the people: its category line and how a clue names a person by it.

    ``name`` is the category's name as the clue reader reads it from ``line`` (a sentence
    ending in a colon, the values follow). ``phrases`` name a person by a value with the
    category's noun, so they are read even when another category has the same word; ``bare``
    ones ("Alma", "the Dane") only when no other chosen category has it. Templates use {v} (the
    value), {V} (capitalised), {an} (its article), {does} and {doer} (an activity's verb and
    doer, from ``activity``).
    """

    name: str
    line: str
    pool: tuple
    phrases: tuple
    bare: tuple = ()
    kind: str = "plain"
    activity: tuple = ()  # (value, does, doer)


HOUSE = HouseAttribute("house", "house :", tuple((str(number), number) for number in range(1, MAX_HOUSES + 1)),
                       ("the person in the {ord} house",), kind="position")

PEOPLE_NAMES = ("Alma", "Ravi", "Tomas", "Bella", "Fred", "Joan", "Kate", "Milo")

ATTRIBUTES = (
    HouseAttribute("name", "Each person has a unique name:", PEOPLE_NAMES,
                   ("the person whose name is {v}",), ("{v}", "{v}")),
    HouseAttribute("child", "Each person has a unique child:", PEOPLE_NAMES,
                   ("the person whose child is named {v}", "the person whose child is {v}")),
    HouseAttribute("mother", "Each person has a unique mother:", PEOPLE_NAMES,
                   ("the person whose mother is named {v}", "the person whose mother is {v}"),
                   ("the person whose mother's name is {v}",)),
    HouseAttribute("hair", "Everyone has unique hair:", ("red", "black", "blond", "brown", "grey", "white"),
                   ("the person with {v} hair", "the person whose hair is {v}", "the person who has {v} hair")),
    HouseAttribute("favourite colour", "Each person has a unique favourite colour:",
                   ("red", "green", "blue", "yellow", "white", "purple"),
                   ("the person whose favourite colour is {v}",), ("the person who loves {v}",)),
    HouseAttribute("pets", "The people keep unique pets:", ("cat", "dog", "fish", "bird", "horse", "rabbit"),
                   ("the person whose pet is {an} {v}", "the person with a pet {v}"),
                   ("the {v} owner", "the person who keeps {an} {v}")),
    HouseAttribute("favourite animal", "Each person has a favourite animal:",
                   ("cat", "horse", "bird", "dog", "fox", "lion"),
                   ("the person whose favourite animal is the {v}",)),
    HouseAttribute("favourite hobby", "Each person has a favourite hobby:",
                   ("painting", "gardening", "cooking", "knitting", "dancing", "hiking"),
                   ("the person who {does} as a hobby", "the person who loves {v}", "the person whose hobby is {v}",
                    "the {doer}"),
                   activity=(("painting", "paints", "painter"), ("gardening", "gardens", "gardener"),
                             ("cooking", "cooks", "cook"), ("knitting", "knits", "knitter"),
                             ("dancing", "dances", "dancer"), ("hiking", "hikes", "hiker"))),
    HouseAttribute("favourite book genre", "Each person has a favourite book genre:",
                   ("fantasy", "mystery", "romance", "science fiction", "biography", "poetry"),
                   ("the person who loves {v} books", "the person whose favourite book genre is {v}")),
    HouseAttribute("smoothies", "The people like unique smoothies:",
                   ("mango", "lime", "cherry", "banana", "blueberry", "watermelon"),
                   ("the person who likes {V} smoothies", "the person who likes {v} smoothies")),
    HouseAttribute("job", "Each person has a unique job:",
                   ("doctor", "teacher", "engineer", "lawyer", "nurse", "pilot"),
                   ("the person who is {an} {v}", "the {v}")),
    HouseAttribute("nationality", "Each person has a unique nationality:",
                   ("Brit", "Dane", "Swede", "German", "Norwegian", "Spaniard"),
                   ("the {v}",)),
)

# Pairs of attributes with words in common: most puzzles get one of them (big ones sometimes
# two), so the puzzles exercise the shared-word phrasings; the rest are drawn at random.
SHARED_PAIRS = (("name", "child"), ("name", "mother"), ("hair", "favourite colour"), ("pets", "favourite animal"))

THEME = Theme("house", "Houses in a row", "person", "people", "people", "are", "Who {vp}?",
              (HOUSE,) + ATTRIBUTES)  # choose_draft needs only name, pool and kind of each

# The clue templates of the house style. {a} and {b} name two people, {ord} a house.
TEMPLATES = {
    "found_at": ("{a} is in the {ord} house", "{a} lives in the {ord} house"),
    "not_at": ("{a} is not in the {ord} house", "{a} does not live in the {ord} house"),
    "same_house": ("{a} is {b}",),
    "direct_left": ("{a} is directly left of {b}",),
    "direct_right": ("{a} is directly right of {b}",),
    "left_of": ("{a} is somewhere to the left of {b}",),
    "right_of": ("{a} is somewhere to the right of {b}",),
    "next_to": ("{a} and {b} are next to each other", "{a} is next to {b}"),
    "one_between": ("There is one house between {a} and {b}",),
    "two_between": ("There are two houses between {a} and {b}",),
}
HOUSE_FAMILIES = tuple(TEMPLATES)
WEIGHTS = {"found_at": 2, "not_at": 2, "same_house": 4, "direct_left": 2, "direct_right": 1, "left_of": 1,
           "right_of": 1, "next_to": 2, "one_between": 1, "two_between": 1}
CAPITALISED_ARTICLE = 0.2  # how often "X is The person who ..." keeps the benchmarks' capital


def choose_house_draft(houses: int, attributes: int, rng: random.Random) -> Draft:
    """``attributes`` attributes (a shared-word pair among them when there is room) and a
    random solution; the houses are the rows, numbered 1..``houses`` from the left."""
    required: tuple[str, ...] = ()
    if rng.random() < (0.5 if attributes == 2 else 0.8):
        required = rng.choice(SHARED_PAIRS)
        if attributes >= 5 and rng.random() < 0.4:
            others = [pair for pair in SHARED_PAIRS if not set(pair) & set(required)]
            required += rng.choice(others)
    return choose_draft(THEME, houses, attributes + 1, rng, required=required)


def shared_words(draft: Draft) -> set[str]:
    """The values (lower case) that more than one of the draft's categories has."""
    seen: dict[str, int] = {}
    for values in draft.values[1:]:
        for value in values:
            seen[value.lower()] = seen.get(value.lower(), 0) + 1
    return {value for value, count in seen.items() if count > 1}


def person(draft: Draft, category: int, entity: int) -> str:
    """A phrase naming the person in house ``entity`` by their value in ``category``."""
    spec = draft.specs[category]
    value = draft.label(category, entity)
    if spec.kind == "position":
        return f"the person in the {ORDINAL_WORDS[entity + 1]} house"
    templates = spec.phrases if value.lower() in shared_words(draft) else spec.phrases + spec.bare
    template = draft.rng.choice(templates)
    does, doer = next(((does, doer) for name, does, doer in spec.activity if name == value), ("", ""))
    return template.format(v=value, V=value[0].upper() + value[1:], an="an" if value[0] in "aeiou" else "a",
                           does=does, doer=doer)


def _attribute(draft: Draft) -> int:
    return draft.rng.randrange(1, len(draft.specs))


def draw_house_clue(draft: Draft, family: str) -> tuple[list, str] | None:
    """A true clue of ``family`` as (relations, text), or None when it does not fit the draft
    (a gap the row of houses cannot hold)."""
    rng, size = draft.rng, draft.size
    template = rng.choice(TEMPLATES[family])
    if family in ("found_at", "not_at"):
        category, entity = _attribute(draft), rng.randrange(size)
        house = entity if family == "found_at" else rng.choice([h for h in range(size) if h != entity])
        relation = ["same" if family == "found_at" else "different", draft.reference(category, entity),
                    draft.reference(0, house)]
        return [relation], sentence(template.format(a=person(draft, category, entity), ord=ORDINAL_WORDS[house + 1]))
    first, second = _attribute(draft), _attribute(draft)
    if family == "same_house":
        if first == second:
            return None
        entity = rng.randrange(size)
        # "The person whose X is V is <b>" is refused when b names a shared word, and so are
        # two such halves, by the clue reader today; the "whose" half goes second
        for _ in range(10):
            a, b = person(draft, first, entity), person(draft, second, entity)
            if " whose " in a:
                a, b = b, a
            if " whose " not in a:
                break
        else:
            return None
        if b.startswith("the ") and rng.random() < CAPITALISED_ARTICLE:
            b = "The" + b[3:]  # the benchmarks' capital in mid-sentence
        return [["same", draft.reference(first, entity), draft.reference(second, entity)]], sentence(
            template.format(a=a, b=b))
    gaps = {"direct_left": -1, "direct_right": 1, "next_to": 1, "one_between": 2, "two_between": 3}
    entity = rng.randrange(size)
    if family in ("left_of", "right_of"):
        others = [h for h in range(size) if (h > entity if family == "left_of" else h < entity)]
    elif family in ("direct_left", "direct_right"):
        others = [entity - gaps[family]] if 0 <= entity - gaps[family] < size else []
    else:
        others = [h for h in range(size) if abs(h - entity) == gaps[family]]
    if not others:
        return None
    other = rng.choice(others)
    a_ref, b_ref = draft.reference(first, entity), draft.reference(second, other)
    if family in ("left_of", "right_of"):
        relation = ["less", a_ref, b_ref, "house"] if family == "left_of" else ["less", b_ref, a_ref, "house"]
    elif family in ("direct_left", "direct_right"):
        relation = ["offset", a_ref, b_ref, "house", entity - other]
    else:
        relation = ["distance", a_ref, b_ref, "house", abs(entity - other)]
    text = template.format(a=person(draft, first, entity), b=person(draft, second, other))
    return [relation], sentence(text)


def applicable_house_families(draft: Draft) -> list[str]:
    """The templates a row of this many houses can make true clues of."""
    families = ["found_at", "not_at", "same_house", "direct_left", "direct_right", "left_of", "right_of"]
    if draft.size >= 3:
        families += ["next_to", "one_between"]
    if draft.size >= 4:
        families.append("two_between")
    return families


def render_house(draft: Draft, title: str, clues, question: str | None = None) -> str:
    """The clue file text: a title comment, the houses line, one sentence per attribute, the
    numbered clues (``question`` is unused: the answer is the whole table)."""
    lines = [f"# {title}", f"house : {', '.join(draft.values[0])}."]
    lines += [f"{spec.line} {', '.join(values)}." for spec, values in zip(draft.specs[1:], draft.values[1:])]
    lines.append("")
    lines += [f"{number}. {text}" for number, (_, text, _) in enumerate(clues, start=1)]
    return "\n".join(lines) + "\n"


def house_title(houses: int) -> str:
    return f"{NUMBER_WORDS[houses].capitalize()} houses in a row, numbered 1 to {houses} from left to right"


def _draw(draft: Draft, families: list[str], count: int, texts: set[str]) -> list:
    weights = [WEIGHTS[family] for family in families]
    drawn = []
    for family in draft.rng.choices(families, weights, k=count):
        clue = None
        for _ in range(20):
            clue = draw_house_clue(draft, family)
            if clue is not None:
                break
        if clue is not None and clue[1] not in texts:
            texts.add(clue[1])
            drawn.append((clue[0], clue[1], family))
    return drawn


def build_house_puzzle(houses: int, attributes: int, seed: str, families: tuple[str, ...] | None = None,
                       minimal: bool = False) -> GeneratedPuzzle:
    """A house puzzle of ``houses`` houses and ``attributes`` attributes per person with one
    answer, proven by pylogic's engine and solved back from its finished text; the same
    ``seed`` makes the same puzzle. ``families`` limits the templates (None: all that fit);
    without ``minimal`` one clue of each template drawn first is kept for variety, with it
    every clue is needed. GenerationError when the settings cannot make a puzzle."""
    if not (2 <= houses <= MAX_HOUSES and 2 <= attributes <= MAX_ATTRIBUTES):
        raise GenerationError(f"house puzzles have 2 to {MAX_HOUSES} houses and 2 to {MAX_ATTRIBUTES} attributes")
    rng = random.Random(seed)
    draft = choose_house_draft(houses, attributes, rng)
    allowed = [family for family in applicable_house_families(draft) if families is None or family in families]
    if not allowed:
        raise GenerationError(f"none of the templates {', '.join(families or ())} fits {houses} houses")
    texts: set[str] = set()
    protected = []
    if not minimal:  # a same-house clue and a few others stay, so every puzzle has some variety
        for family in allowed:
            if family == "same_house" or rng.random() < 0.3:
                protected += _draw(draft, [family], 1, texts)
    chosen, rejected = unique_clue_set(draft, protected, lambda: _draw(draft, allowed, 2 * houses + attributes, texts),
                                       rng, f"templates: {', '.join(allowed)}", render_house)
    text = render_house(draft, house_title(houses), chosen)
    header, rows = _prove(draft, text)
    return GeneratedPuzzle(text, header, rows, tuple(family for _, _, family in chosen), seed, rejected,
                           tuple(categories_json(draft)), tuple(relations for relations, _, _ in chosen))
