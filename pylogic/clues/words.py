"""Cut text into words the same way for value labels and for clue sentences.

A value is found in a clue by comparing words, so both sides must be cut alike: ``C++``,
``B+``, ``K-9``, ``18-6``, ``11/2025``, ``55%``, ``$1,640``, ``Mt.``, ``José`` are each one
word. A word's *key* is how it is compared: lowercase, Unicode-normalised, without an
abbreviation's full stop (``Mt.`` and ``Mt`` are one key) and without a possessive ``'s``.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

# Punctuation that stands alone in a sentence (it separates parts of a clause).
SEPARATORS = frozenset(",;:–—")
_OPENING = "\"'“‘(["
_CLOSING = "\"'”’)]!?"
_CHUNK = re.compile(r"\S+")
_POSSESSIVE = re.compile(r"^(.+?)(?:['’]s|s['’])$", re.IGNORECASE)
_DECIMAL_END = re.compile(r"\d\.\d+$")


@dataclass(frozen=True)
class RawWord:
    """A word as written (``text``), its comparison ``key``, 0-based ``offset`` in the text and
    whether it carried a possessive (``Bob's``)."""

    text: str
    key: str
    offset: int
    possessive: bool = False


def normalise(text: str) -> str:
    """NFC form without a byte-order mark (so ``é`` typed either way is one letter)."""
    return unicodedata.normalize("NFC", text).replace("\ufeff", "")


@lru_cache(maxsize=4096)
def word_key(text: str) -> str:
    """The comparison form of one word: lowercase, no abbreviation stop, curly quotes straight."""
    key = normalise(text).lower().replace("’", "'").replace("‘", "'")
    if key.endswith(".") and not _DECIMAL_END.search(key) and len(key) > 1:
        key = key.rstrip(".")
    return key


def raw_words(text: str) -> list[RawWord]:
    """The words of ``text``: split at spaces, surrounding quotes and brackets peeled off,
    a trailing comma/semicolon/colon/dash made a word of its own, possessives marked."""
    words: list[RawWord] = []
    for match in _CHUNK.finditer(text):
        chunk, start = match.group(), match.start()
        trailing: list[tuple[str, int]] = []
        while chunk and chunk[0] in _OPENING:
            chunk, start = chunk[1:], start + 1
        while chunk and (chunk[-1] in _CLOSING or chunk[-1] in SEPARATORS):
            if chunk[-1] in SEPARATORS:
                trailing.insert(0, (chunk[-1], start + len(chunk) - 1))
            chunk = chunk[:-1]
        if chunk in ("-", "--"):
            words.append(RawWord(chunk, "–", start))
        elif chunk:
            words.append(_word(chunk, start, after_name=bool(words) and words[-1].text[:1].isupper()
                               and words[-1].text.isalpha()))
        words.extend(RawWord(mark, mark if mark not in "–—" else "–", offset) for mark, offset in trailing)
    return words


def _word(chunk: str, start: int, after_name: bool = False) -> RawWord:
    if chunk[0] in SEPARATORS and len(chunk) > 1:
        chunk, start = chunk[1:], start + 1
    bare = chunk.rstrip(".") if not _DECIMAL_END.search(chunk) else chunk
    possessive = _POSSESSIVE.match(bare)
    # "Model 7B's", "Pod 5's" (after a capitalised word), not "the 1990's" (a decade) or "80's"
    if possessive and (not bare[0].isdigit() or any(char.isalpha() for char in possessive.group(1))
                       or after_name and bare.lower().endswith(("'s", "’s"))):
        base = bare[:-1] if bare.lower().endswith(("s'", "s’")) else possessive.group(1)
        return RawWord(chunk, word_key(base), start, True)
    return RawWord(chunk, word_key(chunk), start)


@lru_cache(maxsize=4096)
def label_keys(label: str) -> tuple[str, ...]:
    """The keys of a value label's words (``Mr. Bray`` -> ``('mr', 'bray')``)."""
    return tuple(word.key for word in raw_words(normalise(label)) if word.key not in (",", ";", ":"))


_CAMEL_PART = re.compile(r"[A-Z][a-z]+")


def camel_parts(text: str) -> tuple[str, ...]:
    """The lowercase words of a name written in camel case (``PhoneModel`` -> ``('phone',
    'model')``), as benchmark generators name a category in a question; () for any other word."""
    parts = _CAMEL_PART.findall(text)
    return tuple(part.lower() for part in parts) if len(parts) > 1 and "".join(parts) == text else ()
