"""Win-loss records (`records : 18-6, 16-8, ...`) as sports pages print them: each read as its
wins ("won 2 more games", "won the most games", "went 12-12", "the 10-14 team"), and "the best
record" or "a better record" only where every record is of as many games (so more wins is
better). What a record's wins do not say is refused: its losses, games behind, sets.
"""

from __future__ import annotations

import pytest

from relation_text import refused_at, relations

LEAGUE = "teams : Aces, Blockers, Diggers, Waves.\nrecords : 18-6, 16-8, 14-10, 12-12.\n" \
         "captains : Carmen, Hilde, Joy, Tess.\n"
UNEVEN = "teams : Aces, Blockers, Diggers.\nrecords : 18-6, 16-4, 14-10.\n"


@pytest.mark.parametrize("header, sentence, expected", [
    (LEAGUE, "The Blockers won 2 more games than the Aces.", ["offset(teams:Blockers,teams:Aces,records,2)"]),
    (LEAGUE, "Tess's team won 4 fewer matches than the Waves.", ["offset(captains:Tess,teams:Waves,records,-4)"]),
    (LEAGUE, "Hilde's team won fewer games than Joy's.", ["less(captains:Hilde,captains:Joy,records)"]),
    (LEAGUE, "The Aces won 18 games.", ["same(teams:Aces,records:18-6)"]),
    (LEAGUE, "The Aces went 12-12.", ["same(teams:Aces,records:12-12)"]),
    (LEAGUE, "The 14-10 team is Tess's.", ["same(records:14-10,captains:Tess)"]),
    (LEAGUE, "The Aces won the most games.", ["same(teams:Aces,records:18-6)"]),
    (LEAGUE, "Carmen's team won the fewest games.", ["same(captains:Carmen,records:12-12)"]),
    (LEAGUE, "The Diggers finished with the best record.", ["same(teams:Diggers,records:18-6)"]),
    (LEAGUE, "The Diggers finished with the worst record.", ["same(teams:Diggers,records:12-12)"]),
    (LEAGUE, "The Aces had a better record than the Waves.", ["less(teams:Waves,teams:Aces,records)"]),
    (LEAGUE, "The Aces had a worse record than Tess's team.", ["less(teams:Aces,captains:Tess,records)"]),
    # games of uneven records still count their wins
    (UNEVEN, "The Aces won 2 more games than the Blockers.", ["offset(teams:Aces,teams:Blockers,records,2)"]),
])
def test_read(header, sentence, expected):
    assert relations(header, sentence) == expected


@pytest.mark.parametrize("header, sentence, word", [
    # a record's losses, or its games behind, are not what its wins say
    (LEAGUE, "The Aces lost 2 more games than the Waves.", "lost"),
    (LEAGUE, "The Aces had 2 more losses than the Waves.", "2 more"),
    (LEAGUE, "The Aces finished 6 games behind the Waves.", "games"),
    (LEAGUE, "The Aces won 2 more sets than the Waves.", "2 more"),
    # 18-6 or 16-4: which is the better record?
    (UNEVEN, "The Aces had the best record.", "best"),
    (UNEVEN, "The Aces had a better record than the Blockers.", "better"),
])
def test_refused(header, sentence, word):
    assert refused_at(header, sentence).startswith(word)


def test_scores_of_a_match_are_no_records():
    # `scores : 3-1, 2-0` are a match's goals for and against, never counted as wins
    header = "teams : Aces, Blockers.\nscores : 3-1, 2-0.\n"
    assert relations(header, "The Aces finished 3-1.") == ["same(teams:Aces,scores:3-1)"]
    assert refused_at(header, "The Aces won 1 more game than the Blockers.").startswith("1 more")


def test_records_with_equal_wins_stay_names():
    # 18-6 and 18-4 win as many games: the records are names, with no order
    header = "teams : Aces, Blockers.\nrecords : 18-6, 18-4.\n"
    assert relations(header, "The Aces went 18-4.") == ["same(teams:Aces,records:18-4)"]
    assert refused_at(header, "The Aces won more games than the Blockers.").startswith("more")
