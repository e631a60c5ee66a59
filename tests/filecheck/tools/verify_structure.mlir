// MLIR's structural rules, which xDSL's verifier lacks, with iree-opt's words
// and places: an empty block, a block without a terminator (here after a
// store of iree_tensor_ext, which the package declares), and uses their
// definitions do not dominate (same block, sibling block, parent region).
// Each chunk is refused by iree-opt with the same first line.
// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

func.func @empty() {
^bb0:
}
// CHECK:      verify_structure.mlir:9:1: error: empty block: expect at least a terminator
// IREE:       verify_structure.mlir:9:1: error: empty block: expect at least a terminator

// -----

func.func @store(%v: tensor<4xf32>, %t: !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) {
  iree_tensor_ext.dispatch.tensor.store %v, %t, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
}
// CHECK:      verify_structure.mlir:18:3: error: block with no terminator, has "iree_tensor_ext.dispatch.tensor.store"(%v, %t)
// IREE:       verify_structure.mlir:18:3: error: block with no terminator, has "iree_tensor_ext.dispatch.tensor.store"(%arg0, %arg1)

// -----

func.func @same_block(%a: i32) -> i32 {
  %0 = arith.addi %a, %1 : i32
  %1 = arith.addi %a, %a : i32
  return %0 : i32
}
// CHECK:      verify_structure.mlir:26:8: error: operand #1 does not dominate this use
// CHECK-NEXT:   %0 = "arith.addi"(%a, %1)
// CHECK-NEXT: verify_structure.mlir:27:8: note: operand defined here (op in the same block)
// IREE:       verify_structure.mlir:26:8: error: operand #1 does not dominate this use
// IREE:       verify_structure.mlir:27:8: note: operand defined here (op in the same block)

// -----

func.func @sibling(%a: i32, %c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.addi %a, %a : i32
  cf.br ^bb2
^bb2:
  return %1 : i32
}
// CHECK:      verify_structure.mlir:44:3: error: operand #0 does not dominate this use
// CHECK:      verify_structure.mlir:41:8: note: operand defined here (op in the same region)
// IREE:       verify_structure.mlir:44:3: error: operand #0 does not dominate this use
// IREE:       verify_structure.mlir:41:8: note: operand defined here (op in the same region)

// -----

func.func @parent(%a: i32) -> i32 {
  %0 = scf.execute_region -> i32 {
    %1 = arith.addi %a, %2 : i32
    scf.yield %1 : i32
  }
  %2 = arith.addi %a, %a : i32
  return %2 : i32
}
// CHECK:      verify_structure.mlir:55:10: error: operand #1 does not dominate this use
// CHECK:      verify_structure.mlir:58:8: note: operand defined here (op in a parent region)
// IREE:       verify_structure.mlir:55:10: error: operand #1 does not dominate this use
// IREE:       verify_structure.mlir:58:8: note: operand defined here (op in a parent region)
