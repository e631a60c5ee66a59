// A custom op no dialect reads is MLIR's error at its name: an op a dialect
// does not define, a dialect no one registered, a bare name tried in the
// default dialect of the custom op around it (func.func's is func, the top
// level's builtin, most ops set none).  xDSL said `Operation
// builtin.unregistered does not have a custom format.`, after the name.
// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s

%0 = arith.constnt 1 : i32
// CHECK: read_unknown_custom_ops.mlir:[[# @LINE - 1]]:6: error: custom op 'arith.constnt' is unknown

// -----

stream.executable private @e {
  stream.foo
}
// CHECK: read_unknown_custom_ops.mlir:[[# @LINE - 2]]:3: error: custom op 'stream.foo' is unknown

// -----

func.func @f() {
  %0 = foo.bar 1
}
// CHECK: read_unknown_custom_ops.mlir:[[# @LINE - 2]]:8: error: Dialect `foo' not found for custom op 'foo.bar'

// -----

garbage {
// CHECK: read_unknown_custom_ops.mlir:[[# @LINE - 1]]:1: error: custom op 'garbage' is unknown (tried 'builtin.garbage' as well)

// -----

func.func @f() {
  garbage
}
// CHECK: read_unknown_custom_ops.mlir:[[# @LINE - 2]]:3: error: custom op 'garbage' is unknown (tried 'func.garbage' as well)

// -----

util.func public @f() {
  garbage
}
// CHECK: read_unknown_custom_ops.mlir:[[# @LINE - 2]]:3: error: Dialect `' not found for custom op 'garbage'  (tried '.garbage' as well)

// -----

"test.op"() ({
  garbage
}) : () -> ()
// CHECK: read_unknown_custom_ops.mlir:[[# @LINE - 2]]:3: error: custom op 'garbage' is unknown (tried 'builtin.garbage' as well)

// -----

"stream.foo"() : () -> ()
// CHECK: read_unknown_custom_ops.mlir:[[# @LINE - 1]]:1: error: unregistered operation 'stream.foo' found in dialect ('stream') that does not allow unknown operations
