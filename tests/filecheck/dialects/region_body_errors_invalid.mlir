// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s

// What a region op's verifier finds in an op of its body is reported at
// that op, in iree-opt's words (it was reported at the region op).

util.func public @f(%r: !stream.resource<*>, %sz: index) -> !stream.resource<*> {
  %0, %t = stream.async.execute with(%r as %x: !stream.resource<*>{%sz}) -> !stream.resource<*>{%sz} {
    stream.yield %x, %x : !stream.resource<*>{%sz}, !stream.resource<*>{%sz}
  } => !stream.timepoint
  util.return %0 : !stream.resource<*>
}
// CHECK: :[[# @LINE - 4]]:5: error: 'stream.yield' op yield result count mismatch with parent op

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index, %s2: index) -> !stream.resource<*> {
  %0, %t = stream.async.execute with(%r as %x: !stream.resource<*>{%sz}) -> !stream.resource<*>{%sz} {
    stream.yield %x : !stream.resource<*>{%s2}
  } => !stream.timepoint
  util.return %0 : !stream.resource<*>
}
// CHECK: :[[# @LINE - 4]]:5: error: 'stream.yield' op result size mismatch

// -----

stream.executable private @ex {
  stream.executable.export public @fn workgroups() -> (index, index, index) {
    %c1 = arith.constant 1 : index
    stream.return %c1, %c1, %c1 : index, index, index
  }
  builtin.module {
    func.func @fn(%arg0: !stream.binding) {
      return
    }
  }
}
util.func public @f(%r: !stream.resource<transient>, %q: !stream.resource<transient>, %sz: index) -> !stream.timepoint {
  %c0 = arith.constant 0 : index
  %t = stream.cmd.execute with(%r as %x: !stream.resource<transient>{%sz}) {
    stream.cmd.dispatch @ex::@fn {
      ro %q[%c0 for %sz] : !stream.resource<transient>{%sz}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}
// CHECK: :[[# @LINE - 6]]:5: error: 'stream.cmd.dispatch' op used resource not listed in explicit captures (or produced internally)

// -----

util.func public @f(%r: !stream.resource<*>, %q: !stream.resource<*>, %sz: index) -> !stream.resource<*> {
  %0, %t = stream.async.execute with(%r as %x: !stream.resource<*>{%sz}) -> !stream.resource<*>{%sz} {
    %1 = stream.async.clone %q : !stream.resource<*>{%sz} -> !stream.resource<*>{%sz}
    stream.yield %1 : !stream.resource<*>{%sz}
  } => !stream.timepoint
  util.return %0 : !stream.resource<*>
}
// CHECK: :[[# @LINE - 5]]:10: error: 'stream.async.clone' op used resource not listed in explicit captures (or produced internally)
