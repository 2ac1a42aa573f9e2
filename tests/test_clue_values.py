"""Number formats in value labels and clue sentences."""

from fractions import Fraction

import pytest

from pylogic.clues.values import Quantity, convert, integer_scale, parse_quantity

CASES = [
    ("2008", Quantity(Fraction(2008), None)),
    ("1,500", Quantity(Fraction(1500), None)),
    ("25000 USD", Quantity(Fraction(25000), "dollar")),
    ("$150", Quantity(Fraction(150), "dollar")),
    ("$1.5 million", Quantity(Fraction(1500000), "dollar")),
    ("1.5 million", Quantity(Fraction(1500000), None)),
    ("144 ft.", Quantity(Fraction(144), "foot")),
    ("144 feet", Quantity(Fraction(144), "foot")),
    ("6 days", Quantity(Fraction(6), "day")),
    ("2 day", Quantity(Fraction(2), "day")),
    ("11:30am", Quantity(Fraction(11 * 60 + 30), "time")),
    ("11:30 pm", Quantity(Fraction(23 * 60 + 30), "time")),
    ("12:00pm", Quantity(Fraction(12 * 60), "time")),
    ("12am", Quantity(Fraction(0), "time")),
    ("June 10", Quantity(Fraction(151 + 10), "date")),
    ("10 June", Quantity(Fraction(161), "date")),
    ("Jan 3rd", Quantity(Fraction(3), "date")),
    ("3rd", Quantity(Fraction(3), "ordinal")),
    ("21st", Quantity(Fraction(21), "ordinal")),
    ("five", Quantity(Fraction(5), None)),
    ("1.25", Quantity(Fraction(5, 4), None)),
]


@pytest.mark.parametrize("text, expected", CASES, ids=[case[0] for case in CASES])
def test_parse_quantity(text, expected):
    assert parse_quantity(text) == expected


@pytest.mark.parametrize("text", ["Old Gold", "Van Gogh", "", "13:00pm", "June 40", "red"])
def test_not_quantities(text):
    assert parse_quantity(text) is None


def test_convert_units():
    assert convert(Fraction(2), "hour", "time") == 120
    assert convert(Fraction(2), "week", "date") == 14
    assert convert(Fraction(3), None, "day") == 3
    assert convert(Fraction(3), "foot", "dollar") is None


def test_integer_scale():
    assert integer_scale([Fraction(3, 2), Fraction(2)]) == 10
    assert integer_scale([Fraction(5, 4)]) == 100
    assert integer_scale([Fraction(7)]) == 1
