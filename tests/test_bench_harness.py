"""The benchmark harness on fixed numbers: statistics, table formatting, JSON schema, SVG plot.

No timing assertions: nothing here depends on how fast the machine is.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ElementTree

import pytest

from bench import report
from bench.harness import (
    ENGINE,
    NAIVE,
    NATIVE,
    PEER,
    PROLOG,
    Benchmark,
    Measurement,
    NotAvailable,
    Registry,
    Settings,
    Unavailable,
    median,
    quantile,
    ratio,
    run_benchmark,
    summarize,
    time_calls,
)

SVG = "{http://www.w3.org/2000/svg}"


def measurement(seconds: float, runs: int = 5) -> Measurement:
    return Measurement(seconds, seconds * 0.9, seconds * 1.1, seconds * 0.8, seconds * 1.3, runs)


def test_median_of_odd_and_even_counts():
    assert median([3.0, 1.0, 2.0]) == 2.0
    assert median([4.0, 1.0, 3.0, 2.0]) == 2.5
    assert median([7.0]) == 7.0


def test_quantiles_interpolate_between_order_statistics():
    values = [1.0, 2.0, 3.0, 4.0, 5.0]
    assert quantile(values, 0.25) == 2.0
    assert quantile(values, 0.75) == 4.0
    assert quantile([1.0, 2.0], 0.25) == 1.25


def test_median_of_nothing_is_an_error():
    with pytest.raises(ValueError):
        median([])


def test_summary_gives_median_iqr_and_range():
    cell = summarize([0.5, 0.1, 0.2, 0.3, 0.4])
    assert (cell.median, cell.q1, cell.q3) == (0.3, 0.2, 0.4)
    assert (cell.minimum, cell.maximum, cell.runs) == (0.1, 0.5, 5)


def test_ratio_of_medians_and_missing_cells():
    assert ratio(measurement(6.0), measurement(2.0)) == 3.0
    assert ratio(measurement(1.0), Unavailable("missing")) is None
    assert ratio(None, measurement(1.0)) is None
    assert ratio(measurement(1.0), measurement(0.0)) is None


def test_timing_runs_warm_up_plus_repeats():
    calls = []
    cell = time_calls(lambda: calls.append(1), Settings(repeats=4, warmups=2, budget_seconds=10))
    assert len(calls) == 6 and cell.runs == 4


def test_a_failing_benchmark_becomes_a_one_line_reason():
    def missing(settings):
        raise NotAvailable("bench/prolog/x.pl does not exist yet")

    def broken(settings):
        raise ZeroDivisionError("division by zero\nsecond line")

    assert run_benchmark(Benchmark("p", PROLOG, missing), Settings()) == \
        Unavailable("bench/prolog/x.pl does not exist yet")
    assert run_benchmark(Benchmark("p", PROLOG, broken), Settings()) == \
        Unavailable("ZeroDivisionError: division by zero")


def test_a_benchmark_may_return_a_measurement_taken_elsewhere():
    taken = measurement(0.002)
    assert run_benchmark(Benchmark("p", PROLOG, lambda settings: taken), Settings()) is taken


def test_registry_keeps_order_and_rejects_unknown_columns():
    registry = Registry()
    registry.register("b", PROLOG)(lambda settings: None)
    registry.register("a", PEER)(lambda settings: None)
    registry.register("b", PEER)(lambda settings: None)
    assert registry.puzzles() == ["b", "a"]
    with pytest.raises(ValueError):
        registry.register("a", "fastest")


@pytest.mark.parametrize("seconds, text", [(2.5, "2.5 s"), (0.00123, "1.23 ms"),
                                           (0.0000456, "45.6 µs"), (0.25, "250 ms")])
def test_durations_are_formatted_with_units(seconds, text):
    assert report.format_seconds(seconds) == text


def sample_results() -> report.Results:
    results = report.Results(titles={"zebra": "zebra (5x6)"})
    results.add("zebra", PROLOG, measurement(0.002))
    results.add("zebra", NAIVE, measurement(0.2), report.SWIPL_NAIVE)
    results.add("zebra", PEER, measurement(0.001))
    results.add("zebra", ENGINE, measurement(0.004))
    results.add("hidoku", NATIVE, measurement(0.010))
    results.add("hidoku", PROLOG, Unavailable("puzzles/hidoku_seed.hidoku does not exist yet"))
    results.add("hidoku", PEER, measurement(0.020))
    return results


def test_table_rows_say_plainly_where_pylogic_is_slower_than_the_peer():
    notes = report.Footnotes()
    lines = report.main_table(sample_results(), notes).splitlines()
    assert lines[0].startswith("| puzzle ")
    assert set(lines[1]) <= {"|", "-"}
    zebra = next(line for line in lines if line.startswith("| zebra (5x6)"))
    assert "engine in SWI-Prolog: 50.0x faster than naive (see the table below)" in zebra
    assert "2.0x SLOWER than the peer" in zebra
    hidoku = next(line for line in lines if line.startswith("| hidoku"))
    assert "2.0x faster than the peer" in hidoku
    assert "n/a [1]" in hidoku
    assert notes.lines() == ["[1] puzzles/hidoku_seed.hidoku does not exist yet"]


def test_cells_show_median_and_spread():
    notes = report.Footnotes()
    assert report.format_cell(("", measurement(0.002)), notes) == "2 ms ±10%"
    assert report.format_cell(("plain Python", measurement(1.5, runs=1)), notes) == "1.5 s (1 run) (plain Python)"


def test_each_ratio_names_the_measurement_it_uses():
    results = report.Results()
    results.add("jodici", PROLOG, measurement(0.005))
    results.add("jodici", NATIVE, measurement(0.001))
    results.add("jodici", ENGINE, measurement(0.004))
    results.add("jodici", NAIVE, measurement(0.4), report.SWIPL_NAIVE)
    results.add("jodici", PEER, measurement(0.008))
    assert report.ratios_text(results, "jodici") == (
        "engine in SWI-Prolog: 100x faster than naive (see the table below); "
        "native: 8.0x faster than the peer")
    results.add("magic", PROLOG, measurement(0.2))
    results.add("magic", NATIVE, measurement(0.03))
    results.add("magic", NAIVE, measurement(0.6), "plain Python")
    assert report.ratios_text(results, "magic") == "native: 20.0x faster than naive"
    results.add("magic", PEER, measurement(0.15))
    assert report.ratios_text(results, "magic") == \
        "native: 20.0x faster than naive, 5.0x faster than the peer"


def test_the_first_measured_entry_of_a_cell_is_shown():
    results = report.Results()
    results.add("jodici", NAIVE, Unavailable("no numeric_bench.pl"), report.SWIPL_NAIVE)
    results.add("jodici", NAIVE, measurement(0.5), "plain Python")
    assert results.first("jodici", NAIVE) == ("plain Python", measurement(0.5))


def test_markdown_report_lists_reasons_for_missing_cells():
    text = report.markdown_report(sample_results(), [report.Target("API zebra", measurement(0.001), 2e-3)],
                                  [], {"date": "2025-01-01", "cores": 2})
    target_row = next(line for line in text.splitlines() if line.startswith("| API zebra"))
    assert [cell.strip() for cell in target_row.strip("|").split("|")] == ["API zebra", "1 ms ±10%",
                                                                            "< 2 ms", "met", "—", ""]
    assert "- [1] puzzles/hidoku_seed.hidoku does not exist yet" in text


def test_target_verdicts_say_missed_and_keep_a_ratio_verdict():
    targets = [report.Target("API slow", measurement(0.003), 2e-3),
               report.Target("CLI", measurement(0.6), compared_with="≤ 1.3x the floor; measured 1.42x",
                             verdict="MISSED"),
               report.Target("floor", measurement(0.4), compared_with="start Python")]
    text = report.markdown_report(sample_results(), targets, [], {"date": "2025-01-01", "cores": 2})
    rows = {line.strip("|").split("|")[0].strip(): [cell.strip() for cell in line.strip("|").split("|")]
            for line in text.splitlines() if line.startswith(("| API slow", "| CLI", "| floor"))}
    assert rows["API slow"][3] == "MISSED"
    assert rows["CLI"][2:4] == ["≤ 1.3x the floor; measured 1.42x", "MISSED"]
    assert rows["floor"][3] == ""
    assert [report.targets_verdict(target) for target in targets] == ["MISSED", "MISSED", ""]


def test_time_targets_are_also_judged_on_this_machine_by_their_yardstick():
    slow_peer = report.Scale("CP-SAT, seed hidoku", measurement(0.051), 17e-3)  # 3x slower here
    targets = [report.Target("native hidoku", measurement(0.030), 20e-3, scale=slow_peer),
               report.Target("native magic", measurement(0.200), 50e-3, scale=slow_peer),
               report.Target("native disks", measurement(0.0005), 1e-3,
                             scale=report.Scale("hand zebra", Unavailable("no SWI"), 0.6e-3)),
               report.Target("floor", measurement(0.4), compared_with="start Python")]
    assert targets[0].scaled_seconds() == pytest.approx(0.060)
    assert [report.targets_verdict(t) for t in targets] == ["MISSED", "MISSED", "met", ""]
    assert [report.scaled_verdict(t) for t in targets] == ["met", "MISSED", "", ""]
    text = report.markdown_report(sample_results(), targets, [], {"date": "2025-01-01", "cores": 2})
    row = next(line for line in text.splitlines() if line.startswith("| native hidoku"))
    cells = [cell.strip() for cell in row.strip("|").split("|")]
    assert cells[2:] == ["< 20 ms", "MISSED", "< 60 ms (CP-SAT, seed hidoku: 51 ms here, 17 ms there)", "met"]
    document = report.results_json(sample_results(), targets, [], {"date": "2025-01-01"})
    assert document["targets"][0]["verdict_here"] == "met"
    assert document["targets"][2]["target_here_s"] is None


def sample_series() -> list[report.Series]:
    return [report.Series("logic grid", (("3x4", 12, measurement(0.001)), ("5x5", 25, measurement(0.004)),
                                         ("8x8", 64, Unavailable("too slow to generate")))),
            report.Series("hidoku (CP-SAT)", (("6x6", 36, measurement(0.01)), ("10x10", 100, measurement(0.1)))),
            report.Series("checkerboard (CP-SAT)", (("8x8", 64, Unavailable("skipped")),))]


def test_json_record_has_machine_versions_and_every_cell():
    context = {"date": "2025-01-01T00:00:00+00:00", "mode": "full", "cores": 2,
               "machine": {"cores": 2}, "versions": {"python": "3.11", "swi_prolog": "9.0.4",
                                                     "pyswip": "0.3.3", "ortools": None}}
    document = json.loads(report.dump_json(report.results_json(
        sample_results(), [report.Target("API zebra", measurement(0.001), 2e-3)], sample_series(), context)))
    assert document["schema"] == report.SCHEMA
    assert document["machine"]["cores"] == 2
    assert set(document["versions"]) >= {"python", "swi_prolog", "pyswip", "ortools"}
    assert len(document["results"]) == 7
    first = document["results"][0]
    assert set(first) >= {"puzzle", "column", "label", "median_s", "q1_s", "q3_s", "min_s", "max_s", "runs"}
    assert {"puzzle": "hidoku", "column": PROLOG}.items() <= document["results"][5].items()
    assert document["results"][5]["unavailable"].startswith("puzzles/")
    assert document["targets"][0]["target_s"] == 2e-3
    assert [one["series"] for one in document["scaling"]] == ["logic grid", "hidoku (CP-SAT)",
                                                              "checkerboard (CP-SAT)"]
    assert document["scaling"][0]["points"][2] == {"size": "8x8", "cells": 64, "unavailable": "too slow to generate"}


def test_scaling_plot_is_well_formed_svg_with_one_line_per_series():
    root = ElementTree.fromstring(report.scaling_svg(sample_series()))
    assert root.tag == f"{SVG}svg"
    groups = root.findall(f"{SVG}g")
    assert [group.get("data-series") for group in groups] == ["logic grid", "hidoku (CP-SAT)",
                                                              "checkerboard (CP-SAT)"]
    assert len(groups[0].findall(f"{SVG}polyline")) == 1
    assert len(groups[0].findall(f"{SVG}circle")) == 2          # the 8x8 point was not measured
    assert groups[2].findall(f"{SVG}circle") == []
    legend = [text.text for text in root.iter(f"{SVG}text")]
    assert "checkerboard (CP-SAT) (n/a)" in legend
    assert "1 ms" in legend and "100 ms" in legend               # log-scale decades


def test_scaling_plot_of_nothing_measured_is_still_valid():
    root = ElementTree.fromstring(report.scaling_svg([report.Series("empty", ())]))
    assert root.tag == f"{SVG}svg"


@pytest.fixture
def peer():
    from bench import peer_ortools

    if peer_ortools.unavailable_reason():
        pytest.skip(peer_ortools.unavailable_reason())
    return peer_ortools


def test_peer_zebra_and_rentals_give_the_catalogue_answers(peer):
    (zebra,) = peer.zebra_solutions()
    houses = dict(zip([value for values in peer.ZEBRA_CATEGORIES.values() for value in values], zebra))
    assert (houses["Norwegian"], houses["water"], houses["Japanese"], houses["zebra"]) == (1, 1, 5, 5)
    (rentals,) = peer.rentals_solutions()
    days = dict(zip([value for values in peer.RENTAL_CATEGORIES.values() for value in values], rentals))
    assert [days[name] for name in ("Freda", "Opal", "Penny", "Sarah", "Vicky")] == [4, 3, 5, 6, 2]
    assert days["Nissan"] == days["Los Altos"] == 4 and days["Hyundai"] == days["Redding"] == 2


def test_peer_numeric_models_give_the_catalogue_answers(peer):
    assert peer.jodici_solutions([[3, 7, None, None, None, None], [None, None, 1, 5, 9, None],
                                  [6, None, None, None, None, None]]) == \
        [(3, 7, 5, 8, 4, 3, 6, 1, 1, 5, 9, 8, 6, 7, 9, 2, 2, 4)]
    assert peer.disks_solutions(["000001010010", "100100000001", "010000010100", "000100100001"]) == []
    assert len(peer.disks_solutions(["000001010010", "100100000001", "010000010100", "100001001000"])) == 1
    magic = [[None, None, None, None, 15], [None, None, 25, 17, None], [None, 26, None, 5, None],
             [None, 18, None, None, 11], [None, None, 21, None, None]]
    assert peer.magic_board_solutions(magic, 5, 29, 85) == \
        [(28, 24, 6, 12, 15, 13, 7, 25, 17, 23, 8, 26, 19, 5, 27, 20, 18, 14, 22, 11, 16, 10, 21, 29, 9)]


def test_peer_counts_tilings_of_a_small_checkerboard(peer):
    # the example board of pylogic/numeric/checkerboard.py; its native solver also finds 8 tilings
    stones = [(("B", "W", "B"), ("_", "B", "_")), (("W", "_"), ("B", "W")), (("B", "W"),)]
    assert peer.checkerboard_count(3, 3, "B", stones) == 8


def _busy(seconds: float) -> list[int]:
    """A stand-in peer that spends ``seconds`` of CPU time and finds one solution."""
    import time

    until = time.process_time() + seconds
    while time.process_time() < until:
        pass
    return [1]


def test_the_api_is_paired_with_its_peer_in_cpu_time_and_judged_by_the_ratio(peer):
    from bench.__main__ import API_PEER_RATIO_TARGET, api_against_peer

    settings = Settings.for_mode(True)
    against_slow = api_against_peer("zebra", lambda: _busy(0.1), settings)
    against_instant = api_against_peer("zebra", lambda: [1], settings)
    assert isinstance(against_slow.cell, Measurement) and against_slow.cell.runs == 15
    assert against_slow.verdict == "met" and against_instant.verdict == "MISSED"
    assert f"≤ {API_PEER_RATIO_TARGET}x CP-SAT; measured " in against_slow.compared_with
    # a peer that finds another number of solutions is not timed at all
    wrong = api_against_peer("rentals", lambda: [1, 2], settings)
    assert isinstance(wrong.cell, Unavailable) and "2 solution(s)" in wrong.cell.reason
