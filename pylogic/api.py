"""The Python API: ``pylogic.solve(path_or_text)`` returns plain Python objects."""

from __future__ import annotations

from pathlib import Path

from pylogic.errors import InputError, SourceLocation
from pylogic.kinds import NUMERIC_MODULES, Kind, detect_kind
from pylogic.result import SolveResult

DEFAULT_TIMEOUT = 60.0


def read_puzzle(path_or_text: str | Path, kind: Kind | str | None = None) -> tuple[str, str, Kind]:
    """(text, source name, kind) for a file path or for puzzle text given directly.

    A ``Path``, or a one-line string naming an existing file, is read as a file; any other
    string is puzzle text (a clue file unless ``kind`` says otherwise).
    """
    if isinstance(path_or_text, Path) or ("\n" not in path_or_text and Path(path_or_text).is_file()):
        path = Path(path_or_text)
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


def solve(path_or_text: str | Path, *, kind: Kind | str | None = None, backend: str | None = None,
          limit: int | None = None, timeout: float = DEFAULT_TIMEOUT) -> SolveResult:
    """Solves a puzzle file (or puzzle text) and returns every solution found.

    ``backend`` is ``"python"`` or ``"prolog"`` for numeric puzzles (default python);
    clue files and knowledge bases always use Prolog. ``limit`` caps the number of solutions
    collected (None: all). Raises a PylogicError subclass for bad input, a missing SWI-Prolog,
    or a timeout.
    """
    text, source, resolved = read_puzzle(path_or_text, kind)
    if resolved in NUMERIC_MODULES:
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
