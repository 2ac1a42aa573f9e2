/*  Equation grid: unknowns in a range, tied together by equations.

    An instance is data: the unknowns' names (atoms, row-major), the range
    Low..High every unknown lies in, givens Name=Integer, and equations
    Lhs=Rhs whose sides are built only from names, integers, binary +, -,
    * and unary -.  Expressions are checked and rebuilt as CLP(FD)
    expressions; nothing from the input is ever called as a goal.

    The seed instance (3x3 unknowns in -9..99, x11 = 26):
      x11 - x12*x13 = -278      x11 + x21 - x31 = 36
      x21*x22 + x23 = 216       x12 + x22 + x32 = 27
      x31*x32 + x33 = 11        x13*x23 - x33 = 245

    Example queries (swipl prolog/equation_grid.pl):

      ?- solution(S), print_solution(S).
      ?- findall(S, solution(S), L), length(L, N).          % N = 1
      ?- equation_grid_solution([a, b], 0, 9, [a=3], [a + b = 10], Values).
      ?- solution(S), solution_table(S, T).
*/
:- module(equation_grid,
          [ equation_grid_solution/6,   % +Names, +Low, +High, +Givens, +Equations, -Values
            equation_grid_constraints/6,% same, Values posted but unlabelled
            solution/1,                 % -Rows of the seed instance
            solution_table/2,           % +Rows, -table(Header, Rows)
            print_solution/1            % +Rows
          ]).
:- use_module(library(clpfd)).
:- use_module(library(apply)).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module(number_grid).

%!  seed_layout(-NameRows) is det.
%   The unknowns of the equation grid in Rainhard Findling's post "Equation puzzle
%   solver: Python vs Prolog", one list per grid row.
seed_layout([ [x11, x12, x13],
              [x21, x22, x23],
              [x31, x32, x33] ]).

seed_range(-9, 99).

seed_givens([x11 = 26]).

%   Rows first, then columns, as the post states them.
seed_equations([ x11 - x12*x13 = -278,
                 x21*x22 + x23 = 216,
                 x31*x32 + x33 = 11,
                 x11 + x21 - x31 = 36,
                 x12 + x22 + x32 = 27,
                 x13*x23 - x33 = 245 ]).

%!  solution(-Rows) is nondet.
%   Rows: the seed grid's values, one list per grid row.
solution(Rows) :-
    seed_layout(NameRows),
    append(NameRows, Names),
    seed_range(Low, High),
    seed_givens(Givens),
    seed_equations(Equations),
    equation_grid_solution(Names, Low, High, Givens, Equations, Values),
    rows_like(NameRows, Values, Rows).

rows_like([], [], []).
rows_like([NameRow|NameRows], Values, [Row|Rows]) :-
    same_length(NameRow, Row),
    append(Row, Rest, Values),
    rows_like(NameRows, Rest, Rows).

%!  equation_grid_solution(+Names, +Low, +High, +Givens, +Equations, -Values)
%   is nondet.
%   Values (integers aligned with Names) satisfy the range, the givens and
%   every equation; one answer per solution.  Errors (all error(Formal,
%   context(equation_grid_solution/6, Message))):
%     type_error(list, X)                    Names, Givens or Equations not a list
%     type_error(atom, Name)                 a name that is not an atom
%     permission_error(repeat, name, Name)   a name listed twice
%     type_error(integer, X)                 Low, High or a given value
%     type_error(given, G)                   a given not of the form Name=Integer
%     type_error(equation, E)                an equation not of the form Lhs=Rhs
%     existence_error(unknown, Name)         an atom that is not a listed name
%     domain_error(equation_expression, X)   any other term in an expression
equation_grid_solution(Names, Low, High, Givens, Equations, Values) :-
    equation_grid_constraints(Names, Low, High, Givens, Equations, Values),
    labeling([ff], Values).

%!  equation_grid_constraints(+Names, +Low, +High, +Givens, +Equations, -Values)
%   is semidet.
%   Values are the unknowns' variables with range, givens and equations posted.
equation_grid_constraints(Names, Low, High, Givens, Equations, Values) :-
    must_be_names(Names),
    must_be_integer(Low),
    must_be_integer(High),
    must_be_list(Givens),
    must_be_list(Equations),
    same_length(Names, Values),
    pairs_keys_values(NameValues, Names, Values),
    list_to_assoc(NameValues, ValueOf),
    Values ins Low..High,
    maplist(given_value(ValueOf), Givens),
    maplist(equation_posted(ValueOf), Equations).

given_value(ValueOf, Given) :-
    (   Given = (Name = Number), atom(Name), integer(Number)
    ->  unknown_value(ValueOf, Name, Value),
        Value #= Number
    ;   throw_input_error(type_error(given, Given), 'a given is Name=Integer')
    ).

equation_posted(ValueOf, Equation) :-
    (   Equation = (Lhs = Rhs)
    ->  fd_expression(ValueOf, Lhs, Left),
        fd_expression(ValueOf, Rhs, Right),
        Left #= Right
    ;   throw_input_error(type_error(equation, Equation),
                             'an equation is Lhs=Rhs')
    ).

%!  fd_expression(+ValueOf, +Expression, -FdExpression) is det.
%   FdExpression is Expression with every name replaced by its variable;
%   only names, integers, binary +, -, * and unary - are accepted.
fd_expression(_, Expression, _) :-
    var(Expression), !,
    throw_input_error(domain_error(equation_expression, Expression),
                         'an expression may not contain a variable').
fd_expression(_, Integer, Integer) :-
    integer(Integer), !.
fd_expression(ValueOf, Name, Value) :-
    atom(Name), !,
    unknown_value(ValueOf, Name, Value).
fd_expression(ValueOf, A + B, X + Y) :- !,
    fd_expression(ValueOf, A, X),
    fd_expression(ValueOf, B, Y).
fd_expression(ValueOf, A - B, X - Y) :- !,
    fd_expression(ValueOf, A, X),
    fd_expression(ValueOf, B, Y).
fd_expression(ValueOf, A * B, X * Y) :- !,
    fd_expression(ValueOf, A, X),
    fd_expression(ValueOf, B, Y).
fd_expression(ValueOf, -A, -X) :- !,
    fd_expression(ValueOf, A, X).
fd_expression(_, Other, _) :-
    throw_input_error(domain_error(equation_expression, Other),
                         'expressions use names, integers, +, - and * only').

unknown_value(ValueOf, Name, Value) :-
    (   get_assoc(Name, ValueOf, Value)
    ->  true
    ;   throw_input_error(existence_error(unknown, Name),
                             'the name is not among the unknowns')
    ).

must_be_names(Names) :-
    must_be_list(Names),
    forall(member(Name, Names),
           (   atom(Name) -> true
           ;   throw_input_error(type_error(atom, Name), 'a name is an atom')
           )),
    msort(Names, Sorted),
    (   append(_, [Name, Name|_], Sorted)
    ->  throw_input_error(permission_error(repeat, name, Name),
                             'each name is listed once')
    ;   true
    ).

must_be_integer(X) :-
    (   integer(X) -> true
    ;   throw_input_error(type_error(integer, X), 'an integer expected')
    ).

must_be_list(X) :-
    (   is_list(X) -> true
    ;   throw_input_error(type_error(list, X), 'a list expected')
    ).

throw_input_error(Formal, Message) :-
    throw(error(Formal, context(equation_grid_solution/6, Message))).

%!  solution_table(+Rows, -Table) is det.
%   Table = table([row, c1, ..., cW], Rows): the seed grid's values, row by row.
solution_table(Rows, Table) :-
    grid_table(Rows, Table).

%!  print_solution(+Rows) is det.
print_solution(Rows) :-
    print_grid(Rows, 5).
