// Dense arrays of floats read and print as iree-opt reads and prints them:
// each element a float literal or its bits in hex (xDSL read decimal floats
// only, and refused `array<f32: 0x7F800000>`, which MLIR prints for infinity,
// while printing infinities so itself), a decimal past the format's range
// rounded to infinity, and each element printed with its bits exact (xDSL
// widened each to a double: an f32 signalling NaN became quiet, an f16
// payload was lost).  Our output, read by iree-opt, is iree-opt's own output.
// RUN: xdsl-stream-opt --allow-unregistered-dialect %s | filecheck %s
// RUN: xdsl-stream-opt --allow-unregistered-dialect %s | iree-opt --allow-unregistered-dialect > %t.ours
// RUN: iree-opt --allow-unregistered-dialect %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: xdsl-stream-opt --allow-unregistered-dialect %s > %t.once.mlir
// RUN: xdsl-stream-opt --allow-unregistered-dialect %t.once.mlir | diff %t.once.mlir -
// RUN: not xdsl-stream-opt --split-input-file %S/inputs/bad_float_arrays.mlir 2>&1 | filecheck %s --check-prefix=ERR

// CHECK: "test.arrays"() {a = array<f32: 0x7F800001, 0xFF800000, 0x7F800000>, b = array<f16: 0x7C01, 6.550400e+04, 0x7C00>, c = array<f64: 0x7FF0000000000000, 2.500000e+00>, d = array<bf16: 0x7F80>, e = array<f32>, f = array<f8E4M3FN: 0xFF, 1.000000e+00>}
"test.arrays"() {a = array<f32: 0x7F800001, 0xFF800000, 1.0e39>, b = array<f16: 0x7C01, 65504.0, 65520.0>, c = array<f64: 1.0e400, 2.5>, d = array<bf16: 1.0e39>, e = array<f32>, f = array<f8E4M3FN: 0xFF, 1.0>} : () -> ()

// ERR: bad_float_arrays.mlir:1:26: error: unexpected decimal integer literal for a floating point value
// ERR: bad_float_arrays.mlir:3:27: error: hexadecimal float literal should not have a leading minus
// ERR: bad_float_arrays.mlir:5:30: error: expected floating point literal
// ERR: bad_float_arrays.mlir:7:26: error: hexadecimal float constant out of range for type
// ERR: bad_float_arrays.mlir:9:15: error: f80 literals are not supported: xDSL keeps a float as a 64-bit value
