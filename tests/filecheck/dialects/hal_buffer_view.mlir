// RUN: xdsl-stream-opt %s | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt | filecheck %s
// RUN: iree-opt %s | filecheck %s
// RUN: xdsl-stream-opt --print-op-generic %s | xdsl-stream-opt | filecheck %s
// RUN: xdsl-stream-opt --print-op-generic %s | iree-opt --mlir-print-op-generic > %t.ours
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: diff %t.iree %t.ours

// HAL's buffer-view ops, which every dump's ABI wrappers hold, each in its
// custom form as iree-opt prints it, and read back from the generic form
// (they were read as unregistered ops, in generic form only).

// CHECK-LABEL: util.func public @abi(%{{\w+}}: !hal.buffer_view, %{{\w+}}: !hal.buffer, %{{\w+}}: index) {
util.func public @abi(%view: !hal.buffer_view, %buffer: !hal.buffer, %n: index) {
  // CHECK-NEXT: %[[F32:\w+]] = hal.element_type<f32> : i32
  %f32 = hal.element_type<f32> : i32
  // CHECK-NEXT: %{{\w+}} = hal.element_type<complex<f64>> : i32
  %c64 = hal.element_type<complex<f64>> : i32
  // CHECK-NEXT: %{{\w+}} = hal.element_type<f8E5M2> : i32
  %f8 = hal.element_type<f8E5M2> : i32
  // CHECK-NEXT: %[[DENSE:\w+]] = hal.encoding_type<dense_row_major> : i32
  %dense = hal.encoding_type<dense_row_major> : i32
  // CHECK-NEXT: hal.buffer_view.assert<%{{\w+}} : !hal.buffer_view> message("input0") shape([%{{\w+}}, %{{\w+}}]) type(%[[F32]]) encoding(%[[DENSE]])
  hal.buffer_view.assert<%view : !hal.buffer_view> message("input0") shape([%n, %n]) type(%f32) encoding(%dense)
  // CHECK-NEXT: hal.buffer_view.assert<%{{\w+}} : !hal.buffer_view> message("scalar") shape([]) type(%[[F32]]) encoding(%[[DENSE]]) attributes {note = 1 : i32}
  hal.buffer_view.assert<%view : !hal.buffer_view> message("scalar") shape([]) type(%f32) encoding(%dense) attributes {note = 1 : i32}
  // CHECK-NEXT: %{{\w+}} = hal.buffer_view.dim<%{{\w+}} : !hal.buffer_view>[1] : index
  %d1 = hal.buffer_view.dim<%view : !hal.buffer_view>[1] : index
  // CHECK-NEXT: %{{\w+}} = hal.buffer_view.dim<%{{\w+}} : !hal.buffer_view>[-1] : index
  %dm = hal.buffer_view.dim<%view : !hal.buffer_view>[-1] : index
  // CHECK-NEXT: %{{\w+}} = hal.buffer_view.rank<%{{\w+}} : !hal.buffer_view> : index
  %rank = hal.buffer_view.rank<%view : !hal.buffer_view> : index
  // CHECK-NEXT: %{{\w+}} = hal.buffer_view.element_type<%{{\w+}} : !hal.buffer_view> : i32
  %type = hal.buffer_view.element_type<%view : !hal.buffer_view> : i32
  // CHECK-NEXT: %{{\w+}} = hal.buffer_view.encoding_type<%{{\w+}} : !hal.buffer_view> : i32
  %encoding = hal.buffer_view.encoding_type<%view : !hal.buffer_view> : i32
  // CHECK-NEXT: %{{\w+}} = hal.buffer_view.buffer<%{{\w+}} : !hal.buffer_view> : !hal.buffer
  %backing = hal.buffer_view.buffer<%view : !hal.buffer_view> : !hal.buffer
  // CHECK-NEXT: %[[NEW:\w+]] = hal.buffer_view.create buffer(%{{\w+}} : !hal.buffer)[%{{\w+}}, %{{\w+}}] shape([%{{\w+}}]) type(%[[F32]]) encoding(%[[DENSE]]) : !hal.buffer_view
  %new = hal.buffer_view.create buffer(%buffer : !hal.buffer)[%n, %n] shape([%n]) type(%f32) encoding(%dense) : !hal.buffer_view
  // CHECK-NEXT: hal.buffer_view.trace "outputs" = %{{\w+}}, %[[NEW]] : !hal.buffer_view, !hal.buffer_view
  hal.buffer_view.trace "outputs" = %view, %new : !hal.buffer_view, !hal.buffer_view
  // CHECK-NEXT: util.return
  util.return
}
