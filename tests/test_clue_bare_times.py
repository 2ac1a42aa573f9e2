"""Times written as bare numbers: ``times : 9.15, 9.30, 9.45`` (clock readings with a full stop,
as British puzzles print them), ``times : 9, 10, 11`` (hours on the clock) and ``times : 54.18,
54.36`` (race times). None of them is minutes of the day as written, so an amount of time never
lands on the printed number ("15 minutes after 9.15" is 9.30, not 9.15 + 15); race times compare
with "faster" and "slower", and count in seconds when the opening or a clue says seconds; how
fast one reacted, started or talks is no time of the run, and is refused.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

DOTTED = "pupils : Ann, Bob, Cy.\ntimes : 9.15, 9.30, 9.45.\ninstruments : flute, harp, oboe.\n"
HOURS = "pupils : Ann, Bob, Cy.\ntimes : 9, 10, 11.\ninstruments : flute, harp, oboe.\n"
SPRINT = "runners : Ann, Bob, Cy.\ntimes : 4.38, 4.45, 4.61.\nclubs : Avon, Bath, Cray.\n"
BOBSLED = "# Three bobsleds made their runs. Match each pilot to his time in seconds.\n" \
          "pilots : Ann, Bob, Cy.\ntimes : 54.18, 54.36, 54.57.\ncountries : Italy, Norway, Spain.\n"


@pytest.mark.parametrize("header, sentence, expected", [
    (SPRINT, "Ann was faster than Bob.", ["less(runners:Ann,runners:Bob,times)"]),
    (SPRINT, "Ann ran a slower time than the Avon runner.", ["less(clubs:Avon,runners:Ann,times)"]),
    (SPRINT, "The fastest runner is from Bath.", ["same(times:4.38,clubs:Bath)"]),
    (SPRINT, "Ann's time was 0.07 more than Bob's.", ["offset(runners:Ann,runners:Bob,times,7)"]),
    (SPRINT, "Ann was 0.07 seconds slower than Bob.", ["offset(runners:Ann,runners:Bob,times,7)"]),
    (BOBSLED, "Ann's sled was 0.21 seconds faster than the Norwegian sled.",
     ["offset(pilots:Ann,countries:Norway,times,-21)"]),
    (BOBSLED, "The Italian sled posted the fastest time.", ["same(countries:Italy,times:54.18)"]),
])
def test_read(header, sentence, expected):
    assert relations(header, sentence) == expected


@pytest.mark.parametrize("header", [DOTTED, HOURS])
@pytest.mark.parametrize("sentence", ["Ann's lesson was 15 minutes after Bob's.",
                                      "Ann's lesson was an hour after Bob's."])
def test_an_amount_of_time_never_lands_on_the_printed_number(header, sentence):
    """Before, "15 minutes after" added 15 to 915 and "an hour after" 60 to 9: no value fitted,
    and the puzzle had no solution. Bare clock readings are read as the same readings with a
    colon, which say no time of day, so the sentence is refused."""
    assert refused_at(header, sentence).startswith(("15 minutes after", "an hour after"))


def test_seconds_said_nowhere_leave_a_race_time_without_a_unit():
    header = "runners : Ann, Bob, Cy.\ntimes : 4.38, 4.45, 4.61.\nclubs : Avon, Bath, Cray.\n"
    assert refused_at(header, "Ann finished 2 minutes after Bob.").startswith("2 minutes after")


@pytest.mark.parametrize("sentence, refused", [
    ("Ann reacted 0.21 seconds faster than Bob.", "0.21 seconds faster"),
    ("Ann started faster than Bob.", "faster"),
    ("Ann talks faster than Bob.", "faster"),
])
def test_how_fast_one_did_another_thing_is_refused(sentence, refused):
    """The times are of the runs: how fast one reacted, started or talks is no category here."""
    assert refused_at(BOBSLED, sentence).startswith(refused)
