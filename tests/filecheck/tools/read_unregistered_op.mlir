// An op of a dialect this package does not define, in generic form: kept as
// it is by default; refused under --strict-dialects with the hint that says
// so (not the custom-form hint, which is for IREE IR iree-opt printed).
// RUN: xdsl-stream-opt %s | filecheck %s --check-prefix=DEFAULT
// RUN: not xdsl-stream-opt --strict-dialects %s 2>&1 | filecheck %s --check-prefix=STRICT
// RUN: not xdsl-stream-report --strict-dialects %s 2>&1 | filecheck %s --check-prefix=STRICT

"hal.return"() : () -> ()

// DEFAULT: "hal.return"() : () -> ()
// STRICT:      read_unregistered_op.mlir:8:13: error: Operation hal.return is not registered
// STRICT-NEXT: "hal.return"() : () -> ()
// STRICT-NEXT: ^
// STRICT-NEXT: hint: 'hal' is not a dialect this package defines; without --strict-dialects its ops and attributes are kept as they are
