# The README's commands: `make demo` and `make test` do all set-up on a fresh Debian machine
# (SWI-Prolog, a virtual environment, the package), then run. Both skip what is already there.
# `make test` first runs `make lint` (ruff and mypy, configured in pyproject.toml), and installs
# the `bench` extra too, so the tests of the OR-Tools benchmark peer run instead of skipping.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-$(shell cksum < pyproject.toml | cut -d' ' -f1)

.PHONY: demo test lint bench bytecode prerequisites clean

demo: $(STAMP) bytecode
	$(BIN)/pylogic solve puzzles/zebra.clues

test: lint
	$(BIN)/python -m pytest -q

lint: $(STAMP)
	$(BIN)/ruff check --quiet .
	$(BIN)/mypy

# Runs go to bench/runs/ (not tracked); SAVE=1 also writes the committed report in bench/results/.

bench: $(STAMP)
	$(BIN)/python -m bench $(if $(QUICK),--quick,) $(if $(SAVE),--save,)
	$(BIN)/python -m bench.soak $(if $(QUICK),--solves 300,)
	$(BIN)/python -m bench.house_puzzles
	$(BIN)/python -m bench.house_styles
	$(BIN)/python -m bench.reach
	$(BIN)/python -m bench.reach --dir bench/handwritten/puzzles

# The package's compiled bytecode, as a pip install of a wheel writes it: the editable install
# does not, and where PYTHONDONTWRITEBYTECODE is set every start of the command would compile
# every module again (some 50 ms of CPU). Only changed files are compiled again. (`make bench`
# compiles it itself before timing the command.)
bytecode: $(STAMP)
	@$(BIN)/python -m compileall -q pylogic

# Debian packages: SWI-Prolog (swipl and libswipl) and Python's venv support.
prerequisites:
	@missing=""; \
	command -v swipl >/dev/null 2>&1 || missing="$$missing swi-prolog-nox"; \
	$(PYTHON) -c "import ensurepip, venv" >/dev/null 2>&1 || missing="$$missing python3-venv"; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then SUDO=""; \
	  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo -n"; \
	  else echo "pylogic needs Debian packages:$$missing. Install them with: sudo apt-get install$$missing" >&2; exit 1; fi; \
	  echo "Installing$$missing (Debian packages) ..."; \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null || \
	  { echo "apt-get could not install$$missing; install them by hand: sudo apt-get install$$missing" >&2; exit 1; }; \
	fi

$(STAMP): pyproject.toml | prerequisites
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --disable-pip-version-check -e '.[test,bench,dask]'
	@rm -f $(VENV)/.installed-*
	@touch $@

clean:
	rm -rf $(VENV) build dist *.egg-info
