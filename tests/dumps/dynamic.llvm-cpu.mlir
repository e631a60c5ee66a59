#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_D_f32, sym_name = "main_dispatch_0_elementwise_D_f32"}> ({
    ^bb0(%arg38: index, %arg39: index):
      %72:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg38, %arg39) : (index, index) -> (index, index, index)
      "stream.return"(%72#0, %72#1, %72#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, index, index, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_D_f32"}> ({
      ^bb0(%arg30: !stream.binding, %arg31: !stream.binding, %arg32: index, %arg33: index, %arg34: !stream.binding):
        %60 = "arith.constant"() <{value = 0 : index}> : () -> index
        %61 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg32) <{ordinal = 0 : index}> : (index) -> index
        %62 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg33) <{ordinal = 1 : index}> : (index) -> index
        %63 = "stream.binding.subspan"(%arg30, %60, %62) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>
        %64 = "stream.binding.subspan"(%arg31, %60, %61) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>
        %65 = "stream.binding.subspan"(%arg34, %60, %62) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>
        %66 = "iree_tensor_ext.dispatch.tensor.load"(%63, %62, %62) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, index, index) -> tensor<?xf32>
        %67 = "iree_tensor_ext.dispatch.tensor.load"(%64, %61, %61) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, index, index) -> tensor<?xf32>
        %68 = "tensor.empty"(%62) : (index) -> tensor<?xf32>
        %69 = "linalg.generic"(%66, %67, %68) <{indexing_maps = [#map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg35: f32, %arg36: f32, %arg37: f32):
          %70 = "arith.mulf"(%arg35, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %71 = "math.tanh"(%70) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%71) : (f32) -> ()
        }) : (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%69, %65, %62, %62) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?xf32>>, index, index) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_reduction_D_f32, sym_name = "main_dispatch_1_reduction_D_f32"}> ({
    ^bb0(%arg29: index):
      %59:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg29) : (index) -> (index, index, index)
      "stream.return"(%59#0, %59#1, %59#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, index, !stream.binding) -> (), sym_name = "main_dispatch_1_reduction_D_f32"}> ({
      ^bb0(%arg22: !stream.binding, %arg23: index, %arg24: !stream.binding):
        %49 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %50 = "arith.constant"() <{value = 0 : index}> : () -> index
        %51 = "stream.binding.subspan"(%arg24, %50) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>
        %52 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg23) <{ordinal = 0 : index}> : (index) -> index
        %53 = "stream.binding.subspan"(%arg22, %50, %52) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>
        %54 = "iree_tensor_ext.dispatch.tensor.load"(%53, %52, %52) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, index, index) -> tensor<?xf32>
        %55 = "tensor.empty"() : () -> tensor<f32>
        %56 = "linalg.fill"(%49, %55) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg27: f32, %arg28: f32):
          "linalg.yield"(%arg27) : (f32) -> ()
        }) : (f32, tensor<f32>) -> tensor<f32>
        %57 = "linalg.generic"(%54, %56) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg25: f32, %arg26: f32):
          %58 = "arith.addf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%58) : (f32) -> ()
        }) : (tensor<?xf32>, tensor<f32>) -> tensor<f32>
        "iree_tensor_ext.dispatch.tensor.store"(%57, %51) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (tensor<f32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<f32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main"}> ({
  ^bb0(%arg17: !hal.buffer_view, %arg18: !hal.buffer_view):
    %29 = "arith.constant"() <{value = 0 : index}> : () -> index
    %30 = "arith.constant"() <{value = 64 : index}> : () -> index
    %31 = "arith.constant"() <{value = 4 : index}> : () -> index
    %32 = "hal.buffer_view.dim"(%arg17) <{index = 0 : index}> : (!hal.buffer_view) -> index
    %33 = "hal.element_type"() <{type = f32}> : () -> i32
    %34 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg17, %33, %34, %32) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %35 = "arith.muli"(%32, %31) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %36 = "stream.tensor.import"(%arg17, %32, %35) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<?xf32>}> : (!hal.buffer_view, index, index) -> !stream.resource<external>
    %37 = "hal.buffer_view.dim"(%arg18) <{index = 0 : index}> : (!hal.buffer_view) -> index
    "hal.buffer_view.assert"(%arg18, %33, %34, %37) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %38 = "arith.muli"(%37, %31) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %39 = "stream.tensor.import"(%arg18, %37, %38) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<?xf32>}> : (!hal.buffer_view, index, index) -> !stream.resource<external>
    %40 = "util.align"(%35, %30) : (index, index) -> index
    %41 = "arith.addi"(%40, %30) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %42:2 = "stream.resource.alloca"(%41) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %43 = "stream.cmd.execute"(%36, %39, %42#0, %35, %38, %41, %42#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg19: !stream.resource<external>, %arg20: !stream.resource<external>, %arg21: !stream.resource<external>):
      "stream.cmd.dispatch"(%37, %32, %37, %32, %arg19, %arg20, %arg21, %35, %38, %41, %29, %29, %30, %35, %38, %35) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_D_f32], operandSegmentSizes = array<i32: 2, 2, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (index, index, index, index, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%32, %32, %arg21, %arg21, %41, %41, %30, %29, %35, %31) <{entry_points = [@main_dispatch_1::@main_dispatch_1_reduction_D_f32], operandSegmentSizes = array<i32: 1, 1, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (index, index, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %44 = "stream.timepoint.await"(%42#0, %41, %43) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %45 = "stream.resource.subview"(%44, %41, %30, %35) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %46 = "stream.resource.subview"(%44, %41, %29, %31) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %47 = "stream.tensor.export"(%45, %32, %35) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<?xf32>}> : (!stream.resource<external>, index, index) -> !hal.buffer_view
    %48 = "stream.tensor.export"(%46, %31) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<f32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%47, %48) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<?xf32>, %input1: tensor<?xf32>) -> (%output0: tensor<?xf32>, %output1: tensor<f32>)"}} : () -> ()
  "stream.executable"() <{sym_name = "scale_rows_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @scale_rows_dispatch_0_elementwise_DxD_f32, sym_name = "scale_rows_dispatch_0_elementwise_DxD_f32"}> ({
    ^bb0(%arg14: index, %arg15: index, %arg16: index):
      %28:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"(%arg14, %arg15, %arg16) : (index, index, index) -> (index, index, index)
      "stream.return"(%28#0, %28#1, %28#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, index, index, index, !stream.binding) -> (), sym_name = "scale_rows_dispatch_0_elementwise_DxD_f32"}> ({
      ^bb0(%arg5: !stream.binding, %arg6: !stream.binding, %arg7: index, %arg8: index, %arg9: index, %arg10: !stream.binding):
        %16 = "arith.constant"() <{value = 0 : index}> : () -> index
        %17 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg7) <{ordinal = 0 : index}> : (index) -> index
        %18 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg8) <{ordinal = 1 : index}> : (index) -> index
        %19 = "iree_tensor_ext.dispatch.workload.ordinal"(%arg9) <{ordinal = 2 : index}> : (index) -> index
        %20 = "stream.binding.subspan"(%arg5, %16, %18, %19) : (!stream.binding, index, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>
        %21 = "stream.binding.subspan"(%arg6, %16, %17) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>
        %22 = "stream.binding.subspan"(%arg10, %16, %18, %19) : (!stream.binding, index, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>
        %23 = "iree_tensor_ext.dispatch.tensor.load"(%20, %18, %19, %18, %19) <{operandSegmentSizes = array<i32: 1, 2, 0, 2, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>, index, index, index, index) -> tensor<?x?xf32>
        %24 = "iree_tensor_ext.dispatch.tensor.load"(%21, %17, %17) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<?xf32>>, index, index) -> tensor<?xf32>
        %25 = "tensor.empty"(%18, %19) : (index, index) -> tensor<?x?xf32>
        %26 = "linalg.generic"(%23, %24, %25) <{indexing_maps = [#map2, #map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg11: f32, %arg12: f32, %arg13: f32):
          %27 = "arith.mulf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%27) : (f32) -> ()
        }) : (tensor<?x?xf32>, tensor<?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%26, %22, %18, %19, %18, %19) <{operandSegmentSizes = array<i32: 1, 1, 2, 0, 2, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<?x?xf32>>, index, index, index, index) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "scale_rows"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "hal.buffer_view.dim"(%arg0) <{index = 0 : index}> : (!hal.buffer_view) -> index
    %3 = "hal.buffer_view.dim"(%arg0) <{index = 1 : index}> : (!hal.buffer_view) -> index
    %4 = "hal.element_type"() <{type = f32}> : () -> i32
    %5 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %4, %5, %2, %3) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %6 = "arith.muli"(%2, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %7 = "arith.muli"(%6, %3) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8 = "stream.tensor.import"(%arg0, %2, %3, %7) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<?x?xf32>}> : (!hal.buffer_view, index, index, index) -> !stream.resource<external>
    %9 = "hal.buffer_view.dim"(%arg1) <{index = 0 : index}> : (!hal.buffer_view) -> index
    "hal.buffer_view.assert"(%arg1, %4, %5, %9) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %10 = "arith.muli"(%9, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %11 = "stream.tensor.import"(%arg1, %9, %10) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<?xf32>}> : (!hal.buffer_view, index, index) -> !stream.resource<external>
    %12:2 = "stream.resource.alloca"(%7) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %13 = "stream.cmd.execute"(%8, %11, %12#0, %7, %10, %7, %12#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>, %arg4: !stream.resource<external>):
      "stream.cmd.dispatch"(%9, %2, %3, %9, %2, %3, %arg2, %arg3, %arg4, %7, %10, %7, %0, %0, %0, %7, %10, %7) <{entry_points = [@scale_rows_dispatch_0::@scale_rows_dispatch_0_elementwise_DxD_f32], operandSegmentSizes = array<i32: 3, 3, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (index, index, index, index, index, index, !stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %14 = "stream.timepoint.await"(%12#0, %7, %13) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %15 = "stream.tensor.export"(%14, %2, %3, %7) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<?x?xf32>}> : (!stream.resource<external>, index, index, index) -> !hal.buffer_view
    "util.return"(%15) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @scale_rows(%input0: tensor<?x?xf32>, %input1: tensor<?xf32>) -> (%output0: tensor<?x?xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()


