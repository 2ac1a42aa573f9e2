/*  plunit tests for the numeric knowledge bases.

    Run: swipl -g run_tests -t halt prolog/tests/numeric.plt
    The modules are loaded without importing (they all export solution/1),
    so every call is module-qualified.  Expected answers: the puzzles' published
    answers, each checked by an independent solver (see the NAME.expected.json files
    under puzzles/).
*/
:- use_module('../jodici.pl', []).
:- use_module('../disks.pl', []).
:- use_module('../equation_grid.pl', []).
:- use_module('../hidoku.pl', []).
:- use_module('../magic_board.pl', []).
:- use_module('../checkerboard.pl', []).
:- use_module(library(plunit)).
:- use_module(library(lists)).
:- use_module(library(solution_sequences)).

all_solutions(Module:Goal, Template, Solutions) :-
    findall(Template, Module:Goal, Solutions).

empty_row(Width, Row) :- length(Row, Width), maplist(=('_'), Row).

:- begin_tests(jodici).

test(seed_unique, Solutions == [[[3,7,5,8,4,3], [6,1,1,5,9,8], [6,7,9,2,2,4]]]) :-
    all_solutions(jodici:solution(S), S, Solutions).

test(seed_table, Table == table([ring,s1,s2,s3,s4,s5,s6],
                                [[1,3,7,5,8,4,3], [2,6,1,1,5,9,8], [3,6,7,9,2,2,4]])) :-
    once(jodici:solution(S)),
    jodici:solution_table(S, Table).

test(over_constrained, fail) :-
    % three 9s: each digit is used exactly twice
    jodici:jodici_solution([[9,9,9,'_','_','_'],
                            ['_','_','_','_','_','_'],
                            ['_','_','_','_','_','_']], _).

test(no_givens_has_many, true(Count > 1)) :-
    maplist(empty_row(6), [R1, R2, R3]),
    aggregate_all(count, limit(5, jodici:jodici_solution([R1, R2, R3], _)), Count).

test(bad_cell, throws(error(domain_error(jodici_cell, 10), _))) :-
    jodici:jodici_solution([[10,'_','_','_','_','_'],
                            ['_','_','_','_','_','_'],
                            ['_','_','_','_','_','_']], _).

test(bad_shape, throws(error(type_error(jodici_grid, _), _))) :-
    jodici:jodici_solution([[1,2,3]], _).

:- end_tests(jodici).

:- begin_tests(disks).

test(original_has_none, Solutions == []) :-
    disks:instance_solutions(original, Solutions).

test(flipped_unique, Solutions == [[0,0,5,11]]) :-
    disks:instance_solutions(flipped, Solutions).

test(flipped_rotated_disks,
     Rotated == [[0,0,0,0,0,1,0,1,0,0,1,0],
                 [1,0,0,1,0,0,0,0,0,0,0,1],
                 [0,0,1,0,1,0,0,0,1,0,0,0],
                 [0,1,0,0,0,0,1,0,0,1,0,0]]) :-
    all_solutions(disks:solution(rotation(_, Rotated)), Rotated, [Rotated]).

test(two_solutions, Solutions == [[0,0,0], [0,2,1]]) :-
    all_solutions(disks:disks_solution([[1,0,0],[0,1,0],[0,0,1]], S), S, Solutions).

test(bad_disks, throws(error(type_error(disks, _), _))) :-
    disks:disks_solution([[1,0],[1]], _).

:- end_tests(disks).

:- begin_tests(equation_grid).

seed(Names, Equations) :-
    Names = [x11,x12,x13,x21,x22,x23,x31,x32,x33],
    Equations = [ x11 - x12*x13 = -278, x21*x22 + x23 = 216, x31*x32 + x33 = 11,
                  x11 + x21 - x31 = 36, x12 + x22 + x32 = 27, x13*x23 - x33 = 245 ].

test(seed_unique, Solutions == [[[26,19,16], [25,8,16], [15,0,11]]]) :-
    all_solutions(equation_grid:solution(S), S, Solutions).

test(entry_predicate, Solutions == [[26,19,16,25,8,16,15,0,11]]) :-
    seed(Names, Equations),
    all_solutions(equation_grid:equation_grid_solution(Names, -9, 99, [x11=26],
                                                       Equations, Values),
                  Values, Solutions).

test(impossible, fail) :-
    seed(Names, Equations),
    equation_grid:equation_grid_solution(Names, -9, 99, [x11=27], Equations, _).

test(unary_minus, Solutions == [[2,1]]) :-
    all_solutions(equation_grid:equation_grid_solution([a,b], 0, 9, [],
                                                       [a + b = 3, a - b = -(-1)], Values),
                  Values, Solutions).

test(unknown_name, throws(error(existence_error(unknown, c), _))) :-
    equation_grid:equation_grid_solution([a,b], 0, 9, [], [a + c = 3], _).

test(unknown_given_name, throws(error(existence_error(unknown, z), _))) :-
    equation_grid:equation_grid_solution([a,b], 0, 9, [z=1], [a + b = 3], _).

test(bad_operator, throws(error(domain_error(equation_expression, a/b), _))) :-
    equation_grid:equation_grid_solution([a,b], 0, 9, [], [a/b = 3], _).

test(goal_is_not_called, throws(error(domain_error(equation_expression, call(halt)), _))) :-
    equation_grid:equation_grid_solution([a], 0, 9, [], [call(halt) = a], _).

test(several, Solutions == [[0,3], [1,2], [2,1], [3,0]]) :-
    all_solutions(equation_grid:equation_grid_solution([a,b], 0, 9, [], [a + b = 3], Values),
                  Values, Solutions).

test(not_an_equation, throws(error(type_error(equation, a < 3), _))) :-
    equation_grid:equation_grid_solution([a], 0, 9, [], [a < 3], _).

test(repeated_name, throws(error(permission_error(repeat, name, a), _))) :-
    equation_grid:equation_grid_solution([a,a], 0, 9, [], [], _).

:- end_tests(equation_grid).

:- begin_tests(hidoku).

seed_first_last_rows([91,92,93,20,21,36,37,38,39,57], [1,2,10,11,67,68,82,81,74,75]).

test(seed_unique, Count == 1) :-
    all_solutions(hidoku:solution(S), S, Solutions),
    length(Solutions, Count),
    Solutions = [Solved],
    seed_first_last_rows(First, Last),
    Solved = [First|_],
    last(Solved, Last).

test(last_missing, Solutions == [Seed]) :-
    seed_without(100, Grid),
    all_solutions(hidoku:hidoku_solution(Grid, S), S, Solutions),
    once(hidoku:solution(Seed)).

test(first_missing, Count == 2) :-
    % without the 1 the seed puzzle has a second solution
    seed_without(1, Grid),
    all_solutions(hidoku:hidoku_solution(Grid, S), S, Solutions),
    length(Solutions, Count),
    once(hidoku:solution(Seed)),
    memberchk(Seed, Solutions).

seed_without(Number, Grid) :-
    hidoku:seed_grid(Seed),
    maplist(maplist(emptied(Number)), Seed, Grid).

emptied(Number, Cell, Emptied) :- ( Cell == Number -> Emptied = '_' ; Emptied = Cell ).

test(blocked_cell, Solutions == [[[1,3,4], [2,'#',5], [8,7,6]]]) :-
    all_solutions(hidoku:hidoku_solution([[1,'_','_'], ['_','#',5], ['_','_','_']], S),
                  S, Solutions).

test(no_solution, fail) :-
    % 1 and 2 are not neighbours
    hidoku:hidoku_solution([[1,'_',2]], _).

test(several_solutions, Count == 2) :-
    aggregate_all(count, hidoku:hidoku_solution([['_','_']], _), Count).

test(bad_cell, throws(error(domain_error(hidoku_cell, x), _))) :-
    hidoku:hidoku_solution([[1, x]], _).

test(ragged, throws(error(type_error(hidoku_grid, _), _))) :-
    hidoku:hidoku_solution([[1,'_'], ['_']], _).

:- end_tests(hidoku).

:- begin_tests(magic_board).

test(seed_unique, Solutions == [[[28,24,6,12,15], [13,7,25,17,23], [8,26,19,5,27],
                                 [20,18,14,22,11], [16,10,21,29,9]]]) :-
    all_solutions(magic_board:solution(S), S, Solutions).

test(lo_shu_has_eight, Count == 8) :-
    length(Grid, 3),
    maplist(empty_row(3), Grid),
    aggregate_all(count, magic_board:magic_board_solution(Grid, 1, 9, 15, _), Count).

test(wrong_target, fail) :-
    length(Grid, 3),
    maplist(empty_row(3), Grid),
    magic_board:magic_board_solution(Grid, 1, 9, 16, _).

test(not_square, throws(error(type_error(magic_board_grid, _), _))) :-
    magic_board:magic_board_solution([['_','_']], 1, 9, 15, _).

:- end_tests(magic_board).

:- begin_tests(checkerboard).

%   The expensive checks run on the small stone sets; one quick 8x8 check
%   covers the seed.  Counts: tests/test_checkerboard.py (recomputed there
%   by an independent brute force).

board(Size, TopLeft, Board) :-
    numlist(1, Size, Indices),
    maplist(board_row(TopLeft, Indices), Indices, Board).

board_row(TopLeft, Columns, Row, Cells) :-
    maplist(board_cell(TopLeft, Row), Columns, Cells).

board_cell(TopLeft, Row, Column, Colour) :-
    (   (Row + Column) mod 2 =:= 0 -> Colour = TopLeft ; other_colour(TopLeft, Colour) ).

other_colour('B', 'W').
other_colour('W', 'B').

%   stone_set(File, BoardSize, Stones, RawSolutionCount): the sets of
%   tests/data/stones on a board with a black top-left cell.
stone_set('3x3_1', 3, [ [['B','W','B'], ['_','B','_']],
                        [['W','_'], ['B','W']],
                        [['B','W']] ], 8).
stone_set('3x3_2', 3, [ [['B','W','B'], ['_','B','W']],
                        [['B','W']],
                        [['B','W']] ], 16).
stone_set('3x3_3', 3, [ [['W','B'], ['B','_']],
                        [['B','W']],
                        [['B','W']],
                        [['B','W']] ], 48).
stone_set('4x4_1', 4, [ [['B','W','B','W']],
                        [['W','B','W'], ['B','_','_']],
                        [['_','W','B'], ['W','B','_']],
                        [['_','_','W'], ['B','W','B']] ], 24).
stone_set('4x4_2', 4, [ [['B','W'], ['W','_']],
                        [['W','B'], ['B','_']],
                        [['W','B','W'], ['B','_','_']],
                        [['B','W','B'], ['W','_','_']],
                        [['B','W']] ], 52).
stone_set('5x5_1', 5, [ [['W','B','W','B'], ['_','W','B','_']],
                        [['W','B'], ['_','W'], ['_','B']],
                        [['W','B'], ['B','_']],
                        [['_','W'], ['W','B'], ['B','_']],
                        [['_','B','W'], ['B','W','_']],
                        [['_','_','W'], ['B','W','B']] ], 128).

%   Placement tiles Board with Stones: every cell holds a stone number, and
%   the cells of stone K, with the board's colours, are stone K turned
%   and/or flipped.  Independent of the module's own geometry.
tiles(Board, Stones, Placement) :-
    length(Stones, Count),
    same_length(Board, Placement),
    maplist(same_length, Board, Placement),
    append(Placement, Used),
    forall(member(Stone, Used), ( integer(Stone), between(1, Count, Stone) )),
    forall(nth1(Index, Stones, Stone), stone_lies(Board, Placement, Index, Stone)).

stone_lies(Board, Placement, Index, Stone) :-
    findall(R-C-Colour, ( nth0(R, Placement, Row), nth0(C, Row, Index),
                          nth0(R, Board, BoardRow), nth0(C, BoardRow, Colour) ),
            Cells),
    findall(R-C-Colour, ( nth0(R, Stone, Row), nth0(C, Row, Colour), Colour \== '_' ),
            Squares),
    normalised_shape(Cells, Shape),
    once(( between(0, 3, Turns), member(Flip, [no, yes]),
           maplist(turned(Turns, Flip), Squares, Moved),
           normalised_shape(Moved, Shape) )).

turned(Turns, Flip, R-C-Colour, R2-C2-Colour) :-
    quarter_turns(Turns, R, C, R1, C1),
    (   Flip == yes -> R2 = R1, C2 is -C1 ; R2 = R1, C2 = C1 ).

quarter_turns(0, R, C, R, C) :- !.
quarter_turns(Turns, R, C, R2, C2) :-
    R1 = C, C1 is -R,
    Left is Turns - 1,
    quarter_turns(Left, R1, C1, R2, C2).

normalised_shape(Cells, Shape) :-
    aggregate_all(min(R), member(R-_-_, Cells), Top),
    aggregate_all(min(C), member(_-C-_, Cells), Left),
    findall(R1-C1-Colour, ( member(R-C-Colour, Cells), R1 is R - Top, C1 is C - Left ),
            Moved),
    msort(Moved, Shape).

test(small_board, Solutions == [[[1,1], [2,2]], [[1,2], [1,2]],
                                 [[2,1], [2,1]], [[2,2], [1,1]]]) :-
    % two dominoes (each may turn) tile a 2x2 board in rows or in columns
    all_solutions(checkerboard:checkerboard_solution([['B','W'], ['W','B']],
                                                     [[['B','W']], [['W'], ['B']]], P),
                  P, Solutions0),
    msort(Solutions0, Solutions).

test(stone_set, [forall(stone_set(_Name, Size, Stones, Expected)), Count == Expected]) :-
    board(Size, 'B', Board),
    all_solutions(checkerboard:checkerboard_solution(Board, Stones, P), P, Solutions),
    length(Solutions, Count),
    sort(Solutions, Distinct),
    length(Distinct, Count),
    forall(member(P, Solutions), tiles(Board, Stones, P)).

test(identical_stones_counted_apart, Count == 120) :-
    % a 2x4 board has 5 domino tilings; 4 identical dominoes number each in 4! ways
    Dominoes = [[['B','W']], [['B','W']], [['W','B']], [['W'], ['B']]],
    all_solutions(checkerboard:checkerboard_solution([['B','W','B','W'], ['W','B','W','B']],
                                                     Dominoes, P),
                  P, Solutions),
    sort(Solutions, Distinct),
    length(Distinct, Count).

test(any_colouring, Solutions == [[[1,1], [2,2]], [[1,2], [1,2]],
                                   [[2,1], [2,1]], [[2,2], [1,1]]]) :-
    all_solutions(checkerboard:checkerboard_solution([['B','B'], ['B','B']],
                                                     [[['B','B']], [['B','B']]], P),
                  P, Solutions0),
    msort(Solutions0, Solutions).

test(set_5x5_wrong_colouring, fail) :-
    board(5, 'W', Board),
    stone_set('5x5_1', 5, Stones, _),
    checkerboard:checkerboard_solution(Board, Stones, _).

test(area_mismatch, fail) :-
    checkerboard:checkerboard_solution([['B','W']], [[['B']]], _).

test(seed_first_tilings, Count == 16) :-
    checkerboard:seed_board(Board),
    checkerboard:seed_stones(Stones),
    findall(P, limit(16, checkerboard:solution(P)), Solutions),
    sort(Solutions, Distinct),
    length(Distinct, Count),
    forall(member(P, Solutions), tiles(Board, Stones, P)).

test(bad_board, throws(error(type_error(checkerboard_board, _), _))) :-
    checkerboard:checkerboard_solution([['B','X']], [[['B','W']]], _).

test(bad_stone, throws(error(type_error(checkerboard_stone, _), _))) :-
    checkerboard:checkerboard_solution([['B','W']], [[['_','_']]], _).

:- end_tests(checkerboard).
