"""Puzzle-book English: every phrasing family of a pasted puzzle is read exactly, or refused.

Months and dates with their offsets, titles before names, values with full stops and symbols,
a category noun after a value ("Hollis Arena"), thousands separators and decimals, verbs and
adjectives that name the ordered category ("taller", "costs less", "starts before"), spelled
ordinals, amounts in unit words the values do not print ("25 cents", "7 points", "4 lbs."),
hyphenated forms ("the 12-year-old"), "the X one", counted lists, categories with units in
brackets, noon and midnight, and a value named by its last word ("the juice").
"""

from __future__ import annotations

import itertools

import pytest

import pylogic
from pylogic.clues.compiler import compile_clues
from pylogic.errors import InputErrors
from relation_text import show


def relations(header: str, sentence: str) -> list[str]:
    compiled = compile_clues(header + "1. " + sentence + "\n", "t.clues")
    return [show(relation) for relation in compiled.clues[0].relations]


BUNGALOWS = ("bungalow : 1, 2, 3, 4, 5.\nperson : Ann, Bob, Cy, Dee, Eve.\n"
             "sport : cricket, golf, tennis, polo, judo.\n")
COMETS = ("comets : Arrowtail, Cinder, Driftwood.\nastronomers : Dr. Osei, Dr. Varga, Dr. Mbeki.\n"
          "months : January, February, March.\nbrightness : first, second, third.\n")

DAYS = ("customers : Hector, Ivan, Kelly, Jeanette.\norders : burger, pasta, soup, taco.\n"
        "days : Monday, Tuesday, Wednesday, Thursday.\n")

CLIMBERS = ("climbers : Ilse, Juan, Kofi, Lena.\ncountries : Peru, Chile, Nepal, Kenya.\n"
            "heights : 5,200 m, 5,400 m, 5,600 m, 5,800 m.\nages : 24, 27, 30, 33.\n")

RUNNERS = ("runners : Ada, Bree, Cal.\nplaces : first, second, third.\nteams : Jets, Owls, Rams.\n")

SHIRTS = "runners : Ada, Bree, Cal.\nshirts : blue, red, green.\nplaces : first, second, third.\n"

THEATERS = ("theater : Bijou, Rialto, Majestic.\ncapacity : 800 seats, 1,000 seats, 1,200 seats.\n"
            "city : Akron, Dayton, Omaha.\n")
BARDS = "bards : Gareth, Rhian, Eleri.\ncontests : solo, harp, recitation.\nmarks : 78, 81, 84.\n"
SCHOOL = "students : Greg, Ivy, Jon.\nprojects : robot, volcano, oven.\ngrades : 85, 88, 91.\n"

HOUSES = "house : 1, 2, 3.\nname : Carol, Dave, Eve.\npet : bird, cat, dog.\ndrink : milk, tea, water.\n"

AGES = "people : Bo, Cy, Di.\nages : 25, 30, 35.\npets : dog, cat, fish.\narrivals : 9:00am, 10:00am, 11:00am.\n"

FLIGHTS = ("flights : 101, 215, 330.\ndestinations : Atlanta, Boston, Denver.\n"
           "departures : 6:15 am, 7:30 am, 9:00 am.\n")

NEWBORNS = ("animals : giraffe, okapi, rhino.\nbirth dates : April 3, April 10, April 17.\n"
            "weights (pounds) : 35, 60, 95.\nkeepers : Mateo, Nadia, Quentin.\n")
REUNION = "classmates : Carla, Derek, Fiona.\ndistances (miles) : 12, 45, 150.\narrivals : 6:00pm, 6:20pm, 6:40pm.\n"
ESCAPES = "families : Harpers, Jansens, Kowalskis.\ntimes (minutes) : 41, 48, 53.\ngroup sizes : 3, 4, 5.\n"
CHECKUPS = ("children : Milo, Nora, Otis.\nages : 4, 5, 6.\nheights (inches) : 38, 41, 44.\n"
            "weights (pounds) : 33, 37, 42.\n")
TOURS = ("guides : Aldo, Bex, Corin.\nstart times : 10:00am, 11:00am, 1:00pm.\nfloors : 1, 2, 3.\n"
         "group sizes : 8, 11, 14.\n")

STARS = ("fans : Gillian, Kevin, Lorraine.\nstars : Dame Hermione Slade, Sir Lionel Pike, Miss Ruby Vance.\n"
         "signed : programme, photograph, ticket.\n")
COMICS = "comedians : Dev, Erin, Fitz.\nslots : 1st, 2nd, 3rd.\nscores : 71, 76, 88.\n"
LANE = ("householders : Mrs Abbott, Mr Bright, Mr Dunn.\ncottages : No. 2, No. 4, No. 6.\n"
        "milk : 1 pint, 2 pints, 3 pints.\n")
TITLED = "person : Dean, Jess, Kate.\nsurname : Fenton, Gault, Hart.\ntitle : Dr, Mr, Ms.\nage : 20, 30, 40.\n"
RACERS = ("runner : Ann, Bob, Cy.\ntown : Leeds, York, Hull.\nshirt : red, blue, gold.\nplace : 1st, 2nd, 3rd.\n")
KENNELS = "dogs : Bruno, Max, Rex.\nkennels : 1, 2, 3.\ntoys : ball, bone, rope.\n"
UMBRELLAS = "friends : Greta, Hugo, Ines.\numbrellas : first, second, third.\ndrinks : cola, juice, tea.\n"
FLOATS = ("clubs : Alder, Birch, Cedar.\npositions : first, second, third.\nthemes : circus, jungle, pirates.\n"
          "lengths (feet) : 20, 28, 36.\nriders : 5, 7, 9.\n")
TENANTS = "tenants : Beatrix, Cedric, Dolly.\nfloors : 2, 3, 4.\npets : cat, ferret, parrot.\n"
TEACHERS = ("teachers : Mr. Bray, Mrs. Cruz, Ms. Dale.\nsubjects : algebra, biology, French.\n"
            "rooms : 101, 104, 107.\nclass sizes : 22, 24, 26.\n")
CHARTS = ("charts : Aegean, Baltic, Danube.\nyears : 1720, 1745, 1770.\nwidths (inches) : 18, 26, 34.\n"
          "dealers : Fairweather, Goodbody, Jessop.\n")
HANDLERS = "handlers : Aiden, Bella, Daria.\nbreeds : beagle, boxer, poodle.\nweights (pounds) : 22, 30, 38.\n"
CHESS = "players : Anselm, Berenike, Casimir.\nplaces : first, second, third.\nratings : 1,650, 1,725, 1,800.\n"
ARENAS = "arenas : Halvorsen, Pierce, Quarry.\ncities : Boise, Omaha, Reno.\nattendance : 8,000, 9,500, 11,000.\n"
RADIO = "hosts : Cass, Fitz, Mari.\nstart times : 10:00pm, 11:00pm, midnight.\nshows : folk, jazz, sports.\n"

JUMPS = ("jumpers : Aksel, Chiara, Eero.\ncountries : Austria, Italy, Norway.\nplaces : 1st, 2nd, 3rd.\n"
         "distances (meters) : 118, 122, 126.\n")
LODGE_NIGHTS = "guests : Anders, Britt, Colette, Dario.\nfloors : 2, 4, 5, 6.\nnights : 1, 2, 3, 4.\n"
REGATTA = "clubs : Cresswell, Dunlin, Elmbridge.\nlanes : 1, 2, 3.\ntimes (seconds) : 402, 407, 411.\n"

SYMPOSIUM = ("speakers : Ann, Bob, Cy, Di.\ntopics : glaciers, lasers, proteins, viruses.\n"
             "times : 9:00 am, 10:00 am, 11:00 am, 1:00 pm.\n")

MOVIES = ("friends : Leah, Omar, Nadia.\nshowtimes : 6:30 pm, 7:15 pm, 8:00 pm.\n"
          "screens : Screen 1, Screen 2, Screen 3.\n")

GALLERY = "artists : Anouk, Bastian, Elsa.\nprices : $800, $1,200, $1,600.\nmonths : January, February, March.\n"
BEES = "beekeepers : Ann, Bea, Cal.\nhives : 3 hives, 5 hives, 7 hives.\njars sold : 12 jars, 18 jars, 24 jars.\n"

WEATHER = "city : Oslo, Rome, Lima.\ntemperature : -10, -5, 5.\nage (years) : 20, 30, 40.\n"
SWIM = "swimmer : Ann, Bob, Cy.\nlane : 1, 2, 3.\ntime (seconds) : 50, 51, 52.\n"
PLACES = "runner : Ann, Bob, Cy.\nplace : 1st, 2nd, 3rd.\nprize : $10, $20, $30.\n"

STAYS = "guest : Ann, Bob, Cy.\nnights : 1, 3, 5.\ncheck-in : Monday, Tuesday, Wednesday.\n"

TALENT = ("students : Lena, Marco, Nia, Otto.\nacts : juggling, magic, tap dance, ventriloquism.\n"
          "grades : 5th, 6th, 7th, 8th.\nplacings : first, second, third, fourth.\n")

JAZZ = ("bands : Bayou Six, Night Owls, Red Hots.\ninstruments : cornet, piano, trombone.\n"
        "start times : 5:00pm, 6:00pm, 7:00pm.\n")

CALENDAR = ("people : Ann, Bob, Cy, Di.\ndates : June 3, June 5, June 7, June 9.\n"
            "months : January, February, March, April.\nprices : $1, $2, $3, $4.\n")

ROOMS = "name : Ann, Bob, Cy, Di.\nroom : 101, 102, 201, 202.\n"
VISITS = "names : Ann, Bob, Cat, Dan.\ntowns : Dover, Ely, Hull, Leeds.\nmonths : March, April, May, June.\n"
KITS = ("kits : Orion, Lyra.\nbuyers : Ann, Bob.\nmonths : January, April.\nprices : $4.50, $5.00.\n")
SPICES = "vendors : Farid, Hamid.\nspices : cumin, sumac.\nprices : $1.20, $1.85.\n"
SCOOPS = ("friends : Abigail, Brandon, Celeste.\nflavors : mint chip, pistachio, strawberry.\nscoops : 1, 2, 3.\n"
          "prices : $2.25, $2.75, $3.25.\n")
MAGIC = ("magicians : Madame Zora, Mystic Max, Sly Sylvester.\nlengths : 8 minutes, 12 minutes, 16 minutes.\n"
         "order : first, second, third.\n")
DINNERS = "couples : the Garcias, the Kellers.\ntimes : 5:30 pm, 7:30 pm.\nwines : Bordeaux, Merlot.\n"
CANDY = "children : Amy, Bart.\ncostumes : pirate, wizard.\ncandies : 12, 15.\nprices : $1, $2.\n"
BRIDGE = ("players : Mrs Ashby, Mr Fenwick, Miss Harcourt, Mr Pollard.\ntowns : Harrogate, Leeds, Whitby, York.\n"
          "scores : 1,240, 1,480, 1,720, 1,960.\nnights : Monday, Tuesday, Wednesday, Thursday.\n")
DOG_AGES = "owner : Ann, Bob.\ndog : Rex, Fido.\ndog's age : 2, 8.\n"
STAYS2 = "guests : Ann, Bob.\narrival : 1:00pm, 2:00pm.\ndeparture : 5:00pm, 6:00pm.\n"
SUMMITS = "climbers : Ilse, Juan.\nheights : 8,500 ft, 9,000 ft.\nplaces : first, second.\n"
ALUMNI = "alumni : Ann, Bob.\ngraduation years : 2001, 2003.\nlockers : 10, 20.\n"
LETTER_GRADES = "students : Ann, Bob.\ngrades : C, B.\nlockers : 10, 20.\n"
REPAIRS = ("customers : Ms. Quill, Mr. Pratt, Dr. Rusk.\ncosts : $45, $60, $75.\n"
           "pickups : Monday, Tuesday, Wednesday.\n")
WALKS = "leaders : Marjorie, Rodney.\ndirections : north, west.\nlengths : 6 miles, 8 miles.\n"
AUCTION = "bidders : Mr. Fairley, Mrs. Kemp.\nyears : 1902, 1915.\nbids : $220, $260.\n"
COFFEES = "doctors : Dr. Coyle, Dr. Birch.\ncoffees : 1 cup, 2 cups.\n"
RODEO = "riders : Clint, Dusty.\nevents : bull riding, steer wrestling.\nages : 19, 22.\n"
SPELLERS = "spellers : Bella, Carmen, Diego.\nwords : chasm, heir, gauge.\nplaces : first, second, third.\n"
GLACIERS = ("glaciers : Kettle, Wolverine, Amberly.\nelevations : 6,500 ft, 7,000 ft, 7,500 ft.\n"
            "lengths (miles) : 3, 5, 7.\n")
GRADERS = "student : Ada, Ben, Cal, Dee.\ngrade : 9th, 10th, 11th, 12th.\nscore : 7.5, 8.0, 8.5, 9.0.\n"
BIRTH_YEARS_MONTHS = "person : Ann, Bob, Cy.\nyear : 2001, 2002, 2003.\nmonth : March, April, May.\n"
OFFICE = "employee : Ann, Bob, Cy.\nhired : 2010, 2011, 2012.\ndesk : 1, 2, 3.\n"
SHOWTIMES = "names : Ann, Bob, Cy.\ntimes : 10:00am, 11:00am, noon.\nfilms : Alpha, Beta, Gamma.\n"
PARTY_FLOORS = "names : Ann, Bob, Cy.\ndates : June 3rd, June 10th, June 17th.\nfloors : 1, 2, 3.\n"
AUTHORS = "authors : Ada Pruitt, Boris Yancey, Celia Hargrove.\ngenres : cookbook, memoir, mystery.\n"
BOWLING = "bowlers : Dot, Bev, Cy.\nscores : 100, 111, 122.\nballs : black, green, red.\n"
WINS = "teams : Ants, Bees, Cats, Dogs.\nwins : 2, 4, 6, 8.\n"
TRIPS_AND_BIRTHS = ("names : Ann, Bob, Cat, Dan.\nbirth months : January, February, March, April.\n"
                    "trip months : May, June, July, August.\n")
BIRTHS = ("names : Ann, Bob, Cat, Dan.\nbirth months : January, February, March, April.\n"
          "towns : Dover, Ely, Hull, Leeds.\n")

APPOINTMENTS = ("name : Ann, Bob, Cy, Di.\nprice : $5, $10, $15, $20.\n"
                "day : Monday, Tuesday, Wednesday, Thursday.\ntime : 9:00am, 11:00am, 2:00pm, 4:00pm.\n")

LANES = "runner : Ann, Bob, Cy, Di.\nplace : 1st, 2nd, 3rd, 4th.\nlane : 1, 2, 3, 4.\n"

ERAS = "artifact : amulet, scroll, vase.\ndate : 300 BC, 100 B.C., AD 200.\n"
TRIPS = "couple : Allens, Bakers, Cyrs.\nanniversary : 5, 10, 15.\nmonth : January, March, May.\n"
HUTS = ("hiker : Ann, Bob, Cy.\nelevation : 1,800 m, 2,100 m, 2,400 m.\ntrail : 6 km, 8 km, 10 km.\n"
        "arrival : 1:00pm, 2:00pm, 3:00pm.\n")
LESSONS = ("name : Ann, Bob, Cy, Di.\ntime : 10:00am, 1:00pm, 2:00pm, 3:30pm.\n"
           "day : Monday, Tuesday, Wednesday, Thursday.\n")
FERRIES = "ferry : Albatross, Bluebell, Corsair.\ndeparture : 8:00am, 9:30am, 11:00am.\nfare : $4, $6, $8.\n"
TRIPS2 = ("name : Ann, Bob, Cy, Dee.\nmonth : Jan., Feb., Mar., Apr.\ncity : St. Ives, Hollis, Ely, Dover.\n"
          "job : pilot, vet, chef, nurse.\n")
SONGS = "singer : Ana, Bea, Cat, Dot.\ntime : 7:00pm, 7:30pm, 8:00pm, 8:30pm.\nsong : Aria, Ballad, Carol, Dirge.\n"
SCORES = "student : Ann, Bea, Cal, Dev.\nscore : 71, 78, 85, 92.\nsubject : art, math, music, Spanish.\n"
BRITISH = ("forenames : Ruth, Sally, Tom, Victor.\nsurnames : Dawson, Ellis, Fraser, Grant.\n"
           "prices : £3.50, £4.00, £4.50, £5.00.\ntimes : 9.30am, 10.00am, 10.30am, 11.00am.\n")
PARCELS = ("names : Ruth, Sally, Tom.\ndates : 3rd May, 10th May, 17th May.\nweights : 2 lb, 3 lb, 4 lb.\n"
           "prices : £2.50, £3.50, £4.50.\n")
BOATS = "name : Ann, Bob, Cy.\nlength : 3 feet, 4 feet, 6 feet.\nyears : 1990, 2000, 2010.\n"

ELEPHANTS = 'elephants : Asha, Kamala, Mabel.\narrivals : 2012, 2013, 2014.\nages : 22 years, 26 years, 30 years.\n'
SCHOOL_GRADES = 'children : Ivy, Jonah, Milo.\ngrades : 1st grade, 2nd grade, 3rd grade.\nguesses : 250, 300, 375.\n'
RIDERS = 'riders : Harriet, Chloe, Lucy.\nages : 9, 11, 13.\ncolours : bay, dun, grey.\n'
KOI = ("# Match each koi's length to its owner, its variety and its age.\nlengths : 18 inches, 20 inches, 22 inches.\n"
       "owners : Isaiah, Jolene, Lucas.\nvarieties : Asagi, Kohaku, Showa.\nages : 2 years, 3 years, 4 years.\n")
PUPPIES = ("# Work out the name, breed and age of each walker's puppy.\nwalkers : Alison, Brian, Carol.\n"
           "puppies : Barley, Fudge, Maple.\nages : 4 months, 5 months, 6 months.\n")
PARROTS = ("# Match each new owner to the parrot, its species and its age.\n"
           "owners : Mrs. Klein, Mr. Lowry, Mr. Ortiz.\nparrots : Captain, Kiwi, Mango.\n"
           "species : macaw, conure, African grey.\nages : 3 years, 7 years, 11 years.\n")
BOOTS = ("children : Evie, Jack, Ruby.\ncolours : green, pink, yellow.\nsizes : size 10, size 11, size 12.\n"
         "puddles : 3 puddles, 5 puddles, 7 puddles.\n")
TUCK_SHOP = ("# Four children each bought one thing at the school tuck shop.\nchildren : Alfie, Grace, Mo, Poppy.\n"
             "years : Year 3, Year 4, Year 5, Year 6.\nprices : 20p, 30p, 40p, 50p.\n")
MUD_RUN = "runners : Ian, Jenna, Kyle.\ntimes : 38 minutes, 42 minutes, 46 minutes.\npledges : $150, $200, $250.\n"
UNEVEN_PRICES = "shopper : Cid, Ivy, Bob, Tom.\nitem : vase, lamp, rug, clock.\nprice : $5, $10, $20, $40.\n"
READ = [
    ('kits : Orion, Vega, Lyra.\nmonths : January, February, March.\nmakers : Kit, Ora, Pat.\n',
     'Kit will leave 1 month after Ora.',
     ['offset(makers:Kit,makers:Ora,months,1)']),
    ('kits : Orion, Vega, Lyra.\nmonths : January, February, March.\nmakers : Kit, Ora, Pat.\n',
     'The Orion kit shipped sometime before the Vega kit.',
     ['less(kits:Orion,kits:Vega,months)']),
    ('kits : Orion, Vega, Lyra.\nmonths : January, February, March.\nmakers : Kit, Ora, Pat.\n',
     "Pat's kit shipped in March.",
     ['same(makers:Pat,months:March)']),
    ('kits : Orion, Vega, Lyra.\nmonths : Jan., Feb., Mar.\nmakers : Kit, Ora, Pat.\n',
     'Kit will leave 1 month after Ora.',
     ['offset(makers:Kit,makers:Ora,months,1)']),
    ('kits : Orion, Vega, Lyra.\nmonths : Jan., Feb., Mar.\nmakers : Kit, Ora, Pat.\n',
     "Pat's kit shipped in February.",
     ['same(makers:Pat,months:Feb.)']),
    ('kits : Orion, Vega, Lyra.\nmonths : Jan., Feb., Mar.\nmakers : Kit, Ora, Pat.\n',
     'The Orion kit shipped in Jan.',
     ['same(kits:Orion,months:Jan.)']),
    ('people : Nell, Otto, Pia.\ndates : April 13th, April 20th, May 13th.\n',
     "Nell's party is 1 month after Otto's.",
     ['any_of([all_of([same(people:Nell,dates:May 13th),same(people:Otto,dates:April 13th)])])']),
    ('people : Nell, Otto, Pia.\ndates : April 13th, April 20th, May 13th.\n',
     "Pia's party is a week after Otto's.",
     ['offset(people:Pia,people:Otto,dates,7)']),
    ('teachers : Mr. Bray, Mrs. Cruz, Dr. Farley.\nkids : Lou, Max, Ned.\n',
     "Lou sat in Mrs. Cruz's class.",
     ['same(kids:Lou,teachers:Mrs. Cruz)']),
    ('teachers : Mr. Bray, Mrs. Cruz, Dr. Farley.\nkids : Lou, Max, Ned.\n',
     "Max is in Dr. Farley's class.",
     ['same(kids:Max,teachers:Dr. Farley)']),
    ('teachers : Mr. Bray, Mrs. Cruz, Dr. Farley.\nkids : Lou, Max, Ned.\n',
     "Ned isn't in Bray's class.",
     ['different(kids:Ned,teachers:Mr. Bray)']),
    ('handlers : Officer Ruiz, Officer Lee.\ndogs : Rex, Fido.\n',
     'The dog assigned to Officer Ruiz is Rex.',
     ['same(handlers:Officer Ruiz,dogs:Rex)']),
    ('teachers : Bray, Cruz.\nkids : Lou, Max.\n',
     "Lou sat in Mr. Bray's class.",
     ['same(kids:Lou,teachers:Bray)']),
    ("peaks : Mt. Knox, St. Ives, Zeke's Spruce.\ngrades : C-, B, B+.\nclimbers : Ann, Bob, Cy.\n",
     'Ann climbed Mt. Knox.',
     ['same(climbers:Ann,peaks:Mt. Knox)']),
    ("peaks : Mt. Knox, St. Ives, Zeke's Spruce.\ngrades : C-, B, B+.\nclimbers : Ann, Bob, Cy.\n",
     'Bob got a B+.',
     ['same(climbers:Bob,grades:B+)']),
    ("peaks : Mt. Knox, St. Ives, Zeke's Spruce.\ngrades : C-, B, B+.\nclimbers : Ann, Bob, Cy.\n",
     'Cy got a lower grade than Bob.',
     ['less(climbers:Cy,climbers:Bob,grades)']),
    ("peaks : Mt. Knox, St. Ives, Zeke's Spruce.\ngrades : C-, B, B+.\nclimbers : Ann, Bob, Cy.\n",
     "The climber of Zeke's Spruce got the C-.",
     ["same(peaks:Zeke's Spruce,grades:C-)"]),
    ('robots : Model 2C, K-9, Streeter Inc.\nbattery : 55%, 65%, 75%.\n',
     'Model 2C has 10% more battery than K-9.',
     ['offset(robots:Model 2C,robots:K-9,battery,10)']),
    ('robots : Model 2C, K-9, Streeter Inc.\nbattery : 55%, 65%, 75%.\n',
     'Streeter Inc. has the fullest battery.',
     ['same(robots:Streeter Inc,battery:75%)']),
    ('arenas : Hollis, Delta.\nfans : 8,500, 9,000.\n',
     'Hollis Arena drew 500 more fans than Delta.',
     ['offset(arenas:Hollis,arenas:Delta,fans,500)']),
    ('climbers : Ilse, Juan.\nheights : 8,500 ft, 9,000 ft.\nages : 30, 40.\n',
     'Juan is taller than Ilse.',
     ['less(climbers:Ilse,climbers:Juan,heights)']),
    ('climbers : Ilse, Juan.\nheights : 8,500 ft, 9,000 ft.\nages : 30, 40.\n',
     'Juan is 10 years older than Ilse.',
     ['offset(climbers:Juan,climbers:Ilse,ages,10)']),
    ('jobs : cook, maid.\ntimes : 9:00am, 10:00am.\nprices : $12.50, $13.50.\n',
     "The cook's shift starts sometime before the $12.50 job.",
     ['less(jobs:cook,prices:$12.50,times)']),
    ('jobs : cook, maid.\ntimes : 9:00am, 10:00am.\nprices : $12.50, $13.50.\n',
     'The maid costs less than the cook.',
     ['less(jobs:maid,jobs:cook,prices)']),
    ('jobs : cook, maid.\ntimes : 9:00am, 10:00am.\nprices : $12.50, $13.50.\n',
     "The cook's shift starts an hour after the maid's.",
     ['offset(jobs:cook,jobs:maid,times,60)']),
    ('runners : Marta, Len, Ida.\nplaces : first, second, third.\n',
     'Marta placed 2 spots after Len.',
     ['offset(runners:Marta,runners:Len,places,2)']),
    ('runners : Marta, Len, Ida.\nplaces : first, second, third.\n',
     'Ida ranked 1 spot ahead of Len.',
     ['offset(runners:Ida,runners:Len,places,-1)']),
    ('kids : Ann, Bob.\nscores : 41, 48.\n',
     'Ann scored 7 points higher than Bob.',
     ['offset(kids:Ann,kids:Bob,scores,7)']),
    ('kids : Ann, Bob.\nprices : $1.25, $1.50.\n',
     'Ann paid 25 cents more than Bob.',
     ['offset(kids:Ann,kids:Bob,prices,25)']),
    ('kids : Ann, Bob.\nlengths : 30 ft., 60 ft.\n',
     "Ann's boat is 30 feet longer than Bob's.",
     ['offset(kids:Ann,kids:Bob,lengths,30)']),
    ('kids : Ann, Bob.\npounds : 3, 7.\n',
     "Ann's fish weighs 4 lbs. more than Bob's.",
     ['offset(kids:Ann,kids:Bob,pounds,4)']),
    ('kids : Ann, Bob, Cy.\nages : 12, 13, 15.\npages : 15, 20, 30.\n',
     'The 12-year-old wrote a 15-page report.',
     ['same(ages:12,pages:15)']),
    ('kids : Ann, Bob, Cy.\nages : 12, 13, 15.\npages : 15, 20, 30.\n',
     'Bob is the 13-year-old.',
     ['same(kids:Bob,ages:13)']),
    ('kids : Ann, Bob, Cy.\nages : 12, 13, 15.\npages : 15, 20, 30.\n',
     'Cy is the oldest.',
     ['same(kids:Cy,ages:15)']),
    ('kids : Ann, Bob, Cy.\nages : 12, 13, 15.\npages : 15, 20, 30.\n',
     'The 15-year-old one is Cy.',
     ['same(ages:15,kids:Cy)']),
    ('kids : Ann, Bob.\nflavors : lemon, lime.\n',
     "The lemon-flavored one is Ann's.",
     ['same(flavors:lemon,kids:Ann)']),
    ('kids : Ann, Bob.\ncolors : blue, red.\n',
     "The blue one is Ann's.",
     ['same(colors:blue,kids:Ann)']),
    ('teams : A, B, C, D, E.\nwins : 1, 2, 3, 4, 5.\n',
     'The five teams will be A, B, C, D and E.',
     ['all_different([teams:A,teams:B,teams:C,teams:D,teams:E])']),
    ('kids : Ann, Bob.\nfees (dollars) : 120, 135.\n',
     'Ann paid $15 more than Bob.',
     ['offset(kids:Ann,kids:Bob,fees (dollars),15)']),
    ('kids : Ann, Bob, Cy.\ntimes : 11:00am, 12 noon, 1:00pm.\n',
     'Ann arrived at noon.',
     ['same(kids:Ann,times:12 noon)']),
    ('kids : Ann, Bob, Cy.\ntimes : 11:00am, 12 noon, 1:00pm.\n',
     'Bob arrived an hour after Ann.',
     ['offset(kids:Bob,kids:Ann,times,60)']),
    ('kids : Ann, Bob, Cy.\ntimes : 11:00am, 12 noon, 1:00pm.\n',
     'Cy came at 12 noon.',
     ['same(kids:Cy,times:12 noon)']),
    ('kids : Ann, Bob.\ndrinks : orange juice, tea.\n',
     'Ann had the juice.',
     ['same(kids:Ann,drinks:orange juice)']),
    # a list of times across midnight: "midnight" is the value between 11:00pm and 1:00am
    ('hosts : Ann, Bob, Cy.\nstarts : 11:00pm, midnight, 1:00am.\n',
     "Ann's show starts at midnight.",
     ['same(hosts:Ann,starts:midnight)']),
    ('hosts : Ann, Bob, Cy.\nstarts : 11:00pm, midnight, 1:00am.\n',
     "Bob's show starts an hour after midnight.",
     ['offset(hosts:Bob,starts:midnight,starts,60)']),
    # "born before" is older, in ages and in years of birth alike
    ('runners : Ann, Bob, Cy.\nages : 45, 48, 51.\n',
     'Ann was born 6 years before Bob.',
     ['offset(runners:Ann,runners:Bob,ages,6)']),
    ('runners : Ann, Bob, Cy.\nbirth years : 1970, 1973, 1976.\n',
     'Ann was born 6 years before Bob.',
     ['offset(runners:Ann,runners:Bob,birth years,-6)']),
    ('runners : Ann, Bob, Cy.\nages : 45, 48, 51.\n',
     'Cy was born sometime after Bob.',
     ['less(runners:Cy,runners:Bob,ages)']),
    # words of height on levels: the higher floor or grade has the larger number; on places,
    # the better (smaller) place is the higher one
    ('people : Ann, Bob, Cy.\nfloors : 1, 2, 3.\n',
     'Ann lives one floor above Bob.',
     ['offset(people:Ann,people:Bob,floors,1)']),
    ('people : Ann, Bob, Cy.\nfloors : 1, 2, 3.\n',
     'Cy lives below Bob.',
     ['less(people:Cy,people:Bob,floors)']),
    ('students : Ann, Bob, Cy.\ngrades : 3rd, 4th, 5th.\nscores : 55, 62, 69.\n',
     'Ann is in a lower grade than the student who scored 62.',
     ['less(students:Ann,scores:62,grades)']),
    ('students : Ann, Bob, Cy.\ngrades : 3rd, 4th, 5th.\nscores : 55, 62, 69.\n',
     'Bob is 1 grade higher than Cy.',
     ['offset(students:Bob,students:Cy,grades,1)']),
    ('runners : Ann, Bob, Cy.\nplaces : first, second, third.\n',
     'Ann ranked higher than Bob.',
     ['less(runners:Ann,runners:Bob,places)']),
    ('runners : Ann, Bob, Cy.\nplaces : first, second, third.\nshirts : gray, green, red.\n',
     'The runner who came in third wore gray.',
     ['same(places:third,shirts:gray)']),
    # a restriction by a comparison: nothing it picks out is any of the things named after it
    ('hosts : Ann, Bob, Cy.\nstarts : 9:00pm, 10:00pm, 11:00pm.\nshows : folk, jazz, sports.\n',
     'None of the shows that start before 11:00pm is about sports or jazz.',
     ['not(less(shows:sports,starts:11:00pm,starts))', 'not(less(shows:jazz,starts:11:00pm,starts))']),
    ('hosts : Ann, Bob, Cy.\nstarts : 9:00pm, 10:00pm, 11:00pm.\nshows : folk, jazz, sports.\n',
     'Nobody who starts after Ann hosts jazz.',
     ['not(less(hosts:Ann,shows:jazz,starts))']),
    # "the winner" is first place in a line of places
    ('runners : Ann, Bob, Cy.\nplaces : first, second, third.\n',
     'Bob finished 1 spot behind the winner.',
     ['offset(runners:Bob,places:first,places,1)']),
    # "A and B are two different people: one ... and the other ..."
    ('kids : Ann, Bob, Cy.\npets : cat, dog, eel.\nages : 5, 6, 7.\n',
     'Ann and the 6-year-old are two different people: one has the cat and the other has the eel.',
     ['pair(kids:Ann,ages:6,pets:cat,pets:eel)']),
    # a category noun before a number makes it a name, and a verb after it counts nothing
    ('teachers : Ann, Bob, Cy.\nrooms : 107, 110, 113.\nclass sizes : 20, 24, 28.\n',
     'The teacher in room 110 has a bigger class than Ann.',
     ['less(teachers:Ann,rooms:110,class sizes)']),
    ('kids : Oona, Percy, Quinn.\ncups sold : 18, 20, 22.\n',
     'Oona sold 2 more cups than Percy.',
     ['offset(kids:Oona,kids:Percy,cups sold,2)']),
    ('guests : Ann, Bob, Cy.\nprices : $80, $90, $100.\nnights : 2, 3, 4.\n',
     'The guest who paid $80 stayed longer than Bob.',
     ['less(guests:Bob,prices:$80,nights)']),
    # the noun right after a superlative names its category first
    ('teachers : Ann, Bob, Cy.\nrooms : 107, 110, 113.\nclass sizes : 20, 24, 28.\n',
     'The teacher with the smallest class is in room 107.',
     ['same(class sizes:20,rooms:107)']),
    ('teachers : Ann, Bob, Cy.\nrooms : 107, 110, 113.\nclass sizes : 20, 24, 28.\nsubjects : art, math, music.\n',
     'Either the teacher with the smallest class or the teacher with the largest class is the art teacher.',
     ['one_of([same(class sizes:20,subjects:art),same(class sizes:28,subjects:art)])']),
    # a place word names the place of that number, also when the places do not start at first
    ('runners : Ann, Bob, Cy.\nplaces : second, third, fourth.\n',
     'Ann came in fourth.',
     ['same(runners:Ann,places:fourth)']),
    ('runners : Ann, Bob, Cy.\nplaces : second, third, fourth.\n',
     'The runner who finished second is Cy.',
     ['same(places:second,runners:Cy)']),
    # "first" of a discovery says who discovered it; an event verb compares dates, a ranking
    # verb places
    (COMETS, 'The comet first seen by Dr. Varga was spotted 2 months after Arrowtail.',
     ['offset(astronomers:Dr. Varga,comets:Arrowtail,months,2)']),
    (COMETS, 'Driftwood, which Dr. Osei saw first, ranked 1 spot below Cinder.',
     ['same(comets:Driftwood,astronomers:Dr. Osei)', 'offset(comets:Driftwood,comets:Cinder,brightness,1)']),
    (COMETS, 'Dr. Osei was not the first to see Cinder or Driftwood.',
     ['different(astronomers:Dr. Osei,comets:Cinder)', 'different(astronomers:Dr. Osei,comets:Driftwood)']),
    (COMETS, 'Cinder was spotted sometime before Arrowtail.', ['less(comets:Cinder,comets:Arrowtail,months)']),
    (COMETS, 'Cinder ranked sometime before Arrowtail.', ['less(comets:Cinder,comets:Arrowtail,brightness)']),
    # days of the week are an ordered category of dates; "the day after" is one day after
    (DAYS, 'Hector came in 2 days after the customer who ordered soup.',
     ['offset(customers:Hector,orders:soup,days,2)']),
    (DAYS, 'Hector came in the day after Ivan.', ['offset(customers:Hector,customers:Ivan,days,1)']),
    (DAYS, 'The soup was ordered the day before the burger.', ['offset(orders:soup,orders:burger,days,-1)']),
    (DAYS, 'The burger was ordered later in the week than the soup.', ['less(orders:soup,orders:burger,days)']),
    (DAYS, "Ivan's visit was sometime after Kelly's.", ['less(customers:Kelly,customers:Ivan,days)']),
    (DAYS, 'The burger was ordered on a day after Tuesday.', ['less(days:Tuesday,orders:burger,days)']),
    (DAYS.replace("Monday, Tuesday, Wednesday, Thursday", "Mon., Tues., Wed., Thurs."), 'Ivan came in on Thursday.',
     ['same(customers:Ivan,days:Thurs.)']),
    (DAYS.replace("Monday, Tuesday, Wednesday, Thursday", "Friday, Saturday, Sunday, Monday"),
     'Ivan came in 2 days after Hector.',
     ['offset(customers:Ivan,customers:Hector,days,2)']),
    ('people : Nell, Otto, Pia.\nyears : 2001, 2002, 2003.\n', 'Nell was born the year after Otto.',
     ['offset(people:Nell,people:Otto,years,1)']),
    ('people : Nell, Otto, Pia.\ndates : April 13th, April 14th, April 15th.\n',
     "Nell's party was on the day before Otto's.", ['offset(people:Nell,people:Otto,dates,-1)']),
    # a relative clause after a comma speaks of the thing named last
    (CLIMBERS, 'Juan is older than Lena, who is from Peru.',
     ['less(climbers:Lena,climbers:Juan,ages)', 'same(climbers:Lena,countries:Peru)']),
    (CLIMBERS, 'The person from Peru is older than the person from Nepal, who is older than Ilse.',
     ['less(countries:Nepal,countries:Peru,ages)', 'less(climbers:Ilse,countries:Nepal,ages)']),
    (CLIMBERS, 'Juan is not Lena, who is from Peru.',
     ['different(climbers:Juan,climbers:Lena)', 'same(climbers:Lena,countries:Peru)']),
    (CLIMBERS, 'Juan, who is older than Lena, is from Peru.',
     ['less(climbers:Lena,climbers:Juan,ages)', 'same(climbers:Juan,countries:Peru)']),
    (CLIMBERS, 'The climber from Chile is Lena, who is 24.',
     ['same(countries:Chile,climbers:Lena)', 'same(countries:Chile,ages:24)']),
    # "higher" is a height before it is an age; "old" of "the 27-year-old" names the age only
    (CLIMBERS, 'Kofi climbed higher than the 27-year-old.', ['less(ages:27,climbers:Kofi,heights)']),
    (CLIMBERS, 'Ilse did not reach the lowest peak.', ['different(climbers:Ilse,heights:5,200 m)']),
    # either/or of two whole sentences: at least one holds; "but not both" of two things adds nothing
    (RUNNERS, 'Either Ada ran for the Jets or Cal ran for the Owls.',
     ['any_of([same(runners:Ada,teams:Jets),same(runners:Cal,teams:Owls)])']),
    (RUNNERS, 'Either Ada finished first or Cal ran for the Owls.',
     ['any_of([same(runners:Ada,places:first),same(runners:Cal,teams:Owls)])']),
    (RUNNERS, 'Either Ada or Cal ran for the Jets, but not both.',
     ['one_of([same(runners:Ada,teams:Jets),same(runners:Cal,teams:Jets)])']),
    (RUNNERS, 'Either Ada or the runner who finished first ran for the Owls.',
     ['one_of([same(runners:Ada,teams:Owls),same(places:first,teams:Owls)])']),
    # "neither did Jon": the denial before, of Jon too; points on marks
    (SCHOOL, 'Ivy did not make the robot, and neither did Jon.',
     ['different(students:Ivy,projects:robot)', 'different(students:Ivy,students:Jon)',
      'different(students:Jon,projects:robot)']),
    (SCHOOL, 'Greg did not score 88, nor did Ivy.', ['different(students:Greg,grades:88)',
                                                    'different(students:Greg,students:Ivy)',
                                                    'different(students:Ivy,grades:88)']),
    # "and neither was ...": after a comparison of two, neither of them
    (SCHOOL, "The robot scored 3 points higher than the volcano, and neither was Jon's.",
     ['offset(projects:robot,projects:volcano,grades,3)', 'different(projects:robot,students:Jon)',
      'different(projects:volcano,students:Jon)']),
    (SCHOOL, 'Greg scored 3 points higher than the student who built the robot.',
     ['offset(students:Greg,projects:robot,grades,3)']),
    # "higher" of a number is the larger number, of a place the better place
    (HOUSES, 'The bird owner lives in a house with a higher number than Carol.', ['less(name:Carol,pet:bird,house)']),
    (HOUSES, 'The bird owner lives in a lower-numbered house than Carol.', ['less(pet:bird,name:Carol,house)']),
    (RUNNERS, 'Ada was ranked higher than Bree.', ['less(runners:Ada,runners:Bree,places)']),
    (HOUSES, 'Dave lives in house 1 or house 3.', ['any_of([same(name:Dave,house:1),same(name:Dave,house:3)])']),
    (HOUSES, 'Dave drinks tea or Carol drinks milk.',
     ['any_of([same(name:Dave,drink:tea),same(name:Carol,drink:milk)])']),
    # two and two: "respectively", "in some order"
    # "seats 400 more people" beside capacities in seats: one person to a seat
    (THEATERS, 'The Majestic seats 400 more people than the Rialto.',
     ['offset(theater:Majestic,theater:Rialto,capacity,400)']),
    (BARDS, 'Gareth, the soloist, scored three more than the harpist.',
     ['same(bards:Gareth,contests:solo)', 'offset(bards:Gareth,contests:harp,marks,3)']),
    (SCHOOL, 'Greg and Ivy made the robot and the volcano, respectively.',
     ['same(students:Greg,projects:robot)', 'same(students:Ivy,projects:volcano)']),
    (SCHOOL, 'Greg and Ivy made the robot and the volcano, in some order.',
     ['pair(students:Greg,students:Ivy,projects:robot,projects:volcano)']),
    # "under"/"over" a value, "so is", a difference in years, spelled and fractional amounts
    (AGES, 'Bo is under 30.', ['less(people:Bo,ages:30,ages)']),
    (AGES, 'Bo is over 25.', ['less(ages:25,people:Bo,ages)']),
    (AGES, 'Nobody under 30 owns the dog.', ['not(less(pets:dog,ages:30,ages))']),
    (AGES, 'Bo is older than Cy, and so is Di.',
     ['less(people:Cy,people:Bo,ages)', 'different(people:Bo,people:Di)', 'less(people:Cy,people:Di,ages)']),
    (AGES, 'There are 5 years between Bo and Cy.', ['distance(people:Bo,people:Cy,ages,5)']),
    (AGES, 'Bo arrived 1/2 hour after Cy.', ['offset(people:Bo,people:Cy,arrivals,30)']),
    (AGES, 'Bo arrived a full hour after Cy.', ['offset(people:Bo,people:Cy,arrivals,60)']),
    (AGES, 'Bo arrived at 10 a.m.', ['same(people:Bo,arrivals:10:00am)']),
    ('people : Flo, Chuck, Dot.\nplaces : 1, 2, 3.\n', 'Flo finished one ahead of Chuck.',
     ['offset(people:Flo,people:Chuck,places,-1)']),
    ('kids : Ann, Bob, Cy.\nlockers : 12, 14, 16.\n', "Ann's locker in locker 12 is two numbers lower than Bob's.",
     ['same(kids:Ann,lockers:12)', 'offset(kids:Ann,kids:Bob,lockers,-2)']),
    # "not as old as": younger (every value is different); "farther", "closer"
    (AGES, 'Bo is older than Cy, but not as old as Di.',
     ['less(people:Cy,people:Bo,ages)', 'less(people:Bo,people:Di,ages)']),
    (AGES, "Bo isn't as old as the dog owner.", ['less(people:Bo,pets:dog,ages)']),
    ('drivers : Ann, Bob, Cy.\ndistances : 240 miles, 310 miles, 380 miles.\n', 'Ann drove farther than Bob.',
     ['less(drivers:Bob,drivers:Ann,distances)']),
    (HOUSES, 'Carol does not own the cat and drinks tea.', ['different(name:Carol,pet:cat)',
                                                            'same(name:Carol,drink:tea)']),
    (HOUSES, 'Carol did not drink tea, and she did not own the cat.', ['different(name:Carol,drink:tea)',
                                                                       'different(name:Carol,pet:cat)']),
    (AGES, 'Bo is older than the person who owns the cat but younger than Di.',
     ['less(pets:cat,people:Bo,ages)', 'less(people:Bo,people:Di,ages)']),
    (AGES, 'Bo is older than Cy, the cat owner.', ['less(people:Cy,people:Bo,ages)', 'same(people:Cy,pets:cat)']),
    (AGES, 'Bo is older than Cy, and owns the cat.', ['less(people:Cy,people:Bo,ages)', 'same(people:Bo,pets:cat)']),
    (HOUSES, "The cat owner lives in a house to the left of Dave's.", ['less(pet:cat,name:Dave,house)']),
    ("runners : Ann, Bob.\nplace : first, second.\n", "Ann's place number is lower than Bob's.",
     ['less(runners:Ann,runners:Bob,place)']),
    (AGES, 'The cat owner is the oldest of the three.', ['same(pets:cat,ages:35)']),
    (HOUSES, 'Carol lives in house 2, and she drinks tea.', ['same(name:Carol,house:2)', 'same(name:Carol,drink:tea)']),
    (HOUSES, 'Carol is the cat owner or the tea drinker.',
     ['any_of([same(name:Carol,pet:cat),same(name:Carol,drink:tea)])']),
    (HOUSES, 'Carol lives left of Dave, as does Eve.', ['less(name:Carol,name:Dave,house)',
                                                         'different(name:Carol,name:Eve)',
                                                         'less(name:Eve,name:Dave,house)']),
    (AGES, 'Bo is exactly 30.', ['same(people:Bo,ages:30)']),
    ('teachers : Dr. Farley, Mrs. Cruz.\nkids : Lou, Max.\n', "Lou sat in Doctor Farley's class.",
     ['same(kids:Lou,teachers:Dr. Farley)']),
    # a comparison with a number that is no value: the values on that side of it
    (AGES, 'Bo is under 28.', ['same(people:Bo,ages:25)']),
    (AGES, 'Bo is older than 26.', ['any_of([same(people:Bo,ages:30),same(people:Bo,ages:35)])']),
    (AGES, 'Bo arrived before 9:30am.', ['same(people:Bo,arrivals:9:00am)']),
    # "the second oldest": second from the oldest end, one value
    (AGES, 'Bo is the second oldest.', ['same(people:Bo,ages:30)']),
    (AGES, 'The third youngest person owns the dog.', ['same(ages:35,pets:dog)']),
    # compound amounts, "every other", winning a thing, counted nouns, phrasal verbs of order
    (FLIGHTS, 'Flight 101 leaves 2 hours and 30 minutes after Flight 215.',
     ['offset(flights:101,flights:215,departures,150)']),
    (FLIGHTS, 'Flight 101 leaves an hour and 15 minutes before the Boston flight.',
     ['offset(flights:101,destinations:Boston,departures,-75)']),
    (FLIGHTS, 'Flight 330 leaves later than every other flight.', ['same(flights:330,departures:9:00 am)']),
    (FLIGHTS, 'Flight 330 was the first to leave.', ['same(flights:330,departures:6:15 am)']),
    (SCHOOL, 'Greg won the robot.', ['same(students:Greg,projects:robot)']),
    ('people : Ava, Ben, Cleo.\nprizes : $100, $200, $300.\n', 'Ava won $100 more than Ben.',
     ['offset(people:Ava,people:Ben,prizes,100)']),
    ('people : Ava, Ben, Cleo.\nprizes : $100, $200, $300.\n', 'Cleo won $300.', ['same(people:Cleo,prizes:$300)']),
    (SCHOOL, 'Ivy did not win the robot.', ['different(students:Ivy,projects:robot)']),
    ('students : Dev, Ann, Bo.\nscores : 8.0, 8.5, 9.0.\n', "Dev's score was half a point below Ann's.",
     ['offset(students:Dev,students:Ann,scores,-5)']),  # in tenths
    ('players : Ann, Bob, Cy.\nratings : 1350, 1650, 1950.\n', "Ann's rating is 300 points above Bob's.",
     ['offset(players:Ann,players:Bob,ratings,300)']),
    ('guests : Ann, Bob, Cy.\nrooms : 104, 212, 318.\nnights : 2, 3, 4.\n', 'Ann had the shortest stay.',
     ['same(guests:Ann,nights:2)']),
    (HOUSES, 'Carol lives right next to the dog owner.', ['distance(name:Carol,pet:dog,house,1)']),
    # the thing counted, named after the comparison word: not the size counted in inches
    ('guides : Ann, Bob.\napertures (inches) : 4, 6.\ngroup sizes : 5, 7.\n',
     "Ann's session has 2 more people than Bob's.",
     ['offset(guides:Ann,guides:Bob,group sizes,2)']),
    # the verb or unit says which order: found in a hand-written set (each was refused)
    (NEWBORNS, "Quentin's animal was the first to be born.", ['same(keepers:Quentin,birth dates:April 3)']),
    (NEWBORNS, 'The okapi was born last.', ['same(animals:okapi,birth dates:April 17)']),
    (NEWBORNS, 'The okapi was the last one to be born.', ['same(animals:okapi,birth dates:April 17)']),
    (NEWBORNS, 'The heaviest animal was born first.', ['same(weights (pounds):95,birth dates:April 3)']),
    (REUNION, 'The one who traveled the farthest arrived last.', ['same(distances (miles):150,arrivals:6:40pm)']),
    (ESCAPES, 'The largest group took the longest to escape.', ['same(group sizes:5,times (minutes):53)']),
    (CHECKUPS, 'Otis is the oldest and the tallest of the three.',
     ['same(children:Otis,ages:6)', 'same(children:Otis,heights (inches):44)']),
    (CHECKUPS, 'Otis is lighter than Milo.', ['less(children:Otis,children:Milo,weights (pounds))']),
    (TOURS, 'Bex works somewhere below Aldo.', ['less(guides:Bex,guides:Aldo,floors)']),
    (TOURS, 'The earliest tour met on a higher floor than Aldo.', ['less(guides:Aldo,start times:10:00am,floors)']),
    ('wines : Merlot, Syrah.\nvintages : 2014, 2018.\nprices : $22, $28.\n',
     'The Merlot is four years older than the Syrah.', ['offset(wines:Merlot,wines:Syrah,vintages,-4)']),
    ('quilters : Ann, Lou.\nhours : 40, 70.\nprices : $100, $200.\n', 'Ann spent 30 more hours on her quilt than Lou.',
     ['offset(quilters:Ann,quilters:Lou,hours,30)']),
    # a number word with its noun names a value
    ('growers : Mr. Yu, Ms. Cruz.\nblooms : 3, 5.\nprices : $45, $60.\n', "Mr. Yu's plant has three blooms.",
     ['same(growers:Mr. Yu,blooms:3)']),
    (LODGE_NIGHTS, 'The guest on the top floor is staying four nights.', ['same(floors:6,nights:4)']),
    # the part's own verb says the order: "weighs more ... but costs less", "sang between"
    ('clocks : cuckoo, mantel, wall.\nprices : $150, $225, $300.\nweights (pounds) : 4, 9, 15.\n',
     'The mantel clock weighs more than the cuckoo clock but costs less than the wall clock.',
     ['less(clocks:cuckoo,clocks:mantel,weights (pounds))', 'less(clocks:mantel,clocks:wall,prices)']),
    ('singers : Alba, Dex, Eliot.\norder : first, second, third.\nlengths (minutes) : 2, 3, 4.\n',
     'Alba sang somewhere between Dex and Eliot.',
     ['one_of([less(singers:Dex,singers:Alba,order),less(singers:Eliot,singers:Alba,order)])',
      'different(singers:Alba,singers:Dex)', 'different(singers:Alba,singers:Eliot)']),
    # "the eighth-grader" is grade 8; "the Slovenian"; "the smallest company" is no floor;
    # "the oldest competitor" is an age, not the longest time
    ('students : Amara, Cora, Esme.\nplaces : 1st, 2nd, 3rd.\ngrades : 6, 7, 8.\n',
     'The eighth-grader placed somewhere ahead of Cora.', ['less(grades:8,students:Cora,places)']),
    (JUMPS.replace("Norway", "Slovenia"), 'The Slovenian finished somewhere behind the Austrian.',
     ['less(countries:Austria,countries:Slovenia,places)']),
    ('companies : Acme, Bolt, Cal.\nfloors : 3, 5, 7.\nemployees : 10, 20, 30.\n',
     "The smallest company is on a higher floor than Cal's.", ['less(companies:Cal,employees:10,floors)']),
    ('solvers : Abe, Bo, Cy.\ntimes (minutes) : 6, 7, 8.\nages : 22, 29, 35.\n',
     'The oldest competitor was faster than Abe.',
     ['less(ages:35,solvers:Abe,times (minutes))']),
    # number words of 13 and more name values alone and in "the thirty-year-old"
    ('runners : Ann, Bob.\nages : 20, 30.\nplaces : 1st, 2nd.\n', 'Ann is thirty.', ['same(runners:Ann,ages:30)']),
    ('runners : Ann, Bob.\nages : 20, 30.\nplaces : 1st, 2nd.\n', 'The thirty-year-old finished first.',
     ['same(ages:30,places:1st)']),
    # which order a comparison means: ages before months for "the youngest", sizes before rents
    # for "the smallest", times before screens named by number, "one grade above"
    ('people : Ann, Bob.\nmonths : March, May.\nages : 8, 9.\n', 'Ann is the youngest.',
     ['same(people:Ann,ages:8)']),
    ('tenants : Ann, Bob.\nrents : $900, $1,000.\nsizes (sq ft) : 500, 600.\n',
     "Ann's apartment is the smallest.", ['same(tenants:Ann,sizes (sq ft):500)']),
    ('viewers : Ann, Bob.\nshowtimes : 7:00pm, 9:00pm.\nscreens : 1, 2.\n',
     "Ann's film starts later than the one on Screen 2.", ['less(screens:2,viewers:Ann,showtimes)']),
    ('students : Ann, Bob.\ngrades : 4, 5.\n', 'Ann is one grade above Bob.',
     ['offset(students:Ann,students:Bob,grades,1)']),
    # a multiple: the pairs of values where one is that many times the other
    ('items : lamp, rug, vase.\nprices : $10, $20, $40.\n', 'The lamp sold for twice as much as the rug.',
     ['any_of([all_of([same(items:lamp,prices:$20),same(items:rug,prices:$10)]),'
      'all_of([same(items:lamp,prices:$40),same(items:rug,prices:$20)])])']),
    ('items : lamp, rug, vase.\nprices : $10, $20, $40.\n', 'The lamp cost four times as much as the rug.',
     ['any_of([all_of([same(items:lamp,prices:$40),same(items:rug,prices:$10)])])']),
    # a month against a category of dates: any date of that month
    ('hosts : Ann, Bob, Cy.\ndates : March 3, March 17, April 10.\n', "Ann's party is in March.",
     ['any_of([same(hosts:Ann,dates:March 3),same(hosts:Ann,dates:March 17)])']),
    ('hosts : Ann, Bob, Cy.\ndates : May 3, May 17, June 10.\n', "Ann's party was not in May.",
     ['different(hosts:Ann,dates:May 3)', 'different(hosts:Ann,dates:May 17)']),
    # "on or before", "exceeds"
    (DAYS, 'Hector ordered on or before Tuesday.', ['not(less(days:Tuesday,customers:Hector,days))']),
    (AGES, "Bo's age exceeds Cy's by 5 years.", ['offset(people:Bo,people:Cy,ages,5)']),
    # the place before the last
    (JUMPS, 'Eero finished second to last.', ['same(jumpers:Eero,places:2nd)']),
    (JUMPS, 'Eero finished next-to-last.', ['same(jumpers:Eero,places:2nd)']),
    (JUMPS, 'The Italian finished last but one.', ['same(countries:Italy,places:2nd)']),
    # winning a place; finishing behind in a race with times
    (JUMPS, 'Chiara won, even though her jump was 4 meters shorter than Aksel.',
     ['same(jumpers:Chiara,places:1st)', 'offset(jumpers:Chiara,jumpers:Aksel,distances (meters),-4)']),
    (JUMPS, 'The Norwegian jumper took second place.', ['same(countries:Norway,places:2nd)']),
    (JUMPS, 'Aksel won first prize.', ['same(jumpers:Aksel,places:1st)']),
    (REGATTA, 'Cresswell finished 5 seconds behind Elmbridge.',
     ['offset(clubs:Cresswell,clubs:Elmbridge,times (seconds),5)']),
    (REGATTA, 'Cresswell finished ahead of Elmbridge.', ['less(clubs:Cresswell,clubs:Elmbridge,times (seconds))']),
    # a bound on a value: "at least 30", "30 or older", "$30 or less"
    (AGES, 'Bo is at least 30.', ['not(less(people:Bo,ages:30,ages))']),
    (AGES, 'Bo is at most 30.', ['not(less(ages:30,people:Bo,ages))']),
    (AGES, 'Bo is 30 or older.', ['not(less(people:Bo,ages:30,ages))']),
    (AGES, 'The cat owner is 30 or younger, and Cy owns the dog.', ['not(less(ages:30,pets:cat,ages))',
                                                                     'same(people:Cy,pets:dog)']),
    # "by" an amount after the comparison
    (AGES, 'Bo is younger than the cat owner by 5 years.', ['offset(people:Bo,pets:cat,ages,-5)']),
    (AGES, 'Bo is older than Cy by 5 years, and younger than Di by 5 years.',
     ['offset(people:Bo,people:Cy,ages,5)', 'offset(people:Bo,people:Di,ages,-5)']),
    ('people : Bo, Cy.\nprices : $10, $20.\n', 'Bo paid less than Cy by $10.',
     ['offset(people:Bo,people:Cy,prices,-10)']),
    # "respectively" with three or more
    (AGES, 'Bo, Cy, and Di own the dog, the cat and the fish, respectively.',
     ['same(people:Bo,pets:dog)', 'same(people:Cy,pets:cat)', 'same(people:Di,pets:fish)']),
    # a list of alternatives before "or" / "nor"
    (AGES, 'The cat owner is Bo, Cy, or Di.',
     ['any_of([same(pets:cat,people:Bo),same(pets:cat,people:Cy),same(pets:cat,people:Di)])']),
    (AGES, 'Either Bo, Cy or the fish owner is 30.',
     ['one_of([same(people:Bo,ages:30),same(people:Cy,ages:30),same(pets:fish,ages:30)])']),
    (AGES, 'Neither Bo, Cy nor Di owns the cat.',
     ['all_different([people:Bo,people:Cy,people:Di])', 'different(people:Bo,pets:cat)',
      'different(people:Cy,pets:cat)', 'different(people:Di,pets:cat)']),
    (AGES, "Bo doesn't own the cat, the dog or the fish.",
     ['different(people:Bo,pets:cat)', 'different(people:Bo,pets:dog)', 'different(people:Bo,pets:fish)']),
    # "between A and B": after exactly one end and neither end; "directly between": next to both
    (HOUSES, 'The cat owner lives directly between Carol and Dave.',
     ['distance(pet:cat,name:Carol,house,1)', 'distance(pet:cat,name:Dave,house,1)',
      'different(name:Carol,name:Dave)']),
    (HOUSES, "Carol's house is somewhere between Dave's house and the cat owner's.",
     ['one_of([less(name:Dave,name:Carol,house),less(pet:cat,name:Carol,house)])', 'different(name:Carol,name:Dave)',
      'different(name:Carol,pet:cat)']),
    # "both": said of each of two different things
    (AGES, 'Both Bo and Cy are older than Di.',
     ['all_different([people:Bo,people:Cy])', 'less(people:Di,people:Bo,ages)', 'less(people:Di,people:Cy,ages)']),
    (AGES, 'Bo and Cy are both older than Di.',
     ['all_different([people:Bo,people:Cy])', 'less(people:Di,people:Bo,ages)', 'less(people:Di,people:Cy,ages)']),
    (AGES, 'Bo is older than both Cy and the cat owner.',
     ['less(people:Cy,people:Bo,ages)', 'less(pets:cat,people:Bo,ages)', 'different(people:Cy,pets:cat)']),
    # "than Cy and Di" with two bare names: no one is said to *be* a name after "and"
    (AGES, 'Bo is older than Cy and Di.',
     ['less(people:Cy,people:Bo,ages)', 'less(people:Di,people:Bo,ages)', 'different(people:Cy,people:Di)']),
    (AGES, 'Bo arrived after Cy and Di, and owns the cat.',
     ['less(people:Cy,people:Bo,arrivals)', 'less(people:Di,people:Bo,arrivals)', 'different(people:Cy,people:Di)',
      'same(people:Bo,pets:cat)']),
    (AGES, 'Bo is 5 years older than both Cy and Di, and owns the cat.',
     ['offset(people:Bo,people:Cy,ages,5)', 'offset(people:Bo,people:Di,ages,5)', 'different(people:Cy,people:Di)',
      'same(people:Bo,pets:cat)']),
    (HOUSES, 'Carol lives next to both Dave and the cat owner.',
     ['distance(name:Carol,name:Dave,house,1)', 'distance(name:Carol,pet:cat,house,1)',
      'different(name:Dave,pet:cat)']),
    # "just" before an amount or a value is emphasis; "one night" is a count like "two nights"
    (LODGE_NIGHTS, 'Dario is staying just one night.', ['same(guests:Dario,nights:1)']),
    (LODGE_NIGHTS, 'Britt stays one night, and Dario stays two nights.',
     ['same(guests:Britt,nights:1)', 'same(guests:Dario,nights:2)']),
    (LODGE_NIGHTS, 'Dario is staying just 2 nights longer than Britt.', ['offset(guests:Dario,guests:Britt,nights,2)']),
    (REUNION, 'Derek arrived just 20 minutes after Fiona.', ['offset(classmates:Derek,classmates:Fiona,arrivals,20)']),
    # a distance "away" at the end of a part is that distance
    (REUNION, 'Derek, who lives just 12 miles away, arrived first.',
     ['same(classmates:Derek,distances (miles):12)', 'same(classmates:Derek,arrivals:6:00pm)']),
    # "than she did" after two people: not the subject (no one is earlier than themselves)
    (REUNION, 'Derek traveled farther than Fiona but arrived earlier than she did.',
     ['less(classmates:Fiona,classmates:Derek,distances (miles))',
      'less(classmates:Derek,classmates:Fiona,arrivals)']),
    # "didn't go as high as": lower, as "not as high as"
    (CHECKUPS, "Milo didn't grow as tall as Nora.", ['less(children:Milo,children:Nora,heights (inches))']),
    (CHECKUPS, "Milo did not grow so tall as 41 inches.",
     ['less(children:Milo,heights (inches):41,heights (inches))']),
    # the doer of an activity: archery -> archer, canoeing -> canoeist
    ("campers : Avery, Blake, Casey.\ncabins : 8, 9, 10.\nactivities : archery, canoeing, drama.\n",
     "The archer's cabin has a higher number than the canoeist's.",
     ['less(activities:canoeing,activities:archery,cabins)']),
    # verbs of doing a thing: "looks after", "tried out for", "was led by", "unearthed"
    (TOURS, "The 1:00pm tour was led by Aldo.", ['same(start times:1:00pm,guides:Aldo)']),
    ("keepers : Abbott, Cole.\nlighthouses : Gull Rock, Tern Island.\n", "Cole looks after Gull Rock.",
     ['same(keepers:Cole,lighthouses:Gull Rock)']),
    ("dancers : Anya, Camille.\nhometowns : Tours, Lille.\nroles : Clara, Giselle.\n",
     "The dancer from Tours tried out for Clara.", ['same(hometowns:Tours,roles:Clara)']),
    ("diggers : Garrow, Hume.\nfinds : coin, dagger.\n", "Garrow didn't unearth the coin.",
     ['different(diggers:Garrow,finds:coin)']),
    # area units in any spelling, against values in "sq ft"
    ("tenants : Kendra, Opal.\nsizes (sq ft) : 600, 700.\n", "Opal's flat is 100 square feet smaller than Kendra's.",
     ['offset(tenants:Opal,tenants:Kendra,sizes (sq ft),-100)']),
    ("tenants : Kendra, Opal.\nsizes : 600 sq. ft., 700 sq. ft.\n", "Opal's flat is 100 sq ft bigger than Kendra's.",
     ['offset(tenants:Opal,tenants:Kendra,sizes,100)']),
    # race times: minutes and seconds once a clue counts in seconds, or the name says so
    ("runners : Ann, Bob, Cy.\ntimes : 18:40, 19:05, 19:30.\n", "Ann finished 1 minute and 15 seconds behind Bob.",
     ['offset(runners:Ann,runners:Bob,times,75)']),
    ("runners : Ann, Bob, Cy.\ntimes (min:sec) : 18:40, 19:05, 19:30.\n", "Ann finished 2 minutes behind Bob.",
     ['offset(runners:Ann,runners:Bob,times (min:sec),120)']),
    ("runners : Ann, Bob, Cy.\ntimes (min:sec) : 18:40, 19:05, 19:30.\n", "Ann finished last.",
     ['same(runners:Ann,times (min:sec):19:30)']),
    ("runners : Ann, Bob, Cy.\nfinish times : 3:05, 3:20, 3:35.\n", "Ann finished 15 minutes behind Bob.",
     ['offset(runners:Ann,runners:Bob,finish times,15)']),  # hours and minutes, as nothing says seconds
    # a part of the day: its times as alternatives; "the only one" when it has one time
    (SYMPOSIUM, "Ann spoke in the morning.",
     ['any_of([same(speakers:Ann,times:9:00 am),same(speakers:Ann,times:10:00 am),'
      'same(speakers:Ann,times:11:00 am)])']),
    (SYMPOSIUM, "The glaciers talk was the only one in the afternoon.", ['same(topics:glaciers,times:1:00 pm)']),
    (SYMPOSIUM, "Ann's talk wasn't in the morning.",
     ['different(speakers:Ann,times:9:00 am)', 'different(speakers:Ann,times:10:00 am)',
      'different(speakers:Ann,times:11:00 am)']),
    # "the final launch" is the last; screens declared "Screen 1" are names, not a line: "the
    # earliest showing" and "the last showing of the night" go by the one category of times
    ("rockets : Aurora, Comet.\ndates : March 2, March 9.\nsites : Kourou, Wallops.\n",
     "The final launch of the month lifted off from Kourou.", ['same(dates:March 9,sites:Kourou)']),
    (MOVIES, "Leah didn't see the earliest showing.", ['different(friends:Leah,showtimes:6:30 pm)']),
    (MOVIES, "Leah saw the last showing of the night.", ['same(friends:Leah,showtimes:8:00 pm)']),
    (GALLERY, "Anouk's piece sold for the top price of the season.", ['same(artists:Anouk,prices:$1,600)']),
    # an out- verb names the category made of its verb: "outsold" is `jars sold`, even once a
    # clue has said "sold 18 jars" (an amount, not a name like "room 101")
    (BEES, "Cal sold 18 jars, and Ann outsold Bea.",
     ['same(beekeepers:Cal,jars sold:18 jars)', 'less(beekeepers:Bea,beekeepers:Ann,jars sold)']),
    # numbers below zero are ordered ("-10", "minus 5"); "colder" is a temperature
    (WEATHER, "Oslo's temperature is higher than Rome's.", ['less(city:Rome,city:Oslo,temperature)']),
    (WEATHER, "Oslo is colder than Rome.", ['less(city:Oslo,city:Rome,temperature)']),
    (WEATHER, "Oslo is minus 5, and the city at -10 is Rome.",
     ['same(city:Oslo,temperature:-5)', 'same(temperature:-10,city:Rome)']),
    # finishing first, before, right after: the race's result (its times), never lane numbers
    (SWIM, "Ann finished first.", ['same(swimmer:Ann,time (seconds):50)']),
    (SWIM, "Ann came in last.", ['same(swimmer:Ann,time (seconds):52)']),
    (SWIM, "Ann finished before Bob.", ['less(swimmer:Ann,swimmer:Bob,time (seconds))']),
    # "the floor above Bob", "a place ahead of": one step; "on a floor above": some floor
    ("people : Ann, Bob, Cy.\nfloors : 1, 2, 3.\n", "Ann doesn't live on the floor above Bob.",
     ['not(offset(people:Ann,people:Bob,floors,1))']),
    ("people : Ann, Bob, Cy.\nfloors : 1, 2, 3.\n", "Ann lives on a floor above Bob.",
     ['less(people:Bob,people:Ann,floors)']),
    (HOUSES, "Carol lives in the house to the left of Dave's.", ['offset(name:Carol,name:Dave,house,-1)']),
    (PLACES, "Ann finished a place ahead of Bob.", ['offset(runner:Ann,runner:Bob,place,-1)']),
    # ", but not both" after an either/or of two sentences: exactly one
    (AGES, "Either Bo is 25 or Cy owns the cat, but not both.",
     ['one_of([same(people:Bo,ages:25),same(people:Cy,pets:cat)])']),
    # school grades: a grade ahead is the higher grade (a race's first place is ahead)
    ("child : Ann, Bob, Cy.\nschool grade : 3rd, 4th, 5th.\n", "Ann is one grade ahead of Bob.",
     ['offset(child:Ann,child:Bob,school grade,1)']),
    # "two hundred", "a million": the scale word multiplies
    ("museums : Ann, Bob, Cy.\nvisitors : 100, 200, 300.\n", "Ann had two hundred more visitors than Bob.",
     ['offset(museums:Ann,museums:Bob,visitors,200)']),
    ("museums : Ann, Bob, Cy.\nbudgets : 1 million, 2 million, 3 million.\n",
     "Ann's budget was a million more than Bob's.", ['offset(museums:Ann,museums:Bob,budgets,1000000)']),
    # letter grades written out: "B-plus", "B plus"
    ("kids : Ann, Bob, Cy.\ngrades : C, B, B+.\n", "Ann got a B-plus.", ['same(kids:Ann,grades:B+)']),
    # finishing with finishing times (in hours and minutes or minutes and seconds, the order is
    # the same): the last is the slowest; "won the race", "crossed the line first"
    ("runners : Ann, Bob, Cy.\nfinish times : 3:05, 3:20, 3:35.\n", "Ann crossed the line last.",
     ['same(runners:Ann,finish times:3:35)']),
    ("skippers : Ann, Bob, Cy.\nfinishing times : 2:10pm, 2:25pm, 2:40pm.\n", "Ann won the race.",
     ['same(skippers:Ann,finishing times:2:10pm)']),
    ("skippers : Ann, Bob, Cy.\nfinishing times : 2:10pm, 2:25pm, 2:40pm.\n", "Ann finished ahead of Bob.",
     ['less(skippers:Ann,skippers:Bob,finishing times)']),
    # winning with grades and placings: the first placing; doers of acts
    (TALENT, "Marco won the show.", ['same(students:Marco,placings:first)']),
    (TALENT, "The magician placed one spot ahead of the tap dancer.",
     ['offset(acts:magic,acts:tap dance,placings,-1)']),
    (TALENT, "The ventriloquist won first place.", ['same(acts:ventriloquism,placings:first)']),
    ("authors : Ann, Bob.\ngenres : poetry, mystery.\ncopies : 40, 55.\n", "The poet sold the fewest copies.",
     ['same(genres:poetry,copies:40)']),
    ("films : Ashfall, Lantern.\nscreenings : 1:00pm, 3:30pm.\n",
     "Lantern was shown two and a half hours after Ashfall.",
     ['offset(films:Lantern,films:Ashfall,screenings,150)']),
    (AGES, "Bo, the youngest of the group, owns the cat.", ['same(people:Bo,ages:25)', 'same(people:Bo,pets:cat)']),
    # "opened/closed the festival" is first/last; "leads Bayou Six" has that band; "bib #51"
    (JAZZ, "Night Owls closed the festival.", ['same(bands:Night Owls,start times:7:00pm)']),
    (JAZZ, "The band that opened the festival is led by a trombonist.",
     ['same(start times:5:00pm,instruments:trombone)']),
    (JAZZ, "The cornet player leads Bayou Six.", ['same(instruments:cornet,bands:Bayou Six)']),
    ("runners : Fiona, Gus.\nbibs : 12, 51.\n", "Gus wore bib #51.", ['same(runners:Gus,bibs:51)']),
    # "lasted longer", "outlasted" in a contest of rounds; minutes against hours
    ("spellers : Bella, Diego.\nrounds : 1, 2.\n", "Bella outlasted Diego.",
     ['less(spellers:Diego,spellers:Bella,rounds)']),
    ("mechanics : Ann, Bob.\nlabor : 1.5 hours, 2 hours.\n", "Ann's job took 30 minutes less than Bob's.",
     ['offset(mechanics:Ann,mechanics:Bob,labor,-5)']),
    (ESCAPES, "The group of three escaped in 48 minutes.", ['same(group sizes:3,times (minutes):48)']),
    (TALENT, "Marco, a fifth grader, finished last.",
     ['same(students:Marco,grades:5th)', 'same(students:Marco,placings:fourth)']),
    # "later in the day" orders the times of day, "earlier in the week" the weekdays
    (APPOINTMENTS, "Ann's appointment is later in the day than Bob's.", ['less(name:Bob,name:Ann,time)']),
    (APPOINTMENTS, "Ann's appointment is earlier in the week than Bob's.", ['less(name:Ann,name:Bob,day)']),
    (APPOINTMENTS, "Ann's appointment is the earliest in the day.", ['same(name:Ann,time:9:00am)']),
    # an amount before "more jars" when the category is named by its verb (`jars sold`)
    ("name : Ann, Bob, Cy.\njars sold : 10, 20, 30.\n", "Ann sold 20 more jars than Bob.",
     ['offset(name:Ann,name:Bob,jars sold,20)']),
    # one step on a line beside a category of places: "the lane to the left", "a place higher"
    (LANES, "Ann ran in the lane to the left of Bob's.", ['offset(runner:Ann,runner:Bob,lane,-1)']),
    (LANES, "Ann ran in a lane to the left of Bob's.", ['less(runner:Ann,runner:Bob,lane)']),
    (LANES, "Ann finished a place higher than Bob.", ['offset(runner:Ann,runner:Bob,place,-1)']),
    (LANES, "Ann finished a place later than Bob.", ['offset(runner:Ann,runner:Bob,place,1)']),
    ("name : Ann, Bob, Cy.\nday : Monday, Tuesday, Wednesday.\ntime : 9:00am, 2:00pm, 7:00pm.\n",
     "Ann's appointment is on Monday in the morning.", ['same(name:Ann,day:Monday)', 'same(name:Ann,time:9:00am)']),
    # a time written in a clue against race times is minutes and seconds
    ("runner : Ann, Bob, Cy.\ntimes (min:sec) : 4:05, 4:30, 5:20.\n", "Ann's time was under 4:40.",
     ['any_of([same(runner:Ann,times (min:sec):4:05),same(runner:Ann,times (min:sec):4:30)])']),
    # what a relative clause says of the one compared with does not choose the category
    ("name : Ann, Bob, Cy.\nscore : 10, 20, 30.\nprice : $10, $20, $30.\n",
     "Ann paid more than the person who scored 20.", ['less(score:20,name:Ann,price)']),
    # a category named after a time unit, of clock times or dates: "an hour later" is 60 minutes
    ("name : Ann, Bob, Cy.\nhour : 9:00am, 10:00am, 11:00am.\n", "Ann's appointment is an hour later than Bob's.",
     ['offset(name:Ann,name:Bob,hour,60)']),
    ("name : Ann, Bob, Cy.\nweek : May 1, May 8, May 15.\n", "Ann's trip is a week after Bob's.",
     ['offset(name:Ann,name:Bob,week,7)']),
    # "the winner's dog" (a possessive winner; it stopped with an internal error)
    ("name : Ann, Bob, Cy.\nplace : 1st, 2nd, 3rd.\ndog : Fido, Max, Rex.\n", "The winner's dog was Rex.",
     ['same(place:1st,dog:Rex)']),
    # yards, centuries, kilos as amounts
    (BOATS, "Ann's boat is a yard longer than Bob's.", ['offset(name:Ann,name:Bob,length,3)']),
    ("name : Ann, Bob, Cy.\nyears : 1800, 1900, 2000.\n", "Ann's house is a century older than Bob's.",
     ['offset(name:Ann,name:Bob,years,-100)']),
    # years of an era: before the era below zero, "older" earlier, amounts on a number line
    (ERAS, "The amulet is 300 years older than the scroll.", ['offset(artifact:amulet,artifact:scroll,date,-300)']),
    (ERAS, "The vase is the most recent.", ['same(artifact:vase,date:AD 200)']),
    (ERAS, "The amulet is older than the artifact from 100 B.C.", ['less(artifact:amulet,date:100 B.C.,date)']),
    # anniversaries count years; "travelled last of all"; "during the second week"
    (TRIPS, "The Allens have been married five years longer than the Bakers.",
     ['offset(couple:Allens,couple:Bakers,anniversary,5)']),
    (TRIPS, "The couple celebrating 10 years travelled last of all.", ['same(anniversary:10,month:May)']),
    ("camper : Amos, Bree, Cal.\nweek : first, second, third.\n", "Amos went during the second week.",
     ['same(camper:Amos,week:second)']),
    # an order of events named as one ("position", "order", "turn"): arriving first is its first place
    ("name : Ann, Bob, Cy.\nposition : 1, 2, 3.\n", "Ann arrived first.", ['same(name:Ann,position:1)']),
    # "higher" beside elevations and trail lengths: no trail is high; "was reached last"
    (HUTS, "The highest hut was reached last.", ['same(elevation:2,400 m,arrival:3:00pm)']),
    (HUTS, "Ann's hut is lower than Bob's.", ['less(hiker:Ann,hiker:Bob,elevation)']),
    # the end of a part of the day or of the week: "the earliest of the afternoon" is the first afternoon time
    (LESSONS, "Ann's lesson was the earliest of the afternoon.", ['same(name:Ann,time:1:00pm)']),
    (LESSONS, "Ann's lesson was the latest in the morning.", ['same(name:Ann,time:10:00am)']),
    (LESSONS, "Ann came the earliest of the week.", ['same(name:Ann,day:Monday)']),
    # calendar years named for their event ("launches", "openings")
    ("show : Ava, Bix, Cal.\nlaunches : 2017, 2018, 2019.\n", "Ava is two years older than Bix.",
     ['offset(show:Ava,show:Bix,launches,-2)']),
    # "the first ferry to leave": the order of leaving, the departures
    (FERRIES, "The Bluebell is the first ferry to leave.", ['same(ferry:Bluebell,departure:8:00am)']),
    # ... with the rows' own noun and a line of places beside the times; "due out" is leaving
    ("# Three lorries in the loading bays, each due to leave at a different time\nbays : 1, 2, 3.\n"
     "firms : Baxter, Hollis, Marsh.\ndepartures : 6:00, 6:15, 6:30.\n",
     "The first lorry to leave is the Marsh lorry.", ['same(departures:6:00,firms:Marsh)']),
    ("# Three lorries in the loading bays, each due to leave at a different time\nbays : 1, 2, 3.\n"
     "firms : Baxter, Hollis, Marsh.\ndepartures : 6:00, 6:15, 6:30.\n",
     "The Baxter lorry is due out 15 minutes after the Marsh lorry.",
     ['offset(firms:Baxter,firms:Marsh,departures,15)']),
    # "near" a village where the opening matches each grove to "the village it lies near"
    ("# Three groves, each matched to the village it lies near\ngroves : Dimas, Galanis, Makris.\n"
     "villages : Chora, Dorio, Pylos.\nyields : 100 kg, 200 kg, 300 kg.\n",
     "The grove near Pylos produced 100 kg more than the Dimas grove.",
     ['offset(villages:Pylos,groves:Dimas,yields,100)']),
    # values written in dozens: as written, and "3 dozen more tamales" where the opening says
    # what the dozens count
    ("customers : Ann, Bob, Cy.\norders : 2 dozen, 3 dozen, 4 dozen.\n", "Ann placed the 3-dozen order.",
     ['same(customers:Ann,orders:3 dozen)']),
    ("# Three orders for tamales\ncustomers : Ann, Bob, Cy.\norders : 2 dozen, 3 dozen, 4 dozen.\n",
     "Ann ordered 2 dozen more tamales than Bob.", ['offset(customers:Ann,customers:Bob,orders,24)']),
    # "yards of fabric" beside yardages: the yards; "lost 9 more pounds" beside weight losses
    ("clients : Ann, Bob, Cy.\nyardages : 3 yards, 5 yards, 7 yards.\n",
     "Ann needed 4 more yards of fabric than Bob.", ['offset(clients:Ann,clients:Bob,yardages,4)']),
    ("losses : 12 lbs, 15 lbs, 18 lbs.\nmembers : Ann, Bob, Cy.\n", "Ann lost 3 more pounds than Bob.",
     ['offset(members:Ann,members:Bob,losses,3)']),
    ("losses : 12 lbs, 15 lbs, 18 lbs.\nmembers : Ann, Bob, Cy.\n", "Ann lost the most.",
     ['same(members:Ann,losses:18 lbs)']),
    # a trainer's client: the one other category of people
    ("members : Ann, Bea, Cy.\ntrainers : Kovac, Moreau, Sutter.\nlosses : 12 lbs, 15 lbs, 18 lbs.\n",
     "Kovac's client lost 3 lbs more than Ann.", ['offset(trainers:Kovac,members:Ann,losses,3)']),
    # "went off 45 minutes after": the blast's time
    ("blasters : Dwyer, Mendez, Tolliver.\ntimes : 8:30am, 9:15am, 10:00am.\n",
     "Dwyer's blast went off 45 minutes after Tolliver's.", ['offset(blasters:Dwyer,blasters:Tolliver,times,45)']),
    # "won twice as many games" beside wins; a currency written out is money
    ("players : Ann, Bob, Cy.\nwins : 4 wins, 6 wins, 8 wins.\n", "Ann won twice as many games as Cy.",
     ['any_of([all_of([same(players:Ann,wins:8 wins),same(players:Cy,wins:4 wins)])])']),
    ("notes : 5 crowns, 10 crowns, 20 crowns.\ncolors : red, green, teal.\n",
     "The red note is worth 15 crowns more than the green note.", ['offset(colors:red,colors:green,notes,15)']),
    # compass points along a row the opening numbers from one to its opposite
    ("# Three cells in a row, numbered 1 to 3 from west to east\ncells : 1, 2, 3.\nmonks : Ann, Bob, Cy.\n",
     "Ann sleeps immediately east of Bob.", ['offset(monks:Ann,monks:Bob,cells,1)']),
    ("# Three cells in a row, numbered 1 to 3 from west to east\ncells : 1, 2, 3.\nmonks : Ann, Bob, Cy.\n",
     "Ann's cell is at the eastern end.", ['same(monks:Ann,cells:3)']),
    ("# Three huts in a row, numbered 1 to 3 from north to south\nhuts : 1, 2, 3.\nmonks : Ann, Bob, Cy.\n",
     "Ann lives somewhere north of Bob.", ['less(monks:Ann,monks:Bob,huts)']),
    # bare years named for a doing the opening dates: "took his vows in a different year"
    ("# Three monks, each took his vows in a different year\nmonks : Ann, Bob, Cy.\nvows : 1985, 1991, 1997.\n",
     "Ann took his vows six years after Bob.", ['offset(monks:Ann,monks:Bob,vows,6)']),
    # "took first prize" where the scores say who won: the highest score
    ("members : Ann, Bob, Cy.\nscores : 6 points, 7 points, 8 points.\n", "Bob took first prize.",
     ['same(members:Bob,scores:8 points)']),
    # the doing the opening gives a category's amounts: "the number of barrels it pumps a day"
    ("# Match each well to its depth and the number of barrels it pumps a day\nwells : Ace, Bolt, Cog.\n"
     "barrels : 90, 120, 150.\ndepths : 4,500 ft, 5,000 ft, 5,500 ft.\n", "Bolt pumps the most oil.",
     ['same(wells:Bolt,barrels:150)']),
    # a row numbered from the right: its far left is the highest number
    ("# Five houses in a row, numbered 1 to 5 from right to left\nhouse : 1, 2, 3, 4, 5.\n"
     "person : Ann, Bob, Cy, Dee, Eve.\n", "Ann lives in the house on the far left.", ['same(person:Ann,house:5)']),
    ("# A row of 5 houses, numbered from the right\nhouse : 1, 2, 3, 4, 5.\nperson : Ann, Bob, Cy, Dee, Eve.\n",
     "Ann lives directly left of Bob.", ['offset(person:Ann,person:Bob,house,1)']),
    ("# Four houses stand in a row, with house 1 at the right end\nhouse : 1, 2, 3, 4.\n"
     "person : Ann, Bob, Cy, Dee.\n", "Ann lives in the second house from the left.", ['same(person:Ann,house:3)']),
    ("# Five houses in a row, numbered 1 to 5 from right to left\nhouse : 1, 2, 3, 4, 5.\n"
     "person : Ann, Bob, Cy, Dee, Eve.\n", "Ann lives right next to Bob.", ['distance(person:Ann,person:Bob,house,1)']),
    # husbands and wives: "married" pairs them; a list of a husband and a wife said of a third
    # thing does not keep them apart (they may be one couple)
    ("husband : Dan, Tom, Ray.\nwife : Pam, Ivy, Fay.\nsurname : Moss, Ward, Lamb.\n", "Dan is married to Pam.",
     ['same(husband:Dan,wife:Pam)']),
    ("husband : Dan, Tom, Ray.\nwife : Pam, Ivy, Fay.\nsurname : Moss, Ward, Lamb.\n", "Neither Dan nor Ivy is a Moss.",
     ['different(husband:Dan,surname:Moss)', 'different(wife:Ivy,surname:Moss)']),
    # "Leo's mom" beside mothers and sons; "settled on" and a left-out verb beside buying
    ("mother : Kay, Pam, Ivy.\nson : Tim, Rex, Leo.\nsurname : Lamb, Hale, Ward.\n", "Leo's mom is Ivy.",
     ['same(son:Leo,mother:Ivy)']),
    ("# Five friends each bought a new car\nperson : Ned, Ann, Bob.\ncar : Fiat, Audi, Kia.\n",
     "Ned picked the Fiat and Ann the Audi.", ['same(person:Ned,car:Fiat)', 'same(person:Ann,car:Audi)']),
    ("# Five friends each bought a new car\nperson : Ned, Ann, Bob.\ncar : Fiat, Audi, Kia.\n",
     "Ann settled on the Audi.", ['same(person:Ann,car:Audi)']),
    # "each bought a new car": the opening's doing
    ("# Five friends each bought a new car\nperson : Ned, Ann, Bob.\ncar : Fiat, Audi, Kia.\n",
     "The Fiat was bought by Ned.", ['same(car:Fiat,person:Ned)']),
    # "didn't win" beside places: not first; "the greatest depth": the largest
    ("riders : Ann, Bob, Cy.\nplaces : 1st, 2nd, 3rd.\n", "Bob didn't win.", ['different(riders:Bob,places:1st)']),
    ("finds : buckle, penny, thimble.\ndepths : 4 inches, 6 inches, 8 inches.\n",
     "The buckle came up from the greatest depth.", ['same(finds:buckle,depths:8 inches)']),
    # "in the middle" then the verb: the middle of the row
    ("# Three nest boxes along the fence, numbered 1 to 3 from left to right\nboxes : 1, 2, 3.\n"
     "birds : robins, wrens, tits.\neggs : 4 eggs, 5 eggs, 6 eggs.\n",
     "The box in the middle held 6 eggs.", ['same(boxes:2,eggs:6 eggs)']),
    # "was found first" (no one finding it) beside years: the earliest year
    ("fossil : ammonite, claw, tooth.\nyears : 2014, 2016, 2018.\n", "The claw was found first.",
     ['same(fossil:claw,years:2014)']),
    # "the first tour" of tour times is the earliest, not a time numbered 1
    ("owner : Ann, Bob, Cy.\ntour times : 10:00am, 11:00am, 12 noon.\n", "Ann's garden was the first on the tour.",
     ['same(owner:Ann,tour times:10:00am)']),
    # counts in which more is ahead; winning more games; "coached by"
    ("name : Ann, Bob, Cy.\nvotes : 1,200, 1,500, 1,800.\nages : 38, 45, 52.\n", "Ann finished 300 votes behind Bob.",
     ['offset(name:Ann,name:Bob,votes,-300)']),
    ("coach : Avery, Bell, Ortiz.\nteam : Comets, Hornets, Pirates.\nwins : 3, 5, 7.\n",
     "The Comets won two more games than the team coached by Avery.", ['offset(team:Comets,coach:Avery,wins,2)']),
    # a lane number less or greater than another
    (SWIM, "Ann's lane number is one less than Bob's.", ['offset(swimmer:Ann,swimmer:Bob,lane,-1)']),
    (SWIM, "Cy's lane number is greater than Ann's.", ['less(swimmer:Ann,swimmer:Cy,lane)']),
    # the verb before a comparison names the category: "scored more", "studied least"
    ("name : Ann, Bob, Cy.\nscore : 10, 20, 30.\nprice : $10, $20, $30.\n",
     "Ann scored more than the person who paid $20.", ['less(price:$20,name:Ann,score)']),
    ("student : Ann, Bob, Cy.\nscores : 55%, 65%, 75%.\nstudy hours : 2, 4, 6.\n",
     "The student who studied least scored 55%.", ['same(study hours:2,scores:55%)']),
    # an adverb superlative after a verb: "the diver who went deepest"
    ("diver : Ann, Bob, Cy.\ndepths : 40 ft, 55 ft, 70 ft.\nair left : 20%, 30%, 40%.\n",
     "The diver who went deepest surfaced with 20% of air left.", ['same(depths:70 ft,air left:20%)']),
    # two superlatives, each with its own verb; a superlative word that is part of a category's name
    ("child : Evie, Finn, Gia.\ncups sold : 20, 25, 30.\nprices : $0.50, $0.75, $1.00.\n",
     "The child who charged the least sold the most cups.", ['same(prices:$0.50,cups sold:30)']),
    ("player : Agnes, Bruno, Celia.\ntop scores : 312, 338, 364.\n", "Bruno had the lowest top score.",
     ['same(player:Bruno,top scores:312)']),
    ("player : Agnes, Bruno, Celia.\ntop scores : 312, 338, 364.\n", "Bruno's top score was 338.",
     ['same(player:Bruno,top scores:338)']),
    # a denial of what a phrase with two names says: not all of it (no more is taken as true)
    (TRIPS2, "Ann didn't go to Dover in March.",
     ['not(all_of([same(name:Ann,city:Dover),same(name:Ann,month:Mar.)]))']),
    (TRIPS2, "Ann isn't a pilot from Ely.", ['not(all_of([same(name:Ann,job:pilot),same(name:Ann,city:Ely)]))']),
    (SONGS, "The Aria wasn't sung by Ana at 8:00pm.",
     ['not(all_of([same(song:Aria,singer:Ana),same(song:Aria,time:8:00pm)]))']),
    (SONGS, "Ana didn't perform the Aria before Bea.",
     ['not(all_of([same(singer:Ana,song:Aria),less(singer:Ana,singer:Bea,time)]))']),
    (SONGS, "Neither Ana nor Bea sang the Aria at 8:00pm.",
     ['different(singer:Ana,singer:Bea)', 'not(all_of([same(singer:Ana,song:Aria),same(singer:Ana,time:8:00pm)]))',
      'not(all_of([same(singer:Bea,song:Aria),same(singer:Bea,time:8:00pm)]))']),
    # "bought the lamp for $40": the lamp is no person ("for" ends like "owner")
    ("buyer : Mr. Hale, Ms. Yu, Dr. Kim.\nitem : lamp, rug, sofa.\nprice : $40, $55, $70.\n",
     "Ms. Yu bought the lamp for $40.", ['same(buyer:Ms. Yu,item:lamp)', 'same(buyer:Ms. Yu,price:$40)']),
    # a definite description is taken as true ("the pilot from Ely" is from Ely)
    (TRIPS2, "Ann isn't the pilot from Ely.", ['same(job:pilot,city:Ely)', 'different(name:Ann,job:pilot)']),
    # British forms: pounds and pence, times with a full stop, "3rd May", titles without a stop
    (BRITISH, "Mrs Dawson paid 50p more than Tom.", ['offset(surnames:Dawson,forenames:Tom,prices,5)']),
    (BRITISH, "Victor paid £1 more than Ruth.", ['offset(forenames:Victor,forenames:Ruth,prices,10)']),
    (BRITISH, "The person who paid £4.50 arrived at 10.30am.", ['same(prices:£4.50,times:10.30am)']),
    (BRITISH, "Ruth arrived half an hour before Mr Grant.", ['offset(forenames:Ruth,surnames:Grant,times,-30)']),
    (BRITISH, "The person surnamed Ellis paid £4.00.", ['same(surnames:Ellis,prices:£4.00)']),
    (PARCELS, "Tom's parcel was sent on the 3rd of May.", ['same(names:Tom,dates:3rd May)']),
    (PARCELS, "Ruth paid a pound more than Sally.", ['offset(names:Ruth,names:Sally,prices,10)']),
    (PARCELS, "Ruth's parcel weighs a pound more than Sally's.", ['offset(names:Ruth,names:Sally,weights,1)']),
    # dates listed across the new year; a fortnight; "the first to be tested" beside attempts
    ("actor : Gavin, Ivor, Josie.\nopenings : 19th December, 26th December, 2nd January.\n",
     "Josie's show is the last to open.", ['same(actor:Josie,openings:2nd January)']),
    ("actor : Gavin, Ivor, Josie.\nopenings : 19th December, 26th December, 2nd January.\n",
     "Josie's show opens a fortnight after Gavin's.", ['offset(actor:Josie,actor:Gavin,openings,14)']),
    ("learner : Chloe, Darren, Kirsty.\ntimes : 8.40am, 9.20am, 10.00am.\nattempts : first, second, third.\n",
     "Darren was the first to be tested.", ['same(learner:Darren,times:8.40am)']),
    # a relative clause or a second verb phrase with two names is said of its subject
    (TRIPS2, "Ann, who went to Dover in March, went after Bob.",
     ['same(name:Ann,city:Dover)', 'same(name:Ann,month:Mar.)', 'less(name:Bob,name:Ann,month)']),
    (TRIPS2, "Ann, who went to Dover before Bob, went in March.",
     ['same(name:Ann,city:Dover)', 'less(name:Ann,name:Bob,month)', 'same(name:Ann,month:Mar.)']),
    (TRIPS2, "Ann went after Bob and went to Dover in March.",
     ['less(name:Bob,name:Ann,month)', 'same(name:Ann,city:Dover)', 'same(name:Ann,month:Mar.)']),
    (TRIPS2, "Ann, who went in March, went to Dover a month after Bob.",
     ['same(name:Ann,month:Mar.)', 'same(name:Ann,city:Dover)', 'offset(name:Ann,name:Bob,month,1)']),
    (TRIPS2, "Ann went in March after Bob.", ['same(name:Ann,month:Mar.)', 'less(name:Bob,name:Ann,month)']),
    # "the trail to the highest hut": the hut's elevation; "older" is about ages first
    (HUTS, "Ann hiked the trail to the highest hut.", ['same(hiker:Ann,elevation:2,400 m)']),
    ("member : Ann, Bob, Cy.\nage : 30, 32, 34.\njoined : 2010, 2012, 2014.\n",
     "The first person to join is older than Ann.", ['less(member:Ann,joined:2010,age)']),
    # "the first sale of the morning" when every time is in the morning: the first of all
    ("seller : Gail, Hank, Ida.\ntimes : 8:15am, 8:45am, 9:15am.\n", "The first sale of the morning was Hank's.",
     ['same(times:8:15am,seller:Hank)']),
    # house puzzles: "on the immediate left of"; a pronoun after a next-to; a clause after the
    # second of two things; one man described twice
    (HOUSES, "Carol lives on the immediate left of Dave.", ['offset(name:Carol,name:Dave,house,-1)']),
    (HOUSES, "Carol is not on the immediate left of Dave.", ['not(offset(name:Carol,name:Dave,house,-1))']),
    (HOUSES, "Carol lives to the left of Dave, but not next to him.",
     ['less(name:Carol,name:Dave,house)', 'different(name:Carol,name:Dave)',
      'not(distance(name:Carol,name:Dave,house,1))']),
    (HOUSES, "Carol lives between Dave and Eve, who keeps the cat.",
     ['one_of([less(name:Dave,name:Carol,house),less(name:Eve,name:Carol,house)])', 'different(name:Carol,name:Dave)',
      'different(name:Carol,name:Eve)', 'same(name:Eve,pet:cat)']),
    (HOUSES, "Carol lives next to both Dave and Eve, who keeps the cat.",
     ['distance(name:Carol,name:Dave,house,1)', 'distance(name:Carol,name:Eve,house,1)',
      'different(name:Dave,name:Eve)', 'same(name:Eve,pet:cat)']),
    # (Dave is the one man by first name: see gender.py)
    (HOUSES, "The man who keeps the cat and drinks tea lives next to Carol.",
     ['any_of([same(pet:cat,name:Dave)])', 'same(pet:cat,drink:tea)', 'distance(pet:cat,name:Carol,house,1)']),
    # "before" beside birth months and trip months: the verb's event, wherever it stands
    (TRIPS_AND_BIRTHS, "The person born in March travelled before Bob.",
     ['less(birth months:March,names:Bob,trip months)']),
    (TRIPS_AND_BIRTHS, "Ann travelled before the person born in March.",
     ['less(names:Ann,birth months:March,trip months)']),
    (TRIPS_AND_BIRTHS, "Ann was born in March and travelled before Bob.",
     ['same(names:Ann,birth months:March)', 'less(names:Ann,names:Bob,trip months)']),
    (TRIPS_AND_BIRTHS, "The person who travelled in June was born before Bob.",
     ['less(trip months:June,names:Bob,birth months)']),
    (BIRTHS, "Ann's birthday is before Bob's.", ['less(names:Ann,names:Bob,birth months)']),
    # a part without its verb starts with a new subject ("and Bob to Ely")
    (VISITS, "Ann went to Dover in March and Bob to Ely.",
     ['same(names:Ann,towns:Dover)', 'same(names:Ann,months:March)', 'same(names:Bob,towns:Ely)']),
    (VISITS, "The Dover visitor went in March and Bob in April.",
     ['same(towns:Dover,months:March)', 'same(names:Bob,months:April)']),
    (VISITS, "Ann went to Dover in March, and Ely was visited in April.",
     ['same(names:Ann,towns:Dover)', 'same(names:Ann,months:March)', 'same(towns:Ely,months:April)']),
    # "neither ... nor ..." with alternatives after the verb: each denied of each
    (VISITS, "Neither Ann nor Bob went to Dover or Ely.",
     ['different(names:Ann,names:Bob)', 'different(names:Ann,towns:Dover)', 'different(names:Ann,towns:Ely)',
      'different(names:Bob,towns:Dover)', 'different(names:Bob,towns:Ely)']),
    (VISITS, "Neither Ann nor Bob went in March, April or May.",
     ['different(names:Ann,names:Bob)', 'different(names:Ann,months:March)', 'different(names:Ann,months:April)',
      'different(names:Ann,months:May)', 'different(names:Bob,months:March)', 'different(names:Bob,months:April)',
      'different(names:Bob,months:May)']),
    # "better", "worse" by a count where more is better; "the high score" is the highest
    (BOWLING, "Dot bowled 11 pins better than Bev.", ['offset(bowlers:Dot,bowlers:Bev,scores,11)']),
    (BOWLING, "Dot scored 11 points worse than Bev.", ['offset(bowlers:Dot,bowlers:Bev,scores,-11)']),
    (BOWLING, "The bowler with the black ball had the high score.", ['same(balls:black,scores:122)']),
    (BOWLING, "Dot had the low score.", ['same(bowlers:Dot,scores:100)']),
    # a person's full name named by the first name, the surname, or a title and the surname
    (AUTHORS, "Ms. Pruitt wrote the memoir.", ['same(authors:Ada Pruitt,genres:memoir)']),
    (AUTHORS, "Boris's book is the memoir.", ['same(authors:Boris Yancey,genres:memoir)']),
    (AUTHORS, "Hargrove didn't write the mystery.", ['different(authors:Celia Hargrove,genres:mystery)']),
    ("players : Ann, Bob, Cy.\ninstruments : viola, cello, tuba.\n", "The violist is Ann.",
     ['same(instruments:viola,players:Ann)']),
    # "either" in a denial: the "too" of a denial at the end, "neither" before "A or B"
    (VISITS, "Ann did not go to Dover either.", ['different(names:Ann,towns:Dover)']),
    (VISITS, "Ann did not go to either Dover or Ely.", ['different(names:Ann,towns:Dover)',
                                                        'different(names:Ann,towns:Ely)']),
    # "of the four" in a puzzle of four, after a place in the order: of all of them
    ("names : Ann, Bob, Cat, Dan.\nages : 20, 30, 40, 50.\nappointments : 9am, 10am, 11am, noon.\n",
     "Ann had the first appointment of the four.", ['same(names:Ann,appointments:9am)']),
    # "longer" beside elevations in feet and lengths in miles: the category named by its noun
    (GLACIERS, "Kettle is 4 miles longer than Wolverine.",
     ['offset(glaciers:Kettle,glaciers:Wolverine,lengths (miles),4)']),
    (GLACIERS, "The 7,500 ft glacier is longer than Wolverine.",
     ['less(glaciers:Wolverine,elevations:7,500 ft,lengths (miles))']),
    (GLACIERS, "Kettle sits 500 feet higher than Wolverine.",
     ['offset(glaciers:Kettle,glaciers:Wolverine,elevations,500)']),
    # "the best grade" among letter grades; a count of people in a crew "one person larger"
    ("students : Ann, Bob, Cy.\ngrades : C+, B-, A-.\n", "Ann earned the best grade.",
     ['same(students:Ann,grades:A-)']),
    ("commanders : Ahn, Brill, Cole.\ncrew sizes : 2, 3, 4.\n", "Ahn's crew was one person larger than Brill's.",
     ['offset(commanders:Ahn,commanders:Brill,crew sizes,1)']),
    # "checked in", "moved in", "signed on": a particle, and the amount after it is one
    ("guest : Ann, Bob, Cy.\ndate : June 3, June 10, June 12.\n", "Ann checked in a week after Bob.",
     ['offset(guest:Ann,guest:Bob,date,7)']),
    ("person : Ann, Bob, Cy.\nmonth : January, February, March.\n", "Ann moved in two months after Bob.",
     ['offset(person:Ann,person:Bob,month,2)']),
    # the second comparison of "higher than Ben but lower than the 12th grader" is by the same verb
    (GRADERS, "Ada scored higher than Ben but lower than the 12th grader.",
     ['less(student:Ben,student:Ada,score)', 'less(student:Ada,grade:12th,score)']),
    (BIRTH_YEARS_MONTHS, "Ann was born in an earlier month than Bob.", ['less(person:Ann,person:Bob,month)']),
    # the verb of "before" wherever it stands in its clause; an order of turns is no row of seats
    (OFFICE, "Ann joined the company before Bob.", ['less(employee:Ann,employee:Bob,hired)']),
    ("speaker : Ann, Bob, Cy.\ntime : 9:00am, 10:00am, 11:00am.\nseat : 1, 2, 3.\n", "Ann spoke before Bob.",
     ['less(speaker:Ann,speaker:Bob,time)']),
    ("speaker : Ann, Bob, Cy.\ntime : 9:00am, 10:00am, 11:00am.\nseat : 1, 2, 3.\n", "Ann spoke first.",
     ['same(speaker:Ann,time:9:00am)']),
    ("party : Ava, Ben, Cal.\ndate : June 3, June 10, June 17.\nday : Monday, Tuesday, Wednesday.\n",
     "Ava's party was 7 days before Ben's.", ['offset(party:Ava,party:Ben,date,-7)']),
    # a category of small whole numbers that counts things, not places in a line
    ("names : Ann, Bob, Cy.\nsiblings : 1, 2, 3.\npets : cat, dog, eel.\n", "Ann has 2 more siblings than Bob.",
     ['offset(names:Ann,names:Bob,siblings,2)']),
    # a time by its hour or "12:00 noon"; a date by its day of the month; a floor by its ordinal
    (SHOWTIMES, "Ann arrived at 11 o'clock.", ['same(names:Ann,times:11:00am)']),
    (SHOWTIMES, "Ann arrived at 12:00 noon.", ['same(names:Ann,times:noon)']),
    (PARTY_FLOORS, "Ann's party is on the 10th.", ['same(names:Ann,dates:June 10th)']),
    (PARTY_FLOORS, "Ann lives on the 2nd floor.", ['same(names:Ann,floors:2)']),
    # round 19: pence named in a mixed list; "an earlier birthday"; arriving beside seats;
    # "the first class" beside times and rooms; "took longer" beside miles and hours
    ("buyers : Ann, Bob, Cy.\nprices : 40p, 75p, £1.20.\n", "Ann paid 40p.", ['same(buyers:Ann,prices:40p)']),
    (TRIPS_AND_BIRTHS, "Ann has an earlier birthday than Bob.", ['less(names:Ann,names:Bob,birth months)']),
    ("guest : Ann, Bob, Cy.\narrival : 1:00pm, 2:00pm, 3:00pm.\nseat : 1, 2, 3.\n", "Ann got there before Bob.",
     ['less(guest:Ann,guest:Bob,arrival)']),
    ("class : Art, Bio, Chem.\ntime : 9:00am, 10:00am, 11:00am.\nroom : 1, 2, 3.\n",
     "Art is the first class of the day.", ['same(class:Art,time:9:00am)']),
    ("hike : Ash, Birch, Cedar.\nlength : 2 miles, 3 miles, 4 miles.\nduration : 1 hour, 2 hours, 3 hours.\n",
     "Ash took longer than Birch.", ['less(hike:Birch,hike:Ash,duration)']),
    ("dogs : Cap, Fly, Moss.\nages : 3 years, 4 years, 5 years.\npoints : 84, 87, 90.\n",
     "The dog aged five scored 3 points more than Cap.", ['offset(ages:5 years,dogs:Cap,points,3)']),
    # "a lower number than A but a higher one than B": a higher number
    ("families : Hebden, Lomax, Tattersall.\nhouse numbers : 3, 8, 14.\n",
     "The Tattersalls live at a lower number than the Lomaxes but a higher one than the Hebdens.",
     ['less(families:Tattersall,families:Lomax,house numbers)',
      'less(families:Hebden,families:Tattersall,house numbers)']),
    # what a count of wins counts
    (WINS, "The Ants won 2 more matches than the Bees.", ['offset(teams:Ants,teams:Bees,wins,2)']),
    (WINS, "The Ants won 2 more of their games than the Bees.", ['offset(teams:Ants,teams:Bees,wins,2)']),
    # a phrasal verb with "his/her" and its thing: a place in the order of that verb's times
    ("customers : Amos, Cyrus.\npickup times : 8:00am, 8:30am.\ncakes : lemon, carrot.\n",
     "Cyrus picked up his cake first.", ['same(customers:Cyrus,pickup times:8:00am)']),
    # any verb with "his/her" and its thing, or in the passive, beside one order of days
    (REPAIRS, "Ms. Quill collected her phone first.", ['same(customers:Ms. Quill,pickups:Monday)']),
    (REPAIRS, "Ms. Quill collected her phone last.", ['same(customers:Ms. Quill,pickups:Wednesday)']),
    (REPAIRS, "Ms. Quill's phone was collected first.", ['same(customers:Ms. Quill,pickups:Monday)']),
    ("families : Lomax, Ormerod, Tattersall.\nhouse numbers : 3, 8, 14.\ndays : Monday, Tuesday, Wednesday.\n",
     "The house with the highest number was occupied first.", ['same(house numbers:14,days:Monday)']),
    # "led" a thing that is no contest: it was theirs ("led the race" is first place)
    (WALKS, "Marjorie led the shortest walk.", ['same(leaders:Marjorie,lengths:6 miles)']),
    (WALKS, "Rodney led the walk heading west.", ['same(leaders:Rodney,directions:west)']),
    ("lead dogs : Juno, Nanook.\nteams (dogs) : 6, 8.\n", "Nanook led a team of 8 dogs.",
     ['same(lead dogs:Nanook,teams (dogs):8)']),
    ("mushers : Aput, Cade.\nplaces : first, second.\n", "Aput led the race.", ['same(mushers:Aput,places:first)']),
    # "outbid", "outspent": more money
    (AUCTION, "Mr. Fairley outbid Mrs. Kemp.", ['less(bidders:Mrs. Kemp,bidders:Mr. Fairley,bids)']),
    (AUCTION, "Mr. Fairley outbid Mrs. Kemp by $40.", ['offset(bidders:Mr. Fairley,bidders:Mrs. Kemp,bids,40)']),
    # any verb in the past beside one order of events: "graduated first"
    (ALUMNI, "Ann graduated first.", ['same(alumni:Ann,graduation years:2001)']),
    (REPAIRS, "Ms. Quill collected last.", ['same(customers:Ms. Quill,pickups:Wednesday)']),
    # "a better grade" is a higher one; "less time" the one category of lengths of time
    (LETTER_GRADES, "Ann got a better grade than Bob.", ['less(students:Bob,students:Ann,grades)']),
    (LETTER_GRADES, "Ann got a worse grade than Bob.", ['less(students:Ann,students:Bob,grades)']),
    ("hikers : Ash, Birch.\ndurations (hours) : 2, 3.\nlengths (miles) : 5, 7.\n",
     "Ash took less time than Birch.", ['less(hikers:Ash,hikers:Birch,durations (hours))']),
    # "longer" beside years of service and a count of siblings: the years
    ("workers : Ann, Bob.\nyears of service : 2, 5.\nsiblings : 0, 1.\n",
     "Ann has been with the company longer than Bob.", ['less(workers:Bob,workers:Ann,years of service)']),
    # "won the $200 prize": that prize
    ("contestants : Gil, Jan.\nprizes : $100, $200.\nhometowns : Enid, Duncan.\n",
     "The contestant from Enid didn't win the $200 prize.", ['different(hometowns:Enid,prizes:$200)']),
    # a "who" clause of two verbs set off after the subject: both said of the subject, and the rest too
    (KITS, "Ann, who bought the Lyra kit and paid $5.00, shipped in April.",
     ['same(buyers:Ann,kits:Lyra)', 'same(buyers:Ann,prices:$5.00)', 'same(buyers:Ann,months:April)']),
    (KITS, "The Lyra kit, which cost $5.00 and shipped in April, was Ann's.",
     ['same(kits:Lyra,prices:$5.00)', 'same(kits:Lyra,months:April)', 'same(kits:Lyra,buyers:Ann)']),
    (KITS, "The Lyra kit, which didn't ship in January, cost less than the Orion kit.",
     ['different(kits:Lyra,months:January)', 'less(kits:Lyra,kits:Orion,prices)']),
    # a price or an amount of time with the rate it is per: the values are that rate
    (SPICES, "Hamid's spice cost 65 cents an ounce less than Farid's.",
     ['offset(vendors:Hamid,vendors:Farid,prices,-65)']),
    (SPICES, "Farid charged $1.30 per ounce more than Hamid.", ['offset(vendors:Farid,vendors:Hamid,prices,130)']),
    # "below", "above" with money; out- verbs of distance
    (SPICES, "Hamid's spice is priced 65 cents below Farid's.", ['offset(vendors:Hamid,vendors:Farid,prices,-65)']),
    ("jumpers : Andre, Bryce.\ndistances : 19 feet, 20 feet.\nschools : North, Central.\n",
     "The North jumper outjumped Bryce.", ['less(jumpers:Bryce,schools:North,distances)']),
    # whole numbers from 1 named by what they count, counted by a clue: "two fewer scoops"
    (SCOOPS, "Brandon ordered two fewer scoops than Abigail.", ['offset(friends:Brandon,friends:Abigail,scoops,-2)']),
    (SCOOPS, "The mint chip cone had one more scoop than the pistachio cone.",
     ['offset(flavors:mint chip,flavors:pistachio,scoops,1)']),
    # "the opening act", "the closing act" of an order of appearance
    (MAGIC, "The opening act was the shortest.", ['same(order:first,lengths:8 minutes)']),
    (MAGIC, "The closing act was Mystic Max.", ['same(order:third,magicians:Mystic Max)']),
    # "the book Mr. Jolly won": the one he got, where no places in a result are listed
    ("books : Harrow Hall, Orchard Lane.\nbidders : Mr. Fane, Mr. Jolly.\nyears : 1891, 1903.\n",
     "The book Mr. Jolly won was printed in 1903.", ['same(bidders:Mr. Jolly,years:1903)']),
    # ", too" at the end is the part's own "too"
    (SCOOPS, "Celeste had the most scoops, and she paid the most, too.",
     ['same(friends:Celeste,scoops:3)', 'same(friends:Celeste,prices:$3.25)']),
    # "the last seating of the evening": the last time is surely evening, none surely is not
    (DINNERS, "The Bordeaux was ordered at the last seating of the evening.", ['same(wines:Bordeaux,times:7:30 pm)']),
    # a superlative over a whole every thing is in: "in the show", "the club's"
    ("boats : Maribel, Osprey.\nlengths : 28 ft, 32 ft.\nfees : $1,640, $1,720.\n",
     "The boat paying $1,640 is the longest in the harbor.", ['same(fees:$1,640,lengths:32 ft)']),
    ("players : Agnes, Celia.\ntop scores : 312, 338.\nmembership : 2 years, 4 years.\n",
     "Celia, the club's newest member, posted the highest score.",
     ['same(players:Celia,membership:2 years)', 'same(players:Celia,top scores:338)']),
    # "neither the youngest nor from Leeds": a superlative before "nor" names no one narrower
    ("surnames : Ashby, Dunn.\ntowns : Leeds, Hull.\nages : 62, 65.\n",
     "Mr Dunn is neither the youngest nor from Leeds.",
     ['different(surnames:Dunn,ages:62)', 'different(surnames:Dunn,towns:Leeds)']),
    # "pieces" count the one count, or the count named after them; "Ann's total" is hers
    (CANDY, "The pirate collected three more pieces of candy than Amy.",
     ['offset(costumes:pirate,children:Amy,candies,3)']),
    (CANDY, "The wizard's total was 3 pieces higher than Amy's.", ['offset(costumes:wizard,children:Amy,candies,3)']),
    # "the lady", "the gentleman" among people titled by sex: one of the women, one of the men
    (BRIDGE, "Mr Fenwick scored 480 points fewer than the lady from Whitby.",
     ['any_of([same(towns:Whitby,players:Mrs Ashby),same(towns:Whitby,players:Miss Harcourt)])',
      'offset(players:Mr Fenwick,towns:Whitby,scores,-480)']),
    # ... and "is a man" of the titled ones, named by their noun
    ("children : Archie, Billie, Cooper.\ninstructors : Ms Lowe, Mr Moana, Mrs Novak.\n",
     "Archie's instructor is a woman.",
     ['any_of([same(children:Archie,instructors:Ms Lowe),same(children:Archie,instructors:Mrs Novak)])']),
    (BRIDGE, "The gentleman from York played on Monday.",
     ['any_of([same(towns:York,players:Mr Fenwick),same(towns:York,players:Mr Pollard)])',
      'same(towns:York,nights:Monday)']),
    # with no titles that mix the sexes, "the man" is the person (the zebra puzzle's men)
    ("runners : Ava, Bella.\nhometowns : Crane, Dover.\nsplits : 58 seconds, 61 seconds.\n",
     "The girl from Crane was the slowest.", ['same(hometowns:Crane,splits:61 seconds)']),
    # "the night after" a night of the week: the next
    (BRIDGE, "Mr Pollard played the night after Mrs Ashby.", ['offset(players:Mr Pollard,players:Mrs Ashby,nights,1)']),
    # a category of another's measure compares the holders: "Rex is older" beside `dog's age`
    (DOG_AGES, "Rex is 2 years older than Fido.", ["offset(dog:Rex,dog:Fido,dog's age,2)"]),
    (DOG_AGES, "Ann's dog is the oldest.", ["same(owner:Ann,dog's age:8)"]),
    # a second part's own verb: "but left before him" is the departures
    (STAYS2, "Ann arrived after Bob but left before him.",
     ['less(guests:Bob,guests:Ann,arrival)', 'less(guests:Ann,guests:Bob,departure)']),
    (STAYS2, "Ann left an hour before Bob.", ['offset(guests:Ann,guests:Bob,departure,-60)']),
    # ... but may say the subject's verb again, or the same measure in another verb
    (STAYS2, "Ann arrived 4 hours before Bob arrived.", ['offset(guests:Ann,guests:Bob,arrival,-240)']),
    ("sellers : Ann, Bob.\nitems : toy train, tea set.\nprices : £4.50, £7.50.\n",
     "Ann sold her item for £3 less than the toy train fetched.", ['offset(sellers:Ann,items:toy train,prices,-30)']),
    # a quantity is counted; horses among no people are older by their own ages
    ("shopper : Ann, Bob.\nquantity : 1, 2.\nprice : $1, $2.\n", "Ann bought 1 more item than Bob.",
     ['offset(shopper:Ann,shopper:Bob,quantity,1)']),
    ("horses : Clover, Tansy.\nages : 8, 12.\nbreeds : Morgan, Arabian.\narrivals : Feb., Apr.\n",
     "The Arabian is older than the Morgan.", ['less(breeds:Morgan,breeds:Arabian,ages)']),
    # "twice as much rain as", "twice as many pets as": a multiple, the noun saying of what
    ("towns : Ash, Birch.\nrain (mm) : 10, 20.\nlow (degrees) : -5, 0.\n", "Ash had twice as much rain as Birch.",
     ['any_of([all_of([same(towns:Ash,rain (mm):20),same(towns:Birch,rain (mm):10)])])']),
    # rows of houses: "two doors away from", "the leftmost house", "on the far right", "at the left end"
    (HOUSES, "Carol lives two doors away from the cat owner.", ['distance(name:Carol,pet:cat,house,2)']),
    (HOUSES, "Carol lives in the leftmost house.", ['same(name:Carol,house:1)']),
    (HOUSES, "Carol lives on the far right.", ['same(name:Carol,house:3)']),
    (HOUSES, "Carol lives at the left end.", ['same(name:Carol,house:1)']),
    # babies born the same day: "born after" on the times of birth; a value "The Brainstormers"
    # as "the Brainstormers"; "outlasted every other couple"; "dead last"; "won the most money"
    ("babies : Ava, Ben.\ntimes : 1:15am, 4:45am.\nweights (lbs) : 6, 7.\n", "Ava was born sometime after Ben.",
     ['less(babies:Ben,babies:Ava,times)']),
    ("teams : The Brainstormers, Quizzly Bears.\nscores : 38, 41.\ncaptains : Mr Barnes, Mrs Cole.\n",
     "Mr Barnes's team scored 3 more than the Brainstormers.",
     ['offset(captains:Mr Barnes,teams:The Brainstormers,scores,3)']),
    ("couples : the Bells, the Dunns.\nhours danced : 14, 17.\ntowns : Akron, Flint.\n",
     "The couple from Flint outlasted every other couple.", ['same(towns:Flint,hours danced:17)']),
    ("horses : Dusty, Easy.\nplaces : first, second.\nodds : 2-1, 5-1.\n", "Dusty finished dead last.",
     ['same(horses:Dusty,places:second)']),
    ("winners : Irma, Leon.\namounts : $25,000, $50,000.\ntowns : Bayville, Wheaton.\n", "Irma won the most money.",
     ['same(winners:Irma,amounts:$50,000)']),
    # "4 days after" beside dates and times of day: the dates (a day is no step of a time of day)
    ("candidates : Fiona, Gerald.\ndates : June 3, June 7.\ntimes : 9:00am, 4:00pm.\n",
     "Fiona's interview was 4 days after Gerald's.", ['offset(candidates:Fiona,candidates:Gerald,dates,4)']),
    # golf strokes: fewer is better
    ("golfers : Archer, Emory.\nhandicaps : 4, 8.\nscores : 74, 77.\n", "Emory shot 3 strokes better than Archer.",
     ['offset(golfers:Emory,golfers:Archer,scores,-3)']),
    # "beat": an earlier place, or a higher score, whichever one the puzzle has
    ("runners : Ava, Bea.\nplaces : first, second.\nshirts : red, blue.\n", "Ava beat Bea.",
     ['less(runners:Ava,runners:Bea,places)']),
    ("runners : Ava, Bea.\nplaces : first, second.\nshirts : red, blue.\n", "Ava beat all comers.",
     ['same(runners:Ava,places:first)']),
    ("teams : Ants, Bees.\npubs : Swan, Plough.\nscores : 38, 41.\n", "The Ants beat the Bees by 3 points.",
     ['offset(teams:Ants,teams:Bees,scores,3)']),
    # race times in seconds written "26.4 s"; "finished 2nd" with race times and no places
    ("swimmers : Amy, Becky, Chloe.\ntimes : 26.4 s, 26.9 s, 27.1 s.\nlanes : 1, 2, 3.\n",
     "Amy was 0.5 seconds faster than Becky.", ['offset(swimmers:Amy,swimmers:Becky,times,-5)']),
    ("swimmers : Amy, Becky, Chloe.\ntimes : 26.4 s, 26.9 s, 27.1 s.\nlanes : 1, 2, 3.\n",
     "The swimmer in lane 2 finished 2nd.", ['same(lanes:2,times:26.9 s)']),
    # the winner of "X, who finished ahead of Y, won the race" is X
    ("runners : Ava, Ben, Cy.\nshirts : blue, red, green.\nplaces : first, second, third.\n",
     "Ava, who finished ahead of Ben, won the race.",
     ['less(runners:Ava,runners:Ben,places)', 'same(runners:Ava,places:first)']),
    # "than Cy and Di, who is 30": the clause's verb says one, the nearest
    (AGES, "Bo is older than Cy and Di, who is 30.",
     ['less(people:Cy,people:Bo,ages)', 'less(people:Di,people:Bo,ages)', 'different(people:Cy,people:Di)',
      'same(people:Di,ages:30)']),
    # ... read when the holder is named ("Ann's husband"), or is the thing itself ("Rex is 4")
    ("wife : Ann, Bea.\nhusband age : 35, 40.\n", "Ann's husband is 35.", ['same(wife:Ann,husband age:35)']),
    ("owner : Ann, Bea.\ndog : Rex, Fido.\ndog age : 2, 4.\n", "Rex is 4.", ['same(dog:Rex,dog age:4)']),
    # "Nobody sold more cups than Quinn", "No tenant lives above Dolly": the extreme
    ("people : Bo, Cy, Di.\nages : 25, 30, 35.\ncups : 3, 5, 7.\n", "Nobody sold more cups than Cy.",
     ['same(people:Cy,cups:7)']),
    ("people : Bo, Cy, Di.\nages : 25, 30, 35.\ncups : 3, 5, 7.\n", "No person is younger than Di.",
     ['same(people:Di,ages:25)']),
    # a relative clause's own verb says what it compares
    ("student : Ada, Ben, Cal.\nscore : 70, 80, 90.\ngrade : 9th, 10th, 11th.\n",
     "The 10th grader, who scored higher than Ben, is Ada.",
     ['less(student:Ben,grade:10th,score)', 'same(grade:10th,student:Ada)']),
    # "at the front / back of the queue", "the rear carriage": the first / last of the line
    ("people : Grace, Harry, Kate.\nplaces : 1st, 2nd, 3rd.\n", "Harry is at the front of the queue.",
     ['same(people:Harry,places:1st)']),
    ("passengers : Ann, Bob, Cy.\ncarriages : 1, 2, 3.\n", "Bob is in the rear carriage.",
     ['same(passengers:Bob,carriages:3)']),
    # "More fans saw X than Y": X drew more fans
    ("shows : Tulsa, Reno.\narenas : Quarry, Pierce.\nfans : 8000, 9500.\n",
     "More fans saw the Tulsa show than the Quarry show.", ['less(arenas:Quarry,shows:Tulsa,fans)']),
    # a name written without its accents
    ("players : Esmé, Øyvind, Renée.\nages : 10, 11, 12.\n", "Esme is older than Oyvind.",
     ['less(players:Øyvind,players:Esmé,ages)']),
    # "the eldest"; "at the left-hand end" of a row
    ("siblings : Bella, Charlie, Dot.\nages : 5, 7, 9.\n", "Charlie is the eldest.", ['same(siblings:Charlie,ages:9)']),
    ("family : Bensons, Coles, Dunns.\nhuts : 1, 2, 3.\n", "The Coles have the hut at the right-hand end.",
     ['same(family:Coles,huts:3)']),
    # "visited by neither A nor B": the doers are two different things
    ("stand : hut, cart.\nfriend : Paloma, Quinn.\nflavor : cherry, lime.\n",
     "The hut was visited by neither Paloma nor the friend with the cherry popsicle.",
     ['different(friend:Paloma,flavor:cherry)', 'different(stand:hut,friend:Paloma)',
      'different(stand:hut,flavor:cherry)']),
    # "for a shorter time": the lengths of time, not the distances
    ("driver : Ann, Bob.\nhours : 2 hours, 3 hours.\ndistance : 100 miles, 200 miles.\n",
     "Ann drove for a shorter time than Bob.", ['less(driver:Ann,driver:Bob,hours)']),
    # "plays the jester": a role is the actor's own
    ("actors : Ben, Dev.\nroles : jester, king.\n", "Either Ben or Dev plays the jester.",
     ['one_of([same(actors:Ben,roles:jester),same(actors:Dev,roles:jester)])']),
    # "the former", "the latter('s)": the first or second of the one pair of names before
    ("handlers : Ellie, Toby, Zac.\nsteers : Ned, Boof, Rusty.\nbreeds : Angus, Brahman, Murray Grey.\n",
     "Neither Ellie nor Toby showed the Murray Grey; the latter's steer is Ned.",
     ['different(handlers:Ellie,handlers:Toby)', 'different(handlers:Ellie,breeds:Murray Grey)',
      'different(handlers:Toby,breeds:Murray Grey)', 'same(handlers:Toby,steers:Ned)']),
    ("handlers : Ellie, Toby, Zac.\nsteers : Ned, Boof, Rusty.\nbreeds : Angus, Brahman, Murray Grey.\n",
     "Either Ellie or Toby showed Boof, and the former showed the Angus.",
     ['one_of([same(handlers:Ellie,steers:Boof),same(handlers:Toby,steers:Boof)])',
      'same(handlers:Ellie,breeds:Angus)']),
    # the 24-hour clock: times of day when written with a leading zero or named for an event's time
    ("children : Archie, Billie.\ntimes : 09:00, 10:00.\n", "Billie's lesson is an hour before Archie's.",
     ['offset(children:Billie,children:Archie,times,-60)']),
    ("children : Archie, Billie.\ntimes : 09:00, 10:00.\n", "Archie's lesson is at 10:00 a.m.",
     ['same(children:Archie,times:10:00)']),
    ("patients : Ann, Bob.\ntimes : 8:45 a.m., 2:00 p.m..\n", "Bob was seen at 14:00.",
     ['same(patients:Bob,times:2:00 p.m.)']),
    ("ferries : Ann, Bob.\ndepartures : 7:10, 7:25.\n", "Ann's ferry leaves 15 minutes before Bob's.",
     ['offset(ferries:Ann,ferries:Bob,departures,-15)']),
    # "won" with no places in a result: beat all the others (marks, race times; a golfer's lowest score)
    ("bands : Ashby, Calder.\nconductors : Mr Dyson, Mrs Firth.\nmarks : 186, 189.\n",
     "The band conducted by Mrs Firth, which won the contest, was Ashby.",
     ['same(conductors:Mrs Firth,marks:189)', 'same(conductors:Mrs Firth,bands:Ashby)']),
    # ... a relative clause of winning is read, not skipped as story
    ("band : Ashby, Calder, Holme.\nmarks : 186, 189, 192.\ntimes : 1.30pm, 2.00pm, 2.30pm.\n",
     "Ashby, which won the contest, played first.", ['same(band:Ashby,marks:192)', 'same(band:Ashby,times:1.30pm)']),
    ("runners : Ann, Bob.\ntimes (minutes) : 20, 25.\nteams : Jets, Owls.\n", "The Jets runner won the race.",
     ['same(teams:Jets,times (minutes):20)']),
    ("golfers : Archer, Emory.\nhandicaps : 4, 8.\nscores : 74, 77.\n", "Emory won.",
     ['same(golfers:Emory,scores:74)']),
    ("golfers : Archer, Emory.\nhandicaps : 4, 8.\nscores : 74, 77.\n", "Emory beat Archer.",
     ['less(golfers:Emory,golfers:Archer,scores)']),
    # an event beside places in a result and days: the day
    ("person : Ann, Bob.\nplace : 1st, 2nd.\nday : Monday, Tuesday.\n", "Ann was interviewed first.",
     ['same(person:Ann,day:Monday)']),
    ("person : Ann, Bob.\nplace : 1st, 2nd.\nday : Monday, Tuesday.\n", "Ann performed last.",
     ['same(person:Ann,day:Tuesday)']),
    # ... and the lengths of time where there are some
    ("hikers : Ash, Birch.\ndurations (hours) : 2, 3.\nlengths (miles) : 5, 7.\n",
     "Ash spent longer hiking than Birch.", ['less(hikers:Birch,hikers:Ash,durations (hours))']),
    ("hikers : Ash, Birch.\ndurations (hours) : 2, 3.\nlengths (miles) : 5, 7.\n",
     "Ash was on the trail longer than Birch.", ['less(hikers:Birch,hikers:Ash,durations (hours))']),
    ("hikers : Ash, Birch.\ndurations (hours) : 2, 3.\nlengths (miles) : 5, 7.\n",
     "Ash's hike was longer than Birch's.", ['less(hikers:Birch,hikers:Ash,lengths (miles))']),
    # "short of": less of a measure, a place further back
    (SUMMITS, "Ilse climbed 500 feet short of Juan.", ['offset(climbers:Ilse,climbers:Juan,heights,-500)']),
    (SUMMITS, "Ilse finished 1 spot short of Juan.", ['offset(climbers:Ilse,climbers:Juan,places,1)']),
    # "no siblings" beside a count that starts at 0
    ("workers : Ann, Bob.\nyears of service : 2, 5.\nsiblings : 0, 1.\n", "Ann has no siblings.",
     ['same(workers:Ann,siblings:0)']),
    ("workers : Ann, Bob.\nyears of service : 2, 5.\nsiblings : 0, 1.\n",
     "The worker with no siblings has served 5 years.", ['same(siblings:0,years of service:5)']),
    # "only" before a value, as "just"
    (COFFEES, "Dr. Coyle drank only one cup.", ['same(doctors:Dr. Coyle,coffees:1 cup)']),
    # the doer of an activity of several words: "bull riding" -> "the bull rider"
    (RODEO, "The bull rider is 3 years older than Dusty.", ['offset(events:bull riding,riders:Dusty,ages,3)']),
    (RODEO, "Clint is older than the steer wrestlers.", ['less(events:steer wrestling,riders:Clint,ages)']),
    # floors numbered one apart: "directly above" is the next floor up
    (TENANTS, "The tenant with the parrot lives directly above the tenant with the ferret.",
     ['offset(pets:parrot,pets:ferret,floors,1)']),
    # "There are 4 more students in A's class than in B's": A's class has 4 more
    (TEACHERS, "There are four more students in Mrs. Cruz's class than in Mr. Bray's.",
     ['offset(teachers:Mrs. Cruz,teachers:Mr. Bray,class sizes,4)']),
    (TEACHERS, "There were two fewer people at Mrs. Cruz's class than at Mr. Bray's.",
     ['offset(teachers:Mrs. Cruz,teachers:Mr. Bray,class sizes,-2)']),
    # a pronoun compared with the one thing compared before can only be the subject
    (CHARTS, "The Danube chart was printed before the Aegean chart, and it is wider than the Aegean chart.",
     ['less(charts:Danube,charts:Aegean,years)', 'less(charts:Aegean,charts:Danube,widths (inches))']),
    (CHARTS, "The Danube chart is wider than the Aegean chart, but it was printed later.",
     ['less(charts:Aegean,charts:Danube,widths (inches))', 'less(charts:Aegean,charts:Danube,years)']),
    # "it" denying again after a denial of who its subject is
    (HANDLERS, "Daria's dog isn't the beagle, and it isn't the poodle.",
     ['different(handlers:Daria,breeds:beagle)', 'different(handlers:Daria,breeds:poodle)']),
    # "she" in a clause of its own subject, when the part before names one person
    (CHESS, "Berenike finished first, although Anselm was rated higher than she was.",
     ['same(players:Berenike,places:first)', 'less(players:Berenike,players:Anselm,ratings)']),
    (CHESS, "Berenike took first place even though Anselm's rating was higher than hers.",
     ['same(players:Berenike,places:first)', 'less(players:Berenike,players:Anselm,ratings)']),
    # a frame that takes in every row says nothing
    (CHARTS, "Of all the charts, Mr. Fairweather's was printed last.", ['same(dealers:Fairweather,years:1770)']),
    (CHARTS, "Of the three charts, Mr. Fairweather's is the widest.",
     ['same(dealers:Fairweather,widths (inches):34)']),
    # a leading "more/fewer" with "than to any other"
    (ARENAS, "Fewer fans came to Halvorsen Arena than to any other arena.",
     ['same(arenas:Halvorsen,attendance:8,000)']),
    (ARENAS, "More fans went to Halvorsen Arena than to Pierce Arena.",
     ['less(arenas:Pierce,arenas:Halvorsen,attendance)']),
    # "both" after two things joined by "and", before the verb
    (RADIO, "The sports and jazz shows both start after 10:00pm.",
     ['all_different([shows:sports,shows:jazz])', 'less(start times:10:00pm,shows:sports,start times)',
      'less(start times:10:00pm,shows:jazz,start times)']),
    # "or earlier" after a value of an ordered category; "13 or more patients"
    (RADIO, "The jazz show starts at 11:00pm or earlier.",
     ['not(less(start times:11:00pm,shows:jazz,start times))']),
    ("exhibits : Amber, Bronze, Clock.\nmonths : February, April, June.\n", "Amber opened in April or earlier.",
     ['not(less(months:April,exhibits:Amber,months))']),
    ("doctors : Abara, Bell, Dunn.\npatients seen : 9, 11, 13.\n", "Bell saw 11 or more patients.",
     ['not(less(doctors:Bell,patients seen:11,patients seen))']),
    # "beat" beside finish times (a "finish" is no place then) and months
    ("runners : Amara, Barnaby, Cleo.\nmonths : April, May, June.\nfinish times : 3:05, 3:20, 3:35.\n",
     "Amara beat Barnaby's time by 15 minutes.", ['offset(runners:Amara,runners:Barnaby,finish times,-15)']),
    # "the fourth float": the things' own noun, and the puzzle's one line of places
    (FLOATS, "The pirate float, the 36-foot float and the third float are three different floats.",
     ['all_different([themes:pirates,lengths (feet):36,positions:third])']),
    # a row of things numbered as ordinals is no result: "sits next to" is the next umbrella
    (UMBRELLAS, "Ines sits next to Hugo.", ['distance(friends:Ines,friends:Hugo,umbrellas,1)']),
    (UMBRELLAS, "There is exactly one umbrella between Ines and Hugo.",
     ['distance(friends:Ines,friends:Hugo,umbrellas,2)']),
    # the ends and the middle among ordinals: places 1 to N
    ("children : Alfie, Bella, Cleo.\npegs : leftmost, middle, rightmost.\ncoats : blue, red, pink.\n",
     "The red coat is somewhere to the left of the pink coat.", ['less(coats:red,coats:pink,pegs)']),
    # a second sentence that goes on about the first with a pronoun, as after a semicolon
    ("children : Ivy, Tom, Amy.\nevents : chess, darts, golf.\nages : 7, 8, 9.\n",
     "Ivy is 7. She was best at chess.", ['same(children:Ivy,ages:7)', 'same(children:Ivy,events:chess)']),
    # the ends of a row by their side: a row runs from left to right
    (KENNELS, "Max is in the end kennel on the right.", ['same(dogs:Max,kennels:3)']),
    (KENNELS, "Max is in the last kennel on the right.", ['same(dogs:Max,kennels:3)']),
    (KENNELS, "Max has an end kennel.", ['any_of([same(dogs:Max,kennels:1),same(dogs:Max,kennels:3)])']),
    # a title that is a value of its own category, before a surname: the same person
    (TITLED, "Dr Fenton is 30.", ['same(title:Dr,surname:Fenton)', 'same(title:Dr,age:30)']),
    # a clause after one's value, and a second "who" clause after "and": still of the subject
    ("host : Ann, Bob, Cy.\nevent : picnic, party, dinner.\nday : Monday, Tuesday, Thursday.\n"
     "guests : 6, 8, 12.\n", "Ann's dinner, which had 12 guests, was on Thursday.",
     ['same(host:Ann,event:dinner)', 'same(host:Ann,guests:12)', 'same(host:Ann,day:Thursday)']),
    (RACERS, "Ann, who is from Leeds and who wore red, finished 2nd.",
     ['same(runner:Ann,town:Leeds)', 'same(runner:Ann,shirt:red)', 'same(runner:Ann,place:2nd)']),
    # a part of the day after a time says which half of the day
    ("guest : Ann, Bob, Cy.\narrival : 7:00am, 7:00pm, 9:00pm.\n", "Ann arrived at 7:00 in the evening.",
     ['same(guest:Ann,arrival:7:00pm)']),
    ("traveller : Ann, Bob, Cy.\ndeparture : 07:10, 09:30, 18:45.\n", "Ann departs at 09:30 in the morning.",
     ['same(traveller:Ann,departure:09:30)']),
    # "won with": won, and had it; with nothing that says who won, what was had
    ("teams : Brains, Bears, Owls.\npubs : the Plough, the Swan, the Red Lion.\nscores : 38, 41, 44.\n",
     "The team from the Red Lion won with the top score.", ['same(pubs:the Red Lion,scores:44)']),
    ("jumpers : Andre, Bryce, Curtis.\ndistances : 19 feet, 20 feet, 21 feet.\nattempts : first, second, third.\n",
     "Curtis won the event with the longest jump.", ['same(jumpers:Curtis,distances:21 feet)']),
    # "under" or "outside" a place of the puzzle's own things: at it; "drank only water"
    (UMBRELLAS, "Greta sits under the second umbrella.", ['same(friends:Greta,umbrellas:second)']),
    ("travellers : Carl, Dora, Earl.\nrooms : 11, 12, 13.\ncars : Jeep, Ford, Kia.\n",
     "The Jeep is parked outside room 12.", ['same(cars:Jeep,rooms:12)']),
    ("guests : Ann, Bob, Cy.\ndrinks : tea, water, wine.\n", "Ann drank only water.",
     ['same(guests:Ann,drinks:water)']),
    # ages in weeks or months are ages; a ladder's spots are its result; slots are no result
    ("children : Lily, Owen, Sam.\nhamsters : Biscuit, Nugget, Peanut.\nages : 6 weeks, 8 weeks, 10 weeks.\n",
     "Nugget is 2 weeks older than Biscuit.", ['offset(hamsters:Nugget,hamsters:Biscuit,ages,2)']),
    ("players : Amir, Dana, Connor.\nspots : 1st, 2nd, 3rd.\nrackets : Butterfly, Donic, Stiga.\n",
     "The Stiga player finished 1 spot after Dana.", ['offset(rackets:Stiga,players:Dana,spots,1)']),
    ("comedians : Dev, Erin, Fitz.\nslots : 1st, 2nd, 3rd.\nscores : 71, 76, 82.\n", "Dev went on first.",
     ['same(comedians:Dev,slots:1st)']),
    ("comedians : Dev, Erin, Fitz.\nslots : 1st, 2nd, 3rd.\nscores : 71, 76, 82.\n", "Dev performed last.",
     ['same(comedians:Dev,slots:3rd)']),
    # "Nobody is older than Dr Fenton" beside titles as a category: one person
    (TITLED, "Nobody is older than Dr Fenton.", ['same(title:Dr,surname:Fenton)', 'same(title:Dr,age:40)']),
    # a bare clock beside the 24-hour clock is on it
    ("traveller : Ann, Bob, Cy.\ndeparture : 07:10, 09:30, 18:45.\n", "Ann departs after 8:00.",
     ['any_of([same(traveller:Ann,departure:09:30),same(traveller:Ann,departure:18:45)])']),
    # pounds and ounces, and fractions printed as one sign, as values
    ("anglers : Art, Dee, Stan.\nweights : 1 lb 4 oz, 2 lb 2 oz, 3 lb 4 oz.\n", "Art's fish was the heaviest.",
     ['same(anglers:Art,weights:3 lb 4 oz)']),
    ("ladies : Lamb, Marsh, Oakley.\nmaterial : 1½ yards, 2 yards, 2¾ yards.\n",  # (in hundredths of a yard)
     "Lamb used a quarter of a yard less material than Marsh.", ['offset(ladies:Lamb,ladies:Marsh,material,-25)']),
    # the lane's houses by number: next door, neighbours, a lower number; anyone else in the lane
    (LANE, "Mrs Abbott lives next door to Mr Dunn.",
     ['distance(householders:Mrs Abbott,householders:Mr Dunn,cottages,2)']),
    (LANE, "Mr Bright is Mr Dunn's next-door neighbour.",
     ['distance(householders:Mr Bright,householders:Mr Dunn,cottages,2)']),
    (LANE, "Mrs Abbott lives at a lower number than Mr Dunn.",
     ['less(householders:Mrs Abbott,householders:Mr Dunn,cottages)']),
    (LANE, "Mr Dunn takes more milk than anyone else in the lane.", ['same(householders:Mr Dunn,milk:3 pints)']),
    # a description by an exact comparison: the one thing it names
    (COMICS, "The comic who went on 1 spot after Erin scored 88.", ['offset(scores:88,comedians:Erin,slots,1)']),
    # "the last one in June": the last of that month's dates
    ("clients : law firm, food blog, dance school.\ndates : May 27, June 3, June 10.\n",
     "The law firm's shoot was the last one in June.", ['same(clients:law firm,dates:June 10)']),
    ("clients : law firm, food blog, dance school.\ndates : May 27, June 3, June 10.\n",
     "The law firm's shoot was the first in June.", ['same(clients:law firm,dates:June 3)']),
    # a titled full name by its title and first name, or title and surname (its own title only)
    (STARS, "Dame Hermione signed the programme.", ['same(stars:Dame Hermione Slade,signed:programme)']),
    (STARS, "Miss Vance signed the photograph.", ['same(stars:Miss Ruby Vance,signed:photograph)']),
    # a part of the day after an amount that is no time: when, not which amount; "holes" is no golf
    ("people : Ann, Bob, Cy.\ndistances : 3 miles, 5 miles, 7 miles.\n", "Ann ran 5 miles in the morning.",
     ['same(people:Ann,distances:5 miles)']),
    ("player : Ann, Bob, Cy.\nscore : 70, 75, 80.\nsocks : red, blue, green.\n",
     "Ann, who has holes in her red socks, scored 80.", ['same(player:Ann,socks:red)', 'same(player:Ann,score:80)']),
    # ... but a superlative before its verb is the extreme of all
    (CHARTS, "The widest chart was printed in 1745.", ['same(widths (inches):34,years:1745)']),
    # ... but ordinals named for the event are its order
    ("guest : Ann, Bob, Cy.\narrivals : first, second, third.\n", "Ann arrived after Bob.",
     ['less(guest:Bob,guest:Ann,arrivals)']),
    # amounts on a category that counts dozens
    ("bakers : Baker, Cole, Diaz.\ndozens : 2, 3, 4.\n", "Cole baked a dozen more than Baker.",
     ['offset(bakers:Cole,bakers:Baker,dozens,1)']),
    ("bakers : Baker, Cole, Diaz.\ndozens : 2, 3, 4.\n", "Cole baked two dozen fewer than Diaz.",
     ['offset(bakers:Cole,bakers:Diaz,dozens,-2)']),
    # "No album holds more stamps than the red one": the red album
    ("collectors : Ann, Bob, Cy.\nstamps : 40, 45, 50.\nalbums : black, blue, red.\n",
     "No album holds more stamps than the red one.", ['same(albums:red,stamps:50)']),
    # "more valuable", "the most valuable": worth more money
    ("charts : Aegean, Baltic, Caspian.\nprice : $10, $20, $30.\n",
     "The Aegean chart is more valuable than the Baltic.", ['less(charts:Baltic,charts:Aegean,price)']),
    # a row of umbrellas numbered as ordinals: where people sit, and "the first umbrella"
    ("guest : Ann, Bob, Cy, Dee.\numbrella : first, second, third, fourth.\n", "Ann sits after Bob.",
     ['less(guest:Bob,guest:Ann,umbrella)']),
    ("guest : Ann, Bob, Cy, Dee.\numbrella : first, second, third, fourth.\n", "Ann sat two umbrellas after Bob.",
     ['offset(guest:Ann,guest:Bob,umbrella,2)']),
    ("swimmer : Ann, Bob, Cy.\nlane : 1, 2, 3.\n", "Ann swam in a lane after Bob's.",
     ['less(swimmer:Bob,swimmer:Ann,lane)']),
    # ordinals ranking a quality: "ranked sometime before" is the ranking
    (COMETS, 'Cinder ranked second.', ['same(comets:Cinder,brightness:second)']),
    # "reported by", "took place", "the bridge over the Severn", "tutored by": plain verbs
    ("sightings : Elk Falls, Dry Creek.\nwitnesses : Sgt. Hooper, Ms. Vale.\n",
     "The sighting in Elk Falls was reported by Sgt. Hooper.", ['same(sightings:Elk Falls,witnesses:Sgt. Hooper)']),
    ("leaders : Anika, Bruno.\nyears : 2009, 2013.\n", "Anika's expedition took place 4 years after Bruno's.",
     ['offset(leaders:Anika,leaders:Bruno,years,4)']),
    ("bridges : Ardmore Span, Cullen Bridge.\nrivers : Avon, Severn.\n",
     "The bridge over the Severn is Ardmore Span.", ['same(rivers:Severn,bridges:Ardmore Span)']),
    ("tutors : Mr. Bray, Mrs. Cruz.\nstudents : Aiden, Cody.\n", "Cody is the student tutored by Mr. Bray.",
     ['same(students:Cody,tutors:Mr. Bray)']),
    # house puzzles of the Einstein kind as the puzzle sites word them
    (BUNGALOWS, "The person who plays cricket is staying in one of the end bungalows.",
     ['any_of([same(sport:cricket,bungalow:1),same(sport:cricket,bungalow:5)])']),
    (BUNGALOWS, "Both Ann and Bob are at the ends of the row.",
     ['all_different([person:Ann,person:Bob])', 'any_of([same(person:Ann,bungalow:1),same(person:Ann,bungalow:5)])',
      'any_of([same(person:Bob,bungalow:1),same(person:Bob,bungalow:5)])']),
    (BUNGALOWS, "Both the golfer and Cy are in the end bungalows.",
     ['all_different([sport:golf,person:Cy])', 'any_of([same(sport:golf,bungalow:1),same(sport:golf,bungalow:5)])',
      'any_of([same(person:Cy,bungalow:1),same(person:Cy,bungalow:5)])']),
    (BUNGALOWS, "Ann is exactly to the right of Bob.", ['offset(person:Ann,person:Bob,bungalow,1)']),
    (BUNGALOWS, "Ann is somewhere in between Bob and Cy.",
     ['one_of([less(person:Bob,person:Ann,bungalow),less(person:Cy,person:Ann,bungalow)])',
      'different(person:Ann,person:Bob)', 'different(person:Ann,person:Cy)']),
    # "the QuickBox customer": the one QuickBox served; "isn't taking anyone to Reno"
    ("people : Ann, Bob, Cy.\ncompanies : Atlas, QuickBox, Swift.\n", "Ann is the QuickBox customer.",
     ['same(people:Ann,companies:QuickBox)']),
    ("companies : Atlas, QuickBox, Swift.\ncities : Boise, Reno, Tulsa.\n", "Swift isn't taking anyone to Reno.",
     ['different(companies:Swift,cities:Reno)']),
    # an irregular verb of doing something in turn: "shot last", "was seen first"
    ("players : Cole, Drew, Jalen.\nturns : 1st, 2nd, 3rd.\n", "Jalen shot last.", ['same(players:Jalen,turns:3rd)']),
    ("patients : Mr Ahmed, Mrs Brown, Miss Clark.\nappointments : 9:10, 9:20, 9:30.\n", "Mr Ahmed was seen first.",
     ['same(patients:Mr Ahmed,appointments:9:10)']),
    # "won in 9.98 seconds": won, with that time
    ("sprinters : Abel, Bruno, Cedric.\ntimes : 9.98 s, 10.04 s, 10.11 s.\n", "Bruno won in 9.98 seconds.",
     ['same(sprinters:Bruno,times:9.98 s)']),
    # "went off at 8-1": the starting odds, not going out of the race
    ("horses : Ace, Dust Devil, Easy Money.\nfinishes : 1st, 2nd, 3rd.\nodds : 2-1, 5-1, 8-1.\n",
     "Dust Devil went off at 8-1.", ['same(horses:Dust Devil,odds:8-1)']),
    # "somewhere in between" beside the row and another order (bays and years): the row
    ("bays : 1, 2, 3, 4, 5.\nowners : Anke, Bram, Colm, Dagny, Elodie.\nyears : 1968, 1974, 1979, 1985, 1991.\n",
     "Colm is somewhere in between Anke and Bram.",
     ['one_of([less(owners:Anke,owners:Colm,bays),less(owners:Bram,owners:Colm,bays)])',
      'different(owners:Colm,owners:Anke)', 'different(owners:Colm,owners:Bram)']),
    # "the lifeguard under the red flag or the one ...": at the red flag
    ("towers : 1, 2, 3.\nlifeguards : Ash, Bodhi, Cass.\nflags : red, blue, green.\n",
     "Ash is either the lifeguard under the red flag or the one in tower 3.",
     ['one_of([same(lifeguards:Ash,flags:red),same(lifeguards:Ash,towers:3)])']),
    ("act : drums, magic, comedy.\nperformer : Ann, Bob, Cy.\n", "The drummer is Bob.",
     ['same(act:drums,performer:Bob)']),
    # a doer's form is no category's noun ("trainer" beside `transport : train, ...` and trainers)
    ("client : Ann, Bea, Cid.\ntrainer : Tom, Sue, Val.\ntransport : train, bus, car.\n", "Ann's trainer is Tom.",
     ['same(client:Ann,trainer:Tom)']),
    # ordinals named for prizes are places in a result
    ("baker : Ann, Bob, Cy.\nprize : first, second, third.\ncake : plum, lemon, apple.\n", "The plum cake won.",
     ['same(cake:plum,prize:first)']),
    ("runner : Ann, Bob, Cy.\nplace : first, second, third.\ntown : Ely, Hull, York.\n",
     "Ann crossed the line before Bob.", ['less(runner:Ann,runner:Bob,place)']),
    # a full name after a denial, owned or with a verb, is one person
    ("dog : Rex, Spot, Fido.\nfirst : Ann, Bob, Cy.\nlast : Fenton, Gale, Hart.\n", "Rex isn't Ann Fenton's dog.",
     ['same(first:Ann,last:Fenton)', 'different(dog:Rex,first:Ann)']),
    ("dog : Rex, Spot, Fido.\nfirst : Ann, Bob, Cy.\nlast : Fenton, Gale, Hart.\n",
     "Rex doesn't belong to Ann Fenton.", ['same(first:Ann,last:Fenton)', 'different(dog:Rex,first:Ann)']),
    # standing and being seated go along a row
    ("guest : Ann, Bob, Cy.\nseat : 1, 2, 3.\n", "Ann stood before Bob.", ['less(guest:Ann,guest:Bob,seat)']),
    # a bare number after a verb of going is a time only where the puzzle has times
    ("rider : Ann, Bob, Cy.\nstop : 1, 2, 3.\n", "Ann got off at 3.", ['same(rider:Ann,stop:3)']),
    # the doer of a value: the golfer, the drummer, the comedian
    ("act : comedy, drum, magic.\nperformer : Ann, Bob, Cy.\n", "The drummer is Bob.",
     ['same(act:drum,performer:Bob)']),
    ("act : comedy, drum, magic.\nperformer : Ann, Bob, Cy.\n", "The comedian is Ann.",
     ['same(act:comedy,performer:Ann)']),
    ("items : bugle, drum, flag.\nsoldiers : Ann, Bob, Cy.\n", "Bob is the bugler.",
     ['same(soldiers:Bob,items:bugle)']),
    # "the floor above" on floors one apart from any start is the next one up; "a floor above" some
    ("floor : 2, 3, 4, 5.\ntenant : Ann, Bob, Cy, Dee.\n", "Ann lives on the floor above Bob.",
     ['offset(tenant:Ann,tenant:Bob,floor,1)']),
    ("floor : 2, 3, 4, 5.\ntenant : Ann, Bob, Cy, Dee.\n", "Ann lives on a floor above Bob.",
     ['less(tenant:Bob,tenant:Ann,floor)']),
    ("floor : 1, 2, 4, 5.\ntenant : Ann, Bob, Cy, Dee.\n", "Ann lives on a floor above Bob.",
     ['less(tenant:Bob,tenant:Ann,floor)']),
    # "the floor above" is one floor up even where the floors are not one apart
    ("floor : 1, 2, 4, 5.\ntenant : Ann, Bob, Cy, Dee.\n", "Ann lives on the floor above Bob.",
     ['offset(tenant:Ann,tenant:Bob,floor,1)']),
    # year groups at school under another name: "the year below" is one year down
    ("# At Hillcrest Primary each teacher has a class\nteachers : Ann, Bob, Cy, Dee.\n"
     "classes : Year 1, Year 2, Year 3, Year 4.\n", "Bob teaches the year below Dee.",
     ['offset(teachers:Bob,teachers:Dee,classes,-1)']),
    ("# At Hillcrest Primary each teacher has a class\nteachers : Ann, Bob, Cy, Dee.\n"
     "classes : Year 1, Year 2, Year 4, Year 5.\n", "Bob is in the year above Dee.",
     ['offset(teachers:Bob,teachers:Dee,classes,1)']),
    # "started behind" beside start positions and places: the start
    ("runner : Ann, Bob, Cy, Dee.\nstart position : 1, 2, 3, 4.\nplace : first, second, third, fourth.\n",
     "Ann started behind Bob.", ['less(runner:Bob,runner:Ann,start position)']),
    # carats are a weight; "pulled up" is an arrival
    ("dealers : Anouk, Benedikt, Carmen.\nweights : 1.5 carats, 2 carats, 2.5 carats.\n",
     "Benedikt's gem is lighter than Carmen's.", ['less(dealers:Benedikt,dealers:Carmen,weights)']),
    ("cars : Buick, Jaguar, Porsche.\narrivals : 6:40pm, 6:55pm, 7:10pm.\n",
     "The Porsche pulled up 15 minutes after the Buick.", ['offset(cars:Porsche,cars:Buick,arrivals,15)']),
    # floors are named by their ordinals: "the second floor" of floors 2 to 5 is floor 2
    ("floor : 2, 3, 4, 5.\ntenant : Ann, Bob, Cy, Dee.\n", "Ann lives on the second floor.",
     ['same(tenant:Ann,floor:2)']),
    # years of an event named for it are calendar years
    (ELEPHANTS, 'Kamala arrived 2 years after Mabel.', ['offset(elephants:Kamala,elephants:Mabel,arrivals,2)']),
    # school grades written as ordinals are in order; "one grade ahead" is the next grade up
    (SCHOOL_GRADES, 'Ivy is one grade ahead of Milo.', ['offset(children:Ivy,children:Milo,grades,1)']),
    (SCHOOL_GRADES, 'Milo is in 3rd grade.', ['same(children:Milo,grades:3rd grade)']),
    ("places : 1st place, 2nd place, 3rd place.\nrunners : Ann, Bob, Cy.\n", 'Ann finished ahead of Bob.',
     ['less(runners:Ann,runners:Bob,places)']),
    (RIDERS, 'Harriet rode the grey; Chloe is four years her junior.',
     ['same(riders:Harriet,colours:grey)', 'offset(riders:Chloe,riders:Harriet,ages,-4)']),
    # an appositive superlative is the one named, so "her" has one antecedent
    (RIDERS, 'Harriet, the eldest of the three, rode the grey; Chloe is two years younger than her.',
     ['same(riders:Harriet,ages:13)', 'same(riders:Harriet,colours:grey)',
      'offset(riders:Chloe,riders:Harriet,ages,-2)']),
    ('finalists : Ivor, Lorraine, Sam.\ntowns : Ely, March, Soham.\nages : 19, 34, 47.\n', 'Ivor came over from Ely.',
     ['same(finalists:Ivor,towns:Ely)']),
    # the opening gives the ages to the things: "each koi's length ... its age", "the age of each
    # walker's puppy", "the parrot, its species and its age"
    (KOI, "Jolene's fish is a year older than the Showa.", ['offset(owners:Jolene,varieties:Showa,ages,1)']),
    (PUPPIES, "Brian's puppy is a month older than Maple.", ['offset(walkers:Brian,puppies:Maple,ages,1)']),
    (PUPPIES, "Carol's Barley is the youngest.", ['same(walkers:Carol,puppies:Barley)',
                                                   'same(walkers:Carol,ages:4 months)']),
    (PARROTS, "The macaw is 4 years older than the African grey.",
     ['offset(species:macaw,species:African grey,ages,4)']),
    # "size 10" is a measure, not a name like "Screen 3": the biggest boots are the largest size
    (BOOTS, "Jack has the biggest boots.", ['same(children:Jack,sizes:size 12)']),
    (BOOTS, "The yellow boots are the smallest.", ['same(colours:yellow,sizes:size 10)']),
    (BOOTS, "Jack jumped in the most puddles.", ['same(children:Jack,puddles:7 puddles)']),
    # more money than there are places to go up: dollars
    (UNEVEN_PRICES, "Ivy paid 10 more than Tom.", ['offset(shopper:Ivy,shopper:Tom,price,10)']),
    # year groups at school: "the year above" is the next one up
    (TUCK_SHOP, "Poppy is in the year above Grace.", ['offset(children:Poppy,children:Grace,years,1)']),
    (TUCK_SHOP, "Poppy is two years below Grace.", ['offset(children:Poppy,children:Grace,years,-2)']),
    (MUD_RUN, "Jenna crossed the finish line first.", ['same(runners:Jenna,times:38 minutes)']),
    ("friends : Jay, Kit, Nell.\nfavourites : dinosaur, rocket, unicorn.\nages : 6, 7, 8.\n",
     "The child who likes the unicorn best is the oldest.", ['same(favourites:unicorn,ages:8)']),
    (MUD_RUN, "Kyle, the last of the three to finish, raised $200.",
     ['same(runners:Kyle,times:46 minutes)', 'same(runners:Kyle,pledges:$200)']),
]


@pytest.mark.parametrize("header, sentence, expected", READ, ids=[case[1] for case in READ])
def test_puzzle_book_phrasings_are_read(header, sentence, expected):
    assert relations(header, sentence) == expected


UMBRELLAS = "guest : Ann, Bob, Cy, Dee.\numbrella : first, second, third, fourth.\n"
RACE_AND_LANES = "runner : Ann, Bob, Cy, Dee.\nplace : first, second, third, fourth.\nlane : 1, 2, 3, 4.\n"
REFUSED = [
    # another doing than the opening's, kin doings, and a surname before marriage
    ("# Five friends each bought a new car\nperson : Ned, Ann, Bob.\ncar : Fiat, Audi, Kia.\n",
     "The Fiat was sold by Ned.", "sold"),
    ("husband : Dan, Tom, Ray.\nwife : Pam, Ivy, Fay.\nsurname : Moss, Ward, Lamb.\n", "Dan divorced Pam.", "divorced"),
    ("husband : Dan, Tom, Ray.\nwife : Pam, Ivy, Fay.\nsurname : Moss, Ward, Lamb.\n", "Ivy was born a Moss.", "born"),
    ("husband : Dan, Tom, Ray.\nwife : Pam, Ivy, Fay.\nsurname : Moss, Ward, Lamb.\n", "Ivy's maiden name is Ward.",
     "maiden"),
    ("mother : Kay, Pam, Ivy.\nson : Tim, Rex, Leo.\nsurname : Lamb, Hale, Ward.\n", "Kay babysits Tim.", "babysits"),
    # a list longer than the puzzle's rows
    ("person : Sue, Bob, Gus.\njob : nurse, baker, vet.\npet : dog, cat, fish.\n",
     "The four people are Gus, the dog owner, the baker and the nurse.", "The four"),
    # "second prize" where no category holds places or prizes
    ("members : Ann, Bob, Cy.\nscores : 6 points, 7 points, 8 points.\n", "Bob took second prize.", "second"),
    # a compass point where the opening numbers no row from one point to its opposite
    ("# Three cells in a row, numbered 1 to 3 from left to right\ncells : 1, 2, 3.\nmonks : Ann, Bob, Cy.\n",
     "Ann sleeps immediately east of Bob.", "east"),
    # a bare amount on values written in dozens: dozens, or the things they count?
    ("customers : Ann, Bob, Cy.\norders : 2 dozen, 3 dozen, 4 dozen.\n", "Ann ordered 2 more than Bob.", "2 more"),
    # "lost to" is no weight lost; "went off water" is no time
    ("losses : 12 lbs, 15 lbs, 18 lbs.\nmembers : Ann, Bob, Cy.\n", "Ann lost to Bob.", "lost"),
    ("blasters : Dwyer, Mendez, Tolliver.\ntimes : 8:30am, 9:15am, 10:00am.\n", "Dwyer went off water.", "off"),
    # "near" a village is where a grove lies only where the opening tells of nearness, and not
    # beside a row of places ("near" may be "next to")
    ("groves : Dimas, Galanis, Makris.\nvillages : Chora, Dorio, Pylos.\n", "The Dimas grove lies near Pylos.", "near"),
    ("# Three groves, each near a different village, numbered 1 to 3 from left to right\n"
     "plots : 1, 2, 3.\ngroves : Dimas, Galanis, Makris.\nvillages : Chora, Dorio, Pylos.\n",
     "The Dimas grove lies near Pylos.", "near"),
    # grades in no order the puzzle gives: never another category's numbers
    ('students : Ivy, Jonah, Milo.\ngrades : freshman, sophomore, junior.\nguesses : 250, 300, 375.\n',
     'Ivy is in a higher grade than Milo.', 'higher'),
    (SCHOOL_GRADES, 'Ivy finished ahead of Milo.', 'ahead'),  # a finish, not a grade
    # places up the list, or dollars?
    (UNEVEN_PRICES, "Ivy paid two prices more than Tom.", 'two prices'),
    (UNEVEN_PRICES, "Ivy paid a price two above Tom's.", 'two above'),
    # "in the middle of the week": Wednesday, or midweek? never the middle of the list
    ("guest : Ivy, Tom, Ann.\nday : Monday, Tuesday, Wednesday.\nroom : red, blue, green.\n",
     "Ivy arrived in the middle of the week.", 'middle'),
    # the puppies' ages are not the walkers'
    (PUPPIES, 'Alison is the youngest.', 'youngest'),
    (PUPPIES, "Brian's puppy is a month older than Alison.", 'a month older'),
    # a finishing order is no lane number ("finished ahead" of a lane?)
    ('people : Flo, Chuck, Dot.\nlanes : 1, 2, 3.\n', 'Flo finished one ahead of Chuck.', 'one'),
    # a verb of an event no category of dates is named for, in a puzzle with houses too
    ('house : 1, 2, 3.\nnames : Ann, Bob, Cy.\nbirth dates : April 3, April 10, April 17.\n',
     'Ann was the first to leave.', 'first'),
    # between two amounts: is each end included? "not between": on which side?
    (AGES, 'Bo arrived between 9:00am and 11:00am.', '9:00am'),
    (HOUSES, "The cat owner doesn't live between Carol and Dave.", 'between'),
    # a multiple of dates, or with nothing to compare with
    ('dogs : Rex, Fido.\nyears : 2010, 2020.\n', 'Rex is twice as old as Fido.', 'twice'),
    # "Bo, the cat owner, or Cy": Bo the cat owner, or three people?
    (AGES, 'Bo, the cat owner, or Cy is 25.', 'or'),
    # not both, or neither? and "both Cy and" followed by a verb
    (AGES, 'Bo is not older than both Cy and Di.', 'Di'),
    (AGES, 'Bo is older than both Cy and owns the cat.', 'owns'),
    # a title that is no value's
    ("teachers : Mr. Bray, Mrs. Cruz.\nkids : Lou, Max.\n", "Lou sat in Mrs. Smith's class.", "Mrs."),
    # a month or minutes offset on a category of prices
    ("kids : Ann, Bob.\nprices : $1.25, $1.50.\n", "Ann paid 1 month more than Bob.", "1 month"),
    ("kids : Ann, Bob.\nprices : $1.25, $1.50.\n", "Ann paid 25 minutes more than Bob.", "25 minutes"),
    # "first" of a kit: no order is named
    ("kids : Kit, Ora.\nkits : Orion, Vega.\n", "The kit shipped first.", "first"),
    # a capitalised value named in lowercase could be a common noun
    ("kids : Ann, Bob.\npets : Cat, Dog.\n", "Ann owns the cat.", "Ann"),
    # two sizes: "bigger" does not say which
    ("kids : Ann, Bob.\nheights : 5 ft, 6 ft.\nweights : 50 lbs, 60 lbs.\n", "Ann is bigger than Bob.", "bigger"),
    # a capitalised word beside a value that is no noun of its category
    ("arenas : Hollis, Delta.\nfans : 8,500, 9,000.\n", "Hollis Stadium drew 500 more fans than Delta.", "Stadium"),
    # "cheaper" names a category it does not compare: never another one instead
    ("students : Ann, Bob.\ngrades : 3rd, 4th.\nprices : $5, $6.\n", "Ann is in a cheaper grade than Bob.",
     "cheaper"),
    # a count of something the puzzle does not have: never "house 2" with the noun dropped
    ("kids : Ann, Bob, Cy.\nhouse : 1, 2, 3.\n", "Ann is 2 grades above Bob.", "2 grades"),
    ("kids : Ann, Bob, Cy.\nhouse : 1, 2, 3.\n", "Ann lives 2 doors left of Bob.", "doors"),
    # verbs of not having or not wanting: never read as owning
    ("kids : Ann, Bob.\npets : cat, dog.\n", "Ann hates the dog.", "hates"),
    ("kids : Ann, Bob.\npets : cat, dog.\n", "Ann is allergic to the dog.", "allergic"),
    ("kids : Ann, Bob.\npets : cat, dog.\n", "The boy who avoids the cat is Bob.", "avoids"),
    # a restriction whose alternatives do not each name one thing
    ("hosts : Ann, Bob, Cy.\nstarts : 9:00pm, 10:00pm, 11:00pm.\nshows : folk, jazz, sports.\n",
     "None of the shows that start before 11:00pm is about sports or the jazz that Ann hosts.", "None"),
    # "older" says nothing of times of day
    ("hosts : Ann, Bob, Cy.\nstarts : 9:00pm, 10:00pm, 11:00pm.\n", "Ann is older than Bob.", "older"),
    # "the winner" without a line of places
    ("runners : Ann, Bob, Cy.\nhouses : 1, 2, 3.\n", "Ann is the winner.", "Ann"),
    # no first place among places second..fourth
    ("runners : Ann, Bob, Cy.\nplaces : second, third, fourth.\n", "Ann came in first.", "first"),
    # two counts: "people" does not say which
    ("guides : Ann, Bob.\nseats : 5, 7.\ngroup sizes : 5, 7.\n", "Ann's session has 2 more people than Bob's.",
     "2 more"),
    # "before" with a verb of an event and one of ranking: which order is meant is not said
    (COMETS, "The comet Dr. Osei spotted ranked before Cinder.", "before"),
    # a relative clause after a list of alternatives: which one it speaks of is not said
    (CLIMBERS, "Juan is from neither Peru nor Chile, which is where Lena is from.", "which"),
    # the first alternative a sentence, the last a thing: which is meant is not said
    (RUNNERS, "Either Ada ran for the Jets or Cal.", "Either"),
    # "neither did" after a sentence that denies nothing
    (SCHOOL, "Greg scored 88, and neither did Ivy.", "neither"),
    # points on letter grades
    ("students : Greg, Ivy.\ngrades : B, A.\n", "Greg scored 3 points higher than Ivy.", "3 points"),
    # "higher" or "above" of houses in a row: neither a rank nor a number
    (HOUSES, "The bird owner lives in a higher house than Carol.", "higher"),
    (HOUSES, "The bird owner lives above Carol.", "above"),
    # not exact: a bound or a hedge that no rule reads
    (AGES, "Bo arrived by 10:00am.", "by"),
    (AGES, "Bo is as old as Cy.", "as"),
    (AGES, "Bo is about 30.", "about"),
    (AGES, "Bo arrived around 10:00am.", "around"),
    (AGES, "Bo arrived shortly after 10:00am.", "shortly"),
    (AGES, "Bo is roughly 5 years older than Cy.", "roughly"),
    (AGES, "Bo is well over 25.", "well"),
    (AGES, "The dog lives over the bakery.", "over"),
    # "so is" after a sentence that compares nothing
    (AGES, "Bo owns the dog, and so does Di.", "so"),
    # the next month in a list with a gap: by the list or by the calendar?
    ("people : Bo, Cy, Di, Ed.\nmonths : January, February, March, May.\n",
     "Bo was born in the month right after Cy's.", "after"),
    # a list read as one thing with several values of a category: it was not read as meant
    (HOUSES, "Carol, Dave and Eve live in houses 1, 2 and 3.", "Carol"),
    # (and a subject only described before "and" + another subject: said of both, or of Dave?)
    (HOUSES, "Carol, the cat owner, and Dave live in houses 1, 2 and 3.", "Dave"),
    # "does not ... and drink": whether the "not" reaches the second verb is not said
    (HOUSES, "Carol does not own the cat and drink tea.", "drink"),
    # a name joined to a comparison or a denial: compared too, or said of the subject?
    (AGES, "Bo is older than the cat owner and the dog owner.", "the dog owner"),
    (AGES, "Bo is older than Cy and the dog owner.", "the dog owner"),
    (AGES, "Bo is not older than Cy and Di.", "Di"),
    (AGES, "Bo doesn't own the cat and the dog.", "the dog"),
    # "or" after "not", or between a description and a sentence: what is denied or offered?
    (HOUSES, "Carol does not own the cat or Dave drinks tea.", "Dave"),
    (HOUSES, "The cat owner is not Carol or is in house 2.", "is in"),
    (HOUSES, "The cat owner drinks tea or Dave owns the dog.", "The"),
    # restricted or counted superlatives, places counted from elsewhere, bounds no rule reads
    (HOUSES, "The youngest cat owner is Carol.", "youngest"),
    (HOUSES, "Carol lives in the second house to the left of Dave.", "second"),
    (HOUSES, "Carol lives in the last house on the left.", "last"),
    (AGES, "The cat owner is the youngest bar one.", "bar"),
    (AGES, "Bo is older than Cy by far more than 5 years.", "by"),
    (AGES, "Bo is just under 30.", "just"),
    (AGES, "Bo (not the oldest) owns the cat.", "("),
    (AGES, "Bo is 5 years older than Cy, and Di is 5 years older than her.", "5 years older than her"),
    (AGES, "Bo isn't the dog owner, nor is she 25.", "is she"),
    (AGES, "The cat owner is the oldest of the women.", "oldest"),
    (AGES, "The oldest person who owns the cat is Bo.", "oldest"),
    (AGES, "The person with the most stamps is Bo.", "most"),
    (AGES, "Bo is older than the person who owns the cat and is 30.", "is 30"),
    (AGES, "Di is older than Bo, and the cat is hers.", "the cat"),
    # a pronoun after a sentence that names two things: which one is not said
    # (two women: Carol and Eve; "Carol lives next to Dave, and he ..." is Dave by first names)
    (HOUSES, "Carol lives next to Eve, and she drinks tea.", "she"),
    (HOUSES, "Carol is not the tea drinker, and she owns the cat.", "she"),
    # a number no value can pass, or an amount beside a number that is no value
    (AGES, "Bo is over 40.", "over"),
    (AGES, "Bo is 2 years older than 26.", "2 years"),
    # a place in a line, or next to, with only a score: no line is named
    ("people : Ann, Bob, Cy.\nscore : 5, 6, 7.\npet : cat, dog, fox.\n", "The cat owner finished first.", "first"),
    ("people : Ann, Bob, Cy.\nscore : 5, 6, 7.\npet : cat, dog, fox.\n", "The cat owner lives next to Ann.",
     "next to"),
    # a position word before a name: no order is said
    (HOUSES.replace("pet : bird, cat, dog", "car : Ford, Audi, Kia"), "The first Ford is Carol's.", "first"),
    # a title that is not the value's own
    ("teachers : Mr. Bray, Mrs. Cruz.\nkids : Lou, Max.\n", "Lou sat in Mr. Cruz's class.", "Mr."),
    # someone else than the person: two people ("looks after the pilot"), "led by 3 points"
    ("people : Ann, Bob.\njobs : pilot, baker.\n", "Ann looks after the pilot.", "looks after"),
    ("people : Ann, Bob.\njobs : pilot, baker.\n", "The pilot was led by Ann.", "led"),
    # "away from Bob": a distance between two, not one's own; "ate her dessert first": first of her courses
    (REUNION, "Derek lives 45 miles away from Carla.", "45 miles"),
    ("customers : Amos, Cyrus.\npickup times : 8:00am, 8:30am.\ncakes : lemon, carrot.\n",
     "Cyrus ate his cake first.", "first"),
    # "than she did" with a new subject: the first part's subject or its other?
    (REUNION, "Derek traveled farther than Fiona, and Carla arrived earlier than she did.", "earlier"),
    # a part of the day that may or may not hold a time (noon, 6 pm), or none; "the only one" of several
    ("speakers : Ann, Bob, Cy.\ntimes : 9:00 am, 12:00 pm, 6:00 pm.\n", "Ann spoke in the afternoon.", "afternoon"),
    ("speakers : Ann, Bob, Cy.\ntimes : 9:00 am, 12:00 pm, 6:00 pm.\n", "Ann spoke in the evening.", "evening"),
    (SYMPOSIUM, "Ann spoke in the evening.", "evening"),
    (SYMPOSIUM, "Ann's talk was the only one in the morning.", "only"),
    # "top" of one show, or someone's own best: not the top of all
    (GALLERY, "The March show's top piece sold for $400 more than Elsa's.", "top"),
    (GALLERY, "The top piece of the March show sold for $400 more than Elsa's.", "top"),
    # "colder" with no temperatures; finishing with lanes and no result named
    ("city : Oslo, Rome, Lima.\nage (years) : 20, 30, 40.\n", "Oslo is colder than Rome.", "colder"),
    ("runner : Ann, Bob, Cy.\nbib : 1, 2, 3.\nage (years) : 20, 30, 40.\n", "Ann finished in second place.",
     "second"),
    # bounds on a place: better or worse? and bounds on a count of places
    (PLACES, "Ann placed at least 2nd.", "at least"),
    (PLACES, "Ann finished 2nd at best.", "at best"),
    (PLACES, "Ann finished at least two places ahead of Bob.", "at least two places"),
    # a bare number after a verb of paying or weighing is no age
    ("name : Ann, Bob, Cy.\nage : 20, 25, 30.\nprice : $10, $20, $30.\n", "Ann paid 30.", "30"),
    # a vague degree under a "not" ("not much older" is older), an amount "by a decade", "a
    # fortnight after" against times of day, "a lot older"
    (AGES, "Bo is not much older than Cy.", "much"),
    (AGES, "Bo didn't arrive soon after Cy.", "soon"),
    (AGES, "Bo arrived later than Cy by an hour.", "by"),
    (AGES, "Bo arrived a fortnight after Cy.", "a fortnight"),
    (STAYS, "Ann checked out before Bob.", "before"),
    (AGES, "Bo is a lot older than Cy.", "lot"),
    # leaving or ending, with a category of check-in days or start times: when a stay ends is not said
    (STAYS, "Ann left before Bob.", "before"),
    (STAYS, "Ann was the first to leave.", "first"),
    ("movie : Ann, Bob, Cy.\nstart : 6:00pm, 7:00pm, 8:00pm.\nlength (minutes) : 60, 150, 200.\n",
     "Ann finishes before Bob.", "before"),
    # "B plus" with no grade B+ is not B; "not" before "and from Rome": not both, or only the first?
    ("kids : Ann, Bob, Cy.\ngrades : C, B, A.\n", "Ann got a B plus.", "plus"),
    (AGES, "Bo isn't 25 and with the cat.", "with"),
    # a bound or a range said with "since", "until", "something"
    (AGES, "Bo arrived until 10:00am.", "until"),
    (AGES, "Bo is a thirty-something.", "something"),
    ("rockets : Aurora, Comet.\ndates : March 2, March 9.\nsites : Kourou, Wallops.\n",
     "Aurora launched in the final week.", "final"),
    # the calendar, not the list: "on the third" with dates, "the first quarter", "the last
    # month of the year"
    (CALENDAR, "Ann's party is on the third.", "third"),
    (CALENDAR, "The party on the third is Ann's.", "third"),
    (CALENDAR, "Ann's party is 2 days after the third.", "third"),
    (CALENDAR, "Ann was born in the first quarter.", "first"),
    (CALENDAR, "Ann's month is the last month of the year.", "last"),
    # amounts said loosely or in two parts, and numbers that are more than they say
    (CALENDAR, "Ann paid a quarter more than Bob.", "quarter"),
    (AGES, "Bo arrived an hour fifteen minutes after Cy.", "hour"),
    (AGES, "Bo arrived 1h15 after Cy.", "1h15"),
    (AGES, "Bo is 25 plus.", "plus"),
    (AGES, "Bo is 30-odd.", "odd"),
    (AGES, "Bo wasn't far behind Cy.", "far"),
    (HOUSES, "Carol paid the difference between Dave and Eve.", "difference"),
    (HOUSES, "Carol lives in the house between Dave and Eve.", "between"),
    ("name : Ann, Bob, Cy.\nage : 20, 25, 30.\nprice : $10, $20, $30.\n", "Ann sold her bike for 20.", "20"),
    ("name : Ann, Bob, Cy.\nage : 20, 25, 30.\nheights (inches) : 50, 55, 60.\n", "Ann is 20 tall.", "20"),
    # below zero: which way is deeper? a multiple of it?; a grade higher on grades with + and -
    ("city : Oslo, Rome, Lima.\ndepths (meters) : -30, -20, -10.\n", "Oslo is deeper than Rome.", "deeper"),
    ("kid : Ann, Bob, Cy.\ngrade : C, B, B+.\n", "Ann got one grade higher than Bob.", "one grade"),
    # floors that no category lists (rooms 101, 102, 201, 202): not room numbers
    (ROOMS, "Ann is on a higher floor than Bob.", "higher"),
    (ROOMS, "Ann is one floor above Bob.", "one floor"),
    (ROOMS, "Ann is directly above Bob.", "above"),
    (ROOMS, "Ann and Bob are on different floors.", "different"),
    # "wears a size 8" makes no category of names (as "room 101"): "the smallest feet" is then
    # not read on scores
    ("bowlers : Gina, Hal, Iris.\nscores : 168, 183, 198.\nshoe sizes : 6, 7, 8.\n",
     "Hal wears a size 8, and Iris has the smallest feet.", "smallest"),
    # differences, sums and averages of two things are not read (they were read of each)
    (APPOINTMENTS, "Ann's price and Bob's price differ by more than $10.", "differ"),
    (APPOINTMENTS, "The sum of Ann's and Bob's prices is less than Cy's.", "sum"),
    (APPOINTMENTS, "Ann and Bob combined paid more than Cy.", "combined"),
    (APPOINTMENTS, "Ann and Bob paid $25 in total.", "total"),
    # a frame with no category to order, or "the hour after" (within it, or one hour?)
    (APPOINTMENTS, "Ann's appointment is later in the year than Bob's.", "year"),
    (APPOINTMENTS, "Ann arrived the hour after Bob.", "hour"),
    # a unit coarser than the values ("an earlier month" of dates), "later in the hour"
    ("name : Ann, Bob, Cy.\ndate : June 3, June 20, July 1.\n", "Ann was born in an earlier month than Bob.",
     "earlier"),
    (APPOINTMENTS, "Ann's appointment is later in the hour than Bob's.", "hour"),
    # "the last of the morning" beside places; "on Monday morning" (the morning was dropped)
    ("name : Ann, Bob, Cy.\nplace : 1st, 2nd, 3rd.\nlaunch : 9:00am, 10:00am, 11:00am.\n",
     "Ann's launch was the last of the morning.", "last"),
    (APPOINTMENTS, "Ann's appointment is on Monday morning.", "morning"),
    # "a year ahead" on years 1, 2, 3: a school year (higher) or a time (less)?
    ("name : Ann, Bob, Cy.\nyear : 1, 2, 3.\n", "Ann is a year ahead of Bob.", "a year"),
    # "is a WORD longer than" with a word that is no unit: the amount was dropped
    (BOATS, "Ann's boat is not a flurb longer than Bob's.", "flurb"),
    (BOATS, "Ann's boat is a generation older than Bob's.", "generation"),
    # "a second car" is another car, not the car of the second date
    ("people : Ann, Bob, Cy.\ndates : March 2, March 9, March 16.\ncars : Ford, Kia, Audi.\n",
     "Ann bought a second car.", "second"),
    # "during" a time that is no value ("during Bob's stay", "during the week after")
    ("camper : Amos, Bree, Cal.\nweek : first, second, third.\n", "Amos went during the week after Bree's.",
     "during"),
    # "last of all" is the place; "last of all the couples" is not read
    (TRIPS, "The Allens travelled last of all the couples.", "all"),
    # leaving, arriving, travelling first in a row of houses: the houses are no order in time
    (HOUSES, "Carol left first.", "first"),
    (HOUSES, "The dog owner arrived last.", "last"),
    (HOUSES, "Carol reached it last.", "last"),
    # the end of a part of the day that a time may or may not be in (noon in the afternoon?)
    ("name : Ann, Bob, Cy.\ntime : 10:00am, 12 noon, 2:00pm.\n", "Ann came the earliest of the afternoon.",
     "afternoon"),
    # "the first house to sell": the houses are an order of their own, not the order of selling
    (HOUSES, "The first house to sell was Carol's.", "first"),
    # "the third month" of January, March, May: March, or the third listed?
    ("name : Ann, Bob, Cy.\nmonth : January, March, May.\n", "Ann came in the third month.", "third"),
    # "strokes behind" in golf is more strokes: no rule says which way a count of strokes goes
    ("name : Ann, Bob, Cy.\nscore : 70, 72, 74.\n", "Ann finished 2 strokes behind Bob.", "strokes"),
    # a value set before the subject, inside a comparison, or after "than X": whose is it?
    (SCORES, "In math, Ann scored higher than Bea.", "In math"),
    (SCORES, "Scoring 92, Ann outscored Bea.", "Scoring"),
    (SCORES, "Ann scored higher in math than Bea.", "in math"),
    (SCORES, "Ann scored 7 points more than Bea in math.", "in math"),
    # a tail after the last alternative: does it go with each? ("the Aria or the Dirge at 8:00pm")
    (SONGS, "Ana sang either the Aria or the Dirge at 8:00pm.", "the Dirge"),
    (SONGS, "Ana sang neither the Aria nor the Ballad at 8:00pm.", "the Ballad"),
    (SONGS, "Ana didn't sing the Aria at 8:00pm or 8:30pm.", "8:30pm"),
    (TRIPS2, "Ann went to Dover or Ely in March.", "Ann"),
    (SONGS, "Either Ana or Bea sang the Aria after Cat.", "Either"),
    (SONGS, "Neither Ana nor Bea sang the Aria after Cat.", "Neither"),
    # a denial of a description with a relation in it: is the description true?
    (TRIPS2, "Ann is not the pilot who is older than Bob.", "the pilot"),
    # "the newest employee" joined last: not the youngest
    ("employee : Ann, Bob, Cy.\nage : 30, 32, 34.\n", "Ann is the newest employee.", "newest"),
    ("employee : Ann, Bob, Cy.\nage : 30, 32, 34.\nhired : 2010, 2012, 2014.\n", "Ann is the newest employee.",
     "newest"),
    # "a pound more" beside weights in pounds and prices in pounds sterling: which?
    (PARCELS, "Ruth's parcel is a pound more than Sally's.", "a pound"),
    # a count of one thing in another's noun: "a night more", "2 beds more" on a count of rooms
    ("landlady : Ann, Bea, Cy.\nrooms : 4, 5, 6.\n", "Ann stayed a night more than Bea.", "a night"),
    ("landlady : Ann, Bea, Cy.\nrooms : 4, 5, 6.\n", "Ann has 2 beds more than Bea.", "2 beds"),
    # "It is not true that Ana, who sang the Aria, ...": is the clause denied too?
    (SONGS, "It is not true that Ana, who sang the Aria, sang after Bea.", "Ana"),
    # a word that keeps to some of the things after a superlative or place word
    (FERRIES, "The Bluebell is the earliest afternoon ferry.", "earliest"),
    (FERRIES, "The Bluebell is the first ferry of the afternoon.", "first"),
    ("name : Ann, Bob, Cy.\nage : 20, 30, 40.\ncity : Ely, Hull, York.\n", "Ann is the youngest woman.", "youngest"),
    ("name : Ann, Bob, Cy.\nage : 20, 30, 40.\ncity : Ely, Hull, York.\n", "Ann is the youngest person from Ely.",
     "youngest"),
    # a verb of another event than the one category of dates is named for
    ("name : Ann, Bob, Cy.\nage : 20, 30, 40.\ntrip month : January, March, May.\n", "Ann was the first to be born.",
     "first"),
    (FERRIES, "The Bluebell is the first ferry to arrive.", "first"),
    ("couple : Allens, Bakers, Cyrs.\nanniversary : 5, 10, 15.\nmonth : January, March, May.\n",
     "The Bakers married 5 years before the Allens.", "5 years"),
    # a date named after a verb of another event ("born in March" beside trip months)
    ("name : Ann, Bob, Cy.\nage : 20, 30, 40.\ntrip month : January, March, May.\n", "Ann was born in March.",
     "March"),
    # a comma clause that could say a grid fact is read, not skipped as story
    ("name : Ann, Bob, Cy.\nage : 20, 30, 40.\ntrip month : January, March, May.\n",
     "Ann, who was born first, travelled in March.", "first"),
    # a superlative kept to some by "before noon"; "Ann's shop is older" beside ages and opening years
    (FERRIES, "The Bluebell is the latest ferry before noon.", "latest"),
    ("owner : Ann, Bob, Cy.\nage : 40, 45, 50.\nshop : bakery, deli, florist.\nopened : 1990, 1995, 2000.\n",
     "Ann's shop is older than Bob's.", "older"),
    # "Ann's car is older": a thing of hers no category lists, beside the people's ages
    ("name : Ann, Bob, Cy.\nage : 20, 30, 40.\nyear : 2001, 2003, 2005.\n", "Ann's car is older than Bob's.",
     "older"),
    # "before" with birth months alone, in a sentence that does not speak of being born
    (BIRTHS, "Ann arrived in Dover before Bob.", "before"),
    (BIRTHS, "Ann travelled before Bob.", "before"),
    (BIRTHS, "Ann travelled in March.", "March"),
    # a first name that two full names share names neither
    ("authors : Ada Pruitt, Ada Yancey, Celia Hargrove.\ngenres : cookbook, memoir, mystery.\n",
     "Ada wrote the memoir.", "Ada"),
    # "of the three" in a puzzle of four: of some of them
    ("names : Ann, Bob, Cat, Dan.\nages : 20, 30, 40, 50.\nappointments : 9am, 10am, 11am, noon.\n",
     "Ann had the first appointment of the three.", "three"),
    # "the best score": best of a tally is not said (golf)
    (BOWLING, "Dot had the best score.", "best"),
    # a verbless part naming a thing of a kind the clause before did not name ("Bob 35": an age?)
    ("diner : Ann, Bob, Cy.\nprice : $20, $30, $35.\nage : 20, 30, 35.\n", "Ann paid $30 and Bob 35.", "Bob"),
    ("diner : Ann, Bob, Cy, Dee.\nage : 20, 25, 30, 35.\nprice : $5, $10, $15, $20.\n",
     "Ann is 5 years older than Bob and Cy 10 more than Dee.", "Cy"),
    # "before" with years and months (or days and times): the one alone, or the two together?
    (BIRTH_YEARS_MONTHS, "The May baby was born before Ann.", "before"),
    ("patient : Ann, Bob, Cy.\nday : Monday, Tuesday, Wednesday.\ntime : 9:00am, 10:00am, 11:00am.\n",
     "Ann was seen an hour after the Monday patient.", "an hour after"),
    # an event before another beside desk numbers, leaving beside arrival times
    (OFFICE, "Ann was promoted before Bob.", "before"),
    ("guest : Ann, Bob, Cy.\narrival : 10:00am, 11:00am, noon.\nnights : 1, 2, 3.\n",
     "Ann left the hotel before Bob.", "before"),
    ("guest : Ann, Bob, Cy.\narrival : 10:00am, 11:00am, noon.\nnights : 1, 2, 3.\n",
     "Ann checked out sometime before Bob.", "before"),
    (OFFICE, "Ann was the first to be promoted.", "first"),
    ("guest : Ann, Bob, Cy.\narrival : 10:00am, 11:00am, noon.\nnights : 1, 2, 3.\n", "Ann checked out first.",
     "first"),
    ("flight : Boston, Denver, Miami.\ndeparture : 1:00pm, 2:00pm, 3:00pm.\ngate : A, B, C.\n",
     "The Boston flight landed first.", "first"),
    # an hour that is two times of the list, morning and evening
    ("names : Ann, Bob, Cy.\ntimes : 11:00am, noon, 11:00pm.\n", "Ann arrived at 11 o'clock.", "11 o'clock"),
    # round 19: a surname that is also another value without its title; "was first" beside
    # times and desks; an event no category dates beside seats; a part after a verbless one
    ("guest : Lily Gray, Ann Hill, Bob Fox.\nflower : rose, lily, tulip.\ndoctor : Dr. Gray, Dr. Hill, Dr. Ives.\n",
     "Gray brought the tulip.", "Gray"),
    ("student : Ann, Bob, Cy.\narrival : 8:00am, 8:10am, 8:20am.\ndesk : 1, 2, 3.\n", "Ann was first.", "first"),
    ("guest : Ann, Bob, Cy.\narrival : 1:00pm, 2:00pm, 3:00pm.\nseat : 1, 2, 3.\n", "Ann ate before Bob.",
     "before"),
    (VISITS, "Ann went to Dover and Bob to Ely, but not in May.", "not in May"),
    ("employee : Ann, Bob, Cy.\nhire year : 2010, 2011, 2012.\ndesk : 1, 2, 3.\n", "Ann is older than Bob.", "older"),
    (TRIPS_AND_BIRTHS, "Ann moved before Bob.", "before"),
    # vague amounts and degrees; a season no category holds
    ("guest : Ann, Bob, Cy.\narrival : 1:00pm, 2:00pm, 3:00pm.\n", "Ann arrived minutes after Bob.", "minutes"),
    ("guest : Ann, Bob, Cy.\nfee : $10, $20, $30.\n", "Ann paid slightly more than Bob.", "slightly"),
    ("guest : Ann, Bob, Cy.\ncity : Ely, Hull, York.\nmonth : January, April, July.\n",
     "Ann visited Ely in the spring.", "spring"),
    # "or" after "neither ... nor ..." where it is unclear what each alternative replaces
    (VISITS, "Neither Ann nor Bob went to Dover in March or April.", "April"),
    (VISITS, "Ann went to neither Dover nor Ely or Hull.", "Hull"),
    # a part without its verb that starts with another of the things named, not a new subject
    (VISITS, "Ann went to Dover in March and Ely in April.", "Ely"),
    # a count narrowed by a word no category says ("home games"); points are not won games
    (WINS, "The Ants won 2 more home games than the Bees.", "2 more"),
    (WINS, "The Ants won 2 more games at home than the Bees.", "2 more"),
    (WINS, "The Ants scored 5 more points than the Bees.", "5 more"),
    # a 1 month offset between dates that are not on the same day of the month
    ("people : Nell, Otto.\ndates : April 13th, May 20th.\n", "Nell's party is 1 month after Otto's.", "1 month"),
    # going out of a contest beside places in its result: the first out is the last place
    (SPELLERS, "Carmen was eliminated first.", "eliminated"),
    (SPELLERS, "Carmen was knocked out before Bella.", "knocked"),
    (SPELLERS, "Carmen went out before Bella.", "went"),
    # an event beside only places in a result: which order is not said
    (SPELLERS, "Carmen was interviewed first.", "first"),
    # a verb of a measure is no order in time; an order of one's own things is not read
    (REPAIRS, "Ms. Quill's phone was priced first.", "first"),
    (REPAIRS, "Ms. Quill ate her lunch first.", "first"),
    # "outbid" with no money
    ("bidders : Ann, Bob.\nvotes : 30, 40.\n", "Ann outbid Bob.", "outbid"),
    # "less time" with no lengths of time (clock times and miles)
    ("hikers : Ash, Birch.\nstarts : 8:00am, 9:00am.\nlengths (miles) : 5, 7.\n",
     "Ash took less time than Birch.", "less"),
    # "better" of a category with no direction of good
    ("students : Ann, Bob.\nscores : 70, 80.\nlockers : 10, 20.\n", "Ann got a better score than Bob.", "better"),
    # a verb's own words after it: first in what?
    (ALUMNI, "Ann graduated first in her class.", "first"),
    # a month no category lists is no number ("May" is no price of $5.00)
    (KITS, "Ann shipped in May.", "May"),
    # a "who" clause of two verbs after the thing compared with: whose is the second?
    (KITS, "Ann paid less than Bob, who bought the Lyra kit and shipped in April.", "shipped"),
    # "won the event" alone where the ordinals number attempts, not places in the result
    ("jumpers : Curtis, Bryce.\ndistances : 19 feet, 20 feet.\nattempts : first, second.\n",
     "Curtis won the event.", "won"),
    # "more houses": a row of houses is not counted
    (HOUSES, "Carol has 2 more houses than Dave.", "2 more"),
    # "the first seating of the evening" when 5:30 pm may not be evening
    (DINNERS, "The Bordeaux was ordered at the first seating of the evening.", "first"),
    # "older", "newer" of minutes: no age
    ("films : Ann, Bob.\nlengths (minutes) : 90, 100.\nstars : 1, 2.\n", "Ann is older than Bob.", "older"),
    # "the March club's newest": of that club's own
    ("players : Agnes, Celia.\ntop scores : 312, 338.\nmembership : 2 years, 4 years.\n",
     "Celia, the chess club's newest member, posted the highest score.", "newest"),
    # a sum of two
    (CANDY, "Amy and Bart's total was 30.", "total"),
    # a title that does not say the sex, beside titles that do
    ("players : Mrs Ashby, Mr Fenwick, Dr. Kemp.\ntowns : Leeds, Hull, York.\nscores : 10, 20, 30.\n",
     "The lady from Hull scored 10.", "lady"),
    # ... and refuses to compare the people on it
    (DOG_AGES, "Ann is older than Bob.", "older"),
    (DOG_AGES, "Ann is the oldest.", "oldest"),
    ("owner : Ann, Bob.\ndog : Rex, Fido.\nowner age : 30, 40.\n", "Rex is older than Fido.", "older"),
    ("owner : Ann, Bob.\ncolor : red, blue.\nboat length : 20, 30.\n", "Ann is taller than Bob.", "taller"),
    ("woman : Ann, Bea.\ntown : Ely, Hull.\nhusband salary : $30, $40.\n", "Ann earns more than Bea.", "more"),
    # the thing compared with does something of its own: no rule compares the two events
    ("classes : Art, Bio.\nstart : 9:00am, 10:00am.\nend : 11:00am, 12:00pm.\n", "Art began after Bio ended.",
     "ended"),
    (STAYS2, "Ann arrived 4 hours before Bob left.", "left"),
    (STAYS2, "Ann arrived 4 hours before Bob's departure.", "departure"),
    (STAYS2, "Ann arrived an hour before Bob ate.", "ate"),
    ("people : Ann, Bob.\nhire year : 1990, 2015.\nbirth year : 1960, 1965.\n",
     "Ann was hired 25 years after Bob was born.", "born"),
    ("people : Ann, Bob.\nkids : 1, 2.\npets : 3, 4.\n", "Ann has more pets than Bob has kids.", "kids"),
    # departures date leaving, not checking in; "ate" neither arrivals nor departures
    (FLIGHTS, 'Flight 330 was the first to check in.', 'first'),
    (FLIGHTS, 'The Boston flight was checked in last.', 'last'),
    (STAYS2, "Ann arrived after Bob but ate before him.", "before"),
    (STAYS2, "Ann ate before Bob.", "before"),
    # "bought more" beside a quantity and prices: which? "older" of companies beside their
    # CEOs' ages and the years founded; "took longer" with no lengths of time
    ("shopper : Ann, Bob.\nquantity : 1, 2.\nprice : $1, $2.\n", "Ann bought more than Bob.", "more"),
    ("ceo : Ann, Bob.\ncompany : Acme, Bolt.\nage : 40, 45.\nfounded : 1990, 1995.\n",
     "Acme is older than Bolt.", "older"),
    ("ceo : Ann, Bob.\ncompany : Acme, Bolt.\nage : 40, 45.\nfounded : 1990, 1995.\n", "Acme is the oldest.",
     "oldest"),
    ("driver : Ann, Bob.\nspeed (mph) : 50, 60.\ndistance (miles) : 100, 200.\n",
     "Ann's drive took longer than Bob's.", "longer"),
    # a distance "away from" in miles is no difference of two values
    ("friends : Ann, Bob.\nhomes (miles) : 5, 12.\npets : cat, dog.\n", "Ann lives 7 miles away from Bob.", "7 miles"),
    # "led the runner in red": ahead of a person, not whose the runner was
    ("runners : Ava, Bea.\nplaces : first, second.\nshirts : red, blue.\n", "Ava led the runner in red.", "led"),
    # "beat" beside places and race times (both?), or with neither
    ("runners : Ava, Bea.\nplaces : first, second.\ntimes (minutes) : 20, 22.\n", "Ava beat Bea.", "beat"),
    ("people : Ann, Bob.\nhouses : 1, 2.\nages : 30, 40.\n", "Ann beat Bob.", "beat"),
    # a verb between a person and a person described by a noun, or another's thing: not the same
    (SHIRTS, "Ada met the runner in blue.", "met"),
    (SHIRTS, "Ada shook hands with the runner who finished third.", "shook"),
    (SHIRTS, "Ada, who trained with the runner in blue, finished third.", "with"),
    (SHIRTS, "The runner in blue, who borrowed Ada's shoes, finished third.", "borrowed"),
    (RUNNERS, "Ada congratulated the Jets runner.", "congratulated"),
    # comparisons I do not know are no sameness ("outdrew", "edged out", "bested", "predates")
    (RUNNERS, "Ada outsprinted Bree.", "outsprinted"),
    (SHIRTS, "Ada edged out the runner in blue.", "edged"),
    (RUNNERS, "Ada bested the Owls runner.", "bested"),
    ("hosts : Ann, Bea.\npodcasts : Paper Trail, Far Orbit.\n", "Ann's podcast predates Paper Trail.", "predates"),
    # "was third" beside lanes and race times: the lane, or the place in the race?
    ("swimmers : Amy, Becky, Chloe.\ntimes : 26.4 s, 26.9 s, 27.1 s.\nlanes : 1, 2, 3.\n", "Becky was third.",
     "third"),
    # words that make what follows inexact, uncertain or its opposite
    (AGES, "Bo is far from the youngest.", "far from"),
    (AGES, "Bo is practically the oldest.", "practically"),
    (AGES, "Bo is among the oldest.", "among"),
    (AGES, "Bo is close to 30.", "close to"),
    (AGES, "Bo is not even 30.", "even"),
    (AGES, "Bo is presumably older than Cy.", "presumably"),
    (AGES, "Bo appears older than Cy.", "appears"),
    (AGES, "Bo arrived a mere hour before Cy.", "mere"),
    (AGES, "Bo arrived an hour plus 15 minutes after Cy.", "plus"),
    (AGES, "Bo arrived around 10:00am.", "around"),
    (AGES, "Bo is older than Cy, and this person owns the cat.", "this"),
    (AGES, "Bo is not twice as old as Cy.", "twice"),
    (AGES, "Both Bo and Cy are older than both Di and the cat owner.", "Both"),
    (AGES, "Bo is older than both Cy and Di, the cat owner.", "the cat owner"),
    ("person : Ann, Bob.\nyear : 1990, 1991.\n", "Ann was born in spring 1990.", "spring"),
    # another's measure said of a person, or compared through someone else's thing
    ("wife : Ann, Bea.\nhusband age : 35, 40.\n", "Ann is 35.", "Ann is 35"),
    ("owner : Ann, Bea.\ndog : Rex, Fido.\ndog age : 2, 4.\n", "Ann owns Rex, and she is 4.", "she is 4"),
    ("wife : Ann, Bea.\nhusband : Al, Ben.\nhusband age : 35, 40.\n", "Al's wife is older than Ben's wife.",
     "older"),
    ("owner : Ann, Bob.\ncat : Tib, Tom.\ncat's weight : 10 pounds, 12 pounds.\n", "Tib's owner weighs 10 pounds.",
     "Tib's owner"),
    ("owner : Ann, Bob.\ncat : Tib, Tom.\ncat's weight : 10 pounds, 12 pounds.\n", "Ann's cat is heavier than Bob.",
     "heavier"),
    (AGES, "Bo is a solid 10 years older than Cy.", "solid"),
    (HOUSES, "The cat owner lives next to Carol and to Dave.", "to Dave"),
    ("hosts : Ann, Bea.\ndishes : cake, pie.\n", "Bea invited the host serving the cake.", "invited"),
    ("wife : Ann, Bea.\nhusband age : 35, 40.\n", "Ann is under 40.", "under"),
    (AGES, "Bo is older than Cy. This person owns the cat.", "This"),
    # "No woman is older than Cy": among the women only, which no category tells
    ("people : Bo, Cy, Di.\nages : 25, 30, 35.\n", "No woman is older than Cy.", "No"),
    # a story clause whose verb is an event a category dates is no story
    (AGES, "Bo, who arrived early, owns the cat.", "who arrived early"),
    # "sat beside" where the only line is places in a result: seats, not places
    ("spellers : Hiro, Ivy, Jo.\nages : 12, 13, 14.\nplaces : first, second, third.\n",
     "Hiro, who sat beside the 14-year-old, didn't get first place.", "beside"),
    # a pronoun of the other sex than its subject's title; "the month after" on dates
    ("guest : Mrs Ashby, Mr Fenwick.\ntown : Dover, Ely.\nage : 30, 40.\n",
     "Mrs Ashby lives in Dover, and he is 30.", "he"),
    ("person : Ann, Bob.\nbirthday : March 20, April 20.\n", "Ann's birthday is the month after Bob's.", "month"),
    # "faster" beside hours and distances: the speed is neither
    ("driver : Ann, Bob.\nhours : 2 hours, 3 hours.\ndistance : 100 miles, 200 miles.\n",
     "Ann drove faster than Bob.", "faster"),
    # "the former" with no pair of names, or two pairs, before it
    ("handlers : Ellie, Toby, Zac.\nsteers : Ned, Boof, Rusty.\nbreeds : Angus, Brahman, Murray Grey.\n",
     "Ellie showed Ned; the former is an Angus.", "former"),
    ("handlers : Ellie, Toby, Zac.\nsteers : Ned, Boof, Rusty.\nbreeds : Angus, Brahman, Murray Grey.\n",
     "Neither Ellie nor Toby showed Ned or Rusty; the former showed the Angus.", "former"),
    # clock readings with no leading zero and no name of an event's time stay lengths of time
    ("runners : Ann, Bob.\ntimes : 18:40, 19:05.\n", "Ann's run started an hour before Bob's.", "an hour"),
    ("films : Ann, Bob.\nrunning times : 1:30, 2:05.\n", "Ann's film is at 1:30 p.m.", "1:30 p.m."),
    # ... nor attempts numbered first, second (no result); "won" something not a contest
    ("jumpers : Ava, Bea.\nattempts : first, second.\ndistances : 19 feet, 20 feet.\n", "Ava beat Bea.", "beat"),
    ("jumpers : Ava, Bea.\nattempts : first, second.\ndistances : 19 feet, 20 feet.\n", "Ava won the event.", "won"),
    ("teams : Ants, Bees.\npubs : Swan, Plough.\nscores : 38, 41.\n", "The Ants won the raffle.", "won"),
    # "first"/"last" after an event: no place in a row of seats or houses, no place in a result
    ("person : Ann, Bob.\nseat : 1, 2.\npet : cat, dog.\n", "Ann showed up first.", "first"),
    ("house : 1, 2.\nperson : Ann, Bob.\npet : cat, dog.\n", "Ann moved in first.", "first"),
    ("runner : Ann, Bob.\nplace : 1st, 2nd.\nshirt : red, blue.\n", "Ann started first.", "first"),
    # "born first" beside ages and dates: by age or by date?
    ("person : Ann, Bob.\nage : 20, 30.\ndate : May 1, May 2.\n", "Ann was born first.", "first"),
    # the other side's own verb ("paid", "sat down", "let out"); a second part's "paid"
    (STAYS2, "Ann arrived an hour after Bob paid.", "paid"),
    (STAYS2, "Ann arrived after Bob but paid before him.", "before"),
    # a time of another category as the thing compared with: the moment, or its owner?
    (STAYS2, "Ann left 4 hours after 1:00pm.", "4 hours"),
    # a rate beside a category of totals, or per another unit; a yearly cost beside a price
    ("guests : Ann, Bob.\ntotal cost : £40, £44.\nnights : 2, 3.\n", "Ann paid £4 a night more than Bob.", "£4"),
    ("cars : Ford, Audi.\nprices : $20000, $22000.\nowners : Ann, Bob.\n",
     "The Ford costs $2000 a year more than the Audi.", "$2000"),
    # the holder's measure spoken of as one's own; a company's age beside its CEO's; a sex no one has
    ("wife : Ann, Bea.\nhusband : Al, Bo.\nhusband salary : $30, $45.\n", "Ann earns the most.", "most"),
    ("wife : Ann, Bea.\nhusband : Al, Bo.\nhusband salary : $30, $45.\n", "Ann has the highest salary.", "highest"),
    ("owner : Ann, Bob.\ncat : Tom, Kit.\ncat's weight : 8, 10.\n", "Ann weighs more than Bob.", "more"),
    ("ceo : Ann, Bob.\ncompany : Acme, Bolt.\nage : 40, 45.\nfounded : 1990, 1995.\n",
     "Ann runs an older company than Bob.", "older"),
    ("ceo : Ann, Bob.\nage : 40, 45.\nfounded : 1990, 1995.\n", "Ann's company is the oldest.", "oldest"),
    ("guest : Mr Ames, Mr Fenwick.\ntown : Whitby, York.\nage : 40, 50.\n",
     "The lady from Whitby is older than Mr Fenwick.", "lady"),
    # a sex said of someone no title speaks of: the child, not the titled instructor
    ("children : Archie, Billie, Cooper.\ninstructors : Ms Lowe, Mr Moana, Mrs Novak.\n", "Archie is a boy.", "boy"),
    ("children : Archie, Billie, Cooper.\ninstructors : Ms Lowe, Mr Moana, Mrs Novak.\ntimes : 09:00, 09:30, 10:00.\n",
     "The girl with the 09:00 lesson is Billie.", "girl"),
    # "drove for longer", "spent longer driving": time, which no category holds here
    ("driver : Ann, Bob.\nspeed (mph) : 50, 60.\ndistance (miles) : 100, 200.\n", "Ann drove for longer than Bob.",
     "longer"),
    ("driver : Ann, Bob.\nspeed (mph) : 50, 60.\ndistance (miles) : 100, 200.\n",
     "Ann spent longer driving than Bob.", "longer"),
    # "longer" after a verb says how long something went on, not how far
    ("driver : Ann, Bob.\nspeed (mph) : 50, 60.\ndistance (miles) : 100, 200.\n",
     "Ann was on the road longer than Bob.", "longer"),
    ("driver : Ann, Bob.\nspeed (mph) : 50, 60.\ndistance (miles) : 100, 200.\n", "Ann walked longer than Bob.",
     "longer"),
    # "short of" with nothing to say which measure
    (SUMMITS, "Ilse fell short of Juan.", "short of"),
    # "no cars" where no count of cars is 0
    ("owners : Ann, Bob.\npets : 0, 1.\ncars : 1, 2.\n", "Ann has no cars.", "cars"),
    # "led the pack" with no place in a result
    (WALKS, "Marjorie led the pack.", "led"),
    # floors with a gap: the floor right above may be no one's
    ("tenants : Bea, Ced, Dot.\nfloors : 1, 2, 4.\npets : cat, ferret, parrot.\n",
     "The parrot owner lives directly above Dot.", "above"),
    # "she" when the part before names another person besides its subject, or compares
    (CHESS, "Berenike beat Anselm, although Casimir was rated higher than she was.", "higher"),
    (CHESS, "Berenike is rated higher than Anselm, and Casimir finished ahead of her.", "ahead"),
    # "it" after a comparison, said of something else: either of the two before
    (CHARTS, "The Danube chart was printed before the Aegean chart, and it is wider than the Baltic chart.", "it"),
    # "the third float" beside a line of places and a category of times: which order?
    ("clubs : Alder, Birch, Cedar.\npositions : first, second, third.\nstarts : 9:00am, 9:10am, 9:20am.\n",
     "The third float is the Alder Club's.", "third"),
    # "behind" along a row of cottages standing side by side: the garden behind, not the next one
    ("owners : Ann, Bob, Cy.\ncottages : first, second, third.\nflowers : roses, lupins, dahlias.\n",
     "The roses grow behind Bob's cottage.", "behind"),
    # ... and when the first sentence names two people, both girls by their names, refused
    ("children : Ivy, Tom, Amy.\nevents : chess, darts, golf.\nages : 7, 8, 9.\n",
     "Ivy is older than Amy. She was best at chess.", "She"),
    # words that make an amount inexact, or say it is not what it seems
    ("person : Ann, Bob, Cy.\nage : 30, 40, 50.\n", "Ann is pushing 40.", "pushing"),
    ("person : Ann, Bob, Cy.\nage : 30, 40, 50.\n", "Ann is upwards of 10 years older than Bob.", "upwards"),
    ("person : Ann, Bob, Cy.\nage : 30, 40, 50.\n", "Ann is wrongly listed as 40.", "wrongly"),
    # a noun after a full name that names nothing
    (TITLED, "Jess Hart is a doctor.", "doctor"),
    # a described person and a verb between two people, either way round
    (RACERS, "The runner in blue praised Ann.", "praised"),
    (RACERS, "The runner in blue was praised by the runner from Leeds.", "praised"),
    # two pronouns in one clause after two people
    (AGES, "Bo is older than Cy, and he is younger than her.", "younger"),
    # "won" something other than the contest
    (RACERS, "Ann won the toss.", "won"),
    # golf said only in the sentence, beside plain scores: the lowest would win
    ("player : Ann, Bob, Cy.\nscore : 70, 75, 80.\n", "Ann beat Bob at golf.", "golf"),
    # "More buses went to ...": not a count of who came
    ("band : Ash, Elm, Oak.\ncity : Tulsa, Omaha, Reno.\nfans : 100, 200, 300.\n",
     "More buses went to the Tulsa show than the Omaha show.", "More"),
    # a bare clock time beside the same time a.m. and p.m.
    ("guest : Ann, Bob, Cy.\narrival : 7:00am, 7:00pm, 9:00pm.\n", "Ann arrived at 7:00.", "7:00"),
    ("traveller : Ann, Bob, Cy.\ndeparture : 07:10, 09:30, 18:45.\n", "Ann departs at 18:45 in the morning.",
     "18:45"),
    # a queue's front on a row of houses
    (HOUSES, "Carol is at the front of the queue.", "front"),
    # "won with" what is not the winning measure: two scores
    ("teams : Brains, Bears, Owls.\nscores : 38, 41, 44.\n", "The Owls won with 41 points.", "The"),
    # "outside" with nothing after its place's noun (it crashed once)
    ("travellers : Carl, Dora, Earl.\nrooms : 11, 12, 13.\ncars : Jeep, Ford, Kia.\n",
     "The Jeep is parked outside room.", "outside"),
    # another title than the titles category's own ("Doctor" beside `Dr`); a title ending the sentence
    (TITLED, "Doctor Fenton is 30.", "Doctor"),
    # "the third float" where no clue gives floats to any category: an order of what?
    (FLOATS, "The third float carried 9 riders.", "third"),
    ("people : Ann, Bob, Cy.\nhouses : 1, 2, 3.\npets : cat, dog, fish.\n", "Ann was the first guest.", "first"),
    # "the fourth float built": fourth in the building, not in the line
    (FLOATS, "The third float built was the pirate float.", "third"),
    # side by side on things one above another
    ("tenants : Ann, Bob, Cy.\nfloors : 1, 2, 3.\n", "Ann lives next door to Bob.", "next"),
    ("tenants : Ann, Bob, Cy.\nfloors : 1, 2, 3.\n", "Ann lives to the left of Bob.", "to the left"),
    # a bare hour or clock beside times of day: morning or evening?
    ("guest : Ann, Bob, Cy.\narrival : 8:00am, 10:00am, 2:00pm.\n", "Ann arrived after 3.", "after"),
    ("guest : Ann, Bob, Cy.\narrival : 8:00am, 10:00am, 2:00pm.\n", "Ann arrived after 9:00.", "after"),
    # a description by a comparison that does not name one thing ("the comic who went on after Erin")
    (COMICS, "The comic who went on after Erin scored 88.", "The comic"),
    # another title with a titled full name's surname
    (STARS, "Mr Vance signed the photograph.", "Mr Vance"),
    # anyone else in a place that is no setting of everyone
    (LANE, "Mr Dunn takes more milk than anyone else in the red house.", "in"),
    # review: "under" a floor, "only" after a preposition, "anyone else at" a value, "won with" no value,
    # a part of the day after a number that is no time, golf words inside others
    ("tenants : Ann, Bob, Cy.\nfloors : 1, 2, 3.\n", "Ann lives under floor 3.", "under"),
    (HOUSES, "Carol lives next to only Dave.", "only"),
    ("people : Ann, Bob, Cy.\nvenues : club, pub, bar.\nages : 30, 40, 50.\n",
     "Ann is older than anyone else at the club.", "at"),
    ("teams : Brains, Bears, Owls.\nplaces : 1st, 2nd, 3rd.\n", "The Owls won with ease.", "won"),
    # round 25: "next to" on houses with a gap (is house 3 missing?); "it" after a denial whose
    # subject is a value (the beagle, or Rex?); "sits next to" beside slots of a programme
    ("people : Ann, Bob, Cy, Di.\nhouse : 1, 2, 4, 5.\n", "Ann lives next to Bob.", "next"),
    (HANDLERS, "The beagle isn't Aiden, and it isn't the poodle.", "it"),
    (COMICS, "Dev sits next to Erin.", "next"),
    # a measure word of another dimension than the one measure there is
    ("book : Atlas, Codex, Diary.\nwidth : 10 cm, 12 cm, 14 cm.\n", "The Atlas is heavier than the Codex.",
     "heavier"),
    ("dog : Rex, Spot, Bo.\nweight : 10 kg, 12 kg, 14 kg.\n", "Rex is taller than Spot.", "taller"),
    # a superlative narrowed by a participle or a comparison after its noun: of those only
    (CHARTS, "The Danube chart is the widest chart printed after 1720.", "widest"),
    (CHARTS, "The widest chart printed after 1720 was the Danube chart.", "widest"),
    # a bare number after a time verb, or compared, naming another category's value
    ("guest : Ann, Bob, Cy.\narrival : 8:00am, 10:00am, 2:00pm.\ntable : 1, 2, 3.\n", "Ann arrived at 2.", "2"),
    ("guest : Ann, Bob, Cy.\narrival : 8:00am, 10:00am, 2:00pm.\ntable : 1, 2, 3.\n", "Ann arrived after 3.",
     "after"),
    # a verb of time beside a row of things numbered as ordinals: no order in time
    ("guest : Ann, Bob, Cy.\numbrella : first, second, third.\n", "Ann arrived after Bob.", "after"),
    # "the last kennel on the left": counted from which end?
    (KENNELS, "Max is in the last kennel on the left.", "last"),
    # "sat beside" with places in a result: seats, not places
    ("runners : Ada, Bree, Cal.\nplaces : first, second, third.\n", "Ada sat beside Bree.", "beside"),
    # a frame of some rows only, or of another number of them
    (CHESS, "Of the boys, Anselm is rated highest.", "the boys"),
    (CHESS, "Of the two players, Anselm is rated highest.", "the two"),
    # "the fourth house" of houses 2, 4, 6, 8: house 4, or the fourth along (house 8)?
    ("house : 2, 4, 6, 8.\nfamily : Ash, Birch, Cole, Dale.\n", "The Ashes live in the fourth house.", "fourth"),
    ("seat : 1, 3, 5, 7.\nguest : Ann, Bob, Cy, Dee.\n", "Ann sits in the third seat.", "third"),
    # ordinals named for no result are a row of things: no order in time, no place in a result
    (UMBRELLAS, "Ann showed up after Bob.", "after"),
    (UMBRELLAS, "Ann came after Bob.", "after"),
    (UMBRELLAS, "Ann came second.", "second"),
    (UMBRELLAS, "Ann ranked second.", "second"),
    (UMBRELLAS, "Ann won.", "won"),
    (UMBRELLAS, "Ann beat Bob.", "beat"),
    ("peg : leftmost, middle, rightmost.\nowner : Ann, Bob, Cy.\n", "Ann came first.", "first"),
    # a verb between two people is no sameness, also after a person described by a value
    ("student : Ann, Bob, Cy.\ntime : 1:00pm, 2:00pm, 3:00pm.\n", "The 1:00pm student tutored Bob.", "tutored"),
    ("student : Ann, Bob, Cy.\ntime : 1:00pm, 2:00pm, 3:00pm.\n", "The 1:00pm student praised Bob.", "praised"),
    # "reported" before an amount still hedges it
    ("people : Ann, Bob.\nprices : $10, $12.\n", "Ann paid a reported $2 more than Bob.", "reported"),
    # "won with" something other than the best of a measure the contest may be won by
    ("jumper : Ann, Bob, Cy.\njump : 5 m, 6 m, 7 m.\nshoe : red, blue, gold.\n", "Ann won with the red shoes.",
     "won"),
    # a bare number after a verb of coming or going is a time, never a room or table number
    ("guest : Ann, Bob, Cy, Dee.\nday : Monday, Tuesday, Wednesday, Thursday.\nroom : 1, 2, 3, 4.\n",
     "Ann checked in at 2.", "2"),
    ("guest : Ann, Bob, Cy, Dee.\narrival : 8:00am, 10:00am, 2:00pm, 4:00pm.\ntable : 1, 2, 3, 4.\n",
     "Ann left at 4.", "4"),
    # an amount with no unit on clock times
    ("guest : Ann, Bob, Cy, Dee.\narrival : 8:00am, 10:00am, 2:00pm, 4:00pm.\n", "Ann arrived 2 after Bob.", "2"),
    # a comparative of another measure than the category's ("taller" beside widths)
    ("person : Ann, Bob, Cy.\nheight : 150 cm, 160 cm, 170 cm.\n", "Ann weighs more than Bob.", "more"),
    (CHARTS, "The Aegean chart is taller than the Baltic.", "taller"),
    ("dog : Rex, Spot, Fido.\nweight : 10 kg, 12 kg, 14 kg.\n", "Rex is longer than Spot.", "longer"),
    (CHARTS, "The Aegean chart is the most valuable.", "most valuable"),
    # a goal, a run, a basket is worth some points, not one
    ("player : Ann, Bob, Cy.\npoints : 12, 19, 26.\n", "Ann scored 7 goals more than Bob.", "7 goals"),
    # "it's" is "it is": after a denial, the pronoun may be either thing
    ("dog : Rex, Spot, Fido.\nage : 2, 4, 6.\nbreed : beagle, pug, boxer.\n", "Rex isn't the beagle; it's 4.", "it's"),
    # superlatives of some only, in more forms
    (CHARTS, "The Aegean chart is the widest of the charts printed after 1745.", "widest"),
    (CHARTS, "The Aegean chart is the oldest chart less than 30 inches wide.", "oldest"),
    (CHARTS, "The Aegean chart is the oldest 26-inch chart.", "oldest"),
    # a verb in -s between two people, before its object, is no noun ("Ann tutors the cat owner")
    ("person : Ann, Bob, Cal.\ncity : Leeds, Reno, Dover.\npet : cat, dog, fish.\n", "Ann tutors the cat owner.",
     "tutors"),
    ("person : Ann, Bob, Cal.\ncity : Leeds, Reno, Dover.\npet : cat, dog, fish.\n", "Ann met the Reno client.",
     "met"),
    # places in a race are the order of finishing only
    ("runner : Ann, Bob, Cy.\nplace : first, second, third.\ntown : Ely, Hull, York.\n", "Ann woke up after Bob.",
     "after"),
    ("runner : Ann, Bob, Cy.\nplace : first, second, third.\ntown : Ely, Hull, York.\n",
     "Ann was interviewed after Bob.", "after"),
    # a quality no category measures, "worth more" beside no money, "higher" beside widths
    (CHARTS, "The Aegean chart is more accurate than the Baltic.", "more"),
    (CHARTS, "The Aegean chart is worth more than the Baltic.", "more"),
    (CHARTS, "The Aegean chart is 2 inches higher than the Baltic.", "2 inches"),
    # hedged amounts and tallies that are not points
    ("items : vase, clock, lamp.\nprices : $20, $40, $60.\n", "The vase sold for an alleged $40.", "alleged"),
    ("player : Ann, Bob, Cy.\npoints : 12, 19, 26.\n", "Ann had 7 more assists than Bob.", "7 more"),
    ("guest : Ann, Bob, Cy, Dee.\narrival : 8:00am, 10:00am, 2:00pm, 4:00pm.\ntable : 1, 2, 3, 4.\n",
     "Ann dropped in at 4.", "4"),
    # "went home at" beside arrivals: another event than arriving
    ("guest : Ann, Bob, Cy, Dee.\narrival : 8:00am, 10:00am, 2:00pm, 4:00pm.\ntable : 1, 2, 3, 4.\n",
     "Ann went home at 4.", "home"),
    # "won with" beside prizes that are no order: which prize is the winner's is not said
    ("baker : Ann, Bob, Cy.\ncake : lemon, plum, fig.\nprize : gold, silver, none.\n",
     "Ann won with the lemon cake.", "won"),
    # recommending or considering a thing says nothing of one's own
    ("person : Ann, Bob, Cy.\ndrink : tea, milk, cola.\n", "Ann recommended the tea.", "recommended"),
    ("person : Ann, Bob, Cy.\ndrink : tea, milk, cola.\nprice : $2, $4, $6.\n", "Ann paid $2 extra for the tea.",
     "extra"),
    # someone's customer is another person
    ("people : Ann, Bob, Cy.\ncompanies : Atlas, QuickBox, Swift.\n", "Ann is Bob's customer.", "customer"),
    # places in a race are the result, not the order of starting
    (RACE_AND_LANES, "Ann started after Bob.", "after"),
    (RACE_AND_LANES, "Ann set off before Bob.", "before"),
]


PARTIES = "hosts : Dorit, Emmett, Fenna.\nguests : 12, 14, 16.\ndates : June 3, June 10, June 17.\n"


def clue_relations(header: str, clues: str) -> list[list[str]]:
    return [[show(relation) for relation in clue.relations] for clue in compile_clues(header + clues, "t.clues").clues]


@pytest.mark.parametrize("line, in_order", [
    ("days : Monday, Tuesday, Wednesday, Thursday.", ["Monday", "Tuesday", "Wednesday", "Thursday"]),
    ("days : Friday, Saturday, Sunday, Monday.", ["Friday", "Saturday", "Sunday", "Monday"]),  # over the weekend
    ("days : Monday, Wednesday, Tuesday.", ["Monday", "Tuesday", "Wednesday"]),  # not listed in order
    ("days : Sat., Sun., Mon.", ["Sat.", "Sun.", "Mon."]),
])
def test_days_of_the_week_are_in_the_order_of_the_week(line, in_order):
    people = "people : Ann, Bob, Cy, Dee.\n" if len(in_order) == 4 else "people : Ann, Bob, Cy.\n"
    compiled = compile_clues(people + line + "\n1. Ann is not Bob.\n", "t.clues")
    assert list(compiled.categories[1].labels_in_order()) == in_order


def test_a_position_word_before_the_clues_noun_for_dates_is_a_place_in_time():
    """"the last party": the clues call the dates' things parties ("the June 17 party"), so the
    last party is the one on the last date; so it is when no clue names a party and the dates
    are the one order there is, or when the clues give the noun to two categories (it is then
    the things' own noun); a noun the clues give to a count alone is refused at the position
    word."""
    assert clue_relations(PARTIES, "1. Dorit hosts the June 10 party.\n2. The host of the last party isn't Emmett.\n"
                          "3. Fenna hosts the first party.\n")[1:] == [
        ["different(dates:June 17,hosts:Emmett)"], ["same(hosts:Fenna,dates:June 3)"]]
    # no clue says what a party is: the one category of dates (there is no line of places)
    assert clue_relations(PARTIES, "1. The host of the last party isn't Emmett.\n") == [
        ["different(dates:June 17,hosts:Emmett)"]]
    with pytest.raises(InputErrors):  # with a line of houses beside the dates, which order is not said
        compile_clues("house : 1, 2, 3.\n" + PARTIES + "1. The host of the last party isn't Emmett.\n", "t.clues")
    # parties of two categories: the parties themselves, in the one order of dates
    assert clue_relations(PARTIES, "1. Dorit hosts the June 10 party.\n2. The 14 party is Fenna's.\n"
                          "3. The host of the last party isn't Emmett.\n")[2] == [
        "different(dates:June 17,hosts:Emmett)"]
    with pytest.raises(InputErrors) as caught:  # parties counted by guests only
        compile_clues(PARTIES + "1. Dorit hosts the 14 party.\n2. The host of the last party isn't Emmett.\n",
                      "t.clues")
    (error,) = caught.value.errors
    assert "last party" in error.message and error.location.column == 20, error.message


@pytest.mark.parametrize("header, sentence, word", REFUSED, ids=[case[1] for case in REFUSED])
def test_unreadable_phrasings_are_refused_where_they_go_wrong(header, sentence, word):
    with pytest.raises(InputErrors) as caught:
        compile_clues(header + "1. " + sentence + "\n", "t.clues")
    (error,) = caught.value.errors
    column = error.location.column - len("1. ")
    assert sentence[column - 1:].startswith(word), (error.message, column)


TELESCOPES = "guides : Ann, Bob, Cy.\napertures (inches) : 4, 6, 8.\ngroup sizes : 5, 7, 9.\n"


def test_a_noun_the_clues_give_one_category_settles_which_size_is_meant():
    compiled = compile_clues(TELESCOPES + "1. The 8-inch telescope is Ann's.\n"
                             "2. Bob uses the biggest telescope.\n3. Cy's group is the largest.\n", "t.clues")
    assert [show(relation) for relation in compiled.clues[1].relations] == ["same(guides:Bob,apertures (inches):8)"]
    assert [show(relation) for relation in compiled.clues[2].relations] == ["same(guides:Cy,group sizes:9)"]


def test_a_noun_the_clues_give_two_categories_settles_nothing():
    one = TELESCOPES + "1. The 8-inch session is Ann's.\n2. Bob has the biggest session.\n"
    assert [show(relation) for relation in compile_clues(one, "t.clues").clues[1].relations] == [
        "same(guides:Bob,apertures (inches):8)"]
    two = TELESCOPES + "1. The 8-inch session is Ann's.\n2. Bob has the biggest session.\n3. The 5 session is Cy's.\n"
    with pytest.raises(InputErrors) as caught:
        compile_clues(two, "t.clues")
    (error,) = caught.value.errors
    assert (error.location.line, "biggest" in error.message) == (5, True), error.message


def test_a_noun_counted_by_a_number_settles_which_count_a_comparison_means():
    header = "teachers : Ann, Bob, Cy.\nrooms : 107, 110, 113.\nclass sizes : 20, 24, 28.\n"
    with pytest.raises(InputErrors):  # rooms or class sizes?
        compile_clues(header + "1. Ann has 4 students fewer than Bob.\n", "t.clues")
    compiled = compile_clues(header + "1. Ann has 4 students fewer than Bob.\n2. Cy teaches 28 students.\n",
                             "t.clues")
    assert [show(relation) for relation in compiled.clues[0].relations] == [
        "offset(teachers:Ann,teachers:Bob,class sizes,-4)"]
    # the counted noun decides before a word the clues happen to write after a room number
    compiled = compile_clues(header + "subjects : art, music, French.\n"
                             "1. The teacher in room 107 has 4 students fewer than the teacher who teaches art.\n"
                             "2. The person in room 110 teaches 28 students.\n", "t.clues")
    assert [show(relation) for relation in compiled.clues[0].relations] == [
        "offset(rooms:107,subjects:art,class sizes,-4)"]


def test_numbers_the_clues_write_after_their_noun_are_names_not_amounts():
    """"room 101": the numbers name the rooms, so "4 students fewer" counts the class sizes; a
    puzzle whose clues never write "room 107" keeps the two counts apart and is refused."""
    header = "teachers : Ann, Bob, Cy.\nrooms : 107, 110, 113.\nclass sizes : 20, 24, 28.\n"
    compiled = compile_clues(header + "1. Ann has 4 students fewer than the teacher in room 107.\n", "t.clues")
    assert [show(relation) for relation in compiled.clues[0].relations] == [
        "offset(teachers:Ann,rooms:107,class sizes,-4)"]
    with pytest.raises(InputErrors):
        compile_clues(header + "1. Ann has 4 students fewer than Bob.\n2. Cy is in 107.\n", "t.clues")


@pytest.mark.parametrize("line, labels", [
    ("months : Apr., May, Jun., Jul.", ("Apr.", "May", "Jun.", "Jul.")),
    ("cities : St. Paul, Washington D.C., Boston.", ("St. Paul", "Washington D.C.", "Boston")),
    ("places : Mt. Knox, St. Ives, Rye.", ("Mt. Knox", "St. Ives", "Rye")),
    ("times : 6 p.m., 7 p.m., 8 p.m.", ("6 p.m.", "7 p.m.", "8 p.m.")),
    # a whole word at the end is the line's full stop, whatever the others abbreviate
    ("streets : Elm St., Oak Ave., Mill Lane.", ("Elm St.", "Oak Ave.", "Mill Lane")),
    ("months : Feb., Mar., Apr., May.", ("Feb.", "Mar.", "Apr.", "May")),
    ("firms : Acme Co., Bolt Inc., Corr Ltd.", ("Acme Co.", "Bolt Inc.", "Corr Ltd.")),
    ("authors : Ann B., Carl D., Eve F.", ("Ann B.", "Carl D.", "Eve F.")),
])
def test_the_full_stop_of_a_category_line_is_not_part_of_its_last_value_unless_an_abbreviation(line, labels):
    compiled = compile_clues(f"kids : Ann, Bob, Cy{', Dee' if len(labels) == 4 else ''}.\n{line}\n"
                             "1. Ann is not Bob.\n", "t.clues")
    assert compiled.categories[1].labels == labels


TITLE_CASED = ("names : Ann, Bob, Cy.\ndrinks : Tea, Coffee, Milk.\ncolors : Red, Green, Blue.\n"
               "1. The tea drinker lives in the red house.\n2. Bob drinks coffee.\n"
               "3. Cy's house is green.\n4. Ann is not the milk drinker.\n")


def test_values_capitalised_only_by_title_case_are_named_in_lower_case():
    """A category line in title case ("drinks : Tea, Coffee, Milk") whose clues write the values in
    lower case, and colours in any case, read exactly as the same puzzle written in lower case."""
    lower = TITLE_CASED.replace("Tea, Coffee, Milk", "tea, coffee, milk")
    lower = lower.replace("Red, Green, Blue", "red, green, blue")

    def read(text: str) -> list[list[str]]:
        return [[show(relation).lower() for relation in clue.relations] for clue in compile_clues(text).clues]

    assert read(TITLE_CASED) == read(lower)
    result = pylogic.solve(TITLE_CASED)
    assert len(result.solutions) == 1
    assert result.solutions[0].rows == (("Ann", "Tea", "Red"), ("Bob", "Coffee", "Blue"), ("Cy", "Milk", "Green"))


@pytest.mark.parametrize("clues, word", [
    ("1. Ann drinks tea.\n2. Bob drinks Coffee.\n", "tea"),  # the clues write Coffee as a name
    ("1. Ann drinks tea.\n2. Bob is not Cy.\n", "tea"),  # one lowercase word is no evidence
])
def test_a_capitalised_value_the_clues_also_write_as_a_name_is_not_named_in_lower_case(clues, word):
    with pytest.raises(InputErrors, match=f"'{word}' is written in lower case and the value is 'Tea'"):
        compile_clues("names : Ann, Bob, Cy.\ndrinks : Tea, Coffee, Milk.\n" + clues)


ROW = "house : 1, 2, 3, 4.\nname : Carol, Dave, Eve, Finn.\nprices : $10, $20, $30, $40.\n"


def _strictly_between(order: dict, middle: str, first: str, second: str) -> bool:
    return min(order[first], order[second]) < order[middle] < max(order[first], order[second])


@pytest.mark.parametrize("sentence, holds", [
    ("Eve lives between Carol and Dave.", lambda h, p: _strictly_between(h, "Eve", "Carol", "Dave")),
    ("Eve lives directly between Carol and Dave.",
     lambda h, p: abs(h["Eve"] - h["Carol"]) == abs(h["Eve"] - h["Dave"]) == 1 and h["Carol"] != h["Dave"]),
    ("Eve paid somewhere between Carol and Finn.", lambda h, p: _strictly_between(p, "Eve", "Carol", "Finn")),
    ("The $20 guest lives between Carol and Eve.", lambda h, p: _strictly_between(h, _paying(p, 20), "Carol", "Eve")),
])
def test_between_has_the_solutions_of_its_meaning(sentence, holds):
    """Every grid where the sentence is true, found by brute force, and no other."""
    names = ("Carol", "Dave", "Eve", "Finn")
    expected = set()
    for houses in itertools.permutations(range(1, 5)):
        for prices in itertools.permutations((10, 20, 30, 40)):
            if holds(dict(zip(names, houses)), dict(zip(names, prices))):
                rows = zip(names, houses, prices)
                expected.add(tuple(sorted((house, name, f"${price}") for name, house, price in rows)))
    solutions = pylogic.solve(ROW + "1. " + sentence + "\n", limit=None).solutions
    found = {tuple(sorted((int(row[0]), row[1], row[2]) for row in solution.rows)) for solution in solutions}
    assert found == expected and expected


def _paying(prices: dict, amount: int) -> str:
    return next(name for name, price in prices.items() if price == amount)


@pytest.mark.parametrize("prices, clues, answer", [
    ("75¢, $1.20, $1.50", "Ann paid 45 cents more than Bob.\n2. Cy paid 30 cents more than Ann.\n",
     {"Ann": "$1.20", "Bob": "75¢", "Cy": "$1.50"}),
    ("40p, 75p, £1.20", "Ann paid 35p more than Bob.\n2. Cy paid 80p more than Bob.\n",
     {"Ann": "75p", "Bob": "40p", "Cy": "£1.20"}),
])
def test_prices_written_partly_in_the_smaller_coin_are_one_scale(prices, clues, answer):
    """Pence beside pounds, cents beside dollars: one order of prices, amounts in either coin."""
    result = pylogic.solve(f"buyers : Ann, Bob, Cy.\nprices : {prices}.\n1. {clues}")
    assert [dict(solution.rows) for solution in result.solutions] == [answer]


@pytest.mark.parametrize("closing", ["in some order", "in no particular order", "though not necessarily in that order"])
def test_a_list_matched_with_a_list_in_any_order_has_each_matching(closing):
    """"A, B and C were published in 1998, 2001 and 2004, in some order": the three take those
    three years among them (six ways), and the fourth takes the year left."""
    header = "titles : Ember, Frost, Gale, Haze.\nyears : 1998, 2001, 2004, 2007.\n"
    result = pylogic.solve(header + f"1. Ember, Frost and Gale were published in 1998, 2001 and 2004, {closing}.\n",
                           limit=None)
    tables = [dict(solution.rows) for solution in result.solutions]
    assert len(tables) == 6 and all(table["Haze"] == "2007" for table in tables)
    assert {tuple(table[title] for title in ("Ember", "Frost", "Gale")) for table in tables} == set(
        itertools.permutations(("1998", "2001", "2004")))
