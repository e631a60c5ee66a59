"""A small JSON Schema validator for the subset `report.schema.json` uses.

`type`, `const`, `enum`, `pattern`, `minimum`, `minItems`, `required`,
`properties`, `additionalProperties: false`, `items`, `oneOf` and local
`$ref`s.  Tests run it always, and `jsonschema` (the test extra) as well when
it is installed, so a schema keyword this subset does not know is caught by
`test_schema_uses_known_keywords` rather than silently ignored.
"""

from __future__ import annotations

import re
from typing import Any

KNOWN = {
    "$schema",
    "$id",
    "$defs",
    "$ref",
    "title",
    "description",
    "type",
    "const",
    "enum",
    "pattern",
    "minimum",
    "minItems",
    "required",
    "properties",
    "additionalProperties",
    "items",
    "oneOf",
}

_TYPES: dict[str, Any] = {
    "object": dict,
    "array": list,
    "string": str,
    "boolean": bool,
    "null": type(None),
}


def keywords(schema: Any) -> set[str]:
    """Every keyword used anywhere in `schema` (property names excluded)."""
    found: set[str] = set()
    if isinstance(schema, dict):
        for key, value in schema.items():
            found.add(key)
            if key in ("properties", "$defs"):
                for sub in value.values():
                    found |= keywords(sub)
            elif key in ("items", "additionalProperties"):
                found |= keywords(value)
            elif key == "oneOf":
                for sub in value:
                    found |= keywords(sub)
    return found


def _is_type(value: Any, name: str) -> bool:
    if name == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if name == "number":
        return isinstance(value, int | float) and not isinstance(value, bool)
    return isinstance(value, _TYPES[name])


def errors(
    value: Any, schema: dict[str, Any], root: dict[str, Any], path: str = "$"
) -> list[str]:
    """Why `value` does not satisfy `schema` (empty when it does)."""
    if "$ref" in schema:
        target: Any = root
        for part in schema["$ref"].removeprefix("#/").split("/"):
            target = target[part]
        return errors(value, target, root, path)
    found: list[str] = []
    if "type" in schema:
        names = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
        if not any(_is_type(value, n) for n in names):
            return [f"{path}: {value!r} is not of type {names}"]
    if "const" in schema and value != schema["const"]:
        found.append(f"{path}: {value!r} is not {schema['const']!r}")
    if "enum" in schema and value not in schema["enum"]:
        found.append(f"{path}: {value!r} is not one of {schema['enum']}")
    pattern = schema.get("pattern")
    if isinstance(value, str) and pattern and not re.search(pattern, value):
        found.append(f"{path}: {value!r} does not match {schema['pattern']}")
    if "minimum" in schema and _is_type(value, "number") and value < schema["minimum"]:
        found.append(f"{path}: {value} is below {schema['minimum']}")
    if isinstance(value, list):
        if len(value) < schema.get("minItems", 0):
            found.append(f"{path}: fewer than {schema['minItems']} items")
        if "items" in schema:
            for n, item in enumerate(value):
                found += errors(item, schema["items"], root, f"{path}[{n}]")
    if isinstance(value, dict):
        properties = schema.get("properties", {})
        for key in schema.get("required", []):
            if key not in value:
                found.append(f"{path}: missing {key!r}")
        for key, item in value.items():
            if key in properties:
                found += errors(item, properties[key], root, f"{path}.{key}")
            elif schema.get("additionalProperties") is False:
                found.append(f"{path}: unexpected {key!r}")
    if "oneOf" in schema:
        matching = [s for s in schema["oneOf"] if not errors(value, s, root, path)]
        if len(matching) != 1:
            found.append(f"{path}: matches {len(matching)} of oneOf, not 1")
    return found


def validate(value: Any, schema: dict[str, Any]) -> None:
    """Raise `AssertionError` listing what is wrong with `value`; also check
    with `jsonschema` when it is installed."""
    problems = errors(value, schema, schema)
    assert not problems, "\n".join(problems[:20])
    try:
        import jsonschema  # pyright: ignore[reportMissingModuleSource]
    except ImportError:
        return
    jsonschema.Draft202012Validator.check_schema(schema)
    jsonschema.validate(value, schema, cls=jsonschema.Draft202012Validator)
