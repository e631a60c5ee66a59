// A model source instead of its dump: xDSL 0.75's linalg parser raises
// IndexError on a transposed matmul in custom form.  Every tool says where,
// with no traceback and nothing on stdout.  An empty input is an empty module.
// RUN: not xdsl-stream-opt %s 2>&1 | filecheck %s
// RUN: not xdsl-stream-report %s 2>&1 | filecheck %s
// RUN: not xdsl-stream-opt %s 2>/dev/null > %t.out
// RUN: test ! -s %t.out
// RUN: echo "" | xdsl-stream-opt | filecheck %s --check-prefix=EMPTY

func.func @f(%a: tensor<16x8xf32>, %b: tensor<16x8xf32>, %c: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %r = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<16x8xf32>, tensor<16x8xf32>) outs(%c : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// CHECK:      read_no_traceback.mlir:11:3: error: xDSL could not read this op (IndexError: list index out of range); its custom form may be one xDSL's parser does not know
// CHECK-NEXT: %r = linalg.matmul
// CHECK-NOT:  Traceback

// EMPTY:      {{^}}module {
// EMPTY-NEXT: {{^}}}
