// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s

// Result names an op does not define, and a name missing after its prefix,
// in iree-opt 3.13's words.

util.func private @f(%r: !stream.resource<*>, %s: index) {
  %0 = stream.resource.retain %r : !stream.resource<*>{%s}
  util.return
}
// CHECK: :[[# @LINE - 3]]:3: error: cannot name an operation with no results

// -----

util.func private @f() {
  %0, %1 = util.null : i32
  util.return
}
// CHECK: :[[# @LINE - 3]]:3: error: operation defines 1 results but was provided 2 to bind

// -----

// (A prefix with no name, the text's first token, in iree-opt's words.)
# = 1 : i32
// CHECK: :[[# @LINE - 1]]:1: error: invalid attribute name
