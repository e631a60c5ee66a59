// RUN: xdsl-opt %s --parsing-diagnostics --verify-diagnostics --split-input-file | filecheck %s
// RUN: not iree-opt %s --split-input-file 2>&1 | filecheck %s --check-prefix=IREE

// `hal.fence.create` flags: a case name of IREE's fence flag bitfield, or an
// error in iree-opt's words (iree-opt refuses both the unknown name and the
// unknown bit).

util.func private @bad_name(%device: !hal.device) -> !hal.fence {
  %f = hal.fence.create device(%device : !hal.device) flags("Signaled") : !hal.fence
  util.return %f : !hal.fence
}
// CHECK: custom op 'hal.fence.create' invalid flags attribute specification: "Signaled"
// IREE: custom op 'hal.fence.create' invalid flags attribute specification: "Signaled"

// -----

util.func private @bad_bit(%device: !hal.device) -> !hal.fence {
  %f = "hal.fence.create"(%device) <{flags = 2 : i64}> : (!hal.device) -> !hal.fence
  util.return %f : !hal.fence
}
// CHECK: invalid flags 2 (known: None = 0, Reserved = 1)
// IREE: Invalid attribute `flags` in property conversion: 2 : i64

// -----

util.func private @no_name(%device: !hal.device) -> !hal.fence {
  %f = hal.fence.create device(%device : !hal.device) flags() : !hal.fence
  util.return %f : !hal.fence
}
// CHECK: custom op 'hal.fence.create' expected string or keyword containing one of the following enum values for attribute 'flags' [None, Reserved]
// IREE: custom op 'hal.fence.create' expected string or keyword containing one of the following enum values for attribute 'flags' [None, Reserved]
