// RUN: xdsl-stream-opt --split-input-file %s | filecheck %s
// RUN: xdsl-stream-opt --split-input-file %s | xdsl-stream-opt --split-input-file --print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: iree-opt --split-input-file --mlir-print-op-generic %s | filecheck %s --check-prefix=GENERIC

// A `#hal.device.alias` or `#hal.device.target` is a `!hal.device`, with or
// without a type after it, whatever that type is (IREE's parser reads it and
// drops it): the package kept `: i32` as the global's type.

// CHECK:   util.global private @a = #hal.device.alias<"local"> : !hal.device
// GENERIC: "util.global"()
// GENERIC-SAME: initial_value = #hal.device.alias<"local"> : !hal.device
// GENERIC-SAME: type = !hal.device
util.global private @a = #hal.device.alias<"local"> : i32

// -----

// CHECK:   util.global private @a = #hal.device.alias<"local"> : !hal.device
// GENERIC: "util.global"()
// GENERIC-SAME: initial_value = #hal.device.alias<"local"> : !hal.device
// GENERIC-SAME: type = !hal.device
util.global private @a = #hal.device.alias<"local">

// -----

// CHECK:   util.global private @t = #hal.device.target<"local"> : !hal.device
// GENERIC: "util.global"()
// GENERIC-SAME: type = !hal.device
util.global private @t = #hal.device.target<"local"> : tensor<4xf32>

// -----

// An affinity may be a `#hal.device.optimal` choice among affinities.
// CHECK:   on(#hal.device.optimal<[#hal.device.affinity<@a>, #hal.device.promise<@b>]>)
// GENERIC: affinity = #hal.device.optimal<[#hal.device.affinity<@a>, #hal.device.promise<@b>]>
util.func public @optimal(%s: index) {
  %a = stream.async.alloca on(#hal.device.optimal<[#hal.device.affinity<@a>, #hal.device.promise<@b>]>) : !stream.resource<*>{%s}
  util.return
}
