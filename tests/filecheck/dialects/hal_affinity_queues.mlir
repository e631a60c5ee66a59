// An affinity's queue list is IREE's queue mask: `[]` (no queue) is not the
// absent list (any queue), ordinals print once each in increasing order, and
// only a flat device symbol and ordinals 0 to 63 read.  The package printed
// `<@dev, []>` as `<@dev>` (any queue), and read `@a::@b` and any ordinal.
// RUN: not xdsl-stream-opt --split-input-file %s 2> %t.err | filecheck %s
// RUN: filecheck %s --check-prefix=ERR < %t.err
// RUN: not iree-opt --split-input-file %s 2> %t.iree-err | filecheck %s --check-prefix=IREE
// RUN: filecheck %s --check-prefix=IREE-ERR < %t.iree-err

// CHECK-LABEL: util.func public @queues(
// CHECK:         on(#hal.device.affinity<@dev, []>)
// CHECK:         on(#hal.device.affinity<@dev, [0, 3]>)
// CHECK:         on(#hal.device.promise<@dev, [63]>)
// CHECK:         on(#hal.device.affinity<@dev>)
// IREE-LABEL:  util.func public @queues(
// IREE:          on(#hal.device.affinity<@dev, []>)
// IREE:          on(#hal.device.affinity<@dev, [0, 3]>)
// IREE:          on(#hal.device.promise<@dev, [63]>)
// IREE:          on(#hal.device.affinity<@dev>)
util.func public @queues(%s: index) {
  %a = stream.async.alloca on(#hal.device.affinity<@dev, []>) : !stream.resource<*>{%s}
  %b = stream.async.alloca on(#hal.device.affinity<@dev, [3, 0, 3]>) : !stream.resource<*>{%s}
  %c = stream.async.alloca on(#hal.device.promise<@dev, [63]>) : !stream.resource<*>{%s}
  %d = stream.async.alloca on(#hal.device.affinity<@dev>) : !stream.resource<*>{%s}
  util.return
}

// -----

util.func public @nested(%s: index) {
  %a = stream.async.alloca on(#hal.device.affinity<@a::@b>) : !stream.resource<*>{%s}
  util.return
}
// ERR:  hal_affinity_queues.mlir:[[# @LINE - 3]]:54: error: expected '>'
// IREE-ERR: hal_affinity_queues.mlir:[[# @LINE - 4]]:54: error: expected '>'

// -----

util.func public @too_large(%s: index) {
  %a = stream.async.alloca on(#hal.device.affinity<@dev, [100000000000000000000]>) : !stream.resource<*>{%s}
  util.return
}
// ERR:  hal_affinity_queues.mlir:[[# @LINE - 3]]:59: error: queue ordinal 100000000000000000000 out of range [0, 64)
// IREE-ERR: hal_affinity_queues.mlir:[[# @LINE - 4]]:59: error: integer value too large
