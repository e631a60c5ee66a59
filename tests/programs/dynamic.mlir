// Dynamic shapes: elementwise ops and a reduction over tensor<?xf32> inputs.
func.func @main(%a: tensor<?xf32>, %b: tensor<?xf32>) -> (tensor<?xf32>, tensor<f32>) {
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %n = tensor.dim %a, %c0 : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %y = linalg.generic {
      indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
      iterator_types = ["parallel"]}
      ins(%a, %b : tensor<?xf32>, tensor<?xf32>) outs(%e : tensor<?xf32>) {
    ^bb0(%x: f32, %z: f32, %o: f32):
      %m = arith.mulf %x, %z : f32
      %t = math.tanh %m : f32
      linalg.yield %t : f32
  } -> tensor<?xf32>
  %se = tensor.empty() : tensor<f32>
  %sf = linalg.fill ins(%zero : f32) outs(%se : tensor<f32>) -> tensor<f32>
  %s = linalg.generic {
      indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> ()>],
      iterator_types = ["reduction"]}
      ins(%y : tensor<?xf32>) outs(%sf : tensor<f32>) {
    ^bb0(%x: f32, %acc: f32):
      %t = arith.addf %x, %acc : f32
      linalg.yield %t : f32
  } -> tensor<f32>
  return %y, %s : tensor<?xf32>, tensor<f32>
}

// A second entry point with a 2-D dynamic input and a static slice.
func.func @scale_rows(%m: tensor<?x?xf32>, %s: tensor<?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %m, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %m, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  %r = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>,
                       affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%m, %s : tensor<?x?xf32>, tensor<?xf32>) outs(%e : tensor<?x?xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %p = arith.mulf %x, %y : f32
      linalg.yield %p : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
