// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: xdsl-stream-opt %S/inputs/inherent_properties_valid.mlir | iree-opt | filecheck %S/inputs/inherent_properties_valid.mlir
// RUN: iree-opt %S/inputs/inherent_properties_valid.mlir | filecheck %S/inputs/inherent_properties_valid.mlir

// The properties a custom form writes in `<...>` before its attribute
// dictionary (`custom<InherentAttrDict>`), as MLIR reads them: bare, each
// value is of its attribute's type (`util.buffer.constant`'s alignment an
// `index`, its MIME type a string with no type), so that `8 : i32`, `true`
// and `18446744073709551615` are no alignment (each was read as one, the
// first and last retyped, `true` as -1, with exit 0); braced, it is an
// attribute dictionary, its integers `i64`.  A property named twice was
// read, the last one kept.  Both tools give each error at one place, in the
// same words.

util.func public @f() -> !util.buffer {
  %b = util.buffer.constant <alignment = 8 : i32> : !util.buffer = "k"
  util.return %b : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:43: error: expected ','

// -----

util.func public @f() -> !util.buffer {
  %b = util.buffer.constant <alignment = 18446744073709551615> : !util.buffer = "k"
  util.return %b : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:42: error: integer constant out of range for attribute

// -----

util.func public @f() -> !util.buffer {
  %b = util.buffer.constant <alignment = 9223372036854775808> : !util.buffer = "k"
  util.return %b : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:42: error: integer constant out of range for attribute

// -----

util.func public @f() -> !util.buffer {
  %b = util.buffer.constant <alignment = -0> : !util.buffer = "k"
  util.return %b : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:43: error: integer constant out of range for attribute

// -----

util.func public @f() -> !util.buffer {
  %b = util.buffer.constant <alignment = true> : !util.buffer = "k"
  util.return %b : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.buffer.constant' op

// -----

util.func public @f() -> !util.buffer {
  %b = util.buffer.constant <alignment = 8.0> : !util.buffer = "k"
  util.return %b : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:45: error: floating point value not valid for specified type

// -----

util.func public @f() -> !util.buffer {
  %b = util.buffer.constant <alignment = unit> : !util.buffer = "k"
  util.return %b : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:42: error: custom op 'util.buffer.constant' invalid kind of attribute specified

// -----

util.func public @f() -> !util.buffer {
  %b = util.buffer.constant <mime_type = -3> : !util.buffer = "k"
  util.return %b : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:43: error: integer literal not valid for specified type

// -----

util.func public @f() -> !util.buffer {
  %b = util.buffer.constant <mime_type = "x" : i32> : !util.buffer = "k"
  util.return %b : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:45: error: expected ','

// -----

util.func public @f() -> !util.buffer {
  %b = util.buffer.constant <mime_type = true> : !util.buffer = "k"
  util.return %b : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:42: error: custom op 'util.buffer.constant' invalid kind of attribute specified

// -----

util.func public @f() -> !util.buffer {
  %b = util.buffer.constant <alignment = 8, alignment = 16> : !util.buffer = "k"
  util.return %b : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:45: error: custom op 'util.buffer.constant' duplicate or unknown property in properties dictionary: alignment

// -----

util.func public @f() -> !util.buffer {
  %b = util.buffer.constant <size = 8> : !util.buffer = "k"
  util.return %b : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:30: error: custom op 'util.buffer.constant' duplicate or unknown property in properties dictionary: size

// -----

util.func public @f() -> !util.buffer {
  %b = util.buffer.constant <alignment = 8,> : !util.buffer = "k"
  util.return %b : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:44: error: custom op 'util.buffer.constant' expected valid keyword

// -----

util.func public @f() -> !util.buffer {
  %b = util.buffer.constant <{alignment = 8}> : !util.buffer = "k"
  util.return %b : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.buffer.constant' op

// -----

util.func public @f() -> !util.buffer {
  %b = util.buffer.constant <{alignment = 8 : index, alignment = 8 : index}> : !util.buffer = "k"
  util.return %b : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:54: error: duplicate key 'alignment' in dictionary attribute

// -----

util.func public @f() -> !util.buffer {
  %b = util.buffer.constant <{size = 1}> : !util.buffer = "k"
  util.return %b : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:30: error: custom op 'util.buffer.constant' invalid properties {size = 1 : i64}: unknown key '"size"' when parsing properties dictionary

// -----

util.func public @f() -> !util.buffer {
  %b = util.buffer.constant <{mime_type = 3}> : !util.buffer = "k"
  util.return %b : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:30: error: custom op 'util.buffer.constant' invalid properties {mime_type = 3 : i64}: Invalid attribute `mime_type` in property conversion: 3 : i64

// -----

util.func public @f() -> !util.buffer {
  %b = util.buffer.constant <{alignment = 8 : index mime_type = "x"}> : !util.buffer = "k"
  util.return %b : !util.buffer
}
// CHECK: :[[# @LINE - 3]]:52: error: expected '}' in attribute dictionary
