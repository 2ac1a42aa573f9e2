/*  zebra.pl -- the zebra puzzle (Einstein's riddle) as logic-grid facts.

    Source: Rainhard Findling's post "Einstein Riddle/Zebra Puzzle in Prolog", clues from
    Wikipedia.
    All 15 clues are applied (the post's program drops clue 11 and so prints two answers).
    The fact vocabulary is documented in logic_grid.pl.

    Queries to type in `swipl prolog/zebra.pl`:
    ?- solution(S), print_solution(S).
    ?- findall(S, solution(S), L), length(L, N).                   % N = 1
    ?- solution(table(_, Rows)), member(Row, Rows), memberchk(zebra, Row).
*/

:- module(zebra, [solution/1, solution_table/2, print_solution/1]).

:- use_module(library(clpfd)).
:- use_module(logic_grid).

:- discontiguous category/2, category_numbers/2.

category(house, ['1', '2', '3', '4', '5']).
category_numbers(house, [1, 2, 3, 4, 5]).
category(color, [red, green, ivory, yellow, blue]).
category(nationality, ['Englishman', 'Spaniard', 'Ukrainian', 'Norwegian', 'Japanese']).
category(drink, [coffee, tea, milk, 'orange juice', water]).
category(smoke, ['Old Gold', 'Kools', 'Chesterfield', 'Lucky Strike', 'Parliament']).
category(pet, [dog, snails, fox, horse, zebra]).

% 1. There are five houses.  (the size of every category)

% 2. The Englishman lives in the red house.
clue(2, same(nationality:'Englishman', color:red)).
% 3. The Spaniard owns the dog.
clue(3, same(nationality:'Spaniard', pet:dog)).
% 4. Coffee is drunk in the green house.
clue(4, same(drink:coffee, color:green)).
% 5. The Ukrainian drinks tea.
clue(5, same(nationality:'Ukrainian', drink:tea)).
% 6. The green house is immediately to the right of the ivory house.
clue(6, offset(color:green, color:ivory, house, 1)).
% 7. The Old Gold smoker owns snails.
clue(7, same(smoke:'Old Gold', pet:snails)).
% 8. Kools are smoked in the yellow house.
clue(8, same(smoke:'Kools', color:yellow)).
% 9. Milk is drunk in the middle house.
clue(9, same(drink:milk, house:'3')).
% 10. The Norwegian lives in the first house.
clue(10, same(nationality:'Norwegian', house:'1')).
% 11. The man who smokes Chesterfields lives in the house next to the man with the fox.
clue(11, distance(smoke:'Chesterfield', pet:fox, house, 1)).
% 12. Kools are smoked in the house next to the house where the horse is kept.
clue(12, distance(smoke:'Kools', pet:horse, house, 1)).
% 13. The Lucky Strike smoker drinks orange juice.
clue(13, same(smoke:'Lucky Strike', drink:'orange juice')).
% 14. The Japanese smokes Parliaments.
clue(14, same(nationality:'Japanese', smoke:'Parliament')).
% 15. The Norwegian lives next to the blue house.
clue(15, distance(nationality:'Norwegian', color:blue, house, 1)).

%!  solution(-Table) is nondet.
%   One table(Header, Rows) per solution (rows are houses 1..5).
solution(Table) :- grid_solution(zebra, Table).

%!  solution_table(+Solution, -Table) is det.
solution_table(Table, Table).

%!  print_solution(+Solution) is det.
print_solution(Table) :- print_table(Table).
