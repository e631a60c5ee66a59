// RUN: xdsl-opt --split-input-file --parsing-diagnostics %s | filecheck %s

// Syntax errors of the directives of the stream.async.* ops; iree-opt 3.13
// rejects every case too.

util.func public @f(%r: !stream.resource<*>, %sz: index, %o: index) -> !stream.resource<*> {
  %d = stream.async.dispatch @ex::@fn(%r[%o to %o for %o]) : (!stream.resource<*>{%sz}) -> %q{%sz}
  util.return %d : !stream.resource<*>
}

// CHECK: tied operand not found for result reference %q

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index) -> !stream.timepoint {
  %t = stream.async.execute with(%r as %a: !stream.resource<*>) {
    stream.yield
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: Expected '{'

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index, %o: index) -> !stream.resource<*> {
  %d = stream.async.dispatch @ex::@fn(%r[%o for %o]) : (!stream.resource<*>{%sz}) -> !stream.resource<*>{%sz}
  util.return %d : !stream.resource<*>
}

// CHECK: Expected 'to'
