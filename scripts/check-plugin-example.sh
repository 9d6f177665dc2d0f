#!/usr/bin/env bash
# Builds and tests Examples/DesignSystem (a package using the build tool plugin), then checks the
# plugin's build behaviour, the command plugins' --check, and verify-component-api on the example's
# component code. Every check can fail the script.
#
# usage: scripts/check-plugin-example.sh [--plugins source|binary] [--quick]
#   --plugins source  (default) the plugins of specgen's own package, which build specgen from source
#   --plugins binary  the plugins of specgen-plugins/, over the prebuilt specgen in
#                     specgen-plugins/specgen.artifactbundle (scripts/make-artifactbundle.sh specgen-plugins);
#                     the example builds in Examples/DesignSystem/.build-binary
#   --quick           only build, test, a rebuild that runs nothing, and verify-component-api: the plugins are the
#                     same code either way, so CI runs every check once (binary) and these for the other kind
# The first build's wall time is printed (a clean build when the example's build folder was absent).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
example="$root/Examples/DesignSystem"
plugins=source
quick=false
while [[ $# -gt 0 ]]; do
    case $1 in
        --plugins) plugins=${2:-}; shift 2 || { echo "error: --plugins needs source or binary" >&2; exit 2; } ;;
        --quick) quick=true; shift ;;
        *) echo "error: unknown argument '$1' (see the script's header)" >&2; exit 2 ;;
    esac
done
scratch=()
build_folder=.build
case $plugins in
    source) unset SPECGEN_PLUGINS ;;
    binary)
        [[ -f $root/specgen-plugins/specgen.artifactbundle/info.json ]] \
            || { echo "error: no specgen-plugins/specgen.artifactbundle (scripts/make-artifactbundle.sh specgen-plugins)" >&2; exit 1; }
        # The example's manifest picks specgen-plugins; a build folder of its own keeps the two graphs apart.
        export SPECGEN_PLUGINS=binary
        build_folder=.build-binary
        scratch=(--scratch-path "$example/$build_folder")
        ;;
    *) echo "error: --plugins is source or binary, not '$plugins'" >&2; exit 2 ;;
esac
spec="$root/specs/banner.md"
log=$(mktemp)
backup=$(mktemp)
cp "$spec" "$backup"
# Whatever happens, the real spec is put back exactly as it was.
trap 'cp "$backup" "$spec"; rm -f "$backup" "$log"' EXIT

fail() {
    echo "error: $*" >&2
    echo "-- the last output checked ($log):" >&2
    tail -n 40 "$log" >&2 || true
    exit 1
}
# swiftpm DIR ARGUMENTS… — runs `swift ARGUMENTS…` in DIR with its output in $log, and returns its status.
# SwiftPM 6.3 itself has been seen to die of a segmentation fault on Linux in a build whose plugin commands fail
# (not specgen: the crash is in `swift build`). A command killed by a signal is run once more, saying so, so a
# toolchain crash is not taken for the behaviour under test; a second crash fails the script.
swiftpm() {
    local directory=$1 status=0
    shift
    # The example's commands get its build folder; the repository's own commands keep theirs.
    local options=()
    if [[ $directory == "$example" ]]; then options=("${scratch[@]}"); fi
    (cd "$directory" && swift "$1" "${options[@]}" "${@:2}" > "$log" 2>&1) || status=$?
    if [ "$status" -ge 128 ]; then
        echo "note: swift $1 was killed by signal $((status - 128)); running it once more" >&2
        status=0
        (cd "$directory" && swift "$1" "${options[@]}" "${@:2}" > "$log" 2>&1) || status=$?
        [ "$status" -lt 128 ] || fail "swift $1 was killed by signal $((status - 128)) twice"
    fi
    return "$status"
}
build() {
    local status=0
    swiftpm "$example" build --build-tests || status=$?
    cat "$log"
    return "$status"
}

echo "== example ($plugins plugins): build (no warnings in its code or the plugin's output) and test"
started=$(date +%s%N)
build > /dev/null
echo "first build of the example with the $plugins plugins: $(( ($(date +%s%N) - started) / 1000000 )) ms"
if [[ $plugins == binary ]] && grep -q "Compiling specgen\|Compiling SpecGenCore" "$log"; then
    fail "the example over the binary plugins compiled specgen"
fi
if grep ": warning:" "$log" | grep -v "/.build/checkouts/"; then fail "the example or its generated code has compiler warnings"; fi
results=$(mktemp -d)
swiftpm "$example" test --xunit-output "$results/results.xml" || fail "the example's tests failed"
cat "$log"

echo "== the report reads the example's test results: every statement with a test passes"
specgen_bin="$(cd "$root" && swift build --show-bin-path)/specgen"
(cd "$root" && "$specgen_bin" report --output "$results/report" --test-results "Linux=$results/results-swift-testing.xml") > "$log" 2>&1 \
    || fail "specgen report could not read the example's test results"
grep -q "documented behaviours pass on Linux$" "$log" || fail "the report of the example's test results shows failures or tests not run"

echo "== a second build with no change does not run specgen"
# `swift test` builds with other settings and relinks the tool, which reruns every command once.
build > /dev/null
build > /dev/null
if grep -q "specgen:" "$log"; then fail "specgen ran again although nothing changed"; fi

if $quick; then
    swiftpm "$example" package verify-component-api --strict || fail "verify-component-api found the example's code differing from its specs"
    grep -q "verify-api: 6 spec(s) match the code's public API (DesignSystem)" "$log" || fail "verify-component-api did not verify the example's 6 specs"
    echo "plugin checks passed ($plugins plugins, quick)"
    exit 0
fi

echo "== a warning of a spec held by the library and the test target prints once"
sed -i 's/| `leadingIcon` |/| `leadingIcon` | /' "$spec"
printf '\n| Name | Type | Default | Description |\n|---|---|---|---|\n| glyph | Glyph | | An icon of a type no spec defines. |\n' >> "$spec"
build > /dev/null
count=$(grep -c "warning: left out of the model because their types are not defined in the spec (.*): glyph (Glyph)" "$log" || true)
[ "$count" = 1 ] || fail "a warning of a spec in two targets was printed $count times, not once"
cp "$backup" "$spec"
build > /dev/null

echo "== touching a spec reruns specgen for that spec, and only that spec"
touch "$spec"
build > /dev/null
grep -q "specgen: models from banner.md" "$log" || fail "touching banner.md did not regenerate its models"
grep -q "specgen: conformance suite from banner.md" "$log" || fail "touching banner.md did not regenerate its suite"
if grep -q "specgen: .* from snackbar.md" "$log"; then fail "an untouched spec was regenerated"; fi

echo "== a default that does not fit warns at the spec's path, line and column; under strict: true it fails the build there"
line=$(grep -n "showsCloseButton: Bool = false," "$spec" | cut -d: -f1)
sed -i 's/showsCloseButton: Bool = false,/showsCloseButton: Bool = "no",/' "$spec"
# The spec still generates (without that default, so code that relied on it may no longer compile).
build > /dev/null || true
grep -q "specs/banner.md:$line:5: warning: default '\"no\"' of parameter 'showsCloseButton' does not fit its type 'Bool'" "$log" \
    || fail "the build output does not warn at specs/banner.md:$line:5"
strict_config="$example/Sources/DesignSystem/specgen.yml"
trap 'cp "$backup" "$spec"; rm -f "$backup" "$log" "$strict_config"' EXIT
printf 'strict: true\n' > "$strict_config"
if build > /dev/null; then fail "the build succeeded with strict: true and a default that does not fit"; fi
grep -q "specs/banner.md:$line:5: error: default '\"no\"' of parameter 'showsCloseButton' does not fit its type 'Bool'" "$log" \
    || fail "the strict build output does not point at specs/banner.md:$line:5"
rm -f "$strict_config"

echo "== check-component-code fails on drift without write permission, naming the plugin command to run"
if swiftpm "$root" package check-component-code; then
    fail "check-component-code passed although a spec changed"
fi
cp "$backup" "$spec"
sed -i 's/A banner stays visible until/A banner remains visible until/' "$spec"
if swiftpm "$root" package check-component-code; then fail "check-component-code passed on a stale tree"; fi
grep -q "run \`swift package --allow-writing-to-package-directory generate-component-code\`" "$log" \
    || fail "the stale message does not name the plugin command"
cp "$backup" "$spec"
swiftpm "$root" package check-component-code || fail "check-component-code failed on a clean tree"
swiftpm "$root" package --allow-writing-to-package-directory generate-component-code --check || fail "--check failed on a clean tree"

if [[ $plugins == binary ]]; then
    echo "== the command plugins of specgen-plugins: generate-component-code writes, check-component-code finds drift"
    component_code="$build_folder/component-code"
    rm -rf "${example:?}/$component_code"
    swiftpm "$example" package --allow-writing-to-package-directory generate-component-code \
        --specs Sources/DesignSystem/specs --output "$component_code" || fail "generate-component-code failed"
    [[ -f $example/$component_code/specgen-manifest.json ]] || fail "generate-component-code wrote no manifest"
    swiftpm "$example" package check-component-code --specs Sources/DesignSystem/specs --output "$component_code" \
        || fail "check-component-code failed right after generate-component-code"
    sed -i 's/A banner stays visible until/A banner remains visible until/' "$spec"
    if swiftpm "$example" package check-component-code --specs Sources/DesignSystem/specs --output "$component_code"; then
        fail "check-component-code of specgen-plugins passed on a stale folder"
    fi
    cp "$backup" "$spec"
fi

echo "== --target selects a target and its specgen.yml"
if swiftpm "$root" package check-component-code --target SpecModel; then fail "a target without specgen.yml passed"; fi
grep -q "target 'SpecModel' has no specgen.yml" "$log" || fail "the missing specgen.yml of --target is not named"
target_config="$root/Sources/SpecModel/specgen.yml"
trap 'cp "$backup" "$spec"; rm -f "$backup" "$log" "$target_config"' EXIT
printf 'specs: ../../specs\noutput: ../../generated\n' > "$target_config"
swiftpm "$root" package check-component-code --target SpecModel || fail "check-component-code --target failed on a clean tree"
rm -f "$target_config"

echo "== a specgen.yml beside the example's target sets the access level and the type prefix"
library_config="$example/Sources/DesignSystem/specgen.yml"
trap 'cp "$backup" "$spec"; rm -f "$backup" "$log" "$library_config"' EXIT
printf 'accessModifier: package\ntypePrefix: DS\n' > "$library_config"
# The example's own code names the unprefixed types, so its build fails after specgen ran; the generated file is
# what is checked here.
swiftpm "$example" build --target DesignSystem || true
generated=$(find "$example/$build_folder" -name "banner+Generated.swift" -path "*DesignSystem*" | head -1)
grep -q "^package struct DSBannerMessageConfiguration" "$generated" || fail "specgen.yml's access level and prefix were not applied"
rm -f "$library_config"
build > /dev/null
build > /dev/null
echo "== a second document of a component joins it: one command per output kind takes both documents"
copy="$example/Sources/DesignSystem/banner-copy.md"
cp "$backup" "$copy"
trap 'cp "$backup" "$spec"; rm -f "$backup" "$log" "$copy"' EXIT
build > /dev/null || fail "a second document of the banner failed the build"
grep -q "specgen: models from banner-copy.md + banner.md" "$log" || fail "the banner's documents were not generated together"
touch "$copy"
build > /dev/null
grep -q "specgen: models from banner-copy.md + banner.md" "$log" || fail "editing the second document did not regenerate the banner"
rm -f "$copy"
build > /dev/null

echo "== two components of one target that generate the same type fail the build with both places"
first="$example/Sources/DesignSystem/result.md"
second="$example/Sources/DesignSystem/result-type.md"
trap 'cp "$backup" "$spec"; rm -f "$backup" "$log" "$first" "$second"' EXIT
printf '# Result\n\n## API\n\n```swift\ninit(count: Int = 1)\n```\n' > "$first"
printf '# Result Type\n\n## API\n\n```swift\ninit(count: Int = 1)\n```\n' > "$second"
if build > /dev/null; then fail "the build succeeded with two components generating the same type"; fi
grep -q "result.md:1:1: error: this spec and .*result-type.md both generate\|result-type.md:1:1: error: this spec and .*result.md both generate" "$log" \
    || fail "the build output does not name the conflicting specs"
rm -f "$first" "$second"
build > /dev/null

echo "== verify-component-api: the example's component code is what specs/ documents"
if ! swiftpm "$example" package verify-component-api --strict; then
    cat "$log" >&2
    fail "verify-component-api found the example's code differing from its specs"
fi
grep -q "verify-api: 6 spec(s) match the code's public API (DesignSystem)" "$log" || fail "verify-component-api did not verify the example's 6 specs"

echo "== verify-component-api finds a changed default at the spec's line, with a note at the code"
component="$example/Sources/DesignSystem/Components/BannerMessage.swift"
component_backup=$(mktemp)
cp "$component" "$component_backup"
trap 'cp "$backup" "$spec"; cp "$component_backup" "$component"; rm -f "$backup" "$log" "$component_backup"' EXIT
sed -i 's/showsCloseButton: Bool = false,/showsCloseButton: Bool = true,/' "$component"
if swiftpm "$example" package verify-component-api --strict; then fail "verify-component-api passed a changed default"; fi
line=$(grep -n "showsCloseButton: Bool = false," "$spec" | cut -d: -f1)
grep -q "specs/banner.md:$line:5: error: default of parameter 'showsCloseButton' differs: the document has 'false', the code has 'true'" "$log" \
    || fail "verify-component-api did not report the default at specs/banner.md:$line:5"
grep -q "Components/BannerMessage.swift:[0-9]*:[0-9]*: note: the code declares" "$log" || fail "the finding has no note at the code"
cp "$component_backup" "$component"
echo "plugin checks passed"
