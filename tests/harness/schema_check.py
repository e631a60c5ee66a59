"""A small JSON Schema validator for the subset `report.schema.json` uses.

`type`, `const`, `enum`, `pattern`, `minimum`, `minItems`, `required`,
`properties`, `additionalProperties: false`, `items`, `oneOf` and local
`$ref`s.  Tests run it always, and `jsonschema` (the test extra) as well when
it is installed, so a schema keyword this subset does not know is caught by
`test_schema_uses_known_keywords` rather than silently ignored.
"""

from __future__ import annotations

import re
from typing import Any, cast

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
    if not isinstance(schema, dict):
        return found
    for key, value in cast(dict[str, Any], schema).items():
        found.add(key)
        if key in ("properties", "$defs"):
            for sub in cast(dict[str, Any], value).values():
                found |= keywords(sub)
        elif key in ("items", "additionalProperties"):
            found |= keywords(value)
        elif key == "oneOf":
            for sub in cast(list[Any], value):
                found |= keywords(sub)
    return found


def _is_type(value: Any, name: str) -> bool:
    if name == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if name == "number":
        return isinstance(value, int | float) and not isinstance(value, bool)
    return isinstance(value, _TYPES[name])


Schema = dict[str, Any]


def errors(value: Any, schema: Schema, root: Schema, path: str = "$") -> list[str]:
    """Why `value` does not satisfy `schema` (empty when it does)."""
    if "$ref" in schema:
        return errors(value, _resolve(schema["$ref"], root), root, path)
    if "type" in schema:
        names = _type_names(schema["type"])
        if not any(_is_type(value, n) for n in names):
            return [f"{path}: {value!r} is not of type {names}"]
    found = _scalar_errors(value, schema, path)
    if isinstance(value, list):
        found += _array_errors(cast(list[Any], value), schema, root, path)
    if isinstance(value, dict):
        found += _object_errors(cast(dict[str, Any], value), schema, root, path)
    if "oneOf" in schema:
        options = cast(list[Schema], schema["oneOf"])
        matching = [s for s in options if not errors(value, s, root, path)]
        if len(matching) != 1:
            found.append(f"{path}: matches {len(matching)} of oneOf, not 1")
    return found


def _resolve(ref: str, root: Schema) -> Schema:
    """The schema a local `$ref` (`#/a/b`) names."""
    target: Any = root
    for part in ref.removeprefix("#/").split("/"):
        target = target[part]
    return cast(Schema, target)


def _type_names(spelled: Any) -> list[str]:
    return cast(list[str], spelled if isinstance(spelled, list) else [spelled])


def _scalar_errors(value: Any, schema: Schema, path: str) -> list[str]:
    """`const`, `enum`, `pattern` and `minimum`."""
    found: list[str] = []
    if "const" in schema and value != schema["const"]:
        found.append(f"{path}: {value!r} is not {schema['const']!r}")
    if "enum" in schema and value not in schema["enum"]:
        found.append(f"{path}: {value!r} is not one of {schema['enum']}")
    pattern = schema.get("pattern")
    if isinstance(value, str) and pattern and not re.search(pattern, value):
        found.append(f"{path}: {value!r} does not match {schema['pattern']}")
    if "minimum" in schema and _is_type(value, "number") and value < schema["minimum"]:
        found.append(f"{path}: {value} is below {schema['minimum']}")
    return found


def _array_errors(
    value: list[Any], schema: Schema, root: Schema, path: str
) -> list[str]:
    """`minItems` and `items`."""
    found: list[str] = []
    if len(value) < schema.get("minItems", 0):
        found.append(f"{path}: fewer than {schema['minItems']} items")
    if "items" in schema:
        for n, item in enumerate(value):
            found += errors(item, schema["items"], root, f"{path}[{n}]")
    return found


def _object_errors(
    value: dict[str, Any], schema: Schema, root: Schema, path: str
) -> list[str]:
    """`required`, `properties` and `additionalProperties: false`."""
    found: list[str] = []
    properties = cast(dict[str, Schema], schema.get("properties", {}))
    for key in cast(list[str], schema.get("required", [])):
        if key not in value:
            found.append(f"{path}: missing {key!r}")
    for key, item in value.items():
        if key in properties:
            found += errors(item, properties[key], root, f"{path}.{key}")
        elif schema.get("additionalProperties") is False:
            found.append(f"{path}: unexpected {key!r}")
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
