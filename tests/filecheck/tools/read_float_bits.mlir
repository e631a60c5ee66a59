// Floats written as their bits read and print back with those bits, as
// iree-opt reads and prints them: hex elements of a dense literal are bit
// patterns (xDSL read `dense<0xFF800000>`, minus infinity, as the number
// 4286578688), a NaN keeps its payload and its quiet bit (xDSL made f32
// 0x7F800001 quiet and dropped every f16 payload), and a dense attribute is a
// splat only when its elements' bits are equal (xDSL printed
// `dense<[0.0, -0.0]>` as `dense<0.0>`): docs/upstream.md, entry 18.  Our
// output, read by iree-opt, is iree-opt's own output.
// RUN: xdsl-stream-opt --allow-unregistered-dialect %s | filecheck %s
// RUN: xdsl-stream-opt --allow-unregistered-dialect %s | iree-opt --allow-unregistered-dialect > %t.ours
// RUN: iree-opt --allow-unregistered-dialect %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: xdsl-stream-opt --allow-unregistered-dialect %s > %t.once.mlir
// RUN: xdsl-stream-opt --allow-unregistered-dialect %t.once.mlir > %t.twice
// RUN: diff %t.once.mlir %t.twice

// CHECK:      "test.scalars"() {a = 0x7F800001 : f32, b = 0x7E01 : f16, c = 0x7C01 : f16, d = 0xFFC1 : bf16, e = 0x7FF0000000000001 : f64, f = 0xFF800000 : f32, g = 1.000000e+00 : f32}
"test.scalars"() {a = 0x7F800001 : f32, b = 0x7E01 : f16, c = 0x7C01 : f16, d = 0xFFC1 : bf16, e = 0x7FF0000000000001 : f64, f = 0xFF800000 : f32, g = 0x3F800000 : f32} : () -> ()

// CHECK:      "test.dense"() {a = dense<0xFF800000> : tensor<4xf32>, b = dense<[0xFF800000, 1.000000e+00, -2.500000e+00]> : tensor<3xf32>, c = dense<[[1.000000e+00, 0x7F800001], [0x7F800000, -0.000000e+00]]> : tensor<2x2xf32>, d = dense<0x7E01> : tensor<2x2xf16>, e = dense<[(1.000000e+00,0xFF800000), (2.000000e+00,1.000000e+00)]> : tensor<2xcomplex<f32>>}
"test.dense"() {a = dense<0xFF800000> : tensor<4xf32>, b = dense<[0xFF800000, 1.000000e+00, -2.5]> : tensor<3xf32>, c = dense<[[0x3F800000, 0x7F800001], [0x7F800000, -0.0]]> : tensor<2x2xf32>, d = dense<0x7E01> : tensor<2x2xf16>, e = dense<[(0x3F800000, 0xFF800000), (2.0, 1.0)]> : tensor<2xcomplex<f32>>} : () -> ()

// CHECK:      "test.zeros"() {a = dense<[0.000000e+00, -0.000000e+00]> : tensor<2xf32>, b = dense<[(0.000000e+00,1.000000e+00), (-0.000000e+00,1.000000e+00)]> : tensor<2xcomplex<f32>>, c = dense<-0.000000e+00> : tensor<3xf16>, d = dense<0x7FC00000> : tensor<2xf32>}
"test.zeros"() {a = dense<[0.0, -0.0]> : tensor<2xf32>, b = dense<[(0.0, 1.0), (-0.0, 1.0)]> : tensor<2xcomplex<f32>>, c = dense<-0.0> : tensor<3xf16>, d = dense<"0x0000C07F0000C07F"> : tensor<2xf32>} : () -> ()

// A decimal f16 past its largest finite value rounds to infinity, as MLIR
// rounds it (xDSL's packing raised).
// CHECK:      "test.f16"() {a = dense<[0x7C00, 0xFC00, 1.000000e+00]> : tensor<3xf16>, b = dense<0x7C00> : tensor<2xf16>}
"test.f16"() {a = dense<[1.0e10, -70000.0, 1.0]> : tensor<3xf16>, b = dense<65520.0> : tensor<2xf16>} : () -> ()

// CHECK:      %[[C:.+]] = "arith.constant"() <{value = dense<[0xFF800000, 0.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
// CHECK:      "arith.constant"() <{value = 0x7FC00001 : f32}> : () -> f32
%0 = arith.constant dense<[0xFF800000, 0.0]> : tensor<2xf32>
%1 = arith.constant 0x7FC00001 : f32
