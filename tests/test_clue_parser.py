"""Clue sentences -> logic-grid facts, family by family, and the errors for bad sentences."""

from __future__ import annotations

from pathlib import Path

import pytest

from pylogic.clues.compiler import compile_clues
from pylogic.errors import InputErrors
from relation_text import show

HEADER = """\
person : Ann, Bob, Kim, Lou, Tom.
job : pilot, doctor, baker, dentist, chemist.
pet : cat, dog, bees, fox, zebra.
car : Ford, Fiat, Jeep, Dodge, Kia.
color : red, blue, green, white, black.
house : 1, 2, 3, 4, 5.
year : 2008, 2009, 2010, 2011, 2012.
price : $10, $20, $30, $40, $50.
flight : 9:00am, 10:00am, 11:00am, 12:00pm, 1:00pm.
word outranks = less house.
"""


@pytest.fixture
def puzzles_dir() -> Path:
    return Path(__file__).resolve().parents[1] / "puzzles"



def relations(sentence: str, header: str = HEADER) -> list[str]:
    compiled = compile_clues(header + "\n1. " + sentence + "\n")
    return [show(relation) for relation in compiled.clues[0].relations]


def errors(text: str) -> list:
    with pytest.raises(InputErrors) as caught:
        compile_clues(text, "test.clues")
    return caught.value.errors


CASES = [
    # identity
    ("Ann is the pilot.", ["same(person:Ann,job:pilot)"]),
    ("The person who keeps bees is the baker.", ["same(pet:bees,job:baker)"]),
    ("Bob drives the Ford.", ["same(person:Bob,car:Ford)"]),
    ("The pilot's car is red.", ["same(job:pilot,color:red)"]),
    ("the DOCTOR owns the ZEBRA", ["same(job:doctor,pet:zebra)"]),
    ("Kim owns the Fiat and lives in the blue house.", ["same(person:Kim,car:Fiat)", "same(person:Kim,color:blue)"]),
    ("The dentist who owns the dog drives the Kia.", ["same(job:dentist,pet:dog)", "same(job:dentist,car:Kia)"]),
    ("The Jeep was made in 2010.", ["same(car:Jeep,year:2010)"]),
    ("The $30 ticket belongs to Lou.", ["same(price:$30,person:Lou)"]),
    ("The 11:00am flight is the chemist's.", ["same(flight:11:00am,job:chemist)"]),
    # negation
    ("The baker doesn't own the cat.", ["different(job:baker,pet:cat)"]),
    ("Ann is not the pilot.", ["different(person:Ann,job:pilot)"]),
    ("Bob never drives the Jeep.", ["different(person:Bob,car:Jeep)"]),
    ("The Kia isn't white.", ["different(car:Kia,color:white)"]),
    ("Neither Tom nor the pilot lives in the blue house.",
     ["different(person:Tom,job:pilot)", "different(person:Tom,color:blue)", "different(job:pilot,color:blue)"]),
    ("Lou is neither the doctor nor the dentist.",
     ["different(person:Lou,job:doctor)", "different(person:Lou,job:dentist)"]),
    ("Kim owns the fox but is not the baker.", ["same(person:Kim,pet:fox)", "different(person:Kim,job:baker)"]),
    # alternatives
    ("The cat owner is either Ann or the doctor.",
     ["one_of([same(pet:cat,person:Ann),same(pet:cat,job:doctor)])"]),
    ("Either the 2009 car or the Ford is red.",
     ["one_of([same(year:2009,color:red),same(car:Ford,color:red)])"]),
    ("The pilot has either a dog or a cat.",
     ["one_of([same(job:pilot,pet:dog),same(job:pilot,pet:cat)])"]),
    ("Ann or Bob owns the fox.", ["any_of([same(person:Ann,pet:fox),same(person:Bob,pet:fox)])"]),
    # pairs
    ("Of the red car and Bob's car, one is a Ford and the other was made in 2010.",
     ["pair(color:red,person:Bob,car:Ford,year:2010)"]),
    ("Either the dentist or Kim was born in 2008 – the other one was born in 2011.",
     ["pair(job:dentist,person:Kim,year:2008,year:2011)"]),
    # all different
    ("The Ford, the red car and Bob's car are three different cars.",
     ["all_different([car:Ford,color:red,person:Bob])"]),
    ("The four finalists were Ann, the chemist, the fox owner and Lou.",
     ["all_different([person:Ann,job:chemist,pet:fox,person:Lou])"]),
    ("Ann, the Jeep owner and the baker are all different.",
     ["all_different([person:Ann,car:Jeep,job:baker])"]),
    # ordering, any distance (bound to a category by noun)
    ("Ann's house is somewhere to the left of the pilot's house.", ["less(person:Ann,job:pilot,house)"]),
    ("Ann has a later flight than the pilot.", ["less(job:pilot,person:Ann,flight)"]),
    ("The Ford has a smaller price than the Fiat.", ["less(car:Ford,car:Fiat,price)"]),
    ("The dentist outranks Kim.", ["less(job:dentist,person:Kim,house)"]),
    # exact offsets with units
    ("Bob's flight leaves 2 hours later than Kim's flight.", ["offset(person:Bob,person:Kim,flight,120)"]),
    ("Ann paid $20 less than the pilot.", ["offset(person:Ann,job:pilot,price,-20)"]),
    ("The Jeep was made 1 year before the Kia.", ["offset(car:Jeep,car:Kia,year,-1)"]),
    ("Kim's house is directly left of Lou's house.", ["offset(person:Kim,person:Lou,house,-1)"]),
    ("The green house is immediately to the right of the white house.", ["offset(color:green,color:white,house,1)"]),
    # adjacency and gaps
    ("Ann's house is next to Bob's house.", ["distance(person:Ann,person:Bob,house,1)"]),
    ("There is one house between Ann and the fox owner.", ["distance(person:Ann,pet:fox,house,2)"]),
    ("There are two houses between the Ford and the zebra.", ["distance(car:Ford,pet:zebra,house,3)"]),
    ("Ann and Bob live in houses next to each other.",
     ["distance(person:Ann,person:Bob,house,1)"]),
    ("The Kia is not in a house next to the dog.",
     ["different(car:Kia,pet:dog)", "not(distance(car:Kia,pet:dog,house,1))"]),
    # absolute positions
    ("Kim lives in the first house.", ["same(person:Kim,house:1)"]),
    ("Lou lives in the middle house.", ["same(person:Lou,house:3)"]),
    ("The last flight is Ann's.", ["same(flight:1:00pm,person:Ann)"]),
    ("Tom lives in a house at one of the ends.", ["any_of([same(person:Tom,house:1),same(person:Tom,house:5)])"]),
    ("The dog owner was not the second house.", ["different(pet:dog,house:2)"]),
]


@pytest.mark.parametrize("sentence, expected", CASES, ids=[case[0] for case in CASES])
def test_sentence_families(sentence, expected):
    assert relations(sentence) == expected


SEEDS = {
    "zebra.clues": {
        6: ["offset(color:green,color:ivory,house,1)"],
        9: ["same(drink:milk,house:3)"],
        11: ["distance(smoke:Chesterfield,pet:fox,house,1)"],
        14: ["same(nationality:Japanese,smoke:Parliament)"],
    },
    "researchers.clues": {
        1: ["any_of([same(researcher:Theodore,sport:javelin),same(researcher:Ainsley,sport:javelin)])"],
        2: ["same(research:hurricanes,sport:relay)"],
        4: ["pair(sport:longjump,researcher:Theodore,birth year:1933,birth year:1921)"],
        6: ["less(sport:longjump,research:wildfires,birth year)"],
        8: ["one_of([same(research:earthquakes,sport:hurdle),same(research:earthquakes,sport:javelin)])"],
    },
    "scholarships.clues": {
        3: ["offset(major:Physics,student:Carrie,scholarship,5000)"],
        4: ["offset(student:Erma,student:Carrie,scholarship,10000)"],
        5: ["less(major:English,student:Tracy,scholarship)"],
    },
    "rentals.clues": {
        1: ["all_different([customer:Vicky,pickup location:Los Altos,pickup location:Durham,car:Fiat])"],
        4: ["different(customer:Penny,duration:6 days)"],
        7: ["pair(car:Nissan,duration:2 days,pickup location:Redding,customer:Freda)"],
        9: ["offset(customer:Opal,car:Hyundai,duration,1)"],
    },
    "paintings.clues": {
        1: ["same(painter:Eilen,subject:Constable)", "different(painter:Eilen,place:4th)"],
        4: ["less(painter:Ada,subject:Taylor,place)", "less(subject:Van Gogh,painter:Vera,place)"],
    },
}


@pytest.mark.parametrize("name", sorted(SEEDS))
def test_seed_sentences_verbatim(name, puzzles_dir):
    compiled = compile_clues((puzzles_dir / name).read_text(encoding="utf-8"), name)
    by_number = {clue.number: [show(relation) for relation in clue.relations] for clue in compiled.clues}
    for number, expected in SEEDS[name].items():
        assert by_number[number] == expected


def test_every_seed_clue_is_compiled(puzzles_dir):
    counts = {"zebra.clues": 15, "researchers.clues": 10, "scholarships.clues": 5, "rentals.clues": 9,
              "paintings.clues": 4}
    for name, count in counts.items():
        compiled = compile_clues((puzzles_dir / name).read_text(encoding="utf-8"), name)
        assert [clue.number for clue in compiled.clues] == list(range(1, count + 1))
        assert all(clue.relations for clue in compiled.clues if clue.number != 1 or name != "zebra.clues")


# ---------------------------------------------------------------- errors

def test_ungrammatical_sentence_says_what_was_expected_in_words():
    (error,) = errors(HEADER + "1. Bob has a bigger price than.\n")
    assert (error.location.line, error.location.column) == (11, 31)
    assert "expected" in error.message and "a name from the categories" in error.message
    assert "__ANON" not in error.message and "_THAN" not in error.message


def test_unknown_comparative_gets_a_declaration_hint():
    (error,) = errors(HEADER + "1. Bob is wiser than Ann.\n")
    assert "found 'than'" in error.message
    assert "word wiser = more CATEGORY" in error.hint


def test_unknown_name_with_did_you_mean():
    (error,) = errors(HEADER + "1. Bob owns the cat.\n2. Anne drives the Ford.\n")
    assert (error.location.line, error.location.column) == (12, 4)
    assert "'Anne' is not a name" in error.message
    assert error.hint == "did you mean 'Ann'?"


def test_a_misspelt_titled_name_is_named_with_its_title():
    """"Mr Fenwik" for `Mr Fenwick`: the title and the name together, not the title alone."""
    (error,) = errors("players : Mrs Ashby, Mr Fenwick.\ntowns : Leeds, Hull.\nages : 30, 40.\n"
                      "1. The player from Leeds is older than Mr Fenwik.\n")
    assert "'Mr Fenwik' is not a name in any category" in error.message
    assert error.hint == "did you mean 'Mr Fenwick'?"


def test_unknown_name_inside_a_sentence():
    (error,) = errors(HEADER + "1. The pilot drives the Fjat.\n")
    assert "'Fjat' is not a name in any category" in error.message
    assert error.hint == "did you mean 'Fiat'?"


def test_all_errors_in_a_file_are_reported_together():
    found = errors(HEADER + "1. Bob is wiser than Ann.\n2. Zed owns the cat.\n3. Ann owns the dog.\n4. Kim.\n")
    assert [error.location.line for error in found] == [11, 12, 14]


def test_wrong_category_size_and_duplicate_value():
    found = errors("person : Ann, Bob, Kim.\npet : cat, dog.\ncar : Ford, Ford, Kia.\n1. Ann owns the cat.\n")
    messages = [error.message for error in found]
    assert any("'pet' has 2 values but 'person' has 3" in message for message in messages)
    assert any("'Ford' is listed twice" in message for message in messages)


def test_comparative_that_cannot_be_bound_is_an_error():
    header = "person : Ann, Bob.\nprice : $10, $20.\nweight : 30 lbs, 40 lbs.\n"
    (error,) = errors(header + "1. Ann has more than Bob.\n")
    assert "cannot tell which ordered category" in error.message


def test_left_of_binds_to_the_one_positional_category():
    assert relations("Ann is somewhere to the left of Bob.") == ["less(person:Ann,person:Bob,house)"]


def test_ambiguous_number_is_an_error_not_a_guess():
    header = "person : Ann, Bob.\nage : 20, 30.\nweight : 30, 40.\n"
    (error,) = errors(header + "1. Ann is 30.\n")
    assert "'30' could be" in error.message


def test_a_clue_naming_one_thing_is_an_error():
    (error,) = errors(HEADER + "1. Ann is happy.\n")
    assert "names only one thing" in error.message


def test_count_statement_is_checked():
    (error,) = errors(HEADER + "1. There are four houses.\n")
    assert "has 5 of each thing" in error.message


def test_plural_and_case_forms():
    assert relations("the BAKER keeps the Zebras.") == ["same(job:baker,pet:zebra)"]


def test_questions_are_parsed():
    compiled = compile_clues(HEADER + "1. Ann is the pilot.\nWho owns the zebra?\nWhat does Ann drive?\n")
    assert [question.word for question in compiled.questions] == ["who", "what"]
