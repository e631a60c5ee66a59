// What verify_op_rules.mlir's rules accept: branches whose operands match
// (a switch's cases each with its own), scf.if with no results and no else,
// or yielding its results from both regions, casts that widen and narrow,
// tensor sizes and indices that match, a cast between known and unknown
// sizes, linalg results of their inits' types, an scf.while whose after
// region yields what its before region takes, an expansion from a rank-0
// tensor and a padding of a dynamic amount to a static size (both refused
// by xDSL's verifiers).  Read by us, then by
// iree-opt, it is iree-opt's own reading.
// RUN: xdsl-stream-opt %s | iree-opt > %t.ours
// RUN: iree-opt %s > %t.iree
// RUN: diff %t.ours %t.iree

func.func @branches(%c: i1, %v: i32, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.switch %v : i32, [
    default: ^bb2,
    42: ^bb1(%x : i32),
    7: ^bb3(%x, %x : i32, i32)
  ]
^bb2:
  return %a : i32
^bb3(%y: i32, %z: i32):
  return %z : i32
}

func.func @ifs(%c: i1, %a: f16) -> f32 {
  scf.if %c {
    %unused = arith.constant 1 : i32
  }
  %0 = scf.if %c -> (f32) {
    %1 = arith.extf %a : f16 to f32
    scf.yield %1 : f32
  } else {
    %2 = arith.constant 0.0 : f32
    scf.yield %2 : f32
  }
  %3 = arith.truncf %0 : f32 to bf16
  %4 = arith.extf %3 : bf16 to f32
  return %4 : f32
}

func.func @tensors(%n: index, %t: tensor<4x?xf32>, %x: f32) -> (f32, tensor<?x4xf32>, tensor<*xf32>, tensor<4x?xf32>) {
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %i = arith.constant 0 : index
  %v = tensor.extract %t[%i, %i] : tensor<4x?xf32>
  %c1 = tensor.cast %t : tensor<4x?xf32> to tensor<?x8xf32>
  %c2 = tensor.cast %c1 : tensor<?x8xf32> to tensor<*xf32>
  %f = linalg.fill ins(%x : f32) outs(%t : tensor<4x?xf32>) -> tensor<4x?xf32>
  return %v, %e, %c2, %f : f32, tensor<?x4xf32>, tensor<*xf32>, tensor<4x?xf32>
}

func.func @slices(%t: tensor<8x4xf32>, %d: tensor<?x4xf32>, %n: index) -> (tensor<4xf32>, tensor<f32>, tensor<?x4xf32>, tensor<4x4xf32>, tensor<8x4xf32>, tensor<16xf32>, tensor<?xf32>) {
  %row = tensor.extract_slice %t[0, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<4xf32>
  %one = tensor.extract_slice %t[7, 3] [1, 1] [1, 1] : tensor<8x4xf32> to tensor<f32>
  %dyn = tensor.extract_slice %t[%n, 0] [%n, 4] [1, 1] : tensor<8x4xf32> to tensor<?x4xf32>
  %far = tensor.extract_slice %d[100, 0] [4, 4] [1, 1] : tensor<?x4xf32> to tensor<4x4xf32>
  %back = tensor.extract_slice %t[7, 0] [4, 4] [-1, 1] : tensor<8x4xf32> to tensor<4x4xf32>
  %in = tensor.insert_slice %row into %t[2, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<8x4xf32>
  %sq = tensor.extract_slice %in[0, 0] [4, 4] [2, 1] : tensor<8x4xf32> to tensor<4x4xf32>
  %flat = tensor.collapse_shape %sq [[0, 1]] : tensor<4x4xf32> into tensor<16xf32>
  %dflat = tensor.collapse_shape %d [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %back2 = tensor.expand_shape %flat [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32>
  return %row, %one, %dyn, %far, %in, %flat, %dflat : tensor<4xf32>, tensor<f32>, tensor<?x4xf32>, tensor<4x4xf32>, tensor<8x4xf32>, tensor<16xf32>, tensor<?xf32>
}

#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @bodies(%t: tensor<4x8xf32>, %x: f32, %n: index) -> (tensor<4x8xf32>, tensor<4x8xi32>, tensor<2xf32>, tensor<?x9xf32>, i32, i64) {
  %e = tensor.empty() : tensor<4x8xi32>
  %idx = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<4x8xf32>) outs(%e : tensor<4x8xi32>) {
  ^bb0(%a: f32, %c: i32):
    %i = linalg.index 1 : index
    %j = arith.index_cast %i : index to i32
    linalg.yield %j : i32
  } -> tensor<4x8xi32>
  %same = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<4x8xf32>) outs(%t : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4x8xf32>
  %k = arith.constant 0 : index
  %v = tensor.extract %same[%k, %k] : tensor<4x8xf32>
  %pair = tensor.from_elements %v, %x : tensor<2xf32>
  %p = tensor.pad %t low[%n, 0] high[0, 1] {
  ^bb0(%i0: index, %i1: index):
    tensor.yield %x : f32
  } : tensor<4x8xf32> to tensor<?x9xf32>
  %c0 = arith.constant 0 : i32
  %r = scf.while (%a = %c0) : (i32) -> i32 {
    %t1 = arith.constant true
    scf.condition(%t1) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  %w = scf.execute_region -> i64 {
    %l = arith.extsi %r : i32 to i64
    scf.yield %l : i64
  }
  return %same, %idx, %pair, %p, %r, %w : tensor<4x8xf32>, tensor<4x8xi32>, tensor<2xf32>, tensor<?x9xf32>, i32, i64
}

func.func @while_regions_of_other_types(%c: i1, %x: i32) -> index {
  %r = scf.while (%a = %x) : (i32) -> index {
    %i = arith.index_cast %a : i32 to index
    scf.condition(%c) %i : index
  } do {
  ^bb0(%b: index):
    %j = arith.index_cast %b : index to i32
    scf.yield %j : i32
  }
  return %r : index
}

func.func @while_yields_to_before(%cond: i1, %c2: index, %c4: index) -> index {
  %w:2 = scf.while (%arg = %c2) : (index) -> (index, index) {
    scf.condition(%cond) %c4, %arg : index, index
  } do {
  ^bb0(%a0: index, %a1: index):
    scf.yield %a0 : index
  }
  return %w#1 : index
}

func.func @reshape_and_pad(%t: tensor<f32>, %u: tensor<4xf32>, %n: index, %p: f32) -> (tensor<1x1xf32>, tensor<6xf32>) {
  %0 = tensor.expand_shape %t [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  %1 = tensor.pad %u low[%n] high[1] {
  ^bb0(%i: index):
    tensor.yield %p : f32
  } : tensor<4xf32> to tensor<6xf32>
  return %0, %1 : tensor<1x1xf32>, tensor<6xf32>
}

// A linalg op the package does not declare, read as unregistered, is a
// LinalgOp to its linalg.yield (iree-opt's generic print of a matvec).
func.func @undeclared_linalg_op(%a: tensor<4x8xf32>, %b: tensor<8xf32>, %c: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "linalg.matvec"(%a, %b, %c) <{operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %1 = "arith.mulf"(%x, %y) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2 = "arith.addf"(%z, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "linalg.yield"(%2) : (f32) -> ()
  }) : (tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

