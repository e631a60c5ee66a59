// RUN: xdsl-opt --split-input-file --verify-diagnostics %s | filecheck %s

// Verifier rules of the stream, util and iree_tensor_ext dialects.  Each case
// is rejected by iree-opt 3.13 as well unless its comment says otherwise.
// Dispatches whose segment counts cannot be written in custom form are written
// in generic form; the operand segments are workload, uniform operands,
// resources, sizes, offsets, lengths.

// ===--- stream.cmd.dispatch: per-resource segment counts ----------------=== //

stream.executable private @ex {
  stream.executable.export public @fn workgroups(%x: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %x, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @fn(%b0: !stream.binding, %n: index, %b1: !stream.binding) {
      return
    }
  }
}
util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    "stream.cmd.dispatch"(%c16, %c16, %x, %x, %sz, %c0, %c0, %c16, %c16) <{entry_points = [@ex::@fn], operandSegmentSizes = array<i32: 1, 1, 2, 1, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (index, index, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index) -> ()
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Operation does not verify: dispatch has 2 resources but 1 resource sizes

// -----

stream.executable private @ex {
  stream.executable.export public @fn workgroups(%x: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %x, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @fn(%b0: !stream.binding, %n: index, %b1: !stream.binding) {
      return
    }
  }
}
util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    "stream.cmd.dispatch"(%c16, %c16, %x, %x, %sz, %sz, %c0, %c16, %c16) <{entry_points = [@ex::@fn], operandSegmentSizes = array<i32: 1, 1, 2, 2, 1, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (index, index, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index) -> ()
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Operation does not verify: dispatch has 2 resources but 1 resource offsets

// -----

stream.executable private @ex {
  stream.executable.export public @fn workgroups(%x: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %x, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @fn(%b0: !stream.binding, %n: index, %b1: !stream.binding) {
      return
    }
  }
}
util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    "stream.cmd.dispatch"(%c16, %c16, %x, %x, %sz, %sz, %c0, %c0, %c16, %c16, %c16) <{entry_points = [@ex::@fn], operandSegmentSizes = array<i32: 1, 1, 2, 2, 2, 3>, resource_accesses = [1 : i32, 2 : i32]}> : (index, index, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index, index) -> ()
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Operation does not verify: dispatch has 2 resources but 3 resource lengths

// -----

stream.executable private @ex {
  stream.executable.export public @fn workgroups(%x: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %x, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @fn(%b0: !stream.binding, %n: index, %b1: !stream.binding) {
      return
    }
  }
}
util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    "stream.cmd.dispatch"(%c16, %c16, %x, %x, %sz, %sz, %c0, %c0, %c16, %c16) <{entry_points = [@ex::@fn], operandSegmentSizes = array<i32: 1, 1, 2, 2, 2, 2>, resource_accesses = [1 : i32]}> : (index, index, !stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Operation does not verify: dispatch has 2 resources but 1 resource accesses

// -----

// ===--- stream.cmd.dispatch: access values and resource lifetimes -------=== //

// iree-opt 3.13 accepts access 0 (it is what it makes of an unknown access
// keyword, and then prints an entry it cannot read back).

stream.executable private @ex {
  stream.executable.export public @fn
  builtin.module {
    func.func @fn(%b0: !stream.binding) {
      return
    }
  }
}
util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    "stream.cmd.dispatch"(%x, %sz, %c0, %c16) <{entry_points = [@ex::@fn], operandSegmentSizes = array<i32: 0, 0, 1, 1, 1, 1>, resource_accesses = [0 : i32]}> : (!stream.resource<transient>, index, index, index) -> ()
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Operation does not verify: resource #0 has access 0; expected 1 (ro), 2 (wo) or 3 (rw)

// -----

stream.executable private @ex {
  stream.executable.export public @fn
  builtin.module {
    func.func @fn(%b0: !stream.binding) {
      return
    }
  }
}
util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    "stream.cmd.dispatch"(%x, %sz, %c0, %c16) <{entry_points = [@ex::@fn], operandSegmentSizes = array<i32: 0, 0, 1, 1, 1, 1>, resource_accesses = [4 : i32]}> : (!stream.resource<transient>, index, index, index) -> ()
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Operation does not verify: resource #0 has access 4; expected 1 (ro), 2 (wo) or 3 (rw)

// -----

stream.executable private @ex {
  stream.executable.export public @fn
  builtin.module {
    func.func @fn(%b0: !stream.binding) {
      return
    }
  }
}
util.func public @main(%r: !stream.resource<staging>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<staging>{%sz}) {
    stream.cmd.dispatch @ex::@fn {
      ro %x[%c0 for %c16] : !stream.resource<staging>{%sz}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Operation does not verify: resource #0 is a staging resource, which cannot be bound to a dispatch

// -----

// ===--- stream.cmd.dispatch against its export ---------------------------=== //

stream.executable private @ex {
  stream.executable.export public @fn
  builtin.module {
    func.func @fn(%b0: !stream.binding) {
      return
    }
  }
}
util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    "stream.cmd.dispatch"(%x, %sz, %c0, %c16) <{entry_points = [], operandSegmentSizes = array<i32: 0, 0, 1, 1, 1, 1>, resource_accesses = [1 : i32]}> : (!stream.resource<transient>, index, index, index) -> ()
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Operation does not verify: dispatch must name at least one entry point

// -----

// iree-opt 3.13 accepts this (its fuse-dispatch-bindings pass then crashes).

stream.executable private @ex {
  stream.executable.export public @fn
  builtin.module {
    func.func @fn(%b0: !stream.binding) {
      return
    }
  }
}
util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    stream.cmd.dispatch @ex::@missing {
      ro %x[%c0 for %c16] : !stream.resource<transient>{%sz}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// As iree-opt 3.13, the verifier accepts an entry point that names no export
// (fuse-dispatch-bindings reports it).
// CHECK: stream.cmd.dispatch @ex::@missing {

// -----

// The entry point names a symbol that exists but is not an export; iree-opt
// 3.13 accepts this as well.

stream.executable private @ex {
  stream.executable.export public @fn
  builtin.module {
    func.func @fn(%b0: !stream.binding) {
      return
    }
  }
}
util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    stream.cmd.dispatch @main {
      ro %x[%c0 for %c16] : !stream.resource<transient>{%sz}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: stream.cmd.dispatch @main {

// -----

stream.executable private @ex {
  stream.executable.export public @fn workgroups(%x: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %x, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @fn(%b0: !stream.binding) {
      return
    }
  }
}
util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    stream.cmd.dispatch @ex::@fn[%c16, %c16] {
      ro %x[%c0 for %c16] : !stream.resource<transient>{%sz}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Operation does not verify: workload mismatch; entry point expects 1 arguments but dispatch provides 2

// -----

stream.executable private @ex {
  stream.executable.export public @fn workgroups(%x: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %x, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @fn(%b0: !stream.binding) {
      return
    }
  }
}
util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    stream.cmd.dispatch @ex::@fn {
      ro %x[%c0 for %c16] : !stream.resource<transient>{%sz}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Operation does not verify: workload mismatch; entry point expects 1 arguments but dispatch provides 0

// -----

stream.executable private @ex {
  stream.executable.export public @fn
  builtin.module {
    func.func @fn(%b0: !stream.binding, %n: index) {
      return
    }
  }
}
util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    stream.cmd.dispatch @ex::@fn(%c16, %c16 : index, index) {
      ro %x[%c0 for %c16] : !stream.resource<transient>{%sz}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Operation does not verify: uniform operands (index, index) do not match the non-binding arguments of @ex::@fn (index)

// -----

stream.executable private @ex {
  stream.executable.export public @fn
  builtin.module {
    func.func @fn(%b0: !stream.binding, %n: index) {
      return
    }
  }
}
util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %i = arith.constant 16 : i32
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    stream.cmd.dispatch @ex::@fn(%i : i32) {
      ro %x[%c0 for %c16] : !stream.resource<transient>{%sz}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Operation does not verify: uniform operands (i32) do not match the non-binding arguments of @ex::@fn (index)

// -----

stream.executable private @ex {
  stream.executable.export public @fn
  builtin.module {
    func.func @fn(%b0: !stream.binding, %b1: !stream.binding) {
      return
    }
  }
}
util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    stream.cmd.dispatch @ex::@fn {
      ro %x[%c0 for %c16] : !stream.resource<transient>{%sz},
      ro %x[%c0 for %c16] : !stream.resource<transient>{%sz},
      wo %x[%c0 for %c16] : !stream.resource<transient>{%sz}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Operation does not verify: dispatch passes 3 resources but @ex::@fn takes 2 bindings

// -----

// ===--- stream.cmd.fill -------------------------------------------------=== //

util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %f = arith.constant 1.0 : f32
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    stream.cmd.fill %f, %x[%c0 for %c16] : f32 -> !stream.resource<transient>{%sz}
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Operation does not verify: operand #4 must be 8-bit signless integer or 16-bit signless integer or 32-bit signless integer, but got 'f32'

// -----

// ===--- stream.cmd.execute ----------------------------------------------=== //

util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    %c16 = arith.constant 16 : index
    stream.cmd.discard %x[%c0 for %c16] : !stream.resource<transient>{%sz}
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Operation does not verify: 'arith.constant' op explicit execution regions must only contain explicit ops

// -----

// Non-cmd ops are rejected inside nested cmd regions as well.

util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    stream.cmd.serial {
      %y = util.optimization_barrier %x : !stream.resource<transient>
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Operation does not verify: 'util.optimization_barrier' op explicit execution regions must only contain explicit ops

// -----

// iree-opt 3.13 accepts a streamable op here (its StreamableOpInterface),
// which no command buffer records: refused in the package's words.

util.func public @main(%r: !stream.resource<transient>, %sz: index, %v: i32) -> !stream.timepoint {
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    %s = stream.async.splat %v : i32 -> !stream.resource<*>{%sz}
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Operation does not verify: 'stream.async.splat' is not a stream.cmd op and cannot appear in stream.cmd.execute

// -----

// iree-opt 3.13 checks captures only for dispatches (next case) and accepts
// this copy.

util.func public @main(%r: !stream.resource<transient>, %other: !stream.resource<external>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    stream.cmd.concurrent {
      stream.cmd.copy %x[%c0], %other[%c0], %c16 : !stream.resource<transient>{%sz} -> !stream.resource<external>{%sz}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Operation does not verify: 'stream.cmd.copy' op used resource not listed in explicit captures (or produced internally)

// -----

stream.executable private @ex {
  stream.executable.export public @fn
  builtin.module {
    func.func @fn(%b0: !stream.binding) {
      return
    }
  }
}
util.func public @main(%r: !stream.resource<transient>, %other: !stream.resource<external>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    stream.cmd.dispatch @ex::@fn {
      ro %other[%c0 for %c16] : !stream.resource<external>{%sz}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Operation does not verify: 'stream.cmd.dispatch' op used resource not listed in explicit captures (or produced internally)

// -----

// The region argument's type differs from the captured resource's type.

util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %t = "stream.cmd.execute"(%r, %sz) <{operandSegmentSizes = array<i32: 1, 1, 0>}> ({
  ^bb0(%x: !stream.resource<external>):
    "stream.yield"() : () -> ()
  }) : (!stream.resource<transient>, index) -> !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Operation does not verify: region arguments must match the types of the captured resources

// -----

util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %t = "stream.cmd.execute"(%r) <{operandSegmentSizes = array<i32: 1, 0, 0>}> ({
  ^bb0(%x: !stream.resource<transient>):
    "stream.yield"() : () -> ()
  }) : (!stream.resource<transient>) -> !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Operation does not verify: 1 captured resources but 0 sizes

// -----

// ===--- stream.binding.subspan -------------------------------------------=== //

func.func @fn(%b: !stream.binding, %n: index) {
  %c0 = arith.constant 0 : index
  %0 = stream.binding.subspan %b[%c0] : !stream.binding -> memref<?x?xf32>{%n}
  return
}

// CHECK: Operation does not verify: result type memref<?x?xf32> has 2 dynamic dimension(s) but 1 dimension value(s) were given

// -----

func.func @fn(%b: !stream.binding, %n: index) {
  %c0 = arith.constant 0 : index
  %0 = stream.binding.subspan %b[%c0] : !stream.binding -> tensor<?xf32>
  return
}

// CHECK: Operation does not verify: result type tensor<?xf32> has 1 dynamic dimension(s) but 0 dimension value(s) were given

// -----

// iree-opt 3.13 does not count dispatch.tensor dims and accepts this.

func.func @fn(%b: !stream.binding, %n: index) {
  %c0 = arith.constant 0 : index
  %0 = stream.binding.subspan %b[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>{%n, %n}
  return
}

// As iree-opt 3.13: dispatch tensors are not checked against their dimension
// values (only builtin shaped types are).
// CHECK: stream.binding.subspan %b[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x4xf32>>{%n, %n}

// -----

func.func @fn(%b: index) {
  %c0 = arith.constant 0 : index
  %0 = "stream.binding.subspan"(%b, %c0) : (index, index) -> memref<4xf32>
  return
}

// CHECK: Operation does not verify: operand 'binding' at position 0 does not verify:

// -----

// ===--- stream.executable.export -----------------------------------------=== //

// (In custom form `-> (index, index)` is a syntax error: stream_syntax_invalid.)

stream.executable private @ex {
  "stream.executable.export"() <{sym_name = "fn", function_ref = @fn}> ({
  ^bb0(%x: index):
    stream.return %x, %x : index, index
  }) : () -> ()
}

// CHECK: Operation does not verify: 'stream.return' op workgroup count region must return the XYZ dimension counts

// -----

stream.executable private @ex {
  "stream.executable.export"() <{sym_name = "fn", function_ref = @fn}> ({
  ^bb0(%x: index):
    %c1 = arith.constant 1 : i32
    stream.return %x, %x, %c1 : index, index, i32
  }) : () -> ()
}

// CHECK: Operation does not verify: 'stream.return' op workgroup count region must return the XYZ dimension counts

// -----

// As iree-opt 3.13: workgroups arguments may be of any type (a dispatch's
// workload is checked against them).

stream.executable private @ex {
  stream.executable.export public @fn workgroups(%x: index, %y: i32) -> (index, index, index) {
    stream.return %x, %x, %x : index, index, index
  }
}

// CHECK: stream.executable.export public @fn workgroups(%x: index, %y: i32) -> (index, index, index) {

// -----

stream.executable private @ex {
  stream.executable.export public @fn workgroups(%x: index) -> (index, index, index) {
    stream.yield
  }
}

// (iree-opt 3.13 refuses the yield first, for its parent, as the package does.)
// CHECK: Operation does not verify: expects parent op to be one of 'stream.async.execute, stream.async.concurrent, stream.cmd.execute, stream.cmd.serial, stream.cmd.concurrent'

// -----

// iree-opt 3.13 accepts this.

stream.executable private @ex {
  stream.executable.export public @fn workgroups(%x: index) -> (index, index, index) {
    cf.br ^bb1
  ^bb1:
    stream.return %x, %x, %x : index, index, index
  }
}

// CHECK: Operation does not verify: workgroups region must have a single block

// -----

stream.executable private @ex {
  "stream.executable.export"() <{sym_name = "fn", function_ref = @inner::@fn}> ({
  }) : () -> ()
  builtin.module @inner {
    func.func @fn(%b0: !stream.binding) {
      return
    }
  }
}

// CHECK: Operation does not verify: export @fn must reference a function of its executable's module with a flat symbol, got @inner::@fn

// -----

"stream.executable.export"() <{function_ref = @fn, sym_name = "fn"}> ({}) : () -> ()

// CHECK: Operation does not verify: 'stream.executable.export' expects parent op 'stream.executable'

// -----

// ===--- stream.timepoint.await -------------------------------------------=== //

util.func public @main(%r: !stream.resource<external>, %sz: index, %tp: !stream.timepoint) -> !stream.resource<external> {
  %0 = "stream.timepoint.await"(%r, %tp) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (!stream.resource<external>, !stream.timepoint) -> !stream.resource<external>
  util.return %0 : !stream.resource<external>
}

// CHECK: Operation does not verify: 1 resources but 0 sizes

// -----

// iree-opt 3.13 accepts this (and prints it as an await of the external
// resource, losing the result type).

util.func public @main(%r: !stream.resource<external>, %sz: index, %tp: !stream.timepoint) -> !stream.resource<transient> {
  %0 = "stream.timepoint.await"(%r, %sz, %tp) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<transient>
  util.return %0 : !stream.resource<transient>
}

// CHECK: Operation does not verify: result types must match the awaited resources

// -----

// ===--- util.func, util.return, util.optimization_barrier ----------------=== //

"util.func"() <{sym_name = "f", function_type = (index) -> index, tied_operands = [5 : index]}> ({
^bb0(%a: index):
  util.return %a : index
}) : () -> ()

// CHECK: Operation does not verify: result #0 tied to invalid operand index 5

// -----

"util.func"() <{sym_name = "f", function_type = (index) -> ()}> ({
^bb0(%a: i32):
  util.return
}) : () -> ()

// CHECK: Operation does not verify: type of entry block argument #0('i32') must match the type of the corresponding argument in function signature('index')

// -----

"util.func"() <{sym_name = "f", function_type = (index, index) -> ()}> ({
^bb0(%a: index):
  util.return
}) : () -> ()

// CHECK: Operation does not verify: entry block must have 2 arguments to match function signature

// -----

"util.func"() <{sym_name = "f", function_type = (index) -> (), arg_attrs = [{}, {}]}> ({
^bb0(%a: index):
  util.return
}) : () -> ()

// CHECK: Operation does not verify: expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1

// -----

// iree-opt 3.13 crashes on this one.

"util.func"() <{sym_name = "f", function_type = (index) -> index, tied_operands = [-1 : index], res_attrs = []}> ({
^bb0(%a: index):
  util.return %a : index
}) : () -> ()

// CHECK: Operation does not verify: expects result attribute array to have the same number of elements as the number of function results, got 0, but expected 1

// -----

util.func public @f(%a: index) -> i32 {
  util.return %a : index
}

// CHECK: Operation does not verify: returns 1 value(s) of types (index) but the function returns (i32)

// -----

util.func public @f(%a: index) -> (index, index) {
  util.return %a : index
}

// CHECK: Operation does not verify: returns 1 value(s) of types (index) but the function returns (index, index)

// -----

util.func public @f(%a: index) -> index {
  %0 = "util.optimization_barrier"(%a) : (index) -> i32
  util.return %a : index
}

// CHECK: Operation does not verify: result types must match operand types

// -----

func.func @f() -> index {
  %x = stream.dispatch.workgroup.id[3] : index
  return %x : index
}

// CHECK: Operation does not verify: dimension 3 out of bounds of dispatch dimensions; expected [0, 3)
