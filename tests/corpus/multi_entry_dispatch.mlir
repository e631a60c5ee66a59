stream.executable private @ex {
  stream.executable.export public @a
  stream.executable.export public @b
  builtin.module {
    func.func @a(%b0: !stream.binding) { return }
    func.func @b(%b0: !stream.binding) { return }
  }
}
util.func public @main(%ext: !stream.resource<external>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %t = stream.cmd.execute with(%ext as %y: !stream.resource<external>{%sz}) {
      stream.cmd.dispatch {@ex::@a, @ex::@b} {
        rw %y[%c0 for %sz] : !stream.resource<external>{%sz}
      }
      stream.cmd.dispatch @ex::@a[%c0, %sz] {
        rw %y[%c0 for %sz] : !stream.resource<external>{%sz}
      }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}
