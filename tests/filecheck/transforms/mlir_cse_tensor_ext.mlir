// RUN: xdsl-stream-opt --print-op-generic -p mlir-cse %s | iree-opt > %t.ours
// RUN: iree-opt --cse %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: filecheck %s < %t.ours

// IREE declares three iree_tensor_ext ops free of effects: a dispatch
// tensor load, a workload ordinal and a workgroup count from a slice.  MLIR's
// CSE merges equal ones (two loads with a store between them too) and erases
// unused ones; a store, which writes, stays even when repeated.

stream.executable private @ex {
  stream.executable.export public @fn workgroups(%x: index) -> (index, index, index) {
    %a, %b, %c = iree_tensor_ext.dispatch.workgroup_count_from_slice(%x)
    %d, %e, %f = iree_tensor_ext.dispatch.workgroup_count_from_slice(%x)
    %unused:3 = iree_tensor_ext.dispatch.workgroup_count_from_slice(%x, %x)
    stream.return %a, %e, %f : index, index, index
  }
  builtin.module {
    func.func @fn(%t: !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xf32>>, %n: index) {
      %0 = iree_tensor_ext.dispatch.tensor.load %t, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xf32>> -> tensor<4xf32>
      iree_tensor_ext.dispatch.tensor.store %0, %t, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xf32>>
      %1 = iree_tensor_ext.dispatch.tensor.load %t, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xf32>> -> tensor<4xf32>
      %unused = iree_tensor_ext.dispatch.tensor.load %t, offsets = [0], sizes = [4], strides = [1] : !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xf32>> -> tensor<4xf32>
      iree_tensor_ext.dispatch.tensor.store %1, %t, offsets = [0], sizes = [4], strides = [1] : tensor<4xf32> -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xf32>>
      %o = iree_tensor_ext.dispatch.workload.ordinal %n, 0 : index
      %o2 = iree_tensor_ext.dispatch.workload.ordinal %n, 0 : index
      %s = arith.addi %o, %o2 : index
      util.optimization_barrier %s : index
      return
    }
  }
}

// CHECK:      workgroups(%arg0: index)
// CHECK-NEXT:   %x, %y, %z = iree_tensor_ext.dispatch.workgroup_count_from_slice(%arg0)
// CHECK-NEXT:   stream.return %x, %y, %z
// CHECK:      func.func @fn
// CHECK-NEXT:   %[[L:.+]] = iree_tensor_ext.dispatch.tensor.load
// CHECK-NEXT:   iree_tensor_ext.dispatch.tensor.store %[[L]]
// CHECK-NEXT:   iree_tensor_ext.dispatch.tensor.store %[[L]]
// CHECK-NEXT:   %[[O:.+]] = iree_tensor_ext.dispatch.workload.ordinal
// CHECK-NEXT:   arith.addi %[[O]], %[[O]]
