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
