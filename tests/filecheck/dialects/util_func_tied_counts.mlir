// A util.func's tied_operands may hold more entries than the function has
// results (IREE's own output: a private function whose results IPO dropped
// keeps its list) or fewer (a result past the list is not tied), as iree-opt
// reads them; the package refused both.
// RUN: xdsl-stream-opt %s | filecheck %s
// RUN: xdsl-stream-opt %s | iree-opt > %t.ours
// RUN: iree-opt %s > %t.iree
// RUN: diff %t.ours %t.iree
// RUN: xdsl-stream-opt --print-op-generic %s | iree-opt --mlir-print-op-generic > %t.ours-generic
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree-generic
// RUN: diff %t.ours-generic %t.iree-generic

// CHECK: util.func private @stale(%a: i32) -> i32 {
"util.func"() <{function_type = (i32) -> i32, sym_name = "stale", sym_visibility = "private", tied_operands = [-1 : index, -1 : index, -1 : index]}> ({
^bb0(%a: i32):
  "util.return"(%a) : (i32) -> ()
}) : () -> ()

// CHECK: util.func @short(%a: index) -> (%a, index) {
"util.func"() <{sym_name = "short", function_type = (index) -> (index, index), tied_operands = [0 : index]}> ({
^bb0(%a: index):
  util.return %a, %a : index, index
}) : () -> ()
