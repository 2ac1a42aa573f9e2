"""Parse one clue sentence (already cut into tokens) into parts, or a question.

The grammar file ``grammars/clues.lark`` becomes, once per process, an LALR parser that reads
token lists made by ``tokens.SentenceLexer``; its parse tables are saved next to the grammar
(``clues.lark.parser``, rewritten by ``python -m pylogic.clues.parser``) so that a process
loads them instead of analysing the grammar again. ``parse_tokens`` returns a tuple of
``ast.Part`` (or an ``ast.Question``); a sentence the grammar does not accept raises
``InputError`` saying in plain words what was expected where.
"""

from __future__ import annotations

import pickle
from dataclasses import replace
from functools import lru_cache
from pathlib import Path

import lark
from lark import Lark, Token, Transformer
from lark.exceptions import UnexpectedInput, UnexpectedToken
from lark.lexer import Lexer

from pylogic.clues.ast import Comparison, Part, Phrase, Predicate, Question, Relation, Word
from pylogic.clues.tokens import LESS_WORDS
from pylogic.errors import InputError, SourceLocation
from pylogic.resources import grammar_path

# What each token kind is, in the words an error message uses.
TOKEN_WORDS = {
    "WORD": "a word", "VALUE": "a name from the categories", "NUMBER": "a number",
    "AMOUNT": "an amount such as '3 days'", "ORDINAL": "a position word such as 'first'",
    "COMPARE": "a comparison such as 'bigger'", "DECLARED": "a declared word",
    "NOT": "'not'", "EITHER": "'either'", "NEITHER": "'neither'", "ONE": "'one'",
    "OTHER": "'the other'", "BEFORE": "'before'", "AFTER": "'after'",
    "LEFT_OF": "'to the left of'", "RIGHT_OF": "'to the right of'", "NEXT_TO": "'next to'",
    "EACH_OTHER": "'each other'", "AT_END": "'at one of the ends'",
    "IMMEDIATELY": "'immediately'", "SOMEWHERE": "'somewhere'", "DIFFERENT": "'different'",
    "THERE_ARE": "'there are'", "BETWEEN": "'between'", "WH": "'who' or 'what'",
    "_COMMA": "a comma", "_AND": "'and'", "_DASH": "a dash", "_OR": "'or'", "_NOR": "'nor'",
    "_THAN": "'than'", "_OF": "'of'", "$END": "the end of the sentence",
}


class _TokenListLexer(Lexer):
    """Hands the parser the tokens the SentenceLexer already made."""

    def __init__(self, lexer_conf) -> None:
        pass

    def lex(self, tokens):
        yield from tokens


GRAMMAR = "clues.lark"
SAVED_PARSER = "clues.lark.parser"  # parse tables made from GRAMMAR by save_parser()


def _signature(grammar: str) -> bytes:
    """The start of a saved parser: the lark version and the very grammar text it was made from
    (compared byte for byte, so an edited grammar is never served stale tables)."""
    text = grammar.encode("utf-8")
    return f"lark-{lark.__version__} {len(text)}\n".encode() + text


def _build(grammar: str) -> Lark:
    return Lark(grammar, parser="lalr", lexer=_TokenListLexer)


@lru_cache(maxsize=1)
def clue_parser() -> Lark:
    """The LALR parser for clue sentences, once per process.

    Loaded from the parse tables saved next to the grammar when they were made from this very
    grammar text by this lark version (about 10 ms), else built from the grammar (about 100 ms).
    """
    grammar = grammar_path(GRAMMAR).read_text(encoding="utf-8")
    try:
        signature = _signature(grammar)
        with grammar_path(SAVED_PARSER).open("rb") as saved:
            if saved.read(len(signature)) == signature:
                return Lark.load(saved)
    except (OSError, EOFError, AttributeError, ImportError, pickle.UnpicklingError):
        pass  # an unreadable file: fall back to the grammar
    return _build(grammar)


def save_parser() -> Path:
    """Writes the parse tables of the grammar next to it; returns the file written.

    Run ``python -m pylogic.clues.parser`` after editing ``grammars/clues.lark``.
    """
    grammar = grammar_path(GRAMMAR).read_text(encoding="utf-8")
    target = grammar_path(SAVED_PARSER)
    with target.open("wb") as saved:
        saved.write(_signature(grammar))
        _build(grammar).save(saved)
    return target


def _phrase_of(tokens) -> Phrase:
    return Phrase(tuple(Word(token.type, str(token), token.column) for token in tokens), tokens[0].line)


class ClueTransformer(Transformer):
    """Builds ``ast`` parts from a parse tree; ``declared`` maps declared words to directions."""

    def __init__(self, declared: dict[str, str]) -> None:
        super().__init__()
        self.declared_directions = declared

    def phrase(self, tokens):
        return _phrase_of(tokens)

    def sentence(self, parts):
        return tuple(parts)

    def start(self, children):
        return children[0]

    def question(self, children):
        wh, about = children
        return Question(str(wh).lower(), about, "", wh.line, wh.column)

    def plain(self, children):
        (phrase,) = children
        return Part("plain", phrase, None, (), None, phrase.line, phrase.column)

    def predicated(self, children):
        subject = children[0] if isinstance(children[0], Phrase) else None
        predicate = children[-1]
        start = subject or predicate
        return Part("predicated", subject, predicate, (), None, predicate.line, start.column)

    def or_alternatives(self, children):
        first, second, *relation = children
        predicate = Predicate("or", False, (first, second), relation[0] if relation else None,
                              first.line, first.column)
        return Part("predicated", None, predicate, (), None, first.line, first.column)

    def negation(self, children):
        not_token, phrase = children
        return Predicate("negation", True, (phrase,), None, not_token.line, not_token.column)

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
            relation = replace(relation, nouns=tuple(word.text.lower() for word in children[-2].words))
        start = children[0]
        return Predicate("relation", negated, (), relation, relation.line,
                         start.column if negated else relation.column)

    def either(self, children):
        return self._alternatives("either", children)

    def neither(self, children):
        return self._alternatives("neither", children)

    def _alternatives(self, kind, children):
        keyword, first, second, *relation = children
        return Predicate(kind, False, (first, second), relation[0] if relation else None,
                         keyword.line, keyword.column)

    def compare(self, children):
        amount = _take(children, "AMOUNT")
        word = _take(children, "COMPARE")
        phrases = [child for child in children if isinstance(child, Phrase)]
        nouns = tuple(w.text.lower() for w in phrases[0].words) if len(phrases) == 2 else ()
        direction = "less" if str(word).lower() in LESS_WORDS else "more"
        comparison = Comparison(str(word).lower(), direction, amount and str(amount), nouns)
        return Relation("compare", comparison, phrases[-1], word.line, (amount or word).column)

    def order(self, children):
        amount = _take(children, "AMOUNT")
        immediate = _take(children, "IMMEDIATELY") is not None
        word = next(child for child in children
                    if isinstance(child, Token) and child.type in ("BEFORE", "AFTER", "LEFT_OF", "RIGHT_OF"))
        direction = "less" if word.type in ("BEFORE", "LEFT_OF") else "more"
        comparison = Comparison(str(word).lower(), direction, amount and str(amount), (), immediate)
        first = amount or word
        return Relation("compare", comparison, children[-1], word.line, first.column)

    def next_to(self, children):
        keyword, phrase = children
        return Relation("next_to", None, phrase, keyword.line, keyword.column)

    def next_to_each_other(self, children):
        keyword = children[0]
        return Relation("next_to", None, None, keyword.line, keyword.column)

    def declared(self, children):
        amount = _take(children, "AMOUNT")
        word = _take(children, "DECLARED")
        phrases = [child for child in children if isinstance(child, Phrase)]
        nouns = tuple(w.text.lower() for w in phrases[0].words) if len(phrases) == 2 else ()
        immediate = _take(children, "IMMEDIATELY") is not None
        comparison = Comparison(str(word).lower(), self.declared_directions[str(word).lower()],
                                amount and str(amount), nouns, immediate, str(word).lower())
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
    """A suggestion for a common mistake: an unknown comparative before 'than'."""
    if unexpected.type == "_THAN":
        position = next((i for i, token in enumerate(tokens) if token is unexpected), 0)
        if position and tokens[position - 1].type == "WORD":
            word = str(tokens[position - 1]).lower()
            return (f"'{word}' is not a comparison I know; use 'more', 'less', 'bigger', 'earlier' ... "
                    f"or declare it, e.g. `word {word} = more CATEGORY`")
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
            found = f"'{token}' ({TOKEN_WORDS.get(token.type, 'a word')})" if token.type not in ("WORD", "VALUE") \
                else f"'{token}'"
            found = f"found {found}"
        message = f"I could not follow this sentence: expected {_expected_words(error.expected)}, but {found}"
        raise InputError(SourceLocation(path, line, column), message, source_line=source,
                         hint=_hint(tokens, token)) from None
    except UnexpectedInput as error:
        raise InputError(SourceLocation(path, line, getattr(error, "column", 1)),
                         "I could not follow this sentence", source_line=source) from None
    return _transformer(tuple(sorted(declared.items()))).transform(tree)


@lru_cache(maxsize=16)
def _transformer(declared: tuple) -> ClueTransformer:
    return ClueTransformer(dict(declared))


if __name__ == "__main__":
    # Through the package, so that the saved tables name the lexer class by its module path
    # (pylogic.clues.parser), not __main__.
    from pylogic.clues import parser

    print(f"wrote {parser.save_parser()}")
