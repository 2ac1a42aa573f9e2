"""Plain depth-first solvers in the seed posts' style, the baselines the benchmarks compare
the propagating native solvers against. They share the puzzle modules' parsers only."""
