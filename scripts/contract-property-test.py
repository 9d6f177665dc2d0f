#!/usr/bin/env python3
"""Differential property test of the JSON contract (docs/contract.md): generated Swift decoders, generated Kotlin
decoders (with --kotlin) and generated JSON Schemas must accept the same payloads, and nothing may crash a decoder.

usage: contract-property-test.py SPECGEN [--corpus DIR] [--examples N] [--keep DIR] [--kotlin]

With --kotlin every document is also generated with `--languages swift,kotlin` (a Kotlin package of its own), every
Kotlin model compiles into one Kotlin driver (scripts/kotlin-toolchain.sh, one compiler call), and each payload goes
through both decoders; a Kotlin decoder that throws anything but a SerializationException counts as a crash. Without
the Kotlin toolchain the Kotlin half is skipped with the reason.

Each document of specs/, the emitter fixtures and (with --corpus) a corpus folder is generated on its own with a type
prefix of its own, so every model of every document compiles into ONE decoding driver. specs/ and the fixtures are
generated twice: with the default contract and with `unknownKeys: reject` and `unknownEnumCases: reject`.

Payloads per model: N drawn from its schema by hypothesis-jsonschema (derandomized, so every run draws the same), and
edits of a valid one: every property set to values at and beyond the contract's edges (numbers, durations, dates,
addresses, nulls, wrong types, enumeration values no case has) and an unknown key added. Python's jsonschema
(Draft 2020-12) and the driver judge each one. Counted: disagreeing verdicts, driver crashes, and accepted values
whose re-encoding the schema rejects or that decode to a different value. Exit 0 only when all three are zero.
"""
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import warnings

warnings.filterwarnings("ignore")
try:
    import jsonschema
    from hypothesis import HealthCheck, given, settings
    from hypothesis_jsonschema import from_schema
except ImportError as error:
    sys.exit(f"error: {error.name} is missing; scripts/setup-debian.sh installs jsonschema and hypothesis-jsonschema")

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STRICT = "contract:\n  unknownKeys: reject\n  unknownEnumCases: reject\n"

# Values at and beyond the contract's edges; a property of any type gets all of them.
EDGE_VALUES = [
    None, True, "", "x", [], {}, "valueNoCaseHas",
    0, -1, 0.5, -0.5, 1.0, 2**53 - 1, 2**53, -(2**53 - 1), -(2**53), 2**63, 1e308, -1e308, 9007199254740991.0, 4611686018427387, 4611686018427388,
    "2024-02-29T12:00:00Z", "2023-02-29T12:00:00Z", "2024-05-01T09:30:00.123456+02:00", "2024-05-01t09:30:00z",
    "2024-05-01 09:30:00Z", "2024-05-01T09:30:00Z\n", "0000-01-01T00:00:00+23:59", "9999-12-31T23:59:59.999-23:59",
    "2024-05-01T24:00:00Z", "2024-05-01T23:59:60Z", "2024-13-01T00:00:00Z", "٢٠٢٤-05-01T09:30:00Z",
    "https://example.com/a/b?c=d#e", "urn:x", "a:", "mailto:someone@example.com", "//example.com", "relative/path",
    "http://[::1]/", "http://host:99999/", "https://example.com/ä", "a:b#c#d", "http://a b", "https://%FF/",
]


def documents(folder, pattern=("*.md", "*.mdx")):
    return sorted(p for suffix in pattern for p in glob.glob(os.path.join(folder, suffix)))


def generate(specgen, document, folder, prefix, configuration, kotlin):
    """Generates one document into `folder`; returns {schema path: Swift type}, the Swift files, {schema path: Kotlin
    type} and the Kotlin files."""
    os.makedirs(os.path.join(folder, "specs"))
    shutil.copy(document, os.path.join(folder, "specs"))
    if configuration:
        with open(os.path.join(folder, "specgen.yml"), "w") as file:
            file.write(configuration)
    languages = ["--languages", "swift,kotlin", "--kotlin-package", prefix.lower()] if kotlin else []
    subprocess.run([specgen, "generate", "--quiet", "--type-prefix", prefix] + languages, cwd=folder, capture_output=True)
    generated = os.path.join(folder, "generated")
    swift_types, kotlin_types = {}, {}
    samples = os.path.join(generated, "Samples", "ModelSamples.swift")
    if os.path.exists(samples):
        # The samples name each schema's Swift type: `schema: "X.schema.json", name: "defaults", value: Type(`.
        text = open(samples, encoding="utf-8").read()
        for schema, swift in re.findall(r'schema: "([^"]+)",\s*name: "defaults",\s*value: ([A-Za-z_0-9`]+)\(', text):
            swift_types[os.path.join(generated, "Schemas", schema)] = swift
    kotlin_files = documents(os.path.join(generated, "Kotlin", "Models"), ("*.kt",))
    for path in kotlin_files:
        # Each Kotlin model names its schema: `data class Name(` … `SCHEMA_FILE: String = "Schemas/X.schema.json"`.
        text = open(path, encoding="utf-8").read()
        for block in re.split(r"\n(?=(?:/\*\*|@Serializable|data class))", text):
            name = re.search(r"^data class ([A-Za-z_0-9]+)\(", block, re.M)
            schema = re.search(r'SCHEMA_FILE: String = "([^"]+)"', block)
            if name and schema:
                kotlin_types[os.path.join(generated, schema.group(1))] = f"{prefix.lower()}.{name.group(1)}"
    return swift_types, documents(os.path.join(generated, "Swift"), ("*.swift",)), kotlin_types, kotlin_files


DRIVER = """import Foundation

/// Decodes a payload, re-encodes the value and decodes that again: ACCEPT or UNEQUAL with the re-encoding, or REJECT.
func judge<Model: Codable & Equatable>(_ type: Model.Type, _ payload: Data) -> String {
    guard let value = try? JSONDecoder().decode(Model.self, from: payload) else { return "REJECT" }
    guard let encoded = try? JSONEncoder().encode(value) else { return "UNENCODABLE" }
    let again = try? JSONDecoder().decode(Model.self, from: encoded)
    return (again == value ? "ACCEPT " : "UNEQUAL ") + String(decoding: encoded, as: UTF8.self)
}

let judges: [String: (Data) -> String] = [
%s
]

// One payload a line: the model's key, a tab, the JSON.
while let line = readLine() {
    let parts = line.split(separator: "\\t", maxSplits: 1).map(String.init)
    let answer = parts.count == 2 ? judges[parts[0]].map { $0(Data(parts[1].utf8)) } ?? "UNKNOWN" : "UNKNOWN"
    FileHandle.standardOutput.write(Data((answer + "\\n").utf8))
}
"""


KOTLIN_DRIVER = """import kotlinx.serialization.KSerializer
import kotlinx.serialization.SerializationException
import kotlinx.serialization.json.Json

/** Decodes a payload, re-encodes the value and decodes that again: ACCEPT or UNEQUAL with the re-encoding, or REJECT. */
fun <T> judge(serializer: KSerializer<T>, payload: String): String {
    val value = try { Json.decodeFromString(serializer, payload) } catch (error: SerializationException) { return "REJECT" }
    val encoded = try { Json.encodeToString(serializer, value) } catch (error: SerializationException) { return "UNENCODABLE" }
    val again = try { Json.decodeFromString(serializer, encoded) } catch (error: SerializationException) { null }
    return (if (again == value) "ACCEPT " else "UNEQUAL ") + encoded
}

val judges: Map<String, (String) -> String> = mapOf(
%s
)

// One payload a line: the model's key, a tab, the JSON. Any other exception than a SerializationException is a crash.
fun main() {
    while (true) {
        val line = readLine() ?: break
        val parts = line.split("\\t", limit = 2)
        val judge = if (parts.size == 2) judges[parts[0]] else null
        val answer = if (judge == null) "UNKNOWN" else try { judge(parts[1]) } catch (error: Throwable) {
            "CRASH " + error.javaClass.name + ": " + error.message?.replace("\\n", " ")
        }
        println(answer)
        System.out.flush()
    }
}
"""


class Driver:
    """The compiled driver, restarted after a crash."""

    def __init__(self, command):
        self.command = command
        self.process = None

    def judge(self, key, payload):
        if self.process is None:
            self.process = subprocess.Popen(self.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                            stderr=subprocess.DEVNULL, text=True, encoding="utf-8")
        try:
            self.process.stdin.write(f"{key}\t{payload}\n")
            self.process.stdin.flush()
            answer = self.process.stdout.readline()
        except BrokenPipeError:
            answer = ""
        if not answer:
            self.process.wait()
            self.process = None
            return None
        if answer.startswith("CRASH "):
            return None
        return answer.rstrip("\n")

    def close(self):
        if self.process is not None:
            self.process.stdin.close()
            self.process.wait()


def drawn(schema, count):
    """`count` values hypothesis-jsonschema draws from the schema, the same on every run."""
    schema = {k: v for k, v in schema.items() if k != "$schema"}
    values = []

    @settings(max_examples=count, derandomize=True, database=None, deadline=None,
              suppress_health_check=list(HealthCheck))
    @given(from_schema(schema))
    def collect(value):
        values.append(value)

    try:
        collect()
    except Exception as error:  # a schema it cannot draw from still gets the edits
        print(f"note: nothing drawn for {schema.get('title')}: {type(error).__name__}", file=sys.stderr)
    return values


def edits(schema, base):
    """A valid payload edited at the contract's edges, one property at a time, plus an unknown key and `{}`."""
    payloads = [{}, {**base, "keyNoParameterHas": 1}]
    definitions = schema.get("$defs", {})
    for key, property in schema.get("properties", {}).items():
        for value in EDGE_VALUES:
            payloads.append({**base, key: value})
        kinds = json.dumps(property)
        if '"array"' in kinds:
            payloads += [{**base, key: [value]} for value in EDGE_VALUES]
        if "additionalProperties" in property:
            payloads += [{**base, key: {"k": value}} for value in EDGE_VALUES]
        for name in re.findall(r'"#/\$defs/([^"]+)"', kinds):
            record = definitions.get(name, {})
            if record.get("type") == "object":
                inner = {k: None for k in record.get("required", [])}
                payloads.append({**base, key: {**inner, "keyNoParameterHas": 1}})
                for field in record.get("properties", {}):
                    payloads += [{**base, key: {**inner, field: value}} for value in EDGE_VALUES]
    return payloads


def kotlin_driver(work, kotlin_files, cases):
    """Compiles the Kotlin models and the driver in one compiler call; the driver's command, or None with the reason."""
    toolchain = os.path.join(REPOSITORY, "scripts", "kotlin-toolchain.sh")
    check = subprocess.run([toolchain, "check"], capture_output=True, text=True)
    if check.returncode != 0:
        return None, check.stderr.strip() or "scripts/kotlin-toolchain.sh check failed"
    sources = os.path.join(work, "driver-kotlin")
    os.makedirs(sources, exist_ok=True)
    for index, path in enumerate(kotlin_files):
        shutil.copy(path, os.path.join(sources, f"F{index}_{os.path.basename(path)}"))
    with open(os.path.join(sources, "Main.kt"), "w") as file:
        file.write(KOTLIN_DRIVER % ",\n".join(cases))
    classes = os.path.join(work, "driver-kotlin-classes")
    compiled = subprocess.run([toolchain, "compile", classes, sources], capture_output=True, text=True)
    if compiled.returncode != 0:
        print(compiled.stdout[-4000:] + compiled.stderr[-4000:])
        sys.exit("error: the generated Kotlin models do not compile with the decoding driver")
    return [toolchain, "run", classes, "MainKt"], None


def main():
    arguments = sys.argv[1:]
    if not arguments:
        sys.exit(__doc__)
    specgen = os.path.abspath(arguments[0])
    corpus = arguments[arguments.index("--corpus") + 1] if "--corpus" in arguments else None
    examples = int(arguments[arguments.index("--examples") + 1]) if "--examples" in arguments else 10
    keep = arguments[arguments.index("--keep") + 1] if "--keep" in arguments else None
    kotlin = "--kotlin" in arguments

    runs = []  # (document, contract configuration)
    ours = documents(os.path.join(REPOSITORY, "specs")) + documents(os.path.join(REPOSITORY, "Tests/SpecEmittersTests/Fixtures"))
    runs += [(document, None) for document in ours] + [(document, STRICT) for document in ours]
    if corpus and os.path.isdir(corpus):
        runs += [(document, None) for document in documents(corpus)]
    else:
        print(f"skipped: the corpus ({corpus or 'no --corpus given'}) is absent (third-party material lives beside "
              "the repository, not in it); specs/ and the fixtures are still checked")

    work = keep or tempfile.mkdtemp(prefix="specgen-contract-")
    sources = os.path.join(work, "driver")
    os.makedirs(sources, exist_ok=True)
    models = []  # (schema, label, Swift key or None, Kotlin key or None)
    cases, kotlin_cases, kotlin_files = [], [], []
    for index, (document, configuration) in enumerate(runs):
        prefix = f"D{index}"
        swift_types, swift, kotlin_types, kotlin_models = generate(
            specgen, document, os.path.join(work, prefix), prefix, configuration, kotlin)
        kotlin_files += kotlin_models
        for path in swift:
            shutil.copy(path, os.path.join(sources, f"{prefix}_{os.path.basename(path)}"))
        label = os.path.relpath(document, REPOSITORY) + (" (strict)" if configuration else "")
        for schema_path in sorted(set(swift_types) | set(kotlin_types)):
            swift_key = kotlin_key = None
            if schema_path in swift_types:
                swift_key = f"{prefix}.{swift_types[schema_path]}"
                cases.append(f'    "{swift_key}": {{ judge({swift_types[schema_path]}.self, $0) }},')
            if schema_path in kotlin_types:
                kotlin_key = kotlin_types[schema_path]
                kotlin_cases.append(f'    "{kotlin_key}" to {{ judge({kotlin_key}.serializer(), it) }}')
            models.append((json.load(open(schema_path, encoding="utf-8")), label, swift_key, kotlin_key))
    if not models:
        sys.exit("error: no models were generated")
    with open(os.path.join(sources, "main.swift"), "w") as file:
        file.write(DRIVER % "\n".join(cases))
    driver_path = os.path.join(work, "contract-driver")
    compiled = subprocess.run(["swiftc", "-swift-version", "6", "-Onone", "-o", driver_path]
                              + sorted(glob.glob(os.path.join(sources, "*.swift"))), capture_output=True, text=True)
    if compiled.returncode != 0:
        print(compiled.stderr[-4000:])
        sys.exit("error: the generated models do not compile with the decoding driver")
    drivers = {"Swift": Driver([driver_path])}
    if kotlin:
        command, reason = kotlin_driver(work, kotlin_files, kotlin_cases)
        if command:
            drivers["Kotlin"] = Driver(command)
        else:
            print(f"skipped: the Kotlin decoders ({reason})")

    counts = {language: {"payloads": 0, "models": 0, "disagreements": 0, "crashes": 0, "bad": 0} for language in drivers}
    problems = []
    for schema, label, swift_key, kotlin_key in models:
        validator = jsonschema.Draft202012Validator(schema)
        valid = drawn(schema, examples)
        judged = [(language, key) for language, key in (("Swift", swift_key), ("Kotlin", kotlin_key)) if key and language in drivers]
        for language, _ in judged:
            counts[language]["models"] += 1
        for value in valid + edits(schema, valid[0] if valid else {}):
            try:
                text = json.dumps(value, allow_nan=False, ensure_ascii=False)
            except ValueError:
                continue
            schema_accepts = validator.is_valid(value)
            for language, key in judged:
                count = counts[language]
                count["payloads"] += 1
                answer = drivers[language].judge(key, text)
                where = f"{language}: {label} {schema.get('title')} {text[:140]}"
                if answer is None:
                    count["crashes"] += 1
                    problems.append(f"crash: {where}")
                    continue
                decoder_accepts = not answer.startswith("REJECT")
                if decoder_accepts != schema_accepts:
                    count["disagreements"] += 1
                    side = "the decoder accepts, the schema rejects" if decoder_accepts else "the schema accepts, the decoder rejects"
                    problems.append(f"{side}: {where}")
                elif decoder_accepts:
                    verdict, _, encoded = answer.partition(" ")
                    try:
                        reencoded_ok = verdict == "ACCEPT" and validator.is_valid(json.loads(encoded))
                    except ValueError:
                        reencoded_ok = False
                    if not reencoded_ok:
                        count["bad"] += 1
                        problems.append(f"bad re-encoding ({verdict}): {where} -> {encoded[:140]}")
    for driver in drivers.values():
        driver.close()
    if not keep:
        shutil.rmtree(work, ignore_errors=True)
    for problem in problems[:25]:
        print("  " + problem)
    for language, count in counts.items():
        print(f"  {language}: {count['payloads']} payloads, {count['models']} models: {count['disagreements']} disagreements, "
              f"{count['crashes']} crashes, {count['bad']} bad re-encodings")
    total = {name: sum(count[name] for count in counts.values()) for name in ("payloads", "disagreements", "crashes", "bad")}
    print(f"contract property test ({', '.join(drivers)}): {total['payloads']} payloads, {len(models)} models from "
          f"{len(runs)} generations: {total['disagreements']} disagreements, {total['crashes']} crashes, "
          f"{total['bad']} bad re-encodings")
    sys.exit(0 if total["payloads"] and not (total["disagreements"] or total["crashes"] or total["bad"]) else 1)


if __name__ == "__main__":
    main()
