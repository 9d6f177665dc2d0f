"""Drives `specgen mcp` with the official MCP Python SDK (PyPI `mcp`) over stdio and checks its answers.

usage: mcp_client_check.py SPECGEN SPECS_FOLDER DUMP_JSON [--usage] [--generated FOLDER] [--results ID=PLATFORM:OUTCOME ...]

DUMP_JSON is what `specgen dump --components` printed for the same documents: the server's answers must agree with
it. With --usage, the folder is the test's fixture project and check_usage is checked on Swift and Kotlin snippets.
With --generated, every checked behaviour's Swift test must be declared in that folder's Tests/ (what `generate` wrote).
With --results, the behaviour of each statement id must carry that platform's last test result (the server is started
with no results flags, so the results come from the specgen.yml beside the specs folder).
Prints one line per failed check and exits 1 when any failed, 0 otherwise.
"""

import asyncio
import json
import os
import subprocess
import sys
import threading

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
try:  # mcp 2.x
    from mcp.shared.exceptions import MCPError as McpError
except ImportError:  # mcp 1.x
    from mcp.shared.exceptions import McpError

TOOLS = {"list_components", "get_component", "check_usage", "find_behaviour"}
failures = []


def expect(condition, what):
    if not condition:
        failures.append(what)


def field(value, name):
    """A field by its protocol name: mcp 1.x spells it as the protocol does, 2.x in snake case."""
    snake = "".join("_" + c.lower() if c.isupper() else c for c in name)
    return getattr(value, name) if hasattr(value, name) else getattr(value, snake)


def structured(result):
    expect(not field(result, "isError"), f"tool error: {result.content}")
    expect(result.content and result.content[0].type == "text", "every answer carries a short text")
    return field(result, "structuredContent") or {}


async def check_project(session, dump, usage, generated):
    await session.initialize()
    tools = (await session.list_tools()).tools
    expect({tool.name for tool in tools} == TOOLS, f"tools: {[tool.name for tool in tools]}")
    expect(all(field(tool, "outputSchema") for tool in tools), "every tool declares an output schema")

    listed = structured(await session.call_tool("list_components", {}))["components"]
    expect(sorted(c["name"] for c in listed) == sorted(c["name"] for c in dump), f"names: {[c['name'] for c in listed]}")
    for component in dump:
        contract = structured(await session.call_tool("get_component", {"name": component["name"]}))
        expect(contract.get("name") == component["name"], f"get_component {component['name']}")
        dumped = [p["name"] for api in component.get("apis", []) for p in api["parameters"]]
        expect([p["name"] for p in contract["parameters"]] == dumped, f"{component['name']}: parameters differ from dump")
        statements = component.get("behaviors", []) + component.get("accessibility", [])
        expect(
            [b["sentence"] for b in contract["behaviours"]] == [s["text"] for s in statements],
            f"{component['name']}: behaviours differ from dump",
        )
        for behaviour, statement in zip(contract["behaviours"], statements):
            asserted = [r for r in statement["rules"] if not r.get("pending")]
            if behaviour["state"] == "checked":
                expect(asserted, f"{component['name']}: '{statement['text']}' is checked without an asserted rule")
                expect(behaviour.get("id") == statement.get("id"), f"{component['name']}: statement id differs from dump")
                if generated:
                    test = (behaviour.get("tests") or {}).get("swift", "")
                    suite, _, name = test.partition(".")
                    path = os.path.join(generated, "Tests", suite + ".swift")
                    declared = os.path.exists(path) and f"func {name}()" in open(path).read()
                    expect(declared, f"{component['name']}: test '{test}' of a checked behaviour is not in {path}")
        summary = next(c for c in listed if c["name"] == component["name"])
        counts = summary["behaviours"]
        expect(counts["asserted"] + counts["pending"] + counts["disputed"] == len(statements), f"{component['name']}: counts")

    # Each behaviour is found by its own words.
    for component in dump:
        for statement in (component.get("behaviors", []) + component.get("accessibility", []))[:2]:
            found = structured(await session.call_tool("find_behaviour", {"query": statement["text"]}))
            expect(
                any(m["behaviour"]["sentence"] == statement["text"] for m in found["matches"]),
                f"find_behaviour does not find '{statement['text'][:60]}'",
            )

    resources = (await session.list_resources()).resources
    contracts = [r for r in resources if "/schema/" not in str(r.uri)]
    expect(len(contracts) == len(dump), f"one contract resource per component: {len(contracts)}")
    if contracts:
        read = await session.read_resource(contracts[0].uri)
        expect(json.loads(read.contents[0].text)["name"] in {c["name"] for c in dump}, "a contract resource reads")
    schemas = [r for r in resources if "/schema/" in str(r.uri)]
    if schemas:
        read = await session.read_resource(schemas[0].uri)
        expect("$schema" in json.loads(read.contents[0].text), "a schema resource is a JSON Schema")

    await check_bad_requests(session)
    if usage:
        await check_usage(session)
    # Still serving after everything above.
    again = structured(await session.call_tool("list_components", {}))["components"]
    expect(len(again) == len(dump), "the server still answers after the bad requests")


async def tool_error(session, name, arguments, what):
    result = await session.call_tool(name, arguments)
    content = str(field(result, "structuredContent"))[:200]
    expect(field(result, "isError"), f"{what}: expected a tool error, got {content}")


async def check_bad_requests(session):
    await tool_error(session, "get_component", {"name": "NoSuchComponent"}, "unknown component")
    await tool_error(session, "get_component", {"name": "../../etc/passwd"}, "a path as a name")
    await tool_error(session, "get_component", {}, "missing name")
    await tool_error(session, "get_component", {"name": 42}, "a number as a name")
    await tool_error(session, "check_usage", {"code": "x" * 1_000_000, "language": "swift"}, "a 1 MB snippet")
    await tool_error(session, "check_usage", {"code": "\x00\x01\x02binary\xff", "language": "swift"}, "binary bytes")
    await tool_error(session, "check_usage", {"code": "Chip()", "language": "cobol"}, "an unknown language")
    try:
        await session.call_tool("no_such_tool", {})
        failures.append("an unknown tool: expected a protocol error")
    except McpError:
        pass
    try:
        await session.read_resource("specgen://component/..%2F..%2Fspecgen.yml")
        failures.append("an unknown resource: expected a protocol error")
    except McpError:
        pass


async def usage_findings(session, code, language):
    report = structured(await session.call_tool("check_usage", {"code": code, "language": language}))
    return report


async def check_usage(session):
    cases = [
        # (language, code, expected finding kinds in order, expected line)
        ("swift", 'let chip = Chip(label: "Hi", size: .large, isSelected: true)', [], None),
        ("swift", 'Chip(title: "Hi")', ["unknown-label", "missing-argument"], 1),
        ("swift", 'VStack {\n    Chip(size: .small)\n}', ["missing-argument"], 2),
        ("swift", 'Chip(label: "Hi", size: .huge)', ["unknown-case"], 1),
        ("swift", 'Chip(label: "Hi", count: "three")', ["wrong-type"], 1),
        ("swift", 'Text("Hello")\nButton("OK") { }\nBadge(count: 3)', [], None),
        ("kotlin", 'Chip(label = "Hi", size = ChipSize.Large, onClick = {})', [], None),
        ("kotlin", 'Chip(text = "Hi", onClick = {})', ["unknown-label", "missing-argument"], 1),
        ("kotlin", 'Row {\n    Chip(size = ChipSize.Small)\n}', ["missing-argument"], 2),
        ("kotlin", 'Chip(label = "Hi", size = ChipSize.Huge, onClick = {})', ["unknown-case"], 1),
        ("kotlin", 'Chip(label = "Hi", selected = "yes", onClick = {})', ["wrong-type"], 1),
        ("kotlin", 'Text("Hello")\nBadge(count = 3)\nButton(onClick = {}) { }', [], None),
    ]
    for language, code, kinds, line in cases:
        report = await usage_findings(session, code, language)
        got = [f["kind"] for f in report["findings"]]
        expect(got == kinds, f"check_usage {language} {code!r}: {got} (expected {kinds}); {report['findings']}")
        if kinds and got:
            expect(report["findings"][0]["line"] == line, f"check_usage {language} {code!r}: line {report['findings'][0]['line']}")
            expect(report["findings"][0]["signature"].startswith("Chip("), f"signature: {report['findings'][0]['signature']}")
        if not kinds:
            expect(report["checkedCalls"] >= 1, f"check_usage {language} {code!r}: the documented call was not compared")


def check_raw_bytes(specgen, specs):
    """Bytes no client would send: the server answers each with an error and keeps serving."""
    initialize = {
        "jsonrpc": "2.0", "id": 7, "method": "initialize",
        "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "raw", "version": "1"}},
    }
    lines = [
        b"this is not json",
        b"\xff\xfe\x00\x01binary\x00",
        b'{"jsonrpc": "2.0", "id": 1, "method": 5}',
        b"[" * 100_000,
        b'"' + b"a" * 1_000_000 + b'"',
        b"{" * 3_000_000,
        json.dumps(initialize).encode(),
    ]
    # Standard input stays open until the answer to initialize arrives: a server may drop what is in flight at EOF.
    process = subprocess.Popen(
        [specgen, "mcp", "--specs", specs], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
    )
    process.stdin.write(b"\n".join(lines) + b"\n")
    process.stdin.flush()
    watchdog = threading.Timer(120, process.kill)
    watchdog.start()
    answers = []
    try:
        for line in iter(process.stdout.readline, b""):
            try:
                answers.append(json.loads(line))
            except ValueError:
                failures.append(f"raw: the server wrote a line that is not JSON: {line[:100]!r}")
            if answers and answers[-1].get("id") == 7:
                break
    finally:
        watchdog.cancel()
        process.stdin.close()
        process.wait(timeout=60)
    errors = [a for a in answers if "error" in a]
    expect(len(errors) >= 5, f"raw: {len(errors)} error answers to 6 bad lines: {str(answers)[:2000]}")
    expect(any(a.get("error", {}).get("code") == -32600 for a in errors), "raw: a 3 MB line is refused as an invalid request")
    expect(any(a.get("id") == 7 and "result" in a for a in answers), "raw: the server answers initialize after bad bytes")


async def check_results(session, dump, expected):
    """Each `ID=PLATFORM:OUTCOME`: the behaviour with that statement id carries that outcome on that platform."""
    behaviours = {}
    for component in dump:
        contract = structured(await session.call_tool("get_component", {"name": component["name"]}))
        behaviours.update({b.get("id"): b for b in contract["behaviours"]})
        notes = " ".join(contract.get("notIncluded", []))
        expect("none named" not in notes, f"{component['name']}: the configured results were not read: {notes}")
    for item in expected:
        statement, _, result = item.partition("=")
        platform, _, outcome = result.partition(":")
        got = [(r["platform"], r["outcome"]) for r in (behaviours.get(statement) or {}).get("results") or []]
        expect((platform, outcome) in got, f"results of {statement}: {got} (expected {platform} {outcome})")


async def main():
    specgen, specs, dump_path = sys.argv[1:4]
    usage = "--usage" in sys.argv[4:]
    generated = sys.argv[sys.argv.index("--generated") + 1] if "--generated" in sys.argv else None
    results = [sys.argv[i + 1] for i, a in enumerate(sys.argv) if a == "--results"]
    with open(dump_path) as file:
        dump = json.load(file)
    parameters = StdioServerParameters(command=specgen, args=["mcp", "--specs", specs])
    async with stdio_client(parameters) as (read, write):
        async with ClientSession(read, write) as session:
            await check_project(session, dump, usage, generated)
            if results:
                await check_results(session, dump, results)
    check_raw_bytes(specgen, specs)
    for failure in failures:
        print(failure)
    sys.exit(1 if failures else 0)


asyncio.run(main())
