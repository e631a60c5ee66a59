// RUN: xdsl-stream-opt --split-input-file %s | filecheck %s

// Each chunk's `#util.composite` (kept as text) refers to its own chunk's
// blob, though both name the key `k`: the second is stored under another key.

util.func public @f() -> !util.buffer {
  %0 = util.buffer.constant : !util.buffer = #util.composite<4xi8, [
    dense_resource<k> : tensor<1xi32>,
]>
  util.return %0 : !util.buffer
}
{-#
  dialect_resources: {
    builtin: {
      k: "0x0400000001000000"
    }
  }
#-}

// -----

util.func public @g() -> !util.buffer {
  %0 = util.buffer.constant : !util.buffer = #util.composite<4xi8, [
    dense_resource<k> : tensor<1xi32>,
]>
  util.return %0 : !util.buffer
}
{-#
  dialect_resources: {
    builtin: {
      k: "0x0400000002000000"
    }
  }
#-}

// CHECK:      dense_resource<[[K1:k]]> : tensor<1xi32>
// CHECK:      [[K1]]: "0x0400000001000000"
// CHECK:      @g
// CHECK:      dense_resource<[[K2:k_0]]> : tensor<1xi32>
// CHECK:      [[K2]]: "0x0400000002000000"
