// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file --allow-unregistered-dialect %s 2>&1 | filecheck %s

// An executable target's body is read as IREE reads it: `"backend",
// "format"`, then maybe `, {configuration}` (it was kept as text, unchecked,
// exit 0).  Each error is iree-opt's, at its place.

"t.op"() {t = #hal.executable.target<>} : () -> ()
// CHECK: :[[# @LINE - 1]]:38: error: expected attribute value

// -----

"t.op"() {t = #hal.executable.target} : () -> ()
// CHECK: :[[# @LINE - 1]]:37: error: expected '<'

// -----

"t.op"() {t = #hal.executable.target<"a">} : () -> ()
// CHECK: :[[# @LINE - 1]]:41: error: expected ','

// -----

"t.op"() {t = #hal.executable.target<1, 2>} : () -> ()
// CHECK: :[[# @LINE - 1]]:38: error: invalid kind of attribute specified

// -----

"t.op"() {t = #hal.executable.target<"a", "b", 3>} : () -> ()
// CHECK: :[[# @LINE - 1]]:48: error: invalid kind of attribute specified

// -----

"t.op"() {t = #hal.executable.target<"a" "b">} : () -> ()
// CHECK: :[[# @LINE - 1]]:41: error: expected ','

// -----

"t.op"() {t = #hal.executable.target<"a", "b", {x = 1}, 4>} : () -> ()
// CHECK: :[[# @LINE - 1]]:55: error: expected '>'

// -----

"t.op"() {t = #hal.executable.target<a, "b">} : () -> ()
// CHECK: :[[# @LINE - 1]]:38: error: expected attribute value
