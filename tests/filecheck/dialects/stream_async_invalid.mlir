// RUN: xdsl-opt --split-input-file --verify-diagnostics %s | filecheck %s

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

// CHECK: 'stream.async.clone' op source must be a resource of any lifetime but staging, but got !stream.resource<staging>

// -----

util.func public @f(%sz: index, %v: f32) -> !stream.resource<*> {
  %s = stream.async.splat %v : f32 -> !stream.resource<*>{%sz}
  util.return %s : !stream.resource<*>
}

// CHECK: f32 should be of base attribute integer_type

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index, %o: index, %v: i1) -> !stream.resource<*> {
  %s = stream.async.fill %v, %r[%o to %o for %o] : i1 -> %r as !stream.resource<*>{%sz}
  util.return %s : !stream.resource<*>
}

// CHECK: 'stream.async.fill' op value must be 8-bit, 16-bit, 32-bit or 64-bit signless integer, but got i1

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index, %o: index) -> f32 {
  %l = stream.async.load %r[%o] : !stream.resource<*>{%sz} -> f32
  util.return %l : f32
}

// CHECK: 'stream.async.load' op operand #0 must be a staging resource, but got !stream.resource<*>

// -----

util.func public @f(%r: !stream.resource<staging>, %sz: index, %o: index) -> tensor<4xf32> {
  %l = stream.async.load %r[%o] : !stream.resource<staging>{%sz} -> tensor<4xf32>
  util.return %l : tensor<4xf32>
}

// CHECK: 'stream.async.load' op result #0 must be index, integer, float, complex or a vector of non-zero rank, but got tensor<4xf32>

// -----

util.func public @f(%r: !stream.resource<transient>, %sz: index, %o: index, %v: f32) -> !stream.resource<transient> {
  %s = stream.async.store %v, %r[%o] : f32 -> %r as !stream.resource<transient>{%sz}
  util.return %s : !stream.resource<transient>
}

// CHECK: 'stream.async.store' op operand #0 must be a staging resource, but got !stream.resource<transient>

// -----

util.func public @f(%r: !stream.resource<*>, %u: !stream.resource<*>, %sz: index, %o: index) -> !stream.resource<transient> {
  %s = "stream.async.update"(%r, %sz, %o, %o, %u, %sz) : (!stream.resource<*>, index, index, index, !stream.resource<*>, index) -> !stream.resource<transient>
  util.return %s : !stream.resource<transient>
}

// CHECK: result 'result' at position 0 does not verify
