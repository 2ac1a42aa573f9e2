"""Verbs between two people: "Ann met the baker" says Ann is not the baker.

In a logic grid a verb between a thing and a person joins them ("Ann owns the cat", "the
client who hired the plumber" in a puzzle of clients and contractors). But when both sides
are people of the same grid row's kind — a name and the person's own job, or a name and a
described person ("the cat owner") — a verb other than "is" or "works as" relates two
different people ("met", "married", "called", "works for"). So does a verb between a person
and a person described by a noun ("Ava met the runner in blue"), or a clause acting on
another's thing ("the runner in blue, who borrowed Ava's shoes"). Such a sentence is refused
rather than read as "the same person".
"""

from __future__ import annotations

from pylogic.clues.ast import Phrase, Word
from pylogic.clues.categories import AGENT_ENDINGS, TITLES, Puzzle, kept_on_puzzle
from pylogic.clues.value_case import BASIC_COLOURS
from pylogic.clues.values import singular
from pylogic.clues.vocabulary import SERVED_NOUNS
from pylogic.clues.words import label_keys

# Categories of a person's own role, and of the people themselves.
_ROLE_NOUNS = frozenset("job jobs occupation occupations profession professions career careers role roles "
                        "trade trades".split())
OWN_JOB_NOUNS = _ROLE_NOUNS  # a category of people's own jobs: "Ann's teacher" is another person
_PEOPLE_NOUNS = frozenset("name names person people persons friend friends student students woman women man men "
                          "girl girls boy boys kid kids guest guests employee employees worker workers member "
                          "members neighbor neighbors neighbour neighbours surname surnames ceo ceos boss bosses "
                          "owner owners parent parents host hosts hostess".split())
# Kin: people of their own where the grid is of kin ("husband : Dan, Tom" beside `wife`, `son`
# beside `mother`), a person's attribute where it is of people ("the person whose child is Ravi")
_KIN_NOUNS = frozenset("husband husbands wife wives spouse spouses son sons daughter daughters mother mothers "
                       "father fathers bride brides groom grooms".split())
# Words of kin that name a category of kin ("Leo's mom" of `mother`)
_KIN_SYNONYMS = {"mom": "mother", "mum": "mother", "mommy": "mother", "mummy": "mother", "ma": "mother",
                 "dad": "father", "daddy": "father", "pa": "father", "hubby": "husband"}
# A first category of these: each row is a couple or a parent and child
_KIN_ROWS = frozenset("husband husbands wife wives spouse spouses mother mothers father fathers bride brides "
                      "groom grooms".split())
# The verbs of a marriage, which pair a husband and a wife ("Dan married Pam")
_MARRYING = frozenset("married marries marry wed weds wedded to engaged".split())
SPOUSE_NOUNS = frozenset("husband husbands wife wives spouse spouses bride brides groom grooms".split())
_ROLE_OR_PEOPLE_NOUNS = _ROLE_NOUNS | _PEOPLE_NOUNS
# Words that may stand between a person and their own role or description.
_LINKING = frozenset("is was are were be been being isn't wasn't not n't as a an the who whose that which works "
                     "worked work working job jobs employed trained became becomes become serves served "
                     "occupation profession person one named name old surnamed nicknamed".split())


def verb_between_people(puzzle: Puzzle, phrase: Phrase, categories: list[str]) -> Word | None:
    """The first word of ``phrase`` that relates two people it names (``categories``: the
    category of each of its mentions, in order), or None."""
    mentions = phrase.mentions()
    related = _person_related_to(puzzle, phrase, categories)
    if related is not None:
        return related
    described = verb_to_described_person(puzzle, phrase, categories)
    if described is not None:
        return described
    for index in range(len(mentions) - 1):
        first, second = mentions[index], mentions[index + 1]
        if _described_person(puzzle, phrase, second, categories[index + 1]) is not None:
            continue
        if _names_one(phrase, second) and _personal(puzzle, phrase, second, categories[index + 1]) \
                and not puzzle.category(categories[index + 1]).nouns & _ROLE_NOUNS \
                and _described_person(puzzle, phrase, first, categories[index]) is not None:  # ("tried out for Clara")
            verb = _verb_between(puzzle, phrase, first, second, categories[index + 1])
            if verb is not None and not _said_to_be(phrase, first, second):
                return verb  # "The runner in blue praised Ann": two people ("the $20 scholarship is")
        if not (_names_one(phrase, first) and _names_one(phrase, second)):
            continue  # "Ian paid the most": a superlative or a number is no person
        if second.text.endswith(("'s", "’s", "s'", "s’")):
            owned = phrase.words[phrase.words.index(second) + 1:phrase.words.index(second) + 2]
            if owned and owned[0].kind == "WORD" and owned[0].text.lower().endswith(AGENT_ENDINGS) \
                    and owned[0].text.lower() not in puzzle.category_nouns \
                    and _personal(puzzle, phrase, first, categories[index]):
                return owned[0]  # "Ann is the pilot's passenger": someone else
            thing = owned and owned[0] in mentions
            verb = _verb_between(puzzle, phrase, first, second, categories[index + 1])
            if thing and verb is not None and _personal(puzzle, phrase, first, categories[index]) \
                    and people_category(puzzle, categories[index + 1]):
                return verb  # "Ann walks the pilot's dog": the dog is the pilot's, Ann someone else
            continue  # "Lou sat in Mrs. Cruz's class": Lou and what is Mrs. Cruz's
        if not (_personal(puzzle, phrase, first, categories[index])
                and _personal(puzzle, phrase, second, categories[index + 1])):
            continue
        verb = _verb_between(puzzle, phrase, first, second, categories[index + 1])
        if verb is not None:
            return verb
    return _handed_between(puzzle, phrase, categories) or _person_after_a_thing(puzzle, phrase, categories)


# Words after a verb and its thing that bring in another person ("bought the cat *from* the
# 25-year-old", "sold the cat *to* Amy", "bought the fish *for* the person from Kiev")
_OTHER_PERSON_PREPOSITIONS = frozenset("from to for with".split())


def _person_after_a_thing(puzzle: Puzzle, phrase: Phrase, categories: list[str]) -> Word | None:
    """The verb of a person who does something with a thing to, from or for another person
    ("Amy bought the cat from the 25-year-old", "The cat owner bought her cat from Beth"), or
    None: the other is someone else, not Amy."""
    mentions = phrase.mentions()

    def person(index: int) -> bool:
        mention = mentions[index]
        return _described_person(puzzle, phrase, mention, categories[index]) is not None \
            or (_names_one(phrase, mention) and _personal(puzzle, phrase, mention, categories[index]))

    for index in range(len(mentions) - 2):
        if not person(index) or person(index + 1):
            continue
        for later in range(index + 2, len(mentions)):
            if not person(later):
                continue
            position = phrase.words.index(mentions[later])
            before = [word.text.lower() for word in phrase.words[max(0, position - 2):position]]
            if before[-1:] in (["the"], ["a"], ["an"]):
                before = before[:-1]
            described = _described_person(puzzle, phrase, mentions[later], categories[later])
            if described is not None:
                start = phrase.words.index(described)
                before = [word.text.lower() for word in phrase.words[max(0, start - 1):start]]
            if before[-1:] and before[-1] in _OTHER_PERSON_PREPOSITIONS \
                    and all(not person(between) for between in range(index + 1, later)):
                verb = _verb_between(puzzle, phrase, mentions[index], mentions[index + 1], categories[index + 1])
                if verb is not None:
                    return verb
            break
    return None


def _verb_between(puzzle: Puzzle, phrase: Phrase, first: Word, second: Word, category: str) -> Word | None:
    """The first word between ``first`` and ``second`` (of ``category``) that is no linking word."""
    between = phrase.words[phrase.words.index(first) + 1:phrase.words.index(second)]
    # "Bob is the person who loves the spaghetti eater" (a generator's words): the eater
    liking = _LIKING if not people_category(puzzle, category) else frozenset()
    if puzzle.category(category).nouns & _ROLE_NOUNS:
        liking = liking | _PLAYING  # "Ben plays the jester": the role is his own
    if puzzle.category(category).nouns & SPOUSE_NOUNS:
        liking = liking | _MARRYING  # "Dan married Pam" beside husbands and wives: a couple
    for position, word in enumerate(between):
        text = word.text.lower()
        named = text == "called" and position and between[position - 1].text.lower() in ("is", "was")
        if word.kind == "WORD" and text not in _LINKING | liking and not text.endswith(("'s", "’s")) and not named \
                and text not in puzzle.category_nouns and _KIN_SYNONYMS.get(text) not in puzzle.category_nouns \
                and not _category_verb_at(puzzle, between, position) \
                and not (text.endswith(AGENT_ENDINGS) and " " not in text and position == 0
                         and not _object_follows(between, position)):
            return word
    return None


def _object_follows(words, position: int) -> bool:
    """Whether what follows the word at ``position`` is its object (an article, or the name
    itself): "Ann *tutors* the cat owner" is a verb, "the bass *catcher* is Ann" a noun."""
    return position + 1 == len(words) or words[position + 1].text.lower() in ("the", "a", "an")


def _category_verb_at(puzzle: Puzzle, words, position: int) -> bool:
    """Whether the word at ``position`` of ``words`` is a category's verb ("tutored" beside
    `tutors`), or the "by" of one ("tutored by Mr. Bray")."""
    text = words[position].text.lower()
    if text == "by" and position:
        return _verb_of_category(puzzle, words[position - 1].text.lower())
    return _verb_of_category(puzzle, text)


def _verb_of_category(puzzle: Puzzle, verb: str) -> bool:
    """Whether ``verb`` is what a category's people do, named by its noun ("tutored" beside
    `tutors`, "coached" beside `coaches`, "trained" beside `trainers`): the pairing the grid
    holds, not one person doing something to another."""
    for ending in ("ed", "d", "es", "s", "ing"):
        stem = verb[:-len(ending)] if verb.endswith(ending) and len(verb) > len(ending) + 2 else None
        if stem is not None and ({stem, stem + "s", stem + "er", stem + "ers"} & puzzle.category_nouns):
            return True
    return False


def verb_to_described_person(puzzle: Puzzle, phrase: Phrase, categories: list[str]) -> Word | None:
    """The word relating a person ``phrase`` names or describes to a person it describes by a
    noun ("Ava *met* the runner in blue", "the runner from Leeds *married* the runner in blue",
    "... *thanked* the speller who finished first"), or None."""
    mentions = phrase.mentions()
    for index in range(len(mentions) - 1):
        first, second = mentions[index], mentions[index + 1]
        described = _described_person(puzzle, phrase, second, categories[index + 1])
        if described is None:
            continue
        first_described = _described_person(puzzle, phrase, first, categories[index]) is not None \
            and not _said_to_be(phrase, first, second)
        if first_described or (_names_one(phrase, first) and _personal(puzzle, phrase, first, categories[index])):
            verb = _verb_before(puzzle, phrase, first, described)
            if verb is not None:
                return verb
    return None


def _said_to_be(phrase: Phrase, first: Word, second: Word) -> bool:
    """Whether a copula between ``first`` and ``second`` says they are one ("the person who
    loves science fiction books *is* the person whose hair is brown"), not a passive ("... was
    praised by ...")."""
    between = [word.text.lower() for word in phrase.words[phrase.words.index(first) + 1:phrase.words.index(second)]]
    for position, word in enumerate(between):
        if word in ("is", "was", "are", "were"):
            return "by" not in between[position + 2:position + 4]  # ("was not / also praised by")
    return False


def _described_person(puzzle: Puzzle, phrase: Phrase, mention: Word, category: str) -> Word | None:
    """The article of a person described by a noun before ``mention`` ("*the* runner in blue",
    "*the* speller who finished first", "*the* host serving fondue"), or None."""
    position = phrase.words.index(mention)
    before = phrase.words[position - 1] if position else None
    after = phrase.words[position + 1] if position + 1 < len(phrase.words) else None
    if before is not None and before.kind == "WORD" and before.text.lower() in ("the", "a", "an") \
            and mention.kind in ("VALUE", "NUMBER") and after is not None and after.kind == "WORD" \
            and (after.text.lower() in _PEOPLE_NOUNS | SERVED_NOUNS or after.text.lower() in _people_nouns(puzzle)):
        return before  # "*the* 1:00pm student", "*the* Dover runner": a person described by a value
    head: list[str] = []
    for word in reversed(phrase.words[:position]):
        text = word.text.lower()
        if word.kind == "WORD" and text in ("the", "a", "an"):
            if not head:
                continue  # "the host serving *the* cake": the article of the thing, not of the person
            person = any(_person_noun(puzzle, noun) for noun in head)
            # a name ("the runner Ava", "the person who saw Dr. Price") is someone of its own
            named = people_category(puzzle, category) or label_keys(mention.text)[0] in TITLES
            return word if person and not named else None
        if word.kind != "WORD":
            return None
        head.append(text)
    return None


def speaks_of_a_person(puzzle: Puzzle, phrase: Phrase, categories: list[str]) -> bool:
    """Whether ``phrase`` names a person by its head ("Ann", "the owner of the Fiat", "the
    Fiat's owner", "the owner on Elm"); not one's thing ("Ann's car", "the Fiat").
    ``categories``: the category of each of its mentions."""
    words = [word for word in phrase.words if word.text.lower() not in ("the", "a", "an")]
    if not words:
        return False
    first = words[0]
    if first.kind == "WORD":
        return _person_noun(puzzle, first.text.lower())
    possessive = first.text.endswith(("'s", "’s"))
    if possessive:
        return len(words) > 1 and words[1].kind == "WORD" and _person_noun(puzzle, words[1].text.lower())
    mentions = phrase.mentions()
    return len(mentions) == len(categories) == 1 and first is mentions[0] and people_category(puzzle, categories[0]) \
        and (len(words) == 1 or words[1].kind != "WORD" or _person_noun(puzzle, words[1].text.lower()))


def person_noun(puzzle: Puzzle, noun: str) -> bool:
    """Whether ``noun`` names a person ("student", "runner", "owner"), not a thing."""
    return _person_noun(puzzle, noun)


def _person_noun(puzzle: Puzzle, noun: str) -> bool:
    """Whether ``noun`` names a person ("student", "runner", "host"), not a thing."""
    return noun in _PEOPLE_NOUNS or noun in _PERSON_HEADS or noun in _people_nouns(puzzle) or (
        noun.endswith(AGENT_ENDINGS) and noun not in _NOT_DOERS and noun not in puzzle.category_nouns)


def _verb_before(puzzle: Puzzle, phrase: Phrase, first: Word, article: Word) -> Word | None:
    """The first word between ``first`` and a described person's ``article`` that is no
    linking word ("met", "with", "for"), or None ("is the runner in blue")."""
    between = phrase.words[phrase.words.index(first) + 1:phrase.words.index(article)]
    for position, word in enumerate(between):
        text = word.text.lower()
        if word.kind == "WORD" and text not in _LINKING and text not in puzzle.category_nouns \
                and not _category_verb_at(puzzle, between, position) \
                and not (position == 0 and text.endswith(AGENT_ENDINGS)  # "the bass *catcher* is ..."
                         and not _object_follows(between, position)):
            return word
    return None


def verb_to_anothers_thing(puzzle: Puzzle, clause: Phrase) -> Word | None:
    """The verb a clause opens with when it acts on someone's thing that no category lists
    ("borrowed *Ava's shoes*", "took Bob's seat"), or None."""
    words = clause.words
    verb = next((word for word in words if word.kind == "WORD" and word.text.lower() not in _LINKING), None)
    if verb is None or (verb is not words[0] and words[0].text.lower() not in ("who", "which", "that")):
        return None
    for word, following in zip(words, words[1:]):
        if word.kind == "VALUE" and word.text.endswith(("'s", "’s")) and following.kind == "WORD" \
                and following.text.isalpha() and following.text.lower() not in puzzle.category_nouns \
                and following.text.lower() not in _LINKING:
            return verb
    return None


def _names_one(phrase: Phrase, mention: Word) -> bool:
    """Whether ``mention`` may name someone: a value, or an age with "old" ("the 30-year-old")."""
    return mention.kind == "VALUE" or (mention.kind == "NUMBER" and _after(phrase, mention) == "old")


def _after(phrase: Phrase, mention: Word) -> str:
    position = phrase.words.index(mention)
    return phrase.words[position + 1].text.lower() if position + 1 < len(phrase.words) else ""


def _personal(puzzle: Puzzle, phrase: Phrase, mention: Word, category: str) -> bool:
    """Whether ``mention`` names a person: a name (a category of names or people, or of doers
    named by capitalised names: "runners : Ann, Bob"), a person's own job, a thing followed by
    the noun of its owner ("the cat *owner*", "the Nike *runner*"), or an age ("the 30-year-old")."""
    if people_category(puzzle, category):
        return True
    found = puzzle.category(category)
    if found.nouns & _ROLE_NOUNS and mention.text.lower().endswith(AGENT_ENDINGS) \
            and mention.text.lower() not in {label.lower() for label in found.labels}:
        return True  # "the babysitter" of the task "babysitting": the one who does it
    following = _after(phrase, mention)
    # "the cat owner"; "the Nike runner" in a puzzle of runners; "the 30-year-old" (not "the
    # lamp for $40", "the cat later")
    return following == "old" or following.endswith(AGENT_ENDINGS) and following not in _NOT_DOERS and (
        following not in puzzle.category_nouns or following in _people_nouns(puzzle))


def names_a_thing(puzzle: Puzzle, phrase: Phrase, categories: list[str]) -> bool:
    """Whether ``phrase`` speaks of a thing, not a person: its last name is a value of no
    category of people and no doer's noun follows it ("the Ford", "Ann's dog"; not "the Ford
    driver", "Ann"). ``categories``: the category of each of its mentions."""
    mentions = phrase.mentions()
    if not mentions or len(categories) != len(mentions):
        return False
    return not _personal(puzzle, phrase, mentions[-1], categories[-1])


# Words ending like a doer's noun that are none
_NOT_DOERS = frozenset("for or nor per after over under other either neither whether never ever however later "
                       "earlier sooner longer shorter older younger bigger smaller higher lower better "
                       "rather together".split())


@kept_on_puzzle
def _people_nouns(puzzle: Puzzle) -> frozenset[str]:
    """The head nouns of the puzzle's categories of people ("runner" of `runner : Ann, Bob`,
    "makers" of `soap makers`: not "soap", which names a thing)."""
    found = set()
    for category in puzzle.categories:
        if not people_category(puzzle, category.name):
            continue
        found |= {noun for noun in category.nouns if singular(noun) == category.head_noun}
    return frozenset(found)


@kept_on_puzzle
def people_category(puzzle: Puzzle, category: str) -> bool:
    """Whether ``category``'s values are people or their own jobs (not jobs that are tasks:
    "babysitting", "dog walking")."""
    found = puzzle.category(category)
    if found.nouns & _ROLE_NOUNS and _tasks(found.labels):
        return False
    if found.nouns & _KIN_NOUNS and puzzle.categories[0].nouns & _KIN_ROWS:
        return True  # `mother : Kay, Pam` and `son : Tim, Rex`: two people in each row
    return bool(found.nouns & _ROLE_OR_PEOPLE_NOUNS) or _names_people(puzzle, category)


# Last words of jobs that are tasks, not workers: "story time", "the book sale"
_TASK_NOUNS = frozenset("sale sales time help duty duties work care patrol repair repairs delivery deliveries "
                        "cleanup service watch".split())


def _tasks(labels) -> bool:
    """Whether every one of a category's ``labels`` is a task ("babysitting", "dog walking",
    "story time"), none a person's job ("baker", "dog walker")."""
    return all(label.split()[-1].lower().endswith("ing") or label.split()[-1].lower() in _TASK_NOUNS
               for label in labels if label.split())


def _names_people(puzzle: Puzzle, category: str) -> bool:
    """Whether ``category`` is the grid's people named by their names: the first category, its
    noun a doer ("runners", "travelers") and its values capitalised names, not colours."""
    found = puzzle.category(category)
    doer = any(noun.endswith(AGENT_ENDINGS) for noun in found.nouns)
    # the first category: the grid's own people ("doctors : Dr. Kemp, ..." further on are people
    # the row's person sees, and "saw Dr. Kemp" joins them)
    return doer and found is puzzle.categories[0] and not found.ordered and all(
        label[:1].isupper() and label.replace(".", "").replace(" ", "").isalpha()
        and label.lower() not in BASIC_COLOURS for label in found.labels)


# "The person who hired Ann", "the one Ann married", "whoever Ann hired": a person said by how
# they relate to another
_PERSON_HEADS = frozenset("person one man woman guest".split())


def _person_related_to(puzzle: Puzzle, phrase: Phrase, categories: list[str]) -> Word | None:
    """The word relating the person a phrase opens with ("the person who *hired* Ann", "the person
    Ann *married*", "the person *with* Ann") to the person it names first, or None."""
    words = phrase.words
    lowered = [word.text.lower() for word in words]
    if lowered[:1] == ["whoever"]:
        start = 1
    elif len(lowered) > 1 and lowered[0] in ("the", "a") and lowered[1] in _PERSON_HEADS:
        start = 2
    else:
        return None
    mentions = phrase.mentions()
    if not mentions or mentions[0].kind != "VALUE" or not _personal(puzzle, phrase, mentions[0], categories[0]):
        return None
    first = words.index(mentions[0])
    following = mentions[1] if len(mentions) > 1 else None
    after = words[first + 1:words.index(following)] if following is not None else words[first + 1:]
    # "the person who loves the spaghetti eater" (a generator's words) is the spaghetti eater
    liking = _LIKING if not people_category(puzzle, categories[0]) else frozenset()
    for word in [*words[start:first], *(after if first == start else [])]:
        text = word.text.lower()
        if word.kind == "WORD" and text not in _LINKING | liking and not text.endswith(("'s", "’s")):
            return word
    return None


_LIKING = frozenset("loves love likes like enjoys enjoy".split())
# Verbs of taking a role in a play or film
_PLAYING = frozenset("plays played playing portrays portrayed portraying".split())


_HANDING = frozenset("from to with for by".split())


def _handed_between(puzzle: Puzzle, phrase: Phrase, categories: list[str]) -> Word | None:
    """"Ann bought the cat *from* the pilot", "gave the cat *to* the pilot": a person after a
    preposition, with another person named before, is someone else."""
    mentions = phrase.mentions()
    earlier = False
    for mention, category in zip(mentions, categories):
        personal = mention.kind == "VALUE" and _personal(puzzle, phrase, mention, category)
        position = phrase.words.index(mention)
        before = [word for word in phrase.words[:position] if word.text.lower() not in ("the", "a", "an")]
        if personal and earlier and before and before[-1].text.lower() in _HANDING \
                and not _category_verb_at(puzzle, before, len(before) - 1) \
                and not (len(before) >= 2 and before[-2].text.lower() in _MARRYING
                         and puzzle.category(category).nouns & SPOUSE_NOUNS):  # ("tutored by Mr. Bray")
            return before[-1]  # ("married to Pam" beside husbands and wives is the couple)
        earlier = earlier or personal
    return None
