// RUN: xdsl-opt %s > %t.custom
// RUN: xdsl-opt %s --print-op-generic > %t.generic
// RUN: filecheck %s < %t.custom
// RUN: xdsl-opt < %t.custom | filecheck %s
// RUN: xdsl-opt < %t.generic | filecheck %s
// RUN: filecheck %s --check-prefix=GENERIC < %t.generic
// RUN: iree-opt < %t.custom | filecheck %s --check-prefix=IREE
// RUN: iree-opt --mlir-print-op-generic < %t.custom > %t.via_xdsl
// RUN: iree-opt --mlir-print-op-generic < %t.generic > %t.via_xdsl_generic
// RUN: iree-opt --mlir-print-op-generic %s > %t.iree
// RUN: diff %t.iree %t.via_xdsl
// RUN: diff %t.iree %t.via_xdsl_generic

// Every op, type and attribute of the stream, util, hal and iree_tensor_ext
// dialects that parses without --allow-unregistered-dialect (the others are in
// stream_roundtrip_unregistered.mlir), each op with a discardable attribute so
// that its attribute dictionary sits where IREE's syntax puts it.  The input is
// in xdsl-opt's own output form: printing it must give it back (fixpoint, also
// through the generic form), and iree-opt must read xdsl-opt's output (custom
// and generic) as the same IR as the input (the two diff lines).

builtin.module {
  stream.executable private @ex attributes {tag} {
    stream.executable.export public @fn workgroups(%x: index, %y: index) -> (index, index, index) {
      %c1 = arith.constant 1 : index
      stream.return {tag} %x, %y, %c1 : index, index, index
    } attributes {stream.resources = #stream.resource_config<{max_allocation_size = 1073741824, min_buffer_offset_alignment = 16, max_buffer_range = 134217728, min_buffer_range_alignment = 4, index_bits = 32, alias_mutable_bindings = true, memory_model = Unified}>, tag}
    stream.executable.export public @fn as("fn_alias") attributes {stream.resources = #stream.resource_config<{alias_mutable_bindings = false, memory_model = Discrete}>, tag}
    stream.executable.export private @other attributes {tag}
    builtin.module {
      func.func @fn(%b0: !stream.binding {stream.alignment = 64 : index}, %n: index, %b1: !stream.binding, %i: i32, %b2: !stream.binding) {
        %c0 = arith.constant 0 : index
        %0 = stream.binding.subspan %b0[%c0] {tag} : !stream.binding -> memref<?x4xf32>{%n}
        %1 = stream.binding.subspan %b1[%n] {tag} : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>{%n, %n}
        %2 = stream.binding.subspan %b2[%c0] {tag} : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
        %3 = stream.binding.subspan %b2[%c0] {some.tag} : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xi8>>
        func.return
      }
      func.func @other(%b0: !stream.binding) {
        func.return
      }
    }
  }
  util.func private @decl(index) -> index attributes {tag}
  util.func public @tied(%a: index {arg.tag}, %r: !stream.resource<*>, %e: !stream.resource<external>) -> (index {res.tag}, %r, %e as !stream.resource<*>) attributes {inlining_policy = #util.inline.never, tp = #stream.timepoint<immediate> : !stream.timepoint, tag} {
    %0 = util.optimization_barrier {tag} %r : !stream.resource<*>
    util.return {tag} %a, %0, %r : index, !stream.resource<*>, !stream.resource<*>
  }
  util.func public @main(%ext: !stream.resource<external>, %cst: !stream.resource<constant>, %var: !stream.resource<variable>, %stg: !stream.resource<staging>, %sz: index, %tp: !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint) attributes {tag} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %c7_i32 = arith.constant 7 : i32
    %a = stream.resource.alloc uninitialized on(#hal.device.affinity<@__device_0, [0, 1]>) {alloc.tag} : !stream.resource<external>{%sz}
    %v = stream.resource.alloc {tag} : !stream.resource<variable>{%sz}
    %r, %r_tp = stream.resource.alloca uninitialized : {tag} !stream.resource<transient>{%sz} => !stream.timepoint
    %r2, %r2_tp = stream.resource.alloca uninitialized on(#hal.device.promise<@__device_0>) await(%tp) => {tag} !stream.resource<transient>{%sz} => !stream.timepoint
    %t = stream.cmd.execute once on(#hal.device.affinity<@__device_0>) await(%r_tp) => with(%r as %x: !stream.resource<transient>{%sz}, %ext as %y: !stream.resource<external>{%sz}, %cst as %z: !stream.resource<constant>{%sz}, %var as %w: !stream.resource<variable>{%sz}, %stg as %s: !stream.resource<staging>{%sz}) {
      stream.cmd.concurrent {
        stream.cmd.dispatch @ex::@fn[%c1, %c16](%c16, %c7_i32 : index, i32) {
          ro %z[%c0 for %c16] : !stream.resource<constant>{%sz},
          wo %y[%c16 for %c16] : !stream.resource<external>{%sz},
          rw %x[%c0 for %sz] : !stream.resource<transient>{%sz}
        } attributes {dispatch.tag}
        stream.cmd.dispatch @ex::@other {
          rw %w[%c0 for %c16] : !stream.resource<variable>{%sz}
        } attributes {tag}
        stream.cmd.fill %c7_i32, %x[%c0 for %c16] : i32 -> !stream.resource<transient>{%sz} attributes {tag}
      } attributes {concurrent.tag}
      stream.cmd.serial {
        stream.cmd.copy %x[%c0], %y[%c16], %c16 : !stream.resource<transient>{%sz} -> !stream.resource<external>{%sz} attributes {tag}
        stream.cmd.copy %y[%c0], %s[%c0], %c16 : !stream.resource<external>{%sz} -> !stream.resource<staging>{%sz} attributes {tag}
        stream.cmd.flush %y[%c0 for %c16] : !stream.resource<external>{%sz} attributes {tag}
        stream.cmd.flush to(#hal.device.affinity<@__device_0>) %y[%c0 for %c16] : !stream.resource<external>{%sz} attributes {tag}
        stream.cmd.invalidate %y[%c0 for %c16] : !stream.resource<external>{%sz} attributes {tag}
        stream.cmd.invalidate from(#hal.device.affinity<@__device_0>) %y[%c0 for %c16] : !stream.resource<external>{%sz} attributes {tag}
        stream.cmd.discard %x[%c0 for %c16] : !stream.resource<transient>{%sz} attributes {tag}
      } attributes {tag}
    } => !stream.timepoint attributes {execute.tag}
    %t2 = stream.cmd.execute with() {
    } => !stream.timepoint attributes {tag}
    %im = stream.timepoint.immediate {tag} => !stream.timepoint
    %j = stream.timepoint.join max(%t, %t2, %im, %r2_tp) => !stream.timepoint attributes {tag}
    %res, %res_1 = stream.timepoint.await sync %j => %ext, %a : !stream.resource<external>{%sz}, !stream.resource<external>{%sz} attributes {tag}
    %one = stream.timepoint.await %t2 => %v : !stream.resource<variable>{%sz} attributes {tag}
    util.return {tag} %res, %j : !stream.resource<external>, !stream.timepoint
  }
}

// CHECK:      builtin.module {
// CHECK-NEXT: stream.executable private @ex attributes {tag} {
// CHECK-NEXT: stream.executable.export public @fn workgroups(%x: index, %y: index) -> (index, index, index) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: stream.return {tag} %x, %y, %c1 : index, index, index
// CHECK-NEXT: } attributes {stream.resources = #stream.resource_config<{max_allocation_size = 1073741824, min_buffer_offset_alignment = 16, max_buffer_range = 134217728, min_buffer_range_alignment = 4, index_bits = 32, alias_mutable_bindings = true, memory_model = Unified}>, tag}
// CHECK-NEXT: stream.executable.export public @fn as("fn_alias") attributes {stream.resources = #stream.resource_config<{alias_mutable_bindings = false, memory_model = Discrete}>, tag}
// CHECK-NEXT: stream.executable.export private @other attributes {tag}
// CHECK-NEXT: builtin.module {
// CHECK-NEXT: func.func @fn(%b0: !stream.binding {stream.alignment = 64 : index}, %n: index, %b1: !stream.binding, %i: i32, %b2: !stream.binding) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = stream.binding.subspan %b0[%c0] {tag} : !stream.binding -> memref<?x4xf32>{%n}
// CHECK-NEXT: %1 = stream.binding.subspan %b1[%n] {tag} : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>{%n, %n}
// CHECK-NEXT: %2 = stream.binding.subspan %b2[%c0] {tag} : !stream.binding -> !iree_tensor_ext.dispatch.tensor<writeonly:tensor<4xf32>>
// CHECK-NEXT: %3 = stream.binding.subspan %b2[%c0] {some.tag} : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xi8>>
// CHECK-NEXT: func.return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @other(%b0: !stream.binding) {
// CHECK-NEXT: func.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: util.func private @decl(index) -> index attributes {tag}
// CHECK-NEXT: util.func public @tied(%a: index {arg.tag}, %r: !stream.resource<*>, %e: !stream.resource<external>) -> (index {res.tag}, %r, %e as !stream.resource<*>) attributes {inlining_policy = #util.inline.never, tp = #stream.timepoint<immediate> : !stream.timepoint, tag} {
// CHECK-NEXT: %0 = util.optimization_barrier {tag} %r : !stream.resource<*>
// CHECK-NEXT: util.return {tag} %a, %0, %r : index, !stream.resource<*>, !stream.resource<*>
// CHECK-NEXT: }
// CHECK-NEXT: util.func public @main(%ext: !stream.resource<external>, %cst: !stream.resource<constant>, %var: !stream.resource<variable>, %stg: !stream.resource<staging>, %sz: index, %tp: !stream.timepoint) -> (!stream.resource<external>, !stream.timepoint) attributes {tag} {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %a = stream.resource.alloc uninitialized on(#hal.device.affinity<@__device_0, [0, 1]>) {alloc.tag} : !stream.resource<external>{%sz}
// CHECK-NEXT: %v = stream.resource.alloc {tag} : !stream.resource<variable>{%sz}
// CHECK-NEXT: %r, %r_tp = stream.resource.alloca uninitialized : {tag} !stream.resource<transient>{%sz} => !stream.timepoint
// CHECK-NEXT: %r2, %r2_tp = stream.resource.alloca uninitialized on(#hal.device.promise<@__device_0>) await(%tp) => {tag} !stream.resource<transient>{%sz} => !stream.timepoint
// CHECK-NEXT: %t = stream.cmd.execute once on(#hal.device.affinity<@__device_0>) await(%r_tp) => with(%r as %x: !stream.resource<transient>{%sz}, %ext as %y: !stream.resource<external>{%sz}, %cst as %z: !stream.resource<constant>{%sz}, %var as %w: !stream.resource<variable>{%sz}, %stg as %s: !stream.resource<staging>{%sz}) {
// CHECK-NEXT: stream.cmd.concurrent {
// CHECK-NEXT: stream.cmd.dispatch @ex::@fn[%c1, %c16](%c16, %c7_i32 : index, i32) {
// CHECK-NEXT: ro %z[%c0 for %c16] : !stream.resource<constant>{%sz},
// CHECK-NEXT: wo %y[%c16 for %c16] : !stream.resource<external>{%sz},
// CHECK-NEXT: rw %x[%c0 for %sz] : !stream.resource<transient>{%sz}
// CHECK-NEXT: } attributes {dispatch.tag}
// CHECK-NEXT: stream.cmd.dispatch @ex::@other {
// CHECK-NEXT: rw %w[%c0 for %c16] : !stream.resource<variable>{%sz}
// CHECK-NEXT: } attributes {tag}
// CHECK-NEXT: stream.cmd.fill %c7_i32, %x[%c0 for %c16] : i32 -> !stream.resource<transient>{%sz} attributes {tag}
// CHECK-NEXT: } attributes {concurrent.tag}
// CHECK-NEXT: stream.cmd.serial {
// CHECK-NEXT: stream.cmd.copy %x[%c0], %y[%c16], %c16 : !stream.resource<transient>{%sz} -> !stream.resource<external>{%sz} attributes {tag}
// CHECK-NEXT: stream.cmd.copy %y[%c0], %s[%c0], %c16 : !stream.resource<external>{%sz} -> !stream.resource<staging>{%sz} attributes {tag}
// CHECK-NEXT: stream.cmd.flush %y[%c0 for %c16] : !stream.resource<external>{%sz} attributes {tag}
// CHECK-NEXT: stream.cmd.flush to(#hal.device.affinity<@__device_0>) %y[%c0 for %c16] : !stream.resource<external>{%sz} attributes {tag}
// CHECK-NEXT: stream.cmd.invalidate %y[%c0 for %c16] : !stream.resource<external>{%sz} attributes {tag}
// CHECK-NEXT: stream.cmd.invalidate from(#hal.device.affinity<@__device_0>) %y[%c0 for %c16] : !stream.resource<external>{%sz} attributes {tag}
// CHECK-NEXT: stream.cmd.discard %x[%c0 for %c16] : !stream.resource<transient>{%sz} attributes {tag}
// CHECK-NEXT: } attributes {tag}
// CHECK-NEXT: } => !stream.timepoint attributes {execute.tag}
// CHECK-NEXT: %t2 = stream.cmd.execute with() {
// CHECK-NEXT: } => !stream.timepoint attributes {tag}
// CHECK-NEXT: %im = stream.timepoint.immediate {tag} => !stream.timepoint
// CHECK-NEXT: %j = stream.timepoint.join max(%t, %t2, %im, %r2_tp) => !stream.timepoint attributes {tag}
// CHECK-NEXT: %res, %res_1 = stream.timepoint.await sync %j => %ext, %a : !stream.resource<external>{%sz}, !stream.resource<external>{%sz} attributes {tag}
// CHECK-NEXT: %one = stream.timepoint.await %t2 => %v : !stream.resource<variable>{%sz} attributes {tag}
// CHECK-NEXT: util.return {tag} %res, %j : !stream.resource<external>, !stream.timepoint
// CHECK-NEXT: }
// CHECK-NEXT: }

// The generic form uses IREE's property names and spellings.

// GENERIC:      "stream.executable"() <{sym_name = "ex", sym_visibility = "private"}> ({
// GENERIC:        "stream.executable.export"() <{sym_name = "fn", sym_visibility = "public", function_ref = @fn}> ({
// GENERIC:        }) {stream.resources = #stream.resource_config<{max_allocation_size = 1073741824, min_buffer_offset_alignment = 16, max_buffer_range = 134217728, min_buffer_range_alignment = 4, index_bits = 32, alias_mutable_bindings = true, memory_model = Unified}>, tag} : () -> ()
// GENERIC-NEXT:   "stream.executable.export"() <{sym_name = "fn_alias", sym_visibility = "public", function_ref = @fn}> ({
// GENERIC-NEXT:   }) {stream.resources = #stream.resource_config<{alias_mutable_bindings = false, memory_model = Discrete}>, tag} : () -> ()
// GENERIC:        "stream.binding.subspan"(%b1, %n, %n, %n) {tag} : (!stream.binding, index, index, index) -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<?x?xf32>>
// GENERIC:        "stream.executable.end"() : () -> ()
// GENERIC:      "util.func"() <{sym_name = "decl", function_type = (index) -> index, sym_visibility = "private", tied_operands = [-1 : index]}> ({
// GENERIC:      "util.func"() <{sym_name = "tied", function_type = (index, !stream.resource<*>, !stream.resource<external>) -> (index, !stream.resource<*>, !stream.resource<*>), sym_visibility = "public", tied_operands = [-1 : index, 1 : index, 2 : index], arg_attrs = [{arg.tag}, {}, {}], res_attrs = [{res.tag}, {}, {}], inlining_policy = #util.inline.never}> ({
// GENERIC:        }) {tp = #stream.timepoint<immediate> : !stream.timepoint, tag} : () -> ()
// GENERIC:        %a = "stream.resource.alloc"(%sz) <{affinity = #hal.device.affinity<@__device_0, [0, 1]>, uninitialized}> {alloc.tag} : (index) -> !stream.resource<external>
// GENERIC:        %r2, %r2_tp = "stream.resource.alloca"(%sz, %tp) <{affinity = #hal.device.promise<@__device_0>}> {tag} : (index, !stream.timepoint) -> (!stream.resource<transient>, !stream.timepoint)
// GENERIC-NEXT:   %t = "stream.cmd.execute"(%r, %ext, %cst, %var, %stg, %sz, %sz, %sz, %sz, %sz, %r_tp) <{affinity = #hal.device.affinity<@__device_0>, once, operandSegmentSizes = array<i32: 5, 5, 1>}> ({
// GENERIC-NEXT:   ^bb0(%x: !stream.resource<transient>, %y: !stream.resource<external>, %z: !stream.resource<constant>, %w: !stream.resource<variable>, %s: !stream.resource<staging>):
// GENERIC-NEXT:     "stream.cmd.concurrent"() ({
// GENERIC-NEXT:       "stream.cmd.dispatch"(%c1, %c16, %c16, %c7_i32, %z, %y, %x, %sz, %sz, %sz, %c0, %c16, %c0, %c16, %c16, %sz) <{entry_points = [@ex::@fn], resource_accesses = [1 : i32, 2 : i32, 3 : i32], operandSegmentSizes = array<i32: 2, 2, 3, 3, 3, 3>}> {dispatch.tag} : (index, index, index, i32, !stream.resource<constant>, !stream.resource<external>, !stream.resource<transient>, index, index, index, index, index, index, index, index, index) -> ()
// GENERIC-NEXT:       "stream.cmd.dispatch"(%w, %sz, %c0, %c16) <{entry_points = [@ex::@other], resource_accesses = [3 : i32], operandSegmentSizes = array<i32: 0, 0, 1, 1, 1, 1>}> {tag} : (!stream.resource<variable>, index, index, index) -> ()
// GENERIC-NEXT:       "stream.cmd.fill"(%x, %sz, %c0, %c16, %c7_i32) {tag} : (!stream.resource<transient>, index, index, index, i32) -> ()
// GENERIC-NEXT:       "stream.yield"() : () -> ()
// GENERIC:            "stream.cmd.flush"(%y, %sz, %c0, %c16) <{source_affinity = #hal.device.affinity<@__device_0>}> {tag} : (!stream.resource<external>, index, index, index) -> ()
// GENERIC:            "stream.cmd.invalidate"(%y, %sz, %c0, %c16) <{source_affinity = #hal.device.affinity<@__device_0>}> {tag} : (!stream.resource<external>, index, index, index) -> ()
// GENERIC:        %t2 = "stream.cmd.execute"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> ({
// GENERIC-NEXT:     "stream.yield"() : () -> ()
// GENERIC-NEXT:   }) {tag} : () -> !stream.timepoint
// GENERIC:        %res, %res_1 = "stream.timepoint.await"(%ext, %a, %sz, %sz, %j) <{sync, operandSegmentSizes = array<i32: 2, 2, 1>}> {tag} : (!stream.resource<external>, !stream.resource<external>, index, index, !stream.timepoint) -> (!stream.resource<external>, !stream.resource<external>)

// What iree-opt makes of xdsl-opt's output (its own spellings: every
// resource_config key, alias_mutable_bindings as an integer).

// IREE:      stream.executable private @ex attributes {tag} {
// IREE:        stream.return {tag} %arg0, %arg1, %c1 : index, index, index
// IREE-NEXT:   } attributes {stream.resources = #stream.resource_config<{max_allocation_size = 1073741824, min_buffer_offset_alignment = 16, max_buffer_range = 134217728, min_buffer_range_alignment = 4, index_bits = 32, alias_mutable_bindings = 1, memory_model = Unified}>, tag}
// IREE-NEXT:   stream.executable.export public @fn as("fn_alias") attributes {stream.resources = #stream.resource_config<{max_allocation_size = 0, min_buffer_offset_alignment = 0, max_buffer_range = 0, min_buffer_range_alignment = 0, index_bits = 32, alias_mutable_bindings = 0, memory_model = Discrete}>, tag}
// IREE-NEXT:   stream.executable.export private @other attributes {tag}
// IREE:          %3 = stream.binding.subspan %arg4[%c0] {some.tag} : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readwrite:tensor<4xi8>>
// IREE:        util.func public @tied(%arg0: index {arg.tag}, %arg1: !stream.resource<*>, %arg2: !stream.resource<external>) -> (index {res.tag}, %arg1, %arg2 as !stream.resource<*>) attributes {inlining_policy = #util.inline.never, tag, tp = #stream.timepoint<immediate> : !stream.timepoint} {
// IREE-NEXT:     %0 = util.optimization_barrier {tag} %arg1 : !stream.resource<*>
// IREE-NEXT:     util.return {tag} %arg0, %0, %arg1 : index, !stream.resource<*>, !stream.resource<*>
// IREE:          %result, %result_timepoint = stream.resource.alloca uninitialized : {tag} !stream.resource<transient>{%arg4} => !stream.timepoint
// IREE:              stream.cmd.dispatch @ex::@fn[%c1, %c16](%c16, %c7_i32 : index, i32) {
// IREE-NEXT:           ro %arg8[%c0 for %c16] : !stream.resource<constant>{%arg4},
// IREE-NEXT:           wo %arg7[%c16 for %c16] : !stream.resource<external>{%arg4},
// IREE-NEXT:           rw %arg6[%c0 for %arg4] : !stream.resource<transient>{%arg4}
// IREE-NEXT:         } attributes {dispatch.tag}
// IREE:          %4 = stream.timepoint.immediate {tag} => !stream.timepoint
// IREE-NEXT:     %5 = stream.timepoint.join max(%2, %3, %4, %result_timepoint_1) => !stream.timepoint attributes {tag}
// IREE-NEXT:     %6:2 = stream.timepoint.await sync %5 => %arg0, %0 : !stream.resource<external>{%arg4}, !stream.resource<external>{%arg4} attributes {tag}
