#executable_target_vulkan_spirv_fb = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "vp_android_baseline_2022", features = "spirv:v1.3,cap:Shader", wgp = <compute = fp32|int32, storage = b32, subgroup = none, subgroup_size_choices = [64], max_workgroup_sizes = [128, 128, 64], max_thread_count_per_workgroup = 128, max_workgroup_memory_bytes = 16384, max_workgroup_counts = [65535, 65535, 65535]>>}>
#map = affine_map<(d0) -> (d0)>
#device_target_vulkan = #hal.device.target<"vulkan", [#executable_target_vulkan_spirv_fb]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_vulkan, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_16_f32, sym_name = "main_dispatch_0_elementwise_16_f32"}> ({
      %41:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%41#0, %41#1, %41#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_16_f32"}> ({
      ^bb0(%arg9: !stream.binding, %arg10: !stream.binding, %arg11: !stream.binding):
        %31 = "arith.constant"() <{value = 0 : index}> : () -> index
        %32 = "stream.binding.subspan"(%arg9, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %33 = "stream.binding.subspan"(%arg10, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>
        %34 = "stream.binding.subspan"(%arg11, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16xf32>>
        %35 = "iree_tensor_ext.dispatch.tensor.load"(%32) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 16>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>) -> tensor<16xf32>
        %36 = "iree_tensor_ext.dispatch.tensor.load"(%33) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 16>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>) -> tensor<16xf32>
        %37 = "tensor.empty"() : () -> tensor<16xf32>
        %38 = "linalg.generic"(%35, %36, %37) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
          %39 = "arith.mulf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %40 = "arith.addf"(%39, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%40) : (f32) -> ()
        }) : (tensor<16xf32>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%38, %34) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 16>, static_strides = array<i64: 1>}> : (tensor<16xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<16xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 64 : index}> : () -> index
    %4 = "arith.constant"() <{value = 16 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6 = "arith.constant"() <{value = 3 : index}> : () -> index
    %7 = "hal.element_type"() <{type = f32}> : () -> i32
    %8 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %7, %8, %4) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %9 = "stream.tensor.import"(%arg0, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<16xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %7, %8, %4) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %10 = "stream.tensor.import"(%arg1, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<16xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %11 = "hal.element_type"() <{type = i32}> : () -> i32
    "hal.buffer_view.assert"(%arg2, %11, %8) <{message = "input2"}> : (!hal.buffer_view, i32, i32) -> ()
    %12 = "stream.tensor.import"(%arg2, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<i32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %13:2 = "stream.resource.alloca"(%2) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<staging>, !stream.timepoint)
    %14 = "stream.cmd.execute"(%12, %13#0, %2, %2, %13#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 2, 2, 1>}> ({
    ^bb0(%arg7: !stream.resource<external>, %arg8: !stream.resource<staging>):
      "stream.cmd.copy"(%arg7, %2, %0, %arg8, %2, %0, %2) : (!stream.resource<external>, index, index, !stream.resource<staging>, index, index, index) -> ()
      "stream.cmd.flush"(%arg8, %2, %0, %2) : (!stream.resource<staging>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<staging>, index, index, !stream.timepoint) -> !stream.timepoint
    %15 = "stream.timepoint.await"(%13#0, %2, %14) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<staging>, index, !stream.timepoint) -> !stream.resource<staging>
    %16 = "stream.resource.load"(%15, %2, %0) : (!stream.resource<staging>, index, index) -> i32
    %17 = "arith.index_cast"(%16) : (i32) -> index
    %18 = "arith.minsi"(%17, %6) : (index, index) -> index
    "cf.br"(%0, %9, %1)[^bb1] : (index, !stream.resource<external>, !stream.timepoint) -> ()
  ^bb1(%19: index, %20: !stream.resource<external>, %21: !stream.timepoint):  // 2 preds: ^bb0, ^bb2
    %22 = "arith.cmpi"(%19, %18) <{predicate = 2 : i64}> : (index, index) -> i1
    "cf.cond_br"(%22)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %23:2 = "stream.resource.alloca"(%3, %21) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint)
    %24:2 = "stream.resource.alloca"(%3, %21) <{affinity = #hal.device.affinity<@__device_0>}> : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
    %25 = "stream.timepoint.join"(%23#1, %24#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %26 = "stream.cmd.execute"(%20, %10, %23#0, %24#0, %3, %3, %3, %3, %25) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 4, 4, 1>}> ({
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.resource<external>, %arg5: !stream.resource<external>, %arg6: !stream.resource<transient>):
      "stream.cmd.copy"(%arg3, %3, %0, %arg6, %3, %0, %3) : (!stream.resource<external>, index, index, !stream.resource<transient>, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg6, %arg4, %arg5, %3, %3, %3, %0, %0, %0, %3, %3, %3) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_16_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %27 = "stream.resource.dealloca"(%24#0, %3, %26) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %28 = "arith.addi"(%19, %5) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.br"(%28, %23#0, %27)[^bb1] : (index, !stream.resource<external>, !stream.timepoint) -> ()
  ^bb3:  // pred: ^bb1
    %29 = "stream.timepoint.await"(%20, %3, %21) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %30 = "stream.tensor.export"(%29, %3) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<16xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%30) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<16xf32>, %input1: tensor<16xf32>, %input2: tensor<i32>) -> (%output0: tensor<16xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()


