// RUN: xdsl-stream-opt %s > %t.ours
// RUN: iree-opt %s > %t.iree
// RUN: diff %t.iree %t.ours
// RUN: xdsl-stream-opt < %t.ours | diff %t.iree -
// RUN: filecheck %s < %t.ours

// A resource key that is no bare identifier is a string literal, in a
// dense_resource and in the resource section (xDSL read only a bare key, and
// printed every key bare); the section lists its entries in the order the IR
// first names them, one a line (xDSL sorted them onto one line), as iree-opt
// prints it.

util.global private @h = dense_resource<zz> : tensor<1xi32>
util.global private @g = dense_resource<"blob-1"> : tensor<1xi32>
util.global private @f = dense_resource<aa> : tensor<1xi32>

{-#
  dialect_resources: {
    builtin: {
      aa: "0x0400000001000000",
      "blob-1": "0x0400000003000000",
      zz: "0x0400000002000000"
    }
  }
#-}

// CHECK:      util.global private @g = dense_resource<"blob-1"> : tensor<1xi32>
// CHECK:      {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       zz: "0x0400000002000000",
// CHECK-NEXT:       "blob-1": "0x0400000003000000",
// CHECK-NEXT:       aa: "0x0400000001000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
