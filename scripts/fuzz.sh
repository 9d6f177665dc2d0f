#!/usr/bin/env bash
# Fuzzes the whole pipeline (Markdown reader, parser, planners, emitters) with libFuzzer for SECONDS
# (default 60), seeded from specs/, the test fixtures, ../shared/corpus and ../shared/seeds. Crashing inputs are saved
# in fuzz-artifacts/; reproduce one with `swift run SpecFuzzer fuzz-artifacts/crash-…`, then add it to
# Tests/RobustnessTests/FuzzRegressions/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
# FUZZ_SEED fixes libFuzzer's random seed (CI uses one, so its smoke run is repeatable); 0 picks one.
seed=${FUZZ_SEED:-0}
scratch=.build-fuzz

# lld: gold fails on this link (an internal error while reporting symbols).
swift build -c release --product SpecFuzzer --scratch-path "$scratch" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -parse-as-library -Xswiftc -use-ld=lld

seeds="$scratch/seeds"
work="$scratch/corpus"
mkdir -p "$seeds" "$work" fuzz-artifacts
cp specs/*.md Tests/SpecEmittersTests/Fixtures/*.md Tests/SpecEmittersTests/Hostile/*.md "$seeds/"
if [ -d ../shared/corpus ]; then cp ../shared/corpus/*.md* "$seeds/"; fi
# The seed documents are plain-text and Markdown exports (.txt); they seed as they are.
if [ -d ../shared/seeds ]; then cp ../shared/seeds/* "$seeds/"; fi
cp Tests/RobustnessTests/FuzzRegressions/* "$seeds/" 2>/dev/null || true

# -timeout catches hangs, -rss_limit_mb runaway memory; ASan catches stack overflows and memory errors.
"$scratch/release/SpecFuzzer" "$work" "$seeds" \
    -max_total_time="$seconds" -seed="$seed" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
    -artifact_prefix=fuzz-artifacts/ -print_final_stats=1
