// RUN: xdsl-stream-opt --print-op-generic -p mlir-cse %s | iree-opt > %t.ours
// RUN: iree-opt --cse %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: filecheck %s < %t.ours

// An unused allocation of the op's own result is dead for MLIR's CSE
// (`memref.alloc`, `memref.alloca`); one that is used, or a write to it,
// stays, and two equal allocations are two buffers.

// CHECK-LABEL: func.func @allocations
func.func @allocations(%v: i32, %i: index) -> (memref<4xi32>, memref<4xi32>) {
  // CHECK-NEXT: %[[A:.+]] = memref.alloc() : memref<4xi32>
  // CHECK-NEXT: %[[B:.+]] = memref.alloc() : memref<4xi32>
  // CHECK-NEXT: %[[S:.+]] = memref.alloca() : memref<4xi32>
  // CHECK-NEXT: memref.store %{{.+}}, %[[S]][%{{.+}}] : memref<4xi32>
  // CHECK-NEXT: return %[[A]], %[[B]]
  %unused = memref.alloc() : memref<4xi32>
  %scratch = memref.alloca() : memref<4xi32>
  %a = memref.alloc() : memref<4xi32>
  %b = memref.alloc() : memref<4xi32>
  %stored = memref.alloca() : memref<4xi32>
  memref.store %v, %stored[%i] : memref<4xi32>
  return %a, %b : memref<4xi32>, memref<4xi32>
}
