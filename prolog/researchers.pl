/*  researchers.pl -- four researchers, their birth years, sports and research interests, as
    logic-grid facts.

    Source: Rainhard Findling's post "Solving Logic Puzzles in Prolog: Puzzle 3 of 3".
    Clue 8 is applied as written (hurdle OR javelin); the post's program encodes the opposite
    and so prints a wrong answer. The fact vocabulary is documented in logic_grid.pl.

    Queries to type in `swipl prolog/researchers.pl`:
    ?- solution(S), print_solution(S).
    ?- findall(S, solution(S), L), length(L, N).                   % N = 1
*/

:- module(researchers, [solution/1, solution_table/2, print_solution/1]).

:- use_module(library(clpfd)).
:- use_module(logic_grid).

:- discontiguous category/2, category_numbers/2.

category(researcher, ['Ainsley', 'Madeline', 'Sophie', 'Theodore']).
category(year, ['1920', '1921', '1933', '1973']).
category_numbers(year, [1920, 1921, 1933, 1973]).
category(sport, [hurdle, relay, javelin, longjump]).
category(research, [earthquakes, hurricanes, tornados, wildfires]).

% 1. The competition for Theodore or Ainsley is javelin.
clue(1, any_of([same(researcher:'Theodore', sport:javelin),
                same(researcher:'Ainsley', sport:javelin)])).
% 2. The researcher interested in hurricane research has relay as sports subject.
clue(2, same(research:hurricanes, sport:relay)).
% 3. Sophie is not the researcher who has relay as sports subject.
clue(3, different(researcher:'Sophie', sport:relay)).
% 4. Either the researcher who has longjump as sports subject or Theodore was born in 1933 -
%    the other one was born in 1921.
clue(4, pair(sport:longjump, researcher:'Theodore', year:'1933', year:'1921')).
% 5. The researcher with relay as sports subject was born before Theodore.
clue(5, less(sport:relay, researcher:'Theodore', year)).
% 6. The researcher interested in wildfires was born after the researcher doing longjumps for
%    sports.
clue(6, less(sport:longjump, research:wildfires, year)).
% 7. Neither Sophie nor Ainsley are researching wildfires.
clue(7, different(researcher:'Sophie', research:wildfires)).
clue(7, different(researcher:'Ainsley', research:wildfires)).
% 8. The researcher interested in earthquakes has either hurdle or javelin as sports interest.
clue(8, any_of([same(research:earthquakes, sport:hurdle),
                same(research:earthquakes, sport:javelin)])).
% 9. The researcher interested in earthquakes was born in 1933.
clue(9, same(research:earthquakes, year:'1933')).
% 10. Madeline was not born in 1921.
clue(10, different(researcher:'Madeline', year:'1921')).

%!  solution(-Table) is nondet.
%   One table(Header, Rows) per solution (one row per researcher).
solution(Table) :- grid_solution(researchers, Table).

%!  solution_table(+Solution, -Table) is det.
solution_table(Table, Table).

%!  print_solution(+Solution) is det.
print_solution(Table) :- print_table(Table).
