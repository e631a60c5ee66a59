// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s

// Argument and result attributes given in a function's attribute dictionary
// are checked as its properties, as iree-opt 3.13 checks them (they were
// kept as attributes, unchecked, exit 0); written both ways, an error.

func.func private @d(%b: i32) attributes {arg_attrs = [{a.b}, {c.d}]}
// CHECK: :[[# @LINE - 1]]:1: error: 'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1

// -----

func.func @g(%a: i32) -> i32 attributes {res_attrs = [{c = 1}]} {
  return %a : i32
}
// CHECK: :[[# @LINE - 3]]:1: error: 'func.func' op results may only have dialect attributes

// -----

func.func @k(%b: i32 {x.y}, %n: index) attributes {arg_attrs = [{a.b}, {}]} {
  return
}
// CHECK: :[[# @LINE - 3]]:1: error: custom op 'func.func' attribute 'arg_attrs' occurs more than once in the attribute list

// -----

util.func private @f(%a: i32) attributes {tied_operands = [1 : index]} {
  util.return
}
// CHECK: :[[# @LINE - 3]]:1: error: 'util.func' op result #0 tied to invalid operand index 1

// -----

util.func private @f(%a: i32) -> i32 attributes {arg_attrs = [{a.b}, {c.d}]} {
  util.return %a : i32
}
// CHECK: :[[# @LINE - 3]]:1: error: 'util.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1

// -----

util.func private @f(%a: i32) -> i32 attributes {arg_attrs = [{a = 1}]} {
  util.return %a : i32
}
// CHECK: :[[# @LINE - 3]]:1: error: 'util.func' op arguments may only have dialect attributes
