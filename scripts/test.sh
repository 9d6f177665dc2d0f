#!/usr/bin/env bash
# The whole test job: formatting, a warning-free build of our own code, and the test suites.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each stage's heading says when it starts, so a slow job shows where its time went.
stage() { echo "== $* [$(date -u +%H:%M:%S), ${SECONDS} s in]"; }

stage "swift format lint (our code and the generated code)"
swift format lint --strict --recursive Package.swift specgen-plugins/Package.swift Sources Tests Examples Plugins Fuzz generated

stage "build (our code must compile without warnings)"
log=$(mktemp)
swift build --build-tests 2>&1 | tee "$log"
if grep -E "^$PWD/(Sources|Tests|Examples|generated)/.*: warning:" "$log"; then
    echo "error: the compiler warned about the project's own code (above)" >&2
    exit 1
fi

stage "specgen check (generated/ must match specs/), diagnostics as GitHub Actions annotations"
# --diagnostics-format github: each warning becomes a `::warning file=…,line=…` line the Actions runner shows
# on the pull request; every line on standard error must be such a command.
log=$(mktemp)
"$(swift build --show-bin-path)/specgen" check --diagnostics-format github 2> "$log"
cat "$log"
if grep -v '^::\(error\|warning\|notice\) ' "$log"; then
    echo "error: specgen check --diagnostics-format github printed a line that is not a workflow command" >&2
    exit 1
fi

stage "swift test"
swift test

stage "a lone clone: tests that read ../shared skip with their reason"
# CI has ../shared beside the repository; a clone with nothing beside it must still pass. Point the tests
# at a folder that does not exist and check they skip, saying why, instead of failing.
log=$(mktemp)
SPECGEN_SHARED_DIR=/nonexistent/shared swift test --filter "Corpus|Seed|Behaviour" 2>&1 | tee "$log" | grep -E "skipped|Test run"
grep -q "is absent (third-party material lives beside the repository" "$log" || { echo "error: no test reported the skip" >&2; exit 1; }

stage "behaviour prose accuracy (a report, not a pass/fail threshold)"
behaviour=${SPECGEN_SHARED_DIR:-../shared}/behaviour-dev
if [ -f "$behaviour/score.py" ] && command -v python3 >/dev/null; then
    swift build --product specgen
    python3 "$behaviour/score.py" "$(swift build --show-bin-path)/specgen" "$behaviour/specs" "$behaviour/labels.jsonl" --quiet \
        || echo "note: the behaviour scorer failed; its figures are a report and do not fail the job"
else
    echo "skipped: $behaviour/score.py (the labelled behaviour sentences) is not beside this checkout, or python3 is missing"
fi

stage "the artifact bundle: the job's one release build (static), self-contained and generating the same bytes"
# It goes where specgen-plugins/Package.swift's binaryTarget looks for it; --zip also proves a release's manifest.
started=$(date +%s)
scripts/make-artifactbundle.sh specgen-plugins --zip
echo "artifact bundle built in $(($(date +%s) - started)) s"
scripts/check-artifactbundle.sh specgen-plugins/specgen.artifactbundle

stage "the build tool plugin's example package over the prebuilt specgen (specgen-plugins): every check"
scripts/check-plugin-example.sh --plugins binary

stage "the same example over the source plugins (specgen built in the example's build): build, test, verify"
# The plugins' code is the same either way; this proves the source package still builds and runs them.
scripts/check-plugin-example.sh --plugins source --quick
stage "done"
