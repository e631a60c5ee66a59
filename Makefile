# xdsl-stream developer commands.  Every target creates .venv when missing.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
export PATH := $(abspath $(BIN)):$(PATH)

.PHONY: help demo test check filecheck pytest pytest-fast e2e fuzz mutants lint install install-test \
  install-notebook bench bench-models bench-ablation clean notebook notebook-app notebook-html notebook-check notebook-figure \
  dump-check bytecode

help: ## List the targets
	@grep -E '^[a-z0-9-]+:.*## ' $(MAKEFILE_LIST) | \
	  awk 'BEGIN {FS = ":.*## "}; {printf "  make %-17s %s\n", $$1, $$2}'

# Packages are installed with uv (itself installed into .venv by pip): a fresh
# install of the test extras takes about 3 CPU s with uv against 30 with pip.
# Nothing is byte-compiled at install (pip's compiling of every module it
# installs was half of its time, most of them never imported by a test);
# instead every command make runs writes the bytecode of each module it imports,
# once, where PYTHONDONTWRITEBYTECODE would have each process compile it again.
UV_INSTALL := $(BIN)/uv pip install --quiet --python $(BIN)/python
export PYTHONDONTWRITEBYTECODE :=

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(BIN)/uv: | $(BIN)/python
	$(BIN)/python -m pip install --quiet 'uv>=0.9,<1'

$(VENV)/.installed: pyproject.toml | $(BIN)/uv
	$(UV_INSTALL) -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/uv
	$(UV_INSTALL) -e '.[test,lint]'
	touch $@ $(VENV)/.installed

install: $(VENV)/.installed ## Install the package into .venv

install-test: $(VENV)/.installed-test ## Install the package with test and lint tools

$(VENV)/.installed-notebook: pyproject.toml | $(BIN)/uv
	$(UV_INSTALL) -e '.[notebook]'
	touch $@ $(VENV)/.installed

install-notebook: $(VENV)/.installed-notebook ## Install the package with the notebook's extra only (marimo, matplotlib)

demo: $(VENV)/.installed ## Run the pass on the shipped example and print the IR
	$(BIN)/xdsl-opt -p fuse-dispatch-bindings examples/fuse.mlir

# Workers of pytest-xdist and lit: one per core by default.  The tests of one
# group of generated seeds run on one worker, which reads each seed once for
# all of them (`--dist loadgroup`: tests/pytest/conftest.py's scheduler).
JOBS ?= auto
PYTEST := $(BIN)/pytest -q -n $(JOBS) --dist loadgroup
# The suites of `make test` and `make check`, side by side; each one's output
# is printed whole when it ends (-O), and every suite runs even if one fails (-k).
SUITES := $(MAKE) --no-print-directory -k -j4 -O

test: install-test ## Run every test suite (what CI runs), suites side by side
	@$(SUITES) filecheck pytest notebook-check lint

# pyright, single-threaded, is the longest part of `make check`: the fast tests
# beside it take one process, which leaves it a core of its own (two pytest
# workers would share the other core with it and finish later together).
check: install-test ## Inner loop, about 30 s (docs/testing.md): lint and the pytest tests not marked slow
	@$(SUITES) lint pytest-fast FAST_JOBS=0

# The package's and the tests' bytecode, written before the suites and the
# benches run, so that the suites started side by side do not each compile our
# modules at once (and no timed run of make bench compiles one).  A module
# whose source changed after is compiled from source, as always.
bytecode: install-test
	@$(BIN)/python -m compileall -q xdsl_stream tests > /dev/null

filecheck: install-test bytecode ## Run the lit + filecheck tests
	$(BIN)/lit -sv $(if $(filter-out auto,$(JOBS)),-j $(JOBS)) tests/filecheck

pytest: install-test bytecode ## Run the pytest suites in parallel (pytest-xdist); prints the 15 slowest
	$(PYTEST) --durations=15 tests/pytest

FAST_JOBS ?= $(JOBS)
pytest-fast: install-test bytecode ## The pytest tests not marked slow (no iree-opt, no tool process, no many-module sweep)
	$(BIN)/pytest -q -n $(FAST_JOBS) --dist loadgroup -m "not slow" tests/pytest

# Paths typed on the command line (DUMP=..., HTML=..., NOTEBOOK_DUMP=...) are
# taken from where the command was typed: under `make -C REPO` (make then
# runs in REPO, and turns on -w to say so) from the shell's $PWD, otherwise
# from make's own directory.  Worked out once; sub-makes inherit it.
export XDSL_STREAM_CALLER_DIR ?= $(if $(and $(PWD),$(findstring w,$(firstword $(MAKEFLAGS)))),$(PWD),$(CURDIR))
user_path = $(if $(filter /%,$(1)),$(1),$(XDSL_STREAM_CALLER_DIR)/$(1))
DUMP_PATH = $(call user_path,$(DUMP))
HTML ?= notebook.html
NOTEBOOK_DUMP ?= $(CURDIR)/tests/dumps/attention.llvm-cpu.mlir

# A dump that is missing or does not read stops the target with the tools'
# error text and a non-zero exit (marimo itself would go on and exit 0).
dump-check: $(VENV)/.installed ## Check that DUMP=path reads, as the notebook targets do first
	$(if $(DUMP),@$(BIN)/xdsl-stream-report $(DUMP_PATH) > /dev/null,@echo "dump-check: no DUMP given" >&2; exit 1)

notebook: install-notebook $(if $(DUMP),dump-check) ## Open the binding-fusion notebook in marimo (DUMP=path to open a dump)
	$(BIN)/marimo edit notebooks/fuse_dispatch_bindings.py $(if $(DUMP),-- --dump $(DUMP_PATH))

notebook-app: install-notebook $(if $(DUMP),dump-check) ## The notebook as a read-only app (marimo run; DUMP=path)
	$(BIN)/marimo run notebooks/fuse_dispatch_bindings.py $(if $(DUMP),-- --dump $(DUMP_PATH))

notebook-html: install-notebook $(if $(DUMP),dump-check) ## Write the notebook run on DUMP to HTML (default notebook.html), a page to open (DUMP=path)
	MPLBACKEND=Agg $(BIN)/marimo export html notebooks/fuse_dispatch_bindings.py -o $(call user_path,$(HTML)) $(if $(DUMP),-- --dump $(DUMP_PATH))

notebook-check: install-test bytecode ## Run the notebook headless on the bundled dump and on one passed by path
	MPLBACKEND=Agg $(BIN)/python notebooks/fuse_dispatch_bindings.py
	MPLBACKEND=Agg $(BIN)/python notebooks/fuse_dispatch_bindings.py --dump $(call user_path,$(NOTEBOOK_DUMP))

notebook-figure: install-notebook ## Regenerate notebooks/bindings.png (README picture)
	FUSE_NOTEBOOK_FIGURE=1 MPLBACKEND=Agg $(BIN)/python notebooks/fuse_dispatch_bindings.py

e2e: install-test ## Our pass in place of IREE's in iree-compile, whole corpus, aliasing off/on (table)
	PYTHONPATH=tests $(BIN)/python -m harness.iree_e2e --both tests/programs/*.mlir

fuzz: install-test ## Fuzz the pass: 10,000 generated and mutated modules, counts per outcome
	PYTHONPATH=tests $(BIN)/python -m harness.fuzz --cases $${FUZZ_CASES:-10000} --jobs $${FUZZ_JOBS:-2}

mutants: install-test ## Mutation differential against iree-opt and stock xDSL: 2,000 mutants, counts per kind and outcome
	cd tests && ../$(BIN)/python -m harness.mutants --count $${MUTANTS:-2000}

lint: install-test ## ruff, pyright and the 60-line limit, all clean
	$(BIN)/ruff check xdsl_stream tests bench
	$(BIN)/python tests/tools/check_function_length.py xdsl_stream tests/harness bench
	$(BIN)/ruff format --check xdsl_stream tests bench
	$(BIN)/pyright

$(VENV)/.installed-bench: pyproject.toml $(VENV)/.installed-test
	$(UV_INSTALL) -e '.[test,lint,bench]'
	touch $@

bench: install-test $(VENV)/.installed-bench bytecode ## Whole runs (20k generic + custom, real dumps) and phases against iree-opt and the code before issue 18 (bench/results/)
	$(BIN)/python bench/run.py

bench-models: install-test $(VENV)/.installed-bench bytecode ## Only the real models of make bench (24, 96, 384 layers; the pass, the whole binding segment, the pass on custom-form dumps; LAYERS="24 96" for fewer)
	$(BIN)/python bench/run.py --models-only $(if $(LAYERS),--layers $(LAYERS))

bench-ablation: install-test bytecode ## Each speed-up off in turn (and overlapping ones in pairs), 20k generic + custom, the largest dump and the 96-layer model (bench/results/ablation.md)
	$(BIN)/python bench/ablation.py

clean: ## Remove the virtual environment and caches
	rm -rf $(VENV) .pytest_cache .ruff_cache
	find . -name __pycache__ -prune -exec rm -rf {} +
