"""The Python API: ``pylogic.solve(path_or_text)`` returns plain Python objects."""

from __future__ import annotations

from pathlib import Path

from pylogic.errors import InputError, SourceLocation
from pylogic.kinds import EXTENSIONS, Kind, detect_kind
from pylogic.result import SolveResult
from pylogic.time_limit import DEFAULT_TIMEOUT


def read_puzzle(path_or_text: str | Path, kind: Kind | str | None = None) -> tuple[str, str, Kind]:
    """(text, source name, kind) for a file path or for puzzle text given directly.

    A ``Path``, or a one-line string naming an existing file or ending in a puzzle file
    extension, is read as a file (InputError "no such file" when there is none); any other
    string is puzzle text (a clue file unless ``kind`` says otherwise).
    """
    if isinstance(path_or_text, Path) or _names_a_file(path_or_text):
        path = Path(path_or_text)
        if not path.is_file():
            problem = "is a folder, not a puzzle file" if path.is_dir() else "no such file"
            raise InputError(SourceLocation(str(path), 1, 1), problem)
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise InputError(SourceLocation(str(path), 1, 1), f"cannot read the file: {error}") from None
        source = str(path)
        resolved = Kind(kind) if kind else detect_kind(source, text)
    else:
        text, source = path_or_text, "<string>"
        resolved = Kind(kind) if kind else Kind.clues
    return text, source, resolved


def _names_a_file(text: str) -> bool:
    """True for a one-line string that names an existing path or ends in a puzzle extension
    (``.txt`` too, the stone sets' extension): a path, even when mistyped, not puzzle text."""
    if "\n" in text or not text.strip():
        return False
    path = Path(text)
    return path.exists() or path.suffix.lower() in (*EXTENSIONS, ".txt")


def solve(path_or_text: str | Path, *, kind: Kind | str | None = None, backend: str | None = None,
          limit: int | None = None, timeout: float = DEFAULT_TIMEOUT) -> SolveResult:
    """Solves a puzzle file (or puzzle text) and returns every solution found.

    ``backend`` is ``"python"`` or ``"prolog"`` for numeric puzzles (default python);
    clue files and knowledge bases always use Prolog. ``limit`` caps the number of solutions
    collected (None: all). Raises a PylogicError subclass for bad input, a missing SWI-Prolog,
    or a timeout.
    """
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
