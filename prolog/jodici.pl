/*  Jodici: 3 nested rings x 6 sectors, each field a digit 1..9.

    Rules: every digit 1..9 is used exactly twice, every sector (a column
    of 3 fields, one per ring) sums to 15, every ring (a row of 6 fields)
    sums to 30.

    An instance is given as 3 rows (rings, outermost first) of 6 cells,
    each cell an integer 1..9 or the atom '_' (empty).

    Example queries (swipl prolog/jodici.pl):

      ?- solution(S), print_solution(S).
      ?- findall(S, solution(S), L), length(L, N).          % N = 1
      ?- jodici_solution([[3,7,'_','_','_','_'],
                          ['_','_',1,5,9,'_'],
                          [6,'_','_','_','_','_']], Rings).
      ?- solution(S), solution_table(S, T).
*/
:- module(jodici,
          [ jodici_solution/2,          % +Givens, -Rings
            jodici_constraints/2,       % +Givens, -Rings (posted, unlabelled)
            solution/1,                 % -Rings of the seed instance
            solution_table/2,           % +Rings, -table(Header, Rows)
            print_solution/1            % +Rings
          ]).
:- use_module(library(clpfd)).
:- use_module(library(apply)).
:- use_module(library(lists)).

%!  seed_givens(-Givens) is det.
%   The Jodici of Rainhard Findling's post "Jodici solver: Python vs Prolog".
seed_givens([ [3, 7, '_', '_', '_', '_'],
              ['_', '_', 1, 5, 9, '_'],
              [6, '_', '_', '_', '_', '_'] ]).

%!  solution(-Rings) is nondet.
%   One Rings per solution of the seed instance.
solution(Rings) :-
    seed_givens(Givens),
    jodici_solution(Givens, Rings).

%!  jodici_solution(+Givens, -Rings) is nondet.
%   Rings (3 lists of 6 integers) completes Givens; one answer per solution.
%   Throws error(type_error(jodici_grid, Givens), _) for a wrong shape and
%   error(domain_error(jodici_cell, Cell), _) for a cell that is neither
%   an integer 1..9 nor '_'.
jodici_solution(Givens, Rings) :-
    jodici_constraints(Givens, Rings),
    append(Rings, Fields),
    labeling([ff], Fields).

%!  jodici_constraints(+Givens, -Rings) is semidet.
%   Rings are the 3x6 field variables with all Jodici rules posted.
jodici_constraints(Givens, Rings) :-
    must_be_jodici_grid(Givens),
    maplist(maplist(given_field), Givens, Rings),
    append(Rings, Fields),
    Fields ins 1..9,
    maplist(sums_to(30), Rings),
    transpose(Rings, Sectors),
    maplist(sums_to(15), Sectors),
    findall(Digit-2, between(1, 9, Digit), TwiceEach),
    % value consistency: the full flow-based filtering costs more than it
    % prunes on 18 fields (seed, all solutions: 5 ms instead of 21 ms)
    global_cardinality(Fields, TwiceEach, [consistency(value)]).

sums_to(Total, Fields) :- sum(Fields, #=, Total).

given_field('_', _) :- !.
given_field(Digit, Digit).

must_be_jodici_grid(Givens) :-
    (   is_list(Givens), length(Givens, 3),
        maplist([Ring]>>(is_list(Ring), length(Ring, 6)), Givens)
    ->  maplist(maplist(must_be_jodici_cell), Givens)
    ;   throw(error(type_error(jodici_grid, Givens),
                    context(jodici_solution/2, '3 lists of 6 cells expected')))
    ).

must_be_jodici_cell(Cell) :-
    (   Cell == '_' -> true
    ;   integer(Cell), between(1, 9, Cell) -> true
    ;   throw(error(domain_error(jodici_cell, Cell),
                    context(jodici_solution/2, 'a cell is an integer 1..9 or \'_\'')))
    ).

%!  solution_table(+Rings, -Table) is det.
%   Table = table([ring, s1, ..., s6], Rows), one row per ring.
solution_table(Rings, table([ring, s1, s2, s3, s4, s5, s6], Rows)) :-
    findall([Ring|Fields], nth1(Ring, Rings, Fields), Rows).

%!  print_solution(+Rings) is det.
print_solution(Rings) :-
    forall(member(Ring, Rings),
           ( forall(member(Field, Ring), format("~|~t~w~3+", [Field])), nl )).
