"""Batch solving: many files in worker processes, one record each, failures recorded not fatal."""

from __future__ import annotations

import concurrent.futures
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import pylogic
from pylogic.batch import (
    CRASHED,
    NO_SOLUTION,
    REFUSED,
    SEVERAL,
    SOLVED,
    TIMED_OUT,
    BatchResult,
    find_puzzles,
    read_done,
)
from pylogic.batch_report import problem_lines, summary_counts, summary_table
from pylogic.errors import InputError

ROOT = Path(__file__).resolve().parents[1]
PUZZLES = ROOT / "puzzles"

LOOPS = (":- module(loops, [solution/1, solution_table/2]).\n"
         "solution(S) :- repeat, S = 1, fail.\n"
         "solution_table(S, table([x], [[S]])).\n")
# a puzzle that takes its time, so that the test can kill the worker solving it
SLEEPS = (":- module(sleeps, [solution/1, solution_table/2]).\n"
          "solution(1) :- sleep(30).\n"
          "solution_table(S, table([x], [[S]])).\n")


def _children(pid: int) -> list[int]:
    """The processes whose parent is ``pid`` (Linux /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(entry.name))
    return found


def _solving(process: int, name: str) -> bool:
    """Whether ``process`` runs pylogic.isolation on a request that names ``name``."""
    try:
        arguments = Path(f"/proc/{process}/cmdline").read_bytes().split(b"\0")
    except OSError:
        return False
    for argument in arguments[3:]:
        try:
            if name in Path(argument.decode()).read_text(encoding="utf-8"):
                return True
        except (OSError, UnicodeDecodeError):
            continue
    return False


def _kill_the_worker_solving(name: str, seconds: float) -> bool:
    """Kills (SIGKILL) the batch worker of this process that is solving ``name``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        for worker in _children(os.getpid()):
            if any(_solving(grandchild, name) for grandchild in _children(worker)):
                os.kill(worker, signal.SIGKILL)
                return True
        time.sleep(0.02)
    return False


def expected(name: str) -> dict:
    return json.loads((PUZZLES / name).with_suffix(".expected.json").read_text(encoding="utf-8"))


def expected_status(file: Path) -> str:
    status = json.loads(Path(str(file).rsplit(".", 1)[0] + ".expected.json").read_text())["status"]
    if file.suffix == ".stones" and status == "several":
        return SOLVED  # a checkerboard has many tilings by nature
    return {"unique": SOLVED, "none": NO_SOLUTION, "several": SEVERAL, "error": REFUSED}[status]


def pylogic_command(*arguments: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pylogic", *arguments], cwd=cwd, capture_output=True,
                          text=True, timeout=300)


def test_timeout_bad_input_and_killed_worker_are_recorded_and_the_rest_solve(tmp_path):
    (tmp_path / "loops.pl").write_text(LOOPS)
    (tmp_path / "sleeps.pl").write_text(SLEEPS)
    good = ["zebra.clues", "elm_street_3x4.clues", "hidoku_seed.hidoku", "paintings.clues"]
    files = [tmp_path / "sleeps.pl", tmp_path / "loops.pl", PUZZLES / "broken_unknown_name.clues"]
    files += [PUZZLES / name for name in good]
    killer = concurrent.futures.ThreadPoolExecutor(1).submit(_kill_the_worker_solving, "sleeps.pl", 60)

    results = {Path(result.file).name: result for result in pylogic.solve_many(files, jobs=2, timeout=8)}

    assert killer.result()
    assert set(results) == {Path(file).name for file in files}
    assert results["loops.pl"].status == TIMED_OUT
    assert results["sleeps.pl"].status == CRASHED
    assert "worker" in results["sleeps.pl"].errors[0]
    refused = results["broken_unknown_name.clues"]
    assert refused.status == REFUSED
    assert refused.errors[0].startswith(f"{PUZZLES / 'broken_unknown_name.clues'}:8:4: 'Dan' is not a name")
    for name in ("zebra.clues", "elm_street_3x4.clues", "paintings.clues"):
        assert results[name].status == SOLVED and results[name].count == 1
        assert results[name].solution["rows"] == expected(name)["rows"]
    assert results["hidoku_seed.hidoku"].solution == expected("hidoku_seed.hidoku")["solution"]


def test_the_puzzles_folder_matches_every_expected_answer():
    done = pylogic_command("solve", "puzzles", "--format", "jsonl", "--jobs", "2", "--limit", "2")
    records = [json.loads(line) for line in done.stdout.splitlines()]
    files = sorted(find_puzzles([PUZZLES]))
    assert sorted(str(ROOT / record["file"]) for record in records) == files
    for record in records:
        file = ROOT / record["file"]
        assert record["status"] == expected_status(file), record["file"]
        answer = json.loads(Path(str(file).rsplit(".", 1)[0] + ".expected.json").read_text())
        if answer["status"] == "unique" and "rows" in answer:
            assert record["solution"]["rows"] == answer["rows"], record["file"]
    assert done.returncode == 1  # the folder holds broken puzzles on purpose
    assert "kind" in done.stderr and "no solution" in done.stderr  # the summary, on stderr for JSONL
    assert "\x1b" not in done.stderr  # no progress bar when stderr is not a terminal


def test_exit_code_is_zero_only_when_every_puzzle_solved(tmp_path):
    for name in ("zebra.clues", "paintings.clues"):
        shutil.copy(PUZZLES / name, tmp_path / name)
    solved = pylogic_command("solve", str(tmp_path), "--jobs", "2")
    assert solved.returncode == 0, solved.stderr
    assert "2 of 2 puzzles solved" in solved.stdout
    shutil.copy(PUZZLES / "broken_contradictory.clues", tmp_path)
    unsolved = pylogic_command("solve", str(tmp_path / "*.clues"), "--jobs", "2")
    assert unsolved.returncode == 1
    assert "broken_contradictory.clues: no solution" in unsolved.stderr
    assert "2 of 3 puzzles solved" in unsolved.stdout


def test_skip_done_resumes_where_an_output_left_off(tmp_path):
    for name in ("zebra.clues", "paintings.clues", "elm_street_3x4.clues"):
        shutil.copy(PUZZLES / name, tmp_path / name)
    output = tmp_path / "out.jsonl"
    first = pylogic_command("solve", str(tmp_path / "zebra.clues"), "--format", "jsonl")
    # a run cut short leaves a partial last line, which is ignored
    output.write_text(first.stdout + '{"file": "' + str(tmp_path / "paint"))
    resumed = pylogic_command("solve", str(tmp_path), "--format", "jsonl", "--skip-done", str(output))
    names = sorted(Path(json.loads(line)["file"]).name for line in resumed.stdout.splitlines())
    assert names == ["elm_street_3x4.clues", "paintings.clues"]
    assert read_done(output) == {str(tmp_path / "zebra.clues")}


def test_find_puzzles_walks_folders_and_globs_once_each(tmp_path):
    (tmp_path / "sub").mkdir()
    for name in ("zebra.clues", "hidoku_seed.hidoku", "zebra.expected.json"):
        shutil.copy(PUZZLES / name, tmp_path / "sub" / name)
    found = find_puzzles([tmp_path, str(tmp_path / "sub" / "*.clues")])
    assert found == [str(tmp_path / "sub" / "hidoku_seed.hidoku"), str(tmp_path / "sub" / "zebra.clues")]
    with pytest.raises(InputError, match="no such file"):
        find_puzzles([tmp_path / "missing.clues"])
    with pytest.raises(InputError, match="names no puzzle file"):
        find_puzzles([str(tmp_path / "*.magic")])


def test_batch_only_options_are_refused_with_one_line(tmp_path):
    done = pylogic_command("solve", "puzzles", "--svg", str(tmp_path / "x.svg"))
    assert done.returncode == 2
    assert done.stderr.strip() == "puzzles:1:1: --svg works with one puzzle file, not a batch"


def test_summary_counts_by_kind_and_problem_lines():
    results = [BatchResult("a.clues", "clues", SOLVED, 1), BatchResult("b.clues", "clues", SEVERAL, 3,
                                                                      errors=("Cells the clues leave open:",)),
               BatchResult("c.hidoku", "hidoku", TIMED_OUT, errors=("time limit of 1 s exceeded",)),
               BatchResult("d.pl", "prolog", CRASHED, errors=("d.pl:1:1: the worker process stopped",))]
    table = summary_table(summary_counts(results), 1.0).splitlines()
    assert table[0].split() == ["kind", "solved", "no", "solution", "several", "refused", "timed", "out",
                                "crashed", "total"]
    assert table[1].split() == ["clues", "1", "0", "1", "0", "0", "0", "2"]
    assert table[-2].split() == ["all", "1", "0", "1", "0", "1", "1", "4"]
    assert table[-1] == "1 of 4 puzzles solved in 1.00 s."
    assert problem_lines(results[0]) == []
    assert problem_lines(results[1]) == ["b.clues: several (3 solutions)", "  Cells the clues leave open:"]


def test_dask_local_cluster_gives_the_same_records_as_worker_processes(tmp_path):
    pytest.importorskip("dask.distributed", reason="the dask extra is not installed (pip install .[dask])")
    names = ["zebra.clues", "broken_contradictory.clues", "broken_unknown_name.clues", "hidoku_seed.hidoku",
             "magic_lo_shu_all.magic", "car_park_5x4.clues"]
    arguments = [str(PUZZLES / name) for name in names] + ["--format", "jsonl"]

    def records(*options):
        done = pylogic_command("solve", *arguments, *options)
        found = [json.loads(line) for line in done.stdout.splitlines()]
        for record in found:
            record.pop("time")
        return sorted(found, key=lambda record: record["file"]), done.returncode

    on_processes = records("--jobs", "2")
    on_dask = records("--dask", "local", "--jobs", "2")
    assert on_dask == on_processes
    assert [record["status"] for record in on_processes[0]] == [
        "no_solution", "refused", "solved", "solved", "several", "solved"]
    assert on_processes[1] == on_dask[1] == 1


def test_a_batch_does_not_start_prolog_in_the_parent_process():
    from pylogic.__main__ import prolog_files

    assert prolog_files(["solve", "puzzles/zebra.clues", "puzzles/paintings.clues"]) is None
    assert prolog_files(["solve", "puzzles"]) is None
    assert prolog_files(["solve", "puzzles/zebra.clues", "--format", "jsonl"]) is None
    assert prolog_files(["solve", "puzzles/zebra.clues", "--jobs", "2"]) is None
    assert prolog_files(["solve", "puzzles/zebra.clues"]) == ("logic_grid.pl",)
    assert prolog_files(["solve", "puzzles/hidoku_seed.hidoku", "--backend", "prolog"]) == ()
