stream.executable private @grid {
  stream.executable.export public @tile workgroups(%x: index) -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %x, %c1, %c1 : index, index, index
  }
  stream.executable.export private @tile as("tile_i32") workgroups(%x: index, %n: i32) -> (index, index, index) {
    stream.return %x, %x, %x : index, index, index
  }
  stream.executable.export nested @tile as("tile_alias")
  builtin.module {
    func.func @tile(%in: !stream.binding, %out: !stream.binding, %n: index) {
      %c0 = arith.constant 0 : index
      %id = stream.dispatch.workgroup.id[0] : index
      %count = stream.dispatch.workgroup.count[1] : index
      %size = stream.dispatch.workgroup.size[2] : index
      %0 = stream.binding.subspan %in[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>{%n}
      %1 = stream.binding.subspan %out[%id] : !stream.binding -> memref<?xf32>{%count}
      return
    }
  }
}
util.func public @main(%r: !stream.resource<transient>, %sz: index, %tp: !stream.timepoint) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %a, %a_tp = stream.resource.alloca uninitialized indeterminate on(#hal.device.affinity<@dev>) await(%tp) => !stream.resource<transient>{%sz} => !stream.timepoint
  %t = stream.cmd.execute await(%a_tp) => with(%a as %x: !stream.resource<transient>{%sz}) {
    stream.cmd.dispatch {@grid::@tile, @grid::@tile_alias}[%c4](%sz : index) {
      ro %x[%c0 for %c4] : !stream.resource<transient>{%sz},
      wo %x[%c4 for %c4] : !stream.resource<transient>{%sz}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}
