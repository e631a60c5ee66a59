// RUN: xdsl-opt %s > %t.custom
// RUN: xdsl-opt %s --print-op-generic > %t.generic
// RUN: filecheck %s < %t.custom
// RUN: xdsl-opt < %t.custom | filecheck %s
// RUN: xdsl-opt < %t.generic | filecheck %s
// RUN: iree-opt --mlir-print-op-generic < %t.custom > %t.via_xdsl
// RUN: iree-opt --mlir-print-op-generic < %t.generic > %t.via_xdsl_generic
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: iree-opt --mlir-print-op-generic %s | xdsl-opt | iree-opt --mlir-print-op-generic > %t.via_iree_generic
// RUN: diff %t.iree %t.via_xdsl
// RUN: diff %t.iree %t.via_xdsl_generic
// RUN: diff %t.iree %t.via_iree_generic

// The stream.tensor.* ops, declared by their assembly formats: the input is in
// xdsl-opt's own output form, so printing gives it back (also through the
// generic form), and iree-opt reads our custom and generic output, and we read
// its generic output, as the same IR.

builtin.module {
  util.func public @tensor_ops(%buf: tensor<?x4xf32>, %d0: index, %d1: index, %size: index, %i: index, %f: f32, %r: !stream.resource<*>, %st: !stream.resource<staging>) -> !stream.resource<*> {
    %imp = stream.tensor.import on(#hal.device.affinity<@dev>) consume %buf : tensor<?x4xf32> -> tensor<?x4xf32>{%d0} in !stream.resource<external>{%size}
    %imp2 = stream.tensor.import %buf : tensor<?x4xf32> -> tensor<4xf32> in !stream.resource<external>{%size}
    %exp = stream.tensor.export %imp : tensor<?x4xf32>{%d0} in !stream.resource<external>{%size} -> tensor<?x4xf32>
    %sz = stream.tensor.sizeof tensor<?x?xf32>{%d0, %d1} : index
    %sz2 = stream.tensor.sizeof on(#hal.device.affinity<@dev>) tensor<4xf32> : index
    %e = stream.tensor.empty : tensor<0x?xf32>{%d0} in !stream.resource<*>{%size}
    %c = stream.tensor.constant : tensor<2xi32> in !stream.resource<constant> = dense<[1, 2]> : tensor<2xi32>
    %c2 = stream.tensor.constant on(#hal.device.affinity<@dev>) : tensor<?xi32>{%d0} in !stream.resource<*> = dense<[1, 2]> : tensor<2xi32>
    %s = stream.tensor.splat %f : f32 -> tensor<?x4xf32>{%d0} in !stream.resource<*>{%size}
    %cl = stream.tensor.clone %s : tensor<?x4xf32>{%d0} in !stream.resource<*>{%size} -> tensor<?x4xf32>{%d1} in !stream.resource<*>{%size}
    %en = stream.tensor.encode on(#hal.device.affinity<@dev>) %s : tensor<?x4xf32>{%d0} in !stream.resource<*>{%size} -> tensor<?x4xf16>{%d0} in !stream.resource<*>{%size}
    %sl = stream.tensor.slice %s[%i, %i for %d0, %d1] : tensor<?x4xf32>{%d0} in !stream.resource<*>{%size} -> tensor<?x?xf32>{%d0, %d1} in !stream.resource<*>{%size}
    %fi = stream.tensor.fill %f, %s[%i, %i for %d0, %d1] : f32 -> tensor<?x4xf32>{%d0} in %s as !stream.resource<*>{%size}
    %fi2 = stream.tensor.fill on(#hal.device.affinity<@dev>) %f, %s : f32 -> tensor<?x4xf32>{%d0} in %s as !stream.resource<*>{%size}
    %up = stream.tensor.update %sl, %fi[%i, %i] : tensor<?x?xf32>{%d0, %d1} in !stream.resource<*>{%size} -> tensor<?x4xf32>{%d0} in %fi as !stream.resource<*>{%size}
    %l = stream.tensor.load %st[%i] : tensor<?xf32>{%d0} in !stream.resource<staging>{%size} -> f32
    %l0 = stream.tensor.load %st : tensor<f32> in !stream.resource<staging>{%size} -> f32
    %so = stream.tensor.store %f, %st[%i, %i] : f32 -> tensor<4x?xf32>{%d0} in %st as !stream.resource<staging>{%size}
    %so0 = stream.tensor.store %f, %st : f32 -> tensor<f32> in %st as !stream.resource<staging>{%size} attributes {y}
    util.return %up : !stream.resource<*>
  }
  util.func public @trace(%r: !stream.resource<staging>, %sz: index, %d: index) {
    stream.tensor.trace "hello" = [
      %r : tensor<?x4xf32>{%d} in !stream.resource<staging>{%sz},
      %r : tensor<4xf32> in !stream.resource<staging>{%sz}
    ]
    stream.tensor.trace "empty" = [
      %r : tensor<f32> in !stream.resource<staging>{%sz}
    ] attributes {x}
    util.return
  }
  util.func public @tdispatch(%r: !stream.resource<*>, %sz: index, %d: index) -> (!stream.resource<*>, !stream.resource<*>) {
    %c1 = arith.constant 1 : index
    %0 = stream.tensor.dispatch @ex::@fn[%c1](%r) : (tensor<?x4xf32>{%d} in !stream.resource<*>{%sz}) -> tensor<4xf32> in !stream.resource<*>{%sz}
    %1, %2, %3 = stream.tensor.dispatch on(#hal.device.affinity<@dev>) {@ex::@fn, @ex::@fn2}(%r) {foo} : (tensor<?x4xf32>{%d} in !stream.resource<*>{%sz}) -> (tensor<?x4xf32>{%d} in %r{%sz}, tensor<?x4xf32>{%d} in %r as !stream.resource<transient>{%sz}, tensor<8xf32> in !stream.resource<*>{%sz})
    stream.tensor.dispatch @ex::@fn() : () -> ()
    util.return %0, %1 : !stream.resource<*>, !stream.resource<*>
  }
}


// CHECK: builtin.module {
// CHECK-NEXT: util.func public @tensor_ops(%buf: tensor<?x4xf32>, %d0: index, %d1: index, %size: index, %i: index, %f: f32, %r: !stream.resource<*>, %st: !stream.resource<staging>) -> !stream.resource<*> {
// CHECK-NEXT: %imp = stream.tensor.import on(#hal.device.affinity<@dev>) consume %buf : tensor<?x4xf32> -> tensor<?x4xf32>{%d0} in !stream.resource<external>{%size}
// CHECK-NEXT: %imp2 = stream.tensor.import %buf : tensor<?x4xf32> -> tensor<4xf32> in !stream.resource<external>{%size}
// CHECK-NEXT: %exp = stream.tensor.export %imp : tensor<?x4xf32>{%d0} in !stream.resource<external>{%size} -> tensor<?x4xf32>
// CHECK-NEXT: %sz = stream.tensor.sizeof tensor<?x?xf32>{%d0, %d1} : index
// CHECK-NEXT: %sz2 = stream.tensor.sizeof on(#hal.device.affinity<@dev>) tensor<4xf32> : index
// CHECK-NEXT: %e = stream.tensor.empty : tensor<0x?xf32>{%d0} in !stream.resource<*>{%size}
// CHECK-NEXT: %c = stream.tensor.constant : tensor<2xi32> in !stream.resource<constant> = dense<[1, 2]> : tensor<2xi32>
// CHECK-NEXT: %c2 = stream.tensor.constant on(#hal.device.affinity<@dev>) : tensor<?xi32>{%d0} in !stream.resource<*> = dense<[1, 2]> : tensor<2xi32>
// CHECK-NEXT: %s = stream.tensor.splat %f : f32 -> tensor<?x4xf32>{%d0} in !stream.resource<*>{%size}
// CHECK-NEXT: %cl = stream.tensor.clone %s : tensor<?x4xf32>{%d0} in !stream.resource<*>{%size} -> tensor<?x4xf32>{%d1} in !stream.resource<*>{%size}
// CHECK-NEXT: %en = stream.tensor.encode on(#hal.device.affinity<@dev>) %s : tensor<?x4xf32>{%d0} in !stream.resource<*>{%size} -> tensor<?x4xf16>{%d0} in !stream.resource<*>{%size}
// CHECK-NEXT: %sl = stream.tensor.slice %s[%i, %i for %d0, %d1] : tensor<?x4xf32>{%d0} in !stream.resource<*>{%size} -> tensor<?x?xf32>{%d0, %d1} in !stream.resource<*>{%size}
// CHECK-NEXT: %fi = stream.tensor.fill %f, %s[%i, %i for %d0, %d1] : f32 -> tensor<?x4xf32>{%d0} in %s as !stream.resource<*>{%size}
// CHECK-NEXT: %fi2 = stream.tensor.fill on(#hal.device.affinity<@dev>) %f, %s : f32 -> tensor<?x4xf32>{%d0} in %s as !stream.resource<*>{%size}
// CHECK-NEXT: %up = stream.tensor.update %sl, %fi[%i, %i] : tensor<?x?xf32>{%d0, %d1} in !stream.resource<*>{%size} -> tensor<?x4xf32>{%d0} in %fi as !stream.resource<*>{%size}
// CHECK-NEXT: %l = stream.tensor.load %st[%i] : tensor<?xf32>{%d0} in !stream.resource<staging>{%size} -> f32
// CHECK-NEXT: %l0 = stream.tensor.load %st : tensor<f32> in !stream.resource<staging>{%size} -> f32
// CHECK-NEXT: %so = stream.tensor.store %f, %st[%i, %i] : f32 -> tensor<4x?xf32>{%d0} in %st as !stream.resource<staging>{%size}
// CHECK-NEXT: %so0 = stream.tensor.store %f, %st : f32 -> tensor<f32> in %st as !stream.resource<staging>{%size} attributes {y}
// CHECK-NEXT: util.return %up : !stream.resource<*>
// CHECK-NEXT: }
// CHECK-NEXT: util.func public @trace(%r: !stream.resource<staging>, %sz: index, %d: index) {
// CHECK-NEXT: stream.tensor.trace "hello" = [
// CHECK-NEXT: %r : tensor<?x4xf32>{%d} in !stream.resource<staging>{%sz},
// CHECK-NEXT: %r : tensor<4xf32> in !stream.resource<staging>{%sz}
// CHECK-NEXT: ]
// CHECK-NEXT: stream.tensor.trace "empty" = [
// CHECK-NEXT: %r : tensor<f32> in !stream.resource<staging>{%sz}
// CHECK-NEXT: ] attributes {x}
// CHECK-NEXT: util.return
// CHECK-NEXT: }
// CHECK-NEXT: util.func public @tdispatch(%r: !stream.resource<*>, %sz: index, %d: index) -> (!stream.resource<*>, !stream.resource<*>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = stream.tensor.dispatch @ex::@fn[%c1](%r) : (tensor<?x4xf32>{%d} in !stream.resource<*>{%sz}) -> tensor<4xf32> in !stream.resource<*>{%sz}
// CHECK-NEXT: %1, %2, %3 = stream.tensor.dispatch on(#hal.device.affinity<@dev>) {@ex::@fn, @ex::@fn2}(%r) {foo} : (tensor<?x4xf32>{%d} in !stream.resource<*>{%sz}) -> (tensor<?x4xf32>{%d} in %r{%sz}, tensor<?x4xf32>{%d} in %r as !stream.resource<transient>{%sz}, tensor<8xf32> in !stream.resource<*>{%sz})
// CHECK-NEXT: stream.tensor.dispatch @ex::@fn() : () -> ()
// CHECK-NEXT: util.return %0, %1 : !stream.resource<*>, !stream.resource<*>
// CHECK-NEXT: }
// CHECK-NEXT: }
