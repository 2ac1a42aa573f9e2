# The README's commands: `make demo` and `make test` do all set-up on a fresh Debian machine
# (SWI-Prolog, a virtual environment, the package), then run. Both skip what is already there.

PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed-$(shell cksum < pyproject.toml | cut -d' ' -f1)
BENCH_STAMP := $(VENV)/.bench-installed

.PHONY: demo test bench prerequisites clean

demo: $(STAMP)
	$(BIN)/pylogic solve puzzles/zebra.clues

test: $(STAMP)
	$(BIN)/python -m pytest -q

bench: $(STAMP) $(BENCH_STAMP)
	$(BIN)/python -m bench $(if $(QUICK),--quick,)
	$(BIN)/python -m bench.soak $(if $(QUICK),--solves 300,)

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
	$(BIN)/python -m pip install -q --disable-pip-version-check -e '.[test]'
	@rm -f $(VENV)/.installed-*
	@touch $@

$(BENCH_STAMP): $(STAMP)
	$(BIN)/python -m pip install -q --disable-pip-version-check -e '.[bench]'
	@touch $@

clean:
	rm -rf $(VENV) build dist *.egg-info
