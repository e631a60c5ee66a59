// RUN: xdsl-stream-opt --allow-unregistered-dialect %s | filecheck %s --check-prefixes=CHECK,OURS
// RUN: iree-opt --allow-unregistered-dialect --mlir-print-op-generic %s | filecheck %s --check-prefixes=CHECK,IREE
// RUN: not xdsl-stream-opt %S/inputs/composite_global_typed.mlir 2>&1 | filecheck %S/inputs/composite_global_typed.mlir --check-prefix=OURS
// RUN: not iree-opt %S/inputs/composite_global_typed.mlir 2>&1 | filecheck %S/inputs/composite_global_typed.mlir --check-prefix=IREE

// MLIR reads a `: type` after any dialect attribute and hands it to the
// dialect; an attribute that has no type (`#util.composite`,
// `#util.inline.never`, IREE's encodings) drops it.  The package kept it as
// the attribute's type, and so took `util.global @p = #util.composite<...> :
// T` for a global of type T, which iree-opt refuses.  The typed ones keep it.

// OURS: "t.op"() {a = #util.composite<4xi8, [dense<1> : vector<4xi8>]>} : () -> ()
// IREE: "t.op"() {a = #composite_of_4b} : () -> ()
"t.op"() {a = #util.composite<4xi8, [dense<1> : vector<4xi8>]> : i32} : () -> ()
// CHECK: "t.op"() {b = #util.inline.never, c = #iree_encoding.identity, d = #util.null : i32} : () -> ()
"t.op"() {b = #util.inline.never : index, c = #iree_encoding.identity : i32, d = #util.null : i32} : () -> ()
