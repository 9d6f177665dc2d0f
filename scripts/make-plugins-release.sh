#!/usr/bin/env bash
# Writes the plugins package of a release into OUTDIR: specgen-plugins/ with its plugins copied in (not linked) and
# its binaryTarget naming the release's artifact bundle by URL and checksum. OUTDIR is what the release pushes as the
# root of the plugins repository (SwiftPM takes a package by URL only from a repository's root), tagged with the
# same version as the bundle.
#
# usage: scripts/make-plugins-release.sh OUTDIR URL CHECKSUM
#   URL       where the release's specgen.artifactbundle.zip is downloaded from (https)
#   CHECKSUM  its checksum, as scripts/make-artifactbundle.sh --zip (swift package compute-checksum) prints it
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
[[ $# -eq 3 ]] || { echo "usage: scripts/make-plugins-release.sh OUTDIR URL CHECKSUM" >&2; exit 2; }
outdir=$1 url=$2 checksum=$3
[[ $url == https://* ]] || { echo "error: the URL must be https (SwiftPM downloads binary targets over https only)" >&2; exit 2; }
[[ $checksum =~ ^[0-9a-f]{64}$ ]] || { echo "error: '$checksum' is not a checksum (64 hexadecimal digits)" >&2; exit 2; }
if [[ -e $outdir && -n $(ls -A "$outdir" 2>/dev/null | grep -v '^\.git$') ]]; then
    echo "error: $outdir is not empty (its .git aside)" >&2
    exit 1
fi
mkdir -p "$outdir/Plugins"
for plugin in "$root"/specgen-plugins/Plugins/*; do cp -RL "$plugin" "$outdir/Plugins/"; done
line='let specgen: Target = .binaryTarget(name: "specgen", path: "specgen.artifactbundle")'
grep -qxF "$line" "$root/specgen-plugins/Package.swift" || { echo "error: specgen-plugins/Package.swift no longer has the line: $line" >&2; exit 1; }
release="let specgen: Target = .binaryTarget(name: \"specgen\", url: \"$url\", checksum: \"$checksum\")"
awk -v line="$line" -v release="$release" '$0 == line { print release; next } { print }' "$root/specgen-plugins/Package.swift" >"$outdir/Package.swift"
cp "$root/specgen-plugins/.gitignore" "$outdir/.gitignore"
echo "wrote the plugins package of the release into $outdir:"
grep -F 'binaryTarget' "$outdir/Package.swift"
