#executable_target_vulkan_spirv_fb = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "vp_android_baseline_2022", features = "spirv:v1.3,cap:Shader", wgp = <compute = fp32|int32, storage = b32, subgroup = none, subgroup_size_choices = [64], max_workgroup_sizes = [128, 128, 64], max_thread_count_per_workgroup = 128, max_workgroup_memory_bytes = 16384, max_workgroup_counts = [65535, 65535, 65535]>>}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0)>
#map5 = affine_map<(d0, d1, d2) -> (d2, d1)>
#device_target_vulkan = #hal.device.target<"vulkan", [#executable_target_vulkan_spirv_fb]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_vulkan, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_8x8x16_f32, sym_name = "main_dispatch_0_matmul_8x8x16_f32"}> ({
      %72:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%72#0, %72#1, %72#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_8x8x16_f32"}> ({
      ^bb0(%arg34: !stream.binding, %arg35: !stream.binding, %arg36: !stream.binding):
        %60 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %61 = "arith.constant"() <{value = 0 : index}> : () -> index
        %62 = "stream.binding.subspan"(%arg34, %61) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>
        %63 = "stream.binding.subspan"(%arg35, %61) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>
        %64 = "stream.binding.subspan"(%arg36, %61) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>
        %65 = "iree_tensor_ext.dispatch.tensor.load"(%62) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 16>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>) -> tensor<8x16xf32>
        %66 = "iree_tensor_ext.dispatch.tensor.load"(%63) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 16>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>) -> tensor<8x16xf32>
        %67 = "tensor.empty"() : () -> tensor<8x8xf32>
        %68 = "linalg.fill"(%60, %67) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg40: f32, %arg41: f32):
          "linalg.yield"(%arg40) : (f32) -> ()
        }) : (f32, tensor<8x8xf32>) -> tensor<8x8xf32>
        %69 = "linalg.matmul"(%65, %66, %68) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg37: f32, %arg38: f32, %arg39: f32):
          %70 = "arith.mulf"(%arg37, %arg38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %71 = "arith.addf"(%arg39, %70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%71) : (f32) -> ()
        }) : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%69, %64) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_reduction_8x8_f32, sym_name = "main_dispatch_1_reduction_8x8_f32"}> ({
      %59:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%59#0, %59#1, %59#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_reduction_8x8_f32"}> ({
      ^bb0(%arg25: !stream.binding, %arg26: !stream.binding):
        %43 = "arith.constant"() <{value = -3.40282347E+38 : f32}> : () -> f32
        %44 = "arith.constant"() <{value = 2.500000e-01 : f32}> : () -> f32
        %45 = "arith.constant"() <{value = 0 : index}> : () -> index
        %46 = "stream.binding.subspan"(%arg25, %45) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>
        %47 = "stream.binding.subspan"(%arg26, %45) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>
        %48 = "iree_tensor_ext.dispatch.tensor.load"(%46) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>) -> tensor<8x8xf32>
        %49 = "tensor.empty"() : () -> tensor<8x8xf32>
        %50 = "tensor.empty"() : () -> tensor<8xf32>
        %51 = "linalg.fill"(%43, %50) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg32: f32, %arg33: f32):
          "linalg.yield"(%arg32) : (f32) -> ()
        }) : (f32, tensor<8xf32>) -> tensor<8xf32>
        %52 = "linalg.generic"(%48, %51) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg30: f32, %arg31: f32):
          %57 = "arith.mulf"(%arg30, %44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %58 = "arith.maximumf"(%57, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%58) : (f32) -> ()
        }) : (tensor<8x8xf32>, tensor<8xf32>) -> tensor<8xf32>
        %53 = "linalg.generic"(%48, %52, %49) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg27: f32, %arg28: f32, %arg29: f32):
          %54 = "arith.mulf"(%arg27, %44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %55 = "arith.subf"(%54, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %56 = "math.exp"(%55) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%56) : (f32) -> ()
        }) : (tensor<8x8xf32>, tensor<8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%53, %47) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_reduction_8x8_f32, sym_name = "main_dispatch_2_reduction_8x8_f32"}> ({
      %42:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%42#0, %42#1, %42#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_reduction_8x8_f32"}> ({
      ^bb0(%arg16: !stream.binding, %arg17: !stream.binding):
        %30 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %31 = "arith.constant"() <{value = 0 : index}> : () -> index
        %32 = "stream.binding.subspan"(%arg16, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>
        %33 = "stream.binding.subspan"(%arg17, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>
        %34 = "iree_tensor_ext.dispatch.tensor.load"(%32) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>) -> tensor<8x8xf32>
        %35 = "tensor.empty"() : () -> tensor<8x8xf32>
        %36 = "tensor.empty"() : () -> tensor<8xf32>
        %37 = "linalg.fill"(%30, %36) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg23: f32, %arg24: f32):
          "linalg.yield"(%arg23) : (f32) -> ()
        }) : (f32, tensor<8xf32>) -> tensor<8xf32>
        %38 = "linalg.generic"(%34, %37) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg21: f32, %arg22: f32):
          %41 = "arith.addf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%41) : (f32) -> ()
        }) : (tensor<8x8xf32>, tensor<8xf32>) -> tensor<8xf32>
        %39 = "linalg.generic"(%34, %38, %35) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg18: f32, %arg19: f32, %arg20: f32):
          %40 = "arith.divf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%40) : (f32) -> ()
        }) : (tensor<8x8xf32>, tensor<8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%39, %33) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_matmul_8x16x8_f32, sym_name = "main_dispatch_3_matmul_8x16x8_f32"}> ({
      %29:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%29#0, %29#1, %29#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_matmul_8x16x8_f32"}> ({
      ^bb0(%arg8: !stream.binding, %arg9: !stream.binding, %arg10: !stream.binding):
        %17 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %18 = "arith.constant"() <{value = 0 : index}> : () -> index
        %19 = "stream.binding.subspan"(%arg8, %18) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>
        %20 = "stream.binding.subspan"(%arg9, %18) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>
        %21 = "stream.binding.subspan"(%arg10, %18) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>
        %22 = "iree_tensor_ext.dispatch.tensor.load"(%19) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>) -> tensor<8x8xf32>
        %23 = "iree_tensor_ext.dispatch.tensor.load"(%20) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 16>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>) -> tensor<8x16xf32>
        %24 = "tensor.empty"() : () -> tensor<8x16xf32>
        %25 = "linalg.fill"(%17, %24) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg14: f32, %arg15: f32):
          "linalg.yield"(%arg14) : (f32) -> ()
        }) : (f32, tensor<8x16xf32>) -> tensor<8x16xf32>
        %26 = "linalg.matmul"(%22, %23, %25) <{indexing_maps = [#map, #map5, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg11: f32, %arg12: f32, %arg13: f32):
          %27 = "arith.mulf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %28 = "arith.addf"(%arg13, %27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%28) : (f32) -> ()
        }) : (tensor<8x8xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%26, %21) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 16>, static_strides = array<i64: 1, 1>}> : (tensor<8x16xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 256 : index}> : () -> index
    %2 = "arith.constant"() <{value = 512 : index}> : () -> index
    %3 = "arith.constant"() <{value = 16 : index}> : () -> index
    %4 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5 = "hal.element_type"() <{type = f32}> : () -> i32
    %6 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %5, %6, %4, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %7 = "stream.tensor.import"(%arg0, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x16xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %5, %6, %4, %3) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %8 = "stream.tensor.import"(%arg1, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x16xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg2, %5, %6, %4, %3) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %9 = "stream.tensor.import"(%arg2, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x16xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %10:2 = "stream.resource.alloca"(%2) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %11:2 = "stream.resource.alloca"(%2) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<transient>, !stream.timepoint)
    %12 = "stream.timepoint.join"(%10#1, %11#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %13 = "stream.cmd.execute"(%7, %8, %9, %10#0, %11#0, %2, %2, %2, %2, %2, %12) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 5, 5, 1>}> ({
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.resource<external>, %arg5: !stream.resource<external>, %arg6: !stream.resource<external>, %arg7: !stream.resource<transient>):
      "stream.cmd.dispatch"(%arg3, %arg4, %arg7, %2, %2, %2, %0, %0, %0, %2, %2, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_8x8x16_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg7, %arg7, %2, %2, %0, %1, %1, %1) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_8x8_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg7, %arg7, %2, %2, %1, %0, %1, %1) <{entry_points = [@main_dispatch_2::@main_dispatch_2_reduction_8x8_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg7, %arg5, %arg6, %2, %2, %2, %0, %0, %0, %1, %2, %2) <{entry_points = [@main_dispatch_3::@main_dispatch_3_matmul_8x16x8_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %14 = "stream.resource.dealloca"(%11#0, %2, %13) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %15 = "stream.timepoint.await"(%10#0, %2, %14) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %16 = "stream.tensor.export"(%15, %2) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8x16xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%16) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<8x16xf32>, %input1: tensor<8x16xf32>, %input2: tensor<8x16xf32>) -> (%output0: tensor<8x16xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()


