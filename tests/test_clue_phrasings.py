"""Phrasings met in the generated corpus: position words when a puzzle has several ordered
categories, amounts in years, group sentences, letter-and-digit names, "One of A and B ...;
the other ...", declared words in every comparison slot, "Whose ...?" questions; and the
sentences that must stay errors."""

from __future__ import annotations

import pytest

from pylogic.clues.compiler import compile_clues
from pylogic.errors import InputErrors
from relation_text import show

RACE = """\
runner : Ann, Bob, Cid, Dee, Eve.
place : 1st, 2nd, 3rd, 4th, 5th.
country : Kenya, Japan, Chile, Italy, Spain.
age : 19, 25, 28, 33, 40.
gate : A2, B3, C1, C6, D8.
drinks : tea, milk, water, cocoa, cider.
word ahead = less place.
word older = more age.
"""

STREET = """\
person : Ann, Bob, Cid, Dee, Eve.
house : 1, 2, 3, 4, 5.
born : 1941, 1950, 1962, 1977, 1990.
graduation : 2025, 2026, 2027, 2028, 2029.
word older = less born.
word after = more graduation.
"""

HOTEL = """\
guest : Ann, Bob, Cid, Dee.
stay : 2 days, 3 days, 4 days, 7 days.
price : $110, $150, $190, $200.
arrival : June 4, June 27, July 6, July 8.
word after, sometime = more arrival.
word longer = more stay.
word more = more price.
"""

# Two positional categories (houses 1..5 and parking spaces 1st..5th): a bare position word
# could mean either, so it stays an error.
TWO_LINES = """\
person : Ann, Bob, Cid, Dee, Eve.
house : 1, 2, 3, 4, 5.
space : 1st, 2nd, 3rd, 4th, 5th.
"""

# Years of service 1..4 are a measure, not places: "second" is about the places.
SERVICE = """\
person : Ann, Bob, Cid, Dee.
place : 1st, 2nd, 3rd, 4th.
years : 1, 2, 3, 4.
"""

# Two ordered categories, neither a line of places.
NO_LINE = """\
person : Ann, Bob, Cid.
age : 20, 30, 40.
weight : 50, 60, 70.
"""



def relations(header: str, sentence: str) -> list[str]:
    compiled = compile_clues(header + "\n1. " + sentence + "\n")
    return [show(relation) for relation in compiled.clues[0].relations]


def error_messages(header: str, sentence: str) -> list[str]:
    with pytest.raises(InputErrors) as caught:
        compile_clues(header + "\n1. " + sentence + "\n", "test.clues")
    return [error.message for error in caught.value.errors]


CASES = [
    # position words bind to the one positional category (places), not to ages
    (RACE, "Ann came second.", ["same(runner:Ann,place:2nd)"]),
    (RACE, "Bob finished last.", ["same(runner:Bob,place:5th)"]),
    (RACE, "The runner who finished first is from Kenya.", ["same(place:1st,country:Kenya)"]),
    (RACE, "The runner from Chile came in the middle.", ["same(country:Chile,place:3rd)"]),
    (RACE, "The runner who came fourth wasn't Eve.", ["different(place:4th,runner:Eve)"]),
    (RACE, "Ann and the runner from Japan finished next to each other.",
     ["distance(runner:Ann,country:Japan,place,1)"]),
    (RACE, "There was one runner between Ann and the 40-year-old.", ["distance(runner:Ann,age:40,place,2)"]),
    (RACE, "There were two places between Bob and Cid.", ["distance(runner:Bob,runner:Cid,place,3)"]),
    (RACE, "Cid finished at one of the ends.", ["any_of([same(runner:Cid,place:1st),same(runner:Cid,place:5th)])"]),
    (STREET, "Ann lives in a house at one end of the street.",
     ["any_of([same(person:Ann,house:1),same(person:Ann,house:5)])"]),
    (RACE, "Dee didn't finish at either end of the field.",
     ["not(any_of([same(runner:Dee,place:1st),same(runner:Dee,place:5th)]))"]),
    (STREET, "Ann lives to the left of Bob.", ["less(person:Ann,person:Bob,house)"]),
    (STREET, "Cid lives directly left of the person born in 1950.", ["offset(person:Cid,born:1950,house,-1)"]),
    (STREET, "Dee lives next to Eve.", ["distance(person:Dee,person:Eve,house,1)"]),
    (STREET, "Eve lives in the second house.", ["same(person:Eve,house:2)"]),
    (TWO_LINES, "There is one house between Ann and Bob.", ["distance(person:Ann,person:Bob,house,2)"]),
    (TWO_LINES, "Ann parked in the second space.", ["same(person:Ann,space:2nd)"]),
    (SERVICE, "Ann came second.", ["same(person:Ann,place:2nd)"]),
    (SERVICE, "Bob finished next to Cid.", ["distance(person:Bob,person:Cid,place,1)"]),
    (SERVICE, "Dee has served 2 years longer than Ann.", ["offset(person:Dee,person:Ann,years,2)"]),
    # an amount in years on a category of calendar years or ages
    (STREET, "Ann graduates 3 years after Bob.", ["offset(person:Ann,person:Bob,graduation,3)"]),
    (STREET, "Ann is 12 years older than Bob.", ["offset(person:Ann,person:Bob,born,-12)"]),
    (STREET, "The person born in 1990 graduates 1 year after Cid.", ["offset(born:1990,person:Cid,graduation,1)"]),
    (RACE, "The runner from Spain is 6 years older than Dee.", ["offset(country:Spain,runner:Dee,age,6)"]),
    (RACE, "Eve is 33 years old.", ["same(runner:Eve,age:33)"]),
    # declared words in every comparison slot, and before built-in words
    (RACE, "Ann finished somewhere ahead of Bob.", ["less(runner:Ann,runner:Bob,place)"]),
    (RACE, "Ann finished just ahead of the runner from Italy.", ["offset(runner:Ann,country:Italy,place,-1)"]),
    (RACE, "Ann finished ahead of Bob.", ["less(runner:Ann,runner:Bob,place)"]),
    (HOTEL, "Ann arrived 9 days after Bob.", ["offset(guest:Ann,guest:Bob,arrival,9)"]),
    (HOTEL, "Ann arrived after the guest who stayed 3 days.", ["less(stay:3 days,guest:Ann,arrival)"]),
    (HOTEL, "Cid stayed 2 days longer than Dee.", ["offset(guest:Cid,guest:Dee,stay,2)"]),
    (HOTEL, "Dee paid $40 more than Ann.", ["offset(guest:Dee,guest:Ann,price,40)"]),
    # group sentences: "The N things were A, B, ... and Z"
    (RACE, "The five runners were Ann, the runner from Japan, the 40-year-old, Dee and the runner at gate C1.",
     ["all_different([runner:Ann,country:Japan,age:40,runner:Dee,gate:C1])"]),
    (HOTEL, "The four guests are Ann, the guest who paid $110, Cid and the guest who stayed 7 days.",
     ["all_different([guest:Ann,price:$110,guest:Cid,stay:7 days])"]),
    (HOTEL, "The guest who paid $110, Ann and Bob were three different guests.",
     ["all_different([price:$110,guest:Ann,guest:Bob])"]),
    # a number written bare means the category whose values are written bare
    ("owner : Ann, Bob.\nyears : 1999, 2000.\nprices : $1500, $2000.\n", "The 2000 car is Ann's.",
     ["same(years:2000,owner:Ann)"]),
    ("owner : Ann, Bob.\nyears : 1999, 2000.\nprices : $1500, $2000.\n", "Ann's car cost $2000.",
     ["same(owner:Ann,prices:$2000)"]),
    # names made of letters and digits
    (RACE, "Ann boards at gate C1.", ["same(runner:Ann,gate:C1)"]),
    (RACE, "The runner at gate B3 is either Bob or the runner from Kenya.",
     ["one_of([same(gate:B3,runner:Bob),same(gate:B3,country:Kenya)])"]),
    (RACE, "Neither the gate A2 runner nor Dee drinks milk.",
     ["different(gate:A2,runner:Dee)", "different(gate:A2,drinks:milk)", "different(runner:Dee,drinks:milk)"]),
    # "One of A and B ...; the other ..."
    (RACE, "One of Ann and the runner from Japan came first; the other came third.",
     ["pair(runner:Ann,country:Japan,place:1st,place:3rd)"]),
    (RACE, "One of the runner at gate C6 and Bob drinks tea; the other drinks cocoa.",
     ["pair(gate:C6,runner:Bob,drinks:tea,drinks:cocoa)"]),
    (RACE, "Of Ann and the 19-year-old, one drinks water and the other drinks cider.",
     ["pair(runner:Ann,age:19,drinks:water,drinks:cider)"]),
]


@pytest.mark.parametrize("header, sentence, expected", CASES, ids=[case[1] for case in CASES])
def test_phrasing(header, sentence, expected):
    assert relations(header, sentence) == expected


ERRORS = [
    (TWO_LINES, "Ann came second.", "needs an order"),
    (TWO_LINES, "Ann lives next to Bob.", "cannot tell which ordered category"),
    (TWO_LINES, "Ann is somewhere to the left of Bob.", "cannot tell which ordered category"),
    (TWO_LINES, "Ann lives at one of the ends.", "cannot tell which ordered category"),
    (NO_LINE, "Ann came second.", "needs an order"),
    (NO_LINE, "Ann is next to Bob.", "cannot tell which ordered category"),
    (RACE, "Ann is 3 hours older than Bob.", "cannot be measured"),
    (RACE, "The four runners were Ann, Bob, Cid, Dee and Eve.", "names only one thing"),
    (RACE, "One of Ann and Bob came first.", "'one ...' must follow"),
    (RACE, "Ann finished at one end of Bob's row.", "adds to 'at one of the ends'"),
    (RACE, "Ann boards at gate C9.", "'C9' is not a name"),
    ("person : Ann, Bob.\nage : 20, 30.\nweight : 30, 40.\n", "Ann is 30.", "could be age:30 or weight:30"),
]


@pytest.mark.parametrize("header, sentence, message", ERRORS, ids=[case[1] for case in ERRORS])
def test_phrasing_that_stays_an_error(header, sentence, message):
    messages = error_messages(header, sentence)
    assert any(message in found for found in messages), messages


def test_whose_question_answers_with_the_owner():
    from pylogic.clues.questions import answer

    header = "owner : Ann, Bob.\nmake : Audi, Fiat.\ncolour : red, white.\n"
    compiled = compile_clues(header + "1. Ann's car is the Audi.\n2. Bob's car is white.\n"
                             "Whose car is painted white?\n")
    (question,) = compiled.questions
    assert question.word == "whose"
    rows = [["Ann", "Audi", "red"], ["Bob", "Fiat", "white"]]
    assert answer(compiled, question, ["owner", "make", "colour"], rows) == "Bob"


