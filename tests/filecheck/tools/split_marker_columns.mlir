// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s

// What follows a split marker on its line belongs to the next chunk, and its
// columns are the file's (iree-opt places these errors at the same columns).

"test.a"() : () -> ()
// ----- text after the marker
"test.b"() : () -> () // ----- x

// CHECK:      split_marker_columns.mlir:7:10: error: custom op 'text' is unknown
// CHECK-NEXT: {{^}}         text after the marker
// CHECK-NEXT: {{^}}         ^^^^
// CHECK:      split_marker_columns.mlir:8:32: error: custom op 'x' is unknown
// CHECK-NOT:  error:
