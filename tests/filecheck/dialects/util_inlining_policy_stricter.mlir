// RUN: not xdsl-stream-opt %s 2>&1 | filecheck %s
// RUN: iree-opt --mlir-print-op-generic %s | filecheck %s --check-prefix=IREE

// Stricter than iree-opt, by design (docs/strictness.md): a `util.func`'s
// `inlining_policy` is `#util.inline.never` or `#util.inline.always`.
// iree-opt 3.13 refuses any other attribute there in `util.global`'s
// `<...>`, but drops it without a word from `util.func`'s `attributes {...}`.

util.func private @policy_not_policy() attributes {inlining_policy = 3 : i32}

// CHECK: :[[# @LINE - 2]]:1: error: 'util.func' op invalid kind of attribute specified
// IREE:      "util.func"() <{function_type = () -> (), sym_name = "policy_not_policy", sym_visibility = "private"}>
// IREE-NOT:  inlining_policy
