// An alias name with a '.' is refused, as MLIR reserves those names for
// dialects (the package read `#a.b = 1 : i32`, never used it, and read each
// use as an unregistered attribute: the value was lost, exit 0).
// RUN: not xdsl-stream-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

#a.b = 1 : i32
"foo.op"() {a = #a.b} : () -> ()
// CHECK: read_alias_names_invalid.mlir:[[# @LINE - 2]]:1: error: attribute names with a '.' are reserved for dialect-defined names
// IREE:  read_alias_names_invalid.mlir:[[# @LINE - 3]]:1: error: attribute names with a '.' are reserved for dialect-defined names

// -----

!c.d = i32
"foo.op"() : () -> !c.d
// CHECK: read_alias_names_invalid.mlir:[[# @LINE - 2]]:1: error: type names with a '.' are reserved for dialect-defined names
// IREE:  read_alias_names_invalid.mlir:[[# @LINE - 3]]:1: error: type names with a '.' are reserved for dialect-defined names

// -----

"foo.op"() {a = #e.f} : () -> ()
#e.f = 1 : i32
// CHECK: read_alias_names_invalid.mlir:[[# @LINE - 1]]:1: error: attribute names with a '.' are reserved for dialect-defined names
// IREE:  read_alias_names_invalid.mlir:[[# @LINE - 2]]:1: error: attribute names with a '.' are reserved for dialect-defined names
