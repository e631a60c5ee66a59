"""The `iree_encoding` attributes that tensor types in Stream IR carry.

`stream.tensor.*` ops name their tensors' encodings in the tensor type
(`tensor<?x64xf32, #iree_encoding.encoding<..., user_indexing_maps = [#map0,
...]>>`).  Left to xDSL's unregistered attributes, the body would keep the
`#map0` references as written, and the output would name aliases it never
defines.  Each attribute here keeps its body verbatim with every alias written
out in full (`xdsl_stream.dialects.typed_opaque`).  Those IREE writes in
`<...>` need it and print it even when empty (`#iree_encoding.testing<>`),
and all but `testing` need a body, as iree-opt has it; those IREE writes
bare (`#iree_encoding.unknown`, also read as `unknown<>`) print bare.  The names are those of IREE 3.13's
encoding dialect that Stream IR carries, including those its own Stream tests
print (`#iree_encoding.unknown`, `#iree_encoding.testing<layouts =
[#iree_encoding.specialized<123>]>`); the others IREE knows (`optype`,
`packed_storage`, `unsupported_resolver`) are read as unregistered text, and
a name IREE does not know is refused (`xdsl_stream.dialects.iree_names`).
"""

from __future__ import annotations

from xdsl.ir import Dialect

from xdsl_stream.dialects.typed_opaque import TypedOpaqueAttr, typed_opaque

ENCODING_ATTRS: tuple[type[TypedOpaqueAttr], ...] = (
    *(
        typed_opaque(f"iree_encoding.{mnemonic}", error, angled=True)
        for mnemonic, error in (
            ("encoding", "expected valid keyword"),
            ("layout", "expected attribute value"),
            ("padding", "expected '['"),
            ("specialization_resolver", "expected integer value"),
            ("specialized", "expected integer value"),
            ("testing", None),
        )
    ),
    *(
        typed_opaque(f"iree_encoding.{mnemonic}")
        for mnemonic in ("identity", "identity_resolver", "unknown")
    ),
)
"""The attributes IREE's encoding dialect knows; those IREE writes bare
(`#iree_encoding.unknown`, also read as `unknown<>`) print bare."""

IREE_ENCODING = Dialect("iree_encoding", [], list(ENCODING_ATTRS))
