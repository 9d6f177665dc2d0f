#!/usr/bin/env bash
# Fuzzes the whole pipeline (Markdown reader, parser, planners, emitters) with libFuzzer for SECONDS
# (default 60), seeded from specs/, the test fixtures and, when they are beside the repository, the
# seed documents, the public corpus and the behaviour sentences of ../shared, with a dictionary of
# Markdown, Swift and behaviour tokens (Fuzz/specgen.dict). FUZZ_JOBS runs that many fuzzers in parallel
# on one corpus (default 1). Crashing inputs are saved
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
# Each source gets its own prefix: several folders hold a `toast.md`.
seed() {
    local prefix=$1
    shift
    for file in "$@"; do [ -f "$file" ] && cp "$file" "$seeds/$prefix-$(basename "$file")"; done
    return 0
}
shared=${SPECGEN_SHARED_DIR:-../shared}
seed spec specs/*.md
seed fixture Tests/SpecEmittersTests/Fixtures/*.md
seed hostile Tests/SpecEmittersTests/Hostile/*.md
seed regression Tests/RobustnessTests/FuzzRegressions/*
seed corpus "$shared"/corpus/*.md*
seed behaviour "$shared"/behaviour-dev/specs/*.md
seed seed "$shared"/seeds/*.txt

# With jobs, libFuzzer writes each fuzzer's log to fuzz-N.log instead of the terminal.
# Parallel jobs each draw their own random seed (one fixed seed would make them repeat each other).
parallel=()
if [ "${FUZZ_JOBS:-1}" -gt 1 ]; then
    parallel=(-jobs="$FUZZ_JOBS" -workers="$FUZZ_JOBS")
    seed=0
fi
# -timeout catches hangs, -rss_limit_mb runaway memory; ASan catches stack overflows and memory errors.
"$scratch/release/SpecFuzzer" "$work" "$seeds" \
    -max_total_time="$seconds" -seed="$seed" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
    -dict=Fuzz/specgen.dict ${parallel[@]+"${parallel[@]}"} \
    -artifact_prefix=fuzz-artifacts/ -print_final_stats=1
