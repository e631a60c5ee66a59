// A vector.extract or vector.insert position names an element of its
// dimension, or is poison (-1): each op below was read by xDSL 0.75 with
// exit 0, and is refused at the op in iree-opt's words.
// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

func.func @f(%v: vector<4x8xf32>) -> f32 {
  %0 = vector.extract %v[5, 1] : f32 from vector<4x8xf32>
  return %0 : f32
}
// CHECK:      verify_vector_positions.mlir:[[# @LINE - 3]]:8: error: 'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)
// IREE:       verify_vector_positions.mlir:[[# @LINE - 4]]:8: error: 'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)

// -----

func.func @f(%v: vector<4x8xf32>) -> vector<8xf32> {
  %0 = vector.extract %v[-2] : vector<8xf32> from vector<4x8xf32>
  return %0 : vector<8xf32>
}
// CHECK:      verify_vector_positions.mlir:[[# @LINE - 3]]:8: error: 'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)
// IREE:       verify_vector_positions.mlir:[[# @LINE - 4]]:8: error: 'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)

// -----

func.func @f(%v: vector<4x8xf32>, %s: f32) -> vector<4x8xf32> {
  %0 = vector.insert %s, %v[1, 8] : f32 into vector<4x8xf32>
  return %0 : vector<4x8xf32>
}
// CHECK:      verify_vector_positions.mlir:[[# @LINE - 3]]:8: error: 'vector.insert' op expected position attribute #2 to be a non-negative integer smaller than the corresponding dest vector dimension
// IREE:       verify_vector_positions.mlir:[[# @LINE - 4]]:8: error: 'vector.insert' op expected position attribute #2 to be a non-negative integer smaller than the corresponding dest vector dimension

// -----

// Valid: poison, a dynamic position, the last element of a scalable
// dimension's base size.
func.func @f(%v: vector<4x8xf32>, %s: f32, %i: index, %w: vector<[4]x8xf32>) -> (vector<4x8xf32>, f32, f32, vector<[4]x8xf32>) {
  %0 = vector.insert %s, %v[-1, 2] : f32 into vector<4x8xf32>
  %1 = vector.extract %v[-1, 7] : f32 from vector<4x8xf32>
  %2 = vector.extract %v[%i, 7] : f32 from vector<4x8xf32>
  %3 = vector.insert %s, %w[3, 7] : f32 into vector<[4]x8xf32>
  return %0, %1, %2, %3 : vector<4x8xf32>, f32, f32, vector<[4]x8xf32>
}
// CHECK-NOT: error
// IREE-NOT: error
