#!/usr/bin/env bash
# Fuzzes one kind of untrusted input specgen reads with libFuzzer for SECONDS (default 60):
#
#   scripts/fuzz.sh [TARGET] [SECONDS]      TARGET: markdown (the default), test-results, symbol-graph, config,
#                                           template, mcp, or all (each target SECONDS, as many at once as there
#                                           are cores)
#   scripts/fuzz.sh SECONDS                 markdown, as before targets existed
#
# markdown runs documents through the whole pipeline (reader, parser, planners, emitters); test-results runs
# JUnit/xUnit XML through the results reader, the matching of results to statements and the report pages;
# symbol-graph runs a symbol graph through SymbolKit's decoding and APIVerifier against specs/; config runs a
# specgen.yml through the configuration reader and option resolution; template runs a template file through
# loading, the contract check and rendering; mcp runs JSON-RPC bytes through the MCP server's tools (its own binary,
# MCPFuzzer, so SpecFuzzer never links the MCP SDK; docs/architecture.md lists what each checks). Each target is seeded
# from what the repository and, when it is beside the repository, ../shared hold, with a dictionary of its tokens
# (Fuzz/specgen.dict for markdown, Fuzz/TARGET.dict for the others). FUZZ_JOBS runs that many fuzzers in parallel
# on one corpus (default 1); FUZZ_SEED fixes libFuzzer's random seed (CI uses one, so its smoke run is repeatable).
# FUZZ_CONFIGURATION=debug builds the fuzzers unoptimised: about half of release's build time and a third of its inputs
# per second, with Swift's debug assertions on (CI's short smoke run uses it; long runs keep the default, release).
# Crashing inputs are saved as fuzz-artifacts/TARGET-crash-…; reproduce one with
# `SPECGEN_FUZZ_TARGET=TARGET swift run SpecFuzzer fuzz-artifacts/TARGET-crash-…`, then add it to
# Tests/RobustnessTests/FuzzRegressions/ (markdown) or FuzzRegressions/TARGET/.
set -euo pipefail
cd "$(dirname "$0")/.."

# A new target is a case of FuzzTarget (Fuzz/SpecFuzzing), a name here, a seeds_TARGET function and a dictionary.
# mcp is the exception: its target is the MCPFuzzer binary (Fuzz/MCPFuzzing), which links the server.
targets=(markdown test-results symbol-graph config template mcp)

target=markdown
if [ $# -gt 0 ] && ! [[ $1 =~ ^[0-9]+$ ]]; then
    target=$1
    shift
fi
seconds=${1:-60}
if [ "$target" != all ] && ! [[ " ${targets[*]} " == *" $target "* ]]; then
    echo "scripts/fuzz.sh: no fuzz target '$target'; targets are ${targets[*]} and all" >&2
    exit 2
fi
seed=${FUZZ_SEED:-0}
configuration=${FUZZ_CONFIGURATION:-release}
if [ "$configuration" != release ] && [ "$configuration" != debug ]; then
    echo "scripts/fuzz.sh: FUZZ_CONFIGURATION is release or debug, not '$configuration'" >&2
    exit 2
fi
scratch=.build-fuzz
shared=${SPECGEN_SHARED_DIR:-../shared}

# lld: gold fails on this link (an internal error while reporting symbols).
build() {
    swift build -c "$configuration" --product "$1" --scratch-path "$scratch" \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -parse-as-library -Xswiftc -use-ld=lld
}
[ "$target" = mcp ] || build SpecFuzzer
{ [ "$target" = mcp ] || [ "$target" = all ]; } && build MCPFuzzer

# Copies FILES into $seeds, each under PREFIX (several folders hold a `toast.md`).
seed() {
    local prefix=$1
    shift
    for file in "$@"; do [ -f "$file" ] && cp "$file" "$seeds/$prefix-$(basename "$file")"; done
    return 0
}

seeds_markdown() {
    seed spec specs/*.md
    seed fixture Tests/SpecEmittersTests/Fixtures/*.md
    seed hostile Tests/SpecEmittersTests/Hostile/*.md
    seed regression Tests/RobustnessTests/FuzzRegressions/*
    seed corpus "$shared"/corpus/*.md*
    seed behaviour "$shared"/behaviour-dev/specs/*.md
    seed seed "$shared"/seeds/*.txt
}

seeds_test_results() {
    # The example's real `swift test --xunit-output` results, and shapes other CI systems write.
    seed results Fuzz/Seeds/test-results/*
    seed regression Tests/RobustnessTests/FuzzRegressions/test-results/*
}

seeds_symbol_graph() {
    # The example design system's own graph (what verify-api compares specs/ with), made as its plugin makes it,
    # and the third-party graphs of ../shared, in slices small enough for -max_len.
    local graphs="$scratch/symbol-graph/graphs" sources="$scratch/symbol-graph/sources"
    rm -rf "$graphs" "$sources"
    mkdir -p "$graphs" "$sources"
    for file in generated/Swift/*.swift; do cp "$file" "$sources/$(basename "$file" .swift)+Generated.swift"; done
    if ! swiftc -parse-as-library -emit-module -module-name DesignSystem -emit-module-path "$graphs/DesignSystem.swiftmodule" \
        -emit-symbol-graph -emit-symbol-graph-dir "$graphs" \
        $(find Examples/DesignSystem/Sources/DesignSystem -name '*.swift' | sort) "$sources"/*.swift >/dev/null; then
        echo "scripts/fuzz.sh: the example's symbol graph could not be made; seeding without it" >&2
    fi
    python3 Fuzz/slice-symbol-graphs.py "$seeds" graph "$graphs"/*.symbols.json "$shared"/drift-dev/*/graphs/*.symbols.json
    seed regression Tests/RobustnessTests/FuzzRegressions/symbol-graph/*
}

seeds_config() {
    # The example's configuration, and every YAML example of the documentation, one file each.
    seed example Examples/DesignSystem/specgen.yml
    for document in README.md docs/*.md; do
        awk -v out="$seeds/doc-$(basename "$document" .md)" '
            /^ *```yaml/ { inside = 1; count++; next }
            /^ *```/ { inside = 0; next }
            inside { print > (out "-" count ".yml") }' "$document"
    done
    seed regression Tests/RobustnessTests/FuzzRegressions/config/*
}

seeds_template() {
    # Each built-in template after the byte that makes the target read it as that template (names in sorted order).
    local index=0
    for file in $(printf '%s\n' Templates/*.mustache | LC_ALL=C sort); do
        { printf "\\x$(printf %02x "$index")"; cat "$file"; } >"$seeds/builtin-$(basename "$file")"
        index=$((index + 1))
    done
    seed regression Tests/RobustnessTests/FuzzRegressions/template/*
}

seeds_mcp() {
    # Requests as an agent sends them: every tool called with and without its arguments, a resource read.
    local index=0 request
    for request in \
        '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_components","arguments":{}}}' \
        '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"get_component","arguments":{"name":"pill"}}}' \
        '{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"check_usage","arguments":{"code":"Pill(text: \"New\", tone: .neutral)","language":"swift"}}}' \
        '{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"check_usage","arguments":{"code":"Pill(text = \"New\")","language":"kotlin"}}}' \
        '{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"find_behaviour","arguments":{"query":"dismiss"}}}' \
        '{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"get_component"}}' \
        'check_usage'; do
        printf '%s' "$request" >"$seeds/request-$index.json"
        index=$((index + 1))
    done
}

fuzz() {
    local target=$1
    local work="$scratch/$target"
    seeds="$work/seeds"
    rm -rf "$seeds"
    mkdir -p "$seeds" "$work/corpus" fuzz-artifacts
    "seeds_${target//-/_}"
    local dictionary=Fuzz/$target.dict binary=SpecFuzzer
    [ "$target" = markdown ] && dictionary=Fuzz/specgen.dict
    [ "$target" = mcp ] && binary=MCPFuzzer
    # With jobs, libFuzzer writes each fuzzer's log to fuzz-N.log instead of the terminal.
    # Parallel jobs each draw their own random seed (one fixed seed would make them repeat each other).
    local parallel=() random=$seed asan=${ASAN_OPTIONS:-}
    # The other targets read specs/ (or a template's document) once into statics, and LeakSanitizer reports some of
    # those one-time allocations at exit (a few KB, however many inputs ran), failing the run; runaway memory is
    # still -rss_limit_mb's to catch.
    [ "$target" = markdown ] || asan="detect_leaks=0${asan:+:$asan}"
    if [ "${FUZZ_JOBS:-1}" -gt 1 ]; then
        parallel=(-jobs="$FUZZ_JOBS" -workers="$FUZZ_JOBS")
        random=0
    fi
    echo "scripts/fuzz.sh: fuzzing $target for $seconds s ($(ls "$seeds" | wc -l) seeds)"
    # -timeout catches hangs, -rss_limit_mb runaway memory; ASan catches stack overflows and memory errors.
    ASAN_OPTIONS=$asan SPECGEN_FUZZ_TARGET=$target "$scratch/$configuration/$binary" "$work/corpus" "$seeds" \
        -max_total_time="$seconds" -seed="$random" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
        -dict="$dictionary" ${parallel[@]+"${parallel[@]}"} \
        -artifact_prefix="fuzz-artifacts/$target-" -print_final_stats=1
}

if [ "$target" = all ]; then
    # The targets share nothing (each has its own corpus, seeds and artifact prefix), so as many run at once as
    # there are cores (FUZZ_TARGETS_AT_ONCE overrides): each still fuzzes for SECONDS, and `all` takes SECONDS per
    # round instead of per target. Each target's log is printed whole when its round ends.
    at_once=${FUZZ_TARGETS_AT_ONCE:-$(nproc 2>/dev/null || echo 1)}
    [[ $at_once =~ ^[1-9][0-9]*$ ]] || { echo "scripts/fuzz.sh: FUZZ_TARGETS_AT_ONCE is a positive number, not '$at_once'" >&2; exit 2; }
    failed=()
    for ((first = 0; first < ${#targets[@]}; first += at_once)); do
        round=("${targets[@]:first:at_once}")
        pids=()
        for each in "${round[@]}"; do
            mkdir -p "$scratch/$each"
            fuzz "$each" >"$scratch/$each/run.log" 2>&1 &
            pids+=($!)
        done
        for index in "${!round[@]}"; do
            status=0
            wait "${pids[$index]}" || status=$?
            cat "$scratch/${round[$index]}/run.log"
            [ "$status" -eq 0 ] || failed+=("${round[$index]}")
        done
    done
    if [ ${#failed[@]} -gt 0 ]; then
        echo "scripts/fuzz.sh: fuzzing failed for ${failed[*]} (their logs are above; inputs in fuzz-artifacts/)" >&2
        exit 1
    fi
else
    fuzz "$target"
fi
