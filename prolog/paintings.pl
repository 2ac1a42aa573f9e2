/*  paintings.pl -- the painting competition: four painters, their places and subjects, as
    logic-grid facts.

    Source: Rainhard Findling's post "Solving Logic Puzzles in Prolog: Puzzle 2 of 3". The clue
    texts say "Verena" for Vera and "talyor" for Taylor. "Beat" means a better (lower) place.
    The fact vocabulary is documented in logic_grid.pl.

    Queries to type in `swipl prolog/paintings.pl`:
    ?- solution(S), print_solution(S).
    ?- findall(S, solution(S), L), length(L, N).                   % N = 1
*/

:- module(paintings, [solution/1, solution_table/2, print_solution/1]).

:- use_module(library(clpfd)).
:- use_module(logic_grid).

:- discontiguous category/2, category_numbers/2.

category(painter, ['Ada', 'Eilen', 'Jenny', 'Vera']).
category(place, ['1st', '2nd', '3rd', '4th']).
category_numbers(place, [1, 2, 3, 4]).
category(subject, ['Monet', 'Constable', 'Van Gogh', 'Taylor']).

% 1. Eilen painted a constable and was not last in the competition
clue(1, same(painter:'Eilen', subject:'Constable')).
clue(1, different(painter:'Eilen', place:'4th')).
% 2. Jenny took the third place
clue(2, same(painter:'Jenny', place:'3rd')).
% 3. The person painting the Monet took the first place
clue(3, same(subject:'Monet', place:'1st')).
% 4. Ada beat the person painting a talyor, and the person painting a Van Gogh beat Vera
clue(4, less(painter:'Ada', subject:'Taylor', place)).
clue(4, less(subject:'Van Gogh', painter:'Vera', place)).

%!  solution(-Table) is nondet.
%   One table(Header, Rows) per solution (one row per painter).
solution(Table) :- grid_solution(paintings, Table).

%!  solution_table(+Solution, -Table) is det.
solution_table(Table, Table).

%!  print_solution(+Solution) is det.
print_solution(Table) :- print_table(Table).
