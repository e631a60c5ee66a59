# xdsl-stream developer commands.  Every target creates .venv when missing.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
export PATH := $(abspath $(BIN)):$(PATH)

.PHONY: help demo test filecheck pytest e2e fuzz lint install install-test bench clean \
  notebook notebook-app notebook-check notebook-figure

help: ## List the targets
	@grep -E '^[a-z0-9-]+:.*## ' $(MAKEFILE_LIST) | \
	  awk 'BEGIN {FS = ":.*## "}; {printf "  make %-12s %s\n", $$1, $$2}'

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test,lint]'
	touch $@ $(VENV)/.installed

install: $(VENV)/.installed ## Install the package into .venv

install-test: $(VENV)/.installed-test ## Install the package with test and lint tools

demo: $(VENV)/.installed ## Run the pass on the shipped example and print the IR
	$(BIN)/xdsl-opt -p fuse-dispatch-bindings examples/fuse.mlir

test: install-test filecheck pytest notebook-check lint ## Run every test suite (what CI runs)

filecheck: install-test ## Run the lit + filecheck tests
	$(BIN)/lit -sv tests/filecheck

pytest: install-test ## Run the pytest suites (differential, round-trip, semantic)
	$(BIN)/pytest -q tests/pytest

NOTEBOOK_DUMP ?= tests/dumps/attention.llvm-cpu.mlir

notebook: install-test ## Open the binding-fusion notebook in marimo (DUMP=path to open a dump)
	$(BIN)/marimo edit notebooks/fuse_dispatch_bindings.py $(if $(DUMP),-- --dump $(abspath $(DUMP)))

notebook-app: install-test ## The notebook as a read-only app (marimo run; DUMP=path)
	$(BIN)/marimo run notebooks/fuse_dispatch_bindings.py $(if $(DUMP),-- --dump $(abspath $(DUMP)))

notebook-check: install-test ## Run the notebook headless on the bundled dump and on one passed by path
	MPLBACKEND=Agg $(BIN)/python notebooks/fuse_dispatch_bindings.py
	MPLBACKEND=Agg $(BIN)/python notebooks/fuse_dispatch_bindings.py --dump $(NOTEBOOK_DUMP)

notebook-figure: install-test ## Regenerate notebooks/bindings.png (README picture)
	FUSE_NOTEBOOK_FIGURE=1 MPLBACKEND=Agg $(BIN)/python notebooks/fuse_dispatch_bindings.py

e2e: install-test ## Our pass in place of IREE's in iree-compile, whole corpus, aliasing off/on (table)
	PYTHONPATH=tests $(BIN)/python -m harness.iree_e2e --both tests/programs/*.mlir

fuzz: install-test ## Fuzz the pass: 10,000 generated and mutated modules, counts per outcome
	PYTHONPATH=tests $(BIN)/python -m harness.fuzz --cases $${FUZZ_CASES:-10000} --jobs $${FUZZ_JOBS:-2}

lint: install-test ## ruff, pyright and the 60-line limit, all clean
	$(BIN)/ruff check xdsl_stream tests bench
	$(BIN)/python tests/tools/check_function_length.py xdsl_stream tests/harness bench
	$(BIN)/ruff format --check xdsl_stream tests bench
	$(BIN)/pyright

$(VENV)/.installed-bench: pyproject.toml $(VENV)/.installed-test
	$(BIN)/python -m pip install --quiet -e '.[test,lint,bench]'
	touch $@

bench: install-test $(VENV)/.installed-bench ## Whole runs (20k generic + custom, real dumps) and phases against iree-opt and the code before issue 18 (bench/results/)
	$(BIN)/python bench/run.py

clean: ## Remove the virtual environment and caches
	rm -rf $(VENV) .pytest_cache .ruff_cache
	find . -name __pycache__ -prune -exec rm -rf {} +
