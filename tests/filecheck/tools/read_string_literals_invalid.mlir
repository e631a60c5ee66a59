// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s

// A string literal MLIR's lexer refuses, in its words and where it stops:
// an escape other than \" \\ \n \t and two hex digits, at its backslash; a
// line break before the closing quote, there.  (xDSL said `End of file
// reached before closing string literal.` at the opening quote.)

func.func private @f() attributes {a = "x\ry"}
// CHECK: :[[# @LINE - 1]]:42: error: unknown escape in string literal

// -----

func.func private @f() attributes {a = "x\u00e9"}
// CHECK: :[[# @LINE - 1]]:42: error: unknown escape in string literal

// -----

func.func private @f() attributes {a = "x\4"}
// CHECK: :[[# @LINE - 1]]:42: error: unknown escape in string literal

// -----

func.func private @f() attributes {a = "xy
"}
// CHECK: :[[# @LINE - 2]]:43: error: expected '"' in string literal
