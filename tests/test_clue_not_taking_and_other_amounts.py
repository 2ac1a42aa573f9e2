"""Sentences that speak of not taking a thing, of a place among some of the things, or of another
amount than the category's: refused, never read as the plain fact they resemble.

Found by black-box searches against an independent brute force, in realistic sentences: "Ann
turned down Acme" was read as "Ann took Acme"; "Cora was the first guest to arrive after Ann" as
Cora first of all; "Ann's tip was $2 more than Beth's" as Ann's price $2 more than Beth's; "$240
less per year" beside monthly rents as $240 a month; "Cid ran 2 miles fewer" beside miles
driven as driving; "came back a week before" beside departures as leaving; "after midnight"
beside times that run past midnight as after the evening's too; "Alice's landlord" as Alice;
"has been married for 30 years" as Alice's age; "bought the red house in 1990" beside years built
as its building. The same words where they say what
they seem to still read.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

OFFERS = "graduates : Ann, Beth, Cora.\ncompanies : Acme, Bolt, Crest.\nsalaries : $40,000, $45,000, $50,000.\n"
HOUSES_BOUGHT = ("buyers : Ann, Beth, Cora.\nstreets : Elm Street, Oak Lane, Pine Road.\n"
                 "prices : $200,000, $250,000, $300,000.\n")
PARTY = "guests : Ann, Beth, Cora.\ngifts : cake, flowers, wine.\narrivals : 7:00pm, 7:15pm, 7:30pm.\n"
RACE = "runners : Ann, Beth, Cora.\nshirts : blue, green, red.\nplaces : first, second, third.\n"
DINERS = "# Three diners each ordered one dish.\ndiners : Ann, Beth, Cora.\ndishes : salad, soup, steak.\n" \
         "prices : $12, $14, $16.\n"
VINTNERS = "# Three vintners each released one wine.\nvintners : Ann, Beth, Cora.\n" \
           "grapes : merlot, riesling, syrah.\nprices : $12, $14, $16.\n"
PITCHERS = "pitchers : Ann, Beth, Cora.\nhits allowed : 3, 5, 7.\n"


RENTS = "people : Ann, Bob, Cid.\nmonthly rents : $500, $510, $520.\n"
DRIVING = "people : Ann, Bob, Cid.\nmiles driven : 10, 12, 14.\n"
SLEEP = "people : Ann, Bob, Cid.\nhours slept : 5, 6, 7.\n"
COFFEE = "people : Ann, Bob, Cid.\ncups of coffee : 1, 2, 3.\n"
TRIPS = "people : Ann, Bob, Cid.\ndepartures : June 1, June 8, June 15.\n"
MEMBERS = "people : Ann, Bob, Cid.\nyears joined : 1950, 1955, 1960.\n"
SHIFTS = "people : Ann, Bob, Cid.\nstart times : 9:00am, 10:00am, 11:00am.\n"
LATE = "people : Ann, Bob, Cid.\narrivals : 10:30pm, 11:30pm, 12:30am.\n"


NEIGHBOURS = "people : Alice, Brian, Carol.\njobs : pilot, teacher, tailor.\ncities : Reno, Tulsa, Waco.\n"
LESSONS = "learners : Chloe, Darren, Kirsty.\ninstructors : Mr Beattie, Mrs Grierson, Mr Rennie.\n" \
          "times : 8:40am, 9:20am, 10:00am.\n"
AGES = "people : Alice, Brian, Carol.\npets : cat, dog, parrot.\nages : 30, 40, 50.\n"
HOUSES_BUILT = "owners : Alice, Brian, Carol.\nhouses : blue, red, white.\nyear built : 1970, 1980, 1990.\n"
PET_COUNTS = "people : Alice, Brian, Carol.\npets : 1, 2, 3.\n"


@pytest.mark.parametrize("header, sentence, word", [
    # verbs of not taking the thing
    (OFFERS, "Ann turned down Acme.", "turned"),
    (OFFERS, "Ann turned the Acme offer down.", "turned"),
    (OFFERS, "Ann ruled out Bolt.", "ruled"),
    (OFFERS, "Ann opted out of Acme.", "opted"),
    (OFFERS, "Ann passed up the offer from Crest.", "passed"),
    (OFFERS, "Ann snubbed Acme.", "snubbed"),
    (OFFERS, "Ann vetoed Acme.", "vetoed"),
    (OFFERS, "Ann was overlooked by Bolt.", "overlooked"),
    (OFFERS, "Ann withdrew her application to Bolt.", "withdrew"),
    (OFFERS, "Ann cancelled her interview at Bolt.", "cancelled"),
    (OFFERS, "Ann dropped out of the running at Bolt.", "running"),
    (HOUSES_BOUGHT, "Beth pulled out of the Elm Street deal.", "pulled"),
    (HOUSES_BOUGHT, "Beth backed out of the Oak Lane deal.", "backed"),
    (HOUSES_BOUGHT, "Beth crossed Oak Lane off her list.", "crossed"),
    (HOUSES_BOUGHT, "Beth was outbid on the house on Pine Road.", "outbid"),
    # a place among some of them: the next one after Ann, not the first of all
    (PARTY, "Cora was the first guest to arrive after Ann.", "first"),
    (PARTY, "Cora was the second guest to arrive after Ann.", "second"),
    (PARTY, "Cora was the last guest to arrive before Ann.", "last"),
    (PARTY, "The first guest to arrive after Ann brought the cake.", "first"),
    (PARTY, "Ann was the first guest to arrive without wine.", "first"),
    (PARTY, "Cora was the first person after Ann to arrive.", "first"),
    (RACE, "Cora was the 2nd runner to finish after Ann.", "2nd"),
    (RACE, "Ann was the last runner to finish ahead of Beth.", "last"),
    # another amount of money than the category's
    (DINERS, "Ann's tip was $2 more than Beth's.", "tip"),
    (DINERS, "Ann left a tip $2 larger than Beth's.", "tip"),
    (DINERS, "Beth's dessert cost $2 more than Ann's.", "dessert"),
    (DINERS, "Cora paid $2 more in tax than Ann.", "tax"),
    (OFFERS, "Beth's bonus is $5,000 more than Ann's.", "bonus"),
    (OFFERS, "Cora's pension is $5,000 more than Ann's.", "pension"),
    (HOUSES_BOUGHT, "Cora's deposit was $50,000 more than Beth's.", "deposit"),
    (HOUSES_BOUGHT, "Beth paid $50,000 more in fees than Ann.", "fees"),
    # a rate in another period than the values'
    (RENTS, "Ann spends $240 less per year than Bob.", "per"),
    (RENTS, "Ann pays $120 more annually than Bob.", "annually"),
    # another activity counted in the same unit, or another drink in the same cups
    (DRIVING, "Cid ran 2 miles fewer than Ann.", "ran"),
    (DRIVING, "Cid ran 10 miles.", "ran"),
    (SLEEP, "Bob studied 1 more hour than Ann.", "studied"),
    (COFFEE, "Cid drank 2 fewer cups of tea than Ann.", "of"),
    # another event than the one the dates or times are of
    (TRIPS, "Ann came back one week before Bob.", "back"),
    (TRIPS, "Ann came home on June 15.", "home"),
    (MEMBERS, "Cid left the club in 1960.", "club"),
    (SHIFTS, "Ann clocked off 2 hours earlier than Bob.", "off"),
    (SHIFTS, "Bob ate lunch an hour after Ann.", "lunch"),
    (SHIFTS, "Bob took a break an hour after Ann.", "break"),
    # another person than the one named: "Alice's landlord", "Alice's teacher" beside jobs
    (NEIGHBOURS, "The pilot is Alice's landlord.", "landlord"),
    (NEIGHBOURS, "Brian's lawyer is the teacher.", "lawyer"),
    (NEIGHBOURS, "Alice's travel companion lives in Reno.", "companion"),
    (NEIGHBOURS, "Alice's teacher lives in Tulsa.", "teacher"),
    # a span or a moment of a life, or an animal's age, beside the people's ages
    (AGES, "Alice has been married for 30 years.", "for"),
    (AGES, "Alice moved here 40 years ago.", "40"),
    (AGES, "Alice spent 30 years at sea.", "30"),
    (AGES, "Alice has 30 years of experience.", "30"),
    (AGES, "Alice took up golf at 50.", "at"),
    (AGES, "Alice's rabbit is 30.", "rabbit"),
    # another event than the building beside the years houses were built
    (HOUSES_BUILT, "Alice bought the red house in 1990.", "in"),
    (HOUSES_BUILT, "The red house was sold in 1990.", "in"),
])
def test_not_taking_a_place_among_some_and_another_amount_are_refused(header, sentence, word):
    assert refused_at(header, sentence).startswith(word)


@pytest.mark.parametrize("header, sentence, expected", [
    (PARTY, "Cora was the first guest to arrive.", "same(guests:Cora,arrivals:7:00pm)"),
    (PARTY, "Cora was the first guest to arrive at the party.", "same(guests:Cora,arrivals:7:00pm)"),
    (PARTY, "Cora was the last guest to arrive, after Ann.",
     ["same(guests:Cora,arrivals:7:30pm)", "less(guests:Ann,guests:Cora,arrivals)"]),
    (OFFERS, "Ann earns $5,000 more than Beth.", "offset(graduates:Ann,graduates:Beth,salaries,5000)"),
    (OFFERS, "Ann turned up at Acme.", "same(graduates:Ann,companies:Acme)"),
    # the opening says the puzzle is of wines: "wine" is the thing priced
    (VINTNERS, "Ann's wine cost $2 more than Beth's.", "offset(vintners:Ann,vintners:Beth,prices,2)"),
    # "gave up 3 more hits": allowed them, no giving up
    (PITCHERS, "Ann gave up 2 more hits than Beth.", "offset(pitchers:Ann,pitchers:Beth,hits allowed,2)"),
    (RENTS, "Ann spends $20 less per month than Bob.", "offset(people:Ann,people:Bob,monthly rents,-20)"),
    (DRIVING, "Cid drove 2 miles fewer than Ann.", "offset(people:Cid,people:Ann,miles driven,-2)"),
    (SHIFTS, "Ann set off an hour before Bob.", "offset(people:Ann,people:Bob,start times,-60)"),
    # times that run past midnight: "after midnight" is the small hours
    (LATE, "Ann arrived after midnight.", "same(people:Ann,arrivals:12:30am)"),
    # the same words where they say what they seem
    (LESSONS, "Mr Rennie's pupil took the test 40 minutes before Chloe.",
     "offset(instructors:Mr Rennie,learners:Chloe,times,-40)"),
    (AGES, "Alice was born 30 years ago.", "same(people:Alice,ages:30)"),
    (AGES, "Alice is 10 years older than Brian.", "offset(people:Alice,people:Brian,ages,10)"),
    (HOUSES_BUILT, "The red house was built in 1990.", "same(houses:red,year built:1990)"),
    (PET_COUNTS, "Alice has 3 pets.", "same(people:Alice,pets:3)"),
    (LATE, "Ann arrived after 9pm.",
     "any_of([same(people:Ann,arrivals:10:30pm),same(people:Ann,arrivals:11:30pm),same(people:Ann,arrivals:12:30am)])"),
])
def test_the_same_words_that_say_what_they_seem_are_read(header, sentence, expected):
    assert relations(header, sentence) == ([expected] if isinstance(expected, str) else list(expected))
