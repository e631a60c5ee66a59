// RUN: xdsl-opt --split-input-file --parsing-diagnostics %s | filecheck %s

// Errors of the custom syntax of the stream, util, hal and iree_tensor_ext
// dialects.  Each case holds one mistake in otherwise valid IR.

// ===--- stream.cmd.dispatch: resource list -------------------------------=== //

util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    stream.cmd.dispatch @ex::@fn {
      %x[%c0 for %c16] : !stream.resource<transient>{%sz}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Expected one of 'ro', 'rw', 'wo' as the resource access

// -----

// iree-opt 3.13 reads any keyword here (and reads `xx` as no access at all);
// only ro, wo and rw mean something, so xdsl-stream rejects the others.

util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    stream.cmd.dispatch @ex::@fn {
      xx %x[%c0 for %c16] : !stream.resource<transient>{%sz}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Expected one of 'ro', 'rw', 'wo' as the resource access

// -----

util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    stream.cmd.dispatch @ex::@fn {
      ro %x[%c0, %c16] : !stream.resource<transient>{%sz}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Expected 'for'

// -----

util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    stream.cmd.dispatch @ex::@fn {
      ro %x[%c0 for %c16] : !stream.resource<transient>
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Expected '{'

// -----

// ===--- stream.cmd.dispatch: entry point ---------------------------------=== //

util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    stream.cmd.dispatch "ex::fn" {
      ro %x[%c0 for %c16] : !stream.resource<transient>{%sz}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: expected an entry point such as @executable::@export

// -----

// ===--- stream.cmd.execute: captures and results ---------------------------=== //

util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %t = stream.cmd.execute with(%r %x: !stream.resource<transient>{%sz}) {
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Expected 'as'

// -----

util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %t = stream.cmd.execute with(%r as %x) {
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Expected ':'

// -----

util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>) {
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Expected '{'

// -----

// The capture's type must be the captured value's type.

util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %t = stream.cmd.execute with(%r as %x: !stream.resource<external>{%sz}) {
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: operand is used with type !stream.resource<external>, but has been previously used or defined with type !stream.resource<transient>

// -----

util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
  } !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Expected '='

// -----

util.func public @main(%r: !stream.resource<transient>, %sz: index, %tp: !stream.timepoint) -> !stream.timepoint {
  %t = stream.cmd.execute await(%tp) with(%r as %x: !stream.resource<transient>{%sz}) {
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Expected '='

// -----

util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
  } => i32
  util.return %t : !stream.timepoint
}

// CHECK: custom op 'stream.cmd.execute' invalid kind of type specified: expected stream.timepoint, but found 'i32'

// -----

// ===--- stream.resource.alloc / alloca, stream.timepoint.* ----------------=== //

util.func public @main(%sz: index) {
  %r, %r_tp = stream.resource.alloca : !stream.resource<transient>{%sz} => !stream.timepoint
  util.return
}

// CHECK: Expected 'uninitialized'

// -----

util.func public @main(%sz: index) {
  %r, %r_tp = stream.resource.alloca uninitialized : !stream.resource<transient>{%sz} !stream.timepoint
  util.return
}

// CHECK: Expected '='

// -----

util.func public @main(%sz: index) {
  %r = stream.resource.alloc uninitialized : memref<4xf32>{%sz}
  util.return
}

// CHECK: 'stream.resource.alloc' op result #0 must be any stream-compatible type, but got 'memref<4xf32>'

// -----

util.func public @main() {
  %tp = stream.timepoint.immediate !stream.timepoint
  util.return
}

// CHECK: Expected '='

// -----

util.func public @main(%a: !stream.resource<external>, %b: !stream.resource<external>, %sz: index, %tp: !stream.timepoint) {
  %0:2 = stream.timepoint.await %tp => %a, %b : !stream.resource<external>{%sz}
  util.return
}

// CHECK:      %0:2 = stream.timepoint.await %tp => %a, %b : !stream.resource<external>{%sz}
// CHECK-NEXT: ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
// CHECK-NEXT: expected 2 types, one per value, got 1

// -----

util.func public @main(%a: !stream.timepoint, %b: !stream.timepoint) {
  %tp = stream.timepoint.join (%a, %b) => !stream.timepoint
  util.return
}

// CHECK: Expected 'max'

// -----

util.func public @main(%a: !stream.timepoint, %b: !stream.timepoint) {
  %tp = stream.timepoint.join max(%a, %b) => index
  util.return
}

// CHECK: custom op 'stream.timepoint.join' invalid kind of type specified: expected stream.timepoint, but found 'index'

// -----

// ===--- stream.executable.export -----------------------------------------=== //

stream.executable private @ex {
  stream.executable.export public @fn as(other)
}

// CHECK: string literal expected as the export name

// -----

stream.executable private @ex {
  stream.executable.export public @fn as "other"
}

// CHECK: Expected '('

// -----

stream.executable private @ex {
  stream.executable.export public "fn"
}

// CHECK: expected the exported function's flat symbol (e.g. @fn)

// -----

// ===--- types and attributes ---------------------------------------------=== //

util.func public @main(%r: !stream.resource<bogus>) {
  util.return
}

// CHECK: Expected one of 'constant', 'external', 'staging', 'transient', 'variable'

// -----

func.func @fn(%b: !stream.binding) {
  %c0 = arith.constant 0 : index
  %0 = stream.binding.subspan %b[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readmostly:tensor<4xf32>>
  return
}

// CHECK: Expected one of 'readonly', 'readwrite', 'writeonly'

// -----

util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %t = stream.cmd.execute on(#hal.device.affinity<"__device_0">) with(%r as %x: !stream.resource<transient>{%sz}) {
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK:      on(#hal.device.affinity<"__device_0">)
// CHECK-NEXT: ^^^^^^^^^^^^
// CHECK-NEXT: expected a device symbol reference in #hal.device.affinity

// -----

"test.op"() {tp = #stream.timepoint<later>} : () -> ()

// CHECK: Expected 'immediate'

// -----

"test.op"() {tp = #stream.timepoint<immediate> : i32} : () -> ()

// CHECK:      #stream.timepoint<immediate> : i32}
// CHECK-NEXT: ^^^
// CHECK-NEXT: #stream.timepoint must have type !stream.timepoint, got i32

// -----

stream.executable private @ex {
  stream.executable.export public @fn attributes {stream.resources = #stream.resource_config<{max_allocation_size = 16, bogus_key = 1}>}
}

// CHECK: unknown key 'bogus_key' in #stream.resource_config

// -----

stream.executable private @ex {
  stream.executable.export public @fn attributes {stream.resources = #stream.resource_config<{index_bits = 32, index_bits = 64}>}
}

// CHECK: duplicate key 'index_bits' in #stream.resource_config

// -----

stream.executable private @ex {
  stream.executable.export public @fn attributes {stream.resources = #stream.resource_config<{alias_mutable_bindings = 2}>}
}

// CHECK: alias_mutable_bindings must be true, false, 1 or 0

// -----

// `1` and `0` are what iree-opt prints (it reads only `true` and `false`);
// another spelling of them is not (it was read as a flag).

stream.executable private @ex {
  stream.executable.export public @fn attributes {stream.resources = #stream.resource_config<{alias_mutable_bindings = 0x1}>}
}

// CHECK: alias_mutable_bindings must be true, false, 1 or 0

// -----

stream.executable private @ex {
  stream.executable.export public @fn attributes {stream.resources = #stream.resource_config<{alias_mutable_bindings = 00}>}
}

// CHECK: alias_mutable_bindings must be true, false, 1 or 0

// -----

// A limit is an int64, as IREE reads it (2^64 was kept and printed back).
stream.executable private @ex {
  stream.executable.export public @fn attributes {stream.resources = #stream.resource_config<{max_allocation_size = 18446744073709551616}>}
}

// CHECK: integer value too large

// -----

stream.executable private @ex {
  stream.executable.export public @fn attributes {stream.resources = #stream.resource_config<{alias_mutable_bindings = yes}>}
}

// CHECK: Expected integer literal (true, false, 1 or 0)

// -----

stream.executable private @ex {
  stream.executable.export public @fn attributes {stream.resources = #stream.resource_config<{max_allocation_size = "big"}>}
}

// CHECK: Expected integer literal for 'max_allocation_size'

// -----

// iree-opt 3.13 fails on this without printing any message.

stream.executable private @ex {
  stream.executable.export public @fn attributes {stream.resources = #stream.resource_config<{memory_model = Bogus}>}
}

// CHECK: Expected one of 'Discrete', 'Unified'

// -----

// ===--- util.func ---------------------------------------------------------=== //

util.func public @f(%a: index, i32) {
  util.return
}

// CHECK: expected all arguments to be named or all unnamed

// -----

util.func public @f(%a: index) -> %b {
  util.return %a : index
}

// CHECK: tied result names an unknown argument %b

// -----

util.func public @f(index) {
  util.return
}

// CHECK:      util.func public @f(index) {
// CHECK-NEXT: ^
// CHECK-NEXT: a function with a body must name its arguments

// -----

// ===--- truncated input (each split is parsed up to its own end) -----=== //

util.func public @main(%sz: index) {
  %r, %r_tp = stream.resource.alloca uninitialized : !stream.resource<transient>{%sz} =>

// CHECK: type expected

// -----

util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
  } =>

// CHECK: type expected

// -----

util.func public @main(%r: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    stream.cmd.dispatch @ex::@fn {
      ro %x[%c0 for %c16] : !stream.resource<transient>{%sz}

// CHECK: Expected '}'

// -----

// ===--- custom<WorkgroupCountRegion> -------------------------------------=== //

stream.executable private @ex {
  stream.executable.export public @fn workgroups(%x: index) -> (index, index) {
    stream.return %x, %x : index, index
  }
}

// CHECK: workgroup count region must return the XYZ dimension counts

// -----

stream.executable private @ex {
  stream.executable.export public @fn workgroups(%x: index) -> (index, index, index) {
    %c1 = arith.constant 1 : i32
    stream.return %x, %x, %c1 : index, index, i32
  }
}

// CHECK: 'stream.return' operands do not match expected region return types

// -----

// ===--- custom<SymbolAlias> ----------------------------------------------=== //

stream.executable private @ex {
  stream.executable.export public @inner::@fn as("fn")
}

// CHECK: expected the exported function's flat symbol (e.g. @fn)
