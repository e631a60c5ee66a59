// RUN: xdsl-opt %s > %t.custom
// RUN: xdsl-opt %s --print-op-generic > %t.generic
// RUN: filecheck %s < %t.custom
// RUN: xdsl-opt < %t.custom | filecheck %s
// RUN: xdsl-stream-opt --strict-dialects %s | filecheck %s --check-prefix=STREAM_OPT
// RUN: xdsl-opt < %t.generic | filecheck %s
// RUN: iree-opt < %t.custom > %t.via_xdsl
// RUN: iree-opt < %t.generic > %t.via_xdsl_generic
// RUN: iree-opt %s > %t.iree
// RUN: iree-opt --mlir-print-op-generic %s | xdsl-opt | iree-opt > %t.via_iree_generic
// RUN: diff %t.iree %t.via_xdsl
// RUN: diff %t.iree %t.via_xdsl_generic
// RUN: diff %t.iree %t.via_iree_generic

// What IREE 3.13 prints in its own Stream tests and xDSL would not read without
// --allow-unregistered-dialect: encodings without a body or with nested
// encodings in a tensor type, and a `dense_resource` constant with its blob in
// the `{-# dialect_resources #-}` section.  Each round-trips (custom and
// generic form, both ways) to what iree-opt prints.

#encoding = #iree_encoding.testing<layouts = [#iree_encoding.specialized<123>]>
util.func public @sizeof(%arg0: index) -> (index, index, index) {
  %0 = stream.tensor.sizeof tensor<?x4xf32, #iree_encoding.unknown>{%arg0} : index
  %1 = stream.tensor.sizeof tensor<?x4xf32, #encoding>{%arg0} : index
  %2 = stream.tensor.sizeof tensor<?x4xf32, #iree_encoding.specialized<7>>{%arg0} : index
  util.return %0, %1, %2 : index, index, index
}
util.func public @constant() -> !stream.resource<constant> {
  %c16 = arith.constant 16 : index
  %0 = stream.async.constant : !stream.resource<constant>{%c16} = dense_resource<blob1> : tensor<4xf32>
  util.return %0 : !stream.resource<constant>
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000000803F000000400000404000008040"
    }
  }
#-}

// CHECK:      stream.tensor.sizeof tensor<?x4xf32, #iree_encoding.unknown>{%arg0} : index
// CHECK-NEXT: stream.tensor.sizeof tensor<?x4xf32, #iree_encoding.testing<layouts = [#iree_encoding.specialized<123>]>>{%arg0} : index
// CHECK-NEXT: stream.tensor.sizeof tensor<?x4xf32, #iree_encoding.specialized<7>>{%arg0} : index
// CHECK:      stream.async.constant : !stream.resource<constant>{%c16} = dense_resource<blob1> : tensor<4xf32>
// CHECK:      {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x040000000000803F000000400000404000008040"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}

// STREAM_OPT: %c16 = arith.constant 16 : index
// STREAM_OPT: blob1: "0x040000000000803F000000400000404000008040"
