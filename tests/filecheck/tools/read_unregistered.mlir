// Dumps hold attributes and ops of IREE dialects this package does not define:
// the tools read them as they are, unless told to be strict.
// RUN: xdsl-stream-opt %s | filecheck %s --check-prefix=DEFAULT
// RUN: xdsl-stream-report %s | filecheck %s --check-prefix=REPORT
// RUN: not xdsl-stream-opt --strict-dialects %s 2>&1 | filecheck %s --check-prefix=STRICT
// RUN: not xdsl-stream-report --strict-dialects %s 2>&1 | filecheck %s --check-prefix=STRICT
// RUN: not xdsl-stream-opt --strict-dialects --allow-unregistered-dialect %s 2>&1 | filecheck %s --check-prefix=STRICT

#target = #iree_codegen.translation_info<pipeline = CPUDefault>
"test.op"() {target = #target} : () -> ()

// DEFAULT: "test.op"() {target = #iree_codegen.translation_info<pipeline = CPUDefault>} : () -> ()
// REPORT: fuse-dispatch-bindings report: 0 export group(s), 0 export(s), bindings 0 -> 0
// STRICT: read_unregistered.mlir:9:41: error: 'iree_codegen.translation_info' is not registered
// STRICT: hint: 'iree_codegen' is not a dialect this package defines; without --strict-dialects its ops and attributes are kept as they are
