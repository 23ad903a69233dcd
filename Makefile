# Kinetype: two commands do all set-up on a fresh Debian machine.
#   make demo   renders the demo frames to out/demo/
#   make test   runs lint and every test
SWIFT ?= swift
SWIFT_FORMAT ?= swift-format
RELEASE_BIN = .build/release/kinetype

.PHONY: bootstrap build release demo test lint format bench docs clean

bootstrap:
	@scripts/bootstrap

build: bootstrap
	$(SWIFT) build

release: bootstrap
	$(SWIFT) build -c release --product kinetype

demo: release
	@scripts/demo $(RELEASE_BIN)

test: bootstrap lint
	$(SWIFT) test

lint:
	@$(SWIFT_FORMAT) lint --strict --recursive --configuration .swift-format Package.swift Sources Tests

format:
	@$(SWIFT_FORMAT) format --in-place --recursive --configuration .swift-format Package.swift Sources Tests

bench: bootstrap
	@scripts/bootstrap --bench
	$(SWIFT) build -c release --product kinetype-bench
	@scripts/bench

docs:
	@scripts/docs

clean:
	rm -rf .build out
