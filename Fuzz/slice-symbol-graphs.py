#!/usr/bin/env python3
"""Writes small fuzzing seeds from symbol graphs: each graph's metadata and module with a few of its symbols (and the
relationships among them), compact and without doc comments, so every seed fits libFuzzer's input length.

Usage: slice-symbol-graphs.py OUTPUT_FOLDER PREFIX GRAPH...
"""
import json
import os
import sys

SYMBOLS_PER_SEED = 12
MAXIMUM_BYTES = 60000


def slices(graph):
    symbols = graph.get("symbols", [])
    for start in range(0, max(len(symbols), 1), SYMBOLS_PER_SEED):
        chosen = symbols[start:start + SYMBOLS_PER_SEED]
        for symbol in chosen:
            symbol.pop("docComment", None)
        ids = {symbol.get("identifier", {}).get("precise") for symbol in chosen}
        relationships = [r for r in graph.get("relationships", []) if r.get("source") in ids or r.get("target") in ids]
        yield {"metadata": graph.get("metadata"), "module": graph.get("module"), "symbols": chosen,
               "relationships": relationships}


def main():
    output, prefix, graphs = sys.argv[1], sys.argv[2], sys.argv[3:]
    for path in graphs:
        try:
            with open(path, encoding="utf-8") as file:
                graph = json.load(file)
        except (OSError, ValueError) as error:
            print(f"{path}: skipped: {error}", file=sys.stderr)
            continue
        stem = os.path.basename(path).replace(".symbols.json", "")
        for number, piece in enumerate(slices(graph)):
            text = json.dumps(piece, separators=(",", ":"), sort_keys=True)
            if len(text.encode()) > MAXIMUM_BYTES:
                continue
            with open(os.path.join(output, f"{prefix}-{stem}-{number}.json"), "w", encoding="utf-8") as file:
                file.write(text)


if __name__ == "__main__":
    main()
