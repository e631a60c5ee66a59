// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s

// A character outside ASCII is no letter or digit of MLIR's grammar: outside
// a string literal, a comment or a dialect's body kept as text, iree-opt 3.13
// says `unexpected character` (they were read as letters and digits: `{é =
// 1}` as `{"\C3\A9" = 1}`, `tensor<٣xf32>` as `tensor<3xf32>`, exit 0).

util.func private @f() attributes {é = 1 : i32} {
  util.return
}
// CHECK: :[[# @LINE - 3]]:36: error: unexpected character

// -----

util.func private @é() {
  util.return
}
// CHECK: :[[# @LINE - 3]]:20: error: @ identifier expected to start with letter or '_'

// -----

util.func private @f(%a: tensor<٣xf32>) {
  util.return
}
// CHECK: :[[# @LINE - 3]]:33: error: unexpected character

// -----

util.func private @f() attributes {a = array<i32: 1, ٢>} {
  util.return
}
// CHECK: :[[# @LINE - 3]]:54: error: unexpected character

// -----

util.func private @f() {
  %x = util.null : i32 loc("a.mlir":١:2)
  util.return
}
// CHECK: :[[# @LINE - 3]]:37: error: unexpected character

// -----

util.func private @f() attributes {a = affine_map<(é) -> (é)>} {
  util.return
}
// CHECK: :[[# @LINE - 3]]:52: error: unexpected character

// -----

"test.op"() {½ = 1} : () -> ()
// CHECK: :[[# @LINE - 1]]:14: error: unexpected character
