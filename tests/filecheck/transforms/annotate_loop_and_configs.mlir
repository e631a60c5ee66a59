// RUN: xdsl-opt --split-input-file -p annotate-dispatch-arguments %s | filecheck %s
// RUN: xdsl-opt --split-input-file -p 'annotate-dispatch-arguments{iree-alignment=true}' %s | filecheck %s --check-prefix=COMPAT
// RUN: iree-opt --split-input-file --iree-stream-annotate-dispatch-arguments %s | filecheck %s --check-prefix=IREE

// An scf.for result is what its body yields, or its iter_args init when the
// loop runs no iteration (%n = 0 here: the init 3).  Neither 16 (the yield)
// nor anything else holds for %a or for the binding offset: no annotation.
// iree-opt 3.13 learns nothing either, and gives the binding its resource
// base alignment (64); `iree-alignment=true` does the same.

// CHECK:  func.func @k(%a: index, %b: !stream.binding) {
// COMPAT: func.func @k(%a: index, %b: !stream.binding {stream.alignment = 64 : index}) {
// IREE:   func.func @k(%arg0: index, %arg1: !stream.binding {stream.alignment = 64 : index}) {
stream.executable private @ex {
  stream.executable.export public @k
  builtin.module {
    func.func @k(%a: index, %b: !stream.binding) {
      return
    }
  }
}

util.func public @main(%n: index, %r: !stream.resource<transient>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %res = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c3) -> (index) {
    scf.yield %c16 : index
  }
  %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%c64}) {
    stream.cmd.dispatch @ex::@k[%c1](%res : index) {
      rw %cap[%res for %c1] : !stream.resource<transient>{%c64}
    }
  } => !stream.timepoint
  util.return
}

// -----

// Two exports of one function whose configs promise different resource base
// alignments (256 and 4), with nothing learnt from the offsets: the function
// may be reached through either, so only 4 holds.  iree-opt 3.13 takes the
// last export's config (4 here; with the exports swapped, 256).  Ours takes
// the smallest, in both modes.

// CHECK:  func.func @f1(%p: !stream.binding {stream.alignment = 4 : index}) {
// COMPAT: func.func @f1(%p: !stream.binding {stream.alignment = 4 : index}) {
// IREE:   func.func @f1(%arg0: !stream.binding {stream.alignment = 4 : index}) {
// CHECK:  func.func @g1(%p: !stream.binding {stream.alignment = 4 : index}) {
// COMPAT: func.func @g1(%p: !stream.binding {stream.alignment = 4 : index}) {
// IREE:   func.func @g1(%arg0: !stream.binding {stream.alignment = 256 : index}) {
stream.executable private @ex2 {
  stream.executable.export public @f1 attributes {stream.resources = #stream.resource_config<{max_allocation_size = 1024, min_buffer_offset_alignment = 256, max_buffer_range = 1024, min_buffer_range_alignment = 16, index_bits = 64}>}
  stream.executable.export public @f1 as("f2") attributes {stream.resources = #stream.resource_config<{max_allocation_size = 1024, min_buffer_offset_alignment = 4, max_buffer_range = 1024, min_buffer_range_alignment = 16, index_bits = 64}>}
  stream.executable.export public @g1 as("g2") attributes {stream.resources = #stream.resource_config<{max_allocation_size = 1024, min_buffer_offset_alignment = 4, max_buffer_range = 1024, min_buffer_range_alignment = 16, index_bits = 64}>}
  stream.executable.export public @g1 attributes {stream.resources = #stream.resource_config<{max_allocation_size = 1024, min_buffer_offset_alignment = 256, max_buffer_range = 1024, min_buffer_range_alignment = 16, index_bits = 64}>}
  builtin.module {
    func.func @f1(%p: !stream.binding) {
      return
    }
    func.func @g1(%p: !stream.binding) {
      return
    }
  }
}

util.func public @d1(%r: !stream.resource<transient>) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %t = stream.cmd.execute with(%r as %cap: !stream.resource<transient>{%c64}) {
    stream.cmd.dispatch @ex2::@f1[%c1] {
      rw %cap[%c0 for %c1] : !stream.resource<transient>{%c64}
    }
    stream.cmd.dispatch @ex2::@f2[%c1] {
      rw %cap[%c0 for %c1] : !stream.resource<transient>{%c64}
    }
    stream.cmd.dispatch @ex2::@g1[%c1] {
      rw %cap[%c0 for %c1] : !stream.resource<transient>{%c64}
    }
    stream.cmd.dispatch @ex2::@g2[%c1] {
      rw %cap[%c0 for %c1] : !stream.resource<transient>{%c64}
    }
  } => !stream.timepoint
  util.return
}
