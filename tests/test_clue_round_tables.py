"""Seats around a round table: the last seat is next to the first, "the seat after" the last is
the first, and the words of a row (ends, sides, between, opposite, clockwise) are refused."""

import itertools

import pytest

import pylogic
from pylogic.clues.compiler import compile_clues
from pylogic.errors import InputErrors

TABLE = ("# Four knights sit at a round table in seats numbered 1 to 4\n"
         "knight : Hal, Kay, Ned, Tom.\nseat : 1, 2, 3, 4.\n\n")
ROW = "# Four knights sit in a row of seats numbered 1 to 4\nknight : Hal, Kay, Ned, Tom.\nseat : 1, 2, 3, 4.\n\n"


def _shown(relation) -> str:
    if relation.name == ":":
        return f"{relation.args[0]}:{relation.args[1]}"
    inner = ",".join(_shown(item) if hasattr(item, "name") else
                     "[" + ",".join(map(_shown, item)) + "]" if isinstance(item, list) else str(item)
                     for item in relation.args)
    return f"{relation.name}({inner})"


def relations(header: str, sentence: str) -> list[str]:
    return [_shown(relation) for clue in compile_clues(header + "1. " + sentence + "\n", "t.clues").clues
            for relation in clue.relations]


@pytest.mark.parametrize("sentence, expected", [
    ("Tom sits next to Hal.",
     ["any_of([distance(knight:Tom,knight:Hal,seat,1),distance(knight:Tom,knight:Hal,seat,3)])"]),
    ("Tom doesn't sit next to Hal.", ["different(knight:Tom,knight:Hal)",
                                      "not(any_of([distance(knight:Tom,knight:Hal,seat,1),"
                                      "distance(knight:Tom,knight:Hal,seat,3)]))"]),
    ("Tom sits two seats from Hal.", ["distance(knight:Tom,knight:Hal,seat,2)"]),  # across a table of four
    ("Tom sits in the seat after Hal.",
     ["any_of([offset(knight:Tom,knight:Hal,seat,1),offset(knight:Tom,knight:Hal,seat,-3)])"]),
    ("Tom sits in a higher-numbered seat than Hal.", ["less(knight:Hal,knight:Tom,seat)"]),
    ("Tom sits in seat 4.", ["same(knight:Tom,seat:4)"]),
])
def test_next_to_and_after_go_either_way_round(sentence, expected):
    assert relations(TABLE, sentence) == expected


def test_a_row_of_seats_keeps_its_ends():
    assert relations(ROW, "Tom sits next to Hal.") == ["distance(knight:Tom,knight:Hal,seat,1)"]
    assert relations(ROW, "Tom sits at one end.") != []


@pytest.mark.parametrize("sentence, word", [
    ("Tom sits at one end.", "end"),
    ("Tom sits between Hal and Kay.", "between"),
    ("Tom sits to the left of Hal.", "left"),
    ("Tom sits after Hal.", "Tom"),  # an order of seats with no end: refused at the clue
])
def test_the_words_of_a_row_are_refused(sentence, word):
    with pytest.raises(InputErrors) as caught:
        compile_clues(TABLE + "1. " + sentence + "\n", "t.clues")
    (error,) = caught.value.errors
    assert sentence[error.location.column - len("1. ") - 1:].startswith(word), error.message


def test_a_round_table_is_solved_as_the_brute_force_finds():
    """Hal in seat 1, Tom next to Hal but not in seat 2, Kay not next to Tom: Tom in seat 4 (next
    to seat 1 around the table), Kay in seat 2, Ned in seat 3."""
    text = TABLE + "1. Hal sits in seat 1.\n2. Tom sits next to Hal.\n3. Tom is not in seat 2.\n" \
                   "4. Kay doesn't sit next to Tom.\n"
    found = []
    for seats in itertools.permutations((1, 2, 3, 4)):
        seat = dict(zip(("Hal", "Kay", "Ned", "Tom"), seats))
        tom_beside_hal, kay_beside_tom = ((seat[a] - seat[b]) % 4 in (1, 3)
                                          for a, b in (("Tom", "Hal"), ("Kay", "Tom")))
        if seat["Hal"] == 1 and tom_beside_hal and seat["Tom"] != 2 and not kay_beside_tom:
            found.append(seat)
    assert found == [{"Hal": 1, "Kay": 2, "Ned": 3, "Tom": 4}]
    result = pylogic.solve(text)
    assert result.status == "unique"
    assert {knight: int(number) for knight, number in result.solutions[0].rows} == found[0]
