// Single-head attention: softmax(Q @ K^T * scale) @ V with explicit transpose.
func.func @main(%q: tensor<8x16xf32>, %k: tensor<8x16xf32>, %v: tensor<8x16xf32>)
    -> tensor<8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant -3.40282347E+38 : f32
  %scale = arith.constant 0.25 : f32
  // K^T.
  %kte = tensor.empty() : tensor<16x8xf32>
  %kt = linalg.transpose ins(%k : tensor<8x16xf32>) outs(%kte : tensor<16x8xf32>)
      permutation = [1, 0]
  // Scores.
  %se = tensor.empty() : tensor<8x8xf32>
  %sf = linalg.fill ins(%zero : f32) outs(%se : tensor<8x8xf32>) -> tensor<8x8xf32>
  %s = linalg.matmul ins(%q, %kt : tensor<8x16xf32>, tensor<16x8xf32>)
                     outs(%sf : tensor<8x8xf32>) -> tensor<8x8xf32>
  // Row max.
  %re = tensor.empty() : tensor<8xf32>
  %mf = linalg.fill ins(%ninf : f32) outs(%re : tensor<8xf32>) -> tensor<8xf32>
  %max = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%s : tensor<8x8xf32>) outs(%mf : tensor<8xf32>) {
    ^bb0(%a: f32, %acc: f32):
      %x = arith.mulf %a, %scale : f32
      %m = arith.maximumf %x, %acc : f32
      linalg.yield %m : f32
  } -> tensor<8xf32>
  // exp(x*scale - max).
  %ex = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>,
                       affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%s, %max : tensor<8x8xf32>, tensor<8xf32>) outs(%se : tensor<8x8xf32>) {
    ^bb0(%a: f32, %m: f32, %o: f32):
      %x = arith.mulf %a, %scale : f32
      %d = arith.subf %x, %m : f32
      %e = math.exp %d : f32
      linalg.yield %e : f32
  } -> tensor<8x8xf32>
  // Row sum.
  %zf = linalg.fill ins(%zero : f32) outs(%re : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
      iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<8x8xf32>) outs(%zf : tensor<8xf32>) {
    ^bb0(%a: f32, %acc: f32):
      %t = arith.addf %a, %acc : f32
      linalg.yield %t : f32
  } -> tensor<8xf32>
  // Normalize.
  %p = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>,
                       affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%ex, %sum : tensor<8x8xf32>, tensor<8xf32>) outs(%se : tensor<8x8xf32>) {
    ^bb0(%a: f32, %t: f32, %o: f32):
      %r = arith.divf %a, %t : f32
      linalg.yield %r : f32
  } -> tensor<8x8xf32>
  // P @ V.
  %oe = tensor.empty() : tensor<8x16xf32>
  %of = linalg.fill ins(%zero : f32) outs(%oe : tensor<8x16xf32>) -> tensor<8x16xf32>
  %out = linalg.matmul ins(%p, %v : tensor<8x8xf32>, tensor<8x16xf32>)
                       outs(%of : tensor<8x16xf32>) -> tensor<8x16xf32>
  return %out : tensor<8x16xf32>
}
