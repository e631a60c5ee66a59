// RUN: xdsl-stream-opt %s | iree-opt --allow-unregistered-dialect | filecheck %s
// RUN: iree-opt --allow-unregistered-dialect %s | filecheck %s

// Where MLIR takes any character (a string literal, a comment, the body of an
// unregistered dialect's attribute or type), one outside ASCII is kept; and
// the body of `#foo<...>` need not begin with a name (`#foo<1>` was refused:
// `Expected attribute name.`).

// é in a comment
"test.op"() {a = "é", b = #foo<é>, c = #foo.bar<é x>, d = !foo<é>} : () -> ()
// CHECK: "test.op"() {a = "\C3\A9", b = #foo<é>, c = #foo.bar<é x>, d = !foo<é>} : () -> ()
"test.op"() {a = #foo<1>, b = #foo<[1, 2]>, c = #foo<@x>, d = #foo<"s">, e = !foo<1>} : () -> ()
// CHECK: "test.op"() {a = #foo<1>, b = #foo<[1, 2]>, c = #foo<@x>, d = #foo<"s">, e = !foo<1>} : () -> ()
