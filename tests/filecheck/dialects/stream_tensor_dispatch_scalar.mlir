// RUN: xdsl-opt %s > %t.custom
// RUN: filecheck %s < %t.custom
// RUN: xdsl-opt < %t.custom | filecheck %s
// RUN: iree-opt --mlir-print-op-generic < %t.custom > %t.via_xdsl
// RUN: xdsl-opt %s --print-op-generic | iree-opt --mlir-print-op-generic > %t.via_xdsl_generic
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: iree-opt --mlir-print-op-generic %s | xdsl-opt | iree-opt --mlir-print-op-generic > %t.via_iree_generic
// RUN: diff %t.iree %t.via_xdsl
// RUN: diff %t.iree %t.via_xdsl_generic
// RUN: diff %t.iree %t.via_iree_generic

// stream.tensor.dispatch with a scalar operand: its encoding is `!util.unused`
// in generic form.  iree-opt reads what we print (custom and generic), and we
// read iree-opt's generic form (util_unused.mlir has the type on its own).

builtin.module {
  util.func public @tdispatch(%r: !stream.resource<*>, %sz: index, %d: index, %n: i32) -> (!stream.resource<*>, !stream.resource<*>) {
    %c1 = arith.constant 1 : index
    %0 = stream.tensor.dispatch @ex::@fn[%c1](%r, %n) : (tensor<?x4xf32>{%d} in !stream.resource<*>{%sz}, i32) -> tensor<4xf32> in !stream.resource<*>{%sz}
    %1, %2, %3 = stream.tensor.dispatch on(#hal.device.affinity<@dev>) {@ex::@fn, @ex::@fn2}(%r) {foo} : (tensor<?x4xf32>{%d} in !stream.resource<*>{%sz}) -> (tensor<?x4xf32>{%d} in %r{%sz}, tensor<?x4xf32>{%d} in %r as !stream.resource<transient>{%sz}, tensor<8xf32> in !stream.resource<*>{%sz})
    stream.tensor.dispatch @ex::@fn() : () -> ()
    util.return %0, %1 : !stream.resource<*>, !stream.resource<*>
  }
}


// CHECK: builtin.module {
// CHECK-NEXT: util.func public @tdispatch(%r: !stream.resource<*>, %sz: index, %d: index, %n: i32) -> (!stream.resource<*>, !stream.resource<*>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = stream.tensor.dispatch @ex::@fn[%c1](%r, %n) : (tensor<?x4xf32>{%d} in !stream.resource<*>{%sz}, i32) -> tensor<4xf32> in !stream.resource<*>{%sz}
// CHECK-NEXT: %1, %2, %3 = stream.tensor.dispatch on(#hal.device.affinity<@dev>) {@ex::@fn, @ex::@fn2}(%r) {foo} : (tensor<?x4xf32>{%d} in !stream.resource<*>{%sz}) -> (tensor<?x4xf32>{%d} in %r{%sz}, tensor<?x4xf32>{%d} in %r as !stream.resource<transient>{%sz}, tensor<8xf32> in !stream.resource<*>{%sz})
// CHECK-NEXT: stream.tensor.dispatch @ex::@fn() : () -> ()
// CHECK-NEXT: util.return %0, %1 : !stream.resource<*>, !stream.resource<*>
// CHECK-NEXT: }
// CHECK-NEXT: }
