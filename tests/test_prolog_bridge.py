"""The Python/Prolog boundary: data in and out, hostile names, limits, isolation, failures."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from pylogic.errors import KnowledgeBaseError, PrologError, PrologResourceError, SolveTimeout
from pylogic.prolog_bridge import call_all, load_knowledge_base, solve_program
from pylogic.prolog_text import term_text
from pylogic.terms import Compound, PrologString, Var

BRIDGE = "pylogic_bridge.pl"
REPO = Path(__file__).resolve().parents[1]

HOSTILE_NAMES = [
    "O'Brien",
    "x'), halt, ('",
    "a\nb",
    "'",
    "\\",
    "halt.",
    "') :- halt. foo('",
    "\"quoted\"",
    "%not a comment",
    "Zoë's café ☕",
    "\t\x01\x7f",
    "[]",
    "null",
    "true",
    "$module",
]


def member_solutions(values, **options):
    value = Var("X")
    return call_all(BRIDGE, Compound("member", (value, values)), value, **options)


def test_values_come_back_as_plain_python_data():
    values = ["atom", 42, -7, 2.5, [1, [2, "x"]], Compound("f", ("a", 1)), PrologString("text")]
    answer = member_solutions(values)
    assert answer.solutions == ["atom", 42, -7, 2.5, [1, [2, "x"]], Compound("f", ("a", 1)), "text"]
    assert answer.complete
    assert all(not isinstance(item, bytes) for item in answer.solutions)


def test_big_integers_and_every_character_cross_both_ways():
    # requests and answers are terms built through the C interface (pylogic.bridge_data):
    # integers past 64 bits and text with NUL or non-ASCII characters come back unchanged
    values = [2 ** 70, -(2 ** 64), 2 ** 63 - 1, -(2 ** 63), "a\x00b", "Zoë ☕ \U0001f600", 1e-300, 0.1,
              Compound("f", ()), [], PrologString("")]
    assert member_solutions(values).solutions == values[:-1] + [""]


def test_unbound_variables_come_back_as_var():
    answer = member_solutions([Compound("f", (Var("Y"), Var("Y"), Var("Z")))])
    (term,) = answer.solutions
    first, second, third = term.args
    assert isinstance(first, Var) and first == second and first != third


@pytest.mark.parametrize("name", HOSTILE_NAMES)
def test_hostile_names_are_plain_data(name):
    answer = member_solutions([name])
    assert answer.solutions == [name]
    # the engine is still alive and answers the next query
    assert member_solutions([1, 2]).solutions == [1, 2]


@pytest.mark.parametrize("name", HOSTILE_NAMES)
def test_hostile_names_survive_compiled_program_text(name):
    program = f"fact({term_text(name)}).\n"
    fact = Var("X")
    answer = solve_program(program, BRIDGE, Compound(":", ("$module", Compound("fact", (fact,)))), fact)
    assert answer.solutions == [name]


def test_limit_stops_an_infinite_enumeration():
    value = Var("X")
    answer = call_all(BRIDGE, Compound("between", (1, "inf", value)), value, limit=3)
    assert answer.solutions == [1, 2, 3]
    assert not answer.complete


def test_timeout_then_the_engine_is_usable_again():
    with pytest.raises(SolveTimeout):
        call_all(BRIDGE, Compound("repeat", ()), 1, timeout=0.2)
    assert member_solutions(["still", "here"]).solutions == ["still", "here"]


@pytest.mark.parametrize("directive", [":- repeat, fail.", "loop :- loop2.\nloop2 :- loop.\n:- loop."])
def test_a_knowledge_base_whose_directive_never_ends_times_out(tmp_path, directive):
    # SWI-Prolog cannot interrupt a directive while loading; the separate process is killed
    endless = tmp_path / "endless.pl"
    endless.write_text(f":- module(endless, [solution/1]).\nsolution(1).\n{directive}\n")
    began = time.monotonic()
    with pytest.raises(SolveTimeout, match="loading it took longer than the time limit"):
        call_all(endless, Compound("solution", (Var("S"),)), Var("S"), timeout=1.0)
    assert time.monotonic() - began < 30
    with pytest.raises(SolveTimeout):  # never half loaded afterwards, even with more time
        call_all(endless, Compound("solution", (Var("S"),)), Var("S"), timeout=60)
    assert member_solutions(["still", "here"]).solutions == ["still", "here"]


def test_a_users_knowledge_base_that_loads_in_time_is_solved(tmp_path):
    # a short time limit is for the query: starting the separate load check is not counted
    facts = tmp_path / "facts.pl"
    facts.write_text(":- module(facts, [n/1]).\n:- use_module(library(clpfd)).\n"
                     "n(X) :- X in 1..2, label([X]).\n")
    assert call_all(facts, Compound("n", (Var("N"),)), Var("N"), timeout=0.5).solutions == [1, 2]


def test_stack_overflow_is_a_resource_error_and_the_engine_recovers():
    program = "grow(L) :- grow([x|L]).\n"
    goal = Compound(":", ("$module", Compound("grow", ([],))))
    with pytest.raises(PrologResourceError):
        solve_program(program, BRIDGE, goal, 1, timeout=60)
    assert member_solutions([1]).solutions == [1]


def test_prolog_errors_are_reported_not_printed():
    with pytest.raises(PrologError) as caught:
        call_all(BRIDGE, Compound("atom_length", (Var("A"), Var("L"))), Var("L"))
    assert "instantiated" in str(caught.value)
    assert caught.value.term.name == "error"


def test_each_program_runs_in_its_own_module():
    fact = Var("X")
    first = solve_program("colour(red).\n", BRIDGE,
                          Compound(":", ("$module", Compound("colour", (fact,)))), fact)
    assert first.solutions == ["red"]
    goal = Compound(":", ("$module", Compound(",", (
        Compound("current_predicate", (Compound("/", ("colour", 1)),)),
        Compound("colour", (fact,))))))
    second = solve_program("shape(square).\n", BRIDGE, goal, fact)
    assert second.solutions == []


def test_load_problems_are_reported_with_file_and_line(tmp_path):
    broken = tmp_path / "broken.pl"
    broken.write_text(":- module(broken, [p/1]).\np(1).\np(2 :- .\nq(X) :- true.\n")
    with pytest.raises(KnowledgeBaseError) as caught:
        load_knowledge_base(broken)
    message = str(caught.value)
    assert f"{broken}:3" in message
    assert "syntax" in message.lower()
    assert f"{broken}:4" in message  # the singleton-variable warning
    with pytest.raises(KnowledgeBaseError):  # asking again gives the same answer
        load_knowledge_base(broken)


def test_missing_knowledge_base_is_an_error(tmp_path):
    with pytest.raises(KnowledgeBaseError):
        load_knowledge_base(tmp_path / "nothing.pl")


def test_calls_from_several_threads_are_serialized():
    results, errors = [], []

    def worker(offset):
        try:
            for round_number in range(20):
                values = [offset, round_number]
                results.append(member_solutions(values).solutions == values)
        except Exception as error:  # noqa: BLE001 - reported below
            errors.append(error)

    threads = [threading.Thread(target=worker, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors
    assert len(results) == 80 and all(results)


def _stacked_texts() -> int:
    """How many text buffers SWI-Prolog holds on this thread's string stack."""
    import ctypes

    from pylogic.prolog_bridge import _ENGINE

    top = ctypes.c_size_t()
    _ENGINE._data._mark_strings(ctypes.byref(top))
    return top.value


def test_reading_answers_leaves_no_text_buffers_behind():
    # each atom read back is made UTF-8 in a stacked buffer: left there, they piled up across
    # queries until SWI-Prolog ended the whole process ("Too many stacked strings") after some
    # hundreds of solves of a puzzle with a hundred solutions
    member_solutions([1])
    before = _stacked_texts()
    rows = [Compound("row", ("Ann", "Zoë", number)) for number in range(200)]
    assert member_solutions(rows).solutions == rows
    assert _stacked_texts() == before


def run_python(code: str, env_overrides: dict | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(REPO), **(env_overrides or {}))
    return subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True,
                          text=True, env=env, timeout=120)


def test_exit_right_after_a_limited_query_is_clean():
    done = run_python("""
        from pylogic.prolog_bridge import call_all
        from pylogic.terms import Compound, Var
        x = Var("X")
        print(call_all("pylogic_bridge.pl", Compound("between", (1, "inf", x)), x, limit=1).solutions)
    """)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[1]"


def test_missing_libswipl_is_one_clear_message_with_exit_code_3(tmp_path):
    puzzle = tmp_path / "p.pl"
    puzzle.write_text(":- module(p, []).\n")
    done = run_python(f"""
        import sys
        sys.argv = ["pylogic", "solve", {str(puzzle)!r}]
        from pylogic.__main__ import main
        main()
    """, {"LIBSWIPL_PATH": str(tmp_path / "no-libswipl.so"), "SWI_HOME_DIR": str(tmp_path)})
    assert done.returncode == 3, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1
    assert "swi-prolog-nox" in lines[0] and "LIBSWIPL_PATH" in lines[0]
    assert "Traceback" not in done.stderr
