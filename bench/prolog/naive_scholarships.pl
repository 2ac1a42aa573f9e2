/*  naive_scholarships.pl -- the scholarships puzzle (five clues) by plain generate-and-test in
    the style of Rainhard Findling's blog posts: scholarships and majors come from
    permutations, then every clue is tested. A baseline for bench/prolog/grid_bench.pl, not part of pylogic.

    ?- all_solutions(L), length(L, N).       % N = 1
*/

:- module(naive_scholarships, [all_solutions/1]).

:- use_module(library(lists)).

%!  all_solutions(-Solutions) is det.
%   Solutions: one list of rows [Student, Scholarship, Major] per answer (Scholarship an atom).
all_solutions(Solutions) :-
    findall(Rows, scholarships_rows(Rows), Solutions).

scholarships_rows(Rows) :-
    Students = ['Carrie', 'Erma', 'Ora', 'Tracy'],
    permutation([25000, 30000, 35000, 40000], Amounts),
    permutation(['Astronomy', 'English', 'Philosophy', 'Physics'], Majors),
    students(Students, Amounts, Majors, All),
    clues_hold(All),
    maplist(student_row, All, Rows).

students([], [], [], []).
students([S|Ss], [A|As], [M|Ms], [s(S, A, M)|All]) :-
    students(Ss, As, Ms, All).

student_row(s(Student, Amount, Major), [Student, AmountLabel, Major]) :-
    atom_number(AmountLabel, Amount).

clues_hold(All) :-
    member(s('Ora', Ora, OraMajor), All),
    member(s('Carrie', Carrie, _), All),
    % 1. Astronomy gets less than Ora
    member(s(_, Astronomy, 'Astronomy'), All),
    Astronomy < Ora,
    % 2. Ora studies English or Philosophy
    memberchk(OraMajor, ['English', 'Philosophy']),
    % 3. Physics gets 5000 more than Carrie
    member(s(_, Physics, 'Physics'), All),
    Physics =:= Carrie + 5000,
    % 4. Erma gets 10000 more than Carrie
    member(s('Erma', Erma, _), All),
    Erma =:= Carrie + 10000,
    % 5. Tracy gets more than English
    member(s('Tracy', Tracy, _), All),
    member(s(_, English, 'English'), All),
    Tracy > English.
