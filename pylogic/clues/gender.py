"""What "the lady from Whitby", "the man who ..." say of whom: a person of that sex.

The reader knows a person's sex from a title written with the name (``Mr Fenwick``,
``Mrs Ashby``, ``Miss Harcourt``), and that everyone is of one sex from titles or first names
given to that sex alone (``Callum, Declan, Ewan``: "the youngest man" is the youngest). In a
puzzle whose people are all titled by sex, with both sexes among them, "the lady from Whitby"
is one of the women; with a title that does not say (``Dr. Kemp``) beside those, the word is
refused. Where no category mixes the sexes by title, "the man who keeps the fox" or "the girl
from Crane" says nothing more than "the person" (the zebra puzzle's men, a team of girls).
"""

from __future__ import annotations

import re

from pylogic.clues.categories import AGENT_ENDINGS, Category, Puzzle, kept_on_puzzle
from pylogic.clues.first_names import name_sex
from pylogic.clues.people import people_category
from pylogic.clues.values import NUMBER_WORDS
from pylogic.clues.words import label_keys

MALE_TITLES = frozenset("mr sir lord master".split())
FEMALE_TITLES = frozenset("mrs miss ms madam madame dame lady".split())
# Nouns that say a person's sex
GENDER_NOUNS = {**dict.fromkeys("man men gentleman gentlemen boy boys husband widower".split(), "male"),
                **dict.fromkeys("lady ladies woman women girl girls wife widow".split(), "female")}

MALE_PRONOUNS = frozenset("he him his himself".split())
FEMALE_PRONOUNS = frozenset("she her hers herself".split())
# Every word that says a person's sex: the nouns above, pronouns, and kin
SEX_WORDS = {**GENDER_NOUNS, **dict.fromkeys(MALE_PRONOUNS, "male"), **dict.fromkeys(FEMALE_PRONOUNS, "female"),
             **dict.fromkeys("son sons brother brothers father uncle nephew grandfather grandson king prince".split(),
                             "male"),
             **dict.fromkeys("daughter daughters sister sisters mother aunt niece grandmother granddaughter queen "
                             "princess".split(), "female")}


def titled_sex(label: str) -> str | None:
    """The sex a value's title says, if any (``Mrs Ashby``: female)."""
    keys = label_keys(label)
    if len(keys) < 2:
        return None
    if keys[0] in MALE_TITLES:
        return "male"
    return "female" if keys[0] in FEMALE_TITLES else None


def value_sex(text: str, puzzle: Puzzle | None = None) -> str | None:
    """The sex a value as written says by its title, the opening of ``puzzle`` ("two women,
    Fiona and Morag"), or its first name ("Mrs Ashby's", "Holly"), or None."""
    bare = text.removesuffix("'s").removesuffix("’s")
    told = told_sexes(puzzle).get(label_keys(bare)) if puzzle is not None else None
    return titled_sex(bare) or told or name_sex(text)


# "two women, Fiona and Morag", "three men (Abe, Bo and Cy)": people the opening counts by sex
_TOLD_GROUP = re.compile(r"\b(two|three|four|five|six|seven|eight|\d|their|the|his|her)\s+(men|women|boys|girls|ladies|"
                         r"gentlemen|widows|widowers|brothers|sisters|husbands|wives|sons|daughters)\b\s*[,:(—–-]?\s*",
                         re.IGNORECASE)
_TOLD_SEX_NOUNS = {**{noun: sex for noun, sex in GENDER_NOUNS.items()},
                   **dict.fromkeys("brothers husbands sons widowers".split(), "male"),
                   **dict.fromkeys("sisters wives daughters widows".split(), "female")}
_LIST_BREAK = re.compile(r",\s*(?:and\s+)?|\s+and\s+")


@kept_on_puzzle
def told_sexes(puzzle: Puzzle) -> dict[tuple[str, ...], str]:
    """The sexes the opening gives people by name, counting them ("two men, Callum and Hamish,
    and two women, Fiona and Morag"): each name's words -> "male" or "female". Only where the
    names listed are as many as counted and all values of one category."""
    told: dict[tuple[str, ...], str] = {}
    for text in puzzle.intro_text:
        for match in _TOLD_GROUP.finditer(text):
            said = match.group(1).lower()
            count = NUMBER_WORDS.get(said) or (int(said) if said.isdigit() else None)
            names = _listed_values(puzzle, text[match.end():], count)
            if names is not None:
                told.update(dict.fromkeys(names, _TOLD_SEX_NOUNS[match.group(2).lower()]))
    return told


def _listed_values(puzzle: Puzzle, text: str, count: int | None) -> list[tuple[str, ...]] | None:
    """The first ``count`` items of the list ``text`` opens with ("Fiona and Morag, travelled
    ..."), or with no count the items up to the first that is no value ("their husbands, Gus
    and Marv, entered ..."): their words, when all are values of one and the same category; else
    None."""
    items = _LIST_BREAK.split(text, maxsplit=count or 8)
    if count is not None and len(items) < count:
        return None
    listed: list[tuple[str, ...]] = []
    for item in items[:count] if count is not None else items:
        name = re.split(r"[.;:)(]", item.strip())[0].strip()
        if count is None and not puzzle.forms.get(label_keys(name)):
            break
        listed.append(label_keys(name))
        if count is None and name != item.strip():
            break  # "Marv." ends the list
    categories = {frozenset(category for category, _ in puzzle.forms.get(keys, ())) for keys in listed}
    if not listed or len(categories) != 1 or len(next(iter(categories))) != 1:
        return None
    return listed


@kept_on_puzzle
def titled_by_sex(puzzle: Puzzle) -> Category | None:
    """The category whose values' titles name both sexes (``Mrs Ashby, Mr Fenwick``), or None."""
    for category in puzzle.categories:
        sexes = {titled_sex(label) for label in category.labels}
        if {"male", "female"} <= sexes:
            return category
    return None


@kept_on_puzzle
def titled_one_sex(puzzle: Puzzle) -> tuple[Category, str] | None:
    """The category whose values are all titled as one sex (``Mr Fenwick, Mr Pollard``) and
    that sex, or None."""
    for category in puzzle.categories:
        sexes = {titled_sex(label) for label in category.labels}
        if len(sexes) == 1 and None not in sexes:
            return category, str(sexes.pop())
    return None


# Nouns of a category of young people and kin named by first names
_KIN_NOUNS = frozenset("child children cousin cousins sibling siblings grandchild grandchildren pupil pupils "
                       "classmate classmates".split())


def _named_people(puzzle: Puzzle, category: Category) -> bool:
    """Whether ``category``'s first names are the people's own: the grid's people or doers
    (``customers``, ``children``), not pets' or boats' names."""
    doers = not category.ordered and any(noun.endswith(AGENT_ENDINGS) for noun in category.nouns)
    return doers or bool(category.nouns & _KIN_NOUNS) or people_category(puzzle, category.name)


def the_only_people(puzzle: Puzzle, category: Category) -> bool:
    """Whether ``category`` is the one category of people in the grid (``house, name, pet``:
    "the man who keeps the cat" is one of the names)."""
    return _named_people(puzzle, category) and not any(
        _named_people(puzzle, other) for other in puzzle.categories if other is not category)


@kept_on_puzzle
def sexed_people(puzzle: Puzzle) -> Category | None:
    """The category that says who is a man or a woman, with both among them: its titles
    (``Mrs Ashby, Mr Fenwick``), or else the people's first names, each given to one sex alone
    (``Amy, Chloe, Daniel, Leo``: "the girl in the robotics club" is Amy or Chloe); None."""
    return titled_by_sex(puzzle) or next(iter(sexed_categories(puzzle)), None)


# "Five girls from Brownie Troop 112": as many of one sex as the grid has people
_COUNTED_PEOPLE = re.compile(r"\b(two|three|four|five|six|seven|eight)\s+(girls|boys|women|men|ladies|gentlemen)\b")
_GROUPS_OF_ONE_SEX = frozenset("girls boys women men ladies gentlemen".split())
# Nouns of the other sex: an opening that names them tells of both ("four children, two girls")
_OTHER_SEX_NOUNS = {"female": frozenset(noun for noun, sex in GENDER_NOUNS.items() if sex == "male"),
                    "male": frozenset(noun for noun, sex in GENDER_NOUNS.items() if sex == "female")}


@kept_on_puzzle
def one_sex(puzzle: Puzzle) -> tuple[Category, str] | None:
    """The category whose values are all of one sex, and that sex: all titled so (``Mr Fenwick,
    Mr Pollard``), or the grid's people all given first names of that sex alone (``Callum,
    Declan, Ewan``: "the youngest man" is the youngest of them). A category of pets' or boats'
    names is not the people's, and says nothing."""
    titled = titled_one_sex(puzzle)
    if titled is not None:
        return titled
    people = puzzle.categories[0] if puzzle.categories else None
    named = {GENDER_NOUNS[word] for word in people.name.lower().split() if word in _GROUPS_OF_ONE_SEX} \
        if people else set()
    counted = {GENDER_NOUNS[noun] for text in puzzle.intro_text for number, noun in _COUNTED_PEOPLE.findall(
        text.lower()) if people is not None and NUMBER_WORDS.get(number, -1) == len(people.labels)}
    told = [sex for sex in (named or counted) if not (puzzle.intro_words | puzzle.category_nouns)
            & _OTHER_SEX_NOUNS[sex]]
    if people is not None and len(named or counted) == 1 and told and (named or people_category(puzzle, people.name)):
        # `girls : Addie, Bella, ...`, "Five girls from Brownie Troop 112 ...": all of one sex
        return people, told[0]
    for category in puzzle.categories:
        sexes = {value_sex(label, puzzle) if not titled_sex(label) else None for label in category.labels}
        if len(sexes) == 1 and None not in sexes and _named_people(puzzle, category):
            return category, str(sexes.pop())
    return None


def people_of(category: Category, sex: str, puzzle: Puzzle | None = None) -> list[str] | None:
    """The values of ``category`` whose title (or else the opening of ``puzzle``, or the first
    name) says ``sex``; None when some value does not say."""
    sexes = [value_sex(label, puzzle) for label in category.labels]
    if None in sexes:
        return None
    return [label for label, known in zip(category.labels, sexes) if known == sex]


def sexed_categories(puzzle: Puzzle) -> list[Category]:
    """Every category that says who is a man or a woman, with both among them: by titles
    (``Mrs Ashby, Mr Fenwick``) or by the people's first names (``Amy, Chloe, Daniel, Leo``)."""
    return [category for category in puzzle.categories
            if {"male", "female"} <= {titled_sex(label) for label in category.labels}
            or ({value_sex(label, puzzle) for label in category.labels} == {"male", "female"}
                and _named_people(puzzle, category))]


def people_spoken_of(puzzle: Puzzle, words: set[str]) -> Category | None:
    """The category of people of both sexes a clause whose ``words`` say "a boy" or "one of the
    girls" speaks of: the one its words name by noun ("the youngest *pupil* is a girl"), else the
    grid's own people (the first category); None where that is not one such category."""
    candidates = sexed_categories(puzzle)
    named = [category for category in candidates if category.nouns & words]
    if named:
        return named[0] if len(named) == 1 else None
    if puzzle.categories and puzzle.categories[0] in candidates:
        return puzzle.categories[0]
    # a row of houses first, then the one category of people ("A girl lives in the red house")
    return candidates[0] if len(candidates) == 1 and puzzle.categories and puzzle.categories[0].positional else None
