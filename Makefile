# The whole set-up on a fresh Debian 12 machine: `make run` and `make test`.
RUN_PACKAGES  := libsdl2-dev libsdl2-ttf-dev fonts-dejavu-core
TEST_PACKAGES := $(RUN_PACKAGES) xvfb xdotool x11-utils imagemagick python3 valgrind desktop-file-utils chromium
SWIFT ?= swift
ARGS ?=
PREFIX ?= /usr/local

.PHONY: run test deps test-deps lint example docs build release unit e2e e2e-reliability check-interactions fuzz-replay sanitize memcheck soak bench fuzz fuzz-build clean install uninstall manual

run: deps release
	.build/release/fluid $(ARGS)

test: test-deps lint unit example docs release e2e e2e-reliability check-interactions fuzz-replay memcheck sanitize fuzz soak

deps:
	@scripts/install-deps.sh $(RUN_PACKAGES)

test-deps:
	@scripts/install-deps.sh $(TEST_PACKAGES)

# The layer rules of docs/ARCHITECTURE.md: pure targets import no SDL/Platform and read no clock;
# Package.swift declares exactly what each target imports, and only FluidUIKit re-exports;
# tests compare diagnostic cases, never substrings of their text.
lint:
	scripts/lint-imports.sh
	scripts/lint-manifest.py
	scripts/lint-diagnostic-tests.py
	scripts/module-table.py

build:
	$(SWIFT) build

# DocC for the library products into out/docs/NAME; a broken link or symbol fails.
DOC_TARGETS := Animation ViewTree Gestures Blur Momentum FluidUIKit FluidPlayground Playground Input Painting Raster FileSafety LayoutSolver AutoLayout UIKitPlayground
docs:
	@mkdir -p out/docs
	@for t in $(DOC_TARGETS); do \
	  $(SWIFT) package --allow-writing-to-directory out/docs generate-documentation --target $$t \
	    --output-path out/docs/$$t --warnings-as-errors > out/docs/$$t.log 2>&1 \
	    || { grep -E "error|warning" out/docs/$$t.log | grep -v prohibited; echo "docs: $$t failed"; exit 1; }; \
	  echo "docs: out/docs/$$t"; \
	done

# A program of one's own embedding the engine by path (docs: Animation.docc, "Getting started"),
# and one using every library product from outside; then every public type a product names is
# checked to be importable from a product (scripts/lint-products.py).
example:
	cd Examples/EmbedFluid && $(SWIFT) build
	Examples/EmbedFluid/.build/debug/EmbedFluid | grep -q "done at start" \
	  || { echo "example: EmbedFluid did not run to its end"; exit 1; }
	Examples/EmbedFluid/.build/debug/EveryProduct | grep -q "every product reached" \
	  || { echo "example: EveryProduct did not run to its end"; exit 1; }
	python3 scripts/lint-products.py

# The C kernels' debug info as DWARF 4: Debian 12's valgrind (memcheck, callgrind) cannot
# read clang's default DWARF 5 and gives up on the whole binary.
release:
	$(SWIFT) build -c release --product fluid -Xcc -gdwarf-4

# Installed like a desktop application (docs/INSTALL.md): PREFIX=$$HOME/.local needs no root.
# `make uninstall` removes exactly what the install listed in PREFIX/share/fluid/installed-files.
install: release manual
	scripts/install.sh install "$(PREFIX)" .build/release/fluid out/manual

uninstall:
	scripts/install.sh uninstall "$(PREFIX)"

# The manual page, by swift-argument-parser's generate-manual plugin from the release binary.
manual: release
	@rm -rf out/manual && mkdir -p out/manual
	$(SWIFT) package plugin generate-manual --configuration release > out/manual.log 2>&1 \
	  || { tail -n 20 out/manual.log; echo "manual: generate-manual failed"; exit 1; }
	cp .build/plugins/GenerateManual/outputs/fluid/*.1 out/manual/

unit:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

e2e: release
	scripts/e2e.sh .build/release/fluid

# Issue 49's defects, end to end without a display: signals during writes and sweeps, pipes
# that stall or go, names as bytes, inputs that cannot be run.
e2e-reliability: release
	scripts/e2e-reliability.sh .build/release/fluid

# The project's own interactions, each release's feel held to its bounds (README, "Interactions
# as regression tests"); FLUID_UPDATE_INTERACTIONS=1 swift test --filter InteractionCorpusTests remakes them.
check-interactions: release
	.build/release/fluid check Tests/Interactions

# Random recordings across every scene, replayed headless, each frame also redrawn whole and
# compared byte for byte with the frame that redrew only what changed. A nightly-size run:
# make fuzz-replay FUZZ_COUNT=20000 FUZZ_SEED=$$(date +%s)
FUZZ_COUNT ?= 200
FUZZ_SEED ?= 1
fuzz-replay: release
	@mkdir -p out
	@.build/release/fluid fuzz-replay --seed $(FUZZ_SEED) --count $(FUZZ_COUNT) --compare-full-redraw > out/fuzz-replay.log 2>&1 \
	  && tail -n 1 out/fuzz-replay.log \
	  || { tail -n 30 out/fuzz-replay.log; echo "fuzz-replay failed: the last 'case' line names the seed"; exit 1; }

# valgrind memcheck on a headless run of every scene and the crash recordings.
memcheck: release
	scripts/memcheck.sh .build/release/fluid

# An AddressSanitizer build running the replay fuzzer, every scene and the crash recordings.
sanitize:
	$(SWIFT) build -c release --product fluid --sanitize=address --scratch-path .build-asan
	scripts/sanitize.sh .build-asan/release/fluid 60

soak: release
	.build/release/fluid soak --minutes 10

# Pillow is the same-run speed reference; bench runs without it, printing null.
bench: deps release
	@python3 -c 'import PIL' 2>/dev/null || python3 -m pip install -q pillow || echo "bench: Pillow not installed; pillow_ms will be null"
	.build/release/fluid bench animators
	.build/release/fluid bench blur
	.build/release/fluid bench scenes

# libFuzzer + AddressSanitizer on every input reader: FUZZ_SECONDS per target
# (`make test`, and so CI, runs each for 60 s). Its own build directory, so the normal build is untouched.
FUZZ_SECONDS ?= 60
fuzz-build:
	$(SWIFT) build --build-path .build-fuzz --product fluid-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING

fuzz: deps fuzz-build
	scripts/fuzz.sh .build-fuzz/debug/fluid-fuzz $(FUZZ_SECONDS)

clean:
	rm -rf .build .build-asan .build-fuzz out
