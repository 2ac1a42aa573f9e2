"""The exceptions pylogic raises, each carrying the process exit code the CLI uses for it.

Exit codes (documented in the README and in ``pylogic --help``):
0 solved, 1 no solution, 2 bad input, 3 environment problem, 4 more than one solution where
a unique answer is expected, 70 internal error, 124 time limit exceeded (or out of memory),
130 interrupted, 141 the output was closed early.
"""

from __future__ import annotations

from dataclasses import dataclass

EXIT_SOLVED = 0
EXIT_NO_SOLUTION = 1
EXIT_BAD_INPUT = 2
EXIT_ENVIRONMENT = 3
EXIT_NOT_UNIQUE = 4
EXIT_INTERNAL = 70
EXIT_TIMEOUT = 124
EXIT_INTERRUPTED = 130  # Ctrl-C, as shells report a process ended by SIGINT
EXIT_BROKEN_PIPE = 141  # the reader closed the output early (``| head``), as for SIGPIPE


class PylogicError(Exception):
    """Base of every error pylogic reports to a user; ``exit_code`` is what the CLI exits with."""

    exit_code = EXIT_INTERNAL


@dataclass(frozen=True)
class SourceLocation:
    """A 1-based line and column in a named input file (``path`` may be ``<string>``)."""

    path: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.path}:{self.line}:{self.column}"


class InputError(PylogicError):
    """One problem in a user's input file, at a known place.

    ``source_line`` is the text of the offending line (for a caret display), ``hint`` an
    optional second sentence such as a did-you-mean suggestion.
    """

    exit_code = EXIT_BAD_INPUT

    def __init__(self, location: SourceLocation, message: str, source_line: str | None = None,
                 hint: str | None = None) -> None:
        self.location = location
        self.message = message
        self.source_line = source_line
        self.hint = hint
        super().__init__(str(self))

    def __str__(self) -> str:
        text = f"{self.location}: {self.message}"
        return f"{text} ({self.hint})" if self.hint else text

    def with_caret(self) -> str:
        """The one-line message followed by the source line and a caret under the column."""
        if self.source_line is None:
            return str(self)
        caret = " " * max(self.location.column - 1, 0) + "^"
        return f"{self}\n    {self.source_line.rstrip()}\n    {caret}"


class InputErrors(PylogicError):
    """Several input problems found in one pass over a file, reported together."""

    exit_code = EXIT_BAD_INPUT

    def __init__(self, errors: list[InputError]) -> None:
        self.errors = list(errors)
        super().__init__("\n".join(str(error) for error in self.errors))


class EnvironmentProblem(PylogicError):
    """Something outside pylogic is missing or broken, such as the SWI-Prolog library."""

    exit_code = EXIT_ENVIRONMENT


class SolveTimeout(PylogicError):
    """A Prolog query or a native search ran past its time limit."""

    exit_code = EXIT_TIMEOUT


class PrologResourceError(PylogicError):
    """A Prolog query ran out of stack or another bounded resource."""

    exit_code = EXIT_TIMEOUT


class OutOfMemory(PylogicError):
    """The search needed more memory than the limit allows (see pylogic.memory_limit)."""

    exit_code = EXIT_TIMEOUT


class KnowledgeBaseError(InputErrors):
    """A Prolog knowledge base cannot be used (syntax error, warning, missing file, missing
    ``solution/1``, a bad table, ...): one located line ``file:line:column: message`` each."""

    @classmethod
    def of(cls, problems: list[tuple[str, int, int, str]]) -> KnowledgeBaseError:
        """The error for (file, line, column, message) problems; line 0 means 'not known'
        and is shown as line 1, so that every message keeps the ``file:line:column`` form."""
        return cls([InputError(SourceLocation(file, max(line, 1), max(column, 1)),
                               " ".join(message.split()))
                    for file, line, column, message in problems])


class ArgumentError(PylogicError, ValueError):
    """An argument out of range, such as a time limit that is not a finite positive number."""

    exit_code = EXIT_BAD_INPUT
    problems: tuple | list = ()


class PrologError(PylogicError):
    """A Prolog query raised an error that is not the user's input fault; ``term`` is the
    Prolog error term, decoded."""

    exit_code = EXIT_INTERNAL
    term: object = None
