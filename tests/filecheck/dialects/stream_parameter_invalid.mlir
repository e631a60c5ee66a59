// RUN: xdsl-opt --split-input-file --verify-diagnostics --parsing-diagnostics %s | filecheck %s

// Verifier rules and directive syntax errors of the parameter ops; iree-opt
// 3.13 rejects each case too.  Counts the custom form cannot get wrong are
// written in generic form.

util.func public @f(%s: !util.buffer, %k: !util.buffer, %o: i64, %n: index) {
  %r:2, %t = stream.cmd.parameter.load {
    %s::%k[%o] : !stream.resource<constant>{%n},
    %k[%o] : !stream.resource<constant>{%n}
  } => !stream.timepoint
  util.return
}

// CHECK: each operation must use the same scope

// -----

util.func public @f(%k: !util.buffer, %o: i64, %n: index, %a: !stream.resource<transient>, %b: !stream.resource<transient>) {
  %t = stream.cmd.parameter.gather {
    %k[%o] -> %a[%n for %n] : !stream.resource<transient>{%n},
    %k[%o] -> %b[%n for %n] : !stream.resource<transient>{%n}
  } => !stream.timepoint
  util.return
}

// CHECK: each operation must use the same scope and target resource

// -----

util.func public @f(%k: !util.buffer, %o: i64, %n: index, %m: index, %a: !stream.resource<transient>) {
  %r, %t = stream.async.parameter.scatter {
    %a[%n to %n for %n] : !stream.resource<transient>{%n} -> %k[%o],
    %a[%n to %n for %n] : !stream.resource<transient>{%m} -> %k[%o]
  } : !stream.resource<transient> => !stream.timepoint
  util.return
}

// CHECK: each operation must use the same source resource and scope

// -----

util.func public @f(%s: !util.buffer, %k: !util.buffer, %o: i64, %n: index) {
  %r, %t = stream.async.parameter.load %s:%k[%o] : !stream.resource<constant>{%n} => !stream.timepoint
  util.return
}

// CHECK: Expected ':' (a scope and key are written '%scope::%key')

// -----

util.func public @f(%k: !util.buffer, %o: i64, %n: index) {
  %r:3 = "stream.cmd.parameter.load"(%k, %o, %o, %n) <{operandSegmentSizes = array<i32: 0, 1, 2, 1, 0>}> : (!util.buffer, i64, i64, index) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.timepoint)
  util.return
}

// CHECK: requires that the source keys, source offsets, and result sizes are all 1:1

// -----

util.func public @f(%k: !util.buffer, %o: i64, %n: index, %a: !stream.resource<transient>) {
  %t = "stream.cmd.parameter.gather"(%k, %o, %a, %n, %n, %n, %n, %n) <{operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 2, 2, 0>}> : (!util.buffer, i64, !stream.resource<transient>, index, index, index, index, index) -> !stream.timepoint
  util.return
}

// CHECK: requires that the source keys, source offsets, target offsets, and target lengths are all 1:1

// -----

util.func public @f(%k: !util.buffer, %o: i64, %n: index, %a: !stream.resource<transient>) {
  %t = "stream.cmd.parameter.scatter"(%a, %n, %n, %n, %k, %k, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 2, 1, 0>}> : (!stream.resource<transient>, index, index, index, !util.buffer, !util.buffer, i64) -> !stream.timepoint
  util.return
}

// CHECK: requires that the source offsets, source lengths, target keys, and target offsets are all 1:1

// -----

util.func public @f(%k: !util.buffer, %o: i64, %n: index, %a: !stream.resource<transient>) {
  %r:2 = "stream.async.parameter.gather"(%k, %o, %o, %a, %n, %n, %n, %n) <{operandSegmentSizes = array<i32: 0, 1, 2, 1, 1, 1, 1, 1, 0>}> : (!util.buffer, i64, i64, !stream.resource<transient>, index, index, index, index) -> (!stream.resource<transient>, !stream.timepoint)
  util.return
}

// CHECK: requires that the source keys, source offsets, target offsets, target ends, and lengths are all 1:1

// -----

util.func public @f(%k: !util.buffer, %o: i64, %n: index, %a: !stream.resource<transient>) {
  %r:2 = "stream.async.parameter.scatter"(%a, %n, %n, %n, %n, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 0, 0, 1, 0>}> : (!stream.resource<transient>, index, index, index, index, i64) -> (!stream.resource<transient>, !stream.timepoint)
  util.return
}

// CHECK: requires that the source offsets, source ends, lengths, target keys, and target offsets are all 1:1

// -----

util.func public @f(%k: !util.buffer, %o: index, %n: index) {
  %r, %t = stream.async.parameter.load %k[%o] : !stream.resource<constant>{%n} => !stream.timepoint
  util.return
}

// CHECK: operand is used with type i64, but has been previously used or defined with type index

// -----

// IREE infers a gather's resource result from its target and a scatter's from
// its source; another result type is refused.
util.func public @f(%k: !util.buffer, %o: i64, %c0: index, %n: index, %r: !stream.resource<transient>) {
  %a, %at = stream.async.parameter.gather {
    %k[%o] -> %r[%c0 to %n for %n] : !stream.resource<transient>{%n}
  } : !stream.resource<external> => !stream.timepoint
  util.return
}

// CHECK: inferred type(s) '!stream.resource<transient>', '!stream.timepoint' are incompatible with return type(s) of operation '!stream.resource<external>', '!stream.timepoint'

// -----

util.func public @f(%k: !util.buffer, %o: i64, %c0: index, %n: index, %r: !stream.resource<transient>) {
  %a, %at = stream.async.parameter.scatter {
    %r[%c0 to %n for %n] : !stream.resource<transient>{%n} -> %k[%o]
  } : !stream.resource<constant> => !stream.timepoint
  util.return
}

// CHECK: inferred type(s) '!stream.resource<transient>', '!stream.timepoint' are incompatible with return type(s) of operation '!stream.resource<constant>', '!stream.timepoint'
