"""Parse one clue sentence (already cut into tokens) into parts, or a question.

The grammar file ``grammars/clues.lark`` becomes, once per process, an LALR parser that reads
token lists made by ``tokens.SentenceLexer`` (lark caches the analysed grammar between
processes). ``parse_tokens`` returns an ``ast.Sentence`` (or an ``ast.Question``); a sentence
the grammar does not accept raises ``InputError`` at the first word it cannot read, saying in
plain words what was expected there.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from functools import lru_cache

from lark import Lark, Token, Transformer
from lark.exceptions import UnexpectedInput, UnexpectedToken
from lark.lexer import Lexer

from pylogic.clues.ast import Comparison, Part, Phrase, Predicate, Question, Relation, Sentence, Word
from pylogic.clues.measures import AS_ADJECTIVES, out_verb_sense
from pylogic.clues.tokens import FACTORS
from pylogic.clues.values import NUMBER_WORDS
from pylogic.errors import InputError, SourceLocation
from pylogic.resources import grammar_path

# What each token kind is, in the words an error message uses.
TOKEN_WORDS = {
    "WORD": "a word", "VALUE": "a name from the categories", "NUMBER": "a number",
    "AMOUNT": "an amount such as '3 days'", "ORDINAL": "a position word such as 'first'",
    "SUPER": "a superlative such as 'the oldest'", "COMPARE": "a comparison such as 'bigger'",
    "OUTVERB": "a verb such as 'outscored'", "WON": "'won'", "DECLARED": "a declared word",
    "NOT": "'not'", "EITHER": "'either'", "NEITHER": "'neither'", "ONE": "'one'",
    "OTHER": "'the other'", "ORDER": "'before', 'after', 'behind' or 'to the left of'",
    "NEXT_TO": "'next to'", "EACH_OTHER": "'each other'", "AWAY_FROM": "'away from'", "AT_END": "'at one of the ends'",
    "IMMEDIATELY": "'immediately'", "SOMEWHERE": "'somewhere'", "DIFFERENT": "'different'",
    "THERE_ARE": "'there are'", "BETWEEN": "'between'", "WH": "'who' or 'what'",
    "ALL_OTHERS": "'all the others'", "BOTH": "'both'", "NOBODY": "'nobody'",
    "STORY": "a relative clause", "FALSE_THAT": "'it is false that'", "CLEFT": "'it was'",
    "LOGIC": "a word that changes the meaning", "ONLY": "'only'",
    "COMMA": "a comma", "AND": "'and'", "DASH": "a dash", "_OR": "'or'", "_NOR": "'nor'",
    "_LIST_COMMA": "a comma in a list of alternatives", "BOTH_AND": "'and' after 'both'",
    "BETWEEN_AND": "'and' after 'between'",
    "_THAN": "'than'", "_OF": "'of'", "_BY": "'by'", "$END": "the end of the sentence",
}


class _TokenListLexer(Lexer):
    """Hands the parser the tokens the SentenceLexer already made."""

    def __init__(self, lexer_conf) -> None:
        pass

    def lex(self, lexer_state, parser_state=None):
        # lark passes what it was given to parse: here, the token list itself
        yield from lexer_state


GRAMMAR = "clues.lark"


@lru_cache(maxsize=1)
def clue_parser() -> Lark:
    """The LALR parser for clue sentences, once per process. lark keeps the analysed grammar
    in its cache file (in the temporary folder, keyed by the grammar text and lark's version),
    so a later process loads it instead of analysing the grammar again."""
    grammar = grammar_path(GRAMMAR).read_text(encoding="utf-8")
    return Lark(grammar, parser="lalr", lexer=_TokenListLexer, cache=True)


def _phrase_of(tokens) -> Phrase:
    return Phrase(tuple(Word(token.type, str(token), token.column) for token in tokens), tokens[0].line)


class ClueTransformer(Transformer):
    """Builds ``ast`` parts from a parse tree; ``declared`` maps declared words to directions."""

    def __init__(self, declared: dict[str, str]) -> None:
        super().__init__()
        self.declared_directions = declared

    def phrase(self, tokens):
        return _phrase_of(tokens)

    def sentence(self, children):
        negated = isinstance(children[0], Token) and children[0].type == "FALSE_THAT"
        parts = tuple(child for child in children if isinstance(child, Part))
        separators = tuple(child for child in children if isinstance(child, str) and not isinstance(child, Token))
        return Sentence(parts, separators, negated)

    def sep(self, tokens):
        kinds = {token.type for token in tokens}
        if "BOTH_AND" in kinds:
            return "both_and"  # "older than both Cy *and* Di"
        if any(token.type == "AND" and str(token).lower() != "and" for token in tokens):
            return "but"  # "but", "yet", "although": a clause of its own follows, never a second object
        return "and" if "AND" in kinds else "dash" if "DASH" in kinds else "comma"

    def start(self, children):
        return children[0]

    def question(self, children):
        wh, about = children
        return Question(str(wh).lower(), about, "", wh.line, wh.column)

    def plain(self, children):
        (phrase,) = children
        return Part("plain", phrase, None, (), None, phrase.line, phrase.column)

    def both(self, children):
        first, _, second = children
        return Part("both", first, None, (second,), None, first.line, first.column)

    def nobody(self, children):
        keyword, inner = children
        return Part("nobody", None, None, (), None, keyword.line, keyword.column, inner)

    def nobody_or(self, children):
        """"None of the shows that start before 11:00pm is about sports or jazz": the
        relation's object runs into the first thing named; the phrases after "or" are more."""
        keyword = children[0]
        subject = children[1] if isinstance(children[1], Phrase) else None
        relation = next(child for child in children if isinstance(child, Relation))
        alternatives = tuple(child for child in children[children.index(relation) + 1:] if isinstance(child, Phrase))
        predicate = Predicate("relation", False, alternatives, relation, relation.line, relation.column)
        return Part("nobody_or", subject, predicate, (), None, keyword.line, keyword.column)

    def predicated(self, children):
        subject = children[0] if isinstance(children[0], Phrase) else None
        predicate = children[-1]
        start = subject or predicate
        return Part("predicated", subject, predicate, (), None, predicate.line, start.column)

    def or_alternatives(self, children):
        phrases = tuple(child for child in children if isinstance(child, Phrase))
        relation = [child for child in children if not isinstance(child, Phrase)]
        first = phrases[0]
        predicate = Predicate("or", False, phrases, relation[0] if relation else None,
                              first.line, first.column)
        return Part("predicated", None, predicate, (), None, first.line, first.column)

    def negation(self, children):
        not_token, phrase = children
        return Predicate("negation", True, (phrase,), None, not_token.line, not_token.column)

    def negation_or(self, children):
        """"didn't order the red wine or the iced tea": neither of them."""
        not_token, *phrases = children
        return Predicate("negation", True, tuple(phrases), None, not_token.line, not_token.column)

    def cleft(self, children):
        """"It was Calder who made the bowl" (the same as "Calder made the bowl"); "It wasn't
        Calder who ..." denies it."""
        keyword, *rest = children
        phrase = rest[-1]
        if len(rest) == 2:
            predicate = Predicate("cleft_not", True, (phrase,), None, keyword.line, keyword.column)
            return Part("predicated", None, predicate, (), None, keyword.line, keyword.column)
        return Part("plain", phrase, None, (), None, keyword.line, keyword.column)

    def at_end(self, children):
        """"at one end", "not at one of the ends", "didn't finish at either end", "at one end of
        the street" (the words around are kept: their nouns may name the category)."""
        negated = isinstance(children[0], Token) and children[0].type == "NOT"
        around = tuple(child for child in children if isinstance(child, Phrase))
        return Predicate("at_end", negated, around, None, children[0].line, children[0].column)

    def negatable(self, children):
        negated = isinstance(children[0], Token) and children[0].type == "NOT"
        relation = children[-1]
        if len(children) > 1 and isinstance(children[-2], Phrase):
            phrase = children[-2]
            relation = replace(relation, nouns=tuple(word.text.lower() for word in phrase.words),
                               named=phrase if phrase.mentions() else relation.named)
        start = children[0]
        return Predicate("relation", negated, (), relation, relation.line,
                         start.column if negated else relation.column)

    def either(self, children):
        return self._alternatives("either", children)

    def neither(self, children):
        return self._alternatives("neither", children)

    def or_tail(self, children):
        return tuple(children)

    def _alternatives(self, kind, children):
        keyword, *rest = children
        phrases = tuple(child for child in rest if isinstance(child, Phrase))
        tail = next((child for child in rest if isinstance(child, tuple)), ())
        relation = [child for child in rest if not isinstance(child, (Phrase, tuple))]
        return Predicate(kind, False, phrases, relation[0] if relation else None, keyword.line, keyword.column,
                         tail)

    def compare(self, children):
        return self._compare("compare", children)

    def compare_all(self, children):
        return self._compare("extreme", children)

    def compare_elliptic(self, children):
        return self._compare("elliptic", children)

    def _compare(self, kind, children):
        amount = _take(children, "AMOUNT")
        word = _take(children, "COMPARE")
        phrases = [child for child in children if isinstance(child, Phrase)]
        has_other = kind == "compare"
        noun_phrase = phrases[0] if phrases and (len(phrases) == 2 or not has_other) else None
        nouns = tuple(w.text.lower() for w in noun_phrase.words) if noun_phrase else ()
        comparison = _factored(Comparison(_sense_word(str(word)), amount and str(amount), nouns))
        other = phrases[-1] if has_other else None
        if not has_other and noun_phrase is not None and noun_phrase.mentions():
            # "and older still is the cat owner": what is compared comes after the verb
            return Relation("inverted", comparison, noun_phrase, word.line, (amount or word).column)
        named = noun_phrase if noun_phrase is not None and noun_phrase.mentions() else None
        return Relation(kind, comparison, other, word.line, (amount or word).column, named=named)

    def order(self, children):
        return self._order("compare", children)

    def order_all(self, children):
        return self._order("extreme", children)

    def _order(self, kind, children):
        amount = _take(children, "AMOUNT")
        immediate = _take(children, "IMMEDIATELY") is not None
        word = _take(children, "ORDER")
        comparison = Comparison(_sense_word(str(word)), amount and str(amount), (), immediate)
        other = children[-1] if kind == "compare" else None
        return Relation(kind, comparison, other, word.line, (amount or word).column)

    def out_verb_all(self, children):
        word = children[0]
        lowered = str(word).lower()
        nouns = (lowered[3:],) if lowered.startswith("out") else ()
        return Relation("extreme", Comparison(out_verb_sense(lowered) or lowered, None, nouns, out_verb=True), None,
                        word.line, word.column)

    def won(self, children):
        """"Ann won (the contest)" with no places in a result: she beat all the others."""
        word = children[0]
        return Relation("extreme", Comparison("won", None, ()), None, word.line, word.column)

    def out_verb(self, children):
        word, phrase, *amount = children
        lowered = str(word).lower()
        # "outsold" names `jars sold`, "outscored" `scores`, when a category is so named
        nouns = (lowered[3:],) if lowered.startswith("out") else ()
        comparison = Comparison(out_verb_sense(lowered) or lowered, str(amount[0]) if amount else None, nouns,
                                out_verb=True)
        return Relation("compare", comparison, phrase, word.line, word.column)

    def between(self, children):
        """"lives somewhere between A and B", "directly between A and B"."""
        immediate = _take(children, "IMMEDIATELY") is not None
        _take(children, "SOMEWHERE")
        word = _take(children, "BETWEEN")
        first, second = (child for child in children if isinstance(child, Phrase))
        return Relation("between", Comparison("between", None, (), immediate), first, word.line, word.column,
                        second=second)

    def next_to(self, children):
        keyword, phrase = children
        return Relation("next_to", None, phrase, keyword.line, keyword.column)

    def away_from(self, children):
        amount, keyword, phrase = children
        return Relation("next_to", Comparison("away", str(amount)), phrase, keyword.line, amount.column)

    def next_to_each_other(self, children):
        keyword = children[0]
        return Relation("next_to", None, None, keyword.line, keyword.column)

    def declared(self, children):
        amount = _take(children, "AMOUNT")
        word = _take(children, "DECLARED")
        phrases = [child for child in children if isinstance(child, Phrase)]
        nouns = tuple(w.text.lower() for w in phrases[0].words) if len(phrases) == 2 else ()
        immediate = _take(children, "IMMEDIATELY") is not None
        key = str(word).lower()
        comparison = Comparison(key, amount and str(amount), nouns, immediate, key, self.declared_directions[key])
        return Relation("compare", comparison, phrases[-1], word.line, (amount or word).column)

    def different(self, children):
        keyword = _take(children, "DIFFERENT")
        before = children[0] if isinstance(children[0], Phrase) else None
        after = children[-1] if isinstance(children[-1], Phrase) and children[-1] is not before else None
        start = before or keyword
        return Part("different", before, None, (after,) if after else (), str(keyword),
                    keyword.line, start.column)

    def count(self, children):
        keyword, number, *rest = children
        phrases = [child for child in rest if isinstance(child, Phrase)]
        has_between = _take(children, "BETWEEN") is not None
        between = phrases.pop() if has_between else None
        return Part("count", between, None, tuple(phrases), str(number), keyword.line, keyword.column)

    def neither_too(self, children):
        """"..., and neither did Jon", "..., nor did Jon": what the part before denies, Jon too."""
        phrase = children[-1]  # "nor" is not kept
        start = children[0] if len(children) == 2 else phrase
        return Part("neither_too", phrase, None, (), None, start.line, start.column)

    def so_too(self, children):
        """"..., and so did Jon", "..., and so is Di": what the part before says, of Di too."""
        keyword, phrase = children
        return Part("so_too", phrase, None, (), None, keyword.line, keyword.column)

    def only_part(self, children):
        """"Only the Harrogate trip cost less than the one to Stratford" (see OnlyComparing)."""
        keyword, inner = children
        return Part("only", None, None, (), None, keyword.line, keyword.column, inner)

    def pair_intro(self, children):
        (phrase,) = children
        return Part("pair_intro", phrase, None, (), None, phrase.line, phrase.column)

    def one_part(self, children):
        return self._one_or_other("one", children)

    def other_part(self, children):
        return self._one_or_other("other", children)

    def _one_or_other(self, kind, children):
        keyword, *rest = children
        subject = rest[0] if rest and isinstance(rest[0], Phrase) else None
        predicate = rest[-1] if rest and isinstance(rest[-1], Predicate) else None
        return Part(kind, subject, predicate, (), None, keyword.line, keyword.column)


def _sense_word(text: str) -> str:
    """The word of an order or comparison phrase that has a sense: "to the left of" -> "left",
    "ahead of" -> "ahead", "more expensive" -> "more expensive"."""
    words = ["not" if word == "n't" else word for word in text.lower().split()]  # "isn't as old as"
    for word in ("left", "right", "ahead", "front"):
        if word in words:
            return word
    return " ".join(words)


def _factored(comparison: Comparison) -> Comparison:
    """"twice as old" -> the comparison "older" with the factor 2; any other as it is."""
    words = comparison.word.split()
    if len(words) < 3 or words[-2] != "as" or words[-1] not in AS_ADJECTIVES:
        return comparison
    factor = FACTORS.get(words[0]) if len(words) == 3 else (
        NUMBER_WORDS.get(words[0]) if words[1:2] == ["times"] else None)
    if factor is None:
        return comparison
    return replace(comparison, word=AS_ADJECTIVES[words[-1]], factor=Fraction(factor))


def _take(children, kind):
    return next((child for child in children if isinstance(child, Token) and child.type == kind), None)


def _expected_words(expected) -> str:
    names = sorted({TOKEN_WORDS.get(name, name.lower()) for name in expected})
    if {"a word", "a name from the categories"} <= set(names):
        names = [name for name in names if name not in ("a number", "a position word such as 'first'", "a word")]
    if len(names) > 8:
        names = names[:8] + ["..."]
    return ", ".join(names[:-1]) + (" or " if len(names) > 1 else "") + names[-1]


def _hint(tokens: list[Token], unexpected: Token) -> str | None:
    """A suggestion for a common mistake: an unknown comparative before 'than'; "on the left of"
    (right beside, or anywhere to the left?)."""
    side = str(unexpected).lower()
    if unexpected.type == "LOGIC" and side in ("on the left of", "on the right of"):
        return f"say 'immediately {side}' or 'somewhere {side}'"
    if unexpected.type == "_THAN":
        position = next((i for i, token in enumerate(tokens) if token is unexpected), 0)
        if position and tokens[position - 1].type == "WORD":
            word = str(tokens[position - 1]).lower()
            return (f"'{word}' is not a comparison I know; declare what it means: `word {word} = more "
                    f"CATEGORY` if 'X is {word} than Y' means X's number is larger, `word {word} = less "
                    f"CATEGORY` if smaller")
    return None


def parse_tokens(tokens: list[Token], declared: dict[str, str], path: str, line: int,
                 source: str):
    """The parts of a clue sentence, or a Question. Raises InputError when it does not parse."""
    try:
        tree = clue_parser().parse(tokens)
    except UnexpectedToken as error:
        token = error.token
        if token.type == "$END":
            column = tokens[-1].end_column if tokens else 1
            found = "the sentence ends"
        else:
            column = token.column
            described = TOKEN_WORDS.get(token.type, "a word")
            found = f"'{token}'" if token.type in ("WORD", "VALUE") or f"'{str(token).lower()}'" in described.lower() \
                else f"'{token}' ({described})"
            found = f"found {found}"
        message = f"I could not follow this sentence: expected {_expected_words(error.expected)}, but {found}"
        if token.type == "LOGIC":
            message = (f"I cannot read '{token}' here: it changes what the clue means, and the clue "
                       "language has no rule for it in this place")
        raise InputError(SourceLocation(path, line, column or 1), message, source_line=source,
                         hint=_hint(tokens, token)) from None
    except UnexpectedInput as error:
        raise InputError(SourceLocation(path, line, getattr(error, "column", 1)),
                         "I could not follow this sentence", source_line=source) from None
    return _transformer(tuple(sorted(declared.items()))).transform(tree)


@lru_cache(maxsize=16)
def _transformer(declared: tuple) -> ClueTransformer:
    return ClueTransformer(dict(declared))


