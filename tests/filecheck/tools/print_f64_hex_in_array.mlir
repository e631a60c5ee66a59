// In an array, MLIR leaves out the type of an `f64` written in decimal, not
// of one written in hex (an infinity or a NaN): a hex literal without its
// type reads as an `i64`.  So does the package's printer: both tools read
// the output back as the input, an infinity an infinity.
// RUN: xdsl-stream-opt %s | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt > %t.ours
// RUN: xdsl-stream-opt --print-op-generic %s | iree-opt > %t.generic
// RUN: iree-opt %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: diff %t.generic %t.iree

// CHECK: attributes {y = [0xFFF0000000000000 : f64, 2.500000e+00, 0x7FF8000000000001 : f64]}
// CHECK: "complex.constant"() <{value = [0x7FF0000000000000 : f64, 1.000000e+00]}> : () -> complex<f64>
util.func public @main() -> complex<f64> attributes {y = [0xFFF0000000000000 : f64, 2.5 : f64, 0x7FF8000000000001 : f64]} {
  %z = complex.constant [0x7FF0000000000000 : f64, 1.0 : f64] : complex<f64>
  util.return %z : complex<f64>
}
