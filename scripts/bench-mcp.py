"""Times `specgen mcp` answers once the server is up: tools/list and get_component, each the median of ROUNDS
requests after the first request (which reads the project) has been answered.

usage: scripts/bench-mcp.py SPECGEN SPECS_FOLDER [ROUNDS]
Needs the official MCP Python SDK (pip install mcp). Prints one line per request kind and exits 1 when a median is
50 ms or more.
"""

import asyncio
import statistics
import sys
import time

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

LIMIT_MS = 50


async def main():
    specgen, specs = sys.argv[1], sys.argv[2]
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    parameters = StdioServerParameters(command=specgen, args=["mcp", "--specs", specs])
    async with stdio_client(parameters) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            start = time.perf_counter()
            listed = await session.call_tool("list_components", {})
            first = (time.perf_counter() - start) * 1000
            components = (listed.structuredContent if hasattr(listed, "structuredContent") else listed.structured_content)["components"]
            name = components[len(components) // 2]["name"]
            figures = {"tools/list": [], f"get_component({name})": [], "list_components": []}
            for _ in range(rounds):
                for label, call in (
                    ("tools/list", lambda: session.list_tools()),
                    (f"get_component({name})", lambda: session.call_tool("get_component", {"name": name})),
                    ("list_components", lambda: session.call_tool("list_components", {})),
                ):
                    start = time.perf_counter()
                    await call()
                    figures[label].append((time.perf_counter() - start) * 1000)
    print(f"first request (reads {len(components)} components): {first:.0f} ms")
    failed = False
    for label, times in figures.items():
        median = statistics.median(times)
        print(f"{label}: median {median:.1f} ms, max {max(times):.1f} ms over {rounds}")
        failed |= label != "list_components" and median >= LIMIT_MS
    sys.exit(1 if failed else 0)


asyncio.run(main())
