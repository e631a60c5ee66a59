#executable_target_vulkan_spirv_fb = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "vp_android_baseline_2022", features = "spirv:v1.3,cap:Shader", wgp = <compute = fp32|int32, storage = b32, subgroup = none, subgroup_size_choices = [64], max_workgroup_sizes = [128, 128, 64], max_thread_count_per_workgroup = 128, max_workgroup_memory_bytes = 16384, max_workgroup_counts = [65535, 65535, 65535]>>}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#device_target_vulkan = #hal.device.target<"vulkan", [#executable_target_vulkan_spirv_fb]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_vulkan, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_4x16x8_f32, sym_name = "main_dispatch_0_matmul_4x16x8_f32"}> ({
      %57:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%57#0, %57#1, %57#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_4x16x8_f32"}> ({
      ^bb0(%arg24: !stream.binding, %arg25: !stream.binding, %arg26: !stream.binding, %arg27: !stream.binding):
        %40 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %41 = "arith.constant"() <{value = 0 : index}> : () -> index
        %42 = "stream.binding.subspan"(%arg24, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %43 = "stream.binding.subspan"(%arg25, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>
        %44 = "stream.binding.subspan"(%arg26, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %45 = "stream.binding.subspan"(%arg27, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
        %46 = "iree_tensor_ext.dispatch.tensor.load"(%42) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32>
        %47 = "iree_tensor_ext.dispatch.tensor.load"(%43) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 16>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>) -> tensor<8x16xf32>
        %48 = "iree_tensor_ext.dispatch.tensor.load"(%44) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 16>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>) -> tensor<16xf32>
        %49 = "tensor.empty"() : () -> tensor<4x16xf32>
        %50 = "linalg.fill"(%40, %49) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg34: f32, %arg35: f32):
          "linalg.yield"(%arg34) : (f32) -> ()
        }) : (f32, tensor<4x16xf32>) -> tensor<4x16xf32>
        %51 = "linalg.matmul"(%46, %47, %50) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg31: f32, %arg32: f32, %arg33: f32):
          %55 = "arith.mulf"(%arg31, %arg32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %56 = "arith.addf"(%arg33, %55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%56) : (f32) -> ()
        }) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
        %52 = "linalg.generic"(%51, %48, %49) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg28: f32, %arg29: f32, %arg30: f32):
          %53 = "arith.addf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %54 = "arith.maximumf"(%53, %40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%54) : (f32) -> ()
        }) : (tensor<4x16xf32>, tensor<16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%52, %45) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 16>, static_strides = array<i64: 1, 1>}> : (tensor<4x16xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_4x4x16_f32, sym_name = "main_dispatch_1_matmul_4x4x16_f32"}> ({
      %39:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%39#0, %39#1, %39#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_4x4x16_f32"}> ({
      ^bb0(%arg12: !stream.binding, %arg13: !stream.binding, %arg14: !stream.binding, %arg15: !stream.binding):
        %22 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %23 = "arith.constant"() <{value = 0 : index}> : () -> index
        %24 = "stream.binding.subspan"(%arg12, %23) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>>
        %25 = "stream.binding.subspan"(%arg13, %23) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x4xf32>>
        %26 = "stream.binding.subspan"(%arg14, %23) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %27 = "stream.binding.subspan"(%arg15, %23) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>
        %28 = "iree_tensor_ext.dispatch.tensor.load"(%24) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 16>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>>) -> tensor<4x16xf32>
        %29 = "iree_tensor_ext.dispatch.tensor.load"(%25) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 16, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<16x4xf32>>) -> tensor<16x4xf32>
        %30 = "iree_tensor_ext.dispatch.tensor.load"(%26) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %31 = "tensor.empty"() : () -> tensor<4x4xf32>
        %32 = "linalg.fill"(%22, %31) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg22: f32, %arg23: f32):
          "linalg.yield"(%arg22) : (f32) -> ()
        }) : (f32, tensor<4x4xf32>) -> tensor<4x4xf32>
        %33 = "linalg.matmul"(%28, %29, %32) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg19: f32, %arg20: f32, %arg21: f32):
          %37 = "arith.mulf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %38 = "arith.addf"(%arg21, %37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%38) : (f32) -> ()
        }) : (tensor<4x16xf32>, tensor<16x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
        %34 = "linalg.generic"(%33, %30, %31) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
          %35 = "arith.addf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %36 = "arith.maximumf"(%35, %22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%36) : (f32) -> ()
        }) : (tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%34, %27) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view, %arg4: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 256 : index}> : () -> index
    %2 = "arith.constant"() <{value = 64 : index}> : () -> index
    %3 = "arith.constant"() <{value = 512 : index}> : () -> index
    %4 = "arith.constant"() <{value = 128 : index}> : () -> index
    %5 = "arith.constant"() <{value = 16 : index}> : () -> index
    %6 = "arith.constant"() <{value = 8 : index}> : () -> index
    %7 = "arith.constant"() <{value = 4 : index}> : () -> index
    %8 = "hal.element_type"() <{type = f32}> : () -> i32
    %9 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %8, %9, %7, %6) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %10 = "stream.tensor.import"(%arg0, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %8, %9, %6, %5) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %11 = "stream.tensor.import"(%arg1, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x16xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg2, %8, %9, %5) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %12 = "stream.tensor.import"(%arg2, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<16xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg3, %8, %9, %5, %7) <{message = "input3"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %13 = "stream.tensor.import"(%arg3, %1) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<16x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg4, %8, %9, %7) <{message = "input4"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %14 = "stream.tensor.import"(%arg4, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %15:2 = "stream.resource.alloca"(%2) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %16:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<transient>, !stream.timepoint)
    %17 = "stream.timepoint.join"(%15#1, %16#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %18 = "stream.cmd.execute"(%10, %11, %12, %13, %14, %15#0, %16#0, %4, %3, %2, %1, %5, %2, %1, %17) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 7, 7, 1>}> ({
    ^bb0(%arg5: !stream.resource<external>, %arg6: !stream.resource<external>, %arg7: !stream.resource<external>, %arg8: !stream.resource<external>, %arg9: !stream.resource<external>, %arg10: !stream.resource<external>, %arg11: !stream.resource<transient>):
      "stream.cmd.dispatch"(%arg5, %arg6, %arg7, %arg11, %4, %3, %2, %1, %0, %0, %0, %0, %4, %3, %2, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_4x16x8_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg11, %arg8, %arg9, %arg10, %1, %1, %5, %2, %0, %0, %0, %0, %1, %1, %5, %2) <{entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_4x4x16_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %19 = "stream.resource.dealloca"(%16#0, %1, %18) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %20 = "stream.timepoint.await"(%15#0, %2, %19) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %21 = "stream.tensor.export"(%20, %2) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%21) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x8xf32>, %input1: tensor<8x16xf32>, %input2: tensor<16xf32>, %input3: tensor<16x4xf32>, %input4: tensor<4xf32>) -> (%output0: tensor<4x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()


