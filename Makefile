# vcgraph — the two commands of the README, and a few more.
#
#   make demo    builds vcgraph, checks the samples and draws them into out/
#   make test    builds and runs the test suite, and the example package's tests
#   make every-sample   the tests that repeat a costly check on each sample, on every one
#   make bench   runs the benchmarks (a separate package under Benchmarks/, release mode)
#   make sanitize   the tests, and every sample in every format, under AddressSanitizer
#   make fuzz    runs each libFuzzer target (Tests/Fuzz/) for FUZZ_SECONDS
#   make determinism   every sample in every format, 50 runs: the same bytes each time
#   make hostile   the hostile suite: generated hostile inputs and many mutations of valid ones
#   make layout-check   collisions in the drawings, read from Graphviz's laid-out output
#   make docs-check   the samples' DocC catalog built by docc, served, and screenshotted
#   make snapshot-testing   the swift-snapshot-testing strategies' package and its tests
#   make format  lays out the Swift sources with swift format (.ci/swift-format.json)
#
# Each target first makes sure the system libraries are there (.ci/setup): Graphviz's
# development package through apt-get when pkg-config cannot find libgvc.

SWIFT ?= swift

.PHONY: setup demo test every-sample bench determinism sanitize fuzz format format-check clean docs-check snapshot-testing hostile layout-check

setup:
	@bash .ci/setup

VCGRAPH = .build/release/vcgraph

# Release builds link the Swift runtime and Foundation statically: a dynamically linked
# vcgraph spends most of a small render's start-up in the dynamic loader, resolving its
# symbols against the Swift libraries one by one. They are linked by the toolchain's lld
# with packed relative relocations (DT_RELR, glibc 2.36 and later): the static runtime's
# relative relocations, which the loader applies at every start, then come from a table a
# hundredth of the size gold writes (Benchmarks/README.md has the start-up's figures).
# The executable stays position-independent.
RELEASE = -c release --static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs

# Checks every sample, renders each one's diagram (SVG and PNG) and writes its analysis
# (text and JSON) into out/. vcgraph writes its files atomically; the analyses go to a
# temporary name first and are renamed, so out/ never holds half a file.
demo: setup
	$(SWIFT) build $(RELEASE) --product vcgraph
	$(VCGRAPH) check samples/*.yaml
	$(VCGRAPH) render samples/*.yaml --format svg --format png -o out
	$(VCGRAPH) render samples/*.storyboard --format svg --format png -o out
	@for storyboard in samples/*.storyboard; do \
		name=$$(basename "$$storyboard" .storyboard); \
		$(VCGRAPH) segues "$$storyboard" > "out/$$name.txt.tmp" && mv "out/$$name.txt.tmp" "out/$$name.txt" || exit 3; \
	done
	@for sample in samples/*.yaml; do \
		name=$$(basename "$$sample" .yaml); \
		$(VCGRAPH) analyze "$$sample" > "out/$$name.txt.tmp" && mv "out/$$name.txt.tmp" "out/$$name.txt" || exit 3; \
		$(VCGRAPH) analyze "$$sample" --format json > "out/$$name.json.tmp" && mv "out/$$name.json.tmp" "out/$$name.json" || exit 3; \
	done
	@echo "wrote $$(ls out | wc -l) files into out/"

# The package's tests, then the example package that uses PresentationTesting as an app's
# test target would (it depends on this package by path). Golden files sit beside the tests
# of the target that produces them, in __Snapshots__/<test file>/; `VCGRAPH_RECORD=1 swift
# test` records them anew and fails, so that a recording is never taken for a pass. Corpus
# tests read the corpus folder beside the repository when it is there, and say they are
# skipped when it is not.
test: setup
	$(SWIFT) test
	cd Examples/HomepwnerExample && $(SWIFT) test

# The tests that repeat a costly check on each sample: drawing it again to compare the bytes
# two ways (labels reused or made by Graphviz, numbers written by vcgraph or by Graphviz,
# frames drawn on the flow's layout or from pinned DOT, repeated renders in one process),
# and reading every mutant of it. `make test` checks three samples (Samples.representative);
# this checks every one. Graphviz draws one diagram at a time in a process, and the mutants
# number more than ten thousand: on every sample, these would be the longest part of `make test`.
every-sample: setup
	$(SWIFT) build --build-tests
	VCGRAPH_EVERY_SAMPLE=1 $(SWIFT) test --skip-build --filter 'GraphvizRenderingTests|MalformedInputTests'

# What lies on what in the drawings, read from Graphviz's own laid-out JSON with its real text
# widths (Tests/Support/LayoutAudit.swift): no label on a label or a box, no edge through a box
# or along a cluster's border, on every sample (its storyboard's flow map included), every
# storyboard fixture's flow map, and, when the corpus is there, every corpus dump, every corpus
# storyboard's flow map and every corpus app's code flow map. `make test` runs it too; this
# runs it alone.
layout-check: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --filter 'LayoutAuditTests|CodeCorpusTests/flowMapAudit'

# The hostile suite (Tests/VCGraphEndToEndTests/HostileSuiteTests.swift): every command on
# generated hostile inputs (escape sequences, line breaks and markup in ids, deep and wide
# shapes) and on mutations of every sample, storyboard fixture and corpus file, each run held
# to the properties every input keeps (it ends, with vcgraph's status; errors located; nothing
# smuggled into a text output; import read back by check; nothing outside the output
# touched). `make test` runs one mutation of one file in four and small shapes; this runs
# HOSTILE_MUTATIONS of every file, and shapes ten times larger (containment 50,000 deep, in
# the hostile suite and in the storyboard commands' tests).
HOSTILE_MUTATIONS ?= 12
hostile: setup
	$(SWIFT) build --build-tests
	VCGRAPH_HOSTILE_MUTATIONS=$(HOSTILE_MUTATIONS) VCGRAPH_HOSTILE_SCALE=10 $(SWIFT) test --skip-build \
		--filter 'HostileSuiteTests|StoryboardCommandTests'

# The swift-snapshot-testing strategies (`assertSnapshot(of: hierarchy, as: .tree)`, `.dot`): a
# package of its own under Sources/PresentationSnapshotTesting that depends on vcgraph by path,
# so vcgraph itself has no dependency on swift-snapshot-testing and `make test` never builds it.
# Without the manifest cache, so that files added to vcgraph since the last build are seen.
# Its build folder is beside the others at the root, never inside Sources/.
snapshot-testing: setup
	cd Sources/PresentationSnapshotTesting && $(SWIFT) test --disable-build-manifest-caching --scratch-path ../../.build-snapshot-testing

# The documentation vcgraph generates, as a reader sees it: the samples' DocC catalog built
# by the toolchain's docc without a warning, served on loopback and screenshotted with
# headless Chromium (installed from Debian's packages when missing; `make test` never does)
# into out/docs-flow-page.png, which the command-line reference shows.
docs-check: setup
	$(SWIFT) build --product vcgraph
	bash .ci/docs-check .build/debug/vcgraph

# Every sample in every format, 50 times, each run a process of its own: the same bytes each
# time; and the same bytes again from the AddressSanitizer build when `make sanitize` made one
# (its leak report, which `make sanitize` reads with Graphviz's suppressed, is off here).
determinism: setup
	$(SWIFT) build --product vcgraph
	ASAN_OPTIONS=detect_leaks=0 bash .ci/determinism .build/debug/vcgraph $(wildcard $(SANITIZE_SCRATCH)/debug/vcgraph)

# The vcgraph executable is built beside the benchmarks: the whole-process cases spawn it.
# Both are built with the same flags, and the benchmarks run from their build folder: `swift
# run` takes no --static-swift-stdlib, and a build with other flags would build vcgraph anew.
# SwiftPM drops a dependency's linker flags, so the one vcgraph's target sets in Package.swift
# (exporting its own gvprintdouble, see Sources/GraphvizInterposition) is given here too: the
# benchmarks measure the executable as `make demo` builds it.
BENCH_RELEASE = $(RELEASE) $(foreach symbol,gvprintdouble make_label free_label,-Xlinker --export-dynamic-symbol=$(symbol))
bench: setup
	cd Benchmarks && $(SWIFT) build $(BENCH_RELEASE) --disable-build-manifest-caching --product vcgraph \
		&& $(SWIFT) build $(BENCH_RELEASE) --disable-build-manifest-caching --product vcgraph-benchmarks \
		&& .build/release/vcgraph-benchmarks

# AddressSanitizer (with LeakSanitizer) over our Swift code and the C it compiles (Yams'
# libyaml, which also gets UndefinedBehaviorSanitizer: swiftc has no -sanitize=undefined on
# Linux). Its own scratch path, so the debug build in .build stays as it is. A finding
# (memory error, leak, undefined behaviour) fails the run; leaks inside Graphviz and the font
# stack are suppressed, each with its reason, in Tests/Sanitizers/lsan-suppressions.txt.
SANITIZE_SCRATCH = .build-asan
SANITIZE_FLAGS = --scratch-path $(SANITIZE_SCRATCH) --sanitize=address \
	-Xcc -fsanitize=undefined -Xcc -fno-sanitize-recover=undefined
#
# Leaks are checked on the renders of the samples, where slow unwinding (needed to match the
# suppressions through Debian's libraries, which have no frame pointers) costs seconds; on the
# test suite it would double a run of about ten minutes, so there LeakSanitizer is off and
# AddressSanitizer checks memory errors only.
SANITIZER_ENV = SWIFT_BACKTRACE=enable=no UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan-suppressions.txt:print_suppressions=0
TEST_ASAN_OPTIONS = ASAN_OPTIONS=detect_leaks=0:halt_on_error=1:strict_string_checks=1
RENDER_ASAN_OPTIONS = ASAN_OPTIONS=detect_leaks=1:fast_unwind_on_malloc=0:malloc_context_size=40:halt_on_error=1:strict_string_checks=1
SANITIZE_FORMATS = svg png pdf dot json source mermaid

sanitize: setup
	$(SANITIZER_ENV) $(TEST_ASAN_OPTIONS) $(SWIFT) test $(SANITIZE_FLAGS)
	$(SWIFT) build $(SANITIZE_FLAGS) --product vcgraph
	@rm -rf $(SANITIZE_SCRATCH)/samples
	@for format in $(SANITIZE_FORMATS); do \
		echo "vcgraph render samples/*.yaml --format $$format (AddressSanitizer)"; \
		$(SANITIZER_ENV) $(RENDER_ASAN_OPTIONS) $(SANITIZE_SCRATCH)/debug/vcgraph render samples/*.yaml --format $$format \
			-o $(SANITIZE_SCRATCH)/samples/$$format || exit 1; \
	done

# libFuzzer targets, built with AddressSanitizer and libFuzzer's coverage over vcgraph's targets
# too (so that coverage guides the fuzzer through our code), each run for FUZZ_SECONDS from its committed
# seeds (and the samples, for the scenario reader). New inputs go to .build-fuzz/corpus, and
# an input that crashes, hangs (-timeout, seconds) or blows memory (-rss_limit_mb) is saved
# in .build-fuzz/artifacts and fails the run. A harness's progress goes to .build-fuzz/logs;
# .ci/fuzz prints its final statistics, or, when it fails, why (the signal that ended it, the
# report, the inputs saved, the memory left). Inputs found so far that the encoders do not
# yet survive are kept in Tests/Fuzz/Findings; replay one with
#   .build-fuzz/debug/FuzzMermaidEncoder Tests/Fuzz/Findings/mermaid-encoder/FILE
# -sanitize=fuzzer would link libFuzzer's `main` into every executable the build makes, the
# rulebook's build tool among them: the harnesses link libFuzzer's runtime without it instead
# (from the toolchain's clang runtimes, FUZZ_RUNTIME) and run its driver themselves, and
# -sanitize-coverage instruments everything for the fuzzer to be guided by.
# The harnesses are built anew each time (the corpus and the checkouts stay): an incremental
# build of the fuzz package misses source files added to vcgraph, a local dependency, does
# not recompile every client of a struct whose stored properties changed, and may not relink,
# so a harness built on a changed tree can copy values with an old layout and report faults
# the code does not have.
# Leaks are left to `make sanitize`: suppressing Graphviz's needs slow unwinding on every
# malloc, which would cost the fuzzer most of its executions.
FUZZ_SCRATCH = .build-fuzz
FUZZ_RUNTIME = $(shell $(SWIFT) -print-target-info | sed -n 's/.*"runtimeResourcePath": "\(.*\)".*/\1/p')/clang/lib/linux
FUZZ_ENV = SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0:halt_on_error=1
FUZZ_SECONDS ?= 60
FUZZ_FLAGS = -max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=2048 -max_len=16384 -print_final_stats=1
FUZZ_TARGETS = scenario-reader:FuzzScenarioReader storyboard-reader:FuzzStoryboardReader dump-reader:FuzzDumpReader source-reader:FuzzSourceReader \
	dot-escaping:FuzzDOTEscaping mermaid-encoder:FuzzMermaidEncoder docs-manifest:FuzzDocsManifest

fuzz: setup
	@test -f $(FUZZ_RUNTIME)/libclang_rt.fuzzer_no_main-x86_64.a || \
		{ echo "make fuzz: libFuzzer's runtime is not in $(FUZZ_RUNTIME) (the toolchain's clang runtimes)"; exit 2; }
	rm -rf $(FUZZ_SCRATCH)/x86_64-unknown-linux-gnu $(FUZZ_SCRATCH)/build.db
	cd Tests/Fuzz && $(SWIFT) build --scratch-path ../../$(FUZZ_SCRATCH) --sanitize=address \
		-Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table -Xlinker -L$(FUZZ_RUNTIME) --disable-build-manifest-caching
	@for target in $(FUZZ_TARGETS); do \
		name=$${target%%:*}; product=$${target##*:}; \
		seeds="Tests/Fuzz/Corpus/$$name"; [ "$$name" = scenario-reader ] && seeds="$$seeds samples"; \
		[ "$$name" = dump-reader ] && [ -d ../shared/corpus/dumps ] && seeds="$$seeds ../shared/corpus/dumps"; \
		echo "fuzzing $$name for $(FUZZ_SECONDS) s"; \
		$(FUZZ_ENV) bash .ci/fuzz $$name $(FUZZ_SCRATCH)/debug/$$product $(FUZZ_SCRATCH)/corpus/$$name $(FUZZ_SCRATCH)/artifacts \
			$$seeds -- $(FUZZ_FLAGS) || exit 1; \
	done

# swift format ships with the toolchain; its configuration lives with the CI scripts so the
# top level keeps only what a user needs. CI fails on any file it would lay out differently.
FORMAT_PATHS = Package.swift Sources Tests Benchmarks Examples
format:
	$(SWIFT) format format --in-place --recursive --configuration .ci/swift-format.json $(FORMAT_PATHS)

format-check:
	$(SWIFT) format lint --strict --recursive --configuration .ci/swift-format.json $(FORMAT_PATHS)

clean:
	rm -rf .build .build-asan .build-fuzz Benchmarks/.build Sources/PresentationSnapshotTesting/.build
