// A token missing where MLIR expects one is reported right after the token
// before it, past blanks, blank lines and `//` comments, as iree-opt reports
// it (MLIR's emitWrongTokenError): at the end of the line that misses it,
// not at the next line's first token, and at the last token of an input cut
// short, not at its end; in iree-opt's words.  Every error line is iree-opt's.
// RUN: not xdsl-stream-opt --split-input-file %s 2> %t.err
// RUN: filecheck %s < %t.err
// RUN: not iree-opt --split-input-file %s 2> %t.iree-err
// RUN: filecheck %s --check-prefix=IREE < %t.iree-err
// RUN: grep ': error: ' %t.err > %t.ours-lines
// RUN: grep ': error: ' %t.iree-err > %t.iree-lines
// RUN: diff %t.ours-lines %t.iree-lines

func.func @cut(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32

// An input cut short: after its last token, whatever blank lines and
// comments follow.
// CHECK: read_wrong_token_places.mlir:[[# @LINE - 4]]:18: error: expected operation name in quotes
// IREE:  read_wrong_token_places.mlir:[[# @LINE - 5]]:18: error: expected operation name in quotes

// -----

func.func @no_type(%a: i32) -> i32 {
  %0 = arith.addi %a, %a :
  return %0 : i32
}
// CHECK: read_wrong_token_places.mlir:[[# @LINE - 3]]:27: error: expected non-function type
// IREE:  read_wrong_token_places.mlir:[[# @LINE - 4]]:27: error: expected non-function type

// -----

func.func @no_colon(%a: i32) -> i32 {
  %0 = arith.addi %a, %a   i32
  return %0 : i32
}
// CHECK: read_wrong_token_places.mlir:[[# @LINE - 3]]:25: error: expected ':'
// IREE:  read_wrong_token_places.mlir:[[# @LINE - 4]]:25: error: expected ':'

// -----

func.func @no_equals() -> i32 {
  %0  arith.constant 1 : i32
  return %0 : i32
}
// CHECK: read_wrong_token_places.mlir:[[# @LINE - 3]]:5: error: expected '=' after SSA name
// IREE:  read_wrong_token_places.mlir:[[# @LINE - 4]]:5: error: expected '=' after SSA name

// -----

func.func @one_brace_too_many() {
  return
}   // the end of @one_brace_too_many

}
// CHECK: read_wrong_token_places.mlir:[[# @LINE - 3]]:2: error: expected operation name in quotes
// IREE:  read_wrong_token_places.mlir:[[# @LINE - 4]]:2: error: expected operation name in quotes
