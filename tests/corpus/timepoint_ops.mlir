util.func public @timepoints(%sem: !hal.semaphore, %v: i64, %fence: !hal.fence, %tp: !stream.timepoint, %r: !stream.resource<external>, %s: !stream.resource<staging>, %sz: index) {
  %t0 = stream.timepoint.import %sem, %v : (!hal.semaphore, i64) => !stream.timepoint
  %t1 = stream.timepoint.import on(#hal.device.affinity<@dev>) %fence : (!hal.fence) => !stream.timepoint attributes {note}
  %f = stream.timepoint.export %t0 => (!hal.fence)
  %f2:2 = stream.timepoint.export on(#hal.device.affinity<@dev>) %t1 => (!hal.semaphore, i64)
  stream.timepoint.chain_external %tp => (%fence : !hal.fence)
  stream.timepoint.chain_external on(#hal.device.affinity<@dev>) %tp => (%sem, %v : !hal.semaphore, i64)
  %b, %bt = stream.timepoint.barrier %r : !stream.resource<external>{%sz} => !stream.timepoint
  %c, %ct = stream.timepoint.barrier on(#hal.device.affinity<@dev>) %s : !stream.resource<staging>{%sz} => !stream.timepoint
  util.return
}
