// Strings MLIR prints with hex escapes of UTF-8 bytes (a non-ASCII symbol,
// attribute name or file name) read as strings, and printing them is a fixed
// point (xDSL read them as bytes: docs/upstream.md, entry 21; a dump with a
// non-ASCII source path or symbol did not read).
// RUN: xdsl-stream-opt --allow-unregistered-dialect --print-debuginfo %s | filecheck %s
// RUN: xdsl-stream-opt --allow-unregistered-dialect %s > %t.printed.mlir
// RUN: xdsl-stream-opt --allow-unregistered-dialect %t.printed.mlir | diff - %t.printed.mlir
// RUN: xdsl-stream-opt --allow-unregistered-dialect --print-op-generic %s | iree-opt --allow-unregistered-dialect > %t.ours
// RUN: iree-opt --allow-unregistered-dialect %s > %t.iree
// RUN: diff %t.ours %t.iree

// CHECK: "func.func"() <{sym_name = "\C3\A9"
// CHECK: util.global private @"g\C3\A9" : i32
// CHECK: "foo.op"() {"\C3\A9" = 1 : i32, a = "caf\C3\A9"} : () -> () loc("\C3\A9.py":1:2)
"func.func"() <{sym_name = "\C3\A9", function_type = () -> (), sym_visibility = "private"}> ({
}) : () -> ()
"util.global"() <{sym_name = "g\C3\A9", sym_visibility = "private", type = i32}> : () -> ()
"foo.op"() {"\C3\A9" = 1 : i32, a = "caf\C3\A9"} : () -> () loc("\C3\A9.py":1:2)
