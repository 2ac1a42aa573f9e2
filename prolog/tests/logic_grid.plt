/*  Tests for logic_grid.pl and the grid knowledge bases.

    Run from the repository root:
    swipl -g "consult('prolog/tests/logic_grid.plt'), run_tests" -t halt
*/

:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(clpfd)).
:- use_module(library(aggregate)).
:- use_module('../logic_grid').
:- use_module('../zebra', []).
:- use_module('../researchers', []).
:- use_module('../scholarships', []).
:- use_module('../rentals', []).
:- use_module('../paintings', []).
:- use_module(scholarships_four_clues, []).

		 /*******************************
		 *     RELATIONS ON A PINNED GRID
		 *******************************/

%   A 3-entity grid pinned to one answer by same/2 clues:
%     entity 1: p:a n:x pos:'1' w:'10' s:'5'
%     entity 2: p:b n:y pos:'2' w:'20' s:'10'
%     entity 3: p:c n:z pos:'3' w:'40' s:'15'
%   pos, w and s are ordered. The category order decides which one is fixed, so every case runs
%   with a fixed evenly spaced category (pos, s) and a fixed unevenly spaced one (w), and with
%   the other two channelled.

grid_categories(fixed_pos, [p, n, pos, w, s]).
grid_categories(fixed_w, [p, n, w, pos, s]).
grid_categories(fixed_s, [p, n, s, w, pos]).

category_fact(p, category(p, [a, b, c])).
category_fact(n, category(n, [x, y, z])).
category_fact(pos, category(pos, ['1', '2', '3'])).
category_fact(w, category(w, ['10', '20', '40'])).
category_fact(s, category(s, ['5', '10', '15'])).

numbers_fact(pos, category_numbers(pos, [1, 2, 3])).
numbers_fact(w, category_numbers(w, [10, 20, 40])).
numbers_fact(s, category_numbers(s, [5, 10, 15])).

pin(same(p:a, n:x)).  pin(same(p:b, n:y)).
pin(same(p:a, pos:'1')).  pin(same(p:b, pos:'2')).
pin(same(p:a, w:'10')).  pin(same(p:b, w:'20')).
pin(same(p:a, s:'5')).  pin(same(p:b, s:'10')).

pinned_facts(Order, Relation, Facts) :-
    grid_categories(Order, Names),
    maplist(category_fact, Names, Categories),
    findall(F, (member(Name, Names), numbers_fact(Name, F)), Numbers),
    findall(clue(0, Pin), pin(Pin), Pins),
    append([Categories, Numbers, Pins, [clue(1, Relation)]], Facts).

solution_count(Facts, Count) :-
    grid_solutions(Facts, all, all, Tables),
    length(Tables, Count).

%   relation_case(Relation, Holds): Holds is true or false on the pinned grid.
relation_case(same(p:a, n:x), true).
relation_case(same(n:x, w:'10'), true).
relation_case(same(p:a, n:y), false).
relation_case(same(pos:'1', pos:'2'), false).
relation_case(different(p:a, n:y), true).
relation_case(different(p:a, n:x), false).
relation_case(all_different([p:a, n:y, pos:'3']), true).
relation_case(all_different([p:a, n:y, pos:'1']), false).
relation_case(all_different([p:a]), true).
relation_case(less(p:a, n:y, pos), true).
relation_case(less(n:y, p:a, pos), false).
relation_case(less(p:a, p:a, pos), false).
relation_case(less(p:b, p:c, w), true).
relation_case(less(p:c, p:b, w), false).
relation_case(less(pos:'1', w:'40', s), true).
relation_case(less(w:'40', pos:'1', s), false).
relation_case(less(w:'10', p:b, w), true).
relation_case(offset(p:c, p:b, w, 20), true).
relation_case(offset(p:b, p:a, w, 10), true).
relation_case(offset(p:c, p:a, w, 20), false).
relation_case(offset(p:b, p:a, pos, 1), true).
relation_case(offset(p:a, p:b, pos, -1), true).
relation_case(offset(p:b, p:a, pos, 2), false).
relation_case(offset(p:c, p:a, s, 10), true).
relation_case(offset(p:c, p:a, s, 7), false).
relation_case(offset(w:'40', p:a, s, 10), true).
relation_case(offset(s:'15', s:'5', s, 10), true).
relation_case(offset(s:'15', s:'5', s, 5), false).
relation_case(distance(p:a, p:b, pos, 1), true).
relation_case(distance(p:b, p:a, pos, 1), true).
relation_case(distance(p:a, p:c, pos, 1), false).
relation_case(distance(p:a, p:c, w, 30), true).
relation_case(distance(p:c, p:a, w, 30), true).
relation_case(distance(p:a, p:b, w, 30), false).
relation_case(distance(n:z, pos:'1', s, 10), true).
relation_case(distance(n:z, pos:'1', s, 3), false).
relation_case(difference(p:c, p:a, w, 30, 30), true).
relation_case(difference(p:c, p:a, w, 25, 35), true).
relation_case(difference(p:c, p:a, w, 31, sup), false).
relation_case(difference(p:c, p:a, w, inf, 29), false).
relation_case(difference(p:a, p:c, w, inf, -30), true).
relation_case(difference(p:b, p:c, w, -20, -20), true).
relation_case(difference(p:b, p:a, s, 1, 9), true).
relation_case(difference(p:b, p:a, s, 6, 9), false).
relation_case(difference(p:a, p:b, s, -9, -1), true).
relation_case(difference(p:a, p:b, s, -4, -1), false).
relation_case(difference(p:a, p:b, pos, inf, sup), true).
relation_case(difference(p:a, p:a, pos, 0, 0), true).
relation_case(difference(p:a, p:a, pos, 1, sup), false).
relation_case(difference(p:c, p:b, pos, 2, 1), false).
relation_case(difference(n:z, pos:'1', s, 10, 10), true).
relation_case(difference(w:'40', s:'10', w, 20, 20), true).
relation_case(pair(p:a, p:b, n:y, n:x), true).
relation_case(pair(p:a, p:b, n:x, n:y), true).
relation_case(pair(p:a, p:b, n:x, n:z), false).
relation_case(pair(p:a, n:x, pos:'1', pos:'1'), false).
relation_case(any_of([same(p:a, n:y), same(p:a, n:x)]), true).
relation_case(any_of([same(p:a, n:y), same(p:a, n:z)]), false).
relation_case(any_of([]), false).
relation_case(one_of([same(p:a, n:x), same(p:b, n:z)]), true).
relation_case(one_of([same(p:a, n:x), same(p:b, n:y)]), false).
relation_case(one_of([same(p:a, n:z), same(p:b, n:z)]), false).
relation_case(one_of([]), false).
relation_case(all_of([same(p:a, n:x), same(p:b, n:y)]), true).
relation_case(all_of([same(p:a, n:x), same(p:b, n:z)]), false).
relation_case(all_of([]), true).
relation_case(not(same(p:a, n:y)), true).
relation_case(not(different(p:a, n:x)), true).
relation_case(not(less(p:a, p:b, pos)), false).
relation_case(any_of([all_of([same(p:a, n:x), not(same(p:b, n:y))]),
                      pair(p:a, p:b, n:y, n:x)]), true).

%   wrapped(Wrapper, Relation, Holds, WrappedRelation, WrappedHolds)
%   The relation at top level and inside each compound relation (the reified forms).
wrapped(plain, R, H, R, H).
wrapped(any_of, R, H, any_of([R]), H).
wrapped(one_of, R, H, one_of([R]), H).
wrapped(all_of, R, H, all_of([R]), H).
wrapped(not_not, R, H, not(not(R)), H).
wrapped(not, R, H, not(R), NotH) :- negation(H, NotH).
wrapped(any_of_false, R, H, any_of([same(p:a, n:z), R]), H).

negation(true, false).
negation(false, true).

expected_count(true, 1).
expected_count(false, 0).

:- begin_tests(logic_grid_relations).

%   Each case runs in every category order and every wrapper; the test lists the
%   Order-Wrapper combinations that gave the wrong number of answers.
test(relation, [forall(relation_case(Relation, Holds)), true(Wrong == [])]) :-
    findall(Order-Wrapper,
            ( grid_categories(Order, _),
              wrapped(Wrapper, Relation, Holds, Wrapped, WrappedHolds),
              pinned_facts(Order, Wrapped, Facts),
              expected_count(WrappedHolds, Expected),
              solution_count(Facts, Count),
              Count =\= Expected
            ),
            Wrong).

test(pins_alone_leave_one_answer, [forall(grid_categories(Order, _)), true(Tables == [Expected])]) :-
    pinned_facts(Order, all_of([]), Facts),
    grid_solutions(Facts, all, all, Tables),
    grid_categories(Order, Header),
    expected_pinned_rows(Order, Rows),
    Expected = table(Header, Rows).

test(no_clues_gives_every_permutation, true(Count == 6)) :-
    solution_count([category(p, [a, b, c]), category(n, [x, y, z])], Count).

test(unordered_fixed_category, true(Tables == [table([p, n], [[a, y], [b, x]])])) :-
    grid_solutions([category(p, [a, b]), category(n, [x, y]), clue(1, same(p:a, n:y))],
                   all, all, Tables).

:- end_tests(logic_grid_relations).

expected_pinned_rows(Order, Rows) :-
    grid_categories(Order, Names),
    maplist(entity_row(Names), [1, 2, 3], Rows).

entity_row(Names, Entity, Row) :-
    maplist(entity_label(Entity), Names, Row).

entity_label(Entity, Name, Label) :-
    category_fact(Name, category(Name, Labels)),
    nth1(Entity, Labels, Label).

		 /*******************************
		 *      KNOWLEDGE BASES         *
		 *******************************/

%   The published answers, as in puzzles/*.expected.json.
kb_answer(zebra, [house, color, nationality, drink, smoke, pet],
          [ ['1', yellow, 'Norwegian', water, 'Kools', fox],
            ['2', blue, 'Ukrainian', tea, 'Chesterfield', horse],
            ['3', red, 'Englishman', milk, 'Old Gold', snails],
            ['4', ivory, 'Spaniard', 'orange juice', 'Lucky Strike', dog],
            ['5', green, 'Japanese', coffee, 'Parliament', zebra]
          ]).
kb_answer(researchers, [researcher, year, sport, research],
          [ ['Ainsley', '1920', relay, hurricanes],
            ['Madeline', '1973', hurdle, wildfires],
            ['Sophie', '1921', longjump, tornados],
            ['Theodore', '1933', javelin, earthquakes]
          ]).
kb_answer(scholarships, [student, scholarship, major],
          [ ['Carrie', '25000', 'English'],
            ['Erma', '35000', 'Astronomy'],
            ['Ora', '40000', 'Philosophy'],
            ['Tracy', '30000', 'Physics']
          ]).
kb_answer(rentals, [customer, car, location, days],
          [ ['Freda', 'Nissan', 'Los Altos', '4'],
            ['Opal', 'Jeep', 'Brownfield', '3'],
            ['Penny', 'Fiat', 'Iowa Falls', '5'],
            ['Sarah', 'Dodge', 'Durham', '6'],
            ['Vicky', 'Hyundai', 'Redding', '2']
          ]).
kb_answer(paintings, [painter, place, subject],
          [ ['Ada', '1st', 'Monet'],
            ['Eilen', '2nd', 'Constable'],
            ['Jenny', '3rd', 'Van Gogh'],
            ['Vera', '4th', 'Taylor']
          ]).

module_facts(Module, Facts) :-
    findall(category(N, V), Module:category(N, V), Categories),
    findall(category_numbers(N, V), Module:category_numbers(N, V), Numbers),
    findall(clue(N, R), Module:clue(N, R), Clues),
    append([Categories, Numbers, Clues], Facts).

:- begin_tests(grid_knowledge_bases).

test(unique_answer, [forall(kb_answer(KB, Header, Rows)), true(Solutions == [table(Header, Rows)])]) :-
    findall(S, KB:solution(S), Solutions).

test(solution_table, [forall(kb_answer(KB, Header, Rows)), true(Table == table(Header, Rows))]) :-
    once(KB:solution(S)),
    KB:solution_table(S, Table).

test(print_solution, [forall(kb_answer(KB, _, _)), true(sub_string(Text, _, _, _, "----"))]) :-
    once(KB:solution(S)),
    with_output_to(string(Text), KB:print_solution(S)).

test(engine_agrees_with_kb, [forall(kb_answer(KB, Header, Rows)),
                             true(Tables == [table(Header, Rows)])]) :-
    grid_solutions(KB, all, all, Tables).

test(facts_as_a_list, [forall(kb_answer(KB, Header, Rows)), true(Tables == [table(Header, Rows)])]) :-
    module_facts(KB, Facts),
    grid_solutions(Facts, all, all, Tables).

test(zebra_without_clue_11_has_two_answers, true(Pets == [[fox, zebra], [zebra, fox]])) :-
    findall(C, (zebra:clue(C, _), C =\= 11), Clues),
    grid_solutions(zebra, Clues, all, Tables),
    findall([P1, P5], member(table(_, [[_, _, _, _, _, P1], _, _, _, [_, _, _, _, _, P5]]), Tables),
            Pets0),
    msort(Pets0, Pets).

test(scholarships_four_clues_has_five_answers, true(Count == 5)) :-
    grid_solutions(scholarships_four_clues, all, all, Tables),
    length(Tables, Count).

test(scholarships_without_physics_clue_has_five_answers, true(Count == 5)) :-
    grid_solutions(scholarships, [1, 2, 4, 5], all, Tables),
    length(Tables, Count).

test(four_clue_answers_include_the_five_clue_answer) :-
    kb_answer(scholarships, Header, Rows),
    grid_solutions(scholarships_four_clues, all, all, Tables),
    memberchk(table(Header, Rows), Tables).

test(contradiction_has_no_answer, true(Tables == [])) :-
    module_facts(zebra, Facts),
    append(Facts, [clue(16, same(nationality:'Norwegian', color:red))], Contradiction),
    grid_solutions(Contradiction, all, all, Tables).

test(max_limits_the_answers, true(Count == 2)) :-
    grid_solutions(scholarships_four_clues, all, 2, Tables),
    length(Tables, Count).

test(model_then_label, [nondet, true(Table == table(Header, Rows))]) :-
    kb_answer(rentals, Header, Rows),
    grid_model(rentals, all, Model),
    grid_label(Model),
    grid_table(Model, Table).

test(grid_solution_enumerates, true(Count == 5)) :-
    aggregate_all(count, grid_solution(scholarships_four_clues, _), Count).

test(print_table_layout, true(Text == "p   n\n--  --\nab  x\nc   yy\n")) :-
    with_output_to(string(Text), print_table(table([p, n], [[ab, x], [c, yy]]))).

:- end_tests(grid_knowledge_bases).

		 /*******************************
		 *          VALIDATION          *
		 *******************************/

two_by_two(Clues, Facts) :-
    append([ [category(p, [a, b]), category(n, [x, y]), category(o, [one, two]),
              category_numbers(o, [1, 2])],
             Clues ], Facts).

grid_error(Facts, Error) :-
    catch(( grid_solutions(Facts, all, all, _), Error = none ),
          error(pylogic_grid(Problem, Where), _),
          Error = Problem-Where).

:- begin_tests(logic_grid_validation).

test(unknown_value, true(E == unknown_value(n:q)-clue(3))) :-
    two_by_two([clue(3, same(p:a, n:q))], Facts), grid_error(Facts, E).
test(unknown_value_nested, true(E == unknown_value(p:zz)-clue(1))) :-
    two_by_two([clue(1, any_of([not(same(p:zz, n:x))]))], Facts), grid_error(Facts, E).
test(number_is_not_a_label, true(E == unknown_value(o:1)-clue(1))) :-
    two_by_two([clue(1, same(p:a, o:1))], Facts), grid_error(Facts, E).
test(unknown_category, true(E == unknown_category(colour)-clue(2))) :-
    two_by_two([clue(2, same(p:a, colour:red))], Facts), grid_error(Facts, E).
test(unknown_ordering_category, true(E == unknown_category(age)-clue(2))) :-
    two_by_two([clue(2, less(p:a, p:b, age))], Facts), grid_error(Facts, E).
test(unordered_category, true(E == unordered_category(n)-clue(4))) :-
    two_by_two([clue(4, less(p:a, p:b, n))], Facts), grid_error(Facts, E).
test(unordered_category_in_distance, true(E == unordered_category(p)-clue(4))) :-
    two_by_two([clue(4, one_of([distance(p:a, n:x, p, 1)]))], Facts), grid_error(Facts, E).
test(malformed_relation, true(E == malformed_relation(near(p:a, n:x))-clue(5))) :-
    two_by_two([clue(5, near(p:a, n:x))], Facts), grid_error(Facts, E).
test(malformed_offset, true(E == malformed_relation(offset(p:a, p:b, o, one))-clue(5))) :-
    two_by_two([clue(5, offset(p:a, p:b, o, one))], Facts), grid_error(Facts, E).
test(malformed_difference_low,
     true(E == malformed_relation(difference(p:a, p:b, o, sup, 1))-clue(5))) :-
    two_by_two([clue(5, difference(p:a, p:b, o, sup, 1))], Facts), grid_error(Facts, E).
test(malformed_difference_high,
     true(E == malformed_relation(difference(p:a, p:b, o, 0, inf))-clue(5))) :-
    two_by_two([clue(5, not(difference(p:a, p:b, o, 0, inf)))], Facts), grid_error(Facts, E).
test(malformed_difference_unbound, true(E = malformed_relation(difference(_, _, _, _, _))-clue(5))) :-
    two_by_two([clue(5, any_of([difference(p:a, p:b, o, _, 1)]))], Facts), grid_error(Facts, E).
test(unordered_category_in_difference, true(E == unordered_category(n)-clue(4))) :-
    two_by_two([clue(4, difference(p:a, p:b, n, 0, 1))], Facts), grid_error(Facts, E).
test(difference_narrows_to_one_answer, true(Tables == [Expected])) :-
    two_by_two([clue(1, difference(p:b, n:y, o, 1, sup)), clue(2, same(p:a, n:y))], Facts),
    grid_solutions(Facts, all, all, Tables),
    Expected = table([p, n, o], [[a, y, one], [b, x, two]]).
test(malformed_list, true(E == malformed_relation(any_of(same(p:a, n:x)))-clue(5))) :-
    two_by_two([clue(5, any_of(same(p:a, n:x)))], Facts), grid_error(Facts, E).
test(unbound_relation, true(E = malformed_relation(_)-clue(5))) :-
    two_by_two([clue(5, _)], Facts), grid_error(Facts, E).
test(malformed_reference, true(E == malformed_reference(a)-clue(6))) :-
    two_by_two([clue(6, same(a, n:x))], Facts), grid_error(Facts, E).
test(malformed_clue_number, true(E == malformed_clue(clue(x, same(p:a, n:x)))-puzzle)) :-
    two_by_two([clue(x, same(p:a, n:x))], Facts), grid_error(Facts, E).
test(size_mismatch, true(E == size_mismatch(n, 3, 2)-category(n))) :-
    grid_error([category(p, [a, b]), category(n, [x, y, z])], E).
test(duplicate_category, true(E == duplicate_category(p)-category(p))) :-
    grid_error([category(p, [a, b]), category(p, [x, y])], E).
test(duplicate_value, true(E == duplicate_value(n:x)-category(n))) :-
    grid_error([category(p, [a, b]), category(n, [x, x])], E).
test(malformed_category, true(E == malformed_category(category(p, [a, 2]))-puzzle)) :-
    grid_error([category(p, [a, 2])], E).
test(empty_category, true(E == malformed_category(category(p, []))-puzzle)) :-
    grid_error([category(p, [])], E).
test(no_categories, true(E == no_categories-puzzle)) :-
    grid_error([clue(1, same(p:a, n:x))], E).
test(module_without_facts, true(E == no_categories-puzzle)) :-
    grid_error(no_such_puzzle_module, E).
test(numbers_for_unknown_category, true(E == unknown_category(q)-category(q))) :-
    grid_error([category(p, [a, b]), category_numbers(q, [1, 2])], E).
test(numbers_wrong_length, true(E == bad_numbers(p, [1, 2, 3])-category(p))) :-
    grid_error([category(p, [a, b]), category_numbers(p, [1, 2, 3])], E).
test(numbers_not_distinct, true(E == bad_numbers(p, [1, 1])-category(p))) :-
    grid_error([category(p, [a, b]), category_numbers(p, [1, 1])], E).
test(numbers_not_integers, true(E == bad_numbers(p, [1, b])-category(p))) :-
    grid_error([category(p, [a, b]), category_numbers(p, [1, b])], E).
test(duplicate_numbers, true(E == duplicate_numbers(p)-category(p))) :-
    grid_error([category(p, [a, b]), category_numbers(p, [1, 2]), category_numbers(p, [3, 4])],
               E).
test(unknown_clue, true(E == unknown_clue(7)-query)) :-
    two_by_two([clue(1, same(p:a, n:x))], Facts),
    catch(grid_solutions(Facts, [1, 7], all, _), error(pylogic_grid(P, W), _), E = P-W).
test(bad_clue_selection, true(E == bad_clue_selection(some)-query)) :-
    two_by_two([], Facts),
    catch(grid_solutions(Facts, some, all, _), error(pylogic_grid(P, W), _), E = P-W).
test(bad_max, true(E == bad_max(-1)-query)) :-
    two_by_two([], Facts),
    catch(grid_solutions(Facts, all, -1, _), error(pylogic_grid(P, W), _), E = P-W).
test(error_beats_contradiction, true(E == unknown_value(n:q)-clue(2))) :-
    two_by_two([clue(1, same(p:a, p:b)), clue(2, same(p:a, n:q))], Facts), grid_error(Facts, E).
test(error_message_is_readable, true(sub_string(Text, _, _, _, "clue(3)"))) :-
    message_to_codes(error(pylogic_grid(unknown_value(n:q), clue(3)), _), Text).

:- end_tests(logic_grid_validation).

message_to_codes(Error, Text) :-
    '$messages':translate_message(Error, Lines, []),
    with_output_to(string(Text), print_message_lines(current_output, '', Lines)).

		 /*******************************
		 *   SEARCH WITH DISJUNCTIONS   *
		 *******************************/

%   From 7 entities on the search reasons over disjunctive clues (constructive disjunction).
%   On a loosely clued 7-entity grid it must find exactly the answers plain labeling finds,
%   each once: the ways of a clue exclude each other.

seven_by_four(Facts) :-
    Facts = [ category(p, [a, b, c, d, e, f, g]),
              category(pos, ['1', '2', '3', '4', '5', '6', '7']),
              category_numbers(pos, [1, 2, 3, 4, 5, 6, 7]),
              category(n, [n1, n2, n3, n4, n5, n6, n7]),
              category(w, ['10', '20', '30', '45', '50', '60', '80']),
              category_numbers(w, [10, 20, 30, 45, 50, 60, 80]),
              clue(1, one_of([same(p:a, n:n1), same(p:a, w:'20')])),
              clue(2, pair(p:b, p:c, n:n2, pos:'3')),
              clue(3, distance(p:d, n:n3, pos, 2)),
              clue(4, any_of([same(p:e, pos:'1'), same(p:e, pos:'7'), less(p:e, p:f, w)])),
              clue(5, not(all_of([same(p:g, n:n4), different(p:a, pos:'2')]))),
              clue(6, difference(p:b, n:n5, w, 10, sup)),
              clue(7, same(n:n6, pos:'4')),
              clue(8, same(w:'10', n:n7)),
              clue(9, distance(p:a, p:c, w, 10)),
              clue(10, same(p:d, pos:'5')),
              clue(11, less(n:n1, w:'60', pos)),
              clue(12, same(p:f, w:'80')),
              clue(13, same(p:g, pos:'7')),
              clue(14, one_of([same(p:e, n:n4), same(p:e, w:'50')])),
              clue(15, pair(n:n2, n:n4, w:'45', w:'60'))
            ].

plain_solution_count(Facts, Count) :-
    aggregate_all(count,
                  ( logic_grid:grid_model(Facts, all, grid_model(_, Vars, _)),
                    labeling([ff], Vars) ),
                  Count).

:- begin_tests(logic_grid_disjunctive_search).

test(same_answers_as_plain_labeling, true(Count-Distinct == Plain-Plain)) :-
    seven_by_four(Facts),
    plain_solution_count(Facts, Plain),
    Plain > 1,
    grid_solutions(Facts, all, all, Tables),
    length(Tables, Count),
    sort(Tables, Sorted),
    length(Sorted, Distinct).

test(contradiction_has_no_answer, true(Tables == [])) :-
    seven_by_four(Facts0),
    append(Facts0, [clue(20, distance(p:d, n:n3, pos, 1))], Facts),
    grid_solutions(Facts, all, all, Tables).

%   An offset in a channelled category (w) is reasoned over as one way per pair of values
%   that far apart: of the pairs 30 apart only 50 - 20 has 50 first; 20 - 10 and 30 - 20 are
%   the pairs 10 apart.
test(channelled_offsets_same_answers_as_plain_labeling, true(Sorted == Plain)) :-
    seven_by_four(Facts0),
    append(Facts0, [clue(20, offset(w:'50', n:n3, w, 30)),
                    clue(21, any_of([offset(p:b, n:n1, w, 10), same(p:b, pos:'2')]))], Facts),
    findall(Table, ( logic_grid:grid_model(Facts, all, Model),
                     Model = grid_model(_, Vars, _),
                     labeling([ff], Vars),
                     logic_grid:grid_table(Model, Table) ),
            PlainTables),
    msort(PlainTables, Plain),
    Plain \== [],
    grid_solutions(Facts, all, all, Tables),
    msort(Tables, Sorted).

%   Without clue 13 the search below the first levels runs past its budget once, and the
%   reasoning it then adds must not lose or repeat an answer.
test(budgeted_reasoning_same_answers_as_plain_labeling, true(Count-Distinct == Plain-Plain)) :-
    seven_by_four(Facts0),
    exclude(==(clue(13, same(p:g, pos:'7'))), Facts0, Facts),
    plain_solution_count(Facts, Plain),
    grid_solutions(Facts, all, all, Tables),
    length(Tables, Count),
    sort(Tables, Sorted),
    length(Sorted, Distinct).

:- end_tests(logic_grid_disjunctive_search).
