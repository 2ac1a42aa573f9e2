"""A measure said of something no category measures is refused, never read as the category's.

Beside the guests' heights, "Eve is the tallest guest", "Eve stands taller than Pam" and "The
tallest guest wears red" give the guests' heights. "Eve gave the tallest order", "Ned told a
taller tale than Max", "Ola threw the heaviest punch" or "Dee is an older soul than Kit" speak
of an order, a tale, a punch or a soul: no category holds their measure. So do idioms of a
doing ("a heavier smoker", "the heaviest sleeper"), a doing before the comparison ("Pam sang
higher than Lea", "Ola lifted more than Gus") and a part of a thing ("Dusk has the longest
title" beside the novels' pages). Beside the people's own ages, "newer" (a thing's), "the
40-year-old car", "Sue scored 30", "Sue retired younger than Fay" and "the oldest to retire"
(an age at another time) are refused. Leaving a job is not being hired: "Max left the firm
before Ann" beside the years each was hired is refused as "Max left in 2005" is, and arriving or
showing up is no talk's start.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

GUESTS = ("# Four guests and their heights\nguest : Pam, Tom, Eve, Ivy\n"
          "height : 60 inches, 62 inches, 64 inches, 66 inches\ncolour : red, blue, green, white\n")
WRESTLERS = ("# Four wrestlers and their weights\nwrestler : Ola, Gus, Cid, Dee\n"
             "weight : 200 pounds, 220 pounds, 240 pounds, 260 pounds\ncolour : red, blue, green, white\n")
FRIENDS = ("# Four friends and their ages\nperson : Dee, Kit, Max, Sue\nage : 30, 40, 50, 60\n"
           "colour : red, blue, green, white\n")
NOVELS = ("# Four novels and their lengths\nnovel : Dusk, Ember, Frost, Gale\n"
          "pages : 200 pages, 250 pages, 300 pages, 350 pages\ncolour : red, blue, green, white\n")
CARS = ("# Four friends, their cars and their ages\nperson : Sue, Fay, Max, Jon\ncar : Ford, Fiat, Audi, Jeep\n"
        "age : 30, 40, 50, 60\n")
CLIMBERS = "climbers : Ilse, Jon, Kai.\nheights : 4,800 m, 5,000 m, 5,200 m.\n"
KIDS = ("# Four children, their ages and their favourite toys\nchild : Tom, Eve, Hal, Uma\n"
        "toy : kite, doll, ball, yo-yo\nage : 4, 5, 6, 7\n")
TICKETS = ("# Four concert-goers, their ticket prices and their seat numbers\nperson : Ivy, Fay, Max, Jon\n"
           "price : $20, $30, $40, $50\nseat : 1, 2, 3, 4\n")
MEALS = ("# Four diners and the prices of their meals\ndiner : Ned, Kit, Ola, Rex\nprice : $10, $12, $14, $16\n"
         "drink : tea, beer, wine, juice\n")
RACERS = ("# Four racers and their finishing times\nracer : Kit, Lea, Ivy, Uma\n"
          "time : 20 minutes, 22 minutes, 24 minutes, 26 minutes\n")
SALARIES = ("# Four employees and their salaries\nemployee : Gus, Eve, Max, Kit\n"
            "salary : $30,000, $40,000, $50,000, $60,000\n")
TALKS = ("# Four speakers, the times their talks started and their topics\nspeaker : Sue, Bob, Kit, Pam\n"
         "start : 9:00am, 10:00am, 11:00am, 12:00pm\ntopic : bees, cars, dogs, eggs\n")
PARTY = ("# Four guests and the times they arrived at the party\nguest : Sue, Bob, Kit, Pam\n"
         "arrival : 7:00pm, 7:15pm, 7:30pm, 7:45pm\n")
STAFF = ("# Four employees and the years they were hired\nemployee : Max, Ann, Bob, Cid\n"
         "year : 1995, 2000, 2005, 2010\ncolour : red, blue, green, white\n")
PUMPKINS = ("# Four farmers and the weights of their prize pumpkins\nfarmer : Ola, Gus, Cid, Dee\n"
            "weight : 200 pounds, 220 pounds, 240 pounds, 260 pounds\n")


@pytest.mark.parametrize("header, sentence, expected", [
    (GUESTS, "Eve is the tallest guest.", "same(guest:Eve,height:66 inches)"),
    (GUESTS, "The tallest guest wears red.", "same(height:66 inches,colour:red)"),
    (GUESTS, "Eve stands taller than Pam.", "less(guest:Pam,guest:Eve,height)"),
    (GUESTS, "Eve is a taller woman than Pam.", "less(guest:Pam,guest:Eve,height)"),
    (WRESTLERS, "Ola weighs 20 pounds more than Gus.", "offset(wrestler:Ola,wrestler:Gus,weight,20)"),
    (WRESTLERS, "The wrestler in red is heavier than Gus.", "less(wrestler:Gus,colour:red,weight)"),
    (PUMPKINS, "Ola grew the heaviest pumpkin.", "same(farmer:Ola,weight:260 pounds)"),
    (NOVELS, "Dusk is the longest novel.", "same(novel:Dusk,pages:350 pages)"),
    (STAFF, "Max was hired before Ann.", "less(employee:Max,employee:Ann,year)"),
    (CARS, "Sue is older than Fay.", "less(person:Fay,person:Sue,age)"),
    (CARS, "The 40-year-old is Sue.", "same(age:40,person:Sue)"),
    (CARS, "Sue turned 30.", "same(person:Sue,age:30)"),
    # heights with no opening may be of the peaks they climbed: "reached" is no doing of a body
    (CLIMBERS, "Ilse reached the highest peak.", "same(climbers:Ilse,heights:5,200 m)"),
    (KIDS, "Tom is 5 years old.", "same(child:Tom,age:5)"),
    (TICKETS, "Ivy paid $20 for her ticket.", "same(person:Ivy,price:$20)"),
    (MEALS, "Ned had the cheapest meal.", "same(diner:Ned,price:$10)"),
    # the opening's things go by kinds of thing: "the priciest dish" is a meal
    (MEALS, "Ned ordered the priciest dish.", "same(diner:Ned,price:$16)"),
    (MEALS, "Ned's plate cost less than Kit's.", "less(diner:Ned,diner:Kit,price)"),
    (RACERS, "Lea was the fastest runner.", "same(racer:Lea,time:20 minutes)"),
    (SALARIES, "Eve earns more than Max.", "less(employee:Max,employee:Eve,salary)"),
    (PARTY, "Sue showed up first.", "same(guest:Sue,arrival:7:00pm)"),
])
def test_the_categorys_own_measure_is_read(header, sentence, expected):
    assert relations(header, sentence) == [expected]


@pytest.mark.parametrize("header, sentence, refused", [
    (GUESTS, "Eve gave the tallest order.", "tallest order."),
    (GUESTS, "Ivy ordered the tallest drink.", "tallest drink."),
    (GUESTS, "Eve has the tallest hat.", "tallest hat."),
    (GUESTS, "Tom told a taller tale than Pam.", "taller tale than Pam."),
    (GUESTS, "Pam sang higher than Ivy.", "higher than Ivy."),
    (WRESTLERS, "Ola threw the heaviest punch.", "heaviest punch."),
    (WRESTLERS, "Gus is the heaviest sleeper.", "heaviest sleeper."),
    (WRESTLERS, "Cid is a heavier smoker than Dee.", "heavier smoker than Dee."),
    (WRESTLERS, "Ola lifted more than Gus.", "more than Gus."),
    (WRESTLERS, "Ola is lighter on her feet than Gus.", "lighter on her feet than Gus."),
    (FRIENDS, "Dee is an older soul than Kit.", "older soul than Kit."),
    (NOVELS, "Dusk has the longest title.", "longest title."),
    (NOVELS, "Dusk has a longer title than Ember.", "longer title than Ember."),
    (STAFF, "Max left the firm before Ann.", "before Ann."),
    (STAFF, "Bob left before Cid.", "before Cid."),
    (CARS, "Sue's car is newer than Fay's.", "newer than Fay's."),
    (CARS, "The Ford is the newest car.", "newest car."),
    (CARS, "The 40-year-old car is the Audi.", "40-year-old car is the Audi."),
    (CARS, "Sue owns 30 cars.", "30 cars."),
    (CARS, "Sue scored 30.", "30."),
    (CARS, "Sue retired younger than Fay.", "younger than Fay."),
    (CARS, "Sue was the oldest to retire.", "oldest to retire."),
    (KIDS, "Tom owns 5 kites.", "5 kites."),
    (KIDS, "Uma lives at number 4.", "4."),
    (TICKETS, "Ivy spent $40 on snacks.", "$40 on snacks."),
    (TICKETS, "Ivy spent $10 more on food than Fay.", "$10 more on food than Fay."),
    (RACERS, "Lea is the fastest typist.", "fastest typist."),
    (SALARIES, "Gus owes the most.", "most."),
    (SALARIES, "Eve spends more than Max.", "more than Max."),
    (MEALS, "Ned has the cheapest phone.", "cheapest phone."),
    (MEALS, "Rex's cocktail cost more than Ned's.", "more than Ned's."),
    (TALKS, "Sue arrived first.", "first."),
    (TALKS, "Sue showed up before Bob.", "before Bob."),
])
def test_a_measure_of_something_else_is_refused(header, sentence, refused):
    assert refused_at(header, sentence) == refused


JOBS = ("# Five friends recall their first jobs and what was in that first weekly pay packet.\n"
        "friends : Bernard, Doris, Frank, Hilda, Leonard.\nyears : 1956, 1958, 1960, 1962, 1964.\n"
        "wages : £3, £4, £5, £6, £7.\n")


@pytest.mark.parametrize("sentence, expected", [
    # "a week" where the opening says the pay is weekly says again what the wages are
    ("Frank earned £1 a week less than Bernard.", ["offset(friends:Frank,friends:Bernard,wages,-1)"]),
    # "the best paid", "the worst paid": the highest and lowest paid
    ("Doris was the best paid of the five.", ["same(friends:Doris,wages:£7)"]),
    ("Doris was the worst paid.", ["same(friends:Doris,wages:£3)"]),
])
def test_wages_of_the_opening(sentence, expected):
    assert relations(JOBS, sentence) == expected


BONDS = ("# Five neighbours each won a Premium Bond prize last year.\n"
         "neighbours : Miss Mottram, Mr Ashworth, Mr Kaye, Mrs Blunt, Mrs Rudd.\n"
         "prizes : £25, £50, £100, £250, £500.\n")


@pytest.mark.parametrize("sentence", [
    "Mrs Blunt won rather less than Mrs Rudd.",
    "Mrs Blunt won somewhat less than Mrs Rudd.",
    "Mrs Blunt's prize was rather smaller than Mrs Rudd's.",
])
def test_rather_and_somewhat_before_a_comparison_say_some_amount(sentence):
    assert relations(BONDS, sentence) == ["less(neighbours:Mrs Blunt,neighbours:Mrs Rudd,prizes)"]


def test_rather_than_stays_unread():
    assert refused_at(BONDS, "Mrs Blunt won rather than Mrs Rudd.").startswith("won")


DOGS = "# Four dog owners, their dogs' breeds and ages\nowner : Max, Sue, Cid, Ned\nage : 2, 4, 6, 8\n"
DOGS_OF = "# Four owners and the ages of their dogs\nowner : Max, Sue, Cid, Ned\nage : 2, 4, 6, 8\n"
HOUSES_BUILT = "# Old houses: each owner and the year it was built\nowner : Dee, Eve, Pam\nyear : 1900, 1920, 1940\n"
TRUFFLES = ("# Four truffle hunters and the weight of the truffles found\nhunters : Beppe, Lola, Rosa\n"
            "weights : 40 grams, 60 grams, 100 grams\n")


@pytest.mark.parametrize("header, sentence, expected", [
    # the opening gives the ages to the dogs: "Max's dog" is read, the owners' own ages are not
    (DOGS, "Max's dog is older than Sue's.", "less(owner:Sue,owner:Max,age)"),
    (DOGS_OF, "Cid has the oldest dog.", "same(owner:Cid,age:8)"),
    (HOUSES_BUILT, "Dee's house was built before Eve's.", "less(owner:Dee,owner:Eve,year)"),
    # what a hunter found is the truffles' weight
    (TRUFFLES, "Lola found 60 grams more than Beppe.", "offset(hunters:Lola,hunters:Beppe,weights,60)"),
])
def test_the_measure_the_opening_gives_a_thing_is_read_of_it(header, sentence, expected):
    assert relations(header, sentence) == [expected]


@pytest.mark.parametrize("header, sentence, refused", [
    (DOGS, "Ned is older than Sue.", "older than Sue."),
    (DOGS_OF, "Sue is the oldest owner.", "oldest owner."),
    (HOUSES_BUILT, "Pam is older than Eve.", "older than Eve."),
])
def test_the_people_are_not_the_things_the_opening_measures(header, sentence, refused):
    assert refused_at(header, sentence) == refused


RADIO = ("# Four presenters each host a show on a different weekday evening.\n"
         "presenters : Barry, Colin, Jean, Sandra.\ndays : Monday, Tuesday, Wednesday, Thursday.\n")


@pytest.mark.parametrize("sentence, expected", [
    ("Jean's show goes out the night after Colin's.", "offset(presenters:Jean,presenters:Colin,days,1)"),
    ("Jean's show goes out the evening before Colin's.", "offset(presenters:Jean,presenters:Colin,days,-1)"),
])
def test_the_night_after_beside_weekdays_is_the_next_day(sentence, expected):
    assert relations(RADIO, sentence) == [expected]


def test_the_evening_after_beside_times_of_day_is_refused():
    assert refused_at(PARTY, "Sue arrived the evening after Bob.").startswith("evening")


DEPARTURES = "passengers : Dan, Erin, Gina.\ndepartures : 6:00am, 12:30pm, 1:00pm.\n"


def test_a_time_of_another_thing_is_refused():
    assert refused_at(TALKS, "Sue caught the 10:00am train.") == "10:00am train."
    assert relations(TALKS, "The 10:00am talk is about bees.") == ["same(start:10:00am,topic:bees)"]
    assert relations(DEPARTURES, "Dan took the 6:00am flight.") == ["same(passengers:Dan,departures:6:00am)"]


def test_which_is_the_thing_named_last_never_a_person():
    # "which" is the cat, and no category holds the cat's age ("who" may be Hal)
    assert refused_at(CARS.replace("car : Ford, Fiat, Audi, Jeep", "pet : cat, dog, fox, hen"),
                      "Sue owns the cat, which is older than Fay.").startswith("older")


CAMP = ("# Four campers, their wake-up times and chores\ncamper : Ola, Gus, Jon, Hal\n"
        "wake-up times : 5:00am, 5:30am, 6:00am, 6:30am\n")


@pytest.mark.parametrize("sentence, refused", [
    ("Jon lit the fire at 6:00am.", "6:00am."),
    ("Hal went for a run at 5:00am.", "5:00am."),
])
def test_another_doing_at_a_time_of_waking_is_refused(sentence, refused):
    assert refused_at(CAMP, sentence) == refused


def test_waking_at_a_time_of_waking_is_read():
    assert relations(CAMP, "Jon woke at 6:00am.") == ["same(camper:Jon,wake-up times:6:00am)"]
