// Calls taking a `!util.buffer` with its size (../calls_files_invalid.mlir).
stream.async.func private @e(%arg0: !util.buffer)
stream.cmd.func private @c(%arg0: !util.buffer)
util.func public @g(%b: !util.buffer, %sz: index) {
  // CHECK: stream.async.call @e(%{{.+}}) : (!util.buffer{%{{.+}}}) -> ()
  stream.async.call @e(%b) : (!util.buffer{%sz}) -> ()
  // CHECK: stream.cmd.call @c(%{{.+}}) : (!util.buffer{%{{.+}}}) -> ()
  %t = stream.cmd.execute with() {
    stream.cmd.call @c(%b) : (!util.buffer{%sz}) -> ()
  } => !stream.timepoint
  util.return
}
