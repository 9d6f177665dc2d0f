"""Validates instances against specgen's generated JSON Schemas with an independent validator.

Usage: validate_schemas.py SCHEMA_DIR CASES_JSON
Every schema in SCHEMA_DIR is checked against the Draft 2020-12 metaschema first (a failure exits 1).
Then each case {id, schema, instance} is validated; one verdict {id, valid, error} per case is printed
as a JSON array, in order.
"""

import json
import pathlib
import sys

from jsonschema import Draft202012Validator


def main() -> int:
    schema_dir = pathlib.Path(sys.argv[1])
    cases = json.loads(pathlib.Path(sys.argv[2]).read_text())
    validators = {}
    for path in sorted(schema_dir.glob("*.schema.json")):
        schema = json.loads(path.read_text())
        Draft202012Validator.check_schema(schema)
        validators[path.name] = Draft202012Validator(schema)
    verdicts = []
    for case in cases:
        errors = sorted(validators[case["schema"]].iter_errors(case["instance"]), key=str)
        verdicts.append({"id": case["id"], "valid": not errors, "error": errors[0].message if errors else None})
    json.dump(verdicts, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
