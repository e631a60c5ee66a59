// An op name holding a quote, a backslash or a control character is refused
// where the op starts: xDSL's printer writes the name between quotes as it
// is, so `"test.a\"b"` printed as `"test.a"b"`, which no reader reads (exit 0).
// RUN: not xdsl-stream-opt --split-input-file %s 2> %t.err
// RUN: filecheck %s < %t.err

"test.a\"b"() : () -> ()
// CHECK: read_op_name_escapes.mlir:7:1: error: an op name with a quote, a backslash or a control character is not supported: xDSL prints it without escapes

// -----

%x = "test.a\0Ab"() : () -> i32
// CHECK: read_op_name_escapes.mlir:12:1: error: an op name with a quote
