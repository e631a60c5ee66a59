// RUN: xdsl-stream-opt %s | filecheck %s
// RUN: xdsl-stream-opt %s | xdsl-stream-opt | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt --mlir-print-op-generic > %t.ours
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: diff %t.iree %t.ours

// A trace of no views prints in generic form: its custom form, which IREE's
// printer writes (`hal.buffer_view.trace "none" = :`), reads in neither
// iree-opt nor the package (hal_buffer_view_invalid.mlir).  A trace of some
// views prints in custom form.

// CHECK-LABEL: util.func public @f(
util.func public @f(%view: !hal.buffer_view) {
  // CHECK-NEXT: "hal.buffer_view.trace"() <{key = "none"}> : () -> ()
  "hal.buffer_view.trace"() <{key = "none"}> : () -> ()
  // CHECK-NEXT: hal.buffer_view.trace "one" = %{{\w+}} : !hal.buffer_view
  "hal.buffer_view.trace"(%view) <{key = "one"}> : (!hal.buffer_view) -> ()
  // CHECK-NEXT: util.return
  util.return
}
