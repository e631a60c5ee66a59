// Modules the fuzzer (tests/harness/fuzz.py, seeds 7001 and 7002) drew whose
// print by xDSL 0.75's own printer gives two values one name: block
// arguments such as %e0_0, %e0_0_1 and %e0_0_1_1 have the name hints e0_0,
// e0_0 and e0_0_1, and xDSL prints the first two as %e0_0 and %e0_0_1 and
// the third as %e0_0_1 again.  tests/pytest/io/test_printer.py reads them.
"builtin.module"() ({
  "stream.executable"() <{sym_name = "ex0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{sym_name = "dispatch_0_0", sym_visibility = "public", function_ref = @dispatch_0_0}> ({
    }) {stream.resources = #stream.resource_config<{alias_mutable_bindings = false}>} : () -> ()
    "builtin.module"() ({
      "func.func"() <{sym_name = "dispatch_0_0", function_type = (!stream.binding, index, !stream.binding, index, !stream.binding, !stream.binding, index) -> ()}> ({
      ^bb0(%b0: !stream.binding, %n1: index, %b2: !stream.binding, %n3: index, %b4: !stream.binding, %b5: !stream.binding, %n6: index):
        %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
        %c8 = "arith.constant"() <{value = 8 : index}> : () -> index
        %c16 = "arith.constant"() <{value = 16 : index}> : () -> index
        %c32 = "arith.constant"() <{value = 32 : index}> : () -> index
        %s1 = "stream.binding.subspan"(%b0, %c128, %c8) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x?xi32>>
        %off2 = "arith.addi"(%n1, %c16) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %s3 = "stream.binding.subspan"(%b2, %off2, %n3) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x?xi32>>
        %s4 = "stream.binding.subspan"(%b4, %c128) : (!stream.binding, index) -> memref<16xf32>
        %off5 = "arith.muli"(%n1, %c32) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %s6 = "stream.binding.subspan"(%b5, %off5) : (!stream.binding, index) -> memref<64xf32>
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{sym_name = "host0", function_type = (!stream.resource<*>, !stream.resource<variable>, index, index) -> !stream.timepoint, sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%input0: !stream.resource<*>, %input1: !stream.resource<variable>, %input1_size: index, %input0_size: index):
    %c512 = "arith.constant"() <{value = 512 : index}> : () -> index
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c16 = "arith.constant"() <{value = 16 : index}> : () -> index
    %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
    %c32 = "arith.constant"() <{value = 32 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %c8 = "arith.constant"() <{value = 8 : index}> : () -> index
    %c64 = "arith.constant"() <{value = 64 : index}> : () -> index
    %c4 = "arith.constant"() <{value = 4 : index}> : () -> index
    %tmp1, %tmp1_tp = "stream.resource.alloca"(%c512) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<constant>, !stream.timepoint)
    %t0 = "stream.cmd.execute"(%tmp1, %input0, %tmp1, %input1, %c512, %input0_size, %c512, %input1_size) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 4, 4, 0>}> ({
    ^bb0(%e0_0: !stream.resource<constant>, %e0_0_1: !stream.resource<*>, %e0_0_2: !stream.resource<constant>, %e0_0_3: !stream.resource<variable>):
      "stream.cmd.dispatch"(%c1, %c16, %c8, %e0_0, %e0_0_3, %e0_0_3, %e0_0_3, %c512, %input1_size, %input1_size, %input1_size, %c0, %c128, %c0, %c16, %c16, %c16, %c32, %c16) <{entry_points = [@ex0::@dispatch_0_0], resource_accesses = [1 : i32, 1 : i32, 3 : i32, 1 : i32], operandSegmentSizes = array<i32: 0, 3, 4, 4, 4, 4>}> : (index, index, index, !stream.resource<constant>, !stream.resource<variable>, !stream.resource<variable>, !stream.resource<variable>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<constant>, !stream.resource<*>, !stream.resource<constant>, !stream.resource<variable>, index, index, index, index) -> !stream.timepoint
    %t0_1 = "stream.cmd.execute"(%tmp1, %tmp1, %input0, %c512, %c512, %input0_size, %tmp1_tp) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%e0_1: !stream.resource<constant>, %e0_1_1: !stream.resource<constant>, %e0_1_2: !stream.resource<*>):
      "stream.cmd.dispatch"(%c4, %c4, %c1, %e0_1_1, %e0_1_2, %e0_1_1, %e0_1_2, %c512, %input0_size, %c512, %input0_size, %c16, %c128, %c32, %c32, %c16, %c16, %c64, %c32) <{entry_points = [@ex0::@dispatch_0_0], resource_accesses = [3 : i32, 1 : i32, 2 : i32, 1 : i32], operandSegmentSizes = array<i32: 0, 3, 4, 4, 4, 4>}> : (index, index, index, !stream.resource<constant>, !stream.resource<*>, !stream.resource<constant>, !stream.resource<*>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<constant>, !stream.resource<constant>, !stream.resource<*>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %join2 = "stream.timepoint.join"(%t0, %t0_1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    "util.return"(%join2) : (!stream.timepoint) -> ()
  }) : () -> ()
}) {stream.resources = #stream.resource_config<{alias_mutable_bindings = false}>} : () -> ()

// -----

"builtin.module"() ({
  "stream.executable"() <{sym_name = "ex0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{sym_name = "dispatch_0_0", sym_visibility = "public", function_ref = @dispatch_0_0}> ({
    }) {stream.resources = #stream.resource_config<{alias_mutable_bindings = false}>} : () -> ()
    "builtin.module"() ({
      "func.func"() <{sym_name = "dispatch_0_0", function_type = (!stream.binding, index, !stream.binding, index, !stream.binding, !stream.binding, index) -> ()}> ({
      ^bb0(%b0: !stream.binding, %n1: index, %b2: !stream.binding, %n3: index, %b4: !stream.binding, %b5: !stream.binding, %n6: index):
        %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
        %c8 = "arith.constant"() <{value = 8 : index}> : () -> index
        %c16 = "arith.constant"() <{value = 16 : index}> : () -> index
        %c32 = "arith.constant"() <{value = 32 : index}> : () -> index
        %s1 = "stream.binding.subspan"(%b0, %c128, %c8) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4x?xi32>>
        %off2 = "arith.addi"(%n1, %c16) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %s3 = "stream.binding.subspan"(%b2, %off2, %n3) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x?xi32>>
        %s4 = "stream.binding.subspan"(%b4, %c128) : (!stream.binding, index) -> memref<16xf32>
        %off5 = "arith.muli"(%n1, %c32) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %s6 = "stream.binding.subspan"(%b5, %off5) : (!stream.binding, index) -> memref<64xf32>
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{sym_name = "host0", function_type = (!stream.resource<*>, !stream.resource<variable>, index, index) -> !stream.timepoint, sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%input0: !stream.resource<*>, %input1: !stream.resource<variable>, %input1_size: index, %input0_size: index):
    %c512 = "arith.constant"() <{value = 512 : index}> : () -> index
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %c16 = "arith.constant"() <{value = 16 : index}> : () -> index
    %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
    %c32 = "arith.constant"() <{value = 32 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %c8 = "arith.constant"() <{value = 8 : index}> : () -> index
    %c64 = "arith.constant"() <{value = 64 : index}> : () -> index
    %c4 = "arith.constant"() <{value = 4 : index}> : () -> index
    %tmp1, %tmp1_tp = "stream.resource.alloca"(%c512) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<constant>, !stream.timepoint)
    %t0 = "stream.cmd.execute"(%tmp1, %input0, %tmp1, %input1, %c512, %input0_size, %c512, %input1_size) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 4, 4, 0>}> ({
    ^bb0(%e0_0: !stream.resource<constant>, %e0_0_1: !stream.resource<*>, %e0_0_2: !stream.resource<constant>, %e0_0_3: !stream.resource<variable>):
      "stream.cmd.dispatch"(%c1, %c16, %c8, %e0_0, %e0_0_3, %e0_0_3, %e0_0_3, %c512, %input1_size, %input1_size, %input1_size, %c0, %c128, %c0, %c16, %c16, %c16, %c32, %c16) <{entry_points = [@ex0::@dispatch_0_0], resource_accesses = [1 : i32, 1 : i32, 3 : i32, 1 : i32], operandSegmentSizes = array<i32: 0, 3, 4, 4, 4, 4>}> : (index, index, index, !stream.resource<constant>, !stream.resource<variable>, !stream.resource<variable>, !stream.resource<variable>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.cmd.invalidate"(%e0_0, %c512, %c16, %c16) <{source_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<constant>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<constant>, !stream.resource<*>, !stream.resource<constant>, !stream.resource<variable>, index, index, index, index) -> !stream.timepoint
    %ready2 = "stream.timepoint.await"(%input1, %input1_size, %tmp1_tp) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<variable>, index, !stream.timepoint) -> !stream.resource<variable>
    %t0_1 = "stream.cmd.execute"(%input1, %input1, %ready2, %input1_size, %input1_size, %input1_size) <{operandSegmentSizes = array<i32: 3, 3, 0>}> ({
    ^bb0(%e0_1: !stream.resource<variable>, %e0_1_1: !stream.resource<variable>, %e0_1_2: !stream.resource<variable>):
      "stream.cmd.serial"() ({
        "stream.cmd.serial"() ({
          "stream.cmd.dispatch"(%c4, %c4, %c1, %e0_1, %e0_1, %e0_1, %e0_1, %input1_size, %input1_size, %input1_size, %input1_size, %c0, %c32, %c128, %c32, %c64, %c16, %c16, %c32) <{entry_points = [@ex0::@dispatch_0_0], resource_accesses = [2 : i32, 2 : i32, 3 : i32, 2 : i32], operandSegmentSizes = array<i32: 0, 3, 4, 4, 4, 4>}> : (index, index, index, !stream.resource<variable>, !stream.resource<variable>, !stream.resource<variable>, !stream.resource<variable>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
          "stream.cmd.dispatch"(%c16, %c1, %c8, %c4, %c4, %e0_1_2, %e0_1_1, %e0_1_1, %e0_1_1, %input1_size, %input1_size, %input1_size, %input1_size, %c0, %c128, %c0, %c64, %c32, %c16, %c64, %c32) <{entry_points = [@ex0::@dispatch_0_0], resource_accesses = [2 : i32, 1 : i32, 2 : i32, 2 : i32], operandSegmentSizes = array<i32: 2, 3, 4, 4, 4, 4>}> : (index, index, index, index, index, !stream.resource<variable>, !stream.resource<variable>, !stream.resource<variable>, !stream.resource<variable>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
          "stream.yield"() : () -> ()
        }) : () -> ()
        "stream.cmd.invalidate"(%e0_1, %input1_size, %c0, %c32) <{source_affinity = #hal.device.affinity<@__device_0>}> : (!stream.resource<variable>, index, index, index) -> ()
        "stream.yield"() : () -> ()
      }) : () -> ()
      "stream.cmd.dispatch"(%c4, %c8, %c8, %c8, %e0_1_1, %e0_1, %e0_1, %e0_1, %input1_size, %input1_size, %input1_size, %input1_size, %c0, %c0, %c128, %c128, %c32, %c64, %c32, %c32) <{entry_points = [@ex0::@dispatch_0_0], resource_accesses = [3 : i32, 1 : i32, 1 : i32, 2 : i32], operandSegmentSizes = array<i32: 1, 3, 4, 4, 4, 4>}> : (index, index, index, index, !stream.resource<variable>, !stream.resource<variable>, !stream.resource<variable>, !stream.resource<variable>, index, index, index, index, index, index, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<variable>, !stream.resource<variable>, !stream.resource<variable>, index, index, index) -> !stream.timepoint
    "util.return"(%t0_1) : (!stream.timepoint) -> ()
  }) : () -> ()
}) {stream.resources = #stream.resource_config<{alias_mutable_bindings = false}>} : () -> ()

// -----

"builtin.module"() ({
  "stream.executable"() <{sym_name = "ex0", sym_visibility = "private"}> ({
    "stream.executable.export"() <{sym_name = "dispatch_0_0", sym_visibility = "public", function_ref = @dispatch_0_0}> ({
    ^bb0(%x0: index, %x1: index):
      %0 = "arith.muli"(%x0, %x1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
      %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%0, %x1, %c1) : (index, index, index) -> ()
    }) {stream.resources = #stream.resource_config<{alias_mutable_bindings = true}>} : () -> ()
    "builtin.module"() ({
      "func.func"() <{sym_name = "dispatch_0_0", function_type = (!stream.binding, index, !stream.binding) -> ()}> ({
      ^bb0(%b0: !stream.binding, %n1: index, %b2: !stream.binding):
        %c16 = "arith.constant"() <{value = 16 : index}> : () -> index
        %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
        %s1 = "stream.binding.subspan"(%b0, %c16, %n1) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<?xf32>>
        %s2 = "stream.binding.subspan"(%b0, %c0, %n1, %n1) : (!stream.binding, index, index, index) -> memref<?x?xf32>
        %s3 = "stream.binding.subspan"(%b2, %n1, %n1) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<?xf32>>
        %s4 = "stream.binding.subspan"(%b2, %n1, %n1) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<?xf32>>
        "func.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) {stream.resources = #stream.resource_config<{alias_mutable_bindings = true}>} : () -> ()
  "stream.executable"() <{sym_name = "ex1", sym_visibility = "private"}> ({
    "stream.executable.export"() <{sym_name = "dispatch_1_0", sym_visibility = "public", function_ref = @dispatch_1_0}> ({
    ^bb0(%x0: index, %x1: index):
      %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
      "stream.return"(%x0, %x1, %c1) : (index, index, index) -> ()
    }) : () -> ()
    "builtin.module"() ({
      "util.func"() <{sym_name = "dispatch_1_0", function_type = (!stream.binding, index, i32, !stream.binding) -> (), sym_visibility = "public", arg_attrs = [{stream.alignment = 16 : index}, {}, {}, {stream.alignment = 16 : index}]}> ({
      ^bb0(%b0: !stream.binding, %n1: index, %i2: i32, %b3: !stream.binding):
        %c4 = "arith.constant"() <{value = 4 : index}> : () -> index
        %c16 = "arith.constant"() <{value = 16 : index}> : () -> index
        %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
        %off1 = "arith.muli"(%n1, %c4) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %s2 = "stream.binding.subspan"(%b0, %off1) : (!stream.binding, index) -> memref<16xf32>
        %off3 = "arith.addi"(%n1, %c16) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
        %s4 = "stream.binding.subspan"(%b0, %off3, %n1) : (!stream.binding, index, index) -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4x?xi32>>
        %s5 = "stream.binding.subspan"(%b3, %c0, %c4) : (!stream.binding, index, index) -> memref<?x4xf32>
        "util.return"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "stream.executable.end"() : () -> ()
  }) : () -> ()
  "util.func"() <{sym_name = "host0", function_type = (i32, index, index, !stream.resource<variable>, !stream.timepoint, index, !stream.resource<constant>) -> !stream.timepoint, sym_visibility = "public", tied_operands = [-1 : index]}> ({
  ^bb0(%pattern: i32, %offset0: index, %input0_size: index, %input0: !stream.resource<variable>, %wait: !stream.timepoint, %input1_size: index, %input1: !stream.resource<constant>):
    %c512 = "arith.constant"() <{value = 512 : index}> : () -> index
    %c64 = "arith.constant"() <{value = 64 : index}> : () -> index
    %c128 = "arith.constant"() <{value = 128 : index}> : () -> index
    %c16 = "arith.constant"() <{value = 16 : index}> : () -> index
    %c32 = "arith.constant"() <{value = 32 : index}> : () -> index
    %c1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %c4 = "arith.constant"() <{value = 4 : index}> : () -> index
    %c0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %ready1 = "stream.timepoint.await"(%input0, %input0_size, %wait) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (!stream.resource<variable>, index, !stream.timepoint) -> !stream.resource<variable>
    %tmp2, %tmp2_tp = "stream.resource.alloca"(%c512) : (index) -> (!stream.resource<staging>, !stream.timepoint)
    %t0 = "stream.cmd.execute"(%input0, %input0, %input0, %input0_size, %input0_size, %input0_size, %wait) <{affinity = #hal.device.affinity<@__device_0>, operandSegmentSizes = array<i32: 3, 3, 1>}> ({
    ^bb0(%e0_0: !stream.resource<variable>, %e0_0_1: !stream.resource<variable>, %e0_0_2: !stream.resource<variable>):
      "stream.cmd.discard"(%e0_0_2, %input0_size, %offset0, %c64) : (!stream.resource<variable>, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<variable>, !stream.resource<variable>, !stream.resource<variable>, index, index, index, !stream.timepoint) -> !stream.timepoint
    %tmp3, %tmp3_tp = "stream.resource.alloca"(%c512) <{affinity = #hal.device.affinity<@__device_0>}> : (index) -> (!stream.resource<external>, !stream.timepoint)
    %t0_1 = "stream.cmd.execute"(%input0, %input1, %input1, %input0, %input0_size, %input1_size, %input1_size, %input0_size, %t0) <{affinity = #hal.device.affinity<@__device_0>, once, operandSegmentSizes = array<i32: 4, 4, 1>}> ({
    ^bb0(%e0_1: !stream.resource<variable>, %e0_1_1: !stream.resource<constant>, %e0_1_2: !stream.resource<constant>, %e0_1_3: !stream.resource<variable>):
      "stream.cmd.dispatch"(%c1, %c4, %c4, %e0_1_2, %e0_1_2, %input1_size, %input1_size, %c128, %c32, %c16, %c32) <{entry_points = [@ex0::@dispatch_0_0], resource_accesses = [3 : i32, 1 : i32], operandSegmentSizes = array<i32: 2, 1, 2, 2, 2, 2>}> : (index, index, index, !stream.resource<constant>, !stream.resource<constant>, index, index, index, index, index, index) -> ()
      "stream.cmd.dispatch"(%c1, %offset0, %c4, %e0_1_3, %e0_1_3, %input0_size, %input0_size, %c0, %c0, %c64, %c64) <{entry_points = [@ex0::@dispatch_0_0], resource_accesses = [3 : i32, 3 : i32], operandSegmentSizes = array<i32: 2, 1, 2, 2, 2, 2>}> : (index, index, index, !stream.resource<variable>, !stream.resource<variable>, index, index, index, index, index, index) -> ()
      "stream.yield"() : () -> ()
    }) : (!stream.resource<variable>, !stream.resource<constant>, !stream.resource<constant>, !stream.resource<variable>, index, index, index, index, !stream.timepoint) -> !stream.timepoint
    %join4 = "stream.timepoint.join"(%t0, %t0_1) : (!stream.timepoint, !stream.timepoint) -> !stream.timepoint
    "util.return"(%join4) : (!stream.timepoint) -> ()
  }) : () -> ()
}) {stream.resources = #stream.resource_config<{alias_mutable_bindings = false}>} : () -> ()
