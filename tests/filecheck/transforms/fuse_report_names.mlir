// RUN: xdsl-opt --split-input-file -p 'fuse-dispatch-bindings{report=text}' %s 2>&1 >/dev/null | filecheck %s
// RUN: xdsl-opt --split-input-file -p 'fuse-dispatch-bindings-report' %s 2>&1 >/dev/null | filecheck %s --check-prefix=ONLY
// RUN: xdsl-opt --split-input-file -p 'fuse-dispatch-bindings-report{format=json}' %s 2>&1 >/dev/null | filecheck %s --check-prefix=JSON
// RUN: xdsl-opt --split-input-file %s > %t.none
// RUN: xdsl-opt --split-input-file -p 'fuse-dispatch-bindings-report{format=json max-bindings=2}' %s 2>/dev/null > %t.report
// RUN: cmp %t.none %t.report
// RUN: not xdsl-opt --split-input-file -p 'fuse-dispatch-bindings{report=yaml}' %s 2>&1 | filecheck %s --check-prefix=BAD

// Names, legend and collapsing: identical sites (same resources, offsets
// and lengths) are one row (`sites 0, 4 (2x)`), resources are named by their
// SSA value at the site with the range bound there, bindings by index and
// argument; the offset of #2 differs across sites, so it is the one operand
// the fold keeps.  The report-only pass prints the same and leaves the IR
// byte-identical (the `cmp` above).

stream.executable private @ex {
  stream.executable.export public @k
  builtin.module {
    func.func @k(%weights: !stream.binding, %bias: !stream.binding, %out: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %weights[%c0] : !stream.binding -> memref<4xf32>
      %1 = stream.binding.subspan %bias[%c0] : !stream.binding -> memref<4xf32>
      %2 = stream.binding.subspan %out[%c0] : !stream.binding -> memref<4xf32>
      return
    }
  }
}
util.func public @main(%w: !stream.resource<constant>, %o: !stream.resource<external>, %p: !stream.resource<external>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %t = stream.cmd.execute with(%w as %cw: !stream.resource<constant>{%c64}, %o as %co: !stream.resource<external>{%c64}, %p as %cp: !stream.resource<external>{%c64}) {
    stream.cmd.dispatch @ex::@k {
      ro %cw[%c0 for %c16] : !stream.resource<constant>{%c64},
      ro %cw[%c16 for %c16] : !stream.resource<constant>{%c64},
      wo %co[%c0 for %c16] : !stream.resource<external>{%c64}
    }
    stream.cmd.dispatch @ex::@k {
      ro %cw[%c0 for %c16] : !stream.resource<constant>{%c64},
      ro %cw[%c16 for %c16] : !stream.resource<constant>{%c64},
      wo %co[%c16 for %c16] : !stream.resource<external>{%c64}
    }
    stream.cmd.dispatch @ex::@k {
      ro %cw[%c0 for %c16] : !stream.resource<constant>{%c64},
      ro %cw[%c16 for %c16] : !stream.resource<constant>{%c64},
      wo %cp[%c0 for %c16] : !stream.resource<external>{%c64}
    }
    stream.cmd.dispatch @ex::@k {
      ro %cw[%c0 for %c16] : !stream.resource<constant>{%c64},
      ro %cw[%c16 for %c16] : !stream.resource<constant>{%c64},
      wo %co[%c16 for %c16] : !stream.resource<external>{%c64}
    }
    stream.cmd.dispatch @ex::@k {
      ro %cw[%c0 for %c16] : !stream.resource<constant>{%c64},
      ro %cw[%c16 for %c16] : !stream.resource<constant>{%c64},
      wo %co[%c0 for %c16] : !stream.resource<external>{%c64}
    }
  } => !stream.timepoint
  util.return
}

// CHECK:      fuse-dispatch-bindings report: 1 export group(s), 1 export(s), bindings 3 -> 2
// CHECK-NEXT: legend: #i %x = binding i, argument %x of the entry function; ro/wo/rw %r[o for n] = a binding's access, the resource (SSA value) it names at a site and the byte offset and length it binds; (%v @g) = the value %r captures outside the execute region, and the util.global it loads; sites a-b (Nx) = N sites that bind alike (their scalar operands may differ)
// CHECK-NEXT: summary:
// CHECK-NEXT:   @ex::@k: 5 sites, bindings 3 -> 2, fused
// CHECK-NEXT: export group: @ex::@k
// CHECK-NEXT:   mutable aliasing: off
// CHECK-NEXT:   bindings: #0 %weights, #1 %bias, #2 %out
// CHECK-NEXT:   dispatch sites: 5
// CHECK-NEXT:     sites 0, 4 (2x) in @main: ro %cw[0 for 16] (%w), ro %cw[16 for 16] (%w), wo %co[0 for 16] (%o)
// CHECK-NEXT:     sites 1, 3 (2x) in @main: ro %cw[0 for 16] (%w), ro %cw[16 for 16] (%w), wo %co[16 for 16] (%o)
// CHECK-NEXT:     site 2 in @main: ro %cw[0 for 16] (%w), ro %cw[16 for 16] (%w), wo %cp[0 for 16] (%p)
// CHECK-NEXT:   bindings after: 3 -> 2
// CHECK-NEXT:     #0 ro <- #0 %weights, #1 %bias
// CHECK-NEXT:     kept: #2 %out as #1 wo
// CHECK-NEXT:   dispatch operands: 0 before, 3 after fusion, 1 after fold-uniform-operands
// CHECK-NEXT:     kept: offset of #2 %out: differs across sites: 0 at site 0, 16 at site 1
// CHECK-NEXT:     inlined: offset of #0 %weights: 0 at every site; offset of #1 %bias: 16 at every site
// CHECK-NOT:  not fused

// ONLY:      fuse-dispatch-bindings report: 1 export group(s), 1 export(s), bindings 3 -> 2
// ONLY:          sites 0, 4 (2x) in @main: ro %cw[0 for 16] (%w), ro %cw[16 for 16] (%w), wo %co[0 for 16] (%o)

// JSON:      "format": "xdsl-stream/fuse-dispatch-bindings-report",
// JSON:      "sites": [
// JSON-NEXT:   {
// JSON-NEXT:    "sites": [
// JSON-NEXT:     0,
// JSON-NEXT:     4
// JSON-NEXT:    ],
// JSON-NEXT:    "function": "@main",

// BAD: report=yaml is not a report format; use report=text, report=json or report=false

// -----

// A pair that would fuse is blamed on the binding that escapes (#3), not on
// itself.  (An unregistered op is named by its own name, `test.use` rather
// than `builtin.unregistered`: tests/pytest/report/test_text.py, as the lit inputs
// are also read without --allow-unregistered-dialect.)

stream.executable private @esc {
  stream.executable.export public @e
  builtin.module {
    func.func @e(%a: !stream.binding, %b: !stream.binding, %c: !stream.binding, %d: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %a[%c0] : !stream.binding -> memref<4xf32>
      %1 = stream.binding.subspan %b[%c0] : !stream.binding -> memref<4xf32>
      %2 = stream.binding.subspan %c[%c0] : !stream.binding -> memref<4xf32>
      %3 = util.optimization_barrier %d : !stream.binding
      return
    }
  }
}
util.func public @host(%x: !stream.resource<external>, %y: !stream.resource<external>, %z: !stream.resource<external>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c64 = arith.constant 64 : index
  %t = stream.cmd.execute with(%x as %rx: !stream.resource<external>{%c64}, %y as %ry: !stream.resource<external>{%c64}, %z as %rz: !stream.resource<external>{%c64}) {
    stream.cmd.dispatch @esc::@e {
      ro %rx[%c0 for %c16] : !stream.resource<external>{%c64},
      ro %rx[%c16 for %c16] : !stream.resource<external>{%c64},
      ro %ry[%c0 for %c16] : !stream.resource<external>{%c64},
      ro %rz[%c0 for %c16] : !stream.resource<external>{%c64}
    }
  } => !stream.timepoint
  util.return
}

// CHECK:      summary:
// CHECK-NEXT:   @esc::@e: 1 site, bindings 4 -> 4, untouched
// CHECK:        bindings: #0 %a, #1 %b, #2 %c, #3 %d
// CHECK:          site 0 in @host: ro %rx[0 for 16] (%x), ro %rx[16 for 16] (%x), ro %ry[0 for 16] (%y), ro %rz[0 for 16] (%z)
// CHECK-NEXT:   bindings after: 4 -> 4 (left untouched)
// CHECK-NEXT:   dispatch operands: 0 before, 0 after fusion, 0 after fold-uniform-operands
// CHECK-NEXT:   warning: binding #3 (argument #3) of @esc::@e is used by 'util.optimization_barrier', not only by stream.binding.subspan; its bindings are left unfused
// CHECK-NEXT:   not fused:
// CHECK-NEXT:     #0 %a, #1 %b: binding #3 is used by 'util.optimization_barrier', not only by stream.binding.subspan; the group is left untouched
// CHECK-NEXT: pipeline cost (fuse-dispatch-bindings, then fold-uniform-operands), 0 exports changed:
// CHECK-NEXT:   total: before
// CHECK-NEXT: warning: fuse-dispatch-bindings: binding #3 (argument #3) of @esc::@e is used by 'util.optimization_barrier', not only

// JSON:      "kind": "non-subspan-use",
// JSON-NEXT: "reason": "binding #3 is used by 'util.optimization_barrier', not only by stream.binding.subspan; the group is left untouched",
// JSON-NEXT: "site": null,
// JSON-NEXT: "binding": 3
// JSON:      "severity": "warning",
// JSON:      "op": "util.optimization_barrier",
// JSON-NEXT: "binding": 3
