// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

// A dialect attribute or type takes its `<...>` body only when the `<` comes
// right after its name, as MLIR lexes it: after a space, the name stands
// alone and the `<` is where the enclosing syntax fails, an error both
// place right after the name.

"test.op"() {a = #stream.timepoint <immediate>} : () -> ()

// CHECK: :[[# @LINE - 2]]:35: error: expected '}'
// IREE:  :[[# @LINE - 3]]:35: error: expected '}' in attribute dictionary

// -----

"test.op"() {a = #hal.device.affinity <@dev>} : () -> ()

// CHECK: :[[# @LINE - 2]]:38: error: expected '}'
// IREE:  :[[# @LINE - 3]]:38: error: expected '}' in attribute dictionary

// -----

"test.op"() {a = #foo.bar <1>} : () -> ()

// CHECK: :[[# @LINE - 2]]:26: error: expected '}'
// IREE:  :[[# @LINE - 3]]:26: error: expected '}' in attribute dictionary

// -----

util.func public @f(%r: !stream.resource <*>) {
  util.return
}

// CHECK: :[[# @LINE - 4]]:41: error: expected ')'
// IREE:  :[[# @LINE - 5]]:41: error:

// -----

// Right after the name, the body is the attribute's.
"test.op"() {a = #stream.timepoint<immediate>} : () -> ()

// CHECK-NOT: error
// IREE-NOT: error
