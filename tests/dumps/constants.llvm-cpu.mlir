#composite_of_512b = #util.composite<512xi8, [
    dense_resource<mlp_w1> : tensor<8x16xf32>,
]>
#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "__constant_tensor_8x16xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %50 = "arith.constant"() <{value = 0 : index}> : () -> index
    %51 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %52 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %53 = "arith.constant"() <{value = 512 : index}> : () -> index
    %54 = "util.buffer.constant"() <{alignment = 64 : index, value = #composite_of_512b}> : () -> !util.buffer
    %55:2 = "stream.resource.try_map"(%54, %50, %53) <{affinity = #hal.device.affinity<@__device_0>}> : (!util.buffer, index, index) -> (i1, !stream.resource<constant>)
    "cf.cond_br"(%55#0, %52, %55#1)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, !stream.timepoint, !stream.resource<constant>) -> ()
  ^bb1:  // pred: ^bb0
    %56 = "stream.resource.alloc"(%53) <{affinity = #hal.device.affinity<@__device_0>, uninitialized}> : (index) -> !stream.resource<constant>
    %57 = "stream.file.constant"(%54, %53, %50, %53) <{affinity = #hal.device.affinity<@__device_0>}> : (!util.buffer, index, index, index) -> !stream.file
    %58 = "stream.file.read"(%57, %51, %56, %53, %50, %53, %52) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.file, i64, !stream.resource<constant>, index, index, index, !stream.timepoint) -> !stream.timepoint
    "cf.br"(%58, %56)[^bb2] : (!stream.timepoint, !stream.resource<constant>) -> ()
  ^bb2(%59: !stream.timepoint, %60: !stream.resource<constant>):  // 2 preds: ^bb0, ^bb1
    %61 = "stream.timepoint.await"(%60, %53, %59) <{operandSegmentSizes = array<i32: 1, 1, 1>, sync}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant>
    "util.global.store"(%61) <{global = @__constant_tensor_8x16xf32}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_matmul_2x16x8_f32, sym_name = "main_dispatch_0_matmul_2x16x8_f32"}> ({
      %49:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%49#0, %49#1, %49#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_matmul_2x16x8_f32"}> ({
      ^bb0(%arg15: !stream.binding, %arg16: !stream.binding, %arg17: !stream.binding):
        %33 = "arith.constant"() <{value = dense<[-3.199000e-01, -8.948000e-01, -0.999499976, -6.975000e-01, -7.971000e-01, -2.728000e-01, -9.490000e-01, 7.487000e-01, 2.281000e-01, -0.702899992, -4.955000e-01, -3.052000e-01, -2.717000e-01, -7.543000e-01, 0.697899997, 0.986199975]> : tensor<16xf32>}> : () -> tensor<16xf32>
        %34 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %35 = "arith.constant"() <{value = 0 : index}> : () -> index
        %36 = "stream.binding.subspan"(%arg15, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>>
        %37 = "stream.binding.subspan"(%arg16, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>
        %38 = "stream.binding.subspan"(%arg17, %35) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>
        %39 = "iree_tensor_ext.dispatch.tensor.load"(%36) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 8>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x8xf32>>) -> tensor<2x8xf32>
        %40 = "iree_tensor_ext.dispatch.tensor.load"(%37) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 8, 16>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<8x16xf32>>) -> tensor<8x16xf32>
        %41 = "tensor.empty"() : () -> tensor<2x16xf32>
        %42 = "linalg.fill"(%34, %41) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg24: f32, %arg25: f32):
          "linalg.yield"(%arg24) : (f32) -> ()
        }) : (f32, tensor<2x16xf32>) -> tensor<2x16xf32>
        %43 = "linalg.matmul"(%39, %40, %42) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg21: f32, %arg22: f32, %arg23: f32):
          %47 = "arith.mulf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %48 = "arith.addf"(%arg23, %47) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%48) : (f32) -> ()
        }) : (tensor<2x8xf32>, tensor<8x16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
        %44 = "linalg.generic"(%43, %33, %41) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg18: f32, %arg19: f32, %arg20: f32):
          %45 = "arith.addf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %46 = "arith.maximumf"(%45, %34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%46) : (f32) -> ()
        }) : (tensor<2x16xf32>, tensor<16xf32>, tensor<2x16xf32>) -> tensor<2x16xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%44, %38) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (tensor<2x16xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x16xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_1_matmul_2x4x16_f32, sym_name = "main_dispatch_1_matmul_2x4x16_f32"}> ({
      %32:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%32#0, %32#1, %32#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_1_matmul_2x4x16_f32"}> ({
      ^bb0(%arg5: !stream.binding, %arg6: !stream.binding):
        %18 = "arith.constant"() <{value = dense<[-3.350000e-01, 6.016000e-01, 9.433000e-01, -2.083000e-01]> : tensor<4xf32>}> : () -> tensor<4xf32>
        %19 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
        %20 = "arith.constant"() <{value = dense<[[-6.800000e-02, -3.230000e-02, -0.828199982, -0.795599997], [-3.147000e-01, -4.705000e-01, 6.577000e-01, -6.771000e-01], [-9.538000e-01, 9.020000e-01, 5.650000e-02, -0.706799983], [8.630000e-02, -9.459000e-01, 5.620000e-02, 9.570000e-01], [7.267000e-01, 3.924000e-01, -4.778000e-01, -2.666000e-01], [-6.659000e-01, 5.439000e-01, 6.520000e-02, 5.581000e-01], [-3.407000e-01, -5.539000e-01, 6.230000e-01, 9.699000e-01], [7.053000e-01, 6.122000e-01, 0.636699974, 4.797000e-01], [-5.465000e-01, 3.530000e-02, -2.889000e-01, -0.941999971], [-9.441000e-01, -4.412000e-01, -4.817000e-01, 3.850000e-01], [0.912999987, -1.055000e-01, 8.740000e-01, 9.761000e-01], [9.100000e-01, -2.707000e-01, -5.591000e-01, -5.463000e-01], [-0.606599986, -5.913000e-01, 2.481000e-01, 0.800599992], [6.809000e-01, -4.110000e-02, 3.060000e-01, 5.993000e-01], [-0.83039999, 3.212000e-01, 0.819599986, 5.646000e-01], [5.003000e-01, -4.390000e-02, -6.430000e-01, 5.783000e-01]]> : tensor<16x4xf32>}> : () -> tensor<16x4xf32>
        %21 = "arith.constant"() <{value = 0 : index}> : () -> index
        %22 = "stream.binding.subspan"(%arg5, %21) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>
        %23 = "stream.binding.subspan"(%arg6, %21) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>
        %24 = "iree_tensor_ext.dispatch.tensor.load"(%22) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 16>, static_strides = array<i64: 1, 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<2x16xf32>>) -> tensor<2x16xf32>
        %25 = "tensor.empty"() : () -> tensor<2x4xf32>
        %26 = "linalg.fill"(%19, %25) <{operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg13: f32, %arg14: f32):
          "linalg.yield"(%arg13) : (f32) -> ()
        }) : (f32, tensor<2x4xf32>) -> tensor<2x4xf32>
        %27 = "linalg.matmul"(%24, %20, %26) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg10: f32, %arg11: f32, %arg12: f32):
          %30 = "arith.mulf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %31 = "arith.addf"(%arg12, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%31) : (f32) -> ()
        }) : (tensor<2x16xf32>, tensor<16x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        %28 = "linalg.generic"(%27, %18, %25) <{indexing_maps = [#map3, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
        ^bb0(%arg7: f32, %arg8: f32, %arg9: f32):
          %29 = "arith.addf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%29) : (f32) -> ()
        }) : (tensor<2x4xf32>, tensor<4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%28, %23) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (tensor<2x4xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<2x4xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "main"}> ({
  ^bb0(%arg0: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 32 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "arith.constant"() <{value = 128 : index}> : () -> index
    %3 = "arith.constant"() <{value = 64 : index}> : () -> index
    %4 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5 = "arith.constant"() <{value = 2 : index}> : () -> index
    %6 = "arith.constant"() <{value = 512 : index}> : () -> index
    %7 = "util.global.load"() <{global = @__constant_tensor_8x16xf32, is_immutable}> : () -> !stream.resource<constant>
    %8 = "hal.element_type"() <{type = f32}> : () -> i32
    %9 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %8, %9, %5, %4) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index, index) -> ()
    %10 = "stream.tensor.import"(%arg0, %3) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<2x8xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %11:2 = "stream.resource.alloca"(%0) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %12:2 = "stream.resource.alloca"(%2) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<transient>, !stream.timepoint)
    %13 = "stream.timepoint.join"(%11#1, %12#1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    %14 = "stream.cmd.execute"(%10, %7, %11#0, %12#0, %3, %6, %0, %2, %13) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 4, 4, 1>}> ({
    ^bb0(%arg1: !stream.resource<external>, %arg2: !stream.resource<constant>, %arg3: !stream.resource<external>, %arg4: !stream.resource<transient>):
      "stream.cmd.dispatch"(%arg1, %arg2, %arg4, %3, %6, %2, %1, %1, %1, %3, %6, %2) <{entry_points = [@main_dispatch_0::@main_dispatch_0_matmul_2x16x8_f32], operandSegmentSizes = array<i32: 0, 0, 3, 3, 3, 3>, resource_accesses = [1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%arg4, %arg3, %2, %0, %1, %1, %2, %0) <{entry_points = [@main_dispatch_1::@main_dispatch_1_matmul_2x4x16_f32], operandSegmentSizes = array<i32: 0, 0, 2, 2, 2, 2>, resource_accesses = [1 : i32, 2 : i32]}> : (!stream.resource<transient>, !stream.resource<external>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %15 = "stream.resource.dealloca"(%12#0, %2, %14) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<transient>, index, !stream.timepoint) -> !stream.timepoint
    %16 = "stream.timepoint.await"(%11#0, %0, %15) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %17 = "stream.tensor.export"(%16, %0) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<2x4xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%17) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x8xf32>) -> (%output0: tensor<2x4xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      mlp_w1: "0x04000000AA60B4BECAC332BFA3929A3ED5E75ABFE10B933DF08589BED34D62BF211F743CCDCC6CBF82E207BE9F3C5CBFC58F51BFBE9F1ABEE258273F499D40BF2DB20DBF4182823EEF38653F9BE61D3EF38E53BE0AD7733F0B2468BFC286373F1973D7BEDD2436BFB8AF43BF9318C4BE6ADE213FBC7423BFE71D273ECD3B8E3E93A982BE8195C33DAED85FBF1C7C61BFB98D16BFC7BAB83E744614BE764FBEBED7342F3E5BB1BFBD560ECDBE99BB163FA8C6CB3E530503BF075F183E3B704E3DA913403FF1F4EA3EA323D9BE39D6753FF38E43BF30BB27BE2AA9033F0E2D32BF0F0BB5BCFAED6BBF9F3CAC3E1973073F3D9B153E8941403F52B8BEBEB9FCC73E933A413E9CA2233EA167B3BDED0D2E3FB8AF633F3D2C54BDF016A83E7CF260BF0456CE3E7DAE963E9A777C3F14D0243FD191DCBEB1E169BE96B2AC3E547474BF76E09CBD5AF529BF780B44BF4ED161BF1058093FD6C53DBF933A01BF9B555FBE24283E3F99BB56BFA913D0BD158CCA3D014D443F4A7B233F355E3A3F1CEBE2BE32772DBED7A390BEDDB5443F355E6A3F3CBD32BF1DC925BFD93D09BF598608BF4694F6BC107A363EAAF1F2BE9BE67DBF8BFD25BE54E385BE82E2073EB9FC673F6F12C33EB6F3FD3C45D8703EC66DB43E1D5A64BFD1914C3F9B550F3F77BE3F3FCC7F183F645D5CBE17D94EBE7FFB4ABFF085893EC52060BF4D845DBFB81E15BF04E72CBF"
    }
  }
#-}


