// RUN: xdsl-opt -p fold-uniform-operands %s | filecheck %s
// RUN: iree-opt --iree-stream-fold-uniform-operands %s | filecheck %s --check-prefix=IREE

// The workload [%a, %b, %a, %b] drops its last two values (duplicates of the
// first two, and the function's arguments repeating them fold into the first
// two): the ordinals 2 and 3 become those of the values they repeat, 0 and 1.
// IREE 3.13 gives every dropped duplicate the ordinal 0, which claims the
// fourth (= %b) is the workload's first value (%a); data-tiling's
// `_encoding_*` exports meet it (docs/iree-stream-facts.md).

// CHECK:      stream.executable.export public @e workgroups(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK:      iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
// CHECK-NEXT: iree_tensor_ext.dispatch.workload.ordinal %arg2, 1 : index
// CHECK-NEXT: iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
// CHECK-NEXT: iree_tensor_ext.dispatch.workload.ordinal %arg2, 1 : index
// CHECK:      stream.cmd.dispatch @ex::@e[%a, %b]

// IREE:      iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
// IREE-NEXT: iree_tensor_ext.dispatch.workload.ordinal %arg2, 1 : index
// IREE-NEXT: iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
// IREE-NEXT: iree_tensor_ext.dispatch.workload.ordinal %arg2, 0 : index
stream.executable private @ex {
  stream.executable.export public @e workgroups(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index) {
    %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0, %arg1, %arg2, %arg3)
    stream.return %x, %y, %z : index, index, index
  }
  builtin.module {
    func.func @e(%arg0: !stream.binding, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
      %c0 = arith.constant 0 : index
      %0 = iree_tensor_ext.dispatch.workload.ordinal %arg1, 0 : index
      %1 = iree_tensor_ext.dispatch.workload.ordinal %arg2, 1 : index
      %2 = iree_tensor_ext.dispatch.workload.ordinal %arg3, 2 : index
      %3 = iree_tensor_ext.dispatch.workload.ordinal %arg4, 3 : index
      %4 = stream.binding.subspan %arg0[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?x?x?xf32>>{%0, %1, %2, %3}
      return
    }
  }
}
util.func public @main(%a: index, %b: index, %r: !stream.resource<external>, %sz: index) {
  %c0 = arith.constant 0 : index
  %t = stream.cmd.execute with(%r as %arg: !stream.resource<external>{%sz}) {
    stream.cmd.dispatch @ex::@e[%a, %b, %a, %b](%a, %b, %a, %b : index, index, index, index) {
      wo %arg[%c0 for %sz] : !stream.resource<external>{%sz}
    }
  } => !stream.timepoint
  util.return
}
