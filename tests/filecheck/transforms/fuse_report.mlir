// RUN: xdsl-opt --split-input-file -p 'fuse-dispatch-bindings{report=true}' %s 2>&1 >/dev/null | filecheck %s
// RUN: xdsl-opt --split-input-file -p 'fuse-dispatch-bindings{report=text}' %s 2>&1 >/dev/null | filecheck %s
// RUN: xdsl-opt --split-input-file -p 'fuse-dispatch-bindings{report=true alias-mutable-bindings=true}' %s 2>&1 >/dev/null | filecheck %s --check-prefix=ALIAS
// RUN: xdsl-opt --split-input-file -p fuse-dispatch-bindings %s 2>&1 >/dev/null | filecheck %s --check-prefix=QUIET --allow-empty

// `report=text` (`report=true`, the older spelling) prints the totals, a
// legend, one summary line per export group, then per group: the bindings by
// index and argument name, the sites (each binding's access and the SSA name
// of the resource at the site), the bindings after, and why each pair that
// names one resource somewhere did not fuse.  Without `report`, fusing prints
// nothing.

// QUIET-NOT: report

stream.executable private @kernels {
  stream.executable.export public @scale_add
  stream.executable.export public @unused
  builtin.module {
    func.func @scale_add(%lhs: !stream.binding, %rhs: !stream.binding, %bias: !stream.binding, %out: !stream.binding, %tmp: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %lhs[%c0] : !stream.binding -> memref<16xf32>
      %1 = stream.binding.subspan %rhs[%c0] : !stream.binding -> memref<16xf32>
      %2 = stream.binding.subspan %bias[%c0] : !stream.binding -> memref<16xf32>
      %3 = stream.binding.subspan %out[%c0] : !stream.binding -> memref<16xf32>
      %4 = stream.binding.subspan %tmp[%c0] : !stream.binding -> memref<16xf32>
      return
    }
    func.func @unused(%a: !stream.binding) {
      return
    }
  }
}
util.func public @main(%w: !stream.resource<constant>, %x: !stream.resource<external>, %o: !stream.resource<external>) {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  %t = stream.cmd.execute with(%w as %rw: !stream.resource<constant>{%c256}, %x as %rx: !stream.resource<external>{%c256}, %o as %ro: !stream.resource<external>{%c256}) {
    stream.cmd.dispatch @kernels::@scale_add {
      ro %rw[%c0 for %c64] : !stream.resource<constant>{%c256},
      ro %rw[%c64 for %c64] : !stream.resource<constant>{%c256},
      ro %rw[%c0 for %c64] : !stream.resource<constant>{%c256},
      wo %ro[%c0 for %c64] : !stream.resource<external>{%c256},
      rw %ro[%c64 for %c64] : !stream.resource<external>{%c256}
    }
    stream.cmd.dispatch @kernels::@scale_add {
      ro %rw[%c0 for %c64] : !stream.resource<constant>{%c256},
      ro %rw[%c64 for %c64] : !stream.resource<constant>{%c256},
      ro %rx[%c0 for %c64] : !stream.resource<external>{%c256},
      wo %ro[%c0 for %c64] : !stream.resource<external>{%c256},
      rw %ro[%c64 for %c64] : !stream.resource<external>{%c256}
    }
  } => !stream.timepoint
  util.return
}

// CHECK:      fuse-dispatch-bindings report: 1 export group(s), 2 export(s), bindings 6 -> 5
// CHECK-NEXT: legend: #i %x = binding i, argument %x of the entry function; ro/wo/rw %r[o for n] = a binding's access, the resource (SSA value) it names at a site and the byte offset and length it binds; (%v @g) = the value %r captures outside the execute region, and the util.global it loads; sites a-b (Nx) = N sites that bind alike (their scalar operands may differ)
// CHECK-NEXT: summary:
// CHECK-NEXT:   @kernels::@scale_add: 2 sites, bindings 5 -> 4, fused
// CHECK-NEXT:   1 export without dispatch sites (untouched)
// CHECK-NEXT: export group: @kernels::@scale_add
// CHECK-NEXT:   mutable aliasing: off
// CHECK-NEXT:   bindings: #0 %lhs, #1 %rhs, #2 %bias, #3 %out, #4 %tmp
// CHECK-NEXT:   dispatch sites: 2
// CHECK-NEXT:     site 0 in @main: ro %rw[0 for 64] (%w), ro %rw[64 for 64] (%w), ro %rw[0 for 64] (%w), wo %ro[0 for 64] (%o), rw %ro[64 for 64] (%o)
// CHECK-NEXT:     site 1 in @main: ro %rw[0 for 64] (%w), ro %rw[64 for 64] (%w), ro %rx[0 for 64] (%x), wo %ro[0 for 64] (%o), rw %ro[64 for 64] (%o)
// CHECK-NEXT:   bindings after: 5 -> 4
// CHECK-NEXT:     #0 ro <- #0 %lhs, #1 %rhs
// CHECK-NEXT:     kept: #2 %bias as #1 ro, #3 %out as #2 wo, #4 %tmp as #3 rw
// CHECK-NEXT:   dispatch operands: 0 before, 5 after fusion, 0 after fold-uniform-operands
// CHECK-NEXT:     inlined: offset of #0 %lhs: 0 at every site; offset of #1 %rhs: 64 at every site
// CHECK-NEXT:     deduplicated: offset of #2 %bias: the same value as offset of #0 %lhs at every site; offset of #3 %out: the same value as offset of #0 %lhs at every site; offset of #4 %tmp: the same value as offset of #1 %rhs at every site
// CHECK-NEXT:   not fused:
// CHECK-NEXT:     #0 %lhs, #2 %bias: different resources at site 1
// CHECK-NEXT:     #1 %rhs, #2 %bias: different resources at site 1
// CHECK-NEXT:     #3 %out, #4 %tmp: writable binding with mutable aliasing off
// CHECK-NEXT: exports without dispatch sites (untouched):
// CHECK-NEXT:   @kernels::@unused: 1 binding

// ALIAS:      fuse-dispatch-bindings report: 1 export group(s), 2 export(s), bindings 6 -> 4
// ALIAS:        @kernels::@scale_add: 2 sites, bindings 5 -> 3, fused
// ALIAS:        mutable aliasing: on
// ALIAS:        bindings after: 5 -> 3
// ALIAS-NEXT:     #0 ro <- #0 %lhs, #1 %rhs
// ALIAS-NEXT:     #2 rw <- #3 %out, #4 %tmp
// ALIAS-NEXT:     kept: #2 %bias as #1 ro
// ALIAS-NEXT:   dispatch operands: 0 before, 5 after fusion, 0 after fold-uniform-operands
// ALIAS-NEXT:     inlined: offset of #0 %lhs: 0 at every site; offset of #1 %rhs: 64 at every site
// ALIAS-NEXT:     deduplicated: offset of #2 %bias: the same value as offset of #0 %lhs at every site; offset of #3 %out: the same value as offset of #0 %lhs at every site; offset of #4 %tmp: the same value as offset of #1 %rhs at every site
// ALIAS-NEXT:   not fused:
// ALIAS-NEXT:     #0 %lhs, #2 %bias: different resources at site 1
// ALIAS-NEXT:     #1 %rhs, #2 %bias: different resources at site 1
// ALIAS-NEXT: exports without dispatch sites (untouched):

// -----

// One dispatch naming two exports: @variance alone would fuse its bindings,
// but the layout is shared with @mean, whose second site keeps them apart.

stream.executable private @stats {
  stream.executable.export public @mean
  stream.executable.export public @variance
  builtin.module {
    func.func @mean(%x: !stream.binding, %acc: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %x[%c0] : !stream.binding -> memref<8xf32>
      %1 = stream.binding.subspan %acc[%c0] : !stream.binding -> memref<1xf32>
      return
    }
    func.func @variance(%x: !stream.binding, %acc: !stream.binding) {
      %c8 = arith.constant 8 : index
      %0 = stream.binding.subspan %acc[%c8] : !stream.binding -> memref<1xf32>
      return
    }
  }
}
util.func public @both(%data: !stream.resource<external>, %out: !stream.resource<external>) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %t = stream.cmd.execute with(%data as %d: !stream.resource<external>{%c128}, %out as %o: !stream.resource<external>{%c64}) {
    stream.cmd.dispatch {@stats::@mean, @stats::@variance} {
      ro %d[%c0 for %c32] : !stream.resource<external>{%c128},
      ro %d[%c64 for %c32] : !stream.resource<external>{%c128}
    }
    stream.cmd.dispatch @stats::@mean {
      ro %d[%c32 for %c32] : !stream.resource<external>{%c128},
      wo %o[%c0 for %c32] : !stream.resource<external>{%c64}
    }
  } => !stream.timepoint
  util.return
}

// CHECK:      fuse-dispatch-bindings report: 1 export group(s), 2 export(s), bindings 4 -> 4
// CHECK:      summary:
// CHECK-NEXT:   @stats::@mean, @stats::@variance: 2 sites, bindings 2 -> 2, rebased
// CHECK-NEXT: export group: @stats::@mean, @stats::@variance
// CHECK-NEXT:   @stats::@mean: 2 sites
// CHECK-NEXT:   @stats::@variance: 1 site
// CHECK-NEXT:   mutable aliasing: off
// CHECK-NEXT:   bindings: #0 %x, #1 %acc
// CHECK-NEXT:   dispatch sites: 2
// CHECK-NEXT:     site 0 in @both -> @stats::@mean, @stats::@variance: ro %d[0 for 32] (%data), ro %d[64 for 32] (%data)
// CHECK-NEXT:     site 1 in @both -> @stats::@mean: ro %d[32 for 32] (%data), wo %o[0 for 32] (%out)
// CHECK-NEXT:   bindings after: 2 -> 2
// CHECK-NEXT:     kept: #0 %x as #0 ro, #1 %acc as #1 rw
// CHECK-NEXT:   dispatch operands: 0 before, 2 after fusion, 2 after fold-uniform-operands
// CHECK-NEXT:     kept: offset of #0 %x: differs across sites: 0 at site 0, 32 at site 1; offset of #1 %acc: differs across sites: 64 at site 0, 0 at site 1
// CHECK-NEXT:   not fused:
// CHECK-NEXT:     #0 %x, #1 %acc: group shared with another export (@stats::@mean): different resources at site 1
// CHECK-NOT:  exports without dispatch sites

// -----

// A binding argument that escapes to another op: the group is left untouched,
// and the pair that would have fused says why it did not.

stream.executable private @escape_ex {
  stream.executable.export public @escape
  builtin.module {
    func.func @escape(%in: !stream.binding, %keep: !stream.binding) {
      %c4 = arith.constant 4 : index
      %0 = stream.binding.subspan %in[%c4] : !stream.binding -> memref<4xf32>
      %1 = util.optimization_barrier %keep : !stream.binding
      return
    }
  }
}
util.func public @escapes(%buf: !stream.resource<external>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %t = stream.cmd.execute with(%buf as %b: !stream.resource<external>{%c64}) {
    stream.cmd.dispatch @escape_ex::@escape {
      ro %b[%c0 for %c16] : !stream.resource<external>{%c64},
      ro %b[%c16 for %c16] : !stream.resource<external>{%c64}
    }
  } => !stream.timepoint
  util.return
}

// CHECK:      fuse-dispatch-bindings report: 1 export group(s), 1 export(s), bindings 2 -> 2
// CHECK:      summary:
// CHECK-NEXT:   @escape_ex::@escape: 1 site, bindings 2 -> 2, untouched
// CHECK-NEXT: export group: @escape_ex::@escape
// CHECK-NEXT:   mutable aliasing: off
// CHECK-NEXT:   bindings: #0 %in, #1 %keep
// CHECK-NEXT:   dispatch sites: 1
// CHECK-NEXT:     site 0 in @escapes: ro %b[0 for 16] (%buf), ro %b[16 for 16] (%buf)
// CHECK-NEXT:   bindings after: 2 -> 2 (left untouched)
// CHECK-NEXT:   dispatch operands: 0 before, 0 after fusion, 0 after fold-uniform-operands
// CHECK-NEXT:   warning: binding #1 (argument #1) of @escape_ex::@escape is used by 'util.optimization_barrier', not only by stream.binding.subspan; its bindings are left unfused
// CHECK-NEXT:   not fused:
// CHECK-NEXT:     #0 %in, #1 %keep: binding #1 is used by 'util.optimization_barrier', not only by stream.binding.subspan; the group is left untouched
// CHECK-NEXT: pipeline cost (fuse-dispatch-bindings, then fold-uniform-operands), 0 exports changed:
// CHECK-NEXT:   total: before
// CHECK-NEXT: warning: fuse-dispatch-bindings: binding #1 (argument #1)
