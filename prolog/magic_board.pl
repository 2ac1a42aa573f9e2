/*  Magic number board: an N x N grid of distinct numbers from Low..High
    whose rows, columns and both diagonals all sum to Target.

    A grid is N lists of N cells, each an integer (given) or '_' (empty).
    Each number of Low..High is used at most once, so exactly once when
    High - Low + 1 = N * N.

    Seed instance (5x5, numbers 5..29, target 85):
      _  _  _  _ 15
      _  _ 25 17  _
      _ 26  _  5  _
      _ 18  _  _ 11
      _  _ 21  _  _

    Example queries (swipl prolog/magic_board.pl):

      ?- solution(S), print_solution(S).
      ?- findall(S, solution(S), L), length(L, N).          % N = 1
      ?- magic_board_solution([['_','_','_'],['_',5,'_'],['_','_','_']],
                              1, 9, 15, Solved).
      ?- solution(S), solution_table(S, T).
*/
:- module(magic_board,
          [ magic_board_solution/5,     % +Grid, +Low, +High, +Target, -Solved
            magic_board_constraints/5,  % same, Solved posted but unlabelled
            solution/1,                 % -Solved of the seed instance
            solution_table/2,           % +Solved, -table(Header, Rows)
            print_solution/1            % +Solved
          ]).
:- use_module(library(clpfd)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(number_grid).

%!  seed_instance(-Grid, -Low, -High, -Target) is det.
%   The board of Rainhard Findling's post "Magic number board puzzle solver in Python".
seed_instance([ ['_','_','_','_', 15],
                ['_','_', 25, 17,'_'],
                ['_', 26,'_',  5,'_'],
                ['_', 18,'_','_', 11],
                ['_','_', 21,'_','_'] ], 5, 29, 85).

%!  solution(-Solved) is nondet.
solution(Solved) :-
    seed_instance(Grid, Low, High, Target),
    magic_board_solution(Grid, Low, High, Target, Solved).

%!  magic_board_solution(+Grid, +Low, +High, +Target, -Solved) is nondet.
%   Solved (N lists of N integers) fills Grid's empty cells; one answer per
%   solution.  Throws error(type_error(magic_board_grid, Grid), _) unless
%   Grid is N >= 1 lists of N cells, error(domain_error(magic_board_cell,
%   Cell), _) for a cell that is neither an integer nor '_', and
%   error(type_error(integer, X), _) for a non-integer Low, High or Target.
magic_board_solution(Grid, Low, High, Target, Solved) :-
    magic_board_constraints(Grid, Low, High, Target, Solved),
    append(Solved, Cells),
    labeling([ff], Cells).

%!  magic_board_constraints(+Grid, +Low, +High, +Target, -Solved) is semidet.
%   Solved holds the cell variables with all board rules posted.
magic_board_constraints(Grid, Low, High, Target, Solved) :-
    must_be_board(Grid),
    maplist(must_be_integer, [Low, High, Target]),
    maplist(maplist(given_cell), Grid, Solved),
    append(Solved, Cells),
    Cells ins Low..High,
    % The line sums do most of the pruning; all_distinct/1's matching costs
    % more than it saves here (seed: 0.19 s with all_different/1, 0.45 s).
    all_different(Cells),
    transpose(Solved, Columns),
    diagonal(Solved, Diagonal),
    maplist(reverse, Solved, Mirrored),
    diagonal(Mirrored, AntiDiagonal),
    maplist(sums_to(Target), [Diagonal, AntiDiagonal|Solved]),
    maplist(sums_to(Target), Columns).

sums_to(Target, Cells) :- sum(Cells, #=, Target).

diagonal(Rows, Diagonal) :-
    foldl([Row, Cell, I0, I]>>(nth0(I0, Row, Cell), I is I0 + 1), Rows, Diagonal, 0, _).

given_cell('_', _) :- !.
given_cell(Number, Number).

must_be_board(Grid) :-
    (   is_list(Grid), length(Grid, Size), Size > 0,
        maplist(row_of_width(Size), Grid)
    ->  maplist(maplist(must_be_cell), Grid)
    ;   throw(error(type_error(magic_board_grid, Grid),
                    context(magic_board_solution/5, 'N lists of N cells expected')))
    ).

row_of_width(Width, Row) :-
    is_list(Row),
    length(Row, Width).

must_be_cell(Cell) :-
    (   ( Cell == '_' ; integer(Cell) )
    ->  true
    ;   throw(error(domain_error(magic_board_cell, Cell),
                    context(magic_board_solution/5,
                            'a cell is an integer or \'_\'')))
    ).

must_be_integer(X) :-
    (   integer(X)
    ->  true
    ;   throw(error(type_error(integer, X),
                    context(magic_board_solution/5,
                            'Low, High and Target are integers')))
    ).

%!  solution_table(+Solved, -Table) is det.
%   Table = table([row, c1, ..., cW], Rows): the solved board, row by row.
solution_table(Solved, Table) :-
    grid_table(Solved, Table).

%!  print_solution(+Solved) is det.
print_solution(Solved) :-
    print_grid(Solved, 4).
