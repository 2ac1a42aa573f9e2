/*  Checkerboard (draught board) puzzle: tile a coloured board with stones.

    A board is a list of rows of 'B'/'W' atoms, the colour of each cell (the
    caller chooses the colouring).  A stone is a list of rows of 'B', 'W'
    and '_' ('_' = not covered).  Every stone is used exactly once; it may
    be turned by 90, 180 or 270 degrees and flipped, and each cell it covers
    must have the board cell's colour.  A placement is a grid shaped like
    the board whose cells hold the 1-based index of the covering stone.

    Model (exact cover): every legal placement of every orientation of
    every stone is computed up front; the items to cover are the board
    cells and the stones (each stone is placed exactly once).  Search is
    Knuth's Algorithm X on plain lists: branch on the item with the fewest
    candidate placements, drop what the choice covers or clashes with.
    (A CLP(FD) model with a 0/1 variable per placement and sum/3 per item
    was 4x slower on 5x5 and took 12 s to the first 8x8 tiling, so the
    search is plain Prolog.)

    Identical stones give separate placements (stone 1 here, stone 12
    there, and swapped), and board symmetries are not removed: the caller
    deduplicates.  Solutions are enumerated lazily on backtracking.

    Seed instance: the 8x8 puzzle of the seed post (12 stones), on a board
    whose top-left cell is white: cell (Row, Column), 1-based, is 'W' when
    Row + Column is even.  It has many solutions; counting all of them
    takes a while (see bench/prolog/numeric_bench.pl).

    Example queries (swipl prolog/checkerboard.pl):

      ?- solution(S), print_solution(S).
      ?- findall(S, limit(10, solution(S)), L), length(L, N).
      ?- checkerboard_solution([['B','W'],['W','B']],
                               [[['B','W']], [['B'],['W']]], Placement).
      ?- solution(S), solution_table(S, T).
*/
:- module(checkerboard,
          [ checkerboard_solution/3,    % +Board, +Stones, -Placement
            checkerboard_cover_problem/3,   % +Board, +Stones, -Items
            cover/2,                    % +Items, -Chosen
            stone_placements/3,         % +Board, +Stone, -CellSets
            seed_board/1,               % -Board
            seed_stones/1,              % -Stones
            solution/1,                 % -Placement of the seed instance
            solution_table/2,           % +Placement, -table(Header, Rows)
            print_solution/1            % +Placement
          ]).
:- use_module(library(ordsets)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).

%!  seed_board(-Board) is det.
%   8x8, top-left cell white.
seed_board(Board) :-
    numlist(1, 8, Indices),
    maplist(checker_row(Indices), Indices, Board).

checker_row(Columns, Row, Cells) :-
    maplist(checker_colour(Row), Columns, Cells).

checker_colour(Row, Column, Colour) :-
    (   (Row + Column) mod 2 =:= 0 -> Colour = 'W' ; Colour = 'B' ).

%!  seed_stones(-Stones) is det.
%   The 12 stones of the seed post's 8x8 puzzle, in the post's order.
seed_stones([ [['B','_','_'], ['W','B','W'], ['_','_','B']],
              [['W','B','W','B'], ['_','W','_','_']],
              [['_','W','B','_'], ['W','B','W','B'], ['_','W','B','_']],
              [['B','W','_','_'], ['_','B','W','B']],
              [['B','W','B','W'], ['W','_','_','_']],
              [['W','B','W','B'], ['B','_','_','_']],
              [['B','W'], ['_','B'], ['_','W']],
              [['W','B','W'], ['B','W','_'], ['W','_','_']],
              [['B','W','B','W'], ['_','B','_','_']],
              [['W','B','_','_'], ['_','W','B','W']],
              [['B','W','B','W'], ['_','B','W','_']],
              [['B','_','_'], ['W','B','W'], ['_','_','B']] ]).

%!  solution(-Placement) is nondet.
solution(Placement) :-
    seed_board(Board),
    seed_stones(Stones),
    checkerboard_solution(Board, Stones, Placement).

%!  checkerboard_solution(+Board, +Stones, -Placement) is nondet.
%   Placement (shaped like Board) tiles Board with Stones; one answer per
%   tiling, lazily.  Throws error(type_error(checkerboard_board, Board), _)
%   unless Board is a non-empty list of equally long non-empty rows of
%   'B'/'W', and error(type_error(checkerboard_stone, Stone), _) unless each
%   stone is a non-empty list of equally long rows of 'B'/'W'/'_' covering
%   at least one cell.
checkerboard_solution(Board, Stones, Placement) :-
    checkerboard_cover_problem(Board, Stones, Items),
    cover(Items, Chosen),
    placement_grid(Board, Chosen, Placement).

%!  checkerboard_cover_problem(+Board, +Stones, -Items) is semidet.
%   Items is the exact cover problem: one Item-Candidates pair per board
%   cell (items 1..Area, row-major) and per stone (items Area+1..Area+K);
%   Candidates are the placements covering that item, each
%   placement(CoveredItems, StoneIndex, Cells) with CoveredItems the
%   ordered set of its cells plus its stone item.  Fails when the stones'
%   area differs from the board's or some item has no candidate.
checkerboard_cover_problem(Board, Stones, Items) :-
    must_be_board(Board),
    maplist(must_be_stone, Stones),
    append(Board, BoardCells),
    length(BoardCells, Area),
    foldl(add_stone_area, Stones, 0, Area),
    findall(placement(CoveredItems, StoneIndex, Cells),
            ( nth1(StoneIndex, Stones, Stone),
              stone_placements(Board, Stone, CellSets),
              member(Cells, CellSets),
              StoneItem is Area + StoneIndex,
              append(Cells, [StoneItem], CoveredItems) ),
            Placements),
    length(Stones, StoneCount),
    ItemCount is Area + StoneCount,
    numlist(1, ItemCount, ItemNumbers),
    maplist(item_candidates(Placements), ItemNumbers, Items).

add_stone_area(Stone, Area0, Area) :-
    stone_squares(Stone, Squares),
    length(Squares, Size),
    Area is Area0 + Size.

item_candidates(Placements, Item, Item-Candidates) :-
    include(placement_covers(Item), Placements, Candidates),
    Candidates \== [].

placement_covers(Item, placement(CoveredItems, _, _)) :-
    memberchk(Item, CoveredItems).

%!  cover(+Items, -Chosen) is nondet.
%   Chosen is a list of placements covering every item exactly once.
%   Knuth's Algorithm X: branch on the item with the fewest candidates,
%   then drop the items the choice covers and the candidates it clashes with.
cover([], []) :- !.
cover(Items, [Placement|Chosen]) :-
    fewest_candidates(Items, Candidates),
    member(Placement, Candidates),
    Placement = placement(CoveredItems, _, _),
    remaining_items(Items, CoveredItems, Remaining),
    cover(Remaining, Chosen).

fewest_candidates([_-Candidates|Items], Fewest) :-
    length(Candidates, Count),
    fewest_candidates(Items, Candidates, Count, Fewest).

fewest_candidates([], Fewest, _, Fewest).
fewest_candidates([_-Candidates|Items], Fewest0, Count0, Fewest) :-
    (   Count0 =< 1
    ->  Fewest = Fewest0
    ;   length(Candidates, Count),
        (   Count < Count0
        ->  fewest_candidates(Items, Candidates, Count, Fewest)
        ;   fewest_candidates(Items, Fewest0, Count0, Fewest)
        )
    ).

%   Fails as soon as an uncovered item is left without candidates.
remaining_items([], _, []).
remaining_items([Item-Candidates|Items], CoveredItems, Remaining) :-
    (   ord_memberchk(Item, CoveredItems)
    ->  Remaining = Remaining1
    ;   exclude(clashes_with(CoveredItems), Candidates, Compatible),
        Compatible \== [],
        Remaining = [Item-Compatible|Remaining1]
    ),
    remaining_items(Items, CoveredItems, Remaining1).

clashes_with(CoveredItems, placement(OtherItems, _, _)) :-
    \+ ord_disjoint(CoveredItems, OtherItems).

%!  stone_placements(+Board, +Stone, -CellSets) is det.
%   CellSets: the distinct sets of board cells (row-major indices from 1)
%   the stone can cover in any orientation with matching colours.
stone_placements(Board, Stone, CellSets) :-
    length(Board, Height),
    Board = [FirstRow|_],
    length(FirstRow, Width),
    stone_squares(Stone, Squares),
    findall(Orientation, orientation(Squares, Orientation), Orientations0),
    sort(Orientations0, Orientations),
    findall(Cells,
            ( member(Orientation, Orientations),
              between(1, Height, Row0),
              between(1, Width, Column0),
              placed_cells(Board, Width, Height, Row0, Column0, Orientation, Cells0),
              sort(Cells0, Cells) ),
            CellSets0),
    sort(CellSets0, CellSets).

%   The stone's covered squares as square(Row, Column, Colour), 0-based.
stone_squares(Stone, Squares) :-
    findall(square(Row, Column, Colour),
            ( nth0(Row, Stone, StoneRow),
              nth0(Column, StoneRow, Colour),
              Colour \== '_' ),
            Squares).

%   One of the 8 turns/flips of Squares, moved so its top-left is (0, 0).
orientation(Squares, Oriented) :-
    member(Transform, [identity, turn90, turn180, turn270,
                       mirror_columns, mirror_rows, transpose, anti_transpose]),
    maplist(transformed(Transform), Squares, Moved),
    normalised(Moved, Oriented).

transformed(identity,       square(R, C, X), square(R, C, X)).
transformed(turn90,         square(R, C, X), square(C, NR, X))  :- NR is -R.
transformed(turn180,        square(R, C, X), square(NR, NC, X)) :- NR is -R, NC is -C.
transformed(turn270,        square(R, C, X), square(NC, R, X))  :- NC is -C.
transformed(mirror_columns, square(R, C, X), square(R, NC, X))  :- NC is -C.
transformed(mirror_rows,    square(R, C, X), square(NR, C, X))  :- NR is -R.
transformed(transpose,      square(R, C, X), square(C, R, X)).
transformed(anti_transpose, square(R, C, X), square(NC, NR, X)) :- NR is -R, NC is -C.

normalised(Squares, Normalised) :-
    aggregate_all(min(R), member(square(R, _, _), Squares), MinRow),
    aggregate_all(min(C), member(square(_, C, _), Squares), MinColumn),
    maplist(moved_square(MinRow, MinColumn), Squares, Moved),
    sort(Moved, Normalised).

moved_square(RowShift, ColumnShift, square(R, C, X), square(R1, C1, X)) :-
    R1 is R - RowShift,
    C1 is C - ColumnShift.

moved_square(RowShift, ColumnShift, square(R, C, X), square(R1, C1, X)) :-
    R1 is R - RowShift,
    C1 is C - ColumnShift.

placed_cells(Board, Width, Height, Row0, Column0, Squares, Cells) :-
    maplist(placed_cell(Board, Width, Height, Row0, Column0), Squares, Cells).

%   The board cell a stone square lands on, if inside and of its colour.
placed_cell(Board, Width, Height, Row0, Column0, square(R, C, Colour), Cell) :-
    Row is Row0 + R,
    Column is Column0 + C,
    Row =< Height,
    Column =< Width,
    nth1(Row, Board, BoardRow),
    nth1(Column, BoardRow, Colour),
    Cell is (Row - 1) * Width + Column.

%!  placement_grid(+Board, +Chosen, -Placement) is det.
%   Placement holds, per board cell, the index of the stone chosen there.
placement_grid(Board, Chosen, Placement) :-
    findall(Cell-StoneIndex,
            ( member(placement(_, StoneIndex, Cells), Chosen), member(Cell, Cells) ),
            CellStones),
    keysort(CellStones, Sorted),
    pairs_values(Sorted, StoneIndices),
    foldl(placed_row, Board, Placement, StoneIndices, []).

placed_row(Row, PlacedRow, StoneIndices0, StoneIndices) :-
    same_length(Row, PlacedRow),
    append(PlacedRow, StoneIndices, StoneIndices0).

must_be_board(Board) :-
    (   is_list(Board), Board = [FirstRow|_], is_list(FirstRow),
        length(FirstRow, Width), Width > 0,
        maplist(row_of(Width, ['B', 'W']), Board)
    ->  true
    ;   throw(error(type_error(checkerboard_board, Board),
                    context(checkerboard_solution/3,
                            'a non-empty list of equally long rows of \'B\'/\'W\' expected')))
    ).

must_be_stone(Stone) :-
    (   is_list(Stone), Stone = [FirstRow|_], is_list(FirstRow),
        length(FirstRow, Width), Width > 0,
        maplist(row_of(Width, ['B', 'W', '_']), Stone),
        append(Stone, Cells),
        \+ maplist(==('_'), Cells)
    ->  true
    ;   throw(error(type_error(checkerboard_stone, Stone),
                    context(checkerboard_solution/3,
                            'a stone is equally long rows of \'B\'/\'W\'/\'_\' covering a cell')))
    ).

%   Row is a list of Width atoms from Allowed.
row_of(Width, Allowed, Row) :-
    is_list(Row),
    length(Row, Width),
    forall(member(Cell, Row), ( atom(Cell), memberchk(Cell, Allowed) )).

%!  solution_table(+Placement, -Table) is det.
%   Table = table([row, c1, ..., cW], Rows): the stone index of each cell.
solution_table(Placement, table([row|ColumnNames], Rows)) :-
    Placement = [FirstRow|_],
    findall(Column, (nth1(I, FirstRow, _), format(atom(Column), "c~w", [I])),
            ColumnNames),
    findall([I|Row], nth1(I, Placement, Row), Rows).

%!  print_solution(+Placement) is det.
print_solution(Placement) :-
    forall(member(Row, Placement),
           ( forall(member(Stone, Row), format("~|~t~w~3+", [Stone])), nl )).
