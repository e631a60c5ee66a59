// Dumps hold attributes and ops of IREE dialects this package does not define:
// the tools read them as they are, unless told to be strict.
// RUN: xdsl-stream-opt %s | filecheck %s --check-prefix=DEFAULT
// RUN: xdsl-stream-report %s | filecheck %s --check-prefix=REPORT
// RUN: not xdsl-stream-opt --strict-dialects %s 2>&1 | filecheck %s --check-prefix=STRICT
// RUN: not xdsl-stream-report --strict-dialects %s 2>&1 | filecheck %s --check-prefix=STRICT
// RUN: not xdsl-stream-opt --strict-dialects --allow-unregistered-dialect %s 2>&1 | filecheck %s --check-prefix=STRICT

#target = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {}>
"test.op"() {target = #target} : () -> ()

// DEFAULT: "test.op"() {target = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {}>} : () -> ()
// REPORT: fuse-dispatch-bindings report: 0 export group(s), 0 export(s), bindings 0 -> 0
// STRICT: read_unregistered.mlir:9:33: error: 'hal.executable.target' is not registered
// STRICT: hint: 'hal' is not a dialect this package defines; without --strict-dialects its ops and attributes are kept as they are
