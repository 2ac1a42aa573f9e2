"""Amounts written out in words, after a category's noun and in letter grades, and two sentences
in one clue: read whole, or refused.

Found by a black-box search against an independent brute force: "Paula got a score 100 points
higher than Rosa" was read as Paula's score being 100 (the number after "score" taken for a
name, as in "room 101"), "a score one hundred points higher" as merely higher ("one hundred
points" passed over), and "two hundred and fifty points more" as a score of 200 and 50 more; "1 grade higher" beside `B,
C, D, F` as one notch of B+/B/B- (no answer); "Ann didn't finish last. Bob finished last." as one
sentence with Bob's part lost.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

SCORES = "people : Paula, Quentin, Rosa, Silas.\nscores : 100, 200, 300, 400.\npets : cat, dog, parrot, rabbit.\n"
CLIMBS = "climbers : Tess, Umar, Vera, Wade.\naltitudes : 8,000 ft, 9,000 ft, 10,000 ft, 11,000 ft.\n"


@pytest.mark.parametrize("header, sentence, expected", [
    (SCORES, "Paula got a score 100 points higher than Rosa.", ["offset(people:Paula,people:Rosa,scores,100)"]),
    (SCORES, "Paula had a score 100 points lower than Rosa.", ["offset(people:Paula,people:Rosa,scores,-100)"]),
    (SCORES, "Paula got a score one hundred points higher than Rosa.",
     ["offset(people:Paula,people:Rosa,scores,100)"]),
    (SCORES, "Paula scored two hundred and fifty points more than Rosa.",
     ["offset(people:Paula,people:Rosa,scores,250)"]),
    (SCORES, "Paula scored two hundred fifty points more than Rosa.", ["offset(people:Paula,people:Rosa,scores,250)"]),
    (SCORES, "Paula scored one hundred points.", ["same(people:Paula,scores:100)"]),
    (SCORES, "Paula got a score of 300.", ["same(people:Paula,scores:300)"]),
    (SCORES, "The cat one scored 200.", ["same(pets:cat,scores:200)"]),
    (CLIMBS, "Tess climbed to an altitude one thousand feet higher than Vera.",
     ["offset(climbers:Tess,climbers:Vera,altitudes,1000)"]),
])
def test_read(header, sentence, expected):
    assert relations(header, sentence) == expected


@pytest.mark.parametrize("header, sentence, word", [
    (SCORES, "Paula scored a hundred and fifty points more than Rosa.", "Paula"),
    (SCORES, "Paula scored one thousand two hundred points.", "one thousand two"),
    # more than one scale in words: not read
    (CLIMBS, "Tess reached two thousand and five hundred feet.", "two thousand"),
])
def test_refused(header, sentence, word):
    assert refused_at(header, sentence).startswith(word)


GRADES = "students : Paula, Quentin, Rosa, Silas.\nreport grades : B, C, D, F.\n" \
         "subjects : art, French, history, math.\n"
NOTCHED = "students : Paula, Quentin, Rosa, Silas.\ngrades : B-, B, B+, A-.\n"
RUNNERS = "runners : Ann, Bob, Cora, Dale.\nplaces : 1st, 2nd, 3rd, 4th.\nshirts : blue, green, red, white.\n"


@pytest.mark.parametrize("header, sentence, expected", [
    # letter grades without + or -: one grade is one letter (F is the one below D)
    (GRADES, "Rosa scored 1 grade higher than Silas.", ["offset(students:Rosa,students:Silas,report grades,1)"]),
    (GRADES, "Rosa scored one letter grade higher than Silas.",
     ["offset(students:Rosa,students:Silas,report grades,1)"]),
    (GRADES, "Rosa scored two letter grades higher than Silas.",
     ["offset(students:Rosa,students:Silas,report grades,2)"]),
    (GRADES, "Rosa got a higher grade than Silas.", ["less(students:Silas,students:Rosa,report grades)"]),
    # two sentences in one clue: both said
    (RUNNERS, "Ann didn't finish last. Bob finished last.",
     ["different(runners:Ann,places:4th)", "same(runners:Bob,places:4th)"]),
    (RUNNERS, "Ann wore blue! Bob finished 2nd.", ["same(runners:Ann,shirts:blue)", "same(runners:Bob,places:2nd)"]),
    (GRADES, "Silas received a grade of C. The student who took math didn't get a B.",
     ["same(students:Silas,report grades:C)", "different(subjects:math,report grades:B)"]),
])
def test_grades_and_sentences(header, sentence, expected):
    assert relations(header, sentence) == expected


def test_letter_grades_are_counted_in_letters():
    from pylogic.clues.compiler import compile_clues

    grades = compile_clues(GRADES + "\n1. Rosa got a B.\n", "t.clues").puzzle.category("report grades")
    notched = compile_clues(NOTCHED + "\n1. Rosa got a B.\n", "t.clues").puzzle.category("grades")
    assert list(grades.numbers) == [3, 2, 1, 0]
    assert list(notched.numbers) == [7, 8, 9, 10]


@pytest.mark.parametrize("header, sentence, word", [
    # a grade got: one grade higher, or any higher grade?
    (GRADES, "Rosa got a grade higher than Silas.", "grade"),
    # the possessive of a bare superlative (it stopped with an internal error)
    (RUNNERS, "The fastest's shirt is blue.", "fastest's"),
])
def test_grades_and_superlatives_refused(header, sentence, word):
    assert refused_at(header, sentence).startswith(word)


ARRIVALS = "guests : Mr. Bray, Mrs. Cruz, Dr. Farley, Ms. Gant.\narrivals : 7:00pm, 7:15pm, 7:30pm, 7:45pm.\n"


def test_a_count_between_counts_things_not_quarters_of_an_hour():
    # "three-quarters of an hour" was read as three arrivals between (an hour apart)
    assert refused_at(ARRIVALS, "There are three-quarters of an hour between Ms. Gant's arrival and "
                                "Dr. Farley's.").startswith("quarters of an hour")
    assert relations(ARRIVALS, "There are 2 arrivals between Ms. Gant's arrival and Dr. Farley's.") == \
        ["distance(guests:Ms. Gant,guests:Dr. Farley,arrivals,45)"]
