// A hex string of integers of a width xDSL stores otherwise than MLIR (MLIR:
// ceil(width / 8) bytes an element; xDSL: a power of two, and a narrower
// integer's whole byte as its value) is refused where it is written: xDSL
// read `dense<"0x01020304"> : tensor<1xi17>` as one value out of i17's range
// and `dense<"0xA9"> : tensor<1xi3>` as -87 (iree-opt reads 1), exit 0.
// The widths xDSL stores as MLIR does read as before.
// RUN: not xdsl-stream-opt --split-input-file %s 2> %t.err > %t.out
// RUN: filecheck %s < %t.err
// RUN: filecheck %s --check-prefix=READ < %t.out

"t.op"() {a = dense<"0x01020304"> : tensor<1xi17>} : () -> ()
// CHECK: read_dense_hex_widths.mlir:11:21: error: a hex string of i17 elements is not supported: xDSL stores them otherwise than MLIR

// -----

"t.op"() {a = dense<"0xA9"> : tensor<1xi3>} : () -> ()
// CHECK: read_dense_hex_widths.mlir:16:21: error: a hex string of i3 elements is not supported

// -----

"t.op"() {a = dense<"0x0102"> : tensor<2xi8>, b = dense<"0x0001"> : tensor<2xi1>, c = dense<"0x0A000000"> : tensor<1xsi32>} : () -> ()
// READ: "t.op"() {a = dense<[1, 2]> : tensor<2xi8>, b = dense<[false, true]> : tensor<2xi1>, c = dense<10> : tensor<1xsi32>} : () -> ()
