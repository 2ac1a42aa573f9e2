"""A thing of someone's the puzzle does not name, given a category's value: refused.

"Tom's plaque is on Church Row" beside the streets the opening puts the plaques on pairs Tom
with Church Row; "Tom's statue is on Church Row", "Ann's brother's car is red" or "Gus's grave
is in Leeds" give another thing that value, and no category holds it: refused, never read as
Tom's own street. The thing may be named by a category's noun, a word of a value, a word of the
opening or a noun the clues learn for a category ("Ann's house" where the opening tells of
houses), by a noun of the pairing itself ("Gwen's pick" where each picked one novel, "Dr. Hume's
find", "Juno's entry", "Gwen's listing"), or by a noun any pairing may go by ("Emmett's group",
"the egg slicer was Cyrus Penn's idea").

Only where the puzzle has an opening: without one nothing tells what things it is of, and "Ann's
car is the Audi" beside makes is read. Ordered categories have their own checks
(measures_of_other_things.py, and another event's date in measures.py); a category of people is
a person's relation, not a thing.
"""

from __future__ import annotations

from pylogic.clues.categories import AGENT_ENDINGS, Category, Puzzle
from pylogic.clues.measures_of_other_things import label_words
from pylogic.clues.opening_verbs import verb_key
from pylogic.clues.people import people_category
from pylogic.clues.values import singular

# Nouns any pairing of a person with a thing may go by ("Emmett's group", "Ann's choice")
_ANY_PAIRING = frozenset(
    "one ones choice choices pick picks pickings selection favourite favorite favourites favorites entry entries "
    "idea ideas group groups team teams side sides thing things item items piece pieces work works project "
    "projects creation creations design designs effort efforts contribution contributions submission submissions "
    "offering offerings find finds own lot share turn turns part parts role roles job jobs place places spot "
    "spots slot slots".split())
# Nouns of a doing that are not the verb's own stem ("entry" of "entered")
_NOUNS_OF_DOINGS = {"entry": "enter", "entries": "enter", "choice": "choose", "pick": "pick", "sale": "sell",
                    "purchase": "buy", "purchases": "buy", "loan": "borrow", "gift": "give", "receipt": "receive"}


def thing_of_another(puzzle: Puzzle, category: Category, phrases) -> str | None:
    """The noun right after a possessive name of the grid's first category, or after "whose"
    ("Tom's *statue*", "Tom, whose *statue* ..."), that names a thing the puzzle does not, in a
    sentence that gives it a value of the unordered ``category``; None when there is none.
    (After a name of another category the noun may be the row's own thing: "Ito's mount" is
    the jockey's horse.)"""
    if not puzzle.intro_text or category.ordered or category is puzzle.categories[0] \
            or people_category(puzzle, category.name) or _named_doers(category):
        return None  # (with no opening, nothing tells what things the puzzle is of: "Ann's car is the Audi")
    for phrase in phrases:
        for before, after in zip(phrase.words, phrase.words[1:]):
            noun = after.text.lower()
            if after.kind != "WORD" or not noun.isalpha() or not _of_the_first(puzzle, before):
                continue
            if not _named_by_the_puzzle(puzzle, noun) and not noun.endswith(AGENT_ENDINGS):
                return noun
    return None


def _of_the_first(puzzle: Puzzle, word) -> bool:
    """Whether ``word`` is "whose" or a possessive name of the grid's first category."""
    text = word.text.lower()
    if text == "whose":
        return True
    if word.kind != "VALUE" or not text.endswith(("'s", "’s", "s'", "s’")):
        return False
    bare = text[:-2] if text.endswith(("'s", "’s")) else text[:-1]
    named = puzzle.forms.get(tuple(bare.split()), set())
    return bool(named) and all(name == puzzle.categories[0].name for name, _ in named)


def _named_doers(category: Category) -> bool:
    """Whether ``category`` names people by their names and a doer's noun (`jockeys`,
    `instructors`): "Ann's pupil" pairs Ann with one of them, a relation, not a thing."""
    return any(noun.endswith(AGENT_ENDINGS) for noun in category.nouns) \
        and all(label[:1].isupper() for label in category.labels)


def _named_by_the_puzzle(puzzle: Puzzle, noun: str) -> bool:
    """Whether ``noun`` is one the puzzle names or any pairing goes by."""
    forms = {noun, singular(noun)}
    said = puzzle.intro_words | set(puzzle.thing_nouns) | puzzle.category_nouns
    if forms & said or forms & _ANY_PAIRING or forms & label_words(puzzle):
        return True
    doing = _NOUNS_OF_DOINGS.get(noun, verb_key(noun))
    return any(verb_key(word) == doing for word in puzzle.intro_words if len(word) > 3)
