"""Running a batch (of puzzles to solve or to generate) on a Dask cluster (the optional
``dask`` extra, imported only from here).

The puzzles travel as their text with their file name, so the workers need pylogic and
SWI-Prolog installed but not the files; each record names the file as the user gave it.
Every Dask worker process has its own SWI-Prolog. A worker that dies is retried by Dask on
another worker and, after Dask's allowed failures, recorded as crashed. Dask runs tasks in
threads, so the wall-clock limit of the native (pure Python) solvers does not apply there;
the Prolog engine's own limit does.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

from pylogic.batch import CRASHED, ERROR, BatchResult, SolveOptions, kind_of, solve_file
from pylogic.errors import EnvironmentProblem

LOCAL = "local"


def solve_text(name: str, data: bytes, options: SolveOptions) -> BatchResult:
    """Solves a puzzle given as its file's bytes, in a scratch folder under its own base name
    (the kind may come from the name), and records it under ``name``."""
    with tempfile.TemporaryDirectory(prefix="pylogic-dask-") as folder:
        copy = Path(folder) / Path(name).name
        copy.write_bytes(data)
        result = solve_file((str(copy), options))
    return BatchResult(name, result.kind, result.status, result.count, result.solution,
                       tuple(line.replace(str(copy), name) for line in result.errors), result.seconds)


def _client(address: str, workers: int):
    try:
        from dask.distributed import Client, LocalCluster
    except ImportError:
        raise EnvironmentProblem("--dask needs the dask extra: pip install 'pylogic[dask]'") from None
    if address == LOCAL:
        # one single-threaded process per worker: each gets its own SWI-Prolog
        cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                               dashboard_address=None)
        return Client(cluster), cluster
    return Client(address), None


def map_on_dask(function: Callable[[Any], Any], tasks: Sequence[Any], address: str, workers: int,
                on_failure: Callable[[Any, str], Any]) -> Iterator[Any]:
    """``function(task)`` for every task, run on the cluster at ``address`` (or ``"local"``: a
    LocalCluster of ``workers`` processes), yielded as each finishes; a task that raised or
    whose workers kept dying yields ``on_failure(task, message)`` instead."""
    from dask.distributed import as_completed

    client, cluster = _client(address, workers)
    try:
        futures = {client.submit(function, task, pure=False): task for task in tasks}
        for future in as_completed(futures):
            try:
                yield future.result()
            except Exception as error:  # noqa: BLE001 - a lost task is this task's record
                yield on_failure(futures[future], f"{type(error).__name__}: {error}")
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


def _solve_task(task: tuple[str, bytes, SolveOptions]) -> BatchResult:
    return solve_text(*task)


def solve_on_dask(files: Sequence[str], options: SolveOptions, address: str,
                  workers: int) -> Iterator[BatchResult]:
    """One BatchResult per file as the cluster finishes it; ``address`` is a scheduler address
    or ``"local"`` (a LocalCluster of ``workers`` processes on this machine)."""

    def failed(task: tuple[str, bytes, SolveOptions], message: str) -> BatchResult:
        file = task[0]
        status = CRASHED if message.startswith("KilledWorker") else ERROR
        return BatchResult(file, kind_of(file, options.kind), status, errors=(f"{file}:1:1: {message}",))

    tasks = [(file, Path(file).read_bytes(), options) for file in files]
    yield from map_on_dask(_solve_task, tasks, address, workers, failed)
