/*  logic_grid.pl -- a generic logic-grid puzzle engine driven by facts.

    THE FACT VOCABULARY (the one place it is documented)
    ====================================================
    A puzzle is a module (or a list of the same terms, see "Puzzle" below) holding only:

      category(Name, Values).           Values: non-empty list of distinct atoms, the labels as
                                        written ('Van Gogh', '1st'). Every category has the same
                                        number of values. The FIRST category/2 fact names the rows
                                        of the answer table.
      category_numbers(Name, Numbers).  Optional. Distinct integers, same length and order as
                                        Name's values: the number each value stands for. Makes the
                                        category ordered (usable in less/offset/distance/
                                        difference).
      clue(N, Relation).                N: the clue's number in the source (an integer); several
                                        facts may share one N.

    A reference to a value is Category:Value, e.g. nationality:'Englishman', house:'1'.
    Relations (A, B, C, D references; Cat an ordered category; K an integer):

      same(A, B)              A and B belong to the same entity
      different(A, B)         they do not
      all_different([A,...])  pairwise different entities
      less(A, B, Cat)         A's Cat number < B's Cat number
      offset(A, B, Cat, K)    A's Cat number = B's Cat number + K
      distance(A, B, Cat, K)  |A's Cat number - B's Cat number| = K
      difference(A, B, Cat, Low, High)
                              Low =< A's Cat number - B's Cat number =< High; Low is an
                              integer or `inf`, High an integer or `sup` (no bound on that side)
      pair(A, B, C, D)        of A and B (different entities), one is C and the other is D
      any_of([R1, ...])       at least one relation holds
      one_of([R1, ...])       exactly one holds
      all_of([R1, ...])       all hold
      not(R)                  R does not hold

    THE API
    =======
    Puzzle is a module name holding the facts, or a list of category/2, category_numbers/2 and
    clue/2 terms (handy when the puzzle arrives as data). Clues is `all` or a list of clue
    numbers to use. Max is `all` or a non-negative integer.

      grid_solution(+Puzzle, -Table)                  nondeterministic, all clues
      grid_solutions(+Puzzle, +Clues, +Max, -Tables)  list of at most Max tables
      grid_model(+Puzzle, +Clues, -Model)             validate and post constraints, no search
      grid_label(+Model)                              search (nondeterministic)
      grid_table(+Model, -Table)                      read a labelled model
      print_table(+Table)                             aligned text table on current output

    Table = table(Header, Rows): Header lists the category names in fact order; Rows has one row
    per value of the first category, in declared order; a row lists that entity's value label
    for each category.

    ERRORS
    ======
    An invalid puzzle or query raises error(pylogic_grid(Problem, Where), _) where Where is
    puzzle, category(Name), clue(N) or query, and Problem is one of:

      no_categories                 the puzzle has no category/2 fact
      malformed_category(Fact)      name not an atom, or values not a non-empty list of atoms
      duplicate_category(Name)      two category/2 facts for Name
      duplicate_value(Cat:Value)    a label listed twice in one category
      size_mismatch(Cat, Size, Expected)  Cat has Size values, the first category Expected
      unknown_category(Name)        a category_numbers/2 fact or a reference names no category
      duplicate_numbers(Name)       two category_numbers/2 facts for Name
      bad_numbers(Name, Numbers)    not distinct integers, one per value
      malformed_clue(Fact)          clue number not an integer
      malformed_relation(R)         R is not one of the relations above (or has bad arguments)
      malformed_reference(X)        X is not Category:Value
      unknown_value(Cat:Value)      Value is not a label of category Cat
      unordered_category(Cat)       less/offset/distance/difference over a category without
                                    numbers
      unknown_clue(N)               grid_solutions/4 or grid_model/3 asked for a clue not there
      bad_clue_selection(Clues)     Clues neither `all` nor a list of integers
      bad_max(Max)                  Max neither `all` nor a non-negative integer

    ENCODING (Triska style, positional)
    ===================================
    Entities are 1..N. Each value is a CLP(FD) variable holding its entity; all_different/1 per
    category (on these small grids all_distinct/1's stronger pruning costs more than the search
    it saves: zebra takes about 7x longer with it). One category is fixed to break symmetry: the first ordered one (its values in
    number order become entities 1..N, so ordering clues are plain arithmetic on entities, as in
    a hand-written zebra), else the first category. Other ordered categories are channelled
    through an entity -> number list with element/3; a comparison in one also posts that its
    two sides differ and are not at the wrong end of the order. Top-level relations post
    constraints directly; relations under any_of/one_of/not/all_of/pair are reified formulas.

    SEARCH
    ======
    First-fail labeling of the value variables. From 7 entities on, the clues that can hold in
    several ways (either/or, one of, pair, next to, N between, an offset in a channelled
    category) are also reasoned over before labeling, at the first few levels of choices and
    below a choice whose subtree proved costly, by constructive disjunction: each way is
    tried with propagation and undone, failed ways are dropped, and a variable keeps only the
    values some way leaves it; from 10 entities on, before labeling, a way is also dropped
    when some clue sharing a variable with it has no way left with it (see grid_label/1;
    measurements in docs/benchmarks-engine.md).

    EXAMPLE QUERIES (`swipl prolog/logic_grid.pl prolog/zebra.pl`)
    ?- grid_solution(zebra, T), print_table(T).
    ?- grid_solutions(zebra, all, all, Ts), length(Ts, N).          % N = 1
    ?- grid_solutions(zebra, [2,3,4,5,6,7,8,9,10,12,13,14,15], all, Ts), length(Ts, N).  % N = 2
    ?- grid_model(zebra, all, M), grid_label(M), grid_table(M, T), print_table(T).
    ?- grid_solutions([category(p, [a,b]), category(n, [x,y]), clue(1, same(p:a, n:y))],
                      all, all, Ts).
*/

:- module(logic_grid,
          [ grid_solution/2,
            grid_solutions/4,
            grid_model/3,
            grid_label/1,
            grid_table/2,
            print_table/1
          ]).

:- use_module(library(clpfd)).
:- use_module(library(apply)).
:- use_module(library(assoc)).
:- use_module(library(lists)).
:- use_module(library(pairs)).

%!  grid_solution(+Puzzle, -Table) is nondet.
%
%   One Table per solution of Puzzle under all its clues.

grid_solution(Puzzle, Table) :-
    grid_model(Puzzle, all, Model),
    grid_label(Model),
    grid_table(Model, Table).

%!  grid_solutions(+Puzzle, +Clues, +Max, -Tables) is det.
%
%   Tables: the first Max solution tables (all when Max = all) using only the clues numbered
%   in Clues (every clue when Clues = all).

grid_solutions(Puzzle, Clues, Max, Tables) :-
    check_max(Max),
    Solve = (grid_model(Puzzle, Clues, Model), grid_label(Model), grid_table(Model, Table)),
    (   Max == all
    ->  findall(Table, Solve, Tables)
    ;   findall(Table, limit(Max, Solve), Tables)
    ).

check_max(all) :- !.
check_max(Max) :- integer(Max), Max >= 0, !.
check_max(Max) :- grid_error(bad_max(Max), query).

%!  grid_model(+Puzzle, +Clues, -Model) is semidet.
%
%   Model: Puzzle's constraints posted for the selected clues, not yet labelled. Fails when
%   propagation alone already shows there is no solution; throws for an invalid puzzle.

grid_model(Puzzle, ClueSelection, grid_model(Categories, SearchVars, Disjunctions)) :-
    puzzle_facts(Puzzle, CategoryFacts, NumberFacts, ClueFacts),
    checked_categories(CategoryFacts, NumberFacts, CategoryDefs, Size),
    selected_clues(ClueSelection, ClueFacts, Clues),
    fixed_category(CategoryDefs, FixedName),
    maplist(category_variables(FixedName, Size), CategoryDefs, Categories, Infos),
    context(Categories, Infos, Context),
    maplist(resolved_clue(Context), Clues, Resolved),
    foldl(search_variables(FixedName), Categories, SearchVars, []),
    maplist(post_category, Categories, Infos),
    maplist(post_relation, Resolved),
    foldl(disjunction, Resolved, Disjunctions, []).

%!  grid_label(+Model) is nondet.
%
%   Binds every value variable of Model, smallest domain first; one solution per answer.
%   From 7 entities on, and when some clue is disjunctive, the search reasons over the
%   disjunctive clues before labeling and at the first levels of choices (constructive
%   disjunction, see cd_depth/1), then labels the rest with propagation alone, going back to
%   that reasoning for a few levels where a choice's subtree turned out costly (see
%   budgeted_labeling/4): on smaller grids, and deeper in the tree, one pass of that
%   reasoning costs more than the search it saves (docs/benchmarks-engine.md). From 10
%   entities on, the ways are also checked in pairs of clues before labeling (see
%   paired_disjunctions/5).

grid_label(grid_model(Categories, SearchVars, Disjunctions)) :-
    Categories = [category(_, Labels, _)|_],
    length(Labels, Size),
    (   Disjunctions == []
    ;   Size < 7
    ),
    !,
    labeling([ff], SearchVars).
grid_label(grid_model(Categories, SearchVars, Disjunctions)) :-
    maplist(category_entities, Categories, Groups),
    maplist(watched_disjunction, Disjunctions, Watched),
    pruned_disjunctions(fixpoint, Groups, Watched, SearchVars, Reasoned),
    Categories = [category(_, Labels, _)|_],
    length(Labels, Size),
    paired_disjunctions(Size, Groups, Reasoned, SearchVars, Open),
    cd_depth(Depth),
    disjunctive_labeling(Depth, Groups, SearchVars, Open).

category_entities(category(_, _, Entities), Entities).

%   pair_size(-Size): from Size entities on, the ways of the disjunctive clues are also
%   checked against the clues they share a variable with before labeling (see
%   paired_disjunctions/5). Measured on the 7x7 to 10x10 series: it takes the 10x10s from
%   609 M inferences to 411 M (grid_10x10_6 from 218 M to 28 M); below 10 entities it costs
%   more than it saves (the 9x9 median 2.6 M -> 3.6 M).
pair_size(10).

%   paired_disjunctions(+Size, +Groups, +Disjunctions, +Vars, -Open)
%   From pair_size/1 entities on, a way of a clue is dropped when, with it, some clue that
%   shares a variable with it has no way left (each of those clues reasoned over afresh);
%   then the reasoning of pruned_disjunctions/5 runs again, and both until nothing changes.
%   This is the pairwise consistency of the clues' ways that a solver learning from its
%   failures finds on the way; CLP(FD)'s search does not learn it.

paired_disjunctions(Size, Groups, Disjunctions, Vars, Open) :-
    (   pair_size(Least),
        Size >= Least
    ->  paired_fixpoint(Groups, Disjunctions, Vars, Open)
    ;   Open = Disjunctions
    ).

paired_fixpoint(Groups, Disjunctions, Vars, Open) :-
    paired_ways(Disjunctions, [], Groups, Vars, Paired, false, Changed),
    (   Changed == true
    ->  pruned_disjunctions(fixpoint, Groups, Paired, Vars, Reasoned),
        paired_fixpoint(Groups, Reasoned, Vars, Open)
    ;   Open = Paired
    ).

%   paired_ways(+Disjunctions, +Done, +Groups, +Vars, -Kept, +Changed0, -Changed)
%   Done: the disjunctions before, already paired. Fails when a clue has no way left.

paired_ways([], _, _, _, [], Changed, Changed).
paired_ways([Disjunction|Disjunctions], Done, Groups, Vars, Kept, Changed0, Changed) :-
    Disjunction = watched(Own, _, Alternatives),
    append(Done, Disjunctions, All),
    include(shares_variable(Own), All, Partners),
    maplist(unwatched, Partners, Fresh),
    include(has_partners(Groups, Vars, Fresh), Alternatives, Survivors),
    (   Survivors = []
    ->  fail
    ;   Survivors = [Alternative]
    ->  maplist(post_relation, Alternative),
        Kept = Kept1,
        Changed1 = true
    ;   same_length(Survivors, Alternatives)
    ->  Kept = [Disjunction|Kept1],
        Changed1 = Changed0
    ;   Kept = [watched(Own, none, Survivors)|Kept1],
        Changed1 = true
    ),
    paired_ways(Disjunctions, [Disjunction|Done], Groups, Vars, Kept1, Changed1, Changed).

shares_variable(Own, watched(Other, _, _)) :-
    member(V, Own),
    member(W, Other),
    V == W,
    !.

unwatched(watched(Own, _, Alternatives), watched(Own, none, Alternatives)).

%   has_partners(+Groups, +Vars, +Partners, +Alternative): with Alternative posted (and
%   undone after), every clue of Partners keeps a way.
has_partners(Groups, Vars, Partners, Alternative) :-
    \+ \+ ( maplist(post_relation, Alternative),
            maplist(distinct_variables, Groups),
            prune_disjunctions(Partners, Groups, Vars, none, _, false, _)
          ).

%   cd_depth(-Depth): how many levels of choices get constructive disjunction. Measured on
%   the 8x8 to 10x10 series with the rest of this search: 5 levels need the fewest
%   inferences (3, 4, 6 and 7 levels: 9%, 10%, 1% and 6% more); one pass is some hundred
%   trial propagations.
cd_depth(5).

%   cd_budget(-Inferences, -Levels): below the first levels, when the subtree of a choice
%   took more than Inferences, the next Levels choices get one pass of constructive
%   disjunction each. Measured on the 8x8 to 10x10 series (budgets 0.1 M to 3 M, 1 to 3
%   levels): smaller budgets finish the hardest puzzles sooner and slow some others.
cd_budget(300000, 2).

%   watched_disjunction(+Alternatives, -Disjunction)
%   Disjunction = watched(Vars, Sizes, Alternatives): Vars are the variables of the clue's
%   ways, Sizes their domain sizes when the clue was last reasoned over (`none`: not yet).

watched_disjunction(Alternatives, watched(Vars, none, Alternatives)) :-
    term_variables(Alternatives, Vars).

%   disjunctive_labeling(+Depth, +Groups, +Vars, +Disjunctions) is nondet.
%   Labels Vars, smallest domain first, with one pass of constructive disjunction over the
%   disjunctive clues after each choice (see pruned_disjunctions/5) for Depth levels, then
%   by budgeted_labeling/4 below them. Groups: the value variables of each category.

disjunctive_labeling(Depth, Groups, Vars, Disjunctions) :-
    exclude(integer, Vars, Unbound),
    (   Unbound == []
    ->  true
    ;   Depth =:= 0
    ->  budgeted_labeling(Groups, Unbound, Disjunctions, 0)
    ;   smallest_domain(Unbound, Var),
        fd_dom(Var, Dom),
        dom_values(Dom, Values),
        member(Var, Values),
        pruned_disjunctions(one_pass, Groups, Disjunctions, Unbound, Open),
        Deeper is Depth - 1,
        disjunctive_labeling(Deeper, Groups, Unbound, Open)
    ).

%   budgeted_labeling(+Groups, +Vars, +Disjunctions, +Levels) is nondet.
%   Labels Vars by choices Var = Value or else Var #\= Value, Var of the smallest domain, ties
%   broken by the most constraints (as labeling/2's `ffc`: some 10% fewer inferences than
%   `ff` here on 8x8 to 10x10). The next Levels choices get one pass of constructive
%   disjunction after them; so do the ones below an `else` whose `Var = Value` subtree took
%   more than cd_budget/2's inferences: the reasoning goes where the search is costly,
%   which a fixed depth cannot know in advance.

budgeted_labeling(Groups, Vars, Disjunctions, Levels) :-
    exclude(integer, Vars, Unbound),
    (   Unbound == []
    ->  true
    ;   most_constrained(Unbound, Var),
        fd_inf(Var, Value),
        statistics(inferences, Before),
        (   Var = Value,
            budgeted_choice(Groups, Unbound, Disjunctions, Levels)
        ;   Var #\= Value,
            statistics(inferences, After),
            cd_budget(Budget, Extra),
            (   After - Before > Budget -> Levels1 = Extra ; Levels1 = Levels ),
            budgeted_choice(Groups, Unbound, Disjunctions, Levels1)
        )
    ).

budgeted_choice(Groups, Vars, Disjunctions, Levels) :-
    (   Levels > 0
    ->  pruned_disjunctions(one_pass, Groups, Disjunctions, Vars, Open),
        Levels1 is Levels - 1,
        budgeted_labeling(Groups, Vars, Open, Levels1)
    ;   budgeted_labeling(Groups, Vars, Disjunctions, 0)
    ).

%   most_constrained(+Vars, -Var): of the smallest domain, the first with the most
%   constraints.
most_constrained([V|Vs], Best) :-
    fd_size(V, Size),
    fd_degree(V, Degree),
    foldl(more_constrained, Vs, V-Size-Degree, Best-_-_).

more_constrained(V, Best0-Size0-Degree0, Best) :-
    fd_size(V, Size),
    (   Size < Size0
    ->  fd_degree(V, Degree),
        Best = V-Size-Degree
    ;   Size =:= Size0,
        fd_degree(V, Degree),
        Degree > Degree0
    ->  Best = V-Size-Degree
    ;   Best = Best0-Size0-Degree0
    ).

smallest_domain([V|Vs], Best) :-
    fd_size(V, S),
    foldl(smaller_domain, Vs, V-S, Best-_).

smaller_domain(V, B0-S0, B-S) :-
    fd_size(V, SV),
    (   SV < S0 -> B-S = V-SV ; B-S = B0-S0 ).

%   pruned_disjunctions(+Mode, +Groups, +Disjunctions, +Vars, -Open)
%   Constructive disjunction, one pass or (Mode = fixpoint) until a pass changes nothing;
%   at the nodes of the search one pass prunes about as much for less time. Each disjunction
%   lists the ways its clue can hold (alternatives, each a list of plain relations). A clue
%   whose own variables kept their domains since it was last reasoned over is skipped (its
%   ways could still fail through other variables, but rarely do: skipping saves 10-25% of
%   the work). Otherwise every alternative is tried in turn with propagation and undone: one
%   that fails is dropped; when one is left it is posted; when several are left, each
%   variable keeps only the values some alternative leaves it. Open: the disjunctions that
%   still have several alternatives. Fails when none is left. An alternative also fails
%   when it makes two values of one category (in Groups) the same variable: all_different/1
%   would only notice once they get a value.

pruned_disjunctions(Mode, Groups, Disjunctions, Vars, Open) :-
    prune_disjunctions(Disjunctions, Groups, Vars, none, Kept, false, Changed),
    (   Mode == fixpoint, Changed == true
    ->  pruned_disjunctions(Mode, Groups, Kept, Vars, Open)
    ;   Open = Kept
    ).

%   prune_disjunctions(+Disjunctions, +Groups, +Vars, +Domains, -Kept, +Changed0, -Changed)
%   Domains: the domains of Vars, or `none` when a clue before changed them (read again
%   only then: most clues change nothing).

prune_disjunctions([], _, _, _, [], Changed, Changed).
prune_disjunctions([Disjunction|Disjunctions], Groups, Vars, Domains0, Kept, Changed0,
                   Changed) :-
    Disjunction = watched(Own, Sizes0, Alternatives),
    maplist(fd_size, Own, Sizes),
    (   Sizes == Sizes0
    ->  Kept = [Disjunction|Kept1],
        Domains1 = Domains0,
        Changed1 = Changed0
    ;   (   Domains0 == none -> maplist(fd_dom, Vars, Before) ; Before = Domains0 ),
        prune_disjunction(Groups, Vars, Before, watched(Own, Sizes, Alternatives), Kept,
                          Kept1, Narrowed, Changed0, Changed1),
        (   Narrowed == true -> Domains1 = none ; Domains1 = Before )
    ),
    prune_disjunctions(Disjunctions, Groups, Vars, Domains1, Kept1, Changed1, Changed).

%   prune_disjunction(+Groups, +Vars, +Before, +Disjunction, -Kept0, +Kept, -Narrowed,
%                     +Changed0, -Changed)
%   Narrowed: true when the domains of Vars (Before) changed.

prune_disjunction(Groups, Vars, Before, watched(Own, Sizes, Alternatives), Kept0, Kept,
                  Narrowed, Changed0, Changed) :-
    surviving_alternatives(Alternatives, Groups, Vars, Before, Survivors, all, Narrowing),
    (   Survivors = []
    ->  fail
    ;   Survivors = [Alternative]
    ->  maplist(post_relation, Alternative),
        Kept0 = Kept,
        Narrowed = true,
        Changed = true
    ;   foldl(restrict_domain, Narrowing, false, Narrowed),
        length(Survivors, Left),
        length(Alternatives, Count),
        (   ( Left < Count ; Narrowed == true ) -> Changed = true ; Changed = Changed0 ),
        (   Left < Count -> Seen = none ; Seen = Sizes ),
        Kept0 = [watched(Own, Seen, Survivors)|Kept]
    ).

%   surviving_alternatives(+Alternatives, +Groups, +Vars, +Before, -Survivors, +Narrowed0,
%                          -Narrowed)
%   Tries each alternative with propagation (undone after): Survivors, the ones that hold.
%   Narrowed: the variables every survivor narrowed, as Var-Before-Union with the union of
%   the domains the survivors left it (Narrowed0 = `all`: no survivor yet; Before: the
%   domains of Vars now). A variable some survivor leaves alone cannot be narrowed, so each
%   survivor after the first reads only the domains of the variables still in Narrowed.

surviving_alternatives([], _, _, _, [], Narrowed, Narrowed).
surviving_alternatives([Alternative|Alternatives], Groups, Vars, Before, Survivors,
                       Narrowed0, Narrowed) :-
    surviving_alternative(Groups, Vars, Before, Alternative, Survivors, Survivors1,
                          Narrowed0, Narrowed1),
    surviving_alternatives(Alternatives, Groups, Vars, Before, Survivors1, Narrowed1,
                           Narrowed).

surviving_alternative(Groups, Vars, Before, Alternative, Survivors0, Survivors,
                      Narrowed0, Narrowed) :-
    (   Narrowed0 == all
    ->  Watched = Vars
    ;   maplist(narrowed_variable, Narrowed0, Watched)
    ),
    (   findall(Domains,
                ( maplist(post_relation, Alternative),
                  maplist(distinct_variables, Groups),
                  maplist(fd_dom, Watched, Domains)
                ),
                [Domains])
    ->  Survivors0 = [Alternative|Survivors],
        (   Narrowed0 == all
        ->  foldl(first_narrowing, Vars, Before, Domains, Narrowed, [])
        ;   foldl(later_narrowing, Narrowed0, Domains, Narrowed, [])
        )
    ;   Survivors0 = Survivors,
        Narrowed = Narrowed0
    ).

narrowed_variable(Var-_-_, Var).

first_narrowing(Var, Before, Domain, Narrowed0, Narrowed) :-
    (   Domain == Before
    ->  Narrowed0 = Narrowed
    ;   Narrowed0 = [Var-Before-Domain|Narrowed]
    ).

later_narrowing(Var-Before-Union, Domain, Narrowed0, Narrowed) :-
    (   Domain == Before
    ->  Narrowed0 = Narrowed
    ;   Domain == Union
    ->  Narrowed0 = [Var-Before-Union|Narrowed]
    ;   Narrowed0 = [Var-Before-(Union \/ Domain)|Narrowed]
    ).

%   distinct_variables(+Entities): no two of the unbound Entities are one variable.
distinct_variables(Entities) :-
    exclude(integer, Entities, Unbound),
    sort(Unbound, Distinct),
    same_length(Unbound, Distinct).

%   restrict_domain(+Var-Before-Union, +Changed0, -Changed): Var keeps only Union.
restrict_domain(Var-_-Union, Changed0, Changed) :-
    fd_size(Var, Before),
    Var in Union,
    fd_size(Var, After),
    (   After < Before -> Changed = true ; Changed = Changed0 ).

%   dom_values(+Dom, -Values): the integers of a finite fd_dom/2 domain, ascending.
dom_values(Dom, Values) :-
    dom_values(Dom, Values, []).

dom_values(Left \/ Right, Values0, Values) :- !,
    dom_values(Left, Values0, Values1),
    dom_values(Right, Values1, Values).
dom_values(Low..High, Values0, Values) :- !,
    numlist(Low, High, Numbers),
    append(Numbers, Values, Values0).
dom_values(Value, [Value|Values], Values).

%!  grid_table(+Model, -Table) is det.
%
%   Table = table(Header, Rows) of a labelled Model (see the file header).

grid_table(grid_model(Categories, _, _), table(Header, Rows)) :-
    maplist(category_name, Categories, Header),
    maplist(labels_by_entity, Categories, LabelColumns),
    Categories = [category(_, _, RowEntities)|_],
    maplist(entity_row(LabelColumns), RowEntities, Rows).

category_name(category(Name, _, _), Name).

labels_by_entity(category(_, Labels, Entities), LabelsByEntity) :-
    pairs_keys_values(Pairs, Entities, Labels),
    keysort(Pairs, Sorted),
    pairs_values(Sorted, LabelsByEntity).

entity_row(LabelColumns, Entity, Row) :-
    maplist(nth1(Entity), LabelColumns, Row).

%!  print_table(+Table) is det.
%
%   Prints table(Header, Rows) as left-aligned columns with a rule under the header.

print_table(table(Header, Rows)) :-
    maplist(maplist(cell_text), [Header|Rows], [HeaderTexts|RowTexts]),
    column_widths([HeaderTexts|RowTexts], Widths),
    print_row(Widths, HeaderTexts),
    maplist(rule_text, Widths, Rules),
    print_row(Widths, Rules),
    maplist(print_row(Widths), RowTexts).

cell_text(Value, Text) :-
    format(atom(Text), '~w', [Value]).

column_widths(TextRows, Widths) :-
    TextRows = [First|_],
    foldl(max_lengths, TextRows, First, Longest),
    maplist(atom_length, Longest, Widths).

max_lengths(Row, Longest0, Longest) :-
    maplist(longer_text, Row, Longest0, Longest).

longer_text(A, B, Longer) :-
    atom_length(A, LA), atom_length(B, LB),
    (   LA > LB -> Longer = A ; Longer = B ).

rule_text(Width, Rule) :-
    length(Dashes, Width),
    maplist(=(0'-), Dashes),
    atom_codes(Rule, Dashes).

print_row(Widths, Texts) :-
    append(PaddedWidths, [_], Widths),
    append(PaddedTexts, [LastText], Texts),
    maplist(padded_cell, PaddedWidths, PaddedTexts, Cells),
    append(Cells, [LastText], Line),          % the last cell unpadded: no trailing blanks
    atomic_list_concat(Line, '  ', LineText),
    format('~w~n', [LineText]).

padded_cell(Width, Text, Cell) :-
    format(atom(Cell), '~w~t~*|', [Text, Width]).

		 /*******************************
		 *        READING FACTS         *
		 *******************************/

%   puzzle_facts(+Puzzle, -CategoryFacts, -NumberFacts, -ClueFacts)
%   The three kinds of facts of a module, or of a list of fact terms, in source order.

puzzle_facts(Facts, CategoryFacts, NumberFacts, ClueFacts) :-
    is_list(Facts),
    !,
    include(has_functor(category, 2), Facts, CategoryFacts),
    include(has_functor(category_numbers, 2), Facts, NumberFacts),
    include(has_functor(clue, 2), Facts, ClueFacts).
puzzle_facts(Module, CategoryFacts, NumberFacts, ClueFacts) :-
    atom(Module),
    !,
    module_facts(Module, category(_, _), CategoryFacts),
    module_facts(Module, category_numbers(_, _), NumberFacts),
    module_facts(Module, clue(_, _), ClueFacts).
puzzle_facts(Puzzle, _, _, _) :-
    grid_error(no_categories, puzzle(Puzzle)).

has_functor(Name, Arity, Term) :-
    compound(Term),
    compound_name_arity(Term, Name, Arity).

module_facts(Module, Head, Facts) :-
    functor(Head, Name, Arity),
    (   current_predicate(Module:Name/Arity)
    ->  findall(Head, Module:Head, Facts)
    ;   Facts = []
    ).

		 /*******************************
		 *          CATEGORIES          *
		 *******************************/

%   checked_categories(+CategoryFacts, +NumberFacts, -Defs, -Size)
%   Defs: def(Name, Values, Numbers) per category in fact order, Numbers = none when unordered.

checked_categories([], _, _, _) :-
    grid_error(no_categories, puzzle).
checked_categories(CategoryFacts, NumberFacts, Defs, Size) :-
    CategoryFacts = [category(_, FirstValues)|_],
    maplist(check_category_fact, CategoryFacts),
    length(FirstValues, Size),
    foldl(check_category_unique, CategoryFacts, [], _),
    maplist(check_size(Size), CategoryFacts),
    check_number_facts(NumberFacts, CategoryFacts),
    maplist(category_def(NumberFacts), CategoryFacts, Defs).

check_category_fact(Fact) :-
    Fact = category(Name, Values),
    (   atom(Name), is_list(Values), Values \== [], maplist(atom, Values)
    ->  check_no_duplicate_value(Name, Values)
    ;   grid_error(malformed_category(Fact), puzzle)
    ).

check_no_duplicate_value(Name, Values) :-
    msort(Values, Sorted),
    (   append(_, [Value, Value|_], Sorted)
    ->  grid_error(duplicate_value(Name:Value), category(Name))
    ;   true
    ).

check_category_unique(category(Name, _), Seen, [Name|Seen]) :-
    (   memberchk(Name, Seen)
    ->  grid_error(duplicate_category(Name), category(Name))
    ;   true
    ).

check_size(Expected, category(Name, Values)) :-
    length(Values, Size),
    (   Size =:= Expected
    ->  true
    ;   grid_error(size_mismatch(Name, Size, Expected), category(Name))
    ).

check_number_facts(NumberFacts, CategoryFacts) :-
    foldl(check_number_fact(CategoryFacts), NumberFacts, [], _).

check_number_fact(CategoryFacts, category_numbers(Name, Numbers), Seen, [Name|Seen]) :-
    (   memberchk(category(Name, Values), CategoryFacts)
    ->  true
    ;   grid_error(unknown_category(Name), category(Name))
    ),
    (   memberchk(Name, Seen)
    ->  grid_error(duplicate_numbers(Name), category(Name))
    ;   true
    ),
    (   is_list(Numbers), maplist(integer, Numbers),
        same_length(Numbers, Values), sort(Numbers, Distinct), same_length(Distinct, Values)
    ->  true
    ;   grid_error(bad_numbers(Name, Numbers), category(Name))
    ).

category_def(NumberFacts, category(Name, Values), def(Name, Values, Numbers)) :-
    (   memberchk(category_numbers(Name, Numbers0), NumberFacts)
    ->  Numbers = Numbers0
    ;   Numbers = none
    ).

fixed_category(Defs, FixedName) :-
    (   member(def(FixedName, _, Numbers), Defs), Numbers \== none
    ->  true
    ;   Defs = [def(FixedName, _, _)|_]
    ).

		 /*******************************
		 *            CLUES             *
		 *******************************/

%   selected_clues(+Selection, +ClueFacts, -Clues)
%   The clue facts whose number is in Selection, in source order.

selected_clues(Selection, ClueFacts, Clues) :-
    maplist(check_clue_fact, ClueFacts),
    (   Selection == all
    ->  Clues = ClueFacts
    ;   is_list(Selection), maplist(integer, Selection)
    ->  maplist(check_clue_present(ClueFacts), Selection),
        include(clue_in(Selection), ClueFacts, Clues)
    ;   grid_error(bad_clue_selection(Selection), query)
    ).

check_clue_fact(Fact) :-
    Fact = clue(Number, _),
    (   integer(Number)
    ->  true
    ;   grid_error(malformed_clue(Fact), puzzle)
    ).

check_clue_present(ClueFacts, Number) :-
    (   memberchk(clue(Number, _), ClueFacts)
    ->  true
    ;   grid_error(unknown_clue(Number), query)
    ).

clue_in(Selection, clue(Number, _)) :-
    memberchk(Number, Selection).

		 /*******************************
		 *          VARIABLES           *
		 *******************************/

%   category_variables(+FixedName, +Size, +Def, -Category, -Info)
%   Category = category(Name, Labels, Entities): the entity variable of each value.
%   Info = info(Name, Kind, LabelNumbers); LabelNumbers pairs each label with its number.
%   Kind: unordered(fixed), unordered(free), fixed(Step) for the fixed ordered category (see
%   number_step/2), channelled(Numbers, EntityNumbers, Entities) for other ordered
%   categories (EntityNumbers: each entity's number; Entities: each value's entity, as in
%   Category).

category_variables(Fixed, Size, def(Fixed, Values, none), category(Fixed, Values, Entities),
                   info(Fixed, unordered(fixed), [])) :-
    !,
    numlist(1, Size, Entities).
category_variables(Fixed, _, def(Fixed, Values, Numbers), category(Fixed, Values, Entities),
                   info(Fixed, fixed(Step), LabelNumbers)) :-
    !,
    pairs_keys_values(LabelNumbers, Values, Numbers),
    msort(Numbers, Sorted),
    maplist(rank_in(Sorted), Numbers, Entities),
    number_step(Sorted, Step).
category_variables(_, Size, def(Name, Values, Numbers), category(Name, Values, Entities),
                   info(Name, Kind, LabelNumbers)) :-
    same_length(Values, Entities),
    Entities ins 1..Size,
    (   Numbers == none
    ->  Kind = unordered(free), LabelNumbers = []
    ;   Kind = channelled(Numbers, EntityNumbers, Entities),
        length(EntityNumbers, Size),
        pairs_keys_values(LabelNumbers, Values, Numbers)
    ).

rank_in(Sorted, Number, Rank) :-
    nth1(Rank, Sorted, Number), !.

%   number_step(+SortedNumbers, -Step)
%   step(S) when the numbers are evenly spaced by S (entity E has number N1 + S*(E-1)),
%   else table(SortedNumbers).

number_step([_], step(1)) :- !.
number_step([A, B|Rest], step(Step)) :-
    Step is B - A,
    evenly_spaced([B|Rest], Step),
    !.
number_step(Sorted, table(Sorted)).

evenly_spaced([_], _).
evenly_spaced([A, B|Rest], Step) :-
    B - A =:= Step,
    evenly_spaced([B|Rest], Step).

search_variables(Fixed, category(Name, _, Entities), Vars0, Vars) :-
    (   Name == Fixed
    ->  Vars0 = Vars
    ;   append(Entities, Vars, Vars0)
    ).

%   post_category(+Category, +Info)
%   Each value its own entity; the numbers of a channelled category follow its values.

post_category(category(_, _, Entities), info(_, Kind, _)) :-
    category_constraints(Kind, Entities).

category_constraints(unordered(fixed), _).
category_constraints(fixed(_), _).
category_constraints(unordered(free), Entities) :-
    all_different(Entities).
category_constraints(channelled(Numbers, EntityNumbers, _), Entities) :-
    all_different(Entities),
    numbers_domain(Numbers, Domain),
    EntityNumbers ins Domain,
    all_different(EntityNumbers),
    maplist(number_of_entity(EntityNumbers), Entities, Numbers).

numbers_domain([Number|Numbers], Domain) :-
    foldl(domain_union, Numbers, Number, Domain).

domain_union(Number, Domain, Domain \/ Number).

number_of_entity(EntityNumbers, Entity, Number) :-
    element(Entity, EntityNumbers, Number).

		 /*******************************
		 *     RESOLVING REFERENCES     *
		 *******************************/

%   context(+Categories, +Infos, -Context)
%   Context = context(References, Kinds): References maps Cat:Value to ref(Cat, Entity, Number),
%   Kinds maps each category name to its Info.

context(Categories, Infos, context(References, Kinds)) :-
    foldl(category_references, Categories, Infos, Pairs, []),
    list_to_assoc(Pairs, References),
    maplist(info_pair, Infos, KindPairs),
    list_to_assoc(KindPairs, Kinds).

category_references(category(Name, Labels, Entities), info(_, _, LabelNumbers), Pairs0, Pairs) :-
    foldl(reference_pair(Name, LabelNumbers), Labels, Entities, Pairs0, Pairs).

reference_pair(Name, LabelNumbers, Label, Entity, [(Name:Label)-ref(Name, Entity, Number)|Pairs],
               Pairs) :-
    (   memberchk(Label-Number0, LabelNumbers)
    ->  Number = Number0
    ;   Number = none
    ).

info_pair(Info, Name-Info) :-
    Info = info(Name, _, _).

%   resolved_clue(+Context, +ClueFact, -Resolved)
%   The clue's relation with each reference replaced by its ref/3 and each ordered category
%   by its info/3; throws (naming the clue) for anything malformed.

resolved_clue(Context, clue(Number, Relation), Resolved) :-
    catch(resolved_relation(Relation, Context, Resolved),
          error(pylogic_grid(Problem, relation), _),
          grid_error(Problem, clue(Number))).

resolved_relation(Relation, _, _) :-
    var(Relation),
    !,
    relation_error(malformed_relation(Relation)).
resolved_relation(same(A, B), C, same(RA, RB)) :- !,
    references([A, B], C, [RA, RB]).
resolved_relation(different(A, B), C, different(RA, RB)) :- !,
    references([A, B], C, [RA, RB]).
resolved_relation(all_different(As), C, all_different(Rs)) :- !,
    must_be_list(all_different(As), As),
    references(As, C, Rs).
resolved_relation(less(A, B, Cat), C, less(RA, RB, Info)) :- !,
    references([A, B], C, [RA, RB]),
    ordered_category(Cat, C, Info).
resolved_relation(offset(A, B, Cat, K), C, offset(RA, RB, Info, K)) :- !,
    must_be_integer(offset(A, B, Cat, K), K),
    references([A, B], C, [RA, RB]),
    ordered_category(Cat, C, Info).
resolved_relation(distance(A, B, Cat, K), C, distance(RA, RB, Info, K)) :- !,
    must_be_integer(distance(A, B, Cat, K), K),
    references([A, B], C, [RA, RB]),
    ordered_category(Cat, C, Info).
resolved_relation(difference(A, B, Cat, Low, High), C, difference(RA, RB, Info, Low, High)) :- !,
    must_be_bound(difference(A, B, Cat, Low, High), Low, inf),
    must_be_bound(difference(A, B, Cat, Low, High), High, sup),
    references([A, B], C, [RA, RB]),
    ordered_category(Cat, C, Info).
resolved_relation(pair(A, B, X, Y), C, pair(RA, RB, RX, RY)) :- !,
    references([A, B, X, Y], C, [RA, RB, RX, RY]).
resolved_relation(any_of(Rs), C, any_of(Resolved)) :- !,
    resolved_relations(any_of(Rs), Rs, C, Resolved).
resolved_relation(one_of(Rs), C, one_of(Resolved)) :- !,
    resolved_relations(one_of(Rs), Rs, C, Resolved).
resolved_relation(all_of(Rs), C, all_of(Resolved)) :- !,
    resolved_relations(all_of(Rs), Rs, C, Resolved).
resolved_relation(not(R), C, not(Resolved)) :- !,
    resolved_relation(R, C, Resolved).
resolved_relation(Relation, _, _) :-
    relation_error(malformed_relation(Relation)).

resolved_relations(Whole, Relations, Context, Resolved) :-
    must_be_list(Whole, Relations),
    maplist(resolved_relation_in(Context), Relations, Resolved).

resolved_relation_in(Context, Relation, Resolved) :-
    resolved_relation(Relation, Context, Resolved).

must_be_list(Whole, List) :-
    (   is_list(List) -> true ; relation_error(malformed_relation(Whole)) ).

must_be_integer(Whole, K) :-
    (   integer(K) -> true ; relation_error(malformed_relation(Whole)) ).

%   must_be_bound(+Whole, +Bound, +Unbounded): Bound is an integer or the atom Unbounded.
must_be_bound(Whole, Bound, Unbounded) :-
    (   ( integer(Bound) ; Bound == Unbounded )
    ->  true
    ;   relation_error(malformed_relation(Whole))
    ).

references(References, Context, Resolved) :-
    maplist(reference(Context), References, Resolved).

reference(context(References, Kinds), Reference, Ref) :-
    (   nonvar(Reference), Reference = Cat:Value, atom(Cat), ground(Value)
    ->  (   get_assoc(Cat:Value, References, Ref)
        ->  true
        ;   get_assoc(Cat, Kinds, _)
        ->  relation_error(unknown_value(Cat:Value))
        ;   relation_error(unknown_category(Cat))
        )
    ;   relation_error(malformed_reference(Reference))
    ).

ordered_category(Cat, context(_, Kinds), Info) :-
    (   \+ atom(Cat)
    ->  relation_error(malformed_reference(Cat))
    ;   get_assoc(Cat, Kinds, Info0)
    ->  (   Info0 = info(_, unordered(_), _)
        ->  relation_error(unordered_category(Cat))
        ;   Info = Info0
        )
    ;   relation_error(unknown_category(Cat))
    ).

relation_error(Problem) :-
    grid_error(Problem, relation).

		 /*******************************
		 *     POSTING CONSTRAINTS      *
		 *******************************/

%   post_relation(+Resolved)
%   Posts a top-level relation: plain constraints where there is one, a formula otherwise.

post_relation(same(ref(_, A, _), ref(_, B, _))) :- !,
    A #= B.
post_relation(different(ref(_, A, _), ref(_, B, _))) :- !,
    A #\= B.
post_relation(less(RA, RB, Info)) :- !,
    ordering_terms(Info, RA, RB, XA, XB),
    XA #< XB,
    order_ends(Info, RA, RB).
post_relation(offset(RA, RB, Info, K)) :- !,
    number_terms(Info, K, RA, RB, XA, XB, Scaled),
    Scaled \== impossible,
    XA #= XB + Scaled.
post_relation(distance(RA, RB, Info, K)) :- !,
    number_terms(Info, K, RA, RB, XA, XB, Scaled),
    Scaled \== impossible,
    abs(XA - XB) #= Scaled.
post_relation(difference(RA, RB, Info, Low, High)) :- !,
    difference_formula(Info, RA, RB, Low, High, Formula),
    post_conjunction(Formula).
post_relation(all_different(Refs)) :- !,
    maplist(ref_entity, Refs, Entities),
    all_different(Entities).
post_relation(pair(ref(_, A, _), ref(_, B, _), ref(_, C, _), ref(_, D, _))) :- !,
    A #\= B,
    (A #= C #/\ B #= D) #\/ (A #= D #/\ B #= C).
post_relation(all_of(Relations)) :- !,
    maplist(post_relation, Relations).
post_relation(not(same(A, B))) :- !,
    post_relation(different(A, B)).
post_relation(not(different(A, B))) :- !,
    post_relation(same(A, B)).
post_relation(Relation) :-
    relation_formula(Relation, Formula),
    call(Formula).

ref_entity(ref(_, Entity, _), Entity).

%   order_ends(+Info, +RefA, +RefB): for A's number < B's in a channelled category, A and B
%   are different entities, A is not the entity of the category's greatest value and B not
%   that of its least. The element/3 channel cannot say so while those values' entities are
%   open: it prunes an entity only once its number is known.
order_ends(info(_, channelled(Numbers, _, Entities), _), ref(_, A, _), ref(_, B, _)) :- !,
    pairs_keys_values(Pairs, Numbers, Entities),
    keysort(Pairs, [_-Least|Sorted]),
    last([_-Least|Sorted], _-Greatest),
    A #\= B,
    A #\= Greatest,
    B #\= Least.
order_ends(_, _, _).

%   post_conjunction(+Formula): each conjunct posted as a plain constraint, not reified.
post_conjunction(F #/\ G) :- !,
    post_conjunction(F),
    post_conjunction(G).
post_conjunction(Formula) :-
    call(Formula).

%   relation_formula(+Resolved, -Formula)
%   Formula: a reifiable CLP(FD) formula true exactly when the relation holds. Auxiliary
%   constraints that only define numbers of entities (element/3) are posted on the way.

relation_formula(same(ref(_, A, _), ref(_, B, _)), A #= B).
relation_formula(different(ref(_, A, _), ref(_, B, _)), A #\= B).
relation_formula(all_different(Refs), Formula) :-
    maplist(ref_entity, Refs, Entities),
    pairwise_different(Entities, Formulas),
    conjunction(Formulas, Formula).
relation_formula(less(RA, RB, Info), Formula) :-
    ordering_terms(Info, RA, RB, XA, XB),
    Formula = (XA #< XB).
relation_formula(offset(RA, RB, Info, K), Formula) :-
    number_terms(Info, K, RA, RB, XA, XB, Scaled),
    (   Scaled == impossible
    ->  Formula = (0 #= 1)
    ;   Formula = (XA #= XB + Scaled)
    ).
relation_formula(distance(RA, RB, Info, K), Formula) :-
    number_terms(Info, K, RA, RB, XA, XB, Scaled),
    (   Scaled == impossible
    ->  Formula = (0 #= 1)
    ;   Formula = (abs(XA - XB) #= Scaled)
    ).
relation_formula(difference(RA, RB, Info, Low, High), Formula) :-
    difference_formula(Info, RA, RB, Low, High, Formula).
relation_formula(pair(ref(_, A, _), ref(_, B, _), ref(_, C, _), ref(_, D, _)),
                 (A #\= B #/\ ((A #= C #/\ B #= D) #\/ (A #= D #/\ B #= C)))).
relation_formula(any_of(Relations), Formula) :-
    maplist(relation_formula, Relations, Formulas),
    disjunction(Formulas, Formula).
relation_formula(all_of(Relations), Formula) :-
    maplist(relation_formula, Relations, Formulas),
    conjunction(Formulas, Formula).
relation_formula(one_of(Relations), Formula) :-
    maplist(relation_truth, Relations, Truths),
    sum_expression(Truths, Sum),
    Formula = (Sum #= 1).
relation_formula(not(Relation), #\ Formula) :-
    relation_formula(Relation, Formula).

relation_truth(Relation, Truth) :-
    relation_formula(Relation, Formula),
    Truth #<==> Formula.

pairwise_different([], []).
pairwise_different([E|Es], Formulas) :-
    foldl(different_from(E), Es, Formulas, Rest),
    pairwise_different(Es, Rest).

different_from(E, Other, [E #\= Other|Formulas], Formulas).

conjunction([], 0 #= 0).
conjunction([F|Fs], Formula) :- foldl(and_formula, Fs, F, Formula).

and_formula(F, Acc, Acc #/\ F).

disjunction([], 0 #= 1).
disjunction([F|Fs], Formula) :- foldl(or_formula, Fs, F, Formula).

or_formula(F, Acc, Acc #\/ F).

sum_expression([], 0).
sum_expression([T|Ts], Sum) :- foldl(plus_term, Ts, T, Sum).

plus_term(T, Acc, Acc + T).

%   disjunction(+Resolved, -Disjunctions0, +Disjunctions)
%   A clue that can hold in several ways adds the list of those ways (its disjunctive normal
%   form, each alternative a list of relations post_relation/1 posts) for constructive
%   disjunction during search. The clue itself is posted as well: the alternatives only add
%   pruning. A clue with one way adds it when that way is not the clue itself, so that the
%   reasoning before labeling posts it as plain constraints (an offset in a channelled
%   category that only one pair of values meets makes them the very same variables; a
%   negated either/or becomes plain differences); clues with no way or more than 16 add
%   nothing.

disjunction(Relation, Disjunctions0, Disjunctions) :-
    alternatives(Relation, Alternatives),
    length(Alternatives, Count),
    (   Count =< 16,
        (   Count >= 2
        ;   Count =:= 1, Alternatives \== [[Relation]]
        )
    ->  Disjunctions0 = [Alternatives|Disjunctions]
    ;   Disjunctions0 = Disjunctions
    ).

alternatives(any_of(Relations), Alternatives) :- !,
    first_true_alternatives(Relations, [], Alternatives).
alternatives(all_of(Relations), Alternatives) :- !,
    foldl(conjoined_alternatives, Relations, [[]], Alternatives).
alternatives(one_of(Relations), Alternatives) :- !,
    only_true_alternatives(Relations, [], Alternatives).
%   A pair's ways say "A and B differ" only when all_different/1 does not: when A and B,
%   or C and D, are values of one category, the category's own constraint prunes the same.
alternatives(pair(A, B, C, D), Alternatives) :- !,
    (   ( same_category(A, B) ; same_category(C, D) )
    ->  Alternatives = [[same(A, C), same(B, D)], [same(A, D), same(B, C)]]
    ;   Alternatives = [[different(A, B), same(A, C), same(B, D)],
                        [different(A, B), same(A, D), same(B, C)]]
    ).
alternatives(distance(A, B, Info, K), Alternatives) :-
    integer(K), K > 0,
    !,
    Negative is -K,
    alternatives(offset(A, B, Info, K), Later),
    alternatives(offset(A, B, Info, Negative), Earlier),
    append(Later, Earlier, Alternatives).
alternatives(offset(A, B, info(Cat, channelled(Numbers, _, Entities), _), K), Alternatives) :-
    !,
    pairs_keys_values(Values, Numbers, Entities),
    foldl(offset_way(A, B, Cat, K, Values), Values, Alternatives, []).
alternatives(not(any_of(Relations)), Alternatives) :- !,
    maplist(negation, Relations, Negated),
    alternatives(all_of(Negated), Alternatives).
alternatives(not(all_of(Relations)), Alternatives) :- !,
    maplist(negation, Relations, Negated),
    alternatives(any_of(Negated), Alternatives).
alternatives(not(not(Relation)), Alternatives) :- !,
    alternatives(Relation, Alternatives).
alternatives(Relation, [[Relation]]).

%   The ways are built without findall/3, which would copy the puzzle's variables.

%   offset_way(+A, +B, +Cat, +K, +Values, +NumberB-EntityB, -Ways0, +Ways)
%   In a channelled category, A's number = B's number + K holds in one way per pair of the
%   category's values K apart: A is the one value and B the other. Values: Number-Entity of
%   each of its values. The element/3 channel this replaces in the ways only prunes
%   domains; the ways make A and B the very variables of those values.

offset_way(A, B, Cat, K, Values, NumberB-EntityB, Ways0, Ways) :-
    NumberA is NumberB + K,
    (   memberchk(NumberA-EntityA, Values),
        may_have_number(A, Cat, NumberA),
        may_have_number(B, Cat, NumberB)
    ->  Ways0 = [[same(A, ref(Cat, EntityA, NumberA)), same(B, ref(Cat, EntityB, NumberB))]|Ways]
    ;   Ways0 = Ways
    ).

%   same_category(+RefA, +RefB): both are values of one category.
same_category(ref(Cat, _, _), ref(Cat, _, _)).

%   may_have_number(+Ref, +Cat, +Number): Ref is a value of another category than Cat, or
%   the value of Cat that has Number.
may_have_number(ref(Cat, _, Own), Cat, Number) :- !,
    Own =:= Number.
may_have_number(_, _, _).

%   any_of: the first relation that holds is the I-th (the earlier ones do not).
first_true_alternatives([], _, []).
first_true_alternatives([Relation|Later], Earlier, Alternatives) :-
    maplist(negation, Earlier, Negated),
    append(Negated, [Relation], Conjuncts),
    alternatives(all_of(Conjuncts), Own),
    append(Earlier, [Relation], Earlier1),
    first_true_alternatives(Later, Earlier1, Rest),
    append(Own, Rest, Alternatives).

%   one_of: the I-th relation holds and every other does not.
only_true_alternatives([], _, []).
only_true_alternatives([Relation|Later], Earlier, Alternatives) :-
    append(Earlier, Later, Others),
    maplist(negation, Others, Negated),
    alternatives(all_of([Relation|Negated]), Own),
    append(Earlier, [Relation], Earlier1),
    only_true_alternatives(Later, Earlier1, Rest),
    append(Own, Rest, Alternatives).

conjoined_alternatives(Relation, Alternatives0, Alternatives) :-
    alternatives(Relation, Own),
    foldl(extended_alternatives(Own), Alternatives0, Extended, []),
    Alternatives = Extended.

extended_alternatives(Own, Before, Alternatives0, Alternatives) :-
    maplist(appended(Before), Own, Extended),
    append(Extended, Alternatives, Alternatives0).

appended(Before, Added, Alternative) :-
    append(Before, Added, Alternative).

negation(not(Relation), Relation) :- !.
negation(Relation, not(Relation)).

%   ordering_terms(+Info, +RefA, +RefB, -XA, -XB)
%   Terms that compare like A's and B's numbers in the category of Info. In the fixed
%   category the entity itself is the rank of its number, so it serves directly.

ordering_terms(info(_, fixed(_), _), ref(_, A, _), ref(_, B, _), A, B) :- !.
ordering_terms(Info, RA, RB, XA, XB) :-
    number_term(Info, RA, XA),
    number_term(Info, RB, XB).

%   number_terms(+Info, +K, +RefA, +RefB, -XA, -XB, -ScaledK)
%   Terms for A's and B's numbers, and K in their scale (impossible when K is no multiple of
%   the fixed category's step, so no two entities differ by K).

number_terms(info(_, fixed(step(Step)), _), K, ref(_, A, _), ref(_, B, _), A, B, Scaled) :- !,
    (   K mod Step =:= 0 -> Scaled is K // Step ; Scaled = impossible ).
number_terms(Info, K, RA, RB, XA, XB, K) :-
    number_term(Info, RA, XA),
    number_term(Info, RB, XB).

%   difference_formula(+Info, +RefA, +RefB, +Low, +High, -Formula)
%   Formula: Low =< XA - XB =< High for A's and B's numbers, leaving out an unbounded side. In
%   an evenly spaced fixed category the entities stand for the numbers, so the bounds are
%   scaled to entity steps (rounded inwards: a difference is always a multiple of the step).

difference_formula(info(_, fixed(step(Step)), _), ref(_, A, _), ref(_, B, _), Low, High,
                   Formula) :- !,
    scaled_bound(Low, Step, ceiling, EntityLow),
    scaled_bound(High, Step, floor, EntityHigh),
    bounds_formula(A - B, EntityLow, EntityHigh, Formula).
difference_formula(Info, RA, RB, Low, High, Formula) :-
    number_term(Info, RA, XA),
    number_term(Info, RB, XB),
    bounds_formula(XA - XB, Low, High, Formula).

scaled_bound(Bound, _, _, Bound) :- atom(Bound), !.
scaled_bound(Bound, Step, floor, Scaled) :- Scaled is Bound div Step.
scaled_bound(Bound, Step, ceiling, Scaled) :- Scaled is -((-Bound) div Step).

bounds_formula(_, inf, sup, 0 #= 0) :- !.
bounds_formula(Difference, inf, High, Difference #=< High) :- !.
bounds_formula(Difference, Low, sup, Difference #>= Low) :- !.
bounds_formula(Difference, Low, High, Difference #>= Low #/\ Difference #=< High).

%   number_term(+Info, +Ref, -X)
%   X: the number, in Info's category, of the entity Ref belongs to.

number_term(info(Cat, _, _), ref(Cat, _, Number), Number) :- !.
number_term(info(_, fixed(table(Sorted)), _), ref(_, Entity, _), Number) :-
    element(Entity, Sorted, Number).
number_term(info(_, channelled(_, EntityNumbers, _), _), ref(_, Entity, _), Number) :-
    element(Entity, EntityNumbers, Number).

		 /*******************************
		 *            ERRORS            *
		 *******************************/

grid_error(Problem, Where) :-
    throw(error(pylogic_grid(Problem, Where), _)).

:- multifile prolog:error_message//1.

prolog:error_message(pylogic_grid(Problem, Where)) -->
    [ 'Logic grid puzzle, ~w: ~p'-[Where, Problem] ].
