// RUN: xdsl-stream-opt %s | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt | filecheck %s
// RUN: iree-opt %s | filecheck %s
// RUN: xdsl-stream-opt --print-op-generic %s | xdsl-stream-opt | filecheck %s
// RUN: xdsl-stream-opt --print-op-generic %s | iree-opt --mlir-print-op-generic > %t.ours
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: diff %t.iree %t.ours

// The `!util.list<T>` ops in their custom forms, printed as iree-opt prints
// them, and read back from the generic form: an element read or written as
// another type than the list's (through `?`, or a tensor as another tensor)
// names that type, `-> U` after the list or `U ->` before it.

// CHECK-LABEL: util.func public @lists(%{{\w+}}: index, %{{\w+}}: i32, %{{\w+}}: tensor<4xf32>, %{{\w+}}: !util.buffer, %{{\w+}}: !util.variant) -> (index, i32, i32, tensor<4xf32>, tensor<*xf32>, !util.variant) {
util.func public @lists(%n: index, %x: i32, %t: tensor<4xf32>, %b: !util.buffer, %v: !util.variant) -> (index, i32, i32, tensor<4xf32>, tensor<*xf32>, !util.variant) {
  // CHECK-NEXT: %{{\w+}} = util.list.create : !util.list<i32>
  %ints = util.list.create : !util.list<i32>
  // CHECK-NEXT: %{{\w+}} = util.list.create %{{\w+}} : !util.list<?>
  %any = util.list.create %n : !util.list<?>
  // CHECK-NEXT: %{{\w+}} = util.list.create %{{\w+}} {note} : !util.list<tensor<?xf32>>
  %tensors = util.list.create %n {note} : !util.list<tensor<?xf32>>
  // CHECK-NEXT: %{{\w+}} = util.list.construct [%{{\w+}} : i32, %{{\w+}} : !util.buffer] : !util.list<?>
  %mixed = util.list.construct [%x : i32, %b : !util.buffer] : !util.list<?>
  // CHECK-NEXT: %{{\w+}} = util.list.construct [] : !util.list<i32>
  %empty = util.list.construct [] : !util.list<i32>
  // CHECK-NEXT: %{{\w+}} = util.list.construct [%{{\w+}} : tensor<4xf32>] : !util.list<tensor<?xi8>>
  %cast = util.list.construct [%t : tensor<4xf32>] : !util.list<tensor<?xi8>>
  // CHECK-NEXT: %{{\w+}} = util.list.size %{{\w+}} : !util.list<i32>
  %size = util.list.size %ints : !util.list<i32>
  // CHECK-NEXT: util.list.resize %{{\w+}}, %{{\w+}} : !util.list<i32>
  util.list.resize %ints, %n : !util.list<i32>
  // CHECK-NEXT: %{{\w+}} = util.list.get %{{\w+}}[%{{\w+}}] : !util.list<i32>
  %0 = util.list.get %ints[%n] : !util.list<i32>
  // CHECK-NEXT: %{{\w+}} = util.list.get %{{\w+}}[%{{\w+}}] : !util.list<?> -> i32
  %1 = util.list.get %any[%n] : !util.list<?> -> i32
  // CHECK-NEXT: %{{\w+}} = util.list.get %{{\w+}}[%{{\w+}}] : !util.list<tensor<?xf32>> -> tensor<4xf32>
  %2 = util.list.get %tensors[%n] : !util.list<tensor<?xf32>> -> tensor<4xf32>
  // CHECK-NEXT: %{{\w+}} = util.list.get %{{\w+}}[%{{\w+}}] : !util.list<tensor<?xf32>> -> tensor<*xf32>
  %3 = util.list.get %tensors[%n] : !util.list<tensor<?xf32>> -> tensor<*xf32>
  // CHECK-NEXT: %{{\w+}} = util.list.get %{{\w+}}[%{{\w+}}] : !util.list<i32> -> !util.variant
  %4 = util.list.get %ints[%n] : !util.list<i32> -> !util.variant
  // CHECK-NEXT: util.list.set %{{\w+}}[%{{\w+}}], %{{\w+}} : !util.list<i32>
  util.list.set %ints[%n], %x : !util.list<i32>
  // CHECK-NEXT: util.list.set %{{\w+}}[%{{\w+}}], %{{\w+}} : i32 -> !util.list<?>
  util.list.set %any[%n], %x : i32 -> !util.list<?>
  // CHECK-NEXT: util.list.set %{{\w+}}[%{{\w+}}], %{{\w+}} : tensor<4xf32> -> !util.list<tensor<?xf32>>
  util.list.set %tensors[%n], %t : tensor<4xf32> -> !util.list<tensor<?xf32>>
  // CHECK-NEXT: util.list.set %{{\w+}}[%{{\w+}}], %{{\w+}} : !util.variant -> !util.list<i32>
  util.list.set %ints[%n], %v : !util.variant -> !util.list<i32>
  // CHECK-NEXT: util.return %{{\w+}}, %{{\w+}}, %{{\w+}}, %{{\w+}}, %{{\w+}}, %{{\w+}} : index, i32, i32, tensor<4xf32>, tensor<*xf32>, !util.variant
  util.return %size, %0, %1, %2, %3, %4 : index, i32, i32, tensor<4xf32>, tensor<*xf32>, !util.variant
}

// A reference (not a number) is read or written through `!util.object`
// (IREE's `ListType::canImplicitlyCast`; they were refused).
// CHECK-LABEL: util.func public @objects
util.func public @objects(%objects: !util.list<!util.object>, %buffers: !util.list<!util.buffer>, %n: index, %b: !util.buffer, %o: !util.object) -> !util.buffer {
  // CHECK-NEXT: util.list.get %{{\w+}}[%{{\w+}}] : !util.list<!util.object> -> !util.buffer
  %0 = util.list.get %objects[%n] : !util.list<!util.object> -> !util.buffer
  // CHECK-NEXT: util.list.set %{{\w+}}[%{{\w+}}], %{{\w+}} : !util.buffer -> !util.list<!util.object>
  util.list.set %objects[%n], %b : !util.buffer -> !util.list<!util.object>
  // CHECK-NEXT: util.list.set %{{\w+}}[%{{\w+}}], %{{\w+}} : !util.object -> !util.list<!util.buffer>
  util.list.set %buffers[%n], %o : !util.object -> !util.list<!util.buffer>
  util.return %0 : !util.buffer
}
