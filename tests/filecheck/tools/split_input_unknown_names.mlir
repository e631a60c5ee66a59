// A chunk's unknown op name does not carry over to the next chunk: xDSL's
// context keeps the unregistered op it made for a name, and the bare
// `return` the first chunk failed on made the second chunk's `return`
// (func.return in a func.func) unknown too.
// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s

func.func @fn(%n: index)
  return
}
// CHECK: split_input_unknown_names.mlir:[[# @LINE - 2]]:3: error: custom op 'return' is unknown (tried 'builtin.return' as well)

// -----

// CHECK: func.func @g() {
// CHECK-NEXT: return
func.func @g() {
  return
}
