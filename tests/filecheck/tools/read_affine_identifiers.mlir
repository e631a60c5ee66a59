// An affine map or set that names a dimension or symbol twice is refused at
// the second name, as iree-opt refuses it; xDSL read `(d0, d0) -> (d0)` as a
// map of two dimensions whose result is the first (docs/upstream.md, entry
// 17), exit 0.  The last chunk reads: names are free, only repeats are not.
// RUN: not xdsl-stream-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

#map = affine_map<(d0, d0) -> (d0)>
"test.op"() {m = #map} : () -> ()
// CHECK:      read_affine_identifiers.mlir:[[# @LINE - 2]]:24: error: redefinition of identifier 'd0'
// IREE:       read_affine_identifiers.mlir:[[# @LINE - 3]]:24: error: redefinition of identifier 'd0'

// -----

"test.op"() {m = affine_map<(d0)[s0, s1, s0] -> (d0 + s0)>} : () -> ()
// CHECK:      read_affine_identifiers.mlir:[[# @LINE - 1]]:42: error: redefinition of identifier 's0'
// IREE:       read_affine_identifiers.mlir:[[# @LINE - 2]]:42: error: redefinition of identifier 's0'

// -----

"test.op"() {m = affine_map<(i, j)[i] -> (j)>} : () -> ()
// CHECK:      read_affine_identifiers.mlir:[[# @LINE - 1]]:36: error: redefinition of identifier 'i'
// IREE:       read_affine_identifiers.mlir:[[# @LINE - 2]]:36: error: redefinition of identifier 'i'

// -----

"test.op"() {s = affine_set<( d0 , d1 , d1 ) : (d0 - d1 >= 0)>} : () -> ()
// CHECK:      read_affine_identifiers.mlir:[[# @LINE - 1]]:41: error: redefinition of identifier 'd1'
// IREE:       read_affine_identifiers.mlir:[[# @LINE - 2]]:41: error: redefinition of identifier 'd1'

// -----

func.func @f(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d0) -> (d0, d0)>], iterator_types = ["parallel", "parallel"]} ins(%a : tensor<4x4xf32>) outs(%a : tensor<4x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
// CHECK:      read_affine_identifiers.mlir:[[# @LINE - 6]]:91: error: redefinition of identifier 'd0'
// IREE:       read_affine_identifiers.mlir:[[# @LINE - 7]]:91: error: redefinition of identifier 'd0'

// -----

"test.op"() {m = affine_map<(i, j)[n] -> (j, i + n)>, s = affine_set<(x)[y] : (x - y >= 0)>, e = affine_map<() -> ()>} : () -> ()
// CHECK:      "test.op"() {m = affine_map<(d0, d1)[s0] -> (d1, (d0 + s0))>, s = affine_set<(d0)[s0] : ((d0 + (s0 * -1)) >= 0)>, e = affine_map<() -> ()>}
// IREE:       #map = affine_map<() -> ()>
// IREE:       #map1 = affine_map<(d0, d1)[s0] -> (d1, d0 + s0)>
// IREE:       #set = affine_set<(d0)[s0] : (d0 - s0 >= 0)>
// IREE:       "test.op"() {e = #map, m = #map1, s = #set}
