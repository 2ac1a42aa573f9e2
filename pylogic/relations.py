"""The logic-grid relation vocabulary, declared once.

The clue compiler builds only these relations (``relation(name, *arguments)`` checks each one
against its signature), the independent checker (``pylogic.grid_check``) evaluates exactly
these, and ``prolog/logic_grid.pl`` implements exactly these (a test compares the lists).
Their meaning is documented in the header of ``prolog/logic_grid.pl``.

Argument kinds: ``ref`` a ``Category:Value`` term, ``refs`` a list of them, ``category`` an
ordered category's name, ``int`` an integer, ``bound`` an integer or ``inf``/``sup``, ``rel`` a
relation, ``rels`` a list of relations.
"""

from __future__ import annotations

from dataclasses import dataclass

from pylogic.terms import Compound


@dataclass(frozen=True)
class Signature:
    name: str
    arguments: tuple[str, ...]
    meaning: str


SIGNATURES: dict[str, Signature] = {signature.name: signature for signature in (
    Signature("same", ("ref", "ref"), "A and B belong to the same entity"),
    Signature("different", ("ref", "ref"), "A and B belong to different entities"),
    Signature("all_different", ("refs",), "pairwise different entities"),
    Signature("less", ("ref", "ref", "category"), "A's number in the category is less than B's"),
    Signature("offset", ("ref", "ref", "category", "int"), "A's number = B's number + K"),
    Signature("distance", ("ref", "ref", "category", "int"), "|A's number - B's number| = K"),
    Signature("difference", ("ref", "ref", "category", "bound", "bound"),
              "Low =< A's number - B's number =< High (an integer, or inf / sup: unbounded)"),
    Signature("pair", ("ref", "ref", "ref", "ref"), "of A and B (different), one is C and the other D"),
    Signature("any_of", ("rels",), "at least one relation holds"),
    Signature("one_of", ("rels",), "exactly one relation holds"),
    Signature("all_of", ("rels",), "every relation holds"),
    Signature("not", ("rel",), "the relation does not hold"),
)}


def _fits(kind: str, value: object) -> bool:
    if kind == "ref":
        return isinstance(value, Compound) and value.name == ":" and len(value.args) == 2
    if kind == "refs":
        return isinstance(value, list) and all(_fits("ref", item) for item in value)
    if kind == "category":
        return isinstance(value, str)
    if kind == "int":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == "bound":
        return value in ("inf", "sup") or (isinstance(value, int) and not isinstance(value, bool))
    if kind == "rel":
        return isinstance(value, Compound) and value.name in SIGNATURES
    return isinstance(value, list) and all(_fits("rel", item) for item in value)


def relation(name: str, *arguments: object) -> Compound:
    """The relation term ``name(arguments...)``; ValueError when it is not in the vocabulary
    or its arguments do not fit the signature."""
    signature = SIGNATURES.get(name)
    if signature is None or len(arguments) != len(signature.arguments) or not all(
            _fits(kind, value) for kind, value in zip(signature.arguments, arguments)):
        raise ValueError(f"not a relation of the vocabulary: {name}{arguments!r}")
    return Compound(name, tuple(arguments))


def is_relation(term: object) -> bool:
    """Whether ``term`` is a relation of the vocabulary with fitting arguments."""
    if not isinstance(term, Compound) or term.name not in SIGNATURES:
        return False
    signature = SIGNATURES[term.name]
    return len(term.args) == len(signature.arguments) and all(
        _fits(kind, value) for kind, value in zip(signature.arguments, term.args))
