PREFIX ?= /usr/local
SWIFT ?= swift

.PHONY: run deps build release test unit-test e2e-test bench install catalog

run: deps release
	.build/release/emotion-keyboard

deps:
	./scripts/install-deps.sh

build:
	$(SWIFT) build

# The Swift runtime is linked statically: start-up skips loading and relocating its shared libraries.
release:
	$(SWIFT) build -c release --static-swift-stdlib --product emotion-keyboard

test: unit-test e2e-test

unit-test:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

e2e-test: release
	Tests/e2e/run.sh .build/release/emotion-keyboard

bench:
	$(SWIFT) run -c release ModelBenchmarks

install: release
	install -D -m 755 .build/release/emotion-keyboard $(DESTDIR)$(PREFIX)/bin/emotion-keyboard
	mkdir -p $(DESTDIR)$(PREFIX)/share/emotion-keyboard
	cp -R assets/emoji.tsv assets/kaomoji.tsv assets/softbank.tsv assets/packs $(DESTDIR)$(PREFIX)/share/emotion-keyboard/

catalog:
	python3 assets/generate.py
