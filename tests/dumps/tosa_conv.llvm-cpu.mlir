#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0 + d3, d1 + d4, d5)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, d3, d4, d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0 * 3 + d3, d1 * 3 + d4, d2)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_conv_6x6x4x3x3x2_f32, sym_name = "main_dispatch_0_conv_6x6x4x3x3x2_f32"}> ({
      %70:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%70#0, %70#1, %70#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_conv_6x6x4x3x3x2_f32"}> ({
      ^bb0(%arg25: !stream.binding, %arg26: !stream.binding, %arg27: !stream.binding, %arg28: !stream.binding):
        %51 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %52 = "arith.constant"() <{value = 6.000000e+00 : f32}> : () -> f32
        %53 = "arith.constant"() <{value = 0 : index}> : () -> index
        %54 = "stream.binding.subspan"(%arg25, %53) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8x2xf32>>
        %55 = "stream.binding.subspan"(%arg26, %53) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4x3x3x2xf32>>
        %56 = "stream.binding.subspan"(%arg27, %53) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>
        %57 = "stream.binding.subspan"(%arg28, %53) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6x6x4xf32>>
        %58 = "iree_tensor_ext.dispatch.tensor.load"(%54) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 8, 8, 2>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x8x2xf32>>) -> tensor<8x8x2xf32>
        %59 = "iree_tensor_ext.dispatch.tensor.load"(%55) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 4, 3, 3, 2>, static_strides = array<i64: 1, 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4x3x3x2xf32>>) -> tensor<4x3x3x2xf32>
        %60 = "iree_tensor_ext.dispatch.tensor.load"(%56) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>) -> tensor<4xf32>
        %61 = "tensor.empty"() : () -> tensor<6x6x4xf32>
        %62 = "linalg.fill"(%51, %61) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg35: f32, %arg36: f32):
          "linalg.yield"(%arg35) : (f32) -> ()
        }) : (f32, tensor<6x6x4xf32>) -> tensor<6x6x4xf32>
        %63 = "linalg.generic"(%58, %59, %62) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg32: f32, %arg33: f32, %arg34: f32):
          %68 = "arith.mulf"(%arg32, %arg33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %69 = "arith.addf"(%arg34, %68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%69) : (f32) -> ()
        }) : (tensor<8x8x2xf32>, tensor<4x3x3x2xf32>, tensor<6x6x4xf32>) -> tensor<6x6x4xf32>
        %64 = "linalg.generic"(%63, %60, %61) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg29: f32, %arg30: f32, %arg31: f32):
          %65 = "arith.addf"(%arg29, %arg30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %66 = "arith.minimumf"(%65, %52) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %67 = "arith.maximumf"(%66, %51) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%67) : (f32) -> ()
        }) : (tensor<6x6x4xf32>, tensor<4xf32>, tensor<6x6x4xf32>) -> tensor<6x6x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%64, %57) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 6, 6, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<6x6x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<6x6x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_conv_2x2x4x3x3_f32, sym_name = "main_dispatch_1_conv_2x2x4x3x3_f32"}> ({
      %50:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%50#0, %50#1, %50#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_conv_2x2x4x3x3_f32"}> ({
      ^bb0(%arg18: !stream.binding, %arg19: !stream.binding):
        %40 = "arith.constant"() <{value = -3.40282347E+38 : f32}> : () -> f32
        %41 = "arith.constant"() <{value = 0 : index}> : () -> index
        %42 = "stream.binding.subspan"(%arg18, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x4xf32>>
        %43 = "stream.binding.subspan"(%arg19, %41) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x4xf32>>
        %44 = "iree_tensor_ext.dispatch.tensor.load"(%42) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 6, 6, 4>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<6x6x4xf32>>) -> tensor<6x6x4xf32>
        %45 = "tensor.empty"() : () -> tensor<2x2x4xf32>
        %46 = "tensor.empty"() : () -> tensor<3x3xf32>
        %47 = "linalg.fill"(%40, %45) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg23: f32, %arg24: f32):
          "linalg.yield"(%arg23) : (f32) -> ()
        }) : (f32, tensor<2x2x4xf32>) -> tensor<2x2x4xf32>
        %48 = "linalg.generic"(%44, %46, %47) <{indexing_maps = [#map5, #map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg20: f32, %arg21: f32, %arg22: f32):
          %49 = "arith.maximumf"(%arg22, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%49) : (f32) -> ()
        }) : (tensor<6x6x4xf32>, tensor<3x3xf32>, tensor<2x2x4xf32>) -> tensor<2x2x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%48, %43) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 2, 2, 4>, static_strides = array<i64: 1, 1, 1>}> : (tensor<2x2x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x2x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_2", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_2_batch_matmul_1x1x3x16_f32, sym_name = "main_dispatch_2_batch_matmul_1x1x3x16_f32"}> ({
      %39:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%39#0, %39#1, %39#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_2_batch_matmul_1x1x3x16_f32"}> ({
      ^bb0(%arg10: !stream.binding, %arg11: !stream.binding, %arg12: !stream.binding):
        %27 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %28 = "arith.constant"() <{value = 0 : index}> : () -> index
        %29 = "stream.binding.subspan"(%arg10, %28) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x1x16xf32>>
        %30 = "stream.binding.subspan"(%arg11, %28) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x3xf32>>
        %31 = "stream.binding.subspan"(%arg12, %28) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x1x3xf32>>
        %32 = "iree_tensor_ext.dispatch.tensor.load"(%29) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 1, 16>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<1x1x16xf32>>) -> tensor<1x1x16xf32>
        %33 = "iree_tensor_ext.dispatch.tensor.load"(%30) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 16, 3>, static_strides = array<i64: 1, 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<1x16x3xf32>>) -> tensor<1x16x3xf32>
        %34 = "tensor.empty"() : () -> tensor<1x1x3xf32>
        %35 = "linalg.fill"(%27, %34) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg16: f32, %arg17: f32):
          "linalg.yield"(%arg16) : (f32) -> ()
        }) : (f32, tensor<1x1x3xf32>) -> tensor<1x1x3xf32>
        %36 = "linalg.batch_matmul"(%32, %33, %35) <{indexing_maps = [#map8, #map9, #map10], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg13: f32, %arg14: f32, %arg15: f32):
          %37 = "arith.mulf"(%arg13, %arg14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %38 = "arith.addf"(%arg15, %37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%38) : (f32) -> ()
        }) : (tensor<1x1x16xf32>, tensor<1x16x3xf32>, tensor<1x1x3xf32>) -> tensor<1x1x3xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%36, %31) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0>, static_sizes = array<i64: 1, 1, 3>, static_strides = array<i64: 1, 1, 1>}> : (tensor<1x1x3xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<1x1x3xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view, !hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view, %arg2: !hal.buffer_view, %arg3: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 640 : index}> : () -> index
    %1 = "arith.constant"() <{value = 12 : index}> : () -> index
    %2 = "arith.constant"() <{value = 64 : index}> : () -> index
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 576 : index}> : () -> index
    %5 = "arith.constant"() <{value = 192 : index}> : () -> index
    %6 = "arith.constant"() <{value = 288 : index}> : () -> index
    %7 = "arith.constant"() <{value = 512 : index}> : () -> index
    %8 = "arith.constant"() <{value = 16 : index}> : () -> index
    %9 = "arith.constant"() <{value = 3 : index}> : () -> index
    %10 = "arith.constant"() <{value = 4 : index}> : () -> index
    %11 = "arith.constant"() <{value = 2 : index}> : () -> index
    %12 = "arith.constant"() <{value = 8 : index}> : () -> index
    %13 = "arith.constant"() <{value = 1 : index}> : () -> index
    %14 = "hal.element_type"() <{type = f32}> : () -> i32
    %15 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %14, %15, %13, %12, %12, %11) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %16 = "stream.tensor.import"(%arg0, %7) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<1x8x8x2xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %14, %15, %10, %9, %9, %11) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index, index, index, index) -> ()
    %17 = "stream.tensor.import"(%arg1, %6) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4x3x3x2xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg2, %14, %15, %10) <{message = "input2"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %18 = "stream.tensor.import"(%arg2, %8) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<4xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg3, %14, %15, %13, %8, %9) <{message = "input3"}> : (!hal.buffer_view, i32, i32, index, index, index) -> ()
    %19 = "stream.tensor.import"(%arg3, %5) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<1x16x3xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %20:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %21:2 = "stream.resource.alloca"(%0) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<transient>, !stream.timepoint)
    %22 = "stream.timepoint.join"(%20#1, %21#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %23 = "stream.cmd.execute"(%16, %17, %18, %19, %20#0, %21#0, %7, %6, %8, %5, %1, %0, %22) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 6, 6, 1>}> ({
    ^bb0(%arg4: !stream.resource<external>, %arg5: !stream.resource<external>, %arg6: !stream.resource<external>, %arg7: !stream.resource<external>, %arg8: !stream.resource<external>, %arg9: !stream.resource<transient>):
      "stream.cmd.dispatch"(%arg4, %arg5, %arg6, %arg9, %7, %6, %8, %0, %3, %3, %3, %3, %7, %6, %8, %4) <{entry_points = [@main_dispatch_0::@main_dispatch_0_conv_6x6x4x3x3x2_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg9, %arg9, %0, %0, %3, %4, %4, %2) <{entry_points = [@main_dispatch_1::@main_dispatch_1_conv_2x2x4x3x3_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<transient>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg9, %arg7, %arg8, %0, %5, %1, %4, %3, %3, %2, %5, %1) <{entry_points = [@main_dispatch_2::@main_dispatch_2_batch_matmul_1x1x3x16_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %24 = "stream.resource.dealloca"(%21#0, %0, %23) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %25 = "stream.timepoint.await"(%20#0, %1, %24) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %26 = "stream.tensor.export"(%25, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<1x1x3xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%26) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<1x8x8x2xf32>, %input1: tensor<4x3x3x2xf32>, %input2: tensor<4xf32>, %input3: tensor<1x16x3xf32>) -> (%output0: tensor<1x1x3xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>, tosa.target_env = #tosa.target_env<specification_version = "1.0", level = none, profiles = [pro_int, pro_fp], extensions = [dynamic, doubleround]>} : () -> ()


