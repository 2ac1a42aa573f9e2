/*  Naive Jodici baseline: generate and test, no CLP(FD).

    Every field is generated with between/3; a sector (3 fields) is tested
    for sum 15 as soon as it is complete, the rings (sum 30) and the digit
    counts (each digit twice) only once the whole board is filled.  This is
    the style of the blog post's Prolog solver; bench/prolog/numeric_bench.pl
    compares it with prolog/jodici.pl.

    ?- naive_jodici_solution([[3,7,'_','_','_','_'],
                              ['_','_',1,5,9,'_'],
                              [6,'_','_','_','_','_']], Rings).
*/
:- module(naive_jodici, [naive_jodici_solution/2]).
:- use_module(library(apply)).
:- use_module(library(lists)).

%!  naive_jodici_solution(+Givens, -Rings) is nondet.
%   Same contract as jodici:jodici_solution/2 (no input validation).
naive_jodici_solution(Givens, Rings) :-
    maplist(maplist(field), Givens, Rings),
    transpose_rings(Rings, Sectors),
    maplist(sector, Sectors),
    maplist(ring, Rings),
    append(Rings, Fields),
    forall(between(1, 9, Digit), occurs_twice(Digit, Fields)).

field('_', _) :- !.
field(Digit, Digit).

sector([Outer, Middle, Inner]) :-
    digit(Outer),
    digit(Middle),
    digit(Inner),
    Outer + Middle + Inner =:= 15.

digit(Digit) :- ( integer(Digit) -> true ; between(1, 9, Digit) ).

ring(Fields) :- sum_list(Fields, 30).

occurs_twice(Digit, Fields) :-
    include(==(Digit), Fields, Occurrences),
    length(Occurrences, 2).

transpose_rings([[], [], []], []) :- !.
transpose_rings([[A|As], [B|Bs], [C|Cs]], [[A, B, C]|Sectors]) :-
    transpose_rings([As, Bs, Cs], Sectors).
