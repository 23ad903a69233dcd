# Kinetype: two commands do all set-up on a fresh Debian machine.
#   make demo   renders the demo frames to out/demo/
#   make test   runs lint, every test, then the suites under AddressSanitizer built with
#               warnings as errors and the threaded ones under ThreadSanitizer
#               (scripts/sanitize address thread; SANITIZE=0 skips both; docs/fuzzing.md)
#   make mutate checks that the tests catch the bugs of Tests/Mutations/catalogue.toml (slow)
SWIFT ?= swift
SWIFT_FORMAT ?= swift-format
RELEASE_BIN = .build/release/kinetype

.PHONY: bootstrap build release demo test lint format bench fuzz sanitize docs install clean mutate
PREFIX ?= /usr/local

bootstrap:
	@scripts/bootstrap

build: bootstrap
	$(SWIFT) build

release: bootstrap
	$(SWIFT) build -c release --product kinetype

demo: release
	@scripts/demo $(RELEASE_BIN)

SANITIZE ?= 1

test: bootstrap lint
	$(SWIFT) test
	@if [ "$(SANITIZE)" != 0 ]; then scripts/sanitize address thread; fi

# Mutation testing (docs/testing.md): MUTATE_ARGS="--module KinetypeRaster --id 'raster-*'".
mutate: bootstrap
	@scripts/bootstrap --mutate
	@scripts/mutate $(MUTATE_ARGS)

# Format, then the layers: each target's dependencies are exactly its files' imports
# (scripts/check-imports; its self-test first shows it can fail).
lint:
	@$(SWIFT_FORMAT) lint --strict --recursive --configuration .swift-format Package.swift Sources Tests
	@scripts/check-imports --self-test
	@scripts/check-imports

format:
	@$(SWIFT_FORMAT) format --in-place --recursive --configuration .swift-format Package.swift Sources Tests

bench: bootstrap
	@scripts/bootstrap --bench
	$(SWIFT) build -c release --product kinetype-bench
	$(SWIFT) build -c release --product kinetype
	@scripts/bench

# libFuzzer targets under AddressSanitizer, FUZZ_SECONDS (default 60) each: docs/fuzzing.md.
fuzz: bootstrap
	@scripts/fuzz

# The suites under AddressSanitizer (warnings as errors), the threaded ones under
# ThreadSanitizer, each in its own build folder (what `make test` ends with): docs/fuzzing.md.
sanitize: bootstrap
	@scripts/sanitize

docs:
	@scripts/docs

# The tool and its fonts: PREFIX/bin/kinetype finds PREFIX/share/kinetype/Fonts.
install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/kinetype/Fonts
	install -m 755 $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/kinetype
	install -m 644 Fonts/* $(DESTDIR)$(PREFIX)/share/kinetype/Fonts/

clean:
	rm -rf .build out
