// RUN: xdsl-stream-opt %s | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt | filecheck %s
// RUN: iree-opt %s | filecheck %s
// RUN: xdsl-stream-opt --print-op-generic %s | xdsl-stream-opt | filecheck %s
// RUN: xdsl-stream-opt --print-op-generic %s | iree-opt --mlir-print-op-generic > %t.ours
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: diff %t.iree %t.ours

// Util's other value ops and hints in their custom forms, printed as
// iree-opt prints them, and read back from the generic form: `util.switch`
// (its values' type written once, before `from`), `util.range.extents`
// (`[%offset for %length], ...`), `util.numeric.optional_narrow` (its
// integer bounds in `<...>` with their types), `util.cast` to and from
// `!util.object`, `util.cmp.ne`, the two unreachables and
// `util.status.check_ok`, and `util.hoistable_conversion` (its block's
// arguments bound to its inputs, `(%a = %x)`, its attributes after the body).

// CHECK-LABEL: util.func public @values(%{{\w+}}: !util.buffer, %{{\w+}}: !util.buffer, %{{\w+}}: index, %{{\w+}}: i32, %{{\w+}}: i32, %{{\w+}}: i32, %{{\w+}}: f16) -> (i1, i32, index, f16) {
util.func public @values(%a: !util.buffer, %b: !util.buffer, %i: index, %x: i32, %y: i32, %z: i32, %f: f16) -> (i1, i32, index, f16) {
  // CHECK-NEXT: %{{\w+}} = util.cmp.ne %{{\w+}}, %{{\w+}} : !util.buffer
  %ne = util.cmp.ne %a, %b : !util.buffer
  // CHECK-NEXT: %{{\w+}} = util.cmp.ne %{{\w+}}, %{{\w+}} : index
  %ne_index = util.cmp.ne %i, %i : index
  // CHECK-NEXT: %{{\w+}} = util.switch i32 from [%{{\w+}}, %{{\w+}}] at %{{\w+}} else %{{\w+}} : i32
  %picked = util.switch i32 from [%x, %y] at %i else %z : i32
  // CHECK-NEXT: %{{\w+}} = util.switch index from [] at %{{\w+}} else %{{\w+}} : index
  %default = util.switch index from [] at %i else %i : index
  // CHECK-NEXT: %{{\w+}} = util.switch f16 from [%{{\w+}}] at %{{\w+}} else %{{\w+}} : f16
  %half = util.switch f16 from [%f] at %i else %f : f16
  // CHECK-NEXT: util.return %{{\w+}}, %{{\w+}}, %{{\w+}}, %{{\w+}} : i1, i32, index, f16
  util.return %ne, %picked, %default, %half : i1, i32, index, f16
}
// CHECK-LABEL: util.func public @ranges(%{{\w+}}: index, %{{\w+}}: index, %{{\w+}}: i64, %{{\w+}}: i64) -> (index, index, i64, i64) {
util.func public @ranges(%i: index, %j: index, %x: i64, %y: i64) -> (index, index, i64, i64) {
  // CHECK-NEXT: %{{\w+}}, %{{\w+}} = util.range.extents [%{{\w+}} for %{{\w+}}], [%{{\w+}} for %{{\w+}}] : index
  %min, %max = util.range.extents [%i for %j], [%j for %i] : index
  // CHECK-NEXT: %{{\w+}}, %{{\w+}} = util.range.extents [%{{\w+}} for %{{\w+}}] : i64
  %min64, %max64 = util.range.extents [%x for %y] : i64
  // CHECK-NEXT: util.return %{{\w+}}, %{{\w+}}, %{{\w+}}, %{{\w+}} : index, index, i64, i64
  util.return %min, %max, %min64, %max64 : index, index, i64, i64
}
// CHECK-LABEL: util.func public @narrowing(%{{\w+}}: i32, %{{\w+}}: tensor<4xf32>, %{{\w+}}: i64) -> (i32, i32, tensor<4xf32>, i64) {
util.func public @narrowing(%x: i32, %t: tensor<4xf32>, %i: i64) -> (i32, i32, tensor<4xf32>, i64) {
  // CHECK-NEXT: %{{\w+}} = util.numeric.optional_narrow %{{\w+}} : i32 as si8
  %0 = util.numeric.optional_narrow %x : i32 as si8
  // CHECK-NEXT: %{{\w+}} = util.numeric.optional_narrow %{{\w+}} : i32 as ui8 <min_value = 1 : ui8, max_value = 10 : ui8>
  %1 = util.numeric.optional_narrow %x : i32 as ui8 <min_value = 1 : ui8, max_value = 10 : ui8>
  // CHECK-NEXT: %{{\w+}} = util.numeric.optional_narrow %{{\w+}} : tensor<4xf32> as f16
  %2 = util.numeric.optional_narrow %t : tensor<4xf32> as f16
  // (any semantic type reads, `index` too)
  // CHECK-NEXT: %{{\w+}} = util.numeric.optional_narrow %{{\w+}} : i64 as index <max_value = 7 : i64> {note}
  %3 = util.numeric.optional_narrow %i : i64 as index <max_value = 7 : i64> {note}
  // CHECK-NEXT: util.return %{{\w+}}, %{{\w+}}, %{{\w+}}, %{{\w+}} : i32, i32, tensor<4xf32>, i64
  util.return %0, %1, %2, %3 : i32, i32, tensor<4xf32>, i64
}
// CHECK-LABEL: util.func public @casts(%{{\w+}}: !util.buffer, %{{\w+}}: !util.list<i32>, %{{\w+}}: !util.object, %{{\w+}}: tensor<2xi8>) -> (!util.object, !util.list<i32>, !util.buffer, !util.object) {
util.func public @casts(%b: !util.buffer, %l: !util.list<i32>, %o: !util.object, %t: tensor<2xi8>) -> (!util.object, !util.list<i32>, !util.buffer, !util.object) {
  // CHECK-NEXT: %{{\w+}} = util.cast %{{\w+}} : !util.buffer to !util.object
  %0 = util.cast %b : !util.buffer to !util.object
  // CHECK-NEXT: %{{\w+}} = util.cast %{{\w+}} : !util.object to !util.list<i32>
  %1 = util.cast %o : !util.object to !util.list<i32>
  // CHECK-NEXT: %{{\w+}} = util.cast %{{\w+}} : !util.buffer to !util.buffer
  %2 = util.cast %b : !util.buffer to !util.buffer
  // CHECK-NEXT: %{{\w+}} = util.cast %{{\w+}} : tensor<2xi8> to !util.object
  %3 = util.cast %t : tensor<2xi8> to !util.object
  // CHECK-NEXT: util.return %{{\w+}}, %{{\w+}}, %{{\w+}}, %{{\w+}} : !util.object, !util.list<i32>, !util.buffer, !util.object
  util.return %0, %1, %2, %3 : !util.object, !util.list<i32>, !util.buffer, !util.object
}
// CHECK-LABEL: util.func public @hints(%{{\w+}}: i32) {
util.func public @hints(%status: i32) {
  // CHECK-NEXT: util.status.check_ok %{{\w+}}, "failed"
  util.status.check_ok %status, "failed"
  // CHECK-NEXT: util.status.check_ok %{{\w+}}
  util.status.check_ok %status
  // CHECK-NEXT: util.scf.unreachable "not here"
  util.scf.unreachable "not here"
  // CHECK-NEXT: util.scf.unreachable
  util.scf.unreachable
  // CHECK-NEXT: util.return
  util.return
}
// CHECK-LABEL: util.func public @unreachable_with_message() {
util.func public @unreachable_with_message() {
  // CHECK-NEXT: util.unreachable "never"
  util.unreachable "never"
}
// CHECK-LABEL: util.func public @unreachable() {
util.func public @unreachable() {
  // CHECK-NEXT: util.unreachable {note}
  util.unreachable {note}
}
// CHECK-LABEL: util.func public @conversions(%{{\w+}}: vector<4xf32>, %{{\w+}}: i32) -> (vector<4xf32>, i32, i32) {
util.func public @conversions(%x: vector<4xf32>, %y: i32) -> (vector<4xf32>, i32, i32) {
  // CHECK-NEXT: %{{\w+}} = util.hoistable_conversion "double" inverts("half") (%{{\w+}} = %{{\w+}}) : (vector<4xf32>) -> vector<4xf32> {
  %0 = util.hoistable_conversion "double" inverts("half") (%a = %x) : (vector<4xf32>) -> vector<4xf32> {
    // CHECK-NEXT: %{{\w+}} = arith.addf %{{\w+}}, %{{\w+}} : vector<4xf32>
    %s = arith.addf %a, %a : vector<4xf32>
    // CHECK-NEXT: util.return %{{\w+}} : vector<4xf32>
    util.return %s : vector<4xf32>
  // CHECK-NEXT: } {note}
  } {note}
  // CHECK-NEXT: {{.+}} = util.hoistable_conversion "a" inverts("b") (%{{\w+}} = %{{\w+}}, %{{\w+}} = %{{\w+}}) : (vector<4xf32>, i32) -> (i32, i32) {
  %1:2 = util.hoistable_conversion "a" inverts("b") (%p = %x, %q = %y) : (vector<4xf32>, i32) -> (i32, i32) {
    // CHECK-NEXT: util.return %{{\w+}}, %{{\w+}} : i32, i32
    util.return %q, %y : i32, i32
  // CHECK-NEXT: }
  }
  // CHECK-NEXT: util.hoistable_conversion "e" inverts("e") () : () -> () {
  util.hoistable_conversion "e" inverts("e") () : () -> () {
    // CHECK-NEXT: util.return
    util.return
  // CHECK-NEXT: }
  }
  // CHECK-NEXT: util.return %{{\w+}}, %{{[\w#]+}}, %{{[\w#]+}} : vector<4xf32>, i32, i32
  util.return %0, %1#0, %1#1 : vector<4xf32>, i32, i32
}

// The tags of `util.hoistable_conversion` are native properties: an
// attribute named `tag` is an attribute of its own (it was dropped, exit
// 0), and a generic form without them gives them their default, "" (it was
// refused).
// CHECK-LABEL: util.func public @tags
util.func public @tags(%x: i32) -> (i32, i32) {
  // CHECK-NEXT: util.hoistable_conversion "a" inverts("b") (%{{\w+}} = %{{\w+}}) : (i32) -> i32 {
  // CHECK-NEXT:   util.return %{{\w+}} : i32
  // CHECK-NEXT: } {tag = "zz"}
  %0 = util.hoistable_conversion "a" inverts("b") (%p = %x) : (i32) -> i32 {
    util.return %p : i32
  } {tag = "zz"}
  // CHECK-NEXT: util.hoistable_conversion "" inverts("") (%{{\w+}} = %{{\w+}}) : (i32) -> i32 {
  %1 = "util.hoistable_conversion"(%x) ({
  ^bb0(%q: i32):
    "util.return"(%q) : (i32) -> ()
  }) : (i32) -> i32
  util.return %0, %1 : i32, i32
}

// An unranked tensor is one of IREE's tensors (it was refused).
// CHECK-LABEL: util.func public @unranked
util.func public @unranked(%a: tensor<*xf32>) -> tensor<*xf32> {
  // CHECK-NEXT: util.numeric.optional_narrow %{{\w+}} : tensor<*xf32> as f16
  %0 = util.numeric.optional_narrow %a : tensor<*xf32> as f16
  util.return %0 : tensor<*xf32>
}
