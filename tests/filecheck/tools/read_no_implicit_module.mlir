// RUN: not xdsl-stream-opt --no-implicit-module %s 2>&1 | filecheck %s
// RUN: not iree-opt --no-implicit-module %s 2>&1 | filecheck %s
// RUN: not xdsl-stream-opt --no-implicit-module %S/inputs/empty.mlir 2>&1 | filecheck %s --check-prefix=EMPTY
// RUN: not iree-opt --no-implicit-module %S/inputs/empty.mlir 2>&1 | filecheck %s --check-prefix=EMPTY
// RUN: xdsl-stream-opt --no-implicit-module %S/inputs/one_module.mlir | filecheck %s --check-prefix=ONE

// With --no-implicit-module the text is one op, the module: every op of it is
// read, and two are an error, as in iree-opt 3.13 (which places it at 0:0,
// the package at 1:1).  xDSL read the first op and ignored the rest, exit 0.

module {
  util.global private @a : i32
}
module {
  util.global private @b : i32
}

// CHECK: error: source must contain a single top-level operation, found: 2
// EMPTY: error: source must contain a single top-level operation, found: 0
// ONE: util.global private @a = 1 : i32
