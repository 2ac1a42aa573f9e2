"""Equation grid: find integers for a grid of unknowns so that every equation holds.

File format (``.eqgrid``)::

    # the equation grid of "Equation puzzle solver: Python vs Prolog"
    range -9..99
    x11 = 26
    x11 - x12 * x13 = -278
    x21 * x22 + x23 = 216

The first line gives the range every unknown lies in. Each further line is an equation
``EXPRESSION = EXPRESSION`` built from integers, unknowns, ``+ - *`` (usual precedence),
parentheses and unary minus. An unknown is named by a letter and two digits, ``x23`` being
row 2, column 3 of the grid (the letter is the same for all). An equation ``NAME = CONSTANT``
is a given. Comment lines start with ``# ``; blank lines are ignored.

The native solver turns each equation into a polynomial (a sum of coefficient times product of
unknowns) and keeps an interval per unknown. Propagation narrows every unknown of an equation
to what the rest of the equation leaves possible (interval division, so an equation whose other
unknowns are fixed is solved directly, including its divisibility); equations are compiled
once into coefficient and unknown tuples, and are revisited only when one of their unknowns
narrowed (by another equation, or by their own narrowing when it fixed an unknown). Search
fixes first the unknown that, once fixed, leaves most equations with a single unknown,
enumerating small intervals and halving big ones.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from pylogic.errors import InputError, SourceLocation
from pylogic.numeric import svg
from pylogic.numeric.grid_text import (
    SourceLine,
    Token,
    check_number_length,
    parse_int,
    raise_collected,
    significant_lines,
    split_tokens,
)
from pylogic.time_limit import DEFAULT_TIMEOUT

KIND = "equation_grid"
EXTENSION = ".eqgrid"
PROLOG_FILE = "equation_grid.pl"
NAME_PATTERN = re.compile(r"[A-Za-z][1-9][1-9]")
TOKEN_PATTERN = re.compile(r"\s*(?:(?P<number>\d+(?:\.\d*)?)|(?P<name>[A-Za-z_]\w*)"
                           r"|(?P<symbol>[-+*()=]))")
ENUMERATE_UP_TO = 16
MAX_NESTING = 100  # levels of '(' and unary '-' in one expression


@dataclass(frozen=True)
class Number:
    value: int
    column: int


@dataclass(frozen=True)
class Name:
    name: str
    column: int


@dataclass(frozen=True)
class Negate:
    operand: Expression
    column: int


@dataclass(frozen=True)
class BinaryOperation:
    operator: str
    left: Expression
    right: Expression
    column: int


Expression = Number | Name | Negate | BinaryOperation


@dataclass(frozen=True)
class Equation:
    """``left = right``, from line ``line`` of the source."""

    left: Expression
    right: Expression
    line: int


@dataclass(frozen=True)
class Puzzle:
    """Unknowns ``names`` (row-major) in ``low..high``; ``givens`` fix some of them;
    every equation must hold."""

    names: tuple[str, ...]
    low: int
    high: int
    givens: tuple[tuple[str, int], ...]
    equations: tuple[Equation, ...]

    def position(self, name: str) -> tuple[int, int]:
        """The 0-based (row, column) of an unknown in the grid."""
        return int(name[1]) - 1, int(name[2]) - 1

    @property
    def shape(self) -> tuple[int, int]:
        """(rows, columns) of the smallest grid holding every unknown."""
        positions = [self.position(name) for name in self.names]
        return max(r for r, _ in positions) + 1, max(c for _, c in positions) + 1


@dataclass(frozen=True)
class Solution:
    """A value for every unknown, as (name, value) pairs in the puzzle's name order."""

    values: tuple[tuple[str, int], ...]


# ---------------------------------------------------------------- parsing

def _tokenize(line: SourceLine) -> list[Token]:
    """The tokens of an equation line (numbers, names, operators); InputError on anything
    else, e.g. an unknown operator or a non-integer."""
    text = line.text
    tokens = []
    position = 0
    while position < len(text):
        if text[position:].strip() == "":
            break
        match = TOKEN_PATTERN.match(text, position)
        if match is None:
            column = len(text) - len(text[position:].lstrip()) + 1
            raise line.error(column, f"unexpected character {text[column - 1]!r}",
                             hint="equations use integers, unknowns, + - * ( ) and =")
        kind = match.lastgroup
        assert kind is not None, "every alternative of TOKEN_PATTERN is a named group"
        start = match.start(kind)
        if kind == "number" and "." in match.group(kind):
            raise line.error(start + 1, f"{match.group(kind)!r} is not an integer")
        tokens.append(Token(match.group(kind), line, start + 1))
        position = match.end()
    return tokens


class _ExpressionParser:
    """Precedence climbing over one line's tokens: sums of products of (negated) atoms."""

    PRECEDENCE = {"+": 1, "-": 1, "*": 2}

    def __init__(self, line: SourceLine, tokens: list[Token]) -> None:
        self.line = line
        self.tokens = tokens
        self.index = 0
        self.depth = 0

    def peek(self) -> Token | None:
        return self.tokens[self.index] if self.index < len(self.tokens) else None

    def error_here(self, message: str) -> InputError:
        token = self.peek()
        if token is None:
            return self.line.error(len(self.line.text.rstrip()) + 1, message)
        return token.error(message)

    def expression(self, minimum_precedence: int = 1) -> Expression:
        left = self.unary()
        while True:
            token = self.peek()
            if token is None or self.PRECEDENCE.get(token.text, 0) < minimum_precedence:
                return left
            self.index += 1
            right = self.expression(self.PRECEDENCE[token.text] + 1)
            left = BinaryOperation(token.text, left, right, token.column)

    def unary(self) -> Expression:
        token = self.peek()
        if token is not None and token.text == "-":
            self.index += 1
            with self.nested(token):
                return Negate(self.unary(), token.column)
        return self.atom()

    @contextmanager
    def nested(self, token: Token) -> Iterator[None]:
        """One more level of '(' or unary '-'; InputError past MAX_NESTING (every later pass
        over the expression recurses as deep as it nests)."""
        self.depth += 1
        if self.depth > MAX_NESTING:
            raise token.error(f"the expression nests deeper than {MAX_NESTING} levels")
        try:
            yield
        finally:
            self.depth -= 1

    def atom(self) -> Expression:
        token = self.peek()
        if token is None:
            raise self.error_here("expected a number, an unknown or '(' here")
        self.index += 1
        if token.text.isdigit():
            check_number_length(token)
            return Number(int(token.text), token.column)
        if token.text[0].isalpha() or token.text[0] == "_":
            if not NAME_PATTERN.fullmatch(token.text):
                raise token.error(f"bad unknown name {token.text!r}",
                                  hint="name unknowns by a letter, row and column: x12")
            return Name(token.text, token.column)
        if token.text == "(":
            with self.nested(token):
                inner = self.expression()
            closing = self.peek()
            if closing is None or closing.text != ")":
                raise self.error_here("expected ')'")
            self.index += 1
            return inner
        self.index -= 1
        raise self.error_here(f"expected a number, an unknown or '(', found {token.text!r}")


def _parse_equation(line: SourceLine) -> Equation:
    """One ``EXPRESSION = EXPRESSION`` line; InputError when malformed or without unknowns."""
    parser = _ExpressionParser(line, _tokenize(line))
    left = parser.expression()
    token = parser.peek()
    if token is None or token.text != "=":
        raise parser.error_here("expected '=' (an equation is EXPRESSION = EXPRESSION)"
                                if token is None or token.text != ")" else "unbalanced ')'")
    parser.index += 1
    right = parser.expression()
    extra = parser.peek()
    if extra is not None:
        raise parser.error_here(f"unexpected {extra.text!r} after the equation")
    if not names_in(left) | names_in(right):
        raise line.error(1, "this equation has no unknown")
    return Equation(left, right, line.number)


def _parse_range(line: SourceLine) -> tuple[int, int]:
    """(low, high) from ``range LOW..HIGH``; InputError otherwise."""
    tokens = split_tokens(line)
    if tokens[0].text != "range" or len(tokens) != 2:
        raise tokens[0].error("the first line must be 'range LOW..HIGH', e.g. 'range -9..99'")
    low_text, dots, high_text = tokens[1].text.partition("..")
    if not dots:
        raise tokens[1].error(f"expected LOW..HIGH, found {tokens[1].text!r}")
    low = parse_int(Token(low_text, line, tokens[1].column), "range start")
    high = parse_int(Token(high_text, line, tokens[1].column + len(low_text) + 2), "range end")
    if low > high:
        raise tokens[1].error(f"empty range {low}..{high}")
    return low, high


def parse(text: str, path: str = "<string>") -> Puzzle:
    """The Puzzle written in ``text``; raises InputError(s) for malformed input."""
    lines = significant_lines(text, path)
    if not lines:
        raise InputError(SourceLocation(path, 1, 1), "empty file",
                         hint="start with a line such as 'range -9..99'")
    low, high = _parse_range(lines[0])
    errors: list[InputError] = []
    equations: list[Equation] = []
    givens: dict[str, tuple[int, int]] = {}
    for line in lines[1:]:
        try:
            equation = _parse_equation(line)
        except InputError as error:
            errors.append(error)
            continue
        given = _as_given(equation)
        if given is None:
            equations.append(equation)
            continue
        name, value = given
        if not low <= value <= high:
            errors.append(line.error(1, f"given {name} = {value} is outside {low}..{high}"))
        elif name in givens:
            errors.append(line.error(1, f"{name} is given twice",
                                     hint=f"first given on line {givens[name][1]}"))
        else:
            givens[name] = (value, line.number)
    raise_collected(errors)
    names = set(givens)
    for equation in equations:
        names |= names_in(equation.left) | names_in(equation.right)
    if not names:
        raise lines[0].error(1, "no equations follow the range line")
    _check_one_letter(names, lines)
    ordered = tuple(sorted(names, key=lambda name: (name[1], name[2])))
    return Puzzle(ordered, low, high,
                  tuple((name, givens[name][0]) for name in ordered if name in givens),
                  tuple(equations))


def _check_one_letter(names: set[str], lines: list[SourceLine]) -> None:
    """All unknowns share one letter (so each grid cell has one name); InputError at the
    first name, in file order, whose letter differs from the first name's."""
    letter = None
    for line in lines[1:]:
        for match in re.finditer(r"[A-Za-z_]\w*", line.text):
            if match.group() not in names:
                continue
            if letter is None:
                letter = match.group()[0]
            elif match.group()[0] != letter:
                raise line.error(match.start() + 1,
                                 f"{match.group()} uses another letter than {letter}..",
                                 hint="name every unknown with the same letter")


def _as_given(equation: Equation) -> tuple[str, int] | None:
    """(name, value) when the equation is ``NAME = CONSTANT`` (either way round)."""
    for side, other in ((equation.left, equation.right), (equation.right, equation.left)):
        if isinstance(side, Name) and not names_in(other):
            return side.name, evaluate(other, {})
    return None


def names_in(expression: Expression) -> set[str]:
    """The unknowns occurring in an expression."""
    if isinstance(expression, Name):
        return {expression.name}
    if isinstance(expression, Number):
        return set()
    if isinstance(expression, Negate):
        return names_in(expression.operand)
    return names_in(expression.left) | names_in(expression.right)


def evaluate(expression: Expression, values: dict[str, int]) -> int:
    """The integer value of an expression under ``values`` (every name must have one)."""
    if isinstance(expression, Number):
        return expression.value
    if isinstance(expression, Name):
        return values[expression.name]
    if isinstance(expression, Negate):
        return -evaluate(expression.operand, values)
    left, right = evaluate(expression.left, values), evaluate(expression.right, values)
    return {"+": left + right, "-": left - right, "*": left * right}[expression.operator]


def format_expression(expression: Expression) -> str:
    """The expression as text with the parentheses precedence requires."""
    def formatted(node: Expression, parent_precedence: int) -> str:
        if isinstance(node, Number):
            return str(node.value)
        if isinstance(node, Name):
            return node.name
        if isinstance(node, Negate):
            return "-" + formatted(node.operand, 3)
        precedence = _ExpressionParser.PRECEDENCE[node.operator]
        text = (f"{formatted(node.left, precedence)} {node.operator} "
                f"{formatted(node.right, precedence + 1)}")
        return f"({text})" if precedence < parent_precedence else text
    return formatted(expression, 0)


# ---------------------------------------------------------------- solving

Polynomial = dict[tuple[int, ...], int]


def _polynomial(expression: Expression, index: dict[str, int]) -> Polynomial:
    """The expression expanded into {sorted tuple of unknown indices: coefficient}."""
    if isinstance(expression, Number):
        return {(): expression.value} if expression.value else {}
    if isinstance(expression, Name):
        return {(index[expression.name],): 1}
    if isinstance(expression, Negate):
        return {monomial: -c for monomial, c in _polynomial(expression.operand, index).items()}
    left = _polynomial(expression.left, index)
    right = _polynomial(expression.right, index)
    result: Polynomial = {}
    if expression.operator == "*":
        for left_monomial, left_coefficient in left.items():
            for right_monomial, right_coefficient in right.items():
                monomial = tuple(sorted(left_monomial + right_monomial))
                result[monomial] = result.get(monomial, 0) + left_coefficient * right_coefficient
    else:
        sign = 1 if expression.operator == "+" else -1
        result = dict(left)
        for monomial, coefficient in right.items():
            result[monomial] = result.get(monomial, 0) + sign * coefficient
    return {monomial: c for monomial, c in result.items() if c}


def _divide(product_low: int, product_high: int, factor_low: int, factor_high: int,
            current_low: int, current_high: int) -> tuple[int, int] | None:
    """The narrowest interval within ``current_low..current_high`` holding every integer x
    with x * q = p for some p in ``product_low..product_high`` and nonzero q in
    ``factor_low..factor_high``; None when there is none. The factor's
    negative and positive parts are divided separately (the quotient is monotone on each),
    and each part's quotient is cut to ``current`` before the two are joined."""
    found: tuple[int, int] | None = None
    for part_low, part_high in ((factor_low, min(factor_high, -1)),
                                (max(factor_low, 1), factor_high)):
        if part_low > part_high:
            continue
        part_lowest = max(current_low, min(-(-product_low // part_low),
                                           -(-product_low // part_high),
                                           -(-product_high // part_low),
                                           -(-product_high // part_high)))
        part_highest = min(current_high, max(product_low // part_low, product_low // part_high,
                                             product_high // part_low,
                                             product_high // part_high))
        if part_lowest <= part_highest:
            found = (part_lowest, part_highest) if found is None else \
                (min(found[0], part_lowest), max(found[1], part_highest))
    return found


# A compiled equation ``constant + sum(terms) = 0``: each term is (coefficient, monomial,
# occurrences), the monomial a tuple of unknown indices (repeats for powers) and each
# occurrence (unknown, the monomial without that one occurrence).
_Term = tuple[int, tuple[int, ...], tuple[tuple[int, tuple[int, ...]], ...]]
_CompiledEquation = tuple[int, tuple[_Term, ...]]


@dataclass(frozen=True)
class _Model:
    """Compiled equations over unknown indices, and which equations use each unknown."""

    equations: tuple[_CompiledEquation, ...]
    equations_of: tuple[tuple[int, ...], ...]
    unknowns_of: tuple[frozenset[int], ...]


def _compile(polynomial: Polynomial) -> _CompiledEquation:
    """The polynomial (= 0) split into its constant and its precomputed nonconstant terms."""
    terms = tuple((coefficient, monomial,
                   tuple((variable, monomial[:position] + monomial[position + 1:])
                         for position, variable in enumerate(monomial)))
                  for monomial, coefficient in polynomial.items() if monomial)
    return polynomial.get((), 0), terms


def _product_bounds(coefficient: int, monomial: tuple[int, ...],
                    lows: list[int], highs: list[int]) -> tuple[int, int]:
    """The range of ``coefficient * product(monomial)`` over the current intervals."""
    low = high = coefficient
    for variable in monomial:
        a, b = lows[variable], highs[variable]
        if a == b:
            low, high = (low * a, high * a) if a >= 0 else (high * a, low * a)
        else:
            corners = (low * a, low * b, high * a, high * b)
            low, high = min(corners), max(corners)
    return low, high


def _narrow_equation(equation: _CompiledEquation, lows: list[int],
                     highs: list[int]) -> list[int] | None:
    """Narrow the unknowns of a compiled equation; the unknowns that narrowed, or None when
    the equation can no longer hold."""
    constant, terms = equation
    total_low = total_high = constant
    bounds = []
    for coefficient, monomial, _ in terms:
        low = high = coefficient
        for variable in monomial:
            a, b = lows[variable], highs[variable]
            if low == high:
                low, high = (low * a, low * b) if low >= 0 else (low * b, low * a)
            elif a == b:
                low, high = (low * a, high * a) if a >= 0 else (high * a, low * a)
            else:
                corners = (low * a, low * b, high * a, high * b)
                low, high = min(corners), max(corners)
        bounds.append((low, high))
        total_low += low
        total_high += high
    if total_low > 0 or total_high < 0:
        return None
    narrowed = []
    for (coefficient, _monomial, occurrences), (low, high) in zip(terms, bounds):
        # this term must cancel the others: term in [-(others' high), -(others' low)]
        term_low, term_high = high - total_high, low - total_low
        for variable, rest in occurrences:
            old_low, old_high = lows[variable], highs[variable]
            if old_low == old_high:
                continue
            if not rest:
                factor_low = factor_high = coefficient
            elif len(rest) == 1:
                a, b = lows[rest[0]], highs[rest[0]]
                if coefficient > 0:
                    factor_low, factor_high = coefficient * a, coefficient * b
                else:
                    factor_low, factor_high = coefficient * b, coefficient * a
            else:
                factor_low, factor_high = _product_bounds(coefficient, rest, lows, highs)
            if factor_low <= 0 <= factor_high and term_low <= 0 <= term_high:
                continue
            if factor_low == factor_high:
                # a linear occurrence: solve variable * q = term directly
                q = factor_low
                if q == 0:
                    return None
                if q > 0:
                    new_low, new_high = -(-term_low // q), term_high // q
                else:
                    new_low, new_high = -(-term_high // q), term_low // q
                if new_low < old_low:
                    new_low = old_low
                if new_high > old_high:
                    new_high = old_high
                if new_low > new_high:
                    return None
            else:
                hull = _divide(term_low, term_high, factor_low, factor_high, old_low, old_high)
                if hull is None:
                    return None
                new_low, new_high = hull
            if new_low != old_low or new_high != old_high:
                lows[variable], highs[variable] = new_low, new_high
                narrowed.append(variable)
    return narrowed


def _propagate(lows: list[int], highs: list[int], model: _Model, pending: set[int]) -> bool:
    """Narrow the intervals to a fixpoint, starting from the equations in ``pending``;
    False when some equation can no longer hold."""
    equations, equations_of = model.equations, model.equations_of
    while pending:
        equation = pending.pop()
        narrowed = _narrow_equation(equations[equation], lows, highs)
        if narrowed is None:
            return False
        if narrowed:
            fixed = False
            for variable in narrowed:
                pending.update(equations_of[variable])
                fixed = fixed or lows[variable] == highs[variable]
            if not fixed:
                pending.discard(equation)
    return True


def _branching_variable(lows: list[int], highs: list[int], model: _Model) -> int:
    """The open unknown to fix next (-1 when all are fixed): the one that, once fixed, leaves
    most equations with a single open unknown (so propagation solves them), then the one
    with the smallest interval."""
    best, best_key = -1, None
    for variable in range(len(lows)):
        if lows[variable] == highs[variable]:
            continue
        determines = 0
        for equation in model.equations_of[variable]:
            open_unknowns = sum(lows[v] != highs[v] for v in model.unknowns_of[equation])
            determines += open_unknowns == 2
        key = (-determines, highs[variable] - lows[variable])
        if best_key is None or key < best_key:
            best, best_key = variable, key
    return best


def _search(lows: list[int], highs: list[int], model: _Model,
            pending: set[int]) -> Iterator[list[int]]:
    """Every assignment within the intervals satisfying all equations."""
    if not _propagate(lows, highs, model, pending):
        return
    variable = _branching_variable(lows, highs, model)
    if variable < 0:
        yield lows
        return
    low, high = lows[variable], highs[variable]
    if high - low < ENUMERATE_UP_TO:
        parts = [(value, value) for value in range(low, high + 1)]
    else:
        middle = (low + high) // 2
        parts = [(low, middle), (middle + 1, high)]
    for part_low, part_high in parts:
        branch_lows, branch_highs = lows.copy(), highs.copy()
        branch_lows[variable], branch_highs[variable] = part_low, part_high
        yield from _search(branch_lows, branch_highs, model, set(model.equations_of[variable]))


def solve(puzzle: Puzzle) -> Iterator[Solution]:
    """Every solution of ``puzzle``, lazily."""
    index = {name: position for position, name in enumerate(puzzle.names)}
    equations = tuple(_compile(_polynomial(BinaryOperation("-", equation.left, equation.right, 0),
                                           index))
                      for equation in puzzle.equations)
    unknowns_of = tuple(frozenset(v for _, monomial, _ in terms for v in monomial)
                        for _, terms in equations)
    model = _Model(equations,
                   tuple(tuple(number for number, unknowns in enumerate(unknowns_of)
                               if position in unknowns)
                         for position in range(len(puzzle.names))),
                   unknowns_of)
    lows = [puzzle.low] * len(puzzle.names)
    highs = [puzzle.high] * len(puzzle.names)
    for name, value in puzzle.givens:
        lows[index[name]] = highs[index[name]] = value
    for values in _search(lows, highs, model, set(range(len(equations)))):
        yield Solution(tuple(zip(puzzle.names, values)))


# ---------------------------------------------------------------- checking and output

def is_solution(puzzle: Puzzle, solution: Solution) -> bool:
    """True when ``solution`` gives every unknown an in-range integer, keeps the givens and
    satisfies every equation (evaluated directly)."""
    values = dict(solution.values)
    if set(values) != set(puzzle.names) or len(values) != len(solution.values):
        return False
    if not all(isinstance(value, int) and puzzle.low <= value <= puzzle.high
               for value in values.values()):
        return False
    if any(values[name] != value for name, value in puzzle.givens):
        return False
    return all(evaluate(equation.left, values) == evaluate(equation.right, values)
               for equation in puzzle.equations)


def _grid(puzzle: Puzzle, solution: Solution) -> list[list[int | None]]:
    rows, columns = puzzle.shape
    grid: list[list[int | None]] = [[None] * columns for _ in range(rows)]
    for name, value in solution.values:
        r, c = puzzle.position(name)
        grid[r][c] = value
    return grid


def render(puzzle: Puzzle, solution: Solution) -> str:
    """The values as an aligned grid (row r, column c holds unknown x<r><c>)."""
    grid = _grid(puzzle, solution)
    width = max(len(str(value)) for row in grid for value in row if value is not None)
    return "\n".join(" ".join(("." if value is None else str(value)).rjust(width)
                              for value in row) for row in grid)


def to_svg(puzzle: Puzzle, solution: Solution) -> str:
    """An SVG picture of the grid (givens bold on grey, found values blue) with the
    equations listed underneath."""
    given_names = {name for name, _ in puzzle.givens}
    cells: list[list[svg.Cell]] = []
    for r, row in enumerate(_grid(puzzle, solution)):
        cells.append([])
        for c, value in enumerate(row):
            name = next((n for n in puzzle.names if puzzle.position(n) == (r, c)), None)
            kind = (svg.CellKind.BLOCKED if value is None else svg.CellKind.GIVEN
                    if name in given_names else svg.CellKind.FOUND)
            cells[-1].append(svg.Cell("" if value is None else str(value), kind))
    width, height = svg.grid_size(len(cells), len(cells[0]))
    line_height = 20
    listing = [svg.text(width / 2, height + line_height * (number + 0.5),
                        f"{format_expression(equation.left)} = "
                        f"{format_expression(equation.right)}", size=14)
               for number, equation in enumerate(puzzle.equations)]
    picture_width = max(width, 9 * max((len(element) for element in listing), default=0) // 4)
    return svg.document(max(width, min(picture_width, 600)),
                        height + line_height * len(listing) + svg.MARGIN,
                        svg.grid_elements(cells) + listing, title="equation grid")


def _prolog_expression(expression: Expression):
    """An expression as plain Prolog term data for the bridge."""
    from pylogic.terms import Compound

    if isinstance(expression, Number):
        return expression.value
    if isinstance(expression, Name):
        return expression.name
    if isinstance(expression, Negate):
        return Compound("-", (_prolog_expression(expression.operand),))
    return Compound(expression.operator, (_prolog_expression(expression.left),
                                          _prolog_expression(expression.right)))


def solve_prolog(puzzle: Puzzle, timeout: float = DEFAULT_TIMEOUT,
                 limit: int | None = None) -> Iterator[Solution]:
    """Every solution found by ``equation_grid_solution/6`` in prolog/equation_grid.pl."""
    from pylogic.prolog_bridge import call_all
    from pylogic.terms import Compound, Var

    values = Var("Values")
    goal = Compound("equation_grid_solution", (
        list(puzzle.names), puzzle.low, puzzle.high,
        [Compound("=", (name, value)) for name, value in puzzle.givens],
        [Compound("=", (_prolog_expression(equation.left), _prolog_expression(equation.right)))
         for equation in puzzle.equations],
        values))
    answer = call_all(PROLOG_FILE, goal, template=values, limit=limit, timeout=timeout)
    for found in answer.solutions:
        yield Solution(tuple(zip(puzzle.names, found)))
