// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s | xdsl-opt | filecheck %s
// RUN: xdsl-opt %s --print-op-generic | xdsl-opt | filecheck %s
// RUN: xdsl-opt %s | iree-opt --mlir-print-op-generic > %t.via_xdsl
// RUN: xdsl-opt %s --print-op-generic | iree-opt --mlir-print-op-generic > %t.via_xdsl_generic
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: iree-opt --mlir-print-op-generic %s | xdsl-opt | iree-opt --mlir-print-op-generic > %t.via_iree_generic
// RUN: diff %t.iree %t.via_xdsl
// RUN: diff %t.iree %t.via_xdsl_generic
// RUN: diff %t.iree %t.via_iree_generic

// The stream.async.* ops, declared by their assembly formats: the input is in
// xdsl-opt's own output form, so printing gives it back (also through the
// generic form), and iree-opt reads our custom and generic output, and we read
// its generic output, as the same IR.

builtin.module {
  util.func public @async_basics(%size: index, %off: index, %end: index, %len: index, %tp: !stream.timepoint, %pat: i32, %x: f32) -> (!stream.resource<*>, !stream.resource<transient>) {
    %a = stream.async.alloca on(#hal.device.affinity<@dev>) : !stream.resource<transient>{%size}
    %b = stream.async.alloca : !stream.resource<*>{%size}
    %c = stream.async.constant on(#hal.device.affinity<@dev>) await(%tp) : !stream.resource<constant>{%size} = dense<3> : tensor<8xi32>
    %c2 = stream.async.constant : !stream.resource<constant>{%size} = dense<3> : tensor<8xi32> attributes {foo = 1 : i32}
    %s = stream.async.splat %pat : i32 -> !stream.resource<*>{%size}
    %s2 = stream.async.splat on(#hal.device.affinity<@dev>) await(%tp) %pat : i32 -> !stream.resource<*>{%size} attributes {bar}
    %cl = stream.async.clone on(#hal.device.affinity<@dev>) %s : !stream.resource<*>{%size} -> !stream.resource<transient>{%size}
    %sl = stream.async.slice %s[%off to %end] : !stream.resource<*>{%size} -> !stream.resource<*>{%len}
    %f = stream.async.fill %pat, %s[%off to %end for %len] : i32 -> %s as !stream.resource<*>{%size}
    %u = stream.async.update %sl, %f[%off to %end] : !stream.resource<*>{%len} -> %f as !stream.resource<*>{%size}
    %cp = stream.async.copy on(#hal.device.affinity<@dev>) %sl[%off to %end], %u[%off to %end], %len : !stream.resource<*>{%len} -> %u as !stream.resource<*>{%size}
    %br = stream.async.barrier on(#hal.device.affinity<@dev>) %cp : !stream.resource<*>{%size}
    %t = stream.async.transfer %br : !stream.resource<*>{%size} from(#hal.device.affinity<@dev>) -> to(#hal.device.affinity<@dev2>) !stream.resource<staging>{%size}
    %t2 = stream.async.transfer on(#hal.device.affinity<@dev>) %br : !stream.resource<*>{%size} -> !stream.resource<external>{%size}
    %ca = stream.async.cast %t2 : !stream.resource<external>{%size} -> !stream.resource<*>{%size}
    %l = stream.async.load %t[%off] : !stream.resource<staging>{%size} -> f32
    %st = stream.async.store %x, %t[%off] : f32 -> %t as !stream.resource<staging>{%size}
    util.return %ca, %cl : !stream.resource<*>, !stream.resource<transient>
  }
}


// CHECK: builtin.module {
// CHECK-NEXT: util.func public @async_basics(%size: index, %off: index, %end: index, %len: index, %tp: !stream.timepoint, %pat: i32, %x: f32) -> (!stream.resource<*>, !stream.resource<transient>) {
// CHECK-NEXT: %a = stream.async.alloca on(#hal.device.affinity<@dev>) : !stream.resource<transient>{%size}
// CHECK-NEXT: %b = stream.async.alloca : !stream.resource<*>{%size}
// CHECK-NEXT: %c = stream.async.constant on(#hal.device.affinity<@dev>) await(%tp) : !stream.resource<constant>{%size} = dense<3> : tensor<8xi32>
// CHECK-NEXT: %c2 = stream.async.constant : !stream.resource<constant>{%size} = dense<3> : tensor<8xi32> attributes {foo = 1 : i32}
// CHECK-NEXT: %s = stream.async.splat %pat : i32 -> !stream.resource<*>{%size}
// CHECK-NEXT: %s2 = stream.async.splat on(#hal.device.affinity<@dev>) await(%tp) %pat : i32 -> !stream.resource<*>{%size} attributes {bar}
// CHECK-NEXT: %cl = stream.async.clone on(#hal.device.affinity<@dev>) %s : !stream.resource<*>{%size} -> !stream.resource<transient>{%size}
// CHECK-NEXT: %sl = stream.async.slice %s[%off to %end] : !stream.resource<*>{%size} -> !stream.resource<*>{%len}
// CHECK-NEXT: %f = stream.async.fill %pat, %s[%off to %end for %len] : i32 -> %s as !stream.resource<*>{%size}
// CHECK-NEXT: %u = stream.async.update %sl, %f[%off to %end] : !stream.resource<*>{%len} -> %f as !stream.resource<*>{%size}
// CHECK-NEXT: %cp = stream.async.copy on(#hal.device.affinity<@dev>) %sl[%off to %end], %u[%off to %end], %len : !stream.resource<*>{%len} -> %u as !stream.resource<*>{%size}
// CHECK-NEXT: %br = stream.async.barrier on(#hal.device.affinity<@dev>) %cp : !stream.resource<*>{%size}
// CHECK-NEXT: %t = stream.async.transfer %br : !stream.resource<*>{%size} from(#hal.device.affinity<@dev>) -> to(#hal.device.affinity<@dev2>) !stream.resource<staging>{%size}
// CHECK-NEXT: %t2 = stream.async.transfer on(#hal.device.affinity<@dev>) %br : !stream.resource<*>{%size} -> !stream.resource<external>{%size}
// CHECK-NEXT: %ca = stream.async.cast %t2 : !stream.resource<external>{%size} -> !stream.resource<*>{%size}
// CHECK-NEXT: %l = stream.async.load %t[%off] : !stream.resource<staging>{%size} -> f32
// CHECK-NEXT: %st = stream.async.store %x, %t[%off] : f32 -> %t as !stream.resource<staging>{%size}
// CHECK-NEXT: util.return %ca, %cl : !stream.resource<*>, !stream.resource<transient>
// CHECK-NEXT: }
// CHECK-NEXT: }
