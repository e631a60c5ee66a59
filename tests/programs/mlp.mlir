// Two-layer MLP: relu(x @ W1 + b1) @ W2 + b2, weights passed as arguments.
func.func @main(%x: tensor<4x8xf32>, %w1: tensor<8x16xf32>, %b1: tensor<16xf32>,
                %w2: tensor<16x4xf32>, %b2: tensor<4xf32>) -> tensor<4x4xf32> {
  %zero = arith.constant 0.0 : f32
  // Layer 1.
  %e1 = tensor.empty() : tensor<4x16xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %m1 = linalg.matmul ins(%x, %w1 : tensor<4x8xf32>, tensor<8x16xf32>)
                      outs(%f1 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %h1 = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>,
                       affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%m1, %b1 : tensor<4x16xf32>, tensor<16xf32>) outs(%e1 : tensor<4x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32
  } -> tensor<4x16xf32>
  // Layer 2.
  %e2 = tensor.empty() : tensor<4x4xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %m2 = linalg.matmul ins(%h1, %w2 : tensor<4x16xf32>, tensor<16x4xf32>)
                      outs(%f2 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %h2 = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>,
                       affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%m2, %b2 : tensor<4x4xf32>, tensor<4xf32>) outs(%e2 : tensor<4x4xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32
  } -> tensor<4x4xf32>
  return %h2 : tensor<4x4xf32>
}
