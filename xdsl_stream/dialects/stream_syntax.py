"""Former home of the Stream syntax helpers, kept for importers outside the
`stream` package (the util dialect).

The helpers live in `xdsl_stream.dialects.stream.syntax`; the regular-expression
shortcuts in `xdsl_stream.dialects.stream.fast_paths`.  Code of the `stream`
package imports those modules directly (importing this one from there would
be circular).
"""

from __future__ import annotations

from xdsl_stream.dialects.stream.syntax import (
    OperandResolver,
    UnresolvedRange,
    ValueListOp,
    next_token_span,
    parse_attributes_into,
    parse_fat_arrow,
    parse_optional_affinity,
    parse_range,
    parse_sized_type,
    parse_sized_values,
    parse_values_with_types,
    print_optional_affinity,
    print_range,
    print_sized_type,
    print_sized_values,
    print_types,
    print_values_with_types,
    type_text,
)

__all__ = [
    "OperandResolver",
    "UnresolvedRange",
    "ValueListOp",
    "next_token_span",
    "parse_attributes_into",
    "parse_fat_arrow",
    "parse_optional_affinity",
    "parse_range",
    "parse_sized_type",
    "parse_sized_values",
    "parse_values_with_types",
    "print_optional_affinity",
    "print_range",
    "print_sized_type",
    "print_sized_values",
    "print_types",
    "print_values_with_types",
    "type_text",
]
