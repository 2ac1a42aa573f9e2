"""A role that pairs a person with one of another category in the same row: "Sully's client"
beside artists and customers is the customer of Sully's row, "Brett Kane's double" beside actors
and stunt performers the performer, "the banker's host" beside guests and patrons the patron,
"Leon's customer" beside cashiers and shoppers the shopper; "Mrs. Chu's students", where no other
category is people, her own class. A role with no such category, or two, stays refused, and so
does any other relation ("Sully's husband", "the dog's vet").
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

TATTOO = "customers : Axel, Bianca, Cyrus.\nartists : Jinx, Lefty, Sully.\nprices : $120, $180, $240.\n"
TILLS = "tills : 1, 2, 3.\ncashiers : Gemma, Leon, Mabel.\nshoppers : Mr Ainsworth, Mrs Blake, Miss Carter.\n" \
        "purchases : cake, flowers, melon.\n"
STUNTS = "performers : Bo, Carmen, Kiki.\nactors : Ava Stone, Brett Kane, Cole Ashby.\nfees : $4,500, $6,000, $7,500.\n"
OPERA = "boxes : 1, 2, 3.\npatrons : Baroness Ulm, Count Orsini, Dr. Ferraro.\nguests : banker, composer, critic.\n"
CLASSES = "teachers : Mr. Abel, Mr. Tran, Mrs. Chu.\nrooms : 101, 104, 107.\ncans : 1,050, 1,200, 1,350.\n"
TWO_KINDS = "artists : Jinx, Lefty, Sully.\nshoppers : Axel, Bianca, Cyrus.\nbuyers : Dora, Eli, Fay.\n" \
            "prices : $120, $180, $240.\n"


@pytest.mark.parametrize("header, sentence, expected", [
    (TATTOO, "Sully's client paid $60 less than Axel.", ["offset(artists:Sully,customers:Axel,prices,-60)"]),
    (TILLS, "Leon's customer bought flowers.", ["same(cashiers:Leon,purchases:flowers)"]),
    (STUNTS, "Brett Kane's double was paid more than Bo.", ["less(performers:Bo,actors:Brett Kane,fees)"]),
    (OPERA, "The critic's host sat in box 2.", ["same(guests:critic,boxes:2)"]),
    (CLASSES, "Mrs. Chu's students collected 150 fewer cans than Mr. Abel's.",
     ["offset(teachers:Mrs. Chu,teachers:Mr. Abel,cans,-150)"]),
    (CLASSES, "Mrs. Chu's pupils collected 150 more cans than Mr. Abel's.",
     ["offset(teachers:Mrs. Chu,teachers:Mr. Abel,cans,150)"]),
])
def test_read(header, sentence, expected):
    assert relations(header, sentence) == expected


@pytest.mark.parametrize("header, sentence, refused", [
    (TWO_KINDS, "Sully's client paid more than Axel.", "client"),  # shoppers or buyers?
    (TATTOO, "Sully's husband paid more than Axel.", "husband"),
    (TATTOO, "Sully's tutor paid more than Axel.", "tutor"),
    (TATTOO, "Sully's opponent paid more than Axel.", "opponent"),
])
def test_refused(header, sentence, refused):
    assert refused_at(header, sentence).startswith(refused)


PILOTS = "pilots : Capt. Alder, Maj. Brooks, Lt. Carver.\naircraft : Pitts, Yak, Zlin.\nsmoke : blue, red, white.\n"


def test_trailed_a_thing_is_drawing_it_along():
    assert relations(PILOTS, "Of Maj. Brooks and Capt. Alder, one flew the Pitts and the other trailed red smoke.") \
        == ["pair(pilots:Maj. Brooks,pilots:Capt. Alder,aircraft:Pitts,smoke:red)"]


def test_trailed_a_person_stays_refused():
    assert refused_at(PILOTS, "Lt. Carver trailed Capt. Alder.").startswith("Lt. Carver")
