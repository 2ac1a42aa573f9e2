/*  Naive equation grid baseline: generate and test, no CLP(FD).

    Unknowns are generated with between/3 in the order of Names; each
    equation is evaluated with is/2 as soon as its last unknown is bound
    (the blog post's branch cutting).  The order of Names is the search
    order: the blog post's hand-picked order (x12, x13, x23, x33, x21,
    x22, x31, x32) is what makes it finish in seconds.

    ?- naive_equation_grid_solution([x11,x12,x13,x23,x33,x21,x22,x31,x32], -9, 99,
           [x11=26],
           [x11 - x12*x13 = -278, x21*x22 + x23 = 216, x31*x32 + x33 = 11,
            x11 + x21 - x31 = 36, x12 + x22 + x32 = 27, x13*x23 - x33 = 245],
           Values).
*/
:- module(naive_equation_grid, [naive_equation_grid_solution/6]).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).

%!  naive_equation_grid_solution(+Names, +Low, +High, +Givens, +Equations, -Values)
%   is nondet.
%   Same contract as equation_grid:equation_grid_solution/6 (expressions of
%   names, integers, +, -, *; no input validation).
naive_equation_grid_solution(Names, Low, High, Givens, Equations, Values) :-
    same_length(Names, Values),
    pairs_keys_values(Bindings, Names, Values),
    maplist(equation_step(Names), Equations, Steps),
    foldl(bind_and_check(Low, High, Givens, Bindings, Steps), Names, 1, _).

%   Step-Equation: Step is the position in Names of the equation's last unknown.
equation_step(Names, Equation, Step-Equation) :-
    term_names(Equation, Used),
    foldl(later_position(Names), Used, 0, Step).

later_position(Names, Name, Step0, Step) :-
    nth1(Position, Names, Name),
    Step is max(Step0, Position).

term_names(Term, Names) :-
    (   atom(Term) -> Names = [Term]
    ;   compound(Term) -> Term =.. [_|Args], maplist(term_names, Args, Lists), append(Lists, Names)
    ;   Names = []
    ).

bind_and_check(Low, High, Givens, Bindings, Steps, Name, Step, NextStep) :-
    memberchk(Name-Value, Bindings),
    (   memberchk(Name = Given, Givens) -> Value = Given ; between(Low, High, Value) ),
    forall(member(Step-Equation, Steps), holds(Bindings, Equation)),
    NextStep is Step + 1.

holds(Bindings, Lhs = Rhs) :-
    value(Bindings, Lhs, Left),
    value(Bindings, Rhs, Right),
    Left =:= Right.

value(_, Integer, Integer) :- integer(Integer), !.
value(Bindings, Name, Value) :- atom(Name), !, memberchk(Name-Value, Bindings).
value(Bindings, A + B, V) :- value(Bindings, A, X), value(Bindings, B, Y), V is X + Y.
value(Bindings, A - B, V) :- value(Bindings, A, X), value(Bindings, B, Y), V is X - Y.
value(Bindings, A * B, V) :- value(Bindings, A, X), value(Bindings, B, Y), V is X * Y.
value(Bindings, -A, V) :- value(Bindings, A, X), V is -X.
