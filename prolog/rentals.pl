/*  rentals.pl -- five car rental contracts (customer, car, pickup location, days), as
    logic-grid facts.

    Source: Rainhard Findling's post "Solving Logic Puzzles in Prolog: Puzzle 1 of 3", the
    slightly bigger puzzle. The fact vocabulary is documented in logic_grid.pl.

    Queries to type in `swipl prolog/rentals.pl`:
    ?- solution(S), print_solution(S).
    ?- findall(S, solution(S), L), length(L, N).                   % N = 1
*/

:- module(rentals, [solution/1, solution_table/2, print_solution/1]).

:- use_module(library(clpfd)).
:- use_module(logic_grid).

:- discontiguous category/2, category_numbers/2.

category(customer, ['Freda', 'Opal', 'Penny', 'Sarah', 'Vicky']).
category(car, ['Dodge', 'Fiat', 'Hyundai', 'Jeep', 'Nissan']).
category(location, ['Brownfield', 'Durham', 'Iowa Falls', 'Los Altos', 'Redding']).
category(days, ['2', '3', '4', '5', '6']).
category_numbers(days, [2, 3, 4, 5, 6]).

% 1. The contracts of Vicky, the one with pickup location in Los Altos, the one with pickup
%    location in Durham and the one with the Fiat are all different contracts.
clue(1, all_different([customer:'Vicky', location:'Los Altos', location:'Durham', car:'Fiat'])).
% 2. The contract with the Jeep is not in Iowa Falls.
clue(2, different(car:'Jeep', location:'Iowa Falls')).
% 3. The contract of Vicky and the one with the Nissan are picked up in either Los Altos or
%    Redding.
clue(3, pair(customer:'Vicky', car:'Nissan', location:'Los Altos', location:'Redding')).
% 4. Penny's contract is not for 6 days.
clue(4, different(customer:'Penny', days:'6')).
% 5. The contract in Iowa Falls is for 5 days.
clue(5, same(location:'Iowa Falls', days:'5')).
% 6. The contract with the Durham is 3 days longer than the contract of Opal.
clue(6, offset(location:'Durham', customer:'Opal', days, 3)).
% 7. Of the contract with Nissan and the 2 day contract, one is picked up in Redding and the
%    other is Freda's contract.
clue(7, pair(car:'Nissan', days:'2', location:'Redding', customer:'Freda')).
% 8. The contract with the Jeep is not for 6 days.
clue(8, different(car:'Jeep', days:'6')).
% 9. The contract of Opal is 1 day longer than the one with the Hyundai.
clue(9, offset(customer:'Opal', car:'Hyundai', days, 1)).

%!  solution(-Table) is nondet.
%   One table(Header, Rows) per solution (one row per customer).
solution(Table) :- grid_solution(rentals, Table).

%!  solution_table(+Solution, -Table) is det.
solution_table(Table, Table).

%!  print_solution(+Solution) is det.
print_solution(Table) :- print_table(Table).
