"""Numbers with units and formats, as written in value labels and in clue sentences.

``parse_quantity("25000 USD") == Quantity(Fraction(25000), "dollar")``. Recognised forms:
plain numbers (``2008``, ``1,500``, ``1.5``, ``1.5 million``), money (``$150``, ``150 USD``,
``150 dollars``), measures (``144 ft.``, ``6 days``, ``2 hours``), times of day (``11:30am``,
``11 pm``, ``noon``; unit ``time``, counted in minutes after midnight), dates (``June 10``,
``10 June``, ``June 10th``; unit ``date``, counted in days of a non-leap year), ordinals
(``3rd``; unit ``ordinal``) and number words (``five``).

Units are canonical singular lowercase words (``ft.``/``feet`` -> ``foot``, ``USD``/``$`` ->
``dollar``). ``convert`` turns an amount in one unit into another (``2 hours`` into a time of
day's minutes), which is how "2 hours later" meets a category of departure times.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache

NUMBER_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
}
_TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
_UNITS = "one|two|three|four|five|six|seven|eight|nine"
# "thirty-five", "thirty five": one number (never "five" with "thirty" dropped)
_COMPOUND = re.compile(rf"\b({_TENS})[\s-]+({_UNITS})\b", re.IGNORECASE)
SPELLED_COMPOUND = re.compile(rf"(?:{_TENS})[\s-]+(?:{_UNITS})", re.IGNORECASE)
# A clock reading written without a.m. or p.m. ("7:00", "11:45"), and one only the 24-hour clock
# writes ("07:10", "18:45": beside those, "7:10" is 07:10)
_BARE_CLOCK = re.compile(r"(?:[1-9]|1[0-2]):[0-5]\d")
_TWENTY_FOUR_HOURS = re.compile(r"(?:0\d|1[3-9]|2[0-3]):[0-5]\d")


def half_of_day_unsaid(written: str, labels: Iterable[str]) -> bool:
    """Whether ``written`` ("7:00") may be morning or evening beside times ``labels``: no a.m. or
    p.m., and the labels are not on the 24-hour clock."""
    return _BARE_CLOCK.fullmatch(written.strip()) is not None \
        and not any(_TWENTY_FOUR_HOURS.fullmatch(label.strip()) for label in labels)
ORDINAL_WORDS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
    "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12,
}
MONTHS = {
    name: index for index, name in enumerate(
        ["january", "february", "march", "april", "may", "june", "july", "august",
         "september", "october", "november", "december"], start=1)
}
_MONTH_ABBREVIATIONS = {name[:3]: index for name, index in MONTHS.items()}
WEEKDAYS = {
    name: index for index, name in enumerate(
        ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"], start=1)
}
_WEEKDAY_ABBREVIATIONS = {**{name[:3]: index for name, index in WEEKDAYS.items()},
                          "tues": 2, "weds": 3, "thur": 4, "thurs": 4}
_DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
# (a dozen is twelve, in a value as in an amount: "2 dozen" eggs and "24 more eggs" agree)
SCALE_WORDS = {"hundred": 100, "thousand": 1000, "k": 1000, "million": 10**6, "billion": 10**9, "dozen": 12}

# Spellings of a unit -> its canonical name. Unlisted words are singularised as they are.
UNIT_SYNONYMS = {
    "$": "dollar", "usd": "dollar", "dollars": "dollar", "dollar": "dollar",
    "£": "sterling", "gbp": "sterling", "p": "penny", "pence": "penny", "penny": "penny",
    "€": "euro", "eur": "euro", "euro": "euro", "euros": "euro",
    "ft": "foot", "ft.": "foot", "feet": "foot", "foot": "foot",
    "hp": "hp", "horsepower": "hp", "bhp": "hp",
    "in.": "inch", "inches": "inch", "inch": "inch",
    "hr": "hour", "hrs": "hour", "h": "hour", "min": "minute", "mins": "minute",
    "oz": "ounce", "ounces": "ounce", "carat": "carat", "carats": "carat",
    "lb": "pound", "lbs": "pound", "km": "kilometer", "m": "meter", "cm": "centimeter",
    "kg": "kilogram", "g": "gram", "mi": "mile", "%": "percent",
    "year": "year", "years": "year", "yrs": "year", "month": "month", "months": "month",
    "week": "week", "weeks": "week", "day": "day", "days": "day", "hour": "hour", "hours": "hour",
    "minute": "minute", "minutes": "minute", "second": "second", "seconds": "second", "sec": "second",
    "secs": "second", "s": "second", "cent": "cent", "cents": "cent",
    "percentage point": "percent", "percentage points": "percent", "percent": "percent",
    "decade": "decade", "decades": "decade", "half-hour": "half-hour", "hour-and-a-half": "hour-and-a-half",
    "sqft": "square foot", "sqm": "square meter",
    "yd": "yard", "yds": "yard", "yards": "yard", "kilo": "kilogram", "kilos": "kilogram",
    "century": "century", "centuries": "century", "fortnight": "fortnight", "fortnights": "fortnight",
    "mm": "millimeter", "metre": "meter", "metres": "meter", "centimetre": "centimeter", "centimetres": "centimeter",
    "millimetre": "millimeter", "millimetres": "millimeter", "kilometre": "kilometer", "kilometres": "kilometer",
}
# "square feet", "sq. ft.", "sq m": an area unit, written as one word ("sqft") before it is read
_AREA_UNIT = re.compile(r"\b(?:sq\.?|square)\s*(?:(ft\.?|feet|foot)|(m|meters?|metres?))(?![\w])", re.IGNORECASE)


def unit_plural(unit: str) -> str:
    """How a message writes many of ``unit``: "feet", "inches", "square feet", "minutes"."""
    irregular = {"foot": "feet", "inch": "inches", "square foot": "square feet", "percent": "percent"}
    if unit in ("children", "people", "men", "women"):
        return unit
    if unit in irregular:
        return irregular[unit]
    if unit.endswith("y") and unit[-2:-1] not in ("a", "e", "i", "o", "u"):
        return unit[:-1] + "ies"  # "stories", "batteries"
    return unit + ("es" if unit.endswith(("ss", "sh", "ch", "x")) else "s")  # "losses", "boxes"


def area_units(text: str) -> str:
    """``text`` with each area unit as one word: "600 sq. ft." -> "600 sqft"."""
    return _AREA_UNIT.sub(lambda match: "sqft" if match.group(1) else "sqm", text)
# The unit of lengths of time written as bare numbers the puzzle does not give a unit for
# (``times : 4.38, 4.61``): they compare ("faster"), but no amount converts into them.
UNSTATED_TIME = "unstated unit of time"
# Units of measure: a category counted in one of them is never a line of places.
MEASURE_UNITS = frozenset(UNIT_SYNONYMS.values()) | {"time", "date", "weekday", UNSTATED_TIME}
# A category of bare numbers counts in years when its values are calendar years or its noun
# is one of these ("ages : 19, 25, 33" -> "12 years older").
YEAR_NOUNS = frozenset({"age", "year", "anniversary"})  # an anniversary counts years
# Units an amount can be given in for a category whose values have another unit.
CONVERSIONS: dict[tuple[str, str], int | Fraction] = {
    ("hour", "time"): 60, ("minute", "time"): 1,
    ("day", "date"): 1, ("week", "date"): 7, ("day", "weekday"): 1,
    ("hour", "minute"): 60, ("minute", "second"): 60, ("hour", "second"): 3600, ("week", "day"): 7,
    ("foot", "inch"): 12,
    ("cent", "dollar"): Fraction(1, 100), ("cent", "euro"): Fraction(1, 100),
    # "50p more", "a pound more" against prices in pounds sterling (a pound is a weight too:
    # where both are in the puzzle, the comparison must say which)
    ("penny", "sterling"): Fraction(1, 100), ("sterling", "penny"): 100, ("pound", "sterling"): 1,
    ("half-hour", "time"): 30, ("half-hour", "minute"): 30,
    ("fortnight", "date"): 14, ("fortnight", "day"): 14, ("fortnight", "week"): 2,
    ("week", "night"): 7, ("fortnight", "night"): 14,  # a stay of a week is 7 nights
    ("decade", "year"): 10, ("year", "month"): 12, ("point", "percent"): 1, ("minute", "hour"): Fraction(1, 60),
    ("yard", "foot"): 3, ("yard", "inch"): 36, ("century", "year"): 100, ("kilogram", "gram"): 1000,
    ("pound", "ounce"): 16,
    # "cleared 4 cm more" beside heights in metres
    ("centimeter", "meter"): Fraction(1, 100), ("millimeter", "meter"): Fraction(1, 1000),
    ("meter", "centimeter"): 100, ("millimeter", "centimeter"): Fraction(1, 10), ("centimeter", "millimeter"): 10,
    ("meter", "millimeter"): 1000, ("kilometer", "meter"): 1000, ("meter", "kilometer"): Fraction(1, 1000),
    ("gram", "kilogram"): Fraction(1, 1000), ("inch", "foot"): Fraction(1, 12), ("ounce", "pound"): Fraction(1, 16),
}
# Units whose amounts name a value of a category counted in the other ("an hour" is the value
# 60 of `lengths (minutes)`); not an hour and a time of day (2 hours is no 2:00)
SAME_MEASURES = frozenset({("hour", "minute"), ("minute", "second"), ("hour", "second"), ("week", "day"),
                           ("week", "night"), ("fortnight", "day"), ("fortnight", "night"), ("fortnight", "week"),
                           ("foot", "inch"), ("meter", "centimeter"), ("kilogram", "gram"), ("pound", "ounce")})
# Letter grades in increasing order (F lowest, A+ highest).
GRADES = {grade: index for index, grade in enumerate(
    ["f", "d-", "d", "d+", "c-", "c", "c+", "b-", "b", "b+", "a-", "a", "a+"])}


@dataclass(frozen=True)
class Quantity:
    """A number and its canonical unit (None for a bare number)."""

    number: Fraction
    unit: str | None


# Plurals that do not end in a plain -s: "wives" is no "wive"
IRREGULAR_SINGULARS = {"wives": "wife", "knives": "knife", "lives": "life", "wolves": "wolf", "halves": "half",
                        "shelves": "shelf", "calves": "calf", "loaves": "loaf", "thieves": "thief", "scarves": "scarf",
                        "children": "child", "people": "person", "men": "man", "women": "woman",
                        "chillies": "chilli", "chilies": "chili"}


# Nouns whose singular ends in "ie" ("ties", "movies", "cookies"; "parties" is "party")
_IE_NOUNS = frozenset("tie necktie bowtie pie magpie lie die movie cookie brownie zombie calorie prairie rookie goalie "
                      "selfie hippie smoothie pixie collie budgie birdie genie hoodie onesie nightie eyrie sortie "
                      "beanie bookie freebie groupie junkie newbie veggie yuppie wheelie auntie sweetie cabbie "
                      "caddie doggie hankie indie roomie aussie boogie talkie walkie lassie laddie".split())


@lru_cache(maxsize=8192)
def singular(word: str) -> str:
    """A lowercase word's likely singular (``hours`` -> ``hour``, ``tornados`` -> ``tornado``,
    ``wives`` -> ``wife``, ``ties`` -> ``tie``)."""
    if word in IRREGULAR_SINGULARS:
        return IRREGULAR_SINGULARS[word]
    if word.endswith("ies") and word[:-1] in _IE_NOUNS:
        return word[:-1]
    if len(word) > 3 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith(("ches", "shes", "sses", "xes", "oes")):
        return word[:-2]
    if len(word) > 2 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


@lru_cache(maxsize=1024)
def canonical_unit(word: str) -> str:
    """The canonical name of a unit word (``USD`` -> ``dollar``, ``days`` -> ``day``)."""
    word = area_units(word)
    lowered = word.lower().rstrip(".") if word.lower().rstrip(".") in UNIT_SYNONYMS else word.lower()
    if lowered in UNIT_SYNONYMS:
        return UNIT_SYNONYMS[lowered]
    return singular(lowered.rstrip("."))


_NUMBER = r"\d[\d,]*(?:\.\d+)?|\.\d+"
_TIME_RE = re.compile(r"^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?m\.?$", re.IGNORECASE)  # "10.30am" too
_ORDINAL_RE = re.compile(r"^(\d+)(st|nd|rd|th)$", re.IGNORECASE)
_MONEY_RE = re.compile(rf"^([$£€])\s*({_NUMBER})(?:\s+([a-z]+))?$", re.IGNORECASE)
_CURRENCIES = {"$": "dollar", "£": "sterling", "€": "euro"}
_PLAIN_RE = re.compile(rf"^({_NUMBER}|[a-z]+)(?:\s+([a-z]+))?(?:\s+(\S+))?$", re.IGNORECASE)
_DATE_RE = re.compile(r"^([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?$|^(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([a-z]+)\.?$",
                      re.IGNORECASE)  # "May 3", "3rd May", "3rd of May"


def _month_of_year(text: str) -> Quantity | None:
    """``January``/``Jan.`` -> month 1; ``3/2026`` -> months since year 0 (unit ``month``)."""
    lowered = text.lower().rstrip(".")
    month = MONTHS.get(lowered) or _MONTH_ABBREVIATIONS.get(lowered) or (
        _MONTH_ABBREVIATIONS.get(lowered[:3]) if lowered == "sept" else None)
    if month:
        return Quantity(Fraction(month), "month")
    month_year = re.fullmatch(r"(\d{1,2})/(\d{4})", text)
    if month_year and 1 <= int(month_year.group(1)) <= 12:
        return Quantity(Fraction(int(month_year.group(2)) * 12 + int(month_year.group(1))), "month")
    return None


def _weekday(text: str) -> Quantity | None:
    """``Monday``/``Mon.``/``Thurs.`` -> day 1/1/4 of the week (unit ``weekday``)."""
    lowered = text.lower()
    day = WEEKDAYS.get(lowered) or _WEEKDAY_ABBREVIATIONS.get(lowered.rstrip("."))
    return Quantity(Fraction(day), "weekday") if day else None


def _clock(text: str) -> Quantity | None:
    """A duration on a clock face without am/pm (``3:05`` finish time): unit ``minute``."""
    match = re.fullmatch(r"(\d{1,2}):(\d{2})", text)
    if match and int(match.group(2)) < 60:
        return Quantity(Fraction(int(match.group(1)) * 60 + int(match.group(2))), "minute")
    return None


def _number(text: str) -> Fraction | None:
    lowered = text.lower()
    if lowered in NUMBER_WORDS:
        return Fraction(NUMBER_WORDS[lowered])
    if re.fullmatch(_NUMBER, text):
        return Fraction(text.replace(",", ""))
    return None


# A year of an era: "300 BC", "44 B.C.", "500 BCE", "AD 200", "A.D. 1066", "200 CE". A year
# before the era counts as a number below zero, on a number line: 100 BC is 300 years before
# AD 200 (the way puzzles count; historians, with no year 0, would say 299).
_ERA_RE = re.compile(r"(\d[\d,]*)\s*(B\.?C\.?(?:E\.?)?|A\.?D\.?|C\.?E\.?)|(A\.?D\.?)\s*(\d[\d,]*)",
                      re.IGNORECASE)


def is_era_year(text: str) -> bool:
    """Whether ``text`` is a year of an era (``300 BC``, ``AD 200``)."""
    return _ERA_RE.fullmatch(text) is not None


def _era_year(text: str) -> Quantity | None:
    match = _ERA_RE.fullmatch(text)
    if not match:
        return None
    if match.group(3):
        return Quantity(Fraction(match.group(4).replace(",", "")), "year")
    year = Fraction(match.group(1).replace(",", ""))
    return Quantity(-year if match.group(2)[0] in "Bb" else year, "year")


_DEGREES_RE = re.compile(r"(-?\d[\d,]*(?:\.\d+)?)\s*(?:°\s*[CF]?|degrees?\s+(?:[CF]|Celsius|Fahrenheit|centigrade))",
                         re.IGNORECASE)


def _decade(text: str) -> Quantity | None:
    """``1850s`` -> the year 1850: a decade counts from its first year ("40 years after the
    1850s" is the 1890s)."""
    match = re.fullmatch(r"(1\d\d0|20\d0)['’]?s", text)
    return Quantity(Fraction(int(match.group(1))), "year") if match else None


def _month(word: str) -> int | None:
    lowered = word.lower().rstrip(".")
    return MONTHS.get(lowered) or (_MONTH_ABBREVIATIONS.get(lowered) if len(lowered) == 3 else None)


def _date(text: str) -> Quantity | None:
    match = _DATE_RE.match(text)
    if not match:
        return None
    month_word, day = (match.group(1), match.group(2)) if match.group(1) else (match.group(4), match.group(3))
    month = _month(month_word)
    if month is None or not 1 <= int(day) <= 31:
        return None
    return Quantity(Fraction(_DAYS_BEFORE_MONTH[month - 1] + int(day)), "date")


def month_and_day(text: str) -> tuple[int, int] | None:
    """(month, day) of a date such as ``April 13th`` or ``13 April``; None for anything else."""
    match = _DATE_RE.match(" ".join(text.split()))
    if not match:
        return None
    month_word, day = (match.group(1), match.group(2)) if match.group(1) else (match.group(4), match.group(3))
    month = _month(month_word)
    return (month, int(day)) if month else None


def _time(text: str) -> Quantity | None:
    if text.lower() in ("noon", "12 noon", "12:00 noon", "midday"):
        return Quantity(Fraction(12 * 60), "time")
    if text.lower() in ("midnight", "12 midnight", "12:00 midnight"):
        return Quantity(Fraction(0), "time")
    clock = re.fullmatch(r"(\d{1,2}|[a-z]+) o'clock", text.lower().replace("’", "'"))
    if clock:
        # "11 o'clock": the hour on a 12-hour clock, morning or evening (unit "clock")
        hour = int(clock.group(1)) if clock.group(1).isdigit() else NUMBER_WORDS.get(clock.group(1))
        return Quantity(Fraction(hour % 12 * 60), "clock") if hour is not None and 1 <= hour <= 12 else None
    match = _TIME_RE.match(text)
    if not match:
        return None
    hour, minute = int(match.group(1)), int(match.group(2) or 0)
    if not 1 <= hour <= 12 or minute > 59:
        return None
    hour = hour % 12 + (12 if match.group(3).lower() == "p" else 0)
    return Quantity(Fraction(hour * 60 + minute), "time")


def _scaled_with_unit(number: Fraction, words: list[str]) -> Quantity | None:
    if words and words[0].lower() in SCALE_WORDS:
        number *= SCALE_WORDS[words[0].lower()]
        words = words[1:]
    if len(words) > 1:
        return None
    return Quantity(number, canonical_unit(words[0]) if words else None)


# units that a number below zero makes no sense of
_NOT_SIGNED = frozenset({"time", "date", "weekday", "month", "ordinal"})


def spelled_numbers(text: str) -> str:
    """``text`` with each spelled tens-and-units number in digits ("thirty-five" -> "35"), and
    hundreds or thousands with more after them ("one hundred and fifty" -> "150")."""
    text = _COMPOUND.sub(lambda match: str(NUMBER_WORDS[match.group(1).lower()] + NUMBER_WORDS[match.group(2).lower()]),
                         text)
    return _SCALED.sub(lambda match: str(_small(match.group(1)) * _SCALE_WORDS[match.group(2).lower()]
                                         + _small(match.group(3))), text)


def _small(word: str) -> int:
    return int(word) if word.isdigit() else NUMBER_WORDS[word.lower()]


_SCALE_WORDS = {"hundred": 100, "thousand": 1000}
_SMALL_NUMBER = "|".join(sorted(NUMBER_WORDS, key=len, reverse=True)) + r"|\d{1,2}"
# "one hundred and fifty", "two hundred fifty", "3 thousand and 20" (the tens and units already in digits)
_SCALED = re.compile(rf"\b({_SMALL_NUMBER})\s+(hundred|thousand)\s+(?:and\s+)?({_SMALL_NUMBER})\b", re.IGNORECASE)


_VULGAR_FRACTIONS = {"½": Fraction(1, 2), "¼": Fraction(1, 4), "¾": Fraction(3, 4), "⅓": Fraction(1, 3),
                     "⅔": Fraction(2, 3), "⅛": Fraction(1, 8)}


# A number with its unit written on ("16lb", "10km", "45mins"); "20s" (a decade), "1st" and
# "9am" are read otherwise
_GLUED_UNIT = re.compile(r"(\d+(?:\.\d+)?)(lbs?|kgs?|g|kms?|m|cm|mm|ft|mi|oz|ml|yds?|mph|kph|mins?|hrs?|h|secs?)")


@lru_cache(maxsize=4096)
def parse_quantity(text: str) -> Quantity | None:
    """The quantity ``text`` spells, or None when it is not a number with an optional unit."""
    text = " ".join(text.split())
    if not text:
        return None
    text = area_units(spelled_numbers(text))
    if re.fullmatch(r"#\d+", text):
        text = text[1:]  # "bib #51": the number 51
    cents = re.fullmatch(r"(\d+)\s*¢", text)
    if cents:
        return Quantity(Fraction(int(cents.group(1))), "cent")  # "50¢"
    thousands = re.fullmatch(rf"\$\s*({_NUMBER})\s*([kKmM])", text)
    if thousands:
        # "$10k", "$2M": thousands, millions of dollars
        factor = 1000 if thousands.group(2) in "kK" else 10**6
        return Quantity(Fraction(thousands.group(1).replace(",", "")) * factor, "dollar")
    negative = re.fullmatch(r"(?:-|−|minus\s+)(\d[\d,]*(?:\.\d+)?(?:\s*[°a-z]+)?)", text, re.IGNORECASE)
    if negative:
        # "-10", "−5", "minus 3": a number below zero (scores, temperatures, elevations)
        below = parse_quantity(negative.group(1))
        return Quantity(-below.number, below.unit) if below is not None and below.unit not in _NOT_SIGNED else None
    lowered = text.lower()
    if lowered in ORDINAL_WORDS:
        return Quantity(Fraction(ORDINAL_WORDS[lowered]), "ordinal")
    pounds = re.fullmatch(r"(\d+)\s*lbs?\.?\s+(\d+)\s*oz\.?", lowered)
    if pounds:
        return Quantity(Fraction(int(pounds.group(1)) * 16 + int(pounds.group(2))), "ounce")  # "3 lb 4 oz"
    vulgar = re.fullmatch(r"(\d*)\s*([½¼¾⅓⅔⅛])\s*(.*)", text)
    if vulgar:
        whole = Fraction(int(vulgar.group(1) or 0)) + _VULGAR_FRACTIONS[vulgar.group(2)]
        rest = parse_quantity(f"{whole.numerator / whole.denominator} {vulgar.group(3)}".strip()) \
            if whole.denominator in (1, 2, 4, 8) else None
        return Quantity(whole, rest.unit) if rest is not None else None  # "2¾ yards", "1½ hours"
    for special in (_time, _date, _month_of_year, _weekday, _clock, _era_year, _decade):
        found = special(text)
        if found:
            return found
    degrees = _DEGREES_RE.fullmatch(text)
    if degrees:
        # "42°C", "-5 °F", "98.6 degrees Fahrenheit": a temperature, in the degrees of its one scale
        return Quantity(Fraction(degrees.group(1).replace(",", "")), "degree")
    percent = re.fullmatch(rf"({_NUMBER})\s?(?:%|percent)", text, re.IGNORECASE)
    if percent:
        return Quantity(Fraction(percent.group(1).replace(",", "")), "percent")
    ordinal = _ORDINAL_RE.match(text)
    if ordinal:
        return Quantity(Fraction(int(ordinal.group(1))), "ordinal")
    money = _MONEY_RE.match(text)
    if money:
        quantity = _scaled_with_unit(Fraction(money.group(2).replace(",", "")),
                                     [money.group(3)] if money.group(3) else [])
        return Quantity(quantity.number, _CURRENCIES[money.group(1)]) if quantity and quantity.unit is None else None
    glued = _GLUED_UNIT.fullmatch(lowered)
    if glued:
        return parse_quantity(f"{glued.group(1)} {glued.group(2)}")  # "16lb", "10km", "45mins"
    pence = re.fullmatch(r"(\d+)p", text)
    if pence:
        return Quantity(Fraction(int(pence.group(1))), "penny")  # "75p"
    plain = _PLAIN_RE.match(text)
    if plain:
        number = _number(plain.group(1))
        if number is not None:
            return _scaled_with_unit(number, [word for word in plain.groups()[1:] if word])
    return None


def convert(amount: Fraction, from_unit: str | None, to_unit: str | None) -> Fraction | None:
    """``amount`` of ``from_unit`` expressed in ``to_unit``; None when the units do not meet.

    A bare amount (no unit) fits any unit: "2 later" is read in the category's own unit.
    """
    if from_unit is None or from_unit == to_unit:
        return amount
    if to_unit is None:
        return None
    factor = CONVERSIONS.get((from_unit, to_unit))
    return amount * factor if factor else None


def integer_scale(numbers: list[Fraction]) -> int:
    """The smallest power of ten that makes every number integral (1.5, 2 -> 10)."""
    scale = 1
    while any((number * scale).denominator != 1 for number in numbers):
        scale *= 10
        if scale > 10**6:
            raise ValueError("too many decimal places")
    return scale
