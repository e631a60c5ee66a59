// A hex string of `ui1` or `si1` elements reads as iree-opt reads it, a byte
// an element, any byte but 0 a true (xDSL kept the bytes as numbers:
// `"0xE0"` read as 224, printed `dense<224>`, which iree-opt refuses).
// RUN: xdsl-stream-opt %s | iree-opt --allow-unregistered-dialect > %t.ours
// RUN: iree-opt --allow-unregistered-dialect %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: xdsl-stream-opt %s | filecheck %s
// Refused as iree-opt refuses them (each read with exit status 0 before):
// RUN: not xdsl-stream-opt --split-input-file %S/inputs/bad_literal_edges.mlir 2>&1 | filecheck %s --check-prefix=ERR
// RUN: not iree-opt --allow-unregistered-dialect --split-input-file %S/inputs/bad_literal_edges.mlir 2>&1 | filecheck %s --check-prefix=ERR

// CHECK: "foo.op"() {a = dense<1> : tensor<3xui1>, b = dense<[-1, 0]> : tensor<2xsi1>, c = dense<[1, 0, 1]> : tensor<3xui1>}
"foo.op"() {a = dense<"0xE0"> : tensor<3xui1>, b = dense<"0x0100"> : tensor<2xsi1>, c = dense<"0x010003"> : tensor<3xui1>} : () -> ()

// ERR: bad_literal_edges.mlir:2:27: error: expected i1 type for 'true' or 'false' values
// ERR: bad_literal_edges.mlir:6:23: error: element type bitwidth must be a multiple of 8
// ERR: bad_literal_edges.mlir:10:36: error: integer constant out of range for type
