"""IREE's `custom<Name>` assembly directives of Stream's ops, as xDSL custom
directives: one module per op family, as `StreamOps.cpp` groups them.

IREE declares every Stream op with an `assemblyFormat`; the syntax the format
language cannot express is written in C++ as `parse<Name>`/`print<Name>`
functions and used as `custom<Name>(...)`.  Each class is one of those,
under the same name and with the same parameters, so that an op's
`assembly_format` is IREE's format transcribed (`$x` for `$x`, `type($x)` for
`type($x)`).  Parsing stores what it read into the parsing state through the
parameters' variables; printing reads the op through them.

Modules: `dispatch` (entry points, bindings, dispatch operands, workgroup
count regions), `regions` (execution regions, implicit terminators),
`resource` (`stream.resource.pack`/`constants`), `parameter`, `function`
(`stream.cmd.func`/`call`), `encoding` (encoded tensor operands), `collective`,
and `common` what they share.  The directives IREE keeps in `UtilOps.cpp`
(`SymbolVisibility`, `ShapedTypeList`, `ShapedFunctionType`,
`ShapedFunctionSignature`, ...) are Util's:
`xdsl_stream.dialects.util.directives`.
"""
