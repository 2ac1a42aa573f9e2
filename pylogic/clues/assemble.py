"""Turn the parts the grammar found in one sentence into clue statements (``ast`` families).

The parts of "Of A and B, one is C and the other is D" are a pair-intro, a plain phrase, a
"one" part and an "other" part; here they become one ``Pair``, as do those of "One of A and B
is C; the other is D". Other patterns: a list ending in "different" or opened by a count
("The four trees are A, B, C and D": ``AllDifferent``), "There is one house between A and B"
(``NextTo`` with a gap), coordinated subjects ("A and B are ... either C or D": two different
things, and the predicate holds for each), and clauses joined by "and" (a clause without a
name of its own speaks of the previous subject: "Eilen painted a Constable and was not last").

In "Either A or B was born in 1933" the grammar cannot know where B ends: B is taken up to
its first name, and the rest is what is said of both. Anything that fits no pattern is an
error, never a guess.
"""

from __future__ import annotations

from dataclasses import replace

from pylogic.clues.ast import (
    AllDifferent,
    AtEnd,
    Comparing,
    CountCheck,
    Different,
    EitherOr,
    Extreme,
    NextTo,
    Not,
    OnlyComparing,
    Pair,
    Part,
    Phrase,
    Predicate,
    Relation,
    SameEntity,
    Sentence,
    Word,
    is_mention,
)
from pylogic.clues.first_names import name_sex
from pylogic.clues.gender import (
    FEMALE_PRONOUNS,
    FEMALE_TITLES,
    GENDER_NOUNS,
    MALE_PRONOUNS,
    MALE_TITLES,
    SEX_WORDS,
)
from pylogic.clues.measures import SPATIAL_NOUNS
from pylogic.clues.values import MEASURE_UNITS, NUMBER_WORDS, canonical_unit
from pylogic.clues.vocabulary import POSITION_NOUNS
from pylogic.clues.words import label_keys

# Capitalised first words that are ordinary English, not names.
SENTENCE_STARTERS = frozenset(
    "the a an this that these those he she it they his her its their someone somebody nobody "
    "whoever both each only exactly at in on for person nobody none no".split())


class AssemblyError(Exception):
    """A sentence whose parts fit no clue pattern; ``column`` points at the part."""

    def __init__(self, column: int, message: str) -> None:
        super().__init__(message)
        self.column = column
        self.message = message


def assemble(sentence: Sentence) -> tuple:
    """The statements a sentence makes. Raises AssemblyError when its parts fit no pattern."""
    # "but" joins as "and" does, except that what follows it is never one more thing compared
    # with ("older than Bob, but Cy, who ..., is ..."): `contrasts` says where it stood
    contrasts = tuple(separator == "but" for separator in sentence.separators)
    separators = tuple("and" if separator == "but" else separator for separator in sentence.separators)
    statements = _assemble_parts(sentence.parts, separators, contrasts)
    if sentence.negated:
        first = sentence.parts[0]
        if any(_is_relative_clause(part) for part in sentence.parts):
            # "It is not true that Ana, who sang the Aria, sang after Bea": is the clause denied?
            raise AssemblyError(first.column, "I cannot tell whether 'it is false that' reaches the 'who' clause "
                                              "too; say the clause in a sentence of its own")
        if any(isinstance(statement, EitherOr) for statement in statements):
            # "It is not the case that either Pam or the 20-year-old owns the cat": neither, or not
            # just one of them? A reader takes "neither"; the exclusive "either" says the other
            raise AssemblyError(first.column, "'it is false that' before 'either ... or': neither of them, or not "
                                              "exactly one? Say 'neither ... nor ...'")
        return (Not(_conjunction(statements), first.line, first.column, whole=True),)
    return statements


def _conjunction(statements: tuple):
    """One statement, or the tuple of several that hold together."""
    return statements[0] if len(statements) == 1 else tuple(statements)


def _assemble_parts(parts: tuple[Part, ...], separators: tuple[str, ...], contrasts: tuple[bool, ...] = ()) -> tuple:
    parts = tuple(_doer_named(parts, index) for index in range(len(parts)))
    kinds = [part.kind for part in parts]
    if kinds == ["pair_intro", "plain", "one", "other"]:
        return (_pair(parts[0].phrase, parts[1].phrase, parts[2], parts[3]),)
    if kinds == ["one", "plain", "other"] and _starts_with_of(parts[0]):
        return (_one_of_pair(parts),)
    if len(parts) == 2 and kinds[1] == "other" and _is_subjectless_choice(parts[0]):
        first, last = parts[0].said.phrases
        second, said = split_tail(last)
        other = _pair_property(parts[1])
        return (Pair(first, second, said, other, parts[0].line, parts[0].column),)
    if kinds == ["plain", "different", "one", "other"] and separators[:2] == ("and", "dash") \
            and _two_different(parts[1]):
        # "Carmen and the $4.00 order's customer are two different people: one had the muffin
        # and the other had the waffle"
        named, described = parts[0].subject, parts[1].subject
        assert named is not None and described is not None  # a plain part and _two_different say so
        return (_pair(named, Phrase(described.words[:-1], described.line), parts[2], parts[3]),)
    if kinds == ["count", "plain"] and parts[0].subject is not None:
        return (_gap(parts[0], parts[1].phrase),)
    if kinds[-1] == "different" and len(parts) >= 2 and all(kind == "plain" for kind in kinds[:-1]):
        items = [part.phrase for part in parts[:-1]]
        if parts[-1].subject is not None:
            items.append(parts[-1].subject)
        return (AllDifferent(tuple(items), parts[0].line, parts[0].column),)
    two_by_two = _two_by_two(parts) if kinds == ["plain"] * 4 and separators == ("and", "and", "comma") else None
    if two_by_two is not None:
        return two_by_two
    respectively = _respectively(parts, separators) if len(parts) >= 6 and all(kind == "plain" for kind in kinds) \
        else None
    if respectively is not None:
        return respectively
    listed_first = _counted_list_head(parts) if len(parts) >= 3 and all(kind == "plain" for kind in kinds) else None
    if listed_first is not None:
        listed = (listed_first,) + tuple(part.phrase for part in parts[1:])
        return (AllDifferent(listed, parts[0].line, parts[0].column),)
    return _clauses(parts, separators, contrasts)


def _doer_named(parts: tuple[Part, ...], index: int) -> Part:
    """``parts[index]`` with "he" or "she" of a thing it names ("the chocolate coins *he* found")
    named by the one person the parts before it name, of that sex ("Harry was the quickest; the
    chocolate coins he found weren't in the greenhouse": the coins Harry found, where "Harry" is
    a boy's name and nothing else before it names one); the part as it is otherwise (then the
    pronoun is read as "the person", see tokens.unread_sex_words)."""
    part = parts[index]
    phrase = part.phrase if part.kind == "plain" else part.subject
    if not index or phrase is None or part.kind not in ("plain", "predicated"):
        return part
    words = phrase.words
    at = next((position for position in range(1, len(words) - 1)
               if words[position].text.lower() in ("he", "she") and is_mention(words[position - 1])
               and words[position - 1].kind == "VALUE" and words[position + 1].kind == "WORD"
               and words[position + 1].text.lower().isalpha()), None)
    if at is None:
        return part
    said = [word for before in parts[:index] for other in _phrases_of(before) for word in other.words
            if is_mention(word) and word.kind not in ("SUPER", "ORDINAL", "NUMBER", "AMOUNT")]
    sex = "male" if words[at].text.lower() == "he" else "female"
    if len(said) != 1 or said[0].kind != "VALUE" or name_sex(said[0].text) != sex:
        return part
    named = Phrase((*words[:at], said[0], *words[at + 1:]), phrase.line)
    return replace(part, subject=named)


def _phrases_of(part: Part) -> list[Phrase]:
    """Every phrase of ``part``: its subject, its predicate's objects and what it is compared with."""
    phrases = [phrase for phrase in (part.subject, *part.phrases) if phrase is not None]
    if part.predicate is not None:
        phrases += list(part.predicate.phrases) + list(part.predicate.or_tail)
        relation = part.predicate.relation
        if relation is not None:
            phrases += [phrase for phrase in (relation.other, relation.second, relation.named) if phrase is not None]
    if part.inner is not None:
        phrases += _phrases_of(part.inner)
    return phrases


def _two_different(part: Part) -> bool:
    """"B are two different people": a subject ending in a copula, "different" counted as two
    (or not counted), and after it only a noun naming nothing ("people", "customers")."""
    words = part.subject.words if part.subject is not None else ()
    count = (part.number or "").lower().split()[:-1]
    return (len(words) >= 2 and words[-1].text.lower() in ("are", "were") and count in ([], ["two"], ["2"])
            and all(not phrase.mentions() for phrase in part.phrases))


def _starts_with_of(part: Part) -> bool:
    """"One of A and B ...": the 'one' part's own phrase begins with 'of'."""
    return (part.predicate is None and part.subject is not None and len(part.subject.words) > 1
            and part.subject.words[0].text.lower() == "of")


def _one_of_pair(parts) -> Pair:
    """"One of A and B is C; the other is D": B runs up to its first name, the rest is C."""
    one, second_and_said, other = parts
    first = Phrase(one.subject.words[1:], one.subject.line)
    second, said = split_tail(second_and_said.subject)
    return Pair(first, second, said, _pair_property(other), one.line, one.column)


def _is_subjectless_choice(part: Part) -> bool:
    return (part.kind == "predicated" and part.subject is None and part.said.kind in ("either", "or")
            and part.said.relation is None)


COPULAS = frozenset({"are", "were", "is", "was", "be"})


def _counted_list_head(parts) -> Phrase | None:
    """"The four finalists were Ann, the chemist, ... and Dora": the first listed item ("Ann")
    when the sentence opens with a count equal to the length of the list, else None."""
    words = parts[0].subject.words
    opening = [word.text.lower().split()[0] for word in words[:2]]
    counts = [NUMBER_WORDS.get(word, int(word) if word.isdigit() else None) for word in opening]
    counts = [count for count in counts if count is not None]
    copula = next((index for index, word in enumerate(words) if word.text.lower() in COPULAS), None)
    if not counts or counts[0] != len(parts) or copula is None or copula + 1 >= len(words):
        return None
    return Phrase(words[copula + 1:], parts[0].subject.line)


_RESPECTIVELY = ("respectively",)
# "..., in that order": what "respectively" says
_IN_THAT_ORDER = (("in", "that", "order"), ("in", "the", "same", "order"))
_IN_SOME_ORDER = (("in", "some", "order"), ("in", "either", "order"), ("in", "any", "order"),
                  ("in", "no", "particular", "order"), ("not", "necessarily", "in", "that", "order"),
                  ("though", "not", "necessarily", "in", "that", "order"),
                  ("but", "not", "necessarily", "in", "that", "order"))


def _two_by_two(parts: tuple[Part, ...]) -> tuple | None:
    """"Faye and Gus wrote Moonfall and Red Sky, respectively": Faye wrote Moonfall and Gus Red
    Sky; ", in some order": one wrote each. None when the parts are not of that shape."""
    first, middle, last, closing = (part.phrase for part in parts)
    words = tuple(word.text.lower() for word in closing.words)
    if closing.mentions() or len(first.mentions()) != 1 or len(last.mentions()) != 1 \
            or len(middle.mentions()) != 2 or not _opens_with_a_name(middle) \
            or not (words == _RESPECTIVELY or words in _IN_THAT_ORDER or words in _IN_SOME_ORDER):
        return None
    second, said = split_tail(middle)
    if words == _RESPECTIVELY or words in _IN_THAT_ORDER:
        return (SameEntity((first, said), first.line, first.column),
                SameEntity((second, last), first.line, first.column))
    return (Pair(first, second, said, last, first.line, first.column),)


# Prepositions that place a thing by a value after its noun ("the estate at 1,350 m")
_PLACING_PREPOSITIONS = frozenset("at in from with on of by for".split())


def _opens_with_a_name(phrase: Phrase) -> bool:
    """Whether ``phrase`` opens with its first name, or with an article or a capitalised noun
    and then it ("Route 15 goes to ...", "the Old Town bus is ...", "the one 15 km deep"), or
    with its noun and a preposition ("the estate at 1,350 m")."""
    lead = phrase.words[:phrase.words.index(phrase.mentions()[0])]
    texts = [word.text.lower() for word in lead]
    if len(lead) == 3 and texts[0] in ("the", "a", "an") and texts[1].isalpha() \
            and texts[2] in _PLACING_PREPOSITIONS and all(word.kind == "WORD" for word in lead):
        return True  # "the estate at 1,350 m", "the quake in 1906"
    return len(lead) <= 2 and all(word.kind == "WORD" and (word.text.lower() in ("the", "a", "an")
                                                           or word.text[:1].isupper()
                                                           or (word.text.lower() == "one" and position == 1))
                                  for position, word in enumerate(lead))


def _respectively(parts: tuple[Part, ...], separators: tuple[str, ...]) -> tuple | None:
    """"Ann, Bob and Cy own the cat, the dog and the eel, respectively": three or more names,
    the last with the verb and the first thing, the other things, then "respectively"; each
    name goes with the thing in its place (", in some order": each with one of them). None when
    the parts are not of that shape."""
    phrases = [part.phrase for part in parts]
    count = (len(phrases) - 1) // 2 + 1 if len(phrases) % 2 == 0 else 0
    expected = ("comma",) * (count - 2) + ("and",) + ("comma",) * (count - 2) + ("and", "comma")
    words = tuple(word.text.lower() for word in phrases[-1].words)
    if count < 3 or not (words == _RESPECTIVELY or words in _IN_THAT_ORDER or words in _IN_SOME_ORDER) \
            or tuple(separators) != expected:
        return None
    subjects, middle, things = phrases[:count - 1], phrases[count - 1], phrases[count:-1]
    if any(len(phrase.mentions()) != 1 for phrase in [*subjects, *things]) or len(middle.mentions()) != 2 \
            or middle.words[0] is not middle.mentions()[0] or not all(map(_bare_name, things)):
        return None
    last_subject, said = split_tail(middle)
    subjects, things = [*subjects, last_subject], [said, *things]
    line, column = subjects[0].line, subjects[0].column
    if words == _RESPECTIVELY or words in _IN_THAT_ORDER:
        return tuple(SameEntity((subject, thing), subject.line, subject.column)
                     for subject, thing in zip(subjects, things))
    # ", in some order": each is one of the things, all different, so each thing is one of theirs
    return (AllDifferent(tuple(subjects), line, column), AllDifferent(tuple(things), line, column),
            *(EitherOr(tuple(SameEntity((subject, thing), line, column) for thing in things), False, line, column)
              for subject in subjects))


def _pair_property(part: Part) -> Phrase:
    if part.predicate is not None or part.subject is None:
        raise AssemblyError(part.column, "after 'one' and 'the other' I can only follow a name or a "
                                         "plain description such as 'is Freda's contract'")
    return part.subject


def _pair(first: Phrase, second: Phrase, one: Part, other: Part) -> Pair:
    return Pair(first, second, _pair_property(one), _pair_property(other), first.line, first.column)


def _gap(count: Part, second: Phrase) -> NextTo:
    words = (count.number or "").lower().split()
    number = NUMBER_WORDS.get(words[0]) if not words[0].isdigit() else int(words[0])
    if number is None:
        raise AssemblyError(count.column, f"'{count.number}' is not a count of things between two others")
    nouns = tuple(words[1:])
    said = [word for phrase in count.phrases for word in phrase.words]
    if len(said) == 1 and said[0].kind == "WORD" and not nouns:
        nouns = (said[0].text.lower(),)  # "There are 2 people between": the noun after a number in digits
    elif said:
        # "There are three quarters of an hour between": not three of the things in a line
        raise AssemblyError(said[0].column, f"'{' '.join(word.text for word in said)}' after the count: I cannot "
                                            "tell what is counted between them (say 'two houses between', or "
                                            "'45 minutes after')")
    return NextTo(count.phrase, second, number, nouns, count.line, count.column)


def _away(subject: Phrase, relation: Relation) -> NextTo:
    """"Ann lives two houses away from Bob": two places apart, either side ("12 miles away
    from" is refused: a distance between two homes is no difference of their values)."""
    words = (relation.compared.amount or "").lower().split()
    if words[:1] == ["exactly"]:
        words = words[1:]  # "exactly two houses away from": two, as without it
    number = NUMBER_WORDS.get(words[0]) if words and not words[0].isdigit() else int(words[0]) if words else None
    if number is None or number < 1 or len(words) != 2 or canonical_unit(words[1]) in MEASURE_UNITS:
        raise AssemblyError(relation.column, f"'{relation.compared.amount} away from' is no count of places in a "
                                             "line I can read; say 'two houses away from'")
    assert relation.other is not None
    return NextTo(subject, relation.other, number - 1, (words[1],), relation.line, relation.column)


def split_tail(phrase: Phrase) -> tuple[Phrase, Phrase]:
    """"Theodore was born in 1933" -> ("Theodore", "was born in 1933"): up to the first name."""
    mentions = phrase.mentions()
    for index, word in enumerate(phrase.words):
        if word in mentions:
            rest = phrase.words[index + 1:]
            if not any(candidate in mentions for candidate in rest):
                break
            # "the largest class is the art teacher": the nouns up to a copula go with the name
            end = index + 1
            while end < len(phrase.words) and phrase.words[end].kind == "VALUE" == word.kind \
                    and any(candidate in mentions for candidate in phrase.words[end + 1:]):
                end += 1  # "Bob Gale is 40": a first name and a surname, one person
            named_end = end
            rest = phrase.words[named_end:]
            if word.kind == "ORDINAL" and rest[0].text.lower() in SPATIAL_NOUNS | POSITION_NOUNS:
                end += 1  # "the sixth house owns the tortoise": the house goes with "sixth"
            for ahead, following in enumerate(rest, start=named_end):
                if following in mentions:
                    break
                if following.text.lower() in COPULAS:
                    end = ahead
                    break
            return Phrase(phrase.words[:end], phrase.line), Phrase(phrase.words[end:], phrase.line)
    raise AssemblyError(phrase.column, f"'{phrase.text}' does not say what is true of the alternatives "
                                       "(expected something like 'Ann or Bob owns the cat')")


def _clauses(parts: tuple[Part, ...], separators: tuple[str, ...] = (), contrasts: tuple[bool, ...] = ()) -> tuple:
    """Statements of clauses joined by commas and "and": a clause without a name of its own
    speaks of the previous subject ("Eilen painted a Constable and was not last"); one-name
    phrases set off by commas are the same thing ("Casimir, the highest-rated player, finished
    last"); an elliptic comparison ("older than B but wider") compares with the same thing."""
    statements: list = []
    subject: Phrase | None = None
    last_relation: Relation | None = None
    index = 0
    verbless_before = False  # the part before is one without its verb ("and Bob to Ely")
    grouped_before = False  # the part before was said of things named together ("A and B start ...")
    while index < len(parts):
        part = parts[index]
        if verbless_before and not _has_own_subject(part):
            # "Ann went to Dover and Bob to Ely, but not in May": of Bob alone, or of both?
            raise AssemblyError(part.column, "I cannot tell whether this is said of both parts before it or of "
                                             "the last; say it in each")
        if grouped_before and (not _has_own_subject(part) or part.kind == "plain" and _only_names(part.phrase)):
            # "Aida and Brel each start after Cats and before Dido": it was read of Aida alone
            raise AssemblyError(part.column, "I cannot tell whether this is said of each of the things named "
                                             "together before it; say it in a sentence of its own")
        verbless_before = grouped_before = False
        if index >= 2 and separators[index - 1] in ("and", "comma and") and _has_own_subject(part) \
                and _only_described(parts[:index]):
            # "Cid, who is 60, and Pam do not own the bird": of both (it was read of Pam alone)
            raise AssemblyError(part.column, "I cannot tell whether this is said of the thing named first too "
                                             "(the words between only describe it); say it of each in full")
        # "next to both Carl and Dan, who ...": Dan is compared first (see "both_and" below)
        after_but = bool(index) and index - 1 < len(contrasts) and contrasts[index - 1]
        both_and = bool(index) and (separators[index - 1] == "both_and" or (
            separators[index - 1] == "and" and not after_but and part.kind == "plain" and _only_names(part.phrase)
            and _compares(parts[index - 1])))  # "older than Carl and Dan, who ..." too
        if after_but and _compares(parts[index - 1]) and _bare_denial(part):
            # "Leo is younger than Ned but not the person who owns the dog": not younger than that
            # one, or not that one? (it was read as Leo not owning the dog)
            raise AssemblyError(part.column, "I cannot tell what is said of these without its verb (the 'not' or "
                                             "the comparison before may reach them); say it in full")
        appositive = 0 if both_and else _appositive_length(parts, separators, index)
        if appositive and index and separators[index - 1] == "dash" and _denies_or_compares(parts[index - 1]):
            # "Ann doesn't own the cat; Bob, the dog": the verb left out carries the "not"
            raise AssemblyError(part.column, "I cannot tell what is said of these without its verb (the 'not' or "
                                             "the comparison before may reach them); say it in full")
        if appositive:
            phrases = [item.phrase for item in parts[index:index + appositive]]
            statements.append(SameEntity(tuple(phrases), part.line, part.column))
            subject = phrases[0]
            index += appositive
            continue
        if _described_twice(parts, separators, index):
            # "The man who keeps the cat and lives in the green house lives next to Bob": one man
            following = parts[index + 1]
            assert following.subject is not None  # _described_twice saw it
            statements.append(SameEntity((part.phrase, following.subject), part.line, part.column))
            statements.extend(_predicate_statements(part.phrase, following.said, following))
            subject = part.phrase
            index += 2
            continue
        coordinated = _coordinated_subjects(parts, index)
        if coordinated and separators[index + len(coordinated[0]) - 2] not in ("and", "comma and"):
            coordinated = None  # "Berenike, Esmé is older than Anselm": a list of things ends with "and"
        if coordinated:
            subjects, predicated = coordinated
            statements.extend(_coordinated(subjects, predicated))
            subject = subjects[0]
            index += len(subjects)
            grouped_before = True
            continue
        if part.kind == "both":
            if index + 1 >= len(parts) or separators[index] != "and":
                raise AssemblyError(part.column, "'both' must be followed by two things joined by 'and'")
            pair = (part.phrase, part.phrases[0])
            statements.append(SameEntity(pair, part.line, part.column))
            subject = part.phrase
            index += 1
            continue
        restricted = _restricted(part)
        if part.kind == "nobody_or" and restricted is None:
            raise AssemblyError(part.column, "after 'none of the ... that' I can follow a comparison with one "
                                             "thing and what they are not ('... is about sports or jazz')")
        if restricted is not None:
            statements.extend(restricted)
            index += 1
            continue
        if part.kind == "only" and part.inner is not None:
            statements.append(_only_comparing(part))
            index += 1
            continue
        if part.kind == "nobody" and part.inner is not None:
            inner = _part_statements(part.inner, None)[0]
            statements.extend(Not(statement, part.line, part.column, whole=True)
                              for statement in _single_entities(inner, part))
            index += 1
            continue
        if part.predicate is not None and part.predicate.relation is not None:
            relation = part.predicate.relation
            if relation.kind == "inverted" or _inverted_other(relation):
                raise AssemblyError(relation.column, "I cannot read a comparison turned round ('older still is the "
                                                     "cat owner'); say 'the cat owner is older still than ...'")
            if _clause_runs_on(part.subject, relation.other):
                # "the person who is younger than him owns the cat": the clause after "who" ends
                # at "him", and what follows is said of the person (it was read as "him owns the cat")
                raise AssemblyError(relation.column, "I cannot tell where the clause after 'who' ends; say it "
                                                     "another way ('the cat owner is younger than Gus')")
            if (relation.kind == "elliptic" or _is_pronoun(relation.other)) and _is_relative_clause(part):
                plainly = bool(index) and parts[index - 1].kind == "plain"  # of a thing named, not compared with
                named = _sole_name_outside(parts[:index], parts[index - 1].subject, relation.other) \
                    if plainly and relation.kind != "elliptic" and relation.other is not None else None
                if named is None:
                    # "Ann is taller than Bob, who is heavier (than her)": than whom?
                    raise AssemblyError(relation.column, "I cannot tell what this compares with inside the clause; "
                                                         "name it")
                # "Ashley strung a necklace, while the Grant child, who is three years older than she
                # is, ...": the one name before that is not the clause's own (not after a thing
                # compared with: "Ann is older than Bob, who is older than her" stays refused)
                relation = replace(relation, other=named)
                part = replace(part, predicate=replace(part.said, relation=relation))
            if relation.kind == "elliptic" and part.subject is not None and part.subject.mentions() \
                    and not _same_subject_again(part.subject, subject, last_relation):
                compared = _subject_compared_again(part.subject, subject, last_relation) \
                    or _subject_of_a_fact_before(parts[index - 1] if index else None, subject, last_relation,
                                                 part.subject)
                if compared is None:
                    # "Cy is older than Ann, and Bob is even older": than Ann, or than Cy?
                    raise AssemblyError(relation.column, "I cannot tell what this compares with; name it "
                                                         "('... older than Cy')")
                # "The Époisses costs more than the Manchego, though the Manchego was aged
                # longer": than the Époisses
                relation = replace(relation, kind="compare", other=compared)
                part = replace(part, predicate=replace(part.said, relation=relation))
            if _is_pronoun(relation.other) and part.subject is not None and part.subject.mentions():
                # "..., and Cy is 10 years older than her": Ann or Bob? ("Kalani is younger than
                # Gwen but finished behind her" goes on about Kalani: "her" is Gwen)
                antecedent = _sole_person_before(parts[:index], subject, relation.other) \
                    if relation.other is not None else None
                if antecedent is None and relation.other is not None:
                    antecedent = _other_of_the_two(subject, last_relation, part.subject, relation.other)
                if antecedent is None:
                    raise AssemblyError(relation.column, "I cannot tell whom the pronoun means; name it")
                relation = replace(relation, other=antecedent)
                part = replace(part, predicate=replace(part.said, relation=relation))
            said_one = relation.comparison is not None and bool(set(relation.comparison.nouns) & {"one", "ones"})
            if (part.subject is None or (said_one and not part.subject.mentions())) \
                    and relation.comparison is not None \
                    and set(relation.comparison.nouns) - {"a", "an", "the"} <= {"one", "ones"} \
                    and relation.comparison.word in _GENERIC_COMPARISONS and last_relation is not None \
                    and last_relation.comparison is not None and last_relation.comparison.nouns:
                # "more stars than Cato but fewer than Bea": fewer stars; "a lower number than the
                # Faircloughs but a higher one than the Hebdens": a higher number
                relation = replace(relation, comparison=replace(relation.comparison,
                                                                nouns=last_relation.comparison.nouns))
                part = replace(part, predicate=replace(part.said, relation=relation))
            if _is_pronoun(relation.other) and _starts_with_pronoun(part):
                if last_relation is None or not _pronouns_apart_by_sex(part, subject, last_relation, relation):
                    # "Ann is older than Bob, and he is younger than her": he is Bob, her Ann, or
                    # each the other way round?
                    raise AssemblyError(relation.column, "I cannot tell whom the pronouns mean; name them")
                # "Amy is in a lower grade than Leo, and her club meets earlier than his": Leo's
                relation = replace(relation, other=last_relation.other)
                part = replace(part, predicate=replace(part.said, relation=relation))
            if relation.kind == "elliptic" or _is_pronoun(relation.other):
                if last_relation is None or last_relation.other is None:
                    raise AssemblyError(relation.column, "I cannot tell what this compares with; name it "
                                                         "('... than the Aegean chart')")
                # "... left of Carl, but not next to him": next to Carl; "but older": than Carl
                relation = replace(relation, kind="compare" if relation.kind == "elliptic" else relation.kind,
                                   other=last_relation.other)
                part = replace(part, predicate=replace(part.said, relation=relation))
            last_relation = relation
        if part.kind in ("neither_too", "so_too"):
            statements.extend(_said_too(parts[index - 1] if index else None, part, part.kind == "neither_too"))
            index += 1
            continue
        if part.kind == "plain" and len(part.phrase.mentions()) == 1 and index + 1 < len(parts) \
                and separators[index] == "comma" and _is_relative_clause(parts[index + 1]) \
                and not (index and separators[index - 1] in ("both_and", "and") and _objects(parts[index - 1])):
            subject = part.phrase  # "Juan, who is older than Lena, is from Peru"
            objects = _objects(parts[index - 1]) if index and separators[index - 1] == "comma" else []
            if len(objects) == 1 and _is_noun_phrase(part.phrase) and not _is_relative_clause(parts[index - 1]):
                # "born after Ada, the suffragette, whose plaque is on Mill Lane": Ada is the
                # suffragette (it was passed over, the clause read of the suffragette alone)
                statements.append(SameEntity((objects[0], part.phrase), part.line, part.column))
            index += 1
            continue
        if index and separators[index - 1] == "both_and":
            # "older than both Cy and Di": compared with each, two different things
            _check_no_description_after_pair(parts, separators, index)
            statements.extend(_both_objects(parts[index - 1], part, subject))
            index += 1
            continue
        if index and part.kind == "plain" and _is_noun_phrase(part.phrase) \
                and (_objects(parts[index - 1]) or _is_denial(parts[index - 1])):
            # "Ann is older than Bob, the cat owner": the description is Bob's; "older than the
            # cat owner and the dog owner": both compared, or the dog owner said of Ann?
            objects = _objects(parts[index - 1])
            if separators[index - 1] == "and" and not after_but and len(objects) == 1 and _only_names(objects[0]) \
                    and _only_names(part.phrase) and part.phrase.words[0].text[:1].isupper() \
                    and _compares(parts[index - 1]):
                # "older than Bob and Cy": no one is said to *be* a bare name after "and", so
                # compared with each, as with "both"
                _check_no_description_after_pair(parts, separators, index)
                statements.extend(_both_objects(parts[index - 1], part, subject))
                index += 1
                continue
            if separators[index - 1] != "comma" or len(objects) != 1:
                raise AssemblyError(part.column, "I cannot tell whether this goes with the thing named before it "
                                                 "or is said of the subject; say it in a sentence of its own")
            statements.append(SameEntity((objects[0], part.phrase), part.line, part.column))
            index += 1
            continue
        if index >= 2 and separators[index - 1] == "and" and separators[index - 2] == "comma" \
                and part.kind == "plain" and _is_noun_phrase(part.phrase) and _is_relative_clause(parts[index - 1]):
            # "younger than Addie, who has tulips and a mint ribbon": the clause's second thing is
            # Addie's too (it was read as the subject's)
            clause = parts[index - 1]
            if any(word.kind == "NOT" for word in (clause.phrase or clause.subject or Phrase((), 0)).words):
                raise AssemblyError(part.column, "I cannot tell whether 'not' reaches this part too; say it in a "
                                                 "sentence of its own")
            head = _object_of(parts[index - 2], clause) \
                or (parts[index - 2].phrase if parts[index - 2].kind == "plain" else None)
            if head is None:
                raise AssemblyError(part.column, "I cannot tell whether this goes on about the one the clause "
                                                 "speaks of or about the subject; say it in a sentence of its own")
            statements.append(SameEntity((head, part.phrase), part.line, part.column))
            index += 1
            continue
        goes_on = _goes_on(part) or (part.kind == "plain" and _opens_with_verb(part.phrase)) or (
            part.kind == "predicated" and (part.subject is None or not part.subject.mentions()))
        if index >= 2 and separators[index - 1] in ("and", "comma and") and separators[index - 2] == "comma" \
                and _is_relative_clause(parts[index - 1]) and goes_on and subject is not None \
                and parts[index - 2].kind == "plain" and _object_of(parts[index - 2], parts[index - 1]) is subject:
            # "Ann, who bought the kit and paid $5.00, ...": the clause is the subject's, so its
            # second verb is too
            made, _ = _part_statements(part, subject, force_subject=part.kind != "plain")
            statements.extend(made)
            index += 1
            continue
        if index >= 2 and separators[index - 1] in ("and", "comma and") and separators[index - 2] == "comma" \
                and _is_relative_clause(parts[index - 1]) and goes_on:
            # "younger than Ann, who is the pilot and from Ely": Ann's, or the subject's?
            raise AssemblyError(part.column, "I cannot tell whether this goes on about the one the 'who' "
                                             "clause speaks of or about the subject; say it in a sentence of "
                                             "its own")
        if index and separators[index - 1] == "comma" and part.kind == "plain" and part.phrase.mentions() \
                and not _is_relative_clause(part) and _objects(parts[index - 1]) \
                and not _is_relative_clause(parts[index - 1]) and _whose(parts[index - 1]) is None \
                and part.phrase.words[0].kind == "WORD" and part.phrase.words[0].text.lower() not in ("the", "a", "an"):
            # "won more games than the Ants, coached by Avery": the Ants', or the subject's?
            raise AssemblyError(part.column, "I cannot tell whether this goes with the thing named before it "
                                             "or is said of the subject; say it in a sentence of its own")
        if index and separators[index - 1] == "and" and _goes_on(part) \
                and any(word.text.lower() in _RELATIVE_PRONOUNS for phrase in _objects(parts[index - 1])
                        for word in phrase.words):
            # "older than the person who owns the cat and is 30": is 30 said of Ann or of that person?
            raise AssemblyError(part.column, "I cannot tell whether this goes on about the subject or about "
                                             "the thing named last; say it in a sentence of its own")
        if index and separators[index - 1] == "comma" and _whose(part) is not None:
            # "Ann is older than Bob, whose dog ...": Bob's; "Bob, whose dog is 30, ...": Bob's
            made, _ = _part_statements(part, _object_of(parts[index - 1], part) or subject)
            statements.extend(made)
            index += 1
            continue
        if index and _gapped_comparison(parts[index - 1], part):
            # "Ann is 5 years older than Bob and Cy 10 more than Dee": 10 more of what?
            raise AssemblyError(part.column, "I cannot tell what this compares without its verb and unit; say "
                                             "it in full ('Cy is 10 years older than Dee')")
        if index and _gapped(parts[index - 1], part):
            # "Ann doesn't own the cat, Bob the dog", "10 years older than Bob, Cy 20 years": the
            # verb left out may carry the "not" or the comparison
            raise AssemblyError(part.column, "I cannot tell what is said of these without its verb (the 'not' or "
                                             "the comparison before may reach them); say it in full")
        if index and separators[index - 1] == "and" and part.kind == "plain" and _is_denial(parts[index - 1]) \
                and part.phrase.words and part.phrase.words[0].kind == "WORD" \
                and part.phrase.words[0].text.lower() in _PREPOSITIONS_AFTER_DENIAL:
            # "Ann isn't 20 and from Rome": not both, or not 20 and from Rome?
            raise AssemblyError(part.column, "I cannot tell whether 'not' reaches this part too; say "
                                             "'and is from ...' or 'nor ...'")
        if index and _bare_verb_after_denial(parts[index - 1], part) \
                and not (separators[index - 1] == "comma" and _is_relative_clause(parts[index - 1])):
            # (after a "which"/"who" clause closed by its comma the verb is the subject's own: "Ann's
            # kit, which didn't ship in January, cost $5.00")
            # "Carol does not own the cat and drink tea": not both, or not the first and the second?
            raise AssemblyError(part.column, "I cannot tell whether 'not' reaches this part too; say "
                                             "'and drinks ...' or 'nor ...'")
        if index and part.kind == "plain" and _adverb_and_name(part.phrase):
            # "..., and likewise Cora", "; surely Cora": the same said of Cora, or Cora said to be
            # the subject? (both were read as the second)
            raise AssemblyError(part.column, "I cannot tell what is said of this name; say it in full "
                                             "('..., and so is Cora', '... and Cora is 24')")
        said_of = subject  # whom a pronoun opening this part means
        if index and _starts_with_pronoun(part) and _objects(parts[index - 1]) \
                and not _compared_with_the_other(parts[index - 1], part) \
                and not _denied_again(parts[index - 1], part) \
                and not _only_the_subject_by_sex(part, subject, _objects(parts[index - 1])):
            said_of = _only_the_object_by_sex(part, subject, _objects(parts[index - 1]))
            if said_of is None or _is_relative_clause(part):
                # "Carol lives next to Dave, and he drinks tea": Carol or Dave?
                raise AssemblyError(part.column, "I cannot tell which of the two things before it the pronoun "
                                                 "means; name it")
        if index and _starts_with_pronoun(part) and said_of is not None:
            _check_pronoun_sex(part, said_of)
        if index and separators[index - 1] in ("and", "comma and") and part.kind == "plain" and part.phrase.words \
                and part.phrase.words[0].text.lower() in _PREPOSITIONS_AFTER_AND and _compares(parts[index - 1]):
            # "lives next to Carl and to Dan": next to both, or lives with Dan?
            raise AssemblyError(part.column, "I cannot tell how this goes with the part before; say it in full "
                                             "('... and next to Dan')")
        if index and separators[index - 1] == "comma" and _is_relative_clause(part):
            # "older than Lena, who is from Peru": the clause speaks of Lena, the thing named
            # last, not of the subject; "Ann, who went to Dover before Bob, ...": Ann went to Dover
            antecedent = _object_of(parts[index - 1], part)
            made, _ = _part_statements(part, antecedent, force_subject=part.kind != "plain")
            if part.kind != "plain" and part.subject is not None and part.subject.mentions():
                if antecedent is None:
                    raise AssemblyError(part.column, "I cannot tell what this clause is said of; name it")
                made = [SameEntity((antecedent, part.subject), part.line, part.column), *made]
        elif said_of is not subject:
            made, _ = _part_statements(part, said_of)  # "Euan's callout came before Ailsa's, though she ..."
        else:
            made, subject = _part_statements(part, subject)
            if index and made and isinstance(made[0], SameEntity) and made[0].phrases == (part.phrase,) \
                    and _verbless(part.phrase):
                made[0] = replace(made[0], parallel=_clause_phrase(parts[index - 1]))
                verbless_before = True
        statements.extend(made)
        index += 1
    return tuple(statements)


_LINKING_WORDS = frozenset("to in on at from for with by of".split())


def _only_described(parts: tuple[Part, ...]) -> bool:
    """Whether ``parts`` are a thing named and only described after it, set off by commas ("Cid,
    who is 60,", "Cid, the baker,"): nothing said of it yet, so a subject joined by "and" after
    them may share the predicate."""
    first, rest = parts[0], parts[1:]
    return first.kind == "plain" and bool(first.phrase.mentions()) and _is_noun_phrase(first.phrase) \
        and all((part.kind == "plain" and not _says_something(part.phrase)) or _is_relative_clause(part)
                for part in rest) \
        and any(_is_relative_clause(part) or not _only_names(part.phrase) for part in rest)


def _says_something(phrase: Phrase) -> bool:
    """Whether ``phrase`` goes on with a verb of its own, not a description: "was in March",
    "strung a macaroni necklace" (a verb and its object), not "aged 40", "dressed as a vampire"."""
    words = [word.text.lower() for word in phrase.words]
    return _opens_with_verb(phrase) and (words[0] in _AUXILIARIES or words[1:2] in (["a"], ["an"], ["the"]))


def _has_own_subject(part: Part) -> bool:
    """Whether ``part`` names what it speaks of ("Cy went to Hull", "the cat owner is 30"), not
    only goes on about the part before ("but not in May", "and was first")."""
    if part.kind == "plain":
        return _names_a_subject(part.phrase) or part.phrase.words[0].text.lower() in ("the", "a", "an")
    return part.kind != "predicated" or (part.subject is not None and bool(part.subject.mentions()))


def _verbless(phrase: Phrase) -> bool:
    """Whether ``phrase`` starts with a bare name and has no verb: "Bob to Ely", "Ely in April"."""
    mentions = phrase.mentions()
    return bool(mentions) and phrase.words[0] is mentions[0] and all(
        word in mentions or word.text.lower() in _LINKING_WORDS for word in phrase.words)


def _clause_phrase(part: Part) -> Phrase | None:
    """The names of a clause, its subject first ("Ann went to Dover in March"), if it has one."""
    if part.kind == "plain":
        return part.phrase
    if part.kind == "predicated" and part.subject is not None:
        objects = [word for phrase in _objects(part) for word in phrase.words]
        return Phrase(part.subject.words + tuple(objects), part.line)
    return None


def _whose(part: Part) -> Phrase | None:
    """The owned thing of a clause opening "whose dog ..." ("whose dog is 30"), or the whole
    clause when it names one thing ("whose age is 30"), else None."""
    phrase = part.phrase if part.kind == "plain" else part.subject
    if phrase is None or not phrase.words or phrase.words[0].text.lower() != "whose" or not phrase.mentions():
        return None
    if part.kind == "plain" and len(phrase.mentions()) == 1:
        return phrase
    first = phrase.mentions()[0]
    return Phrase(phrase.words[:phrase.words.index(first) + 1], phrase.line)


def _denies_or_compares(part: Part) -> bool:
    said = part.predicate if part.kind == "predicated" else None
    return said is not None and (said.kind == "negation" or said.negated or said.relation is not None)


def _gapped(previous: Part, part: Part) -> bool:
    """Whether ``part`` is only names (and articles) after a part that denies or compares, so its
    verb, with the "not" or the comparison, is left out ("..., Bob the dog"; "..., but not Cy")."""
    words = part.phrase.words if part.kind == "plain" else ()
    denial = part.kind == "predicated" and part.subject is None and part.said.kind == "negation" \
        and all(_bare_name(phrase) for phrase in part.said.phrases) and previous.kind == "predicated" \
        and previous.said.relation is not None  # "older than Bob but not Cy"
    plain = len(part.phrase.mentions()) >= 2 if part.kind == "plain" else False
    bare = (plain and all(word in part.phrase.mentions() or word.text.lower() in ("the", "a", "an")
                          or word.text.lower().endswith(_AGENT_ENDINGS) for word in words)) or denial
    return bare and _denies_or_compares(previous)


def _gapped_comparison(previous: Part, part: Part) -> bool:
    """Whether ``part`` is a bare name and a comparison by a bare number ("..., and Cy 10 more
    than Dee") after a part that compares: the verb and the unit are left out."""
    said = part.predicate if part.kind == "predicated" else None
    relation = said.relation if said is not None else None
    comparison = relation.comparison if relation is not None else None
    return comparison is not None and comparison.amount is not None and comparison.amount.strip().isdigit() \
        and part.subject is not None and _bare_name(part.subject) and len(part.subject.words) == 1 \
        and _denies_or_compares(previous)


def _inverted_other(relation: Relation) -> bool:
    """"older than Ann is the cat owner": the thing compared with, then a verb and the subject."""
    other = relation.other
    if other is None or len(other.mentions()) < 2:
        return False
    for word in other.words[other.words.index(other.mentions()[0]) + 1:]:
        if word.text.lower() in _RELATIVE_PRONOUNS:
            return False  # "older than the cat owner who is 30"
        if word.text.lower() in COPULAS:
            return True
    return False


def _both_objects(previous: Part, part: Part, subject: Phrase | None) -> list:
    """The second of "than both A and B", "to the left of both A and B": the subject related to
    B as to A, and A and B two different things."""
    predicate = previous.predicate if previous.kind == "predicated" else None
    relation = predicate.relation if predicate is not None else None
    if predicate is not None and predicate.negated:
        raise AssemblyError(part.column, "'not ... both A and B': not both, or neither? Say 'not older than "
                                         "A and not older than B', or each in a sentence")
    if relation is None or relation.other is None or predicate is None \
            or part.kind != "plain" or not _is_noun_phrase(part.phrase) or subject is None:
        raise AssemblyError(part.column, "after 'both ... and' I can only follow the second thing "
                                         "compared with ('older than both Cy and the cat owner')")
    second = replace(predicate, relation=replace(relation, other=part.phrase))
    return [*_predicate_statements(subject, second, part),
            Different(relation.other, part.phrase, part.line, part.column)]


# Comparisons that say nothing of what is compared: after "more stars than Cato", "but fewer
# than Bea" counts stars too.
_GENERIC_COMPARISONS = frozenset("more less fewer greater higher lower".split())
_RELATIVE_PRONOUNS = frozenset({"who", "which", "whose", "that"})
_PERSONAL_PRONOUNS = frozenset("he she it they his her its their him them hers theirs he's she's it's".split())


# past forms that end in neither -s nor -ed ("did not buy the cat and paid $5")
_IRREGULAR_PAST = frozenset("paid bought sold made won drove rode ate drank took came went saw had got wore wrote "
                            "sat ran left kept lost found spent built flew grew gave told sang began brought "
                            "caught taught thought held led met chose fell felt heard knew lay shot stood swam "
                            "threw woke".split())


def _bare_verb_after_denial(previous: Part, part: Part) -> bool:
    """Whether ``part`` goes on without a subject, with a verb in its bare form ("drink tea"),
    after "does not" / "did not" in ``previous``: the "not" may govern it too."""
    if previous.kind != "predicated" or previous.subject is None or not previous.subject.words:
        return False
    predicate = previous.predicate
    denied = predicate is not None and (predicate.kind == "negation" or predicate.negated)
    if not denied or previous.subject.words[-1].text.lower() not in ("does", "did", "do"):
        return False
    phrase = part.phrase if part.kind == "plain" else part.subject
    if phrase is None or not phrase.words or phrase.words[0].kind != "WORD":
        return False
    first = phrase.words[0].text.lower()
    return first.isalpha() and not first.endswith(("s", "ed")) and first not in _PERSONAL_PRONOUNS \
        and first not in ("the", "a", "an") and first not in _IRREGULAR_PAST


_PREPOSITIONS_AFTER_AND = frozenset("to with from for by at in on than".split())


def _check_pronoun_sex(part: Part, subject: Phrase) -> None:
    """Refuses a pronoun of the other sex than its subject's title or noun says ("Mrs Ashby
    lives in Dover, and he is 30")."""
    phrase = part.phrase if part.kind == "plain" else part.subject
    pronoun = next((word for word in (phrase.words if phrase is not None else ())
                    if word.text.lower() in MALE_PRONOUNS | FEMALE_PRONOUNS), None)
    if pronoun is not None and _sex_conflict(pronoun, subject):
        mentions = subject.mentions()
        named = Phrase(subject.words[:subject.words.index(mentions[0]) + 1], subject.line).text if mentions \
            else subject.text  # "The lady from Dover", not the rest of the clause
        raise AssemblyError(pronoun.column, f"'{pronoun.text}' cannot be '{named}', and nothing else is named for "
                                            "it; name the person")


def _owned_subject(phrase: Phrase) -> bool:
    """Whether ``phrase`` opens with one's thing ("Daria's dog isn't ..."), a thing no denial of
    which value it is leaves vacuous."""
    words = [word for word in phrase.words if word.text.lower() not in ("the", "a", "an")]
    return len(words) >= 2 and words[0].text.endswith(("'s", "’s", "s'", "s’")) and not is_mention(words[1])


def _owned_value(phrase: Phrase) -> bool:
    """Whether ``phrase`` is one's value and nothing more ("Ann's dinner", "the Smiths' Ford"):
    one thing, as a single name is."""
    words = [word for word in phrase.words if word.text.lower() not in ("the", "a", "an")]
    return len(words) == 2 and all(is_mention(word) for word in words) \
        and words[0].text.endswith(("'s", "’s", "s'", "s’")) and words[0].kind == "VALUE"


def _sole_person_before(parts: tuple[Part, ...], subject: Phrase | None, pronoun: Phrase) -> Phrase | None:
    """Whom "he" or "she" compared with in a clause of its own subject means when the parts
    before name one person only, their subject ("Bo finished first, although Al was rated
    higher than she was": Al cannot be "she" in his own clause, and "first" is a place); None
    when they name or compare with anything else, or when the pronoun is "it" or "they"."""
    said = pronoun.words[0].text.lower()
    if subject is None or said not in MALE_PRONOUNS | FEMALE_PRONOUNS or not subject.mentions() \
            or subject.mentions()[0].kind != "VALUE":
        return None
    named = subject.words[:subject.words.index(subject.mentions()[0]) + 1]
    previous = None
    for part in parts:
        phrase = part.phrase if part.kind == "plain" else part.subject
        if phrase is None or _objects(part) or part.kind not in ("plain", "predicated"):
            return None
        objects = [word for other in (part.said.phrases if part.kind == "predicated" else ()) for word in other.words]
        words = [*phrase.words, *objects]
        # ("Harriet, the eldest of the five, rode ...": the appositive is Harriet)
        appositive = part.kind == "plain" and previous is not None and list(previous.words) == list(named) \
            and len(phrase.words) > 1 and phrase.words[0].text.lower() == "the" and phrase.words[1].kind == "SUPER"
        others = [word for at, word in enumerate(words)
                  if is_mention(word) and word.kind not in ("ORDINAL", "NUMBER", "AMOUNT") and word not in named
                  and not _a_thing(word, words[at + 1] if at + 1 < len(words) else None)
                  and not (word.kind == "SUPER" and (_is_relative_clause(part) or appositive))]
        # ("Callie, who caught the most")
        if others:
            return None
        previous = phrase
    antecedent = Phrase(named, subject.line)
    if _sex_conflict(pronoun.words[0], antecedent):
        return None
    return antecedent


def _sole_name_outside(parts: tuple[Part, ...], head: Phrase | None, pronoun: Phrase) -> Phrase | None:
    """Whom "he" or "she" compared with inside a relative clause means: the one name (a
    capitalised value) the parts before give besides the clause's own ``head``, when its sex
    does not rule it out; None when they give none or more than one, or for "it" and "they"."""
    if pronoun.words[0].text.lower() not in MALE_PRONOUNS | FEMALE_PRONOUNS \
            or any(word.text.lower() not in _AUXILIARIES for word in pronoun.words[1:]):
        return None  # ("than she is", "than he did")
    own = {word.text.lower().removesuffix("'s") for word in head.mentions()} if head is not None else set()
    names: dict[str, Word] = {}
    for part in parts:
        phrases = [part.phrase if part.kind == "plain" else part.subject]
        if part.predicate is not None:
            phrases += list(part.predicate.phrases)
            if part.predicate.relation is not None:
                phrases.append(part.predicate.relation.other)
        for phrase in phrases:
            for word in (phrase.words if phrase is not None else ()):
                key = word.text.lower().removesuffix("'s")
                if is_mention(word) and word.kind == "VALUE" and word.text[:1].isupper() and key not in own:
                    names.setdefault(key, word)
    if len(names) != 1:
        return None
    (word,) = names.values()
    found = Phrase((word,), pronoun.line)
    return None if _sex_conflict(pronoun.words[0], found) else found


def _a_thing(word: Word, following: Word | None) -> bool:
    """Whether ``word`` is a value in lower case that names a thing, never "he" or "she" ("Lucy,
    who brought a *seashell*, ..."), not a person by it ("the *seashell* owner")."""
    return word.kind == "VALUE" and word.text[:1].islower() and not (
        following is not None and following.kind == "WORD" and following.text.lower().endswith(_AGENT_ENDINGS))


def _other_of_the_two(subject: Phrase | None, last: Relation | None, said_of: Phrase, pronoun: Phrase) -> Phrase | None:
    """Whom "her" means in "Kalani is younger than Gwen, but Gwen finished ahead of her": of the
    two things the comparison before named, the one that is not this clause's own subject (a
    pronoun after the verb is never its own subject: that would be "herself"); None unless the
    clause's subject is one of the two by name, or the pronoun's sex rules the other out."""
    if subject is None or last is None or last.other is None or len(pronoun.words) != 1:
        return None
    named = said_of.mentions()
    first, second = subject.mentions(), last.other.mentions()
    if len(named) != 1 or len(first) < 1 or len(second) != 1 or said_of.words[0] is not named[0]:
        return None
    key = named[0].text.lower().removesuffix("'s")
    if key == second[0].text.lower().removesuffix("'s") and first[0].kind == "VALUE":
        other = Phrase(subject.words[:subject.words.index(first[0]) + 1], subject.line)
    elif key == first[0].text.lower().removesuffix("'s"):
        other = last.other
    else:
        return None
    return None if _sex_conflict(pronoun.words[0], other) else other


def _pronouns_apart_by_sex(part: Part, subject: Phrase | None, last: Relation | None, relation: Relation) -> bool:
    """Whether "her" opening ``part`` can only be the subject before and "his" after its
    comparison only the one the subject was compared with, by their titles, nouns or first
    names ("Amy is in a lower grade than Leo, and her club meets earlier in the week than
    his"); not when either could be both, or each the other ("..., and his club ... than hers")."""
    if subject is None or last is None or last.other is None or part.subject is None or relation.other is None \
            or len(relation.other.words) != 1 or not subject.mentions() or subject.mentions()[0].kind != "VALUE":
        return False
    opening = next((word for word in part.subject.words if word.text.lower() in _PERSONAL_PRONOUNS), None)
    compared = last.other.mentions()
    if opening is None or len(compared) != 1 or compared[0].kind != "VALUE":
        return False
    first = Phrase(subject.words[:subject.words.index(subject.mentions()[0]) + 1], subject.line)
    other = relation.other.words[0]
    return not _sex_conflict(opening, first) and _sex_conflict(opening, last.other) \
        and _sex_conflict(other, first) and not _sex_conflict(other, last.other)


def _compared_with_the_other(previous: Part, part: Part) -> bool:
    """Whether a pronoun opening ``part`` can only be the subject before: the part compares it
    with the one thing ``previous`` compared its subject with, which cannot be compared with
    itself ("the Danube chart was printed before the Aegean chart, and it is wider than the
    Aegean chart"; "..., but it is younger": than the Manchego)."""
    objects = _objects(previous)
    relation = part.predicate.relation if part.kind == "predicated" and part.predicate is not None else None
    if len(objects) != 1 or relation is None or relation.other is None or not _compares(previous) \
            or part.subject is None or part.subject.mentions():
        return False
    words = [word.text.lower() for word in part.subject.words]
    return words[0] in _SUBJECT_PRONOUNS | {"its", "his", "her", "their"} \
        and [word.text.lower() for word in relation.other.words] == [word.text.lower() for word in objects[0].words]


def _same_subject_again(said_of: Phrase, subject: Phrase | None, last: Relation | None) -> bool:
    """Whether a comparison without "than" is said of the very name the clause before compared
    ("Kalani finished behind Gwen even though Kalani is younger"): it cannot be compared with
    itself, so with the one compared before (Gwen)."""
    said = said_of.mentions()
    if subject is None or last is None or last.other is None or len(said) != 1 or said_of.words[0] is not said[0]:
        return False
    named = subject.mentions()
    return bool(named) and subject.words[0] is named[0] and said[0].text.lower() == named[0].text.lower()


def _subject_compared_again(said_of: Phrase, subject: Phrase | None, last: Relation | None) -> Phrase | None:
    """The subject before, when a comparison without "than" is said of the very name it was
    compared with ("The Époisses costs more than the Manchego, though the Manchego was aged
    longer": than the Époisses, the one other thing named); None otherwise."""
    said = said_of.mentions()
    if subject is None or last is None or last.other is None or len(said) != 1 or said_of.words[0] is not said[0] \
            and said_of.words[0].text.lower() != "the":
        return None
    named, other = subject.mentions(), last.other.mentions()
    if not named or named[0].kind != "VALUE" or len(other) != 1 \
            or said[0].text.lower() != other[0].text.lower() or named[0].text.lower() == other[0].text.lower():
        return None
    return Phrase(subject.words[:subject.words.index(named[0]) + 1], subject.line)


def _subject_of_a_fact_before(before: Part | None, subject: Phrase | None, last: Relation | None,
                              said_of: Phrase) -> Phrase | None:
    """The subject before, when a comparison without "than" follows a clause that only stated a
    fact of it ("Gemma's party was in March, and Becky's came three months later": later than
    Gemma's); None when anything was compared before, or the clause before is not the subject's."""
    if before is None or subject is None or last is not None or before.kind not in ("plain", "predicated"):
        return None
    named, said = subject.mentions(), said_of.mentions()
    if not named or named[0].kind != "VALUE" or subject.words[0] is not named[0] or len(said) != 1 \
            or said[0].text.lower() == named[0].text.lower():
        return None
    stated = before.phrase if before.kind == "plain" else before.subject
    if stated is None or len(stated.mentions()) < 2 and stated is subject:
        return None
    return Phrase(subject.words[:1], subject.line)


def _only_the_subject_by_sex(part: Part, subject: Phrase | None, objects: list[Phrase]) -> bool:
    """Whether "he" or "she" opening ``part`` can only be the ``subject`` before: every other
    thing named there is a person of the other sex by title or noun ("Mrs Carr's ferry leaves
    after Mr Adeyemi's; she is not the accountant")."""
    phrase = part.phrase if part.kind == "plain" else part.subject
    pronoun = next((word for word in (phrase.words if phrase is not None else ())
                    if word.text.lower() in MALE_PRONOUNS | FEMALE_PRONOUNS), None)
    return pronoun is not None and subject is not None and bool(objects) \
        and not _sex_conflict(pronoun, subject) and all(_sex_conflict(pronoun, other) for other in objects)


def _only_the_object_by_sex(part: Part, subject: Phrase | None, objects: list[Phrase]) -> Phrase | None:
    """The one thing named after the verb before, when "he" or "she" opening ``part`` cannot be
    the subject by title, noun or first name and can be it ("Euan's callout came before Ailsa's,
    though she wasn't the one sent to Cairn Dubh": Ailsa); None otherwise."""
    phrase = part.phrase if part.kind == "plain" else part.subject
    pronoun = next((word for word in (phrase.words if phrase is not None else ())
                    if word.text.lower() in MALE_PRONOUNS | FEMALE_PRONOUNS), None)
    if pronoun is None or subject is None or len(objects) != 1 or not _sex_conflict(pronoun, subject):
        return None
    named = objects[0].mentions()
    if len(named) != 1 or named[0].kind != "VALUE" or not _sex_conflict(_other_pronoun(pronoun), objects[0]):
        return None  # (the one named must be of the pronoun's sex, not merely not of the other)
    owner = named[0]
    return Phrase((replace(owner, text=owner.text.removesuffix("'s").removesuffix("’s")),), objects[0].line)


def _other_pronoun(pronoun: Word) -> Word:
    return replace(pronoun, text="she" if pronoun.text.lower() in MALE_PRONOUNS else "he")


def _sex_conflict(pronoun: Word, phrase: Phrase) -> bool:
    """Whether "he" or "she" cannot be ``phrase`` by its title or noun ("Mrs Ashby", "the man",
    "Uncle Frank")."""
    words = {key for word in phrase.words for key in label_keys(word.text.removesuffix("'s"))}
    words -= MALE_PRONOUNS | FEMALE_PRONOUNS  # the nouns and titles only ("Uncle Frank", "the man")
    male = bool(words & MALE_TITLES) or any(SEX_WORDS.get(word) == "male" for word in words)
    female = bool(words & FEMALE_TITLES) or any(SEX_WORDS.get(word) == "female" for word in words)
    if pronoun.text.lower() in MALE_PRONOUNS | FEMALE_PRONOUNS:
        # a first name of one sex ("Ryan is older than Holly, and he ..."; first_names.py)
        named = {name_sex(word.text) for word in phrase.words if word.kind == "VALUE"}
        male, female = male or "male" in named, female or "female" in named
    said_male = pronoun.text.lower() in MALE_PRONOUNS
    return (said_male and female and not male) or (not said_male and male and not female)


def _denied_again(previous: Part, part: Part) -> bool:
    """Whether "it" opening a denial after a denial of who its subject is can only be that
    subject ("Daria's dog isn't the beagle, and it isn't the poodle": said of the beagle, the
    second denial would say nothing). Not "he" or "she", which may point past a subject of the
    other sex ("Carol isn't the pilot, and he ...")."""
    if not (previous.kind == "predicated" and previous.predicate is not None
            and previous.predicate.kind == "negation" and _is_denial(part) and part.predicate is not None
            and part.subject is not None and part.subject.words and not part.subject.mentions()
            and previous.subject is not None and _owned_subject(previous.subject)):
        return False  # ("The beagle isn't Rex, and it isn't the pug": said of the beagle, it says nothing)
    return part.subject.words[0].text.lower() == "it" \
        and all(_is_identity(phrase) for phrase in previous.predicate.phrases) \
        and all(_is_identity(phrase) for phrase in part.predicate.phrases)


def _starts_with_pronoun(part: Part) -> bool:
    """Whether ``part`` speaks of someone by a personal pronoun ("he drinks tea", "his drink is
    tea", "the cat is hers")."""
    phrase = part.phrase if part.kind == "plain" else part.subject
    return phrase is not None and any(word.text.lower() in _PERSONAL_PRONOUNS for word in phrase.words)


def _goes_on(part: Part) -> bool:
    """Whether ``part`` has no subject of its own and goes on with a verb ("and is 30", "and
    owns the cat"); not a further comparison ("but younger than Bruno"), which compares the
    subject again."""
    if part.kind == "predicated":
        relation = part.predicate.relation if part.predicate is not None else None
        return (part.subject is None or not part.subject.mentions()) and relation is None
    phrase = part.phrase if part.kind == "plain" else None
    return phrase is not None and bool(phrase.words) and not _is_noun_phrase(phrase) \
        and phrase.words[0].kind == "WORD"


def _check_no_description_after_pair(parts, separators, index: int) -> None:
    """Refuses "older than both Cy and Di, the cat owner": Di's description, or the subject's?
    (", who keeps the cat" is Di's: its verb says one.)"""
    following = parts[index + 1] if index + 1 < len(parts) else None
    if following is not None and separators[index] == "comma" and following.kind == "plain" \
            and not _is_relative_clause(following) and _is_noun_phrase(following.phrase):
        raise AssemblyError(following.column, "I cannot tell whether this describes the last thing named or the "
                                              "subject; say it in a sentence of its own")


def _bare_denial(part: Part) -> bool:
    """Whether ``part`` is "not" and a description with no verb of its own before it ("but not
    the person who owns the dog")."""
    predicate = part.predicate if part.kind == "predicated" else None
    return part.subject is None and predicate is not None and predicate.kind == "negation" \
        and len(predicate.phrases) == 1 and predicate.phrases[0].words[:1] != () \
        and predicate.phrases[0].words[0].text.lower() in ("the", "a", "an", "whoever", "anyone", "someone")


def _compares(part: Part) -> bool:
    """Whether ``part`` relates its subject to another thing (compared with, next to, before)."""
    predicate = part.predicate if part.kind == "predicated" else None
    return predicate is not None and predicate.relation is not None


def _only_names(phrase: Phrase) -> bool:
    """Whether ``phrase`` is one name and nothing else ("Cy", "Mrs Ashby"), no description."""
    return len(phrase.words) == 1 and phrase.words[0].kind == "VALUE"


def _is_noun_phrase(phrase: Phrase) -> bool:
    """Whether ``phrase`` names one thing and opens with it or an article ("milk", "the cat
    owner"), not with a verb ("owns the cat", "won the race", which go on about the subject)."""
    mentions = phrase.mentions()
    return len(mentions) == 1 and bool(phrase.words) and (
        phrase.words[0] is mentions[0] or phrase.words[0].text.lower() in ("the", "a", "an")) \
        and phrase.words[0].text.split()[0].lower() not in _VERBS_OF_PLACES


# Verbs a place in a result may be read with ("won the race" is first place): they open no name
_VERBS_OF_PLACES = frozenset("won wins led leads finished finishes came comes placed brought opened closed".split())


# Words that open a phrase set before the subject ("In March, ...", "For the lamp, ...")
_FRONTED = frozenset("in at on for during from with by after before to under over since until".split())
_PREPOSITIONS_AFTER_DENIAL = frozenset("from in at on with of by for".split())


def _is_denial(part: Part) -> bool:
    """Whether ``part`` denies something ("Ann doesn't drink tea"): "and milk" after it may be
    denied too."""
    predicate = part.predicate if part.kind == "predicated" else None
    return predicate is not None and (predicate.kind == "negation" or predicate.negated)


def _objects(part: Part) -> list[Phrase]:
    """The other things ``part`` relates its subject to, any of which may be the "he" or "she"
    or the description after it (the one compared with, the one it is not, the alternatives);
    none for "did not drink tea", which names a thing had."""
    predicate = part.predicate if part.kind == "predicated" else None
    if predicate is None:
        return []
    if predicate.relation is not None and predicate.relation.other is not None:
        return [predicate.relation.other]
    if predicate.kind in ("either", "neither"):
        return list(predicate.phrases)
    if predicate.kind == "negation":
        return [phrase for phrase in predicate.phrases if _is_identity(phrase)]
    return []


def _is_identity(phrase: Phrase) -> bool:
    """Whether a denied phrase says who one is ("Dave", "the pilot"), not what one did
    ("drink tea", "live in house 2"): nothing but an article before its first name."""
    mentions = phrase.mentions()
    if not mentions:
        return False
    before = phrase.words[:phrase.words.index(mentions[0])]
    return all(word.text.lower() in ("the", "a", "an") for word in before)


def _is_relative_clause(part: Part) -> bool:
    """Whether ``part`` is a relative clause with no subject of its own ("who is from Peru",
    "who went to Dover before Bob": Dover is what the one before did, not a subject)."""
    phrase = part.phrase if part.kind == "plain" else part.subject
    return phrase is not None and bool(phrase.words) and phrase.words[0].text.lower() in _RELATIVE_PRONOUNS \
        and not (part.kind != "plain" and phrase.mentions() and phrase.words[0].text.lower() == "whose")


def _object_of(previous: Part, clause: Part) -> Phrase | None:
    """What a relative clause after ``previous`` speaks of: the thing ``previous`` names last
    (the one compared with, the one it is not); None when it names no object, for then the
    clause speaks of the subject, which is the object too ("The Chilean is Lena, who is 24").
    Raises AssemblyError when the object is a list of alternatives ("neither A nor B, who")."""
    predicate = previous.predicate if previous.kind == "predicated" else None
    if predicate is None and previous.kind == "plain" and _which(clause) and len(previous.phrase.mentions()) >= 2:
        # "Hal owns the cat, which is older than Ola": the cat, the thing named last (no person)
        last = previous.phrase.mentions()[-1]
        at = previous.phrase.words.index(last)
        start = at - 1 if at and previous.phrase.words[at - 1].text.lower() in ("the", "a", "an") else at
        return Phrase(previous.phrase.words[start:at + 1], previous.phrase.line)
    if predicate is None:
        return previous.subject if previous.kind == "plain" else None
    if predicate.relation is not None and predicate.relation.second is not None:
        return predicate.relation.second  # "between Carl and Dan, who keeps the cat": Dan
    if predicate.relation is not None and predicate.relation.other is not None:
        return predicate.relation.other
    if len(predicate.phrases) == 1:
        return predicate.phrases[0]
    if predicate.phrases:
        raise AssemblyError(clause.column, "I cannot tell which of the things before it this clause speaks of; "
                                           "say it in a sentence of its own")
    return previous.subject


def _which(clause: Part) -> bool:
    """Whether the relative clause ``clause`` opens with "which" (never a person)."""
    phrase = clause.phrase if clause.kind == "plain" else clause.subject
    return phrase is not None and bool(phrase.words) and phrase.words[0].text.lower() == "which"


_PRONOUNS = frozenset({"him", "her", "them", "it", "his", "hers", "theirs"})
_SUBJECT_PRONOUNS = frozenset({"he", "she", "they", "it", "he's", "she's", "it's"})


def _clause_runs_on(subject: Phrase | None, other: Phrase | None) -> bool:
    """Whether a comparison inside a relative clause of the subject ("the person who is older
    than ...") is followed by more than the thing compared with ("... than Hal owns the bird"):
    a subject ending in "who is", "that was", and a compared-with phrase that names something
    after its first name or pronoun."""
    if subject is None or other is None or len(subject.words) < 3 or not other.words \
            or subject.words[0].text.lower() in _RELATIVE_PRONOUNS:
        return False  # ("Uma is older than Sue, who is older than the cat owner": the clause is Sue's)
    ending = [word.text.lower() for word in subject.words[-2:]]
    if ending[0] not in _RELATIVE_PRONOUNS or ending[1] not in _BE_FORMS:
        return False
    heads = [index for index, word in enumerate(other.words)
             if is_mention(word) or word.text.lower() in _PRONOUNS]
    return bool(heads) and any(is_mention(word) for word in other.words[heads[0] + 1:])


def _is_pronoun(phrase: Phrase | None) -> bool:
    """Is ``phrase`` a pronoun compared with ("than her", "than she did", "than they were")?"""
    if phrase is None or not phrase.words:
        return False
    words = [word.text.lower() for word in phrase.words]
    return (len(words) == 1 and words[0] in _PRONOUNS) or (
        len(words) == 2 and words[0] in _SUBJECT_PRONOUNS and words[1] in _AUXILIARIES)


def _appositive_length(parts, separators, index) -> int:
    """How many one-name plain parts from ``index`` are set off by commas only (at least two,
    and followed by a part that says something of them, or by the end)."""
    length = 0
    if index < len(parts) and parts[index].kind == "plain" and _opens_with_verb(parts[index].subject):
        return 0  # "... and paid $5.00, shipped in May": no thing named, but what it did
    if index < len(parts) and _is_relative_clause(parts[index]):
        return 0  # "Ann, who is from Leeds and who wore red, ...": the clause is Ann's, no new thing
    while (index + length < len(parts) and parts[index + length].kind == "plain"
           and (len(parts[index + length].phrase.mentions()) == 1
                or (not length and _owned_value(parts[index + length].phrase)))):
        if length and (separators[index + length - 1] != "comma"
                       or (index and _is_relative_clause(parts[index + length]))):
            break  # ("born after Ada, the suffragette, whose plaque is on Mill Lane": the clause is theirs)
        length += 1
    if length < 2:
        return 0
    phrases = [part.subject for part in parts[index:index + length]]
    if all(len(phrase.words) == 1 for phrase in phrases):
        return 0  # "Carol, Dave and Eve ...": a list of names, not one thing named twice
    return length


def _opens_with_verb(phrase: Phrase) -> bool:
    """Whether ``phrase`` opens with a word in lower case that is no article ("paid $5.00",
    "shipped in April"): it goes on about something, it does not name it."""
    first = phrase.words[0] if phrase.words else None
    return first is not None and first.kind == "WORD" and first.text.islower() \
        and first.text not in ("the", "a", "an") and first.text not in _RELATIVE_PRONOUNS


def _restricted(part: Part) -> list | None:
    """The statements of a "nobody" part that restricts by a comparison (see ``_restriction``),
    or None for any other part."""
    if part.kind == "nobody_or":
        return _restriction(part.subject, part.said, part)
    inner = part.inner
    if part.kind != "nobody" or inner is None or inner.kind != "predicated":
        return None
    if inner.said.kind != "relation" or inner.said.negated:
        return None
    return _restriction(inner.subject, inner.said, part)


def _restriction(subject: Phrase | None, predicate: Predicate, part: Part) -> list | None:
    """"None of the shows that start before 11:00pm is about sports or jazz", "Nobody older
    than Ann hosts jazz": nothing the comparison picks out is one of the things named after
    it, so none of those things compares so (sports does not start before 11:00pm, nor does
    jazz). None when the sentence is not of that shape: a subject that names nothing, one
    compared-with thing, then one thing named per alternative."""
    relation = predicate.relation
    if subject is not None and subject.mentions():
        return None
    if relation is None or relation.kind != "compare" or relation.other is None:
        return None
    other = relation.other
    mentions = other.mentions()
    if len(mentions) != 2:
        return None
    if subject is not None and all(word.text.lower() in COPULAS for word in subject.words):
        return None  # "Nobody is 10 years older than Ann Fenton": no restriction, one person named
    cut = other.words.index(mentions[0]) + 1
    compared_with = Phrase(other.words[:cut], other.line)
    named = (Phrase(other.words[cut:], other.line),) + predicate.phrases
    if any(len(phrase.mentions()) != 1 for phrase in named):
        return None
    # the verb of the subject still says what is compared ("the shows that *start* before")
    words = tuple(word.text.lower() for word in subject.words) if subject is not None else ()
    restricted = Predicate("relation", False, (), replace(relation, other=compared_with, nouns=relation.nouns + words),
                           predicate.line, predicate.column)
    return [Not(statement, part.line, part.column, whole=True)
            for phrase in named for statement in _predicate_statements(phrase, restricted, part)]


def _single_entities(statements, part: Part) -> list:
    """The statements of a "nobody" clause: each must be about one entity and one fact."""
    if not statements:
        raise AssemblyError(part.column, "'nobody' must be followed by what nobody is or does")
    return list(statements)


def _described_twice(parts, separators, index) -> bool:
    """Whether the part at ``index`` is a description with a relative clause ("the man who
    keeps the cat") that "and" carries on with a verb of the same one ("... and lives in the
    green house lives next to Bob")."""
    part = parts[index]
    if part.kind != "plain" or index + 1 >= len(parts) or separators[index] != "and":
        return False
    following = parts[index + 1]
    if following.kind != "predicated" or following.subject is None or not following.subject.mentions():
        return False
    first = following.subject.words[0]
    return any(word.text.lower() in _RELATIVE_PRONOUNS | {"whoever"} for word in part.phrase.words) \
        and first.kind == "WORD" and first.text.islower() and first.text not in ("the", "a", "an") \
        and first.text.lower() not in _RELATIVE_PRONOUNS


def _coordinated_subjects(parts, index):
    """Leading one-name phrases followed by a predicated part: "A and B are either C or D"."""
    subjects = []
    while index < len(parts) and parts[index].kind == "plain" and _names_one_thing(parts[index].subject):
        subjects.append(parts[index].subject)
        index += 1
    if not subjects or index >= len(parts):
        return None
    last = parts[index]
    if last.kind != "predicated" or last.subject is None or not _names_one_thing(last.subject) \
            or last.subject.words[0].text.lower() in _RELATIVE_PRONOUNS:
        return None
    for subject in subjects:
        first = subject.words[0].text.lower()
        if subject.words[0].kind == "WORD" and (first in _FRONTED or first.endswith("ing")):
            # "In math, Ann scored higher than Bea", "Wearing Hokas, Ada ...": not a second subject
            raise AssemblyError(subject.column, f"I cannot tell what '{subject.text}' says of the rest of the "
                                                "sentence; say it after the verb")
    return subjects + [last.subject], last


def only_names(phrase: Phrase) -> bool:
    """Whether ``phrase`` is only names side by side ("Ann Fenton", "Dr Fenton"): one person
    named by a first name and a surname, or a title and a surname."""
    return len(phrase.words) > 1 and all(word.kind == "VALUE" for word in phrase.words)


def _names_one_thing(phrase: Phrase) -> bool:
    """Whether ``phrase`` names one thing: one name ("the cat owner", "Ann"), or names written
    side by side with nothing between ("Ann Fenton", "Dr Fenton": a first name and a surname)."""
    mentions = phrase.mentions()
    if len(mentions) == 1:
        return True
    start = phrase.words.index(mentions[0]) if mentions else 0
    return len(mentions) > 1 and phrase.words[start:start + len(mentions)] == mentions \
        and all(word.kind == "VALUE" for word in mentions)


def _coordinated(subjects: list[Phrase], part: Part) -> list:
    predicate = part.said
    relation = predicate.relation
    if relation is not None and relation.other is None and relation.kind == "next_to":
        if len(subjects) != 2:
            raise AssemblyError(part.column, "'next to each other' needs exactly two things")
        statement = NextTo(subjects[0], subjects[1], 0, (), part.line, part.column)
        return [Not(statement, part.line, part.column) if predicate.negated else statement]
    # Puzzle books name two things with "A and B" only when they are two different things.
    made = [AllDifferent(tuple(subjects), part.line, part.column)]
    for subject in subjects:
        made.extend(_part_statements(part, subject, force_subject=True)[0])
    return made


def _only_comparing(part: Part) -> OnlyComparing:
    """"Only the Harrogate trip cost less than the Stratford trip": one plain comparison (no
    amount, not "immediately") of a named subject; anything else after "only" is refused
    ("Only one trip cost less than ...": which one is not said)."""
    assert part.inner is not None
    inner = _part_statements(part.inner, None)[0]
    if len(inner) != 1 or not isinstance(inner[0], Comparing) or inner[0].comparison.amount \
            or inner[0].comparison.immediate or inner[0].comparison.factor:
        raise AssemblyError(part.column, "after 'only' I can follow one comparison without an amount ('Only A "
                                         "is older than B')")
    return OnlyComparing(inner[0], part.line, part.column)


def _part_statements(part: Part, previous: Phrase | None, force_subject: bool = False):
    """Statements of one part, and the subject a following part without a name refers to."""
    whose = _whose(part)
    if whose is not None and previous is not None and not force_subject:
        # "Bob, whose dog is 30, ...": Bob's dog is the dog, and the rest is said of it
        # "whose age is 30": all of it is said of the owner
        made = [] if part.kind == "plain" and whose is part.phrase else _part_statements(part, None)[0]
        return [SameEntity((previous, whose), part.line, part.column), *made], previous
    if part.kind == "plain":
        phrase = part.phrase
        if len(phrase.mentions()) >= 2 and previous is not None and (
                _is_relative_clause(part) or (phrase.words[0].kind == "WORD" and phrase.words[0].text.islower()
                                              and phrase.words[0].text not in ("the", "a", "an"))):
            # "Ann, who went to Dover in March, ...", "... and went to Dover in March": all of it
            # is said of Ann
            return [SameEntity((previous, phrase), part.line, part.column)], previous
        if len(phrase.mentions()) >= 2:
            return [SameEntity((phrase,), part.line, part.column)], phrase
        if previous is not None and len(phrase.mentions()) == 1 and not _names_a_subject(phrase):
            return [SameEntity((previous, phrase), part.line, part.column)], previous
        sexed = _said_of_sex(phrase)
        if sexed is not None:
            # "Indi's instructor is a man": the compiler knows who is one, from the titles
            return [SameEntity(sexed, part.line, part.column)], sexed[0]
        _reject_unknown_names(phrase)
        raise AssemblyError(part.column, f"'{phrase.text}' names {_count(phrase)}; a clue must "
                                         "relate at least two things")
    if part.kind == "count" and part.subject is None:
        return [CountCheck(part.number or "", part.line, part.column)], previous
    if part.kind != "predicated":
        raise AssemblyError(part.column, _unexpected(part))
    subject = part.subject
    predicate = part.said
    if force_subject:
        if subject is not None and predicate.relation is not None:
            # ", who scored higher than Ben,": the clause's verb still says what is compared, and
            # for each of "The Bravo and the Coral both leave before the Delta" the verb after
            # the last name ("leave") does
            mentions = subject.mentions()
            after = subject.words[subject.words.index(mentions[-1]) + 1:] if mentions else subject.words
            words = tuple(word.text.lower() for word in after)
            said = predicate.relation
            predicate = replace(predicate, relation=replace(said, nouns=said.nouns + words))
        subject = previous
    elif subject is not None and subject.mentions() and previous is not None and subject.words[0].kind == "WORD" \
            and subject.words[0].text.islower() and subject.words[0].text not in ("the", "a", "an") \
            and subject.words[0].text.lower() not in _RELATIVE_PRONOUNS:
        # "Ann, who went in March, went to Dover a month after Bob": a verb, not a subject of its
        # own: Ann went to Dover
        made = _predicate_statements(previous, predicate, part)
        return [SameEntity((previous, subject), part.line, part.column), *made], previous
    elif (subject is None or not subject.mentions()) and previous is not None \
            and (predicate.kind in ("relation", "negation", "at_end") or predicate.kind in ("neither", "either")
                 and subject is not None and subject.words and subject.words[0].kind == "WORD"
                 and subject.words[0].text.islower()):  # ", works in neither A nor B": the one before
        relation = predicate.relation
        if subject is not None and relation is not None:
            # "... but costs less": the verb still says what is compared
            words = tuple(word.text.lower() for word in subject.words)
            predicate = replace(predicate, relation=replace(relation, nouns=relation.nouns + words))
            if any(word not in _SUBJECT_PRONOUNS and word not in COPULAS and word not in _AUXILIARIES
                   and word.isalpha() for word in words) and previous.mentions():
                # "The Manchego was aged longer than the Époisses, but it sells for less": its own
                # verb, never the first part's ("aged")
                named = previous.mentions()[0]
                previous = Phrase(previous.words[:previous.words.index(named) + 1], previous.line)
        elif relation is not None and previous.words and previous.words[-1].kind == "WORD" \
                and previous.words[-1].text.lower() not in COPULAS:
            # "Ada scored higher than Ben but lower than the 12th grader": "scored" still says
            # what the second comparison is about
            verb = (previous.words[-1].text.lower(),)
            predicate = replace(predicate, relation=replace(relation, nouns=relation.nouns + verb))
        subject = previous  # "... older than B but wider", "and was not last"
    return _predicate_statements(subject, predicate, part), subject


_AUXILIARIES = frozenset("did does do was is were are has have had could can would will".split())


def _adverb_and_name(phrase: Phrase) -> bool:
    """Whether ``phrase`` is only adverbs and one name ("likewise Cora", "surely Cora too")."""
    mentions = phrase.mentions()
    if len(mentions) != 1 or mentions[0].kind != "VALUE":
        return False
    at = phrase.words.index(mentions[0])
    before, after = phrase.words[:at], phrase.words[at + 1:]
    return bool(before) and all(word.kind == "WORD" and (word.text.lower() in _ADVERBS_BEFORE_A_NAME
                                                         or word.text.lower().endswith("ly")) for word in before) \
        and all(word.kind == "WORD" and word.text.lower() in ("too", "as", "well", "also") for word in after)


# Words that say the same again of a name without a verb ("likewise Cora", "ditto Cora")
_ADVERBS_BEFORE_A_NAME = frozenset("likewise similarly ditto same again too also so plus even".split())


def _said_too(previous: Part | None, part: Part, denial: bool) -> list:
    """"Ivy did not make the solar oven, and neither did Jon" (``denial``), "Cy is older than
    Bo, and so is Di": what the part before says, said of the one thing named after "neither
    did", "nor did", "so is"."""
    words = part.phrase.words
    predicate = previous.predicate if previous is not None and previous.kind == "predicated" else None
    denied = predicate is not None and (predicate.kind == "negation" or (
        predicate.kind == "relation" and predicate.negated))
    fits = predicate is not None and (denied if denial else predicate.kind == "relation" and not denied)
    again = _nor_said_of_the_subject(previous, part) if denial and fits and previous is not None else None
    if again is not None:
        return again
    # "so is Di", "so too did Wade", "likewise Di" (no verb), "likewise Di too"
    body = list(words[1:] if words and words[0].text.lower() in _AUXILIARIES else words)
    while body and body[-1].kind == "WORD" and body[-1].text.lower() in ("too", "well", "as"):
        body.pop()
    both = _the_two_compared(previous) if denial and not fits and words and body \
        and words[0].text.lower() in _BE_FORMS else None
    if both is not None and _is_noun_phrase(Phrase(tuple(body), part.phrase.line)):
        # "The agate turned up the day after the quartz, and neither was Dana's": neither of the two
        other = Phrase(tuple(body), part.phrase.line)
        return [Different(both[0], other, part.line, part.column), Different(both[1], other, part.line, part.column)]
    if not fits or not body or (words[0].text.lower() not in _AUXILIARIES and denial) \
            or not _is_noun_phrase(Phrase(tuple(body), part.phrase.line)):
        example = "'Ivy did not make the oven, and neither did Jon'" if denial else \
            "'Cy is older than Bo, and so is Di'"
        raise AssemblyError(part.column, f"'{'neither' if denial else 'so'} did ...' must follow a "
                                         f"{'denial' if denial else 'comparison'} and name one thing ({example})")
    assert previous is not None and predicate is not None
    said_of = previous.subject
    if predicate.relation is not None and said_of is not None and said_of.mentions():
        # "The Bravo leaves before the Delta, and so does the Coral": the Coral leaves before it
        # too (the verb after the first subject's name says what is compared)
        verb = tuple(word.text.lower() for word in said_of.words[said_of.words.index(said_of.mentions()[-1]) + 1:])
        predicate = replace(predicate, relation=replace(predicate.relation, nouns=predicate.relation.nouns + verb))
    too = Phrase(tuple(body), part.phrase.line)
    # "Ann is older than Bob, and so is the dog owner": someone else than Ann (as "Both Ann and the
    # dog owner are older than Bob" names two)
    apart = [Different(said_of, too, part.line, part.column)] if said_of is not None and said_of.mentions() else []
    return apart + _predicate_statements(too, predicate, previous)


_BE_FORMS = frozenset("is was are were".split())


def _the_two_compared(previous: Part | None) -> tuple[Phrase, Phrase] | None:
    """The two things a comparison or order names, its subject and the one it is compared with
    ("The agate turned up the day after the quartz"), or None."""
    predicate = previous.predicate if previous is not None and previous.kind == "predicated" else None
    if previous is None or predicate is None or predicate.kind != "relation" or predicate.negated \
            or predicate.relation is None or predicate.relation.other is None or predicate.relation.second is not None:
        return None
    subject = previous.subject
    if subject is None or len(subject.mentions()) != 1 or len(predicate.relation.other.mentions()) != 1:
        return None
    return subject, predicate.relation.other


def _nor_said_of_the_subject(previous: Part, part: Part) -> list | None:
    """"Uncle Frank is not from Portland, nor is he from Miami", "Ann didn't buy the cat, nor did
    she buy the dog": a second denial of the subject, named by a pronoun of its sex ("he", "she",
    "it"); None for any other words after "nor" ("nor did Jon")."""
    words = part.phrase.words
    subject = previous.subject if previous.kind == "predicated" else None
    if len(words) < 3 or words[0].text.lower() not in _AUXILIARIES \
            or words[1].text.lower() not in ("he", "she", "it") or subject is None or not subject.mentions() \
            or _sex_conflict(words[1], subject):
        return None
    rest = Phrase(words[2:], part.phrase.line)
    if len(rest.mentions()) != 1:
        return None
    # "Celia's drink was not the tea, nor was it the coffee": the tea is no coffee, so "it" is
    # the drink (as in _denied_again)
    identities = words[1].text.lower() == "it" and _owned_subject(subject) and _is_identity(rest) \
        and bool(_objects(previous)) and all(_is_identity(phrase) for phrase in _objects(previous))
    if not identities and not all(_no_one_for(words[1], phrase) for phrase in _objects(previous)):
        return None  # "Ann didn't marry the baker, nor did he ...": the baker, or Ann?
    return [_denied(subject, rest, part)]


def _no_one_for(pronoun: Word, phrase: Phrase) -> bool:
    """Whether ``pronoun`` cannot mean what ``phrase`` names: a number or an amount ("is not
    25"), a place or time after its preposition ("from Portland", "at 9pm"), or a person of the
    other sex by title or noun."""
    mentions = phrase.mentions()
    if not mentions or all(mention.kind in ("NUMBER", "AMOUNT") for mention in mentions):
        return True
    before = phrase.words[:phrase.words.index(mentions[0])]
    return bool(before) and before[0].text.lower() in _PLACE_PREPOSITIONS or _sex_conflict(pronoun, phrase)


_PLACE_PREPOSITIONS = frozenset("from in at on to during".split())
_AGENT_ENDINGS = ("er", "or", "ist", "ian", "fan", "one", "person")


def _bare_name(phrase: Phrase) -> bool:
    """Whether ``phrase`` only names one thing, with at most an article and a noun before it:
    "Iowa", "house 4", "the milk" (the last alternative of "Dave lives in house 2 or house 4")."""
    words = phrase.words
    mentions = phrase.mentions()
    if len(mentions) != 1:
        return False
    position = words.index(mentions[0])
    before, after = words[:position], words[position + 1:]
    # "the tea drinker", "the cat owner": an article, the name and the noun of who has it
    described = words[0].text.lower() in ("the", "a", "an") and len(after) == 1 \
        and after[0].text.lower().endswith(_AGENT_ENDINGS) and len(before) <= 2
    # "do" and "have" bare before the thing are verbs of their own ("doesn't play football or
    # do art"), where "does art", "is 20" after "or" would start a clause
    own_verb = [index for index, word in enumerate(before) if index == 0 and word.text.lower() in ("do", "have")]
    return (not after or described) and len(before) <= 2 \
        and all(word.kind == "WORD" and word.text.islower()
                and (word.text.lower() not in _AUXILIARIES or index in own_verb)
                for index, word in enumerate(before + after))


def _is_clause(phrase: Phrase) -> bool:
    """Whether ``phrase`` reads as a sentence of its own: a name with no article before it, a
    word after it (its verb), and one more name ("Ada ran for the Jets"; not "the Jets runner
    who finished first", a thing named by two values)."""
    words = phrase.words
    mentions = phrase.mentions()
    return len(mentions) == 2 and len(words) >= 3 and words[0] is mentions[0] and words[1].kind == "WORD" \
        and words[1].text.lower() not in _PREPOSITIONS_AFTER_DENIAL and not words[0].text.lower().endswith("'s")


def _reject_unknown_names(phrase: Phrase) -> None:
    """A capitalised word inside a phrase that names too little ("Anne drives the Ford") is
    reported as the unknown name it probably is."""
    for position, word in enumerate(phrase.words):
        if position == 0 and word.text.lower() in SENTENCE_STARTERS:
            continue
        if word.kind == "WORD" and word.text[:1].isupper() and word.text != "I":
            raise AssemblyError(word.column, f"'{word.text}' is not a name in any category")


def _names_a_subject(phrase: Phrase) -> bool:
    """A one-name part like "and Jenny" after a clause starts a new subject, not a property."""
    first = phrase.words[0]
    return first in phrase.mentions() and first.text[:1].isupper()


def _said_of_sex(phrase: Phrase) -> tuple[Phrase, Phrase] | None:
    """"Indi's instructor is a man" split into the one named and "a man"; None for any other
    phrase."""
    words = phrase.words
    if len(words) < 4 or words[-1].text.lower() not in GENDER_NOUNS or words[-2].text.lower() not in ("a", "an") \
            or words[-3].text.lower() not in ("is", "was"):
        return None
    head = Phrase(words[:-3], phrase.line)
    return (head, Phrase(words[-2:], phrase.line)) if len(head.mentions()) == 1 else None


def _count(phrase: Phrase) -> str:
    return "nothing from the categories" if not phrase.mentions() else "only one thing"


def _unexpected(part: Part) -> str:
    described = {"different": "'different' must end a list of things ('A, B and C are all different')",
                 "count": "'there are ... between' must be followed by 'and' and a second thing",
                 "pair_intro": "'Of A and B' must be followed by 'one ... and the other ...'",
                 "one": "'one ...' must follow 'Of A and B,'",
                 "other": "'the other ...' must follow 'Of A and B, one ...' or 'Either A or B ...'"}
    return described.get(part.kind, "I could not fit this part of the sentence into a clue")


def _require_subject(subject: Phrase | None, predicate: Predicate) -> Phrase:
    if subject is None or not subject.mentions():
        capitalised = [word for word in subject.words[:1] + subject.words[1:] if word.text[:1].isupper()] \
            if subject is not None else []
        if capitalised and capitalised[0].text.lower() not in ("the", "a", "an"):
            raise AssemblyError(capitalised[0].column, f"'{capitalised[0].text}' is not a name in any category")
        if subject is None or not subject.words:
            raise AssemblyError(subject.column if subject else predicate.column,
                                "I cannot tell what this is said of; name it")
        raise AssemblyError(subject.column, f"'{subject.text}' does not name anything this can be said of")
    return subject


def _predicate_statements(subject: Phrase | None, predicate: Predicate, part: Part) -> list:
    kind = predicate.kind
    if kind == "negation":
        subject = _require_subject(subject, predicate)
        if len(predicate.phrases) > 1 and not all(_is_noun_phrase(phrase) or _bare_name(phrase)
                                                  for phrase in predicate.phrases[1:]):
            # "Ann does not own the cat or Bob owns the dog", "is not Ann or is 20": not a list
            # of things denied
            raise AssemblyError(predicate.phrases[1].column, "I cannot tell whether 'not' reaches past 'or' "
                                                             "here; write the alternatives in full")
        if len(predicate.phrases) > 1 and len(predicate.phrases[0].mentions()) > 1:
            # "didn't sing the Aria at 8:00pm or 8:30pm": the Aria at either time?
            raise AssemblyError(predicate.phrases[1].column, "I cannot tell what the alternative after 'or' "
                                                             "replaces; write the alternatives in full")
        return [_denied(subject, phrase, part) for phrase in predicate.phrases]
    if kind == "cleft_not":
        (phrase,) = predicate.phrases
        if len(phrase.mentions()) != 2:
            raise AssemblyError(part.column, "'it was not X who ...' must name exactly two things")
        return [Not(SameEntity((phrase,), part.line, part.column), part.line, part.column, whole=True)]
    if kind == "at_end":
        statement = AtEnd(_require_subject(subject, predicate), _end_nouns(predicate), part.line, part.column)
        return [Not(statement, part.line, part.column) if predicate.negated else statement]
    if kind == "relation" and predicate.relation is not None and predicate.relation.kind == "between":
        if predicate.negated:
            raise AssemblyError(predicate.relation.column, "'not between' leaves open which side; say "
                                                           "'before both' or 'after both'")
        return between_statements(_require_subject(subject, predicate), predicate.relation)
    if kind == "relation" and predicate.relation is not None and predicate.relation.named is not None \
            and predicate.negated:
        # "Ana didn't sing the Aria before Bea": not (the Aria and before Bea)
        subject = _require_subject(subject, predicate)
        named = predicate.relation.named
        if len(subject.mentions()) > 1 or _describes(named):
            raise AssemblyError(named.column, f"I cannot tell whether '{named.text}' is denied or taken as "
                                              "true here; say it in a sentence of its own")
        relation = replace(predicate.relation, named=None)
        both = (SameEntity((subject, named), part.line, part.column), relation_statement(subject, relation))
        return [Not(both, part.line, part.column)]
    if kind == "relation" and predicate.relation is not None:
        statement = relation_statement(_require_subject(subject, predicate), predicate.relation)
        return [Not(statement, part.line, part.column) if predicate.negated else statement]
    alternatives = predicate.phrases
    if predicate.or_tail and subject is not None:
        # "Ann went to neither Dover nor Ely or Hull"
        raise AssemblyError(predicate.or_tail[0].column, "'or' after 'neither ... nor ...': say 'neither A, B nor C'")
    if subject is not None:
        if predicate.relation is not None or not subject.mentions():
            _require_subject(subject, predicate)
            raise AssemblyError(predicate.column, "I could not tell what the alternatives are compared with")
        if len({len(alternative.mentions()) for alternative in alternatives}) > 1:
            # "sang either the Aria or the Dirge at 8:00pm": at 8:00pm either way, or the Dirge only?
            raise AssemblyError(alternatives[-1].column, "I cannot tell whether the end of the last alternative "
                                                         "goes with every alternative; write them in full")
        if kind == "neither":
            denied = [_denied(subject, _with_verb(subject, alternative), part) for alternative in alternatives]
            if subject.words[-1].text.lower() != "by":
                return denied
            # "The hut was visited by neither Paloma nor the cherry eater": the doers, two
            # different things, as in "Neither A nor B visited the hut"
            doers = Different(alternatives[0], alternatives[1], part.line, part.column) if len(alternatives) == 2 \
                else AllDifferent(alternatives, part.line, part.column)
            return [doers, *denied]
        options = tuple(SameEntity((subject, _with_verb(subject, alternative)), part.line, part.column)
                        for alternative in alternatives)
        return [EitherOr(options, kind == "either", part.line, part.column)]
    if predicate.relation is not None:
        if any(len(alternative.mentions()) > 1 and not _names_one_thing(alternative) for alternative in alternatives):
            # "Either Ana or Bea sang the Aria after Cat": whoever sang the Aria, or Bea?
            raise AssemblyError(part.column, "I cannot tell what is said of each alternative here; write "
                                             "'Either Ana sang the Aria after Cat or Bea did', or two clues")
        options = tuple(relation_statement(alternative, predicate.relation) for alternative in alternatives)
    elif kind == "or" and len(alternatives[0].mentions()) == 2 and all(map(_bare_name, alternatives[1:])):
        # "Hal is from Utah or Iowa", "The cat owner is Bo, Cy or Di": the alternatives are the
        # last name of the first side and the others
        first = alternatives[0]
        cut = first.words.index(first.mentions()[-1])
        said_of = Phrase(first.words[:cut], first.line)
        options = (SameEntity((first,), part.line, part.column),
                   *(SameEntity((said_of, _with_verb(said_of, alternative)), part.line, part.column)
                     for alternative in alternatives[1:]))
    elif kind != "neither" and all(_is_clause(alternative) for alternative in alternatives):
        # "Either Ada ran for the Jets or Cal ran for the Owls": two sentences. Read as "at least
        # one", which holds whether the writer meant one or the other or both.
        options = tuple(SameEntity((alternative,), part.line, part.column) for alternative in alternatives)
        return [EitherOr(options, False, part.line, part.column)]
    else:
        if any(len(alternative.mentions()) > 1 and not only_names(alternative) for alternative in alternatives[:-1]):
            # "The cat owner drinks tea or Bob owns the dog": a thing named by two values, or a
            # sentence? (all sentences opening with a name are read above)
            raise AssemblyError(part.column, "I cannot tell whether the alternatives are things or whole "
                                             "sentences; write 'Either A or B is C', or each sentence in full")
        last, said = split_tail(alternatives[-1])
        alternatives = alternatives[:-1] + (last,)
        options = tuple(SameEntity((alternative, said_of), part.line, part.column) for alternative in alternatives
                        for said_of in _said_of_each(said, predicate.or_tail))
    if kind == "neither":
        # Puzzle books mean "Neither A nor B is C" of three different things: A is not B either.
        apart = [Different(alternatives[0], alternatives[1], part.line, part.column)] if len(alternatives) == 2 \
            else [AllDifferent(alternatives, part.line, part.column)]
        return apart + [
            Not(option, part.line, part.column) if not isinstance(option, SameEntity)
            else _denied(option.phrases[0], option.phrases[1], part)
            for option in options]
    return [EitherOr(options, kind == "either", part.line, part.column)]


def _with_verb(subject: Phrase, alternative: Phrase) -> Phrase:
    """A place alone as an alternative ("Imani sang either first or fourth"), with the subject's
    verb before it, as "Imani sang fourth" has it: the verb says which order the place is in."""
    last = subject.words[-1]
    if len(alternative.words) == 1 and alternative.words[0].kind == "ORDINAL" and last.kind == "WORD" \
            and last.text.isalpha() and last.text.islower():
        return Phrase((last, *alternative.words), alternative.line)
    return alternative


def _said_of_each(said: Phrase, tail: tuple[Phrase, ...]) -> list[Phrase]:
    """What "Neither A nor B *went to X or Y*" denies of each: "went to X", "went to Y" (the
    one name of the verb phrase, then each bare name after "or" in its place)."""
    if not tail:
        return [said]
    mentions = said.mentions()
    if len(mentions) != 1 or said.words[-1] is not mentions[0] or not all(map(_bare_name, tail)):
        raise AssemblyError(tail[-1].column, "I cannot tell what each thing after 'or' stands in for; say "
                                             "'neither ... nor ...' once for each")
    return [said, *(Phrase(said.words[:-1] + alternative.words, said.line) for alternative in tail)]


def _denied(subject: Phrase, phrase: Phrase, part: Part):
    """"``subject`` is not / did not ``phrase``": a thing ``phrase`` describes ("the pilot from
    Ely", "is the 30-year-old pilot") is one the subject is not; what ``phrase`` says with two
    names or more ("go to Dover in March", "a pilot from Ely") is not all true of the subject."""
    if len(phrase.mentions()) < 2 or _describes(phrase) or _names_one_thing(phrase):
        # (and not "Ann Fenton's dog", "belong to Ann Fenton": one person named in parts)
        return Different(subject, phrase, part.line, part.column)
    if len(subject.mentions()) > 1:
        raise AssemblyError(phrase.column, f"I cannot tell whether '{subject.text}' is described or denied "
                                           "here; say it in two sentences")
    return Not(SameEntity((subject, phrase), part.line, part.column), part.line, part.column)


def _describes(phrase: Phrase) -> bool:
    """Whether ``phrase`` (after any copula) is a definite description, "the ...": a thing the
    clue takes to exist ("isn't the pilot from Ely": the pilot is from Ely)."""
    words = [word.text.lower() for word in phrase.words]
    while words and words[0] in COPULAS:
        words = words[1:]
    return bool(words) and words[0] == "the"


def _end_nouns(predicate: Predicate) -> tuple[str, ...]:
    """The words around "at one end" ("didn't *finish* at either end *of the street*"); a name
    there is not understood, so it is an error."""
    for phrase in predicate.phrases:
        if phrase.mentions():
            raise AssemblyError(phrase.column, f"I do not know what '{phrase.text}' adds to 'at one of the ends'")
    return tuple(word.text.lower() for phrase in predicate.phrases for word in phrase.words)


def between_statements(subject: Phrase, relation: Relation) -> list:
    """"X is between A and B": after exactly one of A and B, and neither of them (so before the
    other); "directly between": next to both, and A and B are different. Ends that are bare
    amounts ("between $20 and $30") are refused: is each end included?"""
    first, second = relation.other, relation.second
    if first is None or second is None:
        raise AssemblyError(relation.column, "'between' needs two things ('between Carol and Dave')")
    for end in (first, second):
        if end.words and all(word.kind == "NUMBER" for word in end.words):
            raise AssemblyError(end.column, "between two amounts, is each end included? Say 'more than "
                                            "$20 and less than $30' or 'no less than $20 and no more than $30'")
    line, column = relation.line, relation.column
    if relation.compared.immediate:
        return [NextTo(subject, first, 0, relation.nouns, line, column),
                NextTo(subject, second, 0, relation.nouns, line, column), Different(first, second, line, column)]
    after = [Comparing(subject, end, relation.compared, line, column) for end in (first, second)]
    return [EitherOr(tuple(after), True, line, column),
            Different(subject, first, line, column), Different(subject, second, line, column)]


def relation_statement(subject: Phrase, relation: Relation):
    """The statement "``subject`` <relation> ``relation.other``" (next to, before, 2 days longer ...)."""
    if relation.kind == "between":
        raise AssemblyError(relation.column, "I can read 'between' only said of one thing ('X lives between "
                                             "A and B')")
    if relation.kind == "next_to":
        if relation.other is None:
            raise AssemblyError(relation.column,
                                "'each other' needs two things before it ('A and B are next to each other')")
        if relation.comparison is not None and relation.comparison.amount:
            return _away(subject, relation)
        return NextTo(subject, relation.other, 0, relation.nouns, relation.line, relation.column)
    if relation.named is not None:
        # "paid more for the lamp than Ms. Yu": is the lamp the subject's, or the other's too?
        raise AssemblyError(relation.named.column, f"I cannot tell what '{relation.named.text}' says inside the "
                                                   "comparison (of the subject, or of both?); say it in a "
                                                   "sentence of its own")
    comparison = relation.compared
    if relation.nouns:
        comparison = replace(comparison, nouns=comparison.nouns + relation.nouns)
    if relation.kind == "extreme":
        return Extreme(subject, comparison, relation.line, relation.column)
    if relation.other is None:
        raise AssemblyError(relation.column, "I cannot tell what this compares with")
    other = relation.other
    if any(word.text.lower() in _RELATIVE_PRONOUNS for word in subject.words) and len(other.mentions()) > 1 \
            and other.words[0] is other.mentions()[0] and len(other.words) > 1 and other.words[1].kind == "WORD":
        # "The person who went to Dover before Bob went in March": whose is "went in March"?
        raise AssemblyError(other.words[1].column, f"I cannot tell whether '{other.words[1].text}' goes with "
                                                   f"'{other.words[0].text}' or with the subject; say it in two "
                                                   "sentences")
    if len(other.mentions()) > 1 and other.words[0] is other.mentions()[0] and len(other.words) > 1 \
            and other.words[1].text.lower() in _PREPOSITIONS_AFTER_DENIAL | {"to"}:
        # "7 points more than Bea in math": Bea's subject, or the subject's?
        raise AssemblyError(other.words[1].column, f"I cannot tell whether '{Phrase(other.words[1:], other.line).text}'"
                                                   " goes with the subject or with the one compared with; say it "
                                                   "in a sentence of its own")
    return Comparing(subject, other, comparison, relation.line, relation.column)
