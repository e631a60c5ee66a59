// A splat of a type with no elements keeps its one value, as MLIR keeps it
// (`dense<100> : tensor<0xi32>` is not `dense<> : tensor<0xi32>`): xDSL
// expanded the splat to no elements, and printed `dense<>`, another
// attribute, exit 0 (so did one element's hex string of `i1`, `i4` or
// complex numbers, and a NaN splat of no elements lost its payload).
// RUN: xdsl-stream-opt %s | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt --allow-unregistered-dialect | filecheck %s --check-prefix=IREE
// RUN: iree-opt --allow-unregistered-dialect %s | filecheck %s --check-prefix=IREE

util.global public @i = dense<100> : tensor<0xi32>
util.global public @f = dense<1.5> : tensor<0x4xf32>
util.global public @b = dense<true> : tensor<0xi1>
util.global public @c = dense<(1.0, 2.0)> : tensor<0xcomplex<f32>>
util.global public @x = dense<"0x0A000000"> : tensor<0xi32>
util.global public @empty = dense<> : tensor<0xi32>
util.global public @none = dense<"0x"> : tensor<0xi32>
util.global public @hex_i1 = dense<"0x01"> : tensor<0xi1>
util.global public @hex_i4 = dense<"0x07"> : tensor<0x4xi4>
util.global public @hex_complex = dense<"0x0000803F00000040"> : tensor<0xcomplex<f32>>
util.global public @nan = dense<0x7FC0> : tensor<0xf16>
util.func public @constant() -> tensor<0xi8> {
  %0 = arith.constant dense<-2> : tensor<0xi8>
  util.return %0 : tensor<0xi8>
}
"t.op"() {a = dense<7> : tensor<0xi8>} : () -> ()
// CHECK:      util.global public @i = dense<100> : tensor<0xi32>
// CHECK-NEXT: util.global public @f = dense<1.500000e+00> : tensor<0x4xf32>
// CHECK-NEXT: util.global public @b = dense<true> : tensor<0xi1>
// CHECK-NEXT: util.global public @c = dense<(1.000000e+00,2.000000e+00)> : tensor<0xcomplex<f32>>
// CHECK-NEXT: util.global public @x = dense<10> : tensor<0xi32>
// CHECK-NEXT: util.global public @empty = dense<> : tensor<0xi32>
// CHECK-NEXT: util.global public @none = dense<> : tensor<0xi32>
// CHECK-NEXT: util.global public @hex_i1 = dense<true> : tensor<0xi1>
// CHECK-NEXT: util.global public @hex_i4 = dense<7> : tensor<0x4xi4>
// CHECK-NEXT: util.global public @hex_complex = dense<(1.000000e+00,2.000000e+00)> : tensor<0xcomplex<f32>>
// CHECK-NEXT: util.global public @nan = dense<0x7FC0> : tensor<0xf16>
// CHECK:      dense<-2> : tensor<0xi8>
// CHECK:      "t.op"() {a = dense<7> : tensor<0xi8>} : () -> ()
// IREE:      util.global public @i = dense<100> : tensor<0xi32>
// IREE-NEXT: util.global public @f = dense<1.500000e+00> : tensor<0x4xf32>
// IREE-NEXT: util.global public @b = dense<true> : tensor<0xi1>
// IREE-NEXT: util.global public @c = dense<(1.000000e+00,2.000000e+00)> : tensor<0xcomplex<f32>>
// IREE-NEXT: util.global public @x = dense<10> : tensor<0xi32>
// IREE-NEXT: util.global public @empty = dense<> : tensor<0xi32>
// IREE-NEXT: util.global public @none = dense<> : tensor<0xi32>
// IREE-NEXT: util.global public @hex_i1 = dense<true> : tensor<0xi1>
// IREE-NEXT: util.global public @hex_i4 = dense<7> : tensor<0x4xi4>
// IREE-NEXT: util.global public @hex_complex = dense<(1.000000e+00,2.000000e+00)> : tensor<0xcomplex<f32>>
// IREE-NEXT: util.global public @nan = dense<0x7FC0> : tensor<0xf16>
// IREE:      arith.constant dense<-2> : tensor<0xi8>
// IREE:      "t.op"() {a = dense<7> : tensor<0xi8>} : () -> ()

