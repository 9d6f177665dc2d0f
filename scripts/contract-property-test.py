#!/usr/bin/env python3
"""Differential property test of the JSON contract (docs/contract.md): generated Swift decoders and generated JSON
Schemas must accept the same payloads, and nothing may crash a decoder.

usage: contract-property-test.py SPECGEN [--corpus DIR] [--examples N] [--keep DIR]

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


def generate(specgen, document, folder, prefix, configuration):
    """Generates one document into `folder`; returns (schema path, Swift type) pairs and the Swift files."""
    os.makedirs(os.path.join(folder, "specs"))
    shutil.copy(document, os.path.join(folder, "specs"))
    if configuration:
        with open(os.path.join(folder, "specgen.yml"), "w") as file:
            file.write(configuration)
    subprocess.run([specgen, "generate", "--quiet", "--type-prefix", prefix], cwd=folder, capture_output=True)
    samples = os.path.join(folder, "generated", "Samples", "ModelSamples.swift")
    if not os.path.exists(samples):
        return [], []
    # The samples name each schema's Swift type: `schema: "X.schema.json", name: "defaults", value: Type(`.
    text = open(samples, encoding="utf-8").read()
    found = re.findall(r'schema: "([^"]+)",\s*name: "defaults",\s*value: ([A-Za-z_0-9`]+)\(', text)
    models = [(os.path.join(folder, "generated", "Schemas", schema), swift) for schema, swift in found]
    return models, documents(os.path.join(folder, "generated", "Swift"), ("*.swift",))


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


class Driver:
    """The compiled driver, restarted after a crash."""

    def __init__(self, path):
        self.path = path
        self.process = None

    def judge(self, key, payload):
        if self.process is None:
            self.process = subprocess.Popen([self.path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
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


def main():
    arguments = sys.argv[1:]
    if not arguments:
        sys.exit(__doc__)
    specgen = os.path.abspath(arguments[0])
    corpus = arguments[arguments.index("--corpus") + 1] if "--corpus" in arguments else None
    examples = int(arguments[arguments.index("--examples") + 1]) if "--examples" in arguments else 10
    keep = arguments[arguments.index("--keep") + 1] if "--keep" in arguments else None

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
    models = []  # (key, schema, label)
    cases = []
    for index, (document, configuration) in enumerate(runs):
        prefix = f"D{index}"
        found, swift = generate(specgen, document, os.path.join(work, prefix), prefix, configuration)
        for path in swift:
            shutil.copy(path, os.path.join(sources, f"{prefix}_{os.path.basename(path)}"))
        label = os.path.relpath(document, REPOSITORY) + (" (strict)" if configuration else "")
        for schema_path, swift_type in found:
            key = f"{prefix}.{swift_type}"
            models.append((key, json.load(open(schema_path, encoding="utf-8")), label))
            cases.append(f'    "{key}": {{ judge({swift_type}.self, $0) }},')
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

    driver = Driver(driver_path)
    payloads = disagreements = crashes = bad_encodings = 0
    problems = []
    for key, schema, label in models:
        validator = jsonschema.Draft202012Validator(schema)
        valid = drawn(schema, examples)
        for value in valid + edits(schema, valid[0] if valid else {}):
            try:
                text = json.dumps(value, allow_nan=False, ensure_ascii=False)
            except ValueError:
                continue
            payloads += 1
            schema_accepts = validator.is_valid(value)
            answer = driver.judge(key, text)
            where = f"{label} {schema.get('title')} {text[:140]}"
            if answer is None:
                crashes += 1
                problems.append(f"crash: {where}")
                continue
            decoder_accepts = not answer.startswith("REJECT")
            if decoder_accepts != schema_accepts:
                disagreements += 1
                side = "the decoder accepts, the schema rejects" if decoder_accepts else "the schema accepts, the decoder rejects"
                problems.append(f"{side}: {where}")
            elif decoder_accepts:
                verdict, _, encoded = answer.partition(" ")
                try:
                    reencoded_ok = verdict == "ACCEPT" and validator.is_valid(json.loads(encoded))
                except ValueError:
                    reencoded_ok = False
                if not reencoded_ok:
                    bad_encodings += 1
                    problems.append(f"bad re-encoding ({verdict}): {where} -> {encoded[:140]}")
    driver.close()
    if not keep:
        shutil.rmtree(work, ignore_errors=True)
    for problem in problems[:25]:
        print("  " + problem)
    print(f"contract property test: {payloads} payloads, {len(models)} models from {len(runs)} generations: "
          f"{disagreements} disagreements, {crashes} crashes, {bad_encodings} bad re-encodings")
    sys.exit(0 if payloads and not (disagreements or crashes or bad_encodings) else 1)


if __name__ == "__main__":
    main()
