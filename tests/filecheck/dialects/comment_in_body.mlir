// RUN: xdsl-stream-opt %s | iree-opt > %t.ours
// RUN: iree-opt %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: xdsl-stream-opt %s | filecheck %s

// A comment without brackets inside a dialect type's body is skipped by
// both tools (comment_in_body_invalid.mlir has the ones that are not).

// CHECK: util.func public @plain_comment(%r: !stream.resource<transient>)
util.func public @plain_comment(%r: !stream.resource<transient // a note
>) {
  util.return
}

// A comment after an attribute whose parser reads on past its body (the
// type after `#hal.device.alias<...>`) is not inside the body.
// CHECK: util.global private @dev = #hal.device.alias<"local"> : !hal.device
util.global private @dev = #hal.device.alias<"local"> : !hal.device // <device>
// a comment with brackets > < after it
