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

// The stream.cmd.func and stream.cmd.call ops, declared by their assembly formats: the input is in
// xdsl-opt's own output form, so printing gives it back (also through the
// generic form), and iree-opt reads our custom and generic output, and we read
// its generic output, as the same IR.

builtin.module {
  stream.cmd.func private @host(%arg0[%arg1 for %arg2]: !stream.resource<*>, %arg3: i32, %arg4[%arg5 for %arg6]: !stream.resource<*> {a.b}) -> i32
  stream.cmd.func private @host2(%arg0: i32)
  stream.cmd.func private @host3(%arg0: index) -> (i32, f32 {x.y}) attributes {z}
  util.func public @cmd_calls(%r: !stream.resource<transient>, %size: index, %off: index, %len: index, %n: i32) -> !stream.timepoint {
    %t = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%size}) {
      %0 = stream.cmd.call @host(ro %a[%off for %len], %n, rw %a[%off for %len]) : (!stream.resource<transient>{%size}, i32, !stream.resource<transient>{%size}) -> i32
      stream.cmd.call @host2(%n) {foo} : (i32) -> ()
      %1, %2 = stream.cmd.call @host3(%off) : (index) -> (i32, f32)
    } => !stream.timepoint
    util.return %t : !stream.timepoint
  }
}


// CHECK: builtin.module {
// CHECK-NEXT: stream.cmd.func private @host(%arg0[%arg1 for %arg2]: !stream.resource<*>, %arg3: i32, %arg4[%arg5 for %arg6]: !stream.resource<*> {a.b}) -> i32
// CHECK-NEXT: stream.cmd.func private @host2(%arg0: i32)
// CHECK-NEXT: stream.cmd.func private @host3(%arg0: index) -> (i32, f32 {x.y}) attributes {z}
// CHECK-NEXT: util.func public @cmd_calls(%r: !stream.resource<transient>, %size: index, %off: index, %len: index, %n: i32) -> !stream.timepoint {
// CHECK-NEXT: %t = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%size}) {
// CHECK-NEXT: %0 = stream.cmd.call @host(ro %a[%off for %len], %n, rw %a[%off for %len]) : (!stream.resource<transient>{%size}, i32, !stream.resource<transient>{%size}) -> i32
// CHECK-NEXT: stream.cmd.call @host2(%n) {foo} : (i32) -> ()
// CHECK-NEXT: %1, %2 = stream.cmd.call @host3(%off) : (index) -> (i32, f32)
// CHECK-NEXT: } => !stream.timepoint
// CHECK-NEXT: util.return %t : !stream.timepoint
// CHECK-NEXT: }
// CHECK-NEXT: }
