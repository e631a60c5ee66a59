// Integer literals MLIR refuses and xDSL 0.75 read with exit 0: a dense
// array of a width other than 1 and a multiple of 8, an i1 array element
// other than true or false (xDSL printed `array<i1: 1, 0>` as `array<i1:
// true, false>`), and true or false in a dense literal of other integers
// (`dense<true> : tensor<2xi8>` printed as `dense<1>`).  Each at iree-opt's
// place, in its words.
// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s

"test.op"() {a = array<i3: 3>} : () -> ()
// CHECK: read_integer_array_refusals.mlir:[[# @LINE - 1]]:24: error: element type bitwidth must be a multiple of 8

// -----

"test.op"() {a = array<i1: true, 1>} : () -> ()
// CHECK: read_integer_array_refusals.mlir:[[# @LINE - 1]]:35: error: expected 'true' or 'false' values for i1 type

// -----

"test.op"() {a = array<i1: 0 , true>} : () -> ()
// CHECK: read_integer_array_refusals.mlir:[[# @LINE - 1]]:30: error: expected 'true' or 'false' values for i1 type

// -----

"test.op"() {a = dense<true> : tensor<2xi8>} : () -> ()
// CHECK: read_integer_array_refusals.mlir:[[# @LINE - 1]]:24: error: expected i1 type for 'true' or 'false' values

// -----

"test.op"() {a = dense<[true, false]> : tensor<2xindex>} : () -> ()
// CHECK: read_integer_array_refusals.mlir:[[# @LINE - 1]]:25: error: expected i1 type for 'true' or 'false' values

// -----

// Valid: i1 arrays of true and false, byte-wide arrays, integers in an i1
// dense literal.
"test.op"() {a = array<i1: true, false>, b = array<ui8: 1>, c = array<si16: -1>, d = dense<[1, 0]> : tensor<2xi1>, e = array<i1>} : () -> ()
// CHECK-NOT: error
