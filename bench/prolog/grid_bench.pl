/*  grid_bench.pl -- times all-solutions enumeration of the logic-grid puzzles three ways:
    engine (prolog/logic_grid.pl on the knowledge base's facts), hand (a hand-written CLP(FD)
    model, zebra and rentals only) and naive (generate-and-test in the style of Rainhard
    Findling's blog posts).

    Each timing is the median CPU time of one enumeration (including the uniqueness proof)
    over several samples taken after a warm-up; a sample repeats the enumeration enough times to
    last at least min_sample_ms, so sub-millisecond runs are measured reliably.

    ?- bench_grid(Results), maplist(print_result, Results).
    ?- bench_grid([samples(3)], Results).
*/

:- module(grid_bench, [bench_grid/1, bench_grid/2, print_result/1]).

:- use_module(library(lists)).
:- use_module(library(option)).
:- use_module('../../prolog/logic_grid').
:- use_module('../../prolog/zebra', []).
:- use_module('../../prolog/researchers', []).
:- use_module('../../prolog/scholarships', []).
:- use_module('../../prolog/rentals', []).
:- use_module('../../prolog/paintings', []).
:- use_module(hand_zebra, []).
:- use_module(hand_rentals, []).
:- use_module(naive_zebra, []).
:- use_module(naive_researchers, []).
:- use_module(naive_scholarships, []).
:- use_module(naive_rentals, []).
:- use_module(naive_paintings, []).

%   bench_case(Puzzle, Method, Goal, Solutions): Goal enumerates every solution into Solutions.
bench_case(Puzzle, engine, logic_grid:grid_solutions(Puzzle, all, all, Solutions), Solutions) :-
    puzzle(Puzzle).
bench_case(Puzzle, hand, Module:all_solutions(Solutions), Solutions) :-
    puzzle(Puzzle),
    atom_concat(hand_, Puzzle, Module),
    current_module(Module).
bench_case(Puzzle, naive, Module:all_solutions(Solutions), Solutions) :-
    puzzle(Puzzle),
    atom_concat(naive_, Puzzle, Module).

puzzle(zebra).
puzzle(researchers).
puzzle(scholarships).
puzzle(rentals).
puzzle(paintings).

%!  bench_grid(-Results) is det.
%!  bench_grid(+Options, -Results) is det.
%
%   Results: result(Puzzle, Method, MedianMs, Samples, SolutionCount) per puzzle and method,
%   Method one of engine, hand, naive. Options: samples(N) (default 15), min_sample_ms(Ms)
%   (default 20), budget_ms(Ms) (default 10000: a method stops sampling once it has used this
%   much time, after at least one sample). The methods of one puzzle are sampled in turn
%   (engine, hand, naive, engine, ...) so that a change in machine load hits them alike.

bench_grid(Results) :-
    bench_grid([], Results).

bench_grid(Options, Results) :-
    option(samples(Samples), Options, 15),
    option(min_sample_ms(MinSampleMs), Options, 20),
    option(budget_ms(BudgetMs), Options, 10000),
    findall(PuzzleResults,
            ( puzzle(Puzzle),
              puzzle_results(Puzzle, Samples, MinSampleMs, BudgetMs, PuzzleResults) ),
            Nested),
    append(Nested, Results).

puzzle_results(Puzzle, Samples, MinSampleMs, BudgetMs, Results) :-
    findall(Method-Goal, bench_case(Puzzle, Method, Goal, _), Cases),
    maplist(warmed_up(MinSampleMs, BudgetMs), Cases, Timers0),
    sample_rounds(Samples, Timers0, Timers),
    maplist(timer_result(Puzzle), Timers, Results).

%   timer(Method, Goal, Batch, BudgetLeftMs, TimesMs, SolutionCount)
%   The warm-up run also counts the solutions and sizes the batch of runs per sample.
warmed_up(MinSampleMs, BudgetMs, Method-Goal, timer(Method, Goal, Batch, BudgetMs, [], Count)) :-
    run_ms(Goal, 1, WarmUpMs),
    copy_term(Goal, CountGoal),
    bench_case(_, Method, CountGoal, Solutions),
    once(CountGoal),
    length(Solutions, Count),
    Batch is max(1, min(1000, ceiling(MinSampleMs / max(WarmUpMs, 0.001)))).

sample_rounds(0, Timers, Timers) :- !.
sample_rounds(Left, Timers0, Timers) :-
    maplist(sample, Timers0, Timers1),
    Left1 is Left - 1,
    sample_rounds(Left1, Timers1, Timers).

sample(timer(Method, Goal, Batch, Budget, Times, Count), Timer) :-
    (   Budget =< 0, Times \== []
    ->  Timer = timer(Method, Goal, Batch, Budget, Times, Count)
    ;   run_ms(Goal, Batch, Ms),
        Budget1 is Budget - Ms * Batch,
        Timer = timer(Method, Goal, Batch, Budget1, [Ms|Times], Count)
    ).

timer_result(Puzzle, timer(Method, _, _, _, Times, Count),
             result(Puzzle, Method, Median, Taken, Count)) :-
    length(Times, Taken),
    median(Times, Median).

%   run_ms(+Goal, +Batch, -Ms): CPU milliseconds per run of Goal, averaged over Batch runs.
run_ms(Goal, Batch, Ms) :-
    garbage_collect,
    statistics(cputime, T0),
    forall(between(1, Batch, _), once(Goal)),
    statistics(cputime, T1),
    Ms is (T1 - T0) * 1000 / Batch.

median(Times, Median) :-
    msort(Times, Sorted),
    length(Sorted, N),
    (   N mod 2 =:= 1
    ->  Middle is N // 2, nth0(Middle, Sorted, Median)
    ;   Upper is N // 2, Lower is Upper - 1,
        nth0(Lower, Sorted, A), nth0(Upper, Sorted, B),
        Median is (A + B) / 2
    ).

%!  print_result(+Result) is det.
print_result(result(Puzzle, Method, Median, Taken, Count)) :-
    format('~w~t~14|~w~t~22|~3f ms~t~38|(~d samples, ~d solution(s))~n',
           [Puzzle, Method, Median, Taken, Count]).
