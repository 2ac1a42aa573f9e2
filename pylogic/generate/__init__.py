"""Making new logic-grid puzzles in the clue language, each proven unique by pylogic's engine."""
