// RUN: xdsl-opt --split-input-file --verify-diagnostics %s | filecheck %s

// Verifier rules of the stream.tensor.* ops (IREE's verify() and ODS type
// constraints); iree-opt 3.13 rejects every case too.

util.func public @f(%sz: index) -> index {
  %s = "stream.tensor.sizeof"() <{encoding = tensor<?xf32>}> : () -> index
  util.return %s : index
}

// CHECK: 'stream.tensor.sizeof' op type set has 1 dynamic dimensions but only 0 dimension values are attached

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index, %i: index) -> !stream.resource<*> {
  %s = stream.tensor.slice %r[%i for %i] : tensor<4x4xf32> in !stream.resource<*>{%sz} -> tensor<2x4xf32> in !stream.resource<*>{%sz}
  util.return %s : !stream.resource<*>
}

// CHECK: 'stream.tensor.slice' op start_indices/lengths rank mismatch

// -----

util.func public @f(%r: !stream.resource<staging>, %sz: index, %i: index) -> f32 {
  %l = stream.tensor.load %r[%i] : tensor<4x4xf32> in !stream.resource<staging>{%sz} -> f32
  util.return %l : f32
}

// CHECK: 'stream.tensor.load' op indices rank mismatch

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index, %i: index) -> f32 {
  %l = stream.tensor.load %r[%i] : tensor<4xf32> in !stream.resource<*>{%sz} -> f32
  util.return %l : f32
}

// CHECK: 'stream.tensor.load' op operand #0 must be a staging resource, but got !stream.resource<*>

// -----

util.func public @f(%r: !stream.resource<staging>, %sz: index, %i: index, %f: f32) -> !stream.resource<staging> {
  %l = stream.tensor.store %f, %r : f32 -> tensor<4xf32> in %r as !stream.resource<staging>{%sz}
  util.return %l : !stream.resource<staging>
}

// CHECK: 'stream.tensor.store' op indices rank mismatch

// -----

util.func public @f(%sz: index) -> !stream.resource<staging> {
  %e = stream.tensor.empty : tensor<0xf32> in !stream.resource<staging>{%sz}
  util.return %e : !stream.resource<staging>
}

// CHECK: 'stream.tensor.empty' op result must be a resource of any lifetime but staging, but got !stream.resource<staging>
