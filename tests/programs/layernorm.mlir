// Layer normalization over the last axis with learned scale and shift.
func.func @main(%x: tensor<4x32xf32>, %gamma: tensor<32xf32>, %beta: tensor<32xf32>)
    -> tensor<4x32xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 32.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %re = tensor.empty() : tensor<4xf32>
  %rz = linalg.fill ins(%zero : f32) outs(%re : tensor<4xf32>) -> tensor<4xf32>
  %sum = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x32xf32>) outs(%rz : tensor<4xf32>) {
    ^bb0(%a: f32, %acc: f32):
      %t = arith.addf %a, %acc : f32
      linalg.yield %t : f32
  } -> tensor<4xf32>
  %mean = linalg.generic {
      indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
      iterator_types = ["parallel"]}
      ins(%sum : tensor<4xf32>) outs(%re : tensor<4xf32>) {
    ^bb0(%a: f32, %o: f32):
      %m = arith.divf %a, %n : f32
      linalg.yield %m : f32
  } -> tensor<4xf32>
  %sq = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>,
                       affine_map<(i, j) -> (i)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%x, %mean : tensor<4x32xf32>, tensor<4xf32>) outs(%rz : tensor<4xf32>) {
    ^bb0(%a: f32, %m: f32, %acc: f32):
      %d = arith.subf %a, %m : f32
      %d2 = arith.mulf %d, %d : f32
      %t = arith.addf %d2, %acc : f32
      linalg.yield %t : f32
  } -> tensor<4xf32>
  %e = tensor.empty() : tensor<4x32xf32>
  %y = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>,
                       affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (j)>,
                       affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%x, %mean, %sq, %gamma, %beta
          : tensor<4x32xf32>, tensor<4xf32>, tensor<4xf32>, tensor<32xf32>, tensor<32xf32>)
      outs(%e : tensor<4x32xf32>) {
    ^bb0(%a: f32, %m: f32, %s: f32, %g: f32, %b: f32, %o: f32):
      %var = arith.divf %s, %n : f32
      %ve = arith.addf %var, %eps : f32
      %rs = math.rsqrt %ve : f32
      %d = arith.subf %a, %m : f32
      %nm = arith.mulf %d, %rs : f32
      %sc = arith.mulf %nm, %g : f32
      %r = arith.addf %sc, %b : f32
      linalg.yield %r : f32
  } -> tensor<4x32xf32>
  return %y : tensor<4x32xf32>
}
