// A product by 0, a floordiv or ceildiv by 1 and a mod by 1 fold as MLIR's
// builder folds them (xDSL 0.75 kept them): `d0 * 0 + d0` is `d0`, and a
// linalg.generic whose map is a bare dimension only so is checked against
// its operands' shapes, in iree-opt's words (it was read with exit 0).
// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

func.func @f(%a: tensor<8xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 * 0 + d0)>, affine_map<(d0) -> (d0 floordiv 1)>], iterator_types = ["parallel"]} ins(%a : tensor<8xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// CHECK: read_affine_identities.mlir:[[# @LINE - 6]]:8: error: 'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 4
// IREE: read_affine_identities.mlir:[[# @LINE - 7]]:8: error: 'linalg.generic' op inferred input/output operand #1 has shape's dimension #0 to be 8, but found 4

// -----

"test.op"() {a = affine_map<(d0)[s0] -> (d0 * 0 + d0, 0 * s0, d0 floordiv 1, d0 ceildiv 1, d0 mod 1, d0 mod 0)>} : () -> ()
// CHECK: affine_map<(d0)[s0] -> (d0, 0, d0, d0, 0, (d0 mod 0))>
// IREE: affine_map<(d0)[s0] -> (d0, 0, d0, d0, 0, d0 mod 0)>
