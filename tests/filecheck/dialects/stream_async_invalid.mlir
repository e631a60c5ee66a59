// RUN: xdsl-opt --split-input-file --verify-diagnostics --parsing-diagnostics %s | filecheck %s

// Verifier rules of the stream.async.* ops (IREE's verify() and ODS type
// constraints); iree-opt 3.13 rejects every case too.

util.func public @f(%r: !stream.resource<*>, %sz: index, %sz2: index) -> !stream.resource<external> {
  %c = stream.async.cast %r : !stream.resource<*>{%sz} -> !stream.resource<external>{%sz2}
  util.return %c : !stream.resource<external>
}

// CHECK: 'stream.async.cast' op source and result sizes must be equal (tied storage)

// -----

util.func public @f(%r: !stream.resource<staging>, %sz: index) -> !stream.resource<*> {
  %c = stream.async.clone %r : !stream.resource<staging>{%sz} -> !stream.resource<*>{%sz}
  util.return %c : !stream.resource<*>
}

// CHECK: 'stream.async.clone' op operand #0 must be resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'

// -----

util.func public @f(%sz: index, %v: f32) -> !stream.resource<*> {
  %s = stream.async.splat %v : f32 -> !stream.resource<*>{%sz}
  util.return %s : !stream.resource<*>
}

// CHECK: 'stream.async.splat' op operand #0 must be 8-bit signless integer or 16-bit signless integer or 32-bit signless integer or 64-bit signless integer, but got 'f32'

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index, %o: index, %v: i1) -> !stream.resource<*> {
  %s = stream.async.fill %v, %r[%o to %o for %o] : i1 -> %r as !stream.resource<*>{%sz}
  util.return %s : !stream.resource<*>
}

// CHECK: 'stream.async.fill' op operand #5 must be 8-bit signless integer or 16-bit signless integer or 32-bit signless integer or 64-bit signless integer, but got 'i1'

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index, %o: index) -> f32 {
  %l = stream.async.load %r[%o] : !stream.resource<*>{%sz} -> f32
  util.return %l : f32
}

// CHECK: 'stream.async.load' op operand #0 must be staging resource, but got '!stream.resource<*>'

// -----

util.func public @f(%r: !stream.resource<staging>, %sz: index, %o: index) -> tensor<4xf32> {
  %l = stream.async.load %r[%o] : !stream.resource<staging>{%sz} -> tensor<4xf32>
  util.return %l : tensor<4xf32>
}

// CHECK: 'stream.async.load' op result #0 must be index or integer or floating-point or complex-type or vector of any non-token type values, but got 'tensor<4xf32>'

// -----

util.func public @f(%r: !stream.resource<transient>, %sz: index, %o: index, %v: f32) -> !stream.resource<transient> {
  %s = stream.async.store %v, %r[%o] : f32 -> %r as !stream.resource<transient>{%sz}
  util.return %s : !stream.resource<transient>
}

// CHECK: must be staging resource, but got '!stream.resource<transient>'

// -----

util.func public @f(%r: !stream.resource<*>, %u: !stream.resource<*>, %sz: index, %o: index) -> !stream.resource<transient> {
  %s = "stream.async.update"(%r, %sz, %o, %o, %u, %sz) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<transient>
  util.return %s : !stream.resource<transient>
}

// CHECK: 'stream.async.update' op failed to verify that all of {target, result} have same type

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index, %o: index) -> !stream.resource<*> {
  %d = "stream.async.dispatch"(%r, %sz, %o, %o, %sz) <{entry_points = [@ex::@fn], operandSegmentSizes = array<i32: 0, 1, 1, 1, 1, 0, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index, index, index) -> !stream.resource<*>
  util.return %d : !stream.resource<*>
}

// CHECK: 'stream.async.dispatch' op mismatch on resource range offsets/ends/lengths; counts must match

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index, %o: index) -> !stream.resource<*> {
  %d = "stream.async.dispatch"(%r, %sz, %sz) <{entry_points = [@ex::@fn], operandSegmentSizes = array<i32: 0, 1, 1, 0, 0, 0, 1>, tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
  util.return %d : !stream.resource<*>
}

// CHECK: 'stream.async.dispatch' op expects 1 resource range operand sets but 0 are present

// -----

stream.executable private @ex {
  stream.executable.export public @fn workgroups(%x: index) -> (index, index, index) {
    stream.return %x, %x, %x : index, index, index
  }
}
util.func public @f(%r: !stream.resource<*>, %sz: index, %o: index) -> !stream.resource<*> {
  %d = stream.async.dispatch @ex::@fn(%r[%o to %o for %o]) : (!stream.resource<*>{%sz}) -> !stream.resource<*>{%sz}
  util.return %d : !stream.resource<*>
}

// CHECK: 'stream.async.dispatch' op workload mismatch; entry point expects 1 arguments but dispatch provides 0

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index) -> !stream.timepoint {
  %t = stream.async.execute with() {
    %c = stream.async.clone %r : !stream.resource<*>{%sz} -> !stream.resource<*>{%sz}
    stream.yield
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: 'stream.async.clone' op used resource not listed in explicit captures (or produced internally)

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index) -> !stream.timepoint {
  %e, %t = stream.async.execute with(%r as %a: !stream.resource<*>{%sz}) -> %r{%sz} {
    stream.yield
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}

// CHECK: 'stream.yield' op yield result count mismatch with parent op

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index) {
  stream.async.concurrent with(%r as %a: !stream.resource<*>{%sz}) {
    stream.yield
  }
  util.return
}

// CHECK: 'stream.async.concurrent' op expects parent op to be one of 'stream.async.execute, stream.async.concurrent'

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index, %o: index) -> !stream.resource<*> {
  %c = stream.async.call @missing(%r[%o to %o for %o]) : (!stream.resource<*>{%sz}) -> !stream.resource<*>{%sz}
  util.return %c : !stream.resource<*>
}

// CHECK: 'stream.async.call' op undefined external call: missing

// -----

stream.async.func private @fn(%arg0: !stream.resource<transient>) -> !stream.resource<*>
util.func public @f(%r: !stream.resource<*>, %sz: index, %o: index) -> !stream.resource<*> {
  %c = stream.async.call @fn(%r[%o to %o for %o]) : (!stream.resource<*>{%sz}) -> !stream.resource<*>{%sz}
  util.return %c : !stream.resource<*>
}

// CHECK: 'stream.async.call' op function argument type mismatch; expected '!stream.resource<*>' but callee provides '!stream.resource<transient>'

// -----

stream.async.func private @fn(%arg0: !stream.resource<*>, %arg1: index) -> !stream.resource<*>
util.func public @f(%r: !stream.resource<*>, %sz: index, %o: index) -> !stream.resource<*> {
  %c = stream.async.call @fn(%r[%o to %o for %o]) : (!stream.resource<*>{%sz}) -> !stream.resource<*>{%sz}
  util.return %c : !stream.resource<*>
}

// CHECK: 'stream.async.call' op function type mismatch; expected '(!stream.resource<*>) -> !stream.resource<*>' but callee is '(!stream.resource<*>, index) -> !stream.resource<*>'

// -----

stream.async.func private @fn(%arg0: !stream.resource<*>) -> i32
util.func public @f(%r: !stream.resource<*>, %sz: index, %o: index) -> i32 {
  %c = stream.async.call @fn(%r[%o to %o for %o]) : (!stream.resource<*>{%sz}) -> i32
  util.return %c : i32
}

// CHECK: 'stream.async.call' op non-resource return values are not yet supported on async calls

// -----

stream.async.func @fn(%arg0: !stream.resource<*>) -> !stream.resource<*>

// CHECK: symbol declaration cannot have public visibility

// -----

util.func public @f(%ch: !stream.channel, %s: !stream.resource<*>, %sz: index, %r: !stream.resource<*>) -> !stream.resource<*> {
  %0 = "stream.async.collective"(%r, %sz, %sz, %sz, %sz, %s, %sz, %sz, %sz, %sz, %sz, %ch) <{op = #stream.collective<broadcast : f32>}> : (!stream.resource<*>, index, index, index, index, !stream.resource<*>, index, index, index, index, index, !stream.channel) -> !stream.resource<*>
  util.return %0 : !stream.resource<*>
}

// CHECK: 'stream.async.collective' op collective operation requires a source parameter but none present

// -----

util.func public @f(%ch: !stream.channel, %s: !stream.resource<*>, %sz: index, %r: !stream.resource<*>, %p: i32) -> !stream.resource<*> {
  %0 = "stream.async.collective"(%r, %sz, %sz, %sz, %sz, %s, %sz, %sz, %sz, %sz, %sz, %ch, %p) <{op = #stream.collective<all_gather : f32>}> : (!stream.resource<*>, index, index, index, index, !stream.resource<*>, index, index, index, index, index, !stream.channel, i32) -> !stream.resource<*>
  util.return %0 : !stream.resource<*>
}

// CHECK: 'stream.async.collective' op collective operation does not require a parameter but one present
