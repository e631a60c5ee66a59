// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s

// Ops whose operands and results share a type, as IREE's ODS ties them:
// `AllTypesMatch<[...]>` (`failed to verify that all of {a, b} have same
// type`) or `SameOperandsAndResultType` (`requires the same type for all
// operands and results`).  One case per op, in generic form (and in custom
// form where the form writes both types), each refused at the op in
// iree-opt's words: the same CHECK lines hold for both tools.  Where a type
// also breaks its operand's or result's own constraint, MLIR reports that
// first, and so do we (the last cases).

util.func public @f(%a: i32, %b: i64, %x: index) {
  %0 = "util.cmp.eq"(%a, %b) : (i32, i64) -> i1
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.cmp.eq' op failed to verify that all of {lhs, rhs} have same type

// -----

util.func public @f(%a: i32, %b: i64, %x: index) {
  %0 = "util.cmp.ne"(%a, %b) : (i32, i64) -> i1
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.cmp.ne' op failed to verify that all of {lhs, rhs} have same type

// -----

util.func public @f(%a: i32, %b: i64, %x: index) {
  %0 = "util.align"(%x, %a) : (index, i32) -> index
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.align' op requires the same type for all operands and results

// -----

util.func public @f(%a: i32, %b: i64, %x: index) {
  %0 = "util.range.min"(%a, %b) : (i32, i64) -> i32
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.range.min' op requires the same type for all operands and results

// -----

util.func public @f(%a: i32, %b: i64, %x: index) {
  %0 = "util.range.max"(%a, %a) : (i32, i32) -> i64
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.range.max' op requires the same type for all operands and results

// -----

util.func public @f(%a: i32, %b: i64, %x: index) {
  %0:2 = "util.range.extents"(%a, %b) : (i32, i64) -> (i32, i32)
  util.return
}
// CHECK: :[[# @LINE - 3]]:10: error: 'util.range.extents' op requires the same type for all operands and results

// -----

util.func public @f(%a: i32, %b: i64, %x: index) {
  %0 = "util.numeric.optional_narrow"(%a) <{semantic_type = i8}> : (i32) -> i64
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.numeric.optional_narrow' op requires the same type for all operands and results

// -----

util.func public @f(%t: tensor<?xi32>) {
  %0 = "util.numeric.optional_narrow"(%t) <{semantic_type = i8}> : (tensor<?xi32>) -> tensor<4xi32>
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.numeric.optional_narrow' op inferred type(s) 'tensor<?xi32>' are incompatible with return type(s) of operation 'tensor<4xi32>'

// -----

util.func public @f(%e: !stream.resource<external>, %sz: index) {
  %0:2 = "stream.timepoint.barrier"(%e, %sz) : (!stream.resource<external>, index) -> (!stream.resource<transient>, !stream.timepoint)
  util.return
}
// CHECK: :[[# @LINE - 3]]:10: error: 'stream.timepoint.barrier' op failed to verify that all of {resource, result} have same type

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index, %f: f32) {
  %0 = "stream.tensor.fill"(%r, %sz, %sz, %sz, %sz, %f) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1>, target_encoding = tensor<?xf32>}> : (!stream.resource<*>, index, index, index, index, f32) -> !stream.resource<transient>
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.tensor.fill' op failed to verify that all of {target, result} have same type

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index) {
  %0 = "stream.tensor.update"(%r, %sz, %sz, %sz, %r, %sz, %sz) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 1>, target_encoding = tensor<?xf32>, update_encoding = tensor<?xf32>}> : (!stream.resource<*>, index, index, index, !stream.resource<*>, index, index) -> !stream.resource<transient>
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.tensor.update' op failed to verify that all of {target, result} have same type

// -----

util.func public @f(%s: !stream.resource<staging>, %sz: index, %f: f32) {
  %0 = "stream.tensor.store"(%s, %sz, %sz, %sz, %f) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>, target_encoding = tensor<?xf32>}> : (!stream.resource<staging>, index, index, index, f32) -> !stream.resource<*>
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.tensor.store' op result #0 must be staging resource, but got '!stream.resource<*>'

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index) {
  %0 = "stream.resource.subview"(%r, %sz, %sz, %sz) : (!stream.resource<*>, index, index, index) -> !stream.resource<transient>
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.resource.subview' op failed to verify that all of {source, result} have same type

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index) {
  %0 = stream.resource.subview %r[%sz] : !stream.resource<*>{%sz} -> !stream.resource<transient>{%sz}
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.resource.subview' op failed to verify that all of {source, result} have same type

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index, %t: !stream.resource<transient>) {
  %0:2 = "stream.resource.transients"(%r, %sz, %t, %sz) : (!stream.resource<*>, index, !stream.resource<transient>, index) -> (!stream.resource<external>, !stream.timepoint)
  util.return
}
// CHECK: :[[# @LINE - 3]]:10: error: 'stream.resource.transients' op failed to verify that all of {resource, result} have same type

// -----

util.func public @f(%t: !stream.resource<transient>, %sz: index, %k: !util.buffer, %o: i64) {
  %0 = "stream.tensor.parameter.write"(%t, %sz, %k, %o) <{operandSegmentSizes = array<i32: 1, 0, 1, 0, 1, 1>, source_encoding = tensor<4xf32>}> : (!stream.resource<transient>, index, !util.buffer, i64) -> !stream.resource<*>
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.tensor.parameter.write' op failed to verify that all of {source, result} have same type

// -----

util.func public @f(%t: !stream.resource<transient>, %sz: index, %k: !util.buffer, %o: i64) {
  %0:2 = "stream.async.parameter.read"(%t, %sz, %sz, %sz, %sz, %k, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 1, 1, 0>}> : (!stream.resource<transient>, index, index, index, index, !util.buffer, i64) -> (!stream.resource<*>, !stream.timepoint)
  util.return
}
// CHECK: :[[# @LINE - 3]]:10: error: 'stream.async.parameter.read' op failed to verify that all of {target, result} have same type

// -----

util.func public @f(%t: !stream.resource<transient>, %sz: index, %k: !util.buffer, %o: i64) {
  %0:2 = "stream.async.parameter.write"(%t, %sz, %sz, %sz, %sz, %k, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 1, 1, 0>}> : (!stream.resource<transient>, index, index, index, index, !util.buffer, i64) -> (!stream.resource<*>, !stream.timepoint)
  util.return
}
// CHECK: :[[# @LINE - 3]]:10: error: 'stream.async.parameter.write' op failed to verify that all of {source, result} have same type

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index) {
  %0 = "stream.async.slice"(%r, %sz, %sz, %sz, %sz) : (!stream.resource<*>, index, index, index, index) -> !stream.resource<transient>
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.async.slice' op failed to verify that all of {source, result} have same type

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index) {
  %0 = stream.async.slice %r[%sz to %sz] : !stream.resource<*>{%sz} -> !stream.resource<transient>{%sz}
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.async.slice' op failed to verify that all of {source, result} have same type

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index, %v: i32) {
  %0 = "stream.async.fill"(%r, %sz, %sz, %sz, %sz, %v) : (!stream.resource<*>, index, index, index, index, i32) -> !stream.resource<transient>
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.async.fill' op failed to verify that all of {target, result} have same type

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index) {
  %0 = "stream.async.update"(%r, %sz, %sz, %sz, %r, %sz) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<transient>
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.async.update' op failed to verify that all of {target, result} have same type

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index) {
  %0 = "stream.async.copy"(%r, %sz, %sz, %sz, %r, %sz, %sz, %sz, %sz) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index, index, index, index) -> !stream.resource<transient>
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.async.copy' op failed to verify that all of {target, result} have same type

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index, %ch: !stream.channel) {
  %0 = "stream.async.collective"(%r, %sz, %sz, %sz, %sz, %r, %sz, %sz, %sz, %sz, %sz, %ch) <{op = #stream.collective<all_gather : f32>}> : (!stream.resource<*>, index, index, index, index, !stream.resource<*>, index, index, index, index, index, !stream.channel) -> !stream.resource<transient>
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.async.collective' op failed to verify that all of {target, result} have same type

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index) {
  %0 = "stream.async.barrier"(%r, %sz) : (!stream.resource<*>, index) -> !stream.resource<transient>
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.async.barrier' op failed to verify that all of {source, result} have same type

// -----

util.func public @f(%s: !stream.resource<staging>, %sz: index, %f: f32) {
  %0 = "stream.async.store"(%s, %sz, %sz, %f) : (!stream.resource<staging>, index, index, f32) -> !stream.resource<*>
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.async.store' op result #0 must be staging resource, but got '!stream.resource<*>'

// -----

util.func public @f(%a: i32, %b: i64, %x: index) {
  %0 = "util.cmp.eq"(%a, %b) : (i32, i64) -> i32
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'util.cmp.eq' op result #0 must be 1-bit signless integer, but got 'i32'

// -----

util.func public @f(%s: !stream.resource<staging>, %sz: index) {
  %0 = "stream.async.slice"(%s, %sz, %sz, %sz, %sz) : (!stream.resource<staging>, index, index, index, index) -> !stream.resource<*>
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.async.slice' op operand #0 must be resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index, %t: !stream.resource<transient>) {
  %0:2 = "stream.resource.transients"(%r, %sz, %t, %sz) : (!stream.resource<*>, index, !stream.resource<transient>, index) -> (!stream.resource<staging>, !stream.timepoint)
  util.return
}
// CHECK: :[[# @LINE - 3]]:10: error: 'stream.resource.transients' op result #0 must be resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index, %f: f32) {
  %0 = "stream.async.store"(%r, %sz, %sz, %f) : (!stream.resource<*>, index, index, f32) -> !stream.resource<staging>
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'stream.async.store' op operand #0 must be staging resource, but got '!stream.resource<*>'
