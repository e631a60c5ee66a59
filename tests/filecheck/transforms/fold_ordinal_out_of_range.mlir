// RUN: xdsl-opt -p fold-uniform-operands %s | filecheck %s

// IREE 3.13's pass reads past the workload for such an ordinal and writes
// what it finds there (a different number from run to run:
// docs/iree-stream-facts.md); ours leaves it as written.

// CHECK:      func.func @k(%bind: !stream.binding, %x: index, %y: index, %z: index) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0 = iree_tensor_ext.dispatch.workload.ordinal %x, 0 : index
// CHECK-NEXT:   %big = iree_tensor_ext.dispatch.workload.ordinal %x, 5 : index
// CHECK-NEXT:   %1 = iree_tensor_ext.dispatch.workload.ordinal %y, 0 : index
// CHECK-NEXT:   %2 = iree_tensor_ext.dispatch.workload.ordinal %z, 1 : index
// An ordinal beyond the workload (5 of 3) is left as is; the ordinals after
// it are still renumbered (1 -> 0, 2 -> 1: the workload [%n, %n, %m] drops
// its second value).
stream.executable private @ex {
  stream.executable.export public @k workgroups(%w0: index, %w1: index, %w2: index) -> (index, index, index) {
    stream.return %w0, %w1, %w2 : index, index, index
  }
  builtin.module {
    func.func @k(%bind: !stream.binding, %x: index, %y: index, %z: index, %flag: i1) {
      %0 = iree_tensor_ext.dispatch.workload.ordinal %x, 0 : index
      %big = iree_tensor_ext.dispatch.workload.ordinal %x, 5 : index
      %1 = iree_tensor_ext.dispatch.workload.ordinal %y, 1 : index
      %2 = iree_tensor_ext.dispatch.workload.ordinal %z, 2 : index
      %s = stream.binding.subspan %bind[%0] : !stream.binding -> memref<2xf32>
      util.optimization_barrier %1 : index
      util.optimization_barrier %2 : index
      util.optimization_barrier %flag : i1
      util.optimization_barrier %big : index
      return
    }
  }
}
util.func public @host(%buf: !stream.resource<external>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %true = arith.constant true
  %t = stream.cmd.execute with(%buf as %x: !stream.resource<external>{%c16}) {
    stream.cmd.dispatch @ex::@k[%n, %n, %m](%n, %m, %c8, %true : index, index, index, i1) {
      ro %x[%c0 for %c8] : !stream.resource<external>{%c16}
    }
    stream.cmd.dispatch @ex::@k[%m, %m, %n](%m, %n, %c16, %true : index, index, index, i1) {
      ro %x[%c0 for %c8] : !stream.resource<external>{%c16}
    }
  } => !stream.timepoint
  util.return
}
