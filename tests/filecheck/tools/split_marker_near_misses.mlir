// RUN: xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: iree-opt --split-input-file %s 2>&1 | filecheck %s

// MLIR cuts the input at the split marker only where its last two dashes
// are followed by a character other than a zero; anything else that begins
// like the marker is a near miss, warned about and kept in its chunk.  xDSL
// cut at every whole marker: an extra empty module for the line holding two
// markers.  Two chunks, two warnings.

"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "a"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
// -----// -----
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "b"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
// -----0 is a comment
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "c"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK:      split_marker_near_misses.mlir:15:7: warning: near miss with file split marker
// CHECK-NEXT: {{^//}} -----{{//}} -----
// CHECK-NEXT: {{^}}      ^
// CHECK:      split_marker_near_misses.mlir:21:7: warning: near miss with file split marker
// CHECK:      module {
// CHECK-NEXT:   func.func @a()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: {{//}} -----
// CHECK-NEXT: module {
// CHECK-NEXT:   module {
// CHECK-NEXT:     func.func @b()
// CHECK:        module {
// CHECK-NEXT:     func.func @c()
// CHECK-NOT:  {{//}} -----
