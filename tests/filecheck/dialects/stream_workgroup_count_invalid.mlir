// RUN: not xdsl-stream-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not iree-opt --split-input-file %s 2>&1 | filecheck %s --check-prefix=IREE

// A workgroup count region returns three `index` values (the XYZ counts);
// other arrow types are refused by the export's own parser, which MLIR
// places at the token after them (the region's `{`) and names.

stream.executable private @ex {
  stream.executable.export public @fn workgroups(%x: index) -> (index, index) {
    stream.return %x, %x : index, index
  }
}
// CHECK: :[[# @LINE - 4]]:79: error: custom op 'stream.executable.export' workgroup count region must return the XYZ dimension counts
// IREE:  :[[# @LINE - 5]]:79: error: custom op 'stream.executable.export' workgroup count region must return the XYZ dimension counts

// -----

stream.executable private @ex {
  stream.executable.export public @fn workgroups(%x: index) -> (index, i32, index) {
    stream.return %x, %x, %x : index, index, index
  }
}
// CHECK: :[[# @LINE - 4]]:84: error: custom op 'stream.executable.export' workgroup count region must return the XYZ dimension counts
// IREE:  :[[# @LINE - 5]]:84: error: custom op 'stream.executable.export' workgroup count region must return the XYZ dimension counts

// -----

// In generic form the export's verifier finds it, at the `stream.return`.
"stream.executable"() <{sym_name = "ex", sym_visibility = "private"}> ({
  "stream.executable.export"() <{function_ref = @fn, sym_name = "fn", sym_visibility = "public"}> ({
  ^bb0(%x: index):
    %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "stream.return"(%x, %x, %c) : (index, index, i32) -> ()
  }) : () -> ()
  "stream.executable.end"() : () -> ()
}) : () -> ()
// CHECK: :[[# @LINE - 4]]:5: error: 'stream.return' op workgroup count region must return the XYZ dimension counts
// IREE:  :[[# @LINE - 5]]:5: error: 'stream.return' op workgroup count region must return the XYZ dimension counts
