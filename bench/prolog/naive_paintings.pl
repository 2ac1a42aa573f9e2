/*  naive_paintings.pl -- the painting competition by plain generate-and-test in the style of
    Rainhard Findling's blog posts: places and subjects come from permutations, then every
    clue is tested. A baseline for bench/prolog/grid_bench.pl, not part of pylogic.

    ?- all_solutions(L), length(L, N).       % N = 1
*/

:- module(naive_paintings, [all_solutions/1]).

:- use_module(library(lists)).

%!  all_solutions(-Solutions) is det.
%   Solutions: one list of rows [Painter, Place, Subject] per answer.
all_solutions(Solutions) :-
    findall(Rows, paintings_rows(Rows), Solutions).

paintings_rows(Rows) :-
    Painters = ['Ada', 'Eilen', 'Jenny', 'Vera'],
    permutation([1, 2, 3, 4], Places),
    permutation(['Monet', 'Constable', 'Van Gogh', 'Taylor'], Subjects),
    painters(Painters, Places, Subjects, All),
    clues_hold(All),
    maplist(painter_row, All, Rows).

painters([], [], [], []).
painters([P|Ps], [Pl|Pls], [S|Ss], [p(P, Pl, S)|All]) :-
    painters(Ps, Pls, Ss, All).

painter_row(p(Painter, Place, Subject), [Painter, PlaceLabel, Subject]) :-
    nth1(Place, ['1st', '2nd', '3rd', '4th'], PlaceLabel).

clues_hold(All) :-
    % 1. Eilen painted the Constable and was not last
    member(p('Eilen', EilenPlace, 'Constable'), All),
    EilenPlace =\= 4,
    % 2. Jenny took the third place
    member(p('Jenny', 3, _), All),
    % 3. the Monet took the first place
    member(p(_, 1, 'Monet'), All),
    % 4. Ada beat the Taylor, and the Van Gogh beat Vera
    member(p('Ada', AdaPlace, _), All),
    member(p(_, TaylorPlace, 'Taylor'), All),
    AdaPlace < TaylorPlace,
    member(p(_, VanGoghPlace, 'Van Gogh'), All),
    member(p('Vera', VeraPlace, _), All),
    VanGoghPlace < VeraPlace.
