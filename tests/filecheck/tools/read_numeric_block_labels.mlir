// RUN: xdsl-stream-opt %s | iree-opt | filecheck %s
// RUN: iree-opt %s | filecheck %s

// A block label may be digits only (`^0`, `^007`), as MLIR's grammar says.
// xDSL's parser raised ValueError naming such a block (docs/upstream.md,
// entry 48); the reader leaves it unnamed, and both tools print `^bbN`.

func.func @f(%a: i1, %v: i32) -> i32 {
  cf.br ^1(%v : i32)
^1(%x: i32):
  cf.cond_br %a, ^1(%x : i32), ^007
^007:
  return %x : i32
}
// CHECK:      cf.br ^bb1(%arg1 : i32)
// CHECK-NEXT: ^bb1(%0: i32):
// CHECK-NEXT:   cf.cond_br %arg0, ^bb1(%0 : i32), ^bb2
// CHECK-NEXT: ^bb2:
// CHECK-NEXT:   return %0 : i32
