// The verifiers of upstream ops that xDSL 0.75 leaves out, each refused at
// the op in iree-opt's words (xDSL read each, exit 0): branch operands
// against the successor's arguments, scf.if's else region and yields, float
// casts that do not widen or narrow, tensor.empty's sizes, tensor.extract's
// indices, tensor.cast's shapes, tensor.pad's sizes and body,
// tensor.expand_shape's output shape, and a linalg op's result type.
// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

func.func @f(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1:
  return
^bb2(%x: i32):
  return
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 6]]:3: error: branch has 1 operands for successor #0, but target block has 0
// IREE:       verify_op_rules.mlir:[[# @LINE - 7]]:3: error: branch has 1 operands for successor #0, but target block has 0

// -----

func.func @f(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i64):
  return
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 4]]:3: error: type mismatch for bb argument #0 of successor #0
// IREE:       verify_op_rules.mlir:[[# @LINE - 5]]:3: error: type mismatch for bb argument #0 of successor #0

// -----

func.func @f(%v: i32, %a: i32) {
  cf.switch %v : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1
  ]
^bb1(%x: i32):
  return
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 7]]:3: error: branch has 0 operands for successor #1, but target block has 1
// IREE:       verify_op_rules.mlir:[[# @LINE - 8]]:3: error: branch has 0 operands for successor #1, but target block has 1

// -----

func.func @f(%c: i1) -> i32 {
  %0 = scf.if %c -> (i32) {
    %1 = arith.constant 1 : i32
    scf.yield %1 : i32
  }
  return %0 : i32
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 6]]:8: error: 'scf.if' op must have an else block if defining values
// IREE:       verify_op_rules.mlir:[[# @LINE - 7]]:8: error: 'scf.if' op must have an else block if defining values

// -----

func.func @f(%c: i1) -> i64 {
  %0 = scf.if %c -> (i64) {
    %1 = arith.constant 1 : i32
    scf.yield %1 : i32
  } else {
    %2 = arith.constant 2 : i64
    scf.yield %2 : i64
  }
  return %0 : i64
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 9]]:8: error: 'scf.if' op along control flow edge from Operation scf.yield to Operation scf.if: successor operand type #0 'i32' should match successor input type #0 'i64'
// IREE:       verify_op_rules.mlir:[[# @LINE - 10]]:8: error: 'scf.if' op along control flow edge from Operation scf.yield to Operation scf.if: successor operand type #0 'i32' should match successor input type #0 'i64'

// -----

func.func @f(%c: i1) {
  scf.if %c {
    %1 = arith.constant 1 : i32
    scf.yield %1 : i32
  }
  return
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 6]]:3: error: 'scf.if' op along control flow edge from Operation scf.yield to Operation scf.if: region branch point has 1 operands, but region successor needs 0 inputs
// IREE:       verify_op_rules.mlir:[[# @LINE - 7]]:3: error: 'scf.if' op along control flow edge from Operation scf.yield to Operation scf.if: region branch point has 1 operands, but region successor needs 0 inputs

// -----

func.func @f(%a: f32) -> f16 {
  %0 = arith.extf %a : f32 to f16
  return %0 : f16
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 3]]:8: error: 'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible
// IREE:       verify_op_rules.mlir:[[# @LINE - 4]]:8: error: 'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible

// -----

func.func @f(%a: tensor<4xf16>) -> tensor<4xbf16> {
  %0 = arith.truncf %a : tensor<4xf16> to tensor<4xbf16>
  return %0 : tensor<4xbf16>
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 3]]:8: error: 'arith.truncf' op operand type 'tensor<4xf16>' and result type 'tensor<4xbf16>' are cast incompatible
// IREE:       verify_op_rules.mlir:[[# @LINE - 4]]:8: error: 'arith.truncf' op operand type 'tensor<4xf16>' and result type 'tensor<4xbf16>' are cast incompatible

// -----

func.func @f(%n: index) -> tensor<?x?xf32> {
  %0 = tensor.empty(%n) : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 3]]:8: error: 'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 2
// IREE:       verify_op_rules.mlir:[[# @LINE - 4]]:8: error: 'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 2

// -----

func.func @f(%t: tensor<4x4xf32>, %i: index) -> f32 {
  %0 = tensor.extract %t[%i] : tensor<4x4xf32>
  return %0 : f32
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 3]]:8: error: 'tensor.extract' op incorrect number of indices for extract_element
// IREE:       verify_op_rules.mlir:[[# @LINE - 4]]:8: error: 'tensor.extract' op incorrect number of indices for extract_element

// -----

func.func @f(%t: tensor<4xf32>) -> tensor<4xi32> {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<4xi32>
  return %0 : tensor<4xi32>
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 3]]:8: error: 'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi32>' are cast incompatible
// IREE:       verify_op_rules.mlir:[[# @LINE - 4]]:8: error: 'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi32>' are cast incompatible

// -----

func.func @f(%t: tensor<4xf32>, %x: f32) -> tensor<5xf32> {
  %0 = linalg.fill ins(%x : f32) outs(%t : tensor<4xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 3]]:8: error: 'linalg.fill' op expected type of operand #1 ('tensor<4xf32>') to match type of corresponding result ('tensor<5xf32>')
// IREE:       verify_op_rules.mlir:[[# @LINE - 4]]:8: error: 'linalg.fill' op expected type of operand #1 ('tensor<4xf32>') to match type of corresponding result ('tensor<5xf32>')

// -----

// A message xDSL already begins with the op's name is not prefixed twice.
func.func @f(%a: index) -> index {
  %0 = arith.index_cast %a : index to index
  return %0 : index
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 3]]:8: error: 'arith.index_cast' op operand type 'index' and result type 'index' are cast incompatible
// IREE:       verify_op_rules.mlir:[[# @LINE - 4]]:8: error: 'arith.index_cast' op operand type 'index' and result type 'index' are cast incompatible

// -----

func.func @f(%t: tensor<8x4xf32>) -> tensor<4x4xf32> {
  %0 = tensor.extract_slice %t[6, 0] [4, 4] [1, 1] : tensor<8x4xf32> to tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 3]]:8: error: slice along dimension 0 runs out-of-bounds: 9 >= 8
// IREE:       verify_op_rules.mlir:[[# @LINE - 4]]:8: error: slice along dimension 0 runs out-of-bounds: 9 >= 8

// -----

func.func @f(%t: tensor<8x4xf32>) -> tensor<0x4xf32> {
  %0 = tensor.extract_slice %t[8, 0] [0, 4] [1, 1] : tensor<8x4xf32> to tensor<0x4xf32>
  return %0 : tensor<0x4xf32>
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 3]]:8: error: offset 0 is out-of-bounds: 8 >= 8
// IREE:       verify_op_rules.mlir:[[# @LINE - 4]]:8: error: offset 0 is out-of-bounds: 8 >= 8

// -----

func.func @f(%t: tensor<8x4xf32>) -> tensor<2x4xf32> {
  %0 = tensor.extract_slice %t[-1, 0] [2, 4] [1, 1] : tensor<8x4xf32> to tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 3]]:8: error: expected offsets to be non-negative, but got -1
// IREE:       verify_op_rules.mlir:[[# @LINE - 4]]:8: error: expected offsets to be non-negative, but got -1

// -----

func.func @f(%t: tensor<8x4xf32>) -> tensor<1xf32> {
  %0 = tensor.extract_slice %t[0, 0] [4, 1] [1, 1] : tensor<8x4xf32> to tensor<1xf32>
  return %0 : tensor<1xf32>
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 3]]:8: error: expected type to be 'tensor<4x1xf32>' or a rank-reduced version. (size mismatch)
// IREE:       verify_op_rules.mlir:[[# @LINE - 4]]:8: error: expected type to be 'tensor<4x1xf32>' or a rank-reduced version. (size mismatch)

// -----

func.func @f(%t: tensor<8x4xf32>) -> tensor<4x4xi32> {
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x4xf32> to tensor<4x4xi32>
  return %0 : tensor<4x4xi32>
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 3]]:8: error: expected element type to be 'f32'
// IREE:       verify_op_rules.mlir:[[# @LINE - 4]]:8: error: expected element type to be 'f32'

// -----

func.func @f(%t: tensor<8x4xf32>) -> tensor<4x4x1xf32> {
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x4xf32> to tensor<4x4x1xf32>
  return %0 : tensor<4x4x1xf32>
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 3]]:8: error: expected rank to be smaller or equal to the other rank.
// IREE:       verify_op_rules.mlir:[[# @LINE - 4]]:8: error: expected rank to be smaller or equal to the other rank.

// -----

func.func @f(%a: tensor<8x4xf32>, %b: tensor<16x4xf32>) -> tensor<16x4xf32> {
  %0 = tensor.insert_slice %a into %b[10, 0] [8, 4] [1, 1] : tensor<8x4xf32> into tensor<16x4xf32>
  return %0 : tensor<16x4xf32>
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 3]]:8: error: slice along dimension 0 runs out-of-bounds: 17 >= 16
// IREE:       verify_op_rules.mlir:[[# @LINE - 4]]:8: error: slice along dimension 0 runs out-of-bounds: 17 >= 16

// -----

func.func @f(%a: tensor<2xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tensor.insert_slice %a into %b[0] [3] [1] : tensor<2xf32> into tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 3]]:8: error: expected type to be 'tensor<3xf32>' or a rank-reduced version. (size mismatch)
// IREE:       verify_op_rules.mlir:[[# @LINE - 4]]:8: error: expected type to be 'tensor<3xf32>' or a rank-reduced version. (size mismatch)

// -----

func.func @f(%t: tensor<4x4xf32>) -> tensor<15xf32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<4x4xf32> into tensor<15xf32>
  return %0 : tensor<15xf32>
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 3]]:8: error: 'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 16
// IREE:       verify_op_rules.mlir:[[# @LINE - 4]]:8: error: 'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 16

// -----

func.func @f(%t: tensor<?x4xf32>) -> tensor<16xf32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<?x4xf32> into tensor<16xf32>
  return %0 : tensor<16xf32>
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 3]]:8: error: 'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic
// IREE:       verify_op_rules.mlir:[[# @LINE - 4]]:8: error: 'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic

// -----

func.func @f(%t: tensor<4x4xf32>) -> tensor<16xi32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<4x4xf32> into tensor<16xi32>
  return %0 : tensor<16xi32>
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 3]]:8: error: 'tensor.collapse_shape' op expected collapsed type to be 'tensor<16xf32>', but got 'tensor<16xi32>'
// IREE:       verify_op_rules.mlir:[[# @LINE - 4]]:8: error: 'tensor.collapse_shape' op expected collapsed type to be 'tensor<16xf32>', but got 'tensor<16xi32>'

// -----

#id = affine_map<(d0) -> (d0)>
func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x, %x : f32, f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 4]]:5: error: 'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)
// IREE:       verify_op_rules.mlir:[[# @LINE - 5]]:5: error: 'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)

// -----

#id = affine_map<(d0) -> (d0)>
func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %i = arith.constant 1 : i32
    linalg.yield %i : i32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 4]]:5: error: 'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')
// IREE:       verify_op_rules.mlir:[[# @LINE - 5]]:5: error: 'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')

// -----

#id = affine_map<(d0) -> (d0)>
func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %i = linalg.index 1 : index
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 5]]:10: error: 'linalg.index' op expected dim (1) to be lower than the number of loops (1) of the enclosing LinalgOp
// IREE:       verify_op_rules.mlir:[[# @LINE - 6]]:10: error: 'linalg.index' op expected dim (1) to be lower than the number of loops (1) of the enclosing LinalgOp

// -----

func.func @f(%t: tensor<4xf32>, %i: index, %x: f32) -> tensor<4xf32> {
  %0 = tensor.insert %x into %t[%i, %i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 3]]:8: error: 'tensor.insert' op incorrect number of indices
// IREE:       verify_op_rules.mlir:[[# @LINE - 4]]:8: error: 'tensor.insert' op incorrect number of indices

// -----

func.func @f(%x: f32) -> tensor<3xf32> {
  %0 = "tensor.from_elements"(%x, %x) : (f32, f32) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 3]]:8: error: 'tensor.from_elements' op failed to verify that operand types match result element type
// IREE:       verify_op_rules.mlir:[[# @LINE - 4]]:8: error: 'tensor.from_elements' op failed to verify that operand types match result element type

// -----

func.func @f(%t: tensor<4xf32>, %x: f32) -> tensor<6xf32> {
  %0 = tensor.pad %t low[1] high[2] {
  ^bb0(%i: index):
    tensor.yield %x : f32
  } : tensor<4xf32> to tensor<6xf32>
  return %0 : tensor<6xf32>
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 6]]:8: error: specified type 'tensor<6xf32>' does not match the inferred type 'tensor<7xf32>'
// IREE:       verify_op_rules.mlir:[[# @LINE - 7]]:8: error: specified type 'tensor<6xf32>' does not match the inferred type 'tensor<7xf32>'

// -----

func.func @f(%t: tensor<4xf32>, %x: f16) -> tensor<6xf32> {
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %x : f16
  } : tensor<4xf32> to tensor<6xf32>
  return %0 : tensor<6xf32>
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 6]]:8: error: 'tensor.pad' op expected yield type to match shape element type
// IREE:       verify_op_rules.mlir:[[# @LINE - 7]]:8: error: 'tensor.pad' op expected yield type to match shape element type

// -----

func.func @f(%t: tensor<4xf32>, %x: f32) -> tensor<6xf32> {
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%i: i32):
    tensor.yield %x : f32
  } : tensor<4xf32> to tensor<6xf32>
  return %0 : tensor<6xf32>
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 6]]:8: error: 'tensor.pad' op expected block argument 1 to be an index
// IREE:       verify_op_rules.mlir:[[# @LINE - 7]]:8: error: 'tensor.pad' op expected block argument 1 to be an index

// -----

func.func @f(%t: tensor<4xf32>, %x: f32) -> tensor<6xf32> {
  %0 = "tensor.pad"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_low = array<i64: 1>, static_high = array<i64: 1>}> ({
  ^bb0(%i: index):
    "tensor.yield"(%x, %x) : (f32, f32) -> ()
  }) : (tensor<4xf32>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 4]]:5: error: 'tensor.yield' op requires a single operand
// IREE:       verify_op_rules.mlir:[[# @LINE - 5]]:5: error: 'tensor.yield' op requires a single operand

// -----

func.func @f(%t: tensor<6x4xf32>) -> tensor<2x3x4xf32> {
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 3, 5] : tensor<6x4xf32> into tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 3]]:8: error: 'tensor.expand_shape' op invalid output shape provided at pos 2
// IREE:       verify_op_rules.mlir:[[# @LINE - 4]]:8: error: 'tensor.expand_shape' op invalid output shape provided at pos 2

// -----

func.func @f(%t: tensor<?xf32>, %n: index) -> tensor<?x4xf32> {
  %0 = "tensor.expand_shape"(%t, %n) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 4>}> : (tensor<?xf32>, index) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 3]]:8: error: 'tensor.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 0 dynamic dims while output_shape has 1 values
// IREE:       verify_op_rules.mlir:[[# @LINE - 4]]:8: error: 'tensor.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 0 dynamic dims while output_shape has 1 values

// -----

func.func @f() -> i64 {
  %c = arith.constant 0 : i32
  %r = scf.while (%a = %c) : (i32) -> i64 {
    %t = arith.constant true
    scf.condition(%t) %a : i32
  } do {
  ^bb0(%b: i64):
    scf.yield %c : i32
  }
  return %r : i64
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 9]]:8: error: 'scf.while' op along control flow edge from Operation scf.condition to Operation scf.while: successor operand type #0 'i32' should match successor input type #0 'i64'
// IREE:       verify_op_rules.mlir:[[# @LINE - 10]]:8: error: 'scf.while' op along control flow edge from Operation scf.condition to Operation scf.while: successor operand type #0 'i32' should match successor input type #0 'i64'

// -----

func.func @f() -> i32 {
  %c = arith.constant 0 : i32
  %d = arith.constant 0 : i64
  %r = scf.while (%a = %c) : (i32) -> i32 {
    %t = arith.constant true
    scf.condition(%t) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %d : i64
  }
  return %r : i32
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 9]]:8: error: 'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'i64' should match successor input type #0 'i32'
// IREE:       verify_op_rules.mlir:[[# @LINE - 10]]:8: error: 'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'i64' should match successor input type #0 'i32'

// -----

func.func @f() -> i32 {
  %0 = scf.execute_region -> i32 {
    %a = arith.constant 1 : i64
    scf.yield %a : i64
  }
  return %0 : i32
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 6]]:8: error: 'scf.execute_region' op along control flow edge from Operation scf.yield to Operation scf.execute_region: successor operand type #0 'i64' should match successor input type #0 'i32'
// IREE:       verify_op_rules.mlir:[[# @LINE - 7]]:8: error: 'scf.execute_region' op along control flow edge from Operation scf.yield to Operation scf.execute_region: successor operand type #0 'i64' should match successor input type #0 'i32'

// -----

func.func @f(%m: memref<4xf32>) {
  %0 = memref.subview %m[0] [5] [1] : memref<4xf32> to memref<5xf32>
  return
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 3]]:8: error: slice along dimension 0 runs out-of-bounds: 4 >= 4
// IREE:       verify_op_rules.mlir:[[# @LINE - 4]]:8: error: slice along dimension 0 runs out-of-bounds: 4 >= 4

// -----

func.func @f(%t: tensor<4xf32>) -> tensor<2x2xi32> {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
// CHECK:      verify_op_rules.mlir:[[# @LINE - 3]]:8: error: 'tensor.expand_shape' op expected collapsed type to be 'tensor<4xi32>', but got 'tensor<4xf32>'
// IREE:       verify_op_rules.mlir:[[# @LINE - 4]]:8: error: 'tensor.expand_shape' op expected collapsed type to be 'tensor<4xi32>', but got 'tensor<4xf32>'

// -----

// cf.switch switches on a signless integer (xDSL took an index, exit 0).
func.func @switch_on_index(%f: index) {
  "cf.switch"(%f) [^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<5> : vector<1xindex>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> ()
^bb1:
  return
}
// CHECK: verify_op_rules.mlir:[[# @LINE - 4]]:3: error: 'cf.switch' op operand #0 must be signless integer, but got 'index'
// IREE: verify_op_rules.mlir:[[# @LINE - 5]]:3: error: 'cf.switch' op operand #0 must be signless integer, but got 'index'

// -----

// memref.global's initial value has the memref's element type and shape
// (xDSL checked neither, exit 0).
"memref.global"() <{sym_name = "g", sym_visibility = "private", type = memref<2x2xf32>, initial_value = dense<1.0> : tensor<2x3xf32>}> : () -> ()
// CHECK: verify_op_rules.mlir:[[# @LINE - 1]]:1: error: 'memref.global' op initial value shape expected to be 2, 2 but was 2, 3
// IREE: verify_op_rules.mlir:[[# @LINE - 2]]:1: error: 'memref.global' op initial value shape expected to be 2, 2 but was 2, 3

// -----

"memref.global"() <{sym_name = "h", sym_visibility = "private", type = memref<2xf32>, initial_value = dense<1> : tensor<2xi32>}> : () -> ()
// CHECK: verify_op_rules.mlir:[[# @LINE - 1]]:1: error: 'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'
// IREE: verify_op_rules.mlir:[[# @LINE - 2]]:1: error: 'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'

// -----

// scf.parallel's constant step is positive (xDSL read a step of 0, exit 0).
func.func @parallel_step_zero(%n: index) {
  %c0 = arith.constant 0 : index
  "scf.parallel"(%c0, %n, %c0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
// CHECK: verify_op_rules.mlir:[[# @LINE - 6]]:3: error: 'scf.parallel' op constant step operand must be positive
// IREE: verify_op_rules.mlir:[[# @LINE - 7]]:3: error: 'scf.parallel' op constant step operand must be positive

// -----

// vector.maskedstore stores a value of its mask's shape (xDSL read another,
// exit 0).
func.func @masked_store_shape(%m: memref<8xf32>, %i: index, %k: vector<4xi1>, %v: vector<2xf32>) {
  vector.maskedstore %m[%i], %k, %v : memref<8xf32>, vector<4xi1>, vector<2xf32>
  return
}
// CHECK: verify_op_rules.mlir:[[# @LINE - 3]]:3: error: 'vector.maskedstore' op expected valueToStore shape to match mask shape
// IREE: verify_op_rules.mlir:[[# @LINE - 4]]:3: error: 'vector.maskedstore' op expected valueToStore shape to match mask shape

// -----

// affine.for's step is an index attribute (xDSL took an i64, exit 0).
"func.func"() <{function_type = (index) -> (), sym_name = "affine_step_i64"}> ({
^bb0(%n: index):
  "affine.for"(%n) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 1, 0>, step = 2 : i64, upperBoundMap = affine_map<()[s0] -> (s0)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  "func.return"() : () -> ()
}) : () -> ()
// CHECK: verify_op_rules.mlir:[[# @LINE - 6]]:3: error: 'affine.for' op attribute 'step' failed to satisfy constraint: index attribute
// IREE: verify_op_rules.mlir:[[# @LINE - 7]]:3: error: 'affine.for' op attribute 'step' failed to satisfy constraint: index attribute

// -----

// Elementwise ops take non-scalar operands of one kind and shape (MLIR's
// ElementwiseMappable): xDSL's arith.remf took a tensor and a vector, exit 0.
func.func @f(%a: tensor<2xf32>, %b: vector<2xf32>) {
  %0 = "arith.remf"(%a, %b) : (tensor<2xf32>, vector<2xf32>) -> tensor<2xf32>
  return
}
// CHECK: verify_op_rules.mlir:[[# @LINE - 3]]:8: error: 'arith.remf' op all non-scalar operands/results must have the same shape and base type
// IREE: verify_op_rules.mlir:[[# @LINE - 4]]:8: error: 'arith.remf' op all non-scalar operands/results must have the same shape and base type

// -----

// math.fpowi's operands have one shape (xDSL's took two, exit 0).
func.func @f(%a: tensor<2xf32>, %b: tensor<3xi32>) {
  %0 = "math.fpowi"(%a, %b) : (tensor<2xf32>, tensor<3xi32>) -> tensor<2xf32>
  return
}
// CHECK: verify_op_rules.mlir:[[# @LINE - 3]]:8: error: 'math.fpowi' op requires the same shape for all operands and results
// IREE: verify_op_rules.mlir:[[# @LINE - 4]]:8: error: 'math.fpowi' op requires the same shape for all operands and results

// -----

// func.call_indirect, which xDSL does not declare (read as unregistered, exit
// 0), passes its callee's input types and returns its result types.
func.func @g(%f: (i32) -> i32, %a: i64) {
  %0 = "func.call_indirect"(%f, %a) : ((i32) -> i32, i64) -> i32
  return
}
// CHECK: verify_op_rules.mlir:[[# @LINE - 3]]:8: error: 'func.call_indirect' op failed to verify that callee input types match argument types
// IREE: verify_op_rules.mlir:[[# @LINE - 4]]:8: error: 'func.call_indirect' op failed to verify that callee input types match argument types

// -----

func.func @g(%f: (i32) -> i32, %a: i32) {
  %0 = "func.call_indirect"(%f, %a) : ((i32) -> i32, i32) -> i64
  return
}
// CHECK: verify_op_rules.mlir:[[# @LINE - 3]]:8: error: 'func.call_indirect' op failed to verify that callee result types match result types
// IREE: verify_op_rules.mlir:[[# @LINE - 4]]:8: error: 'func.call_indirect' op failed to verify that callee result types match result types

// -----

// arith's integer ops take signless integers of a non-zero width, or index
// (xDSL took si32, ui8 and i0, exit 0).
func.func @f(%a: si32) {
  %0 = "arith.addi"(%a, %a) : (si32, si32) -> si32
  return
}
// CHECK: verify_op_rules.mlir:[[# @LINE - 3]]:8: error: 'arith.addi' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'si32'
// IREE: verify_op_rules.mlir:[[# @LINE - 4]]:8: error: 'arith.addi' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'si32'

// -----

func.func @f(%a: vector<2xi0>) {
  %0:2 = "arith.mulsi_extended"(%a, %a) : (vector<2xi0>, vector<2xi0>) -> (vector<2xi0>, vector<2xi0>)
  return
}
// CHECK: verify_op_rules.mlir:[[# @LINE - 3]]:10: error: 'arith.mulsi_extended' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'vector<2xi0>'
// IREE: verify_op_rules.mlir:[[# @LINE - 4]]:10: error: 'arith.mulsi_extended' op operand #0 must be signless-non-zero-bitwidth-integer-like, but got 'vector<2xi0>'

// -----

// A module's region takes no arguments; a cast has a result (both read, exit 0).
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()
// CHECK: verify_op_rules.mlir:[[# @LINE - 3]]:1: error: 'builtin.module' op region should have no arguments
// IREE: verify_op_rules.mlir:[[# @LINE - 4]]:1: error: 'builtin.module' op region should have no arguments

// -----

func.func @f(%a: i32) {
  "builtin.unrealized_conversion_cast"(%a) : (i32) -> ()
  return
}
// CHECK: verify_op_rules.mlir:[[# @LINE - 3]]:3: error: 'builtin.unrealized_conversion_cast' op expected at least one result for cast operation
// IREE: verify_op_rules.mlir:[[# @LINE - 4]]:3: error: 'builtin.unrealized_conversion_cast' op expected at least one result for cast operation

// -----

func.func @g(%f: i32, %a: i32) {
  %0 = "func.call_indirect"(%f, %a) : (i32, i32) -> i32
  return
}
// CHECK: verify_op_rules.mlir:[[# @LINE - 3]]:8: error: 'func.call_indirect' op operand #0 must be function type, but got 'i32'
// IREE: verify_op_rules.mlir:[[# @LINE - 4]]:8: error: 'func.call_indirect' op operand #0 must be function type, but got 'i32'

// -----

func.func @g() {
  "func.call_indirect"() : () -> ()
  return
}
// CHECK: verify_op_rules.mlir:[[# @LINE - 3]]:3: error: 'func.call_indirect' op expected 1 or more operands, but found 0
// IREE: verify_op_rules.mlir:[[# @LINE - 4]]:3: error: 'func.call_indirect' op expected 1 or more operands, but found 0

// -----

// A scalable vector and a fixed one are no elementwise pair (read, exit 0).
func.func @f(%a: vector<[2]xf32>, %b: vector<2xf32>) {
  %0 = "arith.remf"(%a, %b) : (vector<[2]xf32>, vector<2xf32>) -> vector<[2]xf32>
  return
}
// CHECK: verify_op_rules.mlir:[[# @LINE - 3]]:8: error: 'arith.remf' op all non-scalar operands/results must have the same shape and base type
// IREE: verify_op_rules.mlir:[[# @LINE - 4]]:8: error: 'arith.remf' op all non-scalar operands/results must have the same shape and base type

// -----

// linalg.index names a dimension of at least 0 (-1 read, exit 0).
func.func @f(%a: tensor<4xf32>) {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%a : tensor<4xf32>) {
  ^bb0(%x: f32):
    %i = "linalg.index"() <{dim = -1 : i64}> : () -> index
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return
}
// CHECK: verify_op_rules.mlir:[[# @LINE - 5]]:10: error: 'linalg.index' op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0
// IREE: verify_op_rules.mlir:[[# @LINE - 6]]:10: error: 'linalg.index' op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0
