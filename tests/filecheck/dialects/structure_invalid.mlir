// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s

// Rules of structure iree-opt checks and the reader once missed (each was
// accepted with exit 0): a function's argument and result attributes, one
// dictionary each; a function's entry block against its signature; the
// parents `stream.return` and `util.return` may have; one block at most in
// the regions of `stream.async.execute`, `stream.async.concurrent`,
// `stream.cmd.execute`, `stream.cmd.serial` and `stream.cmd.concurrent`.
// Both tools refuse each case in the same words at the same place.

"builtin.module"() ({
  "stream.async.func"() <{arg_attrs = [], function_type = (i32) -> (), sym_name = "e", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()
// CHECK: :[[# @LINE - 3]]:3: error: 'stream.async.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 0, but expected 1

// -----

"builtin.module"() ({
  "stream.cmd.func"() <{function_type = (i32) -> i32, res_attrs = [{}, {}], sym_name = "e", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()
// CHECK: :[[# @LINE - 3]]:3: error: 'stream.cmd.func' op expects result attribute array to have the same number of elements as the number of function results, got 2, but expected 1

// -----

"builtin.module"() ({
  "stream.async.func"() <{arg_attrs = [1 : i32], function_type = (i32) -> (), sym_name = "e", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()
// CHECK: :[[# @LINE - 3]]:3: error: 'stream.async.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes

// -----

"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}], function_type = (i32, i32) -> (), sym_name = "e", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()
// CHECK: :[[# @LINE - 3]]:3: error: 'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 1, but expected 2

// -----

util.func public @f() {
  "stream.return"() : () -> ()
}
// CHECK: :[[# @LINE - 2]]:3: error: 'stream.return' op expects parent op 'stream.executable.export'

// -----

func.func @f() {
  util.return
}
// CHECK: :[[# @LINE - 2]]:3: error: 'util.return' op expects parent op to be one of 'util.initializer, util.func, util.hoistable_conversion'

// -----

util.func public @f() {
  scf.execute_region {
    util.return
  }
  util.return
}
// CHECK: :[[# @LINE - 4]]:5: error: 'util.return' op expects parent op to be one of 'util.initializer, util.func, util.hoistable_conversion'

// -----

util.func public @f() {
  %0 = stream.async.execute with() {
    util.return
  } => !stream.timepoint
  util.return
}
// CHECK: :[[# @LINE - 4]]:5: error: 'util.return' op expects parent op to be one of 'util.initializer, util.func, util.hoistable_conversion'

// -----

util.func public @f() {
  %0 = stream.async.execute with() {
    cf.br ^bb1
  ^bb1:
    stream.yield
  } => !stream.timepoint
  util.return
}
// CHECK: :[[# @LINE - 7]]:8: error: 'stream.async.execute' op expects region #0 to have 0 or 1 blocks

// -----

util.func public @f() {
  %0 = stream.cmd.execute with() {
    cf.br ^bb1
  ^bb1:
    stream.yield
  } => !stream.timepoint
  util.return
}
// CHECK: :[[# @LINE - 7]]:8: error: 'stream.cmd.execute' op expects region #0 to have 0 or 1 blocks

// -----

util.func public @f() {
  %0 = stream.cmd.execute with() {
    stream.cmd.concurrent {
      cf.br ^bb1
    ^bb1:
      stream.yield
    }
  } => !stream.timepoint
  util.return
}
// CHECK: :[[# @LINE - 8]]:5: error: 'stream.cmd.concurrent' op expects region #0 to have 0 or 1 blocks

// -----

"builtin.module"() ({
  "util.initializer"() <{function_type = () -> ()}> ({
  ^bb0(%a: i32):
    "util.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
// CHECK: :[[# @LINE - 5]]:3: error: 'util.initializer' op entry block must have 0 arguments to match function signature

// -----

// A `func.func` with no region (an internal error, `IndexError`, before).
"func.func"() <{sym_name = "g", function_type = () -> ()}> : () -> ()
// CHECK: :[[# @LINE - 1]]:1: error: 'func.func' op requires one region

// -----

// `stream.executable.end` ends a `stream.executable` only (IREE's
// `HasParent`): read with exit 0 anywhere before.

util.func private @f() {
  "stream.executable.end"() : () -> ()
}
// CHECK: :[[# @LINE - 2]]:3: error: 'stream.executable.end' op expects parent op 'stream.executable'

// -----

stream.executable private @ex {
  builtin.module {
    stream.executable.end
  }
}
// CHECK: :[[# @LINE - 3]]:5: error: 'stream.executable.end' op expects parent op 'stream.executable'

// -----

// xDSL's parent check, in MLIR's words (it named the op twice).

stream.executable.export public @e
// CHECK: :[[# @LINE - 1]]:1: error: 'stream.executable.export' op expects parent op 'stream.executable'
