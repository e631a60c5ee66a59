// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s

// A !stream.resource of the wrong kind, or another type where one is wanted,
// refused as iree-opt 3.13 refuses it: at the op, in the words of IREE's
// constraint (Stream_AnyResource: "any stream-compatible type";
// Stream_AnyStreamResource: any lifetime but staging; Stream_StagingResource),
// with the same CHECK lines for both tools.

util.func public @f(%s: index) {
  %0 = stream.resource.alloc uninitialized : i32{%s}
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.resource.alloc' op result #0 must be any stream-compatible type, but got 'i32'

// -----

util.func public @f(%s: index) {
  %0, %t = stream.resource.alloca uninitialized : i32{%s} => !stream.timepoint
  util.return
}
// CHECK: :[[# @LINE - 3]]:12: error: 'stream.resource.alloca' op result #0 must be any stream-compatible type, but got 'i32'

// -----

util.func public @f(%s: index) {
  %0 = stream.async.alloca : !stream.resource<staging>{%s}
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.async.alloca' op result #0 must be resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'

// -----

util.func public @f(%u: !stream.resource<staging>, %s: index) {
  %0 = stream.async.cast %u : !stream.resource<staging>{%s} -> !stream.resource<transient>{%s}
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.async.cast' op operand #0 must be resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'

// -----

util.func public @f(%t: !stream.resource<*>, %u: !stream.resource<staging>, %s: index, %o: index) {
  %0 = stream.async.copy %u[%o to %s], %t[%o to %s], %s : !stream.resource<staging>{%s} -> %t as !stream.resource<*>{%s}
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.async.copy' op operand #4 must be resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'

// -----

util.func public @f(%s: index, %v: i32) {
  %0 = stream.async.splat %v : i32 -> !stream.resource<staging>{%s}
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.async.splat' op result #0 must be resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'

// -----

util.func public @f(%t: !stream.resource<*>, %u: !stream.resource<staging>, %s: index, %o: index) {
  %0 = stream.async.update %u, %t[%o to %s] : !stream.resource<staging>{%s} -> %t as !stream.resource<*>{%s}
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.async.update' op operand #4 must be resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'

// -----

util.func public @f(%r: !stream.resource<*>, %x: i32, %s: index, %o: index) {
  %t = stream.cmd.execute with(%r as %c: !stream.resource<*>{%s}) {
    "stream.cmd.copy"(%c, %s, %o, %x, %s, %o, %s) : (!stream.resource<*>, index, index, i32, index, index, index) -> ()
  } => !stream.timepoint
  util.return
}
// CHECK: :[[# @LINE - 4]]:5: error: 'stream.cmd.copy' op operand #3 must be any stream-compatible type, but got 'i32'

// -----

util.func public @f(%r: i32, %s: index) {
  %t = stream.resource.dealloca %r : i32{%s} => !stream.timepoint
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.resource.dealloca' op operand #0 must be any stream-compatible type, but got 'i32'

// -----

util.func public @f(%r: !stream.resource<*>, %x: i32, %s: index, %o: index) {
  %t = stream.cmd.execute with(%r as %c: !stream.resource<*>{%s}) {
    "stream.cmd.flush"(%x, %s, %o, %s) : (i32, index, index, index) -> ()
  } => !stream.timepoint
  util.return
}
// CHECK: :[[# @LINE - 4]]:5: error: 'stream.cmd.flush' op operand #0 must be any stream-compatible type, but got 'i32'

// -----

util.func public @f(%r: !stream.resource<transient>, %s: index, %o: index) -> i32 {
  %0 = stream.resource.load %r[%o] : !stream.resource<transient>{%s} -> i32
  util.return %0 : i32
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.resource.load' op operand #0 must be staging resource, but got '!stream.resource<transient>'

// -----

util.func public @f(%r: i32, %s: index) {
  %0 = stream.resource.release %r : i32{%s}
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.resource.release' op operand #0 must be any stream-compatible type, but got 'i32'

// -----

util.func public @f(%r: i32, %s: index) {
  stream.resource.retain %r : i32{%s}
  util.return
}
// CHECK: :[[# @LINE - 3]]:3: error: 'stream.resource.retain' op operand #0 must be any stream-compatible type, but got 'i32'

// -----

util.func public @f(%r: !stream.resource<transient>, %s: index, %o: index, %v: i32) {
  stream.resource.store %v, %r[%o] : i32 -> !stream.resource<transient>{%s}
  util.return
}
// CHECK: :[[# @LINE - 3]]:3: error: 'stream.resource.store' op operand #0 must be staging resource, but got '!stream.resource<transient>'

// -----

util.func public @f(%r: i32, %s: index, %o: index) {
  %0 = stream.resource.subview %r[%o] : i32{%s} -> i32{%s}
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.resource.subview' op operand #0 must be any stream-compatible type, but got 'i32'

// -----

util.func public @f(%u: !stream.resource<staging>, %s: index) {
  %0 = stream.tensor.clone %u : tensor<4xf32> in !stream.resource<staging>{%s} -> tensor<4xf32> in !stream.resource<*>{%s}
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.tensor.clone' op operand #0 must be resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'

// -----

util.func public @f(%s: index) {
  %0 = stream.tensor.empty : tensor<0xf32> in !stream.resource<staging>{%s}
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.tensor.empty' op result #0 must be resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'

// -----

util.func public @f(%u: !stream.resource<staging>, %s: index, %o: index) {
  %0 = stream.tensor.slice %u[%o for %s] : tensor<4xf32> in !stream.resource<staging>{%s} -> tensor<1xf32> in !stream.resource<*>{%s}
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.tensor.slice' op operand #0 must be resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'

// -----

stream.executable private @ex {
  stream.executable.export public @e workgroups() -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
}
util.func private @f(%r: !stream.resource<*>, %s: index, %t: tensor<4xf32>) -> !stream.resource<*> {
  %c0 = arith.constant 0 : index
  %0 = stream.async.dispatch @ex::@e(%r[%c0 to %s for %s], %t) : (!stream.resource<*>{%s}, tensor<4xf32>) -> !stream.resource<*>{%s}
  util.return %0 : !stream.resource<*>
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.async.dispatch' op operand #1 must be variadic of resource or external resource or transient resource or variable resource or constant resource or index or integer or floating-point or complex-type, but got 'tensor<4xf32>'
