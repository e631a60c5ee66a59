// A hex string of integers of a width xDSL stores otherwise than MLIR is
// read in MLIR's layout, as iree-opt 3.13 reads it: ceil(width / 8) bytes an
// element, little-endian, the value in its low bits (xDSL: a power of two
// bytes, a narrower integer's whole byte as its value: it read
// `dense<"0xA9"> : tensor<1xi3>` as -87 where iree-opt reads 1); one
// element's bytes are a splat; any other size is iree-opt's error at `dense`.
// Past 100 elements such an attribute prints as MLIR's hex string, which
// iree-opt and the reader read back (xDSL printed its own layout, exit 0).
// RUN: not xdsl-stream-opt --split-input-file %s 2> %t.err > %t.out
// RUN: filecheck %s < %t.err
// RUN: filecheck %s --check-prefix=READ < %t.out
// RUN: xdsl-stream-opt --split-input-file - < %t.out | filecheck %s --check-prefix=READ

"t.op"() {a = dense<"0x01020304"> : tensor<1xi17>} : () -> ()
// CHECK: read_dense_hex_widths.mlir:[[# @LINE - 1]]:15: error: elements hex data size is invalid for provided type: 'tensor<1xi17>'

// -----

"t.op"() {a = dense<"0x0100000002000000"> : tensor<1xcomplex<i17>>} : () -> ()
// CHECK: read_dense_hex_widths.mlir:[[# @LINE - 1]]:21: error: a hex string of complex<i17> elements is not supported

// -----

"t.op"() {a = dense<"0xA9"> : tensor<1xi3>, b = dense<"0x010203"> : tensor<1xi17>, c = dense<"0x0100"> : tensor<3xi9>, d = dense<"0xFFFF01"> : tensor<1xui17>, e = dense<"0xFFFF01"> : tensor<1xsi17>, f = dense<"0x"> : tensor<0xi5>} : () -> ()
// READ: "t.op"() {a = dense<1> : tensor<1xi3>, b = dense<-65023> : tensor<1xi17>, c = dense<1> : tensor<3xi9>, d = dense<131071> : tensor<1xui17>, e = dense<-1> : tensor<1xsi17>, f = dense<> : tensor<0xi5>} : () -> ()

// -----

"t.op"() {a = dense<"0x0102"> : tensor<2xi8>, b = dense<"0x0001"> : tensor<2xi1>, c = dense<"0x0A000000"> : tensor<1xsi32>} : () -> ()
// READ: "t.op"() {a = dense<[1, 2]> : tensor<2xi8>, b = dense<[false, true]> : tensor<2xi1>, c = dense<10> : tensor<1xsi32>} : () -> ()

// -----

"t.op"() {a = dense<[-50000, -49000, -48000, -47000, -46000, -45000, -44000, -43000, -42000, -41000, -40000, -39000, -38000, -37000, -36000, -35000, -34000, -33000, -32000, -31000, -30000, -29000, -28000, -27000, -26000, -25000, -24000, -23000, -22000, -21000, -20000, -19000, -18000, -17000, -16000, -15000, -14000, -13000, -12000, -11000, -10000, -9000, -8000, -7000, -6000, -5000, -4000, -3000, -2000, -1000, 0, 1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000, 11000, 12000, 13000, 14000, 15000, 16000, 17000, 18000, 19000, 20000, 21000, 22000, 23000, 24000, 25000, 26000, 27000, 28000, 29000, 30000, 31000, 32000, 33000, 34000, 35000, 36000, 37000, 38000, 39000, 40000, 41000, 42000, 43000, 44000, 45000, 46000, 47000, 48000, 49000, 50000]> : tensor<101xi17>} : () -> ()
// READ: "t.op"() {a = dense<"0xB03C0198400180440168480150
