// RUN: xdsl-stream-opt %s | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt | filecheck %s
// RUN: iree-opt %s | filecheck %s
// RUN: xdsl-stream-opt --print-op-generic %s | iree-opt --mlir-print-op-generic > %t.ours
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: diff %t.iree %t.ours

// HAL's fence ops, which an asynchronous function's ABI holds
// (`--iree-execution-model=async-external`: a function that launches no work
// signals its fence directly), each in its custom form as iree-opt prints it
// (they were read as unregistered ops, in generic form only).

// CHECK-LABEL: util.func public @fences(
util.func public @fences(%a: !hal.fence, %b: !hal.fence, %timeout: i32, %failure: i32) -> i32 {
  // CHECK-NEXT: %[[JOINED:\w+]] = hal.fence.join at([%{{\w+}}, %{{\w+}}]) flags("None") -> !hal.fence
  %joined = hal.fence.join at([%a, %b]) flags("None") -> !hal.fence
  // CHECK-NEXT: %{{\w+}} = hal.fence.join at([]) flags(Reserved) -> !hal.fence
  %none = hal.fence.join at([]) flags(Reserved) -> !hal.fence
  // CHECK-NEXT: %{{\w+}} = hal.fence.query<%{{\w+}} : !hal.fence> : i32
  %reached = hal.fence.query<%a : !hal.fence> : i32
  // CHECK-NEXT: hal.fence.signal<%{{\w+}} : !hal.fence>
  hal.fence.signal<%a : !hal.fence>
  // CHECK-NEXT: hal.fence.fail<%{{\w+}} : !hal.fence> status(%{{\w+}})
  hal.fence.fail<%b : !hal.fence> status(%failure)
  // CHECK-NEXT: %[[STATUS:\w+]] = hal.fence.await until([%{{\w+}}, %[[JOINED]]]) timeout_millis(%{{\w+}}) flags("None") : i32
  %status = hal.fence.await until([%a, %joined]) timeout_millis(%timeout) flags("None") : i32
  // CHECK-NEXT: util.return %[[STATUS]] : i32
  util.return %status : i32
}
