#!/usr/bin/env bash
# Writes COUNT renamed copies of the specs in SRC (default specs/) into DEST, for benchmarks.
# Copy k (k = 0 … COUNT-1) is spec k mod S with the suffix n = k div S + 1 on its H1 title
# ("# Banner" → "# Banner 12") and on every type or function name its API declares, so no two
# copies generate the same file. Every copy keeps its source's size and structure.
#
# usage: scripts/make-bench-specs.sh DEST COUNT [SRC]
set -euo pipefail

if [[ $# -lt 2 || $# -gt 3 ]]; then
    echo "usage: $0 DEST COUNT [SRC]" >&2
    exit 2
fi
dest=$1
count=$2
src=${3:-"$(dirname "$0")/../specs"}
if ! [[ $count =~ ^[1-9][0-9]*$ ]]; then
    echo "error: COUNT must be a positive integer, not '$count'" >&2
    exit 2
fi
mkdir -p "$dest"

# One perl process writes every copy: forking sed per file would dominate at 10,000 copies.
find "$src" -name '*.md' -type f -print0 | sort -z | perl -0 -e '
    use strict; use warnings;
    my ($dest, $count) = @ARGV;
    my @specs;
    while (my $path = <STDIN>) {
        chomp $path;
        open my $in, "<", $path or die "error: cannot read $path: $!\n";
        local $/; my $text = <$in>; close $in;
        # The names a spec declares: API headings (### `Name`), "Type: `Name`", and declarations
        # in its code (enum/struct/class/func/fun … Name). These become type and file names.
        my %names;
        $names{$1} = 1 while $text =~ /^#{2,6}[ \t]+`([A-Za-z_][A-Za-z0-9_]*)`/mg;
        $names{$1} = 1 while $text =~ /Type:\s*`([A-Za-z_][A-Za-z0-9_]*)`/g;
        $names{$1} = 1 while $text =~ /\b(?:enum|struct|class|actor|protocol|typealias|func|fun|interface|object)\s+([A-Za-z_][A-Za-z0-9_]*)/g;
        delete $names{init};
        my $alternatives = join "|", map { quotemeta } sort { length($b) <=> length($a) } keys %names;
        (my $base = $path) =~ s{.*/}{}; $base =~ s{\.md$}{};
        push @specs, [$base, $text, $alternatives];
    }
    die "error: no *.md specs found\n" unless @specs;
    for my $k (0 .. $count - 1) {
        my ($base, $text, $alternatives) = @{ $specs[$k % @specs] };
        my $n = int($k / @specs) + 1;
        # The H1 opens the spec, after its front matter if it has some.
        my ($title, $body) = $text =~ /\A((?:---\n.*?\n---\n\s*)?# [^\n]*?)[ \t]*(\n.*)\z/s
            or die "error: $base.md has no H1 title at its start\n";
        $body =~ s/\b($alternatives)\b/$1$n/g if length $alternatives;
        $text = "$title $n$body";
        my $out = sprintf "%s/%s-%d.md", $dest, $base, $n;
        open my $fh, ">", $out or die "error: cannot write $out: $!\n";
        print $fh $text; close $fh or die "error: cannot write $out: $!\n";
    }
' "$dest" "$count"
