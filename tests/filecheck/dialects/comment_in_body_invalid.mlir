// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

// MLIR finds where a dialect type's or attribute's `<...>` body ends by its
// brackets alone, comments unknown there: a `>` or `<` in a comment of the
// body ends it elsewhere (both were read as if the comment were not there).
// A comment without brackets is read by both (comment_in_body.mlir).

util.func public @gt_in_comment(%r: !stream.resource<transient // note >
>) {
  util.return
}

// CHECK: :[[# @LINE - 5]]:72: error: a comment in this body holds a bracket: MLIR ends the body at this '>'
// IREE:  :[[# @LINE - 6]]:63: error: expected ')'

// -----

util.func public @lt_in_comment(%r: !stream.resource<transient // a <b
>) {
  util.return
}

// CHECK: :[[# @LINE - 5]]:53: error: unbalanced '<' character in pretty dialect name
// IREE:  :[[# @LINE - 6]]:53: error: unbalanced '<' character in pretty dialect name

// -----

util.func public @in_an_attribute() attributes {a = #hal.device.affinity<@dev // >
>} {
  util.return
}

// CHECK: :[[# @LINE - 5]]:{{[0-9]+}}: error: a comment in this body holds a bracket: MLIR ends the body at this '>'
// IREE:  :[[# @LINE - 6]]:{{[0-9]+}}: error: expected '}' in attribute dictionary
