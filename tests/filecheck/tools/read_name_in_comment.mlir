// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s

// An op's name is placed where it is written, not where a comment after it
// spells it again (iree-opt places these errors at the same columns).

stream.foo // stream.foo
// CHECK: read_name_in_comment.mlir:[[# @LINE - 1]]:1: error: custom op 'stream.foo' is unknown

// -----

  "stream.foo"() : () -> () // "stream.foo"
// CHECK: read_name_in_comment.mlir:[[# @LINE - 1]]:3: error: unregistered operation 'stream.foo' found in dialect ('stream') that does not allow unknown operations

// -----

func.func @f() {
  x
  // x, and x again
}
// CHECK: read_name_in_comment.mlir:[[# @LINE - 3]]:3: error: custom op 'x' is unknown (tried 'func.x' as well)
