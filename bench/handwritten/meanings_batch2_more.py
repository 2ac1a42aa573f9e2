"""What each clue of the second batch's other 21 puzzles means, as a predicate written without pylogic.

These are the 17 puzzles the second author wrote after the 25 of ``meanings_batch2``, and 4
rewordings (NAME_v2_SIZE) of refused puzzles in which only the refused sentences are said
another way (one also gains a true sentence). ski_lodge_4x5 and coach_station_4x5 were written
after one-sentence probes of the reader had shown a suspected misreading, to show it in a whole
puzzle. Each lists its categories and sentences exactly as its ``puzzles/NAME.clues`` prints
them. The predicates restate the author's own, which proved each answer unique with a brute
force of their own; ``brute_force.solutions`` proves it again here.
"""

from __future__ import annotations

import dataclasses

from bench.handwritten.brute_force import Predicate, Puzzle
from bench.handwritten.meanings_batch2 import PUZZLES as BATCH2
from bench.handwritten.predicates import (
    all_of,
    below,
    between,
    differ,
    distinct,
    either,
    highest,
    lowest,
    more,
    more_by,
    more_by_at_least,
    pair,
    same,
    times_as_much,
)

PUZZLES: dict[str, Puzzle] = {puzzle.name: puzzle for puzzle in (
    Puzzle("antique_clocks_4x5",
        "Five antique clocks were sold at Pemberton's shop last week. Match each clock to the year it was made, its "
        "price and its weight.",
        [("clocks", ["carriage", "cuckoo", "grandfather", "mantel", "wall"]),
         ("years", ["1850", "1870", "1890", "1910", "1930"]),
         ("prices", ["$150", "$225", "$300", "$375", "$450"]),
         ("weights (pounds)", ["4", "9", "15", "28", "120"])],
        [("The grandfather clock is both the heaviest and the oldest.",
          all_of(same("grandfather", "120"), same("grandfather", "1850"))),
         ("The mantel clock weighs more than the cuckoo clock but costs less than the wall clock.",
          all_of(more("weights (pounds)", "mantel", "cuckoo"), more("prices", "wall", "mantel"))),
         ("The clock from 1890 cost $150 more than the cuckoo clock.", more_by("prices", "1890", "cuckoo", 150)),
         ("The most expensive clock is also the lightest.", same("$450", "4")),
         ("The cuckoo clock is newer than the carriage clock but older than the mantel clock.",
          all_of(more("years", "cuckoo", "carriage"), more("years", "mantel", "cuckoo"))),
         ("The 28-pound clock is 40 years older than the mantel clock.", more_by("years", "mantel", "28", 40)),
         ("The clock that sold for $375 is heavier than the one from 1930.", more("weights (pounds)", "$375", "1930")),
         ("The $300 clock was made 20 years after the carriage clock.", more_by("years", "$300", "carriage", 20))]),

    Puzzle("bike_shop_4x5",
        "Five customers each bought a bicycle at Spokes & Sprockets on Saturday. Match each buyer to the type of "
        "bike, its price and its weight.",
        [("buyers", ["Fenna", "Gus", "Hira", "Ike", "Jo"]),
         ("bikes", ["BMX", "cruiser", "gravel", "mountain", "road"]),
         ("prices", ["$350", "$575", "$800", "$1,025", "$1,250"]),
         ("weights (kg)", ["8.5", "9.8", "11.2", "13.6", "15.0"])],
        [("The lightest bike was the most expensive.", same("8.5", "$1,250")),
         ("Hira's bike cost $225 less than the road bike.", more_by("prices", "road", "Hira", 225)),
         ("The mountain bike weighs 1.4 kg more than Jo's.", more_by("weights (kg)", "mountain", "Jo", 1.4)),
         ("The BMX, which cost the least, is lighter than the cruiser.",
          all_of(same("BMX", "$350"), more("weights (kg)", "cruiser", "BMX"))),
         ("Of Gus and the buyer who spent $800, one bought the BMX and the other bought the heaviest bike.",
          pair("Gus", "$800", "BMX", "15.0")),
         ("Hira's bike weighs less than Gus's.", more("weights (kg)", "Gus", "Hira")),
         ("Jo didn't buy the gravel bike.", differ("Jo", "gravel")),
         ("Fenna's bike weighs 6.5 kg less than Ike's.", more_by("weights (kg)", "Ike", "Fenna", 6.5))]),

    Puzzle("camp_cabins_4x5",
        "Five campers at Camp Wenona each sleep in a different cabin and signed up for a different activity. Match "
        "each camper to an age, a cabin number and an activity.",
        [("campers", ["Avery", "Blake", "Casey", "Drew", "Emery"]),
         ("ages", ["8", "9", "10", "11", "12"]),
         ("cabins", ["8", "9", "10", "11", "12"]),
         ("activities", ["archery", "canoeing", "crafts", "drama", "swimming"])],
        [("The 10-year-old sleeps in cabin 8.", same("ages:10", "cabins:8")),
         ("Drew is the oldest camper.", highest("ages", "Drew")),
         ("The camper in cabin 10 is two years older than Casey.", more_by("ages", "cabins:10", "Casey", 2)),
         ("Blake, who is the youngest, signed up for archery.",
          all_of(lowest("ages", "Blake"), same("Blake", "archery"))),
         ("Emery's cabin number is one higher than the 12-year-old's.", more_by("cabins", "Emery", "ages:12", 1)),
         ("The swimmer is one year younger than the camper in drama.", more_by("ages", "drama", "swimming", 1)),
         ("Of the 9-year-old and the camper in cabin 9, one chose crafts and the other chose drama.",
          pair("ages:9", "cabins:9", "crafts", "drama")),
         ("Avery is older than the camper in cabin 11.", more("ages", "Avery", "cabins:11")),
         ("The canoeist's cabin has a higher number than Avery's.", more("cabins", "canoeing", "Avery"))]),

    Puzzle("choir_solos_4x5",
        "At the Linden Choir's winter concert, five singers each sang one solo. Match each singer to the order of "
        "the solo, the voice part and the length of the solo.",
        [("singers", ["Alba", "Bryn", "Cleo", "Dex", "Eliot"]),
         ("order", ["first", "second", "third", "fourth", "fifth"]),
         ("voices", ["alto", "baritone", "bass", "soprano", "tenor"]),
         ("lengths (minutes)", ["2", "3", "4", "5", "6"])],
        [("The bass sang first.", same("bass", "first")),
         ("Cleo sang immediately after the baritone.", more_by("order", "Cleo", "baritone", 1)),
         ("Alba's solo came somewhere between Dex's and Eliot's.", between("order", "Alba", "Dex", "Eliot")),
         ("The longest solo was sung first.", same("6", "first")),
         ("The soprano's solo lasted 2 minutes longer than Cleo's.",
          more_by("lengths (minutes)", "soprano", "Cleo", 2)),
         ("Dex's solo was a minute longer than Alba's.", more_by("lengths (minutes)", "Dex", "Alba", 1)),
         ("Of the alto and the singer whose solo lasted 5 minutes, one is Cleo and the other is the tenor.",
          pair("alto", "5", "Cleo", "tenor")),
         ("Eliot isn't the tenor.", differ("Eliot", "tenor")),
         ("The shortest solo came last.", same("2", "fifth")),
         ("The tenor's solo came before Alba's.", more("order", "Alba", "tenor"))],
        numbers={"order": [1, 2, 3, 4, 5]}),

    Puzzle("class_reunion_4x5",
        "Five old classmates came to the Brookfield High twentieth reunion. Match each classmate to a profession, "
        "the distance traveled and the time of arrival.",
        [("classmates", ["Carla", "Derek", "Fiona", "Gavin", "Helena"]),
         ("professions", ["architect", "chef", "dentist", "pilot", "teacher"]),
         ("distances (miles)", ["12", "45", "150", "320", "900"]),
         ("arrivals", ["6:00pm", "6:20pm", "6:40pm", "7:00pm", "7:20pm"])],
        [("The one who traveled the farthest arrived last.", same("900", "7:20pm")),
         ("Derek, who lives just 12 miles away, arrived first.", all_of(same("Derek", "12"), same("Derek", "6:00pm"))),
         ("The dentist arrived 20 minutes after the architect.", more_by("arrivals", "dentist", "architect", 20)),
         ("Neither the chef nor Helena traveled 150 miles.", distinct("chef", "Helena", "150")),
         ("Gavin traveled farther than Fiona but arrived earlier than she did.",
          all_of(more("distances (miles)", "Gavin", "Fiona"), more("arrivals", "Fiona", "Gavin"))),
         ("The pilot is either Carla or the person who arrived at 6:20pm.", either("pilot", "Carla", "6:20pm")),
         ("Of the teacher and the person who traveled 45 miles, one is Derek and the other is the dentist.",
          pair("teacher", "45", "Derek", "dentist")),
         ("Fiona arrived 40 minutes before Carla.", more_by("arrivals", "Carla", "Fiona", 40)),
         ("The chef arrived an hour before the pilot.", more_by("arrivals", "pilot", "chef", 60))]),

    Puzzle("coach_station_4x5",
        "Five travelers caught morning coaches from different bays at the Millford coach station. Match each "
        "traveler to a departure time, a bay and a fare.",
        [("travelers", ["Gwen", "Hal", "Ivo", "Jan", "Kai"]),
         ("departures", ["8:05am", "8:20am", "8:35am", "8:50am", "9:05am"]),
         ("bays", ["1", "2", "3", "4", "5"]),
         ("fares", ["$4", "$6", "$8", "$10", "$12"])],
        [("Ivo's coach departs first.", same("Ivo", "8:05am")),
         ("The coach from bay 5 leaves before Gwen's.", more("departures", "Gwen", "5")),
         ("Kai leaves 15 minutes later than Ivo.", more_by("departures", "Kai", "Ivo", 15)),
         ("The coach from bay 4 departs 15 minutes after Jan's.", more_by("departures", "4", "Jan", 15)),
         ("Gwen paid more than the passenger at bay 4.", more("fares", "Gwen", "4")),
         ("Ivo's fare is higher than Gwen's.", more("fares", "Ivo", "Gwen")),
         ("Jan paid less than Hal.", more("fares", "Hal", "Jan")),
         ("Kai paid $2 more than Hal.", more_by("fares", "Kai", "Hal", 2)),
         ("Jan's coach leaves 45 minutes after the one from bay 3.", more_by("departures", "Jan", "3", 45)),
         ("Hal's coach leaves 30 minutes after the one from bay 1.", more_by("departures", "Hal", "1", 30))]),

    Puzzle("cooking_class_4x5",
        "Five students cooked a final dish in Chef Moreau's evening class and were rated from one to five stars. "
        "Match each student to the dish, its rating and its preparation time.",
        [("students", ["Bea", "Cato", "Dina", "Enzo", "Flo"]),
         ("dishes", ["gnocchi", "paella", "ramen", "risotto", "tagine"]),
         ("ratings (stars)", ["1", "2", "3", "4", "5"]),
         ("prep times (minutes)", ["25", "35", "45", "55", "65"])],
        [("The dish that took 65 minutes earned 2 stars.", same("65", "2")),
         ("Dina's dish received one more star than Bea's.", more_by("ratings (stars)", "Dina", "Bea", 1)),
         ("The paella took at least 20 minutes longer than Bea's dish.",
          more_by_at_least("prep times (minutes)", "paella", "Bea", 20)),
         ("Enzo's gnocchi was the quickest to make.", all_of(same("Enzo", "gnocchi"), same("Enzo", "25"))),
         ("The risotto took 10 minutes longer than the ramen.",
          more_by("prep times (minutes)", "risotto", "ramen", 10)),
         ("Flo got more stars than Cato but fewer than Bea.",
          all_of(more("ratings (stars)", "Flo", "Cato"), more("ratings (stars)", "Bea", "Flo"))),
         ("The tagine wasn't made by Bea or Dina.", all_of(differ("tagine", "Bea"), differ("tagine", "Dina"))),
         ("The five dishes were Cato's, the ramen, the one rated 5 stars, the 55-minute dish and the gnocchi.",
          distinct("Cato", "ramen", "5", "55", "gnocchi")),
         ("The paella took 10 minutes less than Cato's dish.", more_by("prep times (minutes)", "Cato", "paella", 10))]),

    Puzzle("escape_rooms_4x4",
        "Four families each tried a different room at the Lockbox escape-room center. Match each family to its room, "
        "its escape time and the size of its group.",
        [("families", ["Harpers", "Ishikawas", "Jansens", "Kowalskis"]),
         ("rooms", ["Bank Heist", "Haunted Manor", "Pharaoh's Tomb", "Space Station"]),
         ("times (minutes)", ["41", "48", "53", "59"]),
         ("group sizes", ["3", "4", "5", "6"])],
        [("The largest group took the longest to escape.", same("6", "59")),
         ("The Kowalskis escaped five minutes faster than the Space Station group.",
          more_by("times (minutes)", "Space Station", "Kowalskis", 5)),
         ("The group of three escaped from the Bank Heist.", same("3", "Bank Heist")),
         ("The Harpers had one more person than the Kowalskis.", more_by("group sizes", "Harpers", "Kowalskis", 1)),
         ("The Jansens didn't play Pharaoh's Tomb.", differ("Jansens", "Pharaoh's Tomb")),
         ("The Ishikawas escaped faster than the Harpers.", more("times (minutes)", "Harpers", "Ishikawas")),
         ("The largest group took 6 minutes longer than the group of five.", more_by("times (minutes)", "6", "5", 6))]),

    Puzzle("museum_tours_4x5",
        "Five guides at the Ellery Art Museum each led one tour on Sunday. Match each guide to the tour's start "
        "time, the floor where the group met and the size of the group.",
        [("guides", ["Aldo", "Bex", "Corin", "Dagny", "Ewan"]),
         ("start times", ["10:00am", "11:00am", "1:00pm", "2:00pm", "3:00pm"]),
         ("floors", ["1", "2", "3", "4", "5"]),
         ("group sizes", ["8", "11", "14", "17", "20"])],
        [("Dagny's tour started an hour after Bex's.", more_by("start times", "Dagny", "Bex", 60)),
         ("The tour on the fifth floor had the largest group.", same("5", "20")),
         ("Corin's tour began later than Ewan's.", more("start times", "Corin", "Ewan")),
         ("The group of 14 met one floor below Bex's group.", more_by("floors", "Bex", "14", 1)),
         ("Aldo's group had 3 more people than Ewan's.", more_by("group sizes", "Aldo", "Ewan", 3)),
         ("The earliest tour met on a higher floor than Aldo's.", more("floors", "10:00am", "Aldo")),
         ("The smallest group met on the first floor.", same("8", "1")),
         ("Of the 1:00pm tour and the tour on floor 3, one was led by Ewan and the other had 17 people.",
          pair("1:00pm", "3", "Ewan", "17")),
         ("Bex's group was smaller than Aldo's.", more("group sizes", "Aldo", "Bex")),
         ("The largest group's tour started earlier than Ewan's.", more("start times", "Ewan", "20"))]),

    Puzzle("pediatric_checkups_4x5",
        "Dr. Amsel saw five children for their yearly checkups on Monday. Match each child to an age, a height and a "
        "weight.",
        [("children", ["Milo", "Nora", "Otis", "Pia", "Remy"]),
         ("ages", ["4", "5", "6", "7", "8"]),
         ("heights (inches)", ["38", "41", "44", "47", "50"]),
         ("weights (pounds)", ["33", "37", "42", "46", "51"])],
        [("Otis is the oldest and the tallest of the five.",
          all_of(highest("ages", "Otis"), highest("heights (inches)", "Otis"))),
         ("Nora is 3 inches taller than Pia even though she is a year younger.",
          all_of(more_by("heights (inches)", "Nora", "Pia", 3), more_by("ages", "Pia", "Nora", 1))),
         ("The 7-year-old weighs 9 pounds more than Milo.", more_by("weights (pounds)", "7", "Milo", 9)),
         ("Pia is heavier than Milo but lighter than Remy.",
          all_of(more("weights (pounds)", "Pia", "Milo"), more("weights (pounds)", "Remy", "Pia"))),
         ("The child who is 44 inches tall is older than Milo.", more("ages", "44", "Milo")),
         ("The lightest child is 4 years old.", same("33", "4")),
         ("Milo is 9 inches taller than Pia.", more_by("heights (inches)", "Milo", "Pia", 9)),
         ("The heaviest child weighs 14 pounds more than Milo.", more_by("weights (pounds)", "51", "Milo", 14))]),

    Puzzle("quilt_show_3x5",
        "Five quilters entered the county fair quilt show. Match each quilter to her pattern and the number of hours "
        "she spent on it.",
        [("quilters", ["Ann", "Anna", "Lou", "Rose", "Rosemary"]),
         ("patterns", ["Bear Paw", "Log Cabin", "Nine Patch", "Pinwheel", "Star"]),
         ("hours", ["40", "55", "70", "85", "100"])],
        [("Anna spent 30 more hours on her quilt than Ann did.", more_by("hours", "Anna", "Ann", 30)),
         ("The Bear Paw quilt took 15 hours longer than Lou's.", more_by("hours", "Bear Paw", "Lou", 15)),
         ("Rose's quilt took longer than Ann's but not as long as Anna's.",
          all_of(more("hours", "Rose", "Ann"), more("hours", "Anna", "Rose"))),
         ("The Log Cabin quilt took the most time.", same("Log Cabin", "100")),
         ("Rosemary didn't make the Star quilt.", differ("Rosemary", "Star")),
         ("Of Ann and the quilter who spent 40 hours, one made the Pinwheel and the other made the Star.",
          pair("Ann", "40", "Pinwheel", "Star")),
         ("The Pinwheel quilt is Lou's.", same("Pinwheel", "Lou"))]),

    Puzzle("salon_bookings_4x5",
        "Five clients each booked one appointment at the Gilded Comb salon next week. Match each client to the day, "
        "the service and its price.",
        [("clients", ["Ada", "Bo", "Cyd", "Di", "Ed"]),
         ("days", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]),
         ("services", ["color", "facial", "manicure", "pedicure", "trim"]),
         ("prices", ["$25", "$40", "$55", "$70", "$85"])],
        [("The most expensive service is booked for Wednesday.", same("$85", "Wednesday")),
         ("Bo's appointment is four days after the facial.", more_by("days", "Bo", "facial", 4)),
         ("The trim costs $15 less than the manicure.", more_by("prices", "manicure", "trim", 15)),
         ("The pedicure is booked for the day after Ada's appointment.", more_by("days", "pedicure", "Ada", 1)),
         ("Di's appointment is earlier in the week than Ed's, and it costs less.",
          all_of(more("days", "Ed", "Di"), more("prices", "Ed", "Di"))),
         ("The facial costs more than the pedicure.", more("prices", "facial", "pedicure")),
         ("Cyd isn't getting a manicure.", differ("Cyd", "manicure")),
         ("The pedicure costs $30 more than Friday's appointment.", more_by("prices", "pedicure", "Friday", 30))],
        numbers={"days": [1, 2, 3, 4, 5]}),

    Puzzle("ski_lodge_4x5",
        "Five skiers checked in at the Alpenglow Lodge on Friday afternoon. Match each guest to a floor, a check-in "
        "time and the number of nights booked.",
        [("guests", ["Anders", "Britt", "Colette", "Dario", "Elsa"]),
         ("floors", ["2", "3", "4", "5", "6"]),
         ("check-in times", ["1:00pm", "2:00pm", "3:00pm", "4:00pm", "5:00pm"]),
         ("nights", ["1", "2", "3", "4", "5"])],
        [("Britt checked in first.", same("Britt", "1:00pm")),
         ("The guest on the top floor is staying four nights.", same("6", "nights:4")),
         ("Colette is staying longer than the guest on floor 3.", more("nights", "Colette", "floors:3")),
         ("Dario checked in an hour before the guest on floor 4.", more_by("check-in times", "floors:4", "Dario", 60)),
         ("Anders is staying one floor above Elsa.", more_by("floors", "Anders", "Elsa", 1)),
         ("The guest on floor 5 checked in earlier than Anders.", more("check-in times", "Anders", "floors:5")),
         ("Elsa checked in before Colette.", more("check-in times", "Colette", "Elsa")),
         ("The guest who checked in at 3:00pm is staying on a lower floor than Dario.",
          more("floors", "Dario", "3:00pm")),
         ("Dario is staying just one night.", same("Dario", "1")),
         ("The guest on floor 2 checked in three hours after Dario.",
          more_by("check-in times", "floors:2", "Dario", 180)),
         ("Colette checked in an hour after the guest who is staying three nights.",
          more_by("check-in times", "Colette", "nights:3", 60))]),

    Puzzle("student_council_4x5",
        "Five students won seats on the Eastfield High student council. Match each student to an office, the number "
        "of votes received and an age.",
        [("students", ["Ingrid", "Jonah", "Kenji", "Lucia", "Marcus"]),
         ("offices", ["historian", "president", "secretary", "treasurer", "vice president"]),
         ("votes", ["112", "124", "137", "149", "160"]),
         ("ages", ["14", "15", "16", "17", "18"])],
        [("The president received the most votes.", same("president", "160")),
         ("The vice president is a year older than the president.", more_by("ages", "vice president", "president", 1)),
         ("Jonah got 12 more votes than the youngest candidate.", more_by("votes", "Jonah", "14", 12)),
         ("Marcus received 12 fewer votes than Kenji.", more_by("votes", "Kenji", "Marcus", 12)),
         ("The secretary is older than Jonah.", more("ages", "secretary", "Jonah")),
         ("Of Lucia and the 15-year-old, one is the historian and the other got 124 votes.",
          pair("Lucia", "15", "historian", "124")),
         ("Ingrid isn't the vice president.", differ("Ingrid", "vice president")),
         ("The 16-year-old got 23 fewer votes than the president.", more_by("votes", "president", "16", 23))]),

    Puzzle("trivia_night_4x5",
        "Five teams played at Thursday trivia night at the Copper Kettle pub. Match each team to its score, its "
        "table and its captain.",
        [("teams", ["Brain Trust", "Know-It-Alls", "Quiz Khalifa", "Smarty Pants", "The Nerdles"]),
         ("points", ["42", "47", "51", "56", "60"]),
         ("tables", ["1", "2", "3", "4", "5"]),
         ("captains", ["Fern", "Gil", "Hope", "Ivo", "Jade"])],
        [("The team at table 1 scored the most points.", same("1", "60")),
         ("Hope's team scored at least 5 points more than Fern's.", more_by_at_least("points", "Hope", "Fern", 5)),
         ("Gil's team sat at a higher-numbered table than Ivo's.", more("tables", "Gil", "Ivo")),
         ("The Know-It-Alls scored fewer than 45 points.", below("points", "Know-It-Alls", 45)),
         ("Brain Trust scored 5 points more than The Nerdles.", more_by("points", "Brain Trust", "The Nerdles", 5)),
         ("Of Jade's team and the team at table 2, one was Smarty Pants and the other scored 60 points.",
          pair("Jade", "2", "Smarty Pants", "60")),
         ("The team at table 5 finished with the fewest points.", same("5", "42")),
         ("Ivo's team isn't The Nerdles.", differ("Ivo", "The Nerdles")),
         ("The Nerdles' table number is two higher than Hope's.", more_by("tables", "The Nerdles", "Hope", 2))]),

    Puzzle("vet_visits_4x5",
        "Dr. Ferreira's veterinary clinic has five appointments booked for early June. Match each pet to its owner, "
        "its appointment date and the kind of animal it is.",
        [("pets", ["Biscuit", "Cocoa", "Juniper", "Mochi", "Pickles"]),
         ("owners", ["Mr. Grant", "Mrs. Lane", "Ms. Ortiz", "Dr. Shah", "Mr. Voss"]),
         ("dates", ["June 3rd", "June 4th", "June 5th", "June 6th", "June 7th"]),
         ("animals", ["cat", "ferret", "parrot", "rabbit", "turtle"])],
        [("The parrot's appointment is two days before Biscuit's.", more_by("dates", "Biscuit", "parrot", 2)),
         ("Dr. Shah's pet has the latest appointment.", same("Dr. Shah", "June 7th")),
         ("Mochi is being seen the day after Mr. Voss's pet.", more_by("dates", "Mochi", "Mr. Voss", 1)),
         ("The turtle's appointment is on June 6th.", same("turtle", "June 6th")),
         ("The five pets are Juniper, the ferret, Mr. Grant's pet, the one seen on June 5th, and the parrot.",
          distinct("Juniper", "ferret", "Mr. Grant", "June 5th", "parrot")),
         ("Ms. Ortiz doesn't own the cat or the ferret.",
          all_of(differ("Ms. Ortiz", "cat"), differ("Ms. Ortiz", "ferret"))),
         ("Mrs. Lane's pet is being seen earlier than the rabbit.", more("dates", "rabbit", "Mrs. Lane")),
         ("Pickles isn't the cat.", differ("Pickles", "cat")),
         ("Pickles belongs to Mr. Grant.", same("Pickles", "Mr. Grant"))],
        numbers={"dates": [3, 4, 5, 6, 7]}),

    Puzzle("yard_sale_4x5",
        "Five neighbors each sold one item at the Maple Street yard sale on Saturday morning. Match each seller to "
        "the item, its price and the time it sold.",
        [("sellers", ["Gail", "Hank", "Ida", "Jules", "Kurt"]),
         ("items", ["lamp", "radio", "rug", "teapot", "vase"]),
         ("prices", ["$4", "$6", "$8", "$12", "$16"]),
         ("times", ["8:15am", "8:45am", "9:15am", "9:45am", "10:15am"])],
        [("The lamp sold for twice as much as the rug.", times_as_much("prices", "lamp", "rug", 2)),
         ("The vase sold for twice as much as Gail's item.", times_as_much("prices", "vase", "Gail", 2)),
         ("The first sale of the morning was Hank's.", same("8:15am", "Hank")),
         ("Kurt's item sold half an hour after Gail's.", more_by("times", "Kurt", "Gail", 30)),
         ("The radio was the cheapest item.", same("radio", "$4")),
         ("The item sold at 10:15am cost more than the rug.", more("prices", "10:15am", "rug")),
         ("Jules's sale came 30 minutes before Gail's.", more_by("times", "Gail", "Jules", 30)),
         ("Of the teapot and the vase, one was sold by Ida and the other sold at 9:15am.",
          pair("teapot", "vase", "Ida", "9:15am")),
         ("Hank's item sold for $12 more than Kurt's.", more_by("prices", "Hank", "Kurt", 12))]),

)}


def reworded(original: Puzzle, name: str, sentences: dict[int, tuple[str, Predicate]]) -> Puzzle:
    """``original`` with the clues at the given places said another way (a place past its last
    clue adds one)."""
    clues = list(original.clues)
    for place, clue in sorted(sentences.items()):
        if place < len(clues):
            clues[place] = clue
        else:
            clues.append(clue)
    return dataclasses.replace(original, name=name, clues=clues)


# The four rewordings of refused puzzles (only the refused sentences are said another way).
PUZZLES.update({puzzle.name: puzzle for puzzle in (
    reworded(PUZZLES["cooking_class_4x5"], "cooking_class_v2_4x5", {
      1: ("Dina's dish received more stars than Bea's.", more("ratings (stars)", "Dina", "Bea"))}),
    reworded(BATCH2["meteorite_collection_4x5"], "meteorite_collection_v2_4x5", {
      0: ("The heaviest meteorite is the oldest find.", same("640", "1938")),
      4: ("The newest find weighs 120 grams.", same("2002", "120")),
      10: ("Corrigan was found more recently than Delphi.", more("years found", "Corrigan", "Delphi"))}),
    reworded(BATCH2["morning_trains_4x5"], "morning_trains_v2_4x5", {
      8: ("The Carden train doesn't leave at 9:05am.", differ("Carden", "9:05am")),
      9: ("Imogen's train leaves at 9:05am.", same("Imogen", "9:05am"))}),
    reworded(PUZZLES["ski_lodge_4x5"], "ski_lodge_v2_4x5", {
      1: ("The guest on the top floor booked 4 nights.", same("6", "nights:4")),
      8: ("Dario booked 1 night.", same("Dario", "1")),
      10: ("Colette checked in an hour after the guest who booked 3 nights.",
          more_by("check-in times", "Colette", "nights:3", 60))}),
)})
