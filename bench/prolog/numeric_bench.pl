/*  Benchmark of the numeric knowledge bases against naive baselines.

    Each case is timed for all solutions (findall) of its instance: one
    warm-up run, then Runs timed runs (CPU seconds); the median is kept.
    The naive baselines (generate and test, no CLP) are compared with the
    CLP(FD) knowledge bases on the same instance.

    ?- bench_numeric(Results), print_bench(Results).
    swipl -g "bench_numeric(R), print_bench(R)" -t halt bench/prolog/numeric_bench.pl
*/
:- module(numeric_bench, [bench_numeric/1, bench_numeric/2, print_bench/1]).
:- use_module(library(option)).
:- use_module('../../prolog/jodici.pl', []).
:- use_module('../../prolog/disks.pl', []).
:- use_module('../../prolog/equation_grid.pl', []).
:- use_module('../../prolog/hidoku.pl', []).
:- use_module('../../prolog/magic_board.pl', []).
:- use_module('../../prolog/checkerboard.pl', []).
:- use_module(naive_jodici, []).
:- use_module(naive_equation_grid, []).
:- use_module(library(apply)).
:- use_module(library(lists)).

%!  bench_numeric(-Results) is det.
%   bench_numeric/2 with 7 timed runs per CLP(FD) case, 3 per naive case.
bench_numeric(Results) :-
    bench_numeric(runs(7, 3), Results).

%!  bench_numeric(+Options, -Results) is det.
%   With an option list (samples(N); other options are ignored), as the Python benchmark
%   harness calls it: Results = [result(Puzzle, Method, MedianMs, Samples, Count), ...] with
%   Method clpfd or naive, the same shape bench_grid/2 returns.
bench_numeric(Options, Results) :-
    is_list(Options), !,
    option(samples(Samples), Options, 7),
    NaiveRuns is max(1, Samples // 3),
    bench_numeric(runs(Samples, NaiveRuns), Cases),
    findall(result(Puzzle, Method, Ms, Runs, Count),
            ( member(case(Name, Seconds, Count), Cases),
              case_method(Name, Puzzle, Method),
              runs_for(Method, Samples, NaiveRuns, Runs),
              Ms is Seconds * 1000 ),
            Results).

%!  bench_numeric(+runs(KbRuns, NaiveRuns), -Results) is det.
%   Results = [case(Name, MedianSeconds, SolutionCount), ...,
%              speedup(Puzzle, NaiveMedian / KbMedian), ...].
bench_numeric(runs(KbRuns, NaiveRuns), Results) :-
    findall(case(Name, Median, Count),
            ( bench_case(Name, Kind, Goal),
              runs_for(Kind, KbRuns, NaiveRuns, Runs),
              median_time(Goal, Runs, Median, Count) ),
            Cases),
    findall(speedup(Puzzle, Ratio),
            ( member(case(naive(Puzzle), NaiveMedian, _), Cases),
              member(case(Puzzle, KbMedian, _), Cases),
              Ratio is NaiveMedian / max(KbMedian, 1.0e-6) ),
            Speedups),
    append(Cases, Speedups, Results).

case_method(naive(Puzzle), Puzzle, naive) :- !.
case_method(Puzzle, Puzzle, clpfd).

runs_for(kb, Runs, _, Runs).
runs_for(clpfd, Runs, _, Runs).
runs_for(naive, _, Runs, Runs).

%!  bench_case(-Name, -Kind, -Goal) is nondet.
%   Goal enumerates all solutions of one instance on backtracking.
bench_case(jodici, kb, jodici:solution(_)).
bench_case(disks, kb, disks:solution(_)).
bench_case(equation_grid, kb, equation_grid:solution(_)).
bench_case(hidoku, kb, hidoku:solution(_)).
bench_case(magic_board, kb, magic_board:solution(_)).
bench_case(checkerboard_5x5, kb, checkerboard:checkerboard_solution(Board, Stones, _)) :-
    checkerboard_5x5(Board, Stones).
bench_case(naive(jodici), naive, naive_jodici:naive_jodici_solution(Givens, _)) :-
    jodici:seed_givens(Givens).
bench_case(naive(equation_grid), naive,
           naive_equation_grid:naive_equation_grid_solution(SearchOrder, Low, High, Givens,
                                                            Equations, _)) :-
    % the blog post's hand-picked order: equations with fewest unknowns first
    SearchOrder = [x11, x12, x13, x23, x33, x21, x22, x31, x32],
    equation_grid:seed_range(Low, High),
    equation_grid:seed_givens(Givens),
    equation_grid:seed_equations(Equations).

%   tests/data/stones/5x5_1.txt on a 5x5 board with black corners.
checkerboard_5x5(Board, Stones) :-
    Board = [ ['B','W','B','W','B'],
              ['W','B','W','B','W'],
              ['B','W','B','W','B'],
              ['W','B','W','B','W'],
              ['B','W','B','W','B'] ],
    Stones = [ [['W','B','W','B'], ['_','W','B','_']],
               [['W','B'], ['_','W'], ['_','B']],
               [['W','B'], ['B','_']],
               [['_','W'], ['W','B'], ['B','_']],
               [['_','B','W'], ['B','W','_']],
               [['_','_','W'], ['B','W','B']] ].

%!  median_time(+Goal, +Runs, -Median, -Count) is det.
%   Median CPU seconds of Runs all-solutions runs after one warm-up run.
median_time(Goal, Runs, Median, Count) :-
    aggregate_all(count, Goal, Count),
    length(Times, Runs),
    maplist(run_time(Goal), Times),
    msort(Times, Sorted),
    Middle is Runs // 2,
    nth0(Middle, Sorted, Median).

run_time(Goal, Seconds) :-
    statistics(cputime, Start),
    forall(Goal, true),
    statistics(cputime, End),
    Seconds is End - Start.

%!  print_bench(+Results) is det.
print_bench(Results) :-
    forall(member(case(Name, Median, Count), Results),
           format("~w~t~24|~3f s~t~36|~w solution(s)~n", [Name, Median, Count])),
    forall(member(speedup(Puzzle, Ratio), Results),
           format("speedup ~w~t~24|~1fx~n", [Puzzle, Ratio])).
