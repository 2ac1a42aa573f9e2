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
aaron abdul abe abel abraham adam adrian ahmed aiden alan alasdair alastair albert alberto aled alexander alfie
alfonso alfred ali alistair alun ambrose amos anders andre andreas andrew andy angelo angus anselm anselmo anthony
anton antonio aramis archibald archie arjun arnie arnold arthur augustus aurelio axel barnaby barry bart bartholomew
basil bastian baxter beckett ben benedict benjamin benny bernard bert bertie bertrand bill billy bjorn bob boris boyd
brad bradford bradley bram brandon brendan brent brett brian brock bruce bruno bryan buck buddy byron cadoc caleb
callum calvin carl carlos casimir caspar caspian cecil cedric chad charles chester christopher chuck cian clarence
clark claude cledwyn clement cletus clifford clint clive clyde cole colin colm connor conor conrad cormac cornelius
cosimo cosmo craig curtis cuthbert cyril dafydd damian damon dan daniel dante dario darius darnell darren dave david
declan dennis deon derek derrick desmond dexter diarmuid diego dirk dmitri dominic dominik don donald donovan dorian
doug dougal douglas duane dudley duncan dustin dwight dylan eamon earl eddie edgar edmund edward edwin eli elias
elijah elliot elliott elmer elvis emeka emil emile emlyn emmanuel emmett emrys enrique enzo eoin eric erik ernest
ernesto ernie errol esteban ethan euan eugene eustace evan everett ewan ezekiel ezra fabian farid farouk felipe felix
ferdinand fergal fergus fernando finlay finn fitzgerald fletcher florian floyd francis francisco frank franklin
fraser fred freddie frederick fritz fyodor gabriel gareth garrett gary gaston gavin geoff geoffrey george gerald
gerard gerhard gideon gilbert giles giovanni glen glenn glyn gordon graham greg gregor gregory gunnar gus gustav
gustavo hal hamish hank hans harold harrison harry haruto harvey hassan hector henry herbert herman hiram hiro
hiroshi homer horace horatio howard hubert hugh hugo humphrey huw ian ifor ignatius igor imran inigo ioan irving
isaac isaiah ivan ivo ivor iwan jack jacob jacques jake jamal james jared jarvis jason jasper javier jebediah jeff
jeffrey jeremiah jeremy jerome jethro jim jimmy joachim joe joel john johnny jon jonah jonas jonathan jonty jorge
jose joseph josh joshua juan julian julio julius justin karl keith ken kenji kenneth kenny kenta kevin kieran kirk
klaus kurt kwame kyle lachlan lamar lance larry lars laurence lawrence leif leo leon leonard leonardo leroy lester
levi lewis liam lionel llewellyn lloyd lorenzo louis lowell luca lucas lucian ludwig luigi luis luke luther magnus
malcolm manuel marcel marco marcus mario marius mark marshall martin marvin mateo matt matthew matthias maurice max
maxwell meirion melvin merlin micah michael miguel mike miles milo milton mitchell mohammed monty morris mortimer
moses muhammad murdo murray nathan nathaniel ned neil nelson neville niall nicholas nick nigel nikolai nils noah
norbert norman obadiah odell oisin olaf oleg oliver omar oren orson orville osborne oscar oswald otis otto owain owen
oystein pablo padraig patrick paul pedro percival percy pete peter philip phillip phineas pierre quentin rahul raj
ralph ramon randall raphael raul ravi raymond reggie reginald reuben rex rhett rhys ricardo richard rick ricky rob
robert roberto rod roderick rodney rodrigo roger roland rolf romeo ron ronald rory roscoe ross roy ruaridh rudolph
rufus rupert russell ryan salvador samuel sanjay saul scott seamus sean sebastian sergei seth shane silas simon
solomon spencer stanley stefan stephen steve steven stuart sven sylvester takeshi ted terence thaddeus theo theodore
thomas thor tim timothy tobias toby tom tommy tony travis trent trevor tristan troy tudor tyler ulysses vaughn vernon
victor vikram vince vincent virgil vladimir waldo wallace walt walter warren warwick wayne wendell wesley wilbur
wilfred william willis winston wolfgang wyatt xavier yuri yusuf zachariah zachary zeke
abner alvin barney bud burt chet clem cliff cyrus dewey doyle gil herb hoyt ike irv jed lyle mack marv milt mort
norm sid stan wilf woody
""".split())

FEMALE_NAMES = frozenset("""
abby abigail ada adele adriana agatha agnes agnieszka aiko aileen ailsa aisha alexandra alice alicia alison allison
alma amanda amara amelia amina amira amy ana anais ananya anastasia angela angelica anika anita ann anna annabel
annabelle anne anneke annette annie anouk antonia anya aoife arabella ariana arlene astrid audrey aurelie ava ayesha
barbara beatrice beatrix becky belinda bella berenike bernadette beryl beth bethany bettany betty beverly bianca
blanche bonnie brenda brianna bridget brigitte briony brittany bronagh bronwyn bryony caitlin camila camilla candice
cara carla carmen carol caroline carolyn carys cassandra cassie catherine catriona cecilia cecily celeste celestine
celia cerys chantal charlotte chelsea cheryl chloe christina christine cindy claire clara clare clarissa claudia cleo
colette colleen constance cora cordelia corinne cosima cynthia daisy daphne darla darlene darya dasha debbie deborah
debra deepa deirdre delia delphine delyth denise diana diane dina dolores dora doreen doris dorothy edith edna eileen
eilidh elaine eleanor elena elif elin eliza elizabeth ella ellen ellie eloise elsa elsie emily emma enid erica erin
esme estela estelle esther ethel eudora eunice eva evangeline eve evelyn evie farah fatima fay faye felicity fenella
fern ffion fiona flora florence frances freda freya gabriela gabrielle gail gemma genevieve georgia georgina
geraldine gertrude gianna gillian gina gladys glenda gloria grace grainne greta gretchen gwen gwendolyn gwyneth hana
hanako hannah harriet hattie hazel heather heidi helen helena henrietta hilda holly ida imelda imogen ines ingrid
irene irina iris isabel isabella isla ivy jacqueline jane janet janice jasmine jeanette jemima jennifer jenny jessica
jill joan joanna joelle jolene josephine josie joy joyce judith judy julia julie juliet june juno kara karen karin
kate katherine kathleen kathryn katie katya kayla keiko keira kendra kira kirra kirsten kirsty kitty kristen kylie
lakshmi lara laura lauren leah leila lena lillian lily linda lisa lois lorena lorna lorraine louisa louise lucia
lucille lucy lydia mabel madeleine madeline maeve magdalena maggie mairead maisie mandy marcia margaret margot maria
marian marianne marie marilyn marina marjorie marlene marta martha marva mary matilda maureen mavis maxine maya megan
melanie melinda melissa mia michelle mila mildred millie miranda miriam moira molly monica morag morven muriel myra
nadia nancy naomi natalie natasha nell nellie ngozi nia niamh nicole nina noemie nora norah norma octavia odette olga
olive olivia ophelia orla paige pamela patricia paula pauline peggy penelope penny perpetua philippa phoebe phyllis
polly poppy priscilla priya rachel rebecca regina renee rhiannon rhoda rita roberta rosa rosalie rosalind rose
rosemary rosie ruby ruth sabrina sally samantha sandra sara sarah scarlett selina serena sharon sheila shirley shona
sigrid simone sinead siobhan solveig sophia sophie sorcha stella stephanie susan susie suzanne svetlana sylvia
tabitha tamara tamsin tania tanya tara teresa tess tessa thelma theresa tilly tina trudy una ursula valerie vanessa
vera veronica victoria viola virginia wanda wendy wilhelmina winifred winnie yasmin yolanda yvonne zainab zara zoe
zoey
bernice bertha dawn della dot dottie effie gertie glenys inez irma lola loretta lula maude minnie myrtle nettie
sadie tillie velma verna wilma
""".split())


def name_sex(text: str) -> str | None:
    """"male" or "female" when ``text`` (a value as written: "Holly", "Kenji Mori", "Zoë's")
    opens with a first name of one sex alone; else None."""
    keys = label_keys(text.removesuffix("'s").removesuffix("’s"))
    if not keys:
        return None
    first = unicodedata.normalize("NFKD", keys[0]).encode("ascii", "ignore").decode()
    return "male" if first in MALE_NAMES else "female" if first in FEMALE_NAMES else None


def named_by_first_names(labels) -> bool:
    """Whether ``labels`` (a category's values) are people's first names: capitalised, and at
    least two in three given to one sex alone (`Ava, Ben, Cara, Dev`)."""
    labels = list(labels)
    known = sum(name_sex(label) is not None for label in labels)
    return bool(labels) and all(label[:1].isupper() for label in labels) and 3 * known >= 2 * len(labels)
