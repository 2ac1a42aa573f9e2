"""What each clue of the hand-written set means, written by hand as a predicate (without pylogic).

Each puzzle lists its categories and sentences exactly as its ``puzzles/NAME.clues`` prints
them, with each sentence's meaning; ``brute_force.solutions`` then proves the committed answer
is the only one. Names such as ``"Lund"`` stand for the row (person) holding that value; a
value two categories share is written ``"category:value"``. Each predicate follows the
puzzle-book conventions: two things compared are two different people, "either X or Y" means
exactly one of them.
"""

from __future__ import annotations

from bench.handwritten.brute_force import Predicate, Puzzle


def same(x: str, y: str) -> Predicate:
    """x and y are one row."""
    return lambda accessor: accessor(x) == accessor(y)


def differ(x: str, y: str) -> Predicate:
    """x and y are different rows."""
    return lambda accessor: accessor(x) != accessor(y)


def distinct(*values: str) -> Predicate:
    """All of ``values`` are different rows."""
    return lambda accessor: len({accessor(value) for value in values}) == len(values)


def either(x: str, y: str, z: str) -> Predicate:
    """x is exactly one of y and z."""
    return lambda accessor: (accessor(x) == accessor(y)) != (accessor(x) == accessor(z))


def neither(x: str, y: str, z: str) -> Predicate:
    """Neither x nor y is z (and x is not y)."""
    return distinct(x, y, z)


def pair(x: str, y: str, p: str, q: str) -> Predicate:
    """Of x and y (two rows), one is p and the other q."""
    return lambda accessor: accessor(x) != accessor(y) and {accessor(x), accessor(y)} == {accessor(p), accessor(q)}


def more_by(category: str, x: str, y: str, amount: float) -> Predicate:
    """x's number in ``category`` is y's plus ``amount``."""
    return lambda accessor: abs(accessor.number(category, accessor(x)) - accessor.number(category, accessor(y))
                                - amount) < 1e-9


def more(category: str, x: str, y: str) -> Predicate:
    """x's number in ``category`` is larger than y's."""
    return lambda accessor: accessor.number(category, accessor(x)) > accessor.number(category, accessor(y))


def next_to(category: str, x: str, y: str) -> Predicate:
    """x's and y's numbers in ``category`` differ by one."""
    return lambda accessor: abs(accessor.number(category, accessor(x)) - accessor.number(category, accessor(y))) == 1


def highest(category: str, x: str) -> Predicate:
    """x has the largest number in ``category``."""
    return lambda accessor: accessor(x) == accessor.row_with_highest(category)


def lowest(category: str, x: str) -> Predicate:
    """x has the smallest number in ``category``."""
    return lambda accessor: accessor(x) == accessor.row_with_lowest(category)


def negated(predicate: Predicate) -> Predicate:
    """``predicate`` does not hold."""
    return lambda accessor: not predicate(accessor)


def all_of(*predicates: Predicate) -> Predicate:
    """Every one of ``predicates`` holds."""
    return lambda accessor: all(predicate(accessor) for predicate in predicates)


PUZZLES: dict[str, Puzzle] = {puzzle.name: puzzle for puzzle in (
    Puzzle("dog_show_3x4", "Four dogs were entered in the Millbrook kennel club show.",
        [("dogs", ["Biscuit", "Dottie", "Murphy", "Scout"]),
         ("breeds", ["beagle", "boxer", "collie", "poodle"]),
         ("owners", ["Mr. Abernathy", "Mrs. Cho", "Ms. Delgado", "Dr. Finch"])],
        [("Mrs. Cho's dog is the boxer.", same("Mrs. Cho", "boxer")),
         ("Neither Scout nor Murphy is the poodle.", neither("Scout", "Murphy", "poodle")),
         ("Dr. Finch doesn't own Murphy.", differ("Dr. Finch", "Murphy")),
         ("The beagle belongs to Mr. Abernathy.", same("beagle", "Mr. Abernathy")),
         ("Ms. Delgado's dog is either Scout or the poodle.", either("Ms. Delgado", "Scout", "poodle")),
         ("Murphy isn't the collie.", differ("Murphy", "collie")),
         ("Biscuit, who isn't the beagle, doesn't belong to Dr. Finch.",
          all_of(differ("Biscuit", "beagle"), differ("Biscuit", "Dr. Finch"))),
         ("The collie belongs to either Ms. Delgado or Mr. Abernathy.",
          either("collie", "Ms. Delgado", "Mr. Abernathy"))]),

    Puzzle("bake_off_3x5", "Five neighbors each sold one kind of treat at the street fair bake table.",
        [("bakers", ["Greta", "Hollis", "Imani", "Jasper", "Kiki"]),
         ("treats", ["brownies", "cupcakes", "eclairs", "muffins", "scones"]),
         ("prices", ["$1.25", "$1.50", "$1.75", "$2.00", "$2.25"])],
        [("The eclairs cost 50 cents more than the scones.", more_by("prices", "eclairs", "scones", 0.5)),
         ("Jasper's treat sold for $1.25.", same("Jasper", "$1.25")),
         ("Hollis's muffins cost less than Kiki's treat.",
          all_of(same("Hollis", "muffins"), more("prices", "Kiki", "Hollis"))),
         ("The cupcakes were priced 75 cents higher than the brownies.",
          more_by("prices", "cupcakes", "brownies", 0.75)),
         ("Greta's treat was the most expensive one.", highest("prices", "Greta")),
         ("Imani didn't bake the cupcakes.", differ("Imani", "cupcakes")),
         ("The muffins cost $0.25 more than the brownies.", more_by("prices", "muffins", "brownies", 0.25))]),

    Puzzle("river_run_4x5", "Five runners finished the Riverside 10K, each wearing a different bib number.",
        [("runners", ["Fiona", "Gus", "Hana", "Ivan", "Jules"]),
         ("places", ["1st", "2nd", "3rd", "4th", "5th"]),
         ("hometowns", ["Akron", "Boise", "Dayton", "Fresno", "Salem"]),
         ("bibs", ["12", "27", "33", "48", "51"])],
        [("Gus won the race.", same("Gus", "1st")),
         ("The Boise runner finished one spot ahead of Jules.", more_by("places", "Jules", "Boise", 1)),
         ("Hana came in last.", same("Hana", "5th")),
         ("The runner wearing bib #51 finished second.", same("51", "2nd")),
         ("Of Fiona and the Akron runner, one wore number 48 and the other wore number 33.",
          pair("Fiona", "Akron", "48", "33")),
         ("The runner from Salem had a lower bib number than the runner from Dayton.", more("bibs", "Dayton", "Salem")),
         ("Ivan isn't from Dayton.", differ("Ivan", "Dayton")),
         ("The runner from Fresno finished somewhere ahead of the Boise runner.", more("places", "Boise", "Fresno")),
         ("The runner from Akron finished somewhere behind the runner from Dayton.", more("places", "Akron", "Dayton")),
         ("The winner wore bib number 12.", same("1st", "12")),
         ("Fiona's bib number was 15 higher than Hana's.", more_by("bibs", "Fiona", "Hana", 15)),
         ("Jules finished fourth.", same("Jules", "4th"))]),

    Puzzle("birthday_months_3x4", "Four cousins have birthdays in four different months.",
        [("cousins", ["Abby", "Caleb", "Dana", "Eli"]),
         ("months", ["March", "May", "July", "September"]),
         ("ages", ["6", "7", "8", "9"])],
        [("The 9-year-old's birthday is 2 months after Eli's.", more_by("months", "9", "Eli", 2)),
         ("Caleb was born four months before Abby.", more_by("months", "Abby", "Caleb", 4)),
         ("Dana is the youngest.", lowest("ages", "Dana")),
         ("The child born in May is one year older than Caleb.", more_by("ages", "May", "Caleb", 1)),
         ("Abby's birthday isn't in September.", differ("Abby", "September"))],
        numbers={"months": [3, 5, 7, 9]}),

    Puzzle("movie_night_4x4", "Four friends went to the Rialto Cineplex on Friday, each to a different film.",
        [("films", ["Aurora", "Blue Harbor", "Copper Sky", "Ember"]),
         ("showtimes", ["6:30 pm", "7:15 pm", "8:00 pm", "8:45 pm"]),
         ("screens", ["Screen 1", "Screen 2", "Screen 3", "Screen 4"]),
         ("friends", ["Leah", "Marcus", "Nadia", "Omar"])],
        [("Nadia's movie starts 45 minutes after Marcus's.", more_by("showtimes", "Nadia", "Marcus", 45)),
         ("Blue Harbor is showing on Screen 4.", same("Blue Harbor", "Screen 4")),
         ("Leah didn't see the earliest showing.", negated(lowest("showtimes", "Leah"))),
         ("Copper Sky starts an hour and a half after Ember.", more_by("showtimes", "Copper Sky", "Ember", 90)),
         ("The film on Screen 1 starts later than the one on Screen 3.", more("showtimes", "Screen 1", "Screen 3")),
         ("Omar isn't watching Aurora or Ember.", all_of(differ("Omar", "Aurora"), differ("Omar", "Ember"))),
         ("Marcus is on Screen 2.", same("Marcus", "Screen 2")),
         ("Leah's film starts later than Omar's.", more("showtimes", "Leah", "Omar")),
         ("Ember isn't on Screen 3.", differ("Ember", "Screen 3")),
         ("Copper Sky, which Leah saw, was the last showing of the night.",
          all_of(same("Copper Sky", "Leah"), highest("showtimes", "Copper Sky")))],
        numbers={"screens": [1, 2, 3, 4]}),

    Puzzle("science_exams_3x4", "Four students each took a final exam in a different subject.",
        [("students", ["Priya", "Quinn", "Rafael", "Sadie"]),
         ("subjects", ["algebra", "biology", "chemistry", "history"]),
         ("scores", ["78", "84", "90", "96"])],
        [("The chemistry student scored 6 points higher than Rafael.", more_by("scores", "chemistry", "Rafael", 6)),
         ("Quinn got the lowest score.", lowest("scores", "Quinn")),
         ("Sadie's score was 12 points lower than Priya's.", more_by("scores", "Priya", "Sadie", 12)),
         ("Of Rafael and Quinn, one studied algebra and the other studied history.",
          pair("Rafael", "Quinn", "algebra", "history")),
         ("The biology student scored higher than Quinn.", more("scores", "biology", "Quinn")),
         ("Quinn didn't take the algebra exam.", differ("Quinn", "algebra"))]),

    Puzzle("hotel_checkins_4x5", "Five guests checked in to the Larkspur Inn this spring.",
        [("guests", ["Hale", "Ibarra", "Jensen", "Kowalski", "Lund"]),
         ("check-in dates", ["April 3rd", "April 10th", "April 17th", "April 24th", "May 1st"]),
         ("rooms", ["104", "212", "307", "318", "425"]),
         ("nights", ["2", "3", "4", "5", "6"])],
        [("Mrs. Ibarra checked in a week before Dr. Kowalski.", more_by("check-in dates", "Kowalski", "Ibarra", 7)),
         ("The guest in Room 104 arrived last.", highest("check-in dates", "104")),
         ("Mr. Lund stayed one night longer than Mr. Hale.", more_by("nights", "Lund", "Hale", 1)),
         ("The guest who stayed 6 nights checked in on April 10th.", same("6", "April 10th")),
         ("Ms. Jensen had the shortest stay.", lowest("nights", "Jensen")),
         ("The guest in Room 212 arrived two weeks after Mrs. Ibarra.", more_by("check-in dates", "212", "Ibarra", 14)),
         ("Either Mr. Lund or the guest who stayed 5 nights was in Room 425.",
          all_of(differ("Lund", "nights:5"), either("425", "Lund", "nights:5"))),
         ("Room 307 didn't go to Dr. Kowalski.", differ("307", "Kowalski")),
         ("Mr. Lund checked in on April 24th.", same("Lund", "April 24th")),
         ("Mrs. Ibarra was the first to check in.", lowest("check-in dates", "Ibarra")),
         ("Mr. Lund wasn't in Room 425.", differ("Lund", "425")),
         ("Mr. Hale checked in before Ms. Jensen.", more("check-in dates", "Jensen", "Hale"))],
        numbers={"check-in dates": [3, 10, 17, 24, 31]}),

    Puzzle("garden_club_3x4", "Four members of the garden club showed their tallest flowers.",
        [("gardeners", ["Hector", "Ines", "Jonah", "Kira"]),
         ("flowers", ["dahlias", "irises", "peonies", "tulips"]),
         ("heights (inches)", ["18", "24", "30", "36"])],
        [("Jonah's flowers were 6 inches taller than Hector's.", more_by("heights (inches)", "Jonah", "Hector", 6)),
         ("The tulips were the shortest.", lowest("heights (inches)", "tulips")),
         ("Kira's irises were somewhat shorter than the peonies.",
          all_of(same("Kira", "irises"), more("heights (inches)", "peonies", "irises"))),
         ("Ines didn't grow the dahlias.", differ("Ines", "dahlias")),
         ("The dahlias stood a foot taller than the irises.", more_by("heights (inches)", "dahlias", "irises", 12))]),

    Puzzle("road_trip_4x4", "Four friends each took a different vehicle on a long weekend drive.",
        [("drivers", ["Bianca", "Desmond", "Elena", "Farid"]),
         ("vehicles", ["convertible", "minivan", "pickup", "sedan"]),
         ("miles", ["240", "310", "380", "450"]),
         ("destinations", ["Maine", "Ohio", "Texas", "Utah"])],
        [("The driver headed to Texas covered 70 more miles than Bianca.", more_by("miles", "Texas", "Bianca", 70)),
         ("Elena drove the fewest miles.", lowest("miles", "Elena")),
         ("Farid, who didn't drive the pickup, went to Ohio.",
          all_of(differ("Farid", "pickup"), same("Farid", "Ohio"))),
         ("The minivan went 140 miles less than the sedan.", more_by("miles", "sedan", "minivan", 140)),
         ("The person in the convertible drove farther than Elena but not as far as Bianca.",
          all_of(more("miles", "convertible", "Elena"), more("miles", "Bianca", "convertible"))),
         ("Desmond didn't go to Maine or Utah.", all_of(differ("Desmond", "Maine"), differ("Desmond", "Utah"))),
         ("The sedan's driver didn't go to Maine.", differ("sedan", "Maine"))]),

    Puzzle("book_club_3x5", "Each member of the Thursday book club picked one novel this year.",
        [("members", ["Chloe", "Dmitri", "Esther", "Felix", "Gwen"]),
         ("novels", ["Atlas Road", "Brightwater", "Cold Spring", "Dune Sea", "Evergreen"]),
         ("pages", ["212", "288", "344", "410", "476"])],
        [("The five books were Brightwater, Felix's pick, the 476-page book, Dmitri's choice and Cold Spring.",
          distinct("Brightwater", "Felix", "476", "Dmitri", "Cold Spring")),
         ("Dmitri's book was the shortest.", lowest("pages", "Dmitri")),
         ("Chloe's book has 66 more pages than Gwen's.", more_by("pages", "Chloe", "Gwen", 66)),
         ("Atlas Road is longer than Cold Spring.", more("pages", "Atlas Road", "Cold Spring")),
         ("Dune Sea has fewer pages than Brightwater.", more("pages", "Brightwater", "Dune Sea")),
         ("Esther didn't choose Dune Sea.", differ("Esther", "Dune Sea")),
         ("Evergreen is the shortest of the five novels.", lowest("pages", "Evergreen")),
         ("Chloe didn't pick Atlas Road.", differ("Chloe", "Atlas Road")),
         ("Brightwater was Gwen's pick.", same("Brightwater", "Gwen"))]),

    Puzzle("chess_juniors_4x5", "Five juniors played in the county chess championship.",
        [("players", ["Arjun", "Beatriz", "Colin", "Dalia", "Emeka"]),
         ("ages", ["11", "13", "15", "17", "19"]),
         ("ratings", ["1200", "1350", "1500", "1650", "1800"]),
         ("schools", ["Eastwood", "Lincoln", "Maple Grove", "North Ridge", "Oakdale"])],
        [("Colin is 4 years older than Arjun.", more_by("ages", "Colin", "Arjun", 4)),
         ("The Oakdale player is the youngest.", lowest("ages", "Oakdale")),
         ("Dalia's rating is 150 points higher than Arjun's.", more_by("ratings", "Dalia", "Arjun", 150)),
         ("The player from Maple Grove is 2 years younger than Colin.", more_by("ages", "Colin", "Maple Grove", 2)),
         ("The highest-rated player is neither Emeka nor the 15-year-old.",
          all_of(differ("Emeka", "15"), negated(highest("ratings", "Emeka")), negated(highest("ratings", "15")))),
         ("Colin has the lowest rating.", lowest("ratings", "Colin")),
         ("The Lincoln player's rating is 300 points above Beatriz's.", more_by("ratings", "Lincoln", "Beatriz", 300)),
         ("Dalia isn't from Eastwood.", differ("Dalia", "Eastwood")),
         ("Beatriz is 2 years younger than Dalia.", more_by("ages", "Dalia", "Beatriz", 2)),
         ("Arjun is older than Beatriz.", more("ages", "Arjun", "Beatriz")),
         ("Emeka is rated 150 points higher than Beatriz.", more_by("ratings", "Emeka", "Beatriz", 150))]),

    Puzzle("cake_pickups_4x6", "Six customers picked up custom cakes from Sugarloaf Bakery on Saturday morning.",
        [("customers", ["Amos", "Bettina", "Cyrus", "Delphine", "Ezra", "Fern"]),
         ("pickup times", ["8:00am", "8:30am", "9:00am", "9:30am", "10:00am", "10:30am"]),
         ("cakes", ["carrot", "chocolate", "coconut", "lemon", "red velvet", "vanilla"]),
         ("prices", ["$18", "$22", "$26", "$30", "$34", "$38"])],
        [("Cyrus picked up his cake first.", lowest("pickup times", "Cyrus")),
         ("The chocolate cake cost $12 more than Amos's cake.", more_by("prices", "chocolate", "Amos", 12)),
         ("The red velvet cake was picked up half an hour after the lemon cake.",
          more_by("pickup times", "red velvet", "lemon", 30)),
         ("Fern's cake cost $4 more than the cheapest cake.",
          lambda accessor: accessor.number("prices", accessor("Fern"))
          == accessor.number("prices", accessor.row_with_lowest("prices")) + 4),
         ("Ezra's coconut cake was picked up 30 minutes after Cyrus's order.",
          all_of(same("Ezra", "coconut"), more_by("pickup times", "Ezra", "Cyrus", 30))),
         ("The carrot cake was picked up at 10:00am.", same("carrot", "10:00am")),
         ("The most expensive cake was picked up last.",
          lambda accessor: accessor.row_with_highest("prices") == accessor.row_with_highest("pickup times")),
         ("Delphine's cake cost more than Ezra's.", more("prices", "Delphine", "Ezra")),
         ("The vanilla cake cost less than the lemon cake.", more("prices", "lemon", "vanilla")),
         ("Amos didn't order the carrot cake.", differ("Amos", "carrot")),
         ("Delphine picked up her cake an hour and a half after Cyrus.",
          more_by("pickup times", "Delphine", "Cyrus", 90))]),

    Puzzle("science_fair_4x5", "Five students entered projects in the Westfield Middle School science fair.",
        [("students", ["Anika", "Bruno", "Celia", "Dev", "Esme"]),
         ("projects", ["batteries", "crystals", "magnets", "rockets", "volcanoes"]),
         ("scores", ["7.5", "8.0", "8.5", "9.0", "9.5"]),
         ("ribbons", ["blue", "green", "red", "white", "yellow"])],
        [("Celia's project earned a full point more than the magnets project.",
          more_by("scores", "Celia", "magnets", 1)),
         ("The volcanoes project got the lowest score.", lowest("scores", "volcanoes")),
         ("The project with the top score won the blue ribbon.", highest("scores", "blue")),
         ("Dev's score was half a point below Anika's.", more_by("scores", "Anika", "Dev", 0.5)),
         ("Esme, whose project was on batteries, didn't get the red ribbon.",
          all_of(same("Esme", "batteries"), differ("Esme", "red"))),
         ("The white ribbon went to the project that scored 9.0.", same("white", "9.0")),
         ("Neither Bruno nor Dev won the red ribbon.", neither("Bruno", "Dev", "red")),
         ("The yellow ribbon project scored 0.5 points more than the green ribbon project.",
          more_by("scores", "yellow", "green", 0.5)),
         ("Bruno didn't build the rockets or the crystals.",
          all_of(differ("Bruno", "rockets"), differ("Bruno", "crystals"))),
         ("Dev's project was about crystals.", same("Dev", "crystals"))]),

    Puzzle("concert_tickets_3x5", "Five fans each bought a ticket to a different show at the Orpheum this summer.",
        [("fans", ["Harper", "Ian", "Jade", "Kofi", "Lena"]),
         ("bands", ["The Comets", "Night Owls", "Red Tide", "Silver Lake", "Wildfire"]),
         ("prices", ["$39.50", "$44.50", "$49.50", "$54.50", "$59.50"])],
        [("Ian paid the most for his ticket.", highest("prices", "Ian")),
         ("The Wildfire ticket was $15 cheaper than the Night Owls ticket.",
          more_by("prices", "Night Owls", "Wildfire", 15)),
         ("Harper's ticket cost $5.00 less than Kofi's.", more_by("prices", "Kofi", "Harper", 5)),
         ("Lena didn't see Night Owls.", differ("Lena", "Night Owls")),
         ("Of Jade and Lena, one saw Red Tide and the other paid $39.50.", pair("Jade", "Lena", "Red Tide", "$39.50")),
         ("The Comets ticket cost more than the Silver Lake ticket.", more("prices", "The Comets", "Silver Lake")),
         ("Jade went to the Wildfire show.", same("Jade", "Wildfire"))]),

    Puzzle("science_talks_4x4", "Four researchers gave talks at the regional science symposium.",
        [("speakers", ["Dr. Amari", "Dr. Brandt", "Dr. Costa", "Dr. Dunn"]),
         ("topics", ["glaciers", "lasers", "proteins", "viruses"]),
         ("times", ["9:00 am", "10:00 am", "11:00 am", "1:00 pm"]),
         ("rooms", ["Hall A", "Hall B", "Hall C", "Hall D"])],
        [("The talk on glaciers was the only one in the afternoon.", same("glaciers", "1:00 pm")),
         ("Dr. Brandt spoke two hours before Dr. Amari.", more_by("times", "Dr. Amari", "Dr. Brandt", 120)),
         ("The lasers talk was in Hall D.", same("lasers", "Hall D")),
         ("Dr. Dunn's talk came right after the lasers talk.",
          lambda accessor: accessor.index("times", accessor("Dr. Dunn"))
          == accessor.index("times", accessor("lasers")) + 1),
         ("The talk in Hall B started an hour after the talk in Hall D.", more_by("times", "Hall B", "Hall D", 60)),
         ("Dr. Costa didn't speak about proteins.", differ("Dr. Costa", "proteins")),
         ("The viruses talk was held in Hall C.", same("viruses", "Hall C")),
         ("Dr. Costa's talk wasn't in Hall D.", differ("Dr. Costa", "Hall D"))]),

    Puzzle("shelter_adoptions_4x5", "Five people adopted animals from the Briar Creek shelter last week.",
        [("adopters", ["Ortega", "Pratt", "Quan", "Reyes", "Stone"]),
         ("animals", ["cat", "ferret", "guinea pig", "rabbit", "terrier"]),
         ("weights (lbs)", ["2", "4", "6", "8", "10"]),
         ("days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])],
        [("The terrier weighs 2 pounds more than the cat.", more_by("weights (lbs)", "terrier", "cat", 2)),
         ("Mr. Pratt adopted his pet on Monday.", same("Pratt", "Monday")),
         ("Ms. Quan's pet was adopted later in the week than all the others.", highest("days", "Quan")),
         ("The animal adopted on Tuesday weighs twice as much as Mrs. Ortega's.",
          lambda accessor: accessor.number("weights (lbs)", accessor("Tuesday"))
          == 2 * accessor.number("weights (lbs)", accessor("Ortega"))),
         ("Mrs. Stone adopted the ferret the day after Mrs. Ortega adopted her pet.",
          all_of(same("Stone", "ferret"), more_by("days", "Stone", "Ortega", 1))),
         ("The guinea pig is the lightest animal.", lowest("weights (lbs)", "guinea pig")),
         ("Mr. Reyes didn't take home the rabbit.", differ("Reyes", "rabbit")),
         ("The rabbit was adopted sometime after the terrier.", more("days", "rabbit", "terrier")),
         ("The 10-pound animal was adopted on Monday.", same("10", "Monday"))]),

    Puzzle("quiz_bowl_3x4", "Four teams met in the final round of the library quiz bowl.",
        [("teams", ["Falcons", "Hornets", "Lynx", "Otters"]),
         ("captains", ["Mia", "Noah", "Olive", "Pablo"]),
         ("points", ["120", "150", "180", "210"])],
        [("The team captained by Noah scored 30 more points than the Otters.", more_by("points", "Noah", "Otters", 30)),
         ("The Lynx, whose captain isn't Mia, finished with the most points.",
          all_of(differ("Lynx", "Mia"), highest("points", "Lynx"))),
         ("Olive's team scored the fewest points.", lowest("points", "Olive")),
         ("Neither Mia nor Pablo captains the Falcons.", neither("Mia", "Pablo", "Falcons")),
         ("The Hornets didn't score 150 points.", differ("Hornets", "150")),
         ("The Hornets scored 60 fewer points than the Falcons.", more_by("points", "Falcons", "Hornets", 60))]),

    Puzzle("morning_flights_4x5", "Five morning flights left Terminal 2 on schedule today.",
        [("flights", ["101", "215", "330", "442", "567"]),
         ("destinations", ["Atlanta", "Boston", "Chicago", "Denver", "El Paso"]),
         ("gates", ["A2", "A7", "B3", "B9", "C4"]),
         ("departures", ["6:15 am", "7:30 am", "8:45 am", "10:00 am", "11:15 am"])],
        [("Flight 215 was the first to depart.", lowest("departures", "215")),
         ("The Boston flight leaves 2 hours and 30 minutes after the Chicago flight.",
          more_by("departures", "Boston", "Chicago", 150)),
         ("The flight to Denver departs from Gate B3.", same("Denver", "B3")),
         ("Flight 330 leaves later than every other flight.", highest("departures", "330")),
         ("The flight from Gate A7 leaves 75 minutes after Flight 215.", more_by("departures", "A7", "215", 75)),
         ("Flight 567 isn't going to Chicago or Denver.", all_of(differ("567", "Chicago"), differ("567", "Denver"))),
         ("The El Paso flight uses Gate A2.", same("El Paso", "A2")),
         ("Flight 101 leaves an hour and 15 minutes before the flight from Gate B9.",
          more_by("departures", "B9", "101", 75)),
         ("Flight 442 doesn't depart from Gate C4.", differ("442", "C4")),
         ("Flight 101 is bound for Denver.", same("101", "Denver")),
         ("Flight 215 is going to neither Chicago nor El Paso.",
          all_of(differ("215", "Chicago"), differ("215", "El Paso")))]),

    Puzzle("slalom_times_4x4", "Four skiers completed the slalom at the Alpine Cup.",
        [("skiers", ["Anders", "Britt", "Claude", "Dagny"]),
         ("countries", ["Austria", "Canada", "Norway", "Sweden"]),
         ("times (seconds)", ["48.2", "49.5", "50.1", "51.7"]),
         ("start positions", ["1", "2", "3", "4"])],
        [("The fastest skier started last.",
          lambda accessor: accessor.row_with_lowest("times (seconds)") == accessor.row_with_highest("start positions")),
         ("Anders was 1.6 seconds faster than Claude.", more_by("times (seconds)", "Claude", "Anders", 1.6)),
         ("The skier from Austria started one position after Anders.",
          more_by("start positions", "Austria", "Anders", 1)),
         ("Claude, who skied for Canada, started first.",
          all_of(same("Claude", "Canada"), same("Claude", "start positions:1"))),
         ("The skier from Norway was 0.6 seconds slower than Dagny.",
          more_by("times (seconds)", "Norway", "Dagny", 0.6)),
         ("Britt isn't from Austria.", differ("Britt", "Austria"))]),

    Puzzle("gym_lockers_3x5", "Five students were assigned lockers in a row outside the gym.",
        [("students", ["Alma", "Boris", "Cleo", "Darius", "Elsie"]),
         ("lockers", ["11", "12", "13", "14", "15"]),
         ("sports", ["archery", "fencing", "hockey", "rowing", "tennis"])],
        [("Alma's locker is right next to Darius's.", next_to("lockers", "Alma", "Darius")),
         ("The tennis player has the lowest-numbered locker.", lowest("lockers", "tennis")),
         ("Boris's locker is two numbers higher than Alma's.", more_by("lockers", "Boris", "Alma", 2)),
         ("The fencer's locker is next to the tennis player's.", next_to("lockers", "fencing", "tennis")),
         ("Darius doesn't play hockey or tennis.", all_of(differ("Darius", "hockey"), differ("Darius", "tennis"))),
         ("The archer's locker number is one higher than the rower's.", more_by("lockers", "archery", "rowing", 1)),
         ("Elsie doesn't use locker 11.", differ("Elsie", "11")),
         ("Darius competes in archery.", same("Darius", "archery"))]),

    Puzzle("charity_auction_4x5", "Five bidders each won one lot at the hospital's charity auction.",
        [("bidders", ["Ashby", "Bell", "Carver", "Dowd", "Ellery"]),
         ("items", ["clock", "quilt", "telescope", "vase", "violin"]),
         ("winning bids", ["$1,200", "$1,450", "$1,700", "$1,950", "$2,200"]),
         ("lots", ["3", "8", "12", "17", "21"])],
        [("The violin sold for $750 more than the quilt.", more_by("winning bids", "violin", "quilt", 750)),
         ("Mrs. Bell won lot 3.", same("Bell", "3")),
         ("Ms. Carver paid the least.", lowest("winning bids", "Carver")),
         ("Lot 21 went for $250 more than the telescope.", more_by("winning bids", "21", "telescope", 250)),
         ("Mr. Ellery's winning bid was $500 higher than Ms. Carver's.",
          more_by("winning bids", "Ellery", "Carver", 500)),
         ("The clock was either lot 12 or lot 17.", either("clock", "12", "17")),
         ("Dr. Dowd didn't win the quilt.", differ("Dowd", "quilt")),
         ("The quilt's lot number was higher than the clock's.", more("lots", "quilt", "clock")),
         ("Ms. Carver took home the clock.", same("Carver", "clock")),
         ("Dr. Dowd didn't make the top bid.", negated(highest("winning bids", "Dowd")))]),

    Puzzle("spelling_bee_3x6", "Six spellers were knocked out of the school spelling bee, each in a different round.",
        [("spellers", ["Aiden", "Bella", "Carmen", "Diego", "Elif", "Finn"]),
         ("missed words", ["bureau", "chasm", "debris", "facade", "gauge", "heir"]),
         ("rounds", ["1", "2", "3", "4", "5", "6"])],
        [("Carmen was the first speller eliminated.", lowest("rounds", "Carmen")),
         ("Bella lasted longer than everyone else.", highest("rounds", "Bella")),
         ("The speller who missed 'chasm' went out one round after Elif.", more_by("rounds", "chasm", "Elif", 1)),
         ("Diego was eliminated two rounds after the speller who missed 'facade'.",
          more_by("rounds", "Diego", "facade", 2)),
         ("Finn didn't miss 'gauge' or 'heir'.", all_of(differ("Finn", "gauge"), differ("Finn", "heir"))),
         ("The speller who stumbled on 'bureau' was eliminated in round 5.", same("bureau", "5")),
         ("Carmen's word was 'gauge'.", same("Carmen", "gauge")),
         ("Aiden didn't misspell 'debris'.", differ("Aiden", "debris")),
         ("The speller who missed 'heir' outlasted Diego.", more("rounds", "heir", "Diego")),
         ("Aiden went out in the third round.", same("Aiden", "3"))]),

    Puzzle("fishing_derby_4x6", "Six anglers each landed one fish at the Lake Wabash fishing derby.",
        [("anglers", ["Cole", "Dina", "Everett", "Gloria", "Hank", "Iris"]),
         ("fish", ["bass", "carp", "catfish", "perch", "pike", "trout"]),
         ("weights (lbs)", ["3.5", "4.25", "5.0", "5.75", "6.5", "7.25"]),
         ("baits", ["crickets", "frog", "jig", "minnow", "spinner", "worms"])],
        [("The pike was the heaviest fish of the day.", highest("weights (lbs)", "pike")),
         ("Cole caught his fish on a spinner.", same("Cole", "spinner")),
         ("The perch was the lightest catch.", lowest("weights (lbs)", "perch")),
         ("Everett's catfish weighed 1.5 pounds more than Gloria's fish.",
          all_of(same("Everett", "catfish"), more_by("weights (lbs)", "Everett", "Gloria", 1.5))),
         ("The fish caught with worms was three-quarters of a pound lighter than the pike.",
          more_by("weights (lbs)", "pike", "worms", 0.75)),
         ("Hank's fish outweighed the trout by 0.75 pounds.", more_by("weights (lbs)", "Hank", "trout", 0.75)),
         ("Iris didn't catch the bass.", differ("Iris", "bass")),
         ("The angler using crickets caught the lightest fish.", lowest("weights (lbs)", "crickets")),
         ("The minnow angler caught a fish that weighed less than Hank's but more than Iris's.",
          all_of(more("weights (lbs)", "Hank", "minnow"), more("weights (lbs)", "minnow", "Iris"))),
         ("The jig was used to catch the carp.", same("jig", "carp")),
         ("Dina didn't use a frog or a jig.", all_of(differ("Dina", "frog"), differ("Dina", "jig"))),
         ("Dina landed the perch.", same("Dina", "perch"))]),

    Puzzle("music_lessons_4x4", "Four children each take a weekly music lesson after school.",
        [("children", ["Gianna", "Hugo", "Isla", "Jamal"]),
         ("instruments", ["cello", "flute", "piano", "trumpet"]),
         ("days", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
         ("teachers", ["Mr. Vance", "Ms. Wu", "Mrs. Yates", "Mr. Zeller"])],
        [("The cello lesson is the day before Ms. Wu's lesson.", more_by("days", "Ms. Wu", "cello", 1)),
         ("Hugo takes lessons from Mr. Zeller.", same("Hugo", "Mr. Zeller")),
         ("The trumpet student and Jamal are different people.", differ("trumpet", "Jamal")),
         ("Mrs. Yates teaches on Tuesday.", same("Mrs. Yates", "Tuesday")),
         ("Gianna's lesson is later in the week than Isla's.", more("days", "Gianna", "Isla")),
         ("Of Hugo and the flute player, one has the Monday lesson and the other studies with Ms. Wu.",
          pair("Hugo", "flute", "Monday", "Ms. Wu")),
         ("Mr. Vance doesn't teach piano.", differ("Mr. Vance", "piano")),
         ("Jamal's lesson isn't on Monday.", differ("Jamal", "Monday")),
         ("Isla plays the trumpet.", same("Isla", "trumpet")),
         ("Gianna doesn't play the cello.", differ("Gianna", "cello"))]),

    Puzzle("apartment_rents_4x5", "Five tenants rent apartments on different floors of the Linden Street walk-up.",
        [("tenants", ["Kendra", "Luis", "Margo", "Nate", "Opal"]),
         ("floors", ["1", "2", "3", "4", "5"]),
         ("rents", ["$950", "$1,050", "$1,150", "$1,250", "$1,350"]),
         ("sizes (sq ft)", ["600", "700", "800", "900", "1,000"])],
        [("Margo lives on the top floor.", highest("floors", "Margo")),
         ("Kendra lives two floors below Margo.", more_by("floors", "Margo", "Kendra", 2)),
         ("The first-floor tenant pays the lowest rent.", lowest("rents", "floors:1")),
         ("The 1,000-square-foot apartment rents for $200 less than Kendra's.",
          more_by("rents", "Kendra", "1,000", 200)),
         ("Nate's apartment is the smallest.", lowest("sizes (sq ft)", "Nate")),
         ("Opal pays $100 less than Kendra.", more_by("rents", "Kendra", "Opal", 100)),
         ("The 700-square-foot unit is on the first floor.", same("700", "floors:1")),
         ("Opal lives one floor above Kendra.", more_by("floors", "Opal", "Kendra", 1)),
         ("Nate pays $100 more than Luis.", more_by("rents", "Nate", "Luis", 100)),
         ("Opal's apartment is 100 square feet smaller than Kendra's.",
          more_by("sizes (sq ft)", "Kendra", "Opal", 100))]),

    Puzzle("food_bank_shifts_3x4", "Four volunteers each worked one shift at the food bank on Saturday.",
        [("volunteers", ["Rosa", "Sam", "Tariq", "Uma"]),
         ("shifts", ["8:00 am", "10:00 am", "12 noon", "2:00 pm"]),
         ("tasks", ["baking", "greeting", "parking", "sorting"])],
        [("The parking volunteer started earliest.", lowest("shifts", "parking")),
         ("Rosa's shift began four hours after Sam's.", more_by("shifts", "Rosa", "Sam", 240)),
         ("Uma wasn't on greeting duty.", differ("Uma", "greeting")),
         ("The baker's shift started two hours before the sorter's.", more_by("shifts", "sorting", "baking", 120)),
         ("Tariq started at 2:00 pm.", same("Tariq", "2:00 pm"))],
        numbers={"shifts": [480, 600, 720, 840]}),

    Puzzle("bowling_night_4x5", "Five members of the Tuesday bowling league rolled their best games last week.",
        [("bowlers", ["Bev", "Chuck", "Dot", "Earl", "Flo"]),
         ("scores", ["168", "179", "190", "201", "212"]),
         ("lanes", ["3", "4", "5", "6", "7"]),
         ("balls", ["black", "green", "orange", "purple", "silver"])],
        [("Dot bowled 11 pins better than Bev.", more_by("scores", "Dot", "Bev", 11)),
         ("Chuck had the lowest score of the night.", lowest("scores", "Chuck")),
         ("The bowler on lane 7 scored 22 more than the bowler on lane 3.",
          more_by("scores", "lanes:7", "lanes:3", 22)),
         ("Flo's lane number was one higher than Chuck's.", more_by("lanes", "Flo", "Chuck", 1)),
         ("Bev rolls the orange ball.", same("Bev", "orange")),
         ("The bowler with the black ball had the high score.", highest("scores", "black")),
         ("Earl used the purple ball, and his lane number is higher than Bev's.",
          all_of(same("Earl", "purple"), more("lanes", "Earl", "Bev"))),
         ("The green ball's owner scored 11 points more than Chuck.", more_by("scores", "green", "Chuck", 11)),
         ("Dot isn't on lane 4 or lane 6.", all_of(differ("Dot", "lanes:4"), differ("Dot", "lanes:6")))]),

    Puzzle("photo_contest_3x5", "Five photographers placed in the county fair photo contest.",
        [("photographers", ["Ingrid", "Jorge", "Keiko", "Liam", "Marta"]),
         ("subjects", ["bridge", "fox", "lighthouse", "market", "sunset"]),
         ("places", ["first", "second", "third", "fourth", "fifth"])],
        [("Keiko's photo took first place.", same("Keiko", "first")),
         ("The sunset photo placed three spots below the fox photo.", more_by("places", "sunset", "fox", 3)),
         ("Marta's bridge photo finished ahead of Liam's entry.",
          all_of(same("Marta", "bridge"), more("places", "Liam", "Marta"))),
         ("Ingrid didn't photograph the market or the sunset.",
          all_of(differ("Ingrid", "market"), differ("Ingrid", "sunset"))),
         ("The lighthouse picture finished higher than the fox picture.", more("places", "fox", "lighthouse")),
         ("Liam didn't finish last.", negated(highest("places", "Liam")))]),

    Puzzle("cross_country_4x6", "Six alumni ran the 6K alumni race at the New England cross-country reunion.",
        [("runners", ["Amelia", "Bodhi", "Clara", "Dante", "Ella", "Felipe"]),
         ("ages", ["21", "24", "27", "30", "33", "36"]),
         ("times", ["18:40", "19:05", "19:30", "19:55", "20:20", "20:45"]),
         ("colleges", ["Bates", "Colby", "Hamilton", "Middlebury", "Tufts", "Williams"])],
        [("Bodhi, the youngest runner, also had the fastest time.",
          all_of(lowest("ages", "Bodhi"), lowest("times", "Bodhi"))),
         ("Ella is 3 years older than Clara.", more_by("ages", "Ella", "Clara", 3)),
         ("The Colby runner finished 25 seconds behind Dante.", more_by("times", "Colby", "Dante", 25)),
         ("Felipe is 3 years older than Bodhi.", more_by("ages", "Felipe", "Bodhi", 3)),
         ("The Hamilton runner was the slowest.", highest("times", "Hamilton")),
         ("Clara finished 25 seconds ahead of Ella.", more_by("times", "Ella", "Clara", 25)),
         ("The runner from Williams is 3 years older than Amelia.", more_by("ages", "Williams", "Amelia", 3)),
         ("The Middlebury runner finished 1 minute and 15 seconds behind Bodhi.",
          more_by("times", "Middlebury", "Bodhi", 75)),
         ("Clara doesn't run for Colby or Tufts.", all_of(differ("Clara", "Colby"), differ("Clara", "Tufts"))),
         ("The Bates runner is older than the Colby runner.", more("ages", "Bates", "Colby")),
         ("Dante's time was 50 seconds faster than Felipe's.", more_by("times", "Felipe", "Dante", 50)),
         ("The 36-year-old finished last.", highest("times", "36"))]),

    Puzzle("classic_cars_4x4", "Four collectors brought restored cars to the Elm Park car show.",
        [("collectors", ["Greer", "Holt", "Ivers", "Jacobs"]),
         ("cars", ["Bel Air", "Corvette", "Mustang", "Thunderbird"]),
         ("years", ["1957", "1962", "1967", "1972"]),
         ("colors", ["cherry red", "mint green", "navy", "white"])],
        [("Mrs. Holt's car is the oldest of the four.", lowest("years", "Holt")),
         ("The Mustang was built 5 years before the navy car.", more_by("years", "navy", "Mustang", 5)),
         ("The white car is a Corvette.", same("white", "Corvette")),
         ("Mr. Greer's car is newer than the white car.", more("years", "Greer", "white")),
         ("Ms. Ivers doesn't own the Bel Air or the Mustang.",
          all_of(differ("Ivers", "Bel Air"), differ("Ivers", "Mustang"))),
         ("The mint green car is 15 years older than the Thunderbird.",
          more_by("years", "Thunderbird", "mint green", 15)),
         ("Mr. Jacobs owns the 1962 model.", same("Jacobs", "1962")),
         ("The Thunderbird isn't cherry red.", differ("Thunderbird", "cherry red"))]),
)}
