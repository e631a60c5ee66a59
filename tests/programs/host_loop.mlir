// A host-side loop: the trip count is read from an input tensor, so the loop
// stays on the host and launches its dispatch once per iteration.
func.func @main(%x: tensor<16xf32>, %w: tensor<16xf32>, %n: tensor<i32>) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n_i32 = tensor.extract %n[] : tensor<i32>
  %n_raw = arith.index_cast %n_i32 : i32 to index
  %c3 = arith.constant 3 : index
  %trip = arith.minsi %n_raw, %c3 : index
  %r = scf.for %i = %c0 to %trip step %c1 iter_args(%acc = %x) -> tensor<16xf32> {
    %e = tensor.empty() : tensor<16xf32>
    %next = linalg.generic {
        indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>,
                         affine_map<(i) -> (i)>],
        iterator_types = ["parallel"]}
        ins(%acc, %w : tensor<16xf32>, tensor<16xf32>) outs(%e : tensor<16xf32>) {
      ^bb0(%a: f32, %b: f32, %o: f32):
        %m = arith.mulf %a, %b : f32
        %s = arith.addf %m, %a : f32
        linalg.yield %s : f32
    } -> tensor<16xf32>
    scf.yield %next : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}
