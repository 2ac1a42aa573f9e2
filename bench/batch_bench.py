"""Batch and generator benchmarks: whole-process times of ``pylogic solve puzzles/`` against
running ``pylogic solve FILE`` once per file, and of ``pylogic generate`` making 100 5x5
puzzles. Wall time and CPU time (of every process involved) are both measured.

The two ways of solving the folder run interleaved (batch, loop, batch, loop ...) so that a
change in the machine's load touches both alike, with the same options: ``--limit 2`` (two
solutions decide uniqueness; without it the empty jodici grid alone enumerates 318,600
solutions for 9 s whichever way it is run, which measures that search, not the batch). One
run without the limit is reported beside it.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench import report
from bench.harness import Measurement, NotAvailable, Settings, Unavailable, one_line, summarize

REPO = Path(__file__).resolve().parent.parent
THROUGHPUT_TARGET = 5.0          # the batch at least 5x the one-process-per-file loop
GENERATE_COUNT, GENERATE_SIZE = 100, "5x5"
GENERATE_TARGET_SECONDS = 60.0   # 100 unique 5x5 puzzles in under a minute


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _timed(commands: list[list[str]]) -> tuple[float, float]:
    """(wall seconds, CPU seconds of the processes) to run ``commands`` one after another.

    Exit codes 0, 1, 2 and 4 are all fine: the folder holds broken puzzles on purpose."""
    cpu, began = _children_cpu(), time.perf_counter()
    for command in commands:
        done = subprocess.run(command, cwd=REPO, capture_output=True, timeout=900)
        if done.returncode not in (0, 1, 2, 4):
            last = (done.stderr or done.stdout).decode(errors="replace").strip().splitlines()
            raise NotAvailable(f"'{' '.join(command)}' exited with {done.returncode}: {last[-1] if last else ''}")
    return time.perf_counter() - began, _children_cpu() - cpu


def _cpu(samples: list[tuple[float, float]]) -> float:
    return sorted(seconds for _, seconds in samples)[len(samples) // 2]


def _cell(samples: list[tuple[float, float]], note: str) -> Measurement:
    return summarize([wall for wall, _ in samples], note=f"{note}; CPU {report.format_seconds(_cpu(samples))}")


def throughput_targets(settings: Settings, log) -> list[report.Target]:
    """The batch over puzzles/ and the one-process-per-file loop, timed in the same run."""
    from pylogic.batch import default_jobs, find_puzzles

    script = str(Path(sys.executable).parent / "pylogic")
    files = find_puzzles(["puzzles"]) if os.getcwd() == str(REPO) else find_puzzles([str(REPO / "puzzles")])
    jobs = default_jobs()
    batch = [[script, "solve", "puzzles", "--format", "jsonl", "--jobs", str(jobs), "--limit", "2"]]
    loop = [[script, "solve", file, "--format", "json", "--limit", "2"] for file in files]
    runs = 1 if settings.quick else 3
    try:
        _timed(batch)  # warm-up: file caches, compiled bytecode
        samples: dict[str, list[tuple[float, float]]] = {"batch": [], "loop": []}
        for number in range(runs):
            samples["batch"].append(_timed(batch))
            samples["loop"].append(_timed(loop))
            log(f"    batch {samples['batch'][-1][0]:.1f} s, loop {samples['loop'][-1][0]:.1f} s (run {number + 1})")
        unlimited = None if settings.quick else _timed([batch[0][:-2]])
    except NotAvailable as error:
        return [report.Target("batch: pylogic solve puzzles/", Unavailable(one_line(error)))]
    batch_cell = _cell(samples["batch"], f"{len(files)} files, {jobs} workers")
    loop_cell = _cell(samples["loop"], f"{len(files)} processes")
    speedup = loop_cell.median / batch_cell.median
    found = [
        report.Target(f"batch: pylogic solve puzzles/ --jobs {jobs} --limit 2 (whole process)", batch_cell,
                      compared_with=f"≥ {THROUGHPUT_TARGET:g}x the loop below; measured {speedup:.1f}x "
                                    f"(CPU {report.format_seconds(_cpu(samples['batch']))} against "
                                    f"{report.format_seconds(_cpu(samples['loop']))})",
                      verdict="met" if speedup >= THROUGHPUT_TARGET else "MISSED"),
        report.Target("loop: pylogic solve FILE --limit 2, one process per file", loop_cell,
                      compared_with="the same files, one process each"),
    ]
    if unlimited is not None:
        found.append(report.Target(f"batch: pylogic solve puzzles/ --jobs {jobs}, no --limit (one run)",
                                   _cell([unlimited], "every solution counted"), compared_with="for scale"))
    return found


def generate_target(settings: Settings, log) -> report.Target:
    """``pylogic generate`` making 100 unique 5x5 puzzles, whole process (a quick run: 20)."""
    from pylogic.batch import default_jobs

    count = 20 if settings.quick else GENERATE_COUNT
    script = str(Path(sys.executable).parent / "pylogic")
    with tempfile.TemporaryDirectory(prefix="pylogic-bench-") as folder:
        command = [script, "generate", "--size", GENERATE_SIZE, "--count", str(count), "--seed", "7",
                   "--out", folder, "--jobs", str(default_jobs())]
        try:
            wall, cpu = _timed([command])
        except NotAvailable as error:
            return report.Target("generate", Unavailable(one_line(error)))
        made = len(list(Path(folder).glob("*.clues")))
        check = subprocess.run([script, "solve", folder, "--format", "jsonl"], cwd=REPO, capture_output=True)
    log(f"    generate {count} {GENERATE_SIZE}: {wall:.1f} s")
    name = f"generate: {count} unique {GENERATE_SIZE} puzzles, --jobs {default_jobs()} (whole process, one run)"
    if made != count or check.returncode != 0:
        return report.Target(name, Unavailable(f"made {made} of {count}; solving them back exited {check.returncode}"))
    target = GENERATE_TARGET_SECONDS * count / GENERATE_COUNT
    name = name[:-1] + f"; CPU {report.format_seconds(cpu)})"
    return report.Target(name, _cell([(wall, cpu)], "every puzzle solved back by pylogic solve"), target)


def batch_targets(settings: Settings, log) -> list[report.Target]:
    """Every target of this module, for the report's Targets table."""
    log("  batch and generate ...")
    return throughput_targets(settings, log) + [generate_target(settings, log)]
