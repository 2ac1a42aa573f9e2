"""A country named by its people's word, the first and last of an order of turns, a quality
of power, and a past verb beside a counted noun.

"the Malian embassy" is `Mali`'s, "The American" is `USA`'s (as "the Peruvian" is `Peru`'s);
"Hollis opened the batting" beside `batting order` is first in it, "closed the batting" last;
"the most powerful turbine" beside `outputs : 1.5 MW, ...` has the largest output; "Nathan
batted second and made 17 more runs" counts runs ("made" is the verb, not what is counted);
"Dempsey's score was worse than Emory's" in a golf puzzle is a higher score; "The player who
shot first" beside turns is the first turn, "ended up finishing last" the last place; "the
shortest building" beside floors and years of experience has the fewest floors.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

EMBASSIES = "embassies : 1, 2, 3, 4.\ncountries : Chile, Ghana, Mali, Peru.\nambassadors : Abara, Berg, Cruz, Diaz.\n"
GYMNASTS = "gymnasts : Anya, Bree, Cleo, Dina.\nscores : 13.2, 13.6, 14.1, 14.5.\n" \
           "countries : France, Italy, Japan, USA.\n"
CRICKET = "first names : Ashton, Callum, Fergus, Nathan.\nsurnames : Hollis, Lang, Mercer, Pryce.\n" \
          "batting order : 1st, 2nd, 3rd, 4th.\nruns : 12, 27, 38, 54.\n"
GOLF = "golfers : Archer, Benton, Dempsey, Emory.\nhandicaps : 4, 8, 12, 16.\nscores : 74, 77, 80, 83.\n"
SHOOTOUT = "players : Cole, Drew, Jalen, Trey.\npoints : 12, 15, 18, 21.\nturns : 1st, 2nd, 3rd, 4th.\n"
POKER = "players : Marco, Nadia, Oscar, Priya.\nfinishes : 1st, 2nd, 3rd, 4th.\n" \
        "chips at the break : 2,400, 3,100, 3,800, 4,500.\n"
GRADES = "pupils : Alice, Ben, Chloe, Dan.\ninstruments : cello, flute, piano, violin.\n" \
         "grades : Grade 2, Grade 3, Grade 4, Grade 5.\nmarks : 112, 118, 127, 134.\n"
WASHERS = "washers : Arturo, Colm, Greta, Mirela.\n" \
          "buildings : Carbide Tower, Harbor Point, Lakeshore Plaza, Marquette Building.\n" \
          "floors : 18 floors, 24 floors, 31 floors, 40 floors.\nexperience : 2 years, 5 years, 7 years, 11 years.\n"
TUGS = "tugs : Bulldog, Mary Kate, Sea Mule, Tenacious.\nhorsepower : 1,800 hp, 2,400 hp, 3,000 hp, 4,200 hp.\n" \
       "launched : 1968, 1975, 1989, 2004.\n"
TELETHON = "volunteers : Ortega, Pruitt, Quinlan, Tran.\ncalls : 14 calls, 19 calls, 23 calls, 27 calls.\n" \
           "pledges : $1,150, $1,400, $1,875, $2,250.\n"
SKATERS = "skaters : Dakota, Jace, Kenji, Rory.\nages : 13, 14, 15, 16.\nboards : Baker, Element, Plan B, Zero.\n"
TURBINES = "sites : Carrick, Drumlin, Gorsey, Kestrel.\ntip heights (feet) : 290, 320, 350, 380.\n" \
           "outputs : 1.5 MW, 2.0 MW, 2.5 MW, 3.0 MW.\n"


@pytest.mark.parametrize("header, sentence, expected", [
    (EMBASSIES, "There is exactly one embassy between the Ghanaian and the Malian embassies.",
     ["distance(countries:Ghana,countries:Mali,embassies,2)"]),
    (EMBASSIES, "Mr Berg is the Malian ambassador.", ["same(ambassadors:Berg,countries:Mali)"]),
    (GYMNASTS, "The American had the lowest score.", ["same(countries:USA,scores:13.2)"]),
    (CRICKET, "Hollis opened the batting.", ["same(surnames:Hollis,batting order:1st)"]),
    (CRICKET, "Lang closed the batting.", ["same(surnames:Lang,batting order:4th)"]),
    (CRICKET, "Nathan batted second and made 15 more runs than Ashton.",
     ["same(first names:Nathan,batting order:2nd)", "offset(first names:Nathan,first names:Ashton,runs,15)"]),
    (TURBINES, "The most powerful turbine is at Gorsey.", ["same(outputs:3.0 MW,sites:Gorsey)"]),
    (TURBINES, "The Carrick turbine is less powerful than the tallest one.",
     ["less(sites:Carrick,tip heights (feet):380,outputs)"]),
    # in golf the better score is the lower one
    (GOLF, "Dempsey's score was worse than Emory's.", ["less(golfers:Emory,golfers:Dempsey,scores)"]),
    (GOLF, "Archer scored better than Benton.", ["less(golfers:Archer,golfers:Benton,scores)"]),
    (SHOOTOUT, "The player who shot first scored the most points.", ["same(turns:1st,points:21)"]),
    (SHOOTOUT, "Cole shot last.", ["same(players:Cole,turns:4th)"]),
    (POKER, "The player with the biggest stack at the break ended up finishing last.",
     ["same(chips at the break:4,500,finishes:4th)"]),
    (GRADES, "The pianist took a grade one lower than the cellist.",
     ["offset(instruments:piano,instruments:cello,grades,-1)"]),
    # "took" is the verb, not what is counted
    (GRADES, "The pianist, who got the highest mark of all, took a grade one lower than Ben.",
     ["same(instruments:piano,marks:134)", "offset(instruments:piano,pupils:Ben,grades,-1)"]),
    # money is the one category of money, not the count of calls
    (TELETHON, "Ortega raised the most money.", ["same(volunteers:Ortega,pledges:$2,250)"]),
    (TELETHON, "Ortega raised more money than Tran.", ["less(volunteers:Tran,volunteers:Ortega,pledges)"]),
    # a value that is a number word, capitalised: the value, not a count of boards
    (SKATERS, "The youngest skater rode a Zero board.", ["same(ages:13,boards:Zero)"]),
    (SKATERS, "Kenji is two years older than Rory.", ["offset(skaters:Kenji,skaters:Rory,ages,2)"]),
    # a building's height in floors, never the washer's years of experience
    (WASHERS, "The shortest building is Colm's.", ["same(floors:18 floors,washers:Colm)"]),
    (WASHERS, "Harbor Point is taller than Lakeshore Plaza.",
     ["less(buildings:Lakeshore Plaza,buildings:Harbor Point,floors)"]),
    (WASHERS, "Colm has worked longer than Greta.", ["less(washers:Greta,washers:Colm,experience)"]),
    (TUGS, "Bulldog has 1,200 more horsepower than Mary Kate.",
     ["offset(tugs:Bulldog,tugs:Mary Kate,horsepower,1200)"]),
    (TUGS, "The newest tug is also the most powerful.", ["same(launched:2004,horsepower:4,200 hp)"]),
])
def test_read(header, sentence, expected):
    assert relations(header, sentence) == expected


@pytest.mark.parametrize("header, sentence, word", [
    (CRICKET, "Hollis opened the order.", "Hollis"),  # the order of what?
    (EMBASSIES, "The most powerful ambassador is Mr Berg.", "most"),  # no category of power
    (GOLF, "Dempsey was worse than Emory.", "than"),  # worse at what?
    (WASHERS, "Colm is taller than Greta.", "taller"),  # the washers' heights are in no category
    # in floors, or in time? (it was read as the shortest build)
    ("buildings : Apex, Beacon.\nfloors : 10 floors, 20 floors.\nbuild times : 6 months, 9 months.\n",
     "Apex is the shortest.", "shortest"),
    # a building is not short in time: without floors, refused (it was read as the least experience)
    ("washers : Colm, Greta.\nbuildings : Carbide Tower, Harbor Point.\nexperience : 2 years, 5 years.\n",
     "The shortest building is Colm's.", "shortest"),
    (SHOOTOUT, "Cole scored better than Drew.", "than"),  # no category called scores
])
def test_refused(header, sentence, word):
    assert refused_at(header, sentence).startswith(word)
