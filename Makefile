# vcgraph — the two commands of the README, and a few more.
#
#   make demo    builds vcgraph and runs it on the samples (output in out/)
#   make test    runs the whole test suite
#   make bench   runs the benchmarks (a separate package under Benchmarks/, release mode)
#
# Each target first makes sure the system libraries are there (.ci/setup): Graphviz's
# development package through apt-get when pkg-config cannot find libgvc.

SWIFT ?= swift

.PHONY: setup demo test bench clean

setup:
	@bash .ci/setup

demo: setup
	$(SWIFT) build -c release --product vcgraph
	@mkdir -p out
	$(SWIFT) run -c release vcgraph demo --output out

test: setup
	$(SWIFT) test

bench: setup
	cd Benchmarks && $(SWIFT) run -c release vcgraph-benchmarks

clean:
	rm -rf .build Benchmarks/.build
