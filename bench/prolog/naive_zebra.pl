/*  naive_zebra.pl -- the zebra puzzle by plain generate-and-test in the style of the seed
    posts: houses are h(House, Color, Nationality, Drink, Smoke, Pet) terms in a list, clues
    are member/2 patterns, and every value is made to appear at the end. A baseline for
    bench/prolog/grid_bench.pl, not part of pylogic.

    ?- all_solutions(L), length(L, N).       % N = 1
*/

:- module(naive_zebra, [all_solutions/1]).

:- use_module(library(lists)).

%!  all_solutions(-Solutions) is det.
%   Solutions: one list of rows [House, Color, Nationality, Drink, Smoke, Pet] per answer.
all_solutions(Solutions) :-
    findall(Rows, (zebra_houses(Houses), maplist(house_row, Houses, Rows)), Solutions).

house_row(House, Row) :- House =.. [h|Row].

zebra_houses(Houses) :-
    Houses = [h('1',_,_,_,_,_), h('2',_,_,_,_,_), h('3',_,_,_,_,_), h('4',_,_,_,_,_),
              h('5',_,_,_,_,_)],
    member(h(_, red, 'Englishman', _, _, _), Houses),                          % 2
    member(h(_, _, 'Spaniard', _, _, dog), Houses),                            % 3
    member(h(_, green, _, coffee, _, _), Houses),                              % 4
    member(h(_, _, 'Ukrainian', tea, _, _), Houses),                           % 5
    append(_, [h(_, ivory, _, _, _, _), h(_, green, _, _, _, _)|_], Houses),   % 6
    member(h(_, _, _, _, 'Old Gold', snails), Houses),                         % 7
    member(h(_, yellow, _, _, 'Kools', _), Houses),                            % 8
    Houses = [_, _, h(_, _, _, milk, _, _), _, _],                             % 9
    Houses = [h(_, _, 'Norwegian', _, _, _)|_],                                % 10
    next_to(h(_, _, _, _, 'Chesterfield', _), h(_, _, _, _, _, fox), Houses),  % 11
    next_to(h(_, _, _, _, 'Kools', _), h(_, _, _, _, _, horse), Houses),       % 12
    member(h(_, _, _, 'orange juice', 'Lucky Strike', _), Houses),             % 13
    member(h(_, _, 'Japanese', _, 'Parliament', _), Houses),                   % 14
    next_to(h(_, _, 'Norwegian', _, _, _), h(_, blue, _, _, _, _), Houses),    % 15
    every_value_present(Houses).

next_to(A, B, Houses) :- append(_, [A, B|_], Houses).
next_to(A, B, Houses) :- append(_, [B, A|_], Houses).

%   Five values in five houses, each present: so each is in exactly one house.
every_value_present(Houses) :-
    maplist(value_present(Houses, 2), [red, green, ivory, yellow, blue]),
    maplist(value_present(Houses, 3), ['Englishman', 'Spaniard', 'Ukrainian', 'Norwegian',
                                       'Japanese']),
    maplist(value_present(Houses, 4), [coffee, tea, milk, 'orange juice', water]),
    maplist(value_present(Houses, 5), ['Old Gold', 'Kools', 'Chesterfield', 'Lucky Strike',
                                       'Parliament']),
    maplist(value_present(Houses, 6), [dog, snails, fox, horse, zebra]).

value_present(Houses, Column, Value) :-
    member(House, Houses),
    arg(Column, House, Value).
