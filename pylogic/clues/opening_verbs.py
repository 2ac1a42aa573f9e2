"""The doing the opening names for a category's things, and other doings refused beside it.

A puzzle's opening often says how its people and a category's things go together: "Four
shoppers, the items they bought and what they paid", "the gifts they received", "what each
lost", "who borrowed which book", "their purchases", `gift received` as a category's name.

Where that doing is one of getting or losing a thing (buying, ordering, receiving, borrowing,
renting, losing), a clue that joins a doer and such a thing by a verb is read as the pairing
only when the verb says it: the opening's own verb in any form ("bought", "buys", "did not
buy"), a verb of the same doing ("purchased", "picked up" beside "bought"; "ate", "asked for"
beside "ordered"; "checked out" beside "borrowed"; "mislaid" beside "lost"), or plain having
("has", "owns"). Any other says something else about the thing ("Ivy put back the rug", "Kit
tested the clock", "Rex gave the book" beside gifts received, "Dee found the phone" beside what
each lost) and is refused at the verb, never read as the pairing.

Where the doing is one of having or choosing ("keeps a different pet", "had a different
drink"), or the opening says the things are the people's ("their pets"), only doings that are
plainly no pairing are refused: handing the thing on or giving it up, losing or finding it,
harming it, looking it over, turning it down ("Uma lent the parrot", "Ann sold the cat"). Beside
any other doing ("the stall each ran", "serves a different dish", "brought a different
present"), or none, the verb is read as before: selling or giving may be the pairing there. A
doer of another category of people ("Omar delivered the pizza" beside the pizzas the customers
ordered: Omar is a driver) is not held to the opening's doing.
"""

from __future__ import annotations

import re

from pylogic.clues.categories import AGENT_ENDINGS, Category, Puzzle, kept_on_puzzle
from pylogic.clues.people import people_category
from pylogic.clues.values import singular

# Irregular forms -> the plain verb ("bought" -> "buy"); "given" stays apart from "gave" (one
# was given a thing, the other gave it away)
_IRREGULAR = {
    **dict.fromkeys("bought buys buying".split(), "buy"), **dict.fromkeys("got gotten".split(), "get"),
    "lost": "lose", "found": "find", "gave": "give", "given": "be given", "sold": "sell", "took": "take",
    "taken": "take", "made": "make", "brought": "bring", "kept": "keep", "had": "have", "has": "have",
    "wore": "wear", "worn": "wear", "grew": "grow", "grown": "grow", "drove": "drive", "driven": "drive",
    "rode": "ride", "ridden": "ride", "ate": "eat", "eaten": "eat", "drank": "drink", "drunk": "drink",
    "chose": "choose", "chosen": "choose", "won": "win", "lent": "lend", "sent": "send", "left": "leave",
    "broke": "break", "broken": "break", "saw": "see", "seen": "see", "wrote": "write", "written": "write",
    "caught": "catch", "sang": "sing", "sung": "sing", "spent": "spend", "paid": "pay", "held": "hold",
    "led": "lead", "fed": "feed", "bit": "bite", "bitten": "bite", "threw": "throw", "thrown": "throw",
    "drew": "draw", "drawn": "draw", "flew": "fly", "flown": "fly", "swam": "swim", "ran": "run", "sat": "sit",
    "met": "meet", "heard": "hear", "taught": "teach", "built": "build", "shot": "shoot", "stole": "steal",
    "stolen": "steal", "hid": "hide", "hidden": "hide", "dug": "dig", "told": "tell", "stood": "stand",
    "fought": "fight", "began": "begin", "begun": "begin", "mislaid": "mislay", "forgot": "forget",
    "forgotten": "forget", "did": "do", "done": "do", "does": "do", "went": "go", "gone": "go", "put": "put",
    "set": "set", "cut": "cut", "hit": "hit", "read": "read", "swapped": "swap",
    "bred": "breed", "shed": "shed", "spun": "spin", "struck": "strike", "understood": "understand",
}

# Doings that say the same pairing, by their plain verbs: a clue may use any verb of a group
# that holds the opening's verb
_SAME_DOINGS = [frozenset(group.split()) for group in (
    "buy purchase get pick choose select pay order take obtain acquire opt snap_up pick_up settle_on go_for",
    "receive get be_given win unwrap open",
    "lose mislay misplace",
    "borrow rent hire take_out get check_out sign_out",
    "order get choose pick select eat drink try opt ask_for request",
    "eat drink order consume",
    "grow raise plant cultivate enter",
    "wear sport don",
    "drive ride",
    "play perform sing do dance",
    "make bake cook prepare bring",
    "win take get earn claim receive",
    "sell auction",
    "visit tour see explore",
    "write pen author",
    "catch land hook",
    "adopt get take",
    "rent hire book lease take",
    "bring contribute",
)]

# Plain having, said of any pairing ("Ann has the vase" beside the items they bought)
_HAVING = frozenset("have own possess keep".split())

# Doings to a thing that are no pairing of a doer with it, unless the opening names them: handing
# it on or giving it up, losing or finding it, harming it, looking it over, turning it down
_OTHER_DOINGS = frozenset(
    "give lend sell return donate regift loan swap trade pawn auction steal "
    "lose mislay misplace find "
    "break smash drop damage wreck destroy crack scratch spill "
    "test inspect examine photograph paint sketch draw vaccinate review price appraise repair mend "
    "reject refuse decline dislike hate avoid skip complain recommend borrow bite chase".split())
# Openings' doings of getting, keeping or losing a thing, beside which those doings say something
# else ("Dee found the phone" beside what each lost); beside other doings ("the stall each ran",
# "serves a different dish", "brought a different present") selling or giving may be the pairing
_HOLDING = frozenset("have own keep possess hold choose pick select get take adopt use wear drive ride win "
                     "earn".split())
# Openings' doings of getting or losing that say the pairing so exactly that no other doing does:
# beside them a clue's verb must be the opening's own, one of the same doing, or plain having
_GETTING = frozenset("buy purchase order obtain acquire receive be_given borrow rent hire lease lose mislay "
                     "misplace take_out check_out sign_out".split())
# Openings' doings of bringing, making or selling a thing for others, beside which getting it
# is another's doing ("Jon ordered the pasta" beside what each guest brought to the potluck)
_PROVIDING = frozenset("bring make bake cook prepare serve sell offer supply donate contribute grow raise cultivate "
                       "plant".split())
# Doings of judging a thing or taking it in, never the pairing of one who provides it ("Hal
# judged the roses" beside the flowers each gardener grew); handing it back or swapping it
_WEIGHING_UP = frozenset("judge review rate score grade praise admire photograph film sketch draw paint smell sniff "
                         "inspect examine test price appraise value criticise criticize return exchange swap trade "
                         "regift pawn".split())
# Doings of taking a thing someone provided, which are others' doings where the providing is
# for others: at a potluck, a party, a market ("Cid ate the soup" beside what each guest brought
# to the potluck; not beside the snack each attendant brought: that they eat it themselves)
_TAKING_IN = frozenset("eat drink taste sample finish devour nibble sip gulp savour savor relish reheat try enjoy "
                       "consume receive unwrap open accept win take_home be_given collect".split())
# Words of an opening that tell of providing for others
_SHARING = frozenset("potluck potlucks party parties supper dinner buffet feast picnic fair fairs fete market markets "
                     "sale sales stall stalls cafe cafes restaurant restaurants bakery bakeries fundraiser bazaar "
                     "reception gathering celebration show contest competition swap customers customer diners "
                     "guests vendor vendors stallholder stallholders seller sellers trader traders shop shops "
                     "shopkeeper shopkeepers merchant merchants".split())
# Of those doings, the ones of handing a thing on, which may be a providing doing's pairing
# ("Mrs Pilbeam sold plants" beside the stall each ran, "gave the clock" beside the presents brought)
_HANDING_ON = frozenset("give lend sell return donate regift loan swap trade pawn auction".split())
# Words of lending, beside which borrowing a thing is the pairing ("their books and due dates")
_LENDING = frozenset("due library libraries loan loans lending lent borrowed borrow borrowing borrower borrowers "
                     "hire rental rentals".split())
# Verbs that are such a doing with a particle ("put back the rug", "handed in the phone")
_DOINGS_WITH_PARTICLE = {"put": ("back", "away", "down"), "hand": ("in", "over", "back", "on"),
                         "turn": ("down",), "send": ("back",), "take": ("back",), "pass": ("on",),
                         "throw": ("away", "out")}
# Words passed over between a verb and its thing ("bought *the* rug", "put *back* the rug")
_DETERMINERS = frozenset("the a an his her their its this that these those one".split())
_ARTICLES = frozenset("the a an his their its".split())  # before an adjective ("bought the *striped* rug")
_PARTICLES = frozenset("back up out off away down over for about behind around on in home".split())
# Words that are never a verb where one could stand before a thing
_NO_VERBS = frozenset(
    "is was are were be been being am and or nor but than not never also only just even then both either neither "
    "who whom whose which that what where when of to in on at from with without by for as into onto like unlike "
    "he she they it we you i him her them us each every any all no some same other another more less most least "
    "yes so too very still already always often".split())
# Words before a bare verb ("did not *buy*", "to *return*")
_BEFORE_A_BARE_VERB = frozenset("did didn't does doesn't do don't not never to will would could can cannot "
                                "can't won't should must might may".split())
# Subjects in an opening between a noun and its verb ("the items *they* bought")
_OPENING_SUBJECTS = frozenset("they he she each we you everyone everybody".split())
_PARTICIPLES = frozenset("bought got lost found given sold taken made brought kept worn grown driven ridden eaten "
                         "drunk chosen won lent sent broken seen written caught sung paid held led fed thrown "
                         "drawn flown built shot stolen hidden told".split())
# Nouns of a doing that name what each got by it ("their purchases": what each bought)
_DOINGS_NAMED = {"purchases": "bought", "purchase": "bought", "loans": "borrowed", "loan": "borrowed",
                 "orders": "ordered", "order": "ordered", "losses": "lost", "finds": "found", "catches": "caught",
                 "rentals": "rented", "rental": "rented", "buys": "bought", "winnings": "won", "prizes": "won"}
# Nouns of any thing a doing may pair with the people ("the things they bought")
_ANY_THING = frozenset("thing things item items present presents gift gifts purchase purchases object objects "
                       "article articles speciality specialities specialty specialties".split())
_KINDS = frozenset("kind kinds type types sort sorts variety style".split())  # "a different kind of goods"
_COUNTS = frozenset("two three four five six seven eight nine ten eleven twelve several many the".split())
# Adjectives before a thing that say nothing of whose it is ("bought a new car")
_NEW_OR_USED = frozenset("new used old second-hand secondhand brand-new young little small big".split())
_OWN_MARKS = frozenset("a an one different unique distinct own their his her its".split())
_OPENING_SKIPPED = frozenset("a an the one different unique distinct own their his her its each single "
                             "favourite favorite".split())


def verb_key(word: str) -> str:
    """The plain verb of ``word`` as a comparable stem: "bought" and "buys" -> "buy",
    "purchased" and "purchase" -> "purchas", "shopped" -> "shop"."""
    text = word.lower()
    if text in _IRREGULAR:
        text = _IRREGULAR[text].replace(" ", "_")
    elif text.endswith(("ied", "ies")) and len(text) > 4:
        text = text[:-3] + "y"
    elif text.endswith("ing") and (len(text) > 5 or (len(text) == 5 and text[0] in "aeiou")):
        text = text[:-3]  # ("using" -> "us", as "uses" -> "use" -> "us"; not "bring")
    elif text.endswith("ed") and (len(text) > 4 or (len(text) == 4 and text[0] in "aeiou")):
        text = text[:-2]
    elif text.endswith(("ches", "shes", "sses", "xes", "zes")) and len(text) > 4:
        text = text[:-2]
    elif text.endswith("s") and not text.endswith(("ss", "us", "is")) and len(text) > 3:
        text = text[:-1]
    if len(text) > 3 and text[-1] == text[-2] and text[-1] not in "lsz" and word.lower().endswith(("ed", "ing")):
        text = text[:-1]  # "shopped" -> "shop"
    if text.endswith("e") and (len(text) > 3 or (len(text) == 3 and text[0] in "aeiou")):
        text = text[:-1]  # ("use" -> "us")
    return text


def _group_key(verb: str) -> str:
    """``verb_key`` of a group's verb, a phrasal one ("check_out") by its verb and particle."""
    head, _, particle = verb.partition("_")
    return f"{verb_key(head)}_{particle}" if particle and head != "be" else verb_key(verb)


_GROUP_KEYS = [frozenset(_group_key(verb) for verb in group) for group in _SAME_DOINGS]
_OTHER_KEYS = frozenset(_group_key(verb) for verb in _OTHER_DOINGS)
_PROVIDING_KEYS = frozenset(_group_key(verb) for verb in _PROVIDING)
_HARMING_KEYS = frozenset(_group_key(verb) for verb in _OTHER_DOINGS - _HANDING_ON)
_WEIGHING_UP_KEYS = frozenset(_group_key(verb) for verb in _WEIGHING_UP)
_TAKING_IN_KEYS = frozenset(_group_key(verb) for verb in _TAKING_IN)
_CONSUMING_KEYS = frozenset(_group_key(verb) for verb in ("eat", "drink", "taste", "sample"))
_HAVING_KEYS = frozenset(_group_key(verb) for verb in _HAVING)
_HOLDING_KEYS = frozenset(_group_key(verb) for verb in _HOLDING)
_GETTING_KEYS = frozenset(_group_key(verb) for verb in _GETTING)


def _verb_like(word: str, before: str | None) -> bool:
    """Whether ``word`` (after ``before``) has the form of a verb: a past or a participle, an
    "-ing" form, a present after its subject, or a bare verb after "did not", "to"."""
    if not word.isalpha() and not (word.endswith("n't") and word[:-3].isalpha()):
        return False
    if word in _NO_VERBS or len(word) < 3:
        return False
    if word in _IRREGULAR or (word.endswith("ed") and len(word) > 3) or (word.endswith("ing") and len(word) > 4):
        return True
    if before in _BEFORE_A_BARE_VERB:
        return True
    return word.endswith("s") and not word.endswith(("ss", "us", "is")) and before is not None \
        and before not in _DETERMINERS


def _opening_verb_at(words: list[str], index: int) -> str | None:
    """The verb the opening's ``words`` give the noun at ``index``: "grows a different
    *flower*", "the *items* they bought", "the *variety* picked"."""
    if index >= 3 and words[index - 1] in ("which", "what") and words[index - 3] == "who":
        return words[index - 2]  # "who borrowed which book"
    if index >= 3 and words[index - 1] in ("which", "what") and words[index + 1:index + 2] == ["each"] \
            and index + 3 < len(words) and _verb_like(words[index + 3], words[index + 2]):
        return words[index + 3]  # "which *flower* each gardener grew"
    before = index - 1
    if before >= 1 and words[before] == "of" and words[before - 1] in _KINDS:
        before -= 2  # "sold a different kind of *goods*"
    while before >= 0 and words[before] in _OPENING_SKIPPED:
        before -= 1
    if before >= 1 and words[before] in _NEW_OR_USED and words[before - 1] in _OWN_MARKS:
        before -= 2  # "each bought a new car", "each adopted an old dog"
    if 0 <= before < index - 1 and _OWN_MARKS.intersection(words[before + 1:index]) \
            and _verb_like(words[before], words[before - 1] if before else "each") \
            and words[before] not in ("is", "has", "was") and not (before and words[before - 1] in _COUNTS):
        return words[before]  # (not "Four readers, their books": a noun after a number)
    after = index + 1
    if not _ARTICLES.intersection(words[max(0, index - 2):index]) and "their" not in words[max(0, index - 2):index]:
        return None  # "Five horses went under the hammer": the noun is the doer
    if after < len(words) and words[after] in ("that", "which", "whom"):
        after += 1
    if after + 2 < len(words) and words[after:after + 3] == ["he", "or", "she"]:
        after += 3
    elif after + 1 < len(words) and words[after] == "each" and words[after + 1] in ("one", "person", "of"):
        after += 2
    elif after + 2 < len(words) and words[after] == "each" and words[after + 1].isalpha() \
            and words[after + 1] not in _NO_VERBS and _verb_like(words[after + 2], words[after + 1]):
        return words[after + 2]  # "the *present* each guest brought"
    elif after < len(words) and words[after] in _OPENING_SUBJECTS:
        after += 1
        if after + 1 < len(words) and words[after] in ("were", "was") and words[after + 1] == "given":
            return "given"  # "the presents they were given"
    elif after < len(words) and (words[after].endswith("ed") or words[after] in _PARTICIPLES):
        return words[after]  # "the variety picked", "the dishes ordered"
    if after == index + 1 or after >= len(words):
        return None
    word = words[after]
    if word.endswith("ed") or word in _IRREGULAR or (word.endswith("s") and words[after - 1] != "they"):
        return word if word not in _NO_VERBS else None
    return None


def _opening_words(text: str) -> list[str]:
    """The lowercased words of an opening's ``text``, with its stops and commas as words of
    their own, so no doing is read across them ("wore a different flower, brought a gift")."""
    return re.findall(r"[a-z]+(?:'[a-z]+)?|[,;:.!?()]", text.lower())


def _things(puzzle: Puzzle) -> list[Category]:
    """The categories a doing may pair with the people: unordered, not the people themselves."""
    return [category for category in puzzle.categories
            if not category.ordered and not people_category(puzzle, category.name)
            and category is not puzzle.categories[0]]


@kept_on_puzzle
def opening_verbs(puzzle: Puzzle) -> dict[str, str]:
    """Category name -> the verb (as written) the opening or the category's own name gives its
    things ("the items they bought", `gift received`, "what each lost")."""
    found: dict[str, str] = {}
    things = _things(puzzle)
    texts = [*puzzle.intro_text, *("the " + category.name.lower().replace("_", " ") for category in things)]
    unnamed = []
    for category in things:
        for text in texts:
            words = _opening_words(text)
            for index, word in enumerate(words):
                if (word in category.nouns or singular(word) in category.nouns) and category.name not in found:
                    verb = _opening_verb_at(words, index)
                    if verb is not None:
                        found[category.name] = verb
        if not any(singular(word) in category.nouns or word in category.nouns for text in puzzle.intro_text
                   for word in re.findall(r"[a-z]+", text.lower())):
            unnamed.append(category)
    if len(unnamed) == 1 and unnamed[0].name not in found:
        for text in puzzle.intro_text:
            said = re.search(r"\b(?:their|his|her) (" + "|".join(_DOINGS_NAMED) + r")\b", text.lower())
            if said:
                found[unnamed[0].name] = _DOINGS_NAMED[said.group(1)]  # "Four bargain hunters and their purchases"
            for said in re.finditer(r"\bwhat (?:each(?: ([a-z]+))?|they|he|she|he or she) ([a-z]+)\b", text.lower()):
                # "what each lost", "what each guest brought"
                verb = said.group(2) if _verb_like(said.group(2), "each") else None
                if verb is None and said.group(1) and _verb_like(said.group(1), "each") \
                        and said.group(1) not in ("one", "person"):
                    verb = said.group(1)
                if verb is not None and unnamed[0].name not in found:
                    found[unnamed[0].name] = verb
        named_nouns = {noun for category in puzzle.categories for noun in category.nouns}
        named_nouns |= {noun + "s" for noun in named_nouns}
        for text in puzzle.intro_text:
            words = _opening_words(text)
            for index, word in enumerate(words):
                # a noun of any thing for the one thing the opening does not name ("the presents they
                # were given" beside `gift`, "the things they bought"; not "a ticket to a show")
                if unnamed[0].name not in found and word in _ANY_THING and word not in named_nouns:
                    verb = _opening_verb_at(words, index)
                    if verb is not None:
                        found[unnamed[0].name] = verb
    for text in puzzle.intro_text:
        # "Which book did each reader take out?"
        for noun, verb, particle in re.findall(r"\bwhich ([a-z]+) did (?:each|every|the) [a-z]+ ([a-z]+)"
                                               r"(?: (out|up|home|back|in|off)\b)?", text.lower()):
            for category in things:
                if (noun in category.nouns or singular(noun) in category.nouns) and category.name not in found:
                    found[category.name] = f"{verb} {particle}" if particle else verb  # "take out"
    return found


def verb_before_thing(puzzle: Puzzle, category: Category, words: list[str], index: int,
                      doer: str | None) -> tuple[int, str] | None:
    """The verb (its place in ``words`` and what is wrong with it) that joins the thing named at
    ``index`` of the lowercased phrase ``words`` to its doer (of the category ``doer``, when the
    phrase names one) by another doing than the pairing (see the module's docstring); None when
    there is none."""
    position = index - 1
    while position >= 0 and (words[position] in _DETERMINERS or words[position] in _PARTICLES
                             or (position and words[position - 1] in _ARTICLES and words[position].isalpha()
                                 and words[position] not in _NO_VERBS)):
        if words[position] in _PARTICLES and position and words[position - 1] in _NO_VERBS:
            return None  # "the man *in* the red hat", "the one *for* the cake"
        position -= 1
    if position < 0:
        return None
    verb = words[position]
    if (verb,) in puzzle.forms:
        return None  # "Ned picked the Fiat and Ann the Audi": Ann's, the verb left out
    if not position and _has_other_doers(puzzle):
        return None  # ("Yul did not serve the soup": the doer is in another phrase, and may be a waiter)
    if not _verb_like(verb, words[position - 1] if position else "not"):
        return None  # (a phrase's first word before its thing is a bare verb: "did not *sell* the rug")
    return _said_otherwise(puzzle, category, verb, position, words[position + 1:index + 2],
                           _another_doer(puzzle, doer))


def verb_after_thing(puzzle: Puzzle, category: Category, words: list[str], index: int,
                     doer: int, doers: set[str]) -> tuple[int, str] | None:
    """As ``verb_before_thing``, for a thing named before its doer (at ``doer``, of one of the
    categories ``doers``) in the passive: "The rug was put back by Ivy"."""
    position = index + 1
    while position < doer and words[position] in ("is", "was", "were", "are", "been", "being", "has", "had"):
        position += 1
    if position >= doer:
        return None
    verb = words[position]
    rest = [word for word in words[position + 1:doer] if word not in _PARTICLES and word not in _DETERMINERS]
    if rest != ["by"] or not _verb_like(verb, words[position - 1]):
        return None
    return _said_otherwise(puzzle, category, verb, position, words[position + 1:doer],
                           bool(doers) and all(_another_doer(puzzle, name) for name in doers))


def _said_otherwise(puzzle: Puzzle, category: Category, verb: str, position: int, after: list[str],
                    other_doer: bool = False) -> tuple[int, str] | None:
    """Whether ``verb`` (with the words ``after`` it) is another doing than the pairing of
    ``category``'s things with their doers (``other_doer``: a doer of another category of
    people): the place of the verb and why, or None."""
    said = verb_key(verb)
    particles = set(_DOINGS_WITH_PARTICLE.get(said, ())) & set(after)
    noun = category.name.lower().replace("_", " ")
    if other_doer:
        # "Omar delivered the meat lovers": a driver's own pairing; "Zoe ate the pasta", "Xan
        # ordered the soup" (a waiter): the doing of the grid's own people, or none
        if people_category(puzzle, puzzle.categories[0].name) and (
                said in _GETTING_KEYS or said in _CONSUMING_KEYS or said in _OTHER_KEYS or particles):
            return position, f"'{verb}' is said of someone who is not one of the grid's own people, and is no " \
                             f"pairing of theirs with the {noun}"
        return None
    opening = opening_verbs(puzzle).get(category.name)
    own = _group_key(opening.replace(" ", "_")) if opening is not None else None
    phrasal = f"{said}_{after[0]}" if after and after[0] in _PARTICLES else said  # "checked out the atlas"
    if own is not None and ((said == own and not particles) or said in _HAVING_KEYS
                            or any(own in group and (said in group or phrasal in group) for group in _GROUP_KEYS)):
        return None
    another = f"'{verb}' is another doing than the one the opening names for the {noun} ('{opening}')"
    if own in _GETTING_KEYS:
        return position, another
    taking_in = (said in _TAKING_IN_KEYS or phrasal in _TAKING_IN_KEYS) and bool(puzzle.intro_words & _SHARING)
    if own in _PROVIDING_KEYS and (said in _GETTING_KEYS or said in _HARMING_KEYS or said in _WEIGHING_UP_KEYS
                                   or taking_in):
        return position, another  # ("Jon ordered the pasta", "Tom dropped the soup" beside what each guest brought)
    if said not in _OTHER_KEYS and said not in _WEIGHING_UP_KEYS and not particles:
        return None
    if said == verb_key("borrow") and (puzzle.intro_words | puzzle.category_nouns) & _LENDING:
        return None  # "Uma borrowed the novel" beside "their books and due dates": a loan is the pairing
    if own in _HOLDING_KEYS:
        return position, another
    if own is None and _possessed(puzzle, category):
        return position, f"'{verb}' is another doing than having the {noun}, which the opening says are theirs"
    return None  # no pairing named (`gift` may be what each gave), or one of another doing ("the stall each ran")


def _another_doer(puzzle: Puzzle, doer: str | None) -> bool:
    """Whether ``doer`` is a category of other people than the grid's own, named by their names,
    whose doings are their own pairings ("Omar delivered the meat lovers" beside the pizzas the
    customers ordered: Omar is a driver)."""
    if doer is None or doer == puzzle.categories[0].name:
        return False
    found = puzzle.category(doer)
    named = not found.ordered and all(label[:1].isupper() for label in found.labels)
    # (people named by their names; not jobs: "The plumber drinks tea" is one of the grid's own)
    return named and (people_category(puzzle, doer) or any(noun.endswith(AGENT_ENDINGS) for noun in found.nouns))


@kept_on_puzzle
def _has_other_doers(puzzle: Puzzle) -> bool:
    """Whether any category is other people than the grid's own (``_another_doer``)."""
    return any(_another_doer(puzzle, category.name) for category in puzzle.categories)


def _possessed(puzzle: Puzzle, category: Category) -> bool:
    """Whether the opening says the category's things are the people's ("their pets")."""
    return any(f"{whose} {noun}" in puzzle.intro_possessed for noun in category.nouns
               for whose in ("their", "his", "her"))
