#!/usr/bin/env bash
# Builds a self-contained release specgen and writes it into OUTDIR/specgen.artifactbundle, the SwiftPM artifact
# bundle that specgen-plugins/ uses as its binaryTarget (schemaVersion 1.0, one `executable` artifact named specgen,
# a variant per platform built). Each variant's bin/ also carries specgen-mcp, the MCP server `specgen mcp` runs
# from beside specgen (built the same way, but loading the system's libcurl on Linux; not an artifact of its own, since
# the plugins never run it).
#
# usage: scripts/make-artifactbundle.sh OUTDIR [--zip]
#   OUTDIR  where specgen.artifactbundle goes (created). A bundle already there keeps its variants for other
#           platforms and gets this one's added or replaced, so a bundle for several platforms is made by running the
#           script on each (a Mac and a Linux machine) into copies of the same folder.
#   --zip   also write OUTDIR/specgen.artifactbundle.zip and print its checksum (what a release uploads, and what
#           the plugins package's `binaryTarget(url:checksum:)` names)
# environment:
#   SPECGEN_BUNDLE_SCRATCH_PATH  the build folder (default .build-bundle, kept apart from the debug build's)
#
# Linux: one variant for the machine's triple (here x86_64-unknown-linux-gnu), built with --static-swift-stdlib
# (the Swift runtime and Foundation linked in) and with cmark-gfm's static libraries (libcmark-gfm.a and
# libcmark-gfm-extensions.a from libcmark-gfm-dev / libcmark-gfm-extensions-dev). The script fails unless `ldd`
# shows no libcmark-gfm, Swift runtime or Foundation library.
# macOS: one universal variant (arm64 and x86_64, `--arch arm64 --arch x86_64`) for both apple-macosx triples. The
# Swift runtime and Foundation are part of macOS (not bundled, and --static-swift-stdlib does not apply); cmark-gfm
# is linked from Homebrew's static libraries, and the script fails unless `otool -L` shows no libcmark-gfm.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

outdir=""
zip=false
while [[ $# -gt 0 ]]; do
    case $1 in
        --zip) zip=true; shift ;;
        -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        -*) echo "error: unknown option '$1' (see --help)" >&2; exit 2 ;;
        *) [[ -z $outdir ]] || { echo "error: one OUTDIR only (see --help)" >&2; exit 2; }; outdir=$1; shift ;;
    esac
done
[[ -n $outdir ]] || { echo "usage: scripts/make-artifactbundle.sh OUTDIR [--zip]" >&2; exit 2; }
mkdir -p "$outdir"
outdir=$(cd "$outdir" && pwd)
scratch=${SPECGEN_BUNDLE_SCRATCH_PATH:-$root/.build-bundle}
command -v python3 >/dev/null || { echo "error: python3 is needed to write info.json" >&2; exit 1; }

# --- the static libraries of cmark-gfm, alone in a folder the linker searches first ---------------------------
# SwiftPM links the system library through its pkg-config file (`-L<libdir> -lcmark-gfm -lcmark-gfm-extensions`), and
# a linker takes a folder's shared library before its static one. So the build gets a pkg-config file of the same name
# (PKG_CONFIG_PATH is searched first) whose library folder holds only the two `.a` files: the same names then link
# statically, and the manifest the source build uses stays as it is.
command -v pkg-config >/dev/null || { echo "error: pkg-config is missing (apt-get install pkg-config; brew install pkg-config)" >&2; exit 1; }
libdir=$(pkg-config --variable=libdir libcmark-gfm) || { echo "error: no pkg-config file for libcmark-gfm (Debian: libcmark-gfm-dev; macOS: brew install cmark-gfm)" >&2; exit 1; }
includedir=$(pkg-config --variable=includedir libcmark-gfm)
static_libs="$scratch/static-cmark-gfm"
rm -rf "$static_libs"
mkdir -p "$static_libs/pkgconfig"
for library in libcmark-gfm.a libcmark-gfm-extensions.a; do
    [[ -f $libdir/$library ]] || { echo "error: $libdir/$library is missing (Debian: libcmark-gfm-dev libcmark-gfm-extensions-dev)" >&2; exit 1; }
    ln -s "$libdir/$library" "$static_libs/$library"
done
cat >"$static_libs/pkgconfig/libcmark-gfm.pc" <<PC
libdir=$static_libs
includedir=$includedir

Name: libcmark-gfm
Description: cmark-gfm's static libraries, for specgen's artifact bundle
Version: $(pkg-config --modversion libcmark-gfm)
Libs: -L\${libdir} -lcmark-gfm -lcmark-gfm-extensions
Cflags: -I\${includedir}
PC
export PKG_CONFIG_PATH="$static_libs/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"

# --- the build -------------------------------------------------------------------------------------------------
case $(uname -s) in
    Linux)
        triples=("$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')")
        platform=linux-$(uname -m)
        flags=(--static-swift-stdlib)
        ;;
    Darwin)
        triples=(arm64-apple-macosx x86_64-apple-macosx)
        platform=macos-universal
        flags=(--arch arm64 --arch x86_64)
        ;;
    *) echo "error: no artifact bundle recipe for $(uname -s)" >&2; exit 1 ;;
esac
echo "== swift build -c release --product specgen --product specgen-mcp ${flags[*]} (cmark-gfm static) → $platform"
(cd "$root" && swift build -c release --product specgen --scratch-path "$scratch" "${flags[@]}")
# The MCP SDK links FoundationNetworking, whose static library asks for -lcurl: the system's shared libcurl (libcurl4,
# on nearly every Linux machine) answers it through a link in a folder of its own, so no -dev package is needed.
server_flags=()
if [[ $(uname -s) == Linux ]]; then
    # awk reads to the end: leaving early would kill ldconfig with SIGPIPE, which pipefail turns into a failed run.
    curl_library=$(ldconfig -p | awk '/libcurl\.so\.4 .*x86-64|libcurl\.so\.4 .*AArch64/ && !found {print $NF; found = 1}')
    [[ -n $curl_library ]] || curl_library=$(ldconfig -p | awk '/libcurl\.so\.4 / && !found {print $NF; found = 1}')
    [[ -f $curl_library ]] || { echo "error: no libcurl.so.4 (apt-get install libcurl4), which specgen-mcp loads" >&2; exit 1; }
    mkdir -p "$scratch/shared-curl"
    ln -sf "$curl_library" "$scratch/shared-curl/libcurl.so"
    server_flags=(-Xlinker -L"$scratch/shared-curl")
fi
(cd "$root" && swift build -c release --product specgen-mcp --scratch-path "$scratch" "${flags[@]}" "${server_flags[@]}")
binary="$(cd "$root" && swift build -c release --scratch-path "$scratch" "${flags[@]}" --show-bin-path)/specgen"
[[ -x $binary ]] || { echo "error: no executable at $binary" >&2; exit 1; }
server="$(dirname "$binary")/specgen-mcp"
[[ -x $server ]] || { echo "error: no executable at $server" >&2; exit 1; }

# --- self-contained? -------------------------------------------------------------------------------------------
for executable in "$binary" "$server"; do
    if [[ $(uname -s) == Linux ]]; then
        libraries=$(ldd "$executable")
        if grep -Ei 'cmark|libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|libicu' <<<"$libraries"; then
            echo "error: the executable still loads the shared libraries above (ldd $executable)" >&2
            exit 1
        fi
    else
        if otool -L "$executable" | grep -i cmark; then
            echo "error: the executable still loads cmark-gfm as a shared library (otool -L $executable)" >&2
            exit 1
        fi
    fi
done
version=$("$binary" --version)
echo "specgen $version, $(wc -c <"$binary" | tr -d ' ') bytes; it loads only:"
if [[ $(uname -s) == Linux ]]; then ldd "$binary" | sed 's/ (0x[0-9a-f]*)//; s/^/  /'; else otool -L "$binary" | tail -n +2; fi

# --- the bundle ------------------------------------------------------------------------------------------------
bundle="$outdir/specgen.artifactbundle"
variant="specgen-$platform"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/specgen"
cp "$server" "$bundle/$variant/bin/specgen-mcp"
chmod 755 "$bundle/$variant/bin/specgen" "$bundle/$variant/bin/specgen-mcp"
# Without its debug information (a third of the file on Linux): a smaller download, and less for each cached run
# to hash when it checks which specgen build recorded the cache.
if [[ $(uname -s) == Linux ]]; then strip "$bundle/$variant/bin/specgen" "$bundle/$variant/bin/specgen-mcp"; fi
echo "specgen-mcp: $(wc -c <"$bundle/$variant/bin/specgen-mcp" | tr -d ' ') bytes"
# info.json: this variant added to (or replacing) the ones already there, which must carry the same version.
python3 - "$bundle/info.json" "$version" "$variant/bin/specgen" "${triples[@]}" <<'PYTHON'
import json, os, sys
path, version, executable, triples = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
info = {"schemaVersion": "1.0", "artifacts": {"specgen": {"version": version, "type": "executable", "variants": []}}}
if os.path.exists(path):
    with open(path) as file:
        earlier = json.load(file)["artifacts"]["specgen"]
    if earlier["version"] != version:
        sys.exit(f"error: {path} holds specgen {earlier['version']}, this build is {version}; start from an empty OUTDIR")
    info["artifacts"]["specgen"]["variants"] = [v for v in earlier["variants"] if v["path"] != executable]
info["artifacts"]["specgen"]["variants"].append({"path": executable, "supportedTriples": triples})
info["artifacts"]["specgen"]["variants"].sort(key=lambda v: v["path"])
with open(path, "w") as file:
    json.dump(info, file, indent=2, sort_keys=True)
    file.write("\n")
PYTHON
echo "wrote $bundle (specgen $version; variants: $(python3 -c 'import json, sys; print(", ".join(t for v in json.load(open(sys.argv[1]))["artifacts"]["specgen"]["variants"] for t in v["supportedTriples"]))' "$bundle/info.json"))"

if $zip; then
    rm -f "$outdir/specgen.artifactbundle.zip"
    (cd "$outdir" && zip -qrX specgen.artifactbundle.zip specgen.artifactbundle)
    checksum=$(cd "$root" && swift package compute-checksum "$outdir/specgen.artifactbundle.zip")
    echo "wrote $outdir/specgen.artifactbundle.zip"
    echo "checksum: $checksum"
fi
