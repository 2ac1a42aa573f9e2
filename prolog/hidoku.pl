/*  Hidoku (Hidato): fill a grid with 1..M so consecutive numbers touch.

    A grid is a list of equally long rows; each cell is an integer (given),
    '_' (empty) or '#' (blocked).  M is the number of cells not blocked.
    Numbers 1..M are each placed once and K+1 is a king-move neighbour of K.
    The first or last number need not be given.

    Model (position encoding): Position[K] is the open cell holding number
    K, open cells numbered 1..M in row-major order.  all_distinct/1 makes
    the positions a permutation, and every consecutive pair
    (Position[K], Position[K+1]) is a row of the board's neighbour table
    (tuples_in/2), so arc consistency along the chain prunes each number to
    the cells within reach of the givens around it.

    Example queries (swipl prolog/hidoku.pl):

      ?- solution(S), print_solution(S).
      ?- findall(S, solution(S), L), length(L, N).          % N = 1
      ?- hidoku_solution([[1,'_','_'],['_','#',5],['_','_','_']], Solved).
      ?- solution(S), solution_table(S, T).
*/
:- module(hidoku,
          [ hidoku_solution/2,          % +Grid, -Solved
            hidoku_constraints/3,       % +Grid, -Positions, -OpenCells
            solution/1,                 % -Solved of the seed instance
            solution_table/2,           % +Solved, -table(Header, Rows)
            print_solution/1            % +Solved
          ]).
:- use_module(library(clpfd)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module(number_grid).

%!  seed_grid(-Grid) is det.
%   The 10x10 Hidoku of Rainhard Findling's post "Hidoku Solver in Python", 27 givens.
seed_grid([ ['_','_', 93,'_','_','_','_','_','_', 57],
            ['_','_','_', 22,'_', 53, 54, 40,'_','_'],
            ['_','_', 18, 23, 52,'_',100,'_','_','_'],
            ['_','_','_','_','_', 99, 33,'_','_','_'],
            ['_','_','_','_','_', 25,'_','_','_','_'],
            ['_','_','_','_','_','_','_','_','_', 29],
            [ 14,'_',  7,'_','_','_','_','_','_','_'],
            ['_','_','_', 65,'_','_', 46, 72, 77,'_'],
            ['_',  9,'_','_','_','_','_','_', 80, 76],
            [  1,'_','_', 11,'_', 68, 82,'_','_','_'] ]).

%!  solution(-Solved) is nondet.
solution(Solved) :-
    seed_grid(Grid),
    hidoku_solution(Grid, Solved).

%!  hidoku_solution(+Grid, -Solved) is nondet.
%   Solved is Grid with every '_' replaced by its number ('#' stays);
%   one answer per solution.  Throws error(type_error(hidoku_grid, Grid), _)
%   unless Grid is a non-empty list of equally long non-empty rows, and
%   error(domain_error(hidoku_cell, Cell), _) for a cell that is not a
%   positive integer, '_' or '#'.  A given above M or given twice makes
%   the puzzle unsolvable (no answer), not an error.
hidoku_solution(Grid, Solved) :-
    hidoku_constraints(Grid, Positions, OpenCells),
    labeling([ff], Positions),
    solved_grid(Grid, Positions, OpenCells, Solved).

%!  hidoku_constraints(+Grid, -Positions, -OpenCells) is semidet.
%   Positions[K] is the index (into OpenCells) of the cell holding K;
%   OpenCells lists cell(Row, Column, Content) of the open cells, row-major.
%   Fails when a given exceeds the number of open cells.
hidoku_constraints(Grid, Positions, OpenCells) :-
    must_be_hidoku_grid(Grid),
    open_cells(Grid, OpenCells),
    length(OpenCells, Count),
    length(Positions, Count),
    Positions ins 1..Count,
    foldl(given_position(Positions), OpenCells, 1, _),
    neighbour_table(OpenCells, Neighbours),
    consecutive_neighbours(Positions, Neighbours),
    all_distinct(Positions).

open_cells(Grid, OpenCells) :-
    findall(cell(Row, Column, Content),
            ( nth1(Row, Grid, Cells),
              nth1(Column, Cells, Content),
              Content \== '#' ),
            OpenCells).

%   A given number K in the open cell with index Index fixes Position[K].
given_position(Positions, cell(_, _, Content), Index, NextIndex) :-
    NextIndex is Index + 1,
    (   integer(Content)
    ->  nth1(Content, Positions, Index)
    ;   true
    ).

%!  neighbour_table(+OpenCells, -Neighbours) is det.
%   Neighbours lists [From, To] for every ordered pair of open cells a king
%   move apart.
neighbour_table(OpenCells, Neighbours) :-
    findall([From, To],
            ( nth1(From, OpenCells, cell(Row, Column, _)),
              nth1(To, OpenCells, cell(ToRow, ToColumn, _)),
              From \== To,
              abs(Row - ToRow) =< 1,
              abs(Column - ToColumn) =< 1 ),
            Neighbours).

consecutive_neighbours(Positions, Neighbours) :-
    consecutive_pairs(Positions, Pairs),
    tuples_in(Pairs, Neighbours).

consecutive_pairs([], []).
consecutive_pairs([Position|Positions], Pairs) :-
    foldl([Next, Previous-Pairs0, Next-Pairs1]>>(Pairs0 = [[Previous, Next]|Pairs1]),
          Positions, Position-Pairs, _-[]).

%!  solved_grid(+Grid, +Positions, +OpenCells, -Solved) is det.
%   Solved is Grid with each open cell holding the number placed there.
solved_grid(Grid, Positions, OpenCells, Solved) :-
    findall(Index-Number, nth1(Number, Positions, Index), IndexNumbers),
    keysort(IndexNumbers, Sorted),
    pairs_values(Sorted, Numbers),
    foldl(placed_row, Grid, Solved, Numbers-OpenCells, []-[]).

placed_row(Row, SolvedRow, State0, State) :-
    foldl(placed_cell, Row, SolvedRow, State0, State).

placed_cell('#', '#', State, State) :- !.
placed_cell(_, Number, [Number|Numbers]-[_|Cells], Numbers-Cells).

must_be_hidoku_grid(Grid) :-
    (   is_list(Grid), Grid = [FirstRow|_], is_list(FirstRow),
        length(FirstRow, Width), Width > 0,
        maplist(row_of_width(Width), Grid)
    ->  maplist(maplist(must_be_hidoku_cell), Grid)
    ;   throw(error(type_error(hidoku_grid, Grid),
                    context(hidoku_solution/2,
                            'a non-empty list of equally long rows expected')))
    ).

row_of_width(Width, Row) :-
    is_list(Row),
    length(Row, Width).

must_be_hidoku_cell(Cell) :-
    (   ( Cell == '_' ; Cell == '#' ; integer(Cell), Cell >= 1 )
    ->  true
    ;   throw(error(domain_error(hidoku_cell, Cell),
                    context(hidoku_solution/2,
                            'a cell is a positive integer, \'_\' or \'#\'')))
    ).

%!  solution_table(+Solved, -Table) is det.
%   Table = table([row, c1, ..., cW], Rows): the solved grid, row by row.
solution_table(Solved, Table) :-
    grid_table(Solved, Table).

%!  print_solution(+Solved) is det.
print_solution(Solved) :-
    print_grid(Solved, 4).
