// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

// Util op rules a differential battery found the package missing; iree-opt
// 3.13 refuses each case too.

// An `immutable` load names an immutable global.
util.global private mutable @k = 3 : i32
util.func public @load_immutable_of_mutable() -> i32 {
  %a = util.global.load immutable @k : i32
  util.return %a : i32
}

// CHECK: :[[# @LINE - 4]]:8: error: 'util.global.load' op is marked as immutable but the global is mutable
// IREE:  :[[# @LINE - 5]]:8: error: 'util.global.load' op is marked as immutable but the global is mutable

// -----

util.global private mutable @k = 3 : i32
util.initializer {
  %a = util.global.load immutable @k : i32
  util.global.store %a, @k : i32
  util.return
}

// CHECK: :[[# @LINE - 5]]:8: error: 'util.global.load' op is marked as immutable but the global is mutable
// IREE:  :[[# @LINE - 6]]:8: error: 'util.global.load' op is marked as immutable but the global is mutable

// -----

// A device alias or target is a `!hal.device` whatever type follows it.
util.global private @dev : i32 = #hal.device.alias<"local"> : i32

// CHECK: :[[# @LINE - 2]]:1: error: 'util.global' op initial value type mismatch; global "dev" is 'i32' but initial value provided is '!hal.device'
// IREE:  :[[# @LINE - 3]]:1: error: 'util.global' op initial value type mismatch; global "dev" is 'i32' but initial value provided is '!hal.device'

// -----

util.global private @dev : index = #hal.device.target<"local"> : index

// CHECK: :[[# @LINE - 2]]:1: error: 'util.global' op initial value type mismatch; global "dev" is 'index' but initial value provided is '!hal.device'
// IREE:  :[[# @LINE - 3]]:1: error: 'util.global' op initial value type mismatch; global "dev" is 'index' but initial value provided is '!hal.device'

// -----

// An inlining policy is `#util.inline.never` or `#util.inline.always`.
util.global private @k <inlining_policy = 3 : i32> : index

// CHECK: :[[# @LINE - 2]]:1: error: 'util.global' op invalid kind of attribute specified
// IREE:  :[[# @LINE - 3]]:43: error: custom op 'util.global' invalid kind of attribute specified

// -----

util.global private @k <inlining_policy = "never"> : index

// CHECK: :[[# @LINE - 2]]:1: error: 'util.global' op invalid kind of attribute specified
// IREE:  :[[# @LINE - 3]]:43: error: custom op 'util.global' invalid kind of attribute specified

// -----

// The attributes kept as text need their body.
util.global private @dev = #hal.device.alias<>

// CHECK: :[[# @LINE - 2]]:46: error: expected attribute value
// IREE:  :[[# @LINE - 3]]:46: error: expected attribute value

// -----

util.global private @dev = #hal.device.ordinal<> : !hal.device

// CHECK: :[[# @LINE - 2]]:48: error: expected integer value
// IREE:  :[[# @LINE - 3]]:48: error: expected integer value

// -----

util.global private @p : i32 = #util.byte_pattern<>

// CHECK: :[[# @LINE - 2]]:51: error: expected integer value
// IREE:  :[[# @LINE - 3]]:51: error: expected integer value

// -----

util.global private @p : i32 = #util.byte_pattern

// CHECK: :[[# @LINE - 2]]:50: error: expected '<'
// IREE:  :[[# @LINE - 3]]:50: error: expected '<'

// -----

// Without its `: type`, a value kept as text is of type `none`.
util.global private @k : tensor<4xf32> = #stream.parameter.named<"a"::"b">

// CHECK: :[[# @LINE - 2]]:1: error: 'util.global' op initial value type mismatch; global "k" is 'tensor<4xf32>' but initial value provided is 'none'
// IREE:  :[[# @LINE - 3]]:1: error: 'util.global' op initial value type mismatch; global "k" is 'tensor<4xf32>' but initial value provided is 'none'
