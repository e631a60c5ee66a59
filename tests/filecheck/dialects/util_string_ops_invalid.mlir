// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

// Util's string ops refuse what iree-opt refuses: each case was read as an
// unregistered op, with exit 0.  A malformed template or one that does not
// take as many arguments as given is refused in IREE's words at the op; a
// wrong type in a custom form in IREE's words (MLIR names the operand or
// result, we give the type's place).

util.func public @f(%x: i32) -> !util.buffer {
  %0 = util.string.format "{"(%x) : (i32) -> !util.buffer
  util.return %0 : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.string.format' op unclosed '{' in format string
// IREE: :[[# @LINE - 4]]:8: error: 'util.string.format' op unclosed '{' in format string

// -----

util.func public @f(%x: i32) -> !util.buffer {
  %0 = util.string.format "}"(%x) : (i32) -> !util.buffer
  util.return %0 : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.string.format' op unmatched '}' in format string
// IREE: :[[# @LINE - 4]]:8: error: 'util.string.format' op unmatched '}' in format string

// -----

util.func public @f(%x: i32) -> !util.buffer {
  %0 = util.string.format "{+0}"(%x) : (i32) -> !util.buffer
  util.return %0 : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.string.format' op invalid placeholder '{+0}' in format string; expected '{}' or '{N}'
// IREE: :[[# @LINE - 4]]:8: error: 'util.string.format' op invalid placeholder '{+0}' in format string; expected '{}' or '{N}'

// -----

util.func public @f(%x: i32) -> !util.buffer {
  %0 = util.string.format "{4294967296}"(%x) : (i32) -> !util.buffer
  util.return %0 : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.string.format' op invalid placeholder '{4294967296}' in format string; expected '{}' or '{N}'
// IREE: :[[# @LINE - 4]]:8: error: 'util.string.format' op invalid placeholder '{4294967296}' in format string; expected '{}' or '{N}'

// -----

util.func public @f(%x: i32) -> !util.buffer {
  %0 = util.string.format "{}{0}"(%x) : (i32) -> !util.buffer
  util.return %0 : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.string.format' op cannot mix sequential '{}' and explicit '{N}' placeholders
// IREE: :[[# @LINE - 4]]:8: error: 'util.string.format' op cannot mix sequential '{}' and explicit '{N}' placeholders

// -----

util.func public @f(%x: i32) -> !util.buffer {
  %0 = util.string.format "{}{}"(%x) : (i32) -> !util.buffer
  util.return %0 : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.string.format' op format string placeholder count does not match the 1 provided argument(s)
// IREE: :[[# @LINE - 4]]:8: error: 'util.string.format' op format string placeholder count does not match the 1 provided argument(s)

// -----

util.func public @f(%x: i32) -> !util.buffer {
  %0 = util.string.format "{4294967295}"(%x) : (i32) -> !util.buffer
  util.return %0 : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.string.format' op format string placeholder count does not match the 1 provided argument(s)
// IREE: :[[# @LINE - 4]]:8: error: 'util.string.format' op format string placeholder count does not match the 1 provided argument(s)

// -----

util.func public @f(%x: f32) -> !util.buffer {
  %0 = util.string.format "{}"(%x) : (f32) -> !util.buffer
  util.return %0 : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.string.format' op operand #0 must be variadic of index or signless integer or A reference counted byte buffer., but got 'f32'
// IREE: :[[# @LINE - 4]]:8: error: 'util.string.format' op operand #0 must be variadic of index or signless integer or A reference counted byte buffer., but got 'f32'

// -----

util.func public @f(%x: si32) -> !util.buffer {
  %0 = util.string.itoa %x : si32 -> !util.buffer
  util.return %0 : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.string.itoa' op operand #0 must be index or signless integer, but got 'si32'
// IREE: :[[# @LINE - 4]]:8: error: 'util.string.itoa' op operand #0 must be index or signless integer, but got 'si32'

// -----

util.func public @f(%x: i32) {
  %0 = util.string.format "{}"(%x) : (i32) -> i32
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.string.format' op result #0 must be A reference counted byte buffer., but got 'i32'
// IREE: :[[# @LINE - 4]]:8: error: 'util.string.format' op result #0 must be A reference counted byte buffer., but got 'i32'
