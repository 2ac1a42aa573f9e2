/*  hand_zebra.pl -- the zebra puzzle written directly in CLP(FD): the yardstick for the
    fact-driven engine (prolog/logic_grid.pl). Each variable holds the house (1..5) of a value.

    ?- all_solutions(L), length(L, N).       % N = 1
*/

:- module(hand_zebra, [zebra_model/1, all_solutions/1]).

:- use_module(library(clpfd)).

%!  zebra_model(-Houses) is det.
%   Houses: lists of house numbers [Colors, Nationalities, Drinks, Smokes, Pets] with every
%   clue posted, not labelled.
zebra_model([Colors, Nationalities, Drinks, Smokes, Pets]) :-
    Colors = [Red, Green, Ivory, Yellow, Blue],
    Nationalities = [Englishman, Spaniard, Ukrainian, Norwegian, Japanese],
    Drinks = [Coffee, Tea, Milk, OrangeJuice, _Water],
    Smokes = [OldGold, Kools, Chesterfield, LuckyStrike, Parliament],
    Pets = [Dog, Snails, Fox, Horse, _Zebra],
    Groups = [Colors, Nationalities, Drinks, Smokes, Pets],
    maplist([Group]>>(Group ins 1..5, all_different(Group)), Groups),
    Englishman #= Red,                      % 2
    Spaniard #= Dog,                        % 3
    Coffee #= Green,                        % 4
    Ukrainian #= Tea,                       % 5
    Green #= Ivory + 1,                     % 6
    OldGold #= Snails,                      % 7
    Kools #= Yellow,                        % 8
    Milk #= 3,                              % 9
    Norwegian #= 1,                         % 10
    abs(Chesterfield - Fox) #= 1,           % 11
    abs(Kools - Horse) #= 1,                % 12
    LuckyStrike #= OrangeJuice,             % 13
    Japanese #= Parliament,                 % 14
    abs(Norwegian - Blue) #= 1.             % 15

%!  all_solutions(-Solutions) is det.
%   Every labelled model, first-fail order as in the engine.
all_solutions(Solutions) :-
    findall(Groups,
            ( zebra_model(Groups), append(Groups, Vars), labeling([ff], Vars) ),
            Solutions).
