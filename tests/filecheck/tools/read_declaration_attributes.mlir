// RUN: xdsl-stream-opt --print-op-generic %s | filecheck %s --check-prefix=OURS
// RUN: iree-opt --mlir-print-op-generic %s | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt --mlir-print-op-generic | filecheck %s

// A function declaration in custom form keeps its arguments' attributes, one
// dictionary per argument, as iree-opt does (xDSL 0.75's parser reads them
// and drops them: docs/upstream.md).

// OURS:      sym_name = "d"{{.*}}arg_attrs = [{foo.bar = 1 : i32}, {}]
// OURS:      sym_name = "e"{{.*}}arg_attrs = [{}, {foo.z}]
// OURS-NOT:  arg_attrs
// CHECK:      arg_attrs = [{foo.bar = 1 : i32}, {}]{{.*}}sym_name = "d"
// CHECK:      arg_attrs = [{}, {foo.z}]{{.*}}sym_name = "e"
// CHECK-NOT:  arg_attrs
func.func private @d(i32 {foo.bar = 1 : i32}, index) -> (i32 {foo.res = 2 : i32})
func.func private @e(i32 loc("x.mlir":1:2), index {foo.z}) attributes {foo.q}
func.func private @f(i32, index) attributes {foo.q}
