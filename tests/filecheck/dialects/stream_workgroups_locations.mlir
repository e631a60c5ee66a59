// RUN: xdsl-stream-opt --print-debuginfo %s | filecheck %s
// RUN: xdsl-stream-opt --print-debuginfo %s | xdsl-stream-opt --print-debuginfo | filecheck %s
// RUN: xdsl-stream-opt --print-debuginfo %s | iree-opt --mlir-print-debuginfo > /dev/null

// A workgroup count region's arguments are read as MLIR reads an argument
// with its type: attributes (dropped, as IREE's parser drops them) and a
// location, which `--print-debuginfo` prints and must read back.

// CHECK: stream.executable.export public @f workgroups(%x: index loc("a.mlir":3:4), %y: index loc({{.+}})) -> (index, index, index) {
stream.executable private @ex {
  stream.executable.export public @f workgroups(%x: index {foo.a = 1 : i32} loc("a.mlir":3:4), %y: index) -> (index, index, index) {
    stream.return %x, %y, %x : index, index, index
  }
}
