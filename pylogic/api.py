"""The Python API: ``pylogic.solve(path_or_text)`` returns plain Python objects."""

from __future__ import annotations

from pathlib import Path

from pylogic.errors import ArgumentError, InputError, OutOfMemory, SourceLocation
from pylogic.input_file import check_text_size, read_input_file
from pylogic.kinds import EXTENSIONS, Kind, detect_kind
from pylogic.result import SolveResult
from pylogic.time_limit import DEFAULT_TIMEOUT, check_seconds, time_limit


def read_puzzle(path_or_text: str | Path, kind: Kind | str | None = None) -> tuple[str, str, Kind]:
    """(text, source name, kind) for a file path or for puzzle text given directly.

    A ``Path``, or a one-line string naming an existing file or ending in a puzzle file
    extension, is read as a file (InputError "no such file" when there is none); any other
    string is puzzle text (a clue file unless ``kind`` says otherwise).
    """
    if not isinstance(path_or_text, (str, Path)):
        raise ArgumentError(f"expected a file path or puzzle text, not {type(path_or_text).__name__}")
    if isinstance(path_or_text, Path) or _names_a_file(path_or_text):
        path = Path(path_or_text)
        if not path.is_file():
            problem = "is a folder, not a puzzle file" if path.is_dir() else "no such file"
            raise InputError(SourceLocation(str(path), 1, 1), problem)
        text = read_input_file(path)
        source = str(path)
        resolved = Kind(kind) if kind else detect_kind(source, text)
    else:
        text, source = path_or_text, "<string>"
        check_text_size(text, source)
        resolved = Kind(kind) if kind else Kind.clues
    return text, source, resolved


MAX_TIMEOUT = 1_000_000.0  # about 11.5 days: more is a mistake, not a wish
# SWI-Prolog's bridge gives up (a fatal error, not an exception) when one answer carries some
# 40,000 solutions of a 6x4 grid: half of that is the most one call returns
MAX_LIMIT = 20_000
BACKENDS = ("python", "prolog")


def check_arguments(kind: Kind | str | None, backend: str | None, limit: object,
                    timeout: object) -> tuple[Kind | None, float]:
    """(kind, timeout) checked; ArgumentError (exit code 2) for any value out of range, the
    same for every kind of puzzle."""
    try:
        seconds = check_seconds(timeout)
    except ValueError as error:
        raise ArgumentError(str(error)) from None
    if seconds > MAX_TIMEOUT:
        raise ArgumentError(f"timeout must be at most {MAX_TIMEOUT:,.0f} seconds, not {timeout!r}")
    if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int) or limit < 1):
        raise ArgumentError(f"limit must be a whole number of at least 1 (or None for all), not {limit!r}")
    if isinstance(limit, int) and limit > MAX_LIMIT:
        raise ArgumentError(f"limit must be at most {MAX_LIMIT:,} solutions, not {limit!r}")
    if backend is not None and backend not in BACKENDS:
        raise ArgumentError(f"backend must be one of {', '.join(BACKENDS)} (or None), not {backend!r}")
    if kind is None:
        return None, seconds
    try:
        return Kind(kind), seconds
    except ValueError:
        choices = ", ".join(item.value for item in Kind)
        raise ArgumentError(f"kind must be one of {choices}, not {kind!r}") from None


def _names_a_file(text: str) -> bool:
    """True for a one-line string that names an existing path or ends in a puzzle extension
    (``.txt`` too, the stone sets' extension): a path, even when mistyped, not puzzle text."""
    if "\n" in text or not text.strip():
        return False
    try:
        path = Path(text)
        return path.exists() or path.suffix.lower() in (*EXTENSIONS, ".txt")
    except (OSError, ValueError):  # a name too long, or with a NUL in it: puzzle text
        return False


def solve(path_or_text: str | Path, *, kind: Kind | str | None = None, backend: str | None = None,
          limit: int | None = None, timeout: float = DEFAULT_TIMEOUT) -> SolveResult:
    """Solves a puzzle file (or puzzle text) and returns every solution found.

    ``backend`` is ``"python"`` or ``"prolog"`` for numeric puzzles (default python);
    clue files and knowledge bases always use Prolog. ``limit`` caps the number of solutions
    collected (None: all). ``timeout`` (seconds, finite, above 0) bounds the whole call:
    reading, parsing, searching, checking and explaining. Raises ArgumentError for an
    argument out of range, and another PylogicError subclass for bad input, a missing
    SWI-Prolog, or a timeout.
    """
    resolved_kind, seconds = check_arguments(kind, backend, limit, timeout)
    try:
        with time_limit(seconds):
            return _solve(path_or_text, resolved_kind, backend, limit, seconds)
    except MemoryError:
        pass
    # raised only here, after the handler: its traceback held the search's frames and so
    # its memory, and building a new exception with no memory left can fail
    raise OutOfMemory("out of memory (raise the limit with --max-memory MB)")


def _solve(path_or_text: str | Path, kind: Kind | None, backend: str | None,
           limit: int | None, timeout: float) -> SolveResult:
    text, source, resolved = read_puzzle(path_or_text, kind)
    if resolved.is_numeric:
        from pylogic.numeric_runner import solve_numeric

        return solve_numeric(resolved, text, source, backend or "python", limit, timeout)
    if backend not in (None, "prolog"):
        raise InputError(SourceLocation(source, 1, 1),
                         f"{resolved.value} puzzles are solved by the Prolog back end only")
    if resolved is Kind.knowledge_base:
        from pylogic.knowledge_base import solve_knowledge_base

        if source == "<string>":
            raise InputError(SourceLocation(source, 1, 1), "a knowledge base must be given as a file")
        return solve_knowledge_base(Path(source), limit, timeout)
    from pylogic.grid_runner import solve_clues

    return solve_clues(text, source, limit, timeout)
