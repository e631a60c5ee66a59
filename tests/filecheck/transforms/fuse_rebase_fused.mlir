// RUN: xdsl-opt -p 'fuse-dispatch-bindings{rebase=fused}' %s | filecheck %s
// RUN: xdsl-opt -p 'fuse-dispatch-bindings{rebase=fused},fold-uniform-operands' %s | filecheck %s --check-prefix=FOLD
// RUN: xdsl-opt -p 'fuse-dispatch-bindings{rebase=all}' %s | filecheck %s --check-prefix=ALL
// RUN: not xdsl-stream-opt -p 'fuse-dispatch-bindings{rebase=some}' %s 2>&1 | filecheck %s --check-prefix=BAD

// `rebase=fused` rewrites only the exports where some bindings fuse: @lone,
// whose two bindings name different resources, keeps its bindings, its
// offsets and its function exactly as they were (IREE's `rebase=all`, the
// default, rebases it: two offset operands, both 16 and 32 at its one site, so
// the fold would then inline them again).  @pair fuses either way.

stream.executable private @ex {
  stream.executable.export public @lone
  stream.executable.export public @pair
  builtin.module {
    func.func @lone(%a: !stream.binding, %b: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %a[%c0] : !stream.binding -> memref<4xf32>
      %1 = stream.binding.subspan %b[%c0] : !stream.binding -> memref<4xf32>
      util.optimization_barrier %0 : memref<4xf32>
      util.optimization_barrier %1 : memref<4xf32>
      return
    }
    func.func @pair(%a: !stream.binding, %b: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %a[%c0] : !stream.binding -> memref<4xf32>
      %1 = stream.binding.subspan %b[%c0] : !stream.binding -> memref<4xf32>
      util.optimization_barrier %0 : memref<4xf32>
      util.optimization_barrier %1 : memref<4xf32>
      return
    }
  }
}
util.func public @host(%x: !stream.resource<external>, %y: !stream.resource<external>) {
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  stream.cmd.dispatch @ex::@lone {
    ro %x[%c16 for %c16] : !stream.resource<external>{%c64},
    ro %y[%c32 for %c16] : !stream.resource<external>{%c64}
  }
  stream.cmd.dispatch @ex::@pair {
    ro %x[%c16 for %c16] : !stream.resource<external>{%c64},
    ro %x[%c32 for %c16] : !stream.resource<external>{%c64}
  }
  util.return
}

// CHECK:      func.func @lone(%a: !stream.binding, %b: !stream.binding) {
// CHECK:      func.func @pair(%a: !stream.binding, %a_offset: index, %b_offset: index) {
// CHECK:      stream.cmd.dispatch @ex::@lone {
// CHECK-NEXT:   ro %x[%c16 for %c16] : !stream.resource<external>{%c64},
// CHECK-NEXT:   ro %y[%c32 for %c16] : !stream.resource<external>{%c64}
// CHECK:      stream.cmd.dispatch @ex::@pair(%c16, %c32 : index, index) {
// CHECK-NEXT:   ro %x[%c0 for %c64] : !stream.resource<external>{%c64}

// FOLD:      func.func @lone(%a: !stream.binding, %b: !stream.binding) {
// FOLD:      func.func @pair(%a: !stream.binding) {
// FOLD:      stream.cmd.dispatch @ex::@lone {
// FOLD:      stream.cmd.dispatch @ex::@pair {

// ALL:       func.func @lone(%a: !stream.binding, %b: !stream.binding, %a_offset: index, %b_offset: index) {
// ALL:       stream.cmd.dispatch @ex::@lone(%c16, %c32 : index, index) {

// BAD: fuse-dispatch-bindings: rebase must be one of all, fused, got 'some'
