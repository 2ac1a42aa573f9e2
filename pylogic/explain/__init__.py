"""Step-by-step explanations of clue puzzles: the steps, hints, smallest conflicts, grades.

``steps`` holds the data (cell facts, steps), ``engine`` asks Prolog (``prolog/explain.pl``)
for them, ``sentences`` words them, ``conflict`` finds a smallest set of clashing clues,
``grade`` rates a puzzle from its explanation, ``picture`` draws the grid, ``known`` reads a
partial grid for hints.
"""
