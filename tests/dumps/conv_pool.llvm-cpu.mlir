#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0 + d3, d1 + d4, d5)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5, d2)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0 * 2 + d3, d1 * 2 + d4, d2)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_conv_6x6x4x3x3x3_f32, sym_name = "main_dispatch_0_conv_6x6x4x3x3x3_f32"}> ({
      %50:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%50#0, %50#1, %50#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_conv_6x6x4x3x3x3_f32"}> ({
      ^bb0(%arg15: !stream.binding, %arg16: !stream.binding, %arg17: !stream.binding, %arg18: !stream.binding):
        %33 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %34 = "arith.constant"() <{value = 0 : index}> : () -> index
        %35 = "stream.binding.subspan"(%arg15, %34) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8x3xf32>>
        %36 = "stream.binding.subspan"(%arg16, %34) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x3x4xf32>>
        %37 = "stream.binding.subspan"(%arg17, %34) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %38 = "stream.binding.subspan"(%arg18, %34) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6x6x4xf32>>
        %39 = "iree_tensor_ext.dispatch.tensor.load"(%35) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 8, 8, 3>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8x3xf32>>) -> tensor<8x8x3xf32>
        %40 = "iree_tensor_ext.dispatch.tensor.load"(%36) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 3, 3, 3, 4>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<3x3x3x4xf32>>) -> tensor<3x3x3x4xf32>
        %41 = "iree_tensor_ext.dispatch.tensor.load"(%37) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %42 = "tensor.empty"() : () -> tensor<6x6x4xf32>
        %43 = "linalg.fill"(%33, %42) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg25: f32, %arg26: f32):
          "linalg.yield"(%arg25) : (f32) -> ()
        }) : (f32, tensor<6x6x4xf32>) -> tensor<6x6x4xf32>
        %44 = "linalg.generic"(%39, %40, %43) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg22: f32, %arg23: f32, %arg24: f32):
          %48 = "arith.mulf"(%arg22, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %49 = "arith.addf"(%arg24, %48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%49) : (f32) -> ()
        }) : (tensor<8x8x3xf32>, tensor<3x3x3x4xf32>, tensor<6x6x4xf32>) -> tensor<6x6x4xf32>
        %45 = "linalg.generic"(%44, %41, %42) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg19: f32, %arg20: f32, %arg21: f32):
          %46 = "arith.addf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %47 = "arith.maximumf"(%46, %33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%47) : (f32) -> ()
        }) : (tensor<6x6x4xf32>, tensor<4xf32>, tensor<6x6x4xf32>) -> tensor<6x6x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%45, %38) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 6, 6, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<6x6x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6x6x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_conv_3x3x4x2x2_f32, sym_name = "main_dispatch_1_conv_3x3x4x2x2_f32"}> ({
      %32:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%32#0, %32#1, %32#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_conv_3x3x4x2x2_f32"}> ({
      ^bb0(%arg8: !stream.binding, %arg9: !stream.binding):
        %22 = "arith.constant"() <{value = -3.40282347E+38 : f32}> : () -> f32
        %23 = "arith.constant"() <{value = 0 : index}> : () -> index
        %24 = "stream.binding.subspan"(%arg8, %23) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x4xf32>>
        %25 = "stream.binding.subspan"(%arg9, %23) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x4xf32>>
        %26 = "iree_tensor_ext.dispatch.tensor.load"(%24) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 6, 6, 4>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x4xf32>>) -> tensor<6x6x4xf32>
        %27 = "tensor.empty"() : () -> tensor<3x3x4xf32>
        %28 = "tensor.empty"() : () -> tensor<2x2xf32>
        %29 = "linalg.fill"(%22, %27) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg13: f32, %arg14: f32):
          "linalg.yield"(%arg13) : (f32) -> ()
        }) : (f32, tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
        %30 = "linalg.generic"(%26, %28, %29) <{indexing_maps = [#map5, #map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg10: f32, %arg11: f32, %arg12: f32):
          %31 = "arith.maximumf"(%arg12, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%31) : (f32) -> ()
        }) : (tensor<6x6x4xf32>, tensor<2x2xf32>, tensor<3x3x4xf32>) -> tensor<3x3x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%30, %25) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 3, 3, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<3x3x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<3x3x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 144 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 576 : index}> : () -> index
    %3 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4 = "arith.constant"() <{value = 432 : index}> : () -> index
    %5 = "arith.constant"() <{value = 768 : index}> : () -> index
    %6 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7 = "arith.constant"() <{value = 3 : index}> : () -> index
    %8 = "arith.constant"() <{value = 8 : index}> : () -> index
    %9 = "arith.constant"() <{value = 1 : index}> : () -> index
    %10 = "hal.element_type"() <{type = f32}> : () -> i32
    %11 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %10, %11, %9, %8, %8, %7) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %12 = "stream.tensor.import"(%arg0, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<1x8x8x3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %10, %11, %7, %7, %7, %6) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %13 = "stream.tensor.import"(%arg1, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<3x3x3x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg2, %10, %11, %6) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %14 = "stream.tensor.import"(%arg2, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %15:2 = "stream.resource.alloca"(%0) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %16:2 = "stream.resource.alloca"(%2) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<transient>, !stream.timepoint)
    %17 = "stream.timepoint.join"(%15#1, %16#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %18 = "stream.cmd.execute"(%12, %13, %14, %15#0, %16#0, %5, %4, %3, %0, %2, %17) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 5, 5, 1>}> ({
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.resource<external>, %arg5: !stream.resource<external>, %arg6: !stream.resource<external>, %arg7: !stream.resource<transient>):
      "stream.cmd.dispatch"(%arg3, %arg4, %arg5, %arg7, %5, %4, %3, %2, %1, %1, %1, %1, %5, %4, %3, %2) <{entry_points = [@main_dispatch_0::@main_dispatch_0_conv_6x6x4x3x3x3_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg7, %arg6, %2, %0, %1, %1, %2, %0) <{entry_points = [@main_dispatch_1::@main_dispatch_1_conv_3x3x4x2x2_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %19 = "stream.resource.dealloca"(%16#0, %2, %18) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %20 = "stream.timepoint.await"(%15#0, %0, %19) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %21 = "stream.tensor.export"(%20, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x3x3x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%21) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x8x8x3xf32>, %input1: tensor<3x3x3x4xf32>, %input2: tensor<4xf32>) -> (%output0: tensor<1x3x3x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()


