""""A boy", "a girl", "one of the girls" where first names or titles say who is which.

Where the grid's people are named by first names given to one sex alone (or titled Mr and Mrs),
with both sexes among them, "The cat is owned by a boy" says the cat's owner is one of the boys,
as "The cat's owner is a boy" does; "A boy owns the cat", "The hamster belongs to one of the
girls", "The sack race wasn't won by a girl" and "The youngest child is a girl" are read the
same way. "Some boy" and "exactly one of the boys" only say the same when the clause ties rows
by what they are, so a comparison, a pronoun after "a boy", a second clause, or a name of
neither sex is refused. Where exactly two are girls, "Of the two girls, one ... and the other
..." names them; "the chocolate coins he found" after one boy alone is named is his.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

PARADE = "children : Emma, Jack, Sarah, Tom.\npets : cat, dog, hamster, rabbit.\nages : 7, 8, 9, 10.\n"
RECITAL = ("pupils : Clara, Isaac, Lena, Max.\npieces : march, minuet, rondo, waltz.\n"
           "teachers : Mr. Brown, Mrs. Green, Miss Hill, Mr. Lee.\n")
GAMES = "guests : Ellie, George, Holly.\ngames : apple bobbing, sack race, treasure hunt.\n"
LODGERS = "lodgers : Mr Hollis, Mrs Jay, Miss Kemp.\nrooms : attic, basement, box room.\n"
HOUSES = "houses : 1, 2, 3, 4.\nchildren : Emma, Jack, Sarah, Tom.\ncolours : red, blue, green, pink.\n"
UNTOLD = "children : Emma, Jess, Sarah, Tom.\npets : cat, dog, hamster, rabbit.\nages : 7, 8, 9, 10.\n"

BOYS_HAVE_CAT = "any_of([same(pets:cat,children:Jack),same(pets:cat,children:Tom)])"


@pytest.mark.parametrize("header, sentence, expected", [
    (PARADE, "The cat is owned by a boy.", BOYS_HAVE_CAT),
    (PARADE, "The cat belongs to one of the boys.", BOYS_HAVE_CAT),
    (PARADE, "A boy owns the cat.", "one_of([same(children:Jack,pets:cat),same(children:Tom,pets:cat)])"),
    # the sentence "a boy" ends says no more than "The cat's owner is a boy", read as before
    (PARADE, "The cat's owner is a boy.", BOYS_HAVE_CAT),
    (PARADE, "The youngest child is a girl.",
     "any_of([same(ages:7,children:Emma),same(ages:7,children:Sarah)])"),
    (PARADE, "The hamster wasn't owned by a girl.",
     ["different(pets:hamster,children:Emma)", "different(pets:hamster,children:Sarah)"]),
    # "a boy" is the pupils' (the grid's own people), not the titled teachers'
    (RECITAL, "A boy played the march.",
     "one_of([same(pupils:Isaac,pieces:march),same(pupils:Max,pieces:march)])"),
    (RECITAL, "The march was played by a girl.",
     "any_of([same(pieces:march,pupils:Clara),same(pieces:march,pupils:Lena)])"),
    # "won by a girl" where no places are kept: she got it
    (GAMES, "The sack race wasn't won by a girl.",
     ["different(games:sack race,guests:Ellie)", "different(games:sack race,guests:Holly)"]),
    # a row of houses first: the one category of people after it
    (HOUSES, "A boy lives in house 2.", "one_of([same(children:Jack,houses:2),same(children:Tom,houses:2)])"),
    (HOUSES, "The red house belongs to a girl.",
     "any_of([same(colours:red,children:Emma),same(colours:red,children:Sarah)])"),
    # one man among titled lodgers: him by name
    (LODGERS, "The attic is let to a man.", "same(rooms:attic,lodgers:Mr Hollis)"),
])
def test_a_person_of_a_sex_is_one_of_them_by_name(header, sentence, expected):
    assert relations(header, sentence) == ([expected] if isinstance(expected, str) else list(expected))


@pytest.mark.parametrize("header, sentence, word", [
    # a comparison: some boy, or exactly one?
    (PARADE, "A boy is older than Emma.", "A boy"),
    (PARADE, "Emma is older than a boy.", "a boy"),
    # another person than the row's own
    (PARADE, "The cat was bought from a boy.", "The cat"),
    # a pronoun or a second clause after it
    (PARADE, "The cat belongs to a boy, and he is 9.", "The cat"),
    # Jess is a name given to both sexes: who are the girls?
    (UNTOLD, "The cat is owned by a boy.", "The cat"),
])
def test_a_person_of_a_sex_not_said_of_the_rows_own_people_is_refused(header, sentence, word):
    assert refused_at(header, sentence).startswith(word)


HUNT = ("children : Amelia, Harry, Isla, Noah.\ntreasures : chocolate coins, compass, spyglass, toy parrot.\n"
        "places : birdbath, compost heap, greenhouse, rockery.\ntimes : 3 minutes, 5 minutes, 7 minutes, 9 minutes.\n")


@pytest.mark.parametrize("sentence, expected", [
    # "the two girls" where exactly two are girls: the two by name
    ("Of the two girls, one found the spyglass and the other searched for 9 minutes.",
     ["pair(children:Amelia,children:Isla,treasures:spyglass,times:9 minutes)"]),
    ("Of the two boys, one found the compass and the other searched for 9 minutes.",
     ["pair(children:Harry,children:Noah,treasures:compass,times:9 minutes)"]),
    # "he" of a thing found, after one boy alone is named: the thing he found
    ("Harry was the quickest of the four; the chocolate coins he found weren't in the greenhouse.",
     ["same(treasures:chocolate coins,children:Harry)", "same(children:Harry,times:3 minutes)",
      "different(treasures:chocolate coins,places:greenhouse)"]),
])
def test_the_two_of_a_sex_and_the_one_he_or_she_means(sentence, expected):
    assert relations(HUNT, sentence) == expected


def test_a_pronoun_of_the_other_sex_than_the_one_named_is_refused():
    assert refused_at(HUNT, "Harry was the quickest; the chocolate coins she found weren't in the greenhouse.") \
        .startswith("she")
