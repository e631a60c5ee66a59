util.func public @parameters(%scope: !util.buffer, %k0: !util.buffer, %k1: !util.buffer, %tp: !stream.timepoint, %r: !stream.resource<transient>, %rsize: index, %d: index) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %o0 = arith.constant 0 : i64
  %o1 = arith.constant 64 : i64
  %t0 = stream.tensor.parameter.load %scope::%k0[%o0] : tensor<4xf32> in !stream.resource<constant>{%c16}
  %t1 = stream.tensor.parameter.load on(#hal.device.affinity<@dev>) %k1[%o1] : tensor<?x4xf32>{%d} in !stream.resource<constant>{%c16}
  %t2 = stream.tensor.parameter.write %r -> %scope::%k0[%o0] : tensor<4xf32> in !stream.resource<transient>{%rsize}
  %a0, %a0t = stream.async.parameter.load %scope::%k0[%o0] : !stream.resource<constant>{%c16} => !stream.timepoint
  %a1, %a1t = stream.async.parameter.load on(#hal.device.affinity<@dev>) await(%tp) %k1[%o1] : !stream.resource<constant>{%c16} => !stream.timepoint
  %a2, %a2t = stream.async.parameter.read await(%tp) %scope::%k0[%o0] -> %r[%c0 to %c16 for %c16] : !stream.resource<transient>{%rsize} => !stream.timepoint
  %a3, %a3t = stream.async.parameter.write %r[%c0 to %c16 for %c16] -> %k0[%o1] : !stream.resource<transient>{%rsize} => !stream.timepoint
  %a4, %a4t = stream.async.parameter.gather await(%tp) {
    %scope::%k0[%o0] -> %r[%c0 to %c16 for %c16] : !stream.resource<transient>{%rsize},
    %scope::%k1[%o1] -> %r[%c16 to %c32 for %c16] : !stream.resource<transient>{%rsize}
  } : !stream.resource<transient> => !stream.timepoint
  %a5, %a5t = stream.async.parameter.scatter on(#hal.device.affinity<@dev>) {
    %r[%c0 to %c16 for %c16] : !stream.resource<transient>{%rsize} -> %k0[%o0],
    %r[%c16 to %c32 for %c16] : !stream.resource<transient>{%rsize} -> %k1[%o1]
  } : !stream.resource<transient> => !stream.timepoint
  %l:2, %lt = stream.cmd.parameter.load await(%tp) => {
    %scope::%k0[%o0] : !stream.resource<constant>{%c16},
    %scope::%k1[%o1] : !stream.resource<constant>{%c32}
  } => !stream.timepoint
  %l2, %l2t = stream.cmd.parameter.load on(#hal.device.affinity<@dev>) {
    %k0[%o0] : !stream.resource<constant>{%c16}
  } => !stream.timepoint
  %c0t = stream.cmd.parameter.read await(%tp) => %scope::%k0[%o0] -> %r[%c0 for %c16] : !stream.resource<transient>{%rsize} => !stream.timepoint
  %c1t = stream.cmd.parameter.write %r[%c0 for %c16] : !stream.resource<transient>{%rsize} -> %k0[%o1] => !stream.timepoint
  %c2t = stream.cmd.parameter.gather await(%tp) => {
    %scope::%k0[%o0] -> %r[%c0 for %c16] : !stream.resource<transient>{%rsize},
    %scope::%k1[%o1] -> %r[%c16 for %c16] : !stream.resource<transient>{%rsize}
  } => !stream.timepoint
  %c3t = stream.cmd.parameter.scatter on(#hal.device.affinity<@dev>) {
    %r[%c0 for %c16] : !stream.resource<transient>{%rsize} -> %k0[%o0],
    %r[%c16 for %c16] : !stream.resource<transient>{%rsize} -> %k1[%o1]
  } => !stream.timepoint attributes {note}
  util.return
}
