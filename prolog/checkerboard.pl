/*  Checkerboard (draught board) puzzle: tile a coloured board with stones.

    A board is a list of rows of 'B'/'W' atoms, the colour of each cell (the
    caller chooses the colouring).  A stone is a list of rows of 'B', 'W'
    and '_' ('_' = not covered).  Every stone is used exactly once; it may
    be turned by 90, 180 or 270 degrees and flipped, and each cell it covers
    must have the board cell's colour.  A placement is a grid shaped like
    the board whose cells hold the 1-based index of the covering stone.

    Model (tiling_problem/3): cells are numbered 0.. row by row and a set of
    cells is an integer bit mask.  Every legal placement of every
    orientation of every stone is computed up front and filed under its
    lowest cell.

    Search (canonical_tiling/2): exact cover in the style of Knuth's
    Algorithm X with integer bit sets.  After the anchor stone (below), the
    column branched on is always the lowest uncovered cell: every cell
    below it is covered, so its candidates are exactly the placements filed
    under it whose stone is unused and whose cells are free (two integer
    tests, no candidate lists to maintain).  A partial tiling is dropped
    when it leaves a dead region: a connected empty region too small for
    two stones that is not the cells of one unused stone's placement, or a
    larger one whose black/white cell counts are not those of any subset
    of the unused stones.

    Symmetry is factored out of the search and put back afterwards
    (equivalent_placement/3), so the answers are still every tiling:
    - identical stones are placed in the order of their numbers, and each
      tiling found is yielded once per renumbering of identical stones;
    - the anchor, a stone with no identical twin that no board symmetry
      maps onto itself, is tried only in the least placement of its
      symmetry orbit, and each tiling found is yielded once per board
      turn/flip that keeps the colouring.
    So identical stones give separate answers (stone 1 here and stone 12
    there, and swapped) and board symmetries are not removed: the caller
    deduplicates.  Solutions are enumerated lazily on backtracking.  All
    208 tilings of the seed take about 2.5 s (the earlier Algorithm X on
    plain lists took about 2.5 s per tiling); the first comes in 0.06 s.

    Seed instance: the 8x8 puzzle (12 stones) of Rainhard Findling's post
    "Draught board puzzle / checkerboard puzzle solver in Python", on a board
    whose top-left cell is white: cell (Row, Column), 1-based, is 'W' when
    Row + Column is even.  It has 208 tilings: 26 up to swapping its two
    identical stones (1 and 12) and the 4 board symmetries that keep the
    colouring.

    Example queries (swipl prolog/checkerboard.pl):

      ?- solution(S), print_solution(S).
      ?- findall(S, solution(S), L), length(L, N).
      ?- checkerboard_solution([['B','W'],['W','B']],
                               [[['B','W']], [['B'],['W']]], Placement).
      ?- solution(S), solution_table(S, T).
*/
:- module(checkerboard,
          [ checkerboard_solution/3,    % +Board, +Stones, -Placement
            tiling_problem/3,           % +Board, +Stones, -Problem
            canonical_tiling/2,         % +Problem, -Chosen
            seed_board/1,               % -Board
            seed_stones/1,              % -Stones
            solution/1,                 % -Placement of the seed instance
            solution_table/2,           % +Placement, -table(Header, Rows)
            print_solution/1,           % +Placement
            expected_solutions/1        % -many: a tiling puzzle has many answers
          ]).
:- set_prolog_flag(optimise, true).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module(library(assoc)).
:- use_module(library(aggregate)).
:- use_module(number_grid).

%!  expected_solutions(-Many) is det.
%   A tiling puzzle has many answers, so `pylogic solve prolog/checkerboard.pl` reports
%   them as found rather than as a puzzle that is not unique (as for the .stones form).
expected_solutions(many).

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
%   The 12 stones of that post's 8x8 puzzle, in the post's order.
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
    tiling_problem(Board, Stones, Problem),
    canonical_tiling(Problem, Chosen),
    equivalent_placement(Problem, Chosen, Placement).

%!  tiling_problem(+Board, +Stones, -Problem) is semidet.
%   Problem = tiling_problem(Geometry, Search, Symmetries, Twins):
%   Search = search(AllCells, AllStones, Anchor, Candidates, DeadRegions),
%   AllCells and AllStones the masks of every cell and stone, Anchor =
%   anchor(Placements) (the anchor stone's placements least in their
%   symmetry orbit) or no_anchor, arg(Cell + 1, Candidates, Placements) the
%   other placements whose lowest cell is Cell, each placement(CellMask,
%   StoneBit, StoneIndex, EarlierTwinBit); Symmetries the board symmetries
%   factored out (cell images, identity first); Twins the groups of the
%   numbers of identical stones, ascending.  Fails when the
%   stones' black and white cell counts differ from the board's or some
%   stone fits nowhere.
tiling_problem(Board, Stones, tiling_problem(Geometry, Search, Symmetries, Twins)) :-
    must_be_board(Board),
    maplist(must_be_stone, Stones),
    board_geometry(Board, Geometry),
    Geometry = geometry(_, _, CellCount, Colours),
    maplist(stone_colour_counts, Stones, Blacks, Whites),
    colour_count(Colours, 'B', BoardBlack),
    colour_count(Colours, 'W', BoardWhite),
    sum_list(Blacks, BoardBlack),
    sum_list(Whites, BoardWhite),
    maplist(stone_placements(Geometry), Stones, MasksByStone),
    \+ memberchk([], MasksByStone),
    maplist(stone_key, Stones, Keys),
    findall(placement(Mask, StoneBit, StoneIndex, EarlierTwinBit),
            ( nth1(StoneIndex, MasksByStone, Masks),
              StoneBit is 1 << (StoneIndex - 1),
              earlier_twin_bit(Keys, StoneIndex, EarlierTwinBit),
              member(Mask, Masks) ),
            Placements),
    board_symmetries(Geometry, BoardSymmetries),
    anchor(Keys, MasksByStone, BoardSymmetries, Placements, Anchor, Symmetries, Others),
    placements_by_lowest_cell(CellCount, Others, Candidates),
    dead_region_data(Geometry, Blacks, Whites, Placements, DeadRegions),
    twin_groups(Keys, Twins),
    AllCells is (1 << CellCount) - 1,
    length(Stones, StoneCount),
    AllStones is (1 << StoneCount) - 1,
    Search = search(AllCells, AllStones, Anchor, Candidates, DeadRegions).

%   geometry(Width, Height, CellCount, Colours): Colours a term whose
%   argument Cell + 1 is the colour of Cell.
board_geometry(Board, geometry(Width, Height, CellCount, Colours)) :-
    Board = [FirstRow|_],
    length(FirstRow, Width),
    length(Board, Height),
    CellCount is Width * Height,
    append(Board, Cells),
    Colours =.. [colours|Cells].

stone_colour_counts(Stone, Black, White) :-
    stone_squares(Stone, Squares),
    aggregate_all(count, member(square(_, _, 'B'), Squares), Black),
    aggregate_all(count, member(square(_, _, 'W'), Squares), White).

colour_count(Colours, Colour, Count) :-
    aggregate_all(count, arg(_, Colours, Colour), Count).

%   Two stones are identical when their sets of orientations are.
stone_key(Stone, Key) :-
    stone_squares(Stone, Squares),
    findall(Orientation, orientation(Squares, Orientation), Orientations),
    sort(Orientations, Key).

%   The bit of the nearest lower-numbered stone identical to stone
%   StoneIndex, 0 when there is none.
earlier_twin_bit(Keys, StoneIndex, EarlierTwinBit) :-
    nth1(StoneIndex, Keys, Key),
    (   aggregate_all(max(Earlier),
                      ( nth1(Earlier, Keys, Other), Earlier < StoneIndex, Other == Key ),
                      Twin)
    ->  EarlierTwinBit is 1 << (Twin - 1)
    ;   EarlierTwinBit = 0
    ).

%   Symmetry breaking: the anchor is a stone without identical twins none
%   of whose placements a board symmetry other than the identity maps onto
%   itself (of those, the one with the fewest placements).  Every tiling is
%   then the image of exactly one tiling with the anchor in the least
%   placement of its orbit, so only those are searched.  Without an anchor
%   no board symmetry is factored out.
anchor(Keys, MasksByStone, BoardSymmetries, Placements, Anchor, Symmetries, Others) :-
    (   aggregate_all(min(Count, StoneIndex),
                      ( nth1(StoneIndex, MasksByStone, Masks),
                        can_anchor(Keys, BoardSymmetries, StoneIndex, Masks),
                        length(Masks, Count) ),
                      min(_, AnchorIndex))
    ->  partition(stone_placement(AnchorIndex), Placements, AnchorPlacements, Others),
        include(least_in_orbit(BoardSymmetries), AnchorPlacements, Least),
        Anchor = anchor(Least),
        Symmetries = BoardSymmetries
    ;   Anchor = no_anchor,
        BoardSymmetries = [Identity|_],
        Symmetries = [Identity],
        Others = Placements
    ).

can_anchor(Keys, [_Identity|Moves], StoneIndex, Masks) :-
    nth1(StoneIndex, Keys, Key),
    \+ ( nth1(Other, Keys, OtherKey), Other =\= StoneIndex, OtherKey == Key ),
    \+ ( member(Mask, Masks), member(Images, Moves), permuted_mask(Images, Mask, Mask) ).

stone_placement(StoneIndex, placement(_, _, StoneIndex, _)).

least_in_orbit(Symmetries, placement(Mask, _, _, _)) :-
    forall(member(Images, Symmetries),
           ( permuted_mask(Images, Mask, Moved), Mask =< Moved )).

%   The board's turns and flips that keep its colouring, as terms whose
%   argument Cell + 1 is the cell Cell moves to; the identity first.
board_symmetries(Geometry, Symmetries) :-
    Geometry = geometry(Width, Height, _, _),
    (   Width =:= Height
    ->  Moves = [identity, turn180, mirror_columns, mirror_rows,
                 transpose, anti_transpose, turn90, turn270]
    ;   Moves = [identity, turn180, mirror_columns, mirror_rows]
    ),
    include(keeps_colours(Geometry), Moves, Kept),
    maplist(cell_images(Geometry), Kept, Symmetries).

keeps_colours(Geometry, Move) :-
    Geometry = geometry(_, _, _, Colours),
    forall(arg(Argument, Colours, Colour),
           ( moved_cell(Geometry, Move, Argument, Image),
             MovedArgument is Image + 1,
             arg(MovedArgument, Colours, Colour) )).

cell_images(Geometry, Move, Images) :-
    Geometry = geometry(_, _, CellCount, _),
    numlist(1, CellCount, Arguments),
    maplist(moved_cell(Geometry, Move), Arguments, Cells),
    Images =.. [images|Cells].

%   Image: the cell that cell Argument - 1 moves to.
moved_cell(geometry(Width, Height, _, _), Move, Argument, Image) :-
    Row is (Argument - 1) // Width,
    Column is (Argument - 1) mod Width,
    LastRow is Height - 1,
    LastColumn is Width - 1,
    moved_position(Move, LastRow, LastColumn, Row, Column, MovedRow, MovedColumn),
    Image is MovedRow * Width + MovedColumn.

%   moved_position(Move, LastRow, LastColumn, Row, Column, MovedRow,
%   MovedColumn): the last four move (transpose and the quarter turns only
%   on square boards).
moved_position(identity,       _, _, R, C, R, C).
moved_position(turn180,        LR, LC, R, C, R1, C1) :- R1 is LR - R, C1 is LC - C.
moved_position(mirror_columns, _, LC, R, C, R, C1)   :- C1 is LC - C.
moved_position(mirror_rows,    LR, _, R, C, R1, C)   :- R1 is LR - R.
moved_position(transpose,      _, _, R, C, C, R).
moved_position(anti_transpose, LR, LC, R, C, R1, C1) :- R1 is LC - C, C1 is LR - R.
moved_position(turn90,         LR, _, R, C, C, C1)   :- C1 is LR - R.
moved_position(turn270,        _, LC, R, C, R1, R)   :- R1 is LC - C.

%   Moved: the mask of the images of the cells of Mask.
permuted_mask(Images, Mask, Moved) :-
    permuted_mask(Images, Mask, 0, Moved).

permuted_mask(_, 0, Moved0, Moved) :- !, Moved = Moved0.
permuted_mask(Images, Mask, Moved0, Moved) :-
    Cell is lsb(Mask),
    Argument is Cell + 1,
    arg(Argument, Images, Image),
    Moved1 is Moved0 \/ 1 << Image,
    Rest is Mask xor (1 << Cell),
    permuted_mask(Images, Rest, Moved1, Moved).

%   Twins: the numbers of the stones grouped by identity, each group and
%   the groups in ascending order.
twin_groups(Keys, Twins) :-
    length(Keys, StoneCount),
    numlist(1, StoneCount, Indices),
    pairs_keys_values(Pairs, Keys, Indices),
    keysort(Pairs, Sorted),
    group_pairs_by_key(Sorted, Groups),
    pairs_values(Groups, Twins0),
    sort(Twins0, Twins).

placements_by_lowest_cell(CellCount, Placements, Candidates) :-
    map_list_to_pairs(lowest_cell, Placements, Keyed),
    keysort(Keyed, Sorted),
    group_pairs_by_key(Sorted, Grouped),
    LastCell is CellCount - 1,
    numlist(0, LastCell, Cells),
    foldl(cell_candidates, Cells, Lists, Grouped, []),
    Candidates =.. [candidates|Lists].

lowest_cell(placement(Mask, _, _, _), Cell) :-
    Cell is lsb(Mask).

cell_candidates(Cell, Placements, [Cell-Placements|Grouped], Grouped) :- !.
cell_candidates(_, [], Grouped, Grouped).

%!  canonical_tiling(+Problem, -Chosen) is nondet.
%   Chosen lists one placement(CellMask, StoneBit, StoneIndex,
%   EarlierTwinBit) per stone, together covering every cell once, with the
%   anchor (if any) least in its symmetry orbit and identical stones in
%   increasing order of their lowest cells: one answer per tiling up to
%   the Problem's symmetries and relabellings.  Exact cover with the anchor
%   stone's column chosen first, then always the lowest uncovered cell:
%   every cell below it is covered, so its candidates are the placements
%   filed under it whose stone is unused and whose cells are free.
canonical_tiling(tiling_problem(_, Search, _, _), Chosen) :-
    Search = search(AllCells, AllStones, Anchor, Candidates, DeadRegions),
    (   Anchor = anchor(AnchorPlacements)
    ->  member(Placement, AnchorPlacements),
        Placement = placement(Covered, StoneBit, _, _),
        Unused is AllStones xor StoneBit,
        \+ dead_region(DeadRegions, Covered, Unused),
        Chosen = [Placement|Others]
    ;   Covered = 0,
        Unused = AllStones,
        Chosen = Others
    ),
    tiling(AllCells, Candidates, DeadRegions, Covered, Unused, Others).

%   Covered: mask of the covered cells; Unused: mask of the unused stones.
%   A stone with an identical lower-numbered twin waits for that twin.
tiling(AllCells, _, _, AllCells, _, []) :- !.
tiling(AllCells, Candidates, DeadRegions, Covered, Unused, [Placement|Chosen]) :-
    Argument is lsb(AllCells xor Covered) + 1,
    arg(Argument, Candidates, Placements),
    member(Placement, Placements),
    Placement = placement(Mask, StoneBit, _, EarlierTwinBit),
    Unused /\ StoneBit =\= 0,
    Unused /\ EarlierTwinBit =:= 0,
    Mask /\ Covered =:= 0,
    Covered1 is Covered \/ Mask,
    Unused1 is Unused xor StoneBit,
    \+ dead_region(DeadRegions, Covered1, Unused1),
    tiling(AllCells, Candidates, DeadRegions, Covered1, Unused1, Chosen).

%!  equivalent_placement(+Problem, +Chosen, -Placement) is multi.
%   Placement: the grid of stone indices of the tiling Chosen moved by one
%   of the Problem's symmetries and with identical stones renumbered among
%   themselves; each combination once, the unchanged tiling first.
equivalent_placement(tiling_problem(Geometry, _, Symmetries, Twins), Chosen, Placement) :-
    Geometry = geometry(Width, _, CellCount, _),
    LastCell is CellCount - 1,
    numlist(0, LastCell, Cells),
    maplist(covering_stone(Chosen), Cells, StoneIndices),
    member(Images, Symmetries),
    Images =.. [images|ImageCells],
    pairs_keys_values(ByImage, ImageCells, StoneIndices),
    keysort(ByImage, Moved),
    pairs_values(Moved, MovedIndices),
    twin_relabelling(Twins, Relabelling),
    maplist(relabelled(Relabelling), MovedIndices, Relabelled),
    rows(Width, Relabelled, Placement).

covering_stone(Chosen, Cell, StoneIndex) :-
    member(placement(Mask, _, StoneIndex, _), Chosen),
    Mask >> Cell /\ 1 =:= 1,
    !.

%   Relabelling: a term whose argument Old is the number New that stone Old
%   gets, identical stones only swapping numbers; the identity first.
%   Enumerated on backtracking: n identical stones have n! of them.
twin_relabelling(Twins, Relabelling) :-
    append(Twins, Olds),
    maplist(permutation, Twins, Orders),
    append(Orders, News),
    pairs_keys_values(OldNew, Olds, News),
    keysort(OldNew, ByOld),
    pairs_values(ByOld, NewIndices),
    Relabelling =.. [relabelling|NewIndices].

relabelled(Relabelling, Old, New) :-
    arg(Old, Relabelling, New).

rows(_, [], []) :- !.
rows(Width, Cells, [Row|Rows]) :-
    length(Row, Width),
    append(Row, Rest, Cells),
    rows(Width, Rest, Rows).

%   dead_regions(AllCells, Width, NotFirstColumn, NotLastColumn, BlackCells,
%   Stride, StoneCounts, SmallestPair, OneStoneRegions): a (black, white)
%   cell count pair is the bit Black * Stride + White; StoneCounts lists
%   StoneBit-Pair, the stone's pair; a region of fewer than SmallestPair
%   cells holds at most one stone, and OneStoneRegions maps each
%   placement's cell mask to the mask of the stones that fit exactly there.
dead_region_data(geometry(Width, _, CellCount, Colours), Blacks, Whites, Placements,
                 dead_regions(AllCells, Width, NotFirstColumn, NotLastColumn, BlackCells,
                              Stride, StoneCounts, SmallestPair, OneStoneRegions)) :-
    AllCells is (1 << CellCount) - 1,
    LastCell is CellCount - 1,
    aggregate_all(sum(1 << Cell), (between(0, LastCell, Cell), Cell mod Width =\= 0),
                  NotFirstColumn),
    aggregate_all(sum(1 << Cell), (between(0, LastCell, Cell), Cell mod Width =\= Width - 1),
                  NotLastColumn),
    aggregate_all(sum(1 << Cell), ( arg(Argument, Colours, 'B'), Cell is Argument - 1 ),
                  BlackCells),
    Stride is CellCount + 1,
    findall(StoneBit-Pair,
            ( nth1(StoneIndex, Blacks, Black),
              nth1(StoneIndex, Whites, White),
              StoneBit is 1 << (StoneIndex - 1),
              Pair is Black * Stride + White ),
            StoneCounts),
    maplist(plus, Blacks, Whites, Sizes0),
    msort(Sizes0, Sizes),
    (   Sizes = [First, Second|_] -> SmallestPair is First + Second ; SmallestPair = Stride ),
    findall(Mask-StoneBit, member(placement(Mask, StoneBit, _, _), Placements), MaskStones0),
    keysort(MaskStones0, MaskStones),
    group_pairs_by_key(MaskStones, Grouped),
    maplist(stone_bits_union, Grouped, Unions),
    list_to_assoc(Unions, OneStoneRegions).

stone_bits_union(Mask-StoneBits, Mask-Union) :-
    foldl(bit_union, StoneBits, 0, Union).

bit_union(Bit, Union0, Union) :-
    Union is Union0 \/ Bit.

%   True when some connected empty region (cells outside Covered) cannot be
%   filled with the Unused stones.  Reachable, the (black, white) counts of
%   the subsets of the unused stones, is computed when first needed.
dead_region(DeadRegions, Covered, Unused) :-
    DeadRegions = dead_regions(AllCells, _, _, _, _, _, _, _, _),
    Empty is AllCells /\ \Covered,
    dead_region(DeadRegions, Empty, Empty, Unused, _Reachable).

dead_region(DeadRegions, Empty, AllEmpty, Unused, Reachable) :-
    Empty =\= 0,
    Seed is Empty /\ -Empty,
    DeadRegions = dead_regions(_, Width, NotFirstColumn, NotLastColumn, _, _, _, _, _),
    grown_region(Seed, Empty, Width, NotFirstColumn, NotLastColumn, Region),
    (   unfillable(DeadRegions, Region, AllEmpty, Unused, Reachable)
    ->  true
    ;   Rest is Empty xor Region,
        dead_region(DeadRegions, Rest, AllEmpty, Unused, Reachable)
    ).

%   Region: the cells of Empty connected to Region0 (flood fill by shifts).
grown_region(Region0, Empty, Width, NotFirstColumn, NotLastColumn, Region) :-
    Grown is ( Region0 \/ (Region0 << 1 /\ NotFirstColumn) \/ (Region0 >> 1 /\ NotLastColumn)
             \/ Region0 << Width \/ Region0 >> Width ) /\ Empty,
    (   Grown =:= Region0
    ->  Region = Region0
    ;   grown_region(Grown, Empty, Width, NotFirstColumn, NotLastColumn, Region)
    ).

%   A region that holds at most one stone must be one unused stone's
%   placement; a larger one, unless it is all that is empty (whose counts
%   are the unused stones' as the stones' counts are the board's), needs
%   the colour counts of some subset of the unused stones.
unfillable(DeadRegions, Region, AllEmpty, Unused, Reachable) :-
    DeadRegions = dead_regions(_, _, _, _, BlackCells, Stride, StoneCounts, SmallestPair,
                               OneStoneRegions),
    Size is popcount(Region),
    (   Size < SmallestPair
    ->  \+ ( get_assoc(Region, OneStoneRegions, StoneBits), StoneBits /\ Unused =\= 0 )
    ;   Region =\= AllEmpty,
        (   var(Reachable)
        ->  foldl(reachable_counts(Unused), StoneCounts, 1, Reachable)
        ;   true
        ),
        Black is popcount(Region /\ BlackCells),
        Reachable >> (Black * Stride + Size - Black) /\ 1 =:= 0
    ).

reachable_counts(Unused, StoneBit-Pair, Reachable0, Reachable) :-
    (   Unused /\ StoneBit =\= 0
    ->  Reachable is Reachable0 \/ Reachable0 << Pair
    ;   Reachable = Reachable0
    ).

%   CellMasks: the distinct sets of board cells, as bit masks, the stone
%   can cover in any orientation with matching colours; ascending.
stone_placements(geometry(Width, Height, _, Colours), Stone, CellMasks) :-
    stone_squares(Stone, Squares),
    findall(Orientation, orientation(Squares, Orientation), Orientations0),
    sort(Orientations0, Orientations),
    findall(Mask,
            ( member(Orientation, Orientations),
              aggregate_all(max(R), member(square(R, _, _), Orientation), MaxRow),
              aggregate_all(max(C), member(square(_, C, _), Orientation), MaxColumn),
              LastTop is Height - 1 - MaxRow,
              LastLeft is Width - 1 - MaxColumn,
              between(0, LastTop, Top),
              between(0, LastLeft, Left),
              foldl(placed_square(Width, Colours, Top, Left), Orientation, 0, Mask) ),
            CellMasks0),
    sort(CellMasks0, CellMasks).

%   Adds the board cell a stone square lands on; fails unless it has the
%   square's colour.
placed_square(Width, Colours, Top, Left, square(R, C, Colour), Mask0, Mask) :-
    Cell is (Top + R) * Width + Left + C,
    Argument is Cell + 1,
    arg(Argument, Colours, Colour),
    Mask is Mask0 \/ 1 << Cell.

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
%   Table = table([row, c1, ..., cW], Rows): the stone index of each cell, row by row.
solution_table(Placement, Table) :-
    grid_table(Placement, Table).

%!  print_solution(+Placement) is det.
print_solution(Placement) :-
    print_grid(Placement, 3).
