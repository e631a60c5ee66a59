// An op xDSL's own parser raises on: xDSL 0.75's linalg parser raises
// IndexError on a convolution without inputs in custom form.  Every tool says where,
// with no traceback and nothing on stdout.  An empty input is an empty module.
// RUN: not xdsl-stream-opt %s 2>&1 | filecheck %s
// RUN: not xdsl-stream-report %s 2>&1 | filecheck %s
// RUN: not xdsl-stream-opt %s 2>/dev/null > %t.out
// RUN: test ! -s %t.out
// RUN: echo "" | xdsl-stream-opt | filecheck %s --check-prefix=EMPTY

func.func @f(%c: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} outs(%c : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  return %r : tensor<1x4x4x4xf32>
}

// CHECK:      read_no_traceback.mlir:11:3: error: xDSL could not read this op (IndexError: tuple index out of range); its custom form may be one xDSL's parser does not know
// CHECK-NEXT: %r = linalg.conv_2d_nhwc_hwcf
// CHECK-NOT:  Traceback

// EMPTY:      {{^}}module {
// EMPTY-NEXT: {{^}}}
