"""The hand-written set: 30 puzzles in puzzle-book English, 3x4 to 4x6, for pylogic's clue reader.

They were written, and each proven to have one answer by a brute force over the author's own
reading of every sentence (``meanings`` and ``brute_force``), apart from pylogic's reader and
after it had been tuned on the reach set. The reader was then improved with these puzzles in
view, so they are no longer a held-out measure: they guard against wrong answers and show
which of their sentences are still refused. ``python -m bench.reach --dir
bench/handwritten/puzzles`` reports on them.
"""
