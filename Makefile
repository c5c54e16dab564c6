# vcgraph — the two commands of the README, and a few more.
#
#   make demo    builds vcgraph, checks the samples and draws them into out/
#   make test    runs the whole test suite, and the example package's tests
#   make bench   runs the benchmarks (a separate package under Benchmarks/, release mode)
#
# Each target first makes sure the system libraries are there (.ci/setup): Graphviz's
# development package through apt-get when pkg-config cannot find libgvc.

SWIFT ?= swift

.PHONY: setup demo test bench determinism clean

setup:
	@bash .ci/setup

VCGRAPH = .build/release/vcgraph

# Checks every sample, renders each one's diagram (SVG and PNG) and writes its analysis
# (text and JSON) into out/. vcgraph writes its files atomically; the analyses go to a
# temporary name first and are renamed, so out/ never holds half a file.
demo: setup
	$(SWIFT) build -c release --product vcgraph
	$(VCGRAPH) check samples/*.yaml
	$(VCGRAPH) render samples/*.yaml --format svg --format png -o out
	@for sample in samples/*.yaml; do \
		name=$$(basename "$$sample" .yaml); \
		$(VCGRAPH) analyze "$$sample" > "out/$$name.txt.tmp" && mv "out/$$name.txt.tmp" "out/$$name.txt" || exit 3; \
		$(VCGRAPH) analyze "$$sample" --format json > "out/$$name.json.tmp" && mv "out/$$name.json.tmp" "out/$$name.json" || exit 3; \
	done
	@echo "wrote $$(ls out | wc -l) files into out/"

# The package's tests, then the example package that uses PresentationTesting as an app's
# test target would (it depends on this package by path).
test: setup
	$(SWIFT) test
	cd Examples/HomepwnerExample && $(SWIFT) test

# Every sample in every format, 50 times, each run a process of its own: the same bytes each time.
determinism: setup
	$(SWIFT) build --product vcgraph
	bash .ci/determinism .build/debug/vcgraph

# The vcgraph executable is built beside the benchmarks: the whole-process cases spawn it.
bench: setup
	cd Benchmarks && $(SWIFT) build -c release --product vcgraph && $(SWIFT) run -c release vcgraph-benchmarks

clean:
	rm -rf .build Benchmarks/.build
