// RUN: xdsl-stream-opt --allow-unregistered-dialect %s | iree-opt --allow-unregistered-dialect --mlir-print-op-generic | filecheck %s
// RUN: iree-opt --allow-unregistered-dialect --mlir-print-op-generic %s | filecheck %s
// RUN: not xdsl-stream-opt --split-input-file %S/inputs/util_global_untyped_values.mlir 2>&1 | filecheck %S/inputs/util_global_untyped_values.mlir --check-prefix=OURS
// RUN: not iree-opt --split-input-file %S/inputs/util_global_untyped_values.mlir 2>&1 | filecheck %S/inputs/util_global_untyped_values.mlir --check-prefix=IREE

// A global's initial value is a typed attribute (MLIR's `TypedAttr`).  A
// string and an attribute of a dialect no one registered are typed, of type
// `none` (the package refused them); a dialect attribute without a type
// (`#util.composite`, `#hal.device.affinity`, an encoding) is not (the
// package took each for a value of type `none`).

// CHECK: "util.global"() <{initial_value = "x", sym_name = "s", sym_visibility = "private", type = none}> : () -> ()
util.global private @s = "x"
// CHECK: "util.global"() <{initial_value = #foo.bar<1>, sym_name = "o", sym_visibility = "private", type = none}> : () -> ()
util.global private @o = #foo.bar<1>
