// RUN: xdsl-opt -p annotate-dispatch-arguments %s | filecheck %s
// RUN: xdsl-stream-opt -p 'annotate-dispatch-arguments{iree-alignment=true}' %s | iree-opt > %t.compat
// RUN: iree-opt --iree-stream-annotate-dispatch-arguments %s > %t.iree
// RUN: diff %t.compat %t.iree
// RUN: xdsl-opt -p 'annotate-dispatch-arguments{iree-alignment=true}' %s | filecheck %s --check-prefix=IREE

// IREE 3.13 is unsound here: a value defined by an op other than util.align
// (`%x + 1`) says nothing about its alignment, so the minimum over sites
// takes the other site's: one site passes `%x + 1`, the other 16 (or an
// offset of 256), and iree-opt claims 16 (256) for both.  Ours claims no
// alignment beyond what every site guarantees; `iree-alignment=true`
// reproduces IREE's answer.  A function argument stops the walk (IREE is
// right: nothing), and a zero is aligned to anything (16 is right).
// IREE also walks only the stores of a global: @g starts at 3 and is later
// stored a multiple of 16, and IREE claims 16 for it (@h); ours counts the
// initial value's lowest set bit (@h gets nothing), and a global starting
// at 32 keeps 16 (@k).  A loop result whose yield is the constant 13 and a
// site passing 16: IREE claims 16 (@m), ours nothing (13 is odd); with a
// yield of 48, both claim 16 (@m's second argument).


// CHECK:      func.func @f(%a: index, %b: index,
// CHECK-SAME:   %z: index {stream.alignment = 16 : index, stream.values = [0 : index, 16 : index]},
// CHECK-SAME:   %p: !stream.binding, %q: !stream.binding)
// IREE:       func.func @f(%a: index {stream.alignment = 16 : index}, %b: index,
// IREE-SAME:    %z: index {stream.alignment = 16 : index, stream.values = [0 : index, 16 : index]},
// IREE-SAME:    %p: !stream.binding {stream.alignment = 256 : index}, %q: !stream.binding)
// CHECK:      func.func @h(%g: index, %k: index {stream.alignment = 16 : index}, %p: !stream.binding {stream.alignment = 64 : index})
// IREE:       func.func @h(%g: index {stream.alignment = 16 : index}, %k: index {stream.alignment = 16 : index}, %p: !stream.binding {stream.alignment = 64 : index})
// CHECK:      func.func @m(%odd: index, %even: index {stream.alignment = 16 : index}, %p: !stream.binding {stream.alignment = 64 : index})
// IREE:       func.func @m(%odd: index {stream.alignment = 16 : index}, %even: index {stream.alignment = 16 : index}, %p: !stream.binding {stream.alignment = 64 : index})
stream.executable private @ex {
  stream.executable.export public @f
  stream.executable.export public @h
  stream.executable.export public @m
  builtin.module {
    func.func @f(%a: index, %b: index, %z: index, %p: !stream.binding, %q: !stream.binding) {
      return
    }
    func.func @h(%g: index, %k: index, %p: !stream.binding) {
      return
    }
    func.func @m(%odd: index, %even: index, %p: !stream.binding) {
      return
    }
  }
}

util.global private mutable @g = 3 : index
util.global private mutable @k = 32 : index

util.func public @store(%x: index) {
  %c16 = arith.constant 16 : index
  %a = util.align %x, %c16 : index
  util.global.store %a, @g : index
  util.global.store %a, @k : index
  util.return
}

util.func public @main(%x: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c256 = arith.constant 256 : index
  %c1024 = arith.constant 1024 : index
  %x1 = arith.addi %x, %c1 : index
  %gv = util.global.load @g : index
  %c13 = arith.constant 13 : index
  %c48 = arith.constant 48 : index
  %odd, %even = scf.for %i = %c0 to %c8 step %c1 iter_args(%o = %c16, %e = %c16) -> (index, index) {
    scf.yield %c13, %c48 : index, index
  }
  %kv = util.global.load @k : index
  %alloc = stream.resource.alloc uninitialized : !stream.resource<transient>{%c1024}
  %t = stream.cmd.execute with(%alloc as %r: !stream.resource<transient>{%c1024}) {
    stream.cmd.dispatch @ex::@f[%c1](%x1, %x, %c0 : index, index, index) {
      rw %r[%x1 for %c8] : !stream.resource<transient>{%c1024},
      rw %r[%x for %c8] : !stream.resource<transient>{%c1024}
    }
    stream.cmd.dispatch @ex::@f[%c1](%c16, %c16, %c16 : index, index, index) {
      rw %r[%c256 for %c8] : !stream.resource<transient>{%c1024},
      rw %r[%c256 for %c8] : !stream.resource<transient>{%c1024}
    }
    stream.cmd.dispatch @ex::@h[%c1](%gv, %kv : index, index) {
      rw %r[%c0 for %c8] : !stream.resource<transient>{%c1024}
    }
    stream.cmd.dispatch @ex::@m[%c1](%odd, %even : index, index) {
      rw %r[%c0 for %c8] : !stream.resource<transient>{%c1024}
    }
    stream.cmd.dispatch @ex::@m[%c1](%c16, %c16 : index, index) {
      rw %r[%c0 for %c8] : !stream.resource<transient>{%c1024}
    }
  } => !stream.timepoint
  util.return
}
