// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE
// RUN: xdsl-stream-opt %S/inputs/calls_buffers_valid.mlir | iree-opt | filecheck %S/inputs/calls_buffers_valid.mlir
// RUN: iree-opt %S/inputs/calls_buffers_valid.mlir | filecheck %S/inputs/calls_buffers_valid.mlir

// What a call returns and what a file op reads into or writes from, as IREE
// constrains them (each was accepted with exit 0), and a `!util.buffer`
// operand of a call written with its size, as IREE writes every size-aware
// type there (read without it, and printed so, which iree-opt cannot read).
// Our messages are IREE's constraint in its words, at the type.

stream.async.func private @e() -> !stream.resource<*>
util.func public @g(%sz: index) {
  %c = stream.async.call @e() : () -> !stream.resource<staging>{%sz}
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.async.call' op result #0 must be variadic of resource or external resource or transient resource or variable resource or constant resource or index or integer or floating-point or complex-type, but got '!stream.resource<staging>'
// IREE: :[[# @LINE - 4]]:8: error: 'stream.async.call' op result #0 must be variadic of resource or external resource or transient resource or variable resource or constant resource or index or integer or floating-point or complex-type, but got '!stream.resource<staging>'

// -----

stream.cmd.func private @e(%arg0: i32) -> i32
util.func public @g(%x: i32) {
  %t = stream.cmd.execute with() {
    %0 = stream.cmd.call @e(%x) : (i32) -> !stream.timepoint
  } => !stream.timepoint
  util.return
}
// CHECK: :[[# @LINE - 4]]:10: error: 'stream.cmd.call' op result #0 must be variadic of index or integer or floating-point or complex-type, but got '!stream.timepoint'
// IREE: :[[# @LINE - 5]]:10: error: 'stream.cmd.call' op result #0 must be variadic of index or integer or floating-point or complex-type, but got '!stream.timepoint'

// -----

util.func public @f(%buf: !util.buffer, %sz: index, %st: !stream.resource<staging>, %o: i64) {
  %fl = stream.file.constant %buf[%sz for %sz] : !util.buffer{%sz} -> !stream.file
  %t = stream.file.read : %fl[%o], %st[%sz], %sz : !stream.file -> !stream.resource<staging>{%sz} => !stream.timepoint
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.file.read' op operand #2 must be resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'
// IREE: :[[# @LINE - 4]]:8: error: 'stream.file.read' op operand #2 must be resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'

// -----

stream.cmd.func private @e(%arg0: !util.buffer)
util.func public @g(%b: !util.buffer) {
  %t = stream.cmd.execute with() {
    stream.cmd.call @e(%b) : (!util.buffer) -> ()
  } => !stream.timepoint
  util.return
}
// CHECK: :[[# @LINE - 4]]:43: error: expected '{'
// IREE: :[[# @LINE - 5]]:43: error: expected '{'
