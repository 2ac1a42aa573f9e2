"""Sentences a black-box tester found read as something they do not mean, each now read exactly
or refused:

- an amount whose unit follows the comparison ("2 more minutes than" beside hours, "80 more ounces
  of apples" beside pounds) was taken in the category's own unit;
- win-loss records named `standings` were places, the fewest wins first ("won the title" was the
  worst team), and `win-loss` counted "the most losses" as the most wins;
- a count of some games ("the most games at home", "in the playoffs"), the games played and a
  winning percentage ("above .500") were passed over as the whole record;
- "bigger", "smaller" and "shorter" compared temperatures, and "bigger" lengths of time;
- "the physician" was physics, "the economist" the economy class, "the art historian" history;
- two things named by their prices were compared on their prices ("the $21.00 tea came from
  higher up than the $26.00 tea", which a hand-written puzzle's clue-by-clue check found);
- places in a race were read as a row from the left ("second from the right" was 3rd);
- beside an order of turns, any verb placed one ("Mr. Dale ate first" where poets read in turn).
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

MEETINGS = "host : Ann, Bob, Cid, Dee.\nmeeting : budget, design, sales, review.\n" \
           "durations (hours) : 1, 2, 3, 4.\n"
APPLES = "# Four shoppers each bought apples.\nbuyer : Ann, Bob, Cid, Dee.\n" \
         "apples (pounds) : 5, 10, 15, 20.\nmarket : north, south, east, west.\n"
TEAMS = "team : Ants, Bees, Cats, Dogs.\ncoach : Avery, Blake, Casey, Drew.\n"
STANDINGS = TEAMS + "standings : 8-16, 10-14, 12-12, 14-10.\n"
WIN_LOSS = TEAMS + "win-loss : 12-12, 14-10, 16-8, 18-6.\n"
SUBJECTS = "person : Ann, Bob, Cid, Dee.\nsubject : math, art history, history, physics.\n" \
           "age : 20, 30, 40, 50.\n"
CLASSES = "person : Ann, Bob, Cid, Dee.\nclass : economy, business, first, premium.\nage : 20, 30, 40, 50.\n"
HIGHS = "city : Avon, Brent, Crewe, Derby.\nhigh : 60°F, 65°F, 70°F, 75°F.\n" \
        "day : Monday, Tuesday, Wednesday, Thursday.\n"
MEETING_LENGTHS = "host : Ann, Bob, Cid, Dee.\nmeeting : budget, design, sales, review.\n" \
                  "durations : 30 minutes, 45 minutes, 60 minutes, 75 minutes.\n"
TEAS = "estates : Ambewela, Glenmore, Kanchan.\naltitudes : 1,200 m, 1,350 m, 1,500 m.\n" \
       "prices : $18.50, $21.00, $23.50.\n"
RACE = "# Four runners finished a race.\nrunner : Ann, Bob, Cid, Dee.\nplace : 1st, 2nd, 3rd, 4th.\n" \
       "shirt : red, blue, green, white.\n"
POETS = "# Four poets read at an evening event, one after another.\npoet : Mr. Dale, Ms. Eve, Mr. Fox, Ms. Gray.\n" \
        "order : 1st, 2nd, 3rd, 4th.\npoem : sonnet, haiku, ode, elegy.\n"


@pytest.mark.parametrize("header, sentence, expected", [
    (MEETINGS, "The budget meeting lasted 60 more minutes than the design meeting.",
     ["offset(meeting:budget,meeting:design,durations (hours),1)"]),
    (MEETINGS, "The budget meeting lasted 2 more hours than the design meeting.",
     ["offset(meeting:budget,meeting:design,durations (hours),2)"]),
    (APPLES, "Ann bought 80 more ounces of apples than Bob.", ["offset(buyer:Ann,buyer:Bob,apples (pounds),5)"]),
    (STANDINGS, "The Ants won the most games.", ["same(team:Ants,standings:14-10)"]),
    (WIN_LOSS, "The Ants won 2 more games than the Bees.", ["offset(team:Ants,team:Bees,win-loss,2)"]),
    (SUBJECTS, "Ann is the physicist.", ["same(person:Ann,subject:physics)"]),
    (SUBJECTS, "Ann teaches art history.", ["same(person:Ann,subject:art history)"]),
    (HIGHS, "Avon is hotter than Brent.", ["less(city:Brent,city:Avon,high)"]),
    (POETS, "Mr. Dale read first.", ["same(poet:Mr. Dale,order:1st)"]),
    (POETS, "Mr. Dale recited before Ms. Eve.", ["less(poet:Mr. Dale,poet:Ms. Eve,order)"]),
    (RACE, "Ann finished second.", ["same(runner:Ann,place:2nd)"]),
    (POETS, "Mr. Dale went on immediately after Ms. Eve.", ["offset(poet:Mr. Dale,poet:Ms. Eve,order,1)"]),
])
def test_read(header, sentence, expected):
    assert relations(header, sentence) == expected


@pytest.mark.parametrize("header, sentence, refused", [
    (MEETINGS, "The budget meeting lasted 2 more minutes than the design meeting.", "2 more"),
    (STANDINGS, "The Ants won the title.", "won"),
    (STANDINGS, "The Ants finished first.", "first"),
    (WIN_LOSS, "The Ants had the most losses.", "most losses"),
    (STANDINGS, "The Ants won the most games at home.", "home"),
    (STANDINGS, "The Ants won 2 more games than the Bees in the playoffs.", "playoffs"),
    (STANDINGS, "The Ants played more games than the Bees.", "played"),
    (STANDINGS, "The Ants finished above .500.", ".500"),
    (SUBJECTS, "Ann is the physician.", "Ann"),
    (SUBJECTS, "Ann is the art historian.", "art"),
    (CLASSES, "Ann is the economist.", "Ann"),
    (HIGHS, "Avon is bigger than Brent.", "bigger"),
    (HIGHS, "Avon is the shortest.", "shortest"),
    (MEETING_LENGTHS, "The budget meeting is the biggest.", "biggest"),
    (TEAS, "The $21.00 tea came from higher up than the $18.50 tea.", "higher"),
    (RACE, "Ann finished second from the right.", "right"),
    (RACE, "Ann finished to the left of Bob.", "to the left of"),
    (RACE, "Ann finished at the right end.", "right end"),
    (POETS, "Mr. Dale ate first.", "ate"),
    (POETS, "Mr. Dale retired earlier than Ms. Eve.", "retired"),
    (POETS, "Ms. Gray graduated last.", "graduated"),
])
def test_refused(header, sentence, refused):
    assert refused_at(header, sentence).startswith(refused)
