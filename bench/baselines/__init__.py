"""Plain depth-first solvers in the style of Rainhard Findling's blog posts, the baselines the
benchmarks compare the propagating native solvers against. They share the puzzle modules' parsers only."""
