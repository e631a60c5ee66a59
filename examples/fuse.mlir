// Two dispatches of one kernel read a weight buffer at two offsets and write
// an output. The two read-only bindings always name the same resource, so
// fuse-dispatch-bindings merges them: 3 bindings become 2, and the byte
// offsets travel as operands instead.
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
}
