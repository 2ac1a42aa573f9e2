"""What each clue of the forty-fourth batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the forty-fourth author was asked for, written apart from pylogic's reader on themes new to
the set: eight grids as Puzzle Baron's logic-puzzles.org and its printed books print them, at its sizes, six
problems as Dell Logic Puzzles and Penny Press "Original Logic Problems" print them, and six as British puzzle
books and newspapers' weekend logic puzzles print them ("Logic Problems" magazine, Puzzler, The Times), each of the
last twelve with a short story opening.

The Puzzle Baron grids (categories x values): one of 3x4 (a towing firm's Friday night calls), two of 3x5 (a
notary's March appointments, hearing aid fittings), two of 4x5 (clinical trials of new drugs, harbor pilots bringing
ships in) and three of 4x6 (famous gold nuggets, antique fire engines, guided glacier treks). Their values as the
site prints them ("7:30pm" to "9:45pm", "Capt. Ortiz", "Dr. Vance", "March 3rd" to "March 31st", "Rev. Dowd",
"$1,250" to "$2,250", "62%" to "78%", "2015" to "2019", "5:00am" to "11:00am", "9 lbs" to "24 lbs", "1851" to
"1886", "1912" to "1932", "$18,500" to "$31,000", "2 miles" to "4.5 miles", "June 4th" to "July 9th") and the
site's formulaic clues: comparisons with amounts ("called 90 minutes after", "came in 45 minutes after", "1 week
after", "2 weeks after", "paid $250 more than", "cost $500 more than", "8% higher than", "4% lower than", "ended 3
years before", "arrived 3 hours after", "90 minutes before", "weighs 9 lbs more than", "3 lbs heavier than", "14
years after", "7 years before", "built 12 years after", "$5,000 less than", "$2,500 less than", "8 years before",
"1.5 miles longer than", "0.5 miles longer than", "starts 2 weeks after", "1 week before") and without ("sometime
before", "sometime after", "paid somewhat less than", "cost somewhat less than", "had a lower success rate than",
"somewhat more successful than", "had a higher success rate than", "somewhat heavier than", "cost somewhat more
than"); "Of A and B, one ... and the other ..."; "Either A or B has ...", "X was either A's or B's" and "X is
either A or B"; "Neither A nor B ..."; lists ("The five patients were ...", "The five ships were ...", "The six
nuggets are ...", "The six engines are ...", "The six treks are ..."); negations ("Ms. Barr wasn't driving the
minivan").

The Dell and Penny Press problems (categories x values, the first category labelling the rows): two of 4x4 (kids
shoveling snow, a library's pumpkin-carving contest), one of 3x4 (a farm's hayrides), two of 4x5 (pen pals, a
church potluck supper) and one of 3x5 (Cub Scouts' popcorn sales), with American values ("$10" to "$20", "3
driveways" to "9 driveways", "1 year" to "5 years", "8 lbs" to "17 lbs", "1st" to "4th", "1:00pm" to "4:00pm", "4
riders" to "7 riders", "12 servings" to "28 servings", "5:00pm" to "5:40pm", "$120" to "$240"), in chattier
sentences: relative clauses and appositives that state facts ("Carly, who cleared more driveways than any of the
other kids, ...", "Maribel, who has been writing longer than any of the others, ...", "Hiroshi, who lives in Japan,
...", "The pen pal in Norway, who isn't Pierre, ...", "Lucia, whose letters come all the way from Brazil", "Mateo,
whose bat won first prize, ...", "Elijah's witch, carved from the lightest pumpkin, ...", "The Kowalskis, who took
the last ride of the day, ...", "the Ruizes, who had one more person in their party than the Hales did", "Mrs.
Dahl, who is always first through the door, ...", "Mrs. Feeney, the last to arrive, ...", "Eli, the den's top
seller, ...", "Miles, who sold mostly cheddar, ..."); possessives ("Ben's customers", "Mrs. Albrecht's dish",
"Elijah's witch"); pronouns ("he cleared four more driveways", "he has been corresponding", "it finished one place
ahead of hers", "it came in ten minutes after"); joins with "while", "although", "but", "and" and a semicolon;
"respectively", "the former ... the latter", "neither ... nor"; "The girl on Birch Road" (the girls being Carly and
Gwen, as the intro says); "a dozen"; harmless asides ("to his American friend", "with grandparents and cousins
along", "but not by much", "whose grandmother bought six bags herself", "though there was only enough for a
dozen").

The British problems (categories x values): four of 4x4 (marrows at a village show, hospital radio presenters,
driving instructors' pupils, Sunday lunches at a pub) and two of 4x5 (a primary school's summer trips,
a Women's Institute's speakers), with British values and spellings ("18 lb" to "27 lb", "Plot 3", "Year 2" to "Year
6", "1st July" to "17th July", "£30" to "£75", "3 years" to "20 years", "18 lessons" to "36 lessons", "£14.50" to
"£19.00", "Mrs Hale", "Rev Tully", "a fortnight before"), in the same chatty constructions: relative clauses and
appositives ("Mrs Fenwick, whose marrow was the heaviest, ...", "Mr Pardoe, who has the allotment on Plot 3, ...",
"Mrs Kaur's, whose pupils saw the penguins at Chester Zoo", "The Year 5 trip, to Eureka! in Halifax, ...", "Miss
Denton, who has the youngest children, ...", "Dr Marsh, whose talk on hedgehogs had the ladies in fits, ...",
"Colin, who has been at the microphone longer than anyone, ...", "Sandra, who has put in 7 years, ...", "Kieran,
who needed more lessons than any of the others, ...", "Mrs Quayle, whose car is the Micra, ...", "The roast beef,
the dearest dish on the board, ...", "Mrs Onions, who was driving and so stuck to lemonade, ..."); possessives
("Mrs Hale's class", "Barry's Country Corner", "Ms Ibbotson's pupil"); "respectively", "neither ... nor", "Of the
two women, one ... and the other ..."; pronouns ("the one grown on Plot 12 was 6 lb heavier than it", "came the
month before his", "her show goes out the night after Colin's", "took them to Lyme Park"); joins with "and",
"though", "but" and a semicolon; harmless asides ("which she brings back from Whitby in a bucket", "as is the
tradition at Hollybank", "naturally", "though he'll tell you it was heavier still ...").

The conventions the predicates assume. Logic words: two things compared are two different rows; "X is either A or
B" and "Either A or B has X" mean X is exactly one of A and B; "Neither A nor B ... C" and "The five ... were A, B,
..." are all different rows; "Of A and B, one is P and the other Q" (and "Of the two women, ...", the women being
Mrs Onions and Mrs Vowles) means A and B are two different rows that are P and Q in some order; "Of A and B, the
former ... P and the latter Q" and "A and B ... P and Q respectively" mean A is P and B is Q; a relative clause,
appositive or possessive states a grid fact, encoded with the rest of its sentence; "X wasn't ...", "X doesn't
...", "X isn't ..." and "X didn't ..." are two different rows; "The Dunns missed the 1:00pm ride" says they were not
on it; "the girl on Birch Road" is one of the two girls; "came the month before his" says the dry-stone waller is
one of the two men among the speakers; "The heaviest marrow wasn't grown on Plot 7" says the Plot 7 marrow is not
the heaviest. Orders and amounts: times, prices, percentages, years, weights, lengths, driveways, riders, servings,
totals, lessons and years of service count as the number they print (``brute_force.number_of``), or as the numbers
a puzzle lists for a category whose values do not spell them ("March 3rd" is 3, so "1 week after" is 7 more; "July
2nd" is 32 when June runs 4th to 25th, so "2 weeks after" is 14 more; "1st July" is 1, so "a fortnight before" is
14 fewer and "two days after" 2 more; "Year 2" is 2; the months January to May and the days Monday to Thursday
count as 1 to 5 and 1 to 4, so "a month after" and "the night after" are 1 more; "£30" is 30 and "£14.50" 14.5, so
"£10 less" and "£1.50 less" are 10 and 1.5 fewer); clock times count as minutes of the day, so "90 minutes after",
"3 hours after", "an hour before" and "ten minutes after" are 90 and 180 more, 60 and 10 fewer or more as written;
"1st" to "4th" count as 1 to 4, so "one place ahead of" is 1 fewer and "came in last" the largest; "8% higher" is 8
more of the "62%" values and "0.5 miles longer" 0.5 more of the lengths; "a dozen" is the "12 servings" value.
"Before", "sometime before", "earliest", "first", "opened the year" and "newest recruit" are the smaller time, date,
year or service (the newest recruit has served least), "after", "last" and "longer than anyone" the larger; "more",
"higher", "heavier", "longer", "biggest", "heaviest", "largest", "top seller", "outsold", "the dearest", "more than
any other" and "more ... than any of the others" are the larger number, "less", "lower", "fewer", "lightest",
"smallest" and "charged the least" the smaller; "more successful" is the higher success rate.
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
    negated,
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
    # ---------------------------------------------------------------- 1 tow truck calls
    Puzzle("tow_truck_calls_3x4",
        "Rocky's Towing answered four calls for help last Friday night. Match each call time to the stranded "
        "driver and the vehicle that had to be towed.",
        [("times", ["7:30pm", "8:15pm", "9:00pm", "9:45pm"]),
         ("drivers", ["Capt. Ortiz", "Dr. Vance", "Mr. Pell", "Ms. Barr"]),
         ("vehicles", ["minivan", "pickup", "sedan", "station wagon"])],
        [("Dr. Vance called 90 minutes after Capt. Ortiz.", more_by("times", "Dr. Vance", "Capt. Ortiz", 90)),
         ("Of Mr. Pell and the person who called at 8:15pm, one drove the sedan and the other drove the station "
          "wagon.", pair("Mr. Pell", "8:15pm", "sedan", "station wagon")),
         ("Ms. Barr wasn't driving the minivan.", differ("Ms. Barr", "minivan")),
         ("The call about the minivan came in 45 minutes after the call about the station wagon.",
          more_by("times", "minivan", "station wagon", 45)),
         ("Mr. Pell called sometime before Dr. Vance.", more("times", "Dr. Vance", "Mr. Pell"))]),

    # ---------------------------------------------------------------- 2 notary appointments
    Puzzle("notary_appointments_3x5",
        "Hensley Notary Services has five appointments on its calendar for March. Match each date to the client "
        "and the document to be notarized.",
        [("dates", ["March 3rd", "March 10th", "March 17th", "March 24th", "March 31st"]),
         ("clients", ["Dr. Kessler", "Mr. Abbott", "Mrs. Frye", "Ms. Tanaka", "Rev. Dowd"]),
         ("documents", ["affidavit", "car title", "deed", "power of attorney", "will"])],
        [("Dr. Kessler's appointment is 1 week after Rev. Dowd's.", more_by("dates", "Dr. Kessler", "Rev. Dowd", 7)),
         ("Of Mrs. Frye and the client coming in on March 24th, one needs a will notarized and the other has a car "
          "title.", pair("Mrs. Frye", "March 24th", "will", "car title")),
         ("The deed will be notarized sometime before the power of attorney.",
          more("dates", "power of attorney", "deed")),
         ("Either Mr. Abbott or Ms. Tanaka has the car title.", either("car title", "Mr. Abbott", "Ms. Tanaka")),
         ("The affidavit is scheduled 2 weeks after the will.", more_by("dates", "affidavit", "will", 14)),
         ("Mr. Abbott's appointment is sometime after Ms. Tanaka's.", more("dates", "Mr. Abbott", "Ms. Tanaka")),
         ("Neither Rev. Dowd nor the March 31st client brought the affidavit.",
          neither("Rev. Dowd", "March 31st", "affidavit"))],
        numbers={"dates": [3, 10, 17, 24, 31]}),

    # ---------------------------------------------------------------- 3 hearing aid fittings
    Puzzle("hearing_aid_fittings_3x5",
        "Five patients were fitted for new hearing aids at Sound Choice Audiology this month. Match each price to "
        "the patient and the brand of hearing aid.",
        [("prices", ["$1,250", "$1,500", "$1,750", "$2,000", "$2,250"]),
         ("patients", ["Capt. Healy", "Dr. Imrie", "Mr. Gaines", "Mrs. Oduya", "Ms. Pratt"]),
         ("brands", ["ClearTone", "EarMate", "Nuvola", "Sonix", "Vireo"])],
        [("Capt. Healy paid $250 more than Mrs. Oduya.", more_by("prices", "Capt. Healy", "Mrs. Oduya", 250)),
         ("The EarMate cost $500 more than the ClearTone.", more_by("prices", "EarMate", "ClearTone", 500)),
         ("The five patients were Ms. Pratt, the one who paid $2,000, the Sonix buyer, Capt. Healy and the person "
          "who bought the EarMate.", distinct("Ms. Pratt", "$2,000", "Sonix", "Capt. Healy", "EarMate")),
         ("Dr. Imrie paid somewhat less than Mr. Gaines.", more("prices", "Mr. Gaines", "Dr. Imrie")),
         ("The Vireo cost somewhat less than the Nuvola.", more("prices", "Nuvola", "Vireo")),
         ("Mrs. Oduya paid somewhat less than Ms. Pratt.", more("prices", "Ms. Pratt", "Mrs. Oduya"))]),

    # ---------------------------------------------------------------- 4 clinical trials
    Puzzle("clinical_trials_4x5",
        "Five new drugs finished their clinical trials at Westbrook Medical Center. Match each trial's success rate "
        "to the drug, its lead researcher and the year the trial ended.",
        [("rates", ["62%", "66%", "70%", "74%", "78%"]),
         ("drugs", ["Calvexa", "Dorumab", "Fentrolin", "Miraxil", "Zepridone"]),
         ("researchers", ["Dr. Bauer", "Dr. Cho", "Dr. Lindgren", "Dr. Mensah", "Dr. Sato"]),
         ("years", ["2015", "2016", "2017", "2018", "2019"])],
        [("Dr. Cho's drug had a success rate 8% higher than Dr. Bauer's.", more_by("rates", "Dr. Cho", "Dr. Bauer", 8)),
         ("The 2019 trial had a success rate 4% lower than the Zepridone trial.",
          more_by("rates", "Zepridone", "2019", 4)),
         ("Of Fentrolin and the drug tested by Dr. Sato, one had a 78% success rate and the other finished its "
          "trial in 2017.", pair("Fentrolin", "Dr. Sato", "78%", "2017")),
         ("Dorumab's trial ended sometime after Miraxil's.", more("years", "Dorumab", "Miraxil")),
         ("Dr. Mensah's trial ended 3 years before Dr. Cho's.", more_by("years", "Dr. Cho", "Dr. Mensah", 3)),
         ("The trial that ended in 2016 was either Fentrolin's or Dr. Bauer's.",
          either("2016", "Fentrolin", "Dr. Bauer")),
         ("Neither Calvexa nor the drug with a 70% success rate was tested by Dr. Lindgren.",
          neither("Calvexa", "70%", "Dr. Lindgren")),
         ("Miraxil had a lower success rate than Calvexa.", more("rates", "Calvexa", "Miraxil")),
         ("Dorumab was somewhat more successful than Zepridone.", more("rates", "Dorumab", "Zepridone")),
         ("Dr. Mensah's drug had a higher success rate than Dr. Sato's.", more("rates", "Dr. Mensah", "Dr. Sato"))]),

    # ---------------------------------------------------------------- 5 harbor pilots
    Puzzle("harbor_pilots_4x5",
        "Five harbor pilots guided ships into Port Halvard on Tuesday morning. Match each arrival time to the pilot, "
        "the ship and the cargo it carried.",
        [("times", ["5:00am", "6:30am", "8:00am", "9:30am", "11:00am"]),
         ("pilots", ["Capt. Brandt", "Capt. Nyland", "Capt. Ortiz", "Capt. Rao", "Capt. Stiles"]),
         ("ships", ["Amber Star", "Cape Verity", "Lodestar", "Nordic Sun", "Pacific Dawn"]),
         ("cargoes", ["automobiles", "coal", "grain", "lumber", "steel"])],
        [("Capt. Brandt's ship arrived 3 hours after Capt. Ortiz's.",
          more_by("times", "Capt. Brandt", "Capt. Ortiz", 180)),
         ("Of the Cape Verity and the ship that arrived at 6:30am, one was guided in by Capt. Nyland and the other "
          "carried steel.", pair("Cape Verity", "6:30am", "Capt. Nyland", "steel")),
         ("The grain ship came in 90 minutes before the Nordic Sun.", more_by("times", "Nordic Sun", "grain", 90)),
         ("The ship carrying automobiles arrived 90 minutes after the Pacific Dawn.",
          more_by("times", "automobiles", "Pacific Dawn", 90)),
         ("The Amber Star was either Capt. Stiles's ship or the one carrying lumber.",
          either("Amber Star", "Capt. Stiles", "lumber")),
         ("The five ships were the Cape Verity, Capt. Rao's ship, the 8:00am arrival, the one carrying steel and "
          "the Pacific Dawn.", distinct("Cape Verity", "Capt. Rao", "8:00am", "steel", "Pacific Dawn")),
         ("Capt. Rao brought his ship in sometime before Capt. Nyland.", more("times", "Capt. Nyland", "Capt. Rao"))]),

    # ---------------------------------------------------------------- 6 famous nuggets
    Puzzle("famous_nuggets_4x6",
        "A mining museum in the Sierra foothills has put six famous gold nuggets on display. Match each nugget's "
        "weight to its name, the prospector who found it and the year it was found.",
        [("weights", ["9 lbs", "12 lbs", "15 lbs", "18 lbs", "21 lbs", "24 lbs"]),
         ("nuggets", ["Big Betsy", "Golden Eagle", "Lucky Strike", "Old Reliable", "Sunrise", "Widow's Pride"]),
         ("prospectors", ["Amos Ketch", "Cyrus Dell", "Ezra Pike", "Hollis Grant", "Jeb Lowry", "Silas Moore"]),
         ("years", ["1851", "1858", "1865", "1872", "1879", "1886"])],
        [("Golden Eagle weighs 9 lbs more than Widow's Pride.", more_by("weights", "Golden Eagle", "Widow's Pride", 9)),
         ("The nugget found in 1879 is 3 lbs heavier than Big Betsy.", more_by("weights", "1879", "Big Betsy", 3)),
         ("Of Sunrise and the 12 lb nugget, one was found by Jeb Lowry and the other was found in 1851.",
          pair("Sunrise", "12 lbs", "Jeb Lowry", "1851")),
         ("Silas Moore's nugget was found sometime after Hollis Grant's.",
          more("years", "Silas Moore", "Hollis Grant")),
         ("Cyrus Dell found his nugget 14 years after Amos Ketch found his.",
          more_by("years", "Cyrus Dell", "Amos Ketch", 14)),
         ("The six nuggets are Old Reliable, the 1886 nugget, Ezra Pike's find, the 21 lb nugget, the one found in "
          "1865 and Sunrise.", distinct("Old Reliable", "1886", "Ezra Pike", "21 lbs", "1865", "Sunrise")),
         ("Neither Big Betsy nor the 9 lb nugget was found by Hollis Grant.",
          neither("Big Betsy", "9 lbs", "Hollis Grant")),
         ("The nugget found in 1858 is somewhat heavier than the one found in 1872.", more("weights", "1858", "1872")),
         ("Lucky Strike was found 7 years before Widow's Pride.",
          more_by("years", "Widow's Pride", "Lucky Strike", 7)),
         ("Sunrise was found sometime after Old Reliable.", more("years", "Sunrise", "Old Reliable")),
         ("Hollis Grant's nugget is somewhat heavier than Amos Ketch's.",
          more("weights", "Hollis Grant", "Amos Ketch")),
         ("Big Betsy was found sometime before Golden Eagle.", more("years", "Golden Eagle", "Big Betsy"))]),

    # ---------------------------------------------------------------- 7 antique fire engines
    Puzzle("antique_fire_engines_4x6",
        "The Granville Fire Museum has restored six antique fire engines. Match each engine's year to its maker, "
        "the town that first owned it and the price the museum paid for it.",
        [("years", ["1912", "1916", "1920", "1924", "1928", "1932"]),
         ("makers", ["Ahrens-Fox", "American LaFrance", "Mack", "Pirsch", "Seagrave", "Stutz"]),
         ("towns", ["Bayport", "Cold Spring", "Dunmore", "Elkton", "Fairview", "Glenwood"]),
         ("prices", ["$18,500", "$21,000", "$23,500", "$26,000", "$28,500", "$31,000"])],
        [("The Mack engine was built 12 years after the Stutz.", more_by("years", "Mack", "Stutz", 12)),
         ("The Glenwood engine cost $5,000 less than the Stutz.", more_by("prices", "Stutz", "Glenwood", 5000)),
         ("Of the Seagrave and the 1928 engine, one came from Bayport and the other cost $21,000.",
          pair("Seagrave", "1928", "Bayport", "$21,000")),
         ("The Dunmore engine cost $2,500 less than the Fairview engine.",
          more_by("prices", "Fairview", "Dunmore", 2500)),
         ("The six engines are the Ahrens-Fox, the 1916 engine, the one from Elkton, the $28,500 engine, the 1932 "
          "engine and the American LaFrance.",
          distinct("Ahrens-Fox", "1916", "Elkton", "$28,500", "1932", "American LaFrance")),
         ("The Cold Spring engine is either the American LaFrance or the $18,500 engine.",
          either("Cold Spring", "American LaFrance", "$18,500")),
         ("The 1916 engine cost somewhat more than the 1924 engine.", more("prices", "1916", "1924")),
         ("Neither the Pirsch nor the 1920 engine came from Fairview.", neither("Pirsch", "1920", "Fairview")),
         ("The Ahrens-Fox was built 8 years before the engine from Cold Spring.",
          more_by("years", "Cold Spring", "Ahrens-Fox", 8)),
         ("The Pirsch cost somewhat more than the Ahrens-Fox.", more("prices", "Pirsch", "Ahrens-Fox")),
         ("The Mack cost somewhat more than the Stutz.", more("prices", "Mack", "Stutz"))]),

    # ---------------------------------------------------------------- 8 glacier treks
    Puzzle("glacier_treks_4x6",
        "Ice Trail Outfitters is offering six guided glacier treks this summer. Match each trek's length to the "
        "glacier, the guide who leads it and the date it starts.",
        [("lengths", ["2 miles", "2.5 miles", "3 miles", "3.5 miles", "4 miles", "4.5 miles"]),
         ("glaciers", ["Barlow Glacier", "Crestline Glacier", "Frost Fork Glacier", "Mica Glacier", "Tamsen Glacier",
                       "Wolverine Glacier"]),
         ("guides", ["Anika", "Bruno", "Dallas", "Harper", "Kenji", "Yvette"]),
         ("dates", ["June 4th", "June 11th", "June 18th", "June 25th", "July 2nd", "July 9th"])],
        [("The Tamsen Glacier trek is 1.5 miles longer than the Mica Glacier trek.",
          more_by("lengths", "Tamsen Glacier", "Mica Glacier", 1.5)),
         ("Bruno's trek starts 2 weeks after Dallas's.", more_by("dates", "Bruno", "Dallas", 14)),
         ("Of the Barlow Glacier trek and the 3 mile trek, one is led by Yvette and the other starts on June 4th.",
          pair("Barlow Glacier", "3 miles", "Yvette", "June 4th")),
         ("The July 2nd trek is 0.5 miles longer than the one that starts on June 4th.",
          more_by("lengths", "July 2nd", "June 4th", 0.5)),
         ("The six treks are the Crestline Glacier trek, Kenji's trek, the 2.5 mile trek, the June 11th trek, "
          "Anika's trek and the Tamsen Glacier trek.",
          distinct("Crestline Glacier", "Kenji", "2.5 miles", "June 11th", "Anika", "Tamsen Glacier")),
         ("The Wolverine Glacier trek starts 1 week before Dallas's.",
          more_by("dates", "Dallas", "Wolverine Glacier", 7)),
         ("Either Yvette or Harper leads the trek that starts on July 9th.", either("July 9th", "Yvette", "Harper")),
         ("The Mica Glacier trek starts sometime after the Frost Fork Glacier trek.",
          more("dates", "Mica Glacier", "Frost Fork Glacier")),
         ("Kenji's trek starts sometime after Anika's.", more("dates", "Kenji", "Anika")),
         ("The Crestline Glacier trek is 0.5 miles longer than the Frost Fork Glacier trek.",
          more_by("lengths", "Crestline Glacier", "Frost Fork Glacier", 0.5))],
        numbers={"dates": [4, 11, 18, 25, 32, 39]}),

    # ================================================================ Dell / Penny Press problems
    # ---------------------------------------------------------------- 9 snow shoveling
    Puzzle("snow_shoveling_4x4",
        "After the big January snowstorm, four kids from Maple Court went into business shoveling driveways: two "
        "boys, Ben and Dustin, and two girls, Carly and Gwen. Each worked a different street, cleared a different "
        "number of driveways and charged a different price per driveway.",
        [("kids", ["Ben", "Carly", "Dustin", "Gwen"]),
         ("streets", ["Alder Lane", "Birch Road", "Cedar Street", "Elm Drive"]),
         ("driveways", ["3 driveways", "5 driveways", "7 driveways", "9 driveways"]),
         ("prices", ["$10", "$12", "$15", "$20"])],
        [("Carly, who cleared more driveways than any of the other kids, charged the least, while the $20 "
          "shoveler worked on Alder Lane.",
          all_of(highest("driveways", "Carly"), lowest("prices", "Carly"), same("$20", "Alder Lane"))),
         ("Ben's customers were all on Cedar Street, although he cleared four more driveways than Dustin did.",
          all_of(same("Ben", "Cedar Street"), more_by("driveways", "Ben", "Dustin", 4))),
         ("Dustin and Gwen charged $20 and $15 a driveway, respectively.",
          _respectively(("Dustin", "Gwen"), ("$20", "$15"))),
         ("The girl on Birch Road cleared two fewer driveways than Ben.",
          all_of(one_of("Birch Road", "Carly", "Gwen"), more_by("driveways", "Ben", "Birch Road", 2)))]),

    # ---------------------------------------------------------------- 10 pen pals
    Puzzle("pen_pals_4x5",
        "Five members of the International Club at Lincoln Middle School have pen pals overseas. Each student "
        "writes to a different pen pal, who lives in a different country, and each has been writing for a "
        "different number of years.",
        [("students", ["Alicia", "Derek", "Maribel", "Owen", "Tessa"]),
         ("pen pals", ["Annika", "Hiroshi", "Lucia", "Pierre", "Tomas"]),
         ("countries", ["Brazil", "France", "Japan", "Norway", "Spain"]),
         ("years", ["1 year", "2 years", "3 years", "4 years", "5 years"])],
        [("Maribel, who has been writing longer than any of the others, gets her letters from France.",
          all_of(highest("years", "Maribel"), same("Maribel", "France"))),
         ("Hiroshi, who lives in Japan, has been writing to his American friend two years longer than Lucia has.",
          all_of(same("Hiroshi", "Japan"), more_by("years", "Hiroshi", "Lucia", 2))),
         ("Owen doesn't write to Tomas, and he has been corresponding a year longer than Derek.",
          all_of(differ("Owen", "Tomas"), more_by("years", "Owen", "Derek", 1))),
         ("Tessa and Alicia write to Tomas and Hiroshi, respectively.",
          _respectively(("Tessa", "Alicia"), ("Tomas", "Hiroshi"))),
         ("The pen pal in Norway, who isn't Pierre, has been writing for two years.",
          all_of(differ("Norway", "Pierre"), same("Norway", "2 years"))),
         ("Neither Owen nor Tessa writes to Lucia, whose letters come all the way from Brazil.",
          all_of(neither("Owen", "Tessa", "Lucia"), same("Lucia", "Brazil")))]),

    # ---------------------------------------------------------------- 11 pumpkin carving
    Puzzle("pumpkin_carving_4x4",
        "The Hollowell Library held its pumpkin-carving contest for kids on the Saturday before Halloween. Each of "
        "the four finalists carved a different design into a pumpkin of a different weight, and the judges "
        "placed them first to fourth.",
        [("children", ["Ava", "Elijah", "Mateo", "Nora"]),
         ("designs", ["bat", "black cat", "ghost", "witch"]),
         ("weights", ["8 lbs", "11 lbs", "14 lbs", "17 lbs"]),
         ("places", ["1st", "2nd", "3rd", "4th"])],
        [("Mateo, whose bat won first prize, carved the heaviest pumpkin of the four.",
          all_of(same("Mateo", "bat"), same("Mateo", "1st"), highest("weights", "Mateo"))),
         ("The ghost was carved from a pumpkin three pounds heavier than the one Nora chose, and it finished one "
          "place ahead of hers.",
          all_of(more_by("weights", "ghost", "Nora", 3), more_by("places", "Nora", "ghost", 1))),
         ("Elijah's witch, carved from the lightest pumpkin, came in last.",
          all_of(same("Elijah", "witch"), lowest("weights", "Elijah"), highest("places", "Elijah")))]),

    # ---------------------------------------------------------------- 12 hayrides
    Puzzle("hayrides_3x4",
        "Every October, Pritchard's Farm runs hayrides out to its apple orchard. Last Saturday there were four "
        "rides, one on the hour from 1:00pm, and each carried a different family.",
        [("families", ["Dunns", "Hales", "Kowalskis", "Ruizes"]),
         ("rides", ["1:00pm", "2:00pm", "3:00pm", "4:00pm"]),
         ("riders", ["4 riders", "5 riders", "6 riders", "7 riders"])],
        [("The Kowalskis, who took the last ride of the day, brought the smallest party.",
          all_of(highest("rides", "Kowalskis"), lowest("riders", "Kowalskis"))),
         ("The Hales rode an hour before the Ruizes, who had one more person in their party than the Hales did.",
          all_of(more_by("rides", "Ruizes", "Hales", 60), more_by("riders", "Ruizes", "Hales", 1))),
         ("The Dunns, with grandparents and cousins along, were the largest party of the four.",
          highest("riders", "Dunns")),
         ("The Dunns missed the 1:00pm ride, but not by much.", differ("Dunns", "1:00pm"))]),

    # ---------------------------------------------------------------- 13 church potluck
    Puzzle("church_potluck_4x5",
        "Grace Lutheran Church held its spring potluck supper last Sunday evening. Five ladies of the women's "
        "guild each brought a different dish, big enough for a different number of servings, and each arrived "
        "at a different time.",
        [("ladies", ["Mrs. Albrecht", "Mrs. Dahl", "Mrs. Feeney", "Mrs. Kowal", "Mrs. Sorensen"]),
         ("dishes", ["baked beans", "deviled eggs", "green bean casserole", "lemon bars", "potato salad"]),
         ("servings", ["12 servings", "16 servings", "20 servings", "24 servings", "28 servings"]),
         ("arrivals", ["5:00pm", "5:10pm", "5:20pm", "5:30pm", "5:40pm"])],
        [("Mrs. Dahl, who is always first through the door, brought lemon bars, which fed four more people than "
          "Mrs. Albrecht's dish.",
          all_of(lowest("arrivals", "Mrs. Dahl"), same("Mrs. Dahl", "lemon bars"),
                 more_by("servings", "Mrs. Dahl", "Mrs. Albrecht", 4))),
         ("The green bean casserole was the biggest dish of the evening; it came in ten minutes after the deviled "
          "eggs.",
          all_of(highest("servings", "green bean casserole"),
                 more_by("arrivals", "green bean casserole", "deviled eggs", 10))),
         ("Mrs. Feeney, the last to arrive, brought her famous baked beans, though there was only enough for a "
          "dozen.",
          all_of(highest("arrivals", "Mrs. Feeney"), same("Mrs. Feeney", "baked beans"),
                 same("Mrs. Feeney", "12 servings"))),
         ("Of Mrs. Albrecht and Mrs. Kowal, the former arrived at 5:30pm and the latter brought 16 servings.",
          _respectively(("Mrs. Albrecht", "Mrs. Kowal"), ("5:30pm", "16 servings")))]),

    # ---------------------------------------------------------------- 14 popcorn sales
    Puzzle("popcorn_sales_3x5",
        "Five Cub Scouts in Den 7 sold popcorn door to door this fall. Each boy found that a different flavor sold "
        "best on his route, and each brought in a different total.",
        [("scouts", ["Caleb", "Eli", "Jonah", "Miles", "Tyler"]),
         ("flavors", ["butter", "caramel", "cheddar", "chocolate drizzle", "kettle corn"]),
         ("totals", ["$120", "$150", "$180", "$210", "$240"])],
        [("Eli, the den's top seller, sold mostly chocolate drizzle.",
          all_of(highest("totals", "Eli"), same("Eli", "chocolate drizzle"))),
         ("The boy whose best seller was caramel brought in $30 more than Jonah but $30 less than Caleb.",
          all_of(more_by("totals", "caramel", "Jonah", 30), more_by("totals", "Caleb", "caramel", 30))),
         ("Miles, who sold mostly cheddar, outsold Caleb.",
          all_of(same("Miles", "cheddar"), more("totals", "Miles", "Caleb"))),
         ("Caleb, whose grandmother bought six bags herself, sold mostly kettle corn.", same("Caleb", "kettle corn"))]),

    # ================================================================ British puzzle-book problems
    # ---------------------------------------------------------------- 15 marrow growers
    Puzzle("marrow_growers_4x4",
        "The marrow class at the Little Brackley village show drew four entries this year, all from the allotments "
        "behind the church. Each grower has a different plot, feeds the marrow with a different secret tonic, and "
        "the four marrows all weighed something different.",
        [("growers", ["Mr Judd", "Mr Pardoe", "Mrs Fenwick", "Mrs Hale"]),
         ("weights", ["18 lb", "21 lb", "24 lb", "27 lb"]),
         ("tonics", ["comfrey tea", "horse manure", "seaweed", "soot water"]),
         ("plots", ["Plot 3", "Plot 7", "Plot 12", "Plot 15"])],
        [("Mrs Fenwick, whose marrow was the heaviest, swears by seaweed, which she brings back from Whitby in a "
          "bucket.", all_of(highest("weights", "Mrs Fenwick"), same("Mrs Fenwick", "seaweed"))),
         ("The marrow fed on comfrey tea weighed 3 lb less than Mrs Hale's, and the one grown on Plot 12 was 6 lb "
          "heavier than it.",
          all_of(more_by("weights", "Mrs Hale", "comfrey tea", 3), more_by("weights", "Plot 12", "comfrey tea", 6))),
         ("Neither Mr Pardoe, who has the allotment on Plot 3, nor Mrs Hale will have anything to do with soot "
          "water.", all_of(same("Mr Pardoe", "Plot 3"), neither("Mr Pardoe", "Mrs Hale", "soot water"))),
         ("Mr Judd's marrow was heavier than Mrs Hale's, though he'll tell you it was heavier still before the "
          "judges put it on the scales.", more("weights", "Mr Judd", "Mrs Hale")),
         ("The heaviest marrow wasn't grown on Plot 7.", negated(highest("weights", "Plot 7")))]),

    # ---------------------------------------------------------------- 16 school trips
    Puzzle("school_trips_4x5",
        "At Hollybank Primary each of five classes went on a summer trip in July, in the last weeks of the school "
        "year. Each class has a different teacher, went somewhere different and went on a different day.",
        [("teachers", ["Miss Denton", "Mr Ogilvie", "Mrs Hale", "Mrs Kaur", "Mr Whitlock"]),
         ("classes", ["Year 2", "Year 3", "Year 4", "Year 5", "Year 6"]),
         ("destinations", ["Chester Zoo", "Eureka!", "Jodrell Bank", "Lyme Park", "the seaside at Rhyl"]),
         ("dates", ["1st July", "3rd July", "8th July", "15th July", "17th July"])],
        [("Year 6, as is the tradition at Hollybank, went to the seaside at Rhyl, and theirs was the last trip of "
          "the term.", all_of(same("Year 6", "the seaside at Rhyl"), highest("dates", "Year 6"))),
         ("Mrs Hale's class went a fortnight before Mrs Kaur's, whose pupils saw the penguins at Chester Zoo.",
          all_of(more_by("dates", "Mrs Kaur", "Mrs Hale", 14), same("Mrs Kaur", "Chester Zoo"))),
         ("The Year 5 trip, to Eureka! in Halifax, was two days after Mrs Hale's class had theirs.",
          all_of(same("Year 5", "Eureka!"), more_by("dates", "Year 5", "Mrs Hale", 2))),
         ("Miss Denton, who has the youngest children, took them to Lyme Park a week before the Year 3 trip.",
          all_of(lowest("classes", "Miss Denton"), same("Miss Denton", "Lyme Park"),
                 more_by("dates", "Year 3", "Miss Denton", 7))),
         ("Mr Whitlock's class didn't go to the seaside.", differ("Mr Whitlock", "the seaside at Rhyl"))],
        numbers={"classes": [2, 3, 4, 5, 6], "dates": [1, 3, 8, 15, 17]}),

    # ---------------------------------------------------------------- 17 WI speakers
    Puzzle("wi_speakers_4x5",
        "The Nether Wallop Women's Institute books a speaker for each of its monthly meetings. From January to May "
        "this year five speakers came, each talked on a different subject and each charged a different fee.",
        [("months", ["January", "February", "March", "April", "May"]),
         ("speakers", ["Dr Marsh", "Mr Pettigrew", "Mrs Hatton", "Mrs Lomax", "Rev Tully"]),
         ("subjects", ["bell-ringing", "bygone laundry", "dry-stone walling", "hedgehogs", "sugarcraft"]),
         ("fees", ["£30", "£40", "£50", "£60", "£75"])],
        [("Dr Marsh, whose talk on hedgehogs had the ladies in fits, charged more than any other speaker, and she "
          "came a month after Rev Tully.",
          all_of(same("Dr Marsh", "hedgehogs"), highest("fees", "Dr Marsh"),
                 more_by("months", "Dr Marsh", "Rev Tully", 1))),
         ("The talk on bygone laundry, given by a speaker who charged £10 less than the dry-stone waller, came the "
          "month before his.",
          all_of(more_by("fees", "dry-stone walling", "bygone laundry", 10),
                 more_by("months", "dry-stone walling", "bygone laundry", 1),
                 one_of("dry-stone walling", "Mr Pettigrew", "Rev Tully"))),
         ("Mrs Lomax opened the year with sugarcraft, though at £40 she was not the cheapest speaker.",
          all_of(same("Mrs Lomax", "January"), same("Mrs Lomax", "sugarcraft"), same("Mrs Lomax", "£40"))),
         ("Mrs Hatton and Mr Pettigrew came in April and May, respectively.",
          _respectively(("Mrs Hatton", "Mr Pettigrew"), ("April", "May")))],
        numbers={"months": [1, 2, 3, 4, 5], "fees": [30, 40, 50, 60, 75]}),

    # ---------------------------------------------------------------- 18 hospital radio
    Puzzle("hospital_radio_4x4",
        "Radio Whitfield, the hospital radio station at Whitfield General, has four volunteer presenters, each of "
        "whom hosts a different request show on a different weekday evening from Monday to Thursday. They have "
        "been volunteering for different lengths of time.",
        [("presenters", ["Barry", "Colin", "Jean", "Sandra"]),
         ("days", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
         ("shows", ["Big Band Hour", "Country Corner", "Golden Oldies", "Sounds of the Sixties"]),
         ("service", ["3 years", "7 years", "12 years", "20 years"])],
        [("Colin, who has been at the microphone longer than anyone, starts the week with Golden Oldies.",
          all_of(highest("service", "Colin"), same("Colin", "Monday"), same("Colin", "Golden Oldies"))),
         ("Jean is the newest recruit; her show goes out the night after Colin's.",
          all_of(lowest("service", "Jean"), more_by("days", "Jean", "Colin", 1))),
         ("Big Band Hour goes out the night before Barry's Country Corner.",
          all_of(same("Barry", "Country Corner"), more_by("days", "Barry", "Big Band Hour", 1))),
         ("Sandra, who has put in 7 years, isn't the presenter of Sounds of the Sixties.",
          all_of(same("Sandra", "7 years"), differ("Sandra", "Sounds of the Sixties")))],
        numbers={"days": [1, 2, 3, 4]}),

    # ---------------------------------------------------------------- 19 driving instructors
    Puzzle("driving_instructors_4x4",
        "Four driving instructors in Market Harborough each had a pupil sitting the practical test on the same "
        "Tuesday, and all four pupils passed. Each instructor teaches in a different car, and each pupil had "
        "taken a different number of lessons.",
        [("instructors", ["Mr Baines", "Mr Cotter", "Mrs Quayle", "Ms Ibbotson"]),
         ("pupils", ["Chloe", "Dev", "Kieran", "Lauren"]),
         ("lessons", ["18 lessons", "24 lessons", "30 lessons", "36 lessons"]),
         ("cars", ["Corsa", "Fiesta", "Micra", "Polo"])],
        [("Kieran, who needed more lessons than any of the others, was taught by Mr Baines in his Fiesta.",
          all_of(highest("lessons", "Kieran"), same("Kieran", "Mr Baines"), same("Mr Baines", "Fiesta"))),
         ("Chloe passed after only 18 lessons, twelve fewer than the pupil who learned in the Corsa.",
          all_of(same("Chloe", "18 lessons"), more_by("lessons", "Corsa", "Chloe", 12))),
         ("Mrs Quayle, whose car is the Micra, didn't teach Chloe.",
          all_of(same("Mrs Quayle", "Micra"), differ("Mrs Quayle", "Chloe"))),
         ("Lauren had six lessons more than Chloe did but six fewer than Ms Ibbotson's pupil.",
          all_of(more_by("lessons", "Lauren", "Chloe", 6), more_by("lessons", "Ms Ibbotson", "Lauren", 6)))]),

    # ---------------------------------------------------------------- 20 Sunday roasts
    Puzzle("sunday_roasts_4x4",
        "The Plough at Upper Sumbury does a roaring trade in Sunday lunches. Last Sunday four regulars, two men and "
        "two women, each ordered a different roast and a different drink, and each bill came to a different amount.",
        [("regulars", ["Mr Gedge", "Mr Tapley", "Mrs Onions", "Mrs Vowles"]),
         ("roasts", ["beef", "chicken", "lamb", "pork"]),
         ("drinks", ["bitter", "cider", "lemonade", "red wine"]),
         ("bills", ["£14.50", "£16.00", "£17.50", "£19.00"])],
        [("The roast beef, the dearest dish on the board, was washed down with a glass of red wine, naturally.",
          all_of(highest("bills", "beef"), same("beef", "red wine"))),
         ("Mrs Onions, who was driving and so stuck to lemonade, paid £1.50 less than the pork eater.",
          all_of(same("Mrs Onions", "lemonade"), more_by("bills", "pork", "Mrs Onions", 1.5))),
         ("Mr Gedge had neither the lamb nor the cider.",
          all_of(differ("Mr Gedge", "lamb"), differ("Mr Gedge", "cider"))),
         ("Of the two women, one had the chicken and the other paid £17.50.",
          pair("Mrs Onions", "Mrs Vowles", "chicken", "£17.50")),
         ("Mr Tapley's bill came to more than Mr Gedge's.", more("bills", "Mr Tapley", "Mr Gedge"))],
        numbers={"bills": [14.5, 16.0, 17.5, 19.0]}),
)
PUZZLES = {p.name: p for p in _PUZZLES}
