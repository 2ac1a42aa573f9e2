/*  naive_rentals.pl -- the car rentals puzzle by plain generate-and-test in the style of
    Rainhard Findling's blog posts: each customer's car, location and days come from
    permutations, then every clue is tested. A baseline for bench/prolog/grid_bench.pl, not part of pylogic.

    ?- all_solutions(L), length(L, N).       % N = 1
*/

:- module(naive_rentals, [all_solutions/1]).

:- use_module(library(lists)).

%!  all_solutions(-Solutions) is det.
%   Solutions: one list of rows [Customer, Car, Location, Days] per answer (Days an atom).
all_solutions(Solutions) :-
    findall(Rows, rentals_rows(Rows), Solutions).

rentals_rows(Rows) :-
    Customers = ['Freda', 'Opal', 'Penny', 'Sarah', 'Vicky'],
    permutation(['Dodge', 'Fiat', 'Hyundai', 'Jeep', 'Nissan'], Cars),
    permutation(['Brownfield', 'Durham', 'Iowa Falls', 'Los Altos', 'Redding'], Locations),
    permutation([2, 3, 4, 5, 6], Days),
    contracts(Customers, Cars, Locations, Days, Rs),
    clues_hold(Rs),
    maplist(contract_row, Rs, Rows).

contracts([], [], [], [], []).
contracts([C|Cs], [Car|Cars], [L|Ls], [D|Ds], [r(C, Car, L, D)|Rs]) :-
    contracts(Cs, Cars, Ls, Ds, Rs).

contract_row(r(Customer, Car, Location, Days), [Customer, Car, Location, DaysLabel]) :-
    atom_number(DaysLabel, Days).

clues_hold(Rs) :-
    % 1. Vicky, Los Altos, Durham and the Fiat are four different contracts
    member(r('Vicky', VickyCar, VickyLocation, _), Rs),
    VickyCar \== 'Fiat', \+ memberchk(VickyLocation, ['Los Altos', 'Durham']),
    member(r(_, 'Fiat', FiatLocation, _), Rs),
    \+ memberchk(FiatLocation, ['Los Altos', 'Durham']),
    % 2. the Jeep is not in Iowa Falls
    \+ member(r(_, 'Jeep', 'Iowa Falls', _), Rs),
    % 3. of Vicky and the Nissan, one is in Los Altos and the other in Redding
    member(r(_, 'Nissan', NissanLocation, _), Rs),
    VickyCar \== 'Nissan',
    ( VickyLocation-NissanLocation == 'Los Altos'-'Redding'
    ; VickyLocation-NissanLocation == 'Redding'-'Los Altos'
    ),
    % 4. Penny's contract is not for 6 days
    \+ member(r('Penny', _, _, 6), Rs),
    % 5. Iowa Falls is for 5 days
    member(r(_, _, 'Iowa Falls', 5), Rs),
    % 6. Durham is 3 days longer than Opal
    member(r(_, _, 'Durham', DurhamDays), Rs),
    member(r('Opal', _, _, OpalDays), Rs),
    DurhamDays =:= OpalDays + 3,
    % 7. of the Nissan and the 2 day contract, one is in Redding and the other is Freda's
    member(r(NissanCustomer, 'Nissan', _, NissanDays), Rs),
    member(r(TwoDayCustomer, _, TwoDayLocation, 2), Rs),
    NissanDays =\= 2,
    (   NissanLocation == 'Redding', TwoDayCustomer == 'Freda'
    ;   TwoDayLocation == 'Redding', NissanCustomer == 'Freda'
    ),
    % 8. the Jeep is not for 6 days
    \+ member(r(_, 'Jeep', _, 6), Rs),
    % 9. Opal is 1 day longer than the Hyundai
    member(r(_, 'Hyundai', _, HyundaiDays), Rs),
    OpalDays =:= HyundaiDays + 1.
