// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s

// `stream.timepoint.await` passes resources (of any lifetime, staging too)
// through a timepoint; anything else was read with exit 0.  Refused as
// iree-opt refuses it, in custom and generic form.

util.func public @f(%t: !stream.timepoint, %r: !util.buffer, %s: index) {
  %0 = stream.timepoint.await %t => %r : !util.buffer{%s}
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.timepoint.await' op operand #0 must be variadic of resource or external resource or transient resource or variable resource or constant resource or staging resource, but got '!util.buffer'

// -----

util.func public @f(%t: !stream.timepoint, %r: !util.buffer, %s: index) {
  %0 = "stream.timepoint.await"(%r, %s, %t) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!util.buffer, index, !stream.timepoint) -> !util.buffer
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.timepoint.await' op operand #0 must be variadic of resource or external resource or transient resource or variable resource or constant resource or staging resource, but got '!util.buffer'
