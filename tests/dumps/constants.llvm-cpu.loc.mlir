#composite_of_512b = #util.composite<512xi8, [
    dense_resource<mlp_w1> : tensor<8x16xf32>,
]>
#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#loc1 = loc("tests/programs/constants.mlir":7:9)
#loc2 = loc("tests/programs/constants.mlir":5:1)
#loc3 = loc(unknown)
#loc4 = loc("tests/programs/constants.mlir":13:9)
#loc10 = loc("tests/programs/constants.mlir":20:10)
#loc11 = loc("tests/programs/constants.mlir":20:19)
#loc12 = loc("tests/programs/constants.mlir":20:28)
#loc16 = loc("tests/programs/constants.mlir":27:9)
#loc22 = loc("tests/programs/constants.mlir":34:10)
#loc23 = loc("tests/programs/constants.mlir":34:19)
#loc24 = loc("tests/programs/constants.mlir":34:28)
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
#loc27 = loc(callsite(#loc1 at #loc2))
#loc28 = loc(callsite(#loc4 at #loc2))
#loc33 = loc(callsite(#loc3 at #loc2))
#loc35 = loc(callsite(#loc10 at #loc2))
#loc36 = loc(callsite(#loc11 at #loc2))
#loc37 = loc(callsite(#loc12 at #loc2))
#loc41 = loc(callsite(#loc16 at #loc2))
#loc47 = loc(callsite(#loc22 at #loc2))
#loc48 = loc(callsite(#loc23 at #loc2))
#loc49 = loc(callsite(#loc24 at #loc2))
#loc53 = loc(fused[#loc41, #loc28])
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> () loc(#loc)
  "util.global"() <{sym_name = "__constant_tensor_8x16xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> () loc(#loc27)
  "util.initializer"() <{function_type = () -> ()}> ({
    %50 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc3)
    %51 = "arith.constant"() <{value = 0 : i64}> : () -> i64 loc(#loc27)
    %52 = "stream.timepoint.immediate"() : () -> !stream.timepoint loc(#loc3)
    %53 = "arith.constant"() <{value = 512 : index}> : () -> index loc(#loc27)
    %54 = "util.buffer.constant"() <{alignment = 64 : index, value = #composite_of_512b}> : () -> !util.buffer loc(#loc27)
    %55:2 = "stream.resource.try_map"(%54, %50, %53) <{affinity = #hal.device.affinity<@__device_0>}> : (!util.buffer, index, index) -> (i1, !stream.resource<constant>) loc(#loc27)
    "cf.cond_br"(%55#0, %52, %55#1)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, !stream.timepoint, !stream.resource<constant>) -> () loc(#loc27)
  ^bb1:  // pred: ^bb0
    %56 = "stream.resource.alloc"(%53) <{affinity = #hal.device.affinity<@__device_0>, uninitialized}> : (index) -> !stream.resource<constant> loc(#loc27)
    %57 = "stream.file.constant"(%54, %53, %50, %53) <{affinity = #hal.device.affinity<@__device_0>}> : (!util.buffer, index, index, index) -> !stream.file loc(#loc27)
    %58 = "stream.file.read"(%57, %51, %56, %53, %50, %53, %52) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.file, i64, !stream.resource<constant>, index, index, index, !stream.timepoint) -> !stream.timepoint loc(#loc27)
    "cf.br"(%58, %56)[^bb2] : (!stream.timepoint, !stream.resource<constant>) -> () loc(#loc27)
  ^bb2(%59: !stream.timepoint loc(callsite(#loc1 at #loc2)), %60: !stream.resource<constant> loc(callsite(#loc1 at #loc2))):  // 2 preds: ^bb0, ^bb1
    %61 = "stream.timepoint.await"(%60, %53, %59) <{operandSegmentSizes = array<i32: 1, 1, 1>, sync}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant> loc(#loc27)
    "util.global.store"(%61) <{global = @__constant_tensor_8x16xf32}> : (!stream.resource<constant>) -> () loc(#loc27)
    "util.return"() : () -> () loc(#loc52)
  }) : () -> () loc(#loc52)
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_2x16x8_f32, sym_name = "main_dispatch_0_matmul_2x16x8_f32"}> ({
      %49:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index) loc(#loc28)
      "stream.return"(%49#0, %49#1, %49#2) : (index, index, index) -> () loc(#loc28)
    }) : () -> () loc(#loc28)
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_2x16x8_f32"}> ({
      ^bb0(%arg15: !stream.binding loc("tests/programs/constants.mlir":5:1), %arg16: !stream.binding loc(callsite(#loc1 at #loc2)), %arg17: !stream.binding loc(callsite(#loc4 at #loc2))):
        %33 = "arith.constant"() <{value = dense<[-3.199000e-01, -8.948000e-01, -0.999499976, -6.975000e-01, -7.971000e-01, -2.728000e-01, -9.490000e-01, 7.487000e-01, 2.281000e-01, -0.702899992, -4.955000e-01, -3.052000e-01, -2.717000e-01, -7.543000e-01, 0.697899997, 0.986199975]> : tensor<16xf32>}> : () -> tensor<16xf32> loc(#loc29)
        %34 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc(#loc30)
        %35 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc28)
        %36 = "stream.binding.subspan"(%arg15, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>> loc(#loc2)
        %37 = "stream.binding.subspan"(%arg16, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>> loc(#loc27)
        %38 = "stream.binding.subspan"(%arg17, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>> loc(#loc28)
        %39 = "iree_tensor_ext.dispatch.tensor.load"(%36) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>>) -> tensor<2x8xf32> loc(#loc28)
        %40 = "iree_tensor_ext.dispatch.tensor.load"(%37) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 16>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>) -> tensor<8x16xf32> loc(#loc28)
        %41 = "tensor.empty"() : () -> tensor<2x16xf32> loc(#loc31)
        %42 = "linalg.fill"(%34, %41) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg24: f32 loc(callsite(#loc3 at #loc2)), %arg25: f32 loc(callsite(#loc3 at #loc2))):
          "linalg.yield"(%arg24) : (f32) -> () loc(#loc33)
        }) : (f32, tensor<2x16xf32>) -> tensor<2x16xf32> loc(#loc32)
        %43 = "linalg.matmul"(%39, %40, %42) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg21: f32 loc(callsite(#loc3 at #loc2)), %arg22: f32 loc(callsite(#loc3 at #loc2)), %arg23: f32 loc(callsite(#loc3 at #loc2))):
          %47 = "arith.mulf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc33)
          %48 = "arith.addf"(%arg23, %47) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc33)
          "linalg.yield"(%48) : (f32) -> () loc(#loc33)
        }) : (tensor<2x8xf32>, tensor<8x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32> loc(#loc28)
        %44 = "linalg.generic"(%43, %33, %41) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg18: f32 loc(callsite(#loc10 at #loc2)), %arg19: f32 loc(callsite(#loc11 at #loc2)), %arg20: f32 loc(callsite(#loc12 at #loc2))):
          %45 = "arith.addf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc38)
          %46 = "arith.maximumf"(%45, %34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc39)
          "linalg.yield"(%46) : (f32) -> () loc(#loc40)
        }) : (tensor<2x16xf32>, tensor<16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32> loc(#loc34)
        "iree_tensor_ext.dispatch.tensor.store"(%44, %38) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (tensor<2x16xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>) -> () loc(#loc28)
        "func.return"() : () -> () loc(#loc28)
      }) : () -> () loc(#loc28)
    }) : () -> () loc(#loc28)
    "stream.executable.end"() : () -> () loc(#loc28)
  }) : () -> () loc(#loc28)
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_2x4x16_f32, sym_name = "main_dispatch_1_matmul_2x4x16_f32"}> ({
      %32:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index) loc(#loc41)
      "stream.return"(%32#0, %32#1, %32#2) : (index, index, index) -> () loc(#loc41)
    }) : () -> () loc(#loc41)
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_2x4x16_f32"}> ({
      ^bb0(%arg5: !stream.binding loc(callsite(#loc4 at #loc2)), %arg6: !stream.binding loc(callsite(#loc16 at #loc2))):
        %18 = "arith.constant"() <{value = dense<[-3.350000e-01, 6.016000e-01, 9.433000e-01, -2.083000e-01]> : tensor<4xf32>}> : () -> tensor<4xf32> loc(#loc42)
        %19 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc(#loc30)
        %20 = "arith.constant"() <{value = dense<[[-6.800000e-02, -3.230000e-02, -0.828199982, -0.795599997], [-3.147000e-01, -4.705000e-01, 6.577000e-01, -6.771000e-01], [-9.538000e-01, 9.020000e-01, 5.650000e-02, -0.706799983], [8.630000e-02, -9.459000e-01, 5.620000e-02, 9.570000e-01], [7.267000e-01, 3.924000e-01, -4.778000e-01, -2.666000e-01], [-6.659000e-01, 5.439000e-01, 6.520000e-02, 5.581000e-01], [-3.407000e-01, -5.539000e-01, 6.230000e-01, 9.699000e-01], [7.053000e-01, 6.122000e-01, 0.636699974, 4.797000e-01], [-5.465000e-01, 3.530000e-02, -2.889000e-01, -0.941999971], [-9.441000e-01, -4.412000e-01, -4.817000e-01, 3.850000e-01], [0.912999987, -1.055000e-01, 8.740000e-01, 9.761000e-01], [9.100000e-01, -2.707000e-01, -5.591000e-01, -5.463000e-01], [-0.606599986, -5.913000e-01, 2.481000e-01, 0.800599992], [6.809000e-01, -4.110000e-02, 3.060000e-01, 5.993000e-01], [-0.83039999, 3.212000e-01, 0.819599986, 5.646000e-01], [5.003000e-01, -4.390000e-02, -6.430000e-01, 5.783000e-01]]> : tensor<16x4xf32>}> : () -> tensor<16x4xf32> loc(#loc43)
        %21 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc41)
        %22 = "stream.binding.subspan"(%arg5, %21) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>> loc(#loc28)
        %23 = "stream.binding.subspan"(%arg6, %21) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>> loc(#loc41)
        %24 = "iree_tensor_ext.dispatch.tensor.load"(%22) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>) -> tensor<2x16xf32> loc(#loc41)
        %25 = "tensor.empty"() : () -> tensor<2x4xf32> loc(#loc44)
        %26 = "linalg.fill"(%19, %25) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg13: f32 loc(callsite(#loc3 at #loc2)), %arg14: f32 loc(callsite(#loc3 at #loc2))):
          "linalg.yield"(%arg13) : (f32) -> () loc(#loc33)
        }) : (f32, tensor<2x4xf32>) -> tensor<2x4xf32> loc(#loc45)
        %27 = "linalg.matmul"(%24, %20, %26) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg10: f32 loc(callsite(#loc3 at #loc2)), %arg11: f32 loc(callsite(#loc3 at #loc2)), %arg12: f32 loc(callsite(#loc3 at #loc2))):
          %30 = "arith.mulf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc33)
          %31 = "arith.addf"(%arg12, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc33)
          "linalg.yield"(%31) : (f32) -> () loc(#loc33)
        }) : (tensor<2x16xf32>, tensor<16x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32> loc(#loc41)
        %28 = "linalg.generic"(%27, %18, %25) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg7: f32 loc(callsite(#loc22 at #loc2)), %arg8: f32 loc(callsite(#loc23 at #loc2)), %arg9: f32 loc(callsite(#loc24 at #loc2))):
          %29 = "arith.addf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc50)
          "linalg.yield"(%29) : (f32) -> () loc(#loc51)
        }) : (tensor<2x4xf32>, tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32> loc(#loc46)
        "iree_tensor_ext.dispatch.tensor.store"(%28, %23) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (tensor<2x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>) -> () loc(#loc41)
        "func.return"() : () -> () loc(#loc41)
      }) : () -> () loc(#loc41)
    }) : () -> () loc(#loc41)
    "stream.executable.end"() : () -> () loc(#loc41)
  }) : () -> () loc(#loc41)
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view loc("tests/programs/constants.mlir":5:1)):
    %0 = "arith.constant"() <{value = 32 : index}> : () -> index loc(#loc41)
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc3)
    %2 = "arith.constant"() <{value = 128 : index}> : () -> index loc(#loc3)
    %3 = "arith.constant"() <{value = 64 : index}> : () -> index loc(#loc2)
    %4 = "arith.constant"() <{value = 8 : index}> : () -> index loc(#loc2)
    %5 = "arith.constant"() <{value = 2 : index}> : () -> index loc(#loc2)
    %6 = "arith.constant"() <{value = 512 : index}> : () -> index loc(#loc3)
    %7 = "util.global.load"() <{global = @__constant_tensor_8x16xf32, is_immutable}> : () -> !stream.resource<constant> loc(#loc27)
    %8 = "hal.element_type"() <{type = f32}> : () -> i32 loc(#loc2)
    %9 = "hal.encoding_type"() : () -> i32 loc(#loc2)
    "hal.buffer_view.assert"(%arg0, %8, %9, %5, %4) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> () loc(#loc2)
    %10 = "stream.tensor.import"(%arg0, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external> loc(#loc2)
    %11:2 = "stream.resource.alloca"(%0) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint) loc(#loc41)
    %12:2 = "stream.resource.alloca"(%2) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<transient>, !stream.timepoint) loc(#loc28)
    %13 = "stream.timepoint.join"(%11#1, %12#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint loc(#loc53)
    %14 = "stream.cmd.execute"(%10, %7, %11#0, %12#0, %3, %6, %0, %2, %13) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 4, 4, 1>}> ({
    ^bb0(%arg1: !stream.resource<external> loc(fused[#loc41, #loc28]), %arg2: !stream.resource<constant> loc(fused[#loc41, #loc28]), %arg3: !stream.resource<external> loc(callsite(#loc16 at #loc2)), %arg4: !stream.resource<transient> loc(callsite(#loc4 at #loc2))):
      "stream.cmd.dispatch"(%arg1, %arg2, %arg4, %3, %6, %2, %1, %1, %1, %3, %6, %2) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_2x16x8_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> () loc(#loc28)
      "stream.cmd.dispatch"(%arg4, %arg3, %2, %0, %1, %1, %2, %0) <{entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_2x4x16_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index) -> () loc(#loc41)
      "stream.yield"() : () -> () loc(#loc53)
    }) : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, !stream.timepoint) -> !stream.timepoint loc(#loc53)
    %15 = "stream.resource.dealloca"(%12#0, %2, %14) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint loc(#loc28)
    %16 = "stream.timepoint.await"(%11#0, %0, %15) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external> loc(#loc53)
    %17 = "stream.tensor.export"(%16, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view loc(#loc2)
    "util.return"(%17) : (!hal.buffer_view) -> () loc(#loc2)
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x8xf32>) -> (%output0: tensor<2x4xf32>)"}} : () -> () loc(#loc2)
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> () loc(#loc)
#loc = loc("tests/programs/constants.mlir":0:0)
#loc5 = loc("tests/programs/constants.mlir":8:9)
#loc6 = loc("tests/programs/constants.mlir":6:11)
#loc7 = loc("tests/programs/constants.mlir":11:9)
#loc8 = loc("tests/programs/constants.mlir":12:9)
#loc9 = loc("tests/programs/constants.mlir":15:9)
#loc13 = loc("tests/programs/constants.mlir":21:12)
#loc14 = loc("tests/programs/constants.mlir":22:12)
#loc15 = loc("tests/programs/constants.mlir":23:7)
#loc17 = loc("tests/programs/constants.mlir":10:9)
#loc18 = loc("tests/programs/constants.mlir":9:9)
#loc19 = loc("tests/programs/constants.mlir":25:9)
#loc20 = loc("tests/programs/constants.mlir":26:9)
#loc21 = loc("tests/programs/constants.mlir":29:8)
#loc25 = loc("tests/programs/constants.mlir":35:12)
#loc26 = loc("tests/programs/constants.mlir":36:7)
#loc29 = loc(callsite(#loc5 at #loc2))
#loc30 = loc(callsite(#loc6 at #loc2))
#loc31 = loc(callsite(#loc7 at #loc2))
#loc32 = loc(callsite(#loc8 at #loc2))
#loc34 = loc(callsite(#loc9 at #loc2))
#loc38 = loc(callsite(#loc13 at #loc2))
#loc39 = loc(callsite(#loc14 at #loc2))
#loc40 = loc(callsite(#loc15 at #loc2))
#loc42 = loc(callsite(#loc17 at #loc2))
#loc43 = loc(callsite(#loc18 at #loc2))
#loc44 = loc(callsite(#loc19 at #loc2))
#loc45 = loc(callsite(#loc20 at #loc2))
#loc46 = loc(callsite(#loc21 at #loc2))
#loc50 = loc(callsite(#loc25 at #loc2))
#loc51 = loc(callsite(#loc26 at #loc2))
#loc52 = loc(fused[#loc, #loc27])

{-#
  dialect_resources: {
    builtin: {
      mlp_w1: "0x04000000AA60B4BECAC332BFA3929A3ED5E75ABFE10B933DF08589BED34D62BF211F743CCDCC6CBF82E207BE9F3C5CBFC58F51BFBE9F1ABEE258273F499D40BF2DB20DBF4182823EEF38653F9BE61D3EF38E53BE0AD7733F0B2468BFC286373F1973D7BEDD2436BFB8AF43BF9318C4BE6ADE213FBC7423BFE71D273ECD3B8E3E93A982BE8195C33DAED85FBF1C7C61BFB98D16BFC7BAB83E744614BE764FBEBED7342F3E5BB1BFBD560ECDBE99BB163FA8C6CB3E530503BF075F183E3B704E3DA913403FF1F4EA3EA323D9BE39D6753FF38E43BF30BB27BE2AA9033F0E2D32BF0F0BB5BCFAED6BBF9F3CAC3E1973073F3D9B153E8941403F52B8BEBEB9FCC73E933A413E9CA2233EA167B3BDED0D2E3FB8AF633F3D2C54BDF016A83E7CF260BF0456CE3E7DAE963E9A777C3F14D0243FD191DCBEB1E169BE96B2AC3E547474BF76E09CBD5AF529BF780B44BF4ED161BF1058093FD6C53DBF933A01BF9B555FBE24283E3F99BB56BFA913D0BD158CCA3D014D443F4A7B233F355E3A3F1CEBE2BE32772DBED7A390BEDDB5443F355E6A3F3CBD32BF1DC925BFD93D09BF598608BF4694F6BC107A363EAAF1F2BE9BE67DBF8BFD25BE54E385BE82E2073EB9FC673F6F12C33EB6F3FD3C45D8703EC66DB43E1D5A64BFD1914C3F9B550F3F77BE3F3FCC7F183F645D5CBE17D94EBE7FFB4ABFF085893EC52060BF4D845DBFB81E15BF04E72CBF"
    }
  }
#-}


