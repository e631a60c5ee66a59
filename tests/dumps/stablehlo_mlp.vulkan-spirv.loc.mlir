#executable_target_vulkan_spirv_fb = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "vp_android_baseline_2022", features = "spirv:v1.3,cap:Shader", wgp = <compute = fp32|int32, storage = b32, subgroup = none, subgroup_size_choices = [64], max_workgroup_sizes = [128, 128, 64], max_thread_count_per_workgroup = 128, max_workgroup_memory_bytes = 16384, max_workgroup_counts = [65535, 65535, 65535]>>}>
#loc1 = loc("tests/programs/stablehlo_mlp.mlir":4:8)
#loc2 = loc("tests/programs/stablehlo_mlp.mlir":2:1)
#loc3 = loc(unknown)
#loc6 = loc("tests/programs/stablehlo_mlp.mlir":10:24)
#loc7 = loc("tests/programs/stablehlo_mlp.mlir":12:8)
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0)>
#device_target_vulkan = #hal.device.target<"vulkan", [#executable_target_vulkan_spirv_fb]> : !hal.device
#loc8 = loc(callsite(#loc1 at #loc2))
#loc9 = loc(callsite(#loc3 at #loc2))
#loc12 = loc(callsite(#loc6 at #loc2))
#loc13 = loc(callsite(#loc7 at #loc2))
#loc15 = loc(fused[#loc13, #loc12, #loc8])
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_vulkan, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> () loc(#loc)
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_4x8x8_f32, sym_name = "main_dispatch_0_matmul_4x8x8_f32"}> ({
      %51:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index) loc(#loc8)
      "stream.return"(%51#0, %51#1, %51#2) : (index, index, index) -> () loc(#loc8)
    }) : () -> () loc(#loc8)
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_4x8x8_f32"}> ({
      ^bb0(%arg13: !stream.binding loc("tests/programs/stablehlo_mlp.mlir":2:1), %arg14: !stream.binding loc("tests/programs/stablehlo_mlp.mlir":2:1), %arg15: !stream.binding loc("tests/programs/stablehlo_mlp.mlir":2:1), %arg16: !stream.binding loc(callsite(#loc1 at #loc2))):
        %34 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc(#loc9)
        %35 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc8)
        %36 = "stream.binding.subspan"(%arg13, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>> loc(#loc2)
        %37 = "stream.binding.subspan"(%arg14, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> loc(#loc2)
        %38 = "stream.binding.subspan"(%arg15, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>> loc(#loc2)
        %39 = "stream.binding.subspan"(%arg16, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>> loc(#loc8)
        %40 = "iree_tensor_ext.dispatch.tensor.load"(%36) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32> loc(#loc8)
        %41 = "iree_tensor_ext.dispatch.tensor.load"(%37) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>) -> tensor<8x8xf32> loc(#loc8)
        %42 = "iree_tensor_ext.dispatch.tensor.load"(%38) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32> loc(#loc8)
        %43 = "tensor.empty"() : () -> tensor<4x8xf32> loc(#loc8)
        %44 = "linalg.fill"(%34, %43) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg23: f32 loc(callsite(#loc3 at #loc2)), %arg24: f32 loc(callsite(#loc3 at #loc2))):
          "linalg.yield"(%arg23) : (f32) -> () loc(#loc9)
        }) : (f32, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc8)
        %45 = "linalg.matmul"(%40, %41, %44) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg20: f32 loc(callsite(#loc3 at #loc2)), %arg21: f32 loc(callsite(#loc3 at #loc2)), %arg22: f32 loc(callsite(#loc3 at #loc2))):
          %49 = "arith.mulf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc9)
          %50 = "arith.addf"(%arg22, %49) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc9)
          "linalg.yield"(%50) : (f32) -> () loc(#loc9)
        }) : (tensor<4x8xf32>, tensor<8x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc8)
        %46 = "linalg.generic"(%45, %42, %43) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg17: f32 loc(callsite(#loc1 at #loc2)), %arg18: f32 loc("tests/programs/stablehlo_mlp.mlir":2:1), %arg19: f32 loc(callsite(#loc1 at #loc2))):
          %47 = "arith.addf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc11)
          %48 = "math.tanh"(%47) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc10)
          "linalg.yield"(%48) : (f32) -> () loc(#loc10)
        }) : (tensor<4x8xf32>, tensor<8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc10)
        "iree_tensor_ext.dispatch.tensor.store"(%46, %39) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (tensor<4x8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>) -> () loc(#loc8)
        "func.return"() : () -> () loc(#loc8)
      }) : () -> () loc(#loc8)
    }) : () -> () loc(#loc8)
    "stream.executable.end"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc8)
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_reduction_4x8_f32, sym_name = "main_dispatch_1_reduction_4x8_f32"}> ({
      %33:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index) loc(#loc12)
      "stream.return"(%33#0, %33#1, %33#2) : (index, index, index) -> () loc(#loc12)
    }) : () -> () loc(#loc12)
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_reduction_4x8_f32"}> ({
      ^bb0(%arg7: !stream.binding loc(callsite(#loc1 at #loc2)), %arg8: !stream.binding loc(callsite(#loc6 at #loc2))):
        %24 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc(#loc9)
        %25 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc12)
        %26 = "stream.binding.subspan"(%arg7, %25) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>> loc(#loc8)
        %27 = "stream.binding.subspan"(%arg8, %25) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>> loc(#loc12)
        %28 = "iree_tensor_ext.dispatch.tensor.load"(%26) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32> loc(#loc12)
        %29 = "tensor.empty"() : () -> tensor<4xf32> loc(#loc12)
        %30 = "linalg.fill"(%24, %29) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg11: f32 loc(callsite(#loc3 at #loc2)), %arg12: f32 loc(callsite(#loc3 at #loc2))):
          "linalg.yield"(%arg11) : (f32) -> () loc(#loc9)
        }) : (f32, tensor<4xf32>) -> tensor<4xf32> loc(#loc12)
        %31 = "linalg.generic"(%28, %30) <{indexing_maps = [#map3, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg9: f32 loc(callsite(#loc6 at #loc2)), %arg10: f32 loc(callsite(#loc6 at #loc2))):
          %32 = "arith.addf"(%arg10, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc12)
          "linalg.yield"(%32) : (f32) -> () loc(#loc12)
        }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc12)
        "iree_tensor_ext.dispatch.tensor.store"(%31, %27) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> () loc(#loc12)
        "func.return"() : () -> () loc(#loc12)
      }) : () -> () loc(#loc12)
    }) : () -> () loc(#loc12)
    "stream.executable.end"() : () -> () loc(#loc12)
  }) : () -> () loc(#loc12)
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view loc("tests/programs/stablehlo_mlp.mlir":2:1), %arg1: !hal.buffer_view loc("tests/programs/stablehlo_mlp.mlir":2:1), %arg2: !hal.buffer_view loc("tests/programs/stablehlo_mlp.mlir":2:1)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc3)
    %1 = "arith.constant"() <{value = 320 : index}> : () -> index loc(#loc13)
    %2 = "arith.constant"() <{value = 448 : index}> : () -> index loc(#loc3)
    %3 = "arith.constant"() <{value = 192 : index}> : () -> index loc(#loc3)
    %4 = "arith.constant"() <{value = 16 : index}> : () -> index loc(#loc12)
    %5 = "arith.constant"() <{value = 32 : index}> : () -> index loc(#loc2)
    %6 = "arith.constant"() <{value = 256 : index}> : () -> index loc(#loc3)
    %7 = "arith.constant"() <{value = 128 : index}> : () -> index loc(#loc3)
    %8 = "arith.constant"() <{value = 8 : index}> : () -> index loc(#loc3)
    %9 = "arith.constant"() <{value = 4 : index}> : () -> index loc(#loc3)
    %10 = "hal.element_type"() <{type = f32}> : () -> i32 loc(#loc2)
    %11 = "hal.encoding_type"() : () -> i32 loc(#loc2)
    "hal.buffer_view.assert"(%arg0, %10, %11, %9, %8) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> () loc(#loc2)
    %12 = "stream.tensor.import"(%arg0, %7) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external> loc(#loc2)
    "hal.buffer_view.assert"(%arg1, %10, %11, %8, %8) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> () loc(#loc2)
    %13 = "stream.tensor.import"(%arg1, %6) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external> loc(#loc2)
    "hal.buffer_view.assert"(%arg2, %10, %11, %8) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index) -> () loc(#loc2)
    %14 = "stream.tensor.import"(%arg2, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external> loc(#loc2)
    %15:2 = "stream.resource.alloca"(%2) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint) loc(#loc14)
    %16 = "stream.cmd.execute"(%12, %13, %14, %15#0, %7, %6, %5, %2, %15#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 4, 4, 1>}> ({
    ^bb0(%arg3: !stream.resource<external> loc(fused[#loc13, #loc12, #loc8]), %arg4: !stream.resource<external> loc(fused[#loc13, #loc12, #loc8]), %arg5: !stream.resource<external> loc(fused[#loc13, #loc12, #loc8]), %arg6: !stream.resource<external> loc(callsite(#loc1 at #loc2))):
      "stream.cmd.dispatch"(%arg3, %arg4, %arg5, %arg6, %7, %6, %5, %2, %0, %0, %0, %0, %7, %6, %5, %7) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_4x8x8_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index) -> () loc(#loc8)
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg6, %arg6, %2, %2, %0, %7, %7, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_4x8_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> () loc(#loc12)
        "stream.cmd.copy"(%arg6, %2, %0, %arg6, %2, %3, %7) : (!stream.resource<external>, index, index, !stream.resource<external>, index, index, index) -> () loc(#loc13)
        "stream.cmd.copy"(%arg3, %7, %0, %arg6, %2, %1, %7) : (!stream.resource<external>, index, index, !stream.resource<external>, index, index, index) -> () loc(#loc13)
        "stream.yield"() : () -> () loc(#loc16)
      }) : () -> () loc(#loc16)
      "stream.yield"() : () -> () loc(#loc15)
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, !stream.timepoint) -> !stream.timepoint loc(#loc15)
    %17 = "stream.timepoint.await"(%15#0, %2, %16) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external> loc(#loc15)
    %18 = "stream.resource.subview"(%17, %2, %0, %7) : (!stream.resource<external>, index, index, index) -> !stream.resource<external> loc(#loc8)
    %19 = "stream.resource.subview"(%17, %2, %7, %4) : (!stream.resource<external>, index, index, index) -> !stream.resource<external> loc(#loc16)
    %20 = "stream.resource.subview"(%17, %2, %3, %6) : (!stream.resource<external>, index, index, index) -> !stream.resource<external> loc(#loc13)
    %21 = "stream.tensor.export"(%18, %7) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view loc(#loc2)
    %22 = "stream.tensor.export"(%19, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view loc(#loc2)
    %23 = "stream.tensor.export"(%20, %6) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8x8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view loc(#loc2)
    "util.return"(%21, %22, %23) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> () loc(#loc2)
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x8xf32>, %input1: tensor<8x8xf32>, %input2: tensor<8xf32>) -> (%output0: tensor<4x8xf32>, %output1: tensor<4xf32>, %output2: tensor<8x8xf32>)"}} : () -> () loc(#loc2)
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> () loc(#loc)
#loc = loc("tests/programs/stablehlo_mlp.mlir":0:0)
#loc4 = loc("tests/programs/stablehlo_mlp.mlir":8:8)
#loc5 = loc("tests/programs/stablehlo_mlp.mlir":7:8)
#loc10 = loc(callsite(#loc4 at #loc2))
#loc11 = loc(callsite(#loc5 at #loc2))
#loc14 = loc(fused[#loc8, #loc13, #loc12])
#loc16 = loc(fused[#loc13, #loc12])


