// RUN: xdsl-stream-opt %s | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt | filecheck %s
// RUN: iree-opt %s | filecheck %s
// RUN: xdsl-stream-opt --print-op-generic %s | xdsl-stream-opt | filecheck %s
// RUN: xdsl-stream-opt --print-op-generic %s | iree-opt --mlir-print-op-generic > %t.ours
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: diff %t.iree %t.ours

// The `!util.buffer` ops, each in its custom form (the buffer's size after
// its type, `!util.buffer{%size}`; `alignment` in `<...>`), printed as
// iree-opt prints them, and read back from the generic form.

// CHECK-LABEL: util.func public @allocation(%{{\w+}}: index, %{{\w+}}: index, %{{\w+}}: index, %{{\w+}}: !util.buffer) -> !util.buffer {
util.func public @allocation(%size: index, %offset: index, %length: index, %source: !util.buffer) -> !util.buffer {
  // CHECK-NEXT: %{{\w+}} = util.buffer.alloc uninitialized <alignment = 16> : !util.buffer{%{{\w+}}}
  %aligned = util.buffer.alloc uninitialized <alignment = 16> : !util.buffer{%size}
  // CHECK-NEXT: %{{\w+}} = util.buffer.alloc uninitialized : !util.buffer{%{{\w+}}}
  %plain = util.buffer.alloc uninitialized : !util.buffer{%size}
  // (no alignment: 0 or below; a slice's alignment is not checked)
  // CHECK-NEXT: %{{\w+}} = util.buffer.alloc uninitialized <alignment = 0> : !util.buffer{%{{\w+}}}
  %none = util.buffer.alloc uninitialized <alignment = 0> : !util.buffer{%size}
  // CHECK-NEXT: %{{\w+}} = util.buffer.slice %{{\w+}}[%{{\w+}}] <alignment = 3> : !util.buffer{%{{\w+}}} -> !util.buffer{%{{\w+}}}
  %odd = util.buffer.slice %source[%offset] <alignment = 3> : !util.buffer{%size} -> !util.buffer{%length}
  // CHECK-NEXT: util.buffer.dealloc %{{\w+}} : !util.buffer{%{{\w+}}}
  util.buffer.dealloc %plain : !util.buffer{%size}
  // CHECK-NEXT: %{{\w+}} = util.buffer.slice %{{\w+}}[%{{\w+}}] <alignment = 8> : !util.buffer{%{{\w+}}} -> !util.buffer{%{{\w+}}}
  %slice = util.buffer.slice %source[%offset] <alignment = 8> : !util.buffer{%size} -> !util.buffer{%length}
  // CHECK-NEXT: %{{\w+}} = util.buffer.slice %{{\w+}}[%{{\w+}}] : !util.buffer{%{{\w+}}} -> !util.buffer{%{{\w+}}}
  %copy = util.buffer.slice %source[%offset] : !util.buffer{%size} -> !util.buffer{%length}
  // CHECK-NEXT: %{{\w+}} = util.buffer.subspan %{{\w+}}[%{{\w+}}] : !util.buffer{%{{\w+}}} -> !util.buffer{%{{\w+}}}
  %span = util.buffer.subspan %source[%offset] : !util.buffer{%size} -> !util.buffer{%length}
  // CHECK-NEXT: util.return %{{\w+}} : !util.buffer
  util.return %aligned : !util.buffer
}
// CHECK-LABEL: util.func public @storage(%{{\w+}}: !util.buffer, %{{\w+}}: index) -> (index, memref<?xi8>, index) {
util.func public @storage(%source: !util.buffer, %size: index) -> (index, memref<?xi8>, index) {
  // CHECK-NEXT: %{{\w+}} = util.buffer.size %{{\w+}} : !util.buffer
  %total = util.buffer.size %source : !util.buffer
  // CHECK-NEXT: %{{\w+}}, %{{\w+}} = util.buffer.storage %{{\w+}} : !util.buffer{%{{\w+}}} -> (memref<?xi8>, index)
  %storage, %base = util.buffer.storage %source : !util.buffer{%size} -> (memref<?xi8>, index)
  // CHECK-NEXT: util.return %{{\w+}}, %{{\w+}}, %{{\w+}} : index, memref<?xi8>, index
  util.return %total, %storage, %base : index, memref<?xi8>, index
}
// CHECK-LABEL: util.func public @ranges(%{{\w+}}: !util.buffer, %{{\w+}}: !util.buffer, %{{\w+}}: index, %{{\w+}}: index, %{{\w+}}: index, %{{\w+}}: i32, %{{\w+}}: f16, %{{\w+}}: index, %{{\w+}}: ui8) -> (i1, f32, i64, index) {
util.func public @ranges(%a: !util.buffer, %b: !util.buffer, %size: index, %offset: index, %length: index, %x: i32, %y: f16, %z: index, %w: ui8) -> (i1, f32, i64, index) {
  // CHECK-NEXT: util.buffer.copy %{{\w+}}[%{{\w+}}], %{{\w+}}[%{{\w+}}], %{{\w+}} : !util.buffer{%{{\w+}}} -> !util.buffer{%{{\w+}}}
  util.buffer.copy %a[%offset], %b[%offset], %length : !util.buffer{%size} -> !util.buffer{%size}
  // CHECK-NEXT: %{{\w+}} = util.buffer.compare %{{\w+}}[%{{\w+}}], %{{\w+}}[%{{\w+}}], %{{\w+}} : !util.buffer{%{{\w+}}}, !util.buffer{%{{\w+}}}
  %same = util.buffer.compare %a[%offset], %b[%offset], %length : !util.buffer{%size}, !util.buffer{%size}
  // CHECK-NEXT: util.buffer.fill %{{\w+}}, %{{\w+}}[%{{\w+}} for %{{\w+}}] : i32 -> !util.buffer{%{{\w+}}}
  util.buffer.fill %x, %b[%offset for %length] : i32 -> !util.buffer{%size}
  // CHECK-NEXT: util.buffer.fill %{{\w+}}, %{{\w+}}[%{{\w+}} for %{{\w+}}] : f16 -> !util.buffer{%{{\w+}}}
  util.buffer.fill %y, %b[%offset for %length] : f16 -> !util.buffer{%size}
  // CHECK-NEXT: util.buffer.fill %{{\w+}}, %{{\w+}}[%{{\w+}} for %{{\w+}}] : index -> !util.buffer{%{{\w+}}}
  util.buffer.fill %z, %b[%offset for %length] : index -> !util.buffer{%size}
  // CHECK-NEXT: %{{\w+}} = util.buffer.load %{{\w+}}[%{{\w+}} for %{{\w+}}] : !util.buffer{%{{\w+}}} -> f32
  %value = util.buffer.load %a[%offset for %length] : !util.buffer{%size} -> f32
  // CHECK-NEXT: %{{\w+}} = util.buffer.load %{{\w+}}[%{{\w+}} for %{{\w+}}] : !util.buffer{%{{\w+}}} -> index
  %index = util.buffer.load %a[%offset for %length] : !util.buffer{%size} -> index
  // CHECK-NEXT: util.buffer.store %{{\w+}}, %{{\w+}}[%{{\w+}} for %{{\w+}}] : i32 -> !util.buffer{%{{\w+}}}
  util.buffer.store %x, %b[%offset for %length] : i32 -> !util.buffer{%size}
  // CHECK-NEXT: util.buffer.store %{{\w+}}, %{{\w+}}[%{{\w+}} for %{{\w+}}] : ui8 -> !util.buffer{%{{\w+}}}
  util.buffer.store %w, %b[%offset for %length] : ui8 -> !util.buffer{%size}
  // CHECK-NEXT: %{{\w+}} = util.buffer.hash %{{\w+}}[%{{\w+}} for %{{\w+}}] : !util.buffer{%{{\w+}}} -> i64
  %hash = util.buffer.hash %a[%offset for %length] : !util.buffer{%size} -> i64
  // CHECK-NEXT: util.buffer.dealloc %{{\w+}} : !util.buffer{%{{\w+}}} attributes {note = "attrs after the size"}
  util.buffer.dealloc %a : !util.buffer{%size} attributes {note = "attrs after the size"}
  // CHECK-NEXT: util.return %{{\w+}}, %{{\w+}}, %{{\w+}}, %{{\w+}} : i1, f32, i64, index
  util.return %same, %value, %hash, %index : i1, f32, i64, index
}
