// StableHLO: dense layer + tanh, reduce-sum over features, and a concatenate.
func.func @main(%x: tensor<4x8xf32>, %w: tensor<8x8xf32>, %b: tensor<8xf32>)
    -> (tensor<4x8xf32>, tensor<4xf32>, tensor<8x8xf32>) {
  %d = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0]
      : (tensor<4x8xf32>, tensor<8x8xf32>) -> tensor<4x8xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<8xf32>) -> tensor<4x8xf32>
  %s = stablehlo.add %d, %bb : tensor<4x8xf32>
  %t = stablehlo.tanh %s : tensor<4x8xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%t init: %zero) applies stablehlo.add across dimensions = [1]
      : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
  %c = stablehlo.concatenate %t, %x, dim = 0 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
  return %t, %r, %c : tensor<4x8xf32>, tensor<4xf32>, tensor<8x8xf32>
}
