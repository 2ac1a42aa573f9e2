"""Dates a week apart on the weekday the opening names, one month's dates, and an event said
twice.

Where the opening says every date is a Saturday ("each ran a fell race on a Saturday in June")
and the dates are a week apart, "the Saturday immediately after Callum's" is the week after,
and "the first (second, last) Saturday of the month" is the one date in that week of the month.
"The last of the month" and "later in the month" order dates written "1st June" as they do
"June 1". "Euan married ... a fortnight before Fiona's wedding" says one event of both sides
(a wedding is a marrying); "arrived before Fiona's wedding" stays refused.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

FELLS = ("# Each runner ran a different fell race on a Saturday in June.\n"
         "runners : Ailsa, Bryony, Cath, Dougie, Euan.\nfells : Blencathra, Great Gable, Helvellyn, Scafell Pike, "
         "Skiddaw.\ndates : 1st June, 8th June, 15th June, 22nd June, 29th June.\n")
WEDDINGS = ("# Five couples were married on successive Saturdays at the start of the summer.\n"
            "brides : Fiona, Gemma, Lucy, Rachel, Zoe.\ngrooms : Adam, Ben, Callum, Dominic, Euan.\n"
            "dates : 7th June, 14th June, 21st June, 28th June, 5th July.\n"
            "venues : barn, castle, church, hotel, register office.\n")
NO_WEEKDAY = ("runners : Ailsa, Cath, Euan.\nfells : Helvellyn, Scafell Pike, Skiddaw.\n"
              "dates : 1st June, 8th June, 15th June.\n")
UNEVEN = ("# Each runner ran a different fell race on a Saturday in June.\n"
          "runners : Ailsa, Cath, Euan.\ndates : 1st June, 8th June, 16th June.\n")


@pytest.mark.parametrize("header, sentence, expected", [
    (WEDDINGS, "The hotel wedding was the Saturday immediately after Callum's.",
     "offset(venues:hotel,grooms:Callum,dates,7)"),
    (WEDDINGS, "The hotel wedding was the Saturday before Callum's.", "offset(venues:hotel,grooms:Callum,dates,-7)"),
    (FELLS, "Cath ran on the first Saturday of the month.", "same(runners:Cath,dates:1st June)"),
    (FELLS, "Cath ran on the second Saturday of the month.", "same(runners:Cath,dates:8th June)"),
    (FELLS, "Cath ran on the last Saturday of the month.", "same(runners:Cath,dates:29th June)"),
    (FELLS, "The Skiddaw race was the last of the month.", "same(fells:Skiddaw,dates:29th June)"),
    (FELLS, "Skiddaw was run later in the month than Helvellyn.", "less(fells:Helvellyn,fells:Skiddaw,dates)"),
    (WEDDINGS, "Euan married a fortnight before Fiona's wedding.", "offset(grooms:Euan,brides:Fiona,dates,-14)"),
])
def test_weekdays_of_dates_and_one_months_dates_are_read(header, sentence, expected):
    assert relations(header, sentence) == [expected]


@pytest.mark.parametrize("header, sentence, word", [
    # the opening names no Saturday, or another weekday, or the dates are not a week apart
    (NO_WEEKDAY, "Cath ran on the first Saturday of the month.", "Saturday"),
    (FELLS, "Cath ran on the first Sunday of the month.", "Sunday"),
    (UNEVEN, "Cath ran the Saturday after Euan.", "Saturday"),
    # dates of two months: which month?
    (WEDDINGS, "Lucy married later in the month than Zoe.", "month"),
    # another event than the wedding
    (WEDDINGS, "Euan arrived a fortnight before Fiona's wedding.", "a fortnight"),
])
def test_weekdays_and_months_that_do_not_fit_are_refused(header, sentence, word):
    assert refused_at(header, sentence).startswith(word)
