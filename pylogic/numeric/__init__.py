"""Native Python solvers for the numeric puzzles, one module per puzzle.

Each puzzle module offers the same small surface: ``parse(text, path) -> Puzzle``,
``solve(puzzle) -> Iterator[Solution]`` (every solution, lazily), ``render``, ``is_solution``,
``to_svg`` and ``solve_prolog`` (the same puzzle through the CLP(FD) back end), plus the
constants ``KIND`` and ``EXTENSION``. ``grid_text`` and ``svg`` are shared helpers.
"""
