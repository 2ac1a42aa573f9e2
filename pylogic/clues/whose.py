"""Whose measure an ordered category is, when its name says (`dog's age`, `boat length`,
`owner age`): a comparison of other things on it is refused.

"Ann is older than Bob" beside `dog's age` compares the dogs, not Ann and Bob; "Rex is older
than Fido" beside `owner age` compares the owners. Such a sentence is read only when it speaks
of the holder ("Ann's dog is older than Bob's"), or compares the holder's own values ("Rex is
older than Fido" beside `dog age` and `dogs : Rex, Fido`).
"""

from __future__ import annotations

from pylogic.clues.ast import Phrase
from pylogic.clues.categories import Category, Puzzle, name_and_unit
from pylogic.clues.measures import dates_building, dates_founding
from pylogic.clues.people import people_category, person_noun
from pylogic.clues.values import singular

# Nouns of a holder that no category need list: kin, pets, vehicles
_HOLDERS = frozenset("husband wife mother father child son daughter brother sister spouse partner pet dog cat "
                     "horse car boat bike model owner parent grandparent house building".split())


def holder(category: Category, puzzle: Puzzle) -> tuple[str, Category | None] | None:
    """The holder a category's name gives its measure ("dog" of `dog's age`) and the category
    of such holders if the puzzle has one; None when the name gives none."""
    words = name_and_unit(category.name)[0].lower().split()
    said = puzzle.intro_holders.get(category.name)
    if len(words) < 2 and said is not None and said in _AGED_THINGS and not person_noun(puzzle, said):
        # "the horse's age" in the opening, beside `ages`: as if the category were named `horse's age`
        words = [f"{said}'s", *words]
    if len(words) < 2:
        return None
    first = words[0]
    possessive = first.endswith(("'s", "’s"))
    word = first[:-2] if possessive else first
    held = [other for other in puzzle.categories if other is not category
            and (word in other.nouns or singular(word) in other.nouns)]
    if possessive or word in _HOLDERS or held:
        return word, held[0] if len(held) == 1 else None
    return None


def speaks_of(word: str, phrases: list[Phrase]) -> bool:
    """Whether one of ``phrases`` names the holder ``word`` ("Ann's *dog*")."""
    return any(text.text.lower() in (word, word + "s") for phrase in phrases for text in phrase.words)


def _speaks_of_the_thing(word: str, phrases: list[Phrase], puzzle: Puzzle) -> bool:
    """Whether one of ``phrases`` names the holder ``word`` ("Ann's *dog*"), or someone's thing by
    another noun of the opening ("Mr Cole's *barramundi*" where the opening weighs each angler's
    fish and tells of the barramundi landed)."""
    if speaks_of(word, phrases):
        return True
    return any(before.kind == "VALUE" and before.text.endswith(("'s", "’s")) and after.kind == "WORD"
               and after.text.lower() in puzzle.intro_words and not person_noun(puzzle, after.text.lower())
               and after.text.lower() not in puzzle.category_nouns
               for phrase in phrases for before, after in zip(phrase.words, phrase.words[1:]))


def of_another_category(phrases: list[Phrase], puzzle: Puzzle, own: set[str]) -> bool:
    """Whether a phrase speaks of someone's thing of a category not in ``own`` ("Al's *wife*",
    "the *wife* of Al" beside `wife`, `husband`, `husband age`)."""
    for phrase in phrases:
        words = phrase.words
        for position, (before, after) in enumerate(zip(words, words[1:])):
            noun = after.text.lower()
            named = {other.name for other in puzzle.categories if noun in other.nouns or singular(noun) in other.nouns}
            if after.kind != "WORD" or not named or named & own:
                continue
            possessive = before.kind == "VALUE" and before.text.endswith(("'s", "’s"))
            if possessive or (position + 2 < len(words) and words[position + 2].text.lower() == "of"):
                return True
    return False


def compares_others(category: Category, puzzle: Puzzle, phrases: list[Phrase],
                    named: list[list[str]]) -> str | None:
    """The holder's noun when a comparison on ``category`` between ``phrases`` (naming values
    of the categories ``named``) compares something else than the holder's measure, else
    None."""
    found = holder(category, puzzle)
    if found is None:
        return None
    word, held = found
    if _speaks_of_the_thing(word, phrases, puzzle):
        # "Ann's dog is older than Bob": Bob's dog, or Bob? (a person is no holder)
        bare = [names for phrase, names in zip(phrases, named)
                if not _speaks_of_the_thing(word, [phrase], puzzle) and phrase.words
                and all(item.kind == "VALUE" and not item.text.endswith(("'s", "’s")) for item in phrase.words)]
        # (not "Brian's puppy is older than Maple" where Maple is a puppy)
        return word if bare and any(name != category.name and (held is None or name != held.name)
                                    and people_category(puzzle, name) for names in bare for name in names) else None
    if of_another_category(phrases, puzzle, {category.name} | ({held.name} if held is not None else set())):
        return word  # "Al's wife is older than Ben's wife" beside `husband age`: the wives, not the husbands
    categories = {name for names in named for name in names} - {category.name}
    if held is not None:
        if categories and categories <= {held.name}:
            return None
        others = [phrase for phrase, names in zip(phrases, named) if not set(names) <= {held.name, category.name}
                  and not _owned_holder(phrase, names, held, category)]
        if not person_noun(puzzle, word) and held is not puzzle.categories[0] \
                and people_category(puzzle, puzzle.categories[0].name) and not any(
                people_category(puzzle, name) or name == puzzle.categories[0].name
                for phrase, names in zip(phrases, named) if phrase in others
                for name in names if name not in (held.name, category.name)):
            # "Carol's Barley is the youngest": the puppy Barley; "The macaw is older than the
            # African grey" beside the parrots' ages: the parrots of those species
            return None
        if any(held.name in names for names in named) and others and all(
                phrase.words and all(item.kind == "VALUE" and item.text.endswith(("'s", "’s")) for item in phrase.words)
                for phrase in others):
            return None  # "The Bell team outweighed Bronagh's": Bronagh's team, as the one it is compared with
        return word
    # no category of holders: people (or the grid's own rows) compared on a measure of another's thing
    return word if categories and all(people_category(puzzle, name) or name == puzzle.categories[0].name
                                      for name in categories) else None


def _owned_holder(phrase: Phrase, names: list[str], held: Category, measure: Category) -> bool:
    """Whether ``phrase`` (naming values of the categories ``names``) speaks of one of the
    holders named after its owner: "Carol's Barley (is the youngest)" beside the puppies' ages."""
    values = [word for word in phrase.mentions() if word.kind == "VALUE"]
    named = [name for name in names if name != measure.name]
    return len(values) == 2 and len(named) == 2 and named[1] == held.name \
        and values[0].text.endswith(("'s", "’s")) and not values[1].text.endswith(("'s", "’s")) \
        and phrase.words.index(values[1]) == phrase.words.index(values[0]) + 1


def thing_of_an_age(category: Category, puzzle: Puzzle) -> str | None:
    """The thing whose age or year ``category`` is, when that is no person (`model years`: the
    model; `dog ages`: the dog; `years built`: the building), else None: "the oldest driver" is
    not read from it."""
    found = holder(category, puzzle)
    if found is not None:
        return None if person_noun(puzzle, found[0]) else found[0]
    if dates_building(category):
        return "building"
    return "business" if dates_founding(category) else None


# Made things that have an age of their own ("the mint cake is older", "the oak table is older")
_MADE_THINGS = frozenset(
    "cake cakes pie pies painting paintings clock clocks violin violins guitar guitars piano "
    "pianos instrument instruments watch watches book books coin coins stamp stamps wine wines "
    "bottle bottles table tables chair chairs ship ships plane planes truck trucks bicycle "
    "bicycles motorcycle motorcycles quilt quilts rug rugs vase vases doll dolls toy toys "
    "statue statues machine machines camera cameras sculpture sculptures map maps photo photos".split())
# Things with an age of their own, which a category of people's ages is not
_AGED_THINGS = frozenset("pet pets dog dogs cat cats horse horses pony ponies animal animals car cars vehicle vehicles "
                         "boat boats bike bikes house houses building buildings tree trees puppy puppies kitten "
                         "kittens foal foals calf calves lamb lambs fish koi bird birds parrot parrots rabbit rabbits "
                         "hamster hamsters tortoise tortoises snake snakes goat goats pig pigs cow cows "
                         "elephant elephants".split()) | _MADE_THINGS


def thing_said_aged(puzzle: Puzzle, ages: Category, phrase: Phrase, categories: list[str]) -> str | None:
    """The thing ``phrase`` gives an age of its own ("the cat", "Ann's pet") beside ``ages``,
    the ages of the grid's people (a category named for no holder, the first category people),
    or None: "the cat is older than the dog" is not the owners' ages."""
    if not _of_the_people(ages, puzzle):
        return None
    words = [word for word in phrase.words if word.text.lower() not in ("the", "a", "an")]
    mentions = phrase.mentions()
    if len(words) >= 2 and words[0].kind == "VALUE" and words[0].text.endswith(("'s", "’s")) \
            and words[1].kind == "WORD" and words[1].text.lower() in _AGED_THINGS:
        return words[1].text.lower()  # "Ann's pet (is)"
    if len(words) >= 2 and len(mentions) >= 2 and len(categories) == len(mentions) \
            and words[0] is mentions[0] and words[0].text.endswith(("'s", "’s")) and words[1] is mentions[1] \
            and puzzle.category(categories[1]).nouns & _AGED_THINGS:
        return words[1].text  # "Ann's cat (is)"
    if len(mentions) == 1 and len(categories) == 1 and words and words[0] is mentions[0] \
            and not words[0].text.endswith(("'s", "’s")) \
            and all(word.kind == "WORD" and word.text.lower() in _VERB_AFTER for word in words[1:]) \
            and not puzzle.category(categories[0]).ordered and puzzle.category(categories[0]).nouns & _AGED_THINGS:
        return words[0].text  # "the cat (is)"
    if len(mentions) == 1 and len(categories) == 1 and len(words) >= 2 and words[0] is mentions[0] \
            and not words[0].text.endswith(("'s", "’s")) and words[1].kind == "WORD" \
            and words[1].text.lower() in _AGED_THINGS \
            and all(word.kind == "WORD" and word.text.lower() in _VERB_AFTER for word in words[2:]) \
            and not puzzle.category(categories[0]).ordered and not people_category(puzzle, categories[0]) \
            and words[1].text.lower() not in puzzle.category_nouns:
        return words[1].text  # "the mint cake (is)": the cake's age, not its baker's
    return None


# Words after a thing's name that keep the phrase about the thing ("the cat is", "the dog was")
_VERB_AFTER = frozenset("is was are were has had seems".split())


def aged_thing_noun(puzzle: Puzzle, ages: Category, noun: str | None, verb: str | None = None) -> bool:
    """Whether ``noun`` ("pet" in "the oldest pet") names things with an age of their own, beside
    ``ages`` of the grid's people: "the oldest pet" is not the oldest owner's pet. Kin only after a
    verb of having ("Dee has the youngest child"; "the oldest child" may be one of the people)."""
    if noun in _KIN_OF_AN_AGE and (verb or "").lower() not in _HAVING_KIN:
        return False
    return noun is not None and noun in _AGED_THINGS | _KIN_OF_AN_AGE and _of_the_people(ages, puzzle) \
        and not any(noun in category.nouns for category in puzzle.categories
                    if category.ordered or people_category(puzzle, category.name)) \
        and (noun in _MADE_THINGS | _KIN_OF_AN_AGE | _BELONGINGS_OF_AN_AGE
             or any(noun in category.nouns for category in puzzle.categories if not category.ordered))


# Kin and belongings with an age of their own, whatever the categories ("Dee has the youngest
# child", "drives an older car", "lives in the oldest house"; not where an ordered category is
# named for them: houses numbered along a row are the rows themselves)
_KIN_OF_AN_AGE = frozenset("child children son sons daughter daughters kid kids brother brothers sister sisters "
                           "grandchild grandchildren".split())
_HAVING_KIN = frozenset("has have had having".split())
_BELONGINGS_OF_AN_AGE = frozenset("car cars vehicle vehicles boat boats bike bikes dog dogs cat cats horse horses pony "
                               "ponies pet pets house houses home homes building buildings".split())


def _of_the_people(ages: Category, puzzle: Puzzle) -> bool:
    """Whether ``ages`` are the grid's people's: named for no holder, the first category people."""
    return holder(ages, puzzle) is None and people_category(puzzle, puzzle.categories[0].name)
