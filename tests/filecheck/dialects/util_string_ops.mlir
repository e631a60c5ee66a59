// RUN: xdsl-stream-opt %s | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt | filecheck %s
// RUN: iree-opt %s | filecheck %s
// RUN: xdsl-stream-opt --print-op-generic %s | xdsl-stream-opt | filecheck %s
// RUN: xdsl-stream-opt --print-op-generic %s | iree-opt --mlir-print-op-generic > %t.ours
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: diff %t.iree %t.ours

// Util's string ops in their custom forms, printed as iree-opt prints them,
// and read back from the generic form: templates with sequential `{}` or
// explicit `{N}` placeholders (`{{` and `}}` are braces; an explicit index
// may skip arguments and have leading zeros) over indexes, signless
// integers and buffers.

// CHECK-LABEL: util.func public @strings(%{{\w+}}: index, %{{\w+}}: i32, %{{\w+}}: !util.buffer) -> (!util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer) {
util.func public @strings(%i: index, %x: i32, %b: !util.buffer) -> (!util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer) {
  // CHECK-NEXT: %{{\w+}} = util.string.format "blk.{}.attn_q.weight"(%{{\w+}}) : (index) -> !util.buffer
  %0 = util.string.format "blk.{}.attn_q.weight"(%i) : (index) -> !util.buffer
  // CHECK-NEXT: %{{\w+}} = util.string.format "{1}-{0}"(%{{\w+}}, %{{\w+}}) : (i32, !util.buffer) -> !util.buffer
  %1 = util.string.format "{1}-{0}"(%x, %b) : (i32, !util.buffer) -> !util.buffer
  // CHECK-NEXT: %{{\w+}} = util.string.format "plain {{[{][{]}}x{{[}][}]}}"() : () -> !util.buffer
  %2 = util.string.format "plain {{x}}"() : () -> !util.buffer
  // CHECK-NEXT: %{{\w+}} = util.string.format "{1}{002}"(%{{\w+}}, %{{\w+}}, %{{\w+}}) {note} : (index, i32, !util.buffer) -> !util.buffer
  %3 = util.string.format "{1}{002}"(%i, %x, %b) {note} : (index, i32, !util.buffer) -> !util.buffer
  // CHECK-NEXT: %{{\w+}} = util.string.itoa %{{\w+}} : index -> !util.buffer
  %4 = util.string.itoa %i : index -> !util.buffer
  // CHECK-NEXT: %{{\w+}} = util.string.itoa %{{\w+}} : i32 -> !util.buffer
  %5 = util.string.itoa %x : i32 -> !util.buffer
  // CHECK-NEXT: util.return %{{\w+}}, %{{\w+}}, %{{\w+}}, %{{\w+}}, %{{\w+}}, %{{\w+}} : !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer
  util.return %0, %1, %2, %3, %4, %5 : !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer
}
