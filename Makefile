PREFIX ?= /usr/local
SWIFT ?= swift

.PHONY: run deps build release test unit-test checks e2e-test fuzz-ci fresh-test bench eval bench-startup bench-peers bench-typing install install-files uninstall icons catalog fuzz

run: deps release
	.build/release/emotion-keyboard

deps:
	./scripts/install-deps.sh

build:
	$(SWIFT) build

# The Swift runtime is linked statically: start-up skips loading and relocating its shared libraries. SwiftPM does not
# know that the link reads scripts/hot-functions.txt: a list newer than the binary removes it, so that it is linked again.
RELEASE_BIN = .build/release/emotion-keyboard
release:
	[ ! scripts/hot-functions.txt -nt $(RELEASE_BIN) ] || rm -f $(RELEASE_BIN)
	$(SWIFT) build -c release --static-swift-stdlib --product emotion-keyboard

# check-test-tools.sh: every program the tests call comes from the packages of scripts/debian-packages.txt (issue 39).
# run-tests.sh runs what unit-test, e2e-test and fuzz-ci run, the unit tests' and fuzzers' builds beside the e2e suite.
test: deps
	scripts/check-test-tools.sh
	SWIFT="$(SWIFT)" scripts/run-tests.sh '$(DELIVERY_CASES)'

# The README's two commands on a fresh minimal Debian 12 made with debootstrap (as root; scripts/fresh-test.sh).
fresh-test:
	scripts/fresh-test.sh $(FRESH_FLAGS)

# The catalog's generator test needs what `make catalog` generates from (assets/fetch-sources.sh, a few seconds once);
# when its pinned versions cannot be had (Debian unstable moved on), that one test is skipped and says so.
unit-test: checks
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# swift-format with the checked-in .swift-format (4-space indents, 120 columns; lowerCamelCase off, as pack formats'
# keys such as name_en are spelled as their files spell them).
checks:
	scripts/check-model-purity.sh
	scripts/check-file-sizes.sh
	$(SWIFT) format lint --strict --recursive Sources Tests Benchmarks Fuzz Package.swift
	assets/fetch-sources.sh .build/unicode-sources >/dev/null || echo "unit-test: no catalog sources; the generator test is skipped"

# Deliveries into other applications must hold three runs in a row: their cases run twice more.
DELIVERY_CASES = input-order|typing|paste|gtk|no-xtest
e2e-test: release
	Tests/e2e/run.sh .build/release/emotion-keyboard
	for run in 2 3; do Tests/e2e/run.sh .build/release/emotion-keyboard '$(DELIVERY_CASES)' || exit 1; done

# Model benchmarks, the window's interaction and composer costs, the single-instance toggle, the CPU of 20 playing
# animated stickers and the letters layer (needs the packages of `make deps`).
bench: release eval
	$(SWIFT) run -c release ModelBenchmarks
	Benchmarks/interaction.sh .build/release/emotion-keyboard
	Benchmarks/composer.sh .build/release/emotion-keyboard
	Benchmarks/toggle.sh .build/release/emotion-keyboard
	Benchmarks/animation.sh .build/release/emotion-keyboard
	Benchmarks/letters.sh .build/release/emotion-keyboard

# Search quality on Benchmarks/search-eval/eval.tsv (regenerate it with make-eval.py there): top-1, top-3 and MRR per
# set and language, and the targets of issue 23 it misses (`SearchEval --check` fails on them).
# `SearchEval --misses SET LANGUAGE` lists the queries whose expected emotion is not first.
eval:
	$(SWIFT) run -c release SearchEval

# Typing 1000 emotions into xterm, side by side with `xdotool type` (each measurement in a fresh Xvfb), without and
# with an input method (fcitx5, pinyin active).
bench-typing: release
	Benchmarks/typing.sh .build/release/emotion-keyboard 3
	INPUT_METHOD=fcitx5 Benchmarks/typing.sh .build/release/emotion-keyboard 3

# Start-up in the states of issue 11 (cold, first-page and browsed glyph caches, 10,000 stickers, a returning user),
# each prepared in its own XDG folders by Benchmarks/startup-states.sh, side by side with `xmessage hi` and the
# raw-Xlib floor in one interleaved run of ../shared/bench/compare.sh (`../shared/bench/setup.sh build` builds its
# tools). `make bench-peers` compares the default start with peer keyboards (`../shared/bench/setup.sh` installs them).
BENCH ?= ../shared/bench
ROUNDS ?= 11
bench-startup: release
	Benchmarks/startup.sh .build/release/emotion-keyboard $(BENCH) $(ROUNDS)

bench-peers: release
	cd $(BENCH) && XDG_CACHE_HOME=$${TMPDIR:-/tmp}/emotion-keyboard-bench ./compare.sh -n $(ROUNDS) -S \
		"emotion-keyboard=$(CURDIR)/.build/release/emotion-keyboard" \
		"xmessage=xmessage hi" "xfloor=$$PWD/bin/xfloor" "xvkbd=xvkbd" "gucharmap=gucharmap" \
		"rofimoji=$$PWD/venv/bin/rofimoji" "onboard-emoji=$$PWD/bin/onboard-emoji"

# The icon's PNG sizes for the hicolor theme, rendered from the SVG (rsvg-convert, package librsvg2-bin).
ICON_SIZES = 16 22 24 32 48 64 128 256
ICONS = .build/icons
icons: $(foreach size,$(ICON_SIZES),$(ICONS)/$(size)x$(size)/emotion-keyboard.png)
$(ICONS)/%/emotion-keyboard.png: assets/desktop/emotion-keyboard.svg
	mkdir -p $(dir $@)
	rsvg-convert -w $(firstword $(subst x, ,$*)) -h $(firstword $(subst x, ,$*)) $< -o $@

# Binary, assets, desktop entry, icons and manual under DESTDIR/PREFIX; uninstall removes exactly what was installed.
BIN ?= $(RELEASE_BIN)
install: release
	$(MAKE) install-files
install-files: icons
	DESTDIR="$(DESTDIR)" PREFIX="$(PREFIX)" scripts/install.sh install "$(BIN)" $(ICONS)
uninstall:
	DESTDIR="$(DESTDIR)" PREFIX="$(PREFIX)" scripts/install.sh uninstall

# The catalog from the newest Unicode data (assets/fetch-sources.sh brings it into .build/unicode-sources: Debian
# unstable's unicode-data and unicode-cldr-core, the PyPI packages emoji and unicodedata2; the README names their
# licences). The keywords of the emoji CLDR 41 annotates stay Debian 12's, which the search ranking is tuned on.
KEYWORD_CLDR = /usr/share/unicode/cldr/common
catalog:
	unicode=$$(assets/fetch-sources.sh .build/unicode-sources) && \
		.build/unicode-sources/venv/bin/python assets/generate.py "$$unicode" assets $(KEYWORD_CLDR)

# libFuzzer targets (Fuzz/Targets/*.swift), each for FUZZ_SECONDS on its seed corpus (Fuzz/README.md); `make test`
# runs each for 10 s (about 4 minutes with the instrumented build).
FUZZ_SECONDS ?= 60
fuzz:
	FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/run.sh $(FUZZ_TARGETS)
fuzz-ci:
	FUZZ_SECONDS=10 Fuzz/run.sh
