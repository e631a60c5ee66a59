// RUN: xdsl-stream-opt %s | iree-opt --mlir-print-op-generic > %t.ours
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: xdsl-stream-opt --print-op-generic %s | filecheck %s

// The subscripts of `affine.load` and its kin are read as MLIR reads them: a
// value is a dimension unless written `symbol(%v)`, dimensions first.  xDSL
// 0.75 made each a symbol, another map (an induction variable is no symbol:
// iree-opt refused the output inside an `affine.for`).

func.func @f(%m: memref<8x8xf32>, %i: index, %n: index) {
  // CHECK: "affine.load"(%m, %i, %n) <{map = affine_map<(d0, d1) -> ((d0 + 1), (d1 * 2))>}>
  %x = affine.load %m[%i + 1, %n * 2] : memref<8x8xf32>
  // CHECK: "affine.store"(%x, %m, %n, %i) <{map = affine_map<(d0, d1) -> (d0, d1)>}>
  affine.store %x, %m[%n, %i] : memref<8x8xf32>
  // CHECK: "affine.load"(%m, %i, %n) <{map = affine_map<(d0)[s0] -> ((d0 + s0), d0)>}>
  %y = affine.load %m[%i + symbol(%n), %i] : memref<8x8xf32>
  %v = affine.vector_load %m[%i, %n * 2] : memref<8x8xf32>, vector<4xf32>
  affine.vector_store %v, %m[%i, %n + 3] : memref<8x8xf32>, vector<4xf32>
  affine.for %k = 0 to 8 {
    // CHECK: "affine.load"(%m, %k) <{map = affine_map<(d0) -> (((d0 * 2) + -1), d0)>}>
    %w = affine.load %m[%k * 2 - 1, %k] : memref<8x8xf32>
  }
  return
}
