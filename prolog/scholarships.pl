/*  scholarships.pl -- four students, their scholarships and majors, as logic-grid facts.

    Source: Rainhard Findling's post "Solving Logic Puzzles in Prolog: Puzzle 1 of 3", the
    small puzzle, all five clues. One printing of the post drops clue 3; that four-clue variant
    has 5 solutions and lives in prolog/tests/scholarships_four_clues.pl. The fact vocabulary is documented in logic_grid.pl.

    Queries to type in `swipl prolog/scholarships.pl`:
    ?- solution(S), print_solution(S).
    ?- findall(S, solution(S), L), length(L, N).                   % N = 1
*/

:- module(scholarships, [solution/1, solution_table/2, print_solution/1]).

:- use_module(library(clpfd)).
:- use_module(logic_grid).

:- discontiguous category/2, category_numbers/2.

category(student, ['Carrie', 'Erma', 'Ora', 'Tracy']).
category(scholarship, ['25000', '30000', '35000', '40000']).
category_numbers(scholarship, [25000, 30000, 35000, 40000]).
category(major, ['Astronomy', 'English', 'Philosophy', 'Physics']).

% 1. The student who studies Astronomy gets a smaller scholarship than Ora.
clue(1, less(major:'Astronomy', student:'Ora', scholarship)).
% 2. Ora is either the one who studies English or the one who studies Philosophy.
clue(2, one_of([same(student:'Ora', major:'English'),
                same(student:'Ora', major:'Philosophy')])).
% 3. The student who studies Physics has a 5000 USD bigger scholarship than Carrie.
clue(3, offset(major:'Physics', student:'Carrie', scholarship, 5000)).
% 4. Erna has a 10000 USD bigger scholarship than Carrie.  ("Erna" is a typo for Erma)
clue(4, offset(student:'Erma', student:'Carrie', scholarship, 10000)).
% 5. Tracy has a bigger scholarship than the student that studies English.
clue(5, less(major:'English', student:'Tracy', scholarship)).

%!  solution(-Table) is nondet.
%   One table(Header, Rows) per solution (one row per student).
solution(Table) :- grid_solution(scholarships, Table).

%!  solution_table(+Solution, -Table) is det.
solution_table(Table, Table).

%!  print_solution(+Solution) is det.
print_solution(Table) :- print_table(Table).
