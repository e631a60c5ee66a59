// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s --check-prefixes=CHECK,BOTH
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefixes=IREE,BOTH

// HAL's fence ops refuse what iree-opt refuses (each was read as an
// unregistered op, with exit 0), in its words and at its place (BOTH), but
// an unknown flag bit in generic form, refused at the op.

util.func public @f(%a: !hal.fence) {
  %j = hal.fence.join at([%a]) flags(Signaled) -> !hal.fence
  util.return
}
// BOTH: :[[# @LINE - 3]]:38: error: custom op 'hal.fence.join' expected string or keyword containing one of the following enum values for attribute 'flags' [None, Reserved]

// -----

util.func public @f(%a: !hal.fence) {
  %j = "hal.fence.join"(%a) <{flags = 7 : i64}> : (!hal.fence) -> !hal.fence
  util.return
}
// CHECK: :[[# @LINE - 3]]:8: error: 'hal.fence.join' op invalid flags 7 (known: None = 0, Reserved = 1)
// IREE: :[[# @LINE - 4]]:8: error: invalid properties {flags = 7 : i64} for op hal.fence.join: Invalid attribute `flags` in property conversion: 7 : i64

// -----

util.func public @f(%a: !hal.fence, %b: !hal.buffer) {
  %j = "hal.fence.join"(%a, %b) <{flags = 0 : i64}> : (!hal.fence, !hal.buffer) -> !hal.fence
  util.return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'hal.fence.join' op operand #1 must be variadic of fence, but got '!hal.buffer'

// -----

util.func public @f(%a: !hal.fence) {
  %q = "hal.fence.query"(%a) : (!hal.fence) -> i64
  util.return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'hal.fence.query' op result #0 must be 32-bit signless integer, but got 'i64'

// -----

util.func public @f(%a: !hal.buffer) {
  "hal.fence.signal"(%a) : (!hal.buffer) -> ()
  util.return
}
// BOTH: :[[# @LINE - 3]]:3: error: 'hal.fence.signal' op operand #0 must be fence, but got '!hal.buffer'

// -----

util.func public @f(%a: !hal.fence, %s: index) {
  "hal.fence.fail"(%a, %s) : (!hal.fence, index) -> ()
  util.return
}
// BOTH: :[[# @LINE - 3]]:3: error: 'hal.fence.fail' op operand #1 must be 32-bit signless integer, but got 'index'

// -----

util.func public @f(%a: !hal.fence, %t: i32) -> i32 {
  %w = hal.fence.await until([%a]) timeout_millis(%t) flags("Bogus") : i32
  util.return %w : i32
}
// BOTH: :[[# @LINE - 3]]:61: error: custom op 'hal.fence.await' invalid flags attribute specification: "Bogus"

// -----

util.func public @f(%a: !hal.fence, %t: i64) {
  %w = "hal.fence.await"(%t, %a) <{flags = 0 : i64}> : (i64, !hal.fence) -> i32
  util.return
}
// BOTH: :[[# @LINE - 3]]:8: error: 'hal.fence.await' op operand #0 must be 32-bit signless integer, but got 'i64'
