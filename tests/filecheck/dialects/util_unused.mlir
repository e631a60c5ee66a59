// RUN: xdsl-opt %s > %t.custom
// RUN: xdsl-opt %s --print-op-generic > %t.generic
// RUN: filecheck %s < %t.custom
// RUN: xdsl-opt < %t.custom | filecheck %s
// RUN: filecheck %s --check-prefix=GENERIC < %t.generic
// RUN: xdsl-opt < %t.generic | filecheck %s
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: iree-opt --mlir-print-op-generic < %t.custom > %t.via_xdsl
// RUN: iree-opt --mlir-print-op-generic < %t.generic > %t.via_xdsl_generic
// RUN: iree-opt --mlir-print-op-generic %s | xdsl-opt --print-op-generic | iree-opt --mlir-print-op-generic > %t.via_iree_generic
// RUN: iree-opt --mlir-print-op-generic %s | xdsl-opt | iree-opt --mlir-print-op-generic > %t.via_iree_custom
// RUN: diff %t.iree %t.via_xdsl
// RUN: diff %t.iree %t.via_xdsl_generic
// RUN: diff %t.iree %t.via_iree_generic
// RUN: diff %t.iree %t.via_iree_custom

// `!util.unused` is a type of the util dialect.  Programs rarely spell it, but
// every `stream.tensor.dispatch` whose operand or result has no tensor
// encoding (a scalar operand, a result typed only by its resource) stores it
// in `operand_encodings`/`result_encodings`, so the generic form of such a
// dispatch names it and has to read back, here and in iree-opt.

util.func public @passes_unused(%u: !util.unused) -> !util.unused {
  util.return %u : !util.unused
}

util.func public @scalar_operand(%r: !stream.resource<*>, %sz: index, %n: i32) -> !stream.resource<*> {
  %0 = stream.tensor.dispatch @ex::@fn(%r, %n) : (tensor<4xf32> in !stream.resource<*>{%sz}, i32) -> !stream.resource<*>{%sz}
  util.return %0 : !stream.resource<*>
}

// CHECK:      util.func public @passes_unused(%u: !util.unused) -> !util.unused {
// CHECK-NEXT:   util.return %u : !util.unused
// CHECK-NEXT: }
// CHECK:      util.func public @scalar_operand(%r: !stream.resource<*>, %sz: index, %n: i32) -> !stream.resource<*> {
// CHECK-NEXT:   %0 = stream.tensor.dispatch @ex::@fn(%r, %n) : (tensor<4xf32> in !stream.resource<*>{%sz}, i32) -> !stream.resource<*>{%sz}
// CHECK-NEXT:   util.return %0 : !stream.resource<*>
// CHECK-NEXT: }

// GENERIC:      "util.func"() <{sym_name = "passes_unused", function_type = (!util.unused) -> !util.unused,
// GENERIC-NEXT: ^bb0(%u: !util.unused):
// GENERIC-NEXT:   "util.return"(%u) : (!util.unused) -> ()
// GENERIC:      "stream.tensor.dispatch"
// GENERIC-SAME: operand_encodings = [tensor<4xf32>, !util.unused], result_encodings = [!util.unused]
