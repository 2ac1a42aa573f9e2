/*  explain.pl -- step-by-step explanations of logic-grid puzzles, on top of logic_grid.pl.

    A CELL FACT says whether two values (of different categories) belong to the same entity:

      yes(A, B)    A and B are the same entity      (a check mark in the grid)
      no(A, B)     they are not                     (a cross)

    A and B are Category:Value references as in logic_grid.pl, A's category declared before
    B's. Puzzle is a list of category/2, category_numbers/2 and clue/2 terms (logic_grid.pl's
    fact vocabulary).

    A STEP is step(Clues, Support, Derived, CaseSplit):
      Clues      the clue numbers it uses ([] for the grid rules alone: each value once)
      Support    the earlier cell facts it uses; no clue and no fact of it can be dropped
      Derived    the new cell facts the clues and facts force (true in every way of filling
                 the grid that keeps them), or `contradiction` when they cannot all hold
      CaseSplit  `no` when constraint propagation alone derives them, `yes` when it takes
                 trying cases (a search)

    Steps are chosen cheapest first: fewer clues, then fewer facts, then the earlier clues.
    A step tries the grid rules alone, then each clue, then the pairs of clues in clue order
    (the first pair that derives something); when none of those derives anything, a
    subset-minimal set of clues (QuickXplain, Junker 2004) for the first cell the whole
    puzzle forces.

    THE API
      explanation(+Puzzle, +Known, -Steps, -Open)   steps from Known until every cell is known
                                                     (Open = []), the clues say no more
                                                     (Open: the cells left open) or a step
                                                     ends in a contradiction
      next_step(+Puzzle, +Known, -Step)              the cheapest next step; fails when the
                                                     clues force nothing new
      forced_facts(+Puzzle, +Clues, +Facts, -Forced) every cell fact Clues and Facts force
                                                     (`contradiction` if they cannot hold)

    EXAMPLE QUERIES (`swipl prolog/explain.pl`)
    ?- P = [category(p, [a, b]), category(n, [x, y]), clue(1, same(p:a, n:y))],
       explanation(P, [], Steps, Open).
    % Steps = [step([1], [], [no(p:a, n:x), yes(p:a, n:y), yes(p:b, n:x), no(p:b, n:y)], no)]
*/

:- module(explain,
          [ explanation/4,
            next_step/3,
            forced_facts/4
          ]).

:- use_module(library(clpfd)).
:- use_module(library(apply)).
:- use_module(library(assoc)).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module(logic_grid).
:- use_module(grid_facts).

%!  explanation(+Puzzle, +Known, -Steps, -Open) is det.

explanation(Puzzle, Known, Steps, Open) :-
    puzzle_cells(Puzzle, Cells),
    unknown_cells(Cells, Known, Unknown),
    empty_assoc(Cache),
    explain_from(Puzzle, Unknown, Known, Cache, Steps, Open).

explain_from(Puzzle, Unknown, Known, Cache0, Steps, Open) :-
    (   cheapest_step(Puzzle, Known, Unknown, Cache0, Cache1, Step)   % on a full grid: a clash
    ->  Steps = [Step|Rest],
        Step = step(_, _, Derived, _),
        (   Derived == contradiction
        ->  Rest = [], Open = Unknown
        ;   append(Known, Derived, Known1),
            unknown_cells(Unknown, Derived, Unknown1),
            get_assoc(grid_index, Cache1, Index0),
            foldl(index_fact, Derived, Index0, Index),
            put_assoc(grid_index, Cache1, Index, Cache),
            explain_from(Puzzle, Unknown1, Known1, Cache, Rest, Open)
        )
    ;   Steps = [], Open = Unknown
    ).

%!  next_step(+Puzzle, +Known, -Step) is semidet.

next_step(Puzzle, Known, Step) :-
    puzzle_cells(Puzzle, Cells),
    unknown_cells(Cells, Known, Unknown),
    Unknown \== [],
    empty_assoc(Cache),
    cheapest_step(Puzzle, Known, Unknown, Cache, _, Step).

%!  forced_facts(+Puzzle, +Clues, +Facts, -Forced) is det.
%
%   Forced: the cell facts (among all cells, Facts included) true in every solution of the
%   clues numbered in Clues together with Facts; `contradiction` when there is none.

forced_facts(Puzzle, Clues, Facts, Forced) :-
    puzzle_cells(Puzzle, Cells),
    findall(Fact, ( member(Fact, Puzzle), Fact \= clue(_, _) ), Categories),
    findall(clue(N, R), ( member(clue(N, R), Puzzle), memberchk(N, Clues) ), Selected),
    append(Categories, Selected, Sub),
    (   focused_model(Sub, Model, Lookup)
    ->  implied_from(Model, Lookup, Facts, Cells, Forced)
    ;   Forced = contradiction
    ).

		 /*******************************
		 *         CHOOSING STEPS       *
		 *******************************/

%   cheapest_step(+Puzzle, +Known, +Unknown, +Cache0, -Cache, -Step)
%   The grid rules first (no clue), then single clues (ordered by cost), then the first pair
%   of clues in clue order that mention a common category; last, a subset-minimal clue set for
%   the first cell all clues force. Cache keeps what each clue set gave, by the number of
%   known facts within its categories: while that number stays, so does its step.

cheapest_step(Puzzle, Known, Unknown, Cache0, Cache, Step) :-
    (   get_assoc(grid_index, Cache0, Index)
    ->  Cache1 = Cache0
    ;   grid_index(Known, Unknown, Index),
        put_assoc(grid_index, Cache0, Index, Cache1)
    ),
    cheapest_step(Puzzle, Known, Unknown, Index, Cache1, Cache, Step).

cheapest_step(Puzzle, Known, Unknown, Index, Cache, Cache, Step) :-
    puzzle_grid(Puzzle, Grid),
    grid_rule_step(Grid, Known, Unknown, Index, Step),
    !.
cheapest_step(Puzzle, Known, Unknown, _, Cache0, Cache, Step) :-
    clue_numbers(Puzzle, Numbers),
    findall([N], member(N, Numbers), Singles),
    candidate_steps(Puzzle, Singles, Known, Unknown, Cache0, Cache1, Found1),
    (   Found1 \== []
    ->  Found = Found1, Cache = Cache1
    ;   findall([A, B], ( append(_, [A|Later], Numbers), member(B, Later),
                          share_category(Puzzle, A, B) ), Pairs),
        first_candidate_step(Puzzle, Pairs, Known, Unknown, Cache1, Cache, Found2),
        Found2 \== []
    ->  Found = Found2
    ;   Cache = Cache1,
        minimal_clue_set(Puzzle, Numbers, Known, Unknown, Clues),
        empty_assoc(NoCache),
        candidate_steps(Puzzle, [Clues], Known, Unknown, NoCache, _, Found),
        Found \== []
    ),
    !,
    keysort(Found, [_-Step|_]).

share_category(Puzzle, A, B) :-
    sub_puzzle(Puzzle, [A], _, CategoriesA),
    sub_puzzle(Puzzle, [B], _, CategoriesB),
    member(Cat, CategoriesA),
    memberchk(Cat, CategoriesB),
    !.

%   candidate_steps(+Puzzle, +ClueSets, +Known, +Unknown, +Cache0, -Cache, -Found)
%   Found: Cost-Step for each clue set that derives something new from Known. A clue set
%   is looked at only over the categories its clues mention (a smaller puzzle whose
%   solutions include every solution of the whole one, so what it forces is forced).

candidate_steps(Puzzle, ClueSets, Known, Unknown, Cache0, Cache, Found) :-
    foldl(candidate_step(Puzzle, Known, Unknown), ClueSets, Cache0-Found, Cache-[]).

%   first_candidate_step(+Puzzle, +ClueSets, +Known, +Unknown, +Cache0, -Cache, -Found)
%   The same for the first clue set (in the order given) that derives something: pairs of
%   clues are many, and working out the smallest support of each only to keep one made
%   the puzzles that need pairs take minutes.

first_candidate_step(_, [], _, _, Cache, Cache, []).
first_candidate_step(Puzzle, [Clues|ClueSets], Known, Unknown, Cache0, Cache, Found) :-
    candidate_step(Puzzle, Known, Unknown, Clues, Cache0-Found0, Cache1-[]),
    (   Found0 \== []
    ->  Found = Found0, Cache = Cache1
    ;   first_candidate_step(Puzzle, ClueSets, Known, Unknown, Cache1, Cache, Found)
    ).

candidate_step(Puzzle, Known, Unknown, Clues, Cache0-Found0, Cache-Found) :-
    sub_puzzle(Puzzle, Clues, Sub, Categories),
    include(fact_within(Categories), Known, SubKnown),
    include(fact_within(Categories), Unknown, SubUnknown),
    length(SubKnown, KnownCount),
    (   get_assoc(Clues, Cache0, seen(Count, Previous)),
        still_holds(Count, Previous, KnownCount, SubUnknown, Result)
    ->  true
    ;   clue_set_models(Sub, Clues, Cache0, Cache2, Models0),
        clue_set_step(Puzzle, Sub, Clues, Models0, Models, SubKnown, SubUnknown, Result),
        put_assoc(models(Clues), Cache2, Models, Cache1)
    ),
    (   var(Cache1) -> Cache1 = Cache0 ; true ),
    put_assoc(Clues, Cache1, seen(KnownCount, Result), Cache),
    (   Result = found(Cost-Step)
    ->  Found0 = [Cost-Step|Found]
    ;   Found0 = Found
    ).

%   still_holds(+Count, +Previous, +KnownCount, +Unknown, -Result)
%   A clue set's earlier result stands while no fact within its categories was added; an
%   earlier step also stands (its facts are still known, so it is still valid and no cited
%   fact can be dropped) as long as every fact it derives is still open (its support is
%   minimal for the first of them, which must stay among them). Recomputing it each
%   time could find it a cheaper support among the newer facts, but costs a search per clue
%   set and step; this keeps long explanations fast.

still_holds(Count, Result, Count, _, Result) :- !.
still_holds(_, Result, _, Unknown, Result) :-
    Result = found(_-step(_, _, Derived, _)),
    is_list(Derived),
    unknown_set(Unknown, Open),
    forall(member(Fact, Derived), open_fact(Open, Fact)).

open_fact(Open, Fact) :-
    Fact =.. [_, A, B],
    get_assoc(A-B, Open, _).

%   clue_set_models(+Sub, +Clues, +Cache0, -Cache, -Models)
%   Models = models(ClueModel, GridModel): the constraints of the clues over Sub's
%   categories, and of the grid alone over them (for a single clue), each model(Model,
%   Lookup) or `none` when propagation alone shows it has no solution. Built once per clue
%   set and kept in the cache: every later use posts its facts inside findall/3 or \+, so
%   the models come back unchanged, and building them was a fifth of the time.
%   Clues that grid_facts.pl reasons about get ClueModel = unbuilt(Model) first, Model
%   without CLP(FD) variables: what they force is worked out on the grid, and most clue
%   sets (pairs above all) never force anything new; the CLP(FD) model, needed for a step
%   (whether propagation decides it) or to tell a contradiction, is built when one comes.

clue_set_models(Sub, Clues, Cache0, Cache, Models) :-
    (   get_assoc(models(Clues), Cache0, Models)
    ->  Cache = Cache0
    ;   (   facts_model(Sub, Clues, FactsModel)
        ->  ClueModel = unbuilt(FactsModel)
        ;   model_or_none(Sub, Clues, ClueModel)
        ),
        (   Clues = [_] -> model_or_none(Sub, [], GridModel) ; GridModel = none ),
        Models = models(ClueModel, GridModel),
        put_assoc(models(Clues), Cache0, Models, Cache)
    ).

model_or_none(Sub, Clues, Model) :-
    (   focused_model(Sub, Clues, Model0, Lookup)
    ->  Model = model(Model0, Lookup)
    ;   Model = none
    ).

%   facts_model(+Sub, +Clues, -Model) is semidet.
%   Model: a focused/4 model with only its grid facts part, for clues that grid_facts.pl
%   reasons about (fails for others).

facts_model(Sub, Clues, focused(unbuilt, [], pool([], []), Facts)) :-
    findall(Name-Labels, member(category(Name, Labels), Sub), Labelled),
    model_facts(Sub, Clues, Labelled, Facts),
    Facts \== none.

%   clue_set_step(+Puzzle, +Sub, +Clues, +Models0, -Models, +Known, +Unknown, -Result)
%   Result: found(Cost-Step) for the step the clues take from Known (a contradiction when
%   their model is `none`: built once, it is not built again to see that), or none. Models:
%   Models0 with the CLP(FD) model of the clues built, if an unbuilt one forced something
%   (or nothing at all can hold): a satisfiable model forcing nothing new needs none, since
%   propagation, which is sound, cannot refute clues that can all hold.

clue_set_step(Puzzle, Sub, Clues, models(ClueModel0, GridModel), models(ClueModel, GridModel),
              Known, Unknown, Result) :-
    (   ClueModel0 = unbuilt(FactsModel)
    ->  implied_from(FactsModel, none, Known, Unknown, Implied),
        (   Implied == []
        ->  ClueModel = ClueModel0
        ;   model_or_none(Sub, Clues, ClueModel)
        )
    ;   ClueModel = ClueModel0,
        (   ClueModel = model(Model0, Lookup0)
        ->  implied_from(Model0, Lookup0, Known, Unknown, Implied)
        ;   true
        )
    ),
    clue_set_result(Puzzle, Sub, Clues, ClueModel, GridModel, Known, Implied, Result).

%   clue_set_result(+Puzzle, +Sub, +Clues, +ClueModel, +GridModel, +Known, +Implied, -Result)
%   The step from what the clues force with Known (Implied), as clue_set_step/8 says.

clue_set_result(Puzzle, Sub, Clues0, ClueModel, GridModel, Known, Implied, Result) :-
    (   ClueModel = model(Model0, Lookup0),
        (   Implied == contradiction -> Target = contradiction ; Implied = [Target|_] )
    ->  needed_clues(Sub, GridModel, Known, Target, Clues0, Clues),
        (   Clues == Clues0
        ->  Model = Model0, Lookup = Lookup0
        ;   Clues == [], GridModel = model(Model, Lookup)
        ->  true
        ;   focused_model(Sub, Clues, Model, Lookup)
        ),
        minimal_support(Model, Lookup, Clues, Puzzle, Known, Target, Support),
        (   Implied == contradiction -> Candidates = [] ; Candidates = Implied ),
        step_for(Model, Lookup, Clues, Support, Candidates, Step),
        length(Clues, ClueCount),
        length(Support, FactCount),
        Result = found(cost(ClueCount, FactCount, Clues)-Step)
    ;   ClueModel == none
    ->  length(Clues0, ClueCount),
        Result = found(cost(ClueCount, 0, Clues0)-step(Clues0, [], contradiction, no))
    ;   Result = none
    ).

%   needed_clues(+Sub, +GridModel, +Known, +Target, +Clues0, -Clues)
%   A single clue is dropped when the facts alone force the target over its categories (the
%   grid rules above see only rows, columns and shared values). A clue of a larger set is
%   dropped when the others force the target without it over the set's categories: neither
%   clue of a pair forced anything new over its own categories, but over the pair's it may,
%   through facts about the other clue's categories.

needed_clues(_, GridModel, Known, Target, [Clue], Clues) :-
    !,
    (   grid_forces(GridModel, Known, Target) -> Clues = [] ; Clues = [Clue] ).
needed_clues(Sub, _, Known, Target, Clues0, Clues) :-
    (   select(_, Clues0, Rest),
        (   focused_model(Sub, Rest, Model, Lookup)
        ->  facts_force(Model, Lookup, Target, Known)
        ;   true
        )
    ->  model_or_none(Sub, [], GridModel),
        needed_clues(Sub, GridModel, Known, Target, Rest, Clues)
    ;   Clues = Clues0
    ).

grid_forces(none, _, _).
grid_forces(model(Model, Lookup), Known, Target) :-
    facts_force(Model, Lookup, Target, Known).

%   step_for(+Model, +Lookup, +Clues, +Support, +Candidates, -Step)
%   The step from Clues and Support: the Candidates (facts the clues force with every known
%   fact) they force alone, or `contradiction` when there are no candidates.

step_for(Model, Lookup, Clues, Support, Candidates, step(Clues, Support, Derived, CaseSplit)) :-
    (   Candidates == []
    ->  Derived = contradiction
    ;   Candidates = [Target|Others],          % minimal_support/7 proved Support forces it
        include(forced_by(Model, Lookup, Support), Others, Derived0),
        Derived = [Target|Derived0]
    ),
    (   propagation_decides(Lookup, Support, Derived)
    ->  CaseSplit = no
    ;   CaseSplit = yes
    ).

forced_by(Model, Lookup, Support, Fact) :-
    facts_force(Model, Lookup, Fact, Support).

%   propagation_decides(+Lookup, +Support, +Derived)
%   Posting the facts (and the opposite of each derived fact) fails without any search.

propagation_decides(Lookup, Support, contradiction) :-
    !,
    \+ maplist(post_fact(Lookup), Support).
propagation_decides(Lookup, Support, Derived) :-
    \+ \+ ( maplist(post_fact(Lookup), Support),
            forall(member(Fact, Derived), \+ post_opposite(Lookup, Fact)) ).

%   sub_puzzle(+Puzzle, +Clues, -Sub, -Categories)
%   Sub: the categories the clues mention (in declaration order) and those clues.

sub_puzzle(Puzzle, Clues, Sub, Categories) :-
    findall(Cat, ( member(clue(N, Relation), Puzzle), memberchk(N, Clues),
                   category_in(Relation, Cat) ), Mentioned0),
    sort(Mentioned0, Mentioned),
    findall(Fact, ( member(Fact, Puzzle), kept_fact(Mentioned, Clues, Fact) ), Sub),
    findall(Cat, member(category(Cat, _), Sub), Categories).

kept_fact(Mentioned, _, category(Cat, _)) :- memberchk(Cat, Mentioned).
kept_fact(Mentioned, _, category_numbers(Cat, _)) :- memberchk(Cat, Mentioned).
kept_fact(_, Clues, clue(N, _)) :- memberchk(N, Clues).

category_in(Term, Cat) :-
    sub_term(Sub, Term),
    compound(Sub),
    (   Sub = Cat:_
    ;   Sub = less(_, _, Cat)
    ;   Sub = offset(_, _, Cat, _)
    ;   Sub = distance(_, _, Cat, _)
    ;   Sub = difference(_, _, Cat, _, _)
    ),
    atom(Cat).

fact_within(Categories, Fact) :-                 % a yes/2, no/2 or cell/2 term
    arg(1, Fact, CA:_),
    arg(2, Fact, CB:_),
    memberchk(CA, Categories),
    memberchk(CB, Categories).

%   minimal_clue_set(+Puzzle, +Numbers, +Known, +Unknown, -Clues)
%   A subset-minimal set of clues that, with Known, forces the first cell all clues force.

minimal_clue_set(Puzzle, Numbers, Known, Unknown, Clues) :-
    focused_model(Puzzle, Model, Lookup),
    implied_from(Model, Lookup, Known, Unknown, Implied),
    (   Implied == contradiction -> Target = contradiction ; Implied = [Target|_] ),
    quick_explain(clues_force(Puzzle, Known, Target), Numbers, Clues).

clues_force(Puzzle, Known, Target, Clues) :-
    sub_puzzle(Puzzle, Clues, Sub, Categories),
    include(fact_within(Categories), Known, SubKnown),
    (   Target == contradiction -> true ; fact_within(Categories, Target) ),
    (   focused_model(Sub, Model, Lookup)
    ->  facts_force(Model, Lookup, Target, SubKnown)
    ;   true
    ).

		 /*******************************
		 *        MINIMAL SUPPORT       *
		 *******************************/

%   minimal_support(+Model, +Lookup, +Clues, +Puzzle, +Known, +Target, -Support)
%   A subset-minimal list of Known facts that, with the clues of Model, force Target (a
%   fact or `contradiction`). Facts about the values the clues and the target name are
%   tried first, and only the shortest such prefix that suffices is minimised.

minimal_support(Model, Lookup, Clues, Puzzle, Known, Target, Support) :-
    Test = facts_force(Model, Lookup, Target),
    (   call(Test, [])
    ->  Support = []
    ;   relevance_order(Puzzle, Clues, Target, Known, Ordered),
        sufficient_prefix(Test, Ordered, 4, Prefix),
        prefix_support(Model, Test, Target, Prefix, Support)
    ).

%   prefix_support(+Model, +Test, +Target, +Prefix, -Support)
%   QuickXplain over Prefix. On the grid, every way of filling it that a proof finds (it
%   keeps the clues and breaks Target) is kept as the set of Prefix facts it keeps: a later
%   set of facts within one of those does not force Target either, with no search. Over a
%   support, QuickXplain asks about many subsets of the same facts; on
%   founders_day_parade_5x6 these fillings answer nearly half of the proofs that fail.
%   Each answer is the same as the search's, so the support is too.

prefix_support(focused(_, _, _, facts(GridFacts, ClueFacts)), _, Target, Prefix, Support) :-
    !,
    grid_facts_refs(GridFacts, Prefix, Refs),
    opposite_target(Target, Opposite),
    append(Opposite, ClueFacts, Fixed),
    findall(I-Fact, nth0(I, Prefix, Fact), Items),
    quick_explain(kept_force(GridFacts, Fixed, Refs, fillings([])), Items, Minimal),
    pairs_values(Minimal, Support).
prefix_support(_, Test, _, Prefix, Support) :-
    quick_explain(Test, Prefix, Support).

%   kept_force(+GridFacts, +Fixed, +Refs, +Fillings, +Items) is semidet.
%   The facts of Items (I-Fact pairs, I the place in Prefix) with Fixed have no way of
%   filling the grid. Fillings: the masks of the Prefix facts each filling found keeps.

kept_force(GridFacts, Fixed, Refs, Fillings, Items) :-
    items_mask(Items, 0, Mask),
    arg(1, Fillings, Kept),
    \+ ( member(Filled, Kept), Mask /\ \ Filled =:= 0 ),
    pairs_values(Items, Facts),
    append(Fixed, Facts, AllFacts),
    (   grid_facts_filled(GridFacts, AllFacts, Filled)
    ->  grid_facts_kept(Filled, Refs, New),
        nb_setarg(1, Fillings, [New|Kept]),
        fail
    ;   true
    ).

items_mask([], Mask, Mask).
items_mask([I-_|Items], Mask0, Mask) :-
    Mask1 is Mask0 \/ (1 << I),
    items_mask(Items, Mask1, Mask).

%   facts_force(+Model, +Lookup, +Target, +Facts)
%   Model with Facts has no solution where Target fails (no solution at all when Target is
%   `contradiction`). Leaves Model as it was. A model whose clues are cell facts or orders
%   is asked through grid_facts.pl (no CLP(FD) search); both answer the same, since both
%   are complete.

facts_force(focused(_, _, _, facts(GridFacts, ClueFacts)), _, Target, Facts) :-
    !,
    opposite_target(Target, Opposite),
    append([Opposite, ClueFacts, Facts], AllFacts),
    \+ grid_facts_solution(GridFacts, AllFacts, _).
facts_force(Model, Lookup, Target, Facts) :-
    \+ pooled_counterexample(Model, Target, Facts),
    findall(Lookup, limit(1, ( post_known(Lookup, Facts),
                               post_opposite_target(Lookup, Target),
                               target_entities(Lookup, Target, First),
                               focus_label(Model, First) )), Found),
    (   Found = [Solution]
    ->  pool_solution(Model, Solution),
        fail
    ;   true
    ).

%   pooled_counterexample(+Model, +Target, +Facts) is semidet.
%   Some solution of Model found by an earlier search keeps Facts and breaks Target, so
%   Facts do not force Target: no search needed. Every solution of Model (its clues and the
%   grid, without facts) stays one for the whole explanation, and the searches for the
%   smallest support ask again and again about subsets of the same facts.

pooled_counterexample(focused(_, _, Pool, _), Target, Facts) :-
    arg(1, Pool, Solutions),
    member(Solution, Solutions),
    \+ holds_in(Solution, Target),
    forall(member(Fact, Facts), holds_in(Solution, Fact)),
    !.

holds_in(_, contradiction) :- !, fail.
holds_in(Solution, Fact) :-
    Fact =.. [Truth, A, B],
    entity(Solution, A, EA),
    entity(Solution, B, EB),
    (   EA =:= EB -> Truth == yes ; Truth == no ).

%   pool_solution(+Model, +Solution): keeps Solution (a Lookup whose entities are numbers)
%   among the newest pool_size/1 solutions of Model.

pool_solution(focused(_, _, Pool, _), Solution) :-
    arg(1, Pool, Solutions0),
    pool_size(Size),
    length(Solutions0, Length),
    (   Length < Size
    ->  Solutions1 = Solutions0
    ;   append(Solutions1, [_], Solutions0)
    ),
    nb_setarg(1, Pool, [Solution|Solutions1]).

pool_size(64).

opposite_target(contradiction, []) :- !.
opposite_target(yes(A, B), [no(A, B)]).
opposite_target(no(A, B), [yes(A, B)]).

post_opposite_target(_, contradiction) :- !.
post_opposite_target(Lookup, Fact) :-
    post_opposite(Lookup, Fact).

sufficient_prefix(Test, Facts, Length, Prefix) :-
    length(Facts, All),
    (   Length >= All
    ->  Prefix = Facts
    ;   length(Prefix0, Length),
        append(Prefix0, _, Facts),
        call(Test, Prefix0)
    ->  Prefix = Prefix0
    ;   Longer is Length * 2,
        sufficient_prefix(Test, Facts, Longer, Prefix)
    ).

%   relevance_order(+Puzzle, +Clues, +Target, +Facts, -Ordered)
%   Facts sharing more values with the clues and the target first; otherwise in Facts' order.

relevance_order(Puzzle, Clues, Target, Facts, Ordered) :-
    findall(Ref, ( member(clue(N, Relation), Puzzle), memberchk(N, Clues),
                   reference_in(Relation, Ref) ), ClueRefs),
    findall(Ref, reference_in(Target, Ref), TargetRefs),
    append(ClueRefs, TargetRefs, Focus0),
    sort(Focus0, Focus),
    map_list_to_pairs(irrelevance(Focus), Facts, Keyed),
    keysort(Keyed, Sorted),
    pairs_values(Sorted, Ordered).

irrelevance(Focus, Fact, Score) :-
    Fact =.. [_, A, B],
    include(in_list(Focus), [A, B], Shared),
    length(Shared, Count),
    Score is 2 - Count.

in_list(List, Item) :-
    memberchk(Item, List).

reference_in(Term, Cat:Value) :-
    sub_term(Cat:Value, Term),
    atom(Cat), atom(Value).

%   quick_explain(+Test, +Items, -Minimal)
%   Minimal: a subset-minimal sublist of Items for which call(Test, Minimal) succeeds, given
%   that call(Test, Items) does and Test is monotone (QuickXplain, Junker 2004).

quick_explain(Test, Items, Minimal) :-
    (   call(Test, [])
    ->  Minimal = []
    ;   qx(Test, [], [], Items, Minimal)
    ).

qx(Test, Background, Delta, _, []) :-
    Delta \== [],
    call(Test, Background),
    !.
qx(_, _, _, [Item], [Item]) :- !.
qx(Test, Background, _, Items, Minimal) :-
    length(Items, Length),
    Half is Length // 2,
    length(First, Half),
    append(First, Second, Items),
    append(Background, First, Background1),
    qx(Test, Background1, First, Second, Minimal2),
    append(Background, Minimal2, Background2),
    qx(Test, Background2, Minimal2, First, Minimal1),
    append(Minimal1, Minimal2, Minimal).

		 /*******************************
		 *          GRID RULES          *
		 *******************************/

%   grid_rule_step(+Grid, +Known, +Unknown, -Step)
%   A step from the facts alone, cheapest first: a check mark rules out the rest of its row
%   and column (one fact); two facts about a shared value carry over (two facts); a row or
%   column of a sub-grid with one cell left open gets the check mark (its crosses).
%   Grid = grid(CategoryOrder, Size).

grid_rule_step(Grid, Known, Unknown, index(KnownByValue, OpenByValue, Open), Step) :-
    (   member(yes(A, B), Known),
        lined_up(A, B, OpenByValue, Derived), Derived \== []
    ->  Step = step([], [yes(A, B)], Derived, no)
    ;   member(yes(A, B), Known),
        carried_over(Grid, A, B, KnownByValue, Open, Support, Derived)
    ->  Step = step([], [yes(A, B)|Support], Derived, no)
    ;   last_open(Grid, KnownByValue, Unknown, Support, Fact)
    ->  Step = step([], Support, [Fact], no)
    ).

%   lined_up(+A, +B, +OpenByValue, -Derived)
%   Crosses for the open cells in A's row and B's column of their sub-grid.

lined_up(A, B, OpenByValue, Derived) :-
    values_cells(OpenByValue, A, CellsA),
    values_cells(OpenByValue, B, CellsB),
    include(in_line_of(A, B), CellsA, InRow),
    include(in_line_of(A, B), CellsB, InColumn),
    append(InRow, InColumn, Cells0),
    sort(Cells0, Cells),
    maplist(cross, Cells, Derived).

in_line_of(A, B, cell(X, Y)) :-
    (   X == A, same_category(Y, B)
    ;   Y == B, same_category(X, A)
    ),
    !.

same_category(C:_, C:_).

cross(cell(A, B), no(A, B)).

%   carried_over(+Grid, +A, +B, +KnownByValue, +Open, -Support, -Derived)
%   A and B are one entity, and known facts relate one of them to values of a third
%   category, so the other relates to those values the same way (all of one category at
%   once, the first such category found).

carried_over(_, A, B, KnownByValue, Open, Support, Derived) :-
    member(From-To, [A-B, B-A]),
    values_cells(KnownByValue, From, Facts),
    findall(Cat-(Fact-New),
            ( member(Fact, Facts),
              Fact =.. [Truth, X, Y],
              ( X == From -> C = Y ; C = X ),
              \+ same_category(C, A), \+ same_category(C, B),
              (   get_assoc(To-C, Open, _) -> P = To, Q = C
              ;   get_assoc(C-To, Open, _) -> P = C, Q = To
              ),
              New =.. [Truth, P, Q],
              C = Cat:_ ),
            Found),
    Found = [Cat-_|_],
    !,
    findall(Fact-New, member(Cat-(Fact-New), Found), Pairs0),
    % A carried check mark implies the crosses beside it: carry it alone, or the crosses
    % would be cited without being needed.
    (   member(Fact-New, Pairs0), New = yes(_, _)
    ->  Pairs = [Fact-New]
    ;   Pairs = Pairs0
    ),
    pairs_keys_values(Pairs, Support, Derived0),
    sort(Derived0, Derived).

%   last_open(+Grid, +KnownByValue, +Unknown, -Support, -Fact)
%   An open cell whose row (or column) in its sub-grid has crosses everywhere else.

last_open(grid(_, Size), KnownByValue, Unknown, Support, yes(A, B)) :-
    Needed is Size - 1,
    Needed > 0,
    member(cell(A, B), Unknown),
    B = CB:_, A = CA:_,
    (   values_cells(KnownByValue, A, FactsA),
        findall(no(A, CB:Y), member(no(A, CB:Y), FactsA), Support)
    ;   values_cells(KnownByValue, B, FactsB),
        findall(no(CA:X, B), member(no(CA:X, B), FactsB), Support)
    ),
    length(Support, Needed),
    !.

%   grid_index(+Known, +Unknown, -Index)
%   Index = index(KnownByValue, OpenByValue, Open): the known facts and the open cells by
%   value, and the open cells as a set. An explanation keeps it up to date step by step
%   (index_fact/3) instead of building it again for every step.

grid_index(Known, Unknown, index(KnownByValue, OpenByValue, Open)) :-
    by_value(Known, KnownByValue),
    by_value(Unknown, OpenByValue),
    unknown_set(Unknown, Open).

index_fact(Fact, index(KnownByValue0, OpenByValue0, Open0), index(KnownByValue, OpenByValue, Open)) :-
    Fact =.. [_, A, B],
    foldl(add_to_value(Fact), [A, B], KnownByValue0, KnownByValue),
    foldl(remove_from_value(cell(A, B)), [A, B], OpenByValue0, OpenByValue),
    (   del_assoc(A-B, Open0, _, Open) -> true ; Open = Open0 ).

add_to_value(Item, Value, ByValue0, ByValue) :-
    values_cells(ByValue0, Value, Items0),
    append(Items0, [Item], Items),
    put_assoc(Value, ByValue0, Items, ByValue).

remove_from_value(Item, Value, ByValue0, ByValue) :-
    values_cells(ByValue0, Value, Items0),
    exclude(==(Item), Items0, Items),
    put_assoc(Value, ByValue0, Items, ByValue).

%   by_value(+FactsOrCells, -ByValue): each value -> the facts (or cells) that name it.

by_value(Items, ByValue) :-
    findall(Value-Item, ( member(Item, Items), Item =.. [_, A, B], member(Value, [A, B]) ), Pairs),
    keysort(Pairs, Sorted),
    group_pairs_by_key(Sorted, Grouped),
    list_to_assoc(Grouped, ByValue).

values_cells(ByValue, Value, Items) :-
    (   get_assoc(Value, ByValue, Items0) -> Items = Items0 ; Items = [] ).

unknown_set(Unknown, Open) :-
    findall((A-B)-open, member(cell(A, B), Unknown), Pairs),
    list_to_assoc(Pairs, Open).

		 /*******************************
		 *       MODEL AND CELLS        *
		 *******************************/

%   focused_model(+Sub, -Model, -Lookup)
%   Model: the puzzle Sub's constraints (all its clues) and the entity variables of the
%   values its clues name, which the search labels first: a proof that some fact is forced
%   then fails on those few variables instead of trying every order of the other values.

focused_model(Sub, Model, Lookup) :-
    focused_model(Sub, all, Model, Lookup).

%   focused_model(+Sub, +Clues, -Model, -Lookup): the same with only the clues numbered in
%   Clues (`all`: every clue of Sub).

focused_model(Sub, Clues, focused(GridModel, Focus, pool([], []), Facts), Lookup) :-
    grid_model(Sub, Clues, GridModel),
    GridModel = grid_model(Categories, _, _),
    findall(Name-Labels, member(category(Name, Labels, _), Categories), Labelled),
    model_facts(Sub, Clues, Labelled, Facts),
    model_lookup(GridModel, Lookup),
    findall(Ref, ( member(clue(N, Relation), Sub), ( Clues == all -> true ; memberchk(N, Clues) ),
                   reference_in(Relation, Ref) ), Refs),
    maplist(entity(Lookup), Refs, Named),      % outside findall/3, which would copy them
    term_variables(Named, Focus).

%   model_facts(+Sub, +Clues, +Labelled, -Facts)
%   facts(GridFacts, ClueFacts) when the clues say no more than cell facts (the grid rules
%   alone, or clues such as `same` and `all_different`) and orders (`less`, `offset`):
%   proofs then reason over the grid (grid_facts.pl) instead of searching the CLP(FD) model.
%   `none` otherwise. Labelled: the categories of Sub as Name-Labels, in declaration order.

model_facts(Sub, Clues, Labelled, Facts) :-
    findall(Relation, ( member(clue(N, Relation), Sub),
                        ( Clues == all -> true ; memberchk(N, Clues) ) ), Relations),
    findall(Cat-Numbers, member(category_numbers(Cat, Numbers), Sub), Numbered),
    (   foldl(grid_relation(Numbered), Relations, FactLists, [], Orders)
    ->  append(FactLists, ClueFacts),
        findall(Set, member(clue(_, all_different(Set)), Sub), Sets),
        grid_facts_model(Labelled, Sets, Orders, GridFacts),
        Facts = facts(GridFacts, ClueFacts)
    ;   Facts = none
    ).

%   grid_relation(+Numbers, +Relation, -Facts, +Orders0, -Orders)
%   Relation as cell facts, or as an order clue (its facts then []); fails for any other.

grid_relation(_, Relation, Facts, Orders, Orders) :-
    relation_facts(Relation, Facts), !.
grid_relation(Numbers, Relation, [], Orders, [Order|Orders]) :-
    relation_order(Relation, Numbers, Order).

%   focus_label(+Model, +First) is semidet.
%   The first labeling: First's variables, then the clues' values, then all. Called only
%   inside findall/3 or \+ (the searches that propose and prove facts). A search that runs
%   past plain_search_inferences/1 starts again with all_distinct/1 over each category's
%   entities (undone with the labels): its pruning by Hall sets (six values of a category
%   ruled out of five places) is what a proof from a few facts over five categories needs,
%   where all_different/1 alone ran for minutes in a 5x6 corpus puzzle; posted in every
%   search it doubled the time of the others, most of which are short. Both searches are
%   complete, so the first labeling proves or refutes the same. The model keeps
%   all_different/1: propagation_decides/3 (what a case split means) is unchanged.

focus_label(Model, First) :-
    plain_search_inferences(Limit),
    call_with_inference_limit(once(label_focused(Model, First)), Limit, Result),
    (   Result == inference_limit_exceeded
    ->  Model = focused(grid_model(Categories, _, _), _, _, _),
        maplist(distinct_entities, Categories),
        once(label_focused(Model, First))
    ;   true
    ).

%   plain_search_inferences(-Limit): on founders_day_parade_5x6 of the development corpus,
%   with the `ffc` labeling of label_rest/1, 300 000 took 14% longer and 30 000 34% longer;
%   with no limit (no start over) it took twelve times as long.

plain_search_inferences(100000).

label_focused(focused(GridModel, Focus, _, _), First) :-
    term_variables(First-Focus, Variables),
    labeling([ff], Variables),
    label_rest(GridModel).

%   label_rest(+GridModel) is nondet.
%   On grids of up to six values (where grid_label/1 labels with plain `ff`), smallest
%   domain first with ties to the most constrained variable (`ffc`): the slowest proofs over
%   five categories in founders_day_parade_5x6 took half the inferences they took with `ff`.
%   Larger grids keep grid_label/1's reasoning over disjunctive clues.

label_rest(GridModel) :-
    GridModel = grid_model([category(_, Labels, _)|_], SearchVars, _),
    length(Labels, Size),
    (   Size < 7
    ->  labeling([ffc], SearchVars)
    ;   grid_label(GridModel)
    ).

distinct_entities(category(_, _, Entities)) :-
    all_distinct(Entities).

target_entities(_, contradiction, []) :- !.
target_entities(Lookup, Fact, [EA, EB]) :-
    Fact =.. [_, A, B],
    entity(Lookup, A, EA),
    entity(Lookup, B, EB).

%   model_lookup(+Model, -Lookup)
%   Lookup maps Cat-Value to the value's entity variable in Model (see logic_grid.pl).

model_lookup(grid_model(Categories, _, _), Lookup) :-
    empty_assoc(Empty),
    foldl(category_lookup, Categories, Empty, Lookup).

category_lookup(category(Name, Labels, Entities), Lookup0, Lookup) :-
    foldl(value_lookup(Name), Labels, Entities, Lookup0, Lookup).

value_lookup(Name, Label, Entity, Lookup0, Lookup) :-
    put_assoc(Name-Label, Lookup0, Entity, Lookup).

entity(Lookup, Cat:Value, Entity) :-
    get_assoc(Cat-Value, Lookup, Entity).

post_fact(Lookup, yes(A, B)) :-
    entity(Lookup, A, EA), entity(Lookup, B, EB), EA #= EB.
post_fact(Lookup, no(A, B)) :-
    entity(Lookup, A, EA), entity(Lookup, B, EB), EA #\= EB.

%   post_known(+Lookup, +Facts)
%   Posts Facts, leaving out the crosses a check mark in their row or column already implies
%   (each value is one entity): the same solutions for far fewer constraints, since a grid
%   late in an explanation holds mostly such crosses.

post_known(Lookup, Facts) :-
    findall(Key-yes, ( member(yes(A, B), Facts), yes_keys(A, B, Key) ), Pairs0),
    sort(Pairs0, Pairs),
    list_to_assoc(Pairs, Checked),
    exclude(implied_cross(Checked), Facts, Needed),
    maplist(post_fact(Lookup), Needed).

yes_keys(A, CB:_, A-CB).
yes_keys(CA:_, B, B-CA).

implied_cross(Checked, no(A, B)) :-
    (   yes_keys(A, B, Key) ; yes_keys(B, A, Key) ),   % A beside B's category, B beside A's
    get_assoc(Key, Checked, _),
    !.

post_opposite(Lookup, yes(A, B)) :- post_fact(Lookup, no(A, B)).
post_opposite(Lookup, no(A, B)) :- post_fact(Lookup, yes(A, B)).

%   implied_from(+Model, +Lookup, +Known, +Cells, -Implied)
%   The facts about Cells true in every solution of Model with the facts Known, in Cells'
%   order; `contradiction` when there is none. Leaves Model as it was.

implied_from(focused(_, _, _, facts(GridFacts, ClueFacts)), _, Known, Cells, Implied) :-
    !,
    append(ClueFacts, Known, Facts),
    grid_facts_implied(GridFacts, Facts, Cells, Implied).
implied_from(Model, Lookup, Known, Cells, Implied) :-
    earlier_solutions(Model, Known, Earlier),
    findall(Implied0-Found, ( post_known(Lookup, Known)
                            ->  implied(Model, Lookup, Earlier, Cells, Implied0, Found)
                            ;   Implied0 = contradiction, Found = [] ), [Implied-Found]),
    keep_solutions(Model, Known, Found).

%   implied(+Model, +Lookup, +Earlier, +Cells, -Implied, -Found)
%   The facts about Cells (cell(A, B) terms) true in every solution of Model, in Cells'
%   order; `contradiction` when Model has no solution. One solution proposes a value for
%   every cell; the Earlier solutions (each a Lookup with numbers, keeping the facts
%   posted) clear the proposals they disagree with; each other proposal is then tested by
%   searching for a solution without it, and every such counter-example also clears the
%   other proposals it disagrees with. Found: the solutions found here.

implied(Model, Lookup, Earlier, Cells, Implied, Found) :-
    maplist(cell_entities(Lookup), Cells, Entities),
    (   first_truths(Model, Lookup, Entities, Truths, First)
    ->  pairs_keys_values(Proposals0, Cells, Truths),
        pairs_keys_values(EntityProposals, Entities, Truths),
        pairs_keys_values(Tagged0, Proposals0, EntityProposals),
        exclude(broken_earlier(Earlier), Tagged0, Tagged),
        confirmed(Model, Lookup, Tagged, Kept, Counters),
        maplist(cell_fact, Kept, Implied),
        Found = [First|Counters]
    ;   Implied = contradiction,
        Found = []
    ).

broken_earlier(Earlier, (cell(A, B)-Truth)-_) :-
    Fact =.. [Truth, A, B],
    member(Solution, Earlier),
    \+ holds_in(Solution, Fact),
    !.

%   earlier_solutions(+Model, +Known, -Earlier)
%   The solutions that earlier calls of implied_from/5 found for Model and that keep Known:
%   an explanation asks a clue set again at every step with the facts known so far, which
%   only grow, so a solution found with facts that are a prefix of Known still is one when
%   it keeps the facts after that prefix.

earlier_solutions(focused(_, _, Pool, _), Known, Earlier) :-
    arg(2, Pool, Calls),
    findall(Solution, ( member(call(Before, Solutions), Calls),
                        append(Before, New, Known),
                        member(Solution, Solutions),
                        forall(member(Fact, New), holds_in(Solution, Fact)) ),
            Earlier).

%   keep_solutions(+Model, +Known, +Found): Found for the next calls (the newest
%   kept_calls/1 calls).

keep_solutions(focused(_, _, Pool, _), Known, Found) :-
    arg(2, Pool, Calls0),
    kept_calls(Most),
    length(Calls0, Length),
    (   Length < Most
    ->  Calls1 = Calls0
    ;   append(Calls1, [_], Calls0)
    ),
    nb_setarg(2, Pool, [call(Known, Found)|Calls1]).

%   kept_calls(-Count): on car_park_6x5, fun_run_6x5, seaview_hotel_6x6 and tv_tonight_6x4
%   together, 4 calls took the fewest inferences (8 and 16: 0.3 % and 1 % more).

kept_calls(4).

cell_entities(Lookup, cell(A, B), EA-EB) :-
    entity(Lookup, A, EA),
    entity(Lookup, B, EB).

first_truths(Model, Lookup, Entities, Truths, Solution) :-
    findall(Truths0-Lookup, limit(1, ( focus_label(Model, []),
                                       maplist(truth, Entities, Truths0) )), [Truths-Solution]).

truth(EA-EB, Truth) :-
    (   EA =:= EB -> Truth = yes ; Truth = no ).

confirmed(_, _, [], [], []).
confirmed(Model, Lookup, [Proposal|Rest], Kept, Counters) :-
    Proposal = (_-_)-(Entities-Truth),
    pairs_values(Rest, RestEntities),
    pairs_keys(RestEntities, RestPairs),
    (   findall(Truths-Lookup, limit(1, ( opposite(Truth, Entities),
                                          focus_label(Model, Entities),
                                          maplist(truth, RestPairs, Truths) )),
                [Counter-Solution])
    ->  pairs_keys_values(Paired, Rest, Counter),
        include(agrees, Paired, Agreeing),
        pairs_keys(Agreeing, Rest1),
        Counters = [Solution|Counters1],
        confirmed(Model, Lookup, Rest1, Kept, Counters1)
    ;   Kept = [Proposal|Kept1],
        confirmed(Model, Lookup, Rest, Kept1, Counters)
    ).

agrees((_-(_-Truth))-Truth).

opposite(yes, EA-EB) :- EA #\= EB.
opposite(no, EA-EB) :- EA #= EB.

cell_fact((cell(A, B)-yes)-_, yes(A, B)).
cell_fact((cell(A, B)-no)-_, no(A, B)).

%   puzzle_cells(+Puzzle, -Cells): cell(A, B) for every pair of values of two categories,
%   A's category first in declaration order.

puzzle_cells(Puzzle, Cells) :-
    include(is_category, Puzzle, Categories),
    findall(cell(CA:A, CB:B),
            ( append(_, [category(CA, As)|Later], Categories),
              member(category(CB, Bs), Later),
              member(A, As), member(B, Bs) ),
            Cells).

is_category(category(_, _)).

puzzle_grid(Puzzle, grid(Order, Size)) :-
    findall(Cat, member(category(Cat, _), Puzzle), Order),
    once(member(category(_, Values), Puzzle)),
    length(Values, Size).

clue_numbers(Puzzle, Numbers) :-
    findall(N, member(clue(N, _), Puzzle), Numbers0),
    sort(Numbers0, Numbers).

unknown_cells(Cells, Known, Unknown) :-
    findall((A-B)-known, (member(Fact, Known), Fact =.. [_, A, B]), Pairs0),
    sort(Pairs0, Pairs),
    list_to_assoc(Pairs, KnownCells),
    exclude(cell_known(KnownCells), Cells, Unknown).

cell_known(KnownCells, cell(A, B)) :-
    get_assoc(A-B, KnownCells, _).
