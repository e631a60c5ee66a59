util.func public @collectives(%ch: !stream.channel, %send: !stream.resource<transient>, %recv: !stream.resource<transient>, %size: index, %count: index, %p: i32) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %t = stream.cmd.execute with(%send as %s: !stream.resource<transient>{%size}, %recv as %r: !stream.resource<transient>{%size}) {
    stream.cmd.collective<all_reduce with sum : f32>[%count] channel(%ch) {
      ro %s[%c0 for %c16] : !stream.resource<transient>{%size},
      wo %r[%c0 for %c16] : !stream.resource<transient>{%size}
    }
    stream.cmd.collective<all_gather : si8>[%count] channel(%ch) {
      ro %s[%c0 for %c16] : !stream.resource<transient>{%size},
      rw %r[%c0 for %c16] : !stream.resource<transient>{%size}
    } attributes {note}
    stream.cmd.collective<send : bf16>[%count] channel(%ch) param(%p : i32) {
      ro %s[%c0 for %c16] : !stream.resource<transient>{%size}
    }
    stream.cmd.collective<recv : ui64>[%count] channel(%ch) param(%p : i32) {
      wo %r[%c0 for %c16] : !stream.resource<transient>{%size}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}
