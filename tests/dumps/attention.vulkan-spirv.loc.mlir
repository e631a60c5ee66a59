#executable_target_vulkan_spirv_fb = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "vp_android_baseline_2022", features = "spirv:v1.3,cap:Shader", wgp = <compute = fp32|int32, storage = b32, subgroup = none, subgroup_size_choices = [64], max_workgroup_sizes = [128, 128, 64], max_thread_count_per_workgroup = 128, max_workgroup_memory_bytes = 16384, max_workgroup_counts = [65535, 65535, 65535]>>}>
#loc1 = loc("tests/programs/attention.mlir":14:8)
#loc2 = loc("tests/programs/attention.mlir":2:1)
#loc6 = loc(unknown)
#loc7 = loc("tests/programs/attention.mlir":19:10)
#loc12 = loc("tests/programs/attention.mlir":23:10)
#loc13 = loc("tests/programs/attention.mlir":23:19)
#loc18 = loc("tests/programs/attention.mlir":34:10)
#loc19 = loc("tests/programs/attention.mlir":34:19)
#loc20 = loc("tests/programs/attention.mlir":34:28)
#loc25 = loc("tests/programs/attention.mlir":42:10)
#loc27 = loc("tests/programs/attention.mlir":46:10)
#loc28 = loc("tests/programs/attention.mlir":46:19)
#loc32 = loc("tests/programs/attention.mlir":56:10)
#loc33 = loc("tests/programs/attention.mlir":56:19)
#loc34 = loc("tests/programs/attention.mlir":56:28)
#loc37 = loc("tests/programs/attention.mlir":63:10)
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d0)>
#map5 = affine_map<(d0, d1, d2) -> (d2, d1)>
#device_target_vulkan = #hal.device.target<"vulkan", [#executable_target_vulkan_spirv_fb]> : !hal.device
#loc40 = loc(callsite(#loc1 at #loc2))
#loc44 = loc(callsite(#loc6 at #loc2))
#loc45 = loc(callsite(#loc7 at #loc2))
#loc50 = loc(callsite(#loc12 at #loc2))
#loc51 = loc(callsite(#loc13 at #loc2))
#loc56 = loc(callsite(#loc18 at #loc2))
#loc57 = loc(callsite(#loc19 at #loc2))
#loc58 = loc(callsite(#loc20 at #loc2))
#loc63 = loc(callsite(#loc25 at #loc2))
#loc65 = loc(callsite(#loc27 at #loc2))
#loc66 = loc(callsite(#loc28 at #loc2))
#loc70 = loc(callsite(#loc32 at #loc2))
#loc71 = loc(callsite(#loc33 at #loc2))
#loc72 = loc(callsite(#loc34 at #loc2))
#loc75 = loc(callsite(#loc37 at #loc2))
#loc78 = loc(fused[#loc40, #loc45, #loc63])
#loc79 = loc(fused[#loc75, #loc63, #loc45, #loc40])
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_vulkan, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> () loc(#loc)
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_8x8x16_f32, sym_name = "main_dispatch_0_matmul_8x8x16_f32"}> ({
      %72:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index) loc(#loc40)
      "stream.return"(%72#0, %72#1, %72#2) : (index, index, index) -> () loc(#loc40)
    }) : () -> () loc(#loc40)
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_8x8x16_f32"}> ({
      ^bb0(%arg34: !stream.binding loc("tests/programs/attention.mlir":2:1), %arg35: !stream.binding loc("tests/programs/attention.mlir":2:1), %arg36: !stream.binding loc(callsite(#loc1 at #loc2))):
        %60 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc(#loc41)
        %61 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc40)
        %62 = "stream.binding.subspan"(%arg34, %61) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>> loc(#loc2)
        %63 = "stream.binding.subspan"(%arg35, %61) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>> loc(#loc2)
        %64 = "stream.binding.subspan"(%arg36, %61) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>> loc(#loc40)
        %65 = "iree_tensor_ext.dispatch.tensor.load"(%62) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 16>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>) -> tensor<8x16xf32> loc(#loc40)
        %66 = "iree_tensor_ext.dispatch.tensor.load"(%63) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 16>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>) -> tensor<8x16xf32> loc(#loc40)
        %67 = "tensor.empty"() : () -> tensor<8x8xf32> loc(#loc42)
        %68 = "linalg.fill"(%60, %67) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg40: f32 loc(callsite(#loc6 at #loc2)), %arg41: f32 loc(callsite(#loc6 at #loc2))):
          "linalg.yield"(%arg40) : (f32) -> () loc(#loc44)
        }) : (f32, tensor<8x8xf32>) -> tensor<8x8xf32> loc(#loc43)
        %69 = "linalg.matmul"(%65, %66, %68) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg37: f32 loc(unknown), %arg38: f32 loc(unknown), %arg39: f32 loc(unknown)):
          %70 = "arith.mulf"(%arg37, %arg38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc6)
          %71 = "arith.addf"(%arg39, %70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc6)
          "linalg.yield"(%71) : (f32) -> () loc(#loc6)
        }) : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x8xf32>) -> tensor<8x8xf32> loc(#loc40)
        "iree_tensor_ext.dispatch.tensor.store"(%69, %64) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>) -> () loc(#loc40)
        "func.return"() : () -> () loc(#loc40)
      }) : () -> () loc(#loc40)
    }) : () -> () loc(#loc40)
    "stream.executable.end"() : () -> () loc(#loc40)
  }) : () -> () loc(#loc40)
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_reduction_8x8_f32, sym_name = "main_dispatch_1_reduction_8x8_f32"}> ({
      %59:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index) loc(#loc45)
      "stream.return"(%59#0, %59#1, %59#2) : (index, index, index) -> () loc(#loc45)
    }) : () -> () loc(#loc45)
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_reduction_8x8_f32"}> ({
      ^bb0(%arg25: !stream.binding loc(callsite(#loc1 at #loc2)), %arg26: !stream.binding loc(callsite(#loc7 at #loc2))):
        %43 = "arith.constant"() <{value = -3.40282347E+38 : f32}> : () -> f32 loc(#loc46)
        %44 = "arith.constant"() <{value = 2.500000e-01 : f32}> : () -> f32 loc(#loc47)
        %45 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc45)
        %46 = "stream.binding.subspan"(%arg25, %45) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> loc(#loc40)
        %47 = "stream.binding.subspan"(%arg26, %45) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>> loc(#loc45)
        %48 = "iree_tensor_ext.dispatch.tensor.load"(%46) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>) -> tensor<8x8xf32> loc(#loc45)
        %49 = "tensor.empty"() : () -> tensor<8x8xf32> loc(#loc42)
        %50 = "tensor.empty"() : () -> tensor<8xf32> loc(#loc48)
        %51 = "linalg.fill"(%43, %50) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg32: f32 loc(callsite(#loc6 at #loc2)), %arg33: f32 loc(callsite(#loc6 at #loc2))):
          "linalg.yield"(%arg32) : (f32) -> () loc(#loc44)
        }) : (f32, tensor<8xf32>) -> tensor<8xf32> loc(#loc49)
        %52 = "linalg.generic"(%48, %51) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg30: f32 loc(callsite(#loc12 at #loc2)), %arg31: f32 loc(callsite(#loc13 at #loc2))):
          %57 = "arith.mulf"(%arg30, %44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc52)
          %58 = "arith.maximumf"(%57, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc53)
          "linalg.yield"(%58) : (f32) -> () loc(#loc54)
        }) : (tensor<8x8xf32>, tensor<8xf32>) -> tensor<8xf32> loc(#loc45)
        %53 = "linalg.generic"(%48, %52, %49) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg27: f32 loc(callsite(#loc18 at #loc2)), %arg28: f32 loc(callsite(#loc19 at #loc2)), %arg29: f32 loc(callsite(#loc20 at #loc2))):
          %54 = "arith.mulf"(%arg27, %44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc59)
          %55 = "arith.subf"(%54, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc60)
          %56 = "math.exp"(%55) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc61)
          "linalg.yield"(%56) : (f32) -> () loc(#loc62)
        }) : (tensor<8x8xf32>, tensor<8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32> loc(#loc55)
        "iree_tensor_ext.dispatch.tensor.store"(%53, %47) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>) -> () loc(#loc45)
        "func.return"() : () -> () loc(#loc45)
      }) : () -> () loc(#loc45)
    }) : () -> () loc(#loc45)
    "stream.executable.end"() : () -> () loc(#loc45)
  }) : () -> () loc(#loc45)
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_reduction_8x8_f32, sym_name = "main_dispatch_2_reduction_8x8_f32"}> ({
      %42:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index) loc(#loc63)
      "stream.return"(%42#0, %42#1, %42#2) : (index, index, index) -> () loc(#loc63)
    }) : () -> () loc(#loc63)
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_reduction_8x8_f32"}> ({
      ^bb0(%arg16: !stream.binding loc(callsite(#loc7 at #loc2)), %arg17: !stream.binding loc(callsite(#loc25 at #loc2))):
        %30 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc(#loc41)
        %31 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc63)
        %32 = "stream.binding.subspan"(%arg16, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> loc(#loc45)
        %33 = "stream.binding.subspan"(%arg17, %31) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>> loc(#loc63)
        %34 = "iree_tensor_ext.dispatch.tensor.load"(%32) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>) -> tensor<8x8xf32> loc(#loc63)
        %35 = "tensor.empty"() : () -> tensor<8x8xf32> loc(#loc42)
        %36 = "tensor.empty"() : () -> tensor<8xf32> loc(#loc48)
        %37 = "linalg.fill"(%30, %36) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg23: f32 loc(callsite(#loc6 at #loc2)), %arg24: f32 loc(callsite(#loc6 at #loc2))):
          "linalg.yield"(%arg23) : (f32) -> () loc(#loc44)
        }) : (f32, tensor<8xf32>) -> tensor<8xf32> loc(#loc64)
        %38 = "linalg.generic"(%34, %37) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg21: f32 loc(callsite(#loc27 at #loc2)), %arg22: f32 loc(callsite(#loc28 at #loc2))):
          %41 = "arith.addf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc67)
          "linalg.yield"(%41) : (f32) -> () loc(#loc68)
        }) : (tensor<8x8xf32>, tensor<8xf32>) -> tensor<8xf32> loc(#loc63)
        %39 = "linalg.generic"(%34, %38, %35) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg18: f32 loc(callsite(#loc32 at #loc2)), %arg19: f32 loc(callsite(#loc33 at #loc2)), %arg20: f32 loc(callsite(#loc34 at #loc2))):
          %40 = "arith.divf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc73)
          "linalg.yield"(%40) : (f32) -> () loc(#loc74)
        }) : (tensor<8x8xf32>, tensor<8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32> loc(#loc69)
        "iree_tensor_ext.dispatch.tensor.store"(%39, %33) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (tensor<8x8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x8xf32>>) -> () loc(#loc63)
        "func.return"() : () -> () loc(#loc63)
      }) : () -> () loc(#loc63)
    }) : () -> () loc(#loc63)
    "stream.executable.end"() : () -> () loc(#loc63)
  }) : () -> () loc(#loc63)
  "stream.executable"() <{sym_name = "main_dispatch_3", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_3_matmul_8x16x8_f32, sym_name = "main_dispatch_3_matmul_8x16x8_f32"}> ({
      %29:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index) loc(#loc75)
      "stream.return"(%29#0, %29#1, %29#2) : (index, index, index) -> () loc(#loc75)
    }) : () -> () loc(#loc75)
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_3_matmul_8x16x8_f32"}> ({
      ^bb0(%arg8: !stream.binding loc(callsite(#loc25 at #loc2)), %arg9: !stream.binding loc("tests/programs/attention.mlir":2:1), %arg10: !stream.binding loc(callsite(#loc37 at #loc2))):
        %17 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc(#loc41)
        %18 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc75)
        %19 = "stream.binding.subspan"(%arg8, %18) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>> loc(#loc63)
        %20 = "stream.binding.subspan"(%arg9, %18) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>> loc(#loc2)
        %21 = "stream.binding.subspan"(%arg10, %18) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>> loc(#loc75)
        %22 = "iree_tensor_ext.dispatch.tensor.load"(%19) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>) -> tensor<8x8xf32> loc(#loc75)
        %23 = "iree_tensor_ext.dispatch.tensor.load"(%20) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 16>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>) -> tensor<8x16xf32> loc(#loc75)
        %24 = "tensor.empty"() : () -> tensor<8x16xf32> loc(#loc76)
        %25 = "linalg.fill"(%17, %24) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg14: f32 loc(callsite(#loc6 at #loc2)), %arg15: f32 loc(callsite(#loc6 at #loc2))):
          "linalg.yield"(%arg14) : (f32) -> () loc(#loc44)
        }) : (f32, tensor<8x16xf32>) -> tensor<8x16xf32> loc(#loc77)
        %26 = "linalg.matmul"(%22, %23, %25) <{indexing_maps = [#map, #map5, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg11: f32 loc(callsite(#loc6 at #loc2)), %arg12: f32 loc(callsite(#loc6 at #loc2)), %arg13: f32 loc(callsite(#loc6 at #loc2))):
          %27 = "arith.mulf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc44)
          %28 = "arith.addf"(%arg13, %27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc44)
          "linalg.yield"(%28) : (f32) -> () loc(#loc44)
        }) : (tensor<8x8xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32> loc(#loc75)
        "iree_tensor_ext.dispatch.tensor.store"(%26, %21) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 16>, static_strides = array<i64: 1, 1>}> : (tensor<8x16xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<8x16xf32>>) -> () loc(#loc75)
        "func.return"() : () -> () loc(#loc75)
      }) : () -> () loc(#loc75)
    }) : () -> () loc(#loc75)
    "stream.executable.end"() : () -> () loc(#loc75)
  }) : () -> () loc(#loc75)
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view loc("tests/programs/attention.mlir":2:1), %arg1: !hal.buffer_view loc("tests/programs/attention.mlir":2:1), %arg2: !hal.buffer_view loc("tests/programs/attention.mlir":2:1)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc6)
    %1 = "arith.constant"() <{value = 256 : index}> : () -> index loc(#loc6)
    %2 = "arith.constant"() <{value = 512 : index}> : () -> index loc(#loc6)
    %3 = "arith.constant"() <{value = 16 : index}> : () -> index loc(#loc6)
    %4 = "arith.constant"() <{value = 8 : index}> : () -> index loc(#loc6)
    %5 = "hal.element_type"() <{type = f32}> : () -> i32 loc(#loc2)
    %6 = "hal.encoding_type"() : () -> i32 loc(#loc2)
    "hal.buffer_view.assert"(%arg0, %5, %6, %4, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> () loc(#loc2)
    %7 = "stream.tensor.import"(%arg0, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x16xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external> loc(#loc2)
    "hal.buffer_view.assert"(%arg1, %5, %6, %4, %3) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> () loc(#loc2)
    %8 = "stream.tensor.import"(%arg1, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x16xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external> loc(#loc2)
    "hal.buffer_view.assert"(%arg2, %5, %6, %4, %3) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index, index) -> () loc(#loc2)
    %9 = "stream.tensor.import"(%arg2, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x16xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external> loc(#loc2)
    %10:2 = "stream.resource.alloca"(%2) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint) loc(#loc75)
    %11:2 = "stream.resource.alloca"(%2) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<transient>, !stream.timepoint) loc(#loc78)
    %12 = "stream.timepoint.join"(%10#1, %11#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint loc(#loc79)
    %13 = "stream.cmd.execute"(%7, %8, %9, %10#0, %11#0, %2, %2, %2, %2, %2, %12) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 5, 5, 1>}> ({
    ^bb0(%arg3: !stream.resource<external> loc(fused[#loc75, #loc63, #loc45, #loc40]), %arg4: !stream.resource<external> loc(fused[#loc75, #loc63, #loc45, #loc40]), %arg5: !stream.resource<external> loc(fused[#loc75, #loc63, #loc45, #loc40]), %arg6: !stream.resource<external> loc(callsite(#loc37 at #loc2)), %arg7: !stream.resource<transient> loc(fused[#loc40, #loc45, #loc63])):
      "stream.cmd.dispatch"(%arg3, %arg4, %arg7, %2, %2, %2, %0, %0, %0, %2, %2, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_8x8x16_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> () loc(#loc40)
      "stream.cmd.dispatch"(%arg7, %arg7, %2, %2, %0, %1, %1, %1) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_8x8_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> () loc(#loc45)
      "stream.cmd.dispatch"(%arg7, %arg7, %2, %2, %1, %0, %1, %1) <{entry_points = [@main_dispatch_2::@main_dispatch_2_reduction_8x8_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> () loc(#loc63)
      "stream.cmd.dispatch"(%arg7, %arg5, %arg6, %2, %2, %2, %0, %0, %0, %1, %2, %2) <{entry_points = [@main_dispatch_3::@main_dispatch_3_matmul_8x16x8_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> () loc(#loc75)
      "stream.yield"() : () -> () loc(#loc79)
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint loc(#loc79)
    %14 = "stream.resource.dealloca"(%11#0, %2, %13) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint loc(#loc78)
    %15 = "stream.timepoint.await"(%10#0, %2, %14) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external> loc(#loc79)
    %16 = "stream.tensor.export"(%15, %2) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8x16xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view loc(#loc2)
    "util.return"(%16) : (!hal.buffer_view) -> () loc(#loc2)
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<8x16xf32>, %input1: tensor<8x16xf32>, %input2: tensor<8x16xf32>) -> (%output0: tensor<8x16xf32>)"}} : () -> () loc(#loc2)
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> () loc(#loc)
#loc = loc("tests/programs/attention.mlir":0:0)
#loc3 = loc("tests/programs/attention.mlir":4:11)
#loc4 = loc("tests/programs/attention.mlir":12:9)
#loc5 = loc("tests/programs/attention.mlir":13:9)
#loc8 = loc("tests/programs/attention.mlir":5:11)
#loc9 = loc("tests/programs/attention.mlir":6:12)
#loc10 = loc("tests/programs/attention.mlir":17:9)
#loc11 = loc("tests/programs/attention.mlir":18:9)
#loc14 = loc("tests/programs/attention.mlir":24:12)
#loc15 = loc("tests/programs/attention.mlir":25:12)
#loc16 = loc("tests/programs/attention.mlir":26:7)
#loc17 = loc("tests/programs/attention.mlir":29:9)
#loc21 = loc("tests/programs/attention.mlir":35:12)
#loc22 = loc("tests/programs/attention.mlir":36:12)
#loc23 = loc("tests/programs/attention.mlir":37:12)
#loc24 = loc("tests/programs/attention.mlir":38:7)
#loc26 = loc("tests/programs/attention.mlir":41:9)
#loc29 = loc("tests/programs/attention.mlir":47:12)
#loc30 = loc("tests/programs/attention.mlir":48:7)
#loc31 = loc("tests/programs/attention.mlir":51:8)
#loc35 = loc("tests/programs/attention.mlir":57:12)
#loc36 = loc("tests/programs/attention.mlir":58:7)
#loc38 = loc("tests/programs/attention.mlir":61:9)
#loc39 = loc("tests/programs/attention.mlir":62:9)
#loc41 = loc(callsite(#loc3 at #loc2))
#loc42 = loc(callsite(#loc4 at #loc2))
#loc43 = loc(callsite(#loc5 at #loc2))
#loc46 = loc(callsite(#loc8 at #loc2))
#loc47 = loc(callsite(#loc9 at #loc2))
#loc48 = loc(callsite(#loc10 at #loc2))
#loc49 = loc(callsite(#loc11 at #loc2))
#loc52 = loc(callsite(#loc14 at #loc2))
#loc53 = loc(callsite(#loc15 at #loc2))
#loc54 = loc(callsite(#loc16 at #loc2))
#loc55 = loc(callsite(#loc17 at #loc2))
#loc59 = loc(callsite(#loc21 at #loc2))
#loc60 = loc(callsite(#loc22 at #loc2))
#loc61 = loc(callsite(#loc23 at #loc2))
#loc62 = loc(callsite(#loc24 at #loc2))
#loc64 = loc(callsite(#loc26 at #loc2))
#loc67 = loc(callsite(#loc29 at #loc2))
#loc68 = loc(callsite(#loc30 at #loc2))
#loc69 = loc(callsite(#loc31 at #loc2))
#loc73 = loc(callsite(#loc35 at #loc2))
#loc74 = loc(callsite(#loc36 at #loc2))
#loc76 = loc(callsite(#loc38 at #loc2))
#loc77 = loc(callsite(#loc39 at #loc2))


