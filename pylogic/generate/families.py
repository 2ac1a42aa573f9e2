"""The clue families: each function draws one clue that is true of the draft's solution, as
(relations, text), or returns None when the family does not fit this draft.

The relations are in the JSON form the test suite's brute-force enumerator reads (``same``,
``different``, ``one_of``, ``pair``, ``all_different``, ``less``, ``offset``, ``distance``,
``any_of``); the text is the same statement in puzzle-book English.

Semantic conventions (puzzle-book usage) the relations encode:
- "either X or Y" means exactly one holds (one_of), so X and Y are different entities;
- "Neither A nor B ..." negates the statement for both A and B, and A and B are different
  things (three `different` facts);
- "Of A and B, one is C and the other is D" is pair(A, B, C, D): A, B different, {A,B} = {C,D};
  "Either A or B is C – the other one is D" means the same;
- "There is one house between A and B" is distance 2; "N houses between" is distance N+1;
- "A, B and C are three different people" and "The four finalists were A, B, C and D" are
  all_different over the listed references;
- "at one of the ends" is any_of(first, last); "A lives somewhere to the left of B" is less;
  "immediately to the right of" is offset +1; "next to" is distance 1;
- offsets are in the ordered category's own numbers: years, dollars, feet, days, minutes
  (times of day are minutes after midnight), USD, viewers (1.5 million = 1500000).
"""

from __future__ import annotations

from pylogic.generate.draft import NUMBER_WORDS, Draft, _fill, format_amount, noun_phrase, sentence, verb_phrase


def _pick_categories(draft, count, exclude=()):
    pool = [category for category in range(len(draft.specs)) if category not in exclude]
    if len(pool) < count:
        return None
    return draft.rng.sample(pool, count)


def _reference_category(draft, exclude=()):
    """A category to name an entity by; avoids position/ordered ones half of the time."""
    pool = [category for category in range(len(draft.specs)) if category not in exclude]
    plain = [category for category in pool if draft.specs[category].kind in ("row", "plain")]
    if plain and draft.rng.random() < 0.7:
        return draft.rng.choice(plain)
    return draft.rng.choice(pool)


def _two_entities(draft):
    return draft.rng.sample(range(draft.size), 2)


def family_identity(draft):
    first, second = _pick_categories(draft, 2)
    entity = draft.rng.randrange(draft.size)
    if draft.specs[second].kind == "position":
        first, second = second, first
    relation = ["same", draft.reference(first, entity), draft.reference(second, entity)]
    plain = draft.specs[second].kind in ("plain", "row") and "{v}" != draft.specs[second].noun_phrases[0]
    if draft.rng.random() < 0.25 and plain:
        text = f"{noun_phrase(draft, first, entity)} is {noun_phrase(draft, second, entity)}"
    else:
        text = f"{noun_phrase(draft, first, entity)} {verb_phrase(draft, second, entity)}"
    return [relation], sentence(text)


def family_negation(draft):
    first, second = _pick_categories(draft, 2)
    entity, other = _two_entities(draft)
    relation = ["different", draft.reference(first, entity), draft.reference(second, other)]
    text = f"{noun_phrase(draft, first, entity)} {verb_phrase(draft, second, other, negated=True)}"
    return [relation], sentence(text)


def family_neither(draft):
    target = draft.rng.randrange(1, len(draft.specs)) if draft.rng.random() < 0.8 else 0
    if draft.size < 3:
        return None
    entity, first_other, second_other = draft.rng.sample(range(draft.size), 3)
    first = _reference_category(draft, exclude=(target,))
    second = _reference_category(draft, exclude=(target,))
    if first == second and draft.specs[first].kind == "position":
        return None
    value = draft.reference(target, entity)
    relations = [["different", draft.reference(first, first_other), draft.reference(second, second_other)],
                 ["different", draft.reference(first, first_other), value],
                 ["different", draft.reference(second, second_other), value]]
    text = (f"Neither {noun_phrase(draft, first, first_other)} nor {noun_phrase(draft, second, second_other)} "
            f"{verb_phrase(draft, target, entity)}")
    return relations, sentence(text)


def family_either_subject(draft):
    subject_category = _reference_category(draft)
    first, second = _pick_categories(draft, 2, exclude=(subject_category,))
    entity, other = _two_entities(draft)
    subject = draft.reference(subject_category, entity)
    options = [(first, entity), (second, other)]
    draft.rng.shuffle(options)
    relation = ["one_of", [["same", subject, draft.reference(c, e)] for c, e in options]]
    names = [noun_phrase(draft, c, e) for c, e in options]
    text = f"{noun_phrase(draft, subject_category, entity)} is either {names[0]} or {names[1]}"
    return [relation], sentence(text)


def family_either_predicate(draft):
    target = draft.rng.randrange(1, len(draft.specs))
    entity, other = _two_entities(draft)
    options = [(_reference_category(draft, exclude=(target,)), entity),
               (_reference_category(draft, exclude=(target,)), other)]
    draft.rng.shuffle(options)
    value = draft.reference(target, entity)
    relation = ["one_of", [["same", draft.reference(c, e), value] for c, e in options]]
    names = [noun_phrase(draft, c, e) for c, e in options]
    text = f"Either {names[0]} or {names[1]} {verb_phrase(draft, target, entity)}"
    return [relation], sentence(text)


def family_either_object(draft):
    target = draft.rng.randrange(1, len(draft.specs))
    subject_category = _reference_category(draft, exclude=(target,))
    entity, other = _two_entities(draft)
    spec = draft.specs[target]
    verb, obj = draft.rng.choice(spec.verbs)
    objects = [(entity, _fill(draft, obj, target, entity)), (other, _fill(draft, obj, target, other))]
    draft.rng.shuffle(objects)
    subject = draft.reference(subject_category, entity)
    relation = ["one_of", [["same", subject, draft.reference(target, e)] for e, _ in objects]]
    text = (f"{noun_phrase(draft, subject_category, entity)} {verb} either {objects[0][1]} "
            f"or {objects[1][1]}")
    return [relation], sentence(text)


def family_pair(draft):
    target = draft.rng.randrange(1, len(draft.specs))
    first_entity, second_entity = _two_entities(draft)
    first = _reference_category(draft, exclude=(target,))
    second = _reference_category(draft, exclude=(target,))
    if first == second and draft.specs[first].kind == "position":
        return None
    named = [(target, first_entity), (target, second_entity)]
    draft.rng.shuffle(named)
    relation = ["pair", draft.reference(first, first_entity), draft.reference(second, second_entity),
                draft.reference(*named[0]), draft.reference(*named[1])]
    a, b = noun_phrase(draft, first, first_entity), noun_phrase(draft, second, second_entity)
    c, d = verb_phrase(draft, *named[0]), verb_phrase(draft, *named[1])
    template = draft.rng.choice([
        "Of {a} and {b}, one {c} and the other {d}",
        "Either {a} or {b} {c} – the other one {d}",
        "One of {a} and {b} {c}; the other {d}",
    ])
    return [relation], sentence(template.format(a=a, b=b, c=c, d=d))


def family_all_different(draft):
    count = min(draft.size, draft.rng.choice([3, 3, 4]))
    if count == draft.size and draft.size > 3:
        count = 3
    entities = draft.rng.sample(range(draft.size), count)
    categories = [_reference_category(draft) for _ in entities]
    if len(set(categories)) < count:
        return None
    references = [draft.reference(c, e) for c, e in zip(categories, entities)]
    if len({tuple(reference) for reference in references}) < count:
        return None
    names = [noun_phrase(draft, c, e) for c, e in zip(categories, entities)]
    listed = ", ".join(names[:-1]) + f" and {names[-1]}"
    text = f"{listed} {draft.theme.be_plural} {NUMBER_WORDS[count]} different {draft.theme.plural}"
    return [["all_different", references]], sentence(text)


def family_group(draft):
    entities = list(range(draft.size))
    draft.rng.shuffle(entities)
    categories = [_reference_category(draft) for _ in entities]
    if len(set(categories)) < min(3, len(draft.specs)):
        return None
    references = [draft.reference(c, e) for c, e in zip(categories, entities)]
    names = [noun_phrase(draft, c, e) for c, e in zip(categories, entities)]
    listed = ", ".join(names[:-1]) + f" and {names[-1]}"
    text = f"The {NUMBER_WORDS[draft.size]} {draft.theme.group} {draft.theme.be_plural} {listed}"
    return [["all_different", references]], sentence(text)


def _ordered_categories(draft, kinds=("ordered", "position")):
    return [category for category, spec in enumerate(draft.specs) if spec.kind in kinds]


def _compared(draft, ordered, entity, other):
    """Noun phrases for two entities compared in ``ordered`` (named by other categories)."""
    first = _reference_category(draft, exclude=(ordered,))
    second = _reference_category(draft, exclude=(ordered,))
    return first, second


def family_less(draft):
    ordered = draft.rng.choice(_ordered_categories(draft) or [None])
    if ordered is None:
        return None
    entity, other = _two_entities(draft)
    if draft.number(ordered, entity) > draft.number(ordered, other):
        entity, other = other, entity
    first, second = _compared(draft, ordered, entity, other)
    name = draft.specs[ordered].name
    relation = ["less", draft.reference(first, entity), draft.reference(second, other), name]
    spec = draft.specs[ordered]
    a, b = noun_phrase(draft, first, entity), noun_phrase(draft, second, other)
    if draft.rng.random() < 0.5:
        text = draft.rng.choice(spec.less).format(a=a, b=b)
    else:
        text = draft.rng.choice(spec.more).format(a=b, b=a)
    return [relation], sentence(text)


def family_offset(draft):
    ordered = draft.rng.choice(_ordered_categories(draft) or [None])
    if ordered is None:
        return None
    spec = draft.specs[ordered]
    entity, other = _two_entities(draft)
    amount = draft.number(ordered, entity) - draft.number(ordered, other)
    if spec.kind == "position" and abs(amount) > 2:
        return None
    first, second = _compared(draft, ordered, entity, other)
    relation = ["offset", draft.reference(first, entity), draft.reference(second, other), spec.name, amount]
    templates = spec.offset_more if amount > 0 else spec.offset_less
    if spec.kind == "position":
        templates = [t for t in templates if ("{k}" in t) == (abs(amount) > 1)]
        if not templates:
            return None
    template = draft.rng.choice(templates)
    a, b = noun_phrase(draft, first, entity), noun_phrase(draft, second, other)
    text = template.format(a=a, b=b, k=format_amount(spec.unit, abs(amount)))
    return [relation], sentence(text)


def family_next_to(draft):
    positions = [c for c in _ordered_categories(draft, ("position",)) if draft.specs[c].next_to]
    if not positions:
        return None
    ordered = positions[0]
    spec = draft.specs[ordered]
    entity, other = _two_entities(draft)
    gap = abs(draft.number(ordered, entity) - draft.number(ordered, other))
    first, second = _compared(draft, ordered, entity, other)
    relation = ["distance", draft.reference(first, entity), draft.reference(second, other), spec.name, gap]
    a, b = noun_phrase(draft, first, entity), noun_phrase(draft, second, other)
    if gap == 1:
        text = draft.rng.choice(spec.next_to).format(a=a, b=b)
    elif gap == 2:
        text = draft.rng.choice(spec.between_one).format(a=a, b=b)
    else:
        text = draft.rng.choice(spec.between_many).format(a=a, b=b, n=format_amount(spec.unit, gap - 1))
    return [relation], sentence(text)


def family_absolute(draft):
    positions = _ordered_categories(draft, ("position",))
    if not positions:
        return None
    ordered = positions[0]
    spec = draft.specs[ordered]
    entity = draft.rng.randrange(draft.size)
    subject = _reference_category(draft, exclude=(ordered,))
    number = draft.number(ordered, entity)
    a = noun_phrase(draft, subject, entity)
    if number in (1, draft.size) and draft.rng.random() < 0.5:
        ends = [["same", draft.reference(subject, entity), [spec.name, draft.values[ordered][index]]]
                for index in (0, draft.size - 1)]
        template = draft.rng.choice(spec.ends)
        kind = "one_of" if "either" in template else "any_of"
        return [[kind, ends]], sentence(template.format(a=a))
    relation = ["same", draft.reference(subject, entity), draft.reference(ordered, entity)]
    return [relation], sentence(f"{a} {verb_phrase(draft, ordered, entity)}")


FAMILIES = {
    "identity": family_identity,
    "negation": family_negation,
    "neither": family_neither,
    "either_subject": family_either_subject,
    "either_predicate": family_either_predicate,
    "either_object": family_either_object,
    "pair": family_pair,
    "all_different": family_all_different,
    "group": family_group,
    "less": family_less,
    "offset": family_offset,
    "next_to": family_next_to,
    "absolute": family_absolute,
}

FAMILY_WEIGHTS = {"identity": 3, "negation": 3, "neither": 1, "either_subject": 1, "either_predicate": 1,
                  "either_object": 1, "pair": 2, "all_different": 1, "group": 1, "less": 2, "offset": 2,
                  "next_to": 2, "absolute": 1}


def draw_clue(draft: Draft, family: str):
    """A true clue of ``family`` as (relations, text), or None when the family does not fit."""
    for _ in range(20):
        clue = FAMILIES[family](draft)
        if clue is not None:
            return clue
    return None



def applicable_families(draft: Draft) -> list[str]:
    """Families that the draft's categories can express."""
    kinds = {spec.kind for spec in draft.specs}
    families = ["identity", "negation", "either_subject", "either_predicate", "either_object", "pair", "group"]
    if draft.size >= 3:
        families.append("neither")
    if draft.size >= 4:
        families.append("all_different")
    if kinds & {"ordered", "position"}:
        families += ["less", "offset"]
    if "position" in kinds:
        families += ["next_to", "absolute"]
    return families
