#composite_of_1536b = #util.composite<1536xi8, [
    dense<"0x44FA7DBF302A193FBEC127BF871659BDD49AE63E8B6CE73D0E2DB2BEBD52163D8A1FE33D3789113F43AD49BF22FDF63D9CC400BF5474E4BE5A640B3F48507C3C91EDFC3DB81E053F3333533FB072E8BD9D80663EC6DC353CCB10C73C4260C53EA52CC3BD9565883D7DD033BD4A0C623F16FBCB3E29CB403F0A68623F6B2BF6BE46B6F33DAAF1623F7B142E3F7AC739BFA5BD41BF8D28EDBDBADA5ABF86C904BFA3925ABF4D84AD3EE561113F234A4B3FEEEB30BF5249DD3E9318A43EB4C836BFEA04443FB7626F3F97900FBF14AE673F4E6250BE60E5D0BC9FCD7A3FE3362A3F6D562DBFBA490CBE2497FF3CF8C2A4BEA8C61BBF07CEB9BE4A7BE33E190476BF8863DD3DB3EAF3BD99BB76BF448BACBE7FD97D3E39B4C83C12145FBF075F783F9CA2133FAA82713FA8574ABFA913F0BE8CB96BBF17D90E3F280FEBBE9FAB3DBF643B1FBE05A3523FF853233F9031F7BE668833BFD49A563FBC96103EA835CD3E9C3352BFCE8862BF80B7C03E50FC18BE63EE5ABF696F603F43AD893EDE711A3FB81E55BF6666363F9BE65DBF5EBA393FA470BDBDDDB5A4BEF54AD93DDE715A3FBBB8EDBE7FD93DBF645D5C3DE2E905BF2BF647BF6D562DBFF93166BF39B418BF1283C0BE14AEC7BE2FDD043F5917D7BE17B751394BEA24BF08AC9CBE0BB576BF098AFFBE0B2478BFC4B1EE3ECE19D13D69001FBF17D94EBD728A5E3F0C9349BF"> : tensor<128xf32>,
    dense<"0xEFC9A3BE9D1165BF3BDF7FBF5C8F32BFBF0E4CBF71AC8BBEAAF172BFCEAA3F3F0C93693E41F133BF2DB2FDBE2D439CBE431C8BBECE1941BF93A9323F9A777C3F96438BBD014D04BDEA0454BF71AC4BBF5C20A1BE60E5F0BE075F283F6D562DBF3D2C74BF79E9663F8B6C673DD8F034BF0EBEB03D812672BFF931663DF4FD743F03093A3FA7E8C83E34A2F4BECC7F88BE6C782ABF083D0B3F9487853DA4DF0E3F3B70AEBE64CC0DBFEE7C1F3F5E4B783F8A8E343F24B91C3FC5FE223F3D9BF53E6DE70BBFBC96103DB3EA93BEE92671BF8AB071BFF7E4E1BE62A1F6BEB81EC53E5EBA693F6210D8BD77BE5F3FB1E1793FC3F5683F31998ABE2D210FBF51DA0BBF234A1BBF705F17BFED0D7E3E1FF44C3F764F2E3F795828BD08AC9C3EBA6B193F189554BF5474A43E4ED1513FA089103FA913003F7DD033BDA69B24BF780B143F1F85ABBE75021A3F1C7C713F984C55BECCEE49BEF8C2643FF931E63EC3F528BF4DF33EBF789C32BF80484F3F91ED1C3FD42B35BF022B273FE2E9753F2506A13EBE3099BE3945C73D91ED3CBF39B478BFCE19713FD93D993E3EE8593DD2005E3FDE9307BE04563E3F22FD263F41F113BF091BFEBEEA04D4BEA1D604BFB30C313EF46CF6BE54E325BE04E73CBF85EB513F74B595BEE86AABBD68B32A3E69004F3F418222BEC6DC553FD044583BB840823D1283403DF46C76BFB459F5BDB84022BF"> : tensor<128xf32>,
    dense<"0xAA60B4BECAC332BFA3929A3ED5E75ABFE10B933DF08589BED34D62BF211F743CCDCC6CBF82E207BE9F3C5CBFC58F51BFBE9F1ABEE258273F499D40BF2DB20DBF4182823EEF38653F9BE61D3EF38E53BE0AD7733F0B2468BFC286373F1973D7BEDD2436BFB8AF43BF9318C4BE6ADE213FBC7423BFE71D273ECD3B8E3E93A982BE8195C33DAED85FBF1C7C61BFB98D16BFC7BAB83E744614BE764FBEBED7342F3E5BB1BFBD560ECDBE99BB163FA8C6CB3E530503BF075F183E3B704E3DA913403FF1F4EA3EA323D9BE39D6753FF38E43BF30BB27BE2AA9033F0E2D32BF0F0BB5BCFAED6BBF9F3CAC3E1973073F3D9B153E8941403F52B8BEBEB9FCC73E933A413E9CA2233EA167B3BDED0D2E3FB8AF633F3D2C54BDF016A83E7CF260BF0456CE3E7DAE963E9A777C3F14D0243FD191DCBEB1E169BE96B2AC3E547474BF76E09CBD5AF529BF780B44BF4ED161BF1058093FD6C53DBF933A01BF9B555FBE24283E3F99BB56BFA913D0BD158CCA3D014D443F4A7B233F355E3A3F1CEBE2BE32772DBED7A390BEDDB5443F355E6A3F3CBD32BF1DC925BFD93D09BF598608BF4694F6BC107A363EAAF1F2BE9BE67DBF8BFD25BE54E385BE82E2073EB9FC673F6F12C33EB6F3FD3C45D8703EC66DB43E1D5A64BFD1914C3F9B550F3F77BE3F3FCC7F183F645D5CBE17D94EBE7FFB4ABFF085893EC52060BF4D845DBFB81E15BF04E72CBF"> : tensor<128xf32>,
]>
#executable_target_embedded_elf_x86_64 = #hal.executable.target<"llvm-cpu", "embedded-elf-x86_64", {cpu = "generic", cpu_features = "", data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128", iree.encoding.resolver = #iree_cpu.cpu_encoding_resolver<>, max_stack_allocation_size = 32768 : i64, native_vector_size = 16 : i64, target_triple = "x86_64-unknown-unknown-eabi-elf"}>
#map = affine_map<(d0) -> (d0)>
#device_target_local = #hal.device.target<"local", [#executable_target_embedded_elf_x86_64]> : !hal.device
"builtin.module"() ({
  "util.global"() <{initial_value = #device_target_local, sym_name = "__device_0", sym_visibility = "private", type = !hal.device}> : () -> ()
  "util.global"() <{sym_name = "__constant_tensor_128xf32", sym_visibility = "private", type = !stream.resource<constant>}> : () -> ()
  "util.initializer"() <{function_type = () -> ()}> ({
    %78 = "arith.constant"() <{value = 0 : index}> : () -> index
    %79 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %80 = "stream.timepoint.immediate"() : () -> !stream.timepoint
    %81 = "util.buffer.constant"() <{alignment = 64 : index, value = #composite_of_1536b}> : () -> !util.buffer
    %82 = "arith.constant"() <{value = 1536 : index}> : () -> index
    %83:2 = "stream.resource.try_map"(%81, %78, %82) <{affinity = #hal.device.affinity<@__device_0>}> : (!util.buffer, index, index) -> (i1, !stream.resource<constant>)
    "cf.cond_br"(%83#0, %80, %83#1)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, !stream.timepoint, !stream.resource<constant>) -> ()
  ^bb1:  // pred: ^bb0
    %84 = "stream.resource.alloc"(%82) <{affinity = #hal.device.affinity<@__device_0>, uninitialized}> : (index) -> !stream.resource<constant>
    %85 = "stream.file.constant"(%81, %82, %78, %82) <{affinity = #hal.device.affinity<@__device_0>}> : (!util.buffer, index, index, index) -> !stream.file
    %86 = "stream.file.read"(%85, %79, %84, %82, %78, %82, %80) <{affinity = #hal.device.affinity<@__device_0>}> : (!stream.file, i64, !stream.resource<constant>, index, index, index, !stream.timepoint) -> !stream.timepoint
    "cf.br"(%86, %84)[^bb2] : (!stream.timepoint, !stream.resource<constant>) -> ()
  ^bb2(%87: !stream.timepoint, %88: !stream.resource<constant>):  // 2 preds: ^bb0, ^bb1
    %89 = "stream.timepoint.await"(%88, %82, %87) <{operandSegmentSizes = array<i32: 1, 1, 1>, sync}> : (!stream.resource<constant>, index, !stream.timepoint) -> !stream.resource<constant>
    "util.global.store"(%89) <{global = @__constant_tensor_128xf32}> : (!stream.resource<constant>) -> ()
    "util.return"() : () -> ()
  }) : () -> ()
  "stream.executable"() <{sym_name = "main_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @main_dispatch_0_elementwise_128_f32, sym_name = "main_dispatch_0_elementwise_128_f32"}> ({
      %77:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%77#0, %77#1, %77#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "main_dispatch_0_elementwise_128_f32"}> ({
      ^bb0(%arg24: !stream.binding, %arg25: !stream.binding, %arg26: !stream.binding, %arg27: !stream.binding, %arg28: !stream.binding, %arg29: !stream.binding, %arg30: !stream.binding):
        %56 = "arith.constant"() <{value = 0 : index}> : () -> index
        %57 = "stream.binding.subspan"(%arg24, %56) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<128xf32>>
        %58 = "stream.binding.subspan"(%arg25, %56) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<128xf32>>
        %59 = "stream.binding.subspan"(%arg26, %56) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<128xf32>>
        %60 = "stream.binding.subspan"(%arg27, %56) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<128xf32>>
        %61 = "stream.binding.subspan"(%arg28, %56) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<128xf32>>
        %62 = "stream.binding.subspan"(%arg29, %56) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<128xf32>>
        %63 = "stream.binding.subspan"(%arg30, %56) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<128xf32>>
        %64 = "iree_tensor_ext.dispatch.tensor.load"(%57) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 128>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<128xf32>>) -> tensor<128xf32>
        %65 = "iree_tensor_ext.dispatch.tensor.load"(%58) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 128>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<128xf32>>) -> tensor<128xf32>
        %66 = "iree_tensor_ext.dispatch.tensor.load"(%59) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 128>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<128xf32>>) -> tensor<128xf32>
        %67 = "iree_tensor_ext.dispatch.tensor.load"(%60) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 128>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<128xf32>>) -> tensor<128xf32>
        %68 = "iree_tensor_ext.dispatch.tensor.load"(%61) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 128>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<128xf32>>) -> tensor<128xf32>
        %69 = "tensor.empty"() : () -> tensor<128xf32>
        %70:2 = "linalg.generic"(%64, %65, %66, %67, %68, %69, %69) <{indexing_maps = [#map, #map, #map, #map, #map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 5, 2>}> ({
        ^bb0(%arg31: f32, %arg32: f32, %arg33: f32, %arg34: f32, %arg35: f32, %arg36: f32, %arg37: f32):
          %71 = "arith.mulf"(%arg32, %arg33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %72 = "arith.addf"(%71, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %73 = "arith.mulf"(%arg31, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %74 = "arith.mulf"(%72, %arg35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %75 = "arith.subf"(%73, %74) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %76 = "math.tanh"(%75) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
          "linalg.yield"(%72, %76) : (f32, f32) -> ()
        }) : (tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<128xf32>, tensor<128xf32>)
        "iree_tensor_ext.dispatch.tensor.store"(%70#0, %62) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 128>, static_strides = array<i64: 1>}> : (tensor<128xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<128xf32>>) -> ()
        "iree_tensor_ext.dispatch.tensor.store"(%70#1, %63) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 128>, static_strides = array<i64: 1>}> : (tensor<128xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<128xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> (!hal.buffer_view, !hal.buffer_view), sym_name = "main"}> ({
  ^bb0(%arg18: !hal.buffer_view, %arg19: !hal.buffer_view):
    %39 = "arith.constant"() <{value = 512 : index}> : () -> index
    %40 = "arith.constant"() <{value = 128 : index}> : () -> index
    %41 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %42 = "arith.constant"() <{value = 0 : index}> : () -> index
    %43 = "arith.constant"() <{value = 1536 : index}> : () -> index
    %44 = "util.global.load"() <{global = @__constant_tensor_128xf32, is_immutable}> : () -> !stream.resource<constant>
    %45 = "hal.element_type"() <{type = f32}> : () -> i32
    %46 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg18, %45, %46, %40) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %47 = "stream.tensor.import"(%arg18, %39) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<128xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg19, %45, %46, %40) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %48 = "stream.tensor.import"(%arg19, %39) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<128xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %49:2 = "stream.resource.alloca"(%41) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %50 = "stream.cmd.execute"(%48, %47, %44, %49#0, %39, %39, %43, %41, %49#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 4, 4, 1>}> ({
    ^bb0(%arg20: !stream.resource<external>, %arg21: !stream.resource<external>, %arg22: !stream.resource<constant>, %arg23: !stream.resource<external>):
      "stream.cmd.dispatch"(%arg20, %arg21, %arg22, %arg22, %arg22, %arg23, %arg23, %39, %39, %43, %43, %43, %41, %41, %42, %42, %41, %39, %42, %42, %39, %39, %39, %39, %39, %39, %39, %39) <{entry_points = [@main_dispatch_0::@main_dispatch_0_elementwise_128_f32], operandSegmentSizes = array<i32: 0, 0, 7, 7, 7, 7>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 1 : i32, 1 : i32, 2 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<external>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<constant>, !stream.resource<external>, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %51 = "stream.timepoint.await"(%49#0, %41, %50) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %52 = "stream.resource.subview"(%51, %41, %42, %39) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %53 = "stream.resource.subview"(%51, %41, %39, %39) : (!stream.resource<external>, index, index, index) -> !stream.resource<external>
    %54 = "stream.tensor.export"(%52, %39) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<128xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    %55 = "stream.tensor.export"(%53, %39) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<128xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%54, %55) : (!hal.buffer_view, !hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<128xf32>, %input1: tensor<128xf32>) -> (%output0: tensor<128xf32>, %output1: tensor<128xf32>)"}} : () -> ()
  "stream.executable"() <{sym_name = "affine_dispatch_0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{function_ref = @affine_dispatch_0_elementwise_128_f32, sym_name = "affine_dispatch_0_elementwise_128_f32"}> ({
      %38:3 = "iree_tensor_ext.dispatch.workgroup_count_from_slice"() : () -> (index, index, index)
      "stream.return"(%38#0, %38#1, %38#2) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "func.func"() <{function_type = (!stream.binding, !stream.binding, !stream.binding, !stream.binding) -> (), sym_name = "affine_dispatch_0_elementwise_128_f32"}> ({
      ^bb0(%arg10: !stream.binding, %arg11: !stream.binding, %arg12: !stream.binding, %arg13: !stream.binding):
        %26 = "arith.constant"() <{value = 0 : index}> : () -> index
        %27 = "stream.binding.subspan"(%arg10, %26) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<128xf32>>
        %28 = "stream.binding.subspan"(%arg11, %26) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<128xf32>>
        %29 = "stream.binding.subspan"(%arg12, %26) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<128xf32>>
        %30 = "stream.binding.subspan"(%arg13, %26) : (!stream.binding, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<128xf32>>
        %31 = "iree_tensor_ext.dispatch.tensor.load"(%27) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 128>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<128xf32>>) -> tensor<128xf32>
        %32 = "iree_tensor_ext.dispatch.tensor.load"(%28) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 128>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<128xf32>>) -> tensor<128xf32>
        %33 = "iree_tensor_ext.dispatch.tensor.load"(%29) <{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 128>, static_strides = array<i64: 1>}> : (!iree_tensor_ext.dispatch.tensor<readonly:tensor<128xf32>>) -> tensor<128xf32>
        %34 = "tensor.empty"() : () -> tensor<128xf32>
        %35 = "linalg.generic"(%31, %32, %33, %34) <{indexing_maps = [#map, #map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
        ^bb0(%arg14: f32, %arg15: f32, %arg16: f32, %arg17: f32):
          %36 = "arith.mulf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %37 = "arith.addf"(%36, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "linalg.yield"(%37) : (f32) -> ()
        }) : (tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>) -> tensor<128xf32>
        "iree_tensor_ext.dispatch.tensor.store"(%35, %30) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 128>, static_strides = array<i64: 1>}> : (tensor<128xf32>, !iree_tensor_ext.dispatch.tensor<writeonly:tensor<128xf32>>) -> ()
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view) -> !hal.buffer_view, sym_name = "affine"}> ({
  ^bb0(%arg6: !hal.buffer_view):
    %13 = "arith.constant"() <{value = 0 : index}> : () -> index
    %14 = "arith.constant"() <{value = 512 : index}> : () -> index
    %15 = "arith.constant"() <{value = 128 : index}> : () -> index
    %16 = "arith.constant"() <{value = 1536 : index}> : () -> index
    %17 = "arith.constant"() <{value = 1024 : index}> : () -> index
    %18 = "util.global.load"() <{global = @__constant_tensor_128xf32, is_immutable}> : () -> !stream.resource<constant>
    %19 = "hal.element_type"() <{type = f32}> : () -> i32
    %20 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg6, %19, %20, %15) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %21 = "stream.tensor.import"(%arg6, %14) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<128xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %22:2 = "stream.resource.alloca"(%14) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %23 = "stream.cmd.execute"(%21, %18, %22#0, %14, %16, %14, %22#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%arg7: !stream.resource<external>, %arg8: !stream.resource<constant>, %arg9: !stream.resource<external>):
      "stream.cmd.dispatch"(%arg7, %arg8, %arg8, %arg9, %14, %16, %16, %14, %13, %17, %14, %13, %14, %14, %14, %14) <{entry_points = [@affine_dispatch_0::@affine_dispatch_0_elementwise_128_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<constant>, !stream.resource<external>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %24 = "stream.timepoint.await"(%22#0, %14, %23) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %25 = "stream.tensor.export"(%24, %14) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<128xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%25) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @affine(%input0: tensor<128xf32>) -> (%output0: tensor<128xf32>)"}} : () -> ()
  "util.func"() <{function_type = (!hal.buffer_view, !hal.buffer_view) -> !hal.buffer_view, sym_name = "affine_scaled"}> ({
  ^bb0(%arg0: !hal.buffer_view, %arg1: !hal.buffer_view):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 512 : index}> : () -> index
    %2 = "arith.constant"() <{value = 128 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1536 : index}> : () -> index
    %4 = "util.global.load"() <{global = @__constant_tensor_128xf32, is_immutable}> : () -> !stream.resource<constant>
    %5 = "hal.element_type"() <{type = f32}> : () -> i32
    %6 = "hal.encoding_type"() : () -> i32
    "hal.buffer_view.assert"(%arg0, %5, %6, %2) <{message = "input0"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %7 = "stream.tensor.import"(%arg0, %1) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<128xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    "hal.buffer_view.assert"(%arg1, %5, %6, %2) <{message = "input1"}> : (!hal.buffer_view, i32, i32, index) -> ()
    %8 = "stream.tensor.import"(%arg1, %1) <{affinity = #hal.device.affinity<@__device_0>, result_encoding = tensor<128xf32>}> : (!hal.buffer_view, index) -> !stream.resource<external>
    %9:2 = "stream.resource.alloca"(%1) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %10 = "stream.cmd.execute"(%7, %8, %4, %9#0, %1, %1, %3, %1, %9#1) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 4, 4, 1>}> ({
    ^bb0(%arg2: !stream.resource<external>, %arg3: !stream.resource<external>, %arg4: !stream.resource<constant>, %arg5: !stream.resource<external>):
      "stream.cmd.dispatch"(%arg2, %arg3, %arg4, %arg5, %1, %1, %3, %1, %0, %0, %1, %0, %1, %1, %1, %1) <{entry_points = [@affine_dispatch_0::@affine_dispatch_0_elementwise_128_f32], operandSegmentSizes = array<i32: 0, 0, 4, 4, 4, 4>, resource_accesses = [1 : i32, 1 : i32, 1 : i32, 2 : i32]}> : (!stream.resource<external>, !stream.resource<external>, !stream.resource<constant>, !stream.resource<external>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<external>, !stream.resource<external>, !stream.resource<constant>, !stream.resource<external>, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %11 = "stream.timepoint.await"(%9#0, %1, %10) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<external>, index, !stream.timepoint) -> !stream.resource<external>
    %12 = "stream.tensor.export"(%11, %1) <{affinity = #hal.device.affinity<@__device_0>, source_encoding = tensor<128xf32>}> : (!stream.resource<external>, index) -> !hal.buffer_view
    "util.return"(%12) : (!hal.buffer_view) -> ()
  }) {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @affine_scaled(%input0: tensor<128xf32>, %input1: tensor<128xf32>) -> (%output0: tensor<128xf32>)"}} : () -> ()
}) {stream.affinity.default = #hal.device.affinity<@__device_0>} : () -> ()


