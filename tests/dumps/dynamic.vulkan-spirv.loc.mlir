#executable_target_vulkan_spirv_fb = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "vp_android_baseline_2022", features = "spirv:v1.3,cap:Shader", wgp = <compute = fp32|int32, storage = b32, subgroup = none, subgroup_size_choices = [64], max_workgroup_sizes = [128, 128, 64], max_thread_count_per_workgroup = 128, max_workgroup_memory_bytes = 16384, max_workgroup_counts = [65535, 65535, 65535]>>}>
#loc1 = loc("tests/programs/dynamic.mlir":7:8)
#loc2 = loc("tests/programs/dynamic.mlir":2:1)
#loc4 = loc("tests/programs/dynamic.mlir":11:10)
#loc5 = loc("tests/programs/dynamic.mlir":11:19)
#loc6 = loc("tests/programs/dynamic.mlir":11:28)
#loc10 = loc("tests/programs/dynamic.mlir":18:8)
#loc14 = loc(unknown)
#loc15 = loc("tests/programs/dynamic.mlir":22:10)
#loc16 = loc("tests/programs/dynamic.mlir":22:19)
#loc19 = loc("tests/programs/dynamic.mlir":36:8)
#loc20 = loc("tests/programs/dynamic.mlir":30:1)
#loc22 = loc("tests/programs/dynamic.mlir":41:10)
#loc23 = loc("tests/programs/dynamic.mlir":41:19)
#loc24 = loc("tests/programs/dynamic.mlir":41:28)
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0)>
#device_target_vulkan = #hal.device.target<"vulkan", [#executable_target_vulkan_spirv_fb]> : !hal.device
#loc27 = loc(callsite(#loc1 at #loc2))
#loc29 = loc(callsite(#loc4 at #loc2))
#loc30 = loc(callsite(#loc5 at #loc2))
#loc31 = loc(callsite(#loc6 at #loc2))
#loc35 = loc(callsite(#loc10 at #loc2))
#loc39 = loc(callsite(#loc14 at #loc2))
#loc40 = loc(callsite(#loc15 at #loc2))
#loc41 = loc(callsite(#loc16 at #loc2))
#loc44 = loc(callsite(#loc19 at #loc20))
#loc46 = loc(callsite(#loc22 at #loc20))
#loc47 = loc(callsite(#loc23 at #loc20))
#loc48 = loc(callsite(#loc24 at #loc20))
#loc52 = loc(fused[#loc35, #loc27])
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_vulkan, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> () loc(#loc)
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_D_f32, sym_name = "main_dispatch_0_elementwise_D_f32"}> ({
    ^bb0(%arg38: index loc("tests/programs/dynamic.mlir":2:1), %arg39: index loc("tests/programs/dynamic.mlir":2:1)):
      %72:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg38, %arg39) : (index, index) -> (index, index, index) loc(#loc27)
      "stream.return"(%72#0, %72#1, %72#2) : (index, index, index) -> () loc(#loc27)
    }) : () -> () loc(#loc27)
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, index, index, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_D_f32"}> ({
      ^bb0(%arg30: !stream.binding loc("tests/programs/dynamic.mlir":2:1), %arg31: !stream.binding loc("tests/programs/dynamic.mlir":2:1), %arg32: index loc("tests/programs/dynamic.mlir":2:1), %arg33: index loc("tests/programs/dynamic.mlir":2:1), %arg34: !stream.binding loc(callsite(#loc1 at #loc2))):
        %60 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc27)
        %61 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg32) <{ordinal = 0 : index}> : (index) -> index loc(#loc27)
        %62 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg33) <{ordinal = 1 : index}> : (index) -> index loc(#loc27)
        %63 = "stream.binding.subspan"(%arg30, %60, %62) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>> loc(#loc2)
        %64 = "stream.binding.subspan"(%arg31, %60, %61) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>> loc(#loc2)
        %65 = "stream.binding.subspan"(%arg34, %60, %62) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>> loc(#loc27)
        %66 = "iree_tensor_ext.dispatch.tensor.load"(%63, %62, %62) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, index, index) -> tensor<?xf32> loc(#loc27)
        %67 = "iree_tensor_ext.dispatch.tensor.load"(%64, %61, %61) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, index, index) -> tensor<?xf32> loc(#loc27)
        %68 = "tensor.empty"(%62) : (index) -> tensor<?xf32> loc(#loc28)
        %69 = "linalg.generic"(%66, %67, %68) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg35: f32 loc(callsite(#loc4 at #loc2)), %arg36: f32 loc(callsite(#loc5 at #loc2)), %arg37: f32 loc(callsite(#loc6 at #loc2))):
          %70 = "arith.mulf"(%arg35, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc32)
          %71 = "math.tanh"(%70) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc33)
          "linalg.yield"(%71) : (f32) -> () loc(#loc34)
        }) : (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32> loc(#loc27)
        "iree_tensor_ext.dispatch.tensor.store"(%69, %65, %62, %62) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>, index, index) -> () loc(#loc27)
        "func.return"() : () -> () loc(#loc27)
      }) : () -> () loc(#loc27)
    }) : () -> () loc(#loc27)
    "stream.executable.end"() : () -> () loc(#loc27)
  }) : () -> () loc(#loc27)
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_reduction_D_f32, sym_name = "main_dispatch_1_reduction_D_f32"}> ({
    ^bb0(%arg29: index loc("tests/programs/dynamic.mlir":2:1)):
      %59:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg29) : (index) -> (index, index, index) loc(#loc35)
      "stream.return"(%59#0, %59#1, %59#2) : (index, index, index) -> () loc(#loc35)
    }) : () -> () loc(#loc35)
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, index, !stream.binding) -> (), sym_name = "main_dispatch_1_reduction_D_f32"}> ({
      ^bb0(%arg22: !stream.binding loc(callsite(#loc1 at #loc2)), %arg23: index loc("tests/programs/dynamic.mlir":2:1), %arg24: !stream.binding loc(callsite(#loc10 at #loc2))):
        %49 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc(#loc36)
        %50 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc35)
        %51 = "stream.binding.subspan"(%arg24, %50) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>> loc(#loc35)
        %52 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg23) <{ordinal = 0 : index}> : (index) -> index loc(#loc35)
        %53 = "stream.binding.subspan"(%arg22, %50, %52) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>> loc(#loc27)
        %54 = "iree_tensor_ext.dispatch.tensor.load"(%53, %52, %52) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, index, index) -> tensor<?xf32> loc(#loc35)
        %55 = "tensor.empty"() : () -> tensor<f32> loc(#loc37)
        %56 = "linalg.fill"(%49, %55) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg27: f32 loc(callsite(#loc14 at #loc2)), %arg28: f32 loc(callsite(#loc14 at #loc2))):
          "linalg.yield"(%arg27) : (f32) -> () loc(#loc39)
        }) : (f32, tensor<f32>) -> tensor<f32> loc(#loc38)
        %57 = "linalg.generic"(%54, %56) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg25: f32 loc(callsite(#loc15 at #loc2)), %arg26: f32 loc(callsite(#loc16 at #loc2))):
          %58 = "arith.addf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc42)
          "linalg.yield"(%58) : (f32) -> () loc(#loc43)
        }) : (tensor<?xf32>, tensor<f32>) -> tensor<f32> loc(#loc35)
        "iree_tensor_ext.dispatch.tensor.store"(%57, %51) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (tensor<f32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>) -> () loc(#loc35)
        "func.return"() : () -> () loc(#loc35)
      }) : () -> () loc(#loc35)
    }) : () -> () loc(#loc35)
    "stream.executable.end"() : () -> () loc(#loc35)
  }) : () -> () loc(#loc35)
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main"}> ({
  ^bb0(%arg17: !hal.buffer_view loc("tests/programs/dynamic.mlir":2:1), %arg18: !hal.buffer_view loc("tests/programs/dynamic.mlir":2:1)):
    %29 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc14)
    %30 = "arith.constant"() <{value = 64 : index}> : () -> index loc(#loc14)
    %31 = "arith.constant"() <{value = 4 : index}> : () -> index loc(#loc14)
    %32 = "hal.buffer_view.dim"(%arg17) <{index = 0 : index}> : (!hal.buffer_view) -> index loc(#loc2)
    %33 = "hal.element_type"() <{type = f32}> : () -> i32 loc(#loc2)
    %34 = "hal.encoding_type"() : () -> i32 loc(#loc2)
    "hal.buffer_view.assert"(%arg17, %33, %34, %32) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> () loc(#loc2)
    %35 = "arith.muli"(%32, %31) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc(#loc2)
    %36 = "stream.tensor.import"(%arg17, %32, %35) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<?xf32>}> : (!hal.buffer_view, index, index) -> !stream.resource<external> loc(#loc2)
    %37 = "hal.buffer_view.dim"(%arg18) <{index = 0 : index}> : (!hal.buffer_view) -> index loc(#loc2)
    "hal.buffer_view.assert"(%arg18, %33, %34, %37) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index) -> () loc(#loc2)
    %38 = "arith.muli"(%37, %31) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc(#loc2)
    %39 = "stream.tensor.import"(%arg18, %37, %38) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<?xf32>}> : (!hal.buffer_view, index, index) -> !stream.resource<external> loc(#loc2)
    %40 = "util.align"(%35, %30) : (index, index) -> index loc(#loc51)
    %41 = "arith.addi"(%40, %30) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc(#loc51)
    %42:2 = "stream.resource.alloca"(%41) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint) loc(#loc51)
    %43 = "stream.cmd.execute"(%36, %39, %42#0, %35, %38, %41, %42#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg19: !stream.resource<external> loc(fused[#loc35, #loc27]), %arg20: !stream.resource<external> loc(fused[#loc35, #loc27]), %arg21: !stream.resource<external> loc(callsite(#loc1 at #loc2))):
      "stream.cmd.dispatch"(%37, %32, %37, %32, %arg19, %arg20, %arg21, %35, %38, %41, %29, %29, %30, %35, %38, %35) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_D_f32], operandSegmentSizes = array<i32: 2, 2, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (index, index, index, index, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> () loc(#loc27)
      "stream.cmd.dispatch"(%32, %32, %arg21, %arg21, %41, %41, %30, %29, %35, %31) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_D_f32], operandSegmentSizes = array<i32: 1, 1, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (index, index, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> () loc(#loc35)
      "stream.yield"() : () -> () loc(#loc52)
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint loc(#loc52)
    %44 = "stream.timepoint.await"(%42#0, %41, %43) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external> loc(#loc52)
    %45 = "stream.resource.subview"(%44, %41, %30, %35) : (!stream.resource<external>, index, index, index) -> !stream.resource<external> loc(#loc27)
    %46 = "stream.resource.subview"(%44, %41, %29, %31) : (!stream.resource<external>, index, index, index) -> !stream.resource<external> loc(#loc35)
    %47 = "stream.tensor.export"(%45, %32, %35) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<?xf32>}> : (!stream.resource<external>, index, index) -> !hal.buffer_view loc(#loc2)
    %48 = "stream.tensor.export"(%46, %31) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<f32>}> : (!stream.resource<external>, index) -> !hal.buffer_view loc(#loc2)
    "util.return"(%47, %48) : (!hal.buffer_view, !hal.buffer_view) -> () loc(#loc2)
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<?xf32>, %input1: tensor<?xf32>) -> (%output0: tensor<?xf32>, %output1: tensor<f32>)"}} : () -> () loc(#loc2)
  "stream.executable"() <{sym_name = "scale_rows_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @scale_rows_dispatch_0_elementwise_DxD_f32, sym_name = "scale_rows_dispatch_0_elementwise_DxD_f32"}> ({
    ^bb0(%arg14: index loc("tests/programs/dynamic.mlir":30:1), %arg15: index loc("tests/programs/dynamic.mlir":30:1), %arg16: index loc("tests/programs/dynamic.mlir":30:1)):
      %28:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg14, %arg15, %arg16) : (index, index, index) -> (index, index, index) loc(#loc44)
      "stream.return"(%28#0, %28#1, %28#2) : (index, index, index) -> () loc(#loc44)
    }) : () -> () loc(#loc44)
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, index, index, index, !stream.binding) -> (), sym_name = "scale_rows_dispatch_0_elementwise_DxD_f32"}> ({
      ^bb0(%arg5: !stream.binding loc("tests/programs/dynamic.mlir":30:1), %arg6: !stream.binding loc("tests/programs/dynamic.mlir":30:1), %arg7: index loc("tests/programs/dynamic.mlir":30:1), %arg8: index loc("tests/programs/dynamic.mlir":30:1), %arg9: index loc("tests/programs/dynamic.mlir":30:1), %arg10: !stream.binding loc(callsite(#loc19 at #loc20))):
        %16 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc44)
        %17 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg7) <{ordinal = 0 : index}> : (index) -> index loc(#loc44)
        %18 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg8) <{ordinal = 1 : index}> : (index) -> index loc(#loc44)
        %19 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg9) <{ordinal = 2 : index}> : (index) -> index loc(#loc44)
        %20 = "stream.binding.subspan"(%arg5, %16, %18, %19) : (!stream.binding, index, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>> loc(#loc20)
        %21 = "stream.binding.subspan"(%arg6, %16, %17) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>> loc(#loc20)
        %22 = "stream.binding.subspan"(%arg10, %16, %18, %19) : (!stream.binding, index, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>> loc(#loc44)
        %23 = "iree_tensor_ext.dispatch.tensor.load"(%20, %18, %19, %18, %19) <{operandSegmentSizes = array<i32: 1, 2, 0, 2, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>, index, index, index, index) -> tensor<?x?xf32> loc(#loc44)
        %24 = "iree_tensor_ext.dispatch.tensor.load"(%21, %17, %17) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, index, index) -> tensor<?xf32> loc(#loc44)
        %25 = "tensor.empty"(%18, %19) : (index, index) -> tensor<?x?xf32> loc(#loc45)
        %26 = "linalg.generic"(%23, %24, %25) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg11: f32 loc(callsite(#loc22 at #loc20)), %arg12: f32 loc(callsite(#loc23 at #loc20)), %arg13: f32 loc(callsite(#loc24 at #loc20))):
          %27 = "arith.mulf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc49)
          "linalg.yield"(%27) : (f32) -> () loc(#loc50)
        }) : (tensor<?x?xf32>, tensor<?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32> loc(#loc44)
        "iree_tensor_ext.dispatch.tensor.store"(%26, %22, %18, %19, %18, %19) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 2, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>, index, index, index, index) -> () loc(#loc44)
        "func.return"() : () -> () loc(#loc44)
      }) : () -> () loc(#loc44)
    }) : () -> () loc(#loc44)
    "stream.executable.end"() : () -> () loc(#loc44)
  }) : () -> () loc(#loc44)
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "scale_rows"}> ({
  ^bb0(%arg0: !hal.buffer_view loc("tests/programs/dynamic.mlir":30:1), %arg1: !hal.buffer_view loc("tests/programs/dynamic.mlir":30:1)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc14)
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index loc(#loc14)
    %2 = "hal.buffer_view.dim"(%arg0) <{index = 0 : index}> : (!hal.buffer_view) -> index loc(#loc20)
    %3 = "hal.buffer_view.dim"(%arg0) <{index = 1 : index}> : (!hal.buffer_view) -> index loc(#loc20)
    %4 = "hal.element_type"() <{type = f32}> : () -> i32 loc(#loc20)
    %5 = "hal.encoding_type"() : () -> i32 loc(#loc20)
    "hal.buffer_view.assert"(%arg0, %4, %5, %2, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> () loc(#loc20)
    %6 = "arith.muli"(%2, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc(#loc20)
    %7 = "arith.muli"(%6, %3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc(#loc20)
    %8 = "stream.tensor.import"(%arg0, %2, %3, %7) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<?x?xf32>}> : (!hal.buffer_view, index, index, index) -> !stream.resource<external> loc(#loc20)
    %9 = "hal.buffer_view.dim"(%arg1) <{index = 0 : index}> : (!hal.buffer_view) -> index loc(#loc20)
    "hal.buffer_view.assert"(%arg1, %4, %5, %9) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index) -> () loc(#loc20)
    %10 = "arith.muli"(%9, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index loc(#loc20)
    %11 = "stream.tensor.import"(%arg1, %9, %10) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<?xf32>}> : (!hal.buffer_view, index, index) -> !stream.resource<external> loc(#loc20)
    %12:2 = "stream.resource.alloca"(%7) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint) loc(#loc44)
    %13 = "stream.cmd.execute"(%8, %11, %12#0, %7, %10, %7, %12#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg2: !stream.resource<external> loc(callsite(#loc19 at #loc20)), %arg3: !stream.resource<external> loc(callsite(#loc19 at #loc20)), %arg4: !stream.resource<external> loc(callsite(#loc19 at #loc20))):
      "stream.cmd.dispatch"(%9, %2, %3, %9, %2, %3, %arg2, %arg3, %arg4, %7, %10, %7, %0, %0, %0, %7, %10, %7) <{entry_points = [@scale_rows_dispatch_0::@scale_rows_dispatch_0_elementwise_DxD_f32], operandSegmentSizes = array<i32: 3, 3, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (index, index, index, index, index, index, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> () loc(#loc44)
      "stream.yield"() : () -> () loc(#loc44)
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint loc(#loc44)
    %14 = "stream.timepoint.await"(%12#0, %7, %13) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external> loc(#loc44)
    %15 = "stream.tensor.export"(%14, %2, %3, %7) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<?x?xf32>}> : (!stream.resource<external>, index, index, index) -> !hal.buffer_view loc(#loc20)
    "util.return"(%15) : (!hal.buffer_view) -> () loc(#loc20)
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @scale_rows(%input0: tensor<?x?xf32>, %input1: tensor<?xf32>) -> (%output0: tensor<?x?xf32>)"}} : () -> () loc(#loc20)
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> () loc(#loc)
#loc = loc("tests/programs/dynamic.mlir":0:0)
#loc3 = loc("tests/programs/dynamic.mlir":6:8)
#loc7 = loc("tests/programs/dynamic.mlir":12:12)
#loc8 = loc("tests/programs/dynamic.mlir":13:12)
#loc9 = loc("tests/programs/dynamic.mlir":14:7)
#loc11 = loc("tests/programs/dynamic.mlir":4:11)
#loc12 = loc("tests/programs/dynamic.mlir":16:9)
#loc13 = loc("tests/programs/dynamic.mlir":17:9)
#loc17 = loc("tests/programs/dynamic.mlir":23:12)
#loc18 = loc("tests/programs/dynamic.mlir":24:7)
#loc21 = loc("tests/programs/dynamic.mlir":35:8)
#loc25 = loc("tests/programs/dynamic.mlir":42:12)
#loc26 = loc("tests/programs/dynamic.mlir":43:7)
#loc28 = loc(callsite(#loc3 at #loc2))
#loc32 = loc(callsite(#loc7 at #loc2))
#loc33 = loc(callsite(#loc8 at #loc2))
#loc34 = loc(callsite(#loc9 at #loc2))
#loc36 = loc(callsite(#loc11 at #loc2))
#loc37 = loc(callsite(#loc12 at #loc2))
#loc38 = loc(callsite(#loc13 at #loc2))
#loc42 = loc(callsite(#loc17 at #loc2))
#loc43 = loc(callsite(#loc18 at #loc2))
#loc45 = loc(callsite(#loc21 at #loc20))
#loc49 = loc(callsite(#loc25 at #loc20))
#loc50 = loc(callsite(#loc26 at #loc20))
#loc51 = loc(fused[#loc27, #loc35])


