// RUN: xdsl-opt --split-input-file --parsing-diagnostics %s | filecheck %s

// Truncated files: each case is examples/fuse.mlir cut at one point (comments
// after the cut do not change where the input ends for the lexer).

stream.executable private @kernels {
  stream.executable.export public @scale_add workgroups(%n: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %n, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @scale_add(%lhs: !stream.binding, %rhs: !stream.binding, %n: index, %out: !stream.binding) {
      %c0 = arith.constant 0 : index
      %a = stream.binding.subspan %lhs[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%n}
      %b = stream.binding.subspan %rhs[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%n}
      %o = stream.binding.subspan %out[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%n}
      return
    }
  }
}
util.func public @main(%weights: !stream.resource<const

// Cut in a resource type.
// CHECK: Expected one of 'constant', 'external', 'staging', 'transient', 'variable'

// -----

stream.executable private @kernels {
  stream.executable.export public @scale_add workgroups(%n: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %n, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @scale_add(%lhs: !stream.binding, %rhs: !stream.binding, %n: index, %out: !stream.binding) {
      %c0 = arith.constant 0 : index
      %a = stream.binding.subspan %lhs[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%n}
      %b = stream.binding.subspan %rhs[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%n}
      %o = stream.binding.subspan %out[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%n}
      return
    }
  }
}
util.func public @main(%weights: !stream.resource<constant>, %wsize: index, %out: !stream.resource<external>, %osize: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c192 = arith.constant 192 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%weights as %w: !stream.resource<constant>{%wsize}, %out as %o: !stream.resource<external>{%osize}) {
    stream.cmd.dispatch @kernels::@scale_add[%c16](%c16 : index) {
      ro %w[%c0 for 

// Cut in a dispatch resource range.
// CHECK: operand expected

// -----

stream.executable private @kernels {
  stream.executable.export public @scale_add workgroups(%n: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %n, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @scale_add(%lhs: !stream.binding, %rhs: !stream.binding, %n: index, %out: !stream.binding) {
      %c0 = arith.constant 0 : index
      %a = stream.binding.subspan %lhs[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%n}
      %b = stream.binding.subspan %rhs[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%n}
      %o = stream.binding.subspan %out[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%n}
      return
    }
  }
}
util.func public @main(%weights: !stream.resource<constant>, %wsize: index, %out: !stream.resource<external>, %osize: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c192 = arith.constant 192 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%weights as %w: 

// Cut in the captures of stream.cmd.execute.
// CHECK: type expected

// -----

stream.executable private @kernels {
  stream.executable.export public @scale_add workgroups(%n: 

// Cut in the workgroups arguments of an export.
// CHECK: type expected

// -----

stream.executable private @kernels {
  stream.executable.export public @scale_add workgroups(%n: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %n, %c1, %c1 : index, index, index
  }

// Cut after the workgroups region of an export.
// CHECK: in block definition

// -----

stream.executable private @kernels {
  stream.executable.export public @scale_add workgroups(%n: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %n, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @scale_add(%lhs: !stream.binding, %rhs: !stream.binding, %n: index, %out: !stream.binding) {
      %c0 = arith.constant 0 : index
      %a = stream.binding.subspan %lhs[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%n}
      %b

// Cut in the middle of an op.
// CHECK: Expected '=' after operation result list

// -----

stream.executable private @kernels {
  stream.executable.export public @scale_add workgroups(%n: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %n, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @scale_add(%lhs: !stream.binding, %rhs: !stream.binding, %n: index, %out: !stream.binding) {
      %c0 = arith.constant 0 : index
      %a = stream.binding.subspan %lhs[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%n}
      %b = stream.binding.subspan %rhs[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%n}
      %o = stream.binding.subspan %out[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%n}
      return
    }
  }
}
util.func public @main(%weights: !stream.resource<constant>, %wsize: index, %out: !stream.resource<external>, %osize: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c192 = arith.constant 192 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%weights as %w: !stream.resource<constant>{%wsize}, %out as %o: !stream.resource<external>{%osize}) {
    stream.cmd.dispatch @kernels::@scale_add[%c16](%c16 : index) {
      ro %w[%c0 for %c64] : !stream.resource<constant>{%wsize},
      ro %w[%c64 for %c64] : !stream.resource<constant>{%wsize},
      wo %o[%c0 for %c64] : !stream.resource<external>{%osize}
    }
    stream.cmd.dispatch @kernels::@scale_add[%c16](%c16 : index) {
      ro %w[%c128 for %c64] : !stream.resource<constant>{%wsize},
      ro %w[%c192 for %c64] : !stream.resource<constant>{%wsize},
      wo %o[%c64 for %c64] : !stream.resource<external>{%osize}
    }
  } => !stream.timepoint

// Cut after stream.cmd.execute.
// CHECK: in block definition

// -----

stream.executable private @kernels {
  stream.executable.export public @scale_add workgroups(%n: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %n, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @scale_add(%lhs: !stream.binding, %rhs: !stream.binding, %n: index, %out: !stream.binding) {
      %c0 = arith.constant 0 : index
      %a = stream.binding.subspan %lhs[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%n}
      %b = stream.binding.subspan %rhs[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%n}
      %o = stream.binding.subspan %out[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%n}
      return
    }
  }
}
util.func public @main(%weights: !stream.resource<constant>, %wsize: index, %out: !stream.resource<external>, %osize: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c192 = arith.constant 192 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%weights as %w: !stream.resource<constant>{%wsize}, %out as %o: !stream.resource<external>{%osize}) {
    stream.cmd.dispatch @kernels::@scale_add[%c16](%c16 : index) {
      ro %w[%c0 for %c64] : !stream.resource<constant>{%wsize},
      ro %w[%c64 for %c64] : !stream.resource<constant>{%wsize},
      wo %o[%c0 for %c64] : !stream.resource<external>{%osize}
    }
    stream.cmd.dispatch @kernels::@scale_add[%c16](%c16 : index) {
      ro %w[%c128 for %c64] : !stream.resource<constant>{%wsize},
      ro %w[%c192 for %c64] : !stream.resource<constant>{%wsize},
      wo %o[%c64 for %c64] : !stream.resource<external>{%osize}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint

// Cut before the last '}'.
// CHECK: in block definition

// -----

stream.executable private @kernels {
  stream.executable.export public @scale_add workgroups(%n: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %n, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @scale_add(%lhs: !stream.binding, %rhs: !stream.binding, %n: index, %out: !stream.binding) {
      %c0 = arith.constant 0 : index
      %a = stream.binding.subspan %lhs[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%n}
      %b = stream.binding.subspan %rhs[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>{%n}
      %o = stream.binding.subspan %out[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>{%n}
      return
    }
  }
}
util.func public @main(%weights: !stream.resource<constant>, %wsize: index, %out: !stream.resource<external>, %osize: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c192 = arith.constant 192 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%weights as %w: !stream.resource<constant>{%wsize}, %out as %o: !stream.resource<external>{%osize}) {
    stream.cmd.dispatch @kernels::@

// Cut in a dispatch entry point.
// CHECK: @ identifier expected to start with letter

// -----

stream.executable private @kernels {
  stream.executable.export public @scale_add workgroups(%n: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %n, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @scale_add(%lhs: !stream.binding, %rhs: !stream.binding, %n: index, %out: !stream.binding) {
      %c0 = arith.constant 0 : index
      %a = stream.binding.subspan %lhs[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<read

// Cut in a dispatch tensor type.
// CHECK: Expected one of 'readonly', 'readwrite', 'writeonly'
