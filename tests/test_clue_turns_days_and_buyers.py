"""Magazine grids' ways of saying an order, a day of the month or a price:

- "The last to arrive sat next to ...": the clue's subject, its own verb right after;
- "the last house the party saw", "the first box the judges looked at", "the last house visited":
  the order of that doing (a verb of going through the things in turn, or of an event in time),
  never of the years the opening says the houses were built; "was built last" beside weekdays and
  those years is the years';
- `dates : 2nd, 9th, 16th`, `Sundays : 5th, 12th`: days of one month, so "a week before" is 7
  days and "the last of the month" the last of them;
- "Auntie Vi paid more for the doily than for the purse": the buyer of the opening, no row's;
- "the waltzer, the dearest ride at £4.00, ...", "the winner's", "from one of the end hides",
  "looks through Opticrons", "planned to quit sugar", "stands next to" in a row of places,
  "moved in in 2014", "the Texans", "Ivo's coach" where the opening's coaches carry people,
  "the first stop of the day";
- "walks the tightrope", "throws knives", "tamed the lions" for `tightrope walker`, `knife
  thrower`, `lion tamer`: what the doer does;
- "right of the one where the Zeiss binoculars were used": the place named by what happened
  there; and "arrived after" is no order of hides the opening numbers from the left;
- "in front of", "behind" along pews the opening numbers "from the front to the back": a lower,
  a higher number (with no such row, "in front of" is refused);
- "harder", "the softest" beside `hardness`, "steeper" beside grades in percent: more or less of
  the quality the category is named for (not beside a ranking of it, where "brighter" is the
  earlier place);
- a value's opening article is no first name: "The bagel shop" is not `The Perch`;
- "second from the left" and "The second from the left is ..." in a row of spots (not the
  second year); "was won by Ada" where the spots are a row, not places in a result; "the claim
  filed on ..." where the opening tells of claims;
- "Only the York trip cost less than the one to Bath": the comparison, and Bath second from the
  bottom (no other trip cheaper).

Each keeps its refusals: another order ("the first to sing the anthem"), a doing that need not
follow the order ("the first box the judges liked"), a row's own buyer ("Ann paid more for ..."),
"the end tables" beside a row of hides, "looks like", an arrival beside years of building,
"only" with an amount, with "one trip" or with anything but one comparison.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

CARRELS = "carrels : 1, 2, 3.\nstudents : Aoife, Bartek, Chidi.\narrivals : 8.00am, 8.30am, 9.15am.\n"
STATELY = "# A coach party spent three days touring stately homes, visiting one each day. Work out the " \
          "house visited each day and the year it was built.\n" \
          "days : Monday, Tuesday, Wednesday.\nhouses : Ashcombe Hall, Beckley Park, Denton Court.\n" \
          "years : 1586, 1612, 1674.\n"
BUILT = "# Three houses were each built in a different year.\n" \
        "houses : Ashcombe Hall, Beckley Park, Denton Court.\nyears : 1586, 1612, 1674.\n" \
        "owners : Ann, Bob, Cy.\n"
BOXES = "# The judges came round on Saturday, looking at each box at a different time, and placed the " \
        "boxes first to third.\n" \
        "householders : Miss Crane, Mr Amos, Mrs Bray.\nflowers : begonias, lobelia, petunias.\n" \
        "times : 10.15am, 10.40am, 11.05am.\nplacings : 1st, 2nd, 3rd.\n"
MORNINGS = "# During March three members each held a coffee morning on a different Saturday.\n" \
           "hosts : Miss Frome, Mrs Cobb, Mrs Dacre.\ndates : 2nd, 9th, 16th.\namounts : £84, £97, £112.\n"
SOUVENIRS = "# Auntie Vi has come home from a cruise with three souvenirs.\n" \
            "souvenirs : lace doily, leather purse, painted tile.\ncountries : Greece, Malta, Spain.\n" \
            "prices : £4.50, £6.00, £7.50.\n"
SHOPPERS = "shoppers : Ann, Bob, Cy.\nsouvenirs : lace doily, leather purse, painted tile.\n" \
           "prices : £4.50, £6.00, £7.50.\n"
RIDES = "pitches : 1, 2, 3.\nrides : dodgems, gallopers, waltzer.\ncolours : blue, cream, red.\n" \
        "prices : £3.00, £3.50, £4.00.\n"
DOGS = "greyhounds : Misty Blue, Rapid Rover, Swift Sally.\nowners : Mr Finch, Mr Hogg, Mrs Gault.\n" \
       "traps : 1, 2, 3.\nplaces : 1st, 2nd, 3rd.\n"
HIDES = "# Three hides stand in a row, numbered 1 to 3 from left to right.\n" \
        "hides : 1, 2, 3.\nbirdwatchers : Miss Fenn, Mr Abbott, Mrs Doyle.\nbirds : avocet, bittern, osprey.\n" \
        "binoculars : Leica, Opticron, Zeiss.\n"
RESOLUTIONS = "coworkers : Dr. Ames, Miss Fong, Ms. Cho.\nages : 26, 31, 36.\n" \
              "resolutions : learn Spanish, quit sugar, read more.\n"
DONKEYS = "# Three donkeys stand in a line, numbered 1 to 3 from left to right.\n" \
          "places : 1, 2, 3.\ndonkeys : Bramble, Clover, Jasper.\ncloths : blue, red, yellow.\n"
ARCHES = "# Three railway arches, numbered 1 to 3 from left to right, are let to tenants, who each moved in " \
         "in a different year.\n" \
         "arches : 1, 2, 3.\ntenants : Declan, Imogen, Kwame.\nyears : 2014, 2016, 2017.\n"
BUILT_ARCHES = "# Three railway arches, numbered 1 to 3 from left to right, were each built in a different year.\n" \
               "arches : 1, 2, 3.\ntenants : Declan, Imogen, Kwame.\nyears : 1861, 1874, 1890.\n"
STATION = "# Three travellers caught morning coaches from different bays at the coach station.\n" \
          "travellers : Gwen, Hal, Ivo.\ndepartures : 8:05am, 8:20am, 8:35am.\nbays : 1, 2, 3.\n"
TEAMS = "# Three teams played in the league.\nteams : Ants, Bees, Cats.\nwins : 3, 5, 7.\n"
LIBRARY = "# The mobile library makes three stops on its round.\n" \
          "villages : Ashwell, Barley, Cottered.\ntimes : 9:30am, 10:45am, 12:15pm.\n" \
          "regulars : Mrs Fisk, Mr Gale, Miss Hurd.\n"
TRIPS = "organisers : Miss Carter, Mrs Abbey, Mrs Bellew.\nmonths : April, May, June.\n" \
        "destinations : Bath, Chester, York.\nprices : £18.50, £21.00, £23.50.\n"
CIRCUS = "performers : Count Orlov, Madame Zara, Signor Rossi.\nacts : knife thrower, lion tamer, tightrope walker.\n" \
         "wagons : 1, 2, 3.\n"
PEWS = "# Three families sat in the pews, numbered 1 to 3 from the front to the back.\n" \
       "pews : 1, 2, 3.\nfamilies : Ashdowns, Bellamys, Crouches.\nflowers : carnations, lilies, roses.\n"
MINERALS = "minerals : Everite, Kerrite, Selbyite.\nhardness (Mohs) : 2.5, 3, 3.5.\nyears : 1948, 1953, 1958.\n"
RUNS = "runs : Big Chute, Devil's Drop, Fox Hollow.\ngrades : 12%, 15%, 18%.\nyears : 1931, 1938, 1945.\n"
RANKED_STARS = "stars : Vega, Rigel, Deneb.\nbrightness : first, second, third.\nowners : Ann, Bob, Cy.\n"
CAFES = "# Three cafés stand side by side, numbered 1 to 3 from left to right.\n" \
        "cafes : 1, 2, 3.\nnames : Bean There, Daily Grind, The Perch.\nspecialties : bagels, scones, waffles.\n"
TROPHIES = "# Three trophies stand in a row on a shelf, numbered 1 to 3 from left to right.\n" \
           "spots : 1, 2, 3.\nsports : chess, golf, tennis.\nwinners : Ada, Bruce, Colm.\nyears : 1979, 1984, 1990.\n"
CLAIMS = "# Wanda handled three auto claims in April.\n" \
         "dates : April 3rd, April 7th, April 11th.\ncars : Buick, Camry, Jeep.\namounts : $800, $1,150, $1,500.\n"
ROTA = "# Three ladies took turns on the flower rota on Sundays in May.\n" \
       "ladies : Mrs Ames, Mrs Bell, Mrs Dunn.\nSundays : 5th, 12th, 19th.\nflowers : lilies, roses, tulips.\n"
NEIGHBOURS = "families : Abernathys, Castillos, Huangs.\nmonths : February, April, June.\n" \
             "states : Ohio, Oregon, Texas.\n"


@pytest.mark.parametrize("header, sentence, expected", [
    (CARRELS, "The last to arrive sat next to Chidi.", ["distance(arrivals:9.15am,students:Chidi,carrels,1)"]),
    (CARRELS, "The first to arrive took the middle carrel.", ["same(arrivals:8.00am,carrels:2)"]),
    (CARRELS, "The first to check in was Bartek.", ["same(arrivals:8.00am,students:Bartek)"]),
    (STATELY, "Denton Court was the last house the party saw.", ["same(houses:Denton Court,days:Wednesday)"]),
    (STATELY, "Denton Court was the last house they visited.", ["same(houses:Denton Court,days:Wednesday)"]),
    (STATELY, "Denton Court was visited first.", ["same(houses:Denton Court,days:Monday)"]),
    (STATELY, "Denton Court was built last.", ["same(houses:Denton Court,years:1674)"]),
    (STATELY, "Denton Court was the first house built.", ["same(houses:Denton Court,years:1586)"]),
    (BOXES, "The begonias were the first box the judges looked at.", ["same(flowers:begonias,times:10.15am)"]),
    (BOXES, "The begonias were the last box judged.", ["same(flowers:begonias,times:11.05am)"]),
    (MORNINGS, "Mrs Dacre held hers a week before Miss Frome's.",
     ["offset(hosts:Mrs Dacre,hosts:Miss Frome,dates,-7)"]),
    (MORNINGS, "The last coffee morning of the month raised the most money.", ["same(dates:16th,amounts:£112)"]),
    (MORNINGS, "Mrs Cobb held hers on the 9th.", ["same(hosts:Mrs Cobb,dates:9th)"]),
    (ROTA, "Mrs Ames did the flowers a fortnight before Mrs Dunn.",
     ["offset(ladies:Mrs Ames,ladies:Mrs Dunn,Sundays,-14)"]),
    (ROTA, "Mrs Bell's flowers were the last of the month.", ["same(ladies:Mrs Bell,Sundays:19th)"]),
    (SOUVENIRS, "Auntie Vi paid more for the lace doily than for the purse.",
     ["less(souvenirs:leather purse,souvenirs:lace doily,prices)"]),
    (SOUVENIRS, "She spent £1.50 less on the painted tile than on the purse.",
     ["offset(souvenirs:painted tile,souvenirs:leather purse,prices,-15)"]),
    (RIDES, "The waltzer, the dearest ride at £4.00, was next to the cream ride.",
     ["same(rides:waltzer,prices:£4.00)", "distance(rides:waltzer,colours:cream,pitches,1)"]),
    (DOGS, "Mrs Gault's dog ran from the trap next to the winner's.",
     ["distance(owners:Mrs Gault,places:1st,traps,1)"]),
    (HIDES, "The bittern was seen from one of the end hides.",
     ["any_of([same(birds:bittern,hides:1),same(birds:bittern,hides:3)])"]),
    (HIDES, "Miss Fenn looks through Opticrons.", ["same(birdwatchers:Miss Fenn,binoculars:Opticron)"]),
    (RESOLUTIONS, "The one who planned to quit sugar is 5 years older than Ms. Cho.",
     ["offset(resolutions:quit sugar,coworkers:Ms. Cho,ages,5)"]),
    (DONKEYS, "The donkey in yellow stands next to the one in red.", ["distance(cloths:yellow,cloths:red,places,1)"]),
    (ARCHES, "Kwame moved in in 2014.", ["same(tenants:Kwame,years:2014)"]),
    (ARCHES, "Declan moved in before Imogen.", ["less(tenants:Declan,tenants:Imogen,years)"]),
    (BUILT_ARCHES, "Declan's arch was built before Imogen's.", ["less(tenants:Declan,tenants:Imogen,years)"]),
    (NEIGHBOURS, "The Texans were the first to arrive.", ["same(states:Texas,months:February)"]),
    (HIDES, "The bittern was seen from the hide right of the one where the Zeiss binoculars were used.",
     ["offset(birds:bittern,binoculars:Zeiss,hides,1)"]),  # "the hide right of": the next one
    (HIDES, "Miss Fenn sat after Mrs Doyle.", ["less(birdwatchers:Mrs Doyle,birdwatchers:Miss Fenn,hides)"]),
    (CIRCUS, "Madame Zara walks the tightrope.", ["same(performers:Madame Zara,acts:tightrope walker)"]),
    (CIRCUS, "Count Orlov doesn't throw knives.", ["different(performers:Count Orlov,acts:knife thrower)"]),
    (CIRCUS, "Signor Rossi tamed the lions.", ["same(performers:Signor Rossi,acts:lion tamer)"]),
    (PEWS, "The Ashdowns sat behind the Bellamys.", ["less(families:Bellamys,families:Ashdowns,pews)"]),
    (PEWS, "The family with carnations sat immediately in front of the Bellamys.",
     ["offset(flowers:carnations,families:Bellamys,pews,-1)"]),
    (PEWS, "The Ashdowns sat two pews in front of the Crouches.",
     ["offset(families:Ashdowns,families:Crouches,pews,-2)"]),
    (MINERALS, "The hardest mineral was found in 1948.", ["same(hardness (Mohs):3.5,years:1948)"]),
    (MINERALS, "Everite is softer than Selbyite.", ["less(minerals:Everite,minerals:Selbyite,hardness (Mohs))"]),
    (RUNS, "Big Chute is three percentage points steeper than Devil's Drop.",
     ["offset(runs:Big Chute,runs:Devil's Drop,grades,3)"]),
    (RUNS, "The steepest run opened in 1931.", ["same(grades:18%,years:1931)"]),
    (RANKED_STARS, "Vega is brighter than Rigel.", ["less(stars:Vega,stars:Rigel,brightness)"]),  # a ranking
    (CAFES, "The bagel shop is in the middle.", ["same(specialties:bagels,cafes:2)"]),  # not The Perch
    (CAFES, "The Perch is known for its scones.", ["same(names:The Perch,specialties:scones)"]),
    (TROPHIES, "The golf trophy is second from the left.", ["same(sports:golf,spots:2)"]),
    (TROPHIES, "The second from the left is golf.", ["same(spots:2,sports:golf)"]),
    (TROPHIES, "The tennis trophy was won by Ada.", ["same(sports:tennis,winners:Ada)"]),
    (CLAIMS, "The claim filed on April 7th was for $350 more than the Jeep claim.",
     ["offset(dates:April 7th,cars:Jeep,amounts,350)"]),
    (TRIPS, "Only the York trip cost less than the one to Bath.",
     ["less(destinations:York,destinations:Bath,prices)", "same(destinations:Bath,prices:£21.00)"]),
    (TRIPS, "Only Mrs Abbey's trip was later than the Chester trip.",
     ["less(destinations:Chester,organisers:Mrs Abbey,months)", "same(destinations:Chester,months:May)"]),
    (HIDES, "Only Miss Fenn sat somewhere to the left of Mrs Doyle.",
     ["less(birdwatchers:Miss Fenn,birdwatchers:Mrs Doyle,hides)", "same(birdwatchers:Mrs Doyle,hides:2)"]),
    (STATION, "Ivo's coach departs first.", ["same(travellers:Ivo,departures:8:05am)"]),
    (STATION, "The coach from bay 3 leaves before Gwen's.", ["less(bays:3,travellers:Gwen,departures)"]),
    (LIBRARY, "The regular at the first stop of the day was Mr Gale.", ["same(times:9:30am,regulars:Mr Gale)"]),
])
def test_read(header, sentence, expected):
    assert relations(header, sentence) == expected


@pytest.mark.parametrize("header, sentence, refused", [
    (CARRELS, "The first to sing the anthem was Chidi.", "first"),
    (BUILT, "Ann's house was visited last.", "last"),  # the years are of the building
    (BOXES, "The begonias were the first box the judges liked.", "first box"),
    (SHOPPERS, "Ann paid more for the lace doily than for the purse.", "for the lace doily"),
    (RIDES, "The waltzer, the dearest ride at £3.50, was next to the cream ride.", "The waltzer"),
    (HIDES, "Miss Fenn was at one of the end tables.", "at one of the end"),
    (HIDES, "Miss Fenn looks like Mr Abbott.", "looks"),
    (MORNINGS, "Mrs Dacre held hers a month after Mrs Cobb's.", "a month after"),
    (BUILT_ARCHES, "Declan arrived before Imogen.", "before"),
    (BUILT_ARCHES, "Declan moved in before Imogen.", "before"),
    (TEAMS, "The Ants' coach won 2 more games than the Bees.", "coach"),  # a person, not the team's
    (LIBRARY, "Mrs Fisk stopped the van.", "stopped"),
    (TRIPS, "Only the York trip cost £2.50 less than the one to Bath.", "Only"),
    (HIDES, "Miss Fenn arrived after Mrs Doyle.", "after"),
    (HIDES, "Miss Fenn sat in front of Mrs Doyle.", "in front of"),  # a row from the left: which way?
    (DOGS, "Misty Blue ran in front of Swift Sally.", "in front of"),  # the hides are a row, no order in time
    (TRIPS, "Only one trip cost less than the one to Bath.", "one trip"),  # which one?
    (TRIPS, "Only the York trip cost less than Bath, and Mrs Abbey went to Chester.", "Only"),
    (TRIPS, "Only Mrs Abbey went to Chester.", "Only"),
])
def test_refused(header, sentence, refused):
    assert refused_at(header, sentence).startswith(refused)
