// RUN: not xdsl-stream-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s

// A `#util.byte_range` body that is not two 64-bit integers is refused as
// iree-opt refuses it, at its place (each was kept as text, with exit 0).

"test.op"() {a = #util.byte_range<bad>} : () -> ()
// CHECK: :[[# @LINE - 1]]:35: error: expected integer value

// -----

"test.op"() {a = #util.byte_range<1>} : () -> ()
// CHECK: :[[# @LINE - 1]]:36: error: expected ','

// -----

"test.op"() {a = #util.byte_range<1, 2, 3>} : () -> ()
// CHECK: :[[# @LINE - 1]]:39: error: expected '>'

// -----

"test.op"() {a = #util.byte_range<9223372036854775808, 1>} : () -> ()
// CHECK: :[[# @LINE - 1]]:35: error: integer value too large

// -----

"test.op"() {a = #util.byte_range<1.5, 2>} : () -> ()
// CHECK: :[[# @LINE - 1]]:35: error: expected integer value

// -----

"test.op"() {a = #util.byte_range} : () -> ()
// CHECK: :[[# @LINE - 1]]:34: error: expected '<'
