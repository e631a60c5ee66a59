// A `#`, `!` or `^` with no name after it is refused in iree-opt's words
// (xDSL's lexer says `Expected suffix identifier after {first_char}`, its
// placeholder unfilled), and a Stream type with no name after its dialect
// is `expected valid keyword`: each error iree-opt's, at its place.
// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s

"test.op"() {a = #} : () -> ()
// CHECK: read_nameless_prefixes.mlir:[[# @LINE - 1]]:18: error: invalid attribute name

// -----

"test.op"() : () -> !
// CHECK: read_nameless_prefixes.mlir:[[# @LINE - 1]]:21: error: invalid type identifier

// -----

"test.op"() [^] : () -> ()
// CHECK: read_nameless_prefixes.mlir:[[# @LINE - 1]]:14: error: invalid block name

// -----

"test.op"() : () -> () loc(#)
// CHECK: read_nameless_prefixes.mlir:[[# @LINE - 1]]:28: error: invalid attribute name

// -----

// At the end of the input: at its end, the token after the dot.
// CHECK: read_nameless_prefixes.mlir:[[# @LINE + 2]]:1: error: expected valid keyword
util.global private @g : !stream.
