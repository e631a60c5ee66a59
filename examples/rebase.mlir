stream.executable private @ex attributes {stream.resources = #stream.resource_config<{alias_mutable_bindings = true}>} {
  stream.executable.export public @fn workgroups(%x: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %x, %c1, %c1 : index, index, index
  }

  builtin.module {
    func.func @fn(%b0: !stream.binding {stream.alignment = 64 : index}, %n: index, %b1: !stream.binding) {
      %c0 = arith.constant 0 : index
      %0 = stream.binding.subspan %b0[%c0] : !stream.binding -> memref<?xf32>{%n}
      %1 = stream.binding.subspan %b1[%n] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
      return
    }
  }
}
util.func public @main(%ext: !stream.resource<external>, %sz: index, %tp: !stream.timepoint) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %c128 = arith.constant 128 : index
  %c7_i32 = arith.constant 7 : i32
  %r, %r_tp = stream.resource.alloca uninitialized : !stream.resource<transient>{%c128} => !stream.timepoint
  %t = stream.cmd.execute once on(#hal.device.affinity<@__device_0>) await(%tp) => with(%r as %x: !stream.resource<transient>{%c128}, %ext as %y: !stream.resource<external>{%sz}) {
    stream.cmd.concurrent {
      stream.cmd.dispatch @ex::@fn[%c1](%c16 : index) {
        ro %x[%c0 for %c16] : !stream.resource<transient>{%c128},
        wo %y[%c32 for %c16] : !stream.resource<external>{%sz}
      } attributes {some.tag}
      stream.cmd.fill %c7_i32, %x[%c64 for %c16] : i32 -> !stream.resource<transient>{%c128}
    }
    stream.cmd.serial {
      stream.cmd.copy %x[%c0], %y[%c0], %c16 : !stream.resource<transient>{%c128} -> !stream.resource<external>{%sz}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}
