"""What each clue of the eleventh batch's 24 puzzles means, as a predicate written without pylogic.

These are the 24 puzzles the eleventh author was asked for, written apart from pylogic's reader in
the manner of puzzle sites and apps such as Brainzilla, Puzzle Prime and the "Logic Puzzles
Daily" kind of phone app, and of newspaper weekend puzzles: short crisp clues, many about order
and position. People stand in a queue or a row of seats, cars in numbered parking spaces,
swimmers in lanes, neighbours on the floors of a building ("somewhere to the left of", "directly
right of", "at one of the ends", "in the middle", "directly between", "two places behind", "the
floor above", "next to"); sports results give places ("finished 2nd", "beat", "came last"),
goals, points and wins ("scored 3 more goals than"); ages differ by "N years", marks are
percentages and times are seconds or minutes and seconds ("ran 35 seconds slower"). These mix
with the ordinary category clues ("X is not Y", "either ... or ...", "of the two ..., one ...
and the other ...", "neither ... nor ..."). A row of positions is numbered from the left (or
from the front, or from the bottom floor) as each intro says, so "to the left of" is a smaller
number. Each lists its categories and sentences exactly as its ``puzzles/NAME.clues`` prints
them; ``brute_force.solutions`` proves each answer unique and each clue needed (without any one
of them the puzzle has several solutions).
"""

from __future__ import annotations

from bench.handwritten.brute_force import Predicate, Puzzle
from bench.handwritten.predicates import (
    all_of,
    between,
    differ,
    either,
    highest,
    lowest,
    more,
    more_by,
    negated,
    neither,
    next_to,
    pair,
    same,
)


def at_an_end(category: str, x: str) -> Predicate:
    """x's number in ``category`` is the smallest or the largest there (one end of a row)."""
    def holds(accessor) -> bool:
        numbers = accessor.puzzle.category_numbers[category]
        return accessor.number(category, accessor(x)) in (min(numbers), max(numbers))
    return holds



def ranked(category: str, x: str, place: int, *, lowest_first: bool) -> Predicate:
    """x holds the ``place``-th number of ``category`` counted from the lowest (a time, where the
    fastest is 1st) or from the highest (a score, where the most is 1st)."""
    def holds(accessor) -> bool:
        order = sorted(range(accessor.puzzle.size), key=lambda row: accessor.number(category, row),
                       reverse=not lowest_first)
        return order[place - 1] == accessor(x)
    return holds


def directly_between(category: str, x: str, y: str, z: str) -> Predicate:
    """x's number in ``category`` is one more than one of y's and z's and one less than the other."""
    def holds(accessor) -> bool:
        middle = accessor.number(category, accessor(x))
        return sorted(accessor.number(category, accessor(end)) - middle for end in (y, z)) == [-1, 1]
    return holds


_PUZZLES = (
    Puzzle("parking_spaces_4x5",
        "Five cars are parked side by side in a row of spaces numbered 1 to 5 from left to right. Work out "
        "which space each driver used, the make of each car and its colour.",
        [("spaces", ["1", "2", "3", "4", "5"]),
         ("drivers", ["Alan", "Beth", "Carl", "Dina", "Eric"]),
         ("makes", ["Audi", "Ford", "Honda", "Skoda", "Volvo"]),
         ("colours", ["black", "blue", "red", "silver", "white"])],
        [("The Volvo is parked at one of the ends.", at_an_end("spaces", "Volvo")),
         ("The red car is directly to the right of the white car.", more_by("spaces", "red", "white", 1)),
         ("Beth parked in the middle space.", same("Beth", "3")),
         ("The Audi is somewhere to the right of the Skoda.", more("spaces", "Audi", "Skoda")),
         ("Dina's car is not next to Eric's.", negated(next_to("spaces", "Dina", "Eric"))),
         ("The silver car is somewhere to the left of the Honda.", more("spaces", "Honda", "silver")),
         ("The black car is parked between the red car and Eric's car.", between("spaces", "black", "red", "Eric")),
         ("Eric parked directly to the right of Beth.", more_by("spaces", "Eric", "Beth", 1)),
         ("The Ford is red.", same("Ford", "red")),
         ("Carl parked next to Beth.", next_to("spaces", "Carl", "Beth"))]),
    Puzzle("bus_stop_queue_4x5",
        "Five people are waiting in a queue at a bus stop, the 1st at the front. Find each person's place in "
        "the queue, their age and where they are going.",
        [("people", ["Grace", "Harry", "Imogen", "Jack", "Kate"]),
         ("places", ["1st", "2nd", "3rd", "4th", "5th"]),
         ("ages", ["19", "26", "34", "47", "62"]),
         ("destinations", ["airport", "college", "hospital", "museum", "station"])],
        [("Harry is at the front of the queue.", same("Harry", "1st")),
         ("The person going to college is at the back of the queue.", same("college", "5th")),
         ("Kate is two places behind Jack.", more_by("places", "Kate", "Jack", 2)),
         ("The 34-year-old is somewhere ahead of Kate.", more("places", "Kate", "34")),
         ("Imogen is 7 years younger than Kate.", more_by("ages", "Kate", "Imogen", 7)),
         ("The oldest person in the queue is going to the station.", highest("ages", "station")),
         ("The person going to the museum is older than Imogen but younger than Grace.",
          all_of(more("ages", "museum", "Imogen"), more("ages", "Grace", "museum"))),
         ("Jack is 13 years older than Grace.", more_by("ages", "Jack", "Grace", 13)),
         ("The person going to the airport is standing next to the person going to the station.",
          next_to("places", "airport", "station"))]),

    Puzzle("block_of_flats_4x5",
        "Five neighbours live in a five-storey block of flats, one on each floor, the 1st floor being the "
        "lowest. Find each neighbour's floor, job and pet.",
        [("neighbours", ["Mrs Baker", "Mr Cole", "Ms Dunn", "Mr Evans", "Mrs Ford"]),
         ("floors", ["1st", "2nd", "3rd", "4th", "5th"]),
         ("jobs", ["chef", "dentist", "nurse", "pilot", "teacher"]),
         ("pets", ["canary", "cat", "dog", "hamster", "parrot"])],
        [("The dog lives on the lowest floor.", same("dog", "1st")),
         ("Mrs Baker lives on the floor directly above the dentist.", more_by("floors", "Mrs Baker", "dentist", 1)),
         ("The teacher lives somewhere below Mrs Ford.", more("floors", "Mrs Ford", "teacher")),
         ("Mr Evans owns the parrot.", same("Mr Evans", "parrot")),
         ("The hamster lives two floors below the canary.", more_by("floors", "canary", "hamster", 2)),
         ("Neither Mr Cole nor Mrs Ford is the nurse.", neither("Mr Cole", "Mrs Ford", "nurse")),
         ("The cat's owner lives on the floor just below the pilot.", more_by("floors", "pilot", "cat", 1)),
         ("Mr Cole is the chef.", same("Mr Cole", "chef")),
         ("Mrs Ford lives on the floor directly above Mr Evans.", more_by("floors", "Mrs Ford", "Mr Evans", 1))]),

    Puzzle("swimming_lanes_4x5",
        "Five swimmers from five different clubs raced in the final of the 50 m freestyle, each in her own "
        "lane. The lanes are numbered 1 to 5 from left to right. Find each swimmer's lane, club and time.",
        [("swimmers", ["Amy", "Becky", "Chloe", "Daisy", "Ella"]),
         ("lanes", ["1", "2", "3", "4", "5"]),
         ("clubs", ["Barracudas", "Dolphins", "Marlins", "Otters", "Sharks"]),
         ("times", ["26.4 s", "26.9 s", "27.1 s", "27.5 s", "28.0 s"])],
        [("Becky won the race.", lowest("times", "Becky")),
         ("The Otters swimmer was the slowest.", highest("times", "Otters")),
         ("Daisy swam in the lane next to Becky's.", next_to("lanes", "Daisy", "Becky")),
         ("Amy was 0.4 seconds faster than Ella.", more_by("times", "Ella", "Amy", 0.4)),
         ("The Dolphins swimmer finished 2nd.", ranked("times", "Dolphins", 2, lowest_first=True)),
         ("The swimmer in lane 3 was slower than the swimmer in lane 2.", more("times", "3", "2")),
         ("The Barracudas swimmer was in the middle lane.", same("Barracudas", "3")),
         ("The swimmer in lane 4 beat the Marlins swimmer.", more("times", "Marlins", "4")),
         ("Becky swam in lane 5.", same("Becky", "5"))]),

    Puzzle("five_a_side_league_4x5",
        "Five teams played each other in a five-a-side football league. Find each team's captain, its final "
        "place in the table and the number of goals it scored.",
        [("teams", ["Athletic", "City", "Rovers", "United", "Wanderers"]),
         ("captains", ["Dan", "Eddie", "Finn", "Gary", "Hugo"]),
         ("places", ["1st", "2nd", "3rd", "4th", "5th"]),
         ("goals", ["8", "11", "14", "17", "20"])],
        [("The champions scored 6 fewer goals than United.", more_by("goals", "United", "1st", 6)),
         ("Rovers finished bottom of the table.", same("Rovers", "5th")),
         ("Gary's team scored the most goals.", highest("goals", "Gary")),
         ("Finn's team finished one place below Gary's.", more_by("places", "Finn", "Gary", 1)),
         ("Eddie's team scored 3 more goals than Rovers.", more_by("goals", "Eddie", "Rovers", 3)),
         ("The team with 11 goals finished 4th.", same("11", "4th")),
         ("Athletic scored 3 more goals than City.", more_by("goals", "Athletic", "City", 3)),
         ("Either Finn or Hugo captains City.", either("City", "Finn", "Hugo"))]),

    Puzzle("go_kart_race_4x6",
        "Six friends raced go-karts at an indoor track. Find the colour of each one's kart, where each "
        "finished and each driver's best lap time.",
        [("drivers", ["Ava", "Ben", "Cara", "Dev", "Eli", "Fay"]),
         ("karts", ["blue", "green", "orange", "purple", "red", "yellow"]),
         ("places", ["1st", "2nd", "3rd", "4th", "5th", "6th"]),
         ("best laps", ["38.6 s", "38.9 s", "39.3 s", "39.8 s", "40.1 s", "40.5 s"])],
        [("Cara won the race, although she didn't set the fastest lap.",
          all_of(same("Cara", "1st"), negated(lowest("best laps", "Cara")))),
         ("Ben set the fastest lap but finished 5th.", all_of(lowest("best laps", "Ben"), same("Ben", "5th"))),
         ("The red kart finished directly ahead of the orange kart.", more_by("places", "orange", "red", 1)),
         ("Fay's best lap was 0.3 seconds faster than Eli's.", more_by("best laps", "Eli", "Fay", 0.3)),
         ("The purple kart finished somewhere behind the yellow kart.", more("places", "purple", "yellow")),
         ("Ava drove the red kart.", same("Ava", "red")),
         ("The driver of the green kart beat the driver of the blue kart.", more("places", "blue", "green")),
         ("Dev's best lap was the slowest of all.", highest("best laps", "Dev")),
         ("The kart that came 2nd had a best lap of 38.9 s.", same("2nd", "38.9 s")),
         ("Fay finished one place behind Eli.", more_by("places", "Fay", "Eli", 1)),
         ("Ben's kart was green.", same("Ben", "green"))]),

    Puzzle("cinema_row_3x4",
        "Four friends sat together in seats 1 to 4 of a cinema row, numbered from left to right. Find who sat "
        "where and which snack each one bought.",
        [("friends", ["Lily", "Mia", "Noah", "Oscar"]),
         ("seats", ["1", "2", "3", "4"]),
         ("snacks", ["hot dog", "nachos", "popcorn", "sweets"])],
        [("Mia sat at one of the ends.", at_an_end("seats", "Mia")),
         ("Noah sat somewhere to the left of Lily.", more("seats", "Lily", "Noah")),
         ("Mia had neither the nachos nor the popcorn.", neither("nachos", "popcorn", "Mia")),
         ("Lily bought the popcorn.", same("Lily", "popcorn")),
         ("Mia sat directly to the right of whoever had the sweets.", more_by("seats", "Mia", "sweets", 1))]),

    Puzzle("sibling_ages_3x4",
        "Four siblings are all different ages, and each has a different favourite sport. Work out each one's "
        "age and sport.",
        [("siblings", ["Alfie", "Bella", "Charlie", "Darcy"]),
         ("ages", ["6", "9", "11", "14"]),
         ("sports", ["judo", "netball", "rugby", "tennis"])],
        [("Charlie is the eldest.", highest("ages", "Charlie")),
         ("Alfie is 5 years older than Bella.", more_by("ages", "Alfie", "Bella", 5)),
         ("The netball player is 3 years older than the judo player.", more_by("ages", "netball", "judo", 3)),
         ("The tennis player is older than the rugby player.", more("ages", "tennis", "rugby")),
         ("The rugby player is older than Darcy.", more("ages", "rugby", "Darcy"))]),

    Puzzle("maths_test_desks_4x5",
        "Five pupils sat a maths test at a row of desks numbered 1 to 5 from left to right. Find each pupil's "
        "desk, mark and favourite subject.",
        [("pupils", ["Ruby", "Sam", "Theo", "Uma", "Vince"]),
         ("desks", ["1", "2", "3", "4", "5"]),
         ("marks", ["62%", "70%", "78%", "85%", "93%"]),
         ("subjects", ["art", "French", "history", "music", "science"])],
        [("Ruby scored 15% more than Uma.", more_by("marks", "Ruby", "Uma", 15)),
         ("The pupil who likes French sat directly to the left of Theo.", more_by("desks", "Theo", "French", 1)),
         ("Sam sat at one end of the row and got the lowest mark.",
          all_of(at_an_end("desks", "Sam"), lowest("marks", "Sam"))),
         ("Uma sat somewhere to the right of Ruby.", more("desks", "Uma", "Ruby")),
         ("The art lover scored 85%.", same("art", "85%")),
         ("The music fan sat next to the pupil who scored 78%.", next_to("desks", "music", "78%")),
         ("The pupil who likes history scored less than Vince.", more("marks", "Vince", "history")),
         ("Ruby sat directly to the right of Theo.", more_by("desks", "Ruby", "Theo", 1)),
         ("The science fan got the top mark.", highest("marks", "science"))]),

    Puzzle("sprint_final_4x6",
        "Six men lined up in lanes 1 to 6 for the final of the 100 metres. Find each sprinter's lane, his "
        "country and his time.",
        [("sprinters", ["Abel", "Bruno", "Cedric", "Dmitri", "Emil", "Femi"]),
         ("lanes", ["1", "2", "3", "4", "5", "6"]),
         ("countries", ["Brazil", "Canada", "Jamaica", "Kenya", "Norway", "Spain"]),
         ("times", ["9.98 s", "10.04 s", "10.11 s", "10.15 s", "10.22 s", "10.30 s"])],
        [("The Jamaican won in 9.98 seconds.", same("Jamaica", "9.98 s")),
         ("The runner in lane 6 finished second.", ranked("times", "6", 2, lowest_first=True)),
         ("Femi's lane was between Abel's and Cedric's.", between("lanes", "Femi", "Abel", "Cedric")),
         ("Dmitri finished last, in lane 1.", all_of(highest("times", "Dmitri"), same("Dmitri", "1"))),
         ("The Brazilian was 0.04 seconds slower than the Kenyan.", more_by("times", "Brazil", "Kenya", 0.04)),
         ("The Spaniard ran in lane 3.", same("Spain", "3")),
         ("Abel won the race.", lowest("times", "Abel")),
         ("Bruno was 0.11 seconds slower than the Canadian.", more_by("times", "Bruno", "Canada", 0.11)),
         ("Emil was slower than Femi.", more("times", "Emil", "Femi")),
         ("Abel ran in the lane directly to the left of Femi.", more_by("lanes", "Femi", "Abel", 1))]),

    Puzzle("tennis_round_robin_4x4",
        "Four players met in a round-robin tennis tournament, each playing the other three once. Find how many "
        "matches each player won, the make of racket each used and each player's age.",
        [("players", ["Hana", "Igor", "Jules", "Kemal"]),
         ("wins", ["0", "1", "2", "3"]),
         ("rackets", ["Babolat", "Head", "Wilson", "Yonex"]),
         ("ages", ["22", "25", "29", "31"])],
        [("Igor won all his matches.", same("Igor", "3")),
         ("The Yonex player didn't win a match.", same("Yonex", "0")),
         ("Kemal is 4 years older than Hana.", more_by("ages", "Kemal", "Hana", 4)),
         ("Hana won one more match than the Babolat player.", more_by("wins", "Hana", "Babolat", 1)),
         ("The youngest player uses a Yonex.", lowest("ages", "Yonex")),
         ("Igor doesn't play with a Wilson.", differ("Igor", "Wilson"))]),

    Puzzle("bookshelf_4x4",
        "Four novels stand on a shelf in positions 1 to 4, counted from the left. Find each book's position, "
        "its author and its number of pages.",
        [("books", ["Dusk", "Embers", "Frost", "Gale"]),
         ("positions", ["1", "2", "3", "4"]),
         ("authors", ["Hart", "Moss", "Pike", "Reed"]),
         ("pages", ["240", "310", "380", "450"])],
        [("The longest book stands directly to the right of Gale.", more_by("positions", "450", "Gale", 1)),
         ("Frost is at one of the ends of the shelf.", at_an_end("positions", "Frost")),
         ("Reed's book has 70 more pages than Hart's.", more_by("pages", "Reed", "Hart", 70)),
         ("Embers is not next to Dusk.", negated(next_to("positions", "Embers", "Dusk"))),
         ("The book in position 1 has fewer pages than Moss's.", more("pages", "Moss", "1")),
         ("Gale was written by Moss.", same("Gale", "Moss")),
         ("The shortest book is at the right-hand end.", same("240", "4")),
         ("Dusk has more pages than Embers.", more("pages", "Dusk", "Embers"))]),

    Puzzle("waiting_room_3x4",
        "Four patients sit on a row of chairs numbered 1 to 4 from left to right in a doctor's waiting room. "
        "Find each patient's chair and appointment time.",
        [("patients", ["Mr Ahmed", "Mrs Brown", "Miss Clark", "Mr Doyle"]),
         ("chairs", ["1", "2", "3", "4"]),
         ("appointments", ["9:10", "9:20", "9:30", "9:40"])],
        [("Mrs Brown has the earliest appointment.", lowest("appointments", "Mrs Brown")),
         ("The patient in chair 1 will be seen last.", highest("appointments", "1")),
         ("Mr Doyle sits directly between Mr Ahmed and Mrs Brown.",
          directly_between("chairs", "Mr Doyle", "Mr Ahmed", "Mrs Brown")),
         ("Mr Ahmed's appointment is 10 minutes after Mr Doyle's.",
          more_by("appointments", "Mr Ahmed", "Mr Doyle", 10)),
         ("Mrs Brown sits at one end of the row.", at_an_end("chairs", "Mrs Brown"))]),

    Puzzle("snail_race_3x4",
        "Four children raced their pet snails across a garden table. Find each snail's owner and where it "
        "finished.",
        [("snails", ["Dash", "Goo", "Shelly", "Turbo"]),
         ("owners", ["Kit", "Leo", "Max", "Nell"]),
         ("places", ["1st", "2nd", "3rd", "4th"])],
        [("Goo beat Turbo, and Turbo beat Dash.",
          all_of(more("places", "Turbo", "Goo"), more("places", "Dash", "Turbo"))),
         ("Nell's snail came last.", same("Nell", "4th")),
         ("Max's snail finished directly behind Leo's.", more_by("places", "Max", "Leo", 1)),
         ("Kit's snail won.", same("Kit", "1st")),
         ("Shelly finished behind Dash.", more("places", "Shelly", "Dash"))]),

    Puzzle("basketball_shootout_4x5",
        "Five players took part in a three-point shootout, one after another. Find each player's shirt number, "
        "his points and when he shot.",
        [("players", ["Cole", "Drew", "Jalen", "Marcus", "Trey"]),
         ("shirts", ["3", "7", "11", "23", "32"]),
         ("points", ["12", "15", "18", "21", "24"]),
         ("turns", ["1st", "2nd", "3rd", "4th", "5th"])],
        [("The player who shot first scored the most points.", highest("points", "1st")),
         ("Jalen shot last.", same("Jalen", "5th")),
         ("Number 32 scored 3 points fewer than Drew.", more_by("points", "Drew", "32", 3)),
         ("Cole shot directly after Trey.", more_by("turns", "Cole", "Trey", 1)),
         ("Trey scored 3 more points than Jalen.", more_by("points", "Trey", "Jalen", 3)),
         ("The player wearing number 7 scored more than Trey.", more("points", "7", "Trey")),
         ("Number 3 scored the fewest points.", lowest("points", "3")),
         ("Marcus shot directly before Trey.", more_by("turns", "Trey", "Marcus", 1)),
         ("Drew scored the most points.", highest("points", "Drew")),
         ("Trey wore number 11.", same("Trey", "11")),
         ("Cole scored 3 more points than Trey.", more_by("points", "Cole", "Trey", 3)),
         ("Drew doesn't wear number 7.", differ("Drew", "7"))]),

    Puzzle("class_photo_5x5",
        "Five children stand in a row for a class photo, in positions 1 to 5 from left to right. Find each "
        "child's position, age, shirt colour and pet.",
        [("children", ["Finn", "Gwen", "Hugo", "Isla", "Jake"]),
         ("positions", ["1", "2", "3", "4", "5"]),
         ("ages", ["7", "8", "9", "10", "11"]),
         ("shirts", ["green", "orange", "pink", "white", "yellow"]),
         ("pets", ["cat", "dog", "goldfish", "rabbit", "tortoise"])],
        [("The oldest child stands in the middle.", same("11", "3")),
         ("The child in the pink shirt is directly to the left of the child with the cat.",
          more_by("positions", "cat", "pink", 1)),
         ("Hugo is 2 years older than the child in the yellow shirt.", more_by("ages", "Hugo", "yellow", 2)),
         ("Finn stands next to the tortoise owner.", next_to("positions", "Finn", "tortoise")),
         ("The dog owner is a year older than Finn.", more_by("ages", "dog", "Finn", 1)),
         ("The child in white is at one of the ends.", at_an_end("positions", "white")),
         ("Jake is somewhere to the right of Isla.", more("positions", "Jake", "Isla")),
         ("The goldfish owner is 8.", same("goldfish", "8")),
         ("Neither Finn nor Jake wears green.", neither("Finn", "Jake", "green")),
         ("Finn is 10 years old.", same("Finn", "10")),
         ("Hugo stands directly to the left of Finn.", more_by("positions", "Finn", "Hugo", 1)),
         ("Jake is wearing pink.", same("Jake", "pink"))]),

    Puzzle("parkrun_4x5",
        "Five runners took part in Saturday's 5 km parkrun. Find each runner's finishing time, age and which "
        "milestone run it was for them.",
        [("runners", ["Priya", "Quinn", "Rosa", "Saul", "Tariq"]),
         ("times", ["21:40", "22:15", "23:05", "24:30", "25:10"]),
         ("ages", ["28", "35", "41", "52", "60"]),
         ("milestones", ["10th", "25th", "50th", "100th", "250th"])],
        [("The 60-year-old finished 40 seconds behind Saul.", more_by("times", "60", "Saul", 40)),
         ("Priya ran 35 seconds slower than Rosa.", more_by("times", "Priya", "Rosa", 35)),
         ("The runner doing her 50th parkrun is 7 years older than Rosa.", more_by("ages", "50th", "Rosa", 7)),
         ("Tariq is 11 years older than Saul.", more_by("ages", "Tariq", "Saul", 11)),
         ("Of Saul and the 52-year-old, one ran 24:30 and the other was on his 25th parkrun.",
          pair("Saul", "52", "24:30", "25th")),
         ("Either Rosa or Saul is running for the 10th time.", either("10th", "Rosa", "Saul")),
         ("Saul is celebrating his 100th parkrun.", same("Saul", "100th"))]),

    Puzzle("beach_huts_4x5",
        "Five families own the five beach huts in a row along the promenade, numbered 1 to 5 from left to "
        "right. Find each family's hut, its colour and the family's dog.",
        [("families", ["Allens", "Bensons", "Carters", "Dixons", "Ellises"]),
         ("huts", ["1", "2", "3", "4", "5"]),
         ("colours", ["blue", "green", "lilac", "red", "yellow"]),
         ("dogs", ["beagle", "collie", "poodle", "pug", "spaniel"])],
        [("The yellow hut is in the middle of the row.", same("yellow", "3")),
         ("The Dixons' hut is directly right of the blue hut.", more_by("huts", "Dixons", "blue", 1)),
         ("The poodle's family has the hut next to the red one.", next_to("huts", "poodle", "red")),
         ("The Carters have the hut at the far right.", same("Carters", "5")),
         ("The collie's family is somewhere to the left of the pug's.", more("huts", "pug", "collie")),
         ("The lilac hut belongs to the spaniel's owners.", same("lilac", "spaniel")),
         ("The Allens' hut is between the Bensons' and the Ellises'.",
          between("huts", "Allens", "Bensons", "Ellises")),
         ("The Bensons have the hut at the left-hand end.", same("Bensons", "1")),
         ("The pug's family is in the yellow hut.", same("pug", "yellow")),
         ("The red hut is at one of the ends.", at_an_end("huts", "red")),
         ("The Dixons are next to the Bensons.", next_to("huts", "Dixons", "Bensons"))]),

    Puzzle("train_carriages_4x4",
        "Four passengers are travelling in the four carriages of a local train, carriage 1 being at the "
        "front. Find each passenger's carriage, destination and the price of the ticket.",
        [("passengers", ["Mr Grant", "Mrs Hill", "Ms Irving", "Mr Jones"]),
         ("carriages", ["1", "2", "3", "4"]),
         ("destinations", ["Bath", "Crewe", "Derby", "Ely"]),
         ("tickets", ["£12", "£18", "£24", "£30"])],
        [("Ms Irving is in the front carriage.", same("Ms Irving", "1")),
         ("The passenger going to Crewe is in the carriage directly behind Mr Grant's.",
          more_by("carriages", "Crewe", "Mr Grant", 1)),
         ("The cheapest ticket was bought by the passenger in the rear carriage.", lowest("tickets", "4")),
         ("Mr Grant paid £6 more than Mr Jones.", more_by("tickets", "Mr Grant", "Mr Jones", 6)),
         ("The Ely ticket cost more than the Derby ticket.", more("tickets", "Ely", "Derby")),
         ("Mrs Hill is going to Bath.", same("Mrs Hill", "Bath")),
         ("Mrs Hill is in the rear carriage.", same("Mrs Hill", "4")),
         ("Ms Irving's ticket was the most expensive.", highest("tickets", "Ms Irving"))],
        numbers={"tickets": [12, 18, 24, 30]}),

    Puzzle("gymnastics_final_4x5",
        "Five gymnasts competed in the beam final, one after another. Find each gymnast's score, her country "
        "and the order in which she performed.",
        [("gymnasts", ["Anya", "Bree", "Cleo", "Dina", "Esme"]),
         ("scores", ["13.2", "13.6", "14.1", "14.5", "14.9"]),
         ("countries", ["France", "Italy", "Japan", "Romania", "USA"]),
         ("order", ["1st", "2nd", "3rd", "4th", "5th"])],
        [("The gymnast who performed last won the gold medal.", same("5th", "14.9")),
         ("Bree scored 0.4 less than Dina.", more_by("scores", "Dina", "Bree", 0.4)),
         ("The Romanian performed directly before the Frenchwoman.", more_by("order", "France", "Romania", 1)),
         ("The Japanese gymnast scored 0.8 more than Esme.", more_by("scores", "Japan", "Esme", 0.8)),
         ("Dina performed second.", same("Dina", "2nd")),
         ("The American had the lowest score.", lowest("scores", "USA")),
         ("Of Anya and Esme, one is French and the other performed third.", pair("Anya", "Esme", "France", "3rd")),
         ("The Romanian scored 14.5.", same("Romania", "14.5"))]),

    Puzzle("high_jump_final_4x5",
        "Five men reached the high jump final. Find the best height each cleared, his age and the number on "
        "his vest.",
        [("jumpers", ["Kai", "Lars", "Milo", "Nico", "Oren"]),
         ("heights", ["2.10 m", "2.14 m", "2.18 m", "2.22 m", "2.26 m"]),
         ("ages", ["19", "21", "24", "27", "30"]),
         ("vests", ["104", "117", "121", "135", "142"])],
        [("Milo won the competition.", highest("heights", "Milo")),
         ("Kai cleared 4 cm more than Oren.", more_by("heights", "Kai", "Oren", 0.04)),
         ("The oldest jumper finished last.", lowest("heights", "30")),
         ("The jumper wearing 135 is 2 years younger than Milo.", more_by("ages", "Milo", "135", 2)),
         ("Oren is 3 years older than Kai.", more_by("ages", "Oren", "Kai", 3)),
         ("Number 104 finished ahead of number 117.", more("heights", "104", "117")),
         ("Nico finished 4th.", ranked("heights", "Nico", 4, lowest_first=False)),
         ("Lars wore 142.", same("Lars", "142")),
         ("Number 121 is older than number 117.", more("ages", "121", "117"))]),

    Puzzle("shopping_parade_5x5",
        "Five shops stand side by side in a small parade, numbered 1 to 5 from left to right. Find each shop's "
        "number, its owner, the year it opened and the colour of its awning.",
        [("shops", ["bakery", "barber", "chemist", "florist", "newsagent"]),
         ("numbers", ["1", "2", "3", "4", "5"]),
         ("owners", ["Mr Ali", "Mrs Bell", "Mr Cohen", "Ms Dale", "Mrs Evans"]),
         ("opened", ["1988", "1995", "2003", "2011", "2019"]),
         ("awnings", ["blue", "green", "grey", "maroon", "orange"])],
        [("The florist is directly between the bakery and the newsagent.",
          directly_between("numbers", "florist", "bakery", "newsagent")),
         ("Mr Cohen's shop opened 8 years after Ms Dale's.", more_by("opened", "Mr Cohen", "Ms Dale", 8)),
         ("The shop with the green awning opened in 1988.", same("green", "1988")),
         ("Mrs Bell's shop opened 7 years after the chemist.", more_by("opened", "Mrs Bell", "chemist", 7)),
         ("Neither Mrs Evans nor Mr Ali runs the bakery.", neither("Mrs Evans", "Mr Ali", "bakery")),
         ("The maroon awning is to the left of the orange one.", more("numbers", "orange", "maroon")),
         ("The newest shop is the barber's.", highest("opened", "barber")),
         ("Mrs Evans's shop is number 4.", same("Mrs Evans", "4")),
         ("The bakery is next to the chemist.", next_to("numbers", "bakery", "chemist")),
         ("The florist's awning is orange.", same("florist", "orange")),
         ("Ms Dale runs the florist's.", same("Ms Dale", "florist")),
         ("The newsagent's awning is blue.", same("newsagent", "blue"))]),

    Puzzle("dragon_boat_race_5x5",
        "Five crews raced in the dragon boat final, in lanes 1 to 5 from left to right. Find each crew's lane, "
        "captain, time and the colour of its boat.",
        [("crews", ["Bay Warriors", "Harbour Hawks", "Lotus Paddlers", "River Tigers", "Thunder Oars"]),
         ("lanes", ["1", "2", "3", "4", "5"]),
         ("captains", ["Ling", "Mateo", "Nadia", "Omar", "Petra"]),
         ("times", ["2:04", "2:07", "2:09", "2:12", "2:15"]),
         ("boats", ["black", "gold", "jade", "red", "white"])],
        [("The Harbour Hawks won the race from lane 1.",
          all_of(lowest("times", "Harbour Hawks"), same("Harbour Hawks", "1"))),
         ("Nadia's crew was 2 seconds slower than the red boat.", more_by("times", "Nadia", "red", 2)),
         ("Petra's crew raced in the lane next to the Harbour Hawks.", next_to("lanes", "Petra", "Harbour Hawks")),
         ("The jade boat was in the lane next to the Thunder Oars.", next_to("lanes", "jade", "Thunder Oars")),
         ("Ling's boat is white.", same("Ling", "white")),
         ("The black boat finished 8 seconds behind the winner.", more_by("times", "black", "2:04", 8)),
         ("Mateo's crew raced somewhere to the left of Nadia's.", more("lanes", "Nadia", "Mateo")),
         ("The Bay Warriors beat the River Tigers.", more("times", "River Tigers", "Bay Warriors")),
         ("The Thunder Oars were in the middle lane.", same("Thunder Oars", "3")),
         ("Omar's crew won.", lowest("times", "Omar")),
         ("The River Tigers' boat is black.", same("River Tigers", "black"))]),

    Puzzle("velodrome_sprint_4x6",
        "Six riders lined up at gates 1 to 6 for a sprint race at the velodrome, gate 1 being on the inside. "
        "Find each rider's gate, her finishing place and her age.",
        [("riders", ["Alba", "Bex", "Cass", "Dora", "Edie", "Flo"]),
         ("gates", ["1", "2", "3", "4", "5", "6"]),
         ("places", ["1st", "2nd", "3rd", "4th", "5th", "6th"]),
         ("ages", ["19", "21", "22", "24", "27", "30"])],
        [("The winner started from gate 1.", same("1st", "1")),
         ("The oldest rider finished last.", same("30", "6th")),
         ("Bex, the youngest, started from the outside gate.", all_of(lowest("ages", "Bex"), same("Bex", "6"))),
         ("Alba finished directly ahead of Flo.", more_by("places", "Flo", "Alba", 1)),
         ("Edie is 2 years older than Bex.", more_by("ages", "Edie", "Bex", 2)),
         ("The rider who came 4th started from gate 2.", same("4th", "2")),
         ("Cass is 3 years older than Alba.", more_by("ages", "Cass", "Alba", 3)),
         ("Alba started somewhere between Edie and Dora.", between("gates", "Alba", "Edie", "Dora")),
         ("The 22-year-old beat Edie.", more("places", "Edie", "22")),
         ("Dora finished last.", same("Dora", "6th")),
         ("Flo started from a gate further out than Dora's.", more("gates", "Flo", "Dora"))]),
)
PUZZLES = {p.name: p for p in _PUZZLES}
