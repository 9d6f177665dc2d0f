#!/usr/bin/env bash
# The Kotlin toolchain specgen's Kotlin output is tested with: the Kotlin 2.3 compiler, its standard library and
# kotlinx.serialization from PyPI's kotlin-jupyter-kernel, JUnit 4 from Debian's junit4 (scripts/setup-debian.sh
# installs them). kotlinx.serialization's compiler plugin is inside the kernel's -all.jar; the compiler needs it as
# a jar of its own, which `plugin` builds once (passing the whole -all.jar fails with a duplicated scripting key).
#
# usage: kotlin-toolchain.sh check                  prints the classpath parts, or why the toolchain is missing (exit 3)
#        kotlin-toolchain.sh plugin                 builds the serialization plugin jar; prints its path
#        kotlin-toolchain.sh compile OUT FILE|DIR…  compiles every .kt file into the folder OUT (one compiler call)
#        kotlin-toolchain.sh junit OUT CLASS…       runs JUnit 4 test classes compiled into OUT
#        kotlin-toolchain.sh run OUT CLASS ARG…     runs the main class CLASS compiled into OUT
#
# Exit status 3 means "the toolchain is not here" (the reason is on standard error), so tests can skip.
set -euo pipefail

unavailable() { echo "Kotlin toolchain unavailable: $*" >&2; exit 3; }

command -v java >/dev/null || unavailable "no java on PATH (scripts/setup-debian.sh installs a headless JDK)"
command -v python3 >/dev/null || unavailable "no python3 on PATH"
jars=$(python3 -c 'import os, run_kotlin_kernel; print(os.path.join(os.path.dirname(run_kotlin_kernel.__file__), "jars"))' 2>/dev/null) \
    || unavailable "PyPI's kotlin-jupyter-kernel is not installed (scripts/setup-debian.sh installs it)"
one() { # the one jar in $jars matching a glob
    local found=("$jars"/$1)
    [ -f "${found[0]}" ] || unavailable "$1 is missing from $jars"
    echo "${found[0]}"
}
compiler=$(one "kotlin-jupyter-kernel-*-all.jar")
stdlib=$(one "kotlin-stdlib-*.jar")
serialization=$(one "kotlinx-serialization-core-jvm-*.jar"):$(one "kotlinx-serialization-json-jvm-*.jar")
junit=/usr/share/java/junit4.jar
hamcrest=/usr/share/java/hamcrest-core.jar
libraries="$stdlib:$serialization:$junit:$hamcrest"

cache=${SPECGEN_KOTLIN_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/specgen-kotlin}
plugin_jar() {
    # Keyed by the compiler jar's name, so a new kernel version builds its own plugin.
    local jar="$cache/serialization-plugin-$(basename "$compiler" .jar).jar"
    if [ ! -f "$jar" ]; then
        mkdir -p "$cache"
        python3 - "$compiler" "$jar.tmp" <<'PY'
import sys, zipfile
source, target = sys.argv[1], sys.argv[2]
prefix = "org/jetbrains/kotlinx/serialization/compiler/"
extensions = "org.jetbrains.kotlinx.serialization.compiler.extensions."
with zipfile.ZipFile(source) as jar, zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as plugin:
    names = [name for name in jar.namelist() if name.startswith(prefix) and not name.endswith("/")]
    if not names:
        sys.exit(f"error: {source} holds no {prefix} classes")
    for name in sorted(names):
        plugin.writestr(name, jar.read(name))
    services = "META-INF/services/org.jetbrains.kotlin.compiler.plugin."
    plugin.writestr(services + "CompilerPluginRegistrar", extensions + "SerializationComponentRegistrar\n")
    plugin.writestr(services + "CommandLineProcessor", extensions + "SerializationPluginOptions\n")
PY
        mv "$jar.tmp" "$jar"
    fi
    echo "$jar"
}

# The compiler and a test run last seconds to a minute, beside other work on few cores: C1 alone and a serial collector
# halve their CPU (the contract test's 38,000 lines: 198 s → 106 s user, byte-identical classes).
short_lived="-XX:TieredStopAtLevel=1 -XX:+UseSerialGC"

case "${1:-}" in
check)
    [ -f "$junit" ] || unavailable "$junit is missing (Debian's junit4)"
    [ -f "$hamcrest" ] || unavailable "$hamcrest is missing (Debian's hamcrest, which junit4 depends on)"
    echo "compiler: $compiler"
    echo "libraries: $libraries"
    ;;
plugin)
    plugin_jar
    ;;
compile)
    [ $# -ge 3 ] || { echo "usage: $0 compile OUT FILE|DIR…" >&2; exit 2; }
    out=$2
    shift 2
    [ -f "$junit" ] || unavailable "$junit is missing (Debian's junit4)"
    plugin=$(plugin_jar)
    mkdir -p "$out"
    java $short_lived -Xss8m -cp "$compiler" org.jetbrains.kotlin.cli.jvm.K2JVMCompiler -no-stdlib -no-reflect -nowarn \
        -Xplugin="$plugin" -classpath "$libraries" -jvm-target 17 -d "$out" "$@"
    ;;
junit)
    [ $# -ge 3 ] || { echo "usage: $0 junit OUT CLASS…" >&2; exit 2; }
    out=$2
    shift 2
    java $short_lived -cp "$out:$libraries" org.junit.runner.JUnitCore "$@"
    ;;
run)
    [ $# -ge 3 ] || { echo "usage: $0 run OUT CLASS ARG…" >&2; exit 2; }
    out=$2
    shift 2
    exec java -cp "$out:$libraries" "$@"
    ;;
*)
    sed -n '2,14p' "$0" >&2
    exit 2
    ;;
esac
