// A carriage return ends a `//` comment, as a line feed does (MLIR's lexer):
// text whose lines end in lone carriage returns was one comment from its
// first `//` on, read as an empty module with exit 0.  With every speed-up
// off too, since the first token was lexed by xDSL's lexer (whose comments
// run to a line feed) before the package's took over.
// RUN: printf '// c\r"test.op"() {a = 1 : i32} : () -> () // e\r// d\r\n"test.op"() : () -> ()\r' > %t.mlir
// RUN: xdsl-stream-opt --allow-unregistered-dialect %t.mlir | filecheck %s
// RUN: env XDSL_STREAM_SPEEDUPS_OFF=all xdsl-stream-opt --allow-unregistered-dialect %t.mlir | filecheck %s
// RUN: iree-opt --allow-unregistered-dialect %t.mlir | filecheck %s

// CHECK:      module {
// CHECK-NEXT:   "test.op"() {a = 1 : i32} : () -> ()
// CHECK-NEXT:   "test.op"() : () -> ()
// CHECK-NEXT: }
