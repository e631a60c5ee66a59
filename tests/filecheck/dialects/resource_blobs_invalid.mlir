// RUN: not xdsl-stream-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | filecheck %s

// A builtin resource blob is a `0x` hex string whose first 4 bytes are its
// alignment, a power of 2 (little-endian): MLIR refuses any other at its
// string, where xDSL kept it and printed it back.

// CHECK: resource_blobs_invalid.mlir:[[# @LINE + 5]]:14: error: expected hex string blob for key 'blob1' to encode alignment in first 4 bytes
"test.op"() {a = dense_resource<blob1> : tensor<2xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x0102"
    }
  }
#-}

// -----

// CHECK: resource_blobs_invalid.mlir:[[# @LINE + 5]]:14: error: expected hex string blob for key 'blob1' to encode alignment in first 4 bytes, but got non-power-of-2 value: 3
"test.op"() {a = dense_resource<blob1> : tensor<2xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x03000000AABB"
    }
  }
#-}

// -----

// CHECK: resource_blobs_invalid.mlir:[[# @LINE + 5]]:14: error: expected hex string blob for key 'blob1'
"test.op"() {a = dense_resource<blob1> : tensor<2xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x04000000AAB"
    }
  }
#-}

// -----

// CHECK: resource_blobs_invalid.mlir:[[# @LINE + 5]]:14: error: expected hex string blob for key 'blob1'
"test.op"() {a = dense_resource<blob1> : tensor<2xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0X01000000AA"
    }
  }
#-}

// -----

// CHECK: resource_blobs_invalid.mlir:[[# @LINE + 5]]:14: error: expected hex string blob for key 'blob1'
"test.op"() {a = dense_resource<blob1> : tensor<2xi8>} : () -> ()
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x01000000AZ"
    }
  }
#-}
