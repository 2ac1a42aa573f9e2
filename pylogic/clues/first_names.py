"""Whose first name is a man's or a woman's: "Ryan is older than Holly, and he ..." is Ryan.

Only names that English-language puzzle books give to one sex alone are listed; names given
to both (Alex, Sam, Jordan, Robin, Kim, Jean, Andrea, Nicola, ...) are in neither list, and a
name in neither says nothing. The reader uses a name's sex to rule out whom "he" or "she"
may mean (assemble.py), and where every one of the grid's people has a name of one sex, to
read "the man" and "the youngest man" as said of any of them (gender.one_sex); never to say
of one person among both sexes that they are a man or a woman.
"""

from __future__ import annotations

import unicodedata

from pylogic.clues.words import label_keys

MALE_NAMES = frozenset("""
aaron abdul abraham adam adrian ahmed alan alasdair albert alberto alexander alfie alfred ali alistair ambrose
anders andre andreas andrew angus anselm anthony antonio archibald archie arjun arnold arthur aurelio axel barnaby
barry bartholomew basil ben benedict benjamin bernard bert bertrand bill billy bjorn boris brad bradley brandon
brendan brett brian bruce bruno bryan caleb callum calvin carl carlos casimir caspar caspian cedric chad charles
chester christopher clarence clifford clive clyde colin connor conrad cosmo craig curtis cyril damian damon dan
daniel darius darren dave david declan dennis derek desmond dexter diego dmitri dominic don donald dorian doug
douglas duncan dustin dwight eamon earl eddie edgar edmund edward edwin elias elijah elliot elliott emil emile
emmanuel enrique eric ernest ernie ethan euan eugene evan ewan ezra fabian farouk felix ferdinand fergus fernando
finlay finn fletcher florian floyd francis francisco frank franklin fraser fred freddie frederick gabriel gareth
garrett gary gavin geoffrey george gerald gerard gilbert giles glen glenn gordon graham greg gregory gus gustav
hamish hank hans harold harry harvey hector henry herbert horace howard hugh hugo humphrey ian igor isaac ivan jack
jacob jake jamal james jared jason jasper javier jeff jeffrey jeremy jerome jim jimmy joe joel john johnny jon jonah
jonathan jorge jose joseph josh joshua juan julian julius justin karl keith ken kenji kenneth kevin kieran kirk kurt
kyle lachlan lance larry laurence lawrence leo leon leonard lewis liam lionel lloyd luca lucas luigi luis luke
malcolm marco marcus mario mark martin marvin matt matthew maurice max maxwell michael miguel mike miles milo
mitchell mohammed morris moses muhammad murray nathan nathaniel ned neil nelson nicholas nick nigel noah norman
oliver omar oren oscar oswald otto owen pablo patrick paul pedro percy pete peter philip phillip pierre quentin
ralph ramon randall raphael raymond reggie reginald rex richard rick ricky rob robert roberto rod rodney roger
roland ron ronald ross roy rupert russell ryan samuel scott sean sebastian seth shane simon stanley stefan stephen
steve steven stuart sven ted terence theo theodore thomas tim timothy tobias toby tom tommy tony travis trevor
tristan troy tyler victor vincent wallace walter warren wayne wesley wilbur wilfred william wyatt xavier yusuf
zachary
""".split())

FEMALE_NAMES = frozenset("""
abigail ada adele agatha agnes aisha alice alicia alison amanda amelia amy ana anastasia angela anita ann anna anne
annie antonia arabella audrey ava barbara beatrice becky belinda bella berenike bernadette beryl beth bethany bettany
betty beverly bianca brenda bridget brittany camilla carla carmen carol caroline carolyn catherine cecilia celeste
celestine celia charlotte chloe christina christine cindy claire clara clarissa claudia colleen constance cora cynthia
daisy daphne debbie deborah deirdre delia denise diana diane dolores dora doris dorothy edith edna eileen elaine
eleanor elena eliza elizabeth ella ellen ellie eloise elsa elsie emily emma erica esme esther ethel eva eve evelyn
fatima felicity fiona flora florence frances freya gemma georgia georgina geraldine gertrude gillian gina gladys
gloria grace greta gwen gwendolyn hannah harriet hazel heather helen helena henrietta hilda holly ida imogen ingrid
irene isabel isabella isla ivy jacqueline jane janet janice jasmine jemima jennifer jenny jessica jill joan joanna
josephine joyce judith judy julia julie juliet karen kate katherine kathleen kathryn katie keira kirsten kitty lara
laura lauren leah lena lillian lily linda lisa lois lorna lorraine louise lucia lucy lydia mabel madeleine maeve
maggie maisie mandy margaret margot maria marie marilyn marjorie martha mary matilda maureen maxine maya megan melanie
melissa mia michelle mildred millie miranda miriam molly monica muriel nadia nancy naomi natalie natasha nell nellie
nina nora norah olivia ophelia paige pamela patricia paula pauline peggy penelope penny philippa phoebe phyllis polly
poppy priscilla priya rachel rebecca rhoda rita roberta rosa rosalind rose rosemary rosie ruth sabrina sally samantha
sandra sara sarah scarlett selina sharon sheila shirley sophia sophie stella stephanie susan susie sylvia tabitha
tamsin tania tanya tessa thelma theresa tilly tina trudy una ursula valerie vanessa vera veronica victoria viola
virginia wanda wendy winifred yvonne zara zoe zoey
""".split())


def name_sex(text: str) -> str | None:
    """"male" or "female" when ``text`` (a value as written: "Holly", "Kenji Mori", "Zoë's")
    opens with a first name of one sex alone; else None."""
    keys = label_keys(text.removesuffix("'s").removesuffix("’s"))
    if not keys:
        return None
    first = unicodedata.normalize("NFKD", keys[0]).encode("ascii", "ignore").decode()
    return "male" if first in MALE_NAMES else "female" if first in FEMALE_NAMES else None
