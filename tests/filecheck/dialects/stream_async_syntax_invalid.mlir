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

// -----

util.func public @f(%ch: !stream.channel, %s: !stream.resource<*>, %sz: index, %r: !stream.resource<*>, %c: index) -> !stream.resource<*> {
  %0 = stream.async.collective<all_gather with bogus : f32>[%c] channel(%ch) %s[%c to %c for %c], %r[%c to %c for %c] : !stream.resource<*>{%sz} -> %r as !stream.resource<*>{%sz}
  util.return %0 : !stream.resource<*>
}

// CHECK: Expected one of 'average', 'maximum', 'minimum', 'none', 'product', 'sum'

// -----

util.func public @f(%ch: !stream.channel, %s: !stream.resource<*>, %sz: index, %r: !stream.resource<*>, %c: index) -> !stream.resource<*> {
  %0 = stream.async.collective<broadcast : f32>[%c] channel(%ch) %s[%c to %c for %c], %r[%c to %c for %c] : !stream.resource<*>{%sz} -> %r as !stream.resource<*>{%sz}
  util.return %0 : !stream.resource<*>
}

// CHECK: Expected 'source'
