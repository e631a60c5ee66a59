// A builtin.module's discardable attributes are a dialect's (a prefixed
// name), as MLIR's module verifier has them; xDSL 0.75 read `module
// attributes {a = 1}` with exit 0.  The first name in dictionary order.
// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s

module @m attributes {foo.a = 1, b = 2, a = 3} {
}
// CHECK: verify_module_attributes.mlir:[[# @LINE - 2]]:1: error: 'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'a'

// -----

module {
  module attributes {x} {
  }
}
// CHECK: verify_module_attributes.mlir:[[# @LINE - 3]]:3: error: 'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'x'

// -----

module attributes {foo.a, hal.device.targets = []} {
}
// CHECK-NOT: error
