"""The weeks, days and years of a series (`Week 1`, `Year 2`), a noun that names one ordered
category before a comparison of another, a number after a noun no category numbers or before one
it does not count, and nouns
that are hedges as verbs ("claims that") but things after a possessive ("staked his claim").

`weeks : Week 1, Week 2, ...` was taken for lengths of time, so "the week before Daisy" was
refused as ambiguous (the earlier one the longer or the shorter?), and "older" read school
years as if they were ages; "Finn is in the year below Hugo" beside school years and points was
read as fewer points; "Amir swam in heat 3" beside lanes 1 to 4 as lane 3, and "on day 3" beside
`Week 1, Week 2, ...` as Week 3, "Amir ate 30 apples" beside ages as the age 30.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

PETS = "children : Amir, Bella, Cora, Daisy.\npets : fish, gerbil, hamster, stick insect.\n" \
       "weeks : Week 1, Week 2, Week 3, Week 4.\n"
SCHOOL = "children : Amir, Bella, Cora, Daisy.\npoints : 5, 10, 15, 20.\nyears : Year 1, Year 2, Year 3, Year 4.\n"
DAYS = "campers : Amir, Bella, Cora, Daisy.\nhikes : Day 1, Day 2, Day 3, Day 4.\nmiles : 4, 6, 8, 10.\n"
GOLD = "prospectors : Amos, Ezra, Silas, Jeb.\ncreeks : Bonanza, Dominion, Eldorado, Hunker.\n" \
       "months : April, May, June, July.\ngold : 12 oz, 18 oz, 25 oz, 31 oz.\n"
VENUES = "hosts : Hollis, Bob, Cy, Dee.\nvenues : Delta, Kemper, Astor, Bayside.\n"
LANES = "swimmers : Amir, Bella, Cora, Daisy.\nstrokes : backstroke, butterfly, crawl, medley.\nlanes : 1, 2, 3, 4.\n"
AGES = "people : Amir, Bella, Cora, Daisy.\npets : cat, dog, fish, bird.\nages : 10, 20, 30, 40.\n"
SOUPS = "cooks : Abe, Bea, Cy, Dot.\nservings : 4, 6, 8, 12.\ntimes : 20 minutes, 35 minutes, 50 minutes, 65 minutes.\n"
CAKES = "bakers : Ann, Bob, Cy, Dee.\nflavors : lemon, lime, mint, plum.\nages : 30, 40, 50, 60.\n"
PAINTINGS = "artists : Ann, Bob, Cy, Dee.\npaintings : Dawn, Dusk, Noon, Night.\nages : 30, 40, 50, 60.\n"
HOUSES = "owners : Amir, Bella, Cora, Daisy.\nyears : 1900, 1910, 1920, 1930.\n"
LIBRARY = "villages : Ashwell, Barley, Cottered, Datchworth.\ntimes : 9:00am, 10:30am, 12:00pm, 1:45pm.\n" \
          "books : 11, 15, 19, 23.\n"


@pytest.mark.parametrize("header, sentence, expected", [
    (PETS, "Bella has the pet the week before Daisy.", ["offset(children:Bella,children:Daisy,weeks,-1)"]),
    (PETS, "The hamster goes home two weeks after the fish.", ["offset(pets:hamster,pets:fish,weeks,2)"]),
    (PETS, "The stick insect goes home the week after the fish.", ["offset(pets:stick insect,pets:fish,weeks,1)"]),
    (PETS, "Amir has his turn before Daisy.", ["less(children:Amir,children:Daisy,weeks)"]),
    (PETS, "Amir's week is earlier than Daisy's.", ["less(children:Amir,children:Daisy,weeks)"]),
    (SCHOOL, "Amir is in a later year than Daisy.", ["less(children:Daisy,children:Amir,years)"]),
    (SCHOOL, "Amir is in the year after Daisy.", ["offset(children:Amir,children:Daisy,years,1)"]),
    (DAYS, "Cora hiked two days after Amir.", ["offset(campers:Cora,campers:Amir,hikes,2)"]),
    (GOLD, "Ezra staked his claim a month before Silas.", ["offset(prospectors:Ezra,prospectors:Silas,months,-1)"]),
    (GOLD, "The Eldorado claim yielded 6 ounces more than Amos's claim.",
     ["offset(creeks:Eldorado,prospectors:Amos,gold,6)"]),
    (GOLD, "Amos's claim is not on Hunker.", ["different(prospectors:Amos,creeks:Hunker)"]),
    (LIBRARY, "The 1:45pm stop lent more books than Ashwell.", ["less(villages:Ashwell,times:1:45pm,books)"]),
    (LIBRARY, "Cottered isn't the stop where 23 books were borrowed.", ["different(villages:Cottered,books:23)"]),
    # the rest of a place's or a firm's name after a value
    (VENUES, "Bob played Delta Arena.", ["same(hosts:Bob,venues:Delta)"]),
    (VENUES, "Cy played the Kemper Center, and Dee played Astor Hall.",
     ["same(hosts:Cy,venues:Kemper)", "same(hosts:Dee,venues:Astor)"]),
    (VENUES, "The Bayside Group booked Hollis.", ["same(venues:Bayside,hosts:Hollis)"]),
    # a number after the noun of its own category, or after no noun
    (LANES, "Amir swam in lane 3.", ["same(swimmers:Amir,lanes:3)"]),
    (LANES, "The swimmer in position 3 swam the crawl.", ["same(lanes:3,strokes:crawl)"]),
    (PETS, "Amir had the fish in week 3.", ["same(children:Amir,pets:fish)", "same(children:Amir,weeks:Week 3)"]),
    (HOUSES, "Amir owns the 1930 house.", ["same(owners:Amir,years:1930)"]),
    # a number and what it counts, or a number and a verb
    (AGES, "Amir is 30 years old.", ["same(people:Amir,ages:30)"]),
    (AGES, "Whoever is 30 owns the cat.", ["same(ages:30,pets:cat)"]),
    (AGES, "The 30-year-old owns the cat.", ["same(ages:30,pets:cat)"]),
    (SOUPS, "The recipe that serves 12 takes 15 minutes longer than Abe's.",
     ["offset(servings:12,cooks:Abe,times,15)"]),
    (CAKES, "The baker of the mint cake is older than Ann.", ["less(bakers:Ann,flavors:mint,ages)"]),
    (CAKES, "The mint baker is 10 years older than Ann.", ["offset(flavors:mint,bakers:Ann,ages,10)"]),
    (PAINTINGS, "Dusk's painter is older than Dawn's.", ["less(paintings:Dawn,paintings:Dusk,ages)"]),
    (PAINTINGS, "The oldest artist painted Dusk.", ["same(ages:60,paintings:Dusk)"]),
    (HOUSES, "The person born in 1930 is older than Amir.", ["less(years:1930,owners:Amir,years)"]),
])
def test_read(header, sentence, expected):
    assert relations(header, sentence) == expected


@pytest.mark.parametrize("header, sentence, word", [
    # a school year or a week of a series is no age
    (SCHOOL, "Amir is older than Daisy.", "older"),
    (PETS, "Amir is younger than Daisy.", "younger"),
    # a week of a series is no length
    (PETS, "Amir's week is longer than Daisy's.", "longer"),
    # the noun right before the comparison names the years, which "below" does not compare
    # where no opening sets them at school: never the points instead
    (SCHOOL, "Amir is in the year below Daisy.", "the year below"),
    (SCHOOL, "Amir is in a higher year than Daisy.", "higher"),
    # a number after a noun no category numbers: the heat's number, not the lane's (both were
    # read as lane 3 and week 3)
    (LANES, "Amir swam in heat 3.", "heat 3"),
    (LANES, "The swimmer in pool 3 swam the crawl.", "pool 3"),
    (PETS, "Amir had the fish on day 3.", "day 3"),
    # a bare number before a noun its category does not count: apples, not the age 30 (both were
    # read as the value)
    (AGES, "Amir ate 30 apples.", "30 apples"),
    (AGES, "Amir, with 20 medals, owns the cat.", "20 medals"),
    (LANES, "Amir has 3 medals.", "3 medals"),
    (AGES, "Amir owns the 10 hens.", "10 hens"),
    (AGES, "Amir drove a 10-ton truck.", "10-ton"),
    (AGES, "Amir owns a 20-acre farm.", "20-acre"),
    # "next to" with no line of places: not the next year (it was read as ten years apart)
    (HOUSES, "The person born in 1930 lives next to Amir.", "next to"),
    (HOUSES, "Bella is next to Amir.", "next to"),
    # a made thing's own age, beside the people's ages (it was read as the baker's)
    (CAKES, "The mint cake is 10 years older than the plum one.", "10 years older"),
    (CAKES, "Ann baked the oldest cake.", "oldest cake"),
    (PAINTINGS, "The oldest painting is Dusk.", "oldest painting"),
    (PAINTINGS, "Dusk is older than Dawn.", "older"),
    # a ranking no category holds: never the weights
    ("people : Ann, Bob, Cora, Dale.\nages : 10, 20, 30, 40.\nweights : 4.5 lbs, 5 lbs, 5.5 lbs, 6 lbs.\n",
     "Bob ranks above Cora.", "above"),
    # a person's name is no place's
    (VENUES, "Bob played Hollis Arena.", "Arena"),
    # a hedge stays a hedge as a verb
    (GOLD, "Amos claims that he found the gold on Hunker.", "claims"),
    (GOLD, "Ezra plans to dig on Hunker.", "plans"),
])
def test_refused(header, sentence, word):
    assert refused_at(header, sentence).startswith(word)


def test_a_shuffled_list_of_times_does_not_run_past_midnight():
    from pylogic.clues.compiler import compile_clues

    def numbers(times: str) -> list[int]:
        first = times.split(", ")[0]
        compiled = compile_clues(f"guests : Ann, Bob, Cy, Dee.\ntimes : {times}.\n\n1. Ann came at {first}.\n")
        return list(compiled.puzzle.category("times").numbers)

    # listed in order across midnight: the later ones are the next day's
    assert numbers("10:00pm, 11:00pm, 12:00am, 1:00am") == [1320, 1380, 1440, 1500]
    # shuffled: never 23 hours on to the next evening (8:30pm was the earliest)
    assert numbers("8:30pm, 7:45pm, 8:00pm, 8:15pm") == [1230, 1185, 1200, 1215]
