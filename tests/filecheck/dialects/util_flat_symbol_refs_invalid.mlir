// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s

// The global a `util.global.load`, `.store` or `.address` names, and the
// callee of a `util.call`, are flat symbol references (IREE's
// `FlatSymbolRefAttr`): `@inner::@g` is refused where it stands in the
// custom form, and as MLIR reads properties in the generic form.  The
// globals' ops read one and resolved it into the nested module, exit 0.

module @inner {
  util.global mutable @g : i32
}
util.func private @f() -> i32 {
  %0 = util.global.load @inner::@g : i32
  util.return %0 : i32
}
// CHECK: :[[# @LINE - 3]]:25: error: custom op 'util.global.load' invalid kind of attribute specified

// -----

util.func private @f(%v: i32) {
  util.global.store %v, @inner::@g : i32
  util.return
}
// CHECK: :[[# @LINE - 3]]:25: error: custom op 'util.global.store' invalid kind of attribute specified

// -----

util.func private @f() -> !util.ptr<i32> {
  %p = util.global.address @inner::@g : !util.ptr<i32>
  util.return %p : !util.ptr<i32>
}
// CHECK: :[[# @LINE - 3]]:28: error: custom op 'util.global.address' invalid kind of attribute specified

// -----

util.func private @f() {
  util.call @a::@b() : () -> ()
  util.return
}
// CHECK: :[[# @LINE - 3]]:13: error: custom op 'util.call' invalid kind of attribute specified

// -----

module @inner {
  util.global mutable @g : i32
}
util.func private @f() -> i32 {
  %0 = "util.global.load"() <{global = @inner::@g}> : () -> i32
  util.return %0 : i32
}
// CHECK: :[[# @LINE - 3]]:8: error: invalid properties {global = @inner::@g} for op util.global.load: Invalid attribute `global` in property conversion: @inner::@g

// -----

util.func private @f() {
  "util.call"() <{callee = @a::@b}> : () -> ()
  util.return
}
// CHECK: :[[# @LINE - 3]]:3: error: invalid properties {callee = @a::@b} for op util.call: Invalid attribute `callee` in property conversion: @a::@b
