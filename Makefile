# Everything sets itself up: a fresh machine needs only Python 3.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test lint bench arena catalogues screenshots icons desktop wheel clean

$(PY):
	$(PYTHON) -m venv $(VENV)

# Reinstall only when the project's metadata changed.
$(STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

run: $(STAMP)
	$(PY) main.py $(ARGS)

# on every core (pytest-xdist); TEST_JOBS=0 runs them in one process
TEST_JOBS ?= auto
test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) -m pytest -n $(TEST_JOBS) --dist worksteal $(PYTEST_ARGS)

catalogues: $(STAMP)
	$(PY) tools/i18n_extract.py

# The README's pictures in docs/screenshots, taken headless from the real program.
screenshots: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) tools/screenshots.py

icons: $(STAMP)
	SDL_VIDEODRIVER=dummy $(PY) tools/make_icons.py

# Cardavia in the Linux applications menu, starting this checkout's game.
desktop: $(STAMP)
	$(PY) main.py --install-desktop

wheel: $(STAMP)
	$(PY) -m pip wheel --no-deps --no-build-isolation -w dist .

bench: $(STAMP)
	for b in engine fx table startup save ai; do SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(PY) tools/bench_$$b.py || exit 1; done

arena: $(STAMP)
	$(PY) tools/arena.py $(ARGS)

lint: $(STAMP)
	$(PY) -m pip install --quiet -e '.[dev]'
	$(PY) -m ruff check game tests tools main.py

clean:
	rm -rf $(VENV) build dist *.egg-info
