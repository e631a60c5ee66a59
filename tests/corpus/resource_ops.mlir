util.func public @resources(%sz: index, %r: !stream.resource<staging>, %tp: !stream.timepoint, %buf: !util.buffer, %x: !stream.resource<*>, %tr: !stream.resource<transient>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %t0 = stream.resource.dealloca origin on(#hal.device.affinity<@d>) await(%tp) => %r : !stream.resource<staging>{%sz} => !stream.timepoint
  stream.resource.retain %x : !stream.resource<*>{%sz}
  %b = stream.resource.release %x : !stream.resource<*>{%sz}
  %b2 = stream.resource.is_terminal %x : !stream.resource<*>{%sz}
  %s = stream.resource.size %x : !stream.resource<*>
  %ok, %m = stream.resource.try_map on(#hal.device.affinity<@d>) %buf[%c0] : !util.buffer -> i1, !stream.resource<constant>{%sz}
  %v = stream.resource.load %r[%c0] : !stream.resource<staging>{%sz} -> i32
  stream.resource.store %v, %r[%c4] : i32 -> !stream.resource<staging>{%sz}
  %p:3 = stream.resource.pack on(#hal.device.affinity<@d>) offset(%c4) slices({
    [0, 9] = %sz,
    [3, 8] = %c4,
  }) : index
  %p2 = stream.resource.pack slices({}) : index
  %k:3 = stream.resource.constants on(#hal.device.affinity<@d>) :
    !stream.resource<constant>{%c4} = dense<100> : tensor<1xi32>,
    !stream.resource<constant>{%c4} = dense<[1,2]> : tensor<2xi16>
    => !stream.timepoint
  %sv = stream.resource.subview %x[%c4] : !stream.resource<*>{%sz} -> !stream.resource<*>{%c4}
  %a, %at = stream.resource.transients on(#hal.device.affinity<@d>) await(%tp) => %x : !stream.resource<*>{%sz} from %tr : !stream.resource<transient>{%c4} => !stream.timepoint
  util.return
}
