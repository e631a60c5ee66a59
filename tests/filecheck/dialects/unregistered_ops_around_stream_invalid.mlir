// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s

// An unregistered op around or inside registered ones hides nothing from
// their rules, as in iree-opt 3.13 (both read with exit 0 before): an
// unregistered op of one region may be a symbol table no one knows, so a
// lookup from inside it finds nothing (MLIR's getNearestSymbolTable); an
// unregistered op ending an async execution region is no `stream.yield`; one
// in a command region is no command (MLIR's `hasTrait` is false for it;
// xDSL's answered true: read with exit 0 before a `stream.yield`, and
// without one the region's end refused first, naming
// `builtin.unregistered`); and `util.hoistable_conversion` reads the
// operands of what ends its body as the return's before it asks what it is.

"test.wrap"() ({
  util.global private @g0 : i32
  util.func private @f() -> i32 {
    %0 = util.global.load @g0 : i32
    util.return %0 : i32
  }
}) : () -> ()
// CHECK: :[[# @LINE - 4]]:10: error: 'util.global.load' op undefined global: @g0

// -----

util.func private @f(%r: !stream.resource<*>, %s: index) -> !stream.timepoint {
  %res, %tp = stream.async.execute with(%r as %a: !stream.resource<*>{%s}) -> !stream.resource<*>{%s} {
    "test.end"(%a, %s) : (!stream.resource<*>, index) -> ()
  } => !stream.timepoint
  util.return %tp : !stream.timepoint
}
// CHECK: :[[# @LINE - 5]]:15: error: 'stream.async.execute' op expects regions to end with 'stream.yield', found 'test.end'

// -----

util.func private @f(%r: !stream.resource<transient>, %s: index) -> !stream.timepoint {
  %tp = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%s}) {
    "test.op"() : () -> ()
    stream.yield
  } => !stream.timepoint
  util.return %tp : !stream.timepoint
}
// CHECK: :[[# @LINE - 5]]:5: error: 'test.op' op explicit execution regions must only contain explicit ops

// -----

util.func private @f(%r: !stream.resource<transient>, %s: index) -> !stream.timepoint {
  %tp = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%s}) {
    "test.op"() : () -> ()
  } => !stream.timepoint
  util.return %tp : !stream.timepoint
}
// CHECK: :[[# @LINE - 4]]:5: error: 'test.op' op explicit execution regions must only contain explicit ops

// -----

util.func private @f(%r: !stream.resource<transient>, %s: index) -> !stream.timepoint {
  %tp = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%s}) {
    stream.cmd.concurrent {
      "test.op"() : () -> ()
      stream.cmd.flush %x[%s for %s] : !stream.resource<transient>{%s}
    }
  } => !stream.timepoint
  util.return %tp : !stream.timepoint
}
// CHECK: :[[# @LINE - 6]]:7: error: 'test.op' op explicit execution regions must only contain explicit ops

// -----

util.func private @f(%x: i32) -> i32 {
  %0 = util.hoistable_conversion "a" inverts("b") (%y = %x) : (i32) -> i32 {
    "test.op"() : () -> ()
  }
  util.return %0 : i32
}
// CHECK: :[[# @LINE - 5]]:8: error: 'util.hoistable_conversion' op return has 0 operands but op has 1 results

// -----

util.func private @f(%x: i32) -> i32 {
  %0 = util.hoistable_conversion "a" inverts("b") (%y = %x) : (i32) -> i32 {
    "test.op"(%y) : (i32) -> ()
  }
  util.return %0 : i32
}
// CHECK: :[[# @LINE - 5]]:8: error: 'util.hoistable_conversion' op expects regions to end with 'util.return', found 'test.op'
