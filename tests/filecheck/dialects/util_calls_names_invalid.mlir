// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE
// RUN: xdsl-stream-opt %S/inputs/util_call_function_result.mlir | xdsl-stream-opt | filecheck %S/inputs/util_call_function_result.mlir
// RUN: xdsl-stream-opt %S/inputs/util_call_function_result.mlir | iree-opt > /dev/null

// Util's names and calls as IREE 3.13 has them (each was accepted): an op
// name the dialect does not define (one it defines reads), a callee that
// is a nested symbol, and an entry block with arguments in a
// `util.initializer` (IREE's takes none, whatever its `function_type` says)
// or an entry block of a `util.func` or `func.func` that does not take its
// inputs (xDSL words the latter in its own words).

"util.bogus"() : () -> ()
// CHECK: :[[# @LINE - 1]]:1: error: unregistered operation 'util.bogus' found in dialect ('util') that does not allow unknown operations
// IREE:  :[[# @LINE - 2]]:1: error: unregistered operation 'util.bogus' found in dialect ('util') that does not allow unknown operations

// -----

module @m {
  util.func private @k()
}
util.func private @f() {
  util.call @m::@k() : () -> ()
  util.return
}
// CHECK: :[[# @LINE - 3]]:13: error: custom op 'util.call' invalid kind of attribute specified
// IREE:  :[[# @LINE - 4]]:13: error: custom op 'util.call' invalid kind of attribute specified

// -----

"util.initializer"() <{function_type = (i32) -> ()}> ({
^bb0(%a: i32):
  "util.return"() : () -> ()
}) : () -> ()
// CHECK: :[[# @LINE - 4]]:1: error: 'util.initializer' op entry block must have 0 arguments to match function signature
// IREE:  :[[# @LINE - 5]]:1: error: 'util.initializer' op entry block must have 0 arguments to match function signature

// -----

"util.func"() <{function_type = (i32, i32) -> i32, sym_name = "g", sym_visibility = "private"}> ({
^bb0(%a: i32):
  "util.return"(%a) : (i32) -> ()
}) : () -> ()
// CHECK: :[[# @LINE - 4]]:1: error: 'util.func' op entry block must have 2 arguments to match function signature
// IREE:  :[[# @LINE - 5]]:1: error: 'util.func' op entry block must have 2 arguments to match function signature

// -----

"util.func"() <{function_type = (i32, i64) -> i32, sym_name = "g", sym_visibility = "private"}> ({
^bb0(%a: i32, %b: i32):
  "util.return"(%a) : (i32) -> ()
}) : () -> ()
// CHECK: :[[# @LINE - 4]]:1: error: 'util.func' op type of entry block argument #1('i32') must match the type of the corresponding argument in function signature('i64')
// IREE:  :[[# @LINE - 5]]:1: error: 'util.func' op type of entry block argument #1('i32') must match the type of the corresponding argument in function signature('i64')

// -----

"func.func"() <{function_type = (i32, i32) -> (), sym_name = "f"}> ({
^bb0(%b: i32):
  "func.return"() : () -> ()
}) : () -> ()
// CHECK: :[[# @LINE - 4]]:1: error: 'func.func' op entry block must have 2 arguments to match function signature
// IREE:  :[[# @LINE - 5]]:1: error: 'func.func' op entry block must have 2 arguments to match function signature

// -----

"func.func"() <{function_type = (i32) -> (), sym_name = "f"}> ({
^bb0(%b: i64):
  "func.return"() : () -> ()
}) : () -> ()
// CHECK: :[[# @LINE - 4]]:1: error: 'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')
// IREE:  :[[# @LINE - 5]]:1: error: 'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')
