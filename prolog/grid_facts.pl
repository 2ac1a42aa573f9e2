/*  grid_facts.pl -- whether cell facts can all hold on a logic grid, by reasoning over the grid
    itself instead of a CLP(FD) model.

    A grid has categories of N values each; every value belongs to one of N entities, each
    entity having one value of every category. Cell facts (explain.pl's vocabulary) say
    whether two values of different categories belong to the same entity:

      yes(A, B)    the same entity          no(A, B)    different entities

    with A and B Category:Value references. Whether a set of such facts can all hold is a
    question about the grid alone, and the proofs of explain.pl ask it thousands of times,
    often where a CLP(FD) search over five categories needs hundreds of thousands of
    inferences to see a pigeonhole (no length left for the Birch float once it carries 7
    riders). Here the entities are the values of the first category; every other value has a
    set of possible entities (a bit mask), and the reasoning is the one a person applies to
    the grid, to a fixpoint before every choice:

      - a value whose entity is known rules it out for the other values of its category and
        for the values a cross separates it from;
      - a check mark makes two values' sets the same (their intersection);
      - an entity that only one value of a category can still take is that value's, and an
        entity that none can take means the facts cannot hold; the same holds for N values
        of an all_different clue once the facts make them pairwise different (the six
        floats of "the Alder Club's, the undersea float, ..." are the six entities);
      - an order clue between two values over an ordered category (the Maple float is 4
        feet longer than the Alder float) keeps for each value only the entities of the
        numbers that some number of the other value still allows, and a value whose entity
        is known rules that entity out for the numbers it cannot have.

    Then the search picks a value with the fewest possible entities and tries each. The
    search is complete: it finds a solution exactly when one exists.

    THE API
      grid_facts_model(+Categories, +Sets, -Model)
                                  Categories: Name-Labels pairs, every Labels list of the
                                  same length N; Sets: lists of Category:Value references
                                  (the values of an all_different clue): one of N values
                                  that the facts make pairwise different takes every entity
                                  once, like a category
      grid_facts_model(+Categories, +Sets, +Orders, -Model)
                                  the same with order clues: Orders is a list of
                                  order(A, B, Cat, Pairs), Pairs the I-J pairs such that A
                                  may have the I-th value of Cat when B has the J-th
      grid_facts_solution(+Model, +Facts, -Solution)
                                  a way of filling the grid that keeps Facts: an assoc
                                  Name-Label -> entity (1..N); fails when there is none
      grid_facts_filled(+Model, +Facts, -Filled)
                                  the same as an opaque term, read by grid_facts_kept/3
      grid_facts_refs(+Model, +Facts, -Refs)
                                  Facts resolved for grid_facts_kept/3
      grid_facts_kept(+Filled, +Refs, -Kept)
                                  a bit mask: bit I (from 0) set when the I-th fact of
                                  Refs holds in Filled
      grid_facts_implied(+Model, +Facts, +Cells, -Implied)
                                  the facts about Cells (cell(A, B) terms) true in every
                                  way of filling the grid that keeps Facts; `contradiction`
                                  when there is none
      relation_facts(+Relation, -Facts)
                                  the cell facts that say what a clue relation says (same,
                                  different, all_different, ...); fails for other relations
      relation_order(+Relation, +Numbers, -Order)
                                  the order/4 term of a less/offset clue, Numbers the
                                  Cat-Numbers pairs of the ordered categories; fails for
                                  other relations

    EXAMPLE QUERY
    ?- grid_facts_model([p-[a, b], n-[x, y]], [], M),
       grid_facts_solution(M, [no(p:a, n:x)], S), get_assoc(n-x, S, E).
    % E = 2
*/

:- module(grid_facts,
          [ grid_facts_model/3,
            grid_facts_model/4,
            relation_facts/2,
            relation_order/3,
            grid_facts_solution/3,
            grid_facts_filled/3,
            grid_facts_refs/3,
            grid_facts_kept/3,
            grid_facts_implied/4
          ]).

:- set_prolog_flag(optimise, true).
:- use_module(library(apply)).
:- use_module(library(assoc)).
:- use_module(library(lists)).
:- use_module(library(pairs)).

%!  grid_facts_model(+Categories, +Sets, -Model) is det.
%!  grid_facts_model(+Categories, +Sets, +Orders, -Model) is det.
%
%   Model = grid_facts(Size, Index, Groups, GroupOf, Cliques, Orders, Found): Index maps Name-Label
%   to anchor(Bit) (a value of the first category, its entity's bit) or node(I) (the I-th
%   other value); Groups holds the nodes of each other category, GroupOf (a term) each
%   node's group; Orders the order clues, their values as references.

grid_facts_model(Categories, Sets, Model) :-
    grid_facts_model(Categories, Sets, [], Model).

grid_facts_model([Anchor-AnchorLabels|Others], Sets, Orders0,
                 grid_facts(Size, Index, Groups, GroupOf, Cliques, Orders, found([]))) :-
    length(AnchorLabels, Size),
    empty_assoc(Empty),
    foldl(anchor_index(Anchor), AnchorLabels, Empty-0, Index0-_),
    foldl(category_nodes, Others, Nodes, Index0-1, Index-_),
    findall(Group, ( member(Group, Nodes), member(_, Group) ), Owners),
    GroupOf =.. [groups|Owners],
    maplist(plain_group, Nodes, Groups),
    findall(Refs, ( member(Set, Sets), length(Set, Size), sort(Set, Distinct), length(Distinct, Size),
                    maplist(reference_ref(Index), Set, Refs) ), Cliques),
    maplist(order_refs(Index, [Anchor-AnchorLabels|Others]), Orders0, Orders).

order_refs(Index, Categories, order(A, B, Cat, Pairs), order(RefA, RefB, CatRefs, Pairs)) :-
    reference_ref(Index, A, RefA),
    reference_ref(Index, B, RefB),
    memberchk(Cat-Labels, Categories),
    findall(Ref, ( member(Label, Labels), get_assoc(Cat-Label, Index, Ref) ), CatRefs0),
    CatRefs =.. [values|CatRefs0].

plain_group(Nodes, group(0, Nodes, Bits)) :-
    foldl(node_bit, Nodes, 0, Bits).

node_bit(Node, Bits0, Bits) :-
    Bits is Bits0 \/ (1 << Node).

reference_ref(Index, Cat:Value, Ref) :-
    get_assoc(Cat-Value, Index, Ref).

anchor_index(Anchor, Label, Index0-Bit, Index-Next) :-
    put_assoc(Anchor-Label, Index0, anchor(Bit), Index),
    Next is Bit + 1.

category_nodes(Name-Labels, Group, Index0-First, Index-Next) :-
    length(Labels, Count),
    Next is First + Count,
    Last is Next - 1,
    numlist(First, Last, Group),
    foldl(node_index(Name), Labels, Group, Index0, Index).

node_index(Name, Label, Node, Index0, Index) :-
    put_assoc(Name-Label, Index0, node(Node), Index).

%!  grid_facts_solution(+Model, +Facts, -Solution) is semidet.

grid_facts_solution(Model, Facts, Solution) :-
    grid_state(Model, Facts, Grid),
    labeled_solution(Model, Grid, Solution).

%!  grid_facts_filled(+Model, +Facts, -Filled) is semidet.

grid_facts_filled(Model, Facts, Filled) :-
    Model = grid_facts(_, _, _, GroupOf, _, _, _),
    functor(GroupOf, _, Count),
    grid_state(Model, Facts, Grid),
    findall(Filled0, filled(Grid, Count, Filled0), [Filled]).

%!  grid_facts_refs(+Model, +Facts, -Refs) is det.

grid_facts_refs(grid_facts(_, Index, _, _, _, _, _), Facts, Refs) :-
    maplist(fact_refs(Index), Facts, Refs).

fact_refs(Index, Fact, Truth-refs(RefA, RefB)) :-
    Fact =.. [Truth, CA:A, CB:B],
    get_assoc(CA-A, Index, RefA),
    get_assoc(CB-B, Index, RefB).

%!  grid_facts_kept(+Filled, +Refs, -Kept) is det.

grid_facts_kept(Filled, Refs, Kept) :-
    kept_bits(Refs, Filled, 0, 0, Kept).

kept_bits([], _, _, Kept, Kept).
kept_bits([Truth-Refs|Rest], Filled, I, Kept0, Kept) :-
    (   refs_truth(Filled, Refs, Truth)
    ->  Kept1 is Kept0 \/ (1 << I)
    ;   Kept1 = Kept0
    ),
    Next is I + 1,
    kept_bits(Rest, Filled, Next, Kept1, Kept).

%!  grid_facts_implied(+Model, +Facts, +Cells, -Implied) is det.
%
%   Implied: the facts about Cells (cell(A, B) terms) true in every way of filling the grid
%   that keeps Facts, in Cells' order; `contradiction` when there is none. One solution
%   proposes a fact for every cell; each proposal is tested by searching for a solution with
%   its opposite, and every such counter-example also clears the later proposals it
%   disagrees with. Facts are posted once for all these searches.

grid_facts_implied(Model, Facts, Cells, Implied) :-
    Model = grid_facts(_, Index, _, GroupOf, _, _, Found),
    functor(GroupOf, _, Count),
    (   grid_state(Model, Facts, Grid),
        findall(Filled, filled(Grid, Count, Filled), [First])
    ->  maplist(cell_proposal(Index, First), Cells, Proposals0),
        earlier_fillings(Found, Index, Facts, Earlier),
        exclude(broken_by_some(Earlier), Proposals0, Proposals),
        confirmed(Proposals, Grid, Count, Kept, Counters),
        pairs_keys(Kept, Implied),
        keep_fillings(Found, Facts, [First|Counters])
    ;   Implied = contradiction
    ).

%   earlier_fillings(+Found, +Index, +Facts, -Earlier)
%   The ways of filling the grid that earlier calls of this model found and that keep Facts.
%   An explanation asks a clue set again at every step with the facts known so far, which
%   only grow: a filling found with facts that are a prefix of Facts is still one when it
%   keeps the facts after that prefix. On founders_day_parade_5x6 they break, before any
%   search, most of the proposals that searches broke.

earlier_fillings(Found, Index, Facts, Earlier) :-
    arg(1, Found, Calls),
    findall(Filled, ( member(call(Before, Fillings), Calls),
                      append(Before, New, Facts),
                      maplist(fact_refs(Index), New, NewRefs),
                      member(Filled, Fillings),
                      forall(member(Truth-Refs, NewRefs), refs_truth(Filled, Refs, Truth)) ),
            Earlier).

broken_by_some(Fillings, Proposal) :-
    member(Filled, Fillings),
    \+ proposal_holds(Filled, Proposal),
    !.

%   keep_fillings(+Found, +Facts, +Fillings): the fillings of this call, for the next ones
%   (the newest kept_calls/1 calls).

keep_fillings(Found, Facts, Fillings) :-
    arg(1, Found, Calls0),
    kept_calls(Most),
    length(Calls0, Length),
    (   Length < Most
    ->  Calls1 = Calls0
    ;   append(Calls1, [_], Calls0)
    ),
    nb_setarg(1, Found, [call(Facts, Fillings)|Calls1]).

%   kept_calls(-Count): on founders_day_parade_5x6, 4 calls took the fewest inferences (1, 2, 8
%   and 16: 3.3 %, 1.2 %, 0.2 % and 2.7 % more).

kept_calls(4).

%   filled(+Grid, +Count, -Filled) is semidet.
%   Filled: the entities of the nodes (a copy of Grid's domains) in a way of filling the
%   grid; proposals are read from it by bit masks, with no table of labels.

filled(Grid, Count, Filled) :-
    once(labeled(Grid, Count)),
    Grid = grid(_, Filled, _, _, _, _, _).

%   cell_proposal(+Index, +Filled, +Cell, -Proposal)
%   Proposal = Fact-refs(RefA, RefB): the fact about Cell that Filled keeps, and its values'
%   references.

cell_proposal(Index, Filled, cell(CA:A, CB:B), Fact-Refs) :-
    get_assoc(CA-A, Index, RefA),
    get_assoc(CB-B, Index, RefB),
    Refs = refs(RefA, RefB),
    (   refs_truth(Filled, Refs, yes) -> Fact = yes(CA:A, CB:B) ; Fact = no(CA:A, CB:B) ).

%   confirmed(+Proposals, +Grid, +Count, -Kept, -Counters)
%   Kept: the proposals no way of filling the grid breaks; Counters: the fillings found
%   that break the others.

confirmed([], _, _, [], []).
confirmed([Proposal|Rest], Grid, Count, Kept, Counters) :-
    Proposal = Fact-refs(RefA, RefB),
    functor(Fact, Truth, _),
    opposite_truth(Truth, Opposite),
    (   findall(Counter, ( posted_refs(Grid, Opposite, RefA, RefB),
                           filled(Grid, Count, Counter) ), [Counter])
    ->  include(proposal_holds(Counter), Rest, Rest1),
        Counters = [Counter|Counters1],
        confirmed(Rest1, Grid, Count, Kept, Counters1)
    ;   Kept = [Proposal|Kept1],
        confirmed(Rest, Grid, Count, Kept1, Counters)
    ).

opposite_truth(yes, no).
opposite_truth(no, yes).

proposal_holds(Filled, Fact-Refs) :-
    functor(Fact, Truth, _),
    refs_truth(Filled, Refs, Truth).

refs_truth(Filled, refs(RefA, RefB), Truth) :-
    ref_mask(Filled, RefA, MaskA),
    ref_mask(Filled, RefB, MaskB),
    (   MaskA =:= MaskB -> Truth == yes ; Truth == no ).

labeled_solution(grid_facts(_, Index, _, GroupOf, _, _, _), Grid, Solution) :-
    functor(GroupOf, _, Count),
    once(labeled(Grid, Count)),
    Grid = grid(_, Domains, _, _, _, _, _),
    solution(Index, Domains, Solution).

%   grid_state(+Model, +Facts, -Grid) is semidet.
%   The grid with Facts posted and propagated; fails when propagation shows they cannot hold.

grid_state(grid_facts(Size, Index, Groups0, GroupOf, Cliques, Orders, _), Facts, Grid) :-
    functor(GroupOf, _, Count),
    Full is (1 << Size) - 1,
    length(Masks, Count),
    maplist(=(Full), Masks),
    Domains =.. [domains|Masks],
    length(Links0, Count),
    maplist(=(links([], [])), Links0),
    Links =.. [links|Links0],
    maplist(post_fact(Index, Domains, Links), Facts),
    numlist(1, Count, All),
    foldl(same_class(Links, GroupOf), All, [], _),
    include(clique_holds(Domains, Links, GroupOf), Cliques, Held),
    maplist(clique_group, Held, Extra),
    append(Groups0, Extra, Groups),
    foldl(order_anchors, Orders, 0, Named0),
    foldl(group_anchors, Extra, Named0, Named),
    Grid = grid(Full, Domains, Links, Groups, GroupOf, Orders, Named),
    settled(Grid, All).

%   order_anchors(+Order, +Named0, -Named), group_anchors(+Group, +Named0, -Named)
%   The bits of the entities (values of the first category) that an order clue or a set of
%   all_different values names: the search cannot swap them for others.

order_anchors(order(A, B, Values, _), Named0, Named) :-
    Values =.. [_|Refs],
    foldl(anchor_bit, [A, B|Refs], Named0, Named).

anchor_bit(anchor(Bit), Named0, Named) :- !,
    Named is Named0 \/ (1 << Bit).
anchor_bit(node(_), Named, Named).

group_anchors(group(Anchors, _, _), Named0, Named) :-
    Named is Named0 \/ Anchors.

%   posted_refs(+Grid, +Truth, +RefA, +RefB) is semidet.
%   Grid with one more fact (Truth about the values of references RefA and RefB),
%   propagated (undone on backtracking).

posted_refs(Grid, Truth, RefA, RefB) :-
    Grid = grid(_, Domains, Links, _, GroupOf, _, _),
    (   RefA = node(NodeA), RefB = node(NodeB)
    ->  linked(Truth, Links, GroupOf, NodeA, NodeB, Queue)
    ;   post_refs(RefA, RefB, Truth, Domains, Links),
        (   RefA = node(Node) -> true ; RefB = node(Node) ),
        Queue = [Node]
    ),
    settled(Grid, Queue).

%   linked(+Truth, +Links, +GroupOf, +A, +B, -Queue)
%   A cross between two classes, or one class from the two that a check mark joins.

linked(no, Links, _, A, B, [A, B]) :-
    arg(A, Links, links(SameA, DifferentA)),
    \+ memberchk(B, [A|SameA]),
    setarg(A, Links, links(SameA, [B|DifferentA])),
    arg(B, Links, links(SameB, DifferentB)),
    setarg(B, Links, links(SameB, [A|DifferentB])).
linked(yes, Links, GroupOf, A, B, Class) :-
    arg(A, Links, links(SameA, _)),
    arg(B, Links, links(SameB, _)),
    append([A|SameA], [B|SameB], Class0),
    sort(Class0, Class),
    maplist(group_key(GroupOf), Class, Keys),
    sort(Keys, Distinct),
    same_length(Keys, Distinct),
    \+ ( member(Member, Class), arg(Member, Links, links(_, Different)),
         member(Other, Different), memberchk(Other, Class) ),
    maplist(class_links(Links, Class), Class).

%   post_fact(+Index, +Domains, +Links, +Fact)
%   A fact with a value of the first category narrows the other value's set; one between two
%   other values becomes a link (same/different) both ways.

post_fact(Index, Domains, Links, Fact) :-
    Fact =.. [Truth, CA:A, CB:B],
    get_assoc(CA-A, Index, RefA),
    get_assoc(CB-B, Index, RefB),
    post_refs(RefA, RefB, Truth, Domains, Links).

post_refs(anchor(Bit), node(Node), Truth, Domains, _) :- !,
    narrow_by(Truth, Bit, Domains, Node).
post_refs(node(Node), anchor(Bit), Truth, Domains, _) :- !,
    narrow_by(Truth, Bit, Domains, Node).
post_refs(node(A), node(B), Truth, _, Links) :-
    add_link(Truth, Links, A, B),
    add_link(Truth, Links, B, A).

narrow_by(yes, Bit, Domains, Node) :-
    arg(Node, Domains, Mask0),
    Mask is Mask0 /\ (1 << Bit),
    setarg(Node, Domains, Mask).
narrow_by(no, Bit, Domains, Node) :-
    arg(Node, Domains, Mask0),
    Mask is Mask0 /\ \ (1 << Bit),
    setarg(Node, Domains, Mask).

add_link(Truth, Links, From, To) :-
    arg(From, Links, links(Same, Different)),
    (   Truth == yes
    ->  setarg(From, Links, links([To|Same], Different))
    ;   setarg(From, Links, links(Same, [To|Different]))
    ).

%   clique_holds(+Domains, +Links, +GroupOf, +Refs)
%   The Size values of Refs are pairwise different entities (the facts say so, or they share
%   a category), so they take every entity once, like the values of a category.

clique_holds(Domains, Links, GroupOf, Refs) :-
    forall(( append(_, [A|Later], Refs), member(B, Later) ),
           apart(Domains, Links, GroupOf, A, B)).

apart(_, _, _, anchor(_), anchor(_)).
apart(Domains, _, _, anchor(Bit), node(Node)) :-
    arg(Node, Domains, Mask),
    Mask /\ (1 << Bit) =:= 0.
apart(Domains, _, _, node(Node), anchor(Bit)) :-
    arg(Node, Domains, Mask),
    Mask /\ (1 << Bit) =:= 0.
apart(_, Links, GroupOf, node(A), node(B)) :-
    arg(A, GroupOf, GroupA),
    arg(B, GroupOf, GroupB),
    (   GroupA == GroupB
    ->  true
    ;   arg(A, Links, links(_, Different)),
        memberchk(B, Different)
    ).

clique_group(Refs, group(Anchors, Nodes, Bits)) :-
    foldl(clique_member, Refs, 0-Nodes, Anchors-[]),
    foldl(node_bit, Nodes, 0, Bits).

clique_member(anchor(Bit), Mask0-Nodes, Mask-Nodes) :-
    Mask is Mask0 \/ (1 << Bit).
clique_member(node(Node), Mask-[Node|Nodes], Mask-Nodes).

%   same_class(+Links, +GroupOf, +Node, +Done0, -Done)
%   Node's class: the values check marks join it to, directly or through others. Fails when
%   it holds two values of one category, or two that a cross separates; otherwise each
%   member's same-links become the whole class, so that propagation keeps them alike.

same_class(Links, _, Node, Done, Done) :-
    arg(Node, Links, links([], _)),            % no check mark: a class of its own
    !.
same_class(_, _, Node, Done, Done) :-
    memberchk(Node, Done), !.
same_class(Links, GroupOf, Node, Done0, Done) :-
    joined([Node], Links, [Node], Class),
    maplist(group_key(GroupOf), Class, Keys),
    sort(Keys, Distinct),
    same_length(Keys, Distinct),
    \+ ( member(Member, Class), arg(Member, Links, links(_, Different)),
         member(Other, Different), memberchk(Other, Class) ),
    maplist(class_links(Links, Class), Class),
    append(Class, Done0, Done).

joined([], _, Class, Class).
joined([Node|Queue], Links, Class0, Class) :-
    arg(Node, Links, links(Same, _)),
    exclude(in_list(Class0), Same, New0),
    sort(New0, New),
    append(Class0, New, Class1),
    append(Queue, New, Queue1),
    joined(Queue1, Links, Class1, Class).

in_list(List, Item) :-
    memberchk(Item, List).

group_key(GroupOf, Node, First) :-
    arg(Node, GroupOf, [First|_]).

class_links(Links, Class, Node) :-
    arg(Node, Links, links(_, Different)),
    exclude(==(Node), Class, Same),
    setarg(Node, Links, links(Same, Different)).

%   settled(+Grid, +Queue) is semidet.
%   Propagates the changes of the nodes in Queue, then the groups' rules, to a fixpoint;
%   fails when some value has no entity left. Grid = grid(Full, Domains, Links, Groups,
%   GroupOf, Orders, Named) (Named: the entities order clues and sets name); changes are
%   made with setarg/3, undone on backtracking. The order clues run once the groups' rules
%   change nothing.

settled(Grid, Queue) :-
    propagated(Queue, Grid, 0, Touched),
    Grid = grid(Full, Domains, _, Groups, _, Orders, _),
    group_rules(Groups, Full, Domains, Touched, [], Changed0),
    (   Changed0 == []
    ->  foldl(order_rule(Domains), Orders, [], Changed)
    ;   Changed = Changed0
    ),
    (   Changed == []
    ->  true
    ;   settled(Grid, Changed)
    ).

%   propagated(+Queue, +Grid, +Touched0, -Touched)
%   Touched: a bit per node whose entities changed (every change goes through a queue).

propagated([], _, Touched, Touched).
propagated([Node|Queue0], Grid, Touched0, Touched) :-
    Grid = grid(_, Domains, Links, _, GroupOf, _, _),
    arg(Node, Domains, Mask),
    Mask =\= 0,
    Touched1 is Touched0 \/ (1 << Node),
    arg(Node, Links, links(Same, Different)),
    narrowed_all(Same, Domains, Mask, Queue0, Queue1),
    (   Mask /\ (Mask - 1) =:= 0
    ->  Out is \ Mask,
        narrowed_all(Different, Domains, Out, Queue1, Queue2),
        arg(Node, GroupOf, Group),
        narrowed_others(Group, Node, Domains, Out, Queue2, Queue)
    ;   Queue = Queue1
    ),
    propagated(Queue, Grid, Touched1, Touched).

%   narrowed_all(+Nodes, +Domains, +Keep, +Queue0, -Queue) and narrowed_others(+Nodes, +Self,
%   ...): narrowed_to/5 over Nodes (but Self). The loops of this file that run at every
%   choice of a proof are written out rather than given to foldl/4, whose call of a closure
%   per item was a tenth of a proof's time.

narrowed_all([], _, _, Queue, Queue).
narrowed_all([Node|Nodes], Domains, Keep, Queue0, Queue) :-
    narrowed_to(Domains, Keep, Node, Queue0, Queue1),
    narrowed_all(Nodes, Domains, Keep, Queue1, Queue).

narrowed_others([], _, _, _, Queue, Queue).
narrowed_others([Node|Nodes], Self, Domains, Keep, Queue0, Queue) :-
    (   Node == Self
    ->  Queue1 = Queue0
    ;   narrowed_to(Domains, Keep, Node, Queue0, Queue1)
    ),
    narrowed_others(Nodes, Self, Domains, Keep, Queue1, Queue).

narrowed_to(Domains, Keep, Node, Queue0, Queue) :-
    arg(Node, Domains, Mask0),
    Mask is Mask0 /\ Keep,
    (   Mask =:= Mask0
    ->  Queue = Queue0
    ;   Mask =\= 0,
        setarg(Node, Domains, Mask),
        Queue = [Node|Queue0]
    ).

%   group_rules(+Groups, +Full, +Domains, +Touched, +Changed0, -Changed)
%   Every entity must be some value's of each group; one that a single value can take is
%   that value's. Only the groups with a value in Touched: the others are as they were when
%   their rules last ran and changed nothing (Grid was at a fixpoint before the changes
%   now propagated, or its rules' changes are among them).

group_rules([], _, _, _, Changed, Changed).
group_rules([group(Anchors, Group, Bits)|Groups], Full, Domains, Touched, Changed0, Changed) :-
    (   Bits /\ Touched =:= 0
    ->  Changed1 = Changed0
    ;   coverage(Group, Domains, Anchors, 0, Anchors, Once, Twice, Settled),
        Once =:= Full,
        Single is Once /\ \ (Twice \/ Settled),
        (   Single =:= 0
        ->  Changed1 = Changed0
        ;   singles_taken(Group, Domains, Single, Changed0, Changed1)
        )
    ),
    group_rules(Groups, Full, Domains, Touched, Changed1, Changed).

%   coverage(+Nodes, +Domains, +Once0, +Twice0, +Settled0, -Once, -Twice, -Settled)
%   The entities some value of the group can take (Once), those two or more can take
%   (Twice), and those a value already has (Settled).

coverage([], _, Once, Twice, Settled, Once, Twice, Settled).
coverage([Node|Nodes], Domains, Once0, Twice0, Settled0, Once, Twice, Settled) :-
    arg(Node, Domains, Mask),
    Twice1 is Twice0 \/ (Once0 /\ Mask),
    Once1 is Once0 \/ Mask,
    (   Mask /\ (Mask - 1) =:= 0
    ->  Settled1 is Settled0 \/ Mask
    ;   Settled1 = Settled0
    ),
    coverage(Nodes, Domains, Once1, Twice1, Settled1, Once, Twice, Settled).

singles_taken([], _, _, Changed, Changed).
singles_taken([Node|Nodes], Domains, Single, Changed0, Changed) :-
    single_taken(Domains, Single, Node, Changed0, Changed1),
    singles_taken(Nodes, Domains, Single, Changed1, Changed).

single_taken(Domains, Single, Node, Changed0, Changed) :-
    arg(Node, Domains, Mask0),
    Mask is Mask0 /\ Single,
    (   Mask =:= 0
    ->  Changed = Changed0
    ;   Mask /\ (Mask - 1) =\= 0
    ->  fail                                  % two entities only this value can take
    ;   Mask =:= Mask0
    ->  Changed = Changed0
    ;   setarg(Node, Domains, Mask),
        Changed = [Node|Changed0]
    ).

%   order_rule(+Domains, +Order, +Changed0, -Changed)
%   Order = order(A, B, Values, Pairs): A's number can be the I-th of Values when A and that
%   value can share an entity and some J-th that B can have makes I-J one of Pairs; the
%   same for B. A keeps only the entities of its numbers, and an A whose entity is known
%   rules it out for the values of the numbers it cannot have. Fails when A or B has none.

order_rule(Domains, order(A, B, Values, Pairs), Changed0, Changed) :-
    functor(Values, _, Count),
    possible_numbers(Domains, A, Values, Count, NumbersA),
    possible_numbers(Domains, B, Values, Count, NumbersB),
    kept_pairs(Pairs, NumbersA, NumbersB, 0, KeptA, 0, KeptB),
    KeptA =\= 0,
    kept_numbers(Domains, A, Values, Count, KeptA, Changed0, Changed1),
    kept_numbers(Domains, B, Values, Count, KeptB, Changed1, Changed).

%   possible_numbers(+Domains, +Ref, +Values, +Count, -Numbers)
%   Numbers: a bit mask with bit I set when Ref and the I-th of Values can share an entity.
%   The sets of numbers of this rule are bit masks, as the entities are.

possible_numbers(Domains, Ref, Values, Count, Numbers) :-
    ref_mask(Domains, Ref, Mask),
    sharing_numbers(Count, Domains, Mask, Values, 0, Numbers).

sharing_numbers(0, _, _, _, Numbers, Numbers) :- !.
sharing_numbers(I, Domains, Mask, Values, Numbers0, Numbers) :-
    arg(I, Values, Value),
    ref_mask(Domains, Value, ValueMask),
    (   Mask /\ ValueMask =\= 0
    ->  Numbers1 is Numbers0 \/ (1 << I)
    ;   Numbers1 = Numbers0
    ),
    Next is I - 1,
    sharing_numbers(Next, Domains, Mask, Values, Numbers1, Numbers).

%   kept_pairs(+Pairs, +NumbersA, +NumbersB, +KeptA0, -KeptA, +KeptB0, -KeptB)
%   The numbers of A and of B that some pair I-J of both allows.

kept_pairs([], _, _, KeptA, KeptA, KeptB, KeptB).
kept_pairs([I-J|Pairs], NumbersA, NumbersB, KeptA0, KeptA, KeptB0, KeptB) :-
    (   NumbersA /\ (1 << I) =\= 0,
        NumbersB /\ (1 << J) =\= 0
    ->  KeptA1 is KeptA0 \/ (1 << I),
        KeptB1 is KeptB0 \/ (1 << J)
    ;   KeptA1 = KeptA0,
        KeptB1 = KeptB0
    ),
    kept_pairs(Pairs, NumbersA, NumbersB, KeptA1, KeptA, KeptB1, KeptB).

ref_mask(_, anchor(Bit), Mask) :- Mask is 1 << Bit.
ref_mask(Domains, node(Node), Mask) :- arg(Node, Domains, Mask).

kept_numbers(Domains, Ref, Values, Count, Kept, Changed0, Changed) :-
    allowed_entities(Count, Domains, Values, Kept, 0, Allowed),
    narrowed_ref(Domains, Ref, Allowed, Changed0, Changed1),
    ref_mask(Domains, Ref, Mask),
    (   Mask /\ (Mask - 1) =:= 0
    ->  Out is \ Mask,
        ruled_out(1, Count, Domains, Values, Kept, Out, Changed1, Changed)
    ;   Changed = Changed1
    ).

%   allowed_entities(+I, +Domains, +Values, +Kept, +Allowed0, -Allowed)
%   The entities of the values of the numbers in Kept (up to the I-th).

allowed_entities(0, _, _, _, Allowed, Allowed) :- !.
allowed_entities(I, Domains, Values, Kept, Allowed0, Allowed) :-
    (   Kept /\ (1 << I) =\= 0
    ->  arg(I, Values, Value),
        ref_mask(Domains, Value, ValueMask),
        Allowed1 is Allowed0 \/ ValueMask
    ;   Allowed1 = Allowed0
    ),
    Next is I - 1,
    allowed_entities(Next, Domains, Values, Kept, Allowed1, Allowed).

narrowed_ref(_, anchor(_), _, Changed, Changed).
narrowed_ref(Domains, node(Node), Keep, Changed0, Changed) :-
    narrowed_to(Domains, Keep, Node, Changed0, Changed).

%   ruled_out(+I, +Count, +Domains, +Values, +Kept, +Out, +Changed0, -Changed)
%   The values of the numbers from the I-th on that are not in Kept keep only Out.

ruled_out(I, Count, _, _, _, _, Changed, Changed) :-
    I > Count, !.
ruled_out(I, Count, Domains, Values, Kept, Out, Changed0, Changed) :-
    (   Kept /\ (1 << I) =:= 0
    ->  arg(I, Values, Value),
        narrowed_ref(Domains, Value, Out, Changed0, Changed1)
    ;   Changed1 = Changed0
    ),
    Next is I + 1,
    ruled_out(Next, Count, Domains, Values, Kept, Out, Changed1, Changed).

%   labeled(+Grid, +Count) is nondet.
%   Every node down to one entity: the node with the fewest left first, each entity tried.
%   Called only through once/1: a later entity is tried only when the earlier ones failed.

labeled(Grid, Count) :-
    Grid = grid(_, Domains, _, _, _, _, _),
    (   fewest_left(1, Count, Domains, none, 99, Node),
        Node \== none
    ->  arg(Node, Domains, Mask),
        entity_tried(Grid, Count, Node, Mask, [])
    ;   true
    ).

%   entity_tried(+Grid, +Count, +Node, +Mask, +Failed) is nondet.
%   Node takes each entity of Mask in turn, but not one interchangeable with an entity that
%   already failed here: when no fact, clue or set tells two entities apart (every value
%   that can take one can take the other, and no order clue or all_different set names
%   either), swapping them maps every way of filling the grid onto another, so the second
%   fails as the first did. Without this, a proof over values of the other categories
%   tried every order of the entities: thousands of choices where a few do.

entity_tried(Grid, Count, Node, Mask, Failed) :-
    Mask =\= 0,
    Bit is Mask /\ (-Mask),
    Rest is Mask /\ \ Bit,
    (   member(Other, Failed),
        interchangeable(Grid, Count, Bit, Other)
    ->  entity_tried(Grid, Count, Node, Rest, Failed)
    ;   Grid = grid(_, Domains, _, _, _, _, _),
        setarg(Node, Domains, Bit),
        settled(Grid, [Node]),
        labeled(Grid, Count)
    ;   entity_tried(Grid, Count, Node, Rest, [Bit|Failed])
    ).

interchangeable(grid(_, Domains, _, _, _, _, Named), Count, Bit, Other) :-
    Both is Bit \/ Other,
    Both /\ Named =:= 0,
    same_column(Count, Domains, Both).

%   same_column(+I, +Domains, +Both): every node up to the I-th has both entities of Both
%   or neither.

same_column(0, _, _) :- !.
same_column(I, Domains, Both) :-
    arg(I, Domains, Mask),
    Common is Mask /\ Both,
    (   Common =:= 0 -> true ; Common =:= Both ),
    Next is I - 1,
    same_column(Next, Domains, Both).

fewest_left(I, Count, _, Best, _, Best) :-
    I > Count, !.
fewest_left(I, Count, Domains, Best0, Left0, Best) :-
    arg(I, Domains, Mask),
    Left is popcount(Mask),
    (   Left =:= 2
    ->  Best = I                              % none has fewer: the first such is taken
    ;   (   Left > 1, Left < Left0
        ->  Best1 = I, Left1 = Left
        ;   Best1 = Best0, Left1 = Left0
        ),
        Next is I + 1,
        fewest_left(Next, Count, Domains, Best1, Left1, Best)
    ).

solution(Index, Domains, Solution) :-
    assoc_to_list(Index, Pairs),
    maplist(entity_of(Domains), Pairs, Entities),
    list_to_assoc(Entities, Solution).

entity_of(_, Key-anchor(Bit), Key-Entity) :- !,
    Entity is Bit + 1.
entity_of(Domains, Key-node(Node), Key-Entity) :-
    arg(Node, Domains, Mask),
    Entity is msb(Mask) + 1.

%!  relation_order(+Relation, +Numbers, -Order) is semidet.
%
%   Order: order(A, B, Cat, Pairs) for less(A, B, Cat) and offset(A, B, Cat, K), Pairs the
%   I-J pairs of Cat's value positions the relation allows for A and B; Numbers holds
%   Cat-NumberList pairs. Fails for other relations.

relation_order(less(A, B, Cat), Numbers, order(A, B, Cat, Pairs)) :-
    order_pairs(Numbers, Cat, A, B, NA, NB, NA < NB, Pairs).
relation_order(offset(A, B, Cat, K), Numbers, order(A, B, Cat, Pairs)) :-
    integer(K),
    order_pairs(Numbers, Cat, A, B, NA, NB, NA =:= NB + K, Pairs).

order_pairs(Numbers, Cat, CA:A, CB:B, NA, NB, Test, Pairs) :-
    atom(Cat), atom(CA), atom(CB), atom(A), atom(B),
    memberchk(Cat-CatNumbers, Numbers),
    findall(I-J, ( nth1(I, CatNumbers, NA), nth1(J, CatNumbers, NB), Test ), Pairs).

%!  relation_facts(+Relation, -Facts) is semidet.
%
%   Facts: cell facts that say exactly what Relation (a clue relation of logic_grid.pl) says;
%   fails for a relation they cannot say (order, distance, disjunction).

relation_facts(same(A, B), Facts) :-
    pair_facts(yes, A, B, Facts).
relation_facts(different(A, B), Facts) :-
    pair_facts(no, A, B, Facts).
relation_facts(not(same(A, B)), Facts) :-
    pair_facts(no, A, B, Facts).
relation_facts(not(different(A, B)), Facts) :-
    pair_facts(yes, A, B, Facts).
relation_facts(all_different(References), Facts) :-
    findall(A-B, ( append(_, [A|Later], References), member(B, Later) ), Pairs),
    foldl(different_pair, Pairs, Facts, []).
relation_facts(all_of(Relations), Facts) :-
    maplist(relation_facts, Relations, FactLists),
    append(FactLists, Facts).

different_pair(A-B, Facts0, Facts) :-
    pair_facts(no, A, B, Pair),
    append(Pair, Facts, Facts0).

%   pair_facts(+Truth, +A, +B, -Facts): two values of different categories give one fact;
%   two different values of one category are different entities (`no` says nothing new).

pair_facts(Truth, CA:A, CB:B, Facts) :-
    atom(CA), atom(CB), atom(A), atom(B),
    (   CA \== CB
    ->  Fact =.. [Truth, CA:A, CB:B],
        Facts = [Fact]
    ;   Truth == no, A \== B
    ->  Facts = []
    ).
