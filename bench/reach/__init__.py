"""The reach measure: puzzle-book-style puzzles written without pylogic, and how many pylogic reads."""
