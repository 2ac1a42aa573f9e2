/*  plunit tests for explain.pl (step-by-step explanations on top of logic_grid.pl).

    Run: swipl -g run_tests -t halt prolog/tests/explain.plt
*/
:- use_module('../explain.pl').
:- use_module(library(plunit)).

:- begin_tests(explain).

two_by_two([category(p, [a, b]), category(n, [x, y]), clue(1, same(p:a, n:y))]).

test(header_example_is_one_clue_step) :-
    two_by_two(P),
    explanation(P, [], Steps, Open),
    assertion(Steps == [step([1], [], [no(p:a, n:x), yes(p:a, n:y), yes(p:b, n:x), no(p:b, n:y)], no)]),
    assertion(Open == []).

test(check_mark_rules_out_its_row_and_column) :-
    P = [category(p, [a, b, c]), category(n, [x, y, z])],
    next_step(P, [yes(p:a, n:y)], Step),
    assertion(Step == step([], [yes(p:a, n:y)], [no(p:a, n:x), no(p:a, n:z), no(p:b, n:y), no(p:c, n:y)], no)).

test(clashing_clues_end_in_a_contradiction) :-
    P = [category(p, [a, b]), category(n, [x, y]), clue(1, same(p:a, n:y)), clue(2, same(p:a, n:x))],
    explanation(P, [], Steps, _),
    last(Steps, step(_, _, Derived, _)),
    assertion(Derived == contradiction).

test(forced_facts_without_clues_are_the_given_ones_and_their_row) :-
    P = [category(p, [a, b]), category(n, [x, y])],
    forced_facts(P, [], [yes(p:a, n:x)], Forced),
    assertion(Forced == [yes(p:a, n:x), no(p:a, n:y), no(p:b, n:x), yes(p:b, n:y)]).

test(no_clues_leave_every_cell_open) :-
    P = [category(p, [a, b]), category(n, [x, y])],
    explanation(P, [], Steps, Open),
    assertion(Steps == []),
    assertion(length(Open, 4)).

:- end_tests(explain).
