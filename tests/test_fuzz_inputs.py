"""Fuzzing: mutated numeric puzzle files of every kind and mutated knowledge bases.

Every mutant must end in a result or a PylogicError that is the input's fault, a timeout or
"no solution" (never exit code 70, never another exception), within the time limit plus a
margin for a busy machine (plus the start of the separate process for a knowledge base): a
mutant that ignored its limit would run on far past it. The mutations are
drawn from a fixed seed, so a failure is reproducible: the test id names the file and the
mutant number.
"""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest

import pylogic
from pylogic.errors import EXIT_INTERNAL, PylogicError
from pylogic.isolation import START_ALLOWANCE_SECONDS
from pylogic.kinds import detect_kind

REPO = Path(__file__).resolve().parents[1]
PUZZLES = REPO / "puzzles"
TIME_LIMIT = 1.0
# how far past its limit a call may end on a loaded 2-core machine (a hang never ends)
MARGIN = 4.0
MUTANTS_PER_FILE = 12
KB_MUTANTS = 16

NUMERIC_FILES = sorted(path for path in PUZZLES.iterdir()
                       if path.is_file() and not path.name.endswith(".json")
                       and path.suffix not in (".clues", ".pl")
                       and detect_kind(path.name, "").is_numeric)

SYMBOLS = list("0123456789_,#=-+*()x. \n\tBW|") + ["é", "😀", "\x00", "9" * 5000, "-0", "99", "##"]

GRID_KB = """\
:- module(fuzzed, [solution/1, solution_table/2]).
:- use_module(library(clpfd)).
category(person, [ann, bob]).
category(pet, [cat, dog]).
clue(1, same(person:ann, pet:cat)).
solution([A, B]) :- [A, B] ins 1..2, all_different([A, B]), A #= 1, label([A, B]).
solution_table([A, B], table([person, pet], [[ann, P], [bob, Q]])) :-
    nth1(A, [cat, dog], P), nth1(B, [cat, dog], Q).
"""
PROLOG_PIECES = ["(", ")", ".", ",", ":-", "[", "]", "|", "'", '"', "%", "\n", "halt", "repeat",
                 "fail", "X", "_", "0'", "\\", "solution", "table", "0x", "😀", "1..2",
                 ":- repeat, fail.\n", ":- halt.\n", ":- initialization(halt).\n"]


def mutate(text: str, rng: random.Random, pieces: list[str]) -> str:
    """``text`` with one to three random edits: insert, delete, replace, repeat or drop a
    line, swap two lines, or cut the file short."""
    for _ in range(rng.randint(1, 3)):
        lines = text.split("\n")
        position = rng.randrange(len(text) + 1)
        edit = rng.randrange(7)
        if edit == 0:
            text = text[:position] + rng.choice(pieces) + text[position:]
        elif edit == 1:
            text = text[:position] + text[position + rng.randint(1, 4):]
        elif edit == 2:
            text = text[:position] + rng.choice(pieces) + text[position + 1:]
        elif edit == 3 and lines:
            index = rng.randrange(len(lines))
            lines.insert(index, lines[index])
            text = "\n".join(lines)
        elif edit == 4 and len(lines) > 1:
            del lines[rng.randrange(len(lines))]
            text = "\n".join(lines)
        elif edit == 5 and len(lines) > 1:
            first, second = rng.randrange(len(lines)), rng.randrange(len(lines))
            lines[first], lines[second] = lines[second], lines[first]
            text = "\n".join(lines)
        else:
            text = text[:position]
    return text


def assert_handled(solve, bound: float) -> None:
    began = time.monotonic()
    try:
        solve()
    except PylogicError as error:
        assert error.exit_code != EXIT_INTERNAL, f"internal error: {error}"
        assert "\n" not in str(error) or hasattr(error, "errors"), str(error)
    elapsed = time.monotonic() - began
    assert elapsed < bound, f"took {elapsed:.1f} s"


@pytest.fixture(scope="module", autouse=True)
def prolog_started():
    """Starts the engine once, so that its start is not mistaken for a hang."""
    pylogic.solve(PUZZLES / "hidoku_seed.hidoku", backend="prolog")


@pytest.mark.parametrize("mutant", range(MUTANTS_PER_FILE))
@pytest.mark.parametrize("path", NUMERIC_FILES, ids=lambda path: path.name)
def test_mutated_numeric_files_end_cleanly(path, mutant):
    rng = random.Random(f"{path.name}:{mutant}")
    text = mutate(path.read_text(encoding="utf-8"), rng, SYMBOLS)
    kind = detect_kind(path.name, text)
    backend = "prolog" if mutant % 3 == 0 else "python"
    assert_handled(lambda: pylogic.solve(text, kind=kind, backend=backend, limit=20,
                                         timeout=TIME_LIMIT), TIME_LIMIT + MARGIN)


@pytest.mark.parametrize("mutant", range(KB_MUTANTS))
def test_mutated_knowledge_bases_end_cleanly(tmp_path, mutant):
    rng = random.Random(f"kb:{mutant}")
    path = tmp_path / "fuzzed.pl"
    path.write_text(mutate(GRID_KB, rng, PROLOG_PIECES), encoding="utf-8")
    assert_handled(lambda: pylogic.solve(path, timeout=TIME_LIMIT),
                   TIME_LIMIT + MARGIN + START_ALLOWANCE_SECONDS)


def test_the_unmutated_knowledge_base_solves(tmp_path):
    # the fuzzed knowledge base is a real puzzle: the mutants start from a correct answer
    path = tmp_path / "fuzzed.pl"
    path.write_text(GRID_KB, encoding="utf-8")
    result = pylogic.solve(path)
    assert result.unique
    assert result.solutions[0].rows == (("ann", "cat"), ("bob", "dog"))
