#executable_target_vulkan_spirv_fb = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "vp_android_baseline_2022", features = "spirv:v1.3,cap:Shader", wgp = <compute = fp32|int32, storage = b32, subgroup = none, subgroup_size_choices = [64], max_workgroup_sizes = [128, 128, 64], max_thread_count_per_workgroup = 128, max_workgroup_memory_bytes = 16384, max_workgroup_counts = [65535, 65535, 65535]>>}>
#map = affine_map<() -> ()>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0) -> ()>
#device_target_vulkan = #hal.device.target<"vulkan", [#executable_target_vulkan_spirv_fb]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_vulkan, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{initial_value = #stream.timepoint<immediate> : !stream.timepoint, is_mutable, sym_name = "counter__timepoint", sym_visibility = "private", type = !stream.timepoint}> : () -> ()
  "util.global"() <{is_mutable, sym_name = "counter", sym_visibility = "private", type = !stream.resource<variable>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %54 = "arith.constant"() <{value = 0 : index}> : () -> index
    %55 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %56 = "arith.constant"() <{value = 64 : index}> : () -> index
    %57 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %58 = "arith.constant"() <{value = 4 : index}> : () -> index
    %59 = "arith.constant"() <{value = 128 : index}> : () -> index
    %60:2 = "stream.resource.alloca"(%59) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<variable>, !stream.timepoint)
    %61 = "stream.cmd.execute"(%60#0, %59, %60#1) <{affinity = #hal.device.affinity<@__device_0>, once, operandSegmentSizes = array<i32: 1, 1, 1>}> ({
    ^bb0(%arg20: !stream.resource<variable>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.fill"(%arg20, %59, %54, %56, %57) : (!stream.resource<variable>, index, index, index, i8) -> ()
        "stream.cmd.fill"(%arg20, %59, %56, %58, %57) : (!stream.resource<variable>, index, index, index, i8) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<variable>, index, !stream.timepoint) -> !stream.timepoint
    %62 = "stream.timepoint.await"(%60#0, %59, %61) <{operandSegmentSizes = array<i32: 1, 1, 1>, sync}> : (!stream.resource<variable>, index, !stream.timepoint) -> !stream.resource<variable>
    "util.global.store"(%62) <{global = @counter}> : (!stream.resource<variable>) -> ()
    "util.global.store"(%55) <{global = @counter__timepoint}> : (!stream.timepoint) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise, sym_name = "main_dispatch_0_elementwise"}> ({
      %53 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%53, %53, %53) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise"}> ({
      ^bb0(%arg16: !stream.binding, %arg17: !stream.binding):
        %45 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
        %46 = "arith.constant"() <{value = 0 : index}> : () -> index
        %47 = "stream.binding.subspan"(%arg16, %46) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<f32>>
        %48 = "stream.binding.subspan"(%arg17, %46) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
        %49 = "iree_tensor_ext.dispatch.tensor.load"(%47) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<f32>>) -> tensor<f32>
        %50 = "tensor.empty"() : () -> tensor<f32>
        %51 = "linalg.generic"(%49, %50) <{indexing_maps = [#map, #map], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg18: f32, %arg19: f32):
          %52 = "arith.addf"(%arg18, %45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%52) : (f32) -> ()
        }) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "iree_tensor_ext.dispatch.tensor.store"(%51, %48) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (tensor<f32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_elementwise_16_f32, sym_name = "main_dispatch_1_elementwise_16_f32"}> ({
      %44:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%44#0, %44#1, %44#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_elementwise_16_f32"}> ({
      ^bb0(%arg6: !stream.binding, %arg7: !stream.binding, %arg8: !stream.binding, %arg9: !stream.binding, %arg10: !stream.binding):
        %29 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
        %30 = "arith.constant"() <{value = 0 : index}> : () -> index
        %31 = "stream.binding.subspan"(%arg6, %30) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %32 = "stream.binding.subspan"(%arg7, %30) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %33 = "stream.binding.subspan"(%arg8, %30) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<f32>>
        %34 = "stream.binding.subspan"(%arg9, %30) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16xf32>>
        %35 = "stream.binding.subspan"(%arg10, %30) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16xf32>>
        %36 = "iree_tensor_ext.dispatch.tensor.load"(%31) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 16>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>) -> tensor<16xf32>
        %37 = "iree_tensor_ext.dispatch.tensor.load"(%32) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 16>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>) -> tensor<16xf32>
        %38 = "iree_tensor_ext.dispatch.tensor.load"(%33) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<f32>>) -> tensor<f32>
        %39 = "tensor.empty"() : () -> tensor<16xf32>
        %40:2 = "linalg.generic"(%36, %37, %38, %39, %39) <{indexing_maps = [#map1, #map1, #map2, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 2>}> ({
        ^bb0(%arg11: f32, %arg12: f32, %arg13: f32, %arg14: f32, %arg15: f32):
          %41 = "arith.mulf"(%arg11, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %42 = "arith.addf"(%41, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %43 = "arith.divf"(%42, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%42, %43) : (f32, f32) -> ()
        }) : (tensor<16xf32>, tensor<16xf32>, tensor<f32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>)
        "iree_tensor_ext.dispatch.tensor.store"(%40#0, %34) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 16>, static_strides = array<i64: 1>}> : (tensor<16xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16xf32>>) -> ()
        "iree_tensor_ext.dispatch.tensor.store"(%40#1, %35) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 16>, static_strides = array<i64: 1>}> : (tensor<16xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main"}> ({
  ^bb0(%arg1: !hal.buffer_view):
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "arith.constant"() <{value = 192 : index}> : () -> index
    %9 = "arith.constant"() <{value = 128 : index}> : () -> index
    %10 = "arith.constant"() <{value = 16 : index}> : () -> index
    %11 = "arith.constant"() <{value = 64 : index}> : () -> index
    %12 = "arith.constant"() <{value = 4 : index}> : () -> index
    %13 = "util.global.load"() <{global = @counter__timepoint}> : () -> !stream.timepoint
    %14 = "util.global.load"() <{global = @counter}> : () -> !stream.resource<variable>
    %15 = "hal.element_type"() <{type = f32}> : () -> i32
    %16 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg1, %15, %16, %10) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %17 = "stream.tensor.import"(%arg1, %11) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<16xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %18:2 = "stream.resource.alloca"(%8, %13) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %19:2 = "stream.resource.alloca"(%9, %13) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<variable>, !stream.timepoint)
    %20 = "stream.timepoint.join"(%18#1, %19#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %21 = "stream.cmd.execute"(%14, %17, %18#0, %19#0, %9, %11, %8, %9, %20) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 4, 4, 1>}> ({
    ^bb0(%arg2: !stream.resource<variable>, %arg3: !stream.resource<external>, %arg4: !stream.resource<external>, %arg5: !stream.resource<variable>):
      "stream.cmd.dispatch"(%arg2, %arg4, %9, %8, %11, %7, %12, %12) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<variable>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg2, %arg3, %arg4, %arg4, %arg4, %9, %11, %8, %8, %8, %7, %7, %7, %11, %9, %11, %11, %12, %11, %11) <{entry_points = [@main_dispatch_1::@main_dispatch_1_elementwise_16_f32], operandSegmentSizes = array<i32: 0, 0, 5, 5, 5, 5>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32, 2 : i32]}> : (!stream.resource<variable>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.copy"(%arg4, %8, %11, %arg5, %9, %7, %11) : (!stream.resource<external>, index, index, !stream.resource<variable>, index, index, index) -> ()
        "stream.cmd.copy"(%arg4, %8, %7, %arg5, %9, %11, %12) : (!stream.resource<external>, index, index, !stream.resource<variable>, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<variable>, !stream.resource<external>, !stream.resource<external>, !stream.resource<variable>, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %22:2 = "stream.timepoint.await"(%19#0, %18#0, %9, %8, %21) <{operandSegmentSizes = array<i32: 2, 2, 1>}> : (!stream.resource<variable>, !stream.resource<external>, index, index, !stream.timepoint) -> (!stream.resource<variable>, !stream.resource<external>)
    %23 = "stream.resource.subview"(%22#1, %8, %11, %11) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %24 = "stream.resource.subview"(%22#1, %8, %9, %11) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %25 = "stream.resource.subview"(%22#1, %8, %7, %12) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %26 = "stream.tensor.export"(%23, %11) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<16xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %27 = "stream.tensor.export"(%25, %12) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<f32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %28 = "stream.tensor.export"(%24, %11) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<16xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.global.store"(%19#0) <{global = @counter}> : (!stream.resource<variable>) -> ()
    "util.global.store"(%21) <{global = @counter__timepoint}> : (!stream.timepoint) -> ()
    "util.return"(%26, %27, %28) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<16xf32>) -> (%output0: tensor<16xf32>, %output1: tensor<f32>, %output2: tensor<16xf32>)"}} : () -> ()
  "util.func"() <{function_type = () -> (), sym_name = "reset"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %2 = "arith.constant"() <{value = 64 : index}> : () -> index
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index
    %4 = "arith.constant"() <{value = 128 : index}> : () -> index
    %5:2 = "stream.resource.alloca"(%4) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<variable>, !stream.timepoint)
    %6 = "stream.cmd.execute"(%5#0, %4, %5#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 1, 1, 1>}> ({
    ^bb0(%arg0: !stream.resource<variable>):
      "stream.cmd.concurrent"() ({
        "stream.cmd.fill"(%arg0, %4, %0, %2, %1) : (!stream.resource<variable>, index, index, index, i8) -> ()
        "stream.cmd.fill"(%arg0, %4, %2, %3, %1) : (!stream.resource<variable>, index, index, index, i8) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<variable>, index, !stream.timepoint) -> !stream.timepoint
    "util.global.store"(%5#0) <{global = @counter}> : (!stream.resource<variable>) -> ()
    "util.global.store"(%6) <{global = @counter__timepoint}> : (!stream.timepoint) -> ()
    "util.return"() : () -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @reset() -> ()"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()


