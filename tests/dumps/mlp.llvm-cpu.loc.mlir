#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#loc1 = loc("tests/programs/mlp.mlir":8:9)
#loc2 = loc("tests/programs/mlp.mlir":2:1)
#loc6 = loc(unknown)
#loc8 = loc("tests/programs/mlp.mlir":15:10)
#loc9 = loc("tests/programs/mlp.mlir":15:19)
#loc10 = loc("tests/programs/mlp.mlir":15:28)
#loc14 = loc("tests/programs/mlp.mlir":23:9)
#loc18 = loc("tests/programs/mlp.mlir":30:10)
#loc19 = loc("tests/programs/mlp.mlir":30:19)
#loc20 = loc("tests/programs/mlp.mlir":30:28)
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
#loc24 = loc(callsite(#loc1 at #loc2))
#loc28 = loc(callsite(#loc6 at #loc2))
#loc30 = loc(callsite(#loc8 at #loc2))
#loc31 = loc(callsite(#loc9 at #loc2))
#loc32 = loc(callsite(#loc10 at #loc2))
#loc36 = loc(callsite(#loc14 at #loc2))
#loc40 = loc(callsite(#loc18 at #loc2))
#loc41 = loc(callsite(#loc19 at #loc2))
#loc42 = loc(callsite(#loc20 at #loc2))
#loc46 = loc(fused[#loc36, #loc24])
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> () loc(#loc)
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_4x16x8_f32, sym_name = "main_dispatch_0_matmul_4x16x8_f32"}> ({
      %57:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index) loc(#loc24)
      "stream.return"(%57#0, %57#1, %57#2) : (index, index, index) -> () loc(#loc24)
    }) : () -> () loc(#loc24)
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_4x16x8_f32"}> ({
      ^bb0(%arg24: !stream.binding loc("tests/programs/mlp.mlir":2:1), %arg25: !stream.binding loc("tests/programs/mlp.mlir":2:1), %arg26: !stream.binding loc("tests/programs/mlp.mlir":2:1), %arg27: !stream.binding loc(callsite(#loc1 at #loc2))):
        %40 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc(#loc25)
        %41 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc24)
        %42 = "stream.binding.subspan"(%arg24, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>> loc(#loc2)
        %43 = "stream.binding.subspan"(%arg25, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>> loc(#loc2)
        %44 = "stream.binding.subspan"(%arg26, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>> loc(#loc2)
        %45 = "stream.binding.subspan"(%arg27, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>> loc(#loc24)
        %46 = "iree_tensor_ext.dispatch.tensor.load"(%42) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32> loc(#loc24)
        %47 = "iree_tensor_ext.dispatch.tensor.load"(%43) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 16>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>) -> tensor<8x16xf32> loc(#loc24)
        %48 = "iree_tensor_ext.dispatch.tensor.load"(%44) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 16>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<16xf32>>) -> tensor<16xf32> loc(#loc24)
        %49 = "tensor.empty"() : () -> tensor<4x16xf32> loc(#loc26)
        %50 = "linalg.fill"(%40, %49) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg34: f32 loc(callsite(#loc6 at #loc2)), %arg35: f32 loc(callsite(#loc6 at #loc2))):
          "linalg.yield"(%arg34) : (f32) -> () loc(#loc28)
        }) : (f32, tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc27)
        %51 = "linalg.matmul"(%46, %47, %50) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg31: f32 loc(callsite(#loc6 at #loc2)), %arg32: f32 loc(callsite(#loc6 at #loc2)), %arg33: f32 loc(callsite(#loc6 at #loc2))):
          %55 = "arith.mulf"(%arg31, %arg32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc28)
          %56 = "arith.addf"(%arg33, %55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc28)
          "linalg.yield"(%56) : (f32) -> () loc(#loc28)
        }) : (tensor<4x8xf32>, tensor<8x16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc24)
        %52 = "linalg.generic"(%51, %48, %49) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg28: f32 loc(callsite(#loc8 at #loc2)), %arg29: f32 loc(callsite(#loc9 at #loc2)), %arg30: f32 loc(callsite(#loc10 at #loc2))):
          %53 = "arith.addf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc33)
          %54 = "arith.maximumf"(%53, %40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc34)
          "linalg.yield"(%54) : (f32) -> () loc(#loc35)
        }) : (tensor<4x16xf32>, tensor<16xf32>, tensor<4x16xf32>) -> tensor<4x16xf32> loc(#loc29)
        "iree_tensor_ext.dispatch.tensor.store"(%52, %45) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 16>, static_strides = array<i64: 1, 1>}> : (tensor<4x16xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x16xf32>>) -> () loc(#loc24)
        "func.return"() : () -> () loc(#loc24)
      }) : () -> () loc(#loc24)
    }) : () -> () loc(#loc24)
    "stream.executable.end"() : () -> () loc(#loc24)
  }) : () -> () loc(#loc24)
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_4x4x16_f32, sym_name = "main_dispatch_1_matmul_4x4x16_f32"}> ({
      %39:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index) loc(#loc36)
      "stream.return"(%39#0, %39#1, %39#2) : (index, index, index) -> () loc(#loc36)
    }) : () -> () loc(#loc36)
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_4x4x16_f32"}> ({
      ^bb0(%arg12: !stream.binding loc(callsite(#loc1 at #loc2)), %arg13: !stream.binding loc("tests/programs/mlp.mlir":2:1), %arg14: !stream.binding loc("tests/programs/mlp.mlir":2:1), %arg15: !stream.binding loc(callsite(#loc14 at #loc2))):
        %22 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc(#loc25)
        %23 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc36)
        %24 = "stream.binding.subspan"(%arg12, %23) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>> loc(#loc24)
        %25 = "stream.binding.subspan"(%arg13, %23) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<16x4xf32>> loc(#loc2)
        %26 = "stream.binding.subspan"(%arg14, %23) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>> loc(#loc2)
        %27 = "stream.binding.subspan"(%arg15, %23) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>> loc(#loc36)
        %28 = "iree_tensor_ext.dispatch.tensor.load"(%24) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 16>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x16xf32>>) -> tensor<4x16xf32> loc(#loc36)
        %29 = "iree_tensor_ext.dispatch.tensor.load"(%25) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 16, 4>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<16x4xf32>>) -> tensor<16x4xf32> loc(#loc36)
        %30 = "iree_tensor_ext.dispatch.tensor.load"(%26) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32> loc(#loc36)
        %31 = "tensor.empty"() : () -> tensor<4x4xf32> loc(#loc37)
        %32 = "linalg.fill"(%22, %31) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg22: f32 loc(callsite(#loc6 at #loc2)), %arg23: f32 loc(callsite(#loc6 at #loc2))):
          "linalg.yield"(%arg22) : (f32) -> () loc(#loc28)
        }) : (f32, tensor<4x4xf32>) -> tensor<4x4xf32> loc(#loc38)
        %33 = "linalg.matmul"(%28, %29, %32) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg19: f32 loc(callsite(#loc6 at #loc2)), %arg20: f32 loc(callsite(#loc6 at #loc2)), %arg21: f32 loc(callsite(#loc6 at #loc2))):
          %37 = "arith.mulf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc28)
          %38 = "arith.addf"(%arg21, %37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc28)
          "linalg.yield"(%38) : (f32) -> () loc(#loc28)
        }) : (tensor<4x16xf32>, tensor<16x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32> loc(#loc36)
        %34 = "linalg.generic"(%33, %30, %31) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg16: f32 loc(callsite(#loc18 at #loc2)), %arg17: f32 loc(callsite(#loc19 at #loc2)), %arg18: f32 loc(callsite(#loc20 at #loc2))):
          %35 = "arith.addf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc43)
          %36 = "arith.maximumf"(%35, %22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc44)
          "linalg.yield"(%36) : (f32) -> () loc(#loc45)
        }) : (tensor<4x4xf32>, tensor<4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32> loc(#loc39)
        "iree_tensor_ext.dispatch.tensor.store"(%34, %27) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x4xf32>>) -> () loc(#loc36)
        "func.return"() : () -> () loc(#loc36)
      }) : () -> () loc(#loc36)
    }) : () -> () loc(#loc36)
    "stream.executable.end"() : () -> () loc(#loc36)
  }) : () -> () loc(#loc36)
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view loc("tests/programs/mlp.mlir":2:1), %arg1: !hal.buffer_view loc("tests/programs/mlp.mlir":2:1), %arg2: !hal.buffer_view loc("tests/programs/mlp.mlir":2:1), %arg3: !hal.buffer_view loc("tests/programs/mlp.mlir":2:1), %arg4: !hal.buffer_view loc("tests/programs/mlp.mlir":2:1)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc6)
    %1 = "arith.constant"() <{value = 256 : index}> : () -> index loc(#loc6)
    %2 = "arith.constant"() <{value = 64 : index}> : () -> index loc(#loc6)
    %3 = "arith.constant"() <{value = 512 : index}> : () -> index loc(#loc2)
    %4 = "arith.constant"() <{value = 128 : index}> : () -> index loc(#loc2)
    %5 = "arith.constant"() <{value = 16 : index}> : () -> index loc(#loc6)
    %6 = "arith.constant"() <{value = 8 : index}> : () -> index loc(#loc6)
    %7 = "arith.constant"() <{value = 4 : index}> : () -> index loc(#loc6)
    %8 = "hal.element_type"() <{type = f32}> : () -> i32 loc(#loc2)
    %9 = "hal.encoding_type"() : () -> i32 loc(#loc2)
    "hal.buffer_view.assert"(%arg0, %8, %9, %7, %6) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> () loc(#loc2)
    %10 = "stream.tensor.import"(%arg0, %4) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external> loc(#loc2)
    "hal.buffer_view.assert"(%arg1, %8, %9, %6, %5) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> () loc(#loc2)
    %11 = "stream.tensor.import"(%arg1, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x16xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external> loc(#loc2)
    "hal.buffer_view.assert"(%arg2, %8, %9, %5) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index) -> () loc(#loc2)
    %12 = "stream.tensor.import"(%arg2, %2) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<16xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external> loc(#loc2)
    "hal.buffer_view.assert"(%arg3, %8, %9, %5, %7) <{message = "input3"}> : (!hal.buffer_view, i32, i32, index, index) -> () loc(#loc2)
    %13 = "stream.tensor.import"(%arg3, %1) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<16x4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external> loc(#loc2)
    "hal.buffer_view.assert"(%arg4, %8, %9, %7) <{message = "input4"}> : (!hal.buffer_view, i32, i32, index) -> () loc(#loc2)
    %14 = "stream.tensor.import"(%arg4, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external> loc(#loc2)
    %15:2 = "stream.resource.alloca"(%2) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint) loc(#loc36)
    %16:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<transient>, !stream.timepoint) loc(#loc24)
    %17 = "stream.timepoint.join"(%15#1, %16#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint loc(#loc46)
    %18 = "stream.cmd.execute"(%10, %11, %12, %13, %14, %15#0, %16#0, %4, %3, %2, %1, %5, %2, %1, %17) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 7, 7, 1>}> ({
    ^bb0(%arg5: !stream.resource<external> loc(fused[#loc36, #loc24]), %arg6: !stream.resource<external> loc(fused[#loc36, #loc24]), %arg7: !stream.resource<external> loc(fused[#loc36, #loc24]), %arg8: !stream.resource<external> loc(fused[#loc36, #loc24]), %arg9: !stream.resource<external> loc(fused[#loc36, #loc24]), %arg10: !stream.resource<external> loc(callsite(#loc14 at #loc2)), %arg11: !stream.resource<transient> loc(callsite(#loc1 at #loc2))):
      "stream.cmd.dispatch"(%arg5, %arg6, %arg7, %arg11, %4, %3, %2, %1, %0, %0, %0, %0, %4, %3, %2, %1) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_4x16x8_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> () loc(#loc24)
      "stream.cmd.dispatch"(%arg11, %arg8, %arg9, %arg10, %1, %1, %5, %2, %0, %0, %0, %0, %1, %1, %5, %2) <{entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_4x4x16_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index) -> () loc(#loc36)
      "stream.yield"() : () -> () loc(#loc46)
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint loc(#loc46)
    %19 = "stream.resource.dealloca"(%16#0, %1, %18) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint loc(#loc24)
    %20 = "stream.timepoint.await"(%15#0, %2, %19) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external> loc(#loc46)
    %21 = "stream.tensor.export"(%20, %2) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view loc(#loc2)
    "util.return"(%21) : (!hal.buffer_view) -> () loc(#loc2)
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x8xf32>, %input1: tensor<8x16xf32>, %input2: tensor<16xf32>, %input3: tensor<16x4xf32>, %input4: tensor<4xf32>) -> (%output0: tensor<4x4xf32>)"}} : () -> () loc(#loc2)
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> () loc(#loc)
#loc = loc("tests/programs/mlp.mlir":0:0)
#loc3 = loc("tests/programs/mlp.mlir":4:11)
#loc4 = loc("tests/programs/mlp.mlir":6:9)
#loc5 = loc("tests/programs/mlp.mlir":7:9)
#loc7 = loc("tests/programs/mlp.mlir":10:9)
#loc11 = loc("tests/programs/mlp.mlir":16:12)
#loc12 = loc("tests/programs/mlp.mlir":17:12)
#loc13 = loc("tests/programs/mlp.mlir":18:7)
#loc15 = loc("tests/programs/mlp.mlir":21:9)
#loc16 = loc("tests/programs/mlp.mlir":22:9)
#loc17 = loc("tests/programs/mlp.mlir":25:9)
#loc21 = loc("tests/programs/mlp.mlir":31:12)
#loc22 = loc("tests/programs/mlp.mlir":32:12)
#loc23 = loc("tests/programs/mlp.mlir":33:7)
#loc25 = loc(callsite(#loc3 at #loc2))
#loc26 = loc(callsite(#loc4 at #loc2))
#loc27 = loc(callsite(#loc5 at #loc2))
#loc29 = loc(callsite(#loc7 at #loc2))
#loc33 = loc(callsite(#loc11 at #loc2))
#loc34 = loc(callsite(#loc12 at #loc2))
#loc35 = loc(callsite(#loc13 at #loc2))
#loc37 = loc(callsite(#loc15 at #loc2))
#loc38 = loc(callsite(#loc16 at #loc2))
#loc39 = loc(callsite(#loc17 at #loc2))
#loc43 = loc(callsite(#loc21 at #loc2))
#loc44 = loc(callsite(#loc22 at #loc2))
#loc45 = loc(callsite(#loc23 at #loc2))


