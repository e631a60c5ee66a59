// A two-layer stack whose weights are external parameters (scope "model"),
// loaded from a parameter archive at run time.
util.global private @w1 = #flow.parameter.named<"model"::"w1"> : tensor<8x16xf32>
util.global private @b1 = #flow.parameter.named<"model"::"b1"> : tensor<16xf32>
util.global private @w2 = #flow.parameter.named<"model"::"w2"> : tensor<16x8xf32>
util.global private @b2 = #flow.parameter.named<"model"::"b2"> : tensor<8xf32>

func.func @main(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %w1 = util.global.load @w1 : tensor<8x16xf32>
  %b1 = util.global.load @b1 : tensor<16xf32>
  %w2 = util.global.load @w2 : tensor<16x8xf32>
  %b2 = util.global.load @b2 : tensor<8xf32>
  %e1 = tensor.empty() : tensor<4x16xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %m1 = linalg.matmul ins(%x, %w1 : tensor<4x8xf32>, tensor<8x16xf32>)
                      outs(%f1 : tensor<4x16xf32>) -> tensor<4x16xf32>
  %h = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>,
                       affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%m1, %b1 : tensor<4x16xf32>, tensor<16xf32>) outs(%e1 : tensor<4x16xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      %r = arith.maximumf %s, %zero : f32
      linalg.yield %r : f32
  } -> tensor<4x16xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %f2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %m2 = linalg.matmul ins(%h, %w2 : tensor<4x16xf32>, tensor<16x8xf32>)
                      outs(%f2 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %y = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>,
                       affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%m2, %b2 : tensor<4x8xf32>, tensor<8xf32>) outs(%e2 : tensor<4x8xf32>) {
    ^bb0(%a: f32, %b: f32, %o: f32):
      %s = arith.addf %a, %b : f32
      linalg.yield %s : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
