"""What each clue of the thirty-fifth batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the thirty-fifth author was asked for: Einstein or "zebra" puzzles as the big collections
print them (Brainzilla's Einstein puzzles, Puzzle Prime, Logic-Puzzles.com, the Stanford / Life International
zebra, Einstein-riddle books and apps), written apart from pylogic's reader, on themes new to the set. Each is a
row of things numbered from the left, the position category's values "1" to "4", "1" to "5" or "1" to "6".

Sizes (categories x values, counting the position category): ten of 5x5 (Georgian townhouses, sprinters in their
starting blocks, a jury box, stilt houses, bathing machines in 1895, a cookbook shelf, gondola moorings, a row of
greenhouses, tollbooths, a departure lounge's seats), three of 4x4 (lane mailboxes, hammocks, observatory domes),
three of 5x4 (a rickshaw rank, wine barrels, sewing machines), two of 6x6 (delegates seated along a summit table,
a yurt camp) and two of 5x6 (bunkhouse beds, pavement artists' pitches).

The families they use, each several times and in varied wording: "lives in the first house", "in the middle
house" / "in the middle seat", "at one of the ends", "at either end of the row", "in one of the end greenhouses",
"at one end of the row", "on the far left" / "on the far right", "immediately to the left of" / "immediately to
the right of", "directly left of", "directly to the right of", "somewhere to the left of" / "somewhere to the right
of", "next to", "next door to", "beside", "adjacent to", "is not next to" / "isn't next to" / "is not next door
to", "somewhere between A and B", "directly between A and B", "exactly two houses away from", "two doors from",
"two booths from", "exactly two pitches from", "third from the left", "third from the right", "second from the
right", "second from the left", numbered positions ("lane 2", "booth 1", "bay 3", "machine 2"); nationalities
("The Norwegian", "the Brit", "the Swede", "the Dane", "the Pole", "The Welshman", "the Finn", "The Moroccan"),
colours, pets, drinks, hobbies, hats; "the person who drinks milk", "The owner of the green-doored house", "The one
who keeps birds"; ordered second categories (ages, years of publication, vintages, fees in old pence "1d" to
"5d", fares and donations in dollars, years of service, nights stayed) with "older than", "younger than", "7
years younger than", "2 years older than", "a year younger than", "2d more than", "$3 more than", "6 years
longer than", "2 nights longer than", "one night less than", "the cheapest", "the oldest", "the eldest", "the
youngest", "the newest", "the most", "the least", "the longest service", "the fewest years", "the shortest
stay"; negations ("does not live in the house with the blue door", "doesn't", "wasn't next to"); "Either ... or
..."; "Neither ... nor ..."; relative clauses and appositives ("Mr. Doyle, the youngest juror, sits ...", "The
Australian, a keen rider, ...", "The Finn, who is reading a guidebook, ...", "the walker from Cardiff, who ordered
kippers"); possessives ("Lady Ashby's machine", "The Moroccan's yurt", "The Quinns' mailbox", "Jules's pitch").

The conventions the predicates assume. Positions count from the left, as each intro says ("numbered 1 to N from
left to right"); "the first house" is position 1; "the middle" is position 3 of 5; "at one of the ends", "at
either end", "at one end of the row", "one of the end greenhouses" are position 1 or N; "on the far left" is
position 1 and "on the far right" position N; "third from the left" is position 3, "second from the left" 2,
"second from the right" N-1 and "third from the right" N-2. "Next to", "next door to", "beside" and "adjacent to"
are positions differing by one; "immediately to the left of" and "directly (to the) left of" are one smaller,
"immediately / directly to the right of" one larger; "somewhere to the left of" is any smaller position and
"somewhere to the right of" any larger; "somewhere between A and B" is strictly between A's and B's positions
(not necessarily adjacent); "directly between A and B" is one more than one of them and one less than the other;
"exactly two houses away from", "two doors from", "two places / booths / chairs / pitches from" are positions
differing by exactly two, either way; "X is not next to Y" is two different rows not one apart. Logic words:
"Either A or B is C" means C is exactly one of A and B ("Bishop wrote either the Italian or the Indian cookbook"
likewise); "Neither A nor B is C" means A, B and C are three different rows; two things compared or placed
relative to each other are two different rows; a relative clause or appositive states a grid fact, encoded with
the rest of its sentence. Orders: ages, years, vintages, fees, fares, donations, service and nights count as the
number they print (``brute_force.number_of``; "1d" is 1 penny, "$12" is 12); "older" of people is the larger age,
"older" of books and wines the earlier year, "younger" / "the newest" / "the youngest wine" the later year; "the
cheapest" and "the least" are the smallest amount, "the most" and "the highest fee" the largest; "the shortest
stay" is the fewest nights and "the longest service" the most years. Each lists its categories and sentences
exactly as its ``puzzles/NAME.clues`` prints them; ``brute_force.solutions`` proves each answer unique and each
clue needed (without any one of them the puzzle has several solutions).
"""

from __future__ import annotations

from bench.handwritten.brute_force import Predicate, Puzzle
from bench.handwritten.predicates import (
    all_of,
    apart,
    between,
    differ,
    directly_between,
    either,
    highest,
    lowest,
    more,
    more_by,
    negated,
    neither,
    next_to,
    one_of,
    same,
)


def _not_next_to(category: str, x: str, y: str) -> Predicate:
    """x and y are two different rows whose numbers in ``category`` do not differ by one ("Marta is not
    next to the Nigerian")."""
    return all_of(differ(x, y), negated(next_to(category, x, y)))


_PUZZLES = (
    # ---------------------------------------------------------------- 1 georgian townhouses
    Puzzle("georgian_townhouses_5x5",
        "Five Georgian townhouses stand side by side on Fitzroy Crescent, numbered 1 to 5 from left to right. In "
        "each lives a person of a different nationality; each house has a front door of a different colour, and "
        "each resident keeps a different pet and has a different drink with breakfast.",
        [("houses", ["1", "2", "3", "4", "5"]),
         ("nationalities", ["Brit", "Dane", "Norwegian", "Pole", "Swede"]),
         ("doors", ["black", "blue", "green", "red", "white"]),
         ("pets", ["birds", "cat", "dog", "rabbit", "tortoise"]),
         ("drinks", ["coffee", "milk", "orange juice", "tea", "water"])],
        [("The Norwegian lives in the first house.", same("Norwegian", "houses:1")),
         ("The person who drinks milk lives in the middle house.", same("milk", "houses:3")),
         ("The Brit lives in the house with the red door.", same("Brit", "red")),
         ("The Norwegian lives next to the house with the blue door.", next_to("houses", "Norwegian", "blue")),
         ("The owner of the green-doored house drinks water.", same("green", "water")),
         ("The one who keeps birds drinks tea.", same("birds", "tea")),
         ("The Swede keeps a dog.", same("Swede", "dog")),
         ("The white-doored house is immediately to the right of the red-doored house.",
          more_by("houses", "white", "red", 1)),
         ("The coffee drinker lives directly left of the house with the black door.",
          more_by("houses", "black", "coffee", 1)),
         ("The tortoise lives somewhere between the cat and the dog.", between("houses", "tortoise", "cat", "dog")),
         ("The Pole does not live in the house with the blue door.", differ("Pole", "blue")),
         ("The rabbit is kept two doors from the milk drinker.", apart("houses", "rabbit", "milk", 2)),
         ("The Dane lives next door to the Brit.", next_to("houses", "Dane", "Brit")),
         ("The cat lives behind the green door.", same("cat", "green"))]),

    # ---------------------------------------------------------------- 2 starting blocks
    Puzzle("starting_blocks_5x5",
        "Five sprinters crouch in their blocks at the start of the women's 100 metres final, in lanes numbered 1 to "
        "5 from left to right. Each runner is of a different nationality, wears spikes of a different brand and is "
        "a different age.",
        [("lanes", ["1", "2", "3", "4", "5"]),
         ("runners", ["Carla", "Ines", "Jade", "Marta", "Zoe"]),
         ("nationalities", ["Brazilian", "Canadian", "Jamaican", "Kenyan", "Nigerian"]),
         ("spikes", ["Arrow", "Falcon", "Nimbus", "Strada", "Vela"]),
         ("ages", ["21", "23", "25", "27", "29"])],
        [("The youngest sprinter is in lane 2.", lowest("ages", "lanes:2")),
         ("The Jamaican is the oldest runner in the final.", highest("ages", "Jamaican")),
         ("Carla is 2 years older than Marta.", more_by("ages", "Carla", "Marta", 2)),
         ("The Kenyan is on the far right.", same("Kenyan", "lanes:5")),
         ("The runner in Vela spikes is on the far left.", same("Vela", "lanes:1")),
         ("The runner in Arrow spikes is younger than the runner in Nimbus spikes.", more("ages", "Nimbus", "Arrow")),
         ("Jade is somewhere to the right of Ines.", more("lanes", "Jade", "Ines")),
         ("The 23-year-old is next to the Jamaican.", next_to("lanes", "23", "Jamaican")),
         ("The Brazilian is 4 years older than the Canadian.", more_by("ages", "Brazilian", "Canadian", 4)),
         ("The Falcon spikes are worn by the 29-year-old.", same("Falcon", "29")),
         ("Carla is exactly two lanes away from Ines.", apart("lanes", "Carla", "Ines", 2)),
         ("Either Zoe or Marta is Brazilian.", either("Brazilian", "Zoe", "Marta")),
         ("The runner in Strada spikes is second from the right.", same("Strada", "lanes:4"))]),

    # ---------------------------------------------------------------- 3 jury box
    Puzzle("jury_box_5x5",
        "Five jurors sit in the front row of the jury box at Crown Court No. 2, in seats numbered 1 to 5 from left "
        "to right. Each has a different occupation, reads a different newspaper and is a different age.",
        [("seats", ["1", "2", "3", "4", "5"]),
         ("jurors", ["Miss Fenn", "Mr. Barnes", "Mr. Doyle", "Mrs. Cho", "Mrs. Grant"]),
         ("occupations", ["baker", "dentist", "electrician", "librarian", "teacher"]),
         ("newspapers", ["Courier", "Echo", "Gazette", "Herald", "Times"]),
         ("ages", ["34", "41", "48", "55", "62"])],
        [("The oldest juror reads the Courier.", highest("ages", "Courier")),
         ("Miss Fenn sits directly between Mr. Doyle and Mr. Barnes.",
          directly_between("seats", "Miss Fenn", "Mr. Doyle", "Mr. Barnes")),
         ("The dentist is 14 years older than Miss Fenn.", more_by("ages", "dentist", "Miss Fenn", 14)),
         ("Mr. Doyle, the youngest juror, sits immediately to the left of the teacher.",
          all_of(lowest("ages", "Mr. Doyle"), more_by("seats", "teacher", "Mr. Doyle", 1))),
         ("The Herald reader is older than the librarian.", more("ages", "Herald", "librarian")),
         ("The Times reader sits next to the dentist.", next_to("seats", "Times", "dentist")),
         ("The librarian is not sitting next to the teacher.", _not_next_to("seats", "librarian", "teacher")),
         ("Neither Mrs. Grant nor Mrs. Cho is the teacher.", neither("Mrs. Grant", "Mrs. Cho", "teacher")),
         ("The 41-year-old sits third from the left.", same("41", "seats:3")),
         ("The electrician sits somewhere to the right of the Echo reader.", more("seats", "electrician", "Echo")),
         ("Mrs. Cho is 7 years younger than Mrs. Grant.", more_by("ages", "Mrs. Grant", "Mrs. Cho", 7))]),

    # ---------------------------------------------------------------- 4 stilt houses
    Puzzle("stilt_houses_5x5",
        "Five fishermen live in a line of stilt houses over the lagoon at Pulau Merah, numbered 1 to 5 from left to "
        "right as seen from the jetty. Each owns a boat painted a different colour, brings home a different catch "
        "and keeps a different pet.",
        [("houses", ["1", "2", "3", "4", "5"]),
         ("fishermen", ["Anan", "Budi", "Chai", "Dara", "Eko"]),
         ("boats", ["blue", "green", "orange", "red", "yellow"]),
         ("catches", ["crab", "mackerel", "prawns", "squid", "tuna"]),
         ("pets", ["cat", "dog", "duck", "monkey", "parrot"])],
        [("Anan lives in the middle house.", same("Anan", "houses:3")),
         ("The man who catches squid lives on the far left.", same("squid", "houses:1")),
         ("The owner of the red boat lives directly to the right of the squid fisherman.",
          more_by("houses", "red", "squid", 1)),
         ("The man with the parrot lives next door to the tuna fisherman.", next_to("houses", "parrot", "tuna")),
         ("Budi keeps a monkey.", same("Budi", "monkey")),
         ("The crab fisherman owns the orange boat.", same("crab", "orange")),
         ("The duck's owner lives exactly two houses from Anan.", apart("houses", "duck", "Anan", 2)),
         ("The green boat belongs to the man with the dog.", same("green", "dog")),
         ("The mackerel fisherman lives at either end of the row.", one_of("mackerel", "houses:1", "houses:5")),
         ("The cat's house is directly between the duck's and the dog's.",
          directly_between("houses", "cat", "duck", "dog")),
         ("Eko lives somewhere between Dara and Anan.", between("houses", "Eko", "Dara", "Anan")),
         ("Neither Budi nor Chai owns the red boat.", neither("Budi", "Chai", "red")),
         ("The yellow boat's owner doesn't live next to the owner of the orange boat.",
          _not_next_to("houses", "yellow", "orange"))]),

    # ---------------------------------------------------------------- 5 bathing machines
    Puzzle("bathing_machines_5x5",
        "On a July morning in 1895, five bathing machines stood in a row on the sands at Brightsea, numbered 1 to 5 "
        "from left to right. Each was hired by a different lady, had stripes of a different colour and cost a "
        "different fee, and each lady wore a different hat.",
        [("machines", ["1", "2", "3", "4", "5"]),
         ("ladies", ["Lady Ashby", "Miss Breck", "Miss Dunn", "Mrs. Colley", "Mrs. Eames"]),
         ("stripes", ["blue", "green", "pink", "red", "yellow"]),
         ("hats", ["bonnet", "boater", "cap", "sunhat", "turban"]),
         ("fees", ["1d", "2d", "3d", "4d", "5d"])],
        [("The cheapest machine stood in the middle of the row.", lowest("fees", "machines:3")),
         ("Lady Ashby paid the highest fee.", highest("fees", "Lady Ashby")),
         ("Lady Ashby's machine was immediately to the left of the yellow-striped one.",
          more_by("machines", "yellow", "Lady Ashby", 1)),
         ("The lady in the boater hired the first machine.", same("boater", "machines:1")),
         ("The red-striped machine cost 2d more than the green-striped one.", more_by("fees", "red", "green", 2)),
         ("Mrs. Colley, who wore a sunhat, hired a machine at one of the ends of the row.",
          all_of(same("Mrs. Colley", "sunhat"), one_of("Mrs. Colley", "machines:1", "machines:5"))),
         ("Miss Breck wore a bonnet.", same("Miss Breck", "bonnet")),
         ("Miss Dunn's machine cost 1d less than Miss Breck's.", more_by("fees", "Miss Breck", "Miss Dunn", 1)),
         ("The lady in the cap wasn't next to the pink-striped machine.", _not_next_to("machines", "cap", "pink")),
         ("Mrs. Eames's machine stood somewhere between Miss Dunn's and Mrs. Colley's.",
          between("machines", "Mrs. Eames", "Miss Dunn", "Mrs. Colley")),
         ("Either Miss Dunn or Mrs. Eames hired the pink-striped machine.", either("pink", "Miss Dunn", "Mrs. Eames")),
         ("The green-striped machine stood on the far right.", same("green", "machines:5"))]),

    # ---------------------------------------------------------------- 6 cookbook shelf
    Puzzle("cookbook_shelf_5x5",
        "Five cookbooks stand side by side on a kitchen shelf, in places numbered 1 to 5 from left to right. Each "
        "was written by a different author, covers a different cuisine, has a spine of a different colour and was "
        "published in a different year.",
        [("places", ["1", "2", "3", "4", "5"]),
         ("authors", ["Alder", "Bishop", "Costa", "Dunmore", "Ellery"]),
         ("cuisines", ["French", "Indian", "Italian", "Mexican", "Thai"]),
         ("spines", ["black", "cream", "green", "orange", "purple"]),
         ("years", ["1998", "2003", "2008", "2013", "2018"])],
        [("The oldest book stands in the middle of the shelf.", lowest("years", "places:3")),
         ("The Thai cookbook, which is the newest, stands immediately to the left of the French one.",
          all_of(highest("years", "Thai"), more_by("places", "French", "Thai", 1))),
         ("The book with the orange spine is on the far right.", same("orange", "places:5")),
         ("Costa's book was published 5 years after Bishop's.", more_by("years", "Costa", "Bishop", 5)),
         ("The green-spined book is somewhere to the left of Dunmore's.", more("places", "Dunmore", "green")),
         ("The black book is two places from the purple book.", apart("places", "black", "purple", 2)),
         ("Neither Costa nor Dunmore wrote the Thai cookbook.", neither("Costa", "Dunmore", "Thai")),
         ("Bishop wrote either the Italian or the Indian cookbook.", either("Bishop", "Italian", "Indian")),
         ("The Indian cookbook is older than the Mexican one.", more("years", "Mexican", "Indian")),
         ("The Italian cookbook has a green spine.", same("Italian", "green")),
         ("The black-spined book is the newest on the shelf.", highest("years", "black")),
         ("Bishop's book is next to Dunmore's.", next_to("places", "Bishop", "Dunmore")),
         ("Dunmore's book is second from the right.", same("Dunmore", "places:4")),
         ("Ellery's book stands somewhere to the left of Alder's.", more("places", "Alder", "Ellery"))]),

    # ---------------------------------------------------------------- 7 gondola moorings
    Puzzle("gondola_moorings_5x5",
        "Five gondolas are moored side by side at the San Zaccaria stop, in berths numbered 1 to 5 from left to "
        "right. Each belongs to a different gondolier, has cushions of a different colour, and each gondolier has a "
        "different favourite song and a different favourite drink.",
        [("berths", ["1", "2", "3", "4", "5"]),
         ("gondoliers", ["Aldo", "Bepi", "Carlo", "Dario", "Enzo"]),
         ("cushions", ["burgundy", "gold", "green", "navy", "silver"]),
         ("songs", ["Arrivederci Roma", "O Sole Mio", "Santa Lucia", "Torna a Surriento", "Volare"]),
         ("drinks", ["espresso", "grappa", "limoncello", "prosecco", "spritz"])],
        [("The gondolier who sings O Sole Mio is moored in the middle.", same("O Sole Mio", "berths:3")),
         ("The espresso drinker is moored immediately to the left of Aldo.", more_by("berths", "Aldo", "espresso", 1)),
         ("The gondola with gold cushions is on the far left.", same("gold", "berths:1")),
         ("Bepi is moored next to Dario.", next_to("berths", "Bepi", "Dario")),
         ("The limoncello drinker is moored at one of the ends.", one_of("limoncello", "berths:1", "berths:5")),
         ("The prosecco drinker loves to sing Volare.", same("prosecco", "Volare")),
         ("Carlo's cushions are navy.", same("Carlo", "navy")),
         ("Dario is moored somewhere to the right of the green cushions.", more("berths", "Dario", "green")),
         ("The Santa Lucia singer is beside the gondola with gold cushions.", next_to("berths", "Santa Lucia", "gold")),
         ("The burgundy cushions are directly between the navy ones and the green ones.",
          directly_between("berths", "burgundy", "navy", "green")),
         ("Neither Enzo nor Dario sings Arrivederci Roma.", neither("Enzo", "Dario", "Arrivederci Roma")),
         ("The spritz drinker has burgundy cushions.", same("spritz", "burgundy")),
         ("The silver cushions are exactly two berths away from Aldo's gondola.", apart("berths", "silver", "Aldo", 2)),
         ("The Torna a Surriento singer isn't next to the espresso drinker.",
          _not_next_to("berths", "Torna a Surriento", "espresso"))]),

    # ---------------------------------------------------------------- 8 greenhouse row
    Puzzle("greenhouse_row_5x5",
        "Five greenhouses stand in a row on the Upper Moor allotments, numbered 1 to 5 from left to right. Each is "
        "tended by a gardener of a different nationality, who grows a different crop, favours a different tool and "
        "drinks a different tea.",
        [("greenhouses", ["1", "2", "3", "4", "5"]),
         ("nationalities", ["Dutchman", "German", "Irishman", "Scot", "Welshman"]),
         ("crops", ["chillies", "cucumbers", "grapes", "melons", "tomatoes"]),
         ("tools", ["dibber", "hoe", "rake", "spade", "trowel"]),
         ("teas", ["Assam", "Darjeeling", "Earl Grey", "chai", "mint"])],
        [("The Welshman tends the first greenhouse.", same("Welshman", "greenhouses:1")),
         ("The Welshman's greenhouse is next to the one where tomatoes grow.",
          next_to("greenhouses", "Welshman", "tomatoes")),
         ("The gardener in the middle greenhouse drinks mint tea.", same("greenhouses:3", "mint")),
         ("The chilli grower works with a hoe.", same("chillies", "hoe")),
         ("The Scot's greenhouse is immediately to the left of the grape grower's.",
          more_by("greenhouses", "grapes", "Scot", 1)),
         ("The Irishman drinks Darjeeling.", same("Irishman", "Darjeeling")),
         ("The Dutchman, who grows grapes, works next door to the German.",
          all_of(same("Dutchman", "grapes"), next_to("greenhouses", "Dutchman", "German"))),
         ("The gardener with the dibber is in one of the end greenhouses.",
          one_of("dibber", "greenhouses:1", "greenhouses:5")),
         ("The man who uses a trowel grows melons.", same("trowel", "melons")),
         ("The Assam drinker grows tomatoes.", same("Assam", "tomatoes")),
         ("The Earl Grey drinker is not next door to the melon grower.",
          _not_next_to("greenhouses", "Earl Grey", "melons")),
         ("The spade is used somewhere between the rake and the dibber.",
          between("greenhouses", "spade", "rake", "dibber")),
         ("The chai drinker is two greenhouses away from the mint drinker.", apart("greenhouses", "chai", "mint", 2))]),

    # ---------------------------------------------------------------- 9 tollbooths
    Puzzle("tollbooths_5x5",
        "Five tollbooths stand side by side across the approach to the Kestrel Bridge, numbered 1 to 5 from left to "
        "right. Each is staffed by a different attendant, who listens to a different kind of radio programme, has "
        "brought a different snack and has worked on the bridge for a different number of years.",
        [("booths", ["1", "2", "3", "4", "5"]),
         ("attendants", ["Gail", "Howard", "Imran", "Judy", "Kwame"]),
         ("programmes", ["jazz", "news", "phone-in", "rock", "sport"]),
         ("snacks", ["apple", "crisps", "doughnut", "flapjack", "sandwich"]),
         ("service (years)", ["8", "10", "12", "14", "16"])],
        [("The attendant with the longest service works in the middle booth.", highest("service (years)", "booths:3")),
         ("The sandwich is eaten next door to the apple.", next_to("booths", "sandwich", "apple")),
         ("The phone-in listener is the one eating the doughnut.", same("phone-in", "doughnut")),
         ("Gail's booth is second from the right.", same("Gail", "booths:4")),
         ("Kwame has worked on the bridge for the fewest years.", lowest("service (years)", "Kwame")),
         ("The flapjack is eaten in booth 1.", same("flapjack", "booths:1")),
         ("Judy has worked on the bridge 6 years longer than Kwame.", more_by("service (years)", "Judy", "Kwame", 6)),
         ("Gail has worked there 2 years longer than Kwame.", more_by("service (years)", "Gail", "Kwame", 2)),
         ("The jazz listener's booth is adjacent to the doughnut eater's.", next_to("booths", "jazz", "doughnut")),
         ("Imran is somewhere to the right of Gail.", more("booths", "Imran", "Gail")),
         ("The attendant eating crisps has worked on the bridge longer than the one eating the apple.",
          more("service (years)", "crisps", "apple")),
         ("The news listener's booth is not next to the sports fan's.", _not_next_to("booths", "news", "sport")),
         ("Either Judy or Imran listens to the news.", either("news", "Judy", "Imran")),
         ("The phone-in listener is two booths from Howard.", apart("booths", "phone-in", "Howard", 2))]),

    # ---------------------------------------------------------------- 10 departure lounge
    Puzzle("departure_lounge_5x5",
        "Five travellers sit side by side in a row of seats at Gate 14, in seats numbered 1 to 5 from left to "
        "right. Each is of a different nationality, is flying to a different city, is reading something different "
        "and is drinking something different.",
        [("seats", ["1", "2", "3", "4", "5"]),
         ("nationalities", ["Austrian", "Belgian", "Finn", "Greek", "Swede"]),
         ("destinations", ["Cairo", "Lima", "Oslo", "Perth", "Seoul"]),
         ("reading", ["comic", "guidebook", "magazine", "newspaper", "novel"]),
         ("drinks", ["cola", "juice", "lemonade", "smoothie", "water"])],
        [("The Greek is on the far left.", same("Greek", "seats:1")),
         ("The traveller flying to Seoul sits in the middle.", same("Seoul", "seats:3")),
         ("The traveller reading a novel sits immediately to the left of the one flying to Cairo.",
          more_by("seats", "Cairo", "novel", 1)),
         ("The Austrian is flying to Oslo.", same("Austrian", "Oslo")),
         ("The smoothie drinker is flying to Seoul.", same("smoothie", "Seoul")),
         ("The Finn, who is reading a guidebook, sits adjacent to the cola drinker.",
          all_of(same("Finn", "guidebook"), next_to("seats", "Finn", "cola"))),
         ("The comic reader sits at either end of the row.", one_of("comic", "seats:1", "seats:5")),
         ("The newspaper reader sits somewhere to the right of the smoothie drinker.",
          more("seats", "newspaper", "smoothie")),
         ("The water drinker is not flying to Perth.", differ("water", "Perth")),
         ("The lemonade drinker sits directly between the Finn and the Belgian.",
          directly_between("seats", "lemonade", "Finn", "Belgian")),
         ("Neither the Greek nor the Swede is flying to Perth.", neither("Greek", "Swede", "Perth"))]),

    # ---------------------------------------------------------------- 11 lane mailboxes
    Puzzle("lane_mailboxes_4x4",
        "Four mailboxes stand in a row at the end of Briar Lane, numbered 1 to 4 from left to right. Each belongs "
        "to a different family, is painted a different colour and has a different newspaper delivered to it.",
        [("mailboxes", ["1", "2", "3", "4"]),
         ("families", ["Abbotts", "Hales", "Morenos", "Quinns"]),
         ("colours", ["blue", "green", "red", "yellow"]),
         ("newspapers", ["Chronicle", "Globe", "Ledger", "Post"])],
        [("The Quinns' mailbox is second from the left.", same("Quinns", "mailboxes:2")),
         ("The red mailbox is immediately to the right of the green one.", more_by("mailboxes", "red", "green", 1)),
         ("The Abbotts' mailbox is next to the blue one.", next_to("mailboxes", "Abbotts", "blue")),
         ("The Post is delivered to the mailbox on the far left.", same("Post", "mailboxes:1")),
         ("The Ledger goes into the red mailbox.", same("Ledger", "red")),
         ("The Chronicle is delivered to one of the end mailboxes.", one_of("Chronicle", "mailboxes:1", "mailboxes:4")),
         ("The Hales' mailbox is two places from the Abbotts'.", apart("mailboxes", "Hales", "Abbotts", 2)),
         ("The Globe is not delivered to the green mailbox.", differ("Globe", "green"))]),

    # ---------------------------------------------------------------- 12 hammock row
    Puzzle("hammock_row_4x4",
        "Four hammocks hang in a row between the palms at the Coral Bay resort, numbered 1 to 4 from left to right. "
        "In each lies a guest of a different nationality, wearing a different hat and sipping a different cocktail.",
        [("hammocks", ["1", "2", "3", "4"]),
         ("nationalities", ["Argentine", "Dane", "Italian", "Japanese"]),
         ("hats", ["bucket hat", "cap", "panama", "visor"]),
         ("cocktails", ["daiquiri", "margarita", "mojito", "pina colada"])],
        [("The guest in the panama is immediately to the left of the Dane.", more_by("hammocks", "Dane", "panama", 1)),
         ("The mojito drinker is at one end of the row.", one_of("mojito", "hammocks:1", "hammocks:4")),
         ("The Italian isn't next to the Argentine.", _not_next_to("hammocks", "Italian", "Argentine")),
         ("The Japanese guest is somewhere to the left of the guest in the cap.", more("hammocks", "cap", "Japanese")),
         ("The daiquiri drinker wears the bucket hat.", same("daiquiri", "bucket hat")),
         ("The guest in the visor isn't drinking the pina colada.", differ("visor", "pina colada")),
         ("The Italian is drinking a daiquiri.", same("Italian", "daiquiri")),
         ("The Argentine is sipping a margarita.", same("Argentine", "margarita"))]),

    # ---------------------------------------------------------------- 13 observatory domes
    Puzzle("observatory_domes_4x4",
        "Four observatory domes stand in a row along the ridge of Mount Carrow, numbered 1 to 4 from left to right "
        "as seen from the visitor centre. Each dome is painted a different colour, and in each a different "
        "astronomer studies different objects.",
        [("domes", ["1", "2", "3", "4"]),
         ("astronomers", ["Dr. Ivers", "Dr. Kahn", "Dr. Lind", "Dr. Oduya"]),
         ("objects", ["comets", "galaxies", "nebulae", "planets"]),
         ("colours", ["copper", "grey", "silver", "white"])],
        [("Dr. Ivers works in the dome on the far right.", same("Dr. Ivers", "domes:4")),
         ("The comet hunter works next door to Dr. Ivers.", next_to("domes", "comets", "Dr. Ivers")),
         ("Dr. Lind studies nebulae.", same("Dr. Lind", "nebulae")),
         ("The astronomer who watches the planets doesn't work in the white dome.", differ("planets", "white")),
         ("The galaxies are studied in the grey dome.", same("galaxies", "grey")),
         ("Dr. Oduya's dome is somewhere to the left of Dr. Kahn's.", more("domes", "Dr. Kahn", "Dr. Oduya")),
         ("The white dome is at one of the ends.", one_of("white", "domes:1", "domes:4")),
         ("Either Dr. Kahn or Dr. Oduya studies the planets.", either("planets", "Dr. Kahn", "Dr. Oduya")),
         ("The grey dome is not next to the copper one.", _not_next_to("domes", "grey", "copper"))]),

    # ---------------------------------------------------------------- 14 rickshaw rank
    Puzzle("rickshaw_rank_5x4",
        "Four cycle rickshaws wait at the rank outside Central Station, in bays numbered 1 to 4 from left to right. "
        "Each rider has a canopy of a different colour, sounds a different horn and charges a different fare for "
        "the ride to the old town.",
        [("bays", ["1", "2", "3", "4"]),
         ("riders", ["Amir", "Bela", "Chen", "Dev"]),
         ("canopies", ["green", "orange", "purple", "red"]),
         ("horns", ["bell", "bulb horn", "klaxon", "whistle"]),
         ("fares", ["$6", "$7", "$8", "$9"])],
        [("The cheapest rider waits in bay 3.", lowest("fares", "bays:3")),
         ("The klaxon belongs to the most expensive rider.", highest("fares", "klaxon")),
         ("The red canopy is directly to the left of the orange canopy.", more_by("bays", "orange", "red", 1)),
         ("Bela's rickshaw is at one of the ends.", one_of("Bela", "bays:1", "bays:4")),
         ("Chen's canopy is purple.", same("Chen", "purple")),
         ("The bulb horn is on the rickshaw with the green canopy.", same("bulb horn", "green")),
         ("The rider with the bell waits somewhere to the right of Chen.", more("bays", "bell", "Chen")),
         ("Neither Chen nor Bela sounds a klaxon.", neither("Chen", "Bela", "klaxon")),
         ("The $8 rickshaw is on the far right.", same("$8", "bays:4")),
         ("Amir waits next to the cheapest rider.", next_to("bays", "Amir", "$6"))]),

    # ---------------------------------------------------------------- 15 wine barrels
    Puzzle("wine_barrels_5x4",
        "Four oak barrels lie in a row in the cellar of the Hollins Estate, numbered 1 to 4 from left to right. "
        "Each holds wine made by a different winemaker from a different grape in a different vintage, and each "
        "barrel is made of oak from a different country.",
        [("barrels", ["1", "2", "3", "4"]),
         ("winemakers", ["Anouk", "Bruno", "Clara", "Dieter"]),
         ("grapes", ["Merlot", "Pinot Noir", "Riesling", "Syrah"]),
         ("vintages", ["2016", "2017", "2018", "2019"]),
         ("oaks", ["American", "French", "Hungarian", "Slovenian"])],
        [("The Syrah is one year older than the Riesling.", more_by("vintages", "Riesling", "Syrah", 1)),
         ("Bruno's wine is a year younger than Anouk's.", more_by("vintages", "Bruno", "Anouk", 1)),
         ("Dieter made the Riesling.", same("Dieter", "Riesling")),
         ("The American oak barrel holds the youngest wine.", highest("vintages", "American")),
         ("The Merlot is the oldest wine in the cellar.", lowest("vintages", "Merlot")),
         ("The Hungarian oak barrel is on the far left.", same("Hungarian", "barrels:1")),
         ("Clara does not make Pinot Noir.", differ("Clara", "Pinot Noir")),
         ("Either Bruno or Dieter uses the Slovenian oak barrel.", either("Slovenian", "Bruno", "Dieter")),
         ("The 2017 wine is at one of the ends of the row.", one_of("2017", "barrels:1", "barrels:4")),
         ("Clara's barrel is immediately to the left of Anouk's.", more_by("barrels", "Anouk", "Clara", 1))]),

    # ---------------------------------------------------------------- 16 sewing machines
    Puzzle("sewing_machines_5x4",
        "Four dressmakers work side by side at the sewing machines in the Hartley Street workroom, at machines "
        "numbered 1 to 4 from left to right. Each is a different age and is making a different garment from a "
        "different fabric.",
        [("machines", ["1", "2", "3", "4"]),
         ("dressmakers", ["Edie", "Flo", "Gwen", "Hattie"]),
         ("garments", ["blouse", "coat", "skirt", "waistcoat"]),
         ("fabrics", ["cotton", "linen", "tweed", "velvet"]),
         ("ages", ["24", "31", "38", "45"])],
        [("The eldest dressmaker is making a coat.", highest("ages", "coat")),
         ("The coat is being sewn immediately to the left of the 24-year-old.", more_by("machines", "24", "coat", 1)),
         ("Gwen is 14 years older than Hattie.", more_by("ages", "Gwen", "Hattie", 14)),
         ("Flo is 7 years younger than Gwen.", more_by("ages", "Gwen", "Flo", 7)),
         ("The tweed is being sewn at machine 2.", same("tweed", "machines:2")),
         ("Gwen sits at the machine on the far left.", same("Gwen", "machines:1")),
         ("The velvet is at one of the ends.", one_of("velvet", "machines:1", "machines:4")),
         ("The linen is somewhere to the left of the cotton.", more("machines", "cotton", "linen")),
         ("Edie isn't next to Flo.", _not_next_to("machines", "Edie", "Flo")),
         ("The skirt maker is older than the waistcoat maker.", more("ages", "skirt", "waistcoat")),
         ("The waistcoat is made of velvet.", same("waistcoat", "velvet"))]),

    # ---------------------------------------------------------------- 17 summit delegates
    Puzzle("summit_delegates_6x6",
        "At the Lakeside Trade Summit, six delegates sit in a row along one side of the conference table, in chairs "
        "numbered 1 to 6 from left to right. Each is of a different nationality and a different age, wears a tie of "
        "a different colour, is drinking something different and has brought a different gift for the host.",
        [("chairs", ["1", "2", "3", "4", "5", "6"]),
         ("nationalities", ["Brazilian", "Canadian", "Egyptian", "Finn", "Indian", "Mexican"]),
         ("ties", ["blue", "green", "grey", "purple", "red", "yellow"]),
         ("drinks", ["coffee", "juice", "lemonade", "milk", "tea", "water"]),
         ("gifts", ["book", "clock", "pen", "scarf", "vase", "wine"]),
         ("ages", ["40", "45", "50", "55", "60", "65"])],
        [("The Egyptian sits beside the Finn.", next_to("chairs", "Egyptian", "Finn")),
         ("The coffee drinker is the youngest delegate.", lowest("ages", "coffee")),
         ("The delegate in the grey tie sits on the far left.", same("grey", "chairs:1")),
         ("The vase was brought by the delegate in the green tie.", same("vase", "green")),
         ("The Mexican, who wears the red tie, is 5 years older than the Indian.",
          all_of(same("Mexican", "red"), more_by("ages", "Mexican", "Indian", 5))),
         ("The Canadian is 15 years older than the Indian.", more_by("ages", "Canadian", "Indian", 15)),
         ("The delegate who brought wine sits immediately to the right of the one who brought a book.",
          more_by("chairs", "wine", "book", 1)),
         ("The milk drinker sits directly between the Mexican and the Canadian.",
          directly_between("chairs", "milk", "Mexican", "Canadian")),
         ("The pen was brought by the delegate on the far right.", same("pen", "chairs:6")),
         ("The delegate who brought the scarf sits somewhere to the right of the Mexican.",
          more("chairs", "scarf", "Mexican")),
         ("The tea drinker sits two chairs away from the delegate in the red tie.", apart("chairs", "tea", "red", 2)),
         ("The purple tie belongs to the juice drinker.", same("purple", "juice")),
         ("Either the Finn or the Canadian is drinking water.", either("water", "Finn", "Canadian")),
         ("The Finn is 10 years younger than the Egyptian.", more_by("ages", "Egyptian", "Finn", 10)),
         ("The delegate in the yellow tie sits third from the left.", same("yellow", "chairs:3")),
         ("The 45-year-old sits second from the right.", same("45", "chairs:5")),
         ("The delegate who brought the book sits somewhere between the Finn and the Canadian.",
          between("chairs", "book", "Finn", "Canadian"))]),

    # ---------------------------------------------------------------- 18 yurt camp
    Puzzle("yurt_camp_6x6",
        "Six yurts stand in a row at the Steppe Wind camp, numbered 1 to 6 from left to right. Each is covered in "
        "felt of a different colour and is occupied by a traveller of a different nationality, who has a different "
        "hobby, a different favourite drink and is staying a different number of nights.",
        [("yurts", ["1", "2", "3", "4", "5", "6"]),
         ("nationalities", ["Australian", "Chilean", "Dutchman", "Korean", "Moroccan", "Scot"]),
         ("felts", ["blue", "brown", "orange", "red", "white", "yellow"]),
         ("hobbies", ["archery", "chess", "drawing", "fishing", "riding", "singing"]),
         ("drinks", ["airag", "beer", "cocoa", "coffee", "tea", "vodka"]),
         ("nights", ["7", "8", "9", "10", "11", "12"])],
        [("The Moroccan lives in the first yurt.", same("Moroccan", "yurts:1")),
         ("The Moroccan's yurt is next to the white one.", next_to("yurts", "Moroccan", "white")),
         ("The white yurt belongs to the chess player.", same("white", "chess")),
         ("The Australian, a keen rider, has the shortest stay.",
          all_of(same("Australian", "riding"), lowest("nights", "Australian"))),
         ("The Scot drinks airag.", same("Scot", "airag")),
         ("The tea drinker goes fishing.", same("tea", "fishing")),
         ("The yellow yurt is immediately to the right of the blue one.", more_by("yurts", "yellow", "blue", 1)),
         ("The coffee drinker's yurt is directly between the Scot's and the archer's.",
          directly_between("yurts", "coffee", "Scot", "archery")),
         ("The orange yurt belongs to the traveller who likes drawing.", same("orange", "drawing")),
         ("The Dutchman is on the far right.", same("Dutchman", "yurts:6")),
         ("The Scot is staying 2 nights longer than the one who goes fishing.",
          more_by("nights", "Scot", "fishing", 2)),
         ("The vodka drinker is not next to the cocoa drinker.", _not_next_to("yurts", "vodka", "cocoa")),
         ("Either the Korean or the Moroccan drinks vodka.", either("vodka", "Korean", "Moroccan")),
         ("The singer lives exactly two yurts from the chess player.", apart("yurts", "singing", "chess", 2)),
         ("The brown yurt is somewhere to the right of the orange yurt.", more("yurts", "brown", "orange")),
         ("The traveller staying 8 nights is in the second yurt from the right.", same("8", "yurts:5")),
         ("The Scot is staying one night less than the Korean.", more_by("nights", "Korean", "Scot", 1))]),

    # ---------------------------------------------------------------- 19 bunkhouse beds
    Puzzle("bunkhouse_beds_5x6",
        "Six walkers spent the night in the Glen Tarff bunkhouse, in beds numbered 1 to 6 from left to right along "
        "the back wall. Each comes from a different town, has a sleeping bag of a different colour and ordered a "
        "different breakfast.",
        [("beds", ["1", "2", "3", "4", "5", "6"]),
         ("walkers", ["Alys", "Bryn", "Cerys", "Dafydd", "Elin", "Gethin"]),
         ("towns", ["Bangor", "Cardiff", "Conwy", "Newport", "Swansea", "Wrexham"]),
         ("sleeping bags", ["black", "blue", "green", "orange", "purple", "red"]),
         ("breakfasts", ["beans", "eggs", "kippers", "muesli", "porridge", "toast"])],
        [("Elin slept in the first bed.", same("Elin", "beds:1")),
         ("Gethin slept somewhere to the right of Bryn.", more("beds", "Gethin", "Bryn")),
         ("The walker from Swansea slept immediately to the right of Elin.", more_by("beds", "Swansea", "Elin", 1)),
         ("Cerys has a blue sleeping bag.", same("Cerys", "blue")),
         ("Alys slept in the second bed from the right.", same("Alys", "beds:5")),
         ("The walker from Wrexham slept next to the walker from Cardiff, who ordered kippers.",
          all_of(next_to("beds", "Wrexham", "Cardiff"), same("Cardiff", "kippers"))),
         ("The walker with the red sleeping bag ordered eggs.", same("red", "eggs")),
         ("The one who ordered kippers slept next to the walker from Bangor.", next_to("beds", "kippers", "Bangor")),
         ("The toast eater slept somewhere to the right of Gethin.", more("beds", "toast", "Gethin")),
         ("The muesli eater slept directly between the egg eater and the kipper eater.",
          directly_between("beds", "muesli", "eggs", "kippers")),
         ("The orange sleeping bag belongs to the walker from Bangor.", same("orange", "Bangor")),
         ("The purple sleeping bag is on the far right.", same("purple", "beds:6")),
         ("The walker from Wrexham doesn't have the black sleeping bag.", differ("Wrexham", "black")),
         ("Either Elin or Alys comes from Conwy.", either("Conwy", "Elin", "Alys")),
         ("The green sleeping bag is somewhere to the left of the black one.", more("beds", "black", "green")),
         ("The walker from Newport ordered beans.", same("Newport", "beans"))]),

    # ---------------------------------------------------------------- 20 pavement artists
    Puzzle("pavement_artists_5x6",
        "Six pavement artists chalked their pictures in a row along the Esplanade on Saturday, in pitches numbered "
        "1 to 6 from left to right. Each drew a different subject, wore a different hat and collected a different "
        "sum in donations.",
        [("pitches", ["1", "2", "3", "4", "5", "6"]),
         ("artists", ["Fiona", "Gus", "Hana", "Igor", "Jules", "Kofi"]),
         ("subjects", ["castle", "dragon", "lighthouse", "mermaid", "tiger", "whale"]),
         ("hats", ["beanie", "beret", "bowler", "cap", "fedora", "sunhat"]),
         ("donations", ["$12", "$15", "$18", "$21", "$24", "$27"])],
        [("The artist in the beret collected the most.", highest("donations", "beret")),
         ("The castle artist collected the least.", lowest("donations", "castle")),
         ("The dragon is immediately to the left of the castle.", more_by("pitches", "castle", "dragon", 1)),
         ("Igor's pitch is on the far left.", same("Igor", "pitches:1")),
         ("The whale was chalked at one of the ends.", one_of("whale", "pitches:1", "pitches:6")),
         ("The mermaid collected $3 more than the tiger.", more_by("donations", "mermaid", "tiger", 3)),
         ("Gus wore a sunhat.", same("Gus", "sunhat")),
         ("The artist who drew the whale wore a fedora.", same("whale", "fedora")),
         ("The bowler hat was worn by the artist who drew the mermaid.", same("bowler", "mermaid")),
         ("Jules's pitch is directly between Fiona's and Gus's.", directly_between("pitches", "Jules", "Fiona", "Gus")),
         ("The artist in the fedora was exactly two pitches from Kofi.", apart("pitches", "fedora", "Kofi", 2)),
         ("Neither Fiona nor Jules wore the cap.", neither("Fiona", "Jules", "cap")),
         ("Either Gus or Fiona collected $24.", either("$24", "Gus", "Fiona")),
         ("The artist who collected $18 was third from the right.", same("$18", "pitches:4")),
         ("The tiger collected less than the whale.", more("donations", "whale", "tiger"))]),
)
PUZZLES = {p.name: p for p in _PUZZLES}
