"""What each clue of the thirty-first batch's 20 puzzles means, as a predicate written without pylogic.

These are the 20 puzzles the thirty-first author was asked for, written apart from pylogic's reader in two
published manners, ten of each.

Ten are Einstein or zebra puzzles as the puzzle sites and books print them (Brainzilla's zebra puzzles, the
Einstein-riddle pages, puzzle-book "Who owns the fish?" variants): a row of four or five almshouses, windmills,
tennis courts, petrol pumps, supermarket tills, shepherd's huts, pit garages, zoo enclosures, artists' studios
or hospital beds, the position category's values 1 to N or the ordinal words "first" to "fifth" numbered from
the left, and three or four further categories (trades, flowers, pets, drinks, sail colours, grains, rackets,
headbands, cars, snacks, shoppers, purchases, payments, counties, dogs, nationalities, engines, sponsors,
animals, keepers, treats, media, music, operations, presents). Sizes are 4x4, 5x4, 4x5 and 5x5 (categories x
values, counting the position category). The clues are terse and in the sites' varied wordings: "The thatcher
lives in the first house.", "... is in the middle garage", "... on the far left", "... is on one of the end
courts", "... at one of the ends", "... immediately to the left of ...", "... immediately to the right of ...",
"... lives next to ...", "next door to", "... is somewhere to the right of ...", "... somewhere between ... and
...", "... two houses away from ...", "... exactly two pumps from ...", "... is not next to ...", "... either
... or ..." (exactly one), "The owner of the red house is the Brit" shapes ("The canary's owner drinks ale.",
"The blue-sailed mill grinds buckwheat.", "The Ford-engined car is green.") and negations. Each intro says what
"next to" and "to the left of" mean, as the sites do.

Ten are grids in the manner of Brainbashers, Puzzle Prime, Logic-Puzzles.org's "Original" puzzles and the
Conceptis-style grids of puzzle books, 3x4 to 4x5 (categories x values), on themes new to the set (a hedgehog
rescue, a station's lost property office, ferret racing, cheese rolling, an origami class, strawberry picking,
canal walks, a weightlifting meet, a mobile library and llama trekking), with numeric categories printed as
the sources print them: weights "340 g", "3 kg" and "95 kg", clock times "8:40am" and "1:45pm", times "11
seconds" and "12 minutes", ages, places "1st" to "4th", distances "4 km", counts "14 books" and months. Their
clues are amounts in unit words ("80 g more than", "75 minutes after", "2 seconds longer than", "3 seconds
faster than", "4 years younger than", "one place behind", "2 km longer than", "one month after", "5 more books
than", "90 minutes after"), "Of A and B, one ... and the other ...", "Either ... or ..." (exactly one),
"Neither ... nor ...", "The four rollers are A, B, C and D." lists, superlatives ("the heaviest", "the
fastest", "the youngest roller won", "the shortest walk", "the lightest lift", "the first stop of the day ...
the most books"), relative clauses and appositives ("Hamish, who comes from Cheltenham, ...", "Bev's ferret,
Noodle, ...", "the hedgehog Ms Joss found"), possessives, negations, comparatives and a pronoun ("The Holts
arrived last, and they made smoothies.").

The conventions the predicates assume: "next to" and "next door to" are positions differing by one;
"to the left of" is the smaller position number and "somewhere to the right of" the larger, not necessarily
by one; "immediately" to the left is one smaller; "somewhere between" is strictly between;
"two houses away" and "exactly two pumps from" differ by two either way; "at one of the ends" is the first or
the last position; "X is not next to Y" is two different rows not one apart; "either ... or ..." means exactly
one; two things compared are two different rows; "Neither A nor B is C" and "The four ... are A, B, C and D"
are all different; "faster" and "beat" are the smaller time, "behind" and "last" the larger place number,
"won" the 1st place; "earlier" and "before" a clock time are the smaller time. Values count as
``brute_force.number_of`` reads them: clock times in minutes, weights, distances, ages, times, counts and
places as their leading number, ordinal words and months as their place in the category. Each lists its
categories and sentences exactly as its ``puzzles/NAME.clues`` prints them; ``brute_force.solutions`` proves
each answer unique and each clue needed (without any one of them the puzzle has several solutions).
"""

from __future__ import annotations

from bench.handwritten.brute_force import Predicate, Puzzle
from bench.handwritten.predicates import (
    all_of,
    apart,
    between,
    differ,
    distinct,
    either,
    highest,
    lowest,
    more,
    more_by,
    negated,
    neither,
    next_to,
    one_of,
    pair,
    same,
)


def _not_next_to(category: str, x: str, y: str) -> Predicate:
    """x and y are two different rows whose numbers in ``category`` do not differ by one ("The
    Swede does not live next to the tea drinker")."""
    return all_of(differ(x, y), negated(next_to(category, x, y)))


def _extremes(category: str, top: bool, other: str, other_top: bool) -> Predicate:
    """The row with the highest (``top``) or lowest number in ``category`` is the row with the highest
    (``other_top``) or lowest number in ``other`` ("the youngest roller won the race")."""
    def row(accessor, name: str, high: bool) -> int:
        return accessor.row_with_highest(name) if high else accessor.row_with_lowest(name)
    return lambda accessor: row(accessor, category, top) == row(accessor, other, other_top)


_HOUSE_RULE = ('"Next to" means immediately to the left or right; "to the left of" means anywhere to the left, '
               "not necessarily immediately.")

_PUZZLES = (
    # ---------------------------------------------------------------- house puzzles
    Puzzle("almshouses_5x5",
        "Five retired tradesmen live in a row of five almshouses, numbered 1 to 5 from left to right. Each man "
        "followed a different trade, grows a different flower in his front garden, keeps a different pet and "
        "prefers a different drink. " + _HOUSE_RULE,
        [("houses", ["1", "2", "3", "4", "5"]),
         ("trades", ["baker", "cooper", "saddler", "tailor", "thatcher"]),
         ("flowers", ["dahlias", "hollyhocks", "lupins", "roses", "sweet peas"]),
         ("pets", ["canary", "cat", "ferret", "spaniel", "tortoise"]),
         ("drinks", ["ale", "buttermilk", "cocoa", "perry", "tea"])],
        [("The thatcher lives in the first house.", same("thatcher", "houses:1")),
         ("The man who grows roses lives next to the thatcher.", next_to("houses", "roses", "thatcher")),
         ("The tailor's house is immediately to the left of the cooper's.", more_by("houses", "cooper", "tailor", 1)),
         ("The cocoa drinker keeps a cat.", same("cocoa", "cat")),
         ("The man who keeps a ferret lives next to the man who drinks tea.", next_to("houses", "ferret", "tea")),
         ("The canary's owner drinks ale.", same("canary", "ale")),
         ("The man with the tortoise grows hollyhocks.", same("tortoise", "hollyhocks")),
         ("The spaniel's owner lives two houses away from the canary's owner.",
          apart("houses", "spaniel", "canary", 2)),
         ("The buttermilk drinker lives somewhere to the right of the ale drinker.",
          more("houses", "buttermilk", "ale")),
         ("The owner of the spaniel lives somewhere between the ferret's owner and the cat's owner.",
          between("houses", "spaniel", "ferret", "cat")),
         ("The man who grows sweet peas lives next door to the man who grows dahlias.",
          next_to("houses", "sweet peas", "dahlias")),
         ("The tea drinker is either the saddler or the cooper.", either("tea", "saddler", "cooper")),
         ("The cooper does not drink ale.", differ("cooper", "ale")),
         ("The lupin grower drinks perry.", same("lupins", "perry")),
         ("The tailor grows dahlias.", same("tailor", "dahlias"))]),

    Puzzle("windmills_5x5",
        "Five windmills stand in a line along the dyke, first to fifth counted from the left as you look at them "
        "from the road. Each is worked by a different miller, has its sails painted a different colour and grinds "
        "a different grain, and each miller keeps a different animal. " + _HOUSE_RULE,
        [("mills", ["first", "second", "third", "fourth", "fifth"]),
         ("millers", ["Anke", "Bram", "Cees", "Dirk", "Evert"]),
         ("sails", ["black", "blue", "green", "red", "white"]),
         ("grains", ["barley", "buckwheat", "oats", "rye", "wheat"]),
         ("animals", ["donkey", "goat", "horse", "pig", "sheepdog"])],
        [("Bram works the fifth mill.", same("Bram", "mills:fifth")),
         ("The mill with green sails is on the far left.", same("green", "mills:first")),
         ("The rye is ground at the mill immediately to the left of the mill with white sails.",
          more_by("mills", "white", "rye", 1)),
         ("Evert's mill is the one in the middle.", same("Evert", "mills:third")),
         ("The miller who keeps a goat works next to the miller who keeps a horse.",
          next_to("mills", "goat", "horse")),
         ("The mill with red sails grinds barley.", same("red", "barley")),
         ("Cees keeps a sheepdog.", same("Cees", "sheepdog")),
         ("The buckwheat mill is somewhere to the right of the mill that grinds oats.",
          more("mills", "buckwheat", "oats")),
         ("The miller with the pig works somewhere between Anke and Cees.", between("mills", "pig", "Anke", "Cees")),
         ("Anke's mill is not next to the mill with black sails.", _not_next_to("mills", "Anke", "black")),
         ("The blue-sailed mill grinds buckwheat.", same("blue", "buckwheat")),
         ("The black mill is exactly two mills from the white one.", apart("mills", "black", "white", 2)),
         ("Anke grinds either wheat or oats.", either("Anke", "wheat", "oats")),
         ("The miller with the horse grinds wheat.", same("horse", "wheat"))]),

    Puzzle("tennis_courts_4x4",
        "Four club members are practising their serves on the four grass courts of the Elm Park Lawn Tennis Club, "
        "court 1 on the left to court 4 on the right. Each player uses a different make of racket and wears a "
        "different colour of headband. " + _HOUSE_RULE,
        [("courts", ["1", "2", "3", "4"]),
         ("players", ["Harriet", "Imogen", "Jasper", "Kit"]),
         ("rackets", ["Babolat", "Head", "Prince", "Wilson"]),
         ("headbands", ["navy", "orange", "pink", "white"])],
        [("Imogen is on court 4.", same("Imogen", "courts:4")),
         ("The player with the Wilson racket is immediately to the left of Jasper.",
          more_by("courts", "Jasper", "Wilson", 1)),
         ("Kit is on one of the end courts.", one_of("Kit", "courts:1", "courts:4")),
         ("The player in the pink headband uses a Head racket.", same("pink", "Head")),
         ("The Prince racket is somewhere to the left of the orange headband.", more("courts", "orange", "Prince")),
         ("The Babolat player is on court 3.", same("Babolat", "courts:3")),
         ("The navy headband is somewhere to the right of Harriet.", more("courts", "navy", "Harriet"))]),

    Puzzle("petrol_pumps_4x4",
        "Four cars are filling up side by side at the four pumps of a motorway service station, pumps 1 to 4 from "
        "left to right. Each driver has a different make of car and is buying a different snack in the shop. "
        + _HOUSE_RULE,
        [("pumps", ["1", "2", "3", "4"]),
         ("drivers", ["Callum", "Deepa", "Eamon", "Freya"]),
         ("cars", ["Audi", "Fiat", "Skoda", "Volvo"]),
         ("snacks", ["crisps", "doughnut", "flapjack", "sandwich"])],
        [("The Volvo is at the pump immediately to the right of the person buying a sandwich.",
          more_by("pumps", "Volvo", "sandwich", 1)),
         ("Deepa is at one of the end pumps.", one_of("Deepa", "pumps:1", "pumps:4")),
         ("The Fiat driver is buying a flapjack.", same("Fiat", "flapjack")),
         ("Freya doesn't drive the Audi.", differ("Freya", "Audi")),
         ("The person buying the doughnut is not next to the driver of the Skoda.",
          _not_next_to("pumps", "doughnut", "Skoda")),
         ("Eamon is buying crisps.", same("Eamon", "crisps")),
         ("The Skoda driver is exactly two pumps from the Fiat driver.", apart("pumps", "Skoda", "Fiat", 2)),
         ("Either Callum or Deepa drives the Fiat.", either("Fiat", "Callum", "Deepa"))]),

    Puzzle("supermarket_tills_5x4",
        "On Saturday morning only four tills were open at Hartley's Supermarket, tills 1 to 4 from left to right. "
        "At each, a different cashier served a different shopper, who bought a different item and paid in a "
        "different way. " + _HOUSE_RULE,
        [("tills", ["1", "2", "3", "4"]),
         ("cashiers", ["Gemma", "Leon", "Mabel", "Nadia"]),
         ("shoppers", ["Mr Ainsworth", "Mrs Blake", "Miss Carter", "Mr Dobson"]),
         ("purchases", ["birthday cake", "cat food", "flowers", "watermelon"]),
         ("payments", ["card", "cash", "cheque", "phone"])],
        [("Mabel is on till 4.", same("Mabel", "tills:4")),
         ("Mrs Blake paid by cheque.", same("Mrs Blake", "cheque")),
         ("The shopper paying by phone is at the till immediately to the right of Nadia's.",
          more_by("tills", "phone", "Nadia", 1)),
         ("Leon's customer bought flowers.", same("Leon", "flowers")),
         ("The cat food was not paid for in cash.", differ("cat food", "cash")),
         ("The shopper buying the birthday cake is next to Miss Carter.",
          next_to("tills", "birthday cake", "Miss Carter")),
         ("The person who paid cash is at one of the end tills.", one_of("cash", "tills:1", "tills:4")),
         ("Mr Ainsworth is not next to the shopper who paid by card.",
          _not_next_to("tills", "Mr Ainsworth", "card")),
         ("The cheque was written at till 1.", same("cheque", "tills:1")),
         ("The watermelon was paid for by phone.", same("watermelon", "phone"))]),

    Puzzle("shepherds_huts_4x5",
        "Five shepherd's huts for hire stand in a row along the edge of a meadow, numbered 1 to 5 from left to "
        "right. This week each is let to a different couple from a different county, and each couple has brought "
        "a different dog. " + _HOUSE_RULE,
        [("huts", ["1", "2", "3", "4", "5"]),
         ("couples", ["Ashbys", "Bells", "Cranes", "Dawsons", "Ellises"]),
         ("counties", ["Cornwall", "Essex", "Kent", "Norfolk", "Surrey"]),
         ("dogs", ["beagle", "collie", "dachshund", "poodle", "terrier"])],
        [("The Bells have the hut on the far right.", same("Bells", "huts:5")),
         ("The couple from Norfolk are in the middle hut.", same("Norfolk", "huts:3")),
         ("The collie's owners are in hut 1.", same("collie", "huts:1")),
         ("The Ashbys are next to the Cranes.", next_to("huts", "Ashbys", "Cranes")),
         ("The couple from Kent are immediately to the left of the Ellises.", more_by("huts", "Ellises", "Kent", 1)),
         ("The poodle is in a hut somewhere to the right of the dachshund.", more("huts", "poodle", "dachshund")),
         ("The couple with the beagle are somewhere between the Ellises and the Cranes.",
          between("huts", "beagle", "Ellises", "Cranes")),
         ("The Essex couple have brought a poodle.", same("Essex", "poodle")),
         ("The terrier is two huts away from the beagle.", apart("huts", "terrier", "beagle", 2)),
         ("The Surrey couple are not next to the Essex couple.", _not_next_to("huts", "Surrey", "Essex")),
         ("The Dawsons come from either Kent or Essex.", either("Dawsons", "Kent", "Essex"))]),

    Puzzle("pit_garages_5x5",
        "Five racing teams have their garages side by side in the pit lane, garages 1 to 5 from left to right. "
        "Each team's driver is of a different nationality, and each car is painted a different colour, has a "
        "different make of engine and carries a different main sponsor. " + _HOUSE_RULE,
        [("garages", ["1", "2", "3", "4", "5"]),
         ("drivers", ["Brazilian", "Finn", "German", "Japanese", "Spaniard"]),
         ("colours", ["gold", "green", "orange", "silver", "yellow"]),
         ("engines", ["Ferrari", "Ford", "Honda", "Mercedes", "Renault"]),
         ("sponsors", ["Aerojet", "Bolt Cola", "Crestbank", "Orbis Watches", "Zenith Oil"])],
        [("The Finn is in the first garage.", same("Finn", "garages:1")),
         ("The Spaniard is in the middle garage.", same("Spaniard", "garages:3")),
         ("The Japanese driver is next to the Finn.", next_to("garages", "Japanese", "Finn")),
         ("The green car is immediately to the right of the orange car.", more_by("garages", "green", "orange", 1)),
         ("The Brazilian's car has a Ferrari engine.", same("Brazilian", "Ferrari")),
         ("The Crestbank car is powered by Renault.", same("Crestbank", "Renault")),
         ("The Mercedes-powered car is not next to the car sponsored by Crestbank.",
          _not_next_to("garages", "Mercedes", "Crestbank")),
         ("The Zenith Oil car is either the gold one or the green one.", either("Zenith Oil", "gold", "green")),
         ("The Orbis Watches car is on the far left.", same("Orbis Watches", "garages:1")),
         ("The Japanese driver's car is yellow.", same("Japanese", "yellow")),
         ("The Ford-engined car is green.", same("Ford", "green")),
         ("The Aerojet car is silver.", same("Aerojet", "silver"))]),

    Puzzle("zoo_enclosures_4x4",
        "Four enclosures stand in a row along the main path of Brackenfield Zoo, first to fourth from left to "
        "right. Each houses a different animal, is looked after by a different keeper and gets a different treat "
        "at feeding time. " + _HOUSE_RULE,
        [("enclosures", ["first", "second", "third", "fourth"]),
         ("animals", ["capybaras", "lemurs", "meerkats", "otters"]),
         ("keepers", ["Bella", "Jonty", "Priya", "Rory"]),
         ("treats", ["grapes", "mealworms", "sardines", "sweet potato"])],
        [("The otters are given sardines.", same("otters", "sardines")),
         ("Rory's enclosure is immediately to the right of Priya's.", more_by("enclosures", "Rory", "Priya", 1)),
         ("The animals that get mealworms are next to the otters.", next_to("enclosures", "mealworms", "otters")),
         ("Bella looks after the animals at one end of the row.",
          one_of("Bella", "enclosures:first", "enclosures:fourth")),
         ("The sweet potato goes to an enclosure somewhere between the meerkats and the lemurs.",
          between("enclosures", "sweet potato", "meerkats", "lemurs")),
         ("Either Priya or Rory looks after the meerkats.", either("meerkats", "Priya", "Rory")),
         ("The meerkats are in the second enclosure.", same("meerkats", "enclosures:second")),
         ("Bella does not look after the lemurs.", differ("Bella", "lemurs"))]),

    Puzzle("artists_studios_5x5",
        "Five artists rent the five studios along the top floor of an old mill, studios 1 to 5 from left to "
        "right. Each works in a different medium, plays a different kind of music while working and drinks "
        "something different. " + _HOUSE_RULE,
        [("studios", ["1", "2", "3", "4", "5"]),
         ("artists", ["Flora", "Gideon", "Hana", "Ivo", "Juno"]),
         ("media", ["charcoal", "clay", "glass", "oils", "watercolour"]),
         ("music", ["blues", "folk", "jazz", "opera", "reggae"]),
         ("drinks", ["coffee", "green tea", "hot chocolate", "lemonade", "water"])],
        [("The artist who works in clay is in the last studio.", same("clay", "studios:5")),
         ("Ivo works in glass.", same("Ivo", "glass")),
         ("The opera lover is in studio 1.", same("opera", "studios:1")),
         ("Juno is next to Ivo.", next_to("studios", "Juno", "Ivo")),
         ("Flora is in the middle studio.", same("Flora", "studios:3")),
         ("Hana drinks hot chocolate.", same("Hana", "hot chocolate")),
         ("The watercolourist's studio is next to the potter's.", next_to("studios", "watercolour", "clay")),
         ("The reggae fan works in oils.", same("reggae", "oils")),
         ("The water drinker is at one of the ends.", one_of("water", "studios:1", "studios:5")),
         ("The blues fan is exactly two studios from the reggae fan.", apart("studios", "blues", "reggae", 2)),
         ("The charcoal artist is not next to the lemonade drinker.",
          _not_next_to("studios", "charcoal", "lemonade")),
         ("Juno does not drink green tea.", differ("Juno", "green tea")),
         ("The jazz fan is somewhere between Ivo and Flora.", between("studios", "jazz", "Ivo", "Flora")),
         ("Hana's studio is next to Flora's.", next_to("studios", "Hana", "Flora"))]),

    Puzzle("ward_beds_4x5",
        "Five patients lie in the five beds along one wall of Nightingale Ward, beds 1 to 5 from left to right. "
        "Each had a different operation and has been brought a different present by visitors. " + _HOUSE_RULE,
        [("beds", ["1", "2", "3", "4", "5"]),
         ("patients", ["Mr Archer", "Mrs Bloom", "Mr Cobb", "Mrs Dunn", "Mr Eade"]),
         ("operations", ["appendix", "bunion", "cataract", "hernia", "knee"]),
         ("presents", ["chocolates", "flowers", "grapes", "magazines", "puzzle book"])],
        [("Mrs Dunn is in the first bed.", same("Mrs Dunn", "beds:1")),
         ("The patient who had a knee operation is next to Mrs Dunn.", next_to("beds", "knee", "Mrs Dunn")),
         ("Mr Cobb is in one of the end beds.", one_of("Mr Cobb", "beds:1", "beds:5")),
         ("The patient with the grapes is immediately to the left of Mr Archer.",
          more_by("beds", "Mr Archer", "grapes", 1)),
         ("The chocolates are somewhere to the right of the flowers.", more("beds", "chocolates", "flowers")),
         ("The hernia patient is in the middle bed.", same("hernia", "beds:3")),
         ("The appendix patient is two beds away from the hernia patient.",
          apart("beds", "appendix", "hernia", 2)),
         ("The cataract patient was brought magazines.", same("cataract", "magazines")),
         ("Mr Eade is somewhere between Mrs Dunn and Mrs Bloom.", between("beds", "Mr Eade", "Mrs Dunn", "Mrs Bloom")),
         ("The flowers went either to Mrs Bloom or to Mr Cobb.", either("flowers", "Mrs Bloom", "Mr Cobb"))]),

    # ---------------------------------------------------------------- grids
    Puzzle("hedgehog_rescue_3x4",
        "Four hedgehogs were brought into the Bramble Lane hedgehog rescue last autumn. Work out who found each "
        "hedgehog and how much it weighed when it arrived.",
        [("hedgehogs", ["Conker", "Pickle", "Spike", "Truffle"]),
         ("finders", ["Mrs Hale", "Mr Ives", "Ms Joss", "Mr Kemp"]),
         ("weights", ["340 g", "420 g", "500 g", "580 g"])],
        [("Mr Kemp's hedgehog was the heaviest.", highest("weights", "Mr Kemp")),
         ("Conker weighed 80 g more than Truffle.", more_by("weights", "Conker", "Truffle", 80)),
         ("Of Pickle and the hedgehog Ms Joss found, one weighed 340 g and the other weighed 420 g.",
          pair("Pickle", "Ms Joss", "340 g", "420 g")),
         ("Mrs Hale's hedgehog was lighter than Mr Ives's.", more("weights", "Mr Ives", "Mrs Hale")),
         ("Mr Ives did not find Truffle.", differ("Mr Ives", "Truffle"))]),

    Puzzle("lost_property_3x4",
        "Four items were handed in at the lost property office of Hadley Junction station one Tuesday. Find who "
        "handed in each item and at what time.",
        [("items", ["briefcase", "teddy bear", "trombone", "umbrella"]),
         ("finders", ["Amira", "Baz", "Colette", "Dougie"]),
         ("times", ["8:40am", "10:15am", "11:30am", "1:05pm"])],
        [("The umbrella was handed in 75 minutes after the briefcase.",
          more_by("times", "umbrella", "briefcase", 75)),
         ("Amira handed in her find later in the day than anyone else.", highest("times", "Amira")),
         ("Dougie came in before Colette.", more("times", "Colette", "Dougie")),
         ("The teddy bear was handed in earlier than the umbrella.", more("times", "umbrella", "teddy bear")),
         ("Either Baz or Dougie handed in the umbrella.", either("umbrella", "Baz", "Dougie"))]),

    Puzzle("ferret_racing_3x5",
        "Five ferrets raced through drainpipes at the Wexcombe village fete. Match each ferret to its owner and "
        "its time.",
        [("ferrets", ["Bandit", "Noodle", "Rascal", "Whiskey", "Ziggy"]),
         ("owners", ["Alf", "Bev", "Cath", "Del", "Ern"]),
         ("times", ["11 seconds", "13 seconds", "14 seconds", "16 seconds", "19 seconds"])],
        [("Bev's ferret, Noodle, was the fastest.", all_of(same("Bev", "Noodle"), lowest("times", "Noodle"))),
         ("Ziggy took 2 seconds longer than Bandit.", more_by("times", "Ziggy", "Bandit", 2)),
         ("Alf's ferret finished 3 seconds faster than Cath's.", more_by("times", "Cath", "Alf", 3)),
         ("Of Whiskey and Rascal, one belongs to Alf and the other took 19 seconds.",
          pair("Whiskey", "Rascal", "Alf", "19 seconds")),
         ("Neither Bev nor Del owns Rascal.", neither("Bev", "Del", "Rascal")),
         ("Whiskey beat Ziggy.", more("times", "Ziggy", "Whiskey"))]),

    Puzzle("cheese_rolling_4x4",
        "Four local daredevils chased a seven-pound Double Gloucester down the hill at this year's cheese rolling. "
        "Work out each roller's age, home town and finishing place.",
        [("rollers", ["Gwen", "Hamish", "Ollie", "Shane"]),
         ("ages", ["19", "23", "27", "31"]),
         ("towns", ["Brockworth", "Cheltenham", "Stroud", "Tewkesbury"]),
         ("places", ["1st", "2nd", "3rd", "4th"])],
        [("The youngest roller won the race.", _extremes("ages", False, "places", False)),
         ("Gwen is 4 years younger than Shane.", more_by("ages", "Shane", "Gwen", 4)),
         ("Hamish finished one place behind the 27-year-old.", more_by("places", "Hamish", "27", 1)),
         ("Shane isn't from Tewkesbury.", differ("Shane", "Tewkesbury")),
         ("The four rollers are Gwen, the 31-year-old, the roller from Tewkesbury and the one who came 3rd.",
          distinct("Gwen", "31", "Tewkesbury", "3rd")),
         ("Hamish, who comes from Cheltenham, finished last.",
          all_of(same("Hamish", "Cheltenham"), highest("places", "Hamish"))),
         ("The roller from Brockworth is older than Gwen.", more("ages", "Brockworth", "Gwen"))]),

    Puzzle("origami_class_3x5",
        "Five pupils in Mrs Okafor's origami class each folded a different model. Match each pupil to the model "
        "and the number of minutes it took to fold.",
        [("pupils", ["Ayesha", "Ben", "Chloe", "Dylan", "Esme"]),
         ("models", ["crane", "frog", "lily", "star", "swan"]),
         ("minutes", ["12 minutes", "15 minutes", "18 minutes", "21 minutes", "24 minutes"])],
        [("The swan took the longest to fold.", highest("minutes", "swan")),
         ("Ben finished his model 3 minutes faster than Dylan.", more_by("minutes", "Dylan", "Ben", 3)),
         ("Ayesha took longer than Esme.", more("minutes", "Ayesha", "Esme")),
         ("Of the lily and the frog, one was folded by Ayesha and the other took 12 minutes.",
          pair("lily", "frog", "Ayesha", "12 minutes")),
         ("The lily took 3 minutes longer than the crane.", more_by("minutes", "lily", "crane", 3)),
         ("Dylan folded his model faster than Esme.", more("minutes", "Esme", "Dylan"))]),

    Puzzle("strawberry_picking_4x4",
        "Four families went strawberry picking at Holloway's Farm one Saturday in June. Work out when each family "
        "arrived, how many kilos they picked and what they made with the strawberries.",
        [("families", ["Fenwicks", "Garsides", "Holts", "Irwins"]),
         ("times", ["9:00am", "9:45am", "10:30am", "11:15am"]),
         ("weights", ["3 kg", "4 kg", "5 kg", "6 kg"]),
         ("desserts", ["jam", "pavlova", "shortcake", "smoothies"])],
        [("The family that made jam picked 2 kg more than the Garsides.", more_by("weights", "jam", "Garsides", 2)),
         ("The Holts arrived 45 minutes after the Fenwicks.", more_by("times", "Holts", "Fenwicks", 45)),
         ("The family who arrived first picked the least.", _extremes("times", False, "weights", False)),
         ("The Irwins didn't make pavlova.", differ("Irwins", "pavlova")),
         ("The family who arrived at 11:15am picked the most strawberries.", highest("weights", "11:15am")),
         ("The Holts arrived last, and they made smoothies.",
          all_of(highest("times", "Holts"), same("Holts", "smoothies"))),
         ("The Irwins picked less than the Fenwicks.", more("weights", "Fenwicks", "Irwins"))]),

    Puzzle("canal_walks_4x5",
        "Five members of the Lockside Ramblers each led one walk along the canal towpath this spring and summer. "
        "Match each leader to the length of the walk, the pub where it finished and the month it took place.",
        [("leaders", ["Jean", "Keith", "Lorna", "Malcolm", "Nell"]),
         ("distances", ["4 km", "6 km", "7 km", "9 km", "12 km"]),
         ("pubs", ["Boat Inn", "Navigation", "Ship", "Swan", "Wharf Tavern"]),
         ("months", ["March", "April", "May", "June", "July"])],
        [("The walk to the Swan was 3 km longer than Lorna's.", more_by("distances", "Swan", "Lorna", 3)),
         ("The walk ending at the Ship took place one month after Keith's.", more_by("months", "Ship", "Keith", 1)),
         ("Malcolm's walk was 2 km longer than the May walk.", more_by("distances", "Malcolm", "May", 2)),
         ("The July walk finished at the Boat Inn.", same("July", "Boat Inn")),
         ("Of Nell and the June walk, one was 6 km long and the other ended at the Wharf Tavern.",
          pair("Nell", "June", "6 km", "Wharf Tavern")),
         ("The shortest walk was in June.", lowest("distances", "June")),
         ("Jean's walk was later in the year than Nell's.", more("months", "Jean", "Nell"))]),

    Puzzle("weightlifting_meet_4x5",
        "Five women competed at the Welsh county weightlifting championships. Find each lifter's club, her age "
        "and her best clean and jerk.",
        [("lifters", ["Bryony", "Carys", "Delyth", "Ffion", "Megan"]),
         ("clubs", ["Barry", "Bridgend", "Cardiff", "Newport", "Swansea"]),
         ("lifts", ["95 kg", "100 kg", "105 kg", "110 kg", "120 kg"]),
         ("ages", ["19", "22", "24", "28", "33"])],
        [("The lifter from Barry lifted 5 kg more than Bryony.", more_by("lifts", "Barry", "Bryony", 5)),
         ("The 19-year-old lifted 5 kg less than Megan.", more_by("lifts", "Megan", "19", 5)),
         ("Ffion is 9 years older than Bryony.", more_by("ages", "Ffion", "Bryony", 9)),
         ("The lifter from Newport is 2 years older than the Bridgend lifter.",
          more_by("ages", "Newport", "Bridgend", 2)),
         ("Carys, who lifts for Cardiff, is not the oldest.",
          all_of(same("Carys", "Cardiff"), negated(highest("ages", "Carys")))),
         ("Delyth had the lightest lift of the day.", lowest("lifts", "Delyth"))]),

    Puzzle("mobile_library_4x4",
        "The mobile library makes four stops on its Thursday round, and at each one a faithful regular is waiting "
        "at the steps. Work out the time the van reaches each village, the regular who meets it there and how many "
        "books he or she borrowed.",
        [("villages", ["Ashwell", "Barley", "Cottered", "Dane End"]),
         ("times", ["9:30am", "10:45am", "12:15pm", "1:45pm"]),
         ("regulars", ["Mrs Fisk", "Mr Gale", "Miss Hurd", "Mr Judd"]),
         ("books", ["14 books", "19 books", "23 books", "31 books"])],
        [("Mrs Fisk borrowed 5 more books than Miss Hurd.", more_by("books", "Mrs Fisk", "Miss Hurd", 5)),
         ("The regular at the first stop of the day borrowed the most books.",
          _extremes("times", False, "books", True)),
         ("The van reaches Barley 90 minutes after it reaches Dane End.", more_by("times", "Barley", "Dane End", 90)),
         ("Mr Gale's village is visited sometime before Mrs Fisk's.", more("times", "Mrs Fisk", "Mr Gale")),
         ("Either Ashwell or Cottered is Mr Judd's village.", either("Mr Judd", "Ashwell", "Cottered")),
         ("Cottered isn't the stop where 23 books were borrowed.", differ("Cottered", "23 books")),
         ("The four villages are Ashwell, the 1:45pm stop, Mr Judd's village and the one where 19 books were "
          "borrowed.", distinct("Ashwell", "1:45pm", "Mr Judd", "19 books"))]),

    Puzzle("llama_trekking_4x5",
        "Five guests went llama trekking at Fellside Farm, each leading a different llama on a different route. "
        "Match each guest to the llama, the guest's age and the length of the trek.",
        [("guests", ["Anouk", "Bea", "Cormac", "Dara", "Elif"]),
         ("llamas", ["Dolly", "Gustavo", "Kuzco", "Paddington", "Tina"]),
         ("ages", ["9", "14", "26", "38", "61"]),
         ("treks", ["3 km", "5 km", "6 km", "8 km", "10 km"])],
        [("Dara's trek was 2 km longer than Anouk's.", more_by("treks", "Dara", "Anouk", 2)),
         ("The guest who led Gustavo is 12 years younger than Anouk.", more_by("ages", "Anouk", "Gustavo", 12)),
         ("Of Bea and the guest who led Dolly, one walked 3 km and the other walked 5 km.",
          pair("Bea", "Dolly", "3 km", "5 km")),
         ("Kuzco's trek was longer than Tina's.", more("treks", "Kuzco", "Tina")),
         ("Neither Elif nor Dara led Kuzco.", neither("Elif", "Dara", "Kuzco")),
         ("The 38-year-old led Paddington.", same("38", "Paddington")),
         ("Elif walked 1 km farther than Cormac.", more_by("treks", "Elif", "Cormac", 1)),
         ("Elif is 5 years older than Cormac.", more_by("ages", "Elif", "Cormac", 5))]),
)
PUZZLES = {p.name: p for p in _PUZZLES}
