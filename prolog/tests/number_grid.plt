/*  plunit tests for number_grid.pl (the grid table and printing shared by the numeric
    knowledge bases).

    Run: swipl -g run_tests -t halt prolog/tests/number_grid.plt
*/
:- use_module('../number_grid.pl').
:- use_module(library(plunit)).

:- begin_tests(number_grid).

test(table_numbers_rows_and_names_columns) :-
    grid_table([[5, 6, 7], [8, 9, 10]], Table),
    assertion(Table == table([row, c1, c2, c3], [[1, 5, 6, 7], [2, 8, 9, 10]])).

test(columns_follow_the_first_row_of_a_rectangle) :-
    grid_table([[a, b, c, d]], table(Header, _)),
    assertion(Header == [row, c1, c2, c3, c4]).

test(empty_grid_has_no_table, [fail]) :-
    grid_table([], _).

test(print_aligns_cells_to_the_width) :-
    with_output_to(string(Text), print_grid([[1, 22], [333, 4]], 4)),
    assertion(Text == "   1  22\n 333   4\n").

:- end_tests(number_grid).
