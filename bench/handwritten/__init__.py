"""The hand-written set: 434 puzzles in puzzle-book English, 3x4 to 5x6, for pylogic's clue reader.

Seventeen authors wrote them apart from pylogic's reader, in seventeen batches (30 in ``meanings``; 46
in ``meanings_batch2`` and ``meanings_batch2_more``; then 26, 20, 24, 24, 24, 24, 24, 24, 24, 24,
24, 24, 24, 24 and 24 in ``meanings_batch3`` to ``meanings_batch16`` and ``meanings_batch18``: the
twelfth of house puzzles of the Einstein kind, the thirteenth in children's and family puzzle-book
English, the fourteenth in the manner of the puzzle sites' logic grids, the fifteenth of puzzle
magazines' long-prose logic problems, the sixteenth again in the puzzle sites' manner, with the
values they print, the eighteenth of magazines' and apps' logic grids in slightly chattier
sentences), each stating every sentence's meaning as a predicate (``predicates``) and proving each
answer the only one with a brute force that uses no pylogic code (``brute_force``). The reader was
improved with some refusals of the earlier batches in view, so those are no longer a held-out
measure; all guard against wrong answers and show which sentences are still refused. ``python -m
bench.reach --dir bench/handwritten/puzzles`` reports on them.
"""
