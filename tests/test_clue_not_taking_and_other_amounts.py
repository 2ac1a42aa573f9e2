"""Sentences that speak of not taking a thing, of a place among some of the things, or of another
amount than the category's: refused, never read as the plain fact they resemble.

Found by a black-box search against an independent brute force, in realistic sentences: "Ann
turned down Acme" was read as "Ann took Acme"; "Cora was the first guest to arrive after Ann" as
Cora first of all; "Ann's tip was $2 more than Beth's" as Ann's price $2 more than Beth's. The
same words where they say what they seem to still read.
"""

from __future__ import annotations

import pytest

from pylogic.clues.compiler import compile_clues
from pylogic.errors import InputErrors
from relation_text import show

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


def relations(header: str, sentence: str) -> list[str]:
    compiled = compile_clues(header + "\n1. " + sentence + "\n", "t.clues")
    return [show(relation) for relation in compiled.clues[0].relations]


def refused_at(header: str, sentence: str) -> str:
    with pytest.raises(InputErrors) as caught:
        compile_clues(header + "\n1. " + sentence + "\n", "t.clues")
    (error,) = caught.value.errors
    return sentence[error.location.column - len("1. ") - 1:]


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
])
def test_the_same_words_that_say_what_they_seem_are_read(header, sentence, expected):
    assert relations(header, sentence) == ([expected] if isinstance(expected, str) else list(expected))
