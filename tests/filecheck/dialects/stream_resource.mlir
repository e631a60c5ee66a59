// RUN: xdsl-opt %s > %t.custom
// RUN: xdsl-opt %s --print-op-generic > %t.generic
// RUN: filecheck %s < %t.custom
// RUN: xdsl-opt < %t.generic | filecheck %s
// RUN: iree-opt --mlir-print-op-generic < %t.custom > %t.via_xdsl
// RUN: iree-opt --mlir-print-op-generic < %t.generic > %t.via_xdsl_generic
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: diff %t.iree %t.via_xdsl
// RUN: diff %t.iree %t.via_xdsl_generic

// The stream.resource.* ops beside alloc/alloca, in custom form, each with
// and without its optional parts.

// CHECK-LABEL: util.func @lifetime
util.func @lifetime(%size: index, %staging: !stream.resource<staging>, %ready: !stream.timepoint, %any: !stream.resource<*>) {
  // CHECK-NEXT: %t0 = stream.resource.dealloca %staging : !stream.resource<staging>{%size} => !stream.timepoint
  %t0 = stream.resource.dealloca %staging : !stream.resource<staging>{%size} => !stream.timepoint
  // CHECK-NEXT: %t1 = stream.resource.dealloca origin on(#hal.device.affinity<@dev>) await(%ready) => %staging : !stream.resource<staging>{%size} => !stream.timepoint {note = 1 : i32}
  %t1 = stream.resource.dealloca origin on(#hal.device.affinity<@dev>) await(%ready) => %staging : !stream.resource<staging>{%size} => !stream.timepoint {note = 1 : i32}
  // CHECK-NEXT: stream.resource.retain %any : !stream.resource<*>{%size}
  stream.resource.retain %any : !stream.resource<*>{%size}
  // CHECK-NEXT: %last = stream.resource.release %any : !stream.resource<*>{%size}
  %last = stream.resource.release %any : !stream.resource<*>{%size}
  // CHECK-NEXT: %only = stream.resource.is_terminal %any : !stream.resource<*>{%size}
  %only = stream.resource.is_terminal %any : !stream.resource<*>{%size}
  // CHECK-NEXT: %n = stream.resource.size %any : !stream.resource<*>
  %n = stream.resource.size %any : !stream.resource<*>
  // The affinity is a property the format does not place: MLIR prints it in
  // angle brackets before the attributes, and reads it with or without braces.
  // CHECK-NEXT: %n2 = stream.resource.size %any <affinity = #hal.device.affinity<@dev>> : !stream.resource<*>
  %n2 = stream.resource.size %any <affinity = #hal.device.affinity<@dev>> : !stream.resource<*>
  // CHECK-NEXT: %n3 = stream.resource.size %any <affinity = #hal.device.affinity<@dev>> {note} : !stream.resource<*>
  %n3 = stream.resource.size %any <{affinity = #hal.device.affinity<@dev>}> {note} : !stream.resource<*>
  util.return
}

// CHECK-LABEL: util.func @host_access
util.func @host_access(%size: index, %staging: !stream.resource<staging>, %host: !util.buffer) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  // CHECK: %mapped, %view = stream.resource.try_map %host[%c0] : !util.buffer -> i1, !stream.resource<constant>{%size}
  %mapped, %view = stream.resource.try_map %host[%c0] : !util.buffer -> i1, !stream.resource<constant>{%size}
  // CHECK-NEXT: %mapped2, %view2 = stream.resource.try_map on(#hal.device.promise<@dev>) %host[%c8] : !util.buffer -> i1, !stream.resource<external>{%size}
  %mapped2, %view2 = stream.resource.try_map on(#hal.device.promise<@dev>) %host[%c8] : !util.buffer -> i1, !stream.resource<external>{%size}
  // CHECK-NEXT: %word = stream.resource.load %staging[%c0] : !stream.resource<staging>{%size} -> i32
  %word = stream.resource.load %staging[%c0] : !stream.resource<staging>{%size} -> i32
  // CHECK-NEXT: %lanes = stream.resource.load %staging[%c8] : !stream.resource<staging>{%size} -> vector<4xf16> attributes {note}
  %lanes = stream.resource.load %staging[%c8] : !stream.resource<staging>{%size} -> vector<4xf16> attributes {note}
  // CHECK-NEXT: stream.resource.store %word, %staging[%c8] : i32 -> !stream.resource<staging>{%size}
  stream.resource.store %word, %staging[%c8] : i32 -> !stream.resource<staging>{%size}
  // CHECK-NEXT: stream.resource.store %lanes, %staging[%c0] : vector<4xf16> -> !stream.resource<staging>{%size}
  stream.resource.store %lanes, %staging[%c0] : vector<4xf16> -> !stream.resource<staging>{%size}
  util.return
}

// CHECK-LABEL: util.func @packing
util.func @packing(%a: index, %b: index) {
  %c64 = arith.constant 64 : index
  // CHECK:      %total, %off_a, %off_b = stream.resource.pack on(#hal.device.affinity<@dev>) offset(%c64) slices({
  // CHECK-NEXT:   [0, 9] = %a,
  // CHECK-NEXT:   [3, 8] = %b
  // CHECK-NEXT: }) : index
  %total, %off_a, %off_b = stream.resource.pack on(#hal.device.affinity<@dev>) offset(%c64) slices({
    [0, 9] = %a,
    [3, 8] = %b,
  }) : index
  // CHECK-NEXT: %one, %off = stream.resource.pack slices({
  // CHECK-NEXT:   [2, 2] = %a
  // CHECK-NEXT: }) : index
  %one, %off = stream.resource.pack slices({[2, 2] = %a}) : index
  // CHECK-NEXT: %none = stream.resource.pack slices({}) : index
  %none = stream.resource.pack slices({}) : index
  util.return
}

// CHECK-LABEL: util.func @constants_and_views
util.func @constants_and_views(%any: !stream.resource<*>, %size: index, %storage: !stream.resource<transient>, %ready: !stream.timepoint) {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  // CHECK:      %k0, %k1, %kt = stream.resource.constants :
  // CHECK-NEXT:   !stream.resource<constant>{%c4} = dense<7> : tensor<1xi32>,
  // CHECK-NEXT:   !stream.resource<constant>{%c8} = dense<[1, 2]> : tensor<2xi32>
  // CHECK-NEXT:   => !stream.timepoint
  %k0, %k1, %kt = stream.resource.constants :
    !stream.resource<constant>{%c4} = dense<7> : tensor<1xi32>,
    !stream.resource<constant>{%c8} = dense<[1, 2]> : tensor<2xi32>
    => !stream.timepoint
  // CHECK-NEXT: %v, %vt = stream.resource.constants on(#hal.device.affinity<@dev>) :
  // CHECK-NEXT:   !stream.resource<variable>{%c4} = dense<0.000000e+00> : tensor<1xf32>
  // CHECK-NEXT:   => !stream.timepoint
  %v, %vt = stream.resource.constants on(#hal.device.affinity<@dev>) : !stream.resource<variable>{%c4} = dense<0.0> : tensor<1xf32> => !stream.timepoint
  // CHECK-NEXT: %sub = stream.resource.subview %any[%c4] : !stream.resource<*>{%size} -> !stream.resource<*>{%c8}
  %sub = stream.resource.subview %any[%c4] : !stream.resource<*>{%size} -> !stream.resource<*>{%c8}
  // CHECK-NEXT: %r0, %r0t = stream.resource.transients %any : !stream.resource<*>{%size} from %storage : !stream.resource<transient>{%c8} => !stream.timepoint
  %r0, %r0t = stream.resource.transients %any : !stream.resource<*>{%size} from %storage : !stream.resource<transient>{%c8} => !stream.timepoint
  // CHECK-NEXT: %r1, %r1t = stream.resource.transients on(#hal.device.affinity<@dev>) await(%ready) => %any : !stream.resource<*>{%size} from %storage : !stream.resource<transient>{%c8} => !stream.timepoint
  %r1, %r1t = stream.resource.transients on(#hal.device.affinity<@dev>) await(%ready) => %any : !stream.resource<*>{%size} from %storage : !stream.resource<transient>{%c8} => !stream.timepoint
  util.return
}
