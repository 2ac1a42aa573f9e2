"""A doing the opening does not name is refused where it names getting, keeping or losing.

"Four shoppers, the items they bought": "Kit bought the clock", "Ann purchased the lamp",
"Tom picked up the vase" and "Ann has the rug" pair a shopper with an item. "Ivy put back the
rug", "Kit tested the clock" and "Ann sold the rug" say something else done with it; reading them
as the pairing gave a confident wrong grid, so they are refused at the verb. So are "Rex gave the
book" beside the gifts they received, "Dee found the phone" beside what each lost, and "Uma lent
the parrot" beside their pets. "Max left behind the phone" (forgot it there, or left after it?)
is refused, no longer read as leaving after the phone's owner; "Ivy did not sell the rug" is
refused as "Ivy sold the rug" is (it was read as not buying it). Beside what each guest brought to
a potluck, "Jon ordered the pasta" (getting a dish is another's doing) and "Meg dropped the soup"
are refused, and beside the dishes diners ordered and the waiters who served them, "Zoe ate the
pasta" (Zoe is a waiter) is. Where the opening's doing is
another ("serves a different dish", "brought a different present"), selling and giving may be the
pairing, and are read. Beside providing a thing (bringing, making, selling, serving, growing),
judging it, looking it over or handing it back is refused ("Tom judged the roses" beside which
flower each gardener grew), and so is eating or receiving it where the providing is for others
("Amy ate the soup" beside what each guest brought to the potluck, "Kit unwrapped the scarf" at
the birthday party), not where it is one's own ("Bob ate the doughnut" beside the snack each
attendant brought).
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

SHOPPERS = ("# Four shoppers, the items they bought and what they paid\nshopper : Ivy, Kit, Ann, Tom\n"
            "item : vase, lamp, rug, clock\nprice : $10, $20, $30, $40\n")
GIFTS = ("# Four friends and the gifts they received\nfriend : Rex, Ann, Bob, Sue\ngift : book, scarf, mug, watch\n"
         "colour : red, blue, green, white\n")
LOST = ("# Four travellers, what each lost and on which day\ntraveller : Dee, Max, Hal, Ivy\n"
        "item : phone, wallet, umbrella, scarf\nday : Monday, Tuesday, Wednesday, Thursday\n")
PETS = ("# Four friends and their pets\nperson : Uma, Cid, Ann, Bob\npet : cat, dog, parrot, rabbit\n"
        "colour : red, blue, green, white\n")
VANS = ("# Four chefs each serve a different dish from a different van\nchef : Ann, Bob, Cal, Dot\n"
        "dish : curry, tacos, noodles, pizza\nvan : red, blue, green, white\n")
WEDDING = ("# Four guests each brought a different present\nguest : Ann, Bob, Cal, Dot\n"
           "present : clock, vase, toaster, kettle\ndrink : tea, beer, wine, juice\n")
POTLUCK = ("# The potluck supper: what each guest brought\nguest : Jon, Amy, Lou, Meg\n"
           "dish : pasta, salad, pie, soup\nservings : 4 servings, 6 servings, 8 servings, 10 servings\n")
PRESENTS = ("# Four friends and the presents they were given, and what each cost\nfriend : Rex, Ann, Bob, Sue\n"
            "gift : book, scarf, mug, watch\nprice : $10, $20, $30, $40\n")
EACH_BOUGHT = ("# Four shoppers, the item each bought and what they paid\nshopper : Ivy, Kit, Ann, Tom\n"
               "item : vase, lamp, rug, clock\nprice : $10, $20, $30, $40\n")
TAKEN_OUT = ("# Which book did each reader take out, and in which colour was its cover?\nreader : Tom, Eve, Pam, Kit\n"
             "book : atlas, novel, cookbook, biography\ncolour : red, blue, green, white\n")
MISLAID = ("# Four travellers each mislaid one thing on a different day\ntraveller : Max, Dee, Hal, Ivy\n"
           "item lost : phone, umbrella, wallet, hat\nday : Monday, Tuesday, Wednesday, Thursday\n")
CAFES = ("# Four cafes, the speciality each serves and its price\ncafe : Luna, Sol, Bijou, Ritz\n"
         "dish : soup, salad, pie, tart\nprice : $5, $6, $7, $8\n")
NEIGHBOURS = ("# Neighbours on Elm Street\npeople : Bob, Dan, Erin, Pete\njob : baker, doctor, painter, plumber\n"
              "drink : cider, juice, tea, water\n")
WAITERS = ("# Four diners, the dishes they ordered and the waiters who served them\ndiner : Ann, Bob, Cal, Dot\n"
           "dish : soup, pasta, salad, pie\nwaiter : Xan, Yul, Zoe, Wes\n")
LOANS = ("# Four readers, their books and due dates\nreader : Uma, Eve, Pam, Kit\n"
         "book : atlas, novel, cookbook, biography\ndue : May 1, May 2, May 3, May 4\n")
SHOW = ("# The flower show: which flower each gardener grew and the prize it won\ngardener : Pam, Tom, Ola, Cid\n"
        "flower : roses, tulips, lilies, daisies\nprize : first, second, third, fourth\n")
FAIR = ("# At the fair, four vendors each sold a different kind of goods\nvendor : Bob, Max, Rex, Dee\n"
        "goods : jam, cakes, candles, soap\ntakings : $100, $200, $300, $400\n")
PARTY = ("# The birthday party: the present each guest brought and their age\nguest : Jon, Sue, Ann, Kit\n"
         "present : scarf, book, mug, pen\nage : 20, 30, 40, 50\n")
SNACKS = ("# Four attendants, numbered 1 to 4, each brought a different snack\nattendant : Ann, Bob, Cal, Dot\n"
          "snack : crisps, doughnut, apple, toffee\nbooth : 1, 2, 3, 4\n")
CHAPEL = ("# Four families each wore buttonholes of a different flower, brought a different gift\n"
          "family : Ash, Bell, Cole, Dunn\nflower : roses, tulips, lilies, daisies\n"
          "gift : quilt, spoon, bible, locket\n")
LIBRARY = ("# Four readers and the books they borrowed\nreader : Tom, Eve, Pam, Kit\n"
           "book : atlas, novel, cookbook, biography\ncolour : red, blue, green, white\n")


@pytest.mark.parametrize("header, sentence, expected", [
    (SHOPPERS, "Kit bought the clock.", ["same(shopper:Kit,item:clock)"]),
    (SHOPPERS, "Kit did not buy the vase.", ["different(shopper:Kit,item:vase)"]),
    (SHOPPERS, "The person who purchased the lamp is Ann.", ["same(item:lamp,shopper:Ann)"]),
    (SHOPPERS, "The vase was bought by Tom.", ["same(item:vase,shopper:Tom)"]),
    (SHOPPERS, "Ann has the rug.", ["same(shopper:Ann,item:rug)"]),
    (SHOPPERS, "Tom picked up the vase.", ["same(shopper:Tom,item:vase)"]),
    (SHOPPERS, "Ivy paid $10 for the rug.", ["same(shopper:Ivy,price:$10)", "same(shopper:Ivy,item:rug)"]),
    (GIFTS, "Rex received the book.", ["same(friend:Rex,gift:book)"]),
    (GIFTS, "Ann was given the scarf.", ["same(friend:Ann,gift:scarf)"]),
    (GIFTS, "Bob unwrapped the mug.", ["same(friend:Bob,gift:mug)"]),
    (LOST, "Dee lost the phone.", ["same(traveller:Dee,item:phone)"]),
    (LOST, "Max mislaid the wallet.", ["same(traveller:Max,item:wallet)"]),
    (MISLAID, "Ivy lost the umbrella.", ["same(traveller:Ivy,item lost:umbrella)"]),
    (MISLAID, "The wallet was lost by Dee.", ["same(item lost:wallet,traveller:Dee)"]),
    (MISLAID, "Hal lost neither the phone nor the hat.",
     ["different(traveller:Hal,item lost:phone)", "different(traveller:Hal,item lost:hat)"]),
    (PETS, "Uma walks the dog.", ["same(person:Uma,pet:dog)"]),
    (LOANS, "Uma borrowed the novel.", ["same(reader:Uma,book:novel)"]),
    (LIBRARY, "Eve checked out the atlas.", ["same(reader:Eve,book:atlas)"]),
    (VANS, "Ann sells the curry.", ["same(chef:Ann,dish:curry)"]),
    (POTLUCK, "Jon brought the pasta.", ["same(guest:Jon,dish:pasta)"]),
    (POTLUCK, "Amy made the salad.", ["same(guest:Amy,dish:salad)"]),
    (PRESENTS, "Ann was given the scarf.", ["same(friend:Ann,gift:scarf)"]),
    (EACH_BOUGHT, "Kit bought the clock.", ["same(shopper:Kit,item:clock)"]),
    (TAKEN_OUT, "Eve borrowed the cookbook.", ["same(reader:Eve,book:cookbook)"]),
    (TAKEN_OUT, "Pam took out the novel.", ["same(reader:Pam,book:novel)"]),
    (WAITERS, "Yul did not serve the soup.", ["different(waiter:Yul,dish:soup)"]),
    (WAITERS, "Yul served the soup.", ["same(waiter:Yul,dish:soup)"]),
    (NEIGHBOURS, "The plumber drinks tea.", ["same(job:plumber,drink:tea)"]),
    (WEDDING, "The guest who gave the clock drank tea.", ["same(present:clock,drink:tea)"]),
    (SHOW, "Ola grew the tulips.", ["same(gardener:Ola,flower:tulips)"]),
    (FAIR, "Max sold the cakes.", ["same(vendor:Max,goods:cakes)"]),
    (PARTY, "Ann brought the book.", ["same(guest:Ann,present:book)"]),
    (SNACKS, "Bob ate the doughnut.", ["same(attendant:Bob,snack:doughnut)"]),
])
def test_the_openings_pairing_is_read(header, sentence, expected):
    assert relations(header, sentence) == expected


@pytest.mark.parametrize("header, sentence, refused", [
    (SHOPPERS, "Ivy put back the rug.", "put back the rug."),
    (SHOPPERS, "Ann put the rug back.", "put the rug back."),
    (SHOPPERS, "Kit tested the clock.", "tested the clock."),
    (SHOPPERS, "Ann sold the rug.", "sold the rug."),
    (SHOPPERS, "The rug was put back by Ivy.", "put back by Ivy."),
    (SHOPPERS, "The person who returned the lamp is Ann.", "returned the lamp is Ann."),
    (GIFTS, "Rex gave the book.", "gave the book."),
    (LOST, "Dee found the phone.", "found the phone."),
    (LOST, "Max never found the phone.", "found the phone."),
    (LOST, "Hal handed in the wallet.", "handed in the wallet."),
    (LOST, "Max left behind the phone.", "left behind the phone."),
    (PETS, "Uma lent the parrot.", "lent the parrot."),
    (PETS, "Cid sold the cat.", "sold the cat."),
    (PETS, "Ann painted the dog.", "painted the dog."),
    (PETS, "Bob borrowed the rabbit.", "borrowed the rabbit."),
    (LIBRARY, "Tom lent the atlas.", "lent the atlas."),
    (LIBRARY, "Pam returned the novel late.", "returned the novel late."),
    (SHOPPERS, "Ivy did not sell the rug.", "sell the rug."),
    (POTLUCK, "Jon ordered the pasta.", "ordered the pasta."),
    (PRESENTS, "Rex gave the book.", "gave the book."),
    (EACH_BOUGHT, "Kit sold the clock.", "sold the clock."),
    (TAKEN_OUT, "Tom lent the atlas.", "lent the atlas."),
    (MISLAID, "Dee found the phone.", "found the phone."),
    (CAFES, "Luna bought the salad.", "bought the salad."),
    (POTLUCK, "Meg dropped the soup.", "dropped the soup."),
    (WAITERS, "Zoe ate the pasta.", "ate the pasta."),
    (WAITERS, "Xan ordered the soup.", "ordered the soup."),
    (SHOW, "Ola bought the tulips.", "bought the tulips."),
    (SHOW, "Tom judged the roses.", "judged the roses."),
    (SHOW, "Cid photographed the lilies.", "photographed the lilies."),
    (FAIR, "Max bought the cakes.", "bought the cakes."),
    (FAIR, "Rex tasted the jam.", "tasted the jam."),
    (POTLUCK, "Amy ate the soup.", "ate the soup."),
    (POTLUCK, "Lou took home the pie.", "took home the pie."),
    (PARTY, "Ann returned the book.", "returned the book."),
    (PARTY, "Kit unwrapped the scarf.", "unwrapped the scarf."),
    (PARTY, "Sue received the mug.", "received the mug."),
    (CAFES, "Sol ate the soup.", "ate the soup."),
    (CAFES, "Bijou reviewed the pie.", "reviewed the pie."),
    (PETS, "Cid judged the dog.", "judged the dog."),
])
def test_another_doing_is_refused_at_its_verb(header, sentence, refused):
    assert refused_at(header, sentence) == refused


def test_the_message_names_the_openings_doing():
    from pylogic.clues.compiler import compile_clues
    from pylogic.errors import InputErrors

    with pytest.raises(InputErrors) as caught:
        compile_clues(SHOPPERS + "\n1. Ivy put back the rug.\n", "shop.clues")
    (error,) = caught.value.errors
    assert "'put' is another doing than the one the opening names for the item ('bought')" in str(error)
    assert str(error).startswith("shop.clues:6:")


def test_an_openings_comma_ends_its_doing():
    # "wore buttonholes of a different flower, brought a different gift": the bringing is the
    # gift's, not the flower's
    from pylogic.clues.categories import build_puzzle
    from pylogic.clues.lines import split_lines
    from pylogic.clues.opening_verbs import opening_verbs

    puzzle, _ = build_puzzle(split_lines(CHAPEL, "chapel.clues"), "chapel.clues")
    assert opening_verbs(puzzle) == {"gift": "brought"}


@pytest.mark.parametrize("forms", [("uses", "using", "used", "use"), ("bought", "buys", "buying", "buy"),
                                   ("owes", "owing", "owed")])
def test_a_verbs_forms_have_one_key(forms):
    from pylogic.clues.opening_verbs import verb_key

    assert len({verb_key(form) for form in forms}) == 1
