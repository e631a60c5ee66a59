#executable_target_vulkan_spirv_fb = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "vp_android_baseline_2022", features = "spirv:v1.3,cap:Shader", wgp = <compute = fp32|int32, storage = b32, subgroup = none, subgroup_size_choices = [64], max_workgroup_sizes = [128, 128, 64], max_thread_count_per_workgroup = 128, max_workgroup_memory_bytes = 16384, max_workgroup_counts = [65535, 65535, 65535]>>}>
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d1)>
#device_target_vulkan = #hal.device.target<"vulkan", [#executable_target_vulkan_spirv_fb]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_vulkan, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_reduction_4x32_f32, sym_name = "main_dispatch_0_reduction_4x32_f32"}> ({
      %60:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%60#0, %60#1, %60#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_reduction_4x32_f32"}> ({
      ^bb0(%arg24: !stream.binding, %arg25: !stream.binding):
        %48 = "arith.constant"() <{value = 3.200000e+01 : f32}> : () -> f32
        %49 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %50 = "arith.constant"() <{value = 0 : index}> : () -> index
        %51 = "stream.binding.subspan"(%arg24, %50) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x32xf32>>
        %52 = "stream.binding.subspan"(%arg25, %50) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %53 = "iree_tensor_ext.dispatch.tensor.load"(%51) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 32>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x32xf32>>) -> tensor<4x32xf32>
        %54 = "tensor.empty"() : () -> tensor<4xf32>
        %55 = "linalg.fill"(%49, %54) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg30: f32, %arg31: f32):
          "linalg.yield"(%arg30) : (f32) -> ()
        }) : (f32, tensor<4xf32>) -> tensor<4xf32>
        %56 = "linalg.generic"(%53, %55) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg28: f32, %arg29: f32):
          %59 = "arith.addf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%59) : (f32) -> ()
        }) : (tensor<4x32xf32>, tensor<4xf32>) -> tensor<4xf32>
        %57 = "linalg.generic"(%56, %54) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg26: f32, %arg27: f32):
          %58 = "arith.divf"(%arg26, %48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%58) : (f32) -> ()
        }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%57, %52) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_reduction_4x32_f32, sym_name = "main_dispatch_1_reduction_4x32_f32"}> ({
      %47:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%47#0, %47#1, %47#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_reduction_4x32_f32"}> ({
      ^bb0(%arg8: !stream.binding, %arg9: !stream.binding, %arg10: !stream.binding, %arg11: !stream.binding, %arg12: !stream.binding):
        %19 = "arith.constant"() <{value = 9.99999974E-6 : f32}> : () -> f32
        %20 = "arith.constant"() <{value = 3.200000e+01 : f32}> : () -> f32
        %21 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %22 = "arith.constant"() <{value = 0 : index}> : () -> index
        %23 = "stream.binding.subspan"(%arg8, %22) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x32xf32>>
        %24 = "stream.binding.subspan"(%arg9, %22) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %25 = "stream.binding.subspan"(%arg10, %22) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>
        %26 = "stream.binding.subspan"(%arg11, %22) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>
        %27 = "stream.binding.subspan"(%arg12, %22) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x32xf32>>
        %28 = "iree_tensor_ext.dispatch.tensor.load"(%23) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 32>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x32xf32>>) -> tensor<4x32xf32>
        %29 = "iree_tensor_ext.dispatch.tensor.load"(%24) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %30 = "iree_tensor_ext.dispatch.tensor.load"(%25) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>) -> tensor<32xf32>
        %31 = "iree_tensor_ext.dispatch.tensor.load"(%26) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 32>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<32xf32>>) -> tensor<32xf32>
        %32 = "tensor.empty"() : () -> tensor<4x32xf32>
        %33 = "tensor.empty"() : () -> tensor<4xf32>
        %34 = "linalg.fill"(%21, %33) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg22: f32, %arg23: f32):
          "linalg.yield"(%arg22) : (f32) -> ()
        }) : (f32, tensor<4xf32>) -> tensor<4xf32>
        %35 = "linalg.generic"(%28, %29, %34) <{indexing_maps = [#map, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg19: f32, %arg20: f32, %arg21: f32):
          %44 = "arith.subf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %45 = "arith.mulf"(%44, %44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %46 = "arith.addf"(%45, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%46) : (f32) -> ()
        }) : (tensor<4x32xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %36 = "linalg.generic"(%28, %29, %35, %30, %31, %32) <{indexing_maps = [#map, #map1, #map1, #map3, #map3, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 5, 1>}> ({
        ^bb0(%arg13: f32, %arg14: f32, %arg15: f32, %arg16: f32, %arg17: f32, %arg18: f32):
          %37 = "arith.divf"(%arg15, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %38 = "arith.addf"(%37, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %39 = "math.rsqrt"(%38) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          %40 = "arith.subf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %41 = "arith.mulf"(%40, %39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %42 = "arith.mulf"(%41, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %43 = "arith.addf"(%42, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%43) : (f32) -> ()
        }) : (tensor<4x32xf32>, tensor<4xf32>, tensor<4xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4x32xf32>) -> tensor<4x32xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%36, %27) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 32>, static_strides = array<i64: 1, 1>}> : (tensor<4x32xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x32xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 64 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 16 : index}> : () -> index
    %3 = "arith.constant"() <{value = 128 : index}> : () -> index
    %4 = "arith.constant"() <{value = 512 : index}> : () -> index
    %5 = "arith.constant"() <{value = 32 : index}> : () -> index
    %6 = "arith.constant"() <{value = 4 : index}> : () -> index
    %7 = "hal.element_type"() <{type = f32}> : () -> i32
    %8 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %7, %8, %6, %5) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %9 = "stream.tensor.import"(%arg0, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x32xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %7, %8, %5) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %10 = "stream.tensor.import"(%arg1, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<32xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg2, %7, %8, %5) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %11 = "stream.tensor.import"(%arg2, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<32xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %12:2 = "stream.resource.alloca"(%4) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %13:2 = "stream.resource.alloca"(%0) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<transient>, !stream.timepoint)
    %14 = "stream.timepoint.join"(%12#1, %13#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %15 = "stream.cmd.execute"(%9, %10, %11, %12#0, %13#0, %4, %3, %3, %4, %0, %14) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 5, 5, 1>}> ({
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.resource<external>, %arg5: !stream.resource<external>, %arg6: !stream.resource<external>, %arg7: !stream.resource<transient>):
      "stream.cmd.dispatch"(%arg3, %arg7, %4, %0, %1, %1, %4, %2) <{entry_points = [@main_dispatch_0::@main_dispatch_0_reduction_4x32_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg3, %arg7, %arg4, %arg5, %arg6, %4, %0, %3, %3, %4, %1, %1, %1, %1, %1, %4, %2, %3, %3, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_4x32_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<transient>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %16 = "stream.resource.dealloca"(%13#0, %0, %15) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %17 = "stream.timepoint.await"(%12#0, %4, %16) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %18 = "stream.tensor.export"(%17, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x32xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%18) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x32xf32>, %input1: tensor<32xf32>, %input2: tensor<32xf32>) -> (%output0: tensor<4x32xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()


