// The 8-, 6- and 4-bit float formats read and print by their bits too: a hex
// element of a dense literal is a bit pattern (`dense<0xFC> : tensor<2xf8E5M2>`
// is minus infinity; it was read as the number 252 and printed as 256.0), a
// NaN keeps its payload and sign, in a dense literal and alone.  Our output,
// read by iree-opt, is iree-opt's own output, and reads back to itself.
// RUN: xdsl-stream-opt %s > %t.ours
// RUN: filecheck %s < %t.ours
// RUN: iree-opt %t.ours > %t.ours_iree
// RUN: iree-opt %s > %t.iree
// RUN: diff %t.ours_iree %t.iree
// RUN: xdsl-stream-opt < %t.ours | diff %t.ours -

util.global private @a = dense<0xFC> : tensor<2xf8E5M2>
util.global private @b = dense<0x38> : tensor<3xf8E4M3FN>
util.global private @c = dense<0xF> : tensor<3xf4E2M1FN>
util.global private @d = dense<[0xFF, 0x7F, 0x38]> : tensor<3xf8E4M3FN>
util.global private @e = dense<[1.0e10, -1.0e10]> : tensor<2xf8E5M2>
util.global private @f = dense<[0x7D, 0xFF, 0x7E]> : tensor<3xf8E5M2>
util.global private @g = 0xFF : f8E4M3FN
util.global private @h = 0x7D : f8E5M2
util.global private @i = dense<[0x1F, 0x3F]> : tensor<2xf6E2M3FN>
util.global private @j = dense<"0xFF7F"> : tensor<2xf8E4M3FN>

// CHECK:      @a = dense<0xFC> : tensor<2xf8E5M2>
// CHECK-NEXT: @b = dense<1.000000e+00> : tensor<3xf8E4M3FN>
// CHECK-NEXT: @c = dense<-6.000000e+00> : tensor<3xf4E2M1FN>
// CHECK-NEXT: @d = dense<[0xFF, 0x7F, 1.000000e+00]> : tensor<3xf8E4M3FN>
// CHECK-NEXT: @e = dense<[0x7C, 0xFC]> : tensor<2xf8E5M2>
// CHECK-NEXT: @f = dense<[0x7D, 0xFF, 0x7E]> : tensor<3xf8E5M2>
// CHECK-NEXT: @g = 0xFF : f8E4M3FN
// CHECK-NEXT: @h = 0x7D : f8E5M2
// CHECK-NEXT: @i = dense<[7.500000e+00, -7.500000e+00]> : tensor<2xf6E2M3FN>
// CHECK-NEXT: @j = dense<[0xFF, 0x7F]> : tensor<2xf8E4M3FN>
