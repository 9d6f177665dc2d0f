#!/usr/bin/env bash
# Benchmarks specgen against cmark-gfm (the floor: specgen must parse the same Markdown).
#
# Builds the release binary, makes COUNT renamed copies of specs/ (scripts/make-bench-specs.sh)
# and, in one run, interleaved over ROUNDS rounds, takes the median wall time of:
#   cmark-gfm -e table --to xml   one process with every spec as an argument (cmark-gfm reads them
#                                 as one concatenated document; one process per file would mostly
#                                 time fork and exec)
#   specgen generate (fresh)      into a new output folder (each run its own; see fresh() below)
#   specgen generate (no change)  again into the same folder (replayed from .specgen-cache.jsonl when
#                                 the binary has a cache)
#   specgen check                 the same folder, in sync
#   specgen dump                  every spec as an argument, JSON to /dev/null
#   one spec edited, generate     a newline appended to one spec (its bytes change, its output does
#                                 not), then generate into the same folder
#   specgen emit (one process)    `emit models` for one spec, one process (what the build plugin runs
#                                 per spec and kind), timed over EMITS processes and divided
#   cmark-gfm (one process)       cmark-gfm on one spec, one process, timed the same way
#   emit, static (--static-emit)  the same `emit` from a build linked with --static-swift-stdlib
#                                 (or, with --bundle, from the artifact bundle's executable)
# and prints each with its ratio to cmark-gfm, user and system time, peak RSS (/usr/bin/time -v)
# and the number of files written. It then checks that the benchmarked output is byte-identical
# to a plain `specgen generate` into a separate folder (diff -r, the cache file aside), and fails if not.
#
# usage: scripts/bench.sh [--count N] [--rounds R] [--baseline BIN] [--static-emit | --bundle B] [--linear] [--no-build] [--keep]
#   --count N       specs to benchmark (default 1000; 10000 on request)
#   --rounds R      interleaved rounds; figures are medians (default 5)
#   --baseline BIN  also benchmark another specgen binary in the same rounds; prints baseline/new
#   --static-emit   also build specgen with --static-swift-stdlib (scratch path .build-static; the first
#                   build takes minutes) and time its `emit` beside the others: what start-up costs
#                   without loading the Swift runtime and Foundation as shared libraries
#   --bundle B      time that `emit` from the executable of the artifact bundle B (specgen.artifactbundle, made by
#                   scripts/make-artifactbundle.sh) instead of building one
#   --linear        instead: fresh generate at N and 10 × N specs, and their ratio (target ≤ 11 ×)
#   --mcp           also time `specgen mcp` on the copies once it is up: tools/list, get_component and
#                   list_components, medians of 20 requests through the official MCP Python client
#                   (scripts/bench-mcp.py; fails when tools/list or get_component takes 50 ms or more);
#                   builds the specgen-mcp product too
#   --no-build      use the release binary already built
#   --keep          keep the temporary folder (its path is printed)
# environment:
#   BENCH_SCRATCH_PATH    passed to `swift build --scratch-path` (to benchmark a second checkout)
#   BENCH_TMPDIR          where the temporary folder goes (default $TMPDIR or /tmp; use a real disk)
#   SPECGEN_STAGE_TIMES=1 passed through to specgen; lines it prints on stderr are shown (specgen prints none
#                         itself: the switch serves a locally instrumented build)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD

count=1000
rounds=5
baseline=""
linear=false
build=true
keep=false
static_emit=false
bundle=""
mcp=false
while [[ $# -gt 0 ]]; do
    case $1 in
        --count) count=${2:?--count needs a number}; shift 2 ;;
        --rounds) rounds=${2:?--rounds needs a number}; shift 2 ;;
        --baseline) baseline=${2:?--baseline needs a binary}; shift 2 ;;
        --static-emit) static_emit=true; shift ;;
        --bundle) bundle=${2:?--bundle needs a specgen.artifactbundle}; shift 2 ;;
        --linear) linear=true; shift ;;
        --mcp) mcp=true; shift ;;
        --no-build) build=false; shift ;;
        --keep) keep=true; shift ;;
        -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "error: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done
for number in "$count" "$rounds"; do
    [[ $number =~ ^[1-9][0-9]*$ ]] || { echo "error: '$number' is not a positive integer" >&2; exit 2; }
done

# --- tools ---------------------------------------------------------------------------------------
if [[ ! -x /usr/bin/time ]]; then
    if [[ $(id -u) -eq 0 ]]; then
        apt-get install -y time >/dev/null
    else
        echo "error: /usr/bin/time is missing (apt-get install time)" >&2
        exit 1
    fi
fi
command -v cmark-gfm >/dev/null || { echo "error: cmark-gfm is missing (scripts/setup-debian.sh)" >&2; exit 1; }

scratch=()
if [[ -n ${BENCH_SCRATCH_PATH:-} ]]; then scratch=(--scratch-path "$BENCH_SCRATCH_PATH"); fi
if $build; then
    echo "== swift build -c release --product specgen ${scratch[*]}"
    swift build -c release --product specgen "${scratch[@]}" 2>&1 | tail -1
    if $mcp; then swift build -c release --product specgen-mcp "${scratch[@]}" 2>&1 | tail -1; fi
fi
new="$(swift build -c release --show-bin-path "${scratch[@]}")/specgen"
[[ -x $new ]] || { echo "error: no release binary at $new" >&2; exit 1; }
static=""
if $static_emit; then
    echo "== swift build -c release --static-swift-stdlib --product specgen --scratch-path .build-static"
    static_log=$(mktemp)
    if ! swift build -c release --static-swift-stdlib --product specgen --scratch-path .build-static >"$static_log" 2>&1; then
        tail -20 "$static_log" >&2
        echo "error: the --static-swift-stdlib build failed (above)" >&2
        exit 1
    fi
    tail -1 "$static_log"
    rm -f "$static_log"
    static="$(swift build -c release --show-bin-path --scratch-path .build-static)/specgen"
    [[ -x $static ]] || { echo "error: no static release binary at $static" >&2; exit 1; }
fi
if [[ -n $bundle ]]; then
    [[ -f $bundle/info.json ]] || { echo "error: '$bundle' is not an artifact bundle (no info.json)" >&2; exit 2; }
    triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')
    static=$(python3 -c 'import json, os, sys
for v in json.load(open(os.path.join(sys.argv[1], "info.json")))["artifacts"]["specgen"]["variants"]:
    if sys.argv[2] in v["supportedTriples"]: print(os.path.abspath(os.path.join(sys.argv[1], v["path"])))' "$bundle" "$triple")
    [[ -x $static ]] || { echo "error: '$bundle' has no executable for $triple" >&2; exit 2; }
fi
if [[ -n $baseline ]]; then
    [[ -x $baseline ]] || { echo "error: baseline '$baseline' is not an executable" >&2; exit 2; }
    baseline=$(cd "$(dirname "$baseline")" && pwd)/$(basename "$baseline")
fi

# --- temporary data ------------------------------------------------------------------------------
work=$(mktemp -d "${BENCH_TMPDIR:-${TMPDIR:-/tmp}}/specgen-bench.XXXXXX")
cleanup() {
    if $keep; then echo "kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM
cd "$work"
mkdir results logs

# --- measuring -----------------------------------------------------------------------------------
# measure KEY EXPECTED_STATUS COMMAND… — runs COMMAND with stdout in logs/KEY.out, stderr in
# logs/KEY.err, and appends wall ms, user s, system s and peak RSS kB to results/KEY.*.
measure() {
    local key=$1 expected=$2
    shift 2
    local start end status
    start=$(date +%s%N)
    set +e
    /usr/bin/time -v -o logs/time.txt "$@" >"logs/$key.out" 2>"logs/$key.err"
    status=$?
    set -e
    end=$(date +%s%N)
    if [[ $status -ne $expected ]]; then
        echo "error: '$*' exited $status, expected $expected; its stderr:" >&2
        head -20 "logs/$key.err" >&2
        exit 1
    fi
    echo $(((end - start) / 1000)) >>"results/$key.wall"
    awk -F': ' '/User time/ {user = $2; print $2 >> "results/'"$key"'.user"}
                /System time/ {sys = $2; print $2 >> "results/'"$key"'.sys"}
                /Maximum resident set size/ {print $2 >> "results/'"$key"'.rss"}
                END {print user + sys >> "results/'"$key"'.cpu"}' logs/time.txt
}

# median FILE — the median of the numbers in FILE, one a line.
median() {
    sort -g "$1" | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'
}

# specs_in DIR — DIR/*.md, sorted, as arguments (relative paths keep the command line short).
specs_in() {
    find "$1" -maxdepth 1 -name '*.md' -type f | LC_ALL=C sort
}

# fresh BIN SPECS OUT KEY — a fresh generate into OUT, which must not exist yet. Every fresh run gets
# a folder of its own and nothing is deleted before the end: creating thousands of files right after
# deleting thousands costs ext4 (at least without a journal) seconds of system time finding inodes
# that were not just freed, which is the file system's cost, not specgen's.
fresh() {
    [[ ! -e $3 ]] || { echo "error: $3 exists" >&2; exit 1; }
    measure "$4" 0 "$1" generate --specs "$2" --output "$3"
}

cmark() {
    local key=$1 dir=$2
    mapfile -t files < <(specs_in "$dir")
    measure "$key" 0 sh -c 'exec cmark-gfm -e table --to xml "$@" >/dev/null' cmark-gfm "${files[@]}"
}

# spread FILE — "min-max" of the wall times (µs) in FILE, in seconds, to show how noisy the rounds were.
spread() { sort -g "$1" | awk 'NR == 1 {min = $1} {max = $1} END {printf "%.3f-%.3f", min / 1e6, max / 1e6}'; }
seconds() { awk -v us="$1" 'BEGIN {printf "%.3f s", us / 1e6}'; }
cpu() { awk -v s="$1" 'BEGIN {printf "%.2f s", s}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {if (b > 0) printf "%.2f ×", a / b; else printf "n/a"}'; }
megabytes() { awk -v kb="$1" 'BEGIN {printf "%.1f MB", kb / 1024}'; }

binaries=(new)
if [[ -n $baseline ]]; then binaries+=(old); fi
binary_path() { if [[ $1 == new ]]; then echo "$new"; else echo "$baseline"; fi; }
# Alternate which binary goes first, so neither always runs on a cache the other warmed.
order() { if (($1 % 2)); then printf '%s\n' "${binaries[@]}"; else printf '%s\n' "${binaries[@]}" | tac; fi; }

echo "== machine: $(nproc) cores; load before: $(uptime | sed 's/.*load average: //')"
echo "== new: $new ($("$new" --version), $(git -C "$repo" describe --always --dirty))"
if [[ -n $baseline ]]; then echo "== baseline: $baseline ($("$baseline" --version))"; fi
echo "== temporary folder: $work"
if [[ ${SPECGEN_STAGE_TIMES:-} == 1 ]]; then echo "== SPECGEN_STAGE_TIMES=1 is passed to specgen"; fi

# --- linear mode ---------------------------------------------------------------------------------
if $linear; then
    large=$((count * 10))
    echo "== making $count and $large renamed copies of specs/"
    "$repo/scripts/make-bench-specs.sh" small "$count" "$repo/specs"
    "$repo/scripts/make-bench-specs.sh" large "$large" "$repo/specs"
    for round in $(seq "$rounds"); do
        echo "   round $round/$rounds"
        cmark cmark-small small
        cmark cmark-large large
        for binary in $(order "$round"); do
            fresh "$(binary_path "$binary")" small "out-$binary-small-$round" "$binary-small"
            fresh "$(binary_path "$binary")" large "out-$binary-large-$round" "$binary-large"
        done
    done
    echo
    echo "Fresh generate at $count and $large specs, medians of $rounds interleaved rounds:"
    printf '%-20s %12s %12s %8s   %14s %8s %10s\n' "" "$count specs" "$large specs" "ratio" "CPU (user+sys)" "ratio" "peak RSS"
    for key in cmark ${binaries[*]}; do
        case $key in
            new) name="specgen generate" ;;
            old) name="baseline generate" ;;
            cmark) name="cmark-gfm" ;;
        esac
        small_time=$(median "results/$key-small.wall")
        large_time=$(median "results/$key-large.wall")
        small_cpu=$(median "results/$key-small.cpu")
        large_cpu=$(median "results/$key-large.cpu")
        printf '%-20s %12s %12s %8s   %14s %8s %10s\n' "$name" "$(seconds "$small_time")" "$(seconds "$large_time")" \
            "$(ratio "$large_time" "$small_time")" "$(cpu "$small_cpu") / $(cpu "$large_cpu")" \
            "$(ratio "$large_cpu" "$small_cpu")" "$(megabytes "$(median "results/$key-large.rss")")"
    done
    echo "wall: medians; CPU: user + system time, medians (less sensitive to other load on the machine)"
    echo "target: specgen generate at $large specs ≤ 11 × its wall time at $count:" \
        "$(awk -v a="$(median results/new-large.wall)" -v b="$(median results/new-small.wall)" 'BEGIN {print (a / b <= 11) ? "met" : "NOT met"}')"
    echo "== load after: $(uptime | sed 's/.*load average: //')"
    exit 0
fi

# --- the benchmark -------------------------------------------------------------------------------
emits=20
echo "== making $count renamed copies of specs/"
"$repo/scripts/make-bench-specs.sh" specs "$count" "$repo/specs"
mapfile -t spec_files < <(specs_in specs)

# Warm-up, untimed: fills the page cache, proves every command succeeds, and makes the reference
# output with a plain generate (no environment passthrough) for the byte-identity check.
echo "== warm-up and reference output"
env -u SPECGEN_STAGE_TIMES "$new" generate --specs specs --output reference >logs/reference.out 2>logs/reference.err || {
    echo "error: a plain generate of the copies failed:" >&2
    head -20 logs/reference.err >&2
    exit 1
}
if grep -q ': error:' logs/reference.err; then
    echo "error: the renamed copies conflict or fail:" >&2
    head -20 logs/reference.err >&2
    exit 1
fi
# Each copy must yield what its source yields (same models, statements and checks), so the renaming
# changed names only.
env -u SPECGEN_STAGE_TIMES "$new" generate --specs "$repo/specs" --output original >logs/original.out 2>&1
# (Indented lines are a document's own line under its component's: compared through the component's line.)
summary_mismatches=$(awk -F': ' '
    /^[[:space:]]/ { next }
    FNR == NR { sub(/.*\//, "", $1); sub(/\.md$/, "", $1); expected[$1] = $3; next }
    /\.md: / { name = $1; sub(/.*\//, "", name); sub(/-[0-9]+\.md$/, "", name); if ($3 != expected[name]) n++ }
    END { print n + 0 }' <(grep '\.md: ' logs/original.out) logs/reference.out)
if [[ $summary_mismatches -ne 0 ]]; then
    echo "error: $summary_mismatches copies generate something other than their source spec" >&2
    exit 1
fi
for binary in "${binaries[@]}"; do
    fresh "$(binary_path "$binary")" specs "out-$binary-warmup" warmup
    measure warmup 0 "$(binary_path "$binary")" check --specs specs --output "out-$binary-warmup"
    measure warmup 0 "$(binary_path "$binary")" dump "${spec_files[@]}"
done
cmark warmup specs

for round in $(seq "$rounds"); do
    echo "   round $round/$rounds"
    cmark cmark specs
    for binary in $(order "$round"); do
        bin=$(binary_path "$binary")
        fresh "$bin" specs "out-$binary-$round" "$binary-fresh"
        find "out-$binary-$round" -type f | wc -l >"results/$binary-files"
        measure "$binary-nochange" 0 "$bin" generate --specs specs --output "out-$binary-$round"
        measure "$binary-check" 0 "$bin" check --specs specs --output "out-$binary-$round"
        measure "$binary-dump" 0 sh -c 'exec "$0" dump "$@" >/dev/null' "$bin" "${spec_files[@]}"
        printf '\n' >>"${spec_files[round % ${#spec_files[@]}]}"
        measure "$binary-edit" 0 "$bin" generate --specs specs --output "out-$binary-$round"
        measure "$binary-emit" 0 sh -c 'for spec in "$@"; do "$0" emit models "$spec" --specs specs --output emitted.swift || exit 1; done' \
            "$bin" "${spec_files[@]:0:$emits}"
    done
    if [[ -n $static ]]; then
        measure static-emit 0 sh -c 'for spec in "$@"; do "$0" emit models "$spec" --specs specs --output emitted.swift || exit 1; done' \
            "$static" "${spec_files[@]:0:$emits}"
    fi
    measure cmark-one 0 sh -c 'for spec in "$@"; do cmark-gfm -e table --to xml "$spec" >/dev/null || exit 1; done' cmark-gfm \
        "${spec_files[@]:0:$emits}"
done
load_after=$(uptime | sed 's/.*load average: //')

# --- report --------------------------------------------------------------------------------------
cmark_time=$(median results/cmark.wall)
report() {
    local binary=$1 label=$2
    echo
    echo "$label: $count specs, medians of $rounds interleaved rounds"
    printf '%-34s %10s %13s %9s %9s %9s %10s %8s %s\n' "" "wall" "(min-max)" "× cmark" "user" "system" "peak RSS" "target" ""
    printf '%-34s %10s %13s %9s %9s %9s %10s %8s\n' "cmark-gfm -e table --to xml (floor)" \
        "$(seconds "$cmark_time")" "$(spread results/cmark.wall)" "1.00 ×" "$(cpu "$(median results/cmark.user)")" \
        "$(cpu "$(median results/cmark.sys)")" "$(megabytes "$(median results/cmark.rss)")" ""
    local key name target limit wall met
    for key in fresh nochange check dump edit; do
        case $key in
            fresh) name="specgen generate (fresh)"; limit=3 ;;
            nochange) name="specgen generate (no change)"; limit=1.5 ;;
            check) name="specgen check"; limit=1.5 ;;
            dump) name="specgen dump"; limit=2 ;;
            edit) name="one spec edited, then generate"; limit=$(awk -v n="$(median "results/$binary-nochange.wall")" \
                -v c="$cmark_time" 'BEGIN {printf "%.2f", 2 * n / c}') ;;
        esac
        wall=$(median "results/$binary-$key.wall")
        met=$(awk -v a="$wall" -v b="$cmark_time" -v l="$limit" 'BEGIN {print (a / b <= l) ? "met" : "NOT met"}')
        printf '%-34s %10s %13s %9s %9s %9s %10s %8s %s\n' "$name" "$(seconds "$wall")" \
            "$(spread "results/$binary-$key.wall")" "$(ratio "$wall" "$cmark_time")" \
            "$(cpu "$(median "results/$binary-$key.user")")" "$(cpu "$(median "results/$binary-$key.sys")")" \
            "$(megabytes "$(median "results/$binary-$key.rss")")" "≤ $limit ×" "$met"
    done
    local emit_ms cmark_ms
    emit_ms=$(awk -v us="$(median "results/$binary-emit.wall")" -v n="$emits" 'BEGIN {printf "%.1f", us / n / 1000}')
    cmark_ms=$(awk -v us="$(median results/cmark-one.wall)" -v n="$emits" 'BEGIN {printf "%.1f", us / n / 1000}')
    echo "one process: specgen emit models $emit_ms ms (target ≤ 10 ms: $(awk -v a="$emit_ms" 'BEGIN {print (a <= 10) ? "met" : "NOT met"}')), cmark-gfm $cmark_ms ms;" \
        "$(ratio "$emit_ms" "$cmark_ms") (medians over $emits processes each)"
    if [[ $binary == new && -n $static ]]; then
        local static_ms
        static_ms=$(awk -v us="$(median results/static-emit.wall)" -v n="$emits" 'BEGIN {printf "%.1f", us / n / 1000}')
        echo "one process, $(if [[ -n $bundle ]]; then echo "from the artifact bundle"; else echo "built with --static-swift-stdlib"; fi): specgen emit models $static_ms ms" \
            "(target ≤ 10 ms: $(awk -v a="$static_ms" 'BEGIN {print (a <= 10) ? "met" : "NOT met"}'))"
    fi
    echo "one spec edited: $(ratio "$(median "results/$binary-edit.wall")" "$(median "results/$binary-nochange.wall")") a no-change run (target ≤ 2 ×)"
    echo "files in the output folder after a fresh generate: $(cat "results/$binary-files")" \
        "(specgen: $(grep -E '^[0-9]+ written' "logs/$binary-fresh.out"))"
    echo "the no-change generate said: $(grep -E '^[0-9]+ written' "logs/$binary-nochange.out")"
    echo "largest peak RSS: $(megabytes "$(cat results/"$binary"-*.rss | sort -g | tail -1)") (target ≤ 100 MB at 1,000 specs)"
}
report new "specgen $("$new" --version) (new)"
if [[ -n $baseline ]]; then report old "baseline $("$baseline" --version)"; fi

if [[ -n $baseline ]]; then
    echo
    echo "baseline / new (above 1 means new is faster):"
    for key in fresh nochange check dump edit emit; do
        printf '  %-10s %s\n' "$key" "$(ratio "$(median "results/old-$key.wall")" "$(median "results/new-$key.wall")")"
    done
fi

if [[ ${SPECGEN_STAGE_TIMES:-} == 1 ]]; then
    echo
    echo "specgen's stage lines on stderr (last round):"
    for binary in "${binaries[@]}"; do
        for key in fresh nochange check dump edit; do
            lines=$(grep -Ev ':[0-9]+:[0-9]+: (error|warning|note):' "logs/$binary-$key.err" || true)
            printf '%s %s:\n%s\n' "$binary" "$key" "${lines:-  (none)}"
        done
    done
fi

echo
status=0
if diff -r -x .specgen-cache.jsonl -x specgen-cache.json reference "out-new-$rounds" >logs/diff.txt; then
    echo "output identical to a plain generate into a separate folder: yes (diff -r)"
else
    echo "error: the benchmarked output differs from a plain generate:" >&2
    head -40 logs/diff.txt >&2
    status=1
fi
if [[ -n $baseline ]]; then
    if diff -r -x .specgen-cache.jsonl -x specgen-cache.json "out-old-$rounds" "out-new-$rounds" >/dev/null; then
        echo "baseline output identical to new output: yes"
    else
        echo "warning: the baseline writes different output from the new binary (diff -r out-old-$rounds out-new-$rounds)"
    fi
fi
if $mcp; then
    echo "== specgen mcp on the $count copies (scripts/bench-mcp.py)"
    python3 "$repo/scripts/bench-mcp.py" "$new" specs 20 || status=1
fi
echo "== load after: $load_after"
exit $status
