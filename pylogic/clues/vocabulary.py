"""Every word the clue reader gives a meaning to, in one place.

Three kinds of word may stand in a clue:

- **structure words**, the phrases in ``STRUCTURE`` (spelling -> token type the grammar reads:
  ``not``, ``either``, ``next to``, ``at one of the ends`` ...), the comparisons in ``COMPARATIVES``
  and ``ORDER_WORDS``, the superlatives in ``SUPERLATIVES``;
- **names**: the puzzle's values, numbers with units, category nouns;
- **content words**: any other word ("smokes", "painted", "house", "the"), allowed only inside
  a phrase that names a thing.

``LOGIC_WORDS`` are words that change what a clue means (negation, amounts, bounds, order,
connectives). The lexer gives each one the token type ``LOGIC`` unless a structure phrase
consumes it, and no grammar rule accepts ``LOGIC``: a sentence where such a word is left over
is refused at that word, never read as if the word were not there.
"""

from __future__ import annotations

from dataclasses import dataclass

# Spelling (lowercase words) -> token type. Longest match wins at each position.
STRUCTURE: dict[tuple[str, ...], str] = {tuple(words.split()): kind for words, kind in [
    ("next to", "NEXT_TO"), ("next door to", "NEXT_TO"), ("adjacent to", "NEXT_TO"),
    ("right next to", "NEXT_TO"), ("directly next to", "NEXT_TO"), ("immediately next to", "NEXT_TO"),
    ("beside", "NEXT_TO"), ("neighbours of", "NEXT_TO"), ("neighbors of", "NEXT_TO"),
    ("each other", "EACH_OTHER"), ("one another", "EACH_OTHER"), ("away from", "AWAY_FROM"),
    ("to the left of", "ORDER"), ("left of", "ORDER"), ("on the left of", "ORDER"),
    # "sat in front of": a lower number of a row the opening numbers from the front (choose)
    ("in front of", "ORDER"),
    ("to the right of", "ORDER"), ("right of", "ORDER"), ("on the right of", "ORDER"),
    ("at one of the ends", "AT_END"), ("at either end", "AT_END"), ("at an end", "AT_END"),
    ("on one of the ends", "AT_END"), ("at one end", "AT_END"),
    # "is staying in one of the end bungalows", "sits at one of the end tables"
    ("in one of the end", "AT_END"), ("at one of the end", "AT_END"), ("on one of the end", "AT_END"),
    ("to one of the end", "AT_END"),  # "is delivered to one of the end mailboxes"
    ("from one of the end", "AT_END"),  # "was seen from one of the end hides"
    # "Both Ann and Bob are at the ends (of the row)": each at an end, so one at each
    ("at the ends", "AT_END"), ("at the two ends", "AT_END"), ("at both ends", "AT_END"),
    ("on the ends", "AT_END"),
    # "at the left end": the first of a row (resolve.py), as "the leftmost house"
    ("left end", "ORDINAL"), ("right end", "ORDINAL"), ("left - hand end", "ORDINAL"), ("right - hand end", "ORDINAL"),
    ("left hand end", "ORDINAL"), ("right hand end", "ORDINAL"),
    ("there is", "THERE_ARE"), ("there are", "THERE_ARE"), ("there was", "THERE_ARE"),
    ("there were", "THERE_ARE"),
    ("the other one", "OTHER"), ("the other", "OTHER"),
    ("all different", "DIFFERENT"), ("different", "DIFFERENT"),
    ("either", "EITHER"), ("or", "_OR"), ("neither", "NEITHER"), ("nor", "_NOR"),
    ("not", "NOT"), ("never", "NOT"), ("without", "NOT"), ("cannot", "NOT"),
    ("than", "_THAN"), ("and", "AND"), ("but", "AND"),
    # a concession asserts both of its parts
    ("even though", "AND"), ("although", "AND"), ("though", "AND"),
    ("both", "BOTH"),
    ("before", "ORDER"), ("after", "ORDER"), ("ahead of", "ORDER"), ("behind", "ORDER"), ("short of", "ORDER"),
    ("above", "ORDER"), ("below", "ORDER"), ("between", "BETWEEN"), ("in between", "BETWEEN"),
    ("immediately", "IMMEDIATELY"), ("directly", "IMMEDIATELY"), ("just", "IMMEDIATELY"),
    ("right", "IMMEDIATELY"),
    # "on the immediate left of", "to the direct right of": immediately left of
    *((f"{place} the {word}", "IMMEDIATELY") for place in ("on", "to", "at") for word in ("immediate", "direct")),
    ("somewhere", "SOMEWHERE"), ("sometime", "SOMEWHERE"), ("some time", "SOMEWHERE"),
    ("anywhere", "SOMEWHERE"),
    ("it is false that", "FALSE_THAT"), ("it is not true that", "FALSE_THAT"),
    ("it is not the case that", "FALSE_THAT"), ("it's false that", "FALSE_THAT"),
    ("it was false that", "FALSE_THAT"), ("it is untrue that", "FALSE_THAT"),
    # bounds of an amount ("at least 2 hours after"); the lexer folds them into the AMOUNT
    ("at least", "BOUND"), ("at most", "BOUND"), ("no more than", "BOUND"), ("no fewer than", "BOUND"),
    ("no less than", "BOUND"), ("exactly", "BOUND"),
    ("nobody", "NOBODY"), ("no one", "NOBODY"), ("none of", "NOBODY"), ("no-one", "NOBODY"),
    # "than anyone else", "before everyone else": the extreme of the order
    ("all the others", "ALL_OTHERS"), ("all others", "ALL_OTHERS"), ("all the other", "ALL_OTHERS"),
    ("all comers", "ALL_OTHERS"), ("all of the others", "ALL_OTHERS"), ("all of the other", "ALL_OTHERS"),
    ("all of the rest", "ALL_OTHERS"),
    ("any other", "ALL_OTHERS"), ("every other", "ALL_OTHERS"), ("any of the others", "ALL_OTHERS"),
    ("any of the other", "ALL_OTHERS"), ("each of the others", "ALL_OTHERS"), ("each of the other", "ALL_OTHERS"),
    ("every one of the others", "ALL_OTHERS"), ("every one of the other", "ALL_OTHERS"),
    ("anyone else", "ALL_OTHERS"),
    ("anybody else", "ALL_OTHERS"), ("everyone else", "ALL_OTHERS"), ("everybody else", "ALL_OTHERS"),
    ("the others", "ALL_OTHERS"), ("the rest", "ALL_OTHERS"), ("all the rest", "ALL_OTHERS"),
]}

# Comparatives: word -> sense (how each kind of ordered category reads it, see measures.py).
COMPARATIVES = frozenset(
    "more less fewer greater bigger larger smaller higher lower longer shorter later earlier taller "
    "heavier lighter wider narrower deeper shallower older younger newer cheaper pricier costlier dearer "
    "faster slower quicker sooner louder quieter hotter colder warmer cooler further farther closer "
    "fuller emptier stronger weaker busier".split())
# "outscored", "outweighs": the subject has more of the category.
OUT_VERBS = frozenset(
    "outscored outscores outscore outweighs outweighed outweigh outsold outsells outsell outnumbered "
    "outnumbers outlasted outlasts outearned outearns outpaced outran outranked outranks exceeded exceeds "
    "exceed".split())
SUPERLATIVES = frozenset(
    "most least fewest biggest largest smallest highest lowest longest shortest latest earliest "
    "tallest heaviest lightest widest narrowest deepest shallowest oldest eldest youngest newest cheapest dearest "
    "priciest costliest fastest slowest quickest soonest loudest quietest hottest coldest warmest "
    "coolest fullest emptiest farthest furthest closest nearest strongest weakest busiest top bottom".split())

# Words that change a clue's meaning; left over after the structure phrases, they are refused.
LOGIC_WORDS = frozenset(
    "no not n't never nobody none nothing neither nor without false true untrue cannot "
    "half dozen few couple several least most exactly best worst "
    # a quality no category measures, ranked: "Ann is not the luckiest pianist" is not "Ann is
    # not the pianist" (read only where a rule says what they mean; comparatives of such a
    # quality before a noun are refused by the lexer: "the wiser pianist")
    "greatest finest luckiest happiest proudest cleverest smartest wisest bravest kindest friendliest "
    "prettiest nicest tastiest sweetest richest poorest laziest fittest keenest boldest cutest "
    "fairest fanciest funniest gentlest grandest healthiest hungriest loveliest noisiest rudest saddest "
    "safest scariest silliest simplest sharpest tidiest toughest trendiest ugliest wealthiest wildest "
    "hardest easiest favourite favorite winning losing leading champion "
    "than before after earlier later ahead behind above below left right next beside adjacent "
    "between neighbour neighbours neighbor neighbors end ends "
    "or either unless if only except but both each all every same different other others "
    "another anyone anybody everyone everybody else instead "
    # verbs and conjunctions of winning, order and contrast ("won", "led the parade", "though")
    "won win wins lost lose loses beat beats defeated trailed trails preceded precedes followed "
    "follows succeeded surpassed led leads topped though although unlike "
    # places and people that are not the thing itself ("lives opposite the red house", "Ann's
    # brother"): refused unless the puzzle has a category of that name
    "immediate opposite across facing near nearby beyond toward towards away apart against versus vs besides "
    "brother brothers sister sisters husband wife spouse partner friend friends cousin cousins "
    "roommate roommates teammate teammates classmate classmates colleague colleagues boss rival "
    "mother father son daughter parent parents sibling siblings grandmother grandfather aunt uncle niece nephew "
    "fiance fiancee girlfriend boyfriend opponent opponents mentor mentors tutor tutors "
    # multiples ("twice as old as")
    "twice thrice double triple quadruple "
    # a name before marriage is not the surname the grid holds ("her maiden name is Hale")
    "maiden née nee "
    # verbs and adjectives of not having or not wanting ("hates the dog" says nobody owns it)
    "hate hates hated dislike dislikes disliked detest detests detested despise despises despised "
    "avoid avoids avoided refuse refuses refused reject rejects rejected lack lacks lacked "
    "allergic afraid fear fears feared ignore ignores ignored shun shuns shunned skip skips skipped "
    "miss misses missed forgot forgets forget forgotten declined declines decline excluding "
    "spurned spurns spurn snubbed snubs snub vetoed vetoes veto overlooked overlooks overlook abandoned "
    "abandons abandon ditched ditches ditch dumped dumps dump resigned resigns resign cancelled canceled "
    "cancels cancel withdrew withdraws withdraw withdrawn boycotted boycotts boycott dismissed dismisses "
    "dismiss waitlisted "
    # words that leave it open whether a thing is so ("may have written", "almost won", "failed to
    # finish", "Gus thinks ..."): nothing can be read from such a sentence
    "may might could would should maybe perhaps possibly probably likely unlikely supposedly "
    "allegedly reportedly apparently almost nearly barely hardly fail fails failed tried tries try "
    "attempted attempts want wants wanted hoped hopes hope wished wishes wish planned plans intended "
    "intends claims claimed claim thinks thought believes believed believe rumored rumoured "
    "suspects suspected guess guessed assumed expected expects roughly approximately approx shortly "
    "well pretends pretended pretend says said say seems seemed seem looks looked rarely usually "
    "sometimes often seldom occasionally stopped stop stops quit quits former formerly previously "
    "feels feel felt sounds sounded normally originally nominally initially briefly typically generally "
    "ordinarily temporarily offered offers podium "
    # conditions and sequence: "When Ann owns the cat, Bob owns the dog"
    "when whenever once assuming assume provided providing then suppose supposing whether "
    # the former / the latter: which one is meant is left to the reader
    "former latter bar anymore looking searching dreams dreamed dreamt spilled "
    # verbs between two people or places that are not the same ("Ann met the baker", "visited
    # St. Paul", "lives north of")
    "envies envy envied jealous admires "
    "admire admired replaced replaces replace helped helps help hugged "
    "congratulated congratulates congratulate thanked thanks thank complimented compliments compliment "
    "cheered greeted greets waved "
    # verbs of doing better or coming earlier that are read nowhere: "edged out", "bested",
    # "predates" ("outscored" and "beat" are read)
    "edged edges bested bests overtook overtakes overtake overtaken eclipsed eclipses dwarfed dwarfs "
    "predates predated predate postdates postdated trumped trumps "

    "outside north south east west northeast northwest southeast southwest "
    # people who are not the thing itself ("Faye's editor wrote Moonfall")
    "editor editors agent agents assistant assistants coach coaches mentor mentors "
    "fiance fiancee girlfriend boyfriend uncle aunt nephew niece grandson granddaughter grandmother "
    "grandfather stepmother stepfather "
    "exclude excludes excluded rather "
    # a time or number as a bound or a range: "born since 1990", "stayed until 8pm", "twenty-something"
    "since until till something "
    # differences and sums between two things: "differ by more than $10", "the sum of their ages",
    # "combined", "on average"
    "differ differs differed differing vary varies varied separated sum sums combined altogether jointly "
    "aggregate average averaged averages "
    # not having, not wanting, having once: "a non-tea-drinker", "abstains from gin", "an
    # ex-smoker", "gin-free", "has yet to get a cat", "gave up cigars"
    "non ex anti lapsed reformed abstains abstain abstained refrains refrain refrained loathes loathe "
    "loathed abhors abhor abhorred averse opposed free yet denied "
    # order and company words that relate two people or times ("was beaten by", "the day
    # following", "prior to", "together with", "in front of", "tied with", "senior to")
    "beaten outrun outran following prior subsequent subsequently preceding together during alongside "
    "front tied passed past senior junior elder patient patients customer customers client clients "
    "coached supervises supervised sued emailed phoned texted treated "
    # conditions and numbers of another kind: "otherwise", "in case", "a multiple of 20"
    "otherwise case multiple multiples divisible good "
    # someone or something other than the owner: "Ann's twin", "the cat's previous owner", "the
    # cat's breeder", "the soup hater", "Ann coveted the Ford", "got rid of the cat"
    "twin twins opponent opponents successor predecessor pal pals buddy buddies previous original breeder "
    "sitter walker hater haters critic critics wary scared coveted covets covet dream dreams tempted rid "
    "steered "
    # recommending, considering, by mistake, extra: "Ann recommended the tea" says nothing of hers
    "recommended recommends recommend considered considers consider mistake accidentally extra "
    # denying, giving up, going without, wanting, lending: "Cid denies drinking milk", "Lou
    # forgoes tea", "Max rehomed the bird", "Ann longs for the bird" (borrowing, lending, escaping, sharing
    # and photographing are what some puzzles are about)
    "deny denies denying imagine imagines imagined imagining resist resists resisted resisting renounce "
    "renounces renounced eschew eschews eschewed forgo forgoes forgoing forwent forgone oppose opposes "
    "opposing rehome rehomes rehomed disown disowns disowned surrender surrenders "
    "surrendered crave craves craved craving longs longed yearn yearns yearned resent resents resented swaps "
    "swapped sniffed spat parted swore swears insist insists insisted abide robbed stole stolen wrinkles "
    "wrinkled "
    # acting a measure no category holds: "dresses older", "acts younger"
    "acts behaves dresses "
    # what one ought to do, not what is: "ought to own a cat" ("needs to", "has to": see tokens)
    "ought "
    # steering clear, missing, and hearsay: "steers clear of milk", "is missing the bird", "I think
    # ...", "Chances are ...", "Rumor has it ..."
    "steers steer missing think reckon reckons chances rumor rumour rumors rumours".split())
# Those a firm or a professional serves: "the QuickBox customer", "the Reno client" are people
# (and "Ann's customer" is someone else: LOGIC_WORDS)
SERVED_NOUNS = frozenset("customer customers client clients patient patients".split())
# "the mother of Timothy" is the person whose child is Timothy, in a puzzle with children.
PARENT_WORDS = frozenset({"mother", "father", "parent", "mom", "dad"})
CHILD_NOUNS = frozenset({"child", "children", "kid", "kids"})
# Categories of a relative's names ("child : Alma, Bella", "mother : Joan, Kate")
KIN_NOUNS = PARENT_WORDS | CHILD_NOUNS | frozenset(
    "mothers fathers parents son sons daughter daughters spouse spouses husband husbands wife wives "
    "sibling siblings brother brothers sister sisters grandchild grandchildren".split())
# Words starting with un- that are not negations.
UN_WORDS_NOT_NEGATIVE = frozenset(
    "uncle uncles under understood understand unit units union unique universe university until "
    "unto undersea underwater uniform unicorn unicycle".split())
# Verbs of doing that start with un- ("unearthed the coin", "unveiled her painting", "underwent
# surgery"): what follows the stem is a verb ending (-s, -ed, -ing).
UN_VERB_STEMS = ("unearth", "unveil", "unpack", "unwrap", "unload", "unbox", "undergo", "underwent",
                 "undertak", "undertook")

# Time nouns after "last"/"next"/"first" make a time adverbial ("last year"), not a position.
TIME_ADVERB_NOUNS = frozenset(
    "year years season seasons week weeks month months night nights time times summer winter spring "
    "fall autumn weekend weekends round rounds game games match matches term semester".split())
# Nouns that say a position word is a place in a line ("the third spot", "fifth-place").
POSITION_NOUNS = frozenset("place places position positions spot spots slot slots rank ranks "
                           "line finisher finishers".split())
# Verbs of discovering: "first seen by", "which Ann spotted first", "the first to climb K2" say who
# discovered a thing, not a place in an order (past forms, then the bare forms after "to").
DISCOVERY_PAST = frozenset(
    "seen saw spotted sighted discovered found observed detected identified described photographed "
    "climbed summited recorded reported caught".split())
DISCOVERY_BARE = frozenset(
    "see spot sight discover find observe detect identify describe photograph climb summit record report "
    "catch".split())
# Category nouns of an order of events: "first seen" may name a place in such an order.
SEQUENCE_NOUNS = frozenset("order orders sequence sequences turn turns".split())
# Question words at the start of a question.
QUESTION_WORDS = frozenset({"who", "whose", "what", "which", "where"})


@dataclass(frozen=True)
class Contraction:
    base: str
    negated: bool


def split_contraction(key: str) -> Contraction | None:
    """``doesn't`` -> do(es) + not, ``won't`` -> will + not, ``can't`` -> can + not."""
    if key.endswith("n't") and len(key) > 3:
        base = key[:-3]
        base = {"wo": "will", "ca": "can", "sha": "shall", "ai": "is"}.get(base, base)
        return Contraction(base, True)
    return None


def is_negative_prefix_word(key: str) -> bool:
    """``unmarried``, ``unowned``: an un- word that negates (refused unless declared a name)."""
    return key.startswith("un") and len(key) > 4 and key not in UN_WORDS_NOT_NEGATIVE and key.isalpha() \
        and not key.startswith(UN_VERB_STEMS)


# Irregular simple pasts: a verb, never a thing counted or named ("took a grade lower")
IRREGULAR_PASTS = frozenset("paid spent bought sold met went came got flew drove rode ate saw took gave made found "
                             "held sat won lost sent began ran swam wrote spoke told heard kept slept brought caught "
                             "taught fought built lent read sang stood woke wore shook threw grew drew fell rose "
                             "left lit led fed dug chose broke rang hung swept".split())

# Comparatives of a quality no category measures: "the better pianist", "a wiser choice" (before
# a noun they are refused; "wiser than" is refused by the grammar, with a hint to declare it)
QUALITY_COMPARATIVES = frozenset(
    "better worse lesser smarter richer happier finer luckier poorer kinder braver wiser cleverer prettier "
    "nicer tastier sweeter friendlier lazier fitter keener bolder cuter fairer fancier funnier gentler "
    "grander healthier hungrier lovelier noisier prouder ruder sadder safer scarier sillier simpler sharper "
    "tidier tougher trendier uglier wealthier wilder harder easier".split())
