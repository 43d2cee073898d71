# The whole set-up on a fresh Debian 12 machine: `make run` and `make test`.
RUN_PACKAGES  := libsdl2-dev libsdl2-ttf-dev fonts-dejavu-core
TEST_PACKAGES := $(RUN_PACKAGES) xvfb xdotool x11-utils imagemagick
SWIFT ?= swift
ARGS ?=

.PHONY: run test deps test-deps build release unit e2e bench clean

run: deps release
	.build/release/fluid $(ARGS)

test: test-deps unit release e2e

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

bench: deps release
	.build/release/fluid bench animators
	.build/release/fluid bench blur

clean:
	rm -rf .build out
