"""Native Python solvers for the numeric puzzles, one module per puzzle.

Each puzzle module offers the same small surface, declared as ``NumericPuzzleModule`` in
``pylogic.kinds`` (where the modules are registered): ``parse(text, path) -> Puzzle``,
``solve(puzzle) -> Iterator[Solution]`` (every solution, lazily), ``render``, ``is_solution``,
``to_svg`` and ``solve_prolog`` (the same puzzle through the CLP(FD) back end), plus the
constants ``KIND``, ``EXTENSION`` and ``PROLOG_FILE``. ``grid_text`` and ``svg`` are shared helpers.
"""
