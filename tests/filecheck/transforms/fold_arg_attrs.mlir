// RUN: xdsl-opt -p fold-uniform-operands %s | filecheck %s
// RUN: iree-opt --iree-stream-fold-uniform-operands %s | filecheck %s --check-prefix=IREE
// RUN: xdsl-opt -p fold-uniform-operands --print-op-generic %s | filecheck %s --check-prefix=GENERIC

// Argument attributes follow their arguments.  IREE 3.13 erases the folded
// arguments but leaves `arg_attrs` as it was, so what was said of a dropped
// argument is then said of another one: here `stream.alignment = 64` of the
// inlined %offset lands on %n, a value nothing says is aligned.

stream.executable private @ex {
  stream.executable.export public @k
  builtin.module {
    func.func @k(%bind: !stream.binding, %offset: index {stream.alignment = 64 : index}, %n: index, %m: index {stream.values = [1 : index, 2 : index]}) {
      %0 = stream.binding.subspan %bind[%offset] : !stream.binding -> memref<2xf32>
      util.optimization_barrier %n : index
      util.optimization_barrier %m : index
      return
    }
  }
}
util.func public @host(%r: !stream.resource<external>, %a: index, %b: index) {
  %c64 = arith.constant 64 : index
  stream.cmd.dispatch @ex::@k(%c64, %a, %b : index, index, index) {
    ro %r[%a for %a] : !stream.resource<external>{%a}
  }
  util.return
}

// CHECK: func.func @k(%bind: !stream.binding, %n: index, %m: index {stream.values = [1 : index, 2 : index]}) {
// IREE:  func.func @k(%arg0: !stream.binding, %arg1: index {stream.alignment = 64 : index}, %arg2: index) {

// When only dropped arguments had attributes, none are left to say, and the
// function has no `arg_attrs` (not a list of empty dictionaries).
stream.executable private @ex2 {
  stream.executable.export public @k2
  builtin.module {
    func.func @k2(%bind: !stream.binding, %offset: index {stream.alignment = 64 : index}, %n: index) {
      %0 = stream.binding.subspan %bind[%offset] : !stream.binding -> memref<2xf32>
      util.optimization_barrier %n : index
      return
    }
  }
}
util.func public @host2(%r: !stream.resource<external>, %a: index) {
  %c64 = arith.constant 64 : index
  stream.cmd.dispatch @ex2::@k2(%c64, %a : index, index) {
    ro %r[%a for %a] : !stream.resource<external>{%a}
  }
  util.return
}

// GENERIC: "func.func"() <{sym_name = "k2", function_type = (!stream.binding, index) -> ()}>
