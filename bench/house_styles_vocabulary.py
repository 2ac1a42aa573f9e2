"""The attributes of the benchmark generators' house puzzles: each attribute's list line, its
values as listed, and the phrase a clue names each value by.

Reconstructed from the generators' published templates, not from their code: ZebraLogic
(ZebraLogicBench, AllenAI), which descends from the same template classes as reasoning-gym's
``zebra_puzzles`` (its ``logic_puzzle`` literals); reasoning-gym's own wording ("different"
where ZebraLogic says "unique", a few more values); and BIG-bench's logic_grid_puzzle task,
whose list lines carry the clue phrases themselves ("one likes red, one owns a sedan").
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Attribute:
    """One column of a house puzzle: its class name (the answer table's header), the list line
    before the values, each value with its clue phrase, and whether the value list is printed
    without backticks even where the style uses them (reasoning-gym's values with embedded
    descriptions)."""

    key: str
    line: str
    values: tuple[tuple[str, str], ...]
    bare: bool = False


def _same(template: str, values: list[str]) -> tuple[tuple[str, str], ...]:
    return tuple((value, template.format(v=value)) for value in values)


def _occupation(value: str) -> str:
    return f"the person who is {'an' if value[0] in 'aeiou' else 'a'} {value}"


def _height(value: str) -> str:
    return "the person who has an average height" if value == "average" else f"the person who is {value}"


def _music(value: str) -> str:
    return f"the person who loves {value.replace('hip hop', 'hip-hop')} music"


_NATIONALITY = (("dane", "the Dane"), ("brit", "the British person"), ("swede", "the Swedish person"),
                ("norwegian", "the Norwegian"), ("german", "the German"), ("chinese", "the Chinese"))
_BIRTHDAY = (("april", "the person whose birthday is in April"), ("feb", "the person whose birthday is in February"),
             ("jan", "the person whose birthday is in January"), ("mar", "the person whose birthday is in March"),
             ("may", "the person whose birthday is in May"), ("sept", "the person whose birthday is in September"))
_FLOWER = (("carnations", "the person who loves a carnations arrangement"),
           ("daffodils", "the person who loves a bouquet of daffodils"),
           ("iris", "the person who loves the boquet of iris"), ("lilies", "the person who loves the boquet of lilies"),
           ("roses", "the person who loves the rose bouquet"), ("tulips", "the person who loves the vase of tulips"))
_ANIMAL = (("bird", "the bird keeper"), ("cat", "the cat lover"), ("dog", "the dog owner"),
           ("fish", "the fish enthusiast"), ("horse", "the person who keeps horses"), ("rabbit", "the rabbit owner"))
_FOOD = (("grilled cheese", "the person who loves eating grilled cheese"), ("pizza", "the person who is a pizza lover"),
         ("soup", "the person who loves the soup"), ("spaghetti", "the person who loves the spaghetti eater"),
         ("stew", "the person who loves the stew"), ("stir fry", "the person who loves stir fry"))
_SMOOTHIE = (("blueberry", "the person who drinks Blueberry smoothies"),
             ("cherry", "the person who likes Cherry smoothies"), ("desert", "the Desert smoothie lover"),
             ("dragonfruit", "the Dragonfruit smoothie lover"), ("lime", "the person who drinks Lime smoothies"),
             ("watermelon", "the Watermelon smoothie lover"))
_COLOR = (("blue", "the person who loves blue"), ("green", "the person whose favorite color is green"),
          ("purple", "the person who loves purple"), ("red", "the person whose favorite color is red"),
          ("white", "the person who loves white"), ("yellow", "the person who loves yellow"))
_DRINK = (("boba tea", "the boba tea drinker"), ("coffee", "the coffee drinker"), ("milk", "the person who likes milk"),
          ("root beer", "the root beer lover"), ("tea", "the tea drinker"), ("water", "the one who only drinks water"))
_PHONE = (("google pixel 6", "the person who uses a Google Pixel 6"),
          ("huawei p50", "the person who uses a Huawei P50"),
          ("iphone 13", "the person who uses an iPhone 13"), ("oneplus 9", "the person who uses a OnePlus 9"),
          ("samsung galaxy s21", "the person who uses a Samsung Galaxy S21"),
          ("xiaomi mi 11", "the person who uses a Xiaomi Mi 11"))
_CAR = (("bmw 3 series", "the person who owns a BMW 3 Series"),
        ("chevrolet silverado", "the person who owns a Chevrolet Silverado"),
        ("ford f150", "the person who owns a Ford F-150"), ("honda civic", "the person who owns a Honda Civic"),
        ("tesla model 3", "the person who owns a Tesla Model 3"),
        ("toyota camry", "the person who owns a Toyota Camry"))
_CHILD = tuple((value, "the person who is the mother of Timothy" if value == "Timothy"
                else f"the person's child is named {value}")
               for value in ("Alice", "Bella", "Fred", "Meredith", "Samantha", "Timothy"))
_OCCUPATIONS = ["artist", "doctor", "engineer", "lawyer", "nurse", "teacher"]
_HEIGHTS = ["average", "short", "super tall", "tall", "very short", "very tall"]
_HAIR = ["auburn", "black", "blonde", "brown", "gray", "red"]
_MUSIC = ["classical", "country", "hip hop", "jazz", "pop", "rock"]
_BOOKS = ["biography", "fantasy", "historical fiction", "mystery", "romance", "science fiction"]
_SPORTS = ["baseball", "basketball", "soccer", "swimming", "tennis", "volleyball"]

# ZebraLogicBench: the person's name is always one of the columns; the others are drawn.
ZEBRALOGIC = (
    Attribute("Name", "Each person has a unique name", _same("{v}", ["Alice", "Eric", "Arnold", "Peter", "Bob",
                                                                      "Carol"])),
    Attribute("Nationality", "The people are of nationalities", _NATIONALITY),
    Attribute("Birthday", "Each person has a unique birthday month", _BIRTHDAY),
    Attribute("Flower", "They all have a unique favorite flower", _FLOWER),
    Attribute("Animal", "The people keep unique animals", _ANIMAL),
    Attribute("Food", "Everyone has something unique for lunch", _FOOD),
    Attribute("Vacation", "Each person prefers a unique type of vacation", (
        ("beach", "the person who loves beach vacations"), ("camping", "the person who enjoys camping trips"),
        ("city", "the person who prefers city breaks"), ("cruise", "the person who likes going on cruises"),
        ("cultural", "the person who goes on cultural tours"),
        ("mountain", "the person who enjoys mountain retreats"))),
    Attribute("Smoothie", "Everyone has a favorite smoothie", _SMOOTHIE),
    Attribute("Color", "Each person has a favorite color", _COLOR),
    Attribute("Cigar", "Everyone has a unique favorite cigar", (
        ("blends", "the person who smokes many unique blends"), ("blue master", "the person who smokes Blue Master"),
        ("dunhill", "the Dunhill smoker"), ("pall mall", "the person partial to Pall Mall"),
        ("prince", "the Prince smoker"), ("yellow monster", "the person who smokes Yellow Monster"))),
    Attribute("HouseStyle", "Each person lives in a unique style of house", (
        ("colonial", "the person living in a colonial-style house"),
        ("craftsman", "the person in a Craftsman-style house"),
        ("mediterranean", "the person in a Mediterranean-style villa"),
        ("modern", "the person in a modern-style house"), ("ranch", "the person in a ranch-style home"),
        ("victorian", "the person residing in a Victorian house"))),
    Attribute("Drink", "Each person has a unique favorite drink", _DRINK),
    Attribute("Hobby", "Each person has a unique hobby", (
        ("cooking", "the person who loves cooking"), ("gardening", "the person who enjoys gardening"),
        ("knitting", "the person who enjoys knitting"), ("painting", "the person who paints as a hobby"),
        ("photography", "the photography enthusiast"), ("woodworking", "the woodworking hobbyist"))),
    Attribute("Pet", "Each person has a unique type of pet", (
        ("bird", "the person who keeps a pet bird"), ("cat", "the person who has a cat"),
        ("dog", "the person who owns a dog"), ("fish", "the person with an aquarium of fish"),
        ("hamster", "the person with a pet hamster"), ("rabbit", "the person who owns a rabbit"))),
    Attribute("Education", "Each person has a unique level of education", (
        ("associate", "the person with an associate's degree"), ("bachelor", "the person with a bachelor's degree"),
        ("doctorate", "the person with a doctorate"), ("high school", "the person with a high school diploma"),
        ("master", "the person with a master's degree"), ("trade school", "the person who attended trade school"))),
    Attribute("BookGenre", "People have unique favorite book genres", _same("the person who loves {v} books", _BOOKS)),
    Attribute("Occupation", "Each person has an occupation", tuple((v, _occupation(v)) for v in _OCCUPATIONS)),
    Attribute("Height", "People have unique heights", tuple((v, _height(v)) for v in _HEIGHTS)),
    Attribute("HairColor", "People have unique hair colors", _same("the person who has {v} hair", _HAIR)),
    Attribute("MusicGenre", "People have unique favorite music genres", tuple((v, _music(v)) for v in _MUSIC)),
    Attribute("Mother", "The mothers' names in different houses are unique", _same(
        "The person whose mother's name is {v}", ["Aniya", "Holly", "Janelle", "Kailyn", "Penny", "Sarah"])),
    Attribute("PhoneModel", "People use unique phone models", _PHONE),
    Attribute("FavoriteSport", "People have unique favorite sports", _same("the person who loves {v}", _SPORTS)),
    Attribute("CarModel", "People own unique car models", _CAR),
    Attribute("Children", "Each mother is accompanied by their child", _CHILD),
)


def _lower(pairs: tuple[tuple[str, str], ...]) -> tuple[tuple[str, str], ...]:
    return tuple((value.lower(), phrase) for value, phrase in pairs)


# reasoning-gym: listed values are its enum names in lower case, the wording says "different".
REASONING_GYM = (
    Attribute("Name", "Each person has a unique name", _lower(_same("{v}", ["Arnold", "Eric", "Peter", "Alice", "Bob",
                                                                             "Carol"]))),
    Attribute("Color", "Each person has a favorite color", _COLOR),
    Attribute("Nationality", "The people are of nationalities", _NATIONALITY),
    Attribute("Animal", "The people keep different animals", _ANIMAL),
    Attribute("Drink", "Each person has a favorite drink", _DRINK),
    Attribute("Cigar", "Everyone has a different favorite cigar", (
        ("pall mall", "the person partial to Pall Mall"), ("prince", "the Prince smoker"),
        ("blue master", "the person who smokes Blue Master"), ("dunhill", "the Dunhill smoker"),
        ("blends", "the person who smokes many different blends"),
        ("yellow monster", "the person who smokes Yellow Monster"))),
    Attribute("Food", "Everyone has something different for lunch", _FOOD),
    Attribute("Flower", "They all have a different favorite flower", _FLOWER),
    Attribute("PhoneModel", "People use different phone models", _PHONE, bare=True),
    Attribute("Children", "Each mother is accompanied by their child", _lower(_CHILD)),
    Attribute("Smoothie", "Everyone has a favorite smoothie", _SMOOTHIE),
)

# The wider template set of the Tulu "Logic Puzzles" prompts: reasoning-gym's plus these.
TULU_EXTRA = (
    Attribute("Mother", "The mothers' names are", _lower(_same(
        "The person whose mother's name is {v}", ["Aniya", "Holly", "Janelle", "Kailyn", "Penny"]))),
    Attribute("Age", "Each person has a unique age", (("age 7", "the person who is 7 years old"),) + tuple(
        (f"age {age}", f"the person who is {age}") for age in range(8, 13))),
    Attribute("Birthday", "Each person has a unique birthday month", _BIRTHDAY),
    Attribute("Occupation", "Each person has an occupation", tuple((v, _occupation(v)) for v in _OCCUPATIONS),
              bare=True),
    Attribute("Height", "People have different heights", tuple((v, _height(v)) for v in _HEIGHTS), bare=True),
    Attribute("HairColor", "People have different hair colors", _same("the person who has {v} hair", _HAIR),
              bare=True),
    Attribute("CarModel", "People own different car models", _CAR, bare=True),
    Attribute("FavoriteSport", "People have different favorite sports", _same("the person who loves {v}", _SPORTS),
              bare=True),
    Attribute("MusicGenre", "People have different favorite music genres", tuple((v, _music(v)) for v in _MUSIC),
              bare=True),
    Attribute("BookGenre", "People have different favorite book genres",
              _same("the person who loves {v} books", _BOOKS), bare=True),
)


def _bigbench_phrase(verb_phrase: str) -> str:
    """'is a guitarist' -> 'the guitarist'; any other verb phrase -> 'the person who ...'."""
    return "the " + verb_phrase[5:] if verb_phrase.startswith("is a ") else "the person who " + verb_phrase


def _bigbench(key: str, line: str, verb_phrases: list[str]) -> Attribute:
    return Attribute(key, line, tuple((phrase, _bigbench_phrase(phrase)) for phrase in verb_phrases))


# BIG-bench logic_grid_puzzle: five values per attribute, so at most five houses.
BIGBENCH = (
    _bigbench("Color", "Each person has a favorite color",
              ["likes red", "likes yellow", "likes green", "likes white", "likes blue"]),
    _bigbench("Car", "Each person has a different kind of car",
              ["owns an SUV", "owns a sedan", "drives a convertible", "drives a minivan", "drives a truck"]),
    _bigbench("Shoes", "Each person is wearing different shoes",
              ["is wearing running shoes", "is wearing boots", "is wearing high heels", "is wearing sandals",
               "is wearing loafers"]),
    _bigbench("Drink", "Each person has a favorite drink",
              ["likes milk", "is a tea drinker", "only drinks water", "is a coffee drinker", "drinks root beer"]),
    _bigbench("Instrument", "Each person plays a different musical instrument",
              ["is a guitarist", "is a pianist", "is a percussionist", "is a flutist", "is a violinist"]),
    _bigbench("Flowers", "Each person has different flowers in their foyer",
              ["has a carnations arrangement", "has a bouquet of daffodils", "has a vase of tulips",
               "has a bouquet of lilies", "has a rose bouquet"]),
    _bigbench("Device", "Each person has a different device",
              ["has a television", "has a phone", "has a computer", "has a gameboy", "has a radio"]),
    _bigbench("Fruit", "Each person is eating a different kind of fruit",
              ["is eating kiwis", "is eating grapes", "is eating apples", "is eating oranges", "is eating bananas"]),
)
