// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s

// A block defined twice, in MLIR's words at the second label.  After a
// branch to it, xDSL's parser lost track of the first definition and raised
// KeyError (docs/upstream.md, entry 48).

func.func @f() {
  cf.br ^x
^x:
  return
^x:
  return
}
// CHECK: :[[# @LINE - 3]]:1: error: redefinition of block '^x'

// -----

func.func @g() {
  return
^5:
  return
^5:
  return
}
// CHECK: :[[# @LINE - 3]]:1: error: redefinition of block '^5'
