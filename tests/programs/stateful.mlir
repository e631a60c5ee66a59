// Stateful globals: a running counter and an accumulator updated in place.
util.global private mutable @counter = dense<0.0> : tensor<f32>
util.global private mutable @accum = dense<0.0> : tensor<16xf32>
util.global private @decay = dense<0.5> : tensor<16xf32>

// Adds x into the decayed accumulator, bumps the counter, returns several results.
func.func @main(%x: tensor<16xf32>) -> (tensor<16xf32>, tensor<f32>, tensor<16xf32>) {
  %one = arith.constant 1.0 : f32
  %acc = util.global.load @accum : tensor<16xf32>
  %dec = util.global.load @decay : tensor<16xf32>
  %cnt = util.global.load @counter : tensor<f32>
  %e = tensor.empty() : tensor<16xf32>
  %new = linalg.generic {
      indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>,
                       affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
      iterator_types = ["parallel"]}
      ins(%acc, %dec, %x : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>)
      outs(%e : tensor<16xf32>) {
    ^bb0(%a: f32, %d: f32, %v: f32, %o: f32):
      %m = arith.mulf %a, %d : f32
      %s = arith.addf %m, %v : f32
      linalg.yield %s : f32
  } -> tensor<16xf32>
  %ce = tensor.empty() : tensor<f32>
  %cnt2 = linalg.generic {
      indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>],
      iterator_types = []}
      ins(%cnt : tensor<f32>) outs(%ce : tensor<f32>) {
    ^bb0(%c: f32, %o: f32):
      %s = arith.addf %c, %one : f32
      linalg.yield %s : f32
  } -> tensor<f32>
  %mean = linalg.generic {
      indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> ()>, affine_map<(i) -> (i)>],
      iterator_types = ["parallel"]}
      ins(%new, %cnt2 : tensor<16xf32>, tensor<f32>) outs(%e : tensor<16xf32>) {
    ^bb0(%a: f32, %c: f32, %o: f32):
      %q = arith.divf %a, %c : f32
      linalg.yield %q : f32
  } -> tensor<16xf32>
  util.global.store %new, @accum : tensor<16xf32>
  util.global.store %cnt2, @counter : tensor<f32>
  return %new, %cnt2, %mean : tensor<16xf32>, tensor<f32>, tensor<16xf32>
}

// Resets the state.
func.func @reset() {
  %z = arith.constant dense<0.0> : tensor<16xf32>
  %zc = arith.constant dense<0.0> : tensor<f32>
  util.global.store %z, @accum : tensor<16xf32>
  util.global.store %zc, @counter : tensor<f32>
  return
}
