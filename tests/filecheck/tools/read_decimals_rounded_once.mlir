// A decimal float is rounded to its type once, as MLIR's APFloat rounds it.
// Rounded first to a double and then to the type (as xDSL 0.75 reads it), a
// decimal whose nearest double lies half-way between two of the type's
// values, or on its overflow threshold, rounded the other way: f32's largest
// value became infinity, 1.0625000000000000001 : f8E4M3FN became 1.0.  A
// decimal past the range of a format without infinities is the NaN of its
// sign.  Our output, read by iree-opt, is iree-opt's own output, and reads
// back to itself.
// RUN: xdsl-stream-opt %s > %t.ours
// RUN: filecheck %s < %t.ours
// RUN: iree-opt %t.ours > %t.ours_iree
// RUN: iree-opt %s > %t.iree
// RUN: diff %t.ours_iree %t.iree
// RUN: xdsl-stream-opt < %t.ours | diff %t.ours -

// CHECK: @max_f32 = 3.40282347e+38 : f32
util.global private @max_f32 = 3.4028235677973366e38 : f32
// CHECK: @above_tie_f16 = 1.000980e+00 : f16
util.global private @above_tie_f16 = 1.000488281250000000000000000000001 : f16
// CHECK: @above_tie_f8 = 1.125000e+00 : f8E4M3FN
util.global private @above_tie_f8 = 1.0625000000000000001 : f8E4M3FN
// CHECK: @below_overflow_f16 = 6.550400e+04 : f16
util.global private @below_overflow_f16 = 65519.99999999999999999 : f16
// CHECK: @above_half_min_f32 = 1.401300e-45 : f32
util.global private @above_half_min_f32 = 7.00649232162408535461864791644958065640130970938257885878534141944895541342930300743319094181060791015625001e-46 : f32
// CHECK: @tie_f8 = 1.000000e+00 : f8E4M3FN
util.global private @tie_f8 = 1.0625 : f8E4M3FN
// CHECK: @negative_overflow_f8 = 0xFF : f8E4M3FN
util.global private @negative_overflow_f8 = -1000.0 : f8E4M3FN
// CHECK: @dense_f32 = dense<3.40282347e+38> : tensor<2xf32>
util.global private @dense_f32 = dense<3.4028235677973366e38> : tensor<2xf32>
// CHECK: @dense_f8 = dense<[1.125000e+00, 0xFF]> : tensor<2xf8E4M3FN>
util.global private @dense_f8 = dense<[1.0625000000000000001, -1000.0]> : tensor<2xf8E4M3FN>
// CHECK: @complex_f16 = dense<(1.000980e+00,2.000000e+00)> : tensor<complex<f16>>
util.global private @complex_f16 = dense<(1.000488281250000000000000000000001, 2.0)> : tensor<complex<f16>>
// CHECK: {a = array<f16: 1.000980e+00, 6.550400e+04>}
func.func private @array_f16() attributes {a = array<f16: 1.000488281250000000000000000000001, 65519.99999999999999999>}
