/*  hand_rentals.pl -- the car rentals puzzle written directly in CLP(FD): the yardstick for
    the fact-driven engine (prolog/logic_grid.pl). Each variable holds the duration in days
    (2..6) of the contract a value belongs to; durations are distinct, so they name contracts.

    ?- all_solutions(L), length(L, N).       % N = 1
*/

:- module(hand_rentals, [rentals_model/1, all_solutions/1]).

:- use_module(library(clpfd)).

%!  rentals_model(-Groups) is det.
%   Groups: [Customers, Cars, Locations] as lists of durations with every clue posted.
rentals_model([Customers, Cars, Locations]) :-
    Customers = [Freda, Opal, Penny, _Sarah, Vicky],
    Cars = [_Dodge, Fiat, Hyundai, Jeep, Nissan],
    Locations = [_Brownfield, Durham, IowaFalls, LosAltos, Redding],
    Groups = [Customers, Cars, Locations],
    maplist([Group]>>(Group ins 2..6, all_different(Group)), Groups),
    all_different([Vicky, LosAltos, Durham, Fiat]),                     % 1
    Jeep #\= IowaFalls,                                                 % 2
    Vicky #\= Nissan,                                                   % 3
    (Vicky #= LosAltos #/\ Nissan #= Redding) #\/ (Vicky #= Redding #/\ Nissan #= LosAltos),
    Penny #\= 6,                                                        % 4
    IowaFalls #= 5,                                                     % 5
    Durham #= Opal + 3,                                                 % 6
    Nissan #\= 2,                                                       % 7
    (Nissan #= Redding #/\ Freda #= 2) #\/ (Nissan #= Freda #/\ Redding #= 2),
    Jeep #\= 6,                                                         % 8
    Opal #= Hyundai + 1.                                                % 9

%!  all_solutions(-Solutions) is det.
%   Every labelled model, first-fail order as in the engine.
all_solutions(Solutions) :-
    findall(Groups,
            ( rentals_model(Groups), append(Groups, Vars), labeling([ff], Vars) ),
            Solutions).
