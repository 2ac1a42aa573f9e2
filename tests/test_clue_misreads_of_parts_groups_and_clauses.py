"""Misreads a black-box hunt found in the readings of the session before, each now read exactly or
refused:

- "the black-shuttered house" beside door colours read as the black door (another part of the
  house has that colour); "the Mercedes-powered car" is still the Mercedes one;
- "the largest band" beside gigs read as the most gigs (a band's size is its members);
- "Ann ate later in the evening than Bob" beside arrival times read as arriving later;
- "Bess drinks less water than Molly", "Daisy eats the least" beside milk yields read as milk;
- ", whose pet is a bird," and ", who has a dog," passed over as story (a fact about the pet,
  unread, was dropped);
- "Dee's pet is the oldest", ", whose pet is the oldest," beside the people's ages read as Dee
  being the oldest.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

DOORS = "owner : Ann, Bob, Cy.\nhouse : 1, 2, 3.\ndoor : black, red, white.\n"
CARS = "drivers : Ann, Bob, Cy.\nengines : Ferrari, Mercedes, Renault.\ngarages : 1, 2, 3.\n"
GIGS = "band : Foxes, Owls, Bats.\ngigs : 12, 15, 18.\ncity : Leeds, York, Bath.\n"
MEMBERS = "band : Foxes, Owls, Bats.\nmembers : 3, 4, 5.\nfans : 100, 200, 300.\n"
CROWDS = "bands : Foxes, Owls, Bats.\ncrowds : 8,500, 9,000, 9,500.\ncity : Leeds, York, Bath.\n"
ARRIVALS = "guest : Ann, Bob, Cy.\narrival : 6:00pm, 7:00pm, 8:00pm.\ndish : soup, pie, cake.\n"
SHIFTS = "volunteers : Ann, Bob, Cy.\ndates : March 2nd, March 5th, March 9th.\n" \
         "start times : 9:00pm, 10:00pm, 11:00pm.\n"
COWS = "cow : Bess, Molly, Daisy.\nmilk (litres) : 10, 12, 14.\nage : 3, 4, 5.\n"
RUNNERS = "runner : Ann, Bob, Cy.\nwater (litres) : 1, 2, 3.\nage : 20, 30, 40.\n"
PETS = "# The pet show\nperson : Sue, Kit, Dee.\npet : Persian, beagle, parrot.\nage : 25, 30, 35.\n"


@pytest.mark.parametrize("header, sentence, expected", [
    (DOORS, "The black-doored house is number 1.", ["same(door:black,house:1)"]),
    (CARS, "The Mercedes-powered car is in garage 2.", ["same(engines:Mercedes,garages:2)"]),
    (MEMBERS, "The Foxes are the largest band.", ["same(band:Foxes,members:5)"]),
    (CROWDS, "The Foxes drew the smallest crowd.", ["same(bands:Foxes,crowds:8,500)"]),
    (ARRIVALS, "Ann arrived later in the evening than Bob.", ["less(guest:Bob,guest:Ann,arrival)"]),
    (SHIFTS, "Cy started earlier in the evening than Bob.", ["less(volunteers:Cy,volunteers:Bob,start times)"]),
    (COWS, "Daisy gives more milk than Bess.", ["less(cow:Bess,cow:Daisy,milk (litres))"]),
    (RUNNERS, "Ann drank more water than Bob.", ["less(runner:Bob,runner:Ann,water (litres))"]),
    (PETS, "Dee, who loves the sea, is 35.", ["same(person:Dee,age:35)"]),
    (PETS, "Dee, whose pet is the parrot, is 35.", ["same(person:Dee,pet:parrot)", "same(person:Dee,age:35)"]),
    (PETS, "Dee is the oldest.", ["same(person:Dee,age:35)"]),
])
def test_read(header, sentence, expected):
    assert relations(header, sentence) == expected


@pytest.mark.parametrize("header, sentence, refused", [
    (DOORS, "The black-shuttered house is number 1.", "shuttered"),
    (DOORS, "Ann lives in the red-roofed house.", "roofed"),
    (GIGS, "The Foxes are the largest band.", "largest"),
    (ARRIVALS, "Ann ate later in the evening than Bob.", "later"),
    (ARRIVALS, "Ann went to bed earlier in the evening than Bob.", "earlier"),
    (COWS, "Bess drinks less water than Molly.", "less water"),
    (COWS, "Daisy eats the least.", "least"),
    (COWS, "Daisy eats less than Bess.", "less"),
    (PETS, "Dee, whose pet is a bird, is 35.", "whose pet"),
    (PETS, "Dee, who has a dog, is 35.", "who has"),
    (PETS, "Dee's pet is the oldest.", "oldest"),
    (PETS, "Dee, whose pet is the oldest, is older than Sue.", "oldest"),
    (PETS, "The parrot is the youngest.", "youngest"),
])
def test_refused(header, sentence, refused):
    assert refused_at(header, sentence).startswith(refused)
