"""How long the clue language takes: parser load, compile, and the whole in-process pipeline.

    .venv/bin/python bench/clue_speed.py [--repeats N]

Prints medians (time.perf_counter, N repeats) of:
- a fresh process importing the clue compiler and loading the clue parser (each run a new
  interpreter, so the import and the parser load are really cold);
- compile_clues on puzzles/zebra.clues and bench/clue_speed_6x6.clues (6x6, 28 clues);
- solve_clues (compile + solve + uniqueness check + answers) on both, in one process;
- the whole `pylogic solve puzzles/zebra.clues` command, next to the floor of starting Python
  with pyswip and CLP(FD) loaded.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PUZZLES = [ROOT / "puzzles" / "zebra.clues", ROOT / "bench" / "clue_speed_6x6.clues"]

COLD_LOAD = """
import time
start = time.perf_counter()
from pylogic.clues.parser import clue_parser
imported = time.perf_counter()
clue_parser()
print(imported - start, time.perf_counter() - imported)
"""

FLOOR = "from pyswip import Prolog; list(Prolog.query('use_module(library(clpfd))'))"


def median_ms(samples: list[float]) -> str:
    return f"{1000 * statistics.median(samples):7.2f} ms"


def timed(action, repeats: int) -> list[float]:
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        samples.append(time.perf_counter() - start)
    return samples


def cold_load(repeats: int) -> None:
    imports, loads = [], []
    for _ in range(repeats):
        done = subprocess.run([sys.executable, "-c", COLD_LOAD], capture_output=True, text=True, check=True,
                              cwd=ROOT)
        imported, loaded = map(float, done.stdout.split())
        imports.append(imported)
        loads.append(loaded)
    print(f"fresh process: import clue parser {median_ms(imports)}, load parser {median_ms(loads)}")


def in_process(repeats: int) -> None:
    from pylogic.clues.compiler import compile_clues
    from pylogic.grid_runner import solve_clues

    for path in PUZZLES:
        text = path.read_text(encoding="utf-8")
        solve_clues(text, str(path))  # warm: engine started, knowledge base loaded
        compile_samples = timed(lambda: compile_clues(text, str(path)), repeats)
        solve_samples = timed(lambda: solve_clues(text, str(path)), repeats)
        print(f"{path.name:24} compile {median_ms(compile_samples)}   "
              f"compile+solve+uniqueness {median_ms(solve_samples)}")


def whole_command(repeats: int) -> None:
    command = [str(Path(sys.executable).with_name("pylogic")), "solve", str(PUZZLES[0])]
    for label, argv in (("pylogic solve zebra.clues", command), ("floor: python+pyswip+clpfd", [sys.executable, "-c", FLOOR])):
        samples = timed(lambda: subprocess.run(argv, capture_output=True, cwd=ROOT), repeats)
        print(f"{label:28} {median_ms(samples)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=30)
    repeats = parser.parse_args().repeats
    cold_load(max(5, repeats // 3))
    in_process(repeats)
    whole_command(max(5, repeats // 3))


if __name__ == "__main__":
    main()
