"""Sentences that give a measure of another dimension, a count of another thing, an age of a
pet, a date of another event than the category's, an amount hedged or of another moment, or the
first of two named things: refused, never read as the plain fact they resemble. The same words
where they say what they seem to still read.

Found by black-box searches against an independent brute force: "The oak is 20 feet wide"
beside the trees' heights was read as its height; "Alice speaks 3 languages" beside a count of
pets as her 3 pets; "The parrot is 30" beside the people's ages as its owner's age; "Alice paid on
June 15" and "Alice checked out on June 1" beside departure dates as her departure; "Dee spent a
minimum of $20", "Dee is going on 40", "Dee was 30 a decade ago", "Dee was willing to pay $20" as
exactly that value; "The first of Jack and Gina to arrive brought the pie" as Jack arriving first
of all and Gina bringing the pie.
"""

from __future__ import annotations

import pytest

from pylogic.clues.values import singular
from relation_text import refused_at, relations

TREES = "people : Alice, Brian, Chloe.\ntrees : oak, elm, ash.\nheights (feet) : 10, 20, 30.\n"
POOLS = "people : Alice, Brian, Chloe.\npools : indoor, outdoor, lido.\ndepths (feet) : 4, 6, 8.\n"
PET_COUNTS = "people : Alice, Brian, Chloe.\npets : 1, 2, 3.\ncities : Rome, Oslo, Lima.\n"
CLASSES = "teachers : Alice, Brian, Chloe.\nclass sizes : 20, 22, 24.\n"
SCORES = "players : Alice, Brian, Chloe.\nscores : 41, 48, 55.\n"
AGES = "people : Alice, Brian, Chloe.\npets : parrot, dog, cat.\nages : 30, 40, 50.\n"
TRIPS = "travelers : Alice, Brian, Chloe.\ndepartures : June 1, June 8, June 15.\ncities : Rome, Oslo, Lima.\n"
SHOP = "people : Dee, Rita, Mona, Iris.\nprices : $10, $20, $30, $40.\nages : 20, 30, 40, 50.\n"
PARTY = "guests : Jack, Gina, Brian, Derek.\ndishes : pie, soup, salad, bread.\n" \
        "arrivals : 11:00am, 11:30am, 12:00pm, 12:30pm.\n"
CLINIC = "# Four patients have booked appointments this week.\npatients : Dee, Rita, Mona, Iris.\n" \
         "times : 9:00am, 10:00am, 11:00am, 12:00pm.\n"
JOBS = "students : Aubrey, Caleb, Hanna, Marcus.\njobs : lifeguard, dog walker, library aide, camp counselor.\n" \
       "hourly wages : $11.00, $11.50, $12.00, $12.50.\nweekly hours : 12 hours, 16 hours, 20 hours, 24 hours.\n"
LADDER = "players : Amir, Bethany, Connor, Dana.\nspots : 1st, 2nd, 3rd, 4th.\nmatches won : 8, 11, 14, 17.\n"
STALLS = "stalls : 1st, 2nd, 3rd, 4th, 5th.\nstallholders : Mrs Bell, Mr Cole, Miss Dean, Mr Frost, Mrs Grey.\n" \
         "goods : cheese, flowers, honey, pies, soap.\nopening times : 7:00am, 7:30am, 8:00am, 8:30am, 9:00am.\n"
GOLF = "golfers : Archer, Benton, Carlisle, Dempsey.\nhandicaps : 4, 8, 12, 16.\nscores : 74, 77, 80, 83.\n"
DERBY = "players : Buck, Danny, Kenji, Marcus.\nhome runs : 14, 17, 20, 23.\n" \
        "distances : 438 feet, 452 feet, 466 feet, 480 feet.\n"
SWEEP = "colleagues : Abbott, Byrne, Chung, Doyle.\nhorses : Blue Gum, Harbour Light, Red Duster, Swagman.\n" \
        "finishing places : 2nd, 5th, 9th, 14th.\n"
CARRIAGES = "drivers : Colleen, Declan, Fiona.\nhorses : Biscuit, Major, Sterling.\ntimes : 6:15pm, 6:45pm, 7:30pm.\n"
FRIENDS = "friends : Rita, Dee, Mona.\npets : dog, bird, cat.\ncities : Rome, Oslo, Lima.\n"
CLASS = "students : Jack, Iris, Kara.\npets : dog, bird, cat.\nages : 8, 9, 10.\n"
COUPLES = "husbands : Cyril, Dennis, Ernest.\nwives : Edna, Freda, Gladys.\ndances : waltz, tango, foxtrot.\n"


@pytest.mark.parametrize("header, sentence, word", [
    # an amount's adjective of another dimension than the category measures
    (TREES, "The oak is 20 feet wide.", "20"),
    (TREES, "The oak is 10 feet deep.", "10"),
    (TREES, "Alice's ladder is 10 feet long.", "10"),
    (POOLS, "The lido is 8 feet long.", "8"),
    (POOLS, "The indoor pool is 6 feet wide.", "6"),
    # a count of another thing than the category's
    (PET_COUNTS, "Alice speaks 3 languages.", "languages"),
    (PET_COUNTS, "Alice has 3 children.", "children"),
    (PET_COUNTS, "Alice, who has 2 children, lives in Rome.", "children"),
    (PET_COUNTS, "The one with 3 cats is Alice.", "cats"),
    (PET_COUNTS, "Brian visited 2 countries.", "countries"),
    # an age said of a pet where the ages are the people's
    (AGES, "The parrot is 30.", "The parrot"),
    (AGES, "Alice's parrot is 40.", "Alice's"),
    (AGES, "Alice's pet is 30.", "Alice's"),
    (AGES, "The dog is 40 years old.", "The dog"),
    (AGES, "The parrot, which is 30, belongs to Brian.", "The parrot"),
    (AGES, "The 30-year-old parrot belongs to Brian.", "The 30"),
    # a date of another event than the category's
    (TRIPS, "Alice paid on June 15.", "June 15"),
    (TRIPS, "Brian checked out on June 1.", "June 1"),
    (TRIPS, "Chloe bought her ticket on June 8.", "June 8"),
    # a bound, a nearing, a rough share in other words than the clue language's
    (SHOP, "Dee spent a minimum of $20.", "minimum"),
    (SHOP, "Rita paid a maximum of $30.", "maximum"),
    (SHOP, "Iris paid $20 tops.", "tops"),
    (SHOP, "Mona paid upward of $20.", "upward"),
    (SHOP, "Dee is going on 40.", "going"),
    (SHOP, "Dee is closing in on 40.", "closing"),
    (SHOP, "Rita is on the wrong side of 30.", "side"),
    (SHOP, "Mona paid the best part of $30.", "best"),
    (SHOP, "Mona paid close on $20.", "close"),
    # an age at another moment
    (SHOP, "Dee was 30 a decade ago.", "ago"),
    (SHOP, "Dee will soon be 40.", "soon"),
    (SHOP, "Dee is about to turn 40.", "about"),
    (SHOP, "Dee will be 40 in a decade.", "in"),
    (SHOP, "Dee turns 40 this year.", "this"),
    (SHOP, "Dee was 30 at the time of the wedding.", "time"),
    # a plan, a readiness, an offer
    (SHOP, "Dee was willing to pay $20.", "willing"),
    (SHOP, "Dee was quoted $30.", "quoted"),
    (PARTY, "Jack was scheduled to arrive at 12:00pm.", "scheduled"),
    (PARTY, "Gina was invited for 11:30am.", "invited"),
    # the first of two named things: whichever of them it is
    (PARTY, "The first of Jack and Gina to arrive brought the pie.", "first"),
    (PARTY, "The last of Brian and Derek to arrive brought the soup.", "last"),
    (PARTY, "The earliest of Jack and Gina brought the pie.", "earliest"),
    # more found by the next round: a bound after the amount, a plan, a handing over, a part of
    # an hour or a month, an age tomorrow
    (SHOP, "Iris paid $20 at a minimum.", "minimum"),
    (SHOP, "Dee promised to pay $30.", "promised"),
    (SHOP, "Dee was asked to pay $20.", "asked"),
    (SHOP, "Dee handed over $20.", "over"),
    (SHOP, "Dee will be 40 tomorrow.", "tomorrow"),
    (SHOP, "Dee has already turned 30.", "already"),
    (PARTY, "Jack arrived quarter of an hour after Gina.", "quarter"),
    (PARTY, "Jack arrived a fraction of an hour after Gina.", "fraction"),
    (TRIPS, "Alice left early in June.", "early"),
    (TRIPS, "Alice left late June.", "late"),
    (TRIPS, "Alice left early on in June.", "early"),
    (PARTY, "Jack arrived quarter hour after Gina.", "quarter"),
    (PARTY, "Jack insisted on arriving at 11:00am.", "insisted"),
    (PARTY, "Jack was sure to arrive at 11:00am.", "sure"),
    (SHOP, "Dee bid $20.", "bid"),
    (AGES, "The parrot owned by Alice is 30.", "The parrot"),
    (AGES, "The parrot that Alice owns is 30.", "The parrot"),
    # another of the owner's own kind, or another person in a relation to a described one
    (FRIENDS, "Rita's friend owns the dog.", "friend"),
    (FRIENDS, "Dee is the bird owner's friend.", "friend"),
    (CLASS, "Jack's student owns the dog.", "student"),
    (AGES, "The 30-year-old's tutor is Brian.", "tutor"),
    (AGES, "The parrot owner's doctor is Alice.", "doctor"),
    (AGES, "Brian's fiancé owns the cat.", "fiancé"),
    # a rate that names no one category: earnings per week are no hours
    (JOBS, "Hanna earns more per week than Marcus.", "more"),
])
def test_refused(header, sentence, word):
    assert refused_at(header, sentence).startswith(word)


@pytest.mark.parametrize("header, sentence, expected", [
    (TREES, "The oak is 20 feet tall.", ["same(trees:oak,heights (feet):20)"]),
    (TREES, "The oak is 20 feet high.", ["same(trees:oak,heights (feet):20)"]),
    (POOLS, "The lido is 8 feet deep.", ["same(pools:lido,depths (feet):8)"]),
    (PET_COUNTS, "Alice has 3 pets.", ["same(people:Alice,pets:3)"]),
    (PET_COUNTS, "The person with 2 pets lives in Oslo.", ["same(pets:2,cities:Oslo)"]),
    # a count of what the category counts, in other words than its name: read
    (CLASSES, "Alice teaches 24 students.", ["same(teachers:Alice,class sizes:24)"]),
    (SCORES, "Brian scored 48 points.", ["same(players:Brian,scores:48)"]),
    (AGES, "The parrot's owner is 30.", ["same(pets:parrot,ages:30)"]),
    (AGES, "Alice is 30.", ["same(people:Alice,ages:30)"]),
    (AGES, "The person with the dog is 40.", ["same(pets:dog,ages:40)"]),
    (AGES, "The 30-year-old owns the parrot.", ["same(ages:30,pets:parrot)"]),
    (AGES, "The 30-year-old's pet is the cat.", ["same(ages:30,pets:cat)"]),
    (FRIENDS, "Rita's pet is the dog.", ["same(friends:Rita,pets:dog)"]),
    (FRIENDS, "The friend who owns the dog is Rita.", ["same(pets:dog,friends:Rita)"]),
    (TRIPS, "Alice left on June 1.", ["same(travelers:Alice,departures:June 1)"]),
    (TRIPS, "Brian departed on June 8.", ["same(travelers:Brian,departures:June 8)"]),
    (TRIPS, "Chloe set off on June 15.", ["same(travelers:Chloe,departures:June 15)"]),
    # "wives" is the plural of "wife": a category's noun, named in the clue
    (SHOP, "Dee spent $20.", ["same(people:Dee,prices:$20)"]),
    (SHOP, "Dee paid over $20.", ["less(prices:$20,people:Dee,prices)"]),
    (PARTY, "Jack arrived a quarter of an hour after Gina.", ["offset(guests:Jack,guests:Gina,arrivals,15)"]),
    (SHOP, "Dee was born 30 years ago.", ["same(people:Dee,ages:30)"]),
    (PARTY, "The first of the guests to arrive brought the pie.", ["same(arrivals:11:00am,dishes:pie)"]),
    (CLINIC, "Dee is scheduled to see the nurse at 9:00am.", ["same(patients:Dee,times:9:00am)"]),
    # a rate names the one category whose name gives it ("the most per hour" beside hourly
    # wages is the highest wage, not the most hours), and goes where the amount says it
    (JOBS, "The lifeguard earns the most per hour.", ["same(jobs:lifeguard,hourly wages:$12.50)"]),
    (JOBS, "Hanna earns the least per hour.", ["same(students:Hanna,hourly wages:$11.00)"]),
    (JOBS, "Hanna earns less per hour than Marcus.", ["less(students:Hanna,students:Marcus,hourly wages)"]),
    (JOBS, "Marcus works 4 more hours a week than Hanna.", ["offset(students:Marcus,students:Hanna,weekly hours,4)"]),
    (JOBS, "Hanna works the most hours per week.", ["same(students:Hanna,weekly hours:24 hours)"]),
    (LADDER, "Connor finished at the bottom of the four.", ["same(players:Connor,spots:4th)"]),
    (LADDER, "Amir finished at the top.", ["same(players:Amir,spots:1st)"]),
    # a place in a row of stalls is never an opening time ("in the middle", "at the far left")
    (STALLS, "The cheese stall is in the middle of the row.", ["same(goods:cheese,stalls:3rd)"]),
    (STALLS, "Mr Cole's stall is at the far left.", ["same(stallholders:Mr Cole,stalls:1st)"]),
    (STALLS, "Mr Cole's stall is the leftmost.", ["same(stallholders:Mr Cole,stalls:1st)"]),
    (STALLS, "Mr Cole's stall opened first.", ["same(stallholders:Mr Cole,opening times:7:00am)"]),
    # a handicap in strokes is the handicap; "shot" is the score
    (GOLF, "Archer's handicap is 4 strokes lower than Benton's.",
     ["offset(golfers:Archer,golfers:Benton,handicaps,-4)"]),
    (GOLF, "Archer shot 3 strokes fewer than Benton.", ["offset(golfers:Archer,golfers:Benton,scores,-3)"]),
    # "the longest home run" is a distance, never the most home runs
    (DERBY, "Buck hit the longest home run.", ["same(players:Buck,distances:480 feet)"]),
    (DERBY, "Buck hit the most home runs.", ["same(players:Buck,home runs:23)"]),
    # "3 places ahead" among places 2nd, 5th, 9th and 14th: place numbers 3 apart (2nd and 5th),
    # not three steps along the list (2nd and 14th)
    # a vague degree after "a" says how much only vaguely, which way exactly
    (TREES, "The oak is a somewhat taller tree than the elm.", ["less(trees:elm,trees:oak,heights (feet))"]),
    (TREES, "The oak is a little taller than the elm.", ["less(trees:elm,trees:oak,heights (feet))"]),
    # "pulled by ... set out": the particle is another verb's, nothing is turned down
    (CARRIAGES, "The carriage pulled by Sterling set out later than the one pulled by Major.",
     ["less(horses:Major,horses:Sterling,times)"]),
    (SWEEP, "Byrne's horse finished three places ahead of Swagman.",
     ["offset(colleagues:Byrne,horses:Swagman,finishing places,-3)"]),
    (COUPLES, "Cyril's wife is Edna.", ["same(husbands:Cyril,wives:Edna)"]),
    (COUPLES, "Edna's husband is Cyril.", ["same(wives:Edna,husbands:Cyril)"]),
])
def test_read(header, sentence, expected):
    assert relations(header, sentence) == expected


@pytest.mark.parametrize("plural, expected", [
    ("wives", "wife"), ("knives", "knife"), ("shelves", "shelf"), ("children", "child"), ("women", "woman"),
    ("hours", "hour"), ("ponies", "pony"), ("boxes", "box"), ("olives", "olive"), ("drives", "drive"),
])
def test_singular(plural, expected):
    assert singular(plural) == expected
