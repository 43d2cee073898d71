# The whole set-up on a fresh Debian 12 machine: `make run` and `make test`.
RUN_PACKAGES  := libsdl2-dev libsdl2-ttf-dev fonts-dejavu-core
TEST_PACKAGES := $(RUN_PACKAGES) xvfb xdotool x11-utils imagemagick python3
SWIFT ?= swift
ARGS ?=

.PHONY: run test deps test-deps build release unit e2e soak bench fuzz fuzz-build clean

run: deps release
	.build/release/fluid $(ARGS)

test: test-deps unit release e2e soak

deps:
	@scripts/install-deps.sh $(RUN_PACKAGES)

test-deps:
	@scripts/install-deps.sh $(TEST_PACKAGES)

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release --product fluid

unit:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

e2e: release
	scripts/e2e.sh .build/release/fluid

soak: release
	.build/release/fluid soak --minutes 10

bench: deps release
	.build/release/fluid bench animators
	.build/release/fluid bench blur
	.build/release/fluid bench scenes

# libFuzzer + AddressSanitizer on every input reader (issue 13 §6): FUZZ_SECONDS per target
# (CI: `make fuzz FUZZ_SECONDS=60`). Its own build directory, so the normal build is untouched.
FUZZ_SECONDS ?= 30
fuzz-build:
	$(SWIFT) build --build-path .build-fuzz --product fluid-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING

fuzz: deps fuzz-build
	scripts/fuzz.sh .build-fuzz/debug/fluid-fuzz $(FUZZ_SECONDS)

clean:
	rm -rf .build .build-fuzz out
