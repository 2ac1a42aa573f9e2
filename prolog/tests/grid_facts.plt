/*  plunit tests for grid_facts.pl (whether cell facts can all hold on a logic grid).

    Run: swipl -g run_tests -t halt prolog/tests/grid_facts.plt

    The reasoning is checked against every way of filling small grids, enumerated here
    independently of it (one permutation of the entities per category).
*/
:- use_module('../grid_facts.pl').
:- use_module(library(plunit)).
:- use_module(library(random)).

:- begin_tests(grid_facts).

test(header_example) :-
    grid_facts_model([p-[a, b], n-[x, y]], [], Model),
    grid_facts_solution(Model, [no(p:a, n:x)], Solution),
    get_assoc(n-x, Solution, Entity),
    assertion(Entity == 2).

test(pigeonhole_no_length_left, [fail]) :-
    % Birch carries 7 riders, and every length is ruled out for Birch or for 7.
    grid_facts_model([club-[alder, birch, cedar], length-[l20, l24, l28], riders-[r3, r5, r7]],
                     [], Model),
    grid_facts_solution(Model, [yes(club:birch, riders:r7), no(club:birch, length:l20),
                                no(length:l24, riders:r7), no(club:birch, length:l28)], _).

test(check_marks_joining_two_values_of_one_category, [fail]) :-
    grid_facts_model([p-[a, b], n-[x, y], q-[s, t]], [], Model),
    grid_facts_solution(Model, [yes(n:x, q:s), yes(n:y, q:s)], _).

test(check_mark_and_cross_on_one_cell, [fail]) :-
    grid_facts_model([p-[a, b, c], n-[x, y, z], q-[s, t, u]], [], Model),
    grid_facts_solution(Model, [yes(n:x, q:s), no(q:s, n:x)], _).

test(relation_facts_of_clues_that_are_cell_facts) :-
    relation_facts(all_different([p:a, n:x, p:b]), Facts),
    assertion(Facts == [no(p:a, n:x), no(n:x, p:b)]),
    relation_facts(not(different(p:a, n:y)), Same),
    assertion(Same == [yes(p:a, n:y)]),
    assertion(\+ relation_facts(less(p:a, n:x, n), _)),
    assertion(\+ relation_facts(same(p:a, p:b), _)).

test(offset_leaves_no_length_for_the_first_value, [fail]) :-
    % Maple 4 feet longer than Alder, and Alder's float the 24-foot one or the 28-foot one:
    % Maple would need 28 or 32 feet, and 28 is ruled out for Maple.
    Categories = [club-[alder, maple, cedar], length-[l20, l24, l28]],
    relation_order(offset(club:maple, club:alder, length, 4), [length-[20, 24, 28]], Order),
    grid_facts_model(Categories, [], [Order], Model),
    grid_facts_solution(Model, [no(club:alder, length:l20), no(club:maple, length:l28)], _).

test(relation_order_of_order_clues_only) :-
    relation_order(less(p:a, n:x, n), [n-[10, 20, 30]], Less),
    assertion(Less == order(p:a, n:x, n, [1-2, 1-3, 2-3])),
    relation_order(offset(p:a, p:b, n, -10), [n-[10, 20, 30]], Offset),
    assertion(Offset == order(p:a, p:b, n, [1-2, 2-3])),
    assertion(\+ relation_order(less(p:a, n:x, q), [n-[10, 20, 30]], _)),
    assertion(\+ relation_order(same(p:a, n:x), [n-[10, 20, 30]], _)).

test(order_clues_agree_with_every_way_of_filling_small_grids) :-
    set_random(seed(20261128)),
    forall(between(1, 150, _), random_order_case_agrees).

test(agrees_with_every_way_of_filling_small_grids) :-
    set_random(seed(20261126)),
    forall(between(1, 400, _), random_case_agrees).

test(implied_facts_are_those_every_filling_keeps) :-
    set_random(seed(20261127)),
    forall(between(1, 150, _), random_implied_agrees).

test(kept_facts_describe_a_filling) :-
    set_random(seed(20261130)),
    forall(between(1, 100, _), random_kept_agrees).

:- end_tests(grid_facts).

%   random_kept_agrees: grid_facts_filled/3 finds a filling exactly when some filling keeps
%   the facts, and grid_facts_kept/3 then reads a real one from it: some filling keeps the
%   facts, the probes whose bit is set and the opposite of every other probe.

random_kept_agrees :-
    random_between(2, 4, Size),
    (   Size == 4 -> random_between(2, 3, CategoryCount) ; random_between(2, 4, CategoryCount) ),
    categories(CategoryCount, Size, Categories),
    random_between(0, 6, FactCount),
    length(Facts, FactCount),
    maplist(random_fact(Categories), Facts),
    random_between(0, 8, ProbeCount),
    length(Probes, ProbeCount),
    maplist(random_fact(Categories), Probes),
    grid_facts_model(Categories, [], Model),
    (   grid_facts_filled(Model, Facts, Filled)
    ->  grid_facts_refs(Model, Facts, FactRefs),
        grid_facts_kept(Filled, FactRefs, KeptFacts),
        assertion(KeptFacts =:= (1 << FactCount) - 1),
        grid_facts_refs(Model, Probes, ProbeRefs),
        grid_facts_kept(Filled, ProbeRefs, Kept),
        findall(Read, ( nth0(I, Probes, Probe), probe_read(Kept, I, Probe, Read) ), Reads),
        append(Facts, Reads, Described),
        assertion(some_filling_keeps(Categories, Described))
    ;   assertion(\+ some_filling_keeps(Categories, Facts))
    ).

probe_read(Kept, I, Probe, Probe) :-
    Kept /\ (1 << I) =\= 0, !.
probe_read(_, _, Probe, Opposite) :-
    Probe =.. [Truth, A, B],
    (   Truth == yes -> Opposite = no(A, B) ; Opposite = yes(A, B) ).

%   random_case_agrees: random facts (and a random set of as many values as a category has,
%   given as a possible all_different group, its crosses posted half the time) on a grid of
%   2 to 4 categories of 2 or 3 values, or 2 or 3 of 4 values; a solution exists exactly when some filling of the
%   grid keeps the facts, and the one found keeps them.

random_case_agrees :-
    random_between(2, 4, Size),
    (   Size == 4 -> random_between(2, 3, CategoryCount) ; random_between(2, 4, CategoryCount) ),
    categories(CategoryCount, Size, Categories),
    random_between(0, 12, FactCount),
    length(Random, FactCount),
    maplist(random_fact(Categories), Random),
    findall(C:V, ( member(C-Vs, Categories), member(V, Vs) ), Values),
    random_permutation(Values, Shuffled),
    length(Set, Size),
    append(Set, _, Shuffled),
    findall(no(A, B), ( append(_, [A|Later], Set), member(B, Later),
                        A = CA:_, B = CB:_, CA \== CB ), Crosses),
    (   maybe -> append(Random, Crosses, Facts) ; Facts = Random ),
    grid_facts_model(Categories, [Set], Model),
    (   some_filling_keeps(Categories, Facts)
    ->  grid_facts_solution(Model, Facts, Solution),
        forall(member(Fact, Facts), fact_holds(Solution, Fact))
    ;   \+ grid_facts_solution(Model, Facts, _)
    ).

%   random_order_case_agrees: up to three random facts and one or two random less/offset clues over a
%   numbered category, on a grid of 2 to 4 categories of 2 or 3 values (2 or 3 of 4): the
%   implied facts about every cell are those true in every filling that keeps the facts
%   and the clues (`contradiction` when none does).

random_order_case_agrees :-
    random_between(2, 4, Size),
    (   Size == 4 -> random_between(2, 3, CategoryCount) ; random_between(2, 4, CategoryCount) ),
    categories(CategoryCount, Size, Categories),
    random_member(Cat-_, Categories),
    numlist(0, 6, Candidates),
    random_permutation(Candidates, Shuffled),
    length(Numbers0, Size),
    append(Numbers0, _, Shuffled),
    sort(Numbers0, Numbers),
    random_between(0, 3, FactCount),
    length(Facts, FactCount),
    maplist(random_fact(Categories), Facts),
    random_between(1, 2, ClueCount),
    length(Clues, ClueCount),
    maplist(random_order_clue(Categories, Cat, Numbers), Clues),
    maplist([Clue, Order]>>relation_order(Clue, [Cat-Numbers], Order), Clues, Orders),
    findall(cell(CA:A, CB:B), ( append(_, [CA-As|Later], Categories), member(CB-Bs, Later),
                                member(A, As), member(B, Bs) ), Cells),
    grid_facts_model(Categories, [], Orders, Model),
    grid_facts_implied(Model, Facts, Cells, Implied),
    findall(Filling, ( filling_keeping(Categories, Facts, Filling),
                       forall(member(Clue, Clues), order_holds(Filling, Cat, Numbers, Clue)) ),
            Fillings),
    (   Fillings == []
    ->  assertion(Implied == contradiction)
    ;   findall(Fact, ( member(cell(A, B), Cells), member(Truth, [yes, no]),
                        Fact =.. [Truth, A, B],
                        forall(member(Filling, Fillings), fact_holds(Filling, Fact)) ), Expected),
        assertion(Implied == Expected)
    ).

random_order_clue(Categories, Cat, Numbers, Clue) :-
    findall(C:V, ( member(C-Vs, Categories), member(V, Vs) ), Values),
    random_member(A, Values),
    random_member(B, Values),
    (   maybe
    ->  Clue = less(A, B, Cat)
    ;   random_member(NA, Numbers),
        random_member(NB, Numbers),
        K is NA - NB,
        Clue = offset(A, B, Cat, K)
    ).

%   order_holds(+Filling, +Cat, +Numbers, +Clue): the filling keeps the less/offset clue,
%   each value's number read from the value of Cat that shares its entity.

order_holds(Filling, Cat, Numbers, less(A, B, Cat)) :-
    value_number(Filling, Cat, Numbers, A, NA),
    value_number(Filling, Cat, Numbers, B, NB),
    NA < NB.
order_holds(Filling, Cat, Numbers, offset(A, B, Cat, K)) :-
    value_number(Filling, Cat, Numbers, A, NA),
    value_number(Filling, Cat, Numbers, B, NB),
    NA =:= NB + K.

value_number(Filling, Cat, Numbers, C:V, Number) :-
    get_assoc(C-V, Filling, Entity),
    assoc_to_list(Filling, Pairs),
    member((Cat-Label)-Entity, Pairs),
    atom_concat(v, Position, Label),
    atom_number(Position, I),
    nth1(I, Numbers, Number).

%   random_implied_agrees: on a random grid with random facts, the implied facts about every
%   cell are those true in every filling that keeps the facts (`contradiction` when none does),
%   then again on the same model with a few more facts (the fillings the first call found are
%   reused where they keep them).

random_implied_agrees :-
    random_between(2, 3, Size),
    random_between(2, 4, CategoryCount),
    categories(CategoryCount, Size, Categories),
    random_between(0, 8, FactCount),
    length(Facts, FactCount),
    maplist(random_fact(Categories), Facts),
    findall(cell(CA:A, CB:B), ( append(_, [CA-As|Later], Categories), member(CB-Bs, Later),
                                member(A, As), member(B, Bs) ), Cells),
    grid_facts_model(Categories, [], Model),
    implied_agrees(Categories, Model, Facts, Cells),
    random_between(0, 3, MoreCount),
    length(More, MoreCount),
    maplist(random_fact(Categories), More),
    append(Facts, More, Grown),
    implied_agrees(Categories, Model, Grown, Cells).

%   implied_agrees(+Categories, +Model, +Facts, +Cells): as random_implied_agrees says, on a
%   model that earlier calls may have left fillings in (asked again with more facts, as an
%   explanation does).

implied_agrees(Categories, Model, Facts, Cells) :-
    grid_facts_implied(Model, Facts, Cells, Implied),
    findall(Filling, filling_keeping(Categories, Facts, Filling), Fillings),
    (   Fillings == []
    ->  assertion(Implied == contradiction)
    ;   findall(Fact, ( member(cell(A, B), Cells), member(Truth, [yes, no]),
                        Fact =.. [Truth, A, B],
                        forall(member(Filling, Fillings), fact_holds(Filling, Fact)) ), Expected),
        assertion(Implied == Expected)
    ).

categories(Count, Size, Categories) :-
    numlist(1, Count, Numbers),
    numlist(1, Size, Indexes),
    findall(Name-Labels,
            ( member(N, Numbers), atom_concat(c, N, Name),
              findall(Label, ( member(I, Indexes), atom_concat(v, I, Label) ), Labels) ),
            Categories).

random_fact(Categories, Fact) :-
    random_select(CA-As, Categories, Others),
    random_member(CB-Bs, Others),
    random_member(A, As),
    random_member(B, Bs),
    random_member(Truth, [yes, no, no, no]),
    Fact =.. [Truth, CA:A, CB:B].

%   some_filling_keeps(+Categories, +Facts): some permutation of the entities per category
%   (an assoc Name-Label -> entity) keeps every fact.

some_filling_keeps(Categories, Facts) :-
    filling_keeping(Categories, Facts, _),
    !.

filling_keeping(Categories, Facts, Filling) :-
    Categories = [_-Labels|_],
    length(Labels, Size),
    numlist(1, Size, Entities),
    foldl(category_filling(Entities), Categories, [], Pairs),
    list_to_assoc(Pairs, Filling),
    forall(member(Fact, Facts), fact_holds(Filling, Fact)).

category_filling(Entities, Name-Labels, Pairs0, Pairs) :-
    permutation(Entities, Assigned),
    findall((Name-Label)-Entity, nth1_pair(Labels, Assigned, Label, Entity), Own),
    append(Pairs0, Own, Pairs).

nth1_pair(Labels, Entities, Label, Entity) :-
    nth1(I, Labels, Label),
    nth1(I, Entities, Entity).

fact_holds(Filling, Fact) :-
    Fact =.. [Truth, CA:A, CB:B],
    get_assoc(CA-A, Filling, EA),
    get_assoc(CB-B, Filling, EB),
    (   EA =:= EB -> Truth == yes ; Truth == no ).
