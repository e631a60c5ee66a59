// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

// A property the syntax gives, written again in the attribute dictionary of
// a Util op's custom form: refused as iree-opt refuses it (it was dropped
// without a word, `util.func @f() attributes {sym_name = "g"}` printed as
// `@f`).  iree-opt places the "occurs more than once" errors at the op.

util.func private @f() attributes {sym_name = "g"}
// CHECK: :[[# @LINE - 1]]:24: error: custom op 'util.func' 'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary
// IREE:  :[[# @LINE - 2]]:24: error: custom op 'util.func' 'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary

// -----

util.func private @f(%a: i32) -> i32 attributes {tied_operands = [0 : index]}
// CHECK: :[[# @LINE - 1]]:38: error: custom op 'util.func' attribute 'tied_operands' occurs more than once in the attribute list
// IREE:  :[[# @LINE - 2]]:1: error: custom op 'util.func' attribute 'tied_operands' occurs more than once in the attribute list

// -----

util.initializer attributes {function_type = (i32) -> ()} {
  util.return
}
// CHECK: :[[# @LINE - 3]]:18: error: custom op 'util.initializer' attribute 'function_type' occurs more than once in the attribute list
// IREE:  :[[# @LINE - 4]]:1: error: custom op 'util.initializer' attribute 'function_type' occurs more than once in the attribute list

// -----

util.func private @f() -> index {
  %0 = util.sizeof i32 attributes {sizedType = f64}
  util.return %0 : index
}
// CHECK: :[[# @LINE - 3]]:24: error: custom op 'util.sizeof' inherent attribute 'sizedType' cannot be parsed from attr-dict when strict properties in assembly format is enabled
// IREE:  :[[# @LINE - 4]]:24: error: custom op 'util.sizeof' inherent attribute 'sizedType' cannot be parsed from attr-dict when strict properties in assembly format is enabled

// -----

util.func private @f() -> i32 {
  %0 = util.unfoldable_constant {value = 2 : i32} 5 : i32
  util.return %0 : i32
}
// CHECK: :[[# @LINE - 3]]:33: error: custom op 'util.unfoldable_constant' attribute 'value' occurs more than once in the attribute list
// IREE:  :[[# @LINE - 4]]:8: error: custom op 'util.unfoldable_constant' attribute 'value' occurs more than once in the attribute list
