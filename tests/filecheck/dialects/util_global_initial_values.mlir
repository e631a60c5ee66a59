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

// An initial value's type need only be compatible with the global's, as
// IREE's `isGlobalTypeCompatible` has it (the package asked for the same
// type, and refused IREE's own tests' `tensor<4xf32> = dense<4> :
// tensor<4xi32>`): shaped types of compatible shapes whatever their element
// types, and a resource from a tensor-typed value.

// CHECK: "util.global"() <{initial_value = dense<4> : tensor<4xi32>, sym_name = "elements", sym_visibility = "private", type = tensor<4xf32>}> : () -> ()
util.global private @elements : tensor<4xf32> = dense<4> : tensor<4xi32>
// CHECK: "util.global"() <{initial_value = #util.uninitialized : tensor<4xf32>, sym_name = "dynamic", sym_visibility = "private", type = tensor<?xf32>}> : () -> ()
util.global private @dynamic : tensor<?xf32> = #util.uninitialized : tensor<4xf32>
// CHECK: "util.global"() <{initial_value = dense<1.000000e+00> : tensor<4xf32>, sym_name = "resource", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
util.global private @resource : !stream.resource<constant> = dense<1.0> : tensor<4xf32>
