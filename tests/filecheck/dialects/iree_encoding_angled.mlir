// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file --mlir-print-local-scope %s 2>&1 | filecheck %s --check-prefix=IREE

// The encoding attributes IREE writes in `<...>` need it, and all but
// `testing` a body; `testing<>` prints as `testing<>` (the package printed it
// bare, which iree-opt cannot read back).  The last case is valid, printed
// after the errors of the others.

util.func public @f(%a: tensor<4xf32, #iree_encoding.testing>) {
  util.return
}

// CHECK: :[[# @LINE - 4]]:61: error: expected '<'
// IREE:  :[[# @LINE - 5]]:61: error: expected '<'

// -----

util.func public @f(%a: tensor<4xf32, #iree_encoding.layout<>>) {
  util.return
}

// CHECK: :[[# @LINE - 4]]:61: error: expected attribute value
// IREE:  :[[# @LINE - 5]]:61: error: expected attribute value

// -----

util.func public @f(%a: tensor<4xf32, #iree_encoding.specialized<>>) {
  util.return
}

// CHECK: :[[# @LINE - 4]]:66: error: expected integer value
// IREE:  :[[# @LINE - 5]]:66: error: expected integer value

// -----

util.func public @f(%a: tensor<4xf32, #iree_encoding.encoding>) {
  util.return
}

// CHECK: :[[# @LINE - 4]]:62: error: expected '<'
// IREE:  :[[# @LINE - 5]]:62: error: expected '<'

// -----

// CHECK: util.func public @testing(%{{.*}}: tensor<4xf32, #iree_encoding.testing<>>, %{{.*}}: tensor<4xf32, #iree_encoding.unknown>)
// IREE:  util.func public @testing(%{{.*}}: tensor<4xf32, #iree_encoding.testing<>>, %{{.*}}: tensor<4xf32, #iree_encoding.unknown>)
util.func public @testing(%a: tensor<4xf32, #iree_encoding.testing<>>, %b: tensor<4xf32, #iree_encoding.unknown<>>) {
  util.return
}
