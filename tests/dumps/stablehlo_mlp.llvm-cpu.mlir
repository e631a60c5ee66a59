#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_4x8x8_f32, sym_name = "main_dispatch_0_matmul_4x8x8_f32"}> ({
      %51:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%51#0, %51#1, %51#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_4x8x8_f32"}> ({
      ^bb0(%arg13: !stream.binding, %arg14: !stream.binding, %arg15: !stream.binding, %arg16: !stream.binding):
        %34 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %35 = "arith.constant"() <{value = 0 : index}> : () -> index
        %36 = "stream.binding.subspan"(%arg13, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %37 = "stream.binding.subspan"(%arg14, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>
        %38 = "stream.binding.subspan"(%arg15, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>
        %39 = "stream.binding.subspan"(%arg16, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>
        %40 = "iree_tensor_ext.dispatch.tensor.load"(%36) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32>
        %41 = "iree_tensor_ext.dispatch.tensor.load"(%37) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8xf32>>) -> tensor<8x8xf32>
        %42 = "iree_tensor_ext.dispatch.tensor.load"(%38) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 8>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8xf32>>) -> tensor<8xf32>
        %43 = "tensor.empty"() : () -> tensor<4x8xf32>
        %44 = "linalg.fill"(%34, %43) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg23: f32, %arg24: f32):
          "linalg.yield"(%arg23) : (f32) -> ()
        }) : (f32, tensor<4x8xf32>) -> tensor<4x8xf32>
        %45 = "linalg.matmul"(%40, %41, %44) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg20: f32, %arg21: f32, %arg22: f32):
          %49 = "arith.mulf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %50 = "arith.addf"(%arg22, %49) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%50) : (f32) -> ()
        }) : (tensor<4x8xf32>, tensor<8x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
        %46 = "linalg.generic"(%45, %42, %43) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg17: f32, %arg18: f32, %arg19: f32):
          %47 = "arith.addf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %48 = "math.tanh"(%47) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%48) : (f32) -> ()
        }) : (tensor<4x8xf32>, tensor<8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%46, %39) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (tensor<4x8xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x8xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_reduction_4x8_f32, sym_name = "main_dispatch_1_reduction_4x8_f32"}> ({
      %33:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%33#0, %33#1, %33#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_reduction_4x8_f32"}> ({
      ^bb0(%arg7: !stream.binding, %arg8: !stream.binding):
        %24 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %25 = "arith.constant"() <{value = 0 : index}> : () -> index
        %26 = "stream.binding.subspan"(%arg7, %25) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>
        %27 = "stream.binding.subspan"(%arg8, %25) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %28 = "iree_tensor_ext.dispatch.tensor.load"(%26) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x8xf32>>) -> tensor<4x8xf32>
        %29 = "tensor.empty"() : () -> tensor<4xf32>
        %30 = "linalg.fill"(%24, %29) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg11: f32, %arg12: f32):
          "linalg.yield"(%arg11) : (f32) -> ()
        }) : (f32, tensor<4xf32>) -> tensor<4xf32>
        %31 = "linalg.generic"(%28, %30) <{indexing_maps = [#map3, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg9: f32, %arg10: f32):
          %32 = "arith.addf"(%arg10, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%32) : (f32) -> ()
        }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%31, %27) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (tensor<4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view), sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 320 : index}> : () -> index
    %2 = "arith.constant"() <{value = 448 : index}> : () -> index
    %3 = "arith.constant"() <{value = 192 : index}> : () -> index
    %4 = "arith.constant"() <{value = 16 : index}> : () -> index
    %5 = "arith.constant"() <{value = 32 : index}> : () -> index
    %6 = "arith.constant"() <{value = 256 : index}> : () -> index
    %7 = "arith.constant"() <{value = 128 : index}> : () -> index
    %8 = "arith.constant"() <{value = 8 : index}> : () -> index
    %9 = "arith.constant"() <{value = 4 : index}> : () -> index
    %10 = "hal.element_type"() <{type = f32}> : () -> i32
    %11 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %10, %11, %9, %8) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %12 = "stream.tensor.import"(%arg0, %7) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %10, %11, %8, %8) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %13 = "stream.tensor.import"(%arg1, %6) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg2, %10, %11, %8) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %14 = "stream.tensor.import"(%arg2, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %15:2 = "stream.resource.alloca"(%2) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %16 = "stream.cmd.execute"(%12, %13, %14, %15#0, %7, %6, %5, %2, %15#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 4, 4, 1>}> ({
    ^bb0(%arg3: !stream.resource<external>, %arg4: !stream.resource<external>, %arg5: !stream.resource<external>, %arg6: !stream.resource<external>):
      "stream.cmd.dispatch"(%arg3, %arg4, %arg5, %arg6, %7, %6, %5, %2, %0, %0, %0, %0, %7, %6, %5, %7) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_4x8x8_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.concurrent"() ({
        "stream.cmd.dispatch"(%arg6, %arg6, %2, %2, %0, %7, %7, %4) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_4x8_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
        "stream.cmd.copy"(%arg6, %2, %0, %arg6, %2, %3, %7) : (!stream.resource<external>, index, index, !stream.resource<external>, index, index, index) -> ()
        "stream.cmd.copy"(%arg3, %7, %0, %arg6, %2, %1, %7) : (!stream.resource<external>, index, index, !stream.resource<external>, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %17 = "stream.timepoint.await"(%15#0, %2, %16) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %18 = "stream.resource.subview"(%17, %2, %0, %7) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %19 = "stream.resource.subview"(%17, %2, %7, %4) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %20 = "stream.resource.subview"(%17, %2, %3, %6) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %21 = "stream.tensor.export"(%18, %7) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4x8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %22 = "stream.tensor.export"(%19, %4) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %23 = "stream.tensor.export"(%20, %6) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<8x8xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%21, %22, %23) : (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<4x8xf32>, %input1: tensor<8x8xf32>, %input2: tensor<8xf32>) -> (%output0: tensor<4x8xf32>, %output1: tensor<4xf32>, %output2: tensor<8x8xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()


