// MLIR's rules of structured ops that xDSL 0.75 leaves out, each refused at
// the op in iree-opt's words (xDSL read each, exit 0): the static offset,
// size and stride lists of tensor.extract_slice, tensor.insert_slice and
// memref.subview have the rank of the sliced type; a linalg op has one
// tensor result per tensor init, of its type (linalg.reduce and
// linalg.broadcast too, whose inits xDSL calls `init`), and their bodies
// yield one value per init; linalg.fill's value has the output's element
// type and its body's arguments the operands' element types; scf.for's
// results have its inits' types, scf.if's regions take no arguments and
// scf.while passes its before region as many values as it takes.
// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s

func.func @extract_slice_sizes_short(%t: tensor<8x16xf32>) -> tensor<2xf32> {
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1, 1>}> : (tensor<8x16xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 3]]:8: error: expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.

// -----

func.func @extract_slice_strides_short(%t: tensor<8x16xf32>) -> tensor<2x2xf32> {
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1>}> : (tensor<8x16xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 3]]:8: error: expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.

// -----

func.func @extract_slice_all_short_generic(%t: tensor<8x16xf32>) -> tensor<2xf32> {
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<8x16xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 3]]:8: error: expected 2 offset values, got 1

// -----

func.func @extract_slice_all_long_generic(%t: tensor<8xf32>) -> tensor<2x2xf32> {
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<8xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 3]]:8: error: expected 1 offset values, got 2

// -----

func.func @extract_slice_offsets_short_generic(%t: tensor<8x16xf32>) -> tensor<2x2xf32> {
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<8x16xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 3]]:8: error: expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.

// -----

func.func @extract_slice_all_short(%t: tensor<8x16xf32>) -> tensor<2xf32> {
  %0 = tensor.extract_slice %t[0] [2] [1] : tensor<8x16xf32> to tensor<2xf32>
  return %0 : tensor<2xf32>
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 3]]:8: error: expected 2 offset values, got 1

// -----

func.func @insert_slice_short(%s: tensor<2xf32>, %t: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = tensor.insert_slice %s into %t[0] [2] [1] : tensor<2xf32> into tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 3]]:8: error: expected 2 offset values, got 1

// -----

func.func @insert_slice_short_generic(%s: tensor<2xf32>, %t: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = "tensor.insert_slice"(%s, %t) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 3]]:8: error: expected 2 offset values, got 1

// -----

func.func @insert_slice_sizes_short_generic(%s: tensor<2xf32>, %t: tensor<8x16xf32>) -> tensor<8x16xf32> {
  %0 = "tensor.insert_slice"(%s, %t) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1, 1>}> : (tensor<2xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 3]]:8: error: expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.

// -----

func.func @subview_short(%m: memref<4x8xf32>) {
  %0 = memref.subview %m[0] [2] [1] : memref<4x8xf32> to memref<2xf32, strided<[8]>>
  return
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 3]]:8: error: expected 2 offset values, got 1

// -----

func.func @subview_short_generic(%m: memref<4x8xf32>) {
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (memref<4x8xf32>) -> memref<2xf32, strided<[8]>>
  return
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 3]]:8: error: expected 2 offset values, got 1

// -----

func.func @subview_strides_short_generic(%m: memref<4x8xf32>) {
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1>}> : (memref<4x8xf32>) -> memref<2x2xf32, strided<[8, 1]>>
  return
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 3]]:8: error: expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.

// -----

func.func @extract_slice_dyn_short(%t: tensor<8x16xf32>, %i: index) -> tensor<2xf32> {
  %0 = tensor.extract_slice %t[%i] [2] [1] : tensor<8x16xf32> to tensor<2xf32>
  return %0 : tensor<2xf32>
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 3]]:8: error: expected 2 offset values, got 1

// -----

func.func @generic_two_results(%a: tensor<4xf32>, %o: tensor<4xf32>) {
  %0:2 = "linalg.generic"(%a, %o) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 6]]:10: error: 'linalg.generic' op expected the number of tensor results (2) to be equal to the number of output tensors (1)

// -----

func.func @generic_no_result_tensor_out(%a: tensor<4xf32>, %o: tensor<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 6]]:3: error: 'linalg.generic' op expected the number of tensor results (0) to be equal to the number of output tensors (1)

// -----

func.func @matmul_memref_with_result(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  %0 = linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>) -> tensor<4x16xf32>
  return
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 3]]:8: error: 'linalg.matmul' op expected the number of tensor results (1) to be equal to the number of output tensors (0)

// -----

func.func @reduce_yield(%a: tensor<4x8xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%o : tensor<4xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %s, %s : f32, f32
    }
  return %0 : tensor<4xf32>
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 4]]:7: error: 'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)

// -----

func.func @reduce_yield_type(%a: tensor<4x8xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%o : tensor<4xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %s = arith.constant 1.0 : f64
      linalg.yield %s : f64
    }
  return %0 : tensor<4xf32>
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 4]]:7: error: 'linalg.yield' op type of yield operand 1 ('f64') doesn't match the element type of the enclosing linalg.generic op ('f32')

// -----

func.func @reduce_result(%a: tensor<4x8xf32>, %o: tensor<4xf32>) {
  %0 = "linalg.reduce"(%a, %o) <{dimensions = array<i64: 1>}> ({
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf64>
  return
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 7]]:8: error: 'linalg.reduce' op expected type of operand #1 ('tensor<4xf32>') to match type of corresponding result ('tensor<4xf64>')

// -----

func.func @reduce_no_result(%a: tensor<4x8xf32>, %o: tensor<4xf32>) {
  "linalg.reduce"(%a, %o) <{dimensions = array<i64: 1>}> ({
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }) : (tensor<4x8xf32>, tensor<4xf32>) -> ()
  return
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 7]]:3: error: 'linalg.reduce' op expected the number of tensor results (0) to be equal to the number of output tensors (1)

// -----

func.func @broadcast_yield(%a: tensor<4xf32>, %o: tensor<4x8xf32>) {
  %0 = "linalg.broadcast"(%a, %o) <{dimensions = array<i64: 1>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield
  }) : (tensor<4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 4]]:5: error: 'linalg.yield' op expected number of yield values (0) to match the number of inits / outs operands of the enclosing LinalgOp (1)

// -----

func.func @broadcast_result(%a: tensor<4xf32>, %o: tensor<4x8xf32>) {
  %1 = "linalg.broadcast"(%a, %o) <{dimensions = array<i64: 1>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }) : (tensor<4xf32>, tensor<4x8xf32>) -> tensor<4x8xf16>
  return
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 6]]:8: error: 'linalg.broadcast' op expected type of operand #1 ('tensor<4x8xf32>') to match type of corresponding result ('tensor<4x8xf16>')

// -----

func.func @broadcast_memref_result(%a: memref<4xf32>, %o: memref<4x8xf32>) {
  %1 = "linalg.broadcast"(%a, %o) <{dimensions = array<i64: 1>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }) : (memref<4xf32>, memref<4x8xf32>) -> tensor<4x8xf32>
  return
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 6]]:8: error: 'linalg.broadcast' op expected the number of tensor results (1) to be equal to the number of output tensors (0)

// -----

func.func @fill_value_type(%f: f16, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "linalg.fill"(%f, %o) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }) : (f16, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 6]]:8: error: 'linalg.fill' op expected fill value type ('f16') to match output element type ('f32')

// -----

func.func @fill_value_type_custom(%f: f16, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.fill ins(%f : f16) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 3]]:8: error: 'linalg.fill' op expected fill value type ('f16') to match output element type ('f32')

// -----

func.func @fill_block_arg(%f: f32, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "linalg.fill"(%f, %o) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f64):
    linalg.yield %x : f32
  }) : (f32, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 6]]:8: error: 'linalg.fill' op expected type of bb argument #1 ('f64') to match element or self type of the corresponding operand ('f32')

// -----

func.func @fill_block_arg0(%f: f32, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "linalg.fill"(%f, %o) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f64, %y: f32):
    linalg.yield %y : f32
  }) : (f32, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 6]]:8: error: 'linalg.fill' op expected type of bb argument #0 ('f64') to match element or self type of the corresponding operand ('f32')

// -----

func.func @fill_both(%f: f16, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "linalg.fill"(%f, %o) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f64):
    linalg.yield %x : f32
  }) : (f16, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 6]]:8: error: 'linalg.fill' op expected fill value type ('f16') to match output element type ('f32')

// -----

func.func @fill_arg_count(%f: f32, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "linalg.fill"(%f, %o) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32):
    linalg.yield %x : f32
  }) : (f32, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 6]]:8: error: 'linalg.fill' op expected as many non-induction variable region arguments as the number of input/output operands

// -----

func.func @fill_memref(%f: f16, %o: memref<4xf32>) {
  linalg.fill ins(%f : f16) outs(%o : memref<4xf32>)
  return
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 3]]:3: error: 'linalg.fill' op expected fill value type ('f16') to match output element type ('f32')

// -----

func.func @for_result_type(%lb: index, %a: i32) -> i64 {
  %0 = "scf.for"(%lb, %lb, %lb, %a) ({
  ^bb0(%i: index, %x: i32):
    scf.yield %x : i32
  }) : (index, index, index, i32) -> i64
  return %0 : i64
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 6]]:8: error: 'scf.for' op along control flow edge from parent to Operation scf.for: successor operand type #0 'i32' should match successor input type #0 'i64'

// -----

func.func @for_result_count(%lb: index, %a: i32) {
  "scf.for"(%lb, %lb, %lb, %a) ({
  ^bb0(%i: index, %x: i32):
    scf.yield %x : i32
  }) : (index, index, index, i32) -> ()
  return
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 6]]:3: error: 'scf.for' op mismatch in number of loop-carried values and defined values

// -----

func.func @if_region_args(%c: i1) {
  "scf.if"(%c) ({
  ^bb0(%x: i32):
    scf.yield
  }, {
  }) : (i1) -> ()
  return
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 7]]:3: error: 'scf.if' op region #0 should have no arguments

// -----

func.func @if_else_args(%c: i1) {
  "scf.if"(%c) ({
    scf.yield
  }, {
  ^bb0(%x: i32):
    scf.yield
  }) : (i1) -> ()
  return
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 8]]:3: error: 'scf.if' op region #1 should have no arguments

// -----

func.func @while_missing_init(%c: i1) -> i32 {
  %0 = "scf.while"() ({
  ^bb0(%x: i32):
    scf.condition(%c) %x : i32
  }, {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }) : () -> i32
  return %0 : i32
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 9]]:8: error: 'scf.while' op along control flow edge from parent to Region #0: region branch point has 0 operands, but region successor needs 1 inputs

// -----

// The after region's yield goes back to the before region: it is checked
// against the before region's arguments (one here), not the after region's.
func.func @while_yield_to_before(%cond: i1, %c2: index, %c4: i32) -> index {
  %w:2 = scf.while (%arg = %c2) : (index) -> (i32, index) {
    scf.condition(%cond) %c4, %arg : i32, index
  } do {
  ^bb0(%a0: i32, %a1: index):
    scf.yield %a0, %a1 : i32, index
  }
  return %w#1 : index
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 8]]:10: error: 'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 2 operands, but region successor needs 1 inputs

// -----

// A linalg.yield is right inside its linalg op (xDSL read one inside an
// scf.execute_region of the body with exit 0).
func.func @yield_not_in_linalg(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    scf.execute_region {
      linalg.yield %x : f32
    }
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 6]]:7: error: 'linalg.yield' op expected parent op with LinalgOp interface

// -----

func.func @generic_count_and_yield(%a: tensor<4xf32>, %o: tensor<4xf32>) {
  %0:2 = "linalg.generic"(%a, %o) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x, %x : f32, f32
  }) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 4]]:5: error: 'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)

// -----

func.func @generic_type_and_yield(%a: tensor<4xf32>, %o: tensor<4xf32>) {
  %0 = "linalg.generic"(%a, %o) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x, %x : f32, f32
  }) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<5xf32>)
  return
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 4]]:5: error: 'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)

// -----

func.func @fill_arg_and_yield(%f: f32, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "linalg.fill"(%f, %o) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f64):
    linalg.yield %y : f64
  }) : (f32, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 4]]:5: error: 'linalg.yield' op type of yield operand 1 ('f64') doesn't match the element type of the enclosing linalg.generic op ('f32')

// -----

// A linalg op's loops are parallel or reduction (xDSL also reads `window`,
// with exit 0): in custom form refused as MLIR's parser refuses it, after
// the attribute dictionary; in generic form at the op (iree-opt: at the
// attribute), in its words.
func.func @window_custom(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["window"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 6]]:118: error: custom op 'linalg.generic' unexpected iterator_type (window)

// -----

func.func @window_generic(%a: memref<4xf32>, %b: memref<4xf32>) {
  "linalg.generic"(%a, %b) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<window>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 6]]:{{3|140}}: error: expected ::mlir::utils::IteratorType to be one of: parallel, reduction

// -----

// An attribute written in both of linalg.generic's dictionaries (xDSL kept
// the second value, the first one gone, exit 0).
func.func @attribute_twice(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) attrs = {indexing_maps} {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 6]]:8: error: custom op 'linalg.generic' attribute 'indexing_maps' occurs more than once in the attribute list

// -----

// linalg.broadcast's (and linalg.transpose's) body takes the operands'
// element types (xDSL read another with exit 0).
func.func @broadcast_body_types(%a: tensor<4xf32>, %b: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = "linalg.broadcast"(%a, %b) <{dimensions = array<i64: 1>}> ({
  ^bb0(%x: f32, %y: f64):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
// CHECK:      verify_structured_rules_invalid.mlir:[[# @LINE - 6]]:8: error: 'linalg.broadcast' op expected type of bb argument #1 ('f64') to match element or self type of the corresponding operand ('f32')
