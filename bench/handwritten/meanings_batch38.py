"""What each clue of the thirty-eighth batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the thirty-eighth author was asked for, written apart from pylogic's reader as Puzzle
Baron's "Logic Puzzles" (logic-puzzles.org) prints its grids: a category line per category as the site's grid
headers print them, then numbered clues in the site's English. The sizes are the site's (categories x values):
four of 3x4 (a library's overdue fines, a shoe repair shop, a dance recital, a piano mover's jobs), four of 3x5
(a juice bar, vintage cameras, a class butterfly collection, a county fair pickle contest), six of 4x5 (bank
robberies, sumo wrestlers, superhero movies, emerald mines, a paintball tournament, a survival reality show) and
six of 4x6 (oil wells, Viking longships, bald eagle nests, airship flights, syndicated comic strips, buried
pirate treasure), on themes new to the set. Each puzzle has one or two ordered categories, most often the first
one as the site lists it.

The values are printed as the site prints them: money ("$0.75", "$2.25", "$4.25", "$175", "$12,500",
"$22,500", "$40 million", "$100 million"), years ("1952", "1702", "2000"), ages ("6", "24"), ordinal places
("1st" ... "5th", for a contest's places and for the order castaways were voted off), months ("January" ...
"May", "May" ... "September"), dates ("April 2" ... "April 17"), counts ("7 wins" ... "11 wins", "90" barrels,
"18" passengers, "120" papers, "1,150" doubloons), measures ("45 mm", "310 lbs", "240 carats", "4,500 ft", "60
ft"), first names, surnames with titles ("Mrs. Fenn", "Dr. Hobbs", "Ms. Nolan", "Capt. Albers") and names with
an ampersand or apostrophe ("Drake & Sons", "Cosmo & Pip", "Miller's Bluff", "Widow's Revenge").

The families used, each in varied wording: comparisons with amounts ("Boris paid $0.75 more than the person who
returned Dune", "Luann paid $6 less than Wendell", "The spinet cost $150 less to move than the console", "The
Tropic Thunder costs $1.00 less than Colette's smoothie", "The monarch has a wingspan 10 mm wider than Farrah's
butterfly", "The viceroy's wingspan is 20 mm narrower than the swallowtail's", "The Leica is 4 years older than
Mr. Pruitt's camera", "Mr. Dorsey's camera was made 8 years after the Rolleiflex", "The gherkin finished 1 spot
ahead of Dolores's pickles", "The half-sour finished 3 places ahead of the sweet chunk", "Marco's team finished 3
places behind Duane's", "The Ford robbery happened 1 month before the $22,500 robbery", "Iron Vow came out 1
month after Night Talon", "The film that opened in May made $30 million more than Esposito's", "Takumi won 2
fewer bouts than Kenta", "The wrestler with 10 wins weighs 30 lbs more than Akinori", "The mine that opened in
1978 found a stone 140 carats heavier than the one from Esmeralda Norte", "The nurse is 3 years older than
Paloma", "The Drake & Sons well is 500 ft deeper than Cactus Flat", "Mesa Verde is 500 ft shallower than Cactus
Flat", "Dry Fork pumps 60 more barrels a day than Big Jake", "Gunnhild is 15 ft longer than Frigga", "Frigga was
found 5 years before Gunnhild", "The Heron Point nest hatched 3 days after Dr. Eriksen's nest", "The nest that
hatched on April 11 is 20 ft lower than the Beaver Slough nest", "Capt. Brandt's airship carried 6 more
passengers than the Meridian", "Bramble Lane appears in 60 fewer papers than Darla's strip", "Red Anne's chest
held 150 fewer doubloons than One-Eyed Pete's") and without ("paid less than", "cost more than", "sometime
after", "sometime before", "is shallower than", "lasted longer than"); superlatives ("Cosima paid the smallest
fine", "The pumps cost the most to repair", "Imogen is the oldest of the four", "The dill spear finished last",
"The Elkton job netted the least money", "Hiroki is the heaviest of the five", "The September release earned the
least", "The Colombian mine is the oldest", "Red Bluff pumps the most oil", "The 80 ft nest was the last to
hatch", "The first nest to hatch was watched by Mrs. Castillo", "The last chest to be buried held 550
doubloons"), also set against another row ("The youngest castaway lasted longer than Brandi", "The earliest find
is 5 ft shorter than Sigrid", "The highest nest hatched 6 days after the Oxbow Island nest", "The oldest strip
runs in 180 more papers than Clement's"); "X is either A or B" ("The patron who paid $1.50 is either Adele or
the person who returned Emma", "The 1994 mine is either Esmeralda Norte or the one that produced the 240 carat
stone"); "Of A and B, one ... and the other ..." ("Of Kafubu Deep and the 1962 mine, one is in Zambia and the
other produced a 450 carat stone"); "Neither A nor B ..." ("Neither Jerome nor the person who paid $18 brought in
the sandals", "Neither the Caspian nor the 1934 flight carried 42 passengers"); lists ("The four clients are Ms.
Ilic, the owner of the upright, the person who paid $325 and Dr. Hobbs", "The five robberies were the one in
Corliss, ...", "The six pirates are Calico Ned, the captain of the Sea Wolf, ..."); negations ("Desmond didn't
return Emma", "Mrs. Fenn doesn't own the upright", "Daisuke isn't in the Tokitsukaze stable", "The April robbery
didn't involve the Studebaker", "Gretchen's team isn't from Fallon"); plain facts ("The person who paid $2.25
returned Dune", "The team from Glenwood finished 1st"); relative clauses, possessives and named values ("the
person who finished 3rd", "the one who caught the viceroy", "Capt. Albers's airship", "the Sea Wolf's captain",
"the 27-year-old", "the 380 carat mine", "the $85 million film", "the 1718 pirate").

The conventions the predicates assume. Logic words: two things compared are two different rows; "Either A or B
is C" and "C is either A or B" mean C is exactly one of A and B; "Neither A nor B is C" and "The five ... are A,
B, ..." are all different rows; "Of A and B, one is P and the other Q" means A and B are two different rows that
are P and Q in some order; "X didn't ..." and "X isn't ..." are two different rows. Orders and amounts: money,
years, ages, wins, weights, wingspans, carats, depths, barrels, lengths, heights, passengers, papers and
doubloons count as the number they print (``brute_force.number_of``), so "$30 million more" is 30 of the
"$40 million" values; a month and an ordinal place count as their place in the category; the nests' dates count
as days of April (``numbers``). "Older" of things made, opened, launched or found is the earlier year, "newer"
the later; "older" and "younger" of people are the larger and smaller age; "before", "earlier", "first" and
"sometime before" of a date, month or year are the smaller, "after", "later", "last" and "sometime after" the
larger. Places: "ahead of" is the smaller place, "behind" and "finished sometime after" the larger, "finished
last" the 5th; castaways voted off "1 week after" have the next place in "eliminations", and one who "lasted
longer" was voted off later (the larger place). "Deeper", "higher", "longer", "wider", "heavier", "bigger",
"more" and "made more" are the larger number of the category they name, "shallower", "lower", "shorter",
"narrower", "smaller", "fewer" and "less" the smaller; "the highest nest" is the largest height, "the earliest
find" the earliest year. A superlative set against another row ("The oldest strip runs in 180 more papers than
Clement's") names the row holding that extreme, a row other than the one it is compared with. Each puzzle lists
its categories and sentences exactly as its ``puzzles/NAME.clues`` prints them; ``brute_force.solutions`` proves
each answer unique and each clue needed (without any one of them the puzzle has several solutions).
"""

from __future__ import annotations

from bench.handwritten.brute_force import Predicate, Puzzle
from bench.handwritten.predicates import (
    differ,
    distinct,
    either,
    extreme_row,
    highest,
    lowest,
    more,
    more_by,
    neither,
    pair,
    same,
)


def _extreme_more(ranking: str, top: bool, category: str, other: str) -> Predicate:
    """The row with the highest (``top``) or lowest number in ``ranking`` is a row other than ``other``'s whose
    number in ``category`` is larger than ``other``'s ("The youngest castaway lasted longer than Brandi")."""
    def holds(accessor) -> bool:
        row, others = extreme_row(accessor, ranking, top), accessor(other)
        return row != others and accessor.number(category, row) > accessor.number(category, others)
    return holds


def _extreme_more_by(ranking: str, top: bool, category: str, other: str, amount: float) -> Predicate:
    """The row with the highest (``top``) or lowest number in ``ranking`` is a row other than ``other``'s whose
    number in ``category`` is ``other``'s plus ``amount`` ("The highest nest hatched 6 days after the Oxbow Island
    nest"); a negative ``amount`` is "shorter", "fewer" or "before"."""
    def holds(accessor) -> bool:
        row, others = extreme_row(accessor, ranking, top), accessor(other)
        return row != others and abs(
            accessor.number(category, row) - accessor.number(category, others) - amount) < 1e-9
    return holds


_PUZZLES = (
    # ================================================================ 3x4 grids
    # ---------------------------------------------------------------- 1 library fines
    Puzzle("library_fines_3x4",
        "Four patrons paid overdue fines at the Fairview Public Library this morning. Match each fine to the patron "
        "who paid it and the book that came back late.",
        [("fines", ["$0.75", "$1.50", "$2.25", "$3.00"]),
         ("patrons", ["Adele", "Boris", "Cosima", "Desmond"]),
         ("books", ["Dune", "Emma", "Ivanhoe", "Walden"])],
        [("Cosima paid the smallest fine.", lowest("fines", "Cosima")),
         ("Desmond didn't return Emma.", differ("Desmond", "Emma")),
         ("The person who returned Walden paid less than Adele.", more("fines", "Adele", "Walden")),
         ("Boris paid $0.75 more than the person who returned Dune.", more_by("fines", "Boris", "Dune", 0.75)),
         ("The person who paid $2.25 returned Dune.", same("$2.25", "Dune")),
         ("The patron who paid $1.50 is either Adele or the person who returned Emma.",
          either("$1.50", "Adele", "Emma"))]),

    # ---------------------------------------------------------------- 2 shoe repairs
    Puzzle("shoe_repairs_3x4",
        "Gus runs a small shoe repair shop on Canal Street. Match each of this week's four repair bills to the "
        "customer who paid it and the footwear that was fixed.",
        [("prices", ["$12", "$18", "$24", "$30"]),
         ("customers", ["Hattie", "Jerome", "Luann", "Wendell"]),
         ("footwear", ["boots", "loafers", "pumps", "sandals"])],
        [("Neither Jerome nor the person who paid $18 brought in the sandals.", neither("Jerome", "$18", "sandals")),
         ("Luann paid $6 less than Wendell.", more_by("prices", "Wendell", "Luann", 6)),
         ("The pumps cost the most to repair.", highest("prices", "pumps")),
         ("Jerome didn't bring in the pumps.", differ("Jerome", "pumps")),
         ("Luann paid $12 less than the customer with the boots.", more_by("prices", "boots", "Luann", 12))]),

    # ---------------------------------------------------------------- 3 dance recital
    Puzzle("dance_recital_3x4",
        "Four young students danced solos at Miss Paulette's spring dance recital. Match each age to the dancer and "
        "the style of her solo.",
        [("ages", ["6", "7", "8", "9"]),
         ("dancers", ["Bianca", "Greta", "Imogen", "Rosalie"]),
         ("styles", ["ballet", "hip-hop", "jazz", "tap"])],
        [("Of Rosalie and the 8-year-old, one danced ballet and the other danced hip-hop.",
          pair("Rosalie", "8", "ballet", "hip-hop")),
         ("The four dancers are Greta, the ballet dancer, the 8-year-old and Imogen.",
          distinct("Greta", "ballet", "8", "Imogen")),
         ("Greta is either the 6-year-old or the jazz dancer.", either("Greta", "6", "jazz")),
         ("Imogen is the oldest of the four.", highest("ages", "Imogen")),
         ("The 9-year-old didn't dance tap.", differ("9", "tap"))]),

    # ---------------------------------------------------------------- 4 piano movers
    Puzzle("piano_movers_3x4",
        "Maestro Moving had four piano jobs on its schedule last week. Match each fee to the client who paid it and "
        "the type of piano that was moved.",
        [("fees", ["$175", "$250", "$325", "$400"]),
         ("clients", ["Dr. Hobbs", "Mr. Garza", "Mrs. Fenn", "Ms. Ilic"]),
         ("pianos", ["baby grand", "console", "spinet", "upright"])],
        [("The four clients are Ms. Ilic, the owner of the upright, the person who paid $325 and Dr. Hobbs.",
          distinct("Ms. Ilic", "upright", "$325", "Dr. Hobbs")),
         ("Ms. Ilic's piano was either the spinet or the $250 job.", either("Ms. Ilic", "spinet", "$250")),
         ("Dr. Hobbs paid the most.", highest("fees", "Dr. Hobbs")),
         ("Mrs. Fenn doesn't own the upright.", differ("Mrs. Fenn", "upright")),
         ("The spinet cost $150 less to move than the console.", more_by("fees", "console", "spinet", 150))]),

    # ================================================================ 3x5 grids
    # ---------------------------------------------------------------- 5 juice bar
    Puzzle("juice_bar_3x5",
        "The Squeeze juice bar served five early customers on Saturday morning. Match each price to the customer who "
        "paid it and the smoothie they ordered.",
        [("prices", ["$4.25", "$4.75", "$5.25", "$5.75", "$6.25"]),
         ("customers", ["Aria", "Bennett", "Colette", "Dashiell", "Esperanza"]),
         ("smoothies", ["Berry Blast", "Green Machine", "Mango Tango", "Peanut Power", "Tropic Thunder"])],
        [("The Tropic Thunder costs $1.00 less than Colette's smoothie.",
          more_by("prices", "Colette", "Tropic Thunder", 1)),
         ("The five customers are Dashiell, the one who ordered the Berry Blast, the person who paid $4.75, Colette "
          "and Esperanza.", distinct("Dashiell", "Berry Blast", "$4.75", "Colette", "Esperanza")),
         ("Bennett's smoothie cost more than Esperanza's.", more("prices", "Bennett", "Esperanza")),
         ("Of Colette and the customer who paid $4.25, one ordered the Peanut Power and the other ordered the Mango "
          "Tango.", pair("Colette", "$4.25", "Peanut Power", "Mango Tango")),
         ("The Berry Blast costs $1.50 more than the Mango Tango.",
          more_by("prices", "Berry Blast", "Mango Tango", 1.5)),
         ("Neither Bennett nor Dashiell ordered the Tropic Thunder.",
          neither("Bennett", "Dashiell", "Tropic Thunder"))]),

    # ---------------------------------------------------------------- 6 vintage cameras
    Puzzle("vintage_cameras_3x5",
        "Five members of the Lensmen Club brought their favorite vintage cameras to the club's annual swap meet. "
        "Match each year to the collector and the camera made that year.",
        [("years", ["1952", "1956", "1960", "1964", "1968"]),
         ("collectors", ["Mr. Dorsey", "Mr. Pruitt", "Mrs. Kaplan", "Mrs. Vance", "Ms. Nolan"]),
         ("cameras", ["Brownie", "Exakta", "Hasselblad", "Leica", "Rolleiflex"])],
        [("The Exakta was made sometime after Mrs. Vance's camera.", more("years", "Exakta", "Mrs. Vance")),
         ("Of Mrs. Kaplan and the owner of the Hasselblad, one has the 1952 camera and the other has the 1964 camera.",
          pair("Mrs. Kaplan", "Hasselblad", "1952", "1964")),
         ("The 1960 camera is either the Brownie or Ms. Nolan's.", either("1960", "Brownie", "Ms. Nolan")),
         ("Mr. Dorsey's camera was made 8 years after the Rolleiflex.",
          more_by("years", "Mr. Dorsey", "Rolleiflex", 8)),
         ("The Leica is 4 years older than Mr. Pruitt's camera.", more_by("years", "Mr. Pruitt", "Leica", 4)),
         ("Neither Mrs. Vance nor Mr. Dorsey owns the Exakta.", neither("Mrs. Vance", "Mr. Dorsey", "Exakta"))]),

    # ---------------------------------------------------------------- 7 butterfly collection
    Puzzle("butterfly_collection_3x5",
        "Professor Lyle's students each caught one butterfly for the class collection on a summer field trip. Match "
        "each wingspan to the student and the butterfly.",
        [("wingspans", ["45 mm", "55 mm", "65 mm", "75 mm", "85 mm"]),
         ("students", ["Farrah", "Jonah", "Keiko", "Lucian", "Maribel"]),
         ("butterflies", ["buckeye", "monarch", "painted lady", "swallowtail", "viceroy"])],
        [("The monarch has a wingspan 10 mm wider than Farrah's butterfly.",
          more_by("wingspans", "monarch", "Farrah", 10)),
         ("The viceroy's wingspan is 20 mm narrower than the swallowtail's.",
          more_by("wingspans", "swallowtail", "viceroy", 20)),
         ("The viceroy is either the 65 mm butterfly or Keiko's.", either("viceroy", "65 mm", "Keiko")),
         ("The five students are Keiko, the one who caught the viceroy, the student with the 75 mm butterfly, Jonah "
          "and Lucian.", distinct("Keiko", "viceroy", "75 mm", "Jonah", "Lucian")),
         ("Keiko didn't catch the buckeye.", differ("Keiko", "buckeye")),
         ("Of Jonah and the student who caught the buckeye, one found the 85 mm butterfly and the other found the 55 "
          "mm butterfly.", pair("Jonah", "buckeye", "85 mm", "55 mm"))]),

    # ---------------------------------------------------------------- 8 pickle contest
    Puzzle("pickle_contest_3x5",
        "The Tri-County Fair held its annual pickle contest last weekend. Match each place to the entrant who earned "
        "it and the kind of pickle they entered.",
        [("places", ["1st", "2nd", "3rd", "4th", "5th"]),
         ("entrants", ["Dolores", "Ferris", "Ignatius", "Nadine", "Royce"]),
         ("pickles", ["bread-and-butter", "dill spear", "gherkin", "half-sour", "sweet chunk"])],
        [("Ferris finished sometime after Ignatius.", more("places", "Ferris", "Ignatius")),
         ("The dill spear finished last.", highest("places", "dill spear")),
         ("The contestant who finished 4th is either Ignatius or the one with the half-sour.",
          either("4th", "Ignatius", "half-sour")),
         ("The gherkin finished 1 spot ahead of Dolores's pickles.", more_by("places", "Dolores", "gherkin", 1)),
         ("The five entrants are Royce, the one who made the half-sour, the person who finished 3rd, Ferris and "
          "Ignatius.", distinct("Royce", "half-sour", "3rd", "Ferris", "Ignatius")),
         ("The half-sour finished 3 places ahead of the sweet chunk.",
          more_by("places", "sweet chunk", "half-sour", 3))]),

    # ================================================================ 4x5 grids
    # ---------------------------------------------------------------- 9 bank robberies
    Puzzle("bank_robberies_4x5",
        "Detective Harlan Voss has spent the year chasing a gang that robbed five small-town banks, one a month. "
        "Match each haul to the town, the month of the robbery and the getaway car.",
        [("amounts", ["$12,500", "$15,000", "$17,500", "$20,000", "$22,500"]),
         ("towns", ["Ashby", "Bexley", "Corliss", "Dover Falls", "Elkton"]),
         ("months", ["January", "February", "March", "April", "May"]),
         ("cars", ["Buick", "Chevy", "Ford", "Plymouth", "Studebaker"])],
        [("The April robbery didn't involve the Studebaker.", differ("April", "Studebaker")),
         ("Of the Studebaker robbery and the $15,000 robbery, one was in Ashby and the other was in May.",
          pair("Studebaker", "$15,000", "Ashby", "May")),
         ("The five robberies were the one in Corliss, the $20,000 heist, the February robbery, the Buick job and the "
          "one in Dover Falls.", distinct("Corliss", "$20,000", "February", "Buick", "Dover Falls")),
         ("The March robbery netted $2,500 less than the May robbery.", more_by("amounts", "May", "March", 2500)),
         ("The Elkton job netted the least money.", lowest("amounts", "Elkton")),
         ("The Ford robbery happened 1 month before the $22,500 robbery.", more_by("months", "$22,500", "Ford", 1)),
         ("Neither the Corliss heist nor the $20,000 heist used the Chevy.", neither("Corliss", "$20,000", "Chevy")),
         ("The Corliss robbery was 2 months before the Elkton robbery.", more_by("months", "Elkton", "Corliss", 2))]),

    # ---------------------------------------------------------------- 10 sumo wrestlers
    Puzzle("sumo_wrestlers_4x5",
        "Five up-and-coming sumo wrestlers had strong showings at this year's spring tournament in Osaka. Match each "
        "weight to the wrestler, his stable and his number of wins.",
        [("weights", ["310 lbs", "325 lbs", "340 lbs", "355 lbs", "370 lbs"]),
         ("wrestlers", ["Akinori", "Daisuke", "Hiroki", "Kenta", "Takumi"]),
         ("stables", ["Isegahama", "Kokonoe", "Miyagino", "Sadogatake", "Tokitsukaze"]),
         ("wins", ["7 wins", "8 wins", "9 wins", "10 wins", "11 wins"])],
        [("The wrestler from the Isegahama stable won 3 more bouts than the Sadogatake wrestler.",
          more_by("wins", "Isegahama", "Sadogatake", 3)),
         ("Hiroki is the heaviest of the five.", highest("weights", "Hiroki")),
         ("The wrestler with 10 wins weighs 30 lbs more than Akinori.", more_by("weights", "10 wins", "Akinori", 30)),
         ("The Tokitsukaze wrestler won 1 more bout than the Sadogatake wrestler.",
          more_by("wins", "Tokitsukaze", "Sadogatake", 1)),
         ("Daisuke isn't in the Tokitsukaze stable.", differ("Daisuke", "Tokitsukaze")),
         ("Of Akinori and the Miyagino wrestler, one finished with 11 wins and the other finished with 9 wins.",
          pair("Akinori", "Miyagino", "11 wins", "9 wins")),
         ("The Kokonoe wrestler weighs 15 lbs more than Kenta.", more_by("weights", "Kokonoe", "Kenta", 15)),
         ("Takumi won 2 fewer bouts than Kenta.", more_by("wins", "Kenta", "Takumi", 2))]),

    # ---------------------------------------------------------------- 11 superhero movies
    Puzzle("superhero_movies_4x5",
        "Five new superhero movies opened in theaters this year. Match each film to its director, the month it was "
        "released and its opening weekend take.",
        [("films", ["Iron Vow", "Night Talon", "Skyguard", "Star Warden", "Thunderhead"]),
         ("directors", ["Ames", "Brodsky", "Cheng", "Dufresne", "Esposito"]),
         ("months", ["May", "June", "July", "August", "September"]),
         ("grosses", ["$40 million", "$55 million", "$70 million", "$85 million", "$100 million"])],
        [("The five films are Thunderhead, the one directed by Brodsky, the $85 million film, the June release and "
          "Star Warden.", distinct("Thunderhead", "Brodsky", "$85 million", "June", "Star Warden")),
         ("The July release is either Skyguard or the film by Esposito.", either("July", "Skyguard", "Esposito")),
         ("The September release earned the least.", lowest("grosses", "September")),
         ("The film directed by Ames opened 2 months after Iron Vow.", more_by("months", "Ames", "Iron Vow", 2)),
         ("Of Star Warden and the $55 million film, one was directed by Cheng and the other came out in June.",
          pair("Star Warden", "$55 million", "Cheng", "June")),
         ("Neither Night Talon nor the $100 million film was directed by Ames.",
          neither("Night Talon", "$100 million", "Ames")),
         ("Iron Vow came out 1 month after Night Talon.", more_by("months", "Iron Vow", "Night Talon", 1)),
         ("The film that opened in May made $30 million more than Esposito's.",
          more_by("grosses", "May", "Esposito", 30))]),

    # ---------------------------------------------------------------- 12 emerald mines
    Puzzle("emerald_mines_4x5",
        "A gemologist is writing a report on five emerald mines around the world. Match each year to the mine that "
        "opened then, its country and the largest stone it has produced.",
        [("years", ["1962", "1970", "1978", "1986", "1994"]),
         ("mines", ["Alta Verde", "Cerro Rojo", "Esmeralda Norte", "Kafubu Deep", "Santa Lucia"]),
         ("countries", ["Brazil", "Colombia", "Pakistan", "Zambia", "Zimbabwe"]),
         ("stones", ["240 carats", "310 carats", "380 carats", "450 carats", "520 carats"])],
        [("The mine that opened in 1978 found a stone 140 carats heavier than the one from Esmeralda Norte.",
          more_by("stones", "1978", "Esmeralda Norte", 140)),
         ("Alta Verde opened 8 years after Santa Lucia.", more_by("years", "Alta Verde", "Santa Lucia", 8)),
         ("The Colombian mine is the oldest.", lowest("years", "Colombia")),
         ("Neither Alta Verde nor the 380 carat mine is in Brazil.", neither("Alta Verde", "380 carats", "Brazil")),
         ("The 1994 mine is either Esmeralda Norte or the one that produced the 240 carat stone.",
          either("1994", "Esmeralda Norte", "240 carats")),
         ("Of Kafubu Deep and the 1962 mine, one is in Zambia and the other produced a 450 carat stone.",
          pair("Kafubu Deep", "1962", "Zambia", "450 carats")),
         ("Santa Lucia isn't in Colombia.", differ("Santa Lucia", "Colombia")),
         ("The Zambian mine's largest stone is 70 carats bigger than the Pakistani mine's.",
          more_by("stones", "Zambia", "Pakistan", 70))]),

    # ---------------------------------------------------------------- 13 paintball teams
    Puzzle("paintball_teams_4x5",
        "Five teams battled it out at the Timberline Paintball Open. Match each finishing place to the team, its "
        "captain and its hometown.",
        [("places", ["1st", "2nd", "3rd", "4th", "5th"]),
         ("teams", ["Bruisers", "Camo Kings", "Mudslingers", "Splat Pack", "Viper Squad"]),
         ("captains", ["Duane", "Gretchen", "Marco", "Shelby", "Trevor"]),
         ("hometowns", ["Elk River", "Fallon", "Glenwood", "Harper", "Ione"])],
        [("Of the Viper Squad and the team from Harper, one finished 5th and the other is captained by Duane.",
          pair("Viper Squad", "Harper", "5th", "Duane")),
         ("The team from Ione finished 1 spot ahead of Trevor's team.", more_by("places", "Trevor", "Ione", 1)),
         ("The Camo Kings finished sometime after the team from Elk River.", more("places", "Camo Kings", "Elk River")),
         ("Marco's team finished 3 places behind Duane's.", more_by("places", "Marco", "Duane", 3)),
         ("The Bruisers finished 2 places behind Shelby's team.", more_by("places", "Bruisers", "Shelby", 2)),
         ("Gretchen's team isn't from Fallon.", differ("Gretchen", "Fallon")),
         ("The team from Glenwood finished 1st.", same("Glenwood", "1st")),
         ("The five teams are the Bruisers, Gretchen's team, the team from Harper, the squad that finished 2nd and "
          "the Mudslingers.", distinct("Bruisers", "Gretchen", "Harper", "2nd", "Mudslingers"))]),

    # ---------------------------------------------------------------- 14 reality tv
    Puzzle("reality_tv_4x5",
        "Five castaways were voted off the island in the first five weeks of this season's survival reality show. "
        "Match each age to the castaway, the castaway's occupation and the order in which they were voted off.",
        [("ages", ["24", "27", "30", "33", "36"]),
         ("castaways", ["Brandi", "Chaz", "Delphine", "Kirby", "Paloma"]),
         ("occupations", ["bartender", "firefighter", "lawyer", "nurse", "realtor"]),
         ("eliminations", ["1st", "2nd", "3rd", "4th", "5th"])],
        [("The firefighter was voted off sometime before Delphine.", more("eliminations", "Delphine", "firefighter")),
         ("The nurse is 3 years older than Paloma.", more_by("ages", "nurse", "Paloma", 3)),
         ("Neither Delphine nor the 27-year-old is the nurse.", neither("Delphine", "27", "nurse")),
         ("The five castaways are Paloma, the nurse, the 33-year-old, the one who was voted off 3rd and Kirby.",
          distinct("Paloma", "nurse", "33", "3rd", "Kirby")),
         ("Of Brandi and the realtor, one is 33 years old and the other was voted off 1st.",
          pair("Brandi", "realtor", "33", "1st")),
         ("The youngest castaway lasted longer than Brandi.", _extreme_more("ages", False, "eliminations", "Brandi")),
         ("The 24-year-old is either the bartender or the castaway who was voted off 1st.",
          either("24", "bartender", "1st")),
         ("The castaway who was voted off 5th is 6 years older than Kirby.", more_by("ages", "5th", "Kirby", 6))]),

    # ================================================================ 4x6 grids
    # ---------------------------------------------------------------- 15 oil wells
    Puzzle("oil_wells_4x6",
        "Six new oil wells came on line in the Permian Basin this year. Match each well to the company that operates "
        "it, its depth and the number of barrels it pumps a day.",
        [("wells", ["Big Jake", "Cactus Flat", "Dry Fork", "Lone Star", "Mesa Verde", "Red Bluff"]),
         ("barrels", ["90", "120", "150", "180", "210", "240"]),
         ("depths", ["4,500 ft", "5,000 ft", "5,500 ft", "6,000 ft", "6,500 ft", "7,000 ft"]),
         ("operators", ["Amoss Oil", "Bextron", "Calder Energy", "Drake & Sons", "Everly Corp", "Fulton Petroleum"])],
        [("The Amoss Oil well pumps 30 more barrels a day than the Calder Energy well.",
          more_by("barrels", "Amoss Oil", "Calder Energy", 30)),
         ("The Drake & Sons well is 500 ft deeper than Cactus Flat.",
          more_by("depths", "Drake & Sons", "Cactus Flat", 500)),
         ("The well that pumps 180 barrels a day is 2,500 ft deeper than Dry Fork.",
          more_by("depths", "180", "Dry Fork", 2500)),
         ("Neither Big Jake nor the 6,000 ft well is run by Bextron.", neither("Big Jake", "6,000 ft", "Bextron")),
         ("The six wells are Dry Fork, the Bextron well, the 5,500 ft well, the one that pumps 210 barrels a day, Red "
          "Bluff and Lone Star.", distinct("Dry Fork", "Bextron", "5,500 ft", "210", "Red Bluff", "Lone Star")),
         ("Dry Fork pumps 60 more barrels a day than Big Jake.", more_by("barrels", "Dry Fork", "Big Jake", 60)),
         ("The Everly Corp well is shallower than the Fulton Petroleum well.",
          more("depths", "Fulton Petroleum", "Everly Corp")),
         ("Red Bluff pumps the most oil.", highest("barrels", "Red Bluff")),
         ("Mesa Verde is 500 ft shallower than Cactus Flat.", more_by("depths", "Cactus Flat", "Mesa Verde", 500))]),

    # ---------------------------------------------------------------- 16 viking longships
    Puzzle("viking_longships_4x6",
        "The Bergen Maritime Museum has catalogued six Viking longships recovered from Norwegian fjords. Match each "
        "year to the ship found that year, its length and the fjord where it was found.",
        [("years", ["1952", "1957", "1962", "1967", "1972", "1977"]),
         ("ships", ["Aslaug", "Frigga", "Gunnhild", "Ragna", "Sigrid", "Thyra"]),
         ("lengths", ["60 ft", "65 ft", "70 ft", "75 ft", "80 ft", "85 ft"]),
         ("fjords", ["Hardangerfjord", "Lysefjord", "Nordfjord", "Oslofjord", "Sognefjord", "Trondheimsfjord"])],
        [("Of Aslaug and the ship found in 1972, one was pulled from the Trondheimsfjord and the other is 60 ft long.",
          pair("Aslaug", "1972", "Trondheimsfjord", "60 ft")),
         ("Gunnhild is 15 ft longer than Frigga.", more_by("lengths", "Gunnhild", "Frigga", 15)),
         ("The ship found in the Sognefjord is 10 ft longer than Aslaug.",
          more_by("lengths", "Sognefjord", "Aslaug", 10)),
         ("The 1957 ship is either Ragna or the 80 ft ship.", either("1957", "Ragna", "80 ft")),
         ("Sigrid was found 15 years after Thyra.", more_by("years", "Sigrid", "Thyra", 15)),
         ("Frigga was found 5 years before Gunnhild.", more_by("years", "Gunnhild", "Frigga", 5)),
         ("Neither Sigrid nor the 1962 ship came from the Sognefjord.", neither("Sigrid", "1962", "Sognefjord")),
         ("Gunnhild was discovered sometime after the ship from the Lysefjord.",
          more("years", "Gunnhild", "Lysefjord")),
         ("The longest ship was found in the Oslofjord.", highest("lengths", "Oslofjord")),
         ("The earliest find is 5 ft shorter than Sigrid.", _extreme_more_by("years", False, "lengths", "Sigrid", -5)),
         ("The ship from the Nordfjord is 5 ft shorter than Frigga.", more_by("lengths", "Frigga", "Nordfjord", 5))]),

    # ---------------------------------------------------------------- 17 eagle nests
    Puzzle("eagle_nests_4x6",
        "Volunteers with the Raptor Watch project each kept an eye on one bald eagle nest along the river this "
        "spring. Match each nest to the volunteer who watched it, the date its first egg hatched and the height of "
        "the nest.",
        [("dates", ["April 2", "April 5", "April 8", "April 11", "April 14", "April 17"]),
         ("heights", ["40 ft", "50 ft", "60 ft", "70 ft", "80 ft", "90 ft"]),
         ("nests", ["Beaver Slough", "Cedar Bend", "Heron Point", "Miller's Bluff", "Oxbow Island", "Wolf Creek"]),
         ("volunteers", ["Dr. Eriksen", "Mr. Ballard", "Mr. Quinlan", "Mrs. Castillo", "Mrs. Yoder", "Ms. Hollis"])],
        [("Neither the Oxbow Island nest nor the 50 ft nest was watched by Mr. Ballard.",
          neither("Oxbow Island", "50 ft", "Mr. Ballard")),
         ("The Miller's Bluff nest is either the 60 ft nest or the one watched by Mrs. Yoder.",
          either("Miller's Bluff", "60 ft", "Mrs. Yoder")),
         ("Of Ms. Hollis's nest and the April 5 nest, one is at Cedar Bend and the other is 40 ft up.",
          pair("Ms. Hollis", "April 5", "Cedar Bend", "40 ft")),
         ("The Heron Point nest hatched 3 days after Dr. Eriksen's nest.",
          more_by("dates", "Heron Point", "Dr. Eriksen", 3)),
         ("Mrs. Yoder's nest hatched sometime after Ms. Hollis's.", more("dates", "Mrs. Yoder", "Ms. Hollis")),
         ("The nest that hatched on April 11 is 20 ft lower than the Beaver Slough nest.",
          more_by("heights", "Beaver Slough", "April 11", 20)),
         ("The 80 ft nest was the last to hatch.", highest("dates", "80 ft")),
         ("The first nest to hatch was watched by Mrs. Castillo.", lowest("dates", "Mrs. Castillo")),
         ("The Beaver Slough nest is 30 ft higher than the Heron Point nest.",
          more_by("heights", "Beaver Slough", "Heron Point", 30)),
         ("Mr. Ballard didn't watch the Wolf Creek nest.", differ("Mr. Ballard", "Wolf Creek")),
         ("The highest nest hatched 6 days after the Oxbow Island nest.",
          _extreme_more_by("heights", True, "dates", "Oxbow Island", 6))],
        numbers={"dates": [2, 5, 8, 11, 14, 17]}),

    # ---------------------------------------------------------------- 18 zeppelin flights
    Puzzle("zeppelin_flights_4x6",
        "A new museum exhibit honors six record-setting airship flights of the 1920s and 1930s. Match each airship "
        "to its captain, the year of the flight and the number of passengers aboard.",
        [("passengers", ["18", "24", "30", "36", "42", "48"]),
         ("airships", ["Aurora", "Borealis", "Caspian", "Meridian", "Valkyrie", "Zenith"]),
         ("captains", ["Capt. Albers", "Capt. Brandt", "Capt. Falk", "Capt. Lehmann", "Capt. Roth", "Capt. Weiss"]),
         ("years", ["1926", "1928", "1930", "1932", "1934", "1936"])],
        [("The Valkyrie flew sometime after Capt. Albers's airship.", more("years", "Valkyrie", "Capt. Albers")),
         ("Capt. Brandt's airship carried 6 more passengers than the Meridian.",
          more_by("passengers", "Capt. Brandt", "Meridian", 6)),
         ("Capt. Lehmann's flight carried 18 more passengers than Capt. Brandt's.",
          more_by("passengers", "Capt. Lehmann", "Capt. Brandt", 18)),
         ("The six airships are the Caspian, Capt. Falk's ship, the 1928 flight, the ship with 24 passengers, the "
          "Meridian and the Borealis.", distinct("Caspian", "Capt. Falk", "1928", "24", "Meridian", "Borealis")),
         ("The flight with 36 passengers took place 2 years after Capt. Weiss's.",
          more_by("years", "36", "Capt. Weiss", 2)),
         ("The 1936 flight is either the Borealis or Capt. Roth's.", either("1936", "Borealis", "Capt. Roth")),
         ("Capt. Falk's flight was 6 years after the Caspian's flight.", more_by("years", "Capt. Falk", "Caspian", 6)),
         ("Of the Aurora and Capt. Albers's airship, one flew in 1928 and the other carried 36 passengers.",
          pair("Aurora", "Capt. Albers", "1928", "36")),
         ("The Zenith carried the most passengers.", highest("passengers", "Zenith")),
         ("Neither the Caspian nor the 1934 flight carried 42 passengers.", neither("Caspian", "1934", "42"))]),

    # ---------------------------------------------------------------- 19 comic strips
    Puzzle("comic_strips_4x6",
        "Six cartoonists syndicate their daily comic strips through the Lakeshore Features agency. Match each "
        "cartoonist to the strip, the year it launched and the number of newspapers that carry it.",
        [("years", ["1985", "1988", "1991", "1994", "1997", "2000"]),
         ("cartoonists", ["Clement", "Darla", "Fitz", "Lorena", "Odell", "Winnie"]),
         ("papers", ["120", "180", "240", "300", "360", "420"]),
         ("strips", ["Bramble Lane", "Cosmo & Pip", "Desk Jockeys", "Moose Tracks", "Saltwater Sam", "Tall Tales"])],
        [("Desk Jockeys runs in the most papers.", highest("papers", "Desk Jockeys")),
         ("The strip that launched in 2000 runs in 60 more papers than Saltwater Sam.",
          more_by("papers", "2000", "Saltwater Sam", 60)),
         ("The strip in 420 papers launched 3 years after Odell's.", more_by("years", "420", "Odell", 3)),
         ("Of Moose Tracks and Fitz's strip, one launched in 1985 and the other runs in 240 papers.",
          pair("Moose Tracks", "Fitz", "1985", "240")),
         ("Odell doesn't draw Tall Tales.", differ("Odell", "Tall Tales")),
         ("The six strips are Bramble Lane, Lorena's strip, the 1988 strip, the one in 240 papers, Moose Tracks and "
          "Darla's.", distinct("Bramble Lane", "Lorena", "1988", "240", "Moose Tracks", "Darla")),
         ("Clement's strip is either Bramble Lane or the 1997 strip.", either("Clement", "Bramble Lane", "1997")),
         ("Bramble Lane appears in 60 fewer papers than Darla's strip.",
          more_by("papers", "Darla", "Bramble Lane", 60)),
         ("Cosmo & Pip launched sometime after Tall Tales.", more("years", "Cosmo & Pip", "Tall Tales")),
         ("Lorena's strip launched 6 years after Winnie's.", more_by("years", "Lorena", "Winnie", 6)),
         ("The oldest strip runs in 180 more papers than Clement's.",
          _extreme_more_by("years", False, "papers", "Clement", 180))]),

    # ---------------------------------------------------------------- 20 pirate treasure
    Puzzle("pirate_treasure_4x6",
        "Six notorious pirates each buried a chest of gold on a different island in the Caribbean. Match each pirate "
        "to the pirate's ship, the year the chest was buried and the number of doubloons in it.",
        [("pirates", ["Black Tom", "Calico Ned", "Gentleman Jack", "Mad Molly", "One-Eyed Pete", "Red Anne"]),
         ("doubloons", ["400", "550", "700", "850", "1,000", "1,150"]),
         ("ships", ["Crimson Gull", "Iron Kestrel", "Night Serpent", "Salty Maiden", "Sea Wolf", "Widow's Revenge"]),
         ("years", ["1702", "1706", "1710", "1714", "1718", "1722"])],
        [("Gentleman Jack buried the most doubloons.", highest("doubloons", "Gentleman Jack")),
         ("The Night Serpent's chest was buried sometime before the Widow's Revenge's.",
          more("years", "Widow's Revenge", "Night Serpent")),
         ("Mad Molly buried 150 more doubloons than the captain of the Crimson Gull.",
          more_by("doubloons", "Mad Molly", "Crimson Gull", 150)),
         ("Of One-Eyed Pete and the pirate who buried treasure in 1706, one sailed the Salty Maiden and the other "
          "buried 1,150 doubloons.", pair("One-Eyed Pete", "1706", "Salty Maiden", "1,150")),
         ("The last chest to be buried held 550 doubloons.", highest("years", "550")),
         ("Red Anne's chest held 150 fewer doubloons than One-Eyed Pete's.",
          more_by("doubloons", "One-Eyed Pete", "Red Anne", 150)),
         ("The six pirates are Calico Ned, the captain of the Sea Wolf, the one who buried 700 doubloons, the 1718 "
          "pirate, Mad Molly and Gentleman Jack.",
          distinct("Calico Ned", "Sea Wolf", "700", "1718", "Mad Molly", "Gentleman Jack")),
         ("The Sea Wolf's captain is either Red Anne or the pirate who buried 550 doubloons.",
          either("Sea Wolf", "Red Anne", "550")),
         ("The Iron Kestrel's chest was buried 20 years after Red Anne's.",
          more_by("years", "Iron Kestrel", "Red Anne", 20)),
         ("The captain of the Crimson Gull buried a chest 4 years before Black Tom did.",
          more_by("years", "Black Tom", "Crimson Gull", 4))]),
)
PUZZLES = {p.name: p for p in _PUZZLES}
