// RUN: xdsl-stream-opt --split-input-file %s | filecheck %s
// RUN: xdsl-stream-opt --split-input-file %s | xdsl-stream-opt --split-input-file --print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: iree-opt --split-input-file --mlir-print-op-generic %s | filecheck %s --check-prefix=GENERIC
// RUN: xdsl-stream-opt --split-input-file %s | iree-opt --split-input-file --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC

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

// -----

// An alias's ordinal (`[]`: none; `true` is -1, as IREE reads it into an
// `int64_t`) and configuration, printed in IREE's spelling.
// CHECK:   util.global private @a = #hal.device.alias<"local"[16], {a = 1 : i64}> : !hal.device
// CHECK:   util.global private @b = #hal.device.alias<"local"> : !hal.device
// CHECK:   util.global private @c = #hal.device.alias<"local"[-1]> : !hal.device
// GENERIC: initial_value = #hal.device.alias<"local"[16], {a = 1 : i64}> : !hal.device
// GENERIC: initial_value = #hal.device.alias<"local"> : !hal.device
// GENERIC: initial_value = #hal.device.alias<"local"[-1]> : !hal.device
util.global private @a = #hal.device.alias<"local" [ 0x10 ] , {a = 1}>
util.global private @b = #hal.device.alias<"local"[]>
util.global private @c = #hal.device.alias<"local"[true]> : !hal.device

// -----

// A device value IREE declares typed but written without a type is of type
// `none`, as the global holding it: the package refused the global.
// CHECK:   util.global private @o = #hal.device.ordinal<0>{{$}}
// CHECK:   util.global private @f = #hal.device.fallback<@o>{{$}}
// CHECK:   util.global private @s = #hal.device.select<[#hal.device.ordinal<0> : !hal.device]>{{$}}
// GENERIC: initial_value = #hal.device.ordinal<0>,
// GENERIC-SAME: type = none
// GENERIC: initial_value = #hal.device.fallback<@o>,
// GENERIC-SAME: type = none
// GENERIC: initial_value = #hal.device.select<[#hal.device.ordinal<0> : !hal.device]>,
// GENERIC-SAME: type = none
util.global private @o = #hal.device.ordinal<0>
util.global private @f = #hal.device.fallback<@o>
util.global private @s = #hal.device.select<[#hal.device.ordinal<0> : !hal.device]>

// -----

// MLIR reads a type after any dialect attribute: an affinity, which has
// none, drops it.  The package refused it.
// CHECK:   attributes {a = #hal.device.affinity<@dev>, b = #hal.device.optimal<[#hal.device.affinity<@a>]>, c = #hal.device.promise<@d, [1]>}
// GENERIC: a = #hal.device.affinity<@dev>, b = #hal.device.optimal<[#hal.device.affinity<@a>]>, c = #hal.device.promise<@d, [1]>
util.func private @f() attributes {a = #hal.device.affinity<@dev> : i32, b = #hal.device.optimal<[#hal.device.affinity<@a>]> : !hal.device, c = #hal.device.promise<@d, [1]> : index}
