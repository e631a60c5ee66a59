// RUN: xdsl-opt --allow-unregistered-dialect %s > %t.ours
// RUN: filecheck %s < %t.ours
// RUN: xdsl-opt --allow-unregistered-dialect < %t.ours | filecheck %s
// RUN: iree-opt < %t.ours | filecheck %s --check-prefix=IREE
// RUN: iree-opt --mlir-print-op-generic %s | xdsl-opt --allow-unregistered-dialect | filecheck %s --check-prefix=FROM-IREE

// Typed attributes `#dialect.attr<...> : type` that this package keeps
// verbatim (device targets, composites, parameters), as util.global initial
// values and function attributes; the input writes the globals in generic
// form, xdsl-opt prints them in IREE's custom form.  Aliases are expanded
// when xdsl-opt prints.

#executable_target = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">
#device_target_local = #hal.device.target<"local", [#executable_target]> : !hal.device
#composite = #util.composite<8xi8, [dense<1> : vector<4xi8>, dense<2> : vector<4xi8>]>
builtin.module {
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{initial_value = #hal.device.alias<"local"> : !hal.device, sym_name = "__device_1", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{initial_value = #hal.device.select<[#hal.device.ordinal<0> : !hal.device, #hal.device.fallback<@__device_0> : !hal.device]> : !hal.device, sym_name = "__device_2", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{initial_value = #stream.timepoint<immediate> : !stream.timepoint, is_mutable, sym_name = "tp", sym_visibility = "private", type = !stream.timepoint}> : () -> ()
  "util.global"() <{initial_value = #stream.parameter.named<"model"::"weight"> : tensor<4xf32>, sym_name = "w", sym_visibility = "private", type = tensor<4xf32>}> : () -> ()
  util.func private @f() attributes {inlining_policy = #util.inline.always, c = #composite, p = #util.byte_pattern<7> : tensor<4xi8>, stream.affinity = #hal.device.optimal<[#hal.device.affinity<@__device_0>, #hal.device.affinity<@__device_1>]>} {
    util.return
  }
}

// CHECK:      builtin.module {
// CHECK-NEXT: util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">]> : !hal.device
// CHECK-NEXT: util.global private @__device_1 = #hal.device.alias<"local"> : !hal.device
// CHECK-NEXT: util.global private @__device_2 = #hal.device.select<[#hal.device.ordinal<0> : !hal.device, #hal.device.fallback<@__device_0> : !hal.device]> : !hal.device
// CHECK-NEXT: util.global private mutable @tp = #stream.timepoint<immediate> : !stream.timepoint
// CHECK-NEXT: util.global private @w = #stream.parameter.named<"model"::"weight"> : tensor<4xf32>
// CHECK-NEXT: util.func private @f() attributes {inlining_policy = #util.inline.always, c = #util.composite<8xi8, [dense<1> : vector<4xi8>, dense<2> : vector<4xi8>]>, p = #util.byte_pattern<7> : tensor<4xi8>, stream.affinity = #hal.device.optimal<[#hal.device.affinity<@__device_0>, #hal.device.affinity<@__device_1>]>} {
// CHECK-NEXT: util.return
// CHECK-NEXT: }
// CHECK-NEXT: }

// IREE:      #device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
// IREE:        util.global private @__device_0 = #device_target_local
// IREE-NEXT:   util.global private @__device_1 = #hal.device.alias<"local"> : !hal.device
// IREE-NEXT:   util.global private @__device_2 = #hal.device.select<[#hal.device.ordinal<0> : !hal.device, #hal.device.fallback<@__device_0> : !hal.device]> : !hal.device
// IREE-NEXT:   util.global private mutable @tp = #stream.timepoint<immediate> : !stream.timepoint
// IREE-NEXT:   util.global private @w = #stream.parameter.named<"model"::"weight"> : tensor<4xf32>
// IREE-NEXT:   util.func private @f() attributes {c = #composite_of_8b, inlining_policy = #util.inline.always, p = #util.byte_pattern<7> : tensor<4xi8>, stream.affinity = #hal.device.optimal<[#hal.device.affinity<@__device_0>, #hal.device.affinity<@__device_1>]>} {

// xdsl-opt reads iree-opt's generic output, with its alias definitions (one
// of them spanning several lines).

// FROM-IREE:      util.global private @__device_0 = #hal.device.target<"local", [#hal.executable.target<"llvm-cpu", "embedded-elf-x86_64">]> : !hal.device
// FROM-IREE:      util.global private mutable @tp = #stream.timepoint<immediate> : !stream.timepoint
// FROM-IREE:      util.func private @f() attributes {inlining_policy = #util.inline.always, c = #util.composite<8xi8, [
// FROM-IREE-NEXT:     dense<1> : vector<4xi8>,
// FROM-IREE-NEXT:     dense<2> : vector<4xi8>,
// FROM-IREE-NEXT: ]>, p = #util.byte_pattern<7> : tensor<4xi8>, stream.affinity = #hal.device.optimal<[#hal.device.affinity<@__device_0>, #hal.device.affinity<@__device_1>]>} {
