// Pass and option mistakes: options spelt as users type them, internal ones
// not listed, and a suggestion for a near miss.
// RUN: not xdsl-stream-opt -p fuse-dispatch-binding %s 2>&1 | filecheck %s --check-prefix=PASS
// RUN: not xdsl-stream-opt -p 'fuse-dispatch-bindings{max-binding=8}' %s 2>&1 | filecheck %s --check-prefix=OPTION
// RUN: not xdsl-stream-opt -p 'fuse-dispatch-bindings-report{formt=json}' %s 2>&1 | filecheck %s --check-prefix=REPORT

"test.op"() : () -> ()

// PASS: xdsl-stream-opt: error: invalid pass pipeline: unknown pass 'fuse-dispatch-binding'; did you mean 'fuse-dispatch-bindings'?
// OPTION: xdsl-stream-opt: error: invalid pass pipeline: unknown option 'max-binding' of pass 'fuse-dispatch-bindings'; did you mean 'max-bindings'? (options: alias-mutable-bindings, report, max-bindings, max-bindings-error, rebase)
// OPTION-NOT: check
// REPORT: unknown option 'formt' of pass 'fuse-dispatch-bindings-report'; did you mean 'format'? (options: alias-mutable-bindings, format, max-bindings, segment, max-push-constants, max-push-constants-error)
