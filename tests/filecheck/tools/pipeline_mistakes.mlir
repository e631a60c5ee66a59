// Pass and option mistakes: options spelt as users type them, internal ones
// not listed, a suggestion for a near miss, and a program a pass runs that
// is not there (said before the input is read, not as an internal error).
// RUN: not xdsl-stream-opt -p fuse-dispatch-binding %s 2>&1 | filecheck %s --check-prefix=PASS
// RUN: not xdsl-stream-opt -p 'fuse-dispatch-bindings{max-binding=8}' %s 2>&1 | filecheck %s --check-prefix=OPTION
// RUN: not xdsl-stream-opt -p 'fuse-dispatch-bindings-report{formt=json}' %s 2>&1 | filecheck %s --check-prefix=REPORT
// RUN: not xdsl-stream-opt -p 'mlir-opt{executable="no-such-mlir-opt"}' %s 2>&1 | filecheck %s --check-prefix=PROGRAM

"test.op"() : () -> ()

// PASS: xdsl-stream-opt: error: invalid pass pipeline: unknown pass 'fuse-dispatch-binding'; did you mean 'fuse-dispatch-bindings'?
// OPTION: xdsl-stream-opt: error: invalid pass pipeline: unknown option 'max-binding' of pass 'fuse-dispatch-bindings'; did you mean 'max-bindings'? (options: alias-mutable-bindings, report, max-bindings, max-bindings-error, rebase)
// OPTION-NOT: check
// REPORT: unknown option 'formt' of pass 'fuse-dispatch-bindings-report'; did you mean 'format'? (options: alias-mutable-bindings, format, max-bindings, segment, max-push-constants, max-push-constants-error)
// PROGRAM: xdsl-stream-opt: error: invalid pass pipeline: pass 'mlir-opt' runs 'no-such-mlir-opt', which is not on PATH
