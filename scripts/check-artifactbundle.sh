#!/usr/bin/env bash
# Checks an artifact bundle made by scripts/make-artifactbundle.sh: its info.json is what SwiftPM reads (schema 1.0,
# one executable artifact, every variant's file present), this machine's variant loads no cmark-gfm, Swift runtime or
# Foundation library, its --version is the bundle's, and it generates, emits and dumps the same bytes as the debug
# build (`swift run specgen`), and `specgen mcp` runs the specgen-mcp beside it and answers an MCP initialize. With a
# zip beside the bundle, the plugins package of a release made from it parses.
#
# usage: scripts/check-artifactbundle.sh BUNDLE [REFERENCE]
#   BUNDLE     the specgen.artifactbundle folder
#   REFERENCE  the specgen to compare with (default: the debug build, `swift build --show-bin-path`/specgen)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
[[ $# -ge 1 && $# -le 2 ]] || { echo "usage: scripts/check-artifactbundle.sh BUNDLE [REFERENCE]" >&2; exit 2; }
bundle=$(cd "$1" && pwd)
reference=${2:-$(cd "$root" && swift build --show-bin-path)/specgen}
[[ -x $reference ]] || { echo "error: no reference specgen at $reference (swift build --product specgen)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== info.json"
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')
facts=$(python3 - "$bundle" "$triple" <<'PYTHON'
import json, os, sys
bundle, triple = sys.argv[1], sys.argv[2]
info = json.load(open(os.path.join(bundle, "info.json")))
assert info["schemaVersion"] == "1.0", "schemaVersion is not 1.0"
assert list(info["artifacts"]) == ["specgen"], "the bundle holds other artifacts than specgen"
artifact = info["artifacts"]["specgen"]
assert artifact["type"] == "executable", "specgen is not an executable artifact"
mine = None
for variant in artifact["variants"]:
    path = os.path.join(bundle, variant["path"])
    assert os.access(path, os.X_OK), f"{variant['path']} is not an executable file in the bundle"
    assert variant["supportedTriples"], f"{variant['path']} names no triple"
    if triple in variant["supportedTriples"]:
        mine = path
assert mine, f"no variant for this machine's triple {triple}"
print(artifact["version"], mine)
PYTHON
)
read -r version executable <<<"$facts"
echo "specgen $version; this machine's variant: ${executable#"$bundle"/}"

echo "== self-contained"
if [[ $(uname -s) == Linux ]]; then
    ldd "$executable" | sed 's/ (0x[0-9a-f]*)//; s/^/  /'
    if ldd "$executable" | grep -Ei 'cmark|libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|libicu'; then
        echo "error: the bundled executable loads the shared libraries above" >&2
        exit 1
    fi
fi
[[ $("$executable" --version) == "$version" ]] || { echo "error: specgen --version is not the bundle's $version" >&2; exit 1; }

echo "== specgen mcp"
server="$(dirname "$executable")/specgen-mcp"
[[ -x $server ]] || { echo "error: the variant has no bin/specgen-mcp beside specgen" >&2; exit 1; }
if [[ $(uname -s) == Linux ]] && ldd "$server" | grep -Ei 'cmark|libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|libicu'; then
    echo "error: the bundled specgen-mcp loads the shared libraries above" >&2
    exit 1
fi
# One initialize on standard input, held open until the answer is read (the server may drop what is in flight at EOF).
(cd "$root" && python3 - "$executable" <<'PYTHON'
import json, subprocess, sys, threading
request = {"jsonrpc": "2.0", "id": 1, "method": "initialize",
           "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "check", "version": "1"}}}
server = subprocess.Popen([sys.argv[1], "mcp", "--specs", "specs"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
watchdog = threading.Timer(60, server.kill)
watchdog.start()
server.stdin.write(json.dumps(request).encode() + b"\n")
server.stdin.flush()
answer = json.loads(server.stdout.readline())
watchdog.cancel()
server.stdin.close()
server.wait()
assert answer["result"]["serverInfo"]["name"] == "specgen", answer
print("specgen mcp answers initialize: " + answer["result"]["protocolVersion"])
PYTHON
) || { echo "error: the bundled specgen mcp does not answer" >&2; exit 1; }

echo "== the same bytes as $reference"
cd "$root"
"$reference" generate --specs specs --output "$work/reference" >"$work/reference.out" 2>"$work/reference.err" || true
"$executable" generate --specs specs --output "$work/bundled" >"$work/bundled.out" 2>"$work/bundled.err" || true
diff -r "$work/reference" "$work/bundled" -x .specgen-cache.jsonl || { echo "error: the bundled specgen generates other files" >&2; exit 1; }
cmp "$work/reference.out" "$work/bundled.out" && cmp "$work/reference.err" "$work/bundled.err" \
    || { echo "error: the bundled specgen prints something else" >&2; exit 1; }
"$executable" check >"$work/check.out" 2>&1 || { cat "$work/check.out" >&2; echo "error: the bundled specgen finds generated/ stale" >&2; exit 1; }
mapfile -t specs < <(find specs -name '*.md' | LC_ALL=C sort)
# emit KIND SPEC… — the two builds' file, standard error and status for one emit must agree.
emit() {
    local status=0 other=0
    rm -f "$work/reference.emit" "$work/bundled.emit"
    "$reference" emit "$@" --output "$work/reference.emit" 2>"$work/reference.emit.err" || status=$?
    "$executable" emit "$@" --output "$work/bundled.emit" 2>"$work/bundled.emit.err" || other=$?
    [[ $status == "$other" ]] && cmp -s "$work/reference.emit.err" "$work/bundled.emit.err" \
        && { [[ ! -e $work/reference.emit ]] || cmp -s "$work/reference.emit" "$work/bundled.emit"; } \
        || { echo "error: emit $* differs between the builds" >&2; exit 1; }
}
for spec in "${specs[@]}"; do
    emit models "$spec" --specs specs
    emit suites "$spec" --specs specs
done
emit support
cmp <("$reference" dump "${specs[@]}" 2>&1) <("$executable" dump "${specs[@]}" 2>&1) \
    || { echo "error: the bundled specgen dumps other IR" >&2; exit 1; }
echo "generate (${#specs[@]} specs), emit, dump and check: identical"

zip="$(dirname "$bundle")/specgen.artifactbundle.zip"
if [[ -f $zip ]]; then
    echo "== the plugins package of a release from $zip"
    checksum=$(swift package compute-checksum "$zip")
    scripts/make-plugins-release.sh "$work/release" "https://example.invalid/specgen/$version/specgen.artifactbundle.zip" "$checksum" >/dev/null
    # dump-package reads the manifest only; the URL is never fetched.
    swift package dump-package --package-path "$work/release" | python3 -c '
import json, sys
package = json.load(sys.stdin)
binary = [t for t in package["targets"] if t["type"] == "binary"]
assert [t["name"] for t in binary] == ["specgen"] and binary[0]["url"] and binary[0]["checksum"], binary
plugins = sorted(p["name"] for p in package["products"])
assert plugins == ["CheckComponentCode", "GenerateComponentCode", "SpecGenPlugin", "VerifyComponentAPI"], plugins
print("release manifest: binaryTarget by URL and checksum, plugins " + ", ".join(plugins))'
fi
echo "artifact bundle checks passed"
