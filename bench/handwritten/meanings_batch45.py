"""What each clue of the forty-fifth batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the forty-fifth author was asked for, written apart from pylogic's reader on themes new to
the set: eight grids as Puzzle Baron's logic-puzzles.org and its printed books print them, at its sizes, six
problems as Dell Logic Puzzles and Penny Press "Original Logic Problems" print them, and six as British puzzle
books and newspapers' weekend logic puzzles print them ("Logic Problems" magazine, Puzzler, The Times), each of the
last twelve with a short story opening.

The Puzzle Baron grids (categories x values): two of 3x4 (a pest control firm's house calls, passport renewals),
two of 3x5 (crowdfunding campaigns, home inspections), two of 4x5 (a translation agency's interpreters, lake
monster sightings) and two of 4x6 (historic funicular railways, rose breeders). Their values as the site prints
them ("8:00am" to "12:30pm", "Dr. Fisk", "Mrs. Yates", "4 weeks" to "10 weeks", "$12,000" to "$24,000", "May 2nd"
to "May 14th", "2 hours" to "6 hours", "2014" to "2018", "10 ft" to "30 ft", "300 ft" to "1,050 ft", "1884" to
"1919", "1994" to "2004", "20 petals" to "45 petals") and the site's formulaic clues: comparisons with amounts
("was 90 minutes before", "took 4 weeks longer than", "waited 2 weeks less than", "raised $9,000 more than",
"raised $3,000 less than", "is 6 days after", "will be inspected 3 days after", "lasted 3 hours longer than",
"lasted 2 hours less than", "lasted 1 hour longer than", "was 3 years after", "15 ft shorter than", "came 1 year
after", "5 ft shorter than", "450 ft longer than", "opened 7 years before", "opened 14 years after", "was
introduced 6 years after", "has 15 more petals than", "introduced 4 years before") and without ("sometime after",
"sometime before"); "Of A and B, one ... and the other ..."; "Either A or B had ...", "Either A or B was for ..."
and "Either A or B is in ..."; "Neither A nor B ..."; lists ("The four customers were ...", "The five inspections
are ...", "The five interpreters were ...", "The five sightings were ...", "The six railways are ...", "The six
roses are ..."); negations ("Ms. Lam wasn't the 8:00am customer", "Wendy didn't wait 6 weeks", "The colonial isn't
Maxine's", "Jo Marr didn't see anything in Crane Lake").

The Dell and Penny Press problems (categories x values, the first category labelling the rows): two of 4x4
(Mother's Day gifts, trick-or-treat hauls), two of 3x4 (campfire stories at a summer camp, a library's sidewalk
chalk contest) and two of 4x5 (retired snowbirds, letters to Santa), with American values ("5" to "8" for ages,
"40 pieces" to "70 pieces", "12 houses" to "30 houses", "Monday" to "Thursday", "2 squares" to "5 squares", "2
months" to "6 months", "3 winters" to "12 winters", "1 page" to "5 pages", "December 1st" to "December 9th"), in
chattier sentences: relative clauses and appositives that state facts ("Ashley, the youngest of the four, ...",
"the Grant child, who is three years older than she is, ...", "Keisha, who isn't a Diaz, ...", "Marcus, who
dressed as a vampire, ...", "Hailey, the astronaut, ...", "The pirate, who isn't Sophie, ...", "Jolene, who kicked
things off on Monday night, ...", "Gabe, who didn't tell The Hook", "Jasper's dragon, which sprawled across more
sidewalk squares than any other drawing, ...", "the rainbow, which wasn't Noah's", "The Halvorsens, who have been
going south longer than any of the other couples, ...", "The Lindquists, the newest snowbirds of the group, ...",
"The Nevada couple, who stay a month longer than the California couple, ...", "Amelia, who wrote the longest
letter, ...", "The child who wants a telescope, the last to mail a letter, ...", "Logan's letter, which asked for a
bicycle, ...", "Ivy, whose letter was only a page long, ..."); possessives ("Jasper's dragon", "Logan's letter");
pronouns ("she is", "she mailed hers", "mailed it"); joins with "while", "but", "even though", "and" and a
semicolon; "respectively", "neither ... nor"; "the Finch girl" (the girls being Ashley and Keisha, as the opening
says); numbers in words ("three years older", "a year younger", "six fewer houses", "ten more pieces", "two more
squares", "six months", "two days after"); harmless asides ("which came out of the kiln only a little lopsided",
"who swears every word of his story is true", "had smoke curling from its nose").

The British problems (categories x values): three of 4x4 (a seaside tea dance, lido regulars, a pub's pétanque
league) and three of 4x5 (hen dos, blue plaques, gap years), with British values and spellings ("74" to "86" for
ages, "6.30am" to "7.15am", "20 lengths" to "50 lengths", "front crawl", "7 points" to "15 points", "8 guests" to
"16 guests", "March" to "July", "honourees", "1821" to "1873", "3 months" to "10 months", "sixth form", "Mrs
Ainsworth" without a full stop), in the same chatty constructions: relative clauses and appositives ("Miss Dobson,
the eldest of the four ladies, ...", "Cyril's partner, who is seven years older than Mrs Bickerstaff, ...",
"Stanley, who can't abide the foxtrot, ...", "Gwen, first through the turnstile as always, ...", "The front crawl
swimmer, who manages more lengths than anyone, ...", "Hilary, who swims on her back and turns up last of all, ...",
"Glenys's team, the Jack Russells, ...", "Les Tireurs, who come over from Ashby, ...", "Chantelle, who had the
biggest party of all, ...", "Gemma's, the smallest party, ...", "Kirsty's lot, who went to Cardiff for the rugby as
much as anything, ...", "Walter Crabbe, the cricketer, ...", "Ada Pennock, the suffragette, whose plaque is on Mill
Lane", "Josiah Blyth, who lived on Station Road, ...", "the earliest-born of the five, who was not the inventor",
"Alfie, who was away longer than any of the others, ...", "Hamish, who was in neither Vietnam nor Chile");
possessives ("Glenys's side", "Leanne's do", "Kirsty's lot"); pronouns ("took them to Blackpool", "she does ten
lengths fewer", "spent most of it"); joins with "though", "and" and "but"; "neither ... nor"; idioms ("three points
clear of", "finished two points below", "a quarter of an hour after", "five fewer than Toby spent abroad");
harmless asides ("for the rugby as much as anything", "naturally enough", "as always").

The conventions the predicates assume. Logic words: two things compared are two different rows; "Either A or B
..." means the thing named is exactly one of A and B; "Neither A nor B ... C" and "The five ... were A, B, ..." are
all different rows; "Of A and B, one is P and the other Q" means A and B are two different rows that are P and Q
in some order; "A and B ... P and Q respectively" means A is P and B is Q; "X told neither A nor B" and "X was in
neither A nor B" mean X is neither; a relative clause, appositive or possessive states a grid fact, encoded with
the rest of its sentence; "X wasn't ...", "X doesn't ...", "X isn't ..." and "X didn't ..." are two different rows;
"the Finch girl" is one of the two girls; "Cyril's partner" and "the lady who danced with Norman" are the lady in
that gentleman's row; "swims on her back" is the backstroke; "the student who taught in Nepal" is the teaching
row and the Nepal row; "knocked on more doors" counts houses. Orders and amounts: times, prices, amounts, waits,
hours, years, lengths, petals, ages, pieces, houses, squares, months, winters, pages, points and guests count as
the number they print (``brute_force.number_of``), or as the numbers a puzzle lists for a category whose values do
not spell them ("May 2nd" is 2, so "6 days after" is 6 more; "December 1st" is 1, so "two days after" is 2 more;
Monday to Thursday count as 1 to 4, so "the night after" is 1 more; March to July count as 3 to 7, so "a month
before" is 1 fewer and "three months later" 3 more; "6.30am" to "7.15am" count as minutes of the day, so "a
quarter of an hour after" is 15 more); clock times count as minutes of the day, so "90 minutes before" is 90 fewer.
"Before", "sometime before", "earliest", "first through the turnstile", "kicked things off", "born before" and
"the newest snowbirds" (who have made the trip the fewest winters) are the smaller time, date, year, night or
count, "after", "later", "last" and "turns up last of all" the larger; "more", "longer", "older", "biggest",
"eldest", "top of the table", "the biggest haul", "more ... than anyone", "more ... than any other" and "longer
than any of the others" are the larger number, "less", "fewer", "shorter", "youngest", "smallest", "the least
candy" and "fewest" the smaller.
Each puzzle lists its categories and sentences exactly as its ``puzzles/NAME.clues`` prints them;
``brute_force.solutions`` proves each answer unique and each clue needed (without any one of them the puzzle has
several solutions).
"""

from __future__ import annotations

from bench.handwritten.brute_force import Predicate, Puzzle
from bench.handwritten.predicates import (
    all_of,
    differ,
    distinct,
    either,
    highest,
    lowest,
    more,
    more_by,
    neither,
    one_of,
    pair,
    same,
)


def _respectively(rows: tuple[str, ...], values: tuple[str, ...]) -> Predicate:
    """Each of ``rows`` is the same row as the value in the same place of ``values`` ("A and B ... X and Y
    respectively", "Of A and B, the former ... X and the latter Y")."""
    return all_of(*(same(row, value) for row, value in zip(rows, values)))


_PUZZLES = (
    # ================================================================ Puzzle Baron grids
    # ---------------------------------------------------------------- 1 pest control visits
    Puzzle("pest_control_visits_3x4",
        "Bugaway Pest Control had four house calls on its schedule last Thursday. Match each appointment time to "
        "the customer and the pest the technician was called out to deal with.",
        [("times", ["8:00am", "9:30am", "11:00am", "12:30pm"]),
         ("customers", ["Dr. Fisk", "Mr. Dorsey", "Mrs. Yates", "Ms. Lam"]),
         ("pests", ["ants", "bedbugs", "mice", "termites"])],
        [("The termite job was 90 minutes before Dr. Fisk's appointment.",
          more_by("times", "Dr. Fisk", "termites", 90)),
         ("Of Ms. Lam and the 12:30pm customer, one had mice and the other had bedbugs.",
          pair("Ms. Lam", "12:30pm", "mice", "bedbugs")),
         ("Mr. Dorsey's appointment was sometime after Mrs. Yates's.", more("times", "Mr. Dorsey", "Mrs. Yates")),
         ("Either Dr. Fisk or Mr. Dorsey had ants.", either("ants", "Dr. Fisk", "Mr. Dorsey")),
         ("The mice were dealt with sometime before the bedbugs.", more("times", "bedbugs", "mice")),
         ("Ms. Lam wasn't the 8:00am customer.", differ("Ms. Lam", "8:00am"))]),

    # ---------------------------------------------------------------- 2 passport renewals
    Puzzle("passport_renewals_3x4",
        "Four customers of Globetrek Travel had to renew their passports before their big trips this year. Match "
        "each wait to the customer and the country he or she was traveling to.",
        [("waits", ["4 weeks", "6 weeks", "8 weeks", "10 weeks"]),
         ("customers", ["Gordon", "Ingrid", "Pablo", "Wendy"]),
         ("countries", ["Greece", "Kenya", "Peru", "Vietnam"])],
        [("Pablo's passport took 4 weeks longer than Gordon's.", more_by("waits", "Pablo", "Gordon", 4)),
         ("The four customers were Ingrid, the person going to Peru, the one who waited 6 weeks and the traveler "
          "bound for Greece.", distinct("Ingrid", "Peru", "6 weeks", "Greece")),
         ("The person going to Peru waited 2 weeks less than the Kenya traveler.",
          more_by("waits", "Kenya", "Peru", 2)),
         ("Wendy didn't wait 6 weeks.", differ("Wendy", "6 weeks"))]),

    # ---------------------------------------------------------------- 3 crowdfunding campaigns
    Puzzle("crowdfunding_campaigns_3x5",
        "Five inventors launched crowdfunding campaigns for new products this spring. Match each amount raised to "
        "the inventor and the product.",
        [("amounts", ["$12,000", "$15,000", "$18,000", "$21,000", "$24,000"]),
         ("inventors", ["Bella", "Chad", "Dana", "Evan", "Fay"]),
         ("products", ["board game", "e-bike", "smartwatch", "travel mug", "yoga mat"])],
        [("Chad's campaign raised $9,000 more than Dana's.", more_by("amounts", "Chad", "Dana", 9000)),
         ("Of Bella and the campaign that raised $15,000, one was for the smartwatch and the other was for the "
          "board game.", pair("Bella", "$15,000", "smartwatch", "board game")),
         ("Either Fay or the $24,000 campaign was for the e-bike.", either("e-bike", "Fay", "$24,000")),
         ("Evan's campaign raised $3,000 less than the board game campaign.",
          more_by("amounts", "board game", "Evan", 3000)),
         ("The yoga mat campaign raised $3,000 less than Bella's.", more_by("amounts", "Bella", "yoga mat", 3000)),
         ("Neither Evan nor Dana invented the yoga mat.", neither("Evan", "Dana", "yoga mat"))]),

    # ---------------------------------------------------------------- 4 home inspections
    Puzzle("home_inspections_3x5",
        "Keystone Home Inspections has five houses to inspect in the first half of May. Match each date to the "
        "inspector and the style of house.",
        [("dates", ["May 2nd", "May 5th", "May 8th", "May 11th", "May 14th"]),
         ("inspectors", ["Art", "Benny", "Darla", "Kurt", "Maxine"]),
         ("styles", ["bungalow", "Cape Cod", "colonial", "ranch", "Victorian"])],
        [("Benny's inspection is 6 days after Art's.", more_by("dates", "Benny", "Art", 6)),
         ("The Victorian will be inspected 3 days after the ranch.", more_by("dates", "Victorian", "ranch", 3)),
         ("The five inspections are Darla's, the May 5th inspection, the colonial, the Cape Cod and Kurt's.",
          distinct("Darla", "May 5th", "colonial", "Cape Cod", "Kurt")),
         ("Of the bungalow and the May 2nd inspection, one is Darla's and the other is Kurt's.",
          pair("bungalow", "May 2nd", "Darla", "Kurt")),
         ("Maxine's inspection is sometime before Darla's.", more("dates", "Darla", "Maxine")),
         ("The colonial isn't Maxine's.", differ("colonial", "Maxine")),
         ("Art's inspection is sometime before Maxine's.", more("dates", "Maxine", "Art"))],
        numbers={"dates": [2, 5, 8, 11, 14]}),

    # ---------------------------------------------------------------- 5 interpreter assignments
    Puzzle("interpreter_assignments_4x5",
        "Lingua Bridge sent five of its interpreters out on assignments last Monday. Match each assignment's "
        "length to the interpreter, the language and the client.",
        [("lengths", ["2 hours", "3 hours", "4 hours", "5 hours", "6 hours"]),
         ("interpreters", ["Bettina", "Curtis", "Felipe", "Hana", "Morgan"]),
         ("languages", ["Arabic", "Italian", "Japanese", "Portuguese", "Russian"]),
         ("clients", ["bank", "courthouse", "hospital", "law firm", "tech company"])],
        [("Felipe's assignment lasted 3 hours longer than Curtis's.", more_by("lengths", "Felipe", "Curtis", 3)),
         ("The Japanese job lasted 2 hours less than the Portuguese job.",
          more_by("lengths", "Portuguese", "Japanese", 2)),
         ("Of Hana and the interpreter who worked at the hospital, one translated Russian and the other worked 3 "
          "hours.", pair("Hana", "hospital", "Russian", "3 hours")),
         ("The bank assignment lasted 2 hours longer than the courthouse assignment.",
          more_by("lengths", "bank", "courthouse", 2)),
         ("The five interpreters were Bettina, the one who worked at the courthouse, the Arabic interpreter, the "
          "person who worked 4 hours and Felipe.", distinct("Bettina", "courthouse", "Arabic", "4 hours", "Felipe")),
         ("Neither Morgan nor the 6-hour interpreter worked at the hospital.",
          neither("Morgan", "6 hours", "hospital")),
         ("The law firm job lasted 1 hour longer than the tech company job.",
          more_by("lengths", "law firm", "tech company", 1))]),

    # ---------------------------------------------------------------- 6 lake monster sightings
    Puzzle("lake_monster_sightings_4x5",
        "The Northwoods Cryptid Society has logged five reported lake monster sightings in recent years. Match "
        "each year to the witness, the lake and the length of the creature the witness described.",
        [("years", ["2014", "2015", "2016", "2017", "2018"]),
         ("witnesses", ["Cal Ibsen", "Dot Ferris", "Hank Lowe", "Jo Marr", "Pete Voss"]),
         ("lakes", ["Crane Lake", "Lake Arlo", "Lake Tobin", "Mirror Lake", "Otter Lake"]),
         ("lengths", ["10 ft", "15 ft", "20 ft", "25 ft", "30 ft"])],
        [("Hank Lowe's sighting was 3 years after Cal Ibsen's.", more_by("years", "Hank Lowe", "Cal Ibsen", 3)),
         ("The creature seen in Mirror Lake was 15 ft shorter than the one seen in Crane Lake.",
          more_by("lengths", "Crane Lake", "Mirror Lake", 15)),
         ("Of Jo Marr and the 2017 witness, one saw the creature in Otter Lake and the other reported a 25 ft "
          "creature.", pair("Jo Marr", "2017", "Otter Lake", "25 ft")),
         ("The five sightings were Pete Voss's, the 2014 sighting, the Lake Arlo sighting, the sighting of a 25 ft "
          "creature and the one in Lake Tobin.", distinct("Pete Voss", "2014", "Lake Arlo", "25 ft", "Lake Tobin")),
         ("The Lake Arlo sighting came 1 year after the Otter Lake sighting.",
          more_by("years", "Lake Arlo", "Otter Lake", 1)),
         ("Jo Marr didn't see anything in Crane Lake.", differ("Jo Marr", "Crane Lake")),
         ("Jo Marr described a creature 5 ft shorter than Hank Lowe's.",
          more_by("lengths", "Hank Lowe", "Jo Marr", 5))]),

    # ---------------------------------------------------------------- 7 funicular railways
    Puzzle("funicular_railways_4x6",
        "A travel magazine has ranked six historic funicular railways. Match each railway's length to its name, "
        "the town it serves and the year it opened.",
        [("lengths", ["300 ft", "450 ft", "600 ft", "750 ft", "900 ft", "1,050 ft"]),
         ("railways", ["Bluff Line", "Cliff Car", "Eagle Rise", "High Street Incline", "Overlook Lift",
                       "Summit Trolley"]),
         ("towns", ["Ashford", "Carlow", "Fenwick", "Granton", "Kestrel Bay", "Millbrook"]),
         ("years", ["1884", "1891", "1898", "1905", "1912", "1919"])],
        [("The Bluff Line is 450 ft longer than the Eagle Rise.", more_by("lengths", "Bluff Line", "Eagle Rise", 450)),
         ("The Millbrook railway opened 7 years before the Fenwick railway.",
          more_by("years", "Fenwick", "Millbrook", 7)),
         ("Of the Overlook Lift and the 1,050 ft railway, one is in Fenwick and the other is in Granton.",
          pair("Overlook Lift", "1,050 ft", "Fenwick", "Granton")),
         ("The six railways are the Cliff Car, the 1905 railway, the one in Kestrel Bay, the 450 ft railway, the "
          "High Street Incline and the Overlook Lift.",
          distinct("Cliff Car", "1905", "Kestrel Bay", "450 ft", "High Street Incline", "Overlook Lift")),
         ("The Ashford railway opened 14 years after the Overlook Lift.",
          more_by("years", "Ashford", "Overlook Lift", 14)),
         ("Either the Summit Trolley or the Cliff Car is in Millbrook.",
          either("Millbrook", "Summit Trolley", "Cliff Car")),
         ("The High Street Incline opened sometime before the Bluff Line.",
          more("years", "Bluff Line", "High Street Incline")),
         ("The Kestrel Bay railway is 450 ft longer than the Granton railway.",
          more_by("lengths", "Kestrel Bay", "Granton", 450))]),

    # ---------------------------------------------------------------- 8 rose breeders
    Puzzle("rose_breeders_4x6",
        "The American Rose Guild is honoring six breeders whose roses have become garden favorites. Match each "
        "rose's year of introduction to its name, its breeder and the number of petals on each bloom.",
        [("years", ["1994", "1996", "1998", "2000", "2002", "2004"]),
         ("roses", ["Amber Glow", "Blush Royale", "Dawn Chorus", "Ivory Lace", "Scarlet Jewel", "Velvet Dusk"]),
         ("breeders", ["Corinne", "Desmond", "Giselle", "Lionel", "Priya", "Ulrich"]),
         ("petals", ["20 petals", "25 petals", "30 petals", "35 petals", "40 petals", "45 petals"])],
        [("Desmond's rose was introduced 6 years after Corinne's.", more_by("years", "Desmond", "Corinne", 6)),
         ("The Blush Royale has 15 more petals than the Scarlet Jewel.",
          more_by("petals", "Blush Royale", "Scarlet Jewel", 15)),
         ("Of the Velvet Dusk and the 2002 rose, one was bred by Giselle and the other has 35 petals.",
          pair("Velvet Dusk", "2002", "Giselle", "35 petals")),
         ("The six roses are the Amber Glow, Ulrich's rose, the 1998 rose, the one with 30 petals, the Velvet Dusk "
          "and Giselle's rose.", distinct("Amber Glow", "Ulrich", "1998", "30 petals", "Velvet Dusk", "Giselle")),
         ("Either Priya or Ulrich bred the Amber Glow.", either("Amber Glow", "Priya", "Ulrich")),
         ("The Ivory Lace was introduced 4 years after the Velvet Dusk.",
          more_by("years", "Ivory Lace", "Velvet Dusk", 4)),
         ("The Scarlet Jewel was introduced sometime after the Amber Glow.",
          more("years", "Scarlet Jewel", "Amber Glow")),
         ("Giselle's rose has 15 more petals than Ulrich's.", more_by("petals", "Giselle", "Ulrich", 15)),
         ("The Blush Royale was introduced 4 years before the Dawn Chorus.",
          more_by("years", "Dawn Chorus", "Blush Royale", 4))]),

    # ================================================================ Dell / Penny Press problems
    # ---------------------------------------------------------------- 9 Mother's Day gifts
    Puzzle("mothers_day_gifts_4x4",
        "Four children on Juniper Street, two girls, Ashley and Keisha, and two boys, Brandon and Trevor, each "
        "surprised Mom on Mother's Day with a different homemade gift. The four have different last names and "
        "are different ages.",
        [("children", ["Ashley", "Brandon", "Keisha", "Trevor"]),
         ("last names", ["Cole", "Diaz", "Finch", "Grant"]),
         ("gifts", ["bookmark", "clay bowl", "flower pot", "macaroni necklace"]),
         ("ages", ["5", "6", "7", "8"])],
        [("Ashley, the youngest of the four, strung a macaroni necklace, while the Grant child, who is three years "
          "older than she is, painted a flower pot.",
          all_of(lowest("ages", "Ashley"), same("Ashley", "macaroni necklace"), more_by("ages", "Grant", "Ashley", 3),
                 same("Grant", "flower pot"))),
         ("Keisha, who isn't a Diaz, is a year younger than Brandon.",
          all_of(differ("Keisha", "Diaz"), more_by("ages", "Brandon", "Keisha", 1))),
         ("Neither Keisha nor the Finch girl made the clay bowl.",
          all_of(one_of("Finch", "Ashley", "Keisha"), neither("Keisha", "Finch", "clay bowl"))),
         ("The clay bowl, which came out of the kiln only a little lopsided, wasn't Brandon's.",
          differ("clay bowl", "Brandon"))]),

    # ---------------------------------------------------------------- 10 trick-or-treat hauls
    Puzzle("trick_or_treat_hauls_4x4",
        "On Halloween night four friends from Hawthorn Avenue went trick-or-treating, each in a different "
        "costume. Back at Hailey's kitchen table they counted up how many houses each had visited and how many "
        "pieces of candy each had collected.",
        [("kids", ["Dylan", "Hailey", "Marcus", "Sophie"]),
         ("costumes", ["astronaut", "dinosaur", "pirate", "vampire"]),
         ("candy", ["40 pieces", "50 pieces", "60 pieces", "70 pieces"]),
         ("houses", ["12 houses", "18 houses", "24 houses", "30 houses"])],
        [("Marcus, who dressed as a vampire, knocked on more doors than anyone else but came home with the least "
          "candy.",
          all_of(same("Marcus", "vampire"), highest("houses", "Marcus"), lowest("candy", "Marcus"))),
         ("Hailey, the astronaut, ended up with the biggest haul, even though she stopped at six fewer houses than "
          "Marcus.",
          all_of(same("Hailey", "astronaut"), highest("candy", "Hailey"), more_by("houses", "Marcus", "Hailey", 6))),
         ("The pirate, who isn't Sophie, collected ten more pieces than the dinosaur.",
          all_of(differ("pirate", "Sophie"), more_by("candy", "pirate", "dinosaur", 10))),
         ("Sophie visited the fewest houses.", lowest("houses", "Sophie"))]),

    # ---------------------------------------------------------------- 11 campfire stories
    Puzzle("campfire_stories_3x4",
        "At Camp Tall Pines, one of the four counselors tells a spooky story around the campfire each night from "
        "Monday to Thursday, and no story is ever told twice in a week.",
        [("counselors", ["Gabe", "Jolene", "Rusty", "Wanda"]),
         ("nights", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
         ("stories", ["The Headless Ranger", "The Hook", "The Lady in White", "The Phantom Canoe"])],
        [("Jolene, who kicked things off on Monday night, told neither The Hook nor The Phantom Canoe.",
          all_of(same("Jolene", "Monday"), differ("Jolene", "The Hook"), differ("Jolene", "The Phantom Canoe"))),
         ("The Headless Ranger was told the night after The Hook.",
          more_by("nights", "The Headless Ranger", "The Hook", 1)),
         ("Wanda told her tale the night before Gabe, who didn't tell The Hook.",
          all_of(more_by("nights", "Gabe", "Wanda", 1), differ("Gabe", "The Hook"))),
         ("Rusty, who swears every word of his story is true, took his turn later in the week than Wanda did.",
          more("nights", "Rusty", "Wanda"))],
        numbers={"nights": [1, 2, 3, 4]}),

    # ---------------------------------------------------------------- 12 sidewalk chalk art
    Puzzle("sidewalk_chalk_art_3x4",
        "The Brookside Library held a sidewalk chalk contest on the first Saturday of summer vacation. Each of "
        "the four young artists drew a different picture, and each picture covered a different number of "
        "sidewalk squares.",
        [("artists", ["Ella", "Jasper", "Lily", "Noah"]),
         ("pictures", ["dragon", "mermaid", "race car", "rainbow"]),
         ("squares", ["2 squares", "3 squares", "4 squares", "5 squares"])],
        [("Jasper's dragon, which sprawled across more sidewalk squares than any other drawing, had smoke curling "
          "from its nose.", all_of(same("Jasper", "dragon"), highest("squares", "Jasper"))),
         ("The mermaid took up two more squares than the rainbow, which wasn't Noah's.",
          all_of(more_by("squares", "mermaid", "rainbow", 2), differ("rainbow", "Noah"))),
         ("Ella needed one square more than Noah did.", more_by("squares", "Ella", "Noah", 1))]),

    # ---------------------------------------------------------------- 13 snowbirds
    Puzzle("snowbirds_4x5",
        "Five retired couples from Duluth have had enough of Minnesota winters. Each couple heads to a different "
        "warm state every year, stays a different number of months and has been making the trip for a different "
        "number of winters.",
        [("couples", ["Bergs", "Halvorsens", "Lindquists", "Nygaards", "Olsons"]),
         ("states", ["Arizona", "California", "Florida", "Nevada", "Texas"]),
         ("stays", ["2 months", "3 months", "4 months", "5 months", "6 months"]),
         ("winters", ["3 winters", "5 winters", "8 winters", "10 winters", "12 winters"])],
        [("The Halvorsens, who have been going south longer than any of the other couples, spend six months in "
          "Florida.",
          all_of(highest("winters", "Halvorsens"), same("Halvorsens", "Florida"), same("Halvorsens", "6 months"))),
         ("The Lindquists, the newest snowbirds of the group, winter in Arizona, staying two months fewer than "
          "the Olsons.",
          all_of(lowest("winters", "Lindquists"), same("Lindquists", "Arizona"),
                 more_by("stays", "Olsons", "Lindquists", 2))),
         ("The Nevada couple, who stay a month longer than the California couple, have made the trip three "
          "more winters than the Olsons.",
          all_of(more_by("stays", "Nevada", "California", 1), more_by("winters", "Nevada", "Olsons", 3))),
         ("The Bergs and the Nygaards have gone south for 10 and 8 winters, respectively.",
          _respectively(("Bergs", "Nygaards"), ("10 winters", "8 winters")))]),

    # ---------------------------------------------------------------- 14 letters to Santa
    Puzzle("letters_to_santa_4x5",
        "Five second-graders in Mrs. Pruitt's class wrote letters to Santa this year. Each child asked for a "
        "different gift, wrote a different number of pages and mailed the letter on a different day in early "
        "December.",
        [("children", ["Amelia", "Caden", "Ivy", "Logan", "Zoe"]),
         ("gifts", ["bicycle", "chemistry set", "puppy", "sled", "telescope"]),
         ("pages", ["1 page", "2 pages", "3 pages", "4 pages", "5 pages"]),
         ("mailed", ["December 1st", "December 3rd", "December 5th", "December 7th", "December 9th"])],
        [("Amelia, who wrote the longest letter, asked for a puppy; she mailed hers two days after Logan mailed his.",
          all_of(highest("pages", "Amelia"), same("Amelia", "puppy"), more_by("mailed", "Amelia", "Logan", 2))),
         ("The child who wants a telescope, the last to mail a letter, wrote one page more than Ivy.",
          all_of(highest("mailed", "telescope"), more_by("pages", "telescope", "Ivy", 1))),
         ("Logan's letter, which asked for a bicycle, ran a page longer than the one asking for a chemistry set.",
          all_of(same("Logan", "bicycle"), more_by("pages", "Logan", "chemistry set", 1))),
         ("Ivy, whose letter was only a page long, mailed it two days before Zoe mailed hers, and neither Ivy nor "
          "Caden asked for a chemistry set.",
          all_of(same("Ivy", "1 page"), more_by("mailed", "Zoe", "Ivy", 2), neither("Ivy", "Caden", "chemistry set"))),
         ("Zoe mailed her letter sometime after Amelia.", more("mailed", "Zoe", "Amelia"))],
        numbers={"mailed": [1, 3, 5, 7, 9]}),

    # ================================================================ British puzzle-book problems
    # ---------------------------------------------------------------- 15 tea dances
    Puzzle("tea_dances_4x4",
        "Every Wednesday afternoon the Winter Gardens ballroom in Morecambe holds a tea dance. Last week four of "
        "the regular ladies each took the floor with a different gentleman for a different dance, and no two of "
        "the ladies are the same age.",
        [("ladies", ["Miss Dobson", "Mrs Ainsworth", "Mrs Bickerstaff", "Mrs Garside"]),
         ("partners", ["Arthur", "Cyril", "Norman", "Stanley"]),
         ("dances", ["foxtrot", "quickstep", "rumba", "waltz"]),
         ("ages", ["74", "78", "81", "86"])],
        [("Miss Dobson, the eldest of the four ladies, was whisked round the floor in the quickstep, though not by "
          "Norman.",
          all_of(highest("ages", "Miss Dobson"), same("Miss Dobson", "quickstep"), differ("Miss Dobson", "Norman"))),
         ("Cyril's partner, who is seven years older than Mrs Bickerstaff, chose the waltz.",
          all_of(more_by("ages", "Cyril", "Mrs Bickerstaff", 7), same("Cyril", "waltz"))),
         ("Stanley, who can't abide the foxtrot, partnered the youngest of the ladies.",
          all_of(differ("Stanley", "foxtrot"), lowest("ages", "Stanley"))),
         ("Mrs Ainsworth is three years older than the lady who danced with Norman.",
          more_by("ages", "Mrs Ainsworth", "Norman", 3))]),

    # ---------------------------------------------------------------- 16 lido regulars
    Puzzle("lido_regulars_4x4",
        "The open-air lido on the seafront at Saltburn opens at half past six every morning, summer and winter "
        "alike. Four of its hardiest regulars each arrive at a different time, swim a different stroke and do a "
        "different number of lengths.",
        [("swimmers", ["Bernard", "Gwen", "Hilary", "Malcolm"]),
         ("arrivals", ["6.30am", "6.45am", "7.00am", "7.15am"]),
         ("lengths", ["20 lengths", "30 lengths", "40 lengths", "50 lengths"]),
         ("strokes", ["backstroke", "breaststroke", "butterfly", "front crawl"])],
        [("Gwen, first through the turnstile as always, swims nothing but breaststroke, though she does ten lengths "
          "fewer than Malcolm.",
          all_of(lowest("arrivals", "Gwen"), same("Gwen", "breaststroke"), more_by("lengths", "Malcolm", "Gwen", 10))),
         ("The front crawl swimmer, who manages more lengths than anyone, arrives a quarter of an hour after "
          "Malcolm.",
          all_of(highest("lengths", "front crawl"), more_by("arrivals", "front crawl", "Malcolm", 15))),
         ("Hilary, who swims on her back and turns up last of all, does fewer lengths than Gwen.",
          all_of(same("Hilary", "backstroke"), highest("arrivals", "Hilary"), more("lengths", "Gwen", "Hilary")))],
        numbers={"arrivals": [390, 405, 420, 435]}),

    # ---------------------------------------------------------------- 17 petanque club
    Puzzle("petanque_club_4x4",
        "Four teams from villages around the Forest of Dean played in the summer pétanque league at the Fox and "
        "Hounds. Each team has a different captain and finished the season with a different number of points.",
        [("captains", ["Derek", "Glenys", "Rhys", "Wendy"]),
         ("teams", ["Boule Brothers", "Jack Russells", "Les Tireurs", "Pointless"]),
         ("points", ["7 points", "9 points", "12 points", "15 points"]),
         ("villages", ["Ashby", "Coleford", "Lydney", "Newent"])],
        [("Glenys's team, the Jack Russells, finished top of the table, three points clear of the side from "
          "Coleford.",
          all_of(same("Glenys", "Jack Russells"), highest("points", "Glenys"),
                 more_by("points", "Glenys", "Coleford", 3))),
         ("Les Tireurs, who come over from Ashby, finished two points below Wendy's team.",
          all_of(same("Les Tireurs", "Ashby"), more_by("points", "Wendy", "Les Tireurs", 2))),
         ("Neither Rhys nor Wendy captains Pointless.", neither("Rhys", "Wendy", "Pointless")),
         ("Glenys's side doesn't come from Lydney.", differ("Glenys", "Lydney"))]),

    # ---------------------------------------------------------------- 18 hen parties
    Puzzle("hen_parties_4x5",
        "Five brides-to-be from the same office in Swindon all had their hen dos this year, one a month from "
        "March to July. Each went somewhere different and took a different number of friends along.",
        [("brides", ["Becky", "Chantelle", "Gemma", "Kirsty", "Leanne"]),
         ("destinations", ["Blackpool", "Brighton", "Cardiff", "Newquay", "York"]),
         ("guests", ["8 guests", "10 guests", "12 guests", "14 guests", "16 guests"]),
         ("months", ["March", "April", "May", "June", "July"])],
        [("Chantelle, who had the biggest party of all, took them to Blackpool a month before Leanne's do.",
          all_of(highest("guests", "Chantelle"), same("Chantelle", "Blackpool"),
                 more_by("months", "Leanne", "Chantelle", 1))),
         ("Gemma's, the smallest party, was in March, and Becky's came three months later.",
          all_of(lowest("guests", "Gemma"), same("Gemma", "March"), more_by("months", "Becky", "Gemma", 3))),
         ("Kirsty's lot, who went to Cardiff for the rugby as much as anything, numbered two fewer than Becky's.",
          all_of(same("Kirsty", "Cardiff"), more_by("guests", "Becky", "Kirsty", 2))),
         ("The York hen do was neither Becky's nor Leanne's.", neither("Becky", "Leanne", "York")),
         ("The Brighton party had two fewer guests than the one in Cardiff.",
          more_by("guests", "Cardiff", "Brighton", 2))],
        numbers={"months": [3, 4, 5, 6, 7]}),

    # ---------------------------------------------------------------- 19 blue plaques
    Puzzle("blue_plaques_4x5",
        "The Bramhope Civic Society unveiled five new blue plaques last year, each on the house where a notable "
        "local figure once lived. The five followed different callings and were born in different years.",
        [("honourees", ["Ada Pennock", "Edwin Thwaite", "Florence Kettle", "Josiah Blyth", "Walter Crabbe"]),
         ("callings", ["architect", "cricketer", "inventor", "novelist", "suffragette"]),
         ("streets", ["Castle Street", "Market Place", "Mill Lane", "Queen's Terrace", "Station Road"]),
         ("born", ["1821", "1834", "1847", "1860", "1873"])],
        [("Walter Crabbe, the cricketer, was born 13 years after Ada Pennock, the suffragette, whose plaque is on "
          "Mill Lane.",
          all_of(same("Walter Crabbe", "cricketer"), more_by("born", "Walter Crabbe", "Ada Pennock", 13),
                 same("Ada Pennock", "suffragette"), same("Ada Pennock", "Mill Lane"))),
         ("Josiah Blyth, who lived on Station Road, was born 13 years before the novelist.",
          all_of(same("Josiah Blyth", "Station Road"), more_by("born", "novelist", "Josiah Blyth", 13))),
         ("The plaque on Castle Street honours the earliest-born of the five, who was not the inventor.",
          all_of(lowest("born", "Castle Street"), differ("Castle Street", "inventor"))),
         ("Florence Kettle lived on Queen's Terrace.", same("Florence Kettle", "Queen's Terrace")),
         ("Ada Pennock was born before the inventor.", more("born", "inventor", "Ada Pennock"))]),

    # ---------------------------------------------------------------- 20 gap years
    Puzzle("gap_year_travels_4x5",
        "Five friends who left the sixth form in Harrogate together took gap years before university. Each went "
        "to a different country, did a different job there and was away for a different length of time.",
        [("students", ["Alfie", "Freya", "Hamish", "Imogen", "Toby"]),
         ("countries", ["Australia", "Chile", "Ghana", "Nepal", "Vietnam"]),
         ("jobs", ["bar work", "fruit picking", "ski instructing", "teaching", "turtle conservation"]),
         ("time away", ["3 months", "5 months", "6 months", "8 months", "10 months"])],
        [("Alfie, who was away longer than any of the others, spent most of it fruit picking in Australia.",
          all_of(highest("time away", "Alfie"), same("Alfie", "fruit picking"), same("Alfie", "Australia"))),
         ("The student who taught in Nepal was away a month longer than Hamish, who was in neither Vietnam nor "
          "Chile.",
          all_of(same("teaching", "Nepal"), more_by("time away", "teaching", "Hamish", 1),
                 differ("Hamish", "Vietnam"), differ("Hamish", "Chile"))),
         ("Imogen spent three months on turtle conservation, five fewer than Toby spent abroad.",
          all_of(same("Imogen", "turtle conservation"), same("Imogen", "3 months"),
                 more_by("time away", "Toby", "Imogen", 5))),
         ("The ski instructor was in Chile, naturally enough.", same("ski instructing", "Chile"))]),
)
PUZZLES = {p.name: p for p in _PUZZLES}
