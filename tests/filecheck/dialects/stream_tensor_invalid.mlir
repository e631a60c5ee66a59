// RUN: xdsl-opt --split-input-file --verify-diagnostics --parsing-diagnostics %s | filecheck %s

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

// CHECK: 'stream.tensor.load' op operand #0 must be staging resource, but got '!stream.resource<*>'

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

// CHECK: 'stream.tensor.empty' op result #0 must be resource or external resource or transient resource or variable resource or constant resource, but got '!stream.resource<staging>'

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index, %d: index) -> !stream.resource<*> {
  %0 = stream.tensor.dispatch @ex::@fn(%r) : (tensor<?x4xf32>{%d} in !stream.resource<*>{%sz}) -> tensor<4xf32> in %r{%sz}
  util.return %0 : !stream.resource<*>
}

// CHECK: the 0-th operandEncoding (tensor<?x4xf32>) does not match the resultEncoding (tensor<4xf32>)

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index) {
  stream.tensor.trace "x" = [%r : tensor<4xf32> in !stream.resource<*>{%sz}]
  util.return
}

// CHECK: 'stream.tensor.trace' op operand #0 must be variadic of staging resource, but got '!stream.resource<*>'

// -----

util.func public @f(%r: !stream.resource<staging>, %sz: index) {
  "stream.tensor.trace"(%r, %sz) <{key = "x", operandSegmentSizes = array<i32: 1, 1, 0>, resource_encodings = [tensor<?xf32>]}> : (!stream.resource<staging>, index) -> ()
  util.return
}

// CHECK: 'stream.tensor.trace' op type set has 1 dynamic dimensions but only 0 dimension values are attached

// -----

util.func public @f(%r: !stream.resource<*>, %sz: index) -> !stream.resource<*> {
  %0 = "stream.tensor.dispatch"(%r, %sz, %sz) <{entry_points = [], operandSegmentSizes = array<i32: 0, 1, 1, 0, 1, 0>, operand_encodings = [tensor<4xf32>], result_encodings = [tensor<4xf32>], tied_operands = [-1 : index]}> : (!stream.resource<*>, index, index) -> !stream.resource<*>
  util.return %0 : !stream.resource<*>
}

// CHECK: 'stream.tensor.dispatch' op at least one entry point must be defined

// -----

util.func public @f(%v: vector<4xf32>, %sz: index) -> !stream.resource<*> {
  %s = stream.tensor.splat %v : vector<4xf32> -> tensor<4xf32> in !stream.resource<*>{%sz}
  util.return %s : !stream.resource<*>
}

// CHECK: 'stream.tensor.splat' op operand #0 must be index or integer or floating-point or complex-type, but got 'vector<4xf32>'
