// Attribute dictionaries iree-opt refuses, refused at the same place in its
// words (the package read each, exit 0, and for the custom forms dropped or
// overrode the value, or kept a Stream or Util op's property as an
// attribute the op does not read): an empty attribute name, and in the custom
// form of an op with strict properties (MLIR's arith, cf, tensor, ... and
// IREE's Stream and Util ops), a property written in its attribute
// dictionary.
// RUN: not xdsl-stream-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

"foo.op"() {"" = 3 : i32} : () -> ()
// CHECK: read_attr_dict_invalid.mlir:[[# @LINE - 1]]:13: error: expected valid attribute name
// IREE:  read_attr_dict_invalid.mlir:[[# @LINE - 2]]:13: error: expected valid attribute name

// -----

"foo.op"() {a = {"" = 1}} : () -> ()
// CHECK: read_attr_dict_invalid.mlir:[[# @LINE - 1]]:18: error: expected valid attribute name
// IREE:  read_attr_dict_invalid.mlir:[[# @LINE - 2]]:18: error: expected valid attribute name

// -----

func.func @f(%a: f32) -> f32 {
  %0 = arith.addf %a, %a {fastmath = #arith.fastmath<fast>} : f32
  return %0 : f32
}
// CHECK: read_attr_dict_invalid.mlir:[[# @LINE - 3]]:26: error: custom op 'arith.addf' inherent attribute 'fastmath' cannot be parsed from attr-dict when strict properties in assembly format is enabled
// IREE:  read_attr_dict_invalid.mlir:[[# @LINE - 4]]:26: error: custom op 'arith.addf' inherent attribute 'fastmath' cannot be parsed from attr-dict when strict properties in assembly format is enabled

// -----

func.func @f() -> i32 {
  %0 = arith.constant {value = 3 : i32} 1 : i32
  return %0 : i32
}
// CHECK: read_attr_dict_invalid.mlir:[[# @LINE - 3]]:23: error: custom op 'arith.constant' inherent attribute 'value' cannot be parsed from attr-dict when strict properties in assembly format is enabled
// IREE:  read_attr_dict_invalid.mlir:[[# @LINE - 4]]:23: error: custom op 'arith.constant' inherent attribute 'value' cannot be parsed from attr-dict when strict properties in assembly format is enabled

// -----

func.func @f(%t: tensor<4xf32>) -> tensor<2xf32> {
  %0 = tensor.extract_slice %t[0] [2] [1] {static_offsets = array<i64: 1>} : tensor<4xf32> to tensor<2xf32>
  return %0 : tensor<2xf32>
}
// CHECK: read_attr_dict_invalid.mlir:[[# @LINE - 3]]:43: error: custom op 'tensor.extract_slice' inherent attribute 'static_offsets' cannot be parsed from attr-dict when strict properties in assembly format is enabled
// IREE:  read_attr_dict_invalid.mlir:[[# @LINE - 4]]:43: error: custom op 'tensor.extract_slice' inherent attribute 'static_offsets' cannot be parsed from attr-dict when strict properties in assembly format is enabled

// -----

func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2 {branch_weights = array<i32: 3, 7>}
^bb1:
  return
^bb2:
  return
}
// CHECK: read_attr_dict_invalid.mlir:[[# @LINE - 6]]:29: error: custom op 'cf.cond_br' inherent attribute 'branch_weights' cannot be parsed from attr-dict when strict properties in assembly format is enabled
// IREE:  read_attr_dict_invalid.mlir:[[# @LINE - 7]]:29: error: custom op 'cf.cond_br' inherent attribute 'branch_weights' cannot be parsed from attr-dict when strict properties in assembly format is enabled

// -----

func.func private @g(i32) -> i32
func.func @f(%a: i32) -> i32 {
  %0 = call @g(%a) {arg_attrs = [{a.b}], res_attrs = [{c.d}]} : (i32) -> i32
  return %0 : i32
}
// CHECK: read_attr_dict_invalid.mlir:[[# @LINE - 3]]:20: error: custom op 'func.call' inherent attribute 'arg_attrs' cannot be parsed from attr-dict when strict properties in assembly format is enabled
// IREE:  read_attr_dict_invalid.mlir:[[# @LINE - 4]]:20: error: custom op 'func.call' inherent attribute 'arg_attrs' cannot be parsed from attr-dict when strict properties in assembly format is enabled

// -----

func.func @g(%a: i32) -> i32 {
  return %a : i32
}
func.func @f(%a: i32) -> i32 {
  %0 = call @g(%a) {callee = @g} : (i32) -> i32
  return %0 : i32
}
// CHECK: read_attr_dict_invalid.mlir:[[# @LINE - 3]]:20: error: custom op 'func.call' inherent attribute 'callee' cannot be parsed from attr-dict when strict properties in assembly format is enabled
// IREE:  read_attr_dict_invalid.mlir:[[# @LINE - 4]]:20: error: custom op 'func.call' inherent attribute 'callee' cannot be parsed from attr-dict when strict properties in assembly format is enabled

// -----

util.func public @f(%s: index) {
  %a = stream.resource.alloc {uninitialized} : !stream.resource<transient>{%s}
  util.return
}
// CHECK: read_attr_dict_invalid.mlir:[[# @LINE - 3]]:30: error: custom op 'stream.resource.alloc' inherent attribute 'uninitialized' cannot be parsed from attr-dict when strict properties in assembly format is enabled
// IREE:  read_attr_dict_invalid.mlir:[[# @LINE - 4]]:30: error: custom op 'stream.resource.alloc' inherent attribute 'uninitialized' cannot be parsed from attr-dict when strict properties in assembly format is enabled

// -----

util.global private @k = 3 : i32
util.func public @f() -> i32 {
  %a = util.global.load @k {is_immutable} : i32
  util.return %a : i32
}
// CHECK: read_attr_dict_invalid.mlir:[[# @LINE - 3]]:28: error: custom op 'util.global.load' inherent attribute 'is_immutable' cannot be parsed from attr-dict when strict properties in assembly format is enabled
// IREE:  read_attr_dict_invalid.mlir:[[# @LINE - 4]]:28: error: custom op 'util.global.load' inherent attribute 'is_immutable' cannot be parsed from attr-dict when strict properties in assembly format is enabled

// -----

// A key written twice, in an op's attributes, its properties or a dictionary
// value: refused at its second writing (xDSL refused it after the
// dictionary, in other words).
util.func private @f() attributes {a.b = 1, a.b = 2}
// CHECK: read_attr_dict_invalid.mlir:[[# @LINE - 1]]:45: error: duplicate key 'a.b' in dictionary attribute
// IREE:  read_attr_dict_invalid.mlir:[[# @LINE - 2]]:45: error: duplicate key 'a.b' in dictionary attribute

// -----

"foo.op"() <{a = 1, a = 2}> : () -> ()
// CHECK: read_attr_dict_invalid.mlir:[[# @LINE - 1]]:21: error: duplicate key 'a' in dictionary attribute
// IREE:  read_attr_dict_invalid.mlir:[[# @LINE - 2]]:21: error: duplicate key 'a' in dictionary attribute

// -----

util.global private @g {x = {b = 1, b = 2}} : i32
// CHECK: read_attr_dict_invalid.mlir:[[# @LINE - 1]]:37: error: duplicate key 'b' in dictionary attribute
// IREE:  read_attr_dict_invalid.mlir:[[# @LINE - 2]]:37: error: duplicate key 'b' in dictionary attribute
