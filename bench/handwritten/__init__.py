"""The hand-written set: 410 puzzles in puzzle-book English, 3x4 to 5x6 and 6x5, for pylogic's clue reader.

Sixteen authors wrote them apart from pylogic's reader, in sixteen batches (30 in ``meanings``; 46
in ``meanings_batch2`` and ``meanings_batch2_more``; then 26, 20, 24, 24, 24, 24, 24, 24, 24, 24,
24, 24 and 24 in ``meanings_batch3`` to ``meanings_batch15``, and 24 in ``meanings_batch17``: the
twelfth of house puzzles of the Einstein kind, the thirteenth in children's and family puzzle-book
English, the fourteenth in the manner of the puzzle sites' logic grids, the fifteenth of puzzle
magazines' long-prose logic problems, the seventeenth of Einstein puzzles of houses, boats, stalls
and seats in a row as puzzle sites, apps and newspaper columns word them), each stating every
sentence's meaning as a predicate (``predicates``) and proving each answer the only one with a brute
force that uses no pylogic code (``brute_force``). The reader was improved with some refusals of the
earlier batches in view, so those are no longer a held-out measure; all guard against wrong answers
and show which sentences are still refused. ``python -m bench.reach --dir
bench/handwritten/puzzles`` reports on them.
"""
