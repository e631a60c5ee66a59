// Both tools read these and print them alike (the RUN lines are in
// ../inherent_properties_invalid.mlir).

// CHECK-LABEL: util.func public @forms
util.func public @forms() -> (!util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer) {
  // CHECK: util.buffer.constant <alignment = 16> : !util.buffer = "a"
  %0 = util.buffer.constant <alignment = 0x10> : !util.buffer = "a"
  // CHECK: util.buffer.constant <alignment = -8> : !util.buffer = "b"
  %1 = util.buffer.constant <alignment = - 8> : !util.buffer = "b"
  // CHECK: util.buffer.constant <alignment = 8, mime_type = "x"> : !util.buffer = "c"
  %2 = util.buffer.constant <mime_type = "x", alignment = 8> : !util.buffer = "c"
  // CHECK: util.buffer.constant <alignment = 4611686018427387904> : !util.buffer = "d"
  %3 = util.buffer.constant <{alignment = 4611686018427387904 : index}> : !util.buffer = "d"
  // CHECK: util.buffer.constant : !util.buffer = "e"
  %4 = util.buffer.constant <> : !util.buffer = "e"
  // CHECK: util.buffer.constant : !util.buffer = "f"
  %5 = util.buffer.constant <{}> : !util.buffer = "f"
  util.return %0, %1, %2, %3, %4, %5 : !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer
}
