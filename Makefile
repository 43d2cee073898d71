# The whole set-up on a fresh Debian 12 machine: `make run` and `make test`.
RUN_PACKAGES  := libsdl2-dev libsdl2-ttf-dev fonts-dejavu-core
TEST_PACKAGES := $(RUN_PACKAGES) xvfb xdotool x11-utils imagemagick python3
SWIFT ?= swift
ARGS ?=

.PHONY: run test deps test-deps build release unit e2e soak bench clean

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

clean:
	rm -rf .build out
