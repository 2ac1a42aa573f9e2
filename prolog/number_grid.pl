/*  number_grid.pl — a solved grid (a list of rows) as a table and as aligned text.

    Shared by the numeric knowledge bases whose answer is a grid of numbers (hidoku.pl,
    magic_board.pl, equation_grid.pl, checkerboard.pl); each exports its own
    solution_table/2 and print_solution/1 on top of these two.

      ?- grid_table([[1,2],[3,4]], T).
      T = table([row, c1, c2], [[1, 1, 2], [2, 3, 4]]).
      ?- print_grid([[1,2],[3,4]], 3).
*/
:- module(number_grid,
          [ grid_table/2,               % +Rows, -table(Header, TableRows)
            print_grid/2                % +Rows, +CellWidth
          ]).
:- use_module(library(lists)).

%!  grid_table(+Rows, -Table) is det.
%   Table = table([row, c1, ..., cW], TableRows): each row of the grid after its 1-based
%   number; W is the length of the first row.
grid_table(Rows, table([row|ColumnNames], TableRows)) :-
    Rows = [FirstRow|_],
    findall(Column, (nth1(I, FirstRow, _), format(atom(Column), "c~w", [I])),
            ColumnNames),
    findall([I|Row], nth1(I, Rows, Row), TableRows).

%!  print_grid(+Rows, +CellWidth) is det.
%   Prints the grid one row per line, each cell right-aligned in CellWidth columns.
print_grid(Rows, CellWidth) :-
    forall(member(Row, Rows),
           ( forall(member(Cell, Row), format("~|~t~w~*+", [Cell, CellWidth])), nl )).
