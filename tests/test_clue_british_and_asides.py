"""British puzzle-magazine English and asides said of a sentence's subject.

Readings from the development corpus reworded in the manner of British puzzle magazines, and
from British puzzles, written apart from the reader: "dearer" and "dearest" of prices, values
spelt the other way ("grey" for `gray`), a number with its unit written on ("16lb"), "who's",
"exactly twice as much", "Of all the venues on the tour, ...", "Of the three, ...", couples
("Cyril and his wife" where the wives are a category, "the Ashworths" for `Mr and Mrs
Ashworth`, "the couple at table 2" where the opening says the rows are couples),
"flautist", and an aside of concession set off by commas after the subject
("Dylan, though older than Bram, is shorter than Cora"), read as "who is" would be. An aside
that may state a grid fact is never passed over as story ("Mr Baxter, who paid the fanciest
fare, ..."), and each sentence that could be read two ways is refused.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

SIBLING_HEIGHTS = "siblings : Bram, Cora, Dylan.\nages : 8, 10, 12.\nheights (inches) : 48, 52, 56.\n"
ROUTE_FARES = ("routes : 4, 15, 22.\ndepartures : 10:00am, 11:00am, 12 noon.\n"
               "fares : $1.75, $2.25, $2.75.\n")
CHEESES = "cheeses : Comté, Gruyère, Manchego.\nprices : $4.50, $6.00, $7.50.\nages (months) : 6, 12, 18.\n"
HANDLERS = "handlers : Aiden, Bella, Cyrus.\nbreeds : beagle, dachshund, poodle.\nweights (pounds) : 22, 30, 38.\n"
FORAGERS = "foragers : Gable, Hurst, Ivers.\nmushrooms : ceps, hedgehogs, puffballs.\nweights (oz) : 12, 18, 24.\n"
ARENAS = "arenas : Halvorsen, Pierce, Quarry.\ncities : Boise, Omaha, Reno.\nattendance : 8,000, 9,500, 11,000.\n"
JUMPERS = "guests : Ann, Bruce, Celia.\nsweaters : gray, navy, teal.\ndrinks : coffee, iced tea, mimosa.\n"
WHIST = ("# Four married couples played at the whist drive.\nhusbands : Arthur, Bernard, Cyril.\n"
         "wives : Edna, Freda, Gladys.\ntables : 1, 2, 3.\nscores : 148, 156, 163.\n")
HOLIDAYS = ("couples : Mr and Mrs Ashworth, Mr and Mrs Bell, Mr and Mrs Crowther.\n"
            "airports : Gatwick, Leeds, Newcastle.\nnights : 7, 10, 14.\ndates : 3rd July, 10th July, 17th July.\n")
CLASS_PETS = "children : Amir, Bella, Daisy.\npets : fish, gerbil, hamster.\nweeks : Week 1, Week 2, Week 3.\n"
GRADES = "pupils : Alice, Ben, Chloe.\ninstruments : clarinet, flute, violin.\nmarks : 110, 117, 124.\n"
BINGO = "pals : Brenda, Doreen, Maureen.\nspent : £8, £10, £12.\n"
BINGO_PRIZES = "pals : Brenda, Doreen, Maureen.\nprizes : hamper, sherry, teddy bear.\n"
MORRIS = "sides : Green Man, Hook Eagle, Oak Apple.\nbaldrics : blue, green, red.\n" \
         "times : 11:15am, 12:00pm, 1:15pm.\n"
SNOOKER = "players : Clive, Gary, Terry.\nbreaks : 47, 58, 63.\nmonths : October, November, December.\n"
PARTIES = ("# Three children had birthday parties this spring.\nchildren : Aiden, Bella, Caleb.\n"
           "dates : March 14th, April 11th, May 9th.\nvenues : park, pool, zoo.\n")
BALLOONS = "students : Priya, Tobias, Wren.\nlaunch dates : March 8, March 15, March 22.\n"
TANGO = ("# Three couples take tango lessons. Match each leader to his partner.\n"
         "leaders : Anselmo, Bruno, Claude.\nfollowers : Estela, Ivy, Nora.\nlessons : 3, 5, 7.\n")
HURRICANES = "states : Alabama, Louisiana, Texas.\nstrengths : Category 1, Category 2, Category 3.\n"
BOBSLEDS = ("# Three bobsleds made their runs. Match each pilot to his time in seconds.\n"
            "pilots : Anders, Bauer, Dufresne.\ntimes : 54.18, 54.36, 54.57.\n")
RINGERS = "pitchers : Earl, Floyd, Virgil.\nringers : 4, 6, 7.\n"
TAXI = ("passengers : Mr Baxter, Mrs Cole, Miss Dean.\ndestinations : airport, cathedral, hospital.\n"
        "fares : £6.50, £8.00, £9.75.\n")


@pytest.mark.parametrize("header, sentence, expected", [
    # an aside of concession after the subject is said of the subject
    (SIBLING_HEIGHTS, "Dylan, though older than Bram, is shorter than Cora.",
     ["less(siblings:Bram,siblings:Dylan,ages)", "less(siblings:Dylan,siblings:Cora,heights (inches))"]),
    (SIBLING_HEIGHTS, "Dylan, although two years older than Bram, is shorter than Cora.",
     ["offset(siblings:Dylan,siblings:Bram,ages,2)", "less(siblings:Dylan,siblings:Cora,heights (inches))"]),
    (SIBLING_HEIGHTS, "Dylan, whilst not as old as Bram, is taller than Cora.",
     ["less(siblings:Dylan,siblings:Bram,ages)", "less(siblings:Cora,siblings:Dylan,heights (inches))"]),
    (SIBLING_HEIGHTS, "Dylan, though the oldest, is shorter than Cora.",
     ["same(siblings:Dylan,ages:12)", "less(siblings:Dylan,siblings:Cora,heights (inches))"]),
    (SIBLING_HEIGHTS, "Dylan, while 4 inches shorter than Bram, is older than Cora.",
     ["offset(siblings:Dylan,siblings:Bram,heights (inches),-4)", "less(siblings:Cora,siblings:Dylan,ages)"]),
    (ROUTE_FARES, "Route 15, whilst leaving later than Route 22, costs less.",
     ["less(routes:22,routes:15,departures)", "less(routes:15,routes:22,fares)"]),
    # after the main clause it is said of the subject too, as before ("though" joins two facts)
    (SIBLING_HEIGHTS, "Dylan is shorter than Bram, though older than Cora.",
     ["less(siblings:Dylan,siblings:Bram,heights (inches))", "less(siblings:Cora,siblings:Dylan,ages)"]),
    # "who's" is "who is"
    (SIBLING_HEIGHTS, "Dylan, who's older than Bram, is shorter than Cora.",
     ["less(siblings:Bram,siblings:Dylan,ages)", "less(siblings:Dylan,siblings:Cora,heights (inches))"]),
    # "dearer", "dearest": more expensive (prices in tenths of a dollar here)
    (CHEESES, "The Comté is $1.50 dearer than the Gruyère.", "offset(cheeses:Comté,cheeses:Gruyère,prices,15)"),
    (CHEESES, "The Manchego is the dearest.", "same(cheeses:Manchego,prices:$7.50)"),
    # a number with its unit written on
    (HANDLERS, "The poodle weighs 16lb more than the dachshund.",
     "offset(breeds:poodle,breeds:dachshund,weights (pounds),16)"),
    (HANDLERS, "The poodle weighs 8lbs more than the dachshund.",
     "offset(breeds:poodle,breeds:dachshund,weights (pounds),8)"),
    # "exactly twice": twice is exact already
    (FORAGERS, "The hedgehogs weighed exactly twice as much as the ceps.",
     "any_of([all_of([same(mushrooms:hedgehogs,weights (oz):24),same(mushrooms:ceps,weights (oz):12)])])"),
    # "Of all the venues on the tour": every row, whatever the noun
    (ARENAS, "Of all the venues on the tour, Halvorsen had the smallest crowd.",
     "same(arenas:Halvorsen,attendance:8,000)"),
    (ARENAS, "Of all the venues, Halvorsen had the smallest crowd.", "same(arenas:Halvorsen,attendance:8,000)"),
    # the British spelling of a value
    (JUMPERS, "The iced tea was ordered by the guest in grey.", "same(drinks:iced tea,sweaters:gray)"),
    # "Cyril and his wife" where the wives are a category: the couple, the row
    (WHIST, "Cyril and his wife had the highest score.", "same(husbands:Cyril,scores:163)"),
    (WHIST, "Edna and her husband scored eight points more than Gladys and hers.",
     "offset(wives:Edna,wives:Gladys,scores,8)"),
    (WHIST, "The couple at table 2 scored eight points more than Cyril.", "offset(tables:2,husbands:Cyril,scores,8)"),
    # "Nora's partner" where the opening pairs two categories of people
    (TANGO, "Nora's partner has had 2 fewer lessons than Ivy's partner.",
     "offset(followers:Nora,followers:Ivy,lessons,-2)"),
    # `Mr and Mrs Ashworth`: "the Ashworths", "the Bell family"
    (HOLIDAYS, "The Ashworths stayed three nights longer than the Bell family.",
     "offset(couples:Mr and Mrs Ashworth,couples:Mr and Mrs Bell,nights,3)"),
    (HOLIDAYS, "Mrs Bell flew from Gatwick.", "same(couples:Mr and Mrs Bell,airports:Gatwick)"),
    # the players of some instruments are not named by adding "ist"
    (GRADES, "The clarinettist scored 7 marks fewer than the flautist.",
     "offset(instruments:clarinet,instruments:flute,marks,-7)"),
    # "Of the three": every row
    (BINGO, "Of the three, Maureen spent the most.", "same(pals:Maureen,spent:£12)"),
    # "won either the hamper or ...": got one of them
    (BINGO_PRIZES, "Brenda won either the hamper or the teddy bear.",
     "one_of([same(pals:Brenda,prizes:hamper),same(pals:Brenda,prizes:teddy bear)])"),
    # "flew out first", "leaves home first": first in the order of that verb
    (HOLIDAYS, "The Bells flew out first.", "same(couples:Mr and Mrs Bell,dates:3rd July)"),
    # "midday" is noon; "later in the season" beside months is a later month
    (MORRIS, "The side in red danced at midday.", "same(baldrics:red,times:12:00pm)"),
    (SNOOKER, "Terry's break came later in the season than Clive's.", "less(players:Clive,players:Terry,months)"),
    # "of the spring" where the opening says every party was this spring: of them all
    (PARTIES, "The first party of the spring was held in the park.", "same(dates:March 14th,venues:park)"),
    # "had his party last" where the opening tells of the parties; "went up last of all"
    (PARTIES, "Caleb had his party last.", "same(children:Caleb,dates:May 9th)"),
    (BALLOONS, "Wren's balloon went up last of all.", "same(students:Wren,launch dates:March 22)"),
    # "threw one more ringer": a count
    (RINGERS, "Virgil threw one more ringer than Earl.", "offset(pitchers:Virgil,pitchers:Earl,ringers,1)"),
    # "leaves ahead of" beside departure times: earlier
    (ROUTE_FARES, "Route 4 leaves the depot ahead of Route 15.", "less(routes:4,routes:15,departures)"),
])
def test_british_english_and_asides_are_read(header, sentence, expected):
    assert relations(header, sentence) == ([expected] if isinstance(expected, str) else list(expected))


@pytest.mark.parametrize("header, sentence, word", [
    # an aside that speaks of an ordered measure, or of a quality's extreme, is no story
    (TAXI, "Mr Baxter, who paid the fanciest fare, went to the airport.", "fanciest"),
    (TAXI, "Mr Baxter went to the airport, which was also the grandest fare.", "grandest"),
    (TAXI, "Mr Baxter, who paid the fare in cash, went to the airport.", "who paid"),
    # "Of all the girls": maybe some of the rows; "in Reno": a value, so some of them
    (ARENAS, "Of all the girls, Halvorsen had the smallest crowd.", "all"),
    (ARENAS, "Of all the venues in Reno, Halvorsen had the smallest crowd.", "all"),
    (ARENAS, "Of all the venues who sold out, Halvorsen had the smallest crowd.", "all"),
    # another person of the row's, who is no category's
    (WHIST, "Cyril and his sister had the highest score.", "sister"),
    # a couple of points: a vague amount; "the couple" where nothing says the rows are couples
    (WHIST, "The couple at table 2 scored a couple of points more than Cyril.", "couple of"),
    (BINGO, "The couple who spent £8 included Brenda.", "couple"),
    # weeks numbered `Week 1, Week 2` are weeks in order, not days ("two weeks after" is read);
    # a storm's `Category 1` is no length ("the longest storm"), and how fast one reacted is no
    # time the bobsleds' runs took ("reacted 0.21 seconds faster")
    (CLASS_PETS, "The hamster went home on the second day.", "second day"),
    (CLASS_PETS, "The hamster goes home three days after the fish.", "three days"),
    (CLASS_PETS, "The hamster went home in the week of the 3rd.", "3rd"),
    (HURRICANES, "Alma was the longest storm.", "Alma"),
    (BOBSLEDS, "Dufresne reacted 0.21 seconds faster than Anders.", "0.21 seconds"),
    # the Coles' children, the young Coles: not the couple
    (HOLIDAYS, "The Ashworths' children flew from Leeds.", "children"),
    (HOLIDAYS, "The young Ashworths flew from Leeds.", "young"),
    # "Cyril's partner" where nothing pairs the people: someone else
    (WHIST, "Cyril's partner had the highest score.", "partner"),
    # another title than the couple's
    (HOLIDAYS, "Dr Bell flew from Gatwick.", "Dr Bell"),
    # "had his cake first": the cake is no thing the opening tells of
    (PARTIES, "Caleb had his cake first.", "first"),
    # "of the spring" where nothing says every party was in the spring
    (CLASS_PETS, "The first pet of the spring was the fish.", "spring"),
    # "not exactly twice": not quite, or not at all?
    (FORAGERS, "The hedgehogs weighed not exactly twice as much as the ceps.", "exactly"),
])
def test_what_could_be_read_two_ways_is_refused(header, sentence, word):
    assert refused_at(header, sentence).startswith(word)
