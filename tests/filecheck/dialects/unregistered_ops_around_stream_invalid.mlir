// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s

// An unregistered op around or inside registered ones hides nothing from
// their rules, as in iree-opt 3.13 (both read with exit 0 before): an
// unregistered op of one region may be a symbol table no one knows, so a
// lookup from inside it finds nothing (MLIR's getNearestSymbolTable); and an
// unregistered op ending an async execution region is no `stream.yield`.

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
