#executable_target_vulkan_spirv_fb = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "vp_android_baseline_2022", features = "spirv:v1.3,cap:Shader", wgp = <compute = fp32|int32, storage = b32, subgroup = none, subgroup_size_choices = [64], max_workgroup_sizes = [128, 128, 64], max_thread_count_per_workgroup = 128, max_workgroup_memory_bytes = 16384, max_workgroup_counts = [65535, 65535, 65535]>>}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#device_target_vulkan = #hal.device.target<"vulkan", [#executable_target_vulkan_spirv_fb]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_vulkan, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_w1_tensor_8x16xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_b1_tensor_16xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_w2_tensor_16x8xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.global"() <{sym_name = "__parameter_model_b2_tensor_8xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %57 = "arith.constant"() <{value = 32 : index}> : () -> index
    %58 = "arith.constant"() <{value = 64 : index}> : () -> index
    %59 = "arith.constant"() <{value = 512 : index}> : () -> index
    %60 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %61 = "util.buffer.constant"() <{value = "w1"}> : () -> !util.buffer
    %62 = "util.buffer.constant"() <{value = "b1"}> : () -> !util.buffer
    %63 = "util.buffer.constant"() <{value = "w2"}> : () -> !util.buffer
    %64 = "util.buffer.constant"() <{value = "b2"}> : () -> !util.buffer
    %65 = "util.buffer.constant"() <{value = "model"}> : () -> !util.buffer
    %66:5 = "stream.cmd.parameter.load"(%65, %61, %62, %63, %64, %60, %60, %60, %60, %59, %58, %59, %57) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 4, 4, 4, 0>}> : (!util.buffer, !util.buffer, !util.buffer, !util.buffer, !util.buffer, i64, i64, i64, i64, index, index, index, index) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.timepoint)
    %67:4 = "stream.timepoint.await"(%66#1, %66#3, %66#2, %66#0, %58, %57, %59, %59, %66#4) <{operandSegmentSizes = array<i32: 4, 4, 1>, sync}> : (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, index, index, index, index, !stream.timepoint) -> (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>)
    "util.global.store"(%67#0) <{global = @__parameter_model_b1_tensor_16xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%67#1) <{global = @__parameter_model_b2_tensor_8xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%67#3) <{global = @__parameter_model_w1_tensor_8x16xf32}> : (!stream.resource<constant>) -> ()
    "util.global.store"(%67#2) <{global = @__parameter_model_w2_tensor_16x8xf32}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_4x16x8_f32, sym_name = "main_dispatch_0_matmul_4x16x8_f32"}> ({
      %56:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%56#0, %56#1, %56#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_4x16x8_f32"}> ({
      ^bb0(%arg20: !stream.binding, %arg21: !stream.binding, %arg22: !stream.binding, %arg23: !stream.binding):
        %39 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %40 = "arith.constant"() <{value = 0 : index}> : () -> index
        %41 = "stream.binding.subspan"(%arg20, %40) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %42 = "stream.binding.subspan"(%arg21, %40) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>
        %43 = "stream.binding.subspan"(%arg22, %40) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %44 = "stream.binding.subspan"(%arg23, %40) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>
        %45 = "iree_tensor_ext.dispatch.tensor.load"(%41) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32>
        %46 = "iree_tensor_ext.dispatch.tensor.load"(%42) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 16>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>) -> tensor<8x16xf32>
        %47 = "iree_tensor_ext.dispatch.tensor.load"(%43) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 16>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>) -> tensor<16xf32>
        %48 = "tensor.empty"() : () -> tensor<4x16xf32>
        %49 = "linalg.fill"(%39, %48) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg30: f32, %arg31: f32):
          "linalg.yield"(%arg30) : (f32) -> ()
        }) : (f32, tensor<4x16xf32>) -> tensor<4x16xf32>
        %50 = "linalg.matmul"(%45, %46, %49) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg27: f32, %arg28: f32, %arg29: f32):
          %54 = "arith.mulf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %55 = "arith.addf"(%arg29, %54) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%55) : (f32) -> ()
        }) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
        %51 = "linalg.generic"(%50, %47, %48) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg24: f32, %arg25: f32, %arg26: f32):
          %52 = "arith.addf"(%arg24, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %53 = "arith.maximumf"(%52, %39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%53) : (f32) -> ()
        }) : (tensor<4x16xf32>, tensor<16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%51, %44) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 16>, static_strides = array<i64: 1, 1>}> : (tensor<4x16xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_4x8x16_f32, sym_name = "main_dispatch_1_matmul_4x8x16_f32"}> ({
      %38:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%38#0, %38#1, %38#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_4x8x16_f32"}> ({
      ^bb0(%arg8: !stream.binding, %arg9: !stream.binding, %arg10: !stream.binding, %arg11: !stream.binding):
        %22 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %23 = "arith.constant"() <{value = 0 : index}> : () -> index
        %24 = "stream.binding.subspan"(%arg8, %23) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>>
        %25 = "stream.binding.subspan"(%arg9, %23) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x8xf32>>
        %26 = "stream.binding.subspan"(%arg10, %23) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %27 = "stream.binding.subspan"(%arg11, %23) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
        %28 = "iree_tensor_ext.dispatch.tensor.load"(%24) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 16>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>>) -> tensor<4x16xf32>
        %29 = "iree_tensor_ext.dispatch.tensor.load"(%25) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 16, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<16x8xf32>>) -> tensor<16x8xf32>
        %30 = "iree_tensor_ext.dispatch.tensor.load"(%26) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %31 = "tensor.empty"() : () -> tensor<4x8xf32>
        %32 = "linalg.fill"(%22, %31) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg18: f32, %arg19: f32):
          "linalg.yield"(%arg18) : (f32) -> ()
        }) : (f32, tensor<4x8xf32>) -> tensor<4x8xf32>
        %33 = "linalg.matmul"(%28, %29, %32) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
          %36 = "arith.mulf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %37 = "arith.addf"(%arg17, %36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%37) : (f32) -> ()
        }) : (tensor<4x16xf32>, tensor<16x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
        %34 = "linalg.generic"(%33, %30, %31) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
          %35 = "arith.addf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%35) : (f32) -> ()
        }) : (tensor<4x8xf32>, tensor<8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%34, %27) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (tensor<4x8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 256 : index}> : () -> index
    %2 = "arith.constant"() <{value = 128 : index}> : () -> index
    %3 = "arith.constant"() <{value = 8 : index}> : () -> index
    %4 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5 = "arith.constant"() <{value = 512 : index}> : () -> index
    %6 = "arith.constant"() <{value = 64 : index}> : () -> index
    %7 = "arith.constant"() <{value = 32 : index}> : () -> index
    %8 = "util.global.load"() <{global = @__parameter_model_w1_tensor_8x16xf32, is_immutable}> : () -> !stream.resource<constant>
    %9 = "util.global.load"() <{global = @__parameter_model_b1_tensor_16xf32, is_immutable}> : () -> !stream.resource<constant>
    %10 = "util.global.load"() <{global = @__parameter_model_w2_tensor_16x8xf32, is_immutable}> : () -> !stream.resource<constant>
    %11 = "util.global.load"() <{global = @__parameter_model_b2_tensor_8xf32, is_immutable}> : () -> !stream.resource<constant>
    %12 = "hal.element_type"() <{type = f32}> : () -> i32
    %13 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %12, %13, %4, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %14 = "stream.tensor.import"(%arg0, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %15:2 = "stream.resource.alloca"(%2) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %16:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<transient>, !stream.timepoint)
    %17 = "stream.timepoint.join"(%15#1, %16#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %18 = "stream.cmd.execute"(%14, %8, %9, %10, %11, %15#0, %16#0, %2, %5, %6, %5, %7, %2, %1, %17) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 7, 7, 1>}> ({
    ^bb0(%arg1: !stream.resource<external>, %arg2: !stream.resource<constant>, %arg3: !stream.resource<constant>, %arg4: !stream.resource<constant>, %arg5: !stream.resource<constant>, %arg6: !stream.resource<external>, %arg7: !stream.resource<transient>):
      "stream.cmd.dispatch"(%arg1, %arg2, %arg3, %arg7, %2, %5, %6, %1, %0, %0, %0, %0, %2, %5, %6, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_4x16x8_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg7, %arg4, %arg5, %arg6, %1, %5, %7, %2, %0, %0, %0, %0, %1, %5, %7, %2) <{entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_4x8x16_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %19 = "stream.resource.dealloca"(%16#0, %1, %18) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %20 = "stream.timepoint.await"(%15#0, %2, %19) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %21 = "stream.tensor.export"(%20, %2) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%21) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x8xf32>) -> (%output0: tensor<4x8xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()


