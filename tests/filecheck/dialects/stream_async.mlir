// RUN: xdsl-opt %s > %t.custom
// RUN: xdsl-opt %s --print-op-generic > %t.generic
// RUN: filecheck %s < %t.custom
// RUN: xdsl-opt < %t.custom | filecheck %s
// RUN: xdsl-opt < %t.generic | filecheck %s
// RUN: iree-opt --mlir-print-op-generic < %t.custom > %t.via_xdsl
// RUN: iree-opt --mlir-print-op-generic < %t.generic > %t.via_xdsl_generic
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
  stream.executable private @ex {
    stream.executable.export public @fn workgroups(%x: index) -> (index, index, index) {
      stream.return %x, %x, %x : index, index, index
    }
    builtin.module {
      func.func @fn(%b0: !stream.binding, %n: index, %b1: !stream.binding) {
        func.return
      }
    }
  }
  util.func public @async_dispatch(%r: !stream.resource<*>, %size: index, %off: index, %end: index, %len: index, %n: index, %tp: !stream.timepoint) -> !stream.resource<*> {
    %c1 = arith.constant 1 : index
    %d0 = stream.async.dispatch @ex::@fn[%c1](%r[%off to %end for %len], %n) : (!stream.resource<*>{%size}, index) -> !stream.resource<*>{%size}
    %d1 = stream.async.dispatch on(#hal.device.affinity<@dev>) @ex::@fn[%c1](%r[%off to %end for %len], %n, %d0[%off to %end for %len]) : (!stream.resource<*>{%size}, index, !stream.resource<*>{%size}) -> %r{%size}
    %d2, %d2_1 = stream.async.dispatch {@ex::@fn, @ex::@fn}[%c1](%r[%off to %end for %len]) {foo} : (!stream.resource<*>{%size}) -> (!stream.resource<*>{%size}, %r{%size})
    %t = stream.async.execute await(%tp) => with(%r as %a: !stream.resource<*>{%size}) {
      stream.async.concurrent with(%a as %b: !stream.resource<*>{%size}) {
        stream.yield
      }
      stream.yield
    } => !stream.timepoint
    %t2 = stream.async.execute on(#hal.device.affinity<@dev>) with() {
      stream.yield
    } => !stream.timepoint attributes {bar}
    stream.async.dispatch @ex::@fn[%c1]() : () -> ()
    util.return %d1 : !stream.resource<*>
  }
  stream.async.func private @extern(%arg0: !stream.resource<*>, %arg1: index) -> %arg0
  stream.async.func private @extern2(%arg0: !stream.resource<*> {a.b = 1 : i32}, %arg1: index) -> (!stream.resource<*> {c.d}, %arg0 as !stream.resource<transient>)
  stream.async.func private @extern3() attributes {x}
  stream.async.func private @extern4(%arg0: i32) -> !stream.resource<*>
  util.func public @calls(%r: !stream.resource<*>, %size: index, %off: index, %end: index, %len: index, %n: i32) -> !stream.resource<*> {
    %c = stream.async.call @extern(%r[%off to %end for %len], %size) : (!stream.resource<*>{%size}, index) -> %r{%size}
    %c2, %c2_1 = stream.async.call on(#hal.device.affinity<@dev>) @extern2(%c[%off to %end for %len], %size) {foo} : (!stream.resource<*>{%size}, index) -> (!stream.resource<*>{%len}, %c as !stream.resource<transient>{%size})
    stream.async.call @extern3() : () -> ()
    %c4 = stream.async.call @extern4(%n) : (i32) -> !stream.resource<*>{%size}
    util.return %c : !stream.resource<*>
  }
  util.func public @coll(%ch: !stream.channel, %rank: i32, %send: !stream.resource<*>, %ss: index, %recv: !stream.resource<*>, %rs: index, %count: index) -> !stream.resource<*> {
    %c0 = arith.constant 0 : index
    %0 = stream.async.collective<all_gather : f32>[%count] on(#hal.device.affinity<@device>) channel(%ch) %send[%c0 to %ss for %ss], %recv[%c0 to %rs for %rs] : !stream.resource<*>{%ss} -> %recv as !stream.resource<*>{%rs}
    %1 = stream.async.collective<broadcast : f32>[%count] channel(%ch) source(%rank) %send[%c0 to %ss for %ss], %0[%c0 to %rs for %rs] : !stream.resource<*>{%ss} -> %0 as !stream.resource<*>{%rs}
    %2 = stream.async.collective<all_reduce with sum : si32>[%count] channel(%ch) %send[%c0 to %ss for %ss], %1[%c0 to %rs for %rs] : !stream.resource<*>{%ss} -> %1 as !stream.resource<*>{%rs} attributes {x}
    %3 = stream.async.collective<send_recv : bf16>[%count] channel(%ch) source_target_pair(%rank) %send[%c0 to %ss for %ss], %2[%c0 to %rs for %rs] : !stream.resource<*>{%ss} -> %2 as !stream.resource<*>{%rs}
    util.return %3 : !stream.resource<*>
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
// CHECK-NEXT: stream.executable private @ex {
// CHECK-NEXT: stream.executable.export public @fn workgroups(%x: index) -> (index, index, index) {
// CHECK-NEXT: stream.return %x, %x, %x : index, index, index
// CHECK-NEXT: }
// CHECK-NEXT: builtin.module {
// CHECK-NEXT: func.func @fn(%b0: !stream.binding, %n: index, %b1: !stream.binding) {
// CHECK-NEXT: func.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: util.func public @async_dispatch(%r: !stream.resource<*>, %size: index, %off: index, %end: index, %len: index, %n: index, %tp: !stream.timepoint) -> !stream.resource<*> {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %d0 = stream.async.dispatch @ex::@fn[%c1](%r[%off to %end for %len], %n) : (!stream.resource<*>{%size}, index) -> !stream.resource<*>{%size}
// CHECK-NEXT: %d1 = stream.async.dispatch on(#hal.device.affinity<@dev>) @ex::@fn[%c1](%r[%off to %end for %len], %n, %d0[%off to %end for %len]) : (!stream.resource<*>{%size}, index, !stream.resource<*>{%size}) -> %r{%size}
// CHECK-NEXT: %d2, %d2_1 = stream.async.dispatch {@ex::@fn, @ex::@fn}[%c1](%r[%off to %end for %len]) {foo} : (!stream.resource<*>{%size}) -> (!stream.resource<*>{%size}, %r{%size})
// CHECK-NEXT: %t = stream.async.execute await(%tp) => with(%r as %a: !stream.resource<*>{%size}) {
// CHECK-NEXT: stream.async.concurrent with(%a as %b: !stream.resource<*>{%size}) {
// CHECK-NEXT: stream.yield
// CHECK-NEXT: }
// CHECK-NEXT: stream.yield
// CHECK-NEXT: } => !stream.timepoint
// CHECK-NEXT: %t2 = stream.async.execute on(#hal.device.affinity<@dev>) with() {
// CHECK-NEXT: stream.yield
// CHECK-NEXT: } => !stream.timepoint attributes {bar}
// CHECK-NEXT: stream.async.dispatch @ex::@fn[%c1]() : () -> ()
// CHECK-NEXT: util.return %d1 : !stream.resource<*>
// CHECK-NEXT: }
// CHECK-NEXT: stream.async.func private @extern(%arg0: !stream.resource<*>, %arg1: index) -> %arg0
// CHECK-NEXT: stream.async.func private @extern2(%arg0: !stream.resource<*> {a.b = 1 : i32}, %arg1: index) -> (!stream.resource<*> {c.d}, %arg0 as !stream.resource<transient>)
// CHECK-NEXT: stream.async.func private @extern3() attributes {x}
// CHECK-NEXT: stream.async.func private @extern4(%arg0: i32) -> !stream.resource<*>
// CHECK-NEXT: util.func public @calls(%r: !stream.resource<*>, %size: index, %off: index, %end: index, %len: index, %n: i32) -> !stream.resource<*> {
// CHECK-NEXT: %c = stream.async.call @extern(%r[%off to %end for %len], %size) : (!stream.resource<*>{%size}, index) -> %r{%size}
// CHECK-NEXT: %c2, %c2_1 = stream.async.call on(#hal.device.affinity<@dev>) @extern2(%c[%off to %end for %len], %size) {foo} : (!stream.resource<*>{%size}, index) -> (!stream.resource<*>{%len}, %c as !stream.resource<transient>{%size})
// CHECK-NEXT: stream.async.call @extern3() : () -> ()
// CHECK-NEXT: %c4 = stream.async.call @extern4(%n) : (i32) -> !stream.resource<*>{%size}
// CHECK-NEXT: util.return %c : !stream.resource<*>
// CHECK-NEXT: }
// CHECK-NEXT: util.func public @coll(%ch: !stream.channel, %rank: i32, %send: !stream.resource<*>, %ss: index, %recv: !stream.resource<*>, %rs: index, %count: index) -> !stream.resource<*> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = stream.async.collective<all_gather : f32>[%count] on(#hal.device.affinity<@device>) channel(%ch) %send[%c0 to %ss for %ss], %recv[%c0 to %rs for %rs] : !stream.resource<*>{%ss} -> %recv as !stream.resource<*>{%rs}
// CHECK-NEXT: %1 = stream.async.collective<broadcast : f32>[%count] channel(%ch) source(%rank) %send[%c0 to %ss for %ss], %0[%c0 to %rs for %rs] : !stream.resource<*>{%ss} -> %0 as !stream.resource<*>{%rs}
// CHECK-NEXT: %2 = stream.async.collective<all_reduce with sum : si32>[%count] channel(%ch) %send[%c0 to %ss for %ss], %1[%c0 to %rs for %rs] : !stream.resource<*>{%ss} -> %1 as !stream.resource<*>{%rs} attributes {x}
// CHECK-NEXT: %3 = stream.async.collective<send_recv : bf16>[%count] channel(%ch) source_target_pair(%rank) %send[%c0 to %ss for %ss], %2[%c0 to %rs for %rs] : !stream.resource<*>{%ss} -> %2 as !stream.resource<*>{%rs}
// CHECK-NEXT: util.return %3 : !stream.resource<*>
// CHECK-NEXT: }
// CHECK-NEXT: }
