// A semi-affine map in an alias definition (outside any op), which xDSL 0.75
// cannot read: a located error naming what xDSL says, not another error's
// message or an unlocated internal error (iree-opt reads it: a known gap,
// docs/strictness.md).
// RUN: not xdsl-stream-opt --allow-unregistered-dialect %s 2>&1 | filecheck %s

// CHECK: read_semi_affine_alias.mlir:[[# @LINE + 2]]:39: error: xDSL cannot read this (Multiplication with non-constant (semi-affine) is not supported yet
// CHECK-NOT: internal error
#map = affine_map<(d0)[s0] -> (d0 * s0)>
"foo.op"() {m = #map} : () -> ()
