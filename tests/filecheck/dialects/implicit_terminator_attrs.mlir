// An implicit terminator with attributes is printed, as MLIR's generated
// printers print it (stream.executable, stream.cmd.serial, stream.cmd.concurrent):
// the package elided it always, and its attributes were lost, exit 0.
// RUN: xdsl-stream-opt %s | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt > %t.ours
// RUN: iree-opt %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: xdsl-stream-opt %s > %t.printed.mlir
// RUN: xdsl-stream-opt %t.printed.mlir | diff - %t.printed.mlir

// CHECK:       stream.executable.end {note = "kept?"}
// CHECK-NOT:   stream.executable.end
// CHECK:       stream.yield {x = 1 : i64}
// CHECK-NEXT:  }
// CHECK-NEXT:  stream.yield {y = 2 : i64}
stream.executable private @ex {
  builtin.module {
  }
  stream.executable.end {note = "kept?"}
}
stream.executable private @ex2 {
  builtin.module {
  }
}
util.func public @f(%r: !stream.resource<transient>, %s: index) -> !stream.timepoint {
  %t = stream.cmd.execute with(%r as %a: !stream.resource<transient>{%s}) {
    stream.cmd.serial {
      stream.cmd.concurrent {
        stream.cmd.discard %a[%s for %s] : !stream.resource<transient>{%s}
        stream.yield {x = 1}
      }
      stream.yield {y = 2}
    }
  } => !stream.timepoint
  util.return %t : !stream.timepoint
}
