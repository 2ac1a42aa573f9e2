"""An order of eliminations is an order in time, and no row.

`eliminations : 1st, 2nd, 3rd` says in what order the castaways were voted off: "voted off
sometime before Delphine" and "immediately after" compare it, and "to the left of" (a row's
side) is refused, as it is beside places in a race. (It was read as the lower place.)
"""

from __future__ import annotations

from relation_text import refused_at, relations

ISLAND = ("ages : 24, 27, 30.\ncastaways : Brandi, Chaz, Delphine.\noccupations : bartender, firefighter, nurse.\n"
          "eliminations : 1st, 2nd, 3rd.\n")


def test_voted_off_before_is_the_order_of_eliminations():
    assert relations(ISLAND, "The firefighter was voted off sometime before Delphine.") == [
        "less(occupations:firefighter,castaways:Delphine,eliminations)"]
    assert relations(ISLAND, "The nurse was voted off immediately after Chaz.") == [
        "offset(occupations:nurse,castaways:Chaz,eliminations,1)"]


def test_an_order_of_eliminations_has_no_left_or_right():
    assert refused_at(ISLAND, "The firefighter sat to the left of Delphine.").startswith("to the left")


SUMO = ("weights : 310 lbs, 325 lbs, 340 lbs.\nwrestlers : Akinori, Kenta, Takumi.\n"
        "stables : Isegahama, Kokonoe, Sadogatake.\nwins : 7 wins, 8 wins, 9 wins.\n")
TOURNAMENT = "players : Ann, Bob, Cy.\ngames : 3, 4, 5.\nwins : 1, 2, 3.\n"


def test_bouts_won_are_wins():
    assert relations(SUMO, "Takumi won 2 fewer bouts than Kenta.") == [
        "offset(wrestlers:Takumi,wrestlers:Kenta,wins,-2)"]
    assert relations(SUMO, "The Kokonoe wrestler won 1 more bout than Akinori.") == [
        "offset(stables:Kokonoe,wrestlers:Akinori,wins,1)"]
    assert relations(SUMO, "Takumi won the most bouts.") == ["same(wrestlers:Takumi,wins:9 wins)"]


def test_contests_counted_in_their_own_category_or_lost_are_not_wins():
    # "games" is a category of its own: the games played, not won
    assert refused_at(TOURNAMENT, "Ann won 2 more games than Bob.").startswith("2 more")
    assert refused_at(SUMO, "Takumi lost the most bouts.").startswith("lost")


BLOCKS = ("runners : Carla, Ines, Jade.\nspikes : Arrow, Falcon, Nimbus.\nages : 21, 23, 29.\n"
          "finishes : 10.5 seconds, 10.9 seconds, 11.2 seconds.\n")


def test_by_the_29_year_old_is_who_not_a_deadline():
    assert relations(BLOCKS, "The Falcon spikes are worn by the 29-year-old.") == ["same(spikes:Falcon,ages:29)"]
    # "by the 3rd", "by age 40" stay deadlines
    assert refused_at(BLOCKS, "Carla was fastest by age 29.").startswith("by")
