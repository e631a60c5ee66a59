// `!util.list` bodies iree-opt refuses (../util_list_type.mlir): each error in
// iree-opt's words at its place.

util.func private @f(%a: !util.list<garbage>)
// CHECK: :[[# @LINE - 1]]:37: error: expected non-function type

// -----

util.func private @f(%a: !util.list<>)
// CHECK: :[[# @LINE - 1]]:37: error: expected non-function type

// -----

util.func private @f(%a: !util.list<?, i32>)
// CHECK: :[[# @LINE - 1]]:38: error: expected '>'

// -----

util.func private @f(%a: !util.list)
// CHECK: :[[# @LINE - 1]]:36: error: expected '<'
