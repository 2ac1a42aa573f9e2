"""Running a batch on a Dask cluster (the optional ``dask`` extra, imported only from here).

The puzzles travel as their text with their file name, so the workers need pylogic and
SWI-Prolog installed but not the files; each record names the file as the user gave it.
Every Dask worker process has its own SWI-Prolog. A worker that dies is retried by Dask on
another worker and, after Dask's allowed failures, recorded as crashed. Dask runs tasks in
threads, so the wall-clock limit of the native (pure Python) solvers does not apply there;
the Prolog engine's own limit does.
"""

from __future__ import annotations

import os
import tempfile
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

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


def solve_on_dask(files: Sequence[str], options: SolveOptions, address: str,
                  workers: int) -> Iterator[BatchResult]:
    """One BatchResult per file as the cluster finishes it; ``address`` is a scheduler address
    or ``"local"`` (a LocalCluster of ``workers`` processes on this machine)."""
    from dask.distributed import as_completed

    client, cluster = _client(address, workers)
    try:
        futures = {}
        for file in files:
            started = time.monotonic()
            future = client.submit(solve_text, file, Path(file).read_bytes(), options,
                                   key=f"pylogic-solve-{os.path.abspath(file)}-{started}", pure=False)
            futures[future] = (file, started)
        for future in as_completed(futures):
            file, started = futures[future]
            try:
                yield future.result()
            except Exception as error:  # noqa: BLE001 - a lost task is this puzzle's record
                status = CRASHED if type(error).__name__ == "KilledWorker" else ERROR
                yield BatchResult(file, kind_of(file, options.kind), status,
                                  errors=(f"{file}:1:1: {type(error).__name__}: {error}",),
                                  seconds=time.monotonic() - started)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
