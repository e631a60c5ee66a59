util.func private @f(%sz: index, %tp: !stream.timepoint, %e: !stream.resource<external>) -> (!stream.resource<external>, !stream.resource<transient>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %a = stream.resource.alloc uninitialized : !stream.resource<external>{%sz}
  %a2 = stream.resource.alloc on(#hal.device.affinity<@d>) : !stream.resource<variable>{%sz}
  %r, %rt = stream.resource.alloca uninitialized : !stream.resource<transient>{%sz} => !stream.timepoint
  %r2, %rt2 = stream.resource.alloca uninitialized on(#hal.device.promise<@d>) await(%tp) => !stream.resource<transient>{%sz} => !stream.timepoint
  %t = stream.cmd.execute with(%a as %x: !stream.resource<external>{%sz}, %r as %y: !stream.resource<transient>{%sz}) {
    stream.cmd.flush %x[%c0 for %c16] : !stream.resource<external>{%sz}
    stream.cmd.flush to(#hal.device.affinity<@d>) %x[%c0 for %c16] : !stream.resource<external>{%sz}
    stream.cmd.invalidate %x[%c0 for %c16] : !stream.resource<external>{%sz}
    stream.cmd.invalidate from(#hal.device.affinity<@d>) %x[%c0 for %c16] : !stream.resource<external>{%sz}
    stream.cmd.discard %y[%c0 for %c16] : !stream.resource<transient>{%sz}
  } => !stream.timepoint
  %t2 = stream.cmd.execute with() {
  } => !stream.timepoint
  %w:2 = stream.timepoint.await %t => %a, %r : !stream.resource<external>{%sz}, !stream.resource<transient>{%sz}
  %w3 = stream.timepoint.await sync %t2 => %e : !stream.resource<external>{%sz}
  %im = stream.timepoint.immediate => !stream.timepoint
  %b = util.optimization_barrier %sz : index
  util.return %w#0, %w#1 : !stream.resource<external>, !stream.resource<transient>
}
